"""`ascend` as the admin (or the new emperor) runs it: the Ascension Address read, the turn planned on the Ruleset in
force (enactment.ascension), what the wiki's history shows done, and the saves through saving.write_page.

    run = prepare_ascension(post, text, ...)   (reads only: what would be done, or why nothing may be)
    run.save(on_save=..., on_interrupt=...)    (the archive, a custom of the wiki, when asked; then the Ruleset)

Run twice, the second run changes nothing and says so: a revision of the Ruleset since the post whose summary names
the Address is the turn done. Stopped between the archive and the Ruleset, the next run finds the archive (its summary
names the Address) and saves only the Ruleset. A Ctrl-C, or a save that fails after another, lets the save under way
finish (enactment.save.Progress, as enact's saves) and the run says what is saved and what the next run finishes.
Archiving the old Ruleset as "Ruleset N" is the wiki's custom, not a rule (the rule "Archives" says the Ruleset page
is the only Ruleset): it is done only when asked, and labelled so.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from ..errors import BlognomicError
from ..kinds import PostKind
from ..models import Post
from ..parsers import parse_ruleset
from ..parsers.ascension import AscensionAddress, read_address
from ..saving import write_page
from .ascension import AscensionPlan, plan_ascension, read_turn

ARCHIVE_TITLE = re.compile(r"^Ruleset (\d+)$")
CUSTOM = "a custom of the wiki, not a rule"


class Stopped(BlognomicError):
    """The save stopped before sending anything: done meanwhile by someone else, or the Address no longer applies."""


def address_mark(address: AscensionAddress) -> str:
    """What every summary of this turn holds, and what a later run looks for in the history."""
    return f"Ascension Address “{address.title.split(':', 1)[-1].strip()}”"


@dataclass
class AscendRun:
    post: Post
    address: AscensionAddress
    plan: AscensionPlan | None
    ruleset_page: str
    ruleset_revid: int | None
    wiki: object | None
    done: dict | None = None  # the revision of the Ruleset that names the Address
    archive: dict | None = None  # {"title", "status": "to create" | "done", "revid"?, "text"}
    saved: dict = field(default_factory=dict)
    stopped: list[str] = field(default_factory=list)
    code: int = 0
    uncertain: str | None = None  # the page kind whose save a second Ctrl-C cut short (saved or not: not known)

    @property
    def blocked(self) -> list[str]:
        return self.plan.blocks if self.plan is not None and self.done is None else []

    @property
    def nothing_left(self) -> bool:
        """The turn is in the Ruleset (and the archive, when asked, is made): a run changes nothing."""
        archive_done = self.archive is None or self.archive["status"] == "done"
        return archive_done and (self.done is not None or (self.plan is not None and not self.plan.changed))

    def page_of(self, kind: str) -> str:
        return self.archive["title"] if kind == "archive" and self.archive else self.ruleset_page

    @property
    def left(self) -> list[str]:
        """The page kinds still to save: the archive when asked and not made, the Ruleset when the turn is not in it."""
        kinds = []
        if self.archive is not None and self.archive["status"] == "to create":
            kinds.append("archive")
        if self.done is None and self.plan is not None and self.plan.changed:
            kinds.append("ruleset")
        return [k for k in kinds if not (k in self.saved and self.saved[k].status == "saved")]

    def save(self, on_save: Callable[[str, object], None] | None = None, on_interrupt: Callable[[], None] | None = None) -> None:
        """The archive first (when asked and not made), then the Ruleset; each save said to `on_save(kind, report)` as it
        happens. A Ctrl-C (`on_interrupt` is told at once) lets the save under way finish, is recorded in `stopped` with
        what is saved and what the next run finishes, and is raised again (the caller says it and exits)."""
        from .save import Progress

        if self.blocked:
            raise Stopped("not saved: " + "; ".join(self.blocked))
        progress = Progress(saved=self.saved, stopped=self.stopped, on_save=on_save, on_interrupt=on_interrupt)
        try:
            self._save(progress)
        except KeyboardInterrupt:
            self.uncertain = progress.in_flight
            self.stopped.append(self.left_line("interrupted"))
            self.code = 130
            raise
        except BlognomicError as e:
            if not any(r.status == "saved" for r in self.saved.values()):
                raise  # nothing saved: the error alone says it
            why = re.sub(r"[;.]?\s*nothing was saved\b.*$", "", str(e), flags=re.I | re.S).strip()
            failed = f"saving {self.page_of(progress.failed)} failed" if progress.failed else "a save failed"
            self.stopped.append(self.left_line(f"{failed} ({why})"))
            self.code = max(self.code, e.exit_code)

    def _save(self, progress) -> None:
        w = self.wiki
        if self.archive is not None and self.archive["status"] == "to create":
            title = self.archive["title"]
            report = progress.write("archive", lambda: write_page(w, title, lambda _: self.archive["text"],
                                                                  f"Archive of the Ruleset before the {address_mark(self.address)} ({CUSTOM})",
                                                                  yes=True, create=True))
            if report.status != "saved":
                self.code = max(self.code, report.exit_code or 1)
                self.stopped.append(f"{title} not created ({report.status}): the Ruleset is not touched; run the same command again")
                return
            self.archive["status"] = "done"
        if self.done is not None or self.plan is None or not self.plan.changed:
            return
        mark = address_mark(self.address)
        base = self.ruleset_revid

        def transform(current: str) -> str:
            named = [r for r in w.history(self.ruleset_page, since_rev=base, content=False) if mark in (r.revision.comment or "")] if base else []
            if named:
                raise Stopped(f"not saved on {self.ruleset_page}: revision {named[-1].revision.revid} by {named[-1].revision.user} "
                              f"did the turn meanwhile ({named[-1].revision.comment})")
            rs = parse_ruleset(current, fmt="wikitext", source=self.ruleset_page)
            fresh = plan_ascension(current, self.address, rs, read_turn(rs), profile_terms=self.plan_terms, page_exists=self.page_exists)
            if fresh.blocks:
                raise Stopped(f"not saved on {self.ruleset_page}: the Address no longer applies to its current text: " + "; ".join(fresh.blocks))
            return fresh.new

        try:
            report = progress.write("ruleset", lambda: write_page(w, self.ruleset_page, transform, self.plan.summary, yes=True))
        except Stopped as e:
            self.stopped.append(str(e))
            self.code = max(self.code, 1)
            return
        self.code = max(self.code, report.exit_code)

    def left_line(self, why: str) -> str:
        """What a stopped run saved and what it left, and how to finish: one sentence."""
        done = [f"{self.page_of(k)} is saved as revision {r.new_revid}" for k, r in self.saved.items() if r.status == "saved"]
        if self.uncertain:
            done.append(f"{self.page_of(self.uncertain)} was being saved: whether it was is not known")
        left = [self.page_of(k) for k in self.left if k != self.uncertain]
        if not left and not self.uncertain:
            return f"{why}: " + ("; ".join(done) or "nothing was saved") + "; nothing is left to save"
        if not done:
            return f"{why}: nothing of the turn is saved ({' and '.join(left)} not saved); run the same command again"
        rest = f"; {' and '.join(left)} {'is' if len(left) == 1 else 'are'} not saved" if left else ""
        return (f"{why}: " + "; ".join(done) + rest + ": run the same command again: it reads what the wiki's history shows "
                "saved (each summary names the Address) and saves only the rest")

    plan_terms: dict | None = None
    page_exists: Callable[[str], bool] | None = None

    def to_dict(self) -> dict:
        return {"address": self.address.to_dict(), "ruleset_page": self.ruleset_page, "base_revid": self.ruleset_revid,
                "steps": [s.to_dict() for s in self.plan.steps] if self.plan else [], "blocked": self.blocked,
                "summary": self.plan.summary if self.plan else None, "already": self.done, "archive": {k: v for k, v in (self.archive or {}).items() if k != "text"} or None,
                "saved": {k: {"page": r.title, "status": r.status, "new_revid": r.new_revid} for k, r in self.saved.items()},
                "stopped": self.stopped, "left": [self.page_of(k) for k in self.left], "nothing_left": self.nothing_left}


def _page_exists_before(wiki, when) -> Callable[[str], bool]:
    """Did the page exist when the Address was posted (the rules' condition on a new gamestate page)?"""
    from ..sources.wiki import PageMissing

    def exists(title: str) -> bool:
        try:
            hist = wiki.history(title, content=False)
        except PageMissing:
            return False
        if not hist or when is None:
            return bool(hist)
        from ..reading.times import utc_time

        first = hist[0].revision.timestamp
        try:
            created = utc_time(first) if first else None
        except ValueError:
            created = None
        return created is None or created <= when

    return exists


def archive_numbers(wiki) -> list[int]:
    """The numbers N of the wiki's pages titled "Ruleset N"."""
    titles = wiki.titles_with_prefix("Ruleset ")
    return sorted(int(m.group(1)) for t in titles if (m := ARCHIVE_TITLE.match(t)))


def prepare_ascension(post: Post, wikitext: str, *, source: str, wiki=None, ruleset_page: str = "Ruleset", ruleset_revid: int | None = None,
                      archive: bool = False, profile_terms: dict | None = None) -> AscendRun:
    """The run: the Address read, the turn planned on `wikitext`, and (with a wiki) what its history shows done."""
    if post.kind != PostKind.ASCENSION:
        raise BlognomicError(f"{post.url}: {post.title!r} is a {post.kind}, not an Ascension Address")
    address = read_address(post)
    run = AscendRun(post=post, address=address, plan=None, ruleset_page=ruleset_page, ruleset_revid=ruleset_revid, wiki=wiki)
    run.plan_terms = profile_terms
    mark = address_mark(address)
    parent_text = None
    if wiki is not None:
        run.page_exists = _page_exists_before(wiki, post.posted_at)
        hist = wiki.history(ruleset_page, since=post.posted_at, content=False) if post.posted_at else []
        named = [r for r in hist if mark in (r.revision.comment or "")]
        if named:
            r = named[-1]
            run.done = {"revid": r.revision.revid, "user": r.revision.user, "summary": r.revision.comment}
            if archive and r.parentid:
                parent_text = wiki.read(ruleset_page, rev=r.parentid).text
    rs = parse_ruleset(wikitext, fmt="wikitext", source=source)
    if run.done is None:
        run.plan = plan_ascension(wikitext, address, rs, read_turn(rs), profile_terms=profile_terms, page_exists=run.page_exists)
    if archive:
        if wiki is None:
            raise BlognomicError("--archive makes a page on the wiki: the Ruleset must be read from it (no --ruleset FILE)")
        numbers = archive_numbers(wiki)
        for n in reversed(numbers[-3:]):  # the one a stopped run made is among the last
            first = wiki.history(f"Ruleset {n}", content=False)[:1]
            if first and mark in (first[0].revision.comment or ""):
                run.archive = {"title": f"Ruleset {n}", "status": "done", "revid": first[0].revision.revid}
                break
        else:
            text = parent_text if run.done is not None else wikitext
            if text is None:
                raise BlognomicError(f"the turn is in {ruleset_page} (revision {run.done['revid']}) but the revision before it is not known: archive it by hand")
            run.archive = {"title": f"Ruleset {(numbers[-1] if numbers else 0) + 1}", "status": "to create", "text": text}
    return run
