"""An edit checked against the revision its form was opened from, as MediaWiki will save it.

The edit page's box holds the page (or one section of it: ``section=N``, ``section=new``) as it stood in the revision
the form was opened from (its base: the latest then, or an older one opened with ``oldid``). The player's edit is
that revision → the page with the box put in (parsers.sections), and only that is judged. What others saved after
it is listed apart, each revision with its own changes and verdict, never blamed on the player; the revisions an
edit opened from an older revision would undo (an ``oldid`` edit saves the whole old text) are said too.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import BlognomicError
from ..parsers.sections import replace_section
from .findings import Change, Validation
from .gamestate import validate_edit
from .schema import Schema


@dataclass
class LaterRevision:
    """A revision of the page saved after the edit's base, oldest first (with its text)."""
    revid: int
    text: str
    user: str | None = None
    timestamp: str | None = None
    comment: str | None = None


@dataclass
class Other:
    """Another revision's own changes (against the revision before it), as a line."""
    revid: int
    user: str | None
    timestamp: str | None
    verdict: str | None  # legal, illegal, cannot tell; None when its text could not be read
    changes: list[str] = field(default_factory=list)
    error: str | None = None

    def said(self) -> str:
        who = self.user or "someone"
        what = self.error or ("; ".join(self.changes) if self.changes else "no change to the gamestate")
        return f"{who} saved revision {self.revid}" + (f" ({self.verdict})" if self.verdict else "") + f": {what}"


@dataclass
class OpenedEdit:
    edit: Validation  # the player's own edit: base → the page as saved
    text: str  # the whole page the edit saves
    base: int | None  # the revision the form was opened from
    opened: int | None  # the page's latest revision when the form was opened
    section: int | str | None
    reverted: list[Other] = field(default_factory=list)  # revisions after the base up to `opened`: saving undoes them
    since: list[Other] = field(default_factory=list)  # revisions saved after `opened`: others' changes

    def notes(self) -> list[tuple[str, str]]:
        """What the check says beside the edit's verdict: (severity, line)."""
        out = []
        if self.reverted:
            out.append(("warning", f"this edit starts from revision {self.base}, not the page's latest ({self.opened}): saving it "
                        f"reverts {len(self.reverted)} later revision{'' if len(self.reverted) == 1 else 's'}, whose changes are undone "
                        "and not checked here"))
            out += [("warning", "reverted: " + o.said()) for o in self.reverted]
        for o in self.since:
            out.append(("info", f"since you opened the page (revision {self.opened}), {o.said()}; not part of this edit"))
        return out

    def to_dict(self) -> dict:
        return {"base": self.base, "opened": self.opened, "section": self.section,
                "reverted": [o.__dict__ for o in self.reverted], "since": [o.__dict__ for o in self.since]}


def shown(ch: Change) -> str:
    """One change as a line: "pokes's Wood '1' → '2'"."""
    def v(x):
        return "(none)" if x is None else repr(x)
    return f"{ch.player}'s {ch.variable} {v(ch.old)} → {v(ch.new)}" if ch.player else f"{ch.variable} {v(ch.old)} → {v(ch.new)}"


def _other(prev: tuple[int | None, str], r: LaterRevision, schema: Schema, page: str) -> Other:
    try:
        v = validate_edit(prev[1], r.text, schema, page=page, old_revid=prev[0], new_revid=r.revid, summary=r.comment, editor=r.user)
    except BlognomicError as e:
        return Other(r.revid, r.user, r.timestamp, None, error=str(e))
    return Other(r.revid, r.user, r.timestamp, v.verdict, [shown(ch) for ch in v.changes])


def check_opened_edit(base_text: str, box: str, schema: Schema, *, page: str, base: int | None, later: list[LaterRevision] = (),
                      opened: int | None = None, section: int | str | None = None, section_title: str = "",
                      summary: str | None = None, editor: str | None = None, roster: list[str] | None = None,
                      new_name: str | None = None) -> OpenedEdit:
    """The edit `box` (the edit box's text: the whole page, or `section`) made from revision `base` (text `base_text`)
    of `page`; `later`: the page's revisions after `base`, oldest first; `opened`: the latest revision when the form
    was opened (default: `base`; later than `base` when it was opened with ``oldid``). For ``section="new"``,
    `section_title` is the form's subject. The verdict is the player's edit's alone."""
    text = box if section is None else replace_section(base_text, section, box, title=section_title, page=page)
    edit = validate_edit(base_text, text, schema, page=page, old_revid=base, summary=summary, roster=roster,
                         old_name=None if base else page, new_name=new_name, editor=editor)
    opened = opened or base
    out = OpenedEdit(edit, text, base, opened, section)
    prev: tuple[int | None, str] = (base, base_text)
    for r in sorted(later, key=lambda r: r.revid):
        if base is not None and r.revid <= base:
            continue
        (out.reverted if opened is not None and r.revid <= opened else out.since).append(_other(prev, r, schema, page))
        prev = (r.revid, r.text)
    return out
