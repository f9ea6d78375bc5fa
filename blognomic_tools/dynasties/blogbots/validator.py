"""BlogBots (R205, Operators / Announcer): the Workshop page.

Data: the page's columns and how a Bot's parts are written ("Petrol (85%)", one System per line).
Read from the Ruleset: Money and its cap, Readiness, Red Mist, the Engines / Chassises / Systems tables,
the Condition percentage. Code: part names and Conditions, Systems at most the Chassis's Hardpoints.
"""
from __future__ import annotations

import re

from ...validators.findings import Finding, place
from ...validators.schema import Schema
from ..base import Dynasty, Identity, register

PART = re.compile(r"^(?P<name>.+?)\s*\((?P<pct>-?\d+)\s*%\)$")


@register
class BlogBots(Dynasty):
    name = "BlogBots"
    COLUMNS = {"Operator": False, "Bot": False, "Bouts": None}

    identity = Identity(page="Workshop", rules=("Bot Loadout", "Engines", "Chassises", "Systems", "Bouts", "BotScript"),
                        origin="Ruleset 205 (BlogBots): the Workshop page as its gamestate tracking page, and its Dynastic Rules")

    def value_text(self, spec, cell) -> str:
        if spec.name in ("Engine", "Chassis"):
            m = PART.match(cell.text)
            return m.group("name") if m else cell.text
        return cell.text

    def check(self, old, new, schema, v, roster=None, summary=None) -> None:
        cond = schema.var("Condition")
        systems_spec = schema.var("Systems")
        chassis_t, systems_t = schema.table("Chassises"), schema.table("Systems")
        hardpoints = {row[0]: int(row[2]) for row in chassis_t.rows if len(row) > 2 and row[2].isdigit()}
        system_names = {row[0] for row in systems_t.rows} if systems_t else set()
        touched = {ch.player for ch in v.changes if ch.player} | {n for n in new.players if old.player(n) is None}
        for name, cells in new.players.items():
            if name not in touched:
                continue  # judge what the edit changed; `gamestate fix` and `gamestate show` are for old problems
            for col in ("Engine", "Chassis", "Systems"):
                cell = cells.get(col)
                if cell is None:
                    continue
                for part in cell.parts:
                    m = PART.match(part)
                    if not m:
                        v.findings.append(Finding("error", f"{name}: {col} {part!r} must be written as 'Name (Condition%)'", cond.citation if cond else None, name, col, place(new, cell, name)))
                        continue
                    pct = int(m.group("pct"))
                    if cond and not (cond.minimum <= pct <= cond.maximum):
                        v.findings.append(Finding("error", f"{name}: the Condition of {m.group('name')} is {pct}%: it must be from {cond.minimum}% to {cond.maximum}%", cond.citation, name, col, place(new, cell, name)))
                    if col == "Systems" and system_names and m.group("name") not in system_names:
                        v.findings.append(Finding("error", f"{name}: no System named {m.group('name')!r}", schema.table_rules.get("Systems"), name, col, place(new, cell, name)))
            chassis = cells.get("Chassis")
            systems = cells.get("Systems")
            if chassis is not None and systems is not None:
                m = PART.match(chassis.text)
                model = m.group("name") if m else chassis.text
                hp = hardpoints.get(model)
                n = len(systems.parts)
                if hp is not None and n > hp:
                    v.findings.append(Finding("error", f"{name}: {n} Systems on a {model}, which has {hp} Hardpoints", systems_spec.citation, name, "Systems", place(new, systems, name)))
                names = [PART.match(p).group("name") for p in systems.parts if PART.match(p)]
                if len(names) != len(set(names)):
                    v.findings.append(Finding("warning", f"{name}: several Systems with the same name: the Bot is Trashed", systems_spec.citation, name, "Systems", place(new, systems, name)))
