"""Entry point: ``blognomic``."""
from __future__ import annotations

import typer

from .. import __version__
from . import emperor as emperor_cli
from . import gamestate as gamestate_cli
from . import tally as tally_cli
from .ruleset import app as ruleset_app
from .sandbox import app as sandbox_app
from .wiki import app as wiki_app

app = typer.Typer(
    help="BlogNomic tools: read the Ruleset in force and act on it (admins' tallies, players' checks, the emperor's posts).",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
app.add_typer(ruleset_app, name="ruleset")
tally_cli.register(app)
app.add_typer(wiki_app, name="wiki")
app.add_typer(sandbox_app, name="sandbox")
app.add_typer(gamestate_cli.app, name="gamestate")
gamestate_cli.register(app)
emperor_cli.register(app)


@app.command()
def version() -> None:
    """Print the version."""
    typer.echo(__version__)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
