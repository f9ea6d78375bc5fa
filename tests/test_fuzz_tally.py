"""Fuzz tests of the rules profile, the tally and the audit over mutated real-format fixtures
(tests/fuzzing.py): only a result or a project error is allowed, within the time and memory bound."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from blognomic_tools.audit import audit_post
from blognomic_tools.parsers import load_ruleset, parse_ruleset
from blognomic_tools.parsers.blog import parse_listing_page, parse_post_page
from blognomic_tools.profile import build_profile
from blognomic_tools.tally import tally
from conftest import BLOG_SITE, STEMS, fixture_path
from fuzzing import FUZZ, mutated, run_fuzzed

UTC = timezone.utc
RULESET_TEXTS = {(stem, fmt): fixture_path(stem, fmt).read_text() for stem in STEMS for fmt in ("wikitext", "text")}
POST_PAGES = {p.name: p.read_text() for p in sorted((BLOG_SITE / "archive").glob("*.html"))}
MONTH_PAGES = {str(p.relative_to(BLOG_SITE).parent): p.read_text() for p in sorted(BLOG_SITE.glob("[0-9]*/*/index.html"))}
# the era each recorded month was played under
MONTH_ERA = {"2009/06": "ruleset-070", "2022/08": "ruleset-205", "2022/12": "ruleset-209", "2024/01": "ruleset-2024-02-24",
             "2024/02": "ruleset-2024-02-24"}


@pytest.fixture(scope="module")
def profiles():
    return {stem: build_profile(load_ruleset(fixture_path(stem, "wikitext"))) for stem in STEMS}


def _profile(text: str, fmt: str):
    return build_profile(parse_ruleset(text, fmt=fmt, source=f"fuzz.{'wiki' if fmt == 'wikitext' else 'txt'}")).to_dict()


def _cases(texts: dict):
    """(fixture key, mutated text of that fixture)."""
    return st.sampled_from(sorted(texts)).flatmap(lambda k: st.tuples(st.just(k), mutated(texts[k])))


LIVE_WIKI = ("ruleset-2024-02-24", "wikitext")


@FUZZ
@given(case=_cases(RULESET_TEXTS))
@example(case=(LIVE_WIKI, RULESET_TEXTS[LIVE_WIKI].replace("six or fewer Vassals", "umpteen or fewer Vassals")))  # KeyError in _num
@example(case=(LIVE_WIKI, RULESET_TEXTS[LIVE_WIKI].replace("at least 12 hours", "at least 99999999999999999999 hours")))
def test_fuzz_profile_over_mutated_rulesets(case):
    which, text = case
    run_fuzzed(_profile, text, which[1], what=f"build_profile({which[0]} {which[1]})")


def _tally(html: str, profile, as_of: datetime):
    post, roster = parse_post_page(html, "https://blognomic.com/archive/fuzz")
    if roster is None:
        return None
    v = tally(post, profile, roster, as_of, pending=[post], admin="Kevan")
    return v.to_dict()


AS_OF = datetime(2024, 2, 22, 12, 0, tzinfo=UTC)


@FUZZ
@given(case=_cases(POST_PAGES), era=st.sampled_from(STEMS),
       as_of=st.datetimes(datetime(2008, 1, 1), datetime(2026, 1, 1)).map(lambda t: t.replace(tzinfo=UTC)))
@example(case=("moat_upgrade.html", POST_PAGES["moat_upgrade.html"].replace("21 Feb  2024 08:40:11", "31 Dec  9999 20:40:11")),
         era="ruleset-2024-02-24", as_of=AS_OF)  # OverflowError: posted near the calendar's end
def test_fuzz_tally_over_mutated_post_pages(profiles, case, era, as_of):
    page, html = case
    run_fuzzed(_tally, html, profiles[era], as_of, what=f"tally({page}, {era})")


def _audit(html: str, month: str, profile):
    listed, roster = parse_listing_page(html, f"https://blognomic.com/{month}/")
    rows = []
    for p in listed:
        if p.kind not in ("proposal", "cfj", "dov") or p.status == "pending":
            continue
        page = POST_PAGES.get(p.url.rstrip("/").rsplit("/", 1)[-1] + ".html")
        post, post_roster = parse_post_page(page, p.url) if page else (p, roster)
        if post_roster is None:
            continue
        post.adminned_at = p.adminned_at or post.adminned_at  # the mutated listing's values first
        post.admin_note = p.admin_note or post.admin_note
        rows.append(audit_post(post, profile, post_roster, listed).to_dict())
    return rows


@FUZZ
@given(case=_cases(MONTH_PAGES))
@example(case=("2024/02", MONTH_PAGES["2024/02"].replace("Adminned at 20 Feb  2024 21:00:00", "Adminned at 01 Jan  0001 00:00:00")))  # OverflowError
def test_fuzz_audit_over_mutated_month_pages(profiles, case):
    month, html = case
    run_fuzzed(_audit, html, month, profiles[MONTH_ERA.get(month, "ruleset-2024-02-24")], what=f"audit({month})")


def test_month_pages_are_known():
    assert set(MONTH_PAGES) <= set(MONTH_ERA), MONTH_PAGES.keys()
