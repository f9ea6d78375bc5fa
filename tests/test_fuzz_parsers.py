"""Fuzz: every reader over mutations of every real-format fixture it reads.

Only two outcomes are allowed for each mutated input: a result, or one of the project's errors, within
the time and memory bounds of tests/fuzzing.py. Derandomized in CI; HYPOTHESIS_PROFILE=explore searches
fresh inputs.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.parsers.admin_note import parse_admin_note
from blognomic_tools.parsers.blog import parse_listing_page, parse_post_page
from blognomic_tools.sandbox.blogserver import page_bytes, route
from conftest import BLOG_SITE, STEMS, fixture_path
from fuzzing import FUZZ, mutated, run_fuzzed

RULESETS = {(stem, fmt): fixture_path(stem, fmt).read_text() for stem in STEMS for fmt in ("wikitext", "html", "text")}
PAGES = {str(p.relative_to(BLOG_SITE)): p.read_text() for p in sorted(BLOG_SITE.rglob("*.html"))}
POST_PAGES = {k: v for k, v in PAGES.items() if "archive/" in k}
LISTINGS = {k: v for k, v in PAGES.items() if "archive/" not in k}  # months and the front page


@pytest.mark.parametrize("fmt", ["wikitext", "html", "text"])
@FUZZ
@given(data=st.data())
def test_parse_ruleset_fuzzed(fmt, data):
    stem = data.draw(st.sampled_from(STEMS))
    text = data.draw(mutated(RULESETS[(stem, fmt)]))
    forced = data.draw(st.sampled_from([None, fmt]))
    run_fuzzed(parse_ruleset, text, fmt=forced, source=f"{stem}.{fmt}", what=f"parse_ruleset({stem}, {fmt})")


@FUZZ
@given(data=st.data())
def test_post_pages_fuzzed(data):
    name = data.draw(st.sampled_from(sorted(POST_PAGES)))
    html = data.draw(mutated(POST_PAGES[name]))
    url = data.draw(st.sampled_from([f"https://blognomic.com/{name[:-5]}", name]))
    run_fuzzed(parse_post_page, html, url, what=f"parse_post_page({name})")


@FUZZ
@given(data=st.data())
def test_listing_pages_fuzzed(data):
    name = data.draw(st.sampled_from(sorted(LISTINGS)))
    html = data.draw(mutated(LISTINGS[name]))
    run_fuzzed(parse_listing_page, html, "https://blognomic.com/" + name.replace("index.html", ""), what=f"parse_listing_page({name})")


@FUZZ
@given(data=st.data())
def test_any_blog_page_with_any_parser_and_url_fuzzed(data):
    """Pages fed to the wrong parser, and hostile URLs (the slug and the base come from them)."""
    name = data.draw(st.sampled_from(sorted(PAGES)))
    html = data.draw(mutated(PAGES[name], max_ops=2))
    url = data.draw(mutated("https://blognomic.com/archive/moat_upgrade", max_ops=3))
    parser = data.draw(st.sampled_from([parse_post_page, parse_listing_page]))
    run_fuzzed(parser, html, url, what=f"{parser.__name__}({name}, {url!r})")


def _notes() -> list[str]:
    notes = []
    for name, html in LISTINGS.items():
        posts, _ = parse_listing_page(html, "https://blognomic.com/" + name)
        notes.extend(p.admin_note for p in posts if p.admin_note)
    for html in POST_PAGES.values():
        post, _ = parse_post_page(html, "https://blognomic.com/archive/x")
        if post.admin_note:
            notes.append(post.admin_note)
    return sorted(set(notes))


NOTES = _notes()


def test_the_fixtures_hold_admin_notes():
    assert len(NOTES) >= 4


@FUZZ
@given(data=st.data())
def test_admin_notes_fuzzed(data):
    note = data.draw(mutated(data.draw(st.sampled_from(NOTES))))
    run_fuzzed(parse_admin_note, note, what="parse_admin_note")


PATHS = ["/archive/moat_upgrade", "/blognomic/archive/serf_reform/", "/2024/02/", "/", "/index.php", "/wp/archive/wp_trial_proposal",
         "/archive/x?y=1#z"]


@FUZZ
@given(data=st.data())
def test_blog_server_routes_stay_inside_the_site(data):
    path = data.draw(st.one_of(mutated(data.draw(st.sampled_from(PATHS))), st.text(max_size=40), st.just("/archive/" + "a" * 300)))
    target = run_fuzzed(route, BLOG_SITE, path, what=f"route({path!r})")
    if target is not None:
        assert BLOG_SITE.resolve() in Path(target).resolve().parents, (path, target)
    run_fuzzed(page_bytes, target, what=f"page_bytes({path!r})")


def test_huge_numbers_and_impossible_times_are_not_crashes():
    """int() refuses more than 4300 digits, and a revision line may name a day that does not exist."""
    from blognomic_tools.parsers.html import parse_html
    from blognomic_tools.parsers.text import parse_revision_line

    big = "1" * 5000
    note = parse_admin_note(f"Enacted {big}-2 by Kevan, {big} DEF")
    assert (note.status, note.for_, note.deferentials, note.admin) == ("enacted", None, None, "Kevan")
    assert parse_admin_note("Reached quorum 6 votes to 1 (2 DEF). Enacted by Josh.").for_ == 6
    page = RULESETS[("ruleset-2024-02-24", "html")].replace('"wgRevisionId":', f'"wgRevisionId":{big}, "x":', 1)
    assert parse_html(page).revision is None
    rev = parse_revision_line("Revision as of 08:40, 31 February 2024 by Josh (talk | contribs) (x)")
    assert rev.timestamp == "31 February 2024 08:40" and rev.user == "Josh"
    assert parse_revision_line("Revision as of 08:40, 24 February 2024 by Josh (talk | contribs)").timestamp == "2024-02-24T08:40:00Z"
