"""``blognomic wiki get|history|put``: read pages with their revision identity, walk history, write safely."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from .common import RulesetOpt, RulesetPageOpt, RulesetWikiOpt, WikiOpt, console, gamestate_validator, err_console, handle_errors, parse_utc, print_json, read_file, show_write, wiki_client

app = typer.Typer(help="Read and write wiki pages (dry-run with a diff unless --yes).", no_args_is_help=True)


def _rev(r) -> dict:
    return {"revid": r.revid, "timestamp": r.timestamp, "user": r.user, "comment": r.comment, "sha1": r.sha1}


@app.command()
@handle_errors
def get(
    page: str = typer.Argument(..., help="Page title, e.g. Gartenberg or 'Ruleset 223'."),
    rev: Optional[int] = typer.Option(None, "--rev", help="A revision id of that page."),
    wiki: Optional[str] = WikiOpt,
    json_out: bool = typer.Option(False, "--json"),
) -> None:
    """A page's wikitext (stdout) with its revision identity (stderr, or in --json)."""
    p = wiki_client(wiki).read(page, rev=rev)
    if json_out:
        print_json({"title": p.title, "revision": _rev(p.revision), "text": p.text})
        return
    r = p.revision
    err_console.print(f"[dim]{escape(p.title)} revision {r.revid} of {r.timestamp} by {escape(r.user or '?')}: {escape(r.comment or '')} (sha1 {r.sha1})[/]")
    typer.echo(p.text)


@app.command()
@handle_errors
def history(
    page: str = typer.Argument(...),
    since: Optional[str] = typer.Option(None, "--since", help="From this UTC time, e.g. 2024-02-01T00:00:00Z."),
    since_rev: Optional[int] = typer.Option(None, "--since-rev", help="After this revision id."),
    wiki: Optional[str] = WikiOpt,
    json_out: bool = typer.Option(False, "--json", help="Every revision with its text."),
) -> None:
    """The page's revisions, oldest first (content fetched 50 revisions per request)."""
    t = parse_utc(since, "--since") if since else None
    w = wiki_client(wiki)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), console=err_console, transient=True,
                  disable=json_out or not err_console.is_terminal) as progress:
        task = progress.add_task(f"history of {page}", total=None)
        revs = w.history(page, since=t, since_rev=since_rev, progress=lambda n: progress.update(task, completed=n))
    if json_out:
        print_json({"title": page, "requests": w.requests, "revisions": [dict(_rev(r.revision), parentid=r.parentid, text=r.text) for r in revs]})
        return
    table = Table(title=f"History of {escape(page)} ({len(revs)} revisions)")
    for col in ("revid", "time (UTC)", "user", "size", "summary"):
        table.add_column(col, overflow="fold")
    for r in revs:
        v = r.revision
        table.add_row(str(v.revid), (v.timestamp or "").replace("T", " ").rstrip("Z"), escape(v.user or ""), str(len(r.text or "")), escape(v.comment or ""))
    console.print(table)


@app.command()
@handle_errors
def put(
    page: str = typer.Argument(...),
    file: Path = typer.Argument(..., help="The new wikitext ('-' for stdin)."),
    summary: str = typer.Option(..., "--summary", "-m", help="Edit summary in the house style, e.g. '/* Dynastic Rules */ Enacting \"X\"'."),
    yes: bool = typer.Option(False, "--yes", help="Save. Without it, only the diff is shown and nothing is written."),
    create: bool = typer.Option(False, "--create", help="Create the page (refused if it exists)."),
    bot: bool = typer.Option(False, "--bot", help="Mark the edit as a bot edit."),
    force: bool = typer.Option(False, "--force", help="Save even if the gamestate page would break the rules (say why in the summary)."),
    ruleset: Optional[str] = RulesetOpt,
    ruleset_wiki: Optional[str] = RulesetWikiOpt,
    ruleset_page: str = RulesetPageOpt,
    wiki: Optional[str] = WikiOpt,
    json_out: bool = typer.Option(False, "--json"),
) -> None:
    """Replace a page's text, conflict-safely: dry-run diff by default, --yes to save."""
    import sys

    from ..writers import write_page

    new = sys.stdin.read() if str(file) == "-" else read_file(file)
    w = wiki_client(wiki)
    validate = None if force else gamestate_validator(page, ruleset, ruleset_wiki, ruleset_page, summary)
    report = write_page(w, page, lambda _old: new, summary, yes=yes, create=create, bot=bot, validate=validate)
    if json_out:
        from dataclasses import asdict

        print_json(asdict(report))
    else:
        show_write(report, page)
    if report.status == "gave up":
        raise typer.Exit(3)
    if report.status == "invalid":
        raise typer.Exit(1)
