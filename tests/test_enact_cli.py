"""`blognomic enact` and `blognomic audit ruleset` end to end: the recorded blog over HTTP, the real MediaWiki.

The pending "Moat Upgrade" proposal (fixtures/blog/site/archive/moat_upgrade.html) adds a subrule with its
quoted text, replaces words in a rule, gives a player 1 Wood, and explains itself in italics."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIX, ROOT

EXE = str(Path(sys.executable).parent / "blognomic")
POST_FILE = ROOT / "fixtures" / "blog" / "site" / "archive" / "moat_upgrade.html"
GARTENBERG = ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki"
LIVE = FIX / "ruleset-2024-02-24.wiki"
AS_OF = "2024-02-22T12:00:00Z"  # Moat Upgrade is the oldest pending proposal, Popular, open 27 h
SUMMARY = '/* Dynastic Rules */ Enacted "Moat Upgrade"'


def run(env, *args):
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=env, timeout=300)


@pytest.fixture
def wiki(mediawiki):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.sources.wiki import Wiki, WikiSettings
    from blognomic_tools.writers import write_page

    w = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
    write_page(w, "Gartenberg", lambda _: GARTENBERG.read_text(), "Gartenberg as recorded", yes=True, create=True)
    return w


def _body(html: str, body: str) -> str:
    """The recorded post page with another body (the same votes, roster and times)."""
    return re.sub(r'<div class="post-body">.*?</div>\n<p class="post-footer">', f'<div class="post-body">{body}</div>\n<p class="post-footer">',
                  html, count=1, flags=re.S)


def test_enact_dry_run_then_save_then_audit(wiki_env, wiki, blog_server):
    from blognomic_tools.enactment.ruleset import apply_to_ruleset
    from blognomic_tools.parsers.blog import parse_post_page
    from blognomic_tools.parsers.proposal import read_instructions

    url = f"{blog_server.url}/archive/moat_upgrade"
    before = wiki.read("Ruleset")
    gs_before = wiki.read("Gartenberg")
    args = ["enact", url, "--blog", blog_server.url, "--as-of", AS_OF, "--admin", "Kevan", "--no-cache"]
    r = run(wiki_env, *args)
    assert r.returncode == 0, r.stderr
    assert "dry run: nothing saved" in r.stdout and SUMMARY in r.stdout
    assert "+==== Moat Maintenance ====" in r.stdout and "+| 9" in r.stdout  # naught's Wood 8 -> 9
    assert wiki.read("Ruleset").revision.revid == before.revision.revid  # nothing written
    # --json: the documented shape, deterministic
    r = run(wiki_env, *args, "--json")
    data = json.loads(r.stdout)
    assert {"title", "instructions", "summary", "admin_note"} <= set(data)
    assert [(i["kind"], i["status"]) for i in data["instructions"]] == [
        ("add_rule", "applied"), ("replace_text", "applied"), ("gamestate", "applied"), ("commentary", "pending")]
    assert data["admin_note"] == "Reached quorum 5 votes to 1 (1 DEF). Enacted by Kevan."
    assert r.stdout == run(wiki_env, *args, "--json").stdout
    # --yes: the Ruleset and the gamestate saved, with the house-style summaries
    r = run(wiki_env, *args, "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "saved Ruleset as revision" in r.stdout and "saved Gartenberg as revision" in r.stdout
    assert "admin note: Reached quorum 5 votes to 1 (1 DEF). Enacted by Kevan." in r.stdout
    after = wiki.read("Ruleset")
    assert after.revision.comment == SUMMARY and after.revision.revid > before.revision.revid
    post, _ = parse_post_page(POST_FILE.read_text(), "u")
    expected = apply_to_ruleset(before.text, read_instructions(post.body_html)).new
    assert after.text.rstrip("\n") == expected.rstrip("\n")  # exactly the recomputed enactment, every other byte kept
    gs = wiki.read("Gartenberg")
    assert gs.revision.comment == 'Enacted "Moat Upgrade"'
    assert gs.text == gs_before.text.replace("| naught\n| 8\n", "| naught\n| 9\n", 1)
    # the history: the enactment is exact
    r = run(wiki_env, "audit", "ruleset", "--since", "2000-01-01T00:00:00Z", "--blog", blog_server.url, "--no-cache", "--json")
    assert r.returncode == 0, r.stdout + r.stderr
    revs = {a["revid"]: a for a in json.loads(r.stdout)["revisions"]}
    assert revs[after.revision.revid]["verdict"] == "exact" and revs[after.revision.revid]["matter"] == "Moat Upgrade"


@pytest.mark.parametrize("mistake, verdict, detail", [
    # the admin forgot the new subrule
    (lambda enacted, before: re.sub(r"\n==== Moat Maintenance ====\n[^\n]*\n", "\n", enacted), "missing instruction", "Moat Maintenance"),
    # the admin also changed a rule the proposal does not touch
    (lambda enacted, before: enacted.replace("can be at most 2.", "can be at most 3."), "extra change", "at most 3"),
    # the new subrule's text typed differently
    (lambda enacted, before: enacted.replace("to restore that Moat’s", "to repair that Moat’s"), "missing instruction", "Moat Maintenance"),
])
def test_audit_finds_a_wrong_enactment(wiki_env, wiki, blog_server, mistake, verdict, detail):
    from blognomic_tools.enactment.ruleset import apply_to_ruleset
    from blognomic_tools.parsers.blog import parse_post_page
    from blognomic_tools.parsers.proposal import read_instructions
    from blognomic_tools.writers import write_page

    before = wiki.read("Ruleset").text
    post, _ = parse_post_page(POST_FILE.read_text(), "u")
    enacted = apply_to_ruleset(before, read_instructions(post.body_html)).new
    wrong = mistake(enacted, before)
    assert wrong != enacted
    rev = write_page(wiki, "Ruleset", lambda _: wrong, SUMMARY, yes=True).new_revid
    r = run(wiki_env, "audit", "ruleset", "--since", "2000-01-01T00:00:00Z", "--blog", blog_server.url, "--no-cache", "--json")
    assert r.returncode == 1, r.stdout + r.stderr
    got = {a["revid"]: a for a in json.loads(r.stdout)["revisions"]}[rev]
    assert got["verdict"] == verdict and detail in " ".join(got["details"]), got
    r = run(wiki_env, "audit", "ruleset", "--since", "2000-01-01T00:00:00Z", "--blog", blog_server.url, "--no-cache")
    assert r.returncode == 1 and verdict in r.stdout and "with findings" in r.stdout


@pytest.mark.parametrize("body, reason", [
    ('<p>In the rule “Drawbridges”, replace “Moat” with “Ditch”.</p>', "no rule 'Drawbridges'"),
    ('<p>In the rule “Structures”, replace “a moat of fire” with “a moat of ice”.</p>', "not in rule"),
    ('<p>In the rule “Structures”, replace “Gargantuan” with “Huge”.</p>', "times in rule"),
])
def test_instructions_that_cannot_be_applied_are_listed_and_nothing_is_saved(wiki_env, wiki, tmp_path, body, reason):
    page = tmp_path / "post.html"
    page.write_text(_body(POST_FILE.read_text(), body + "<p>naught gains 1 Wood.</p>"))
    before = {t: wiki.read(t).revision.revid for t in ("Ruleset", "Gartenberg")}
    args = ["enact", str(page), "--as-of", AS_OF, "--admin", "Kevan"]
    r = run(wiki_env, *args, "--json")
    data = json.loads(r.stdout)
    first = data["instructions"][0]
    assert first["status"] == "not applied" and reason in first["reason"], first
    assert data["complete"] is False
    r = run(wiki_env, *args, "--yes")
    assert r.returncode == 1, r.stdout + r.stderr
    assert "not applied" in r.stdout and "nothing saved" in r.stdout and "Traceback" not in r.stderr
    assert {t: wiki.read(t).revision.revid for t in before} == before


def test_partial_saves_what_was_applied_when_asked(wiki_env, wiki, tmp_path):
    page = tmp_path / "post.html"
    page.write_text(_body(POST_FILE.read_text(), '<p>In the rule “Structures”, replace “3 to change from Medium to Large” with “2 to change from Medium to Large”.</p>'
                                                 '<p>Rewrite the Ruleset as a sonnet.</p>'))
    r = run(wiki_env, "enact", str(page), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode == 1 and "Rewrite the Ruleset as a sonnet." in r.stdout
    r = run(wiki_env, "enact", str(page), "--as-of", AS_OF, "--admin", "Kevan", "--yes", "--partial")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "2 to change from Medium to Large" in wiki.read("Ruleset").text


def test_not_enactable_now_says_why_and_saves_nothing(wiki_env, wiki):
    before = wiki.read("Ruleset").revision.revid
    r = run(wiki_env, "enact", str(POST_FILE), "--as-of", "2024-02-21T09:00:00Z", "--yes")
    assert r.returncode == 1 and "not enacted" in r.stdout and "not yet" in r.stdout, r.stdout + r.stderr
    assert wiki.read("Ruleset").revision.revid == before


@pytest.mark.parametrize("fmt", ["ruleset-2024-02-24.txt", "ruleset-2024-02-24.page.html"])
def test_a_render_is_refused_offline_and_the_wikitext_file_is_enacted(tmp_path, fmt):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php",
           "BLOGNOMIC_LIVE_BLOG": "http://127.0.0.1:9"}
    r = run(env, "enact", str(POST_FILE), "--ruleset", str(FIX / fmt), "--as-of", AS_OF)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.count("\n") == 1 and "needs the Ruleset's wikitext" in r.stderr and fmt in r.stderr
    out = tmp_path / "new.wiki"
    r = run(env, "enact", str(POST_FILE), "--ruleset", str(LIVE), "--gamestate", str(GARTENBERG), "--as-of", AS_OF, "--out", str(out))
    assert r.returncode == 0, r.stderr
    new = out.read_text()
    assert "==== Moat Maintenance ====" in new and "4 to change from Large to Gargantuan" in new
    old = LIVE.read_text()
    assert new.startswith(old[: old.index("5 to change from Large to Gargantuan")])  # the page before the touched rule, identical
    assert "+| 9" in r.stdout


@pytest.mark.parametrize("their_edit, saved", [
    # someone else edits another rule after the plan was shown: both changes are kept
    (lambda t: t.replace("can be at most 2.", "can be at most 2 (see the Fortnight)."), True),
    # someone else already changed the words the proposal replaces: nothing of ours is saved, the reason is given
    (lambda t: t.replace("5 to change from Large to Gargantuan", "6 to change from Large to Gargantuan"), False),
])
def test_an_edit_saved_meanwhile_is_kept_or_the_enactment_stops(wiki, their_edit, saved):
    from blognomic_tools.cli.enact import _save
    from blognomic_tools.enactment import plan_enactment
    from blognomic_tools.parsers import parse_ruleset
    from blognomic_tools.parsers.blog import parse_post_page
    from blognomic_tools.writers import write_page

    p, roster = parse_post_page(POST_FILE.read_text(), "u")
    shown = wiki.read("Ruleset")
    rs = parse_ruleset(shown.text, fmt="wikitext", source="Ruleset")
    plan = plan_enactment(p, shown.text, ruleset=rs, players=list(roster.players), gamestate_text=wiki.read("Gartenberg").text,
                          gamestate_page="Gartenberg")
    assert plan.complete
    theirs = write_page(wiki, "Ruleset", their_edit, "another admin's edit", yes=True).new_revid  # lands after the plan
    reports: dict = {}
    code = _save(wiki, p, [p], rs, roster, "Ruleset", "Ruleset", "Gartenberg", plan, False, reports)
    now = wiki.read("Ruleset")
    if saved:
        assert code == 0 and reports["ruleset"].status == "saved" and reports["gamestate"].status == "saved"
        assert their_edit(plan.ruleset.new).rstrip() == now.text.rstrip()  # theirs and ours, both
    else:
        assert code == 1 and reports["ruleset"].status == "invalid" and "gamestate" not in reports
        assert "no longer applies" in reports["ruleset"].problems[0] and "5 to change from Large" in reports["ruleset"].problems[0]
        assert now.revision.revid == theirs  # their edit stands, nothing of ours saved


def test_a_gamestate_change_under_a_condition_not_met_is_never_saved(wiki):
    """The save re-reads the proposal on the current page: a conditional's gamestate lines go through only when the
    condition is met (Serf Reform failed on the recorded blog), like in the dry run."""
    from blognomic_tools.cli.enact import _save
    from blognomic_tools.enactment import plan_enactment
    from blognomic_tools.parsers import parse_ruleset
    from blognomic_tools.parsers.blog import parse_post_page

    body = ('<p>In the rule “Structures”, replace “3 to change from Medium to Large” with “2 to change from Medium to Large”.</p>'
            '<p>If Proposal: Serf Reform has passed, naught gains 1 Wood.</p>')
    p, roster = parse_post_page(_body(POST_FILE.read_text(), body), "u")
    failed, _ = parse_post_page((POST_FILE.parent / "serf_reform.html").read_text(), "https://blognomic.com/archive/serf_reform")
    assert failed.status == "failed"
    shown = wiki.read("Ruleset")
    rs = parse_ruleset(shown.text, fmt="wikitext", source="Ruleset")
    gs_before = wiki.read("Gartenberg")
    plan = plan_enactment(p, shown.text, ruleset=rs, players=list(roster.players), posts=[p, failed],
                          gamestate_text=gs_before.text, gamestate_page="Gartenberg")
    cond = plan.instructions[1]
    assert cond.kind == "conditional" and cond.condition_met is False and plan.complete
    assert not (plan.gamestate and plan.gamestate.changed)
    reports: dict = {}
    code = _save(wiki, p, [p, failed], rs, roster, "Ruleset", "Ruleset", "Gartenberg", plan, False, reports)
    assert code == 0 and reports["ruleset"].status == "saved"
    assert "2 to change from Medium to Large" in wiki.read("Ruleset").text
    assert wiki.read("Gartenberg").text == gs_before.text  # naught's Wood untouched
