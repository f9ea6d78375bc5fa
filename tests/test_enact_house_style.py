"""House style of the text enactment writes, as properties over the four bundled Rulesets: a removed sentence,
line or list item leaves no blank line behind (a list stays one list), an inserted text ending in a full stop before
the rule's own gives one full stop, an insertion that starts with a comma or another mark gets no space before it.
Each property is checked on every rule where the form occurs, not on one chosen example."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from blognomic_tools.enactment.ruleset import apply_to_ruleset
from blognomic_tools.models import Instruction
from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.reading.places import Anchor, Place

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["ruleset-070.wiki", "ruleset-205.wiki", "ruleset-209.wiki", "ruleset-2024-02-24.wiki"]
TEXTS = {n: (ROOT / "fixtures" / "rulesets" / n).read_text() for n in NAMES}
PARSED = {n: parse_ruleset(t, source=n) for n, t in TEXTS.items()}


def _flaws(text: str) -> dict[str, int]:
    """What house style forbids, counted: a blank line between two list items, two full stops (not an ellipsis),
    a space before a comma or a full stop, three line breaks in a row."""
    return {
        "blank line in a list": len(re.findall(r"^[*#][^\n]*\n[ \t]*\n[*#]", text, re.M)),
        "two full stops": len(re.findall(r"(?<!\.)\.\.(?!\.)", text)),
        "space before a mark": len(re.findall(r"\w [,.](?!\.)", text)),
        "three line breaks": text.count("\n\n\n"),
    }


def _worse(before: str, after: str) -> dict[str, tuple[int, int]]:
    b, a = _flaws(before), _flaws(after)
    return {k: (b[k], a[k]) for k in b if a[k] > b[k]}


def _spread(items, n: int = 12) -> list:
    """At most n of the items, spread evenly over the page (each application re-reads a 100 KB Ruleset)."""
    items = list(items)
    step = max(1, len(items) // n)
    return items[::step][:n]


def _applied(name: str, ins: Instruction) -> str | None:
    r = apply_to_ruleset(TEXTS[name], [ins], source=name)
    return r.new if ins.status == "applied" else None


def _list_items(name: str):
    """(rule, item text) for every list item of every rule whose text occurs once in the page."""
    raw = TEXTS[name]
    for rule in PARSED[name].rules():
        body = raw[rule.body_span[0]:rule.body_span[1]]
        for m in re.finditer(r"^[*#]+[ \t]*(.+?)[ \t]*$", body, re.M):
            item = m.group(1)
            if len(item) > 12 and raw.count(item) == 1:
                yield rule, item


def _sentences(name: str):
    """(rule, sentence) for sentences of paragraphs (not list items) that occur once in the page."""
    raw = TEXTS[name]
    for rule in PARSED[name].rules():
        body = raw[rule.body_span[0]:rule.body_span[1]]
        for line in body.split("\n"):
            if not line or line[:1] in "*#:;{|=<":
                continue
            for s in re.findall(r"[A-Z][^.!?\[\]{}<>'\"]{15,}?[.!?](?=\s|$)", line):
                if raw.count(s) == 1:
                    yield rule, s


@pytest.mark.parametrize("name", NAMES)
def test_a_removed_list_item_leaves_the_list_one_list(name):
    tried = 0
    for rule, item in _spread(_list_items(name)):
        new = _applied(name, Instruction("replace_text", "", rule=rule.number, old=item, text=""))
        if new is None:
            continue
        tried += 1
        assert not _worse(TEXTS[name], new), (rule.name, item, _worse(TEXTS[name], new))
    assert tried >= 3


@pytest.mark.parametrize("name", NAMES)
def test_a_removed_sentence_leaves_no_blank_line_or_stray_space(name):
    tried = 0
    for rule, sentence in _spread(_sentences(name)):
        new = _applied(name, Instruction("replace_text", "", rule=rule.number, old=sentence, text=""))
        if new is None:
            continue
        tried += 1
        assert not _worse(TEXTS[name], new), (rule.name, sentence, _worse(TEXTS[name], new))
    assert tried >= 8


@pytest.mark.parametrize("name", NAMES)
def test_an_insertion_before_a_full_stop_or_starting_with_a_comma_keeps_house_style(name):
    tried = 0
    for rule, sentence in _spread(_sentences(name), 5):
        words = sentence[:-1]  # the sentence up to its own full stop
        for text in (", and Quillworts are flavour text.", "and Quillworts are flavour text.", "; Quillworts grow."):
            new = _applied(name, Instruction("insert_text", "", rule=rule.number, text=text, where=Place.of(Anchor(words))))
            if new is None:
                continue
            tried += 1
            assert not _worse(TEXTS[name], new), (rule.name, words[-30:], text, _worse(TEXTS[name], new))
    assert tried >= 10
