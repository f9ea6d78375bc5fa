"""The gamestate the rules declare, as `ruleset schema` shows it: every variable with each field and the sentence
it was read from, the items and tables the rules define, the core sentences that hold for every variable, and
every sentence that looks like a declaration but was not read, with its reason; then the actions the rules define
and the sentences that look like actions but were not read (views.actions). ``schema_dict`` is the JSON (its
order is the Ruleset's: the same input gives the same bytes)."""
from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.markup import escape

from ..models import Ruleset
from ..reading.citations import Citation
from ..validators.model import DECLARATION, POSSIBLE, VarSpec
from ..validators.schema import Schema
from .actions import actions_data, actions_lines
from .profile import origin

FIELDS = ("kind", "scope", "holder_of", "default", "default_text", "minimum", "maximum", "values", "unit", "of",
          "tracked", "tracked_by", "public", "name_rules", "notes")
CORE = (("altered_only", "the Gamestate changes only as the Ruleset says"),
        ("numbers", "numbers are non-negative integers"),
        ("illegal_value", "no action may set an illegal value"),
        ("renaming", "a name changes only by a Proposal"))


def _cite(c: Citation | None) -> dict | None:
    return None if c is None else {"rule": c.rule, "number": c.number, "section": c.section, "text": c.text}


def var_dict(v: VarSpec) -> dict:
    d: dict[str, Any] = {"name": v.name}
    for f in FIELDS:
        d[f] = getattr(v, f)
    d["citation"] = _cite(v.citation)
    d["cited"] = {f: _cite(c) for f, c in v.cited.items()}
    return d


def schema_dict(rs: Ruleset, schema: Schema) -> dict:
    return {
        "ruleset": rs.title,
        "source": schema.source,
        "player_term": schema.player_term,
        "players_term": schema.players_term,
        "variables": [var_dict(v) for v in schema.vars.values()],
        "not_in_force": [var_dict(v) for v in schema.inactive.values()],
        "items": [{"item": k, "citation": _cite(c)} for k, c in schema.items.items()],
        "tables": [{"rule": k, "header": t.header, "rows": len(t.rows), "readable": not t.unreadable} for k, t in schema.tables.items()],
        "core": {k: _cite(getattr(schema, k)) for k, _ in CORE},
        "unread": [{"what": u.what, "reason": u.reason, "citation": _cite(u.citation)} for u in schema.unread
                   if u.what in (DECLARATION, POSSIBLE)],
        **actions_data(schema.actions, schema.unread),
    }


def _holder(v: VarSpec, schema: Schema) -> str:
    if v.scope == "player":
        return f"each {schema.player_term}"
    if v.scope == "global":
        return "the game"
    return f"each {v.holder_of or v.scope}"


def _value(x: Any) -> str:
    if isinstance(x, list):
        return "[" + ", ".join(map(str, x)) + "]" if x else "an empty list"
    return str(x)


def summary(v: VarSpec, schema: Schema) -> str:
    """One line: 'Money: each Operator, money (₩), default 20000, 0 to 20000, public'."""
    bits = [_holder(v, schema), v.kind + (f" ({v.unit})" if v.unit else "") + (f" of {v.of}" if v.of else "")]
    if v.values:
        bits.append("one of " + ", ".join(v.values))
    if v.name_rules:
        bits.append("names: " + ", ".join(v.name_rules))
    if v.default is not None:
        bits.append(f"default {_value(v.default)}")
    if v.default_text:
        bits.append(f"default: {v.default_text}")
    if v.minimum is not None or v.maximum is not None:
        lo = "" if v.minimum is None else str(v.minimum)
        hi = "" if v.maximum is None else str(v.maximum)
        bits.append(f"{lo} to {hi}" if lo and hi else (f"at least {lo}" if lo else f"at most {hi}"))
    if v.tracked:
        bits.append(f"tracked {'in the ' + v.tracked if v.tracked == 'GNDT' else v.tracked}" + (f" by the {v.tracked_by}" if v.tracked_by else ""))
    if v.public is not None:
        bits.append("public" if v.public else "private")
    bits.extend(v.notes)
    return f"{v.name}: " + ", ".join(bits)


def _where(c: Citation) -> str:
    text = " ".join(c.text.split())
    text = text if len(text) <= 200 else text[:199] + "…"
    return f"rule “{escape(c.rule)}”: “{escape(text)}”"


def _var(console: Console, v: VarSpec, schema: Schema) -> None:
    console.print(f"  [bold]{escape(summary(v, schema))}[/]", soft_wrap=True)
    if v.citation is not None:
        console.print(f"    {_where(v.citation)}", soft_wrap=True)
    for f, c in v.cited.items():
        console.print(f"    {f}: {_where(c)}", soft_wrap=True)


def render_schema(console: Console, rs: Ruleset, schema: Schema) -> None:
    console.print(f"[bold]The gamestate of {escape(origin(rs))}[/] ({escape(schema.player_term)} / {escape(schema.players_term)})")
    console.print(f"\n[bold]{len(schema.vars)} variables[/]")
    for v in schema.vars.values():
        _var(console, v, schema)
    if schema.inactive:
        console.print(f"\n[bold]{len(schema.inactive)} declared by rules not in force[/]")
        for v in schema.inactive.values():
            _var(console, v, schema)
    console.print("\n[bold]Items and tables[/]")
    for k, c in schema.items.items():
        console.print(f"  item {escape(k)}: {_where(c)}", soft_wrap=True)
    for k, t in schema.tables.items():
        cols = ", ".join(t.header) if t.header else "no header"
        state = "" if not t.unreadable else ", its cells not readable in this render"
        console.print(f"  table of “{escape(k)}”: {escape(cols)} ({len(t.rows)} rows{state})", soft_wrap=True)
    console.print("\n[bold]Core sentences[/]")
    for k, what in CORE:
        c = getattr(schema, k)
        console.print(f"  {what}: {_where(c) if c else '[yellow]not found[/]'}", soft_wrap=True)
    unread = [u for u in schema.unread if u.what == DECLARATION]
    console.print(f"\n[bold]{len(unread)} not read[/]" + (" (each looks like a declaration)" if unread else ""))
    for u in unread:
        console.print(f"  {_where(u.citation)}\n    [yellow]{escape(u.reason)}[/]", soft_wrap=True)
    possible = sum(u.what == POSSIBLE for u in schema.unread)
    if possible:
        console.print(f"  and {possible} sentences that mention gamestate in other words, not read (listed with --json)",
                      soft_wrap=True)
    console.print(f"\n[bold]{len(schema.actions)} actions[/]")
    for line in actions_lines(schema.actions, schema.unread):
        console.print(escape(line), soft_wrap=True, highlight=False)
