"""Who the active players are, and which source says so.

A tally needs the roster (Quorum, who may vote, the emperor); the rules say where it is kept (the profile's
``roster_location``: "add them to the roster in the sidebar", or, after the 2025 proposal "[Core] Power to the
People", "the roster in [[Core Tracking]]"). The sources, in the order they are used:

1. what the admin gives: ``--roster FILE`` or ``--roster "A, B*, C"`` (``*`` marks an Admin; a line or entry
   ``Idle: X, Y`` lists idle players), with ``--emperor NAME``;
2. the wiki page the Ruleset in force names for the roster (its players table: a column of names, and columns
   saying who is an Admin, who is Idle, who is the emperor);
3. the blog's sidebar on the post page (:func:`~blognomic_tools.parsers.blog.parse_roster`: the forms known);
4. the players table of the gamestate page the Ruleset names (names only: no Admins, no emperor).

The first available one is used, and named (``Roster.where``) with the rule that says where the roster is kept;
another source at hand that disagrees is reported with both lists (``Roster.notes``), never silently preferred.
Nothing here does I/O: the caller hands in the texts, or a function that reads a wiki page.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from .errors import BlognomicError
from .models import Roster

_NAME = re.compile(r"^[^\s<>\[\]{}|#*,:][^<>\[\]{}|#*,:]{0,59}$")


class RosterError(BlognomicError):
    """A roster given or read cannot be used (empty, not a list of names, no players table)."""


def parse_roster_spec(text: str, where: str, emperor: str | None = None) -> Roster:
    """A roster the admin gives: names separated by commas or lines, ``*`` after an Admin's name, ``#`` comments,
    ``Idle: X, Y`` for idle players. Raises RosterError naming `where` and the entry it cannot read."""
    players: list[str] = []
    admins: list[str] = []
    idle: list[str] = []
    for n, line in enumerate(text.replace("\r", "\n").split("\n"), 1):
        line = line.split("#", 1)[0].strip() if not line.lstrip().startswith("#") else ""
        if not line:
            continue
        target = players
        for entry in (e.strip() for e in line.split(",")):
            m = re.match(r"^idle\s*:\s*(.*)$", entry, re.I)
            if m:  # "Idle: X, Y": this entry and the rest of the line are idle
                target, entry = idle, m.group(1).strip()
            if not entry:
                continue
            name = entry.rstrip("*").strip()
            if not _NAME.match(name):
                at = f" (line {n})" if "\n" in text.strip() else ""
                raise RosterError(f"{where}{at}: {entry[:60]!r} is not a player's name (names separated by commas or lines, "
                                  "'*' after an Admin's name, 'Idle: X, Y' for idle players)")
            if any(name.casefold() == p.casefold() for p in players + idle):
                raise RosterError(f"{where}: {name!r} is listed twice")
            target.append(name)
            if entry.endswith("*"):
                admins.append(name)
    if not players:
        raise RosterError(f"{where}: no active player is listed")
    if emperor is not None and not emperor.strip():
        raise RosterError("--emperor: the name is empty")
    return Roster(players=players, admins=admins, emperor=emperor.strip() if emperor else None, source=where, where=where, idle=idle)


_TRUE = re.compile(r"^\s*(?:yes|y|true|x|✓|✔|\*|admin(?:istrator)?)\s*$", re.I)


def roster_from_page(text: str, page: str, revid: int | None = None, player_terms: tuple[str, ...] = (),
                     emperor_term: str | None = None) -> Roster:
    """The roster kept on a wiki page: its players table (the column of names the dynasty's term, "Player" or "Name"
    heads), a column "Admin" (yes / ✓ / x) or a column saying "Admin" in a player's row, a column "Status"/"Idle"
    saying "Idle", and the emperor as a global ("Emperor: X", in the dynasty's term too) or a row's role. Raises
    RosterError when the page holds no players table."""
    from .parsers.gamestate import GamestateError, parse_gamestate

    where = f"[[{page}]]" + (f" (revision {revid})" if revid else "")
    try:
        gs = parse_gamestate(text, page, revid, player_terms=player_terms, complete=True)
    except GamestateError as e:
        raise RosterError(f"{where}: the roster cannot be read: {e}") from None
    if not gs.players:
        raise RosterError(f"{where}: no players table on the page, so no roster can be read from it")
    players, admins, idle = [], [], []
    emperor = None
    e_terms = {t.casefold() for t in ("emperor", emperor_term or "") if t}
    for name, cells in gs.players.items():
        is_idle = False
        for header, cell in cells.items():
            h = header.strip().casefold()
            v = str(cell.text).strip()
            low = v.casefold()
            if "admin" in h:
                if _TRUE.match(v):
                    admins.append(name)
            elif "idle" in h:
                is_idle = is_idle or bool(_TRUE.match(v))
            elif h == "active":
                is_idle = is_idle or low in ("no", "n", "false", "✗", "-")
            elif h in ("status", "state", "role", "roles", "activity"):
                if "admin" in low:
                    admins.append(name)
                if re.search(r"\b(?:idle|inactive)\b", low):
                    is_idle = True
                if any(re.search(rf"\b{re.escape(t)}\b", low) for t in e_terms):
                    emperor = name
        (idle if is_idle else players).append(name)
    for label, g in gs.globals.items():
        if label.strip().casefold() in e_terms and g.text.strip():
            emperor = g.text.strip()
    return Roster(players=players, admins=list(dict.fromkeys(admins)), emperor=emperor, source=where, where=where, idle=idle)


def roster_from_gamestate(text: str, page: str, revid: int | None = None, player_terms: tuple[str, ...] = ()) -> Roster:
    """The players of a gamestate page's players table: the last source, names only."""
    r = roster_from_page(text, page, revid, player_terms)
    return Roster(players=r.players + r.idle, source=r.source, where=f"the players table of {r.where}")


def differences(a: Roster, b: Roster) -> str | None:
    """How two sources' active players differ, in a line naming both; None when they agree."""
    ka = {p.casefold(): p for p in a.players}
    kb = {p.casefold(): p for p in b.players}
    only_a = [ka[k] for k in ka if k not in kb]
    only_b = [kb[k] for k in kb if k not in ka]
    if not only_a and not only_b:
        return None
    parts = []
    if only_a:
        parts.append(f"{', '.join(only_a)} only on {a.where}")
    if only_b:
        parts.append(f"{', '.join(only_b)} only on {b.where}")
    return f"the roster of {a.where} ({len(a.players)} players) and {b.where} ({len(b.players)}) differ: " + "; ".join(parts)


class RosterSources:
    """The roster for each matter, from the first source available (see the module's docstring).

    ``given``: the admin's roster (``parse_roster_spec``); ``emperor``: the emperor named by the admin;
    ``location``: the profile's ``roster_location`` value; ``read_page``: a function reading a wiki page (title ->
    (text, revid)), or None offline; ``gamestate_page``: the gamestate page the Ruleset names (the last source);
    ``then``: a past time asked about, when ``read_page`` reads the pages as they were then (the sidebar, read now,
    is then said to stand for the roster of that time)."""

    def __init__(self, *, given: Roster | None = None, emperor: str | None = None, location: dict | None = None,
                 read_page: Callable[[str], tuple[str, int | None]] | None = None, gamestate_page: str | None = None,
                 player_terms: tuple[str, ...] = (), emperor_term: str | None = None, then: str | None = None):
        self.given = given
        self.then = then  # a past time the roster is asked for ("20 Feb 2024 07:59 UTC"): today's sidebar only stands for it
        self.stood_for: list[str] = []  # what was said of that, once: the caller's notes (never a verdict's reason)
        self.emperor = emperor
        self.location = location or {}
        self.read_page = read_page
        self.gamestate_page = gamestate_page
        self.player_terms = player_terms
        self.emperor_term = emperor_term
        self._page: Roster | None = None
        self._page_note: str | None = None
        self._page_read = False
        self._gamestate: Roster | None = None
        self._gamestate_read = False
        self._gamestate_why: str | None = None

    @classmethod
    def of_profile(cls, profile, *, given: Roster | None = None, emperor: str | None = None,
                   read_page: Callable[[str], tuple[str, int | None]] | None = None, then: str | None = None) -> "RosterSources":
        """The sources the Ruleset in force names (its ``profile``): the roster's wiki page, the gamestate page, the
        dynasty's terms for the players and the emperor; ``read_page`` reads a wiki page (the CLI's client, or the
        pages a browser page read first)."""
        def value(f):
            return f.value if f is not None else None

        gs = value(profile.gamestate_location)
        return cls(given=given, emperor=emperor, location=value(profile.roster_location), read_page=read_page,
                   gamestate_page=gs["page"] if gs and gs.get("kind") == "wiki page" else None,
                   player_terms=tuple(t for t in (value(profile.player_term), value(profile.player_term_plural)) if t),
                   emperor_term=value(profile.emperor_term), then=then)

    def pages(self) -> list[str]:
        """The wiki pages these sources may read: the roster's page the Ruleset names, then the gamestate page."""
        page = self.location.get("page") if self.location.get("kind") == "wiki page" else None
        return [t for t in (page, self.gamestate_page) if t]

    def wiki_page(self) -> tuple[Roster | None, str | None]:
        """The roster on the wiki page the Ruleset names (once per run), or (None, why not)."""
        if self._page_read:
            return self._page, self._page_note
        self._page_read = True
        page = self.location.get("page") if self.location.get("kind") == "wiki page" else None
        if not page:
            return None, None
        if self.read_page is None:
            self._page_note = f"the Ruleset keeps the roster on [[{page}]], which was not read (no wiki)"
            return None, self._page_note
        try:
            text, revid = self.read_page(page)
            self._page = roster_from_page(text, page, revid, self.player_terms, self.emperor_term)
        except BlognomicError as e:
            self._page_note = f"the Ruleset keeps the roster on [[{page}]], which could not be read ({e})"
        return self._page, self._page_note

    def gamestate(self) -> Roster | None:
        if not self._gamestate_read:
            self._gamestate_read = True
            if self.gamestate_page and self.read_page is not None:
                try:
                    text, revid = self.read_page(self.gamestate_page)
                    self._gamestate = roster_from_gamestate(text, self.gamestate_page, revid, self.player_terms)
                except BlognomicError as e:
                    self._gamestate, self._gamestate_why = None, str(e)
        return self._gamestate

    def for_post(self, sidebar: Roster | None, where: str = "") -> Roster:
        """The roster a matter is tallied with: the first source available, its notes saying what else was seen.
        Raises RosterError when no source gives one."""
        notes: list[str] = []
        page, page_note = self.wiki_page()
        chosen: Roster | None = None
        for candidate in (self.given, page, sidebar):
            if candidate is not None:
                chosen = candidate
                break
        if page_note and chosen is not self.given:
            notes.append(page_note)
        if chosen is None:
            chosen = self.gamestate()
            if chosen is None:
                raise RosterError(f"{where or 'the post'}: no roster: the page has no sidebar roster"
                                  + (f" and [[{self.gamestate_page}]] gave none ({self._gamestate_why or 'not read: no wiki'})" if self.gamestate_page else "")
                                  + "; give it with --roster \"A, B*, C\" (and --emperor NAME)")
        if self.then and chosen is sidebar:
            said = f"the sidebar as read now stands for the roster of {self.then} (the blog keeps no history of it)"
            if said not in self.stood_for:
                self.stood_for.append(said)
        # another source at hand that disagrees is said, with both
        for other in (page, sidebar):
            if other is not None and other is not chosen:
                diff = differences(chosen, other)
                if diff:
                    notes.append(diff)
        emperor = self.emperor or chosen.emperor or (sidebar.emperor if sidebar is not None else None)
        if chosen.emperor is None and emperor and not self.emperor and sidebar is not None and chosen is not sidebar:
            notes.append(f"the emperor ({emperor}) is named by {sidebar.where}")
        return replace(chosen, emperor=emperor, notes=list(chosen.notes) + notes)
