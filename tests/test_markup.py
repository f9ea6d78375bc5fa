"""Text from the wiki and the blog quoted in the story posts is text, never markup: hostile edit summaries, user
names, proposal titles, admin notes, Virtual Actions and gamestate values put through the real Herald and Fortnight
rendering, the wikitext read by the local MediaWiki's own parser (no category, template, link, image, section, tag
or page property appears that the tools did not write, and every text shows exactly as given), the HTML read by an
HTML parser (no element or attribute the tools did not write, http(s) links only); and the escapes' properties."""
from __future__ import annotations

import html
import json
import re
import unicodedata
import urllib.parse
import urllib.request
from datetime import datetime, timezone
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blognomic_tools.dynasties.castles.engine import FortnightReport, Resolution, VirtualAction, WaveResult
from blognomic_tools.herald import Edit, Story, changes_story, fortnight_story
from blognomic_tools.markup import html_text, wiki_external_link, wiki_link, wiki_target, wiki_text, wiki_url
from blognomic_tools.models import Post
from clirun import blognomic
from conftest import FIX, ROOT

LONG = "[[Category:Injected]]{{Injected}} https://evil.example ~~~~ __NOTOC__ <b>x</b> ISBN 0-123-45678-9 " * 1200  # ~100 kB

HOSTILE = [
    "</now</nowiki>iki>[[Category:Injected]]{{Injected}}[http://evil.example x]",
    "</NOWIKI>[[Category:Injected]] {{Injected}} [http://evil.example x]",
    "[[Category:Injected]]", "{{Injected}}", "{{#if:1|[[Category:Injected]]}}", "{{subst:Injected}} {{{1}}}",
    "[http://evil.example x]", "[//evil.example x]", "bare https://evil.example, ftp://evil.example and mailto:evil@evil.example", "mailto:\nx", "news: ? mailto: ",
    "[[Injected page]] [[File:Evil.png]] [[Image:Evil.png|thumb]] [[Media:Evil.png]] [[:Category:Injected]]",
    "[[en:Injected]] [[wikipedia:Injected]]",
    "__NOTOC__ __FORCETOC__ __NOINDEX__ __NOEDITSECTION__ ___TOC___", "~~~~ ~~~ ~~~~~ ~~~~~~",
    "<script>alert(1)</script>", "<ref>x</ref><references/>", "<!-- hidden -->", "<nowiki>a</nowiki><pre>b</pre>",
    "<div style=\"display:none\">c</div><span onmouseover=\"alert(1)\">d</span>", "<gallery>File:Evil.png</gallery>",
    "----", "* item", "# item", ": indent", "; term : definition", "= Injected =", "== Injected ==", "*#:;= x", "!x", "|x",
    "ISBN 0-123-45678-9", "ISBN\u00a00-123-45678-9", "RFC 1234 and PMID 1234", "RFC\t1234",
    "line one\n== Injected ==\n* item\n[[Category:Injected]]\n\n---- ", "a\r\nb\rc\n\n\nd", " leading space\n x",
    "&lt;b&gt; &amp;amp; &#91;&#91;Category:Injected&#93;&#93; &nbsp; &#x7B;&#x7B;Injected&#x7D;&#x7D;",
    "ünïcödé ☃ 𝄞 Ⅻ e\u0301 \u212b \u1100\u1161 \u200f\u202erlo \u00a0nbsp\u00a0", "  spaces at the ends  ", "\ttabs\t",
    "'''bold''' ''italic'' Kevan's", "Quoi ? Oui ! 50 % « guillemets » ‹ x › a : b ; c", "-{zh-hans:x}-", "{| class=wikitable\n| x\n|}", "| cell || cell",
    "Special:Diff/1]] [[Category:Injected", "javascript:alert(1)", "%5B%5BCategory:Injected%5D%5D", LONG,
]
BLOG = "https://www.blognomic.com/archive/"
# what the properties draw from: the characters and words that start markup, and any character
MARKUP = list("\"&'<=>[]{|}~;:_-#*!/ \t\n\r\u00a0\u0301\u0338") + ["ISBN ", "RFC ", "PMID ", "http", "mailto", "</nowiki>", "----", "__", "~~~", "&#91;"]
TEXTS = st.lists(st.sampled_from(MARKUP) | st.characters(), max_size=40).map("".join) | st.text()


def shown(text: str) -> str:
    """What a page shows for `text`: line breaks as LF (as HTML reads CR LF and CR), no character a page cannot
    hold (U+FFFD in its place)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return re.sub(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]", "\ufffd", text)


def herald_story() -> Story:
    """The Herald of changes, every text in it from the hostile list: users, summaries, changes, titles, notes."""
    at = datetime(2024, 3, 1, 12, tzinfo=timezone.utc)
    urls = [f"{BLOG}{i}" for i in range(4)] + ["javascript:alert(1)", "https://evil.example/a b]] [[Category:Injected",
                                               "Special:Diff/1]] [[Category:Injected", "http://[::1]/x''y~~~~z__NOTOC__"]
    posts = [Post(url=urls[i % len(urls)], slug=str(i), kind="proposal", title=h, subject=h, tags=[], author=h, posted_at=at,
                  status="enacted", admin_note=h if i % 3 else None, adminned_at=at) for i, h in enumerate(HOSTILE)]
    edits = [Edit(100 + i, HOSTILE[-1 - i], "2024-03-01T12:00:00Z", h, [h, HOSTILE[i // 2]]) for i, h in enumerate(HOSTILE)]
    return changes_story("Herald: </nowiki>[[Category:Injected]]", "http://127.0.0.1:8080/", edits, HOSTILE, 5, 7, posts)


def fortnight_herald() -> Story:
    va = VirtualAction("Kevan", "build", {})
    rep = FortnightReport(resolutions=[Resolution(va, i % 2 == 0, h) for i, h in enumerate(HOSTILE)], task_lines=HOSTILE,
                          wave=HOSTILE[:3], wave_results=[WaveResult(h, 5, -1, []) for h in HOSTILE], serf_lines=HOSTILE,
                          roll=3, target=17, new_wave=HOSTILE, wave_note=HOSTILE[0])
    return fortnight_story("Herald: 01/03/2024", rep, HOSTILE, diff="Special:Diff/41/42", wiki_base="http://127.0.0.1:8080/")


def skeleton(story: Story) -> Story:
    """The same post with a plain word for every text (the links kept): what the tools write, nothing quoted."""
    return Story("T", [(f"H{i}", [(f"L{i}x{j}", link) for j, (_, link) in enumerate(lines)]) for i, (_, lines) in enumerate(story.sections)],
                 story.wiki_base)


def expected_texts(story: Story) -> list[str]:
    out = [story.title]
    for heading, lines in story.sections:
        out.append(heading)
        out += [text for text, _ in lines]
    return [shown(t) for t in out]


class Shape(HTMLParser):
    """An HTML page as elements (tag and attribute names, in order), links (href values), and the text of each
    text holder (the title, a heading, a list item) in order; a table of contents counts as elements only."""

    HOLDERS = {"li", "b", "strong", "h4"}

    def __init__(self, html_text_: str):
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, tuple[str, ...]]] = []
        self.hrefs: list[str] = []
        self.attrs: list[dict] = []
        self.texts: list[str] = []
        self._open: list[tuple[str, int | None]] = []  # (tag, index in texts or None)
        self._toc = 0
        self.feed(html_text_)
        self.close()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "span" and "mw-headline" in (a.get("class") or "") and self.elements[-1:] == [("span", ("id",))]:
            self.elements.pop()  # MediaWiki's anchor for old links to a heading with punctuation: not the text's doing
            self.attrs.pop()
        if tag == "li" and a.get("class") == "mw-empty-elt":
            del a["class"]  # how MediaWiki marks an empty list item (an empty text)
        self.elements.append((tag, tuple(sorted(a))))
        self.attrs.append(a)
        if "href" in a:
            self.hrefs.append(a["href"])
        if tag == "div" and a.get("id") == "toc" or self._toc:
            self._toc += tag == "div"
        holder = not self._toc and (tag in self.HOLDERS or tag == "span" and "mw-headline" in (a.get("class") or ""))
        if holder:
            self.texts.append("")
        if tag not in ("br", "img", "meta", "link", "hr", "input"):
            self._open.append((tag, len(self.texts) - 1 if holder else None))

    def handle_endtag(self, tag):
        while self._open:
            t, _ = self._open.pop()
            if t == tag:
                break
        if tag == "div" and self._toc:
            self._toc -= 1

    def handle_data(self, data):
        for _, i in reversed(self._open):
            if i is not None:
                self.texts[i] += data
                return


def mw_parse(url: str, text: str) -> dict:
    """The local MediaWiki's parse of `text` as a page saved (pre-save transform: signatures and subst: too)."""
    data = urllib.parse.urlencode({
        "action": "parse", "format": "json", "formatversion": 2, "contentmodel": "wikitext", "title": "Herald", "pst": 1,
        "prop": "text|categories|templates|externallinks|links|images|sections|iwlinks|langlinks|properties|parsewarnings",
        "disablelimitreport": 1, "text": text}).encode()
    with urllib.request.urlopen(url + "api.php", data, timeout=120) as r:
        return json.loads(r.read())["parse"]


@pytest.fixture
def magic_links(mediawiki):
    """ISBN, RFC and PMID magic links switched on for the test (MediaWiki 1.39 ships them off; a wiki may turn them on)."""
    settings_file = mediawiki["local"].settings
    before = settings_file.read_text()
    settings_file.write_text(before + "\n$wgEnableMagicLinks = [ 'ISBN' => true, 'PMID' => true, 'RFC' => true ];\n")
    try:
        yield mediawiki
    finally:
        settings_file.write_text(before)


def assert_wikitext_quotes_only_text(url: str, story: Story, wikitext: str) -> None:
    got, plain = mw_parse(url, wikitext), mw_parse(url, skeleton(story).wikitext())
    for prop in ("categories", "templates", "links", "images", "iwlinks", "langlinks", "properties"):
        assert got[prop] == plain[prop] == ([] if prop != "properties" else {}), (prop, got[prop])
    assert got["externallinks"] == plain["externallinks"], got["externallinks"][:5]
    assert [html.unescape(re.sub(r"<[^>]*>", "", s["line"])) for s in got["sections"]] == [shown(h) for h, _ in story.sections]
    page, base = Shape(got["text"]), Shape(plain["text"])
    assert page.elements == base.elements  # no element and no attribute the tools did not write
    assert [h for h in page.hrefs if not h.startswith("#")] == [h for h in base.hrefs if not h.startswith("#")]
    # the round trip: every text shows exactly as given (the "Nothing." of an empty section is the tools' own)
    assert page.texts == expected_texts(story)


# -- the real MediaWiki parser --------------------------------------------------------------------------------------

def test_hostile_texts_in_the_herald_are_shown_as_text_by_mediawiki(magic_links):
    story = herald_story()
    assert_wikitext_quotes_only_text(magic_links["url"], story, story.wikitext())


def test_hostile_texts_in_the_fortnight_herald_are_shown_as_text_by_mediawiki(magic_links):
    story = fortnight_herald()
    assert_wikitext_quotes_only_text(magic_links["url"], story, story.wikitext())


def test_the_links_the_tools_write_are_kept(mediawiki):
    story = herald_story()
    got = mw_parse(mediawiki["url"], story.wikitext())
    # the blog's posts (the hostile URL percent-encoded, not cut short), no link for what is not http(s)
    assert got["externallinks"] == [f"{BLOG}{i}" for i in range(4)] + ["https://evil.example/a%20b%5D%5D%20%5B%5BCategory:Injected",
                                                                       "http://[::1]/x''y~~~~z__NOTOC__"]
    assert {h.split("Special:")[-1] for h in Shape(got["text"]).hrefs if "Special:Diff" in h} == {"Diff/5/7"} | {f"Diff/{100 + i}" for i in range(len(HOSTILE))}


@pytest.mark.parametrize("text", ["", " ", "a\u0301", "'", "''"])
def test_edge_texts_in_every_place(mediawiki, text):
    story = Story(text or "T", [(text or "H", [(text, None), (text, "Special:Diff/3"), (text, BLOG + "1")])])
    assert_wikitext_quotes_only_text(mediawiki["url"], story, story.wikitext())


@settings(max_examples=25, deadline=None)
@given(st.lists(st.lists(st.sampled_from(MARKUP + list("abc09?%!«»›")) | st.characters(), max_size=30).map("".join), min_size=30, max_size=30))
def test_any_text_in_any_place_is_shown_as_given_by_mediawiki(mediawiki_server, texts):
    """Thirty texts at a time (one parse), each as a title, a heading, a line, a wiki link's and a URL's label."""
    kinds = (None, "Special:Diff/3", BLOG + "1")
    story = Story("T" + texts[0], [("H" + texts[1], [(t, kinds[i % 3]) for i, t in enumerate(texts)])], "http://wiki.example/")
    assert_wikitext_quotes_only_text(mediawiki_server["url"], story, story.wikitext())


@pytest.fixture
def gartenberg(wiki_env, mediawiki):
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.saving import write_page
    from blognomic_tools.sources.wiki import Wiki, WikiSettings

    w = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
    text = (ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki").read_text()
    base = write_page(w, "Gartenberg", lambda _: text, "Gartenberg as recorded", yes=True, create=True).new_revid
    return w, base


SUMMARY = "</now</nowiki>iki>[[Category:Injected]] </NOWIKI>{{Injected}} [http://evil.example x] https://evil.example __NOTOC__ ~~~~ <script>x</script> ISBN 0-123-45678-9"


def test_herald_command_quotes_a_hostile_edit_summary(wiki_env, gartenberg, blog_server, tmp_path):
    from blognomic_tools.saving import write_page

    w, base = gartenberg
    write_page(w, "Gartenberg", lambda t: t.replace("| Raven1207 || 2 ||", "| Raven1207 || 3 ||"), SUMMARY, yes=True)
    rs = str(FIX / "ruleset-2024-02-24.wiki")
    out = tmp_path / "herald.wiki"
    r = blognomic("herald", "--page", "Gartenberg", "--since-rev", str(base), "--until", "2099-01-01T00:00:00Z", "--ruleset", rs,
                        "--blog", blog_server.url, "--format", "wiki", "--out", str(out), "--json", env=wiki_env)
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    story = Story(data["story"]["title"], [(s["heading"], [(x["text"], x["link"]) for x in s["lines"]]) for s in data["story"]["sections"]])
    assert any(SUMMARY in text for _, lines in story.sections for text, _ in lines)
    assert_wikitext_quotes_only_text(w.where, story, out.read_text())


def test_fortnight_command_quotes_a_hostile_virtual_action(wiki_env, gartenberg, tmp_path):
    w, _ = gartenberg
    hostile = "</now</nowiki>iki>[[Category:Injected]]{{Injected}}[http://evil.example x] __NOTOC__ ~~~~"
    actions = tmp_path / "vas.json"
    actions.write_text(json.dumps([{"from": "Brendan", "at": "2024-02-26T10:00:00Z", "action": "upgrade", "structure": hostile},
                                   {"from": "pokes", "at": "2024-02-26T11:00:00Z", "action": "build", "structure": hostile + "\n----"}]))
    rs = str(FIX / "ruleset-2024-02-24.wiki")
    for fmt in ("wiki", "html"):
        out = tmp_path / f"herald.{fmt}"
        r = blognomic("fortnight", "--actions", str(actions), "--roll", "3", "--page", "Gartenberg", "--date", "2024-03-01T12:00:00Z",
                            "--ruleset", rs, "--format", fmt, "--out", str(out), "--json", env=wiki_env)
        assert r.returncode == 0, r.stderr
        data = json.loads(r.stdout)
        failed = ["✗ failed: " + a["text"] for a in data["virtual_actions"]]
        assert all(hostile in t for t in failed)
        if fmt == "wiki":
            got = mw_parse(w.where, out.read_text())
            assert (got["categories"], got["templates"], got["externallinks"], got["properties"]) == ([], [], [], {})
            texts = Shape(got["text"]).texts
        else:
            page = Shape(out.read_text())
            assert {t for t, _ in page.elements} <= {"p", "strong", "h4", "ul", "li", "a", "em"}
            texts = page.texts
        assert texts[2:4] == [shown(t) for t in failed]  # the title, the heading, then the two actions as given


# -- the HTML format ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("make", [herald_story, fortnight_herald])
def test_hostile_texts_in_the_html_post_are_text_and_links_are_http(make):
    story = make()
    page, base = Shape(story.html()), Shape(skeleton(story).html())
    assert page.elements == base.elements and {t for t, _ in page.elements} <= {"p", "strong", "h4", "ul", "li", "a", "em"}
    assert {a for _, attrs in page.elements for a in attrs} <= {"href"}
    assert page.hrefs == base.hrefs and all(h.startswith(("http://", "https://")) for h in page.hrefs)
    assert page.texts == expected_texts(story)


def test_html_links_only_for_http_urls():
    for bad in ("javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "data:text/html,<script>x</script>", "vbscript:x",
                "//evil.example/", "http://", "Special:Diff/1"):
        story = Story("T", [("H", [("x", bad)])])
        assert "href" not in story.html(), bad
    story = Story("T", [("H", [("x", 'https://blog.example/a"><script>x</script>'), ("y", "Special:Diff/1/2?x\"<")])], "http://wiki.example/")
    page = Shape(story.html())
    assert page.hrefs == ['https://blog.example/a"><script>x</script>', "http://wiki.example/index.php?title=Special:Diff/1/2%3Fx%22%3C"]
    assert [t for t, _ in page.elements] == ["p", "strong", "h4", "ul", "li", "a", "li", "a"]


# -- the escapes' properties ----------------------------------------------------------------------------------------

REF = re.compile(r"&#[0-9]+;")
NEUTRAL = "\x01"  # a character reference, as the parser sees it: one character that starts and ends no markup


@settings(max_examples=500)
@given(TEXTS)
def test_wiki_text_holds_no_markup_and_decodes_to_the_text(text):
    out = wiki_text(text)
    raw = REF.sub(NEUTRAL, out)  # what the parser reads as markup
    assert not set(raw) & set("\"&'<=>[]{|}~;\n\r"), out
    assert "__" not in raw and not re.search(r"[^\W\d_]:(?!\s)", raw) and not re.search(r"ISBN|RFC|PMID", raw)
    assert out[:1] not in tuple("#*:-! \t") and out[-1:] not in (" ", "\t")
    assert all(unicodedata.is_normalized("NFC", c + out) for c in "=<a ")  # MediaWiki stores NFC: nothing of it may change
    # each reference is one MediaWiki keeps (Sanitizer::validateCodepoint), else it would show "&#133;"
    assert all(n in (9, 10) or 32 <= n <= 0x7E or 0xA0 <= n <= 0xD7FF or 0xE000 <= n <= 0xFFFD or 0x10000 <= n <= 0x10FFFF
               for n in map(int, re.findall(r"&#([0-9]+);", out)))
    assert html.unescape(out) == shown(text)  # every character reference is one of the text's characters


@settings(max_examples=300)
@given(TEXTS)
def test_html_text_is_one_text_node_and_one_attribute(text):
    page = Shape(f'<p title="{html_text(text)}"><b>{html_text(text)}</b></p>')
    assert page.elements == [("p", ("title",)), ("b", ())] and page.texts == [shown(text)]
    assert page.attrs == [{"title": shown(text)}, {}]


@settings(max_examples=300)
@given(TEXTS)
def test_wiki_url_keeps_the_url_whole_and_the_same(path):
    url = "https://blog.example/" + path
    out = wiki_url(url)
    raw = REF.sub(NEUTRAL, out)
    assert not re.search(r"[\s\[\]<>\"{}|'~\x00\x02-\x1f\x7f]", raw) and "__" not in raw
    assert urllib.parse.unquote(html.unescape(out), errors="replace") == urllib.parse.unquote(url, errors="replace")


def test_wiki_url_and_target_refuse_what_is_not_a_link():
    assert [wiki_url(u) for u in ("javascript:alert(1)", "http://", "//evil.example/", "ftp://x/", " http://x/")] == [None] * 5
    assert wiki_url("HTTPS://x/a b") == "HTTPS://x/a%20b" and wiki_url("http://[::1]:8080/_~") == "http://[::1]:8080/_&#126;"
    assert [wiki_target(t) for t in ("Special:Diff/1]] [[Category:X", "A|B", "{{X}}", "x__NOTOC__", "~~~~", ":Category:X", "../x", "a%5B", "a&amp;b", "")] \
        == [None] * 10
    assert wiki_target("Special:Diff/41/42") == ":Special:Diff/41/42"
    assert wiki_link("Category:X", "y") == "[[:Category:X|y]]" and wiki_link("A|B", "[[y]]") == "&#91;&#91;y&#93;&#93;"
    assert wiki_external_link("javascript:alert(1)", "y") == "y" and wiki_external_link("https://x/", "") == "[https://x/ <nowiki/>]"


def test_wiki_text_reads_as_mediawikis_own_escape():
    # wfEscapeWikiText's replacements (MediaWiki 1.39, includes/GlobalFunctions.php), as they apply inside a line
    assert wiki_text("\"&'<=>[]{|};") == "&#34;&#38;&#39;&#60;&#61;&#62;&#91;&#93;&#123;&#124;&#125;&#59;"
    assert wiki_text("a__b https://x mailto:y ~~~~") == "a&#95;_b https&#58;//x mailto&#58;y &#126;&#126;&#126;&#126;"
    assert wiki_text("#x") == "&#35;x" and wiki_text("----") == "&#45;---" and wiki_text("a\nb") == "a&#10;b"
    assert wiki_text("Kevan: 6 → 10 at 12:00") == "Kevan: 6 → 10 at 12:00"  # plain text stays readable
