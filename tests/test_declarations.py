"""The declaration reader (validators.declarations): a grammar of typed parts, read whole or not at all."""
from __future__ import annotations

from conftest import FIX

from blognomic_tools.models import Rule
from blognomic_tools.parsers import load_ruleset
from blognomic_tools.reading.phrasing import Terms
from blognomic_tools.validators.declarations import read_declarations
from blognomic_tools.validators.schema import extract_schema

TERMS = Terms(player=("Vassal",), players=("Vassals",), emperor=("Sovereign",))


def read(text: str, title: str = "Quarry"):
    return read_declarations([Rule(title=title, level=2, number="2.1", text=text, section="Dynastic Rules")], TERMS)


def test_a_new_combination_of_known_parts_reads_without_new_code():
    d = read("Each Vassal has a quantity of Pebbles, tracked on the Quarry wiki page, which is a non-negative integer, "
             "can range from 0 to 9 and defaults to 4.")
    v = d.vars["Pebbles"]
    assert (v.kind, v.scope, v.minimum, v.maximum, v.default, v.tracked, v.public) == ("int", "player", 0, 9, 4, "wiki page", True)
    assert "tracked on “Quarry”" in v.notes and not d.unread


def test_a_sentence_not_read_whole_declares_only_its_head_and_says_which_words():
    d = read("Each Vassal has an amount of Gravel, which doubles at dawn and defaults to 3.")
    assert [(v.name, v.kind, v.default) for v in d.vars.values()] == [("Gravel", "int", None)]
    (u,) = d.unread
    assert u.what == "declaration" and "doubles at dawn" in u.reason
    assert u.citation.text == "Each Vassal has an amount of Gravel, which doubles at dawn and defaults to 3."


def test_a_later_sentence_gives_a_field_and_is_cited_for_it():
    d = read("Each Vassal has an amount of Slate, which is publicly tracked. A Vassal’s Slate can not surpass 40. "
             "New Vassals start with 6 Slate.")
    v = d.vars["Slate"]
    assert (v.maximum, v.default) == (40, 6)
    assert v.cited["maximum"].text == "A Vassal’s Slate can not surpass 40."
    assert v.cited["default"].text == "New Vassals start with 6 Slate."
    assert v.citation.text == "Each Vassal has an amount of Slate, which is publicly tracked."


def test_a_default_outside_its_bounds_is_not_read():
    d = read("Each Vassal has a number named Tithe, tracked in the GNDT. Tithe must be a positive integer and defaults to zero for new Vassals.")
    v = d.vars["Tithe"]
    assert (v.minimum, v.default) == (None, None)  # the second sentence contradicts itself: nothing taken from it
    assert any("outside its bounds" in u.reason for u in d.unread)


def test_a_default_that_is_not_one_of_the_values_is_not_read():
    d = read("Each Vassal has a Banner, which is publicly tracked, which may be either Red or Blue, and which defaults to Green.")
    assert not d.vars and "not one of its values" in d.unread[0].reason


def test_a_column_named_otherwise_keeps_the_declared_name_with_a_note():
    d = read("Each Vassal has an amount of Population Cheer, tracked in the GNDT in the column “Cheer”.")
    v = d.vars["Population Cheer"]
    assert v.tracked == "GNDT" and "tracked in the column “Cheer”" in v.notes


def test_a_described_variable_is_named_by_the_next_sentence():
    d = read("Each Vassal, with the possible exception of the Sovereign, shares a tent with one other Vassal. "
             "This is tracked in the Tentmate column of the GNDT.")
    v = d.vars["Tentmate"]
    assert (v.kind, v.name_rules, v.tracked) == ("name", ["not themself"], "GNDT")
    assert v.cited["kind"].text.startswith("Each Vassal, with the possible exception of the Sovereign, shares a tent")


def test_a_number_that_may_be_negative_has_no_appendix_minimum(tmp_path):
    text = (FIX / "ruleset-205.wiki").read_text(encoding="utf-8")
    rule = ("== Chill ==\nEach Operator has a publicly tracked integer amount of Chill which may be negative and defaults to 3.\n\n")
    path = tmp_path / "Ruleset.wiki"
    path.write_text(text.replace("== Standardised Rule Books ==", rule + "== Standardised Rule Books ==", 1), encoding="utf-8")
    schema = extract_schema(load_ruleset(path))
    chill, mist = schema.vars["Chill"], schema.vars["Red Mist"]
    assert (chill.kind, chill.default, chill.minimum) == ("int", 3, None) and "may be negative" in chill.notes
    assert mist.minimum == 0 and mist.cited["minimum"].rule == "Numbers and Variables"
