"""What a dynasty is to this toolkit (the `Dynasty` base class: the extension contract), and the registry of the
dynasties it knows (`register`, `dynasty_for`)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from types import ModuleType

from ..parsers.gamestate import GCell, Gamestate
from ..validators.items import CellForm
from ..validators.schema import Schema, VarSpec


@dataclass(frozen=True)
class Identity:
    """How a dynasty is known in a Ruleset: the gamestate page its rules name (each dynasty tracks its gamestate on a
    page of its own: "Optionally change the gamestate tracking page ... to a different page that does not exist") and
    titles of rules of its own. Data, quoted from the Ruleset that defines the dynasty (`origin`).

    A Ruleset is the dynasty's when it names that page and holds at least half of those rules among its dynastic
    rules (a dynasty repeals and adds rules as it goes); never by the names of the variables it declares, which any
    new dynasty may reuse ("Sanity", "Room")."""
    page: str
    rules: tuple[str, ...]
    origin: str

    def matches(self, schema: Schema) -> str | None:
        """Why `schema`'s Ruleset is this dynasty's ("page X and rules A, B"), or None."""
        loc = schema.profile.gamestate_location.value if schema.profile and schema.profile.gamestate_location else None
        page = loc.get("page") if isinstance(loc, dict) else None
        if not page or page.replace("_", " ").strip().casefold() != self.page.casefold():
            return None
        titles = {t.casefold() for t in schema.rule_texts}
        held = [r for r in self.rules if r.casefold() in titles]
        if 2 * len(held) < len(self.rules):
            return None
        return f"the gamestate page {self.page!r} and the rules " + ", ".join(repr(r) for r in held)


class Dynasty:
    """A dynasty: what its module adds to the schema the Ruleset gives, where the Ruleset's text cannot say it
    reliably (which page column is which variable, how a cell is written) -- as data -- and its actions, as code.

    Each dynasty is one package, ``blognomic_tools/dynasties/<name>/``, and one line in the registry
    (``dynasties/__init__.py``: ``from . import <name>``); its class is declared with ``@register``. Nothing
    else changes to add a dynasty: the validator, ``gamestate fix`` and the enactment find it through
    ``dynasty_for(schema)``, which tries the registered dynasties in the registry's order.

    A dynasty provides:

    - ``name``, and ``identity`` (an `Identity`: the gamestate page and rules of its own, quoted from its Ruleset), by
      which ``applies(schema)`` tells whether the Ruleset in force (its schema) is this dynasty's;
    - ``COLUMNS``: page column header -> schema variable (None: the header itself; False: not a checked variable);
      ``column_var(header)`` reads it;
    - ``FORMS``: page column header -> the `CellForm` its cells are written in, where a cell holds more than one
      variable ("{Engine} ({Condition}%)"), each citing the sentence of the rules it writes: data the validator reads
      (the places' values checked against their declarations); ``value_text`` gives the column's own place;
    - ``value_text(spec, cell)``: a cell's value as the rules mean it (a {{box}} read as its Structure...);
    - ``check(old, new, schema, v, roster, summary)``: the checks of an edit, its actions replayed, each change
      they account for marked with ``explain`` (or ``v.add_explanation``, citing the rule), each one they forbid a
      Finding (validators.findings) on ``v``;
    - ``changes_only_by(variable)``: for a variable whose every way of changing the module knows (the rules
      change it only by actions it replays), how it changes, in a few words; an edit of it that no action
      explains is then an error citing the rules, not a warning. None (the default) where the module does not
      know every way: an unexplained change is a warning;
    - ``derived`` and ``fix(text, fixes)``: the values the rules derive from others (said in a few words, e.g.
      Castles' {{box}} defensive values) and the page with them recomputed, each correction said in `fixes`.
      ``derived`` empty (the default): the dynasty derives nothing, and ``gamestate fix`` says so;
    - ``engine``: the module that runs the dynasty's own turn (Castles: the Fortnight), None where it has none;
    - ``unreadable``: what of the rules the module needs and could not read (a table a text render flattened:
      title -> why); the validator says each as a warning, and the module does not do what needs it.
    """

    name = ""
    identity: Identity | None = None
    COLUMNS: dict[str, object] = {}
    FORMS: dict[str, CellForm] = {}
    derived = ""
    engine: ModuleType | None = None

    def __init__(self, schema: Schema):
        self.schema = schema
        self.unreadable: dict[str, str] = {}

    @classmethod
    def applies(cls, schema: Schema) -> bool:
        return cls.identity is not None and cls.identity.matches(schema) is not None

    def column_var(self, header: str):
        for k, v in self.COLUMNS.items():
            if k.casefold() == header.casefold():
                return v
        return None

    def value_text(self, spec: VarSpec, cell: GCell) -> str:
        """The value of `spec` a cell holds: the place of the column's form (FORMS) that names it, else the cell's text."""
        form = next((f for h, f in self.FORMS.items() if h.casefold() == cell.header.casefold()), None)
        got = form.read(cell.parts[0] if cell.parts else cell.text) if form is not None else None
        if got:
            return got.get(spec.name) or next(iter(got.values()))
        return cell.text

    def form_of(self, header: str) -> CellForm | None:
        return next((f for h, f in self.FORMS.items() if h.casefold() == header.casefold()), None)

    def check(self, old: Gamestate, new: Gamestate, schema: Schema, v, roster=None, summary=None) -> None:
        pass

    def changes_only_by(self, variable: str) -> str | None:
        return None

    def fix(self, text: str, fixes: list[str]) -> str:
        """The page with the derived values recomputed (only those bytes change); nothing to do by default."""
        return text

    @staticmethod
    def explain(v, player: str | None, *variables: str) -> None:
        """Mark (player, variable) changes as accounted for by an action of the rules."""
        for var in variables:
            v.explained.add((player, var))


DYNASTIES: list[type[Dynasty]] = []  # in the registry's order: the first that applies is the one


def register(cls: type[Dynasty]) -> type[Dynasty]:
    """Declare a dynasty (a class decorator); `dynasty_for` tries them in the order they were registered."""
    if cls not in DYNASTIES:
        DYNASTIES.append(cls)
    return cls


def dynasty_for(schema: Schema) -> Dynasty | None:
    """The dynasty of the Ruleset in force (its schema), or None when no registered dynasty applies."""
    for cls in DYNASTIES:
        if cls.applies(schema):
            return cls(schema)
    return None


def spec_for(header: str, schema: Schema, dynasty: Dynasty | None) -> VarSpec | None:
    """The schema variable a page column holds: the dynasty's mapping first (False: no checked variable), then
    the variable of the header's own name."""
    if dynasty is not None:
        name = dynasty.column_var(header)
        if name is False:
            return None
        if name:
            return schema.var(name)
    return schema.var(header)


ENTRY = re.compile(r"^(?P<name>.+?)\s*\((?P<n>\d+)\)$")


def entries(items: list[str]) -> list[tuple[str, int | None, str]]:
    """'Kevan (3)' -> ('Kevan', 3, raw)."""
    out = []
    for it in items:
        m = ENTRY.match(it.strip())
        out.append((m.group("name"), int(m.group("n")), it) if m else (it.strip(), None, it))
    return out
