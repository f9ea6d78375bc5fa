"""The `blognomic` command's entry point: the whole CLI is imported here, inside the handling of Ctrl-C and of a
closed output pipe, so that neither ever shows a traceback (an interrupt while the modules load included). A bug's
traceback is printed with every secret the run knows of cut out (redact.scrub): the last line of a library's
exception may hold its whole request."""
from __future__ import annotations

import sys

from .pipe import PIPE_CLOSED, quiet_stdout


def _scrubbed_traceback(kind, value, tb) -> None:
    import traceback

    from ..redact import scrub

    sys.stderr.write(scrub("".join(traceback.format_exception(kind, value, tb))))


def main() -> None:
    sys.excepthook = _scrubbed_traceback
    try:
        from .main import main as run

        run()
    except KeyboardInterrupt:
        sys.stderr.write("error: interrupted\n")
        sys.exit(130)
    except RuntimeError as e:  # Ctrl-C while a dataclass is made: Python wraps the interrupt ("Error calling __set_name__")
        if not isinstance(e.__cause__, KeyboardInterrupt):
            raise
        sys.stderr.write("error: interrupted\n")
        sys.exit(130)
    except BrokenPipeError:
        quiet_stdout()
        sys.exit(PIPE_CLOSED)  # as a program killed by SIGPIPE: never 0 (done) nor 1 (a negative answer)


if __name__ == "__main__":
    main()
