"""The dynasties as an extension point: a dynasty is its own package and one line of the registry, and validation
uses whichever dynasty the Ruleset in force is (a tiny one defined here, on the real R209 Ruleset and its page)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from blognomic_tools import dynasties
from blognomic_tools.dynasties import base
from blognomic_tools.dynasties.base import Dynasty, dynasty_for, register
from blognomic_tools.parsers import load_ruleset
from blognomic_tools.validators.findings import Finding, parse_number, place
from blognomic_tools.validators.gamestate import validate_edit
from blognomic_tools.validators.schema import extract_schema

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "blognomic_tools" / "dynasties"
BANEWOOD = (ROOT / "fixtures" / "wiki" / "Banewood_Mansion.wiki").read_text()


@pytest.fixture(scope="module")
def r209():
    return extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / "ruleset-209.wiki"))


class Frights(Dynasty):
    """A dynasty of a few lines, as a fourth one would be written: an Explorer loses Sanity only by a Fright, one
    point at a time; nothing else changes it."""

    name = "Frights"
    COLUMNS = {"Explorer": False, "Items": False, "Light sources": False}

    @classmethod
    def applies(cls, schema) -> bool:
        return schema.var("Sanity") is not None

    def changes_only_by(self, variable: str) -> str | None:
        return "a Fright (one point at a time)" if variable.casefold() == "sanity" else None

    def check(self, old, new, schema, v, roster=None, summary=None) -> None:
        for ch in v.changes:
            if ch.player is None or ch.variable != "Sanity":
                continue
            a, b = parse_number(ch.old or ""), parse_number(ch.new or "")
            if a is not None and b == a - 1:
                v.add_explanation(f"{ch.player}: a Fright, Sanity -1", schema.var("Sanity").citation)
                self.explain(v, ch.player, "Sanity")
            elif a is not None and b is not None and b < a - 1:
                cell = new.player(ch.player).get("Sanity")
                v.findings.append(Finding("error", f"{ch.player}: Sanity {a} → {b}: a Fright takes one point at a time",
                                          schema.var("Sanity").citation, ch.player, "Sanity", place(new, cell, ch.player)))


@pytest.fixture
def with_frights(monkeypatch):
    """The registry with Frights registered first (tried before the three the project has)."""
    known = list(base.DYNASTIES)
    monkeypatch.setattr(base, "DYNASTIES", [])
    register(Frights)
    for cls in known:
        register(cls)
    yield


def edit(a: str, b: str) -> str:
    assert a in BANEWOOD
    return BANEWOOD.replace(a, b, 1)


def test_the_registry_has_the_three_dynasties_in_order_and_each_applies_to_its_own_ruleset():
    assert [d.name for d in base.DYNASTIES] == ["Castles", "BlogBots", "Banewood Mansion"]
    for ruleset, name in (("ruleset-2024-02-24", "Castles"), ("ruleset-205", "BlogBots"), ("ruleset-209", "Banewood Mansion")):
        schema = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / f"{ruleset}.wiki"))
        assert dynasty_for(schema).name == name
    assert dynasty_for(extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / "ruleset-070.wiki"))) is None


def test_a_registered_dynasty_is_the_one_validation_uses(r209, with_frights):
    assert isinstance(dynasty_for(r209), Frights)
    one = validate_edit(BANEWOOD, edit("| Kevan || Library || 8", "| Kevan || Library || 7"), r209, page="Banewood Mansion")
    assert one.dynasty == "Frights" and one.legal, [f.message for f in one.findings]
    assert one.explanations == ["Kevan: a Fright, Sanity -1"] and one.explained_by[0].rule == r209.var("Sanity").citation.rule
    three = validate_edit(BANEWOOD, edit("| Kevan || Library || 8", "| Kevan || Library || 5"), r209, page="Banewood Mansion")
    assert not three.legal
    assert [f.message for f in three.findings if f.severity == "error"] == ["Kevan: Sanity 8 → 5: a Fright takes one point at a time"]
    up = validate_edit(BANEWOOD, edit("| Kevan || Library || 8", "| Kevan || Library || 9"), r209, page="Banewood Mansion")
    errors = [f.message for f in up.findings if f.severity == "error"]
    assert errors == ["unexplained change: Kevan's Sanity '8' → '9': in Frights it changes only by a Fright (one point at a time), "
                      "and no such action accounts for this edit"], errors
    # a Room on the page is the rules' own check ("Location, which is a Room"), read from the text: whichever dynasty
    # module is in force, it holds
    moved = validate_edit(BANEWOOD, edit("| Kevan || Library || 8", "| Kevan || Attic || 8"), r209, page="Banewood Mansion")
    assert any("not a Room on the page" in f.message for f in moved.findings)


def test_without_it_the_same_edits_are_banewoods(r209):
    v = validate_edit(BANEWOOD, edit("| Kevan || Library || 8", "| Kevan || Library || 5"), r209, page="Banewood Mansion")
    assert v.dynasty == "Banewood Mansion" and v.verdict == "cannot tell"  # no action read says how Sanity changes
    assert any("Kevan's Sanity '8' → '5'" in f.message for f in v.undecided)
    moved = validate_edit(BANEWOOD, edit("| Kevan || Library || 8", "| Kevan || Attic || 8"), r209, page="Banewood Mansion")
    assert any("not a Room on the page" in f.message for f in moved.findings)


def test_the_declared_hooks_have_defaults_a_new_dynasty_need_not_write(r209):
    d = Frights(r209)
    assert d.derived == "" and d.engine is None and d.fix(BANEWOOD, []) == BANEWOOD
    assert d.value_text(r209.var("Room"), kevan(r209)["Room"]) == "Library"
    castles = base.DYNASTIES[0]
    assert castles.derived and castles.engine is not None and castles.engine.__name__.endswith("castles.engine")


def kevan(schema):
    from blognomic_tools.parsers.gamestate import parse_gamestate

    return parse_gamestate(BANEWOOD, player_terms=(schema.player_term, schema.players_term)).player("Kevan")


def test_each_dynasty_is_one_package_and_one_line_of_the_registry():
    """A dynasty lives in its own folder and is registered by one line of dynasties/__init__.py; nothing else in the
    package names it (so adding a fourth touches its folder and that line only)."""
    folders = sorted(p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").is_file())
    assert folders == ["banewood", "blogbots", "castles"]
    registry = ast.parse((PACKAGE / "__init__.py").read_text())
    lines = {}
    for node in registry.body:
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module is None:
            for a in node.names:
                lines.setdefault(a.name, []).append(node.lineno)
    assert {k: len(v) for k, v in lines.items()} == {f: 1 for f in folders}
    assert len({n for v in lines.values() for n in v}) == len(folders)  # one line each
    # the shared modules of the package name no dynasty
    for shared in ("__init__.py", "base.py"):
        tree = ast.parse((PACKAGE / shared).read_text())
        named = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        assert not named & set(folders), (shared, named)
    # each dynasty's classes are registered by their own package (the decorator), not by the registry
    for folder in folders:
        registered = [d for d in dynasties.DYNASTIES if d.__module__.startswith(f"blognomic_tools.dynasties.{folder}.")]
        assert len(registered) == 1, (folder, registered)


def test_a_dynasty_is_known_by_its_page_and_rules_never_by_the_names_of_its_variables():
    """A new dynasty that declares "Sanity" and a "Room" (as Banewood Mansion did) on a page of its own is no known
    dynasty's: the model read from its text serves. Each known dynasty says why its Ruleset is its own."""
    mini = (ROOT / "fixtures" / "enactment" / "ruleset-mini.wiki").read_text()
    new = mini.replace("This is the Ruleset for BlogNomic; all Wanderers shall obey it.",
                       "This is the Ruleset for BlogNomic; all Wanderers shall obey it. The gamestate tracking page for this dynasty "
                       "is the [[Hollow House]] page of the wiki.", 1)
    new = new.replace("== Roads ==", "== Haunting ==\nEvery Wanderer has a publicly tracked Room they are in, defaulting to the Hall.\n\n"
                                     "Wanderers have the following tracked fields:\n\n* Sanity, which is a non-negative integer with a maximum value of 7. "
                                     "It defaults to 7.\n\n== Roads ==", 1)
    from blognomic_tools.parsers import parse_ruleset

    schema = extract_schema(parse_ruleset(new, fmt="wikitext", source="hollow.wiki"))
    assert schema.var("Sanity") is not None and schema.var("Room") is not None
    assert schema.profile.gamestate_location.value["page"] == "Hollow House"
    assert dynasty_for(schema) is None
    for ruleset, name, page in (("ruleset-2024-02-24", "Castles", "Gartenberg"), ("ruleset-205", "BlogBots", "Workshop"),
                                ("ruleset-209", "Banewood Mansion", "Banewood Mansion")):
        s = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / f"{ruleset}.wiki"))
        cls = next(d for d in base.DYNASTIES if d.name == name)
        why = cls.identity.matches(s)
        assert why and why.startswith(f"the gamestate page {page!r} and the rules "), why
        assert cls.identity.origin


WORKSHOP = (ROOT / "fixtures" / "wiki" / "Workshop.wiki").read_text()
# The checks the BlogBots and Banewood modules made in code, now read from the rules' text (and, for BlogBots, the
# form its page writes a part in, data beside the sentence it writes): (ruleset, page, before, after, the finding)
CHECKS = [
    ("ruleset-205", WORKSHOP, "Hydraulic (60%)", "Hydraulic (160%)", "Brendan: Hydraulic's Condition is 160: it may be at most 100"),
    ("ruleset-205", WORKSHOP, "Ram (90%)", "Ram (90%)<br/>Flipper (10%)", "Clucky: 2 Systems on a Frictionless Inquisitor, which has 1 Hardpoints"),
    ("ruleset-205", WORKSHOP, "| Ready ||", "| Asleep ||", "Kevan: Readiness 'Asleep' is not one of Workshop, Ready, Staging, Set"),
    ("ruleset-205", WORKSHOP, "Flipper (40%)<br/>Ram (100%)", "Flipper (40%)<br/>Thrusters (5%)", "Brendan: no System named 'Thrusters"),
    ("ruleset-205", WORKSHOP, "Nitrogen (85%)", "Warp Drive (85%)", "Kevan: Engine 'Warp Drive"),
    ("ruleset-209", BANEWOOD, "| Kevan || Library || 8", "| Kevan || Attic || 8", "Kevan's Room 'Attic' is not a Room on the page"),
    ("ruleset-209", BANEWOOD, "Library || 8 ||", "Library || 11 ||", "Kevan: Sanity is 11: it may be at most 10"),
    ("ruleset-209", BANEWOOD, "| Wise |", "| Clever |", "Kevan: Advantage 'Clever' is not one of Strong, Fast, Wise, Lucky"),
    ("ruleset-209", BANEWOOD, "|| Off\n|-\n| Gymnasium", "|| Maybe\n|-\n| Gymnasium", "Room Library: Circuit Breaker 'Maybe' is not one of On, Off"),
    # an Item the rules do not define ("Names of subrules of this rule are the names of Items"): no module checked it
    ("ruleset-209", BANEWOOD, "Flashlight<br/>Musty Tome", "Flashlight<br/>Musty Tome<br/>Golden Goose", "Kevan: no Item named 'Golden Goose' (the subrules of “Items”)"),
]


@pytest.mark.parametrize("ruleset, page, a, b, finding", CHECKS, ids=[c[4][:40] for c in CHECKS])
def test_the_blogbots_and_banewood_checks_come_from_the_rules_with_their_packages_removed(monkeypatch, ruleset, page, a, b, finding):
    """BlogBots and Banewood Mansion are data (their identity, which columns are not variables, BlogBots' part form):
    every check they made in code is made from what the rules say. With their packages taken out of the registry, the
    same edits are still illegal for the same reason, but one: without the form its page writes a part in, a part
    with its Condition beside it ("Hydraulic (160%)") is "cannot tell", never guessed; an untouched page stays legal."""
    schema = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / f"{ruleset}.wiki"))
    name = "Workshop" if ruleset == "ruleset-205" else "Banewood Mansion"
    assert a in page
    with_pkg = validate_edit(page, page.replace(a, b, 1), schema, page=name)
    assert with_pkg.verdict == "illegal" and any(f.message.startswith(finding) for f in with_pkg.findings if f.severity == "error"), \
        [f.message for f in with_pkg.findings]
    assert type(dynasty_for(schema)).check is Dynasty.check, "the package holds no check code"
    monkeypatch.setattr(base, "DYNASTIES", [d for d in base.DYNASTIES if d.name not in ("BlogBots", "Banewood Mansion")])
    assert dynasty_for(schema) is None
    without = validate_edit(page, page.replace(a, b, 1), schema, page=name)
    assert validate_edit(page, page, schema, page=name).verdict == "legal"
    if "Condition is 160" in finding:
        assert without.verdict == "cannot tell" and not [f for f in without.findings if f.severity == "error"]
        assert any("'Hydraulic (160%)' holds 'Hydraulic'" in f.message for f in without.undecided), [f.message for f in without.findings]
        return
    errs = [f.message for f in without.findings if f.severity == "error"]
    assert without.verdict == "illegal" and any(e.startswith(finding) for e in errs), errs
