"""The one slot vocabulary of every phrasing (see reading.phrasing for how a slot is filled)."""

SLOTS = {
    # -- the dynasty's own words, read from the Ruleset in force
    "PLAYER": {"term": "player", "doc": "the player term (Vassal, Apprentice, Player...)"},
    "PLAYERS": {"term": "players", "doc": "its plural"},
    "EMPEROR": {"term": "emperor", "doc": "the emperor term (Sovereign, Narrator, Artisan...)"},
    # -- numbers, as reading.numbers reads them
    "N": {"reads": "number", "doc": "a number in digits or words (12, twelve, forty-eight); give it a group: {N:hours}"},
    "FRAC": {"reads": "fraction", "doc": "a fraction (2/3rds, two thirds, half); give it a group: {FRAC:fraction}"},
    "NTH": {"reads": "ordinal", "group": "nth", "doc": "an ordinal (first, third, 2nd, last)"},
    "COUNT": {"reads": "count", "doc": "a count of votes in digits, or none/no/zero"},
    # -- small words the rules vary
    "VOTES": {"pattern": "votes?", "doc": "vote or votes"},
    "TERM_WORDS": {"pattern": r"[A-Z][\w-]+(?: [A-Z][\w-]+){0,2}", "doc": "a term as a Ruleset names it: one to three capitalised words (Vassal, Noble Lord, Stage Crew Member)"},
    "ARTICLE": {"pattern": "(?:an?|the)", "doc": "a, an or the (a synonym replacement may leave 'an Vassal')"},
    "THEIR": {"pattern": "(?:their|his|her|eir|his or her)", "doc": "a player's possessive (Spivak 'eir' until about 2012)"},
    # -- parts: interchangeable wordings of one piece of meaning, composed into statements
    "MATTER": {"one_of": [{"phrasing": r"Proposal", "origin": "Ruleset 70 (2009)"}, {"phrasing": r"Votable Matter", "origin": "Ruleset 205 \"Votable Matters\""}], "doc": "a post the players vote on"},
    "MAY": {"one_of": [{"phrasing": r"may", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"can", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}], "doc": "a player's or the emperor's permission"},
    "MAY_NOT": {"one_of": [{"phrasing": r"cannot", "origin": "cool_r70: Ruleset 70 (2009) \"Victory and Ascension\""}, {"phrasing": r"may not", "origin": "cool_r70: Ruleset 70 (2009) \"Victory and Ascension\""}, {"phrasing": r"can not", "origin": "cool_r70: Ruleset 70 (2009) \"Victory and Ascension\""}], "doc": "a prohibition"},
    "VETO_ACT": {"one_of": [{"phrasing": r"use VETO as a voting icon to cast a Vote on", "origin": "veto_icon: Ruleset 205 \"Votable Matters\""}, {"phrasing": r"vote to VETO", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"VETO", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"veto", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"cast a (?:vote|Vote) of VETO on", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"use VETO on", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"use the Imperial Veto on", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}], "doc": "the act of vetoing, as the emperor's permission names it"},
    "DOV": {"one_of": [{"phrasing": r"DoV", "origin": "cool_r70: Ruleset 70 (2009) \"Victory and Ascension\""}, {"phrasing": r"Declaration of Victory", "origin": "cool_r70: Ruleset 70 (2009) \"Victory and Ascension\""}], "doc": "a Declaration of Victory"},
    "COUNTS_AS": {"one_of": [{"phrasing": r"count", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"counts", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"is counted", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"are counted", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"will count", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"is considered", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"are considered", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"shall be considered", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"is treated", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"are treated", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}], "doc": "how a vote is taken to be another (with SAME_AS)"},
    "SAME_AS": {"one_of": [{"phrasing": r"the same as", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"identical to", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"equal to", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"equivalent to", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}, {"phrasing": r"a copy of", "origin": "def_old: Ruleset 70 (2009) \"Voting\""}], "doc": "sameness of two votes"},
    "OWN_AGAINST": {"one_of": [{"phrasing": r"(?:votes?(?: explicitly)?|casts? (?:an explicit |a )?vote|has voted) AGAINST (?:their|his|her|eir|its) own proposal", "origin": "self_kill_2005: blogspot 2005 \"Queue de-queueing\" (appended to rule 4)"}], "doc": "an author's AGAINST on their own proposal, said of the author"},
    "SINCE_POSTED": {"one_of": [{"phrasing": r"since (?:they were|it was) posted", "origin": "cfj_2010: the 2010 Calls for Judgement rule (\"until four days have passed since they were posted\")"}], "doc": "a span counted from the post, where a rule says so"},
    "CFJ_MAJORITY_FOR": {"one_of": [
        {"phrasing": r"more than half (?:of )?the (?:cast votes|votes cast|valid votes)(?: on it)? are (?:in favour|FOR)(?: votes)?", "origin": "cfj_2004: \"Call for Disinterest\" (2003) / \"Condo Need No King\" (2004): quorum of FOR votes or N days, no hiatus clause (as in the corpus page 2005-crew)"},
        {"phrasing": r"more than half of the (?:{PLAYERS})(?:'|’) votes(?: \(their later votes overriding their earlier(?: ones)?\))? are (?:in favour|FOR)", "origin": "cfj_2003: \"Call for Disinterest\" (2003), rule 6 second paragraph: \"more than half of the Representatives' votes (their later votes overriding their earlier) are in favour\" (as in the corpus page 2003-assembly)"},
    ], "doc": "a CfJ's majority FOR, of the votes cast (or of the players' votes, 2003)"},
    "CFJ_CARRIED": {"one_of": [
        {"phrasing": r"the Gamestate and Ruleset (?:shall|should) be amended", "origin": "cfj_2004: \"Call for Disinterest\" (2003) / \"Condo Need No King\" (2004): quorum of FOR votes or N days, no hiatus clause (as in the corpus page 2005-crew)"},
        {"phrasing": r"the CfJ may be enacted(?: by any Admin)?", "origin": "cfj_2010: the 2010 Calls for Judgement rule (\"the CfJ may be enacted by any Admin by updating or correcting the Gamestate and Ruleset\")"},
    ], "doc": "what a CfJ that passes does"},
}
