"""The one save path of a wiki page (write_page): read (revid) -> the change -> validate -> unified diff -> save with baserevid.

A change is either a *transform* (a pure function of the current text, e.g. "+1" or "recompute the
boxes": after a conflict it is applied again to the new current text) or a *replacement* made from a
known revision (`wiki put FILE`: the user's change is base text -> their text). A replacement is never
re-applied whole: when the page has moved on since its base, your change (base -> yours) is merged
three-way onto the current text (merge.py), and a span both sides changed stops everything with a report.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Callable, Union

from .errors import WriteError  # noqa: F401 - its home is errors.py (the wiki's save errors are WriteErrors too)

Transform = Callable[[str], str]
Validator = Callable[[str, str], list]  # (old, new) -> problems (empty if fine)


@dataclass
class Replacement:
    """A page's new text as the user wrote it from revision `base_revid` (None: the revision current
    when the write starts). Their change is (text of base_revid) -> `text`."""
    text: str
    base_revid: int | None = None


Change = Union[Transform, Replacement]


@dataclass
class WriteReport:
    title: str
    status: str  # "dry-run" | "saved" | "unchanged" | "invalid" | "gave up" | "conflict"
    diff: str = ""  # against the current text (parent_revid)
    base_revid: int | None = None  # the revision the change was made from (a transform: the one it was applied to)
    new_revid: int | None = None
    attempts: int = 0
    conflicts: list[str] = field(default_factory=list)  # edit conflicts met on the way (retried)
    problems: list[str] = field(default_factory=list)  # rules broken (not saved), or after a wiki-merged save: what is wrong with it
    summary: str = ""
    parent_revid: int | None = None  # the current revision the text was diffed against and saved on top of
    merged_from: list[int] = field(default_factory=list)  # others' revisions merged with the change (by us or by the wiki)
    merged_by_wiki: int | None = None  # MediaWiki merged our save with this revision (baserevid was stale)
    merged: list[str] = field(default_factory=list)  # their changes kept next to ours
    merge_conflicts: list[dict] = field(default_factory=list)  # spans both sides changed: where, line, base, theirs, yours
    notes: list[str] = field(default_factory=list)
    replacement: bool = False  # the change was a Replacement (a text from a base), not a transform
    base_given: bool = False  # the Replacement named its base revision (wiki put --base-rev)

    @property
    def exit_code(self) -> int:
        """0 fine (saved, unchanged, dry run), 1 the rules are broken (not saved, or saved by a wiki merge
        that breaks them), 3 not saved because of others' edits (conflicting change, too many conflicts)."""
        if self.status in ("gave up", "conflict"):
            return 3
        if self.status == "invalid" or (self.status == "saved" and self.problems):
            return 1
        return 0


def unified_diff(old: str, new: str, title: str, base: int | None) -> str:
    old, new = old.rstrip() + "\n" if old else "", new.rstrip() + "\n" if new else ""
    return "".join(difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True),
        fromfile=f"{title} (revision {base})" if base else f"{title} (new page)", tofile=f"{title} (proposed)",
    ))


def write_page(wiki, title: str, change: Change, summary: str, *, yes: bool = False, validate: Validator | None = None,
               create: bool = False, bot: bool = False, max_conflict_retries: int = 2) -> WriteReport:
    """Conflict-safe write. Dry-run unless ``yes``. `change` is a transform (re-applied to the new current
    text after an edit conflict) or a `Replacement` (its change from its base merged three-way onto the
    current text whenever the page has moved on; a conflicting span stops with status "conflict").
    On an edit conflict: re-read, re-apply / re-merge, re-validate and retry (at most
    ``max_conflict_retries`` times), then stop with a report ("gave up").
    Sends only ``baserevid`` (not basetimestamp) and always the revision just read: MediaWiki then detects
    every conflict, even within the same second and from the same user. After saving, reads the revision
    back; if MediaWiki merged it with someone's edit saved in between, checks that our change is all in it
    and validates the merged page (a failure is reported in `problems`, exit code 1)."""
    from .sources.wiki import EditConflict, PageMissing

    if not summary or not summary.strip():
        raise WriteError(f"{title}: an edit summary is required (the house style names what was done)")
    report = WriteReport(title=title, status="dry-run", summary=summary)
    replacement = change if isinstance(change, Replacement) else None
    report.replacement = replacement is not None
    report.base_given = replacement is not None and replacement.base_revid is not None
    if replacement is None and not callable(change):
        raise WriteError(f"{title}: the change must be a transform or a Replacement, not {type(change).__name__}")
    base_text: str | None = None
    base_id: int | None = None
    if replacement is not None and replacement.base_revid is not None:
        if create:
            raise WriteError(f"{title}: a base revision ({replacement.base_revid}) makes no sense for a page to create")
        b = wiki.read(title, rev=replacement.base_revid)  # "no revision N" / "revision N belongs to 'X'"
        base_text, base_id = b.text, b.revision.revid
    for attempt in range(max_conflict_retries + 1):
        report.attempts = attempt + 1
        if yes:  # login and throttle before the read, so that read -> save is as short as it can be
            wiki.prepare_save()
        if create:
            try:
                page = wiki.read(title)
            except PageMissing:
                page = None
            if page is not None:
                raise WriteError(f"{title}: the page already exists (revision {page.revision.revid}); not created")
            old, current = "", None
        else:
            page = wiki.read(title)
            old, current = page.text, page.revision.revid
        report.parent_revid = current
        if replacement is None:
            report.base_revid = current
            new = change(old)
            if not isinstance(new, str):
                raise WriteError(f"{title}: the transform returned {type(new).__name__}, not text")
        else:
            if base_text is None and base_id is None:  # no base given: the revision read first
                base_text, base_id = old, current
            report.base_revid = base_id
            new = replacement.text.replace("\r\n", "\n")  # as MediaWiki stores it
            report.merged_from, report.merged, report.merge_conflicts = [], [], []
            if current != base_id:
                from .merge import merge

                m = merge(base_text or "", old, replacement.text)
                report.merged_from = _revisions_between(wiki, title, base_id, current)
                if m.conflicts:
                    report.merge_conflicts = [c.to_dict() for c in m.conflicts]
                    report.diff = ""
                    report.status = "conflict"
                    return report
                new, report.merged = m.text, list(m.kept_theirs)
        new = new.rstrip()  # MediaWiki trims trailing whitespace on save: compare what it will store
        report.diff = unified_diff(old, new, title, current)
        if new == old.rstrip():
            report.status = "unchanged"
            return report
        if validate is not None:
            report.problems = list(validate(old, new))
            if report.problems:
                report.status = "invalid"
                return report
        if not yes:
            report.status = "dry-run"
            return report
        if current is not None:  # re-check right before sending: a stale base makes the wiki merge for us
            latest = wiki.latest_revid(title)
            if latest != current:
                report.conflicts.append(f"attempt {attempt + 1}: revision {latest} was saved while revision {current} was being edited")
                continue
        try:
            saved = wiki.edit(title, new, summary, base_revid=current, create=create, bot=bot, sent_on=old)
        except EditConflict:
            report.conflicts.append(f"attempt {attempt + 1}: edit conflict on revision {current} (someone saved first)")
            continue
        if saved.nochange:
            # We only save text that differs from what we read, so "no change" means someone else has
            # already brought the page to exactly our text since our read. MediaWiki reports no conflict
            # then, but a transform (e.g. +1) was computed on a stale base: re-read and re-apply (a
            # replacement is merged again, and finds its change already there).
            report.conflicts.append(f"attempt {attempt + 1}: the page changed since revision {current} to exactly the proposed text (a concurrent edit)")
            continue
        report.new_revid = saved.revid
        if saved.recovered:
            report.conflicts.append("the answer to the save was lost; the history shows it was saved")
        _check_saved(wiki, title, report, old, new, current, validate)
        report.status = "saved"
        return report
    report.status = "gave up"
    return report


def _revisions_between(wiki, title: str, after: int | None, upto: int | None) -> list[int]:
    """The revision ids of `title` after `after`, up to and including `upto` (oldest first)."""
    if after is None or upto is None:
        return [upto] if upto else []
    return [r.revision.revid for r in wiki.history(title, since_rev=after, content=False) if r.revision.revid <= upto]


def _check_saved(wiki, title: str, report: WriteReport, sent_on: str, sent: str, sent_base: int | None, validate: Validator | None) -> None:
    """Read our revision back by its id (others may already have saved on top of it). If it holds other
    text than we sent, MediaWiki merged our edit with one saved after our read (its parent is not the
    revision we sent as base): a success if all of our change is in it (checked against the revision it was merged
    onto), and the merged page is validated. With the same parent, the difference is the wiki's own pre-save
    transform (signatures, subst:)."""
    from .merge import change_is_in

    back = wiki.read(title, rev=report.new_revid)
    if back.text.rstrip() == sent:
        return
    if sent_base is not None and back.parentid is not None and back.parentid != sent_base:
        report.merged_by_wiki = back.parentid
        report.merged_from = sorted(set(report.merged_from) | set(_revisions_between(wiki, title, sent_base, back.parentid)))
        parent = wiki.read(title, rev=back.parentid).text  # what the wiki merged our change onto
        ok, missing = change_is_in(sent_on, back.text, sent, parent=parent)
        if not ok:
            report.problems.append(f"the wiki merged this edit with revision {back.parentid} and part of it is not in revision "
                                   f"{report.new_revid}: " + "; ".join(str(c) for c in missing))
        if validate is not None:
            report.problems.extend(f"the merged revision {report.new_revid}: {p}" for p in validate(parent, back.text))
        return
    ok, missing = change_is_in(sent_on, back.text, sent)
    if ok:
        report.notes.append(f"the wiki transformed the text on save (revision {report.new_revid} differs from what was sent)")
        return
    raise WriteError(f"{title}: saved as revision {report.new_revid}, but that revision reads back with other text, "
                     "not holding all of this change: " + "; ".join(str(c) for c in missing))
