"""An enactment's writes on the real local MediaWiki: every page the instructions change is saved once (the gamestate
alone included), and only those; a run that saved one page and not the other says what is saved and what is left, in
text and in JSON, and the same command run again finishes it; a Ctrl-C between the saves does the same; a matter whose
title holds quotation marks is found enacted on a second run; the rules profile is built once per run.

The posts are the recorded "Moat Upgrade" page (fixtures/blog/site/archive/moat_upgrade.html) with other bodies."""
from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from clirun import blognomic
from conftest import ROOT

EXE = str(Path(sys.executable).parent / "blognomic")
POST_FILE = ROOT / "fixtures" / "blog" / "site" / "archive" / "moat_upgrade.html"
SERF_REFORM = POST_FILE.parent / "serf_reform.html"  # failed on the recorded blog
GARTENBERG = ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki"
AS_OF = "2024-02-22T12:00:00Z"  # Moat Upgrade is the oldest pending proposal, Popular, open 27 h
NAUGHT_8, NAUGHT_9 = "| naught\n| 8\n", "| naught\n| 9\n"

# one body of each kind, each read by the reader as that kind alone (checked below)
BODIES = {
    "add_rule": "<p>Add a new rule to the Dynastic Rules, called “Beacons”, with the following text:</p><blockquote>Each Vassal has a Beacon.</blockquote>",
    "replace_text": "<p>In the rule “Structures”, replace “3 to change from Medium to Large” with “2 to change from Medium to Large”.</p>",
    "append_text": "<p>Append the following to the rule “Waves”:</p><blockquote>A Wave may be named by the Sovereign.</blockquote>",
    "repeal_rule": "<p>Repeal the rule “Low-Player Mode”.</p>",
    "rename_rule": "<p>Rename the rule “Enemies” to “Foes”.</p>",
    "gamestate": "<p>naught gains 1 Wood.</p>",
    "unmet": "<p>If Proposal: Serf Reform has passed, naught gains 1 Wood.</p>",
}
CHANGES = {"add_rule": "ruleset", "replace_text": "ruleset", "append_text": "ruleset", "repeal_rule": "ruleset", "rename_rule": "ruleset",
           "gamestate": "gamestate", "unmet": None}
MIXES = [(k,) for k in BODIES] + [
    ("add_rule", "gamestate"), ("gamestate", "replace_text"), ("gamestate", "unmet"), ("unmet", "append_text"),
    ("rename_rule", "repeal_rule", "gamestate"), ("add_rule", "replace_text", "append_text"),
]


def run(env, *args, **kw):
    return blognomic(*args, env=env, timeout=300, **kw)


def post_page(body: str, title: str | None = None) -> str:
    """The recorded post page with another body (and title): the same votes, roster and times."""
    page = re.sub(r'<div class="post-body">.*?</div>\n<p class="post-footer">', lambda _: f'<div class="post-body">{body}</div>\n<p class="post-footer">',
                  POST_FILE.read_text(), count=1, flags=re.S)
    if title is not None:
        page = page.replace("Proposal: Moat Upgrade", f"Proposal: {title}")
    return page


def client(mediawiki, who):
    from blognomic_tools.sources.wiki import Wiki, WikiSettings

    return Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=who[0], password=who[1], throttle=0, retry_timeout=0.2, max_retries=2))


@pytest.fixture
def wiki(mediawiki):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.saving import write_page

    w = client(mediawiki, ADMIN_BOT)
    write_page(w, "Gartenberg", lambda _: GARTENBERG.read_text(), "Gartenberg as recorded", yes=True, create=True)
    return w


def revids(w) -> dict[str, int]:
    return {t: w.read(t).revision.revid for t in ("Ruleset", "Gartenberg")}


def count_since(w, page: str, rev: int) -> int:
    return len(w.history(page, since_rev=rev, content=False))


def enact_in_library(w, page_html: str, on_save=None):
    """What `enact --yes` does, through the library: prepare, then save."""
    from blognomic_tools.enactment.run import prepare
    from blognomic_tools.parsers import parse_ruleset
    from blognomic_tools.parsers.blog import parse_post_page
    from blognomic_tools.profile import build_profile
    from blognomic_tools.reading.times import utc_time

    p, roster = parse_post_page(page_html, "https://blognomic.com/archive/moat_upgrade")
    failed, _ = parse_post_page(SERF_REFORM.read_text(), "https://blognomic.com/archive/serf_reform")
    rs_page, gs_page = w.read("Ruleset"), w.read("Gartenberg")
    rs = parse_ruleset(rs_page.text, fmt="wikitext", source="Ruleset")
    r = prepare(p, rs_page.text, ruleset=rs, profile=build_profile(rs), roster=roster, when=utc_time(AS_OF), source="Ruleset",
                context=[p, failed], admin="Kevan", wiki=w, ruleset_revid=rs_page.revision.revid, gamestate_page="Gartenberg",
                gamestate_text=gs_page.text, gamestate_revid=gs_page.revision.revid)
    assert r.enactable and not r.refused and not r.blocked, (r.refused, [(i.kind, i.status, i.reason) for i in r.open_items])
    r.save(on_save=on_save)
    return r


def test_each_body_is_read_as_its_kind():
    from blognomic_tools.parsers.proposal import read_instructions

    for kind, body in BODIES.items():
        assert [i.kind for i in read_instructions(body)] == (["conditional"] if kind == "unmet" else [kind])


@pytest.mark.parametrize("mix", MIXES, ids=["+".join(m) for m in MIXES])
def test_every_page_the_instructions_change_is_saved_once_and_only_those(mediawiki, wiki, mix):
    """For each kind of instruction, alone and mixed: the Ruleset is saved once when a Ruleset instruction is in force,
    the gamestate page once when a gamestate one is, nothing else; the run reports itself enacted; run again, it finds
    every part done and saves nothing."""
    body = "".join(BODIES[k] for k in mix)
    expect = {CHANGES[k] for k in mix} - {None}
    before = revids(wiki)
    gs_before = wiki.read("Gartenberg").text
    r = enact_in_library(wiki, post_page(body))
    assert set(r.saved) == expect and all(rep.status == "saved" for rep in r.saved.values()), r.saved
    assert r.enacted and r.left == [] and r.stopped == [] and r.code == 0
    page = {"ruleset": "Ruleset", "gamestate": "Gartenberg"}
    for kind, title in page.items():
        assert count_since(wiki, title, before[title]) == (1 if kind in expect else 0), (kind, mix)
    gs = wiki.read("Gartenberg").text
    assert gs == (gs_before.replace(NAUGHT_8, NAUGHT_9, 1) if "gamestate" in mix else gs_before)
    after = revids(wiki)
    again = enact_in_library(wiki, post_page(body))
    assert again.saved == {} and revids(wiki) == after
    assert again.all_done_before or not again.pages, again.already
    assert again.to_dict()["enacted"] is True


def test_a_gamestate_only_proposal_is_saved_by_the_command_and_a_rerun_says_it_is_done(wiki_env, wiki, tmp_path):
    page = tmp_path / "post.html"
    page.write_text(post_page(BODIES["gamestate"]))
    before = revids(wiki)
    gs_before = wiki.read("Gartenberg").text
    args = ["enact", str(page), "--as-of", AS_OF, "--admin", "Kevan", "--yes"]
    r = run(wiki_env, *args, "--json")
    assert r.returncode == 0, r.stdout + r.stderr
    data = json.loads(r.stdout)
    gs = wiki.read("Gartenberg")
    assert gs.text == gs_before.replace(NAUGHT_8, NAUGHT_9, 1) and gs.revision.comment == 'Enacted "Moat Upgrade"'
    assert wiki.read("Ruleset").revision.revid == before["Ruleset"]  # nothing to change there: not saved
    assert data["saved"] == {"gamestate": {"page": "Gartenberg", "status": "saved", "new_revid": gs.revision.revid, "problems": []}}
    assert data["enacted"] is True and data["left"] == [] and data["admin_note"].endswith("Enacted by Kevan.")
    r = run(wiki_env, *args)
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"already enacted: “Moat Upgrade” is in revision {gs.revision.revid} by Admin" in r.stdout and "Nothing to do." in r.stdout
    assert wiki.read("Gartenberg").revision.revid == gs.revision.revid


def test_a_ruleset_saved_and_a_gamestate_refused_says_what_is_saved_and_what_is_left(wiki_env, wiki, mediawiki):
    """Bob (a plain user) enacts; the gamestate page is protected (admins only): the Ruleset is saved, the gamestate
    save is refused by the wiki. The output says both, in text and in JSON, exits non-zero with no admin note; once the
    page may be edited, the same command saves only the gamestate."""
    from blognomic_tools.sandbox.mediawiki import BOB_BOT

    site = mediawiki["site"]
    site.api("protect", title="Gartenberg", protections="edit=sysop", token=site.get_token("csrf"))
    env = dict(wiki_env, BLOGNOMIC_WIKI_USER=BOB_BOT[0], BLOGNOMIC_WIKI_PASSWORD=BOB_BOT[1])
    before = revids(wiki)
    r = run(env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode != 0 and "Traceback" not in r.stderr, r.stdout + r.stderr
    rs = wiki.read("Ruleset")
    assert rs.revision.revid != before["Ruleset"] and wiki.read("Gartenberg").revision.revid == before["Gartenberg"]
    out = r.stdout
    saved_at = out.index(f"saved Ruleset as revision {rs.revision.revid}")
    stop = out.index("Gartenberg is not saved")
    assert saved_at < stop, out
    assert f"Ruleset is saved as revision {rs.revision.revid}" in out and "is protected" in out
    assert "run the same command again" in out and "admin note" not in out and "nothing was saved" not in out + r.stderr

    # the same half-done state in JSON: the rerun is refused by the protection again, the Ruleset part is found done
    r = run(env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes", "--json")
    data = json.loads(r.stdout)
    assert r.returncode != 0 and data["already"]["ruleset"]["revid"] == rs.revision.revid
    assert data["enacted"] is False and data["left"] == ["Gartenberg"] and data["admin_note"] is None
    assert any("Gartenberg is not saved" in s or "protected" in s for s in data["stopped"]), data["stopped"]
    assert wiki.read("Ruleset").revision.revid == rs.revision.revid  # the Ruleset's change is never made twice

    site.api("protect", title="Gartenberg", protections="edit=all", token=site.get_token("csrf"))
    r = run(env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "only the gamestate is left" in r.stdout and "saved Gartenberg as revision" in r.stdout and "admin note: Reached quorum" in r.stdout
    assert wiki.read("Ruleset").revision.revid == rs.revision.revid
    assert wiki.read("Gartenberg").text == GARTENBERG.read_text().replace(NAUGHT_8, NAUGHT_9, 1).rstrip()


def test_ctrl_c_between_the_two_saves_says_what_is_saved_and_a_rerun_finishes(wiki_env, wiki):
    """SIGINT as soon as the Ruleset's save is printed: the save under way (if any) finishes, then the run stops and
    says what is saved and what is left; the same command finishes the job, each change made once."""
    before = revids(wiki)
    proc = subprocess.Popen([EXE, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes"], env=wiki_env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = []
    for line in proc.stdout:
        lines.append(line)
        if line.startswith("saved Ruleset as revision"):
            proc.send_signal(signal.SIGINT)
            break
    rest, err = proc.communicate(timeout=300)
    out = "".join(lines) + rest
    assert proc.returncode == 130, out + err
    assert "Traceback" not in err and "interrupted" in out, out + err
    rs = wiki.read("Ruleset").revision.revid
    assert rs != before["Ruleset"] and f"Ruleset is saved as revision {rs}" in out
    gs_saved = wiki.read("Gartenberg").revision.revid != before["Gartenberg"]
    if gs_saved:  # the signal came during the gamestate's save, which finished first
        assert "saved Gartenberg as revision" in out and "nothing is left to save" in out
    else:
        assert "Gartenberg is not saved: run the same command again" in out
    r = run(wiki_env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    assert ("already enacted" if gs_saved else "only the gamestate is left") in r.stdout
    assert wiki.read("Ruleset").text.count("==== Moat Maintenance ====") == 1
    assert wiki.read("Gartenberg").text == GARTENBERG.read_text().replace(NAUGHT_8, NAUGHT_9, 1).rstrip()


@pytest.mark.parametrize("title", ['The "Moat" Upgrade', "Moat “Upgrade”, Again", "Moat (Upgrade) [Dynastic]"])
def test_a_title_with_quotation_marks_is_found_enacted_by_the_second_run(wiki_env, wiki, tmp_path, title):
    page = tmp_path / "post.html"
    page.write_text(post_page(POST_FILE.read_text().split('<div class="post-body">', 1)[1].split("</div>\n<p class=\"post-footer\">", 1)[0], title))
    args = ["enact", str(page), "--as-of", AS_OF, "--admin", "Kevan", "--yes"]
    r = run(wiki_env, *args)
    assert r.returncode == 0, r.stdout + r.stderr
    after = revids(wiki)
    r = run(wiki_env, *args)
    assert r.returncode == 0 and "already enacted" in r.stdout and "Nothing to do." in r.stdout, r.stdout + r.stderr
    assert revids(wiki) == after
    assert wiki.read("Ruleset").text.count("==== Moat Maintenance ====") == 1


def test_the_rules_profile_is_built_once_per_run(wiki_env, wiki, monkeypatch):
    """`enact --yes` reads the Ruleset once into its rules profile and gamestate schema, and hands them down (the plan,
    the re-read on the current text, the gamestate's validation)."""
    from typer.testing import CliRunner

    from blognomic_tools.cli.main import app
    from blognomic_tools.profile.builder import Builder

    for k, v in wiki_env.items():
        if k != "PATH":
            monkeypatch.setenv(k, v)
    built = []
    real = Builder.build
    monkeypatch.setattr(Builder, "build", lambda self: built.append(1) or real(self))
    result = CliRunner().invoke(app, ["enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes"])
    assert result.exit_code == 0, result.output
    assert "saved Ruleset as revision" in result.output and "saved Gartenberg as revision" in result.output
    assert len(built) == 1


@pytest.mark.parametrize("close_after", [0, 1])
def test_a_closed_stdout_never_stops_the_enactment_halfway(wiki_env, wiki, close_after):
    """`enact --yes | head -1` (the reader gone before the first save is printed, or after the first line): both pages
    are saved, once, and the exit code is that of a closed pipe."""
    from conftest import run_into_a_closed_pipe

    gs_before = wiki.read("Gartenberg").text
    _, code, err = run_into_a_closed_pipe([EXE, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes"], wiki_env,
                                          close_after=close_after)
    assert code == 141 and "Traceback" not in err, err
    assert wiki.read("Ruleset").text.count("==== Moat Maintenance ====") == 1
    assert wiki.read("Gartenberg").text == gs_before.replace(NAUGHT_8, NAUGHT_9, 1)
    r = run(wiki_env, "enact", str(POST_FILE), "--as-of", AS_OF, "--admin", "Kevan", "--yes")
    assert r.returncode == 0 and "already enacted" in r.stdout


def test_the_wiki_gone_read_only_between_the_two_saves_is_said_and_a_rerun_finishes(mediawiki, wiki):
    """The wiki turns read-only (maintenance) right after the Ruleset's save: the run records the Ruleset saved, the
    gamestate not saved with the wiki's reason, and what is left; once the wiki takes writes again, the same run
    saves only the gamestate."""
    local = mediawiki["local"]
    page = POST_FILE.read_text()
    seen = []

    def read_only_after_the_ruleset(kind, report):
        seen.append((kind, report.status))
        if kind == "ruleset":
            local.read_only("Upgrading the database")

    try:
        r = enact_in_library(wiki, page, on_save=read_only_after_the_ruleset)
    finally:
        local.read_only(None)
    assert seen == [("ruleset", "saved")]
    assert not r.enacted and r.left == ["gamestate"] and r.code == 2
    line = r.stopped[-1]
    assert line.startswith("saving Gartenberg failed (") and "read-only" in line and "Upgrading the database" in line, line
    assert f"Ruleset is saved as revision {r.saved['ruleset'].new_revid}" in line and "Gartenberg is not saved" in line
    d = r.to_dict()
    assert d["enacted"] is False and d["left"] == ["Gartenberg"] and d["admin_note"] is None
    again = enact_in_library(wiki, page)
    assert set(again.saved) == {"gamestate"} and again.enacted
    assert wiki.read("Ruleset").revision.revid == r.saved["ruleset"].new_revid
