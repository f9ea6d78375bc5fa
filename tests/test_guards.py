"""Every guard against damaged input, run over every complete page the project has: none may refuse a real,
complete page (refusing one is as bad as a silent wrong answer). The Rulesets of every layout (the four real
renders and their wikitext/HTML, the numbered Rulesets of 2003-2006, a Glossary-era and a 2012 Appendix that
ends with Prioritisation, the profile corpus of 2003-2026), every recorded blog page (posts, months, the front
page, the WordPress trial) and every gamestate page (the dynasties' pages and the layout corpus)."""
from __future__ import annotations

import json

import pytest

from blognomic_tools.parsers import load_ruleset
from blognomic_tools.parsers.blog import parse_listing_page, parse_post_page
from blognomic_tools.parsers.gamestate import parse_gamestate
from blognomic_tools.profile import build_profile
from conftest import BLOG_SITE, FIX, ROOT

RULESETS = sorted(
    [p for p in FIX.iterdir() if p.is_file()]
    + sorted((FIX / "eras").iterdir())
    + sorted((ROOT / "fixtures" / "corpus" / "rulesets").glob("*.wiki"))
    + sorted((ROOT / "fixtures" / "enactment").glob("*.wiki"))
)
BLOG_PAGES = sorted(BLOG_SITE.rglob("*.html"))
GS_EXPECTED = json.loads((ROOT / "fixtures" / "corpus" / "gamestate" / "expected.json").read_text(encoding="utf-8"))
GAMESTATE = sorted(p for p in ROOT.joinpath("fixtures", "wiki").rglob("*.wiki") if not p.name.startswith("Template_")) + [
    ROOT / "fixtures" / "corpus" / "gamestate" / n for n, c in sorted(GS_EXPECTED.items()) if "error" not in c
]


def test_the_pages_cover_the_layouts_the_guards_must_accept():
    names = {p.name for p in RULESETS}
    assert {"2004-numbered.txt", "2004-numbered.wiki", "2006-sections.wiki", "2009-no-appendix.wiki", "2012-prioritisation.txt"} <= names
    assert len(RULESETS) >= 50 and len(BLOG_PAGES) >= 20 and len(GAMESTATE) >= 35


@pytest.mark.parametrize("path", RULESETS, ids=lambda p: p.name)
def test_no_complete_ruleset_is_refused(path):
    rs = load_ruleset(path)  # check_is_ruleset, check_complete
    build_profile(rs)  # the core mechanics: a warning at most
    assert len(list(rs.rules())) >= 3
    for w in rs.warnings:  # a weak sign on a whole page is never a claim that it was cut
        assert "if the page was cut short" in w


@pytest.mark.parametrize("name", ["2012-prioritisation.txt", "2006-sections.wiki", "2004-numbered.txt", "2004-numbered.wiki", "2009-no-appendix.wiki"])
def test_rulesets_of_other_eras_are_read_without_a_structural_warning(name):
    """A 2012 Appendix that ends with Prioritisation (before Synonyms existed), a Glossary that ends with Spivak,
    numbered rules with no sections: whole pages, so the structure raises no warning."""
    rs = load_ruleset(FIX / "eras" / name)
    assert rs.warnings == []
    assert rs.rules().__next__().name.endswith("Ruleset and Gamestate")


def test_a_numbered_ruleset_keeps_its_rules_in_order():
    rs = load_ruleset(FIX / "eras" / "2004-numbered.txt")
    titles = [r.title for r in rs.rules()]
    assert titles[0] == "1 - Ruleset and Gamestate" and titles[-1] == "14 - Glossary"
    assert [int(t.split(" - ")[0]) for t in titles] == list(range(1, 15))


@pytest.mark.parametrize("path", BLOG_PAGES, ids=lambda p: str(p.relative_to(BLOG_SITE)))
def test_no_recorded_blog_page_is_refused(path):
    html = path.read_text(encoding="utf-8")
    url = "https://blognomic.com/" + str(path.relative_to(BLOG_SITE)).replace("index.html", "")
    if path.name == "index.html":
        posts, _roster = parse_listing_page(html, url)
        assert posts
    else:
        post, _roster = parse_post_page(html, url)
        assert post.title


@pytest.mark.parametrize("path", GAMESTATE, ids=lambda p: p.name)
def test_no_complete_gamestate_page_is_refused(path):
    name = path.name
    terms = tuple(GS_EXPECTED.get(name, {}).get("terms", ()))
    gs = parse_gamestate(path.read_text(encoding="utf-8"), name, player_terms=terms, complete=True)
    assert gs.tables or gs.globals
