"""The `blognomic` command's entry point: the whole CLI is imported here, inside the handling of Ctrl-C and of a
closed output pipe, so that neither ever shows a traceback (an interrupt while the modules load included). A bug's
traceback is printed with every secret the run knows of cut out (redact.scrub): the last line of a library's
exception may hold its whole request."""
from __future__ import annotations

import os
import signal
import sys


def _interrupted_while_loading(signum, frame) -> None:
    """Ctrl-C before main() has started (this module's own imports): nothing has run, so the answer is given and the
    process ends here, as main() would end it."""
    sys.stderr.write("error: interrupted\n")
    sys.stderr.flush()
    os._exit(130)


signal.signal(signal.SIGINT, _interrupted_while_loading)

from .pipe import PIPE_CLOSED, quiet_stdout  # noqa: E402  (after the handler: an interrupt while it loads is one line)

_INTERRUPTED: list[bool] = []  # set by the SIGINT handler: whatever a module's import makes of the interrupt after it


def _on_interrupt(signum, frame) -> None:
    _INTERRUPTED.append(True)
    raise KeyboardInterrupt


def _unraisable(args) -> None:
    """An interrupt that came while Python ran a callback of its own (a weak reference's, as a module loads) cannot be
    raised there: Python would print it with a traceback as "Exception ignored" and go on as if Ctrl-C had not been
    pressed. It is delivered again a millisecond later (a timer's signal, whose handler raises it as Ctrl-C's does),
    once the callback has returned, to the program's own code, where it is handled as any other."""
    if (isinstance(args.exc_value, KeyboardInterrupt) or args.exc_type is KeyboardInterrupt) and hasattr(signal, "setitimer"):
        signal.signal(signal.SIGALRM, _on_interrupt)
        signal.setitimer(signal.ITIMER_REAL, 0.001)
        return
    sys.__unraisablehook__(args)


def _scrubbed_traceback(kind, value, tb) -> None:
    import traceback

    from ..redact import scrub

    sys.stderr.write(scrub("".join(traceback.format_exception(kind, value, tb))))


def main() -> None:
    sys.excepthook = _scrubbed_traceback
    sys.unraisablehook = _unraisable
    signal.signal(signal.SIGINT, _on_interrupt)
    try:
        from .main import main as run

        run()
    except KeyboardInterrupt:
        _interrupted()
    except BrokenPipeError:
        quiet_stdout()
        sys.exit(PIPE_CLOSED)  # as a program killed by SIGPIPE: never 0 (done) nor 1 (a negative answer)
    except SystemExit:  # a command that handled the interrupt itself has said what it left
        raise
    except BaseException:
        # an interrupt a module turned into another error while it loaded: Python wraps it in a RuntimeError while a
        # dataclass is made, and a module left half imported fails the next import with an ImportError
        if _INTERRUPTED:
            _interrupted()
        raise


def _interrupted() -> None:
    sys.stderr.write("error: interrupted\n")
    sys.exit(130)


if __name__ == "__main__":
    main()
