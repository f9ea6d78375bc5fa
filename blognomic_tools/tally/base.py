"""What a tally produces (ballots, reasons, the verdict) and the small readings every stage of it shares."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta, timezone

from ..kinds import PostKind, PostStatus, TallyVerdict
from ..reading.citations import Citation, Field

VALID = ("FOR", "AGAINST")
BLOGNOMIC_BEGAN = datetime(2003, 1, 1, tzinfo=timezone.utc)


@dataclass
class Ballot:
    player: str
    vote: str | None  # FOR / AGAINST / None (no vote)
    trail: list[str] = field(default_factory=list)
    comment_time: datetime | None = None


@dataclass
class Reason:
    text: str
    citation: Citation | None = None

    def to_dict(self) -> dict:
        """The reason as --json gives it: its text, and the rule it comes from (title, number, the sentence)."""
        return {"text": self.text, **(self.citation.to_dict() if self.citation else {"rule": None})}


@dataclass
class Verdict:
    url: str
    title: str
    kind: PostKind
    author: str
    posted_at: datetime | None
    as_of: datetime
    status: PostStatus  # the blog's status
    verdict: TallyVerdict
    reasons: list[Reason]
    counts: dict
    ballots: list[Ballot]
    flags: dict
    next_change: datetime | None = None
    next_change_why: str | None = None
    next_verdict: TallyVerdict | None = None
    needs: list[str] = field(default_factory=list)
    suggested_note: str | None = None
    ignored: list[str] = field(default_factory=list)
    since: list[str] = field(default_factory=list)  # what changed on the post after as_of (since.changes_since)

    def to_dict(self) -> dict:
        d = asdict(self)
        for k in ("posted_at", "as_of", "next_change"):
            d[k] = _iso(getattr(self, k))
        for b in d["ballots"]:
            b["comment_time"] = _iso(b["comment_time"]) if isinstance(b["comment_time"], datetime) else b["comment_time"]
        return d


def _iso(t: datetime | None) -> str | None:
    return t.strftime("%Y-%m-%dT%H:%M:%SZ") if t else None


def fmt_time(t: datetime | None) -> str:
    """A time as the reasons and trails show it ("05 Feb 2024 13:00 UTC"), "?" when not known."""
    return t.strftime("%d %b %Y %H:%M UTC") if t else "?"


def value_of(f: Field | None):
    """A field's value, None when the rules do not state it."""
    return f.value if f is not None else None


def cite(f: Field | None) -> Citation | None:
    """The rule text a field was read from, when there is one."""
    return f.citation if f is not None else None


def is_unknown(f: Field | None) -> bool:
    """The rules speak of it, but in wording the reader did not recognise (so its value is not known)."""
    return f is not None and f.value is None and f.status == "unrecognised"


def unknown_reason(what: str, f: Field) -> Reason:
    """Why ``what`` is not known: the field's note, citing the rule that speaks of it."""
    return Reason(f"{what} is not known: {f.note or 'the rule is not recognised'}", f.citation)


def add_time(t: datetime | None, delta: timedelta) -> datetime | None:
    """t + delta, or None past the calendar's end (year 9999): such a time never comes."""
    if t is None:
        return None
    try:
        return t + delta
    except OverflowError:
        return None
