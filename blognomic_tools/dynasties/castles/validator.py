"""Castles (live era, Feb 2024, Vassals / Sovereign): the Gartenberg page.

Data: the page's columns. The rules themselves (Materials, the Structures table, Size steps and rates,
the {{box}} multipliers, Tasks and their Effects) come from rules.CastlesRules, read from the Ruleset and
shared with the Fortnight engine (engine.py). Code: Build, Upgrade, the {{box}} values, Task
assignments, and a Fortnight's Task effects, each explained or flagged with its rule.
"""
from __future__ import annotations

import copy
import re

from ...parsers.gamestate import parse_gamestate
from ...validators.findings import Finding, parse_number, place
from ...validators.schema import Schema
from ..base import Dynasty, Identity, entries, register
from . import engine as fortnight_engine
from .engine import attack
from .rules import BOX, BOX_BODY, CastlesRules, Structure
from .state import read_state


@register
class Castles(Dynasty):
    name = "Castles"
    COLUMNS = {"Vassal": False, "Name": False}
    derived = "the {{box}} defensive values (the Structures table × the Size's multiplier)"
    engine = fortnight_engine  # the Fortnight

    identity = Identity(page="Gartenberg", rules=("Castles", "Stockpile", "Structures", "Fortnight", "Waves", "Enemies"),
                        origin="Ruleset of 24 Feb 2024 (Castles): 'The gamestate tracking page for this dynasty is the Gartenberg page of "
                               "the wiki.' and its Dynastic Rules")

    def __init__(self, schema: Schema):
        super().__init__(schema)
        self.rules = CastlesRules(schema, strict=False)  # a text render's flattened Tasks: the rest is still checked
        self.unreadable = self.rules.unreadable
        self.sizes = self.rules.sizes
        self.materials = self.rules.materials
        self.tasks = self.rules.tasks
        self.structures_rule = schema.table_rules.get("Structures")
        self.cite_build = self.rules.cite("Structures", r"a Vassal may Build a Structure[^.]*\.")
        self.cite_upgrade = self.rules.cite("Structures", r"a Vassal may Upgrade one of their Structures[^.]*\.")
        self.cite_box = self.rules.cite("Structures", r"the format for publicly tracking is[^.]*\.(?:[^.]*\.)?")
        self.cite_serfs = self.rules.cite("Serfs", r"[^.]*Assign their Serfs[^.]*\.")
        self.cite_tasks = self.rules.cite("Tasks", r"Each Task has a publicly-tracked list[^.]*\.")

    def changes_only_by(self, variable: str) -> str | None:
        """The Castles rules change a Vassal's Materials, Serfs, Reputation, Damage and Structures only by actions this
        module replays: Build and Upgrade (Structures), and the Fortnight (Task effects, the Wave, Serfs from
        Reputation). A Proposal or CfJ that changes one is explained by the enactment, not here. None for all when a
        table the Fortnight needs could not be read (a text render): the module then does not know every way."""
        if self.rules.unreadable:
            return None
        v = variable.casefold()
        if v in (m.casefold() for m in self.materials):
            return "Build or Upgrade (spending it), or a Task's effect at the Fortnight"
        return {"serfs": "the Fortnight (Serfs from Reputation)", "reputation": "the Wave at the Fortnight",
                "damage": "the Wave or a Repair Task at the Fortnight", "structures": "Build, Upgrade or the Wave at the Fortnight"}.get(v)

    # -- values ----------------------------------------------------------------------------------
    def box_problems(self, s: Structure) -> list[str]:
        if s.name not in self.rules.structures:
            return [f"{s.box()}: no Structure named {s.name!r} (the table has {', '.join(self.rules.structures)})"]
        if s.size not in self.sizes:
            return [f"{s.box()}: {s.size!r} is not a Size ({', '.join(self.sizes)})"]
        exp = self.rules.expected_values(s.size, s.name)
        if exp is not None and s.values != exp:
            row = self.rules.structures[s.name]["defence"]
            return [f"{s.box()}: the values must be {','.join(map(str, exp))} (Land, Sea, Air: {row} × {self.rules.multiplier[s.size]} for {s.size})"]
        return []

    # -- the check -------------------------------------------------------------------------------
    def check(self, old, new, schema, v, roster=None, summary=None) -> None:
        """Box checks on every changed Structures cell; then a Fortnight edit is replayed with the engine,
        any other edit is explained as one Build or Upgrade per Vassal; then the Task lists."""
        col_struct = next((h for h in (new.tables[0].headers if new.tables else []) if h.casefold() == "structures"), "Structures")
        actions: dict[str, tuple] = {}
        for name, cells in new.players.items():
            before = old.player(name)
            scell = cells.get(col_struct)
            nboxes, bad = self.rules.parse_boxes(scell.raw if scell else "")
            for b in bad:
                v.findings.append(Finding("error", f"{name}: malformed structure {b!r} (the format is {{{{box|Size Name:Land,Sea,Air}}}})", self.cite_box, name, "Structures", place(new, scell, name)))
            if before is None:
                continue
            oboxes, _ = self.rules.parse_boxes(before.get(col_struct).raw if before.get(col_struct) else "")
            if [(b.size, b.name, b.values) for b in oboxes] == [(b.size, b.name, b.values) for b in nboxes]:
                continue
            for b in nboxes:
                for p in self.box_problems(b):
                    v.findings.append(Finding("error", f"{name}: {p}", self.cite_box, name, "Structures", place(new, scell, name)))
            if [(b.size, b.name) for b in oboxes] == [(b.size, b.name) for b in nboxes]:
                # only the values changed: a correction to what the rules give (errors above otherwise)
                if all(not self.box_problems(b) for b in nboxes):
                    v.add_explanation(f"{name}: {{{{box}}}} values corrected to the Structures table × Size", self.cite_box)
                    self.explain(v, name, col_struct)
                continue
            action = self._action(oboxes, nboxes)
            if action is None:
                v.findings.append(Finding("error", f"{name}: Structures changed in a way no action explains (only Build adds a Small entry and Upgrade raises one Size)",
                                          self.structures_rule or self.cite_build, name, "Structures", place(new, scell, name)))
                continue
            kind, box, frm, to = action
            if kind == "Upgrade" and self.rules.rates.get((frm, to)) is None:
                v.findings.append(Finding("error", f"{name}: {box.name} cannot be upgraded from {frm} to {to}" + (" (never past Gargantuan)" if frm == self.sizes[-1] else ""),
                                          self.cite_upgrade, name, "Structures", place(new, scell, name)))
                continue
            actions[name] = action
        # Task effects belong to a Fortnight: the edit advances the Fortnight counter, or says so
        fortnight = any(ch.player is None and ch.kind == "global" and ch.variable.casefold() == "fortnight" for ch in v.changes) or bool(summary and "fortnight" in summary.lower())
        if fortnight and self.rules.unreadable:
            pass  # the Fortnight needs the Tasks and Enemies tables: said as unreadable, the changes left unexplained
        elif fortnight:
            self._replay_fortnight(old, new, v)
            self._explain_fortnight_page(old, new, v)
        else:
            for name, (kind, box, frm, to) in actions.items():
                before, cells = old.player(name), new.player(name)
                scell = cells.get(col_struct)
                delta = {}
                for m in self.materials:
                    o, n = before.get(m), cells.get(m)
                    a, b = (parse_number(o.text), parse_number(n.text)) if o is not None and n is not None else (None, None)
                    if a is not None and b is not None and a != b:
                        delta[m] = b - a
                rate = 1 if kind == "Build" else self.rules.rates[(frm, to)]
                need = {m: -rate for m in self.rules.structures.get(box.name, {}).get("cost", [])}
                what = f"{kind} {box.name}" + (f" ({frm} → {to})" if kind == "Upgrade" else "")
                paid = ", ".join(f"{m} {d:+d}" for m, d in sorted(need.items()))
                if delta == need:
                    v.add_explanation(f"{name}: {what}: {paid}, " + (f"{box.size} {box.name} added" if kind == "Build" else f"{box.name} now {to}"),
                                      self.cite_build if kind == "Build" else self.cite_upgrade)
                    self.explain(v, name, col_struct, *need.keys())
                else:
                    got = ", ".join(f"{m} {d:+d}" for m, d in sorted(delta.items())) or "no Material change"
                    v.findings.append(Finding("error", f"{name}: {what} costs {paid}, but the edit shows {got}",
                                              self.cite_build if kind == "Build" else self.cite_upgrade, name, col_struct, place(new, scell, name)))
        self._check_tasks(new, v)

    def _replay_fortnight(self, old, new, v) -> None:
        """Replay a Fortnight edit with the shared engine: each Vassal's Build/Upgrade (seen in their
        Structures), their Tasks as the new Task lists show them (Assign is resolved first), the last
        Herald's Wave against their new Structures, and Serfs from Reputation. Each variable that comes
        out as the page shows it is explained; one that does not is an error citing the Fortnight.
        """
        # Vassals whose Structures cannot be read are left out (their boxes are already errors)
        before, after = read_state(self.rules, old, strict=False), read_state(self.rules, new, strict=False)
        wave = [self.rules.enemies[n] for n in before.building_wave if n in self.rules.enemies]
        cite = self.rules.cite("Fortnight", r"The Fortnight is an atomic action[^.]*\.") or self.rules.cite("Fortnight")
        # the Herald's new Building Wave: the last Wave's total Strength + DICE5+5, exactly
        unknown = [e for e in after.building_wave if e not in self.rules.enemies]
        herald = self.rules.cite("Herald", r"Roll DICE[^.]*\.") or self.rules.cite("Herald")
        if unknown:
            v.findings.append(Finding("error", f"the new Building Wave names {', '.join(unknown)}, which the Enemies rule does not list", herald, None, "Building Wave"))
        elif after.building_wave != before.building_wave and after.building_wave:
            prev, total = sum(e.strength for e in wave), sum(self.rules.enemies[e].strength for e in after.building_wave)
            lo, hi = prev + 1 + self.rules.dice_plus, prev + self.rules.dice + self.rules.dice_plus
            if not lo <= total <= hi:
                v.findings.append(Finding("error", f"the new Building Wave's Strength is {total}; after a Wave of {prev} it must be {lo} to {hi} (DICE{self.rules.dice}+{self.rules.dice_plus} added)",
                                          herald, None, "Building Wave"))
            else:
                v.add_explanation(f"Herald: the new Building Wave's Strength {total} = {prev} + a DICE{self.rules.dice} of {total - prev - self.rules.dice_plus} + {self.rules.dice_plus}", herald)
                self.explain(v, None, "Building Wave")
        for name, n in after.vassals.items():
            o = before.vassals.get(name)
            if o is None:
                continue
            x = copy.deepcopy(o)
            lines = []
            act = self._action(o.structures, n.structures)
            if act is not None:
                kind, box, frm, to = act
                cost = self.rules.structures.get(box.name, {}).get("cost", [])
                rate = 1 if kind == "Build" else self.rules.rates.get((frm, to))
                if rate is None:
                    continue
                for m in cost:
                    x.materials[m] = x.materials.get(m, 0) - rate
                lines.append(f"{kind} {box.name}" + (f" ({frm} → {to})" if kind == "Upgrade" else "") + ": " + ", ".join(f"{m} -{rate}" for m in cost))
            elif [(b.size, b.name) for b in o.structures] != [(b.size, b.name) for b in n.structures]:
                continue  # flagged by the structure checks; nothing to replay
            x.structures = copy.deepcopy(n.structures)
            for task in self.rules.tasks:
                for who, k in after.tasks.get(task, []):
                    if who == name and k > 0:
                        _, d = self.rules.task_effect(task, k, x)
                        if not d.endswith("no effect"):
                            lines.append(d)
            if wave:
                r = attack(self.rules, x, wave)
                lines.append(f"the Wave: Damage +{r.damage_added}, Reputation {r.reputation_change:+d}")
            if x.reputation:
                x.serfs += x.reputation
                lines.append(f"Serfs +{x.reputation}")
            cells = new.player(name)
            explained, wrong = [], []
            for var, want, got in [*((m, x.materials.get(m, 0), n.materials.get(m, 0)) for m in self.materials),
                                   ("Damage", x.damage, n.damage), ("Reputation", x.reputation, n.reputation), ("Serfs", x.serfs, n.serfs)]:
                (explained if want == got else wrong).append((var, want, got))
            self.explain(v, name, *(var for var, _, _ in explained), *(["Structures"] if act else []))
            pairs = [(o.damage, n.damage), (o.reputation, n.reputation), (o.serfs, n.serfs)] + [(o.materials.get(m), n.materials.get(m)) for m in self.materials]
            if lines and any(o_ != n_ for o_, n_ in pairs) or act:
                v.add_explanation(f"{name}: Fortnight: " + "; ".join(lines), cite)
            for var, want, got in wrong:
                cell = next((c for h, c in cells.items() if h.casefold() == var.casefold()), None)
                v.findings.append(Finding("error", f"{name}: the Fortnight gives {var} {want}, the page shows {got} (replayed: {'; '.join(lines) or 'nothing to apply'})",
                                          cite, name, var, place(new, cell, name)))

    def _explain_fortnight_page(self, old, new, v) -> None:
        """What a Fortnight rewrites besides the Vassals' rows: the counter (one up), the date of the last
        Fortnight, the Task lists (the Assignments resolved), the Virtual Actions the Sovereign lists."""
        o, n = old.globals.get("Fortnight"), new.globals.get("Fortnight")
        a, b = (parse_number(o.text), parse_number(n.text)) if o is not None and n is not None else (None, None)
        if a is not None and b == a + 1:
            self.explain(v, None, "Fortnight")
        self.explain(v, None, "Last Fortnight")
        for title, rows in new.lists.items():
            if any(t in self.tasks for t in rows):
                v.explain_structure("list", f"{title}: ")
                for task in self.tasks:
                    v.explain_structure("row", f"row {title}: {task}")
        for sec in new.sections:
            if "virtual action" in sec.title.casefold():
                v.explain_structure("block", f"block {sec.title}:")

    def _action(self, old: list[Structure], new: list[Structure]):
        """('Build'|'Upgrade', structure, from, to) if the change is exactly one of them, else None."""
        key = lambda b: (b.size, b.name)  # noqa: E731
        ok, nk = [key(b) for b in old], [key(b) for b in new]
        if ok == nk:
            return None
        if len(nk) == len(ok) + 1:
            for i, b in enumerate(new):
                if nk[:i] + nk[i + 1:] == ok and b.size == self.sizes[0]:
                    return ("Build", b, None, b.size)
        if len(nk) == len(ok):
            diff = [i for i, (a, b) in enumerate(zip(old, new)) if key(a) != key(b)]
            if len(diff) == 1:
                a, b = old[diff[0]], new[diff[0]]
                if a.name == b.name and a.size in self.sizes and b.size in self.sizes:
                    return ("Upgrade", b, a.size, b.size)
        return None

    def _assignments(self, gs) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {}
        for rows in gs.lists.values():
            for task, items in rows.items():
                if task not in self.tasks:
                    continue
                for who, n, _ in entries(items):
                    if n is not None:
                        out.setdefault(who, {})[task] = out.get(who, {}).get(task, 0) + n
        return out

    def _check_tasks(self, new, v) -> None:
        for title, rows in new.lists.items():
            if not any(t in self.tasks for t in rows):
                continue
            for task, items in rows.items():
                if task not in self.tasks:
                    v.findings.append(Finding("error", f"Task {task!r} is not one of {', '.join(self.tasks)}", self.cite_tasks, None, title))
                for who, n, raw in entries(items):
                    if new.player(who) is None:
                        v.findings.append(Finding("error", f"Task {task}: {who!r} is not a Vassal on the page ({raw!r})", self.cite_tasks, who, title))
                    if n is None:
                        v.findings.append(Finding("error", f"Task {task}: entry {raw!r} must be a Vassal and a number of Serfs, as 'Name (3)'", self.cite_tasks, who, title))
        for who, tasks in self._assignments(new).items():
            cells = new.player(who)
            if cells is None or "Serfs" not in cells:
                continue
            serfs = parse_number(cells["Serfs"].text)
            total = sum(tasks.values())
            if serfs is not None and total > serfs:
                v.findings.append(Finding("error", f"{who} has assigned {total} Serfs to Tasks but has {serfs}", self.cite_serfs, who, "Serfs"))

    # -- derived values ----------------------------------------------------------------------------
    def fix(self, text: str, fixes: list[str]) -> str:
        """Recompute every {{box}}'s values from the Structures table and its Size; only those bytes change."""
        gs = parse_gamestate(text, player_terms=(self.schema.player_term, self.schema.players_term))
        edits = []
        for name, cells in gs.players.items():
            cell = next((c for h, c in cells.items() if h.casefold() == "structures"), None)
            if cell is None:
                continue
            raw = text[cell.span[0]:cell.span[1]]
            for m in BOX.finditer(raw):
                b = BOX_BODY.match(m.group("body").strip())
                if not b:
                    continue
                s = Structure(b.group("size"), b.group("name").strip(), tuple(int(x) for x in re.split(r"\s*,\s*", b.group("vals"))))
                exp = self.rules.expected_values(s.size, s.name)
                if exp is not None and exp != s.values:
                    good = Structure(s.size, s.name, exp).box()
                    edits.append((cell.span[0] + m.start(), cell.span[0] + m.end(), good))
                    fixes.append(f"{name}: {m.group(0)} → {good}")
        for start, end, good in sorted(edits, reverse=True):
            text = text[:start] + good + text[end:]
        return text
