"""The vote engine, table-driven per era, on Post/Comment models (the HTML path is tested separately)."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, timezone

import pytest

from blognomic_tools.models import Comment, Post, Roster
from blognomic_tools.tally import tally

T0 = datetime(2024, 2, 20, 12, 0, tzinfo=timezone.utc)
LIVE, R205, R209, R70 = "ruleset-2024-02-24", "ruleset-205", "ruleset-209", "ruleset-070"
NINE = ["Josh", "Kevan", "pokes", "naught", "JonathanDark", "Brendan", "qenya", "Clucky", "Raven1207"]  # Q = 5


def P(kind="proposal", title="Proposal: Fast Slow Roll", author="Kevan", at=T0, votes=(), status="pending", tags=None, url=None):
    comments = []
    for v in votes:
        who, minutes, *icons = v
        comments.append(Comment(author=who, posted_at=at + timedelta(minutes=minutes), icons=list(icons), text=" ".join(icons)))
    return Post(url=url or f"https://blognomic.com/archive/{abs(hash((title, at)))}", slug="x", kind=kind, title=title,
                subject=title.split(":", 1)[-1].strip(), tags=tags or [], author=author, posted_at=at, status=status, comments=comments)


def R(players=NINE, emperor="Josh"):
    return Roster(players=list(players), admins=["Kevan"], emperor=emperor, as_of=T0)


@pytest.fixture(scope="module")
def prof(profiles):
    from blognomic_tools.profile import build_profile
    from blognomic_tools.parsers import load_ruleset
    from conftest import fixture_path

    return {s: build_profile(load_ruleset(fixture_path(s, "wikitext"))) for s in (LIVE, R205, R209, R70)}


def at(hours):
    return T0 + timedelta(hours=hours)


def ballot(v, who):
    return next(b for b in v.ballots if b.player == who)


@pytest.mark.parametrize("era", [LIVE, R205, R209, R70])
def test_reached_quorum_after_12_hours(prof, era):
    post = P(votes=[(p, 10, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]])  # + author's implicit FOR = 5
    v = tally(post, prof[era], R(), at(13), admin="Kevan")
    assert v.verdict == "enactable now", v.reasons
    assert v.counts["FOR"] == 5 and v.counts["quorum"] == 5
    assert "author without a valid icon: counts as FOR" in ballot(v, "Kevan").trail
    assert v.suggested_note == "Reached quorum 5 votes to 0. Enacted by Kevan."
    assert v.reasons[0].citation.rule in ("Resolution of Proposals", "Enactment")


def test_not_yet_before_12_hours_says_when(prof):
    post = P(votes=[(p, 10, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]])
    v = tally(post, prof[LIVE], R(), at(6))
    assert v.verdict == "not yet"
    assert v.next_change == at(12)
    assert "enactable now" in v.next_change_why


def test_idle_and_non_player_comments_are_ignored(prof):
    post = P(votes=[("Cuddlebeam", 5, "AGAINST"), ("Darknight", 6, "FOR")])
    v = tally(post, prof[LIVE], R(), at(1))
    assert {b.player for b in v.ballots} == set(NINE)
    assert any(i.startswith("Cuddlebeam: AGAINST") and "not an active player" in i for i in v.ignored)
    assert v.counts["AGAINST"] == 0


def test_several_icons_in_one_comment_last_counts(prof):
    post = P(votes=[("pokes", 5, "FOR", "AGAINST")])
    v = tally(post, prof[LIVE], R(), at(1))
    b = ballot(v, "pokes")
    assert b.vote == "AGAINST" and "the last (AGAINST) counts" in b.trail[0]


def test_veto_is_sticky_in_modern_eras_and_not_in_r70(prof):
    votes = [("Josh", 5, "VETO"), ("Josh", 60, "FOR")]
    v = tally(P(votes=votes), prof[LIVE], R(), at(2))
    assert v.verdict == "failable now" and v.flags["vetoed"]
    assert "even if later changed" in v.reasons[0].text and v.reasons[0].citation.rule == "Resolution of Proposals"
    assert v.suggested_note == "Vetoed. Failed by <you>."
    v70 = tally(P(votes=votes), prof[R70], R(), at(2))
    assert not v70.flags["vetoed"]


def test_r70_arthexis_may_not_veto(prof):
    v = tally(P(votes=[("Arthexis", 5, "VETO")]), prof[R70], R(players=NINE + ["Arthexis"], emperor="Arthexis"), at(2))
    assert not v.flags["vetoed"]
    assert any("Arthexis may not veto" in t for t in ballot(v, "Arthexis").trail)


def test_withdrawal_then_changed_vote(prof):
    votes = [("Kevan", 5, "AGAINST"), ("Kevan", 50, "FOR")]
    v = tally(P(votes=votes), prof[LIVE], R(), at(2))
    assert v.verdict == "failable now" and v.flags["withdrawn"]
    assert v.reasons[0].citation.rule == "Resolution of Proposals"
    assert v.suggested_note == "Withdrawn. Failed by <you>."
    v70 = tally(P(votes=votes), prof[R70], R(), at(2))
    assert ballot(v70, "Kevan").vote == "AGAINST" and "self-kill" in " ".join(ballot(v70, "Kevan").trail)
    assert v70.verdict == "failable now" and v70.suggested_note == "Self-killed. Failed by <you>."


def test_author_deferential_against_does_not_withdraw(prof):
    v = tally(P(votes=[("Josh", 1, "AGAINST"), ("Kevan", 5, "DEFERENTIAL")]), prof[LIVE], R(), at(2))
    assert not v.flags["withdrawn"] and ballot(v, "Kevan").vote == "AGAINST"


@pytest.mark.parametrize("era", [LIVE, R205, R209, R70])
def test_deferential_follows_the_emperor(prof, era):
    v = tally(P(votes=[("pokes", 5, "DEFERENTIAL"), ("Josh", 30, "FOR")]), prof[era], R(), at(2))
    assert ballot(v, "pokes").vote == "FOR" and "DEFERENTIAL → FOR (Josh voted FOR)" in ballot(v, "pokes").trail
    assert v.counts["DEFERENTIAL_resolved"] == 1


def test_deferential_without_an_emperor_vote(prof):
    votes = [("pokes", 1, "AGAINST"), ("pokes", 5, "DEFERENTIAL")]
    live = tally(P(votes=votes), prof[LIVE], R(), at(2))
    assert ballot(live, "pokes").vote == "AGAINST"  # the last *valid* icon
    assert "is not valid" in ballot(live, "pokes").trail[0]
    r70 = tally(P(votes=votes), prof[R70], R(), at(2))
    assert ballot(r70, "pokes").vote is None  # the last icon, which does not count without an Artisan vote
    assert "does not count as a vote" in ballot(r70, "pokes").trail[-1]


def test_r70_deferential_does_not_apply_to_cfjs(prof):
    v = tally(P(kind="cfj", title="Call for Judgment: x", votes=[("pokes", 5, "DEFERENTIAL"), ("Josh", 6, "FOR")]), prof[R70], R(), at(2))
    assert ballot(v, "pokes").vote is None
    live = tally(P(kind="cfj", title="Call for Judgement: x", votes=[("pokes", 5, "DEFERENTIAL"), ("Josh", 6, "FOR")]), prof[LIVE], R(), at(2))
    assert ballot(live, "pokes").vote == "FOR"  # all votable matters since R205


SIX = NINE[:6]  # Josh (Sovereign) + 5: Q = 4


def test_sovereign_deferential_with_six_or_fewer_players(prof):
    partial = [("Josh", 1, "DEFERENTIAL"), ("pokes", 2, "FOR"), ("naught", 3, "FOR"), ("Brendan", 4, "AGAINST")]
    v = tally(P(votes=partial), prof[LIVE], R(SIX), at(2))
    assert ballot(v, "Josh").vote is None
    assert "not resolved: 6 players (≤ 6)" in " ".join(ballot(v, "Josh").trail)
    full = partial + [("JonathanDark", 5, "DEFERENTIAL")]  # Kevan (author) counts as FOR implicitly, not as "cast"
    full = partial + [("JonathanDark", 5, "AGAINST"), ("Kevan", 6, "FOR")]
    v = tally(P(votes=full), prof[LIVE], R(SIX), at(2))
    assert ballot(v, "Josh").vote == "FOR"  # 3 FOR vs 2 AGAINST among the others
    # with more than six players the condition does not apply
    v = tally(P(votes=partial), prof[LIVE], R(), at(2))
    assert ballot(v, "Josh").vote == "FOR"  # pokes, naught, Kevan (implicit) FOR vs Brendan AGAINST


def test_emperor_deferential_per_era(prof):
    votes = [("Josh", 1, "DEFERENTIAL"), ("pokes", 2, "AGAINST"), ("naught", 3, "AGAINST"), ("Brendan", 4, "DEFERENTIAL")]
    r209 = tally(P(votes=votes), prof[R209], R(), at(2))
    assert ballot(r209, "Josh").vote == "AGAINST"  # 1 FOR (author) vs 2 AGAINST
    assert ballot(r209, "Brendan").vote is None  # others' DEFERENTIALs are not valid
    r205 = tally(P(votes=votes), prof[R205], R(), at(2))
    assert ballot(r205, "Josh").vote is None  # Imperial Deferentials is [Inactive] in R205


def test_proposal_pending_more_than_seven_days(prof):
    old = P(title="Proposal: Old", at=T0, votes=[("pokes", 5, "FOR")])
    new = P(title="Proposal: New", at=at(24 * 6), votes=[(p, 5, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]])
    now = at(24 * 7 + 2)
    v_old = tally(old, prof[LIVE], R(), now, pending=[old, new])
    assert v_old.verdict == "failable now" and v_old.flags["stale"]
    assert any("more than 7 days" in r.text and r.citation.rule == "Resolution of Proposals" for r in v_old.reasons)
    v_new = tally(new, prof[LIVE], R(), now, pending=[old, new])
    assert v_new.verdict == "enactable now"  # the stale one is ignored for the oldest-pending rule
    # R70 has no such skip: the old one blocks
    v70 = tally(new, prof[R70], R(), now, pending=[old, new])
    assert v70.verdict == "not yet" and "not the oldest pending proposal" in v70.reasons[0].text


def test_tie_at_48_hours(prof):
    post = P(votes=[("pokes", 5, "FOR"), ("naught", 6, "AGAINST"), ("Brendan", 7, "AGAINST")])  # Kevan implicit FOR: 2-2
    v = tally(post, prof[LIVE], R(), at(47))
    assert v.verdict == "not yet" and v.next_change == at(48)
    v = tally(post, prof[LIVE], R(), at(49))
    assert v.verdict == "failable now"
    assert "Unpopular" in v.reasons[0].text and "2 FOR vs 2 AGAINST" in v.reasons[0].text
    assert v.suggested_note == "Timed out 2 votes to 2. Failed by <you>."


def test_majority_at_48_hours_and_the_r205_core_exception(prof):
    votes = [("pokes", 5, "FOR"), ("naught", 6, "AGAINST")]  # + Kevan implicit FOR: 2-1, below Quorum
    live = tally(P(votes=votes, title="Proposal: [Core] Fix", tags=["Core"]), prof[LIVE], R(), at(49))
    assert live.verdict == "enactable now" and live.suggested_note.startswith("Timed out 2 votes to 1")
    r205 = tally(P(votes=votes, title="Proposal: [Core] Fix", tags=["Core"]), prof[R205], R(), at(49))
    assert r205.verdict == "failable now"
    r205_plain = tally(P(votes=votes, title="Proposal: Fix"), prof[R205], R(), at(49))
    assert r205_plain.verdict == "enactable now"


def test_author_never_commented_counts_for(prof):
    v = tally(P(votes=[]), prof[LIVE], R(), at(1))
    assert ballot(v, "Kevan").vote == "FOR" and v.counts["FOR"] == 1
    assert v.needs == ["4 more FOR to reach Quorum (5)", "5 more AGAINST to make it Unpopular"]


def test_fast_fail_when_unpopular(prof):
    v = tally(P(votes=[(p, 5, "AGAINST") for p in ["Josh", "pokes", "naught", "Brendan", "qenya"]]), prof[LIVE], R(), at(1))
    assert v.verdict == "failable now"
    assert "4 players not voting AGAINST < Quorum 5" in v.reasons[0].text


def test_pending_dov_puts_proposals_on_hiatus_and_two_dovs(prof):
    d1 = P(kind="dov", title="Declaration of Victory: Me", author="pokes", at=at(1), votes=[(p, 5, "FOR") for p in NINE[1:8]])
    d2 = P(kind="dov", title="Declaration of Victory: No, me", author="naught", at=at(2))
    prop = P(votes=[(p, 10, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]])
    v = tally(prop, prof[LIVE], R(), at(14), pending=[prop, d1, d2])
    assert v.verdict == "not yet" and v.reasons[0].text.startswith("Hiatus: a DoV is pending")
    assert v.reasons[0].citation.rule == "Victory and Ascension"
    v1 = tally(d1, prof[LIVE], R(), at(14), pending=[prop, d1, d2])
    assert v1.verdict == "enactable now"  # 7 FOR (pokes implicit) > 2/3 of 9, 12 h, no AGAINST
    v2 = tally(d2, prof[LIVE], R(), at(14), pending=[prop, d1, d2])
    assert v2.verdict == "not yet"


def test_dov_two_thirds_is_strict(prof):
    six_for = [(p, 5, "FOR") for p in ["Kevan", "naught", "JonathanDark", "Brendan", "qenya"]]  # + pokes implicit = 6
    d = P(kind="dov", title="Declaration of Victory: Me", author="pokes", votes=six_for)
    v = tally(d, prof[LIVE], R(), at(25))
    assert v.verdict == "not yet" and "6 FOR ≤ 2/3 of 9 players (needs 7)" in v.reasons[0].text


def test_seasonal_downtime(prof):
    xmas = datetime(2023, 12, 24, 20, tzinfo=timezone.utc)
    post = P(at=xmas - timedelta(hours=20), votes=[(p, 5, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]])
    v = tally(post, prof[LIVE], R(), xmas + timedelta(hours=10))  # 25 Dec
    assert v.verdict == "not yet" and "Seasonal Downtime" in v.reasons[0].text
    assert v.reasons[0].citation.rule == "Keywords"
    v70 = tally(post, prof[R70], R(), xmas + timedelta(hours=10))
    assert v70.verdict == "enactable now"


def test_newer_matter_waits_for_the_older(prof):
    older = P(title="Proposal: First", at=T0)
    newer = P(title="Proposal: Second", at=at(1), votes=[(p, 5, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]])
    v = tally(newer, prof[LIVE], R(), at(14), pending=[older, newer])
    assert v.verdict == "not yet" and "“Proposal: First”" in v.reasons[0].text
    # CfJs are not bound by the oldest-pending rule
    cfj = P(kind="cfj", title="Call for Judgement: Fix", at=at(1), votes=[(p, 5, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]])
    v = tally(cfj, prof[LIVE], R(), at(2), pending=[older, cfj])
    assert v.verdict == "enactable now"


def test_r70_cfj_and_dov_models(prof):
    cfj = P(kind="cfj", title="Call for Judgment: x", votes=[("pokes", 5, "FOR")])
    v = tally(cfj, prof[R70], R(), at(24))
    assert v.verdict == "not yet" and v.next_change == at(96)
    assert tally(cfj, prof[R70], R(), at(97)).verdict == "enactable now"  # 2 of 2 cast votes FOR after 4 days
    dov = P(kind="dov", title="Declaration of Victory: x", author="pokes", votes=[(p, 5, "FOR") for p in ["Kevan", "naught", "Brendan", "qenya", "Clucky"]])
    assert tally(dov, prof[R70], R(), at(13)).verdict == "not yet"  # 24 h unless the Artisan voted
    assert tally(dov, prof[R70], R(), at(25)).verdict == "enactable now"


def test_resolved_and_non_votable_posts(prof):
    v = tally(P(status="enacted"), prof[LIVE], R(), at(1))
    assert v.verdict == "resolved"
    v = tally(P(kind="story", title="Story Post: Herald"), prof[LIVE], R(), at(1))
    assert v.verdict == "not votable"


def test_json_is_serialisable(prof):
    import json

    v = tally(P(votes=[("pokes", 5, "FOR")]), prof[LIVE], R(), at(1))
    data = json.loads(json.dumps(v.to_dict(), ensure_ascii=False))
    assert data["as_of"] == "2024-02-20T13:00:00Z" and data["reasons"][0]["citation"]["rule"]


def test_a_sidebar_quorum_that_disagrees_with_the_rules_is_noted(prof):
    r = R()
    r.stated_quorum, r.stated_count = 4, 7  # a stale sidebar
    v = tally(P(votes=[("pokes", 5, "FOR")]), prof[LIVE], r, at(1))
    assert v.counts["quorum"] == 5  # the rules decide
    assert any(x.text == "note: the sidebar states Quorum 4 for 7 players; by the rules it is 5 for the 9 active players listed" for x in v.reasons)


# -- never a silent default: unknown mechanics are "cannot tell", with the rule quoted --------------------

LIVE_QUORUM = "Quorum of a subset of Vassals is half the number of Vassals in that subset, rounded down, plus one."


def _live_with(old, new):
    from blognomic_tools.parsers import parse_ruleset
    from blognomic_tools.profile import build_profile
    from conftest import FIX

    text = (FIX / "ruleset-2024-02-24.wiki").read_text()
    assert old in text
    return build_profile(parse_ruleset(text.replace(old, new), source="x.wiki"))


FIVE_FOR = [(p, 10, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]]  # + the author's implicit FOR


def test_two_thirds_quorum_rounded_up_is_applied():
    """The report: 'two thirds ..., rounded up' was applied as half-plus-one while citing it: 5 FOR of 9 'enactable now'."""
    sentence = "Quorum of a subset of Vassals is two thirds of the number of Vassals in that subset, rounded up."
    prof = _live_with(LIVE_QUORUM, sentence)
    v = tally(P(votes=FIVE_FOR), prof, R(), at(13))
    assert v.counts["quorum"] == 6  # ceil(9 * 2/3)
    assert v.verdict == "not yet" and "5 FOR < Quorum 6" in v.reasons[0].text
    q = next(r for r in v.reasons if r.text.startswith("Quorum is"))
    assert q.text.startswith("Quorum is 6 of 9 players") and sentence in q.citation.text
    six = FIVE_FOR + [("qenya", 11, "FOR")]
    assert tally(P(votes=six), prof, R(), at(13)).verdict == "enactable now"


def test_unrecognised_quorum_is_cannot_tell_with_the_rule_quoted():
    sentence = "Quorum of a subset of Vassals is two thirds of the number of Vassals in that subset, rounded up, minus one."
    prof = _live_with(LIVE_QUORUM, sentence)
    v = tally(P(votes=FIVE_FOR), prof, R(), at(13))
    assert v.verdict == "cannot tell" and v.counts["quorum"] is None
    assert v.reasons[0].text.startswith("cannot tell: Quorum is not known: the quorum formula: it goes on in wording the reader does not know")
    assert sentence in v.reasons[0].citation.text and v.reasons[0].citation.rule == "Keywords"
    assert v.needs == [] and v.suggested_note is None
    # what does not need the quorum is still decided: a vetoed proposal may be failed
    vetoed = tally(P(votes=FIVE_FOR + [("Josh", 20, "VETO")]), prof, R(), at(13))
    assert vetoed.verdict == "failable now"
    # a CfJ needs it too
    cfj = tally(P(kind="cfj", title="Call for Judgement: x", votes=FIVE_FOR), prof, R(), at(13))
    assert cfj.verdict == "cannot tell" and "Quorum is not known" in cfj.reasons[0].text


def test_unrecognised_deferential_is_cannot_tell_when_used():
    prof = _live_with("then all votes of DEFERENTIAL on that Votable Matter are instead considered to be valid and the same as the Sovereign's Vote",
                      "then all votes of DEFERENTIAL on that Votable Matter are counted in some way the Sovereign decides")
    assert prof.deferential["copies_emperor"].status == "unrecognised"
    v = tally(P(votes=FIVE_FOR[:3] + [("Brendan", 10, "DEFERENTIAL")]), prof, R(), at(13))
    assert v.verdict == "cannot tell" and v.reasons[0].text.startswith("cannot tell: what a DEFERENTIAL vote means is not known")
    assert v.reasons[0].citation is not None
    # without a DEFERENTIAL on the matter, the unknown rule does not matter
    assert tally(P(votes=FIVE_FOR), prof, R(), at(13)).verdict == "enactable now"


def test_huge_numbers_never_overflow():
    """OverflowError on huge hour/day numbers: from the ruleset (unrecognised) and from page dates near year 9999."""
    prof = _live_with("* It has been open for voting for at least 12 hours.", "* It has been open for voting for at least 999999999999 hours.")
    v = tally(P(votes=FIVE_FOR), prof, R(), at(13))
    assert v.verdict == "cannot tell" and "999999999999" in v.reasons[0].text

    far = datetime(9999, 12, 31, 20, 0, tzinfo=timezone.utc)
    v = tally(P(at=far, votes=FIVE_FOR), _live_profile(), R(), far + timedelta(hours=1))
    assert v.verdict == "not yet" and v.next_change is None  # no time after the calendar's end
    v = tally(P(at=T0, votes=FIVE_FOR), _live_profile(), R(), far)
    assert v.verdict == "failable now"


def _live_profile():
    from blognomic_tools.parsers import load_ruleset
    from blognomic_tools.profile import build_profile
    from conftest import FIX

    return build_profile(load_ruleset(FIX / "ruleset-2024-02-24.wiki"))


def test_suggested_note_takes_the_days_and_hours_from_the_rules():
    prof = _live_with("pending for more than 7 days", "pending for more than 9 days")
    old = P(title="Proposal: Old", votes=[("pokes", 5, "FOR")])
    v = tally(old, prof, R(), at(24 * 9 + 1))
    assert v.verdict == "failable now" and v.suggested_note.startswith("Pending for more than 9 days")


def test_other_unknown_mechanics_are_cannot_tell_where_used():
    # the Sovereign's DEFERENTIAL with a player-count condition in unknown wording
    prof = _live_with("If there are six or fewer Vassals, then the Sovereign", "If there are umpteen or fewer Vassals, then the Sovereign")
    v = tally(P(votes=[("Josh", 1, "DEFERENTIAL"), ("pokes", 2, "FOR")]), prof, R(SIX), at(13))
    assert v.verdict == "cannot tell" and "when the emperor's own DEFERENTIAL is resolved is not known" in v.reasons[0].text
    # the 7-day skip in unknown wording: whether the proposal may be failed for its age is not known
    prof = _live_with("pending for more than 7 days", "pending for more than umpteen days")
    v = tally(P(votes=FIVE_FOR), prof, R(), at(24 * 9))
    assert v.verdict == "cannot tell" and "when a long-pending proposal is skipped is not known" in v.reasons[0].text
    # the Popular conditions in unknown wording: cannot tell, quoting the list
    prof = _live_with("A Votable Matter is Popular if any of the following are true:", "A Votable Matter is Popular if the stars align:")
    v = tally(P(votes=FIVE_FOR), prof, R(), at(13))
    assert v.verdict == "cannot tell"


def test_suspect_dates_are_noted():
    v = tally(P(at=datetime(1970, 1, 1, tzinfo=timezone.utc)), _live_profile(), R(), at(1))
    assert any("before BlogNomic began (2003)" in r.text for r in v.reasons)
    v = tally(P(at=at(5)), _live_profile(), R(), at(1))
    assert any("after the time of the tally" in r.text for r in v.reasons)


# -- the icons on the page mean what the Ruleset's Voting Icons say -------------------------------------------

def _icons_profile(extra: str = "", drop_icons: bool = False):
    from blognomic_tools.parsers import parse_ruleset
    from blognomic_tools.profile import build_profile
    from conftest import fixture_path

    text = fixture_path(LIVE, "wikitext").read_text()
    if drop_icons:
        start = text.index(";Voting Icons")
        text = text[:start] + text[text.index("\n", text.index("\n", start) + 1):]  # the term and its definition
    return build_profile(parse_ruleset(text.replace("== Synonyms ==", extra + "\n\n== Synonyms ==") if extra else text, source="x.wiki"))


REVISE_ICON = ("== Revisions ==\nA pencil https://blognomic.com/images/vote/revise.gif shall represent a vote to REVISE: "
               "the idea is good, the wording is not.")


def _says(b, text):
    return any(t.startswith(text) for t in b.trail)


def test_an_icon_the_ruleset_does_not_name_is_no_vote():
    """A 2025 page shows an arrow or a REVISE icon: under a Ruleset that names neither, it is shown as no vote."""
    prof = _icons_profile()
    post = P(votes=[("Josh", 5, "for.gif"), ("pokes", 6, "revise.gif"), ("naught", 7, "arrow.gif")])
    v = tally(post, prof, R(), at(13))
    assert ballot(v, "Josh").vote == "FOR"
    assert ballot(v, "pokes").vote is None and _says(ballot(v, "pokes"), "icon revise.gif is not one the Ruleset's Voting Icons name: no vote")
    assert ballot(v, "naught").vote is None and _says(ballot(v, "naught"), "icon arrow.gif is not one the Ruleset's Voting Icons name: no vote")


def test_an_icon_the_ruleset_names_is_read_by_its_rule():
    prof = _icons_profile(REVISE_ICON)
    revise = next(i for i in prof.vote_icons.value if i["name"] == "REVISE")
    assert revise["image"] == "revise.gif" and revise["defined_in"] == "Revisions"
    post = P(votes=[("Josh", 5, "for.gif"), ("pokes", 6, "revise.gif")])
    v = tally(post, prof, R(), at(13))
    assert ballot(v, "pokes").vote is None and _says(ballot(v, "pokes"), "REVISE is not a vote FOR or AGAINST")
    # counted apart in the admin note, as the notes of 2025 do ("7 votes to 1 AGA, 1 REVISE")
    post = P(votes=[(p, 10, "for.gif") for p in ["Josh", "naught", "Brendan", "qenya"]] + [("pokes", 6, "revise.gif")])
    v = tally(post, prof, R(), at(13), admin="Kevan")
    assert v.counts["other_icons"] == {"REVISE": 1} and v.suggested_note == "Reached quorum 5 votes to 0 (1 REVISE). Enacted by Kevan."
    # a rule that says what it counts as
    prof = _icons_profile(REVISE_ICON + " A vote to REVISE counts as a vote AGAINST.")
    v = tally(post, prof, R(), at(13))
    assert ballot(v, "pokes").vote == "AGAINST" and "REVISE counts as AGAINST (Revisions)" in ballot(v, "pokes").trail
    # a dynasty's second AGAINST icon ("agree with the idea, not the wording")
    prof = _icons_profile("== Arrows ==\nAn arrow https://blognomic.com/images/vote/arrow.gif shall represent a Vote AGAINST.")
    v = tally(P(votes=[("naught", 7, "arrow.gif")]), prof, R(), at(13))
    assert ballot(v, "naught").vote == "AGAINST"


def test_images_match_by_file_name_or_name():
    prof = _icons_profile()
    from blognomic_tools.tally import icon_name

    assert [icon_name(x, prof) for x in ("for.gif", "FOR.GIF", "imperial.gif", "seal.gif", "for.svg", "imperial.svg", "veto.svg", "def", "FOR", "smile.gif")] == [
        "FOR", "FOR", "DEFERENTIAL", "VETO", "FOR", "DEFERENTIAL", "VETO", "DEFERENTIAL", "FOR", None]


def test_icons_under_a_ruleset_that_names_none_cannot_tell():
    prof = _icons_profile(drop_icons=True)
    assert prof.vote_icons.status != "recognised"
    v = tally(P(votes=[(p, 10, "for.gif") for p in ["Josh", "pokes", "naught", "Brendan"]]), prof, R(), at(13))
    assert v.verdict == "cannot tell" and "voting icons" in v.reasons[0].text


# -- the proposal limits ("unless the Vassal already has 2 Proposals pending or has already made 3 Proposals that day")

def test_a_proposal_over_the_limits_is_illegal_citing_the_rule(prof):
    votes = [(p, 10, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]]
    older = [P(title=f"Proposal: Older {i}", author="Kevan", at=T0 - timedelta(hours=3 - i), url=f"https://blognomic.com/archive/older{i}")
             for i in range(2)]
    post = P(votes=votes, author="Kevan")
    v = tally(post, prof[LIVE], R(), at(13), pending=older + [post], admin="Josh")
    assert v.verdict == "illegal"
    assert v.reasons[0].text.startswith("illegal: Kevan already had 2 Proposals pending when posting it (“Proposal: Older 0”; “Proposal: Older 1”), and the limit is 2")
    assert v.reasons[0].citation.rule == "Proposals" and "2 Proposals pending" in v.reasons[0].citation.text
    assert v.suggested_note == "Illegal: over the Proposal limits. Marked illegal by Josh."
    # one of them resolved before this one was posted: within the limit
    done = replace(older[0], status="enacted", adminned_at=T0 - timedelta(minutes=30))
    assert tally(post, prof[LIVE], R(), at(13), pending=[older[1], post], posts=[done, older[1], post]).verdict == "not yet"  # older[1] goes first
    # resolved after it was posted: it was pending then
    late = replace(older[0], status="enacted", adminned_at=T0 + timedelta(hours=1))
    assert tally(post, prof[LIVE], R(), at(13), pending=[older[1], post], posts=[late, older[1], post]).verdict == "illegal"
    # three made that day already (all resolved at once): the daily limit
    day = [replace(P(title=f"Proposal: Day {i}", author="Kevan", at=T0 - timedelta(hours=5 - i), url=f"https://blognomic.com/archive/day{i}"),
                   status="failed", adminned_at=T0 - timedelta(hours=4 - i, minutes=30)) for i in range(3)]
    v = tally(post, prof[LIVE], R(), at(13), pending=[post], posts=day + [post])
    assert v.verdict == "illegal" and "had already made 3 Proposals that day (20 Feb 2024 UTC)" in v.reasons[0].text
    # another author's proposals do not count
    theirs = [replace(o, author="pokes") for o in older]
    assert tally(post, prof[LIVE], R(), at(13), pending=theirs + [post]).verdict == "not yet"  # theirs go first
