"""What a new user meets first, run as a user runs it (real subprocesses of the installed `blognomic`, real fixtures):
quotes of rules, --json failures, help texts, narrow terminals, option names, the sandbox's clock."""
from __future__ import annotations

import json
import re
from pathlib import Path

from clirun import blognomic
from conftest import FIX

from blognomic_tools.reading.citations import excerpt

LIVE = str(FIX / "ruleset-2024-02-24.wiki")


def run(*args, env=None, columns="400", input=None):
    base = {"COLUMNS": columns, "PATH": "/usr/bin:/bin"}
    return blognomic(*args, input=input, env={**base, **(env or {})})


# -- quotes of rules: cut at a word, with "…" ----------------------------------------------------------------------

def test_profile_quotes_end_at_a_word_with_an_ellipsis():
    r = run("ruleset", "profile", LIVE)
    assert r.returncode == 0, r.stderr
    cut = re.findall(r"“([^”]*)…”", r.stdout)
    assert cut, r.stdout
    assert "instead considered to be…" in r.stdout and "considered to be va…" not in r.stdout
    text = Path(LIVE).read_text()
    for q in cut:  # each quote is the rule's words up to a whole one
        last = q.split()[-1]
        assert re.search(rf"{re.escape(last)}[\s,;:]", text), q


def test_excerpt_cuts_after_a_whole_word():
    line = "When the Sovereign has a valid Vote other than VETO on a Votable Matter, then all votes"
    assert excerpt(line, 30) == "When the Sovereign has a…"
    assert excerpt(line + "\nsecond line", 200) == line
    assert excerpt("Supercalifragilistic", 6) == "Super…"
    assert excerpt("on a Votable Matter, then", 21) == "on a Votable Matter…"


# -- --json: an error is JSON on stdout too --------------------------------------------------------------------------

def test_json_errors_are_one_json_object_on_stdout_besides_the_error_line():
    for args, code, what in ((("ruleset", "profile", "/tmp/nope.wiki", "--json"), 2, "/tmp/nope.wiki: no such file"),
                             (("ruleset", "rule", LIVE, "Vote", "--json"), 2, "no rule 'Vote'"),
                             (("tally", "--pending", "--as-of", "soon", "--json"), 2, "--as-of 'soon': not a time"),
                             (("tally", "--json", "--bogus"), 2, "No such option: --bogus")):
        r = run(*args)
        assert r.returncode == code, r.stderr
        assert json.loads(r.stdout) == {"error": r.stderr.removeprefix("error: ").rstrip("\n"), "exit": code}, r.stdout
        assert what in r.stderr and r.stderr.count("\n") == 1
    r = run("ruleset", "profile", "/tmp/nope.wiki")  # without --json: stdout stays empty
    assert r.returncode == 2 and r.stdout == ""


# -- help: no type noise ---------------------------------------------------------------------------------------------

def test_help_shows_no_type_on_flags():
    for cmd in (("tally",), ("validate",), ("ruleset", "profile"), ("sandbox", "up"), ("fail",)):
        r = run(*cmd, "--help", columns="150")
        assert r.returncode == 0, r.stderr
        assert "--json" in r.stdout or "--help" in r.stdout
        assert "<bool>" not in r.stdout and "<list[str]>" not in r.stdout, r.stdout
    assert "<str>" in run("tally", "--help", columns="150").stdout  # an option that takes a value still says so


# -- the config's Ruleset serves the ruleset commands too ------------------------------------------------------------

def test_ruleset_commands_read_the_configs_ruleset(tmp_path):
    cfg = tmp_path / "config.toml"
    cfg.write_text(f'[ruleset]\nfile = "{LIVE}"\n')
    env = {"BLOGNOMIC_CONFIG": str(cfg), "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php"}
    r = run("ruleset", "show", env=env)
    assert r.returncode == 0 and "47 rules and subrules" in r.stdout, r.stderr
    r = run("ruleset", "rule", "resolution of proposals", env=env)
    assert r.returncode == 0 and "1.6.2 Resolution of Proposals" in r.stdout, r.stderr
    r = run("ruleset", "profile", "--json", env=env)
    assert r.returncode == 0 and json.loads(r.stdout)["emperor_term"]["value"] == "Sovereign", r.stderr
    r = run("ruleset", "schema", "--json", env=env)
    assert r.returncode == 0 and json.loads(r.stdout), r.stderr
    r = run("ruleset", "rule", str(FIX / "ruleset-070.wiki"), env=env)  # a file and no title: still said
    assert r.returncode == 2 and "give the rule's TITLE" in r.stderr


# -- a config mistake names the file and the key ---------------------------------------------------------------------

def test_a_config_mistake_names_the_file_and_the_key(tmp_path):
    cfg = tmp_path / "config.toml"
    for text, said in (('[wiki]\nthrottle = 1\nurl = https://wiki.blognomic.com/api.php\n',
                        f"error: {cfg}: line 3, 'wiki.url': a string goes in quotes"),
                       ('[clock]\nnow = "soon"\n', f"error: {cfg}: 'clock.now' must be a time such as \"2024-02-22T12:00:00Z\", not the string 'soon'")):
        cfg.write_text(text)
        r = run("ruleset", "show", env={"BLOGNOMIC_CONFIG": str(cfg)})
        assert r.returncode == 2 and r.stderr.startswith(said) and r.stderr.count("\n") == 1, r.stderr


def test_a_narrow_terminal_stacks_a_tables_columns(tmp_path):
    """In a 40-column terminal the profile shows each field with its value and its rule's quote, one "column: value"
    line each, not a table squeezed to its headers; at 120 columns it is the table."""
    import os
    from pathlib import Path

    ruleset = str(Path(__file__).resolve().parents[1] / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki")
    env = {**os.environ, "HOME": str(tmp_path), "COLUMNS": "40"}
    r = blognomic("ruleset", "profile", ruleset, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert "field: quorum" in lines and "value: Sovereign" in lines
    assert any(ln.startswith("read from: Keywords (4.1): “Quorum:") for ln in lines)
    assert not any("┃" in ln or "│" in ln for ln in lines)
    r = blognomic("ruleset", "profile", ruleset, env={**env, "COLUMNS": "120"}, timeout=120)
    assert "┃" in r.stdout and "field: quorum" not in r.stdout
