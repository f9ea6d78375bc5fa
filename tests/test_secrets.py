"""No secret in any output: a URL's user:password, a config's password, the bot password of the environment.

The tools never put one in a message (URLs are shown without their user:password, a password key's value is never
echoed), and what the CLI prints as an error or a warning has every secret the run knows of cut out (redact.scrub)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from blognomic_tools.config import ConfigError, parse_config
from blognomic_tools.redact import remember, safe_url, scrub
from clirun import blognomic

USERINFO = "kevan:Hunter2-basic-auth"


def run(env, *args):
    return blognomic(*args, env=env, timeout=120)


def test_safe_url_and_scrub():
    assert safe_url(f"https://{USERINFO}@wiki.example.org/api.php") == "https://wiki.example.org/api.php"
    assert safe_url("https://wiki.example.org/w/api.php?x=a@b") == "https://wiki.example.org/w/api.php?x=a@b"
    assert scrub(f"error: https://{USERINFO}@wiki.example.org/: x") == "error: https://wiki.example.org/: x"
    remember("0123456789abcdef0123456789abcdef+\\")
    assert scrub("token=0123456789abcdef0123456789abcdef+\\ sent") == "token=*** sent"


def test_credentials_in_the_wiki_url_are_never_shown(mediawiki, tmp_path):
    """`https://user:pass@host/api.php` as the wiki's URL: sent as HTTP basic authentication, never printed, in an
    error (the wiki's `where` included), a Ruleset's source or --json."""
    from blognomic_tools.sources.wiki import Wiki, WikiSettings

    port = mediawiki["url"].split(":")[-1].strip("/")
    url = f"http://{USERINFO}@127.0.0.1:{port}/api.php"
    w = Wiki(WikiSettings(url=url))
    assert w.where == mediawiki["url"] and w.read("Counter").revision.revid
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "200"}
    runs = [run(env, "wiki", "get", "No Such Page", "--wiki", url),
            run(env, "wiki", "get", "Counter", "--wiki", url, "--json"),
            run(env, "ruleset", "show", "--wiki", url, "--page", "Empty"),
            run(env, "ruleset", "profile", "--wiki", url, "--json"),
            run(env, "wiki", "get", "Counter", "--wiki", f"http://{USERINFO}@127.0.0.1:9/api.php")]
    assert [r.returncode for r in runs] == [2, 0, 2, 0, 2]
    assert runs[0].stderr == f"error: {mediawiki['url']}: page 'No Such Page' does not exist\n"
    assert runs[2].stderr.startswith(f"error: {mediawiki['url']}api.php [[Empty]]: not a BlogNomic ruleset")
    assert runs[4].stderr.startswith("error: cannot reach the wiki at http://127.0.0.1:9/ (connection refused)")
    for r in runs:
        assert "Hunter2" not in r.stdout + r.stderr and "kevan" not in r.stdout + r.stderr
    cfg = tmp_path / "config.toml"  # the same in the config file, for a write
    cfg.write_text(f'[wiki]\nurl = "{url}"\nthrottle = 0\n')
    f = tmp_path / "x.wiki"
    f.write_text("x")
    r = run(dict(env, BLOGNOMIC_CONFIG=str(cfg)), "wiki", "put", "No Such Page", str(f), "--base-rev", "1", "-m", "x", "--yes")
    assert r.returncode == 2 and "Hunter2" not in r.stdout + r.stderr and "kevan" not in r.stdout + r.stderr, r.stderr


def test_a_secret_in_an_error_is_cut_out(tmp_path):
    """The last line of defence: an error that holds the bot password of the environment (here in the wiki's path,
    as a mistyped URL might) prints *** in its place."""
    password = "0123456789abcdefghijklmnopqrstuv"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_WIKI_USER": "Admin@tools", "BLOGNOMIC_WIKI_PASSWORD": password}
    r = run(env, "wiki", "get", "Counter", "--wiki", f"http://127.0.0.1:9/{password}/api.php")
    assert r.returncode == 2 and r.stderr.startswith("error: cannot reach the wiki at http://127.0.0.1:9/***/ (connection refused)"), r.stderr
    assert password not in r.stderr + r.stdout


@pytest.mark.parametrize("value", ["12345678", "1234.5", "true", "[1, 2]"])
def test_a_password_of_the_wrong_type_is_never_echoed(value):
    with pytest.raises(ConfigError) as e:
        parse_config(f"[wiki]\npassword = {value}\n".encode(), "c.toml")
    assert str(e.value).startswith("c.toml: 'wiki.password' must be a string, not ") and "(its value is not shown: it is a secret)" in str(e.value)
    assert value.strip("[]").split(",")[0] not in str(e.value).replace("c.toml", "")


def test_a_config_with_a_password_others_may_read_gets_one_warning(tmp_path):
    cfg = tmp_path / "config.toml"
    cfg.write_text('[wiki]\nurl = "http://127.0.0.1:9/api.php"\nuser = "Admin@tools"\npassword = "0123456789abcdefghijklmnopqrstuv"\n')
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_CONFIG": str(cfg), "COLUMNS": "200"}
    page = tmp_path / "p.wiki"
    page.write_text("x")
    for mode, who in ((0o644, "read"), (0o640, "read"), (0o660, "read and change"), (0o620, "change")):
        os.chmod(cfg, mode)
        r = run(env, "wiki", "put", "Gartenberg", str(page), "--base-rev", "1", "-m", "x", "--yes")  # reads the config many times
        warning = f"warning: {cfg} holds the wiki's bot password and others may {who} it (mode {mode:o}): chmod 600 {cfg}"
        assert r.stderr.splitlines()[0] == warning and r.stderr.count("warning:") == 1, r.stderr
        assert r.returncode == 2 and "0123456789abcdef" not in r.stderr
    os.chmod(cfg, 0o600)
    r = run(env, "wiki", "get", "Gartenberg")
    assert "warning" not in r.stderr and r.stderr.startswith("error: cannot reach the wiki at http://127.0.0.1:9/ (connection refused)")
    cfg.write_text('[wiki]\nurl = "http://127.0.0.1:9/api.php"\n')  # no password, but anyone may change where the login goes
    os.chmod(cfg, 0o666)
    r = run(env, "wiki", "get", "Gartenberg")
    assert r.stderr.splitlines()[0] == (f"warning: {cfg}: anyone may change this config file (mode 666), and with it where the tools "
                                        f"log in: chmod 600 {cfg}")
    os.chmod(cfg, 0o644)
    assert "warning" not in run(env, "wiki", "get", "Gartenberg").stderr


def test_an_empty_blognomic_config_is_an_error_never_the_default_or_the_live_sites(tmp_path):
    default = tmp_path / ".config" / "blognomic-tools" / "config.toml"
    default.parent.mkdir(parents=True)
    default.write_text('[wiki]\nurl = "http://127.0.0.1:9/api.php"\n')
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:7/api.php",
           "BLOGNOMIC_LIVE_BLOG": "http://127.0.0.1:7"}
    for empty in ("", "  "):
        r = run(dict(env, BLOGNOMIC_CONFIG=empty), "wiki", "get", "Ruleset")
        assert r.returncode == 2 and r.stderr.startswith("error: BLOGNOMIC_CONFIG is set but empty"), r.stderr
        assert len(r.stderr.splitlines()) == 1 and "127.0.0.1:9" not in r.stderr and "127.0.0.1:7" not in r.stderr
    r = run(env, "wiki", "get", "Ruleset")  # unset: the default file, as documented
    assert r.returncode == 2 and "127.0.0.1:9" in r.stderr


def test_a_bugs_traceback_has_the_known_secrets_cut_out(tmp_path):
    """Should a library's exception ever escape with a request in it, the console script prints its traceback with
    every secret the run knows of replaced by ***."""
    code = ("import blognomic_tools.cli.main as m\n"
            "from blognomic_tools.redact import remember\n"
            "remember('0123456789abcdef0123456789abcdef+\\\\')\n"
            "def boom():\n"
            "    raise RuntimeError(('api', {'token': '0123456789abcdef0123456789abcdef+\\\\', 'lgpassword': 'x'}))\n"
            "m.main = boom\n"
            "from blognomic_tools.cli.entry import main\n"
            "main()\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert r.returncode == 1 and "Traceback" in r.stderr and "RuntimeError" in r.stderr
    assert "0123456789abcdef" not in r.stderr and "'token': '***'" in r.stderr
