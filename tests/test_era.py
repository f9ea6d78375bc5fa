"""Past matters judged by the Ruleset in force at the time, on the real local MediaWiki: the wiki's clock is pinned
for each save (the `clock` file the sandbox uses), so the Ruleset's revisions have the times of a real game."""
from __future__ import annotations

import json
from contextlib import contextmanager
from pathlib import Path

import pytest
from clirun import blognomic

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "fixtures" / "rulesets"
ARCHIVE = ROOT / "fixtures" / "blog" / "site" / "archive"
RULESET = (FIX / "ruleset-2024-02-24.wiki").read_text()
WAIT_24 = RULESET.replace("It has been open for voting for at least 12 hours.", "It has been open for voting for at least 24 hours.")
QUORUM_UNREAD = RULESET.replace("is half the number of Vassals in that subset, rounded down, plus one",
                                "is two thirds of the number of Vassals in that subset, rounded up, minus one")


def run(env, *args):
    return blognomic(*args, env=env, timeout=600)


@contextmanager
def clock(mediawiki, when: str):
    """Every edit saved inside is stamped `when` (the sandbox's pinned clock)."""
    f = Path(mediawiki["local"].root) / "clock"
    f.write_text(when)
    try:
        yield
    finally:
        f.unlink(missing_ok=True)


def save(mediawiki, page: str, text: str, when: str, summary: str) -> int:
    with clock(mediawiki, when):
        r = mediawiki["site"].pages[page].edit(text, summary=summary)
    return int(r["newrevid"])


def test_the_audit_of_a_month_is_the_same_after_a_later_change_of_the_rules(mediawiki, wiki_env, blog_server):
    """The sandbox's scenario: the Ruleset saved once (after the month's matters, as the sandbox seeds it), the
    audit of February; then the proposal raising the enactment wait from 12 to 24 hours enacted on 28 Feb: the
    audit of February is the same, judged by the revision of then, which its header names."""
    first = save(mediawiki, "Era Ruleset", RULESET, "2024-02-24T00:00:00Z", '/* Dynastic Rules */ Enacting "Fast Slow Roll"')
    args = ["audit", "--month", "2024/02", "--blog", blog_server.url, "--ruleset-wiki", mediawiki["url"] + "api.php",
            "--ruleset-page", "Era Ruleset", "--no-cache"]
    before = run(wiki_env, *args, "--json")
    assert before.returncode == 1, before.stderr
    save(mediawiki, "Era Ruleset", WAIT_24, "2024-02-28T09:00:00Z", '/* Core Rules */ Enacted "[Core] Quorum Tweak"')
    after = run(wiki_env, *args, "--json")
    assert after.returncode == 1, after.stderr
    rows = lambda r: {m["title"]: (m["recomputed"]["verdict"], m["mismatches"]) for m in json.loads(r.stdout)["matters"]}  # noqa: E731
    assert rows(after) == rows(before)
    assert rows(after)["Proposal: Fast Slow Roll"] == ("enactable now", [])
    got = json.loads(after.stdout)
    assert got["rules"] == [f"Era Ruleset revision {first} of 24 Feb 2024 00:00"]
    assert {m["rules"]["revid"] for m in got["matters"]} == {first}
    # the revision stands for the rules of then, none being older: said once, in one note line
    assert after.stderr.splitlines() == [f"note: Era Ruleset revision {first} of 24 Feb 2024 00:00 is the first revision of the page, saved after the "
                                         "resolution of Proposal: Fast Slow Roll, Proposal: Serf Reform, Proposal: Tower Costs, Proposal: Odd Note: "
                                         "it stands for the one in force then"]
    human = run(wiki_env, *args)
    assert f"(rules: Era Ruleset revision {first} of 24 Feb 2024 00:00)" in human.stdout
    assert "open 23.0 h < 24 h" not in human.stdout


def test_each_matter_of_the_month_is_judged_by_the_revision_of_its_resolution(mediawiki, wiki_env, blog_server):
    """A Ruleset with a history: the 24-hour wait in force until 20 Feb 12:00, then 12 hours. Fast Slow Roll (enacted
    20 Feb 08:00 after 23 hours) is found too early under the rule of then, quoted; Tower Costs (20 Feb 20:00) is
    judged by the later revision, which does not hold that rule."""
    old = save(mediawiki, "Era Ruleset", WAIT_24, "2024-02-01T00:00:00Z", "setting up")
    new = save(mediawiki, "Era Ruleset", RULESET, "2024-02-20T12:00:00Z", '/* Core Rules */ Enacted "Quicker Enactment"')
    r = run(wiki_env, "audit", "--month", "2024/02", "--blog", blog_server.url, "--ruleset-wiki", mediawiki["url"] + "api.php",
            "--ruleset-page", "Era Ruleset", "--no-cache", "--json")
    got = json.loads(r.stdout)
    rows = {m["title"]: m for m in got["matters"]}
    fast = rows["Proposal: Fast Slow Roll"]
    assert fast["rules"]["revid"] == old and rows["Proposal: Tower Costs"]["rules"]["revid"] == new
    assert any("open 23.0 h < 24 h" in m for m in fast["mismatches"]), fast["mismatches"]
    assert any(m.endswith("(Resolution of Proposals: “It has been open for voting for at least 24 hours.”)") for m in fast["mismatches"]), fast["mismatches"]
    assert not any("< 24 h" in m for m in rows["Proposal: Tower Costs"]["mismatches"])
    assert set(got["rules"]) == {f"Era Ruleset revision {old} of 01 Feb 2024 00:00", f"Era Ruleset revision {new} of 20 Feb 2024 12:00"}
    human = run(wiki_env, "audit", "--month", "2024/02", "--blog", blog_server.url, "--ruleset-wiki", mediawiki["url"] + "api.php",
                "--ruleset-page", "Era Ruleset", "--no-cache")
    assert f"Era Ruleset revision {old} of 01 Feb 2024 00:00 judged: Proposal: Fast Slow Roll" in human.stdout


@pytest.fixture
def changed_after(mediawiki):
    """The Ruleset of January and February, then (1 Mar) a revision whose Quorum the tools cannot read; the gamestate
    page the Ruleset names."""
    then = save(mediawiki, "Era Ruleset", RULESET, "2024-01-01T00:00:00Z", "setting up")
    now = save(mediawiki, "Era Ruleset", QUORUM_UNREAD, "2024-03-01T00:00:00Z", "a Quorum in other words")
    gs = [save(mediawiki, "Gartenberg", (ROOT / "fixtures" / "wiki" / "Gartenberg" / f"0{i}.wiki").read_text(), at, f"step {i}")
          for i, at in ((1, "2024-02-16T12:00:00Z"), (2, "2024-02-23T12:00:00Z"), (3, "2024-02-24T09:15:00Z"))]
    return {"then": then, "now": now, "gamestate": gs, "url": mediawiki["url"] + "api.php"}


def test_a_past_as_of_tallies_by_the_revision_of_then(wiki_env, changed_after):
    w = changed_after
    args = [str(ARCHIVE / "moat_upgrade.html"), "--ruleset-wiki", w["url"], "--ruleset-page", "Era Ruleset", "--as-of", "2024-02-22T12:00:00Z"]
    r = run(wiki_env, "tally", *args, "--json")
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    assert got["rules"]["revid"] == w["then"] and got["rules"]["label"] == f"Era Ruleset revision {w['then']} of 01 Jan 2024 00:00"
    assert [m["verdict"] for m in got["matters"]] == ["enactable now"]  # the Quorum of now cannot be read: "cannot tell"
    human = run(wiki_env, "tally", *args)
    assert f"(rules: Era Ruleset revision {w['then']} of 01 Jan 2024 00:00)" in human.stdout.splitlines()[0]
    now = run(wiki_env, "tally", *args[:-2], "--as-of", "2024-03-02T12:00:00Z", "--json")
    assert json.loads(now.stdout)["rules"]["revid"] == w["now"]


def test_a_past_as_of_fails_by_the_revision_of_then(wiki_env, changed_after):
    w = changed_after
    args = [str(ARCHIVE / "moat_counts_twice.html"), "--ruleset-wiki", w["url"], "--ruleset-page", "Era Ruleset", "--as-of", "2024-01-31T12:00:00Z",
            "--admin", "Kevan"]
    r = run(wiki_env, "fail", *args)
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"(Era Ruleset revision {w['then']} of 01 Jan 2024 00:00, as of 2024-01-31 12:00 UTC)" in r.stdout
    j = json.loads(run(wiki_env, "fail", *args, "--json").stdout)
    assert j["rules"]["revid"] == w["then"] and j["status"] == "Failed"


def test_a_past_as_of_enacts_by_the_revision_of_then(wiki_env, changed_after):
    """The tally follows the Ruleset of then; the instructions are applied to the current revision (what is saved),
    which the answer says."""
    w = changed_after
    r = run(wiki_env, "enact", str(ARCHIVE / "moat_upgrade.html"), "--wiki", w["url"], "--ruleset-page", "Era Ruleset",
            "--as-of", "2024-02-22T12:00:00Z", "--admin", "Kevan")
    assert r.returncode == 0, r.stdout + r.stderr
    assert (f"is enactable now as of 2024-02-22 12:00 UTC (rules: Era Ruleset revision {w['then']} of 01 Jan 2024 00:00; "
            f"applied to revision {w['now']}, the current one):") in r.stdout
    assert "dry run: nothing saved" in r.stdout


def test_validate_judges_an_edit_by_the_revision_of_its_time(wiki_env, changed_after):
    w = changed_after
    base = ["validate", "--page", "Gartenberg", "--ruleset-wiki", w["url"], "--ruleset-page", "Era Ruleset"]
    r = run(wiki_env, *base, "--rev", str(w["gamestate"][2]), "--json")
    assert r.returncode in (0, 4), r.stderr
    assert [e["rules"]["revid"] for e in json.loads(r.stdout)["edits"]] == [w["then"]]
    human = run(wiki_env, *base, "--rev", str(w["gamestate"][2]))
    assert f"Era Ruleset revision {w['then']} of 01 Jan 2024 00:00)" in human.stdout.splitlines()[0]
    # --as-of: the Ruleset of that time, whatever the edit's
    later = json.loads(run(wiki_env, *base, "--rev", str(w["gamestate"][2]), "--as-of", "2024-03-02T00:00:00Z", "--json").stdout)
    assert [e["rules"]["revid"] for e in later["edits"]] == [w["now"]]
    # a new text against the page as it was at --as-of
    new = Path(wiki_env["HOME"]) / "new.wiki"
    new.write_text((ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text())
    j = json.loads(run(wiki_env, *base, "--new", str(new), "--as-of", "2024-02-24T00:00:00Z", "--json").stdout)
    assert j["edits"][0]["old_revid"] == w["gamestate"][1] and j["edits"][0]["rules"]["revid"] == w["then"]


@pytest.mark.parametrize("cmd", ["tally", "fail", "enact"])
def test_an_as_of_before_the_post_is_refused_in_one_line(cmd, tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "200"}
    r = run(env, cmd, str(ARCHIVE / "core_quorum_tweak.html"), "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"), "--as-of", "2024-02-20T10:00:00Z")
    assert r.returncode == 2 and r.stdout == "", r.stdout
    assert r.stderr.splitlines() == [f"error: {ARCHIVE / 'core_quorum_tweak.html'}: the post is from after --as-of (posted 2024-02-21 14:40 UTC, "
                                     "--as-of 2024-02-20 10:00 UTC): it cannot be tallied at a time before it existed"], r.stderr


def test_a_file_given_with_a_past_as_of_says_it_stands_for_then(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "200"}
    r = run(env, "tally", str(ARCHIVE / "moat_upgrade.html"), "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"), "--as-of", "2024-02-22T12:00:00Z")
    assert r.returncode == 0, r.stderr
    assert r.stderr.splitlines() == [f"note: --ruleset {FIX / 'ruleset-2024-02-24.wiki'} stands for the Ruleset in force at 22 Feb 2024 12:00 UTC "
                                     "(a file has no history: give --ruleset-wiki to read the revision of then)",
                                     "note: the sidebar as read now stands for the roster of 22 Feb 2024 12:00 UTC (the blog keeps no history of it)"]
