"""``blognomic sandbox up|down|status|reset``."""
from __future__ import annotations

from typing import Optional

import typer
from rich.markup import escape

from .common import console, finishes_writes, handle_errors, print_json

app = typer.Typer(help="A local MediaWiki and blog to try every command on (no configuration).", no_args_is_help=True)

PortOpt = typer.Option(None, "--port", help="The wiki's port (the blog takes the next one); default 8470 or BLOGNOMIC_SANDBOX_PORT, a free one if taken.")
ClockOpt = typer.Option(None, "--clock", help="Pin the wiki's clock: every edit is stamped with this UTC time (reproducible runs).")
JsonOpt = typer.Option(False, "--json", help="Print the sandbox's status as JSON (the progress lines go to stderr).")


def _print(status) -> None:
    console.print(f"wiki:   {status.wiki_url or '-'}  [{'green' if status.wiki_up else 'red'}]{'up' if status.wiki_up else 'down'}[/]"
                  + ("" if status.seeded else "  [red]never fully seeded (interrupted): run `blognomic sandbox reset`[/]"))
    console.print(f"blog:   {status.blog_url or '-'}  [{'green' if status.blog_up else 'red'}]{'up' if status.blog_up else 'down'}[/]")
    console.print(f"config: {escape(str(status.config))}")
    if status.clock:
        console.print(f"clock:  {escape(str(status.clock))} (pinned)")


def _logger(json_out: bool):
    from .common import err_console

    c = err_console if json_out else console
    return lambda m: c.print(escape(m), highlight=False, soft_wrap=True)


def _finish(status, json_out: bool) -> None:
    if json_out:
        print_json(status.to_dict())
    else:
        console.print(f"\nRun commands against it with:\n  export BLOGNOMIC_CONFIG={escape(str(status.config))}", highlight=False, soft_wrap=True)


@app.command()
@handle_errors
@finishes_writes
def up(port: Optional[int] = PortOpt, clock: Optional[str] = ClockOpt, json_out: bool = JsonOpt) -> None:
    """Start (and on first use create and seed) the sandbox; prints its URLs and the config to use. It makes its files
    only in a new or empty folder (or one it made), and overwrites only the config.toml it wrote."""
    from ..sandbox.manager import Sandbox, parse_clock

    when = parse_clock(clock) if clock else None
    _finish(Sandbox().up(log=_logger(json_out), port=port, clock=when), json_out)


@app.command()
@handle_errors
@finishes_writes
def reset(port: Optional[int] = PortOpt, clock: Optional[str] = ClockOpt, json_out: bool = JsonOpt) -> None:
    """Stop the sandbox, delete it and start a fresh one: the seeded pages with the same revision ids and times.
    Only a folder the sandbox made is deleted (it holds the sandbox's marker file); any other is refused."""
    from ..sandbox.manager import Sandbox, parse_clock

    when = parse_clock(clock) if clock else None
    _finish(Sandbox().reset(log=_logger(json_out), port=port, clock=when), json_out)


@app.command()
@handle_errors
@finishes_writes
def down() -> None:
    """Stop the sandbox's wiki and blog."""
    from ..sandbox.manager import Sandbox

    Sandbox().down(log=lambda m: console.print(escape(m)))


@app.command()
@handle_errors
def status(json_out: bool = JsonOpt) -> None:
    """Whether the sandbox is up, and where (exit 1 when it is not up)."""
    from ..sandbox.manager import Sandbox

    st = Sandbox().status()
    if json_out:
        print_json(st.to_dict())
    else:
        _print(st)
    if not st.up:
        raise typer.Exit(1)
