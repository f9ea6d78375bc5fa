"""The CLI as a user runs it. What the process itself does (Ctrl-C, a closed pipe, start-up, completion, the sandbox's
servers) runs the installed `blognomic` script; the answers run in process (tests/clirun.py, checked byte for byte
against the script by tests/test_clirun.py)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from clirun import blognomic
from conftest import FIX

EXE = shutil.which("blognomic", path=str(Path(sys.executable).parent)) or "blognomic"
LIVE = str(FIX / "ruleset-2024-02-24.wiki")


def run(*args, input=None):
    return blognomic(*args, input=input, env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"})


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


# -- the three forms of SOURCE ------------------------------------------------------------------------------


def test_ruleset_source_forms_file_stdin_and_wiki(mediawiki, tmp_path):
    """`ruleset rule FILE TITLE`, `ruleset rule - TITLE` and `ruleset rule --wiki URL --page P TITLE` (the README's forms)."""
    api = mediawiki["url"] + "api.php"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "200"}
    by_file = blognomic("ruleset", "rule", LIVE, "Votes", "--json", env=env)
    by_stdin = blognomic("ruleset", "rule", "-", "Votes", "--json", env=env, input=Path(LIVE).read_text())
    by_wiki = blognomic("ruleset", "rule", "--wiki", api, "--page", "Ruleset", "Votes", "--json", env=env)
    for r in (by_file, by_stdin, by_wiki):
        assert r.returncode == 0, r.stderr
    texts = [json.loads(r.stdout)["text"] for r in (by_file, by_stdin, by_wiki)]
    assert texts[0] == texts[1] == texts[2] and "DEFERENTIAL" in texts[0]
    assert json.loads(by_wiki.stdout)["number"] == "1.5.1"
    # the human form, the page defaulting to Ruleset, and the title given before the option
    r = blognomic("ruleset", "rule", "Votes", "--wiki", api, env=env)
    assert r.returncode == 0 and r.stdout.startswith("1.5.1 Votes  (Core Rules, Ruleset (wikitext, revision ")
    r = blognomic("ruleset", "show", "--wiki", api, "--page", "Ruleset 70", env=env)
    assert r.returncode == 0 and "1.5 Enactment" in r.stdout
    r = blognomic("ruleset", "profile", "--wiki", api, "--json", env=env)
    assert r.returncode == 0 and json.loads(r.stdout)["emperor_term"]["value"] == "Sovereign"
    # both a file and --wiki: said, not guessed
    r = blognomic("ruleset", "rule", LIVE, "Votes", "--wiki", api, env=env)
    assert r.returncode == 2 and "not both" in r.stderr


def test_rule_without_title_is_one_line():
    r = run("ruleset", "rule", LIVE)
    assert r.returncode == 2 and "give the rule's TITLE" in r.stderr and len(r.stderr.strip().splitlines()) == 1


# -- brackets are text, not markup ------------------------------------------------------------------------------


def _commands():
    from blognomic_tools.cli.main import build

    def walk(cmd, path):
        yield path, cmd
        for name, sub in sorted((getattr(cmd, "commands", None) or {}).items()):
            yield from walk(sub, path + [name])

    return list(walk(build(), []))


def _flat(text: str) -> str:
    return " ".join(text.replace("│", " ").split())


def test_help_of_every_command_keeps_its_brackets():
    """'[ruleset]', '[Tag]s', '[wiki] url'... were read as rich markup and vanished from --help."""
    import typer

    from blognomic_tools.cli import main as cli_main

    raw = typer.main.get_command(cli_main.app)  # the texts as written
    raw_by_path = {}

    def walk(cmd, path):
        raw_by_path[tuple(path)] = cmd
        for name, sub in (getattr(cmd, "commands", None) or {}).items():
            walk(sub, path + [name])

    walk(raw, [])
    checked = 0
    for path, _ in _commands():
        cmd = raw_by_path[tuple(path)]
        texts = [p.help for p in cmd.params if getattr(p, "help", None) and "[" in p.help]
        if cmd.help and "[" in cmd.help:
            texts.append(cmd.help.split("\n\n")[0])
        if not texts:
            continue
        r = blognomic(*path, "--help", env={"COLUMNS": "2000", "PATH": "/usr/bin:/bin"})  # in process: the texts, not the process
        assert r.returncode == 0, r.stderr
        out = _flat(r.stdout)
        for t in texts:
            assert _flat(t) in out, (path, t)
            checked += 1
    assert checked >= 3  # at least --ruleset's "[ruleset]", rule's "[Tag]s", tally's "[admin] name"
    wide = {"COLUMNS": "2000", "PATH": "/usr/bin:/bin"}
    for args, literal in [(["wiki", "put", "--help"], "default: the config's [ruleset]"), (["ruleset", "rule", "--help"], "[Tag]s"),
                          (["tally", "--help"], "the config's [admin] name")]:
        assert literal in blognomic(*args, env=wide).stdout, args


def test_error_with_brackets_is_printed_intact(tmp_path):
    d = tmp_path / "[ruleset]" / "[bold]x"
    r = run("ruleset", "show", str(d / "Ruleset.wiki"))
    assert r.returncode == 2 and f"error: {d / 'Ruleset.wiki'}: no such file" in r.stderr
    r = run("ruleset", "rule", LIVE, "[Core] Bananas")
    assert r.returncode == 2 and "'[Core] Bananas'" in r.stderr


def test_usage_mistakes_are_one_line():
    for args, needle in [(["ruleset", "rule", "--bogus"], "No such option: --bogus"),
                         (["tally", "--as-of"], "--as-of"),
                         (["wiki", "history", "Gartenberg", "--since-rev", "abc"], "'--since-rev'")]:
        r = run(*args)
        assert r.returncode == 2 and r.stderr.startswith("error: ") and needle in r.stderr, (args, r.stderr)
        assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


# -- the config file ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "content,needles",
    [
        (b"\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00", ["not a text file", "NUL"]),
        (b"[wiki]\nurl = \"caf\xe9\"\n", ["not a text file", "not UTF-8"]),
        (b"[wiki\nurl = 1\n", ["not valid TOML"]),
        (b'blog = "https://blognomic.com"\n', ["'blog' must be a table", "not the string 'https://blognomic.com'"]),
        (b'[wiki]\nmax_retries = "abc"\n', ["'wiki.max_retries' must be an integer", "not the string 'abc'"]),
        (b"[wiki]\nthrottle = true\n", ["'wiki.throttle' must be a number", "not a boolean"]),
        (b"[wiki]\nretries = 3\n", ["unknown key 'wiki.retries'", "max_retries"]),
        (b'[rulset]\nfile = "x"\n', ["unknown key 'rulset'", "[ruleset]"]),
        (b"[blog]\nselectors = 3\n", ["'blog.selectors' must be a table of CSS selectors"]),
        (b"[blog.selectors]\ncomment = 3\n", ["'blog.selectors.comment' must be a CSS selector"]),
        (b"[admin]\nname = 7\n", ["'admin.name' must be a string", "not the integer 7"]),
        (b"[wiki]\nmax_retries = -1\n", ["'wiki.max_retries' must not be negative"]),
    ],
)
def test_bad_config_file_is_one_line_naming_file_and_key(tmp_path, content, needles):
    cfg = tmp_path / "config.toml"
    cfg.write_bytes(content)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_CONFIG": str(cfg), "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php"}
    post = str(FIX.parent / "blog" / "site" / "archive" / "moat_upgrade.html")
    commands = [["tally", post], ["wiki", "get", "Gartenberg"], ["gamestate", "show", "Gartenberg"]]
    for args in commands if content.startswith(b"blog =") else commands[:1]:
        r = blognomic(*args, env=env)
        assert r.returncode == 2, (args, r.stdout, r.stderr)
        assert r.stderr.startswith(f"error: {cfg}: ") and len(r.stderr.strip().splitlines()) == 1, r.stderr
        assert "Traceback" not in r.stderr
        for n in needles:
            assert n in r.stderr, (n, r.stderr)


def test_config_schema_accepts_the_documented_example(tmp_path):
    from blognomic_tools.config import parse_config

    example = (
        '[wiki]\nurl = "https://wiki.blognomic.com/api.php"\nuser = "Kevan@blognomic-tools"\nthrottle = 10\n'
        'max_retries = 5\nretry_timeout = 3\n\n[blog]\nurl = "https://blognomic.com"\n\n[blog.selectors]\n'
        'comment_body = "div.commentbody"\n\n[ruleset]\nwiki = "https://wiki.blognomic.com/api.php"\npage = "Ruleset"\n\n'
        '[admin]\nname = "Kevan"\n'
    )
    data = parse_config(example.encode(), "config.toml")
    assert data["admin"]["name"] == "Kevan" and data["wiki"]["throttle"] == 10


def test_admin_name_from_the_config(tmp_path):
    cfg = tmp_path / "config.toml"
    cfg.write_text('[admin]\nname = "Kevan"\n')
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_CONFIG": str(cfg)}
    post = str(FIX.parent / "blog" / "site" / "archive" / "moat_upgrade.html")
    args = ["tally", post, "--ruleset", LIVE, "--as-of", "2024-02-22T12:00:00Z", "--json"]
    r = blognomic(*args, env=env)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["matters"][0]["suggested_note"].endswith("Enacted by Kevan.")
    r = blognomic(*args, "--admin", "Josh", env=env)
    assert json.loads(r.stdout)["matters"][0]["suggested_note"].endswith("Enacted by Josh.")


# -- without a config: the live sites --------------------------------------------------------------------------


def test_without_config_the_ruleset_is_the_live_wikis(tmp_path, mediawiki):
    """No --ruleset and no [ruleset]: the Ruleset page of the wiki the commands read (here the "live" wiki is the
    test MediaWiki: BLOGNOMIC_LIVE_WIKI moves the live default; no config file exists)."""
    post = str(FIX.parent / "blog" / "site" / "archive" / "moat_upgrade.html")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "BLOGNOMIC_LIVE_WIKI": mediawiki["url"] + "api.php"}
    r = blognomic("tally", post, "--as-of", "2024-02-22T12:00:00Z", "--json", env=env)
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["ruleset"] == "Ruleset" and data["matters"][0]["verdict"] == "enactable now"


def test_without_config_an_unreachable_live_wiki_is_named(tmp_path):
    """The default is used (the dead "live" URL is in the error), one line, no traceback, no internet reached."""
    cfg = tmp_path / "config.toml"
    cfg.write_text("[wiki]\nmax_retries = 0\nretry_timeout = 0\n")  # no url, no [ruleset]: the live defaults
    post = str(FIX.parent / "blog" / "site" / "archive" / "moat_upgrade.html")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_CONFIG": str(cfg), "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php"}
    for args in (["tally", post, "--as-of", "2024-02-22T12:00:00Z"], ["wiki", "get", "Gartenberg"]):
        r = blognomic(*args, env=env)
        assert r.returncode == 2, (args, r.stdout)
        assert r.stderr.startswith("error: cannot reach the wiki at http://127.0.0.1:9/ (connection refused)") and len(r.stderr.strip().splitlines()) == 1, r.stderr
        assert "Traceback" not in r.stderr


def test_without_config_the_blog_is_the_live_one(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "BLOGNOMIC_LIVE_BLOG": "http://127.0.0.1:9"}
    r = blognomic("tally", "--pending", "--ruleset", LIVE, "--no-cache", env=env)
    assert r.returncode == 2 and "127.0.0.1:9" in r.stderr and "Traceback" not in r.stderr


# -- version, completion, piped output --------------------------------------------------------------------------


def test_version_option_and_completion():
    from blognomic_tools import __version__

    for args in (["--version"], ["version"]):
        r = run(*args)
        assert r.returncode == 0 and r.stdout.strip() == f"blognomic-tools {__version__}"
    env = {"PATH": "/usr/bin:/bin", "_BLOGNOMIC_COMPLETE": "complete_bash", "COMP_WORDS": "blognomic rul", "COMP_CWORD": "1"}
    r = subprocess.run([EXE], capture_output=True, text=True, env=env)
    assert r.returncode == 0 and r.stdout.split() == ["ruleset"]  # what bash's completion asks for `blognomic rul<TAB>`
    env = {"PATH": "/usr/bin:/bin", "_BLOGNOMIC_COMPLETE": "source_bash"}
    assert "_blognomic_completion()" in subprocess.run([EXE], capture_output=True, text=True, env=env).stdout
    r = run("--help")
    assert "--install-completion" in r.stdout and "--version" in r.stdout


def test_piped_output_is_not_wrapped_at_80_columns(tmp_path):
    """Piped (no terminal, no COLUMNS): long lines stay whole: a path, a rule's paragraph."""
    deep = tmp_path / ("a-rather-long-directory-name-" * 4) / "saved posts of February 2024"
    deep.mkdir(parents=True)
    post = deep / "moat_upgrade.html"
    post.write_text((FIX.parent / "blog" / "site" / "archive" / "moat_upgrade.html").read_text())
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    r = blognomic("tally", str(post), "--ruleset", LIVE, "--as-of", "2024-02-22T12:00:00Z", "--admin", "Kevan", env=env)
    assert r.returncode == 0, r.stderr
    assert f"1. Proposal: Moat Upgrade — enactable now  {post}" in r.stdout.splitlines()
    r = blognomic("ruleset", "rule", str(FIX / "ruleset-209.html"), "imperial deferentials", env=env)
    assert "If the Narrator has voted DEFERENTIAL on a Proposal, that vote is instead considered to be valid and either FOR" in r.stdout


def test_sandbox_export_line_is_one_piece_when_piped(tmp_path):
    sbx = tmp_path / ("sandbox-with-a-long-path-" * 4) / "sbx"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_SANDBOX_DIR": str(sbx)}
    try:
        r = blognomic("sandbox", "up", env=env, process=True)
        assert r.returncode == 0, r.stderr
        assert f"  export BLOGNOMIC_CONFIG={sbx / 'config.toml'}" in r.stdout.splitlines()
    finally:
        blognomic("sandbox", "down", env=env, process=True)


def test_sandbox_without_mediawiki_is_one_line_saying_how_to_install_it(tmp_path):
    # no php on the PATH: the local MediaWiki cannot run, as on a machine where `make system-deps` was never run
    env = {"PATH": str(tmp_path / "no-bin"), "HOME": str(tmp_path), "BLOGNOMIC_SANDBOX_DIR": str(tmp_path / "sbx")}
    r = blognomic("sandbox", "up", env=env, process=True)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "MediaWiki is not installed: run `make system-deps`" in r.stderr and "Traceback" not in r.stderr


def test_offline_without_a_ruleset_the_error_says_what_to_pass(tmp_path):
    """`gamestate show FILE` (and every command that reads the Ruleset in force) with no --ruleset and no wiki within
    reach: the error names the wiki and says how to give the Ruleset instead."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php"}
    page = str(FIX.parent / "wiki" / "Gartenberg" / "03.wiki")
    r = blognomic("gamestate", "show", page, env=env, timeout=120)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
    assert "cannot reach the wiki" in r.stderr and "give it with --ruleset FILE (.wiki, .html or .txt) or --ruleset-wiki URL" in r.stderr
    r = blognomic("gamestate", "show", page, "--ruleset", LIVE, env=env, timeout=120)
    assert r.returncode == 0 and "Kevan" in r.stdout


def test_ctrl_c_at_any_time_of_start_up_is_one_line(tmp_path):
    """Ctrl-C while the modules load, or while the command runs: 'error: interrupted', exit 130, no traceback."""
    import signal
    import time

    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php"}
    seen = []
    delays = [0.08, 0.12, 0.16, 0.2, 0.3, 0.5, 0.8, 1.2]
    while delays:
        delay = delays.pop(0)
        p = subprocess.Popen([EXE, "ruleset", "profile", LIVE], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        time.sleep(delay)
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=120)
        if not delays and 130 not in seen and p.returncode != 0 and delay < 60:
            delays.append(delay * 1.4)  # a loaded machine: the project's code had not started yet; wait longer
        if err.startswith("Fatal Python error: init_") or p.returncode == -signal.SIGINT or (
                "Traceback" in err and "blognomic_tools" not in err.replace("from blognomic_tools.cli.entry import main", "")):
            continue  # the interrupt came while Python itself started, before any of the project's code ran
        assert "Traceback" not in err, (delay, err)
        if p.returncode == 130:
            assert err.strip().splitlines() == ["error: interrupted"], err
        seen.append(p.returncode)
    assert 130 in seen, f"no interrupt reached the project's code; exit codes after its start: {seen}"


INTERRUPT_IN_A_CALLBACK = """
import signal, sys, weakref
from blognomic_tools.cli import entry, main as cli_main

def run():  # the command: Ctrl-C arrives while Python runs a weak reference's callback (as happens while modules load)
    class Thing:
        pass
    thing = Thing()
    ref = weakref.ref(thing, lambda r: signal.raise_signal(signal.SIGINT))
    del thing
    for _ in range(100000):
        pass
    print("went on as if not interrupted")

cli_main.main = run
sys.argv = ["blognomic"]
entry.main()
"""


def test_ctrl_c_inside_a_callback_of_python_is_still_one_line_and_stops(tmp_path):
    """An interrupt that comes while Python runs a callback of its own cannot be raised there (Python prints it as
    "Exception ignored", with a traceback, and goes on): the program still stops with 'error: interrupted', 130."""
    r = subprocess.run([sys.executable, "-c", INTERRUPT_IN_A_CALLBACK], capture_output=True, text=True, timeout=120)
    assert (r.returncode, r.stderr, r.stdout) == (130, "error: interrupted\n", "")


def test_a_closed_pipe_is_never_the_code_of_an_answer(tmp_path):
    """`blognomic validate ... | head -1`: the reader goes away; the exit code is 141 (as for SIGPIPE), never 1
    ("illegal"), and no traceback."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    gart = FIX.parent / "wiki" / "Gartenberg"
    cmd = f"{EXE} validate --old {gart / '01.wiki'} --new {gart / '02.wiki'} --ruleset {LIVE} | head -1; echo \"code ${{PIPESTATUS[0]}}\""
    for _ in range(3):
        r = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, env=env, timeout=120)
        assert "legal" in r.stdout and "Traceback" not in r.stderr, r.stderr
        code = r.stdout.strip().splitlines()[-1]
        assert code in ("code 0", "code 141"), r.stdout  # 0 when it all fitted in the pipe before head left


# A command that writes, as the CLI's commands are made (handle_errors, finishes_writes): it prints a first line, waits
# until its reader has gone, prints through one of the three ways the commands print, then writes its file.
WRITER = """
import sys
import typer
from blognomic_tools.cli.common import console, finishes_writes, handle_errors, print_json
from blognomic_tools.errors import BlognomicError

app = typer.Typer()

@app.command()
@handle_errors
@finishes_writes
def go(way: str, out: str, end: str = "ok") -> None:
    console.print("first line")
    sys.stdin.readline()  # the reader of stdout has gone now
    for i in range(2000):
        {"console": lambda: console.print(f"line {i}"), "json": lambda: print_json({"line": i}), "echo": lambda: typer.echo(f"line {i}")}[way]()
    open(out, "w").write("written")
    if end == "fail":
        raise typer.Exit(1)
    if end == "error":
        raise BlognomicError("a mistake")

app()
"""


@pytest.mark.parametrize("way", ["console", "json", "echo"])
@pytest.mark.parametrize("end,code", [("ok", 141), ("fail", 1), ("error", 2)])
def test_a_command_that_writes_finishes_into_a_closed_pipe(tmp_path, way, end, code):
    """stdout closed after the first line: what a writing command prints next goes nowhere, through rich's console,
    print_json or typer.echo alike; it goes on and writes its file; the exit code is 141 (as SIGPIPE), unless its own
    code says a failure; no traceback, no "Exception ignored" at exit."""
    out = tmp_path / "out.txt"
    r, w = os.pipe()
    p = subprocess.Popen([sys.executable, "-c", WRITER, way, str(out), "--end", end], stdin=subprocess.PIPE, stdout=w,
                         stderr=subprocess.PIPE, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    os.close(w)
    with os.fdopen(r, "rb") as reader:
        assert reader.readline() == b"first line\n"
    p.stdin.write(b"go\n")
    p.stdin.close()
    err = p.stderr.read().decode()
    assert p.wait(timeout=120) == code and out.read_text() == "written", err
    assert err == ("error: a mistake\n" if end == "error" else ""), err


def test_every_option_a_help_text_names_exists():
    """A command's help (its own text and its options') names only options that command has: `enact --help` spoke of
    --ruleset-wiki, which enact does not take."""
    import re

    from blognomic_tools.cli.main import build

    def walk(cmd, path):
        subs = getattr(cmd, "commands", None) or {}
        if not subs:
            yield path, cmd
        for name, sub in subs.items():
            yield from walk(sub, path + [name])

    wrong = []
    commands = {" ".join(path[1:]) for path, _ in walk(build(), ["blognomic"])}
    for path, cmd in walk(build(), ["blognomic"]):
        have = {o for p in cmd.params for o in (*getattr(p, "opts", []), *getattr(p, "secondary_opts", []))} | {"--help"}
        me = " ".join(path[1:])

        def own(text):  # `wiki put --base-rev` in wiki get's help names wiki put's option: not this command's
            return re.sub(r"`(?:blognomic )?([a-z]+(?: [a-z]+)?) [^`]*`",
                          lambda m: "" if m.group(1) in commands and m.group(1) != me else m.group(0), text)

        texts = [own(cmd.help or "")] + [own(getattr(p, "help", None) or "") for p in cmd.params]
        named = {o for t in texts for o in re.findall(r"(?<![\w-])--[a-z][a-z-]+", t)}
        wrong += [f"{' '.join(path)}: {o}" for o in sorted(named - have)]
    assert wrong == []


def test_an_interrupt_a_module_turned_into_another_error_is_one_line(monkeypatch, capsys):
    """Ctrl-C while a module loads may come out as another error (a half-imported module fails the next import with
    an ImportError): once the interrupt was received, the run says 'error: interrupted' and exits 130; the same error
    with no interrupt is a bug and is raised."""
    import builtins

    from blognomic_tools.cli import entry

    real_import = builtins.__import__

    def broken(name, *args, **kwargs):
        if name == "main" or name.endswith("cli.main"):
            raise ImportError("cannot import name 'main' from partially initialized module")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", broken)
    monkeypatch.setattr(entry, "_INTERRUPTED", [True])
    with pytest.raises(SystemExit) as e:
        entry.main()
    assert e.value.code == 130 and capsys.readouterr().err == "error: interrupted\n"
    monkeypatch.setattr(entry, "_INTERRUPTED", [])
    with pytest.raises(ImportError):
        entry.main()
