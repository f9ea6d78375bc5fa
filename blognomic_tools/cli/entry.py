"""The `blognomic` command's entry point: the whole CLI is imported here, inside the handling of Ctrl-C and of a
closed output pipe, so that neither ever shows a traceback (an interrupt while the modules load included)."""
from __future__ import annotations

import os
import sys


def _quiet_stdout() -> None:
    """The reader of our output went away (`blognomic ... | head`): what is left to print goes nowhere."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def main() -> None:
    try:
        from .main import main as run

        run()
    except KeyboardInterrupt:
        sys.stderr.write("error: interrupted\n")
        sys.exit(130)
    except BrokenPipeError:
        _quiet_stdout()
        sys.exit(141)  # as a program killed by SIGPIPE: never 0 (done) nor 1 (a negative answer)


if __name__ == "__main__":
    main()
