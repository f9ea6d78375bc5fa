"""The Ruleset being enacted: its tree (copied) and its pieces, the rules by title and by the numbers the proposal was
written against, the sections, what was touched; a rule, a section or a part of a rule as an instruction names it."""
from __future__ import annotations

import copy
import re

from ...errors import AmbiguousRuleError, NotARulesetError
from ...models import Instruction, Rule, Ruleset, Section, normalise_title, parse_rule_number
from ...parsers import detect_format, parse_ruleset
from ...reading.places import Anchor, Step
from ..places import PlaceError, resolve
from ..suggest import rule_hint, text_hint
from .finding import locate, short
from .outcome import DEFAULT_SECTION, NotApplied
from .pieces import Page, Piece


class Lookup:
    """The Ruleset being enacted (its tree, pieces, look-ups, what was touched) and the rules and places instructions name."""

    def __init__(self, raw: str, source: str, parsed: Ruleset | None = None, again: bool = False):
        where = source or "input"
        self.again = again
        self.forms: dict[int, list[str]] = {}  # each instruction's text as the proposal leaves it (final_forms)
        if parsed is not None and parsed.raw == raw and parsed.source_format == "wikitext":
            self.ruleset = _clone(parsed)
        else:
            if not raw.strip():
                raise NotARulesetError(f"{where}: the Ruleset's wikitext is empty")
            fmt = detect_format(raw, source if source.endswith((".wiki", ".wikitext", ".mediawiki")) else "")
            if fmt != "wikitext":
                raise NotARulesetError(f"{where}: not the wikitext of a Ruleset (it reads as {fmt}); enact on the page's wikitext")
            self.ruleset = parse_ruleset(raw, fmt="wikitext", source=source)
        self.page = Page(raw, self.ruleset, where)
        self.touch_order: list[tuple[str, object]] = []  # ("rule", Rule) | ("gone", Gone)
        self.changes: dict[int, list[str]] = {}
        self.sections: list[str] = []
        self.by_name: dict[str, list[Rule]] = {}
        self.by_number: dict[str, Rule] = {}  # the numbers of the Ruleset the proposal was written against
        for sec in self.ruleset.sections:
            for rule in sec.rules:
                self.index(rule)

    # lookup
    def rule(self, ref: str | None) -> Rule:
        if not ref or not ref.strip():
            raise NotApplied("no rule was named")
        key = ref.strip().strip("\"'“”‘’").strip()
        m = re.match(r"^((?:rule\s+)?\d+(?:\.\d+)*)\s*\(\s*[\"“‘']?(.*?)[\"”’']?\s*\)\s*$", key, re.I)
        if m:  # "Rule 1.5 (Enactment)"
            key = f"{m.group(1)} {m.group(2)}"
        number = parse_rule_number(key)
        if number is not None:
            num, rest = number
            rule = self.by_number.get(num)
            if rule is None:
                raise NotApplied(f"no rule {ref.strip()!r} in the Ruleset")
            if rest and normalise_title(rest) != normalise_title(rule.title):
                raise NotApplied(f"no rule {ref.strip()!r} in the Ruleset (rule {num} is titled {rule.title!r})")
            return rule
        found = self.by_name.get(normalise_title(key), [])
        if not found and key.endswith(".") and self.by_name.get(normalise_title(key.rstrip("."))):
            key = key.rstrip(".")  # “Ferries.”: the full stop inside the closing quotation mark is the sentence's
            found = self.by_name.get(normalise_title(key), [])
        exact = normalise_title(key, keep_tags=True)
        found = [r for r in found if normalise_title(r.title, keep_tags=True) == exact] or found  # as Ruleset.find_rules
        if not found:
            titles = [r.title for rules in self.by_name.values() for r in rules]
            raise NotApplied(f"no rule {ref.strip()!r} in the Ruleset{rule_hint(key, titles)}")
        if len(found) > 1:
            raise NotApplied(str(AmbiguousRuleError(ref.strip(), [f"{r.number or 'new'} {r.title} ({r.section})" for r in found])))
        return found[0]

    def index(self, rule: Rule, add: bool = True) -> None:
        """Keep the title and number look-ups in step with the tree (rules added, renamed, repealed)."""
        for r in rule.walk():
            rules = self.by_name.setdefault(normalise_title(r.title), [])
            if add:
                rules.append(r)
            else:
                rules[:] = [x for x in rules if x is not r]
            if r.number:
                if add:
                    self.by_number.setdefault(r.number, r)
                elif self.by_number.get(r.number) is r:
                    del self.by_number[r.number]

    def section(self, name: str | None) -> Section:
        name = name or DEFAULT_SECTION
        key = re.sub(r"^(?:the)\s+", "", name.strip().strip("\"'“”‘’"), flags=re.I)
        sec = self.ruleset.section(key) or self.ruleset.section(re.sub(r"\s+(?:section|rules)$", "", key, flags=re.I))
        if sec is None:
            for s in self.ruleset.sections:
                if normalise_title(re.sub(r"\s+rules$", "", s.name, flags=re.I)) == normalise_title(re.sub(r"\s+rules$", "", key, flags=re.I)):
                    return s
            raise NotApplied(f"no section {name!r} in the Ruleset")
        return sec

    def container_of(self, rule: Rule) -> tuple[object, list[Rule], Section]:
        for sec in self.ruleset.sections:
            if any(r is rule for r in sec.rules):
                return sec, sec.rules, sec
            for top in sec.rules:
                for r in top.walk():
                    if any(s is rule for s in r.subrules):
                        return r, r.subrules, sec
        raise NotApplied(f"rule {rule.title!r} is no longer in the Ruleset")

    def touch(self, rule: Rule, kind: str, section: str) -> None:
        if id(rule) not in self.changes:
            self.changes[id(rule)] = []
            self.touch_order.append(("rule", rule))
        self.changes[id(rule)].append(kind)
        if section not in self.sections:
            self.sections.append(section)

    # text in a rule
    def piece_of(self, rule: Rule) -> Piece:
        """The rule's pieces of the page (its heading and body)."""
        return self.page.pieces[id(rule)]

    def set_body(self, rule: Rule, body: str, kind: str) -> None:
        """The rule's body set, and the rule marked as touched by ``kind``."""
        self.piece_of(rule).body = body
        self.touch(rule, kind, rule.section)

    def steps_of(self, ins: Instruction) -> tuple[tuple[Step, ...], Anchor | None]:
        """The instruction's locator path: (the steps that narrow the rule, its closing anchor or None). That the
        text is a paragraph of its own (Place.own_paragraph) is the adding's, not the path's: see _add_to_span."""
        if ins.where is None:
            return (), None
        return ins.where.within, ins.where.anchor

    def span_of(self, rule: Rule, steps: tuple[Step, ...]) -> tuple[int, int]:
        """The body offsets of the part of the rule that ``steps`` name; a place not there is not applied."""
        try:
            sp = resolve(self.piece_of(rule).body, steps, rule.name)
        except PlaceError as e:
            raise NotApplied(str(e)) from None
        return sp.start, sp.end

    def rule_holding(self, ins: Instruction) -> Rule:
        """The one rule holding an insertion's anchor, when the proposal names no rule ("add the following after
        the words “…”"): none or several is refused."""
        anchor = ins.where.words.strip() if ins.where else ""
        if not anchor:
            raise NotApplied("no rule was named")
        holding = [r for r in self.ruleset.rules() if locate(self.piece_of(r).body, anchor, r)[1]]
        if len(holding) != 1:
            raise NotApplied(f"{short(anchor)!r} is in {len(holding) or 'no'} rule{'s' if len(holding) != 1 else ''}"
                              + (f" ({', '.join(repr(r.name) for r in holding[:4])})" if holding else "") + "; no rule was named")
        return holding[0]

    def absent_reason(self, what: str, old: str, rule: Rule) -> str:
        """Why the words are not in the rule, with where they are instead (a subrule) or a hint of what is like them."""
        where = [s.name for s in rule.walk() if s is not rule and locate(self.piece_of(s).body, old, s)[1]]
        hint = f" (it is in its subrule {where[0]!r})" if where else ""
        return f"{what} is not in rule {rule.name!r}{hint or text_hint(old, self.piece_of(rule).body)}"


def _clone(ruleset: Ruleset) -> Ruleset:
    """The tree of sections and rules copied (the edits reshape it), the rest shared."""
    def rule(r: Rule) -> Rule:
        c = copy.copy(r)
        c.subrules = [rule(s) for s in r.subrules]
        return c

    sections = []
    for sec in ruleset.sections:
        c = copy.copy(sec)
        c.rules = [rule(r) for r in sec.rules]
        sections.append(c)
    out = copy.copy(ruleset)
    out.sections = sections
    return out
