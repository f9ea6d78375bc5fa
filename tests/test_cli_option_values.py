"""Every option of every command, given generated values (long, empty, odd times, unicode, huge numbers): the command
succeeds or says one `error: ...` line; never a traceback. Run in-process (cli.main.main, as the `blognomic` entry
point runs it), with a config whose wiki and blog are a closed local port (no request leaves the machine) and the
sandbox's start stubbed (it would start a MediaWiki)."""
from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
RS = str(ROOT / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki")
POST = str(ROOT / "fixtures" / "blog" / "site" / "archive" / "moat_upgrade.html")
GS = str(ROOT / "fixtures" / "wiki" / "Gartenberg" / "01.wiki")
CLOSED = "http://127.0.0.1:9"  # the discard port: refused at once
T = "2024-02-22T12:00:00Z"
ROSTER = ", ".join(f"PlayerNumber{i}*" if i % 7 == 0 else f"PlayerNumber{i}" for i in range(28))  # 28 names, over 255 bytes

# each command as it runs on local files; an option's value is replaced (or added) by the generated one
BASE = {
    ("tally",): [POST, "--ruleset", RS, "--as-of", T, "--no-cache"],
    ("fail",): [POST, "--ruleset", RS, "--as-of", T, "--no-cache"],
    ("enact",): [POST, "--ruleset", RS, "--as-of", T, "--no-cache", "--admin", "Kevan"],
    ("ascend",): [str(ROOT / "fixtures" / "blog" / "ascension" / "lamps_of_the_northern_coast.html"), "--ruleset", RS, "--no-cache"],
    ("validate",): ["--old", GS, "--new", GS, "--ruleset", RS],
    ("herald",): ["--ruleset", RS],
    ("fortnight",): ["--ruleset", RS],
    ("ruleset", "show"): [RS],
    ("ruleset", "rule"): [RS, "Stockpile"],
    ("ruleset", "profile"): [RS],
    ("ruleset", "schema"): [RS],
    ("audit",): ["--month", "2024/02", "--ruleset", RS, "--no-cache"],
    ("audit", "ruleset"): ["--since", T, "--no-cache"],
    ("wiki", "get"): ["Ruleset"],
    ("wiki", "history"): ["Ruleset"],
    ("wiki", "put"): ["Ruleset", RS],
    ("gamestate", "show"): [GS, "--ruleset", RS],
    ("gamestate", "fix"): ["Gamestate", "--ruleset", RS],
    ("sandbox", "up"): [],
    ("sandbox", "reset"): [],
}
URL_OPTIONS = {"--wiki", "--blog", "--ruleset-wiki"}

ODD = ["", " ", "0", "-1", "99999999999999999999999999", "1e308", "nan", "-0", "０", "½",
       "0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-23:59", "2024-02-30T00:00:00Z", "2024-02-22T25:00:00Z",
       "2024-02-22", "24:00", "2024/02", "0000/00", "9999/99", "2024/13", ROSTER, "x" * 5000, "ünïcödé ✓ 🎲 \u202e",
       "Idle: ", "*", ",,,", "--", "-", "Stockpile", "/", "/nonexistent/file.wiki", "a\nb", "\t", "\u2028",
       "[[Ruleset]]", "{{x}}", "'; DROP TABLE", "%s%n", "../" * 100]
URLS = ["", CLOSED, CLOSED + "/" + "a" * 5000, "http://[::1", "https://", "ftp://127.0.0.1:9/", "127.0.0.1:9",
        "http://127.0.0.1:99999/", CLOSED + "/ü", "http://u:p@127.0.0.1:9/", "not a url", "x" * 5000]
TEXT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00.:/\\"), max_size=40)


def _commands():
    from blognomic_tools.cli.main import build

    out = {}

    def walk(cmd, path):
        subs = getattr(cmd, "commands", None) or {}
        if path and path in BASE:
            out[path] = cmd
        for name, sub in subs.items():
            walk(sub, path + (name,))

    walk(build(), ())
    return out


COMMANDS = _commands()


def test_every_command_with_options_is_covered():
    assert set(BASE) <= set(COMMANDS)
    valued = {p for p, c in COMMANDS.items() if any(getattr(o, "opts", None) and not getattr(o, "is_flag", False) for o in c.params)}
    assert valued <= set(BASE), valued - set(BASE)


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    cfg = tmp_path / "config.toml"
    cfg.write_text(f'[wiki]\nurl = "{CLOSED}/api.php"\nmax_retries = 0\nretry_timeout = 0\nthrottle = 0\n[blog]\nurl = "{CLOSED}"\nmax_retries = 0\n')
    for k, v in {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_CACHE_HOME": str(tmp_path / "k"),
                 "XDG_STATE_HOME": str(tmp_path / "s"), "XDG_DATA_HOME": str(tmp_path / "d"), "BLOGNOMIC_CONFIG": str(cfg),
                 "COLUMNS": "200"}.items():
        monkeypatch.setenv(k, v)
    for k in ("BLOGNOMIC_WIKI_USER", "BLOGNOMIC_WIKI_PASSWORD", "BLOGNOMIC_SANDBOX_PORT"):
        monkeypatch.delenv(k, raising=False)
    from blognomic_tools.errors import BlognomicError
    from blognomic_tools.sandbox import mediawiki

    def no_start(self, port):
        raise BlognomicError(f"the sandbox is not started in this test (port {port})")

    monkeypatch.setattr(mediawiki.LocalWiki, "start", no_start)
    return tmp_path


def run(argv: list[str]) -> tuple[int, str]:
    from blognomic_tools.cli import common
    from blognomic_tools.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    code = 0
    with redirect_stdout(out), redirect_stderr(err):
        try:
            main(argv)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        except BaseException as e:  # noqa: BLE001 - any escape is the failure this test looks for
            import traceback
            return -1, "Traceback (in-process)\n" + "".join(traceback.format_exception(e))
        finally:
            common._warned.clear()
    return code, err.getvalue()


def check(argv: list[str]) -> None:
    code, err = run(argv)
    assert "Traceback" not in err, (argv, err[-3000:])
    if code not in (0, 1, 4):  # an answer; else one error line (warnings before it allowed)
        lines = [ln for ln in err.splitlines() if ln.strip() and not ln.startswith("warning:")]
        assert code in (2, 3, 141) and len(lines) == 1 and lines[0].startswith("error: "), (argv, code, err[-3000:])


def _value_options(cmd):
    return [(o.opts[0], o) for o in cmd.params if getattr(o, "opts", None) and o.opts[0].startswith("--") and not o.is_flag]


def _argv(path, option, value):
    base = list(BASE[path])
    if option in base:
        i = base.index(option)
        base[i + 1] = value
    elif option is None:
        base[0] = value  # the first argument
    else:
        base += [option, value]
    return [*path, *base]


@pytest.mark.parametrize("path", sorted(BASE), ids=" ".join)
def test_every_option_given_a_generated_value_is_an_answer_or_one_error_line(isolated, path):
    options = [o for o, _ in _value_options(COMMANDS[path])] + ([None] if BASE[path] else [])

    @settings(deadline=None, max_examples=6, suppress_health_check=list(HealthCheck), database=None)
    @given(option=st.sampled_from(options), data=st.data())
    def one(option, data):
        if option in URL_OPTIONS:
            value = data.draw(st.sampled_from(URLS))
        elif option == "--port":
            value = data.draw(st.sampled_from(["0", "-1", "65535", "99999999999999999999", "x", "", "8470"]))
        else:
            value = data.draw(st.one_of(st.sampled_from(ODD), TEXT))
        check(_argv(path, option, value))

    one()


@pytest.mark.parametrize("path", sorted(BASE), ids=" ".join)
def test_the_known_killers_on_every_option(isolated, path):
    """The values an adversarial run found (a 28-name roster, a time that leaves datetime's range), on every option."""
    for option, _ in _value_options(COMMANDS[path]):
        if option in URL_OPTIONS or option == "--port":
            continue
        for value in (ROSTER, "0001-01-01T00:00:00+01:00"):
            check(_argv(path, option, value))


@pytest.mark.parametrize("key, value", [
    ("[wiki]\nurl", '"' + "x" * 5000 + '"'), ("[wiki]\nthrottle", "nan"), ("[wiki]\nretry_timeout", "1e308"),
    ("[wiki]\nmax_retries", "9223372036854775807"), ("[wiki]\nuser", '"ü✓"'), ("[blog]\nurl", '""'),
    ("[blog.selectors]\ncomment_body", '"((("'), ("[ruleset]\nfile", '"' + "x" * 5000 + '"'), ("[admin]\nname", "[" * 3000 + "]" * 3000),
    ("deep", "[" * 3000 + "]" * 3000), ("[ruleset]\npage", "{" * 10)])
def test_every_config_key_given_a_hostile_value_is_one_error_line(isolated, key, value):
    (isolated / "config.toml").write_text(f"{key} = {value}\n")
    check(["gamestate", "show", GS])
    check(["tally", POST, "--as-of", T, "--no-cache"])
