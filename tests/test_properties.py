"""Properties: wikitext spans are exact, one-rule edits leave every other byte alone, no input crashes."""
from __future__ import annotations

import difflib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blognomic_tools.errors import BlognomicError
from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.writers import replace_rule_body
from conftest import FIX, STEMS, fixture_path

words = st.text(alphabet=st.sampled_from("abcdefghij KLMNOP.,'’“”-"), min_size=1, max_size=40).map(str.strip).filter(lambda s: s and "=" not in s and "''" not in s and not s.startswith("----"))  # '' is italics markup, ---- a line  # noqa: E501
title = st.text(alphabet=st.sampled_from("ABCDEFGH ijklmnop'’[]"), min_size=2, max_size=20).map(str.strip).filter(lambda s: len(s) > 1 and "''" not in s)  # a bare '' is italics markup
para = st.lists(words, min_size=1, max_size=3).map(" ".join)
block = st.one_of(
    para,
    st.lists(words, min_size=1, max_size=4).map(lambda xs: "\n".join("* " + x for x in xs)),
    st.lists(st.tuples(words, words), min_size=1, max_size=3).map(lambda xs: '{| class="wikitable"\n' + "\n|-\n".join(f"| {a} || {b}" for a, b in xs) + "\n|}"),
    words.map(lambda w: f"<!-- {w} -->"),
)


@st.composite
def wikitext_rulesets(draw):
    parts = ["{{TOCRight}}"]
    for section in draw(st.lists(st.sampled_from(["Core Rules", "Dynastic Rules", "Appendix"]), min_size=1, max_size=3, unique=True)):
        parts.append('<div style="padding:8px;background:#ddd;">')
        parts.append(f"= {section} =")
        for _ in range(draw(st.integers(3, 5))):
            level = draw(st.sampled_from([2, 2, 3]))
            parts.append(f"{'=' * level} {draw(title)} {'=' * level}")
            parts.extend(draw(st.lists(block, min_size=0, max_size=3)))
            parts.append("")
        parts.append("</div>")
        parts.append("")
    return "\n".join(parts)


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(wikitext_rulesets(), st.data())
def test_spans_and_one_rule_edits_are_exact(text, data):
    rs = parse_ruleset(text, fmt="wikitext", source="gen.wiki")
    rules = list(rs.rules())
    # each rule's span starts at its own heading line
    for r in rules:
        assert text[r.span[0]:].startswith("=")
        assert " ".join(text[r.span[0]:r.body_span[0]].strip().strip("=").split()) == r.title
    # identity edit is byte-exact
    target = data.draw(st.sampled_from(rules))
    start, end = target.body_span
    assert text[:start] + text[start:end] + text[end:] == text
    # a real edit changes bytes only inside the body span, and reparses to the same outline
    new_body = data.draw(para) + "\n"
    edited = replace_rule_body(rs, target.number, new_body)
    assert edited[:start] == text[:start]
    tail = len(text) - end
    assert edited[len(edited) - tail:] == text[end:]
    again = parse_ruleset(edited, fmt="wikitext", source="gen.wiki")
    assert [(r.number, r.title) for r in again.rules()] == [(r.number, r.title) for r in rules]
    assert again.rule(target.number).text == " ".join(new_body.split())


def test_edit_of_a_real_ruleset_touches_only_that_rule():
    rs = parse_ruleset((FIX / "ruleset-2024-02-24.wiki").read_text(), fmt="wikitext", source="live.wiki")
    new = "Each Vassal has a number named Reputation, which defaults to 1 and may be at most 3.\n"
    edited = replace_rule_body(rs, "Reputation", new)
    diff = [ln for ln in difflib.unified_diff(rs.raw.splitlines(), edited.splitlines(), lineterm="", n=0) if ln[:1] in "+-" and ln[:3] not in ("+++", "---")]
    assert len(diff) == 2 and diff[1] == "+" + new.strip()
    again = parse_ruleset(edited, fmt="wikitext")
    assert again.rule("Reputation").text == new.strip()
    assert [r.title for r in again.rules()] == [r.title for r in rs.rules()]


@settings(deadline=None)
@given(st.sampled_from(STEMS), st.sampled_from(["wikitext", "html", "text"]), st.floats(0, 1), st.sampled_from([None, "wikitext", "html", "text"]))
def test_truncated_real_pages_never_crash(stem, fmt, fraction, forced):
    content = fixture_path(stem, fmt).read_text()
    cut = content[: int(len(content) * fraction)]
    try:
        rs = parse_ruleset(cut, fmt=forced, source="cut")
    except BlognomicError:
        return
    from blognomic_tools.profile import build_profile

    try:
        build_profile(rs)  # whatever survived the cut, the profile must be built without crashing
    except BlognomicError:
        pass  # or refused as incomplete (a core mechanic cut off)


@settings(deadline=None)
@given(st.text(max_size=400), st.sampled_from([None, "wikitext", "html", "text"]))
def test_random_input_never_crashes(text, forced):
    try:
        rs = parse_ruleset(text, fmt=forced, source="random")
    except BlognomicError:
        return
    from blognomic_tools.profile import build_profile

    try:
        build_profile(rs)
    except BlognomicError:
        pass  # refused as incomplete
