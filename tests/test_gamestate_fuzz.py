"""Fuzz tests of the gamestate parser, the validator and the schema reader (tests/fuzzing.py): mutations of
every real-format fixture give a result or a project error, never another exception, never over 2 s."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.parsers import load_ruleset, parse_ruleset
from blognomic_tools.parsers.gamestate import parse_gamestate, parse_gndt_csv
from blognomic_tools.validators.gamestate import validate_edit
from blognomic_tools.validators.schema import extract_schema
from conftest import FIX, ROOT
from fuzzing import FUZZ, mutated, run_fuzzed

WIKI = ROOT / "fixtures" / "wiki"
PAGES = sorted(WIKI.rglob("*.wiki"))
TERMS = ("Vassal", "Vassals", "Operator", "Operators", "Explorer", "Explorers")
# a GNDT export in the real layout (the older eras' external table; no recorded export in fixtures/)
GNDT = "Apprentice,Workbench,Time,Ward,Partner,Table\nKevan,POTS,7,Null,Amnistar,3\nAmnistar,OAT,2,Hardened,Kevan,3\nElias IX,\"PAN, LID\",0,,,1\n"
ERAS = {  # each page with the Ruleset in force when it was played
    "Gartenberg": ("ruleset-2024-02-24", [WIKI / "Gartenberg" / f"0{i}.wiki" for i in (1, 2, 3)]),
    "Workshop": ("ruleset-205", [WIKI / "Workshop.wiki"]),
    "Banewood Mansion": ("ruleset-209", [WIKI / "Banewood_Mansion.wiki"]),
}
RULESETS = ["ruleset-070", "ruleset-205", "ruleset-209", "ruleset-2024-02-24"]


def test_every_fixture_page_is_fuzzed():
    assert {p.name for p in PAGES} == {"01.wiki", "02.wiki", "03.wiki", "Workshop.wiki", "Banewood_Mansion.wiki", "Template_Box.wiki"}


@FUZZ
@given(st.sampled_from(PAGES).flatmap(lambda p: mutated(p.read_text())), st.booleans(), st.booleans())
def test_parse_gamestate_fuzzed(text, strict, complete):
    run_fuzzed(parse_gamestate, text, "page", player_terms=TERMS, strict=strict, complete=complete, what="parse_gamestate")


@FUZZ
@given(mutated(GNDT))
def test_parse_gndt_csv_fuzzed(text):
    run_fuzzed(parse_gndt_csv, text, "GNDT", what="parse_gndt_csv")


@pytest.fixture(scope="module")
def schemas():
    return {rs: extract_schema(load_ruleset(FIX / f"{rs}.wiki")) for rs, _ in ERAS.values()}


@pytest.mark.parametrize("era", list(ERAS))
def test_validate_edit_fuzzed(schemas, era):
    rs, paths = ERAS[era]
    schema = schemas[rs]
    texts = [p.read_text() for p in paths]

    @FUZZ
    @given(st.sampled_from(texts).flatmap(lambda t: st.tuples(st.just(t), mutated(t))), st.sampled_from([None, "Fortnight 4"]))
    def check(pair, summary):
        old, new = pair
        run_fuzzed(validate_edit, old, new, schema, page=era, summary=summary, what=f"validate_edit ({era})")
        run_fuzzed(validate_edit, new, old, schema, page=era, summary=summary, what=f"validate_edit ({era}, reversed)")

    check()


@FUZZ
@given(st.sampled_from(RULESETS).flatmap(lambda n: mutated((FIX / f"{n}.wiki").read_text())))
def test_schema_reader_fuzzed(text):
    def read(t):
        return extract_schema(parse_ruleset(t, fmt="wikitext"))

    run_fuzzed(read, text, what="extract_schema")
