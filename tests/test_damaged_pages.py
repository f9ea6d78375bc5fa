"""A damaged post page never gives a sure wrong verdict: a page cut and closed again (it ends with </html>, as a
whole page does) is refused, naming the page and what is missing, or read exactly as the whole page."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from blognomic_tools.errors import BlognomicError
from blognomic_tools.parsers import load_ruleset
from blognomic_tools.parsers.blog import BlogFormatError, parse_post_page
from blognomic_tools.profile import build_profile
from blognomic_tools.roster import RosterSources, parse_roster_spec
from blognomic_tools.tally import tally_posts
from clirun import blognomic
from conftest import BLOG_SITE, FIX

POST_PAGES = sorted((BLOG_SITE / "archive").glob("*.html"))
# how a cut page gets closed again: the open elements closed, or only the page's end written
CLOSERS = ("</div></div></body></html>", "</html>")
AS_OF = datetime(2024, 2, 22, 12, tzinfo=timezone.utc)
# the players of the recorded pages' eras, as an admin gives them (--roster): the sidebar then decides nothing
GIVEN = "Josh*, Kevan*, pokes, naught, JonathanDark*, Brendan*, qenya, Clucky, Raven1207"


@pytest.fixture(scope="module")
def profile():
    return build_profile(load_ruleset(str(FIX / "ruleset-2024-02-24.wiki")))


def read(html: str, url: str):
    """The page as the tally takes it (None: refused)."""
    try:
        return parse_post_page(html, url)
    except BlognomicError:
        return None


def verdict(profile, html: str, url: str, given: str | None = None, whole=None):
    """What the tally says of the page (None: refused), with what decided it; `whole`: the whole page as read and its
    verdict (a cut read exactly as the whole page has its verdict, and is not tallied again)."""
    read_ = read(html, url)
    if read_ is None:
        return None
    if whole is not None and read_ == whole[0]:
        return whole[1]
    try:
        post, sidebar = read_
        rosters = RosterSources.of_profile(profile, given=parse_roster_spec(given, "--roster", "Josh") if given else None)
        v = tally_posts([(post, sidebar)], profile, rosters, AS_OF)[0]
    except BlognomicError:
        return None
    c = v.counts
    return v.verdict, c["FOR"], c["AGAINST"], c["players"], c["quorum"], v.flags


def test_a_sidebar_cut_at_every_5th_byte_never_changes_a_verdict(profile):
    """Every recorded post page, its sidebar cut at every 5th byte and the page closed again: refused, or the verdict
    of the whole page. (Before, a list cut after its first names read as "Quorum is 1 of 0 players", "failable now".)"""
    changed, cuts = [], 0
    for path in POST_PAGES:
        full = path.read_text()
        url = f"https://blognomic.com/archive/{path.stem}"
        want = verdict(profile, full, url)
        assert want is not None, path.name
        whole = (read(full, url), want)
        start, end = full.index('<div id="sidebar">'), full.index("</body>")
        for k in range(start, end, 5):
            for close in CLOSERS:
                cuts += 1
                got = verdict(profile, full[:k] + close, url, whole=whole)
                if got is not None and got != want:
                    changed.append((path.name, k - start, close, want[:5], got[:5]))
    assert cuts > 1000
    assert changed == [], changed[:5]


def test_a_page_cut_anywhere_with_the_roster_given_never_changes_a_verdict(profile):
    """With the roster given (--roster), the sidebar decides nothing: a page cut among its comments, then closed,
    must still be refused (it would be read as a post with fewer votes)."""
    changed = []
    for path in POST_PAGES:
        full = path.read_text()
        url = f"https://blognomic.com/archive/{path.stem}"
        want = verdict(profile, full, url, GIVEN)
        whole = (read(full, url), want)
        for k in range(full.index('<div class="post">'), full.index("</body>"), 7):
            got = verdict(profile, full[:k] + CLOSERS[0], url, GIVEN, whole)
            if got is not None and got != want:
                changed.append((path.name, k, want[:5], got[:5]))
    assert changed == [], changed[:5]


def test_a_cut_list_is_one_error_naming_the_page_and_the_part():
    full = (BLOG_SITE / "archive" / "moat_upgrade.html").read_text()
    cut = full[: full.index("pokes</a>", full.index('<div id="PlayerList">')) + 9] + CLOSERS[0]
    with pytest.raises(BlogFormatError) as e:
        parse_post_page(cut, "https://blognomic.com/archive/moat_upgrade")
    msg = str(e.value)
    assert msg.startswith("https://blognomic.com/archive/moat_upgrade: the page is cut: nothing follows the sidebar")
    assert "\n" not in msg and "--roster" in msg


def test_a_roster_of_one_or_none_is_refused_unless_the_page_says_so():
    full = (BLOG_SITE / "archive" / "moat_upgrade.html").read_text()
    start = full.index('<div id="PlayerList">')
    end = full.index("</div>", start)
    line = "<p>There are 9 active Vassals. Quorum is 5.</p>"
    one = full[:start] + '<div id="PlayerList"><a href="https://blognomic.com/member/100">Josh</a>*' + full[end:]
    for page, n in ((one.replace(line, ""), "1 active player (Josh)"), (one.replace(line, "<p>Quorum is half, plus one.</p>"), "1 active player (Josh)"),
                    (full[:start] + '<div id="PlayerList">' + full[end:].replace(line, ""), "0 active players (none)")):
        with pytest.raises(BlogFormatError, match=rf"^u: the sidebar roster lists {n.replace('(', '[(]').replace(')', '[)]')} and no count"):
            parse_post_page(page, "u")
    # the sidebar saying so: one player
    _, r = parse_post_page(one.replace(line, "<p>There is 1 active Vassal. Quorum is 1.</p>"), "u")
    assert r.players == ["Josh"] and r.stated_count == 1


def test_a_post_reached_by_its_address_is_checked_against_the_listed_comment_count(tmp_path):
    """`tally URL`, `fail URL` (and `enact URL`, through the same reading) check the post page's comments against the
    count the blog lists for it, as `tally --pending` does: a page with a vote missing is refused, not tallied."""
    import shutil

    from blognomic_tools.sandbox.blogserver import BlogServer

    site = tmp_path / "site"
    shutil.copytree(BLOG_SITE, site)
    page = site / "archive" / "moat_upgrade.html"
    text = page.read_text()
    # every comment after the first gone, the page's structure whole (a page whose comment markup the selectors miss)
    page.write_text(text[: text.index('<div class="comment"', text.index('<div class="comment"') + 1)] + text[text.index('</div>\n</div>\n<div id="sidebar">'):])
    env = {"COLUMNS": "200", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_LIVE_WIKI": "http://127.0.0.1:9/api.php"}
    rs = ["--ruleset", str(FIX / "ruleset-2024-02-24.wiki"), "--as-of", "2024-02-22T12:00:00Z", "--no-cache"]
    with BlogServer(site) as srv:
        for cmd in ("tally", "fail"):
            r = blognomic(cmd, f"{srv.url}/archive/moat_upgrade", "--blog", srv.url, *rs, env=env, timeout=120)
            assert r.returncode == 2, (cmd, r.stdout, r.stderr)
            assert r.stderr.startswith(f"error: {srv.url}/archive/moat_upgrade: the listing counts 6 comments but 1 were read"), (cmd, r.stderr)
            assert len(r.stderr.splitlines()) == 1
        # a whole page over the same route: tallied, nothing said
        r = blognomic("tally", f"{srv.url}/archive/tower_costs", "--blog", srv.url, *rs, env=env, timeout=120)
        assert r.returncode == 0 and all(line.startswith("note: ") and "stands for the" in line for line in r.stderr.splitlines()), r.stderr
        # a post no listing counts (the 2020 trial's page): tallied, and said
        r = blognomic("tally", f"{srv.url}/wp/archive/wp_trial_proposal", "--blog", srv.url, *rs, "--roster", "Kevan*, Josh", env=env, timeout=120)
        assert r.returncode == 0, r.stderr
        warned = "".join(line for line in r.stderr.splitlines(keepends=True) if not line.startswith("note: "))  # the notes of a past --as-of
        assert warned.startswith(f"warning: {srv.url}/wp/archive/wp_trial_proposal: no listing of the blog counts its comments (neither the front page "
                                   "nor /2020/05/ lists it)"), r.stderr
        # the address alone, no --blog (the blog configured is another, out of reach): the post's own site counts it
        for cmd in ("tally", "fail"):
            r = blognomic(cmd, f"{srv.url}/archive/moat_upgrade", *rs, env=env, timeout=120)
            assert r.returncode == 2 and r.stderr.startswith(f"error: {srv.url}/archive/moat_upgrade: the listing counts 6 comments"), (cmd, r.stderr)
        r = blognomic("tally", f"{srv.url}/archive/tower_costs", *rs, env=env, timeout=120)
        assert r.returncode == 0 and all(line.startswith("note: ") and "stands for the" in line for line in r.stderr.splitlines()), r.stderr
