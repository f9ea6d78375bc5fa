from __future__ import annotations

import re

from ...parsers.gamestate import GCell, Gamestate
from ..schema import Schema, VarSpec


class Dynasty:
    name = ""
    # page column header -> schema variable (None: use the header itself; False: not a checked variable)
    COLUMNS: dict[str, object] = {}

    def __init__(self, schema: Schema):
        self.schema = schema

    @classmethod
    def applies(cls, schema: Schema) -> bool:
        return False

    def column_var(self, header: str):
        for k, v in self.COLUMNS.items():
            if k.casefold() == header.casefold():
                return v
        return None

    def value_text(self, spec: VarSpec, cell: GCell) -> str:
        return cell.text

    def check(self, old: Gamestate, new: Gamestate, schema: Schema, v, roster=None, summary=None) -> None:
        pass

    @staticmethod
    def explain(v, player: str, *variables: str) -> None:
        """Mark (player, variable) changes as accounted for by an action of the rules."""
        for var in variables:
            v.explained.add((player, var))


ENTRY = re.compile(r"^(?P<name>.+?)\s*\((?P<n>\d+)\)$")


def entries(items: list[str]) -> list[tuple[str, int | None, str]]:
    """'Kevan (3)' -> ('Kevan', 3, raw)."""
    out = []
    for it in items:
        m = ENTRY.match(it.strip())
        out.append((m.group("name"), int(m.group("n")), it) if m else (it.strip(), None, it))
    return out
