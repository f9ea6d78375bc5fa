"""Where the gamestate and the roster of active players are kept."""
from __future__ import annotations


from ..reading.citations import Field
from ..reading.text import found
from .atoms import GAMESTATE, ROSTER, template_value
from .base import Base


class LocationsReading(Base):
    def gamestate_location(self) -> Field:
        m, u, tpl = self.first(GAMESTATE)
        if m:
            v = template_value(tpl, m, self.term_map())
            v = {k: (x.strip().rstrip(".") if isinstance(x, str) else x) for k, x in v.items()}
            return found(v, u)
        return self.missing("gamestate_location", self.s("locations.gamestate_hint"), "where the gamestate is tracked")

    def roster_location(self) -> Field:
        """Where the roster of active players and the Admins is kept: {"kind": "sidebar"} or {"kind": "wiki page",
        "page": ...}."""
        m, u, tpl = self.first(ROSTER)
        if m:
            v = template_value(tpl, m, self.term_map())
            return found({k: (x.strip() if isinstance(x, str) else x) for k, x in v.items()}, u)
        return self.missing("roster_location", self.s("locations.roster_hint"), "where the roster of active players is kept")

    # -- all -------------------------------------------------------------------------------------
