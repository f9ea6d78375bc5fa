"""Locator paths: a place in a rule said as composed steps ("the first sentence of the second paragraph of the
“X” section of rule 14"), read by the proposal reader from the one part LOC_STEP and applied to the wikitext
by enactment.places. Every combination of known steps reads without a form of its own."""
from __future__ import annotations

from pathlib import Path

import pytest

from blognomic_tools.enactment.places import PlaceError, resolve
from blognomic_tools.enactment.ruleset import apply_to_ruleset
from blognomic_tools.parsers.proposal import read_instructions
from blognomic_tools.reading.places import Anchor, Heading, Item, List, Paragraph, Place, Sentence

ROOT = Path(__file__).resolve().parent.parent
MINI = (ROOT / "fixtures" / "enactment" / "ruleset-mini.wiki").read_text()

BODY = ("Each Wanderer may cast one vote. A vote of FOR is counted as FOR.\n\n"
        "'''Muster''': The Keeper counts the Wanderers. Then the Keeper rests.\n\n"
        "Second part of the muster. It has two sentences.\n\n"
        "'''Camp''': Wanderers sleep.\n\n"
        "* Lanterns are lit.\n* Oil is spent.\n** Only lamp oil.\n* Roads are swept.")


def one(html: str):
    got = [i for i in read_instructions(html) if i.kind != "commentary"]
    assert len(got) == 1, [(i.kind, i.sentence, i.reason) for i in got]
    return got[0]


@pytest.mark.parametrize("line, kind, where", [
    ("To the end of the first paragraph of the rule “Votes”, add:", "append_text", "paragraph:1"),
    ("Append the following to the second paragraph of “Votes”:", "append_text", "paragraph:2"),
    ("After the first sentence of the second paragraph of the “Muster” section of rule 14, add:", "append_text",
     "heading:Muster > paragraph:2 > sentence:1"),
    ("Before the third bullet point of the rule “Votes”, add:", "prepend_text", "item:3"),
    ("Amend the rule “Votes” by appending the following list item to the sole list:", "append_text", "list:sole"),
    ("In the rule “Votes”, change the paragraph beginning “Second part” to:", "replace_text", "paragraph beginning:Second part"),
    ("Replace the item that begins with “Oil is” in the rule “Votes” with:", "replace_text", "item beginning:Oil is"),
    ("Set the content of the “Camp” step of the rule “Votes” to be:", "replace_text", "heading:Camp"),
    ("In the rule “Votes”, after the text “one vote” in the last paragraph, add:", None, None),
])
def test_a_place_is_read_as_its_steps(line, kind, where):
    ins = one(f"<p>{line}</p><blockquote>New words here.</blockquote>")
    if kind is None:  # a step after the anchor is not a form the reader knows: refused, not guessed
        assert ins.kind == "not_understood"
        return
    assert (ins.kind, str(ins.where), ins.text) == (kind, where, "New words here.")
    assert ins.rule in ("Votes", "Rule 14")


def test_a_removal_at_a_place_and_a_sentence_in_a_subsection():
    ins = one("<p>Remove the second bullet point of the rule “Votes”.</p>")
    assert (ins.kind, ins.rule, ins.where.steps, ins.text) == ("replace_text", "Votes", (Item("2"),), "")
    ins = one("<p>In the rule “Votes”, in the first paragraph, replace “one” with “two”.</p>")
    assert (ins.kind, ins.rule, ins.where.steps, ins.old, ins.text) == ("replace_text", "Votes", (Paragraph("1"),), "one", "two")  # the rule, then the place in it
    ins = one("<p>In the rule “Votes”, in the first paragraph, in the second sentence, replace “one” with “two”.</p>")
    assert ins.kind == "not_understood"  # a place said in pieces over and over is not guessed


@pytest.mark.parametrize("steps, text", [
    ([Paragraph("1")], "Each Wanderer may cast one vote. A vote of FOR is counted as FOR."),
    ([Paragraph("1"), Sentence("2")], "A vote of FOR is counted as FOR."),
    ([Paragraph("1"), Sentence("last")], "A vote of FOR is counted as FOR."),
    ([Heading("Muster")], "'''Muster''': The Keeper counts the Wanderers. Then the Keeper rests.\n\n"
                          "Second part of the muster. It has two sentences."),
    ([Heading("Muster"), Paragraph("2"), Sentence("1")], "Second part of the muster."),
    ([Paragraph(beginning="Second part"), Sentence(ending="two sentences")], "It has two sentences."),
    ([List("sole")], "* Lanterns are lit.\n* Oil is spent.\n** Only lamp oil.\n* Roads are swept."),
    ([Item("2")], "* Oil is spent.\n** Only lamp oil."),
    ([Item(beginning="Roads")], "* Roads are swept."),
    ([List("sole"), Item("last")], "* Roads are swept."),
])
def test_steps_resolve_to_one_span(steps, text):
    sp = resolve(BODY, steps)
    assert BODY[sp.start:sp.end] == text


@pytest.mark.parametrize("steps, why", [
    ([Paragraph("9")], "has 5 paragraphs, not 9"),
    ([Paragraph("5")], "is a list or a table"),
    ([List("2")], "has 1 list, not 2"),
    ([Item(beginning="Nothing")], "no item"),
    ([Heading("Nowhere")], "labelled"),
    ([Anchor("one vote"), Sentence("1")], "cannot read the place"),  # an anchor narrows no part
])
def test_a_place_that_is_not_one_place_is_refused_with_its_reason(steps, why):
    with pytest.raises(PlaceError, match=why):
        resolve(BODY, steps)


def test_words_that_begin_two_places_are_refused():
    with pytest.raises(PlaceError, match="2 sentences of rule"):
        resolve("A cat sits. A cat naps. Acorns fall.", [Sentence(beginning="A cat")])
    assert resolve("A cat sits. Acorns fall.", [Sentence(beginning="A")]).end == len("A cat sits.")  # whole words


def test_paths_applied_to_the_ruleset():
    html = ("<p>Amend the rule “Votes” by appending the following list item to the sole list:</p>"
            "<blockquote>A Wanderer may not vote twice.</blockquote>"
            "<p>To the end of the first paragraph of the rule “Lanterns”, add:</p>"
            "<blockquote>Lanterns glow.</blockquote>"
            "<p>Remove the first bullet point of the rule “Votes”.</p>"
            "<p>In the rule “Ruleset and Gamestate”, replace the first sentence of the second paragraph with:</p>"
            "<blockquote>Only the Ruleset may alter the Ruleset.</blockquote>")
    ins = read_instructions(html)
    assert [i.kind for i in ins] == ["append_text", "append_text", "replace_text", "replace_text"]
    assert ins[3].where.steps == (Paragraph("2"), Sentence("1")) and ins[3].old is None
    r = apply_to_ruleset(MINI, ins, source="ruleset-mini.wiki")
    assert [i.status for i in ins] == ["applied"] * 4, [i.reason for i in ins]
    want = MINI.replace("* A Wanderer may change their vote.\n* A Wanderer's vote is the last voting icon they used.",
                        "* A Wanderer's vote is the last voting icon they used.\n* A Wanderer may not vote twice.")
    want = want.replace("defaults to 2.\n", "defaults to 2. Lanterns glow.\n")
    want = want.replace("The Ruleset and Gamestate can only be altered in manners specified by the Ruleset.",
                        "Only the Ruleset may alter the Ruleset.")
    assert r.new == want


def test_house_style_when_text_is_replaced_or_removed():
    from blognomic_tools.models import Instruction
    ins = [Instruction(kind="replace_text", sentence="s", rule="Lanterns", old="defaults to 2", text="defaults to 3."),
           Instruction(kind="replace_text", sentence="s", rule="Votes", old="A Wanderer may change their vote.", text="")]
    r = apply_to_ruleset(MINI, ins, source="ruleset-mini.wiki")
    assert [i.status for i in ins] == ["applied", "applied"], [i.reason for i in ins]
    assert "defaults to 3.\n" in r.new and "defaults to 3.." not in r.new  # one full stop
    assert "FOR, and a vote of AGAINST is counted as AGAINST.\n\n* A Wanderer's vote is the last voting icon they used.\n" in r.new


def test_an_insertion_naming_no_rule_goes_where_its_words_are_once():
    from blognomic_tools.models import Instruction
    ins = Instruction(kind="insert_text", sentence="s", where=Place.of(Anchor("spend one Oil")), text="(or two Wax)")
    r = apply_to_ruleset(MINI, [ins], source="ruleset-mini.wiki")
    assert ins.status == "applied" and "spend one Oil (or two Wax) to gain" in r.new
    twice = Instruction(kind="insert_text", sentence="s", where=Place.of(Anchor("Wanderer may")), text="really")
    apply_to_ruleset(MINI, [twice], source="ruleset-mini.wiki")
    assert twice.status == "not applied" and "rules" in twice.reason and "no rule was named" in twice.reason


def test_a_paragraph_added_after_a_part_is_a_paragraph_of_its_own():
    html = ("<p>After the bulleted list in the rule “Votes”, add the following (unbulleted) paragraph:</p>"
            "<blockquote>Votes may not be sold.</blockquote>"
            "<p>In the rule “Ruleset and Gamestate”, insert the following as the second paragraph:</p>"
            "<blockquote>The Keeper keeps the Ruleset.</blockquote>")
    ins = read_instructions(html)
    assert [(i.kind, str(i.where)) for i in ins] == [("append_text", "list:sole > as:paragraph"), ("append_text", "paragraph:1 > as:paragraph")]
    assert [(i.where.steps, i.where.own_paragraph) for i in ins] == [((List("sole"),), True), ((Paragraph("1"),), True)]
    r = apply_to_ruleset(MINI, ins, source="ruleset-mini.wiki")
    assert [i.status for i in ins] == ["applied"] * 2, [i.reason for i in ins]
    want = MINI.replace("* A Wanderer's vote is the last voting icon they used.\n",
                        "* A Wanderer's vote is the last voting icon they used.\n\nVotes may not be sold.\n", 1)
    want = want.replace("the Special Case Rules and the Appendix.\n\n",
                        "the Special Case Rules and the Appendix.\n\nThe Keeper keeps the Ruleset.\n\n", 1)
    assert r.new == want  # not a list item, not a sentence joined to the paragraph before


@pytest.mark.parametrize("line, rule, where", [
    ("In the rule “Lanterns”, add the following after “a Lantern count > 5”:", "Lanterns", "after:a Lantern count > 5"),
    ("In the second paragraph of the rule “Lanterns”, add the following after “a Lantern count > 5”:", "Lanterns",
     "paragraph:2 > after:a Lantern count > 5"),
    ("Add the following after “a Lantern count > 5”:", None, "after:a Lantern count > 5"),
])
def test_an_anchor_holding_the_mark_between_steps_is_one_anchor(line, rule, where):
    # the words quoted hold " > ", the mark the place's text form puts between its steps: they are one anchor,
    # found and enacted whole
    ruleset = MINI.replace("A Wanderer with no Lanterns is “Lost”.", "A Wanderer with no Lanterns is “Lost”, and one with a Lantern count > 5 is “Bright”.")
    ins = one(f"<p>{line}</p><blockquote>(counted at dawn)</blockquote>")
    assert (ins.kind, ins.rule, str(ins.where)) == ("insert_text", rule, where)
    r = apply_to_ruleset(ruleset, [ins], source="ruleset-mini.wiki")
    assert ins.status == "applied", ins.reason
    assert "one with a Lantern count > 5 (counted at dawn) is “Bright”." in r.new


def test_a_part_named_by_words_holding_the_mark_between_steps_is_one_step():
    ruleset = MINI.replace("A Wanderer with no Lanterns is “Lost”.", "A Wanderer with a Lantern count > 5 is “Bright”.")
    ins = one("<p>In the rule “Lanterns”, change the paragraph beginning “A Wanderer with a Lantern count > 5” to:</p>"
              "<blockquote>A Wanderer with a Lantern count of 5 or more is “Bright”.</blockquote>")
    assert (ins.kind, ins.rule, str(ins.where)) == ("replace_text", "Lanterns", "paragraph beginning:A Wanderer with a Lantern count > 5")
    r = apply_to_ruleset(ruleset, [ins], source="ruleset-mini.wiki")
    assert ins.status == "applied", ins.reason
    assert r.new == MINI.replace("A Wanderer with no Lanterns is “Lost”.", "A Wanderer with a Lantern count of 5 or more is “Bright”.")


def test_every_step_the_wordings_name_is_a_step_of_a_place():
    from blognomic_tools.phrasings.slots import SLOTS
    from blognomic_tools.reading.places import step_named
    for alt in SLOTS["LOC_STEP"]["one_of"]:
        kind, _, arg = alt["step"].partition(":")
        assert str(step_named(kind, "X")) == f"{kind}:X"
