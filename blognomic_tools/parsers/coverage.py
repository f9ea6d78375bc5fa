"""Does what was read from a sentence account for all of it? The second net, apart from the forms.

    leftover(line, instructions, quoted) -> the words and quotations of the line no part of the instructions holds

Pure: no I/O. ``line`` is the sentence with its quotations as tokens ⟦n⟧ and ``quoted(token)`` gives each one's
words. A quotation is accounted for when some field of an instruction read from the line (its rule, title, text,
old words, place, parent, section, condition, or those of what it governs) holds it; a word outside quotations when
it is one of the words the forms are written with (phrasings.proposals, phrasings.slots), a filler word
(phrasings.orders.FILLER), a number, or a word of those fields. What is left over is reported, and the reader then
refuses the line (not understood, quoted) rather than read part of it as the whole: "… and name it “Y”" read as a
new rule with the name never used would be a plan that looks complete and is not.
"""
from __future__ import annotations

import functools
import re
from typing import Callable

from ..phrasings import orders as order_data
from ..phrasings import proposals as wordings
from ..phrasings.slots import SLOTS
from ..reading.places import Place

__all__ = ["leftover"]

_TOKEN = re.compile(r"⟦(\d+|\?)⟧")
_WORD = re.compile(r"(?<![\w'’])[A-Za-z][A-Za-z'’-]*")  # a word, not the end of one ("12th")
FIELDS = ("rule", "title", "text", "old", "where", "parent", "section", "condition")


@functools.lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """Every word the forms and slots are written with, and the filler words: what the grammar itself accounts for."""
    words: set[str] = set(order_data.FILLER) | set(order_data.ORDER_VERBS)
    sources = [f["phrasing"] for f in wordings.FORMS]
    sources += [e["pattern"] for e in SLOTS.values() if "pattern" in e]
    sources += [alt["phrasing"] for e in SLOTS.values() for alt in e.get("one_of", ())]
    sources += [v["phrasing"] for v in vars(wordings).values() if isinstance(v, dict) and "phrasing" in v]
    for src in sources:
        words |= {w.lower() for w in re.findall(r"(?<![\\?(<])[a-z]{2,}", src)}
    words |= set(wordings.GERUNDS) | {v["participle"] for v in order_data.ORDER_VERBS.values()}
    return frozenset(words)


def _held(ins, out: list[str]) -> None:
    for f in FIELDS:
        v = getattr(ins, f, None)
        v = str(v) if isinstance(v, Place) else v  # a place holds the words of its text form
        if isinstance(v, str) and v:
            out.append(v)
    for c in getattr(ins, "children", ()) or ():
        _held(c, out)


def _norm(s: str) -> str:
    return re.sub(r"[\s“”\"‘’'.,;:!?()*#…-]+", " ", s).strip().casefold()


# what a form reads past without keeping: the reason an order ends with ("… in order to avoid confusion"), the subsections
# a rule's own text stands before ("Modify Stats section before Perks subsection to:")
_ASIDE = re.compile(r"\b(?:in\s+order\s+to|so\s+as\s+to)\b.*$|\b(?:before|above)\s+(?:the\s+|its\s+)?(?:[A-Z][\w’'-]*\s+){0,4}sub-?sections?\b")


def leftover(line: str, instructions: list, quoted: Callable[[str], str | None]) -> list[str]:
    held: list[str] = []
    for ins in instructions:
        _held(ins, held)
    fields = " ".join(_norm(h) for h in held)
    field_words = set(_WORD.findall(fields))
    out: list[str] = []
    vocab = vocabulary()
    for m in _TOKEN.finditer(line):
        words = quoted(m.group(0))
        if words is None:
            continue
        lines = [_norm(x) for x in words.split("\n") if _norm(x)]
        if lines and not all(x in fields for x in lines) \
                and not all(w in field_words or w in vocab for w in _WORD.findall(" ".join(lines))):
            out.append(f"“{words.strip()[:60]}”")
    line = _ASIDE.sub(" ", line)
    for w in _WORD.findall(_TOKEN.sub(" ", line)):
        lw = w.lower().strip("'’-")
        if lw and lw not in vocab and lw not in field_words and re.sub(r"(?:'s|’s|s)$", "", lw) not in field_words:
            out.append(w)
    return out
