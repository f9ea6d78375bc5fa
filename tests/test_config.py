"""The config file's parser, fuzzed: any bytes are a config or one ConfigError, never another exception."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.config import ConfigError, parse_config
from fuzzing import FUZZ, mutated, run_fuzzed
from clirun import blognomic

# the two real shapes: what `sandbox up` writes, and the README's live example
SANDBOX = (
    "# Written by `blognomic sandbox up`: every command reads the local sandbox with this file.\n"
    '[wiki]\nurl = "http://127.0.0.1:35415/api.php"\nuser = "Admin@tools"\npassword = "secret"\nthrottle = 1\n\n'
    '[blog]\nurl = "http://127.0.0.1:41519"\n\n[ruleset]\nwiki = "http://127.0.0.1:35415/api.php"\npage = "Ruleset"\n'
)
LIVE = (
    '[wiki]\nurl = "https://wiki.blognomic.com/api.php"\nuser = "Kevan@blognomic-tools"\nthrottle = 10\nmax_retries = 5\n'
    'retry_timeout = 3\n\n[blog]\nurl = "https://blognomic.com"\n\n[blog.selectors]\ncomment_body = "div.commentbody"\n\n'
    '[ruleset]\nfile = "/home/kevan/Ruleset.wiki"\n\n[admin]\nname = "Kevan"\n'
)


def test_real_configs_parse():
    assert parse_config(SANDBOX.encode(), "sandbox")["ruleset"]["page"] == "Ruleset"
    assert parse_config(LIVE.encode(), "live")["blog"]["selectors"] == {"comment_body": "div.commentbody"}


def _parse(raw: bytes):
    data = parse_config(raw, "config.toml")
    assert isinstance(data, dict)
    return data


@FUZZ
@given(st.one_of(mutated(SANDBOX), mutated(LIVE)), st.sampled_from(["utf-8", "latin-1", "utf-16"]))
def test_fuzzed_config_is_a_config_or_one_error(text, encoding):
    try:
        raw = text.encode(encoding)
    except UnicodeEncodeError:
        raw = text.encode("utf-8", "surrogatepass")
    run_fuzzed(_parse, raw, what="parse_config")


def test_config_error_is_a_project_error():
    import pytest

    with pytest.raises(ConfigError, match="'wiki.throttle' must be a number, not the string 'fast'"):
        parse_config(b'[wiki]\nthrottle = "fast"\n', "c.toml")


def test_a_config_path_that_does_not_exist_is_an_error_never_the_live_sites(tmp_path):
    """A mistyped BLOGNOMIC_CONFIG used to fall back silently to the live wiki and blog, --yes included: now one
    error line naming the path, exit 2, before anything is read or written."""

    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_CONFIG": str(tmp_path / "sandbox" / "confg.toml"),
           "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php", "BLOGNOMIC_LIVE_BLOG": "http://127.0.0.1:9"}
    page = tmp_path / "page.wiki"
    page.write_text("x")
    for args in (["wiki", "put", "Gartenberg", str(page), "--summary", "s", "--yes"], ["tally", "--pending"], ["wiki", "get", "Ruleset"]):
        r = blognomic(*args, env=env, timeout=60)
        assert r.returncode == 2, (args, r.stderr)
        assert r.stderr.startswith(f"error: BLOGNOMIC_CONFIG={tmp_path / 'sandbox' / 'confg.toml'}: no such file"), r.stderr
        assert "127.0.0.1:9" not in r.stderr and len(r.stderr.strip().splitlines()) == 1
    # no BLOGNOMIC_CONFIG and no file at the default place: the live defaults (read-only), as documented
    env.pop("BLOGNOMIC_CONFIG")
    r = blognomic("wiki", "get", "Ruleset", env=env, timeout=60)
    assert r.returncode == 2 and "127.0.0.1:9" in r.stderr


def test_an_invalid_css_selector_is_one_error_naming_the_key(tmp_path):
    from blognomic_tools.config import ConfigError, parse_config

    for css, why in (("div[", "SelectorSyntaxError"), ("h3 >> a", "SelectorSyntaxError"), ("p::after", "NotImplementedError")):
        with pytest.raises(ConfigError) as e:
            parse_config(f'[blog.selectors]\ncomment = "{css}"\n'.encode(), "c.toml")
        assert str(e.value).startswith(f"c.toml: 'blog.selectors.comment' = {css!r} is not a CSS selector ({why}")
