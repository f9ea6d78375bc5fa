"""What every command shares: error handling, loading a Ruleset from a file or the wiki, output."""
from __future__ import annotations

import functools
import json
import sys
from typing import Any, Callable

import typer
from rich.console import Console

from ..errors import BlognomicError
from ..models import Ruleset

console = Console()
err_console = Console(stderr=True)


def fail(message: str, code: int = 2) -> None:
    err_console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(code)


def handle_errors(fn: Callable) -> Callable:
    """A user mistake or a network fault is one clear line and exit code 2, never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except BlognomicError as e:
            fail(str(e), e.exit_code)
        except KeyboardInterrupt:
            fail("interrupted", 130)

    return wrapper


def load_source(source: str | None, wiki: str | None, page: str, fmt: str | None) -> Ruleset:
    from ..parsers import load_ruleset, parse_ruleset

    if wiki:
        from ..sources.wiki import fetch_page

        if source:
            fail("give either a SOURCE file or --wiki URL, not both")
        wp = fetch_page(wiki, page)
        return parse_ruleset(wp.text, fmt="wikitext", source=f"{wiki} [[{wp.title}]]", title=wp.title, revision=wp.revision)
    if not source:
        fail("give a SOURCE file (.wiki, .html or .txt) or --wiki URL [--page Ruleset]")
    if source == "-":
        return parse_ruleset(sys.stdin.read(), fmt=fmt, source="<stdin>")
    return load_ruleset(source, fmt=fmt)


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def parse_utc(value: str, what: str):
    """'2024-02-22T12:00:00Z' (or without a zone: UTC) -> an aware datetime; a clear error otherwise."""
    from datetime import datetime, timezone

    try:
        t = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        fail(f"{what} {value!r}: not a time (use e.g. 2024-02-22T12:00:00Z)")
    return t if t.tzinfo else t.replace(tzinfo=timezone.utc)


def wiki_client(url: str | None):
    from ..sources.wiki import Wiki, WikiSettings

    return Wiki(WikiSettings.load(url))


def show_write(report, page: str, diff: bool = True) -> None:
    """The diff and the outcome of writers.write_page, said the same way by every command that writes."""
    if diff and report.diff:
        from rich.syntax import Syntax

        console.print(Syntax(report.diff, "diff", theme="ansi_dark", word_wrap=True))
    conflicts = f" after {len(report.conflicts)} edit conflict(s)" if report.conflicts else ""
    console.print({
        "dry-run": f"dry run: nothing written (base revision {report.base_revid}); add --yes to save",
        "saved": f"saved {page} as revision {report.new_revid} (was {report.base_revid}){conflicts}",
        "unchanged": f"no change: {page} already has this text",
        "invalid": "not saved: the result would break the rules: " + "; ".join(report.problems),
        "gave up": f"not saved: {len(report.conflicts)} edit conflicts in a row ({'; '.join(report.conflicts)}); someone is editing {page} now, try again",
    }.get(report.status, report.status))
