"""The gamestate reader on layouts met after it was written (the `held_out` cases of
fixtures/corpus/gamestate/): a header row in the middle of a table, a player's block written without
rowspan, a numbered column before the player column, image links and background colours as values.
Each is read exactly, written back one cell at a time, and seen by the validator's structural diff;
values with no player to go to are an error naming the line, never dropped."""
from __future__ import annotations

import functools
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.parsers import load_ruleset
from blognomic_tools.parsers.gamestate import GamestateError, clean_cell, parse_gamestate, require_players
from blognomic_tools.validators.gamestate import validate_edit
from blognomic_tools.validators.schema import extract_schema
from blognomic_tools.writers import set_table_cell
from conftest import FIX, ROOT
from fuzzing import FUZZ, run_fuzzed

CORPUS = ROOT / "fixtures" / "corpus" / "gamestate"
EXPECTED = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))
HELD_OUT = [n for n, c in EXPECTED.items() if c.get("held_out")]
import corpus_gamestate  # noqa: E402  (bench/, on the path from conftest)


def page(name: str) -> str:
    return (CORPUS / name).read_text(encoding="utf-8")


def parse(name: str, text: str | None = None):
    return parse_gamestate(page(name) if text is None else text, name, player_terms=tuple(EXPECTED[name]["terms"]), complete=True)


def _write(text: str, cell, value: str) -> str:
    return set_table_cell(text, cell.table, cell.row, cell.col, value)


@functools.lru_cache(maxsize=1)
def _schema():
    return extract_schema(load_ruleset(FIX / "ruleset-209.wiki"))


def _errors(v) -> list[str]:
    return [f.message for f in v.findings if f.severity == "error"]


def test_the_held_out_layouts_are_a_dozen_and_all_read():
    assert len(HELD_OUT) >= 12 and all(EXPECTED[n]["origin"].startswith("held out: ") for n in HELD_OUT)
    r = corpus_gamestate.measure()
    got = {k: v for k, v in r["held_out"].items() if k != "read_before"}
    assert got == {"cases": len(HELD_OUT), "read": len(HELD_OUT), "wrong": 0, "refused": 0}, \
        [d for d in r["details"] if d["held_out"] and d["status"] != "read"]


def test_a_header_row_mid_table_starts_a_sub_table_of_its_own():
    # form: the SCP dynasty (2020), artefacts under the individuals in one table
    gs = parse("mid-table-new-columns.wiki")
    assert [(t.title, t.headers, t.kind) for t in gs.tables] == [
        ("Individuals", ["Researcher", "Location", "Attainment"], "players"),
        ("Individuals (2)", ["Artefact", "Holder", "Location"], "list")]
    # the sub-table's cells keep their place in the whole table: written back in place
    text = page("mid-table-new-columns.wiki")
    bell = gs.tables[1].rows[1][2]
    assert (bell.table, bell.row, bell.text) == (0, 5, "Geneva")  # row 3 is the header row
    out = _write(text, bell, "Archive")
    assert out == text.replace("| Brass Bell || - || Geneva", "| Brass Bell || - || Archive")
    assert parse("mid-table-new-columns.wiki", out).lists["Individuals (2)"]["Brass Bell"] == ["-", "Archive"]


def test_idle_players_under_a_title_and_header_row_are_players_of_their_part():
    # form: active and idle players in one table, the idle ones under `! colspan=3 | Idle` and the headers again
    gs = parse("mid-table-idle-header.wiki")
    assert [(t.title, t.key) for t in gs.tables] == [("table 1", "Vassal"), ("Idle", "Vassal")]
    text = page("mid-table-idle-header.wiki")
    out = _write(text, gs.players["Dorian"]["Favour"], "4")
    assert out == text.replace("| Dorian || 1 ||", "| Dorian || 4 ||")
    assert parse("mid-table-idle-header.wiki", out).model()["players"]["Dorian"]["Favour"] == "4"


def test_a_block_without_rowspan_is_written_and_diffed_like_one_with_it():
    # form: the Photo Gallery (2024) block as hand-edited pages write it once the rowspan is dropped
    name = "block-empty-first-cell.wiki"
    text = page(name)
    gs = parse(name)
    coral = gs.players["Amber"]["Finds"].cells[1]
    out = _write(text, coral, "Kelp")
    assert out == text.replace("| || || Coral", "| || || Kelp")
    assert parse(name, out).model()["players"]["Amber"]["Finds"] == ["Pearl", "Kelp", "Anchor"]
    new = text.replace("|-\n| || || Anchor\n", "")
    v = validate_edit(text, new, _schema(), page="Divers", roster=["Amber", "Basil", "Corin"])
    assert any("block row removed: 'Amber' has 2 rows in table" in m and "had 3" in m for m in _errors(v)), _errors(v)
    assert any(ch.player == "Amber" and ch.variable == "Finds" and ch.new == "Pearl; Coral" for ch in v.changes)


def test_values_under_no_name_above_every_player_are_an_error_naming_the_line():
    text = page("block-empty-first-cell.wiki").replace("| Amber || 40 || Pearl", "| || 40 || Pearl")
    with pytest.raises(GamestateError, match=r"the row at line 4 of table 1 \('table 1'\) has values but no Diver"):
        parse("block-empty-first-cell.wiki", text)
    # the Herald's history reader (not strict) skips them and reads the rest
    gs = parse_gamestate(text, "p", strict=False)
    assert set(gs.players) == {"Basil", "Corin"}


def test_a_numbered_column_before_the_player_column():
    # form: the Wizard Duel's ring, numbered positions first
    name = "ring-position-first.wiki"
    gs = parse(name)
    assert gs.tables[0].key == "Wizard" and gs.tables[0].key_col == 1
    text = page(name)
    out = _write(text, gs.players["Amber"]["Stars"], "21 ⭐")
    assert out == text.replace("| 2 || Amber || 19 ⭐", "| 2 || Amber || 21 ⭐")
    # read with another dynasty's term: the roster's names find the column; without them, an error, not a guess
    gs = parse_gamestate(text, name, player_terms=("Seeker",), roster=["Amber", "Basil", "Corin"], complete=True)
    assert gs.tables[0].key_col == 1 and set(gs.players) == {"Amber", "Basil", "Corin"}
    with pytest.raises(GamestateError, match="not a gamestate page"):
        require_players(parse_gamestate(text, name, player_terms=("Seeker",), complete=True), "Seeker", "Seekers")
    # a change of stars is seen by the validator, keyed by the name (not the position)
    v = validate_edit(text, out, _schema(), page="Duel", roster=["Amber", "Basil", "Corin"])
    assert [(c.player, c.variable, c.old, c.new) for c in v.changes] == [("Amber", "Stars", "19 ⭐", "21 ⭐")]


def test_image_links_are_values_as_written_and_page_links_their_label():
    assert clean_cell("[[File:Flesh damage.png|16px]] ?") == "[[File:Flesh damage.png|16px]] ?"
    assert clean_cell("[[Image:Rad token.png|20px|Rad]]") == "[[Image:Rad token.png|20px|Rad]]"
    assert clean_cell("[[Ruleset#Gold|Gold]] and [[Moor]]") == "Gold and Moor"


def test_a_square_without_text_holds_its_background_colour():
    # form: the Meeple dynasty (2024), squares coloured on the board
    gs = parse("meeple-colour-squares.wiki")
    board = gs.tables[0]
    assert [c.text for c in board.rows[0][1:]] == ["white", "red", "blue"]
    assert [c.raw for c in board.rows[0][1:]] == ["", "", ""]  # the wikitext itself has no text there
    assert board.rows[1][3].text == "Amber"  # text wins over the colour


@pytest.mark.parametrize("name", HELD_OUT)
def test_held_out_pages_diff_clean_against_themselves(name):
    # the validator finds the players table by the roster (the Ruleset's term is another dynasty's)
    text = page(name)
    roster = sorted(EXPECTED[name]["expect"]["players"])
    v = validate_edit(text, text, _schema(), page="p", roster=roster)
    assert v.legal and v.changes == [] and not _errors(v), _errors(v)


def test_a_header_row_mid_table_giving_the_same_players_new_columns_merges_them():
    # form: stats, then structures (Gartenberg, 2024), written as one table with a second header row
    text = ('{| class="wikitable"\n! Vassal !! Gold !! Land\n|-\n| Amber || 5 || Moor\n|-\n| Basil || 2 || Fen\n'
            '|-\n! Vassal !! Walls !! Towers\n|-\n| Amber || 1 || 0\n|-\n| Basil || 3 || 2\n|}\n')
    gs = parse_gamestate(text, "p", player_terms=("Vassal",), complete=True)
    assert gs.model()["players"]["Basil"] == {"Vassal": "Basil", "Gold": "2", "Land": "Fen", "Walls": "3", "Towers": "2"}
    out = _write(text, gs.players["Basil"]["Towers"], "5")
    assert out == text.replace("| Basil || 3 || 2", "| Basil || 3 || 5")


def test_a_title_row_mid_table_without_headers_keeps_the_columns():
    text = ('{| class="wikitable"\n! Vassal !! Favour\n|-\n| Amber || 5\n|-\n! colspan="2" | Idle\n|-\n| Dorian || 1\n|}\n')
    gs = parse_gamestate(text, "p", player_terms=("Vassal",), complete=True)
    assert [(t.title, t.headers) for t in gs.tables] == [("table 1", ["Vassal", "Favour"]), ("Idle", ["Vassal", "Favour"])]
    assert gs.model()["players"] == {"Amber": {"Vassal": "Amber", "Favour": "5"}, "Dorian": {"Vassal": "Dorian", "Favour": "1"}}


def test_a_list_naming_players_in_a_later_column_stays_a_list():
    # artefacts and their holders: the roster's names in the Holder column do not make it a players table
    text = ('{| class="wikitable"\n! Explorer !! Gold\n|-\n| Amber || 1\n|-\n| Basil || 2\n|}\n\n'
            '{| class="wikitable"\n! Artefact !! Holder\n|-\n| Glass Key || Amber\n|-\n| Brass Bell || Basil\n|}\n')
    gs = parse_gamestate(text, "p", player_terms=("Explorer",), roster=["Amber", "Basil"], complete=True)
    assert [t.key for t in gs.tables] == ["Explorer", None]
    assert gs.lists["table 2"] == {"Glass Key": ["Amber"], "Brass Bell": ["Basil"]}


_ROWS = st.lists(st.sampled_from([
    "| Amber || 3 || x", "| Basil || 1 || y", "| || || z", "| || 4 ||", "! Vassal !! Gold !! Land", "! Artefact !! Holder !! Where",
    '! colspan="3" | Idle', "! Corin", '| rowspan="2" | Dorian || 2 || w', "| 7 || Amber || v", "| style=\"background:red\" | || 1 || u",
    "| [[File:Token.png|9px]] || [[Moor]] || t"]), min_size=1, max_size=9)


@FUZZ
@given(_ROWS, st.booleans(), st.sampled_from([(), ("Vassal",), ("Holder",)]))
def test_tables_of_mixed_header_rows_and_empty_key_cells(rows, strict, terms):
    # header rows anywhere, blocks with and without rowspan, numbered columns: a model or a project error,
    # every player cell's span pointing at its wikitext
    text = '{| class="wikitable"\n! Vassal !! Gold !! Land\n' + "".join(f"|-\n{r}\n" for r in rows) + "|}\n"
    gs = run_fuzzed(parse_gamestate, text, "p", player_terms=terms, strict=strict, complete=True, what="parse_gamestate")
    if gs is not None:
        json.dumps(gs.model())
        for cells in gs.players.values():
            for cell in cells.values():
                for c in cell.cells:
                    assert text[c.span[0]:c.span[1]] == c.raw
