"""The gamestate schema, read from the rules in force: each variable with its holder, type, default, bounds or
allowed values, where it is tracked, and the sentence each field was read from (validators.declarations reads
them); the rules' item tables (Structures, Enemies, Engines...); the core and Appendix sentences that hold for every
variable; and what looks like a declaration but was not read. The Appendix's numbers rule applies where a
declaration says nothing (numbers are non-negative integers). What the text cannot give reliably comes from a
dynasty module (blognomic_tools.dynasties), never from here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Action", "Effect", "Schema", "Unread", "VarSpec", "extract_schema"]

from ..models import Ruleset, Table
from .action_clauses import sentence_key
from .actions import read_actions
from .declarations import NUMERIC_KINDS, read_declarations
from .model import SILENT, Action, Effect, Unread, VarSpec
from ..phrasings import schema as wordings
from ..profile import RulesProfile, build_profile
from ..reading.citations import Citation
from ..reading.phrasing import Terms, compile_phrasing
from ..reading.text import Reader, cite

# the sections whose rules declare no dynasty's gamestate
NOT_DECLARING = ("Core Rules", "Appendix", "Glossary")


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
    items: dict[str, Citation] = field(default_factory=dict)  # kinds of item holding variables (Bot, Room): where defined
    # dynastic rules in force: title -> the titles of its subrules ("Names of subrules of this rule are the names of Items")
    subrules: dict[str, list[str]] = field(default_factory=dict)
    inactive: dict[str, VarSpec] = field(default_factory=dict)  # declared by rules not in force (an Inactive Special Case)

    def var(self, name: str) -> VarSpec | None:
        """The variable named ``name`` (a plural or singular spelling too); a player's or the game's before an item's."""
        key = name.casefold().strip()
        hits = [v for v in self.vars.values()
                if key in (v.name.casefold(), v.name.casefold() + "s", v.name.casefold().rstrip("s")) or key.rstrip("s") == v.name.casefold().rstrip("s")]
        return min(hits, key=lambda v: (v.name.casefold() != key, v.scope not in ("player", "global")), default=None)

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


def extract_schema(ruleset: Ruleset, profile: RulesProfile | None = None) -> Schema:
    profile = profile or build_profile(ruleset)
    P = profile.player_term.value or "Player"
    PP = profile.player_term_plural.value or P + "s"
    E = profile.emperor_term.value or "Emperor"
    reader = Reader(ruleset)
    # what is in force (Special Case statuses, "is flavour text") as the profile decided
    for rule in reader.rules:
        f = profile.rule_status.get(rule.title)
        if f is not None and f.value is False:
            reader.set_out_of_force(rule)
    dyn = [r for r in reader.rules if r.section in ("Dynastic Rules",) and reader.in_force.get(id(r), True)]
    tables: dict[str, Table] = {}
    table_rules: dict[str, Citation] = {}
    for r in dyn:
        if r.tables:
            tables[r.title] = r.tables[0]
        table_rules.setdefault(r.title, Citation(r.title, r.text.split("\n")[0], r.number, r.section))
    terms = Terms(player=(P,), players=(PP,), emperor=(E,))
    declaring = [r for r in ruleset.rules() if r.section not in NOT_DECLARING]
    decl = read_declarations([r for r in declaring if reader.in_force.get(id(r), True)], terms)
    inactive = read_declarations([r for r in declaring if not reader.in_force.get(id(r), True)], terms)

    def core(key: str) -> Citation | None:
        m, u = reader.find(compile_phrasing(wordings.CORE[key]["phrasing"], terms, flags=0, spaces=wordings.SPACES).pattern)
        return cite(u) if m else None

    numbers = core("numbers")
    for v in decl.vars.values():  # the Appendix: numbers hold only non-negative integers, unless their values are set or their rule says they may be negative
        if v.kind in NUMERIC_KINDS and v.minimum is None and numbers is not None and not v.values and "may be negative" not in v.notes:
            v.minimum = 0
            v.cited["minimum"] = numbers
    schema = Schema(P, PP, decl.vars, tables, table_rules, numbers, profile, {r.title: r.text for r in dyn}, core("renaming"),
                    core("altered_only"), source=ruleset.source or ruleset.title, unread=decl.unread, illegal_value=core("illegal_value"),
                    items=decl.items, inactive=inactive.vars, rounding=core("rounding"),
                    subrules={r.title: [x.title for x in r.subrules] for r in dyn})
    action_terms = Terms(player=(P, "Player"), players=(PP, "Players"), emperor=(E, "Emperor"))
    schema.actions, unread_actions = read_actions(reader, action_terms, schema.vars)
    schema.unread.extend(u for u in unread_actions if u.what != SILENT or not _declared_in(u.citation.text, schema))
    return schema


def _declared_in(text: str, schema: Schema) -> bool:
    """Whether a sentence the action reader read nothing in was read (or listed) by the declaration reader."""
    norm = sentence_key
    t = norm(text)
    cited = [v.citation for v in schema.vars.values()] + [c for v in schema.vars.values() for c in v.cited.values()] \
        + list(schema.items.values()) + [u.citation for u in schema.unread]
    return any(c is not None and (t in norm(c.text) or norm(c.text) in t) for c in cited)
