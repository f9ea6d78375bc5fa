"""What every mechanic's reader shares: the Ruleset's text, the wordings with the era's terms, and how a field is
made (recognised with its citation, unrecognised quoting the rule, or absent)."""
from __future__ import annotations


from ..models import Ruleset
from ..reading.citations import Field, Unrecognised
from ..reading.numbers import Unreadable
from ..reading.phrasing import Terms, expand
from ..reading.text import Reader, Unit, cite
from .atoms import S, Atoms


class Base:
    def __init__(self, ruleset: Ruleset):
        self.rs = ruleset
        self.r = Reader(ruleset)
        self.unrecognised: list[Unrecognised] = []
        self.player = self.players = self.emperor = None
        self._atoms: Atoms | None = None

    @property
    def atoms(self) -> Atoms:
        if self._atoms is None:
            self._atoms = Atoms(self.player, self.players, self.emperor)
        return self._atoms

    def first(self, table: list[tuple[str, dict]], flags: int = 0, **kw):
        """The first phrasing of a mechanic's table that some rule states, with the value its template gives."""
        for phrasing, template in table:
            m, u = self.r.find(self.p(phrasing), flags=flags, **kw)
            if m:
                return m, u, template
        return None, None, None

    # -- helpers ---------------------------------------------------------------------------------

    def missing(self, name: str, hint: str, what: str) -> Field:
        """No pattern matched: unrecognised if some rule talks about it (quote it), else absent."""
        unit = self.r.mentions(hint)
        if unit is not None:
            self.unrecognised.append(Unrecognised(name, unit.rule.title, unit.text, f"no known wording for {what}"))
            return Field(value=None, citation=cite(unit), status="unrecognised", note=f"no known wording for {what}")
        return Field(value=None, status="absent", note=f"no rule mentions {what}")

    def readable(self, name: str, unit: Unit, what: str, make) -> Field:
        """``make()`` builds the field from a matched sentence; a number in it the reader cannot use makes the
        field unrecognised (quoting the rule) instead of a crash or a guess."""
        try:
            return make()
        except Unreadable as e:
            self.unrecognised.append(Unrecognised(name, unit.rule.title, unit.text, f"{what}: {e}"))
            return Field(value=None, citation=cite(unit), status="unrecognised", note=f"{what}: {e}")

    def p(self, pattern: str) -> str:
        """A phrasing with the era's own terms (no generic "Player"/"Emperor" here: a sentence of the bundled
        wording names the dynasty's)."""
        return expand(pattern, self.term_words)

    def s(self, name: str) -> str:
        """The sentence ``name`` of the wordings (phrasings.profile SENTENCES) with the era's terms."""
        return self.p(S[name])

    @property
    def term_words(self) -> Terms:
        P, E = self.player or "Player", self.emperor or "Emperor"
        return Terms(player=(P,), players=(self.players or "Players", P + "s"), emperor=(E,))

    def term_map(self) -> dict[str, str | None]:
        return {"P": self.player, "PP": self.players, "E": self.emperor}

    # -- rule status -----------------------------------------------------------------------------
