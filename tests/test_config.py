"""The config file's parser, fuzzed: any bytes are a config or one ConfigError, never another exception."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.config import ConfigError, parse_config
from fuzzing import FUZZ, mutated, run_fuzzed

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
