"""The Castles rules as the Ruleset states them (CastlesRules): the Materials, the Structures table, the Size steps,
their rates and multipliers, the {{box}} format, the Tasks and their Effects, the Enemies, the Waves and the Herald's
roll -- read from the rule texts and tables, nothing here a number copied from the rules by hand. The validator and
the Fortnight engine both use them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ...errors import BlognomicError, FlattenedTableError
from ...reading.citations import Citation
from ...validators.schema import Schema

BOX = re.compile(r"\{\{\s*box\s*\|\s*(?P<body>[^{}]*)\}\}", re.I)
BOX_BODY = re.compile(r"^(?P<size>[A-Z][a-z]+)\s+(?P<name>[^:]+?)\s*:\s*(?P<vals>-?\d+\s*,\s*-?\d+\s*,\s*-?\d+)\s*$")
BOX_THEATRES = ("Land", "Sea", "Air")  # the order of {{box|Size Name:Land,Sea,Air}}


MAX_NUMBER = 10 ** 6  # a number the rules or a page give (a Strength, a rate) beyond this is a damaged text, not play


class CastlesError(BlognomicError):
    pass


def _number(text: str, where: str, lo: int = 0, hi: int = MAX_NUMBER) -> int:
    """A whole number the rules state, range-checked before it drives anything."""
    t = str(text).strip()
    if not re.fullmatch(r"-?\d{1,12}", t):
        raise CastlesError(f"{where}: {t[:40]!r} is not a whole number")
    n = int(t)
    if not lo <= n <= hi:
        raise CastlesError(f"{where}: {n} is out of range ({lo} to {hi})")
    return n


@dataclass
class Structure:
    size: str
    name: str
    values: tuple[int, int, int]  # Land, Sea, Air (current defensive values)

    def box(self) -> str:
        if not isinstance(self.values, tuple) or len(self.values) != len(BOX_THEATRES):
            raise CastlesError(f"{self.size} {self.name}: its values {self.values!r} are not Land, Sea and Air")
        return "{{box|%s %s:%s}}" % (self.size, self.name, ",".join(map(str, self.values)))

    def value(self, theatre: str) -> int:
        if theatre not in BOX_THEATRES:
            raise CastlesError(f"{theatre!r} is not a Theatre (Land, Sea, Air)")
        if not isinstance(self.values, tuple) or len(self.values) != len(BOX_THEATRES):
            raise CastlesError(f"{self.size} {self.name}: its values {self.values!r} are not Land, Sea and Air")
        return self.values[BOX_THEATRES.index(theatre)]


@dataclass
class Enemy:
    name: str
    theatres: list[str]
    size: str
    strength: int



class CastlesRules:
    """The Castles rules as the Ruleset states them. `strict` (the Fortnight's engine): a table whose cells cannot
    be read (a text render flattens it) is an error; else (the validator) the Tasks and Enemies tables may be
    unreadable, each said in `unreadable` (title -> why) and left empty, and what needs them is not done."""

    def __init__(self, schema: Schema, strict: bool = True):
        self.schema = schema
        self.unreadable: dict[str, str] = {}

        def table(name: str):
            try:
                return schema.table(name)
            except FlattenedTableError as e:
                if strict:
                    raise
                self.unreadable[name] = str(e)
                return None
        sv = schema.var("Structures")
        if sv is None or schema.table("Structures") is None:
            where = f"{schema.source}: " if schema.source else ""
            raise CastlesError(f"{where}the Ruleset in force has no Castles Structures (rules Structures/Stockpile): not the Castles dynasty")
        self.sizes: list[str] = list(sv.values or [])
        if not self.sizes:
            raise CastlesError("rule Structures: no Sizes could be read (Small, Medium, ...); the Ruleset is not one this tool can follow")
        self.materials = [v.name for v in schema.vars.values() if v.citation and v.citation.rule == "Stockpile"]
        self.structures: dict[str, dict] = {}
        for i, row in enumerate(schema.table("Structures").rows, 1):
            name, cost, theatre, values = (list(row) + ["", "", "", ""])[:4]
            th = [x.strip() for x in theatre.split(",") if x.strip()]
            vals = [_number(x, f"table Structures, row {i} ({name.strip()}), Defence") for x in re.findall(r"\d+", values)]
            self.structures[name.strip()] = {"cost": [c.strip() for c in cost.split(",") if c.strip()], "defence": dict(zip(th, vals))}
        text = schema.rule_texts.get("Structures", "")
        m = re.search(r"multiplied by the following rates according to Size: (?P<l>[^.]+)", text)
        self.multiplier = {s: _number(n, f"rule Structures, the multiplier for {s}") for n, s in re.findall(r"(\d+) for (\w+)", m.group("l"))} if m else {}
        m = re.search(r"as follows: (?P<l>[^.]*\d+ to change from \w+ to \w+[^.]*)", text)
        self.rates = {(a, b): _number(n, f"rule Structures, the rate from {a} to {b}") for n, a, b in re.findall(r"(\d+) to change from (\w+) to (\w+)", m.group("l"))} if m else {}
        self.tasks: dict[str, str] = {}
        tt = table("Tasks")
        for row in tt.rows if tt is not None else []:
            if row and row[0].strip():
                self.tasks[row[0].strip()] = row[1].strip() if len(row) > 1 else ""
        self.enemies: dict[str, Enemy] = {}
        et = table("Enemies")
        for i, row in enumerate(et.rows if et is not None else [], 1):
            name, theatre, size, strength = (list(row) + ["", "", "", ""])[:4]
            where = f"table Enemies, row {i} ({name.strip() or 'no name'})"
            if size.strip() not in self.sizes:
                raise CastlesError(f"{where}: Size {size.strip()!r} is not one of the Sizes ({', '.join(self.sizes)})")
            n = _number(strength, f"{where}, Strength")
            if n < 1:
                raise CastlesError(f"{where}: Strength {n} must be at least 1")
            self.enemies[name.strip()] = Enemy(name.strip(), [t.strip() for t in theatre.split(",") if t.strip()], size.strip(), n)
        waves = schema.rule_texts.get("Waves", "")
        m = re.search(r"for each Theatre in the ord\w+ (?P<l>\w+, \w+, \w+)", waves)
        self.attack_order = [t.strip() for t in m.group("l").split(",")] if m else ["Air", "Land", "Sea"]
        if sorted(self.attack_order) != sorted(BOX_THEATRES):
            raise CastlesError(f"rule Waves: the Theatres in the order {', '.join(self.attack_order)} are not Land, Sea and Air")
        m = re.search(r"to a maximum of (\d+)", waves)
        rep = schema.var("Reputation")
        self.max_reputation = _number(m.group(1), "rule Waves, the maximum Reputation") if m else (rep.maximum if rep and rep.maximum is not None else 2)
        herald = schema.rule_texts.get("Herald", "")
        m = re.search(r"Roll DICE(?P<n>\d+)\s*\+\s*(?P<plus>\d+)", herald)
        self.dice, self.dice_plus = (_number(m.group("n"), "rule Herald, the DICE"), _number(m.group("plus"), "rule Herald, the number added")) if m else (5, 5)
        if self.dice < 1:
            raise CastlesError(f"rule Herald: DICE{self.dice} is not a die")

    def cite(self, rule: str, pattern: str | None = None) -> Citation | None:
        text = self.schema.rule_texts.get(rule, "")
        base = self.schema.table_rules.get(rule)
        if pattern:
            m = re.search(pattern, text)
            if m:
                return Citation(rule, m.group(0).strip(), base.number if base else None, "Dynastic Rules")
        return base

    # -- structures ------------------------------------------------------------------------------
    def size_rank(self, size: str) -> int:
        try:
            return self.sizes.index(size)
        except ValueError:
            raise CastlesError(f"Size {size!r} is not one of the Sizes of rule Structures ({', '.join(self.sizes)})") from None

    def expected_values(self, size: str, name: str) -> tuple[int, int, int] | None:
        row = self.structures.get(name)
        mult = self.multiplier.get(size)
        if row is None or mult is None:
            return None
        return tuple(row["defence"].get(t, 0) * mult for t in BOX_THEATRES)

    def parse_boxes(self, cell_text: str) -> tuple[list[Structure], list[str]]:
        out, bad = [], []
        for m in BOX.finditer(cell_text or ""):
            b = BOX_BODY.match(m.group("body").strip())
            if not b:
                bad.append(m.group(0))
                continue
            vals = tuple(int(x) for x in re.split(r"\s*,\s*", b.group("vals")))
            out.append(Structure(b.group("size"), b.group("name").strip(), vals))
        leftover = re.sub(r"<!--.*?-->|<br\s*/?>", " ", BOX.sub("", cell_text or ""), flags=re.S | re.I).strip()
        if leftover:
            bad.append(leftover)
        return out, bad

    # -- tasks -----------------------------------------------------------------------------------
    def task_effect(self, task: str, serfs: int, v) -> tuple[dict[str, int], str]:
        """The changes a Task's Effect makes for `serfs` Serfs of Vassal v (a state.Vassal, changed in place), and a
        description."""
        effect = self.tasks.get(task, "")
        if effect in ("", "-"):
            return {}, f"{task}: no effect"
        m = re.match(r"Gain 1 (\w+) for (?:each|every (\w+)) Assigned Serfs?", effect)
        if m:
            per = {"two": 2, "three": 3, "four": 4}.get(m.group(2) or "", 1)
            gain = serfs // per  # "rounded towards 0" (Appendix)
            v.materials[m.group(1)] = v.materials.get(m.group(1), 0) + gain
            return {m.group(1): gain}, f"{task} with {serfs}: {m.group(1)} +{gain}"
        m = re.match(r"For each Assigned Serf, spend 1 (\w+) to gain 1 (\w+)", effect)
        if m:
            src, dst = m.group(1), m.group(2)
            k = min(serfs, v.materials.get(src, 0))  # spending below zero is illegal: only what there is
            v.materials[src] = v.materials.get(src, 0) - k
            v.materials[dst] = v.materials.get(dst, 0) + k
            if k == 0:
                return {}, f"{task} with {serfs}: no {src} to spend, nothing made"
            note = "" if k == serfs else f" (only {k}: {src} ran out)"
            return {src: -k, dst: k}, f"{task} with {serfs}: {src} -{k}, {dst} +{k}{note}"
        m = re.match(r"For each Assigned Serf, subtract 1 Damage, to a minimum of 0", effect)
        if m:
            before = v.damage
            v.damage = max(0, v.damage - serfs)
            return {"Damage": v.damage - before}, f"{task} with {serfs}: Damage {v.damage - before:+d}"
        raise CastlesError(f"Task {task}: its Effect {effect!r} is not one this tool can apply")


