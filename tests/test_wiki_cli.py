"""`blognomic wiki get|history|put` and `blognomic sandbox up|status|down`, run as a user runs them."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from blognomic_tools.sandbox.mediawiki import BOB_BOT

EXE = str(Path(sys.executable).parent / "blognomic")


@pytest.fixture
def env(wiki_env):
    return wiki_env


def run(env, *args, input=None):
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=env, input=input)


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
        (["wiki", "put", "No Such Page", str(f), "-m", "x", "--yes"], "does not exist"),
        (["wiki", "put", "Counter", str(f), "--create", "-m", "x", "--yes"], "already exists"),
        (["wiki", "get", "Counter", "--rev", "999999"], "no revision 999999"),
    ]
    for args, needle in cases:
        r = run(env, *args)
        assert r.returncode == 2 and needle in r.stderr and "Traceback" not in r.stderr, (args, r.stderr)
    bob = dict(env, BLOGNOMIC_WIKI_USER=BOB_BOT[0], BLOGNOMIC_WIKI_PASSWORD=BOB_BOT[1])
    r = run(bob, "wiki", "put", "Locked", str(f), "-m", "x", "--yes")
    assert r.returncode == 2 and "is protected" in r.stderr
    bad = dict(env, BLOGNOMIC_WIKI_PASSWORD="wrongwrongwrongwrongwrongwrongww")
    r = run(bad, "wiki", "put", "Counter", str(f), "-m", "x", "--yes")
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
