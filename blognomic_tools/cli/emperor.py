"""``blognomic herald`` and ``blognomic fortnight``: the emperor's story posts and the Castles Fortnight."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from rich.markup import escape

from ..errors import BlognomicError, SourceError
from .common import RulesetOpt, RulesetPageOpt, RulesetWikiOpt, WikiOpt, blog_client, console, fail, handle_errors, parse_utc, read_file, show_write, wiki_client

FormatOpt = typer.Option("html", "--format", help="html (for the blog's post form) or wiki (wikitext).")
OutOpt = typer.Option(None, "--out", help="Write the story post to this file (default: print it).")


def _emit(story, fmt: str, out: Path | None) -> None:
    if fmt not in ("html", "wiki"):
        fail(f"--format {fmt!r}: use html or wiki")
    text = story.render(fmt)
    if out is not None:
        out.write_text(text)
        console.print(f"story post “{escape(story.title)}” written to {escape(str(out))} ({fmt})")
    else:
        typer.echo(f"Title: {story.title}\n")
        typer.echo(text)


def load_actions(path: Path):
    import yaml

    from ..castles import VirtualAction

    text = read_file(path)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        fail(f"{path}: not valid YAML/JSON" + (f" (line {mark.line + 1})" if mark else ""))
    if data is None:
        return []
    if isinstance(data, dict):
        data = data.get("received", data.get("actions"))
    if not isinstance(data, list):
        fail(f"{path}: expected a list of Virtual Actions (each with from, action and its data)")
    out = []
    for i, item in enumerate(data, 1):
        if not isinstance(item, dict) or not item.get("from") or not item.get("action"):
            fail(f"{path}: Virtual Action {i} needs 'from' and 'action' (e.g. from: Kevan, action: assign, serfs: {{Chop: 3}})")
        rest = {k: v for k, v in item.items() if k not in ("from", "action", "at")}
        out.append(VirtualAction(str(item["from"]), str(item["action"]), rest, str(item["at"]) if item.get("at") else None))
    if all(a.at for a in out):
        out.sort(key=lambda a: parse_utc(a.at, "at"))  # in the order received
    return out


def register(app: typer.Typer) -> None:
    from .gamestate import _schema

    @app.command("herald")
    @handle_errors
    def herald_cmd(
        page: Optional[str] = typer.Option(None, "--page", help="The gamestate page (default: the one the Ruleset names)."),
        since: Optional[str] = typer.Option(None, "--since", help="From this UTC time (default: the last 'Herald:' post on the blog)."),
        since_rev: Optional[int] = typer.Option(None, "--since-rev", help="After this revision of the page."),
        until: Optional[str] = typer.Option(None, "--until", help="Up to this UTC time (default: now); makes the post reproducible."),
        title: Optional[str] = typer.Option(None, "--title", help="Default: 'Herald: DD/MM/YYYY' where the rules have a Herald, else 'Story Post: ...'."),
        blog: Optional[str] = typer.Option(None, "--blog", help="The blog (default: config, else live)."),
        fmt: str = FormatOpt,
        out: Optional[Path] = OutOpt,
        ruleset: Optional[str] = RulesetOpt,
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        wiki: Optional[str] = WikiOpt,
    ) -> None:
        """A story post of what changed since the last Herald: gamestate edits (with links) and matters resolved."""
        from ..herald import changes_since, changes_story, herald_title, now_utc, resolved_in_window

        schema = _schema(ruleset, ruleset_wiki, ruleset_page)
        loc = schema.profile.gamestate_location.value if schema.profile else None
        if page is None:
            if not loc or loc.get("kind") != "wiki page":
                fail("give --page: the Ruleset names no gamestate page on the wiki" + (f" (it uses the {loc['kind']})" if loc else ""))
            page = loc["page"]
        end = parse_utc(until, "--until") if until else now_utc()
        client = blog_client(blog)
        t0 = parse_utc(since, "--since") if since else None
        if t0 is None and since_rev is None:
            posts, _ = client.listing("")
            heralds = sorted((p for p in posts if p.title.lower().startswith(("herald:", "story post: herald")) and p.posted_at), key=lambda p: p.posted_at)
            if not heralds:
                fail("no 'Herald:' post on the blog's front page to start from: give --since or --since-rev")
            t0 = heralds[-1].posted_at
        w = wiki_client(wiki)
        edits, net, base, last = changes_since(w, page, schema, since=t0, since_rev=since_rev)
        resolved = []
        if t0 is not None:
            y, m = t0.year, t0.month
            while (y, m) <= (end.year, end.month):
                try:
                    posts, _ = client.listing(f"/{y:04d}/{m:02d}/")
                    resolved += resolved_in_window(posts, t0, end)
                except SourceError as e:
                    if "404" not in str(e):
                        raise
                y, m = (y + 1, 1) if m == 12 else (y, m + 1)
        has_herald = "Herald" in schema.rule_texts
        t = title or (herald_title(end) if has_herald else f"Story Post: Changes since {t0:%d/%m/%Y}" if t0 else "Story Post: Changes")
        story = changes_story(t, w.where, edits, net, base, last, resolved)
        _emit(story, fmt, out)

    @app.command("fortnight")
    @handle_errors
    def fortnight_cmd(
        actions: Path = typer.Option(..., "--actions", help="The Virtual Actions received (YAML/JSON list: from, at, action and its data)."),
        roll: int = typer.Option(..., "--roll", help="The DICE5 rolled on the official Dice Roller (1-5); the tool adds 5 as the Herald says."),
        yes: bool = typer.Option(False, "--yes", help="Save the new gamestate. Without it, only the diff is shown."),
        page: Optional[str] = typer.Option(None, "--page", help="The gamestate page (default: the one the Ruleset names)."),
        date: Optional[str] = typer.Option(None, "--date", help="The Fortnight's date, UTC (default: now)."),
        fmt: str = FormatOpt,
        out: Optional[Path] = OutOpt,
        ruleset: Optional[str] = RulesetOpt,
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        wiki: Optional[str] = WikiOpt,
    ) -> None:
        """Run the Castles Fortnight: Virtual Actions, Tasks, the Wave, Serfs, and the Herald with the new Building Wave."""
        from ..castles import CastlesRules, fortnight, read_state, write_state
        from ..herald import fortnight_story, herald_title, now_utc
        from ..parsers.gamestate import parse_gamestate
        from ..validators.gamestate import diff_gamestates, validate_edit
        from ..herald import _change_line
        from ..writers import write_page

        schema = _schema(ruleset, ruleset_wiki, ruleset_page)
        rules = CastlesRules(schema)
        vas = load_actions(actions)
        when = parse_utc(date, "--date") if date else now_utc()
        if page is None:
            loc = schema.profile.gamestate_location.value if schema.profile else None
            if not loc or loc.get("kind") != "wiki page":
                fail("give --page: the Ruleset names no gamestate page on the wiki")
            page = loc["page"]
        terms = (schema.player_term, schema.players_term)
        result = {}

        def transform(text: str) -> str:
            gs = parse_gamestate(text, page, player_terms=terms)
            state = read_state(rules, gs)
            new_state, report = fortnight(rules, state, vas, roll)
            new_text = write_state(rules, text, new_state, terms, when)
            result["report"] = report
            result["changes"] = [_change_line(c) for c in diff_gamestates(gs, parse_gamestate(new_text, page, player_terms=terms))]
            return new_text

        def validate(old: str, new: str) -> list[str]:
            v = validate_edit(old, new, schema, page=page, summary="Fortnight")
            return [f.message for f in v.findings if f.severity == "error"]

        writer_wiki = wiki_client(wiki)
        report = write_page(writer_wiki, page, transform, f"Fortnight: Virtual Actions, Tasks, the Wave of the last Herald, Serfs; new Building Wave (DICE5 rolled {roll})",
                            yes=yes, validate=validate)
        rep = result.get("report")
        if rep is None:
            raise BlognomicError(f"{page}: the Fortnight could not be computed")
        w_where = writer_wiki.where
        diff = f"Special:Diff/{report.base_revid}/{report.new_revid}" if report.status == "saved" else None
        story = fortnight_story(herald_title(when), rep, result.get("changes", []), diff=diff, wiki_base=w_where)
        show_write(report, page)
        _emit(story, fmt, out)
        if report.status in ("invalid", "gave up"):
            raise typer.Exit(1)
