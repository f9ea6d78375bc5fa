"""The blog layer over real HTTP: page parsing, the roster, dates, caching, request bounds, faults, and `blognomic tally`."""
from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest
import requests

from blognomic_tools.errors import SourceError
from blognomic_tools.parsers.blog import BlogFormatError, parse_comment_date, parse_listing_page, parse_long_date, parse_post_page
from blognomic_tools.sources.blog import BlogClient
from clirun import blognomic
from conftest import BLOG_SITE, FIX

LIVE_RS = str(FIX / "ruleset-2024-02-24.wiki")


def utc(*a):
    return datetime(*a, tzinfo=timezone.utc)


def test_post_page_over_http(blog_server):
    c = BlogClient(blog_server.url)
    post, roster = c.post("moat_upgrade")
    assert (post.kind, post.title, post.author, post.status) == ("proposal", "Proposal: Moat Upgrade", "naught", "pending")
    assert post.posted_at == utc(2024, 2, 21, 8, 40, 11)
    assert [(x.author, x.icons) for x in post.comments][:3] == [("Josh", ["for.gif"]), ("pokes", ["imperial.gif"]), ("Brendan", ["for.gif", "against.gif", "for.gif"])]
    clucky = post.comments[-1]
    assert clucky.posted_at == utc(2024, 2, 22, 8, 40, 11) and "month-first" in clucky.time_note
    assert roster.players[0] == "Josh" and len(roster.players) == 9
    assert roster.admins == ["Josh", "Kevan", "JonathanDark", "Brendan"]
    assert (roster.emperor, roster.stated_count, roster.stated_quorum) == ("Josh", 9, 5)
    assert roster.as_of is not None  # the server's Date header: the roster is as of the fetch
    assert ("GET", "/archive/moat_upgrade", 200) in blog_server.log


def test_older_url_forms(blog_server):
    c = BlogClient(blog_server.url)
    assert c.post(blog_server.url + "/blognomic/archive/serf_reform/")[0].status == "failed"
    assert c.post("https://blognomic.com/archive/fast_slow_roll")[0].status == "enacted"  # rebased onto the blog being read


def test_listing_page(blog_server):
    posts, roster = BlogClient(blog_server.url).listing("/2024/02/")
    by = {p.slug: p for p in posts}
    assert by["fast_slow_roll"].status == "enacted" and by["fast_slow_roll"].admin_note == "Reached quorum 6 votes to 1. Enacted by Josh."
    assert by["fast_slow_roll"].adminned_at == utc(2024, 2, 20, 8, 0, 0)
    assert by["serf_reform"].status == "failed" and by["serf_reform"].comment_count == 6
    assert by["herald_skipped"].kind == "cfj" and by["herald_23_02_2024"].kind == "story"
    assert by["core_quorum_tweak"].tags == ["Core"] and by["core_quorum_tweak"].subject == "[Core] Quorum Tweak"
    assert roster.stated_quorum == 5


def test_wordpress_trial_page(blog_server):
    post, roster = BlogClient(blog_server.url).post(blog_server.url + "/wp/archive/wp_trial_proposal")
    assert roster is None and post.kind == "proposal" and post.author == "Kevan"
    assert [(x.author, x.icons) for x in post.comments] == [("Josh", ["for.svg"]), ("Clucky", ["against.svg"]), ("pokes", [])]
    assert post.comments[0].posted_at == utc(2020, 5, 4, 19, 0, 0)


def test_dates():
    assert parse_long_date("03 Aug  2005 05:42:56  UTC") == utc(2005, 8, 3, 5, 42, 56)
    post = utc(2024, 2, 10, 12)
    assert parse_comment_date("12-02-2024 14:05:11 UTC", post)[0] == utc(2024, 2, 12, 14, 5, 11)  # day-first
    d, note = parse_comment_date("02-11-2024 14:05:11 UTC", post)  # day-first would be 2 Nov (far), month-first 11 Feb
    assert d == utc(2024, 2, 11, 14, 5, 11) and "month-first" in note
    d, note = parse_comment_date("02-21-2024 09:00:00 UTC", post)
    assert d == utc(2024, 2, 21, 9) and "day-first is no date" in note


def test_malformed_pages_are_clear_errors():
    with pytest.raises(BlogFormatError) as e:
        parse_post_page("<html><body><p>Maintenance</p></body></html>", "https://blognomic.com/archive/x")
    assert "https://blognomic.com/archive/x" in str(e.value) and "post_title" in str(e.value)
    with pytest.raises(BlogFormatError, match="empty"):
        parse_post_page("", "u")
    page = (BLOG_SITE / "archive" / "moat_upgrade.html").read_text().replace('class="commentbody"', 'class="cbody"')
    with pytest.raises(BlogFormatError) as e:
        parse_post_page(page, "u")
    assert "comment_body" in str(e.value)
    with pytest.raises(BlogFormatError, match="listing_post"):
        parse_listing_page("<html><body><h1>x</h1></body></html>", "https://blognomic.com/2024/02/")


def test_selectors_can_be_overridden():
    page = (BLOG_SITE / "archive" / "moat_upgrade.html").read_text().replace('class="commentbody"', 'class="cbody"')
    post, _ = parse_post_page(page, "u", {"comment_body": "div.cbody"})
    assert len(post.comments) == 6 and post.comments[0].icons == ["for.gif"]


def test_cache_revalidates_with_conditional_get(blog_server, tmp_path):
    c = BlogClient(blog_server.url, cache_dir=tmp_path)
    a = c.get("/2024/02/")
    b = BlogClient(blog_server.url, cache_dir=tmp_path).get("/2024/02/")
    assert not a.from_cache and b.from_cache and a.text == b.text
    assert ("GET", "/2024/02/", 304) in blog_server.log


def test_404_and_dead_server(blog_server):
    with pytest.raises(SourceError, match="HTTP 404"):
        BlogClient(blog_server.url).get("/archive/no_such_post")
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    c = BlogClient(f"http://127.0.0.1:{port}", retries=2, backoff=0.05)
    with pytest.raises(SourceError) as e:
        c.get("/")
    assert str(e.value) == (f"cannot reach the blog at http://127.0.0.1:{port}/ (connection refused, 2 attempts): check the blog's "
                            "address (--blog, or the config's [blog] url) and the network") and c.requests == 2


@pytest.mark.parametrize("retries, attempts", [(0, "1 attempt"), (1, "2 attempts")])
def test_the_configs_blog_retries_are_how_often_a_page_is_asked_for(tmp_path, monkeypatch, retries, attempts):
    import socket
    import time

    from blognomic_tools.cli.common import blog_client

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    (tmp_path / "config.toml").write_text(f'[blog]\nurl = "http://127.0.0.1:{port}"\nmax_retries = {retries}\nretry_timeout = 0.5\n')
    monkeypatch.setenv("BLOGNOMIC_CONFIG", str(tmp_path / "config.toml"))
    waits = []
    monkeypatch.setattr(time, "sleep", waits.append)
    c = blog_client(None, cache=False)
    with pytest.raises(SourceError, match=rf"connection refused, {attempts}\)"):
        c.get("/")
    assert c.requests == retries + 1 and waits == [0.5] * retries


class _Flaky(requests.Session):
    """Fault injection a real server cannot do on demand: 503 then OK."""

    def __init__(self, failures):
        super().__init__()
        self.failures = failures
        self.calls = 0

    def get(self, url, **kw):
        self.calls += 1
        if self.calls <= self.failures:
            r = requests.Response()
            r.status_code = 503
            r.url = url
            r._content = b"busy"
            return r
        return super().get(url, **kw)


def test_5xx_is_retried_within_the_bound(blog_server):
    c = BlogClient(blog_server.url, retries=3, backoff=0.01, session=_Flaky(2))
    assert "Moat Upgrade" in c.get("/archive/moat_upgrade").text and c.requests == 3
    c = BlogClient(blog_server.url, retries=3, backoff=0.01, session=_Flaky(5))
    with pytest.raises(SourceError, match="HTTP 503"):
        c.get("/archive/moat_upgrade")


def run(*args):
    return blognomic(*args, env={"COLUMNS": "200", "PATH": "/usr/bin:/bin", "HOME": "/tmp"})


def test_tally_pending_json(blog_server):
    before = len(blog_server.log)
    args = ["tally", "--pending", "--blog", blog_server.url, "--ruleset", LIVE_RS, "--as-of", "2024-02-22T12:00:00Z", "--no-cache", "--json", "--admin", "Kevan"]
    r = run(*args)
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    got = {m["title"]: m["verdict"] for m in data["matters"]}
    assert got == {
        "Proposal: Moat Upgrade": "enactable now",
        "Proposal: [Core] Quorum Tweak": "not yet",
        "Call for Judgement: Herald Skipped": "enactable now",
        "Proposal: Withdrawn Idea": "not yet",
        "Proposal: Arrow Icons": "not yet",
    }
    moat = data["matters"][0]
    assert moat["suggested_note"] == "Reached quorum 5 votes to 1 (1 DEF). Enacted by Kevan."
    assert moat["reasons"][0]["citation"]["rule"] == "Resolution of Proposals"
    assert any("Cuddlebeam" in i for i in moat["ignored"])
    # 1 listing + 1 request per pending votable post, nothing more
    assert len(blog_server.log) - before == 1 + 5
    assert run(*args).stdout == r.stdout  # deterministic for a given --as-of


def test_tally_files_of_other_eras():
    r = run("tally", str(BLOG_SITE / "archive" / "candles_for_all.html"), "--ruleset", str(FIX / "ruleset-209.wiki"), "--as-of", "2022-12-24T12:00:00Z", "--json")
    m = json.loads(r.stdout)["matters"][0]
    assert m["verdict"] == "not yet" and "Seasonal Downtime" in m["reasons"][0]["text"]
    narrator = next(b for b in m["ballots"] if b["player"] == "JonathanDark")
    assert narrator["vote"] == "FOR" and "DEFERENTIAL → FOR" in narrator["trail"][0]  # Imperial Deferentials [Active]
    clucky = next(b for b in m["ballots"] if b["player"] == "Clucky")
    assert clucky["vote"] is None
    r = run("tally", str(BLOG_SITE / "archive" / "rune_stability.html"), "--ruleset", str(FIX / "ruleset-070.txt"), "--as-of", "2009-06-02T20:00:00Z", "--json")
    m = json.loads(r.stdout)["matters"][0]
    assert m["verdict"] == "failable now" and m["flags"]["withdrawn"] and not m["flags"]["vetoed"]
    assert m["suggested_note"] == "Self-killed. Failed by <you>."
    kevan = next(b for b in m["ballots"] if b["player"] == "Kevan")
    assert kevan["vote"] is None and "does not count as a vote" in kevan["trail"][-1]  # the Artisan's only icon was a VETO


def test_tally_human_output(blog_server):
    r = run("tally", "--pending", "--blog", blog_server.url, "--ruleset", LIVE_RS, "--as-of", "2024-02-22T12:00:00Z", "--no-cache")
    assert r.returncode == 0, r.stderr
    assert "Votable matters as of 2024-02-22 12:00 UTC" in r.stdout
    assert "suggested admin note: Reached quorum 5 votes to 1 (1 DEF). Enacted by <you>." in r.stdout
    assert "pokes: FOR (DEFERENTIAL → FOR (Josh voted FOR))" in r.stdout


@pytest.mark.parametrize(
    "args,needle",
    [
        (["tally", "--ruleset", LIVE_RS], "give post URLs or files"),
        (["tally", "/nonexistent.html", "--ruleset", LIVE_RS], "no such file"),
        (["tally", str(FIX / "ruleset-070.txt"), "--ruleset", LIVE_RS], "no post title found"),
        (["tally", "--pending", "--blog", "http://127.0.0.1:9", "--ruleset", LIVE_RS, "--no-cache"], "cannot reach the blog at http://127.0.0.1:9/ (connection refused"),
        (["tally", str(BLOG_SITE / "archive" / "moat_upgrade.html"), "--ruleset", LIVE_RS, "--as-of", "yesterday"], "not a time"),
    ],
)
def test_tally_errors(args, needle):
    r = run(*args)
    assert r.returncode == 2, r.stdout
    assert needle in r.stderr and "Traceback" not in r.stderr


def test_config_file_overrides_selectors_and_defaults(tmp_path):
    page = (BLOG_SITE / "archive" / "moat_upgrade.html").read_text().replace('class="commentbody"', 'class="cbody"')
    f = tmp_path / "moat.html"
    f.write_text(page)
    cfg = tmp_path / "config.toml"
    cfg.write_text(f'[blog.selectors]\ncomment_body = "div.cbody"\n[ruleset]\nfile = "{LIVE_RS}"\n')
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_CONFIG": str(cfg)}
    r = blognomic("tally", str(f), "--as-of", "2024-02-22T12:00:00Z", "--json", env=env)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["matters"][0]["counts"]["FOR"] == 5
    cfg.write_text('[blog.selectors]\ncomment_bdy = "x"\n')
    r = blognomic("tally", str(f), "--ruleset", LIVE_RS, env=env)
    assert r.returncode == 2 and "unknown blog selector(s) comment_bdy" in r.stderr
    cfg.write_text("[blog\n")
    r = blognomic("tally", str(f), "--ruleset", LIVE_RS, env=env)
    assert r.returncode == 2 and "not valid TOML" in r.stderr


def test_r205_month_over_http(blog_server):
    """R205: the [Core] exception at 48 h, a stale proposal, two pending DoVs and the hiatus they cause."""
    urls = [blog_server.url + f"/archive/{s}" for s in ("stale_bot_tweak", "core_wording_fix", "bot_income", "i_won_the_tournament", "no_i_won")]
    r = run("tally", *urls, "--blog", blog_server.url, "--ruleset", str(FIX / "ruleset-205.html"), "--as-of", "2022-08-22T11:00:00Z", "--no-cache", "--json")
    assert r.returncode == 0, r.stderr
    m = {x["title"]: x for x in json.loads(r.stdout)["matters"]}
    stale = m["Proposal: Stale Bot Tweak"]  # "Proposals may not be ... Resolved" on Hiatus, stale or not
    assert stale["verdict"] == "not yet" and stale["flags"]["stale"] and stale["reasons"][0]["citation"]["rule"] == "Victory and Ascension"
    core = m["Proposal: [Core] Wording Fix"]
    assert core["verdict"] == "not yet" and core["reasons"][0]["text"].startswith("Hiatus: a DoV is pending")
    dov = m["Declaration of Victory: I Won the Tournament"]
    assert dov["verdict"] == "enactable now"  # 7 FOR (author implicit) > 2/3 of 9, open 25 h
    assert dov["counts"]["FOR"] == 7 and dov["reasons"][0]["citation"]["rule"] == "Victory and Ascension"
    other = m["Declaration of Victory: No, I Won"]
    assert other["verdict"] == "not yet"
    # without the DoVs in the context, the [Core] proposal meets R205's exception: no 48-hour majority for it
    r = run("tally", urls[0], urls[1], urls[2], "--blog", blog_server.url, "--ruleset", str(FIX / "ruleset-205.html"), "--as-of", "2022-08-22T11:00:00Z", "--no-cache", "--json")
    m = {x["title"]: x for x in json.loads(r.stdout)["matters"]}
    assert m["Proposal: [Core] Wording Fix"]["verdict"] == "failable now"
    assert "not on this basis" in m["Proposal: [Core] Wording Fix"]["reasons"][0]["text"]
    assert m["Proposal: Bot Income"]["verdict"] == "not yet"  # Popular by the 48-hour majority, but not the oldest
    assert m["Proposal: Stale Bot Tweak"]["verdict"] == "failable now"


def test_pending_refuses_a_post_page_with_fewer_comments_than_listed(tmp_path):
    import shutil

    from blognomic_tools.sandbox.blogserver import BlogServer

    site = tmp_path / "site"
    shutil.copytree(BLOG_SITE, site)
    page = site / "archive" / "moat_upgrade.html"
    text = page.read_text()
    # the comments after the first gone, the page's structure whole (a page whose comment markup the selectors miss)
    page.write_text(text[: text.index('<div class="comment"', text.index('<div class="comment"') + 1)] + text[text.index('</div>\n</div>\n<div id="sidebar">'):])
    with BlogServer(site) as srv:
        r = run("tally", "--pending", "--blog", srv.url, "--ruleset", LIVE_RS, "--as-of", "2024-02-22T12:00:00Z", "--no-cache")
    assert r.returncode == 2 and "counts 6 comments but 1 were read" in r.stderr


# ------------------------------------------------------------------------------------------------
# Damaged pages: a project error naming the page and the field, never a traceback or a silent misread.

MOAT = (BLOG_SITE / "archive" / "moat_upgrade.html").read_text()
POST_PAGES = sorted((BLOG_SITE / "archive").glob("*.html")) + sorted((BLOG_SITE / "wp" / "archive").glob("*.html"))
LISTINGS = [BLOG_SITE / "index.html"] + sorted(BLOG_SITE.glob("[0-9]*/*/index.html"))


def test_a_roster_that_disagrees_with_the_stated_count_is_an_error():
    # a half name: "Josh" cut to "Jo" and the links after it lost, the stated count kept
    start = MOAT.index('<div id="PlayerList">')
    half = MOAT[: MOAT.index("Josh</a>", start) + 2] + "</a></div>" + MOAT[MOAT.index("</div>", start) + 6:]
    with pytest.raises(BlogFormatError) as e:
        parse_post_page(half, "https://blognomic.com/archive/moat_upgrade")
    msg = str(e.value)
    assert "https://blognomic.com/archive/moat_upgrade" in msg and "lists 1 active players (Jo)" in msg and "states 9" in msg
    assert "give the roster with --roster" in msg
    # one player's link lost
    lost = MOAT.replace('<a href="https://blognomic.com/member/106">Kevan</a>* ', "")
    with pytest.raises(BlogFormatError, match="lists 8 active players .* states 9"):
        parse_post_page(lost, "u")
    # the count in other wordings is checked too
    for line in ("<p>9 active Vassals; Quorum: 5</p>", "<p>Players: 9 (quorum 5)</p>", "<p>Quorum is 5 (9 Vassals)</p>"):
        _, r = parse_post_page(MOAT.replace("<p>There are 9 active Vassals. Quorum is 5.</p>", line), "u")
        assert (r.stated_count, r.stated_quorum, r.notes) == (9, 5, []), line
        with pytest.raises(BlogFormatError, match="lists 8 active players .* states 9"):
            parse_post_page(lost.replace("<p>There are 9 active Vassals. Quorum is 5.</p>", line), "u")
    month = (BLOG_SITE / "2024" / "02" / "index.html").read_text().replace("There are 9 active", "There are 10 active")
    with pytest.raises(BlogFormatError, match="lists 9 active players .* states 10"):
        parse_listing_page(month, "https://blognomic.com/2024/02/")


def test_a_roster_with_no_stated_count_is_read_and_noted():
    """No count to check against (no line after the list, or one without a number): the list is read, and the
    roster says that it was not checked."""
    bare = MOAT.replace("<p>There are 9 active Vassals. Quorum is 5.</p>", "")
    _, r = parse_post_page(bare, "u")
    assert len(r.players) == 9 and r.stated_count is None
    assert r.notes == ["the sidebar's line after the roster ('Sovereign: Josh') states no count: the 9 names listed are not checked against one"]
    _, r = parse_post_page(MOAT.replace("There are 9 active Vassals. Quorum is 5.", "Quorum is half, plus one."), "u")
    assert r.stated_count is None and r.notes and r.where == "the sidebar of u"


def test_idle_players_concealed_or_listed_apart_are_not_counted():
    """The Ruleset lets idle players be "removed or concealed in the list of currently active Players in the
    Sidebar": a concealed name (hidden, struck out, class idle) or a name after an "Idle" label is idle."""
    start = MOAT.index('<div id="PlayerList">')
    end = MOAT.index("</div>", start)
    box = MOAT[start:end]
    forms = [
        box.replace('<a href="https://blognomic.com/member/105">Clucky</a>', '<span style="display: none"><a href="https://blognomic.com/member/105">Clucky</a></span>'),
        box.replace('<a href="https://blognomic.com/member/105">Clucky</a>', '<s><a href="https://blognomic.com/member/105">Clucky</a></s>'),
        box.replace('<a href="https://blognomic.com/member/105">Clucky</a>', '<a class="idle" href="https://blognomic.com/member/105">Clucky</a>'),
        box.replace('<a href="https://blognomic.com/member/105">Clucky</a> ', "") + '<br/>Idle: <a href="https://blognomic.com/member/105">Clucky</a>',
        box.replace('<a href="https://blognomic.com/member/105">Clucky</a> ', "") + '<h4>Idle Vassals</h4><a href="https://blognomic.com/member/105">Clucky</a>',
    ]
    for form in forms:
        page = MOAT[:start] + form + MOAT[end:]
        page = page.replace("There are 9 active Vassals. Quorum is 5.", "There are 8 active Vassals. Quorum is 5.")
        _, r = parse_post_page(page, "u")
        assert r.idle == ["Clucky"] and "Clucky" not in r.players and len(r.players) == 8, form


def test_the_wordpress_sidebar_roster():
    """The 2020 WordPress build: ul.active-player-list, the name in figcaption span, li.admin for an Admin (its "*"
    is drawn by CSS), then "There are N active players. Quorum is Q." (or "There is 1 active player.")."""
    items = "".join(
        ('<li class="admin">' if admin else "<li>") + f'<a href="/members/{n.lower()}/profile"><figure><img src="/a/{n}.png">'
        f"<figcaption><span>{n}</span></figcaption></figure></a></li>"
        for n, admin in (("Josh", True), ("Kevan", True), ("pokes", False), ("naught", False)))
    sidebar = f'<ul class="active-player-list">{items}</ul><p>There are 4 active players. Quorum is 3.</p>'
    start = MOAT.index('<div id="PlayerList">')
    end = MOAT.index("</p>", start) + 4
    _, r = parse_post_page(MOAT[:start] + sidebar + MOAT[end:], "u")
    assert (r.players, r.admins, r.stated_count, r.stated_quorum) == (["Josh", "Kevan", "pokes", "naught"], ["Josh", "Kevan"], 4, 3)
    one = '<ul class="active-player-list"><li><figure><figcaption><span>Josh</span></figcaption></figure></li></ul><p>There is 1 active player. Quorum is 1.</p>'
    _, r = parse_post_page(MOAT[:start] + one + MOAT[end:], "u")
    assert (r.players, r.admins, r.stated_count) == (["Josh"], [], 1)


def test_admins_marked_by_a_class_are_admins():
    page = MOAT.replace('<a href="https://blognomic.com/member/101">pokes</a>', '<a class="admin" href="https://blognomic.com/member/101">pokes</a>')
    _, r = parse_post_page(page, "u")
    assert "pokes" in r.admins and {"Josh", "Kevan", "JonathanDark", "Brendan"} <= set(r.admins)


def _cuts(text: str, step: int):
    for k in range(0, len(text.rstrip()), step):
        yield text[:k]


def _read(parse, html: str, url: str):
    try:
        return parse(html, url)
    except BlogFormatError:
        return None


def test_cut_post_pages_are_refused_or_read_the_same():
    """Every recorded post page cut at every 7th character: a BlogFormatError, or exactly the full
    page's post, comments and roster (a page's end, </html>, is the only proof that nothing is missing)."""
    def key(result):
        post, roster = result
        return ([(c.author, c.posted_at, c.icons, c.text) for c in post.comments], post.title, post.status, post.admin_note,
                roster and (roster.players, roster.admins, roster.emperor, roster.stated_count, roster.stated_quorum))

    accepted = 0
    for path in POST_PAGES:
        full = path.read_text()
        url = f"https://blognomic.com/archive/{path.stem}"
        want = key(parse_post_page(full, url))
        for cut in _cuts(full, 7):
            got = _read(parse_post_page, cut, url)
            if got is not None:
                accepted += 1
                assert key(got) == want, (path.name, len(cut))
    assert accepted == 0  # no cut of a recorded page survives: every one of them loses at least </html>


def test_cut_listing_pages_are_refused():
    for path in LISTINGS:
        full = path.read_text()
        parse_listing_page(full, "https://blognomic.com/")
        for cut in _cuts(full, 11):
            assert _read(parse_listing_page, cut, "https://blognomic.com/") is None, (path, len(cut))


def test_impossible_dates_and_urls_name_the_page_and_the_field():
    with pytest.raises(BlogFormatError, match=r"^u: the comment time '31 Feb 2024 10:00:00 UTC' is not a date"):
        parse_comment_date("Posted 31 Feb 2024 10:00:00 UTC", None, "u")
    with pytest.raises(BlogFormatError) as e:
        parse_post_page(MOAT.replace("21 Feb  2024 08:40:11", "31 Feb  2024 08:40:11"), "https://blognomic.com/archive/moat_upgrade")
    assert "https://blognomic.com/archive/moat_upgrade: the posting time in the post footer '31 Feb 2024 08:40:11 UTC' is not a date" in str(e.value)
    with pytest.raises(BlogFormatError, match="^u: the posting time in the post footer '21 Feb 2024 25:40:11 UTC' is not a date"):
        parse_post_page(MOAT.replace("21 Feb  2024 08:40:11", "21 Feb  2024 25:40:11"), "u")
    with pytest.raises(BlogFormatError, match="comment_89908 by 'pokes' has no readable time"):
        parse_post_page(MOAT.replace("Posted 21-02-2024 10:40:11 UTC", "Posted 31-31-2024 10:40:11 UTC"), "u")
    with pytest.raises(BlogFormatError, match=r"the post URL 'http://\[::1/archive/x' is not a URL"):
        parse_post_page(MOAT, "http://[::1/archive/x")
    month = (BLOG_SITE / "2024" / "02" / "index.html").read_text()
    with pytest.raises(BlogFormatError, match="link of the post 'Proposal: Fast Slow Roll' 'http://\\[::1"):
        parse_listing_page(month.replace('href="https://blognomic.com/archive/fast_slow_roll"', 'href="http://[::1/archive/fast_slow_roll"'), "m")
    with pytest.raises(BlogFormatError, match="Adminned at"):
        parse_listing_page(month.replace("Adminned at 20 Feb  2024 21:00", "Adminned at 30 Feb  2024 21:00"), "m")


def test_a_comment_in_the_markup_is_not_a_crash():
    page = MOAT.replace('<p class="commentfooter">', '<!-- cached --><p class="commentfooter">', 1)
    post, _ = parse_post_page(page, "u")
    assert [c.posted_at for c in post.comments] == [c.posted_at for c in parse_post_page(MOAT, "u")[0].comments]


def test_wordpress_times_that_cannot_be_read_are_errors():
    wp = (BLOG_SITE / "wp" / "archive" / "wp_trial_proposal.html").read_text()
    with pytest.raises(BlogFormatError, match="is not an ISO 8601 time"):
        parse_post_page(wp.replace('datetime="2020-05-04T18:00:00+00:00"', 'datetime="2020-05-04T18:00:00+00:00&quot;"'), "u")
    with pytest.raises(BlogFormatError, match="has no UTC offset"):
        parse_post_page(wp.replace('datetime="2020-05-04T18:00:00+00:00"', 'datetime="2020-05-04T18:00:00"'), "u")
    with pytest.raises(BlogFormatError, match="data-comment-time"):
        parse_post_page(wp.replace('data-comment-time="1588618800"', 'data-comment-time="99999999999999999999"'), "u")


def test_blog_server_answers_404_to_impossible_paths(blog_server):
    import http.client

    host, port = blog_server.url.split("//")[1].split(":")
    for path in ["/archive/" + "a" * 300, "/archive/..", "/archive/../../etc/passwd", "/archive/%2e%2e/%2e%2e/etc/passwd", "/2024/13/../../"]:
        conn = http.client.HTTPConnection(host, int(port), timeout=5)
        conn.request("GET", path)  # sent as is (requests would remove the dot segments)
        assert conn.getresponse().status == 404, path
        conn.close()
    assert requests.get(blog_server.url + "/archive/moat_upgrade", timeout=5).status_code == 200


def test_bad_urls_and_a_damaged_cache_are_handled(blog_server, tmp_path):
    c = BlogClient(blog_server.url, cache_dir=tmp_path, retries=3, backoff=5)
    with pytest.raises(SourceError, match="not a URL"):
        c.get("http://[::1/archive/x")
    with pytest.raises(SourceError, match="not a URL the blog can be read from"):
        c.get("http://exa mple.com:99999999/")
    assert c.requests <= 1  # not retried with backoff: retrying cannot help
    c.get("/archive/moat_upgrade")
    for f in tmp_path.glob("*.json"):
        entry = json.loads(f.read_text())
        del entry["body"]  # a damaged entry: the server will answer 304 to its ETag
        f.write_text(json.dumps(entry))
    assert "Moat Upgrade" in BlogClient(blog_server.url, cache_dir=tmp_path).get("/archive/moat_upgrade").text


def test_pending_pages_are_read_at_most_four_at_once(tmp_path):
    """`tally --pending` reads the pending matters a few at once (at most 4: polite to a small site), in the order
    asked, with the same cache; the result equals reading them one after another."""
    from blognomic_tools.sandbox.blogserver import BlogServer
    from blognomic_tools.sources.blog import BlogClient

    slugs = sorted(p.stem for p in (BLOG_SITE / "archive").glob("*.html"))[:7]
    with BlogServer(BLOG_SITE, latency=0.3) as srv:
        client = BlogClient(srv.url, cache_dir=tmp_path / "cache")
        together = client.posts([f"/archive/{s}" for s in slugs])
        assert srv.peak == 4, srv.peak  # counted by the server: four requests in flight at once, never more
        one_by_one = [client.post(f"/archive/{s}") for s in slugs]  # revalidated from the cache: 304s
        assert [p.title for p, _ in together] == [p.title for p, _ in one_by_one] == [p.title for p, _ in (client.post(f"/archive/{s}") for s in slugs)]
        assert [p.comments for p, _ in together] == [p.comments for p, _ in one_by_one]
        assert sum(1 for m, path, code in srv.log if code == 304) >= len(slugs)
        with pytest.raises(SourceError, match="not found"):
            client.posts([f"/archive/{slugs[0]}", "/archive/no_such_post"])


def test_a_reader_gone_before_the_page_is_sent_is_no_server_error_but_any_other_error_is(blog_server, capsys):
    """The recorded blog runs beside the tools in one process; a reader that closed its connection (a browser moving
    on, a closed pipe) must not print a traceback into what the tools print."""
    httpd = blog_server.httpd
    for gone in (BrokenPipeError(32, "Broken pipe"), ConnectionResetError(104, "Connection reset by peer")):
        try:
            raise gone
        except OSError:
            httpd.handle_error(None, ("127.0.0.1", 1))
    assert capsys.readouterr().err == ""
    try:
        raise ValueError("a fault of the server's own")
    except ValueError:
        httpd.handle_error(None, ("127.0.0.1", 1))
    assert "a fault of the server's own" in capsys.readouterr().err
