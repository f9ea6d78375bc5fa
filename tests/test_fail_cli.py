"""`blognomic fail POST`: the status and the admin note for a matter the tally says may be failed now, on the recorded
blog's pages (saved files, and over HTTP in the real URL layout); one line why when it may not; input errors.

The January 2024 CfJs (fixtures/blog/site/archive/any_position_builds.html, moat_counts_twice.html) are Popular and
Unpopular on 31 January; the other pages are the recorded eras' (withdrawn, stale, a DoV, a self-kill of 2009)."""
from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest

from clirun import blognomic
from conftest import BLOG_SITE, FIX

POSTS = BLOG_SITE / "archive"
LIVE = ["--ruleset", str(FIX / "ruleset-2024-02-24.wiki")]
JAN = [*LIVE, "--as-of", "2024-01-31T12:00:00Z", "--admin", "Kevan"]


@pytest.fixture
def env(tmp_path):
    """No config, and the live sites out of reach: every answer comes from the files given."""
    return {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "120",
            "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php", "BLOGNOMIC_LIVE_BLOG": "http://127.0.0.1:9"}


def run(env, *args):
    return blognomic("fail", *args, env=env, timeout=120)


def test_an_unpopular_cfj_gets_the_status_and_the_note_with_the_rules_that_decide(env):
    r = run(env, str(POSTS / "moat_counts_twice.html"), *JAN)
    assert r.returncode == 0 and all(line.startswith("note: ") and "stands for the" in line for line in r.stderr.splitlines()), r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "“Call for Judgement: Moat Counts Twice” may be failed now (ruleset-2024-02-24, as of 2024-01-31 12:00 UTC):"
    assert lines[1].startswith("  • may be failed: Unpopular (4 players not voting AGAINST < Quorum 5)  — Calls for Judgement (1.7): "
                               "“A Pending CfJ may be Failed by any Admin")
    assert any("Quorum is 5 of 9 players" in x and "Keywords (4.1)" in x for x in lines)
    assert "status: Failed  — Calls for Judgement (1.7): “A Pending CfJ may be Failed by any Admin" in r.stdout
    # a Popular/Unpopular CfJ does not time out: the proposal's 48 hours are not its rule
    assert "admin note: Failed 1 votes to 5. Failed by Kevan." in r.stdout
    assert lines[-1] == "nothing written: set the status and the admin note on the post (this tool has no write access to the blog)"


def test_json_gives_the_status_the_note_and_each_reason_with_its_rule(env):
    r = run(env, str(POSTS / "moat_counts_twice.html"), *JAN, "--json")
    assert r.returncode == 0
    data = json.loads(r.stdout)
    assert {"url", "title", "kind", "failable", "verdict", "status", "status_rule", "admin_note", "reasons", "counts", "as_of",
            "ruleset", "written"} <= set(data)
    assert (data["kind"], data["failable"], data["verdict"], data["status"], data["written"]) == ("cfj", True, "failable now", "Failed", False)
    assert data["admin_note"] == "Failed 1 votes to 5. Failed by Kevan."
    assert data["status_rule"] == {"rule": "Calls for Judgement", "number": "1.7",
                                   "quote": "A Pending CfJ may be Failed by any Admin if any of the following are true:"}
    first = data["reasons"][0]
    assert first["text"].startswith("may be failed: Unpopular") and first["rule"] == "Calls for Judgement" and first["number"] == "1.7"
    assert all({"text", "rule"} <= set(x) for x in data["reasons"])
    assert (data["counts"]["FOR"], data["counts"]["AGAINST"], data["counts"]["quorum"]) == (1, 5, 5)
    assert r.stdout == run(env, str(POSTS / "moat_counts_twice.html"), *JAN, "--json").stdout  # deterministic


@pytest.mark.parametrize("page, ruleset, as_of, note, rule", [
    # withdrawn by its author (sticky in 2024)
    ("withdrawn_idea.html", "ruleset-2024-02-24.wiki", "2024-02-22T12:00:00Z", "Withdrawn. Failed by Kevan.", "Resolution of Proposals (1.6.2)"),
    # pending for more than 7 days (R205)
    ("stale_bot_tweak.html", "ruleset-205.wiki", "2022-08-21T12:00:00Z", "Pending for more than 7 days, 2 votes to 0. Failed by Kevan.",
     "Resolution of Proposals"),
    # a DoV Unpopular after its own 48 hours (R205)
    ("no_i_won.html", "ruleset-205.wiki", "2022-08-24T12:00:00Z", "Timed out 1 votes to 1. Failed by Kevan.", "Victory and Ascension"),
    # 2009: the author's AGAINST is a Self-Kill; the rule says "may be failed", the status is set as the blog spells it
    ("rune_stability.html", "ruleset-070.wiki", "2009-06-10T12:00:00Z", "Self-killed. Failed by Kevan.", "Enactment (1.5)"),
])
def test_proposals_and_a_dov_of_every_recorded_era(env, page, ruleset, as_of, note, rule):
    r = run(env, str(POSTS / page), "--ruleset", str(FIX / ruleset), "--as-of", as_of, "--admin", "Kevan")
    assert r.returncode == 0, r.stderr
    assert f"admin note: {note}" in r.stdout and "status: Failed  — " in r.stdout
    assert rule in r.stdout.splitlines()[1]  # the deciding reason cites its rule


@pytest.mark.parametrize("page, as_of, why", [
    # Popular: it may be enacted, not failed
    ("any_position_builds.html", "2024-01-31T12:00:00Z", "may not be failed now: it is enactable now: may be enacted: Popular (6 FOR ≥ Quorum 5"),
    # still pending, and when that changes if nobody else votes
    ("moat_upgrade.html", "2024-02-21T12:00:00Z", "may not be failed now: it is pending, not failable yet: enact: not Popular"),
    # resolved already, with its admin note
    ("serf_reform.html", "2024-02-22T12:00:00Z", "may not be failed now: it is failed already: Failed 2-5 by Kevan"),
])
def test_a_matter_that_may_not_be_failed_is_one_line_why_and_exit_1(env, page, as_of, why):
    r = run(env, str(POSTS / page), *LIVE, "--as-of", as_of, "--admin", "Kevan")
    # an answer, not an error: the one line is the output, with no "error:"
    assert r.returncode == 1 and r.stdout.count("\n") == 1, r.stdout + r.stderr
    assert all(line.startswith("note: ") and "stands for the" in line for line in r.stderr.splitlines()), r.stderr
    assert r.stdout.startswith(f"{POSTS / page}: “") and why in r.stdout
    if page == "moat_upgrade.html":
        assert "it becomes “enactable now”" in r.stdout  # the tally's next change
    r = run(env, str(POSTS / page), *LIVE, "--as-of", as_of, "--json")
    data = json.loads(r.stdout)
    assert r.returncode == 1 and data["failable"] is False and why in data["why"] and data["reasons"][0]["text"]


@pytest.mark.parametrize("source, message", [
    (POSTS / "herald_23_02_2024.html", "is a story post, not a Proposal, CfJ or DoV: there is nothing to fail"),
    (POSTS / "no_such_post.html", "no such file"),
    (BLOG_SITE / "index.html", "does not look like a BlogNomic post page"),  # a listing, not a post
])
def test_bad_input_is_one_error_line_and_exit_2(env, source, message):
    r = run(env, str(source), *JAN)
    assert r.returncode == 2 and r.stdout == "" and r.stderr.count("\n") == 1 and message in r.stderr and "Traceback" not in r.stderr
    r = run(env, str(source), *JAN, "--json")
    assert r.returncode == 2 and json.loads(r.stdout)["exit"] == 2 and message in json.loads(r.stdout)["error"]


def test_help_says_nothing_is_written_to_the_blog(env):
    r = blognomic("fail", "--help", env=env)
    assert r.returncode == 0 and "no write access to the blog" in " ".join(r.stdout.split())


def test_over_http_in_the_real_url_layout(env, blog_server):
    url = f"{blog_server.url}/archive/moat_counts_twice"
    r = run(env, url, "--blog", blog_server.url, "--no-cache", *JAN, "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert (data["url"], data["status"], data["admin_note"]) == (url, "Failed", "Failed 1 votes to 5. Failed by Kevan.")
    r = run(env, f"{blog_server.url}/archive/any_position_builds", "--blog", blog_server.url, "--no-cache", *JAN)
    assert r.returncode == 1 and "may not be failed now: it is enactable now" in r.stdout
    r = run(env, f"{blog_server.url}/archive/no_such_post", "--blog", blog_server.url, "--no-cache", *JAN)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "Traceback" not in r.stderr


# -- the workflow itself (pure) ------------------------------------------------------------------------------------


def _verdict(page: str, ruleset: str, as_of: datetime):
    from blognomic_tools.parsers import parse_ruleset
    from blognomic_tools.parsers.blog import parse_post_page
    from blognomic_tools.profile import build_profile
    from blognomic_tools.tally import tally

    post, roster = parse_post_page((POSTS / page).read_text(), f"https://blognomic.com/archive/{page[:-5]}")
    profile = build_profile(parse_ruleset((FIX / ruleset).read_text(), fmt="wikitext", source=ruleset))
    return tally(post, profile, roster, as_of, pending=[post], admin="Kevan")


def test_fail_notice_names_the_status_from_the_rule_that_allows_it():
    from blognomic_tools.enactment.failing import NotFailable, fail_notice

    v = _verdict("rune_stability.html", "ruleset-070.wiki", datetime(2009, 6, 10, 12, tzinfo=timezone.utc))
    n = fail_notice(v)
    assert n.status == "Failed" and "may be failed by any Admin" in n.status_citation.text  # "failed" in the rule, "Failed" on the blog
    assert n.admin_note == "Self-killed. Failed by Kevan." and n.reasons[0] is v.reasons[0]
    v = _verdict("any_position_builds.html", "ruleset-2024-02-24.wiki", datetime(2024, 1, 31, 12, tzinfo=timezone.utc))
    with pytest.raises(NotFailable) as e:
        fail_notice(v)
    assert e.value.exit_code == 1 and "it is enactable now" in str(e.value) and "(Calls for Judgement 1.7)" in str(e.value)


def test_an_illegal_matter_is_marked_illegal():
    from dataclasses import replace

    from blognomic_tools.enactment.failing import fail_notice
    from blognomic_tools.tally import Reason

    v = _verdict("moat_counts_twice.html", "ruleset-2024-02-24.wiki", datetime(2024, 1, 31, 12, tzinfo=timezone.utc))
    illegal = replace(v, verdict="illegal", reasons=[Reason("over the limits")], suggested_note="Illegal: over the Proposal limits. Marked illegal by Kevan.")
    n = fail_notice(illegal)
    assert (n.status, n.status_citation, n.admin_note) == ("Illegal", None, "Illegal: over the Proposal limits. Marked illegal by Kevan.")
