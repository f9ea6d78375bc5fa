"""Text access: a Ruleset's rules cut into paragraph-sized units, searched fast, cited by sentence.

``Reader`` holds the units of the rules in force (section intros included), finds a pattern in them (jumping to
the units holding its literal anchor), and ``refine`` narrows a match to the sentence that states it, which is
what a citation quotes.
"""
from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass
from typing import Any, Iterable

from ..models import Rule, Ruleset
from .citations import Citation, Field

@dataclass
class Unit:
    rule: Rule
    text: str  # a sentence, or a lead sentence with its list items


# a closing quote or bracket after the stop stays with its sentence ("may “Board a Raft.” To do so, …", round 48)
# a stop and a capital with no space between ("… is failed.Any caper …", round 51): a page that lost its line break
_SENT_SPLIT = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"”’)]))\s+(?=[A-Z0-9“\"(‘])|(?<=[a-z]{2}\.)(?=[A-Z](?:[a-z]| ))")
_ABBREV = re.compile(r"\b(e\.g|i\.e|eg|ie|etc|vs|abbr|abbrev|approx|cf)\.$", re.I)  # "(abbr. RP)" goes on


@functools.lru_cache(maxsize=None)
def _anchor(pattern: str) -> str | None:
    """The longest literal text every match of ``pattern`` must contain (None if unsure).

    Used to jump straight to the few paragraphs that can match instead of running the regex
    over the whole ruleset: most patterns quote a phrase of the rules ("shall obey it")."""
    runs: list[str] = []
    cur = ""
    depth = 0
    i = 0
    n = len(pattern)

    def end() -> None:
        nonlocal cur
        if cur:
            runs.append(cur)
        cur = ""

    while i < n:
        c = pattern[i]
        if c == "\\":
            nxt = pattern[i + 1] if i + 1 < n else ""
            if depth == 0 and nxt and not nxt.isalnum():
                cur += nxt
            else:
                end()
            i += 2
            continue
        if c == "[":
            end()
            i += 1
            while i < n and pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
            i += 1
            continue
        if c == "(":
            depth += 1
            end()
        elif c == ")":
            depth -= 1
            end()
        elif depth > 0:
            pass
        elif c == "|":
            return None
        elif c in "?*":
            cur = cur[:-1]
            end()
        elif c == "{":
            cur = cur[:-1]
            end()
            while i < n and pattern[i] != "}":
                i += 1
        elif c in "+.^$":
            end()
        else:
            cur += c
        i += 1
    end()
    best = max(runs, key=len, default="")
    return best if len(best.strip()) >= 6 else None


@functools.lru_cache(maxsize=None)
def _rx(pattern: str, flags: int) -> re.Pattern:
    if pattern.startswith("^"):
        pattern = _SENTENCE_START + pattern[1:]
    return re.compile(pattern, flags)


def without_s(word: str) -> str:
    """A word without the -s of its plural or of a verb said of one: "duties" "duty", "Boxes" "Box", "Ploys" "Ploy",
    "Marches" "March"; a word ending in -ss stays ("Glass")."""
    return word[:-3] + "y" if word.endswith("ies") and len(word) > 4 else re.sub(r"(ch|sh|ss|x|z|o)es$|(?<!s)s$", r"\1", word)


# a wiki heading written inline in prose ("… on the front page. ===S=== Any Hermit in the Scriptorium …", a blog post
# of 2006 that writes the rule's wikitext as it will be): markup that ends the sentence before it, no words of a sentence
_INLINE_HEADING = re.compile(r"(?:^|(?<=\n)|(?<=[.!?:)”\"’] ))(={2,6})(?!=)[^=\n.!?]{1,40}(?<!=)\1(?=\s|$)")


def sentences(paragraph: str) -> list[str]:
    """The sentences of ``paragraph``: split after a stop before a capital; an abbreviation ("e.g.") goes on; an
    inline wiki heading ends the sentence before it and is no part of any."""
    if "==" in paragraph and _INLINE_HEADING.search(paragraph):
        return [s for part in _INLINE_HEADING.sub("\n\n", paragraph).split("\n\n") for s in sentences(part)]
    out: list[str] = []
    for piece in _SENT_SPLIT.split(paragraph):
        if out and _ABBREV.search(out[-1]):
            out[-1] += " " + piece
        else:
            out.append(piece)
    return _examples_whole([p.strip() for p in out if p.strip()])


def _examples_whole(sents: list[str]) -> list[str]:
    """The sentences with an example in brackets (phrasings.actions EXAMPLE_BRACKETS) kept whole to its closing
    bracket: "(e.g. … e gains two. If Tamsin …, e gains four.)" is one sentence, an example, and "… to 2 (e.g. … 5 Gold.
    If they do, …)" one sentence whose bracket is an aside; a bracket never closed joins nothing."""
    if "(" not in "".join(sents[:-1]):
        return sents
    opens = _example_opens()
    out: list[str] = []
    k = 0
    while k < len(sents):
        s, end = sents[k], k
        if opens.search(s):
            depth = s.count("(") - s.count(")")
            while depth > 0 and end + 1 < len(sents):
                end += 1
                depth += sents[end].count("(") - sents[end].count(")")
            if depth > 0:
                end = k
        out.append(" ".join(sents[k:end + 1]))
        k = end + 1
    return out


@functools.lru_cache(maxsize=1)
def _example_opens() -> re.Pattern:
    from ..phrasings.actions import EXAMPLE_BRACKETS  # the wordings' data, read when first needed (as phrasing.py does)

    return re.compile("|".join(f"(?:{e['phrasing']})" for e in EXAMPLE_BRACKETS), re.I)


def units_of(rule: Rule) -> list[Unit]:
    """Paragraph-sized units: a paragraph, a list item, a rendered definition/table line, or a
    paragraph ending in ':' together with the list that follows it. Sentences are split only
    around a match (see Reader.refine), which keeps reading a whole ruleset cheap."""
    units: list[Unit] = []
    paras = [p for p in rule.text.split("\n\n") if p.strip()]
    i = 0
    n = len(paras)
    while i < n:
        p = paras[i]
        if p.startswith("• ") or (p[:1].isdigit() and _ORDERED.match(p)):
            for line in p.split("\n"):
                units.append(Unit(rule, _ITEM.sub("", line)))
            i += 1
            continue
        if "\n" in p:
            # rendered definition lists and tables: one logical line each
            units.extend(Unit(rule, line) for line in p.split("\n") if line)
            i += 1
            continue
        if p.endswith((":", ":-")) and i + 1 < n and paras[i + 1].startswith("• "):
            items = [line for line in paras[i + 1].split("\n") if line.startswith("• ")]
            units.append(Unit(rule, p + "\n" + "\n".join(items)))
            i += 2
            continue
        units.append(Unit(rule, p))
        i += 1
    return units


_ORDERED = re.compile(r"\d+\. ")
_ITEM = re.compile(r"^(• |\d+\. )")
# "^" in a pattern means the start of a sentence (or of a line), not only of a paragraph
_SENTENCE_START = r"(?:^|(?<=[.!?] )|(?<=[.!?][\"”’)] ))"


def refine(rx: re.Pattern, unit: Unit) -> tuple[re.Match, Unit] | None:
    """Search a paragraph unit; return the match within the sentence that holds it (for the citation)."""
    m = rx.search(unit.text)
    if m is None:
        return None
    lead, sep, items = unit.text.partition("\n")
    if len(lead) < 80 or m.start() >= len(lead):
        return m, unit
    offset = 0
    sents = sentences(lead)
    for k, sent in enumerate(sents):
        pos = lead.find(sent, offset)
        end = pos + len(sent)
        offset = end
        if pos <= m.start() < end + 1:
            text = sent + (sep + items if k == len(sents) - 1 and items else "")
            sub = Unit(unit.rule, text)
            m2 = rx.search(text)
            if m2 is not None:
                return m2, sub
            break
    return m, unit


def lead_and_items(unit_text: str) -> tuple[str, list[str]]:
    lead, *rest = unit_text.split("\n")
    return lead, [r[2:] for r in rest if r.startswith("• ")]


class Reader:
    def __init__(self, ruleset: Ruleset):
        self.ruleset = ruleset
        # Section intros (e.g. the Special Case status rules) are read like rules, cited by section name.
        intros = [Rule(title=sec.name, level=1, number=sec.number, text=sec.text, section=sec.name) for sec in ruleset.sections if sec.text]
        self.rules = intros + list(ruleset.rules())
        self.status: dict[str, Field] = {}
        self._units = {id(r): units_of(r) for r in self.rules}
        self.in_force: dict[int, bool] = {id(r): True for r in self.rules}
        self._joined_cache: tuple[str, list[int], list[Unit]] | None = None
        self._lower_cache: tuple | None = None

    def set_out_of_force(self, rule: Rule) -> None:
        """Read ``rule`` no more (an Inactive status, a rule made flavour text): searches skip it from now on."""
        self.in_force[id(rule)] = False
        self._joined_cache = None

    def units(self, rules: Iterable[Rule] | None = None, include_inactive: bool = False) -> Iterable[Unit]:
        for r in rules if rules is not None else self.rules:
            if include_inactive or self.in_force.get(id(r), True):
                yield from self._units[id(r)]

    def _joined(self) -> tuple[str, list[int], list[Unit]]:
        """All units in force joined into one text (one regex pass instead of one per sentence)."""
        if self._joined_cache is None:
            units = list(self.units())
            starts, pos, parts = [], 0, []
            for u in units:
                starts.append(pos)
                parts.append(u.text)
                pos += len(u.text) + 2
            self._joined_cache = ("\x00\n".join(parts), starts, units)
        return self._joined_cache

    def find(self, pattern: str, rules: Iterable[Rule] | None = None, flags: int = 0, include_inactive: bool = False):
        rx = _rx(pattern, flags | re.M)
        if rules is None and not include_inactive:
            text, starts, units = self._joined()
            for i in self._candidates(pattern, flags):
                hit = refine(rx, units[i])
                if hit is not None:
                    return hit
            if _anchor(pattern) is not None:
                return None, None
            pos = 0
            while True:
                m = rx.search(text, pos)
                if m is None:
                    return None, None
                i = bisect.bisect_right(starts, m.start()) - 1
                hit = refine(rx, units[i])
                if hit is not None:
                    return hit
                # the match ran across units: go on after this one
                pos = max(starts[i] + len(units[i].text) + 1, m.start() + 1)
        for unit in self.units(rules, include_inactive):
            hit = refine(rx, unit)
            if hit is not None:
                return hit
        return None, None

    def _candidates(self, pattern: str, flags: int) -> list[int]:
        """Indexes of the units that contain the pattern's anchor literal (empty if it has none)."""
        anchor = _anchor(pattern)
        if anchor is None:
            return []
        text, starts, units = self._joined()
        if flags & re.I:
            text, anchor = self._joined_lower(), anchor.lower()
        out: list[int] = []
        pos = text.find(anchor)
        while pos != -1:
            i = bisect.bisect_right(starts, pos) - 1
            if not out or out[-1] != i:
                out.append(i)
            pos = text.find(anchor, starts[i] + len(units[i].text))
        return out

    def _joined_lower(self) -> str:
        if self._lower_cache is None or self._lower_cache[0] is not self._joined_cache:
            self._lower_cache = (self._joined_cache, self._joined()[0].lower())
        return self._lower_cache[1]

    def find_all(self, pattern: str, flags: int = 0):
        rx = _rx(pattern, flags | re.M)
        text, starts, units = self._joined()
        if _anchor(pattern) is not None:
            for i in self._candidates(pattern, flags):
                hit = refine(rx, units[i])
                if hit is not None:
                    yield hit
            return
        seen = -1
        for m in rx.finditer(text):
            i = bisect.bisect_right(starts, m.start()) - 1
            if i == seen:
                continue
            seen = i
            hit = refine(rx, units[i])
            if hit is not None:
                yield hit

    def find_every(self, pattern: str, flags: int = 0):
        """Every match in every unit (several declarations may share one paragraph or list)."""
        rx = _rx(pattern, flags | re.M)
        text, starts, units = self._joined()
        idx = self._candidates(pattern, flags) if _anchor(pattern) is not None else range(len(units))
        for i in idx:
            for m in rx.finditer(units[i].text):
                yield m, units[i]

    def mentions(self, pattern: str) -> Unit | None:
        _, unit = self.find(pattern)
        return unit


def cite(unit: Unit) -> Citation:
    r = unit.rule
    return Citation(rule=r.title, text=unit.text, number=r.number, section=r.section)


def found(value: Any, unit: Unit, note: str | None = None) -> Field:
    return Field(value=value, citation=cite(unit), note=note)
