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
