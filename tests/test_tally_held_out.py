"""The tally on the held-out corpus pages: the condition kinds their wordings brought (a majority of all players
"considering the win legal" or "illegal", the emperor's FOR, the emperor's own decision, "more than half of its votes
are AGAINST") are evaluated, or said to be beyond telling."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

from blognomic_tools.models import Comment, Post, Roster
from blognomic_tools.parsers import load_ruleset
from blognomic_tools.profile import build_profile
from blognomic_tools.tally import tally

CORPUS = Path(__file__).resolve().parent.parent / "fixtures" / "corpus" / "rulesets"
T0 = datetime(2004, 6, 1, 12, 0, tzinfo=timezone.utc)
SIX = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
ROSTER = Roster(players=SIX, admins=["Ann"], emperor="Flo", as_of=T0)


def _post(kind, votes, title):
    comments = [Comment(author=who, posted_at=T0 + timedelta(minutes=m), icons=[icon], text=icon) for who, m, icon in votes]
    return Post(url=f"https://blognomic.com/archive/{abs(hash((title, kind, tuple(votes))))}", slug="x", kind=kind, title=title,
                subject=title.split(":", 1)[-1].strip(), tags=[], author="Ann", posted_at=T0, status="pending", comments=comments)


def _profile(name):
    return build_profile(load_ruleset(CORPUS / name))


def _dov(votes):
    return _post("dov", votes, "Declaration of Victory: Ann")


def test_dov_of_2004_passes_when_more_than_half_of_all_players_consider_it_legal():
    prof = _profile("2003-assembly.wiki")
    four = _dov([(p, 5, "FOR") for p in ("Ann", "Bob", "Cy", "Di")])
    v = tally(four, prof, ROSTER, T0 + timedelta(hours=1))
    assert v.verdict == "enactable now", v.reasons
    three = _dov([(p, 5, "FOR") for p in ("Ann", "Bob", "Cy")])  # half of six is not more than half
    assert tally(three, prof, ROSTER, T0 + timedelta(hours=1)).verdict == "not yet"


def test_dov_of_2004_fails_on_a_majority_against_and_after_24_hours_the_emperor_decides():
    prof = _profile("2003-assembly.wiki")
    against = _dov([("Ann", 1, "FOR")] + [(p, 5, "AGAINST") for p in ("Bob", "Cy", "Di", "Ed")])
    assert tally(against, prof, ROSTER, T0 + timedelta(hours=2)).verdict == "failable now"
    split = _dov([("Ann", 1, "FOR"), ("Bob", 5, "FOR"), ("Cy", 5, "AGAINST")])
    assert tally(split, prof, ROSTER, T0 + timedelta(hours=23)).verdict == "not yet"
    v = tally(split, prof, ROSTER, T0 + timedelta(hours=25))
    assert v.verdict == "cannot tell", v.reasons  # the emperor's decision is no vote
    assert "the emperor may decide it" in v.reasons[0].text


def test_dov_of_2010_fails_when_more_than_half_of_its_votes_are_against():
    prof = _profile("2010-aviators.wiki")
    eight = Roster(players=SIX + ["Gus", "Hal"], admins=["Ann"], emperor="Flo", as_of=T0)  # Quorum = 5
    votes = [("Ann", 1, "FOR"), ("Bob", 5, "FOR"), ("Cy", 5, "AGAINST"), ("Di", 5, "AGAINST"), ("Ed", 5, "AGAINST")]
    # five not voting AGAINST: enough AGAINST to block it only after 24 hours, by the majority of its votes
    assert tally(_dov(votes), prof, eight, T0 + timedelta(hours=23)).verdict == "not yet"
    v = tally(_dov(votes), prof, eight, T0 + timedelta(hours=24))
    assert v.verdict == "failable now", v.reasons
    assert "3 of 5 votes AGAINST" in v.reasons[0].text


def test_dov_of_2021_turns_on_the_emperors_for():
    prof = _profile("2021-doges.wiki")
    with_emperor = _dov([("Ann", 1, "FOR"), ("Flo", 30, "FOR")])
    assert tally(with_emperor, prof, ROSTER, T0 + timedelta(hours=1)).verdict == "enactable now"
    without = _dov([("Ann", 1, "FOR"), ("Flo", 30, "AGAINST")])
    assert tally(without, prof, ROSTER, T0 + timedelta(hours=23)).verdict == "not yet"
    assert tally(without, prof, ROSTER, T0 + timedelta(hours=24)).verdict == "failable now"
    no_emperor = Roster(players=SIX, admins=["Ann"], emperor=None, as_of=T0)
    assert tally(without, prof, no_emperor, T0 + timedelta(hours=1)).verdict == "cannot tell"


def test_cfj_of_2003_passes_on_more_than_half_of_the_votes_after_four_days():
    prof = _profile("2003-assembly.wiki")  # Quorum = 3; a Quorum of FOR ends it, AGAINST votes do not
    cfj = _post("cfj", [("Ann", 1, "FOR"), ("Bob", 5, "FOR"), ("Cy", 5, "AGAINST")], "Call for Judgment: X")
    assert tally(cfj, prof, ROSTER, T0 + timedelta(days=3)).verdict == "not yet"
    assert tally(cfj, prof, ROSTER, T0 + timedelta(days=4)).verdict == "enactable now"


def test_the_author_of_2006_counts_as_for_without_a_vote():
    prof = _profile("2006-abbey.wiki")  # Quorum = 4
    post = _post("proposal", [("Bob", 5, "FOR"), ("Cy", 5, "FOR"), ("Di", 5, "FOR")], "Proposal: X")
    v = tally(post, prof, ROSTER, T0 + timedelta(hours=13))
    assert v.verdict == "enactable now", v.reasons
    assert v.counts["FOR"] == 4


def test_an_ambiguous_cfj_or_dov_rule_makes_the_tally_say_it_cannot_tell_quoting_it():
    cfj = _post("cfj", [(p, 5, "FOR") for p in ("Ann", "Bob", "Cy", "Di")], "Call for Judgment: X")
    v = tally(cfj, _profile("2003-moot.wiki"), ROSTER, T0 + timedelta(days=5))  # no end to voting is stated
    assert v.verdict == "cannot tell" and v.reasons[0].citation.rule == "Calls for Judgment"
    dov = _dov([(p, 5, "FOR") for p in SIX])
    v = tally(dov, _profile("2005-outlaws.wiki"), ROSTER, T0 + timedelta(days=2))
    assert v.verdict == "cannot tell" and v.reasons[0].citation.rule == "Victory"


def test_dov_of_2005_is_won_only_when_no_cfj_remains_pending():
    """2005: "If more than half of Marauders consider the win legal and if no CfJs remain pending, then the poster ...
    has officially won": a pending CfJ read with the DoV holds it back; none pending, it may be enacted."""
    prof = _profile("2005-warbands.wiki")
    enact = prof.dov["enact"].value["conditions"]
    assert {"kind": "no_pending_cfj"} in [{"kind": c["kind"]} for part in enact for c in part.get("all", [part])]
    four = _dov([(p, 5, "FOR") for p in ("Ann", "Bob", "Cy", "Di")])
    cfj = _post("cfj", [("Bob", 3, "FOR")], "Call for Judgement: the count")
    held = tally(four, prof, ROSTER, T0 + timedelta(hours=1), pending=[four, cfj])
    assert held.verdict != "enactable now"
    assert any("a CfJ is pending (Call for Judgement: the count)" in r.text for r in held.reasons), held.reasons
    v = tally(four, prof, ROSTER, T0 + timedelta(hours=1), pending=[four])
    assert v.verdict == "enactable now", v.reasons
