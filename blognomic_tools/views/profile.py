"""The rules profile as a table: every field, its value and the rule it was read from."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..models import Ruleset

if TYPE_CHECKING:
    from ..profile import RulesProfile


def origin(rs: Ruleset) -> str:
    """"Ruleset 205 (wikitext, revision 123, 2024-02-24T10:00:00Z by Kevan)": the page and where it was read from."""
    rev = rs.revision
    bits = [f"{rs.title}", f"({rs.source_format}"]
    if rev and rev.revid:
        bits[-1] += f", revision {rev.revid}"
    if rev and rev.timestamp:
        bits[-1] += f", {rev.timestamp}"
    if rev and rev.user:
        bits[-1] += f" by {rev.user}"
    bits[-1] += ")"
    return " ".join(bits)


def describe(value: Any) -> str:
    """A short human reading of a profile value."""
    if value is None:
        return "—"
    if isinstance(value, dict) and "combinator" in value:
        joined = "; ".join(condition(c) for c in value["conditions"])
        return f"{value['combinator']} of: {joined}"
    if isinstance(value, dict) and "formula" in value:
        return f"{value['formula']}, N = {value['n']}"
    if isinstance(value, list) and value and isinstance(value[0], dict) and "name" in value[0]:
        return ", ".join(
            f"{i['name']} ({i['image']})" + (f" [{i['holder']} only]" if i.get("holder") else "") for i in value
        )
    if isinstance(value, dict):
        return ", ".join(f"{k}={describe(v) if isinstance(v, (dict, list)) else v}" for k, v in value.items() if k not in ("text", "rule"))
    if isinstance(value, list):
        return ", ".join(describe(v) if isinstance(v, (dict, list)) else str(v) for v in value)
    return str(value)


def condition(c: dict) -> str:
    """One condition of a mechanic, in words ("≥ 12 h", "FOR > 1/2 of players")."""
    kind = c.get("kind")
    if kind == "all":
        return " and ".join(condition(x) for x in c["all"]) + (" (with an exception)" if c.get("exception") else "")
    if kind == "min_hours":
        return f"{'>' if c.get('strict') else '≥'} {c['hours']} h"
    if kind == "min_valid_votes":
        return f"> {c['more_than']} valid votes"
    if kind == "max_valid_votes":
        return f"< {c['fewer_than']} valid votes"
    if kind == "for_more_than_fraction_of_players":
        return f"FOR > {c['fraction']} of players"
    if kind == "unrecognised":
        return f"UNRECOGNISED: {c['text']}"
    return kind.replace("_", " ") if kind else str(c)


def rows(profile: RulesProfile):
    """(field name, Field) of the profile, in the order the table shows them."""
    for key in ("player_term", "player_term_plural", "emperor_term", "quorum", "vote_icons", "gamestate_location", "roster_location"):
        yield key, getattr(profile, key)
    for group in ("votes", "proposal", "deferential", "cfj", "dov", "hiatus"):
        for key, f in getattr(profile, group).items():
            yield f"{group}.{key}", f


def render_profile(console: Console, rs: Ruleset, prof: RulesProfile) -> None:
    table = Table(title=f"Rules profile of {escape(origin(rs))}", show_lines=True, expand=True)
    table.add_column("field", style="bold", no_wrap=True)
    table.add_column("value", ratio=3)
    table.add_column("read from", ratio=3)
    for key, f in rows(prof):
        value = describe(f.value)
        if f.status != "recognised":
            value = f"[yellow]{f.status}[/]" + (f": {escape(f.note)}" if f.note else "") if f.value is None else escape(value)
        else:
            value = escape(value) + (f"\n[dim]{escape(f.note)}[/]" if f.note else "")
        if f.citation:
            where = f"[cyan]{escape(f.citation.rule)}[/] ({f.citation.number or f.citation.section}): “{escape(f.citation.quote(160))}”"
        else:
            where = "[dim]no rule[/]"
        table.add_row(key, value, where)
    console.print(table)
    if prof.term_artefacts:
        console.print("[bold]Synonym artefacts tolerated:[/] " + ", ".join(f"“{escape(a['text'])}” ({escape(a['rule'])})" for a in prof.term_artefacts))
    if prof.unrecognised:
        console.print(f"[bold yellow]{len(prof.unrecognised)} unrecognised:[/]")
        for u in prof.unrecognised:
            console.print(f"  {u.field}: {escape(u.reason)} — {escape(u.rule or '?')}: “{escape(u.text)}”")
    else:
        console.print("[green]Every mechanic the ruleset states was recognised.[/]")
