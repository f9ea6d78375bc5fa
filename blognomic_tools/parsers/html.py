"""Ruleset from rendered HTML: the ``action=parse`` fragment or a whole page (index.php), with BeautifulSoup
(on the standard library's html.parser, parsers.soup).

Headings are ``<hN>`` elements, in either MediaWiki form: ``<h2><span class="mw-headline">Title</span>
<span class="mw-editsection">…</span></h2>`` (up to 1.42) or ``<div class="mw-heading mw-heading2">
<h2 id="…">Title</h2><span class="mw-editsection">…</span></div>`` (1.43+, the live wiki's 1.44).
The table of contents, edit links and the skin's furniture are skipped.
"""
from __future__ import annotations

import re

from bs4 import NavigableString, Tag

from ..models import Revision
from .blocks import DefList, Heading, ListBlock, ParsedPage, Para, TableBlock, clean
from .soup import make_soup

_SKIP_CLASSES = {"mw-editsection", "toc", "mw-references-wrap", "printfooter", "catlinks", "noprint", "mw-jump-link"}
_HEAD_RE = re.compile(r"^h([1-6])$")


def _skip(el: Tag) -> bool:
    classes = set(el.get("class") or [])
    return bool(classes & _SKIP_CLASSES) or el.get("id") in ("toc", "siteSub", "contentSub", "jump-to-nav") or el.name in (
        "style",
        "script",
    )


def _text(el) -> str:
    if isinstance(el, NavigableString):
        return str(el)
    parts = []
    for child in el.children:
        if isinstance(child, Tag):
            if _skip(child):
                continue
            if child.name == "br":
                parts.append("\n")
                continue
            if child.name in ("ul", "ol", "dl"):
                continue  # nested lists are items of their own
            parts.append(_text(child))
        elif type(child) is NavigableString:  # not comments, CDATA or doctype
            parts.append(str(child))
    return "".join(parts)


def _list_items(el: Tag, out: list[str], depths: list[int] | None = None, depth: int = 1) -> None:
    for li in el.find_all("li", recursive=False):
        t = clean(_text(li))
        if t:
            out.append(t)
            if depths is not None:
                depths.append(depth)
        for sub in li.find_all(["ul", "ol"], recursive=False):
            _list_items(sub, out, depths, depth + 1)


def _table(el: Tag) -> TableBlock:
    rows: list[list[str]] = []
    header = None
    caption = el.find("caption")
    for tr in el.find_all("tr"):
        if tr.find_parent("table") is not el:
            continue
        cells = tr.find_all(["td", "th"], recursive=False)
        values = [clean(_text(c)) for c in cells]
        if not values:
            continue
        if header is None and not rows and all(c.name == "th" for c in cells):
            header = values
        else:
            rows.append(values)
    return TableBlock(rows=rows, header=header, caption=clean(_text(caption)) if caption else None)


def _walk(el: Tag, blocks: list) -> None:
    for child in el.children:
        if isinstance(child, NavigableString):
            if type(child) is NavigableString and child.strip():
                blocks.append(Para(clean(str(child))))
            continue
        if not isinstance(child, Tag) or _skip(child):
            continue
        name = child.name
        m = _HEAD_RE.match(name)
        if m:
            headline = child.find(class_="mw-headline")
            title = clean(_text(headline if headline is not None else child))
            blocks.append(Heading(int(m.group(1)), title))
        elif name == "p":
            t = clean(_text(child))
            if t:
                blocks.append(Para(t))
        elif name in ("ul", "ol"):
            items: list[str] = []
            depths: list[int] = []
            _list_items(child, items, depths)
            if items:
                blocks.append(ListBlock(items, ordered=name == "ol", depths=depths))
        elif name == "dl":
            pairs: list[tuple[str, str]] = []
            for item in child.find_all(["dt", "dd"], recursive=False):
                t = clean(_text(item))
                if item.name == "dt":
                    pairs.append((t, ""))
                elif pairs and not pairs[-1][1]:
                    pairs[-1] = (pairs[-1][0], t)
                else:
                    pairs.append(("", t))
            if pairs:
                blocks.append(DefList(pairs))
        elif name == "table":
            blocks.append(_table(child))
        elif name in ("div", "section", "center", "blockquote"):
            classes = set(child.get("class") or [])
            if "thumb" in classes or "thumbinner" in classes:
                t = clean(_text(child))
                if t:
                    blocks.append(Para(t))
                continue
            _walk(child, blocks)
        elif name in ("figure",):
            t = clean(_text(child))
            if t:
                blocks.append(Para(t))
        elif name in ("pre",):
            blocks.append(Para(clean(child.get_text())))
        else:
            t = clean(_text(child))
            if t:
                blocks.append(Para(t))


_DIV_RE = re.compile(r"<(?:!--|script\b|style\b|(/?)div\b)", re.I)
_SKIP_END = {"<!--": re.compile(r"-->"), "<script": re.compile(r"</script\s*>", re.I), "<style": re.compile(r"</style\s*>", re.I)}
_DOC_END = re.compile(r"</html\s*>(?:\s|<!--.*?-->)*\Z", re.I | re.S)


def check_structure(html: str) -> tuple[str | None, bool]:
    """Is the page whole? Returns (what is left open, or None; whether the page shows its end).
    The HTML parser closes whatever is open, so this reads the raw text: the ``div.mw-parser-output``
    that holds the Ruleset must be closed (its section wrappers and tables are inside it), and a whole
    document (``<html>``) must end with ``</html>``."""
    head = html.lstrip()[:200].lower()
    whole_doc = head.startswith(("<!doctype", "<html"))
    closed = False
    start = html.find("mw-parser-output")
    if start >= 0:
        problem = _content_unclosed(html, html.rfind("<", 0, start))
        if problem:
            return problem, False
        closed = True
    if whole_doc:
        base = max(0, len(html) - 8192)
        k = html[base:].lower().rfind("</html")
        k = k + base if k >= 0 else k
        if k < 0 or not _DOC_END.match(html, k):
            return "the HTML document ends before </html>", False
        closed = True
    return None, closed


def _content_unclosed(html: str, start: int) -> str | None:
    depth, pos = 0, start
    while True:
        m = _DIV_RE.search(html, pos)
        if m is None:
            return "the page's content (div.mw-parser-output) is never closed (no </div>)"
        pos = m.end()
        tok = m.group(0).lower()
        if tok in _SKIP_END:
            end = _SKIP_END[tok].search(html, pos)
            if end is None:
                return f"a {tok}> opened in the page's content is never closed"
            pos = end.end()
        elif m.group(1):
            depth -= 1
            if depth == 0:
                return None
        else:
            depth += 1


def parse_html(html: str, title: str = "") -> ParsedPage:
    soup = make_soup(html, class_lists=True)
    root = soup.find(class_="mw-parser-output") or soup.body or soup
    page_title = title
    first = soup.find(id="firstHeading")
    if first is not None:
        page_title = clean(first.get_text())
    revision = None
    # a whole page carries its revision id in the JS config (wgRevisionId / wgCurRevisionId)
    m = re.search(r'"wgRevisionId":\s*(\d{1,15})\b', html)
    if m:
        revision = Revision(revid=int(m.group(1)), title=page_title or None)
    blocks: list = []
    _walk(root, blocks)
    unclosed, closed = check_structure(html)
    return ParsedPage(title=page_title, blocks=blocks, revision=revision, source_format="html", extra={"unclosed": unclosed, "closed": closed})
