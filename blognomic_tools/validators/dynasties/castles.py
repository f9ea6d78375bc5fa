"""Castles (live era, Feb 2024, Vassals / Sovereign): the Gartenberg page.

Data: the page's columns. Everything else is read from the Ruleset: the Materials (Stockpile), the
Structures table (Cost, Theatre, Defensive Value), the Size steps and their rates, the {{box}} format and
its size multipliers, the Tasks and their effects. Code: Build, Upgrade, the {{box}} values, Task
assignments, and the Fortnight's Task effects, each explained or flagged with its rule.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ...profile import Citation
from ..schema import Schema
from .base import Dynasty, entries

BOX = re.compile(r"\{\{\s*box\s*\|\s*(?P<body>[^{}]*)\}\}", re.I)
BOX_BODY = re.compile(r"^(?P<size>[A-Z][a-z]+)\s+(?P<name>[^:]+?)\s*:\s*(?P<vals>-?\d+\s*,\s*-?\d+\s*,\s*-?\d+)\s*$")
THEATRES = ("Land", "Sea", "Air")  # the order of the values in {{box|Size Name:Land,Sea,Air}}


@dataclass
class Box:
    size: str
    name: str
    values: tuple[int, int, int]
    raw: str


class Castles(Dynasty):
    name = "Castles"
    COLUMNS = {"Vassal": False, "Name": False}

    @classmethod
    def applies(cls, schema: Schema) -> bool:
        return schema.var("Structures") is not None and schema.var("Structures").kind == "structures" and schema.table("Structures") is not None

    def __init__(self, schema: Schema):
        super().__init__(schema)
        self.structures_rule = schema.table_rules.get("Structures")
        self.sizes = schema.var("Structures").values
        self.materials = [v.name for v in schema.vars.values() if v.citation and v.citation.rule == "Stockpile"]
        self.table = {}
        t = schema.table("Structures")
        for row in t.rows:
            name, cost, theatre, values = (row + ["", "", "", ""])[:4]
            th = [x.strip() for x in theatre.split(",") if x.strip()]
            vals = [int(x) for x in re.findall(r"\d+", values)]
            self.table[name.strip()] = {"cost": [c.strip() for c in cost.split(",") if c.strip()], "defence": dict(zip(th, vals))}
        text = self._rule_text("Structures")
        m = re.search(r"multiplied by the following rates according to Size: (?P<l>[^.]+)", text)
        self.multiplier = {s: int(n) for n, s in re.findall(r"(\d+) for (\w+)", m.group("l"))} if m else {}
        m = re.search(r"as follows: (?P<l>[^.]*\d+ to change from \w+ to \w+[^.]*)", text)
        self.rates = {(a, b): int(n) for n, a, b in re.findall(r"(\d+) to change from (\w+) to (\w+)", m.group("l"))} if m else {}
        self.cite_build = self._cite("Structures", r"a Vassal may Build a Structure[^.]*\.")
        self.cite_upgrade = self._cite("Structures", r"a Vassal may Upgrade one of their Structures[^.]*\.")
        self.cite_box = self._cite("Structures", r"the format for publicly tracking is[^.]*\.(?:[^.]*\.)?")
        self.cite_serfs = self._cite("Serfs", r"[^.]*Assign their Serfs[^.]*\.")
        self.cite_tasks = self._cite("Tasks", r"Each Task has a publicly-tracked list[^.]*\.")
        self.tasks = {}
        tt = schema.table("Tasks")
        if tt is not None:
            for row in tt.rows:
                self.tasks[row[0].strip()] = row[1].strip() if len(row) > 1 else ""

    # -- reading the Ruleset ---------------------------------------------------------------------
    def _rule_text(self, title: str) -> str:
        return self.schema.rule_texts.get(title, "")

    def _cite(self, title: str, pattern: str) -> Citation | None:
        text = self._rule_text(title)
        m = re.search(pattern, text)
        if m:
            c = self.schema.table_rules.get(title)
            return Citation(title, m.group(0).strip(), c.number if c else None, "Dynastic Rules")
        c = self.schema.table_rules.get(title)
        return c

    # -- values ----------------------------------------------------------------------------------
    def boxes(self, cell_text: str) -> tuple[list[Box], list[str]]:
        out, bad = [], []
        for m in BOX.finditer(cell_text or ""):
            b = BOX_BODY.match(m.group("body").strip())
            if not b:
                bad.append(m.group(0))
                continue
            vals = tuple(int(x) for x in re.split(r"\s*,\s*", b.group("vals")))
            out.append(Box(b.group("size"), b.group("name").strip(), vals, m.group(0)))
        leftover = re.sub(r"<!--.*?-->|<br\s*/?>", " ", BOX.sub("", cell_text or ""), flags=re.S | re.I).strip()
        if leftover:
            bad.append(leftover)
        return out, bad

    def expected_values(self, box: Box) -> tuple[int, int, int] | None:
        row = self.table.get(box.name)
        mult = self.multiplier.get(box.size)
        if row is None or mult is None:
            return None
        return tuple(row["defence"].get(t, 0) * mult for t in THEATRES)

    def box_problems(self, box: Box) -> list[str]:
        if box.name not in self.table:
            return [f"{box.raw}: no Structure named {box.name!r} (the table has {', '.join(self.table)})"]
        if box.size not in self.sizes:
            return [f"{box.raw}: {box.size!r} is not a Size ({', '.join(self.sizes)})"]
        exp = self.expected_values(box)
        if exp is not None and box.values != exp:
            row = self.table[box.name]["defence"]
            return [f"{box.raw}: the values must be {','.join(map(str, exp))} (Land, Sea, Air: {row} × {self.multiplier[box.size]} for {box.size})"]
        return []

    def fixed_box(self, box: Box) -> str:
        exp = self.expected_values(box)
        return "{{box|%s %s:%s}}" % (box.size, box.name, ",".join(map(str, exp))) if exp else box.raw

    # -- the check -------------------------------------------------------------------------------
    def check(self, old, new, schema, v, roster=None, summary=None) -> None:
        from ..gamestate import Finding, parse_number, place

        col_struct = next((h for h in (new.tables[0].headers if new.tables else []) if h.casefold() == "structures"), "Structures")
        # Task effects belong to a Fortnight: the edit advances the Fortnight counter, or says so
        fortnight = any(ch.player is None and ch.variable.casefold() == "fortnight" for ch in v.changes) or bool(summary and "fortnight" in summary.lower())
        task_changes = self._task_effects(old, new) if fortnight else {}
        for name, cells in new.players.items():
            before = old.player(name)
            scell = cells.get(col_struct)
            nboxes, bad = self.boxes(scell.raw if scell else "")
            for b in bad:
                v.findings.append(Finding("error", f"{name}: malformed structure {b!r} (the format is {{{{box|Size Name:Land,Sea,Air}}}})", self.cite_box, name, "Structures", place(new, scell, name)))
            if before is None:
                continue
            oboxes, _ = self.boxes(before.get(col_struct).raw if before.get(col_struct) else "")
            changed_struct = [(b.size, b.name, b.values) for b in oboxes] != [(b.size, b.name, b.values) for b in nboxes]
            if changed_struct:
                for b in nboxes:
                    for p in self.box_problems(b):
                        v.findings.append(Finding("error", f"{name}: {p}", self.cite_box, name, "Structures", place(new, scell, name)))
            delta = {}
            for m in self.materials:
                o, n = before.get(m), cells.get(m)
                if o is not None and n is not None:
                    a, b = parse_number(o.text), parse_number(n.text)
                    if a is not None and b is not None and a != b:
                        delta[m] = b - a
            action = self._action(oboxes, nboxes)
            same_entries = [(b.size, b.name) for b in oboxes] == [(b.size, b.name) for b in nboxes]
            if changed_struct and same_entries:
                # only the values changed: a correction to what the rules give (errors above otherwise)
                if all(not self.box_problems(b) for b in nboxes):
                    v.explanations.append(f"{name}: {{{{box}}}} values corrected to the Structures table × Size")
                    self.explain(v, name, col_struct)
                continue
            if action is None and changed_struct:
                v.findings.append(Finding("error", f"{name}: Structures changed in a way no action explains (only Build adds a Small entry and Upgrade raises one Size)",
                                          self.structures_rule or self.cite_build, name, "Structures", place(new, scell, name)))
                continue
            if action is not None:
                kind, box, frm, to = action
                cost = self.table.get(box.name, {}).get("cost", [])
                if kind == "Build":
                    need = {m: -1 for m in cost}
                    cite = self.cite_build
                else:
                    rate = self.rates.get((frm, to))
                    if rate is None:
                        v.findings.append(Finding("error", f"{name}: {box.name} cannot be upgraded from {frm} to {to}" + (" (never past Gargantuan)" if frm == self.sizes[-1] else ""),
                                                  self.cite_upgrade, name, "Structures", place(new, scell, name)))
                        continue
                    need = {m: -rate for m in cost}
                    cite = self.cite_upgrade
                mat_delta = {m: d for m, d in delta.items() if d}
                task_d = task_changes.get(name, {})
                with_tasks = {m: need.get(m, 0) + task_d.get(m, 0) for m in set(need) | set(task_d) if m in self.materials}
                what = f"{kind} {box.name}" + (f" ({frm} → {to})" if kind == "Upgrade" else "")
                paid = ", ".join(f"{m} {d:+d}" for m, d in sorted(need.items()))
                if mat_delta in ({m: d for m, d in need.items() if d}, {m: d for m, d in with_tasks.items() if d}):
                    v.explanations.append(f"{name}: {what}: {paid}, " + (f"{box.size} {box.name} added" if kind == "Build" else f"{box.name} now {to}"))
                    self.explain(v, name, col_struct, *need.keys(), *mat_delta.keys())
                else:
                    got = ", ".join(f"{m} {d:+d}" for m, d in sorted(mat_delta.items())) or "no Material change"
                    v.findings.append(Finding("error", f"{name}: {what} costs {paid}, but the edit shows {got}", cite, name, col_struct, place(new, scell, name)))
                continue
            # no structure change: a Fortnight's Task effects may explain Materials / Damage / Serfs
            if name in task_changes and delta:
                want = task_changes[name]
                ok = all(delta.get(m, 0) == want.get(m, 0) for m in self.materials)
                if ok:
                    desc = ", ".join(f"{m} {d:+d}" for m, d in sorted(delta.items()))
                    v.explanations.append(f"{name}: Fortnight Task effects: {desc}")
                    self.explain(v, name, *delta.keys())
        self._check_tasks(new, v)
        # Serfs from Reputation at a Fortnight
        for name, cells in new.players.items():
            before = old.player(name)
            if before is None or "Serfs" not in cells or "Serfs" not in before:
                continue
            a, b = parse_number(before["Serfs"].text), parse_number(cells["Serfs"].text)
            rep = parse_number(before.get("Reputation").text) if before.get("Reputation") else None
            if a is not None and b is not None and a != b and rep is not None and b - a == rep and name in task_changes:
                v.explanations.append(f"{name}: Fortnight: Serfs {b - a:+d} (their Reputation)")
                self.explain(v, name, "Serfs")

    def _action(self, old: list[Box], new: list[Box]):
        """('Build'|'Upgrade', box, from, to) if the change is exactly one of them, else None."""
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
        for title, rows in gs.lists.items():
            for task, items in rows.items():
                if task not in self.tasks:
                    continue
                for who, n, _ in entries(items):
                    if n is not None:
                        out.setdefault(who, {})[task] = out.get(who, {}).get(task, 0) + n
        return out

    def _task_effects(self, old, new) -> dict[str, dict[str, int]]:
        """Per Vassal, the Material changes the Tasks of the old revision produce (read from the Tasks table).
        Spending is limited to what the Vassal has: a value may never go below zero (Appendix)."""
        from ..gamestate import parse_number

        out: dict[str, dict[str, int]] = {}
        for who, tasks in self._assignments(old).items():
            cells = old.player(who) or {}
            have = {m: parse_number(cells[m].text) or 0 for m in self.materials if m in cells}
            d: dict[str, int] = {}
            for task, n in tasks.items():
                effect = self.tasks.get(task, "")
                m = re.match(r"Gain 1 (\w+) for (?:each|every (\w+)) Assigned Serfs?", effect)
                if m:
                    per = {"two": 2, "three": 3}.get(m.group(2) or "", 1)
                    d[m.group(1)] = d.get(m.group(1), 0) + n // per
                m = re.match(r"For each Assigned Serf, spend 1 (\w+) to gain 1 (\w+)", effect)
                if m:
                    k = min(n, have.get(m.group(1), 0) + d.get(m.group(1), 0))
                    d[m.group(1)] = d.get(m.group(1), 0) - k
                    d[m.group(2)] = d.get(m.group(2), 0) + k
            out[who] = d
        return out

    def _check_tasks(self, new, v) -> None:
        from ..gamestate import Finding, parse_number

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
        from ...parsers.gamestate import parse_gamestate

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
                box = Box(b.group("size"), b.group("name").strip(), tuple(int(x) for x in re.split(r"\s*,\s*", b.group("vals"))), m.group(0))
                good = self.fixed_box(box)
                if good != box.raw and self.expected_values(box) is not None:
                    edits.append((cell.span[0] + m.start(), cell.span[0] + m.end(), good))
                    fixes.append(f"{name}: {box.raw} → {good}")
        for start, end, good in sorted(edits, reverse=True):
            text = text[:start] + good + text[end:]
        return text
