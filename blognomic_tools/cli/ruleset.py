"""``blognomic ruleset show|rule|profile``."""
from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Any, Optional

import typer
from rich.markup import escape
from rich.table import Table as RichTable
from rich.tree import Tree

from ..models import Rule, Ruleset

if TYPE_CHECKING:
    from ..profile import RulesProfile
from .common import console, fail, handle_errors, load_source, print_json, profile_of

app = typer.Typer(help="Read a Ruleset: its tree, one rule, or the rules profile the other tools follow.", no_args_is_help=True)

SourceArg = typer.Argument(None, metavar="SOURCE", show_default=False,
                           help="A ruleset file: wikitext (.wiki), rendered HTML (.html) or a text render (.txt); '-' for stdin. Omit it with --wiki.")
WikiOpt = typer.Option(None, "--wiki", help="Read the page --page from this wiki's API instead of a file, e.g. https://wiki.blognomic.com/api.php")
PageOpt = typer.Option("Ruleset", "--page", help="Page to read with --wiki (e.g. 'Ruleset 209').")
FormatOpt = typer.Option(None, "--format", help="Force the input format: wikitext, html or text (default: detected).")


def _origin(rs: Ruleset) -> str:
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


def _rule_json(rule: Rule) -> dict:
    return {
        "number": rule.number,
        "title": rule.title,
        "level": rule.level,
        "tags": rule.tags,
        "subrules": [_rule_json(s) for s in rule.subrules],
    }


@app.command()
@handle_errors
def show(
    source: Optional[str] = SourceArg,
    wiki: Optional[str] = WikiOpt,
    page: str = PageOpt,
    fmt: Optional[str] = FormatOpt,
    json_out: bool = typer.Option(False, "--json", help="Machine-readable output."),
) -> None:
    """The tree of sections, rules and subrules."""
    rs = load_source(source, wiki, page, fmt)
    if json_out:
        print_json(
            {
                "title": rs.title,
                "revision": asdict(rs.revision) if rs.revision else None,
                "format": rs.source_format,
                "sections": [{"number": s.number, "name": s.name, "rules": [_rule_json(r) for r in s.rules]} for s in rs.sections],
            }
        )
        return
    tree = Tree(f"[bold]{escape(_origin(rs))}[/]")
    for section in rs.sections:
        node = tree.add(f"[bold cyan]{section.number} {escape(section.name)}[/]")

        def add(parent: Tree, rule: Rule) -> None:
            child = parent.add(f"{rule.number or ''} {escape(rule.title)}".lstrip())
            for sub in rule.subrules:
                add(child, sub)

        for rule in section.rules:
            add(node, rule)
    console.print(tree)
    n = sum(1 for _ in rs.rules())
    console.print(f"{len(rs.sections)} sections, {n} rules and subrules, {len(rs.glossary)} glossary terms")
    if not rs.numbered:
        console.print("[dim]No rule numbers: a text render loses the nesting they come from.[/]")


@app.command()
@handle_errors
def rule(
    source: Optional[str] = SourceArg,
    title: Optional[str] = typer.Argument(None, metavar="TITLE", show_default=False,
                                          help="Rule title (case, quotes and [Tag]s ignored) or number ('Rule 1.5', '2.5.1')."),
    wiki: Optional[str] = WikiOpt,
    page: str = PageOpt,
    fmt: Optional[str] = FormatOpt,
    json_out: bool = typer.Option(False, "--json", help="Machine-readable output."),
) -> None:
    """One rule's text (its subrules are listed, not included). `rule SOURCE TITLE`, or `rule --wiki URL [--page P] TITLE`."""
    if title is None and wiki and source is not None:
        source, title = None, source  # with --wiki the one positional is the title
    if title is None:
        fail("give the rule's TITLE (or number) after the SOURCE file, or after --wiki URL [--page P]")
    rs = load_source(source, wiki, page, fmt)
    r = rs.rule(title)
    if json_out:
        print_json(
            {
                "ruleset": rs.title,
                "number": r.number,
                "title": r.title,
                "section": r.section,
                "tags": r.tags,
                "text": r.text,
                "subrules": [s.title for s in r.subrules],
                "tables": [asdict(t) for t in r.tables],
                "lists": [_nested(items, depths) for items, depths in zip(r.lists, r.list_depths or [[1] * len(x) for x in r.lists])],
                "span": list(r.span) if r.span else None,
            }
        )
        return
    console.print(f"[bold]{r.number or ''} {escape(r.title)}[/]  [dim]({escape(r.section)}, {escape(_origin(rs))})[/]".replace("[bold] ", "[bold]", 1))
    console.print(escape(r.text) if r.text else "[dim](no text of its own)[/]")
    for t in r.tables:
        table = RichTable(title=escape(t.caption) if t.caption else None, show_lines=False)
        for h in t.header or [""] * max((len(x) for x in t.rows), default=1):
            table.add_column(escape(h))
        for row in t.rows:
            table.add_row(*[escape(c) for c in row])
        console.print(table)
        if t.unreadable:  # a text render's table shown as its lines: say why its cells are not known
            console.print(f"[dim]{escape(t.unreadable)}[/]", soft_wrap=True)
    if r.subrules:
        console.print("[dim]subrules:[/] " + ", ".join(f"{s.number or ''} {escape(s.title)}".lstrip() for s in r.subrules))


# ----------------------------------------------------------------------------------------------


def describe(value: Any) -> str:
    """A short human reading of a profile value."""
    if value is None:
        return "—"
    if isinstance(value, dict) and "combinator" in value:
        joined = "; ".join(_cond(c) for c in value["conditions"])
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


def _nested(items: list[str], depths: list[int]) -> list:
    """A list's items as nested arrays: an item's sub-items follow it as a list of their own."""
    out: list = []
    stack = [(1, out)]
    for item, d in zip(items, depths):
        while d > stack[-1][0] and stack[-1][1]:
            sub: list = []
            stack[-1][1].append(sub)
            stack.append((stack[-1][0] + 1, sub))
        while d < stack[-1][0] and len(stack) > 1:
            stack.pop()
        stack[-1][1].append(item)
    return out


def _cond(c: dict) -> str:
    kind = c.get("kind")
    if kind == "all":
        return " and ".join(_cond(x) for x in c["all"]) + (" (with an exception)" if c.get("exception") else "")
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


def _rows(profile: RulesProfile):
    for key in ("player_term", "player_term_plural", "emperor_term", "quorum", "vote_icons", "gamestate_location", "roster_location"):
        yield key, getattr(profile, key)
    for group in ("votes", "proposal", "deferential", "cfj", "dov", "hiatus"):
        for key, f in getattr(profile, group).items():
            yield f"{group}.{key}", f


@app.command()
@handle_errors
def profile(
    source: Optional[str] = SourceArg,
    wiki: Optional[str] = WikiOpt,
    page: str = PageOpt,
    fmt: Optional[str] = FormatOpt,
    json_out: bool = typer.Option(False, "--json", help="Machine-readable output (every field with its citation)."),
) -> None:
    """The rules profile: terms, quorum, icons, proposal/CfJ/DoV rules, DEFERENTIAL, hiatus... each with its citation."""
    rs = load_source(source, wiki, page, fmt)
    prof = profile_of(rs)
    if json_out:
        print_json(prof.to_dict())
        return
    table = RichTable(title=f"Rules profile of {escape(_origin(rs))}", show_lines=True, expand=True)
    table.add_column("field", style="bold", no_wrap=True)
    table.add_column("value", ratio=3)
    table.add_column("read from", ratio=3)
    for key, f in _rows(prof):
        value = describe(f.value)
        if f.status != "recognised":
            value = f"[yellow]{f.status}[/]" + (f": {escape(f.note)}" if f.note else "") if f.value is None else escape(value)
        else:
            value = escape(value) + (f"\n[dim]{escape(f.note)}[/]" if f.note else "")
        if f.citation:
            text = f.citation.text.split("\n")[0]
            text = text if len(text) <= 160 else text[:157] + "…"
            where = f"[cyan]{escape(f.citation.rule)}[/] ({f.citation.number or f.citation.section}): “{escape(text)}”"
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
