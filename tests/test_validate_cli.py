"""`blognomic gamestate show|fix` and `blognomic validate` end to end on the real local MediaWiki."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from blognomic_tools.sandbox.mediawiki import ADMIN_BOT, BOB_BOT
from blognomic_tools.sources.wiki import Wiki, WikiSettings
from blognomic_tools.saving import write_page
from clirun import blognomic
from conftest import FIX, ROOT

EXE = str(Path(sys.executable).parent / "blognomic")
G = ROOT / "fixtures" / "wiki" / "Gartenberg"
RS = str(FIX / "ruleset-2024-02-24.wiki")


def run(env, *args):
    return blognomic(*args, env=env)


@pytest.fixture
def gartenberg(mediawiki):
    """Gartenberg with its three recorded revisions, then a wrong edit by Bob (a Medium Moat at Small values)."""
    def w(who):
        x = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=who[0], password=who[1], throttle=0))
        x.login()
        return x

    admin, bob = w(ADMIN_BOT), w(BOB_BOT)
    revs = json.loads((G / "revisions.json").read_text())
    ids = []
    for i, r in enumerate(revs):
        text = (G / r["file"]).read_text()
        ids.append(write_page(bob if r["as"] == "bob" else admin, "Gartenberg", lambda _, t=text: t, r["summary"], yes=True, create=i == 0).new_revid)
    bad = (G / "03.wiki").read_text().replace("{{box|Small Wooden Wall:10,2,2}}<br/>{{box|Small Moat:15,0,0}}", "{{box|Small Wooden Wall:10,2,2}}<br/>{{box|Medium Moat:15,0,0}}")
    bad = bad.replace("| Kevan || 6 ||", "| Kevan || 4 ||")
    ids.append(write_page(bob, "Gartenberg", lambda _: bad, "Upgrade Moat", yes=True).new_revid)
    return ids


def test_gamestate_show_from_the_wiki(wiki_env, gartenberg):
    r = run(wiki_env, "gamestate", "show", "Gartenberg", "--ruleset", RS, "--json")
    data = json.loads(r.stdout)
    assert data["revid"] == gartenberg[-1] and data["players"]["Kevan"]["Wood"] == "4"
    assert data["globals"]["Fortnight"] == "3" and data["lists"]["Tasks"]["Smelt"] == ["Brendan (3)"]
    r = run(wiki_env, "gamestate", "show", "Gartenberg", "--ruleset", RS)
    assert "8 Vassals" in r.stdout and f"(revision {gartenberg[-1]})" in r.stdout


def test_validate_edits_already_made(wiki_env, gartenberg):
    r = run(wiki_env, "validate", "--page", "Gartenberg", "--rev", str(gartenberg[2]), "--ruleset", RS)
    assert r.returncode == 0 and "Kevan: Build Moat: Wood -1, Small Moat added" in r.stdout
    r = run(wiki_env, "validate", "--page", "Gartenberg", "--rev", str(gartenberg[3]), "--ruleset", RS, "--json")
    assert r.returncode == 1
    edit = json.loads(r.stdout)["edits"][0]
    assert edit["old_revid"] == gartenberg[2] and edit["new_revid"] == gartenberg[3]
    assert any("the values must be 30,0,0" in f["message"] and f["citation"]["rule"] == "Structures" for f in edit["findings"])
    r = run(wiki_env, "validate", "--page", "Gartenberg", "--since", "2000-01-01T00:00:00Z", "--ruleset", RS, "--json")
    edits = json.loads(r.stdout)["edits"]
    assert [e["legal"] for e in edits] == [True, True, False] and r.returncode == 1
    r = run(wiki_env, "validate", "--page", "Gartenberg", "--rev", str(gartenberg[0]), "--ruleset", RS)
    assert r.returncode == 2 and "created the page" in r.stderr


def test_validate_a_new_text_before_saving(wiki_env, gartenberg, tmp_path):
    cur = json.loads(run(wiki_env, "wiki", "get", "Gartenberg", "--json").stdout)["text"]
    f = tmp_path / "new.wiki"
    f.write_text(cur.replace("| Brendan || 3 || 4 || 0 || 0 || 9 || 2 ||", "| Brendan || 3 || 4 || 0 || 0 || 9 || 3 ||"))
    r = run(wiki_env, "validate", "--page", "Gartenberg", "--new", str(f), "--ruleset", RS)
    assert r.returncode == 1 and "Brendan: Reputation is 3: it may be at most 2" in r.stdout and "Reputation (2.1.3)" in r.stdout
    r = run(wiki_env, "validate", "--old", str(G / "02.wiki"), "--new", str(G / "03.wiki"), "--ruleset", RS)
    assert r.returncode == 0
    for args, needle in [(["validate", "--new", str(f), "--ruleset", RS], "give --old FILE --new FILE"),
                         (["validate", "--old", "/nope.wiki", "--new", str(f), "--ruleset", RS], "no such file"),
                         (["validate", "--page", "Nope", "--new", str(f), "--ruleset", RS], "does not exist")]:
        r = run(wiki_env, *args)
        assert r.returncode == 2 and needle in r.stderr and "Traceback" not in r.stderr


def test_fix_recomputes_box_values_through_the_safe_writer(wiki_env, gartenberg):
    r = run(wiki_env, "gamestate", "fix", "Gartenberg", "--ruleset", RS)
    assert r.returncode == 0, r.stderr
    assert "fix: Kevan: {{box|Medium Moat:15,0,0}} → {{box|Medium Moat:30,0,0}}" in r.stdout and "dry run: nothing written" in r.stdout
    r = run(wiki_env, "gamestate", "fix", "Gartenberg", "--ruleset", RS, "--yes", "-m", "Correcting the Moat's values")
    assert r.returncode == 0 and "saved Gartenberg as revision" in r.stdout
    before = json.loads(run(wiki_env, "wiki", "get", "Gartenberg", "--rev", str(gartenberg[-1]), "--json").stdout)["text"]
    after = json.loads(run(wiki_env, "wiki", "get", "Gartenberg", "--json").stdout)["text"]
    assert after == before.replace("{{box|Medium Moat:15,0,0}}", "{{box|Medium Moat:30,0,0}}")  # only those bytes
    r = run(wiki_env, "gamestate", "fix", "Gartenberg", "--ruleset", RS)
    assert "nothing to fix" in r.stdout


def test_names_checked_against_the_blog_roster(wiki_env, blog_server, tmp_path):
    new = (G / "03.wiki").read_text().replace("| Raven1207 || 2 || 2 || 0 || 0 || 5 || 0 || 4 ||\n|}",
                                              "| Raven1207 || 2 || 2 || 0 || 0 || 5 || 0 || 4 ||\n|-\n| Cuddlebeam || 0 || 0 || 0 || 0 || 5 || 0 || 0 ||\n|}")
    f = tmp_path / "new.wiki"
    f.write_text(new)
    args = ["validate", "--old", str(G / "03.wiki"), "--new", str(f), "--ruleset", RS]
    assert run(wiki_env, *args).returncode == 0  # without a roster: a new row is only reported
    r = run(wiki_env, *args, "--check-roster", "--blog", blog_server.url)
    assert r.returncode == 1 and "Cuddlebeam is not an active Vassal on the roster" in r.stdout and "warning" not in r.stderr
    r = run(wiki_env, *args, "--roster", "--blog", blog_server.url)  # the old spelling: the same check, and its new name said
    assert r.returncode == 1 and "Cuddlebeam is not an active Vassal on the roster" in r.stdout
    assert r.stderr.startswith("warning: validate --roster is now --check-roster")


def test_wiki_put_never_pushes_a_gamestate_that_breaks_the_rules(wiki_env, gartenberg, tmp_path):
    cur = json.loads(run(wiki_env, "wiki", "get", "Gartenberg", "--json").stdout)
    f = tmp_path / "g.wiki"
    f.write_text(cur["text"].replace("| Brendan || 3 || 4 || 0 || 0 || 9 || 2 ||", "| Brendan || 3 || 4 || 0 || 0 || 9 || 5 ||"))
    r = run(wiki_env, "wiki", "put", "Gartenberg", str(f), "-m", "Brendan's Reputation", "--yes", "--ruleset", RS)
    assert r.returncode == 1 and "not saved: the result would break the rules: Brendan: Reputation is 5: it may be at most 2 (Reputation)" in r.stdout
    assert json.loads(run(wiki_env, "wiki", "get", "Gartenberg", "--json").stdout)["revision"]["revid"] == cur["revision"]["revid"]
    r = run(wiki_env, "wiki", "put", "Gartenberg", str(f), "-m", "Brendan's Reputation (CfJ ruling)", "--yes", "--force", "--ruleset", RS)
    assert r.returncode == 0 and "saved Gartenberg" in r.stdout  # an admin may override, on purpose


def test_wiki_put_saves_what_the_tools_cannot_tell_and_says_it(wiki_env, gartenberg, tmp_path):
    """A Task list changed outside a Fortnight: nothing read explains it, nothing read forbids it. `validate` says
    cannot tell (exit 4); `wiki put` saves it and says so, never as an error."""
    cur = json.loads(run(wiki_env, "wiki", "get", "Gartenberg", "--json").stdout)
    f = tmp_path / "g.wiki"
    f.write_text(cur["text"].replace("| Repair || JonathanDark (5)", "| Repair || JonathanDark (4)"))
    r = run(wiki_env, "validate", "--page", "Gartenberg", "--new", str(f), "--ruleset", RS, "--json")
    assert r.returncode == 4 and json.loads(r.stdout)["verdict"] == "cannot tell"
    r = run(wiki_env, "wiki", "put", "Gartenberg", str(f), "-m", "Repair: one Serf fewer", "--yes", "--ruleset", RS)
    assert r.returncode == 0 and "saved Gartenberg" in r.stdout, r.stdout + r.stderr
    assert "cannot tell: unexplained change: Tasks: Repair 'JonathanDark (5)' → 'JonathanDark (4)'" in r.stdout
    # the edit now in the history: its editor is the revision's user (Admin's bot here), read for the check
    new = json.loads(run(wiki_env, "wiki", "get", "Gartenberg", "--json").stdout)["revision"]["revid"]
    r = run(wiki_env, "validate", "--page", "Gartenberg", "--rev", str(new), "--ruleset", RS, "--json")
    assert r.returncode == 4 and json.loads(r.stdout)["edits"][0]["editor"] == "Admin"


# -- input errors are exit 2, illegal edits exit 1 ------------------------------------------------

@pytest.fixture
def plain_env(tmp_path):
    """`blognomic` with no wiki at all (files only) and no config."""
    return {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "200"}


@pytest.mark.parametrize(
    "content,needle",
    [
        ("", "new.wiki (new text): the page is empty"),
        ((ROOT / "fixtures" / "blog" / "site" / "archive" / "moat_upgrade.html").read_text(), "new.wiki (new text): this is an HTML page (a blog post or a rendered page)"),
        ((FIX / "ruleset-2024-02-24.wiki").read_text(), "new.wiki (new text): not a gamestate page: it looks like a Ruleset (headings Core Rules, Dynastic Rules"),
        ("Notes only.\n\n'''Fortnight''': 3\n", "not a gamestate page: it has no wikitable at all (expected a table of Vassals whose first column is headed 'Vassal'"),
        ((G / "03.wiki").read_text()[:1360], "new.wiki (new text): the table opened at line 38 is never closed"),
        ("{|\x0b\n|}\n", "not a gamestate page"),
    ],
    ids=["empty", "blog-html", "ruleset", "no-players-table", "cut-in-a-table", "vertical-tab"],
)
def test_validate_input_errors_exit_2(plain_env, tmp_path, content, needle):
    f = tmp_path / "new.wiki"
    f.write_text(content)
    r = run(plain_env, "validate", "--old", str(G / "03.wiki"), "--new", str(f), "--ruleset", RS)
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert r.stderr.startswith("error: ") and needle in " ".join(r.stderr.split()) and "Traceback" not in r.stderr
    assert "illegal" not in r.stdout
    r = run(plain_env, "validate", "--old", str(f), "--new", str(G / "03.wiki"), "--ruleset", RS)  # the old side too
    assert r.returncode == 2 and needle.replace("new.wiki (new text)", "new.wiki (old text)") in " ".join(r.stderr.split())
    r = run(plain_env, "gamestate", "show", str(f), "--ruleset", RS, "--json")  # the error, as JSON on stdout too
    assert r.returncode == 2 and json.loads(r.stdout) == {"error": r.stderr.removeprefix("error: ").rstrip("\n"), "exit": 2}
    assert "Traceback" not in r.stderr


def test_validate_structural_edits_exit_1(plain_env, tmp_path):
    f = tmp_path / "new.wiki"
    g3 = (G / "03.wiki").read_text()
    f.write_text(g3.replace("|-\n| Smelt || Brendan (3)\n", ""))
    r = run(plain_env, "validate", "--old", str(G / "03.wiki"), "--new", str(f), "--ruleset", RS, "--json")
    assert r.returncode == 1
    edit = json.loads(r.stdout)["edits"][0]
    assert not edit["legal"] and any(c["kind"] == "row" and c["variable"] == "row Tasks: Smelt" for c in edit["changes"])
    assert any(x["severity"] == "error" and x["message"] == "row removed: 'Smelt' from table 'Tasks'" and x["place"] == "03.wiki → new.wiki, line 49 of the old revision" for x in edit["findings"])
    f.write_text(g3[: g3.index("== Virtual Actions ==")])
    r = run(plain_env, "validate", "--old", str(G / "03.wiki"), "--new", str(f), "--ruleset", RS)
    assert r.returncode == 1 and "error: section removed: == Virtual Actions ==" in r.stdout and "illegal (1 change; rules of Castles)" in r.stdout


def test_fix_json(wiki_env, gartenberg):
    r = run(wiki_env, "gamestate", "fix", "Gartenberg", "--ruleset", RS, "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["status"] == "dry-run" and data["base_revid"] == gartenberg[-1] and data["new_revid"] is None
    assert data["fixes"] == ["Kevan: {{box|Medium Moat:15,0,0}} → {{box|Medium Moat:30,0,0}}"]
    assert "-| Kevan || 4 ||" in data["diff"] and "{{box|Medium Moat:30,0,0}}" in data["diff"] and data["problems"] == []
    r = run(wiki_env, "gamestate", "fix", "Gartenberg", "--ruleset", RS, "--json", "--yes")
    saved = json.loads(r.stdout)
    assert r.returncode == 0 and saved["status"] == "saved" and saved["new_revid"] > saved["base_revid"] == gartenberg[-1]
    r = run(wiki_env, "gamestate", "fix", "Gartenberg", "--ruleset", RS, "--json")
    assert json.loads(r.stdout)["status"] == "unchanged" and json.loads(r.stdout)["fixes"] == []


def test_validate_since_shows_progress_only_on_a_terminal(wiki_env, gartenberg):
    import os
    import pty

    args = [EXE, "validate", "--page", "Gartenberg", "--since", "2000-01-01T00:00:00Z", "--ruleset", RS]
    env = {**wiki_env, "TERM": "xterm"}
    piped = subprocess.run(args, capture_output=True, text=True, env=env)
    assert piped.returncode == 1 and piped.stderr == ""  # no progress when stderr is not a terminal
    master, slave = pty.openpty()
    try:
        p = subprocess.run(args, stdout=subprocess.PIPE, stderr=slave, env=env)
        os.close(slave)
        seen = b""
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    finally:
        os.close(master)
    assert p.returncode == 1 and p.stdout.decode() == piped.stdout
    assert b"validating 4 edits of Gartenberg" in seen
