"""`blognomic ascend` on the real local MediaWiki: recorded-format Ascension Addresses (fixtures/blog/ascension, own
names) applied to the live-era Ruleset (2024) and to Ruleset 70's era (2009), each step as that Ruleset states it. The
dry run shows the diff and saves nothing; --yes saves; the second run changes nothing and says so; an archive made by a
run stopped before the Ruleset is found by the next, which saves only the Ruleset; a term list that cannot be read
blocks the save."""
from __future__ import annotations

import re
from pathlib import Path

from clirun import blognomic
from conftest import ROOT

ASC = ROOT / "fixtures" / "blog" / "ascension"
LAMPS = ASC / "lamps_of_the_northern_coast.html"
FAIR = ASC / "the_clockwork_fair.html"
R70 = ROOT / "fixtures" / "rulesets" / "ruleset-070.wiki"


def run(env, *args):
    return blognomic("ascend", *map(str, args), env=env, timeout=300)


def client(mediawiki):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.sources.wiki import Wiki, WikiSettings

    return Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0, retry_timeout=0.2, max_retries=2))


def with_body(page: Path, body: str, tmp_path) -> Path:
    out = tmp_path / page.name
    out.write_text(re.sub(r'<div class="post-body">.*?</div>', lambda _: f'<div class="post-body">{body}</div>', page.read_text(), count=1, flags=re.S))
    return out


def test_live_era_dry_run_then_save_then_nothing(wiki_env, mediawiki):
    w = client(mediawiki)
    before = w.read("Ruleset")
    r = run(wiki_env, LAMPS)
    assert r.returncode == 0, r.stderr
    assert "dry run: nothing saved" in r.stdout
    assert "-== Castles ==" in r.stdout and "+The gamestate tracking page for this dynasty is the [[Lamp Room]] page" in r.stdout
    assert "repeal any dynastic rules which were not listed to be kept" in r.stdout  # the sentence cited
    assert w.read("Ruleset").revision.revid == before.revision.revid

    r = run(wiki_env, LAMPS, "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    after = w.read("Ruleset")
    assert after.revision.revid != before.revision.revid
    text = after.text
    assert "== Fortnight ==" in text and "== Herald ==" in text and "== Castles ==" not in text and "== Enemies ==" not in text
    assert not re.search(r"\b[Vv]assals?\b", text) and "non-Keeper" in text and "all Keepers shall obey it" in text
    assert "* Keeper (Player)" in text and "* Harbourmaster (Emperor)" in text  # the Synonyms list's parentheses kept
    assert "[[Lamp Room]]" in text and "[[Gartenberg]] page of the wiki" not in text
    assert "Ascension Address “Lamps of the Northern Coast”" in after.revision.comment

    r = run(wiki_env, LAMPS, "--yes")
    assert r.returncode == 0, r.stderr
    assert "already done" in r.stdout and "Nothing to change" in r.stdout
    assert w.read("Ruleset").revision.revid == after.revision.revid


def test_ruleset_70_era_repeals_what_the_address_proclaims(wiki_env, mediawiki):
    w = client(mediawiki)
    from blognomic_tools.saving import write_page

    write_page(w, "Ruleset", lambda _: R70.read_text(), "Ruleset 70 as in force", yes=True)
    r = run(wiki_env, FAIR, "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    text = w.read("Ruleset").text
    assert "== Runes ==" not in text and "== Spellcasting ==" not in text
    assert "== King Anthony's Crown ==" in text and "== Wards ==" in text  # not proclaimed repealed: kept (the 2009 rule)
    assert "all Tinkers shall obey it" in text and "Apprentice" not in text and "Ringmaster" in text and "Artisan" not in text
    assert "dynastic rules which were not listed to be kept" not in r.stdout  # that is the later rule, not Ruleset 70's
    r = run(wiki_env, FAIR, "--yes")
    assert r.returncode == 0 and "Nothing to change" in r.stdout


def test_a_term_list_that_cannot_be_read_blocks(wiki_env, mediawiki, tmp_path):
    w = client(mediawiki)
    before = w.read("Ruleset").revision.revid
    page = with_body(LAMPS, "<p>The theme of the new dynasty is: lighthouses.</p><p>Terms:</p><ul><li>Vassal becomes Keeper</li>"
                            "<li>the other one, something nautical perhaps</li></ul>", tmp_path)
    r = run(wiki_env, page, "--yes")
    assert r.returncode == 1
    assert "blocked" in r.stdout and "something nautical perhaps" in r.stdout and "nothing saved" in r.stdout
    assert w.read("Ruleset").revision.revid == before


def test_a_term_the_rules_do_not_have_blocks(wiki_env, mediawiki, tmp_path):
    page = with_body(LAMPS, "<p>Terms:</p><ul><li>Peasant becomes Gull</li></ul>", tmp_path)
    r = run(wiki_env, page, "--yes")
    assert r.returncode == 1 and "“Peasant”" in r.stdout and "not a term of the Synonyms list" in r.stdout


def test_archive_is_a_labelled_custom_and_a_stopped_run_is_finished(wiki_env, mediawiki):
    """The archive is made first (Ruleset 71: the seeded wiki holds Ruleset 70); a run stopped before the Ruleset is
    played by making the archive alone; the next run finds it and saves only the Ruleset."""
    from blognomic_tools.enactment.ascend import prepare_ascension
    from blognomic_tools.parsers.blog import parse_post_page

    w = client(mediawiki)
    old = w.read("Ruleset")
    post, _ = parse_post_page(LAMPS.read_text(), str(LAMPS))
    first = prepare_ascension(post, old.text, source="Ruleset", wiki=w, ruleset_revid=old.revision.revid, archive=True)
    assert first.archive["title"] == "Ruleset 71" and first.archive["status"] == "to create"
    first.plan.new = first.plan.old  # a run stopped after the archive: nothing of the Ruleset saved
    first.save()
    assert w.read("Ruleset 71").text.rstrip() == old.text.rstrip() and w.read("Ruleset").revision.revid == old.revision.revid
    assert "custom of the wiki, not a rule" in w.history("Ruleset 71", content=False)[0].revision.comment

    r = run(wiki_env, LAMPS, "--archive", "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Ruleset 71 made already" in r.stdout
    assert w.read("Ruleset").revision.revid != old.revision.revid
    assert "Ruleset 72" not in r.stdout
    r = run(wiki_env, LAMPS, "--archive", "--yes")
    assert r.returncode == 0 and "Nothing to change" in r.stdout
