"""The one reader of numbers: every reader of the project takes numbers, ordinals, fractions, months, counts and
amounts from reading.numbers, so these are read the same everywhere."""
from __future__ import annotations

from fractions import Fraction

import pytest

from blognomic_tools.reading.numbers import (Unreadable, fraction_text, month_number, ordinal_number, read_amount, read_fraction,
                                             read_number, read_small_number)


@pytest.mark.parametrize("text,n", [("12", 12), ("twelve", 12), ("forty-eight", 48), ("seventy-two", 72), ("ninety-nine", 99), ("a", 1)])
def test_numbers_in_digits_or_words(text, n):
    assert read_number(text) == n


@pytest.mark.parametrize("text", ["eleventy", "12345678", "ten-ten"])
def test_a_number_no_rule_could_mean_is_unreadable(text):
    with pytest.raises(Unreadable):
        read_number(text)


@pytest.mark.parametrize("text,f", [("half", Fraction(1, 2)), ("two thirds", Fraction(2, 3)), ("3/4", Fraction(3, 4)), ("50%", Fraction(1, 2))])
def test_fractions(text, f):
    assert read_fraction(text) == f


def test_fraction_slot_text():
    assert fraction_text("2/3rds") == "2/3" and fraction_text("three quarters") == "3/4"


@pytest.mark.parametrize("name,n", [("February", 2), ("feb", 2), ("Feb.", 2), ("Sept", 9), ("MAY", 5), ("December", 12)])
def test_months_in_full_or_abbreviated(name, n):
    assert month_number(name) == n


@pytest.mark.parametrize("name", ["Ja", "Febr x", "Smarch", ""])
def test_what_is_no_month(name):
    assert month_number(name) is None


@pytest.mark.parametrize("word,n", [("first", 1), ("Third", 3), ("seventh", 7), ("12th", 12), ("2nd", 2), ("last", "last"), ("final", "last"), ("other", None)])
def test_ordinals(word, n):
    assert ordinal_number(word) == n


@pytest.mark.parametrize("text,n", [("12", 12), ("-3", -3), ("1,200", 1200), ("₩40", 40), ("15%", 15), ("twelve", None), ("1.5", None)])
def test_amounts_as_the_gamestate_writes_them(text, n):
    assert read_amount(text) == n


@pytest.mark.parametrize("text,n", [("none", 0), ("three", 3), ("10", 10), ("£5", 5), ("eleven", None)])
def test_small_numbers_as_declarations_state_them(text, n):
    assert read_small_number(text) == n


def test_money_written_with_no_cents_is_a_whole_amount_and_nothing_else_is():
    from blognomic_tools.reading.numbers import read_amount, without_zero_cents
    assert [read_amount(t) for t in ("$35.00", "-£3.0", "₩1,200.00")] == [35, -3, 1200]
    assert [read_amount(t) for t in ("35.00", "$35.50", "2.5")] == [None, None, None]  # no sign, or cents: no amount
    assert without_zero_cents("Gold 3.00") == "Gold 3.00"


def test_a_words_s_ending_one_rule_for_nouns_and_verbs():
    from blognomic_tools.reading.text import without_s
    assert [without_s(w) for w in ("duties", "Boxes", "Ploys", "marches", "Glass", "Heroes")] == \
        ["duty", "Box", "Ploy", "march", "Glass", "Hero"]
