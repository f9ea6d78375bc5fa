"""Entry point: ``blognomic``.

Global behaviour lives here, once for every command:
- `--version` (and the `version` command), shell completion (`--install-completion`, `--show-completion`);
- help texts are printed as written: brackets such as "[ruleset]" or "[Tag]s" are escaped before rich renders
  them (typer's rich help would otherwise read them as markup and drop them);
- a usage mistake (missing argument, unknown option, bad value) is one line `error: ...` and exit code 2,
  like every other user mistake (cli/common.handle_errors), instead of click's boxed usage panel;
- what the library logs as a warning (a config file others may read) is a `warning: ...` line (cli/common.warn);
- no line printed here holds a secret the run knows of (redact.scrub).
"""
from __future__ import annotations

import functools
import logging
import sys
from typing import Optional

import typer
from rich.markup import escape

from .. import __version__
from . import ascend as ascend_cli
from . import audit as audit_cli
from . import emperor as emperor_cli
from . import fail as fail_cli
from . import enact as enact_cli
from . import gamestate as gamestate_cli
from . import proposal as proposal_cli
from . import tally as tally_cli
from .common import INTERRUPTED, say_error, start_run, warn
from .ruleset import app as ruleset_app
from .sandbox import app as sandbox_app
from .wiki import app as wiki_app

try:  # typer >= 0.2x carries its own click
    from typer._click.exceptions import ClickException, NoArgsIsHelpError, UsageError
    from typer.exceptions import Abort
except ImportError:  # pragma: no cover - older typer on click itself
    from click.exceptions import Abort, ClickException, NoArgsIsHelpError, UsageError

app = typer.Typer(
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=True,
)
app.add_typer(ruleset_app, name="ruleset")
app.add_typer(proposal_cli.app, name="proposal")
tally_cli.register(app)
audit_cli.register(app)
app.add_typer(wiki_app, name="wiki")
app.add_typer(sandbox_app, name="sandbox")
app.add_typer(gamestate_cli.app, name="gamestate")
gamestate_cli.register(app)
emperor_cli.register(app)
enact_cli.register(app)
fail_cli.register(app)
ascend_cli.register(app)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"blognomic-tools {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Optional[bool] = typer.Option(None, "--version", callback=_print_version, is_eager=True, help="Print the version and exit."),
) -> None:
    """BlogNomic tools: read the Ruleset in force and act on it (admins' tallies, players' checks, the emperor's posts).

    Exit codes: 0 done (or legal), 1 a negative answer (an illegal edit, a write refused, the sandbox down), 2 a user mistake or a fault (one line `error: ...`), 3 edit conflicts that did not resolve, 130 interrupted.
    """


@app.command()
def version() -> None:
    """Print the version."""
    typer.echo(f"blognomic-tools {__version__}")


def _escape_help(cmd) -> None:
    """Escape rich markup in every help text of the tree, so that what the help says is what it shows."""
    for attr in ("help", "short_help", "epilog"):
        text = getattr(cmd, attr, None)
        if text:
            setattr(cmd, attr, escape(text))
    for p in cmd.params:
        if getattr(p, "help", None):
            p.help = escape(p.help)
        _no_type_noise(p)
    _quiet_help_option(cmd)
    for sub in (getattr(cmd, "commands", None) or {}).values():
        _escape_help(sub)


def _no_type_noise(p) -> None:
    """A flag takes no value: its help shows no type (typer would print `<bool>`); nor does a list of arguments,
    whose name already ends in '...' (`<list[str]>`)."""
    if getattr(p, "is_flag", False) or (p.param_type_name == "argument" and p.nargs == -1):
        p.display_type_rich = lambda ctx: None


def _quiet_help_option(cmd) -> None:
    """`--help` itself is a flag: no type either (click makes it when the help is asked for)."""
    make = cmd.get_help_option

    def get_help_option(ctx):
        opt = make(ctx)
        if opt is not None:
            _no_type_noise(opt)
        return opt

    cmd.get_help_option = get_help_option


@functools.cache
def build():
    """The click command tree of `blognomic`, help texts escaped; built once per process (a program that runs the
    commands in-process, as the tests and the browser's jobs do, would otherwise spend 40 ms inspecting every command's
    signature on each call; the tree holds no state of a run)."""
    cmd = typer.main.get_command(app)
    _escape_help(cmd)
    return cmd


class _Warnings(logging.Handler):
    """The library's warnings (logging, level WARNING and up), each said once as `warning: ...` on stderr."""

    def emit(self, record: logging.LogRecord) -> None:
        warn([record.getMessage()])


def _say_library_warnings() -> None:
    log = logging.getLogger("blognomic_tools")
    if not any(isinstance(h, _Warnings) for h in log.handlers):
        log.addHandler(_Warnings(logging.WARNING))
        log.propagate = False


def _options_end(argv: list[str] | None) -> int:
    """Where the options end (a `--` ends them): a '--json' after it is an argument, not the option."""
    args = sys.argv[1:] if argv is None else argv
    return args.index("--") if "--" in args else len(args)


def main(argv: list[str] | None = None) -> None:
    start_run()
    _say_library_warnings()
    cmd = build()
    json_out = "--json" in (sys.argv[1:] if argv is None else argv)[: _options_end(argv)]  # its errors are JSON on stdout too
    try:
        rv = cmd.main(args=argv, prog_name="blognomic", standalone_mode=False)
    except NoArgsIsHelpError as e:
        # `blognomic` or `blognomic wiki` alone: the help, exit 2 (nothing was done)
        if e.format_message():  # rich help is printed when the error is made; plain help is its message
            typer.echo(e.format_message())
        sys.exit(2)
    except UsageError as e:
        hint = f" (see: {e.ctx.command_path} --help)" if e.ctx else ""
        say_error(e.format_message() + hint, 2, json_out)
        sys.exit(2)
    except ClickException as e:
        say_error(e.format_message(), e.exit_code, json_out)
        sys.exit(e.exit_code)
    except Abort:
        say_error("aborted", 1, json_out)
        sys.exit(1)
    if rv == INTERRUPTED:  # Ctrl-C, wherever it came: in a command, or while click read the arguments
        say_error("interrupted", INTERRUPTED, json_out)
    sys.exit(rv if isinstance(rv, int) else 0)


if __name__ == "__main__":
    main()
