"""The Fortnight as the emperor runs it: read the page, resolve the Virtual Actions, Tasks, the Wave and Serfs,
write the new state through the one save path (validated, conflict-safe, dry-run unless told to save), and the
Herald that tells it."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ...errors import BlognomicError
from ...herald import Story, change_line, fortnight_story, herald_title
from ...parsers.gamestate import parse_gamestate
from ...saving import WriteReport, write_page
from ...validators.gamestate import diff_gamestates, validate_edit
from .engine import FortnightReport, check_not_run_yet, check_senders, fortnight
from .rules import CastlesRules
from .state import read_state, write_state


@dataclass
class FortnightRun:
    page: str
    write: WriteReport  # the save (or, without yes, the diff it would make)
    report: FortnightReport  # what the Fortnight resolved
    changes: list[str]  # the gamestate's changes, as the stories say them
    story: Story  # the Herald


def gamestate_page(schema) -> str:
    """The gamestate page the Ruleset names on the wiki."""
    loc = schema.profile.gamestate_location.value if schema.profile else None
    if not loc or loc.get("kind") != "wiki page":
        raise BlognomicError(f"give --page: the Ruleset ({schema.source}) names no gamestate page on the wiki")
    return loc["page"]


def check_roll(rules: CastlesRules, roll: int) -> None:
    """The roll must be one the Dice Roller's die can give (checked before anything is read or written)."""
    if not 1 <= roll <= rules.dice:
        raise BlognomicError(f"--roll {roll}: the Dice Roller's DICE{rules.dice} gives 1 to {rules.dice}")


def run_fortnight(wiki, schema, actions: list, roll: int, when: datetime, page: str | None = None, again: bool = False,
                  yes: bool = False) -> FortnightRun:
    """Run the Fortnight on ``page`` (default: the one the Ruleset names) of ``wiki``. Refused when the page shows
    it already ran (its Last Fortnight on or after ``when``, or an action received before it), unless ``again``."""
    rules = CastlesRules(schema)
    check_roll(rules, roll)
    page = page or gamestate_page(schema)
    terms = (schema.player_term, schema.players_term)
    result: dict = {}

    def transform(text: str) -> str:
        gs = parse_gamestate(text, page, player_terms=terms)
        state = read_state(rules, gs)
        check_senders(state, actions)
        if not again:
            check_not_run_yet(state, when, actions, page)
        new_state, report = fortnight(rules, state, actions, roll)
        new_text = write_state(rules, text, new_state, terms, when)
        result["report"] = report
        result["changes"] = [change_line(c) for c in diff_gamestates(gs, parse_gamestate(new_text, page, player_terms=terms))]
        return new_text

    def validate(old: str, new: str) -> list[str]:
        v = validate_edit(old, new, schema, page=page, summary="Fortnight")
        return [f.message for f in v.findings if f.severity == "error"]

    write = write_page(wiki, page, transform, f"Fortnight: Virtual Actions, Tasks, the Wave of the last Herald, Serfs; new Building Wave (DICE5 rolled {roll})",
                       yes=yes, validate=validate)
    rep = result.get("report")
    if rep is None:
        raise BlognomicError(f"{page}: the Fortnight could not be computed")
    diff = f"Special:Diff/{write.base_revid}/{write.new_revid}" if write.status == "saved" else None
    story = fortnight_story(herald_title(when), rep, result.get("changes", []), diff=diff, wiki_base=wiki.where)
    return FortnightRun(page, write, rep, result.get("changes", []), story)
