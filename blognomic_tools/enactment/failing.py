"""Failing a matter: what an admin sets on a post the tally says may be failed now, and the note to write.

    fail_notice(verdict) -> FailNotice        (NotFailable when the tally says otherwise, with its reasons)

Pure: the verdict comes from ``tally.tally`` (the Ruleset in force, the roster, the time). The blog has no write
interface here: the notice says what to set (the status and the admin note), the admin sets it on the blog.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import BlognomicError
from ..kinds import TallyVerdict
from ..reading.citations import Citation
from ..tally import Verdict

__all__ = ["FailNotice", "NotFailable", "fail_notice"]

# The status a failed matter gets on the blog, by the tally's verdict, when the rule that allows it names none.
STATUS = {TallyVerdict.FAILABLE: "Failed", TallyVerdict.ILLEGAL: "Illegal"}
# How the rule that allows it names the status: "A Pending CfJ may be Failed by any Admin", "may be automatically
# failed", "can be failed", "may be marked as Illegal" (the word is set capitalised, as the blog's categories are).
STATUS_IN_RULE = re.compile(r"\b(?:may|can)\s+be\s+(?:\w+ly\s+)?(?:marked\s+(?:as\s+)?)?(?P<word>failed|illegal)\b", re.I)


class NotFailable(BlognomicError):
    """The tally says the matter may not be failed now (pending, passing, resolved already...)."""

    exit_code = 1


@dataclass
class FailNotice:
    url: str
    title: str
    kind: str
    verdict: TallyVerdict  # the tally's: FAILABLE | ILLEGAL
    status: str  # what to set on the blog: "Failed" | "Illegal" (the word of the rule that allows it)
    status_citation: Citation | None  # the rule whose sentence names the status, None when it is the usual word
    admin_note: str
    reasons: list = field(default_factory=list)  # the tally's Reasons, the deciding one first
    counts: dict = field(default_factory=dict)
    as_of: str = ""

    def to_dict(self) -> dict:
        return {"url": self.url, "title": self.title, "kind": self.kind, "failable": True, "verdict": self.verdict,
                "status": self.status, "status_rule": self.status_citation.to_dict() if self.status_citation else None, "admin_note": self.admin_note,
                "reasons": [r.to_dict() for r in self.reasons], "counts": self.counts, "as_of": self.as_of}


def fail_notice(v: Verdict) -> FailNotice:
    """The status and the admin note for a matter the tally says may be failed now (or marked illegal). NotFailable,
    with the tally's first reasons and when that would change, for any other verdict."""
    if v.verdict not in STATUS or not v.suggested_note:
        raise NotFailable(why_not(v))
    status, cite = STATUS[v.verdict], None
    deciding = v.reasons[0].citation if v.reasons else None
    m = STATUS_IN_RULE.search(deciding.text) if deciding is not None else None
    if m and m.group("word").lower() == STATUS[v.verdict].lower():
        status, cite = m.group("word").capitalize(), deciding
    return FailNotice(url=v.url, title=v.title, kind=v.kind, verdict=v.verdict, status=status, status_citation=cite,
                      admin_note=v.suggested_note, reasons=list(v.reasons), counts=dict(v.counts),
                      as_of=v.as_of.strftime("%Y-%m-%dT%H:%M:%SZ"))


def why_not(v: Verdict) -> str:
    """One line: why the matter may not be failed now, with the tally's deciding reason and its rule, and when the
    verdict would change if nobody else votes."""
    first = v.reasons[0] if v.reasons else None
    what = {TallyVerdict.RESOLVED: f"it is {v.status} already", TallyVerdict.NOT_VOTABLE: "it is not a votable matter",
            TallyVerdict.NOT_YET: "it is pending, not failable yet"}.get(v.verdict, f"it is {v.verdict}")
    why = ""
    if first is not None:
        # the reason without the words the verdict just said ("not yet: ...", "already failed: ...")
        text = re.sub(rf"^(?:{re.escape(v.verdict)}|already {re.escape(v.status)})\s*:\s*", "", first.text)
        why = f": {text}" + (f" ({first.citation.rule}{' ' + first.citation.number if first.citation.number else ''})" if first.citation else "")
    when = f"; {v.next_change_why}" if v.next_change_why else ""
    return f"{v.url}: “{v.title}” may not be failed now: {what}{why}{when}"
