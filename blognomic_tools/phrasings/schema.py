"""How the dynastic rules declare the gamestate (read by validators.declarations), as parts: who holds a variable
(HOLDERS), the parts of its declaration (PARTS: its name, type, default, bounds, where it is tracked), the words
between parts (CONNECTORS), the later sentences that give a declared variable one more field (SUBJECTS), how a
default's words read (VALUES), what makes a sentence look like a declaration when it is not read (LOOKS_LIKE),
and the core sentences the validator cites (CORE). A new combination of known parts reads without new code.

Matched case-sensitively (a name is capitalised) on one sentence at a time; spaces are literal. An entry's keys
beside its phrasing say what it means (validators.declarations applies them):

- ``part``: naming (gives the name), type, default, bound, tracking, skip (known words that say nothing checked);
- ``kind`` (one of validators.model.KINDS), ``amount`` (a number, money where a unit is read), ``minimum``,
  ``maximum``, ``public``, ``tracked``, ``tracked_by`` ("emperor": the dynasty's emperor term), ``default``
  (a fixed default, e.g. an empty list), ``note``;
- ``name_from``: the group a part's name comes from when no other part names the variable ("a sequence of Runes
  tracked in the GNDT under the column “Workbench”": Workbench, not Runes);
- ``name_rules``: group -> the limit it states of a player's name ("other": not themself);
- ``names_from_table``: one variable per row of the rule's table;
- ``same_name``: the group ``same`` names the variable again (it must be the one being declared);
- groups read: name, name2 (a second variable), of, default, min, max, vals (listed values), n, column, item, ref.

The dynasties quoted are those whose Rulesets are fixtures: fixtures/rulesets/ruleset-070.wiki (Runes and Wards,
2009), ruleset-205.wiki (BlogBots, 2022), ruleset-209.wiki (Banewood Mansion, 2022), ruleset-2024-02-24.wiki (Castles).
"""

SPACES = "literal"

# ---- who holds the variable: the start of a declaration (scope: player, global, or item, the group item naming it;
# a holder may also say where the variable is tracked and name it, as a part does)
HOLDERS = {
    "each_player_has": {"phrasing": r"(?:Each|Every|each|every) {PLAYER} (?:has|possesses)", "scope": "player",
                        "origin": "Castles, Ruleset 2024-02-24: 'Each Vassal has a number named Reputation'; Ruleset 70: 'Each Apprentice has a numerical \"Time\" statistic'; Banewood Mansion, Ruleset 209: 'Every Explorer has a publicly tracked Room'"},
    "each_player_may_have": {"phrasing": r"(?:Each|Every|each|every) {PLAYER} may (?:also )?have", "scope": "player", "optional": True,
                             "origin": "BlogBots, Ruleset 205: 'Each Operator may have an Alliance'; Banewood Mansion, Ruleset 209: 'Each Explorer may also have a Ploy'"},
    "players_have": {"phrasing": r"{PLAYERS} have", "scope": "player",
                     "origin": "BlogBots, Ruleset 205: 'Operators have a Readiness, which is publicly tracked …'"},
    "there_is": {"phrasing": r"There (?:is|exists)(?= (?:an?|the|The) )", "scope": "global",
                 "origin": "Banewood Mansion, Ruleset 209: 'There is a private nonnegative integer variable tracked by the Narrator named Dread'; 'There exists an ordered list of Rooms'"},
    "each_item_has": {"phrasing": r"(?:Each|Every) (?P<item>[A-Z][\w-]*) (?:has|must have)", "scope": "item",
                      "origin": "BlogBots, Ruleset 205: 'Each Bot has a Script'; Castles, Ruleset 2024-02-24: 'Each Task has a publicly-tracked list'"},
    "this_is_a_gndt_column": {"phrasing": r"This is (?:tracked in|represented by) the (?P<column>[A-Z][\w ]*?) column of the GNDT", "scope": "player",
                              "tracked": "GNDT", "public": True,
                              "origin": "Ruleset 70: 'Each Apprentice … shares a table with one other Apprentice. This is tracked in the Partner column of the GNDT.'; 'This is represented by the Table column of the GNDT.'"},
    "parts_of_each_item_have": {"phrasing": r"The [A-Z][\w ,]*? of each (?P<item>[A-Z][\w-]*) have", "scope": "item",
                                "origin": "BlogBots, Ruleset 205: 'The Engine, Chassis and each System of each Bot have a publicly tracked Condition rating'"},
}
# ---- a lead sentence whose list (or, inline, whose words after its colon) declares a holder's fields, one an item
LIST_HOLDERS = {
    "players_have_fields": {"phrasing": r"{PLAYERS} have the following (?:publicly )?tracked fields:", "scope": "player",
                            "origin": "Banewood Mansion, Ruleset 209: 'Explorers have the following tracked fields:' and its list"},
    "item_has_qualities": {"phrasing": r"(?:Every|Each) (?P<item>[A-Z][\w-]*) has the following qualities:", "scope": "item",
                           "origin": "Banewood Mansion, Ruleset 209: 'Every Room has the following qualities:' and its list"},
    "item_characteristics": {"phrasing": r"The characteristics that each (?P<item>[A-Z][\w-]*) must have are as follows:", "scope": "item",
                             "origin": "BlogBots, Ruleset 205: 'The characteristics that each Bot must have are as follows:' and its list"},
    "item_must_have_properties": {"phrasing": r"(?:Each|Every) (?P<item>[A-Z][\w-]*) must have the following properties:", "scope": "item",
                                  "origin": "Castles, Ruleset 2024-02-24 (Enemies): 'Each Enemy must have the following properties: a Name, a Theatre (which may be one or more of Air, Land or Sea), …'"},
}
# ---- a sentence that defines a kind of item the gamestate holds (the holder of item variables)
ITEMS = {
    "one_per_player": {"phrasing": r"Each {PLAYER} possesses exactly one (?P<item>[A-Z][\w-]*)",
                       "origin": "BlogBots, Ruleset 205: 'Each Operator possesses exactly one Bot, whose characteristics are publicly tracked'"},
}
# ---- the parts of a declaration, in any order after its holder
PARTS = {
    # the name
    "named": {"phrasing": r"(?:named|called) {DECL_NAME:name}", "part": "naming",
              "origin": "Castles, Ruleset 2024-02-24: 'a number named Reputation', 'a publicly tracked value called Damage'; Banewood Mansion, Ruleset 209: 'variable … named Dread'"},
    "amount_of": {"phrasing": r"amount of {DECL_NAME:name}", "part": "naming", "amount": True,
                  "origin": "BlogBots, Ruleset 205: 'Each Operator has an amount of Money'"},
    "value_for": {"phrasing": r"value for {DECL_NAME:name}", "part": "naming",
                  "origin": "BlogBots, Ruleset 205: 'Each Operator has a value for Red Mist'"},
    "quoted_statistic": {"phrasing": r"[“\"](?P<name>[^”\"]{1,40})[”\"] statistic", "part": "naming",
                         "origin": "Ruleset 70: 'Each Apprentice has a numerical \"Time\" statistic tracked in the GNDT'"},
    "name_rating": {"phrasing": r"{DECL_NAME:name} rating", "part": "naming",
                    "origin": "BlogBots, Ruleset 205: 'a publicly tracked Condition rating'"},
    "name_they_are_in": {"phrasing": r"{DECL_NAME:name} they are in", "part": "naming", "kind": "text", "of_name": True,
                         "origin": "Banewood Mansion, Ruleset 209: 'Every Explorer has a publicly tracked Room they are in'"},
    "two_names": {"phrasing": r"{DECL_NAME:name} and (?:an? )?{DECL_NAME:name2}(?=,| which)", "part": "naming",
                  "origin": "Banewood Mansion, Ruleset 209: 'Each Explorer may have an Advantage and a Disadvantage, which are publicly tracked'"},
    "bare_name": {"phrasing": r"{DECL_NAME:name}", "part": "naming",
                  "origin": "BlogBots, Ruleset 205: 'Operators have a Readiness, …'; Banewood Mansion, Ruleset 209: '• Sanity, which is …'"},
    "numbers_per_row": {"phrasing": r"numbers, one for each type of (?P<of>\w+) listed in the table below", "part": "naming", "kind": "int",
                        "names_from_table": True,
                        "origin": "Castles, Ruleset 2024-02-24 (Stockpile): 'Each Vassal has publicly-tracked numbers, one for each type of Material listed in the table below'"},
    "named_after_row": {"phrasing": r"whose publicly[- ]tracked name is the name of that \w+", "part": "skip",
                        "origin": "Castles, Ruleset 2024-02-24 (Stockpile): '… and whose publicly-tracked name is the name of that Material'"},
    # the type
    "non_negative_integer": {"phrasing": r"(?:non-negative|nonnegative|non negative) integer", "part": "type", "kind": "int", "minimum": 0,
                             "origin": "Banewood Mansion, Ruleset 209: 'a non-negative integer with a maximum value of 10', 'a private nonnegative integer variable'"},
    "integer": {"phrasing": r"integer", "part": "type", "kind": "int",
                "origin": "BlogBots, Ruleset 205: 'which is a publicly tracked integer that defaults to zero'"},
    "number": {"phrasing": r"(?:number|numerical)(?! of)", "part": "type", "kind": "int",
               "origin": "Castles, Ruleset 2024-02-24: 'a number named Reputation'; Ruleset 70: 'a numerical \"Time\" statistic'"},
    "the_number_of": {"phrasing": r"the number of (?P<ref>[A-Za-z][\w ]*?) on a given {PLAYER}(?:'s|’s) \w+", "part": "type", "kind": "int",
                      "note_ref": "the number of {ref}",
                      "origin": "Ruleset 70: 'The table column records the number of Food Items on a given Apprentice’s table.'"},
    "percentage_from_to": {"phrasing": r"(?:being )?a percentage from {DECL_AMOUNT:min} to {DECL_AMOUNT:max}", "part": "type", "kind": "percent",
                           "origin": "BlogBots, Ruleset 205: 'a publicly tracked Condition rating, being a percentage from 0% to 100%'"},
    "string_value": {"phrasing": r"string value", "part": "type", "kind": "text",
                     "origin": "Banewood Mansion, Ruleset 209: 'A string value named Circuit Breaker'"},
    "flavour_text": {"phrasing": r"(?:unique )?flavour text", "part": "type", "kind": "text", "note": "flavour text",
                     "origin": "Banewood Mansion, Ruleset 209: 'A unique flavour text Name by which it may be referred to'"},
    "may_be_either": {"phrasing": r"may be either {DECL_VALUES:vals}", "part": "type", "kind": "enum",
                      "origin": "BlogBots, Ruleset 205: 'which may be either Workshop, Ready, Staging, or Set'"},
    "is_one_of": {"phrasing": r"(?:is|must be) one of {DECL_VALUES:vals}", "part": "type", "kind": "enum",
                  "origin": "Castles, Ruleset 2024-02-24: 'a Size which is one of Small, Medium, Large or Gargantuan'; Enemies: 'a Size (which must be one of Small, Medium, Large or Gargantuan)'"},
    "valid_values_are": {"phrasing": r"where the valid (?:string )?values are {DECL_VALUES:vals}", "part": "type", "kind": "enum",
                         "origin": "Banewood Mansion, Ruleset 209: 'A string value named Circuit Breaker where the valid string values are “On” or “Off”'"},
    "one_or_more_of": {"phrasing": r"may be one or more of {DECL_VALUES:vals}", "part": "type", "kind": "list",
                       "origin": "Castles, Ruleset 2024-02-24 (Enemies): 'a Theatre (which may be one or more of Air, Land or Sea)'"},
    "must_be_an_integer": {"phrasing": r"must be an integer", "part": "type", "kind": "int",
                           "origin": "Castles, Ruleset 2024-02-24 (Enemies): 'a Strength (which must be an integer)'"},
    "names_of_players": {"phrasing": r"consists of the (?P<distinct>distinct )?names of no more than {N:n} (?P<other>other )?{PLAYERS}", "part": "type",
                         "kind": "name", "name_rules": {"other": "not themself", "distinct": "distinct", "n": "at most {n}"},
                         "origin": "BlogBots, Ruleset 205 (Alliances): 'and consists of the distinct names of no more than two other Operators'"},
    "list_of_parts": {"phrasing": r"list of (?P<of>[A-Z]\w+(?:, (?:and )?[A-Z]\w+)+(?: as well as their \w+)?)", "part": "type", "kind": "list",
                      "origin": "BlogBots, Ruleset 205: 'a publicly tracked list of Chassisses, Engines, and Systems as well as their conditions'"},
    "list_of": {"phrasing": r"(?:ordered )?list of (?P<of>[A-Za-z][\w'’-]*(?: [a-z][\w'’-]*)?){DECL_END}", "part": "type", "kind": "list", "name_from": "of",
                "origin": "BlogBots, Ruleset 205: 'An ordered list of Systems, …'; Banewood Mansion, Ruleset 209: 'A list of Items which are in the Room', 'A list of light sources in the room'"},
    "ordered_list": {"phrasing": r"(?:ordered )?list", "part": "type", "kind": "list",
                     "origin": "Castles, Ruleset 2024-02-24: 'Each Vassal has Structures, which is a publicly-tracked ordered list'"},
    "sequence_of": {"phrasing": r"sequence of (?P<of>[A-Za-z][\w'’-]*)", "part": "type", "kind": "sequence", "name_from": "of",
                    "origin": "Ruleset 70: 'Each Apprentice has a single sequence of Runes tracked in the GNDT under the column “Workbench”'"},
    "field_of_items": {"phrasing": r"field that can contain any number of (?P<of>[A-Z][\w-]*)(?: that are defined by the rules)?", "part": "type", "kind": "list",
                       "origin": "Banewood Mansion, Ruleset 209: '• Items, which is a field that can contain any number of Items that are defined by the rules'"},
    "entries_of_table": {"phrasing": r"where each entry contains one of the (?P<of>\w+) in the table below and an? (?P<attr>\w+) which is one of {DECL_VALUES:vals}",
                         "part": "type", "kind": "structures",
                         "origin": "Castles, Ruleset 2024-02-24: 'an ordered list … where each entry contains one of the Structures in the table below and a Size which is one of Small, Medium, Large or Gargantuan'"},
    "is_an_item": {"phrasing": r"(?:which )?is an? (?P<of>[A-Z][\w-]*) \(as described in the rule [^)]+\)", "part": "type", "kind": "text",
                   "origin": "Banewood Mansion, Ruleset 209: '• Location, which is a Room (as described in the rule Banewood Mansion)'"},
    "as_defined_in": {"phrasing": r"(?:which )?is as defined in (?:the rule )?(?P<ref>[A-Z][\w' ]*[\w'])", "part": "type", "note_ref": "as defined in {ref}",
                      "origin": "Banewood Mansion, Ruleset 209: '• Planned Action, which is as defined in Explorer Actions'"},
    # the default
    "defaults_to": {"phrasing": r"default(?:s|ing) (?:to|into) {DECL_VALUE:default}", "part": "default",
                    "origin": "BlogBots, Ruleset 205: 'which defaults to ₩20,000'; Banewood Mansion, Ruleset 209: 'defaulting to 0'; BlogBots: 'defaulting into none' (sic)"},
    "default_value_of": {"phrasing": r"default value of {DECL_VALUE:default}", "part": "default",
                         "origin": "Castles, Ruleset 2024-02-24 (Stockpile): '… with a default value of 0'"},
    "is_by_default": {"phrasing": r"(?:which )?is by default {DECL_VALUE:default}", "part": "default",
                      "origin": "BlogBots, Ruleset 205: '• An Engine, which is by default an Petrol motor'"},
    "is_initially": {"phrasing": r"is initially (?P<default>.+?)$", "part": "default",
                     "origin": "Ruleset 70: 'An Apprentice’s Workbench is initially a sequence of “X” runes that has the same length as the third-longest Workbench among other Apprentices'"},
    # the bounds
    "at_most": {"phrasing": r"can be at most {DECL_AMOUNT:max}", "part": "bound",
                "origin": "Castles, Ruleset 2024-02-24: 'Each Vassal has a number named Reputation which defaults to 0 and can be at most 2'"},
    "maximum_value_of": {"phrasing": r"maximum value of {DECL_AMOUNT:max}", "part": "bound",
                         "origin": "Banewood Mansion, Ruleset 209: 'a non-negative integer with a maximum value of 10'"},
    "can_not_surpass": {"phrasing": r"(?:can not|cannot) surpass {DECL_AMOUNT:max}", "part": "bound",
                        "origin": "BlogBots, Ruleset 205: 'An Operator’s Money can not surpass ₩20,000'"},
    "at_most_a_count_of": {"phrasing": r"of which a single (?P<item>[A-Z]\w*) may have between none and (?P<ref>a number equal to the number of [\w’' ]+)", "part": "bound",
                           "note_ref": "at most {ref}",
                           "origin": "BlogBots, Ruleset 205: 'An ordered list of Systems, of which a single Bot may have between none and a number equal to the number of hardpoints on the Bot’s Chassis'"},
    # where it is tracked
    "publicly_tracked": {"phrasing": r"(?:publicly[- ]tracked|tracked publicly|publicly)", "part": "tracking", "public": True,
                         "origin": "BlogBots, Ruleset 205: 'which is publicly tracked'; Castles, Ruleset 2024-02-24: 'a publicly-tracked number named Serfs'"},
    "private": {"phrasing": r"private", "part": "tracking", "public": False, "tracked": "privately",
                "origin": "Banewood Mansion, Ruleset 209: 'There is a private nonnegative integer variable tracked by the Narrator named Dread'"},
    "tracked_by_emperor": {"phrasing": r"(?:tracked privately|privately tracked|tracked) by the {EMPEROR}", "part": "tracking", "public": False,
                           "tracked": "privately", "tracked_by": "emperor",
                           "origin": "Banewood Mansion, Ruleset 209: 'a Ploy, tracked privately by the Narrator', 'variable tracked by the Narrator named Dread'"},
    "gndt": {"phrasing": r"tracked in the GNDT(?: under the (?:column [“\"](?P<column>[^”\"]+)[”\"]|[“\"](?P<column2>[^”\"]+)[”\"] column))?", "part": "tracking",
             "tracked": "GNDT", "public": True,
             "origin": "Ruleset 70: 'tracked in the GNDT under the column “Workbench”', 'tracked in the GNDT under the “Ward” column', 'a numerical \"Time\" statistic tracked in the GNDT'"},
    # words that say nothing a validator checks
    "restated_name": {"phrasing": r"{PLAYER}(?:'s|’s) {DECL_NAME:same}", "part": "skip", "same_name": True,
                      "origin": "BlogBots, Ruleset 205 (Alliances): '…; an Operator’s Alliance defaults to an empty set' (the variable named again, in the same sentence)"},
    "single": {"phrasing": r"single", "part": "skip", "origin": "Ruleset 70: 'a single sequence of Runes', 'a single enchantment'"},
    "variable_noun": {"phrasing": r"(?:variable|value|field)", "part": "skip",
                      "origin": "Banewood Mansion, Ruleset 209: 'a publicly tracked variable named Mood'; Castles, Ruleset 2024-02-24: 'a publicly tracked value called Damage'"},
    "description": {"phrasing": r"(?:single )?[a-z][a-z'’]*(?: [a-z][a-z'’]*){0,4}(?=, tracked in the GNDT under)", "part": "skip",
                    "origin": "Ruleset 70: 'Each Apprentice may have a single enchantment affecting their bench, tracked in the GNDT under the “Ward” column'"},
    "referred_to": {"phrasing": r"by which it may be referred to", "part": "skip",
                    "origin": "Banewood Mansion, Ruleset 209: '• A unique flavour text Name by which it may be referred to'"},
    "in_the_holder": {"phrasing": r"(?:which are )?in the (?:[Rr]oom|[A-Z]\w*)", "part": "skip",
                      "origin": "Banewood Mansion, Ruleset 209: '• A list of Items which are in the Room', '• A list of light sources in the room'"},
}
# ---- words between parts: punctuation, relative words, articles
CONNECTORS = {
    "words": {"phrasing": r"(?:[,;()]|(?:and|which|that|is|are|being|with|a|an|the|A|An|The|also)(?=\W|$))",
              "origin": "BlogBots, Ruleset 205: 'an amount of Money, which is publicly tracked and which defaults to ₩20,000'; Castles, Ruleset 2024-02-24: 'with a default value of 0'"},
}
# ---- a later sentence that gives a declared variable a field: its subject, then parts as above (whole sentence)
SUBJECTS = {
    "players_var": {"phrasing": r"(?:An?|The|Each|an?|the|each) {PLAYER}(?:'s|’s) {DECL_NAME:name}",
                    "origin": "BlogBots, Ruleset 205: 'An Operator’s Money can not surpass ₩20,000'; Ruleset 70: 'An Apprentice’s Ward defaults to Null.'"},
    "it": {"phrasing": r"It\b", "refers": "last",
           "origin": "Banewood Mansion, Ruleset 209: '• Sanity, which is a non-negative integer with a maximum value of 10. It defaults to 10.'"},
    "var_of_each_player": {"phrasing": r"The {DECL_NAME:name} of each {PLAYER} (?:is|are)",
                           "origin": "Castles, Ruleset 2024-02-24: 'The Structures of each Vassal are publicly tracked.'"},
    "items_var": {"phrasing": r"(?P<item>[A-Z]\w*)s[’'] {DECL_NAME:name} are",
                  "origin": "BlogBots, Ruleset 205: 'Bots’ Scripts are tracked privately by the Announcer.'"},
    "new_players_have": {"phrasing": r"New {PLAYERS} have {DECL_AMOUNT:default} {DECL_NAME:name}",
                         "origin": "Ruleset 70: 'New Apprentices have 0 Time.'"},
    "legal_values_are": {"phrasing": r"The legal values for (?:an? |the )?{DECL_NAME:name} are:", "values_follow": True,
                         "origin": "Ruleset 70: 'The legal values for a Ward are:' and the table of its values"},
    "must_be_one_of_following": {"phrasing": r"(?:An?|And an?) {DECL_NAME:name}(?:, if set,)? must be one of the following:", "values_follow": True,
                                 "origin": "Banewood Mansion, Ruleset 209: 'An Advantage, if set, must be one of the following:' and its list; 'And a Disadvantage must be one of the following:'"},
    "column_records": {"phrasing": r"The (?P<name>[A-Za-z]\w*) column records",
                       "origin": "Ruleset 70: 'The table column records the number of Food Items on a given Apprentice’s table.'"},
    "the_default_is": {"phrasing": r"The default {DECL_NAME:name} is {DECL_VALUE:default}",
                       "origin": "Banewood Mansion, Ruleset 209: 'The default Planned Action is Rest.'"},
}
# ---- how a default's words read (the first that matches the whole of them); anything else is kept as default_text
VALUES = {
    "empty": {"phrasing": r"(?:an? )?empty (?:list|set|string)|none|nothing|no [A-Za-z]+|containing no [a-z]+", "empty": True,
              "origin": "Castles, Ruleset 2024-02-24: 'defaulting to an empty list'; BlogBots, Ruleset 205: 'defaults to an empty set', 'defaulting into none'; Banewood Mansion, Ruleset 209: 'It defaults to containing no items', 'defaulting to no Items'"},
    "amount": {"phrasing": r"(?:an? )?(?:value of )?{DECL_AMOUNT:n}", "amount": True,
               "origin": "BlogBots, Ruleset 205: 'defaults to ₩20,000', 'defaults to zero'; Castles, Ruleset 2024-02-24: 'defaults to 0'"},
    "quoted": {"phrasing": r"(?:the value )?[“\"](?P<v>[^”\"]+)[”\"]",
               "origin": "Banewood Mansion, Ruleset 209: 'a publicly tracked variable named Mood, defaulting to “Calm”'"},
    "named": {"phrasing": r"(?:the |an? )?(?P<v>[A-Z][\w#'’-]*(?: [\w#'’-]+)*)",
              "origin": "BlogBots, Ruleset 205: 'which defaults to Workshop', 'which is by default an Apex Systems X1500'; Banewood Mansion, Ruleset 209: 'defaulting to the Foyer'"},
    "computed": {"phrasing": r"the (?:median|mean|average|sum|total|highest|lowest) (?:value )?(?:for|of) .+", "numeric": True,
                 "origin": "Castles, Ruleset 2024-02-24: 'which defaults to the median value for Damage held by all other Vassals'"},
}
# ---- a sentence that looks like a declaration: when it is not read whole it is listed as not read, with its reason
LOOKS_LIKE = {
    "tracked": {"phrasing": r"\b(?:publicly|privately|secretly)[- ]tracked\b|\btracked (?:publicly|privately|secretly|in|on|by)\b|\bis tracked\b",
                "origin": "BlogBots, Ruleset 205: 'The number of bouts an Operator’s bot has been engaged in is publicly tracked'"},
    "default": {"phrasing": r"\bdefault(?:s|ing)? (?:to|into)\b|\bby default\b|\bdefault value\b",
                "origin": "Banewood Mansion, Ruleset 209: 'At any time it may Possess either nobody or one Explorer, defaulting to nobody'"},
    "legal_values": {"phrasing": r"\b(?:legal|valid|allowed|possible) values\b",
                     "origin": "Ruleset 70: 'The legal Values for Consonants are ‘P’, ‘R’, ‘S’ and ‘T’'"},
    "holder_has": {"phrasing": r"^(?:Each|Every) {PLAYER} (?:has|may have|possesses)\b|^{PLAYERS} have an?\b|^There (?:is|exists) an? [\w -]*(?:variable|value|number|list)\b",
                   "origin": "Castles, Ruleset 2024-02-24: 'Each Vassal has …'; Banewood Mansion, Ruleset 209: 'There is a …variable'"},
}
# ---- core sentences the validator cites
CORE = {
    "numbers": {"phrasing": r"game variables defined to hold numeric values can hold only non-negative integers", "origin": "the Appendix of 2010s-2020s Rulesets (Ruleset 70, 2024-02-24, 205, 209): 'game variables defined to hold numeric values can hold only non-negative integers'"},
    "renaming": {"phrasing": r"may only change (?:their|his|her) name as a result of an? (?:P|p)roposal", "origin": "Ruleset 70: 'may only change his name as a result of a proposal'; Ruleset 2024-02-24 and 205: 'may only change their name as a result of a Proposal'"},
    "altered_only": {"phrasing": r"(?:Ruleset and )?Gamestate (?:can|may) only be (?:altered|changed) (?:in manners|in ways|when a Rule)[^.]*",
                     "origin": "the first core rule, Ruleset 70 onwards: 'Ruleset and Gamestate can only be altered in manners specified by the Ruleset'; 2004: 'can only be changed when a Rule specifically permits the change'"},
    "illegal_value": {"phrasing": r"(?:No action may be taken which would require setting a gamestate variable to an illegal value[^.]*"
                                  r"|may not take that action if both of the following conditions are true: a\) the action.s effects are limited to changing values tracked in gamestate-tracking entities[^.]*? would change one or more of those values to an illegal value)",
                      "origin": "the Appendix (Numbers and Variables): Ruleset 70 'No action may be taken which would require setting a gamestate variable to an illegal value'; Rulesets 205, 209, 2024-02-24 '… may not take that action if both of the following conditions are true: a) the action’s effects are limited to changing values tracked in gamestate-tracking entities (such as a wiki page), and b) the action would change one or more of those values to an illegal value'"},
}
