"""How the dynastic rules declare the gamestate (read by validators.schema): its variables, their types,
defaults and bounds, and the core sentences the validator cites.

Matched case-sensitively on the Ruleset's sentences and list items (a line starts where the rules' text or a
list item does); spaces are literal. The dynasties quoted are those whose Rulesets are fixtures:
fixtures/rulesets/ruleset-2024-02-24.wiki (Castles), ruleset-205.wiki (BlogBots), ruleset-209.wiki (Banewood Mansion).
"""

SPACES = "literal"

# ---- declarations of variables, each read with its fields as validators.schema says
DECLARATIONS = {
    "tracked_numbers": {
        "phrasing": r"Each {PLAYER} has publicly[- ]tracked numbers, one for each type of (?P<what>\w+) listed in the table below",
        "origin": "Castles, Ruleset 2024-02-24 (Materials): 'Each Vassal has publicly-tracked numbers, one for each type of Material listed in the table below'"},
    "structures": {
        "phrasing": r"Each {PLAYER} has (?P<name>[A-Z]\w+), which is a publicly[- ]tracked ordered list defaulting to an empty list "
                    r"where each entry contains one of the (?P<of>\w+) in the table below and an? (?P<attr>\w+) which is one of (?P<vals>[^.]+)",
        "origin": "Castles, Ruleset 2024-02-24: 'Each Vassal has Structures, which is a publicly-tracked ordered list defaulting to an empty list where each entry contains one of the Structures in the table below and a …'"},
    "named_number": {
        "phrasing": r"Each {PLAYER} has {ARTICLE} (?:publicly[- ]tracked )?(?:number|integer|value) (?:named|called) (?P<name>[A-Z][\w]*(?: [A-Z]\w*)?)",
        "origin": "Castles, Ruleset 2024-02-24: 'Each Vassal has a number named Reputation'"},
    "amount_of": {
        "phrasing": r"Each {PLAYER} has an amount of (?P<name>[A-Z]\w*), which is publicly tracked and which defaults to (?P<d>₩?[\d,]+)",
        "origin": "BlogBots, Ruleset 205: 'Each Operator has an amount of Money, which is publicly tracked and which defaults to ₩20,000'"},
    "value_for": {
        "phrasing": r"Each {PLAYER} has a value for (?P<name>[A-Z][\w ]*?), which is a publicly tracked integer that defaults to (?P<d>\w+)",
        "origin": "BlogBots, Ruleset 205: 'Each Operator has a value for Red Mist, which is a publicly tracked integer that defaults to …'"},
    "either": {
        "phrasing": r"(?:{PLAYERS}|{PLAYER}s) have an? (?P<name>[A-Z]\w*), which is publicly tracked, which may be either (?P<vals>.+?), "
                    r"and which defaults to (?P<d>\w+)",
        "origin": "BlogBots, Ruleset 205: 'Operators have a Readiness, which is publicly tracked, which may be either Workshop, Ready …, and which defaults to …'"},
    "percentage": {
        "phrasing": r"have a publicly tracked (?P<name>[A-Z]\w*) rating, being a percentage from (?P<lo>\d+)% to (?P<hi>\d+)%",
        "origin": "BlogBots, Ruleset 205: 'Bots have a publicly tracked Condition rating, being a percentage from 0% to 100%'"},
    "non_negative": {
        "phrasing": r"(?:^|• )(?P<name>[A-Z][\w]*(?: [A-Z]\w*)?), which is a non-negative integer(?: with a maximum value of (?P<max>\d+))?",
        "origin": "Banewood Mansion, Ruleset 209: '• Sanity, which is a non-negative integer with a maximum value of 10'"},
    "room": {
        "phrasing": r"Every {PLAYER} has a publicly tracked (?P<name>[A-Z]\w*) they are in, defaulting to the (?P<d>[A-Z][\w ]*)",
        "origin": "Banewood Mansion, Ruleset 209: 'Every Explorer has a publicly tracked Room they are in, defaulting to the Foyer'"},
    "global_text": {
        "phrasing": r"There is a publicly tracked variable named (?P<name>[A-Z]\w*), defaulting to [“\"](?P<d>[^”\"]+)",
        "origin": "Banewood Mansion, Ruleset 209: 'There is a publicly tracked variable named Mood, defaulting to “Calm”'"},
    "item_by_default": {
        "phrasing": r"(?:^|• )An? (?P<name>[A-Z]\w+), which is by default an? (?P<d>[^;\n]+?)(?: motor)?;?$",
        "origin": "BlogBots, Ruleset 205 (a Bot's characteristics): '• An Engine, which is by default an Petrol motor'"},
    "ordered_list": {
        "phrasing": r"An ordered list of (?P<name>[A-Z]\w+), of which a single Bot may have between none and a number equal to the number "
                    r"of (?P<col>\w+) on the Bot.s (?P<of>\w+)",
        "origin": "BlogBots, Ruleset 205: 'An ordered list of Systems, of which a single Bot may have between none and a number equal to the number of …'"},
    "one_of_the_following": {
        "phrasing": r"(?:An?|And an?) (?P<name>[A-Z]\w+)(?:, if set,)? must be one of the following:",
        "origin": "Banewood Mansion, Ruleset 209: 'An Advantage, if set, must be one of the following:' and its list"},
}
# ---- the fields of a declaration, read in its sentence (or, for limits and defaults said apart, in its rule)
FIELDS = {
    "default_value_of": {"phrasing": r"default value of (?P<d>\w+)", "origin": "Castles, Ruleset 2024-02-24 (Materials): '… with a default value of 0'"},
    "defaulting_to": {"phrasing": r"default(?:s|ing) to (?P<d>[^,.;]+)", "origin": "Castles, Ruleset 2024-02-24: 'Each Vassal has a publicly tracked value called Damage, which defaults to the median value for Damage held by all other Vassals'"},
    "maximum": {"phrasing": r"(?:can be at most|with a maximum value of|may not exceed|cannot exceed|can not surpass) (?P<max>₩?[\d,]+|\w+)",
                "origin": "Castles, Ruleset 2024-02-24: 'can be at most 2'; Banewood Mansion, Ruleset 209: 'with a maximum value of 10'"},
    # after the variable's name, elsewhere in its rule
    "maximum_of_name": {"phrasing": r" (?:can not surpass|cannot exceed|may not exceed|can be at most) (?P<max>₩?[\d,]+)", "origin": "BlogBots, Ruleset 205: 'An Operator’s Money can not surpass ₩20,000' (the limit in a later sentence of the rule)"},
    # after a non-negative integer's declaration, in the sentences that follow it
    "it_defaults_to": {"phrasing": r"[^.]*\.\s*It defaults to (?P<d>\w+)", "origin": "Banewood Mansion, Ruleset 209 (Explorers' tracked fields): '• Sanity, which is a non-negative integer with a maximum value of 10. It defaults to 10'"},
}
# ---- core sentences the validator cites
CORE = {
    "numbers": {"phrasing": r"game variables defined to hold numeric values can hold only non-negative integers", "origin": "the Appendix of 2010s-2020s Rulesets (Ruleset 70, 2024-02-24, 205, 209): 'game variables defined to hold numeric values can hold only non-negative integers'"},
    "renaming": {"phrasing": r"may only change (?:their|his|her) name as a result of an? (?:P|p)roposal", "origin": "Ruleset 70: 'may only change his name as a result of a proposal'; Ruleset 2024-02-24 and 205: 'may only change their name as a result of a Proposal'"},
    "altered_only": {"phrasing": r"(?:Ruleset and )?Gamestate (?:can|may) only be (?:altered|changed) (?:in manners|in ways|when a Rule)[^.]*",
                     "origin": "the first core rule, Ruleset 70 onwards: 'Ruleset and Gamestate can only be altered in manners specified by the Ruleset'; 2004: 'can only be changed when a Rule specifically permits the change'"},
    "rounding": {"phrasing": r"result of any calculation should be an integer[^.]*?rounded (?P<dir>towards (?:0|zero)|down|up)",
                 "origin": "the Appendix of Rulesets 205, 209 and 2024-02-24: 'If a rule implies that the result of any calculation should be an integer (...), the result of the calculation is instead the result rounded towards 0'"},
}
