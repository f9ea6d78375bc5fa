"""Validate an edit of the gamestate page (old revision -> new text) against the rules in force.

A cell-level diff is mapped to (player, variable) and globals; generic checks come from the schema read
from the Ruleset (types, bounds, allowed values, non-negative integers, defaults of new players, rows
added or removed, unknown or idle players); the dynasty module (validators/dynasties/) explains the edit
as the actions it represents and checks them. Every finding has a severity, the rule it cites and the
place (table, row, column, line). An edit is legal when it has no error.
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field

from ..parsers.gamestate import GCell, Gamestate, parse_gamestate
from ..profile import Citation
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


NUM_RE = re.compile(r"^(?P<sign>-)?\s*(?P<cur>[₩$£])?\s*(?P<n>\d{1,3}(?:,\d{3})+|\d+)\s*(?P<pct>%)?$")


def parse_number(text: str) -> int | None:
    m = NUM_RE.match(text.strip())
    if not m:
        return None
    n = int(m.group("n").replace(",", ""))
    return -n if m.group("sign") else n


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


def _spec_for(header: str, schema: Schema, dynasty) -> VarSpec | None:
    if dynasty is not None:
        name = dynasty.column_var(header)
        if name is False:
            return None
        if name:
            return schema.var(name)
    return schema.var(header)


def diff_gamestates(old: Gamestate, new: Gamestate) -> list[Change]:
    changes: list[Change] = []
    for name, cells in new.players.items():
        before = old.player(name)
        if before is None:
            continue
        for header, cell in cells.items():
            o = before.get(header)
            if o is None or o.raw != cell.raw:
                changes.append(Change(name, header, o.text if o else None, cell.text, place(new, cell, name), cell.line))
    for label, g in new.globals.items():
        o = old.globals.get(label)
        if o is None or o.text != g.text:
            changes.append(Change(None, label, o.text if o else None, g.text, f"{new.page}, line {g.line}", g.line))
    for title, rows in new.lists.items():
        orow = old.lists.get(title, {})
        for key, entries in rows.items():
            if orow.get(key) != entries:
                changes.append(Change(None, f"{title}: {key}", "; ".join(orow.get(key, [])) or None, "; ".join(entries) or None, f"{new.page}, table {title}", None))
    return changes


def validate_edit(old_text: str, new_text: str, schema: Schema, *, page: str = "", old_revid: int | None = None,
                  new_revid: int | None = None, roster: list[str] | None = None, summary: str | None = None) -> Validation:
    from .dynasties import dynasty_for

    dynasty = dynasty_for(schema)
    terms = (schema.player_term, schema.players_term)
    old = parse_gamestate(old_text, page, old_revid, player_terms=terms, roster=roster)
    new = parse_gamestate(new_text, page, new_revid, player_terms=terms, roster=roster)
    v = Validation(page=page, old_revid=old_revid, new_revid=new_revid, dynasty=dynasty.name if dynasty else None)
    v.changes = diff_gamestates(old, new)
    if not new.players:
        v.findings.append(Finding("error", f"no {schema.players_term} table found on the new page (a table whose first column is headed {schema.player_term!r} or Name)"))
        return v
    roster_keys = {r.casefold() for r in roster or []}
    # a row whose name changed and nothing else: a rename, which only a Proposal may do
    added = [n for n in new.players if old.player(n) is None]
    removed = [n for n in old.players if new.player(n) is None]
    renamed: dict[str, str] = {}
    for a in added:
        values = [c.raw for c in list(new.players[a].values())[1:]]
        for r in removed:
            if r not in renamed.values() and [c.raw for c in list(old.players[r].values())[1:]] == values:
                renamed[a] = r
                break
    for a, r in renamed.items():
        key_cell = next(iter(new.players[a].values()))
        v.findings.append(Finding("error", f"{r} renamed to {a}: a {schema.player_term}'s name changes only as the result of a Proposal",
                                  schema.renaming, a, None, place(new, key_cell, a)))
    # rows added / removed
    for name, cells in new.players.items():
        if name in renamed:
            continue
        if old.player(name) is None:
            key_cell = next(iter(cells.values()))
            where = place(new, key_cell, name)
            if roster is not None and name.casefold() not in roster_keys:
                v.findings.append(Finding("error", f"{name} is not an active {schema.player_term} on the roster", None, name, None, where))
            else:
                v.findings.append(Finding("info", f"row added: {name} (a new {schema.player_term})", None, name, None, where))
            for header, cell in cells.items():
                spec = _spec_for(header, schema, dynasty)
                if spec is None or spec.default is None or header == cell.header and cell.col == 0:
                    continue
                want = spec.default
                got = cell.text
                same = (parse_number(got) == want) if isinstance(want, int) else (got.strip() == ("" if want == [] else str(want)))
                if not same:
                    v.findings.append(Finding("error", f"a new {schema.player_term}'s {spec.name} must start at its default {want!r}, not {got!r}",
                                              spec.citation, name, spec.name, place(new, cell, name)))
    for name in old.players:
        if new.player(name) is None and name not in renamed.values():
            v.findings.append(Finding("warning", f"row removed: {name} (idle players keep their gamestate; check why it was removed)", None, name))
    if roster is not None:
        for name in new.players:
            if name.casefold() not in roster_keys and old.player(name) is not None:
                v.findings.append(Finding("warning", f"{name} is not on the roster (idle?): their values should not change", None, name))
    # generic checks of every changed or added value
    for ch in v.changes:
        if ch.player is None:
            continue
        cell = new.player(ch.player).get(ch.variable)
        spec = _spec_for(ch.variable, schema, dynasty)
        if spec is None or cell is None:
            continue
        for msg, cite in check_value(spec, dynasty.value_text(spec, cell) if dynasty else cell.text, schema):
            v.findings.append(Finding("error", f"{ch.player}: {msg}", cite, ch.player, spec.name, ch.place))
    if dynasty is not None:
        dynasty.check(old, new, schema, v, roster=roster, summary=summary)
    # what nothing explained
    for ch in v.changes:
        if ch.player is not None and (ch.player, ch.variable) not in v.explained and not any(f.player == ch.player and f.variable in (ch.variable, None) and f.severity == "error" for f in v.findings):
            if dynasty is not None and dynasty.column_var(ch.variable) is False:
                continue
            v.findings.append(Finding("warning", f"unexplained change: {ch.player}'s {ch.variable} {ch.old!r} → {ch.new!r} (no action of the rules accounts for it)", None, ch.player, ch.variable, ch.place))
    order = {"error": 0, "warning": 1, "info": 2}
    v.findings.sort(key=lambda f: order[f.severity])
    return v
