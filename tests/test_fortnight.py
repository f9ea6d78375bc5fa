"""The Castles Fortnight and the Herald: hand-worked examples (arithmetic written out), properties, end to end."""
from __future__ import annotations

import copy
import functools
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blognomic_tools.dynasties.castles import CastlesError, CastlesRules, State, Structure, Vassal, VirtualAction, attack, choose_wave, fortnight, resolve
from blognomic_tools.parsers import load_ruleset
from blognomic_tools.validators.schema import extract_schema
from clirun import blognomic
from conftest import FIX, ROOT

EXE = str(Path(sys.executable).parent / "blognomic")


@functools.cache
def castles_rules() -> CastlesRules:
    """The Castles rules of the live Ruleset, read once per process (the property tests ask for them on every example)."""
    return CastlesRules(extract_schema(load_ruleset(FIX / "ruleset-2024-02-24.wiki")))


@pytest.fixture(scope="module")
def rules():
    return castles_rules()


def S(rules, size, name):
    return Structure(size, name, rules.expected_values(size, name))


def V(name="Kevan", wood=0, stone=0, iron=0, ore=0, serfs=5, rep=0, damage=0, structures=()):
    return Vassal(name, {"Wood": wood, "Stone": stone, "Iron": iron, "Ore": ore}, serfs, rep, damage, list(structures))


def wave(rules, *names):
    return [rules.enemies[n] for n in names]


def test_rules_read_from_the_ruleset(rules):
    assert rules.sizes == ["Small", "Medium", "Large", "Gargantuan"]
    assert rules.multiplier == {"Small": 1, "Medium": 2, "Large": 3, "Gargantuan": 5}
    assert rules.rates == {("Small", "Medium"): 2, ("Medium", "Large"): 3, ("Large", "Gargantuan"): 5}
    assert rules.attack_order == ["Air", "Land", "Sea"] and rules.max_reputation == 2 and (rules.dice, rules.dice_plus) == (5, 5)
    assert rules.structures["Stone Tower"] == {"cost": ["Stone"], "defence": {"Land": 5, "Air": 15}}
    assert rules.enemies["Razorspine"].strength == 11 and rules.enemies["Tental"].size == "Medium"
    with pytest.raises(CastlesError, match="not the Castles dynasty"):
        CastlesRules(extract_schema(load_ruleset(FIX / "ruleset-209.wiki")))


# -- Tasks -------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "task,serfs,before,after,line",
    [
        ("Chop", 3, {}, {"Wood": 3}, "Chop with 3: Wood +3"),                       # 1 Wood per Serf: 3 x 1 = 3
        ("Dig", 5, {}, {"Stone": 2}, "Dig with 5: Stone +2"),                      # 1 Stone per two Serfs: 5 // 2 = 2 (towards 0)
        ("Mine", 8, {}, {"Ore": 2}, "Mine with 8: Ore +2"),                        # 1 Ore per three Serfs: 8 // 3 = 2
        ("Smelt", 3, {"Ore": 5}, {"Ore": 2, "Iron": 3}, "Smelt with 3: Ore -3, Iron +3"),  # 3 Serfs x (1 Ore -> 1 Iron)
        ("Smelt", 3, {"Ore": 1}, {"Ore": 0, "Iron": 1}, "(only 1: Ore ran out)"),  # only 1 Ore: Ore may not go below 0
        ("Smelt", 3, {}, {}, "Smelt with 3: no Ore to spend, nothing made"),
        ("Idle", 5, {}, {}, "no effect"),
    ],
)
def test_task_effects(rules, task, serfs, before, after, line):
    v = V(**{k.lower(): n for k, n in before.items()})
    _, desc = rules.task_effect(task, serfs, v)
    assert line in desc
    for m in ("Wood", "Stone", "Iron", "Ore"):
        assert v.materials[m] == after.get(m, before.get(m, 0))


def test_repair(rules):
    v = V(damage=4)
    rules.task_effect("Repair", 3, v)  # 4 - 3 = 1
    assert v.damage == 1
    rules.task_effect("Repair", 3, v)  # 1 - 3 -> 0, to a minimum of 0
    assert v.damage == 0


# -- the attack ----------------------------------------------------------------------------------

def test_attack_stop_weaken_and_size(rules):
    # Kevan: innermost Small Wooden Wall (L10 S2 A2), outermost Small Moat (L15).
    v = V(rep=1, structures=[S(rules, "Small", "Wooden Wall"), S(rules, "Small", "Moat")])
    w = wave(rules, "Pilk", "Gobbo", "Tental", "Destral")  # Sea S 2, Land S 1, Sea M 5, Air S 1
    r = attack(rules, v, w)
    # Moat first (outermost): Air 0, Land 15 stops Gobbo (15-1=14 left), Sea 0; Tental is Medium > Small: skipped.
    # Wooden Wall: Air 2 stops Destral (1 left); Land: Gobbo already 0; Sea 2 vs Pilk 2: not less, Pilk 2-2=0, Defense 0.
    # Left: Tental 5 -> Damage +5; Damage rose, so Reputation 1 -> 0.
    assert (r.damage_added, v.damage, v.reputation, r.reputation_change) == (5, 5, 0, -1)
    assert r.trace[0] == "Small Moat (Land) stops Gobbo (1); Defense left 14"
    assert "Small Wooden Wall (Sea, Defense 2) weakens Pilk 2 → 0" in r.trace
    assert [s.values for s in v.structures] == [(10, 2, 2), (15, 0, 0)]  # defence values restored
    assert [e.strength for e in w] == [2, 1, 5, 1]  # Enemies' Strengths restored


def test_attack_order_outermost_first_and_theatres(rules):
    # outermost Medium Stone Tower (L10, A30) faces Flinger (Air M 5) first: 5 < 30 -> stopped, Defense 25 left.
    # innermost Small Dam (S15) never sees it; Donker (Land M 6) vs Tower Land 10: stopped (10-6=4 left).
    v = V(rep=2, structures=[S(rules, "Small", "Dam"), S(rules, "Medium", "Stone Tower")])
    r = attack(rules, v, wave(rules, "Flinger", "Donker"))
    assert r.damage_added == 0 and v.reputation == 2  # no Damage: Reputation +1, to a maximum of 2
    assert r.trace == ["Medium Stone Tower (Air) stops Flinger (5); Defense left 25", "Medium Stone Tower (Land) stops Donker (6); Defense left 4"]


def test_attack_without_structures_and_big_enemies(rules):
    v = V(rep=0)
    r = attack(rules, v, wave(rules, "Stumps", "Gobbo"))  # 14 + 1 = 15, nothing stands in the way
    assert (r.damage_added, v.reputation) == (15, 0)  # Reputation 0 - 1 -> 0 (to a minimum of 0)
    v = V(rep=1, structures=[S(rules, "Gargantuan", "Moat")])  # Land 15 x 5 = 75
    r = attack(rules, v, wave(rules, "Stumps", "Razorspine"))  # Stumps (Land L 14) stopped; Razorspine (Sea) passes: Moat has Sea 0
    assert (r.damage_added, v.reputation) == (11, 0)


@settings(deadline=None, max_examples=200)
@given(st.lists(st.sampled_from(["Small", "Medium", "Large", "Gargantuan"]), max_size=4),
       st.lists(st.sampled_from(["Wooden Wall", "Moat", "Stone Wall", "Stone Tower", "Dam"]), min_size=4, max_size=4),
       st.lists(st.sampled_from(["Gobbo", "Pilk", "Destral", "Donker", "Tental", "Flinger", "Stumps", "Razorspine"]), max_size=6),
       st.integers(0, 2), st.integers(0, 20))
def test_attack_properties(sizes, names, enemies, rep, damage):
    r = castles_rules()
    structs = [Structure(sz, nm, r.expected_values(sz, nm)) for sz, nm in zip(sizes, names)]
    v = V(rep=rep, damage=damage, structures=copy.deepcopy(structs))
    w = [r.enemies[n] for n in enemies]
    total = sum(e.strength for e in w)
    res = attack(r, v, w)
    assert 0 <= res.damage_added <= total  # no Strength appears from nowhere
    assert v.damage == damage + res.damage_added
    assert [e.strength for e in w] == [r.enemies[n].strength for n in enemies]  # Strengths restored (conserved)
    assert [s.values for s in v.structures] == [s.values for s in structs]  # defence values restored
    assert 0 <= v.reputation <= 2


# -- Virtual Actions -----------------------------------------------------------------------------

def state(rules, **vassals):
    return State({n: v for n, v in vassals.items()}, {t: [] for t in rules.tasks}, [], 3)


@pytest.mark.parametrize(
    "va,ok,text",
    [
        (VirtualAction("Kevan", "assign", {"serfs": {"Chop": 2, "Dig": 2}}), True, "Kevan: Assign 2 to Chop, 2 to Dig, 1 Idle"),
        (VirtualAction("Kevan", "assign", {"serfs": {"Chop": 9}}), False, "Assigns 9 Serfs but has 5"),
        (VirtualAction("Kevan", "assign", {"serfs": {"Bake": 1}}), False, "no Task named 'Bake'"),
        (VirtualAction("Kevan", "build", {"structure": "Stone Wall"}), True, "Build Stone Wall: Stone -1, {{box|Small Stone Wall:20,5,5}} added"),
        (VirtualAction("Kevan", "build", {"structure": "Dam"}), True, "Build Dam"),
        (VirtualAction("Kevan", "build", {"structure": "Drawbridge"}), False, "no Structure named 'Drawbridge'"),
        (VirtualAction("Kevan", "upgrade", {"structure": "Moat"}), True, "Upgrade Moat Small → Medium: Wood -2"),
        (VirtualAction("Kevan", "upgrade", {"structure": "Stone Tower"}), False, "has no 'Stone Tower' to Upgrade"),
        (VirtualAction("Kevan", "dance", {}), False, "not a Virtual Action this dynasty defines"),
        (VirtualAction("Nobody", "no change", {}), False, "Nobody is not a Vassal"),
        (VirtualAction("Kevan", "no change", {}), True, "Kevan: No Change"),
    ],
)
def test_virtual_actions(rules, va, ok, text):
    st_ = state(rules, Kevan=V(wood=2, stone=1, structures=[S(rules, "Small", "Moat")]))
    r = resolve(rules, st_, va)
    assert r.ok is ok and text in r.text


def test_upgrade_limits(rules):
    st_ = state(rules, Kevan=V(wood=9, structures=[S(rules, "Gargantuan", "Moat"), S(rules, "Small", "Moat"), S(rules, "Small", "Moat")]))
    assert "too vague" in resolve(rules, st_, VirtualAction("Kevan", "upgrade", {"structure": "Moat"})).text
    assert "already Gargantuan" in resolve(rules, st_, VirtualAction("Kevan", "upgrade", {"structure": "Moat", "index": 0})).text
    r = resolve(rules, st_, VirtualAction("Kevan", "upgrade", {"structure": "Moat", "index": 2}))
    assert r.ok and st_.vassals["Kevan"].materials["Wood"] == 7 and st_.vassals["Kevan"].structures[2].values == (30, 0, 0)
    poor = state(rules, Kevan=V(wood=1, structures=[S(rules, "Small", "Moat")]))
    assert "not enough Wood" in resolve(rules, poor, VirtualAction("Kevan", "upgrade", {"structure": "Moat"})).text


# -- the whole Fortnight and the new wave --------------------------------------------------------

def test_fortnight_by_hand(rules):
    st_ = State({"Kevan": V(wood=1, ore=1, serfs=5, rep=2, structures=[S(rules, "Small", "Moat")])},
                {t: [] for t in rules.tasks}, ["Gobbo", "Pilk"], 3)
    vas = [VirtualAction("Kevan", "assign", {"serfs": {"Mine": 3, "Smelt": 2}})]
    new, rep = fortnight(rules, st_, vas, roll=2)
    k = new.vassals["Kevan"]
    # Tasks in table order: Mine 3 -> Ore +1 (1 -> 2); Smelt 2 -> Ore -2, Iron +2 (Ore 2 -> 0)
    assert (k.materials["Ore"], k.materials["Iron"]) == (0, 2)
    # Wave Gobbo (Land 1) stopped by the Moat (15); Pilk (Sea 2) passes (Moat Sea 0): Damage +2, Reputation 2 -> 1
    assert (k.damage, k.reputation) == (2, 1)
    # Serfs + Reputation (after the Wave): 5 + 1 = 6
    assert k.serfs == 6
    # new wave: last wave 1 + 2 = 3, + DICE5 2 + 5 = 10; Enemies summing exactly to 10
    assert rep.target == 10 and sum(rules.enemies[n].strength for n in new.building_wave) == 10
    assert new.fortnight == 4 and st_.vassals["Kevan"].materials["Ore"] == 1  # the input state is untouched
    again, rep2 = fortnight(rules, st_, vas, roll=2)
    assert again.building_wave == new.building_wave  # same roll, same wave
    with pytest.raises(CastlesError, match="DICE5 gives 1 to 5"):
        fortnight(rules, st_, vas, roll=6)


def test_no_previous_wave_and_unreachable_totals(rules):
    st_ = State({"Kevan": V(rep=1)}, {t: [] for t in rules.tasks}, [], None)
    new, rep = fortnight(rules, st_, [], roll=1)
    assert rep.wave == [] and rep.wave_results == [] and new.vassals["Kevan"].reputation == 1  # no Wave charged
    assert rep.target == 6  # 0 + 1 + 5
    even = copy.deepcopy(rules)
    even.enemies = {n: e for n, e in even.enemies.items() if e.strength % 2 == 0}  # only even Strengths
    assert choose_wave(even, 7, seed=1) is None
    new, rep = fortnight(even, State({}, {}, [], None), [], roll=2)  # 0 + 2 + 5 = 7: no combination
    assert rep.new_wave == [] and "no combination of Enemies sums exactly to 7" in rep.wave_note


@settings(deadline=None, max_examples=100)
@given(st.integers(1, 60), st.integers(0, 10 ** 6))
def test_chosen_waves_sum_exactly(target, seed):
    r = castles_rules()
    w = choose_wave(r, target, seed)
    assert w is not None and sum(r.enemies[n].strength for n in w) == target


# -- end to end on the local MediaWiki ----------------------------------------------------------

def run(env, *args):
    return blognomic(*args, env=env)


@pytest.fixture
def pinned_clock(mediawiki):
    """The test wiki stamps every edit with the time written to its clock file (see sandbox/mediawiki.py); removed after."""
    clock = mediawiki["local"].root / "clock"

    def pin(when: str) -> None:
        clock.write_text(when + "\n")

    yield pin
    clock.unlink(missing_ok=True)


def test_fortnight_and_herald_end_to_end(wiki_env, mediawiki, pinned_clock, blog_server, tmp_path):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.sources.wiki import Wiki, WikiSettings
    from blognomic_tools.saving import write_page

    w = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
    text = (ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text()
    pinned_clock("2024-02-24T09:15:00Z")
    base = write_page(w, "Gartenberg", lambda _: text, "Gartenberg as recorded", yes=True, create=True).new_revid
    pinned_clock("2024-03-01T12:00:00Z")  # the Fortnight is saved at its time
    actions = tmp_path / "vas.json"
    actions.write_text(json.dumps([{"from": "Kevan", "at": "2024-02-26T10:00:00Z", "action": "assign", "serfs": {"Chop": 4, "Mine": 3}},
                                   {"from": "pokes", "at": "2024-02-26T11:00:00Z", "action": "build", "structure": "Dam"}]))
    rs = str(FIX / "ruleset-2024-02-24.wiki")
    args = ["fortnight", "--actions", str(actions), "--roll", "3", "--page", "Gartenberg", "--date", "2024-03-01T12:00:00Z", "--ruleset", rs, "--format", "wiki"]
    r = run(wiki_env, *args)
    assert r.returncode == 0, r.stderr
    assert "dry run: nothing written" in r.stdout and "+'''Fortnight''': 4<br/>" in r.stdout and "Title: Herald: 01/03/2024" in r.stdout
    out = tmp_path / "herald.html"
    r = run(wiki_env, *args[:-2], "--format", "html", "--yes", "--out", str(out))
    assert r.returncode == 0 and "saved Gartenberg as revision" in r.stdout
    page = w.read("Gartenberg")
    assert "'''Fortnight''': 4<br/>" in page.text and "| pokes || 2 || 8 ||" in page.text  # Stone 7 - 1 (Build) + 2 (Dig 4)
    post = out.read_text()
    assert "<strong>Herald: 01/03/2024</strong>" in post and "pokes: Build Dam: Stone -1, {{box|Small Dam:0,15,0}} added" in post
    saved = w.read("Gartenberg").revision.revid
    assert f'index.php?title=Special:Diff/{base}/{saved}">Kevan&#x27;s Wood: 6 → 10' in post  # the changes link to the saved diff
    # the saved Fortnight is a legal edit (the Wave's Damage is reported as unexplained, not as an error)
    r = run(wiki_env, "validate", "--page", "Gartenberg", "--rev", str(page.revision.revid), "--ruleset", rs, "--json")
    assert r.returncode == 0, r.stdout
    checked = json.loads(r.stdout)["edits"][0]
    assert checked["findings"] == []  # the validator's replay of the Fortnight agrees with the engine, value for value
    assert "Kevan: Fortnight: Chop with 4: Wood +4; Mine with 3: Ore +1; the Wave: Damage +5, Reputation -1" in checked["explanations"]

    # the same Fortnight a second time: refused, naming the page's Last Fortnight and --date; the page is unchanged
    r = run(wiki_env, *args[:-2], "--yes")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "its Last Fortnight is 1 March 2024 (Fortnight 4), at or after --date 2024-03-01 12:00 UTC" in r.stderr and "--again" in r.stderr
    assert w.read("Gartenberg").revision.revid == saved
    # a later date with the same (already resolved) actions: refused too, naming the action
    r = run(wiki_env, *args[:-4], "--date", "2024-03-08T12:00:00Z", "--ruleset", rs, "--yes")
    assert r.returncode == 2 and "Virtual Action 1 (Kevan, at 2024-02-26 10:00 UTC) was received before Gartenberg's Last Fortnight (1 March 2024" in r.stderr
    assert w.read("Gartenberg").revision.revid == saved
    # --again: the Sovereign insists (a dry run here: it computes Fortnight 5)
    r = run(wiki_env, *args[:-2], "--again")
    assert r.returncode == 0 and "+'''Fortnight''': 5<br/>" in r.stdout

    # an edit after the Herald's --until is not in the post
    pinned_clock("2024-03-03T08:00:00Z")
    later = write_page(w, "Gartenberg", lambda t: t.replace("| Raven1207 || 2 ||", "| Raven1207 || 3 ||"), "Raven1207 finds 1 Wood", yes=True).new_revid
    herald = ["herald", "--page", "Gartenberg", "--since-rev", str(base), "--until", "2024-03-02T00:00:00Z", "--ruleset", rs, "--format", "html", "--blog", blog_server.url]
    r = run(wiki_env, *herald)
    assert r.returncode == 0, r.stderr
    assert f"index.php?title=Special:Diff/{page.revision.revid}" in r.stdout and "Kevan&#x27;s Wood: 6 → 10" in r.stdout
    assert f"Special:Diff/{later}" not in r.stdout and "Raven1207 finds" not in r.stdout and "Raven1207&#x27;s Wood" not in r.stdout
    assert r.stderr.strip() == f"window: after revision {base} (2024-02-24 09:15 UTC) → 2024-03-02 00:00 UTC"
    # the same inputs, the same post, byte for byte
    again = run(wiki_env, *herald)
    assert again.stdout == r.stdout and again.stderr == r.stderr
    # --until after the edit: it is in
    r = run(wiki_env, *herald[:6], "2024-03-04T00:00:00Z", *herald[7:])
    assert f"Special:Diff/{later}" in r.stdout and "Raven1207&#x27;s Wood: 2 → 3" in r.stdout
    # --json: the window, the edits, the post
    r = run(wiki_env, *herald, "--json")
    data = json.loads(r.stdout)
    assert data["window"] == {"since": None, "since_rev": base, "since_rev_time": "2024-02-24T09:15:00Z", "until": "2024-03-02T00:00:00Z",
                              "text": f"window: after revision {base} (2024-02-24 09:15 UTC) → 2024-03-02 00:00 UTC"}
    assert [e["revid"] for e in data["edits"]] == [saved] and data["edits"][0]["timestamp"] == "2024-03-01T12:00:00Z"
    assert data["title"] == "Herald: 02/03/2024" and data["post"].startswith("<p><strong>Herald: 02/03/2024</strong></p>")
    r = run(wiki_env, "herald", "--page", "Gartenberg", "--since", "2024-03-05T00:00:00Z", "--until", "2024-03-02T00:00:00Z", "--ruleset", rs, "--blog", "http://127.0.0.1:9")
    assert r.returncode == 2 and "the window is empty" in r.stderr


def test_fortnight_json_and_bad_format(wiki_env, mediawiki, tmp_path):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.sources.wiki import Wiki, WikiSettings
    from blognomic_tools.saving import write_page

    w = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
    text = (ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text()
    base = write_page(w, "Gartenberg", lambda _: text, "Gartenberg as recorded", yes=True, create=True).new_revid
    rs = str(FIX / "ruleset-2024-02-24.wiki")
    acts = str(ROOT / "fixtures" / "sandbox" / "virtual-actions.yaml")
    common = ["--actions", acts, "--roll", "3", "--page", "Gartenberg", "--date", "2024-03-01T12:00:00Z", "--ruleset", rs]
    r = run(wiki_env, "fortnight", *common, "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["status"] == "dry-run" and data["base_revid"] == base and data["new_revid"] is None
    assert [a["ok"] for a in data["virtual_actions"]] == [True, True, True, False, True]
    assert data["new_wave"] == {"target": 17, "enemies": ["Gobbo", "Razorspine", "Flinger"], "note": None}
    assert "Kevan's Wood: 6 → 10" in data["changes"] and data["post"].startswith("<p><strong>Herald: 01/03/2024")
    assert r.stdout == run(wiki_env, "fortnight", *common, "--json").stdout  # deterministic
    # --format bogus: refused before anything is read or written, one line, exit 2
    for cmd in (["fortnight", *common, "--yes"], ["herald", "--page", "Gartenberg", "--since-rev", "1", "--ruleset", rs]):
        r = run(wiki_env, *cmd, "--format", "bogus")
        assert r.returncode == 2 and "Traceback" not in r.stderr and "'bogus' is not one of" in r.stderr, r.stderr
    assert w.read("Gartenberg").revision.revid == base


def test_bad_actions_file(wiki_env, tmp_path):
    f = tmp_path / "vas.yaml"
    f.write_text("- from: Kevan\n  serfs: {Chop: 2}\n")
    r = run(wiki_env, "fortnight", "--actions", str(f), "--roll", "3", "--page", "Gartenberg", "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"))
    assert r.returncode == 2 and "Virtual Action 1 needs 'from' and 'action'" in r.stderr
    f.write_text("- from: [unclosed\n")
    r = run(wiki_env, "fortnight", "--actions", str(f), "--roll", "3", "--page", "Gartenberg", "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"))
    assert r.returncode == 2 and "not valid YAML/JSON" in r.stderr


@pytest.mark.parametrize("content,needle", [
    ('- from: Kevan\n  action: assign\n  serfs: "Chop"\n', "Virtual Action 1 (line 1, from Kevan): 'serfs' must map each Task to a number of Serfs"),
    ('- from: Kevan\n  action: assign\n  serfs: {Chop: three}\n', "Virtual Action 1 (line 1, from Kevan): 'serfs' entry 'Chop'"),
    ('- from: Kevan\n  action: no change\n- from: pokes\n  action: build\n  structure: [Dam, Moat]\n', "Virtual Action 2 (line 3, from pokes): 'structure' must be a Structure's name, not a list"),
    ('- from: Kevan\n  action: upgrade\n  structure: Moat\n  index: first\n', "Virtual Action 1 (line 1, from Kevan): 'index' must be a whole number"),
    ('- from: Kevan\n  action: build\n  structure: Dam\n  position: middle\n', "'position' must be innermost, outermost or a whole number"),
    ('- from: Kevan\n  action: [assign]\n', "Virtual Action 1 (line 1, from Kevan): 'action' must be assign, build, upgrade or no change, not a list"),
    ('- from: {name: Kevan}\n  action: assign\n', "Virtual Action 1: 'from' must be a Vassal's name, not a dict"),
    ('- from: Kevan\n  at: yesterday\n  action: no change\n', "Virtual Action 1 (line 1, from Kevan): 'at' 'yesterday' is not a time"),
    ('- from: Kevan\n  at: 2024-02-30T10:00:00Z\n  action: no change\n', "not valid YAML/JSON"),
    ('- from: Kevan\n  at: 2024-02-26\n  action: no change\n', "'at' 2024-02-26 has no time of day"),
    ('received: Kevan builds a Dam\n', "expected a list of Virtual Actions"),
    ("[" * 5000, "nested too deeply to be a list of Virtual Actions"),
])
def test_mistyped_actions_file(wiki_env, tmp_path, content, needle):
    f = tmp_path / "vas.yaml"
    f.write_text(content)
    r = run(wiki_env, "fortnight", "--actions", str(f), "--roll", "3", "--page", "Gartenberg", "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"))
    assert r.returncode == 2 and "Traceback" not in r.stderr and needle in r.stderr, r.stderr
    assert str(f) in r.stderr


def test_huge_actions_file_refused_at_once(wiki_env, tmp_path):
    f = tmp_path / "vas.yaml"
    entry = "- from: Kevan\n  at: 2024-02-26T10:00:00Z\n  action: assign\n  serfs: {Chop: 4, Mine: 3}\n"
    f.write_text(entry * (50 * 1024 * 1024 // len(entry)))  # 50 MB
    r = run(wiki_env, "fortnight", "--actions", str(f), "--roll", "3", "--page", "Gartenberg", "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"))
    assert r.returncode == 2 and "is not a Virtual Actions file (at most 1,048,576 bytes" in r.stderr


# -- a Fortnight already run, and the engine's inputs range-checked --------------------------------

def test_already_run_is_refused(rules):
    from datetime import datetime

    from blognomic_tools.dynasties.castles import check_not_run_yet, page_date

    assert page_date("23 February 2024").isoformat() == "2024-02-23" and page_date("1 March 2024").isoformat() == "2024-03-01"
    assert page_date("23/02/2024").isoformat() == "2024-02-23" and page_date("February 23, 2024").isoformat() == "2024-02-23"
    assert page_date("23 Feb 2024").isoformat() == "2024-02-23" and page_date("30 February 2024") is None and page_date("soon") is None
    st_ = State({"Kevan": V()}, {}, [], 4, "1 March 2024")
    at = lambda s: datetime.fromisoformat(s.replace("Z", "+00:00"))  # noqa: E731
    fresh = [VirtualAction("Kevan", "no change", {}, "2024-03-05T10:00:00Z")]
    check_not_run_yet(st_, at("2024-03-08T12:00:00Z"), fresh, "Gartenberg")  # a week later, new actions: fine
    check_not_run_yet(st_, at("2024-03-08T12:00:00Z"), [VirtualAction("Kevan", "no change", {}, "2024-03-01T18:00:00Z")])  # on the day: new
    with pytest.raises(CastlesError, match=r"Gartenberg: its Last Fortnight is 1 March 2024 \(Fortnight 4\), at or after --date 2024-03-01 12:00 UTC"):
        check_not_run_yet(st_, at("2024-03-01T12:00:00Z"), fresh, "Gartenberg")
    with pytest.raises(CastlesError, match="at or after --date 2024-02-28"):
        check_not_run_yet(st_, at("2024-02-28T12:00:00Z"), fresh, "Gartenberg")
    old = fresh + [VirtualAction("pokes", "build", {"structure": "Dam"}, "2024-02-26T11:00:00Z")]
    with pytest.raises(CastlesError, match=r"Virtual Action 2 \(pokes, at 2024-02-26 11:00 UTC\) was received before Gartenberg's Last Fortnight"):
        check_not_run_yet(st_, at("2024-03-08T12:00:00Z"), old, "Gartenberg")
    with pytest.raises(CastlesError, match="Last Fortnight 'next Tuesday' is not a date"):
        check_not_run_yet(State({}, {}, [], 4, "next Tuesday"), at("2024-03-08T12:00:00Z"), fresh, "Gartenberg")
    check_not_run_yet(State({}, {}, [], None, None), at("2024-03-08T12:00:00Z"), old)  # no Last Fortnight on the page: nothing to check


def test_state_reads_last_fortnight(rules):
    from blognomic_tools.dynasties.castles import read_state
    from blognomic_tools.parsers.gamestate import parse_gamestate

    gs = parse_gamestate((ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text(), "Gartenberg", player_terms=("Vassal", "Vassals"))
    st_ = read_state(rules, gs)
    assert (st_.fortnight, st_.last_fortnight) == (3, "23 February 2024")


def test_wave_target_range_checked(rules):
    from blognomic_tools.dynasties.castles import MAX_WAVE_TARGET

    with pytest.raises(CastlesError, match="more than this tool searches"):
        choose_wave(rules, 10 ** 12, seed=1)  # was a MemoryError: a list of 10^12 booleans
    assert choose_wave(rules, -5, seed=1) is None and choose_wave(rules, 0, seed=1) is None  # was an IndexError
    assert sum(rules.enemies[n].strength for n in choose_wave(rules, MAX_WAVE_TARGET, seed=3)) == MAX_WAVE_TARGET
    huge = State({}, {}, ["Razorspine"] * 1000, 7)  # a Building Wave of 11,000 Strength on the page
    new, rep = fortnight(rules, huge, [], roll=1)
    assert rep.new_wave == [] and "more than this tool searches" in rep.wave_note and new.building_wave == []


def test_engine_crash_sites(rules):
    # a Structure on the page that the rules do not list, or with a Size they do not have: a failed action, not a KeyError
    st_ = state(rules, Kevan=V(wood=9, structures=[Structure("Small", "Drawbridge", (1, 1, 1)), Structure("Huge", "Moat", (1, 0, 0))]))
    r = resolve(rules, st_, VirtualAction("Kevan", "upgrade", {"structure": "Drawbridge"}))
    assert not r.ok and "not a Structure of rule Structures" in r.text
    r = resolve(rules, st_, VirtualAction("Kevan", "upgrade", {"structure": "Moat"}))
    assert not r.ok and "Size 'Huge'" in r.text
    for data in ({"structure": ["Dam"]}, {"structure": "Dam", "position": "middle"}, {"structure": "Moat", "index": "x"}):
        r = resolve(rules, st_, VirtualAction("Kevan", "upgrade" if "index" in data else "build", data))
        assert not r.ok  # was AttributeError / ValueError
    with pytest.raises(CastlesError, match="not one of the Sizes"):
        rules.size_rank("Huge")  # was ValueError
    with pytest.raises(CastlesError, match="not Land, Sea and Air"):
        Structure("Small", "Moat", None).box()  # was TypeError
    with pytest.raises(CastlesError, match="not a Theatre"):
        Structure("Small", "Moat", (15, 0, 0)).value("Space")


def test_an_unknown_action_or_player_is_refused_naming_its_line(rules):
    """A mistyped action or sender in the Virtual Actions file is a mistake of the file, not a Virtual Action that
    failed: refused before the Fortnight runs, naming the entry and its line (never published as "✗ failed")."""
    from blognomic_tools.dynasties.castles import check_senders, parse_actions, read_state
    from blognomic_tools.parsers.gamestate import parse_gamestate

    text = ("# received since the last Fortnight\n- from: Kevan\n  at: 2024-02-26T10:00:00Z\n  action: assign\n  serfs: {Chop: 4}\n"
            "- from: pokes\n  at: 2024-02-26T11:00:00Z\n  action: bulid\n  structure: Dam\n")
    with pytest.raises(CastlesError) as e:
        parse_actions(text, "va.yaml")
    assert str(e.value) == "va.yaml: Virtual Action 2 (line 6, from pokes): 'bulid' is not a Virtual Action of this dynasty (assign, build, upgrade, no change)"
    vas = parse_actions(text.replace("bulid", "build").replace("from: pokes", "from: Pokse"), "va.yaml")
    gs = parse_gamestate((ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text(), "Gartenberg", player_terms=("Vassal", "Vassals"))
    with pytest.raises(CastlesError) as e:
        check_senders(read_state(rules, gs), vas)
    assert str(e.value).startswith("va.yaml: Virtual Action 2 (line 6, from Pokse): 'Pokse' is not a Vassal on the gamestate page (did you mean pokes")
    check_senders(read_state(rules, gs), parse_actions(text.replace("bulid", "build"), "va.yaml"))  # known names: fine
    # an action that is valid but cannot be done (no such Structure to upgrade) still fails in the Herald, as the rules say
    assert parse_actions("- from: Brendan\n  action: upgrade\n  structure: Drawbridge\n")[0].action == "upgrade"


def test_a_roll_the_die_cannot_give_is_said_before_the_wiki_is_asked(tmp_path):
    """--roll 9 on a DICE5, with a wiki that cannot be reached: the one error is the roll (nothing is read or written)."""
    root = Path(__file__).resolve().parent.parent
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    r = blognomic("fortnight", "--actions", str(root / "fixtures" / "sandbox" / "virtual-actions.yaml"), "--roll", "9",
                        "--ruleset", str(root / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki"), "--wiki", "http://127.0.0.1:9/api.php", env=env, timeout=120)
    assert r.returncode == 2 and r.stderr.strip() == "error: --roll 9: the Dice Roller's DICE5 gives 1 to 5", r.stderr


# -- the Herald post is never lost: a closed pipe, a signal after the save, an --out that cannot be written --------

VAS = ROOT / "fixtures" / "sandbox" / "virtual-actions.yaml"


@pytest.fixture
def garten(wiki_env, mediawiki, pinned_clock):
    """Gartenberg as recorded on the test wiki, the Fortnight's command line, and a client to read the wiki."""
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.saving import write_page
    from blognomic_tools.sources.wiki import Wiki, WikiSettings

    w = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
    pinned_clock("2024-02-24T09:15:00Z")
    base = write_page(w, "Gartenberg", lambda _: (ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text(), "Gartenberg as recorded",
                      yes=True, create=True).new_revid
    pinned_clock("2024-03-01T12:00:00Z")
    args = [EXE, "fortnight", "--actions", str(VAS), "--roll", "3", "--page", "Gartenberg", "--date", "2024-03-01T12:00:00Z",
            "--ruleset", str(FIX / "ruleset-2024-02-24.wiki")]
    return w, base, args


def kept_files(home: Path) -> list[Path]:
    return sorted((home / ".local" / "state" / "blognomic-tools" / "fortnight").glob("*.json"))


def test_a_pipe_closed_before_the_first_line_never_loses_the_herald_post(garten, wiki_env, tmp_path):
    """`fortnight --yes --out h.html | head -1`: the page is saved and h.html written, whatever happens to stdout (the
    exit code says the pipe closed: 141). The post is also kept in the state folder, keyed by the saved revision."""
    from conftest import run_into_a_closed_pipe

    w, base, args = garten
    out = tmp_path / "h.html"
    _, code, err = run_into_a_closed_pipe([*args, "--yes", "--out", str(out)], wiki_env, close_after=0)
    assert code == 141 and "Traceback" not in err, err
    saved = w.read("Gartenberg").revision.revid
    assert saved != base
    post = out.read_text()
    assert "<strong>Herald: 01/03/2024</strong>" in post and f"Special:Diff/{base}/{saved}" in post
    kept = kept_files(Path(wiki_env["HOME"]))
    assert len(kept) == 1 and f"Gartenberg-{saved}-" in kept[0].name
    # a rerun is refused as already run, and says that --resume gives its post; --resume gives the same post
    r = run(wiki_env, *args[1:], "--yes")
    assert r.returncode == 2 and "already been run" in r.stderr and "--resume gives its Herald post again" in r.stderr
    again = tmp_path / "again.html"
    r = run(wiki_env, *args[1:], "--resume", "--out", str(again))
    assert r.returncode == 0, r.stderr
    assert again.read_text() == post and f"revision {saved} (was {base}) is the Fortnight" in r.stdout and "nothing saved" in r.stdout
    assert w.read("Gartenberg").revision.revid == saved


def test_a_pipe_closed_after_the_first_line_keeps_the_post_printed(garten, wiki_env, tmp_path):
    """Without --out the post is printed: closed after the first line, the rest goes nowhere, but the post is kept and
    `--resume` prints it (typer.echo and rich's console both meet the closed pipe here; --json too)."""
    from conftest import run_into_a_closed_pipe

    w, base, args = garten
    first, code, err = run_into_a_closed_pipe([*args, "--yes", "--format", "wiki"], wiki_env)
    assert code == 141 and "Traceback" not in err, err
    assert first.startswith("--- Gartenberg (revision")
    saved = w.read("Gartenberg").revision.revid
    r = run(wiki_env, *args[1:], "--resume", "--format", "wiki")
    assert r.returncode == 0, r.stderr
    assert "Title: Herald: 01/03/2024" in r.stdout and f"[[:Special:Diff/{base}/{saved}|" in r.stdout and "kept in the tools' state folder" in r.stdout
    r2 = run(wiki_env, *args[1:], "--resume", "--format", "wiki")
    assert r2.stdout == r.stdout and w.read("Gartenberg").revision.revid == saved  # run twice: nothing changes, the same answer
    data = json.loads(run(wiki_env, *args[1:], "--resume", "--json").stdout)
    assert (data["status"], data["new_revid"], data["base_revid"], data["post_from"]) == ("already saved", saved, base, "kept")
    # --json closed after its first line: exit 141, never the 120 of a failed flush at exit, no "Exception ignored"
    _, code, err = run_into_a_closed_pipe([*args, "--resume", "--json"], wiki_env)
    assert code == 141 and err == "", err


def test_killed_after_the_save_the_post_is_rebuilt_from_the_wiki(garten, wiki_env, tmp_path):
    """SIGKILL once the save is on the wiki: whether or not the post was kept, `--resume` gives it; when the state folder
    does not have it, it is rebuilt from the saved revision's parent with the same actions and roll (exactly the saved
    text, else refused), then kept."""
    import signal
    import time

    w, base, args = garten
    out = tmp_path / "h.html"
    p = subprocess.Popen([*args, "--yes", "--out", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=wiki_env)
    while w.latest_revid("Gartenberg") == base and p.poll() is None:
        time.sleep(0.01)
    p.send_signal(signal.SIGKILL)
    p.communicate(timeout=60)
    saved = w.read("Gartenberg").revision.revid
    assert saved != base
    for f in kept_files(Path(wiki_env["HOME"])):  # as if it died before keeping the post
        f.unlink()
    out.unlink(missing_ok=True)
    r = run(wiki_env, *args[1:], "--resume", "--out", str(out))
    assert r.returncode == 0, r.stderr
    assert f"rebuilt from revision {base} with these Virtual Actions" in r.stdout and "written to" in r.stdout
    post = out.read_text()
    assert "<strong>Herald: 01/03/2024</strong>" in post and f"Special:Diff/{base}/{saved}" in post
    assert "pokes: Build Dam: Stone -1, {{box|Small Dam:0,15,0}} added" in post
    assert len(kept_files(Path(wiki_env["HOME"]))) == 1  # kept now: the next resume reads it
    r = run(wiki_env, *args[1:], "--resume", "--out", str(tmp_path / "h2.html"))
    assert r.returncode == 0 and "kept in" in r.stdout and (tmp_path / "h2.html").read_text() == post
    # other actions, or another roll, do not give the saved text: refused in one line, nothing written
    for f in kept_files(Path(wiki_env["HOME"])):
        f.unlink()
    fewer = tmp_path / "fewer.yaml"
    fewer.write_text(VAS.read_text().split("- from: qenya")[0].replace("structure: Moat", "structure: Wooden Wall"))
    r = run(wiki_env, *args[1:3], str(fewer), *args[4:], "--resume", "--out", str(tmp_path / "h3.html"))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert f"Gartenberg revision {saved} (saved by a Fortnight, DICE5 rolled 3) is not what these Virtual Actions" in r.stderr
    assert not (tmp_path / "h3.html").exists()
    r = run(wiki_env, *args[1:4], "--roll", "4", *args[6:], "--resume")
    assert r.returncode == 2 and "its roll is 3, not --roll 4" in r.stderr
    assert w.read("Gartenberg").revision.revid == saved


def test_an_out_that_cannot_be_written_saves_nothing(garten, wiki_env, tmp_path):
    """--out in a folder that does not exist (or a directory): refused before the save, one line, the page untouched."""
    w, base, args = garten
    for out, why in ((tmp_path / "no-such-folder" / "h.html", "No such file or directory"), (tmp_path, "is a directory")):
        r = run(wiki_env, *args[1:], "--yes", "--out", str(out))
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and why in r.stderr and "Traceback" not in r.stderr, r.stderr
        assert w.latest_revid("Gartenberg") == base and kept_files(Path(wiki_env["HOME"])) == []


def test_resume_with_no_fortnight_saved(garten, wiki_env):
    w, base, args = garten
    r = run(wiki_env, *args[1:], "--resume")
    assert r.returncode == 2 and "no revision of it was saved by a Fortnight" in r.stderr
    r = run(wiki_env, *args[1:], "--resume", "--yes")
    assert r.returncode == 2 and "not with --yes" in r.stderr
