"""The one phrasing compiler: every wording table of the project is compiled here, with one slot vocabulary.

A phrasing is a regular expression written with slots. A slot is ``{NAME}`` or ``{NAME:group}``: ``NAME`` comes
from the one vocabulary (``phrasings.slots.SLOTS``), ``group`` names the capture group the slot's text is read
from (a slot whose entry has a default ``group`` captures under that name when none is given). A slot is one of:

- a dynasty term (``"term"``: ``player``, ``players``, ``emperor``): the words the Ruleset in force uses, given
  by the caller as ``Terms`` (a reader may add the generic "Player"/"Emperor" as alternatives);
- a reader of ``reading.numbers`` (``"reads"``: ``number``, ``fraction``, ``ordinal``, ``count``);
- a pattern (``"pattern"``), which may itself use slots;
- a part (``"one_of"``): the interchangeable wordings of one piece of meaning ("may" / "can"; "vote to VETO" /
  "cast a vote of VETO on"), each an entry with its origin. A statement is composed of parts ("{EMPEROR} {MAY}
  {VETO_ACT}"), so a wording new to one part reads in every statement that uses the part.

How a space in a phrasing is read is the table's choice, declared in its data (``SPACES``): ``literal`` (one
space), ``flexible`` (any run of whitespace), or ``short`` (a run of at most four spaces; ``~`` an optional one).

Nothing is compiled at import: ``compile_phrasing`` compiles on first use and keeps the result. A table of entries
(a list of phrasings, each with its origin) is compiled by ``compile_table`` and read by ``first_match``: its order is
its precedence.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from . import numbers

SLOT_RX = re.compile(r"\{([A-Z][A-Z0-9_]*)(?::([A-Za-z_]\w*))?\}")
SPACE_MODES = ("literal", "flexible", "short")
_READS = {
    "number": numbers.NUMBER_RX,
    "fraction": numbers.FRACTION_SLOT,
    "ordinal": numbers.ORDINAL_RX,
    "count": r"\d{1,6}|" + "|".join(numbers.COUNT_WORDS),
}


class PhrasingError(ValueError):
    """A phrasing that uses a slot the vocabulary does not have, or a term the caller did not give."""


@dataclass(frozen=True)
class Terms:
    """The dynasty's words for the term slots, each a tuple of alternatives (the first is the Ruleset's own)."""
    player: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    emperor: tuple[str, ...] = ()

    def alternatives(self, term: str) -> str:
        given = [w for w in getattr(self, term) if w]
        if not given:
            raise PhrasingError(f"no {term} term was given for the phrasing")
        # a term is the same word with its first letter in lower case ("each inventor" where the rules say Inventor)
        words = dict.fromkeys(v for w in given for v in (w, w[:1].lower() + w[1:]))
        return "(?:" + "|".join(re.escape(w) for w in words) + ")"


def _vocabulary() -> dict[str, dict]:
    from ..phrasings.slots import SLOTS
    return SLOTS


def slots_in(phrasing: str) -> list[tuple[str, str | None]]:
    """The slots a phrasing uses, as (name, group), in order (nested slots of pattern slots included)."""
    out: list[tuple[str, str | None]] = []
    vocab = _vocabulary()
    for m in SLOT_RX.finditer(phrasing):
        out.append((m.group(1), m.group(2)))
        entry = vocab.get(m.group(1))
        if entry and "pattern" in entry:
            out.extend(slots_in(entry["pattern"]))
        for alt in (entry or {}).get("one_of", ()):
            out.extend(slots_in(alt["phrasing"]))
    return out


def unknown_slots(phrasing: str) -> list[str]:
    vocab = _vocabulary()
    return [name for name, _ in slots_in(phrasing) if name not in vocab]


def _spaces(text: str, mode: str) -> str:
    if mode == "literal":
        return text
    if mode == "flexible":
        return re.sub(r"(?<!\\) ", r"\\s+", text)
    return re.sub(r"(?<!\\)~", r"\\s{0,4}", re.sub(r"(?<!\\) ", r"\\s{1,4}", text))


@functools.lru_cache(maxsize=4096)
def expand(phrasing: str, terms: Terms | None = None, spaces: str = "literal") -> str:
    """The regular expression a phrasing stands for (slots filled, spaces read as the table says)."""
    if spaces not in SPACE_MODES:
        raise PhrasingError(f"spaces must be one of {', '.join(SPACE_MODES)}, not {spaces!r}")
    vocab = _vocabulary()
    out: list[str] = []
    pos = 0
    for m in SLOT_RX.finditer(phrasing):
        out.append(_spaces(phrasing[pos:m.start()], spaces))
        pos = m.end()
        name, group = m.group(1), m.group(2)
        entry = vocab.get(name)
        if entry is None:
            raise PhrasingError(f"unknown slot {{{name}}} in phrasing {phrasing[:80]!r}")
        if "term" in entry:
            body = (terms or Terms()).alternatives(entry["term"])
        elif "reads" in entry:
            body = _READS[entry["reads"]]
        elif "one_of" in entry:
            alts = [expand(alt["phrasing"], terms, entry.get("spaces", spaces)) for alt in entry["one_of"]]
            if entry.get("read_apart"):  # its wordings' groups are read one wording at a time (read_part)
                alts = [_NAMED_GROUP.sub("(?:", a) for a in alts]
            body = "(?:" + "|".join(alts) + ")"
        else:
            body = expand(entry["pattern"], terms, entry.get("spaces", spaces))
        group = group or entry.get("group")
        out.append(f"(?P<{group}>{body})" if group else body)
    out.append(_spaces(phrasing[pos:], spaces))
    return "".join(out)


_NAMED_GROUP = re.compile(r"\(\?P<\w+>")


def read_part(name: str, text: str, pos: int = 0, terms: Terms | None = None, spaces: str = "literal",
              flags: int = re.I) -> tuple[dict, re.Match] | None:
    """Which wording of the part ``name`` stands at ``pos`` of ``text``: (its entry, the match with the wording's
    own groups), the longest when several do; None when none does. A part marked ``read_apart`` is one whose
    wordings carry meaning in their groups (a step of a locator path: "the {NTH} paragraph"); inside a larger
    phrasing it matches as one unit without groups, and this reads which wording it was."""
    entry = _vocabulary().get(name)
    if entry is None or "one_of" not in entry:
        raise PhrasingError(f"{{{name}}} is not a part of the vocabulary")
    best = None
    for alt in entry["one_of"]:
        m = compile_phrasing(alt["phrasing"], terms, flags, entry.get("spaces", spaces)).match(text, pos)
        if m and (best is None or m.end() > best[1].end()):
            best = (alt, m)
    return best


@functools.lru_cache(maxsize=4096)
def compile_phrasing(phrasing: str, terms: Terms | None = None, flags: int = re.I, spaces: str = "literal",
                     whole: bool = False) -> re.Pattern:
    """The compiled phrasing (kept: each phrasing is compiled once per set of terms). ``whole`` anchors it to
    the whole text."""
    rx = expand(phrasing, terms, spaces)
    return _compiled(rf"(?:{rx})\Z" if whole else rx, flags)


@functools.lru_cache(maxsize=16384)
def _compiled(rx: str, flags: int) -> re.Pattern:
    """One compiled pattern per expression: most phrasings name no term, so a Ruleset with terms of its own (another
    name for the players) expands them to the same expression, compiled once (compiling is the reader's main cost)."""
    return re.compile(rx, flags)


def compile_table(table: list[dict], terms: Terms | None = None, spaces: str = "literal", flags: int = re.I) -> list[tuple[dict, re.Pattern]]:
    """A wording table (a list of entries, each a phrasing with its origin) compiled: each entry with its pattern, in
    the table's order. An entry's own ``spaces`` comes before the table's."""
    return [(e, compile_phrasing(e["phrasing"], terms, flags, e.get("spaces", spaces))) for e in table]


def first_match(table: list[dict], text: str, terms: Terms | None = None, spaces: str = "literal",
                flags: int = re.I) -> tuple[dict, re.Match] | None:
    """The table's first entry whose phrasing is found in ``text`` (the table's order is its precedence), with the
    match; None when none is."""
    for entry, rx in compile_table(table, terms, spaces, flags):
        m = rx.search(text)
        if m:
            return entry, m
    return None
