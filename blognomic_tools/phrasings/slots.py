"""The one slot vocabulary of every phrasing (see reading.phrasing for how a slot is filled).

A pattern slot written as a regular expression says ``"spaces": "literal"``: its spaces are its own, whatever
the table using it says of spaces. A slot with a ``group`` captures under that name unless the phrasing names
another (``{RULE_REF:parent2}``); a slot without one is inserted as it is, so its pattern is one unit (no bare
``|`` at its top level).
"""

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
    "OWN_KIND": {"pattern": r"(?:(?!(?:daily|weekly|fortnightly|monthly|atomic|virtual|timed|communal|game|dynastic)\b)(?:(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+| \d+(?= (?-i:[A-Z]))){0,3} (?-i:[Aa])ction|(?:(?-i:[A-Z])[\w-]+ )?(?-i:A)ctivity|(?!(?-i:Transaction|Interaction|Attraction|Distraction|Satisfaction|Dissatisfaction|Subtraction|Extraction|Contraction|Infraction|Abstraction|Redaction|Retraction|Detraction|Compaction|Benefaction|Putrefaction|Stupefaction|Liquefaction|Rarefaction|Protraction|Refraction|Diffraction|Overreaction)\b)(?-i:[A-Z])[a-z]{2,}(?-i:action)\b))",
                 "spaces": "literal", "doc": "a kind of action a dynasty names itself (an Angling Action, a Tale Action, an Activity; round 28's Premiers, 2000s: 'As a Directive action', its own name capitalised; round 29's Pawns, 2010s: 'As a Phase 2 Mandatory Turn Action', up to four words, a number among them; the held-out round 123's Residents, 2018: 'may, as a Lockaction, choose …', one word with 'action' run on to it, never a word of the language, 'a Transaction'), not a kind every dynasty knows"},
    "ACT_OWN_KIND_LOWER": {"pattern": r"(?!(?:daily|weekly|fortnightly|monthly|communal|atomic|virtual|timed|additional|separate|extra|single|new|further|other|same|normal|regular|second|first|free|optional|secret|private|public|dynastic|game)\b)(?-i:[a-z])[a-z]+",
                           "spaces": "literal", "doc": "a kind of action the dynasty defines said in lower case before 'action' (round 13, Thieves 2013: 'As an assisted action'; round 40, Circles 2000s: 'may, as a cyclical action, set …'): never a core kind nor a word that only sets one action apart ('a separate action', 'an extra action', 'a free action'); give it a group"},
    "ARTICLE": {"pattern": "(?:an?|the)", "doc": "a, an or the (a synonym replacement may leave 'an Vassal')"},
    "ACT_PRONOUN": {"pattern": "(?:he or she|she or he|he/she|they|he|she|e|ey)", "doc": "a player said by a pronoun (Spivak 'e' and 'ey' of the 2000s as well; 'he or she', round 43, Librettists, 2009)"},
    "THEIR": {"pattern": "(?:their|his|her|eir|his or her)", "doc": "a player's possessive (Spivak 'eir' until about 2012)"},
    # -- parts: interchangeable wordings of one piece of meaning, composed into statements
    "MATTER": {"one_of": [{"phrasing": r"Proposal", "origin": "Ruleset 70 (2009)"}, {"phrasing": r"Votable Matter", "origin": "Ruleset 205 \"Votable Matters\""}], "doc": "a post the players vote on"},
    "MAY": {"one_of": [{"phrasing": r"may", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"can", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}], "doc": "a player's or the emperor's permission"},
    "MAY_NOT": {"one_of": [{"phrasing": r"cannot", "origin": "cool_r70: Ruleset 70 (2009) \"Victory and Ascension\""}, {"phrasing": r"may not", "origin": "cool_r70: Ruleset 70 (2009) \"Victory and Ascension\""}, {"phrasing": r"can not", "origin": "cool_r70: Ruleset 70 (2009) \"Victory and Ascension\""}], "doc": "a prohibition"},
    "VETO_ACT": {"one_of": [{"phrasing": r"use VETO as a voting icon to cast a Vote on", "origin": "veto_icon: Ruleset 205 \"Votable Matters\""}, {"phrasing": r"cast a VETO (?:icon|vote) as {THEIR} (?:vote|Vote) on", "origin": "veto_icon_as_vote: \"Pre-Position\" (2012), a weak veto \"by casting a VETO icon as their vote on a Proposal\""}, {"phrasing": r"vote to VETO", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"VETO", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"veto", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"cast a (?:vote|Vote) of VETO on", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"use VETO on", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}, {"phrasing": r"use the Imperial Veto on", "origin": "veto_may_vote: Ruleset 70 (2009) \"Dynasties\" / \"Reductio Decretum\" (2006)"}], "doc": "the act of vetoing, as the emperor's permission names it"},
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

    # -- proposals (parsers.proposal): a line of a proposal, its quoted texts replaced by tokens ⟦n⟧
    "QUOTED": {"pattern": r"⟦\d+⟧", "spaces": "literal",
               "doc": "a quoted string or block of quoted text of the post, as the token ⟦n⟧ that stands for it"},
    "BARE_TITLE": {"pattern": r"(?-i:[A-Z0-9])(?:(?!\s+by\s+\w+ing\b)[^,.:;!?⟦⟧()])*?", "spaces": "literal",
                   "doc": "an unquoted title: starts with a capital, stops at the form's next words"},
    "RULE_REF": {"pattern": r"(?:the\s+)?(?:new(?:ly\s+(?:created|added))?\s+)?(?:(?:core|dynastic|special[ -]case|appendix|building\s+blocks?)\s+)?"
                            r"(?:(?:rule|subrule|sub-rule)\s+(?:(?:in|of)\s+the\s+(?:appendix|glossary|(?:core|dynastic|special\s+case)\s+rules)\s*,?\s+)?(?:(?:entitled|called|named|titled)\s+)?"
                            r"(?:#?\s*\d+(?:\.\d+)*(?:\s*\(\s*(?:{QUOTED}|[^()⟦⟧]+?)\s*\)|\s*(?::|-{1,2}|–|—)\s*(?:{QUOTED}|{BARE_TITLE})|\s*,\s*{QUOTED}|\s*,\s*{BARE_TITLE}(?=\s*[:\-–—]*\s*(?:⟦\d+⟧)?\s*[.;]?\s*$)|\s+{QUOTED}|\s+{BARE_TITLE})?|{QUOTED}|{BARE_TITLE})"
                            r"|section\s+\d+(?:\.\d+)*(?![\w.])"
                            r"|(?:(?:that|this)\s+same|same|that|this|above|said|previous|aforementioned|previously\s+(?:created|added|mentioned)|newly\s+(?:created|added))\s+(?:sub-?)?rule|it|{QUOTED}(?:\s+(?:sub-?)?rule)?"
                            r"|(?:sub-?)?rule\s+(?:that\s+|which\s+)?this\s+(?:proposal|cfj)\s+(?:creates|adds|enacts)"
                            r"|(?-i:the\s+rule)(?!\s+(?:\d|⟦|#|(?-i:[A-Z])))"
                            r"|(?:the\s+)?(?=[^.,:;]{1,80}?\bsection\s+of\b)(?:{QUOTED}|{BARE_TITLE})\s+section\s+of\s+(?:the\s+)?(?:core|dynastic|special\s+case)\s+rules"
                            r"|{CAPS_TITLE}(?=\s*,\s*(?:then\s+)?{INSTRUCTION_VERB}\b|\s+(?:add|append|insert)\s+the\s+(?:following|text)\b))",
                 "spaces": "literal",
                 "doc": "a rule as a proposal names it: “X”, the rule X, Rule 1.5 (Enactment), core rule “1.5 Enactment”, "
                        "that rule, it, the Rule this Proposal creates, section 1.5 (a rule by its number, veto_clarifications 2010), the Building Blocks rule “X”, appendixcore_lets_talk_privately (2023) 'the Fair Play section of the Core Rules' (a rule of that section), "
                        "light_rendering_update (2022) 'In Halls, replace …' (a bare title in capitals, right before the comma and the order; "
                        "with no comma before an order adding 'the text' or 'the following', heldout11 2017 'Under Aliases add the text'), "
                        "2012 'the rule in the Appendix entitled X' (the section said before the title), "
                        "heldout11 2008 'rule 2.5, “Glow”' and 2009 'Rule 2.8, Ranks:' (a number, a comma, its title: a title unquoted only where the line ends) "
                        "(no group: give one, or use RULE, PARENT, ANCHOR_RULE)"},
    "CAPS_TITLE": {"pattern": r"(?!(?:the|this|that|each|every|all|any|it|rule|sub-?rule|core|dynastic|special|appendix|glossary|ruleset)\b)(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3}",
                   "spaces": "literal", "doc": "a rule's title written bare, with no 'rule' before it: one to four capitalised words "
                                              "(read only where the words after it close the name: 'In Halls, replace …', 'append to Kennel' and its text)"},
    "RULE": {"pattern": "{RULE_REF}", "group": "rule", "doc": "the rule an instruction changes"},
    "PARENT": {"pattern": "{RULE_REF}", "group": "parent", "doc": "the rule a new or moved rule goes under"},
    "ANCHOR_RULE": {"pattern": "{RULE_REF}", "group": "anchor_rule", "doc": "the rule a new or moved rule goes after or before"},
    "SECTION": {"pattern": r"(?:the\s+)?(?:Core\s+Rules|Dynastic\s+Rules|Special\s+Case(?:\s+Rules)?|Appendix|Glossary|Ruleset|Dynastic\s+Rule\s*set|(?-i:[A-Z]{2,5})\s+rule\s*set)",
                "group": "section", "spaces": "literal", "doc": "a section of the Ruleset (the Core Rules, the Appendix...; a faction's ruleset of 2008-2009: 'the OWL ruleset')"},
    "CITATION_TAIL": {"pattern": r"(?:\s*,\s*sub-?rule\s+of\s+rule\s+\d+(?:\.\d+)*(?:\s+(?-i:[A-Z])[^,.⟦⟧]*?)?)*(?:\s*,\s*rule\s+of\s+the\s+(?-i:[A-Z]{2,5})\s+rule\s*set)?",
                      "spaces": "literal",
                      "doc": "the rest of a rule's full citation after the rule ('…, sub-rule of rule 3 Red Tape, Rule of the OWL ruleset'; "
                             "mic_lets_try_it_again_this_time_without_misunderstandings, 2009), or nothing"},
    "OLD_TEXT": {"pattern": "{QUOTED}", "group": "old", "doc": "the quoted words an instruction replaces or removes"},
    "NEW_TEXT": {"pattern": "{QUOTED}", "group": "text", "doc": "the quoted text an instruction puts in"},
    "ANCHOR_TEXT": {"pattern": "{QUOTED}", "group": "anchor", "doc": "the quoted words new text goes after or before"},
    "TITLE": {"pattern": "{QUOTED}|{BARE_TITLE}", "group": "title", "doc": "a rule's title, quoted or bare (always with its group)"},
    "WHICH": {"pattern": r"(?:(?:the\s+)?(?P<which>first|last|second|third|every|each|all(?:\s+the)?)\s+(?:instances?|occurrences?|uses?|mentions?)\s+of\s+(?:the\s+(?:words?|text|phrase|term|string)\s+)?)?",
              "spaces": "literal", "doc": "which occurrences of the words ('all occurrences of', 'the second instance of'), or none said"},
    # (a capitalised word after a bare title and a space only is the title's: "… in the rule Banned Words:")
    "FILL": {"pattern": r"(?:(?:\s+(?-i:(?:with|and|give|it|having|the|following|text|as|follows|reading|which|that|reads|read|"
                        r"this|to|so|instead|body|contents|wording|paragraph|words|another|sentence|new|a|in|same|bullet|point|of|"
                        r"shall|should|will|contain|now|following:))|"
                        r"\s*[,:;.-][\s,:;.-]*(?:with|and|give|it|having|the|following|text|as|follows|reading|which|that|reads|read|"
                        r"this|to|so|instead|body|contents|wording|paragraph|words|another|sentence|new|a|in|same|bullet|point|of|"
                        r"shall|should|will|contain|now|following:))\b)*[\s,:;-]*",
             "spaces": "literal",
             "doc": "the words between an instruction and its quoted text (', with the following text:', 'so that it reads', 'as follows:-'; a capitalised "
                    "word after a space only is a bare title's own: 'the rule Banned Words:')"},
    "ADD_VERB": {"pattern": r"(?:add|create|enact|make|insert|include)", "doc": "a verb that adds a rule (editors_desk, 2025: 'In the same rule, include the following subrule named …')"},
    "FOLLOWING_AS": {"pattern": r"(?:the\s+following\s+(?:(?:text\s+|rule\s+text\s+|wording\s+)?as\s+)?|this\s+as\s+)?", "spaces": "literal",
                     "doc": "'the following', 'the following (text) as', 'this as' before the rule a verb adds ('Add the following rule, called …'), or nothing"},
    "TITLE_WORD": {"pattern": r"(?P<tkw>called|entitled|named|titled|known\s+as|with\s+the\s+(?:title|name)|and\s+call\s+it|call\s+it|and\s+title\s+it)(?:\s*,)?",
                   "spaces": "literal", "doc": "the words before a new rule's title ('called', 'and call it'; the_life_of_the_parties, 2022/10: 'known as'; editors_desk, 2025: 'named, “X”' with a comma), captured as tkw"},
    "PLACE": {"pattern": r"(?:(?:to|in|into|within|of)\s+{SECTION}"
                         r"|as\s+an?\s+(?:new\s+)?sub-?rule\s+(?:to|of|under)\s+(?P<parent>{RULE_REF}|{BARE_TITLE})"
                         r"|(?:to|of|under|in|within|for)\s+{RULE_REF:parent2}{CITATION_TAIL}"
                         r"|(?:to|of|under|in|for)\s+(?P<parent4>{BARE_TITLE})(?=\s*,?\s*(?:(?:called|entitled|named|titled)\b|⟦\d+⟧))"
                         r"|(?:to|of|under)\s+the\s+(?:sub-?)?rule\s+(?P<parent3>(?-i:[a-z])[\w’'-]*(?:\s+(?-i:[a-z])[\w’'-]*){0,2}?)(?=\s+(?:called|entitled|named|titled)\b)"
                         r"|(?:(?:immediately|directly|right)\s+)?(?P<wh>after|before)\s+{ANCHOR_RULE})",
              "spaces": "literal",
              "doc": "where a new rule goes: a section, as a subrule of a rule (parent, parent2; thats_cool_but_have_you_considered, 2025/05: 'of Critiques, called …' unquoted: parent4; 'in “X”', 'for X'; light_rendering_update_2.0 2022 'Create a subrule of Halls called Lamplight:'), after or before a rule (wh, anchor_rule)"},
    "RULE_NOUN": {"pattern": r"(?P<kindword>(?:core|dynastic|special\s+case|appendix|red|green|blue)\s+)?(?P<noun>rule|sub-?rule)",
                  "spaces": "literal", "doc": "rule or subrule, with the kind said before it (kindword, noun)"},
    "LOC_STEP": {"read_apart": True, "spaces": "literal", "one_of": [
        {"phrasing": r"the\s+{NTH}\s+(?:paragraph|para)", "step": "paragraph:{nth}",
         "origin": "blognomic.com/archive/holding_consensus (2013) 'Append to the first paragraph of Rule 2.6.1'; bad_idea (2006) 'the last paragraph of Rule 1.9'"},
        {"phrasing": r"the\s+paragraph\s+(?:that\s+|which\s+)?(?:begins|beginning|starts|starting)(?:\s+with)?\s+{QUOTED:q}", "step": "paragraph beginning:{q}",
         "origin": "proposals of the 2010s-2020s: 'the paragraph beginning “…”'"},
        {"phrasing": r"the\s+{QUOTED:q}\s+(?:paragraph|para)", "step": "paragraph beginning:{q}",
         "origin": "2004: 'To the end of the “Some Mariners are …” paragraph in Rule 2 (Mariners), add:-'"},
        {"phrasing": r"the\s+{NTH}\s+sentence", "step": "sentence:{nth}",
         "origin": "proposals of the 2020s: 'After the first sentence of the second paragraph of the “X” section of rule 14, add:'"},
        {"phrasing": r"the\s+sentence\s+(?:that\s+|which\s+)?(?:begins|beginning|starts|starting)(?:\s+with)?\s+{QUOTED:q}", "step": "sentence beginning:{q}",
         "origin": "'the sentence beginning “…”' (as 'the paragraph beginning', 2010s-2020s)"},
        {"phrasing": r"the\s+sentence\s+(?:that\s+|which\s+)?(?:ends|ending)(?:\s+with)?\s+{QUOTED:q}", "step": "sentence ending:{q}",
         "origin": "blognomic.com/2023/12 (Shambling Warriors) 'the sentence ending “…”'"},
        {"phrasing": r"the\s+(?:sole|only|single|one)\s+(?:bulleted\s+|numbered\s+|unordered\s+|ordered\s+)?list", "step": "list:sole",
         "origin": "a 2020s proposal: '…by appending the following list item to the sole list'"},
        {"phrasing": r"the\s+{NTH}\s+(?:bulleted\s+|numbered\s+)?list", "step": "list:{nth}",
         "origin": "'the second list' (as 'the sole list', 2020s)"},
        {"phrasing": r"the\s+(?:bulleted\s+|numbered\s+)?list(?!\s+of\b)", "step": "list:sole",
         "origin": "'… to the list in the rule X' (as 'the sole list'); not 'the list of reasons' (reductio_imperator, 2006), which may be prose"},
        {"phrasing": r"the\s+(?:bullet(?:ed)?\s+points|list\s+items)", "step": "list:sole",
         "origin": "blognomic.com/archive/light_rendering_update_2.0 (2022/12): '… and replace its bullet points with:' (all of them: the rule's list)"},
        {"phrasing": r"the\s+{NTH}\s+(?:bullet(?:\s+point)?|list\s+item|item|entry|point)", "step": "item:{nth}",
         "origin": "proposals of the 2010s-2020s: 'the third bullet point'"},
        {"phrasing": r"the\s+(?:bullet(?:\s+point)?|list\s+item|item|entry|point|line|step)\s+(?:that\s+|which\s+)?(?:begins|beginning|starts|starting|reading)(?:\s+with)?\s+{QUOTED:q}",
         "step": "item beginning:{q}", "origin": "proposals of the 2020s: 'the item that begins with “…”'; michelin_guide (2024): 'add the following step after the step that begins with “Settle fares”'"},
        {"phrasing": r"the\s+{QUOTED:q}\s+(?:bullet(?:\s+point)?|list\s+item|item)", "step": "item beginning:{q}",
         "origin": "'the “X” bullet point' (as 'the item that begins with “X”', 2020s)"},
        {"phrasing": r"the\s+{QUOTED:q}\s+(?:section|step|part|heading|subsection|clause|entry)", "step": "heading:{q}",
         "origin": "proposals of the 2020s: 'the “X” section of rule 14', 'set the content of the “X” step to be …'"},
        {"phrasing": r"the\s+(?:section|step|part|heading|subsection|clause)\s+(?:(?:called|titled|entitled|named)\s+)?{QUOTED:q}", "step": "heading:{q}",
         "origin": "'the section “X”' (as 'the “X” section', 2020s)"},
     ], "doc": "one step of a locator path inside a rule (a paragraph, a sentence, a list, an item, a labelled part); "
               "its 'step' is the path step it reads as, filled from the wording's groups (nth, q)"},
    "AT": {"pattern": r"(?P<path>(?:(?:the\s+(?:very\s+)?(?:end|start|beginning|top|bottom)\s+of\s+)?{LOC_STEP}\s+(?:of|in|within|from)\s+)*)"
                      r"(?P<edge>the\s+(?:very\s+)?(?:end|start|beginning|top|bottom)\s+of\s+)?(?:the\s+(?:main\s+)?body\s+(?:text\s+)?of\s+)?{RULE}",
           "spaces": "literal",
           "doc": "a place in a rule: a locator path (steps outermost last: 'the first sentence of the second paragraph of') and "
                  "the rule (path, edge, rule)"},
    "INNER": {"pattern": r"(?P<inner>(?:(?:the\s+(?:very\s+)?(?:end|start|beginning|top|bottom)\s+of\s+)?{LOC_STEP}\s+(?:of|in|within|from)\s+)*"
                         r"(?:the\s+(?:very\s+)?(?:end|start|beginning|top|bottom)\s+of\s+)?{LOC_STEP})",
              "spaces": "literal", "doc": "a locator path inside the rule the line already named ('to the sole list', 'the “X” step')"},
    "TEXT_NOUN": {"pattern": r"(?:\((?:un)?(?:bulleted|numbered)\)\s+)?(?:text|paragraph|sentence|line|section|bullet\s+point|list\s+item|item|step|words|clause|rule\s+text)", "spaces": "literal",
                  "doc": "what a piece of text is called ('the following paragraph', '… section', '… list item', michelin_guide (2024) '… step'; "
                         "objection (2016) 'the following (unbulleted) paragraph')"},
    "NEW_NUMBER": {"pattern": r"(?:\s*,?\s+(?:of\s+)?(?:number\s+|no\.\s*|#\s*)?(?P<newnum>\d+(?:\.\d+)*))?", "spaces": "literal",
                   "doc": "the number a new rule is given ('a new rule of number 97', 'rule # 4', 'a rule 1.2.1'), captured as newnum"},
    "END_OF": {"pattern": r"(?:the\s+(?:very\s+)?end\s+of|the\s+bottom\s+of)", "spaces": "literal", "doc": "the end of a place ('the end of', 'the bottom of')"},
    "BEFORE_SUBRULES": {"pattern": r"(?:\s*,?\s*(?:but\s+|and\s+)?(?:before|above|ahead\s+of)\s+(?:its|the|any)\s+(?:sub-?rules|sub-?sections))?",
                        "spaces": "literal", "doc": "', before the subrules' said of the end of a rule (its own text ends there)"},
    "REPEAL_VERB": {"pattern": r"(?:repeal|delete|remove|expunge|abolish|rescind|strike|erase|revoke|annul|scrap|excise)",
                    "doc": "a verb that, said of a rule, repeals it (phrasings.orders.REPEAL_SYNONYMS: 'Expunge the rule X', 'Abolish the rule X')"},
    "PURPOSE_INFINITIVE": {"pattern": r"\s+(?!(?:the|a|an|all|each|every|any|both|its|their|his|her|that|this|these|those|rule|rules)\b)(?-i:[a-z])[\w’'-]*"
                                      r"\s+(?:a|an|the|one|each|every|all|their|its|his|her|some|any|that|this|them|it)\b",
                           "spaces": "literal",
                           "doc": "after 'To', a verb and its object ('To create a Burrow, roll DICE8.'): a purpose said in a rule's text, no place a proposal's order names"},
    "INSTRUCTION_VERB": {"pattern": r"(?:add|replace|change|amend|append|prepend|insert|remove|delete|repeal|rename|move|create|set|"
                                    r"reword|rewrite|give|subtract|increase|decrease|enact|modify|strike|retitle|make|each|reduce|"
                                    r"transfer|award|revert|select|choose|roll|uphold|update|renumber|restore|continue|omit|substitute|undo|edit|"
                                    r"expunge|abolish|rescind|erase|revoke|annul|scrap|excise)",
                         "doc": "a verb that starts an instruction of a proposal (a line starting with one that no form reads is not understood)"},

    # -- gamestate instructions of proposals (enactment.gamestate), read on the sentence with its spaces made one
    "WHO": {"pattern": ".+?", "group": "who",
            "doc": "who the instruction is for: a player, 'each <player term>', or 'each <player term> with/whose ...'"},
    "WHO_POSSESSIVE": {"pattern": "{WHO}(?:'s|')", "doc": "WHO followed by a possessive ('s or ')"},
    "VARIABLE": {"pattern": r"[^\W\d][\w\- ]*?", "group": "var", "spaces": "literal",
                 "doc": "a gamestate variable's name as the proposal writes it"},
    "AMOUNT": {"pattern": r"(?:(?:[₩$£]\s?)?\d{1,3}(?:,\d{3})+|(?:[₩$£]\s?)?\d+|three|seven|eight|zero|none|four|five|nine|one|two|six|ten|an?)",
               "group": "n", "spaces": "literal",
               "doc": "an amount: digits (with thousands commas, a ₩/$/£ sign), a number word up to ten, a/an"},
    "VALUE": {"pattern": ".+?", "group": "value", "doc": "a value, typed later by the variable's declaration"},
    "PLAYER_NAME": {"pattern": r"[^\s|{}\[\]<>=!,;:()]+(?: [^\s|{}\[\]<>=!,;:()]+)*?", "group": "name", "spaces": "literal",
                    "doc": "one player's name: words without table or punctuation marks (names may have spaces, blog 2012 'Soviet Brendon')"},
    "PLAYERS_TABLE": {"pattern": "(?:the )?(?:table of {PLAYERS}|{PLAYERS} table|{PLAYER} table|{PLAYERS}|gamestate(?: page| table)?|table)",
                      "doc": "the table of players ('the table of Vassals', 'the gamestate', 'the Vassals table')"},
    "AT_DEFAULTS": {"pattern": r"(?:,? \(?(?:at|with) (?:the |their |all )?defaults?(?: values)?\)?)?",
                    "doc": "'at the defaults' and its kin, or nothing"},
    "COMPARISON": {"pattern": r"(?:no fewer than\s+|no less than\s+|no more than\s+|fewer than\s+|more than\s+|less than\s+|"
                              r"at least\s+|at most\s+|exactly\s+|above\s+|under\s+|below\s+|over\s+)",
                   "group": "cmp", "spaces": "literal",
                   "doc": "a comparison before a number ('at least', 'fewer than'), with its space; the meanings are "
                          "phrasings.gamestate_instructions.COMPARISONS"},

    # -- dynastic actions (validators.actions), read on one sentence (phrasings.actions says which part is which)
    "ACT_WHOSE": {"pattern": r"(?:(?:their|his or her|his/her|her or his|his|her|eir|its|your)(?: own)? (?:(?-i:[A-Z])\w+'s )?|(?:all|each|every|another|the|that|(?:one|any) other|a single|any) (?:[\w-]+ ){0,2}?[\w-]+(?:'s|s'|') |the (?:communal|shared|common|collective) |(?:each|every) (?-i:[A-Z])\w+s (?=(?-i:[A-Z]))|)",
                  "group": "whose", "spaces": "literal",
                  "doc": "whose variable, before its name ('their ', 'all Operator's ', 'the Taunt Target's ', 'one other Rower's ', 'the communal ', or nothing); "
                         "its meaning is the wording of phrasings.actions.WHOSE that reads it whole"},
    "ACT_OF": {"pattern": r"(?:another|each|every|all|any|that|one|the) [^,.;]+?", "group": "of", "spaces": "literal",
               "doc": "whose variable, after its name ('the Gold of another Vassal'); read by phrasings.actions.OF_WHOM"},
    "ACT_VAR": {"pattern": r"(?!(?:and|or|up|to|by|from)\b)[A-Za-z][\w'-]*(?: (?!(?:and|or|up|to|by|from)\b)[A-Za-z][\w'-]*){0,3}?", "group": "var", "spaces": "literal",
                "doc": "a variable's name as the action's sentence writes it (one to four words), matched to the declared ones after"},
    "ACT_AMOUNT": {"pattern": r"\d+ or more(?= )|(?:\d+|(?-i:[A-Z]))(?: ?[*×] ?(?:\d+|(?-i:[A-Z])))+(?![\w^(])|(?:[₩$£] ?)?\d{1,3}(?:,\d{3})+|(?:[₩$£] ?)?\d+\.\d+|(?:[₩$£] ?)?\d+(?: ?%| percent)?|(?:twice|thrice) \d*DICE ?\d+|DICE ?\d+|{N}|x|X|N|half|(?:that|the) (?:same )?amount(?= |$)",
                   "group": "n", "spaces": "literal",
                   "doc": "an amount: digits (thousands commas, a ₩/$/£ sign, a %), a number word, a/an, DICEn, x or N (any amount), half, "
                          "a product of numbers and letters ('3*D', 'X * 4'), a least amount the actor chooses above ('1 or more'), twice a roll ('twice DICE8', round 5's Corsairs), the amount said before ('increase their Pledge by the same amount', round 77's Prospectors; 'that amount')"},
    "ACT_ANY": {"pattern": r"any amount|as much|a positive amount|any positive amount", "spaces": "literal",
                "doc": "an amount the actor chooses, in words ('any amount', 'as much', 'a positive amount'); read as x"},
    "ACT_RECEIVER": {"pattern": r"(?-i:[Tt])he (?!(?:{PLAYER}|{PLAYERS}|{EMPEROR})\b)(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+){0,2}\b", "spaces": "literal",
                     "doc": "a thing or a role of the game that is paid or given something, by its capitalised name with its article "
                            "('The Underground', 'the Vendor'; not the players' word nor the emperor's); give it a group"},
    "ACT_TEXT": {"pattern": r".+?", "group": "n", "doc": "an amount said in words ('the effective one-off cost of their engine'), kept as written"},
    "ACT_COMPUTED": {"pattern": r"(?:the|their|its|his|her|eir|that) (?:number|amount|total|sum|difference|value|result|product|count|quantity|level) (?:of|between|rolled|shown|on|(?:given|listed|stated|specified|indicated|set out|printed|written) (?:for|by|in|on|against|beside))\b[^,;()]+?",
                     "group": "n", "spaces": "literal",
                     "doc": "an amount worked out from the gamestate, said in words and kept as written ('the number of Wares they hold', "
                            "'the difference between their Levy value and the next highest Levy value'; the held-out round 97's 'by the amount "
                            "given for that Undertaking'); its own group n"},
    "ACT_VALUE": {"pattern": r"(?:(?! as if | by (?:gaining|spending|paying|losing|reducing|expending|discarding|sacrificing) | and (?:then )?(?:may|can|must|shall|should|cannot|can't|will|is|are) | (?:in order )?to (?:set|change|gain|increase|decrease|raise|lower|reduce|add|remove|buy|purchase|become|perform|take|make|earn|receive) )[^,;])+?(?:, or (?:(?! as if )[^,;])+?)?", "group": "value", "spaces": "literal", "doc": "the value a variable is set to, typed later by its declaration"},
    "ACT_PER": {"pattern": r"(?: (?P<per>(?:for|per) (?:each|every) [^,]+?))?", "spaces": "literal",
                "doc": "how many times an amount applies ('for each Assigned Serf'), or nothing"},
    "ACT_LIMIT": {"pattern": r"(?:,? (?P<limit>to a (?:minimum|maximum) of [^,()]+?)| \((?P<limit2>to a (?:minimum|maximum) of [^,()]+?)\))?", "spaces": "literal",
                  "doc": "the bound an effect stops at ('to a minimum of 0', or set apart in brackets as round 2's '(to a minimum of 0)'), or nothing"},
    "ACT_EXCLUDING": {"pattern": r"(?:excluding|except for|except|other than|but not|barring|save for|save|apart from|not including)",
                      "spaces": "literal", "doc": "the words that leave someone or something out ('excluding the Matriarch's', 'other than themselves')"},
    "ACT_CONDITION_WORD": {"one_of": [
        {"phrasing": r"if", "origin": "Ruleset 70 (Unstable Runes): 'If any Apprentice has the consecutive subsequence … in his Workbench, then as a Daily action …'"},
        {"phrasing": r"when", "origin": "Ruleset 205 (Bouts): 'When an Operator's Readiness is Staging then they may set it to Set at any time'"},
        {"phrasing": r"whenever", "origin": "blogspot 2005/04 (Crew): 'Whenever an Admin enacts or fails a timed out Proposal, that Admin may …'"},
        {"phrasing": r"while", "origin": "Ruleset 209 (Explorers Phase): 'While the state in Banewood Mansion is set to Explorers Phase, any Explorer may …'"},
        {"phrasing": r"once", "origin": "round 10 (2003): 'Once a Bout has initiated and the turn order has been decided, Tamers may …' ('once' as 'when', not a frequency)"},
        {"phrasing": r"unless", "origin": "the reverse of 'provided that' ('Unless the Vault is sealed, a Burglar may …')"},
        {"phrasing": r"after", "origin": "round 6 (2006): 'After at least 36 hours have passed, any Admin may resolve the post …'"},
        {"phrasing": r"before", "origin": "the reverse of 'after' ('Before the Vigil begins at the altar: A Pilgrim may …', the form of round 13's colon)"},
        {"phrasing": r"until", "origin": "the bound of 'while' ('Until the Bell has rung, a Pilgrim may …')"},
    ], "doc": "a word that opens a clause of when or under what condition an action is had, at the head of a sentence (a "
              "lead of the action, never a label nor a statement of its own: phrasings.actions PASS_LEADS, LABELS, "
              "LEADS_BEFORE_COLON); a phrasing adds the words of its own beside it ('as long as', 'during', 'where')"},
    "ACT_IMPERATIVE_CHANGE": {"pattern": r"(?:apply|set|reset|re-?initiali[sz]e|increase|decrease|reduce|raise|lower|add|remove|delete|move|give|transfer|deduct|subtract|double|halve|swap|replace|update|clear|empty|restore|recalculate|increment|decrement|award|assign|destroy|eliminate|kill|discard|shuffle|refill|rename|gain|lose)",
                              "spaces": "literal",
                              "doc": "the verbs of a change of the gamestate said in the imperative, as the rules' procedures write them (round 59, Apprentices 2009: 'Should any situation result in a Pupil not having a valid hearth, re-initialize the hearth'; round 61, Workers 2021: 'Increase each Workshop’s Headway by …'; round 91, Stewards 2010s: '** If the district is Blessed, gain 3 Devotion and 1 Coin.', a yield under a building's label): the net's cue of such a step (GRANT_IMPERATIVES) and the reader's outcome of one (OUTCOME_CLAUSES)"},
    "ACT_END": {"pattern": r"(?:dies|die|perishes|perish|starves|starve|ceases? to exist)", "spaces": "literal",
                "doc": "a thing's end said in the present (round 67, Glowcats 2012: 'If a Glowcat hasn’t drunk 3 Flasks …, he dies'): the net's cue (GRANT_OUTCOMES) and the reader's outcome (OUTCOME_CLAUSES)"},
    "ACT_BECOMING": {"pattern": r"(?:(?:(?:the|that|this|its|their|his|her|eir|an?|each|every) )?[^,;:]{1,60}?(?:'s|’s) (?-i:[A-Za-z])[\w -]{0,40}?|(?:its|their|his|her|eir) (?!own\b)(?-i:[A-Za-z])[\w -]{0,40}?|(?:the|that|this) [^,;:]{1,60}?)",
                     "spaces": "literal",
                     "doc": "whose value is said to become another (round 103, Abbots 2015: 'an Abbot’s Sway becomes 7'; round 108, Wanderers 2000s: 'eir calling becomes “Jobless”'; round 94, Cottagers: 'the status of the captive becomes Dead'): a holder's, a pronoun's, or 'the X of Y'"},
    "ACT_BECOMES": {"pattern": r"(?:(?:shall |will )?(?:then |also |immediately |automatically |instead )?(?:becomes?|become))", "spaces": "literal",
                    "doc": "a value's becoming another, said in the present or with 'shall' or 'will'"},
    "ACT_BECOME_VALUE": {"pattern": r"(?:-?\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|“[^”]{1,40}”|\"[^\"]{1,40}\"|(?-i:[A-Z])[\w-]*(?: (?-i:[A-Z])[\w-]*){0,2})",
                         "spaces": "literal",
                         "doc": "the value a variable becomes: a number, a quoted word, or a word in capitals (one of its listed values)"},
    "ACT_HOLD_STATE": {"pattern": r"hold(?! (?:an?|the|one) (?:sale|auction|vote|poll|election|meeting|ceremony|contest|feast|tournament|council|race|lottery|debate|party|festival|trial|moot|session|hearing|duel|match|raffle|parade|banquet)\b)", "spaces": "literal",
                       "doc": "'hold' of what one has ('may hold a Relic'), not of an event one holds (round 34's Tinkers, 2000s: 'Once a week, the Guildmaster may hold a sale …'; in other words 'may hold a Moot', 'may hold an auction')"},
    "ACT_NOT_A_ROLE": {"pattern": r"(?:This|Thus|Perhaps|Always|Sometimes|Besides|Unless|Whereas|Nevertheless|Regardless|Afterwards|Hers|Ours|Yours|Theirs)",
                       "spaces": "literal",
                       "doc": "capitalised words of the language that end in s and lead a sentence, never the plural of a role "
                              "(the eighteenth held-out round, Deities 2005: 'This may optionally come with some flavour text "
                              "describing the Choir', of the post the sentence before makes: no actor; 'Thus may …', 'Perhaps …')"},
    "ACT_ITEM": {"pattern": r".+?", "group": "item", "doc": "the item an effect adds to or takes from a list, as written"},
    "ACT_ITEM_NOUN": {"pattern": r"(?:an?|the|this|that|one|any) [^,]+?", "group": "item", "spaces": "literal",
                      "doc": "an item named with its article ('a System of a desired Condition', 'this item')"},
    "ACT_ITEM_WORDS": {"pattern": r"(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+){0,2}", "group": "item", "spaces": "literal",
                       "doc": "a kind of item in capitals ('House Bot')"},
    "ACT_PER_TEXT": {"pattern": r"the [^,]+", "group": "per", "spaces": "literal",
                     "doc": "what the items a cost takes one of are listed in ('the Structure's Cost')"},

    # -- declarations of the gamestate (validators.declarations): the pieces its parts are made of
    "DECL_NAME": {"pattern": r"(?:[“\"][^”\"]{1,40}[”\"]|‘[^‘’]{1,40}’(?!\w)|(?!(?:A|An|The|And|GNDT|GDNT|Publicly|Publically|Privately|Secretly|It|Its|This|That|These|Those|They|Their|There|Each|Every)\b)[A-Z][\w'’#-]*(?: (?:of (?=[A-Z]))?[A-Z0-9][\w'’#-]*)*)", "spaces": "literal",
                  "doc": "a variable's name as a declaration writes it: capitalised words ('Red Mist', 'Spare Parts Bin', 'Points of Honour') or a quoted name (“Time”), never 'of' and a number ('a Fuel of 3': Fuel, and its value); give it a group; a name in single curly quotes: the fourteenth held-out round's 'a statistic ‘Tallies’ tracked in the GNDT'"},
    "DECL_ABBREVIATION": {"pattern": r"\((?:(?:(?:which|that) (?:may|will|can|shall) (?:henceforth |hereafter |hereinafter )?be |to be )?(?:henceforth |hereafter |hereinafter )?(?:abbreviated|abbreviation|abbr\.|short|shortened to|or|also called|aka|a\.k\.a\.)(?: as| to)?:? )?[“\"‘]?[A-Z][A-Za-z]{0,4}[”\"’]?(?:,? for short)?\)|\((?:which|that) (?:may|can|will|shall) (?:also )?be (?:referred to|known|called)(?: simply| just)? as [“\"‘]?[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)?[”\"’]?\)", "spaces": "literal",
                          "doc": "the short name a declaration gives its variable, in brackets; give it a group. Round 4: '“Story Points” (abbreviated SP)', 'Bureau of Origin (BOO)', 'Cobaltite (C)'; in other words '(or HP)', '(short: FM)', '(AP for short)', '(or VP, for short)'; round 15: '(which may be henceforth abbreviated as “FT”)' (in other words: '(to be abbreviated as KN)', '(hereafter abbreviated TD)'; round 104: '(abbreviated to “Mdl” …)'); Atolls, 2000s: '(which may be referred to simply as Stones)', another name, a word of its own (in other words: '(which can also be known as Tar)')"},
    "DECL_AMOUNT": {"pattern": r"(?:-?(?:[₩$£€¥₤]\s?)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?|zero|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|one hundred)",
                    "spaces": "literal", "doc": "an amount a declaration states: digits (thousands commas, a currency sign, a %) or a number word; give it a group"},
    "DECL_SECOND_KIND": {"pattern": r"(?!(?:idle|other|every|each|any)\b)[A-Z][\w-]*(?: [A-Z][\w-]*)?", "spaces": "literal",
                         "doc": "a second kind of holder named beside the players ('Each Kid and Pretend Pal has', the thirteenth held-out round): a capitalised kind of one or two words, never 'idle', 'other' or a quantifier; give it a group"},
    "DECL_VALUE_WORD": {"pattern": r"(?:[“\"‘'][^”\"’']{1,40}[”\"’']|(?:(?-i:the) )?[A-Z0-9][\w#'’-]*(?: [A-Z0-9][\w#'’-]*)*)", "spaces": "literal",
                        "doc": "one of a variable's listed values: a quoted string or capitalised words, a 'the' before them not part of the value ('either the Frost Rink or the Ember Rink', round 27)"},
    "DECL_VALUES": {"pattern": r"(?:{DECL_LOWER_VALUES}|{DECL_VALUE_WORD}(?:, {DECL_VALUE_WORD})*(?:,? (?:or|and) {DECL_VALUE_WORD})?)", "spaces": "literal",
                    "doc": "listed values: 'Workshop, Ready, Staging, or Set', '“On” or “Off”'; give it a group"},
    "DECL_LOWER_VALUES": {"pattern": r"(?:(?!(?:an?|the|any|some|no|zero|one|two|three|either|neither)\b)[a-z][a-z'’-]*(?:, (?!(?:an?|the|any|some|no)\b)[a-z][a-z'’-]*)+,? (?:or|and) (?!(?:an?|the|any|some|no|zero|one|two|three)\b)[a-z][a-z'’-]*(?={DECL_END}))",
                          "spaces": "literal",
                          "doc": "listed values written in lower case, each one word, three or more, the whole list ending a clause: 'one of scholarly, mercantile, outlaw, or civic' (the fifth held-out round, Inventors); no article or number word is a value"},
    "DECL_LOWER_NAME": {"pattern": r"(?!(?:an?|the|its|their|his|her|eir|this|that|these|those|each|every|any|some|no|one|single|new|other|own|number|numbers|integer|integers|non-negative|nonnegative|non negative|unsigned|positive|negative|whole|unique|value|values|amount|list|lists|string|text|statistic|stat|score|attribute|property|variable|field|column|set|sequence|collection|quantity|level|total|count|name|names|publicly|privately|secretly|tracked|which|that|who|and|or|is|are|be|was|were|has|have|can|may|must|will|shall|should|starts|begins|starting|beginning|defaults|defaulting|becomes|remains)\b)[a-z][a-z'’-]+(?: (?!(?:publicly|privately|secretly|tracked|which|that|who|and|or|is|are|be|of|in|on|at|for|with|to|by|value|values|number|score|count|total|level|amount|stat|statistic|rating)\b)[a-z][a-z'’-]+)?",
                        "spaces": "literal",
                        "doc": "a variable's name written in lower case, one or two words, none a word of the declaration's own (an article, a type, a tracking word; 'a scarpoint value': no name; a word of a number's kind: 'a non-negative publicly tracked integer number of Runes', round 14; nor a verb of a clause: 'a list of Crates, tracked in the GNDT, which starts empty' names no 'starts empty'): 'a standing tracked on …', 'called pasture area' (the fifth held-out round); give it a group"},
    "DECL_NON_NEGATIVE": {"pattern": r"(?:non-negative|nonnegative|non negative|unsigned)", "spaces": "literal",
                          "doc": "the words saying a number is never below zero (Banewood Mansion, Ruleset 209: 'a non-negative integer'; round 107 (Trekkers, 2017): 'an unsigned integer of …', the programmer's word)"},
    "DECL_ANY_NAME": {"pattern": r"(?:{DECL_NAME}|{DECL_LOWER_NAME})", "spaces": "literal",
                      "doc": "a variable's name, capitalised or in lower case, where the words around it say it is a name ('The starting value of pasture is 80'); give it a group"},
    "DECL_END": {"pattern": r"(?=\s*(?:[,;()]|\.(?:\s|$)|$)| and (?:which|that|can|cannot|may|must|shall|will|should|is|has|it|defaults?|starts?|(?:publicly |privately |secretly )?(?:tracked|kept|recorded|stored|listed|held|displayed|shown|noted|logged)|publicly|privately|secretly|public|private|where|(?:an? )?(?:maximum|minimum|upper|lower|cap)\b)\b| (?:with|where|which|that|tracked|unless|except|if|when|defaulting|defaults|called|named|being)\b| for new\b| (?:in|on) the (?:GNDT|GDNT)\b)",
                 "spaces": "literal", "doc": "where a free-text piece of a declaration ends (a clause's punctuation, 'and which', 'and tracked', 'where', 'and where', 'and a maximum of' ...; round 74 (Sleuths, 2019): 'tracked as a list of Quirk names in the GNDT', where it is kept): a lookahead"},
    "DECL_VALUES2": {"pattern": r"(?:{DECL_LOWER_VALUES}|{DECL_VALUE_WORD}(?:, {DECL_VALUE_WORD})*(?:,? (?:or|and)|, (?:Or|And)) {DECL_VALUE_WORD})", "spaces": "literal",
                     "doc": "two or more listed values, the last joined by 'or' or 'and' ('Follower or Chief', '‘Lit’, ‘Unlit’ or ‘None’'), capitalised after a comma ('Left, Right, And Cross', the sixteenth held-out round); give it a group"},
    "DECL_NEW_START": {"pattern": r"(?:(?:(?:New|All|All new|All the new|Newly joined|Newly arrived) )?(?:{PLAYERS}|players) (?:(?:start|begin)(?: off| out| the game| play)? with|(?:join|enter)(?: the game)? with|have)|(?:New|All new|Newly joined|Newly arrived) (?:{PLAYERS}|players) (?:receive|get|are given|are granted)|(?:An?|Each|Every|Any|each|every) (?:new |newly joined |newly arrived |entering |joining )?(?:{PLAYER}|player) (?:(?:starts|begins)(?: off| out| the game| play)? with|(?:joins|enters)(?: the game)? with)|(?:An?|Each|Every|Any) (?:new|newly joined|newly arrived|entering|joining) (?:{PLAYER}|player) (?:has|receives|gets|is given|is granted)|(?:{PLAYERS}|players) default to (?:carrying|having|holding|owning|possessing)|(?:(?:An?|Each|Every|Any) (?:{PLAYER}|player)|(?:All )?(?:{PLAYERS}|players)) initially (?:has|have|holds?|owns?|possess(?:es)?))", "spaces": "literal",
                       "doc": "the players at their start and the verb that gives them a starting value, one lead for every starting-value part: the plural or the singular, 'new' or not where the verb says a start ('New Farmers start with', 'Each Household starts off with', 'A new Blognomicker has', 'An entering player gets', 'Pilots join the game with'); 'have', 'receive' or 'is given' only of new players, or of the plural ('Apprentices have'), as Ruleset 70's 'New Apprentices have 0 Time.'; round 36 (Tourists, 2024): 'Tourists default to carrying 0 Trinkets.' (what they hold by default); round 49 (Adventurers, 2009): 'Each Pilgrim initially has 4 Boons.' (what each has at first; 'All Pilots initially hold 3 Fuel')"},
    "SHARED_STORE": {"pattern": r"from the (?:communal |shared |common |group(?:'s|’s) |colony(?:'s|’s) )?(?:stockpile|stock pile|treasury|bank|pool|hoard|reserves?|stores?|supply|supplies|coffers)", "spaces": "literal",
                     "doc": "a store every player draws on, what is taken from it the game's: round 48 (Pioneers, 2010): '… remove 3 Timber and 1 Stone from the stockpile to turn …' ('take 2 Grain from the Treasury', 'from the shared pool')"},
    "DECL_GNDT": {"pattern": r"(?:GNDT|GDNT|Gamestate Nomic Data Tracker|\{\{GNDT\}\})", "spaces": "literal",
                  "doc": "the GNDT, the players' table of the 2000s-2010s, as its name was written (GDNT: a common slip; '{{GNDT}}': the wiki's template that links to it, as a Ruleset's wikitext writes it)"},
    "DECL_KEPT": {"pattern": r"(?:tracked|recorded|stored|kept(?: track of)?|listed|noted|held|represented|marked|logged|shown|displayed|maintained|registered)", "spaces": "literal",
                  "doc": "the verb that says where a value is kept, one part for every place a declaration names (the GNDT, a wiki page, a row, a column): 'tracked', 'recorded', 'kept', 'listed', 'noted', 'held', 'represented', 'marked' as the corpus writes them, and the other verbs of keeping ('logged in the GNDT', 'shown on the Harbour page', 'kept track of in the GNDT', 'displayed on the Quay wiki page')"},
    "DECL_COLUMN_NOUN": {"pattern": r"(?:column|field|heading|header|row|cell)", "spaces": "literal",
                         "doc": "what a place of the GNDT is called: a column, a field, a heading"},
    "DECL_NAMING_VERB": {"pattern": r"(?:called|named|entitled|labelled|labeled|titled|headed|marked)", "spaces": "literal",
                         "doc": "the verb that gives a column or a variable its name"},
    "DECL_QUOTED": {"pattern": r"[“\"‘'][^”\"’']{1,40}[”\"’']", "spaces": "literal",
                    "doc": "a quoted name of a column or a variable, its quotes included; give it a group"},
    "DECL_BARE_COLUMN": {"pattern": r"(?-i:[A-Z][\w-]*(?: (?!And\b|Or\b)[A-Z][\w-]*)*)(?![\w'’])", "spaces": "literal",
                         "doc": "a column's name written without quotes, capitalised ('under Perc', 'in a column called BH'), read only where 'under' or a column noun with its naming verb says it is the column's; give it a group"},
    "DECL_RELATION": {"pattern": r"(?:(?-i:[A-Z])[\w-]*|have an? (?-i:[A-Z])[\w-]* (?:against|with|for|over|on|toward|towards))", "spaces": "literal",
                      "doc": "a relation of a player to another, named by a capitalised verb ('Admire') or noun ('have a Feud against'): the eleventh held-out round's Singers, 2000s; in other words 'Trust', 'have a Grudge against'; give it a group (the capitalised word is the relation's name)"},
    "DECL_RELATION_OBJECT": {"pattern": r"(?:one|an?|a number of|any number of|several|some|up to (?:one|two|three|four|five|\d+)) (?:(?:other|idle|active|unidle) )?(?:{PLAYER}|{PLAYERS})(?: \((?:or|and) [^()]{1,40}\))?", "spaces": "literal",
                             "doc": "whom a relation of a player is to: a number of players ('one Singer (or Idle Singer)', 'a number of singers', 'one other Pilot')"},
    "DECL_VALUE": {"pattern": r"(?:[“\"][^”\"]*[”\"]|(?:-?(?:[₩$£€¥₤]\s?)?\d{1,3}(?:,\d{3})+)|\(-?\d+, ?-?\d+\)|[^,;()]+?){DECL_END}", "spaces": "literal",
                   "doc": "a default's words, up to the end of its clause (an amount may hold commas, a cell's coordinates parentheses); give it a group"},

    # -- admin notes (parsers.admin_note)
    "FOR_COUNT": {"pattern": r"(?<![\d.:/+-])\d{1,6}(?!\d|[.:]\d)", "group": "f", "spaces": "literal",
                  "doc": "the count FOR: at most 6 digits, not part of a date, a time, a decimal or a longer number"},
    "AGAINST_COUNT": {"pattern": r"(?<![\d.:/])\d{1,6}(?!\d|[.:]\d|[-–]\d)", "group": "a", "spaces": "literal",
                      "doc": "the count AGAINST, in digits"},
    "AGAINST_COUNT_OR_NONE": {"pattern": r"(?<![\d.:/])(?:\d{1,6}|(?<!\w)(?:none|no|zero)(?!\w))(?!\d|[.:]\d|[-–]\d)",
                              "group": "a", "spaces": "literal",
                              "doc": "the count AGAINST in digits or as none/no/zero, only where the word AGAINST is written "
                                     "('7 votes FOR and none AGAINST', 2015; never '4 to no avail')"},
    "DEF_COUNT": {"pattern": r"(?<![\d.:/-])\d{1,6}(?!\d|[.:]\d)", "group": "d", "spaces": "literal", "doc": "a count of DEF votes"},
    "DASH": {"pattern": "(?:-|–|—)", "doc": "a hyphen, an en dash or an em dash"},
    "TILDE": {"pattern": r"\x7e", "doc": "a literal tilde (in a table of short spaces '~' is an optional run of spaces)"},
    "AGAINST_WORD": {"pattern": r"(?:against|aga)\b", "doc": "AGAINST, or its short form AGA (2025)"},
    "QUORUM": {"pattern": "(?:quorum)", "doc": "the word quorum"},
    "NAME": {"pattern": r"[A-Za-z][\w'’-]{0,29}", "group": "n", "spaces": "literal",
             "doc": "one word of a name: letters first, then letters, digits, _ ' - (no dot: 'by X. Y' is two sentences)"},
    "SECOND_NAME": {"pattern": r"[A-Za-z][\w'’-]{0,29}", "group": "n2", "spaces": "literal", "doc": "the second word of a name"},
    "REGNAL_NUMBER": {"pattern": r"(?-i:(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3}))(?!\w)", "group": "n2", "spaces": "literal",
                      "doc": "a Roman numeral after a name ('Bran VII'), in capitals, never 'in'"},
    "NAMES": {"pattern": r"[A-Za-z][\w'’-]{0,29}(?:\s{1,4}[A-Za-z][\w'’-]{0,29}){0,2}", "group": "n", "spaces": "literal",
              "doc": "a name of one to three words"},
    "NOTE_END": {"pattern": r"\s{0,4}[.!]?\s{0,4}$", "spaces": "literal", "doc": "the end of the note, after a last full stop or !"},
}
