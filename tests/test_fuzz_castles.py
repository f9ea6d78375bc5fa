"""Fuzzing the emperor's parsers and engines (tests/fuzzing.py): the Castles rules reader, the state reader, the
Fortnight engine (page and Virtual Actions), choose_wave, and the Herald renderer. Only the project's errors may come
out, no input may take over 2 s, and memory stays bounded (numbers are range-checked before they drive a search)."""
from __future__ import annotations

import re
from datetime import datetime, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.dynasties.castles import CastlesRules, choose_wave, fortnight, parse_actions, read_state, write_state
from blognomic_tools.herald import changes_since, changes_story, fortnight_story
from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.parsers.gamestate import parse_gamestate
from blognomic_tools.validators.schema import extract_schema
from conftest import FIX, ROOT
from fuzzing import FUZZ, mutated, run_fuzzed

RULESET = (FIX / "ruleset-2024-02-24.wiki").read_text()
PAGES = [(ROOT / "fixtures" / "wiki" / "Gartenberg" / f).read_text() for f in ("01.wiki", "02.wiki", "03.wiki")]
ACTIONS = (ROOT / "fixtures" / "sandbox" / "virtual-actions.yaml").read_text()
TERMS = ("Vassal", "Vassals")
WHEN = datetime(2024, 3, 1, 12, tzinfo=timezone.utc)
# the Castles rules are in the Dynastic Rules section: mutate that part, so that the fuzzer works on what this reader reads
DYN = re.search(r"(?s)= *Dynastic Rules *=.*?(?=\n= *[A-Z][^=\n]* *=\n|\Z)", RULESET)


@pytest.fixture(scope="module")
def rules():
    return CastlesRules(extract_schema(parse_ruleset(RULESET, fmt="wikitext", source="fuzz")))


def _rules_from(text: str):
    return CastlesRules(extract_schema(parse_ruleset(text, fmt="wikitext", source="fuzz")))


@FUZZ
@given(st.data())
def test_fuzz_rules_reader(data):
    part = data.draw(mutated(DYN.group(0)))
    text = RULESET[:DYN.start()] + part + RULESET[DYN.end():]
    r = run_fuzzed(_rules_from, text, what="CastlesRules")
    if r is not None:  # what was read drives the engine without surprises
        run_fuzzed(choose_wave, r, 40, 7, what="choose_wave on the read rules")


def _state(rules, text):
    return read_state(rules, parse_gamestate(text, "Gartenberg", player_terms=TERMS))


@FUZZ
@given(st.sampled_from(range(len(PAGES))), st.data())
def test_fuzz_state_reader(rules, i, data):
    run_fuzzed(_state, rules, data.draw(mutated(PAGES[i])), what="read_state")


def _whole_fortnight(rules, text, actions_text):
    state = _state(rules, text)
    vas = parse_actions(actions_text, "fuzz.yaml")
    new, report = fortnight(rules, state, vas, 3)
    out = write_state(rules, text, new, TERMS, WHEN)
    fortnight_story("Herald: 01/03/2024", report, ["x"], diff="Special:Diff/1/2").render("html")
    return out


@FUZZ
@given(st.sampled_from(range(len(PAGES))), st.data())
def test_fuzz_fortnight_engine_on_pages(rules, i, data):
    run_fuzzed(_whole_fortnight, rules, data.draw(mutated(PAGES[i])), ACTIONS, what="the Fortnight on a mutated page")


@FUZZ
@given(st.data())
def test_fuzz_fortnight_engine_on_actions(rules, data):
    run_fuzzed(_whole_fortnight, rules, PAGES[2], data.draw(mutated(ACTIONS)), what="the Fortnight with mutated Virtual Actions")


@FUZZ
@given(st.one_of(st.integers(-10 ** 6, 200), st.integers(-2 ** 70, 2 ** 70), st.sampled_from([10 ** 12, 10 ** 100, -1, 0, 10_000, 10_001])),
       st.integers(0, 2 ** 64))
def test_fuzz_choose_wave(rules, target, seed):
    chosen = run_fuzzed(choose_wave, rules, target, seed, what="choose_wave")
    if chosen is not None:
        assert sum(rules.enemies[n].strength for n in chosen) == target


class FakeWiki:
    """History of a page whose revisions are mutated Gartenberg pages (what changes_since reads)."""
    where = "http://wiki.example/"

    def __init__(self, texts):
        from blognomic_tools.models import Revision
        from blognomic_tools.sources.wiki import WikiRevision

        self.revs = [WikiRevision(Revision(revid=10 + k, timestamp=f"2024-02-2{k}T12:00:00Z", user="Admin", comment="c", title="Gartenberg"),
                                  text=t, parentid=(9 + k) if k else None) for k, t in enumerate(texts)]

    def history(self, page, since=None, since_rev=None):
        return list(self.revs)

    def read(self, page, rev=None):  # pragma: no cover - parentid of the first is None
        raise AssertionError("not reached")


def _herald(rules, texts):
    schema = rules.schema
    edits, net, base, last = changes_since(FakeWiki(texts), "Gartenberg", schema, until=datetime(2024, 2, 28, tzinfo=timezone.utc))
    s = changes_story("Herald: 01/03/2024", "http://wiki.example/", edits, net, base, last, [])
    return s.html() + s.wikitext()


@FUZZ
@given(st.data())
def test_fuzz_herald_renderer(rules, data):
    texts = [data.draw(mutated(PAGES[0])), data.draw(mutated(PAGES[1])), PAGES[2]]
    run_fuzzed(_herald, rules, texts, what="the Herald of mutated revisions")


def test_control_characters_after_table_opener(rules):
    # found by the explore run: "{|" followed by a vertical tab or form feed hung wikitextparser's table regex
    for ch in ("\x0b", "\x0c"):
        text = PAGES[0].replace('{| class="wikitable sortable"', "{|" + ch + ' class="wikitable sortable"')
        state = run_fuzzed(_state, rules, text, what="read_state")
        assert state is not None and "Kevan" in state.vassals
