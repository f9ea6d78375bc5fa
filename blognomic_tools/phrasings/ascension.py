"""The turn of a dynasty: how the Ruleset in force says what an Ascension Address does (read by
enactment.ascension), and how an Ascension Address says what it chooses (read by parsers.ascension).

Three tables of named wordings, each a list of entries (a phrasing of the one vocabulary with its origin) read by
reading.phrasing.first_match, the first entry found winning: STEPS (each step of the turn, as the Ruleset states it),
RULESET (what else of the Ruleset the turn reads) and ADDRESS (each form of an Address's choices). Each step of the
Ruleset is stated by one of its sentences; a step no sentence of the Ruleset in force states is not done. The origins
name the Ruleset (the fixtures under fixtures/rulesets/) and the rule the sentence is in.
"""

SPACES = "flexible"

# ---- what the Ruleset in force says the turn does: each step with the sentences that state it (enactment.ascension
# tries the steps in this order; a step's first entry found in the Ruleset states it). For "repeal", "mode" says how
# the Address's choice is read: "keep" (the Address lists the dynastic rules kept; none listed, all are repealed),
# "repeal" (it lists those repealed; none listed, none are), "numbered" (rules numbered 10 or above, then renumbered:
# not done here). For "terms", "where" says where the terms are replaced.
STEPS = {
    "repeal": [
        {"phrasing": r"repeal any dynastic rules which were not listed to be kept", "mode": "keep",
         "origin": "Ruleset 2024-02-24 (and 205, 209) \"Victory and Ascension\": 'Update the Ruleset to reflect any changed terms, "
                   "repeal any dynastic rules which were not listed to be kept'"},
        {"phrasing": r"list a number of dynastic rules to keep \(if none are specifi?e?d,? then the entire Dynastic Ruleset is repealed\)", "mode": "keep",
         "origin": "Ruleset 2024-02-24 \"Victory and Ascension\": 'list a number of dynastic rules to keep (if none are specifed then the "
                   "entire Dynastic Ruleset is repealed)'"},
        {"phrasing": r"(?:include )?a proclamation that any number of Dynastic Rules (?:will|shall) be repealed", "mode": "repeal",
         "origin": "Ruleset 70 (2009) \"Victory and Ascension\": 'may optionally include a proclamation that any number of Dynastic Rules "
                   "will be repealed'"},
        {"phrasing": r"proclaim that any number of Dynastic Rules are repealed", "mode": "repeal",
         "origin": "2006 and 2009 era Rulesets (fixtures/rulesets/eras/2006-sections.wiki, 2009-no-appendix.wiki) \"Victory and Ascension\""},
        {"phrasing": r"(?:may )?(?:also )?(?:proclaim that )?(?:repeal )?any Rules numbered 10 or (?:higher|above),? (?:except|other than) the Glossary", "mode": "numbered",
         "origin": "2004 numbered era (fixtures/rulesets/eras/2004-numbered.wiki) rule 'Victory': 'may repeal any Rules numbered 10 or "
                   "higher except the Glossary'"},
    ],
    "terms": [
        {"phrasing": r"replaced by the new value everywhere in the ruleset except in any of the parentheses in the above list", "where": "except the Synonyms list's parentheses",
         "origin": "Ruleset 2024-02-24 (and 205, 209) \"Synonyms\": 'Doing so causes the old corresponding value ... to be replaced by the "
                   "new value everywhere in the ruleset except in any of the parentheses in the above list'"},
        {"phrasing": r"any keywords (?:will|shall) be replaced with new(?: theme-appropriate)? terms", "where": "throughout the Ruleset",
         "origin": "Ruleset 70 (2009) \"Victory and Ascension\": 'and that any keywords will be replaced with new theme-appropriate terms'"},
        {"phrasing": r"any keywords are replaced (?:by|with) new terms", "where": "throughout the Ruleset",
         "origin": "2006 and 2009 era Rulesets \"Victory and Ascension\": 'that any keywords are replaced by new terms that suit the theme'"},
        {"phrasing": r"replace the words .{1,80}? throughout the Ruleset with new terms", "where": "throughout the Ruleset",
         "origin": "2004 numbered era rule 'Victory': 'may replace the words \"Beekeeper\" and \"Hivemother\" throughout the Ruleset with new terms'"},
    ],
    "special_case": [
        {"phrasing": r"All other Special Case Rules are set to their respective Default Status",
         "origin": "Ruleset 205 and 209 \"Special Case\": 'the Ascension Address may list any number of existing Special Case Rules to be "
                   "set to a status other than their respective Default Status. All other Special Case Rules are set to their respective Default Status.'"},
    ],
    "gamestate_page": [
        {"phrasing": r"Optionally change the gamestate tracking page referred to in the rule “Ruleset and Gamestate” to a different page that "
                     r"does not exist and does not start with the word “Ruleset”",
         "origin": "Ruleset 2024-02-24 \"Victory and Ascension\", the Atomic Action's last step"},
        {"phrasing": r"may change the wiki page referred to in this rule to a different page as part of their Ascension Address, provided that "
                     r"page did not exist at the time the Ascension Address was posted and does not begin with the word “Ruleset”",
         "origin": "Ruleset 205 \"Dynastic Tracking [Active]\" and Ruleset 209 \"Dynastic Tracking\""},
    ],
    "building_blocks": [
        {"phrasing": r"make any specified or automatic changes to the Building Blocks section of the ruleset",
         "origin": "Ruleset 2024-02-24 \"Victory and Ascension\""},
    ],
    "building_blocks_page": [
        {"phrasing": r"Update the Building Blocks page to reflect any changes to the terms outlined in the rule Synonyms",
         "origin": "Ruleset 2024-02-24 \"Victory and Ascension\""},
    ],
}
# ---- what else of the Ruleset the turn reads
RULESET = {
    # how the Special Case Rules' default status is stated (the turn reads it from the tag "[Rare]" of each rule's title)
    "special_case_default": [
        {"phrasing": r"If the title of a Special Case Rule includes \"\[Rare\]\", its Default Status is Inactive, otherwise, its Default Status is Active",
         "origin": "Ruleset 205 and 209 \"Special Case\""},
    ],
    # where the Ruleset names the gamestate page (the link the step above changes)
    "gamestate_page_link": [
        {"phrasing": r"gamestate tracking page for this dynasty is the \[\[(?P<page>[^\]|\n]+)(?:\|[^\]\n]*)?\]\]",
         "origin": "Ruleset 2024-02-24 \"Ruleset and Gamestate\"; Ruleset 205 and 209 \"Dynastic Tracking\": 'The gamestate tracking page "
                   "for this dynasty is the [[Gartenberg]] page of the wiki.'"},
    ],
    # the Synonyms list: "* Vassal (Player)"
    "synonym_item": [
        {"phrasing": r"^\*\s*(?P<term>[^\n(]+?)\s*\((?P<canonical>[^)\n]+)\)\s*$",
         "origin": "Ruleset 2024-02-24 \"Synonyms\": '* Vassal (Player)', '* Sovereign (Emperor)'"},
    ],
}
# ---- what an Ascension Address says (read by parsers.ascension: each line of the post read on its own; a list under
# a heading line "Terms:" / "Dynastic rules kept:" is read item by item).
ADDRESS = {
    "theme": [
        {"phrasing": r"^(?:the )?(?:new )?(?:dynasty's )?theme(?: of| for)?(?: (?:the|this|our) (?:new )?dynasty)?(?: is| will be)?\s*[:\-–—]?\s*(?P<theme>\S.*)$",
         "origin": "written for this project's recorded Address (fixtures/blog/ascension): 'The theme of the new dynasty is: lighthouses ...'; "
                   "'Theme: X'"},
    ],
    "term": [
        {"phrasing": r"^(?:the term (?:for|of) )?[“\"']?(?P<old>[A-Z][\w-]*(?: [A-Z][\w-]*){0,2})[”\"']?\s*(?:becomes|will become|is now|shall be|is replaced (?:by|with)|→|->|=>|:)\s*[“\"']?(?P<new>[A-Z][\w-]*(?: [A-Z][\w-]*){0,2})[”\"']?[.;,]?$",
         "origin": "Ascension Addresses name a term and its replacement: 'Vassal becomes Keeper', 'the term for Player is now Keeper', "
                   "'Vassal: Keeper', 'Vassal → Keeper' (fixtures/blog/ascension)"},
    ],
    "terms_heading": [
        {"phrasing": r"^(?:new )?(?:terms|synonyms|keywords)(?: for (?:this|the new) dynasty)?\s*:$",
         "origin": "a list of terms under 'Terms:' (fixtures/blog/ascension)"},
    ],
    "keep": [
        {"phrasing": r"^(?:the following (?:dynastic )?rules are kept|(?:dynastic )?rules kept|(?:I|we) (?:will )?keep (?:the (?:dynastic )?rules?)?|keep(?:ing)? the (?:dynastic )?rules?)\s*:?\s*(?P<list>.*)$",
         "origin": "'The following dynastic rules are kept: “Fortnight”, “Herald”.' (fixtures/blog/ascension), after the 2024 rule's "
                   "'list a number of dynastic rules to keep'"},
    ],
    "keep_none": [
        {"phrasing": r"^(?:no dynastic rules are kept|(?:the )?(?:entire|whole) dynastic ruleset is repealed|all dynastic rules are repealed)\.?$",
         "origin": "the 2024 rule's '(if none are specifed then the entire Dynastic Ruleset is repealed)', said outright"},
    ],
    "repeal": [
        {"phrasing": r"^(?:the following dynastic rules (?:are|will be) repealed|(?:dynastic )?rules repealed|(?:I|we) (?:hereby )?repeal (?:the (?:dynastic )?rules?)?|repeal the (?:dynastic )?rules?)\s*:?\s*(?P<list>.*)$",
         "origin": "Ruleset 70's 'a proclamation that any number of Dynastic Rules will be repealed': 'The following Dynastic Rules are "
                   "repealed: “Runes”, ...' (fixtures/blog/ascension)"},
    ],
    "gamestate_page": [
        {"phrasing": r"^the gamestate (?:tracking )?page(?: for this dynasty)? (?:is now|will be|becomes|is changed to)(?: the)? \[\[(?P<page>[^\]|\n]+)\]\](?: page(?: of the wiki)?)?\.?$",
         "origin": "after the 2024 rule's 'Optionally change the gamestate tracking page': 'The gamestate tracking page for this dynasty is "
                   "now [[Lamp Room]].' (fixtures/blog/ascension)"},
    ],
    "special_case": [
        {"phrasing": r"^(?:the )?special case rule [“\"](?P<rule>[^”\"]+)[”\"] (?:is set to|is|will be|becomes) (?P<status>active|inactive)\.?$",
         "origin": "after Ruleset 205's 'the Ascension Address may list any number of existing Special Case Rules to be set to a status "
                   "other than their respective Default Status'"},
    ],
    # a line that speaks of one of these and is read by none of the forms above is listed as not read (and blocks the save)
    "topics": [
        {"phrasing": r"\b(?:terms?|synonyms?|keywords?|becomes|renamed?|kept|keep|repeal(?:ed)?|special case|building blocks?|gamestate|tracking page)\b",
         "origin": "the words of the choices an Address makes under the rules (2024 'Victory and Ascension', 'Synonyms', 'Building Blocks'; "
                   "205 'Special Case')"},
    ],
    "building_blocks": [
        {"phrasing": r"\bbuilding blocks?\b", "origin": "Ruleset 2024-02-24 \"Building Blocks\": 'When a Sovereign specifies the Building Blocks "
                                                         "rules in use for a new dynasty in an Ascension Address'"},
    ],
}
