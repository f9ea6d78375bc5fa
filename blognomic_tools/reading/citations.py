"""What a reading gives: a value with the rule text it was read from.

``Citation`` names the rule (title, number, section) and quotes its sentence; ``Field`` is one value read from the
rules with its citation and status (recognised, absent, unrecognised); ``Unrecognised`` records a rule whose
wording the reader does not know. Every reader of the project returns these.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class Citation:
    rule: str
    text: str
    number: str | None = None
    section: str | None = None

    def quote(self, limit: int = 160) -> str:
        """The cited text as the tools quote it: its first line, cut to at most ``limit`` characters (excerpt)."""
        return excerpt(self.text, limit)

    def joined(self, other: "Citation", first: bool = False) -> "Citation":
        """This citation quoting ``other``'s sentence too (after its own, or before it with ``first``): one reading
        drawn from two sentences of the rule cites both. Unchanged where it quotes that sentence already."""
        if other.text in self.text:
            return self
        text = f"{other.text} {self.text}" if first else f"{self.text} {other.text}"
        return Citation(self.rule, text, self.number, self.section)

    def to_dict(self) -> dict:
        """The rule as --json names it: its title, its number (or section) and its sentence's first line."""
        return {"rule": self.rule, "number": self.number or self.section, "quote": self.text.split("\n")[0]}


def excerpt(text: str, limit: int = 160) -> str:
    """The first line of ``text``, whole when it has at most ``limit`` characters; else cut after the last whole word
    that fits, with "…" (a word longer than the limit is cut inside it, "…" still said). The one shortening of a
    quoted rule: a quote never ends mid-word and never hides that it was cut."""
    line = text.split("\n")[0].rstrip()
    if len(line) <= limit:
        return line
    room = line[: max(limit - 1, 1)]
    cut = room.rstrip() if line[len(room)].isspace() else room[: max(room.rfind(" "), 0)].rstrip()
    cut = cut.rstrip(",;:–—-").rstrip() or room
    return cut + "…"


@dataclass
class Field:
    value: Any
    citation: Citation | None = None
    status: str = "recognised"  # recognised | absent | unrecognised
    note: str | None = None


@dataclass
class Unrecognised:
    field: str
    rule: str | None
    text: str
    reason: str
