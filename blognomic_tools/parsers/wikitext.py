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


def _has_heading(code: Wikicode) -> bool:
    return any(isinstance(n, MwHeading) for n in code.nodes) or any(
        isinstance(n, Tag) and n.tag.lower() == "div" and n.contents is not None and _has_heading(n.contents)
        for n in code.nodes
    )


def _flatten(code: Wikicode, base: int, out: list) -> None:
    """(node, start, end) in document order; wrapper divs holding headings are opened up."""
    pos = base
    for node in code.nodes:
        s = str(node)
        if isinstance(node, Tag) and node.tag.lower() == "div" and node.contents is not None and _has_heading(node.contents):
            inner = str(node.contents)
            k = s.find(inner) if inner else len(s)
            _flatten(node.contents, pos + k, out)
            out.append((Boundary(pos + k + len(inner)), pos + k + len(inner), pos + len(s)))
        elif isinstance(node, Text) and "\n" in s:
            # split text at newlines so that lines can be classified
            offset = pos
            for piece in re.split(r"(?<=\n)", s):
                if piece:
                    out.append((Text(piece), offset, offset + len(piece)))
                    offset += len(piece)
        else:
            out.append((node, pos, pos + len(s)))
        pos += len(s)


def _strip(nodes: list) -> str:
    parts = []
    for node in nodes:
        if isinstance(node, Text):
            parts.append(node.value)
        elif isinstance(node, Wikilink) and _FILE_RE.match(str(node.title)):
            parts.append(_FILE_RE.sub("", str(node.title)).strip())  # the render shows the file name
        elif isinstance(node, Tag) and node.tag.lower() == "nowiki":
            parts.append(str(node.contents))
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


def parse_wikitext(text: str, title: str = "") -> ParsedPage:
    code = mwparserfromhell.parse(text)
    flat: list = []
    _flatten(code, 0, flat)
    blocks: list = []
    para: list[str] = []
    list_items: list[tuple[str, list]] = []  # (marker, nodes)
    line: list = []
    line_kind: str | None = None  # None = paragraph text, or the list marker string

    def flush_para() -> None:
        if para:
            text_ = clean(" ".join(para))
            if text_:
                blocks.append(Para(text_))
            para.clear()

    def flush_list() -> None:
        if not list_items:
            return
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
            blocks.append(DefList(pairs))
        else:
            ordered = dl[0][0][-1] == "#"
            blocks.append(ListBlock([t for _, t in dl if t], ordered=ordered))
        list_items.clear()

    def end_line() -> None:
        nonlocal line_kind
        if line_kind is not None:
            list_items.append((line_kind, list(line)))
        else:
            text_ = _strip(line)
            if text_:
                flush_list()
                para.append(text_)
            elif not any(isinstance(n, (Comment, Template)) for n in line):
                # a blank line ends the paragraph
                flush_para()
                flush_list()
        line.clear()
        line_kind = None

    for node, start, end in flat:
        if isinstance(node, Boundary):
            end_line()
            flush_para()
            flush_list()
            blocks.append(node)
            continue
        if isinstance(node, MwHeading):
            end_line()
            flush_para()
            flush_list()
            # the heading line runs to its newline
            blocks.append(Heading(node.level, _strip(node.title.nodes), start, end))
            continue
        if isinstance(node, Tag) and node.tag.lower() == "table":
            end_line()
            flush_para()
            flush_list()
            blocks.append(_table(node))
            continue
        if isinstance(node, Tag) and node.wiki_markup and node.tag.lower() in ("li", "dt", "dd") and not line:
            if line_kind is None and list_items is not None and not para:
                pass
            flush_para()
            line_kind = str(node.wiki_markup)
            continue
        if isinstance(node, Tag) and node.wiki_markup and node.tag.lower() in ("li", "dt", "dd"):
            # ";term:definition" on one line
            list_items.append((line_kind or ";", list(line)))
            line.clear()
            line_kind = str(node.wiki_markup)
            continue
        if isinstance(node, Text) and node.value.endswith("\n"):
            if node.value.strip():
                line.append(Text(node.value))
            end_line()
            continue
        line.append(node)
    end_line()
    flush_para()
    flush_list()
    # heading end offsets: just past the heading line's newline
    for i, b in enumerate(blocks):
        if isinstance(b, Heading) and b.end is not None and text[b.end : b.end + 1] == "\n":
            b.end += 1
    return ParsedPage(title=title, blocks=blocks, raw=text, source_format="wikitext")
