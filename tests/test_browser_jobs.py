"""The browser's jobs (blognomic_tools.browser, what web/'s Worker runs) in plain Python: each answer is what the
CLI prints for the same inputs, the same text and the same JSON; bad input is one error line, never a traceback."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from blognomic_tools import browser
from clirun import blognomic

ROOT = Path(__file__).resolve().parents[1]
RULESET = "fixtures/rulesets/ruleset-2024-02-24.wiki"
POST = "fixtures/blog/site/archive/moat_upgrade.html"
AS_OF = "2024-02-22T12:00:00Z"


def cli(*args: str) -> tuple[int, str]:
    r = blognomic(*args, cwd=ROOT, env={**os.environ, "COLUMNS": "120"})
    return r.returncode, r.stdout


def text(p: str) -> str:
    return (ROOT / p).read_text(encoding="utf-8")


def same_as_cli(answer: dict, *args: str) -> None:
    code, out = cli(*args)
    assert (answer["exit"], answer["text"]) == (code, out)
    assert answer["json"] == json.loads(cli(*args, "--json")[1])


def test_the_profile_is_the_clis():
    same_as_cli(browser.profile(text(RULESET), name=RULESET), "ruleset", "profile", RULESET)


def test_a_tally_is_the_clis():
    got = browser.tally([{"url": POST, "html": text(POST)}], text(RULESET), ruleset_name=RULESET, as_of=AS_OF, admin="Kevan")
    same_as_cli(got, "tally", POST, "--ruleset", RULESET, "--as-of", AS_OF, "--admin", "Kevan", "--no-cache")
    assert "<pre" in got["html"] and "enactable now" in got["html"]


@pytest.mark.parametrize("new, code", [("fixtures/wiki/Gartenberg/03.wiki", 0), ("fixtures/wiki/Gartenberg/01.wiki", None)])
def test_a_validation_is_the_clis(new, code):
    old = "fixtures/wiki/Gartenberg/02.wiki"
    got = browser.validate(text(RULESET), text(old), text(new), page="02.wiki → " + Path(new).name, ruleset_name=RULESET)
    same_as_cli(got, "validate", "--old", old, "--new", new, "--ruleset", RULESET)
    if code is not None:
        assert got["exit"] == code


def test_a_players_queue_is_the_clis():
    posts = [f"fixtures/blog/site/archive/{s}.html" for s in ("moat_upgrade", "core_quorum_tweak", "herald_skipped")]
    at = "2024-02-21T21:00:00Z"
    got = browser.queue([{"url": p, "html": text(p)} for p in posts], text(RULESET), "clucky", ruleset_name=RULESET, as_of=at)
    same_as_cli(got, "tally", *posts, "--player", "clucky", "--ruleset", RULESET, "--as-of", at, "--no-cache")
    assert [(c["text"], c["rule"]) for c in got["json"]["queue"][-1]["changes"]] == [
        ("FOR would make it enactable now (may be enacted: Popular (5 FOR ≥ Quorum 5))", "Calls for Judgement")]
    bad = browser.queue([{"url": p, "html": text(p)} for p in posts], text(RULESET), "Nobody", ruleset_name=RULESET, as_of=at)
    assert bad["exit"] == 2 and bad["error"].startswith("player 'Nobody' is not an active player on the sidebar of ")


def test_the_pending_queue_of_a_front_page_oldest_first():
    got = browser.pending(text("fixtures/blog/site/index.html"), "https://blognomic.com/", as_of=AS_OF)
    titles = [p["title"] for p in got["json"]]
    assert got["exit"] == 0 and titles[:2] == ["Proposal: Moat Upgrade", "Proposal: [Core] Quorum Tweak"] and len(titles) == 5


R209 = "fixtures/rulesets/ruleset-209.wiki"
# a draft an admin would apply whole (a new rule whose text holds a wiki link and an external one: the diff's lines
# keep their brackets as text), and one with a misspelt rule name beside an order that applies
DRAFTS = {
    "ready": 'Add a new rule to the Dynastic Rules, called "Lanterns":\n\n'
             "> Each Explorer has a number of Lanterns, defaulting to 0 (see [[Building Blocks]] and [https://blognomic.com the blog]).\n\n"
             'In the rule "Grillin\'", replace "Braai and Grill" with "Braai, Grill and Cookout".\n',
    "refused": 'In the rule "Grilin", replace "Barbecue" with "Barbecue (sic)".\n\nRepeal the rule "Summoning Attempt".\n',
}


@pytest.mark.parametrize("kind", ["ready", "refused"])
def test_a_draft_proposals_check_is_the_clis(tmp_path, kind):
    draft = tmp_path / "draft.txt"
    draft.write_text(DRAFTS[kind], encoding="utf-8")
    seen: list[str] = []
    got = browser.proposal_check(DRAFTS[kind], text(R209), ruleset_name=R209, stage=seen.append)
    same_as_cli(got, "proposal", "check", str(draft), "--ruleset", R209)
    assert seen == ["reading the Ruleset", "applying the draft", "writing the answer"]
    lines = "\n".join(b["text"] for b in got["blocks"] if "text" in b)
    if kind == "ready":
        assert got["exit"] == 0 and got["json"]["ready"] and got["json"]["refused"] == []
        assert "+Each Explorer has a number of Lanterns, defaulting to 0 (see [[Building Blocks]] and [https://blognomic.com the blog])." in lines
    else:
        assert got["exit"] == 1 and got["json"]["missing"][0]["did_you_mean"] == '"Grillin\'"'
        assert "✗ “In the rule “Grilin”, replace “Barbecue” with “Barbecue (sic)”.”: no such rule: no rule 'Grilin' in the Ruleset; did you mean \"Grillin'\"?" in lines
        assert "-== Summoning Attempt ==" in got["json"]["diff"]
    [table] = [b for b in got["blocks"] if "table" in b]
    assert table["head"] == ["#", "kind", "place", "status", "from the draft"] and len(table["rows"]) == 2


@pytest.mark.parametrize("args, error", [
    ({"draft": " \n", "ruleset": "== Core Rules =="}, "the draft is empty: nothing to check"),
    ({"draft": 'Repeal the rule "Votes".', "ruleset": "x", "ruleset_name": "ruleset.html"},
     "ruleset.html: the check applies the draft to the Ruleset's wikitext (a .wiki file or the wiki page); a .html render cannot be edited"),
    ({"draft": 'Repeal the rule "Votes".', "ruleset": "<html><body><h2>Votes</h2><p>x</p></body></html>"},
     "Ruleset: the check applies the draft to the Ruleset's wikitext (a .wiki file or the wiki page); this is its HTML render, which cannot be edited"),
])
def test_a_draft_check_refuses_bad_input_in_one_line(args, error):
    out = json.loads(browser.run("proposal_check", json.dumps(args)))
    assert (out["exit"], out["error"]) == (2, error)


@pytest.mark.parametrize("job, args", [
    ("tally", {"posts": [{"url": "x", "html": "<p>no post here</p>"}], "ruleset": "== Core Rules =="}),
    ("profile", {"ruleset": ""}),
    ("validate", {"ruleset": "x", "old": "", "new": "", "page": "P"}),
    ("profile", {"ruleset": "x", "no_such_argument": 1}),
    ("no_such_job", {}),
    ("tally", {"posts": [], "ruleset": "x", "as_of": "yesterday"}),
])
def test_bad_input_is_one_error_line(job, args):
    out = json.loads(browser.run(job, json.dumps(args)))
    assert out["exit"] == 2 and out["error"] and "\n" not in out["error"] and "Traceback" not in out["error"]


WARM_THEN_JOBS = """
import json, sys
from pathlib import Path
from blognomic_tools import browser

browser.warm()
before = set(sys.modules)
rs = Path("fixtures/rulesets/ruleset-2024-02-24.wiki").read_text()
old, new = Path("fixtures/wiki/Gartenberg/02.wiki").read_text(), Path("fixtures/wiki/Gartenberg/03.wiki").read_text()
post = Path("fixtures/blog/site/archive/moat_upgrade.html").read_text()
answers = [browser.profile(rs), browser.validate(rs, old, new, page="p"),
           browser.tally([{"url": "https://blognomic.com/archive/moat_upgrade", "html": post}], rs, as_of="2024-02-22T12:00:00Z"),
           browser.pending(Path("fixtures/blog/site/index.html").read_text(), "https://blognomic.com/", as_of="2024-02-22T12:00:00Z"),
           browser.queue([{"url": "https://blognomic.com/archive/moat_upgrade", "html": post}], rs, "Kevan", as_of="2024-02-22T12:00:00Z"),
           browser.proposal_check('In the rule "Votes", replace "Quorum" with "the Quorum".', rs)]
print(json.dumps({"exits": [a["exit"] for a in answers], "imported": sorted(set(sys.modules) - before)}))
"""


def test_warm_imports_all_that_the_jobs_import():
    # what the Worker keeps in its snapshot: a later visit's first job loads no module of its own
    r = subprocess.run([sys.executable, "-c", WARM_THEN_JOBS], capture_output=True, text=True, cwd=ROOT, check=True)
    got = json.loads(r.stdout)
    assert got["exits"] == [0, 0, 0, 0, 0, 1]
    # (C-extension speed-ups that the browser does not have may load natively; the browser has none of them)
    assert [m for m in got["imported"] if not m.startswith(("lxml", "_cython", "cython_runtime"))] == []


def test_each_job_names_its_stages_as_it_begins_them():
    # what the Worker tells the page while a job runs (its bar moves with them), in order; the answer the same
    for job, args, stages in (
        ("profile", {"ruleset": text(RULESET), "name": RULESET}, ["reading the Ruleset", "reading its mechanics", "writing the answer"]),
        ("tally", {"ruleset": text(RULESET), "posts": [{"url": POST, "html": text(POST)}], "as_of": AS_OF},
         ["reading the Ruleset", "counting the votes", "writing the answer"]),
    ):
        seen: list[str] = []
        answer = json.loads(browser.run(job, json.dumps(args), seen.append))
        assert seen == stages and answer == json.loads(browser.run(job, json.dumps(args)))


def test_the_tables_are_given_cell_by_cell_for_the_page_to_lay_out():
    # the page stacks a table's rows on a narrow screen: it needs the cells, not the box-drawn lines
    answer = browser.tally([{"url": POST, "html": text(POST)}], text(RULESET), as_of=AS_OF)
    table, lines = answer["blocks"]
    assert table["head"] == ["#", "matter", "posted", "open", "FOR–AGAINST (Q)", "verdict", "changes"]
    assert table["rows"] == [["1", "Proposal: Moat Upgrade", "2024-02-21 08:40", "27 h", "5–1 (5)", "enactable now", "2024-02-28 08:40"]]
    assert table["table"] == "Votable matters as of 2024-02-22 12:00 UTC (rules: Ruleset)"
    assert lines["text"].lstrip("\n").split("\n")[0] in answer["text"] and "[bold]" not in lines["text"]
    profile = browser.profile(text(RULESET), name=RULESET)["blocks"][0]
    assert len(profile["rows"]) > 10 and all(len(r) == 3 for r in profile["rows"])
