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

from clirun import blognomic
from conftest import FIX, ROOT

EXE = str(Path(sys.executable).parent / "blognomic")
POST_FILE = ROOT / "fixtures" / "blog" / "site" / "archive" / "moat_upgrade.html"
GARTENBERG = ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki"
LIVE = FIX / "ruleset-2024-02-24.wiki"
AS_OF = "2024-02-22T12:00:00Z"  # Moat Upgrade is the oldest pending proposal, Popular, open 27 h
SUMMARY = '/* Dynastic Rules */ Enacted "Moat Upgrade"'


def run(env, *args):
    return blognomic(*args, env=env, timeout=300)


@pytest.fixture
def wiki(mediawiki):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.sources.wiki import Wiki, WikiSettings
    from blognomic_tools.saving import write_page

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
    from blognomic_tools.saving import write_page

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
    from blognomic_tools.enactment.save import save_enactment
    from blognomic_tools.enactment import plan_enactment
    from blognomic_tools.parsers import parse_ruleset
    from blognomic_tools.parsers.blog import parse_post_page
    from blognomic_tools.saving import write_page

    p, roster = parse_post_page(POST_FILE.read_text(), "u")
    shown = wiki.read("Ruleset")
    rs = parse_ruleset(shown.text, fmt="wikitext", source="Ruleset")
    plan = plan_enactment(p, shown.text, ruleset=rs, players=list(roster.players), gamestate_text=wiki.read("Gartenberg").text,
                          gamestate_page="Gartenberg")
    assert plan.complete
    theirs = write_page(wiki, "Ruleset", their_edit, "another admin's edit", yes=True).new_revid  # lands after the plan
    code, reports, stopped = save_enactment(wiki, p, plan, context=[p], rs=rs, roster=roster, source="Ruleset", ruleset_page="Ruleset",
                                   gs_page="Gartenberg", base={"ruleset": shown.revision.revid})
    now = wiki.read("Ruleset")
    if saved:
        assert code == 0 and reports["ruleset"].status == "saved" and reports["gamestate"].status == "saved" and not stopped
        assert their_edit(plan.ruleset.new).rstrip() == now.text.rstrip()  # theirs and ours, both
    else:
        assert code == 1 and reports == {}
        assert "no longer applies" in stopped[0] and "5 to change from Large" in stopped[0]
        assert f"the text was taken out in revision {theirs} by Admin" in stopped[0]
        assert "Gartenberg not touched" in stopped[1]
        assert now.revision.revid == theirs  # their edit stands, nothing of ours saved


def test_a_gamestate_change_under_a_condition_not_met_is_never_saved(wiki):
    """The save re-reads the proposal on the current page: a conditional's gamestate lines go through only when the
    condition is met (Serf Reform failed on the recorded blog), like in the dry run."""
    from blognomic_tools.enactment.save import save_enactment
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
    code, reports, _ = save_enactment(wiki, p, plan, context=[p, failed], rs=rs, roster=roster, source="Ruleset", ruleset_page="Ruleset",
                             gs_page="Gartenberg")
    assert code == 0 and reports["ruleset"].status == "saved"
    assert "2 to change from Medium to Large" in wiki.read("Ruleset").text
    assert wiki.read("Gartenberg").text == gs_before.text  # naught's Wood untouched


# -- never twice: a second run, a run stopped half-way, two admins at once ---------------------------------------


def test_enact_yes_run_twice_enacts_once_and_the_second_run_says_so(wiki_env, wiki):
    args = ["enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes"]
    r = run(wiki_env, *args)
    assert r.returncode == 0, r.stdout + r.stderr
    after = {t: wiki.read(t) for t in ("Ruleset", "Gartenberg")}
    r = run(wiki_env, *args)
    assert r.returncode == 0, r.stdout + r.stderr
    rs_rev = after["Ruleset"].revision.revid
    assert f"already enacted: “Moat Upgrade” is in revision {rs_rev} by Admin" in r.stdout and "Nothing to do." in r.stdout
    assert f"the gamestate in revision {after['Gartenberg'].revision.revid} by Admin" in r.stdout
    assert "admin note" not in r.stdout
    for t, page in after.items():  # nothing written the second time
        assert wiki.read(t).revision.revid == page.revision.revid
    assert after["Ruleset"].text.count("==== Moat Maintenance ====") == 1
    data = json.loads(run(wiki_env, *args, "--json").stdout)
    assert data["already"]["ruleset"]["revid"] == rs_rev and data["already"]["ruleset"]["audit"] == "exact" and data["saved"] == {}


def test_a_run_stopped_between_the_two_saves_does_only_the_rest(wiki_env, wiki):
    """The Ruleset saved (its summary names the matter), the gamestate not: a rerun saves the gamestate only."""
    from blognomic_tools.enactment import plan_enactment
    from blognomic_tools.parsers.blog import parse_post_page
    from blognomic_tools.saving import write_page

    p, _ = parse_post_page(POST_FILE.read_text(), "u")
    plan = plan_enactment(p, wiki.read("Ruleset").text)
    first = write_page(wiki, "Ruleset", lambda _: plan.ruleset.new, plan.summary, yes=True).new_revid  # then the run was killed
    gs_before = wiki.read("Gartenberg")
    r = run(wiki_env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"Ruleset: already enacted in revision {first} by Admin" in r.stdout and "only the gamestate is left" in r.stdout
    assert wiki.read("Ruleset").revision.revid == first  # the Ruleset's change is not made twice
    gs = wiki.read("Gartenberg")
    assert gs.text == gs_before.text.replace("| naught\n| 8\n", "| naught\n| 9\n", 1) and gs.revision.comment == 'Enacted "Moat Upgrade"'
    assert "admin note: Reached quorum" in r.stdout
    r = run(wiki_env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode == 0 and "already enacted" in r.stdout and wiki.read("Gartenberg").revision.revid == gs.revision.revid


def test_two_admins_enacting_at_once_enact_once(wiki_env, mediawiki):
    """Both start together: one enactment is saved, the other stops (or finds it done) and says so; the Ruleset holds
    the change once and naught's Wood goes up once. Three rounds, each on the wiki as seeded."""
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.sources.wiki import Wiki, WikiSettings
    from blognomic_tools.saving import write_page

    for _ in range(3):
        mediawiki["local"].restore()
        wiki = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
        write_page(wiki, "Gartenberg", lambda _: GARTENBERG.read_text(), "Gartenberg as recorded", yes=True, create=True)
        gs0 = wiki.read("Gartenberg")
        args = [EXE, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes", "--json"]
        procs = [subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=wiki_env) for _ in range(2)]
        outs = [(p.wait(300), *p.communicate()) for p in procs]
        results = [(code, json.loads(out)) for code, out, _ in outs]
        saved = [d for _, d in results if d.get("saved", {}).get("ruleset", {}).get("status") == "saved"]
        assert len(saved) == 1, results
        other = next(d for _, d in results if d is not saved[0])
        other_code = next(c for c, d in results if d is other)
        assert other.get("stopped") or other.get("already"), other
        if other.get("stopped"):
            assert other_code == 1 and "enacted “Moat Upgrade” meanwhile" in other["stopped"][0]
        rs, gs = wiki.read("Ruleset").text, wiki.read("Gartenberg").text
        assert rs.count("==== Moat Maintenance ====") == 1
        assert gs == gs0.text.replace("| naught\n| 8\n", "| naught\n| 9\n", 1)


def test_a_ruleset_showing_the_changes_with_no_revision_naming_them_is_refused(wiki_env, wiki):
    from blognomic_tools.enactment import plan_enactment
    from blognomic_tools.parsers.blog import parse_post_page
    from blognomic_tools.saving import write_page

    p, _ = parse_post_page(POST_FILE.read_text(), "u")
    plan = plan_enactment(p, wiki.read("Ruleset").text)
    rev = write_page(wiki, "Ruleset", lambda _: plan.ruleset.new, "tidying up", yes=True).new_revid  # a summary naming nothing
    r = run(wiki_env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode == 1, r.stdout + r.stderr
    assert "the Ruleset already shows 2 of this proposal's changes (no revision of Ruleset since the post names it)" in r.stdout
    assert "--again applies it a second time" in r.stdout and wiki.read("Ruleset").revision.revid == rev
    r = run(wiki_env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--again", "--json")  # a dry run: applied again
    data = json.loads(r.stdout)
    assert data["instructions"][0]["status"] == "not applied" and "a rule 'Moat Maintenance' is already there" in data["instructions"][0]["reason"]


def test_a_replacement_whose_text_is_gone_names_the_revision_that_took_it_out(wiki_env, wiki):
    from blognomic_tools.saving import write_page

    rev = write_page(wiki, "Ruleset", lambda t: t.replace("5 to change from Large to Gargantuan", "6 to change from Large to Gargantuan"),
                     "Raising the cost", yes=True).new_revid
    r = run(wiki_env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--json")
    data = json.loads(r.stdout)
    repl = next(i for i in data["instructions"] if i["kind"] == "replace_text")
    assert repl["status"] == "not applied" and f"it was taken out in revision {rev} by Admin" in repl["reason"] and "Raising the cost" in repl["reason"]
    r = run(wiki_env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode == 1 and "nothing saved" in r.stdout


def test_an_insertion_inside_a_part_whose_words_are_gone_names_the_revision_that_took_them_out(wiki_env, wiki, tmp_path):
    from blognomic_tools.saving import write_page

    page = tmp_path / "post.html"
    page.write_text(_body(POST_FILE.read_text(), "<p>In the rule “Structures”, in the paragraph beginning “At any time, a Vassal may Upgrade”, "
                                                 "add the following after “5 to change from Large to Gargantuan”:</p>"
                                                 "<blockquote>(4 for a Vassal with a Mason)</blockquote><p>naught gains 1 Wood.</p>"))
    rev = write_page(wiki, "Ruleset", lambda t: t.replace("5 to change from Large to Gargantuan", "6 to change from Large to Gargantuan"),
                     "Raising the cost", yes=True).new_revid
    r = run(wiki_env, "enact", str(page), "--as-of", AS_OF, "--admin", "Kevan", "--json")
    ins = json.loads(r.stdout)["instructions"][0]
    assert ins["where"] == "paragraph beginning:At any time, a Vassal may Upgrade > after:5 to change from Large to Gargantuan"
    assert ins["status"] == "not applied" and f"it was taken out in revision {rev} by Admin" in ins["reason"], ins["reason"]


@pytest.mark.parametrize("body", ["", "<p><em>Flavour only: this proposal does nothing.</em></p>", "<blockquote>" * 500 + "</blockquote>" * 500])
def test_a_proposal_with_no_instruction_is_never_reported_enacted(wiki_env, wiki, tmp_path, body):
    page = tmp_path / "post.html"
    page.write_text(_body(POST_FILE.read_text(), body))
    before = {t: wiki.read(t).revision.revid for t in ("Ruleset", "Gartenberg")}
    r = run(wiki_env, "enact", str(page), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode != 0 and "Enacted" not in r.stdout and "Traceback" not in r.stderr, r.stdout + r.stderr
    if "blockquote" not in body:  # 500 levels deep, the HTML parser gives up on the page: an error naming it
        assert r.returncode == 1 and "no instruction was read" in r.stderr
    assert {t: wiki.read(t).revision.revid for t in before} == before


def test_out_writes_nothing_for_a_partial_enactment_and_refuses_a_directory(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php",
           "BLOGNOMIC_LIVE_BLOG": "http://127.0.0.1:9"}
    page = tmp_path / "post.html"
    page.write_text(_body(POST_FILE.read_text(), '<p>In the rule “Structures”, replace “3 to change from Medium to Large” with “2 to change from Medium to Large”.</p>'
                                                 '<p>Rewrite the Ruleset as a sonnet.</p>'))
    out = tmp_path / "new.wiki"
    # without --partial: the file asked for is not written, exit 1, and no admin note is suggested
    r = run(env, "enact", str(page), "--ruleset", str(LIVE), "--as-of", AS_OF, "--out", str(out))
    assert r.returncode == 1 and not out.exists() and "nothing saved or written" in r.stdout and "admin note" not in r.stdout
    assert "new Ruleset written" not in r.stdout and "Reached quorum" not in r.stdout
    r = run(env, "enact", str(page), "--ruleset", str(LIVE), "--as-of", AS_OF, "--out", str(out), "--json")
    data = json.loads(r.stdout)
    assert r.returncode == 1 and not out.exists() and (data["complete"], data["out"], data["admin_note"]) == (False, None, None)
    # with --partial: what was applied is written, and the output says it is partial
    r = run(env, "enact", str(page), "--ruleset", str(LIVE), "--as-of", AS_OF, "--out", str(out), "--partial")
    assert r.returncode == 0 and "2 to change from Medium to Large" in out.read_text()
    assert "1 instruction not applied: a partial enactment, written anyway (--partial)" in r.stdout and f"new Ruleset written to {out}" in r.stdout
    assert out.read_text() == LIVE.read_text().replace("3 to change from Medium to Large", "2 to change from Medium to Large", 1)
    r = run(env, "enact", str(POST_FILE), "--ruleset", str(LIVE), "--as-of", AS_OF, "--out", str(tmp_path))
    assert r.returncode == 2 and r.stderr.startswith(f"error: --out {tmp_path}: is a directory") and "Traceback" not in r.stderr



# -- a Call for Judgement: the same reader, the same plan and the same save path as a proposal ------------------------

CFJ_FILE = ROOT / "fixtures" / "blog" / "site" / "archive" / "any_position_builds.html"  # Popular on 31 January 2024
CFJ_AS_OF = "2024-01-31T12:00:00Z"
CFJ_OLD = "creating a new entry to any position in their Structures"
CFJ_NEW = "creating a new entry at the start or the end of their Structures"


def _offline(tmp_path) -> dict:
    return {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "200", "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php",
            "BLOGNOMIC_LIVE_BLOG": "http://127.0.0.1:9"}


def test_a_passed_cfj_is_enacted_offline_with_its_instructions_applied(tmp_path):
    env = _offline(tmp_path)
    out = tmp_path / "new.wiki"
    args = ["enact", str(CFJ_FILE), "--ruleset", str(LIVE), "--gamestate", str(GARTENBERG), "--as-of", CFJ_AS_OF, "--admin", "Kevan"]
    r = run(env, *args, "--out", str(out), "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert (data["title"], data["verdict"], data["complete"]) == ("Any Position Builds", "enactable now", True)
    assert [(i["kind"], i["status"]) for i in data["instructions"]] == [
        ("commentary", "pending"), ("replace_text", "applied"), ("gamestate", "applied"), ("commentary", "pending")]
    assert data["summary"] == '/* Dynastic Rules */ Enacted "Any Position Builds"'
    assert data["admin_note"] == "Reached quorum 6 votes to 1. Enacted by Kevan." and data["out"] == str(out)
    # the Ruleset written: the one replacement, every other byte as it was
    assert out.read_text() == LIVE.read_text().replace(CFJ_OLD, CFJ_NEW, 1) and CFJ_OLD in LIVE.read_text()
    assert "+At any time, a Vassal may Build a Structure" in data["diff"] and "Clucky" not in data["diff"]  # the Ruleset's diff
    # as an admin reads it
    r = run(env, *args)
    assert r.returncode == 0, r.stderr
    assert "“Call for Judgement: Any Position Builds” (" in r.stdout and "is enactable now as of 2024-01-31 12:00 UTC" in r.stdout
    assert "Calls for Judgement (1.7)" in r.stdout and "from the CfJ" in r.stdout
    assert f"+At any time, a Vassal may Build a Structure by spending one of each material listed in the Structure’s Cost, and {CFJ_NEW}" in r.stdout
    assert "-| Clucky || 8 |" in r.stdout and "+| Clucky || 9 |" in r.stdout  # the gamestate correction: Clucky gains 1 Wood
    assert "gamestate Gartenberg: validated, no findings" in r.stdout
    assert r.stdout.rstrip().endswith("admin note: Reached quorum 6 votes to 1. Enacted by Kevan.")


def test_an_unpopular_cfj_is_not_enacted_and_a_dov_is_not_enacted_here(tmp_path):
    env = _offline(tmp_path)
    r = run(env, "enact", str(CFJ_FILE.parent / "moat_counts_twice.html"), "--ruleset", str(LIVE), "--as-of", CFJ_AS_OF, "--out", str(tmp_path / "x.wiki"))
    assert r.returncode == 1 and "not enacted: “Call for Judgement: Moat Counts Twice” is failable now" in r.stdout
    assert not (tmp_path / "x.wiki").exists()
    r = run(env, "enact", str(CFJ_FILE.parent / "no_i_won.html"), "--ruleset", str(LIVE), "--as-of", CFJ_AS_OF)
    assert r.returncode == 2 and "is a dov, not a proposal or a Call for Judgement" in r.stderr and r.stderr.count("\n") == 1


def test_a_passed_cfj_is_saved_on_the_wiki_like_a_proposal(wiki_env, wiki):
    before = {t: wiki.read(t) for t in ("Ruleset", "Gartenberg")}
    r = run(wiki_env, "enact", str(CFJ_FILE), "--as-of", CFJ_AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "saved Ruleset as revision" in r.stdout and "saved Gartenberg as revision" in r.stdout
    rs, gs = wiki.read("Ruleset"), wiki.read("Gartenberg")
    assert rs.revision.comment == '/* Dynastic Rules */ Enacted "Any Position Builds"'
    assert rs.text.rstrip("\n") == before["Ruleset"].text.replace(CFJ_OLD, CFJ_NEW, 1).rstrip("\n")
    assert gs.revision.comment == 'Enacted "Any Position Builds"'
    assert gs.text == before["Gartenberg"].text.replace("| Clucky || 8 |", "| Clucky || 9 |", 1)
    r = run(wiki_env, "enact", str(CFJ_FILE), "--as-of", CFJ_AS_OF, "--admin", "Kevan", "--yes")  # never twice
    assert r.returncode == 0 and "already enacted: “Any Position Builds”" in r.stdout and wiki.read("Ruleset").revision.revid == rs.revision.revid


@pytest.mark.parametrize("body", ["", "<p><em>Flavour only: this proposal does nothing.</em></p>",
                                  "<p>[ The author's reasons, and nothing else. ]</p><p><em>Really nothing.</em></p>"])
def test_a_body_of_commentary_only_is_nothing_to_enact_offline(tmp_path, body):
    env = _offline(tmp_path)
    page = tmp_path / "post.html"
    page.write_text(_body(POST_FILE.read_text(), body))
    out = tmp_path / "new.wiki"
    for extra in ([], ["--json"], ["--partial"]):
        r = run(env, "enact", str(page), "--ruleset", str(LIVE), "--as-of", AS_OF, "--admin", "Kevan", "--out", str(out), *extra)
        said = {"error": r.stderr.removeprefix("error: ").rstrip("\n"), "exit": 1} if extra == ["--json"] else None
        assert r.returncode == 1 and (json.loads(r.stdout) if said else r.stdout) == (said or "") and r.stderr.count("\n") == 1, r.stdout + r.stderr
        assert "no instruction was read" in r.stderr and "nothing to enact, and it is not reported enacted" in r.stderr
        assert "Enacted" not in r.stderr and not out.exists()


def test_instructions_none_of_which_can_be_applied_are_nothing_to_enact_even_with_partial(tmp_path):
    env = _offline(tmp_path)
    page = tmp_path / "post.html"
    page.write_text(_body(POST_FILE.read_text(), "<p>Rewrite the Ruleset as a sonnet.</p>"
                                                 "<p>In the rule “Drawbridges”, replace “Moat” with “Ditch”.</p><p><em>Why not.</em></p>"))
    out = tmp_path / "new.wiki"
    args = ["enact", str(page), "--ruleset", str(LIVE), "--as-of", AS_OF, "--admin", "Kevan", "--out", str(out)]
    for extra in ([], ["--partial"]):
        r = run(env, *args, *extra)
        assert r.returncode == 1 and not out.exists(), r.stdout + r.stderr
        assert "nothing to enact: none of the 2 instructions read from “Proposal: Moat Upgrade” can be applied" in r.stdout
        assert "Rewrite the Ruleset as a sonnet." in r.stdout and "no rule 'Drawbridges'" in r.stdout  # the table says why, each
        assert "admin note" not in r.stdout and "Enacted by" not in r.stdout and "dry run" not in r.stdout
    data = json.loads(run(env, *args, "--partial", "--json").stdout)
    assert data["admin_note"] is None and data["complete"] is False and data["out"] is None and "nothing to enact" in data["refused"]
    assert [i["status"] for i in data["instructions"]] == ["pending", "not applied", "pending"]



def test_a_conditional_not_met_is_an_enactment_with_no_change_not_nothing_to_enact():
    """Serf Reform failed: "If it has passed, ..." does nothing, and the proposal is enacted (complete, no change);
    an instruction that cannot be applied, with nothing else, is nothing to enact."""
    from blognomic_tools.enactment import plan_enactment
    from blognomic_tools.parsers.blog import parse_post_page

    failed, _ = parse_post_page((POST_FILE.parent / "serf_reform.html").read_text(), "https://blognomic.com/archive/serf_reform")
    p, _ = parse_post_page(_body(POST_FILE.read_text(), "<p>If Proposal: Serf Reform has passed, naught gains 1 Wood.</p>"), "u")
    plan = plan_enactment(p, LIVE.read_text(), posts=[p, failed])
    assert plan.instructions[0].condition_met is False and plan.complete and not plan.applies_nothing and plan.ruleset.new == LIVE.read_text()
    p, _ = parse_post_page(_body(POST_FILE.read_text(), "<p>In the rule “Drawbridges”, replace “Moat” with “Ditch”.</p>"), "u")
    plan = plan_enactment(p, LIVE.read_text())
    assert plan.applies_nothing and not plan.read_nothing
    p, _ = parse_post_page(POST_FILE.read_text(), "u")
    assert not plan_enactment(p, LIVE.read_text()).applies_nothing  # the gamestate line pending (no page read), the rest applied
