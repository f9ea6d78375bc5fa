"""Ruleset parsing: the three formats of each of the four real rulesets."""
from __future__ import annotations


import pytest

from blognomic_tools.errors import AmbiguousRuleError, NotARulesetError, RuleNotFoundError, UnnumberedRulesetError
from blognomic_tools.parsers import detect_format, parse_ruleset
from clirun import blognomic
from conftest import ROOT
from conftest import STEMS, fixture_path

SECTIONS = {
    "ruleset-070": ["Core Rules", "Dynastic Rules", "Glossary"],
    "ruleset-205": ["Core Rules", "Dynastic Rules", "Special Case", "Appendix"],
    "ruleset-209": ["Core Rules", "Dynastic Rules", "Special Case", "Appendix"],
    "ruleset-2024-02-24": ["Core Rules", "Dynastic Rules", "Building Blocks", "Appendix"],
}

# Rule titles per section, in order, as listed in rulesets-compared.md §1 (all levels flattened).
CORE_MODERN = [
    "Ruleset and Gamestate", "{P}s", "Idle {P}s", "Dynasties", "Votable Matters", "Votes", "Enacting and Failing", "Tags",
    "Proposals", "Special Proposal Voting", "Resolution of Proposals", "Calls for Judgement", "Victory and Ascension", "Fair Play",
]
EXPECTED_TITLES = {
    ("ruleset-070", "Core Rules"): [
        "Ruleset and Gamestate", "Apprentices", "Proposals", "Voting", "Enactment", "Calls for Judgment",
        "Gamestate Tracking", "Dynasties", "Victory and Ascension", "Fair Play",
    ],
    ("ruleset-070", "Dynastic Rules"): [
        "King Anthony's Crown", "Runes", "Workbench", "Unstable Runes", "Spellcasting", "Basic Spells", "Pacing",
        "Wards", "The Buddy System", "Tables and Food",
    ],
    ("ruleset-070", "Glossary"): ["Keywords", "Clarifications", "Numbers and Variables", "Rules and Proposals", "Time", "Spelling"],
    ("ruleset-205", "Core Rules"): [t.replace("{P}", "Operator") for t in CORE_MODERN],
    ("ruleset-209", "Core Rules"): [t.replace("{P}", "Explorer") for t in CORE_MODERN],
    ("ruleset-2024-02-24", "Core Rules"): [t.replace("{P}", "Vassal") for t in CORE_MODERN[:3]] + ["Dormancy"] + CORE_MODERN[3:],
    ("ruleset-205", "Special Case"): [
        "Seasonal Downtime [Active]", "Dormancy [Active]", "Imperial Deferentials [Inactive]", "Dynastic Distance [Active]",
        "Malign Emperors [Inactive] [Rare]", "Dynastic Tracking [Active]", "No Collaboration [Inactive] [Rare]",
        "Mantle Limitations [Active] [Rare]", "Alliances [Inactive] [Rare]", "Event Types [Active]", "Bounties [Rare][Inactive]",
    ],
    ("ruleset-2024-02-24", "Dynastic Rules"): [
        "Castles", "Stockpile", "Structures", "Reputation", "Fortnight", "Herald", "Serfs", "Tasks", "Waves", "Enemies",
    ],
    ("ruleset-2024-02-24", "Building Blocks"): ["Low-Player Mode", "No Private Communication", "Virtual Actions"],
    ("ruleset-2024-02-24", "Appendix"): [
        "Keywords", "Gamestate Tracking", "Official Posts", "Representations of the Gamestate", "Orphan Variables",
        "Random Generators", "Atomic Actions", "Clarifications", "Numbers and Variables", "Rules and Votable Matters", "Time",
        "Spelling and formatting", "Names", "Prioritisation", "Mentors", "Things that a mentor must do",
        "Things that a mentor should do", "Things that a mentor should not do", "Synonyms",
    ],
}


def titles(rs, section):
    return [r.title for r in rs.section(section).walk()]


@pytest.mark.parametrize("stem", STEMS)
@pytest.mark.parametrize("fmt", ["wikitext", "html", "text"])
def test_sections(rulesets, stem, fmt):
    assert [s.name for s in rulesets[(stem, fmt)].sections] == SECTIONS[stem]


@pytest.mark.parametrize("key", sorted(EXPECTED_TITLES))
@pytest.mark.parametrize("fmt", ["wikitext", "html", "text"])
def test_expected_rule_titles(rulesets, key, fmt):
    stem, section = key
    assert titles(rulesets[(stem, fmt)], section) == EXPECTED_TITLES[key]


@pytest.mark.parametrize("stem", STEMS)
def test_three_formats_agree_on_sections_and_titles(rulesets, stem):
    def outline(rs):
        return [(s.name, [r.title for r in s.walk()]) for s in rs.sections]

    wiki = outline(rulesets[(stem, "wikitext")])
    assert outline(rulesets[(stem, "html")]) == wiki
    assert outline(rulesets[(stem, "text")]) == wiki
    # and the wikitext and rendered HTML agree on the nesting and numbers too
    nums = lambda rs: [(r.number, r.title, r.level) for r in rs.rules()]  # noqa: E731
    assert nums(rulesets[(stem, "html")]) == nums(rulesets[(stem, "wikitext")])


def test_r209_items_nesting_and_r209_nesting_in_wikitext(rulesets):
    rs = rulesets[("ruleset-209", "wikitext")]
    items = rs.rule("Items")
    assert [s.title for s in items.subrules][:3] == ["Flashlight", "Monkey's Paw", "Fireplace Poker"]
    assert len(items.subrules) == 10
    assert rs.rule("Secret Passages").level == 5


def test_text_render_nesting_heuristics(rulesets):
    rs = rulesets[("ruleset-070", "text")]
    assert [s.title for s in rs.rule("Spellcasting").subrules] == ["Basic Spells"]  # "this Rule's superrule"
    assert rs.rule("Pacing").level == 2  # not swallowed by Spellcasting
    live = rulesets[("ruleset-2024-02-24", "text")]
    assert [s.title for s in live.rule("Vassals").subrules] == ["Idle Vassals"]  # title contains the parent's
    assert [s.title for s in live.rule("Mentors").subrules] == [
        "Things that a mentor must do", "Things that a mentor should do", "Things that a mentor should not do",
    ]
    assert live.rule("Synonyms").level == 2
    assert live.rule("Stockpile").level == 3  # after the empty-bodied "Castles"


def test_rule_numbers_r70(rulesets):
    for fmt in ("wikitext", "html"):
        rs = rulesets[("ruleset-070", fmt)]
        assert rs.rule("Rule 1.5").title == "Enactment"
        assert rs.rule("1.4").title == "Voting"
        assert rs.rule("Rule 2.8 The Buddy System").title == "The Buddy System"
        assert rs.rule("2.5.1").title == "Basic Spells"
        # cross-references in the text point where they should
        assert "rule 1.5" in rs.rule("Voting").text
        with pytest.raises(RuleNotFoundError):
            rs.rule("Rule 2.8 Runes")


def test_lookup_ignores_tags_case_and_quotes(rulesets):
    rs = rulesets[("ruleset-209", "wikitext")]
    assert rs.rule("imperial deferentials").title == "Imperial Deferentials [Active]"
    assert rs.rule("Imperial Deferentials [Active]").number == "3.3"
    assert rs.rule("Rabbit's Foot").title == "Rabbit’s Foot"
    with pytest.raises(AmbiguousRuleError) as e:
        rs.rule("Explorers")  # the core rule and the dynastic rule share the name
    assert "1.2" in str(e.value) and "2." in str(e.value)
    with pytest.raises(RuleNotFoundError) as e:
        rs.rule("Vote")
    assert "Votes" in str(e.value)


def test_tables_become_rows_of_cells(rulesets):
    for fmt in ("wikitext", "html"):
        enemies = rulesets[("ruleset-2024-02-24", fmt)].rule("Enemies").tables[0]
        assert enemies.header == ["Name", "Theatre", "Size", "Strength"]
        assert enemies.rows[0] == ["Gobbo", "Land", "Small", "1"]
        assert len(enemies.rows) == 8
        structures = rulesets[("ruleset-2024-02-24", fmt)].rule("Structures").tables[0]
        assert structures.rows[0] == ["Wooden Wall", "Wood", "Land, Sea, Air", "10, 2, 2"]
        engines = rulesets[("ruleset-205", fmt)].rule("Engines").tables[0]
        assert engines.caption == "Engines"
        assert engines.rows[-1] == ["Nuclear", "₩9,700", "1,450"]
    # the text render's flattened rows are read back into the same cells (tests/test_flat_tables.py)
    t = rulesets[("ruleset-2024-02-24", "text")].rule("Enemies").tables[0]
    assert t.rows[1] == ["Pilk", "Sea", "Small", "2"] and t.unreadable is None


def test_lists_and_glossary(rulesets):
    for fmt in ("wikitext", "html", "text"):
        rs = rulesets[("ruleset-2024-02-24", fmt)]
        assert rs.rule("Resolution of Proposals").lists[0] == [
            "It is Popular.", "It has been open for voting for at least 12 hours.", "It has not been Vetoed or Withdrawn.",
        ]
        assert rs.glossary["Can"] == "“is able to”"
        assert rs.glossary["Sticky Post"].startswith("A blog post where the “Make Entry Sticky” option")
        r70 = rulesets[("ruleset-070", fmt)]
        assert r70.glossary["Quorum"].startswith("Quorum is equal to half the number of Apprentices")
        assert len(r70.glossary) == 18


def test_wikitext_spans_cover_each_rule_exactly(rulesets):
    for stem in STEMS:
        rs = rulesets[(stem, "wikitext")]
        raw = rs.raw
        for rule in rs.rules():
            start, end = rule.span
            heading = raw[start:rule.body_span[0]]
            assert heading.strip().strip("=").strip() == rule.title, (stem, rule.title)
            assert rule.body_span[1] <= end
            if rule.subrules:
                assert rule.body_span[1] == rule.subrules[0].span[0]
        # sections' spans tile the page after the {{TOCRight}} furniture
        for a, b in zip(rs.sections, rs.sections[1:]):
            assert a.span[1] <= b.span[0]
            assert raw[a.span[1]:b.span[0]].strip().startswith("</div>")


def test_revision_from_text_and_html(rulesets):
    rev = rulesets[("ruleset-2024-02-24", "text")].revision
    assert (rev.timestamp, rev.user) == ("2024-02-24T08:40:00Z", "Josh")
    assert rev.comment == "→Dynastic Rules: Enacting Proposal: Fast Slow Roll"
    assert rulesets[("ruleset-2024-02-24", "html")].revision.revid > 0
    assert rulesets[("ruleset-2024-02-24", "html")].title == "Ruleset"


def test_format_detection():
    for stem in STEMS:
        assert detect_format(fixture_path(stem, "wikitext").read_text()) == "wikitext"
        assert detect_format(fixture_path(stem, "html").read_text()) == "html"
        assert detect_format(fixture_path(stem, "text").read_text()) == "text"


@pytest.mark.parametrize(
    "content,message",
    [
        ("", "empty"),
        ("   \n\n", "empty"),
        ("== Shopping ==\n* milk\n* eggs\n", "not a BlogNomic ruleset"),
        ("<html><body><h1>Hello</h1><p>x</p></body></html>", "not a BlogNomic ruleset"),
        ("Just a line of prose.\n", "not a BlogNomic ruleset"),
    ],
)
def test_not_a_ruleset(content, message):
    with pytest.raises(NotARulesetError) as e:
        parse_ruleset(content, source="x.wiki")
    assert message in str(e.value) and "x.wiki" in str(e.value)


def test_html_with_mediawiki_143_heading_markup(rulesets):
    """MediaWiki 1.43+ (the live wiki runs 1.44) wraps headings in div.mw-heading with no mw-headline span."""
    import re

    from blognomic_tools.parsers import parse_ruleset

    old = fixture_path("ruleset-2024-02-24", "html").read_text()
    new = re.sub(
        r'<h([1-6])><span class="mw-headline" id="([^"]*)">(.*?)</span>(<span class="mw-editsection">.*?</span></span>)?</h\1>',
        lambda m: f'<div class="mw-heading mw-heading{m.group(1)}"><h{m.group(1)} id="{m.group(2)}">{m.group(3)}</h{m.group(1)}>'
        + (m.group(4) or "") + "</div>",
        old,
    )
    assert "mw-headline" not in new and "mw-heading2" in new
    rs = parse_ruleset(new, source="live-1.44.html")
    base = rulesets[("ruleset-2024-02-24", "html")]
    assert [(r.number, r.title, r.text) for r in rs.rules()] == [(r.number, r.title, r.text) for r in base.rules()]


def test_a_truncated_ruleset_is_an_error_not_a_silent_partial_profile():
    live = fixture_path("ruleset-2024-02-24", "wikitext").read_text()
    cut = live[: live.index("= Building Blocks =")]  # Core and Dynastic Rules only
    with pytest.raises(NotARulesetError) as e:
        parse_ruleset(cut, source="Ruleset.wiki")
    assert "incomplete (truncated?)" in str(e.value) and "comprises 4 Sections, but only 2 were found" in str(e.value)
    r70 = fixture_path("ruleset-070", "text").read_text()
    with pytest.raises(NotARulesetError, match="comprises 3 Sections, but only 2"):
        parse_ruleset(r70[: r70.index("\nGlossary\n")], source="r70.txt")  # R70 counts "Section One ... Three"


# ------------------------------------------------------------------------------------------------
# Truncation: read from each format's own structure, never a silent partial Ruleset.

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

FULL = {(s, f): fixture_path(s, f).read_text() for s in STEMS for f in ("wikitext", "html", "text")}


def _refused(text, source="cut"):
    with pytest.raises(NotARulesetError) as e:
        parse_ruleset(text, source=source)
    assert any(w in str(e.value) for w in ("incomplete (truncated?)", "not a BlogNomic ruleset", "the page is empty")), str(e.value)
    return str(e.value)


def _refused_or_warned(text, source="cut"):
    """A cut page is never read silently: refused on evidence, or read with a warning (a weak sign)."""
    try:
        rs = parse_ruleset(text, source=source)
    except NotARulesetError as e:
        assert any(w in str(e) for w in ("incomplete (truncated?)", "not a BlogNomic ruleset", "the page is empty")), str(e)
        return "refused"
    assert rs.warnings, "a cut page was read with no warning"
    return "warned"


@settings(deadline=None, max_examples=300)
@given(st.sampled_from(STEMS), st.sampled_from(["wikitext", "html", "text"]), st.floats(0, 0.99, exclude_max=True))
def test_every_cut_below_99_percent_is_refused_or_warned(stem, fmt, fraction):
    full = FULL[(stem, fmt)]
    got = _refused_or_warned(full[: int(len(full) * fraction)])
    if fmt != "text":  # wikitext and HTML show their end (section wrappers, the content div): a cut is evidence
        assert got == "refused"


@pytest.mark.parametrize("fmt", ["wikitext", "html", "text"])
@pytest.mark.parametrize("stem", STEMS)
def test_cuts_at_rule_boundaries_are_refused_or_warned(stem, fmt):
    """The hardest cuts: whole rules kept, the page stops just before a later rule's heading. Wikitext and HTML
    leave a wrapper open, and a text render cut before its last Section has fewer Sections than its first rule
    counts: refused. A text render cut inside its last Section ends in a full sentence: read, with a warning where
    the page refers to the rule its Section closes with ('the rule "Synonyms"'). R70's Glossary is referred to by
    no rule: a text render of it cut between two whole Glossary rules shows no sign at all, and is read."""
    full = FULL[(stem, fmt)]
    rs = parse_ruleset(full, source="full")  # the whole page is accepted, with no warning
    assert rs.warnings == []
    last_section = rs.sections[-1].name
    rules = list(rs.rules())[1:]
    marks = {"wikitext": lambda t: "= " + t + " =", "html": lambda t: ">" + t + "<", "text": lambda t: "\n" + t + "\n"}[fmt]
    tried = 0
    for r in rules:
        at = full.find(marks(r.title))
        if at > 0:
            if fmt == "text" and r.section == last_section and stem == "ruleset-070":
                try:  # read (with a warning where its last line is a bare title), or refused: never a crash
                    parse_ruleset(full[:at], source="cut")
                except NotARulesetError:
                    pass  # cut right after the Glossary's heading: fewer Sections than stated
                continue
            got = _refused_or_warned(full[:at])
            assert got == "refused" or (fmt == "text" and r.section == last_section), (r.title, got)
            tried += 1
    assert tried >= len(rules) // 2


def test_truncation_messages_say_where_the_page_stops():
    live = FULL[("ruleset-2024-02-24", "wikitext")]
    msg = _refused(live[: live.index("== Proposals ==")], "Ruleset.wiki")
    assert "the section 'Core Rules' opened at line 2 is never closed (no </div>)" in msg
    assert "comprises 4 Sections, but only 1 was found" in msg and msg.endswith("the page stops in 'Tags' (Core Rules)")
    # the Appendix cut after whole rules: its wrapper is never closed
    msg = _refused(live[: live.index("== Synonyms ==")], "Ruleset.wiki")
    assert "the section 'Appendix' opened at line" in msg and "the page stops in" in msg
    # a table never closed, inside a page whose wrappers were removed
    unwrapped = live.replace('<div style="padding:8px;background:#ddd;">', "").replace("</div>", "")
    cut = unwrapped[: unwrapped.index("|-", unwrapped.index("{|", unwrapped.index("== Enemies ==")))]
    assert "the table opened at line" in _refused(cut + "\n" + unwrapped[unwrapped.index("= Building Blocks ="):], "x.wiki")
    # HTML: the content div or the document end is missing
    html = FULL[("ruleset-205", "html")]
    assert "div.mw-parser-output) is never closed" in _refused(html[: html.rindex('id="Synonyms"')])
    page = FULL[("ruleset-2024-02-24", "html")]
    assert "ends before </html>" in _refused(page[: page.index("</body>")])
    # text renders: a last line of prose cut in mid-sentence is evidence; a Section that does not reach the rule
    # some eras close it with, or a short last line, is a weak sign: read, with a warning
    text = FULL[("ruleset-2024-02-24", "text")]
    r70 = FULL[("ruleset-070", "text")]
    assert "stops mid-sentence" in _refused(r70[:-10])
    cut = text[: text.index("Each term in this list is synonymous") + 60]
    assert "its last line stops mid-sentence (...'list is synonymous with the term in parent')" in _refused(cut)
    assert "stops mid-sentence" in _refused(text[: text.index("  • Vassal (Player)")])
    band = (ROOT / "fixtures" / "corpus" / "rulesets" / "2012-band.wiki").read_text()
    colon = band[: band.index("* Musician (Player)")]  # "... with the term in parentheses:" and nothing after it
    assert "announces what follows (...'list is synonymous with the term in parentheses:') and nothing follows" in _refused(colon, "band.wiki")
    warned = parse_ruleset(text[: text.index("\nSynonyms\n")], source="cut.txt").warnings
    assert warned == ["cut.txt: the page refers to the rule 'Synonyms' but has no such rule (the Appendix ends with "
                      "'Things that a mentor should not do'); if the page was cut short, read the whole page"]
    warned = parse_ruleset(text[: text.index("  • Sovereign (Emperor)")], source="cut.txt").warnings
    assert "its rule 'Synonyms' has no list of terms (no (Emperor))" in warned[0] and "does not end a sentence" in warned[1]


def test_whole_pages_with_odd_but_closed_structure_are_accepted():
    live = FULL[("ruleset-2024-02-24", "wikitext")]
    # a <nowiki/>, a comment holding a <div>, and trailing blank lines do not count as open structure
    parse_ruleset(live.replace("{{TOCRight}}", "{{TOCRight}}<nowiki/><!-- <div> -->") + "\n\n", source="x.wiki")
    # without its section wrappers, the page is judged like a text render: it ends with Synonyms and a full sentence
    parse_ruleset(live.replace('<div style="padding:8px;background:#ddd;">', "").replace("</div>", ""), source="x.wiki")


@pytest.mark.parametrize("stem", STEMS)
def test_text_renders_never_answer_a_rule_number(rulesets, stem):
    """The text render reads nesting flat ("Votes" under "Votable Matters"), so its positions are not the
    wiki's numbers: a number is refused, never answered with another rule; titles still work."""
    text, wiki = rulesets[(stem, "text")], rulesets[(stem, "wikitext")]
    assert all(r.number is None for r in text.rules()) and not text.numbered and wiki.numbered
    for r in wiki.rules():
        with pytest.raises(UnnumberedRulesetError, match="rule numbers are not reliable in a text render: give the title, or use the .wiki/.html"):
            text.rule(r.number)
        if len(wiki.find_rules(r.title)) == 1:
            assert text.rule(r.title).title == r.title
    with pytest.raises(UnnumberedRulesetError):
        text.rule("Rule 1.5 Enactment")


def test_ambiguous_titles_in_a_text_render_do_not_offer_numbers(rulesets):
    with pytest.raises(AmbiguousRuleError) as e:
        rulesets[("ruleset-209", "text")].rule("Explorers")
    assert "Explorers (Core Rules); Explorers (Dynastic Rules)" in str(e.value) and "give the number" not in str(e.value)


@pytest.mark.parametrize("fmt", ["wikitext", "html"])
def test_nested_lists_stay_nested(rulesets, fmt):
    """The Wave's atomic action is a list four levels deep ("*", "**", "***", "****" / <ul> in <li>): each item keeps
    its depth, shown indented in the rule's text and as nested arrays in `ruleset rule --json`."""
    import json

    waves = rulesets[("ruleset-2024-02-24", fmt)].rule("Waves")
    assert waves.list_depths[0] == [1, 2, 3, 4, 4, 1, 1, 1]
    assert "\n  • for each Theatre" in waves.text and "\n      • otherwise, subtract Defense" in waves.text
    r = blognomic("ruleset", "rule", str(fixture_path("ruleset-2024-02-24", fmt)), "Waves", "--json")
    top = json.loads(r.stdout)["lists"][0]
    assert isinstance(top[1], list) and isinstance(top[1][1], list) and top[1][1][1] == [
        "if the Enemy’s Strength is less than Defense, subtract the Enemy’s Strength from Defense and set the Enemy’s Strength to zero",
        "otherwise, subtract Defense from the Enemy’s Strength and set Defense to zero"]
    assert top[2].startswith("add the sum of the Strengths")


@pytest.mark.parametrize("name", ["2004-numbered.txt", "2004-numbered.wiki"])
def test_numbered_rulesets_cut_between_whole_rules_are_refused_or_warned(name):
    """The numbered Rulesets of 2003-2006 have no Sections to count, but they say how they run: "Rules 1-9 are the
    core Ruleset", "renumbered so that their numbers run in sequence, with the Glossary last", "as defined in the
    Glossary". A page cut just before any later rule's heading is refused or read with a warning; the whole page
    is read with none."""
    full = (ROOT / "fixtures" / "rulesets" / "eras" / name).read_text()
    rs = parse_ruleset(full, source=name)
    assert rs.warnings == []
    for r in list(rs.rules())[1:]:
        at = full.find("\n" + r.title + "\n") if name.endswith(".txt") else full.find("\n== " + r.title + " ==")
        assert at > 0, r.title
        assert _refused_or_warned(full[:at]) in ("refused", "warned"), r.title


def test_numbered_ruleset_signs_say_what_is_missing():
    full = (ROOT / "fixtures" / "rulesets" / "eras" / "2004-numbered.txt").read_text()
    core_cut = parse_ruleset(full[: full.index("\n6 - Calls for Judgment\n")], source="cut.txt").warnings
    assert core_cut[0] == ("cut.txt: its first rule says Rules 1-9 are the core Ruleset, but it stops at '5 - Enactment'; "
                        "if the page was cut short, read the whole page")
    late_cut = parse_ruleset(full[: full.index("\n14 - Glossary\n")], source="cut.txt").warnings
    assert late_cut == ["cut.txt: the page refers to the Glossary, which this layout keeps last, but it ends with "
                        "'13 - The Logbook'; if the page was cut short, read the whole page"]
    start, end = full.index("\n11 - Storms\n"), full.index("\n12 - Ships\n")
    gap = parse_ruleset(full[:start] + full[end:], source="gap.txt").warnings
    assert gap == ["gap.txt: its rules are numbered in sequence, but '10 - Lamps' is followed by '12 - Ships'; "
                   "if the page was cut or a rule left out, read the whole page"]


def test_a_heading_with_words_after_it_on_its_line_is_text_as_mediawiki_shows_it():
    # MediaWiki makes a heading only of a line that ends with its "="; "===S=== Any Hermit …" is a line of text
    r70 = fixture_path("ruleset-070", "wikitext").read_text(encoding="utf-8")
    cut = r70.index("\n== Pacing ==")
    text = r70[:cut] + ("\n== Hermitage ==\nSome Locations have an effect.\n===S=== Any Apprentice in the Study may go. "
                        "===+=== Any Apprentice at a Shrine may sit.\n== Second ==\nMore.\n") + r70[cut:]
    rs = parse_ruleset(text, source="r70.wiki")
    titles = [r.title for r in rs.rules()]
    assert "Hermitage" in titles and "Second" in titles and not any("Study" in t or t == "S" for t in titles)
    hermitage = next(r for r in rs.rules() if r.title == "Hermitage")
    assert "===S=== Any Apprentice in the Study may go. ===+=== Any Apprentice at a Shrine may sit." in hermitage.text
