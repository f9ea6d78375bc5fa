"""A tally as of a past time (--as-of) is right for that time, and says what changed on the post since: a VETO cast
later, a vote cast or changed later, the post adminned later (human output and --json alike)."""
from __future__ import annotations

import json

from clirun import blognomic
from conftest import BLOG_SITE, FIX

ENV = {"COLUMNS": "200", "PATH": "/usr/bin:/bin", "HOME": "/tmp", "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php"}


def tally(page: str, ruleset: str, as_of: str, *more: str):
    r = blognomic("tally", str(BLOG_SITE / "archive" / page), "--ruleset", str(FIX / ruleset), "--as-of", as_of, *more, env=ENV, timeout=120)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_a_later_veto_and_later_votes_are_said_after_a_tally_of_the_past():
    # 2 June 2009: the emperor arthexis cast a VETO at 11:00; the tally as of 10:30 is "not yet", right for its time
    data = json.loads(tally("rune_stability.html", "ruleset-070.txt", "2009-06-02T10:30:00Z", "--json"))
    m = data["matters"][0]
    assert m["verdict"] == "not yet" and m["flags"]["vetoed"] is False
    assert m["since"] == [
        "since then: a VETO was cast by arthexis at 02 Jun 2009 11:00 UTC",
        "since then: Kevan voted DEFERENTIAL at 02 Jun 2009 12:00 UTC",
        "since then: Amnistar voted FOR at 02 Jun 2009 13:00 UTC",
        "since then: Darknight voted AGAINST at 02 Jun 2009 14:00 UTC",
        "since then: Darknight changed their vote from AGAINST to FOR at 02 Jun 2009 15:00 UTC",
    ]
    human = tally("rune_stability.html", "ruleset-070.txt", "2009-06-02T10:30:00Z")
    assert "  • since then: a VETO was cast by arthexis at 02 Jun 2009 11:00 UTC" in human.splitlines()
    # as of a time after every comment: nothing since
    assert json.loads(tally("rune_stability.html", "ruleset-070.txt", "2009-06-02T20:00:00Z", "--json"))["matters"][0]["since"] == []


def test_a_later_admin_status_is_said():
    m = json.loads(tally("fast_slow_roll.html", "ruleset-2024-02-24.wiki", "2024-02-19T12:00:00Z", "--json"))["matters"][0]
    assert m["since"][-1] == "since then: the post was marked enacted at 20 Feb 2024 08:00 UTC (Reached quorum 6 votes to 1. Enacted by Josh.)"
