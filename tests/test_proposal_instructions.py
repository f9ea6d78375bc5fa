"""The proposal reader: a post body's HTML -> its instructions, form by form (at least two wordings each, as
real proposals word them), the corpus measure, the post page's body HTML, and mutations of every corpus body.

Each wording notes the era or post its form comes from; names and texts are our own.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import best_pair
from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.errors import BlognomicError
from blognomic_tools.models import INSTRUCTION_KINDS
from blognomic_tools.parsers.blog import parse_post_page
from blognomic_tools.parsers.proposal import FORMS, ProposalFormatError, read_instructions
from blognomic_tools.phrasings import proposals
from conftest import BLOG_SITE
from corpus_proposals import CORPUS, cases, measure, shape, verdict
from fuzzing import FUZZ, mutated, run_fuzzed

ROOT = Path(__file__).resolve().parent.parent


def one(html: str) -> dict:
    got = [shape(i) for i in read_instructions(html) if i.kind != "commentary"]
    assert len(got) == 1, got
    return got[0]


def kinds(html: str) -> list[str]:
    return [i.kind for i in read_instructions(html)]


BQ = "<blockquote><p>{}</p></blockquote>"

# (form, wording (HTML), expected instruction)
TABLE = [
    # --- add_rule
    ("add_rule", "<p>Add a new rule to the Ruleset, called “Orchards”, with the following text:</p>" + BQ.format("Each Vassal has Apples."),  # 2021/12
     {"kind": "add_rule", "title": "Orchards", "text": "Each Vassal has Apples."}),
    ("add_rule", "<p>Create a new rule called Orchards:</p>" + BQ.format("Each Vassal has Apples."),  # 2016 twelve_times_twelve_midnight
     {"kind": "add_rule", "title": "Orchards", "text": "Each Vassal has Apples."}),
    ("add_rule", "<p>Add a new Dynastic Rule, “Orchards”:</p>" + BQ.format("Each Vassal has Apples."),  # 2021 victory_executed…
     {"kind": "add_rule", "title": "Orchards", "text": "Each Vassal has Apples."}),
    ("add_rule", "<p>Enact a new rule “Orchards”:-</p>" + BQ.format("Each Vassal has Apples."),  # 2013 disorderly_shutdown_2
     {"kind": "add_rule", "title": "Orchards", "text": "Each Vassal has Apples."}),
    ("add_rule", "<p>Add a new rule called “Orchards” with the text: Each Vassal has Apples.</p>",  # 2017 tesseract, text on the line
     {"kind": "add_rule", "title": "Orchards", "text": "Each Vassal has Apples."}),
    ("add_rule core tag", "<p>Add a new Core rule, “Recess [Core]”, with the following text:</p>" + BQ.format("No voting on Sundays."),
     {"kind": "add_rule", "title": "Recess [Core]", "section": "Core Rules", "text": "No voting on Sundays."}),
    ("add_rule core section", "<p>Add a new rule to the Core Rules, called “Recess”:</p>" + BQ.format("No voting on Sundays."),
     {"kind": "add_rule", "title": "Recess", "section": "Core Rules", "text": "No voting on Sundays."}),
    ("add_rule subrule", "<p>Add a subrule to “Orchards”, called “Cider”:</p>" + BQ.format("Apples make Cider."),  # brief form
     {"kind": "add_rule", "title": "Cider", "parent": "Orchards", "text": "Apples make Cider."}),
    ("add_rule subrule", "<p>Add a new rule as a subrule of the rule “Orchards”, called “Cider”, with the following text:</p>" + BQ.format("Apples make Cider."),
     {"kind": "add_rule", "title": "Cider", "parent": "Orchards", "text": "Apples make Cider."}),
    ("add_rule after", "<p>Add a new rule called “Cider”, after the rule “Orchards”, with the text:</p>" + BQ.format("Apples make Cider."),
     {"kind": "add_rule", "title": "Cider", "where": "after:Orchards", "text": "Apples make Cider."}),
    ("add_rule after", "<p>Create a new rule after “Orchards” called “Cider”:</p>" + BQ.format("Apples make Cider."),
     {"kind": "add_rule", "title": "Cider", "where": "after:Orchards", "text": "Apples make Cider."}),
    # --- replace_text
    ("replace_text", "<p>In the rule “Orchards”, replace “Apples” with “Pears”.</p>",  # 2021/08
     {"kind": "replace_text", "rule": "Orchards", "old": "Apples", "text": "Pears"}),
    ("replace_text", "<p>Replace the text “Apples” in the rule Orchards with:</p>" + BQ.format("Pears"),  # brief; 2021/12
     {"kind": "replace_text", "rule": "Orchards", "old": "Apples", "text": "Pears"}),
    ("replace_text", "<p>In Rule 2.4 (Orchards), change “Apples” to “Pears”.</p>",
     {"kind": "replace_text", "rule": "Rule 2.4 (Orchards)", "old": "Apples", "text": "Pears"}),
    ("replace_text", "<p>Replace &quot;Apples&quot; with &quot;Pears&quot; in the rule &quot;Orchards&quot;.</p>",  # 2003 straight quotes
     {"kind": "replace_text", "rule": "Orchards", "old": "Apples", "text": "Pears"}),
    ("replace_text first", "<p>In the rule “Orchards”, replace the first instance of “Apples” with “Pears”.</p>",
     {"kind": "replace_text", "rule": "Orchards", "old": "Apples", "text": "Pears", "which": "first"}),
    ("replace_text every", "<p>In the rule “Orchards”, replace every instance of “Apples” with “Pears”.</p>",
     {"kind": "replace_text", "rule": "Orchards", "old": "Apples", "text": "Pears", "which": "every"}),
    ("replace_text every", "<p>Change all occurrences of “Apples” in the ruleset to “Pears”.</p>",  # 2006 bad_idea
     {"kind": "replace_text", "old": "Apples", "text": "Pears", "which": "every"}),
    ("replace_text sentence", "<p>In core rule “1.4 Orchards” change the sentence “Apples grow.” so that instead it reads:</p>" + BQ.format("Pears grow."),  # 2009
     {"kind": "replace_text", "rule": "1.4 Orchards", "old": "Apples grow.", "text": "Pears grow."}),
    ("replace_text amend", "<p>Amend “Orchards” by replacing this text:</p>" + BQ.format("Apples grow.") + "<p>with this text:</p>" + BQ.format("Pears grow."),  # 2025/05
     {"kind": "replace_text", "rule": "Orchards", "old": "Apples grow.", "text": "Pears grow."}),
    ("replace_text", "<p>In the rule “Orchards”, change “Apples” to read “Pears”.</p>",
     {"kind": "replace_text", "rule": "Orchards", "old": "Apples", "text": "Pears"}),
    ("replace_text no rule", "<p>Replace</p>" + BQ.format("Apples grow.") + "<p>with</p>" + BQ.format("Pears grow."),  # 2010 abstention_fix
     {"kind": "replace_text", "old": "Apples grow.", "text": "Pears grow."}),
    ("replace_text no rule", "<p>Replace “Apples grow.” with the following:</p>" + BQ.format("Pears grow."),
     {"kind": "replace_text", "old": "Apples grow.", "text": "Pears grow."}),
    # --- the same rule
    ("same rule", "<p>In the rule “Orchards”, replace “Apples” with “Pears”.</p><p>In the same rule, replace “grow” with “ripen”.</p>",
     [{"kind": "replace_text", "rule": "Orchards", "old": "Apples", "text": "Pears"}, {"kind": "replace_text", "rule": "Orchards", "old": "grow", "text": "ripen"}]),
    ("same rule", "<p>Add a new rule called “Cider”, with the following text:</p>" + BQ.format("Apples make Cider.") +
     "<p>In that rule, replace “Apples” with “Pears”.</p>",
     [{"kind": "add_rule", "title": "Cider", "text": "Apples make Cider."}, {"kind": "replace_text", "rule": "Cider", "old": "Apples", "text": "Pears"}]),
    # --- removal of words
    ("remove words", "<p>Remove “ripe” from Rule 2.4 (Orchards).</p>",  # 2006 reductio_propositum
     {"kind": "replace_text", "rule": "Rule 2.4 (Orchards)", "old": "ripe", "text": ""}),
    ("remove words", "<p>In the rule “Orchards”, remove “, if ripe,”.</p>",
     {"kind": "replace_text", "rule": "Orchards", "old": ", if ripe,", "text": ""}),
    # --- append / prepend / insert
    ("append_text", "<p>Append to the rule “Orchards” the following:</p>" + BQ.format("Pears grow too."),  # 2021/12
     {"kind": "append_text", "rule": "Orchards", "text": "Pears grow too."}),
    ("append_text", "<p>Add the following to the end of the rule “Orchards”:</p>" + BQ.format("Pears grow too."),  # 2025/05
     {"kind": "append_text", "rule": "Orchards", "text": "Pears grow too."}),
    ("append_text", "<p>To the rule Orchards, add:-</p>" + BQ.format("Pears grow too."),  # 2020/07
     {"kind": "append_text", "rule": "Orchards", "text": "Pears grow too."}),
    ("prepend_text", "<p>Add the following to the beginning of the rule “Orchards”:</p>" + BQ.format("Trees exist."),  # 2012/03
     {"kind": "prepend_text", "rule": "Orchards", "text": "Trees exist."}),
    ("prepend_text", "<p>Prepend to the rule “Orchards” the following:</p>" + BQ.format("Trees exist."),
     {"kind": "prepend_text", "rule": "Orchards", "text": "Trees exist."}),
    ("insert after sentence", "<p>In the rule “Orchards”, after the sentence ending “grow in spring”, add:</p>" + BQ.format("They fall in autumn."),  # 2023/12
     {"kind": "insert_text", "rule": "Orchards", "where": "after sentence:grow in spring", "text": "They fall in autumn."}),
    ("insert before sentence", "<p>In the rule “Orchards”, before the sentence “Apples grow.” insert another sentence that reads:</p>" + BQ.format("Trees exist."),  # 2009
     {"kind": "insert_text", "rule": "Orchards", "where": "before sentence:Apples grow.", "text": "Trees exist."}),
    ("insert after words", "<p>In “Orchards”, after “Apples” append, as a new sentence in the same bullet point,</p>" + BQ.format("Pears too."),  # 2021 Votes
     {"kind": "insert_text", "rule": "Orchards", "where": "after:Apples", "text": "Pears too."}),
    ("insert after words", "<p>In the rule “Orchards”, after “Apples” add “ and Pears”.</p>",  # 2021/08
     {"kind": "insert_text", "rule": "Orchards", "where": "after:Apples", "text": "and Pears"}),
    # --- whole rule / paragraph
    ("replace_rule", "<p>Reword Rule 1.3 (Orchards) to:-</p>" + BQ.format("Pears only."),  # 2006
     {"kind": "replace_rule", "rule": "Rule 1.3 (Orchards)", "text": "Pears only."}),
    ("replace_rule", "<p>Replace the text of the rule “Orchards” with:</p>" + BQ.format("Pears only."),
     {"kind": "replace_rule", "rule": "Orchards", "text": "Pears only."}),
    ("replace_rule", "<p>Rewrite the rule entitled Orchards as follows:</p>" + BQ.format("Pears only."),  # 2021
     {"kind": "replace_rule", "rule": "Orchards", "text": "Pears only."}),
    ("replace_rule", "<p>Update the rule “Orchards” so that it reads:</p>" + BQ.format("Pears only."),
     {"kind": "replace_rule", "rule": "Orchards", "text": "Pears only."}),
    ("replace_rule", "<p>Replace the rule “Orchards” with the following:</p>" + BQ.format("Pears only."),
     {"kind": "replace_rule", "rule": "Orchards", "text": "Pears only."}),
    ("paragraph", "<p>Change the first paragraph of the rule entitled “Orchards” to:</p>" + BQ.format("Pears only."),
     {"kind": "replace_text", "rule": "Orchards", "where": "paragraph:1", "text": "Pears only."}),
    ("paragraph", "<p>Reword the second paragraph of Rule 2.4 (Orchards) to:-</p>" + BQ.format("Pears only."),  # 2006
     {"kind": "replace_text", "rule": "Rule 2.4 (Orchards)", "where": "paragraph:2", "text": "Pears only."}),
    # the ordinal is read by the one reader of ordinals (reading.numbers): words up to "tenth", digits, "final"
    ("paragraph", "<p>Remove the seventh paragraph of the rule “Orchards”.</p>",
     {"kind": "replace_text", "rule": "Orchards", "where": "paragraph:7", "text": ""}),
    ("paragraph", "<p>Change the 12th paragraph of the rule “Orchards” to:</p>" + BQ.format("Pears only."),
     {"kind": "replace_text", "rule": "Orchards", "where": "paragraph:12", "text": "Pears only."}),
    # --- rename / repeal / move
    ("rename_rule", "<p>Rename the rule “Orchards” to “Groves”.</p>", {"kind": "rename_rule", "rule": "Orchards", "title": "Groves"}),
    ("rename_rule", "<p>Rename Rule 2.4 (Orchards) to Groves.</p>", {"kind": "rename_rule", "rule": "Rule 2.4 (Orchards)", "title": "Groves"}),
    ("repeal_rule", "<p>Repeal the rule “Orchards”.</p>", {"kind": "repeal_rule", "rule": "Orchards"}),  # 2021/12
    ("repeal_rule", "<p>Remove the rule Orchards and its subrules.</p>", {"kind": "repeal_rule", "rule": "Orchards"}),
    ("repeal_rule", "<p>Repeal Rule 2.4 (Orchards).</p>", {"kind": "repeal_rule", "rule": "Rule 2.4 (Orchards)"}),
    ("move_rule", "<p>Move the rule “Cider” to be a subrule of “Orchards”.</p>", {"kind": "move_rule", "rule": "Cider", "parent": "Orchards"}),
    ("move_rule", "<p>Make the rule “Cider” a subrule of the rule “Orchards”.</p>", {"kind": "move_rule", "rule": "Cider", "parent": "Orchards"}),
    ("move_rule", "<p>Move the rule “Cider” to the Appendix.</p>", {"kind": "move_rule", "rule": "Cider", "section": "Appendix"}),
    # a subrule made a rule of its own: the Dynastic Rules are where it goes (no section said is no place at all)
    ("move_rule", "<p>Move the rule “Cider” to the Dynastic Rules.</p>", {"kind": "move_rule", "rule": "Cider", "section": "Dynastic Rules"}),
]


@pytest.mark.parametrize("form,html,want", TABLE, ids=[f"{i:02d}-{t[0]}" for i, t in enumerate(TABLE)])
def test_form_table(form, html, want):
    got = [shape(i) for i in read_instructions(html) if i.kind != "commentary"]
    assert got == (want if isinstance(want, list) else [want]), (form, html)


@pytest.mark.parametrize("words", [e["phrasing"] for e in proposals.WHICH])
def test_every_which_word_is_read(words):
    """The words the table says mean which occurrences are the ones the forms read ("every instance of")."""
    want = next(e["which"] for e in proposals.WHICH if e["phrasing"] == words)
    got = read_instructions(f"<p>In the rule “Orchards”, replace {words} instances of “Apples” with “Pears”.</p>")
    assert [(i.kind, i.old, i.text, i.which) for i in got] == [("replace_text", "Apples", "Pears", want)]


def test_every_form_family_has_two_wordings():
    fams = {}
    for form, _, want in TABLE:
        fams[form.split()[0]] = fams.get(form.split()[0], 0) + 1
    assert all(n >= 2 for n in fams.values()), fams
    assert {f.kind for f in FORMS} <= {k for k in INSTRUCTION_KINDS}
    assert len(FORMS) >= 30


# --- rule references: what the proposal names, quotes off


@pytest.mark.parametrize("ref,name", [
    ("“Votes”", "Votes"), ("the rule “Votes”", "Votes"), ("the rule entitled Votes", "Votes"), ("Rule 1.5 (Enactment)", "Rule 1.5 (Enactment)"),
    ("core rule “1.5 Enactment”", "1.5 Enactment"), ("rule 2.6.1 (“Party Consensus”)", "Rule 2.6.1 (Party Consensus)"), ("Rule 4", "Rule 4"),
    ("the core rule Enacting and Failing", "Enacting and Failing"), ("the dynastic rule “Moats”", "Moats"),
])
def test_rule_references(ref, name):
    assert one(f"<p>Repeal {ref}.</p>")["rule"] == name
    assert one(f"<p>In {ref}, replace “a” with “b”.</p>")["rule"] == name


# --- conditionals


def test_conditionals_inline_and_as_a_block():
    got = read_instructions("<p>If Proposal: Stone Bridges has passed, repeal the rule “Fords”.</p>")
    assert got[0].kind == "conditional" and got[0].condition == "Proposal: Stone Bridges has passed" and got[0].condition_met is None
    assert [shape(c) for c in got[0].children] == [{"kind": "repeal_rule", "rule": "Fords"}]
    got = read_instructions("<p>If a Quorum of EVCs on this Proposal contain “Tall”, then:</p><p>Rename the rule “Walls” to “Towers”.</p>"
                            "<p>Repeal the rule “Ditches”.</p><p>I like towers.</p>")
    assert [i.kind for i in got] == ["conditional", "commentary"]
    assert got[0].condition == "a Quorum of EVCs on this Proposal contain “Tall”"
    assert [c.kind for c in got[0].children] == ["rename_rule", "repeal_rule"]


def test_a_condition_whose_instruction_no_form_reads_keeps_it_not_understood():
    got = read_instructions("<p>If Proposal: Stone Bridges has passed, fold the rule “Fords” into a paper boat.</p>")
    # refused whole, or its order after the condition refused (the order net reads "fold the rule …" as an order)
    assert got[0].kind == "not_understood" or [c.kind for c in got[0].children] == ["not_understood"]
    got = read_instructions("<p>If Proposal: Stone Bridges has passed, replace the bridges with something nicer.</p>")
    assert got[0].kind == "conditional" and [c.kind for c in got[0].children] == ["not_understood"]


# --- gamestate, commentary, not understood


@pytest.mark.parametrize("line", ["Set each Vassal’s Wood to 3.", "Set Josh's Stone to 12.", "Kevan gains 2 Stone.", "Each Vassal with a Moat gains 1 Grain.",
                                  "Add a row for Clucky to the Treasury.", "Increase each Vassal’s Gold by 5.", "Transfer all of Josh’s Grain to Kevan."])
def test_gamestate_lines_are_left_to_the_gamestate_reader(line):
    got = read_instructions(f"<p>{line}</p>")
    assert [(i.kind, i.gamestate, i.sentence) for i in got] == [("gamestate", None, line)]


@pytest.mark.parametrize("line", ["Change the Moat’s Defensive Value from 15 to 20.", "Replace the wobbly bits in the rule.",
                                  "Add “or the Crown vetoed it,” to the list of reasons in Rule 1.5 (Enactment).", "Reword the third paragraph onwards to: hello",
                                  "Amend the first sentence in the rule “Lists” that contains the word “Misfit” to “Hi”."])
def test_instruction_looking_lines_no_form_reads_are_not_understood_and_quoted(line):
    got = read_instructions(f"<p>{line}</p>")
    assert [i.kind for i in got] == ["not_understood"] and got[0].reason
    assert got[0].sentence.split()[0] == line.split()[0]


def test_commentary_kinds():
    got = read_instructions("<p>[ A small fix. ]</p><p>Repeal the rule “Moats”.</p><p><em>As discussed on Discord.</em></p>"
                            "<p>I think this is fine.</p><hr><p>Repeal the rule “Walls”, maybe, one day.</p>")
    assert [i.kind for i in got] == ["commentary", "repeal_rule", "commentary", "commentary"]
    assert "Walls" in got[-1].sentence  # after the separator, nothing is an instruction


def test_a_stray_quote_with_no_instruction_is_commentary_and_struck_text_is_dropped():
    got = read_instructions("<p>The rule currently says:</p><blockquote>Moats are wet.</blockquote>"
                            "<p>Repeal the rule “Moats”<s> and the rule “Walls”</s>.</p>")
    assert [shape(i) for i in got] == [{"kind": "commentary"}, {"kind": "repeal_rule", "rule": "Moats"}]


def test_quoted_text_becomes_wikitext():
    html = ("<p>Add a new rule called “Larder”, with the following text:</p><blockquote><p>A <b>Larder</b> holds <i>food</i>.<br>"
            "It has <a href='https://wiki.blognomic.com/x'>shelves</a>.</p><ol><li>Grain</li><li>Salt<ul><li>fine</li></ul></li></ol></blockquote>")
    assert one(html)["text"] == "A '''Larder''' holds ''food''.\nIt has shelves.\n\n# Grain\n# Salt\n** fine"


def test_empty_and_unreadable_bodies():
    assert read_instructions("") == [] and read_instructions("   ") == []
    with pytest.raises(ProposalFormatError):
        read_instructions("x" * 500_000, source="huge")
    with pytest.raises(BlognomicError):
        read_instructions(None)  # type: ignore[arg-type]


# --- the corpus and the post page


def test_corpus_none_wrong_and_most_read_fully():
    """None wrong outside a held-out round measured and not yet taught, and at least 85% of those cases read fully (the
    goal; the README's corpus section says where the reader stands, a round not yet taught included)."""
    r = measure()
    wrong = [d for d in r["details"] if d["verdict"] == "wrong" and d["case"].split("-")[0] not in r["untaught_rounds"]]
    assert not wrong, json.dumps(wrong, ensure_ascii=False)[:3000]
    untaught = {name for name in cases() if name.split("-")[0] in r["untaught_rounds"]}
    taught_missed = [d for d in r["details"] if d["case"] not in untaught]
    taught = r["cases"] - len(untaught)
    assert taught - len(taught_missed) >= 0.85 * taught, (taught - len(taught_missed), taught)
    assert r["cases"] >= 150 and r["forms"] >= 150


def test_corpus_bodies_each_have_their_expectation():
    exp = cases()
    assert sorted(p.stem for p in CORPUS.glob("*.html")) == sorted(exp)
    assert all(c["from"] and c["form"] for c in exp.values())


def test_a_case_is_read_refused_or_wrong():
    a, b, c = {"kind": "repeal_rule", "rule": "A"}, {"kind": "append_text", "rule": "B", "text": "x"}, {"kind": "commentary"}
    nu = {"kind": "not_understood"}
    assert verdict([a, b, c], [a, b, c]) == "read"
    assert verdict([a, nu, c], [a, b, c]) == "refused"  # what is read is right; the rest is refused, which blocks saving
    assert verdict([nu], [a, b]) == "refused"
    assert verdict([a, c], [a, b, c]) == "wrong"  # an instruction dropped as commentary
    assert verdict([a, dict(b, text="y"), nu], [a, b, c]) == "wrong"  # one read otherwise
    assert verdict([b, nu], [a, b]) == "wrong"  # the repeal is missed with nothing said
    assert verdict([a, b], [a, nu]) == "wrong"  # a guess where the words are not clear


def test_bench_script_prints_its_measure():
    p = subprocess.run([sys.executable, str(ROOT / "bench" / "corpus_proposals.py")], capture_output=True, text=True, check=True)
    r = json.loads(p.stdout)
    assert r["reader"] == "proposals" and r["read"] + r["refused"] + r["wrong"] == r["cases"] and "proposals:" in p.stderr


def test_post_page_keeps_its_body_html():
    page = (BLOG_SITE / "archive" / "moat_upgrade.html").read_text()
    post, _ = parse_post_page(page, "https://blognomic.com/archive/moat_upgrade")
    assert post.body_html.startswith("<p>") and "<blockquote>" in post.body_html and "<div" not in post.body_html[:5]
    assert post.body.startswith("Add a subrule to “Structures”, called “Moat Maintenance”")
    assert [i.kind for i in read_instructions(post.body_html)] == ["add_rule", "replace_text", "gamestate", "commentary"]


BODIES = {p.stem: p.read_text(encoding="utf-8") for p in sorted(CORPUS.glob("*.html"))}


@FUZZ
@given(data=st.data())
def test_proposal_bodies_fuzzed(data):
    name = data.draw(st.sampled_from(sorted(BODIES)))
    html = data.draw(mutated(BODIES[name]))
    got = run_fuzzed(read_instructions, html, source=name, what=f"read_instructions({name})")
    if got is not None:
        for i in got:
            assert i.kind in INSTRUCTION_KINDS and isinstance(i.sentence, str)


def test_quoted_text_in_several_blocks_is_one_text():
    html = ("<p>Add a new rule called “Larder”:</p><blockquote>First part.</blockquote><blockquote>Second part.</blockquote>"
            "<ul><li>a list too</li></ul><p>Why: food.</p>")
    assert [shape(i) for i in read_instructions(html)] == [
        {"kind": "add_rule", "title": "Larder", "text": "First part.\n\nSecond part."}, {"kind": "commentary"}]
    # a list after the quoted text is the author's (pros and cons), unless the quote leads into it
    html = html.replace("Second part.", "Second part has these:")
    assert [shape(i) for i in read_instructions(html)] == [
        {"kind": "add_rule", "title": "Larder", "text": "First part.\n\nSecond part has these:\n\n* a list too"}, {"kind": "commentary"}]


def test_the_same_rule_with_no_rule_before_is_not_guessed():
    got = read_instructions("<p>In the same rule, replace “a” with “b”.</p>")
    assert [i.kind for i in got] == ["not_understood"]


def test_unquoted_text_after_a_line_with_no_stop():
    html = "<p>Create a new rule “Larder”</p><p>A Larder holds food.</p><p>Repeal the rule “Pantry”.</p>"
    assert [shape(i) for i in read_instructions(html)] == [
        {"kind": "add_rule", "title": "Larder", "text": "A Larder holds food."}, {"kind": "repeal_rule", "rule": "Pantry"}]
    # the same text running to the end of the post, with a second paragraph: rule text or comment? not guessed
    got = read_instructions("<p>Create a new rule “Larder”</p><p>A Larder holds food.</p><p>Larders are sturdy.</p>")
    assert [i.kind for i in got] == ["not_understood"] and "end of the post" in got[0].reason
    # the author's closing remark is told by its words: the first person, or no verb rules are written with
    for remark in ("Seems useful.", "I think we need this.", "Bringing food to the castle at last."):
        got = read_instructions(f"<p>Create a new rule “Larder”</p><p>A Larder holds food.</p><p>{remark}</p>")
        assert [(i.kind, i.text) for i in got] == [("add_rule", "A Larder holds food."), ("commentary", None)], remark


def test_text_led_in_by_a_colon_runs_to_the_end_when_every_paragraph_reads_as_rule_text():
    html = "<p>Add a rule called Larder:</p><p>A Larder holds food.</p><p>Each Vassal may eat from it.</p>"
    assert [shape(i) for i in read_instructions(html)] == [
        {"kind": "add_rule", "title": "Larder", "text": "A Larder holds food.\n\nEach Vassal may eat from it."}]
    # a last paragraph with no mark of rule text (no permission, duty or condition) is not taken: refused
    got = read_instructions("<p>Add a rule called Larder:</p><p>A Larder holds food.</p><p>These ideas are old ones.</p>")
    assert [i.kind for i in got] == ["not_understood"]
    # an explanation right before the next instruction is the author's
    html = ("<p>Add a rule called Larder:</p><p>A Larder holds food.</p><p>This means we can eat.</p>"
            "<p>Repeal the rule “Pantry”.</p>")
    assert [i.kind for i in read_instructions(html)] == ["add_rule", "commentary", "repeal_rule"]
    assert read_instructions(html)[0].text == "A Larder holds food."


def test_new_rule_wordings_of_place_and_title():
    block = "<blockquote>Each Vassal may eat.</blockquote>"
    cases = {
        "Add the following subrule, called “Crumbs”, to the rule titled “Larder”.": ("Crumbs", "Larder", None),
        "Add the following to the rule “Larder” as a subrule titled “Crumbs”:": ("Crumbs", "Larder", None),
        "In the rule “Larder” add the following subrule named “Crumbs”:": ("Crumbs", "Larder", None),
        "Create a subrule of Larder, called “Crumbs”, with the following text:": ("Crumbs", "Larder", None),
        "Add a subrule to “Larder” before “Pantry” called “Crumbs” as follows:": ("Crumbs", "Larder", "before:Pantry"),
        "Add the following rule to the ruleset, known as “Crumbs”:": ("Crumbs", None, None),
        "Add a new rule named, “Crumbs,” with the following text:": ("Crumbs", None, None),
        "Add a rule Grand Crumbs": ("Grand Crumbs", None, None),
    }
    for line, (title, parent, where) in cases.items():
        got = read_instructions(f"<p>{line}</p>{block}")
        assert [(i.kind, i.title, i.parent, i.where and str(i.where), i.text) for i in got] == [("add_rule", title, parent, where, "Each Vassal may eat.")], line
    # no title said: the text's first paragraph, all in bold, is its title; any other text is refused
    heads = "<blockquote><p><b>Crumbs</b></p><p>Each Vassal may eat.</p></blockquote>"
    for line in ("Add the following new rule:", "Create this as a subrule for Larder:"):
        got = read_instructions(f"<p>{line}</p>{heads}")
        assert [(i.kind, i.title, i.text) for i in got] == [("add_rule", "Crumbs", "Each Vassal may eat.")], line
    assert [i.kind for i in read_instructions(f"<p>Add the following new rule:</p>{block}")] == ["not_understood"]
    # a subrule of a rule named with no rule before it is never guessed
    assert [i.kind for i in read_instructions(f"<p>Add a subrule to the same rule, entitled Crumbs:</p>{block}")] == ["not_understood"]


def test_quoted_rule_text_does_not_make_a_line_gamestate():
    html = "<p>Add a new Guild to the list of Guilds in Rule 2.6:</p><blockquote>When a Vassal joins, they gain 1 Bread.</blockquote>"
    assert [i.kind for i in read_instructions(html)] == ["not_understood"]


@pytest.mark.parametrize("make", [
    lambda n: "<p>If " + "a, b then c, " * n + "</p>",
    lambda n: "<p>In the rule " + "Abc " * (3 * n) + ", replace “a” with “b”</p>",
    lambda n: "<p>Repeal the rule “X” and " + "remove the rule “Y” and " * (n // 3) + "</p>",
    lambda n: "<p>" + "This is a sentence of commentary. " * (3 * n) + "</p>",
])
def test_long_lines_are_read_in_time_linear_in_their_length(make):
    """Measured by growth, not against a clock: the line doubled takes at most about twice as long (2.5x, best of 5, interleaved)."""
    read_instructions("<p>A remark that no wording reads.</p>")  # the table of wordings is compiled on first use
    small, large = make(500), make(1000)
    short, long = best_pair(lambda: read_instructions(small), lambda: read_instructions(large), n=5)
    assert long <= 2.5 * short + 0.02, (short, long)


def test_a_long_run_of_commentary_is_joined_in_time_linear_in_its_length():
    """One commentary per run of remarks, in their order; the run doubled costs about twice as much (joining a growing
    text line by line would cost its square)."""
    from blognomic_tools.models import Instruction
    from blognomic_tools.parsers.proposal.assembly import merge_commentary

    def run(n: int) -> list[Instruction]:
        return [Instruction(kind="commentary", sentence=f"Remark {k} of the author, kept as said.") for k in range(n)]

    merged = merge_commentary(run(3) + [Instruction(kind="repeal", sentence="Repeal “X”.", rule="X")] + run(2))
    assert [(i.kind, i.sentence.count("\n\n") + 1) for i in merged] == [("commentary", 3), ("repeal", 1), ("commentary", 2)]
    assert merged[0].sentence.startswith("Remark 0 ") and merged[0].sentence.endswith("Remark 2 of the author, kept as said.")
    small, large = run(8000), run(16000)
    short, long = best_pair(lambda: merge_commentary([Instruction(kind=i.kind, sentence=i.sentence) for i in small]),
                            lambda: merge_commentary([Instruction(kind=i.kind, sentence=i.sentence) for i in large]), n=5)
    assert long <= 2.5 * short + 0.02, (short, long)


def test_a_lowercase_line_after_a_quote_continues_the_instruction_only_when_it_needs_one():
    got = read_instructions("<p>Add a new rule called “X”:</p><blockquote>Text.</blockquote><p>so that it is clear who acts.</p>")
    assert [i.kind for i in got] == ["add_rule", "commentary"]
    got = read_instructions("<p>In the following sentence of Rule 1.9:</p><blockquote>It may be resolved after 24 hours.</blockquote>"
                            "<p>change the numbers to 48, respectively.</p>")  # 2010 removing_empty_threats
    assert [i.kind for i in got] == ["not_understood"] and "change the numbers" in got[0].sentence


def test_remove_the_following_sentences_from_it():
    got = read_instructions("<p>Rename the rule “Etiquette” to “Courtesies”. Remove the following sentences from it:</p>"
                            "<blockquote><p>One.<br>Two.</p></blockquote>")
    assert [shape(i) for i in got] == [{"kind": "rename_rule", "rule": "Etiquette", "title": "Courtesies"},
                                       {"kind": "replace_text", "rule": "Courtesies", "old": "One.", "text": ""},
                                       {"kind": "replace_text", "rule": "Courtesies", "old": "Two.", "text": ""}]


def test_a_conditional_refused_in_part_is_refused():
    cond = {"kind": "conditional", "condition": "X passed", "children": [{"kind": "repeal_rule", "rule": "A"}]}
    half = dict(cond, children=[{"kind": "not_understood"}])
    assert verdict([half], [cond]) == "refused"
    assert verdict([dict(cond, condition="Y passed")], [cond]) == "wrong"


@pytest.mark.parametrize("html", [
    # Blogger era (2003): the old paragraph in straight quotation marks on lines of their own
    '<p>In Rule 9, replace:-</p><p>"Each Pilgrim may light one Lamp a day."</p><p>with:-</p><p>"Each Pilgrim may light two Lamps a day."</p>',
    '<p>In Rule 4, replace the text</p><p>"A Lamp burns for one day."</p><p>with</p><p>"A Lamp burns until dawn."</p><p>[Lamps ran out too soon.]</p>',
])
def test_quotation_marks_around_an_old_paragraph_are_the_posts(html):
    got = one(html)
    assert got["kind"] == "replace_text" and not got["old"].startswith('"') and not got["old"].endswith('"')
    assert not got["text"].startswith('"')


@pytest.mark.parametrize("html", [
    # 2013-2020: a lead-in ending with ":-" (a colon and a dash) and the list it leads into, in the rule text
    "<p>Create a new rule, “Wells”:-</p><p>The Wells of the realm are these:-</p><ul><li>Deepwell</li><li>Stonewell</li></ul>",
    "<p>Add a new dynastic rule called “Lamps”:</p><p>Every Pilgrim owns exactly one of the following Lamps: -</p><ul><li>Brass</li><li>Tin</li></ul>",
])
def test_a_list_after_a_lead_in_ending_with_colon_dash_is_rule_text(html):
    got = one(html)
    assert got["kind"] == "add_rule" and got["text"].endswith(("* Stonewell", "* Tin")), got


@pytest.mark.parametrize("html", [
    # 2004: "… with “non-Minor Proposal”. (!)": marks with no words after an instruction are no remark of their own
    '<p>In Rule 3 (Lamps), replace "LT" with "Lamp Tax". (!)</p><p>Also replace "WK" with "Wick".</p>',
    '<p>Repeal Rule 12. (?!)</p><p>Repeal Rule 13.</p>',
])
def test_a_sentence_of_marks_alone_is_no_remark(html):
    assert "commentary" not in [i.kind for i in read_instructions(html)]


@pytest.mark.parametrize("html", [
    # 2011: "Change “X” to the following:" and paragraphs, no rule named: a rule's title or words of a rule, not sure
    "<p>Change “Lamps” to the following:</p><p>A Lamp has:</p><ul><li>a Colour</li><li>a Wick</li></ul>",
    '<p>Change "Wells" to the following text:</p><p>These are the Wells of the realm:</p><ol><li>Deepwell</li><li>Stonewell</li></ol>',
])
def test_a_short_name_changed_to_paragraphs_with_no_rule_named_is_refused(html):
    assert [i.kind for i in read_instructions(html)] == ["not_understood"]


@pytest.mark.parametrize("html,parent", [
    # 2012: the section said before the title ("the rule in the Appendix entitled X")
    ("<p>Add a new subrule to the rule in the Appendix entitled Lamp Tracking, called Wicks:</p><p>Each Wick burns for a day.</p>", "Lamp Tracking"),
    ("<p>Create a new sub-rule of the rule of the Core Rules called Voting, named Ballots:</p><p>Ballots are secret.</p>", "Voting"),
])
def test_a_rule_named_with_its_section_before_its_title(html, parent):
    got = one(html)
    assert got["kind"] == "add_rule" and got["parent"] == parent


@pytest.mark.parametrize("html", [
    # 2005, 2012: "… called Y:", a paragraph, then a list the paragraph does not lead into: where the text ends is not marked
    "<p>Create a new rule called “Wells”:</p><p>Each Pilgrim may draw water.</p><ul><li>Deepwell gives 2.</li><li>Stonewell gives 1.</li></ul><p>A dry Well gives nothing.</p>",
    "<p>Add a subrule to “Lamps”, named Wicks:</p><p>Wicks burn down.</p><ul><li>A long Wick burns two days.</li></ul>",
])
def test_a_list_no_line_leads_into_after_unquoted_rule_text_is_refused(html):
    assert [i.kind for i in read_instructions(html)][0] == "not_understood"


@pytest.mark.parametrize("html,after", [
    # 2007: rule text that quotes words a player says ("stating “I nominate X for Patron.”"): the quoted "I" is the
    # player's, not the author's voice, so the paragraph stays in the added text
    ("<p>Add to rule 4:</p><p>Pilgrims may light Lamps.</p><p>A Pilgrim may pray by commenting “I pray to the Lamp.” on the Altar post.</p>"
     "<p>Repeal rule 5.</p>", ["repeal_rule"]),
    ("<p>Add to rule 4:</p><p>Pilgrims may light Lamps.</p><p>A Pilgrim may pray by commenting “I think we should pray.” on the Altar post.</p>"
     "<p>I wrote this because lamps are dim.</p>", ["commentary"]),
])
def test_first_person_words_quoted_in_rule_text_are_not_the_authors(html, after):
    got = read_instructions(html)
    assert [i.kind for i in got] == ["append_text", *after]
    assert got[0].text.endswith("on the Altar post.") and got[0].text.startswith("Pilgrims may light Lamps.")


@pytest.mark.parametrize("html", [
    # 2021: rule text to the end of the post, one paragraph with the author's aside in brackets, then remarks
    "<p>Add a subrule to “Lamps” titled “Wicks” with the following text</p><p>Each Pilgrim has one Wick.</p>"
    "<p>A Wick is lit while its Lamp burns. (Note that this means a Wick may burn out before its Lamp)</p><p>We had trouble with this last dynasty.</p>",
    "<p>Create a new rule called “Wells”:</p><p>Each Pilgrim may draw water once a day.</p>"
    "<p>A dry Well has no water (this means a Well can run dry).</p><p>I hope this is fair.</p>",
])
def test_rule_text_with_an_aside_in_brackets_running_to_the_end_is_refused(html):
    assert [i.kind for i in read_instructions(html)][0] == "not_understood"


@pytest.mark.parametrize("line", [
    "It seems fair. But I want to keep the Wells as few as possible.",
    "I would like to make this simpler next time.",
])
def test_a_wish_to_do_something_is_the_authors_remark_not_a_request(line):
    assert kinds(f"<p>{line}</p>") == ["commentary"]


@pytest.mark.parametrize("html", [
    # 2021 CfJ "In the Pause Rule, change" / bare lines: a <br> inside the rule's name reads as the space it stands for
    "<p>In the Lamp<br />Rule, change</p><p>three Candles</p><p>to</p><p>four Candles</p>",
    "<p>In Candle<br />Tax, replace</p><p>one Bucket</p><p>with</p><p>two Buckets</p>",
])
def test_a_line_break_inside_an_instructions_rule_name_is_a_space(html):
    assert [shape(i) for i in read_instructions(html)] == [shape(i) for i in read_instructions(html.replace("<br />", " "))]
    assert read_instructions(html)[0].kind != "commentary"


@pytest.mark.parametrize("html,where", [
    # 2004: "Alter the last paragraph of "Enactment" to read as:" (alter, as change or amend)
    ('<p>Alter the last paragraph of "Lamps" to read as:</p><p>Each Lamp burns for a day.</p>', "paragraph:last"),
    ("<p>In the rule “Wells”, alter the second paragraph to read:</p><p>A Well holds ten Buckets.</p>", "paragraph:2"),
])
def test_alter_a_paragraph_to_read(html, where):
    got = one(html)
    assert got["kind"] == "replace_text" and got["where"] == where


@pytest.mark.parametrize("line", [
    "Make the Lamplighter a pilgrim.",  # 2020: 'Make the Porter a scholar.'
    "Make the Scribe the Warden.",
])
def test_make_someone_a_role_is_a_change_of_the_gamestate(line):
    assert [i.kind for i in read_instructions(f"<p>{line}</p>")] == ["gamestate"]


@pytest.mark.parametrize("html,rule", [
    # 2021: "Add the following to the list in the rule Banned Words:" (a bare title of two words, the second a word
    # that also joins an instruction to its text)
    ("<p>Add the following to the list in the rule Lamp Words:</p><p>* Wick</p>", "Lamp Words"),
    ("<p>Append the following to the rule Candle Text:</p><p>Candles burn for a day.</p>", "Candle Text"),
    ("<p>Add the following to the rule Well Contents:</p><p>A Well holds ten Buckets.</p>", "Well Contents"),
])
def test_a_capitalised_word_after_a_bare_title_is_the_titles(html, rule):
    assert one(html)["rule"] == rule


@pytest.mark.parametrize("html,text", [
    # 2023 (Tick tock): rule text to the end of the post, then a paragraph of the author's with a sentence "Note that …"
    ("<p>Add a new dynastic rule, called Lantern Hours:</p><p>Lamps may only be lit at night.</p>"
     "<p>A rough start on the lamp rules. Note that this only covers lamps, not candles, so it can’t stop every fire.</p>",
     "Lamps may only be lit at night."),
    ("<p>Create a new rule called “Wells”:</p><p>Each Pilgrim may draw water once a day.</p>"
     "<p>Just the bare bones for now. Note that wells can still run dry.</p>", "Each Pilgrim may draw water once a day."),
])
def test_a_closing_paragraph_that_says_note_that_is_the_authors(html, text):
    got = read_instructions(html)
    assert [i.kind for i in got] == ["add_rule", "commentary"] and got[0].text == text


@pytest.mark.parametrize("html", [
    # 2020 (Upheaval and Downheaval): "If there is a rule entitled “X” then instead add a rule entitled “Y” as follows:"
    # after a first condition's rule text: the second condition ends the first text, never joins it
    "<p>If there is no rule entitled “Wells” then add a rule entitled “Buckets” as follows:</p><p>Each Pilgrim has a Bucket.</p>"
    "<p>If there is a rule entitled “Wells” then instead add a rule entitled “Buckets” as follows:</p><p>Each Well has a Bucket.</p>",
    "<p>If the rule “Lamps” exists, add a rule called “Wicks”:</p><p>Each Lamp has a Wick.</p>"
    "<p>If the rule “Lamps” does not exist, instead create a rule called “Wicks”:</p><p>Each Pilgrim has a Wick.</p>",
])
def test_a_condition_with_instead_ends_the_text_before_it(html):
    got = read_instructions(html)
    assert [i.kind for i in got][:2] == ["conditional", "conditional"]
    assert got[0].children[0].text == "Each Pilgrim has a Bucket." or got[0].children[0].text == "Each Lamp has a Wick."


@pytest.mark.parametrize("line", [
    # 2024: "In Sketch Judging replace “A” with “B”" (a bare title with no comma before the verb), "Then, as a new
    # second step in Sketch Judging add" (the place said before the verb): instructions, never commentary
    "<p>In Lamp Hours replace “one day” with “two days”</p>",
    "<p>To Candle Tax add “Candles are taxed weekly.”</p>",
    "<p>Then, as a new second step in Lamp Hours add</p><p>* Light the Lamp</p>",
    "<p>As the third paragraph of Wells, add the following:</p><p>A Well holds ten Buckets.</p>",
])
def test_a_place_said_before_the_verb_with_no_comma_is_an_instruction(line):
    assert "commentary" not in kinds(line)[:1], kinds(line)


@pytest.mark.parametrize("html", [
    # 2009 (It's alive!): "Add the following to “X”:<br />…" and a paragraph after it to the end of the post, rule text
    # or the author's note: where the added words end is not marked
    "<p>Add the following to “Lamps”:<br />A Great Lamp may light two rooms, and it shall burn Tallow.</p><p>Great Lamps can be "
    "refuelled. If a Pilgrim does not tend their own Great Lamp, they should post a story post about it.</p>",
    "<p>Append the following to “Wells”:<br />A Well may be covered.<br />A covered Well cannot be drawn from.</p><p>Each Pilgrim "
    "may uncover a Well. The Warden must then note each covered Well in the GNDT.</p>",
])
def test_words_added_to_a_rule_over_their_own_paragraph_and_more_are_refused(html):
    assert kinds(html)[0] == "not_understood"


def test_a_new_rules_text_over_its_own_paragraph_and_more_is_all_its():
    # holdout-2004 "Add a rule called X:<br />…" (a new rule's text is all that follows it, as before)
    got = read_instructions("<p>Add a rule called Wells:<br />Each Pilgrim may draw water once a day.</p>"
                            "<p>A dry Well cannot be drawn from.</p>")
    assert [i.kind for i in got] == ["add_rule"] and got[0].text.endswith("cannot be drawn from.")


@pytest.mark.parametrize("line", [
    # 2006: "Herewith find the ammended full text of the slightly altered proposed rule." and the rule's paragraphs
    "Herewith find the revised text of the proposed rule.",
    "Here is the full text of the new rule, with the changes discussed.",
    "Please find below the amended text of the Lamp rule.",
])
def test_a_rules_text_offered_with_no_place_is_not_understood(line):
    assert kinds(f"<p>{line}</p><p>Each Pilgrim may light one Lamp a day.</p>")[0] == "not_understood"


@pytest.mark.parametrize("line", [
    # 2006: "Each corsair is given a number of demerits (with an initial value of 0) tracked by the GNDT.": a rule's
    # declaration, not a change of the gamestate
    "Each Pilgrim is given a number of Candles (with an initial value of 3) tracked by the GNDT.",
    "Every Lamp receives a Brightness, which defaults to 2.",
])
def test_a_value_a_rule_tracks_is_no_change_of_the_gamestate(line):
    assert "gamestate" not in kinds(f"<p>{line}</p>")


@pytest.mark.parametrize("html,rule,text", [
    # round 4 (2012): the rule said first with "To", then the order and its place in the rule; a bullet point given as a
    # paragraph is an item of the list ("* …"), as the corpus writes a bullet typed as a paragraph
    ("<p>To the rule “Docks”, add the following bullet point to the bulleted list:-</p><p>Piers are wet.</p>", "Docks", "* Piers are wet."),
    ("<p>In the rule “Moorings”, add the following bullet point to the list:</p><p>A Barge may tie up.</p>", "Moorings", "* A Barge may tie up."),
    ("<p>To the rule “Anchors”, add the following to the list:</p><p>* Grapnel</p>", "Anchors", "* Grapnel"),
])
def test_an_addition_to_a_rule_said_first_with_to_reads_its_place(html, rule, text):
    got = read_instructions(html)
    assert [(i.kind, i.rule, i.text, str(i.where) if i.where else None) for i in got] == [("append_text", rule, text, "list:sole")]


@pytest.mark.parametrize("line,old", [
    # "throughout" with no "every" said is every instance (heldout4 2024; 2025/06 "… with “Orchards” throughout")
    ("Replace “Daily Swim” with “Swim” throughout the Dynastic Rules.", "Daily Swim"),
    ("Throughout the dynastic ruleset, change “Skiff” to “Dinghy”.", "Skiff"),
])
def test_a_replacement_throughout_the_rules_is_every_instance(line, old):
    got = read_instructions(f"<p>{line}</p>")
    assert [(i.kind, i.old, i.which) for i in got] == [("replace_text", old, "every")]


@pytest.mark.parametrize("html", [
    # round 5 (2012): a rule named only by words it contains is no rule's name; not understood, never a repeal of a
    # rule called "that contains …"
    "<p>Repeal the rule which says “a Lantern may be lit twice”.</p>",
    "<p>Remove the rule that mentions “Lighthouse Keepers”.</p><p>It was never used.</p>",
])
def test_a_rule_named_by_a_clause_is_not_understood(html):
    assert kinds(html)[0] == "not_understood"


@pytest.mark.parametrize("html,rule", [
    # round 5 (2023): "the rule X in the Core Rules": where the rule is, not a part of its name
    ("<p>Add the following to the end of the rule Harbours in the Dynastic Rules:</p><p>Harbours are calm.</p>", "Harbours"),
    ("<p>Add the following text to the end of the rule Tides in the Core Rules:</p><p>Tides turn daily.</p>", "Tides"),
])
def test_the_section_a_rule_is_in_is_not_its_name(html, rule):
    got = read_instructions(html)
    assert [(i.kind, i.rule) for i in got] == [("append_text", rule)]


@pytest.mark.parametrize("html,where", [
    # round 5 (2011): text added after a paragraph (not to its end) is a paragraph of its own there, as heldout-2003
    # "After the first paragraph, insert as new paragraph" and heldout4 CfJ 2019 "after the second paragraph, add"
    ("<p>Add the following text immediately after the first paragraph of the rule entitled “Docks”:</p><p>Piers are wet.</p>", "paragraph:1 > as:paragraph"),
    ("<p>Insert the following text just after the third paragraph of the rule “Quays”:</p><p>Quays are dry.</p>", "paragraph:3 > as:paragraph"),
])
def test_text_added_after_a_paragraph_is_its_own_paragraph(html, where):
    got = read_instructions(html)
    assert [(i.kind, str(i.where)) for i in got] == [("append_text", where)]


@pytest.mark.parametrize("html", [
    # round 5 (2011): a sentence replaced with:- and paragraphs to the end of the post: the new words of a sentence are
    # one paragraph, and where they end is not marked (the author's note after them has no first person): refused
    "<p>In the rule “Lamps”, replace “A Lamp burns oil, if it is lit.” with:-</p><p>A Lamp burns wax.</p>"
    "<p>In “Wicks”, replace “A Wick is trimmed daily.” with:-</p><p>A Wick is trimmed weekly.</p>"
    "<p>Tidying up two cases in the Lamp rule where a Lamp can hold oil and wax at once. (Which clashes: “A Lamp holds one fuel.”)</p>",
    "<p>In the rule “Sails”, replace “A Sail is raised, if it is windy.” with:-</p><p>A Sail is raised.</p>"
    "<p>In “Masts”, replace “A Mast is checked daily.” with:-</p><p>A Mast is checked weekly.</p>"
    "<p>Tidying up two cases in the Sail rule where a Sail can be raised and furled at once. (Which clashes: “A Sail has one state.”)</p>",
])
def test_a_sentence_replaced_by_paragraphs_to_the_end_of_the_post_is_refused(html):
    assert kinds(html) == ["replace_text", "not_understood"]


@pytest.mark.parametrize("html,kinds_read", [
    # round 5 (2005, a Blogger body): the text after "with:-" goes on over a <br>, up to a line that is an order once
    # its lead-in ("Also,") is off
    ('In Rule 4 (Lamps), replace "burns oil" with:-<br />burns wax<br />Also, after "A Lamp is lit", add:-<br />and trimmed',
     ["replace_text", "insert_text"]),
    ('In Rule 7 (Tides), replace "twice" with:-<br />three times<br />Also, to Rule 8 (Ports), add:-<br />Ports close at night.',
     ["replace_text", "append_text"]),
])
def test_a_texts_lines_end_at_an_order_after_its_lead_in(html, kinds_read):
    got = read_instructions(html)
    assert [i.kind for i in got] == kinds_read
    assert "\n" not in got[0].text and "add" not in got[0].text


@pytest.mark.parametrize("html", [
    # round 5 (2025): added text that ends leading into more ("… with the following ordered steps:") and lines that
    # read as orders of their own: where the text ends is not marked; refused, the lines with it (never orders)
    "<p>Add the following text to the rule Harbours:</p><p>Docking is an atomic action, with the following ordered steps:"
    "<br />1. Choose a free berth at random.<br />2. Perform a Mooring for that berth.</p>",
    "<p>Add the following text to the rule “Kilns”:</p><p>Firing a Kiln is an atomic action with these steps:"
    "<br />1. Choose one Pot in the Kiln.<br />2. Set its Glaze to Fired.</p>",
])
def test_added_text_leading_into_lines_it_did_not_take_is_refused(html):
    assert kinds(html) == ["not_understood"]


@pytest.mark.parametrize("html", [
    # round 5 (2023): a rule's text of labelled lines ("Effect: …<br>Humours: …") to the end of the post: the last
    # labelled line is the text's, never the author's remark cut off it (read whole, or refused where its end is unsure)
    "<p>To the rule “Tools” add a subrule called “Chisel” with the following text:</p><p>Use: A Mason holding a Chisel may "
    "carve one Stone. A carved Stone is worth 2 Marks.<br />Price: The number of Stones carved this week, plus one</p>",
    "<p>In the rule “Brewing” add a subrule named “Kettle” and give it the following text:</p><p>Effect: A Brewer holding a "
    "Kettle may brew one Ale. A brewed Ale is worth 3 Coins.<br />Price: The number of Ales brewed today, plus two</p>",
])
def test_a_labelled_last_line_is_the_rule_texts_not_a_remark(html):
    got = read_instructions(html)
    assert "commentary" not in [i.kind for i in got]
    assert all(i.text.rstrip().endswith(("plus one", "plus two")) for i in got if i.kind == "add_rule")


@pytest.mark.parametrize("html", [
    # round 5 (2010): "If X owns N Pieces (…), each of which is …, he may …" in a new rule's text: the condition goes on
    # past "each of which", and what it governs is a rule's permission, not an order: the rule's own paragraph
    "<p>Add a new rule “Hoards”:</p><p>Each Dragon has a Hoard of Gems, tracked on the Lair wiki page.</p><p>If a Dragon owns "
    "three Gems (counted at noon on Sunday), each of which is Red, it may fly to any Cave; likewise for a Wyrm and Blue Gems.</p>",
    "<p>Create a new subrule “Banners” of the rule “Guilds”:</p><p>Each Guild may hold Banners.</p><p>If a Guild has N Squires "
    "(where N is the number of Guilds), each of whom carries a Banner, its Master may declare victory.</p>",
])
def test_a_condition_going_on_with_each_of_which_is_rule_text(html):
    got = read_instructions(html)
    assert [i.kind for i in got] == ["add_rule"] and got[0].text.endswith(("Blue Gems.", "declare victory."))


@pytest.mark.parametrize("html,cond", [
    # round 5 (2007): a condition alone in its paragraph, no comma nor stop, and an order in the next: it governs that
    # order; it is neither the end of the rule text before it nor a line of its own
    ("<p>Create a new rule called “Ferries” with the text:</p><p>Each Port has a Ferry. A Ferry may carry one Trader each day.</p>"
     "<p>If more than half the votes contain the word “Toll”</p><p>Create a sub-rule of the rule Ferries “Tolls”</p>"
     "<p>A Ferry charges one Coin for each crossing.</p>", "more than half the votes contain the word “Toll”"),
    ("<p>Add a rule called “Mills” with this text:</p><p>Each Village may build a Mill. A Mill grinds one Sack a day.</p>"
     "<p>Unless any vote on this proposal contains the text “No Wind”</p><p>Add a subrule “Sails” to the rule Mills:</p>"
     "<p>A Mill with Sails grinds two Sacks a day.</p>", "Unless any vote on this proposal contains the text “No Wind”"),
])
def test_a_condition_alone_in_its_paragraph_governs_the_order_after_it(html, cond):
    got = read_instructions(html)
    assert [i.kind for i in got] == ["add_rule", "conditional"] and got[0].text.endswith("day.")
    assert got[1].condition == cond and [c.kind for c in got[1].children] == ["add_rule"]


@pytest.mark.parametrize("html", [
    # round 5 (2018): a key for reading parts of the post itself ("For each bullet below in this proposal, the text
    # before … is its Title") is part of what it orders: not understood, never the author's remark
    "<p>For every item below, the word before the colon is its Name and the number after it is its Cost.</p>"
    "<ul><li>Rope: 2</li><li>Lantern: 3</li></ul><p>Each of these goes in the Stores as a Good.</p>",
    "<p>Rope and Lantern are good starting goods.</p>"
    "<p>In each entry above in this proposal, the first word is the name of a Good and the second its price in Coins.</p>",
])
def test_a_key_for_reading_the_posts_own_parts_is_not_understood(html):
    got = read_instructions(html)
    key = [i for i in got if i.sentence and ("below" in i.sentence or "above" in i.sentence)]
    assert key and all(i.kind == "not_understood" for i in key)


@pytest.mark.parametrize("html,expect", [
    # round 5 (2020): an order no form reads ("Add the follow to the list of Chores", no colon) and items typed "* …"
    # after it: the items go with the refusal, never read as changes of the gamestate or conditions of their own
    ("<p>Add these to the set of Errands</p><p>* Fetch: Roll a DICE6 and move that many Buckets to the Well. If the result "
     "is 6, instead move all of the Buckets.<br />* Mend: The Player gains 1 Nail.</p><p>Thanks for reading.</p>",
     ["not_understood", "commentary"]),
    ("<p>Add the following to the roster of Tasks</p><p>* Sweep: If the Player holds a Broom, 2 Dust are moved to the Bin.</p>"
     "<p>* Scrub: Each Player loses 1 Soap.</p>", ["not_understood"]),
    # … and a paragraph "If X, Y gains 1" with no stop before the next order is the text added, not a condition alone
    ("<p>Append the following to the last paragraph of “Wells”</p><p>If just before this step the Bucket was full, the Keeper "
     "of that Well gains 1 Coin</p><p>Add a new rule called Ropes</p><p>Each Well has a Rope.</p>", ["append_text", "add_rule"]),
])
def test_items_typed_after_an_order_not_read_go_with_it(html, expect):
    assert kinds(html) == expect
    refused = [i for i in read_instructions(html) if i.kind == "not_understood"]
    # said why: the items typed after it, not a text that runs on unmarked
    assert [i.reason for i in refused] == ["an order no form reads, with the items typed after it: what it does with them is not clear"] * len(refused)


# --- the kinds of fault of round 7 at first sight, each in bodies of our own: read right, or refused (never wrong)
R7 = "<p>Repeal the rule “Wharves”.</p>"
REPEAL = {"kind": "repeal_rule", "rule": "Wharves"}
NU = {"kind": "not_understood"}


def never_wrong(html: str, want: list[dict]) -> str:
    got = [shape(i) for i in read_instructions(html)]
    v = verdict(got, want)
    assert v != "wrong", json.dumps(got, ensure_ascii=False)
    return v


@pytest.mark.parametrize("html,text", [
    # a rule's text with "i.e." in it was cut there ("i" read as the author's own voice) and its end read as remarks
    ("<p>Create a new rule called Ferries:</p><p>Each Sailor may board the Ferry once per day.</p>"
     "<p>Boarding costs the fare (i.e. one Coin) and is tracked in the GNDT.</p>" + R7,
     "Each Sailor may board the Ferry once per day.\n\nBoarding costs the fare (i.e. one Coin) and is tracked in the GNDT."),
    ("<p>Add a new rule to the ruleset, entitled Ferries:</p><p>A Toll is charged at every Bridge.</p>"
     "<p>The Toll is paid by the Carter (i. e. the Sailor moving the cart), and may be waived by the Harbourmaster.</p>" + R7,
     "A Toll is charged at every Bridge.\n\nThe Toll is paid by the Carter (i. e. the Sailor moving the cart), and may be waived by the Harbourmaster."),
])
def test_an_abbreviation_with_i_is_not_the_authors_voice_in_rule_text(html, text):
    assert never_wrong(html, [{"kind": "add_rule", "title": "Ferries", "text": text}, REPEAL]) == "read"


@pytest.mark.parametrize("html,want", [
    # a condition with no comma before its order ("If … contain “T” add the following line to …:") was read with the
    # order inside the condition and the added text read as an instruction of its own, or the whole as a remark
    ("<p>If more than half of the votes on this proposal contain the word “Tide” add the following sentence to the rule “Harbour”:</p>"
     "<p>If every Boat is moored, repeal this rule.</p>",
     [{"kind": "conditional", "condition": "more than half of the votes on this proposal contain the word “Tide”",
       "children": [{"kind": "append_text", "rule": "Harbour", "text": "If every Boat is moored, repeal this rule."}]}]),
    ("<p>If at least three EVCs name the Lighthouse append to the rule “Harbour”:</p><p>Each Lighthouse shines at dusk.</p>" + R7,
     [{"kind": "conditional", "condition": "at least three EVCs name the Lighthouse",
       "children": [{"kind": "append_text", "rule": "Harbour", "text": "Each Lighthouse shines at dusk."}]}, REPEAL]),
    ("<p>Unless the Admiral voted against this proposal create a new rule called “Ballast”:</p><p>Ships carry ballast.</p>" + R7,
     [{"kind": "conditional", "condition": "Unless the Admiral voted against this proposal",
       "children": [{"kind": "add_rule", "title": "Ballast", "text": "Ships carry ballast."}]}, REPEAL]),
])
def test_a_condition_with_its_order_inside_and_no_comma_is_never_read_as_one(html, want):
    never_wrong(html, want)
    assert "not_understood" in kinds(html)


@pytest.mark.parametrize("html,want", [
    # a change of the game said as a fact, with a subject that has a clause of its own or a verb in another tense, was
    # read as a remark
    ("<p>If at least half the EVCs name one Sailor, then the Sailor named in the most EVCs has won this dynasty.</p>",
     [{"kind": "conditional", "condition": "at least half the EVCs name one Sailor", "children": [{"kind": "gamestate"}]}]),
    ("<p>If no EVC names a Sailor, the Sailor with the most Pearls has achieved victory.</p>",
     [{"kind": "conditional", "condition": "no EVC names a Sailor", "children": [{"kind": "gamestate"}]}]),
    ("<p>The Sailor who is named in the most EVCs gets the title of Admiral.</p>", [{"kind": "gamestate"}]),
    ("<p>The Captain whose ship was sunk last receives the title of Admiral.</p>", [{"kind": "gamestate"}]),
    ("<p>In the case of a tie, Ossian gets the title of Admiral.</p>", [{"kind": "gamestate"}]),
    ("<p>With their vote on this proposal, each Sailor may name one Captain.</p>", [{"kind": "gamestate"}]),
    ("<p>By a comment on this proposal, any Sailor may claim one Oar.</p>", [{"kind": "gamestate"}]),
])
def test_a_change_said_as_a_fact_with_a_long_subject_is_never_a_remark(html, want):
    never_wrong(html, want)
    assert kinds(html) != ["commentary"]


@pytest.mark.parametrize("line", ["The harbour gets busier as the dynasty goes on.", "In the end, Sailors get bored of rowing."])
def test_a_remark_that_something_gets_more_so_stays_a_remark(line):
    assert kinds(f"<p>{line}</p>") == ["commentary"]


@pytest.mark.parametrize("html", [
    # a change of a named thing's field whose value is a paragraph after a colon (a rule's entry, or the gamestate: not
    # sure) was read as a change of the gamestate
    "<p>Change the Effect of Lantern to:</p><p>Each Pilgrim holding it sees one extra tile.</p>",
    "<p>Set the Motto of Harbour to:</p><p>Boats may dock twice.</p>",
])
def test_a_field_changed_to_a_paragraph_is_not_read_as_gamestate(html):
    assert kinds(html) == ["not_understood"]


@pytest.mark.parametrize("html,text", [
    # an item typed "* …" on its own line after a <br> was joined to the line before it, its mark inside the sentence
    ("<p>Create a new rule called Market:</p><p>Each day a Pilgrim may either:<br />* Buy one Candle; or,<br />* Sell one Candle.</p>" + R7,
     "Each day a Pilgrim may either:\n* Buy one Candle; or,\n* Sell one Candle."),
    ("<p>Create a new rule called Market:</p><p>A Pilgrim may:<br />* light a Lamp, and<br />* carry it to the Chapel.</p>" + R7,
     "A Pilgrim may:\n* light a Lamp, and\n* carry it to the Chapel."),
])
def test_an_item_on_its_own_line_is_never_joined_to_the_line_before(html, text):
    assert never_wrong(html, [{"kind": "add_rule", "title": "Market", "text": text}, REPEAL]) == "read"


@pytest.mark.parametrize("html,want", [
    # an order going on with a condition's sentence on the next paragraph ("… add to the list" / item / "and change “A”
    # to" / text) was read apart from the condition, unconditionally
    ("<p>If a rule named Harbour exists, add to its list</p><p>Rowboat: carries one Sailor.</p>"
     "<p>and change “Boats are slow.” to</p><p>Boats are slow unless towed.</p>",
     [{"kind": "conditional", "condition": "a rule named Harbour exists",
       "children": [{"kind": "append_text", "rule": "Harbour", "text": "* Rowboat: carries one Sailor."},
                    {"kind": "replace_text", "rule": "Harbour", "old": "Boats are slow.", "text": "Boats are slow unless towed."}]}]),
    ("<p>If the rule “Docks” exists, change “Piers” to “Jetties” in it</p><p>and repeal the rule “Wharves”.</p>",
     [{"kind": "conditional", "condition": "the rule “Docks” exists",
       "children": [{"kind": "replace_text", "rule": "Docks", "old": "Piers", "text": "Jetties"}, REPEAL]}]),
])
def test_an_order_going_on_with_a_conditions_sentence_is_never_read_apart(html, want):
    never_wrong(html, want)


@pytest.mark.parametrize("html,want", [
    # a condition after a word of the author's ("Alas, if …") read as a remark; a rule's sentence naming a wiki page
    # read as a change of the gamestate
    ("<p>Sadly, if the rule “Docks” is repealed, neither shall this rule stand.</p>",
     [{"kind": "conditional", "condition": "the rule “Docks” is repealed", "children": [{"kind": "repeal_rule"}]}]),
    ("<p>A Chart, once drawn, shall list the name of one Pearl, and is kept on the Pearls wiki page.</p>", [{"kind": "add_rule"}]),
    ("<p>Each Sailor, at dawn, shall record their course on the Harbour page.</p>", [{"kind": "add_rule"}]),
])
def test_a_rules_sentence_or_a_condition_after_a_lead_word_is_never_a_remark_or_gamestate(html, want):
    never_wrong(html, want)
    got = read_instructions(html)
    assert "not_understood" in [i.kind for i in got] + [c.kind for i in got for c in i.children]


@pytest.mark.parametrize("html,want", [
    # breadth from round 7: "that same rule" names the rule before, as "that rule" and "the same rule" do
    ("<p>In the rule “Docks”, replace “oars” with “sails”.</p><p>In that same rule, replace the text “slow” with the text “swift”.</p>",
     {"kind": "replace_text", "rule": "Docks", "old": "slow", "text": "swift"}),
    ("<p>In the rule “Docks”, replace “oars” with “sails”.</p><p>To this same rule, add the following:</p>" + BQ.format("Boats float."),
     {"kind": "append_text", "rule": "Docks", "text": "Boats float."}),
])
def test_that_same_rule_is_the_rule_before(html, want):
    got = [shape(i) for i in read_instructions(html)]
    assert got[-1] == want, got


@pytest.mark.parametrize("remark", [
    # breadth from round 7: closing remarks told apart from unquoted rule text running to the end of the post
    "Another attempt at the Ferry, taking the comments into account: a Sailor may now board twice.",
    "A third go at the Lighthouse: the lamp is now lit only at dusk, which is simpler.",
    "A quibble: a Sailor with no Oars cannot row, which the rule never said.",
    "*hopes the Admiral does not notice, because this gives the Sailors more to do*",
])
def test_a_closing_remark_after_unquoted_rule_text_is_told_apart(remark):
    html = ("<p>To the rule “Docks”, add:-</p><p>Each Sailor may row once per day.</p>"
            f"<p>A Sailor who rows gains one Oar.</p><p>{remark}</p>")
    got = [shape(i) for i in read_instructions(html)]
    assert got == [{"kind": "append_text", "rule": "Docks", "text": "Each Sailor may row once per day.\n\nA Sailor who rows gains one Oar."},
                   {"kind": "commentary"}], got


@pytest.mark.parametrize("line,kind", [
    # breadth from round 7: a thing of the game created by its name and its values is a change of the gamestate; a
    # thing created with a text, or a part of the Ruleset, is not read so
    ("Create a Lantern called the Old Flame with Brightness 2 and Oil 5.", "gamestate"),
    ("Add a Boat named Swift Gull with three Oars and no Sail.", "gamestate"),
    ("Create an Action called Mooring with the following text: Each Boat may moor.", "not_understood"),
    ("Create a Keyword called Sturdy with the words “It floats.”", "not_understood"),
])
def test_a_thing_created_by_name_and_values_is_gamestate(line, kind):
    assert kinds(f"<p>{line}</p>") == [kind]


@pytest.mark.parametrize("html,title", [
    # breadth from round 7: a bare title in capitals after a comma, right before the colon that leads into the text
    ("<p>Add the following rule, Lamplighters:</p><p>Each Pilgrim may light one lamp.</p>", "Lamplighters"),
    ("<p>Create a new rule, Lamps and Wicks:</p><p>Each Pilgrim may light one lamp.</p>", "Lamps and Wicks"),
])
def test_a_bare_title_after_a_comma_before_the_colon(html, title):
    assert one(html) == {"kind": "add_rule", "title": title, "text": "Each Pilgrim may light one lamp."}


@pytest.mark.parametrize("html,parent", [
    # breadth from round 7: a new rule's number after a comma; a subrule's number names its rule ("a rule 1.2.1" is a
    # subrule of Rule 1.2, as the corpus reads it), and a subrule with no number nor rule is never guessed
    ("<p>Add a subrule, 4.3.1 titled “Lamplighters” with the following text:</p>" + BQ.format("Each Pilgrim may light one lamp."), "Rule 4.3"),
    ("<p>Create a new sub-rule, 2.1, called “Lamplighters”:</p>" + BQ.format("Each Pilgrim may light one lamp."), "Rule 2"),
])
def test_a_new_subrules_number_after_a_comma_names_its_rule(html, parent):
    assert one(html) == {"kind": "add_rule", "title": "Lamplighters", "parent": parent, "text": "Each Pilgrim may light one lamp."}
    assert kinds(html.replace(", 4.3.1", "").replace(", 2.1,", "")) == ["not_understood"]


@pytest.mark.parametrize("line", [
    # breadth from round 7: a subrule's rule named bare, its own title quoted after it
    "Create a new sub-rule of Lanterns “Lamplighters” with the text:",
    "Add a subrule to Lanterns, “Lamplighters”, with the following text:",
])
def test_a_bare_parent_before_a_quoted_subrule_title(line):
    html = f"<p>{line}</p>" + BQ.format("Each Pilgrim may light one lamp.")
    assert one(html) == {"kind": "add_rule", "title": "Lamplighters", "parent": "Lanterns", "text": "Each Pilgrim may light one lamp."}


@pytest.mark.parametrize("html,title", [
    # a bare title ran on over the place after it ("called The Golden Acorn to the ruleset" read as the title)
    ("<p>Add a rule called Lamplighters to the ruleset, with the following text:</p>" + BQ.format("Each Pilgrim may light one lamp."), "Lamplighters"),
    ("<p>Create a rule named The Old Lamp in the ruleset with the following text:</p>" + BQ.format("Each Pilgrim may light one lamp."), "The Old Lamp"),
    ("<p>Add a rule called Lamplighters to the Dynastic Rules, with the following text:</p>" + BQ.format("Each Pilgrim may light one lamp."), "Lamplighters"),
    # breadth from round 7: the order's text named in a paragraph of its own after it
    ("<p>Add a rule called Lamplighters to the ruleset.</p><p>It will contain the following text:</p>" + BQ.format("Each Pilgrim may light one lamp."), "Lamplighters"),
    ("<p>Create a new rule called Lamplighters.</p><p>It shall read as follows:</p>" + BQ.format("Each Pilgrim may light one lamp."), "Lamplighters"),
])
def test_a_bare_title_never_runs_on_over_its_place(html, title):
    got = [shape(i) for i in read_instructions(html)]
    assert len(got) == 1 and got[0]["kind"] == "add_rule" and got[0]["title"] == title and got[0]["text"] == "Each Pilgrim may light one lamp.", got


@pytest.mark.parametrize("line", [
    # breadth from round 7: the whole of a rule's text replaced, said with "all the text in"
    "Replace all the text in the rule “Lanterns” with:",
    "Replace all of the text of Rule “Lanterns” to:",
])
def test_all_the_text_of_a_rule_replaced(line):
    html = f"<p>{line}</p>" + BQ.format("Each Pilgrim may light one lamp.")
    assert one(html) == {"kind": "replace_rule", "rule": "Lanterns", "text": "Each Pilgrim may light one lamp."}


@pytest.mark.parametrize("line,old", [
    # breadth from round 7: words removed, named as "the text" or "the words"
    ("Remove the text “Lamps go out at dawn.” from the rule “Lanterns”.", "Lamps go out at dawn."),
    ("Delete the words “and wicks” from “Lanterns”.", "and wicks"),
])
def test_the_text_removed_from_a_rule(line, old):
    assert one(f"<p>{line}</p>") == {"kind": "replace_text", "rule": "Lanterns", "old": old, "text": ""}


@pytest.mark.parametrize("line", [
    # breadth from round 7: "the body of" a rule is the rule's own text
    "Add the following to the body of the rule “Lanterns”:",
    "Append the following to the end of the body of Rule “Lanterns”:",
])
def test_the_body_of_a_rule_is_the_rule(line):
    html = f"<p>{line}</p>" + BQ.format("Each Pilgrim may light one lamp.")
    assert one(html) == {"kind": "append_text", "rule": "Lanterns", "text": "Each Pilgrim may light one lamp."}


@pytest.mark.parametrize("line,kind", [
    # breadth from round 7: "raise" and "lower" change a value of the game, as "increase" and "decrease" do; named in a
    # rule, the value may be the rule's words: refused
    ("Lower the Oil of the Old Flame and the Red Lamp to half their current value.", "gamestate"),
    ("Raise each Pilgrim’s Faith by 2.", "gamestate"),
    ("Lower the cost of Wicks in the rule “Lanterns” to 2.", "not_understood"),
])
def test_raise_and_lower_change_the_game(line, kind):
    assert kinds(f"<p>{line}</p>") == [kind]


@pytest.mark.parametrize("sentence", [
    # breadth from round 7: a condition in a rule's words ("…, then each Colonist may only take it …") is the text's
    "If an action is Nightly, then each Pilgrim may only take it once per night.",
    "If a Lamp is lit, each Pilgrim holding it must carry it to the Chapel.",
])
def test_a_condition_in_a_rules_words_is_the_texts(sentence):
    html = (f"<p>To the rule “Lanterns”, add:-</p><p>{sentence}</p>"
            "<p>A simpler version of the Vigil, and a once-per-night action rather than a daily one.</p>")
    got = [shape(i) for i in read_instructions(html)]
    assert got == [{"kind": "append_text", "rule": "Lanterns", "text": sentence}, {"kind": "commentary"}], got


@pytest.mark.parametrize("html,cond,kind", [
    ("<p>Repeal the rule “Wicks”, if it exists.</p>", "it exists", "repeal_rule"),
    ("<p>In the rule “Tolls”, if it exists, replace “two Coins” with “three Coins”.</p>", "it exists", "replace_text"),
    ("<p>Append the following to the rule “Tolls” (provided that rule exists):</p><blockquote>Tolls rise.</blockquote>",
     "that rule exists", "append_text"),
])
def test_an_if_it_exists_inside_an_order_governs_the_order(html, cond, kind):
    from blognomic_tools.parsers.proposal import read_instructions as read
    got = read(html)
    assert [(i.kind, i.condition) for i in got] == [("conditional", cond)] and [c.kind for c in got[0].children] == [kind]


@pytest.mark.parametrize("html", [
    "<p>Add the following to the “Pieces” subrule:</p><blockquote>A rook may move.</blockquote>",
    "<p>Append to the “Pieces” sub-rule:</p><blockquote>A rook may move.</blockquote>",
])
def test_a_subrule_named_before_the_word_subrule_is_named_without_it(html):
    from blognomic_tools.parsers.proposal import read_instructions as read
    assert [(i.kind, i.rule) for i in read(html)] == [("append_text", "Pieces")]


@pytest.mark.parametrize("html,rule,text", [
    ("<p>Add the following to the “Pieces” subrule.</p><p>A rook may move.</p><p>Repeal the rule “Wicks”.</p>",
     "Pieces", "A rook may move."),
    ("<p>Append the following text to the end of the rule “Tolls”.</p><p>Tolls rise at dusk.</p><p>Tolls fall at dawn.</p>"
     "<p>Repeal the rule “Wicks”.</p>", "Tolls", "Tolls rise at dusk.\n\nTolls fall at dawn."),
])
def test_the_following_announced_with_a_full_stop_leads_into_its_text(html, rule, text):
    from blognomic_tools.parsers.proposal import read_instructions as read
    got = read(html)
    assert [(i.kind, i.rule, i.text) for i in got][0] == ("append_text", rule, text) and got[1].kind == "repeal_rule"


def test_one_order_said_of_several_rules_named_in_a_row_is_one_instruction_per_rule():
    from blognomic_tools.parsers.proposal import read_instructions as read
    html = ("<p>In the subrules “Hoard”, “Collect”, and “Pick Off” add this text:</p><blockquote>Traits: Greedy</blockquote>"
            "<p>In the rules “Tolls” and “Ferries”, replace “Coin” with “Crown”.</p>")
    assert [(i.kind, i.rule, i.text) for i in read(html)] == [
        ("append_text", "Hoard", "Traits: Greedy"), ("append_text", "Collect", "Traits: Greedy"),
        ("append_text", "Pick Off", "Traits: Greedy"), ("replace_text", "Tolls", "Crown"), ("replace_text", "Ferries", "Crown")]


# --- the kinds of fault of round 9 at first sight, each in bodies of our own: read right, or refused (never wrong)

@pytest.mark.parametrize("line,cond", [
    ("This CfJ has no effect if the Ferry has sunk.", "Unless the Ferry has sunk"),
    ("This proposal does nothing if the Proposal “Low Tide” failed.", "Unless the Proposal “Low Tide” failed"),
])
def test_a_proposal_wide_condition_said_after_what_it_voids_governs_the_post(line, cond):
    got = read_instructions(f"<p>{line}</p><p>Repeal the rule “Tolls”.</p>")
    assert [(i.kind, i.condition) for i in got] == [("conditional", cond)] and [c.kind for c in got[0].children] == ["repeal_rule"]


@pytest.mark.parametrize("html", [
    "<p>This proposal does nothing unless the Ferry has sunk.</p><p>Repeal the rule “Tolls”.</p>",
    "<p>Repeal the rule “Tolls”.</p><p>Should the Ferry sink before this is enacted, this CfJ shall have no effect at all.</p>",
])
def test_a_sentence_voiding_the_post_in_a_form_not_read_is_refused_never_a_remark(html):
    got = [i.kind for i in read_instructions(html)]
    assert "not_understood" in got and "commentary" not in got, got


def test_a_rules_own_sentence_voiding_itself_stays_in_its_text():
    got = read_instructions("<p>Add a rule, “Harbour”:</p><p>Ships dock at noon. This rule has no effect if the Harbour is closed.</p>")
    assert [(i.kind, i.text) for i in got] == [("add_rule", "Ships dock at noon. This rule has no effect if the Harbour is closed.")]


def test_an_item_numbered_with_no_space_after_its_bracket_starts_its_own_line():
    html = "<p>Add a new rule called “Pack”:</p><p>Each Pilgrim has the following:<br />1)a lantern<br />2)a coil of rope<br />3)a loaf</p>"
    assert one(html) == {"kind": "add_rule", "title": "Pack",
                         "text": "Each Pilgrim has the following:\n1)a lantern\n2)a coil of rope\n3)a loaf"}
    # a number that goes on with the sentence after a <br> is no item
    assert one("<p>Add a new rule called “Pack”:</p><p>Each Pilgrim carries<br />2 lanterns and a loaf.</p>")["text"] \
        == "Each Pilgrim carries 2 lanterns and a loaf."


def test_one_paragraph_announced_takes_one_paragraph_of_the_paragraphs_to_the_end():
    got = [shape(i) for i in read_instructions(
        "<p>To the rule “Harbour”, add a paragraph:-</p><p>Ships dock at noon.</p><p>Ships that dock late pay a toll of one Coin.</p>")]
    assert got[0] == {"kind": "append_text", "rule": "Harbour", "text": "Ships dock at noon."} and got[1]["kind"] == "not_understood", got
    # its lines after a <br> are the paragraph's; the author's remark after it is a remark
    got = [shape(i) for i in read_instructions("<p>To the rule “Harbour”, add a paragraph:-</p><p>Ships dock at noon.<br />Ships that "
                                               "dock late pay a toll of one Coin.</p><p>I think this is fair.</p>")]
    assert got == [{"kind": "append_text", "rule": "Harbour", "text": "Ships dock at noon.\nShips that dock late pay a toll of one Coin."},
                   {"kind": "commentary"}], got
    # near miss: "the following paragraphs" are as many as follow
    got = [shape(i) for i in read_instructions("<p>Add the following paragraphs to the rule “Harbour”:</p><p>Ships dock at noon.</p>"
                                               "<p>Ships that dock late pay a toll of one Coin.</p>")]
    assert got[0].get("text") != "Ships dock at noon.", got


def test_the_items_of_a_list_a_colon_leads_into_are_the_rules_whatever_person_they_speak_in():
    html = ("<p>Add a new rule called “Lanterns”:</p><p>Each Pilgrim has a Lantern.</p><p>Lanterns are the following:</p>"
            "<p>- Storm: Whenever you light it, each other Pilgrim loses 1 Oil.<br />- Dusk: Whenever you light it, the Chapel gains 2 Oil.</p>"
            "<p>“Let there be light”<br />- a monk</p>")
    got = [shape(i) for i in read_instructions(html)]
    assert got == [{"kind": "add_rule", "title": "Lanterns", "text": "Each Pilgrim has a Lantern.\n\nLanterns are the following:\n\n"
                    "- Storm: Whenever you light it, each other Pilgrim loses 1 Oil.\n- Dusk: Whenever you light it, the Chapel gains 2 Oil."},
                   {"kind": "commentary"}], got
    # near misses: a hyphen-led line of the author's with no colon leading into it is a remark; a list of the author's
    # own changes after "Changes:" is never read as the rule's text
    got = [shape(i) for i in read_instructions(
        "<p>Add a new rule called “Lanterns”:</p><p>Each Pilgrim has a Lantern.</p><p>- I think this is fair, you may disagree.</p>")]
    assert got == [{"kind": "add_rule", "title": "Lanterns", "text": "Each Pilgrim has a Lantern."}, {"kind": "commentary"}], got
    got = [shape(i) for i in read_instructions("<p>Add a new rule called “Lanterns”:</p><p>Each Pilgrim has a Lantern.</p>"
                                               "<p>Changes:<br />- I fixed the wording, as you asked.<br />- I removed the Oil.</p>")]
    assert all("I fixed" not in (g.get("text") or "") for g in got) and any(g["kind"] == "not_understood" for g in got), got


def test_an_order_whose_object_starts_with_other_is_refused_never_a_remark():
    got = [i.kind for i in read_instructions("<p>Repeal the rule “Tolls”.</p>"
                                             "<p>Reformat other entries in the rule “Harbour” to match this layout.</p>")]
    assert got == ["repeal_rule", "not_understood"], got
    # near miss: "other" after a word that is no verb stays a remark
    got = [i.kind for i in read_instructions("<p>Repeal the rule “Tolls”.</p><p>Many other nomics have tried this.</p>")]
    assert got == ["repeal_rule", "commentary"], got


@pytest.mark.parametrize("remark", [
    "Another take on an old idea. The choice of lanterns would be limited to the ones the Chapel keeps.",
    "Mooring each Ferry somewhere: any two Captains may therefore share a Pier. The second paragraph is simply to keep old Ferries afloat.",
])
def test_an_explanation_said_as_another_take_or_a_purpose_with_simply_is_a_remark(remark):
    html = ("<p>Add a new rule called “Moorings”:</p><p>A Ferry may moor at any Pier.</p>"
            f"<p>If a Ferry has no Pier, the Harbourmaster may moor it.</p><p>{remark}</p>")
    got = [shape(i) for i in read_instructions(html)]
    assert got == [{"kind": "add_rule", "title": "Moorings", "text": "A Ferry may moor at any Pier.\n\nIf a Ferry has no Pier, the "
                    "Harbourmaster may moor it."}, {"kind": "commentary"}], got


def test_a_last_paragraph_changing_the_game_under_a_condition_leaves_the_texts_end_unmarked():
    head = ("<p>Enact a new rule, “Moorings”:-</p><p>If a Ferry has no Harbour, the Harbourmaster may moor it at any Pier.</p>"
            "<p>If no Ferry lacks a Harbour, the Harbourmaster may repeal this rule.</p>")
    got = [i.kind for i in read_instructions(head + "<p>If any Ferries exist, their Harbour shall be set to the Pier of their Captain.</p>")]
    assert got == ["not_understood"], got
    # near miss: the rule's own conditions and permissions to the end are its text
    assert [i.kind for i in read_instructions(head)] == ["add_rule"]


def test_a_new_rules_title_quoted_after_a_colon_names_it():
    assert one("<p>Create a new rule: “Moorings”</p><p>Ships dock at noon.</p>") == \
        {"kind": "add_rule", "title": "Moorings", "text": "Ships dock at noon."}
    # near miss: a sentence quoted after the colon is the rule's text with no title, never a title
    assert [i.kind for i in read_instructions("<p>Add a new rule: “Ships dock at noon. Ships leave at dusk.”</p>")] == ["not_understood"]


def test_a_condition_leading_into_text_added_in_the_passive_ends_the_text_before_it():
    html = ("<p>Create a new rule: “Moorings”</p><p>Ships dock at noon.</p>"
            "<p>Should the Ferry sink, the following text is appended to the rule “Harbour”:</p><p>Ferries are gone.</p>")
    got = [shape(i) for i in read_instructions(html)]
    assert got[0] == {"kind": "add_rule", "title": "Moorings", "text": "Ships dock at noon."} and got[1]["kind"] == "not_understood", got


# --- the kinds of fault of round 10 at first sight, each in bodies of our own: read right, or refused (never wrong)

@pytest.mark.parametrize("line", [
    "Amend the rule “Harbour”: Replace the paragraph",
    "Amend Rule 7 (Tides): reword the last line",
])
def test_an_order_after_a_colon_naming_only_a_part_is_no_rule_text(line):
    got = read_instructions(f"<p>{line}</p><p>Ships dock at noon.</p><p>Ships dock at dusk.</p>")
    assert got[0].kind == "not_understood" and not got[0].text, [(i.kind, i.text) for i in got]


def test_a_rules_text_after_a_colon_that_starts_with_a_verb_is_still_its_text():
    # near miss: a rule written in the imperative after the order's colon is the text
    got = read_instructions("<p>Create a new rule called “Dice”: Roll a DICE6 at dawn and add it to your Score.</p>")
    assert [(i.kind, i.title, i.text) for i in got] == [("add_rule", "Dice", "Roll a DICE6 at dawn and add it to your Score.")]


@pytest.mark.parametrize("line", [
    "Append to the rule Harbours if it exists and the Proposal Tides fails:",
    "Add to the rule Moorings if it still exists and the Proposal Low Water has passed:",
])
def test_a_bare_rule_name_running_on_into_a_conditions_verb_is_no_name(line):
    got = read_instructions(f"<p>{line}</p><p>* Ferries dock at noon.</p>")
    assert got[0].kind == "not_understood" or got[0].kind == "conditional" and all(
        c.kind == "not_understood" for c in got[0].children), [(i.kind, i.rule, i.condition) for i in got]
    assert all(" and the Proposal" not in (c.rule or "") for i in got for c in [i, *i.children])


def test_a_bare_rule_name_with_if_it_exists_alone_is_read_under_that_condition():
    # near miss: the same order with its one condition reads
    got = read_instructions("<p>Append to the rule Harbours if it exists:</p><p>* Ferries dock at noon.</p>")
    assert [(i.kind, i.condition) for i in got] == [("conditional", "it exists")]
    assert [(c.kind, c.rule, c.text) for c in got[0].children] == [("append_text", "Harbours", "* Ferries dock at noon.")]


def test_an_order_under_in_rule_x_naming_a_quoted_title_not_called_a_rule_is_an_entry_of_x_refused():
    html = ("<p>In the rule Guilds:<br />append to “Smiths”:</p><p>Smiths may forge one Blade a day.</p>"
            "<p>append to “Tanners”:</p><p>Tanners may cure one Hide a day.</p>")
    got = read_instructions(html)
    assert [i.kind for i in got] == ["not_understood", "not_understood"], [(i.kind, i.rule) for i in got]
    assert "entry of the rule Guilds" in got[0].reason
    # near miss: a title called a rule there is that rule; after it, a quoted title is a rule's again
    html = ("<p>In the rule Guilds:<br />append to the rule “Smiths”:</p><p>Smiths may forge one Blade a day.</p>"
            "<p>Append to “Tanners”:</p><p>Tanners may cure one Hide a day.</p>")
    assert [(i.kind, i.rule) for i in read_instructions(html)] == [("append_text", "Smiths"), ("append_text", "Tanners")]


def test_a_paragraph_starting_and_with_an_order_after_a_conditions_text_is_refused_within_the_condition():
    html = ("<p>If the rule “Harbour” exists, replace “one Ferry” with:-</p><p>two Ferries</p>"
            "<p>And replace “one Pier” with:-</p><p>two Piers</p>")
    got = read_instructions(html)
    assert [i.kind for i in got] == ["conditional"], [(i.kind, i.condition) for i in got]
    assert [c.kind for c in got[0].children] == ["replace_text", "not_understood"]
    # near miss: after an order with no condition, "And replace" is an order of its own
    got = read_instructions("<p>In the rule “Harbour”, replace “one Ferry” with:-</p><p>two Ferries</p>"
                            "<p>And replace “one Pier” with:-</p><p>two Piers</p>")
    assert [(i.kind, i.text) for i in got] == [("replace_text", "two Ferries"), ("replace_text", "two Piers")]


def test_a_condition_on_a_gamestate_thing_and_an_order_on_it_ends_the_unquoted_text_before_it():
    html = ("<p>Add a new rule “Ledgers”:</p><p>Each Clerk keeps a Ledger on the wiki page “Ledgers”.</p>"
            "<p>If the GNDT column “Ink” exists, clear it.</p><p>Ledgers were long overdue.</p>")
    got = read_instructions(html)
    assert [(i.kind, i.text) for i in got][0] == ("add_rule", "Each Clerk keeps a Ledger on the wiki page “Ledgers”.")
    assert [(i.kind, i.condition, [c.kind for c in i.children]) for i in got[1:]] == [
        ("conditional", "the GNDT column “Ink” exists", ["gamestate"]), ("commentary", None, [])]
    # near miss: a rule's own sentence on the page's state, an order to the player, stays in its text
    html = ("<p>Add a new rule “Ledgers”:</p><p>Each Clerk keeps a Ledger on the wiki page “Ledgers”.</p>"
            "<p>If the wiki page “Ledgers” is empty, fill it.</p><p>Ledgers were long overdue.</p>")
    got = read_instructions(html)
    assert "conditional" not in [i.kind for i in got], [(i.kind, i.text) for i in got]


def test_a_paragraph_led_by_a_purpose_then_an_order_after_unquoted_text_leaves_its_end_unmarked():
    html = ("<p>Add a new rule, “Forges”:</p><p>Each Smith has a Forge.</p>"
            "<p>To forge a Blade, roll DICE6. On a 6, the Blade is Keen.</p><p>Repeal the rule “Anvils”.</p>")
    got = read_instructions(html)
    assert [i.kind for i in got] == ["not_understood", "repeal_rule"], [(i.kind, i.text) for i in got]
    # near miss: a place after "To" is the next instruction, the text before it is whole
    html = ("<p>Add a new rule, “Forges”:</p><p>Each Smith has a Forge.</p><p>To the rule “Anvils”, add “Anvils are heavy.”</p>")
    assert [(i.kind, i.text) for i in read_instructions(html)] == [("add_rule", "Each Smith has a Forge."), ("append_text", "Anvils are heavy.")]


def test_a_sentence_of_a_generic_player_with_a_participle_is_a_rules_sentence_never_gamestate():
    got = read_instructions("<p>Give each Smith 2 Iron. A Smith holding two Blades loses one of them.</p>")
    assert [i.kind for i in got] == ["gamestate", "not_understood"], [(i.kind, i.sentence) for i in got]
    # near miss: a change naming whom it changes is the post's own
    got = read_instructions("<p>Give each Smith 2 Iron. Each Smith holding two Blades loses one of them.</p>")
    assert [i.kind for i in got] == ["gamestate", "gamestate"], [(i.kind, i.sentence) for i in got]


def test_a_rules_sentence_led_by_its_kind_of_action_is_refused_never_a_remark():
    got = read_instructions("<p>As a weekly action, a Smith who owns an Anvil may forge a Blade.</p><p>Repeal the rule “Anvils”.</p>")
    assert [i.kind for i in got] == ["not_understood", "repeal_rule"], [(i.kind, i.sentence) for i in got]
    # near miss: the author's "As I said," before a remark stays a remark
    got = read_instructions("<p>As I said, a Smith who owns an Anvil may well be happier.</p><p>Repeal the rule “Anvils”.</p>")
    assert [i.kind for i in got] == ["commentary", "repeal_rule"], [(i.kind, i.sentence) for i in got]


def test_a_victory_said_of_whoever_is_first_is_refused_never_a_remark():
    got = read_instructions("<p>The first Smith to forge ten Blades wins this Age.</p><p>Repeal the rule “Anvils”.</p>")
    assert [i.kind for i in got] == ["not_understood", "repeal_rule"], [(i.kind, i.sentence) for i in got]
    # near miss: the author's hope about who will win stays a remark
    got = read_instructions("<p>I hope the first Smith to try this wins.</p><p>Repeal the rule “Anvils”.</p>")
    assert [i.kind for i in got] == ["commentary", "repeal_rule"], [(i.kind, i.sentence) for i in got]


# --- the kinds of fault of round 11 at first sight, each in bodies of our own: read right, or refused (never wrong)

@pytest.mark.parametrize("line", [
    "In 4.2 remove the sentence",
    "Within 3.1 replace the paragraph",
    "To Harbours append the sentence",
])
def test_an_order_after_a_place_with_no_comma_is_an_order_never_a_remark(line):
    got = read_instructions(f"<p>{line}</p><p>Each Ship may dock at noon.</p><p>Repeal the rule “Anvils”.</p>")
    assert got[0].kind == "not_understood" and got[-1].kind == "repeal_rule", [(i.kind, i.sentence) for i in got]


@pytest.mark.parametrize("line", [
    "In 2019 we changed the docking rules a lot.",
    "Under Harbours the text is unclear.",
    "In Harbours the sentence is unclear.",
])
def test_a_remark_that_starts_with_a_place_and_names_a_part_stays_a_remark(line):
    # near miss: no order's verb after the place
    got = read_instructions(f"<p>{line}</p><p>Repeal the rule “Anvils”.</p>")
    assert [i.kind for i in got] == ["commentary", "repeal_rule"], [(i.kind, i.sentence) for i in got]


@pytest.mark.parametrize("line", ["Under Harbours add the text", "In Harbours add the text", "Under the rule “Harbours”, append the following:"])
def test_text_added_under_a_rule_named_bare_or_quoted_is_appended_to_it(line):
    got = read_instructions(f"<p>{line}</p><p>Each Ship may dock at noon.</p>")
    assert [(i.kind, i.rule, i.text) for i in got] == [("append_text", "Harbours", "Each Ship may dock at noon.")]


def test_a_new_subrule_said_under_a_rule_is_no_text_appended_to_it():
    # near miss: what is added under a rule is a subrule there, not its text (not read here)
    got = read_instructions("<p>Under Harbours add the following subrule:</p><p>Each Ship may dock at noon.</p>")
    assert [i.kind for i in got] == ["not_understood"], [(i.kind, i.rule) for i in got]


@pytest.mark.parametrize("line,kind", [
    ("In the rule “Harbour”, after the sentence “Ships dock at noon.”, add", "insert_text"),
    ("To the rule “Harbour”, append", "append_text"),
    ("In the rule “Harbour”, to the line that reads “Ships dock at noon.”, add", "not_understood"),
])
def test_an_order_ending_with_its_verb_takes_the_paragraph_after_it_whatever_it_starts_with(line, kind):
    got = read_instructions(f"<p>{line}</p><p>For each Ship in port, remove one Plank.</p><p>Repeal the rule “Anvils”.</p>")
    assert [i.kind for i in got] == [kind, "repeal_rule"], [(i.kind, i.sentence) for i in got]
    assert kind == "not_understood" or got[0].text == "For each Ship in port, remove one Plank."


def test_an_order_ending_with_its_object_leaves_the_paragraph_after_it_its_own():
    # near miss: the order is whole; the paragraph after it is the post's own change of the gamestate
    got = read_instructions("<p>In the rule “Harbour”, remove the last sentence.</p><p>For each Ship in port, remove one Plank.</p>")
    assert [i.kind for i in got] == ["replace_text", "gamestate"], [(i.kind, i.sentence) for i in got]


def test_unquoted_text_with_no_colon_then_a_list_it_does_not_lead_into_is_refused():
    html = ("<p>Create a new rule called “Docks” with the text</p><p>Each Ship may dock at noon.</p>"
            "<ul><li>Ferries may dock at dusk.</li></ul><p>Barges never dock.</p>")
    got = read_instructions(html)
    assert got[0].kind == "not_understood" and "add_rule" not in [i.kind for i in got], [(i.kind, i.text) for i in got]
    # near miss: a paragraph ending with a colon leads into the list, which ends the text
    html = "<p>Create a new rule called “Docks” with the text</p><p>Ships dock at these hours:</p><ul><li>Ferries dock at dusk.</li></ul>"
    assert [(i.kind, i.text) for i in read_instructions(html)] == [("add_rule", "Ships dock at these hours:\n\n* Ferries dock at dusk.")]


@pytest.mark.parametrize("remark", ["The main idea: every Ship has to wait for the tide.", "My goal: a Ship has a reason to wait."])
def test_a_label_naming_the_proposals_design_after_unquoted_text_is_a_remark(remark):
    got = read_instructions(f"<p>Create a new rule, “Docks”:</p><p>Each Ship may dock at noon.</p><p>{remark}</p>")
    assert [(i.kind, i.text) for i in got] == [("add_rule", "Each Ship may dock at noon."), ("commentary", None)]


@pytest.mark.parametrize("label", ["Mooring", "The Tide"])
def test_a_label_of_the_rules_own_after_unquoted_text_stays_its_text(label):
    # near miss: a labelled paragraph of the rule is its text
    got = read_instructions(f"<p>Create a new rule, “Docks”:</p><p>Each Ship may dock at noon.</p><p>{label}: a Ship may moor at dusk.</p>")
    assert [(i.kind, i.text) for i in got] == [("add_rule", f"Each Ship may dock at noon.\n\n{label}: a Ship may moor at dusk.")]


def test_an_order_ending_by_naming_its_text_takes_the_paragraphs_to_the_end_of_the_post_as_a_colon_would():
    html = "<p>Append to the rule “Harbour” the following wording</p><p>Each Ship may dock at noon.</p><p>Each Ferry may dock at dusk.</p>"
    assert [(i.kind, i.text) for i in read_instructions(html)] == [("append_text", "Each Ship may dock at noon.\n\nEach Ferry may dock at dusk.")]
    # near miss: a remark among the paragraphs leaves the text's end unmarked
    html = ("<p>Append to the rule “Harbour” the following wording</p><p>Each Ship may dock at noon.</p><p>Fair enough, right?</p>"
            "<p>Each Ferry may dock at dusk.</p>")
    assert [i.kind for i in read_instructions(html)] == ["not_understood"]


def test_an_order_ending_with_reading_takes_the_paragraph_after_it_even_one_led_by_a_condition():
    html = "<p>Add a new rule called “Docks” reading</p><p>If a Ship is in port, it may dock at noon.</p><p>Repeal the rule “Anvils”.</p>"
    got = read_instructions(html)
    assert [(i.kind, i.title, i.text) for i in got] == [("add_rule", "Docks", "If a Ship is in port, it may dock at noon."),
                                                         ("repeal_rule", None, None)]
    # near miss: a condition on this proposal is the post's own, never the new rule's text
    got = read_instructions("<p>Add a new rule called “Docks” reading</p><p>If this proposal passes, each Ship may dock at noon.</p>")
    assert "add_rule" not in [i.kind for i in got] and got[0].kind == "not_understood", [(i.kind, i.text) for i in got]


@pytest.mark.parametrize("line,rule", [
    ("Add the following text before the last sentence of rule 4.1, “Tides”:", "Rule 4.1 (Tides)"),
    ("Add the following to the list in Rule 3.2, Harbours:", "Rule 3.2 (Harbours)"),
    ("In rule 4.1, “Tides”, append the following:", "Rule 4.1 (Tides)"),
])
def test_a_rule_named_by_its_number_a_comma_and_its_title(line, rule):
    got = read_instructions(f"<p>{line}</p><p>Each Ship may dock at noon.</p>")
    assert [(i.rule, i.text) for i in got] == [(rule, "Each Ship may dock at noon.")], [(i.kind, i.rule) for i in got]


def test_a_capitalised_word_after_a_rules_number_and_a_comma_is_no_title_unless_the_line_ends_there():
    # near miss: "In rule 4.1, Replace …" names rule 4.1, the capital is the order's
    got = read_instructions("<p>In rule 4.1, Replace “one Ship” with “two Ships”.</p>")
    assert [(i.kind, i.rule, i.text) for i in got] == [("replace_text", "Rule 4.1", "two Ships")]


def test_labelled_entries_said_to_the_player_in_the_second_person_are_the_rules_text():
    html = ("<p>Add the following to the rule “Charms”:</p><p>Pebble: a small stone. You may throw it once.</p>"
            "<p>Shears: a pair of blades. Your foe loses a Charm.</p><p>Repeal the rule “Anvils”.</p>")
    got = read_instructions(html)
    assert [(i.kind, i.text) for i in got] == [
        ("append_text", "Pebble: a small stone. You may throw it once.\n\nShears: a pair of blades. Your foe loses a Charm."),
        ("repeal_rule", None)]


@pytest.mark.parametrize("second", ["Note: you may want to vote against this.", "Edit: your comments helped, thanks."])
def test_the_authors_labelled_note_after_a_labelled_entry_leaves_the_texts_end_unmarked(second):
    # near miss: a label of the author's own makes no run of entries
    html = (f"<p>Add the following to the rule “Charms”:</p><p>Pebble: a small stone. You may throw it once.</p><p>{second}</p>"
            "<p>Repeal the rule “Anvils”.</p>")
    assert [i.kind for i in read_instructions(html)] == ["not_understood", "repeal_rule"]


def test_a_name_in_straight_single_quotes_is_a_quotation():
    html = "<p>After the second sentence of the 'Tides' section of rule 7, add:</p><p>unless the Moon is full.</p>"
    assert [(i.kind, i.rule, i.text) for i in read_instructions(html)] == [("append_text", "Rule 7", "unless the Moon is full.")]
    assert [(i.old, i.text) for i in read_instructions("<p>In rule 7, replace 'Ebb' with 'Flow'.</p>")] == [("Ebb", "Flow")]


def test_apostrophes_are_no_single_quotes():
    # near miss: a plural possessive and a contraction open no quotation
    got = read_instructions("<p>In rule 7, replace “the Sailors' oars” with “the Sailors' sails”.</p>")
    assert [(i.old, i.text) for i in got] == [("the Sailors' oars", "the Sailors' sails")]
    got = read_instructions("<p>In rule 7, replace “Ships don't sink” with “Ships can't sink”.</p>")
    assert [(i.old, i.text) for i in got] == [("Ships don't sink", "Ships can't sink")]


def test_a_paragraph_leading_into_the_list_after_it_is_the_rules_text_whatever_its_verb():
    html = ("<p>Create a new rule “Tides”:</p><p>Each Ship may sail at high tide.</p>"
            "<p>The known Tides are the following (they are no rules, only a list):</p>"
            "<ul><li>The Spring Tide shall lift every Ship.</li><li>The Neap Tide shall strand every Barge.</li></ul>")
    got = read_instructions(html)
    assert [(i.kind, i.title) for i in got] == [("add_rule", "Tides")]
    assert got[0].text.endswith("only a list):\n\n* The Spring Tide shall lift every Ship.\n* The Neap Tide shall strand every Barge.")
    # near miss: the same lead before a paragraph that is no list leaves the end of the text unmarked
    html = ("<p>Create a new rule “Tides”:</p><p>Each Ship may sail at high tide.</p>"
            "<p>The known Tides are the following (they are no rules, only a list):</p><p>The Spring Tide lifts every Ship.</p>")
    assert read_instructions(html)[0].kind == "not_understood"


def test_what_the_ruleset_says_now_told_after_the_text_is_the_authors():
    html = ("<p>Change the text of “Docks” to read:</p><p>Each Ship may dock at noon.</p>"
            "<p>Docking is presently worded so that you can dock forever.</p><p>Repeal the rule “Anvils”.</p>")
    got = read_instructions(html)
    assert [(i.kind, i.text) for i in got] == [("replace_rule", "Each Ship may dock at noon."), ("commentary", None), ("repeal_rule", None)]
    # near miss: a rule's sentence of what is so at present stays its text
    html = ("<p>Change the text of “Docks” to read:</p><p>Each Ship may dock at noon.</p>"
            "<p>A Ship that is currently docked may not sail.</p><p>Repeal the rule “Anvils”.</p>")
    got = read_instructions(html)
    assert [(i.kind, i.text) for i in got][0] == ("replace_rule", "Each Ship may dock at noon.\n\nA Ship that is currently docked may not sail.")
