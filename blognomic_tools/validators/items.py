"""The checks of a value that the rules tie to items: a value naming an item of a kind the rules define ("Location, which
is a Room": a Room on the page), a list whose entries are the rows of a rule's table ("An ordered list of Systems"), a
list no longer than a column of the item another variable names ("between none and a number equal to the number of
hardpoints on the Bot's Chassis"), an item's own variables in the page's table of that kind (a Room's Circuit
Breaker), and a cell written as a dynasty's page writes it (`CellForm`: "Petrol (85%)" holds an Engine and its
Condition). Every problem cites the sentence it breaks. Pure: the pages are parsed already.

A cell that holds more than its variable's value, written in a form no one has said ("Petrol (85%)" with no form for
the column), is never called illegal: the tools cannot tell what the rest of it is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..parsers.gamestate import GCell, Gamestate
from ..reading.citations import Citation
from .findings import Finding, place
from .model import VarSpec
from .schema import Schema
from .values import check_value, entries

_SUFFIXED = re.compile(r"^(?P<head>.+?)\s*\((?P<rest>[^()]*)\)$")  # "Petrol (85%)": a value and something written beside it


@dataclass(frozen=True)
class CellForm:
    """How a dynasty's page writes a cell holding more than one variable: `pattern` with {Variable} places
    ("{Engine} ({Condition}%)"), each entry of a list column written so; `rule` and `text` are the sentence of the
    rules the form writes (what the cell holds), for the findings to cite."""
    pattern: str
    rule: str
    text: str

    @property
    def citation(self) -> Citation:
        return Citation(self.rule, self.text)

    @property
    def places(self) -> list[str]:
        return re.findall(r"\{([^}]+)\}", self.pattern)

    def read(self, entry: str) -> dict[str, str] | None:
        """The values an entry holds by place ({"Engine": "Petrol", "Condition": "85"}), None when not in the form."""
        rx, last = "", 0
        for m in re.finditer(r"\{([^}]+)\}", self.pattern):
            rx += re.escape(self.pattern[last:m.start()]).replace(r"\ ", r"\s*") + f"(?P<p{len(rx)}>.+?)"
            last = m.end()
        rx += re.escape(self.pattern[last:]).replace(r"\ ", r"\s*")
        got = re.fullmatch(rx, entry.strip())
        if got is None:
            return None
        return dict(zip(self.places, (v.strip() for v in got.groups())))


def item_names(gs: Gamestate, kind: str) -> list[str] | None:
    """The names of the items of `kind` the page lists: its table titled by the kind (or its plural), or whose first
    column is headed by it; None when the page has none."""
    k = kind.casefold().rstrip("s")
    for t in gs.tables:
        if t.kind == "players":
            continue
        title = (t.title or "").casefold().rstrip("s")
        first = (t.headers[0] if t.headers else "").casefold().rstrip("s")
        if k in (title, first):
            return [r[0].text for r in t.rows if r and r[0].text.strip()]
    return None


def _fold(name: str) -> str:
    return name.replace("’", "'").replace("‘", "'").casefold().strip()


def _article(word: str) -> str:
    return "an" if word[:1].casefold() in "aeiou" else "a"


def _table_rows(schema: Schema, name: str | None) -> tuple[list[str], Citation | None, str] | None:
    """The names a list's entries are taken from: the rows of the table of the rule `name`, else the titles of its
    subrules ("Names of subrules of this rule are the names of Items defined in those subrules"), with the rule;
    None when the rules give neither."""
    if not name:
        return None
    rule = next((k for k in list(schema.tables) + list(schema.subrules) if k.casefold() == name.casefold()), None)
    if rule is None:
        return None
    t = schema.table(rule) if rule in schema.tables else None
    if t is not None:
        return [r[0] for r in t.rows if r and r[0].strip()], schema.table_rules.get(rule), f"the table of “{rule}”"
    subs = schema.subrules.get(rule) or []
    return (subs, schema.table_rules.get(rule), f"the subrules of “{rule}”") if subs else None


def _column_of(schema: Schema, value: str, column: str) -> int | None:
    """The number in `column` of the row named `value` in the rules' tables ("Hardpoints" of a Chassis)."""
    for t in schema.tables.values():
        try:
            grid = t.cells()
        except Exception:  # noqa: BLE001 - a table a render flattened has no cells to read: no bound from it
            continue
        cols = [h.casefold() for h in (grid.header or [])]
        if column.casefold() not in cols:
            continue
        i = cols.index(column.casefold())
        for row in grid.rows:
            if row and row[0].strip().casefold() == value.casefold() and i < len(row) and row[i].strip().isdigit():
                return int(row[i])
    return None


def check_cell(player: str, header: str, cell: GCell, spec: VarSpec, schema: Schema, gs: Gamestate, form: CellForm | None,
               everyone: list[str], text: str) -> list[Finding]:
    """One player's cell against everything the rules tie to it: its form, the values of each place of the form, its
    declaration (`text`: the value as the dynasty reads it), the item kind it names, the table its entries come from,
    and its length bound."""
    where = place(gs, cell, player)
    out: list[Finding] = []
    values: list[str] = [text]
    if form is not None:
        parts = cell.parts if spec.kind in ("list", "structures", "sequence") else [cell.text]
        values = []
        for part in parts:
            got = form.read(part)
            if got is None:
                out.append(Finding("error", f"{player}: {header} {part!r} must be written as '{form.pattern}'", form.citation, player, header, where))
                continue
            main = got.get(spec.name) or got.get(header) or next(iter(got.values()))
            values.append(main)
            for name, value in got.items():
                other = schema.var(name)
                if other is None or other is spec or name in (spec.name, header):
                    continue
                for msg, cite in check_value(other, value + ("%" if other.kind == "percent" and not value.endswith("%") else ""), schema):
                    out.append(Finding("error", f"{player}: {main}'s {msg}", cite, player, header, where))
        if spec.kind not in ("list", "structures", "sequence"):
            text = values[0] if values else text
    elif spec.kind == "enum" and spec.values and text.strip() and text.strip().casefold() not in {x.casefold() for x in spec.values}:
        m = _SUFFIXED.match(text.strip())
        if m and m.group("head").casefold() in {x.casefold() for x in spec.values}:
            return [Finding("cannot tell", f"{player}'s {header} {text.strip()!r} holds {m.group('head')!r} and “({m.group('rest')})” beside it: how the "
                                           f"page writes {header} is not said, so the tools cannot tell what the rest is", spec.citation, player, header, where)]
    if (spec.kind not in ("list", "structures", "sequence") or form is None) and (form is None or values):
        out += [Finding("error", f"{player}: {msg}", cite, player, spec.name, where) for msg, cite in check_value(spec, text, schema, holder=player, players=everyone)]
    names = values if form is not None and spec.kind in ("list", "structures", "sequence") else (
        entries(spec, text) if spec.kind in ("list", "structures", "sequence") else [text.strip()])
    # a value naming an item of a kind the rules define ("Location, which is a Room"): one the page lists
    if spec.of and spec.kind in ("text", "enum") and spec.of in schema.items or (spec.of and spec.kind == "text" and item_names(gs, spec.of)):
        listed = item_names(gs, spec.of)
        if listed and text.strip() and text.strip() not in listed:
            out.append(Finding("error", f"{player}'s {header} {text.strip()!r} is not a {spec.of} on the page ({', '.join(listed)})",
                               spec.citation, player, header, where))
    # a list whose entries are the rows of a rule's table ("An ordered list of Systems": the rule "Systems")
    rows = _table_rows(schema, spec.of) if spec.kind in ("list", "sequence") else None  # a dynasty's structures: its module's
    if rows:
        known, cite, source = rows
        keys = {_fold(k) for k in known}
        one = spec.of.rstrip("s")
        beside = []
        for n in names:
            if not n or _fold(n) in keys:
                continue
            m = _SUFFIXED.match(n)
            if form is None and m and _fold(m.group("head")) in keys:
                beside.append(n)  # a known entry with something written beside it, in a form no one has said
                continue
            if any(_fold(n).endswith(" " + k) for k in keys):
                beside.append(n)  # a known name with words before it ("Cursed Flashlight": its Properties, maybe)
                continue
            out.append(Finding("error", f"{player}: no {one} named {n!r} ({source})", cite or spec.citation, player, header, where))
        if beside:
            shown = ", ".join(repr(x) for x in beside)
            out.append(Finding("cannot tell", f"{player}'s {header} {shown}: each holds {_article(one)} {one}'s name and other words; how the "
                                              f"page writes {header} is not said, so the tools cannot tell what the rest is",
                               spec.citation, player, header, where))
    # a list no longer than a column of the item another variable names
    if spec.count_at_most:
        var, column = spec.count_at_most
        holder = gs.player(player) or {}
        other = holder.get(var) or next((c for h, c in holder.items() if h.casefold() == var.casefold()), None)
        if other is not None:
            model = other.text
            m = _SUFFIXED.match(model.strip())
            model = m.group("head") if m else model.strip()
            bound = _column_of(schema, model, column)
            if bound is not None and len(names) > bound:
                out.append(Finding("error", f"{player}: {len(names)} {header} on a {model}, which has {bound} {column.capitalize()}", spec.citation, player, header, where))
    return out


def check_item_tables(old: Gamestate, new: Gamestate, schema: Schema) -> list[Finding]:
    """Each item's own variables in the page's table of its kind (a Room's Circuit Breaker in the table of Rooms): the
    rows the edit changed or added, each cell against its declaration."""
    out: list[Finding] = []
    kinds = {k.casefold().rstrip("s"): k for k in schema.items}
    for t in new.tables:
        if t.kind == "players":
            continue
        kind = kinds.get((t.title or "").casefold().rstrip("s")) or kinds.get((t.headers[0] if t.headers else "").casefold().rstrip("s"))
        if kind is None:
            continue
        specs = {v.name.casefold(): v for v in schema.vars.values() if (v.holder_of or "").casefold().rstrip("s") == kind.casefold().rstrip("s")}
        before = old.lists.get(t.title, {})
        for row in t.rows:
            if not row or not row[0].text.strip():
                continue
            name = row[0].text
            now = new.lists.get(t.title, {}).get(name)
            if before.get(name) == now:
                continue
            for c in row[1:]:
                spec = specs.get(c.header.casefold())
                if spec is None:
                    continue
                for msg, cite in check_value(spec, c.text, schema):
                    out.append(Finding("error", f"{kind} {name}: {msg}", cite, None, c.header, place(new, c, name)))
    return out
