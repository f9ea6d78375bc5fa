"""A page's sections as MediaWiki numbers them (parsers.sections): what the edit box shows for ``section=N`` and the
page a section edit saves, compared with what the real local MediaWiki shows and saves for the same pages."""
from __future__ import annotations

from pathlib import Path

import pytest

from blognomic_tools.parsers.sections import SectionError, headings, replace_section, section_text, section_value
from clirun import blognomic

ROOT = Path(__file__).resolve().parents[1]
GARTENBERG = ROOT / "fixtures" / "wiki" / "Gartenberg"

# pages whose numbering a naive reading gets wrong: headings in HTML, in a table, in a template's braces, in
# comments and nowiki, of every level, '=' alone, a trailing comment, braces never closed
PAGES = {
    "gamestate": (GARTENBERG / "02.wiki").read_text(),
    "levels": "lead\n\n== A ==\na\n=== A1 ===\na1\n\n==== A11 ====\nx\n== B ==\nb\n= C =\nc\n====== F ======\nf\n",
    "div": "a\n<div>\n== x ==\nb\n</div>\n== y ==\nc",
    "table": "{|\n|-\n|\n== x ==\n|}\n== y ==\nz",
    "template": "{{t|\n== x ==\n}}\n== y ==\nz\n{{{a|\n== w ==\n}}}\n=== v ===\nv",
    "hidden": "<!--\n== no ==\n-->\n== y == <!-- c -->  \ny\n<nowiki>\n== no ==\n</nowiki>\n<pre>\n== no ==\n</pre>\n== z ==\nz",
    "equals": "top\n=====\nfive\n==\ntwo\n==a\n=a=\none\n=======\nseven\n== b ===\nb",
    "unclosed": "top {{not closed\n== x ==\nx\n== y ==\ny",
    "no headings": "just text\n\nand more",
}


def test_headings_are_numbered_as_mediawiki_numbers_them():
    hs = headings(PAGES["template"])
    assert [(h.index, h.level, h.root) for h in hs] == [(1, 2, False), (2, 2, True), (3, 2, False), (4, 3, True)]
    assert [(h.index, h.level) for h in headings(PAGES["equals"])] == [(1, 2), (2, 1), (3, 2), (4, 2)]
    assert [h.root for h in headings(PAGES["unclosed"])] == [True, True]


def test_a_section_edit_is_the_page_with_that_section_replaced():
    page = PAGES["gamestate"]
    edited = (GARTENBERG / "03.wiki").read_text()
    box = section_text(edited, 1)
    assert box.startswith("== Vassals ==") and "== Tasks ==" not in box
    assert replace_section(page, 1, box + "\n") == edited.rstrip()
    assert replace_section(page, "new", "body", title="Notes") == page.rstrip() + "\n\n== Notes ==\n\nbody"


@pytest.mark.parametrize("value, want", [("0", 0), ("12", 12), (" new ", "new"), (3, 3)])
def test_section_values(value, want):
    assert section_value(value) == want


@pytest.mark.parametrize("value, says", [("T-1", "transcludes"), ("x", "not a section number"), ("-1", "not a section number")])
def test_a_bad_section_value_is_one_error(value, says):
    with pytest.raises(SectionError, match=says):
        section_value(value)


def test_a_section_the_page_does_not_have_is_one_error():
    with pytest.raises(SectionError, match="Gartenberg has no section 9 .3 headings."):
        section_text(PAGES["gamestate"], 9, "Gartenberg")
    with pytest.raises(SectionError, match="no section 1 .its headings are numbered 1 to 4"):
        section_text(PAGES["template"], 1)  # the heading inside the template's braces


def _wiki_section(site, title: str, n: int) -> str | None:
    from mwclient.errors import APIError

    try:
        r = site.api("query", prop="revisions", titles=title, rvprop="content", rvslots="main", rvsection=n, formatversion=2)
    except APIError:
        return None
    rev = r["query"]["pages"][0].get("revisions", [{}])[0]
    return rev.get("slots", {}).get("main", {}).get("content")


def test_sections_read_and_saved_as_the_real_mediawiki_does(mediawiki):
    site = mediawiki["site"]
    for name, text in PAGES.items():
        title = f"Sections {name}"
        site.pages[title].edit(text, summary="the page")
        stored = site.pages[title].text(cache=False)
        count = len(headings(stored))
        for n in range(count + 2):
            shown = _wiki_section(site, title, n)
            try:
                mine = section_text(stored, n)
            except SectionError:
                mine = None
            assert mine == shown, (name, n)
            if shown is None:
                continue
            for box in (shown + "\nAN EDIT\n\n\n", "", "== New ==\nnew"):
                site.pages[title].edit(stored, summary="back")
                site.api("edit", title=title, section=n, text=box, token=site.get_token("csrf"))
                saved = site.pages[title].text(cache=False)
                assert replace_section(stored, n, box) == saved, (name, n, box)
            site.pages[title].edit(stored, summary="back")
        site.pages[title].edit(stored, summary="back")
        site.api("edit", title=title, section="new", sectiontitle="Added", text="the body\n", token=site.get_token("csrf"))
        assert replace_section(stored, "new", "the body\n", title="Added") == site.pages[title].text(cache=False), name


def test_validate_section_and_base_rev_on_the_wiki(wiki_env, mediawiki, tmp_path):
    import json

    site = mediawiki["site"]
    site.pages["Gartenberg"].edit((GARTENBERG / "02.wiki").read_text(), summary="the gamestate")
    base = max(r["revid"] for r in site.pages["Gartenberg"].revisions(prop="ids"))
    box = tmp_path / "box.wiki"
    box.write_text(section_text((GARTENBERG / "03.wiki").read_text(), 1))
    rs = ("--ruleset", str(ROOT / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki"))

    def run(*args):
        return blognomic("validate", *args, *rs, env=wiki_env)

    r = run("--page", "Gartenberg", "--new", str(box), "--section", "1", "--base-rev", str(base), "--json")
    assert r.returncode == 0, r.stdout + r.stderr
    assert json.loads(r.stdout)["opened"] == {"base": base, "opened": base, "section": 1, "reverted": [], "since": []}
    for args, says in ((("--section", "9"), "Gartenberg has no section 9 (3 headings)"),
                       (("--section", "T-2"), "transcludes"),
                       (("--base-rev", "1"), "revision 1 belongs to"),
                       (("--old", str(box), "--section", "1"), "--base-rev and --section go with --page PAGE --new FILE")):
        r = run("--page", "Gartenberg", "--new", str(box), *args)
        assert r.returncode == 2 and says in r.stderr and len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr, (args, r.stderr)
