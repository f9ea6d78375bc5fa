"""The CLI as a user runs it: real subprocesses of the installed `blognomic` script."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIX

EXE = shutil.which("blognomic", path=str(Path(sys.executable).parent)) or "blognomic"
LIVE = str(FIX / "ruleset-2024-02-24.wiki")


def run(*args, input=None):
    return subprocess.run([EXE, *args], capture_output=True, text=True, input=input, env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"})


def test_show_tree():
    r = run("ruleset", "show", LIVE)
    assert r.returncode == 0, r.stderr
    assert "1.5.1 Votes" in r.stdout and "2.1.3 Reputation" in r.stdout and "4 Appendix" in r.stdout
    assert "47 rules and subrules" in r.stdout


def test_show_json_from_text_render():
    r = run("ruleset", "show", str(FIX / "ruleset-070.txt"), "--json")
    data = json.loads(r.stdout)
    assert data["format"] == "text"
    core = data["sections"][0]
    assert core["name"] == "Core Rules" and core["rules"][4] == {"number": None, "title": "Enactment", "level": 2, "tags": [], "subrules": []}


def test_rule_by_title_and_number():
    r = run("ruleset", "rule", LIVE, "resolution of proposals")
    assert r.returncode == 0
    assert "1.6.2 Resolution of Proposals" in r.stdout and "It has been open for voting for at least 12 hours." in r.stdout
    r = run("ruleset", "rule", str(FIX / "ruleset-070.page.html"), "Rule 1.5", "--json")
    data = json.loads(r.stdout)
    assert data["title"] == "Enactment" and data["number"] == "1.5" and data["section"] == "Core Rules"


def test_profile_json_keys_and_citations():
    r = run("ruleset", "profile", LIVE, "--json")
    assert r.returncode == 0, r.stderr
    p = json.loads(r.stdout)
    for key in ("player_term", "player_term_plural", "emperor_term", "quorum", "vote_icons", "proposal", "cfj", "dov",
                "deferential", "hiatus", "gamestate_location"):
        assert key in p
    for key in ("player_term", "player_term_plural", "emperor_term", "quorum", "vote_icons", "gamestate_location"):
        assert set(p[key]["citation"]) >= {"rule", "text"}
    for group in ("proposal", "cfj", "dov", "deferential", "hiatus"):
        for name, field in p[group].items():
            assert "citation" in field and "value" in field, (group, name)
    assert p["emperor_term"]["value"] == "Sovereign"


def test_profile_json_is_deterministic():
    a = run("ruleset", "profile", str(FIX / "ruleset-205.html"), "--json").stdout
    b = run("ruleset", "profile", str(FIX / "ruleset-205.html"), "--json").stdout
    assert a == b and len(a) > 10000


def test_profile_human_table():
    r = run("ruleset", "profile", str(FIX / "ruleset-209.txt"))
    assert r.returncode == 0
    assert "Rules profile of Ruleset 209" in r.stdout
    assert "Imperial Deferentials [Active]" in r.stdout
    assert "Every mechanic the ruleset states was recognised." in r.stdout


def test_stdin_and_forced_format():
    r = run("ruleset", "show", "-", "--format", "text", input=(FIX / "ruleset-070.txt").read_text())
    assert r.returncode == 0 and "Ruleset 70 (text)" in r.stdout


@pytest.mark.parametrize(
    "args,needle",
    [
        (["ruleset", "show", "/nonexistent/Ruleset.wiki"], "no such file"),
        (["ruleset", "rule", LIVE, "Bananas"], "no rule 'Bananas'"),
        (["ruleset", "rule", str(FIX / "ruleset-209.wiki"), "Explorers"], "matches several rules"),
        (["ruleset", "show"], "give a SOURCE file"),
        (["ruleset", "profile", str(FIX)], "is a directory"),
    ],
)
def test_errors_are_one_clear_line(args, needle):
    r = run(*args)
    assert r.returncode == 2
    assert needle in r.stderr
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_empty_and_non_ruleset_files(tmp_path):
    empty = tmp_path / "Ruleset.wiki"
    empty.write_text("")
    r = run("ruleset", "show", str(empty))
    assert r.returncode == 2 and "the page is empty" in r.stderr
    other = tmp_path / "Gartenberg.wiki"
    other.write_text('{| class="wikitable"\n! Name !! Wood\n|-\n| Kevan || 5\n|}\n')
    r = run("ruleset", "profile", str(other))
    assert r.returncode == 2 and "not a BlogNomic ruleset" in r.stderr and "Gartenberg.wiki" in r.stderr
    binary = tmp_path / "x.html"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    r = run("ruleset", "show", str(binary))
    assert r.returncode == 2 and "not UTF-8" in r.stderr


def test_version():
    r = run("version")
    assert r.returncode == 0 and r.stdout.strip()
