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
