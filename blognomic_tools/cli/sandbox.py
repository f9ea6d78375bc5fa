"""``blognomic sandbox up|down|status``."""
from __future__ import annotations

import typer
from rich.markup import escape

from .common import console, handle_errors

app = typer.Typer(help="A local MediaWiki and blog to try every command on (no configuration).", no_args_is_help=True)


def _print(status) -> None:
    console.print(f"wiki:   {status.wiki_url or '-'}  [{'green' if status.wiki_up else 'red'}]{'up' if status.wiki_up else 'down'}[/]")
    console.print(f"blog:   {status.blog_url or '-'}  [{'green' if status.blog_up else 'red'}]{'up' if status.blog_up else 'down'}[/]")
    console.print(f"config: {escape(str(status.config))}")


@app.command()
@handle_errors
def up() -> None:
    """Start (and on first use create and seed) the sandbox; prints its URLs and the config to use."""
    from ..sandbox.manager import Sandbox

    s = Sandbox()
    status = s.up(log=lambda m: console.print(escape(m), highlight=False))
    console.print(f"\nRun commands against it with:\n  export BLOGNOMIC_CONFIG={escape(str(status.config))}", highlight=False)


@app.command()
@handle_errors
def down() -> None:
    """Stop the sandbox's wiki and blog."""
    from ..sandbox.manager import Sandbox

    Sandbox().down(log=lambda m: console.print(escape(m)))


@app.command()
@handle_errors
def status() -> None:
    """Whether the sandbox is up, and where."""
    from ..sandbox.manager import Sandbox

    st = Sandbox().status()
    _print(st)
    if not st.up:
        raise typer.Exit(1)
