"""RulesProfile: values and citations for each era, read from the text (rulesets-compared.md §2)."""
from __future__ import annotations

import re

import pytest

from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.profile import build_profile
from conftest import FIX, STEMS

TERMS = {
    "ruleset-070": ("Apprentice", "Apprentices", "Artisan"),
    "ruleset-205": ("Operator", "Operators", "Announcer"),
    "ruleset-209": ("Explorer", "Explorers", "Narrator"),
    "ruleset-2024-02-24": ("Vassal", "Vassals", "Sovereign"),
}


def v(field):
    return field["value"]


def rule_of(field):
    return field["citation"]["rule"]


@pytest.mark.parametrize("stem", STEMS)
def test_terms(profiles, stem):
    p = profiles[stem]
    assert (v(p["player_term"]), v(p["player_term_plural"]), v(p["emperor_term"])) == TERMS[stem]
    assert p["player_term"]["citation"]["text"]


@pytest.mark.parametrize("stem", STEMS)
def test_every_stated_mechanic_is_recognised(profiles, stem):
    assert profiles[stem]["unrecognised"] == []


@pytest.mark.parametrize("stem", STEMS)
def test_common_to_all_eras(profiles, stem):
    p = profiles[stem]
    q = v(p["quorum"])
    assert (q["fraction"], q["rounding"], q["plus"]) == ("1/2", "down", 1)
    assert rule_of(p["quorum"]) == "Keywords"
    assert "half the number of" in p["quorum"]["citation"]["text"]
    icons = {i["name"]: i["image"] for i in v(p["vote_icons"])}
    assert icons == {"FOR": "for.gif", "AGAINST": "against.gif", "DEFERENTIAL": "imperial.gif", "VETO": "seal.gif"}
    assert v(p["proposal"]["limits"]) == {"pending": 2, "per_day": 3, "day": "calendar day"}
    assert rule_of(p["proposal"]["limits"]) == "Proposals"
    assert v(p["votes"]["author_implicit_vote"])["vote"] == "FOR"
    assert v(p["proposal"]["oldest_pending_first"]) is True
    assert v(p["proposal"]["hours"]) == [12, 48]
    assert v(p["proposal"]["veto"])["holder"] == TERMS[stem][2]
    assert v(p["hiatus"]["pending_dov"]) is True
    assert v(p["dov"]["cooldown"])["hours"] == 120


def test_r70(profiles):
    p = profiles["ruleset-070"]
    assert v(p["votes"]["vote_is"]) == "last icon"
    assert rule_of(p["votes"]["vote_is"]) == "Voting"
    assert v(p["votes"]["author_implicit_vote"])["applies_to"] == "proposals"
    assert v(p["proposal"]["model"]) == "enactment list"
    enact = v(p["proposal"]["enact"])
    assert enact["combinator"] == "any"
    assert [c["kind"] for c in enact["conditions"][0]["all"]] == ["for_at_least_quorum", "min_hours", "not_vetoed_or_self_killed"]
    kinds = [c["kind"] for c in v(p["proposal"]["fail"])["conditions"]]
    assert kinds == ["against_blocks_enactment", "all", "all", "author_against", "emperor_veto"]
    assert rule_of(p["proposal"]["enact"]) == "Enactment"
    assert p["proposal"]["stale_skip_days"]["status"] == "absent"
    assert v(p["proposal"]["withdrawal"]) == {"term": "Self-Kill", "sticky": True, "deferential_against_counts": None}
    veto = v(p["proposal"]["veto"])
    assert veto["sticky"] is False
    assert veto["restrictions"][0]["who"] == "Arthexis" and veto["restrictions"][0]["rule"] == "King Anthony's Crown"
    d = p["deferential"]
    assert v(d["applies_to"]) == "proposals"
    assert v(d["no_emperor"]) == "abstention"
    assert v(d["emperor_not_voted"]) == "does not count as a vote"
    assert v(d["emperor_deferential"])["resolves_to"] == "cancels the emperor's previous vote"
    assert v(p["cfj"]["model"]) == "duration"
    assert v(p["cfj"]["ends"]) == {"quorum_for": True, "quorum_against": True, "days": 4, "days_in_hiatus": 2}
    assert v(p["dov"]["model"]) == "quorum majority"
    assert v(p["dov"]["resolve_after"]) == {"hours": 24, "hours_if_emperor_voted": 12}
    assert v(p["dov"]["cooldown"])["trigger"] == "AGAINST votes exceed Quorum"
    assert v(p["gamestate_location"])["kind"] == "GNDT"
    assert rule_of(p["gamestate_location"]) == "Gamestate Tracking"
    assert p["hiatus"]["seasonal_downtime"]["status"] == "absent"
    assert p["hiatus"]["dormancy"]["status"] == "absent"
    assert ("A Apprentice", "Apprentices") in [(a["text"], a["rule"]) for a in p["term_artefacts"]]


@pytest.mark.parametrize("stem", ["ruleset-205", "ruleset-209", "ruleset-2024-02-24"])
def test_modern_core(profiles, stem):
    p = profiles[stem]
    assert v(p["votes"]["vote_is"]) == "last valid icon"
    assert v(p["votes"]["valid_votes"]) == ["FOR", "AGAINST"]
    assert v(p["votes"]["votable_matters"]) == ["Proposal", "Call for Judgement", "Declaration of Victory"]
    assert v(p["proposal"]["model"]) == "popular/unpopular"
    assert [c["kind"] for c in v(p["proposal"]["enact"])["conditions"]] == ["popular", "min_hours", "not_vetoed_or_withdrawn"]
    assert v(p["proposal"]["enact"])["combinator"] == "all"
    assert [c["kind"] for c in v(p["proposal"]["fail"])["conditions"]] == ["unpopular", "vetoed_or_withdrawn"]
    assert rule_of(p["proposal"]["enact"]) == "Resolution of Proposals"
    maj = v(p["proposal"]["popular"])["conditions"][1]
    assert [c["kind"] for c in maj["all"]] == ["min_hours", "min_valid_votes", "for_more_than_against"]
    assert rule_of(p["proposal"]["popular"]) == "Votes"
    assert v(p["proposal"]["stale_skip_days"]) == {"days": 7, "may_be_failed": True}
    assert v(p["proposal"]["withdrawal"]) == {"term": "Withdrawn", "sticky": True, "deferential_against_counts": False}
    assert v(p["proposal"]["veto"])["sticky"] is True
    assert rule_of(p["proposal"]["veto"]) == "Special Proposal Voting"
    assert v(p["deferential"]["applies_to"]) == "all votable matters"
    assert v(p["deferential"]["copies_emperor"])["when_emperor_has_no_valid_vote"] == "not valid"
    assert v(p["cfj"]["model"]) == "popular/unpopular"
    assert v(p["cfj"]["overrulable_by_dynastic"]) is False
    assert v(p["dov"]["model"]) == "fraction of players"
    first = v(p["dov"]["enact"])["conditions"][0]["all"]
    assert first[0] == {"kind": "for_more_than_fraction_of_players", "fraction": "2/3"}
    assert [c["kind"] for c in v(p["dov"]["enact"])["conditions"][1]["all"]] == ["for_more_than_fraction_of_players", "min_hours"]
    assert v(p["dov"]["cooldown"])["trigger"] == "at least one AGAINST vote"
    assert v(p["hiatus"]["interregnum"]) is True
    assert v(p["hiatus"]["seasonal_downtime"])["dates"] == ["12-24", "12-25", "12-26"]


def test_r205(profiles):
    p = profiles["ruleset-205"]
    assert "Core, Special Case or Appendix" in v(p["proposal"]["popular_exception"])
    # Imperial Deferentials is [Inactive]: the emperor's own DEF is not defined, and the citation says why
    ed = p["deferential"]["emperor_deferential"]
    assert ed["value"] is None and ed["status"] == "absent" and rule_of(ed) == "Imperial Deferentials [Inactive]"
    assert p["rule_status"]["Imperial Deferentials [Inactive]"]["value"] is False
    assert p["rule_status"]["Mantle Limitations [Active] [Rare]"]["value"] is True
    assert "restrictions" not in v(p["proposal"]["veto"])  # Malign Emperors is inactive
    assert v(p["dov"]["cooldown"])["suspended"]["rule"] == "Formalised Disputes"
    assert v(p["hiatus"]["dormancy"])["tracked_in"] == "the blog sidebar"
    assert len(v(p["hiatus"]["dormancy"])["criteria"]) == 2
    assert v(p["gamestate_location"]) == {"kind": "wiki page", "page": "Workshop"}
    assert rule_of(p["gamestate_location"]) == "Dynastic Tracking [Active]"


def test_r209(profiles):
    p = profiles["ruleset-209"]
    ed = v(p["deferential"]["emperor_deferential"])
    assert ed["others_deferential_invalid"] is True and ed["applies_to"] == "proposals"
    assert rule_of(p["deferential"]["emperor_deferential"]) == "Imperial Deferentials [Active]"
    assert p["deferential"]["small_game_condition"]["status"] == "absent"
    assert v(p["hiatus"]["dormancy"]) == {"min_players": 5, "emperor_counted": True, "in_force": True}
    assert v(p["gamestate_location"])["page"] == "Banewood Mansion"


def test_live(profiles):
    p = profiles["ruleset-2024-02-24"]
    assert p["proposal"]["popular_exception"]["status"] == "absent"
    assert rule_of(p["deferential"]["emperor_deferential"]) == "Rules and Votable Matters"
    assert v(p["deferential"]["small_game_condition"])["max_players"] == 6
    dorm = p["hiatus"]["dormancy"]
    assert v(dorm) == {"min_players": 4, "emperor_counted": False, "in_force": False}
    assert "Low-Player Mode" in dorm["note"]
    assert rule_of(p["hiatus"]["seasonal_downtime"]) == "Keywords"
    assert v(p["gamestate_location"]) == {"kind": "wiki page", "page": "Gartenberg"}
    assert rule_of(p["gamestate_location"]) == "Ruleset and Gamestate"
    found = {a["text"] for a in p["term_artefacts"]}
    assert {"an Vassal", "MVassala"} <= found


def test_same_profile_from_every_format(rulesets):
    for stem in STEMS:
        base = build_profile(rulesets[(stem, "wikitext")]).to_dict()
        for fmt in ("html", "text"):
            other = build_profile(rulesets[(stem, fmt)]).to_dict()
            for key in ("player_term", "emperor_term", "quorum", "proposal", "deferential", "cfj", "dov", "hiatus", "gamestate_location"):
                strip = lambda d: {k: x["value"] for k, x in d.items()} if "value" not in d else d["value"]  # noqa: E731
                assert strip(other[key]) == strip(base[key]), (stem, fmt, key)


def _live_text():
    return (FIX / "ruleset-2024-02-24.wiki").read_text()


def test_terms_follow_an_ascension_rename():
    """Nothing is keyed on an era: rename the terms as an Ascension Address would, the profile follows."""
    text = re.sub(r"\bVassal", "Peasant", _live_text())
    text = re.sub(r"\bSovereign", "Baron", text)
    p = build_profile(parse_ruleset(text, source="renamed.wiki")).to_dict()
    assert (v(p["player_term"]), v(p["player_term_plural"]), v(p["emperor_term"])) == ("Peasant", "Peasants", "Baron")
    assert v(p["proposal"]["veto"])["holder"] == "Baron"
    assert v(p["deferential"]["small_game_condition"])["max_players"] == 6
    assert p["unrecognised"] == []


def test_changed_wording_is_reported_unrecognised_with_the_rule():
    text = _live_text().replace(
        "Quorum of a subset of Vassals is half the number of Vassals in that subset, rounded down, plus one.",
        "Quorum is whatever the Sovereign says it is on the day.",
    )
    p = build_profile(parse_ruleset(text, source="x.wiki")).to_dict()
    assert p["quorum"]["status"] == "unrecognised" and p["quorum"]["value"] is None
    assert p["quorum"]["citation"]["rule"] == "Keywords"
    assert any(u["field"] == "quorum" and "Sovereign says" in u["text"] for u in p["unrecognised"])


def test_changed_condition_is_unrecognised_not_dropped():
    text = _live_text().replace("* It has been open for voting for at least 12 hours.", "* It has been blessed by a passing duck.")
    p = build_profile(parse_ruleset(text, source="x.wiki")).to_dict()
    conds = v(p["proposal"]["enact"])["conditions"]
    assert conds[1] == {"kind": "unrecognised", "text": "It has been blessed by a passing duck."}
    assert {"field": "proposal.enact", "rule": "Resolution of Proposals", "text": "It has been blessed by a passing duck.",
            "reason": "condition wording not recognised"} in p["unrecognised"]


def test_removed_mechanic_is_absent_not_defaulted():
    text = _live_text().replace(
        "If a Proposal somehow ends up being pending for more than 7 days, it is ignored for the purpose of calculating the oldest pending Proposal, and can be failed by any Admin.",
        "",
    )
    p = build_profile(parse_ruleset(text, source="x.wiki")).to_dict()
    assert p["proposal"]["stale_skip_days"] == {"value": None, "citation": None, "status": "absent",
                                                "note": "no rule lets a long-pending proposal be skipped"}


def test_building_block_removed_brings_dormancy_back():
    text = _live_text().replace("The Core Rule [[Ruleset#Dormancy|Dormancy]] is flavour text.", "This rule has no effect.")
    p = build_profile(parse_ruleset(text, source="x.wiki")).to_dict()
    assert v(p["hiatus"]["dormancy"])["in_force"] is True


# -- every bundled ruleset gives exactly the profile it gave before the general readers -----------------

PROFILE_DATA = FIX.parent.parent / "tests" / "data" / "profiles"


@pytest.mark.parametrize("name", sorted(p.name[:-5] for p in PROFILE_DATA.glob("*.json")))
def test_bundled_profiles_are_unchanged(name):
    """The full `ruleset profile --json` of each bundled ruleset in each format, as generated before the
    quorum reader was generalised (tests/data/profiles): any drift is a regression."""
    import json

    from blognomic_tools.parsers import load_ruleset

    got = build_profile(load_ruleset(FIX / name)).to_dict()
    want = json.loads((PROFILE_DATA / f"{name}.json").read_text())
    assert json.loads(json.dumps(got, ensure_ascii=False)) == want


# -- quorum: any fraction, rounding, plus; what cannot be read is unrecognised ----------------------------

LIVE_QUORUM = "Quorum of a subset of Vassals is half the number of Vassals in that subset, rounded down, plus one."


def _with_quorum(sentence: str) -> dict:
    return build_profile(parse_ruleset(_live_text().replace(LIVE_QUORUM, sentence), source="q.wiki")).to_dict()


@pytest.mark.parametrize(
    "sentence,formula,fraction,rounding,plus",
    [
        ("Quorum of a subset of Vassals is two thirds of the number of Vassals in that subset, rounded up.", "ceil(N * 2/3)", "2/3", "up", 0),
        ("Quorum of a subset of Vassals is a third of the number of Vassals in that subset, rounded down, plus two.", "floor(N * 1/3) + 2", "1/3", "down", 2),
        ("Quorum is three quarters of the number of Vassals, rounded up.", "ceil(N * 3/4)", "3/4", "up", 0),
        ("Quorum is 60 percent of the number of Vassals, rounded down, plus one.", "floor(N * 3/5) + 1", "3/5", "down", 1),
        ("Quorum is 2/3 of the number of Vassals, rounded up.", "ceil(N * 2/3)", "2/3", "up", 0),
    ],
)
def test_quorum_fractions(sentence, formula, fraction, rounding, plus):
    q = _with_quorum(sentence)["quorum"]
    assert q["status"] == "recognised" and q["citation"]["text"].endswith(sentence)
    assert (q["value"]["formula"], q["value"]["fraction"], q["value"]["rounding"], q["value"]["plus"]) == (formula, fraction, rounding, plus)


@pytest.mark.parametrize(
    "sentence,why",
    [
        ("Quorum is two thirds of the number of Vassals, rounded up, minus one.", "wording the reader does not know"),
        ("Quorum is half the number of Vassals, or three, whichever is greater.", "wording the reader does not know"),
        ("Quorum is a third of the number of Vassals.", "does not say how to round"),
        ("Quorum is half the number of Vassals, rounded down, plus umpteen.", "'umpteen' is not a number the reader knows"),
    ],
)
def test_quorum_that_cannot_be_read_is_unrecognised(sentence, why):
    p = _with_quorum(sentence)
    assert p["quorum"]["status"] == "unrecognised" and p["quorum"]["value"] is None
    assert why in p["quorum"]["note"] and p["quorum"]["citation"]["rule"] == "Keywords"
    assert any(u["field"] == "quorum" and sentence in u["text"] for u in p["unrecognised"])


def test_unknown_number_word_is_unrecognised_not_a_crash():
    """`_num` used to raise KeyError on a number word it did not know."""
    text = _live_text().replace("If there are six or fewer Vassals, then the Sovereign", "If there are umpteen or fewer Vassals, then the Sovereign")
    p = build_profile(parse_ruleset(text, source="x.wiki")).to_dict()
    sg = p["deferential"]["small_game_condition"]
    assert sg["status"] == "unrecognised" and "'umpteen' is not a number the reader knows" in sg["note"]
    assert sg["citation"]["rule"] == "Rules and Votable Matters"


def test_absurd_hour_numbers_are_unrecognised():
    text = _live_text().replace("* It has been open for voting for at least 12 hours.", "* It has been open for voting for at least 999999999999 hours.")
    p = build_profile(parse_ruleset(text, source="x.wiki")).to_dict()
    conds = v(p["proposal"]["enact"])["conditions"]
    assert conds[1]["kind"] == "unrecognised" and "999999999999" in conds[1]["text"]


# -- a Ruleset without a mechanic every era has: read, with a warning; the tally cannot tell -------------------

def _cut_rule(text: str, title: str) -> str:
    """Remove one rule (heading and body) from the live wikitext."""
    head = re.search(rf"^=+ *{re.escape(title)} *=+ *$", text, re.M)
    nxt = re.compile(r"^=", re.M).search(text, head.end() + 1)
    return text[: head.start()] + text[nxt.start():]


def _tally_now(profile):
    from datetime import datetime, timedelta, timezone

    from blognomic_tools.models import Comment, Post, Roster
    from blognomic_tools.tally import tally

    t0 = datetime(2024, 2, 20, 12, tzinfo=timezone.utc)
    players = ["Josh", "Kevan", "pokes", "naught", "Brendan"]
    post = Post(url="https://blognomic.com/archive/x", slug="x", kind="proposal", title="Proposal: X", subject="X", tags=[],
                author="Kevan", posted_at=t0, status="pending",
                comments=[Comment(author=p, posted_at=t0 + timedelta(minutes=5), icons=["FOR"]) for p in players[:4]])
    return tally(post, profile, Roster(players=players, emperor="Josh"), t0 + timedelta(hours=30))


@pytest.mark.parametrize(
    "cut,needle",
    [
        (lambda t: t.replace(LIVE_QUORUM, "").replace("Quorum", "Q-count"), "no rule read defines Quorum"),
        (lambda t: _cut_rule(t, "Resolution of Proposals"), "no rule read defines when a Proposal may be enacted"),
    ],
)
def test_a_ruleset_missing_a_core_mechanic_is_read_with_a_warning_and_the_tally_cannot_tell(cut, needle):
    """No rule for a mechanic every Ruleset states is a weak sign (a page cut short, or a wording of another era):
    the profile is read, the output warns, and a tally that needs the mechanic says "cannot tell", never a guess."""
    whole = _tally_now(build_profile(parse_ruleset(_live_text(), source="live.wiki")))
    assert whole.verdict == "enactable now"
    p = build_profile(parse_ruleset(cut(_live_text()), source="cut.wiki"))
    assert len(p.warnings) == 1 and needle in p.warnings[0] and "cannot tell" in p.warnings[0]
    assert p.to_dict()["warnings"] == p.warnings
    v = _tally_now(p)
    assert v.verdict == "cannot tell", v.reasons


def test_a_ruleset_cut_inside_its_core_rules_is_read_with_a_warning():
    """Whole sections kept, the Core Rules cut after Proposals: no evidence of a cut in the structure, so the page
    is read; the mechanics it lost are named in a warning and the tally cannot tell, instead of a silent answer."""
    text = _live_text()
    cut = text[: text.index("=== Votes ===")] + text[text.index("= Dynastic Rules ="):]
    p = build_profile(parse_ruleset(cut, source="cut.wiki"))  # the structure is whole: four sections, an Appendix
    assert p.warnings and "no rule read defines when a Proposal may be enacted" in p.warnings[0]
    assert _tally_now(p).verdict == "cannot tell"


def test_a_whole_rulesets_profile_has_no_warnings(profiles):
    assert all("warnings" not in p for p in profiles.values())


IMPLICIT = "Additionally, if the author of a Votable Matter has not used a valid voting icon in a comment to the post, then the author’s Vote is FOR."


@pytest.mark.parametrize("replacement, status", [
    # reworded beyond the known forms: the rule still speaks of it, so it is quoted as unrecognised
    ("Additionally, an author who has not voted on their own Votable Matter has a Vote of FOR on it, unless it is a DoV.", "unrecognised"),
    ("Additionally, the author's Vote shall be whatever their last comment implies.", "unrecognised"),
    # gone: other rules still name "the author" (self-killing, withdrawing) but not this mechanic
    ("", "absent"),
])
def test_implicit_author_vote_is_unrecognised_only_where_a_rule_speaks_of_it(replacement, status):
    text = _live_text()
    assert IMPLICIT in text and re.search(r"\bauthor\b", text.replace(IMPLICIT, ""))
    p = build_profile(parse_ruleset(text.replace(IMPLICIT, replacement), source="x.wiki")).to_dict()
    assert p["votes"]["author_implicit_vote"]["status"] == status
    assert p["votes"]["author_implicit_vote"]["value"] is None


CORPUS = FIX.parent / "corpus" / "rulesets"


@pytest.mark.parametrize("pronoun", ["eir", "his", "her", "their"])
def test_votes_read_with_every_possessive_the_rulesets_used(pronoun):
    # form: Ruleset text of 2006 ("Reductio Propositum"): Spivak pronouns in the Voting rule
    text = (CORPUS / "2006-speed.wiki").read_text()
    lead = "If a Racer uses more than one"
    assert lead in text
    text = text.replace(lead, f"If the Racer who made a Proposal has not cast a Vote on it, {pronoun} Vote is counted as FOR. "
                              f"If a Racer leaves the game or goes idle, {pronoun} Vote no longer counts. {lead}")
    p = build_profile(parse_ruleset(text, source="x.wiki")).to_dict()
    assert v(p["votes"]["author_implicit_vote"]) == {"vote": "FOR", "applies_to": "proposals", "unless": "the author cast a vote"}
    assert v(p["votes"]["idle_or_non_players"]) == "no vote"
