"""A closed output pipe (`blognomic ... | head`), said the same way by the entry point and by every command: what is
left to print goes nowhere. Only the standard library here: the entry point imports this before the CLI loads.

Python ignores SIGPIPE, so the reader going away shows up as a BrokenPipeError on a write to stdout. A command
that only reads and prints stops there (exit code 141, as a program killed by SIGPIPE). A command that writes (a
wiki page, a file, the sandbox's config) runs inside `deferred()` instead: a write to the closed pipe goes nowhere
and the command goes on to finish its writes; `reader_gone()` then says so, for the exit code at the end.
"""
from __future__ import annotations

import contextlib
import os
import sys

PIPE_CLOSED = 141  # the exit code of a program killed by SIGPIPE (128 + 13)

_state = {"deferring": False, "gone": False}


def quiet_stdout() -> None:
    """The reader of our output went away: what is left to print goes nowhere."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def deferring() -> bool:
    """Inside `deferred()`: a closed pipe is noted, never raised."""
    return _state["deferring"]


def reader_gone() -> bool:
    """The pipe closed during the last `deferred()` block."""
    return _state["gone"]


def note_reader_gone() -> None:
    """The reader went away while a command that writes runs: from now on its output goes nowhere."""
    _state["gone"] = True
    quiet_stdout()


class DeferringStdout:
    """sys.stdout while a command that writes runs. Every way of printing goes through it (rich's console, which
    writes to sys.stdout; `print_json`; `typer.echo`, which takes sys.stdout as it is): a write or a flush that meets
    the closed pipe turns stdout to /dev/null and is noted, instead of raising in the middle of the command."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text):
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            self._gone()
            return len(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._gone()

    def _gone(self) -> None:
        note_reader_gone()
        try:  # what the stream still holds is written to /dev/null now, so that no later flush meets the pipe
            self._stream.flush()
        except (OSError, ValueError):
            pass

    def __getattr__(self, name):
        return getattr(self._stream, name)


@contextlib.contextmanager
def deferred():
    """Run a command that writes: a closed stdout does not stop it. On the way out, what is still buffered is flushed
    (so that a closed pipe is known before the exit code is chosen) and sys.stdout is given back."""
    before = sys.stdout
    _state.update(deferring=True, gone=False)
    sys.stdout = DeferringStdout(before)
    try:
        yield
    finally:
        try:
            sys.stdout.flush()
        finally:
            sys.stdout = before
            _state["deferring"] = False
