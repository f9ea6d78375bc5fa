"""How a declaration says a default computed from the other players' values (validators.defaults reads a VarSpec's
`default_text` with these): each entry's ``compute`` names the computation, its groups what it is computed from.

Searched case-insensitively in the default as the declaration reader kept it; spaces are any run of whitespace.
"""

SPACES = "flexible"

COMPUTED = {
    "median_of_others": {
        "phrasing": r"the median value (?:for|of) (?P<var>[A-Z][\w ]*?) held by (?:all )?(?:the )?other {PLAYERS}",
        "compute": "median",
        "origin": "Castles, Ruleset 2024-02-24: 'Each Vassal has a publicly tracked value called Damage, which defaults to the "
                  "median value for Damage held by all other Vassals'"},
    "repeated_to_nth_longest": {
        "phrasing": r"a sequence of [“\"‘']?(?P<item>[^\s”\"’']+)[”\"’']? \w+ that has the same length as the {NTH}[- ]longest "
                    r"(?P<var>[A-Z][\w ]*?) among (?:all )?(?:the )?other {PLAYERS}",
        "compute": "repeat to the nth longest",
        "origin": "Ruleset 70 (Workbench): 'An Apprentice’s Workbench is initially a sequence of “X” runes that has the same "
                  "length as the third-longest Workbench among other Apprentices'"},
}
