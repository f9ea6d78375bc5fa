"""The Fortnight of the Castles dynasty (rule "Fortnight"), exactly per the rules:
  1. resolve the Virtual Actions in the order received (each succeeds or fails with the reason);
  2. for each Task, apply its Effect to each Vassal that Assigned Serfs to it;
  3. charge the Building Wave of the last Herald against every castle (rule "Waves");
  4. each Vassal gains Serfs equal to their Reputation;
  5. the Herald: DICE5+5 added to the last Wave's total Strength; Enemies summing exactly to it, in a
     random order seeded by the roll, become the new Building Wave.
And what comes before it: the Virtual Actions file read and checked, a Fortnight the page shows as run refused.
"""
from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from datetime import date, datetime, timezone

from ...reading.times import OutOfRange, utc_time
from .rules import CastlesError, CastlesRules, Enemy, Structure
from .state import State, Vassal, page_date

MAX_WAVE_TARGET = 10_000  # the new Building Wave's search goes up to this total Strength (live waves are in the tens)


@dataclass
class VirtualAction:
    sender: str
    action: str  # assign | build | upgrade | no change
    data: dict
    at: str | None = None
    where: str = ""  # "FILE: Virtual Action 3 (line 12, from Kevan)", for errors


# The Virtual Actions the Castles rules define (Serfs: Assign; Structures: Build, Upgrade; Fortnight: No Change), as the
# actions file may spell them. An action of another name is a mistake in the file, refused before the Fortnight runs.
ACTIONS = {"assign": "assign", "build": "build", "upgrade": "upgrade", "no change": "no change", "nochange": "no change",
           "no-change": "no change"}


def check_senders(state: State, actions: list[VirtualAction]) -> None:
    """Every action's sender is a Vassal on the page (a name mistyped in the file is refused, naming its line,
    before anything is resolved or published)."""
    names = {n.casefold(): n for n in state.vassals}
    for va in actions:
        if va.sender.casefold() not in names:
            close = [n for n in state.vassals if n.casefold().startswith(va.sender[:2].casefold())]
            raise CastlesError(f"{va.where or va.sender}: {va.sender!r} is not a Vassal on the gamestate page"
                               + (f" (did you mean {', '.join(close[:3])}?)" if close else f" ({', '.join(list(state.vassals)[:12])})"))


@dataclass
class Resolution:
    action: VirtualAction
    ok: bool
    text: str


@dataclass
class WaveResult:
    vassal: str
    damage_added: int
    reputation_change: int
    trace: list[str]


@dataclass
class FortnightReport:
    resolutions: list[Resolution] = field(default_factory=list)
    task_lines: list[str] = field(default_factory=list)
    wave: list[str] = field(default_factory=list)
    wave_results: list[WaveResult] = field(default_factory=list)
    serf_lines: list[str] = field(default_factory=list)
    roll: int | None = None
    target: int | None = None
    new_wave: list[str] = field(default_factory=list)
    wave_note: str | None = None


def resolve(rules: CastlesRules, state: State, va: VirtualAction) -> Resolution:
    """Resolve one Virtual Action; it fails (with the reason) when its requirements are not met."""
    v = state.vassals.get(va.sender) if isinstance(va.sender, str) else None
    if v is None:
        return Resolution(va, False, f"{va.sender} is not a Vassal on the gamestate page")
    if not isinstance(va.action, str) or not isinstance(va.data, dict):
        return Resolution(va, False, f"{v.name}: {va.action!r} is not a Virtual Action this dynasty defines (Assign, Build, Upgrade, No Change)")
    act = va.action.strip().lower()
    if act in ("no change", "nochange", "no-change"):
        return Resolution(va, True, f"{v.name}: No Change")
    if act == "assign":
        serfs = va.data.get("serfs") or {}
        if not isinstance(serfs, dict) or not serfs:
            return Resolution(va, False, f"{v.name}: Assign needs the Serfs per Task (e.g. Chop: 3)")
        unknown = [t for t in serfs if t not in rules.tasks]
        if unknown:
            return Resolution(va, False, f"{v.name}: no Task named {', '.join(map(repr, unknown))} (Tasks: {', '.join(rules.tasks)})")
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in serfs.values()):
            return Resolution(va, False, f"{v.name}: Serfs must be whole numbers")
        counts = {t: n for t, n in serfs.items()}
        if any(n < 0 for n in counts.values()):
            return Resolution(va, False, f"{v.name}: a negative number of Serfs cannot be Assigned")
        total = sum(counts.values())
        if total > v.serfs:
            return Resolution(va, False, f"{v.name}: Assigns {total} Serfs but has {v.serfs}")
        for t in state.tasks:
            state.tasks[t] = [(n, s) for n, s in state.tasks[t] if n != v.name]  # replacing any previous Assignment
        for t, n in counts.items():
            if n > 0:
                state.tasks.setdefault(t, []).append((v.name, n))
        rest = v.serfs - total
        if rest > 0 and "Idle" in rules.tasks:
            state.tasks.setdefault("Idle", []).append((v.name, rest))
        desc = ", ".join(f"{n} to {t}" for t, n in counts.items() if n) + (f", {rest} Idle" if rest else "")
        return Resolution(va, True, f"{v.name}: Assign {desc}")
    if act == "build":
        name = va.data.get("structure")
        name = name.strip() if isinstance(name, str) else ""
        row = rules.structures.get(name)
        if row is None:
            return Resolution(va, False, f"{v.name}: no Structure named {name!r} (Structures: {', '.join(rules.structures)})")
        short = [m for m in row["cost"] if v.materials.get(m, 0) < 1]
        if short:
            return Resolution(va, False, f"{v.name}: Build {name} needs 1 {', 1 '.join(row['cost'])}; not enough {', '.join(short)}")
        pos = va.data.get("position", "outermost")
        if pos in ("outermost", None):
            idx = len(v.structures)
        elif pos == "innermost":
            idx = 0
        elif isinstance(pos, int) and not isinstance(pos, bool):
            idx = pos
        else:
            return Resolution(va, False, f"{v.name}: position {pos!r} is not innermost, outermost or a place among their Structures (innermost = 0)")
        if not 0 <= idx <= len(v.structures):
            return Resolution(va, False, f"{v.name}: position {pos!r} is not in their Structures")
        values = rules.expected_values(rules.sizes[0], name)
        if values is None:
            return Resolution(va, False, f"{v.name}: rule Structures gives no multiplier for Size {rules.sizes[0]}, so a new {name} has no values")
        for m in row["cost"]:
            v.materials[m] = v.materials.get(m, 0) - 1
        s = Structure(rules.sizes[0], name, values)
        v.structures.insert(idx, s)
        return Resolution(va, True, f"{v.name}: Build {name}: {', '.join(m + ' -1' for m in row['cost'])}, {s.box()} added")
    if act == "upgrade":
        name = va.data.get("structure")
        name = name.strip() if isinstance(name, str) else ""
        matches = [i for i, s in enumerate(v.structures) if s.name == name]
        if "index" in va.data:
            i = va.data["index"]
            if not isinstance(i, int) or isinstance(i, bool):
                return Resolution(va, False, f"{v.name}: index {i!r} is not a place among their Structures (innermost = 0)")
            matches = [i] if 0 <= i < len(v.structures) and v.structures[i].name == name else []
        if not matches:
            return Resolution(va, False, f"{v.name}: has no {name!r} to Upgrade")
        if len(matches) > 1:
            return Resolution(va, False, f"{v.name}: has {len(matches)} {name}s; say which (index, innermost = 0): too vague to resolve")
        s = v.structures[matches[0]]
        if name not in rules.structures:
            return Resolution(va, False, f"{v.name}: {name!r} is not a Structure of rule Structures; it cannot be Upgraded")
        if s.size not in rules.sizes:
            return Resolution(va, False, f"{v.name}: {name} has Size {s.size!r}, not one of {', '.join(rules.sizes)}")
        r = rules.size_rank(s.size)
        if r + 1 >= len(rules.sizes):
            return Resolution(va, False, f"{v.name}: {name} is already {s.size}; it cannot be Upgraded further")
        to = rules.sizes[r + 1]
        rate = rules.rates.get((s.size, to))
        values = rules.expected_values(to, name)
        if rate is None or values is None:
            return Resolution(va, False, f"{v.name}: rule Structures gives no rate or multiplier for {s.size} → {to}")
        cost = rules.structures[name]["cost"]
        short = [m for m in cost if v.materials.get(m, 0) < rate]
        if short:
            return Resolution(va, False, f"{v.name}: Upgrade {name} to {to} needs {rate} of {', '.join(cost)}; not enough {', '.join(short)}")
        for m in cost:
            v.materials[m] = v.materials.get(m, 0) - rate
        frm = s.size
        s.size, s.values = to, values
        return Resolution(va, True, f"{v.name}: Upgrade {name} {frm} → {to}: {', '.join(f'{m} -{rate}' for m in cost)}")
    return Resolution(va, False, f"{va.sender}: {va.action!r} is not a Virtual Action this dynasty defines (Assign, Build, Upgrade, No Change)")


def attack(rules: CastlesRules, v: Vassal, wave: list[Enemy]) -> WaveResult:
    """Rule "Waves": the attack on one castle, resolved exactly as the steps say."""
    strength = [e.strength for e in wave]
    trace = []
    for s in reversed(v.structures):  # from outermost to innermost
        for theatre in rules.attack_order:  # Air, Land, Sea
            defense = s.value(theatre)
            for k, e in enumerate(wave):  # from first to last
                if theatre not in e.theatres or rules.size_rank(e.size) > rules.size_rank(s.size):
                    continue
                if strength[k] == 0 or defense == 0:
                    continue  # subtracting zero changes nothing (the rule's steps still hold)
                if strength[k] < defense:
                    defense -= strength[k]
                    trace.append(f"{s.size} {s.name} ({theatre}) stops {e.name} ({strength[k]}); Defense left {defense}")
                    strength[k] = 0
                else:
                    trace.append(f"{s.size} {s.name} ({theatre}, Defense {defense}) weakens {e.name} {strength[k]} → {strength[k] - defense}")
                    strength[k] -= defense
                    defense = 0
    added = sum(strength)
    before = v.reputation
    v.damage += added
    if added > 0:
        v.reputation = max(0, v.reputation - 1)
    else:
        v.reputation = min(rules.max_reputation, v.reputation + 1)
    # the Structures' values and the Enemies' Strengths are restored: nothing else to undo here
    return WaveResult(v.name, added, v.reputation - before, trace)


def choose_wave(rules: CastlesRules, target: int, seed: int) -> list[str] | None:
    """Enemies whose Strengths sum exactly to `target`, in a random order seeded by the roll (None if impossible).
    The target is range-checked first: it sizes the search (at most MAX_WAVE_TARGET)."""
    if not isinstance(target, int) or isinstance(target, bool):
        raise CastlesError(f"the new Building Wave's target Strength {target!r} is not a whole number")
    if target > MAX_WAVE_TARGET:
        raise CastlesError(f"the new Building Wave's target Strength {target} is more than this tool searches (at most {MAX_WAVE_TARGET}); "
                           "the Sovereign must choose Enemies whose combined Strength equals it")
    if target < 1:
        return None
    rnd = random.Random(seed)
    names = sorted((n for n, e in rules.enemies.items() if 1 <= e.strength <= target), key=lambda n: rules.enemies[n].strength)
    strengths = sorted({rules.enemies[n].strength for n in names})
    reachable = [False] * (target + 1)
    reachable[0] = True
    for t in range(1, target + 1):
        reachable[t] = any(reachable[t - k] for k in strengths if k <= t)
    if not reachable[target]:
        return None
    out, left = [], target
    while left:
        options = [n for n in names if rules.enemies[n].strength <= left and reachable[left - rules.enemies[n].strength]]
        pick = rnd.choice(options)
        out.append(pick)
        left -= rules.enemies[pick].strength
    rnd.shuffle(out)
    return out


def fortnight(rules: CastlesRules, state: State, actions: list[VirtualAction], roll: int) -> tuple[State, FortnightReport]:
    if not 1 <= roll <= rules.dice:
        raise CastlesError(f"--roll {roll}: the Dice Roller's DICE{rules.dice} gives 1 to {rules.dice}")
    new = copy.deepcopy(state)
    rep = FortnightReport(roll=roll)
    # 1. Virtual Actions in the order received
    for va in actions:
        rep.resolutions.append(resolve(rules, new, va))
    # 2. Tasks, in the order of the Tasks table
    for task in rules.tasks:
        for who, n in new.tasks.get(task, []):
            v = new.vassals.get(who)
            if v is None or n <= 0:
                continue
            _, desc = rules.task_effect(task, n, v)
            if not desc.endswith("no effect"):
                rep.task_lines.append(f"{who}: {desc}")
    # 3. the Wave of the last Herald
    wave = [rules.enemies[n] for n in new.building_wave if n in rules.enemies]
    unknown = [n for n in new.building_wave if n not in rules.enemies]
    if unknown:
        raise CastlesError(f"the Building Wave names {', '.join(unknown)}, which the Enemies rule does not list")
    rep.wave = list(new.building_wave)
    if wave:
        for v in new.vassals.values():
            rep.wave_results.append(attack(rules, v, wave))
    # 4. Serfs from Reputation
    for v in new.vassals.values():
        if v.reputation:
            v.serfs += v.reputation
            rep.serf_lines.append(f"{v.name}: Serfs +{v.reputation} (Reputation)")
    # 5. the Herald's new Building Wave
    previous = sum(e.strength for e in wave)
    rep.target = previous + roll + rules.dice_plus
    chosen = choose_wave(rules, rep.target, seed=roll * 1000 + rep.target) if rep.target <= MAX_WAVE_TARGET else None
    if rep.target > MAX_WAVE_TARGET:
        rep.wave_note = (f"the target Strength {rep.target} is more than this tool searches (at most {MAX_WAVE_TARGET}); the rules leave the "
                         "selection to the Sovereign, who must choose Enemies whose combined Strength equals it")
        new.building_wave = []
    elif chosen is None:
        rep.wave_note = (f"no combination of Enemies sums exactly to {rep.target}; the rules leave the selection to the Sovereign, "
                         "who must choose Enemies whose combined Strength equals it")
        new.building_wave = []
    else:
        new.building_wave = chosen
        rep.new_wave = chosen
    if new.fortnight is not None:
        new.fortnight += 1
    return new, rep




def action_time(va: VirtualAction) -> datetime | None:
    """When the Virtual Action was received (its `at`, UTC), None if it says not; an unreadable time is an error."""
    if va.at is None:
        return None
    try:
        return utc_time(str(va.at))
    except OutOfRange as e:
        raise CastlesError(f"Virtual Action from {va.sender}: at {str(va.at)[:40]!r} is {e}") from None
    except ValueError:
        raise CastlesError(f"Virtual Action from {va.sender}: at {str(va.at)[:40]!r} is not a time (use e.g. 2024-02-26T10:00:00Z)") from None


def check_not_run_yet(state: State, when: datetime, actions: list[VirtualAction], page: str = "the gamestate page") -> None:
    """Refuse a Fortnight the page shows as already run: its Last Fortnight is on or after `when`'s day, or a Virtual
    Action was received before the day of the Last Fortnight (it was resolved then). The page keeps only the day,
    so an action received on that day itself is taken as new."""
    if state.last_fortnight is None:
        return
    last = page_date(state.last_fortnight)
    number = f" (Fortnight {state.fortnight})" if state.fortnight is not None else ""
    if last is None:
        raise CastlesError(f"{page}: its Last Fortnight {state.last_fortnight[:60]!r} is not a date (e.g. 23 February 2024), so this tool "
                           "cannot tell whether this Fortnight was already run; fix the page, or give --again to run it anyway")
    when = when.astimezone(timezone.utc)
    if last >= when.date():
        raise CastlesError(f"{page}: its Last Fortnight is {state.last_fortnight}{number}, at or after --date {when:%Y-%m-%d %H:%M} UTC: "
                           "this Fortnight has already been run; nothing written (--resume gives its Herald post again; --again runs another one)")
    start = datetime(last.year, last.month, last.day, tzinfo=timezone.utc)
    for i, va in enumerate(actions, 1):
        t = action_time(va)
        if t is not None and t < start:
            raise CastlesError(f"Virtual Action {i} ({va.sender}, at {t:%Y-%m-%d %H:%M} UTC) was received before {page}'s Last Fortnight "
                               f"({state.last_fortnight}{number.replace(' (', ', ').rstrip(')')}): it was resolved then; leave it out, "
                               "or give --again to run it anyway (--resume gives the Herald post of the Fortnight saved)")


# ------------------------------------------------------------------------------------------------
# the Virtual Actions file

MAX_ACTIONS_CHARS = 1024 * 1024  # a Fortnight's Virtual Actions are a few kilobytes


def _item_lines(text: str, data) -> list[int]:
    """The line each Virtual Action of the file starts on (1-based), for errors; empty when it cannot be told."""
    import yaml

    try:
        node = yaml.compose(text)
    except Exception:  # noqa: BLE001 - safe_load read it; the lines are only a help
        return []
    if isinstance(node, yaml.MappingNode):
        node = next((v for k, v in node.value if getattr(k, "value", None) in ("received", "actions")), None)
    if not isinstance(node, yaml.SequenceNode):
        return []
    return [item.start_mark.line + 1 for item in node.value]


def parse_actions(text: str, where: str = "the Virtual Actions") -> list[VirtualAction]:
    """A YAML/JSON list of {from, at, action, ...} (or {received: [...]}), each field checked for its type;
    sorted by `at` (the order received) when every action has one. Errors name the file and the entry."""
    import yaml

    if len(text) > MAX_ACTIONS_CHARS:
        raise CastlesError(f"{where}: over {MAX_ACTIONS_CHARS:,} characters is not a Virtual Actions file (a Fortnight's are a few kilobytes)")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        raise CastlesError(f"{where}: not valid YAML/JSON" + (f" (line {mark.line + 1})" if mark else "")) from None
    except RecursionError:
        raise CastlesError(f"{where}: nested too deeply to be a list of Virtual Actions") from None
    except (ValueError, TypeError, OverflowError) as e:  # e.g. a date YAML reads as one that does not exist
        raise CastlesError(f"{where}: not valid YAML/JSON ({str(e)[:80]})") from None
    if data is None:
        return []
    lines = _item_lines(text, data)
    if isinstance(data, dict):
        data = data.get("received", data.get("actions"))
    if not isinstance(data, list):
        raise CastlesError(f"{where}: expected a list of Virtual Actions (each with from, action and its data)")
    out = []
    for i, item in enumerate(data, 1):
        if not isinstance(item, dict) or not item.get("from") or not item.get("action"):
            raise CastlesError(f"{where}: Virtual Action {i} needs 'from' and 'action' (e.g. from: Kevan, action: assign, serfs: {{Chop: 3}})")
        sender, action = item["from"], item["action"]
        if isinstance(sender, int) and not isinstance(sender, bool):
            sender = str(sender)
        if not isinstance(sender, str):
            raise CastlesError(f"{where}: Virtual Action {i}: 'from' must be a Vassal's name, not a {type(sender).__name__}")
        line = lines[i - 1] if i - 1 < len(lines) else None
        entry = f"{where}: Virtual Action {i} ({f'line {line}, ' if line else ''}from {sender[:40]})"
        if not isinstance(action, str):
            raise CastlesError(f"{entry}: 'action' must be assign, build, upgrade or no change, not a {type(action).__name__}")
        if action.strip().lower() not in ACTIONS:
            raise CastlesError(f"{entry}: {action[:40]!r} is not a Virtual Action of this dynasty (assign, build, upgrade, no change)")
        at = item.get("at")
        if isinstance(at, datetime):
            at = at.isoformat()
        elif isinstance(at, date):
            raise CastlesError(f"{entry}: 'at' {at} has no time of day (use e.g. {at}T10:00:00Z)")
        elif at is not None and not isinstance(at, str):
            raise CastlesError(f"{entry}: 'at' must be a UTC time (e.g. 2024-02-26T10:00:00Z), not a {type(at).__name__}")
        serfs = item.get("serfs")
        if serfs is not None:
            if not isinstance(serfs, dict):
                raise CastlesError(f"{entry}: 'serfs' must map each Task to a number of Serfs (e.g. serfs: {{Chop: 3}}), not a {type(serfs).__name__}")
            for task, n in serfs.items():
                if not isinstance(task, str) or not isinstance(n, int) or isinstance(n, bool):
                    raise CastlesError(f"{entry}: 'serfs' entry {str(task)[:40]!r}: {str(n)[:40]!r} must be a whole number of Serfs for a Task named by text")
        if "structure" in item and not isinstance(item["structure"], str):
            raise CastlesError(f"{entry}: 'structure' must be a Structure's name, not a {type(item['structure']).__name__}")
        if "index" in item and (not isinstance(item["index"], int) or isinstance(item["index"], bool)):
            raise CastlesError(f"{entry}: 'index' must be a whole number (innermost = 0), not {str(item['index'])[:40]!r}")
        pos = item.get("position")
        if pos is not None and pos not in ("innermost", "outermost") and (not isinstance(pos, int) or isinstance(pos, bool)):
            raise CastlesError(f"{entry}: 'position' must be innermost, outermost or a whole number (innermost = 0), not {str(pos)[:40]!r}")
        va = VirtualAction(sender, action, {k: v for k, v in item.items() if k not in ("from", "action", "at")}, at, entry)
        try:
            action_time(va)
        except CastlesError:
            raise CastlesError(f"{entry}: 'at' {str(at)[:40]!r} is not a time (use e.g. 2024-02-26T10:00:00Z)") from None
        out.append(va)
    if out and all(a.at for a in out):
        out.sort(key=action_time)  # in the order received
    return out

