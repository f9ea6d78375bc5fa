"""``blognomic wiki get|history|put``: read pages with their revision identity, walk history, write safely."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from ..errors import BlognomicError
from .common import (yes_opt,
    RulesetOpt, RulesetPageOpt, RulesetWikiOpt, WikiOpt, console, gamestate_validator, err_console, finishes_writes,
    handle_errors, parse_utc, print_diff, print_json, read_file, show_undecided, show_write, wiki_client)

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
    """A page's wikitext (stdout) with its revision identity (stderr, or in --json: revision.revid is the
    revision read). The revision read is recorded in the tools' state folder: `wiki put` of an edit of the text
    takes it as its base (or give `wiki put --base-rev` that revision)."""
    from ..sources.reads import record

    w = wiki_client(wiki)
    p = w.read(page, rev=rev)
    if json_out:
        print_json({"title": p.title, "revision": _rev(p.revision), "text": p.text})
    else:
        r = p.revision
        err_console.print(f"[dim]{escape(p.title)} revision {r.revid} of {r.timestamp} by {escape(r.user or '?')}: {escape(r.comment or '')} (sha1 {r.sha1}); "
                          f"put an edit of it back with --base-rev {r.revid}[/]")
        typer.echo(p.text)
    record(w.where, [p.title, page], p.revision)  # once the text is out: a get cut short records nothing


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
@finishes_writes
def put(
    page: str = typer.Argument(...),
    file: Path = typer.Argument(..., help="The new wikitext ('-' for stdin)."),
    summary: str = typer.Option(..., "--summary", "-m", help="Edit summary in the house style, e.g. '/* Dynastic Rules */ Enacting \"X\"'."),
    yes: bool = yes_opt(),
    base_rev: Optional[int] = typer.Option(None, "--base-rev", help="The revision FILE was edited from: edits saved since are kept, your "
                                           "change is merged onto them. Default: the revision `wiki get` read (recorded by it)."),
    force_current: bool = typer.Option(False, "--force-current", help="Put FILE over the current revision as it is, as if it were "
                                       "edited from it (undoes any edit saved since FILE was read)."),
    allow_empty: bool = typer.Option(False, "--allow-empty", help="Save an empty FILE (blanks the page)."),
    create: bool = typer.Option(False, "--create", help="Create the page (refused if it exists)."),
    bot: bool = typer.Option(False, "--bot", help="Mark the edit as a bot edit."),
    force: bool = typer.Option(False, "--force", help="Save even if the gamestate page would break the rules (say why in the summary)."),
    ruleset: Optional[str] = RulesetOpt,
    ruleset_wiki: Optional[str] = RulesetWikiOpt,
    ruleset_page: str = RulesetPageOpt,
    wiki: Optional[str] = WikiOpt,
    json_out: bool = typer.Option(False, "--json"),
) -> None:
    """Replace a page's text, conflict-safely: dry-run diff by default, --yes to save.

    Your change is FILE against its base revision: --base-rev N, else the revision `wiki get` read (recorded by it;
    when it read several, the one FILE is nearest to). Edits saved since the base are kept: your change is merged
    onto them (cell by cell in tables); where both changed the same span nothing is saved and each span is
    reported (exit 3). With no base known, nothing is saved unless --force-current says to put FILE over the
    current revision as it is. An empty FILE is refused unless --allow-empty."""
    import sys

    from ..saving import Replacement, write_page
    from ..sources.reads import BaseUnknown, base_of

    if create and (base_rev is not None or force_current):
        raise BlognomicError(f"{'--base-rev' if base_rev is not None else '--force-current'} and --create: a page to create has no "
                             f"{'base' if base_rev is not None else 'current'} revision")
    if base_rev is not None and force_current:
        raise BlognomicError("--base-rev and --force-current: give one (--base-rev merges FILE from that revision, --force-current puts it "
                             "over the current one as it is)")
    given = base_rev is not None or force_current or create
    shown = "stdin" if str(file) == "-" else str(file)
    new = sys.stdin.read() if str(file) == "-" else read_file(file)
    if not new.strip() and not allow_empty:
        raise BlognomicError(f"{shown} is empty{'' if not new else ' (nothing but white space)'}: saving it would blank {page!r} "
                             "(a failed `wiki get > FILE` leaves such a file); give --allow-empty to blank the page")
    w = wiki_client(wiki)
    base_from = "--base-rev" if base_rev is not None else "--force-current" if force_current else "--create" if create else None
    read, unknown = None, None
    if not given:
        try:
            read = base_of(w, page, new, shown)
        except BaseUnknown as e:
            if yes:
                raise
            unknown = e  # a dry run still shows the diff against the current revision, then says saving would be refused
        else:
            base_rev, base_from = read.revid, "wiki get"
    validate = None if force else gamestate_validator(page, ruleset, ruleset_wiki, ruleset_page, summary)
    report = write_page(w, page, Replacement(new, base_rev), summary, yes=yes, create=create, bot=bot, validate=validate)
    if json_out:
        from dataclasses import asdict

        print_json(dict(asdict(report), exit_code=2 if unknown else report.exit_code, base_from=base_from, refused=str(unknown) if unknown else None,
                        cannot_tell=list(getattr(validate, "undecided", None) or [])))
    elif unknown:
        print_diff(report.diff)
    else:
        if read is not None:
            console.print(f"base: {read}, the one `blognomic wiki get` read (no --base-rev given)", markup=False, highlight=False, soft_wrap=True)
        show_write(report, page)
        show_undecided(validate)
    if unknown:
        raise BlognomicError(f"{unknown} (dry run: the diff shown is against the current revision {report.parent_revid}; saving it would be refused)")
    if report.exit_code:
        raise typer.Exit(report.exit_code)
