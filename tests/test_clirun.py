"""The tests run most commands inside their own process (tests/clirun.py): that run must be the installed
command's run, byte for byte, and a command run after others must answer as a command run on its own."""
from __future__ import annotations

import pytest

from clirun import blognomic
from conftest import BLOG_SITE, FIX

LIVE = str(FIX / "ruleset-2024-02-24.wiki")
MOAT = str(BLOG_SITE / "archive" / "moat_upgrade.html")
ENV = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", "COLUMNS": "200", "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php",
       "BLOGNOMIC_LIVE_BLOG": "http://127.0.0.1:9"}

COMMANDS = {
    "profile-json": (["ruleset", "profile", LIVE, "--json"], None),
    "rule-from-stdin": (["ruleset", "rule", "-", "Votes"], (FIX / "ruleset-2024-02-24.wiki").read_text(encoding="utf-8")),
    "tally-with-notes": (["tally", MOAT, "--ruleset", LIVE, "--as-of", "2024-02-22T12:00:00Z", "--admin", "Kevan"], None),
    "a-usage-mistake": (["tally", MOAT, "--as-of", "yesterday-ish"], None),
    "a-missing-file": (["ruleset", "show", "/nonexistent/ruleset.wiki"], None),
    "help": (["enact", "--help"], None),
}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_command_in_process_answers_as_the_installed_command(name, tmp_path):
    args, given = COMMANDS[name]
    env = dict(ENV, HOME=str(tmp_path))
    child = blognomic(*args, env=env, input=given, process=True)
    inside = blognomic(*args, env=env, input=given)
    assert (inside.returncode, inside.stdout, inside.stderr) == (child.returncode, child.stdout, child.stderr)


def test_a_command_run_after_others_says_its_warnings_and_notes_again(tmp_path):
    """What a command says "once per run" is said by each run: the second run in one process is not quieter."""
    env = dict(ENV, HOME=str(tmp_path))
    args = ["tally", MOAT, "--ruleset", LIVE, "--as-of", "2024-02-22T12:00:00Z", "--admin", "Kevan"]
    first, second = blognomic(*args, env=env), blognomic(*args, env=env)
    assert "note:" in first.stderr
    assert second.stderr == first.stderr and second.stdout == first.stdout


def test_the_layout_follows_each_runs_width(tmp_path):
    """The consoles are set up when a command starts: a run at 60 columns after one at 200 is laid out at 60."""
    wide = blognomic("ruleset", "profile", LIVE, env=dict(ENV, HOME=str(tmp_path)))
    narrow = blognomic("ruleset", "profile", LIVE, env=dict(ENV, HOME=str(tmp_path), COLUMNS="60"))
    child = blognomic("ruleset", "profile", LIVE, env=dict(ENV, HOME=str(tmp_path), COLUMNS="60"), process=True)
    assert narrow.stdout == child.stdout != wide.stdout
