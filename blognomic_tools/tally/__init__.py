"""The vote engine: resolve every ballot on a votable matter and say what an admin may do now, and why.

Everything era-specific comes from the RulesProfile (read from the Ruleset in force): how a vote is
determined, DEFERENTIAL, vetoes and withdrawals, quorum, and the enact/fail conditions, which are
evaluated from their structured form. Every ballot carries a trail and every verdict cites the rule
text that decided it.

The stages, each a module: ``base`` (what a tally produces), ``icons`` (what an icon means), ``ballots`` (every
player's vote), ``conditions`` (the enact and fail conditions), ``verdicts`` (the verdict at one time), ``timing``
(when it changes), ``notes`` (the votes still needed, the admin note) and ``engine`` (tallying one matter or many).
"""
from __future__ import annotations

from .ballots import Resolved, resolve_ballots
from .base import BLOGNOMIC_BEGAN, VALID, Ballot, Reason, Verdict, add_time
from .engine import check_whole, pending_queue, posted_by, tally, tally_posts
from .icons import icon_name
from .notes import suggest_note
from .timing import HORIZON
from .verdicts import over_limits

__all__ = [
    "BLOGNOMIC_BEGAN", "HORIZON", "VALID", "Ballot", "Reason", "Resolved", "Verdict", "add_time", "check_whole", "icon_name",
    "over_limits", "pending_queue", "posted_by", "resolve_ballots", "suggest_note", "tally", "tally_posts",
]
