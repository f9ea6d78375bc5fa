"""Per-dynasty modules: what the Ruleset's text cannot give reliably about the gamestate page (which
column is which variable, how a cell is written) as data, and code only for actions.
One file per dynasty; each says when it applies, from the schema read from the Ruleset."""
from __future__ import annotations

from ..schema import Schema
from .base import Dynasty
from .banewood import Banewood
from .blogbots import BlogBots
from .castles import Castles

DYNASTIES: list[type[Dynasty]] = [Castles, BlogBots, Banewood]


def dynasty_for(schema: Schema) -> Dynasty | None:
    for cls in DYNASTIES:
        if cls.applies(schema):
            return cls(schema)
    return None
