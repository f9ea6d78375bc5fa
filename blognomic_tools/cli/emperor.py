"""``blognomic herald`` and ``blognomic fortnight``: the emperor's story posts and the Castles Fortnight."""
from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Optional

import typer
from rich.markup import escape

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
    parse_utc,
    print_json,
    read_file,
    schema_in_force,
    show_write,
    warn,
    wiki_client,
)

MAX_ACTIONS_BYTES = 1024 * 1024  # a Fortnight's Virtual Actions are a few kilobytes; more is not a Virtual Actions file


class Format(str, Enum):
    html = "html"
    wiki = "wiki"


FormatOpt = typer.Option(Format.html, "--format", help="html (for the blog's post form) or wiki (wikitext).", case_sensitive=False)
OutOpt = typer.Option(None, "--out", help="Write the story post to this file (default: print it).")
JsonOpt = typer.Option(False, "--json", help="Print the result as JSON (the post is in it as text, unless --out).")


def _write(story, fmt: Format, out: Path) -> None:
    """The story post written to --out (before anything is printed)."""
    from ..sources.files import write_text

    write_text(out, story.render(fmt.value), "the story post")


def _emit(story, fmt: Format, out: Path | None, quiet: bool = False) -> str:
    """The story post printed, or where it was written (--out: already written)."""
    text = story.render(fmt.value)
    if quiet:
        return text
    if out is not None:
        console.print(f"story post “{escape(story.title)}” written to {escape(str(out))} ({fmt.value})", highlight=False)
    else:
        typer.echo(f"Title: {story.title}\n")
        typer.echo(text)
    return text


def load_actions(path: Path):
    """The Virtual Actions file, refused at once when it is over the size bound (a Fortnight's are a few kilobytes)."""
    from ..dynasties.castles import parse_actions

    try:
        size = path.stat().st_size
    except OSError:
        size = 0  # read_file says what is wrong with the path
    if size > MAX_ACTIONS_BYTES:
        fail(f"{path}: {size:,} bytes is not a Virtual Actions file (at most {MAX_ACTIONS_BYTES:,} bytes; a Fortnight's actions are a few kilobytes)")
    return parse_actions(read_file(path), str(path))


def register(app: typer.Typer) -> None:
    @app.command("herald")
    @handle_errors
    @finishes_writes
    def herald_cmd(
        page: Optional[str] = typer.Option(None, "--page", help="The gamestate page (default: the one the Ruleset names)."),
        since: Optional[str] = typer.Option(None, "--since", help="From this UTC time (default: the last 'Herald:' post on the blog)."),
        since_rev: Optional[int] = typer.Option(None, "--since-rev", help="After this revision of the page."),
        until: Optional[str] = typer.Option(None, "--until", help="Up to this UTC time (default: now, or the config's [clock] now); edits and matters after it are left out."),
        title: Optional[str] = typer.Option(None, "--title", help="Default: 'Herald: DD/MM/YYYY' where the rules have a Herald, else 'Story Post: ...'."),
        blog: Optional[str] = typer.Option(None, "--blog", help="The blog (default: config, else live)."),
        fmt: Format = FormatOpt,
        out: Optional[Path] = OutOpt,
        json_out: bool = JsonOpt,
        ruleset: Optional[str] = RulesetOpt,
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        wiki: Optional[str] = WikiOpt,
    ) -> None:
        """A story post of what changed since the last Herald: gamestate edits (with links) and matters resolved.
        The window it covers is printed on stderr (`window: ... → ...`) and is in --json."""
        from ..herald import changes_since, changes_story, herald_title, resolved_in_window, revision_time, window_line
        from ..config import tools_now

        if since is not None and since_rev is not None:
            fail("give --since or --since-rev, not both")
        if out is not None:
            from ..sources.files import check_writable

            check_writable(out, "the story post")
        schema = schema_in_force(ruleset, ruleset_wiki, ruleset_page)
        loc = schema.profile.gamestate_location.value if schema.profile else None
        if page is None:
            if not loc or loc.get("kind") != "wiki page":
                fail(f"give --page: the Ruleset ({schema.source}) names no gamestate page on the wiki" + (f" (it uses the {loc['kind']})" if loc else ""))
            page = loc["page"]
        end = parse_utc(until, "--until") if until else tools_now()
        client = blog_client(blog)
        t0 = parse_utc(since, "--since") if since else None
        if t0 is None and since_rev is None:
            posts, _ = client.listing("")
            heralds = sorted((p for p in posts if p.title.lower().startswith(("herald:", "story post: herald")) and p.posted_at), key=lambda p: p.posted_at)
            if not heralds:
                fail("no 'Herald:' post on the blog's front page to start from: give --since or --since-rev")
            t0 = heralds[-1].posted_at
        w = wiki_client(wiki)
        rev_time = None
        if since_rev is not None:
            rev_time = revision_time(w.read(page, rev=since_rev).revision.timestamp)
        start = t0 or rev_time
        if start is not None and start > end:
            fail(f"the window is empty: it starts at {start:%Y-%m-%d %H:%M} UTC, after --until {end:%Y-%m-%d %H:%M} UTC")
        window = window_line(t0, end, since_rev, rev_time)
        edits, net, base, last = changes_since(w, page, schema, since=t0, since_rev=since_rev, until=end)
        resolved = resolved_in_window(client.months(start, end), start, end) if start is not None else []
        has_herald = "Herald" in schema.rule_texts
        t = title or (herald_title(end) if has_herald else f"Story Post: Changes since {start:%d/%m/%Y}" if start else "Story Post: Changes")
        story = changes_story(t, w.where, edits, net, base, last, resolved)
        if out is not None:
            _write(story, fmt, out)
        if not json_out:
            err_console.print(window, highlight=False, soft_wrap=True)
        text = _emit(story, fmt, out, quiet=json_out)
        if json_out:
            iso = lambda x: x.strftime("%Y-%m-%dT%H:%M:%SZ") if x else None  # noqa: E731
            print_json({
                "title": story.title, "page": page,
                "window": {"since": iso(t0), "since_rev": since_rev, "since_rev_time": iso(rev_time), "until": iso(end), "text": window},
                "base_revid": base, "last_revid": last,
                "edits": [{"revid": e.revid, "user": e.user, "timestamp": e.timestamp, "summary": e.summary, "changes": e.changes} for e in edits],
                "changes": net,
                "resolved": [{"title": p.title, "status": p.status, "url": p.url, "admin_note": p.admin_note} for p in resolved],
                "format": fmt.value, "out": str(out) if out else None, "post": None if out else text, "story": story.to_dict(),
            })

    @app.command("fortnight")
    @handle_errors
    @finishes_writes
    def fortnight_cmd(
        actions: Optional[Path] = typer.Option(None, "--actions", help="The Virtual Actions received (YAML/JSON list: from, at, action and its data). Required, except with --resume when the "
                                                                       "post is kept."),
        roll: Optional[int] = typer.Option(None, "--roll", help="The DICE5 rolled on the official Dice Roller (1-5); the tool adds 5 as the Herald says. Required, except with --resume."),
        yes: bool = yes_opt("Save the new gamestate"),
        again: bool = typer.Option(False, "--again", help="Run it even though the page's Last Fortnight is on/after --date or an action predates it."),
        resume: bool = typer.Option(False, "--resume", help="Nothing is run or saved: give again the Herald post of the Fortnight already saved (the page's latest revision saved by a "
                                                            "Fortnight), printed or written to --out."),
        page: Optional[str] = typer.Option(None, "--page", help="The gamestate page (default: the one the Ruleset names)."),
        date_: Optional[str] = typer.Option(None, "--date", help="The Fortnight's date, UTC (default: now, or the config's [clock] now; with --resume: the date the saved Fortnight wrote)."),
        fmt: Format = FormatOpt,
        out: Optional[Path] = OutOpt,
        json_out: bool = JsonOpt,
        ruleset: Optional[str] = RulesetOpt,
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        wiki: Optional[str] = WikiOpt,
    ) -> None:
        """Run the Castles Fortnight: Virtual Actions, Tasks, the Wave, Serfs, and the Herald with the new Building Wave.
        Refused when the page shows it already ran (its Last Fortnight on or after --date, or an action received
        before the Last Fortnight), unless --again. With --yes the Herald post is kept in the tools' state folder
        right after the save, and written to --out (checked writable before anything is saved) before anything is
        printed; --resume gives it again: from the state folder, else rebuilt from the saved revision's parent with the
        same --actions and --roll (only if that gives exactly the saved text)."""
        from ..dynasties.castles import CastlesRules
        from ..dynasties.castles.run import check_roll, gamestate_page, resume_fortnight, run_fortnight
        from ..config import tools_now

        if resume and (again or yes):
            fail(f"--resume gives the post of the Fortnight already saved and saves nothing: not with {'--again' if again else '--yes'}")
        if not resume:
            for value, name, what in ((actions, "--actions", "the Virtual Actions file"), (roll, "--roll", "the DICE5 rolled")):
                if value is None:
                    fail(f"missing option {name} ({what}); see: blognomic fortnight --help")
        schema = schema_in_force(ruleset, ruleset_wiki, ruleset_page)
        vas = load_actions(actions) if actions is not None else None
        when = parse_utc(date_, "--date") if date_ else None
        if roll is not None:
            check_roll(CastlesRules(schema), roll)  # a mistyped option is said before the wiki is asked anything
        page = page or gamestate_page(schema)
        if resume:
            _resumed(resume_fortnight(wiki_client(wiki), schema, vas, roll, when, page=page, out=out, fmt=fmt.value), fmt, out, json_out)
            return
        when = when or tools_now()
        run = run_fortnight(wiki_client(wiki), schema, vas, roll, when, page=page, again=again, yes=yes, out=out, fmt=fmt.value)
        report, rep, story, page = run.write, run.report, run.story, run.page
        warn(run.notes)
        if json_out:
            text = _emit(story, fmt, out, quiet=True)
            print_json({
                "page": page, "status": report.status, "base_revid": report.base_revid, "new_revid": report.new_revid,
                "conflicts": report.conflicts, "problems": report.problems, "diff": report.diff,
                "date": when.strftime("%Y-%m-%dT%H:%M:%SZ"), "roll": rep.roll,
                "virtual_actions": [{"from": r.action.sender, "action": r.action.action, "at": r.action.at, "ok": r.ok, "text": r.text} for r in rep.resolutions],
                "tasks": rep.task_lines, "wave": rep.wave,
                "wave_results": [{"vassal": x.vassal, "damage_added": x.damage_added, "reputation_change": x.reputation_change, "trace": x.trace} for x in rep.wave_results],
                "serfs": rep.serf_lines, "changes": run.changes,
                "new_wave": {"target": rep.target, "enemies": rep.new_wave, "note": rep.wave_note},
                "title": story.title, "format": fmt.value, "out": str(out) if out else None, "post": None if out else text,
                "kept": str(run.kept) if run.kept else None,
            })
        else:
            show_write(report, page)
            _emit(story, fmt, out)
        if report.exit_code:  # invalid, conflicts, or saved by a wiki merge that breaks the rules
            raise typer.Exit(1)


def _resumed(r, fmt: Format, out: Path | None, json_out: bool) -> None:
    """`fortnight --resume`: the post of the Fortnight already saved, and where it came from."""
    warn(r.notes)
    whence = ("kept in the tools' state folder" if r.source == "kept" else
              f"rebuilt from revision {r.parent} with these Virtual Actions (they give exactly revision {r.revid}'s text)")
    if json_out:
        text = _emit(r.story, fmt, out, quiet=True)
        print_json({"page": r.page, "status": "already saved", "new_revid": r.revid, "base_revid": r.parent, "roll": r.roll,
                    "post_from": r.source, "kept": str(r.kept) if r.kept else None, "title": r.story.title, "format": fmt.value,
                    "out": str(out) if out else None, "post": None if out else text})
        return
    console.print(f"already saved: {escape(r.page)} revision {r.revid} (was {r.parent}) is the Fortnight (DICE5 rolled {r.roll}); "
                  f"nothing saved. Its Herald post, {escape(whence)}:", highlight=False, soft_wrap=True)
    _emit(r.story, fmt, out)
