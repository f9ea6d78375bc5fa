"""The roster a matter is tallied with, from the sources the rules name, in order: --roster, the wiki page the
Ruleset names for it, the post page's sidebar, the gamestate page's players. Each verdict names the source used
(with the rule that says where the roster is kept), and a source at hand that disagrees is reported with both.
End to end on the real MediaWiki and the recorded blog over HTTP."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from blognomic_tools.models import Roster
from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.profile import build_profile
from blognomic_tools.roster import RosterError, RosterSources, parse_roster_spec, roster_from_page
from clirun import blognomic
from conftest import BLOG_SITE, FIX, ROOT

LIVE = (FIX / "ruleset-2024-02-24.wiki").read_text()
AS_OF = "2024-02-22T12:00:00Z"
# the Ruleset as the 2025 proposal "[Core] Power to the People" would leave it: the roster and the Admins on a wiki page
MOVED = LIVE.replace("an Admin shall add them to the roster in the sidebar", "an Admin shall add them to the roster in [[Core Tracking]]").replace(
    "are signified as such in the sidebar", "are signified as such in [[Core Tracking]]").replace(
    "If an Vassal is Idle, this is tracked by their name being removed or concealed in the list of currently active Vassals in the Sidebar.",
    "A Vassal can be Idle or not. Current Non-idle Vassals are listed in [[Core Tracking]].")
CORE_TRACKING = """The roster of the game and its Admins, kept as the Ruleset says.

{| class="wikitable"
! Vassal !! Admin !! Status
|-
| Josh || yes || Active
|-
| Kevan || yes || Active
|-
| pokes || || Active
|-
| naught || || Active
|-
| JonathanDark || yes || Active
|-
| Brendan || yes || Active
|-
| qenya || || Active
|-
| Clucky || || Idle
|-
| Raven1207 || || Active
|}

'''Sovereign''': Josh
"""


def test_the_ruleset_names_where_the_roster_is_kept():
    live = build_profile(parse_ruleset(LIVE, source="live.wiki")).roster_location
    assert live.value == {"kind": "sidebar"} and "sidebar" in live.citation.text.lower()
    moved = build_profile(parse_ruleset(MOVED, source="moved.wiki")).roster_location
    assert moved.value == {"kind": "wiki page", "page": "Core Tracking"} and moved.citation.rule == "Vassals"
    # as the proposal wrote it, the name in literal brackets; and the non-idle list alone
    literal = MOVED.replace("[[Core Tracking]]", "[Core Tracking]")
    assert build_profile(parse_ruleset(literal, source="l.wiki")).roster_location.value == {"kind": "wiki page", "page": "Core Tracking"}
    listed = LIVE.replace("If an Vassal is Idle, this is tracked by their name being removed or concealed in the list of currently active Vassals in the Sidebar.",
                          "Current Non-idle Vassals are listed in [Core Tracking].").replace("to the roster in the sidebar", "to the roster").replace(
                          "are signified as such in the sidebar", "are signified as such")
    assert build_profile(parse_ruleset(listed, source="n.wiki")).roster_location.value == {"kind": "wiki page", "page": "Core Tracking"}


def test_a_roster_given_by_the_admin():
    r = parse_roster_spec("Josh*, Kevan*, pokes, naught\nIdle: Clucky", "--roster", "Josh")
    assert (r.players, r.admins, r.idle, r.emperor, r.where) == (["Josh", "Kevan", "pokes", "naught"], ["Josh", "Kevan"], ["Clucky"], "Josh", "--roster")
    inline = parse_roster_spec("Josh*, Kevan*, pokes, Idle: Clucky, qenya", "--roster")
    assert (inline.players, inline.idle) == (["Josh", "Kevan", "pokes"], ["Clucky", "qenya"])
    for bad, why in (("", "no active player is listed"), ("Josh, Lost: pokes", "is not a player's name"), ("Josh, <b>x</b>", "is not a player's name"), ("Josh, josh", "listed twice")):
        with pytest.raises(RosterError, match=why):
            parse_roster_spec(bad, "--roster")


def test_the_roster_on_a_wiki_page():
    r = roster_from_page(CORE_TRACKING, "Core Tracking", 7, ("Vassal",), "Sovereign")
    assert len(r.players) == 8 and r.idle == ["Clucky"] and r.emperor == "Josh"
    assert r.admins == ["Josh", "Kevan", "JonathanDark", "Brendan"] and r.where == "[[Core Tracking]] (revision 7)"
    with pytest.raises(RosterError, match="no players table"):
        roster_from_page("Just prose.", "Core Tracking")


def test_sources_in_order_and_disagreements_reported_with_both():
    sidebar = Roster(players=["Josh", "Kevan", "pokes"], emperor="Josh", where="the sidebar of u")
    given = parse_roster_spec("Josh, Kevan", "--roster")
    r = RosterSources(given=given).for_post(sidebar, "u")
    assert r.where == "--roster" and r.emperor == "Josh"
    assert r.notes[0] == "the roster of --roster (2 players) and the sidebar of u (3) differ: pokes only on the sidebar of u"
    r = RosterSources().for_post(sidebar, "u")
    assert r.where == "the sidebar of u" and r.notes == []
    pages = {"Core Tracking": (CORE_TRACKING, 7)}
    src = RosterSources(location={"kind": "wiki page", "page": "Core Tracking"}, read_page=lambda t: pages[t], player_terms=("Vassal",), emperor_term="Sovereign")
    r = src.for_post(sidebar, "u")
    assert r.where == "[[Core Tracking]] (revision 7)" and "only on [[Core Tracking]] (revision 7)" in r.notes[0]
    # no sidebar, no page: the gamestate page's players, names only
    gart = (ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text()
    src = RosterSources(gamestate_page="Gartenberg", read_page=lambda t: (gart, 3), player_terms=("Vassal",))
    r = src.for_post(None, "u")
    assert r.where == "the players table of [[Gartenberg]] (revision 3)" and "Kevan" in r.players and r.admins == []
    with pytest.raises(RosterError, match="no roster: the page has no sidebar roster; give it with --roster"):  # no gamestate page named
        RosterSources().for_post(None, "u")

    def unreachable(title):
        from blognomic_tools.sources.wiki import WikiError
        raise WikiError("http://wiki/: cannot reach the wiki")

    with pytest.raises(RosterError, match=r"\[\[Gartenberg\]\] gave none \(http://wiki/: cannot reach the wiki\)"):
        RosterSources(gamestate_page="Gartenberg", read_page=unreachable).for_post(None, "u")


def test_a_page_the_ruleset_names_but_that_cannot_be_read_is_said():
    from blognomic_tools.errors import SourceError

    def unreadable(title):
        raise SourceError(f"{title!r} does not exist")

    sidebar = Roster(players=["Josh", "Kevan"], where="the sidebar of u")
    r = RosterSources(location={"kind": "wiki page", "page": "Core Tracking"}, read_page=unreadable).for_post(sidebar, "u")
    assert r.where == "the sidebar of u"
    assert r.notes == ["the Ruleset keeps the roster on [[Core Tracking]], which could not be read ('Core Tracking' does not exist)"]


# -- end to end: the real MediaWiki, the recorded blog --------------------------------------------------------


def run(env, *args):
    return blognomic(*args, env=env, timeout=300)


@pytest.fixture
def moved_wiki(mediawiki):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.sources.wiki import Wiki, WikiSettings
    from blognomic_tools.saving import write_page

    w = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
    clock = Path(mediawiki["local"].root) / "clock"  # saved before AS_OF: the rules and the roster in force then
    clock.write_text("2024-02-01T00:00:00Z")
    try:
        write_page(w, "Ruleset", lambda _: MOVED, "Enacted \"Power to the People\"", yes=True)
        write_page(w, "Core Tracking", lambda _: CORE_TRACKING, "the roster", yes=True, create=True)
    finally:
        clock.unlink(missing_ok=True)
    return w


def _verdict(env, blog_server, *extra):
    r = run(env, "tally", f"{blog_server.url}/archive/moat_upgrade", "--blog", blog_server.url, "--as-of", AS_OF, "--no-cache", "--json", *extra)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)["matters"][0]


def test_tally_reads_the_roster_from_the_wiki_page_the_ruleset_names(wiki_env, moved_wiki, blog_server):
    v = _verdict(wiki_env, blog_server)
    roster = next(x for x in v["reasons"] if x["text"].startswith("roster:"))
    rev = moved_wiki.read("Core Tracking").revision.revid
    assert roster["text"] == f"roster: 8 active players from [[Core Tracking]] (revision {rev}) (1 idle: Clucky)"
    assert roster["citation"]["rule"] == "Vassals" and "Core Tracking" in roster["citation"]["text"]
    assert v["counts"]["players"] == 8 and v["counts"]["quorum"] == 5
    note = next(x["text"] for x in v["reasons"] if x["text"].startswith("note: the roster of"))
    assert note == (f"note: the roster of [[Core Tracking]] (revision {rev}) (8 players) and the sidebar of "
                    f"{blog_server.url}/archive/moat_upgrade (9) differ: Clucky only on the sidebar of {blog_server.url}/archive/moat_upgrade")
    # Clucky's vote (idle on the page the rules name) is not counted
    assert "Clucky" not in {b["player"] for b in v["ballots"]}


def test_tally_with_the_roster_given_and_the_sidebar_as_it_stands(wiki_env, mediawiki, blog_server):
    v = _verdict(wiki_env, blog_server)  # the live Ruleset: the sidebar
    roster = next(x for x in v["reasons"] if x["text"].startswith("roster:"))
    assert roster["text"] == f"roster: 9 active players from the sidebar of {blog_server.url}/archive/moat_upgrade"
    assert "roster in the sidebar" in roster["citation"]["text"] or "Sidebar" in roster["citation"]["text"]
    v = _verdict(wiki_env, blog_server, "--roster", "Josh*, Kevan*, pokes, naught, Brendan", "--emperor", "Josh")
    assert v["counts"]["players"] == 5 and v["counts"]["quorum"] == 3
    assert any(x["text"].startswith("note: the roster of --roster (5 players) and the sidebar of") for x in v["reasons"])


def test_a_wordpress_page_without_a_sidebar_roster_uses_the_gamestate_page(wiki_env, mediawiki, blog_server, tmp_path):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.sources.wiki import Wiki, WikiSettings
    from blognomic_tools.saving import write_page

    w = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
    write_page(w, "Gartenberg", lambda _: (ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text(), "x", yes=True, create=True)
    page = BLOG_SITE / "wp" / "archive" / "wp_trial_proposal.html"
    r = run(wiki_env, "tally", str(page), "--as-of", "2020-07-01T00:00:00Z", "--json")
    assert r.returncode == 0, r.stderr
    v = json.loads(r.stdout)["matters"][0]
    roster = next(x for x in v["reasons"] if x["text"].startswith("roster:"))
    assert roster["text"].startswith("roster: ") and "from the players table of [[Gartenberg]]" in roster["text"]


def test_a_bad_roster_is_one_error_line(wiki_env, blog_server, tmp_path):
    r = run(wiki_env, "tally", f"{blog_server.url}/archive/moat_upgrade", "--roster", "Josh, <b>", "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"))
    assert r.returncode == 2 and r.stderr.startswith("error: --roster: '<b>' is not a player's name") and "Traceback" not in r.stderr
    r = run(wiki_env, "tally", f"{blog_server.url}/archive/moat_upgrade", "--roster", str(tmp_path / "nope.txt"), "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"))
    assert r.returncode == 2 and "no such file" in r.stderr
    listed = tmp_path / "roster.txt"
    listed.write_text("# the roster as of Tuesday\nJosh*\nKevan*\npokes\nnaught\nBrendan\n")
    r = run(wiki_env, "tally", f"{blog_server.url}/archive/moat_upgrade", "--blog", blog_server.url, "--roster", str(listed), "--as-of", AS_OF,
            "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"), "--json", "--no-cache")
    v = json.loads(r.stdout)["matters"][0]
    assert v["counts"]["players"] == 5 and any(x["text"] == f"roster: 5 active players from {listed}" for x in v["reasons"])
