"""The free-text admin note of a resolved post -> status word, tally numbers, DEF counts, admin name.

Notes have no fixed format ("Reached quorum 6 votes to 1. Enacted by Josh.", "Failed 2-5 by Kevan",
"Enacted 5-0 - Brendan", "Self-killed. Failed by pokes", "Vetoed"). What cannot be read is reported
as unparsed, never guessed.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

STATUS_PATTERNS = [
    (re.compile(r"\bself[- ]?kill(?:ed)?\b", re.I), "withdrawn"),
    (re.compile(r"\bwithdrawn\b", re.I), "withdrawn"),
    (re.compile(r"\bvetoed\b", re.I), "vetoed"),
    (re.compile(r"\billegal\b", re.I), "illegal"),
    (re.compile(r"\benact(?:ed|ing|s)?\b|\bpass(?:ed|es)\b|\bquorums\b", re.I), "enacted"),
    (re.compile(r"\bfail(?:ed|ing|s)?\b|\bunpopular\b", re.I), "failed"),
]
# A status word inside a negation says the opposite ("Cannot be enacted with 2 votes FOR to 5 AGAINST"):
# never read as that status. A negated enactment, with no other outcome word, is a failure.
NEGATION = re.compile(r"\b(?:cannot|can't|can not|could not|couldn't|not|never|no longer|without)\s*(?:be\s+|been\s+)?$", re.I)
# Counts are at most 6 digits (a longer run of digits is no vote count, and int() refuses > 4300 digits).
TALLY_PATTERNS = [
    re.compile(r"(?<!\d)(?P<f>\d{1,6})\s*votes?\s*FOR\b[^0-9]{0,12}(?P<a>\d{1,6})\s*(?:votes?\s*)?AGAINST", re.I),
    re.compile(r"(?<!\d)(?P<f>\d{1,6})\s*votes?\s*to\s*(?P<a>\d{1,6})(?!\d)", re.I),
    re.compile(r"(?<!\d)(?P<f>\d{1,6})\s*(?:-|–|—|to)\s*(?P<a>\d{1,6})(?!\d)"),
    re.compile(r"(?<!\d)(?P<f>\d{1,6})\s*FOR\b[^0-9]{0,12}(?P<a>\d{1,6})\s*AGAINST", re.I),
]
DEF_RE = re.compile(r"(?<!\d)(?P<n>\d{1,6})\s*(?:DEF|DEFERENTIAL|imperial)s?\b", re.I)
ADMIN_RE = [
    re.compile(r"\bby\s+(?P<n>[A-Za-z0-9_.'-]{2,30})\s*\.?\s*$", re.I),
    re.compile(r"\bby\s+(?P<n>[A-Za-z0-9_.'-]{2,30})\b", re.I),
    re.compile(r"(?:\s|(?<=\d)|(?<=\.))[-–—]+\s*(?P<n>[A-Za-z][A-Za-z0-9_.'-]{1,29})\s*\.?\s*$"),
]
NOT_NAMES = {"quorum", "the", "a", "an", "default", "timeout", "majority", "veto", "admin"}


@dataclass
class AdminNote:
    raw: str
    status: str | None = None  # enacted | failed | vetoed | withdrawn | illegal
    timed_out: bool = False
    reached_quorum: bool = False
    for_: int | None = None
    against: int | None = None
    deferentials: int | None = None
    admin: str | None = None
    unparsed: list[str] = field(default_factory=list)

    @property
    def readable(self) -> bool:
        return self.status is not None


def parse_admin_note(note: str | None) -> AdminNote:
    raw = (note or "").strip()
    n = AdminNote(raw=raw)
    if not raw:
        n.unparsed.append("no admin note")
        return n
    found, negated = [], []
    for rx, st in STATUS_PATTERNS:
        for m in rx.finditer(raw):
            (negated if NEGATION.search(raw[max(0, m.start() - 24):m.start()]) else found).append((m.start(), st))
    if not found and any(st == "enacted" for _, st in negated):
        found = [(p, "failed") for p, st in negated if st == "enacted"]
    if found:
        # "Self-killed. Failed by X": the specific reason wins over the generic outcome word; of several
        # resolutions ("Failed ... unfailed ... Failed again") the last one stands
        specific = [f for f in found if f[1] in ("withdrawn", "vetoed", "illegal")]
        n.status = (specific or sorted(found))[-1 if not specific else 0][1]
    else:
        n.unparsed.append("no status word")
    n.timed_out = bool(re.search(r"\btimed?[- ]?out\b", raw, re.I))
    n.reached_quorum = bool(re.search(r"\breached quorum\b", raw, re.I))
    for rx in TALLY_PATTERNS:
        m = rx.search(raw)
        if m:
            n.for_, n.against = int(m.group("f")), int(m.group("a"))
            break
    d = DEF_RE.search(raw)
    if d:
        n.deferentials = int(d.group("n"))
    for rx in ADMIN_RE:
        m = rx.search(raw)
        if m and m.group("n").lower() not in NOT_NAMES and not m.group("n").isdigit():
            n.admin = m.group("n").rstrip(".")
            break
    if n.admin is None:
        bare = re.search(r"(?:^|[.!]\s+)(?P<n>[A-Za-z][A-Za-z0-9_'-]{1,29})\s*\.?\s*$", raw)
        if bare and bare.group("n").lower() not in NOT_NAMES and not any(rx.search(bare.group("n")) for rx, _ in STATUS_PATTERNS):
            n.admin = bare.group("n")
    return n
