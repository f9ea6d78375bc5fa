"""The vocabulary the rules profile reads conditions and core mechanics with: DATA, read by one matcher
(``profile.Atoms``).

An atom is a meaning (a condition ``kind``, or the value of a mechanic) with the phrasings BlogNomic's
Rulesets have stated it in, 2003 to 2026. A phrasing is a regular expression matched case-insensitively
against one whole clause, with slots:

    {N:name}   a number, in digits or words ("12", "twelve", "forty-eight") -> int
    {FRAC:name} a fraction of players ("2/3rds", "two thirds", "3/4ths") -> "a/b"
    {P} {PP} {E}  the dynasty's own player / plural / emperor terms (read from the Ruleset; "Player",
               "Players" and "Emperor" are always understood too)
    {VOTES}    vote or votes, capitalised or not ("Votes", "votes", "Vote")

The value an atom gives is its ``kind`` plus the fields named in its phrasing's extra dict; a slot value
fills a field of the same name, and "hours" slots of ``days`` phrasings are multiplied by 24.
"""
from __future__ import annotations

# Each atom: kind -> list of (phrasing, extra fields). A clause is read when one phrasing matches the WHOLE
# clause (after its subject "It"/"the proposal"/"and" is set aside); a clause no phrasing reads is
# unrecognised, and so is the whole condition it belongs to.
CONDITION_ATOMS: dict[str, list[tuple[str, dict]]] = {
    "popular": [(r"is popular", {})],
    "unpopular": [(r"is unpopular", {})],
    "not_popular": [(r"is not popular", {})],
    "not_vetoed_or_withdrawn": [(r"has not been vetoed or withdrawn", {})],
    "vetoed_or_withdrawn": [(r"has been vetoed or withdrawn", {})],
    "not_vetoed_or_self_killed": [(r"has not been vetoed or self-killed", {}), (r"has been neither vetoed nor self-killed", {})],
    "not_vetoed": [(r"has not been vetoed", {}), (r"is not vetoed", {})],
    "min_hours": [
        (r"has been open (?:for voting )?for (?:at least )?{N:hours} hours", {}),
        (r"has been open (?:for voting )?for (?:at least )?{N:days} days?", {}),
        (r"has been pending for (?:at least )?{N:hours} hours", {}),
        (r"is (?:more than|over|older than) {N:hours} hours(?: old)?", {"strict": True}),
        (r"is (?:more than|over|older than) {N:days} days?(?: old)?", {"strict": True}),
        (r"has been open (?:for voting )?for more than {N:hours} hours", {"strict": True}),
        (r"{N:hours} hours have (?:elapsed|passed) since it was posted", {}),
        # the emperor's say after a time without a majority (2004): the hours; the say itself is its own atom
        (r"no clear decision is reached after {N:hours} hours", {}),
    ],
    "for_at_least_quorum": [
        (r"has a number of FOR {VOTES} that (?:exceeds? or equals?|equals? or exceeds?|is at least) quorum", {}),
        (r"has (?:at least )?(?:a )?quorum of FOR {VOTES}", {}),
        (r"has at least quorum FOR {VOTES}", {}),
        (r"the number of FOR {VOTES} (?:on it )?(?:exceeds? or equals?|equals? or exceeds?|is at least) quorum", {}),
        (r"has FOR {VOTES} that (?:exceed or equal|equal or exceed) quorum", {}),
    ],
    "for_more_than_quorum": [
        (r"the number of FOR {VOTES} (?:on it )?exceeds? quorum", {}),
        (r"has (?:a number of FOR {VOTES} (?:that exceeds?|greater than)|more FOR {VOTES} than) quorum", {}),
        (r"has more than quorum FOR {VOTES}", {}),
    ],
    "min_valid_votes": [(r"has more than {N:more_than} valid {VOTES}(?: cast on it)?", {})],
    "max_valid_votes": [(r"has fewer than {N:fewer_than} valid {VOTES}(?: cast on it)?", {})],
    "for_more_than_against": [
        (r"more valid {VOTES} cast on it are FOR than are AGAINST", {}),
        (r"more of its valid {VOTES} are FOR than (?:are )?AGAINST", {}),
        (r"has more FOR {VOTES} than AGAINST {VOTES}", {}),
        (r"the number of FOR {VOTES} exceeds? the number of AGAINST {VOTES}", {}),
    ],
    "for_more_than_half": [(r"more than half of its (?:valid |cast )?{VOTES}(?: cast on it)? are FOR", {})],
    "against_more_than_half": [(r"more than half of its (?:valid |cast )?{VOTES} are AGAINST", {})],
    "for_at_most_half": [(r"half or fewer of its (?:valid |cast )?{VOTES} are FOR", {}), (r"no more than half of its (?:valid |cast )?{VOTES} are FOR", {})],
    "no_against": [(r"(?:has )?no AGAINST {VOTES}", {})],
    "not_against_below_quorum": [
        (r"the number of {PP} who are not voting AGAINST it is less than quorum", {}),
        (r"fewer than quorum {PP} are not voting AGAINST it", {}),
    ],
    "against_blocks_enactment": [(r"has enough AGAINST {VOTES} that it could not be enacted without one of those {VOTES} being changed", {})],
    "unenactable_without_change": [
        (r"could not be enacted without either one of the {VOTES} AGAINST it being changed, or the set of {PP} being changed, or by awaiting the passage of time", {}),
    ],
    "cannot_be_enacted": [(r"(?:cannot|could not|can not|can't) be (?:legally )?(?:enacted|passed)", {})],
    "author_against": [
        (r"the {P} who (?:proposed|made|posted) it has (?:voted|cast a vote) AGAINST it", {}),
        (r"its author has voted AGAINST it", {}),
    ],
    "emperor_veto": [
        (r"the {E} has voted to VETO it", {}),
        (r"the {E} has used the imperial veto(?: on it)?", {}),
        (r"the {E} has (?:voted|cast a vote of) VETO(?: on it)?", {}),
    ],
    "for_more_than_fraction_of_players": [
        (r"has a number of FOR {VOTES} greater than {FRAC:fraction} of the number of {PP}", {}),
        # a DoV of 2004-2005: the players "consider the win legal" (FOR) or "illegal" (AGAINST)
        (r"more than {FRAC:fraction} of (?:the total |all (?:the )?|the )?{PP} consider the win legal", {}),
    ],
    "against_more_than_fraction_of_players": [
        (r"more than {FRAC:fraction}(?: of (?:the total |all (?:the )?|the )?{PP})? consider (?:it|the win) illegal", {}),
    ],
    "emperor_for": [(r"the {E} has voted FOR it", {})],
    "emperor_not_for": [(r"the {E} has not voted FOR it", {})],
    "emperor_for_or_no_against": [(r"either the {E} has voted FOR it or it has no AGAINST {VOTES}", {})],
    "for_from_every_player": [(r"has a FOR vote from every {P}", {}), (r"every {P} has voted FOR it", {})],
    "quorum_voted": [(r"at least quorum {PP} have voted on it", {}), (r"a quorum of {PP} have voted on it", {})],
    "fewer_than_quorum_voted": [(r"fewer than quorum {PP} have voted on it", {})],
    "no_effect": [(r"it specifies neither changes to the gamestate or ruleset nor corrections to any gamestate-tracking entities", {})],
}

# The subject a condition clause may open with, set aside before its atom is read.
CLAUSE_SUBJECT = r"^(?:(?:and|or)\s+)?(?:(?:it|the proposal|the dov|the cfj|that proposal)\s+(?=(?:has|is|was|cannot|could|can)\b))?"

# The lead sentence of a list of conditions ("... if any of the following are true:"), per group.
# {ANY} is the combinator slot: "all" -> all, "any"/"either" -> any.
LIST_LEADS: dict[str, list[str]] = {
    "proposal.enact": [
        r"The oldest (?:P|p)ending Proposal may be (?:E|e)nacted by any Admin[^:]*if (?:all|any|either) of the following (?:are|is) true:-?",
        r"(?:The oldest pending|A|Any pending) Proposal may be enacted by any Admin[^:]*?if (?:all|any|either) of the following (?:are|is) true:-?",
    ],
    "proposal.fail": [
        r"The oldest (?:P|p)ending Proposal may be (?:F|f)ailed by any Admin, if (?:all|any|either) of the following (?:are|is) true:-?",
        r"(?:The oldest pending|A|Any pending) Proposal may be failed by any Admin[^:]*?if (?:all|any|either) of the following (?:are|is) true:-?",
    ],
    "cfj.enact": [r"A Pending CfJ may be Enacted by any Admin,? if (?:all|any) of the following are true:",
                  r"A (?:Pending )?(?:CfJ|Call for Judge?ment) (?:may be enacted(?: by any Admin)?,?|passes) if (?:all|any|either) of the following (?:are|is) true:-?"],
    "cfj.fail": [r"A Pending CfJ may be Failed by any Admin,? if (?:all|any) of the following are true:",
                 r"A (?:Pending )?(?:CfJ|Call for Judge?ment) (?:may be failed(?: by any Admin)?,?|fails) if (?:all|any|either) of the following (?:are|is) true:-?"],
    "dov.enact": [r"A Pending DoV may be Enacted by any Admin,? if (?:all|any) of the following are true:",
                  r"A (?:Pending )?(?:DoV|Declaration of Victory) (?:may be enacted(?: by any Admin)?,?|passes) if (?:all|any|either) of the following (?:are|is) true:-?"],
    "dov.fail": [r"A Pending DoV may be Failed by any Admin,? if (?:all|any) of the following are true:",
                 r"A (?:Pending )?(?:DoV|Declaration of Victory) (?:may be failed(?: by any Admin)?,?|fails) if (?:all|any|either) of the following (?:are|is) true:-?"],
}

# A DoV resolved by sentences rather than lists: (phrasing with a {cond} group read by the condition atoms, what it
# decides). "either": the condition lets the emperor decide it either way (an "emperor_decides" atom is added to it).
DOV_SENTENCES: list[tuple[str, str]] = [
    (r"If (?P<cond>[^.]+?), then the poster of the (?:Declaration|DoV) is considered to have officially won", "enact"),
    (r"If (?P<cond>[^.]+?),(?: however,)? then the Hiatus ends and the current Dynasty continues", "fail"),
    (r"If (?P<cond>[^.]+?), the {E} may (?:optionally )?step in and decide the win.s legality", "either"),
    (r"A pending (?:DoV|Declaration of Victory) may be enacted by any admin,? if (?P<cond>[^.:]+)(?:\.|$)", "enact"),
    (r"A pending (?:DoV|Declaration of Victory) may be failed by any admin,? if (?P<cond>[^.:]+)(?:\.|$)", "fail"),
]

# How a player's vote is determined, in other words than the bundled Rulesets' (phrasing -> value of votes.vote_is).
VOTE_IS: list[tuple[str, str]] = [
    (r"casts more than one Vote on a Proposal, only the most recent of those Votes is counted", "last icon"),
]

# The player and emperor terms in other words than the bundled Rulesets' (a group "p" or "e" takes the term).
PLAYER_TERM: list[str] = [
    r"Each participant in BlogNomic, or (?P<p>[A-Z][\w-]+(?: [A-Z][\w-]+)?), must obey the Ruleset",
]
EMPEROR_TERM: list[str] = [
    r"Each Dynasty is headed by a single (?P<e>[A-Z][\w-]+(?: [A-Z][\w-]+)?), and is named according to",
]

# Core mechanics stated in one sentence: name -> list of (phrasing, value). The phrasing is searched for in
# the Ruleset (the first that some rule states wins; the wording of the bundled Rulesets is tried before these,
# in profile.py); the value is a dict whose strings "$slot" take the slot's text, "#slot" its number, "?slot"
# whether the slot matched, "!slot" whether it did not.
MECHANICS: dict[str, list[tuple[str, dict]]] = {
    "veto": [
        (r"The (?P<who>{E}) may use VETO as a voting icon to cast a Vote on (?:a|any) (?P<on>proposal|votable matter)[^;]*;.*?renders the Proposal Vetoed(?P<sticky>, even if the {E} later changes (?:their|his|her|eir) Vote)?",
         {"holder": "$who", "applies_to": "$on", "sticky": "?sticky"}),
        (r"Proposals the (?P<who>{E}) has (?:Voted|voted) to VETO are considered vetoed(?P<sticky>, and such a Vote cannot be changed)?",
         {"holder": "$who", "applies_to": "proposals", "sticky": "?sticky"}),
        (r"When (?:the )?(?P<who>{E}) votes to VETO a Proposal, any Admin may fail that Proposal", {"holder": "$who", "applies_to": "proposals", "sticky": False}),
    ],
    "withdrawal": [
        (r"casts an explicit vote AGAINST (?:their|his|her|eir) own Proposal, this renders the Proposal (?P<term>[\w-]+)(?P<sticky>, even if the author later changes (?:their|his|her|eir) Vote)?",
         {"term": "$term", "sticky": "?sticky", "deferential_against_counts": False}),
        (r"If the {P} who made a proposal votes AGAINST(?: it)?, (?:e|he|she|they) may not change (?:eir|his|her|their) vote", {"term": None, "sticky": True, "deferential_against_counts": None}),
    ],
    "cooldown": [
        (r"If a DoV is Failed and it had at least one AGAINST vote, the (?:{P}) who posted it cannot make another DoV until after (?P<hours>\d+) hours", {"hours": "#hours", "trigger": "at least one AGAINST vote"}),
        (r"When a DoV is failed, if it has a number of AGAINST votes that exceed Quorum, the (?:{P}) who posted it cannot make another DoV until after (?P<hours>\d+) hours", {"hours": "#hours", "trigger": "AGAINST votes exceed Quorum"}),
    ],
    # a DoV resolved by a Quorum of voters and a majority, after some hours (fewer if the emperor has voted)
    "dov_resolve_after": [
        (r"The (?:Declaration of Victory|DoV) may be resolved after (?P<h>\w+(?:-\w+)?) hours, or after (?P<h2>\w+(?:-\w+)?) hours if the {E} has voted on it",
         {"hours": "#h", "hours_if_emperor_voted": "#h2"}),
    ],
}

# How long a CfJ runs ("duration" model): until a Quorum of FOR (and AGAINST) votes, or N days / N hours.
CFJ_DURATION: list[tuple[str, dict]] = [
    (r"CfJs continue until they reach a Quorum of FOR votes, (?P<against>a Quorum of AGAINST votes, )?or if there is no hiatus going on, until (?P<d>\w+(?:-\w+)?) days have passed, and if there is a hiatus going on until (?P<dh>\w+(?:-\w+)?) days? have passed",
     {"quorum_for": True, "quorum_against": "?against", "days": "#d", "days_in_hiatus": "#dh"}),
    (r"CfJs continue until they reach a Quorum of FOR votes,? (?P<against>a Quorum of AGAINST votes,? )?or until (?P<d>\w+(?:-\w+)?) days have passed",
     {"quorum_for": True, "quorum_against": "?against", "days": "#d", "days_in_hiatus": "#d"}),
    (r"A Pending C[fF]J may be Resolved by (?:an|any) Admin if it has a Quorum of FOR Votes, (?P<against>a Quorum of AGAINST Votes, )?or if it has been open for voting for more than (?P<h>\w+(?:-\w+)?) hours",
     {"quorum_for": True, "quorum_against": "?against", "hours": "#h"}),
]
# When a CfJ of that model passes (else it fails).
CFJ_PASSES: list[str] = [
    r"if more than half of the (?:cast votes|votes cast|valid votes)(?: on it)? are (?:in favour|FOR), the Gamestate and Ruleset (?:shall|should) be amended",
    # 2003: "the Representatives' votes (their later votes overriding their earlier)", after a duration that ends voting
    r"if more than half of the (?:{PP})(?:'|’) votes(?: \(their later votes overriding their earlier(?: ones)?\))? are (?:in favour|FOR), the Gamestate and Ruleset (?:shall|should) be amended",
]

# A veto in other words: the emperor may veto / vote VETO / cast a vote of VETO / use the Imperial Veto; it is
# sticky when the sentence says it survives a changed vote.
VETO_GRANT = r"\b(?:the )?{E} (?:may|can) (?:vote to VETO|VETO|veto|cast a (?:vote|Vote) of VETO on|use VETO on|use the Imperial Veto on)\b"
VETO_STICKY = r"even if the \w+ later changes|(?:cannot|may not|can not) be changed|(?:cannot|may not) be withdrawn"

# The author's AGAINST on their own proposal: the act, and the term the proposal then has.
SELF_KILL_ACT = (r"(?:votes?(?: explicitly)?|casts? (?:an explicit |a )?vote|has voted) AGAINST (?:their|his|her|eir|its) own proposal"
                 r"|the {P} who (?:made|proposed|posted) (?:a|the) proposal votes AGAINST"
                 r"|proposals (?:the|whose) author has voted against")
SELF_KILL_TERM = r"renders the Proposal (?P<term>[\w-]+)|(?:are|is) considered (?P<term2>[\w-]+)"

# DEFERENTIAL votes counting as the emperor's vote: the sameness a sentence naming DEFERENTIAL must state.
DEFERENTIAL_SAME = (r"(?:count|counts|is counted|are counted|will count|is considered|are considered|shall be considered|is treated|are treated)"
                    r" (?:to be |as )?(?:valid and )?(?:the same as|identical to|equal to|equivalent to|a copy of) the {E}(?:'|’)s (?:valid )?vote")

# The DoV cooldown in other words: what triggers it (an atom of its condition), then how long it lasts.
COOLDOWN_TRIGGERS: list[tuple[str, str]] = [
    (r"(?:it )?(?:had|has|with) at least one AGAINST {VOTES}", "at least one AGAINST vote"),
    (r"(?:it )?(?:had|has|with) (?:a number of )?AGAINST {VOTES} (?:that )?(?:exceeds?|exceeding|greater than) quorum", "AGAINST votes exceed Quorum"),
    (r"(?:it )?(?:had|has|with) (?:a number of )?AGAINST {VOTES} (?:that (?:exceed or equal|equal or exceed)|equal to or greater than|of at least) quorum", "AGAINST votes reach Quorum"),
]
COOLDOWN_SENTENCE = (r"(?:If|When) a (?:DoV|Declaration of Victory) (?:is failed|fails|has failed)(?:,? (?:and )?(?:if )?(?P<trigger>[^,]+?))?,? "
                     r"the {P} who (?:posted|made) it (?:cannot|may not|can not) (?:make|post) another (?:DoV|Declaration of Victory) "
                     r"(?:until after|for|within) (?P<n>\w+(?:-\w+)?) (?P<unit>hours|days)")

# Hiatus while a DoV is pending: sentences of the Victory rules that put the game into Hiatus.
PENDING_DOV_HIATUS: list[str] = [
    r"If there is at least one pending DoV, BlogNomic is on Hiatus",
    r"Upon doing so, the game immediately goes into Hiatus",
    r"While (?:a|any) (?:DoV|Declaration of Victory) is pending, (?:BlogNomic|the game) is (?:on|in) Hiatus",
    r"Posting a (?:DoV|Declaration of Victory) puts the game into Hiatus",
    r"Whenever a (?:DoV|Declaration of Victory) is posted, (?:BlogNomic|the game) (?:immediately )?(?:goes into|enters) Hiatus",
    # "... may post a Declaration of Victory .... At this point, BlogNomic immediately goes into Hiatus" (2004)
    r"post (?:a|the) (?:DoV|Declaration of Victory)\b[^.]*\. At this point, (?:BlogNomic|the game) (?:immediately )?(?:goes into|enters) Hiatus",
    # the act of declaring must be in the sentence: "when a DoV is enacted, the game enters Hiatus" is another hiatus
    r"(?:posts?|posting|makes?|making) (?:a |the )?(?:DoV|Declaration of Victory)\b[^.]*?(?:the game|BlogNomic) (?:immediately )?(?:goes into|enters) Hiatus",
]

# Seasonal downtime: a sentence naming December dates and hiatus / no game actions.
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
DOWNTIME_EFFECTS = [r"BlogNomic is on Hiatus", r"the game is (?:on|in) Hiatus", r"no game actions may be taken", r"are Seasonal Downtime",
                    r"is Seasonal Downtime", r"(?:goes|go|enters?) (?:into )?Hiatus", r"remains? (?:on|in) Hiatus"]

# Where the gamestate is tracked.
GAMESTATE: list[tuple[str, dict]] = [
    (r"The gamestate tracking page for this dynasty is the (?P<page>.+?) page of the wiki", {"kind": "wiki page", "page": "$page"}),
    (r"tracked by the (?P<name>Generic Nomic Data Tracker)(?: \((?P<abbr>\w+)\))? at (?P<url>\S+?)\.?(?:\s|$)", {"kind": "GNDT", "name": "$name", "url": "$url"}),
    (r"[Gg]amestate (?:for this dynasty )?is tracked on the (?P<page>.+?) page of the wiki", {"kind": "wiki page", "page": "$page"}),
    (r"tracked (?:by|in|on) the GNDT at (?P<url>\S+?)[.,]?(?:\s|$)", {"kind": "GNDT", "name": "Generic Nomic Data Tracker", "url": "$url"}),
]

# Where the roster of active players (and the Admins among them) is kept: the blog's sidebar, or a wiki page.
# Origins: the core rule on players, 2004-2024 ("an Admin shall add them to the roster in the sidebar"); Idle
# players, 2018-2024 ("the list of currently active Vassals in the Sidebar"); a 2025 dynasty ("only Active if their
# name is on the list of currently active Seekers in the Sidebar"); the 2025 proposal "[Core] Power to the People"
# ("add them to the roster in Core Tracking", "Current Non-idle Citizens are listed in Core Tracking"). A wiki page
# is tried first: a Ruleset that moved the roster may still speak of the sidebar elsewhere. The page's name may stand in
# brackets as the proposal wrote it ("[Core Tracking]"), the render of a link having none.
ROSTER: list[tuple[str, dict]] = [
    (r"\broster (?:in|on) (?:the )?\[{0,2}(?P<page>(?![Ss]idebar\b)[A-Z][\w'’ -]{1,60}?)\]{0,2}(?: page)?(?: (?:of|on) the wiki)?(?=[,.;:]| at which)",
     {"kind": "wiki page", "page": "$page"}),
    (r"(?:[Nn]on-idle|[Aa]ctive) (?:{PP}) are listed (?:in|on) (?:the )?\[{0,2}(?P<page>(?![Ss]idebar\b)[A-Z][\w'’ -]{1,60}?)\]{0,2}(?: page)?(?: (?:of|on) the wiki)?(?=[,.;:])",
     {"kind": "wiki page", "page": "$page"}),
    (r"\broster in the [Ss]idebar", {"kind": "sidebar"}),
    (r"list of (?:currently )?active (?:{PP}) in the [Ss]idebar", {"kind": "sidebar"}),
    (r"\b(?:marked|signified) as such in the [Ss]idebar", {"kind": "sidebar"}),
]

