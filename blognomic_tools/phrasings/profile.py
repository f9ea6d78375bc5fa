"""The rules profile's wordings: how Rulesets of 2003-2026 state the core mechanics (read by profile/).

Each entry is a phrasing of the one vocabulary (phrasings.slots) with its origin: the Ruleset page form it was
written from. ``CONDITIONS`` are the atoms a condition is composed of (a condition is read clause by clause, each
clause one whole atom); the other tables are whole statements of a mechanic, ``SENTENCES`` those the reader tries
first (the wording of the bundled Rulesets), keyed by the mechanic that reads them.
"""

CONDITIONS = {
    "popular": [
        {"phrasing": r"is popular", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    ],
    "unpopular": [
        {"phrasing": r"is unpopular", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    ],
    "not_popular": [
        {"phrasing": r"is not popular", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    ],
    "not_vetoed_or_withdrawn": [
        {"phrasing": r"has not been vetoed or withdrawn", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    ],
    "vetoed_or_withdrawn": [
        {"phrasing": r"has been vetoed or withdrawn", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    ],
    "not_vetoed_or_self_killed": [
        {"phrasing": r"has not been vetoed or self-killed", "origin": "enact_2006_fast: \"High speed proposals\" (2006): a third way, Quorum FOR and no AGAINST votes (as in the corpus page 2006-speed)"},
        {"phrasing": r"has been neither vetoed nor self-killed", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2006_fast: \"High speed proposals\" (2006): a third way, Quorum FOR and no AGAINST votes (as in the corpus page 2006-speed)"},
    ],
    "not_vetoed": [
        {"phrasing": r"has not been vetoed", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"is not vetoed", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
    ],
    "min_hours": [
        {"phrasing": r"has been open (?:for voting )?for (?:at least )?{N:hours} hours", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"has been open (?:for voting )?for (?:at least )?{N:days} days?", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"has been pending for (?:at least )?{N:hours} hours", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"is (?:more than|over|older than) {N:hours} hours(?: old)?", "fields": {'strict': True}, "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
        {"phrasing": r"is (?:more than|over|older than) {N:days} days?(?: old)?", "fields": {'strict': True}, "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"has been open (?:for voting )?for more than {N:hours} hours", "fields": {'strict': True}, "origin": "enact_2011: \"Ok this time for real part 3\" (2011), rule \"Resolution of Proposals\": Votes capitalised, \"more valid Votes cast on it are FOR than are AGAINST\", \"cannot be Enacted\" (as in the corpus page 2011-senate)"},
        {"phrasing": r"{N:hours} hours have (?:elapsed|passed) since it was posted", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2021-doges)"},
        {"phrasing": r"no clear decision is reached after {N:hours} hours", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    ],
    "for_at_least_quorum": [
        {"phrasing": r"has a number of FOR {VOTES} that (?:exceeds? or equals?|equals? or exceeds?|is at least) quorum", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"has (?:at least )?(?:a )?quorum of FOR {VOTES}", "origin": "enact_2011: \"Ok this time for real part 3\" (2011), rule \"Resolution of Proposals\": Votes capitalised, \"more valid Votes cast on it are FOR than are AGAINST\", \"cannot be Enacted\" (as in the corpus page 2011-senate)"},
        {"phrasing": r"has at least quorum FOR {VOTES}", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"the number of FOR {VOTES} (?:on it )?(?:exceeds? or equals?|equals? or exceeds?|is at least) quorum", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"has FOR {VOTES} that (?:exceed or equal|equal or exceed) quorum", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
    ],
    "for_more_than_quorum": [
        {"phrasing": r"the number of FOR {VOTES} (?:on it )?exceeds? quorum", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
        {"phrasing": r"has (?:a number of FOR {VOTES} (?:that exceeds?|greater than)|more FOR {VOTES} than) quorum", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
        {"phrasing": r"has more than quorum FOR {VOTES}", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    ],
    "min_valid_votes": [
        {"phrasing": r"has more than {N:more_than} valid {VOTES}(?: cast on it)?", "origin": "enact_2006_fast: \"High speed proposals\" (2006): a third way, Quorum FOR and no AGAINST votes (as in the corpus page 2006-speed)"},
    ],
    "max_valid_votes": [
        {"phrasing": r"has fewer than {N:fewer_than} valid {VOTES}(?: cast on it)?", "origin": "enact_2006_fast: \"High speed proposals\" (2006): a third way, Quorum FOR and no AGAINST votes (as in the corpus page 2006-speed)"},
    ],
    "for_more_than_against": [
        {"phrasing": r"more valid {VOTES} cast on it are FOR than are AGAINST", "origin": "enact_2011: \"Ok this time for real part 3\" (2011), rule \"Resolution of Proposals\": Votes capitalised, \"more valid Votes cast on it are FOR than are AGAINST\", \"cannot be Enacted\" (as in the corpus page 2011-senate)"},
        {"phrasing": r"more of its valid {VOTES} are FOR than (?:are )?AGAINST", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2011: \"Ok this time for real part 3\" (2011), rule \"Resolution of Proposals\": Votes capitalised, \"more valid Votes cast on it are FOR than are AGAINST\", \"cannot be Enacted\" (as in the corpus page 2011-senate)"},
        {"phrasing": r"has more FOR {VOTES} than AGAINST {VOTES}", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_2011: \"Ok this time for real part 3\" (2011), rule \"Resolution of Proposals\": Votes capitalised, \"more valid Votes cast on it are FOR than are AGAINST\", \"cannot be Enacted\" (as in the corpus page 2011-senate)"},
        {"phrasing": r"the number of FOR {VOTES} exceeds? the number of AGAINST {VOTES}", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    ],
    "for_more_than_half": [
        {"phrasing": r"more than half of its (?:valid |cast )?{VOTES}(?: cast on it)? are FOR", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
    ],
    "against_more_than_half": [
        {"phrasing": r"more than half of its (?:valid |cast )?{VOTES} are AGAINST", "origin": "enact_r70: Ruleset 70 (2009), rule 1.5 Enactment (as in the corpus page 2010-aviators)"},
    ],
    "for_at_most_half": [
        {"phrasing": r"half or fewer of its (?:valid |cast )?{VOTES} are FOR", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"no more than half of its (?:valid |cast )?{VOTES} are FOR", "origin": "the 2006 Ruleset layout (fixtures/rulesets/eras/2006-sections.wiki)"},
    ],
    "no_against": [
        {"phrasing": r"(?:has )?no AGAINST {VOTES}", "origin": "enact_2006_fast: \"High speed proposals\" (2006): a third way, Quorum FOR and no AGAINST votes (as in the corpus page 2006-speed)"},
    ],
    "not_against_below_quorum": [
        {"phrasing": r"the number of {PLAYERS} who are not voting AGAINST it is less than quorum", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
        {"phrasing": r"fewer than quorum {PLAYERS} are not voting AGAINST it", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    ],
    "against_blocks_enactment": [
        {"phrasing": r"has enough AGAINST {VOTES} that it could not be enacted without one of those {VOTES} being changed", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
    ],
    "unenactable_without_change": [
        {"phrasing": r"could not be enacted without either one of the {VOTES} AGAINST it being changed, or the set of {PLAYERS} being changed, or by awaiting the passage of time", "origin": "enact_2011: \"Ok this time for real part 3\" (2011), rule \"Resolution of Proposals\": Votes capitalised, \"more valid Votes cast on it are FOR than are AGAINST\", \"cannot be Enacted\" (as in the corpus page 2011-senate)"},
    ],
    "cannot_be_enacted": [
        {"phrasing": r"(?:cannot|could not|can not|can't) be (?:legally )?(?:enacted|passed)", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
    ],
    "author_against": [
        {"phrasing": r"the {PLAYER} who (?:proposed|made|posted) it has (?:voted|cast a vote) AGAINST it", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
        {"phrasing": r"its author has voted AGAINST it", "origin": "the 2004 Ruleset layout (fixtures/rulesets/eras/2004-numbered.wiki)"},
    ],
    "emperor_veto": [
        {"phrasing": r"the {EMPEROR} has voted to VETO it", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"the {EMPEROR} has used the imperial veto(?: on it)?", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
        {"phrasing": r"the {EMPEROR} has (?:voted|cast a vote of) VETO(?: on it)?", "origin": "enact_2011: \"Ok this time for real part 3\" (2011), rule \"Resolution of Proposals\": Votes capitalised, \"more valid Votes cast on it are FOR than are AGAINST\", \"cannot be Enacted\" (as in the corpus page 2011-senate)"},
    ],
    "for_more_than_fraction_of_players": [
        {"phrasing": r"has a number of FOR {VOTES} greater than {FRAC:fraction} of the number of {PLAYERS}", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
        {"phrasing": r"more than {FRAC:fraction} of (?:the total |all (?:the )?|the )?{PLAYERS} consider the win legal", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    ],
    "against_more_than_fraction_of_players": [
        {"phrasing": r"more than {FRAC:fraction}(?: of (?:the total |all (?:the )?|the )?{PLAYERS})? consider (?:it|the win) illegal", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    ],
    "emperor_for": [
        {"phrasing": r"the {EMPEROR} has voted FOR it", "origin": "enact_r70: Ruleset 70 (2009), rule 1.5 Enactment (as in the corpus page 2010-aviators)"},
    ],
    "emperor_not_for": [
        {"phrasing": r"the {EMPEROR} has not voted FOR it", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2021-doges)"},
    ],
    "emperor_for_or_no_against": [
        {"phrasing": r"either the {EMPEROR} has voted FOR it or it has no AGAINST {VOTES}", "origin": "enact_r70: Ruleset 70 (2009), rule 1.5 Enactment (as in the corpus page 2010-aviators)"},
    ],
    "for_from_every_player": [
        {"phrasing": r"has a FOR vote from every {PLAYER}", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2025-cities)"},
        {"phrasing": r"every {PLAYER} has voted FOR it", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2025-cities)"},
    ],
    "quorum_voted": [
        {"phrasing": r"at least quorum {PLAYERS} have voted on it", "origin": "enact_r70: Ruleset 70 (2009), rule 1.5 Enactment (as in the corpus page 2010-aviators)"},
        {"phrasing": r"a quorum of {PLAYERS} have voted on it", "origin": "the 2009 Ruleset layout (fixtures/rulesets/eras/2009-no-appendix.wiki)"},
    ],
    "fewer_than_quorum_voted": [
        {"phrasing": r"fewer than quorum {PLAYERS} have voted on it", "origin": "enact_r70: Ruleset 70 (2009), rule 1.5 Enactment (as in the corpus page 2010-colony)"},
    ],
    "no_pending_cfj": [
        {"phrasing": r"(?:if )?no (?:CfJs|Calls for Judge?ment) (?:remain|are|is) (?:pending|open)", "origin": "dov_2005: the 2005 Victory rule, \"if more than half of ... consider the win legal and if no CfJs remain pending\""},
    ],
    "no_effect": [
        {"phrasing": r"it specifies neither changes to the gamestate or ruleset nor corrections to any gamestate-tracking entities", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    ],
}

CLAUSE_SUBJECT = {"phrasing": r"^(?:(?:and|or)\s+)?(?:(?:it|the proposal|the dov|the cfj|that proposal)\s+(?=(?:has|is|was|cannot|could|can)\b))?", "origin": "Ruleset 70 (2009)"}

LIST_LEADS = {
    "proposal.enact": [
        {"phrasing": r"The oldest (?:P|p)ending Proposal may be (?:E|e)nacted by any Admin[^:]*if (?:all|any|either) of the following (?:are|is) true:-?", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"(?:The oldest pending|A|Any pending) Proposal may be enacted by any Admin[^:]*?if (?:all|any|either) of the following (?:are|is) true:-?", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    ],
    "proposal.fail": [
        {"phrasing": r"The oldest (?:P|p)ending Proposal may be (?:F|f)ailed by any Admin, if (?:all|any|either) of the following (?:are|is) true:-?", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
        {"phrasing": r"(?:The oldest pending|A|Any pending) Proposal may be failed by any Admin[^:]*?if (?:all|any|either) of the following (?:are|is) true:-?", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    ],
    "cfj.enact": [
        {"phrasing": r"A Pending CfJ may be Enacted by any Admin,? if (?:all|any) of the following are true:", "origin": "cfj_popular: Ruleset 205 (2022) \"Calls for Judgement\" (as in the corpus page 2015-conclave)"},
        {"phrasing": r"A (?:Pending )?(?:CfJ|Call for Judge?ment) (?:may be enacted(?: by any Admin)?,?|passes) if (?:all|any|either) of the following (?:are|is) true:-?", "origin": "cfj_popular: Ruleset 205 (2022) \"Calls for Judgement\" (as in the corpus page 2015-conclave)"},
    ],
    "cfj.fail": [
        {"phrasing": r"A Pending CfJ may be Failed by any Admin,? if (?:all|any) of the following are true:", "origin": "cfj_popular: Ruleset 205 (2022) \"Calls for Judgement\" (as in the corpus page 2015-conclave)"},
        {"phrasing": r"A (?:Pending )?(?:CfJ|Call for Judge?ment) (?:may be failed(?: by any Admin)?,?|fails) if (?:all|any|either) of the following (?:are|is) true:-?", "origin": "cfj_popular: Ruleset 205 (2022) \"Calls for Judgement\" (as in the corpus page 2015-conclave)"},
    ],
    "dov.enact": [
        {"phrasing": r"A Pending DoV may be Enacted by any Admin,? if (?:all|any) of the following are true:", "origin": "dov_fraction: Ruleset 205 (2022) \"Victory and Ascension\" (as in the corpus page 2015-conclave)"},
        {"phrasing": r"A (?:Pending )?(?:DoV|Declaration of Victory) (?:may be enacted(?: by any Admin)?,?|passes) if (?:all|any|either) of the following (?:are|is) true:-?", "origin": "dov_2010_list: \"Apologies to Ornithopter\" (2010): \"A DoV passes/fails if any of the following is true\", \"more than half of its votes are AGAINST\", \"cannot be legally passed\" (as in the corpus page 2010-aviators)"},
    ],
    "dov.fail": [
        {"phrasing": r"A Pending DoV may be Failed by any Admin,? if (?:all|any) of the following are true:", "origin": "dov_fraction: Ruleset 205 (2022) \"Victory and Ascension\" (as in the corpus page 2015-conclave)"},
        {"phrasing": r"A (?:Pending )?(?:DoV|Declaration of Victory) (?:may be failed(?: by any Admin)?,?|fails) if (?:all|any|either) of the following (?:are|is) true:-?", "origin": "dov_2010_list: \"Apologies to Ornithopter\" (2010): \"A DoV passes/fails if any of the following is true\", \"more than half of its votes are AGAINST\", \"cannot be legally passed\" (as in the corpus page 2010-aviators)"},
    ],
}

DOV_SENTENCES = [
    {"phrasing": r"If (?P<cond>[^.]+?), then the poster of the (?:Declaration|DoV) is considered to have officially won", "decides": 'enact', "origin": "dov_2004: \"Hiatus stuff\" (2004) / \"CFJ revamping\" (2005) quoting law 1.9: \"If more than half of all ... consider the win legal\"; \"If no clear decision is reached after 24 hours, the ... may optionally step in\" (as in the corpus page 2003-assembly)"},
    {"phrasing": r"If (?P<cond>[^.]+?),(?: however,)? then the Hiatus ends and the current Dynasty continues", "decides": 'fail', "origin": "dov_2004: \"Hiatus stuff\" (2004) / \"CFJ revamping\" (2005) quoting law 1.9: \"If more than half of all ... consider the win legal\"; \"If no clear decision is reached after 24 hours, the ... may optionally step in\" (as in the corpus page 2003-assembly)"},
    {"phrasing": r"If (?P<cond>[^.]+?), the {EMPEROR} may (?:optionally )?step in and decide the win.s legality", "decides": 'either', "origin": "dov_2004: \"Hiatus stuff\" (2004) / \"CFJ revamping\" (2005) quoting law 1.9: \"If more than half of all ... consider the win legal\"; \"If no clear decision is reached after 24 hours, the ... may optionally step in\" (as in the corpus page 2003-assembly)"},
    {"phrasing": r"A pending (?:DoV|Declaration of Victory) may be enacted by any admin,? if (?P<cond>[^.:]+)(?:\.|$)", "decides": 'enact', "origin": "dov_2021: \"Votes and Power\" (2021): the DoV resolved by sentences, not lists (\"A pending DoV may be enacted by any admin if the Doge has voted FOR it\"; \"if 24 hours have elapsed since it was posted and ...\") (as in the corpus page 2021-doges)"},
    {"phrasing": r"A pending (?:DoV|Declaration of Victory) may be failed by any admin,? if (?P<cond>[^.:]+)(?:\.|$)", "decides": 'fail', "origin": "dov_2021: \"Votes and Power\" (2021): the DoV resolved by sentences, not lists (\"A pending DoV may be enacted by any admin if the Doge has voted FOR it\"; \"if 24 hours have elapsed since it was posted and ...\") (as in the corpus page 2021-doges)"},
]

VOTE_IS = [
    {"phrasing": r"casts more than one Vote on a Proposal, only the most recent of those Votes is counted", "value": 'last icon', "origin": "voting_2006: \"Reductio Propositum\" (2006) rule 1.4: \"only the most recent of those Votes is counted\" (as in the corpus page 2006-abbey)"},
]

PLAYER_TERM = [
    {"phrasing": r"Each participant in BlogNomic, or (?P<p>{TERM_WORDS}), must obey the Ruleset", "origin": "players_2006: \"A Useless Proposal\" (2006) rule 1.2: \"Each participant in BlogNomic, or Actor, must obey the Ruleset\" (as in the corpus page 2006-abbey)"},
]

EMPEROR_TERM = [
    {"phrasing": r"Each Dynasty is headed by a single (?P<e>{TERM_WORDS}), and is named according to", "origin": "dynasty_2006: \"Reductio Imperato\" (2006) rule 1.8: \"headed by a single Abbot, and is named according to ...\" (as in the corpus page 2006-abbey)"},
]

MECHANICS = {
    "withdrawal": [
        {"phrasing": r"casts an explicit vote AGAINST (?:their|his|her|eir) own Proposal, this renders the Proposal (?P<term>[\w-]+)(?P<sticky>, even if the author later changes (?:their|his|her|eir) Vote)?", "value": {'term': '$term', 'sticky': '?sticky', 'deferential_against_counts': False}, "origin": "self_kill_2011: \"Special Proposal Voting\" (2011) (as in the corpus page 2012-band)"},
        {"phrasing": r"If the {PLAYER} who made a proposal votes AGAINST(?: it)?, (?:e|he|she|they) may not change (?:eir|his|her|their) vote", "value": {'term': None, 'sticky': True, 'deferential_against_counts': None}, "origin": "self_kill_2005: blogspot 2005 \"Queue de-queueing\" (appended to rule 4) (as in the corpus page 2003-assembly)"},
    ],
    "cooldown": [
        {"phrasing": r"If a DoV is Failed and it had at least one AGAINST vote, the (?:{PLAYER}) who posted it cannot make another DoV until after (?P<hours>\d+) hours", "value": {'hours': '#hours', 'trigger': 'at least one AGAINST vote'}, "origin": "cool_one: Ruleset 205 (2022) (as in the corpus page 2015-conclave)"},
        {"phrasing": r"When a DoV is failed, if it has a number of AGAINST votes that exceed Quorum, the (?:{PLAYER}) who posted it cannot make another DoV until after (?P<hours>\d+) hours", "value": {'hours': '#hours', 'trigger': 'AGAINST votes exceed Quorum'}, "origin": "cool_r70: Ruleset 70 (2009), quoted again in \"SpiteMaster is the Victor\" (2013, \"AGAINST Votes\") (as in the corpus page 2005-crew)"},
    ],
    "dov_resolve_after": [
        {"phrasing": r"The (?:Declaration of Victory|DoV) may be resolved after (?P<h>\w+(?:-\w+)?) hours, or after (?P<h2>\w+(?:-\w+)?) hours if the {EMPEROR} has voted on it", "value": {'hours': '#h', 'hours_if_emperor_voted': '#h2'}, "origin": "dov_r70: Ruleset 70 (2009) \"Victory and Ascension\" (as in the corpus page 2005-crew)"},
    ],
}

# The veto, composed of parts: who (the emperor) may veto (the act), on what (a matter); whether it holds when the
# vote is changed is read from the sentence (VETO_STICKY). A statement of the act's effect names the act in the past.
VETO = [
    {"phrasing": r"(?P<who>{EMPEROR}) {MAY} {VETO_ACT}(?: (?:a|any|the))? (?P<on>{MATTER})", "ignore_case": True, "origin": "enact_2011: \"Ok this time for real part 3\" (2011), rule \"Resolution of Proposals\": Votes capitalised, \"more valid Votes cast on it are FOR than are AGAINST\", \"cannot be Enacted\" (as in the corpus page 2012-band)"},
    {"phrasing": r"(?P<on>Proposal)s (?:that |which )?the (?P<who>{EMPEROR}) has (?:Voted|voted) to VETO are considered vetoed", "ignore_case": True, "origin": "veto_considered: \"Ok this time for real part 3\" (2011), the sentence it removed from \"Resolution of Proposals\" (as in the corpus page 2011-senate)"},
    {"phrasing": r"When (?:the )?(?P<who>{EMPEROR}) votes to VETO an? (?P<on>Proposal), any Admin may fail that Proposal", "ignore_case": True, "origin": "veto_express: \"Express VETO Proposals\" (2008) (as in the corpus page 2008-thog)"},
]

CFJ_DURATION = [
    {"phrasing": r"CfJs continue until they reach a Quorum of FOR votes, (?P<against>a Quorum of AGAINST votes, )?or if there is no hiatus going on, until (?P<d>\w+(?:-\w+)?) days have passed(?: {SINCE_POSTED})?, and if there is a hiatus going on until (?P<dh>\w+(?:-\w+)?) days? have passed", "value": {'quorum_for': True, 'quorum_against': '?against', 'days': '#d', 'days_in_hiatus': '#dh'}, "origin": "cfj_r70: \"CFJ revamping\" (2005) / Ruleset 70: quorum FOR or AGAINST, days with and without hiatus (as in the corpus page 2005-hordes)"},
    {"phrasing": r"CfJs continue until they reach a Quorum of FOR votes,? (?P<against>a Quorum of AGAINST votes,? )?or until (?P<d>\w+(?:-\w+)?) days have passed", "value": {'quorum_for': True, 'quorum_against': '?against', 'days': '#d', 'days_in_hiatus': '#d'}, "origin": "cfj_2003: \"Call for Disinterest\" (2003), rule 6 second paragraph: \"more than half of the Representatives' votes (their later votes overriding their earlier) are in favour\" (as in the corpus page 2003-assembly)"},
    {"phrasing": r"A Pending C[fF]J may be Resolved by (?:an|any) Admin if it has a Quorum of FOR Votes, (?P<against>a Quorum of AGAINST Votes, )?or if it has been open for voting for more than (?P<h>\w+(?:-\w+)?) hours", "value": {'quorum_for': True, 'quorum_against': '?against', 'hours': '#h'}, "origin": "cfj_2012: \"Invalid Jammer\" (2012) quoting rule 1.6: \"A Pending CFJ may be Resolved by an Admin if ...\" (as in the corpus page 2011-senate)"},
]

CFJ_PASSES = [
    {"phrasing": r"if {CFJ_MAJORITY_FOR}, {CFJ_CARRIED}", "origin": "cfj_2004: \"Call for Disinterest\" (2003) / \"Condo Need No King\" (2004): quorum of FOR votes or N days, no hiatus clause (as in the corpus page 2005-crew)"},
]

VETO_GRANT = {"phrasing": r"\b(?:the )?{EMPEROR} {MAY} {VETO_ACT}\b", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006) (as in the corpus page 2003-assembly)"}

VETO_STICKY = {"phrasing": r"even if the (?:{EMPEROR}|\w+) later changes|(?:cannot|may not|can not) be changed|(?:cannot|may not) be withdrawn", "origin": "dynasty_2006: \"Reductio Imperato\" (2006) rule 1.8: \"headed by a single Abbot, and is named according to ...\" (as in the corpus page 2006-abbey)"}

SELF_KILL_ACT = {"phrasing": r"{OWN_AGAINST}|the {PLAYER} who (?:made|proposed|posted) (?:a|the) proposal votes AGAINST|proposals (?:the|whose) author has voted against", "origin": "self_kill_2005: blogspot 2005 \"Queue de-queueing\" (appended to rule 4) (as in the corpus page 2003-assembly)"}

SELF_KILL_TERM = {"phrasing": r"renders the Proposal (?P<term>[\w-]+)|(?:are|is) considered (?P<term2>[\w-]+)", "origin": "self_kill_2005: blogspot 2005 \"Queue de-queueing\" (appended to rule 4) (as in the corpus page 2003-assembly)"}

DEFERENTIAL_SAME = {"phrasing": r"{COUNTS_AS} (?:to be |as )?(?:valid and )?{SAME_AS} the {EMPEROR}(?:'|’)s (?:valid )?vote", "origin": "def_old: Ruleset 70 (2009) \"Voting\" (as in the corpus page 2003-assembly)"}

COOLDOWN_SENTENCE = {"phrasing": r"(?:If|When) a {DOV} (?:is failed|fails|has failed)(?:,? (?:and )?(?:if )?(?P<trigger>[^,]+?))?,? the {PLAYER} who (?:posted|made) it {MAY_NOT} (?:make|post) another {DOV} (?:until after|for|within) (?P<n>\w+(?:-\w+)?) (?P<unit>hours|days)", "origin": "cool_r70: Ruleset 70 (2009), quoted again in \"SpiteMaster is the Victor\" (2013, \"AGAINST Votes\") (as in the corpus page 2005-crew)"}

COOLDOWN_TRIGGERS = [
    {"phrasing": r"(?:it )?(?:had|has|with) at least one AGAINST {VOTES}", "trigger": 'at least one AGAINST vote', "origin": "cool_days: \"SpiteMaster is the Victor\" (2013): \"a gap of five days between a person's DoVs\" (as in the corpus page 2012-band)"},
    {"phrasing": r"(?:it )?(?:had|has|with) (?:a number of )?AGAINST {VOTES} (?:that )?(?:exceeds?|exceeding|greater than) quorum", "trigger": 'AGAINST votes exceed Quorum', "origin": "cool_r70: Ruleset 70 (2009), quoted again in \"SpiteMaster is the Victor\" (2013, \"AGAINST Votes\") (as in the corpus page 2005-crew)"},
    {"phrasing": r"(?:it )?(?:had|has|with) (?:a number of )?AGAINST {VOTES} (?:that (?:exceed or equal|equal or exceed)|equal to or greater than|of at least) quorum", "trigger": 'AGAINST votes reach Quorum', "origin": "cool_2009: \"DoV Fixes\" (2009): \"AGAINST votes that equal or exceed\" Quorum (as in the corpus page 2009-forecasters)"},
]

PENDING_DOV_HIATUS = [
    {"phrasing": r"If there is at least one pending DoV, BlogNomic is on Hiatus", "origin": "dov_fraction: Ruleset 205 (2022) \"Victory and Ascension\" (as in the corpus page 2015-conclave)"},
    {"phrasing": r"Upon doing so, the game immediately goes into Hiatus", "origin": "dov_r70: Ruleset 70 (2009) \"Victory and Ascension\" (as in the corpus page 2005-crew)"},
    {"phrasing": r"While (?:a|any) (?:DoV|Declaration of Victory) is pending, (?:BlogNomic|the game) is (?:on|in) Hiatus", "origin": "dov_2010_list: \"Apologies to Ornithopter\" (2010): \"A DoV passes/fails if any of the following is true\", \"more than half of its votes are AGAINST\", \"cannot be legally passed\" (as in the corpus page 2010-aviators)"},
    {"phrasing": r"Posting a (?:DoV|Declaration of Victory) puts the game into Hiatus", "origin": "dov_r70: Ruleset 70 (2009) \"Victory and Ascension\" (as in the corpus page 2005-hordes)"},
    {"phrasing": r"Whenever a (?:DoV|Declaration of Victory) is posted, (?:BlogNomic|the game) (?:immediately )?(?:goes into|enters) Hiatus", "origin": "dov_2009: \"DoV Fixes\" (2009): \"Whenever a DoV is posted, the game immediately goes into Hiatus, if it isn't already\"; \"more than half of the counted votes were in favour\" (as in the corpus page 2009-forecasters)"},
    {"phrasing": r"post (?:a|the) (?:DoV|Declaration of Victory)\b[^.]*\. At this point, (?:BlogNomic|the game) (?:immediately )?(?:goes into|enters) Hiatus", "origin": "hiatus_2004: \"Hiatus stuff\" (2004): \"At this point, BlogNomic immediately goes into Hiatus, during which ...\" (as in the corpus page 2003-assembly)"},
    {"phrasing": r"(?:posts?|posting|makes?|making) (?:a |the )?(?:DoV|Declaration of Victory)\b[^.]*?(?:the game|BlogNomic) (?:immediately )?(?:goes into|enters) Hiatus", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: dov_fraction: Ruleset 205 (2022) \"Victory and Ascension\" (as in the corpus page 2015-conclave)"},
]

DOWNTIME_EFFECTS = [
    {"phrasing": r"BlogNomic is on Hiatus", "origin": "xmas_list: Ruleset 205 (2022) \"Seasonal Downtime\" (as in the corpus page 2013-commons)"},
    {"phrasing": r"the game is (?:on|in) Hiatus", "origin": "the Ruleset of 24 February 2024"},
    {"phrasing": r"no game actions may be taken", "origin": "xmas_no_actions: \"Improved Hiatus\" (2019) quoting \"Seasonal Downtime\": \"During this time no game actions may be taken except ...\" (as in the corpus page 2012-parliament)"},
    {"phrasing": r"are Seasonal Downtime", "origin": "xmas_no_actions: \"Improved Hiatus\" (2019) quoting \"Seasonal Downtime\": \"During this time no game actions may be taken except ...\" (as in the corpus page 2012-parliament)"},
    {"phrasing": r"is Seasonal Downtime", "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: xmas_list: Ruleset 205 (2022) \"Seasonal Downtime\" (as in the corpus page 2013-commons)"},
    {"phrasing": r"(?:goes|go|enters?) (?:into )?Hiatus", "origin": "xmas_no_actions: \"Improved Hiatus\" (2019) quoting \"Seasonal Downtime\": \"During this time no game actions may be taken except ...\" (as in the corpus page 2012-parliament)"},
    {"phrasing": r"remains? (?:on|in) Hiatus", "origin": "xmas_until: Ruleset revision of 19 April 2017 \"Seasonal Downtime\": \"goes into hiatus every year on December 24th, and remains in hiatus until December 27th\": whether the 27th is a day of hiatus the words do not say (as in the corpus page 2017-command)"},
]

GAMESTATE = [
    {"phrasing": r"The gamestate tracking page for this dynasty is the (?P<page>.+?) page of the wiki", "value": {'kind': 'wiki page', 'page': '$page'}, "origin": "wiki_page: Ruleset 223 (2024) \"Ruleset and Gamestate\" (as in the corpus page 2016-scribes)"},
    {"phrasing": r"tracked by the (?P<name>Generic Nomic Data Tracker)(?: \((?P<abbr>\w+)\))? at (?P<url>\S+?)\.?(?:\s|$)", "value": {'kind': 'GNDT', 'name': '$name', 'url': '$url'}, "origin": "gndt: Ruleset 70 (2009) \"Gamestate Tracking\" (as in the corpus page 2003-moot)"},
    {"phrasing": r"[Gg]amestate (?:for this dynasty )?is tracked on the (?P<page>.+?) page of the wiki", "value": {'kind': 'wiki page', 'page': '$page'}, "origin": "wiki_tracked: Ruleset 184 (2021) \"Dynastic Tracking\": \"tracked on the ... page of the wiki\" (as in the corpus page 2014-ship)"},
    {"phrasing": r"tracked (?:by|in|on) the GNDT at (?P<url>\S+?)[.,]?(?:\s|$)", "value": {'kind': 'GNDT', 'name': 'Generic Nomic Data Tracker', 'url': '$url'}, "origin": "gndt_abbr: Ruleset 114 (2012): \"the GNDT\" (abbreviated, with its address) (as in the corpus page 2003-assembly)"},
]

ROSTER = [
    {"phrasing": r"\broster (?:in|on) (?:the )?\[{0,2}(?P<page>(?![Ss]idebar\b)[A-Z][\w'’ -]{1,60}?)\]{0,2}(?: page)?(?: (?:of|on) the wiki)?(?=[,.;:]| at which)", "value": {'kind': 'wiki page', 'page': '$page'}, "origin": "Ruleset 70 (2009)"},
    {"phrasing": r"(?:[Nn]on-idle|[Aa]ctive) (?:{PLAYERS}) are listed (?:in|on) (?:the )?\[{0,2}(?P<page>(?![Ss]idebar\b)[A-Z][\w'’ -]{1,60}?)\]{0,2}(?: page)?(?: (?:of|on) the wiki)?(?=[,.;:])", "value": {'kind': 'wiki page', 'page': '$page'}, "origin": "a rewording of the same atom, as amendments reword it (no corpus page holds it yet); the atom's wording: Ruleset 70 (2009)"},
    {"phrasing": r"\broster in the [Ss]idebar", "value": {'kind': 'sidebar'}, "origin": "Ruleset 70 (2009)"},
    {"phrasing": r"list of (?:currently )?active (?:{PLAYERS}) in the [Ss]idebar", "value": {'kind': 'sidebar'}, "origin": "the Ruleset of 24 February 2024"},
    {"phrasing": r"\b(?:marked|signified) as such in the [Ss]idebar", "value": {'kind': 'sidebar'}, "origin": "Ruleset 70 (2009)"},
]

SENTENCES = {
    "status.tag_rule": {"phrasing": r"If the title of a \w[\w ]* Rule includes \W\[X\]\W, where X is either Active or Inactive, then its status is X", "origin": "Ruleset 205"},
    "status.rare_default": {"phrasing": r"includes \W\[Rare\]\W, its Default Status is Inactive, otherwise, its Default Status is Active", "origin": "Ruleset 205"},
    "status.flavour_text": {"phrasing": 'The (?:Core |Dynastic |Appendix )?Rule (?:“|\\")?([A-Z][\\w\' -]+?)(?:”|\\")? is flavour text', "origin": "the Ruleset of 24 February 2024"},
    "terms.player_glossary_item": {"phrasing": r"(?:^|• )(?P<p>{TERM_WORDS}) \(Player\)", "origin": "dynasty_new: Ruleset 205 (2022) \"Dynasties\" (as in the corpus page 2011-senate)"},
    "terms.player_glossary": {"phrasing": r"\b(?P<p>[A-Z][\w-]+) \(Player\)", "origin": "dynasty_new: Ruleset 205 (2022) \"Dynasties\" (as in the corpus page 2011-senate)"},
    "terms.emperor_glossary_item": {"phrasing": r"(?:^|• )(?P<e>{TERM_WORDS}) \(Emperor\)", "origin": "dynasty_new: Ruleset 205 (2022) \"Dynasties\" (as in the corpus page 2011-senate)"},
    "terms.emperor_glossary": {"phrasing": r"\b(?P<e>[A-Z][\w-]+) \(Emperor\)", "origin": "dynasty_new: Ruleset 205 (2022) \"Dynasties\" (as in the corpus page 2011-senate)"},
    "terms.headed_by_known_as": {"phrasing": r"headed by a single (?P<p>{TERM_WORDS}), known as the (?P<e>{TERM_WORDS})", "origin": "dynasty_old: Ruleset 70 (2009) \"Dynasties\": \"headed by a single ..., known as the ...\" (as in the corpus page 2003-assembly)"},
    "terms.plural_form": {"phrasing": r"\(plural form (?P<pp>[A-Z][\w-]+)\)", "origin": "the Ruleset of 24 February 2024"},
    "terms.all_obey": {"phrasing": r"\ball (?P<pp>{TERM_WORDS}) shall obey it", "origin": "dynasty_old: Ruleset 70 (2009) \"Dynasties\": \"headed by a single ..., known as the ...\" (as in the corpus page 2003-assembly)"},
    "terms.player_hint": {"phrasing": r"\bshall obey it\b|known as the", "origin": "dynasty_old: Ruleset 70 (2009) \"Dynasties\": \"headed by a single ..., known as the ...\" (as in the corpus page 2003-assembly)"},
    "terms.emperor_hint": {"phrasing": r"known as the|\(Emperor\)", "origin": "dynasty_old: Ruleset 70 (2009) \"Dynasties\": \"headed by a single ..., known as the ...\" (as in the corpus page 2003-assembly)"},
    "terms.plural_hint": {"phrasing": r"shall obey it", "origin": "dynasty_old: Ruleset 70 (2009) \"Dynasties\": \"headed by a single ..., known as the ...\" (as in the corpus page 2003-assembly)"},
    "quorum.hint": {"phrasing": r"\bQuorum\b.*\b(is|equal)\b", "origin": "q_half_up: blogspot 2005 \"Queue de-queueing\" (Rule 5 Resolution) (as in the corpus page 2003-assembly)"},
    "quorum.rounding": {"phrasing": r"\b(?:rounded|rounding) (?P<r>up|down)\b", "origin": "Ruleset 70 (2009)"},
    "quorum.plus": {"phrasing": r"\bplus (?P<n>[\w-]+)\b", "origin": "Ruleset 70 (2009)"},
    "quorum.unknown_arithmetic": {"phrasing": r"\b(?:minus|less|fewer|more|times|multipl\w*|divided|plus|whichever|greater|least|most|or|rounded|rounding|doubled?|halved?|squared?)\b|\d", "origin": "Ruleset 70 (2009)"},
    "icons.described_image": {"phrasing": r"(?P<desc>\b(?:[Aa]n?|[Tt]he) [\w\- ]+?)\s*\(?(?:currently )?(?P<url>https?://\S+?/(?P<file>[\w-]+\.(?:gif|png|jpe?g|svg)))\)?\s+shall represent (?:a|an|the) (?:(?:vote|Vote)(?: of| to)? )?(?P<name>[A-Z]{3,}|Imperial Veto)", "origin": "Ruleset 70 (2009)"},
    "icons.hint": {"phrasing": r"voting icon|shall represent a vote", "origin": "Ruleset 70 (2009)"},
    "icons.added_icon": {"phrasing": r"may use (?P<name>[A-Z]{3,}) as a voting icon", "origin": "the Ruleset of 24 February 2024"},
    "votes.last_icon_matter": {"phrasing": r"(?:Vote|vote) on a Votable Matter is the last (?P<valid>valid )?voting icon", "origin": "voting_nodef: \"User:Redtara/Vote of confidence\" (wiki draft, 2019-2022): voting without DEFERENTIAL at all (as in the corpus page 2019-pollsters)"},
    "votes.last_icon": {"phrasing": r"{THEIR} Vote is the last (?P<valid>valid )?voting icon", "origin": "Ruleset 70 (2009)"},
    "votes.vote_is_hint": {"phrasing": r"voting icon", "origin": "voting_2006: \"Reductio Propositum\" (2006) rule 1.4: \"only the most recent of those Votes is counted\" (as in the corpus page 2006-abbey)"},
    "votes.valid_votes": {"phrasing": r"A valid Vote is, except when otherwise specified, a Vote of (?P<a>[A-Z]+) or (?P<b>[A-Z]+)", "origin": "voting_nodef: \"User:Redtara/Vote of confidence\" (wiki draft, 2019-2022): voting without DEFERENTIAL at all (as in the corpus page 2019-pollsters)"},
    "votes.author_implicit_matter": {"phrasing": r"if the author of a Votable Matter has not used a valid voting icon[^.]*?, then the author.s Vote is (?P<v>FOR|AGAINST)", "origin": "voting_nodef: \"User:Redtara/Vote of confidence\" (wiki draft, 2019-2022): voting without DEFERENTIAL at all (as in the corpus page 2019-pollsters)"},
    "votes.author_implicit_proposal": {"phrasing": r"If the {PLAYER} who made {ARTICLE} Proposal has not cast a Vote on it, {THEIR} Vote is counted as (?P<v>FOR|AGAINST)", "origin": "voting_2006: \"Reductio Propositum\" (2006) rule 1.4: \"only the most recent of those Votes is counted\" (as in the corpus page 2006-abbey)"},
    "votes.non_player_no_vote": {"phrasing": r"A non-(?:{PLAYER}) never has a Vote", "origin": "the Ruleset of 24 February 2024"},
    "votes.idle_vote_invalid": {"phrasing": r"leaves the game or goes (?:I|i)dle, {THEIR} Vote (?:is no longer valid|no longer counts)", "origin": "voting_2006: \"Reductio Propositum\" (2006) rule 1.4: \"only the most recent of those Votes is counted\" (as in the corpus page 2006-abbey)"},
    "votes.idle_hint": {"phrasing": r"\bIdle\b.*\bVote", "origin": "voting_2006: \"Reductio Propositum\" (2006) rule 1.4: \"only the most recent of those Votes is counted\" (as in the corpus page 2006-abbey)"},
    "votes.votable_matters": {"phrasing": r"A Votable Matter is a post which (?:{PLAYERS}) may cast Votes on, such as (?P<list>[^.]+)", "origin": "the Ruleset of 24 February 2024"},
    "votes.list_separator": {"phrasing": r",|\bor\b", "origin": "voting_2006: \"Reductio Propositum\" (2006) rule 1.4: \"only the most recent of those Votes is counted\" (as in the corpus page 2006-abbey)"},
    "votes.leading_article": {"phrasing": r"^(a|an)\s+", "origin": "voting_2006: \"Reductio Propositum\" (2006) rule 1.4: \"only the most recent of those Votes is counted\" (as in the corpus page 2006-abbey)"},
    "votes.cast_on_proposal": {"phrasing": r"cast {THEIR} Vote on a Pending Proposal", "origin": "voting_2006: \"Reductio Propositum\" (2006) rule 1.4: \"only the most recent of those Votes is counted\" (as in the corpus page 2006-abbey)"},
    "votes.votable_hint": {"phrasing": r"Votable Matter|cast .* Vote", "origin": "voting_2006: \"Reductio Propositum\" (2006) rule 1.4: \"only the most recent of those Votes is counted\" (as in the corpus page 2006-abbey)"},
    "conditions.exception": {"phrasing": r"\s*Exception: (.*)$", "origin": "Ruleset 70 (2009)"},
    "conditions.any_of_the_following": {"phrasing": r"\b(any|either) of the following\b", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    "proposal.limits": {"phrasing": r"unless the (?:{PLAYER}) already has (?P<pending>\d+|two|three|one) Proposals? pending,? or has already made (?P<day>\d+|two|three|one) Proposals? that day", "origin": "Ruleset 70 (2009)"},
    "proposal.limits_hint": {"phrasing": r"Proposals? pending", "origin": "Ruleset 70 (2009)"},
    "proposal.popular_lead": {"phrasing": r"A Votable Matter is Popular if any of the following are true:", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    "proposal.popular_hint": {"phrasing": r"\bPopular\b", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    "proposal.unpopular_lead": {"phrasing": r"A Votable Matter is Unpopular if any of the following are true:", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    "proposal.unpopular_hint": {"phrasing": r"\bUnpopular\b", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    "proposal.enact_hint": {"phrasing": r"Proposal may be (?:E|e)nacted", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    "proposal.fail_hint": {"phrasing": r"Proposal may be (?:F|f)ailed", "origin": "enact_2005: blogspot 2005 \"Queue de-queueing\": FOR votes exceed Quorum / exceed AGAINST, \"more than N hours old\" (as in the corpus page 2003-assembly)"},
    "proposal.popular_exception": {"phrasing": r"Exception: (?P<x>Proposals which would change the text of [^.]+ cannot be Popular on this basis)", "origin": "Ruleset 205"},
    "proposal.oldest_first": {"phrasing": r"The oldest (?:P|p)ending Proposal may be (?:E|e)nacted", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
    "proposal.skip_long_pending": {"phrasing": r"pending for more than (?P<d>\w+) days, it is ignored for the purpose of calculating the oldest pending Proposal(?P<fail>, and can be failed by any Admin)?", "origin": "the Ruleset of 24 February 2024"},
    "proposal.skip_hint": {"phrasing": r"\bpending for more than\b", "origin": "the Ruleset of 24 February 2024"},
    "proposal.skip_hint_again": {"phrasing": r"\bpending for more than\b", "origin": "the Ruleset of 24 February 2024"},
    "withdrawal.renders_term": {"phrasing": r"casts a vote AGAINST their own Proposal(?P<def> \(which is not in the form of a DEFERENTIAL vote\))?, this renders the Proposal (?P<term>\w+)(?P<sticky>, even if the author later changes their Vote)?", "origin": "enact_popular: Ruleset 205 (2022) \"Votable Matters\" Popular/Unpopular and \"Resolution of Proposals\" (as in the corpus page 2015-conclave)"},
    "withdrawal.may_not_change": {"phrasing": r"If {ARTICLE} {PLAYER} votes against {THEIR} own proposal, that vote may not be changed", "origin": "enact_2006: \"Reductio Decretum\" (2006), rule 1.5 Enactment reworded into bullets, \"has not been vetoed\" (as in the corpus page 2006-abbey)"},
    "withdrawal.referred_to_as": {"phrasing": r"^This is referred to as an? (?P<term>[\w-]+)", "origin": "Ruleset 70 (2009)"},
            "veto.may_not_veto": {"phrasing": r"\b(?P<who>[A-Z][\w']+) may not veto proposals", "origin": "Ruleset 70 (2009)"},
    "veto.may_not_veto_on": {"phrasing": r"The {EMPEROR} may not cast a vote of VETO on (?P<what>[^;.]+)", "origin": "Ruleset 205"},
    "deferential.valid_vote_other_than_veto": {"phrasing": r"When the {EMPEROR} has a valid Vote other than VETO on a (?P<on>Votable Matter|Proposal), then all votes of DEFERENTIAL (?:on that (?:Votable Matter|Proposal) )?are instead considered to be valid and the same as the {EMPEROR}.s Vote", "origin": "def_2011: \"Ok this time for real part 3\" (2011), \"Special Proposal Voting\": \"all votes of DEFERENTIAL are instead ...\" (as in the corpus page 2011-senate)"},
    "deferential.count_as_same": {"phrasing": r"The vote will count as the same as the {EMPEROR}.s vote", "origin": "def_old: Ruleset 70 (2009) \"Voting\" (as in the corpus page 2003-assembly)"},
    "deferential.cast_with_icons": {"phrasing": r"cast {THEIR} Vote on a Pending Proposal by making a comment on that entry using a voting icon of FOR, AGAINST or DEFERENTIAL", "origin": "def_old: Ruleset 70 (2009) \"Voting\" (as in the corpus page 2003-assembly)"},
    "deferential.emperor_not_voted": {"phrasing": r"If no {EMPEROR} has voted on a proposal, a vote of DEFERENTIAL on that proposal does not count as a vote", "origin": "Ruleset 70 (2009)"},
    "deferential.no_emperor": {"phrasing": r"If there is no {EMPEROR}, a vote of DEFERENTIAL counts as an explicit vote of (?P<x>\w+)", "origin": "def_2010: \"Backseat Driving\" (2010): \"A vote of DEFERENTIAL will count as the same as the ...'s vote\", its own paragraph (as in the corpus page 2009-forecasters)"},
    "deferential.emperor_majority": {"phrasing": r"If the {EMPEROR} has voted DEFERENTIAL on a Proposal, that vote is instead considered to be valid and either FOR \(if more (?:{PLAYERS}) have a valid FOR vote on that Proposal than have a valid AGAINST vote on it\) or AGAINST \(in all other cases\)", "origin": "the Ruleset of 24 February 2024"},
    "deferential.others_invalid": {"phrasing": r"votes of DEFERENTIAL made by other (?:\w+) on the same Proposal are not considered to be valid", "origin": "the Ruleset of 24 February 2024"},
    "deferential.others_invalid_any_term": {"phrasing": r"votes of DEFERENTIAL made by other \w+ on the same Proposal are not considered to be valid", "origin": "the Ruleset of 24 February 2024"},
    "deferential.small_game": {"phrasing": r"If there are (?P<n>\w+) or fewer (?:{PLAYERS}), then the {EMPEROR}.s vote of DEFERENTIAL on a proposal is only affected by this rule if all (?:{PLAYERS}) who are not the {EMPEROR} have cast a vote on that proposal", "origin": "the Ruleset of 24 February 2024"},
    "deferential.emperor_cancels": {"phrasing": r"If the {EMPEROR} casts a vote of DEFERENTIAL on a proposal, it serves the purpose of cancelling any previous vote", "origin": "Ruleset 70 (2009)"},
    "deferential.emperor_hint": {"phrasing": r"{EMPEROR} has voted DEFERENTIAL", "origin": "the Ruleset of 24 February 2024"},
    "withdrawal.referred_to_as_next": {"phrasing": r"^This is referred to as an? (?P<term>[\w-]+)", "origin": "Ruleset 70 (2009)"},
    "withdrawal.explicit": {"phrasing": r"\bexplicit(?:ly)?\b|not in the form of a DEFERENTIAL", "origin": "self_kill_2006: \"Reductio Decretum\" (2006) / Ruleset 70 (as in the corpus page 2009-forecasters)"},
    "withdrawal.hint": {"phrasing": r"own Proposal|(?i:own proposal|who made a proposal votes against)", "origin": "self_kill_2005: blogspot 2005 \"Queue de-queueing\" (appended to rule 4) (as in the corpus page 2003-assembly)"},
    "veto.what": {"phrasing": r"\b(Proposal|Votable Matter)s?\b", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006) (as in the corpus page 2003-assembly)"},
    "veto.hint": {"phrasing": r"\bVETO\b|(?i:imperial veto)", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006) (as in the corpus page 2003-assembly)"},
    "deferential.goes_on": {"phrasing": r"(?:The|This|Such a) vote\b|It\b", "origin": "def_old: Ruleset 70 (2009) \"Voting\" (as in the corpus page 2003-assembly)"},
    "deferential.other_than_veto": {"phrasing": r"valid vote other than VETO", "origin": "def_2011: \"Ok this time for real part 3\" (2011), \"Special Proposal Voting\": \"all votes of DEFERENTIAL are instead ...\" (as in the corpus page 2011-senate)"},
    "deferential.instead_valid": {"phrasing": r"instead considered to be valid", "origin": "def_2011: \"Ok this time for real part 3\" (2011), \"Special Proposal Voting\": \"all votes of DEFERENTIAL are instead ...\" (as in the corpus page 2011-senate)"},
    "deferential.on_what": {"phrasing": r"\b(?:on|of) (?:a|any|that) (Proposal|Votable Matter)", "origin": "def_old: Ruleset 70 (2009) \"Voting\" (as in the corpus page 2006-abbey)"},
    "deferential.hint": {"phrasing": r"DEFERENTIAL", "origin": "def_old: Ruleset 70 (2009) \"Voting\" (as in the corpus page 2003-assembly)"},
    "cfj.not_overruled": {"phrasing": r"This Rule may not be overruled by Dynastic Rules", "origin": "the Ruleset of 24 February 2024"},
    "cfj.continue_until": {"phrasing": r"CfJs continue until they reach a Quorum of FOR votes, a Quorum of AGAINST votes, or if there is no hiatus going on, until (?P<d>\w+) days have passed, and if there is a hiatus going on until (?P<dh>\w+) days have passed", "origin": "cfj_r70: \"CFJ revamping\" (2005) / Ruleset 70: quorum FOR or AGAINST, days with and without hiatus (as in the corpus page 2005-hordes)"},
    "cfj.passes_majority": {"phrasing": r"if more than half of the cast votes are in favour, the Gamestate and Ruleset shall be amended", "origin": "Ruleset 70 (2009)"},
    "cfj.hint": {"phrasing": r"CfJ", "origin": "Ruleset 70 (2009)"},
    "cfj.no_effect_failed": {"phrasing": r"Any CfJ that has no effect on the ruleset or gamestate may be automatically failed by any admin", "origin": "Ruleset 70 (2009)"},
    "cfj.otherwise_fails": {"phrasing": r"Otherwise, the C[fF]J fails", "origin": "Ruleset 70 (2009)"},
    "cfj.matter_hint": {"phrasing": r"Call for Judge?ment|CfJ", "origin": "Ruleset 70 (2009)"},
    "dov.resolve_after": {"phrasing": r"The Declaration of Victory may be resolved after (?P<h>\d+) hours, or after (?P<h2>\d+) hours if the {EMPEROR} has voted on it", "origin": "dov_r70: Ruleset 70 (2009) \"Victory and Ascension\" (as in the corpus page 2005-crew)"},
    "dov.passes_quorum_majority": {"phrasing": r"if a Quorum of (?:{PLAYERS}) have voted on the DoV and more than half of those votes were in favour, then the DoV passes", "origin": "dov_r70: Ruleset 70 (2009) \"Victory and Ascension\" (as in the corpus page 2005-crew)"},
    "dov.passes_quorum_majority_any": {"phrasing": r"if (?:a Quorum of (?:{PLAYERS})|at least Quorum (?:{PLAYERS})) have voted on (?:the|that|it) (?:DoV )?and more than half of (?:those|its|the) (?:counted |cast |valid )?votes (?:were|are) (?:in favour|FOR),? (?:then )?the DoV passes", "origin": "dov_r70: Ruleset 70 (2009) \"Victory and Ascension\" (as in the corpus page 2005-crew)"},
    "dov.hint": {"phrasing": r"Declaration of Victory|DoV", "origin": "dov_2004: \"Hiatus stuff\" (2004) / \"CFJ revamping\" (2005) quoting law 1.9: \"If more than half of all ... consider the win legal\"; \"If no clear decision is reached after 24 hours, the ... may optionally step in\" (as in the corpus page 2003-assembly)"},
    "dov.no_cooldown_while": {"phrasing": r"There is no (?P<h>\d+) hour cooldown on the use of a Declaration of Victory while (?P<cond>[^,.]+)", "origin": "Ruleset 205"},
    "dov.believes_hint": {"phrasing": r"If {ARTICLE} (?:{PLAYER}) \(other than the {EMPEROR}\) believes", "origin": "dov_r70: Ruleset 70 (2009) \"Victory and Ascension\" (as in the corpus page 2005-crew)"},
    "dov.cooldown_hint": {"phrasing": r"another DoV|(?i:another (?:DoV|Declaration of Victory))", "origin": "cool_r70: Ruleset 70 (2009), quoted again in \"SpiteMaster is the Victor\" (2013, \"AGAINST Votes\") (as in the corpus page 2005-crew)"},
    "hiatus.effects": {"phrasing": r"If BlogNomic is on Hiatus, (?P<x>[^.]+)", "origin": "the Ruleset of 24 February 2024"},
    "hiatus.pending_dov": {"phrasing": r"If there is at least one pending DoV, BlogNomic is on Hiatus", "origin": "dov_fraction: Ruleset 205 (2022) \"Victory and Ascension\" (as in the corpus page 2015-conclave)"},
    "hiatus.upon_doing_so": {"phrasing": r"Upon doing so, the game immediately goes into Hiatus", "origin": "dov_r70: Ruleset 70 (2009) \"Victory and Ascension\" (as in the corpus page 2005-crew)"},
    "hiatus.victory_rule": {"phrasing": r"\bDoVs?\b|Declarations? of Victory", "origin": "hiatus_2004: \"Hiatus stuff\" (2004): \"At this point, BlogNomic immediately goes into Hiatus, during which ...\" (as in the corpus page 2003-assembly)"},
    "hiatus.dov_hint": {"phrasing": r"DoV.*Hiatus|Hiatus.*DoV", "origin": "dov_2009: \"DoV Fixes\" (2009): \"Whenever a DoV is posted, the game immediately goes into Hiatus, if it isn't already\"; \"more than half of the counted votes were in favour\" (as in the corpus page 2009-forecasters)"},
    "hiatus.interregnum": {"phrasing": r"During an Interregnum the game is in hiatus", "origin": "the Ruleset of 24 February 2024"},
    "hiatus.until_ascension": {"phrasing": r"The Hiatus continues until the new {EMPEROR} posts an Ascension Address", "origin": "Ruleset 70 (2009)"},
    "downtime.three_dates": {"phrasing": r"On the (?P<d1>\d+)(?:st|nd|rd|th), (?P<d2>\d+)(?:st|nd|rd|th) and (?P<d3>\d+)(?:st|nd|rd|th) of (?P<mon>\w+), BlogNomic is on Hiatus", "origin": "dov_r70: Ruleset 70 (2009) \"Victory and Ascension\" (as in the corpus page 2013-commons)"},
    "hiatus.few_players": {"phrasing": r"If there are fewer than (?P<n>\w+) (?:{PLAYERS})(?P<excl> \(not including the {EMPEROR}\))?, then BlogNomic is on Hiatus", "origin": "the Ruleset of 24 February 2024"},
    "hiatus.dormant": {"phrasing": r"If BlogNomic is Dormant, then it is on Hiatus", "origin": "Ruleset 205"},
    "downtime.day": {"phrasing": r"\b(\d{1,2})(?:st|nd|rd|th)?\b", "origin": "Ruleset 70 (2009)"},
    "downtime.not_a_date": {"phrasing": r"\d{3}|\b\d+(?:\.\d+)? ?(?:hours?|days?|%)", "origin": "Ruleset 70 (2009)"},
    "downtime.until": {"phrasing": r"\b(?:until|till)\b", "origin": "Ruleset 70 (2009)"},
    "downtime.inclusive": {"phrasing": r"\binclusive(?:ly)?\b", "origin": "Ruleset 70 (2009)"},
    "downtime.range": {"phrasing": r"\b(?:to|until|till|through|between)\b|\d\s*[-–]\s*\d", "origin": "Ruleset 70 (2009)"},
    "locations.gamestate_hint": {"phrasing": r"gamestate tracking|tracked", "origin": "gndt_abbr: Ruleset 114 (2012): \"the GNDT\" (abbreviated, with its address) (as in the corpus page 2003-assembly)"},
    "locations.roster_hint": {"phrasing": r"\broster\b", "origin": "Ruleset 70 (2009)"},
    "votes.implicit_vote_hint": {"phrasing": r"(?:has not|have not|hasn't|did not|does not)\s+(?:cast|made|used|voted)[^.]{0,80}?\b(?:V|v)ote\b[^.]{0,40}?\b(?:FOR|AGAINST)\b|\bauthor.s (?:V|v)ote (?:is|shall be|counts)", "origin": "Ruleset 70 (2009)"},
}
