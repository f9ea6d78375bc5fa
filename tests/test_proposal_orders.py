"""The two nets that do not depend on the forms: an order is never commentary (parsers.orders, its verbs data in
phrasings.orders), and an instruction is accepted only when it accounts for the sentence it came from. Every case
is worded for this file in the forms real proposals use; each failed on the reader before the nets."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from blognomic_tools.enactment.ruleset import apply_to_ruleset
from blognomic_tools.models import Instruction
from blognomic_tools.parsers.proposal import read_instructions
from blognomic_tools.phrasings import orders as order_data
from blognomic_tools.phrasings import proposals as wordings
from blognomic_tools.phrasings.slots import SLOTS


def kinds(html: str) -> list[str]:
    return [i.kind for i in read_instructions(html)]


@pytest.mark.parametrize("line", [
    "Reset every Pilgrim's Lanterns.",
    "Halve each Wyvern's Stamina, rounding down.",
    "Double the Renown of every Pilgrim.",
    "Flush the Ledger.",
    "Give each Pilgrim two Candles.",
    "Transfer all of Ossian's Candles to Brisk.",
])
def test_a_bare_game_order_is_never_commentary(line):
    assert kinds(f"<p>{line}</p>") != ["commentary"], line
    assert "not_understood" in kinds(f"<p>{line}</p>") or "gamestate" in kinds(f"<p>{line}</p>")


@pytest.mark.parametrize("html,kind", [
    ("<p>So, create a Dynastic Rule called “Lamplighters”:</p><blockquote>Each Pilgrim may light one lamp.</blockquote>", "add_rule"),
    ("<p>Anyway, add the following sentence to the end of Rule 6:</p><blockquote>Lamps glow.</blockquote>", "append_text"),
])
def test_an_order_after_a_discourse_word_is_read(html, kind):
    assert kinds(html) == [kind]


@pytest.mark.parametrize("html", [
    "<p>At Lanterns; add the following after “Each Pilgrim may carry a lamp.”:</p><blockquote>Lamps are heavy.</blockquote>",
    "<p>Then, erase every Pilgrim's Candles.</p>",
    "<p>Every Pilgrim's Candles shall be halved.</p>",
    "<p>A rule called “Lamplighters” will be added with the text “Each Pilgrim may light one lamp.”</p>",
    "<p>Cancel the rule “Lanterns”.</p>",
])
def test_an_order_no_form_reads_is_refused_not_dropped(html):
    got = kinds(html)
    assert "not_understood" in got and "commentary" not in got, got


@pytest.mark.parametrize("html", [
    "<p>If the Ledger is empty, Ossian wins the game.</p>",
    "<p>If the Ledger is empty, every Pilgrim's Candles become 0.</p>",
])
def test_a_condition_whose_consequence_changes_the_game_is_not_commentary(html):
    got = read_instructions(html)
    assert [i.kind for i in got] == ["conditional"]
    assert [c.kind for c in got[0].children] == ["not_understood"]


@pytest.mark.parametrize("verb", ["Expunge", "Abolish", "Rescind", "Strike", "Erase", "Revoke", "Annul", "Scrap", "Excise"])
def test_every_repeal_synonym_reads_as_repeal(verb):
    got = read_instructions(f"<p>{verb} the rule “Lanterns”.</p>")
    assert [(i.kind, i.rule) for i in got] == [("repeal_rule", "Lanterns")]


def test_the_repeal_verb_slot_is_the_data():
    slot = SLOTS["REPEAL_VERB"]["pattern"]
    assert set(re.findall(r"[a-z]+", slot)) == set(order_data.REPEAL_SYNONYMS)
    assert set(order_data.REPEAL_SYNONYMS) <= set(order_data.ORDER_VERBS)


def test_every_verb_a_proposal_phrasing_orders_with_is_in_the_order_verbs():
    """The verbs of the instruction slots and of every form's first word are order verbs (with their origin)."""
    verbs = set()
    for name in ("INSTRUCTION_VERB", "ADD_VERB", "REPEAL_VERB"):
        verbs |= set(re.findall(r"[a-z]+", SLOTS[name]["pattern"]))
    for f in wordings.FORMS:
        head = re.match(r"\(\?:([a-z|]+)\)\\s", f["phrasing"]) or re.match(r"([a-z]+)\\s", f["phrasing"])
        if head:
            verbs |= set(head.group(1).split("|"))
    verbs -= {"each", "continue", "in", "within", "to", "at", "from", "under", "for", "after", "before", "throughout", "prepend"} - set(order_data.ORDER_VERBS)
    missing = sorted(v for v in verbs if v not in order_data.ORDER_VERBS)
    assert not missing, missing
    for verb, entry in order_data.ORDER_VERBS.items():
        assert entry["changes"] in ("ruleset", "game", "both") and len(entry["origin"]) > 4 and entry["participle"], verb


@pytest.mark.parametrize("remark", [
    "The idea is that if no one acts, every Pilgrim loses 1 Candle.",
    "This leaves you behind in that you don't gain 3 Candles.",
    "The point is that nobody receives 2 Candles twice.",
])
def test_a_remark_whose_main_clause_explains_is_not_a_gamestate_order(remark):
    got = read_instructions(f"<p>Each Pilgrim gains 3 Candles.</p><p>{remark}</p>")
    assert [i.kind for i in got] == ["gamestate", "commentary"], remark


@pytest.mark.parametrize("line", [
    "Set the cost of “Lamp Oil” to 1 by adding the line “Cost: 1” before its effect.",
    "Set the content of the “Trim” step to be “Spend one Oil.”",
])
def test_a_ruleset_edit_is_not_read_as_a_gamestate_edit(line):
    assert kinds(f"<p>{line}</p>") == ["not_understood"], line


@pytest.mark.parametrize("html,title", [
    ("<p>Add a new rule called “Lamplighters.”</p><blockquote>Each Pilgrim may light one lamp.</blockquote>", "Lamplighters"),
    ("<p>Add a new rule, “Lamplighters.”, with the following text:</p><blockquote>Each Pilgrim may light one lamp.</blockquote>", "Lamplighters"),
])
def test_a_full_stop_inside_the_quotation_mark_is_not_the_title(html, title):
    got = read_instructions(html)
    assert [(i.kind, i.title) for i in got] == [("add_rule", title)]


def test_a_renamed_title_drops_the_full_stop_inside_the_quotation_mark():
    got = read_instructions("<p>Rename the rule “Lanterns” to “Lamps.”</p>")
    assert [(i.kind, i.rule, i.title) for i in got] == [("rename_rule", "Lanterns", "Lamps")]


RULESET = (Path(__file__).resolve().parent.parent / "fixtures" / "enactment" / "ruleset-mini.wiki").read_text()


def test_a_rule_that_is_not_there_blocks_with_a_suggestion():
    ins = Instruction(kind="repeal_rule", sentence="Repeal the rule “Lantern”.", rule="Lantern")
    apply_to_ruleset(RULESET, [ins], source="test")
    assert ins.status == "not applied" and "did you mean 'Lanterns'?" in ins.reason


def test_a_quotation_that_is_not_in_the_rule_blocks_with_a_suggestion():
    ins = Instruction(kind="replace_text", sentence="…", rule="Lanterns", old="A Wanderer with no Lantern is", text="A Wanderer without Lanterns is")
    apply_to_ruleset(RULESET, [ins], source="test")
    assert ins.status == "not applied" and "did you mean 'A Wanderer with no Lanterns is'?" in ins.reason


def test_a_full_stop_kept_in_a_rule_name_still_finds_the_rule():
    ins = Instruction(kind="repeal_rule", sentence="Repeal the rule “Lanterns.”", rule="Lanterns.")
    r = apply_to_ruleset(RULESET, [ins], source="test")
    assert ins.status == "applied" and "== Lanterns ==" not in r.new


def test_the_coverage_check_reports_what_no_part_holds():
    from blognomic_tools.parsers.coverage import leftover
    quoted = {"⟦0⟧": "Lanterns", "⟦1⟧": "Each Pilgrim may light one lamp.", "⟦2⟧": "Wicks"}.get
    ins = Instruction(kind="add_rule", sentence="…", title="Lanterns", text="Each Pilgrim may light one lamp.")
    assert leftover("Create a new rule called ⟦0⟧ with the following text: ⟦1⟧", [ins], quoted) == []
    assert leftover("Create a new rule called ⟦0⟧ with the following text: ⟦1⟧ and name it ⟦2⟧", [ins], quoted) == ["“Wicks”"]
    assert leftover("Create a new rule called ⟦0⟧ unless Ossian objects: ⟦1⟧", [ins], quoted) == ["Ossian", "objects"]


@pytest.mark.parametrize("html", [
    "<p>Should the Lantern Tax be pending, fail it.</p>",
    "<p>If the vote on <a href=\"https://example.org/x\">this post</a> is still open, then halve every Pilgrim’s Candles</p>",
])
def test_an_order_no_form_reads_after_a_condition_is_not_understood_never_a_remark(html):
    got = read_instructions(html)
    assert [i.kind for i in got] == ["conditional"]
    assert [c.kind for c in got[0].children] == ["not_understood"]


@pytest.mark.parametrize("html", [
    "<p>If Proposal: Lantern Tax failed, this one does nothing.</p><p>Add a rule called “Wicks”:</p><p>Each Pilgrim has one Wick.</p>",
    "<p>If there is no rule named Lanterns, this rule does nothing.</p><p>Add a rule, named Wicks:</p><p>Each Pilgrim has one Wick.</p>",
])
def test_this_one_and_this_rule_said_of_the_whole_proposal_govern_it(html):
    got = read_instructions(html)
    assert [i.kind for i in got] == ["conditional"] and got[0].condition.startswith("Unless ")
    assert [c.kind for c in got[0].children] == ["add_rule"]


@pytest.mark.parametrize("html", [
    "<p>Several are overdue. I ask the admins for the immediate enactment of these Proposals:</p><ul><li>Wicks (5 For)</li>"
    "<li>Lanterns (4 For)</li></ul><p>Also I ask an administrator for its failure:</p><ul><li>Candle Tax (0 For)</li></ul>",
    "<p>I ask the administrators for the following Proposals to be failed at once:</p><ul><li>Tallow</li></ul>",
])
def test_a_request_to_the_admins_and_its_list_is_one_order(html):
    assert all(k == "gamestate" for k in kinds(html)) and kinds(html)


@pytest.mark.parametrize("line", [
    "The administrator who enacts this Proposal shall then post a Story Post listing every Pilgrim’s Lamps.",
    "Upon enactment of this proposal, the enacting admin must roll DICE6 for each Pilgrim.",
])
def test_an_order_given_to_the_enacting_admin_is_never_commentary(line):
    assert kinds(f"<p>{line}</p>") == ["not_understood"]


@pytest.mark.parametrize("line", [
    "In Lamplight: replace occurrences of ‘wick’ with ‘taper’.",
    "Rule 6 (Wells): change all mentions of “Deepwell” to “Stonewell”.",
])
def test_an_order_after_a_colon_is_never_commentary(line):
    assert kinds(f"<p>{line}</p>") != ["commentary"]


@pytest.mark.parametrize("html", [
    # 2008 CfJ: unquoted rule text to the end of the post, then an order in the imperative: never the rule's own text
    "<p>Create a new rule called, “Lanterns”:</p><p>Each Pilgrim may carry one Lantern.</p><p>Throw a feast for the new rule. Every Pilgrim shall attend.</p>",
    "<p>Add a new rule called “Wells”:</p><p>Each Pilgrim may draw water once a day.</p><p>Hold a festival at every Well. Each Pilgrim must dance.</p>",
])
def test_an_order_after_unquoted_rule_text_is_not_the_rules(html):
    got = read_instructions(html)
    assert not any(i.kind == "add_rule" and ("feast" in i.text or "festival" in i.text) for i in got)
    assert "not_understood" in [i.kind for i in got]


@pytest.mark.parametrize("html,remark", [
    # Blogger (2003), 2006: sentences in a rule's words with no instruction and no rule named: never a remark; the
    # same modal said by the author of themself or of the post stays a remark
    ("<p>A Town crier may spend two Candles to light an unlit Street.</p>", "<p>I may revisit this later.</p>"),
    ("<p>Pilgrims must name a Shrine alongside their vote on this Proposal.</p><p>Shrines are fun.</p>",
     "<p>This may be a good time to fix the Wells. It must be said that Lamps are dim.</p>"),
])
def test_a_rule_sentence_with_no_instruction_is_not_understood(html, remark):
    assert kinds(html)[0] == "not_understood"
    assert kinds(remark) == ["commentary"]


@pytest.mark.parametrize("line", [
    # 2016 (Rash Conclusions): "List the signs of Grippe as “Fever”, …": a list to be made, its place not said
    "List the colours of each Lantern as “Red”, “Green” and “Blue”.",
    "Then list the wicks of the Great Lamp as “Tallow, Flax”.",
])
def test_an_order_to_list_is_never_commentary(line):
    assert kinds(f"<p>{line}</p>") == ["not_understood"]


@pytest.mark.parametrize("line", [
    # 2013 CfJ (Gamestate Rectification): "We should take the least invasive approach to fix this and declare
    # retroactively that the proposal “X” took effect on …": a ruling said as advice, in the first person
    "We should keep this simple and declare that the proposal “Lamp Tax” was enacted at 10:00 UTC on 3 May.",
    "The admins should deem that the Lamplighter’s vote was cast in time.",
    "You must simply rule that the Lantern was lit yesterday.",
])
def test_a_ruling_said_as_advice_is_an_order(line):
    assert kinds(f"<p>{line}</p>") == ["not_understood"]


@pytest.mark.parametrize("line", [
    "We should discuss the lamps before we change them.",
    "I think we should declare war on the candles next dynasty, but not yet",
])
def test_advice_with_no_ruling_stays_the_authors_remark(line):
    assert kinds(f"<p>{line}</p>") == ["commentary"]


# Precision before the fifth round: the kinds of fault rounds 1-4 showed at first sight, said in other words.
@pytest.mark.parametrize("html", [
    # an order whose verb no list holds (2021 CfJ "If the CfJ here is pending, fail it", 2016 "List the signs of …")
    "<p>If the Keel proposal is still open, veto it.</p>",
    "<p>Should the Mast vote be pending, then scuttle it.</p>",
])
def test_an_order_of_any_verb_after_a_condition_is_refused(html):
    got = read_instructions(html)
    assert [i.kind for i in got] == ["conditional"] and [c.kind for c in got[0].children] == ["not_understood"]


@pytest.mark.parametrize("line", [
    "Record the ports of the Fleet as “Tortuga”, “Nassau” and “Havana”.",
    "Veto the Keel proposal.",
    "Where the Mast rule exists, strike it out.",
    "Once the Keel vote closes, tally the votes again.",
    "We ought to treat the Keel proposal as having passed yesterday.",
])
def test_an_order_whatever_its_verb_is_never_commentary(line):
    assert kinds(f"<p>{line}</p>") == ["not_understood"], line


@pytest.mark.parametrize("line", [
    "Thanks to everyone for the comments.",
    "Sorry the post is late.",
    "Making the Keel cheaper, as discussed.",
    "Note the change to the second paragraph.",
    "Records the Captain in the sidebar as well.",
    # a clause after ", and" that goes on with the subject before it, in the past (a CfJ's account of what happened)
    "The Captain refused to log the Wall, and kept the Timber.",
])
def test_the_authors_remark_with_an_object_stays_a_remark(line):
    assert kinds(f"<p>{line}</p>") == ["commentary"], line


@pytest.mark.parametrize("html", [
    # a remark after unquoted rule text, with a duty in a condition on the vote (2008 "If more than half … roll …")
    "<p>Add a rule titled Storms:</p><p>Once a week the Captain may call a Storm.</p>"
    "<p>If more than half of the votes on this proposal are FOR, the Captain shall call a Storm immediately.</p>",
    "<p>If this proposal passes unanimously, the Quartermaster must hand out a Parrot to each Sailor.</p>",
])
def test_a_duty_after_a_condition_is_never_commentary(html):
    got = read_instructions(html)
    assert got[-1].kind == "conditional" and [c.kind for c in got[-1].children] == ["not_understood"]


@pytest.mark.parametrize("html", [
    # rule text with no instruction and a long subject (2003, 2006: no rule named, no place said)
    "<p>Herewith the revised text of my earlier idea.</p><p>Any Sailor holding a Compass may steer the Ship.</p>",
    "<p>Every Sailor of the Red Watch may climb the Mast once a day.</p>",
])
def test_a_rule_sentence_with_a_long_subject_and_no_instruction_is_refused(html):
    assert "not_understood" in kinds(html) and "commentary" not in kinds(html)[-1:]


@pytest.mark.parametrize("html", [
    # a name read on into the next clause (round 4's "Banned" of "Banned Words", round 3's names cut or run over)
    "<p>If this proposal passes with no votes AGAINST, repeal the rule “Docks”; if not, repeal the rule “Piers”.</p>",
    "<p>Should the Captain vote FOR this, remove the rule “Docks”; otherwise remove the rule “Piers”.</p>",
])
def test_a_condition_that_holds_an_order_of_its_own_is_refused(html):
    got = read_instructions(html)
    assert not any(i.kind == "conditional" and i.children and all(c.kind != "not_understood" for c in i.children)
                   and ("repeal" in (i.condition or "") or "remove" in (i.condition or "")) for i in got)
    assert all(";" not in (c.rule or "") for i in got for c in [i, *(i.children or [])])
    assert "not_understood" in [k for i in got for k in [i.kind, *(c.kind for c in i.children or [])]]


@pytest.mark.parametrize("html,old,new", [
    # Blogger (2003): the old and new words as paragraphs in straight single quotation marks
    ("<p>In Rule 9, replace:</p><p>'Every Ship has a Hull.'</p><p>with:</p><p>'Every Ship has two Hulls.'</p>",
     "Every Ship has a Hull.", "Every Ship has two Hulls."),
    ("<p>In Rule 4, replace:-</p><p>'A Sailor's Rum is 3.'</p><p>with:-</p><p>'A Sailor's Grog is 3.'</p>",
     "A Sailor's Rum is 3.", "A Sailor's Grog is 3."),
])
def test_words_in_straight_single_quotation_marks_are_read_without_them(html, old, new):
    got = read_instructions(html)
    assert [(i.kind, i.old, i.text) for i in got] == [("replace_text", old, new)]


@pytest.mark.parametrize("html,text", [
    # round 4 (2023): the author's closing words after unquoted rule text, read as the rule's
    ("<p>Add a new dynastic rule, called Harbour Fees:</p><p>Each Ship in Port pays 1 Gold per day.</p>"
     "<p>A first stab at making ports cost something. It may need tuning later, since gold is scarce.</p>",
     "Each Ship in Port pays 1 Gold per day."),
    ("<p>Create a rule named Rigging:</p><p>A Ship may have up to three Sails.</p><p>A quick first pass at sails. The numbers may need tweaking after a week of play.</p>",
     "A Ship may have up to three Sails."),
])
def test_a_draft_said_of_itself_after_unquoted_rule_text_is_no_rule_text(html, text):
    got = read_instructions(html)
    assert [i.kind for i in got][0] == "add_rule" and got[0].text == text


@pytest.mark.parametrize("line", [
    # a Ruleset edit read as gamestate (round 2-4: "Set the content of the “X” step", a value of a rule's text)
    "Set the price of the “Spyglass” entry to 4 Gold in the rule “Chandlery”.",
    "Increase the Hull value given in the rule “Ships” from 10 to 12.",
    # a change of the gamestate with a change of the Ruleset joined to it
    "Give each Sailor a Parrot, and add a rule called “Parrots” saying that Parrots talk.",
    "Reset every Ship’s Hull to 10, then remove the rule “Hull Repairs”.",
])
def test_a_change_that_names_a_rule_is_not_read_as_gamestate(line):
    assert kinds(f"<p>{line}</p>") == ["not_understood"], line


@pytest.mark.parametrize("line", [
    "Set every Ship’s Hull to the maximum as defined in the rule “Ships”.",
    "Give each Sailor 2 Gold, and then halve every Ship’s Hull.",
])
def test_a_change_of_the_gamestate_that_only_cites_a_rule_stays_gamestate(line):
    assert kinds(f"<p>{line}</p>") == ["gamestate"], line


@pytest.mark.parametrize("line", [
    # a change of the game said as a fact (round 2's "… Kevan wins the game" with no condition before it)
    "The Captain loses his Hat.",
    "Spyglasses cost 4 Gold from now on.",
    "The Red Watch receives a Parrot.",
])
def test_a_change_of_the_game_said_as_a_fact_is_never_commentary(line):
    assert kinds(f"<p>{line}</p>") in (["not_understood"], ["gamestate"]), line


@pytest.mark.parametrize("line", [
    "Which of the two Sailors wins is unclear to me.",
    "Two of the Captains cannot win as it stands.",
    "How one becomes a Bosun is left for later.",
])
def test_a_remark_about_who_gains_stays_a_remark(line):
    assert kinds(f"<p>{line}</p>") == ["commentary"], line


@pytest.mark.parametrize("html", [
    # a remark read as an order (round 2, 2008: the author's "If a Merchant of ORB defects …" read as gamestate)
    "<p>Repeal the rule “Docks”.</p><p>If a Sailor defects to the Navy, they lose their Gold anyway, so this changes little.</p>",
    "<p>Repeal the rule “Docks”.</p><p>If a Ship sinks, its Sailors lose their Gold, which I think is fair.</p>",
])
def test_a_consequence_said_in_the_authors_words_is_never_read_as_an_order(html):
    got = read_instructions(html)
    assert got[-1].kind != "conditional" or all(c.kind != "gamestate" for c in got[-1].children)


@pytest.mark.parametrize("html,kept", [
    ("<p>Create a new rule called “Lanterns”:</p><p>Each Pilgrim carries a lantern.</p>"
     "<p>Unless snuffed out, a lantern lights the road.</p><p>A lantern that is snuffed out stays dark.</p>",
     "Unless snuffed out, a lantern lights the road."),
    ("<p>Enact a rule titled “Ferries” that reads:</p><p>The ferry carries four Pilgrims.</p>"
     "<p>Unless the river is frozen, the ferry crosses at dawn.</p><p>[The dawn crossing is the only one.]</p>",
     "Unless the river is frozen, the ferry crosses at dawn."),
])
def test_a_rule_sentence_opening_with_unless_stays_in_the_unquoted_text(html, kept):
    got = read_instructions(html)
    # never the rule's text cut short before its sentence (a refusal, where the end of the text is not marked, is safe)
    assert got[0].kind == "not_understood" or got[0].kind == "add_rule" and kept in got[0].text, [(i.kind, i.text) for i in got]


@pytest.mark.parametrize("line", [
    "If any Lantern tallies exist when this proposal is enacted, they are cleared.",
    "Should the Ledger still hold entries once this passes, they are erased.",
])
def test_a_consequence_said_in_the_passive_is_never_commentary(line):
    got = read_instructions(f"<p>{line}</p>")
    assert [i.kind for i in got] == ["conditional"] and [c.kind for c in got[0].children] == ["not_understood"]


@pytest.mark.parametrize("html", [
    "<p>Create a new rule, “Wicks”:-</p><p>Each Pilgrim has a Wick.</p><p>(“Short wicks” are those under two inches.)</p>"
    "<p>Set each Pilgrim’s Wick to 3.</p>",
    "<p>Enact a new rule called “Tolls”:</p><p>Crossing the bridge costs one Coin.</p>"
    "<p>(Pilgrims with no Coin may cross for free.)</p><p>Repeal the rule “Bridges”.</p>",
])
def test_a_bracketed_third_person_paragraph_after_unquoted_rule_text_is_not_cut_off(html):
    got = read_instructions(html)
    assert got[0].kind == "not_understood", [(i.kind, i.text) for i in got]


@pytest.mark.parametrize("html,new", [
    ("<p>Rename “Lamps” to “Lanterns”, and reword the rule to:-</p><p>Each Pilgrim has a lantern.</p>", "Lanterns"),
    ("<p>Rename the rule “Tolls” to “Bridge Tolls” and repeal the rule.</p>", "Bridge Tolls"),
])
def test_the_rule_after_a_renaming_in_the_same_sentence_is_the_rule_under_its_new_name(html, new):
    got = read_instructions(html)
    assert got[0].kind == "rename_rule" and got[1].rule == new, [(i.kind, i.rule) for i in got]


@pytest.mark.parametrize("html", [
    "<p>In the rule “Charms” add a subrule named “Unarm” with the following text:</p><p>Speed: 3<br />Traits: Hostile</p>"
    "<p>and a subrule named “Shave” with the following text:</p><p>Speed: 2<br />Traits: Calm</p><p>Add “Traits: Hostile” to the subrule “Squall”.</p>",
    "<p>Create a rule called “Wands” with the following text:</p><p>Each Wizard has a wand.</p>"
    "<p>and also another rule called “Hats”, which reads:</p><p>Each Wizard has a hat.</p><p>Repeal the rule “Cloaks”.</p>",
])
def test_an_order_going_on_inside_unquoted_text_is_never_taken_as_the_rule_s_words(html):
    got = read_instructions(html)
    assert got[0].kind == "not_understood", [(i.kind, i.text) for i in got]
    assert not any("with the following text" in (i.text or "") or "which reads" in (i.text or "") for i in got)


@pytest.mark.parametrize("html,after", [
    ("<p>Change the description of “Sneaky” in the rule “Ripenings” to</p><p>When this Fruit is eaten, e gains one Bonnet.</p>"
     "<p>Set all Bonnets to 0.</p>", ["gamestate"]),
    ("<p>Amend the flavour text of the “Lantern” entry in “Lamps” to read as</p><p>Whoever holds a Lantern gains a candle at dawn.</p>"
     "<p>Repeal the rule “Wicks”.</p>", ["repeal_rule"]),
])
def test_an_order_no_form_reads_ending_with_to_takes_its_text_with_its_refusal(html, after):
    # the words after "… to" are the new text, refused with the order, never read as an order of their own
    assert kinds(html) == ["not_understood", *after]


@pytest.mark.parametrize("html,want", [
    ("<p>Add the following step to the atomic action “Dusk”, right after “Light the lamps”</p>"
     "<p>Lower the Wick of every Pilgrim by 1</p><p>Set the Wick of every Pilgrim to 3.</p>", ["not_understood", "gamestate"]),
    ("<p>Insert the following clause into the entry for Ferries, just before “Crossings”</p>"
     "<p>Double the toll of every Ferry</p><p>Repeal the rule “Wicks”.</p>", ["not_understood", "repeal_rule"]),
])
def test_the_text_an_unread_order_announces_is_refused_with_it_whatever_verb_it_starts_with(html, want):
    assert kinds(html) == want


def test_the_effect_an_unread_order_announces_is_never_a_remark():
    html = ("<p>Add a new charm called “Glow” with inputs of “A seat”, Trait of Calm, and the following effect</p>"
            "<p>If the target is asleep, nothing happens.</p><p>Otherwise, give the target 3 moons.</p><p>Remove the charm Fade</p>")
    got = kinds(html)
    assert got[0] == "not_understood" and "commentary" not in got, got


@pytest.mark.parametrize("line", [
    "Set the “Tides” Special Case rule to Active.",
    "Set the “Lamps” dynastic rule to read as it did before.",
    "Add a new row to the table of Ferries in the same rule, headed Toll, and set the values as follows: North to 2, South to 3.",
    "Give each Ferry listed in that same rule a Toll of 2.",
])
def test_a_change_said_of_a_rule_named_by_reference_or_kind_is_not_read_as_gamestate(line):
    assert kinds(f"<p>{line}</p>") == ["not_understood"], line
