"""Ruleset from wikitext (what the wiki API returns), with mwparserfromhell.

The page is parsed once. Section wrapper ``<div>``s are descended into; every node gets its offset
in the raw text, so each rule keeps the exact span of its wikitext (heading line to the next heading
of the same or a higher level) and of its body. An edit that replaces one span leaves every other
byte of the page identical.
"""
from __future__ import annotations

import re

import mwparserfromhell
from mwparserfromhell.nodes import Comment, Heading as MwHeading, Tag, Template, Text, Wikilink
from mwparserfromhell.wikicode import Wikicode

from .blocks import Boundary, DefList, Heading, ListBlock, ParsedPage, Para, TableBlock, clean

_FILE_RE = re.compile(r"^\s*(?:File|Image)\s*:", re.I)


def _is_div(n) -> bool:
    # a tag written as wiki markup (bold, *, ;, |) is never a div: asked first, it spares reading the tag name of every list item
    return isinstance(n, Tag) and not n.wiki_markup and n.tag.lower() == "div" and n.contents is not None


def _has_heading(code: Wikicode) -> bool:
    return any(isinstance(n, MwHeading) for n in code.nodes) or any(_is_div(n) and _has_heading(n.contents) for n in code.nodes)


def _flatten(code: Wikicode, base: int, out: list) -> None:
    """Nodes in document order, wrapper divs holding headings opened up; Text nodes become the
    plain strings of their lines. Offsets are not computed here (only headings and section ends
    need them, see _place_headings), which keeps this pass cheap."""
    for node in code.nodes:
        if type(node) is Text:
            v = node.value
            if "\n" in v:
                parts = v.split("\n")
                lines = ["\n"] * (2 * len(parts) - 1)  # each line, a "\n" between two (built whole: no generator per piece)
                lines[::2] = parts
                out.extend(lines)
                if not v.endswith("\n") and out and out[-1] == "":
                    out.pop()
            else:
                out.append(v)
        elif _is_div(node) and _has_heading(node.contents):
            _flatten(node.contents, 0, out)
            out.append(Boundary(-1))
        else:
            out.append(node)


def _heading_div(node) -> bool:
    return _is_div(node) and _has_heading(node.contents)


def _section_ends(code: Wikicode, base: int, out: list[int], text: str | None = None) -> None:
    """Offsets of the closing tags of the heading-holding divs, in document order. With the raw ``text``,
    each wrapper's contents are rendered once and found in it (the page's nodes are not rendered twice)."""
    pos = base
    for node in code.nodes:
        if type(node) is Text:
            pos += len(node.value)
            continue
        if _heading_div(node):
            inner = str(node.contents)
            k = text.find(inner, pos) if text is not None and inner else -1
            if k < 0:
                s = str(node)
                k = pos + (s.find(inner) if inner else len(s))
                after = pos + len(s)
            else:
                close = text.find(">", k + len(inner))
                after = close + 1 if close >= 0 else len(text)
            if any(_heading_div(n) for n in node.contents.nodes):
                _section_ends(node.contents, k, out, text)
            out.append(k + len(inner))
            pos = after
            continue
        pos += len(str(node))


def _strip(nodes: list) -> str:
    parts = []
    for node in nodes:
        if type(node) is str:
            parts.append(node)
        elif isinstance(node, Text):
            parts.append(node.value)
        elif isinstance(node, Wikilink) and _FILE_RE.match(str(node.title)):
            parts.append(_FILE_RE.sub("", str(node.title)).strip())  # the render shows the file name
        elif isinstance(node, Tag) and node.tag.lower() == "nowiki":
            parts.append(str(node.contents))
        elif isinstance(node, Tag) and node.tag.lower() == "br":
            parts.append("\n")  # a line break, as the wiki renders it (and as parsers.html reads it)
        elif isinstance(node, (Comment, Template)):
            continue
        else:
            stripped = node.__strip__(normalize=True, collapse=True, keep_template_params=False)
            if stripped:
                parts.append(str(stripped))
    return clean("".join(parts))


def _cells(row_nodes) -> tuple[list[str], bool]:
    cells, header = [], False
    for node in row_nodes:
        if isinstance(node, Tag) and node.tag.lower() in ("td", "th"):
            cells.append(_strip(node.contents.nodes) if node.contents is not None else "")
            header = header or node.tag.lower() == "th"
    return cells, header


def _split_caption(cells: list[str]) -> tuple[str | None, list[str]]:
    """mwparserfromhell reads ``|+ caption`` as a cell starting with '+'."""
    if cells and cells[0].startswith("+"):
        return cells[0][1:].strip(), cells[1:]
    return None, cells


def _table(tag: Tag) -> TableBlock:
    rows: list[list[str]] = []
    header: list[str] | None = None
    caption = None
    loose: list = []  # cells before the first |- belong to an implicit first row
    for node in tag.contents.nodes:
        if isinstance(node, Tag) and node.tag.lower() == "caption":
            caption = _strip(node.contents.nodes)
        elif isinstance(node, Tag) and node.tag.lower() in ("td", "th"):
            loose.append(node)
        elif isinstance(node, Tag) and node.tag.lower() == "tr":
            if loose:
                cells, is_h = _cells(loose)
                if not rows and header is None and caption is None:
                    caption, cells = _split_caption(cells)
                if is_h and header is None and not rows and cells:
                    header = cells
                elif cells:
                    rows.append(cells)
                loose = []
            cells, is_h = _cells(node.contents.nodes)
            if not cells:
                continue
            if is_h and header is None and not rows:
                header = cells
            else:
                rows.append(cells)
    if loose:
        cells, is_h = _cells(loose)
        if not rows and header is None and caption is None:
            caption, cells = _split_caption(cells)
        if is_h and header is None and not rows:
            header = cells
        else:
            rows.append(cells)
    return TableBlock(rows=rows, header=header, caption=caption)


_STRUCT_RE = re.compile(r"[<{|](?:(?<=<)(?:!--|nowiki\b[^>]*>|(/?)div\b[^>]*>)|(?<=\{)\||(?<=\|)\})", re.I)
_NOWIKI_END = re.compile(r"</nowiki\s*>", re.I)


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def check_structure(text: str, sections: list[tuple[int, str]]) -> tuple[str | None, bool]:
    """Is the page's own structure whole? Returns (what is left open, or None; whether the page shows its
    end): every section wrapper ``<div>`` and every ``{|`` table must be closed, and the last section
    must sit inside a closed wrapper. Comments and ``<nowiki>`` are skipped. A cut page leaves the
    wrapper of the section it stops in open (mwparserfromhell then reads the ``<div>`` as text).
    ``sections`` are the (offset, title) of the level-1 headings, in order."""
    divs: list[int] = []  # offsets of the open <div>s
    tables: list[int] = []
    wrapped: list[tuple[int, int]] = []  # outermost <div> ... </div> pairs
    pos = 0
    while True:
        m = _STRUCT_RE.search(text, pos)
        if m is None:
            break
        tok = m.group(0)
        pos = m.end()
        if tok == "<!--":
            end = text.find("-->", pos)
            if end < 0:
                return f"a comment (<!--) opened at line {_line(text, m.start())} is never closed", False
            pos = end + 3
        elif tok[:7].lower() == "<nowiki":
            if not tok.endswith("/>"):
                end = _NOWIKI_END.search(text, pos)
                if end is None:
                    return f"a <nowiki> opened at line {_line(text, m.start())} is never closed", False
                pos = end.end()
        elif tok in ("{|", "|}"):
            if text[text.rfind("\n", 0, m.start()) + 1 : m.start()].strip(" \t"):
                continue  # table markup counts only at the start of a line
            if tok == "{|":
                tables.append(m.start())
            elif tables:
                tables.pop()
        elif m.group(1) == "/":
            if divs:
                start = divs.pop()
                if not divs:
                    wrapped.append((start, m.end()))
        else:
            divs.append(m.start())
    if divs:
        o = divs[0]
        nxt = next((t for at, t in sections if at > o), None)
        if nxt is not None:
            return f"the section '{nxt}' opened at line {_line(text, o)} is never closed (no </div>)", False
        return f"the <div> opened at line {_line(text, o)} is never closed", False
    if tables:
        return f"the table opened at line {_line(text, tables[0])} is never closed (no |}})", False
    closed = bool(sections) and any(a < sections[-1][0] < b for a, b in wrapped)
    return None, closed


MAX_LIST_DEPTH = 16  # list markers read at a line's start; the Rulesets of 2003-2024 nest four deep at most
_DEEP_LIST = re.compile(r"^([*#:;]{%d})([*#:;]+)" % MAX_LIST_DEPTH, re.M)
# the same lines found fast: a pattern that starts with a literal newline is scanned for it, where one that starts
# with ^ is tried at every character of the page (a tenth of a millisecond against half of one, on every read)
_ANY_DEEP = re.compile(r"\n[*#:;]{%d}" % (MAX_LIST_DEPTH + 1))


def _shallow(text: str) -> tuple[str, list[int]]:
    """`text` with the list markers past MAX_LIST_DEPTH at each line's start blanked (the same length: every offset
    stays that of `text`), and the line of each (the first only; 0 for the others). mwparserfromhell makes a node of every marker, so a
    list nested hundreds deep line after line cost seconds; its items are read at depth MAX_LIST_DEPTH."""
    lines: list[int] = []

    def blank(m: re.Match) -> str:
        lines.append(0 if lines else text.count("\n", 0, m.start()) + 1)
        return m.group(1) + " " * len(m.group(2))

    if not _ANY_DEEP.search(text) and not _DEEP_LIST.match(text):
        return text, []
    return _DEEP_LIST.sub(blank, text), lines


def _list_block(list_items: list[tuple[str, list]]) -> DefList | ListBlock:
    """The list read from its items' (marker, nodes): a definition list when every marker is ; or :, else a list."""
    dl = [(m, _strip(n)) for m, n in list_items]
    if all(m[-1] in ";:" for m, _ in dl):
        pairs: list[tuple[str, str]] = []
        for m, t in dl:
            if m[-1] == ";":
                pairs.append((t, ""))
            elif pairs and not pairs[-1][1]:
                pairs[-1] = (pairs[-1][0], t)
            else:
                pairs.append(("", t))
        return DefList(pairs)
    ordered = dl[0][0][-1] == "#"
    kept = [(m, t) for m, t in dl if t]
    return ListBlock([t for _, t in kept], ordered=ordered, depths=[len(m) for m, _ in kept])



def _line_goes_on(flat: list, i: int) -> bool:
    """Whether words follow the heading ``flat[i]`` on its line (text up to the line's end, comments aside)."""
    for node in flat[i + 1:]:
        if node == "\n":
            return False
        if isinstance(node, str):
            if node.strip():
                return True
            continue
        if isinstance(node, Comment):
            continue
        return True
    return False

class _BlockReader:
    """The page's flattened nodes read into blocks, in order: the paragraph, the list and the line being read."""

    def __init__(self, text: str, ends: list[int]):
        self.text = text
        self.ends_iter = iter(ends)
        self.blocks: list = []
        self.para: list[str] = []
        self.list_items: list[tuple[str, list]] = []  # (marker, nodes)
        self.line: list = []
        self.line_kind: str | None = None  # None = paragraph text, or the list marker string
        self.search_from = 0  # headings are placed in the raw text in order

    def flush_para(self) -> None:
        """The paragraph read so far made a block (if it has text)."""
        if self.para:
            text_ = clean(" ".join(self.para))
            if text_:
                self.blocks.append(Para(text_))
            self.para.clear()

    def flush_list(self) -> None:
        """The list read so far made a block."""
        if not self.list_items:
            return
        self.blocks.append(_list_block(self.list_items))
        self.list_items.clear()

    def end_line(self) -> None:
        """The line read so far given to its list item or paragraph; a blank line ends both."""
        line = self.line
        if self.line_kind is not None:
            self.list_items.append((self.line_kind, list(line)))
        elif line:
            text_ = _strip(line)
            if text_:
                if self.list_items:
                    self.flush_list()
                self.para.append(text_)
            elif not any(isinstance(n, (Comment, Template)) for n in line):
                self.flush_para()  # a blank line ends the paragraph
                self.flush_list()
        else:
            self.flush_para()
            self.flush_list()
        line.clear()
        self.line_kind = None

    def end_block(self) -> None:
        """Whatever is being read made blocks."""
        self.end_line()
        self.flush_para()
        self.flush_list()

    def heading(self, node) -> None:
        """A heading block, placed at its line in the raw text."""
        if self.line:
            self.end_line()
        self.flush_para()
        self.flush_list()
        text = self.text
        raw = str(node)
        start = text.find(raw, self.search_from)
        while start > 0 and text[start - 1] != "\n":
            start = text.find(raw, start + 1)
        end = start + len(raw)
        self.search_from = end
        if text[end : end + 1] == "\n":
            end += 1
        self.blocks.append(Heading(node.level, _strip(node.title.nodes), start, end))

    def tag(self, node) -> bool:
        """A table, or a list item's marker, read; False for any other tag (it is part of the line)."""
        tag = node.tag.lower() if node.wiki_markup else ""
        if node.wiki_markup == "{|" or tag == "table":
            self.end_block()
            self.blocks.append(_table(node))
            return True
        if tag in ("li", "dt", "dd"):
            if self.line:
                # ";term:definition" on one line
                self.list_items.append((self.line_kind or ";", list(self.line)))
                self.line.clear()
            elif self.line_kind is not None:
                self.line_kind += str(node.wiki_markup)  # "**": a marker per level, the item is nested that deep
                return True
            else:
                self.flush_para()
            self.line_kind = str(node.wiki_markup)
            return True
        return False

    def read(self, flat: list) -> list:
        """Every node read, in order; the blocks."""
        for i, node in enumerate(flat):
            kind = type(node)
            if kind is str:
                if node == "\n":
                    self.end_line()
                elif node:
                    self.line.append(node)
                continue
            if kind is Boundary:
                self.end_block()
                self.blocks.append(Boundary(next(self.ends_iter)))
                continue
            if kind is MwHeading and _line_goes_on(flat, i):
                # "===S=== Any Hermit may …": MediaWiki makes a heading only of a line that ends with its "=";
                # words after it on the line make the whole line text, as the page shows it
                self.line.append(str(node))
                continue
            if kind is MwHeading:
                self.heading(node)
                continue
            if kind is Tag and self.tag(node):
                continue
            self.line.append(node)
        self.end_block()
        return self.blocks


def parse_wikitext(text: str, title: str = "") -> ParsedPage:
    """The page's blocks (headings placed at their offsets, section ends, paragraphs, lists, tables) and what is left open."""
    original = text
    text, deep = _shallow(text)  # the same length as the page: every offset below is the page's
    code = mwparserfromhell.parse(text)
    flat: list = []
    _flatten(code, 0, flat)
    ends: list[int] = []
    _section_ends(code, 0, ends, text)
    blocks = _BlockReader(text, ends).read(flat)
    unclosed, closed = check_structure(text, [(b.start, b.title) for b in blocks if type(b) is Heading and b.level == 1 and b.start is not None])
    extra = {"unclosed": unclosed, "closed": closed}
    if deep:
        extra["warnings"] = [f"{len(deep)} list item(s) nested over {MAX_LIST_DEPTH} deep (the first at line {deep[0]}), read as {MAX_LIST_DEPTH} deep"]
    return ParsedPage(title=title, blocks=blocks, raw=original, source_format="wikitext", extra=extra)
