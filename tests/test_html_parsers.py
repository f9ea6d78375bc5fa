"""The HTML readers give the same models whichever tree builder BeautifulSoup uses: the standard library's
html.parser (the default, pure Python) or lxml where it is installed (parsers.soup.PARSER). Every blog page,
proposal body and rendered Ruleset among the fixtures is read both ways and the models compared."""
from __future__ import annotations

from pathlib import Path

import pytest

from blognomic_tools.parsers import parse_ruleset, soup
from blognomic_tools.parsers.blog import parse_listing_page, parse_post_page
from blognomic_tools.parsers.proposal import read_instructions

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "fixtures" / "blog" / "site"
POSTS = sorted(p for p in SITE.rglob("*.html") if p.parent.name == "archive")
LISTINGS = sorted(p for p in SITE.rglob("index.html"))
PROPOSALS = sorted((ROOT / "fixtures" / "corpus" / "proposals").glob("*.html"))
RULESETS = sorted((ROOT / "fixtures" / "rulesets").glob("*.html"))


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
