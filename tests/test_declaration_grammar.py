"""The declaration reader's parts read a family of wordings, not one sentence: for each part, sentences in other
words, of other dynasties' nouns, than the ones it was taught from (phrasings.schema names those), each asserting
the typed result; and the precision nets hold on every new part (a part not read whole declares nothing)."""
from __future__ import annotations

import pytest

from blognomic_tools.models import Rule
from blognomic_tools.reading.phrasing import Terms
from blognomic_tools.validators.declarations import read_declarations

TERMS = Terms(player=("Pilot",), players=("Pilots",), emperor=("Harbourmaster",))


def read(text: str):
    return read_declarations([Rule(title="Docks", level=2, number="2.1", text=text, section="Dynastic Rules")], TERMS)


def fields(v, *names):
    return tuple(getattr(v, n) for n in names)


def head_only(text: str, **said):
    """What ``text`` declares where its words after the head are not read: only the head's fields (``said``; every
    other field of the value not read), the words after listed as not read with the sentence."""
    d = read(text)
    (v,) = d.vars.values()
    unsaid = {"kind": "unspecified", "default": None, "default_text": None, "minimum": None, "maximum": None,
              "values": None, "tracked": None, "public": None}
    assert all(getattr(v, f) == said.get(f, want) for f, want in unsaid.items()), v
    assert any("after it are not read" in u.reason and u.citation.text == text for u in d.unread), d.unread
    return v


# ---- a place of the GNDT: any verb of keeping, column/field/heading, the name before or after the noun
@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a Fuel, which is recorded in the GNDT under the heading “Tank”.", "Fuel"),
    ("Each Pilot has a Fuel, kept in a GNDT field called ‘Tank’.", "Fuel"),
    ("Each Pilot has a number of Crates, listed in the “Hold” column of the GNDT.", "Crates"),
    ("Every Pilot has a Licence, stored in a field of the GNDT named “Permit”.", "Licence"),
    ("Each Pilot has a Rudder, which is tracked via a numeric column in the GDNT.", "Rudder"),
])
def test_any_place_of_the_gndt_is_read_as_its_tracking(text, name):
    d = read(text)
    assert not d.unread
    v = d.vars[name]
    assert fields(v, "tracked", "public", "scope") == ("GNDT", True, "player")


def test_a_field_in_the_gndt_is_each_players_not_the_game():
    d = read("There exists a field “Ballast” in the GNDT which is a number between 1 and 9.")
    v = d.vars["Ballast"]
    assert fields(v, "scope", "tracked", "minimum", "maximum") == ("player", "GNDT", 1, 9)


@pytest.mark.parametrize("text, page", [
    ("The Manifest is an ordered list of Cargoes, kept at the bottom of the wiki page “Quayside”.", "Quayside"),
    ("The Tide Table is a list of Hours, stored on the page [[Almanac]].", "Almanac"),
    ("The Berth Order is a comma-separated list of Ships, recorded in a table on the page “Harbour”.", "Harbour"),
])
def test_a_wiki_page_a_value_is_stored_on(text, page):
    d = read(text)
    (v,) = d.vars.values()
    assert fields(v, "kind", "scope", "tracked", "public") == ("list", "global", "wiki page", True)
    assert f"tracked on “{page}”" in v.notes


# ---- holders: the singular article, a qualifier, adverbials
@pytest.mark.parametrize("text, name, note", [
    ("A Pilot has a Compass, which is publicly tracked.", "Compass", None),
    ("An Pilot may have a Flag, tracked in the GNDT.", "Flag", None),
    ("Any Pilot who has a Ship also has a Mast, which is publicly tracked.", "Mast", "held only by one with a Ship"),
    ("Every Pilot has, at all times, exactly one Berth, which is publicly tracked.", "Berth", None),
    ("Each Pilot has an associated non-negative integer Wage, which defaults to 3.", "Wage", None),
])
def test_holders_in_other_words(text, name, note):
    d = read(text)
    assert not d.unread
    v = d.vars[name]
    assert v.scope == "player"
    assert note is None or note in v.notes


# ---- listed values
@pytest.mark.parametrize("text, values", [
    ("Each Pilot has a Flag, which is publicly tracked. A Pilot’s Flag may only be Red, Blue or Green.", ["Red", "Blue", "Green"]),
    ("Each Pilot has a Flag, whose possible values are “Red” and “Blue”, publicly tracked.", ["Red", "Blue"]),
    ("Each Pilot has a Flag, in which the allowed values are: Red, Blue, or Green; this Flag is publicly tracked.", ["Red", "Blue", "Green"]),
    ("Each Pilot has a Flag, tracked in the GNDT, taking the values ‘Up’ or ‘Down’.", ["Up", "Down"]),
    ("Each Pilot has a Flag, tracked in the GNDT, where an ‘U’ means the flag is raised and a ‘D’ means it is lowered.", ["U", "D"]),
])
def test_values_said_in_other_words(text, values):
    d = read(text)
    assert not d.unread
    v = d.vars["Flag"]
    assert (v.kind, v.values) == ("enum", values)


def test_one_of_the_following_takes_the_list_that_follows_and_its_initial_value():
    d = read("Each Pilot has a Wind, which is publicly tracked, and can be any of the following:\n\n"
             "• Calm. New Pilots start with this Wind as their starting Wind.\n• Breeze. A Breeze moves a ship.\n"
             "• Gale. A Gale sinks a ship.")
    v = d.vars["Wind"]
    assert fields(v, "kind", "values", "default") == ("enum", ["Calm", "Breeze", "Gale"], "Calm")
    assert not d.unread


def test_a_list_of_values_after_a_later_sentence_in_wikitext_markup():
    d = read("Each Pilot has a Rank, tracked in the GNDT.\n\nThe Ranks a Pilot can hold are as follows:\n\n"
             "* Cabin Boy. This is the initial Rank.\n* Bosun. A Bosun may whistle.\n* Captain. A Captain commands.")
    v = d.vars["Rank"]
    assert fields(v, "kind", "values", "default") == ("enum", ["Cabin Boy", "Bosun", "Captain"], "Cabin Boy")


def test_two_items_said_to_be_initial_give_no_default():
    d = read("Each Pilot has a Rank, tracked in the GNDT.\n\nThe available Ranks are as follows:\n\n"
             "* Cabin Boy. This is the initial Rank.\n* Bosun. This is the initial Rank.")
    assert d.vars["Rank"].values == ["Cabin Boy", "Bosun"] and d.vars["Rank"].default is None


# ---- starting values on joining, and a starting value only where the holder's condition says
@pytest.mark.parametrize("text, default", [
    ("Each Pilot has a Berth tracked in the GNDT. When a Pilot joins the game, their Berth is set to Pier.", "Pier"),
    ("Each Pilot has a Berth tracked in the GNDT. Whenever a Pilot first registers or rejoins the game, set that Pilot’s Berth to Pier.", "Pier"),
])
def test_a_starting_value_set_when_a_player_joins(text, default):
    d = read(text)
    assert d.vars["Berth"].default == default


def test_a_starting_value_on_a_condition_only_for_a_variable_held_on_that_condition():
    d = read("Every Pilot with a Ship has a Mast, tracked in the GNDT. When a Pilot is given a Ship, their Mast is set to Oak.")
    assert d.vars["Mast"].default == "Oak"
    d = read("Every Pilot has a Mast, tracked in the GNDT. When a Pilot is given a Ship, their Mast is set to Oak.")
    assert d.vars["Mast"].default is None  # a reset on an event, not its starting value
    d = read("Every Pilot with a Ship has a Mast, tracked in the GNDT. Upon a Pilot joining, set their Mast to Oak.")
    assert d.vars["Mast"].default is None  # not a wording of joining the reader knows: nothing guessed


# ---- a starting value: any lead of the players at their start (DECL_NEW_START) with any starting-value part after it.
# A combination no rule was taught as a whole reads as its parts do; the same verbs without "new" (an event that gives
# every player something) read nothing.
STARTS = ["New Pilots start with", "All new Pilots begin the game with", "Pilots start off with", "Newly joined Pilots receive",
          "New Pilots are given", "Pilots join the game with", "A new Pilot gets", "Each new Pilot is given",
          "Every Pilot starts out with", "An entering Pilot receives", "A joining Pilot enters the game with"]
STARTING_VALUES = [("4 Rope", "default", 4), ("a Rope of 4", "default", 4), ("four Rope", "default", 4),
                   ("a Rope equal to the lowest Rope of any Pilot", "default_text", "the lowest Rope of any Pilot"),
                   ("the highest Rope amongst the active Pilots", "default_text", "the highest Rope amongst the active Pilots"),
                   ("the median Rope held by all other Pilots, rounded up", "default_text",
                    "the median Rope held by all other Pilots, rounded up"),
                   ("the same amount of Rope as the Harbourmaster", "default_text", "the same amount of Rope as the Harbourmaster")]


@pytest.mark.parametrize("start", STARTS)
@pytest.mark.parametrize("value, field, want", STARTING_VALUES)
def test_a_starting_value_is_its_lead_and_its_value_in_any_combination(start, value, field, want):
    d = read(f"Each Pilot has a Rope, which is tracked in the GNDT. {start} {value}.")
    got = getattr(d.vars["Rope"], field)
    assert (want in got if field == "default_text" else got == want) and not d.unread
    assert d.vars["Rope"].tracked == "GNDT"


@pytest.mark.parametrize("text", [
    "Each Pilot has a Rope, which is tracked in the GNDT. All Pilots receive 4 Rope.",  # every player, an event
    "Each Pilot has a Rope, which is tracked in the GNDT. Each Pilot gets the highest Rope amongst the active Pilots.",
    "Each Pilot has a Rope, which is tracked in the GNDT. Pilots are given a Rope of 4.",
])
def test_the_same_verbs_without_new_give_no_starting_value(text):
    assert read(text).vars["Rope"].default is None and read(text).vars["Rope"].default_text is None


def test_a_starting_value_not_read_whole_is_listed_never_passed_over():
    d = read("Each Pilot has a Rope, which is tracked in the GNDT. New Pilots receive a coil of Rope from the Harbourmaster.")
    assert d.vars["Rope"].default is None
    assert [u.citation.text for u in d.unread] == ["New Pilots receive a coil of Rope from the Harbourmaster."]


@pytest.mark.parametrize("text, default", [
    ("Each Pilot has a Ballast tracked in the GNDT. Every Pilot has a starting ballast of 7.", 7),
    ("Each Pilot has an integer Ballast tracked in the GNDT. New Pilots have an initial Ballast equal to 2.", 2),
    ("Each Pilot has a Locker, tracked in the GNDT. New Pilots start with an empty Locker.", []),
])
def test_a_default_said_by_a_later_sentence_in_other_words(text, default):
    d = read(text)
    v = next(iter(d.vars.values()))
    assert v.default == default and not d.unread


def test_a_default_of_this_or_that_whichever_is_kept_as_words():
    d = read("Each Pilot has an integer number of Rivets, which starts at 10 or the highest number of Rivets held by any Pilot, whichever is lower.")
    v = d.vars["Rivets"]
    assert (v.kind, v.default, v.default_text) == ("int", None, "10 or the highest number of Rivets held by any Pilot, whichever is lower")


# ---- clamps and bounds said as limits
@pytest.mark.parametrize("text, minimum, maximum", [
    ("Each Pilot has a Fuel, which defaults to 5. Any effect which would reduce a Pilot’s Fuel below 1 sets it to 1 instead.", 1, None),
    ("Each Pilot has a Fuel, which defaults to 5. If a Pilot’s Fuel would ever fall below 0, it is set to 0 instead.", 0, None),
    ("Each Pilot has a Fuel, which defaults to 5. Anything that would raise a Pilot’s Fuel above 12 sets it to 12 instead.", None, 12),
    ("Each Pilot has a Fuel, which defaults to 5 and can never be negative.", 0, None),
    ("Each Pilot has a Fuel, which defaults to 5 and may not be reduced below 2.", 2, None),
])
def test_clamps_and_limits_give_bounds(text, minimum, maximum):
    d = read(text)
    assert not d.unread
    v = d.vars["Fuel"]
    assert (v.minimum, v.maximum) == (minimum, maximum)


def test_a_clamp_to_another_value_than_its_bound_is_not_read():
    d = read("Each Pilot has a Fuel, which defaults to 5. Anything that would set a Pilot’s Fuel below 0 sets it to 0 instead.")
    assert d.vars["Fuel"].minimum == 0 and not d.unread
    d = read("Each Pilot has a Fuel, which defaults to 5. Anything that would set a Pilot’s Fuel below 0 sets it to 3 instead.")
    assert d.vars["Fuel"].minimum is None and d.unread


# ---- a sentence saying where a thing is tracked declares it
@pytest.mark.parametrize("text, name, scope, kind", [
    ("The Tonnage of each Pilot is recorded in the GNDT.", "Tonnage", "player", "unspecified"),
    ("A Pilot’s Log is tracked in the GNDT.", "Log", "player", "unspecified"),
    ("The name of the Flagship is publicly tracked.", "Flagship", "global", "text"),
    ("The Harbour Fee is publicly tracked and defaults to 2.", "Harbour Fee", "global", "int"),
])
def test_a_sentence_saying_where_a_thing_is_tracked_declares_it(text, name, scope, kind):
    d = read(text)
    v = d.vars[name]
    assert fields(v, "scope", "kind", "public") == (scope, kind, True)


def test_a_thing_said_of_no_tracking_is_not_declared():
    d = read("A Pilot’s Log is tracked in the GNDT. A Pilot’s Chart can not surpass 30.")
    assert list(d.vars) == ["Log"] and len(d.unread) == 1
    d = read("A Pilot’s Log can not surpass 30.")
    assert not d.vars and d.unread


def test_a_name_of_a_declaration_not_read_whole_is_not_declared_by_a_later_sentence():
    d = read("Each Pilot has a Port Anchor, which flickers unless it is night. The Port Anchor is tracked privately, by the Harbourmaster. "
             "The Starboard Anchor is tracked privately, by the Harbourmaster.")
    assert list(d.vars) == ["Starboard Anchor"] and len(d.unread) == 2
    assert (d.vars["Starboard Anchor"].scope, d.vars["Starboard Anchor"].tracked_by) == ("global", "Harbourmaster")


def test_a_column_named_in_the_sentence_after_a_description():
    d = read("A Pilot may be seasick. This state shall be recorded in the GNDT under the heading “Queasy”, with the values ‘Y’ or ‘N’.")
    v = d.vars["Queasy"]
    assert fields(v, "kind", "values", "tracked") == ("enum", ["Y", "N"], "GNDT")


# ---- types in other words, and what is read beside the fields and listed as not read
@pytest.mark.parametrize("text, name, kind, of", [
    ("Each Pilot has a Crew, which is a semicolon-separated list of the names of all current Pilots.", "Crew", "list", "Pilots"),
    ("Each Pilot has a Cargo, which is a list of one or more of the following Goods, defaulting to all Goods listed in the table below.\n\n"
     "Grain | 1\nSalt | 2\nTea | 3", "Cargo", "list", "Goods"),
    ("Each Pilot has a Motto which is a string of letters tracked in the GNDT.", "Motto", "text", None),
])
def test_types_in_other_words(text, name, kind, of):
    from blognomic_tools.models import Table
    tables = [Table(rows=[["Grain", "1"], ["Salt", "2"], ["Tea", "3"]])] if "table" in text else []
    d = read_declarations([Rule(title="Docks", level=2, number="2.1", text=text, tables=tables, section="Dynastic Rules")], TERMS)
    v = d.vars[name]
    assert (v.kind, v.of) == (kind, of)
    if tables:
        assert v.default == ["Grain", "Salt", "Tea"]


def test_a_default_of_every_row_without_the_table_is_not_read():
    d = read("Each Pilot has a Cargo, which is a list of any of the following Goods.")
    assert (d.vars["Cargo"].kind, d.vars["Cargo"].of) == ("list", "Goods")
    d = read("Each Pilot has a Cargo, which is a list of any of the following Goods, defaulting to every one of the Goods shown in the table below.")
    assert not d.vars and d.unread


@pytest.mark.parametrize("text, name, said", [
    ("Each Pilot has a Motto, a string of characters of at most 20 letters, publicly tracked.", "Motto", "a length limit"),
    ("Each Pilot has up to four Oars, publicly tracked.", "Oars", "a count of entries"),
    ("Each Pilot has a Draught tracked in the GNDT, calculated as the Pilot’s Cargo plus their Ballast.", "Draught", "derived by a formula"),
    ("Each Pilot has a Chest, which can hold any number of Coins from any Port. A Pilot’s Chest is publicly tracked, in a recommended notation like “3 Gold”.", "Chest", "what it may hold"),
])
def test_a_condition_the_model_does_not_hold_is_listed_beside_the_fields_read(text, name, said):
    d = read(text)
    v = d.vars[name]
    assert v.public is True
    assert any(said in u.reason for u in d.unread)
    assert v.minimum is None and v.maximum is None and v.default is None  # the condition is not read as a bound


def test_a_count_of_entries_is_a_list_of_them():
    d = read("Each Pilot has between two and four Sails, tracked in the GNDT. New Pilots start with a Lateen Sail.")
    v = d.vars["Sails"]
    assert fields(v, "kind", "of", "default") == ("list", "Sails", ["Lateen"])


# ---- the high-recall net: a sentence that looks like it declares or mentions gamestate, in any form, and is not read
# whole is listed as not read, never passed over in silence (the cues are data: phrasings.schema.LOOKS_LIKE "net_*")
@pytest.mark.parametrize("text", [
    "The Harbourmaster may post tide warnings; a warning holds from the moment it is shown on the Harbour page.",
    "A few Pilots are Lamplighters, and appear as such beside their names in the side bar.",
    "A Lighthouse holds some Oil and a Lens.",
    "A Lighthouse keeps statistics for Oil, Wick and Glass in its log.",
    "The number of permitted Salvage claims is 3.",
    "If a Pilot’s Ballast equals 0, then that Pilot is Adrift.",
    "Pilot of the Month is a Harbour office.",
    "On the Moorings page there is a register of berths.",
    "Every Crane will be written down as a pair of its Reach and its Load.",
    "Pilots begin at 5 Rope.",
    "Harbour Dues remain 2 for every Pilot.",
    "No Pilot may hold fewer than two Oars.",
    "Mottos obey the same rules as Pilots’ names.",
    "A Barge’s pennant may not be the same as that of any other Barge.",
    "A Barge can also be Scuttled when its crew deserts; a Scuttled Barge is always Sunk.",
    "While a Pilot is hauling such a crate, they privately track it rather than openly listing it in their cargo field.",
    "A Flood Tide of T hours, which is followed by an Ebb of E hour(s).",
])
def test_a_sentence_that_mentions_gamestate_and_is_not_read_is_listed(text):
    d = read(text)
    assert d.unread and not d.vars, (d.unread, d.vars)


def test_the_items_of_a_list_no_sentence_reads_are_sentences_of_their_own():
    d = read("Some limits bind every Pilot at all times:\n\n* A Smuggler Pilot may only carry 1 Lantern.\n"
             "* No Pilot may have more Rope than the Harbourmaster.\n* Pilots are encouraged to be courteous.")
    texts = [u.citation.text for u in d.unread]
    assert "A Smuggler Pilot may only carry 1 Lantern." in texts and "No Pilot may have more Rope than the Harbourmaster." in texts
    assert "Pilots are encouraged to be courteous." not in texts and not d.vars
    # a list its lead reads (a holder's fields, a variable's values) is not listed again
    d = read("Pilots have the following tracked fields:\n\n* Rope: a number that defaults to 3.\n* Knots: a number that defaults to 0.")
    assert not d.unread and d.vars["Rope"].default == 3


# ---- precision: what a list holds is not its name; a field of a table's rows is not a variable
@pytest.mark.parametrize("text", [
    "There is a publicly tracked list of wagers.",
    "Each Pilot has a sequence of knots, which is publicly tracked.",
    "There exists an ordered list of sightings, which defaults to empty.",
])
def test_a_list_named_only_by_what_it_holds_in_lowercase_declares_no_variable(text):
    d = read(text)
    assert not d.vars and d.unread


def test_a_field_of_each_row_of_the_rules_table_is_not_a_variable():
    from blognomic_tools.models import Table
    rows = Table(rows=[["Gantry Crane", "9"], ["Deck Crane", "4"]], header=["Crane", "Reach"])
    text = "Each Pilot has a publicly tracked list of Cranes, which defaults to empty. Every Crane has a Reach.\n\nCrane | Reach\nGantry Crane | 9\nDeck Crane | 4"
    d = read_declarations([Rule(title="Docks", level=2, number="2.1", text=text, tables=[rows], section="Dynastic Rules")], TERMS)
    assert "Reach" not in d.vars and d.vars["Cranes"].default == []
    assert any("column of the rule's table" in u.reason for u in d.unread)
    d = read("Each Pilot has a publicly tracked list of Cranes. Every Crane has a Reach.")  # no table: its field
    assert d.vars["Reach"].holder_of == "Crane"


# ---- a default said before 'by default' (or 'initially', 'to begin with'), the value only: never the words before it
@pytest.mark.parametrize("text, name, kind, default", [
    ("Each Pilot has a publicly tracked number named Ballast which is 0 by default.", "Ballast", "int", 0),
    ("There is a publicly tracked Queue, which is a list of Pilots and is empty by default.", "Queue", "list", []),
    ("Each Pilot has a Mood, which is “Calm” initially and which is publicly tracked.", "Mood", "text", "Calm"),
    ("Each Pilot has a number named Rope that stands at 5 to begin with.", "Rope", "int", 5),
])
def test_a_value_said_before_by_default_is_the_default(text, name, kind, default):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "kind", "default") == (kind, default)


# ---- the net, widened by the third held-out round: a list of values led by 'Possible … are', a value said after
# 'is:', a quantity changed 'by' an amount, a variable or resource named as such, never passed over in silence
@pytest.mark.parametrize("text", [
    "Valid Tide States include the following:\n\n1. Slack\n2. Flood\n3. Ebb",
    "The present Wind is: Calm.",
    "The Rota for the coming weeks is:\n\n* North Quay\n* South Quay",
    "Whenever a Pilot docks, the weight of the crate they lift is halved by the crane's reach.",
    "Each Tuesday names one dynastic resource and a quantity, the Harbour Toll for the week: Rope + 2",
    "The Current Tide decides which Pilots may sail.",
])
def test_a_value_list_a_change_or_a_named_variable_not_read_is_listed(text):
    d = read(text)
    assert d.unread and not d.vars, (d.unread, d.vars)


# ---- precision: one name held by two holders is not read for the second (a later sentence could mean either)
@pytest.mark.parametrize("text", [
    "Each Pilot has a Cargo. Each Dock has a Cargo.",
    "Every Pilot has a publicly tracked number named Rope. Every Barge has a Rope.",
    "There is a Ledger. Each Pilot has a Ledger.",
])
def test_a_second_holder_of_the_same_name_is_listed_not_read(text):
    d = read(text)
    assert len(d.vars) == 1 and any("has the name of" in u.reason for u in d.unread), (d.vars, d.unread)


def test_a_second_holder_of_the_same_name_with_fields_of_its_own_is_read_under_its_holder():
    d = read("Every Pilot has a publicly tracked list of Crates, defaulting to empty. "
             "Every Barge has a publicly tracked list of Crates, defaulting to empty.")
    assert not d.unread and sorted((v.name, v.holder_of or "") for v in d.vars.values()) == [("Crates", ""), ("Crates", "Barge")]


# ---- round 3's parts: a bound 'between A to B', a start 'starts at a value of N' and 'with no maximum', a GNDT-tracked
# statistic named after it, a minimum said as an action no player may take
@pytest.mark.parametrize("text, name, want", [
    ("Each Pilot has a Ballast, which is a number from 1 through 9 and defaults to 4.", "Ballast", ("int", 1, 9, 4)),
    ("Each Pilot has a publicly tracked number named Rope between 2 to 7 inclusive, defaulting to 2.", "Rope", ("int", 2, 7, 2)),
    ("There is a quantity of Tide, which is a nonnegative integer and begins at 3, without an upper limit.", "Tide", ("int", 0, None, 3)),
    ("Each Pilot has a number of Knots which starts off at a level of 10.", "Knots", ("int", None, None, 10)),
])
def test_bounds_and_a_start_in_other_words(text, name, want):
    d = read(text)
    assert not d.unread, d.unread
    assert fields(d.vars[name], "kind", "minimum", "maximum", "default") == want


@pytest.mark.parametrize("text, name, bound", [
    ("Each Pilot has a GNDT-tracked statistic called Sea Legs which is an integer. No Pilot may take an action that would set their Sea Legs below 1.",
     "Sea Legs", ("minimum", 1)),
    ("Each Pilot has a GDNT-tracked score called Heat. Pilots may not perform any action which would raise their Heat above 9.", "Heat", ("maximum", 9)),
    ("Each Pilot has a number named Rope. A Pilot cannot make a move that would reduce their Rope to a value under 0.", "Rope", ("minimum", 0)),
])
def test_a_bound_said_as_an_action_no_player_may_take(text, name, bound):
    d = read(text)
    assert not d.unread, d.unread
    assert getattr(d.vars[name], bound[0]) == bound[1]


def test_an_action_a_player_may_take_is_no_bound():
    d = read("Each Pilot has a number named Rope. Pilots may take an action that would set their Rope below 0 when adrift.")
    assert d.vars["Rope"].minimum is None


# ---- a short name in brackets: the declaration reads whole, and a later sentence may name the variable by it
@pytest.mark.parametrize("text, name, alias, default", [
    ("Each Pilot has a score called “Hull Integrity” (abbreviated HI), to be tracked in the GNDT. New Pilots start with 7 HI.",
     "Hull Integrity", "HI", 7),
    ("Each Pilot has a number of Sea Miles (SM) tracked in the GNDT. New Pilots start with 0 SM.", "Sea Miles", "SM", 0),
    ("Every Pilot has a statistic named Knots (or KN), which is kept in the GDNT. New Pilots start with 2 KN.", "Knots", "KN", 2),
    ("Each Pilot has a value called Grog (GR for short) tracked in the GNDT. New Pilots start with 5 GR.", "Grog", "GR", 5),
    ("Each Pilot has an amount of Deck Points (or DP, for short) tracked in the GNDT. New Pilots start with 3 DP.",
     "Deck Points", "DP", 3),
])
def test_a_short_name_in_brackets_names_the_variable_later(text, name, alias, default):
    d = read(text)
    assert not d.unread, d.unread
    v = d.vars[name]
    assert fields(v, "default", "tracked", "public") == (default, "GNDT", True)
    assert f"abbreviated {alias}" in v.notes


@pytest.mark.parametrize("text, names", [
    ("Each Pilot has a Berth, and Port of Registry (POR) tracked in the GDNT.", ("Berth", "Port of Registry")),
    ("Each Pilot has a Flag (F) and a Crest, which are tracked in the GNDT.", ("Flag", "Crest")),
    ("Every Pilot has a Rank and a Watch (W) recorded in the GNDT.", ("Rank", "Watch")),
])
def test_two_names_with_a_comma_or_a_short_name_share_their_tracking(text, names):
    d = read(text)
    assert not d.unread, d.unread
    for n in names:
        assert fields(d.vars[n], "tracked", "public") == ("GNDT", True)


def test_an_abbreviation_of_no_declared_variable_is_still_not_read():
    d = read("Each Pilot has a score called Hull Integrity tracked in the GNDT. New Pilots start with 7 HI.")
    assert d.vars["Hull Integrity"].default is None
    assert any("HI" in u.citation.text for u in d.unread)


# ---- a bound its own rule contradicts: a value the rule sets the variable to, outside the bounds
@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a score called “Luck” which is tracked in the GNDT and which is a positive integer. "
     "Should it ever fall out of range, it is set to zero instead.", "Luck"),
    ("Each Pilot has a Morale, a positive integer tracked in the GNDT. At dawn each Pilot's Morale is reset to 0.", "Morale"),
    ("Each Pilot has a Draft, which is an integer between 1 and 5, tracked in the GNDT. When a storm comes, its value is set to 9.", "Draft"),
])
def test_a_bound_contradicted_by_a_value_the_rule_sets_is_not_read(text, name):
    d = read(text)
    v = d.vars[name]
    assert (v.kind, v.minimum, v.maximum) == ("unspecified", None, None)
    assert fields(v, "tracked", "public") == ("GNDT", True)
    assert any("contradicts itself" in u.reason for u in d.unread)


def test_a_value_set_within_the_bounds_keeps_them():
    d = read("Each Pilot has a Morale, a positive integer tracked in the GNDT. At dawn each Pilot's Morale is reset to 3.")
    assert fields(d.vars["Morale"], "kind", "minimum") == ("int", 1)


# ---- "a number of" things that each have fields of their own: a list of them, never a count
@pytest.mark.parametrize("text, name", [
    ("Each Pilot may have a number of Charts. Each Chart has a Title and a Scale.", "Charts"),
    ("Every Pilot has a number of Bounties, publicly tracked. Every Bounty has a Target and a Reward.", "Bounties"),
    ("Each Pilot can have a number of Mates. A Mate is named by the Harbourmaster.", "Mates"),
])
def test_a_number_of_things_with_fields_is_a_list(text, name):
    v = read(text).vars[name]
    assert fields(v, "kind", "of") == ("list", name)


def test_a_number_of_plain_things_is_a_count():
    assert read("Each Pilot has a number of Charts, tracked in the GNDT.").vars["Charts"].kind == "int"


# ---- a default ends where the next part begins: 'and' before a keeping word is a connector, never the default's
@pytest.mark.parametrize("text, name, default", [
    ("Each Pilot has an amount of Rope, defaulting to five and kept in the GNDT.", "Rope", 5),
    ("Every Pilot has a number of Oars, which defaults to 12 and recorded in the GNDT.", "Oars", 12),
    ("Each Pilot has a Reputation, defaulting to zero and publicly tracked in the GNDT.", "Reputation", 0),
])
def test_a_default_ends_before_and_a_tracking(text, name, default):
    d = read(text)
    v = d.vars[name]
    assert fields(v, "default", "default_text", "tracked", "public") == (default, None, "GNDT", True)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Mood, defaulting to Calm and",
    "Each Pilot has a Mood, which defaults to Calm or",
])
def test_a_default_cut_at_a_joining_word_is_not_read(text):
    d = read(text)
    assert "Mood" not in d.vars or d.vars["Mood"].default_text is None and d.vars["Mood"].default is None
    assert d.unread


# ---- a value computed from other gamestate is listed, never passed over
@pytest.mark.parametrize("text", [
    "A Pilot's Reach is always equal to the sum of their Oars and Sails.",
    "Each Crew's Strength equals the combined Brawn of its Sailors.",
    "The Tonnage of a Ship is worked out from its Length and Beam.",
    "Heft cannot be spent and is, for each Pilot, determined by the cargo they carry.",
])
def test_a_computed_value_is_listed_as_not_read(text):
    d = read(text)
    assert not d.vars
    assert d.unread


# ---- a field of the GNDT declared by its existence: 'There exists a GNDT field named …'
@pytest.mark.parametrize("text, name", [
    ("There exists a GNDT field named “Grog”.", "Grog"),
    ("There is a GNDT column called Ballast.", "Ballast"),
    ("There also exists a GNDT statistic named ‘Salt’.", "Salt"),
])
def test_a_gndt_field_that_exists_is_each_players(text, name):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "scope", "tracked", "public") == ("player", "GNDT", True)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Rank, which is tracked in the GNDT. New Pilots start out Cadet.",
    "Each Pilot has a Rank, which is tracked in the GNDT. New Pilots begin as Cadet.",
    "Each Pilot has a Rank, which is tracked in the GNDT. New Pilots start off Cadet.",
])
def test_new_players_start_out_as_a_value(text):
    assert read(text).vars["Rank"].default == "Cadet"


# ---- the tracking before the name, in any case or joined by a hyphen: it is the tracking, not a word of the name
@pytest.mark.parametrize("text, tracked, public", [
    ("Each Pilot has a Privately Tracked Compass, which defaults to North.", "privately", False),
    ("Each Pilot has a privately tracked Compass, which defaults to North.", "privately", False),
    ("Each Pilot has a Privately-Tracked Compass, which defaults to North.", "privately", False),
    ("Each Pilot has a Secretly Tracked Compass, which defaults to North.", "privately", False),
    ("Each Pilot has a Compass, which is tracked privately and defaults to North.", "privately", False),
    ("Each Pilot has a Publicly Tracked Compass, which defaults to North.", None, True),
    ("Each Pilot has a Publicly-Tracked Compass, which defaults to North.", None, True),
])
def test_tracking_before_the_name_is_not_part_of_the_name(text, tracked, public):
    d = read(text)
    assert not d.unread
    assert list(d.vars) == ["Compass"]
    assert fields(d.vars["Compass"], "tracked", "public", "default") == (tracked, public, "North")


# ---- 'a value of X', as 'an amount of X': X is the name
@pytest.mark.parametrize("text, default", [
    ("Each Pilot has a numeric value of Pearls which defaults to 800.", 800),
    ("Each Pilot has a value of Pearls, which defaults to 2.", 2),
    ("Every Pilot has an integer value of Pearls that starts at 5.", 5),
])
def test_a_value_of_a_name_declares_it(text, default):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Pearls"], "kind", "default") == ("int", default)


# ---- asides: a clause between commas that says none of a declaration's fields is passed over, and listed

def test_an_aside_between_commas_is_passed_over_and_listed():
    d = read("Each Pilot has an amount of Grit, reflecting their calm in a storm, which defaults to 3.")
    assert (d.vars["Grit"].default, d.vars["Grit"].kind) == (3, "int")
    assert any("reflecting their calm in a storm" in u.reason for u in d.unread)
    d = read("Each Pilot has a Lantern (glowing softly), which is publicly tracked.")
    assert d.vars["Lantern"].public is True and any("glowing softly" in u.reason for u in d.unread)


def test_an_aside_that_may_say_a_field_is_never_passed_over():
    for aside in ("measured against the Harbourmaster's Grit", "unless it is night", "or a fraction", "at most twice",
                  "doubled on Sundays", "which only Pilots at sea have", "shared by every Pilot", "kept secret"):
        d = read(f"Each Pilot has an amount of Grit, {aside}, which defaults to 3.")
        assert "Grit" not in d.vars, aside
        assert d.unread, aside


def test_a_clause_half_read_is_no_aside():
    head_only("Each Pilot has an amount of Grit which is an integer glowing softly, which defaults to 3.", kind="int")


# ---- names and values in lower case

def test_a_name_in_lower_case_where_a_name_stands():
    d = read("Each Pilot has a resolve, which defaults to 3.")
    assert d.vars["resolve"].default == 3
    d = read("Each pilot has a rank tracked on the harbour page, which is one of deckhand, mate, bosun or captain, defaulting to deckhand.")
    v = d.vars["rank"]
    assert (v.values, v.default, v.tracked) == (["deckhand", "mate", "bosun", "captain"], "deckhand", "wiki page")
    d = read("Each Pilot has publicly-tracked number called sea legs.")
    assert d.vars["sea legs"].public is True


def test_a_lower_case_word_before_a_type_noun_is_no_name():
    d = read("Each Pilot has a tidepoint value which is tracked by the GNDT.")
    assert not d.vars and d.unread


def test_two_lower_case_words_joined_by_or_are_no_list_of_values():
    d = read("Each Pilot may have a Lamp, which may be lit or unlit.")
    assert not (d.vars.get("Lamp") and d.vars["Lamp"].values)


# ---- the inclusive bounds, as families

@pytest.mark.parametrize("words,field,n", [
    ("which is a number greater than or equal to 2", "minimum", 2),
    ("which can be any integer value equal to or greater than 0", "minimum", 0),
    ("which must be at least 1", "minimum", 1),
    ("which is no less than 4", "minimum", 4),
    ("which may be 5 or more", "minimum", 5),
    ("with a minimum of 3", "minimum", 3),
    ("which is no more than 10", "maximum", 10),
    ("which must be less than or equal to 9", "maximum", 9),
    ("which may be 6 or fewer", "maximum", 6),
    ("with a maximum of 12", "maximum", 12),
])
def test_inclusive_bounds(words, field, n):
    d = read(f"Each Pilot has an amount of Fuel, {words}.")
    assert getattr(d.vars["Fuel"], field) == n


def test_any_sign_is_an_integer_with_no_lower_bound():
    d = read("Each Pilot has a numeric statistic Drift that is tracked in the GNDT, and can be any positive or negative whole number.")
    v = d.vars["Drift"]
    assert (v.kind, v.minimum, v.tracked) == ("int", None, "GNDT")


# ---- later sentences: starting values, the default of "this statistic", legal values

def test_starting_values_said_in_other_words():
    d = read("Each Pilot has publicly-tracked number called sea legs. The starting value of sea legs is 4.")
    assert d.vars["sea legs"].default == 4
    d = read("Each Pilot has a numeric statistic Drift that is tracked in the GNDT. The default for this statistic is 2.")
    assert d.vars["Drift"].default == 2
    d = read("There exists a GNDT field called Ballast. Each Pilot starts off with 6 Ballast.")
    assert d.vars["Ballast"].default == 6


def test_its_legal_values_as_integers_between():
    d = read("Each Pilot has a statistic called Heat. Its legal values are all integers between and including 1 and 9.")
    v = d.vars["Heat"]
    assert (v.kind, v.minimum, v.maximum) == ("int", 1, 9)


def test_kept_in_a_gndt_column_named_and_the_normal_table():
    d = read("A Pilot may be seasick. This shall be tracked in a GNDT column named Queasy.")
    assert d.vars["Queasy"].tracked == "GNDT"
    d = read("There exists a GNDT entity called Flares which are tracked in the normal GNDT table.")
    assert d.vars["Flares"].tracked == "GNDT"
    d = read("There exists a GNDT field named “Mood”, in which Pilots’ Moods are tracked. New Pilots start out Calm.")
    assert d.vars["Mood"].default in ("Calm",) or d.vars["Mood"].default_text == "Calm"


def test_an_abbreviation_and_flavour_text():
    d = read("Every Pilot has an HP value, which stands for Hull Points.")
    assert "HP" in d.vars and not d.unread
    d = read("A Pilot may optionally have a Motto, which is flavour text.")
    assert d.vars["Motto"].kind == "text"


def test_holders_that_contain_and_sets_of_things():
    d = read("Each Pilot contains a number of Sparks, tracked in the GNDT. New Pilots consist of a single Spark, when they join the game.")
    v = d.vars["Sparks"]
    assert (v.kind, v.default, v.tracked) == ("int", 1, "GNDT")
    d = read("Each Pilot has a set of Charts, tracked in the GNDT.")
    assert (d.vars["Charts"].kind, d.vars["Charts"].of) == ("list", "Charts")
    d = read("Each Pilot owns an amount of Brass, which defaults to 2.")
    assert d.vars["Brass"].default == 2


def test_a_starting_value_said_with_its_noun():
    d = read("Each Pilot has a statistic called Knots. New Pilots start with a Knots value of 3.")
    assert d.vars["Knots"].default == 3


def test_a_status_derived_from_a_variable_is_never_passed_over():
    d = read("Each Pilot has a set of Charts, tracked in the GNDT. If a Pilot’s Charts include the Reef, that Pilot is Lost.")
    assert any("that Pilot is Lost" in u.citation.text for u in d.unread)


def test_a_holder_with_a_colon_and_its_list_right_after_it():
    d = read("Each Dock has:\n* An amount of Rope, defaulting to zero.\n* A Keeper, which is flavour text.")
    assert (d.vars["Rope"].holder_of, d.vars["Rope"].default) == ("Dock", 0)
    assert d.vars["Keeper"].kind == "text"
    d = read("Every Dock has the following:\n\n* A number of Berths, defaulting to 2.")
    assert d.vars["Berths"].default == 2


def test_a_column_in_the_gndt_and_the_value_of_a_name():
    d = read("There is a column in the GNDT called “Hold”.")
    assert (d.vars["Hold"].tracked, d.vars["Hold"].scope) == ("GNDT", "player")
    d = read("Each Pilot starts off with 3 Flares. There exists a GNDT field called Flares. The value of Flares may be any integer value equal to or greater than 0.")
    assert d.vars["Flares"].minimum == 0


def test_a_thing_that_may_have_a_field_and_this_field_named_after_it():
    d = read("Each Crew may have a Flag Rule. This may either be Red, Black or White, defaulting to White.")
    v = d.vars["Flag Rule"]
    assert (v.holder_of, v.values, v.default) == ("Crew", ["Red", "Black", "White"], "White")
    d = read("Each Pilot can have a number of Medals, which is publicly tracked and defaults to zero.")
    assert (d.vars["Medals"].scope, d.vars["Medals"].default) == ("player", 0)


def test_a_gndt_column_named_in_lower_case_and_kept_under_a_short_name():
    d = read("There exists a GNDT column called knots.")
    assert (d.vars["knots"].tracked, d.vars["knots"].public) == ("GNDT", True)
    d = read("Each Pilot has a number of Sea Miles, tracked in the GNDT as SM, and defaulting to zero.")
    v = d.vars["Sea Miles"]
    assert (v.default, v.tracked) == (0, "GNDT") and "tracked in the column “SM”" in v.notes


# ---- a thing held by something other than a player, said with the singular article ("A Still has …")
@pytest.mark.parametrize("text, name, holder", [
    ("A Barge has a Draught, which is publicly tracked.", "Draught", "Barge"),
    ("An Anchor may optionally have a Chain, tracked in the GNDT.", "Chain", "Anchor"),
    ("A Lighthouse can also have a number of Lamps, which defaults to 2.", "Lamps", "Lighthouse"),
    ("A Buoy possesses a Colour, which is flavour text.", "Colour", "Buoy"),
])
def test_a_thing_held_by_an_item_said_with_a_or_an(text, name, holder):
    d = read(text)
    assert not d.unread
    v = d.vars[name]
    assert (v.holder_of, v.scope) == (holder, holder.casefold())


def test_the_singular_article_of_a_player_stays_the_players():
    d = read("A Pilot possesses a Compass, which is publicly tracked.")
    assert (d.vars["Compass"].scope, d.vars["Compass"].holder_of) == ("player", None)


# ---- several names in one part: "stats for Mash, Spirits and Fuel"
@pytest.mark.parametrize("text, names", [
    ("Each Barge has stats for Keel, Mast and Rudder.", ["Keel", "Mast", "Rudder"]),
    ("A Lighthouse has statistics called Lamp, Lens, Wick and Oil.", ["Lamp", "Lens", "Wick", "Oil"]),
    ("Each Buoy has three attributes named Drift, Bob, and Tilt.", ["Drift", "Bob", "Tilt"]),
    ("Every Anchor has the scores Weight, Rust and Depth, which are publicly tracked.", ["Weight", "Rust", "Depth"]),
])
def test_several_names_listed_in_one_part_each_declare_a_variable(text, names):
    d = read(text)
    assert not d.unread
    assert sorted(d.vars) == sorted(names)
    assert len({(v.scope, v.holder_of) for v in d.vars.values()}) == 1


def test_a_count_of_listed_names_that_does_not_match_is_not_read():
    d = read("Each Buoy has four attributes named Drift, Bob and Tilt.")
    assert not d.vars and d.unread


def test_a_thing_with_the_following_characteristics_is_no_variable_of_that_name():
    d = read("A Barge has the following characteristics:\n* A hull number, which is the lowest unused positive integer\n* Any number of Ropes to other Barges.")
    assert not d.vars


# ---- the values a number may take, said as zero and the positive ones ("0 and any positive integer")
@pytest.mark.parametrize("text", [
    "There exists a GNDT column called Ropes. The valid values of it are 0 and any positive integer.",
    "There exists a GNDT column called Ropes. Its legal values are zero or any positive integer.",
    "There exists a GNDT column called Ropes. Its allowed values are any non-negative integer.",
    "Each Pilot has a number of Ropes, which may be 0 or any positive whole number.",
])
def test_zero_and_the_positive_integers_are_a_lower_bound_of_zero(text):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Ropes"], "kind", "minimum", "maximum") == ("int", 0, None)


@pytest.mark.parametrize("text, default", [
    ("There exists a GNDT column called flares. If a new Pilot joins the game, they start with 3 flares.", 3),
    ("There exists a GNDT column called flares. When a new Pilot joins the game, they begin with 1 flare.", 1),
    ("There exists a GNDT column called flares. Whenever a Pilot joins the game, he or she starts with 0 flares.", 0),
])
def test_a_starting_amount_said_when_one_joins(text, default):
    d = read(text)
    assert not d.unread
    assert d.vars["flares"].default == default


def test_a_starting_amount_of_another_thing_when_one_joins_is_no_default():
    d = read("There exists a GNDT column called flares. If a new Pilot joins the game, they start with 3 ropes.")
    assert d.vars["flares"].default is None and d.unread


def test_the_emperor_said_with_an_article_is_no_kind_of_item():
    d = read("A Harbourmaster has a Hat, which is flavour text.")
    assert "Harbourmaster" not in d.items and not any(v.holder_of == "Harbourmaster" for v in d.vars.values())


def test_values_listed_after_a_holder_are_no_names_of_variables():
    d = read("Every Anchor has the values Iron, Bronze and Steel, which are publicly tracked.")
    assert not d.vars and d.unread


# ---- a default that says the thing is absent, in a later sentence of its holders ("Settlers default to not having a name")
@pytest.mark.parametrize("text, name, words", [
    ("A Barge may have a Pennant, which is flavour text. Barges default to not having a pennant.", "Pennant", "not having a pennant"),
    ("Each Pilot may have a Patron, which is flavour text. Pilots default to having no Patron.", "Patron", "having no Patron"),
    ("Each Barge has a Berth, which is either North, South or East. By default a Barge has no Berth.", "Berth", "no Berth"),
    ("Each Pilot may have a Charm, which is flavour text. By default, Pilots have no Charm.", "Charm", "no Charm"),
    ("Each Pilot may have a Motto, which is flavour text. New Pilots start with no Motto.", "Motto", "no Motto"),
])
def test_a_default_that_says_the_thing_is_absent(text, name, words):
    d = read(text)
    assert not d.unread
    v = d.vars[name]
    assert (v.default, v.default_text) == (None, words)


@pytest.mark.parametrize("text", [
    "Each Pilot has a number of Ropes. Pilots default to having no Ropes.",  # a count: 0 or not held? not said
    "A Barge may have a Pennant, which is flavour text. Pilots default to not having a pennant.",  # another holder's
    "Each Pilot may have a Kite. By default, Pilots have no Kite.",  # no kind said: a flag or a text
])
def test_an_absent_default_of_another_kind_or_holder_is_not_read(text):
    d = read(text)
    assert d.unread
    assert all(v.default is None and v.default_text is None for v in d.vars.values())


# ---- an aside that says what the value means, naming its holder ("reflecting how much sway that Peer commands …")
@pytest.mark.parametrize("text", [
    "Each Pilot holds a number of Ropes, reflecting how much trust that Pilot earns in the name of his guild. This is tracked by the GNDT.",
    "Each Pilot has a number of Ropes, representing how far the Pilot has sailed, which is tracked in the GNDT.",
    "Each Pilot has a number of Ropes, measuring how well their Pilot knots, tracked in the GNDT.",
])
def test_an_aside_of_what_a_value_means_naming_its_holder_is_passed_over(text):
    d = read(text)
    v = d.vars["Ropes"]
    assert fields(v, "kind", "tracked", "public", "default") == ("int", "GNDT", True, None)
    assert [u.reason for u in d.unread if "passed over" in u.reason]  # listed as passed over, never silent


@pytest.mark.parametrize("text", [
    "Each Pilot has a number of Ropes, reflecting how many Ropes that Pilot may hold at most.",
    "Each Pilot has a number of Ropes, representing how much Fuel that Pilot starts with.",
])
def test_an_aside_naming_its_holder_that_says_a_field_is_not_passed_over(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- a list said as empty or holding one or more of a thing ("may be empty or may be a list of one or more Versifiers")
@pytest.mark.parametrize("text", [
    "There is a publicly tracked list called Roster that may be empty or may be a list of one or more Pilots, defaulting to empty.",
    "There is a publicly tracked list called Roster, which is either empty or a list of one or more Pilots, defaulting to empty.",
    "There is a publicly tracked list called Roster that can be empty or contain one or more Pilots, defaulting to empty.",
])
def test_a_list_empty_or_of_one_or_more_things(text):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Roster"], "kind", "of", "default", "scope", "public") == ("list", "Pilots", [], "global", True)


def test_one_or_more_of_another_thing_than_the_lists_is_not_read():
    d = read("There is a publicly tracked list of Ships called Roster that may be empty or may be a list of one or more Pilots.")
    assert d.unread and "Roster" not in d.vars


# ---- precision: a default whose words refer to a holder or to another's value is no fixed value
@pytest.mark.parametrize("text, words", [
    ("Each Pilot has a Rank, which defaults to the Rank of the Harbourmaster.", "the Rank of the Harbourmaster"),
    ("Each Pilot has a Berth, which defaults to the Berth their Ship is in.", "the Berth their Ship is in"),
    ("Each Barge has a Mooring, defaulting to the Quay of its Pilot.", "the Quay of its Pilot"),
])
def test_a_default_that_refers_to_another_value_is_kept_as_words(text, words):
    (v,) = read(text).vars.values()
    assert (v.default, v.default_text, v.kind) == (None, words, "unspecified")


def test_a_named_place_is_still_a_fixed_default():
    d = read("Each Pilot has a Berth, which defaults to the Landing Zone.")
    assert d.vars["Berth"].default == "Landing Zone"


# ---- precision: two declarations in one sentence are split only where no clause after the second may be both's
@pytest.mark.parametrize("text", [
    "Each Pilot has a number of Ropes and a Sail, defaulting to 3.",
    "Each Pilot has a number of Ropes and a number of Sails which are both defaulting to 3.",
])
def test_a_clause_after_two_declarations_is_not_given_to_the_second_alone(text):
    d = read(text)
    assert d.unread
    assert all(v.default is None and v.public is None for v in d.vars.values())


def test_a_clause_said_of_both_after_a_comma_is_given_to_each():
    d = read("Each Pilot has a number of Ropes and a number of Sails, both defaulting to 3.")
    assert [(v.name, v.default) for v in d.vars.values()] == [("Ropes", 3), ("Sails", 3)] and not d.unread


def test_a_clause_said_of_each_of_two_declarations_is_given_to_both():
    d = read("Each Barge has an amount of Tar and a quantity of Pitch, each of which is publicly tracked.")
    assert sorted(d.vars) == ["Pitch", "Tar"] and all(v.public for v in d.vars.values())


# ---- a count of the game named after where it is kept ("… is publicly tracked as Total Draws")
@pytest.mark.parametrize("text, name, public", [
    ("The number of Ships sunk this week is publicly tracked as Wrecks.", "Wrecks", True),
    ("The count of Storms since the dynasty began is tracked as “Storm Tally”.", "Storm Tally", None),
    ("The total of Fines paid so far shall be publicly recorded as Harbour Dues.", "Harbour Dues", True),
])
def test_a_count_of_the_game_named_by_where_it_is_tracked(text, name, public):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "kind", "scope", "public") == ("int", "global", public)


def test_a_count_of_each_players_things_tracked_as_a_name_is_not_the_games():
    d = read("The number of Ropes each Pilot holds is publicly tracked as Rigging.")
    assert not any(v.scope == "global" for v in d.vars.values())


# ---- names listed after a colon with their count ("access to 4 different ores: Cobaltite (C), …"), and "each of these"
@pytest.mark.parametrize("text, names", [
    ("Each Pilot has access to 3 different woods: Oak (O), Ash (A), and Elm (E). The amount of each of these woods that is held by each Pilot is tracked in the GNDT.", ["Oak", "Ash", "Elm"]),
    ("Each Pilot has three kinds of cargo: Tea, Silk and Spice. The quantity of each of these that a Pilot owns is tracked in the GNDT.", ["Tea", "Silk", "Spice"]),
    ("Each Pilot has 4 different charts: North, South, East, and West. The number of each of these charts held by each Pilot is tracked in the GNDT.", ["North", "South", "East", "West"]),
])
def test_names_listed_after_a_colon_and_the_amount_of_each_of_these(text, names):
    d = read(text)
    assert not d.unread
    assert sorted(d.vars) == sorted(names)
    assert {fields(v, "kind", "tracked", "public", "scope") for v in d.vars.values()} == {("int", "GNDT", True, "player")}


def test_names_listed_after_a_colon_that_are_not_as_many_as_said_are_not_read():
    d = read("Each Pilot has access to 4 different woods: Oak (O), Ash (A), and Elm (E).")
    assert not d.vars and d.unread


# ---- a holder said by where a player is ("Each Developer is working at a Venue, …")
@pytest.mark.parametrize("text, name", [
    ("Each Pilot is working at a Wharf, which is tracked in the GNDT.", "Wharf"),
    ("Every Pilot is located in a Harbour, which may be either Quay, Jetty or Slip.", "Harbour"),
    ("Each Pilot is stationed on a Deck, tracked in the GNDT and defaulting to Lower.", "Deck"),
])
def test_a_place_each_player_is_at(text, name):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "scope", "holder_of") == ("player", None)


# ---- how a value is written where it is kept ("defaulting to Coast, which may be tracked as “-”")
@pytest.mark.parametrize("text", [
    "Each Pilot has a Berth, which may be either Quay, Jetty or Slip, and which is tracked in the GNDT (defaulting to Quay, which may be tracked as “-”).",
    "Each Pilot has a Berth, which may be either Quay, Jetty or Slip, tracked in the GNDT and defaulting to Quay, which can be written as “Q”.",
    "Each Pilot has a Berth, which may be either Quay, Jetty or Slip, tracked in the GNDT and defaulting to Quay (shown as “-”).",
])
def test_how_a_value_is_written_where_it_is_kept_says_no_field(text):
    d = read(text)
    assert not d.unread
    v = d.vars["Berth"]
    assert fields(v, "default", "values", "tracked") == ("Quay", ["Quay", "Jetty", "Slip"], "GNDT")


def test_a_player_at_something_with_nothing_more_said_is_no_declaration():
    assert not read("Each Pilot is at a Disadvantage.").vars


@pytest.mark.parametrize("text", [
    "Each Pilot has a Berth, defaulting to Quay and tracked in the GNDT. Each Berth grants a Pilot a bonus, as listed below:\n"
    "Quay - No bonus.\nJetty - One more Crate.",
    "Every Pilot has a Flag, which defaults to White. The effects of every Flag are as follows:\n"
    "White - Nothing happens.\nRed - Pirates attack.",
    "Each Pilot has a publicly tracked Course, defaulting to North. Each Course is described below:\n"
    "North - Cold.\nSouth - Warm.",
])
def test_a_word_default_is_not_read_as_free_text_when_the_values_are_listed_after(text):
    d = read(text)
    (v,) = d.vars.values()
    assert v.kind != "text" and d.unread


@pytest.mark.parametrize("text", [
    "The harbour gates may either be “open” or “shut”. They are “open” unless otherwise specified.",
    "The lighthouse lamp can either be “lit” or “dark”.",
    "The tide must either be “high” or “low”, as the Harbourmaster says.",
])
def test_a_state_said_as_may_either_be_is_listed_not_passed_over(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- a column of a wiki page: the page is where it is tracked, the column names it
@pytest.mark.parametrize("text, name, page", [
    ("Each Pilot has a non-negative integer amount of Rope, kept in the “Rope” column of the [[Quay Book]] page.", "Rope", "Quay Book"),
    ("Each Pilot has a number of Flares, recorded in a field named ‘Flares’ on the wiki page “Harbour”.", "Flares", "Harbour"),
    ("Every Pilot has a positive integer amount of Ballast, tracked in a column called “Ballast” on “The Hold” wiki page.", "Ballast", "The Hold"),
])
def test_a_column_of_a_wiki_page_is_tracked_on_that_page(text, name, page):
    d = read(text)
    assert not d.unread
    v = d.vars[name]
    assert fields(v, "tracked", "public", "kind") == ("wiki page", True, "int")
    assert f"tracked on “{page}”" in v.notes


def test_a_wiki_page_column_declared_then_its_default_said_by_its_name():
    d = read("Each Pilot has a non-negative integer amount of Tar, listed in a column entitled “Tar” on “The Drum” wiki page. "
             "Tar defaults to 2.")
    assert not d.unread
    assert fields(d.vars["Tar"], "default", "minimum", "tracked") == (2, 0, "wiki page")


# ---- a name in single quotes before the noun of a value
@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a ‘Luck’ score, which is a non-negative integer that defaults to 3.", "Luck"),
    ("Every Pilot has a ‘Sea Legs’ attribute, which is a non-negative integer and defaults to 3.", "Sea Legs"),
    ("Each Pilot has an ‘Omen’ statistic, which is a non-negative integer, defaulting to 3.", "Omen"),
])
def test_a_name_in_single_quotes_before_the_noun_of_a_value(text, name):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "kind", "minimum", "default") == ("int", 0, 3)


# ---- two bounds joined by a dash
@pytest.mark.parametrize("text, lo, hi", [
    ("Each Pilot has a Heat statistic, tracked in the GNDT. Heat is an integer from 1-9.", 1, 9),
    ("Each Pilot has a Heat, which is an integer from 0–12 inclusive.", 0, 12),
    ("Each Pilot has a Heat, which is an integer in the range 2-5.", 2, 5),
])
def test_two_bounds_joined_by_a_dash(text, lo, hi):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Heat"], "kind", "minimum", "maximum") == ("int", lo, hi)


def test_a_dash_before_a_unit_or_word_is_no_range():
    d = read("Each Pilot has a Heat, which is an integer from 1-9am.")
    assert d.unread and all(v.maximum is None for v in d.vars.values())


# ---- a starting value said of the players without "New", or of the players' possessive
@pytest.mark.parametrize("text", [
    "Every Pilot has a Fuel statistic, tracked in the GNDT. Pilots start with a Fuel of 3.",
    "Every Pilot has a Fuel statistic, tracked in the GNDT. All Pilots begin with a Fuel value of 3.",
    "Every Pilot has a Fuel statistic, tracked in the GNDT. Pilots’ Fuel starts at 3.",
    "Every Pilot has a Fuel statistic, tracked in the GNDT. All Pilots’ Fuel begins at 3.",
])
def test_a_starting_value_said_of_the_players(text):
    d = read(text)
    assert not d.unread
    assert d.vars["Fuel"].default == 3


# ---- a variable named by the column it is kept in, when its name is another
@pytest.mark.parametrize("text", [
    "Each Pilot has a non-negative integer number of Hit Points, tracked in the “HP” column of the GNDT. New Pilots start with 5 HP.",
    "Each Pilot has a non-negative integer amount of Fuel Cells, tracked in the GNDT under the column “FC”. Pilots start with 5 FC.",
    "Every Pilot has a non-negative integer number of Spare Sails, tracked in the GNDT in a column called “SS”. All Pilots start with 5 SS.",
])
def test_a_variable_named_by_the_column_it_is_kept_in(text):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert v.default == 5


def test_a_column_name_two_variables_share_names_neither():
    d = read("Each Pilot has a number of Hit Points, tracked in the “HP” column of the GNDT. Each Pilot has a number of "
             "Hull Points, tracked in the “HP” column of the GNDT. New Pilots start with 5 HP.")
    assert all(v.default is None for v in d.vars.values()) and d.unread


# ---- a starting value of several words, of the one variable that lists it
@pytest.mark.parametrize("text, default", [
    ("Each Pilot has a Watch, tracked in the GNDT, which is either “On Deck” or “Below Decks”. Off-watch Pilots sleep. "
     "New Pilots start as Below Decks.", "Below Decks"),
    ("Each Pilot has a Post, tracked in the GNDT, which is either “Rigging” or “Galley”. Galley Pilots cook. "
     "New Pilots begin as Galley.", "Galley"),
    ("Each Pilot has a Rank, tracked in the GNDT, which may be either Deck Hand, Bosun or Mate. Mates steer. "
     "New Pilots start as Deck Hand.", "Deck Hand"),
])
def test_a_starting_value_of_the_one_variable_listing_it(text, default):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert v.default == default


def test_a_starting_value_two_variables_list_is_not_given_to_either():
    d = read("Each Pilot has a Watch, tracked in the GNDT, which is either “Idle” or “Busy”. Each Pilot has a Mood, tracked "
             "in the GNDT, which is either “Idle” or “Angry”. Busy Pilots work. New Pilots start as Idle.")
    assert all(v.default is None for v in d.vars.values()) and d.unread


# ---- a kind of thing named in lower case holds a variable; a qualified subset of the players holds one
@pytest.mark.parametrize("text, name, item", [
    ("Each dock has a non-negative integer amount of Tar in it, which is publicly tracked and defaults to 2.", "Tar", "Dock"),
    ("Every crate has a Weight, which is a positive integer tracked in the GNDT.", "Weight", "Crate"),
    ("Each buoy may have a Colour, which is privately tracked by the Harbourmaster.", "Colour", "Buoy"),
])
def test_a_kind_of_thing_in_lower_case_holds_a_variable(text, name, item):
    d = read(text)
    assert not d.unread
    v = d.vars[name]
    assert fields(v, "scope", "holder_of") == (item.casefold(), item)


@pytest.mark.parametrize("text", [
    "Each pilot has a Fuel, which is a positive integer tracked in the GNDT.",
    "Every pilots has a Fuel, which is a positive integer tracked in the GNDT.",
])
def test_the_player_term_in_lower_case_is_no_kind_of_thing(text):
    d = read(text)
    assert all(v.scope == "player" for v in d.vars.values())


@pytest.mark.parametrize("text, name, qual", [
    ("Each non-pirate Pilot has a publicly tracked value called Rum with a default value of 2.", "Rum", "non-pirate"),
    ("Every unidle Pilot has a number of Flares, tracked in the GNDT.", "Flares", "unidle"),
    ("Each living Pilot has a Pulse, which is a positive integer.", "Pulse", "living"),
])
def test_a_qualified_subset_of_the_players_holds_it_and_the_subset_is_listed(text, name, qual):
    d = read(text)
    assert d.vars[name].scope == "player"
    assert [u.reason for u in d.unread] == [f"held by the {qual} players only: a subset of the players the model does not hold"]


def test_each_new_player_is_no_subset_of_the_players():
    d = read("Each new Pilot has a Fuel of 3.")
    assert not any("subset" in u.reason for u in d.unread)


# ---- bounds said as "a minimum value of", joined by "and"
@pytest.mark.parametrize("text, lo, hi", [
    ("Each Pilot has a publicly tracked value called Heat with a default value of 2, a minimum value of 1 and a maximum value of 9.", 1, 9),
    ("Each Pilot has a Heat, which is a number with a minimum of 0 and a maximum of 12.", 0, 12),
    ("Each Pilot has a Heat, which is an integer that is at least 3 and at most 7.", 3, 7),
])
def test_bounds_joined_by_and(text, lo, hi):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Heat"], "minimum", "maximum") == (lo, hi)


def test_a_bound_followed_by_its_noun_is_not_a_bound_of_the_value():
    d = read("Each Pilot has a Crew, which is a list of at least 3 Sailors.")
    assert all(v.minimum is None for v in d.vars.values())


# ---- one value under other names: the first names it, a later sentence may use another
@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a score called their Luck or Fortune. Fortune defaults to 3.", "Luck"),
    ("Each Pilot has a value named Rum, Grog, or Spirits. New Pilots start with 3 Grog.", "Rum"),
    ("Each Pilot has a statistic known as their Heat, Heat Level or Temper. Its legal values are all integers between and including 3 and 9. Temper defaults to 3.", "Heat"),
])
def test_one_value_under_several_names(text, name):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert (v.name, v.default) == (name, 3)


@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a publicly tracked number called rope length.(hereafter also referred to as rope)\nThe starting value of rope is 3.", "rope length"),
    ("Each Pilot has a publicly tracked number called Grog Ration (also known as Grog). The starting value of Grog is 3.", "Grog Ration"),
    ("Each Pilot has a publicly tracked number named Tar Supply, also called Tar, which is a non-negative integer. Tar defaults to 3.", "Tar Supply"),
])
def test_another_name_said_after_it(text, name):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert (v.name, v.default) == (name, 3)


def test_names_joined_by_and_are_variables_not_names_of_one():
    d = read("Each Pilot has stats called Luck, Grit and Heat.")
    assert set(d.vars) == {"Luck", "Grit", "Heat"}


# ---- precision: forms that other words could make read wrong
@pytest.mark.parametrize("text", [
    "Each Pilot has a value called Red or Blue.",
    "Each Pilot has a value named Calm or Stormy, tracked in the GNDT.",
    "Every Pilot has a score called High or Low.",
])
def test_two_names_joined_by_or_without_a_possessive_are_not_one_value_and_its_other_name(text):
    d = read(text)
    assert not d.vars and d.unread


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel of 3.",
    "Each Pilot has a Fuel of 3, tracked in the GNDT.",
    "Every Pilot has a Rope of 12, which is publicly tracked.",
])
def test_of_and_a_number_is_no_part_of_a_name(text):
    d = read(text)
    assert not any(any(c.isdigit() for c in name) for name in d.vars) and d.unread


@pytest.mark.parametrize("text, value", [
    ("Each Pilot has a Rank, which may be either Cadet, Mate or Captain. New Pilots start as Cadet Mate.", "Cadet Mate"),
    ("Each Pilot has a Watch, which is either “Idle” or “Busy”. New Pilots start as Idle Captains.", "Idle Captains"),
    ("Each Pilot has a Flag, which may be either Red, White or Blue, tracked in the GNDT. New Pilots begin as White Sails.", "White Sails"),
])
def test_a_starting_value_is_a_listed_value_itself_never_the_one_its_words_begin_with(text, value):
    d = read(text)
    (v,) = d.vars.values()
    assert v.default is None and any(value in u.reason for u in d.unread)


def test_a_starting_value_of_one_word_stays_read():
    d = read("Each Pilot has a Rank, which may be either Cadet, Mate or Captain. New Pilots begin as Cadets.")
    assert not d.unread and d.vars["Rank"].default == "Cadet"


@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a number of Hit Points, tracked in the “HP” column of the GNDT. Each Ship has HP, which is a number. "
     "New Pilots start with 5 HP.", "HP"),
    ("Each Ship has a Fuel, which is a non-negative integer. New Pilots start with 4 Fuel.", "Fuel"),
    ("Every Ship has a Rope, which is a number. Pilots start with a Rope of 2.", "Rope"),
])
def test_a_starting_value_said_of_the_players_is_not_given_to_another_holders_variable(text, name):
    d = read(text)
    v = d.vars[name]
    assert v.scope == "ship" and v.default is None and d.unread


@pytest.mark.parametrize("text", [
    "Each Pilot has a Mood, which may be either Calm or Angry. It defaults to Calm for Captains.",
    "Each Pilot has a Mood, which may be either Calm or Angry. It defaults to Calm unless they own a Ship.",
    "Each Pilot has a Mood, which may be either Calm or Angry. It defaults to Calm on weekdays.",
])
def test_a_default_followed_by_a_condition_is_not_the_value_it_begins_with(text):
    d = read(text)
    assert d.vars["Mood"].default is None and d.unread


def test_a_default_followed_by_the_noun_of_its_kind_stays_read():
    d = read("Each Pilot has a Hull, which may be either Oak, Pine or Steel. It defaults to Oak planking.")
    assert not d.unread and d.vars["Hull"].default == "Oak"


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel and a Rope, which defaults to 3.",
    "Each Pilot has a Fuel and a Rope, which is publicly tracked.",
    "Each Pilot has a Fuel and a Rope, which begins at 3.",
])
def test_a_clause_in_the_singular_after_two_names_is_not_given_to_both(text):
    d = read(text)
    assert not d.vars and d.unread


def test_a_clause_in_the_plural_after_two_names_is_given_to_both():
    d = read("Each Pilot has a Fuel and a Rope, which are publicly tracked and default to 3.")
    assert not d.unread and {(v.name, v.default, v.public) for v in d.vars.values()} == {("Fuel", 3, True), ("Rope", 3, True)}


# ---- the name of a player, or of a kind of them: its kinds are its rule
@pytest.mark.parametrize("text, rule", [
    ("Each Pilot may have a Rival, which is the name of another Pilot.", "not themself"),
    ("Each Ship has a Captain, whose value is the name of a Pilot or an idle Pilot.", "a Pilot or an idle Pilot"),
    ("Each Ship has a Pilot Of Record, which is the identity of a Pilot, retired Pilot or other Harbour Hand.",
     "a Pilot, a retired Pilot or another Harbour Hand"),
    ("Each Pilot has a Mentor, which is the name of any active Pilot, tracked in the GNDT.", "an active Pilot"),
])
def test_the_name_of_a_kind_of_player_is_a_name_with_its_rule(text, rule):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert (v.kind, v.name_rules) == ("name", [rule])


@pytest.mark.parametrize("text", [
    "Each Pilot has a Berth, which is the name of a Dock.",
    "Each Pilot has a Vessel, which is the name of a Ship or a Barge.",
    "Each Pilot has a Flagship, which is the identity of another Ship.",
])
def test_the_name_of_no_kind_of_player_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- two declared variables in one later sentence: two starting values, or a field said of both
@pytest.mark.parametrize("text", [
    "Each Pilot has a number of Flares, tracked in the GNDT. Each Pilot has a number of Ropes, tracked in the GNDT. New Pilots start with 3 Flares and 2 Ropes.",
    "Each Pilot has a number of Flares, tracked in the GNDT. Each Pilot has a number of Ropes, tracked in the GNDT. Every Pilot begins with 3 Flares, and 2 Ropes.",
    "Each Pilot has a number of Flares, tracked in the GNDT. Each Pilot has a number of Ropes, tracked in the GNDT. All Pilots start off with 3 Flares and 2 Ropes.",
])
def test_two_starting_values_in_one_sentence(text):
    d = read(text)
    assert not d.unread
    assert (d.vars["Flares"].default, d.vars["Ropes"].default) == (3, 2)


@pytest.mark.parametrize("text, lo", [
    ("There exists a GNDT field called Tar. There exists a GNDT field called Pitch. Both Tar and Pitch can be any integer value equal to or greater than 1.", 1),
    ("There exists a GNDT field called Tar. There exists a GNDT field called Pitch. Tar and Pitch must be at least 2.", 2),
    ("There exists a GNDT field called Tar. There exists a GNDT field called Pitch. Tar and Pitch can never fall below 0.", 0),
])
def test_a_bound_said_of_two_declared_variables(text, lo):
    d = read(text)
    assert not d.unread
    assert (d.vars["Tar"].minimum, d.vars["Pitch"].minimum) == (lo, lo)


def test_two_starting_values_of_the_players_are_not_given_to_a_ships_variables():
    d = read("Each Ship has a number of Flares and a number of Ropes. New Pilots start with 3 Flares and 2 Ropes.")
    assert all(v.default is None for v in d.vars.values()) and d.unread


# ---- a thing of the game named without its article, said with where it is kept
@pytest.mark.parametrize("text, kind, of", [
    ("Harbour Log is a privately tracked list of the names of Pilots.", "list", "Pilots"),
    ("Tide Level is a publicly tracked integer.", "int", None),
    ("Berth Queue is a publicly-tracked ordered list of Ships.", "list", "Ships"),
])
def test_a_thing_of_the_game_named_without_its_article(text, kind, of):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert fields(v, "scope", "kind", "of") == ("global", kind, of)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel, tracked in the GNDT. The Fuel is a number between 1 and 9.",
    "Each Pilot has a Tide Level, tracked in the GNDT. Tide Level is a publicly tracked integer.",
    "Every Pilot has a Harbour Log. Harbour Log is a publicly tracked list of Ships.",
])
def test_a_name_already_declared_is_not_declared_again_for_the_game(text):
    d = read(text)
    assert all(v.scope == "player" for v in d.vars.values())


# ---- a field of a variable each item of a kind holds, the item named
@pytest.mark.parametrize("text, tracked", [
    ("Each Crate has a Weight, which is by default 2. The Weight of each Crate is publicly tracked on the cargo tracking page.", "wiki page"),
    ("Every Crate has a Weight, which is by default 2. The Weight of every Crate is tracked in the GNDT.", "GNDT"),
    ("Each Crate has a Weight, which is by default 2. The Weight of a Crate is publicly tracked on the harbour page.", "wiki page"),
])
def test_a_field_of_an_items_variable(text, tracked):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Weight"], "tracked", "public", "default") == (tracked, True, 2)


def test_a_field_said_of_another_kind_of_item_is_not_given():
    d = read("Each Crate has a Weight, which is by default 2. The Weight of each Barge is tracked in the GNDT.")
    assert d.vars["Weight"].tracked is None


# ---- the word text as a type; a declaration inverted, its tracking first
@pytest.mark.parametrize("text", [
    "Each Pilot has a Motto, which is text.",
    "Every Pilot has a Banner that is a piece of text, tracked in the GNDT.",
    "Each Pilot has a publicly tracked Nickname, which is text and defaults to “Sailor”.",
])
def test_the_word_text_is_a_type(text):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert v.kind == "text"


@pytest.mark.parametrize("text, public, by", [
    ("Secretly tracked by the Harbourmaster is the Password, which is text.", False, "Harbourmaster"),
    ("Publicly tracked is the Tide, which is a number that defaults to 3.", True, None),
    ("Privately tracked by the Harbourmaster is the Treasure Map, which is text.", False, "Harbourmaster"),
])
def test_a_declaration_inverted_its_tracking_first(text, public, by):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert fields(v, "scope", "public", "tracked_by") == ("global", public, by)


# ---- a value of the game kept in one row of the GNDT; one held in common, in no row said
@pytest.mark.parametrize("text", [
    "There is a quantity of Tar tracked in the Lighthouse’s row of the GNDT in a column called Tar.",
    "There is a communal quantity of Tar kept in the row of the Harbour in the GNDT.",
    "There is a collective quantity of Tar, recorded in the Lighthouse's row of the GNDT under the column “Tar”.",
])
def test_a_value_of_the_game_kept_in_one_row_of_the_gndt(text):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Tar"], "scope", "tracked", "kind") == ("global", "GNDT", "int")


@pytest.mark.parametrize("text", [
    "There is a communal quantity of Tar tracked in the GNDT.",
    "There is a collective amount of Tar, kept in the GNDT.",
])
def test_a_value_held_in_common_in_no_row_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


@pytest.mark.parametrize("text, field", [
    ("Each Pilot has a Fuel, which is a non-negative integer. Each Ship has a Fuel, which is a non-negative integer. Fuel defaults to 3.", "default"),
    ("Each Pilot has a Fuel, tracked in the GNDT. Every Crate has a Fuel, which is a number. Fuel can not exceed 9.", "maximum"),
    ("Each Pilot has a Fuel, which is a number. Each Ship has a Fuel, which is a number. Fuel is publicly tracked.", "public"),
])
def test_a_name_two_holders_variables_share_gives_neither_a_field(text, field):
    d = read(text)
    assert len(d.vars) == 2 and all(getattr(v, field) is None for v in d.vars.values()) and d.unread


@pytest.mark.parametrize("text", [
    "There is a publicly tracked number named Tide for each Pilot.",
    "Tide Level is a publicly tracked integer between 1 and 9 for each Pilot.",
    "There is a publicly tracked integer called Luck, which defaults to 2, for every Pilot.",
])
def test_for_each_player_makes_the_value_each_players(text):
    d = read(text)
    assert [v.scope for v in d.vars.values()] == ["player"]


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel, tracked in the GNDT. Each Pilot has a Rope. Both Fuel and Rope default to 3 and 4.",
    "Each Pilot has a Fuel, which defaults to 3 or 4.",
    "Each Pilot has a Fuel, which is an integer that defaults to 1, 2 or 3.",
])
def test_a_default_of_more_than_one_value_is_not_read(text):
    d = read(text)
    assert all(v.default is None and v.default_text is None for v in d.vars.values()) and d.unread


@pytest.mark.parametrize("text, default", [
    ("Each Pilot has an amount of Gold, which defaults to ₩20,000.", 20000),
    ("Each Pilot has an amount of Gold, which is publicly tracked and which defaults to £1,500.", 1500),
])
def test_a_default_with_a_thousands_separator_is_one_value(text, default):
    d = read(text)
    assert not d.unread and d.vars["Gold"].default == default


# ---- the fields of a kind of thing named in the plural, and where its things are kept said in a sentence before
@pytest.mark.parametrize("text, item", [
    ("Buoys are publicly tracked in the GNDT. Buoys have the following properties:\n*A Colour\n*A Lamp, which is a number",
     "Buoy"),
    ("All Crates are recorded on the Hold wiki page. Crates have the following fields:\n* A Weight\n* A Lamp, which is a number",
     "Crate"),
    ("Boxes shall be kept on the “Cargo” wiki page. Boxes possess the following attributes:\n#A Colour\n#A Lamp, which is a number",
     "Box"),
])
def test_the_fields_of_things_named_in_the_plural_kept_where_a_sentence_before_says(text, item):
    d = read(text)
    assert not d.unread
    assert len(d.vars) == 2
    for v in d.vars.values():
        assert fields(v, "scope", "holder_of", "public") == (item.casefold(), item, True)
        assert v.tracked in ("GNDT", "wiki page") and v.cited["tracked"].text.startswith(item[:3]) or v.cited["tracked"].text.startswith("All")
    assert d.vars["Lamp"].kind == "int"


@pytest.mark.parametrize("text", [
    "Buoys are tracked in the GNDT.",  # no field of a Buoy said: what is kept is not known
    "Buoys are tracked in the GNDT and default to 3. Buoys have the following properties:\n*A Colour",
    "Pilots are tracked in the GNDT. Pilots have the following properties:\n*A Colour",
])
def test_things_kept_somewhere_with_no_field_or_with_more_said_are_not_read_as_the_tracking_of_fields(text):
    d = read(text)
    assert d.unread
    assert all(v.tracked is None for v in d.vars.values())


@pytest.mark.parametrize("text", [
    "Each Buoy has a Keeper, which is either empty, the harbour or a Pilot, defaulting to empty.",
    "Every Buoy has the following qualities:\n* A Keeper, that may be either nobody or a Ship",
    "Each Buoy has an Owner, which is either the Harbourmaster, an idle Pilot or none.",
])
def test_alternatives_that_mix_words_with_things_are_listed_not_read_as_values(text):
    d = read(text)
    assert d.unread
    assert all(not v.values and v.kind != "enum" for v in d.vars.values())


# ---- two variables of one holder, each with its own clause; 'Both' of the two the sentence before declared
@pytest.mark.parametrize("text, first, second", [
    ("Each Pilot has a Fuel, which defaults to 4, and a Spare Fuel, which also defaults to 2.", ("Fuel", 4), ("Spare Fuel", 2)),
    ("Every Pilot has an amount of Tar, which starts at 3, and a Rope, which is an integer.", ("Tar", 3), ("Rope", None)),
    ("Each Pilot has a Lamp, which is publicly tracked, and a Wick, that defaults to 7.", ("Lamp", None), ("Wick", 7)),
])
def test_two_variables_each_with_its_own_clause(text, first, second):
    d = read(text)
    assert not d.unread
    assert [(v.name, v.default) for v in d.vars.values()] == [first, second]


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel, and a Spare Fuel, which defaults to 2.",  # the first says nothing: of which, not sure
    "Each Pilot has a Fuel, which is a number, and a Spare Fuel, which are both tracked in the GNDT.",
    "Each Pilot has a Fuel, which defaults to 4, and a Spare Fuel, which each default to 2.",
])
def test_a_clause_that_may_say_both_is_not_split(text):
    d = read(text)
    assert d.unread
    assert "Spare Fuel" not in d.vars


@pytest.mark.parametrize("text, tracked", [
    ("Each Pilot has a Fuel, which defaults to 4, and a Spare Fuel, which defaults to 2. Both are tracked in the GNDT.", "GNDT"),
    ("Each Pilot has a Lamp and a Wick. Both of them are publicly tracked.", None),
    ("Each Pilot has a Lamp, and a Wick. The two are privately tracked by the Harbourmaster.", "privately"),
])
def test_both_gives_a_field_to_the_two_variables_before(text, tracked):
    d = read(text)
    assert not d.unread
    assert len(d.vars) == 2 and all(v.tracked == tracked and v.public is (tracked != "privately") for v in d.vars.values())


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel, which defaults to 4. Both are tracked in the GNDT.",
    "Each Pilot has a Fuel, a Rope and a Tar. Both are publicly tracked.",
    "Both are publicly tracked.",
])
def test_both_of_not_two_variables_is_not_read(text):
    d = read(text)
    assert d.unread
    assert all(v.public is None for v in d.vars.values())


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel and a Spare Fuel. Both are tracked in the GNDT under one column with the name “FS” and the form F/S.",
    "Each Pilot has a Fuel and a Spare Fuel. Both are kept in the GNDT in a single field, where the Fuel comes first.",
    "Each Pilot has a Fuel and a Spare Fuel. Both are recorded in the GNDT in the same column.",
])
def test_two_values_in_one_column_keep_their_tracking_and_list_the_notation(text):
    d = read(text)
    assert all(v.tracked == "GNDT" for v in d.vars.values()) and len(d.vars) == 2
    assert any("one column" in u.reason for u in d.unread)


# ---- a range said with 'ranging', its inclusiveness in brackets; a short name the rules are to read as the variable
@pytest.mark.parametrize("text, lo, hi", [
    ("Each Pilot has a Heading, which is an integer ranging from 1 to 8 (inclusive).", 1, 8),
    ("Every Pilot has a Heading, a number which ranges from 0 to 359.", 0, 359),
    ("Each Pilot has a Heading, an integer between 2 and 5 (both inclusive), which defaults to 3.", 2, 5),
])
def test_a_range_with_ranging_or_inclusive_in_brackets(text, lo, hi):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Heading"], "kind", "minimum", "maximum") == ("int", lo, hi)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Heading, which is an integer ranging from 1 to many.",
    "Each Pilot has a Heading, which is an integer ranging from North to South.",
    "Each Pilot has a Heading, which is an integer ranging from 1 to 8 (exclusive).",
])
def test_a_range_that_is_not_two_numbers_inclusive_is_not_read(text):
    d = read(text)
    assert d.unread and all(v.minimum is None and v.maximum is None for v in d.vars.values())


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel Level, which is an integer. This is tracked in the GNDT as “FL,” and references to “FL” in the Dynastic Rules are understood to mean Fuel Level.",
    "Each Pilot has a Fuel Level, tracked in the GNDT, and mentions to ‘FL’ in these rules shall be read as Fuel Level.",
    "Each Pilot has a Fuel Level, which is an integer, and references to “FL” are taken to mean the Fuel Level.",
])
def test_references_to_a_short_name_are_another_name_of_the_variable(text):
    d = read(text)
    assert not d.unread
    assert "also called FL" in d.vars["Fuel Level"].notes


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel Level, which is an integer, and references to “FL” are understood to mean whatever the Harbourmaster says.",
    "Each Pilot has a Fuel Level, which is an integer, and references to “FL” are forbidden.",
])
def test_references_to_a_short_name_meaning_no_name_are_not_read(text):
    d = read(text)
    assert d.unread


# ---- a name whose short name in brackets is its initials: its small words are part of it
@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a Measure of the Tide (MT) score, which is tracked in the GNDT and defaults to zero.", "Measure of the Tide"),
    ("Every Pilot has a Rate for Fire and Trim (RFT), which is an integer.", "Rate for Fire and Trim"),
    ("Each Pilot has a Count of Knots at Sea (or CKS), tracked in the GNDT.", "Count of Knots at Sea"),
])
def test_a_name_with_small_words_before_its_initials_in_brackets(text, name):
    d = read(text)
    assert not d.unread
    assert list(d.vars) == [name]


@pytest.mark.parametrize("text", [
    "Each Pilot has a Measure for the Tide (XY) score, which is an integer.",
    "Every Pilot has a Rate for Fire (RFT), which is an integer.",
    "Each Pilot has a Count of Knots at Sea (CK), tracked in the GNDT.",
])
def test_a_short_name_that_is_not_the_initials_of_the_words_before_is_not_read(text):
    d = read(text)
    assert d.unread and not d.vars


# ---- a qualified holder with the singular article or a capitalised qualifier; the players' possessive naming it again
@pytest.mark.parametrize("text", [
    "A Drowned pilot has a Pulse, tracked privately by the Harbourmaster.",
    "An Exiled Pilot possesses a Grudge, which is privately tracked by the Harbourmaster.",
    "Every Sunken pilot has a Pulse, tracked privately by the Harbourmaster.",
])
def test_a_capitalised_qualifier_of_the_holder_reads_the_variable_and_lists_the_subset(text):
    d = read(text)
    (v,) = d.vars.values()
    assert fields(v, "scope", "tracked", "public") == ("player", "privately", False)
    assert any("subset of the players" in u.reason for u in d.unread)


@pytest.mark.parametrize("text", [
    "A New Pilot has a Pulse, tracked privately by the Harbourmaster.",
    "The Pilot has a Pulse, tracked privately by the Harbourmaster.",
    "Each Other Pilot has a Pulse, tracked privately by the Harbourmaster.",
])
def test_words_that_are_no_qualifier_do_not_make_a_holder(text):
    d = read(text)
    assert not d.vars and d.unread


@pytest.mark.parametrize("text, values", [
    ("Each Pilot has a Mood, tracked in the GNDT. Their Mood may be Calm, Wary, or Grim.", ["Calm", "Wary", "Grim"]),
    ("Each Pilot has a Mood, tracked in the GNDT. Eir Mood must be one of Calm, Wary or Grim.", ["Calm", "Wary", "Grim"]),
    ("Each Pilot has a Mood, tracked in the GNDT. His or her Mood can be either Calm or Grim.", ["Calm", "Grim"]),
])
def test_the_players_possessive_names_the_variable_again(text, values):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Mood"], "kind", "values") == ("enum", values)


def test_the_players_possessive_of_a_name_not_declared_is_listed():
    d = read("Each Pilot has a Mood, tracked in the GNDT. Their Temper may be Calm, Wary, or Grim.")
    assert d.vars["Mood"].values is None or d.vars["Mood"].values == []
    assert any("no variable" in u.reason for u in d.unread)


# ---- the players and a second kind of holder: the players' variable read, the other holder listed
@pytest.mark.parametrize("text, name", [
    ("Every Pilot and Ghost Ship has a Lantern, which is a number tracked in the GNDT.", "Lantern"),
    ("Each Pilot and each Buoy possesses a Colour, tracked in the GNDT and defaulting to Red.", "Colour"),
    ("Every Pilot and Buoy is in a Harbour, tracked in the GNDT under “Harbour”.", "Harbour"),
])
def test_a_second_kind_of_holder_is_listed_and_the_players_variable_read(text, name):
    d = read(text)
    assert list(d.vars) == [name]
    assert fields(d.vars[name], "scope", "tracked") == ("player", "GNDT")
    assert any("a second kind of holder" in u.reason for u in d.unread)


@pytest.mark.parametrize("text", [
    "Each Pilot and every other Pilot has a Lantern, which is a number.",
    "Each Pilot and idle Pilot has a Lantern, which is a number.",
])
def test_the_players_again_are_no_second_kind_of_holder(text):
    d = read(text)
    assert not any("a second kind of holder" in u.reason for u in d.unread)


# ---- a field of the GNDT named without a verb; a name said with the verb 'name'
@pytest.mark.parametrize("text, rules", [
    ("Each Pilot has a GNDT field “Mate”, which may name one other Pilot or idle Pilot.", ["a Pilot or an idle Pilot", "not themself"]),
    ("Every Pilot has a GNDT column called ‘Mate’, that can name a Pilot.", ["a Pilot"]),
    ("Each Pilot has a GDNT field “Mate”, which may hold the name of one other Pilot.", ["not themself"]),
])
def test_a_gndt_field_that_may_name_a_player(text, rules):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Mate"], "kind", "tracked", "public", "name_rules") == ("name", "GNDT", True, rules)


@pytest.mark.parametrize("text", [
    "Each Pilot has a GNDT field “Mate”, which may name a Ship.",
    "Each Pilot has a GNDT field “Mate”, which may name one other Ship or Buoy.",
    "Each Pilot has a Mate, which can name any Harbour.",
])
def test_a_field_that_may_name_no_kind_of_player_is_not_read(text):
    d = read(text)
    assert d.unread and not d.vars


# ---- a value of each thing of a kind declared by its default
@pytest.mark.parametrize("text, name, item, kind, default, default_text", [
    ("The default Captain of each Ship is the Pilot aboard it with the most Tar.", "Captain", "Ship", "name", None,
     "the Pilot aboard it with the most Tar"),
    ("The starting Depth of every Wreck is 3.", "Depth", "Wreck", "int", 3, None),
    ("The initial Keeper of a Lighthouse shall be the oldest Pilot.", "Keeper", "Lighthouse", "name", None, "the oldest Pilot"),
])
def test_a_value_of_each_thing_declared_by_its_default(text, name, item, kind, default, default_text):
    d = read(text)
    assert not d.unread
    v = d.vars[name]
    assert fields(v, "scope", "holder_of", "kind", "default") == (item.casefold(), item, kind, default)
    assert v.default_text == default_text


@pytest.mark.parametrize("text", [
    "The default Captain of each Ship is the Pilot aboard it, unless the Harbourmaster says otherwise.",
    "The default Captain of each Pilot is the oldest Ship.",
    "The default Captain of each Ship is the Pilot’s Tar, when it sails.",
])
def test_a_default_with_a_condition_or_of_the_players_does_not_declare(text):
    d = read(text)
    assert d.unread and not d.vars


# ---- a value described in words, named by the GNDT column it is kept in; the second kind of holder named first
@pytest.mark.parametrize("text, name", [
    ("The weight of the cargo is recorded in the GNDT under ‘Cargo’.", "Cargo"),
    ("These lanterns are kept in a GNDT field named “Lantern”.", "Lantern"),
    ("The mood of the crew shall be tracked in the GDNT in the column “Mood”.", "Mood"),
])
def test_a_value_described_in_words_named_by_its_gndt_column(text, name):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "scope", "tracked", "public") == ("player", "GNDT", True)


@pytest.mark.parametrize("text", [
    "The weight of the cargo is tracked in the GNDT.",  # no column names it
    "The weight of the cargo is tracked on the Harbour wiki page under ‘Cargo’.",
    "The number of ropes is tracked in the GNDT under ‘Ropes’ when a Pilot sails.",
])
def test_a_value_described_with_no_gndt_column_naming_it_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


@pytest.mark.parametrize("text, name", [
    ("Each galley and each Pilot has a Pace, which is tracked in the 'Pace' column of the GNDT.", "Pace"),
    ("Every Buoy and Pilot has a Colour, tracked in the GNDT.", "Colour"),
    ("Each Ghost Ship and each Pilot possesses a Lantern, which is a number.", "Lantern"),
])
def test_a_second_kind_of_holder_named_before_the_players(text, name):
    d = read(text)
    assert list(d.vars) == [name] and d.vars[name].scope == "player"
    assert any("a second kind of holder" in u.reason for u in d.unread)


# ---- its type said between the verb of keeping and its place; a GNDT field 'of' its name; a word as its type
@pytest.mark.parametrize("text, name, kind", [
    ("Each Pilot has a Pack, tracked as a list in the GNDT field “Pack”.", "Pack", "list"),
    ("Each Pilot has a Flag, kept as a word in a GNDT column called “Flag”.", "Flag", "text"),
    ("Ropes of a Pilot shall be stored in a GNDT field of ‘Ropes’, as a list.", "Ropes", "list"),
    ("The Motto of every Pilot will be recorded as a single word in the GNDT.", "Motto", "text"),
])
def test_a_type_said_between_the_verb_and_the_place(text, name, kind):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "kind", "tracked", "public", "scope") == (kind, "GNDT", True, "player")


@pytest.mark.parametrize("text", [
    "Each Pilot has a Flag, kept as a word of power in the GNDT.",
    "Each Pilot has a Flag, kept as a word.",  # no place after it: 'kept as' alone is no part
    "Ropes of a Ship shall be stored in a GNDT field of ‘Ropes’, as a list.",  # of a thing, not a player
])
def test_a_type_between_verb_and_place_reads_only_whole(text):
    """Neither the type nor the place is read from a part read in half (the variable may be, its fields listed)."""
    d = read(text)
    assert d.unread and all(v.kind == "unspecified" and v.tracked is None for v in d.vars.values())


# ---- the holder in the other verbs authors use; a number or amount with an adjective; 'known as' naming it
@pytest.mark.parametrize("text, name", [
    ("Each Pilot may belong to a Crew, which is tracked in the GNDT.", "Crew"),
    ("Each Pilot is assigned a Colour, which is tracked in the GNDT.", "Colour"),
    ("Every Pilot carries a Lamp, which is tracked in the GNDT.", "Lamp"),
    ("Every Pilot is a member of exactly one Guild, which is tracked in the GNDT.", "Guild"),
    ("Each Pilot will have a Flag, tracked in the GNDT.", "Flag"),
    ("Pilots each have a Lantern, tracked in the GNDT.", "Lantern"),
])
def test_the_holder_in_other_verbs(text, name):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "scope", "tracked") == ("player", "GNDT")


@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a certain number of Flares, tracked in the GNDT.", "Flares"),
    ("Every Pilot keeps a set number of Flares, which is publicly tracked.", "Flares"),
    ("There is a publicly tracked value known as the Tide, which defaults to 3.", "Tide"),
])
def test_a_number_with_an_adjective_and_a_name_known_as(text, name):
    d = read(text)
    assert not d.unread
    assert d.vars[name].kind == "int"


@pytest.mark.parametrize("text", [
    "Each Pilot gets a Lamp when they sail.",
    "Each Pilot is given a Lamp by the Harbourmaster.",
    "Each Pilot receives a Flare.",
])
def test_a_verb_of_an_event_is_no_holder(text):
    d = read(text)
    assert not d.vars


# ---- a default said in brackets or with 'whose'; a whole number; the emperor tracking it as the subject
@pytest.mark.parametrize("text, default", [
    ("Each Pilot has a Heading (a non-negative integer, default 0), tracked in the GNDT.", 0),
    ("Each Pilot has a Heading, tracked in the GNDT (by default: 4).", 4),
    ("Each Pilot has a Heading, tracked in the GNDT, whose starting value is 3.", 3),
    ("Each Pilot has a Heading, a whole number from 1 to 8, with its default value being 2.", 2),
])
def test_a_default_in_brackets_or_with_whose(text, default):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Heading"], "kind", "default") == ("int", default)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Heading, which the Harbourmaster tracks privately.",
    "Each Pilot has a Heading, that the Harbourmaster keeps secretly.",
    "Each Pilot has a Heading, which is secret and tracked by the Harbourmaster.",
])
def test_the_emperor_tracking_it_as_the_subject(text):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Heading"], "tracked", "tracked_by", "public") == ("privately", "Harbourmaster", False)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Heading. It is a publicly tracked integer, defaulting to 2.",
    "Each Pilot has a Heading. This is a publicly tracked integer.",
    "Each Pilot has a Heading. There is a publicly tracked integer, defaulting to 2.",
])
def test_a_pronoun_is_never_the_name_of_a_value(text):
    d = read(text)
    assert set(d.vars) <= {"Heading"}


@pytest.mark.parametrize("text", [
    "Each Pilot has a Heading, which a Pilot tracks privately.",  # no emperor: who tracks it, not said
    "Each Pilot has a Heading, tracked in the GNDT (default to be decided).",
    "Each Pilot has a Heading (default), tracked in the GNDT.",
])
def test_no_default_or_tracker_is_read_from_words_that_do_not_say_one(text):
    d = read(text)
    assert d.unread
    assert all(v.default is None and v.tracked_by is None for v in d.vars.values())


# ---- the upper bound with a verb, the values said inside the declaration, a true/false type, a value of the game said 'global'
@pytest.mark.parametrize("text, maximum", [
    ("Each Pilot has a Lantern, which is capped at 10.", 10),
    ("Each Pilot has a Lantern, which can never exceed 12.", 12),
    ("Every Pilot has a Lantern, a number that may not go above 9.", 9),
])
def test_an_upper_bound_said_with_a_verb(text, maximum):
    d = read(text)
    assert not d.unread
    assert d.vars["Lantern"].maximum == maximum


@pytest.mark.parametrize("text", [
    "Each Pilot has a Colour, which is publicly tracked and is one of the following values: Red, Green or Blue.",
    "Each Pilot has a Colour, which is publicly tracked and can take the values Red, Green or Blue.",
    "Each Pilot has a Colour, which is publicly tracked; its possible values are Red, Green and Blue.",
])
def test_the_values_said_inside_the_declaration(text):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Colour"], "kind", "values", "public") == ("enum", ["Red", "Green", "Blue"], True)


@pytest.mark.parametrize("text, default", [
    ("Each Pilot has a Beacon, which is a boolean, defaulting to False.", False),
    ("Each Pilot has a Beacon, a true/false value which defaults to true.", True),
    ("Each Pilot has a Beacon, which is a yes/no flag.", None),
])
def test_a_true_or_false_value(text, default):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Beacon"], "kind", "default") == ("flag", default)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Beacon, which is a boolean, defaulting to Lit.",
    "Each Pilot has a global Beacon.",
])
def test_a_type_bound_or_scope_that_contradicts_is_not_read(text):
    d = read(text)
    assert d.unread and not d.vars


def test_a_bound_not_read_leaves_the_head_declared_and_no_bound():
    head_only("Each Pilot has a Lantern, which is capped at the Harbourmaster's whim.")


@pytest.mark.parametrize("text", [
    "The Tide is a global, publicly tracked number that defaults to 0.",
    "There is a global number called the Tide, which is publicly tracked.",
    "The Tide is a game-wide, publicly tracked integer.",
])
def test_a_value_of_the_game_said_global(text):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Tide"], "scope", "kind", "public") == ("global", "int", True)


# ---- a later sentence naming the variable in the plural, or giving its values with their own words
@pytest.mark.parametrize("text, field, value", [
    ("Each Pilot has a Bonnet. Bonnets are tracked in the GNDT.", "tracked", "GNDT"),
    ("Each Pilot has a Bonnet, which is a number. Bonnets start at 3.", "default", 3),
    ("Each Pilot has a Bonnet, tracked in the GNDT. Bonnets default to Plain.", "default", "Plain"),
])
def test_the_name_in_the_plural_as_a_later_subject(text, field, value):
    d = read(text)
    assert not d.unread
    assert getattr(d.vars["Bonnet"], field) == value


@pytest.mark.parametrize("text", [
    "Each Pilot has a Bonnet, tracked in the GNDT. Valid Bonnets are Plain and Feathered.",
    "Each Pilot has a Bonnet, tracked in the GNDT. The possible values of a Bonnet are Plain or Feathered.",
    "Each Pilot has a Bonnet, tracked in the GNDT. The allowed values for a Pilot's Bonnet are Plain and Feathered.",
    "Each Pilot has a Bonnet, tracked in the GNDT. Its possible values are Plain and Feathered.",
])
def test_the_values_of_a_declared_variable_in_a_later_sentence(text):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Bonnet"], "kind", "values") == ("enum", ["Plain", "Feathered"])


@pytest.mark.parametrize("text", [
    "Each Pilot has a Bonnet, which is a number. Valid Bonnets are Plain and Feathered.",  # a number: no words
    "Each Pilot has a Bonnet, tracked in the GNDT. Valid Coats are Plain and Feathered.",  # no such variable
    "Each Pilot has a Bonnet, which is an integer. The possible values of a Bonnet are Plain or Feathered.",
])
def test_values_of_a_number_or_of_no_variable_are_not_read(text):
    d = read(text)
    assert d.unread
    assert all(not v.values for v in d.vars.values())


def test_a_kind_of_thing_kept_somewhere_is_not_a_declared_variable_in_the_plural():
    d = read("Each Pilot has a Bonnet, which is a number. Coats are tracked in the GNDT.")
    assert d.vars["Bonnet"].tracked is None and d.unread


# ---- a field said of every name ('both', 'all', 'both of which are'); three names each with its article
@pytest.mark.parametrize("text, names", [
    ("Each Pilot has an Oar and a Sail, both tracked in the GNDT and defaulting to 0.", ["Oar", "Sail"]),
    ("Each Pilot has Oars and Sails, both of which are integers tracked in the GNDT.", ["Oars", "Sails"]),
    ("Each Pilot has an Oar, a Sail and a Rudder, all tracked in the GNDT.", ["Oar", "Sail", "Rudder"]),
])
def test_a_field_said_of_every_name(text, names):
    d = read(text)
    assert not d.unread
    assert list(d.vars) == names and all(v.tracked == "GNDT" for v in d.vars.values())


@pytest.mark.parametrize("text", [
    "Each Pilot has an Oar, all tracked in the GNDT.",
    "Each Pilot has an Oar, both of which are integers.",
    "Each Pilot has an Oar, which is each Pilot's own.",
])
def test_a_field_said_of_several_with_one_name_is_not_read(text):
    d = read(text)
    assert d.unread and not d.vars


# ---- a value of the game kept by the emperor or the game; a list possibly empty; a default for new players
@pytest.mark.parametrize("text, fields_", [
    ("The Harbourmaster privately tracks a number called the Undertow.", ("global", "privately", False)),
    ("The game tracks a number called the Undertow, which starts at 0.", ("global", None, None)),
    ("The Harbourmaster secretly keeps a list of Wrecks called the Undertow.", ("global", "privately", False)),
])
def test_a_value_of_the_game_kept_by_the_emperor_or_the_game(text, fields_):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Undertow"], "scope", "tracked", "public") == fields_


@pytest.mark.parametrize("text, field, value", [
    ("Each Pilot has a Crew, which is a possibly empty list of Pilots.", "of", "Pilots"),
    ("Each Pilot has a Crew, which is a list of zero or more Pilots.", "of", "Pilots"),
    ("Each Pilot has an amount of Tar, tracked in the GNDT, which is 0 for new Pilots.", "default", 0),
])
def test_a_list_possibly_empty_and_a_default_for_new_players(text, field, value):
    d = read(text)
    assert not d.unread
    assert getattr(next(iter(d.vars.values())), field) == value


# ---- who the value is, a player; the declaration going on after a semicolon; text in other words; numbers
@pytest.mark.parametrize("text, rules", [
    ("Each Ship has a Captain, who must be a Pilot.", ["a Pilot"]),
    ("Each Ship has a Mate, which may be another Pilot.", ["not themself"]),
    ("Each Buoy has a Keeper, who can be a Pilot or an idle Pilot.", ["a Pilot or an idle Pilot"]),
])
def test_who_the_value_is_a_player(text, rules):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert fields(v, "kind", "name_rules") == ("name", rules)


@pytest.mark.parametrize("text", [
    "Each Ship has a Captain, who must be a Harbour.",
    "Each Ship has a Captain, who must be brave.",
])
def test_who_the_value_is_not_a_player_is_not_read(text):
    d = read(text)
    assert d.unread and not d.vars


@pytest.mark.parametrize("text, field, value", [
    ("Each Pilot has a publicly tracked Rank; it may be Cadet, Mate or Captain.", "values", ["Cadet", "Mate", "Captain"]),
    ("Each Pilot has a Rank, tracked in the GNDT; it defaults to 5.", "default", 5),
    ("Each Pilot has a Motto, which is a piece of flavour text.", "kind", "text"),
    ("Each Pilot has a Motto, which is a text string.", "kind", "text"),
    ("Every Ship has a Hull and a Mast, both of which are numbers.", "kind", "int"),
])
def test_a_semicolon_it_and_types_in_other_words(text, field, value):
    d = read(text)
    assert not d.unread
    assert getattr(next(iter(d.vars.values())), field) == value


def test_a_semicolon_and_another_subject_is_not_read_as_the_same_declaration():
    d = read("Each Pilot has a Rank, tracked in the GNDT; a Ship defaults to 5.")
    assert d.unread and all(v.default is None for v in d.vars.values())


def test_who_the_value_is_reads_only_a_player_and_leaves_other_things_to_their_parts():
    d = read("Every Ship has the following qualities:\n* Optionally, a Trap, which must be a Planned Action that can only be performed in that Ship.")
    assert all(v.kind != "name" for v in d.vars.values())
    assert not any("no kind of player" in u.reason for u in d.unread)


# ---- precision (round 14): an empty default of a value whose kind is not said; values listed after a change to
# one of them; a value fixed by a list of cases; a field of each kind of thing the rules list
@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a Secret Port, which defaults to empty.", "Secret Port"),
    ("Each Pilot has a Sealed Order, defaulting to empty.", "Sealed Order"),
    ("Every Pilot has a Whisper, which is empty by default.", "Whisper"),
])
def test_an_empty_default_of_a_value_of_no_said_kind_is_kept_as_words_not_a_list(text, name):
    v = read(text).vars[name]
    assert v.default is None and v.default_text == "empty"


@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a Locker, tracked in the GNDT. Pilots default to having an empty Locker.", "Locker"),
    ("Each Pilot has a Crew, which is a list of Pilots, defaulting to empty.", "Crew"),
])
def test_an_empty_default_of_a_list_or_of_a_thing_said_empty_is_an_empty_list(text, name):
    assert read(text).vars[name].default == []


@pytest.mark.parametrize("text", [
    "Each Pilot has a Flag, tracked in the GNDT, defaulting to Blue. A Pilot may change their Flag to one of the following:\n* Blue (calm seas)\n* Red (at war)",
    "Each Pilot has a Rig, defaulting to Sloop. Once per week a Pilot may set his or her Rig to one of the following:\n* Sloop (2 Speed)\n* Brig (3 Speed)",
    "Every Pilot has a Pennant, which defaults to Gull. A Pilot who has no Pennant may choose their pennant from the following:\n* Gull\n* Tern",
])
def test_a_word_default_with_its_values_listed_after_a_change_to_one_of_them_is_not_free_text(text):
    d = read(text)
    (v,) = d.vars.values()
    assert v.kind != "text" and any("listed after it" in u.reason for u in d.unread)


def test_a_word_default_said_to_be_text_stays_text_with_a_list_after_it():
    d = read("Each Pilot has a Flag, which is flavour text defaulting to Blue. A Pilot may change their Flag to one of the following:\n* Blue\n* Red")
    assert d.vars["Flag"].kind == "text"


@pytest.mark.parametrize("text", [
    "Seniority is decided as follows:\n* The Harbourmaster outranks everyone.\n* Every Pilot outranks no one.",
    "Standing is established as follows:\n* Older Ships come first.\n* Ties go to the larger Ship.",
    "Right of Way is determined as follows:\n* Sail gives way to oar.\n* Oar gives way to nothing.",
])
def test_a_value_fixed_by_a_list_of_cases_is_listed_never_passed_over(text):
    d = read(text)
    assert d.unread and not d.vars


def test_a_procedure_said_as_follows_is_not_listed_as_a_declaration():
    d = read("The Harbourmaster may open the Docks as follows:\n* Ring the bell.")
    assert not d.vars


@pytest.mark.parametrize("text, holder", [
    ("The possible types of Cargo are listed as subrules to this rule. Each Cargo has a Weight.", "Cargo"),
    ("Each Cannon has a Range. The different kinds of Cannon are described in the table below.", "Cannon"),
    ("The various sorts of Sail are set out below. Every Sail has a Drag.", "Sail"),
    ("There are several Lanterns, listed in this rule's subrules. Each Lantern also has a Glow.", "Lantern"),
])
def test_a_field_of_each_kind_of_a_listed_thing_is_a_value_of_the_kinds_not_kept(text, holder):
    d = read(text)
    assert not d.vars
    assert any(f"each kind of {holder}" in u.reason for u in d.unread)


def test_a_field_of_a_thing_whose_kinds_are_not_listed_is_still_read():
    d = read("Each Cargo has a Weight, which is a number. Cargo is listed in the Hold.")
    assert d.vars["Weight"].holder_of == "Cargo"


# ---- a new player's variable said with its starting value; a second field said with 'also'; the word 'player'
@pytest.mark.parametrize("text, default", [
    ("Each Pilot has a Bell, tracked in the GNDT. A new Pilot’s Bell defaults to 2.", 2),
    ("Each Pilot has a Bell, tracked in the GNDT. Every new Pilot’s Bell value begins at 3.", 3),
    ("Each Pilot has a statistic tracked in the GNDT called “Bell Tower” (abbr. BT). A new Pilot’s BT statistic starts at 0.", 0),
])
def test_a_new_players_variable_and_its_starting_value(text, default):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert fields(v, "kind", "default", "tracked") == ("int", default, "GNDT")


def test_a_new_players_starting_value_with_a_condition_is_not_read():
    d = read("Each Pilot has a Bell, tracked in the GNDT. A new Pilot’s Bell starts at 0 unless the Harbourmaster says otherwise.")
    assert d.unread and d.vars["Bell"].default is None


@pytest.mark.parametrize("text, name, holder", [
    ("Each Ship also has a publicly tracked colour, defaulting to Grey.", "colour", "Ship"),
    ("Every Ship additionally has a Mast, which is a number.", "Mast", "Ship"),
    ("Each Cannon must also have a Range, tracked in the GNDT.", "Range", "Cannon"),
    ("Each player has a publicly tracked Lantern.", "Lantern", None),
    ("Every player has a Lantern, defaulting to 2.", "Lantern", None),
])
def test_a_field_said_with_also_and_the_word_player_as_the_holder(text, name, holder):
    d = read(text)
    assert not d.unread
    assert d.vars[name].holder_of == holder


@pytest.mark.parametrize("text", [
    "Each Ship also has been sunk.",
    "Each player has already voted.",
    "Each Ship has not moved.",
])
def test_a_verb_after_has_is_no_declaration(text):
    assert not read(text).vars


# ---- a place on a wiki page ('on the grid on the wiki page [X]', the page in single brackets)
@pytest.mark.parametrize("text, page", [
    ("Each Dock has a Depth, which is an integer, and which is tracked on the grid on the wiki page [The Soundings].", "The Soundings"),
    ("Each Pilot has a number of Bells, kept on the map on the page [Harbour Chart].", "Harbour Chart"),
    ("Each Pilot has a number of Bells, recorded on the board of the wiki page “Quay”.", "Quay"),
])
def test_a_place_on_a_wiki_page_in_other_words(text, page):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert fields(v, "tracked", "public") == ("wiki page", True)
    assert f"tracked on “{page}”" in v.notes


def test_a_page_in_single_brackets_that_is_no_name_is_not_read():
    d = read("Each Pilot has a number of Bells, tracked on the grid on the wiki page [the chart].")
    assert d.unread and not d.vars


# ---- the fifteenth round's parts, in other words
@pytest.mark.parametrize("text, page", [
    ("Each Pilot has a number of Bells, kept in the Ships list of the [[Quay Book]] page.", "Quay Book"),
    ("Each Pilot has a number of Bells, recorded under the Crews heading on the wiki page “Harbour”.", "Harbour"),
    ("Pilots have a number of Bells which are tracked in the Pilots table on the “Harbour” wiki page.", "Harbour"),
    ("Each Pilot has a number of Bells, tracked in the Deck section of the wikipage “Harbour”.", "Harbour"),
])
def test_a_named_part_of_a_wiki_page_is_where_it_is_tracked(text, page):
    d = read(text)
    assert not d.unread
    v = d.vars["Bells"]
    assert fields(v, "kind", "tracked", "public") == ("int", "wiki page", True)
    assert f"tracked on “{page}”" in v.notes


def test_a_named_part_of_no_page_is_no_wiki_page():
    head_only("Each Pilot has a number of Bells, tracked in the Deck section of the ship.", kind="int")


@pytest.mark.parametrize("text, name, default", [
    ("Pilots have a Courage rating, tracked in the GNDT, that defaults to 2.", "Courage", 2),
    ("Each Pilot has a Thirst level, tracked in the GNDT, which begins at 4 by default.", "Thirst", 4),
])
def test_a_lower_case_noun_after_the_name_and_a_default_said_by_default(text, name, default):
    v = read(text).vars[name]
    assert fields(v, "kind", "default", "default_text", "tracked") == ("int", default, None, "GNDT")


def test_a_counting_number_is_a_positive_integer_and_a_whole_number_any_integer():
    d = read("Each Pilot has a Rung, which is a natural number. Each Pilot has a Keel, which is a whole number.")
    assert fields(d.vars["Rung"], "kind", "minimum") == ("int", 1)
    assert fields(d.vars["Keel"], "kind", "minimum") == ("int", None)


@pytest.mark.parametrize("aside, short", [("(to be abbreviated as “KN”)", "KN"), ("(hereafter abbreviated TD)", "TD"),
                                          ("(which will henceforth be abbreviated as RP)", "RP")])
def test_a_short_name_said_in_more_words(aside, short):
    d = read(f"Each Pilot has a value tracked in the GNDT named “Knots” {aside}. A Pilot’s {short} defaults to 3.")
    v = d.vars["Knots"]
    assert f"abbreviated {short}" in v.notes and v.default == 3


def test_a_value_derived_and_said_kept_by_nothing_is_no_variable():
    d = read("Each Ship has a Draught value, equal to the highest Draught of the Pilots aboard it.")
    assert not d.vars and d.unread
    kept = read("Each Ship has a Draught value tracked in the GNDT equal to the highest Draught of its Pilots.")
    assert kept.vars["Draught"].tracked == "GNDT" and kept.unread  # kept, its formula listed


@pytest.mark.parametrize("text, kind", [("Each Pilot has a single Flag, which is “None” by default.", "unspecified"),
                                        ("Each Pilot has a Flag, which defaults to Nothing.", "unspecified"),
                                        ("Each Pilot has a Flag, which defaults to Pennant.", "text")])
def test_a_default_that_says_there_is_none_shows_no_kind(text, kind):
    assert read(text).vars["Flag"].kind == kind


@pytest.mark.parametrize("place", ["described as subrules of this rule", "defined in the sub-rules of this rule",
                                   "listed as sub-rules to this rule"])
def test_things_that_are_sub_rules_hold_rule_text_not_gamestate(place):
    d = read(f"Wrecks are {place}. Each Wreck has Cargo. Each Wreck has a Depth, which defaults to 3.")
    assert not d.vars
    assert {u.reason.split(" of each")[0] for u in d.unread} == {"Cargo", "Depth"}


def test_things_kept_on_a_page_keep_their_values():
    d = read("Each Wreck has Cargo and Depth. Wrecks are tracked on the Seabed wiki page.")
    assert d.vars["Cargo"].tracked == d.vars["Depth"].tracked == "wiki page"


# ---- the sixteenth round's parts, in other words
def test_a_lower_case_name_with_its_keeping_after_a_comma():
    v = read("Each Pilot has a rank, kept in the GNDT.").vars["rank"]
    assert fields(v, "tracked", "public") == ("GNDT", True)
    assert not read("Each Pilot has a number, tracked in the GNDT.").vars  # a word of the declaration is no name


@pytest.mark.parametrize("sentence, values", [
    ("There are four valid settings for a Pilot’s Sail: Up, Down, Reefed or Torn.", ["Up", "Down", "Reefed", "Torn"]),
    ("There are only three legal entries for Sail: Up, Down, And Reefed.", ["Up", "Down", "Reefed"]),
])
def test_the_values_of_a_declared_variable_after_there_are(sentence, values):
    v = read(f"Each Pilot has a Sail, tracked in the GNDT. {sentence}").vars["Sail"]
    assert fields(v, "kind", "values") == ("enum", values)


def test_a_capitalised_and_inside_a_value_is_part_of_it():
    assert read("Each Pilot has a Tune, which may be Rock And Roll, Jazz or Blues.").vars["Tune"].values == \
        ["Rock And Roll", "Jazz", "Blues"]


def test_a_series_of_fields_each_with_its_clause_in_brackets_after_what_the_holder_is():
    d = read("A Ship is a vessel of the fleet, rigged and ready to sail; each Ship has a Pennant (a string of flavour "
             "text which defaults to blank), a Bosun (the name of a Pilot which defaults to Hale), a Wake (a text string "
             "which says how the Ship turns in a gale), and a Ballast value (a number which defaults to 4). Each existing "
             "Ship and all of its attached variables are publicly tracked.")
    assert fields(d.vars["Pennant"], "kind", "default_text", "scope", "public") == ("text", "blank", "ship", True)
    assert fields(d.vars["Bosun"], "kind", "default", "name_rules") == ("name", "Hale", ["a Pilot"])
    assert fields(d.vars["Ballast"], "kind", "default", "holder_of") == ("int", 4, "Ship")
    assert "Wake" not in d.vars and any("Wake" in u.reason for u in d.unread)  # its own clause not read: listed alone


@pytest.mark.parametrize("text", [
    # a clause outside the brackets may be said of all: not a series
    "Each Ship has a Pennant (a string), a Bosun (a name), and a Ballast (a number), all defaulting to 4.",
    # a condition before the semicolon bears on the declaration
    "If the fleet is at sea; each Ship has a Pennant (a string), a Bosun (a name) and a Ballast (a number).",
])
def test_no_series_where_a_clause_may_be_said_of_all_or_a_condition_leads(text):
    d = read(text)
    assert not d.vars and d.unread


def test_a_gndt_column_said_first_then_whose_value_it_lists():
    d = read("A GNDT column named “Ballast” shall list a value for each Pilot’s Ballast. New Pilots start with a "
             "Ballast of 3. Ballasts may never be less than 0.")
    v = d.vars["Ballast"]
    assert fields(v, "kind", "default", "minimum", "tracked", "public") == ("int", 3, 0, "GNDT", True)
    other = read("A GNDT column named “Ballast” shall list a value for each Pilot’s Keel.")
    assert not other.vars and other.unread  # the column names one variable and the clause another


def test_the_things_that_hold_a_field_said_in_brackets():
    v = read("Every Ship (which is afloat) has a Wake, tracked in the GNDT.").vars["Wake"]
    assert fields(v, "scope", "holder_of", "tracked") == ("ship", "Ship", "GNDT")
    assert "held only by each Ship which is afloat" in v.notes


def test_a_name_in_single_curly_quotes_and_a_sentence_opening_with_one():
    d = read("Each Pilot also has a statistic ‘Berth’ which is tracked in the GNDT. ‘Berth’ can be the name of any "
             "active Pilot.")
    assert fields(d.vars["Berth"], "tracked", "public") == ("GNDT", True)
    (u,) = d.unread  # the second sentence, a sentence of its own: listed, not glued onto the first
    assert u.citation.text.startswith("‘Berth’ can be")
    assert "Pilot’s Hat" not in read("Each Pilot has a ‘Hat’s Brim, tracked in the GNDT.").vars  # no closing quote


# ---- the seventeenth round's parts and nets, in other words
@pytest.mark.parametrize("text, name", [("Each Pilot has a trait Pennant which is tracked in the GNDT.", "Pennant"),
                                        ("Each Pilot has a characteristic Temper, tracked in the GNDT.", "Temper")])
def test_a_trait_or_characteristic_before_the_name(text, name):
    assert fields(read(text).vars[name], "tracked", "public") == ("GNDT", True)


@pytest.mark.parametrize("words", ["a positive non-zero integer", "a non-zero positive integer", "a positive nonzero integer"])
def test_a_positive_non_zero_integer_is_at_least_one(words):
    assert fields(read(f"Each Pilot has a Rung, which is {words}.").vars["Rung"], "kind", "minimum") == ("int", 1)


def test_what_a_thing_may_hold_said_with_a_modal_is_listed_not_passed_over():
    d = read("Each berth of the quay can contain barrels and crates, separated by commas.")
    assert not d.vars and d.unread


def test_a_value_of_the_game_named_before_in_a_sentence_not_read_is_not_sure():
    d = read("A flag of each Pilot who is not the Harbourmaster is shown on the chart by ‘PX’. X tracks the Berth Number "
             "given to that Pilot. The Berth Number is a positive integer.")
    assert "Berth Number" not in d.vars
    assert any("named before" in u.reason for u in d.unread)
    assert read("The Berth Number is a positive integer.").vars["Berth Number"].scope == "global"


@pytest.mark.parametrize("text, name", [("Each Pilot has a pool of Drift points which are tracked in the GNDT.", "Drift"),
                                        ("Each Pilot has a stockpile of Grain units, tracked in the GNDT.", "Grain"),
                                        ("Each Pilot has a reserve of Ballast, tracked in the GNDT.", "Ballast")])
def test_an_amount_said_as_what_holds_it(text, name):
    assert fields(read(text).vars[name], "kind", "tracked") == ("int", "GNDT")


def test_a_store_of_words_is_no_amount():
    d = read("Each Pilot has a store of Tales to tell, which is private.")
    assert not d.vars and d.unread


# ---- a short name said after "or", without brackets: only the initials of the name before it
@pytest.mark.parametrize("text, name, short", [
    ("Pilots have a numerical amount of Hull Points or HP which is tracked in the GNDT and defaults to 5.", "Hull Points", "HP"),
    ("Each Pilot has a Storm Rating or SR, tracked in the GNDT.", "Storm Rating", "SR"),
])
def test_a_short_name_after_or_that_is_the_initials_of_the_name(text, name, short):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert v.name == name and f"abbreviated {short}" in v.notes and v.tracked == "GNDT"


@pytest.mark.parametrize("text", [
    "Pilots have a numerical amount of Hull Points or XP which is tracked in the GNDT.",  # not its initials
    "Each Pilot has a Fuel or FL, tracked in the GNDT.",  # one word: no initials to be
    "Pilots have an amount of Hull Points or Gold, tracked in the GNDT.",  # another name, not a short one
])
def test_a_word_after_or_that_is_not_the_initials_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- values said by their count, named by the next sentence ("three stats … The stats are called A, B and C.")
@pytest.mark.parametrize("text, names, scope, tracked", [
    ("Every Pilot has four ratings, tracked in the GNDT. These ratings are named Luck, Doom, Fate and Hope.",
     ["Luck", "Doom", "Fate", "Hope"], "player", "GNDT"),
    ("Each buoy has two attributes. The attributes are called Drift and Bob.", ["Drift", "Bob"], "buoy", None),
])
def test_values_counted_then_named_by_the_next_sentence(text, names, scope, tracked):
    d = read(text)
    assert not d.unread
    assert list(d.vars) == names
    assert {fields(v, "scope", "tracked") for v in d.vars.values()} == {(scope, tracked)}


@pytest.mark.parametrize("text", [
    "Each buoy has two attributes. The attributes are called Drift, Bob and Tilt.",  # not as many as counted
    "Each Pilot has three stats. Luck is one of them.",  # never named
    "Each Pilot has three stats.",
    "The stats are called Drift, Bob and Tilt.",  # no count before: whose?
])
def test_values_counted_and_not_named_as_counted_are_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


def test_what_is_said_of_counted_values_besides_their_keeping_is_listed():
    d = read("Each buoy has two attributes, which default to 3. The attributes are called Drift and Bob.")
    assert [v.default for v in d.vars.values()] == [None, None]
    assert any("default to 3" in u.reason for u in d.unread)


# ---- "0 or more X who are Y of the holder": a list of some of the players, named by their role in the holder
@pytest.mark.parametrize("text, name, of", [
    ("Every Ship has zero or more Pilots that are Mates of the Ship, and the set of Mates is recorded for each Ship.", "Mates", "Pilots"),
    ("Each Guild has 0 or more Pilots who are Elders of the Guild.", "Elders", "Pilots"),
])
def test_none_or_more_who_are_a_role_of_the_holder(text, name, of):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert fields(v, "name", "kind", "of", "tracked") == (name, "list", of, None)


@pytest.mark.parametrize("text", [
    "Each Guild has 0 or more Pilots who are Elders of the Harbour.",  # a role in another thing than the holder
    "Each Guild has 0 or more Pilots who are Elders of the Guild, and the list of Elders is tracked for each Ship.",
])
def test_none_or_more_said_of_another_thing_than_the_holder_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- one name for the several values a declaration names ("collectively called their Fangs"): no variable of its own
@pytest.mark.parametrize("text, names, group", [
    ("Each Pilot has a Bow Lamp and a Stern Lamp, together known as the Lamps, both tracked in the GNDT.", ["Bow Lamp", "Stern Lamp"], "Lamps"),
    ("Each Pilot has a Mast and a Sail, jointly called its Rigging, each of which is the name of another Pilot.", ["Mast", "Sail"], "Rigging"),
])
def test_a_collective_name_of_several_values(text, names, group):
    d = read(text)
    assert not d.unread
    assert list(d.vars) == names
    assert all(f"one of the {group}" in v.notes for v in d.vars.values())


@pytest.mark.parametrize("text", [
    "Each Pilot has a Mast, collectively called its Rigging.",  # one value: a collective name of what?
    "Each Pilot has a Fuel and a Rope, which is the name of another Pilot.",  # the singular, not "each of which"
])
def test_a_collective_name_of_one_or_a_singular_clause_after_two_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- kinds of one thing, one value each ("an amount of Bronze and Iron Ribbons, … of each"), and a default "of each"
@pytest.mark.parametrize("text, names, default", [
    ("Each Pilot has a number of Red, Green and Blue Flags, defaulting to 1 of each.", ["Red Flags", "Green Flags", "Blue Flags"], 1),
    ("Each Pilot has a quantity of Tin and Copper Coins, each of them tracked in the GNDT.", ["Tin Coins", "Copper Coins"], None),
    ("Each Pilot has a Luck and a Doom, both defaulting to 2 each.", ["Luck", "Doom"], 2),
])
def test_kinds_of_one_thing_each_a_value_and_a_default_of_each(text, names, default):
    d = read(text)
    assert not d.unread
    assert list(d.vars) == names
    assert {v.default for v in d.vars.values()} == {default}


@pytest.mark.parametrize("text", [
    "Each Pilot has an amount of Tin and Copper Coins, tracked in the GNDT.",  # one pool of coins, or one of each?
    "Each Pilot has a Fuel, defaulting to 1 of each.",  # of each of one
])
def test_kinds_not_said_of_each_or_a_default_of_each_of_one_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- a declaration whose default lies outside its own bounds: the rest read, type, bounds and default listed
@pytest.mark.parametrize("text, tracked", [
    ("Each Pilot has a positive integer number of Flares which is tracked in the GNDT and defaults to 0.", "GNDT"),
    ("Each Pilot has a Fuel, which is an integer between 1 and 5, publicly tracked, defaulting to 9.", None),
])
def test_a_default_outside_the_bounds_said_with_it_is_a_contradiction(text, tracked):
    d = read(text)
    (v,) = d.vars.values()
    assert fields(v, "kind", "default", "minimum", "maximum", "tracked", "public") == ("unspecified", None, None, None, tracked, True)
    assert any("contradicts itself" in u.reason for u in d.unread)


def test_a_default_inside_its_bounds_is_read():
    (v,) = read("Each Pilot has a Fuel, which is an integer between 1 and 5, defaulting to 3.").vars.values()
    assert fields(v, "kind", "default", "minimum", "maximum") == ("int", 3, 1, 5)


# ---- a field of the players' table made by the rule's own words ("Create a GNDT column called “Pastime”.")
@pytest.mark.parametrize("text, name, default", [
    ("Add a new GNDT field named Ballast.", "Ballast", None),
    ("Make a GNDT column “Grog”, which defaults to 0.", "Grog", 0),
])
def test_a_gndt_column_created_by_the_rule(text, name, default):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert fields(v, "name", "scope", "tracked", "public", "default") == (name, "player", "GNDT", True, default)


@pytest.mark.parametrize("text", [
    "Create a GNDT column called “Pastime” for each Ship.",  # a column of other rows than the players'
    "Add a new GNDT column.",  # no name
])
def test_a_gndt_column_created_for_others_or_unnamed_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- a value set again by the game at a time ("is set to 0 at the beginning of each Creeping In action"): listed,
# not a default, the rest of its declaration read
@pytest.mark.parametrize("text, name, tracked", [
    ("Each Pilot has a Fuel, which is publicly tracked and defaults to 2, and a Heat, which is privately tracked by the "
     "Harbourmaster and is reset to 3 at the start of every week.", "Heat", "privately"),
    ("Each Pilot has a Heat, which is set to zero after each Tide Action.", "Heat", None),
])
def test_a_value_set_again_at_a_time_is_no_default(text, name, tracked):
    d = read(text)
    v = d.vars[name]
    assert fields(v, "default", "default_text", "tracked") == (None, None, tracked)
    assert any("set again by the game" in u.reason for u in d.unread)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Fuel, which defaults to 2, and a Heat, which defaults to 0 each.",  # "each" of one
])
def test_a_reset_on_an_event_or_each_of_one_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


def test_a_reset_on_an_event_is_no_default_of_the_head():
    head_only("Each Pilot has a Heat, which is set to zero after each Pilot leaves.")  # an event, not a time or an action


# ---- a list of one of two sizes, or of exactly one ("a list of zero or three Hues"): its entries read, its size listed
@pytest.mark.parametrize("text, name, of, size", [
    ("Each Pilot has a Chart Case, which is a set of one or two Charts.", "Chart Case", "Charts", "one or two"),
    ("Each Pilot has a Rack, which is a list of exactly four Flags, tracked in the GNDT.", "Rack", "Flags", "exactly four"),
])
def test_a_list_of_a_said_size(text, name, of, size):
    d = read(text)
    (v,) = d.vars.values()
    assert fields(v, "name", "kind", "of") == (name, "list", of)
    assert any(size in u.reason for u in d.unread)


def test_a_list_of_a_size_said_otherwise_is_not_read():
    d = read("Each Pilot has a Rack, which is a list of four or more Flags.")
    assert not d.vars and d.unread


# ---- a type and its publicity said in one ("a string of publicly-tracked text")
@pytest.mark.parametrize("text", [
    "Each Pilot has a Motto, being a piece of public text.",
    "Each Pilot has a Motto, which is a line of publicly tracked text.",
])
def test_a_string_of_public_text(text):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert fields(v, "kind", "public") == ("text", True)


def test_a_string_of_text_of_another_keeping_is_not_read():
    d = read("Each Pilot has a Motto, being a string of secret text.")
    assert not d.vars and d.unread


# ---- a starting value in quotes after the variable's name ("All new roots start with the pastime “Lounging”.")
@pytest.mark.parametrize("text, name, default", [
    ("Each Pilot has a Motto, tracked in the GNDT. New Pilots begin with the Motto “Steady”.", "Motto", "Steady"),
    ("There is a GNDT column called “Flag”. All Pilots start off with the flag ‘White’.", "Flag", "White"),
])
def test_a_starting_value_in_quotes_after_the_name(text, name, default):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "kind", "default") == ("text", default)


@pytest.mark.parametrize("text", [
    "New Pilots begin with the Motto “Steady”.",  # no Motto declared
    "Each Pilot has a Motto, tracked in the GNDT. New Pilots begin with the Motto “Steady” unless they are Cadets.",
])
def test_a_starting_value_of_nothing_declared_or_with_a_condition_is_not_read(text):
    d = read(text)
    assert d.unread and all(v.default is None for v in d.vars.values())


# ---- what each entry of a list is ("… and where each entry in the list is a Stock Phrase and a number"): listed
@pytest.mark.parametrize("text, name, default", [
    ("There is a publicly tracked list named Voyages that defaults to an empty list and where each entry in the list "
     "is a Port and a Date.", "Voyages", []),
    ("Each Pilot has a list of Charts, in which each item of the list is a Port and a Date.", "Charts", None),
])
def test_what_each_entry_of_a_list_is_is_listed_and_the_list_read(text, name, default):
    d = read(text)
    assert fields(d.vars[name], "kind", "default") == ("list", default)
    assert any("a Port and a Date" in u.reason for u in d.unread)


def test_each_entry_of_a_list_said_otherwise_is_not_read():
    d = read("There is a list named Voyages, where each entry in the list defaults to Calm.")
    assert not d.vars and d.unread


# ---- where the value of each holder is said ("which is detailed on the table below"): no field, no type guessed
@pytest.mark.parametrize("text, name", [
    ("Each Ship has a Home Port, as given in the table below.", "Home Port"),
    ("Each Ship has a Flag, which is shown in the list below.", "Flag"),
])
def test_a_value_detailed_in_the_table_below(text, name):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "kind", "holder_of") == ("unspecified", "Ship")


def test_a_value_detailed_elsewhere_than_below_is_not_read():
    assert head_only("Each Ship has a Flag, which is shown in the table above.").holder_of == "Ship"


# ---- the bound said again as what an action over it does ("… cannot exceed 12 and any action that would set it higher
# than 12 instead sets it to 12")
@pytest.mark.parametrize("text, name, minimum, maximum", [
    ("Each Pilot has a number of Flares. A Pilot’s Flares cannot exceed 9 and any effect that would raise it above 9 leaves it at 9.", "Flares", None, 9),
    ("Each Pilot has a Fuel, which is at least 0, and any action that would set it lower than 0 instead sets it to 0.", "Fuel", 0, None),
])
def test_a_bound_said_again_as_a_clamp(text, name, minimum, maximum):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "minimum", "maximum") == (minimum, maximum)


@pytest.mark.parametrize("text", [
    "Each Pilot has a number of Flares. A Pilot’s Flares cannot exceed 9 and any effect that would raise it above 9 leaves it at 5.",
    "Each Pilot has a number of Flares. A Pilot’s Flares cannot exceed 9 and any effect that would raise it above 10 leaves it at 10.",
])
def test_a_clamp_to_another_number_than_the_bound_is_not_read(text):
    d = read(text)
    assert d.unread and d.vars["Flares"].maximum is None


@pytest.mark.parametrize("text, name, minimum, maximum", [
    ("Each Pilot has a Luck and a Doom. Luck and Doom can never fall below 2, if they would then set them to 2 instead.", "Doom", 2, None),
    ("Each Pilot has a number of Flares. A Pilot’s Flares can never exceed 9, when it would do so set it to 9.", "Flares", None, 9),
])
def test_a_bound_said_again_as_what_to_do_past_it(text, name, minimum, maximum):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "minimum", "maximum") == (minimum, maximum)


def test_what_to_do_past_a_bound_with_another_number_is_not_read():
    d = read("Each Pilot has a Luck and a Doom. Luck and Doom can never fall below 2, if they would then set them to 3 instead.")
    assert d.unread and d.vars["Luck"].minimum is None


# ---- a starting value worked out from the others' values ("An entering player gets the average number of Marks …")
@pytest.mark.parametrize("text, words", [
    ("Each Pilot has a number of Flares, tracked in the GNDT. A new Pilot receives the median amount of Flares held by all "
     "other Pilots.", "the median amount of Flares held by all other Pilots"),
    ("Each Pilot has a number of Flares. A joining Pilot starts with the lowest number of Flares among all Pilots, rounded down.",
     "the lowest number of Flares among all Pilots, rounded down"),
])
def test_a_starting_value_worked_out_from_the_others(text, words):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Flares"], "default", "default_text") == (None, words)


@pytest.mark.parametrize("text", [
    "A new Pilot receives the median amount of Flares held by all other Pilots.",  # no Flares declared
    "Each Pilot has a number of Flares. A new Pilot receives the median amount of Flares held by all other Pilots unless "
    "the Harbourmaster objects.",
])
def test_a_worked_out_starting_value_of_nothing_declared_or_with_a_condition_is_not_read(text):
    d = read(text)
    assert d.unread and all(v.default_text is None for v in d.vars.values())


# ---- a count of things each player has, named by the column it is kept in
@pytest.mark.parametrize("text, name", [
    ("The number of flares each Pilot holds is recorded in the GNDT under “Flares”.", "Flares"),
    ("The amount of tar a Pilot owns shall be kept in a GNDT field named Tar.", "Tar"),
])
def test_the_number_of_things_a_player_has_kept_in_a_column(text, name):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "kind", "scope", "tracked", "public") == ("int", "player", "GNDT", True)


def test_the_number_of_things_kept_elsewhere_than_a_column_is_not_read():
    d = read("The number of flares each Pilot holds is recorded on the wiki page “Flares”.")
    assert not d.vars and d.unread


# ---- a default left as a blank to be filled in ("This number is XXX by default."): never a value
def test_a_blank_default_is_listed_not_read():
    d = read("The number of flares each Pilot holds is recorded in the GNDT under “Flares”. This number is XXX by default.")
    assert fields(d.vars["Flares"], "default", "default_text") == (None, None)
    assert any("blank left to be filled in" in u.reason for u in d.unread)


def test_a_default_that_is_a_word_of_the_rules_is_still_read():
    d = read("The number of flares each Pilot holds is recorded in the GNDT under “Flares”. This number is Quorum by default.")
    assert d.vars["Flares"].default_text == "Quorum"


# ---- a kind of thing in the plural as the holder ("Beehives have a publicly tracked integer Swarm …"), and how a value
# is written beside something where it is kept
@pytest.mark.parametrize("text, name, item", [
    ("Buoys have a Colour, which defaults to Red.", "Colour", "Buoy"),
    ("Boxes possess a publicly tracked integer Weight noted by writing the Weight in brackets after the Box’s name.", "Weight", "Box"),
])
def test_a_kind_of_thing_in_the_plural_holds_a_value(text, name, item):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "holder_of", "scope") == (item, item.casefold())


@pytest.mark.parametrize("text", [
    "Boxes have a freshness, which defaults to fresh.",  # what a thing is like, not a named value
    "Boxes possess a publicly tracked integer Weight noted by writing the Colour in brackets after the Box’s name.",
])
def test_a_plural_holder_of_no_named_value_or_written_as_another_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- how none is written where a value is kept ("…, or “-” if the Delegate belongs to no Faction")
@pytest.mark.parametrize("text, name, mark", [
    ("Each Pilot may belong to a Guild; this is tracked as a word in the GNDT in the column “Guild”, or “-” if the Pilot "
     "belongs to no Guild.", "Guild", "-"),
    ("Each Pilot has a Berth, tracked in the GNDT, or as ‘X’ when the Pilot holds no Berth.", "Berth", "X"),
])
def test_how_none_is_written_where_it_is_kept(text, name, mark):
    d = read(text)
    assert not d.unread
    assert f"written “{mark}” when there is none" in d.vars[name].notes


def test_how_none_of_another_thing_is_written_is_not_read():
    d = read("Each Pilot may belong to a Guild; this is tracked as a word in the GNDT in the column “Guild”, or “-” if the "
             "Pilot belongs to no Crew.")
    assert not d.vars and d.unread


# ---- a group's noun: values given the players by a noun, named by the next sentence, then what is said of the noun is
# said of each ("numerical Stats … The Stats are A, B and C. Stats are tracked in the GNDT. Goblins stats default to 3.")
@pytest.mark.parametrize("text", [
    "Pilots have numeric Ratings that describe their skill. The Ratings are Nerve, Grit and Luck. Ratings are publicly "
    "tracked. Pilots’ Ratings default to 1.",
    "Pilots have numerical Ratings. These Ratings are called Nerve, Grit, and Luck. The Ratings are tracked in the GNDT. "
    "All of their Ratings start at 1.",
])
def test_a_group_named_by_the_next_sentence_gives_each_member_what_is_said_of_it(text):
    d = read(text)
    assert not d.unread
    assert list(d.vars) == ["Nerve", "Grit", "Luck"]
    assert {fields(v, "kind", "default", "public", "scope") for v in d.vars.values()} == {("int", 1, True, "player")}


def test_a_field_said_of_the_counted_stats_by_their_noun_is_each_ones():
    d = read("Every Pilot has three stats, tracked in the GNDT. The stats are called Drift, Bob and Tilt. Stats default to 5.")
    assert not d.unread
    assert [v.default for v in d.vars.values()] == [5, 5, 5]


def test_a_second_holder_of_a_group_that_is_not_the_players_is_listed():
    d = read("Pilots and Ships have numerical Ratings. The Ratings are Nerve and Grit.")
    assert list(d.vars) == ["Nerve", "Grit"] and {v.scope for v in d.vars.values()} == {"player"}
    assert any("Ships" in u.reason for u in d.unread)


@pytest.mark.parametrize("text", [
    "Pilots have numerical Ratings. The Virtues are Calm and Zeal.",  # another noun: not the group's members
    "Pilots have numerical Ratings. Nerve is one of them.",  # the members never named by the noun
])
def test_a_group_whose_members_are_not_named_by_its_noun_is_a_variable_of_its_own(text):
    d = read(text)
    assert fields(d.vars["Ratings"], "kind", "scope") == ("int", "player")
    assert not d.groups and not any(n in d.vars for n in ("Calm", "Zeal", "Nerve"))


def test_a_noun_that_names_no_group_gives_no_field():
    d = read("Each Pilot has a Fuel, which is a number. Ratings default to 3.")
    assert d.vars["Fuel"].default is None and d.unread


# ---- a run of declarations one by one, then "each of these" of all of them; a value named by what it stands for
@pytest.mark.parametrize("text", [
    "Nerve represents a Pilot's courage. Drift represents a Pilot's wanderlust. Each of these values starts at 1.",
    "Nerve shall represent the Pilot’s courage.\nDrift shall represent the Pilot’s wanderlust.\nWhenever a new Pilot joins "
    "the game their values for each of these stats default to 1.",
])
def test_each_of_these_is_said_of_each_variable_of_the_run_before_it(text):
    d = read(text)
    assert not d.unread
    assert {n: fields(v, "default", "kind", "scope") for n, v in d.vars.items()} == {
        "Nerve": (1, "int", "player"), "Drift": (1, "int", "player")}


@pytest.mark.parametrize("text", [
    "Nerve represents a Pilot's courage. Each of these values starts at 1.",  # one: "these" of what?
    "Each Pilot has a Fuel. Drift represents a Pilot's wanderlust. Each of these values starts at 1.",  # two forms
])
def test_each_of_these_after_no_run_of_several_is_not_read(text):
    d = read(text)
    assert all(v.default is None for v in d.vars.values()) and d.unread


def test_a_value_that_stands_for_more_than_a_players_trait_is_not_named_by_it():
    d = read("Nerve represents a Pilot's courage in battles against Ships.")
    assert "Nerve" not in d.vars


@pytest.mark.parametrize("text, values", [
    ("Each Pilot is assigned a rank. The valid ranks are cadet, mate or captain.", ["cadet", "mate", "captain"]),
    ("Each Pilot is assigned a mood. The allowed moods are: calm, wary, or grim.", ["calm", "wary", "grim"]),
])
def test_the_possible_values_of_a_variable_named_in_the_plural(text, values):
    d = read(text)
    assert not d.unread
    (v,) = d.vars.values()
    assert fields(v, "kind", "values") == ("enum", values)


def test_the_possible_values_of_nothing_declared_are_not_read():
    d = read("The valid ranks are cadet, mate or captain.")
    assert not d.vars and d.unread


# ---- the starting values of several declared variables, each said after its names ("Set all new wyvern’s Claw and
# Hide stats to 4 and Pulse stat to 80.")
@pytest.mark.parametrize("text, defaults", [
    ("Each Pilot has a Fuel, a Rope and a Heat, all tracked in the GNDT. Set all new Pilots’ Fuel and Rope to 3 and Heat to 1.",
     {"Fuel": 3, "Rope": 3, "Heat": 1}),
    ("Each buoy has a Drift, tracked in the GNDT. Set each new buoy’s Drift value to 2.", {"Drift": 2}),
])
def test_starting_values_of_several_variables_said_after_their_names(text, defaults):
    d = read(text)
    assert not d.unread
    assert {n: v.default for n, v in d.vars.items()} == defaults


@pytest.mark.parametrize("text", [
    "Each buoy has a Drift, tracked in the GNDT. Set all new Pilots’ Drift to 2.",  # not the Pilots' Drift
    "Each Pilot has a Fuel, tracked in the GNDT. Set all new Pilots’ Fuel and Rope to 3.",  # Rope: not declared
])
def test_starting_values_of_variables_another_holds_or_none_declares_are_not_read(text):
    d = read(text)
    assert all(v.default is None for v in d.vars.values()) and d.unread


# ---- a value said by the verb of where a player is or what a player wears ("Every Marooner is, at any given time, in a
# Tract, which is an integer …"; "Each Kicker wears a Jersey with a single number from zero to 88, …")
@pytest.mark.parametrize("text, name, want", [
    ("Each Pilot is at a Berth, which is an integer between 1 and 9, tracked in the GNDT.", "Berth", ("int", 1, 9, "GNDT")),
    ("Every Pilot, at all times, stands on a Deck, which is a number from 0 to 4 and defaults to 1.", "Deck", ("int", 0, 4, None)),
    ("Every Pilot carries a Lantern, which is an integer between 0 and 3, tracked in the GNDT.", "Lantern", ("int", 0, 3, "GNDT")),
    ("Every Pilot is at exactly one Berth, which is tracked in the GNDT.", "Berth", ("unspecified", None, None, "GNDT")),
])
def test_a_value_said_by_where_a_player_is_or_what_they_wear(text, name, want):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "kind", "minimum", "maximum", "tracked") == want and d.vars[name].scope == "player"


@pytest.mark.parametrize("text", [
    "Each Pilot is in a Hurry whenever they sail to another Harbour.",  # a state said with a condition: no value
    "Every Pilot wears a Hat made of Straw and Reeds.",
    "Each Pilot occupies exactly one Berth.",  # where a player is, nothing said of a value kept
])
def test_where_a_player_is_or_what_they_wear_said_with_words_no_part_reads_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- the players and another holder: the players' value read, the other's listed ("All Magnates and the Tyrant have …")
@pytest.mark.parametrize("text, name", [
    ("All Pilots and the Harbourmaster have an amount of Tar, which is tracked in the GNDT.", "Tar"),
    ("Pilots and Buoys have a numerical amount of Heat which can be a negative value.", "Heat"),
    ("Each Pilot (as well as the Harbourmaster) has a value for the statistic “Grog”, which is a number that may be positive or negative.", "Grog"),
    ("Every Pilot, along with the Harbourmaster, has an amount of Tar, which can be either negative or positive.", "Tar"),
])
def test_the_players_value_is_read_and_another_holders_listed(text, name):
    d = read(text)
    (v,) = d.vars.values()
    assert (v.name, v.scope, v.kind) == (name, "player", "int")
    assert len(d.unread) == 1 and "a second kind of holder" in d.unread[0].reason


def test_the_players_and_another_holder_with_words_no_part_reads_is_not_read():
    d = read("Pilots and Ships have an amount of Tar, which is shared between them as the Harbourmaster decides.")
    assert not d.vars and d.unread


@pytest.mark.parametrize("text", [
    "Each Ship has a list of Mates. Each Ship has a list of Cooks. These lists default to empty.",
    "Each Ship has a list of Mates and a list of Cooks. These lists default to empty.",
])
def test_these_lists_is_said_of_the_several_just_declared(text):
    d = read(text)
    assert not d.unread
    assert [v.default for v in d.vars.values()] == [[], []]


def test_a_noun_that_names_values_collectively_is_a_group_of_them():
    d = read("Each Pilot has a Bow Lamp and a Stern Lamp, together known as the Lamps. The Lamps are tracked in the GNDT.")
    assert not d.unread
    assert {n: v.tracked for n, v in d.vars.items()} == {"Bow Lamp": "GNDT", "Stern Lamp": "GNDT"}


def test_a_noun_of_things_no_declaration_groups_gives_its_members_nothing():
    d = read("Each Pilot has a Bow Lamp and a Stern Lamp. The Lamps are tracked in the GNDT.")
    assert all(v.tracked is None for v in d.vars.values()) and d.unread


# ---- the dynasty's wiki as a whole; "This <Name>" again; a value that describes something in words
@pytest.mark.parametrize("text", [
    "Every Ship has a Motto listed in the Pilot Wiki. This Motto is a short description of the Ship's voyages (be they long, short, or lost).",
    "Each Ship has a Motto, kept on the wiki. This Motto is an account of how the Ship was named.",
])
def test_a_description_in_words_kept_on_the_wiki(text):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Motto"], "kind", "tracked", "public", "holder_of") == ("text", "wiki page", True, "Ship")


def test_a_description_that_holds_a_cue_of_another_field_is_not_read():
    d = read("Each Ship has a Motto, kept on the wiki. This Motto is a description of the Ship which defaults to Brave.")
    assert d.vars["Motto"].kind == "unspecified" and d.unread


# ---- a range said as the possible values; an aside of meaning said with "which represents how …"
@pytest.mark.parametrize("text", [
    "Each buoy has a Drift, which is an integer with the possible values of 0 to 6, inclusive, defaulting to 3.",
    "Each buoy has a Drift, an integer with legal values from 0 to 6, defaulting to 3.",
])
def test_a_range_said_as_the_possible_values(text):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Drift"], "kind", "minimum", "maximum", "default") == ("int", 0, 6, 3)


def test_an_aside_of_meaning_with_which_represents_is_passed_over_and_listed():
    d = read("Each buoy has a “Drift” attribute, which represents how the buoy gets along with the other markers of its "
             "harbour. This attribute is an integer defaulting to 3.")
    assert fields(d.vars["Drift"], "kind", "default") == ("int", 3)
    assert any("passed over" in u.reason for u in d.unread)


def test_an_aside_of_meaning_naming_the_other_players_is_not_passed_over():
    d = read("Each Pilot has a “Drift” attribute, which represents how the Pilot gets along with the other Pilots of "
             "the harbour.")
    assert "Drift" not in d.vars and d.unread


# ---- one starting value of several declared variables said after "have their … set to" ("New fiddlers have eir
# Changes, Enacted & Failed set to 0."), read only of variables a sentence declares, as "New Monks start with a Lore of 3."
@pytest.mark.parametrize("text, defaults", [
    ("Each Pilot has a Fuel, a Rope and a Heat, all tracked in the GNDT. New Pilots have their Fuel, Rope & Heat set to 2.",
     {"Fuel": 2, "Rope": 2, "Heat": 2}),
    ("Each Pilot has a Fuel and a Rope, both tracked in the GNDT. New Pilots have eir Fuel and Rope set to 0.",
     {"Fuel": 0, "Rope": 0}),
])
def test_one_starting_value_of_several_declared_variables_set_after_their_names(text, defaults):
    d = read(text)
    assert not d.unread
    assert {n: v.default for n, v in d.vars.items()} == defaults


@pytest.mark.parametrize("text", [
    "New Pilots have their Fuel, Rope & Heat set to 0.",  # nothing declares them
    "Each Pilot has a Fuel, tracked in the GNDT. New Pilots have their Fuel & Rope set to 3.",  # Rope: not declared
    "Each buoy has a Drift and a Tide, tracked in the GNDT. New Pilots have their Drift & Tide set to 1.",  # the buoys'
])
def test_one_starting_value_of_variables_not_declared_or_of_another_holder_is_not_read(text):
    d = read(text)
    assert all(v.default is None for v in d.vars.values()) and d.unread


# ---- two relations of each player to others, named by the next sentence's fields "respectively" ("Each Singer may
# Admire one Singer … and have a Feud against one Singer …. These are tracked as …, in the “Admire” and “Feud” fields
# of the GNDT respectively.")
def test_two_relations_named_by_their_fields_respectively():
    d = read("Each Pilot may Trust one other Pilot and have a Grudge against one Pilot. These are recorded as the name "
             "of a Pilot in the “Trust” and “Grudge” columns of the GNDT, respectively. A Pilot can not Trust emself, "
             "nor have a Grudge against emself.")
    assert not d.unread
    for name in ("Trust", "Grudge"):
        v = d.vars[name]
        assert (v.kind, v.tracked, v.public, v.scope) == ("name", "GNDT", True, "player")
        assert v.name_rules == ["a Pilot", "not themself"]


def test_two_relations_kept_as_lists_of_names_respectively():
    d = read("Each pilot may Trust any number of pilots and may have a Grudge against a number of pilots. They are kept "
             "as lists of the names of pilots or “-” to mean no pilot, in the “Trust” and “Grudge” fields of the GNDT "
             "respectively.")
    assert not d.unread
    assert [(v.name, v.kind, v.of, v.tracked) for v in d.vars.values()] == [("Trust", "list", "pilots", "GNDT"),
                                                                           ("Grudge", "list", "pilots", "GNDT")]


@pytest.mark.parametrize("text", [
    # the fields named in another order than the relations: which is which is not sure
    "Each Pilot may Trust one Pilot and have a Grudge against one Pilot. These are tracked as the name of a Pilot, in "
    "the “Grudge” and “Trust” fields of the GNDT respectively.",
    # other fields than the relations
    "Each Pilot may Trust one Pilot and have a Grudge against one Pilot. These are tracked as the name of a Pilot, in "
    "the “Faith” and “Spite” fields of the GNDT respectively.",
])
def test_fields_respectively_that_do_not_name_the_relations_are_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


def test_relations_the_next_sentence_does_not_name_respectively_are_no_description():
    d = read("Each Pilot may Trust one Pilot and have a Grudge against one Pilot. Each Pilot has a Lamp, tracked in the GNDT.")
    assert list(d.vars) == ["Lamp"]
    d = read("Each Pilot has a Lamp, tracked in the GNDT. A Pilot may not Trust themselves.")
    assert d.vars["Lamp"].name_rules == []


# ---- a list named by its column and what it holds ("a Pack of Provisions that they are carrying, tracked as a list in
# the GNDT field “Pack”")
@pytest.mark.parametrize("text", [
    "Each Pilot has a Hold of Crates that they own, tracked as a list in the GNDT field “Hold”.",
    "Each Pilot has a Satchel of Charts which e carries, recorded as a list in the GNDT column “Satchel”.",
])
def test_a_list_named_by_its_column_holds_the_things_after_of(text):
    d = read(text)
    assert not d.unread
    [(name, v)] = d.vars.items()
    assert (v.kind, v.tracked) == ("list", "GNDT") and v.of in ("Crates", "Charts") and name in ("Hold", "Satchel")


@pytest.mark.parametrize("text", [
    # not said a list: "Points of Honour" kept in a field "Points" is one name, its column a short name
    "Each Pilot has a Points of Honour, tracked in the GNDT field “Points”.",
    # the column names another thing than the start of the name
    "Each Pilot has a Hold of Crates, tracked as a list in the GNDT field “Cargo”.",
])
def test_a_name_with_of_is_not_split_unless_a_list_kept_in_its_first_word(text):
    d = read(text)
    assert all(v.of is None for v in d.vars.values())


# ---- the values of what a player belongs to listed after a dash ("Each Clerk may belong to a single Division - Sales, …")
@pytest.mark.parametrize("text", [
    "Every Pilot may belong to one Watch - Dawn, Dusk or Night.",
    "Each Pilot may belong to a single Watch — Dawn, Dusk, or Night.",
    "Each Pilot belongs to exactly one Watch – one of Dawn, Dusk or Night.",
])
def test_what_a_player_belongs_to_with_its_values_after_a_dash(text):
    d = read(text)
    assert not d.unread
    v = d.vars["Watch"]
    assert (v.kind, v.values, v.scope) == ("enum", ["Dawn", "Dusk", "Night"], "player")


@pytest.mark.parametrize("text", [
    "Each Pilot may belong to a single Watch - the one the Harbourmaster chooses for them.",  # no values listed
    "Each Pilot may belong to a single Watch - Dawn, Dusk or Night - until the Harbourmaster says otherwise.",
])
def test_words_after_a_dash_that_do_not_end_in_its_values_are_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- a field of several declared variables named together ("Values for SP and Top SP must be integers.")
@pytest.mark.parametrize("text, want", [
    ("Each Pilot has a Fuel and a Rope, tracked in the GNDT. Values for Fuel and Rope must be integers.",
     {"Fuel": "int", "Rope": "int"}),
    ("Each Pilot has a Fuel, a Rope and a Heat. Values of Fuel, Rope and Heat must be whole numbers.",
     {"Fuel": "int", "Rope": "int", "Heat": "int"}),
])
def test_a_field_of_several_declared_variables_said_of_their_values(text, want):
    d = read(text)
    assert not d.unread
    assert {n: v.kind for n, v in d.vars.items()} == want


def test_values_of_names_not_declared_are_not_read():
    d = read("Each Pilot has a Fuel, tracked in the GNDT. Values for Fuel and Rope must be integers.")
    assert d.vars["Fuel"].kind == "unspecified" and d.unread


# ---- a declared variable's values on a scale, listed by the next sentence ("Every value allowed for the Temper of a
# Tenant falls on a scale from calmest to angriest. The only values allowed, in order from calmest to angriest, are the
# following: Serene, Calm, Even, Irritable, and Furious.")
def test_values_on_a_scale_listed_by_the_next_sentence():
    d = read("There exists a GNDT field named “Mood”. Every value allowed for the Mood of a Pilot lies on a scale from "
             "gloomiest to merriest. The only values permitted are: Glum, Calm and Merry. New Pilots start out Calm.")
    assert not d.unread
    v = d.vars["Mood"]
    assert (v.kind, v.values, v.default) == ("enum", ["Glum", "Calm", "Merry"], "Calm")


@pytest.mark.parametrize("text", [
    # of no variable the sentence before declared or gave a field
    "The only values permitted are: Glum, Calm and Merry.",
    # one value off the scale: the list after it is not all of them
    "There exists a GNDT field named “Mood”. Every value except for one allowed for the Mood of a Pilot lies on a "
    "scale from gloomiest to merriest. The only values allowed are the following: Glum, Calm and Merry.",
])
def test_values_allowed_of_no_variable_just_declared_are_not_read(text):
    d = read(text)
    assert all(not v.values for v in d.vars.values())


# ---- a moment as the value, named after ("Each Villager has a time that they last drank, tracked in the GNDT and
# referred to as “Last Drink”."): the name and the place read, the type listed as not read
@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a date when they last sailed, kept in the GNDT and called “Last Sail”.", "Last Sail"),
    ("Each Pilot has a time that e last slept, tracked in the GNDT and referred to as “Last Sleep”.", "Last Sleep"),
])
def test_a_time_as_the_value_is_named_and_its_type_listed(text, name):
    d = read(text)
    v = d.vars[name]
    assert (v.kind, v.tracked) == ("unspecified", "GNDT")
    assert any("a time as its value" in u.reason for u in d.unread)


def test_a_time_with_no_name_said_declares_nothing():
    d = read("Each Pilot has a time that they last sailed, tracked in the GNDT.")
    assert not d.vars and d.unread


# ---- what a value measures said first, its name after ("a certain state of spirits, given by his amount of Morale")
@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a certain state of health, measured by their level of Vigour, a number greater than or equal to 0.", "Vigour"),
    ("Each Pilot has a degree of fame, shown by eir amount of Renown, which is tracked in the GNDT.", "Renown"),
])
def test_what_a_value_measures_said_before_its_name(text, name):
    d = read(text)
    assert not d.unread and list(d.vars) == [name]


def test_a_state_given_by_something_not_an_amount_is_not_read():
    d = read("Each Pilot has a certain state of health, given by the Harbourmaster, a number greater than or equal to 0.")
    assert not d.vars and d.unread


# ---- "the following" after a holder's verb leads a list, it names no variable ("Each Desk has the following
# attributes:" read as a variable "following attributes" at round 19's first sight)
@pytest.mark.parametrize("text", [
    "Each Buoy has the following traits:\n* A Colour, which defaults to Red",
    "Every Pilot has the following properties:\nRank: a number",
    "Each crate must have the following markings:\nPort: the name of a Harbour",
])
def test_the_following_after_a_holder_names_no_variable(text):
    d = read(text)
    assert not any("following" in name.lower() for name in d.vars)
    assert d.unread or set(d.vars) == {"Colour"}  # the list read as the thing's values, or listed as not read


def test_a_name_after_a_holder_is_still_read_when_it_is_not_the_following():
    d = read("Each Buoy has a Following, which is a number tracked in the GNDT.")
    assert list(d.vars) == ["Following"] and d.vars["Following"].kind == "int"


# ---- a range said with its verb before it ("an integer value … that can be between zero and 80")
@pytest.mark.parametrize("text, low, high", [
    ("Each Pilot has a Heat, a number tracked in the GNDT which must always be between 1 and 6.", 1, 6),
    ("Each Pilot has a Wake, an integer that may only be from 2 to 9, defaulting to 2.", 2, 9),
])
def test_a_range_after_its_verb_is_read(text, low, high):
    d = read(text)
    (v,) = d.vars.values()
    assert not d.unread and (v.minimum, v.maximum) == (low, high)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Heat, a number tracked in the GNDT which can be added between 1 and 6 times.",
    "Each Pilot has a Heat, a number tracked in the GNDT which can be between 1 and 6 Ropes.",
])
def test_a_range_of_something_else_after_its_verb_is_not_read(text):
    d = read(text)
    assert all(v.minimum is None and v.maximum is None for v in d.vars.values()) and d.unread


# ---- a later sentence naming the declared variable by the noun it was said to be ("This quantity can be …")
@pytest.mark.parametrize("text, field, value", [
    ("Each Pilot has a Rope, tracked in the GNDT. This amount defaults to 3.", "default", 3),
    ("Each Pilot has a Rope, tracked in the GNDT. This total must be at least 0.", "minimum", 0),
    ("All Pilots have a quantity of Tar which is tracked in the GNDT. This quantity can be any whole number between "
     "-5 and 40, and defaults to 7.", "maximum", 40),
])
def test_this_noun_gives_the_last_variable_a_field(text, field, value):
    d = read(text)
    (v,) = d.vars.values()
    assert not d.unread and getattr(v, field) == value


def test_this_noun_of_something_else_is_not_read():
    d = read("Each Pilot has a Rope, tracked in the GNDT. This amount of effort is wasted.")
    assert d.vars["Rope"].default is None and d.unread


# ---- "one" as the article of a name whose values follow ("Each Rower has one Pennant, which is either …")
@pytest.mark.parametrize("text, values", [
    ("Every Pilot has one Flag, which must be one of Red or Blue.", ["Red", "Blue"]),
    ("Each Pilot has one Berth, which is either Bow, Stern, or None, which is tracked in the GNDT.",
     ["Bow", "Stern", "None"]),
])
def test_one_as_the_article_of_a_name_with_its_values(text, values):
    d = read(text)
    (v,) = d.vars.values()
    assert not d.unread and (v.kind, v.values) == ("enum", values)


@pytest.mark.parametrize("text", [
    "Each Pilot has one Rope, which is tracked in the GNDT.",  # a count of one, or a value: not certain
    "Each Pilot has one Flag, which is either lost or found later.",
])
def test_one_before_a_name_without_its_values_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- a currency named by its sign alone ("a quantity of £ (or “Coin”)"); a sign before a number is a value
@pytest.mark.parametrize("text, sign", [
    ("All Pilots have a quantity of € (or “Euro”) which is tracked in the GNDT.", "€"),
    ("Each Pilot has an amount of ¥, tracked in the GNDT and defaulting to 5.", "¥"),
])
def test_an_amount_of_a_sign_names_it(text, sign):
    d = read(text)
    assert not d.unread and list(d.vars) == [sign] and d.vars[sign].tracked == "GNDT"


def test_a_sign_before_a_number_names_nothing():
    d = read("Each Pilot has a sum of £5 tracked in the GNDT.")
    assert not d.vars and d.unread


# ---- a player's variable with the possessive written without its apostrophe ("An Agitators Leaning is a string …")
@pytest.mark.parametrize("text, name, kind", [
    ("A Pilots Callsign is a string tracked in the GNDT, defaulting to nothing.", "Callsign", "text"),
    ("Each Pilots Fuel is a number tracked in the GNDT.", "Fuel", "int"),
])
def test_a_possessive_without_its_apostrophe(text, name, kind):
    d = read(text)
    assert not d.unread and list(d.vars) == [name] and d.vars[name].kind == kind


def test_a_plural_before_a_name_that_is_not_declared_is_not_read():
    d = read("A Pilots Fuel is low.")
    assert not d.vars


# ---- the kind said by what writes the value ("Represented by an integer and defaulting to 0.")
@pytest.mark.parametrize("text, name, default", [
    ("Each Pilot has a Depth, represented by an integer and defaulting to 3.", "Depth", 3),
    ("Each Pilot has a Heat, which is stored as a whole number.", "Heat", None),
    ("Each Pilot has a Fuel. It is expressed as an integer and defaults to 0.", "Fuel", 0),
])
def test_represented_by_an_integer_is_its_kind(text, name, default):
    d = read(text)
    assert not d.unread and list(d.vars) == [name]
    assert (d.vars[name].kind, d.vars[name].default) == ("int", default)


def test_represented_by_an_integer_number_of_things_is_not_read():
    d = read("Each Pilot has a Depth, represented by an integer number of Tokens.")
    assert d.unread and not any(v.kind == "int" for v in d.vars.values())


# ---- a value's kind before where it is kept ("Design Spark is an integer tracked on the Staff Ledger.")
@pytest.mark.parametrize("text, name, kind, tracked", [
    ("Harbour Toll is a number tracked in the GNDT, defaulting to 4.", "Harbour Toll", "int", "GNDT"),
    ("Tide Mark is a list which is tracked in the GNDT.", "Tide Mark", "list", "GNDT"),
    ("Harbour Toll is a number tracked on the Harbour Ledger. It defaults to 4.", "Harbour Toll", "int", "wiki page"),
])
def test_a_name_is_a_kind_tracked_somewhere(text, name, kind, tracked):
    d = read(text)
    assert not d.unread and list(d.vars) == [name]
    assert (d.vars[name].kind, d.vars[name].tracked) == (kind, tracked)


@pytest.mark.parametrize("text", [
    "Tide Mark is an integer.",  # no word of where it is kept: a statement about a name, not sure to declare it
    "Each Pilot is an integer tracked in the GNDT.",
])
def test_a_name_is_a_kind_without_where_it_is_kept_is_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


# ---- GNDT fields named in passing in an instruction ("… and update eir GNDT ‘Mask’ and ‘Choir’ fields accordingly.")
@pytest.mark.parametrize("text, names", [
    ("After landing, a Pilot must refuel and then set their GNDT “Fuel”, “Cargo” and “Port” columns to match.",
     ["Fuel", "Cargo", "Port"]),
    ("Whenever a Pilot swaps crews, e should update eir GNDT ‘Crew’ field.", ["Crew"]),
])
def test_gndt_fields_named_in_passing_are_each_players_values_kept_there(text, names):
    d = read(text)
    assert list(d.vars) == names
    assert all((v.scope, v.tracked, v.public, v.kind) == ("player", "GNDT", True, "unspecified") for v in d.vars.values())


@pytest.mark.parametrize("text", [
    "Whenever a Pilot swaps crews, the Harbourmaster should update the GNDT ‘Crew’ field.",  # no player's own field
    "Whenever a Pilot swaps crews, e should update eir GNDT Crew field.",  # a name not quoted
    "After the new Port is posted, a Pilot must update eir GNDT ‘Port’ field.",  # the Port also one thing of the game
])
def test_gndt_fields_in_passing_that_are_not_sure_stay_unread(text):
    d = read(text)
    assert not d.vars


# ---- the non-negative integers said as two cases; "positive" of a number of the game
@pytest.mark.parametrize("text, minimum", [
    ("Each Pilot has a Keel, which is either a positive integer or zero.", 0),
    ("Each Pilot has a Keel, tracked in the GNDT. This value is either zero or a positive whole number.", 0),
    ("Each Pilot has a Keel listed in the GNDT as a positive number.", 1),
    ("Each Pilot has a Keel, which is a positive whole number.", 1),
])
def test_positive_numbers_and_zero_in_other_words(text, minimum):
    v = read(text).vars["Keel"]
    assert (v.kind, v.minimum) == ("int", minimum)


# ---- at most one of a named thing, a value each player may have; a player's name as the value
def test_up_to_one_named_thing_is_a_value_each_may_have():
    d = read("Every Pilot can have up to one Rival, which is tracked in the GNDT. A Pilot’s Rival must be the name of "
             "another Pilot.")
    v = d.vars["Rival"]
    assert (v.kind, v.tracked, v.name_rules) == ("name", "GNDT", ["not themself"]) and not d.unread
    assert read("Each Pilot has a Patron. It is the name of a Pilot.").vars["Patron"].name_rules == []


def test_up_to_a_number_of_things_is_no_value_of_its_own():
    d = read("Every Pilot can have up to one hundred Coins.")
    assert not d.vars and d.unread


# ---- a later sentence's field in any of the forms a field is given with: a bare name with any verb, the possessive of
# the variable just declared, a bound said by the maximum or by what a player may have, values without "The"
@pytest.mark.parametrize("text, field, want", [
    ("Each Pilot has a Keel. Keel starts at 3.", "default", 3),
    ("Each Pilot has a Keel. Keel cannot go below zero.", "minimum", 0),
    ("Each Pilot has a Keel. Its default value is 3.", "default", 3),
    ("Each Pilot has a Keel. By default, a Pilot's Keel is 3.", "default", 3),
    ("Each Pilot has a Keel. The maximum Keel is 10.", "maximum", 10),
    ("Each Pilot has a Keel. The lowest possible value of a Pilot's Keel is -3.", "minimum", -3),
    ("Each Pilot has a Keel. A Pilot may have at most 10 Keel.", "maximum", 10),
    ("Each Pilot has a Keel. No Pilot may have more than 10 Keel.", "maximum", 10),
    ("Each Pilot has a Keel. Possible values for Keel are Low, Mid and High.", "values", ["Low", "Mid", "High"]),
    ("Each Pilot has a Keel, initially 3, tracked in the GNDT.", "default", 3),
    ("Each Pilot has a Keel, which has a default of 3.", "default", 3),
    ("Each Pilot has a Keel that has a starting value of 3.", "default", 3),
])
def test_a_field_in_the_other_forms_a_field_is_given_with(text, field, want):
    d = read(text)
    assert getattr(d.vars["Keel"], field) == want and not d.unread


def test_a_bound_of_a_thing_no_sentence_declares_is_listed_never_passed_over():
    d = read("Each Pilot has a Keel. If a Pilot's Rope would drop below zero, the Pilot is Stranded.")
    assert d.vars["Keel"].minimum is None and d.unread
    d = read("Each Pilot has a Keel. The maximum Rope is 10.")
    assert d.vars["Keel"].maximum is None and d.unread


# ---- the noun before "of" capitalised as the name is; a bound said as what a player cannot have; a text by what it takes
def test_a_level_of_a_name_is_that_name():
    v = read("Every Pilot has a Level of Renown, which defaults to -4.").vars
    assert list(v) == ["Renown"] and (v["Renown"].kind, v["Renown"].default) == ("int", -4)


def test_a_bound_said_as_what_a_player_cannot_have():
    d = read("Each Pilot has an amount of Rope, tracked in the GNDT. Each Pilot may not hold more than 5 Rope.")
    assert d.vars["Rope"].maximum == 5 and not d.unread


def test_a_text_said_by_what_its_field_takes():
    v = read("Add a new GNDT field labeled “Log” which takes letters or numbers.").vars["Log"]
    assert (v.kind, v.tracked) == ("text", "GNDT")


# ---- a value of the game said with the game or its page as subject; things of a kind said in the plural at length
@pytest.mark.parametrize("text, want", [
    ("The game has a Tide, which is a number between 0 and 10.", ("global", None, 0, 10)),
    ("There exists a game variable named Tide, tracked on the Harbour page.", ("global", "wiki page", None, None)),
    ("The Harbour page tracks the Tide, a number that defaults to 3.", ("global", "wiki page", None, None)),
])
def test_a_value_of_the_game_in_other_words(text, want):
    v = read(text).vars["Tide"]
    assert (v.scope, v.tracked, v.minimum, v.maximum) == want


def test_the_game_said_as_holder_and_the_gndt_as_where_is_not_read():
    d = read("The game has a Tide, which is tracked in the GNDT.")
    assert not d.vars and d.unread  # the GNDT is the players' table: in whose row?


def test_a_page_that_lists_things_declares_no_value():
    d = read("The Harbour page lists the Ships that have docked.")
    assert not d.vars


def test_things_of_a_kind_with_a_value_said_at_length():
    v = read("Ships have a publicly tracked number called the Tide, between 0 and 10.").vars["Tide"]
    assert (v.scope, v.holder_of, v.public, v.maximum) == ("ship", "Ship", True, 10)


# ---- the values said first, then the name that holds them
@pytest.mark.parametrize("text", [
    "Pilots can either be Sailing, Docked or Sunk - this is their State and is tracked by the GNDT.",
    "Each Pilot is either Sailing, Docked or Sunk; this is their State, tracked in the GNDT.",
])
def test_values_said_first_then_their_name(text):
    v = read(text).vars["State"]
    assert (v.kind, v.values, v.tracked) == ("enum", ["Sailing", "Docked", "Sunk"], "GNDT")


def test_values_said_first_with_no_name_after_are_not_a_declaration():
    assert not read("Pilots can either be Sailing, Docked or Sunk.").vars


# ---- "integral" of an integer; several names then their kind as "statistics", each with the default; values said
# as what it may be set to
def test_several_names_then_their_kind_each_defaulting():
    d = read("Pilots have Rope, Tar, and Oil, non-negative integral statistics tracked in the GNDT, each defaulting to 40.")
    assert [(v.name, v.kind, v.minimum, v.default, v.tracked) for v in d.vars.values()] == \
        [(n, "int", 0, 40, "GNDT") for n in ("Rope", "Tar", "Oil")]


def test_values_said_as_what_it_may_be_set_to():
    v = read("Each Pilot has a Flag which can be set to “Red”, “Blue” or “White”, and by default is Red.").vars["Flag"]
    assert (v.kind, v.values, v.default) == ("enum", ["Red", "Blue", "White"], "Red")


# ---- a state said before, kept in the GNDT under the name given after its kind; the emperor's row is not read
def test_this_is_tracked_in_the_gndt_as_a_kind_and_its_name():
    v = read("Pilots can end up wanted by the Navy. This is tracked in the GNDT as a non-negative integer, Heat, that "
             "defaults to 2.").vars["Heat"]
    assert (v.kind, v.minimum, v.default, v.tracked, v.scope) == ("int", 0, 2, "GNDT", "player")


def test_a_value_of_the_game_kept_in_the_emperors_field_of_the_gndt_is_the_games():
    d = read("There is a number, the Tide Count, initially 0, tracked in the Harbourmaster’s Tide field in the GNDT.")
    assert fields(d.vars["Tide Count"], "scope", "default", "tracked") == ("global", 0, "GNDT") and not d.unread
    d = read("There is a communal quantity of Tar tracked in the Harbourmaster's row of the GNDT in a column called Pitch, "
             "defaulting to 4.")
    assert fields(d.vars["Tar"], "scope", "default", "tracked") == ("global", 4, "GNDT") and not d.unread
    d = read("There is a communal quantity of Rope tracked in the Bosun's row of the GNDT.")
    assert d.vars["Rope"].scope == "global"  # another's row: one row, the game's


def test_each_players_value_kept_in_the_emperors_field_is_not_read():
    d = read("Each Pilot has a Tide Count, initially 0, tracked in the Harbourmaster’s Tide field in the GNDT.")
    assert not d.vars and d.unread  # each player's, in the emperor's one field: whose row holds which?


# ---- what a lead says of every field after "as", then their names after the colon
def test_the_following_fields_as_what_is_said_of_each():
    d = read("Every Pilot has the following Stores as non-negative integers tracked in the GNDT that start at 3: Rope, "
             "Tar and Oil.")
    assert [(v.name, v.kind, v.minimum, v.default, v.tracked) for v in d.vars.values()] == \
        [(n, "int", 0, 3, "GNDT") for n in ("Rope", "Tar", "Oil")]


def test_the_following_fields_as_words_no_part_reads_are_listed():
    d = read("Every Pilot has the following Stores as gifts of the sea: Rope, Tar and Oil.")
    assert not d.vars and d.unread


def test_a_status_read_off_another_value_by_ranges_is_listed():
    d = read("Pilots are graded by their Fuel:\n\n* 0-2 - Dry\n* 3-12 - Ready")
    assert not d.vars and d.unread


# ---- a name in lower case after "an amount of", and a column that names what the lower-case words describe
@pytest.mark.parametrize("text, name, default", [
    ("Each pilot has an amount of grit, tracked in the GNDT and defaulting to zero.", "grit", 0),
    ("Each Pilot has a number of coins, tracked in the GNDT.", "coins", None),
    ("Each Pilot has a quantity of rope which defaults to 3.", "rope", 3),
])
def test_an_amount_of_a_name_in_lower_case(text, name, default):
    d = read(text)
    v = d.vars[name]
    assert (v.kind, v.default) == ("int", default) and not d.unread


@pytest.mark.parametrize("text", [
    "Each Pilot has an amount of damage equal to their Rope.",
    "Each Pilot has a number of talents, which are statistics tracked in the GNDT.",
])
def test_an_amount_of_lower_case_words_that_describe_is_no_name(text):
    assert not read(text).vars


def test_a_column_names_what_the_lower_case_words_describe():
    d = read("There is a communal quantity of salted fish tracked in the Harbourmaster’s row of the GNDT in a column called "
             "Fish, defaulting to 2.")
    assert fields(d.vars["Fish"], "scope", "default", "tracked") == ("global", 2, "GNDT") and not d.unread


# ---- round 27's forms, in other words
def test_an_empty_set_as_default_says_a_list():
    v = read("Each Pilot has publicly tracked Charts, defaulting to an empty set.").vars["Charts"]
    assert (v.kind, v.default, v.of) == ("list", [], "Charts")
    v = read("Each Pilot has a Motto, defaulting to empty.").vars["Motto"]  # no collection said: kept as words
    assert v.kind == "unspecified" and v.default is None


def test_starts_out_with_their_value_set_to():
    d = read("There exists a GNDT field entitled ‘Flag’. A new Pilot starts out with eir Flag set to White.")
    assert fields(d.vars["Flag"], "default", "kind") == ("White", "text")
    assert read("Each Pilot has a Fuel. New Pilots start with their Fuel at 3.").vars["Fuel"].default == 3


def test_a_kind_read_off_a_word_default_is_not_kept_where_an_unread_sentence_names_the_value():
    d = read("There exists a GNDT field entitled ‘Flag’. Any Charter may be taken only by a Pilot whose Flag is to the "
             "Crown, the Guild or Neither. A new Pilot starts out with eir Flag set to Neither.")
    v = d.vars["Flag"]
    assert (v.kind, v.default) == ("unspecified", "Neither") and d.unread


@pytest.mark.parametrize("text", [
    'within the GDNT there exist a field called "Moored" which is either yes or no.',
    "In the GNDT there is a column called Moored, which is either Yes or No.",
])
def test_a_field_said_after_the_gndt_with_yes_or_no(text):
    v = read(text).vars["Moored"]
    assert fields(v, "kind", "values", "tracked", "scope") == ("enum", ["Yes", "No"], "GNDT", "player")


def test_will_start_as_set_to_for_every_player():
    d = read('There exists a GNDT field called "Moored" which is either Yes or No. This field will start as set to No for '
             "every Pilot within the game, and every Pilot that joins the game.")
    assert d.vars["Moored"].default == "No" and not d.unread


def test_values_said_with_the():
    v = read("Each Pilot has a Home Dock, which is either the North Dock or the South Dock.").vars["Home Dock"]
    assert v.values == ["North Dock", "South Dock"]


def test_a_randomly_chosen_value_lists_its_start_as_not_read():
    d = read("Every Pilot has a randomly assigned Berth, which is either Upper or Lower.")
    assert d.vars["Berth"].values == ["Upper", "Lower"] and d.vars["Berth"].default is None
    assert any("random" in u.reason for u in d.unread)


def test_a_players_value_named_but_never_declared_is_listed():
    d = read("Each Pilot has a Fuel. The Harbourmaster must secretly choose a buoy to be that Pilot’s Waypoint.")
    assert "Waypoint" not in d.vars and any("Waypoint" in u.reason for u in d.unread)
    d = read("Each Pilot has a Cargo Hold. A Pilot’s Cargo hold may hold any number of Crates.")
    assert not any("no sentence declares" in u.reason for u in d.unread)  # the start of a declared name


def test_a_column_named_before_the_word_column():
    for text, name in (("There is a Ballast column in the GNDT.", "Ballast"), ("There is a “Tide” field on the GNDT.", "Tide")):
        assert fields(read(text).vars[name], "tracked", "scope") == ("GNDT", "player")


def test_valid_values_named_by_the_plural_then_a_list():
    d = read("Each Pilot has a Berth, tracked in the GNDT and defaulting to Dock. Valid Berths are:-\n\n* Quay\n* The Slip\n* Dock")
    assert fields(d.vars["Berth"], "kind", "values", "default") == ("enum", ["Quay", "The Slip", "Dock"], "Dock")


def test_what_a_text_describes_is_no_field():
    v = read("Every Pilot has a Routine, which is a publicly tracked text string describing a game action.").vars["Routine"]
    assert (v.kind, v.public) == ("text", True)


# ---- round 29's forms, in other words
def test_values_and_a_range_set_apart_in_brackets():
    d = read("Each Pilot has a Rank (\"Captain\" or \"Mate\") and a Grade (1-5).")
    assert fields(d.vars["Rank"], "kind", "values") == ("enum", ["Captain", "Mate"])
    assert fields(d.vars["Grade"], "kind", "minimum", "maximum") == ("int", 1, 5)


def test_a_range_of_whole_numbers_says_an_integer():
    assert fields(read("Each Pilot has a Trust score between 0 and 20.").vars["Trust"], "kind", "maximum") == ("int", 20)


def test_all_players_will_have():
    assert read("All Pilots will have a Fuel rating in the GNDT.").vars["Fuel"].tracked == "GNDT"


def test_what_a_value_indicates_joined_at_the_end():
    v = read("Each Pilot has a Trust score between 0 and 20, tracked in the GNDT and indicating how much the Harbourmaster "
             "trusts them.").vars["Trust"]
    assert (v.kind, v.tracked) == ("int", "GNDT")
    assert not read("Each Pilot has a publicly tracked Pace value, representing the number of hours they take.").vars  # its kind?


@pytest.mark.parametrize("text", [
    "Each of the forty Buoys can be Lit, Dim or Dark.",
    "The Chart is a 6x6 grid containing the numbers from 1 to 36.",
    "Each Pilot can be either a “Drifter”, “Trader” or “Undecided”.",
    "Every Dock either has open gates or closed gates.",
])
def test_states_with_no_name_and_a_board_are_listed(text):
    d = read(text)
    assert not d.vars and d.unread


def test_a_list_written_with_hyphens_after_a_lead_with_a_colon():
    for gap in ("\n", "\n\n"):
        d = read("Each Pilot has a Berth, tracked in the GNDT. Valid Berths are:-" + gap + "- Quay\n- Dock")
        assert d.vars["Berth"].values == ["Quay", "Dock"]
    d = read("Each Pilot has a Berth.\n- Quay is where they start.")  # no lead with a colon: a line of prose
    assert d.vars["Berth"].values is None


# ---- things of the game said to exist, each with fields; what a value means right after its name; a series whose
# last piece is joined by "and"
def test_things_said_to_exist_each_with_fields():
    d = read("A number of Lighthouses exist, each with a Name, a Beam Index signifying the reach of its light "
             "(with a minimum of zero) and a Keeper List (defaulting to “None”).")
    assert sorted(d.vars) == ["Beam Index", "Keeper List", "Name"]
    v = d.vars["Beam Index"]
    assert (v.scope, v.holder_of, v.minimum) == ("lighthouse", "Lighthouse", 0)


def test_a_series_joined_by_and_each_piece_with_its_clause():
    d = read("Each Pilot has a Rank (an integer, defaulting to 0) and a Motto (a string, defaulting to blank).")
    assert (d.vars["Rank"].kind, d.vars["Rank"].default) == ("int", 0)
    assert d.vars["Motto"].kind == "text"


def test_an_apposition_is_no_series_and_a_meaning_with_a_number_is_no_aside():
    d = read("Each Pilot has a publicly tracked list of Charts, a possibly empty list of ID numbers of Maps (without duplicates).")
    assert not d.vars and d.unread
    d = read("Each Pilot has a Reach signifying the number of Docks they hold.")  # may say its kind: not passed over
    assert not d.vars and d.unread


def test_a_kind_of_thing_in_lower_case_with_the_singular_article():
    d = read("A lighthouse has a beam (a colour), a keeper (a Pilot), and a fuel (an integer).")
    assert {v.holder_of for v in d.vars.values()} == {"Lighthouse"} and d.vars["fuel"].kind == "int"
    assert not read("A proposal has a Title.").vars  # a thing of the core, no holder of the dynasty's


def test_a_clause_said_of_all_of_a_series_ends_it_its_names_in_lower_case_too():
    d = read("A Lighthouse can have a keeper, a quantity of oil, and a Beacon, all of which are publicly tracked.")
    assert sorted(d.vars) == ["Beacon", "keeper", "oil"]
    assert all(v.public and v.holder_of == "Lighthouse" for v in d.vars.values()) and d.vars["oil"].kind == "int"
    d = read("A Lighthouse can have a motto, which is sung at dawn, a keeper, and a Beacon, all of which are publicly tracked.")
    assert "keeper" in d.vars and any("sung at dawn" in u.reason for u in d.unread)  # words not read are listed, never dropped
    assert not read("A Lighthouse can have a keeper, a quantity of oil, and a Beacon.").vars  # no clause of all: not
    # a series in lower case


# ---- a column named without quotes; the count said again before where it is kept; a kind read off a single bound
@pytest.mark.parametrize("text, name", [
    ("Each Pilot has a Tide Level, tracked in the GNDT under TL and defaulting to 3.", "Tide Level"),
    ("Each Pilot has a Grog Ration, tracked in the GNDT in a column called GR.", "Grog Ration"),
    ("Each Pilot has a Heading, tracked by the GNDT with the Field HDG.", "Heading"),
])
def test_a_column_named_without_quotes(text, name):
    v = read(text).vars[name]
    assert v.tracked == "GNDT" and any("tracked in the column" in n for n in v.notes)


def test_a_column_not_named_is_no_column():
    v = head_only("Each Pilot has a Tide, tracked in the GNDT under their name.")  # whose row, not a column's name
    assert not any("column" in n for n in v.notes)


def test_the_count_said_again_before_where_it_is_kept():
    v = read("Each Pilot has an amount of Tar, the quantity of which is recorded in the GNDT.").vars["Tar"]
    assert (v.kind, v.tracked) == ("int", "GNDT")
    assert not read("Each Pilot has an amount of Tar, the quantity of which is secret.").vars


def test_a_single_bound_says_a_number_where_no_default_says_the_kind():
    v = read("Each Pilot has a Ballast statistic, which is tracked in the GNDT and which may not exceed 60.").vars["Ballast"]
    assert (v.kind, v.maximum) == ("int", 60) and any("bound" in n for n in v.notes)
    v = read("Each Pilot has a Ballast, which may not exceed 60 and defaults to Empty.").vars["Ballast"]
    assert v.kind == "text" and not any("bound" in n for n in v.notes)  # its default says its kind, not its bound


def test_a_list_named_then_what_it_holds_and_its_entries_each_once():
    d = read("Each Lighthouse has a publicly tracked list of Logs, which is a possibly empty list of distinct Ships "
             "(i.e. duplicates are not allowed in the list), defaulting to empty.")
    v = d.vars["Logs"]
    assert (v.kind, v.of, v.default, v.holder_of, v.name_rules) == ("list", "Ships", [], "Lighthouse", ["distinct"])
    assert "Charts" in read("Each Pilot has a list of Charts and a list of Maps.").vars  # two lists, each its own
    d = read("Each Pilot has a list of Charts (duplicates are not allowed unless the Harbourmaster says so).")
    assert not d.vars and d.unread  # a condition on it: not read


@pytest.mark.parametrize("text", [
    "Each Pilot may have Flares, which are tracked via a list in the GNDT.",
    "Each Pilot has Flares, which are kept as a comma separated list in the GNDT.",
    "The Flares a Pilot carries are tracked as a comma separated list in the GNDT.",
])
def test_a_list_kept_in_the_gndt_said_in_other_words(text):
    v = read(text).vars["Flares"]
    assert (v.kind, v.tracked, v.scope) == ("list", "GNDT", "player")


def test_what_a_player_has_named_first_needs_where_it_is_kept():
    assert not read("The Cargo each Pilot holds is heavy.").vars


def test_a_page_of_the_wiki_said_in_other_words_and_another_name_in_brackets():
    d = read("Each Pilot has a number of Harbour Stones (which may be referred to simply as Stones), which are held on "
             "the Deep Water page of the wiki. New Pilots start with 3 Stones.")
    v = d.vars["Harbour Stones"]
    assert (v.kind, v.tracked, v.default) == ("int", "wiki page", 3)
    for text in ("Each Pilot has a Log, which is stored in a wiki page called “Logs”.",
                 "Each Pilot has a Log, which is kept on a wiki page named Harbour Log."):
        assert read(text).vars["Log"].tracked == "wiki page"
    assert not read("Each Pilot has a Log, which is stored in a wiki page after every Tide.").vars


def test_a_number_of_things_each_with_a_form_of_its_own_is_a_list_of_them():
    d = read("Each Pilot has a number of Sea Charts, which are held on the Harbour page of the wiki. A Chart takes the "
             "format of ‘Name: Depth’ where the name is a single word.")
    v = d.vars["Sea Charts"]
    assert (v.kind, v.of) == ("list", "Charts")
    v = read("Each Pilot has a number of Sea Charts, which are held on the Harbour page of the wiki.").vars["Sea Charts"]
    assert v.kind == "int"  # nothing says a Chart is a thing of its own: a count


def test_a_default_sharing_its_verb_with_the_clause_before():
    v = read("Each Lighthouse has a non-negative integer store of Lamps, which are publicly tracked and 0 by default.").vars["Lamps"]
    assert (v.kind, v.minimum, v.default, v.public, v.holder_of) == ("int", 0, 0, True, "Lighthouse")
    assert not read("Each Pilot has a Faith, which is publicly tracked and 0 by default unless they are Lost.").vars


def test_things_each_may_carry_with_a_count_then_their_default_and_tracking_said_apart():
    d = read("Each Pilot is able to carry 0-3 Flares, which are any objects identified as “flare” in the rules. Pilots "
             "default to carrying 0 Flares. Every Flare carried by each Pilot is publicly tracked.")
    v = d.vars["Flares"]
    assert (v.kind, v.default, v.public) == ("list", [], True)
    assert any("0-3" in u.reason for u in d.unread)  # the count: listed, not held
    assert not read("Each Pilot may hold a Vote.").vars  # no count: no value
    v = read("Each Pilot has a list of Flares, which defaults to 2.").vars["Flares"]
    assert v.default_text == "2"  # a number of a list not zero: kept as words


def test_a_things_name_in_lower_case_said_to_be_text():
    d = read("A lighthouse has a name (a string), a keeper (a Pilot), and a fuel (an integer).")
    assert (d.vars["name"].kind, d.vars["name"].holder_of) == ("text", "Lighthouse")
    d = read("A Lighthouse can have a name, which is flavour text, a keeper, and a Beacon, all of which are publicly tracked.")
    assert d.vars["name"].kind == "text" and d.vars["name"].public
    assert not read("Each Pilot has a name.").vars  # a name alone: a player's name, said of no value
    d = read("Each Beacon has a name, which is flavour text, and an effect. The following are all beacons a Pilot may light:")
    assert not d.vars and d.unread  # the kinds the rule lists: their names are the rule's own, no value kept


def test_things_said_to_exist_with_there_each_with_fields():
    d = read("There are several Lighthouses, each with a Beam and a Keeper.")
    assert sorted(d.vars) == ["Beam", "Keeper"] and {v.holder_of for v in d.vars.values()} == {"Lighthouse"}


def test_a_declared_value_said_to_be_the_name_of_a_thing_is_listed():
    d = read("Each Pilot has a Berth. A Berth can be the name of any Open Dock.")
    assert d.vars["Berth"].kind == "unspecified" and any("Open Dock" in u.reason for u in d.unread)
    v = read("Each Pilot has a Patron. A Patron must be the name of another Pilot.").vars["Patron"]
    assert v.kind == "name"


def test_a_state_the_holder_takes_in_passing_is_listed():
    d = read("Each Pilot has a Motto. At any time a Pilot may change their Motto; this causes the Pilot to become "
             "Unmoored until the next Tide.")
    assert any("Unmoored" in u.citation.text for u in d.unread)


def test_the_last_piece_of_a_series_keeps_its_own_clause_and_things_in_lower_case_their_fields():
    d = read("There are several buoys tracked on the Harbour wiki page. Each buoy has a description, a weight (which is "
             "a number), and a colour, which is one of red, green, or white, defaulting to white.")
    assert (d.vars["description"].kind, d.vars["weight"].kind) == ("text", "int")
    v = d.vars["colour"]
    assert (v.values, v.default, v.holder_of, v.tracked) == (["red", "green", "white"], "white", "Buoy", "wiki page")
    d = read("Each Buoy has a Title, a Weight (which is a number), and a Colour, which is one of Red or White, defaulting to Red.")
    assert d.vars["Colour"].default == "Red" and d.vars["Title"].kind == "unspecified"  # a Title capitalised: not said


def test_what_a_series_confers_set_out_in_a_list_after_and_a_value_unique_among_holders():
    d = read('Each Pilot has a Rank ("Captain" or "Mate") and a Tier (0-7), which confer precedence over Pilots of lower '
             'Ranks and Tiers, in the following way:-')
    assert d.vars["Rank"].values == ["Captain", "Mate"] and (d.vars["Tier"].minimum, d.vars["Tier"].maximum) == (0, 7)
    v = read("Each Pilot may have a unique Berth score between 0 and 9, which is publicly tracked.").vars["Berth"]
    assert (v.minimum, v.maximum) == (0, 9) and any("differs" in n for n in v.notes)


def test_a_player_held_in_a_role_of_a_thing():
    v = read("A Lighthouse may have a single Pilot as its Keeper, which is publicly tracked.").vars["Keeper"]
    assert (v.kind, v.holder_of, v.name_rules, v.public) == ("name", "Lighthouse", ["a single Pilot"], True)


def test_a_proposals_word_of_enacting_is_left_out_and_what_a_field_holds_in_words():
    v = read('THEREFORE there exists a field in the GNDT called “Rank” which tracks the current status of a Pilot '
             'within the Fleet.').vars["Rank"]
    assert (v.tracked, v.public) == ("GNDT", True)
    assert not read("THEREFORE the Fleet sails at dawn.").vars


def test_a_word_of_a_numbers_kind_before_the_keeping_is_no_name():
    v = read("Each Lighthouse has a non-negative publicly tracked integer number of Lamps, which defaults to 2.").vars["Lamps"]
    assert (v.kind, v.minimum, v.default, v.public) == ("int", 0, 2, True)


def test_a_name_quoted_with_the_sentences_stop_inside_its_quotes():
    v = read("Each Pilot has a list of names tracked in a GNDT column named “Flares.”").vars
    assert list(v) == ["Flares"] and v["Flares"].kind == "list"


def test_a_statistic_with_no_article_and_what_it_is_written_as():
    v = read("Drift is statistic tracked on GNDT, represented by any integer (may be negative).").vars["Drift"]
    assert (v.kind, v.scope, v.tracked, v.minimum) == ("int", "player", "GNDT", None)
    assert not read("Drift is statistic.").vars  # where it is kept not said: not this form


def test_another_declared_after_one_and_a_unit_in_words():
    d = read("Each Pilot has a statistic called “Fuel” which is an integer. Each Pilot has another statistic called "
             "“Cargo” which is always an integer and is initially zero. A Pilot’s Fuel is measured in KL’s and is "
             "initially 3.")
    assert (d.vars["Cargo"].kind, d.vars["Cargo"].default) == ("int", 0)
    assert (d.vars["Fuel"].kind, d.vars["Fuel"].unit, d.vars["Fuel"].default) == ("int", "KL", 3)


def test_a_count_each_has_is_a_number_whose_value_is_no_default():
    d = read("A Docked Pilot has 3 Flares, unless another rule gives them a different Flare total.")
    v = d.vars["Flares"]
    assert (v.kind, v.default) == ("int", None)
    assert any("not said to be its default" in u.reason for u in d.unread)
    assert read("Each Pilot has one Flag, which is either Red or Blue.").vars["Flag"].kind == "enum"  # one: no count


def test_a_page_of_the_wiki_named_holding_a_list():
    v = read("There is a wiki page named “Harbour Log” which holds a list of Ships that can be chartered.").vars["Harbour Log"]
    assert (v.kind, v.scope, v.tracked, v.public, v.of) == ("list", "global", "wiki page", True, "Ships")


def test_a_decimal_number_reads_the_rest_and_not_its_kind():
    d = read("Each Pilot has a statistic called “Draft” which is tracked in the GNDT and is a positive number with at "
             "most one decimal place, and is initially 4.")
    v = d.vars["Draft"]
    assert (v.kind, v.minimum, v.default, v.tracked) == ("unspecified", None, 4, "GNDT")
    assert any("decimal" in u.reason for u in d.unread)


def test_a_count_kept_in_a_named_column_said_in_passing():
    v = read("Whenever a Pilot docks, the number of Crates they have, tracked in the GNDT column “Crates”, is "
             "increased by 1.").vars["Crates"]
    assert (v.kind, v.scope, v.tracked) == ("int", "player", "GNDT")


def test_values_quoted_with_the_default_marked_beside_one():
    v = read("Each Pilot has a Berth tracked in the GNDT, which is one of “Dock”, “Quay” (default) or “Open Sea”.").vars["Berth"]
    assert (v.kind, v.values, v.default) == ("enum", ["Dock", "Quay", "Open Sea"], "Quay")
    v = read("Each Pilot has a Berth tracked in the GNDT, which is either “Dock” or “Quay”.").vars["Berth"]
    assert (v.values, v.default) == (["Dock", "Quay"], None)  # none marked: no default


def test_things_of_two_words_said_to_exist_listed_on_a_named_page_and_their_fields():
    v = read("There exist Harbour Lights, which are listed in the wiki page Harbour Lights.").vars["Harbour Lights"]
    assert (v.kind, v.scope, v.tracked, v.of) == ("list", "global", "wiki page", "Harbour Lights")
    v = read("Each Harbour Light has a Glow, which is a number.").vars["Glow"]
    assert (v.kind, v.holder_of) == ("int", "Harbour Light")
    v = read("There is a list of Harbour Lights, which is tracked on the wiki page Harbour Lights.").vars["Harbour Lights"]
    assert (v.kind, v.of) == ("list", "Harbour Lights")


@pytest.mark.parametrize("lead", ["In addition to a Lantern, ", "Additionally, ", "Also, "])
def test_words_that_add_a_declaration_to_what_was_said_are_left_out(lead):
    d = read(f"{lead}each Pilot has a Rudder, tracked in the GNDT and defaulting to Oak.")
    assert not d.unread and fields(d.vars["Rudder"], "default", "tracked") == ("Oak", "GNDT")
    assert read("In case of a storm, each Pilot has a Rudder.").unread  # a condition, not a word of adding


def test_values_set_out_on_bare_lines_after_the_other_way_round_lead():
    v = read("Each Pilot has a berth, defaulting to Quay. These are the possible berths:\nDock\nQuay\nOpen Sea").vars["berth"]
    assert (v.kind, v.values, v.default) == ("enum", ["Dock", "Quay", "Open Sea"], "Quay")
    v = read("Each Pilot has a Flag, defaulting to Red. The following are the legal Flags:\nRed\nBlue").vars["Flag"]
    assert v.values == ["Red", "Blue"]
    d = read("Each Pilot has a Flag, defaulting to Red.\nRed\nBlue")  # no lead ending with a colon: no values
    assert not d.vars["Flag"].values


def test_several_variables_said_to_exist_at_once_with_a_field_of_each():
    d = read("There are two private lists called “Fog” and “Gale”, each of which is a list containing 0 or more "
             "names of Pilots, defaulting to empty.")
    assert [fields(d.vars[n], "kind", "scope", "of", "default") for n in ("Fog", "Gale")] == \
        [("list", "global", "Pilots", [])] * 2
    d = read("There are two publicly tracked numbers named “Tide” and “Wind”.")
    assert set(d.vars) == {"Tide", "Wind"}


def test_a_declaration_then_a_number_of_with_no_article_and_a_clause_said_of_both():
    d = read("Each Pilot has a Motto (a flavour text string) and number of Pesos, defaulting to $80; both of these "
             "are publicly tracked.")
    assert fields(d.vars["Motto"], "kind", "public", "default") == ("text", True, None)
    assert fields(d.vars["Pesos"], "kind", "public", "default") == ("money", True, 80)


def test_the_singular_with_the_plurals_verb_is_the_players():
    assert read("Pilot have a Compass, which is publicly tracked.").vars["Compass"].scope == "player"


def test_a_currency_value_and_money_written_with_no_cents():
    v = read("Each Pilot has a currency value “Wage” tracked in the GNDT. The default value for Wage is $12.00.").vars["Wage"]
    assert (v.kind, v.default, v.tracked) == ("money", 12, "GNDT")
    v = read("Each Pilot has a currency value “Wage”, defaulting to $2.50.").vars.get("Wage")
    assert v is None or v.default != 2  # cents: not a whole amount


def test_a_count_of_what_each_has_done():
    v = read("Each Pilot has completed a certain non-negative number of Voyages, which are recorded in the GNDT.").vars["Voyages"]
    assert (v.kind, v.minimum, v.tracked) == ("int", 0, "GNDT")
    d = read("Each Pilot has completed the course.")
    assert not d.vars


def test_the_players_can_have():
    v = read("Pilots can have Charms (defaulting to none), which are publicly tracked.").vars["Charms"]
    assert (v.scope, v.public) == ("player", True)


def test_a_blank_for_a_name_among_values_in_brackets_is_no_listed_value():
    d = read("Each Ship has a Mast (Oak, or Pine) and a Captain (None, or PILOT’S NAME).")
    assert d.vars["Mast"].values == ["Oak", "Pine"] and "Captain" not in d.vars
    assert any("PILOT’S NAME" in u.reason for u in d.unread)


# ---- a starting value said with "initially has", a lower bound said as a prohibition of having fewer, the noun of a
# value before its name, the statistic said to be tracked in the GNDT, and the value of the new players
@pytest.mark.parametrize("text, want", [
    ("Each Pilot has a number of Crates, tracked in the GNDT. Each Pilot initially has 4 Crates.", ("Crates", 4, None)),
    ("Each Pilot has a number of Crates, tracked in the GNDT. All Pilots initially hold 3 Crates.", ("Crates", 3, None)),
    ("Each Pilot has a number of Crates, tracked in the GNDT. A Pilot may never have less than 1 Crates.", ("Crates", None, 1)),
    ("Each Pilot has a number of Crates, tracked in the GNDT. No Pilot can hold fewer than 2 Crates.", ("Crates", None, 2)),
    ("There exists a GNDT Tracked Statistic called Grog, that must be an integer between 0 and 9. The Grog of new Pilots is 3.", ("Grog", 3, 0)),
    ("Each Pilot has a Grog, tracked in the GNDT. The Grog of newly joined Pilots shall be 5.", ("Grog", 5, None)),
])
def test_starting_values_and_lower_bounds_said_in_other_forms(text, want):
    d = read(text)
    v = d.vars[want[0]]
    assert (v.name, v.default, v.minimum) == want and v.scope == "player" and not d.unread


def test_a_value_for_the_statistic_named_after_its_noun():
    d = read("Each Pilot has a value for the statistic “Grog”, which is tracked in the GNDT.")
    assert fields(d.vars["Grog"], "scope", "tracked", "public") == ("player", "GNDT", True) and not d.unread


@pytest.mark.parametrize("text", [
    "Each Pilot has a number of Crates, tracked in the GNDT. Each Pilot has 4 Crates.",  # not said to be a start
    "Each Pilot has a number of Crates, tracked in the GNDT. A Pilot may never have less than 1 Crates per day.",
    "Each Pilot has a Grog, tracked in the GNDT. The Grog of old Pilots is 5.",
])
def test_near_misses_of_starting_values_and_lower_bounds_set_nothing(text):
    d = read(text)
    v = next(iter(d.vars.values()))
    assert (v.default, v.minimum) == (None, None) and d.unread


# ---- a list of values led by "has the following stats:" (of a thing, of a thing the rule defines, of each player),
# and a default said as the value taken where none is given
@pytest.mark.parametrize("lead, scope", [
    ("Each Buoy has the following stats:", "buoy"),
    ("Every Buoy possesses the following properties:", "buoy"),
    ("A Buoy is an object which can be placed by the Harbourmaster, and which has the following attributes:", "buoy"),
    ("Each Pilot has the following stats:", "player"),
    ("Every Pilot also has the following publicly tracked fields:", "player"),
])
def test_a_list_of_values_led_by_has_the_following(lead, scope):
    d = read(lead + "\n* Drift, which is an integer (3 if not stated)\n* Colour (Red if not otherwise specified)")
    assert [fields(v, "name", "kind", "default", "scope") for v in d.vars.values()] == [
        ("Drift", "int", 3, scope), ("Colour", "text", "Red", scope)] and not d.unread


def test_a_value_in_brackets_after_if_is_no_default_unless_it_says_where_none_is_given():
    d = read("Each Buoy has the following stats:\n* Drift, which is an integer (3 if the Harbourmaster wishes)")
    assert "Drift" not in d.vars and d.unread


@pytest.mark.parametrize("text, name, public", [
    ("A pilot’s home port is publicly tracked and defaults to none.", "home port", True),
    ("A Pilot's lucky charm is privately tracked.", "lucky charm", False),
])
def test_a_players_value_named_in_lower_case_where_the_sentence_says_how_it_is_tracked(text, name, public):
    d = read(text)
    assert fields(d.vars[name], "scope", "public") == ("player", public) and not d.unread


def test_a_players_thing_in_lower_case_said_of_no_tracking_declares_nothing():
    assert not read("A Pilot's lucky charm is important.").vars


@pytest.mark.parametrize("text, name, scope", [
    ("High Tide is a publicly tracked date and time.", "High Tide", "global"),
    ("Each Pilot has a Curfew, which is a date, tracked in the GNDT.", "Curfew", "player"),
])
def test_a_date_or_time_is_read_with_its_kind_listed_as_not_read(text, name, scope):
    d = read(text)
    v = d.vars[name]
    assert (v.scope, v.kind) == (scope, "unspecified") and [u.reason for u in d.unread if "date" in u.reason]


@pytest.mark.parametrize("text, name, of", [
    ("Rumours is a list of flavour text strings that is publicly tracked, defaulting to an empty list.", "Rumours", "flavour text strings"),
    ("Tide Marks is a list of numbers, publicly tracked, defaulting to an empty list.", "Tide Marks", "numbers"),
])
def test_a_bare_name_said_to_be_a_list_then_tracked_in_the_same_sentence_is_the_games(text, name, of):
    d = read(text)
    assert fields(d.vars[name], "scope", "kind", "of", "public") == ("global", "list", of, True) and not d.unread


def test_a_bare_name_said_to_be_a_kind_of_value_with_no_tracking_declares_nothing():
    d = read("Cargo is a list of things.")
    assert not d.vars


def test_a_list_of_words_in_lower_case_ends_before_a_clause():
    d = read("Each Pilot has a Log, which is a list of port names that defaults to empty.")
    assert d.vars["Log"].of == "port names"


@pytest.mark.parametrize("text, want", [
    ("Each Pilot has a publicly tracked count of Knots, defaulting to 0.", ("Knots", "int", 0)),
    ("Each Pilot has a tally of Knots, which defaults to 2.", ("Knots", "int", 2)),
])
def test_a_count_or_a_tally_of_a_thing_names_a_number(text, want):
    v = read(text).vars[want[0]]
    assert fields(v, "name", "kind", "default") == want


def test_a_default_worked_out_from_others_keeps_its_rounding_and_a_number_rounded_is_not_read():
    d = read("Each Pilot has a publicly tracked count of Knots, defaulting to the average value of Knots among all other Pilots, rounded up.")
    assert d.vars["Knots"].default_text.endswith("among all other Pilots, rounded up") and not d.unread
    d = read("Each Pilot has a publicly tracked count of Knots, defaulting to 3, rounded down.")
    assert not d.vars and d.unread


@pytest.mark.parametrize("text", [
    "Every Pilot has a non-negative integer statistic called “Tar” and a non-negative integer statistic called “Ballast”, both defaulting to 0.",
    "Every Pilot has a non-negative integer called Tar and a non-negative integer called Ballast, both defaulting to 0.",
])
def test_a_participle_said_of_both_declarations_of_a_series_gives_each_its_field(text):
    d = read(text)
    assert [fields(d.vars[n], "kind", "minimum", "default") for n in ("Tar", "Ballast")] == [("int", 0, 0)] * 2 and not d.unread


def test_each_of_two_declarations_with_its_own_participle_clause_keeps_its_own():
    d = read("Every Pilot has a publicly tracked integer called Tar, defaulting to 0, and a publicly tracked integer called Ballast, defaulting to 1.")
    assert (d.vars["Tar"].default, d.vars["Ballast"].default) == (0, 1) and not d.unread


def test_a_last_clause_that_may_be_of_both_stays_not_read():
    d = read("Every Pilot has a Tar, defaulting to 0, and a Ballast, tracked in the GNDT.")
    assert "Ballast" not in d.vars and d.unread


@pytest.mark.parametrize("text, want", [
    ("The Tide is a publicly tracked number defaulting to 4, and the Wind is a publicly tracked number defaulting to 2.",
     {"Tide": ("global", 4), "Wind": ("global", 2)}),
    ("Each Pilot has a Tar which defaults to 0; each Ship has a Mast which defaults to 1.",
     {"Tar": ("player", 0), "Mast": ("ship", 1)}),
])
def test_two_declarations_joined_in_one_sentence_each_with_its_holder_are_read_apart(text, want):
    d = read(text)
    assert {n: fields(v, "scope", "default") for n, v in d.vars.items()} == want and not d.unread


def test_a_join_inside_brackets_or_before_no_holder_splits_nothing():
    d = read("Each Pilot has a Tar (which defaults to 0, and the Harbourmaster may reset it), and a Mast.")
    assert "Mast" not in d.vars or not any(u.citation.text.startswith("The Harbourmaster") for u in d.unread)


def test_a_field_of_a_thing_named_with_the_things_possessive_gets_its_values():
    d = read("A Crate has a Colour and a Weight. A Crate’s Colour can be Red, Green or Blue. Each Crate's Weight defaults to 3.")
    assert fields(d.vars["Colour"], "kind", "values", "holder_of") == ("enum", ["Red", "Green", "Blue"], "Crate")
    assert d.vars["Weight"].default == 3 and not d.unread


def test_a_things_possessive_of_a_name_no_rule_declares_declares_nothing_unless_it_says_its_values():
    # the values it may take declare it (below); anything else said of it is listed, not a declaration
    d = read("A Ship’s Flag can be hoisted by the Harbourmaster.")
    assert not d.vars and d.unread


@pytest.mark.parametrize("text", ["Each Pilot has a Log, tracked on the Harbour wikipage.",
                                  "Each Pilot has a Log, tracked on the Harbour Wikipage."])
def test_a_wiki_page_written_as_one_word_is_where_a_value_is_tracked(text):
    assert read(text).vars["Log"].tracked == "wiki page"


@pytest.mark.parametrize("text, name, values, default", [
    ("Tents can have two flap states, laced or unlaced and default to laced.", "flap state", ["laced", "unlaced"], "laced"),
    ("Ships can have three sail states: furled, reefed or full, and default to furled.", "sail state", ["furled", "reefed", "full"], "furled"),
])
def test_a_number_of_states_of_each_thing_with_its_values_and_default(text, name, values, default):
    v = read(text).vars[name]
    assert fields(v, "kind", "values", "default") == ("enum", values, default) and v.holder_of in ("Tent", "Ship")


def test_states_counted_with_no_default_said_are_not_read_as_this_form():
    d = read("Ships can have two sail states, furled or full.")
    assert "sail state" not in d.vars


def test_an_action_bound_on_a_value_said_to_be_negative_is_no_minimum_of_it():
    d = read("Each Pilot has a GNDT-tracked statistic called “Scrip” which is an integer that can be negative. "
             "No Pilot may take an action that would set their Scrip to less than zero. New Pilots start with 60 Scrip.")
    v = d.vars["Scrip"]
    assert (v.kind, v.minimum, v.default) == ("int", None, 60) and "no action may set it below 0" in v.notes
    assert v.cited["note “no action may set it below 0”"].text.startswith("No Pilot may take an action")  # cited
    # the same bound on a value that says nothing of negatives is its minimum
    v = read("Each Pilot has a Fuel, which is an integer. No Pilot may take an action that would set their Fuel to less than zero.").vars["Fuel"]
    assert v.minimum == 0


@pytest.mark.parametrize("text, name, default", [
    ("Each Pilot has a Length, defaulting to 0 days, and a Span, defaulting to 0.", "Length", 0),
    ("Each Pilot has a Cooldown, which defaults to 24 hours.", "Cooldown", 24),
])
def test_a_default_said_as_a_length_of_time_is_a_number(text, name, default):
    v = read(text).vars[name]
    assert (v.kind, v.default, v.default_text) == ("int", default, None)


@pytest.mark.parametrize("start", ["of 4", "equal 4", "equal to 4"])
def test_a_starting_value_said_after_of_or_equal(start):
    v = read(f"Each Pilot has a Stamina, tracked in the GNDT. New Pilots start with a Stamina {start}.").vars["Stamina"]
    assert (v.kind, v.default) == ("int", 4)


def test_a_name_declared_bare_then_worked_out_by_a_formula_is_no_value_kept():
    d = read("Each Pilot also has a Max Fuel. A Pilot’s Max Fuel is always equal to 6 plus three times that Pilot’s Grit.")
    assert "Max Fuel" not in d.vars and any("derived by a formula" in u.reason for u in d.unread)
    # said to be kept, it stays a variable, its formula listed as not read
    d = read("Each Pilot has a Max Fuel, tracked in the GNDT. A Pilot’s Max Fuel is always equal to 6 plus three times that Pilot’s Grit.")
    assert d.vars["Max Fuel"].tracked == "GNDT"


def test_a_count_kept_in_a_column_the_rule_takes_things_from_is_a_list_under_the_columns_name():
    d = read("Each Pilot may have a number of Flares, listed in the GNDT as “Locker”. A Pilot may fire a Flare they own, "
             "at any time, by removing it from their Locker.")
    v = d.vars["Locker"]
    assert (v.kind, v.of, v.tracked) == ("list", "Flares", "GNDT") and "Flares" not in d.vars
    # a column the rule never treats as a container keeps the count
    d = read("Each Pilot has a number of Crates, listed in the “Hold” column of the GNDT. A Pilot may sell 2 Crates.")
    assert (d.vars["Crates"].kind, "Hold" in d.vars) == ("int", False)


@pytest.mark.parametrize("text, bounds", [
    ("Each Pilot has a Strain, which is an integer of 0 or higher, defaulting to 3.", (0, None)),
    ("Each Pilot has a Strain, which is an integer of at least 1.", (1, None)),
    ("Each Pilot has a Strain, which is a number of 10 or less.", (None, 10)),
    ("Each Pilot has a Dread, which is a publicly tracked integer between 0 (utter calm) and 500 (nearest to triumph).", (0, 500)),
])
def test_a_bound_after_of_and_a_range_whose_ends_are_glossed(text, bounds):
    v = next(iter(read(text).vars.values()))
    assert (v.kind, v.minimum, v.maximum) == ("int", *bounds)


def test_a_value_said_to_be_a_player_is_a_players_name():
    v = read("Each Pilot has a Rival, which is another Pilot.").vars["Rival"]
    assert (v.kind, v.name_rules) == ("name", ["not themself"])
    v = read("Each Dock has a Warden, which is a Pilot.").vars["Warden"]
    assert (v.kind, v.holder_of, v.name_rules) == ("name", "Dock", [])
    assert read("Each Pilot has a Rival, which is a Pilot of note.").unread  # more said after: not this part


def test_a_value_a_thing_optionally_has():
    v = read("Each Dock also optionally has a Warden, which is a Pilot.").vars["Warden"]
    assert (v.kind, v.holder_of) == ("name", "Dock")


def test_the_field_and_value_lines_of_an_entry_no_sentence_reads_are_listed():
    d = read("== Saltmarsh ==\n* Warden: Nobody\n* Moorings: 12\n\nSaltmarsh is always next to the Harbour.")
    texts = [u.citation.text for u in d.unread]
    assert "Warden: Nobody" in texts and "Moorings: 12" in texts and not d.vars


def test_a_state_said_once_with_nothing_of_gamestate_stays_unlisted():
    # the one-state cue wants a capitalised state after "can be" or "is always": words of play with neither pass
    for text in ("Pilots are glad whenever Saltmarsh is quiet.", "Saltmarsh is always quiet when Pilots sing."):
        d = read(text)
        assert not d.unread and not d.vars, text


@pytest.mark.parametrize("text, names", [
    ("Each Buoy has a name and a Colour.", ["name", "Colour"]),
    ("Each Lighthouse has a name and a description.", ["name", "description"]),
])
def test_a_things_name_in_lower_case_is_a_text_of_that_thing(text, names):
    d = read(text)
    assert sorted(d.vars) == sorted(names) and d.vars["name"].kind == "text" and d.vars["name"].scope != "player"


def test_a_players_name_in_lower_case_is_their_accounts_not_a_value():
    d = read("Each Pilot has a name and a Motto.")
    assert "name" not in d.vars and d.unread


@pytest.mark.parametrize("text", [
    "Each Pilot may have a Rival, which can only be a single other Pilot.",
    "Each Pilot may have a Rival, which must be one other Pilot.",
])
def test_a_player_said_as_one_other_is_another_player(text):
    v = read(text).vars["Rival"]
    assert v.kind == "name" and v.name_rules == ["not themself"]


def test_a_lower_case_field_amid_a_series_is_never_passed_over_as_an_aside():
    # "a description" between commas says a field: the sentence is listed whole rather than read without it
    d = read("Each Lighthouse has a Lamp, a description, and a Motto.")
    assert not any("passed over" in u.reason for u in d.unread) and d.unread


@pytest.mark.parametrize("text", [
    "The Tide is a publicly tracked integer, which starts at 40 and can never be increased.",
    "The Tide is a publicly tracked integer that may never go down, which starts at 40.",
])
def test_a_limit_on_how_a_value_changes_is_a_note_and_the_rest_is_read(text):
    d = read(text)
    v = d.vars["Tide"]
    assert (v.kind, v.default, v.scope, v.public) == ("int", 40, "global", True) and not d.unread
    assert "a limit on how it changes" in v.notes


@pytest.mark.parametrize("text, tracked", [
    ("Each Pilot has a Barge. They are tracked in the wiki page “Barges”.", "wiki page"),
    ("Each Pilot has a Barge. They are publicly kept in the GNDT.", "GNDT"),
])
def test_they_said_of_the_values_the_sentence_before_declared_gives_where_they_are_kept(text, tracked):
    d = read(text)
    assert d.vars["Barge"].tracked == tracked and d.vars["Barge"].public is True and not d.unread


def test_they_in_a_sentence_that_says_no_keeping_is_not_read_as_a_field():
    d = read("Each Pilot has a Barge. They may not sail at night.")
    assert d.vars["Barge"].tracked is None


@pytest.mark.parametrize("text, holder, scope", [
    ("A Ship’s Flag may be Red, Blue or Green.", "Ship", "ship"),
    ("A Ship's Flag can only be Red or Blue.", "Ship", "ship"),
    ("A Pilot's Mood can be Calm or Angry.", None, "player"),
])
def test_a_possessive_name_no_rule_declares_is_declared_by_the_values_it_may_take(text, holder, scope):
    d = read(text)
    (v,) = d.vars.values()
    assert (v.kind, v.holder_of, v.scope) == ("enum", holder, scope) and len(v.values) >= 2 and not d.unread


def test_a_possessive_name_no_rule_declares_with_no_values_or_keeping_is_listed_not_declared():
    d = read("A Pilot's Mood can be changed by the Harbourmaster.")
    assert not d.vars and d.unread


def test_an_entry_created_with_its_values_is_listed_not_passed_over():
    d = read("A Ship’s Flag may be Red or Blue. Create a new Ship named “Grey Gull”, of Red Flag, with a tonnage of 40.")
    assert "Flag" in d.vars and any("Grey Gull" in u.citation.text for u in d.unread)


@pytest.mark.parametrize("text", [
    # a global value said as the stage a thing of the game is at
    "The Regatta is at phase 1.",
    "The Siege is in Act III.",
    # a list of the things of a kind in the rule's own text, with what each holds
    "The following Relics exist in the Abbey, with powers as described:-\n* Bone Flute: Power unknown.\n"
    "* Iron Bell: Power unknown.",
])
def test_gamestate_kept_in_the_rules_own_text_is_listed_not_passed_over(text):
    d = read(text)
    assert not d.vars and d.unread


@pytest.mark.parametrize("text, name", [
    ("The Harbour Sky is a piece of gamestate, which is tracked on the Harbour wiki page.", "Harbour Sky"),
    ("The Harbour Sky is a part of the game state, which is tracked on the Harbour wiki page.", "Harbour Sky"),
    ("The Harbour Sky is a game variable, which is tracked on the Harbour wiki page.", "Harbour Sky"),
])
def test_a_value_of_the_game_said_as_a_piece_of_the_gamestate_is_declared(text, name):
    d = read(text)
    assert not d.unread, d.unread
    assert fields(d.vars[name], "scope", "tracked", "public") == ("global", "wiki page", True)


@pytest.mark.parametrize("text", [
    "Each Pilot has a Mood which is by default set to Calm.",
    "Each Pilot has a Mood which is by default Calm.",
    "Each Pilot has a Mood, which defaults to Calm.",
])
def test_a_default_said_with_the_verb_that_sets_it_is_the_value(text):
    d = read(text)
    assert not d.unread, d.unread
    assert fields(d.vars["Mood"], "default", "default_text") == ("Calm", None)


@pytest.mark.parametrize("text, name, long", [
    ("Each Pilot has an HP (Hit Points) score, tracked in the GNDT.", "HP", "Hit Points"),
    ("Each Pilot has a publicly tracked number called SR (Storm Rating), defaulting to 3.", "SR", "Storm Rating"),
    ("Each Pilot has a CT (Count of Tides) field in the GNDT.", "CT", "Count of Tides"),
])
def test_a_short_name_then_what_it_stands_for_in_brackets(text, name, long):
    d = read(text)
    assert not d.unread and f"also called {long}" in d.vars[name].notes


@pytest.mark.parametrize("text", [
    "Each Pilot has a Keeper (Lone Mortal) field in the GNDT.",  # no short name: who the Keeper is, perhaps
    "Each Pilot has an HP (Harbour Toll) score, tracked in the GNDT.",  # HP is not the initials of the words in brackets
])
def test_words_in_brackets_that_the_name_does_not_stand_for_are_not_read(text):
    d = read(text)
    assert not d.vars and d.unread


@pytest.mark.parametrize("text, want", [
    ("Each Pilot has a number named Fuel, defaulting to 3 and maximum of 9.", (3, None, 9)),
    ("Each Pilot has a number named Fuel, defaulting to 3 and a maximum of 9.", (3, None, 9)),
    ("Each Pilot has a number named Fuel, defaulting to 3 and a minimum of 1.", (3, 1, None)),
])
def test_a_default_then_a_bound_joined_by_and(text, want):
    v = read(text).vars["Fuel"]
    assert fields(v, "default", "minimum", "maximum") == want and v.default_text is None


@pytest.mark.parametrize("text, minimum", [
    ("Each Pilot has a non-negative integer of farthings, tracked in the GNDT.", 0),
    ("Each Pilot has an integer of farthings, tracked in the GNDT.", None),
])
def test_the_type_said_as_the_amounts_noun_then_its_name(text, minimum):
    d = read(text)
    assert list(d.vars) == ["farthings"] and fields(d.vars["farthings"], "kind", "minimum") == ("int", minimum)


@pytest.mark.parametrize("text, name, default", [
    ("Each Pilot has exactly one Calling. Each Pilot’s initial Calling is “Jobless”.", "Calling", "Jobless"),
    ("Each Pilot has Fuel, a number. A Pilot's starting Fuel is 3.", "Fuel", 3),
])
def test_each_players_initial_value_said_apart(text, name, default):
    assert read(text).vars[name].default == default


def test_some_players_have_a_value():
    d = read("Some Pilots have a Watch Post, tracked in the GNDT as a text string and defaulting to blank. "
             "The valid Watch Posts are Lookout, Cook, and Purser.")
    v = d.vars["Watch Post"]
    assert fields(v, "scope", "kind", "values", "default_text") == ("player", "enum", ["Lookout", "Cook", "Purser"], "blank")


def test_an_integer_that_can_be_positive_negative_or_zero():
    v = read("Each Pilot has a Wager, a publicly tracked integer that can be positive, negative, or zero, and "
             "defaults to -2.").vars["Wager"]
    assert fields(v, "kind", "minimum", "default") == ("int", None, -2) and "may be negative" in v.notes


def test_a_standing_of_the_game_in_effect_and_its_possible_values_listed_below():
    d = read("At any time, a Tide will be in effect. There are four possible Tides, as listed below:\n- Low\n- Rising\n- High\n- Ebbing")
    v = d.vars["Tide"]
    assert fields(v, "scope", "kind", "values") == ("global", "enum", ["Low", "Rising", "High", "Ebbing"]) and not d.unread


def test_possible_values_listed_below_of_nothing_declared_are_not_read():
    d = read("There are four possible Tides, as listed below:\n- Low\n- Rising\n- High\n- Ebbing")
    assert not d.vars and d.unread


def test_each_item_possesses_a_value():
    v = read("Each Room possesses an integer which can be negative called the Rapport Modifier.").vars["Rapport Modifier"]
    assert fields(v, "scope", "holder_of", "kind") == ("room", "Room", "int")


def test_a_field_labelled_with_a_dash_reads_as_with_a_colon():
    d = read("Each Ship has the following attributes:\n* Mast - A non-negative integer\n* Keel: a number")
    assert fields(d.vars["Mast"], "kind", "minimum", "holder_of") == ("int", 0, "Ship")


def test_a_labelled_field_whose_description_is_not_read_is_declared_by_its_label_and_listed():
    d = read("Ships have the following properties:\n* Mast: The height of its mast, an integer\n* Colour: The colour of its sails")
    assert fields(d.vars["Colour"], "scope", "holder_of", "kind") == ("ship", "Ship", "unspecified")
    assert any("Colour: The colour of its sails" in u.citation.text for u in d.unread)


def test_a_labelled_field_whose_values_are_another_rules_is_not_declared():
    d = read("The following are publicly-tracked for each Pilot:\n• Fuel: A number that defaults to 0.\n"
             "• Berth: One of the values described in the Berths subrule, defaulting to Quay.")
    assert "Berth" not in d.vars and "Fuel" in d.vars and d.unread


def test_a_place_that_tracks_the_following_about_each_thing_leads_its_fields():
    d = read("The Harbour Map tracks the following information about each buoy:\n- Number: A non-negative integer\n"
             "- Keeper: The pilot that tends the buoy.")
    assert fields(d.vars["Number"], "scope", "holder_of", "kind", "minimum") == ("buoy", "Buoy", "int", 0)
    assert fields(d.vars["Keeper"], "holder_of", "kind") == ("Buoy", "unspecified") and d.unread


@pytest.mark.parametrize("text", [
    "Nerve (abbr. NRV) is a numerical statistic that measures how brave a Pilot is.",
    "Nerve is a statistic which reflects how bold each Pilot is.",
])
def test_a_statistic_whose_meaning_names_the_player_is_each_players(text):
    d = read(text + " The highest legal value for Nerve is 12. New Pilots start with a value of 3 for their Nerve statistic.")
    assert fields(d.vars["Nerve"], "scope", "default", "maximum") == ("player", 3, 12)
    assert all("were passed over" in u.reason for u in d.unread)  # the aside of what it means, listed, nothing else


def test_a_number_said_to_be_an_integer_with_no_holder_stays_refused():
    d = read("Tide Mark is an integer.")
    assert "Tide Mark" not in d.vars and d.unread


def test_a_clamp_said_with_ever_becomes_is_a_bound():
    d = read("Each Pilot has a Nerve, which is an integer. If any Pilot’s Nerve statistic ever becomes more than 9, it is set at 9.")
    assert d.vars["Nerve"].maximum == 9 and not d.unread


def test_a_list_of_things_named_as_their_names_holds_those_things():
    d = read("Each Pilot has zero or more Charts, tracked as a list of Chart names in the GNDT.")
    assert fields(d.vars["Charts"], "kind", "of", "tracked") == ("list", "Charts", "GNDT")


@pytest.mark.parametrize("text", [
    "Each Pilot has a Rival, which must either be empty or contain the name of another Pilot and defaults to empty.",
    "Each Pilot has a Rival, which is the name of another Pilot or blank, and defaults to empty.",
])
def test_a_players_name_or_nothing_keeps_its_rules_and_an_empty_default_as_words(text):
    v = read(text).vars["Rival"]
    assert fields(v, "kind", "name_rules", "default", "default_text") == ("name", ["not themself"], None, "empty")


def test_the_values_each_thing_has_counted_then_named_in_quotes_are_read_each():
    d = read("There are two variables associated with a Ship, “Hull Mark” which is a positive amount of Gold and "
             "“Owner” which is the name of a Pilot.")
    assert fields(d.vars["Hull Mark"], "holder_of", "kind", "minimum") == ("Ship", "int", 1)
    assert fields(d.vars["Owner"], "holder_of", "kind") == ("Ship", "name")


def test_a_value_said_potentially_negative_and_kept_on_a_page_is_declared():
    d = read("Tide Debt is a potentially negative integer gamestate variable tracked in the Harbour page of the wiki "
             "and defaults to 0.")
    assert fields(d.vars["Tide Debt"], "kind", "scope", "default", "tracked", "minimum") == ("int", "global", 0, "wiki page", None)


def test_of_two_values_joined_by_and_the_one_that_reads_is_declared_and_the_other_listed():
    d = read("There is a publicly tracked Cargo Hold which is either empty or a Crate, defaulting to empty, and a "
             "publicly tracked Tide Reward which is a number that defaults to 0.")
    assert fields(d.vars["Tide Reward"], "kind", "default", "public") == ("int", 0, True)
    assert "Cargo Hold" not in d.vars and any("Cargo Hold" in u.reason for u in d.unread)


def test_a_bare_name_beside_words_not_read_is_not_declared_alone():
    d = read("Each Pilot has a number of Ducats, an inventory list of Trinkets, and an Infamy Level.")
    assert "Infamy Level" not in d.vars and d.unread


def test_a_value_said_to_be_kept_in_the_gndt_then_its_starting_level():
    d = read("Rank is tracked in the GNDT. New Pilots begin the game with Rank 2.")
    v = d.vars["Rank"]
    assert fields(v, "kind", "default", "tracked", "scope") == ("int", 2, "GNDT", "player")
    d = read("The Stats are Nerve and Grit. Stats are tracked in the GNDT.")  # a group named before: not a new value
    assert "Stats" not in d.vars


def test_a_value_kept_beside_a_thing_on_a_wiki_page_and_named_again_by_its_initials():
    d = read("There is a value called the Harbour Toll (HT) that is a nonnegative integer tracked below the Tide "
             "Chart on the Harbour wiki page. The HT defaults to twice the number of Docks.")
    v = d.vars["Harbour Toll"]
    assert fields(v, "tracked", "minimum", "default_text") == ("wiki page", 0, "twice the number of Docks")


def test_a_table_of_every_player_with_its_fields_as_a_definition_list():
    d = read("There is a publicly tracked Harbour Roll which is a table containing every Pilot, and for each Pilot, "
             "the following publicly tracked information:\n;Berth: An integer, which may be negative, representing "
             "the amount of Rope lent by that Pilot to the Harbour, defaulting to 0.")
    v = d.vars["Berth"]
    assert fields(v, "kind", "default", "public", "minimum") == ("int", 0, True, None)


def test_what_a_number_counts_says_no_field_but_a_count_of_hours_is_not_passed_over():
    d = read("Each Pilot has a Wait, which is an integer representing the number of Ships in the Queue.")
    assert d.vars["Wait"].kind == "int" and not d.unread
    d = read("Each Pilot has a Wait, which is an integer representing the number of hours since their last Sail.")
    assert d.unread


def test_a_stop_written_inside_the_quotation_marks_of_a_default_is_no_part_of_it():
    d = read("Each Pilot has a Flag, defaulting to “Blue,” tracked in the GNDT.")
    assert fields(d.vars["Flag"], "default", "tracked") == ("Blue", "GNDT")


def test_a_name_whose_article_is_capitalised_keeps_its_article():
    d = read("There is a publicly tracked list called The Manifest, which defaults to empty.")
    assert fields(d.vars["The Manifest"], "scope", "default", "public") == ("global", [], True)


def test_a_column_named_by_the_initials_of_a_name_in_lower_case_keeps_the_name():
    v = read("Each Pilot has a certain number of cargo points, marked in the GNDT in a column called “CP”.").vars
    assert fields(v["cargo points"], "kind", "tracked") == ("int", "GNDT")


def test_no_value_or_the_name_of_another_player():
    d = read("Each Pilot may have a publicly tracked Rival, which can either have no value or be the name of any other Pilot.")
    assert fields(d.vars["Rival"], "kind", "name_rules") == ("name", ["not themself"])


def test_what_defines_each_of_a_kind_of_thing_is_its_fields():
    d = read("Lighthouses are defined by a Beam, which is a number, and a Keeper, which is a string of characters that "
             "is also flavour text.")
    assert fields(d.vars["Beam"], "kind", "scope", "holder_of") == ("int", "lighthouse", "Lighthouse")
    assert fields(d.vars["Keeper"], "kind", "scope") == ("text", "lighthouse")


def test_a_single_character_is_a_text():
    d = read("Each Buoy has a Mark, which is a single unicode character.")
    assert d.vars["Mark"].kind == "text"


def test_a_default_given_as_the_thing_comes_to_be():
    d = read("Each Dock has a Toll, which is an integer that defaults to 2 when a Dock is opened.")
    assert fields(d.vars["Toll"], "kind", "default", "scope") == ("int", 2, "dock")


def test_what_comes_of_an_event_said_after_a_declaration_is_the_action_readers():
    d = read("Each Pilot has a number of knots, which is publicly tracked and which defaults to zero; when a race ends, "
             "its winner gains a number of knots equal to the race's length.")
    assert fields(d.vars["knots"], "kind", "default", "public") == ("int", 0, True) and not d.unread


@pytest.mark.parametrize("text, name", [
    ("Each Dock has a list of Barges, tracked on the Harbour page.", "Barges"),
    ("Each Dock has a list of Moored Barges, tracked on the Harbour page.", "Moored Barges"),
])
def test_a_list_is_named_by_its_capitalised_words(text, name):
    d = read(text)
    assert fields(d.vars[name], "kind", "scope") == ("list", "dock") and not d.unread


def test_a_capitalised_name_with_a_qualifier_in_lower_case_after_it_is_no_name_and_is_listed():
    d = read("Each Dock has a list of Barges waiting, tracked on the Harbour page.")
    assert not d.vars and len(d.unread) == 1


def test_a_kind_of_thing_marked_beside_its_name_is_listed_not_passed_over():
    d = read("Some Docks are Flooded, notated by (F) after the Dock’s name on the Harbour page.")
    assert not d.vars and len(d.unread) == 1


@pytest.mark.parametrize("lead", ["A Buoy is defined by:", "Each Buoy is described by the following:",
                                  "A Buoy is characterised by:"])
def test_a_list_of_what_characterises_a_kind_of_thing_is_its_fields(lead):
    d = read(lead + "\n* a Colour, which must be a Harbour.\n* a Depth value.\n* a Weight, which must be a positive amount "
             "of Ballast.")
    assert set(d.vars) == {"Colour", "Depth", "Weight"} and not d.unread
    assert fields(d.vars["Weight"], "kind", "minimum", "scope", "holder_of") == ("int", 1, "buoy", "Buoy")


def test_a_value_different_from_every_other_ones_is_distinct():
    d = read("Each Ship has a Flag, which must be the name of a Pilot, and must be different from every other Ship's Flag.")
    assert fields(d.vars["Flag"], "kind", "name_rules") == ("name", ["a Pilot", "distinct"]) and not d.unread
    d = read("Each Ship has a Flag, which must be the name of a Pilot, and must be different from every other Ship's Mast.")
    assert "Flag" not in d.vars and d.unread  # another value's, not read as its own


def test_values_another_rule_lists_and_how_a_value_is_written_are_notes():
    d = read("Each Buoy has a Rig, which must be one of those listed in the rule “Rigs”.")
    assert "one of those listed in the rule “Rigs”" in d.vars["Rig"].notes and not d.unread
    d = read("Each Buoy has a Berth, which must be a Quay. It must be written as R-C, where R is the row and C the column.")
    assert "written as R-C" in d.vars["Berth"].notes and not d.unread


def test_the_things_in_a_state_the_rule_names_hold_a_value_of_each_thing():
    d = read("Wild Buoys have a Drift value, which defaults to 4.")
    v = d.vars["Drift"]
    assert fields(v, "kind", "default", "scope", "holder_of") == ("int", 4, "buoy", "Buoy") and not d.unread
    assert "held only by each Wild Buoy" in v.notes
    for text in ("The Buoys have a Drift value, which defaults to 4.", "Dock Pilots have a Rank, which defaults to 3."):
        d = read(text)  # an article is no state; the players are no thing of the game
        assert "Drift" not in d.vars and "Rank" not in d.vars


@pytest.mark.parametrize("text, name, minimum", [
    ("The Tide Mark is a publicly tracked positive Integer, defaulting to 3.", "Tide Mark", 1),
    ("Each Pilot has a Wake, which is a Non-Negative Integer.", "Wake", 0),
    ("The Tide Mark is an Integer.", "Tide Mark", None),
])
def test_a_kind_of_number_written_with_capitals_is_that_kind(text, name, minimum):
    d = read(text)
    assert fields(d.vars[name], "kind", "minimum") == ("int", minimum) and not d.unread
    assert d.vars[name].citation.text == text  # cited as the rule says it


def test_a_value_named_number_keeps_its_name():
    assert "Number" in read("Each Pilot has a Number, which defaults to 2.").vars


@pytest.mark.parametrize("text, values, default", [
    ("There is a Harbour Light whose colour may be Red or Green and defaults to Red.", ["Red", "Green"], "Red"),
    ("Each Pilot has a Lantern whose state may be Lit or Dark, defaulting to Dark.", ["Lit", "Dark"], "Dark"),
])
def test_a_value_said_by_what_it_is_of_the_thing_is_the_things(text, values, default):
    d = read(text)
    (v,) = d.vars.values()
    assert fields(v, "kind", "values", "default") == ("enum", values, default) and not d.unread


@pytest.mark.parametrize("text", [
    "Buoys have a Drift value. Lit Buoys can have Soot Marks, and these are tracked on the Harbour page.",
    "Buoys have a Drift value. Lit Buoys may have Soot Marks, and they are tracked on the Harbour page.",
])
def test_things_in_a_state_that_can_have_a_count_hold_it_and_these_are_tracked(text):
    d = read(text)
    v = d.vars["Soot Marks"]
    assert fields(v, "scope", "holder_of", "tracked") == ("buoy", "Buoy", "wiki page") and not d.unread
    assert "held only by each Lit Buoy" in v.notes


def test_a_plural_with_no_article_after_have_is_never_passed_over():
    d = read("Buoys have a Drift value. Lit Buoys have Soot Marks.")
    assert "Soot Marks" in d.vars or d.unread


@pytest.mark.parametrize("text, name, scope", [
    ("A crate may also optionally have any number of tags.", "tags", "crate"),
    ("Each Pilot may have any number of Charms.", "Charms", "player"),
])
def test_any_number_of_things_is_a_list_of_them(text, name, scope):
    d = read(text)
    assert fields(d.vars[name], "kind", "of", "scope") == ("list", name, scope) and not d.unread


def test_a_value_not_publicly_tracked_and_known_to_two_is_private_its_keeper_not_read():
    d = read("In addition to Halos, a Pilot may have a Grudge, which is not publicly tracked but is known to the "
             "Pilot themself and the Harbourmaster.")
    assert fields(d.vars["Grudge"], "public", "tracked", "tracked_by") == (False, "privately", None)
    assert [u.reason for u in d.unread] == ["who keeps it (known to the Pilot themself and the Harbourmaster) is not read"]


@pytest.mark.parametrize("text, kind", [
    ("Each Pilot has a Draught, tracked in the GNDT, which defaults to 3. All halves and quarters are valid values of "
     "Draught and should be written as fractions.", "unspecified"),
    ("There is a publicly tracked variable named Tide, defaulting to “Slack”. The allowed values for the Tide are given "
     "in the Almanac.", "unspecified"),
    ("Each Pilot has a Draught, tracked in the GNDT, which defaults to 3.", "int"),  # nothing said after: the default's
    ("Each Pilot has a Draught, a number tracked in the GNDT, which defaults to 3. All whole numbers from 0 to 9 are "
     "valid values of Draught.", "int"),  # a number said in its own words: kept
])
def test_a_type_read_off_a_default_gives_way_to_the_valid_values_said_after(text, kind):
    d = read(text)
    (v,) = d.vars.values()
    assert v.kind == kind
    assert (kind == "unspecified") == any("which values of" in u.reason for u in d.unread)


@pytest.mark.parametrize("text, column", [
    ("Every Sky Pilot’s Ballast is tracked in the GNDT under Hold.", "Hold"),
    ("Each Deep Pilot’s Ballast is tracked in the GNDT.", None),
])
def test_each_player_of_one_sort_holds_the_value_said_tracked(text, column):
    d = read(text)
    v = d.vars["Ballast"]
    assert fields(v, "tracked", "public") == ("GNDT", True) and not d.unread


def test_one_roles_value_is_not_each_players():
    d = read("The Head Pilot’s Ballast is tracked in the GNDT.")
    assert "Ballast" not in d.vars


@pytest.mark.parametrize("text, name", [
    ("Each Pilot has 40 Scrip as their currency, kept under the GNDT.", "Scrip"),
    ("Each Pilot has a Tallow, being the game’s main resource.", "Tallow"),
])
def test_a_value_said_to_be_a_currency_is_a_count(text, name):
    d = read(text)
    assert d.vars[name].kind == "int"


def test_something_else_said_with_as_is_not_read():
    d = read("Each Pilot has 3 Scrip as a bonus.")
    assert d.unread and "Scrip" not in d.vars


@pytest.mark.parametrize("text", [
    "Harbour Quorum is the Quorum of all Pilots who are not Docked.",  # a value worked out
    "A berth consisting of every dock may be written as the string “Anywhere”.",  # a way of writing one
    "Any Pilot may give Ballast to any other Pilot except the Harbourmaster, who cannot possess Ballast at any time.",
])
def test_what_the_net_cues_name_is_listed_never_passed_over(text):
    d = read(text)
    assert not d.vars and d.unread


def test_two_declarations_each_with_its_own_clauses_are_both_read():
    d = read("Each Pilot has a Ballast, an integer defaulting to four, and a Wake, which is an integer, defaulting to 2.")
    assert (d.vars["Ballast"].kind, d.vars["Ballast"].default, d.vars["Wake"].kind, d.vars["Wake"].default) == ("int", 4, "int", 2)
    d = read("Each Pilot has a Ballast, which is an integer, and a Wake, which is an integer, both defaulting to 2.")
    assert d.vars["Ballast"].default == d.vars["Wake"].default == 2  # said of both


@pytest.mark.parametrize("text", [
    "Each Pilot has a Mentor, which is either a Pilot or “Nobody”, defaulting to Nobody.",
    "Each Pilot has a Mentor, which may be the name of another Pilot or None, defaulting to None.",
])
def test_a_player_or_the_word_for_no_one_it_starts_at_is_a_name(text):
    v = read(text).vars["Mentor"]
    assert v.kind == "name" and v.default is None and v.default_text.casefold() in ("nobody", "none")
    assert v.name_rules == (["not themself"] if "another" in text else [])


def test_a_player_or_the_word_for_no_one_with_no_default_is_not_read():
    d = read("Each Pilot has a Mentor, which is either a Pilot or “Nobody”.")  # whether "Nobody" is a value: not said
    assert "Mentor" not in d.vars and d.unread


@pytest.mark.parametrize("text", [
    "The amount of Flares a Pilot has is publicly tracked in the Harbour Ledger page.",
    "The number of Flares each Pilot holds is publicly tracked on the Harbour Ledger.",
])
def test_the_amount_of_a_named_value_each_player_has_then_where_it_is_kept(text):
    v = read(text).vars["Flares"]
    assert fields(v, "kind", "scope", "tracked", "public") == ("int", "player", "wiki page", True)


@pytest.mark.parametrize("text", [
    "Each Ship has a publicly tracked Sail status that can be Furled or Full; by default it is Furled.",
    "Each Ship has a Sail which may be Furled or Full; by default, it is Furled.",
])
def test_a_default_said_in_a_clause_of_its_own_and_the_word_for_what_the_value_is(text):
    v = read(text).vars["Sail"]
    assert fields(v, "kind", "values", "default", "default_text") == ("enum", ["Furled", "Full"], "Furled", None)


def test_a_short_form_abbreviated_to_is_no_part_of_the_declaration():
    v = read("Each Pilot has a number of Flares (abbreviated to “Fl”), a publicly tracked nonnegative number.").vars["Flares"]
    assert fields(v, "kind", "minimum", "public") == ("int", 0, True)


def test_a_clause_in_the_singular_after_three_names_is_not_said_of_all_three():
    d = read("Each Ship has a Flag, a Mast, and a Hull, which defaults to 3.")
    assert all(d.vars[n].default is None for n in ("Flag", "Mast") if n in d.vars) and d.unread
    d = read("Each Ship has a Flag, a Mast, and a Hull, each of which defaults to 3.")  # said of each
    assert [d.vars[n].default for n in ("Flag", "Mast", "Hull")] == [3, 3, 3]


# ---- the verbs of keeping as one part; places, bounds, defaults and kinds in the other words authors use
@pytest.mark.parametrize("text, tracked", [
    ("Each Pilot has a number of Flares, logged in the GNDT.", "GNDT"),
    ("Each Pilot has a number of Flares, kept track of in the GNDT.", "GNDT"),
    ("Each Pilot has a number of Flares, shown in the GNDT under “Fl”.", "GNDT"),
    ("Each Pilot has a number of Flares, tracked in the Flares column of the GNDT.", "GNDT"),
    ("Pilots shall have a number of Flares, as listed in the GNDT’s Fl column.", "GNDT"),
    ("Each Pilot has a number of Flares, tracked in the {{GNDT}}.", "GNDT"),
    ("Each Pilot has a number of Flares, displayed on the “Quay” page.", "wiki page"),
    ("Each Pilot has a number of Flares, which is tracked on the “Quay” page on the Wiki.", "wiki page"),
    ("Each Pilot has a number of Flares, tracked on the Quay page of the wiki.", "wiki page"),
])
def test_any_verb_of_keeping_reads_the_place(text, tracked):
    d = read(text)
    assert not d.unread
    assert fields(d.vars["Flares"], "kind", "scope", "tracked", "public") == ("int", "player", tracked, True)


@pytest.mark.parametrize("text, lo, hi, default", [
    ("Each Pilot has a number of Flares, up to a maximum of 12.", None, 12, None),
    ("Each Pilot has a number of Flares, which is never less than 2.", 2, None, None),
    ("Each Pilot has a number of Flares, which is never more than 9.", None, 9, None),
    ("Each Pilot has a Hull, an integer in the range 0 to 10, tracked in the GNDT.", 0, 10, None),
    ("Each Pilot has a Hull, set to 5 for new Pilots, tracked in the GNDT.", None, None, 5),
    ("Each Pilot has a non-negative integer number of Flares, which is tracked on the “Quay” page on the Wiki and "
     "by default is 4 and has a maximum value of 12.", 0, 12, 4),
])
def test_bounds_and_defaults_in_other_words(text, lo, hi, default):
    d = read(text)
    assert not d.unread
    v = next(iter(d.vars.values()))
    assert fields(v, "kind", "minimum", "maximum", "default") == ("int", lo, hi, default)


def test_a_list_that_starts_empty_is_its_default_not_a_name():
    d = read("Each Pilot has a list of Crates, tracked in the GNDT, which starts empty.")
    assert list(d.vars) == ["Crates"] and not d.unread
    assert fields(d.vars["Crates"], "kind", "of", "default") == ("list", "Crates", [])
    assert "can change" in read("Each Pilot has a list of Crates, tracked in the GNDT, which can change.").unread[0].reason


@pytest.mark.parametrize("text, kind", [
    ("Each Pilot has a Docked flag, which is either true or false.", "flag"),
    ("Each Pilot has a Docked status, which is a boolean.", "flag"),
    ("Each Pilot has a flag called Docked.", "flag"),
    ("Each Pilot has a Docked, which can be any one of Yes, No or Maybe.", "enum"),
    ("Each Pilot has a Docked, which is any text.", "text"),
])
def test_kinds_said_by_the_noun_after_the_name_or_in_other_words(text, kind):
    d = read(text)
    assert not d.unread and d.vars["Docked"].kind == kind


def test_some_players_hold_it_and_a_flag_with_other_values_is_not_read():
    d = read("Most Pilots have a Patron, which is publicly tracked.")
    assert d.vars["Patron"].public is True
    assert "Docked" not in read("Each Pilot has a Docked flag, which is Red or Blue.").vars


# ---- a field said of several declared variables at once, their holder named before them
@pytest.mark.parametrize("text, names, field, value", [
    ("Each Ship has a Mast and a Berth. A Ship’s Berth and Mast default to empty.", ("Berth", "Mast"), "default_text", "empty"),
    ("Each Pilot has Fuel and Rope. A Pilot’s Fuel and Rope default to 3.", ("Fuel", "Rope"), "default", 3),
    ("Each Pilot has Fuel, Rope and Heat. Fuel, Rope and Heat default to 0.", ("Fuel", "Rope", "Heat"), "default", 0),
    ("Each Pilot has Fuel, Rope and Heat. Each Pilot’s Fuel, Rope and Heat are tracked in the GNDT.",
     ("Fuel", "Rope", "Heat"), "tracked", "GNDT"),
    ("Each Ship has a Mast and a Berth. The Berth of a Ship defaults to empty.", ("Berth",), "default_text", "empty"),
])
def test_a_field_said_of_several_variables_of_one_holder(text, names, field, value):
    d = read(text)
    assert not d.unread
    assert [getattr(d.vars[n], field) for n in names] == [value] * len(names)


def test_several_variables_of_another_holder_or_undeclared_are_not_read():
    d = read("Each Ship has a Mast. Each Pilot has Fuel. A Ship’s Mast and Fuel default to 3.")
    assert d.vars["Mast"].default is None and d.vars["Fuel"].default is None and d.unread
    d = read("Each Pilot has Fuel. A Pilot’s Fuel and Rope default to 3.")
    assert "Rope" not in d.vars and d.unread


def test_a_thing_in_lower_case_possesses_a_value():
    d = read("Every crate possesses an integer which can be negative called the Tilt.")
    assert not d.unread
    assert fields(d.vars["Tilt"], "kind", "scope", "holder_of") == ("int", "crate", "Crate")


def test_a_starting_value_of_a_declared_name_in_lower_case():
    d = read("There exists a GNDT-tracked variable for each Pilot entitled heat. New Pilots start with a heat of 4.")
    assert not d.unread and fields(d.vars["heat"], "kind", "default", "tracked") == ("int", 4, "GNDT")
    d = read("Each Pilot has a Hull. New Pilots start with a hand of 5.")
    assert "hand" not in d.vars and d.unread


# ---- how a value may change, which the core holds every value to, said beside its fields
@pytest.mark.parametrize("text, want", [
    ("Each Pilot has a Heat, which is an integer. It defaults to 0 and can only be changed as described in the rule “Forge”.",
     ("int", 0)),
    ("Each Pilot has a Heat, which is an integer that may only be altered by a Proposal and defaults to 3.", ("int", 3)),
    ("Each Pilot has a Heat, which is an integer. Heat can only be raised as the rules say, and cannot be changed in any "
     "other way.", ("int", None)),
])
def test_how_a_value_may_change_is_no_field_and_the_rest_reads(text, want):
    d = read(text)
    assert not d.unread and fields(d.vars["Heat"], "kind", "default") == want


def test_a_page_that_may_only_be_edited_so_is_still_no_value():
    d = read("There exists a wiki document called “Harbour Log”, which can only be edited as the ruleset permits.")
    assert "Harbour Log" not in d.vars and d.unread


# ---- a thing in lower case and its fields in lower case: a series of them, then each field's kind
@pytest.mark.parametrize("text", [
    "A ship has a name, a berth, and a mast.",
    "A ship has a name, a berth and a mast.",
])
def test_a_series_of_lower_case_fields_of_a_thing(text):
    d = read(text)
    assert not d.unread and [d.vars[n].holder_of for n in ("name", "berth", "mast")] == ["Ship"] * 3


def test_a_field_of_a_lower_case_thing_said_with_its_possessive():
    d = read("A ship has a name, a berth, and a mast. A ship’s berth is an integer. A ship’s flag is a text string.")
    assert fields(d.vars["berth"], "kind", "holder_of") == ("int", "Ship")
    assert fields(d.vars["flag"], "kind", "scope", "holder_of") == ("text", "ship", "Ship")


def test_a_field_of_a_thing_no_rule_says_holds_fields_is_not_declared_by_its_kind():
    d = read("A ship’s flag is a text string.")
    assert "flag" not in d.vars and d.unread


@pytest.mark.parametrize("text", [
    "Each Pilot has an unsigned integer of Heat, tracked in the GNDT.",
    "Each Pilot has an unsigned integer called Heat, tracked in the GNDT.",
])
def test_unsigned_is_never_below_zero(text):
    d = read(text)
    assert not d.unread and fields(d.vars["Heat"], "kind", "minimum") == ("int", 0)


# ---- a GNDT column made by the rule's words, its kind before the word field and the GNDT after; what it is for
@pytest.mark.parametrize("text, kind", [
    ("In addition, add a new text field to the GNDT, called 'Ballast,' used to track any lasting effects of storms.", "text"),
    ("Add a new numeric column to the GNDT named Ballast.", "int"),
    ("Add a new GNDT field called 'Ballast'.", None),
])
def test_a_column_made_with_its_kind_and_its_purpose(text, kind):
    d = read(text)
    assert not d.unread and fields(d.vars["Ballast"], "kind", "tracked") == (kind or "unspecified", "GNDT")


def test_a_column_of_the_same_name():
    d = read("Each Pilot has a number of Flares, tracked in a GNDT column of the same name.")
    assert not d.unread and fields(d.vars["Flares"], "kind", "tracked") == ("int", "GNDT")


def test_a_later_sentence_names_the_value_written_so_before_another_holders_in_another_case():
    d = read("A lantern has a name and a wick. Each Pilot has a number of Wicks. Wicks default to 2.")
    assert d.vars["Wicks"].default == 2 and d.vars["wick"].default is None
    d = read("A lantern has a name and a wick. Each Pilot has a number of Wicks. Wick defaults to 2.")
    assert d.vars["Wicks"].default is None and d.vars["wick"].default is None and d.unread


@pytest.mark.parametrize("text", ["Fuel shall be tracked on the GNDT under the heading FL.",
                                  "Fuel is tracked in the GNDT under the heading “Tank”.", "Fuel will be kept in the GNDT."])
def test_a_name_said_to_be_kept_in_the_gndt_with_shall_or_its_heading(text):
    d = read(text)
    assert not d.unread and fields(d.vars["Fuel"], "tracked", "scope") == ("GNDT", "player")


@pytest.mark.parametrize("text", ["Each Pilot has a Berth, which is their location in the Grand Harbour Co. facility.",
                                  "Each Pilot has a Berth, which indicates their place at the Old Quay. It defaults to Dock."])
def test_an_aside_of_meaning_may_name_the_place_it_is_of(text):
    d = read(text)
    assert d.vars["Berth"].scope == "player" and all("passed over" in u.reason for u in d.unread)


def test_an_aside_of_meaning_naming_several_capitalised_values_is_not_passed_over():
    d = read("Each Pilot has a Berth, which indicates the Dock or Quay in Harbour.")
    assert "Berth" not in d.vars


@pytest.mark.parametrize("text", ["Armour: Combination of the armour values of all plates on the Ship.",
                                  "A Ship's Heft is a combination of its Crates and its Masts."])
def test_a_value_said_as_a_combination_of_others_is_listed_never_passed_over(text):
    d = read(text)
    assert not d.vars and [u.citation.text for u in d.unread] == [text]


@pytest.mark.parametrize("text, name", [
    ("Docks have a Name, which is just flavor text used to reference the Dock, and a Depth.", "Name"),
    ("Each Dock has a Title, which is only flavour text used to identify it.", "Title")])
def test_flavour_text_said_with_just_and_what_it_is_used_for(text, name):
    d = read(text)
    assert not d.unread and fields(d.vars[name], "kind", "scope") == ("text", "dock")


@pytest.mark.parametrize("text, tracked", [
    ("Each Pilot has a number of Yields, tracked on the wiki page [[The Barrens]] by any clear means.", "wiki page"),
    ("Each Pilot has a Flag, tracked in the GNDT in any reasonable way.", "GNDT")])
def test_how_a_value_is_shown_left_to_its_keeper_is_no_field(text, tracked):
    d = read(text)
    assert not d.unread and [v.tracked for v in d.vars.values()] == [tracked]


def test_a_list_indented_as_a_whole_gives_each_line_as_a_value_and_a_deeper_line_joins_its_item():
    d = read("Each Pilot has a Flag, tracked in the GNDT. Valid Flags are:-\n  • Red\n  • Blue\n  • Green")
    assert d.vars["Flag"].values == ["Red", "Blue", "Green"]
    d = read("Each Pilot has a Flag, tracked in the GNDT. Valid Flags are:\n• Red\n  • Crimson\n• Blue")
    assert d.vars["Flag"].values == ["Red Crimson", "Blue"]


def test_an_example_in_brackets_over_two_sentences_is_one_sentence_to_both_readers():
    d = read("Each Pilot has a Fuel, which is publicly tracked. Fuel defaults to 3 (e.g. a new Pilot. They have 3 "
             "Fuel.) Each Pilot has a Gold.")
    assert [u.citation.text for u in d.unread] == ["Fuel defaults to 3 (e.g. a new Pilot. They have 3 Fuel.)"]
    assert set(d.vars) == {"Fuel", "Gold"} and d.vars["Fuel"].default is None  # the bracket cut short is no value


@pytest.mark.parametrize("text, scope", [
    ("Buoys have a heading that is privately tracked by the Harbourmaster.", "buoy"),
    ("Buoys have a heading, which is publicly tracked.", "buoy"),
    ("Each Pilot has a heading that is publicly tracked.", "player")])
def test_a_name_in_lower_case_is_read_where_how_it_is_kept_follows_it(text, scope):
    d = read(text)
    assert not d.unread and list(d.vars) == ["heading"] and d.vars["heading"].scope == scope


@pytest.mark.parametrize("text", ["Buoys have a chance to sink.", "Buoys have a heading.",
                                  "Each Pilot has a heading that is the way they face."])
def test_a_name_in_lower_case_with_nothing_of_its_keeping_is_not_read(text):
    assert not read(text).vars


@pytest.mark.parametrize("text", [
    "There exists a GNDT stat called “Tally” which determines the number of storms a Pilot has.",
    "Each Pilot has a value called Tally, which represents the number of storms a Pilot has.",
    "Each Pilot has a value called Tally, which is the count of wrecks each Pilot holds."])
def test_a_value_said_to_count_what_each_player_has_is_a_number(text):
    d = read(text)
    assert not d.unread and list(d.vars) == ["Tally"] and fields(d.vars["Tally"], "kind", "scope") == ("int", "player")


@pytest.mark.parametrize("text", [
    "Each Pilot has a Tally, which represents the number of Relics tracked in the GNDT.",
    "Each Pilot has a publicly tracked Pace value, representing the number of hours they take."])
def test_a_count_said_otherwise_than_of_what_a_player_has_is_not_read(text):
    assert not read(text).vars


def test_a_count_said_otherwise_is_no_kind_of_the_head():
    head_only("Each Pilot has a Tally, which denotes the number of wrecks a Pilot has seen.")


def test_a_value_of_things_whose_kinds_a_rule_lists_is_kept_where_said_to_be_tracked():
    listed = "There are several different types of buoy; these are detailed below.\n* Bell Buoy.\n* Whistle Buoy."
    d = read(f"Buoys have a heading that is privately tracked by the Harbourmaster. {listed}")
    assert list(d.vars) == ["heading"] and d.vars["heading"].tracked == "privately"
    d = read(f"Buoys have a Colour. {listed}")  # a value of each kind, fixed by the rule that lists it
    assert not d.vars and any("which the rules list" in u.reason for u in d.unread)


@pytest.mark.parametrize("text, kind", [
    ("Flags are tracked in a column in the GNDT called “Flags” in a comma delimited list.", "list"),
    ("Charts are tracked in a column in the GNDT called “Charts”, as a comma separated list.", "list"),
    ("Cargo is kept in a field of the GNDT called “Cargo”.", "unspecified")])
def test_a_value_named_first_and_again_as_its_column_is_each_players(text, kind):
    d = read(text)
    v, = d.vars.values()
    assert not d.unread and fields(v, "kind", "scope", "tracked") == (kind, "player", "GNDT")


@pytest.mark.parametrize("text", ["Flags are tracked in a column in the GNDT called “Banners”.", "Flags are tracked in the GNDT.",
                                  "Flags are tracked in a column in the GNDT called “Flags”."])
def test_a_plural_kept_in_the_gndt_under_another_name_or_none_is_not_read(text):
    assert not read(text).vars


@pytest.mark.parametrize("lead", ["Every Buoy has the following Readings with integer values from 1 to 9::",
                                  "Every Buoy has the following Readings with integer values from 1 to 9:"])
def test_values_each_thing_has_said_once_for_the_list_after_them(lead):
    d = read(f"{lead}\n* Depth\n* Swell")
    assert not d.unread and list(d.vars) == ["Depth", "Swell"]
    assert {fields(v, "kind", "scope", "minimum", "maximum") for v in d.vars.values()} == {("int", "buoy", 1, 9)}


def test_values_each_thing_has_with_words_not_read_are_listed_never_passed_over():
    d = read("Every Buoy has the following Readings with many odd values:\n* Depth")
    assert not d.vars and len(d.unread) == 1


@pytest.mark.parametrize("text", ["Relics are items from the following list.\n* Bell\n* Lamp",
                                  "Relics are the items on the following list.\n* Bell"])
def test_a_thing_said_to_be_the_items_of_a_list_is_listed_never_passed_over(text):
    d = read(text)
    assert not d.vars and [u.citation.text for u in d.unread][:1] == [text.split("\n")[0]]


@pytest.mark.parametrize("text, name, holder", [
    ("Each Ship in the Harbour has a Mast, which defaults to 3.", "Mast", "Ship"),
    ("Every Cell on the Board has a publicly tracked Colour.", "Colour", "Cell"),
    ("Each Buoy in Long Reach has the following qualities: a Number, a Keeper, and a Lamp.", "Lamp", "Buoy"),
])
def test_the_things_of_a_kind_named_with_the_place_they_are_in_hold_its_fields(text, name, holder):
    d = read(text)
    v = d.vars[name]
    assert v.holder_of == holder and any(n.startswith(f"held by each {holder} ") for n in v.notes)


def test_a_clause_set_apart_by_commas_in_a_list_after_a_colon_is_its_fields():
    d = read("Each Buoy has the following qualities: a Number, a Depth, which must be an integer between 2 and 9 "
             "inclusive, a Keeper, and a Lamp.")
    assert fields(d.vars["Depth"], "kind", "minimum", "maximum") == ("int", 2, 9)
    assert set(d.vars) == {"Number", "Depth", "Keeper", "Lamp"}  # no field named by the clause


@pytest.mark.parametrize("text", [
    "Every non-Drowned Pilot has a Pulse, tracked in the GNDT, which defaults to 3.",
    "Every non-Drowned Pilot have a Pulse, tracked in the GNDT, which defaults to 3.",  # the plural's verb by a slip
])
def test_a_state_in_capitals_after_a_lower_case_non_names_a_subset_of_the_players(text):
    d = read(text)
    assert fields(d.vars["Pulse"], "scope", "tracked", "default") == ("player", "GNDT", 3)
    assert any("non-Drowned" in u.reason for u in d.unread)
    assert "Pulse" not in read("Every non-Drowned Pilot have been given a Pulse.").vars


@pytest.mark.parametrize("text", [
    "The Guild that a Pilot belongs to is tracked in the GNDT in a column called “Guild”.",
    "The Berth which each Pilot occupies is publicly tracked.",
])
def test_a_value_named_by_what_a_player_belongs_to_is_each_players(text):
    d = read(text)
    (v,) = d.vars.values()
    assert v.scope == "player" and v.name in ("Guild", "Berth") and (v.tracked == "GNDT" or v.public)


@pytest.mark.parametrize("text, name, of", [
    ("There is a publicly tracked Manifest which is a list of one or more Crates that defaults to an empty list.", "Manifest", "Crates"),
    ("There is a publicly tracked Wantlist which is either empty or a list of Spare Sails, defaulting to empty.", "Wantlist", "Spare Sails"),
])
def test_a_list_of_one_or_more_things_or_either_empty_or_a_list_reads_what_it_holds(text, name, of):
    d = read(text)
    assert not d.unread
    assert fields(d.vars[name], "kind", "of", "scope", "public", "default") == ("list", of, "global", True, [])


def test_the_things_of_a_tracked_list_of_the_game_are_kept_where_the_list_is():
    d = read("There is a publicly tracked Manifest which is a list of Crates that defaults to an empty list. "
             "Each Crate has a Weight and a Label.")
    assert [fields(d.vars[n], "holder_of", "public") for n in ("Weight", "Label")] == [("Crate", True), ("Crate", True)]
    assert d.vars["Weight"].cited["public"] is d.vars["Manifest"].citation


def test_the_things_a_players_list_names_are_not_kept_where_the_names_are():
    d = read("Each Pilot has zero or more Charms, tracked as a list of Charm names in the GNDT. "
             "Each Charm has a Label and a Power.")
    assert [fields(d.vars[n], "holder_of", "public", "tracked") for n in ("Label", "Power")] == [("Charm", None, None)] * 2


def test_a_count_of_things_named_in_two_words_is_a_list_whose_entries_are_not_guessed():
    d = read("Each Pilot may have one or more Sworn Vows, tracked in the GNDT.")
    v = d.vars["Sworn Vows"]
    assert fields(v, "kind", "of", "scope", "tracked") == ("list", None, "player", "GNDT")
    assert [u.reason for u in d.unread] == ["a count of entries (“one or more”): a condition the model does not hold; "
                                           "what the entries of “Sworn Vows” are is not read"]
    assert read("Each Pilot may have one or more Vows, tracked in the GNDT.").vars["Vows"].of == "Vows"


def test_some_players_named_by_the_role_they_hold_to_a_thing_kept_in_its_own_text():
    d = read("Each charter has a subset of Pilots that are signatories to the charter, written at the foot of the charter.")
    v = d.vars["signatories"]
    assert fields(v, "kind", "of", "scope", "holder_of", "tracked") == ("list", "Pilots", "charter", "Charter", None)
    assert [u.reason for u in d.unread] == ["“written at the foot of the charter”: kept in the text of the charter itself, "
                                           "neither the GNDT nor a wiki page, not read as its tracking"]
    d = read("Each Guild has a group of Pilots who are Elders of the Guild, tracked in the GNDT.")
    assert fields(d.vars["Elders"], "kind", "of", "holder_of", "tracked") == ("list", "Pilots", "Guild", "GNDT")


@pytest.mark.parametrize("text", [
    "Each Dock has a numeric Toll, and every Pilot has a numeric amount of Cargo, both of which are publicly tracked.",
    "Each Dock has a Toll; each Pilot has a Cargo, both defaulting to 0.",
])
def test_a_clause_said_of_both_after_two_declarations_each_with_its_holder_is_said_of_each(text):
    d = read(text)
    toll, cargo = d.vars["Toll"], d.vars["Cargo"]
    assert fields(toll, "scope", "holder_of") == ("dock", "Dock") and cargo.scope == "player"
    if "publicly" in text:
        assert (toll.public, cargo.public) == (True, True)
    else:
        assert (toll.default, cargo.default) == (0, 0)


def test_a_clause_said_of_both_is_cited_as_the_rule_says_it_never_as_rewritten():
    text = "Each Dock has a numeric Toll, and every Pilot has a numeric amount of Cargo, both of which are publicly tracked."
    d = read(text)
    assert d.vars["Toll"].citation.text == text and d.vars["Cargo"].citation.text == text


def test_each_said_with_the_plural_as_a_slip_still_declares_each_players_value():
    v = read("Every Pilots has a ballast, which defaults to 3.").vars["ballast"]
    assert fields(v, "scope", "kind", "default") == ("player", "int", 3)


def test_terms_a_list_defines_for_the_rule_are_listed_never_passed_over():
    d = read("For the purposes of this rule:\n* ‘Donor’ means the Pilot that gives the Crate\n"
             "* “Tide” and “Wind” refer to the numbers written on the Chart")
    assert not d.vars
    assert {u.citation.text for u in d.unread} >= {"‘Donor’ means the Pilot that gives the Crate",
                                                   "“Tide” and “Wind” refer to the numbers written on the Chart"}


def test_things_of_a_kind_said_to_start_with_an_amount_declare_that_value_of_each():
    v = read("Wagons begin with 2 Wheels.").vars["Wheels"]
    assert fields(v, "scope", "holder_of", "kind", "default") == ("wagon", "Wagon", "int", 2)
    fuel = read("Pilots start with 5 Fuel.").vars.get("Fuel")  # the players' own word: never a kind of thing
    assert fuel is None or fuel.scope == "player"


# ---- the head of a declaration read when the words after it are not: declared, the rest listed, its fields unread
@pytest.mark.parametrize("text, name, said", [
    ("Each Pilot has a Lamp, which is a lit region of the “[[HarbourChart]]”.", "Lamp", {}),
    ("Each Pilot has a Rope, which defaults to 2 and is kept in the Harbour table and left blank when the Pilot has no "
     "boat.", "Rope", {"default": 2}),
    ("Each Pilot has a number of Flares (shortened to “Fl” in the tally), a publicly tracked count.", "Flares",
     {"kind": "int"}),
])
def test_a_declarations_head_is_read_and_the_words_after_it_listed(text, name, said):
    d = read(text)
    v = d.vars[name]
    assert all(getattr(v, f) == want for f, want in said.items()), v
    assert v.scope == "player" and v.tracked is None
    assert [u.what for u in d.unread] == ["declaration"] and "after it are not read" in d.unread[0].reason


@pytest.mark.parametrize("text", [
    "Each Pilot has a Mate, which is a Pilot, or vacant (the default).",  # an alternative: the kind is not sure
    "Each Pilot has a Berth, which can equal any Dock.",  # values named elsewhere
    "Each Pilot has a Drift, which is a derived value using the following formula: the sum of their Crates.",
    "Each Pilot has a Chart, which is a grid, at most 6x6, of ‘X’ and ‘O’ characters.",  # no kind of the model
    "Each Pilot has a Wake, which is tracked in the GNDT as Trail and shown as the name of a Dock.",  # named otherwise
    "There exists a wiki page titled “Logbook” (which is part of the Gamestate) with a list of Voyages.",  # a page
    "Each Pilot has a Rank, a Crest, an Oath.",  # a series: the later things may be the Pilot's or the Rank's
])
def test_a_head_is_not_declared_where_the_words_after_may_change_it(text):
    d = read(text)
    assert not d.vars and d.unread, (d.vars, d.unread)


# ---- the net: a value of the game kept in the rule's own text as a line "Name: value", and things said in the plural
# to be strings or numbers: listed as possible declarations, never passed over in silence
@pytest.mark.parametrize("text", [
    "These are the Moorings:\n{{ Bow }}{{ Stern }}\nHarbour Bell: 12 Chimes",
    "Harbour Bell: 40 H.T.",
    "Tide Mark: 7",
    "These Buoys are strings of the format [[X]], where X is a word of the chart.",
])
def test_a_value_kept_in_the_rules_text_or_a_plural_kind_is_listed_never_passed_over(text):
    d = read(text)
    assert not d.vars and d.unread, (d.vars, d.unread)


@pytest.mark.parametrize("text, name", [
    ("Each Pilot has an integer number of Rope points, which defaults to 2.", "Rope"),
    ("Each Pilot has a number of Flare tokens, tracked in the GNDT.", "Flare"),
    ("Each Pilot has a number of Action Points, which defaults to 2.", "Action Points"),  # capitalised: the name's
])
def test_a_unit_in_lower_case_after_a_counts_name_is_no_part_of_it(text, name):
    d = read(text)
    assert not d.unread and list(d.vars) == [name] and d.vars[name].kind == "int"
