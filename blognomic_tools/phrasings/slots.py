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
    "ARTICLE": {"pattern": "(?:an?|the)", "doc": "a, an or the (a synonym replacement may leave 'an Vassal')"},
    "THEIR": {"pattern": "(?:their|his|her|eir|his or her)", "doc": "a player's possessive (Spivak 'eir' until about 2012)"},
}
