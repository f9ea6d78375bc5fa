"""The wording data checks itself (as dateparser checks its language data): every module of ``phrasings`` is
literal data only; every entry names its origin, uses only slots of the one vocabulary and compiles."""
from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

from blognomic_tools import phrasings
from blognomic_tools.phrasings.slots import SLOTS
from blognomic_tools.reading.phrasing import SPACE_MODES, PhrasingError, Terms, compile_phrasing, compile_table, expand, first_match, unknown_slots

MODULES = sorted(m.name for m in pkgutil.iter_modules(phrasings.__path__))
TERMS = Terms(player=("Vassal", "Player"), players=("Vassals", "Players"), emperor=("Sovereign", "Emperor"))


def entries(value, where: str):
    """Every phrasing entry (a dict with a "phrasing") in a table, with where it is."""
    if isinstance(value, dict):
        if "phrasing" in value:
            yield where, value
            return
        for k, v in value.items():
            yield from entries(v, f"{where}.{k}")
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            yield from entries(v, f"{where}[{i}]")


def all_entries():
    for name in MODULES:
        if name == "slots":
            continue
        mod = importlib.import_module(f"blognomic_tools.phrasings.{name}")
        spaces = getattr(mod, "SPACES", "literal")
        for attr, value in vars(mod).items():
            if attr.isupper() and attr != "SPACES":
                for where, e in entries(value, f"{name}.{attr}"):
                    yield where, e, spaces


ENTRIES = list(all_entries())


def test_there_are_tables():
    assert len(MODULES) >= 2 and len(ENTRIES) > 50


def test_the_declaration_wordings_are_among_the_checked_ones():
    tables = {".".join(where.split(".")[:2]) for where, _, _ in ENTRIES}
    assert {f"schema.{t}" for t in ("HOLDERS", "LIST_HOLDERS", "ITEMS", "PENDING", "PARTS", "CONNECTORS", "SUBJECTS",
                                    "VALUES", "LOOKS_LIKE", "CORE")} <= tables


@pytest.mark.parametrize("name", MODULES)
def test_modules_hold_only_literal_data(name):
    path = Path(phrasings.__file__).parent / f"{name}.py"
    tree = ast.parse(path.read_text())
    for node in tree.body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            continue  # the docstring
        assert isinstance(node, ast.Assign), f"{name}.py line {node.lineno}: only assignments of literal data"
        ast.literal_eval(node.value)  # raises on anything but literals
        for d in ast.walk(node.value):  # a key written twice would silently drop a wording
            if isinstance(d, ast.Dict):
                keys = [k.value for k in d.keys if isinstance(k, ast.Constant)]
                assert len(keys) == len(set(keys)), f"{name}.py line {d.lineno}: a key twice: {sorted({k for k in keys if keys.count(k) > 1})}"


def test_every_entry_names_its_origin_and_compiles():
    bad = []
    for where, e, spaces in ENTRIES:
        if not isinstance(e.get("origin"), str) or len(e["origin"].strip()) < 4:
            bad.append(f"{where}: no origin")
        unknown = unknown_slots(e["phrasing"])
        if unknown:
            bad.append(f"{where}: unknown slots {unknown}")
            continue
        try:
            compile_phrasing(e["phrasing"], TERMS, spaces=e.get("spaces", spaces))
        except (re.error, PhrasingError) as err:
            bad.append(f"{where}: does not compile ({err})")
    assert not bad, "\n".join(bad)


def test_the_vocabulary_is_documented_and_well_formed():
    for name, entry in SLOTS.items():
        assert re.fullmatch(r"[A-Z][A-Z0-9_]*", name)
        assert entry.get("doc"), name
        assert sum(k in entry for k in ("term", "reads", "pattern", "one_of")) == 1, name
        for alt in entry.get("one_of", ()):
            assert alt.get("phrasing") and len(alt.get("origin", "")) >= 4, f"{name}: a part names its wording and origin"
            assert not unknown_slots(alt["phrasing"]), name
    for where, _, spaces in ENTRIES:
        assert spaces in SPACE_MODES, where


def test_the_compiler_fills_slots_and_refuses_unknown_ones():
    rx = compile_phrasing("has been open for at least {N:hours} hours", TERMS, whole=True)
    assert rx.match("has been open for at least forty-eight hours").group("hours") == "forty-eight"
    assert compile_phrasing("the {EMPEROR} may veto it", TERMS).search("The Sovereign may veto it")
    assert compile_phrasing("the {EMPEROR} may veto it", TERMS).search("the Emperor may veto it")
    assert not compile_phrasing("the {EMPEROR} may veto it", Terms(emperor=("Sovereign",))).search("the Emperor may veto it")
    assert expand("a b~c", spaces="short") == r"a\s{1,4}b\s{0,4}c"
    # a statement composed of parts reads every combination of the parts' wordings
    grant = compile_phrasing(r"\b(?:the )?{EMPEROR} {MAY} {VETO_ACT}\b", TERMS)
    assert grant.search("The Sovereign can cast a vote of VETO on any Proposal")
    assert grant.search("the Emperor may use the Imperial Veto on a Proposal")
    assert not grant.search("the Sovereign shall veto")
    with pytest.raises(PhrasingError, match="unknown slot"):
        expand("{NOSUCHSLOT} votes")
    with pytest.raises(PhrasingError, match="no emperor term"):
        expand("the {EMPEROR}", Terms())


def test_the_action_wordings_are_among_the_tables_checked():
    checked = {where.split("[")[0] for where, _, _ in ENTRIES}
    assert {"actions.EFFECTS", "actions.COSTS", "actions.ACTORS", "actions.KINDS", "actions.FREQUENCIES"} <= checked


def test_the_words_that_open_a_condition_are_one_part_not_a_list_written_again():
    """The words of {ACT_CONDITION_WORD} are said once: a phrasing of the actions that lists them all inline again
    would not read a word added to the part."""
    words = [alt["phrasing"] for alt in SLOTS["ACT_CONDITION_WORD"]["one_of"]]
    users = []
    for where, e, _ in ENTRIES:
        if not where.startswith("actions."):
            continue
        listed = set(re.findall(r"[a-z]+", e["phrasing"].lower()))
        assert not set(words) <= listed, f"{where} lists the condition words inline"
        if "{ACT_CONDITION_WORD}" in e["phrasing"]:
            users.append(where.split("[")[0])
    assert {"actions.PASS_LEADS", "actions.LABELS", "actions.LEADS_BEFORE_COLON"} <= set(users)
    lead = compile_phrasing(r"^(?!(?:{ACT_CONDITION_WORD})\b)\w+", TERMS)
    assert not lead.match("Whenever the Bell rings") and not lead.match("Until dawn") and lead.match("Harvest tithe")


def test_the_ascension_wordings_are_among_the_tables_checked():
    """The turn of a dynasty's wordings are named tables (phrasings.ascension): each step of the turn, what else of the
    Ruleset it reads and each form of an Address, every one checked above."""
    from blognomic_tools.enactment.ascension import STEP_NAMES

    checked = {where.split("[")[0] for where, _, _ in ENTRIES}
    assert STEP_NAMES == ("repeal", "terms", "special_case", "gamestate_page", "building_blocks", "building_blocks_page")
    assert {f"ascension.STEPS.{s}" for s in STEP_NAMES} <= checked
    assert {"ascension.RULESET.gamestate_page_link", "ascension.RULESET.synonym_item"} <= checked
    assert {f"ascension.ADDRESS.{f}" for f in ("theme", "term", "terms_heading", "keep", "keep_none", "repeal", "gamestate_page",
                                               "special_case", "topics", "building_blocks")} <= checked


def test_a_table_is_read_in_its_order():
    """The one reader of a wording table: the first entry (in the table's order, not the text's) whose phrasing is
    found, with its match; an entry's own spaces before the table's."""
    table = [{"phrasing": "keep the rules", "origin": "first"}, {"phrasing": "rules", "origin": "second"}]
    entry, m = first_match(table, "the rules: keep  the rules", spaces="flexible")
    assert entry["origin"] == "first" and m.group() == "keep  the rules"
    assert first_match(table, "the rules: keep  the rules")[0]["origin"] == "second"  # literal spaces: the first is not found
    assert first_match(table, "nothing here") is None
    [(own, rx)] = compile_table([{"phrasing": "^a b$", "origin": "own", "spaces": "literal"}], spaces="flexible", flags=re.M)
    assert rx.findall("a b\na  b\na b") == ["a b", "a b"] and own["origin"] == "own"


def test_a_players_pronoun_is_one_part_not_a_list_written_again():
    """{ACT_PRONOUN} (they, he, she, Spivak e and ey) is said once: no phrasing of the actions writes the five again."""
    users = []
    for where, e, _ in ENTRIES:
        if not where.startswith("actions."):
            continue
        assert not re.search(r"they\|he\|she\|e\|ey\b", e["phrasing"]), f"{where} lists the pronouns inline"
        if "{ACT_PRONOUN}" in e["phrasing"]:
            users.append(where.split("[")[0])
    assert {"actions.RESTRICTS_PREV", "actions.TAILS"} <= set(users)
    rx = compile_phrasing(r"^{ACT_PRONOUN} may\b", TERMS)
    assert rx.match("Ey may pray") and rx.match("they may pray") and not rx.match("it may pray")


def test_no_table_of_wordings_names_a_part_twice():
    """A dict literal keeps the last of two equal keys in silence: a part written under a key already used would
    replace the older part without a word. Every table of the phrasings names each part once."""
    import ast
    from pathlib import Path

    import blognomic_tools.phrasings as phrasings

    for path in sorted(Path(phrasings.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                assert len(keys) == len(set(keys)), (path.name, sorted({k for k in keys if keys.count(k) > 1}))


def test_a_default_in_single_quotation_marks_is_read_as_in_double_ones():
    from blognomic_tools.models import Rule
    from blognomic_tools.reading.phrasing import Terms
    from blognomic_tools.validators.declarations import read_declarations

    rule = Rule(title="Boats", level=2, number="2.1", section="Dynastic Rules",
                text="Each Pilgrim has a Boat, tracked in the GNDT and defaulting to ‘Paper Swan’.")
    v = read_declarations([rule], Terms(player=("Pilgrim",), players=("Pilgrims",), emperor=("Abbot",))).vars["Boat"]
    assert (v.default, v.default_text, v.kind) == ("Paper Swan", None, "text")
