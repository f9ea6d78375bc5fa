"""The reader's safety rules, each on the forms real posts have:

- a line whose main clause orders an edit of the Ruleset is never commentary: it is read, or not_understood;
- a remark is a condition only when it governs an instruction;
- added text follows house style (no wrapping quotation marks; the author's list after the quote is not rule text);
- a line broken by <br> or by a newline of the source where a space stands reads as one line;
- a condition on the whole proposal governs every instruction.
"""
from __future__ import annotations

import pytest

from blognomic_tools.models import Post
from blognomic_tools.enactment import decide_conditions
from blognomic_tools.parsers.proposal import read_instructions


def kinds(html: str) -> list[str]:
    return [i.kind for i in read_instructions(html)]


@pytest.mark.parametrize("line", [
    "To the end of the first paragraph of the rule “Lanterns”, add:",
    "Throughout the Dynastic ruleset, change all instances of the word “Lantern” to “Lamp”.",
    "After the first sentence of the second paragraph of the “Muster” section of rule 14, add:",
    "In the rule “Lanterns”, under the heading “Oil”, add:",
    "For the rule “Lanterns”, please rewrite it entirely:",
])
def test_an_order_after_a_place_phrase_is_never_commentary(line):
    got = read_instructions(f"<p>{line}</p><blockquote>Lamps glow.</blockquote>")
    assert got[0].kind != "commentary", (line, got[0].kind)
    assert got[0].kind == "not_understood" or got[0].text or got[0].kind == "replace_text"


@pytest.mark.parametrize("remark", [
    "If this passes, I will update the tracker.",
    "Should this pass, expect more Lanterns.",
    "If you disagree, vote against it.",
])
def test_a_remark_starting_with_if_or_should_is_commentary(remark):
    got = read_instructions(f"<p>Repeal the rule “Oil”.</p><p>{remark}</p>")
    assert [i.kind for i in got] == ["repeal_rule", "commentary"]


def test_an_if_block_that_governs_nothing_is_a_remark():
    got = read_instructions("<p>If anyone objects:</p><p>I am happy to change it.</p><p>Repeal the rule “Oil”.</p>")
    assert [i.kind for i in got] == ["commentary", "repeal_rule"]
    got = read_instructions("<p>If Proposal: Oil Shortage has passed:</p><p>Repeal the rule “Oil”.</p>")
    assert [i.kind for i in got] == ["conditional"] and got[0].children[0].kind == "repeal_rule"


def test_a_sentence_in_quotation_marks_is_added_without_them():
    got = read_instructions("<p>Add the following to the end of the rule “Oil”:</p><blockquote>“Oil is sticky.”</blockquote>")
    assert got[0].text == "Oil is sticky."
    got = read_instructions("<p>Add the following to the end of the rule “Oil”:</p><blockquote>“Oil is sticky”.</blockquote>")
    assert got[0].text == "Oil is sticky."
    got = read_instructions("<p>Add the following to the end of the rule “Oil”:</p><blockquote>A “Drum” holds Oil.</blockquote>")
    assert got[0].text == "A “Drum” holds Oil."  # quotation marks inside the text stay


def test_the_authors_list_after_the_quoted_text_is_not_rule_text():
    html = ("<p>Create a new rule called “Drums”:</p><blockquote>A Drum holds 3 Oil.</blockquote>"
            "<ul><li>Pro: more Oil</li><li>Con: heavier</li></ul>")
    got = read_instructions(html)
    assert [(i.kind, i.text) for i in got] == [("add_rule", "A Drum holds 3 Oil."), ("commentary", None)]


@pytest.mark.parametrize("html", [
    "<p>Create a new rule called “Drums”, with the<br />following text:</p><blockquote>A Drum holds 3 Oil.</blockquote>",
    "<p>Create a new rule called “Drums”, with the\nfollowing text:</p><blockquote>A Drum holds 3 Oil.</blockquote>",
    "<p>Create a new rule called<br />“Drums”, with the following text:</p><blockquote>A Drum holds 3 Oil.</blockquote>",
])
def test_a_broken_line_reads_as_one(html):
    got = read_instructions(html)
    assert [(i.kind, i.title, i.text) for i in got] == [("add_rule", "Drums", "A Drum holds 3 Oil.")]


def test_blogger_lines_are_not_joined():
    html = "<p>Repeal Rule 5<br />Add a new rule called “Drums”:<br />A Drum holds 3 Oil.<br /><br />Repeal Rule 6</p>"
    got = read_instructions(html)
    assert [(i.kind, i.rule or i.title) for i in got] == [("repeal_rule", "Rule 5"), ("add_rule", "Drums"), ("repeal_rule", "Rule 6")]
    assert got[1].text == "A Drum holds 3 Oil."


def test_a_condition_on_the_whole_proposal_governs_every_instruction():
    html = ("<p>If Proposal: Oil Shortage failed, this proposal does nothing.</p>"
            "<p>Repeal the rule “Oil”.</p><p>In the rule “Drums”, replace “3 Oil” with “4 Oil”.</p><p>Oil is overrated.</p>")
    got = read_instructions(html)
    assert [i.kind for i in got] == ["conditional", "commentary"]
    assert got[0].condition == "Unless Proposal: Oil Shortage failed"
    assert [c.kind for c in got[0].children] == ["repeal_rule", "replace_text"]
    failed = Post(url="https://blognomic.com/archive/oil_shortage", slug="oil_shortage", kind="proposal", title="Proposal: Oil Shortage",
                  subject="Oil Shortage", tags=[], author="Amber", posted_at=None, status="failed")
    decide_conditions(got, [failed])
    assert got[0].condition_met is False
    got = read_instructions(html)
    failed.status = "enacted"
    decide_conditions(got, [failed])
    assert got[0].condition_met is True


def test_several_rules_repealed_at_once():
    got = read_instructions("<p>Repeal the “Oil” and “Drums” rules.</p><p>Repeal the rules “Lamps”, “Wicks” and “Soot”.</p>")
    assert [(i.kind, i.rule) for i in got] == [("repeal_rule", "Oil"), ("repeal_rule", "Drums"), ("repeal_rule", "Lamps"),
                                               ("repeal_rule", "Wicks"), ("repeal_rule", "Soot")]


def test_a_numbered_rule_with_its_title_after_a_colon():
    got = read_instructions("<p>Repeal Rule 11: Karma.</p>")
    assert [(i.kind, i.rule) for i in got] == [("repeal_rule", "Rule 11 (Karma)")]


def _post(slug: str, title: str, status: str) -> Post:
    return Post(url=f"https://blognomic.com/archive/{slug}", slug=slug, kind="proposal", title=title, subject=title,
                tags=[], author="Amber", posted_at=None, status=status)


def test_a_condition_naming_a_matter_by_its_address_and_its_other_branch_are_decided():
    html = ("<p>If https://blognomic.com/archive/stone_bridges has passed:</p><p>Repeal the rule “Fords”.</p>"
            "<p>If it did not pass:</p><p>In the rule “Fords”, replace “one Vassal” with “two Vassals”.</p>")
    for status, met in (("enacted", [True, False]), ("failed", [False, True]), ("pending", [None, None])):
        got = read_instructions(html)
        decide_conditions(got, [_post("stone_bridges", "Proposal: Stone Bridges", status)])
        assert [c.condition_met for c in got if c.kind == "conditional"] == met, status


def test_an_instruction_in_brackets_is_read_and_a_remark_in_brackets_is_not():
    got = read_instructions("<p>[Repeal Rule 5]</p><p>[ Rule 5 never worked. ]</p><p>[Change of heart: I like Rule 6.]</p>")
    assert [(i.kind, i.rule) for i in got] == [("repeal_rule", "Rule 5"), ("commentary", None)]


def test_an_order_said_in_the_passive_keeps_its_text_and_is_refused():
    html = ("<p>This is for both Guilds. If it passes, it will be included in the OWL ruleset under the title, “Lamps,”"
            " and in the BAT ruleset as “Wicks”</p>"
            "<p>1. Each Keeper holds one Lamp.</p><p>2. If a Keeper loses their Lamp, they lose 10 Coin.</p>"
            "<p>Let us light the way together.</p>")
    got = read_instructions(html)
    assert [i.kind for i in got] == ["commentary", "not_understood", "commentary"]
    assert "they lose 10 Coin" not in got[1].sentence and got[1].sentence.endswith("[…]")  # the rule text is the order's own


def test_it_after_a_condition_naming_a_gamestate_field_is_that_field():
    got = read_instructions("<p>Rename the rule “Clan” to “Clans”.</p>"
                            "<p>If there is a GNDT field called “Kinfolk”, rename it to “Living Kin”.</p>")
    assert [i.kind for i in got] == ["rename_rule", "conditional"]
    assert [c.kind for c in got[1].children] == ["gamestate"]  # not a second rename of the rule


def test_a_condition_ending_do_the_following_governs_the_lines_after_it():
    got = read_instructions("<p>If more than half of the comments contain “long way”, do the following:</p>"
                            "<p>Repeal the rule “Crown”.</p>")
    assert got[0].kind == "conditional" and got[0].condition == "more than half of the comments contain “long way”"
    assert [(c.kind, c.rule) for c in got[0].children] == [("repeal_rule", "Crown")]
