"""Writes fixtures/corpus/rulesets: minimal Ruleset pages, each assembled from wording FORMS of the core
mechanics as BlogNomic stated them from 2005 to 2026, with our own player/emperor terms and numbers, and
expected.json (the profile value each form states, written here by hand per form).

    python scripts/make_profile_corpus.py

Each form names the era/page its wording comes from. The expected value is what the form MEANS, written
independently of the reader: the corpus test compares the reader's profile with it.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "fixtures" / "corpus" / "rulesets"


def quorum(frac: str, rounding: str | None, plus: int, pp: str) -> dict:
    fn = "floor" if rounding == "down" else "ceil"
    return {"formula": f"{fn}(N * {frac})" + (f" + {plus}" if plus else ""), "fraction": frac, "rounding": rounding,
            "plus": plus, "n": f"the number of {pp} (Idle {pp} are not counted)"}


def c(kind: str, **kw) -> dict:
    return {"kind": kind, **kw}


def all_(*parts) -> dict:
    return {"kind": "all", "all": list(parts)}


def lst(mode: str, *conds) -> dict:
    return {"combinator": mode, "conditions": list(conds)}


# A form: (section, rule title, text with {P} {PP} {E} {Pa} (a/an + player) and {W} (wiki page), expected {field: value}).
# Field values are callables of the terms where they name them.
FORMS: dict[str, tuple[str, str, str, dict]] = {
    # ---- terms, icons and how a vote is cast (needed by every page) --------------------------------------
    "intro": ("Core Rules", "Ruleset and Gamestate", "This is the Ruleset for BlogNomic; all {PP} shall obey it.", {}),
    # form: Ruleset 70 (2009) "Dynasties": "headed by a single ..., known as the ..."
    "dynasty_old": ("Core Rules", "Dynasties",
                    "BlogNomic is divided into a number of Dynasties. Each Dynasty is headed by a single {P}, known as the '''{E}'''.",
                    {"player_term": lambda t: t["P"], "emperor_term": lambda t: t["E"]}),
    # form: Ruleset 205 (2022) "Dynasties"
    "dynasty_new": ("Core Rules", "Dynasties",
                    "BlogNomic is divided into a number of Dynasties. Each Dynasty may be headed by a single {P}, known as the '''{E}'''. If there is no {E}, the Dynasty is a Metadynasty.",
                    {"player_term": lambda t: t["P"], "emperor_term": lambda t: t["E"]}),
    "voting_old": ("Core Rules", "Voting",
                   "Any {P} may cast their Vote on a Pending Proposal by making a comment on that entry using a voting icon of FOR, AGAINST or DEFERENTIAL.\n\n"
                   "If a {P} uses more than one Voting Icon in comments on a Pending Proposal, their Vote is the last voting icon they use.\n\n"
                   "For use in voting, a tick http://example.org/v/yes.gif shall represent a vote FOR, a cross http://example.org/v/no.gif shall represent a vote AGAINST, "
                   "a bow http://example.org/v/bow.gif shall represent a vote of DEFERENTIAL, and a crown (currently http://example.org/v/crown.gif) shall represent the Imperial Veto.", {}),
    "voting_new": ("Core Rules", "Votes",
                   "Each {P} may cast one Vote on a Votable Matter by making a comment to the Official Post that comprises that Votable Matter using a voting icon of FOR, AGAINST, or DEFERENTIAL. "
                   "A {P}'s Vote on a Votable Matter is the last valid voting icon that they have used in any comment on that Votable Matter.\n\n"
                   "For use in voting, a tick http://example.org/v/yes.gif shall represent a Vote FOR, a cross http://example.org/v/no.gif shall represent a Vote AGAINST, "
                   "a bow http://example.org/v/bow.gif shall represent a Vote of DEFERENTIAL, and a crown http://example.org/v/crown.gif shall represent a vote to VETO.", {}),
    # ---- quorum ------------------------------------------------------------------------------------------
    # form: blogspot 2005 "Queue de-queueing" (Rule 5 Resolution)
    "q_half_up": ("Glossary", "Keywords", ";Quorum\n:Quorum is equal to one half of the number of {PP}, rounding up.",
                  {"quorum": lambda t: quorum("1/2", "up", 0, t["PP"])}),
    # form: Ruleset 70 (2009) glossary
    "q_half_down_plus": ("Glossary", "Keywords", ";Quorum\n:Quorum is equal to half the number of {PP}, rounded down, plus one.",
                         {"quorum": lambda t: quorum("1/2", "down", 1, t["PP"])}),
    # form: Ruleset 114 (2012) onwards, "Quorum of a subset"
    "q_subset": ("Appendix", "Keywords", ";Quorum\n:Quorum of a subset of {PP} is half the number of {PP} in that subset, rounded down, plus one. "
                 "If the word Quorum is used without qualifying which subset of {PP} it is referring to, it is referring to a Quorum of all {PP}.",
                 {"quorum": lambda t: quorum("1/2", "down", 1, t["PP"])}),
    # ---- proposal enactment ------------------------------------------------------------------------------
    # form: blogspot 2005 "Queue de-queueing": FOR votes exceed Quorum / exceed AGAINST, "more than N hours old"
    "enact_2005": ("Core Rules", "Resolution",
                   "A Proposal may be Enacted by any Admin if any of the following are true:\n"
                   "* The number of FOR votes exceed Quorum, and the proposal is more than 12 hours old\n"
                   "* The number of FOR votes exceed the number of AGAINST votes, and the proposal is more than 48 hours old\n\n"
                   "A Proposal may be Failed by any Admin if any of the following are true:\n"
                   "* The {E} has used the Imperial Veto\n"
                   "* The {P} who proposed it has voted AGAINST it",
                   {"proposal.enact": lst("any", all_(c("for_more_than_quorum"), c("min_hours", hours=12, strict=True)),
                                          all_(c("for_more_than_against"), c("min_hours", hours=48, strict=True))),
                    "proposal.fail": lst("any", c("emperor_veto"), c("author_against"))}),
    # form: "Reductio Decretum" (2006), rule 1.5 Enactment reworded into bullets, "has not been vetoed"
    "enact_2006": ("Core Rules", "Enactment",
                   "The oldest pending Proposal may be enacted by any Admin (and the Ruleset and/or Gamestate updated to include the specified effects of that Proposal) if either of the following is true:-\n"
                   "* It has a number of FOR votes that exceed or equal Quorum, has been open for voting for at least twelve hours, and has not been vetoed.\n"
                   "* It has been open for voting for at least forty-eight hours, more than half of its votes are FOR, and it has not been vetoed.\n\n"
                   "The oldest pending Proposal may be failed by any Admin, if any of the following are true:-\n"
                   "* It has enough AGAINST votes that it could not be Enacted without one of those votes being changed.\n"
                   "* It has been open for voting for at least forty-eight hours and half or fewer of its votes are FOR.\n"
                   "* The {P} who proposed it has voted AGAINST it.\n"
                   "* The {E} has voted to VETO it.",
                   {"proposal.enact": lst("any", all_(c("for_at_least_quorum"), c("min_hours", hours=12), c("not_vetoed")),
                                          all_(c("min_hours", hours=48), c("for_more_than_half"), c("not_vetoed"))),
                    "proposal.fail": lst("any", c("against_blocks_enactment"), all_(c("min_hours", hours=48), c("for_at_most_half")),
                                         c("author_against"), c("emperor_veto"))}),
    # form: "High speed proposals" (2006): a third way, Quorum FOR and no AGAINST votes
    "enact_2006_fast": ("Core Rules", "Enactment",
                        "The oldest pending Proposal may be enacted by any Admin if any of the following is true:-\n"
                        "* It has a number of FOR votes that exceed or equal Quorum, has been open for voting for at least 12 hours, and has not been vetoed or self-killed.\n"
                        "* It has been open for voting for at least 48 hours, it has more than 1 valid vote, more than half of its votes are FOR, and it has not been vetoed or self-killed.\n"
                        "* It has a number of FOR votes that exceed or equal Quorum, no AGAINST votes, and has not been vetoed or self-killed.\n\n"
                        "The oldest pending Proposal may be failed by any Admin, if any of the following are true:-\n"
                        "* It has enough AGAINST votes that it could not be Enacted without one of those votes being changed.\n"
                        "* It has been open for voting for at least 48 hours and half or fewer of its votes are FOR.\n"
                        "* It has been open for voting for at least 48 hours and has fewer than 2 valid votes.\n"
                        "* The {P} who proposed it has voted AGAINST it.\n"
                        "* The {E} has voted to VETO it",
                        {"proposal.enact": lst("any", all_(c("for_at_least_quorum"), c("min_hours", hours=12), c("not_vetoed_or_self_killed")),
                                               all_(c("min_hours", hours=48), c("min_valid_votes", more_than=1), c("for_more_than_half"), c("not_vetoed_or_self_killed")),
                                               all_(c("for_at_least_quorum"), c("no_against"), c("not_vetoed_or_self_killed"))),
                         "proposal.fail": lst("any", c("against_blocks_enactment"), all_(c("min_hours", hours=48), c("for_at_most_half")),
                                              all_(c("min_hours", hours=48), c("max_valid_votes", fewer_than=2)), c("author_against"), c("emperor_veto"))}),
    # form: Ruleset 70 (2009), rule 1.5 Enactment
    "enact_r70": ("Core Rules", "Enactment",
                  "The oldest pending Proposal may be enacted by any Admin (by setting its status to Enacted) if either of the following is true:-\n"
                  "* It has a number of FOR votes that exceed or equal Quorum, has been open for voting for at least 12 hours, and has not been vetoed or self-killed.\n"
                  "* It has been open for voting for at least 48 hours, it has more than 1 valid vote, more than half of its votes are FOR, and it has not been vetoed or self-killed.\n\n"
                  "The oldest pending Proposal may be failed by any Admin, if any of the following are true:-\n"
                  "* It has enough AGAINST votes that it could not be Enacted without one of those votes being changed.\n"
                  "* It has been open for voting for at least 48 hours and half or fewer of its votes are FOR.\n"
                  "* The {P} who proposed it has voted AGAINST it.\n"
                  "* The {E} has voted to VETO it",
                  {"proposal.enact": lst("any", all_(c("for_at_least_quorum"), c("min_hours", hours=12), c("not_vetoed_or_self_killed")),
                                         all_(c("min_hours", hours=48), c("min_valid_votes", more_than=1), c("for_more_than_half"), c("not_vetoed_or_self_killed"))),
                   "proposal.fail": lst("any", c("against_blocks_enactment"), all_(c("min_hours", hours=48), c("for_at_most_half")),
                                        c("author_against"), c("emperor_veto"))}),
    # form: "Ok this time for real part 3" (2011), rule "Resolution of Proposals": Votes capitalised, "more valid
    # Votes cast on it are FOR than are AGAINST", "cannot be Enacted"
    "enact_2011": ("Core Rules", "Resolution of Proposals",
                   "The oldest Pending Proposal may be Enacted by any Admin if any of the following are true:\n"
                   "* It has a number of FOR Votes that exceed or equal Quorum, has been open for voting for at least 12 hours, and has not been Vetoed or Self-Killed.\n"
                   "* It has been open for voting for at least 48 hours, it has more than 1 valid Vote cast on it, more valid Votes cast on it are FOR than are AGAINST, and it has not been Vetoed or Self-Killed.\n\n"
                   "The oldest Pending Proposal may be Failed by any Admin if any of the following are true:\n"
                   "* It could not be Enacted without either one of the Votes AGAINST it being changed, or the set of {PP} being changed, or by awaiting the passage of time.\n"
                   "* It has been open for voting for at least 48 hours and cannot be Enacted.",
                   {"proposal.enact": lst("any", all_(c("for_at_least_quorum"), c("min_hours", hours=12), c("not_vetoed_or_self_killed")),
                                          all_(c("min_hours", hours=48), c("min_valid_votes", more_than=1), c("for_more_than_against"), c("not_vetoed_or_self_killed"))),
                    "proposal.fail": lst("any", c("unenactable_without_change"), all_(c("min_hours", hours=48), c("cannot_be_enacted")))}),
    # form: Ruleset 205 (2022) "Votable Matters" Popular/Unpopular and "Resolution of Proposals"
    "enact_popular": ("Core Rules", "Enacting and Failing",
                      "A Votable Matter is Popular if any of the following are true:\n"
                      "* It has a number of FOR Votes that exceed or equal Quorum.\n"
                      "* It has been open for voting for at least 48 hours, it has more than 1 valid Vote cast on it, and more valid Votes cast on it are FOR than are AGAINST.\n\n"
                      "A Votable Matter is Unpopular if any of the following are true:\n"
                      "* The number of {PP} who are not voting AGAINST it is less than Quorum.\n"
                      "* It has been open for voting for at least 48 hours and it is not Popular.\n\n"
                      "The oldest Pending Proposal may be Enacted by any Admin if all of the following are true:\n"
                      "* It is Popular.\n* It has been open for voting for at least {H} hours.\n* It has not been Vetoed or Withdrawn.\n\n"
                      "The oldest Pending Proposal may be Failed by any Admin, if any of the following are true:\n"
                      "* It is Unpopular.\n* It has been Vetoed or Withdrawn.",
                      {"proposal.enact": lambda t: lst("all", c("popular"), c("min_hours", hours=t.get("H_value", 12)), c("not_vetoed_or_withdrawn")),
                       "proposal.fail": lst("any", c("unpopular"), c("vetoed_or_withdrawn"))}),
    # ---- veto and withdrawal -----------------------------------------------------------------------------
    # form: Ruleset 70 (2009) "Dynasties" / "Reductio Decretum" (2006)
    "veto_may_vote": ("Core Rules", "Dynasties", "The {E} may vote to VETO any Proposal.",
                      {"proposal.veto": lambda t: {"holder": t["E"], "applies_to": "proposals", "sticky": False}}),
    # form: "Express VETO Proposals" (2008)
    "veto_express": ("Core Rules", "Enactment",
                     "When the {E} votes to VETO a Proposal, any Admin may fail that Proposal from that moment on, even if it is not the oldest Pending proposal.",
                     {"proposal.veto": lambda t: {"holder": t["E"], "applies_to": "proposals", "sticky": False}}),
    # form: "Ok this time for real part 3" (2011), the sentence it removed from "Resolution of Proposals"
    "veto_considered": ("Core Rules", "Resolution of Proposals",
                        "Proposals the {E} has Voted to VETO are considered vetoed, and such a Vote cannot be changed.",
                        {"proposal.veto": lambda t: {"holder": t["E"], "applies_to": "proposals", "sticky": True}}),
    # form: "Special Proposal Voting" (2011 to 2026)
    "veto_icon": ("Core Rules", "Special Proposal Voting",
                  "The {E} may use VETO as a voting icon to cast a Vote on a proposal; when the {E} casts a vote of VETO on a Proposal, this renders the Proposal Vetoed, even if the {E} later changes their Vote.",
                  {"proposal.veto": lambda t: {"holder": t["E"], "applies_to": "proposals", "sticky": True}}),
    # form: blogspot 2005 "Queue de-queueing" (appended to rule 4)
    "self_kill_2005": ("Core Rules", "Voting", "If the {P} who made a proposal votes AGAINST, e may not change eir vote.",
                       {"proposal.withdrawal": {"term": None, "sticky": True, "deferential_against_counts": None}}),
    # form: "Reductio Decretum" (2006) / Ruleset 70
    "self_kill_2006": ("Core Rules", "Voting", "If {Pa} votes against eir own proposal, that vote may not be changed. This is referred to as a Self-Kill.",
                       {"proposal.withdrawal": {"term": "Self-Kill", "sticky": True, "deferential_against_counts": None}}),
    # form: "Ok this time for real part 3" (2011), the sentence it removed from "Resolution of Proposals"
    "self_kill_considered": ("Core Rules", "Resolution of Proposals",
                             "Proposals the author has Voted against are considered self-killed unless the {E} has Voted VETO on them.",
                             {"proposal.withdrawal": {"term": "self-killed", "sticky": False, "deferential_against_counts": None}}),
    # form: "Special Proposal Voting" (2011)
    "self_kill_2011": ("Core Rules", "Special Proposal Voting",
                       "When a {P} casts an explicit vote AGAINST their own Proposal, this renders the Proposal Self-Killed, even if the author later changes their Vote.",
                       {"proposal.withdrawal": {"term": "Self-Killed", "sticky": True, "deferential_against_counts": False}}),
    # form: Ruleset 205 (2022)
    "withdrawn": ("Core Rules", "Special Proposal Voting",
                  "When a {P} casts a vote AGAINST their own Proposal (which is not in the form of a DEFERENTIAL vote), this renders the Proposal Withdrawn, even if the author later changes their Vote.",
                  {"proposal.withdrawal": {"term": "Withdrawn", "sticky": True, "deferential_against_counts": False}}),
    # ---- DEFERENTIAL -------------------------------------------------------------------------------------
    # form: Ruleset 70 (2009) "Voting"
    "def_old": ("Core Rules", "Voting",
                "A vote of DEFERENTIAL is a vote of no opinion, or of faith in the decision of the {E}. The vote will count as the same as the {E}'s vote.",
                {"deferential.copies_emperor": lambda t: {"copies": f"the {t['E']}'s vote", "when_emperor_has_no_valid_vote": None}}),
    # form: "Ok this time for real part 3" (2011), "Special Proposal Voting": "all votes of DEFERENTIAL are instead ..."
    "def_2011": ("Core Rules", "Special Proposal Voting",
                 "If a {P} other than the {E} casts a vote of DEFERENTIAL on a Proposal, then the Vote of DEFERENTIAL is an indication of confidence in the {E}. "
                 "When the {E} has a valid Vote other than VETO on a Proposal, then all votes of DEFERENTIAL are instead considered to be valid and the same as the {E}'s Vote for the purposes of other rules.",
                 {"deferential.copies_emperor": lambda t: {"copies": f"the {t['E']}'s valid vote other than VETO", "when_emperor_has_no_valid_vote": "not valid"}}),
    # form: "Pre-Position" (2012): "votes of DEFERENTIAL are considered to be the same as the Prefect's"
    "def_considered": ("Core Rules", "Voting",
                       "Votes of DEFERENTIAL on a Proposal are considered to be the same as the {E}'s vote.",
                       {"deferential.copies_emperor": lambda t: {"copies": f"the {t['E']}'s vote", "when_emperor_has_no_valid_vote": None}}),
    # form: Ruleset 205 (2022) "Votes"
    "def_vm": ("Core Rules", "Votes",
               "If a {P} other than the {E} casts a vote of DEFERENTIAL, then the Vote of DEFERENTIAL is an indication of confidence in the {E}. "
               "When the {E} has a valid Vote other than VETO on a Votable Matter, then all votes of DEFERENTIAL on that Votable Matter are instead considered to be valid and the same as the {E}'s Vote for the purposes of other rules unless otherwise specified.",
               {"deferential.copies_emperor": lambda t: {"copies": f"the {t['E']}'s valid vote other than VETO", "when_emperor_has_no_valid_vote": "not valid"}}),
    # ---- Calls for Judgment ------------------------------------------------------------------------------
    # form: "Call for Disinterest" (2003) / "Condo Need No King" (2004): quorum of FOR votes or N days, no hiatus clause
    "cfj_2004": ("Core Rules", "Calls for Judgment",
                 "All {PP} may add votes of agreement or disagreement in comments to this entry, using appropriate voting icons. "
                 "CfJs continue until they reach a quorum of FOR votes, or until 5 days have passed. After this time, if more than half of the cast votes are in favour, the Gamestate and Ruleset should be amended as was specified. "
                 "Otherwise, the CFJ fails and may have no further effect.",
                 {"cfj": {"model": "duration", "ends": {"quorum_for": True, "quorum_against": False, "days": 5, "days_in_hiatus": 5},
                          "enact": {"kind": "for_more_than_half_of_cast"}, "fail": {"kind": "otherwise"}}}),
    # form: "CFJ revamping" (2005) / Ruleset 70: quorum FOR or AGAINST, days with and without hiatus
    "cfj_r70": ("Core Rules", "Calls for Judgment",
                "CfJs continue until they reach a quorum of FOR votes, a quorum of AGAINST votes, or if there is no hiatus going on, until three days have passed, and if there is a hiatus going on until one days have passed. "
                "After this time, if more than half of the cast votes are in favour, the Gamestate and Ruleset shall be amended as was specified. Otherwise, the CfJ fails. "
                "Any CfJ that has no effect on the ruleset or gamestate may be automatically failed by any admin.",
                {"cfj": {"model": "duration", "ends": {"quorum_for": True, "quorum_against": True, "days": 3, "days_in_hiatus": 1},
                         "enact": {"kind": "for_more_than_half_of_cast"}, "fail": {"kind": "otherwise, or no effect on the ruleset or gamestate"}}}),
    # form: "Invalid Jammer" (2012) quoting rule 1.6: "A Pending CFJ may be Resolved by an Admin if ..."
    "cfj_2012": ("Core Rules", "Calls for Judgement",
                 "A Pending CFJ may be Resolved by an Admin if it has a Quorum of FOR Votes, a Quorum of AGAINST Votes, or if it has been open for voting for more than 72 hours. "
                 "If more than half of the cast Votes are FOR, the Gamestate and Ruleset shall be amended as was specified. Otherwise, the CFJ fails.",
                 {"cfj": {"model": "duration", "ends": {"quorum_for": True, "quorum_against": True, "days": 3, "days_in_hiatus": 3, "strict": True},
                          "enact": {"kind": "for_more_than_half_of_cast"}, "fail": {"kind": "otherwise"}}}),
    # form: Ruleset 205 (2022) "Calls for Judgement"
    "cfj_popular": ("Core Rules", "Calls for Judgement",
                    "A Pending CfJ may be Enacted by any Admin if all of the following are true:\n* It is Popular.\n\n"
                    "A Pending CfJ may be Failed by any Admin if any of the following are true:\n* It is Unpopular.\n"
                    "* It specifies neither changes to the Gamestate or Ruleset nor corrections to any gamestate-tracking entities.",
                    {"cfj": {"model": "popular/unpopular", "enact": lst("all", c("popular")), "fail": lst("any", c("unpopular"), c("no_effect"))}}),
    # ---- Declarations of Victory -------------------------------------------------------------------------
    # form: Ruleset 70 (2009) "Victory and Ascension"
    "dov_r70": ("Core Rules", "Victory and Ascension",
                "If {Pa} (other than the {E}) believes that they have achieved victory, they may make a post to the Declaration of Victory category; upon doing so, the game immediately goes into Hiatus.\n\n"
                "The Declaration of Victory may be resolved after 36 hours, or after 18 hours if the {E} has voted on it. "
                "Upon resolution, if a Quorum of {PP} have voted on the DoV and more than half of those votes were in favour, then the DoV passes - otherwise the DoV fails.",
                {"dov": {"model": "quorum majority", "resolve_after": {"hours": 36, "hours_if_emperor_voted": 18},
                         "enact": {"kind": "quorum_voted_and_for_more_than_half"}, "fail": {"kind": "otherwise"}},
                 "hiatus.pending_dov": True}),
    # form: "That DoV kicked me in the face with its ENERGY LEGS" (2010): "A DoV passes if any of the following is true"
    "dov_2010": ("Core Rules", "Victory and Ascension",
                 "If {Pa} (other than the {E}) believes that they have achieved victory, they may make a post to the Declaration of Victory category. While a DoV is pending, BlogNomic is on Hiatus.\n\n"
                 "A DoV passes if any of the following is true:\n"
                 "* It has been open for voting for 12 hours, has a number of FOR votes that exceed or equal Quorum, and has no AGAINST votes.\n"
                 "* It has been open for voting for at least 48 hours, at least Quorum {PP} have voted on it, and more than half of its votes are FOR.\n\n"
                 "A DoV fails if any of the following are true:\n"
                 "* It has been open for voting for at least 48 hours and half or fewer of its votes are FOR.\n"
                 "* It has been open for voting for at least 48 hours and fewer than Quorum {PP} have voted on it.",
                 {"dov": {"model": "enactment list",
                          "enact": lst("any", all_(c("min_hours", hours=12), c("for_at_least_quorum"), c("no_against")),
                                       all_(c("min_hours", hours=48), c("quorum_voted"), c("for_more_than_half"))),
                          "fail": lst("any", all_(c("min_hours", hours=48), c("for_at_most_half")), all_(c("min_hours", hours=48), c("fewer_than_quorum_voted")))},
                  "hiatus.pending_dov": True}),
    # form: Ruleset 205 (2022) "Victory and Ascension"
    "dov_fraction": ("Core Rules", "Victory and Ascension",
                     "If {Pa} (other than the {E}) believes that they have achieved victory, they may make a post to the Declaration of Victory category. If there is at least one pending DoV, BlogNomic is on Hiatus.\n\n"
                     "A Pending DoV may be Enacted by any Admin if any of the following are true:\n"
                     "* It has a number of FOR Votes greater than 3/4ths of the number of {PP}, it has been open for at least 12 hours, and either the {E} has Voted FOR it or it has no AGAINST Votes.\n"
                     "* It has a number of FOR Votes greater than 3/4ths of the number of {PP}, and it has been open for at least 24 hours.\n\n"
                     "A Pending DoV may be Failed by any Admin if any of the following are true:\n"
                     "* It is Unpopular, and it has been open for at least 12 hours.\n"
                     "* It is more than 48 hours old and cannot be Enacted",
                     {"dov": {"model": "fraction of players",
                              "enact": lst("any", all_(c("for_more_than_fraction_of_players", fraction="3/4"), c("min_hours", hours=12), c("emperor_for_or_no_against")),
                                           all_(c("for_more_than_fraction_of_players", fraction="3/4"), c("min_hours", hours=24))),
                              "fail": lst("any", all_(c("unpopular"), c("min_hours", hours=12)), all_(c("min_hours", hours=48, strict=True), c("cannot_be_enacted")))},
                      "hiatus.pending_dov": True}),
    # form: "Unanimous Fast DoVs [Core]" (2025): "It has a FOR Vote from every City"
    "dov_2025": ("Core Rules", "Victory and Ascension",
                 "If {Pa} (other than the {E}) believes that they have achieved victory, they may make a post to the Declaration of Victory category. If there is at least one pending DoV, BlogNomic is on Hiatus.\n\n"
                 "A Pending DoV may be Enacted by any Admin if any of the following are true:\n"
                 "* It has a FOR Vote from every {P}\n"
                 "* It has a number of FOR Votes greater than 2/3rds of the number of {PP}, and it has been open for at least 24 hours.\n\n"
                 "A Pending DoV may be Failed by any Admin if any of the following are true:\n"
                 "* It is Unpopular, and it has been open for at least 12 hours.\n"
                 "* It is more than 48 hours old and cannot be Enacted",
                 {"dov": {"model": "fraction of players",
                          "enact": lst("any", c("for_from_every_player"), all_(c("for_more_than_fraction_of_players", fraction="2/3"), c("min_hours", hours=24))),
                          "fail": lst("any", all_(c("unpopular"), c("min_hours", hours=12)), all_(c("min_hours", hours=48, strict=True), c("cannot_be_enacted")))},
                  "hiatus.pending_dov": True}),
    # ---- DoV cooldown ------------------------------------------------------------------------------------
    # form: Ruleset 70 (2009), quoted again in "SpiteMaster is the Victor" (2013, "AGAINST Votes")
    "cool_r70": ("Core Rules", "Victory and Ascension",
                 "When a DoV is failed, if it has a number of AGAINST Votes that exceed Quorum, the {P} who posted it cannot make another DoV until after 96 hours (4 days) have passed since the time their DoV was failed.",
                 {"dov.cooldown": {"hours": 96, "trigger": "AGAINST votes exceed Quorum"}}),
    # form: "SpiteMaster is the Victor" (2013): "a gap of five days between a person's DoVs"
    "cool_days": ("Core Rules", "Victory and Ascension",
                  "If a DoV fails with at least one AGAINST vote, the {P} who posted it may not make another DoV for six days.",
                  {"dov.cooldown": {"hours": 144, "trigger": "at least one AGAINST vote"}}),
    # form: Ruleset 205 (2022)
    "cool_one": ("Core Rules", "Victory and Ascension",
                 "If a DoV is Failed and it had at least one AGAINST vote, the {P} who posted it cannot make another DoV until after 120 hours (5 days) have passed since the time their DoV was Failed.",
                 {"dov.cooldown": {"hours": 120, "trigger": "at least one AGAINST vote"}}),
    # ---- hiatus during a DoV (forms other than the DoV rule's own) ----------------------------------------
    # form: "Not So Fast" (2005): "during which no other game actions ... may be taken"
    "hiatus_2005": ("Core Rules", "Victory and Ascension",
                    "Posting a Declaration of Victory puts the game into Hiatus, during which no further game actions (other than Calls for Judgment) may be taken.",
                    {"hiatus.pending_dov": True}),
    # ---- seasonal downtime -------------------------------------------------------------------------------
    # form: Ruleset 205 (2022) "Seasonal Downtime"
    "xmas_list": ("Special Case", "Seasonal Downtime [Active]", "On the 24th, 25th and 26th of December, BlogNomic is on Hiatus.",
                  {"hiatus.seasonal_downtime": {"dates": ["12-24", "12-25", "12-26"], "in_force": True}}),
    # form: "Improved Hiatus" (2019) quoting "Seasonal Downtime": "During this time no game actions may be taken except ..."
    "xmas_no_actions": ("Core Rules", "Seasonal Downtime",
                        "The 25th and 26th of December are Seasonal Downtime. During this time no game actions may be taken except those described in the rules entitled \"Votable Matters\" and \"Calls for Judgement\".",
                        {"hiatus.seasonal_downtime": {"dates": ["12-25", "12-26"], "in_force": True}}),
    # form: Appendix keyword "Seasonal Downtime" (2024): a date range
    "xmas_range": ("Core Rules", "Hiatus",
                   "From the 23rd to the 27th of December inclusive, BlogNomic is on Hiatus.",
                   {"hiatus.seasonal_downtime": {"dates": ["12-23", "12-24", "12-25", "12-26", "12-27"], "in_force": True}}),
    # form: month-first dates, as the blog's admin notes write them ("December 24")
    "xmas_month_first": ("Core Rules", "Hiatus",
                         "BlogNomic is on Hiatus between December 24 and December 26.",
                         {"hiatus.seasonal_downtime": {"dates": ["12-24", "12-25", "12-26"], "in_force": True}}),
    # ---- gamestate location ------------------------------------------------------------------------------
    # form: Ruleset 70 (2009) "Gamestate Tracking"
    "gndt": ("Core Rules", "Gamestate Tracking",
             "Specific parts of the Gamestate data shall be tracked by the Generic Nomic Data Tracker at http://example.org/gndt/tracker.cgi?game=blog. Any {P} may update their own data via the GNDT.",
             {"gamestate_location": {"kind": "GNDT", "name": "Generic Nomic Data Tracker", "url": "http://example.org/gndt/tracker.cgi?game=blog"}}),
    # form: Ruleset 114 (2012): "the GNDT" (abbreviated, with its address)
    "gndt_abbr": ("Core Rules", "Gamestate Tracking",
                  "Gamestate data shall be tracked in the GNDT at http://example.org/gndt/g.cgi?n=bn, and any {P} may update it as the Ruleset permits.",
                  {"gamestate_location": {"kind": "GNDT", "name": "Generic Nomic Data Tracker", "url": "http://example.org/gndt/g.cgi?n=bn"}}),
    # form: Ruleset 223 (2024) "Ruleset and Gamestate"
    "wiki_page": ("Core Rules", "Ruleset and Gamestate",
                  "The gamestate tracking page for this dynasty is the {W} page of the wiki. Unless otherwise stated, all publicly tracked gamestate information is tracked on it.",
                  {"gamestate_location": lambda t: {"kind": "wiki page", "page": t["W"]}}),
    # form: Ruleset 184 (2021) "Dynastic Tracking": "tracked on the ... page of the wiki"
    "wiki_tracked": ("Core Rules", "Gamestate Tracking",
                     "All gamestate for this dynasty is tracked on the {W} page of the wiki.",
                     {"gamestate_location": lambda t: {"kind": "wiki page", "page": t["W"]}}),
    # ---- the rule each last section ends with (the reader checks a page is whole by it) ----------------------
    # form: Ruleset 70 (2009) glossary "Clarifications"
    "spelling": ("Glossary", "Spelling", "Where the spelling of a word differs between British and American English, either spelling is correct.", {}),
    # form: Ruleset 205 (2022) appendix "Synonyms"
    "synonyms": ("Appendix", "Synonyms", "Each term in this list is synonymous with the term in parentheses:\n* {P} (Player)\n* {E} (Emperor)\n\n"
                 "When a new Dynasty is started, the Ascension Address may specify new terms for each entry in the above list.", {}),
}

# Held-out forms: real wordings gathered AFTER the reader was written (from blog posts of proposals that changed
# the core rules, which quote the old and new text), to measure how the reader does on wording it was not written
# with. Pages built from them are marked "held_out" in expected.json.
FORMS.update({
    # ---- terms ---------------------------------------------------------------------------------------------
    # form: "A Useless Proposal" (2006) quoting rule 1.1: an intro without "shall obey it"
    "intro_2006": ("Core Rules", "Ruleset and Gamestate",
                   "This is the Ruleset for BlogNomic. Rules may be referred to by their type and entire number or type and name.", {}),
    # form: "A Useless Proposal" (2006) rule 1.2: "Each participant in BlogNomic, or Actor, must obey the Ruleset"
    "players_2006": ("Core Rules", "Players",
                     "Each participant in BlogNomic, or {P}, must obey the Ruleset. Any {P} may leave the game at any time by posting an entry to the BlogNomic weblog requesting such an action.",
                     {"player_term": lambda t: t["P"]}),
    # form: "Reductio Imperato" (2006) rule 1.8: "headed by a single Abbot, and is named according to ..."
    "dynasty_2006": ("Core Rules", "Dynasties",
                     "BlogNomic is divided into a number of Dynasties. Each Dynasty is headed by a single {E}, and is named according to the number of Dynasties they have headed.\n\nThe {E} may vote to VETO any Proposal.",
                     {"emperor_term": lambda t: t["E"], "proposal.veto": lambda t: {"holder": t["E"], "applies_to": "proposals", "sticky": False}}),
    # ---- how a vote is cast, the author's implicit vote ------------------------------------------------------
    # form: "Reductio Propositum" (2006) rule 1.4: "only the most recent of those Votes is counted"
    "voting_2006": ("Core Rules", "Voting",
                    "Any {P} may cast eir Vote on a Pending Proposal by making a comment on that entry using a voting icon of FOR, AGAINST or DEFERENTIAL.\n\n"
                    "If the {P} who made a Proposal has not cast a Vote on it, eir Vote is counted as FOR. If a {P} casts more than one Vote on a Proposal, only the most recent of those Votes is counted. "
                    "If a {P} leaves the game or goes idle, eir Vote no longer counts.\n\n"
                    "For use in voting, a tick http://example.org/v/yes.gif shall represent a vote FOR, a cross http://example.org/v/no.gif shall represent a vote AGAINST, "
                    "a bow http://example.org/v/bow.gif shall represent a vote of DEFERENTIAL, and a crown (currently http://example.org/v/crown.gif) shall represent the Imperial Veto.",
                    {"votes.author_implicit_vote": {"vote": "FOR", "applies_to": "proposals", "unless": "the author cast a vote"}}),
    # form: Ruleset 205 (2022) "Votes": "if the author of a Votable Matter has not used a valid voting icon ..."
    "voting_vm_implicit": ("Core Rules", "Votes",
                           "Each {P} may cast one Vote on a Votable Matter by making a comment to the Official Post that comprises that Votable Matter using a voting icon of FOR, AGAINST, or DEFERENTIAL. "
                           "A {P}'s Vote on a Votable Matter is the last valid voting icon that they have used in any comment on that Votable Matter. "
                           "Additionally, if the author of a Votable Matter has not used a valid voting icon in a comment to the post, then the author's Vote is FOR.\n\n"
                           "For use in voting, a tick http://example.org/v/yes.gif shall represent a Vote FOR, a cross http://example.org/v/no.gif shall represent a Vote AGAINST, "
                           "a bow http://example.org/v/bow.gif shall represent a Vote of DEFERENTIAL, and a crown http://example.org/v/crown.gif shall represent a vote to VETO.",
                           {"votes.author_implicit_vote": {"vote": "FOR", "applies_to": "votable matters", "unless": "the author used a valid voting icon"}}),
    # form: "User:Redtara/Vote of confidence" (wiki draft, 2019-2022): voting without DEFERENTIAL at all
    "voting_nodef": ("Core Rules", "Votes",
                     "Each {P} may cast one Vote on a Votable Matter by making a comment to the Official Post that comprises that Votable Matter using a voting icon of FOR or AGAINST. "
                     "A valid Vote is, except when otherwise specified, a Vote of FOR or AGAINST. "
                     "A {P}'s Vote on a Votable Matter is the last valid voting icon that they have used in any comment on that Votable Matter. "
                     "Additionally, if the author of a Votable Matter has not used a valid voting icon in a comment to the post, then the author's Vote is FOR.\n\n"
                     "For use in voting, a tick http://example.org/v/yes.gif shall represent a Vote FOR, a cross http://example.org/v/no.gif shall represent a Vote AGAINST, "
                     "and a crown http://example.org/v/crown.gif shall represent a vote to VETO.",
                     {"votes.author_implicit_vote": {"vote": "FOR", "applies_to": "votable matters", "unless": "the author used a valid voting icon"}}),
    # form: the same draft, "Special Proposal Voting" with "(which is not in the form of a DEFERENTIAL vote)" removed
    "withdrawn_nodef": ("Core Rules", "Special Proposal Voting",
                        "When a {P} casts a vote AGAINST their own Proposal, this renders the Proposal Withdrawn, even if the author later changes their Vote.",
                        {"proposal.withdrawal": {"term": "Withdrawn", "sticky": True, "deferential_against_counts": True}}),
    # form: Ruleset revision of 30 July 2017: the plural term spelt out, the rules using its abbreviation ("all
    # Commanders-in-Chief (abbrevated CIC) shall obey it")
    "intro_abbr": ("Core Rules", "Ruleset and Gamestate", "This is the Ruleset for BlogNomic; all {L} (abbrevated {P}) shall obey it.", {}),
    # ---- quorum --------------------------------------------------------------------------------------------
    # form: "Quorum issue" (2010) quoting and amending rule 3.1: the subset sentence "for the purposes of that reference"
    "q_2010_subset": ("Glossary", "Keywords",
                      ";Quorum\n:Quorum is equal to half the number of {PP}, rounded down, plus one. If a Rule or other Gamestate document refers to a Quorum of some subset of {PP} "
                      "(such as a Quorum of {PP} who share a particular Gamestate attribute, but excluding all other {PP}) then, for the purposes of that reference, "
                      "Quorum is equal to half the number of {PP} who share that Gamestate attribute, rounded down, plus one.",
                      {"quorum": lambda t: quorum("1/2", "down", 1, t["PP"])}),
    # ---- proposal enactment ----------------------------------------------------------------------------------
    # form: "Making the rules of Enactment explicit" (2009): "(by either setting its status to Failed or Vetoed, depending on the reason for failure)"
    "enact_2009": ("Core Rules", "Enactment",
                   "The oldest pending Proposal may be enacted by any Admin (by setting its status to Enacted) if either of the following is true:-\n"
                   "* It has a number of FOR votes that exceed or equal Quorum, has been open for voting for at least 12 hours, and has not been vetoed or self-killed.\n"
                   "* It has been open for voting for at least 48 hours, it has more than 1 valid vote, more than half of its votes are FOR, and it has not been vetoed or self-killed.\n\n"
                   "Then, immediately after the proposal is enacted, that Admin shall update the Ruleset and/or Gamestate in the manner specified by that Proposal.\n\n"
                   "The oldest pending Proposal may be failed by any Admin (by either setting its status to Failed or Vetoed, depending on the reason for failure), if any of the following are true:-\n"
                   "* It has enough AGAINST votes that it could not be Enacted without one of those votes being changed.\n"
                   "* It has been open for voting for at least 48 hours and half or fewer of its votes are FOR.\n"
                   "* The {P} who proposed it has voted AGAINST it.\n"
                   "* The {E} has voted to VETO it",
                   {"proposal.enact": lst("any", all_(c("for_at_least_quorum"), c("min_hours", hours=12), c("not_vetoed_or_self_killed")),
                                          all_(c("min_hours", hours=48), c("min_valid_votes", more_than=1), c("for_more_than_half"), c("not_vetoed_or_self_killed"))),
                    "proposal.fail": lst("any", c("against_blocks_enactment"), all_(c("min_hours", hours=48), c("for_at_most_half")),
                                         c("author_against"), c("emperor_veto"))}),
    # ---- DEFERENTIAL -----------------------------------------------------------------------------------------
    # form: "Backseat Driving" (2010): "A vote of DEFERENTIAL will count as the same as the ...'s vote", its own paragraph
    "def_2010": ("Core Rules", "Voting",
                 "A vote of DEFERENTIAL is a vote of no opinion, or of faith in the decision of the {E}.\n\n"
                 "A vote of DEFERENTIAL will count as the same as the {E}'s vote. If there is no {E}, a vote of DEFERENTIAL counts as an explicit vote of abstention.",
                 {"deferential.copies_emperor": lambda t: {"copies": f"the {t['E']}'s vote", "when_emperor_has_no_valid_vote": None}}),
    # ---- Calls for Judgment ----------------------------------------------------------------------------------
    # form: "Call for Disinterest" (2003), rule 6 second paragraph: "more than half of the Representatives' votes
    # (their later votes overriding their earlier) are in favour"
    "cfj_2003": ("Core Rules", "Calls for Judgment",
                 "All {PP} may add votes of agreement or disagreement in comments to this entry, using appropriate voting icons. "
                 "CfJs continue until they reach a quorum of FOR votes, or until 4 days have passed. After this time, if more than half of the {PP}' votes (their later votes overriding their earlier) are in favour, "
                 "the Gamestate and Ruleset should be amended as was specified. Otherwise, the CFJ fails and may have no further effect.",
                 {"cfj": {"model": "duration", "ends": {"quorum_for": True, "quorum_against": False, "days": 4, "days_in_hiatus": 4},
                          "enact": {"kind": "for_more_than_half_of_cast"}, "fail": {"kind": "otherwise"}}}),
    # form: "Order, Order" (2003), rule 6: no end to voting at all, and "more than half of the Players' votes" may be of
    # those voting or of all players: the reader must not choose
    "cfj_2003_majority": ("Core Rules", "Calls for Judgment",
                          "All {PP} may add votes of agreement or disagreement in comments to this entry, using appropriate voting icons. "
                          "If more than half of the {PP}' votes (their later votes overriding their earlier) are in favour, the Gamestate and Ruleset should be amended as was specified. "
                          "If more than half disagree, the CfJ fails and may have no further effect.",
                          {"cfj": "unrecognised"}),
    # form: "CFJ revamping" (2005) quoting law 1.6: "a quorum of FOR votes, a quorum of AGAINST votes, or until four days have passed"
    "cfj_2005": ("Core Rules", "Calls for Judgment",
                 "CfJs continue until they reach a quorum of FOR votes, a quorum of AGAINST votes, or until four days have passed. "
                 "After this time, if more than half of the cast votes are in favour, the Gamestate and Ruleset shall be amended as was specified. Otherwise, the CfJ fails.",
                 {"cfj": {"model": "duration", "ends": {"quorum_for": True, "quorum_against": True, "days": 4, "days_in_hiatus": 4},
                          "enact": {"kind": "for_more_than_half_of_cast"}, "fail": {"kind": "otherwise"}}}),
    # ---- seasonal downtime -----------------------------------------------------------------------------------
    # form: Ruleset revision of 19 April 2017 "Seasonal Downtime": "goes into hiatus every year on December 24th, and
    # remains in hiatus until December 27th": whether the 27th is a day of hiatus the words do not say
    "xmas_until": ("Core Rules", "Seasonal Downtime",
                   "BlogNomic goes into hiatus every year on December 24th, and remains in hiatus until December 27th. "
                   "During this time no game actions may be taken except those described in the rules entitled \"Votable Matters\", \"Gamestate Tracking\" and \"Calls for Judgement\".",
                   {"hiatus.seasonal_downtime": "unrecognised"}),
    # ---- Declarations of Victory and the hiatus they cause ---------------------------------------------------
    # form: "Hiatus stuff" (2004): "At this point, BlogNomic immediately goes into Hiatus, during which ..."
    "hiatus_2004": ("Core Rules", "Victory",
                    "If {Pa} believes that they have achieved the victory conditions for the current Dynasty, they may post a Declaration of Victory to the BlogNomic weblog. "
                    "At this point, BlogNomic immediately goes into Hiatus, during which no other game actions (including other victory claims), besides CfJs, may be taken.",
                    {"hiatus.pending_dov": True}),
    # form: "Hiatus stuff" (2004) / "CFJ revamping" (2005) quoting law 1.9: "If more than half of all ... consider the win
    # legal"; "If no clear decision is reached after 24 hours, the ... may optionally step in"
    "dov_2004": ("Core Rules", "Victory",
                 "Every {P} may respond to the Declaration of Victory saying whether they regard it as legal or illegal (using the FOR, AGAINST and DEFERENTIAL icons). "
                 "If more than half of the total {PP} consider the win legal, then the poster of the Declaration is considered to have officially won the Dynasty - the Dynasty ends. "
                 "If more than half consider it illegal, however, then the Hiatus ends and the current Dynasty continues. "
                 "If no clear decision is reached after 24 hours, the {E} may optionally step in and decide the win's legality.",
                 {"dov": {"model": "fraction of players",
                          "enact": lst("any", c("for_more_than_fraction_of_players", fraction="1/2"), all_(c("min_hours", hours=24), c("emperor_decides"))),
                          "fail": lst("any", c("against_more_than_fraction_of_players", fraction="1/2"), all_(c("min_hours", hours=24), c("emperor_decides")))}}),
    # form: "CFJ revamping" (2005), its replacement law 1.9: stipulations in a list, "12 have passed", "all three of
    # these stipulations" of a list of two: the reader must not guess
    "dov_2005_stip": ("Core Rules", "Victory",
                      "Posting a Declaration of Victory puts the game into Hiatus, during which no further game actions (other than Calls for Judgment) may be taken.\n\n"
                      "Every {P} may respond to the Declaration of Victory saying whether e regards it as legal or illegal (using the FOR, AGAINST and DEFERENTIAL icons). "
                      "The following stipulations must be true before a DoV may pass or fail.\n"
                      "* 12 have passed since the posting of the DoV.\n"
                      "* If less than 24 hours have passed since the posting of the DoV the current {E} has voted upon the DoV.\n\n"
                      "If both of these stipulations are true and at least half of all {PP} have voted FOR the DoV passes and the poster of the Declaration is considered to have officially won the Dynasty. "
                      "If all three of these stipulations are true and at least half of all {PP} have voted AGAINST the DoV the the DoV fails.",
                      {"dov": "unrecognised", "hiatus.pending_dov": True}),
    # form: "DoV Fixes" (2009): "Whenever a DoV is posted, the game immediately goes into Hiatus, if it isn't already";
    # "more than half of the counted votes were in favour"
    "dov_2009": ("Core Rules", "Victory and Ascension",
                 "Any post in the Declaration of Victory category is a Declaration of Victory (DoV). Whenever a DoV is posted, the game immediately goes into Hiatus, if it isn't already in Hiatus. The {E} may not post a DoV.\n\n"
                 "Each {P} may respond to an active DoV by voting FOR or AGAINST it, using the appropriate voting icons.\n\n"
                 "The Declaration of Victory may be resolved after 24 hours, or after 12 hours if the {E} has voted on it. "
                 "Upon resolution, if a Quorum of {PP} have voted on the DoV and more than half of the counted votes were in favour, then the DoV passes - otherwise the DoV fails.",
                 {"dov": {"model": "quorum majority", "resolve_after": {"hours": 24, "hours_if_emperor_voted": 12},
                          "enact": {"kind": "quorum_voted_and_for_more_than_half"}, "fail": {"kind": "otherwise"}},
                  "hiatus.pending_dov": True}),
    # form: "DoV Fixes" (2009): "AGAINST votes that equal or exceed" Quorum
    "cool_2009": ("Core Rules", "Victory and Ascension",
                  "When a DoV is failed, if it has a number of AGAINST votes that equal or exceed Quorum, the {P} who posted it cannot make another DoV until after 96 hours have passed since the time their DoV was failed.",
                  {"dov.cooldown": {"hours": 96, "trigger": "AGAINST votes reach Quorum"}}),
    # form: "Apologies to Ornithopter" (2010): "A DoV passes/fails if any of the following is true", "more than half of its
    # votes are AGAINST", "cannot be legally passed"
    "dov_2010_list": ("Core Rules", "Victory and Ascension",
                      "If {Pa} (other than the {E}) believes that they have achieved victory, they may make a post to the Declaration of Victory category. While a DoV is pending, BlogNomic is on Hiatus.\n\n"
                      "A DoV passes if any of the following is true:\n"
                      "* It has been open for voting for 12 hours, has a number of FOR votes that exceed or equal Quorum, and either the {E} has voted FOR it or it has no AGAINST votes.\n"
                      "* It has been open for voting for at least 24 hours, has a number of FOR votes that exceed or equal Quorum.\n"
                      "* It has been open for voting for at least 48 hours, at least Quorum {PP} have voted on it, and more than half of its votes are FOR.\n\n"
                      "A DoV fails if any of the following are true:\n"
                      "* It has been open for voting for 12 hours, has enough AGAINST votes that it could not be Enacted without one of those votes being changed.\n"
                      "* It has been open for voting for at least 24 hours, at least Quorum {PP} have voted on it, and more than half of its votes are AGAINST.\n"
                      "* It has been open for voting for at least 48 hours and cannot be legally passed.\n\n"
                      "When a DoV fails and there are no pending DoVs, Hiatus ends.",
                      {"dov": {"model": "enactment list",
                               "enact": lst("any", all_(c("min_hours", hours=12), c("for_at_least_quorum"), c("emperor_for_or_no_against")),
                                            all_(c("min_hours", hours=24), c("for_at_least_quorum")),
                                            all_(c("min_hours", hours=48), c("quorum_voted"), c("for_more_than_half"))),
                               "fail": lst("any", all_(c("min_hours", hours=12), c("against_blocks_enactment")),
                                           all_(c("min_hours", hours=24), c("quorum_voted"), c("against_more_than_half")),
                                           all_(c("min_hours", hours=48), c("cannot_be_enacted")))},
                       "hiatus.pending_dov": True}),
    # form: "Votes and Power" (2021): the DoV resolved by sentences, not lists ("A pending DoV may be enacted by any admin
    # if the Doge has voted FOR it"; "if 24 hours have elapsed since it was posted and ...")
    "dov_2021": ("Core Rules", "Victory and Ascension",
                 "At any time, any {P} may post a Declaration of Victory (DoV). If there is at least one pending DoV, BlogNomic is on Hiatus.\n\n"
                 "A pending DoV may be enacted by any admin if the {E} has voted FOR it.\n\n"
                 "A pending DoV may be failed by any admin if 24 hours have elapsed since it was posted and the {E} has not voted FOR it.",
                 {"dov": {"model": "enactment list", "enact": lst("any", c("emperor_for")),
                          "fail": lst("any", all_(c("min_hours", hours=24), c("emperor_not_for")))},
                  "hiatus.pending_dov": True}),
    # form: "Votes and Power" (2021): a cooldown after any failed DoV, "72 hours (3 days)"
    "cool_2021": ("Core Rules", "Victory and Ascension",
                  "If a DoV is Failed, the {P} who posted it cannot make another DoV until after 72 hours (3 days) have passed since the time their DoV was Failed.",
                  {"dov.cooldown": {"hours": 72, "trigger": "any failed DoV"}}),
})


COMMON_OLD = ["intro", "dynasty_old", "voting_old"]
COMMON_NEW = ["intro", "dynasty_new", "voting_new"]

# (year-slug, terms, forms): every page states every field it is measured on.
FILES = [
    ("2005-crew", dict(P="Deckhand", PP="Deckhands", E="Captain", W="Galley"),
     COMMON_OLD + ["q_half_up", "enact_2005", "veto_may_vote", "self_kill_2005", "def_old", "cfj_2004", "dov_r70", "cool_r70", "gndt"]),
    ("2005-hordes", dict(P="Raider", PP="Raiders", E="Warlord", W="Camp"),
     COMMON_OLD + ["q_half_up", "enact_2005", "veto_may_vote", "self_kill_2005", "def_old", "cfj_r70", "hiatus_2005", "dov_r70", "cool_r70", "gndt_abbr"]),
    ("2006-travellers", dict(P="Pilgrim", PP="Pilgrims", E="Abbess", W="Road"),
     COMMON_OLD + ["q_half_down_plus", "enact_2006", "veto_may_vote", "self_kill_2006", "def_old", "cfj_r70", "dov_r70", "cool_r70", "gndt"]),
    ("2006-speed", dict(P="Racer", PP="Racers", E="Marshal", W="Track"),
     COMMON_OLD + ["q_half_down_plus", "enact_2006_fast", "veto_may_vote", "self_kill_2006", "def_old", "cfj_r70", "dov_r70", "cool_r70", "gndt"]),
    ("2007-guild", dict(P="Mason", PP="Masons", E="Architect", W="Lodge"),
     COMMON_OLD + ["q_half_down_plus", "enact_r70", "veto_may_vote", "self_kill_2006", "def_old", "cfj_r70", "dov_r70", "cool_r70", "gndt_abbr"]),
    ("2008-thog", dict(P="Citizen", PP="Citizens", E="President", W="Forum"),
     COMMON_OLD + ["q_half_down_plus", "enact_r70", "veto_express", "self_kill_2006", "def_considered", "cfj_r70", "dov_r70", "cool_r70", "gndt"]),
    ("2009-workshop", dict(P="Tinker", PP="Tinkers", E="Foreman", W="Bench"),
     COMMON_OLD + ["q_half_down_plus", "enact_r70", "veto_may_vote", "self_kill_2006", "def_old", "cfj_r70", "dov_r70", "cool_r70", "gndt"]),
    ("2010-colony", dict(P="Colonist", PP="Colonists", E="Governor", W="Outpost"),
     COMMON_OLD + ["q_half_down_plus", "enact_r70", "veto_may_vote", "self_kill_2006", "def_old", "cfj_r70", "dov_2010", "cool_r70", "gndt"]),
    ("2011-senate", dict(P="Senator", PP="Senators", E="Consul", W="Forum"),
     COMMON_NEW + ["q_subset", "enact_2011", "veto_considered", "self_kill_considered", "def_2011", "cfj_2012", "dov_r70", "cool_r70", "gndt_abbr"]),
    ("2012-parliament", dict(P="Member", PP="Members", E="Speaker", W="Chamber"),
     COMMON_NEW + ["q_subset", "enact_2011", "veto_icon", "self_kill_2011", "def_2011", "cfj_2012", "dov_r70", "cool_r70", "xmas_no_actions", "gndt_abbr"]),
    ("2012-band", dict(P="Musician", PP="Musicians", E="Frontman", W="Stage"),
     COMMON_NEW + ["q_subset", "enact_2011", "veto_icon", "self_kill_2011", "def_2011", "cfj_2012", "dov_r70", "cool_days", "gndt"]),
    ("2013-school", dict(P="Pupil", PP="Pupils", E="Headmaster", W="Classroom"),
     COMMON_NEW + ["q_subset", "enact_2011", "veto_icon", "self_kill_2011", "def_2011", "cfj_2012", "dov_r70", "cool_r70", "xmas_month_first", "gndt"]),
    # terms of two words, as "What can change the nature of the quorum" (2013) quotes them ("Honourable Members")
    ("2013-commons", dict(P="Noble Lord", PP="Noble Lords", E="Lord Speaker", W="Woolsack"),
     COMMON_OLD + ["q_subset", "enact_2011", "veto_icon", "self_kill_2011", "def_2011", "cfj_2012", "dov_r70", "cool_r70", "xmas_list", "gndt_abbr"]),
    ("2014-ship", dict(P="Sailor", PP="Sailors", E="Admiral", W="Deck"),
     COMMON_NEW + ["q_subset", "enact_2011", "veto_icon", "self_kill_2011", "def_2011", "cfj_2012", "dov_r70", "cool_days", "xmas_no_actions", "wiki_tracked"]),
    ("2015-conclave", dict(P="Cardinal", PP="Cardinals", E="Pope", W="Chapel"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "xmas_no_actions", "wiki_tracked"]),
    ("2016-scribes", dict(P="Scribe", PP="Scribes", E="Librarian", W="Scriptorium"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "xmas_list", "wiki_page"]),
    ("2017-organs", dict(P="Organ", PP="Organs", E="Brain", W="Body"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_2010", "cool_one", "xmas_list", "wiki_tracked"]),
    ("2018-electors", dict(P="Elector", PP="Electors", E="Chancellor", W="Ballot Box"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "xmas_range", "wiki_page"]),
    ("2019-wizards", dict(P="Wizard", PP="Wizards", E="Archmage", W="Tower"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "xmas_no_actions", "wiki_page"]),
    ("2020-individuals", dict(P="Individual", PP="Individuals", E="Director", W="Studio"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "xmas_list", "wiki_page"]),
    ("2021-emperors", dict(P="Regent", PP="Regents", E="Empress", W="Throne Room"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "xmas_month_first", "wiki_tracked"]),
    ("2022-bots", dict(P="Pilot", PP="Pilots", E="Referee", W="Arena"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "xmas_list", "wiki_page"]),
    ("2023-mansion", dict(P="Guest", PP="Guests", E="Butler", W="Manor"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "xmas_range", "wiki_page"]),
    ("2024-castles", dict(P="Knight", PP="Knights", E="Queen", W="Keep"),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "wiki_page"]),
    ("2025-cities", dict(P="Borough", PP="Boroughs", E="Capital", W="Map", H="24", H_value=24),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_2025", "cool_one", "xmas_list", "wiki_page"]),
    ("2025-wordsmiths", dict(P="Wordsmith", PP="Wordsmiths", E="Puzzler", W="Lexicon", H="twenty-four", H_value=24),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_2025", "cool_one", "xmas_range", "wiki_tracked"]),
    ("2026-associates", dict(P="Associate", PP="Associates", E="Partner", W="Ledger", H="24", H_value=24),
     COMMON_NEW + ["q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one", "xmas_month_first", "wiki_page"]),
]

# Held-out pages, written with the held-out forms above (their terms our own); a field no form of the page states
# is expected absent.
HELD_OUT = [
    ("2003-assembly", dict(P="Delegate", PP="Delegates", E="Chair", W="Hall"),
     COMMON_OLD + ["q_half_up", "enact_2005", "veto_may_vote", "self_kill_2005", "def_old", "cfj_2003", "hiatus_2004", "dov_2004", "gndt_abbr"]),
    ("2003-moot", dict(P="Elder", PP="Elders", E="Thane", W="Longhouse"),
     COMMON_OLD + ["q_half_up", "enact_2005", "veto_may_vote", "self_kill_2005", "def_old", "cfj_2003_majority", "hiatus_2004", "dov_2004", "gndt"]),
    ("2005-outlaws", dict(P="Bandit", PP="Bandits", E="Sheriff", W="Hideout"),
     COMMON_OLD + ["q_half_up", "enact_2005", "veto_may_vote", "self_kill_2005", "def_old", "cfj_2005", "dov_2005_stip", "gndt"]),
    ("2006-abbey", dict(P="Friar", PP="Friars", E="Prior", W="Cloister"),
     ["intro_2006", "players_2006", "dynasty_2006", "voting_2006", "q_half_down_plus", "enact_2006", "self_kill_2006", "def_old", "cfj_r70", "dov_r70",
      "cool_r70", "gndt"]),
    ("2009-forecasters", dict(P="Weatherman", PP="Weathermen", E="Forecaster", W="Almanac"),
     COMMON_OLD + ["q_half_down_plus", "enact_2009", "veto_may_vote", "self_kill_2006", "def_2010", "cfj_r70", "dov_2009", "cool_2009", "gndt"]),
    ("2010-aviators", dict(P="Aviator", PP="Aviators", E="Wing Commander", W="Hangar"),
     COMMON_OLD + ["q_2010_subset", "enact_r70", "veto_may_vote", "self_kill_2006", "def_old", "cfj_r70", "dov_2010_list", "cool_r70", "gndt"]),
    ("2017-command", dict(P="MAA", PP="MAAs", L="Masters-at-Arms", E="Constable", W="Armoury"),
     ["intro_abbr", "dynasty_new", "voting_new", "q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_fraction", "cool_one",
      "xmas_until", "wiki_tracked"]),
    ("2019-pollsters", dict(P="Voter", PP="Voters", E="Pollster", W="Exit Poll"),
     ["intro", "dynasty_new", "voting_nodef", "q_subset", "enact_popular", "veto_icon", "withdrawn_nodef", "cfj_popular", "dov_fraction", "cool_one",
      "xmas_no_actions", "wiki_page"]),
    ("2021-doges", dict(P="Patrician", PP="Patricians", E="Doge", W="Palazzo"),
     ["intro", "dynasty_new", "voting_vm_implicit", "q_subset", "enact_popular", "veto_icon", "withdrawn", "def_vm", "cfj_popular", "dov_2021", "cool_2021",
      "xmas_list", "wiki_page"]),
]

FIELDS = ["player_term", "emperor_term", "quorum", "proposal.enact", "proposal.fail", "proposal.veto", "proposal.withdrawal",
          "deferential.copies_emperor", "cfj", "dov", "dov.cooldown", "hiatus.pending_dov", "hiatus.seasonal_downtime", "gamestate_location",
          "votes.author_implicit_vote"]
# fields a page may leave unstated (then expected absent); a held-out page may leave any
OPTIONAL = {"hiatus.seasonal_downtime", "votes.author_implicit_vote"}


def render(terms: dict, forms: list[str]) -> tuple[str, dict, dict]:
    t = dict(terms)
    t.setdefault("H", "12")
    t["Pa"] = ("an " if t["P"][0] in "AEIOU" else "a ") + t["P"]
    sections: dict[str, dict[str, list[str]]] = {}
    expected: dict = {}
    where: dict = {}
    for key in forms:
        section, title, text, exp = FORMS[key]
        body = text
        for k in ("PP", "Pa", "P", "E", "W", "H", "L"):
            if k in t:
                body = body.replace("{" + k + "}", str(t[k]))
        sections.setdefault(section, {}).setdefault(title, []).append(body)
        for field, val in exp.items():
            expected[field] = val(t) if callable(val) else val
            where[field] = key
    lines = []
    order = ["Core Rules", "Special Case", "Glossary", "Appendix"]
    for section, rules in sorted(sections.items(), key=lambda kv: order.index(kv[0])):
        lines.append(f"= {section} =\n")
        for title, bodies in rules.items():
            lines.append(f"== {title} ==\n" + "\n\n".join(bodies) + "\n")
    return "\n".join(lines), expected, where


def sources() -> dict[str, str]:
    """The era/page of each form, from the '# form:' comment above it."""
    out: dict[str, str] = {}
    lines = Path(__file__).read_text().split("\n")
    for i, line in enumerate(lines):
        m = re.match(r'\s+"(\w+)": \(', line)
        if m and m.group(1) in FORMS:
            com, j = [], i - 1
            while j >= 0 and lines[j].strip().startswith("#") and not lines[j].strip().startswith("# ----"):
                com.insert(0, lines[j].strip().lstrip("# ").removeprefix("form: "))
                j -= 1
            out[m.group(1)] = " ".join(com)
    return out


def main() -> None:
    src = sources()
    OUT.mkdir(parents=True, exist_ok=True)
    expected = {}
    for slug, terms, forms, held_out in [f + (False,) for f in FILES] + [f + (True,) for f in HELD_OUT]:
        forms = forms + ["synonyms" if "q_subset" in forms else "spelling"]
        text, exp, where = render(terms, forms)
        (OUT / f"{slug}.wiki").write_text(text)
        fields = {}
        for f in FIELDS:
            if exp.get(f) == "unrecognised":  # a wording the reader must not read (it must quote it)
                fields[f] = {"status": "unrecognised", "value": None}
            elif f in exp:
                fields[f] = {"status": "recognised", "value": exp[f]}
            elif f in OPTIONAL or held_out:
                fields[f] = {"status": "absent", "value": None}
            else:
                raise SystemExit(f"{slug}: no form states {f}")
        entry = {"form": {f: f"{where[f]}: {src[where[f]]}" for f in FIELDS if f in where}, "fields": fields}
        if held_out:
            entry["held_out"] = True
        expected[f"{slug}.wiki"] = entry
    (OUT / "expected.json").write_text(json.dumps(expected, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(FILES) + len(HELD_OUT)} pages written to {OUT}")


if __name__ == "__main__":
    main()
