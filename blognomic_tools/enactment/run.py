"""`enact` as the admin runs it: the tally says whether the matter may be enacted now, the plan applies its instructions,
the wiki's history says what is enacted already, and the saves go through `save.save_enactment`, each page once.

    run = prepare(post, ruleset, ...)    -> EnactRun   (what would be done, or why nothing may be; reads only)
    run.write_out(path)                               (the new Ruleset to a file, offline)
    run.save(on_save=...)                             (the saves, each said to `on_save` as it happens)

A run builds the rules profile and the gamestate schema once and hands them down. Every page the instructions change
is saved once, the gamestate alone included; the run is *enacted* only when every such page holds its change (saved
now, or by a revision that names the matter). When a save fails or the run is interrupted after another save, the
run says what was saved and what is left, and the same command run again does only the rest (`left`).
The wiki and the blog are read through the clients handed in; the command only parses arguments and prints.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Callable

from ..errors import BlognomicError
from ..kinds import VOTABLE, PostKind, PostStatus, TallyVerdict
from ..models import Post, Ruleset
from . import Plan, matter_slug, plan_enactment, said, taken_out_by, walk

__all__ = ["EnactRun", "EnactRefused", "NothingRead", "prepare"]


class NothingRead(BlognomicError):
    """No instruction was read from the post: nothing to enact, and it is never reported enacted."""

    exit_code = 1


class EnactRefused(BlognomicError):
    """The run stops before anything is saved (the --out file cannot be written, --yes without the wiki)."""


@dataclass
class EnactRun:
    post: Post
    verdict: object  # tally.Verdict
    when: datetime
    ruleset: Ruleset
    ruleset_page: str
    ruleset_revid: int | None  # the revision the plan was made on (None: a file)
    source: str
    plan: Plan | None = None
    gamestate_page: str | None = None
    gamestate_revid: int | None = None
    partial: bool = False
    again: bool = False
    already: dict = field(default_factory=dict)  # page kind -> the revision that names the matter (and its audit)
    refused: str | None = None  # why nothing may be saved, said as one sentence
    refusal: str | None = None  # its kind: "audit differs" | "already shows" | "applies nothing"
    diff: str = ""  # the Ruleset's (empty when done already or unchanged)
    saved: dict = field(default_factory=dict)  # page kind -> saving.WriteReport, in the order saved
    stopped: list[str] = field(default_factory=list)  # a save stopped, a save failed, an interrupt: what and why
    out: Path | None = None  # the file the new Ruleset was written to
    code: int = 0
    context: list[Post] = field(default_factory=list)
    roster: object = None
    schema: object = None
    wiki: object = None
    uncertain: str | None = None  # the page kind whose save an interrupt cut short (saved or not: not known)

    # -- what the run is -----------------------------------------------------------------------------------------
    @property
    def enactable(self) -> bool:
        return self.verdict.verdict == TallyVerdict.ENACTABLE

    @property
    def done_ruleset(self) -> bool:
        """The Ruleset holds the matter's change: a revision since the post names it, or there is nothing to change."""
        return "ruleset" in self.already or self.ruleset_unchanged

    @property
    def ruleset_unchanged(self) -> bool:
        """The instructions change nothing in the Ruleset (a gamestate-only matter, or a condition not met), and the
        Ruleset does not already show them (that is `plan.already`, a refusal)."""
        return self.plan is not None and not self.plan.ruleset.changed and not self.plan.already

    @property
    def done_gamestate(self) -> bool:
        g = self.plan.gamestate if self.plan else None
        return "gamestate" in self.already or g is None or not g.changed

    @property
    def open_items(self) -> list:
        if self.plan is None:
            return []
        return [i for i in self.plan.open_items if not ("ruleset" in self.already and i.kind != "gamestate")]

    @property
    def gamestate_refused(self) -> bool:
        g = self.plan.gamestate if self.plan else None
        return g is not None and not g.savable and not self.done_gamestate

    @property
    def blocked(self) -> bool:
        """Nothing may be saved or written: a partial enactment not asked for, a gamestate edit the rules refuse."""
        return (bool(self.open_items) and not self.partial) or self.gamestate_refused

    @property
    def pages(self) -> list[str]:
        """The page kinds whose change this run must see saved: the Ruleset when it changes, the gamestate when it
        changes, each unless a revision shows it done."""
        kinds = []
        if not self.done_ruleset:
            kinds.append("ruleset")
        if not self.done_gamestate:
            kinds.append("gamestate")
        return kinds

    @property
    def left(self) -> list[str]:
        """The page kinds still to save (none once enacted)."""
        return [k for k in self.pages if not (k in self.saved and self.saved[k].status == "saved")]

    @property
    def all_done_before(self) -> bool:
        """Enacted already: every page that changes holds the change in a revision naming the matter."""
        return self.plan is not None and not self.pages and bool(self.already)

    @property
    def enacted(self) -> bool:
        """Enacted now or before: every page the instructions change holds its change."""
        return self.plan is not None and not self.refused and not self.blocked and not self.left and not self.stopped

    def page_of(self, kind: str) -> str:
        return self.ruleset_page if kind == "ruleset" else (self.gamestate_page or "")

    # -- the saves -------------------------------------------------------------------------------------------------
    def write_out(self, path: Path) -> None:
        """The new Ruleset to `path` (offline), only for an enactment that may be saved."""
        if self.blocked or self.refused:
            return
        try:
            path.write_text(self.plan.ruleset.new, encoding="utf-8")
        except OSError as e:
            raise EnactRefused(f"--out {path}: cannot write the file ({e.strerror})") from None
        self.out = path

    def save(self, on_save: Callable[[str, object], None] | None = None, on_interrupt: Callable[[], None] | None = None) -> None:
        """Save every page still to save, each said to `on_save(kind, report)` as it happens. A failed save, or a Ctrl-C
        (`on_interrupt` is told at once; the save under way finishes first), after another save is recorded in
        `stopped` with what is left; an interrupt is raised again once recorded (the caller says it and exits)."""
        from .save import Progress, save_enactment

        if self.wiki is None:
            raise EnactRefused(f"{self.source}: --yes saves on the wiki, so the Ruleset must be read from it (no --ruleset FILE); "
                               "offline, use --out FILE")
        if self.refused or self.blocked:
            self.code = max(self.code, 1)
            return
        if not self.pages:
            return
        plan = self.plan
        if self.done_gamestate:
            plan.gamestate = None  # done in its revision, or nothing to change
        progress = Progress(saved=self.saved, stopped=self.stopped, on_save=on_save, on_interrupt=on_interrupt)
        try:
            code, _, _ = save_enactment(self.wiki, self.post, plan, context=self.context, rs=self.ruleset, roster=self.roster,
                                        source=self.source, ruleset_page=self.ruleset_page, gs_page=self.gamestate_page,
                                        partial=self.partial, again=self.again, schema=self.schema,
                                        base={"ruleset": self.ruleset_revid, "gamestate": self.gamestate_revid},
                                        do_ruleset=not self.done_ruleset, progress=progress)
        except KeyboardInterrupt:
            self.uncertain = progress.in_flight
            self.stopped.append(self.left_line("interrupted"))
            self.code = 130
            raise
        except BlognomicError as e:
            if self.saved:  # the error says "nothing was saved" of its own save: the line says what is saved
                why = re.sub(r"[;.]?\s*nothing was saved\b.*$", "", str(e), flags=re.I | re.S).strip()
                failed = f"saving {self.page_of(progress.failed)} failed" if progress.failed else "a save failed"
                self.stopped.append(self.left_line(f"{failed} ({why})"))
            else:
                self.stopped.append(f"nothing was saved: {e}")
            self.code = max(self.code, e.exit_code)
            return
        self.code = max(self.code, code)
        if self.left and not self.stopped:
            self.stopped.append(self.left_line("not saved"))
            self.code = max(self.code, 1)

    def left_line(self, why: str) -> str:
        """What a stopped run saved and what it left, and how to finish: one sentence."""
        done = [f"{self.page_of(k)} is saved as revision {r.new_revid}" for k, r in self.saved.items() if r.status == "saved"]
        if self.uncertain:
            done.append(f"{self.page_of(self.uncertain)} was being saved: whether it was is not known")
        left = [self.page_of(k) for k in self.left if k != self.uncertain]
        again = "run the same command again: it reads what the wiki's history shows saved and saves only the rest"
        if not left and not self.uncertain:
            return f"{why}: " + ("; ".join(done) or "nothing was saved") + "; nothing is left to save"
        if not done:
            return f"{why}: nothing of “{self.plan.title}” is saved ({' and '.join(left)} not saved); run the same command again to enact it"
        rest = f"; {' and '.join(left)} {'is' if len(left) == 1 else 'are'} not saved" if left else ""
        return f"{why}: " + "; ".join(done) + rest + f": {again}"

    # -- what the command prints as JSON ---------------------------------------------------------------------------
    def to_dict(self) -> dict:
        d = self.plan.to_dict() if self.plan is not None else {"title": self.post.title, "url": self.post.url}
        enacted = self.enacted
        d.update({
            "verdict": self.verdict.verdict, "diff": self.diff, "base_revid": self.ruleset_revid, "already": self.already,
            "stopped": self.stopped, "left": [self.page_of(k) for k in self.left],
            "saved": {k: {"page": self.page_of(k), "status": r.status, "new_revid": r.new_revid, "problems": r.problems}
                      for k, r in self.saved.items()},
            "out": str(self.out) if self.out else None, "enacted": enacted,
        })
        if self.refused:
            d["refused"] = self.refused
        if self.refused or self.blocked or self.stopped:
            d["admin_note"] = None  # nothing is enacted: no note to post
        return d


def prepare(post: Post, ruleset_text: str, *, ruleset: Ruleset, profile, roster, when: datetime, source: str,
            context: list[Post], admin: str, wiki=None, ruleset_page: str = "Ruleset", ruleset_revid: int | None = None,
            gamestate_page: str | None = None, gamestate_text: str | None = None, gamestate_revid: int | None = None,
            gamestate_label: str | None = None, partial: bool = False, again: bool = False, tally_profile=None,
            assumed: dict[str, bool] | None = None, blog=None) -> EnactRun:
    """The run: the tally at `when` (by `tally_profile`, the rules in force then, when they are not `profile`'s), then (when enactable now) the plan on the Ruleset's text and the gamestate page, what
    the wiki's history shows done, and why nothing may be saved if so. Reads the wiki's history; writes nothing."""
    from ..audit import enacted_on_wiki
    from ..tally import tally
    from ..validators.schema import extract_schema

    if post.kind not in (PostKind.PROPOSAL, PostKind.CFJ):
        raise BlognomicError(f"{post.url}: {post.title!r} is a {post.kind}, not a proposal or a Call for Judgement: only those are enacted here")
    v = tally(post, tally_profile or profile, roster, when, pending=[q for q in context if q.status == PostStatus.PENDING and q.kind in VOTABLE] or [post], admin=admin)
    run = EnactRun(post=post, verdict=v, when=when, ruleset=ruleset, ruleset_page=ruleset_page, ruleset_revid=ruleset_revid,
                   source=source, gamestate_page=gamestate_page, gamestate_revid=gamestate_revid, partial=partial, again=again,
                   context=context, roster=roster, wiki=wiki)
    if not run.enactable:
        return run
    run.schema = extract_schema(ruleset, profile)
    plan = plan_enactment(post, ruleset_text, source=source, posts=context, ruleset=ruleset, schema=run.schema,
                          gamestate_page=gamestate_label or gamestate_page, gamestate_text=gamestate_text, admin_note=v.suggested_note,
                          players=list(roster.players), again=again, assumed=assumed,
                          lookup=(lambda named: matter_on_blog(blog, named)) if blog is not None else None)
    run.plan = plan
    if plan.read_nothing:
        raise NothingRead(f"{post.url}: no instruction was read from “{post.title}” (the post's body holds {len(post.body.strip())} characters "
                          "of text): nothing to enact, and it is not reported enacted; an admin enacts it by hand")
    audit = None
    if wiki is not None and not again:  # what the history says is done: a second run, another admin, a run stopped half-way
        rs_rev, audit, gs_rev = enacted_on_wiki(wiki, post, ruleset_page, gamestate_page, posts=context)
        if rs_rev is not None:
            run.already["ruleset"] = {"revid": rs_rev.revision.revid, "user": rs_rev.revision.user, "summary": rs_rev.revision.comment,
                                      "audit": audit.verdict, "said": said(rs_rev)}
        if gs_rev is not None:
            run.already["gamestate"] = {"revid": gs_rev.revision.revid, "user": gs_rev.revision.user, "summary": gs_rev.revision.comment,
                                        "said": said(gs_rev)}
        if rs_rev is not None and audit.verdict != "exact":
            run.refusal, run.refused = "audit differs", (
                f"{said(rs_rev)} names “{plan.title}” as enacted, but the proposal recomputed on its parent revision gives "
                f"{audit.verdict}: {'; '.join(audit.details) or 'another text'}; finish it by hand, or run with --again to apply it to the current text")
            run.diff = audit.diff
            return run
    if run.all_done_before:
        return run
    if "ruleset" not in run.already and plan.already and not again:
        where = f" (no revision of {ruleset_page} since the post names it)" if wiki is not None else ""
        run.refusal, run.refused = "already shows", (
            f"the Ruleset already shows {len(plan.already)} of this proposal's changes{where}: "
            + "; ".join(f"{i.kind}: {i.reason}" for i in plan.already)
            + ": it looks enacted already; nothing saved (--again applies it a second time)")
        return run
    if "ruleset" not in run.already and plan.applies_nothing:
        n = len(plan.open_items)
        run.refusal, run.refused = "applies nothing", (
            f"{'the one instruction' if n == 1 else f'none of the {n} instructions'} read from “{post.title}” "
            f"{'cannot' if n == 1 else 'can'} be applied: nothing to enact, and it is not reported enacted (not with --partial either); "
            "an admin enacts it by hand")
        return run
    if wiki is not None and "ruleset" not in run.already:  # a text the proposal replaces is gone: which revision took it out
        gone_of = [i for _, i in walk(plan.instructions) if i.status == "not applied" and (i.old or i.where) and "is not in" in (i.reason or "")]
        if gone_of and post.posted_at:
            hist = wiki.history(ruleset_page, since=post.posted_at)
            for i in gone_of:
                rev = taken_out_by(hist, i.old or (i.where.words if i.where else ""))
                if rev is not None:
                    i.reason += f"; it was taken out in {said(rev)}"
    if "ruleset" not in run.already:
        run.diff = plan.ruleset.diff(f"{ruleset_page}, revision {ruleset_revid}" if wiki is not None else source)
    return run


def matter_on_blog(blog, named: str) -> Post | None:
    """The post of the matter a condition names, read from the blog (`blog`: a sources.blog.Blog): by its address, or by
    the address its title gives; None when there is no such page (the condition is then asked)."""
    from ..sources.blog import is_url

    ref = named if is_url(named) else matter_slug(named)
    if not ref:
        return None
    try:
        post, _ = blog.post(ref)
    except BlognomicError as e:
        if "404" in str(e):
            return None
        raise
    return post
