"""`blognomic tally --pending --player NAME`: a player's own queue on the recorded blog over real HTTP, each "what your
vote would change" checked against the tally of the page with that vote really posted on it."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from clirun import blognomic
from conftest import BLOG_SITE, FIX

LIVE_RS = str(FIX / "ruleset-2024-02-24.wiki")
AS_OF = "2024-02-21T21:00:00Z"  # Moat Upgrade enactable, [Core] Quorum Tweak not yet, Herald Skipped one FOR short of Quorum


def run(*args):
    return blognomic(*args, env={"COLUMNS": "200", "PATH": "/usr/bin:/bin", "HOME": "/tmp"})


def queue(url: str, player: str, *extra: str):
    return run("tally", "--pending", "--player", player, "--blog", url, "--ruleset", LIVE_RS, "--as-of", AS_OF, "--no-cache", *extra)


def with_comment(site: Path, slug: str, player: str, member: int, icon: str) -> None:
    """The post page as the blog would serve it once `player` posted a comment with the icon `icon` at AS_OF."""
    page = site / "archive" / f"{slug}.html"
    text = page.read_text()
    comment = (f'<div class="comment" id="comment_999999">\n<h3><a href="https://blognomic.com/member/{member}">{player}</a></h3>\n'
               f'<div class="commentbody"><p><img src="https://blognomic.com/images/vote/{icon.lower()}.gif" alt="{icon.lower()}" '
               'width="12" height="12" /> </p></div>\n<p class="commentfooter">Posted 21-02-2024 21:00:00 UTC</p>\n</div>\n')
    at = text.index('</div>\n</div>\n<div id="sidebar">')
    page.write_text(text[:at] + comment + text[at:])


def member_id(player: str) -> int:
    sidebar = (BLOG_SITE / "archive" / "herald_skipped.html").read_text()
    return int(re.search(rf'member/(\d+)">{player}</a>', sidebar).group(1))


@pytest.mark.parametrize("player", ["Brendan", "Clucky"])
def test_the_queue_says_what_a_vote_would_change_as_the_tally_of_the_page_with_it(blog_server, tmp_path, player):
    r = queue(blog_server.url, player, "--json")
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    assert got["player"] == player and got["ruleset"] == "ruleset-2024-02-24"
    titles = [e["title"] for e in got["queue"]]
    if player == "Brendan":  # voted on both proposals (FOR, FOR), not on the CfJ
        assert titles == ["Call for Judgement: Herald Skipped"]
        assert [(v["title"], v["vote"]) for v in got["voted"]] == [("Proposal: Moat Upgrade", "FOR"), ("Proposal: [Core] Quorum Tweak", "FOR")]
    else:  # no vote yet on any of the three
        assert titles == ["Proposal: Moat Upgrade", "Proposal: [Core] Quorum Tweak", "Call for Judgement: Herald Skipped"] and got["voted"] == []
    herald = got["queue"][-1]
    # each change names the rule that decides it, as the tally's own reason does
    assert herald["changes"] == [{"text": "FOR would make it enactable now (may be enacted: Popular (5 FOR ≥ Quorum 5))",
                                  "rule": "Calls for Judgement", "number": "1.7",
                                  "quote": "A Pending CfJ may be Enacted by any Admin if all of the following are true:"}]
    if player == "Clucky":
        assert [c["text"] for c in got["queue"][0]["changes"]] == ["no vote of yours changes its status now"]
        assert got["queue"][0]["changes"][0]["rule"] is not None
    # each vote really posted on the page: the tally of the blog then gives what the queue said it would
    for entry in got["queue"]:
        slug = entry["url"].rsplit("/", 1)[1]
        for vote, said in entry["if_you_vote"].items():
            site = tmp_path / f"{slug}-{vote}"
            shutil.copytree(BLOG_SITE, site)
            with_comment(site, slug, player, member_id(player), vote)
            from blognomic_tools.sandbox.blogserver import BlogServer

            with BlogServer(site) as srv:
                t = run("tally", "--pending", "--blog", srv.url, "--ruleset", LIVE_RS, "--as-of", AS_OF, "--no-cache", "--json")
                assert t.returncode == 0, t.stderr
                real = next(m for m in json.loads(t.stdout)["matters"] if m["url"].endswith("/" + slug))
                mine = next(b for b in real["ballots"] if b["player"] == player)
                assert mine["vote"] == vote
                assert (real["verdict"], real["reasons"][0]["text"], real["next_change"]) == (said["verdict"], said["reason"], said["next_change"])
                cit = real["reasons"][0]["citation"]  # the rule the tally cites for that verdict
                assert said["rule"] == (cit and {"rule": cit["rule"], "number": cit["number"] or cit["section"],
                                                 "quote": cit["text"].split("\n")[0]})
                # and with that vote the matter leaves the player's queue
                again = json.loads(queue(srv.url, player, "--json").stdout)
                assert slug not in [e["url"].rsplit("/", 1)[1] for e in again["queue"]]
                assert (real["title"], vote) in [(v["title"], v["vote"]) for v in again["voted"]]


def test_the_queue_printed_names_the_rules_and_each_change(blog_server):
    r = queue(blog_server.url, "clucky")  # names match ignoring case, as the tally matches them
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert out.startswith("Clucky's queue as of 2024-02-21 21:00 UTC (rules: ruleset-2024-02-24): 3 pending matters without a vote of theirs")
    assert "3. Call for Judgement: Herald Skipped — not yet (4–0, Quorum 5)" in out
    assert ("  • FOR would make it enactable now (may be enacted: Popular (5 FOR ≥ Quorum 5))  — Calls for Judgement (1.7): "
            "“A Pending CfJ may be Enacted by any Admin if all of the following are true:”") in out
    assert out.count("no vote of yours changes its status now") == 2
    assert queue(blog_server.url, "clucky").stdout == out  # deterministic for a given --as-of
    j = json.loads(queue(blog_server.url, "Clucky", "--json").stdout)
    said = [[c["text"] + (f"  — {c['rule']} ({c['number']}): “{c['quote']}”" if c["rule"] else "") for c in e["changes"]]
            for e in j["queue"]]
    assert said == [[ln[4:] for ln in block.splitlines() if ln.startswith("  • ") and "your icons" not in ln]
                    for block in out.split("\n\n")[1:]]


@pytest.mark.parametrize("player,needle", [
    ("Nobody", "player 'Nobody' is not an active player on the sidebar of "),
    ("Cuddlebeam", "player 'Cuddlebeam' is not an active player on the sidebar of "),  # commented on a matter, not a player
    ("  ", "--player: give a player's name"),
])
def test_a_name_not_on_the_roster_is_one_error_line(blog_server, player, needle):
    for extra in ((), ("--json",)):
        r = queue(blog_server.url, player, *extra)
        assert r.returncode == 2 and "Traceback" not in r.stderr
        errors = [ln for ln in r.stderr.splitlines() if not ln.startswith("note: ")]
        assert len(errors) == 1 and errors[0].startswith("error: " + needle), r.stderr
        if extra:
            assert json.loads(r.stdout)["exit"] == 2
