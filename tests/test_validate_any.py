"""`validate` in a dynasty with no package (Ruleset 70, its gamestate a GNDT CSV export): every changed value against
its declaration, each change explained by an action the rules define or else illegal (where the rules say how it
changes) or "cannot tell" (never legal by default), a new row against its defaults (computed ones too), another
player's row, and the same verdicts through `validate`, `wiki put`, the browser and the enactment. The model here is
built by hand (tests/ruleset70.py) from the rules' own sentences; test_ruleset70_read.py runs the same edits on the
model the readers read."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from blognomic_tools import browser
from blognomic_tools.errors import BlognomicError
from blognomic_tools.parsers import load_ruleset
from blognomic_tools.parsers.gamestate import GamestateError
from blognomic_tools.validators.findings import exit_code
from blognomic_tools.validators.gamestate import WriteCheck, validate_edit
from blognomic_tools.validators.model import Action, Effect, Unread, VarSpec
from blognomic_tools.validators.schema import extract_schema
from ruleset70 import CSV, DONE_WHEN, GNDT, R70, by_hand, cells
from clirun import blognomic

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "fixtures" / "rulesets"
G3 = (ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text()


@pytest.fixture(scope="module")
def r70():
    return by_hand()


def check(schema, new: str, old: str = CSV, editor: str | None = None):
    return validate_edit(old, new, schema, page="GNDT", old_name="old.csv", new_name="new.csv", editor=editor)


def deciding(v):
    """The finding that decides the verdict (the first error, else the first cannot tell), or None."""
    return next((f for f in v.findings if f.severity == "error"), None) or next(iter(v.undecided), None)


@pytest.mark.parametrize("edit", DONE_WHEN, ids=[e.name for e in DONE_WHEN])
def test_ruleset70_edits_by_the_model_a_careful_player_reads(r70, edit):
    v = check(r70, edit.new(CSV), editor=edit.editor)
    assert v.verdict == edit.verdict, [(f.severity, f.message) for f in v.findings]
    if edit.verdict == "legal":
        assert not v.findings or all(f.severity == "info" for f in v.findings), [f.message for f in v.findings]
        if edit.rule:
            i = next(i for i, e in enumerate(v.explanations) if edit.words in e)
            assert v.explained_by[i].rule == edit.rule and edit.cited in v.explained_by[i].text
        return
    f = deciding(v)
    assert edit.words in f.message and f.citation is not None, (f.message, f.citation)
    assert f.citation.rule == edit.rule and edit.cited in f.citation.text, f.citation


def test_the_explanations_say_what_one_edit_cannot_check(r70):
    v = check(r70, cells(CSV, "Dune", Time=7), editor="Dune")
    assert v.explanations == ["Dune's Time 2 → 7: a weekly action: set Time to 7 (weekly action: not checked against the page's history)"]
    v = check(r70, cells(CSV, "Amber", Table=3), editor="Amber")
    assert v.legal and v.explanations == ["Amber's Table 4 → 3: Eat (a daily action): Table -1 (not more than once in 8 hours: not checked against "
                                          "the page's history; if this would not result in an empty table: not checked)"]
    assert v.actors == ["Amber"]  # Eat is Amber's own: "Eat one item of food from their own table"


def test_an_action_whose_result_the_rules_leave_open_cannot_be_told(r70):
    """Manipulate: Time -1 (its cost, paid) and the Workbench set by "one action from the following list", which the
    tools do not replay: cannot tell, citing the action, never legal."""
    v = check(r70, cells(CSV, "Amber", Workbench="SPOT", Time=2), editor="Amber")
    assert v.verdict == "cannot tell" and exit_code([v]) == 4
    [f] = v.undecided
    assert f.message.startswith("Amber's Workbench 'POTS' → 'SPOT': Manipulate (a timed action) may set Workbench to one action from the following list")
    assert f.citation.rule == "Workbench" and "Manipulate their Workbench" in f.citation.text
    assert (("Amber", "Time") in v.explained) and "the cost of Manipulate" in v.explanations[0]
    # the same Workbench without its cost paid: Manipulate would explain it, but the Time is not spent; a Spell's
    # Effect also sets a Workbench ("Set your Workbench to any string of four …", not read), so not illegal: cannot tell,
    # citing a sentence on Workbench not read, with the near miss said
    v = check(r70, cells(CSV, "Amber", Workbench="SPOT"), editor="Amber")
    assert v.verdict == "cannot tell"
    [f] = v.undecided
    assert "a sentence about Workbench was not read whole" in f.message and "(Manipulate (a timed action) would explain it, " \
           "but its cost (lose 1 Time) is not on the page)" in f.message
    quiet = replace(r70, unread=[u for u in r70.unread if "Workbench" not in u.citation.text])
    v = check(quiet, cells(CSV, "Amber", Workbench="SPOT"), editor="Amber")
    assert v.verdict == "illegal"
    assert "the rules change Workbench only by Manipulate (a timed action), and none accounts for this edit (Manipulate (a timed action) would explain it, " \
           "but its cost (lose 1 Time) is not on the page)" in deciding(v).message


def test_a_change_no_action_read_covers_is_cannot_tell_never_legal(r70):
    """Partner: the rules read here give no action on it; the Buddy System's outcome ("Whenever a Rule causes two
    different Apprentices to “Become Partners”, each of those two Apprentice’s Partner statistics is set to …"), read
    as an outcome of no doer whose effects are not read, and the spells that make two Apprentices Partners, listed, not
    read: an edit of it is neither legal nor illegal,
    citing such a sentence; with an action sentence on it left unread, Time's unexplained change is not called illegal
    either (the unread sentence may allow it)."""
    v = check(r70, cells(cells(CSV, "Amber", Partner="Ember"), "Ember", Partner="Amber"))
    assert v.verdict == "cannot tell" and {f.player for f in v.undecided} == {"Amber", "Ember"}
    about = [u.citation.text for u in r70.unread if u.what == "action" and "Partner" in u.citation.text] \
        + [a.citation.text for a in r70.actions if a.unread and "Partner" in a.citation.text]
    outcome = [a for a in r70.actions if "Whenever a Rule causes two different Apprentices" in a.citation.text]
    assert outcome and outcome[0].who is None and any(u.startswith("effects: ") for u in outcome[0].unread)  # read as an outcome, what it does not
    assert all(any(f"a sentence about Partner was not read whole: “{t[:40]}" in f.message for t in about) for f in v.undecided)
    quiet = replace(r70, unread=[u for u in r70.unread if "Partner" not in u.citation.text],
                    actions=[a for a in r70.actions if "Partner" not in a.citation.text])
    v = check(quiet, cells(cells(CSV, "Amber", Partner="Ember"), "Ember", Partner="Amber"))
    assert v.verdict == "cannot tell" and all("no action read from the rules changes Partner" in f.message for f in v.undecided)
    unread = Unread("action", replace(r70.actions[0].citation, text="If a game action is a Timed Action, each Apprentice may spend one Time in order to take that action."), "no effect read")
    v = check(replace(r70, unread=[unread]), cells(CSV, "Dune", Time=9))
    assert v.verdict == "cannot tell" and "a sentence about Time was not read whole: “If a game action is a Timed Action" in v.undecided[0].message


def test_a_players_name_with_its_limits(r70):
    v = check(r70, cells(CSV, "Amber", Partner="Amber"))
    assert any(f.message == "Amber: Partner 'Amber' names Amber themself: it must be another player's name" and f.citation.rule == "The Buddy System"
               for f in v.findings)
    v = check(r70, cells(CSV, "Amber", Partner="Zed"))
    assert any("'Zed' is not a player on the page" in f.message for f in v.findings)
    v = check(r70, cells(CSV, "Amber", Partner='"Basil; Cedar"'))
    assert any("has 2 names: at most 1" in f.message for f in v.findings)


@pytest.mark.parametrize("said, default", [("nobody", "default_text"), ("None", "default_text"), ("Nobody", "default")])
def test_a_players_name_at_the_value_the_rules_start_it_at(r70, said, default):
    """"… the name of another Apprentice, defaulting to nobody" (or "None"): no one named yet, read as the default's
    words; that word (or a default said as a value) is a value the rules give it, not a player's name missing from the
    page; any other word that names no player still is one."""
    from blognomic_tools.models import Rule
    from blognomic_tools.reading.phrasing import Terms
    from blognomic_tools.validators.declarations import read_declarations

    if default == "default_text":
        rule = Rule(title="Rivals", level=2, number="2.4", section="Dynastic Rules",
                    text=f"Each Apprentice has a Partner, which is the name of another Apprentice, defaulting to {said}.")
        spec = read_declarations([rule], Terms(player=("Apprentice",), players=("Apprentices",), emperor=("Master",))).vars["Partner"]
        assert spec.kind == "name" and spec.default_text == said and spec.default is None
    schema = replace(r70, vars={**r70.vars, "Partner": replace(r70.vars["Partner"], **{default: said})})
    for cell in (said, said.lower(), f"“{said}”"):
        v = check(schema, cells(CSV, "Amber", Partner=cell))
        assert not any("not a player on the page" in f.message for f in v.findings), cell
    v = check(schema, cells(CSV, "Amber", Partner="Nowhere"))
    assert any("'Nowhere' is not a player on the page" in f.message for f in v.findings)


def test_a_new_rows_value_declared_by_a_sentence_read_in_part_cannot_be_told(r70):
    # "Each Apprentice has a Time, which doubles at dawn and defaults to 0.": its head read, the rest (and so its
    # default) not; a new row's Time is not passed as legal for want of a default
    cite = replace(r70.vars["Time"].citation, text="Each Apprentice has a Time, which doubles at dawn and defaults to 0.")
    half = replace(r70.vars["Time"], default=None, cited={}, citation=cite)
    listed = Unread("declaration", cite, "the words “which doubles at dawn and defaults to 0” after it are not read")
    row = "Fern,XXXX,5,Null,Ember,4\n"
    v = check(replace(r70, vars={**r70.vars, "Time": half}, unread=[*r70.unread, listed]), CSV + row)
    f = next(f for f in v.undecided if f.variable == "Time")
    assert f.message.startswith("a new Apprentice's Time '5': its declaration is not read whole (the words “which doubles")
    assert f.citation == cite
    v = check(replace(r70, vars={**r70.vars, "Time": half}), CSV + row)  # read whole, and no default said: nothing to check
    assert not any(f.variable == "Time" for f in v.findings)


def test_a_new_row_against_its_defaults_stated_and_computed(r70):
    # at the defaults: Workbench as long as the third-longest of the others' (5, 5, 4, 4, 4 → 4 X runes); the Table's
    # default (the longer Workbench of the table's Apprentices) is not computed: said as not checkable
    v = check(r70, CSV + "Fern,XXXX,0,Null,Ember,4\n")
    assert v.verdict == "cannot tell" and not [f for f in v.findings if f.severity == "error"]
    [f] = v.undecided
    assert f.message.startswith("a new Apprentice's Table '4': it starts at “a number of items equal to the length of the longer Workbench")
    assert f.citation.rule == "Tables and Food"
    v = check(r70, CSV + "Fern,XXXXX,0,Hardened,Ember,4\n")
    errors = [f.message for f in v.findings if f.severity == "error"]
    assert "a new Apprentice's Workbench must start at its default 'XXXX' (4 × X: as long as the third-longest Workbench of the others, of lengths " \
           "5, 5, 4, 4, 4), not 'XXXXX'" in errors
    assert "a new Apprentice's Ward must start at its default 'Null', not 'Hardened'" in errors
    # a value the declaration forbids is said as such, besides the default
    v = check(r70, CSV + "Fern,XQXX,0,Null,Ember,4\n")
    assert any(f.message.startswith("Fern: Workbench 'XQXX': 'Q' is not one of P, R, S, T, A, O, X, U") and f.citation.rule == "Runes" for f in v.findings)


def test_a_computed_default_in_castles_the_median_of_the_others(r70):
    """The live Ruleset: "Damage, which defaults to the median value for Damage held by all other Vassals"."""
    s = extract_schema(load_ruleset(FIX / "ruleset-2024-02-24.wiki"))
    last = "| Raven1207 || 2 || 2 || 0 || 0 || 5 || 0 || 4 ||\n|}"
    v = validate_edit(G3, G3.replace(last, last[:-3] + "\n|-\n| Darknight || 0 || 0 || 0 || 0 || 5 || 0 || 7 ||\n|}"), s, page="Gartenberg")
    [f] = [f for f in v.findings if f.severity == "error"]
    assert f.message == "a new Vassal's Damage must start at its default 0 (the median of 0, 0, 0, 0, 1, 2, 3, 4: 0.5, rounded as the Appendix says), not '7'"
    assert f.citation.rule == "Waves" and "median value for Damage held by all other Vassals" in f.citation.text


def test_another_players_row(r70):
    """Basil sets Amber's Time to 7: the weekly action is Amber's own ("each Apprentice may set their Time"); that
    another made it is said, and the tools cannot tell whether Amber took it. Serving a table is anyone's."""
    v = check(r70, cells(CSV, "Amber", Time=7), editor="Basil")
    assert v.verdict == "cannot tell"
    [f] = v.undecided
    assert f.message == ("another Apprentice's row: Basil made this edit, but “Amber's Time 3 → 7: a weekly action: set Time to 7 (weekly action: not "
                         "checked against the page's history)” is an action the rules give to Amber on their own: whether Amber took it, the tools cannot tell")
    assert f.citation.rule == "Pacing"
    assert check(r70, cells(CSV, "Amber", Time=7), editor="amber").legal  # the wiki's user name, in another case
    assert check(r70, cells(CSV, "Amber", Time=7)).legal  # no editor known: nothing to compare
    assert check(r70, cells(CSV, "Amber", Table=5), editor="Cedar").legal  # Serve: to any table
    # an unexplained change of another's row says who made it
    v = check(r70, cells(CSV, "Dune", Time=9), editor="Basil")
    assert "(edited by Basil)" in deciding(v).message


def test_an_action_read_past_a_lead_not_read_says_so_where_it_explains_a_change():
    """An action read from its actor on, its lead not read: the change it explains says what was not checked; where the
    lead may hold its price, the tools cannot tell whether the change was paid for."""
    from blognomic_tools.reading.phrasing import Terms
    from blognomic_tools.validators.actions import read_rule_text

    terms = Terms(player=("Apprentice", "Player"), players=("Apprentices", "Players"), emperor=("Archmage", "Emperor"))
    time = [VarSpec("Time", "int", minimum=0)]
    (a,), _ = read_rule_text("Once after enforcing an action listed in this rule, an Apprentice may increase their Time by 3.", terms, time)
    s = replace(by_hand(), vars={"Time": time[0]}, actions=[a])
    v = check(s, cells(CSV, "Amber", Time=6), editor="Amber")
    assert v.legal and v.explanations == ["Amber's Time 3 → 6: an action of the rules: Time +3 (words of its sentence that may limit "
                                          "when or how often it is taken were not read: not checked)"]
    (a,), _ = read_rule_text("An Apprentice may increase their Time by 3 unless they are asleep.", terms, time)
    v = check(replace(s, actions=[a]), cells(CSV, "Amber", Time=6), editor="Amber")
    assert v.explanations == ["Amber's Time 3 → 6: an action of the rules: Time +3 (unless they are asleep: not checked)"]
    (a,), _ = read_rule_text("For a fee of 4 Gold, an Apprentice may increase their Time by 3.", terms, time)
    v = check(replace(s, actions=[a]), cells(CSV, "Amber", Time=6), editor="Amber")
    assert v.verdict == "cannot tell" and "a cost of it was not read" in deciding(v).message


def test_an_action_whose_doer_is_not_read_cannot_tell_who_may_take_it():
    """"The keeper of the hourglass may increase their Time by 3": what it does would explain the change, but who may
    take it is said in words not read: cannot tell, citing the action, never legal."""
    from blognomic_tools.reading.phrasing import Terms
    from blognomic_tools.validators.actions import read_rule_text

    terms = Terms(player=("Apprentice", "Player"), players=("Apprentices", "Players"), emperor=("Archmage", "Emperor"))
    time = [VarSpec("Time", "int", minimum=0)]
    (a,), _ = read_rule_text("The keeper of the hourglass may increase their Time by 3.", terms, time)
    assert a.who is None
    for editor in ("Amber", "Basil", None):
        v = check(replace(by_hand(), vars={"Time": time[0]}, actions=[a]), cells(CSV, "Amber", Time=6), editor=editor)
        assert v.verdict == "cannot tell", editor
        f = deciding(v)
        assert "but who may take it (“The keeper of the hourglass”) was not read" in f.message
        assert f.citation.text == "The keeper of the hourglass may increase their Time by 3."


def test_a_transfer_between_two_players():
    """"decrease their own Wood by N and increase the Wood of another by N": one player down 2, another up 2."""
    s = replace(by_hand(), vars={"Time": VarSpec("Time", "int", minimum=0)},
                actions=[Action("Give", "daily", effects=[Effect("Time", "decrease", "x", "own"), Effect("Time", "increase", "x", "another")])])
    v = check(s, cells(cells(CSV, "Amber", Time=1), "Cedar", Time=9), editor="Amber")
    assert v.legal and v.explanations == ["Amber's Time 3 → 1 and Cedar's Time 7 → 9: Give (a daily action), a transfer of 2 (an amount the rules give as 'x') "
                                          "(daily action: not checked against the page's history)"]
    assert v.actors == ["Amber"]
    assert check(s, cells(cells(CSV, "Amber", Time=1), "Cedar", Time=9), editor="Cedar").verdict == "cannot tell"  # Cedar took from Amber
    v = check(s, cells(cells(CSV, "Amber", Time=1), "Cedar", Time=8))
    assert v.verdict == "illegal"  # down 2, up 1: no transfer; Give is the only action on Time


# -- the GNDT's CSV, both sides ------------------------------------------------------------------------------------

def test_validate_reads_a_gndt_export_on_both_sides(tmp_path):
    (tmp_path / "new.csv").write_text(cells(CSV, "Basil", Ward="Frozen"))
    r = blognomic("validate", "--old", GNDT, "--new", tmp_path / "new.csv", "--ruleset", R70, "--json", cwd=ROOT)
    assert r.returncode in (1, 4) and "Traceback" not in r.stderr, r.stderr  # the model the readers give decides which
    out = json.loads(r.stdout)
    [edit] = out["edits"]
    assert [(c["player"], c["variable"], c["old"], c["new"]) for c in edit["changes"]] == [("Basil", "Ward", "Hardened", "Frozen")]
    assert edit["changes"][0]["place"] == "table 1 (GNDT), row Basil, column Ward, line 3"


@pytest.mark.parametrize("text, needle", [("", "the CSV export is empty"), ("Apprentice\n", "not a GNDT export")])
def test_a_gndt_side_that_is_no_export_is_an_input_error(r70, text, needle):
    with pytest.raises(GamestateError, match=f"new.csv \\(new text\\): {needle}"):
        check(r70, text)


def test_the_cli_exit_codes_and_the_editor_option(tmp_path):
    new = tmp_path / "new.csv"
    new.write_text(cells(CSV, "Dune", Time=8))
    r = blognomic("validate", "--old", GNDT, "--new", new, "--ruleset", R70, "--editor", "Basil", cwd=ROOT)
    # with no declaration read, or with the readers' model: not legal either way, and no traceback
    assert r.returncode in (1, 4) and "legal (" not in r.stdout.replace("illegal (", ""), r.stdout + r.stderr
    assert "(edited by Basil)" in r.stdout


# -- the text render of the Castles Ruleset: read what can be read, say what cannot ------------------------------

def test_the_text_render_of_the_castles_ruleset_is_read_not_refused():
    s = extract_schema(load_ruleset(FIX / "ruleset-2024-02-24.txt"))
    g2 = (ROOT / "fixtures" / "wiki" / "Gartenberg" / "02.wiki").read_text()
    v = validate_edit(g2, G3, s, page="Gartenberg")  # Kevan builds a Moat: Build needs no Tasks table
    assert v.dynasty == "Castles" and v.explanations == ["Kevan: Build Moat: Wood -1, Small Moat added"]
    [w] = [f for f in v.findings if f.severity == "warning"]
    assert "the table of 'Tasks' is flattened in this text render" in w.message and "the Castles checks that need it are not made" in w.message
    assert v.verdict == "legal"
    # a Fortnight needs the Tasks: not replayed, its changes not judged (cannot tell), never a wrong error
    g1 = (ROOT / "fixtures" / "wiki" / "Gartenberg" / "01.wiki").read_text()
    v = validate_edit(g1, g2, s, page="Gartenberg", summary="Fortnight 3")
    assert v.verdict == "cannot tell" and not [f for f in v.findings if f.severity == "error"]
    # the engine still refuses it: a Fortnight cannot be run without the Tasks
    from blognomic_tools.dynasties.castles import CastlesRules

    with pytest.raises(BlognomicError, match="flattened in this text render"):
        CastlesRules(s)


# -- the same verdict where the validator serves: wiki put, the browser, the enactment ---------------------------

def test_a_writer_is_refused_errors_only_and_keeps_what_it_cannot_tell(r70):
    w = WriteCheck(r70, "GNDT")
    # a wiki page form of the same model: the writer's check reads wikitext
    page = lambda t: "{| class=\"wikitable\"\n" + "\n|-\n".join("| " + " || ".join(line.split(",")) for line in t.strip().splitlines()) + "\n|}\n"  # noqa: E731
    head = CSV.splitlines()[0].split(",")
    wiki = lambda t: page(t).replace("| " + " || ".join(head), "! " + " !! ".join(head), 1)  # noqa: E731
    assert w(wiki(CSV), wiki(cells(CSV, "Dune", Time=7))) == [] and w.undecided == []
    assert w(wiki(CSV), wiki(cells(CSV, "Amber", Partner="Ember"))) == []  # not refused...
    assert [u.split(":")[0] for u in w.undecided] == ["unexplained change"]  # ...but said
    assert w(wiki(CSV), wiki(cells(CSV, "Amber", Time=-1))) == ["Amber: Time is -1: it may not be below 0 (Numbers and Variables)"]


def test_the_browser_shows_the_third_verdict():
    rs = (FIX / "ruleset-2024-02-24.wiki").read_text()
    old = G3
    new = G3.replace("| Repair || JonathanDark (5)", "| Repair || JonathanDark (4)")
    got = browser.validate(rs, old, new, page="Gartenberg")
    assert got["exit"] == 4 and got["json"]["verdict"] == "cannot tell" and got["text"].startswith("Gartenberg: cannot tell (1 change; rules of Castles)")


def test_the_enactment_carries_what_it_cannot_tell():
    """A proposal's gamestate edit is validated too: what the tools cannot tell is carried (said), never refusing it."""
    from blognomic_tools.enactment.gamestate import GamestateEnactment
    from blognomic_tools.validators.findings import Finding

    r = GamestateEnactment("GNDT", CSV, CSV, [], findings=[Finding("cannot tell", "a new Apprentice's Table '4': ...")])
    assert r.savable and [f.message for f in r.undecided] == ["a new Apprentice's Table '4': ..."]


# -- one value against its declaration, every kind ------------------------------------------------------------------

@pytest.mark.parametrize("spec, text, problem", [
    (VarSpec("Money", "money", unit="₩", maximum=20000), "₩21,000", "Money is 21000: it may be at most 20000"),
    (VarSpec("Money", "money", unit="₩"), "₩2.50", "Money is ₩2.50: it must be an amount of ₩ in whole numbers, not a fraction"),
    (VarSpec("Money", "money", unit="₩"), "lots", "Money must be an amount of ₩, not 'lots'"),
    (VarSpec("Condition", "percent", minimum=0, maximum=100), "120%", "Condition is 120: it may be at most 100"),
    (VarSpec("Speed", "number", minimum=0), "-0.5", "Speed is -0.5: it may not be below 0"),
    (VarSpec("Speed", "number"), "2.5", None),  # a number the rules let be fractional
    (VarSpec("Armed", "flag", values=["Yes", "No"]), "Maybe", "Armed 'Maybe' is not one of Yes, No"),
    (VarSpec("Hand", "list", values=["Cups", "Coins"]), "Cups\nSwords", "Hand 'Cups\\nSwords': 'Swords' is not one of Cups, Coins"),
    (VarSpec("Alliance", "name", name_rules=["not themself", "distinct", "at most 2"]), "Basil, Basil", "names a player twice: the names must be distinct"),
    (VarSpec("Alliance", "name", name_rules=["not themself", "distinct", "at most 2"]), "Basil, Cedar, Dune", "has 3 names: at most 2"),
    (VarSpec("Alliance", "name", name_rules=["not themself"]), "", None),  # "may have an Alliance": none is fine
])
def test_a_value_against_its_declaration(r70, spec, text, problem):
    from blognomic_tools.validators.values import check_value

    got = [m for m, _ in check_value(spec, text, r70, holder="Amber", players=["Amber", "Basil", "Cedar", "Dune"])]
    assert (len(got) == 1 and problem in got[0]) if problem else got == [], got


def test_a_global_value_against_its_declaration(r70):
    s = replace(r70, vars={**r70.vars, "Season": VarSpec("Season", "enum", scope="global", values=["Winter", "Spring"])})
    old = G3.replace("'''Fortnight''': 3<br/>\n", "'''Fortnight''': 3<br/>\n'''Season''': Winter<br/>\n")
    page = lambda t: old.replace("Season''': Winter", "Season''': " + t)  # noqa: E731
    v = validate_edit(old, page("Autumn"), replace(s, player_term="Vassal", players_term="Vassals"), page="Gartenberg")
    assert any(f.message == "Season 'Autumn' is not one of Winter, Spring" and f.severity == "error" for f in v.findings)


def test_cannot_tell_cites_a_sentence_of_the_rule_that_declares_the_value_first(r70):
    """Partner's edit is cannot tell; of the sentences about Partner not read whole, one of The Buddy System (the
    rule that declares Partner) is cited, not a spell's "They Become Partners." said elsewhere."""
    v = check(r70, cells(cells(CSV, "Amber", Partner="Ember"), "Ember", Partner="Amber"))
    buddy = [a.citation.text for a in r70.actions + r70.unread if a.citation.rule == "The Buddy System" and "Partner" in a.citation.text]
    assert v.undecided and all(any(f"was not read whole: “{t[:40]}" in f.message for t in buddy) for f in v.undecided)
