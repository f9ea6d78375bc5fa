"""The dynastic actions read from the rules: the four Rulesets' hand-written lists, and the parts of the grammar."""
from __future__ import annotations

import dataclasses

import pytest

from blognomic_tools.parsers import load_ruleset
from blognomic_tools.reading.phrasing import Terms
from blognomic_tools.validators.actions import read_rule_text
from blognomic_tools.validators.model import SILENT, VarSpec
from blognomic_tools.validators.schema import extract_schema
from blognomic_tools.views.actions import actions_data, actions_lines

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TERMS = Terms(player=("Vassal", "Player"), players=("Vassals", "Players"), emperor=("Sovereign", "Emperor"))


def _corpus_actions():
    import corpus_actions  # bench/, on the path from conftest

    return corpus_actions


@pytest.mark.parametrize("name", ["ruleset-070.wiki", "ruleset-2024-02-24.wiki", "ruleset-205.wiki", "ruleset-209.wiki"])
def test_the_actions_a_careful_player_checks_are_read(name):
    results, actions, c = _corpus_actions().ruleset_results(name)
    total = sum(c.values())
    wrong = [(r["expected"].get("sentence") or r["expected"].get("name"), r["verdicts"]) for r in results if "wrong" in r["verdicts"].values()]
    assert not wrong, wrong
    assert c["right"] >= 0.9 * total, c
    assert all(a.citation and a.citation.text for a in actions)


def test_a_weekly_set_is_read_with_its_sentence():
    schema = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / "ruleset-070.wiki"))
    (a,) = [a for a in schema.actions if a.effects and a.effects[0].variable == "Time"]
    assert (a.kind, a.who, a.effects[0].op, a.effects[0].amount) == ("weekly", "player", "set", 7)
    assert a.citation.rule == "Pacing" and a.citation.text == "As a weekly action, each Apprentice may set their Time to 7."


def test_income_and_its_variable_are_matched_to_the_declared_money():
    schema = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / "ruleset-205.wiki"))
    assert any(a.kind == "weekly communal" and a.who == "player or emperor" for a in schema.actions_on("Money"))
    stipend = [a for a in schema.actions if "award themselves" in a.citation.text]
    assert stipend[0].effects[0].variable == "Money" and stipend[0].effects[0].amount == 1000  # "₩1,000": the declared money


def test_a_transfer_is_one_effect_from_the_actor_to_another():
    text = "As a Daily Action, a Vassal may decrease their own Gold by 2 and increase the Gold of another Vassal by 2."
    (a,), unread = read_rule_text(text, TERMS, [VarSpec("Gold", "int")])
    assert not unread and a.kind == "daily"
    (e,) = a.effects
    assert (e.variable, e.op, e.amount, e.whose, e.to) == ("Gold", "transfer", 2, "own", "another")


def test_a_transfer_whose_halves_differ_is_not_read_as_one():
    text = "As a Daily Action, a Vassal may decrease their own Gold by 2 and increase the Gold of another Vassal by 3."
    (a,), _ = read_rule_text(text, TERMS, [VarSpec("Gold", "int")])
    assert all(e.op != "transfer" for e in a.effects)


def test_a_cost_and_a_condition():
    text = "Once per day, a Vassal may spend 3 Wood to gain 1 Stone, provided that their Stone is at most 4."
    (a,), _ = read_rule_text(text, TERMS, ["Wood", "Stone"])
    assert (a.kind, a.frequency) == ("once per day", "once per day")
    assert [(c.variable, c.op, c.amount) for c in a.costs] == [("Wood", "lose", 3)]
    assert [(e.variable, e.op, e.amount) for e in a.effects] == [("Stone", "gain", 1)]
    assert a.conditions == ["their Stone is at most 4"]


def test_a_sentence_that_looks_like_an_action_and_is_not_read_is_listed_with_its_reason():
    text = "Once created, they may amend the Wall at any time."  # whom "they" stands for is not said
    actions, unread = read_rule_text(text, TERMS, [])
    assert actions == [] and len(unread) == 1
    assert unread[0].what == "action" and unread[0].citation.text == text and unread[0].reason


def test_an_undeclared_lower_case_word_is_not_taken_for_a_variable():
    (a,), _ = read_rule_text("At any time, a Vassal may increase their luck by 2.", TERMS, [])
    assert a.effects == [] and a.unread == ["effects: increase their luck by 2"]


def test_a_prohibition_is_not_an_action():
    actions, unread = read_rule_text("A Vassal may not increase their Gold by 2.", TERMS, ["Gold"])
    assert actions == [] and [u.what for u in unread] == ["limit"]  # listed as a limit not checked, never an action


def test_the_view_renders_actions_and_what_was_not_read():
    schema = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki"))
    lines = actions_lines(schema.actions, schema.unread)
    assert "Build — any time, by player" in lines
    assert "  costs: Material -1 (per each Material listed in the Structure's Cost)" in lines
    data = actions_data(schema.actions, schema.unread)
    build = [a for a in data["actions"] if a["name"] == "Build"][0]
    assert build["citation"]["rule"] == "Structures" and build["effects"][0]["op"] == "add item"


def test_an_expected_unread_frequency_listed_as_not_read_is_judged_right():
    # the bench's rule for every field: an expected-unread field the reader lists as not read is right; one neither
    # read nor listed is refused; one read is wrong
    judge = _corpus_actions().judge_field
    (listed,), _ = read_rule_text("The Sovereign may, once per Tide, gain 1 Gold.", TERMS, [VarSpec("Gold", "int")])
    (silent,), _ = read_rule_text("The Sovereign may gain 1 Gold.", TERMS, [VarSpec("Gold", "int")])
    (said,), _ = read_rule_text("Once per week, the Sovereign may gain 1 Gold.", TERMS, [VarSpec("Gold", "int")])
    expected = {"unread": "once per Tide, a period of the dynasty"}
    assert [judge("frequency", expected, a) for a in (listed, silent, said)] == ["right", "refused", "wrong"]


def test_a_doer_is_judged_without_its_case_and_nothing_else_so():
    # "Admin" and the reader's "admin" are the same role; a doer of another name is not
    judge = _corpus_actions().judge_field
    (a,), _ = read_rule_text("Any Admin may gain 1 Gold.", TERMS, [VarSpec("Gold", "int")])
    assert a.who == "admin"
    assert [judge("who", w, a) for w in ("Admin", "admin", "Abbot")] == ["right", "right", "wrong"]


def test_an_expected_action_listed_as_a_step_not_read_of_another_is_refused_not_missed():
    # the reader keeps a step it cannot read in its action's notes ("step: …"); an expectation that counts that step
    # as an action of its own finds it listed there: refused, as any sentence listed as not read is
    judge = _corpus_actions().judge
    text = ("Once per day, a Vassal may take a Turn, by carrying out the following atomic action:\n\n"
            "* Select one Shrine, which may include their own, to be their Focus this turn.\n* Gain 1 Faith.")
    actions, unread = read_rule_text(text, TERMS, [VarSpec("Faith", "int")])
    assert any(u.startswith("step: Select one Shrine") for a in actions for u in a.unread)
    # cited by its lead alone, as a Turn whose steps hold lists of their own is (round 60)
    actions = [dataclasses.replace(a, citation=dataclasses.replace(a.citation, text=text.split("\n")[0])) for a in actions]
    step = {"sentence": "Select one Shrine, which may include their own, to be their Focus this turn", "who": "player", "effects": {"unread": "a choice"}}
    elsewhere = dict(step, sentence="Light every Candle of their Focus")
    (listed,), _ = judge([step], actions, unread)
    (missed,), _ = judge([elsewhere], actions, unread)
    assert set(listed["verdicts"].values()) == {"refused"} and set(missed["verdicts"].values()) == {"wrong"}


def test_an_action_belongs_to_the_longest_expected_sentence_it_says():
    # a label line ("Dizzy Lamp") repeated in its Effect's sentence: the action read in the Effect is that sentence's,
    # not the label's, which stays a sentence listed as not read
    judge = _corpus_actions().judge
    text = "Dizzy Lamp\n\nThe Vassal who lights Dizzy Lamp must gain 1 Faith."
    actions, unread = read_rule_text(text, TERMS, [VarSpec("Faith", "int")])
    label = {"sentence": "Dizzy Lamp", "unread": "a label"}
    effect = {"sentence": "The Vassal who lights Dizzy Lamp must gain 1 Faith", "who": "player", "conditions": 1,
              "effects": [{"variable": "Faith", "op": "gain", "amount": 1}]}
    results, extra = judge([label, effect], actions, unread)
    assert results[0]["got"] is None and results[1]["got"] is actions[0] and not extra
    assert set(results[1]["verdicts"].values()) == {"right"}


def test_a_sentence_in_which_nothing_was_read_is_listed_as_such():
    # silence is never taken for reading: a sentence of the rule that grants nothing the reader read, and that is
    # neither an action nor a listed limit, is listed with its sentence; the action's own sentence is not
    text = ("Once per day, a Vassal may gain 1 Gold.\n\n"
            "The Lighthouse glows brighter whenever the tide turns against the Harbour Guild.")
    actions, unread = read_rule_text(text, TERMS, [VarSpec("Gold", "int")])
    silent = [u for u in unread if u.what == SILENT]
    assert [a.effects[0].variable for a in actions] == ["Gold"]
    assert [u.citation.text.rstrip(".") for u in silent] == [
        "The Lighthouse glows brighter whenever the tide turns against the Harbour Guild"]
    data = actions_data(actions, unread)
    assert [s["text"].startswith("The Lighthouse") for s in data["silent_sentences"]] == [True]
    assert actions_lines(actions, unread)[-1].startswith("and 1 sentence of the dynastic rules in which no action")


def test_a_declaration_the_schema_read_is_not_listed_again_as_a_silent_sentence():
    schema = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / "ruleset-070.wiki"))
    silent = [u.citation.text for u in schema.unread if u.what == SILENT]
    declared = [v.citation.text for v in schema.vars.values() if v.citation]
    assert silent, "Ruleset 70 has sentences in which no action is read"
    assert not [t for t in silent if any(t.strip(" .") in d for d in declared)]
