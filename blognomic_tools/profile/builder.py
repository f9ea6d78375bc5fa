"""Building the profile: every mechanic's reader, in the order the profile needs them."""
from __future__ import annotations

from dataclasses import asdict

from ..models import Ruleset
from .model import RulesProfile
from .terms import TermsReading
from .votes import VotesReading
from .proposals import ProposalReading
from .deferential import DeferentialReading
from .matters import MattersReading
from .hiatus import HiatusReading
from .locations import LocationsReading


class Builder(TermsReading, VotesReading, ProposalReading, DeferentialReading, MattersReading, HiatusReading, LocationsReading):
    def build(self) -> RulesProfile:
        self.status = self.rule_status()
        player, plural, emperor = self.terms()
        self.player, self.players, self.emperor = player.value, plural.value, emperor.value
        self._atoms = None  # the vocabulary speaks the dynasty's terms
        rev = None
        if self.rs.revision is not None:
            rev = {k: v for k, v in asdict(self.rs.revision).items() if v is not None}
        return RulesProfile(
            ruleset=self.rs.title,
            revision=rev,
            player_term=player,
            player_term_plural=plural,
            emperor_term=emperor,
            term_artefacts=self.artefacts(),
            quorum=self.quorum(),
            vote_icons=self.vote_icons(),
            votes=self.votes(),
            proposal=self.proposal(),
            deferential=self.deferential(),
            cfj=self.cfj(),
            dov=self.dov(),
            hiatus=self.hiatus(),
            gamestate_location=self.gamestate_location(),
            roster_location=self.roster_location(),
            rule_status=self.status,
            unrecognised=self.unrecognised,
        )


# Mechanics every Ruleset states: a Ruleset with no rule for one of them may be a page cut short (or one whose
# wording of it is too old or too new to be found). That is a weak sign, not evidence: the profile is read, the
# field is "absent", the output warns, and the tally says "cannot tell" wherever it needs the missing mechanic.
# ("absent" means no rule even mentions it; a rule that states it in unknown wording is "unrecognised".)
CORE_MECHANICS = [
    (lambda p: p.quorum, "Quorum"),
    (lambda p: p.proposal.get("enact"), "when a Proposal may be enacted"),
    (lambda p: p.vote_icons, "the voting icons"),
    (lambda p: p.votes.get("vote_is"), "how a vote is cast (the last voting icon in a comment)"),
]


def build_profile(ruleset: Ruleset) -> RulesProfile:
    """The rules profile. A mechanic every Ruleset states that no rule defines is a warning in
    ``profile.warnings`` (with the Ruleset's own warnings), never a refusal."""
    profile = Builder(ruleset).build()
    missing = [what for get, what in CORE_MECHANICS if get(profile) is None or get(profile).status == "absent"]
    profile.warnings = list(ruleset.warnings)
    if missing:
        profile.warnings.append(
            f"{ruleset.title}: no rule read defines {'; '.join(missing)} (every Ruleset states them: the page may be cut short, "
            "or word them as the reader does not know); where a tally needs them it says \"cannot tell\""
        )
    return profile
