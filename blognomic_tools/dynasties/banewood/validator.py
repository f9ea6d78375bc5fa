"""Banewood Mansion (R209, Explorers / Narrator): the Banewood Mansion page.

Data: the page's columns (Explorer, Room, Sanity, Advantage, Disadvantage, Items) and the Rooms table's
columns. Read from the Ruleset: Sanity's bounds, the Advantage and Disadvantage values, the Room default,
a Room's Circuit Breaker values ("On" or "Off"). Code: an Explorer's Room must be a Room on the page.
"""
from __future__ import annotations

import re

from ...reading.citations import Citation
from ...validators.findings import Finding, place
from ...validators.schema import Schema
from ..base import Dynasty, Identity, register


@register
class Banewood(Dynasty):
    name = "Banewood Mansion"
    COLUMNS = {"Explorer": False, "Items": False, "Light sources": False}

    identity = Identity(page="Banewood Mansion", rules=("Banewood Mansion", "Mansion Map", "Explorers", "Sanity", "Rooms", "Malfeasances"),
                        origin="Ruleset 209 (Banewood Mansion): the Ascension Address's 'Change the gamestate tracking page to "
                               "\"Banewood Mansion\"' and its Dynastic Rules")

    def check(self, old, new, schema, v, roster=None, summary=None) -> None:
        rooms = next((rows for title, rows in new.lists.items() if title.casefold().startswith("room")), {})
        room_spec = schema.var("Room")
        text = schema.rule_texts.get("Rooms", "")
        m = re.search(r"Circuit Breaker where the valid string values are (?P<vals>[^,]+(?:, [^,]+)*?), defaulting", text)
        breaker = [x.strip("“”\" ") for x in re.split(r"\s+or\s+|,\s*", m.group("vals"))] if m else []
        cite_breaker = Citation("Rooms", m.group(0), schema.table_rules.get("Rooms").number if schema.table_rules.get("Rooms") else None, "Dynastic Rules") if m else None
        rooms_changed = any(ch.player is None and ch.variable.casefold().startswith("room") for ch in v.changes)
        touched = {ch.player for ch in v.changes if ch.player} | {n for n in new.players if old.player(n) is None}
        for name, cells in new.players.items():
            if name not in touched and not rooms_changed:
                continue
            cell = cells.get("Room")
            if cell is not None and rooms and cell.text not in rooms:
                v.findings.append(Finding("error", f"{name} is in {cell.text!r}, which is not a Room on the page ({', '.join(rooms)})", room_spec.citation, name, "Room", place(new, cell, name)))
        for table in new.tables:
            if not table.title.casefold().startswith("room") or "Circuit Breaker" not in table.headers:
                continue
            old_rows = next((rows for t, rows in old.lists.items() if t == table.title), {})
            for row in table.rows:
                for c in row:
                    if c.header == "Circuit Breaker" and breaker and c.text not in breaker and old_rows.get(row[0].text) != new.lists.get(table.title, {}).get(row[0].text):
                        v.findings.append(Finding("error", f"Room {row[0].text}: Circuit Breaker {c.text!r} must be {' or '.join(breaker)}", cite_breaker, None, "Circuit Breaker", place(new, c, row[0].text)))
