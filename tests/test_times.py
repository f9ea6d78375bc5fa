"""The one reader of the times the tools are given (options, settings, timestamps, the browser's field): UTC always,
an offset honoured, no zone meaning UTC, and a clear error that names the option."""
from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from blognomic_tools import browser
from blognomic_tools.errors import BlognomicError
from blognomic_tools.reading.times import given_time, utc_time
from clirun import blognomic

ROOT = Path(__file__).resolve().parents[1]
NOON = datetime(2024, 2, 22, 12, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize("given", ["2024-02-22T12:00:00Z", "2024-02-22T12:00:00", "2024-02-22T13:00:00+01:00",
                                   "2024-02-22T07:00:00-05:00", " 2024-02-22 12:00:00Z ", "2024-02-22T12:00:00+00:00"])
def test_every_form_is_the_same_utc_time(given):
    t = utc_time(given)
    assert t == NOON and t.utcoffset().total_seconds() == 0 and t.tzinfo is not None


@pytest.mark.parametrize("given", ["", "yesterday", "2024-13-01T00:00:00Z", "22/02/2024 12:00", "2024-02-22T25:00Z"])
def test_a_time_that_is_not_one_is_an_error_naming_the_option(given):
    with pytest.raises(BlognomicError, match=r"^--as-of .*: not a time \(use e\.g\. 2024-02-22T12:00:00Z\)$"):
        given_time(given, "--as-of")


def test_an_offset_is_printed_as_the_utc_time_it_is():
    # the tally says "as of ... UTC": an offset given must not be printed as if it were UTC
    post = "fixtures/blog/site/archive/moat_upgrade.html"
    args = ["tally", post, "--ruleset", "fixtures/rulesets/ruleset-2024-02-24.wiki", "--no-cache", "--json"]
    runs = [blognomic(*args, "--as-of", t, cwd=ROOT) for t in ("2024-02-22T12:00:00Z", "2024-02-22T13:00:00+01:00")]
    assert [r.returncode for r in runs] == [0, 0]
    utc, offset = (json.loads(r.stdout) for r in runs)
    assert utc == offset and utc["as_of"] == "2024-02-22T12:00:00Z"
    page = browser.tally([{"url": post, "html": (ROOT / post).read_text()}], (ROOT / "fixtures/rulesets/ruleset-2024-02-24.wiki").read_text(),
                         as_of="2024-02-22T13:00:00+01:00", ruleset_name="fixtures/rulesets/ruleset-2024-02-24.wiki")
    assert page["json"]["as_of"] == "2024-02-22T12:00:00Z"
