"""Properties of Ruleset enactment on the four bundled Rulesets (2010, 2020, 2021, 2024 forms): a random
add / replace / append / rename / repeal on a random rule changes only the span it reports, the re-parsed
Ruleset has the expected rule (title, text) in the right place, and every other rule's wikitext is
byte-identical. Random instructions and mutated pages give a result or a project error, never a crash."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from blognomic_tools.enactment.ruleset import apply_to_ruleset
from blognomic_tools.models import Instruction
from blognomic_tools.reading.places import Anchor, Paragraph, Place
from blognomic_tools.parsers import parse_ruleset
from fuzzing import FUZZ, HOSTILE, mutated, run_fuzzed
from test_enact_ruleset import confined

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["ruleset-070.wiki", "ruleset-205.wiki", "ruleset-209.wiki", "ruleset-2024-02-24.wiki"]
TEXTS = {n: (ROOT / "fixtures" / "rulesets" / n).read_text() for n in NAMES}
PARSED = {n: parse_ruleset(t, source=n) for n, t in TEXTS.items()}
OPS = ["add_after", "add_sub", "add_section", "replace", "append", "rename", "repeal"]
NEW_WORD = "Quillwort"


def own(raw: str, rule) -> str:
    return raw[rule.span[0]:rule.body_span[1]]


@settings(FUZZ, max_examples=60)
@given(st.sampled_from(NAMES), st.sampled_from(OPS), st.integers(0, 10_000), st.integers(0, 10_000))
def test_one_instruction_changes_only_its_span(name, op, pick, pick2):
    raw, rs = TEXTS[name], PARSED[name]
    rules = list(rs.rules())
    rule = rules[pick % len(rules)]
    ref = rule.number  # numbers are unique where titles are not (R209 has two "Explorers")
    words = sorted(set(re.findall(r"\b[A-Za-z]{5,}\b", rule.text)) & set(re.findall(r"\b[A-Za-z]{5,}\b", own(raw, rule))))
    if op == "add_after":
        ins = Instruction("add_rule", "", title="Quillwort Meadows", text="Each Meadow has a Quillwort.", where=Place.of(Anchor(ref)))
    elif op == "add_sub":
        ins = Instruction("add_rule", "", title="Quillwort Meadows", text="Each Meadow has a Quillwort.", parent=ref)
    elif op == "add_section":
        ins = Instruction("add_rule", "", title="Quillwort Meadows", text="Each Meadow has a Quillwort.", section=rule.section)
    elif op == "replace":
        if not words:
            return
        ins = Instruction("replace_text", "", rule=ref, old=words[pick2 % len(words)], text=NEW_WORD, which="first")
    elif op == "append":
        ins = Instruction("append_text", "", rule=ref, text="Quillworts are flavour text.")
    elif op == "rename":
        ins = Instruction("rename_rule", "", rule=ref, title="Quillwort Law")
    else:
        ins = Instruction("repeal_rule", "", rule=ref)
    r = apply_to_ruleset(raw, [ins], source=name)
    if ins.status != "applied":
        assert ins.status == "not applied" and ins.reason
        assert r.new == raw and r.touched == []
        return
    assert r.touched and confined(raw, r.new, [t["span"] for t in r.touched])
    new_rs = parse_ruleset(r.new, source=name)
    # every rule the instruction did not act on keeps its own wikitext, byte for byte
    acted = {id(x) for x in rule.walk()} if op == "repeal" else ({id(rule)} if op in ("replace", "append", "rename") else set())
    before = Counter((x.section, own(raw, x)) for x in rules if id(x) not in acted)
    after = Counter((x.section, own(r.new, x)) for x in new_rs.rules())
    assert not (before - after)
    n_new = len(list(new_rs.rules()))
    if op.startswith("add"):
        assert n_new == len(rules) + 1
        added = [x for x in new_rs.rules() if x.title == "Quillwort Meadows"]
        assert len(added) == 1 and added[0].text == "Each Meadow has a Quillwort."
        a = added[0]
        if op == "add_after":
            assert a.level == rule.level
            siblings = _container(new_rs, a)
            k = siblings.index(a)
            assert k > 0 and siblings[k - 1].title == rule.title and siblings[k - 1].number == rule.number
        elif op == "add_sub":
            assert a.level == rule.level + 1
            parent = new_rs.rule(rule.number)
            assert parent.subrules[-1] is a
        else:
            assert new_rs.section(rule.section).rules[-1] is a and a.level == 2
    elif op == "repeal":
        assert n_new == len(rules) - len(list(rule.walk()))
    else:
        assert n_new == len(rules)
        same = new_rs.rule(rule.number)
        if op == "rename":
            assert same.name == "Quillwort Law" and same.tags == rule.tags and same.text == rule.text
        elif op == "append":
            assert same.title == rule.title and same.text.endswith("Quillworts are flavour text.")
            assert same.text.startswith(rule.text[:40])
        else:
            assert same.title == rule.title and NEW_WORD in same.text


def _container(rs, rule):
    for sec in rs.sections:
        if rule in sec.rules:
            return sec.rules
        for top in sec.rules:
            for x in top.walk():
                if rule in x.subrules:
                    return x.subrules
    raise AssertionError(rule.title)


@settings(FUZZ, max_examples=60)
@given(st.sampled_from(NAMES), st.lists(st.tuples(
    st.sampled_from(["add_rule", "replace_text", "append_text", "prepend_text", "insert_text", "replace_rule", "rename_rule",
                     "repeal_rule", "move_rule", "gamestate", "conditional"]),
    st.one_of(st.none(), st.sampled_from(HOSTILE), st.sampled_from(["Votes", "Rule 1.5", "2.1", "Dynastic Rules", "Keywords", "Synonyms"])),
    st.one_of(st.none(), st.sampled_from(HOSTILE), st.text(max_size=20)),
    st.one_of(st.none(), st.sampled_from([Place.of(Anchor("")), Place.of(Anchor("", "before")), Place.of(Paragraph("2")), Place.of(Anchor("Votes")),
                                          Place.of(Paragraph("x")), Place.of(Paragraph("2"), Anchor("Votes", sentence=True))]),
              st.builds(lambda t: Place.of(Anchor(t)), st.text(max_size=10))),
), max_size=5))
def test_random_instructions_never_crash(name, specs):
    ins = []
    for kind, ref, text, where in specs:
        i = Instruction(kind, "", rule=ref, text=text, old=text, title=text, parent=ref if kind == "move_rule" else None,
                        section=ref if kind == "add_rule" else None, where=where, which=str(where) if where else "only",
                        condition_met=True if kind == "conditional" else None)
        if kind == "conditional":
            i.children = [Instruction("repeal_rule", "", rule=ref)]
        ins.append(i)
    r = run_fuzzed(apply_to_ruleset, TEXTS[name], ins, source=name, what=repr(specs))
    assert r is not None
    for i in ins:
        assert i.status in ("applied", "not applied", "already applied", "pending")
        assert (i.status in ("not applied", "already applied")) == bool(i.reason) or i.kind == "conditional"


@FUZZ
@given(st.sampled_from(NAMES).flatmap(lambda n: mutated(TEXTS[n])))
def test_mutated_pages_give_a_result_or_a_project_error(text):
    ins = [Instruction("add_rule", "", title="Quillwort", text="Q."), Instruction("replace_text", "", rule="Votes", old="FOR", text="AYE", which="every"),
           Instruction("repeal_rule", "", rule="Rule 1.2")]
    run_fuzzed(apply_to_ruleset, text, ins, source="mutated.wiki", what=text[:200])
