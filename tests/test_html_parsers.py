"""The HTML readers give the same models whichever tree builder BeautifulSoup uses: the standard library's
html.parser (the default, pure Python) or lxml where it is installed (parsers.soup.PARSER). Every blog page,
proposal body and rendered Ruleset among the fixtures is read both ways and the models compared."""
from __future__ import annotations

from pathlib import Path

import pytest
import soupsieve

from blognomic_tools.parsers import parse_ruleset, soup
from blognomic_tools.parsers.blog import DEFAULT_SELECTORS, parse_listing_page, parse_post_page
from blognomic_tools.parsers.soup import make_soup, select, select_one
from blognomic_tools.parsers.proposal import read_instructions

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "fixtures" / "blog" / "site"
POSTS = sorted(p for p in SITE.rglob("*.html") if p.parent.name == "archive")
LISTINGS = sorted(p for p in SITE.rglob("index.html"))
PROPOSALS = sorted((ROOT / "fixtures" / "corpus" / "proposals").glob("*.html"))
RULESETS = sorted((ROOT / "fixtures" / "rulesets").glob("*.html"))
HTML_PAGES = POSTS + LISTINGS + PROPOSALS[:20]


def both(monkeypatch, read, *args):
    """`read(*args)` with html.parser, then with lxml."""
    pytest.importorskip("lxml")
    out = []
    for parser in ("html.parser", "lxml"):
        monkeypatch.setattr(soup, "PARSER", parser)
        out.append(read(*args))
    return out


def test_every_html_fixture_is_read():
    assert len(POSTS) >= 17 and len(LISTINGS) >= 5 and len(PROPOSALS) >= 44 and len(RULESETS) >= 4


@pytest.mark.parametrize("path", POSTS, ids=lambda p: p.relative_to(SITE).as_posix())
def test_a_post_page_reads_the_same_with_either_parser(monkeypatch, path):
    url = "https://blognomic.com/" + path.relative_to(SITE).with_suffix("").as_posix()
    (a_post, a_roster), (b_post, b_roster) = both(monkeypatch, parse_post_page, path.read_text(), url)
    assert a_post.title and a_post.author and (a_post.body_html or a_post.comments)
    assert a_post == b_post and a_roster == b_roster


@pytest.mark.parametrize("path", LISTINGS, ids=lambda p: p.relative_to(SITE).as_posix())
def test_a_listing_page_reads_the_same_with_either_parser(monkeypatch, path):
    url = "https://blognomic.com/" + path.parent.relative_to(SITE).as_posix() + "/"
    (a_posts, a_roster), (b_posts, b_roster) = both(monkeypatch, parse_listing_page, path.read_text(), url)
    assert a_posts and all(p.title for p in a_posts)
    assert a_posts == b_posts and a_roster == b_roster


@pytest.mark.parametrize("path", PROPOSALS, ids=lambda p: p.name)
def test_a_proposal_body_reads_the_same_with_either_parser(monkeypatch, path):
    a, b = both(monkeypatch, read_instructions, path.read_text())
    assert a and a == b


def test_the_blog_fixtures_proposal_bodies_read_the_same_with_either_parser(monkeypatch):
    pytest.importorskip("lxml")
    read = 0
    for path in POSTS:
        post, _ = parse_post_page(path.read_text(), "https://blognomic.com/archive/" + path.stem)
        a, b = both(monkeypatch, read_instructions, post.body_html)
        assert a == b, path.name
        read += bool(a)
    assert read >= 10


@pytest.mark.parametrize("path", RULESETS, ids=lambda p: p.name)
def test_a_rendered_ruleset_reads_the_same_with_either_parser(monkeypatch, path):
    a, b = both(monkeypatch, lambda t: parse_ruleset(t, fmt="html", source=path.name), path.read_text())
    assert len(list(a.rules())) >= 3
    assert a == b


SELECTORS = sorted(set(DEFAULT_SELECTORS.values()) | {
    "article", "h1.entry-title, h2.entry-title", "h1, h2", "time", "[rel=author]", ".comment-content", "[data-comment-time]",
    "figcaption span", "li", "div > p", "body div.post h3 > a", "a[href^=http]", "img[src$='.gif']", "div#sidebar ul > li",
    "p em a", "ul li > a", "*", "div *", "[class~=post]", "a[title*=vote]", "li:first-child",  # the last one goes to soupsieve
})


@pytest.mark.parametrize("path", HTML_PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_selecting_matches_soupsieve_on_every_page(path):
    """The page's element index and the simple-selector matcher select exactly what soupsieve selects, from the
    page and from inside each of its elements that a reader scopes a search to."""
    root = make_soup(path.read_text(encoding="utf-8", errors="replace"))
    scopes = [root] + soupsieve.select("div.comment, li.comment, div.post, p, ul", root)[:12]
    for sel in SELECTORS:
        compiled = soupsieve.compile(sel)
        for scope in scopes:
            want = compiled.select(scope)
            assert select(scope, sel) == want and all(a is b for a, b in zip(select(scope, sel), want)), (sel, scope.name)
            assert select_one(scope, sel) is (want[0] if want else None), sel


def test_selecting_from_many_threads_at_once_gives_what_one_thread_gives():
    """The blog source reads pages in a thread pool, and the element indexes are kept for all threads: searches
    of many trees at once (more than are kept, so indexes are dropped while others are looked up) select what a
    single thread selects, and raise nothing."""
    import sys
    from concurrent.futures import ThreadPoolExecutor

    texts = [p.read_text(encoding="utf-8", errors="replace") for p in POSTS[:24]]
    sels = ["div.comment", "a[href]", "p", "span"]

    def read(text):
        root = make_soup(text)
        return [[str(el)[:40] for el in select(root, s)] + [str(select_one(root, s))[:40]] for s in sels]

    want = [read(t) for t in texts]
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        with ThreadPoolExecutor(8) as pool:
            for _ in range(3):
                assert list(pool.map(read, texts)) == want
    finally:
        sys.setswitchinterval(old)
