"""The state of a Castles game (its Vassals, the Task assignments, the Building Wave, the Fortnight counter and date)
and the gamestate page: read into a State, and a State written back cell by cell.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime

from ...parsers.gamestate import parse_gamestate
from ...reading.numbers import month_number
from ...validators.findings import parse_number
from ..base import entries
from .rules import CastlesError, CastlesRules, Structure


@dataclass
class Vassal:
    name: str
    materials: dict[str, int]
    serfs: int
    reputation: int
    damage: int
    structures: list[Structure]  # innermost first, outermost last


@dataclass
class State:
    vassals: dict[str, Vassal]
    tasks: dict[str, list[tuple[str, int]]]  # task -> [(vassal, serfs)]
    building_wave: list[str]
    fortnight: int | None = None
    last_fortnight: str | None = None  # the page's "Last Fortnight" as written (e.g. "23 February 2024")


def read_state(rules: CastlesRules, gs, strict: bool = True) -> State:
    """The state on a gamestate page. A Vassal whose Structures cannot be read is an error, or with
    strict=False is left out (the validator reports those boxes itself)."""
    vassals = {}
    for name, cells in gs.players.items():
        def num(h, default=0):
            c = next((c for k, c in cells.items() if k.casefold() == h.casefold()), None)
            n = parse_number(c.text) if c is not None and c.text else None
            return default if n is None else n

        scell = next((c for k, c in cells.items() if k.casefold() == "structures"), None)
        structs, bad = rules.parse_boxes(scell.raw if scell else "")
        bad += [f"{s.size} {s.name} (Size {s.size!r} is not one of {', '.join(rules.sizes)})" for s in structs if s.size not in rules.sizes]
        if bad:
            if not strict:
                continue
            raise CastlesError(f"{gs.page}: {name}'s Structures cannot be read ({bad[0]!r}, line {scell.line}); fix the page first")
        vassals[name] = Vassal(name, {m: num(m) for m in rules.materials}, num("Serfs", 5), num("Reputation"), num("Damage"), structs)
    tasks: dict[str, list[tuple[str, int]]] = {t: [] for t in rules.tasks}
    for rows in gs.lists.values():
        for task, items in rows.items():
            if task in rules.tasks:
                tasks[task] = [(n, k) for n, k, _ in entries(items) if k is not None]
    wave_g = gs.globals.get("Building Wave")
    wave = [w.strip() for w in wave_g.text.split(",") if w.strip()] if wave_g else []
    fort = gs.globals.get("Fortnight")
    last = gs.globals.get("Last Fortnight")
    return State(vassals, tasks, wave, parse_number(fort.text) if fort else None, last.text.strip() if last and last.text.strip() else None)


def page_date(text: str) -> date | None:
    """A date as the gamestate page writes it: "23 February 2024" (as the Fortnight writes it), "23 Feb 2024",
    "February 23, 2024", "23/02/2024" (day first, Appendix "Time") or "2024-02-23". None if it is none of these."""
    t = re.sub(r"<!--.*?-->|<br\s*/?>|'{2,}", " ", text or "", flags=re.S).strip().rstrip(".")
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\.?,?\s+(\d{4})", t)
    parts = (m.group(1), m.group(2), m.group(3)) if m else None
    if parts is None:
        m = re.fullmatch(r"([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", t)
        parts = (m.group(2), m.group(1), m.group(3)) if m else None
    try:
        if parts is not None:
            month = month_number(parts[1])
            return date(int(parts[2]), month, int(parts[0])) if month else None
        m = re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", t)
        if m:
            return date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
        m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", t)
        if m:
            return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return None
    return None


def write_state(rules: CastlesRules, text: str, state: State, player_terms: tuple, when: datetime) -> str:
    """The page with the new state, cell by cell (the wikitable reader keeps every other byte)."""
    gs = parse_gamestate(text, player_terms=player_terms)
    edits: list[tuple[int, int, str]] = []

    def put(cell, value: str) -> None:
        raw = text[cell.span[0]:cell.span[1]]
        if raw.strip() != value:
            edits.append((cell.span[0], cell.span[1], value))

    for name, v in state.vassals.items():
        cells = gs.player(name)
        for h, c in cells.items():
            key = h.casefold()
            if h in rules.materials:
                put(c, str(v.materials[h]))
            elif key == "serfs":
                put(c, str(v.serfs))
            elif key == "reputation":
                put(c, str(v.reputation))
            elif key == "damage":
                put(c, str(v.damage))
            elif key == "structures":
                boxes = "<br/>".join(s.box() for s in v.structures)
                cur, _ = rules.parse_boxes(c.raw)
                if [(s.size, s.name, s.values) for s in cur] != [(s.size, s.name, s.values) for s in v.structures]:
                    edits.append((c.span[0], c.span[1], boxes))
    for t in gs.tables:
        if t.key is not None:
            continue
        for row in t.rows:
            task = row[0].text
            if task in state.tasks and len(row) > 1:
                put(row[1], "<br/>".join(f"{n} ({k})" for n, k in state.tasks[task]))
    out = text
    for start, end, value in sorted(edits, reverse=True):
        out = out[:start] + value + out[end:]

    def set_global(label: str, value: str) -> None:
        nonlocal out
        out = re.sub(r"(?m)^('''" + re.escape(label) + r"''':\s*)(.*?)(\s*(?:<br\s*/?>)?\s*)$", lambda m: m.group(1) + value + m.group(3), out, count=1)

    if state.fortnight is not None:
        set_global("Fortnight", str(state.fortnight))
    set_global("Last Fortnight", f"{when.day} {when.strftime('%B %Y')}")
    set_global("Building Wave", ", ".join(state.building_wave) if state.building_wave else "(to be chosen by the Sovereign)")
    return out


