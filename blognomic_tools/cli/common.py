"""What every command shares: error handling, loading a Ruleset from a file or the wiki, output."""
from __future__ import annotations

import functools
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable

import typer
from rich.console import Console, Group
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from ..errors import BlognomicError
from ..models import Ruleset
from .pipe import PIPE_CLOSED, deferred, deferring, note_reader_gone, quiet_stdout, reader_gone

PIPED_WIDTH = 200
INTERRUPTED = 130  # the exit code of Ctrl-C; cli.main says "error: interrupted" for it  # tables' width when the output is not a terminal and COLUMNS is not set


NARROW = 60  # below this many columns a table's columns are stacked: each row as "column: value" lines


def stacked(table: Table) -> Group:
    """A table for a narrow terminal: each row as one "header: value" line per column (empty cells left out), rows
    apart by a blank line, the title first; nothing is cut, where the columns side by side would show only their
    headers."""
    lines: list = [Text.from_markup(f"[bold]{table.title}[/bold]") if isinstance(table.title, str) else table.title] if table.title else []
    cells = [list(c.cells) for c in table.columns]
    for i in range(max((len(c) for c in cells), default=0)):
        if i or lines:
            lines.append(Text(""))
        for col, column in zip(table.columns, cells):
            cell = column[i] if i < len(column) else ""
            value = Text.from_markup(cell) if isinstance(cell, str) else cell
            if isinstance(value, Text) and not value.plain.strip():
                continue
            head = col.header if isinstance(col.header, str) else str(col.header)
            lines.append(Text.assemble((f"{Text.from_markup(head).plain or '·'}: ", "bold"), value) if isinstance(value, Text)
                         else Group(Text(f"{head}:", style="bold"), value))
    return Group(*lines)


class _Console(Console):
    def print(self, *objects, **kwargs) -> None:
        if self.width < NARROW:
            objects = tuple(stacked(o) if isinstance(o, Table) else o for o in objects)
        super().print(*objects, **kwargs)

    def on_broken_pipe(self) -> None:
        """`blognomic ... | head`: the reader went away. rich exits 1 here, the code of a negative answer ("illegal");
        the rest goes nowhere and the exit code is 141, as for a program stopped by SIGPIPE. A command that writes
        (`finishes_writes`) goes on: only its output is lost."""
        if deferring():
            note_reader_gone()
            return
        quiet_stdout()
        raise SystemExit(PIPE_CLOSED)


def make_console(stderr: bool = False, into: _Console | None = None) -> Console:
    """In a terminal: rich's usual wrapping at the terminal's width. Piped or redirected: no wrapping of
    printed lines (a path or an `export ...` line stays in one piece) and tables laid out PIPED_WIDTH
    wide instead of 80 (COLUMNS, when set, gives the width). ``into``: a console set up again in place."""
    stream = sys.stderr if stderr else sys.stdout
    tty = stream.isatty()
    width = None if tty or os.environ.get("COLUMNS") else PIPED_WIDTH
    if into is None:
        return _Console(stderr=stderr, width=width, soft_wrap=not tty)
    into.__init__(stderr=stderr, width=width, soft_wrap=not tty)
    return into


console = make_console()
err_console = make_console(stderr=True)


def start_run() -> None:
    """A command starts: the two consoles set up for its streams and environment (every module holds the same two
    objects), and what is kept "once per run" (warnings and notes said, pages' histories read) emptied, so that a
    command run in a process that ran others before it (a Python caller, the tests) answers as a command run on its
    own."""
    make_console(into=console)
    make_console(stderr=True, into=err_console)
    for kept in (_json_asked, _warned, _noted, _histories):
        kept.clear()


_json_asked: list[bool] = []  # the running command's --json (set by handle_errors): its errors are JSON on stdout too


def fail(message: str, code: int = 2) -> None:
    """One line on stderr, `error: ...` (the message printed as it is: brackets and all, but never a secret the run
    knows of, nor a URL's user:password: redact.scrub), then exit. Under --json the same error is also one JSON object
    on stdout, {"error": ..., "exit": code}, so that a script reading stdout is never left with nothing."""
    say_error(message, code, json_out=bool(_json_asked and _json_asked[-1]))
    raise typer.Exit(code)


def say_error(message: str, code: int, json_out: bool = False) -> None:
    """The error line on stderr, and with `json_out` its JSON object on stdout (both scrubbed of secrets)."""
    from ..redact import scrub

    line = one_line(scrub(message))
    err_console.print(f"[bold red]error:[/] {escape(line)}", highlight=False, soft_wrap=True)
    if json_out:
        try:
            print_json({"error": line, "exit": code})
        except BrokenPipeError:
            quiet_stdout()


def one_line(message: str) -> str:
    """`message` on one line: a line break or other control character a value brought in is shown escaped."""
    if message.isprintable():
        return message
    return "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in message)


_warned: set[str] = set()


def warn(lines) -> None:
    """Weak signs the user must see although the command goes on (a page that may not be whole): one line each on
    stderr, `warning: ...`, each said once per run (stdout, --json included, stays the command's own output)."""
    from ..redact import scrub

    for line in lines:
        if line not in _warned:
            _warned.add(line)
            err_console.print(f"[bold yellow]warning:[/] {escape(scrub(line))}", highlight=False, soft_wrap=True)


def profile_of(ruleset: Ruleset):
    """The rules profile of a Ruleset, its warnings shown."""
    from ..profile import build_profile

    profile = build_profile(ruleset)
    warn(profile.warnings)
    return profile


def handle_errors(fn: Callable) -> Callable:
    """A user mistake or a network fault is one clear line and exit code 2, never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        _json_asked.append(bool(kwargs.get("json_out")))
        try:
            return fn(*args, **kwargs)
        except BlognomicError as e:
            fail(str(e), e.exit_code)
        except KeyboardInterrupt:
            raise typer.Exit(INTERRUPTED) from None  # said once, by the entry point
        except BrokenPipeError:  # `blognomic ... | head`: the reader went away; never the code of an answer (0, 1)
            quiet_stdout()
            raise typer.Exit(PIPE_CLOSED) from None
        finally:
            _json_asked.pop()

    return wrapper


def finishes_writes(fn: Callable) -> Callable:
    """For a command that writes (wiki pages, files, the sandbox's config), under `handle_errors`: a closed stdout
    (`... | head -1`) never stops it halfway. What it prints after the reader went away goes nowhere (rich's console,
    print_json and typer.echo alike), its writes go on, and the exit code at the end is 141 as for SIGPIPE, unless
    the command's own code says a failure (that code is kept)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            with deferred():
                rv = fn(*args, **kwargs)
        except typer.Exit as e:
            if e.exit_code == 0 and reader_gone():
                raise typer.Exit(PIPE_CLOSED) from None
            raise
        if reader_gone():
            raise typer.Exit(PIPE_CLOSED)
        return rv

    return wrapper


def load_source(source: str | None, wiki: str | None, page: str, fmt: str | None) -> Ruleset:
    from ..parsers import load_ruleset, parse_ruleset, parse_wiki_ruleset

    if wiki:
        from ..redact import safe_url
        from ..sources.wiki import fetch_page

        if source:
            fail("give either a SOURCE file or --wiki URL, not both")
        wp = fetch_page(wiki, page)
        rs = parse_wiki_ruleset(wp.text, wiki=safe_url(wiki), title=wp.title, revision=wp.revision)
    elif not source:
        fail("give a SOURCE file (.wiki, .html or .txt) or --wiki URL [--page Ruleset]")
    elif source == "-":
        rs = parse_ruleset(sys.stdin.read(), fmt=fmt, source="<stdin>")
    else:
        rs = load_ruleset(source, fmt=fmt)
    warn(rs.warnings)
    return rs


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def parse_utc(value: str, what: str):
    """The time an option gives ('2024-02-22T12:00:00Z'; with no zone: UTC), in UTC; one clear error line otherwise."""
    from ..reading.times import given_time

    try:
        return given_time(value, what)
    except BlognomicError as e:
        fail(str(e), e.exit_code)


def wiki_client(url: str | None):
    """The wiki: --wiki, else the config's [wiki] url, else the live wiki."""
    from ..config import default_wiki
    from ..sources.wiki import Wiki, WikiSettings

    return Wiki(WikiSettings.load(url or default_wiki()))


def admin_name(given: str | None) -> str:
    """The admin named in suggested admin notes: --admin, else the config's [admin] name, else '<you>'."""
    from ..config import admin_name as configured

    return given or configured() or "<you>"


def print_diff(diff: str) -> None:
    """A unified diff, whole lines (never cropped, even piped), coloured on a terminal (views.diff)."""
    from ..views.diff import render_diff

    render_diff(console, diff)


def interrupt_notice() -> None:
    """Said at once when Ctrl-C comes while a command saves pages (interrupts.DeferredInterrupt defers it)."""
    err_console.print("interrupt: the save under way finishes, then the run stops (Ctrl-C again to stop at once)", highlight=False)


def show_write(report, page: str, diff: bool = True) -> None:
    """The diff and the outcome of saving.write_page, said the same way by every command that writes."""
    from rich.markup import escape

    from ..merge import show_value

    if diff and report.diff:
        print_diff(report.diff)
    say = lambda s: console.print(s, markup=False, highlight=False, soft_wrap=True)  # noqa: E731
    parent = getattr(report, "parent_revid", report.base_revid)
    base = report.base_revid
    merged_from = getattr(report, "merged_from", [])
    revs = lambda ids: ("revision " if len(ids) == 1 else "revisions ") + ", ".join(map(str, ids))  # noqa: E731
    own_merge = base is not None and parent is not None and base != parent and report.status in ("dry-run", "saved", "unchanged", "invalid")
    if own_merge:
        since = [r for r in merged_from if r <= parent] or [parent]
        say(f"merged your change (base revision {base}) onto the current revision {parent}; kept from {revs(since)}: "
            + ("; ".join(report.merged) if getattr(report, "merged", None) else "their edits"))
    conflicts = f" after {len(report.conflicts)} edit conflict(s)" if report.conflicts else ""
    if report.status == "dry-run":
        which = ""
        if getattr(report, "replacement", False) and base == parent:
            which = ": the current one" + ("" if getattr(report, "base_given", False) else ", as --force-current says")
        say(f"dry run: nothing written ({'a new page' if base is None and parent is None else f'base revision {base}{which}'}); add --yes to save")
    elif report.status == "saved":
        wiki_merge = getattr(report, "merged_by_wiki", None)
        if wiki_merge:
            held = "" if report.problems else ": all of this change is in it"
            say(f"saved {page} as revision {report.new_revid} (was {parent}), merged by the wiki with revision {wiki_merge} saved meanwhile{held}{conflicts}")
        else:
            merged = f"; your change from revision {base} merged onto it" if own_merge else ""
            say(f"saved {page} as revision {report.new_revid} (was {parent}{merged}){conflicts}")
        for n in getattr(report, "notes", []):
            say(f"note: {n}")
        if report.problems:
            err_console.print("[bold red]saved, but the page now breaks the rules or lost part of the change:[/] " + escape("; ".join(report.problems)), soft_wrap=True)
    elif report.status == "conflict":
        say(f"not saved: your change (base revision {base}) and the edits saved since ({revs(merged_from or [parent])}) "
            f"changed the same {'span' if len(report.merge_conflicts) == 1 else 'spans'} of {page} differently:")
        for c in report.merge_conflicts:
            where = c["where"] if "line" in c["where"] else f"{c['where']} (line {c['line']})"
            say(f"  {where}: base {show_value(c['base'], 100)}, theirs {show_value(c['theirs'], 100)}, yours {show_value(c['yours'], 100)}")
        import shlex

        say(f"redo your edit on the current text (blognomic wiki get {shlex.quote(page)} --json: revision {parent}) and put it with --base-rev {parent}")
    else:
        say({
            "unchanged": f"no change: {page} already has this text",
            "invalid": "not saved: the result would break the rules: " + "; ".join(report.problems),
            "gave up": f"not saved: {len(report.conflicts)} edit conflicts in a row ({'; '.join(report.conflicts)}); someone is editing {page} now, try again",
        }.get(report.status, report.status))



# -- options several commands share ------------------------------------------------------------
RulesetOpt = typer.Option(None, "--ruleset", help="The Ruleset in force (.wiki/.html/.txt); default: the config's [ruleset], else the page Ruleset of the wiki (config, else live).")
RulesetWikiOpt = typer.Option(None, "--ruleset-wiki", help="…or read it from this wiki's API.")
RulesetPageOpt = typer.Option("Ruleset", "--ruleset-page", help="The page to read with --ruleset-wiki.")
WikiOpt = typer.Option(None, "--wiki", help="The wiki's API (default: the config's [wiki] url, else https://wiki.blognomic.com/api.php).")

# the commands that apply a post to the Ruleset on the wiki (enact, ascend): the same options, one definition each
BlogOpt = typer.Option(None, "--blog", help="The blog's address (default: the config's [blog] url, else https://blognomic.com).")
SavedRulesetPageOpt = typer.Option("Ruleset", "--ruleset-page", help="The Ruleset's page on the wiki (--wiki), which is read and saved.")
CacheOpt = typer.Option(True, "--cache/--no-cache", help="Keep fetched pages on disk and revalidate with conditional GETs.")
JsonOpt = typer.Option(False, "--json")
# the commands that tally a matter (tally, enact, fail): the time and the admin who writes the note
TallyAsOfOpt = typer.Option(None, "--as-of", help="Tally at this UTC time (default: now, or the config's [clock] now), e.g. 2024-02-22T12:00:00Z.")
AdminOpt = typer.Option(None, "--admin", help="Your name, for the admin note (default: the config's [admin] name).")


def yes_opt(saves: str = "Save"):
    """--yes, the one way every writing command saves: `saves` says what is saved (a dry run with the diff without it)."""
    return typer.Option(False, "--yes", help=f"{saves}. Without it, a dry run: the diff is shown and nothing is written.")


def post_arg(what: str):
    """The post a command applies: `what` it must be ("proposal or Call for Judgement", "Ascension Address")."""
    return typer.Argument(..., help=f"The {what}: its URL (https://blognomic.com/archive/<slug>) or a saved post page.")


def ruleset_wikitext_opt(offline: str):
    """--ruleset FILE, the Ruleset's wikitext instead of the wiki's page; `offline` says what the command does with it."""
    return typer.Option(None, "--ruleset", help=f"The Ruleset's wikitext as a .wiki file ({offline}); default: the page on the wiki.")


def ruleset_wikitext(ruleset: str | None, wiki: str | None, page: str, needed_by: str):
    """What --ruleset FILE or the wiki's page gives: (text, source name, revid, wiki client or None). A render (.txt,
    .html) is refused: what `needed_by` edits is the wikitext."""
    if ruleset:
        p = Path(ruleset)
        if p.suffix.lower() in (".txt", ".html", ".htm"):
            fail(f"{ruleset}: {needed_by} needs the Ruleset's wikitext (a .wiki file or the wiki page); a {p.suffix} render cannot be edited")
        return read_file(ruleset), str(ruleset), None, None
    w = wiki_client(wiki)
    wp = w.read(page)
    return wp.text, f"{w.where} [[{wp.title}]]", wp.revision.revid, w


def ruleset_in_force(ruleset: str | None, ruleset_wiki: str | None, ruleset_page: str | None, required: bool = True) -> Ruleset | None:
    """The Ruleset the commands follow: --ruleset FILE or --ruleset-wiki URL [--ruleset-page P], else the config's
    [ruleset] (file, or wiki + page), else the page Ruleset of the wiki the commands read (the config's [wiki] url,
    else the live wiki). `required` is kept for the callers that treat the Ruleset as optional: the default always
    exists, so it only matters when a source is given that cannot be read (the error is raised either way)."""
    ruleset, ruleset_wiki, ruleset_page, default = ruleset_source(ruleset, ruleset_wiki, ruleset_page)
    if not default:
        return load_source(ruleset, ruleset_wiki, ruleset_page, None)
    from ..sources.wiki import WikiError

    try:
        return load_source(ruleset, ruleset_wiki, ruleset_page, None)
    except WikiError as e:  # the Ruleset was not asked for: say what to give instead
        raise WikiError(f"{e}; the Ruleset in force is read from the page {ruleset_page!r} of that wiki when none is given: "
                        "give it with --ruleset FILE (.wiki, .html or .txt) or --ruleset-wiki URL, or set [ruleset] in the config file") from None


def ruleset_source(ruleset: str | None, ruleset_wiki: str | None, ruleset_page: str | None) -> tuple[str | None, str | None, str, bool]:
    """Where the Ruleset in force is read: (file, wiki, page, whether it is the default wiki's page): --ruleset FILE or
    --ruleset-wiki URL [--ruleset-page P], else the config's [ruleset], else the page Ruleset of the config's wiki."""
    from ..config import default_wiki, load_config

    default = False
    if not ruleset and not ruleset_wiki:
        cfg = load_config().get("ruleset", {})
        ruleset, ruleset_wiki, ruleset_page = cfg.get("file"), cfg.get("wiki"), cfg.get("page", ruleset_page)
        if not ruleset and not ruleset_wiki:
            ruleset_wiki, default = default_wiki(), True
    return ruleset, ruleset_wiki, ruleset_page or "Ruleset", default


_histories: dict[str, Any] = {}


def histories_of(url: str | None, client=None):
    """The pages' histories of a wiki (a URL, else the config's [wiki] url, else the live wiki; `client`: its client
    made already): one per wiki per run, so that each page's history is read once."""
    from ..sources.history import PageHistories

    w = client or wiki_client(url)
    if w.where not in _histories:
        _histories[w.where] = PageHistories(w)
    return _histories[w.where]


def is_past(as_of: str | None, t) -> bool:
    """Was a time given (--as-of) that is before the tools' now?"""
    from ..config import tools_now

    return as_of is not None and t < tools_now()


def era_in_force(ruleset: str | None, ruleset_wiki: str | None, ruleset_page: str | None, at, *, past: bool, since=None):
    """The rules of any time the command asks about (era.Era): the wiki page's revision in force then, or a file
    given as the Ruleset, which with a `past` time stands for the Ruleset of then (said in one note line)."""
    from ..era import Era, past_file_note
    from ..redact import safe_url

    file, wiki, page, default = ruleset_source(ruleset, ruleset_wiki, ruleset_page)
    if file:
        rs = load_source(file, None, page, None)
        return Era(None, page, fixed=rs, fixed_note=past_file_note(f"--ruleset {file}", at) if past else None)
    return Era(histories_of(wiki), page, since=since, wiki_name=safe_url(wiki) if wiki else "", default_source=default)


def rules_at(era, at, matter=None, say_notes: bool = True):
    """The rules of `era` in force at `at` (era.RulesOfThen), its warnings (and note) said once on stderr."""
    from ..sources.wiki import WikiError

    try:
        rules = era.rules_at(at, matter)
    except WikiError as e:
        if era.default_source:  # the Ruleset was not asked for: say what to give instead
            raise WikiError(f"{e}; the Ruleset in force is read from the page {era.page!r} of that wiki when none is given: "
                            "give it with --ruleset FILE (.wiki, .html or .txt) or --ruleset-wiki URL, or set [ruleset] in the config file") from None
        raise
    warn(rules.ruleset.warnings)
    warn(rules.profile.warnings)
    if say_notes:
        note(rules.notes)
    return rules


_noted: set[str] = set()


def note(lines) -> None:
    """What an answer stands on that the user must know (a file standing for the Ruleset of a past time, a revision
    standing for one no longer in the history): one line each on stderr, `note: ...`, each said once per run."""
    from ..redact import scrub

    for line in lines:
        if line not in _noted:
            _noted.add(line)
            err_console.print(f"[bold]note:[/] {escape(scrub(line))}", highlight=False, soft_wrap=True)


def schema_in_force(ruleset: str | None, ruleset_wiki: str | None, ruleset_page: str, required: bool = True):
    """The gamestate schema of the Ruleset in force (`ruleset_in_force`); None when it is not required and none is given."""
    from ..validators.schema import extract_schema

    rs = ruleset_in_force(ruleset, ruleset_wiki, ruleset_page, required)
    return extract_schema(rs) if rs is not None else None


def blog_client(blog: str | None, cache: bool = True):
    """The blog: --blog, else the config's [blog] url, else the live site; selectors and retries from the config."""
    from ..config import live_blog, load_config
    from ..sources.blog import BACKOFF, MAX_RETRIES, BlogClient, default_cache_dir

    cfg = load_config().get("blog", {})
    return BlogClient(blog or cfg.get("url") or live_blog(), cache_dir=default_cache_dir() if cache else None, selectors=cfg.get("selectors"),
                      retries=min(cfg.get("max_retries", MAX_RETRIES), 5) + 1, backoff=min(cfg.get("retry_timeout", BACKOFF), 12))


def read_post(source: str, client, blog: str | None = None):
    """(post, roster) of a post: a saved page when `source` is a file, else read from the blog (a URL, or a path
    on --blog), its comments checked against the count the blog lists for it (a post no listing counts: said)."""
    from ..parsers.blog import parse_post_page
    from ..sources.blog import is_url

    from ..sources.files import is_file

    if not is_url(source) and (not blog or is_file(source)):
        return parse_post_page(read_file(source), str(source), client.selectors)
    post, roster, note = client.counted_post(source)
    if note:
        warn([note])
    return post, roster


def read_file(path: str | Path) -> str:
    from ..sources.files import read_text

    return read_text(path)


def gamestate_validator(page: str, ruleset: str | None, ruleset_wiki: str | None, ruleset_page: str, summary: str | None = None):
    """A validator for writers when `page` is the gamestate page the Ruleset in force names (else None): writers must
    never push a state that breaks the rules. Its `undecided` (validators.gamestate.WriteCheck) is what the tools
    cannot tell of the last text checked: said, never refusing the save."""
    rs = ruleset_in_force(ruleset, ruleset_wiki, ruleset_page, required=False)
    if rs is None:
        return None
    from ..validators.gamestate import WriteCheck
    from ..validators.schema import extract_schema

    schema = extract_schema(rs)
    loc = schema.profile.gamestate_location.value if schema.profile else None
    norm = lambda t: t.replace("_", " ").strip().casefold()  # noqa: E731
    if not loc or loc.get("kind") != "wiki page" or norm(loc["page"]) != norm(page):
        return None
    return WriteCheck(schema, page, summary)


def show_undecided(validate) -> None:
    """What a writer's gamestate check could not tell (WriteCheck.undecided): said after the outcome, never an error."""
    for u in getattr(validate, "undecided", None) or []:
        console.print(f"cannot tell: {u}", markup=False, highlight=False, soft_wrap=True)


RosterOpt = typer.Option(None, "--roster", help="The active players, instead of the sources the rules name: a file, or names such as \"Josh*, Kevan*, pokes\" ('*' after an Admin's name; "
                                                "'Idle: X, Y' for idle players).")
EmperorOpt = typer.Option(None, "--emperor", help="The emperor's name (with --roster; default: the roster's source, else the sidebar).")


def roster_sources(profile, roster: str | None, emperor: str | None, wiki: str | None = None, at=None, since=None):
    """Where each matter's roster comes from, in the order the library uses them (roster.RosterSources): --roster
    (a file or names), the wiki page the Ruleset names for the roster, the post page's sidebar, the gamestate page.
    With `at` (a past time), the wiki's pages as they were then, and the sidebar, read now, said to stand for then."""
    from ..roster import RosterSources, parse_roster_spec
    from ..sources.files import is_file

    given = None
    if roster is not None:
        p = Path(roster)
        if is_file(p):  # never an error: names too long for a file name are the names
            given = parse_roster_spec(read_file(p), str(p), emperor)
        elif p.suffix.lower() in (".txt", ".csv", ".list") or "/" in roster:
            fail(f"--roster {roster[:120]}: no such file")
        else:
            given = parse_roster_spec(roster, "--roster", emperor)
    elif emperor is not None:
        fail("--emperor goes with --roster (the roster's own source names the emperor otherwise)")
    if at is not None:
        from ..era import page_reader_at
        from ..reading.times import said_time

        reader = {}

        def read_then(title: str):
            if "r" not in reader:
                reader["r"] = page_reader_at(histories_of(wiki), at, since)
            return reader["r"](title)

        return RosterSources.of_profile(profile, given=given, emperor=emperor, read_page=read_then, then=f"{said_time(at)} UTC")
    client = {}

    def read_page(title: str):
        if "w" not in client:
            client["w"] = wiki_client(wiki)
        wp = client["w"].read(title)
        return wp.text, wp.revision.revid

    return RosterSources.of_profile(profile, given=given, emperor=emperor, read_page=read_page)


