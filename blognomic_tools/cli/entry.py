"""The `blognomic` command's entry point: the whole CLI is imported here, inside the handling of Ctrl-C and of a
closed output pipe, so that neither ever shows a traceback (an interrupt while the modules load included)."""
from __future__ import annotations

import sys

from .pipe import PIPE_CLOSED, quiet_stdout


def main() -> None:
    try:
        from .main import main as run

        run()
    except KeyboardInterrupt:
        sys.stderr.write("error: interrupted\n")
        sys.exit(130)
    except BrokenPipeError:
        quiet_stdout()
        sys.exit(PIPE_CLOSED)  # as a program killed by SIGPIPE: never 0 (done) nor 1 (a negative answer)


if __name__ == "__main__":
    main()
