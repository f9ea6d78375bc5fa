"""Statements composed of parts read every combination of the parts' wordings: the veto's who, may, act and matter,
on a real-format Ruleset page with its veto sentence written in each way Rulesets and proposals have written it."""
from __future__ import annotations

from pathlib import Path

import pytest

from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.profile import build_profile

PAGE = Path(__file__).resolve().parent.parent / "fixtures" / "corpus" / "rulesets" / "2013-commons.wiki"


@pytest.mark.parametrize("sentence,applies,sticky", [
    ("The Lord Speaker may use VETO as a voting icon to cast a Vote on a Votable Matter; this renders the Proposal Vetoed.", "votable matters", False),
    # 2012's weak veto: "by casting a VETO icon as their vote on a Proposal"
    ("The Lord Speaker may cast a VETO icon as their vote on a Proposal, which renders it Vetoed, even if the Lord Speaker later changes their Vote.", "proposals", True),
    ("The Lord Speaker can veto any Proposal.", "proposals", False),
    ("The Lord Speaker may vote to VETO a Proposal; such a vote cannot be changed.", "proposals", True),
])
def test_the_veto_reads_in_any_combination_of_its_parts(sentence, applies, sticky):
    src = PAGE.read_text()
    line = next(x for x in src.splitlines() if x.startswith("The Lord Speaker may use VETO"))
    veto = build_profile(parse_ruleset(src.replace(line, sentence))).proposal["veto"]
    assert veto.status == "recognised", veto.note
    assert veto.value == {"holder": "Lord Speaker", "applies_to": applies, "sticky": sticky}
    assert veto.citation.text.startswith(sentence[:40])
