"""``blognomic tally``: what an admin may do now, ballot by ballot, with reasons (printed by views.tally, which
`enact` prints too)."""
from __future__ import annotations

from contextlib import contextmanager
from datetime import datetime
from typing import Callable, Iterator, List, Optional

import typer

from ..models import Post, Roster
from ..views.tally import render_tally

from .common import (TallyAsOfOpt,
    EmperorOpt, RosterOpt, RulesetPageOpt, RulesetWikiOpt, admin_name, blog_client, era_in_force, is_past, roster_sources, console,
    err_console, fail, handle_errors, parse_utc, note, print_json, read_post, rules_at)


def parse_as_of(value: str | None) -> datetime:
    """--as-of, else the tools' now (config.tools_now: the sandbox's clock when the config pins one)."""
    if not value:
        from ..config import tools_now

        return tools_now()
    return parse_utc(value, "--as-of")


def rules_then(ruleset: str | None, ruleset_wiki: str | None, ruleset_page: str, as_of: str | None, t: datetime):
    """The rules in force at `t` (era.RulesOfThen: the wiki page's revision of then, or the file, which with a past
    --as-of says it stands for the Ruleset of then: the caller says its note once the answer is known), and whether `t` is a past time given with --as-of."""
    past = is_past(as_of, t)
    return rules_at(era_in_force(ruleset, ruleset_wiki, ruleset_page, t, past=past), t, say_notes=False), past


@contextmanager
def progress(what: str, total: int) -> Iterator[Callable[[], None]]:
    """A progress bar on stderr while posts are fetched, only when stderr is a terminal (never in a pipe
    or a file, so output stays clean and deterministic). Yields the function that advances it."""
    if total <= 0 or not err_console.is_terminal:
        yield lambda: None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=err_console, transient=True) as bar:
        task = bar.add_task(what, total=total)
        yield lambda: bar.advance(task)


def register(app: typer.Typer) -> None:
    @app.command("tally")
    @handle_errors
    def tally_cmd(
        sources: Optional[List[str]] = typer.Argument(None, help="Post URLs (https://blognomic.com/archive/<slug>) or saved post pages."),
        pending: bool = typer.Option(False, "--pending", help="Every pending votable matter on the blog's front page, oldest first."),
        blog: Optional[str] = typer.Option(None, "--blog", help="The blog's address (default https://blognomic.com)."),
        as_of: Optional[str] = TallyAsOfOpt,
        ruleset: Optional[str] = typer.Option(None, "--ruleset", help="The Ruleset in force: a .wiki/.html/.txt file."),
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        admin: Optional[str] = typer.Option(None, "--admin", help="Your name, for the suggested admin note (default: the config's [admin] name)."),
        roster: Optional[str] = RosterOpt,
        emperor: Optional[str] = EmperorOpt,
        cache: bool = typer.Option(True, "--cache/--no-cache", help="Keep fetched pages on disk and revalidate with conditional GETs."),
        player: Optional[str] = typer.Option(None, "--player", help="A player's own queue: the matters they have not voted on, and what their FOR or AGAINST would change now."),
        json_out: bool = typer.Option(False, "--json", help="Machine-readable output (deterministic for a given --as-of)."),
    ) -> None:
        """What an admin may do now with each matter: enact, fail or wait (and until when), ballot by ballot.

        The roster is, in order: --roster, the wiki page the Ruleset names for it, the post page's sidebar, the
        gamestate page's players; each verdict names the one used, and a source at hand that disagrees.

        With --player NAME: only the matters NAME has no vote on (as the tally counts votes), each with what NAME's FOR
        or AGAINST would change now (the tally again with that vote added).

        Exit code 0 when every matter was tallied (whatever the verdicts, "cannot tell" included), 2 on an input error."""
        from ..tally import check_whole, pending_queue, posted_by, tally_posts

        t = parse_as_of(as_of)
        admin = admin_name(admin)
        if not pending and not sources:
            fail("give post URLs or files, or --pending [--blog URL]")

        client = blog_client(blog, cache)
        items: list[tuple[Post, Roster | None]] = []
        listed: list[Post] = []
        front: Roster | None = None
        if pending:
            listed, front = client.listing("")
            todo = pending_queue(listed, t)
            with progress("reading pending matters", len(todo)) as advance:
                items = client.posts([p.url for p in todo], done=advance)  # a few at once: the blog's latency is paid once
            for p, (post, _sidebar) in zip(todo, items):
                check_whole(p, post)
        else:
            for s in sources or []:
                items.append(read_post(s, client, blog))
                posted_by(items[-1][0], t)
        rules, past = rules_then(ruleset, ruleset_wiki, ruleset_page, as_of, t)  # after the posts: one refused is said alone
        rosters = roster_sources(rules.profile, roster, emperor, at=t if past else None)
        if player is not None:
            return queue_of(player, items, rules, rosters, t, admin, listed, front, json_out)
        verdicts = tally_posts(items, rules.profile, rosters, t, admin=admin, listed=listed)
        note(rules.notes + rosters.stood_for)  # after the answer is known: an error is said alone
        if json_out:
            print_json({"as_of": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "ruleset": rules.ruleset.title, **rules.named(),
                        "matters": [v.to_dict() for v in verdicts]})
            return
        render_tally(console, verdicts, rules.label, t)


def queue_of(player: str, items, rules, rosters, t: datetime, admin: str, listed: list[Post], front: Roster | None, json_out: bool) -> None:
    """``tally --player NAME``: printed by views.queue, or as JSON with the same content."""
    from ..tally.queue import player_queue
    from ..views.queue import render_queue

    if not player.strip():
        fail("--player: give a player's name")
    q = player_queue(items, rules.profile, rosters, t, player.strip(), listed=listed, admin=admin, front=front)
    note(rules.notes + rosters.stood_for)
    if json_out:
        print_json({"as_of": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "ruleset": rules.ruleset.title, **rules.named(), **q.to_dict()})
        return
    render_queue(console, q, rules.label, t)
