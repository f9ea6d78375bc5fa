"""The gamestate reader on the corpus of real page layouts (fixtures/corpus/gamestate/, one page per form
met on the wiki, each form's origin in expected.json): every page reads exactly as expected, spans stay
exact (one cell written back, under a two-row header or in a player's block), the validator's structural
diff still sees a removed sub-column or block row, and mutated corpus pages give a model or a project error."""
from __future__ import annotations

import functools
import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.parsers import load_ruleset
from blognomic_tools.parsers.gamestate import GamestateError, parse_gamestate
from blognomic_tools.validators.gamestate import validate_edit
from blognomic_tools.validators.schema import extract_schema
from blognomic_tools.writers import set_table_cell
from clirun import blognomic
from conftest import FIX, ROOT
from fuzzing import FUZZ, mutated, run_fuzzed

CORPUS = ROOT / "fixtures" / "corpus" / "gamestate"
EXPECTED = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))
PAGES = sorted(CORPUS.glob("*.wiki"))
import corpus_gamestate  # noqa: E402  (bench/, on the path from conftest)


def page(name: str) -> str:
    return (CORPUS / name).read_text(encoding="utf-8")


def test_every_page_has_its_expectation_and_the_corpus_spans_twenty_forms():
    assert {p.name for p in PAGES} == set(EXPECTED)
    assert len({c["form"] for c in EXPECTED.values()}) >= 20
    assert all(c["origin"] for c in EXPECTED.values())


@pytest.mark.parametrize("name", list(EXPECTED))
def test_corpus_page_reads_as_expected(name):
    case = EXPECTED[name]
    kind, got = corpus_gamestate.read_case(name, case)
    if "error" in case:
        assert kind == "error" and case["error"] in got, got
    else:
        assert kind == "model", got
        assert got == case["expect"]


def test_measure_reads_every_case_and_none_wrong():
    r = corpus_gamestate.measure()
    assert r["reader"] == "gamestate" and r["cases"] == len(EXPECTED) and r["forms"] >= 20
    assert (r["read"], r["wrong"]) == (r["cases"], 0), [d for d in r["details"] if d["status"] != "read"]


@pytest.mark.parametrize("name", [n for n, c in EXPECTED.items() if "expect" in c])
def test_every_player_cell_span_points_at_its_wikitext(name):
    text = page(name)
    gs = parse_gamestate(text, name, player_terms=tuple(EXPECTED[name]["terms"]), complete=True)
    for cells in gs.players.values():
        for cell in cells.values():
            for c in cell.cells:
                assert text[c.span[0]:c.span[1]] == c.raw


def _write(text: str, cell, value: str) -> str:
    return set_table_cell(text, cell.table, cell.row, cell.col, value)


def test_one_cell_written_under_a_two_row_header():
    # form: The Isle of Multa (2023), a colspan group over sub-columns
    name = "settlers-two-row-header.wiki"
    text = page(name)
    gs = parse_gamestate(text, name, player_terms=("Settler",), complete=True)
    out = _write(text, gs.players["Basil"]["Domains F"], "9")
    assert out == text.replace("| Basil || 0 || 4 ||", "| Basil || 0 || 9 ||")
    after = parse_gamestate(out, name, player_terms=("Settler",), complete=True).model()["players"]
    assert after["Basil"]["Domains F"] == "9" and after["Basil"]["Domains W"] == "0" and after["Corin"]["Domains F"] == "1"


def test_one_cell_written_in_a_players_block_and_in_a_merged_table():
    # form: Photo Gallery (2024), per-player blocks in a second table keyed by the players
    name = "private-criteria-block.wiki"
    text = page(name)
    gs = parse_gamestate(text, name, player_terms=("Seeker",), complete=True)
    second = gs.players["Basil"]["SHA256 of Private Criteria"].cells[1]
    out = _write(text, second, "5d5d5d")
    assert out == text.replace("| 0c11fe", "| 5d5d5d")
    model = parse_gamestate(out, name, player_terms=("Seeker",), complete=True).model()["players"]
    assert model["Basil"]["SHA256 of Private Criteria"] == ["77ab03", "5d5d5d", "-"]
    assert model["Amber"] == EXPECTED[name]["expect"]["players"]["Amber"]


@functools.lru_cache(maxsize=1)
def _schema():
    return extract_schema(load_ruleset(FIX / "ruleset-209.wiki"))


@pytest.fixture(scope="module")
def schema():
    return _schema()


ROSTER = ["Amber", "Basil", "Corin"]


def _errors(v) -> list[str]:
    return [f.message for f in v.findings if f.severity == "error"]


def test_validator_finds_a_removed_sub_column(schema):
    text = page("settlers-two-row-header.wiki")
    new = text.replace("! colspan=3 | Domains", "! colspan=2 | Domains")
    new = re.sub(r'(?m)^! style="background-color:slategrey.*\n', "", new)
    new = new.replace("| 2 || 0 || 1 ||", "| 2 || 0 ||").replace("| 0 || 4 || 0 ||", "| 0 || 4 ||").replace("| 1 || 1 || 1 ||", "| 1 || 1 ||")
    v = validate_edit(text, new, schema, page="Isle", roster=ROSTER)
    assert any("column removed: 'Domains S'" in m for m in _errors(v)), _errors(v)
    assert not v.legal


def test_validator_finds_a_removed_block_row_and_its_changed_list(schema):
    text = page("shared-column-block.wiki")
    new = text.replace('| rowspan="3" | Amber || rowspan="3" | 40', '| rowspan="2" | Amber || rowspan="2" | 40').replace("|-\n| Anchor\n", "")
    v = validate_edit(text, new, schema, page="Divers", roster=ROSTER)
    assert any("block row removed: 'Amber' has 2 rows in table" in m and "had 3" in m for m in _errors(v)), _errors(v)
    assert any(ch.player == "Amber" and ch.variable == "Finds" and ch.old == "Pearl; Coral; Anchor" and ch.new == "Pearl; Coral" for ch in v.changes)
    # an unchanged page is legal, with no change at all
    same = validate_edit(text, text, schema, page="Divers", roster=ROSTER)
    assert same.legal and same.changes == []


def test_validator_sees_globals_of_pills_and_label_tables(schema):
    text = page("settlers-two-row-header.wiki")
    new = text.replace("|-\n! Ledger\n| -\n", "").replace("| Nobody", "| Amber")
    v = validate_edit(text, new, schema, page="Isle", roster=ROSTER)
    assert any("global removed: 'Ledger'" in m for m in _errors(v)), _errors(v)
    assert any(ch.variable == "Visitor" and (ch.old, ch.new) == ("Nobody", "Amber") for ch in v.changes)
    text = page("defusers-pills.wiki")
    v = validate_edit(text, text.replace("{{pill|Max Cost|12|yellow}}\n", ""), schema, page="School", roster=ROSTER)
    assert any("global removed: 'Max Cost'" in m for m in _errors(v)), _errors(v)


def test_player_twice_in_one_table_is_an_error_but_in_two_tables_merges():
    with pytest.raises(GamestateError, match="Basil has two rows in table 1"):
        parse_gamestate(page("player-twice.wiki"), "p", complete=True)
    gs = parse_gamestate(page("stats-then-structures.wiki"), "p", player_terms=("Vassal",))
    assert set(gs.players["Amber"]) == {"Vassal", "Gold", "Serfs", "Walls", "Towers"}
    # a column of the same name in the second table keeps the table's title
    text = page("stats-then-structures.wiki").replace("! Vassal !! Walls !! Towers", "! Vassal !! Gold !! Towers")
    gs = parse_gamestate(text, "p", player_terms=("Vassal",))
    assert gs.players["Amber"]["Gold"].text == "4" and gs.players["Amber"]["Structures: Gold"].text == "2"


def test_unclosed_table_names_its_line():
    with pytest.raises(GamestateError, match=r"table opened at line 3 is never closed"):
        parse_gamestate(page("unclosed-table.wiki"), "p", complete=True)


@FUZZ
@given(st.sampled_from(PAGES).flatmap(lambda p: mutated(p.read_text(encoding="utf-8"))), st.booleans())
def test_corpus_pages_fuzzed(text, strict):
    gs = run_fuzzed(parse_gamestate, text, "page", player_terms=("Settler", "Seeker", "Vassal"), strict=strict, complete=True,
                    what="parse_gamestate")
    if gs is not None:
        json.dumps(gs.model())  # the model is plain data
        for cells in gs.players.values():
            for cell in cells.values():
                for c in cell.cells:
                    assert text[c.span[0]:c.span[1]] == c.raw


def test_gamestate_show_json_prints_the_model_of_a_corpus_file(tmp_path):
    # form: Photo Gallery (2024) blocks under The Isle of Multa (2023) group headers; the shape stays
    # {page, revid, source, players, globals, lists}, a block column a list


    rs = str(FIX / "ruleset-209.wiki")  # the rules give the terms (Explorer); the page's key column is Name
    name = "block-under-group-header.wiki"
    r = blognomic("gamestate", "show", str(CORPUS / name), "--ruleset", rs, "--json",
                       env={"COLUMNS": "200", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) == {"page", "revid", "source", "players", "globals", "lists"}
    assert {k: out[k] for k in ("players", "globals", "lists")} == EXPECTED[name]["expect"]
    r = blognomic("gamestate", "show", str(CORPUS / "unclosed-table.wiki"), "--ruleset", rs,
                       env={"COLUMNS": "200", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert r.returncode == 2 and "line 3 is never closed" in r.stderr and "Traceback" not in r.stderr


def test_validator_on_a_later_players_table(schema):
    # form: stats, then structures; a player's row leaving one table only is a finding, a new player in both is not
    text = page("stats-then-structures.wiki")
    roster = ["Amber", "Basil", "Dorian"]
    new = text.replace("|-\n| Amber || 2 || 0\n", "")
    v = validate_edit(text, new, schema, page="Castle", roster=roster)
    assert any("row removed: 'Amber' from table 'Structures'" in m for m in _errors(v)), _errors(v)
    assert any(ch.player == "Amber" and ch.variable == "Walls" and (ch.old, ch.new) == ("2", None) for ch in v.changes)
    new = text.replace("| Basil || 1 || 5\n", "| Basil || 1 || 5\n|-\n| Dorian || 0 || 0\n").replace("| Basil || 0 || 1\n", "| Basil || 0 || 1\n|-\n| Dorian || 0 || 0\n")
    v = validate_edit(text, new, schema, page="Castle", roster=roster)
    assert not any("Structures" in m for m in _errors(v)), _errors(v)
    assert any(f.severity == "info" and "row added: Dorian" in f.message for f in v.findings)


@FUZZ
@given(st.sampled_from([p for p in PAGES if "expect" in EXPECTED[p.name]]).flatmap(
    lambda p: st.tuples(st.just(p.read_text(encoding="utf-8")), mutated(p.read_text(encoding="utf-8")))))
def test_validator_on_mutated_corpus_pages(pair):
    old, new = pair
    run_fuzzed(validate_edit, old, new, _schema(), page="p", roster=ROSTER, what="validate_edit")


@FUZZ
@given(st.sampled_from(PAGES).flatmap(lambda p: mutated(p.read_text(encoding="utf-8"))), st.integers(0, 2), st.integers(0, 6), st.integers(0, 6))
def test_set_table_cell_on_mutated_corpus_pages(text, table, row, col):
    out = run_fuzzed(set_table_cell, text, table, row, col, "42", what="set_table_cell")
    assert out is None or isinstance(out, str)
