"""A closed output pipe (`blognomic ... | head`), said the same way by the entry point and by every command: what is
left to print goes nowhere. Only the standard library here: the entry point imports this before the CLI loads."""
from __future__ import annotations

import os
import sys


def quiet_stdout() -> None:
    """The reader of our output went away: what is left to print goes nowhere."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
