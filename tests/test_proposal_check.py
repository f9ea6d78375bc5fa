"""`blognomic proposal check DRAFT`: an author's draft read and applied to the Ruleset in force as an admin's tools
would, before it is posted, run as a user runs it (the CLI, a draft file or stdin, the fixtures' Rulesets)."""
from __future__ import annotations

import json

import pytest

from clirun import blognomic
from conftest import FIX, ROOT

R209 = FIX / "ruleset-209.wiki"
R2024 = FIX / "ruleset-2024-02-24.wiki"
MOAT = ROOT / "fixtures" / "blog" / "site" / "archive" / "moat_upgrade.html"


@pytest.fixture
def env(tmp_path):
    cfg = tmp_path / "config.toml"
    cfg.write_text("")
    return {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_CONFIG": str(cfg), "COLUMNS": "200"}


def check(env, tmp_path, draft: str, *args, ruleset=R209, suffix=".txt"):
    f = tmp_path / f"draft{suffix}"
    f.write_text(draft, encoding="utf-8")
    return blognomic("proposal", "check", str(f), "--ruleset", str(ruleset), *args, env=env, timeout=300)


def test_a_new_rule_is_ready_with_its_diff(env, tmp_path):
    r = check(env, tmp_path, 'Add a new rule to the Dynastic Rules, called "Lanterns":\n\n> Each Explorer has a number of Lanterns, defaulting to 0.\n')
    assert r.returncode == 0, r.stdout + r.stderr
    assert "new rule “Lanterns” in the Dynastic Rules" in r.stdout
    assert "+== Lanterns ==\n+Each Explorer has a number of Lanterns, defaulting to 0." in r.stdout
    assert r.stdout.strip().endswith("ready: an admin would apply all 1 instruction")


def test_replace_and_repeal_in_order_with_commentary_kept_apart(env, tmp_path):
    r = check(env, tmp_path, 'In the rule "Grillin\'", replace "Braai and Grill" with "Braai, Grill and Cookout".\n\n'
                             'Repeal the rule "Summoning Attempt".\n\nI think this will make the game more fun.\n', "--json")
    assert r.returncode == 0, r.stdout + r.stderr
    d = json.loads(r.stdout)
    assert [(i["n"], i["kind"], i["place"], i["status"]) for i in d["instructions"]] == [
        (1, "replace_text", "rule “Grillin'”", "applied"), (2, "repeal_rule", "rule “Summoning Attempt”", "applied")]
    assert "+Barbecue, Barbeque, BBQ, Barbie, Braai, Grill and Cookout are all" in d["diff"]
    assert "-== Summoning Attempt ==" in d["diff"]
    assert d["commentary"] == ["I think this will make the game more fun."]
    assert d["refused"] == [] and d["ready"] is True
    again = check(env, tmp_path, 'In the rule "Grillin\'", replace "Braai and Grill" with "Braai, Grill and Cookout".\n\n'
                                 'Repeal the rule "Summoning Attempt".\n\nI think this will make the game more fun.\n', "--json")
    assert again.stdout == r.stdout  # deterministic


def test_a_misspelt_rule_name_says_did_you_mean(env, tmp_path):
    r = check(env, tmp_path, 'In the rule "Grilin", replace "Barbecue" with "Barbecue (sic)".\n')
    assert r.returncode == 1
    assert "no such rule: no rule 'Grilin' in the Ruleset; did you mean \"Grillin'\"?" in r.stdout
    assert "not in the Ruleset:\n  no rule 'Grilin' in the Ruleset (did you mean \"Grillin'\"?)" in r.stdout
    assert r.stdout.strip().endswith("not ready: 1 line would not be applied (of 1 instruction read)")


def test_a_quoted_old_text_not_in_the_rule_says_the_nearest_words(env, tmp_path):
    r = check(env, tmp_path, 'In the rule "Atmosphere", replace "a publicly tracked variable called Mood" with "a public variable called Mood".\n', "--json")
    assert r.returncode == 1
    d = json.loads(r.stdout)
    assert d["missing"] == [{"sentence": "In the rule “Atmosphere”, replace “a publicly tracked variable called Mood” with “a public variable called Mood”.",
                             "kind": "quoted text not in the rule",
                             "why": "'a publicly tracked variable called Mood' is not in rule 'Atmosphere'",
                             "did_you_mean": "'a publicly tracked variable named Mood'"}]
    assert d["diff"] == ""


def test_an_order_the_reader_cannot_read_and_words_left_over_are_refused_quoted(env, tmp_path):
    r = check(env, tmp_path, "Reset every Explorer's Lanterns.\n\nRepeal the rule \"Summoning Attempt\" and rename it \"Summons\".\n")
    assert r.returncode == 1
    assert "✗ “Reset every Explorer's Lanterns.”: commentary that looks like an order: an order ('reset') no known form reads" in r.stdout
    assert "✗ “Repeal the rule “Summoning Attempt” and rename it “Summons”.”: words left over: words no part of the instruction accounts for: “Summons”" in r.stdout
    assert "-== Summoning Attempt ==" not in r.stdout  # the line refused whole, not read in part
    assert "not ready: 2 lines would not be applied (of 2 instructions read)" in r.stdout


def test_commentary_only_is_not_ready(env, tmp_path):
    r = check(env, tmp_path, "I think the Mansion is too dark.\n\nWhat does everyone think?\n")
    assert r.returncode == 1
    assert "not ready: no instruction read (commentary only): an admin would apply nothing" in r.stdout


def test_the_blogs_html_and_a_saved_post_page_read_as_the_tools_read_the_post(env, tmp_path):
    page = MOAT.read_text(encoding="utf-8")
    r = blognomic("proposal", "check", str(MOAT), "--ruleset", str(R2024), "--json", env=env, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    d = json.loads(r.stdout)
    assert [i["kind"] for i in d["instructions"]] == ["add_rule", "replace_text", "gamestate"]
    assert "+==== Moat Maintenance ====" in d["diff"]
    assert any("naught: taken as players' names" in n for n in d["notes"])
    body = page.split('<div class="post-body">', 1)[1].split("</div>", 1)[0]
    r2 = check(env, tmp_path, body, "--json", ruleset=R2024, suffix=".html")
    assert json.loads(r2.stdout)["instructions"] == d["instructions"]


def test_stdin_draft_and_the_limits_of_the_ruleset_in_force(env):
    r = blognomic("proposal", "check", "-", "--ruleset", str(R209), input="In the rule \"Votes\", replace \"exceed or equal Quorum\" with \"exceed Quorum\".\n",
                  env=env, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "at most 2 of your Proposals pending when you post it: not checked here" in r.stdout
    assert "at most 3 Proposals made a day: not checked here" in r.stdout
    assert "it changes the text of rules in Core Rules: such a Proposal cannot be Popular on the 48-hour basis" in r.stdout


@pytest.mark.parametrize("args,said", [
    (["nowhere.txt", "--ruleset", str(R209)], "nowhere.txt"),
    (["DRAFT", "--ruleset", str(FIX / "ruleset-209.txt")], "cannot be edited"),
    (["EMPTY", "--ruleset", str(R209)], "the draft is empty"),
])
def test_input_errors_are_one_line_and_exit_2(env, tmp_path, args, said):
    (tmp_path / "d.txt").write_text('Repeal the rule "Summoning Attempt".\n')
    (tmp_path / "e.txt").write_text("\n  \n")
    args = [str(tmp_path / "d.txt") if a == "DRAFT" else str(tmp_path / "e.txt") if a == "EMPTY" else a for a in args]
    r = blognomic("proposal", "check", *args, env=env, timeout=300)
    assert r.returncode == 2 and said in r.stderr and len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr, r.stderr


def test_the_ruleset_in_force_read_from_the_wiki_and_as_of_a_time(mediawiki, wiki_env, tmp_path):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.saving import write_page
    from blognomic_tools.sources.wiki import Wiki, WikiSettings

    w = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
    write_page(w, "Ruleset 209", lambda _: R209.read_text(encoding="utf-8"), "Ruleset 209", yes=True, create=True)
    draft = tmp_path / "d.txt"
    draft.write_text('Repeal the rule "Summoning Attempt".\n')
    r = blognomic("proposal", "check", str(draft), "--ruleset-page", "Ruleset 209", env=wiki_env, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "-== Summoning Attempt ==" in r.stdout and "[[Ruleset 209]] revision" in r.stdout
    r = blognomic("proposal", "check", str(draft), "--ruleset-page", "Ruleset 209", "--as-of", "2001-01-01T00:00:00Z", env=wiki_env, timeout=300)
    assert r.returncode == 2 and "no revision at or before that time" in r.stderr, r.stdout + r.stderr
