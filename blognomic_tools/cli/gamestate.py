"""``blognomic gamestate show|fix`` and ``blognomic validate``: the gamestate page checked against the rules."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Optional

import typer
from rich.markup import escape
from rich.table import Table

from ..views.validation import render_opened, render_validation
from .common import (yes_opt,
    RulesetOpt,
    RulesetPageOpt,
    RulesetWikiOpt,
    WikiOpt,
    blog_client,
    console,
    err_console,
    fail,
    finishes_writes,
    handle_errors,
    histories_of,
    note,
    parse_utc,
    print_json,
    read_file,
    schema_in_force,
    show_undecided,
    show_write,
    warn,
    wiki_client,
)

app = typer.Typer(help="The gamestate page as a model; fix derived values through the safe writer.", no_args_is_help=True)


@app.command()
@handle_errors
def show(
    source: str = typer.Argument(..., help="A page title on the wiki, or a file (.wiki, or a GNDT .csv export)."),
    ruleset: Optional[str] = RulesetOpt,
    ruleset_wiki: Optional[str] = RulesetWikiOpt,
    ruleset_page: str = RulesetPageOpt,
    wiki: Optional[str] = WikiOpt,
    json_out: bool = typer.Option(False, "--json"),
) -> None:
    """The gamestate as tables: players and their variables, globals, lists. Exit 0, or 2 when the page or
    file cannot be read or is not a gamestate page."""
    from ..parsers.gamestate import parse_gamestate, parse_gndt_csv, require_players

    schema = schema_in_force(ruleset, ruleset_wiki, ruleset_page, required=False)
    terms = (schema.player_term, schema.players_term) if schema else ()
    from ..sources.files import is_file

    p = Path(source)
    revid = None
    local = is_file(p)
    if p.suffix.lower() == ".csv" and local:
        gs = parse_gndt_csv(read_file(source), p.name)
    elif local:
        gs = parse_gamestate(read_file(source), source, player_terms=terms, complete=True)  # errors name the file
        gs.page = p.stem
    else:
        page = wiki_client(wiki).read(source)
        revid = page.revision.revid
        gs = parse_gamestate(page.text, page.title, revid, player_terms=terms, complete=True)
    if gs.source == "wiki":
        require_players(gs if not local else replace(gs, page=source), schema.player_term if schema else "Player", schema.players_term if schema else "players")
    if json_out:
        print_json({"page": gs.page, "revid": gs.revid, "source": gs.source, **gs.model()})
        return
    columns = list(dict.fromkeys(h for cells in gs.players.values() for h in cells))  # every players table's columns, merged
    table = Table(title=f"{escape(gs.page)}" + (f" (revision {revid})" if revid else "") + f": {len(gs.players)} {escape(schema.players_term if schema else 'players')}")
    for h in columns:
        table.add_column(escape(h), overflow="fold")
    for name, cells in gs.players.items():
        table.add_row(*[escape("\n".join(c.text for c in cells[h].cells)) if h in cells else "" for h in columns])
    console.print(table)
    for k, g in gs.globals.items():
        console.print(f"[bold]{escape(k)}[/]: {escape(g.text)}")
    for title, rows in gs.lists.items():
        console.print(f"[bold]{escape(title)}[/]: " + "; ".join(f"{escape(k)}: {escape(', '.join(v)) or '—'}" for k, v in rows.items()))


def _progress(total: int):
    """A progress bar on stderr for a long run, only when stderr is a terminal (none when piped or redirected)."""
    if total < 2 or not err_console.is_terminal:
        return None
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err_console, transient=True)


def register(root: typer.Typer) -> None:
    @root.command("validate")
    @handle_errors
    def validate_cmd(
        page: Optional[str] = typer.Option(None, "--page", help="The gamestate page on the wiki (its current text is the old side)."),
        new: Optional[str] = typer.Option(None, "--new", help="The edited text (a file: a .wiki page, or a GNDT .csv export)."),
        old: Optional[str] = typer.Option(None, "--old", help="The old text (a file: .wiki or .csv), instead of --page."),
        rev: Optional[int] = typer.Option(None, "--rev", help="Check an edit already made: revision N of --page against its parent."),
        as_of: Optional[str] = typer.Option(None, "--as-of", help="Judge by the Ruleset in force at this UTC time (default: an edit already made by the "
                                            "Ruleset of its own time, a new text by today's); with --page and --new, the page as it was then is the old side."),
        since: Optional[str] = typer.Option(None, "--since", help="Check every edit of --page since this UTC time."),
        base_rev: Optional[int] = typer.Option(None, "--base-rev", help="With --page and --new: the revision the edit was made from (the one its "
                                               "edit form was opened from; default the current one); what others saved after it is listed apart."),
        section: Optional[str] = typer.Option(None, "--section", help="With --page and --new: the file holds section N of the page (as "
                                              "action=edit&section=N shows it), or a new section ('new', under --summary as its heading)."),
        summary: Optional[str] = typer.Option(None, "--summary", help="The edit summary (tells a Fortnight from other edits)."),
        editor: Optional[str] = typer.Option(None, "--editor", help="Who makes the edit (with --new; --rev and --since read it from the history): "
                                             "an action the rules give a player on their own row, made by another, is said."),
        roster: bool = typer.Option(False, "--check-roster", help="Check names against the active players of the blog's sidebar (--blog or the config's)."),
        old_roster: bool = typer.Option(False, "--roster", hidden=True, help="The old name of --check-roster (--roster is a list of names elsewhere)."),
        blog: Optional[str] = typer.Option(None, "--blog", help="The blog for --check-roster (default: config, else live)."),
        ruleset: Optional[str] = RulesetOpt,
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        wiki: Optional[str] = WikiOpt,
        json_out: bool = typer.Option(False, "--json"),
    ) -> None:
        """Is an edit of the gamestate page legal? Exit 0 legal, 1 illegal, 2 input error, 4 cannot tell (a change no
        declaration or action the tools read lets them judge; none illegal)."""
        from ..validators.findings import exit_code, overall
        from ..validators.gamestate import validate_edit

        if old_roster:
            warn(["validate --roster is now --check-roster (--roster is a list of names in tally, fail and enact); the old spelling will go"])
            roster = True
        from ..sources.history import revision_time
        from ..validators.schema import extract_schema
        from .common import era_in_force, is_past, rules_at
        from .tally import parse_as_of

        t = parse_as_of(as_of)
        era = era_in_force(ruleset, ruleset_wiki, ruleset_page, t, past=is_past(as_of, t))
        schemas: dict = {}

        def judged_at(when):
            """The schema of the Ruleset in force at `when` (--as-of wins), and the label of that revision."""
            rules = rules_at(era, t if as_of or when is None else when, say_notes=False)
            if rules.label not in schemas:
                schemas[rules.label] = extract_schema(rules.ruleset, rules.profile)
            return schemas[rules.label], rules

        schema, then = judged_at(None)
        used = []
        players = None
        if roster:
            _, r = blog_client(blog, cache=False).listing("")
            if r is None:
                fail("the blog's front page has no roster (#PlayerList) to check names against")
            players = r.players
        results = []
        opened = None  # with --page --new: the edit against the revision it was made from (validators.opened)
        if (base_rev or section is not None) and not (page and new and not old):
            fail("--base-rev and --section go with --page PAGE --new FILE")
        if old and new:
            results.append(validate_edit(read_file(old), read_file(new), schema, page=f"{Path(old).name} → {Path(new).name}", summary=summary, roster=players,
                                         old_name=old, new_name=new, editor=editor))
        elif page and new:
            from ..parsers.sections import section_value
            from ..validators.opened import LaterRevision, check_opened_edit

            sec = section_value(section) if section is not None else None
            w = wiki_client(wiki)
            if base_rev:
                base = w.read(page, rev=base_rev)
            elif is_past(as_of, t):
                base = histories_of(wiki, w).in_force(page, t).page
            else:
                base = w.read(page)
            later = [LaterRevision(r.revision.revid, r.text or "", r.revision.user, r.revision.timestamp, r.revision.comment)
                     for r in (w.history(base.title, since_rev=base_rev) if base_rev else [])]
            o = check_opened_edit(base.text, read_file(new), schema, page=base.title, base=base.revision.revid, later=later, section=sec,
                                  section_title=summary or "", summary=summary, editor=editor, roster=players, new_name=new)
            opened = o if sec is not None or later else None
            results.append(o.edit)
        elif page and rev:
            w = wiki_client(wiki)
            after = w.read(page, rev=rev)
            if not after.parentid:
                fail(f"{page}: revision {rev} created the page; there is no earlier revision to compare with")
            before = w.read(page, rev=after.parentid)
            schema, then = judged_at(revision_time(after))
            results.append(validate_edit(before.text, after.text, schema, page=after.title, old_revid=before.revision.revid,
                                         new_revid=rev, summary=after.revision.comment, roster=players, editor=editor or after.revision.user or None))
        elif page and since:
            t = parse_utc(since, "--since")
            w = wiki_client(wiki)
            revs = w.history(page, since=t)
            if not revs:
                fail(f"{page}: no edits since {since}")
            prev_text = w.read(page, rev=revs[0].parentid).text if revs[0].parentid else None
            bar = _progress(len(revs))
            task = bar.add_task(f"validating {len(revs)} edits of {escape(page)}", total=len(revs)) if bar else None
            if bar:
                bar.start()
            try:
                for r in revs:
                    if prev_text is not None:
                        schema, then = judged_at(revision_time(r))
                        used.append(then)
                        results.append(validate_edit(prev_text, r.text, schema, page=page, old_revid=r.parentid, new_revid=r.revision.revid,
                                                     summary=r.revision.comment, roster=players, editor=editor or r.revision.user or None))
                    prev_text = r.text
                    if bar:
                        bar.advance(task)
            finally:
                if bar:
                    bar.stop()
        else:
            fail("give --old FILE --new FILE, or --page PAGE with --new FILE, --rev N or --since T")
        used = used or [then] * len(results)
        note([n for r in used for n in r.notes])  # once every edit is judged: an error is said alone
        if json_out:
            print_json({"legal": all(v.legal for v in results), "verdict": overall(results),
                        "edits": [{**v.to_dict(), **({"rules": r.to_dict()} if r.in_force is not None else {})} for v, r in zip(results, used)],
                        **({"opened": opened.to_dict()} if opened else {})})
        elif opened:
            render_opened(console, opened, used[0].label if used[0].in_force is not None else None)
        else:
            for v, r in zip(results, used):
                render_validation(console, v, r.label if r.in_force is not None else None)  # a file is named by the command
        if exit_code(results):
            raise typer.Exit(exit_code(results))

    @app.command("fix")
    @handle_errors
    @finishes_writes
    def fix_cmd(
        page: str = typer.Argument(..., help="The gamestate page on the wiki."),
        summary: str = typer.Option("Correcting derived values", "--summary", "-m"),
        yes: bool = yes_opt(),
        ruleset: Optional[str] = RulesetOpt,
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        wiki: Optional[str] = WikiOpt,
        json_out: bool = typer.Option(False, "--json"),
    ) -> None:
        """Recompute derived values (Castles: the {{box}} defensive values) and push the correction safely.
        Exit 0 fixed, dry run or nothing to fix; 1 not saved (the result breaks the rules, or edit conflicts
        in a row); 2 input error."""
        from ..dynasties import dynasty_for
        from ..validators.gamestate import WriteCheck
        from ..saving import write_page

        schema = schema_in_force(ruleset, ruleset_wiki, ruleset_page)
        dyn = dynasty_for(schema)
        if dyn is None or not dyn.derived:
            fail(f"nothing to recompute: the rules in force ({dyn.name if dyn else 'no known dynasty'}, {schema.source}) define no derived values here")
        fixes: list[str] = []

        def transform(text: str) -> str:
            fixes.clear()
            return dyn.fix(text, fixes)

        validate = WriteCheck(schema, page, ignore=lambda f: "values must be" in f.message)  # the values it corrects
        report = write_page(wiki_client(wiki), page, transform, summary, yes=yes, validate=validate)
        if json_out:
            print_json({"page": page, "status": report.status, "base_revid": report.base_revid, "new_revid": report.new_revid,
                        "fixes": list(fixes), "diff": report.diff,
                        "problems": list(report.problems), "conflicts": list(report.conflicts), "cannot_tell": list(validate.undecided)})
            if report.exit_code:  # invalid, conflicts, or saved by a wiki merge that breaks the rules
                raise typer.Exit(1)
            return
        for f in fixes:
            console.print(f"  fix: {escape(f)}")
        if report.status == "unchanged":
            console.print("nothing to fix: every derived value is right")
        else:
            show_write(report, page)
            show_undecided(validate)
        if report.exit_code:  # invalid, conflicts, or saved by a wiki merge that breaks the rules
            raise typer.Exit(1)
