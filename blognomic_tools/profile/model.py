"""The rules profile: the core mechanics of the Ruleset in force, each a field with its citation."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from ..reading.citations import Field, Unrecognised


@dataclass
class RulesProfile:
    ruleset: str
    revision: dict | None
    player_term: Field
    player_term_plural: Field
    emperor_term: Field
    term_artefacts: list[dict]
    quorum: Field
    vote_icons: Field
    votes: dict[str, Field]
    proposal: dict[str, Field]
    deferential: dict[str, Field]
    cfj: dict[str, Field]
    dov: dict[str, Field]
    hiatus: dict[str, Field]
    gamestate_location: Field
    roster_location: Field
    rule_status: dict[str, Field]
    unrecognised: list[Unrecognised] = field(default_factory=list)
    # What the output must show although the profile was read: weak signs that the page is not whole (the
    # Ruleset's own, and a mechanic every Ruleset states but no rule of this one defines).
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        d = asdict(self)
        if not d["warnings"]:
            del d["warnings"]  # a whole page's profile reads as it always has
        return d
