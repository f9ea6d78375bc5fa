"""Conditions in proposals decided at enactment, as an admin would: both branches kept whatever the condition decides,
another matter's outcome read from its post on the blog (off the front page too) and cited, what the blog cannot say
answered with --assume, and a condition nobody decides asked as one line.

`blognomic enact` runs offline on a Ruleset file, with a copy of the recorded blog served over real HTTP: the recorded
Moat Upgrade page with the body under test, and "Harvest Time", the recorded failed Serf Reform page under another
title, which no listing of the blog shows."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from clirun import blognomic
from conftest import BLOG_SITE, FIX

LIVE = FIX / "ruleset-2024-02-24.wiki"
AS_OF = "2024-02-22T12:00:00Z"  # Moat Upgrade (the page the bodies are put in) is enactable then
STRUCTURES_END = "Each Vassal harvests."
TEXT = f"<blockquote><p>{STRUCTURES_END}</p></blockquote>"
# the other branch's order is read; the first branch's ("the frobnicator") is not
OR_ELSE = ('<p>If Proposal: {m} was enacted, add the following to the frobnicator of the rule “Structures”; '
           'otherwise add it to the end of the rule “Structures”:</p>' + TEXT)


def _body(html: str, body: str) -> str:
    return re.sub(r'<div class="post-body">.*?</div>\n<p class="post-footer">', f'<div class="post-body">{body}</div>\n<p class="post-footer">',
                  html, count=1, flags=re.S)


@pytest.fixture
def site(tmp_path):
    root = tmp_path / "site"
    shutil.copytree(BLOG_SITE, root)
    failed = (root / "archive" / "serf_reform.html").read_text()
    (root / "archive" / "harvest_time.html").write_text(failed.replace("Serf Reform", "Harvest Time"))
    return root


@pytest.fixture
def enact(site, tmp_path):
    from blognomic_tools.sandbox.blogserver import BlogServer

    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "250", "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php",
           "BLOGNOMIC_LIVE_BLOG": "http://127.0.0.1:9"}
    with BlogServer(site) as srv:
        def run(body: str, *extra: str):
            (site / "archive" / "moat_upgrade.html").write_text(_body((BLOG_SITE / "archive" / "moat_upgrade.html").read_text(), body))
            out = tmp_path / "new.wiki"
            out.unlink(missing_ok=True)
            r = blognomic("enact", f"{srv.url}/archive/moat_upgrade", "--blog", srv.url, "--ruleset", LIVE, "--as-of", AS_OF,
                          "--admin", "Kevan", "--no-cache", "--out", out, *extra, env=env)
            return r, (out.read_text() if out.exists() else None)
        yield run


def _added(new: str | None) -> bool:
    return new is not None and STRUCTURES_END in new and STRUCTURES_END not in LIVE.read_text()


def test_the_other_branch_is_kept_when_the_branch_not_taken_was_not_read(enact):
    """Serf Reform failed: the first branch (not read) is not taken and said so, the "otherwise" order is applied."""
    r, new = enact(OR_ELSE.format(m="Serf Reform"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert _added(new)
    assert "not taken: “Proposal: Serf Reform was enacted” is false ('Proposal: Serf Reform' was failed" in r.stdout
    data = json.loads(enact(OR_ELSE.format(m="Serf Reform"), "--json")[0].stdout)
    first, other = data["instructions"][0], data["instructions"][1]
    assert first["condition_met"] is False and first["children"][0]["kind"] == "not_understood"
    assert other["condition_met"] is True and other["children"][0]["status"] == "applied" and data["complete"] is True


def test_a_branch_taken_that_was_not_read_leaves_the_plan_incomplete(enact):
    """Tower Costs was enacted: the branch taken is not read, so nothing is written; the other is listed as not taken."""
    r, new = enact(OR_ELSE.format(m="Tower Costs"))
    assert r.returncode == 1 and new is None, r.stdout + r.stderr
    assert "1 instruction not applied" in r.stdout and "not taken: “otherwise” is false" in r.stdout


def test_a_branch_not_taken_whose_unread_words_hold_the_other_branch_is_never_done_with():
    """A line not read that runs on into "; otherwise …" may hold the branch taken: the plan is not complete."""
    from blognomic_tools.enactment import Plan
    from blognomic_tools.models import Instruction

    plan = Plan(title="X", url="u", ruleset=None, instructions=[Instruction(
        kind="conditional", sentence="If …", condition="Proposal: Serf Reform was enacted", condition_met=False,
        children=[Instruction(kind="not_understood", sentence="Frobnicate it; otherwise, frobnicate the rest")])])
    assert not plan.complete and plan.open_items[0].kind == "not_understood"


def test_a_matter_off_the_front_page_is_decided_from_its_own_post(enact):
    """Harvest Time is listed nowhere: its post, at the address its title gives, says it failed."""
    r, new = enact(OR_ELSE.format(m="Harvest Time"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert _added(new) and "'Proposal: Harvest Time' was failed" in r.stdout and "/archive/harvest_time" in r.stdout


def test_a_pending_matter_is_asked_and_answered_with_assume(enact):
    body = OR_ELSE.format(m="Rune Stability")  # pending on the blog
    r, new = enact(body)
    assert r.returncode == 1 and new is None, r.stdout + r.stderr
    asked = [line for line in r.stdout.splitlines() if line.startswith("undecided:")]
    assert len(asked) == 1 and "“Proposal: Rune Stability was enacted”" in asked[0] and "still pending" in asked[0]
    assert '--assume "Rune Stability=enacted"' in asked[0] and '--assume "Rune Stability=failed"' in asked[0]
    r, new = enact(body, "--assume", "Rune Stability=failed")
    assert r.returncode == 0 and _added(new), r.stdout + r.stderr
    assert "'Rune Stability' assumed failed (--assume)" in r.stdout
    r, new = enact(body, "--assume", "https://blognomic.com/archive/rune_stability=false")  # named by its address
    assert r.returncode == 0 and _added(new), r.stdout + r.stderr


def test_any_other_condition_is_asked_and_answered_with_assume(enact):
    body = f'<p>If the Moat exists, add the following to the end of the rule “Structures”:</p>{TEXT}'
    r, new = enact(body)
    assert r.returncode == 1 and new is None
    asked = [line for line in r.stdout.splitlines() if line.startswith("undecided:")]
    assert len(asked) == 1 and '--assume "the Moat exists=true"' in asked[0], r.stdout
    r, new = enact(body, "--assume", "the Moat exists=true")
    assert r.returncode == 0 and _added(new), r.stdout + r.stderr
    r, new = enact(body, "--assume", "The moat exists=false")
    assert r.returncode == 0 and new == LIVE.read_text() and "not taken: “the Moat exists” is false" in r.stdout


@pytest.mark.parametrize("assume, said", [
    ("Serf Reform=enacted", "the blog says 'Proposal: Serf Reform' was failed"),  # the blog contradicts it
    ("Harvest Tme=failed", "no condition of “Proposal: Moat Upgrade” asks about it"),  # a typo
    ("Serf Reform=maybe", "VALUE one of enacted"),
    ("Serf Reform", "give NAME=VALUE"),
])
def test_an_assumption_that_cannot_be_used_is_one_error_line(enact, assume, said):
    r, new = enact(OR_ELSE.format(m="Serf Reform"), "--assume", assume)
    assert r.returncode == 2 and new is None and r.stdout == "", r.stdout + r.stderr
    assert r.stderr.count("\n") == 1 and said in r.stderr and "Traceback" not in r.stderr


def test_the_other_branch_has_one_wording_read_by_the_reader_and_the_enactment():
    from blognomic_tools import enactment
    from blognomic_tools.phrasings.proposals import OTHERWISE

    assert enactment.OTHER_BRANCH == OTHERWISE["phrasing"]
    assert "OTHER_BRANCH = r" not in Path(enactment.__file__).read_text()  # no second copy of the words
    assert re.match(enactment.OTHER_BRANCH, "If it failed:", re.I) and re.match(enactment.OTHER_BRANCH, "If this is not the case,", re.I)
