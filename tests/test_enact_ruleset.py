"""Ruleset instructions applied to wikitext: each kind, its variants, and what is refused (with the reason).

The small Ruleset (fixtures/enactment/ruleset-mini.wiki) is in the form of the wiki's Rulesets since 2020
(sections in wrapper <div>s, `== Rule ==` headings, a blank line after each rule's text, Special Case tags);
its names and texts are our own. Each expected text below is the whole new page, spelled as the old page
with one replacement, so any stray byte elsewhere fails the test.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from blognomic_tools.enactment.ruleset import apply_to_ruleset
from blognomic_tools.errors import BlognomicError
from blognomic_tools.models import Instruction
from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.reading.places import Anchor, Paragraph, Place

ROOT = Path(__file__).resolve().parent.parent
MINI = (ROOT / "fixtures" / "enactment" / "ruleset-mini.wiki").read_text()


def I(kind: str, **kw) -> Instruction:  # noqa: E743
    return Instruction(kind=kind, sentence=kw.pop("sentence", f"({kind})"), **kw)


def once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def enact(*ins: Instruction, text: str = MINI):
    return apply_to_ruleset(text, list(ins), source="ruleset-mini.wiki")


def confined(old: str, new: str, spans: list[tuple[int, int]]) -> bool:
    """Is every byte of ``new`` outside the spans the old page's, in order (old = new with the spans'
    stretches swapped for others)?"""
    keep, pos = [], 0
    for a, b in sorted(spans):
        keep.append(new[pos:a])
        pos = max(pos, b)
    keep.append(new[pos:])
    if not (old.startswith(keep[0]) and old.endswith(keep[-1])):
        return False
    at = len(keep[0])
    for piece in keep[1:-1]:
        k = old.find(piece, at)
        if k < 0:
            return False
        at = k + len(piece)
    return at <= len(old) - len(keep[-1])


def touched_only(r) -> None:
    assert confined(r.old, r.new, [t["span"] for t in r.touched])


# -- each kind ------------------------------------------------------------------------------------------------------

CASES = [
    # form: "Add a new rule to the Ruleset, called “X”, with the following text:" (blognomic.com proposals, 2020s)
    ("add_rule default: the end of the Dynastic Rules",
     I("add_rule", title="Oil", text="Each Wanderer has an amount of Oil, which is publicly tracked and defaults to 0."),
     lambda t: once(t, "which defaults to North.\n\n</div>",
                    "which defaults to North.\n\n== Oil ==\nEach Wanderer has an amount of Oil, which is publicly tracked and defaults to 0.\n\n</div>")),
    # form: "Add a subrule to Y" (2019, "Add a subrule to “Bot Loadout”, called ...")
    ("add_rule as a subrule, after the parent's subrules",
     I("add_rule", title="Snuffing", text="A Wanderer may lose one Lantern.", parent="Lanterns"),
     lambda t: once(t, "to gain one Lantern.\n\n", "to gain one Lantern.\n\n=== Snuffing ===\nA Wanderer may lose one Lantern.\n\n")),
    ("add_rule into a named section",
     I("add_rule", title="Moonlight [Active]", text="At night, BlogNomic is dark.", section="Special Case"),
     lambda t: once(t, "two dynasties in a row.\n\n", "two dynasties in a row.\n\n== Moonlight [Active] ==\nAt night, BlogNomic is dark.\n\n")),
    ("add_rule before a rule",
     I("add_rule", title="Maps", text="There is a Map.", where=Place.of(Anchor("Roads", "before"))),
     lambda t: once(t, "== Roads ==", "== Maps ==\nThere is a Map.\n\n== Roads ==")),
    ("add_rule after a subrule, at its level",
     I("add_rule", title="Tallies", text="Votes are tallied.", where=Place.of(Anchor("Votes"))),
     lambda t: once(t, "=== Enacting and Failing ===", "=== Tallies ===\nVotes are tallied.\n\n=== Enacting and Failing ===")),
    # form: "In core rule “1.5 Enactment” change the sentence “…” so that instead it reads:" (2010s)
    ("replace_text, the only occurrence",
     I("replace_text", rule="Roads", old="North, South and West", text="North, South, East and West"),
     lambda t: once(t, "North, South and West", "North, South, East and West")),
    ("replace_text: curly quotes in the proposal, straight in the wiki",
     I("replace_text", rule="Votes", old="A Wanderer’s vote is the last voting icon they used.", text="A Wanderer’s vote is their latest voting icon."),
     lambda t: once(t, "vote is the last voting icon they used.", "vote is their latest voting icon.")),
    ("replace_text: straight quotes in the proposal, curly in the wiki (which keeps its own quotes)",
     I("replace_text", rule="Lanterns", old='is "Lost"', text='is "Astray"'),
     lambda t: once(t, "is “Lost”", "is “Astray”")),
    ("replace_text: plain text quoted, the wiki links it; the whole link replaced",
     I("replace_text", rule="Wanderers", old="roster as a Wanderers.", text="roster as a Wanderer."),
     lambda t: once(t, "as a [[Wanderer|Wanderers]].", "as a Wanderer.")),
    ("replace_text: plain text quoted, the wiki has it bold; the bold kept",
     I("replace_text", rule="Dynasties", old="known as the Keeper. If", text="known as the Warden. If"),
     lambda t: once(t, "'''Keeper'''", "'''Warden'''")),
    ("replace_text, which=first",
     I("replace_text", rule="Votes", old="FOR", text="AYE", which="first"),
     lambda t: once(t, "icon of FOR, AGAINST", "icon of AYE, AGAINST")),
    ("replace_text, which=every",
     I("replace_text", rule="Votes", old="AGAINST", text="NAY", which="every"),
     lambda t: once(t, "FOR, AGAINST or DEFERENTIAL. A vote of FOR is counted as FOR, and a vote of AGAINST is counted as AGAINST.",
                    "FOR, NAY or DEFERENTIAL. A vote of FOR is counted as FOR, and a vote of NAY is counted as NAY.")),
    ("replace_text, which=nth:2",
     I("replace_text", rule="Votes", old="FOR", text="AYE", which="nth:2"),
     lambda t: once(t, "A vote of FOR is", "A vote of AYE is")),
    # form: "Remove “…” from Rule 1.5 (Enactment)." (2010s)
    ("replace_text with nothing: a removed sentence takes its space along",
     I("replace_text", rule="Idle Wanderers", old="An Admin may set a Wanderer Idle on request.", text=""),
     lambda t: once(t, "for Quorum. An Admin may set a Wanderer Idle on request.\n", "for Quorum.\n")),
    ("append_text: a new paragraph",
     I("append_text", rule="Roads", text="A Wanderer may change Road once per day."),
     lambda t: once(t, "defaults to North.\n", "defaults to North.\n\nA Wanderer may change Road once per day.\n")),
    ("append_text: a list item joins the list",
     I("append_text", rule="Votes", text="* A Wanderer may not vote on their own Call for Judgement."),
     lambda t: once(t, "they used.\n", "they used.\n* A Wanderer may not vote on their own Call for Judgement.\n")),
    # form: "In “Votes”, after … append, as a new sentence in the same bullet point," (2020s)
    ("append_text after a sentence",
     I("append_text", rule="Votes", text="This takes effect at once.", where=Place.of(Anchor("A Wanderer may change their vote."))),
     lambda t: once(t, "change their vote.", "change their vote. This takes effect at once.")),
    ("prepend_text: a paragraph before the rule's text",
     I("prepend_text", rule="Roads", text="This rule is flavour text."),
     lambda t: once(t, "== Roads ==\n", "== Roads ==\nThis rule is flavour text.\n\n")),
    ("prepend_text to a rule with subrules",
     I("prepend_text", rule="Lanterns", text="Lanterns are light."),
     lambda t: once(t, "== Lanterns ==\n", "== Lanterns ==\nLanterns are light.\n\n")),
    # form: "In the same rule, before the sentence “…” insert another sentence that reads:" (2010s)
    ("insert_text before a sentence",
     I("insert_text", rule="Dynasties", text="Dynasties are numbered.", where=Place.of(Anchor("If there is no Keeper", "before"))),
     lambda t: once(t, "'''. If there is no Keeper", "'''. Dynasties are numbered. If there is no Keeper")),
    ("insert_text after a sentence, curly quotes in the anchor",
     I("insert_text", rule="Lanterns", text="A Lost Wanderer may not vote.", where=Place.of(Anchor("is “Lost”."))),
     lambda t: once(t, "is “Lost”.", "is “Lost”. A Lost Wanderer may not vote.")),
    ("insert_text: a list item after an item",
     I("insert_text", rule="Votes", text="* A vote may be withdrawn.", where=Place.of(Anchor("change their vote."))),
     lambda t: once(t, "change their vote.\n", "change their vote.\n* A vote may be withdrawn.\n")),
    # form: "Reword Rule 1.3 (Proposals) to:-" (2000s)
    ("replace_rule: the whole body, subrules kept",
     I("replace_rule", rule="Lanterns", text="Each Wanderer carries Lanterns."),
     lambda t: once(t, "Each Wanderer has a number of Lanterns, which is publicly tracked and defaults to 2.\n\nA Wanderer with no Lanterns is “Lost”.\n\n",
                    "Each Wanderer carries Lanterns.\n\n")),
    # form: "Change the first paragraph of the rule entitled “Enactment” to:" (2010s)
    ("replace_rule paragraph:2",
     I("replace_rule", rule="Ruleset and Gamestate", text="Only the Ruleset may alter the Ruleset.", where=Place.of(Paragraph("2"))),
     lambda t: once(t, "The Ruleset and Gamestate can only be altered in manners specified by the Ruleset.", "Only the Ruleset may alter the Ruleset.")),
    # the forms the proposal reader gives (parsers/proposal/): a paragraph, a sentence, the whole Ruleset
    # form: "Change the first paragraph of the rule entitled “Enactment” to:" (2009)
    ("replace_text paragraph:1 with no quote: the paragraph replaced",
     I("replace_text", rule="Ruleset and Gamestate", text="This is the Ruleset.", where=Place.of(Paragraph("1"))),
     lambda t: once(t, "This is the Ruleset for BlogNomic; all Wanderers shall obey it. It comprises four Sections: the Core Rules, the Dynastic Rules, "
                       "the Special Case Rules and the Appendix.", "This is the Ruleset.")),
    # form: "…and remove the final paragraph of Rule 1.4." (2006 reductio_propositum)
    ("replace_text paragraph:last with nothing: the last paragraph removed",
     I("replace_text", rule="Lanterns", text="", where=Place.of(Paragraph("last"))),
     lambda t: once(t, "defaults to 2.\n\nA Wanderer with no Lanterns is “Lost”.\n\n", "defaults to 2.\n\n")),
    ("replace_text paragraph:1 with nothing: the paragraphs after move up",
     I("replace_text", rule="Lanterns", text="", where=Place.of(Paragraph("1"))),
     lambda t: once(t, "== Lanterns ==\nEach Wanderer has a number of Lanterns, which is publicly tracked and defaults to 2.\n\n", "== Lanterns ==\n")),
    # form: "Change the last paragraph of Rule 1.9 from “…” to “…”" (2006 bad_idea)
    ("replace_text of a quote within a paragraph",
     I("replace_text", rule="Ruleset and Gamestate", old="the Ruleset", text="the Rules", where=Place.of(Paragraph("2")), which="every"),
     lambda t: once(t, "can only be altered in manners specified by the Ruleset.", "can only be altered in manners specified by the Rules.")),
    # form: "Change all occurrences of “Section Leader” in the ruleset to “Admin.”" (2006 bad_idea)
    ("replace_text with no rule named: every occurrence in the Ruleset",
     I("replace_text", old="Quorum", text="Majority", which="every"),
     lambda t: t.replace("Quorum", "Majority")),
    ("replace_text with no rule named: the one occurrence in the Ruleset",
     I("replace_text", old="North, South and West", text="North and West"),
     lambda t: once(t, "North, South and West", "North and West")),
    ("replace_text, which=nth:last",
     I("replace_text", rule="Votes", old="AGAINST", text="NAY", which="nth:last"),
     lambda t: once(t, "counted as AGAINST.", "counted as NAY.")),
    # form: "Append to the first paragraph of Rule 2.6.1 (“Party Consensus”):" (2013 holding_consensus)
    ("append_text to a paragraph: a sentence at its end",
     I("append_text", rule="Lanterns", text="Lanterns may not be traded.", where=Place.of(Paragraph("1"))),
     lambda t: once(t, "defaults to 2.\n", "defaults to 2. Lanterns may not be traded.\n")),
    # form: "In “Resolution of Proposals”, before the sentence “A Proposal may be failed…” insert:" (2020s)
    ("insert_text before the sentence holding the words",
     I("insert_text", rule="Roads", text="Roads are long.", where=Place.of(Anchor("Each Wanderer is on one Road", "before", sentence=True))),
     lambda t: once(t, "West. Each Wanderer is on one Road", "West. Roads are long. Each Wanderer is on one Road")),
    ("insert_text after the sentence holding the words",
     I("insert_text", rule="Roads", text="Roads are long.", where=Place.of(Anchor("North, South", sentence=True))),
     lambda t: once(t, "South and West. Each", "South and West. Roads are long. Each")),
    ("append_text after the sentence holding the words",
     I("append_text", rule="Dynasties", text="Its Keeper names it.", where=Place.of(Anchor("headed by a single Wanderer", sentence=True))),
     lambda t: once(t, "'''Keeper'''. If", "'''Keeper'''. Its Keeper names it. If")),
    ("rename_rule",
     I("rename_rule", rule="Roads", title="Paths"),
     lambda t: once(t, "== Roads ==", "== Paths ==")),
    ("rename_rule keeps a Special Case rule's tags",
     I("rename_rule", rule="Dynastic Distance", title="Dynastic Gap"),
     lambda t: once(t, "== Dynastic Distance [Inactive] [Rare] ==", "== Dynastic Gap [Inactive] [Rare] ==")),
    # form: "Repeal the rule X" (all eras)
    ("repeal_rule with its subrules",
     I("repeal_rule", rule="Lanterns"),
     lambda t: once(t, "== Lanterns ==\nEach Wanderer has a number of Lanterns, which is publicly tracked and defaults to 2.\n\nA Wanderer with no Lanterns is “Lost”.\n\n"
                    "=== Lighting ===\nOnce per day a Wanderer may spend one Oil to gain one Lantern.\n\n", "")),
    ("repeal_rule of a subrule",
     I("repeal_rule", rule="Lighting"),
     lambda t: once(t, "=== Lighting ===\nOnce per day a Wanderer may spend one Oil to gain one Lantern.\n\n", "")),
    ("move_rule under a parent: one level deeper",
     I("move_rule", rule="Roads", parent="Lanterns"),
     lambda t: once(once(t, "== Roads ==\nThe Roads are North, South and West. Each Wanderer is on one Road, which defaults to North.\n\n", ""),
                    "gain one Lantern.\n\n", "gain one Lantern.\n\n=== Roads ===\nThe Roads are North, South and West. Each Wanderer is on one Road, which defaults to North.\n\n")),
    ("move_rule of a subrule to a section: one level up",
     I("move_rule", rule="Lighting", section="Dynastic Rules"),
     lambda t: once(once(t, "=== Lighting ===\nOnce per day a Wanderer may spend one Oil to gain one Lantern.\n\n", ""),
                    "defaults to North.\n\n", "defaults to North.\n\n== Lighting ==\nOnce per day a Wanderer may spend one Oil to gain one Lantern.\n\n")),
    # lookups by number, as proposals cite them
    ("a rule cited by number",
     I("rename_rule", rule="Rule 2.2", title="Paths"),
     lambda t: once(t, "== Roads ==", "== Paths ==")),
    ("a rule cited as number and title",
     I("replace_text", rule="1.3 Dynasties", old="Metadynasty", text="Interregnum"),
     lambda t: once(t, "Metadynasty", "Interregnum")),
    ("a rule cited as 'Rule N (Title)'",
     I("replace_text", rule="Rule 1.3 (Dynasties)", old="Metadynasty", text="Interregnum"),
     lambda t: once(t, "Metadynasty", "Interregnum")),
    ("a rule cited with its tag and quotes",
     I("replace_text", rule="“Seasonal Downtime [Active]”", old="25th", text="24th"),
     lambda t: once(t, "25th", "24th")),
]


@pytest.mark.parametrize("name,ins,expect", CASES, ids=[c[0] for c in CASES])
def test_each_kind(name, ins, expect):
    r = enact(ins)
    assert ins.status == "applied", ins.reason
    assert ins.reason is None
    assert r.new == expect(MINI)
    touched_only(r)
    parse_ruleset(r.new, source="new.wiki")  # still a whole Ruleset


def test_the_new_rule_is_where_it_was_put():
    r = enact(I("add_rule", title="Snuffing", text="A Wanderer may lose one Lantern.", parent="Lanterns"),
              I("add_rule", title="Oil", text="Oil burns."))
    rs = parse_ruleset(r.new, source="new.wiki")
    lanterns = rs.rule("Lanterns")
    assert [s.title for s in lanterns.subrules] == ["Lighting", "Snuffing"]
    assert rs.rule("Snuffing").text == "A Wanderer may lose one Lantern."
    assert [x.title for x in rs.section("Dynastic Rules").rules] == ["Lanterns", "Roads", "Oil"]
    assert rs.rule("Oil").number == "2.3"
    assert r.sections == ["Dynastic Rules"]
    assert [t["rule"] for t in r.touched] == ["Snuffing", "Oil"]
    for t in r.touched:
        a, b = t["span"]
        assert r.new[a:b].lstrip("\n").startswith(("=== Snuffing ===", "== Oil =="))
    assert r.edit_summary("Light the Way") == '/* Dynastic Rules */ Enacted "Light the Way"'


def test_a_proposal_of_several_instructions_touches_each_rule_once():
    ins = [
        I("rename_rule", rule="Roads", title="Paths"),
        I("replace_text", rule="Paths", old="North, South and West", text="North and South"),  # by its new name
        I("replace_text", rule="Rule 1.3", old="Metadynasty", text="Interregnum"),
        I("repeal_rule", rule="Seasonal Downtime"),
        I("gamestate", sentence="Set each Wanderer's Lanterns to 3"),
        I("commentary", sentence="This makes the game faster."),
    ]
    r = enact(*ins)
    assert [i.status for i in ins] == ["applied"] * 4 + ["pending", "pending"]
    expect = once(once(once(MINI, "== Roads ==\nThe Roads are North, South and West.", "== Paths ==\nThe Roads are North and South."),
                       "Metadynasty", "Interregnum"),
                  "== Seasonal Downtime [Active] ==\nOn the 25th of December, BlogNomic is on Hiatus.\n\n", "")
    assert r.new == expect
    assert r.sections == ["Dynastic Rules", "Core Rules", "Special Case"]
    assert [(t["rule"], t["changes"]) for t in r.touched] == [
        ("Paths", ["rename_rule", "replace_text"]), ("Dynasties", ["replace_text"]), ("Seasonal Downtime [Active]", ["repeal_rule"])]
    touched_only(r)


# -- conditionals ---------------------------------------------------------------------------------------------------

# form: "If Proposal X has passed, ..." (2020s)
@pytest.mark.parametrize("met,status,reason,changed", [
    (True, "applied", None, True),
    (False, "not applied", "not taken: “Proposal: Lamplight has passed” is false", False),
    (None, "pending", "condition not decided", False),
])
def test_conditional(met, status, reason, changed):
    child = I("rename_rule", rule="Roads", title="Paths")
    cond = I("conditional", condition="If Proposal: Lamplight has passed", condition_met=met, children=[child])
    r = enact(cond)
    assert (cond.status, cond.reason) == (status, reason)
    assert (r.new != MINI) is changed
    if met is True:
        assert child.status == "applied"
    elif met is False:
        assert (child.status, child.reason) == ("not applied", "condition not met")
    else:
        assert child.status == "pending"


def test_conditional_met_with_a_child_that_fails():
    good, bad = I("rename_rule", rule="Roads", title="Paths"), I("repeal_rule", rule="Moons")
    cond = I("conditional", condition="If the Keeper agrees", condition_met=True, children=[good, bad])
    r = enact(cond)
    assert good.status == "applied" and bad.status == "not applied"
    assert cond.status == "not applied" and "1 of its 2" in cond.reason
    assert r.new == once(MINI, "== Roads ==", "== Paths ==")


# -- refused, with the reason; nothing else changed -------------------------------------------------------------------

BAD = [
    ("a missing rule", I("repeal_rule", rule="Moons"), "no rule 'Moons' in the Ruleset"),
    ("a missing rule by number", I("repeal_rule", rule="Rule 2.9"), "no rule 'Rule 2.9' in the Ruleset"),
    ("the text is not in the rule", I("replace_text", rule="Roads", old="East", text="Up"), "'East' is not in rule 'Roads' (did you mean 'West'?)"),
    ("the text is in a subrule, not the rule", I("replace_text", rule="Lanterns", old="spend one Oil", text="spend two Oil"),
     "'spend one Oil' is not in rule 'Lanterns' (it is in its subrule 'Lighting')"),
    ("the text is there twice", I("replace_text", rule="Votes", old="is counted as", text="counts as"),
     "'is counted as' appears 2 times in rule 'Votes'"),
    ("nth beyond the count", I("replace_text", rule="Votes", old="AGAINST", text="NAY", which="nth:4"),
     "'AGAINST' appears 3 times in rule 'Votes', not 4"),
    ("an unknown section", I("add_rule", title="Moons", text="There are moons.", section="Lunar Rules"), "no section 'Lunar Rules' in the Ruleset"),
    ("a rule already there", I("add_rule", title="Roads", text="Again."), "a rule 'Roads' is already there"),
    ("a new rule with no title", I("add_rule", text="Untitled."), "the new rule has no title"),
    ("an anchor that is not there", I("insert_text", rule="Roads", text="Hi.", where=Place.of(Anchor("Up the hill."))), "'Up the hill.' is not in rule 'Roads'"),
    ("insert with no place", I("insert_text", rule="Roads", text="Hi."), "no place in the rule was given to insert the text (after: or before: a text)"),
    ("a paragraph the rule does not have", I("replace_rule", rule="Roads", text="X.", where=Place.of(Paragraph("3"))), "rule 'Roads' has 1 paragraph, not 3"),
    ("a paragraph counted past a list", I("replace_rule", rule="Votes", text="X.", where=Place.of(Paragraph("2"))),
     "which is paragraph 2 of rule 'Votes' is not clear (block 2 is a list or a table): quote the text to replace"),
    ("no rule named, the quote twice in the Ruleset", I("replace_text", old="there is no Keeper", text="there is no Warden"), None),
    ("no rule named, the quote in two rules", I("replace_text", old="Wanderer may change", text="Wanderer can change"), None),
    ("no rule named, the quote nowhere", I("replace_text", old="Moon", text="Sun"), "'Moon' is not in the Ruleset"),
    ("the quote is not in the paragraph named", I("replace_text", rule="Ruleset and Gamestate", old="four Sections", text="five Sections", where=Place.of(Paragraph("2"))),
     "'four Sections' is not in paragraph 2 of rule 'Ruleset and Gamestate'"),
    ("the last paragraph is a list", I("replace_text", rule="Votes", text="", where=Place.of(Paragraph("last"))),
     "which is paragraph last of rule 'Votes' is not clear (block 2 is a list or a table): quote the text to replace"),
    ("a quote cutting a link in two", I("replace_text", rule="Wanderers", old="as a Wander", text="as a Walk"),
     "'as a Wander' covers part of the link [[Wanderer|Wanderers]] only"),
    ("a title two rules share", I("repeal_rule", rule="Keywords"), None),
    ("a move into itself", I("move_rule", rule="Lanterns", parent="Lighting"), "rule 'Lanterns' cannot be moved into itself"),
    ("a move with no place", I("move_rule", rule="Roads"), "no place to move the rule to was given"),
]


@pytest.mark.parametrize("name,ins,reason", BAD, ids=[b[0] for b in BAD])
def test_refused_with_reason(name, ins, reason):
    text = MINI
    if name == "a title two rules share":
        text = once(MINI, "== Synonyms ==", "== Keywords ==")
    if name == "no rule named, the quote twice in the Ruleset":
        text = once(MINI, "If there is no Keeper", "If there is no Keeper, or if there is no Keeper")
        reason = "'there is no Keeper' appears 2 times in the Ruleset"
    if name == "no rule named, the quote in two rules":
        text = once(MINI, "Once per day a Wanderer may spend", "Once per day a Wanderer may change")
        reason = "'Wanderer may change' appears 2 times in the Ruleset (rules 'Votes', 'Lighting')"
    keep = I("rename_rule", rule="Dynasties", title="Reigns")
    r = enact(ins, keep, text=text)
    assert ins.status == "not applied"
    if name == "a title two rules share":
        assert "matches several rules" in ins.reason and "4.1 Keywords" in ins.reason and "4.2 Keywords" in ins.reason
    else:
        assert ins.reason == reason
    # the other instruction still applies, and nothing else moved
    assert keep.status == "applied"
    assert r.new == once(text, "== Dynasties ==", "== Reigns ==")


def test_not_wikitext_is_refused():
    html = (ROOT / "fixtures" / "rulesets" / "ruleset-209.html").read_text()
    with pytest.raises(BlognomicError, match="not the wikitext of a Ruleset"):
        apply_to_ruleset(html, [I("repeal_rule", rule="Sanity")], source="ruleset-209.html")
    with pytest.raises(BlognomicError, match="not a BlogNomic ruleset"):
        apply_to_ruleset("== Shopping ==\nMilk.\n\n== Chores ==\nSweep.\n", [], source="notes.wiki")
    with pytest.raises(BlognomicError):
        apply_to_ruleset("", [], source="empty.wiki")


def test_no_instructions_no_change():
    r = enact()
    assert r.new == MINI and r.touched == [] and r.sections == [] and not r.changed


@pytest.mark.parametrize("name", ["ruleset-070.wiki", "ruleset-205.wiki", "ruleset-209.wiki", "ruleset-2024-02-24.wiki"])
def test_bundled_rulesets_round_trip_and_take_a_rule(name):
    text = (ROOT / "fixtures" / "rulesets" / name).read_text()
    r = apply_to_ruleset(text, [], source=name)
    assert r.new == text
    ins = I("add_rule", title="Zebra Crossings", text="Each Zebra has a Crossing.")
    r = apply_to_ruleset(text, [ins], source=name)
    assert ins.status == "applied"
    rs = parse_ruleset(r.new, source=name)
    dyn = rs.section("Dynastic Rules")
    assert dyn.rules[-1].title == "Zebra Crossings" and dyn.rules[-1].text == "Each Zebra has a Crossing."
    touched_only(r)


def test_a_ruleset_already_parsed_is_reused_and_left_as_it_was():
    parsed = parse_ruleset(MINI, source="ruleset-mini.wiki")
    titles = [r.title for r in parsed.rules()]
    ins = [I("repeal_rule", rule="Lanterns"), I("rename_rule", rule="Roads", title="Paths"), I("add_rule", title="Oil", text="Oil.", parent="Paths")]
    r = apply_to_ruleset(MINI, ins, source="ruleset-mini.wiki", ruleset=parsed)
    again = apply_to_ruleset(MINI, [I(i.kind, rule=i.rule, title=i.title, text=i.text, parent=i.parent) for i in ins], source="ruleset-mini.wiki")
    assert r.new == again.new and [i.status for i in ins] == ["applied"] * 3
    assert [r.title for r in parsed.rules()] == titles  # the caller's model is not reshaped
    # a Ruleset of another text is not trusted: the given wikitext is parsed
    other = parse_ruleset(once(MINI, "== Roads ==", "== Ways =="), source="other.wiki")
    ins2 = I("rename_rule", rule="Roads", title="Paths")
    assert apply_to_ruleset(MINI, [ins2], ruleset=other).new == once(MINI, "== Roads ==", "== Paths ==")


def test_text_given_to_a_rule_with_no_text_of_its_own():
    # form: Ruleset 205 (2021), "Gamestate Tracking": a heading, a blank line, then its subrules
    text = once(MINI, "== Votable Matters ==\nA Votable Matter is a Proposal, a Call for Judgement or a Declaration of Victory.\n\n",
                "== Votable Matters ==\n\n")
    for kind in ("append_text", "prepend_text", "replace_rule"):
        ins = I(kind, rule="Votable Matters", text="A Votable Matter is a post.")
        r = enact(ins, text=text)
        assert ins.status == "applied"
        assert r.new == once(text, "== Votable Matters ==\n\n", "== Votable Matters ==\nA Votable Matter is a post.\n\n")


def test_condition_not_met_holds_back_gamestate_changes_too():
    gs = I("gamestate", sentence="Set each Wanderer's Lanterns to 3")
    note = I("commentary", sentence="This is only fair.")
    cond = I("conditional", condition="If Proposal: Dusk has been enacted", condition_met=False, children=[gs, note])
    r = enact(cond)
    assert (gs.status, gs.reason) == ("not applied", "condition not met")
    assert note.status == "pending" and r.new == MINI


def test_a_move_too_deep_is_refused_and_leaves_the_rule_where_it_was():
    deep = once(MINI, "=== Lighting ===\nOnce per day a Wanderer may spend one Oil to gain one Lantern.\n\n",
                "=== Lighting ===\nOnce per day a Wanderer may spend one Oil to gain one Lantern.\n\n==== Wicks ====\nW.\n\n"
                "===== Wax =====\nX.\n\n====== Tallow ======\nT.\n\n")
    ins = I("move_rule", rule="Lanterns", parent="Tallow")
    r = enact(ins, I("rename_rule", rule="Lanterns", title="Lamps"), text=deep)
    assert (ins.status, ins.reason) == ("not applied", "rule 'Lanterns' cannot be moved into itself")
    ins = I("move_rule", rule="Lighting", parent="Keywords")
    r = enact(I("move_rule", rule="Wicks", parent="Roads"), ins, I("rename_rule", rule="Lighting", title="Lamps"), text=deep)
    # Wicks (4) with Wax (5) and Tallow (6) under Roads (2): 3, 4, 5; then Lighting under Keywords: fine
    assert ins.status == "applied"
    ins = I("move_rule", rule="Roads", parent="Tallow", sentence="too deep")
    r2 = enact(ins, I("rename_rule", rule="Roads", title="Ways"), text=deep)
    assert (ins.status, ins.reason) == ("not applied", "a subrule that deep has no heading level in wikitext")
    assert r2.new == once(deep, "== Roads ==", "== Ways ==")
    assert r.new.count("=== Lamps ===") == 1


def test_the_confinement_check_catches_a_stray_byte():
    r = enact(I("rename_rule", rule="Roads", title="Paths"))
    (a, b), = [t["span"] for t in r.touched]
    assert confined(r.old, r.new, [(a, b)])
    stray = r.new[:10] + "x" + r.new[11:]
    assert not confined(r.old, stray, [(a, b)])
    assert not confined(r.old, r.new, [(a + 1, b - 1)])


def test_a_rule_added_then_renamed_and_filled_in_the_same_proposal():
    # a page whose last rule has no newline at its end: the new rule brings the blank line it needs
    text = once(once(MINI, "* Keeper (Emperor)\n\n</div>\n", "* Keeper (Emperor)\n\nThe list is complete."),
                '<div style="padding:8px;background:#ddd;">\n= Appendix =', "= Appendix =")
    ins = [I("add_rule", title="Oil", text="Oil burns.", section="Appendix"), I("rename_rule", rule="Oil", title="Lamp Oil"),
           I("append_text", rule="Lamp Oil", text="Oil is sold by the Keeper.")]
    r = enact(*ins, text=text)
    assert [i.status for i in ins] == ["applied"] * 3
    assert r.new == text + "\n\n== Lamp Oil ==\nOil burns.\n\nOil is sold by the Keeper.\n\n"
    assert [t["rule"] for t in r.touched] == ["Lamp Oil"]
    touched_only(r)


def test_the_diff_shows_only_the_changed_lines():
    r = enact(I("replace_text", rule="Roads", old="North, South and West", text="North and South"))
    assert r.diff(context=0).splitlines()[2:] == [
        "@@ -45 +45 @@",
        "-The Roads are North, South and West. Each Wanderer is on one Road, which defaults to North.",
        "+The Roads are North and South. Each Wanderer is on one Road, which defaults to North.",
    ]
    assert enact().diff() == ""


# -- never twice: a change the Ruleset already shows is not made again -----------------------------------------


def test_a_change_the_ruleset_already_shows_is_not_made_twice():
    """Run on its own result, each instruction finds its change there and is "already applied", not applied a second
    time (a second run, another admin's enactment); with again=True it is applied as if for the first time."""
    def instructions():
        return [
            I("append_text", rule="Roads", text="A Road may be closed by the Sovereign."),
            I("add_rule", title="Beacons", text="Each Road has one Beacon."),
            I("replace_text", rule="Lighting", old="one Oil", text="two Oil"),
            I("insert_text", rule="Lanterns", where=Place.of(Anchor("defaults to 2.")), text="It can be at most 5."),
        ]
    first = enact(*instructions())
    assert [i.status for i in first.instructions] == ["applied"] * 4
    second = apply_to_ruleset(first.new, instructions(), source="m.wiki")
    assert [i.status for i in second.instructions] == ["already applied"] * 4 and second.new == first.new
    assert second.instructions[0].reason == "already in the Ruleset: rule 'Roads' holds this text"
    assert "its replacement is in rule 'Lighting'" in second.instructions[2].reason
    again = apply_to_ruleset(first.new, instructions(), source="m.wiki", again=True)
    assert again.instructions[0].status == "applied" and again.new.count("A Road may be closed by the Sovereign.") == 2
    assert again.instructions[1].status == "not applied"  # a second rule of one title: refused as always


def test_rename_to_a_title_another_rule_has_is_refused():
    rules = [r.name for r in parse_ruleset(MINI, source="m.wiki").rules()]
    a, b = rules[1], rules[2]
    res = enact(I("rename_rule", rule=a, title=b))
    assert res.instructions[0].status == "not applied" and f"already has the title {b!r}" in res.instructions[0].reason
    assert res.new == MINI
    case = enact(I("rename_rule", rule=a, title=a.upper()))  # its own title in other case: a rename, allowed
    assert case.instructions[0].status == "applied"
