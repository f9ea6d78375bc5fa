"""The Fortnight as the emperor runs it: read the page, resolve the Virtual Actions, Tasks, the Wave and Serfs,
write the new state through the one save path (validated, conflict-safe, dry-run unless told to save), and the
Herald that tells it.

The Herald post is part of the job (the rules require it), so it is never lost with the output: --out is checked
writable before anything is saved; right after the save the post is kept in the tools' state folder (kept.py, keyed
by the wiki, the page and the saved revision) and written to --out, before the command prints anything. A rerun
with `resume` gives the post of the Fortnight already saved (the page's latest revision saved by a Fortnight): the
kept one, or, when the run died between the save and keeping it, the post rebuilt from that revision's parent with
the same Virtual Actions and roll, accepted only if that gives exactly the saved revision's text.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from ...errors import BlognomicError
from ...herald import Story, change_line, fortnight_story, herald_title
from ...kept import digest, keep_post, kept_post, post_path, state_dir
from ...parsers.gamestate import parse_gamestate
from ...saving import WriteReport, write_page
from ...sources.files import check_writable, write_text
from ...validators.gamestate import diff_gamestates, validate_edit
from .engine import FortnightReport, check_not_run_yet, check_senders, fortnight
from .rules import CastlesRules
from .state import page_date, read_state, write_state

KIND = "fortnight"  # the kept posts' folder in the state folder
POST = "the Herald post"
SUMMARY = "Fortnight: Virtual Actions, Tasks, the Wave of the last Herald, Serfs; new Building Wave (DICE{dice} rolled {roll})"
SUMMARY_RE = re.compile(r"Fortnight: Virtual Actions, Tasks, the Wave of the last Herald, Serfs; new Building Wave \(DICE(\d+) rolled (\d+)\)")


@dataclass
class FortnightRun:
    page: str
    write: WriteReport  # the save (or, without yes, the diff it would make)
    report: FortnightReport  # what the Fortnight resolved
    changes: list[str]  # the gamestate's changes, as the stories say them
    story: Story  # the Herald
    kept: Path | None = None  # where the post of the saved revision is kept
    notes: list[str] = field(default_factory=list)  # what the user must know although it went on (the post not kept)


@dataclass
class FortnightResumed:
    """The post of the Fortnight already saved, given again (nothing saved)."""
    page: str
    revid: int  # the revision the Fortnight saved
    parent: int | None  # the revision it was computed on
    roll: int  # as its edit summary says
    story: Story
    source: str  # "kept" (from the state folder) or "rebuilt" (recomputed on the parent: exactly the saved text)
    kept: Path | None = None
    notes: list[str] = field(default_factory=list)


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


def actions_digest(actions: list) -> str:
    """The Virtual Actions' fingerprint, kept with the post: a resume with other actions is told so."""
    return digest(json.dumps([[a.sender, a.action, a.data, a.at] for a in actions], sort_keys=True, default=str))


def _compute(rules: CastlesRules, schema, page: str, text: str, actions: list, roll: int, when: datetime, again: bool):
    """(new text, report, change lines) of the Fortnight on the page's `text`."""
    terms = (schema.player_term, schema.players_term)
    gs = parse_gamestate(text, page, player_terms=terms)
    state = read_state(rules, gs)
    check_senders(state, actions)
    if not again:
        check_not_run_yet(state, when, actions, page)
    new_state, report = fortnight(rules, state, actions, roll)
    new_text = write_state(rules, text, new_state, terms, when)
    changes = [change_line(c) for c in diff_gamestates(gs, parse_gamestate(new_text, page, player_terms=terms))]
    return new_text, report, changes


def _keep(wiki, page: str, revid: int, story: Story, made_from: dict, notes: list[str]) -> Path | None:
    try:
        return keep_post(KIND, wiki.where, page, revid, story, made_from)
    except OSError as e:
        notes.append(f"the Herald post of {page} revision {revid} could not be kept in {state_dir()} ({e.strerror or e}); "
                     "if it is lost, `fortnight --resume` rebuilds it from the wiki with the same --actions and --roll")
        return None


def _write_out(out: Path, story: Story, fmt: str, saved: str | None) -> None:
    try:
        write_text(out, story.render(fmt), POST)
    except BlognomicError as e:
        if saved is None:
            raise
        raise BlognomicError(f"{saved}, but {e}: run the same command with --resume (and a --out that can be written) "
                             "to write it; the Fortnight is not run again") from None


def run_fortnight(wiki, schema, actions: list, roll: int, when: datetime, page: str | None = None, again: bool = False,
                  yes: bool = False, out: Path | None = None, fmt: str = "html") -> FortnightRun:
    """Run the Fortnight on ``page`` (default: the one the Ruleset names) of ``wiki``. Refused when the page shows
    it already ran (its Last Fortnight on or after ``when``, or an action received before it), unless ``again``.
    With ``out``, the Herald post is written there (in ``fmt``); nothing is saved when it could not be."""
    rules = CastlesRules(schema)
    check_roll(rules, roll)
    page = page or gamestate_page(schema)
    if out is not None:
        try:
            check_writable(out, POST)
        except BlognomicError as e:
            raise BlognomicError(f"--out {e}; nothing saved") from None
    result: dict = {}

    def transform(text: str) -> str:
        new_text, result["report"], result["changes"] = _compute(rules, schema, page, text, actions, roll, when, again)
        return new_text

    def validate(old: str, new: str) -> list[str]:
        v = validate_edit(old, new, schema, page=page, summary="Fortnight")
        return [f.message for f in v.findings if f.severity == "error"]

    write = write_page(wiki, page, transform, SUMMARY.format(dice=rules.dice, roll=roll), yes=yes, validate=validate)
    rep = result.get("report")
    if rep is None:
        raise BlognomicError(f"{page}: the Fortnight could not be computed")
    saved = write.status == "saved"
    diff = f"Special:Diff/{write.base_revid}/{write.new_revid}" if saved else None
    story = fortnight_story(herald_title(when), rep, result.get("changes", []), diff=diff, wiki_base=wiki.where)
    run = FortnightRun(page, write, rep, result.get("changes", []), story)
    if saved:
        made_from = {"roll": roll, "actions_sha256": actions_digest(actions), "date": when.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                     "parent": write.base_revid}
        run.kept = _keep(wiki, page, write.new_revid, story, made_from, run.notes)
    if out is not None:
        _write_out(out, story, fmt, f"{page} is saved as revision {write.new_revid}" if saved else None)
    return run


def last_fortnight_revision(wiki, page: str):
    """The page's latest revision saved by a Fortnight (its edit summary is the Fortnight's), and the roll it names."""
    fortnights = [r for r in wiki.history(page, content=False) if SUMMARY_RE.fullmatch((r.revision.comment or "").strip())]
    if not fortnights:
        raise BlognomicError(f"{page}: no revision of it was saved by a Fortnight (an edit summary \"Fortnight: Virtual Actions, ...\"): "
                             "there is no Herald post to give again")
    last = fortnights[-1]
    return last, int(SUMMARY_RE.fullmatch(last.revision.comment.strip()).group(2))


def _date_of(rules: CastlesRules, schema, page: str, text: str, timestamp: str | None) -> datetime:
    """The date a saved Fortnight was run for: its page's Last Fortnight (what it wrote), else its save time."""
    gs = parse_gamestate(text, page, player_terms=(schema.player_term, schema.players_term))
    try:
        day = page_date(read_state(rules, gs, strict=False).last_fortnight or "")
    except BlognomicError:
        day = None
    if day is not None:
        return datetime(day.year, day.month, day.day, 12, tzinfo=timezone.utc)
    try:
        return datetime.strptime(timestamp or "", "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
    except ValueError:
        raise BlognomicError(f"{page}: the saved Fortnight's date cannot be told (no Last Fortnight, no time): give --date") from None


def resume_fortnight(wiki, schema, actions: list | None, roll: int | None, when: datetime | None, page: str | None = None,
                     out: Path | None = None, fmt: str = "html") -> FortnightResumed:
    """The Herald post of the Fortnight already saved on ``page``, given again (printed by the caller, written to
    ``out``); nothing is saved. From the state folder, else rebuilt from the saved revision's parent with ``actions``
    and ``roll`` (default: the roll its summary names) and ``when`` (default: the date it wrote), accepted only if
    that gives exactly the saved text."""
    rules = CastlesRules(schema)
    page = page or gamestate_page(schema)
    if out is not None:
        check_writable(out, POST)
    last, rolled = last_fortnight_revision(wiki, page)
    revid, parent = last.revision.revid, last.parentid or None
    said = f"{page} revision {revid} (saved by a Fortnight, DICE{rules.dice} rolled {rolled}"
    if roll is not None and roll != rolled:
        raise BlognomicError(f"{said}): its roll is {rolled}, not --roll {roll}; give --roll {rolled} (or none) with --resume")
    notes: list[str] = []
    found = kept_post(KIND, wiki.where, page, revid)
    if found is not None:
        story, made_from = found
        if actions is not None and made_from.get("actions_sha256") not in (None, actions_digest(actions)):
            notes.append(f"the post is the one of revision {revid}, made from other Virtual Actions than --actions gives")
        if when is not None and str(made_from.get("date", ""))[:10] not in ("", when.strftime("%Y-%m-%d")):
            notes.append(f"the post is the one of revision {revid}, made for {str(made_from['date'])[:10]}, not --date {when:%Y-%m-%d}")
        resumed = FortnightResumed(page, revid, parent, rolled, story, "kept", kept=post_path(KIND, wiki.where, page, revid), notes=notes)
    else:
        if actions is None:
            raise BlognomicError(f"{said}): its Herald post is not kept in {state_dir()}: give the same --actions as the run that saved it, "
                                 "to rebuild it from the wiki")
        if parent is None:
            raise BlognomicError(f"{said}) created the page: there is no parent revision to rebuild its Herald post from")
        saved_text = wiki.read(page, rev=revid).text
        day = when or _date_of(rules, schema, page, saved_text, last.revision.timestamp)
        try:
            new_text, rep, changes = _compute(rules, schema, page, wiki.read(page, rev=parent).text, actions, rolled, day, again=True)
        except BlognomicError as e:
            raise BlognomicError(f"{said}): its Herald post cannot be rebuilt from these Virtual Actions ({e}); nothing written") from None
        if new_text.rstrip() != saved_text.rstrip():
            raise BlognomicError(f"{said}) is not what these Virtual Actions, roll {rolled} and the date {day:%d %B %Y} give on its parent revision "
                                 f"{parent}: its Herald post cannot be rebuilt from them; nothing written (give the --actions and --date of the "
                                 "run that saved it)")
        story = fortnight_story(herald_title(day), rep, changes, diff=f"Special:Diff/{parent}/{revid}", wiki_base=wiki.where)
        made_from = {"roll": rolled, "actions_sha256": actions_digest(actions), "date": day.strftime("%Y-%m-%dT%H:%M:%SZ"), "parent": parent}
        resumed = FortnightResumed(page, revid, parent, rolled, story, "rebuilt", notes=notes)
        resumed.kept = _keep(wiki, page, revid, story, made_from, notes)
    if out is not None:
        _write_out(out, resumed.story, fmt, None)
    return resumed
