"""`blognomic wiki get|history|put` and `blognomic sandbox up|status|down`, run as a user runs them."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from blognomic_tools.sandbox.mediawiki import BOB_BOT
from clirun import blognomic

EXE = str(Path(sys.executable).parent / "blognomic")


@pytest.fixture
def env(wiki_env):
    return wiki_env


def run(env, *args, input=None):
    return blognomic(*args, env=env, input=input)


def test_get_with_revision_identity(env):
    r = run(env, "wiki", "get", "Counter")
    assert r.returncode == 0 and "| Kevan || 0" in r.stdout
    assert "Counter revision" in r.stderr and "by Admin" in r.stderr
    data = json.loads(run(env, "wiki", "get", "Ruleset", "--json").stdout)
    assert data["revision"]["comment"].startswith("/* Dynastic Rules */") and len(data["revision"]["sha1"]) == 40


def test_history_json_and_request_count(env):
    data = json.loads(run(env, "wiki", "history", "History Test", "--json").stdout)
    assert len(data["revisions"]) == 60 and data["revisions"][-1]["text"] == "Revision 59"
    r = run(env, "wiki", "history", "History Test", "--since-rev", str(data["revisions"][55]["revid"]))
    assert "History of History Test (4 revisions)" in r.stdout


def test_put_is_a_dry_run_unless_yes(env, tmp_path):
    new = tmp_path / "c.wiki"
    new.write_text('{| class="wikitable"\n! Name !! Counter\n|-\n| Kevan || 7\n|}\n')
    before = json.loads(run(env, "wiki", "get", "Counter", "--json").stdout)["revision"]["revid"]
    r = run(env, "wiki", "put", "Counter", str(new), "-m", "Kevan gains 7")
    assert r.returncode == 0 and "-| Kevan || 0" in r.stdout and "+| Kevan || 7" in r.stdout and "dry run: nothing written" in r.stdout
    assert json.loads(run(env, "wiki", "get", "Counter", "--json").stdout)["revision"]["revid"] == before
    r = run(env, "wiki", "put", "Counter", str(new), "-m", "Kevan gains 7", "--yes")
    assert r.returncode == 0 and f"(was {before})" in r.stdout
    after = json.loads(run(env, "wiki", "get", "Counter", "--json").stdout)
    assert "| Kevan || 7" in after["text"] and after["revision"]["comment"] == "Kevan gains 7"


def test_put_errors(env, tmp_path):
    f = tmp_path / "x.wiki"
    f.write_text("new text")
    cases = [
        (["wiki", "put", "Counter", "/nonexistent.wiki", "-m", "x", "--yes"], "no such file"),
        (["wiki", "put", "No Such Page", str(f), "--force-current", "-m", "x", "--yes"], "does not exist"),
        (["wiki", "put", "Counter", str(f), "--create", "-m", "x", "--yes"], "already exists"),
        (["wiki", "get", "Counter", "--rev", "999999"], "no revision 999999"),
    ]
    for args, needle in cases:
        r = run(env, *args)
        assert r.returncode == 2 and needle in r.stderr and "Traceback" not in r.stderr, (args, r.stderr)
    bob = dict(env, BLOGNOMIC_WIKI_USER=BOB_BOT[0], BLOGNOMIC_WIKI_PASSWORD=BOB_BOT[1])
    r = run(bob, "wiki", "put", "Locked", str(f), "--force-current", "-m", "x", "--yes")
    assert r.returncode == 2 and "is protected" in r.stderr
    bad = dict(env, BLOGNOMIC_WIKI_PASSWORD="wrongwrongwrongwrongwrongwrongww")
    r = run(bad, "wiki", "put", "Counter", str(f), "--force-current", "-m", "x", "--yes")
    assert r.returncode == 2 and "login as Admin@tools failed" in r.stderr and "wrongwrong" not in r.stderr + r.stdout


def test_sandbox_lifecycle(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_SANDBOX_DIR": str(tmp_path / "sbx"), "COLUMNS": "200"}
    try:
        r = run(env, "sandbox", "up")
        assert r.returncode == 0, r.stderr
        assert "seeded: Ruleset (live era), Template:Box, Gartenberg (3 revisions)" in r.stdout
        cfg = tmp_path / "sbx" / "config.toml"
        assert f"export BLOGNOMIC_CONFIG={cfg}" in r.stdout
        assert oct(os.stat(cfg).st_mode)[-3:] == "600"
        env["BLOGNOMIC_CONFIG"] = str(cfg)
        assert run(env, "sandbox", "status").returncode == 0
        hist = json.loads(run(env, "wiki", "history", "Gartenberg", "--json").stdout)["revisions"]
        assert [h["comment"] for h in hist][-1] == "Build a Moat (1 Wood)" and [h["user"] for h in hist] == ["Admin", "Admin", "Bob"]
        prof = json.loads(run(env, "ruleset", "profile", "--wiki", cfg.read_text().split('url = "')[1].split('"')[0], "--json").stdout)
        assert prof["gamestate_location"]["value"]["page"] == "Gartenberg"
        tally = json.loads(run(env, "tally", "--pending", "--as-of", "2024-02-22T12:00:00Z", "--no-cache", "--json").stdout)
        assert tally["ruleset"] == "Ruleset" and len(tally["matters"]) == 5  # rules from the sandbox wiki, posts from its blog
        assert run(env, "sandbox", "up").returncode == 0  # idempotent
    finally:
        run(env, "sandbox", "down")
    r = run(env, "sandbox", "status")
    assert r.returncode == 1 and "down" in r.stdout


# -- wiki get --json -> edit -> wiki put --base-rev: two writers, no lost edit --------------------------

GARTENBERG = (Path(__file__).resolve().parent.parent / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text()


@pytest.fixture
def garten(env, tmp_path):
    f = tmp_path / "seed.wiki"
    f.write_text(GARTENBERG)
    r = run(env, "wiki", "put", "Gartenberg", str(f), "--create", "--yes", "-m", "Setting up the Castles gamestate")
    assert r.returncode == 0, r.stderr
    return json.loads(run(env, "wiki", "get", "Gartenberg", "--json").stdout)["revision"]["revid"]


def edit(env, tmp_path, name, old, new):
    """What a player does: fetch the page with its revision, edit the text, keep the revision."""
    got = json.loads(run(env, "wiki", "get", "Gartenberg", "--json").stdout)
    assert old in got["text"]
    f = tmp_path / f"{name}.wiki"
    f.write_text(got["text"].replace(old, new, 1))
    return f, got["revision"]["revid"]


# Legal edits of the Castles page: a Build spends one of the Structure's Material and adds a Small entry.
KEVAN = "| Kevan || 6 || 3 || 0 || 1 || 7 || 1 || 0 || {{box|Small Wooden Wall:10,2,2}}<br/>{{box|Small Moat:15,0,0}}"
KEVAN_BUILDS = "| Kevan || 5 || 3 || 0 || 1 || 7 || 1 || 0 || {{box|Small Wooden Wall:10,2,2}}<br/>{{box|Small Moat:15,0,0}}<br/>{{box|Small Moat:15,0,0}}"
CLUCKY = "| Clucky || 8 || 0 || 0 || 3 || 6 || 1 || 0 || {{box|Small Wooden Wall:10,2,2}}"
CLUCKY_BUILDS = "| Clucky || 7 || 0 || 0 || 3 || 6 || 1 || 0 || {{box|Small Wooden Wall:10,2,2}}<br/>{{box|Small Moat:15,0,0}}"
POKES = "| pokes || 2 || 7 || 1 || 0 || 5 || 0 || 3 || {{box|Medium Stone Wall:40,10,10}}"
POKES_WALL = "| pokes || 1 || 7 || 1 || 0 || 5 || 0 || 3 || {{box|Medium Stone Wall:40,10,10}}<br/>{{box|Small Wooden Wall:10,2,2}}"
POKES_DAM = "| pokes || 2 || 6 || 1 || 0 || 5 || 0 || 3 || {{box|Medium Stone Wall:40,10,10}}<br/>{{box|Small Dam:0,15,0}}"
POKES_STONE_WALL = "| pokes || 2 || 6 || 1 || 0 || 5 || 0 || 3 || {{box|Medium Stone Wall:40,10,10}}"


def test_put_from_an_old_revision_keeps_what_was_saved_since(env, tmp_path, garten):
    mine, base = edit(env, tmp_path, "mine", KEVAN, KEVAN_BUILDS)
    bob = dict(env, BLOGNOMIC_WIKI_USER=BOB_BOT[0], BLOGNOMIC_WIKI_PASSWORD=BOB_BOT[1])
    theirs, _ = edit(bob, tmp_path, "theirs", CLUCKY, CLUCKY_BUILDS)
    assert run(bob, "wiki", "put", "Gartenberg", str(theirs), "-m", "Clucky builds a Moat", "--yes").returncode == 0
    now = json.loads(run(env, "wiki", "get", "Gartenberg", "--json").stdout)["revision"]["revid"]
    r = run(env, "wiki", "put", "Gartenberg", str(mine), "--base-rev", str(base), "-m", "Kevan builds a Moat")
    assert r.returncode == 0 and "-| Kevan || 6" in r.stdout and "+| Kevan || 5" in r.stdout and "Clucky" not in r.stdout.split("merged your")[0]
    assert (f"merged your change (base revision {base}) onto the current revision {now}; kept from revision {now}: "
            "table 1 (Vassals), row Clucky, column Wood: '8' → '7'") in r.stdout
    assert f"dry run: nothing written (base revision {base}); add --yes to save" in r.stdout
    r = run(env, "wiki", "put", "Gartenberg", str(mine), "--base-rev", str(base), "-m", "Kevan builds a Moat", "--yes", "--json")
    out = json.loads(r.stdout)
    assert r.returncode == 0 and out["status"] == "saved" and out["base_revid"] == base and out["parent_revid"] == now, out
    assert out["merged_from"] == [now] and out["new_revid"] > now and out["merge_conflicts"] == [] and out["exit_code"] == 0
    text = json.loads(run(env, "wiki", "get", "Gartenberg", "--json").stdout)["text"]
    assert KEVAN_BUILDS in text and CLUCKY_BUILDS in text  # both
    # without --base-rev the base is the revision `wiki get` read (here the current one), and the dry run says so
    again, current = edit(env, tmp_path, "again", POKES, POKES_WALL)
    r = run(env, "wiki", "put", "Gartenberg", str(again), "-m", "x")
    assert r.stdout.startswith(f"base: revision {current} (") and ", the one `blognomic wiki get` read (no --base-rev given)\n" in r.stdout
    assert f"dry run: nothing written (base revision {current}: the current one); add --yes to save" in r.stdout and "-| pokes || 2" in r.stdout
    r = run(env, "wiki", "put", "Gartenberg", str(again), "--force-current", "-m", "x")
    assert f"dry run: nothing written (base revision {current}: the current one, as --force-current says); add --yes to save" in r.stdout
    # --base-rev naming the current revision: said as given
    r = run(env, "wiki", "put", "Gartenberg", str(again), "--base-rev", str(current), "-m", "x")
    assert f"dry run: nothing written (base revision {current}: the current one); add --yes to save" in r.stdout
    assert "as no --base-rev was given" not in r.stdout


@pytest.mark.parametrize("first", ["Admin", "Bob"])
@pytest.mark.parametrize("same_cell", [False, True])
def test_two_players_put_from_the_same_revision(env, tmp_path, garten, first, same_cell):
    bob = dict(env, BLOGNOMIC_WIKI_USER=BOB_BOT[0], BLOGNOMIC_WIKI_PASSWORD=BOB_BOT[1])
    a_env, b_env = (env, bob) if first == "Admin" else (bob, env)
    fa, base = edit(a_env, tmp_path, "a", POKES, POKES_WALL)  # pokes builds a Wooden Wall (1 Wood)
    fb, base_b = edit(b_env, tmp_path, "b", POKES, POKES_DAM) if same_cell else edit(b_env, tmp_path, "b", KEVAN, KEVAN_BUILDS)
    assert base == base_b == garten
    ra = run(a_env, "wiki", "put", "Gartenberg", str(fa), "--base-rev", str(base), "-m", "pokes builds a Wooden Wall", "--yes")
    assert ra.returncode == 0 and "saved Gartenberg as revision" in ra.stdout, ra.stdout + ra.stderr
    after_a = json.loads(run(env, "wiki", "get", "Gartenberg", "--json").stdout)
    rb = run(b_env, "wiki", "put", "Gartenberg", str(fb), "--base-rev", str(base), "-m", "B", "--yes")
    final = json.loads(run(env, "wiki", "get", "Gartenberg", "--json").stdout)
    if same_cell:  # pokes built on two devices: the Structures cell changed both ways
        assert rb.returncode == 3, rb.stdout + rb.stderr
        assert f"not saved: your change (base revision {base}) and the edits saved since (revision {after_a['revision']['revid']}) changed the same span of Gartenberg differently:" in rb.stdout
        assert "table 1 (Vassals), row pokes, column Structures (line 13):" in rb.stdout
        assert f"put it with --base-rev {after_a['revision']['revid']}" in rb.stdout
        assert final["revision"]["revid"] == after_a["revision"]["revid"] and POKES_WALL in final["text"]  # nothing saved, A kept
    else:
        assert rb.returncode == 0 and "saved Gartenberg as revision" in rb.stdout, rb.stdout + rb.stderr
        assert POKES_WALL in final["text"] and KEVAN_BUILDS in final["text"]  # both rows


def test_an_edit_the_rules_refuse_is_not_saved(env, tmp_path, garten):
    """Kevan's Wood 6 → 60 with nothing to explain it: in Castles Materials change only by Build, Upgrade and the
    Fortnight, so the edit is illegal, citing the rule; not saved unless --force."""
    f, base = edit(env, tmp_path, "wood", KEVAN, KEVAN.replace("| Kevan || 6 ", "| Kevan || 60 "))
    r = run(env, "wiki", "put", "Gartenberg", str(f), "-m", "Kevan finds some Wood", "--yes")
    assert r.returncode == 1 and "not saved: the result would break the rules" in r.stdout
    assert "Kevan's Wood '6' → '60': in Castles it changes only by Build or Upgrade" in r.stdout
    assert json.loads(run(env, "wiki", "get", "Gartenberg", "--json").stdout)["revision"]["revid"] == base


def test_put_base_rev_errors(env, tmp_path, garten):
    f = tmp_path / "x.wiki"
    f.write_text(GARTENBERG)
    counter = json.loads(run(env, "wiki", "get", "Counter", "--json").stdout)["revision"]["revid"]
    for args, needle in [
        (["--base-rev", str(counter)], f"revision {counter} belongs to 'Counter', not 'Gartenberg'"),
        (["--base-rev", "999999"], "no revision 999999"),
        (["--base-rev", str(garten), "--create"], "--base-rev and --create"),
    ]:
        r = run(env, "wiki", "put", "Gartenberg", str(f), "-m", "x", "--yes", *args)
        assert r.returncode == 2 and needle in r.stderr and "Traceback" not in r.stderr, (args, r.stderr)
    r = run(env, "wiki", "get", "Gartenberg")
    assert f"put an edit of it back with --base-rev {garten}" in r.stderr


# -- wiki put without --base-rev: the revision `wiki get` read, never silently the current one ---------------------

def get_to_file(env, tmp_path, name, *args):
    """`blognomic wiki get Gartenberg [ARGS] > NAME.wiki`, as a user does it."""
    f = tmp_path / f"{name}.wiki"
    with f.open("w") as out:
        r = subprocess.run([EXE, "wiki", "get", "Gartenberg", *args], stdout=out, stderr=subprocess.PIPE, text=True, env=env)
    assert r.returncode == 0, r.stderr
    return f


def current(env) -> dict:
    return json.loads(run(env, "wiki", "get", "Gartenberg", "--json").stdout)


def test_put_without_base_rev_keeps_the_edits_saved_after_wiki_get(env, tmp_path):
    """Kevan reads revision N (`wiki get > file`), Bob saves pokes' Wall, Kevan puts his edit without --base-rev: the
    put used to take the current revision as the base and undo Bob's save silently, exit 0 (on a page no rule
    validates; on the gamestate page the validator happened to refuse the undone Build)."""
    page = "Castles Archive"
    seed = tmp_path / "seed.wiki"
    seed.write_text(GARTENBERG)
    assert run(env, "wiki", "put", page, str(seed), "--create", "--yes", "-m", "A copy").returncode == 0
    f = tmp_path / "mine.wiki"
    with f.open("w") as out:
        assert subprocess.run([EXE, "wiki", "get", page], stdout=out, stderr=subprocess.DEVNULL, env=env).returncode == 0
    base = json.loads(run(env, "wiki", "get", page, "--json").stdout)["revision"]["revid"]
    bob = dict(env, BLOGNOMIC_WIKI_USER=BOB_BOT[0], BLOGNOMIC_WIKI_PASSWORD=BOB_BOT[1])
    theirs = tmp_path / "theirs.wiki"
    theirs.write_text(GARTENBERG.replace(POKES, POKES_WALL))
    assert run(bob, "wiki", "put", page, str(theirs), "--base-rev", str(base), "-m", "pokes builds a Wooden Wall", "--yes").returncode == 0
    f.write_text(f.read_text().replace(KEVAN, KEVAN_BUILDS))
    r = run(env, "wiki", "put", page, str(f), "-m", "Kevan builds a Moat", "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    made = json.loads(run(env, "wiki", "history", page, "--json").stdout)["revisions"][0]
    assert r.stdout.startswith(f"base: revision {base} ({made['timestamp']}, Admin), the one `blognomic wiki get` read (no --base-rev given)\n"), r.stdout
    assert "merged your change (base revision" in r.stdout and f"saved {page} as revision" in r.stdout
    text = json.loads(run(env, "wiki", "get", page, "--json").stdout)["text"]
    assert KEVAN_BUILDS in text and POKES_WALL in text  # Bob's save kept


def test_put_from_wiki_get_rev_and_from_the_nearer_of_two_reads(env, tmp_path, garten):
    """`wiki get --rev N` records N; of two reads, FILE's base is the revision it is nearest to; two equally near
    (and different) are not guessed."""
    bob = dict(env, BLOGNOMIC_WIKI_USER=BOB_BOT[0], BLOGNOMIC_WIKI_PASSWORD=BOB_BOT[1])
    theirs, _ = edit(bob, tmp_path, "theirs", POKES, POKES_WALL)
    assert run(bob, "wiki", "put", "Gartenberg", str(theirs), "-m", "pokes builds a Wooden Wall", "--yes").returncode == 0
    now = current(env)["revision"]["revid"]  # read again (a second record): revision now, with pokes' Wall
    old = get_to_file(env, tmp_path, "old", "--rev", str(garten))  # and the old revision, by its id
    old.write_text(old.read_text().replace(KEVAN, KEVAN_BUILDS))  # nearer to `garten` than to `now`
    r = run(env, "wiki", "put", "Gartenberg", str(old), "-m", "Kevan builds a Moat", "--json")
    out = json.loads(r.stdout)
    assert r.returncode == 0 and out["base_revid"] == garten and out["parent_revid"] == now and out["base_from"] == "wiki get"
    assert "-| pokes" not in out["diff"] and out["merged_from"] == [now]
    tie = tmp_path / "tie.wiki"  # pokes' row changed a third way: one line from either revision
    tie.write_text(old.read_text().replace(POKES, POKES_DAM))
    r = run(env, "wiki", "put", "Gartenberg", str(tie), "-m", "x", "--yes")
    assert r.returncode == 2 and r.stderr == (f"error: {tie}: it could be an edit of revision {garten} or {now} of 'Gartenberg' (each read with "
                                              "`blognomic wiki get`, each as near to it): give --base-rev N, the revision it was read at\n"), r.stderr
    assert current(env)["revision"]["revid"] == now


def test_put_with_no_recorded_read_is_refused_unless_base_rev_or_force_current(env, tmp_path, garten):
    fresh = dict(env, HOME=str(tmp_path / "elsewhere"))  # another machine: no `wiki get` recorded there
    f = tmp_path / "g.wiki"
    f.write_text(GARTENBERG.replace(KEVAN, KEVAN_BUILDS))
    r = run(fresh, "wiki", "put", "Gartenberg", str(f), "-m", "Kevan builds a Moat", "--yes")
    refusal = (f"error: {f}: the revision it was read from is unknown (no `blognomic wiki get` of 'Gartenberg' on {env_url(env)} is "
               "recorded): give --base-rev N, the revision it was read at, or --force-current to put it over the current revision as it "
               "is (undoing any edit saved since it was read)")
    assert r.returncode == 2 and r.stderr == refusal + "\n" and r.stdout == "", r.stderr
    assert current(env)["revision"]["revid"] == garten  # nothing saved
    r = run(fresh, "wiki", "put", "Gartenberg", str(f), "-m", "Kevan builds a Moat")  # a dry run: the diff, and that saving is refused
    assert r.returncode == 2 and "+" + KEVAN_BUILDS in r.stdout and "dry run" not in r.stdout
    assert r.stderr == refusal + f" (dry run: the diff shown is against the current revision {garten}; saving it would be refused)\n"
    r = run(fresh, "wiki", "put", "Gartenberg", str(f), "-m", "Kevan builds a Moat", "--force-current", "--yes")
    assert r.returncode == 0 and "saved Gartenberg as revision" in r.stdout and KEVAN_BUILDS in current(env)["text"]
    r = run(fresh, "wiki", "put", "Gartenberg", str(f), "-m", "x", "--force-current", "--base-rev", str(garten))
    assert r.returncode == 2 and r.stderr.startswith("error: --base-rev and --force-current: give one")


def env_url(env) -> str:
    cfg = Path(env["BLOGNOMIC_CONFIG"]).read_text()
    return cfg.split('url = "')[1].split('"')[0].removesuffix("api.php")


@pytest.mark.parametrize("content", ["", " \n\n\t\n"])
def test_an_empty_file_is_refused_unless_allow_empty(env, tmp_path, garten, content):
    """A failed `wiki get > file` leaves an empty file: putting it used to blank the page, exit 0."""
    f = tmp_path / "g.wiki"
    with f.open("w") as out:  # the get fails (no such revision) and leaves the file empty
        assert subprocess.run([EXE, "wiki", "get", "Gartenberg", "--rev", "999999"], stdout=out, stderr=subprocess.DEVNULL, env=env).returncode == 2
    f.write_text(content)
    r = run(env, "wiki", "put", "Gartenberg", str(f), "-m", "x", "--base-rev", str(garten), "--yes")
    assert r.returncode == 2 and r.stderr.startswith(f"error: {f} is empty") and "give --allow-empty to blank the page" in r.stderr, r.stderr
    assert current(env)["revision"]["revid"] == garten
    r = run(env, "wiki", "put", "Gartenberg", "-", "-m", "x", "--base-rev", str(garten), "--yes", input=content)
    assert r.returncode == 2 and r.stderr.startswith("error: stdin is empty")
    r = run(env, "wiki", "put", "Gartenberg", str(f), "-m", "Blanking", "--base-rev", str(garten), "--allow-empty", "--force", "--yes")
    assert r.returncode == 0, r.stderr
    assert current(env)["text"] == ""


def test_a_dry_run_of_create_says_a_new_page(env, tmp_path):
    f = tmp_path / "new.wiki"
    f.write_text("A new page.\n")
    r = run(env, "wiki", "put", "Brand New", str(f), "--create", "-m", "x")
    assert r.returncode == 0 and r.stdout.endswith("+A new page.\ndry run: nothing written (a new page); add --yes to save\n"), r.stdout
