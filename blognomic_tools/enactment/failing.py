"""Failing a matter: what an admin sets on a post the tally says may be failed now, and the note to write.

    fail_notice(verdict) -> FailNotice        (NotFailable when the tally says otherwise, with its reasons)

Pure: the verdict comes from ``tally.tally`` (the Ruleset in force, the roster, the time). The blog has no write
interface here: the notice says what to set (the status and the admin note), the admin sets it on the blog.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import BlognomicError
from ..tally import Verdict

__all__ = ["FailNotice", "NotFailable", "fail_notice"]

# The status a failed matter gets on the blog, by the tally's verdict.
STATUS = {"failable now": "Failed", "illegal": "Illegal"}


class NotFailable(BlognomicError):
    """The tally says the matter may not be failed now (pending, passing, resolved already...)."""


@dataclass
class FailNotice:
    url: str
    title: str
    kind: str
    status: str  # what to set on the blog: "Failed" | "Illegal"
    admin_note: str
    reasons: list = field(default_factory=list)  # (text, rule cited or None), the tally's, first the deciding one
    as_of: str = ""

    def to_dict(self) -> dict:
        return {"url": self.url, "title": self.title, "kind": self.kind, "status": self.status, "admin_note": self.admin_note,
                "reasons": [{"text": t, "rule": r} for t, r in self.reasons], "as_of": self.as_of}


def fail_notice(v: Verdict) -> FailNotice:
    """The status and the admin note for a matter the tally says may be failed now (or marked illegal)."""
    reasons = [(r.text, r.citation.rule if r.citation else None) for r in v.reasons]
    if v.verdict not in STATUS or not v.suggested_note:
        why = "; ".join(t for t, _ in reasons[:2]) or v.verdict
        when = f" (next change {v.next_change:%Y-%m-%d %H:%M} UTC: {v.next_verdict})" if v.next_change and v.next_verdict else ""
        raise NotFailable(f"{v.url}: “{v.title}” may not be failed now: it is {v.verdict}: {why}{when}")
    return FailNotice(url=v.url, title=v.title, kind=v.kind, status=STATUS[v.verdict], admin_note=v.suggested_note, reasons=reasons,
                      as_of=v.as_of.strftime("%Y-%m-%dT%H:%M:%SZ"))
