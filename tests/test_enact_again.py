"""Never twice: a proposal enacted again on the Ruleset it made changes nothing (each instruction finds its change there,
"already applied", and `enact` refuses a plan showing any), over the whole proposal corpus, each body on a Ruleset made
to hold what it names (tests/worlds.py); the real Ruleset 205 with a sentence appended at a paragraph's end that it
already holds; and an edit summary naming a matter whose title holds quotation marks."""
from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blognomic_tools.enactment import names_matter, naming, walk
from blognomic_tools.enactment.ruleset import RULESET_KINDS, apply_to_ruleset
from blognomic_tools.parsers.proposal import read_instructions
from blognomic_tools.reading.places import Paragraph, Place
from worlds import world_for

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from corpus_proposals import CORPUS, UNTAUGHT_ROUNDS, cases  # noqa: E402


def read(body: str):
    """The body's instructions, every condition taken as met (the property is about the Ruleset's text)."""
    ins = read_instructions(body)
    for _, i in walk(ins):
        if i.kind == "conditional":
            i.condition_met = True
    return ins


def ruleset_parts(ins):
    return [i for _, i in walk(ins) if i.kind in RULESET_KINDS]


def test_every_corpus_proposal_enacted_again_changes_nothing():
    """Each corpus body with Ruleset instructions, on its own Ruleset: enacted once (every Ruleset instruction applied),
    then read and enacted again on the result: the text is unchanged, or an instruction is "already applied" (which
    `enact` refuses to save: "it looks enacted already"). At least 150 bodies are enacted so (the rest name rules by
    number alone, or places the builder does not make)."""
    enacted, whole, wrong = 0, 0, []
    for name in sorted(cases()):
        if name.split("-")[0] in UNTAUGHT_ROUNDS:  # a held-out round not yet taught: measured, not yet held to this
            continue
        body = (CORPUS / f"{name}.html").read_text(encoding="utf-8")
        first_ins = read(body)
        if not ruleset_parts(first_ins):
            continue
        world = world_for(first_ins)
        if world is None:
            continue
        first = apply_to_ruleset(world, first_ins, source=f"{name}.wiki")
        if any(i.status != "applied" for i in ruleset_parts(first_ins)):
            continue
        enacted += 1
        second_ins = read(body)
        second = apply_to_ruleset(first.new, second_ins, source=f"{name}.wiki")
        if second.new == first.new:
            whole += all(i.status == "already applied" for i in ruleset_parts(second_ins))
            continue
        if not any(i.status == "already applied" for i in ruleset_parts(second_ins)):
            wrong.append((name, [(i.kind, i.status) for i in ruleset_parts(second_ins)]))
    assert not wrong, wrong
    assert enacted >= 150, enacted
    assert whole >= 140, whole  # most are said "already applied" instruction by instruction


def test_ruleset_205_with_a_sentence_it_holds_appended_at_a_paragraphs_end_changes_nothing():
    """The real Ruleset 205, and a proposal in the form "Append to the first paragraph of the rule X:" whose sentence
    the paragraph already ends with (the proposal was enacted): nothing is added a second time."""
    raw = (ROOT / "fixtures" / "rulesets" / "ruleset-205.wiki").read_text(encoding="utf-8")
    body = ("<p>Append to the first paragraph of the rule “Bouts”:</p>"
            "<blockquote>This publicly tracked value may be referred to as the Bout Count.</blockquote>")
    ins = read_instructions(body)
    assert [(i.kind, i.rule, i.where) for i in ins] == [("append_text", "Bouts", Place.of(Paragraph("1")))]
    r = apply_to_ruleset(raw, ins, source="ruleset-205.wiki")
    assert r.new == raw and ins[0].status == "already applied" and "rule 'Bouts' holds this text" in ins[0].reason
    again = apply_to_ruleset(raw, read_instructions(body), source="ruleset-205.wiki", again=True)  # --again: as asked
    assert again.new.count("may be referred to as the Bout Count.") == 2


@pytest.mark.parametrize("body, twice", [
    # a replacement whose new words hold the old ones: enacted, each old word is inside a new one
    ("<p>In the rule “Income”, replace “Operator’s Money” with “Operator’s Money and Glory”.</p>", "Money and Glory and Glory"),
    # a sentence added after some words of a named paragraph
    ("<p>In the rule “Bouts”, in the first paragraph, after “may be engaged in at most one Bout.” add “Bouts are public.”</p>",
     "Bouts are public. Bouts are public."),
])
def test_a_placed_change_enacted_twice_is_already_applied(body, twice):
    raw = (ROOT / "fixtures" / "rulesets" / "ruleset-205.wiki").read_text(encoding="utf-8")
    ins = read_instructions(body)
    first = apply_to_ruleset(raw, ins, source="r205.wiki")
    assert [i.status for i in ins] == ["applied"], [(i.kind, i.where, i.reason) for i in ins]
    ins2 = read_instructions(body)
    second = apply_to_ruleset(first.new, ins2, source="r205.wiki")
    assert second.new == first.new and [i.status for i in ins2] == ["already applied"]
    assert twice in apply_to_ruleset(first.new, read_instructions(body), source="r205.wiki", again=True).new


NAMES = ["ruleset-070.wiki", "ruleset-205.wiki", "ruleset-209.wiki", "ruleset-2024-02-24.wiki"]
TEXTS = {n: (ROOT / "fixtures" / "rulesets" / n).read_text() for n in NAMES}


@functools.cache
def _rules_with_text(name: str) -> list:
    """The rules of a Ruleset that have a text, parsed once per process (every example picks one)."""
    from blognomic_tools.parsers import parse_ruleset

    return [r for r in parse_ruleset(TEXTS[name], source=name).rules() if r.text.strip()]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(NAMES), st.sampled_from(["append", "append_par", "prepend", "add_sub", "replace_grow", "replace"]),
       st.integers(0, 10_000))
def test_one_instruction_enacted_twice_changes_nothing(name, op, pick):
    from blognomic_tools.models import Instruction

    raw = TEXTS[name]
    rules = _rules_with_text(name)
    rule = rules[pick % len(rules)]
    words = sorted({w for w in rule.text.split() if w.isalpha() and len(w) > 4 and rule.text.count(w) == 1})

    def make():
        if op == "append":
            return Instruction("append_text", "", rule=rule.number, text="Quillworts are flavour text.")
        if op == "append_par":
            return Instruction("append_text", "", rule=rule.number, text="Quillworts are flavour text.", where=Place.of(Paragraph("1")))
        if op == "prepend":
            return Instruction("prepend_text", "", rule=rule.number, text="Quillworts are flavour text.")
        if op == "add_sub":
            return Instruction("add_rule", "", title="Quillwort Meadows", text="Each Meadow has a Quillwort.", parent=rule.number)
        if not words:
            return None
        w = words[pick % len(words)]
        return Instruction("replace_text", "", rule=rule.number, old=w, text=f"{w} Quillwort" if op == "replace_grow" else "Quillwort")

    ins = make()
    if ins is None:
        return
    first = apply_to_ruleset(raw, [ins], source=name)
    if ins.status != "applied":
        return
    ins2 = make()
    second = apply_to_ruleset(first.new, [ins2], source=name)
    assert second.new == first.new, (op, rule.number, ins2.status, ins2.reason)
    assert ins2.status in ("already applied", "not applied"), ins2.status


@pytest.mark.parametrize("summary, title, named", [
    ('/* Dynastic Rules */ Enacted "Moat Upgrade"', "Proposal: Moat Upgrade", True),
    ('/* Dynastic Rules */ Enacted "The "Moat" Upgrade"', 'Proposal: The "Moat" Upgrade', True),
    ("Enacted “The “Moat” Upgrade”", 'The "Moat" Upgrade', True),
    ('Enacted "Moat (Upgrade) [Dynastic]"', "Moat (Upgrade) [Dynastic]", True),
    ('Enacted "Moat Upgrade Two"', "Moat Upgrade", False),  # another matter whose title starts the same
    ("Enacting Moat Upgrade Two", "Moat Upgrade", False),
    ("Enacting Moat Upgrade, fixing a typo", "Moat Upgrade", True),
    ('Enacted "Moat"', "Moat Upgrade", False),
    ('Enacted "Proposal: Moat Upgrade"', "Moat Upgrade", True),
    ("tidying up", "Moat Upgrade", False),
])
def test_an_edit_summary_names_a_matter_whatever_its_title_holds(summary, title, named):
    assert names_matter(summary, title) is named

    class Rev:
        class revision:
            comment = summary

    assert naming([Rev], title) == ([Rev] if named else [])
