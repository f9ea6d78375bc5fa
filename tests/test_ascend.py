"""`blognomic ascend` on the real local MediaWiki: recorded-format Ascension Addresses (fixtures/blog/ascension, own
names) applied to the live-era Ruleset (2024) and to Ruleset 70's era (2009), each step as that Ruleset states it. The
dry run shows the diff and saves nothing; --yes saves; the second run changes nothing and says so; an archive made by a
run stopped before the Ruleset is found by the next, which saves only the Ruleset; a term list that cannot be read
blocks the save; a Ctrl-C between the archive and the Ruleset, or a closed stdout, leaves a state the next run
finishes and says so."""
from __future__ import annotations

import json
import re
import signal
import subprocess
from pathlib import Path

import pytest

from clirun import EXE, blognomic
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


def test_ctrl_c_between_the_archive_and_the_ruleset_says_what_is_saved_and_a_rerun_finishes(wiki_env, mediawiki):
    """SIGINT as soon as the archive's save is printed: the save under way (if any) finishes, then the run stops and
    says what is saved and what is left; the next run saves only the rest and says so; a third changes nothing."""
    w = client(mediawiki)
    before = w.read("Ruleset")
    proc = subprocess.Popen([EXE, "ascend", str(LAMPS), "--archive", "--yes"], env=wiki_env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = []
    for line in proc.stdout:
        lines.append(line)
        if line.startswith("saved Ruleset 71 as revision"):
            proc.send_signal(signal.SIGINT)
            break
    rest, err = proc.communicate(timeout=300)
    out = "".join(lines) + rest
    assert proc.returncode == 130, out + err
    assert "Traceback" not in err and "interrupted: " in out, out + err
    archive = w.read("Ruleset 71")
    assert archive.text.rstrip() == before.text.rstrip() and f"Ruleset 71 is saved as revision {archive.revision.revid}" in out
    rs_saved = w.read("Ruleset").revision.revid != before.revision.revid
    if rs_saved:  # the signal came during the Ruleset's save, which finished first
        assert "saved Ruleset as revision" in out and "nothing is left to save" in out
    else:
        assert "Ruleset is not saved: run the same command again" in out

    r = run(wiki_env, LAMPS, "--archive", "--yes")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Ruleset 71 made already" in r.stdout and "Ruleset 72" not in r.stdout
    assert ("Nothing to change" in r.stdout) == rs_saved and ("saved Ruleset as revision" in r.stdout) != rs_saved
    after = w.read("Ruleset")
    assert after.revision.revid != before.revision.revid and "Ascension Address “Lamps of the Northern Coast”" in after.revision.comment
    assert w.titles_with_prefix("Ruleset ") == ["Ruleset 70", "Ruleset 71"]

    r = run(wiki_env, LAMPS, "--archive", "--yes")
    assert r.returncode == 0 and "already done" in r.stdout and "Nothing to change" in r.stdout, r.stdout + r.stderr
    assert w.read("Ruleset").revision.revid == after.revision.revid and w.read("Ruleset 71").revision.revid == archive.revision.revid


def test_the_wiki_gone_read_only_after_the_archive_says_what_is_saved_and_a_rerun_finishes(mediawiki):
    """The wiki turns read-only right after the archive's save: the run says the archive is saved, the Ruleset not
    (with the wiki's reason), and what the next run finishes; once the wiki takes writes again, it does."""
    from blognomic_tools.enactment.ascend import prepare_ascension
    from blognomic_tools.parsers.blog import parse_post_page

    w = client(mediawiki)
    old = w.read("Ruleset")
    post, _ = parse_post_page(LAMPS.read_text(), str(LAMPS))
    first = prepare_ascension(post, old.text, source="Ruleset", wiki=w, ruleset_revid=old.revision.revid, archive=True)
    seen = []

    def read_only_after_the_archive(kind, report):
        seen.append((kind, report.status))
        if kind == "archive":
            mediawiki["local"].read_only("Upgrading the database")

    try:
        first.save(on_save=read_only_after_the_archive)
    finally:
        mediawiki["local"].read_only(None)
    assert seen == [("archive", "saved")] and first.left == ["ruleset"] and first.code == 2
    line = first.stopped[-1]
    assert line.startswith("saving Ruleset failed (") and "Upgrading the database" in line, line
    assert f"Ruleset 71 is saved as revision {first.saved['archive'].new_revid}; Ruleset is not saved: run the same command again" in line
    assert first.to_dict()["left"] == ["Ruleset"]
    assert w.read("Ruleset").revision.revid == old.revision.revid

    again = prepare_ascension(post, old.text, source="Ruleset", wiki=w, ruleset_revid=old.revision.revid, archive=True)
    assert again.archive["status"] == "done" and again.left == ["ruleset"]
    again.save()
    assert set(again.saved) == {"ruleset"} and not again.left and not again.stopped


@pytest.mark.parametrize("close_after", [0, 1])
def test_a_closed_stdout_never_stops_the_turn_halfway(wiki_env, mediawiki, close_after):
    """`ascend --archive --yes | head -1` (the reader gone before anything is printed, or after the first line): the
    archive and the Ruleset are saved, once, the exit code is that of a closed pipe, and the next run changes nothing."""
    from conftest import run_into_a_closed_pipe

    w = client(mediawiki)
    before = w.read("Ruleset")
    _, code, err = run_into_a_closed_pipe([EXE, "ascend", str(LAMPS), "--archive", "--yes"], wiki_env, close_after=close_after)
    assert code == 141 and "Traceback" not in err, err
    after = w.read("Ruleset")
    assert after.revision.revid != before.revision.revid and "== Castles ==" not in after.text
    assert w.read("Ruleset 71").text.rstrip() == before.text.rstrip()
    r = run(wiki_env, LAMPS, "--archive", "--yes", "--json")
    assert r.returncode == 0, r.stdout + r.stderr
    d = json.loads(r.stdout)
    assert d["nothing_left"] and d["left"] == [] and d["saved"] == {}
    assert w.read("Ruleset").revision.revid == after.revision.revid


@pytest.mark.parametrize("render", ["ruleset-2024-02-24.page.html", "ruleset-2024-02-24.txt"])
def test_a_rendered_ruleset_is_refused_in_one_line(render, tmp_path):
    """--ruleset takes the Ruleset's wikitext, as enact's does (one definition): a render of it (HTML, text) is refused
    with one line naming the file, not read as wikitext."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "200"}
    path = ROOT / "fixtures" / "rulesets" / render
    r = run(env, LAMPS, "--ruleset", path, "--no-cache")
    assert r.returncode == 2 and r.stdout == "", r.stdout + r.stderr
    assert r.stderr.splitlines() == [f"error: {path}: the turn of a dynasty needs the Ruleset's wikitext (a .wiki file or the wiki page); "
                                     f"a {path.suffix} render cannot be edited"]
