"""Reading the Ruleset from a real MediaWiki (Debian's package on 127.0.0.1), read-only."""
from __future__ import annotations

import json
import socket
import time

from blognomic_tools.sources import wiki as wiki_source
from clirun import blognomic



def run(*args):
    return blognomic(*args, env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"})


def test_profile_from_the_wiki_with_revision(mediawiki):
    r = run("ruleset", "profile", "--wiki", mediawiki["url"] + "api.php", "--page", "Ruleset", "--json")
    assert r.returncode == 0, r.stderr
    p = json.loads(r.stdout)
    assert p["player_term"]["value"] == "Vassal"
    assert p["gamestate_location"]["value"]["page"] == "Gartenberg"
    rev = p["revision"]
    page = mediawiki["site"].pages["Ruleset"]
    assert rev["revid"] == page.revision
    assert rev["user"] == "Admin" and rev["comment"] == '/* Dynastic Rules */ Enacting "Fast Slow Roll"'
    assert rev["timestamp"].endswith("Z") and len(rev["sha1"]) == 40


def test_show_archived_ruleset_from_the_wiki(mediawiki):
    r = run("ruleset", "show", "--wiki", mediawiki["url"], "--page", "Ruleset 70")
    assert r.returncode == 0, r.stderr
    assert "Ruleset 70 (wikitext, revision" in r.stdout and "2.5.1 Basic Spells" in r.stdout


def test_missing_page_and_non_ruleset_page(mediawiki):
    r = run("ruleset", "show", "--wiki", mediawiki["url"], "--page", "Ruleset 999")
    assert r.returncode == 2 and "page 'Ruleset 999' does not exist" in r.stderr
    r = run("ruleset", "show", "--wiki", mediawiki["url"], "--page", "Empty")
    assert r.returncode == 2 and "not a BlogNomic ruleset" in r.stderr


def test_unreachable_wiki_is_a_clear_error_within_the_retry_bound(monkeypatch):
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nothing listens there now
    waits: list[float] = []  # the retries counted, not timed
    real_sleep = time.sleep
    monkeypatch.setattr(time, "sleep", lambda s: (waits.append(s), real_sleep(s))[1])
    settings = wiki_source.WikiSettings(url=f"http://127.0.0.1:{port}/api.php", retry_timeout=0.1)
    try:
        wiki_source.Wiki(settings).read("Ruleset")
    except wiki_source.SourceError as e:
        assert f"127.0.0.1:{port}" in str(e) and "cannot reach the wiki" in str(e)
    else:
        raise AssertionError("expected a SourceError")
    assert len(waits) <= settings.max_retries and all(s <= 0.1 * settings.max_retries for s in waits), waits
