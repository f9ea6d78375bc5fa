"""The validator compares the page's whole structure: every table, column, row, global, section and list
item removed, added or duplicated is a finding; a page that is not a whole gamestate page is an input
error (GamestateError: exit 2), never an illegal edit. Real-format pages of three eras."""
from __future__ import annotations

import pytest

from blognomic_tools.parsers import load_ruleset
from blognomic_tools.parsers.gamestate import GamestateError, parse_gamestate
from blognomic_tools.validators.gamestate import validate_edit
from blognomic_tools.validators.schema import extract_schema
from conftest import FIX, ROOT
from fuzzing import run_fuzzed

WIKI = ROOT / "fixtures" / "wiki"
G1, G2, G3 = ((WIKI / "Gartenberg" / f"0{i}.wiki").read_text() for i in (1, 2, 3))
WORKSHOP = (WIKI / "Workshop.wiki").read_text()
BANEWOOD = (WIKI / "Banewood_Mansion.wiki").read_text()
PAGES = {"Gartenberg": (G3, "ruleset-2024-02-24"), "Workshop": (WORKSHOP, "ruleset-205"), "Banewood Mansion": (BANEWOOD, "ruleset-209")}


@pytest.fixture(scope="module")
def schemas():
    return {k: extract_schema(load_ruleset(FIX / f"{k}.wiki")) for k in ("ruleset-2024-02-24", "ruleset-205", "ruleset-209")}


def edit(text: str, a: str, b: str) -> str:
    assert a in text, a
    return text.replace(a, b, 1)


def cut(text: str) -> str:
    return text[: int(len(text) * 0.9)]


# (page, old → new as a function, a message the error findings must contain)
CASES = [
    # Gartenberg (Castles, live era)
    ("Gartenberg", lambda t: edit(t, "|-\n| Smelt || Brendan (3)\n", ""), "row removed: 'Smelt' from table 'Tasks'"),
    ("Gartenberg", lambda t: edit(t, "|-\n| Smelt || Brendan (3)\n", "|-\n| Smelt || Brendan (3)\n|-\n| Chop || Kevan (1)\n"),
     "'Chop' has 2 rows in table 'Tasks' (lines 43, 51): one row per key"),
    ("Gartenberg", lambda t: edit(t, "'''Fortnight''': 3<br/>\n", ""), "global removed: 'Fortnight' (was '3')"),
    ("Gartenberg", lambda t: edit(t, "<br/>\n'''Building Wave''': Pilk, Gobbo, Tental, Destral", ""), "global removed: 'Building Wave'"),
    ("Gartenberg", lambda t: edit(t, "'''Fortnight''': 3<br/>\n", "'''Fortnight''': 3<br/>\n'''Fortnight''': 4<br/>\n"), "global 'Fortnight' is set 2 times (lines 3, 4)"),
    ("Gartenberg", lambda t: t[: t.index("== Virtual Actions ==")], "section removed: == Virtual Actions == (with 2 list items)"),
    ("Gartenberg", cut, "list item removed under Virtual Actions: '* Kevan: Assign 3 Serfs to Chop, 3 to Dig'"),
    ("Gartenberg", lambda t: edit(t, "|-\n| pokes ||", "|-\n| Kevan || 9 || 3 || 0 || 1 || 7 || 1 || 0 ||\n|-\n| pokes ||"),
     "'Kevan' has 2 rows in table 'Vassals' (lines 11, 13): one row per player"),
    ("Gartenberg", lambda t: edit(t, "! Vassal !! Wood !!", "! Vassal !! Timber !!"), "column removed: 'Wood' from table 'Vassals'"),
    ("Gartenberg", lambda t: edit(t, "* pokes: Assign 4 Serfs to Dig, 1 to Mine", "* pokes: Assign 4 Serfs to Dig, 1 to Mine\n* Clucky: Assign 6 Serfs to Chop"),
     "list item added under Virtual Actions: '* Clucky: Assign 6 Serfs to Chop'"),
    ("Gartenberg", lambda t: t + "\n== Treasury ==\n'''Gold''': 5\n", "section added: == Treasury =="),
    ("Gartenberg", lambda t: edit(t, "|-\n| Repair || JonathanDark (5)\n|}", "|-\n| Repair || JonathanDark (5)\n|}\n{| class=\"wikitable\"\n|+ Bank\n! Vault !! Gold\n|-\n| Main || 5\n|}"),
     "table added: 'Bank'"),
    # Workshop (BlogBots, R205)
    ("Workshop", lambda t: edit(t, "|-\n| Grinder || Nuclear (100%) || Camelot CG3 Rampart (100%) || Ram (100%)<br/>Flipper (100%)\n", ""),
     "row removed: 'Grinder' from table 'House Bots'"),
    ("Workshop", lambda t: edit(t, "'''Tournament Mode''': Active<br/>\n", ""), "global removed: 'Tournament Mode'"),
    ("Workshop", lambda t: edit(t, "|-\n| Brendan ||", "|-\n| Josh || ₩20,000 || Ready || 0 || 0 || Petrol (100%) || Apex Systems X1500 (100%) ||\n|-\n| Brendan ||"),
     "'Josh' has 2 rows in table 'Operators'"),
    ("Workshop", lambda t: t[: t.index("== House Bots ==")], "section removed: == House Bots =="),
    ("Workshop", lambda t: t[: t.index("== House Bots ==")], "table removed: 'House Bots' (1 rows)"),
    # Banewood Mansion (R209)
    ("Banewood Mansion", lambda t: edit(t, "|-\n| Kitchen || Rabbit's Foot || || Off\n", ""), "row removed: 'Kitchen' from table 'Rooms'"),
    ("Banewood Mansion", lambda t: edit(t, "|-\n| Kitchen ||", "|-\n| Foyer || Candle || Lightbulb || On\n|-\n| Kitchen ||"), "'Foyer' has 2 rows in table 'Rooms'"),
    ("Banewood Mansion", lambda t: edit(t, "'''Turn''': 7<br/>\n", ""), "global removed: 'Turn' (was '7'"),
    ("Banewood Mansion", lambda t: t[: t.index("== Rooms ==")], "section removed: == Rooms =="),
]


@pytest.mark.parametrize("page,change,needle", CASES, ids=[f"{p}-{i}" for i, (p, _, _) in enumerate(CASES)])
def test_every_structural_change_is_an_error_finding(schemas, page, change, needle):
    text, rs = PAGES[page]
    v = validate_edit(text, change(text), schemas[rs], page=page)
    errors = [f.message for f in v.findings if f.severity == "error"]
    assert not v.legal and any(needle in e for e in errors), errors
    assert v.changes  # never "0 changes"


@pytest.mark.parametrize("page,line", [("Workshop", 29), ("Banewood Mansion", 22)])
def test_a_page_cut_inside_a_table_is_an_input_error_naming_the_line(schemas, page, line):
    text, rs = PAGES[page]
    with pytest.raises(GamestateError, match=rf"{page} \(new text\): the table opened at line {line} is never closed"):
        validate_edit(text, cut(text), schemas[rs], page=page)


def test_what_the_rules_explain_stays_legal(schemas):
    s = schemas["ruleset-2024-02-24"]
    # a Fortnight: the counter one up, the date, the new Building Wave, and the Virtual Actions the Sovereign lists
    g2 = edit(G2, "* pokes: Assign 4 Serfs to Dig, 1 to Mine", "* pokes: Assign 4 Serfs to Dig, 1 to Mine\n* Clucky: Assign 3 Serfs to Chop, 2 to Mine")
    v = validate_edit(G1, g2, s, page="Gartenberg", summary="Fortnight 3")
    assert v.legal and [f.message for f in v.findings] == []
    # the counter jumping by two is not what a Fortnight does: how else it changes is in the Fortnight's steps, which
    # the reader did not read whole (so: cannot tell, naming that sentence)
    v = validate_edit(G1, edit(G2, "'''Fortnight''': 3", "'''Fortnight''': 4"), s, page="Gartenberg", summary="Fortnight 3")
    assert v.verdict == "cannot tell" and [f.message for f in v.undecided] == [
        "unexplained change: Fortnight '2' → '4': the tools cannot tell whether the rules allow it (a sentence about Fortnight was not read "
        "whole: “The Fortnight is an atomic action with the following steps:”)"]
    # outside a Fortnight, a Task list that changes is not explained by anything
    v = validate_edit(G3, edit(G3, "| Repair || JonathanDark (5)", "| Repair || JonathanDark (4)"), s, page="Gartenberg")
    assert v.verdict == "cannot tell" and any("unexplained change: Tasks: Repair 'JonathanDark (5)' → 'JonathanDark (4)'" in f.message for f in v.undecided)
    # a paragraph reworded is reported, not forbidden
    v = validate_edit(G3, edit(G3, "See the [[Ruleset]] for how it may change.", "See the [[Ruleset]]."), s, page="Gartenberg")
    assert v.legal and any(f.severity == "warning" and f.message.startswith("paragraph added under the top of the page") for f in v.findings)
    # a duplicate the page already had is a warning on later edits, not an error
    dup = edit(G3, "|-\n| Smelt || Brendan (3)\n", "|-\n| Smelt || Brendan (3)\n|-\n| Smelt || Brendan (3)\n")
    v = validate_edit(dup, edit(dup, "| pokes || 2 || 7 ||", "| pokes || 2 || 7 ||"), s, page="Gartenberg")
    assert v.legal and any(f.severity == "warning" and "'Smelt' has 2 rows in table 'Tasks'" in f.message and "already before" in f.message for f in v.findings)


@pytest.mark.parametrize(
    "new,needle",
    [
        ("", r"Gartenberg \(new text\): the page is empty"),
        ("<!DOCTYPE html>\n<html><head><title>BlogNomic</title></head><body><div class=\"entry\">Proposal</div></body></html>",
         r"Gartenberg \(new text\): this is an HTML page \(a blog post or a rendered page\), not the wikitext of a gamestate page"),
        ("Some notes.\n\n'''Fortnight''': 3\n", r"Gartenberg \(new text\): not a gamestate page: it has no wikitable at all \(expected a table of Vassals whose first column is headed 'Vassal', Name or Player\)"),  # noqa: E501
        ('{| class="wikitable"\n! Task !! Assigned\n|-\n| Chop || Kevan (3)\n|}\n', r"not a gamestate page: its tables are 'table 1', none with a Vassal column first"),
    ],
)
def test_what_is_not_a_gamestate_page_is_an_input_error(schemas, new, needle):
    with pytest.raises(GamestateError, match=needle):
        validate_edit(G3, new, schemas["ruleset-2024-02-24"], page="Gartenberg")


def test_the_players_word_in_that_error_takes_its_article():
    from blognomic_tools.parsers.gamestate import parse_gamestate, require_players

    gs = parse_gamestate('{| class="wikitable"\n! Task !! Assigned\n|-\n| Chop || Kevan (3)\n|}\n', "Lanterns", player_terms=("Explorer",))
    with pytest.raises(GamestateError, match=r"none with an Explorer column first"):
        require_players(gs, "Explorer", "Explorers")


def test_a_ruleset_given_as_the_page_is_named(schemas):
    with pytest.raises(GamestateError, match=r"Gartenberg \(revision 7\): not a gamestate page: it looks like a Ruleset \(headings Core Rules, Dynastic Rules"):
        validate_edit(G3, (FIX / "ruleset-2024-02-24.wiki").read_text(), schemas["ruleset-2024-02-24"], page="Gartenberg", new_revid=7)


@pytest.mark.parametrize("text", ["{|\x0b", "{|\x0c", "{|\x0b\n|}", "{| class=x\x0c\n! Name !! Gold\n|-\n| Kevan || 1\n|}"])
def test_vertical_tab_and_form_feed_never_hang_the_table_reader(text):
    # a regex table reader looped forever on these (a line break to its \R, not a blank to its whitespace skipper)
    gs = run_fuzzed(parse_gamestate, text, "p", what="parse_gamestate")
    if gs is not None and gs.players:
        assert list(gs.players) == ["Kevan"] and gs.players["Kevan"]["Gold"].text == "1"


def test_a_template_used_as_a_global_is_compared_too(schemas):
    old = edit(G3, "'''Fortnight''': 3<br/>\n", "'''Fortnight''': 3<br/>\n{{Season|Winter}}\n")
    g = parse_gamestate(old, "Gartenberg", player_terms=("Vassal",))
    assert g.globals["{{Season}}"].text == "Winter" and g.globals["{{Season}}"].line == 4
    v = validate_edit(old, G3, schemas["ruleset-2024-02-24"], page="Gartenberg")
    assert not v.legal and any(f.message == "global removed: '{{Season}}' (was 'Winter')" for f in v.findings)
    v = validate_edit(old, old.replace("{{Season|Winter}}", "{{Season|Spring}}"), schemas["ruleset-2024-02-24"], page="Gartenberg")
    assert [f.message for f in v.undecided] == ["unexplained change: {{Season}} 'Winter' → 'Spring': the tools cannot tell whether the rules allow it "
                                                "(no declaration or action of {{Season}} was read from the rules)"]
