"""RulesProfile: the core mechanics of the Ruleset in force, read from its text, each with its citation.

Nothing here is keyed on an era. Every value comes from a sentence that a pattern recognised, and
carries that sentence and its rule as a citation. A mechanic whose rule exists but whose wording no
pattern knows becomes an explicit ``unrecognised`` entry quoting the rule; a mechanic the Ruleset
does not mention at all is reported ``absent`` (value null), never silently defaulted.

Reading is by meaning, not by one sentence per era: the vocabulary (``phrasings.profile``, data) holds the
atoms of meaning with their phrasings and slots (numbers in digits or words, fractions, the dynasty's own
player/emperor terms, Votes/votes, Judgement/Judgment, CfJ/CFJ); one matcher (``Atoms``) reads an enact/fail
condition clause by clause, each clause one whole atom, and the mechanics stated in a sentence (veto, an
author's AGAINST, DEFERENTIAL, CfJ and DoV resolution, the DoV cooldown, hiatus during a DoV, seasonal
downtime, the gamestate location) are found by their keywords and read from their tables. The wording of the
bundled Rulesets (2009 to 2024) is tried first, so their profiles do not move. A clause or sentence the atoms
do not fully read makes its field unrecognised (quoting the rule), never an approximate value; synonym-
replacement artefacts ("an Vassal", "A Apprentice") are tolerated.

The package is split by mechanic: ``terms``, ``votes``, ``proposals``, ``deferential``, ``matters`` (CfJ, DoV),
``hiatus`` and ``locations`` each read theirs (a mixin of ``base.Base``); ``atoms`` holds the condition matcher,
``model`` the ``RulesProfile``, ``builder`` puts them together.
"""
from __future__ import annotations

from .atoms import Atoms
from .builder import CORE_MECHANICS, build_profile
from .model import RulesProfile

__all__ = ["Atoms", "CORE_MECHANICS", "RulesProfile", "build_profile"]
