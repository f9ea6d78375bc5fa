"""The gamestate schema, read from the dynastic rules in force: each variable with its type, default,
bounds or allowed values, and the sentence it was read from; the rules' item tables (Structures,
Enemies, Engines...). The Appendix's defaults apply where a declaration says nothing (numbers are
non-negative integers). What the text cannot give reliably comes from a dynasty module
(blognomic_tools.dynasties), never from here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["Action", "Effect", "Schema", "Unread", "VarSpec", "extract_schema"]

from ..models import Rule, Ruleset, Table
from .actions import read_actions
from .model import Action, Effect, Unread, VarSpec
from ..phrasings import schema as wordings
from ..profile import RulesProfile, build_profile
from ..reading.citations import Citation
from ..reading.numbers import read_small_number
from ..reading.phrasing import Terms, compile_phrasing
from ..reading.text import Reader, cite


@dataclass
class Schema:
    player_term: str
    players_term: str
    vars: dict[str, VarSpec]
    tables: dict[str, Table]  # rule title -> its first table
    table_rules: dict[str, Citation]
    numbers: Citation | None  # the Appendix sentence: numeric variables are non-negative integers
    profile: RulesProfile | None = None
    rule_texts: dict[str, str] = field(default_factory=dict)  # dynastic rules in force: title -> text
    renaming: Citation | None = None  # "may only change their name as a result of a Proposal"
    # "The Ruleset and Gamestate can only be altered in manners specified by the Ruleset" (the first core rule)
    altered_only: Citation | None = None
    source: str = ""  # the Ruleset's file or page, for messages
    actions: list[Action] = field(default_factory=list)  # the dynastic actions read from the rules
    unread: list[Unread] = field(default_factory=list)  # declarations and actions seen but not read whole
    # "No action may be taken which would require setting a gamestate variable to an illegal value" (the Appendix)
    illegal_value: Citation | None = None
    # "the result of the calculation is instead the result rounded towards 0" (the Appendix): how a computed integer rounds
    rounding: Citation | None = None

    def var(self, name: str) -> VarSpec | None:
        key = name.casefold().strip()
        for v in self.vars.values():
            n = v.name.casefold()
            if key in (n, n + "s", n.rstrip("s")) or key.rstrip("s") == n.rstrip("s"):
                return v
        return None

    def actions_on(self, variable: str) -> list[Action]:
        """The actions whose costs or effects change `variable`."""
        key = variable.casefold().rstrip("s")
        return [a for a in self.actions if any(e.variable.casefold().rstrip("s") == key for e in a.costs + a.effects)]

    def table(self, name: str) -> Table | None:
        """The table of the rule ``name``; a FlattenedTableError when a text render lost its cells."""
        key = name.casefold()
        for k, t in self.tables.items():
            if k.casefold() == key or k.casefold().rstrip("s") == key.rstrip("s"):
                return t.cells()
        return None


def _split_values(s: str) -> list[str]:
    s = re.sub(r"\s*(?:,\s*)?\bor\b\s*", ", ", s)
    return [v.strip().strip("“”\"'") for v in s.split(",") if v.strip()]


def extract_schema(ruleset: Ruleset, profile: RulesProfile | None = None) -> Schema:
    profile = profile or build_profile(ruleset)
    P = profile.player_term.value or "Player"
    PP = profile.player_term_plural.value or P + "s"
    reader = Reader(ruleset)
    # what is in force (Special Case statuses, "is flavour text") as the profile decided
    for rule in reader.rules:
        f = profile.rule_status.get(rule.title)
        if f is not None and f.value is False:
            reader.set_out_of_force(rule)
    dyn = [r for r in reader.rules if r.section in ("Dynastic Rules",) and reader.in_force.get(id(r), True)]
    vars_: dict[str, VarSpec] = {}
    tables: dict[str, Table] = {}
    table_rules: dict[str, Citation] = {}
    for r in dyn:
        if r.tables:
            tables[r.title] = r.tables[0]
            table_rules[r.title] = Citation(r.title, r.text.split("\n")[0], r.number, r.section)
    terms = Terms(player=(P,), players=(PP,))

    def phrasing(table: dict, key: str) -> str:
        """The regular expression of a wording of phrasings.schema, for the dynasty's terms (case-sensitive)."""
        return compile_phrasing(table[key]["phrasing"], terms, flags=0, spaces=wordings.SPACES).pattern

    def declared(key: str):
        return reader.find_every(phrasing(wordings.DECLARATIONS, key))

    def part(key: str, text: str) -> re.Match | None:
        return re.search(phrasing(wordings.FIELDS, key), text)

    def add(v: VarSpec) -> None:
        vars_.setdefault(v.name, v)

    def limits(unit_text: str, rule: Rule, name: str, v: VarSpec) -> None:
        m = part("maximum", unit_text)
        if not m:
            m = re.search(re.escape(name) + phrasing(wordings.FIELDS, "maximum_of_name"), rule.text)
        if m and read_small_number(m.group("max")) is not None:
            v.maximum = read_small_number(m.group("max"))

    for m, u in declared("tracked_numbers"):
        d = part("default_value_of", u.text)
        for t in u.rule.tables[:1]:
            for row in t.cells().rows:
                add(VarSpec(row[0], "int", default=read_small_number(d.group("d")) if d else None, minimum=0, citation=cite(u)))
    for m, u in declared("structures"):
        add(VarSpec(m.group("name"), "structures", default=[], values=_split_values(m.group("vals")), citation=cite(u),
                    notes=[f"entries: one of the {m.group('of')} of the table in “{u.rule.title}” and a {m.group('attr')}"]))
    for m, u in declared("named_number"):
        v = VarSpec(m.group("name"), "int", minimum=0, citation=cite(u))
        d = part("defaulting_to", u.text)
        if d:
            first = d.group("d").split()[0]
            v.default = read_small_number(first)
            if v.default is None:
                v.default_text = d.group("d").strip()
        limits(u.text, u.rule, v.name, v)
        add(v)
    for m, u in declared("amount_of"):
        v = VarSpec(m.group("name"), "money" if "₩" in m.group("d") else "int", default=read_small_number(m.group("d")), minimum=0, citation=cite(u))
        limits(u.text, u.rule, v.name, v)
        add(v)
    for m, u in declared("value_for"):
        add(VarSpec(m.group("name"), "int", default=read_small_number(m.group("d")), minimum=0, citation=cite(u)))
    for m, u in declared("either"):
        add(VarSpec(m.group("name"), "enum", default=m.group("d"), values=_split_values(m.group("vals")), citation=cite(u)))
    for m, u in declared("percentage"):
        add(VarSpec(m.group("name"), "percent", scope="bot", minimum=int(m.group("lo")), maximum=int(m.group("hi")), citation=cite(u)))
    for m, u in declared("non_negative"):
        v = VarSpec(m.group("name"), "int", minimum=0, maximum=int(m.group("max")) if m.group("max") else None, citation=cite(u))
        d = re.search(re.escape(m.group(0)) + phrasing(wordings.FIELDS, "it_defaults_to"), u.rule.text)
        if d:
            v.default = read_small_number(d.group("d"))
        add(v)
    for m, u in declared("room"):
        add(VarSpec(m.group("name"), "text", default=m.group("d").strip(), citation=cite(u), notes=["one of the Rooms"]))
    for m, u in declared("global_text"):
        add(VarSpec(m.group("name"), "text", scope="global", default=m.group("d"), citation=cite(u)))
    # "An Engine, which is by default an Petrol motor" (characteristics of a Bot): one of the items of a table
    for m, u in declared("item_by_default"):
        t = None
        for k in tables:
            if k.casefold().rstrip("es").rstrip("s") == m.group("name").casefold() or k.casefold() in (m.group("name").casefold() + "s", m.group("name").casefold() + "es"):
                t = k
        values = [row[0] for row in tables[t].cells().rows] if t else None
        add(VarSpec(m.group("name"), "enum", scope="bot", default=m.group("d").strip(), values=values, citation=cite(u),
                    notes=[f"one of the items of “{t}”"] if t else []))
    for m, u in declared("ordered_list"):
        add(VarSpec(m.group("name"), "list", scope="bot", default=[], citation=cite(u), notes=[f"at most the {m.group('col')} of the {m.group('of')}"]))
    # "An Advantage, if set, must be one of the following:" + the rule's lists, in order
    for r in dyn:
        heads = list(re.finditer(phrasing(wordings.DECLARATIONS, "one_of_the_following"), r.text))
        for k, h in enumerate(heads):
            if k < len(r.lists):
                add(VarSpec(h.group("name"), "enum", values=list(r.lists[k]), citation=Citation(r.title, h.group(0), r.number, r.section)))
    numbers = None
    m, u = reader.find(phrasing(wordings.CORE, "numbers"))
    if m:
        numbers = cite(u)
    m, u = reader.find(phrasing(wordings.CORE, "renaming"))
    renaming = cite(u) if m else None
    m, u = reader.find(phrasing(wordings.CORE, "altered_only"))
    altered_only = cite(u) if m else None
    m, u = reader.find(phrasing(wordings.CORE, "rounding"))
    rounding = cite(u) if m else None
    texts = {r.title: r.text for r in dyn}
    for r in dyn:
        table_rules.setdefault(r.title, Citation(r.title, r.text.split("\n")[0], r.number, r.section))
    schema = Schema(P, PP, vars_, tables, table_rules, numbers, profile, texts, renaming, altered_only, source=ruleset.source or ruleset.title,
                    rounding=rounding)
    action_terms = Terms(player=(P, "Player"), players=(PP, "Players"), emperor=(profile.emperor_term.value or "Emperor", "Emperor"))
    schema.actions, unread_actions = read_actions(reader, action_terms, vars_)
    schema.unread.extend(unread_actions)
    return schema
