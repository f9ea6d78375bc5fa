"""``blognomic ruleset show|rule|profile|schema``."""
from __future__ import annotations

from dataclasses import asdict
from typing import Optional

import typer
from rich.markup import escape
from rich.table import Table as RichTable
from rich.tree import Tree

from ..models import Rule
from ..views.profile import origin, render_profile

from .common import console, fail, handle_errors, load_source, print_json, profile_of, ruleset_in_force

app = typer.Typer(help="Read a Ruleset: its tree, one rule, the rules profile the other tools follow, or the gamestate it declares.", no_args_is_help=True)

SourceArg = typer.Argument(None, metavar="SOURCE", show_default=False,
                           help="A ruleset file: wikitext (.wiki), rendered HTML (.html) or a text render (.txt); '-' for stdin. Omit it for --wiki, or for the Ruleset in force (the config's "
                                "[ruleset], else the page Ruleset of the config's wiki, else of the live wiki).")
WikiOpt = typer.Option(None, "--wiki", help="Read the page --page from this wiki's API instead of a file, e.g. https://wiki.blognomic.com/api.php")
PageOpt = typer.Option(None, "--page", help="Page to read (e.g. 'Ruleset 209'), from --wiki or else the wiki of the Ruleset in force (default: Ruleset, or the config's [ruleset] page).")


def _read(source: str | None, wiki: str | None, page: str | None, fmt: str | None):
    """The Ruleset asked for: SOURCE or --wiki [--page]; with neither, the Ruleset in force, as every command reads it."""
    if source or wiki:
        return load_source(source, wiki, page or "Ruleset", fmt)
    if page is not None:  # a page of the wiki the Ruleset in force is read from
        from ..config import default_wiki, load_config

        return load_source(None, load_config().get("ruleset", {}).get("wiki") or default_wiki(), page, fmt)
    return ruleset_in_force(None, None, None)
FormatOpt = typer.Option(None, "--format", help="Force the input format: wikitext, html or text (default: detected).")


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
    rs = _read(source, wiki, page, fmt)
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
    tree = Tree(f"[bold]{escape(origin(rs))}[/]")
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
    """One rule's text (its subrules are listed, not included). `rule SOURCE TITLE`, `rule --wiki URL [--page P] TITLE`,
    or `rule TITLE` for the Ruleset in force."""
    from ..sources.files import is_file

    if title is None and source is not None and (wiki or (source != "-" and not is_file(source))):
        source, title = None, source  # with --wiki, or naming no file, the one positional is the title
    if title is None:
        fail("give the rule's TITLE (or number) after the SOURCE file, after --wiki URL [--page P], or alone for the Ruleset in force")
    rs = _read(source, wiki, page, fmt)
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
    console.print(f"[bold]{r.number or ''} {escape(r.title)}[/]  [dim]({escape(r.section)}, {escape(origin(rs))})[/]".replace("[bold] ", "[bold]", 1))
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
    rs = _read(source, wiki, page, fmt)
    prof = profile_of(rs)
    if json_out:
        print_json(prof.to_dict())
        return
    render_profile(console, rs, prof)


@app.command()
@handle_errors
def schema(
    source: Optional[str] = SourceArg,
    wiki: Optional[str] = WikiOpt,
    page: str = PageOpt,
    fmt: Optional[str] = FormatOpt,
    json_out: bool = typer.Option(False, "--json", help="Machine-readable output (every field with its citation)."),
) -> None:
    """The gamestate the rules declare: each variable with its fields and citations, the items and tables, the core
    sentences, and what looks like a declaration but was not read."""
    from ..validators.schema import extract_schema
    from ..views.schema import render_schema, schema_dict

    rs = _read(source, wiki, page, fmt)
    sch = extract_schema(rs, profile_of(rs))
    if json_out:
        print_json(schema_dict(rs, sch))
        return
    render_schema(console, rs, sch)
