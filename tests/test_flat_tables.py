"""Tables of a text render: read back into the cells of the wikitext and HTML, or refused with the rule named."""
from __future__ import annotations


import pytest
from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.errors import BlognomicError
from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.parsers.flat_tables import FlattenedTableError, header_splits, recover, vocabularies
from blognomic_tools.validators.schema import extract_schema
from clirun import blognomic
from conftest import FIX, ROOT, STEMS
from fuzzing import FUZZ, mutated, run_fuzzed



def _tables(rs):
    return {(r.title, k): t for r in rs.rules() for k, t in enumerate(r.tables)}


# The tables each text render gives back; every other table of it is refused (R209's Malfeasances: six
# columns of sentences; the live Tasks: a name then a sentence). R70 has its one table on one line (a paragraph).
RECOVERED = {"ruleset-2024-02-24": {"Stockpile", "Structures", "Enemies"}, "ruleset-205": {"Engines", "Chassises", "Systems"},
             "ruleset-209": set(), "ruleset-070": set()}


@pytest.mark.parametrize("stem", STEMS)
def test_every_table_of_a_text_render_is_the_wikis_or_refused(rulesets, stem):
    text = _tables(rulesets[(stem, "text")])
    assert {rule for (rule, _), t in text.items() if not t.unreadable} == RECOVERED[stem]
    for fmt in ("wikitext", "html"):
        other = _tables(rulesets[(stem, fmt)])
        for key, t in text.items():
            if t.unreadable:
                continue
            assert key in other, key
            w = other[key]
            assert (t.header, t.rows, t.caption) == (w.header, w.rows, w.caption), (stem, fmt, key)


def test_castles_enemies_and_structures_from_the_text_render(rulesets):
    """The tables the Castles rules read (CastlesRules) are the same from the three formats."""
    schemas = {fmt: extract_schema(rulesets[("ruleset-2024-02-24", fmt)]) for fmt in ("wikitext", "html", "text")}
    for name in ("Enemies", "Structures", "Stockpile"):
        got = schemas["text"].table(name)
        assert got.header == schemas["wikitext"].table(name).header == schemas["html"].table(name).header
        assert got.rows == schemas["wikitext"].table(name).rows == schemas["html"].table(name).rows
    assert schemas["text"].table("Enemies").rows[-1] == ["Razorspine", "Sea", "Large", "11"]
    assert schemas["text"].table("Structures").rows[2] == ["Stone Wall", "Stone", "Land, Sea, Air", "20, 5, 5"]
    # the Materials: one variable each, not one for the header line
    assert [v.name for v in schemas["text"].vars.values() if v.citation and v.citation.rule == "Stockpile"] == ["Wood", "Stone", "Iron", "Ore"]


def test_the_blogbots_tables_from_the_text_render(rulesets):
    rs = rulesets[("ruleset-205", "text")]
    engines = rs.rule("Engines").tables[0]
    assert engines.caption == "Engines" and engines.header == ["Type", "One-off Cost", "Power Output"]
    systems = rs.rule("Systems").tables[0]
    assert systems.rows[0][:3] == ["Ram", "₩1,100", "85"] and systems.rows[0][3].startswith("Passive: Scratch Damage")


@pytest.mark.parametrize("stem,rule", [("ruleset-2024-02-24", "Tasks"), ("ruleset-209", "Malfeasances")])
def test_a_table_the_text_cannot_separate_is_refused_naming_it(rulesets, stem, rule):
    t = rulesets[(stem, "text")].rule(rule).tables[0]
    assert t.unreadable and t.header is None  # its lines are kept, one cell each, for show
    with pytest.raises(FlattenedTableError) as e:
        t.cells()
    msg = str(e.value)
    assert f"{stem}.txt" in msg and f"rule '{rule}'" in msg and ".wiki/.html" in msg and "\n" not in msg
    assert isinstance(e.value, BlognomicError)


def test_validate_with_the_castles_text_render_reads_what_it_can_and_names_the_table(tmp_path):
    """The render flattened the Tasks table: the edit (a Build, which needs no Task) is still judged, and a warning
    names the table whose checks are not made; never an error that stops the check."""
    r = blognomic("validate", "--ruleset", str(FIX / "ruleset-2024-02-24.txt"),
                        "--old", str(ROOT / "fixtures/wiki/Gartenberg/02.wiki"), "--new", str(ROOT / "fixtures/wiki/Gartenberg/03.wiki"))
    assert r.returncode == 0 and r.stderr == "" and "legal (2 changes; rules of Castles)" in r.stdout
    [warning] = [line for line in r.stdout.splitlines() if line.strip().startswith("warning:")]
    assert "rule 'Tasks'" in warning and "ruleset-2024-02-24.txt" in warning and "the Castles checks that need it are not made" in warning


PROSE = "Each Raider has a Terrain (which may be one or more of Hill, Marsh or Coast) and a Rank (which must be one of Minor, Major or Great)."
VOCAB = vocabularies(PROSE)


def test_vocabularies_are_the_lists_the_prose_states():
    assert {"Hill", "Marsh", "Coast"} in VOCAB and {"Minor", "Major", "Great"} in VOCAB


def test_a_cell_of_several_words_between_known_cells_is_read():
    got = recover(["Name Terrain Rank Might", "Old Skulk Hill Minor 2", "Wisp Marsh, Coast Major 10"], PROSE, VOCAB)
    assert got.rows == [["Old Skulk", "Hill", "Minor", "2"], ["Wisp", "Marsh, Coast", "Major", "10"]]


@pytest.mark.parametrize("lines,needle", [
    # a cell with spaces next to another free cell: "Old | Bess Grey" or "Old Bess | Grey"...
    (["Name Ship Might", "Old Bess Grey Heron 12", "Tam Swift 8"], "cannot be split into 3 cells in exactly one way"),
    # a missing cell: three words for four columns
    (["Name Terrain Rank Might", "Skulk Hill Minor 2", "Wisp Minor 1"], "'Wisp Minor 1' cannot be split into 4 cells"),
    # an empty Terrain: "Marsh Wisp" is the name, but Marsh would slide into the Terrain
    (["Name Terrain Rank Might", "Skulk Hill Minor 2", "Marsh Wisp  Minor 1"], "where other rows have names the rules list"),
    # an empty Might at the end of the row (the render drops the trailing space)
    (["Name Terrain Rank Might", "Skulk Hill Minor 2", "Wisp Marsh Minor"], "cannot be split into 4 cells"),
    # two free columns
    (["Chore Outcome", "Rest -", "Fish Gain 1 Fish for each Helper"], "cannot be split into 2 cells in exactly one way"),
    # no header
    (["Skulk goes first.", "Wisp Marsh Minor 1"], "is not a header"),
    # tabs, one row short of a cell
    (["Name\tShip\tMight", "Bess\tHeron\t12", "Tam\t8"], "has not the 3 cells of the header"),
    # pipes: a row short of a cell, a row broken over two lines with a cell too many
    (["| Name | Ship | Might |", "|---|---|---|", "| Bess | Heron |", "| Tam | Swift | 8 |"], "has 2 cells, not the 3 of the header"),
    (["| Name | Ship | Might |", "| Bess | Heron |", "12 | 4 |"], "has 4 cells, not the 3 of the header"),
])
def test_ambiguous_tables_are_refused_never_guessed(lines, needle):
    with pytest.raises(FlattenedTableError) as e:
        recover(lines, PROSE, VOCAB)
    assert needle in str(e.value)


def test_pipe_rows_and_a_row_broken_over_two_lines():
    got = recover(["| Name | Ship | Might |", "|---|---|---|", "| Bess | Grey |", "12 |", "| Tam | Swift", "Runner | 8 |"], "", [])
    # "Grey |" ends a cell, so "12" starts the next; "Swift" has no "|" after it, so "Runner" continues that cell
    assert got.header == ["Name", "Ship", "Might"]
    assert got.rows == [["Bess", "Grey", "12"], ["Tam", "Swift Runner", "8"]]


def test_a_header_phrase_joins_only_where_the_prose_uses_it():
    # the prose makes "Defensive Value" one possible name (the rows then decide); never "Structure Cost"
    assert header_splits("Structure Cost Defensive Value", "one or more Defensive Values") == [
        ["Structure", "Cost", "Defensive", "Value"], ["Structure", "Cost", "Defensive Value"]]
    assert header_splits("Structure Cost Defensive Value", "") == [["Structure", "Cost", "Defensive", "Value"]]
    # lower-case words join the name they sit in, and never end it; a line of lower-case words is no header
    assert header_splits("Cost per Unit Name", "its cost per unit") == [["Cost per Unit", "Name"]]
    assert header_splits("Cost per Unit Name", "") == []
    assert header_splits("The following apply", "") == []
    got = recover(["Structure Cost Defensive Value", "Moat Wood 15", "Great Wall Stone 20, 5"], "one or more Defensive Values", [{"Wood", "Stone"}])
    assert got.header == ["Structure", "Cost", "Defensive Value"] and got.rows[1] == ["Great Wall", "Stone", "20, 5"]
    # both readings possible and both fit the rows: refused
    with pytest.raises(FlattenedTableError, match="reads as"):
        recover(["Power Output", "Big 5", "Small 2"], "its power output", [])


def _corpus():
    import corpus_textrender  # bench/, on the path from conftest

    return corpus_textrender


def test_corpus_of_table_forms_is_read_entirely():
    m = _corpus().measure()
    assert m["forms"] >= 5 and m["cases"] >= m["forms"]
    assert m["wrong"] == 0, [d for d in m["details"] if d["outcome"] != "read"]
    assert m["read"] == m["cases"], [d for d in m["details"] if d["outcome"] != "read"]


TABLE_TEXTS = [p.read_text() for p in sorted((ROOT / "fixtures" / "corpus" / "textrender").glob("*.txt"))]


@FUZZ
@given(data=st.data())
def test_flattened_tables_fuzzed(data):
    text = data.draw(mutated(data.draw(st.sampled_from(TABLE_TEXTS))))
    lines = [ln for ln in text.split("\n\n")[-1].split("\n") if ln.strip()]
    prose = text.split("\n\n")[1] if text.count("\n\n") >= 2 else ""
    run_fuzzed(recover, lines, prose, vocabularies(prose), title="Raiders", what="recover")


@FUZZ
@given(data=st.data())
def test_text_render_with_tables_fuzzed(data):
    text = data.draw(mutated((FIX / "ruleset-2024-02-24.txt").read_text()))
    run_fuzzed(parse_ruleset, text, fmt="text", source="live.txt", what="parse_ruleset(text)")


def test_ruleset_rule_shows_recovered_cells_and_says_why_others_are_lines():
    import json

    r = blognomic("ruleset", "rule", str(FIX / "ruleset-2024-02-24.txt"), "Enemies", "--json")
    t = json.loads(r.stdout)["tables"][0]
    assert r.returncode == 0 and t["header"] == ["Name", "Theatre", "Size", "Strength"] and t["unreadable"] is None
    r = blognomic("ruleset", "rule", str(FIX / "ruleset-2024-02-24.txt"), "Tasks",
                       env={"PATH": "/usr/bin:/bin", "COLUMNS": "300"})
    assert r.returncode == 0 and "Chop Gain 1 Wood for each Assigned Serf" in r.stdout
    assert "rule 'Tasks': the table of 'Tasks' is flattened in this text render" in r.stdout
