"""The Castles dynasty (live era, Feb 2024, Vassals / Sovereign; the Gartenberg page).

One home for everything Castles: its rules read from the Ruleset (rules.py), its state and the page it is read
from and written to (state.py), its engine, the Fortnight (engine.py), and its checks of a gamestate edit
(validator.py, the `Castles` dynasty). The validator and the engine share CastlesRules.
"""
from __future__ import annotations

from .engine import (
    ACTIONS,
    MAX_ACTIONS_CHARS,
    MAX_WAVE_TARGET,
    FortnightReport,
    Resolution,
    VirtualAction,
    WaveResult,
    action_time,
    attack,
    check_not_run_yet,
    check_senders,
    choose_wave,
    fortnight,
    parse_actions,
    resolve,
)
from .rules import BOX, BOX_BODY, BOX_THEATRES, MAX_NUMBER, CastlesError, CastlesRules, Enemy, Structure
from .state import State, Vassal, page_date, read_state, write_state
from .validator import Castles

__all__ = [
    "ACTIONS", "BOX", "BOX_BODY", "BOX_THEATRES", "MAX_ACTIONS_CHARS", "MAX_NUMBER", "MAX_WAVE_TARGET",
    "Castles", "CastlesError", "CastlesRules", "Enemy", "FortnightReport", "Resolution", "State", "Structure",
    "Vassal", "VirtualAction", "WaveResult", "action_time", "attack", "check_not_run_yet", "check_senders",
    "choose_wave", "fortnight", "page_date", "parse_actions", "read_state", "resolve", "write_state",
]
