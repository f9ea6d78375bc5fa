"""The enactment plan offline: conditions decided from the blog, what counts as partial, the summaries audited,
and a past revision judged against its recomputed enactment (the recorded February 2024 proposals)."""
from __future__ import annotations

import functools
import re
from dataclasses import replace

import pytest

from blognomic_tools.audit import audit_revision
from blognomic_tools.enactment import decide_conditions, matter_named, matter_title, plan_enactment
from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.parsers.blog import parse_post_page
from blognomic_tools.parsers.proposal import read_instructions
from conftest import FIX, ROOT

POSTS = ROOT / "fixtures" / "blog" / "site" / "archive"
LIVE = (FIX / "ruleset-2024-02-24.wiki").read_text()


def post(slug: str):
    p, _ = parse_post_page((POSTS / f"{slug}.html").read_text(), f"https://blognomic.com/archive/{slug}")
    return p


@pytest.mark.parametrize("moat_status, met", [("enacted", True), ("failed", False), ("vetoed", False), ("pending", None)])
def test_a_condition_on_another_proposal_is_decided_from_its_status(moat_status, met):
    arrow, moat = post("arrow_vote"), replace(post("moat_upgrade"), status=moat_status)
    plan = plan_enactment(arrow, LIVE, posts=[arrow, moat], ruleset=parse_ruleset(LIVE, fmt="wikitext", source="live.wiki"))
    cond = plan.instructions[0]
    assert cond.kind == "conditional" and cond.condition_met is met
    if met is None:
        assert "still pending" in cond.reason and plan.open_items == [cond] and not plan.complete
        assert "== Arrows ==" not in plan.ruleset.new
    elif met:
        assert plan.complete and "== Arrows ==\nA Vassal may add an arrow icon" in plan.ruleset.new
    else:
        assert plan.complete and plan.ruleset.new == LIVE  # nothing to do, and nothing left open


def test_a_matter_not_on_the_pages_read_leaves_the_condition_to_the_admin():
    instructions = read_instructions(post("arrow_vote").body_html)
    decide_conditions(instructions, [post("tower_costs")])
    assert instructions[0].condition_met is None and "not on the blog pages read" in instructions[0].reason


def test_plan_of_the_core_proposal_cites_the_core_section_and_ignores_the_authors_note():
    plan = plan_enactment(post("core_quorum_tweak"), LIVE, ruleset=parse_ruleset(LIVE, fmt="wikitext", source="live.wiki"))
    assert [i.kind for i in plan.instructions] == ["replace_text", "commentary"]
    assert plan.complete and plan.summary == '/* Core Rules */ Enacted "[Core] Quorum Tweak"'
    assert "It has been open for voting for at least 24 hours." in plan.ruleset.new
    assert matter_title(post("core_quorum_tweak")) == "[Core] Quorum Tweak"


@pytest.mark.parametrize("summary, matter", [
    ('/* Dynastic Rules */ Enacting "Fast Slow Roll"', "Fast Slow Roll"),
    ('/* Dynastic Rules */ Enacted "Moat Upgrade"', "Moat Upgrade"),
    ("Enacted “Tower Costs”", "Tower Costs"),
    ("/* Core Rules */ Enacting Quorum Tweak", "Quorum Tweak"),
    ('Passed "Serf Reform"', "Serf Reform"),
    ("typo fix", None),
    ("/* Structures */ tidying the table", None),
    (None, None),
])
def test_the_matter_an_edit_summary_names(summary, matter):
    assert matter_named(summary) == matter


def _moat_enacted() -> str:
    return _apply(LIVE, post("moat_upgrade"))


def _apply(text, p):
    from blognomic_tools.enactment.ruleset import apply_to_ruleset

    return apply_to_ruleset(text, read_instructions(p.body_html)).new


@pytest.mark.parametrize("change, verdict, says", [
    (lambda t: t, "exact", None),
    (lambda t: re.sub(r"\n==== Moat Maintenance ====\n[^\n]*\n", "\n", t), "missing instruction", "Moat Maintenance"),
    (lambda t: t.replace("can be at most 2.", "can be at most 3."), "extra change", "at most 3"),
    (lambda t: t.replace("4 to change from Large to Gargantuan", "four to change from Large to Gargantuan"), "missing instruction", "replace_text"),
])
def test_a_revision_against_its_recomputed_enactment(change, verdict, says):
    a = audit_revision(change(_moat_enacted()), LIVE, post("moat_upgrade"), revid=8, parentid=2,
                       summary='/* Dynastic Rules */ Enacted "Moat Upgrade"')
    assert a.verdict == verdict, a
    if says:
        assert says in " ".join(a.details) and a.diff.startswith("--- recomputed from revision 2")
    else:
        assert a.details == [] and a.diff == ""


def test_text_differs_when_the_touched_rule_says_it_otherwise():
    # every new text is there, but the touched rule also gained words of its own
    actual = _moat_enacted().replace("The Structures of each Vassal are publicly tracked.",
                                     "The Structures of each Vassal are publicly tracked, as they always were.")
    a = audit_revision(actual, LIVE, post("moat_upgrade"), revid=8, parentid=2, summary='Enacted "Moat Upgrade"')
    assert a.verdict == "text differs" and "as they always were" in " ".join(a.details)
    # the same words added to a rule the proposal does not touch: an extra change
    actual = _moat_enacted().replace("can be at most 2.", "can be at most 2, as they always were.")
    a = audit_revision(actual, LIVE, post("moat_upgrade"), revid=8, parentid=2, summary='Enacted "Moat Upgrade"')
    assert a.verdict == "extra change" and "line 224: 'Each Vassal has a number named Reputation" in " ".join(a.details)


def test_revisions_that_name_no_matter_or_a_matter_not_found():
    assert audit_revision(LIVE, LIVE, None, revid=3, summary="typo fix").verdict == "not an enactment"
    a = audit_revision(LIVE, LIVE, None, revid=3, summary='Enacted "Nowhere To Be Found"')
    assert a.verdict == "matter not found" and "Nowhere To Be Found" in a.details[0]


# -- fuzzed: a damaged post body or Ruleset never raises anything but the project's errors, within the bound ----------

from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from fuzzing import FUZZ, mutated, run_fuzzed  # noqa: E402

_MOAT = post("moat_upgrade")
_LIVE_RS = parse_ruleset(LIVE, fmt="wikitext", source="live.wiki")
_GARTENBERG = (ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text()


@FUZZ
@given(st.data())
def test_fuzz_plan_over_mutated_bodies(data):
    body = data.draw(mutated(_MOAT.body_html))
    p = replace(_MOAT, body_html=body)
    run_fuzzed(plan_enactment, p, LIVE, ruleset=_LIVE_RS, gamestate_text=_GARTENBERG, gamestate_page="Gartenberg",
               posts=[p], what="plan_enactment(mutated body)")


@functools.cache
def _moat_enacted() -> str:
    """The live Ruleset with Moat Upgrade enacted: the same for every fuzzed revision, so computed once."""
    return _apply(LIVE, _MOAT)


@FUZZ
@given(st.data())
def test_fuzz_audit_over_mutated_revisions(data):
    enacted = _moat_enacted()
    rev = data.draw(mutated(enacted))
    a = run_fuzzed(audit_revision, rev, LIVE, _MOAT, revid=8, parentid=2, summary='Enacted "Moat Upgrade"', what="audit_revision(mutated)")
    if a is not None:
        assert a.verdict in ("exact", "missing instruction", "extra change", "text differs", "cannot check")
        assert (a.verdict == "exact") == (rev == enacted)
