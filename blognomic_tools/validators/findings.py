"""What a validation of a gamestate edit says: its changes (Change), its findings (Finding, each with the rule it
cites and its place on the page), the actions that explain it (Validation); and the value checks every dynasty
shares (parse_number, check_value). The validator (validators.gamestate) and the dynasties (blognomic_tools.dynasties)
both build on these; neither is imported here.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from ..parsers.gamestate import GCell, Gamestate
from ..reading.citations import Citation
from ..reading.numbers import read_amount
from .schema import Schema, VarSpec


@dataclass
class Finding:
    severity: str  # error | warning | info
    message: str
    citation: Citation | None = None
    player: str | None = None
    variable: str | None = None
    place: str | None = None


@dataclass
class Change:
    player: str | None
    variable: str
    old: str | None
    new: str | None
    place: str
    line: int | None
    kind: str = "cell"  # cell | global | list (a value changed) | table | column | row | section | block (added, removed, duplicated)


@dataclass
class Validation:
    page: str
    old_revid: int | None
    new_revid: int | None
    dynasty: str | None
    changes: list[Change] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    explanations: list[str] = field(default_factory=list)
    explained_by: list[Citation | None] = field(default_factory=list)  # the rule behind each explanation, same order
    explained: set = field(default_factory=set, repr=False)  # (player, variable) accounted for by an action

    def explain_structure(self, kind: str, prefix: str) -> None:
        """Mark every structural or global/list change of `kind` whose variable starts with `prefix` as
        accounted for (e.g. the Fortnight's new Task lists, the Virtual Actions the Sovereign lists)."""
        for ch in self.changes:
            if ch.player is None and ch.kind == kind and ch.variable.casefold().startswith(prefix.casefold()):
                self.explained.add((None, ch.variable))

    def add_explanation(self, text: str, citation: Citation | None) -> None:
        """An action of the rules that accounts for part of the edit, with the rule that allows it."""
        self.explanations.append(text)
        self.explained_by.append(citation)

    @property
    def legal(self) -> bool:
        return not any(f.severity == "error" for f in self.findings)

    def to_dict(self) -> dict:
        d = asdict(self)
        d.pop("explained", None)
        d["legal"] = self.legal
        return d


def place(gs: Gamestate, cell: GCell | None, player: str | None = None) -> str:
    if cell is None:
        return f"{gs.page}"
    t = gs.tables[cell.table] if cell.table < len(gs.tables) else None
    where = f"table {cell.table + 1}" + (f" ({t.title})" if t and t.title else "")
    return f"{where}, row {player or cell.row}, column {cell.header}, line {cell.line}"


def parse_number(text: str) -> int | None:
    """A cell's value as a number ("12", "-3", "1,200", "₩40", "15%"), as reading.numbers reads amounts."""
    return read_amount(text)


def check_value(spec: VarSpec, text: str, schema: Schema) -> list[tuple[str, Citation | None]]:
    """Problems of one value against its declaration (type, bounds, allowed values)."""
    out: list[tuple[str, Citation | None]] = []
    t = text.strip()
    if spec.kind in ("int", "money", "percent"):
        if t == "" and spec.kind != "int":
            return out
        n = parse_number(t)
        if n is None:
            out.append((f"{spec.name} must be {'an amount' if spec.kind == 'money' else 'a percentage' if spec.kind == 'percent' else 'a whole number'}, not {t!r}", spec.citation or schema.numbers))
            return out
        lo = spec.minimum if spec.minimum is not None else (0 if schema.numbers else None)
        if lo is not None and n < lo:
            cite = schema.numbers if lo == 0 and schema.numbers else spec.citation
            out.append((f"{spec.name} is {n}: it may not be below {lo}", cite))
        if spec.maximum is not None and n > spec.maximum:
            out.append((f"{spec.name} is {n}: it may be at most {spec.maximum}", spec.citation))
    elif spec.kind == "enum" and spec.values:
        if t and t.casefold() not in {v.casefold() for v in spec.values}:
            out.append((f"{spec.name} {t!r} is not one of {', '.join(spec.values)}", spec.citation))
    return out
