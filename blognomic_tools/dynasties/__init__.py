"""The dynasties: per dynasty, what the Ruleset's text cannot give reliably about the gamestate page (which column is
which variable, how a cell is written) as data, and code only for actions (its checks of an edit, its engine).
The contract a dynasty fulfils is `base.Dynasty`'s docstring.

The registry: one line per dynasty, tried in this order (the first whose `applies(schema)` holds is the one).
"""
from __future__ import annotations

from .base import DYNASTIES, Dynasty, dynasty_for, register, spec_for
from . import castles  # noqa: E402,F401  (registered on import)
from . import blogbots  # noqa: E402,F401
from . import banewood  # noqa: E402,F401

__all__ = ["DYNASTIES", "Dynasty", "dynasty_for", "register", "spec_for"]
