"""The gamestate model of a dynasty, as its rules declare it: the variables (who holds each, its type, default, bounds,
where it is tracked), the actions that change them, and what the reader could not read. Data only: the readers
(validators.declarations, validators.actions) fill it from the Ruleset's text, the validator and the writers use it.

Every field that was read carries the sentence it was read from (`cited[field]`, or the variable's `citation`); a
sentence that looks like a declaration or an action and is not read whole is an `Unread` with its reason, never
dropped.

Kinds of value (`VarSpec.kind`): ``int`` (a whole number; `minimum` 0 where the rules say non-negative or the
Appendix's numbers rule applies), ``money`` (an amount with a `unit`, e.g. ₩), ``percent``, ``number`` (a number
that may be fractional), ``enum`` (one of `values`), ``text``, ``name`` (a player's name, with `name_rules`: not
themself, distinct, at most N), ``flag`` (yes/no), ``list`` and ``structures`` (ordered lists of `of`), ``sequence``.
Holders (`VarSpec.scope`): ``player`` (each player), ``global`` (the game, one value), ``bot``/``room``/... (each item
of a table the rules define: `holder_of` names it).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..reading.citations import Citation

KINDS = ("int", "money", "percent", "number", "enum", "text", "name", "flag", "list", "structures", "sequence")
TRACKED = ("wiki page", "GNDT", "privately", "blog", "unspecified")


DECLARATION = "declaration"  # Unread.what: a sentence with a cue of a declaration's own form, not read whole
POSSIBLE = "possible declaration"  # Unread.what: a sentence with only general cues of gamestate, not read whole
SILENT = "sentence"  # Unread.what: a sentence of a dynastic rule in which nothing was read, listed so silence is not taken for reading


@dataclass
class VarSpec:
    name: str
    kind: str  # one of KINDS
    scope: str = "player"  # player | global | the holder item's kind (bot, room...)
    default: object = None
    default_text: str | None = None  # when the default is not a plain value ("the median value for Damage ...")
    minimum: int | None = None
    maximum: int | None = None
    values: list[str] | None = None
    citation: Citation | None = None
    notes: list[str] = field(default_factory=list)
    unit: str | None = None  # money: "₩", "gold"...
    of: str | None = None  # list / sequence / structures: what the entries are
    holder_of: str | None = None  # an item's variable: the table or item kind that holds it ("Bots")
    tracked: str | None = None  # one of TRACKED; None: not said (the page the Ruleset names, by the core rule)
    tracked_by: str | None = None  # privately: who tracks it (the emperor's title)
    public: bool | None = None
    name_rules: list[str] = field(default_factory=list)  # a name's limits, as said: "not themself", "distinct", "at most 2"
    cited: dict[str, Citation] = field(default_factory=dict)  # field -> the sentence it was read from, where not `citation`
    # a list's length bounded by a column of the item another variable names: ("Chassis", "Hardpoints") for "between
    # none and a number equal to the number of hardpoints on the Bot's Chassis"
    count_at_most: tuple[str, str] | None = None


@dataclass
class Effect:
    """What an action does to one variable: ``gain``/``lose``/``increase``/``decrease`` by `amount`, ``set`` to it,
    ``transfer`` (from the actor to another, or the other way: `whose` and `to`), ``add item``/``remove item``."""
    variable: str
    op: str  # gain | lose | increase | decrease | set | transfer | add item | remove item
    amount: object = None  # an int, or a text ("x", "the Structure's Cost", "half their Health")
    whose: str = "own"  # own | another | each | all | target | the emperor ...
    to: str | None = None  # transfer: whose variable gains
    per: str | None = None  # how many times the amount applies, as said: "for each Assigned Serf"
    limit: str | None = None  # where it stops, as said: "to a minimum of 0"
    when: str | None = None  # a step's own condition, as said: "the Vassal's Damage increased ...", "otherwise"


@dataclass
class Action:
    name: str | None
    kind: str  # daily | weekly | atomic | virtual | any time | once per <period> | unspecified
    who: str = "player"  # player | emperor | admin | any ... (as said)
    frequency: str | None = None  # "once per day", "once per Fortnight"...
    costs: list[Effect] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)
    conditions: list[str] = field(default_factory=list)
    citation: Citation | None = None
    unread: list[str] = field(default_factory=list)  # parts of its sentence not read (the action is then only partly known)


@dataclass
class Unread:
    """A sentence that looks like a declaration or an action and was not read whole, or a limit on actions that is
    not checked."""
    what: str  # DECLARATION | POSSIBLE | action | limit (a prohibition or a limit on actions: no action, not checked) | SILENT
    citation: Citation
    reason: str
