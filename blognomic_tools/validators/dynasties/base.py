from __future__ import annotations

import re

from ...parsers.gamestate import GCell, Gamestate
from ..schema import Schema, VarSpec


class Dynasty:
    """What a dynasty's module provides, beyond the schema the Ruleset gives:

    - ``name``, and ``applies(schema)``: whether the Ruleset in force is this dynasty's;
    - ``COLUMNS``: page column header -> schema variable (None: the header itself; False: not a checked variable);
    - ``value_text(spec, cell)``: a cell's value as the rules mean it (a {{box}} read as its Structure...);
    - ``check(old, new, schema, v, roster, summary)``: the dynasty's actions, each change they account for marked
      with ``explain`` and cited, each one they forbid a Finding;
    - ``changes_only_by(variable)``: for a variable whose every way of changing the module knows (the rules
      change it only by actions it replays), how it changes, in a few words; an edit of it that no action
      explains is then an error citing the rules, not a warning. None (the default) where the module does not
      know every way: an unexplained change is a warning."""

    name = ""
    COLUMNS: dict[str, object] = {}

    def changes_only_by(self, variable: str) -> str | None:
        return None

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
