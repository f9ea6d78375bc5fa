"""Wikitables of a page, read with mwparserfromhell, each cell with its exact span in the page text.

    find_tables(text) -> list[Table]     every table, nested ones too, in the order they start
    Table.cells(span=True)               the grid (rowspan/colspan laid out, as a browser does) or the rows as written

The spans are sums of the lengths of the nodes' string forms (``str(node)`` gives back its text exactly), so a
value can be replaced in the page text and every other byte stays. Pure Python apart from mwparserfromhell's
optional C tokenizer (it falls back to its own Python one).

How the markup is read (MediaWiki's table syntax):

- A cell's span runs from the line break before it (a cell that starts a line) or from its ``||``/``!!`` to the end
  of its value; the value is the text after the cell's attributes, up to the line break after which only blanks
  stand before the next cell. A cell's later lines (a continued value, a comment line) are in its value.
- ``!`` starts a header cell; in a header row ``||`` and ``!!`` both start header cells (MediaWiki reads them
  alike). ``|+`` lines are the caption (the first one, before any row), never cells.
- A table opened and never closed runs to the end of the page (as MediaWiki shows it). Tables inside a template's
  arguments are not tables (their pipes are the template's); tables inside HTML tags (a ``<div>``) are.
- rowspan/colspan are read from the leading digits of the attribute (``rowspan="2"``; anything else is 1), the
  names in any case; a rowspan of 0 runs to the table's end, as does one past the table's last row; a colspan is
  at most 1000 and a rowspan at most 65534 (MediaWiki's limits).
- The grid keeps only the columns some cell starts in (a span past the table's real columns lays out nothing), so
  it is at most rows x cells; a table that would still lay out more than 20 places per character of its markup
  (ragged rows under a long one, wide rowspans) is refused as TableTooLarge, never laid out at length.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field

import mwparserfromhell
from mwparserfromhell.nodes import Tag
from mwparserfromhell.wikicode import Wikicode

from ..errors import BlognomicError


class TableTooLarge(BlognomicError):
    """A table whose spans and ragged rows would lay out a grid far larger than its markup."""

__all__ = ["Cell", "Table", "TableTooLarge", "find_tables", "MAX_COLSPAN", "MAX_ROWSPAN"]

MAX_COLSPAN = 1000  # MediaWiki's limits
MAX_ROWSPAN = 65534
GRID_FLOOR = 50_000  # places any table may lay out ...
GRID_PER_CHAR = 20  # ... and per character of its markup beyond that
_BLANK = " \t\r\n\f\v\0"
_LEAD_DIGITS = re.compile(r"\s*(\d+)")
_CAPTION = re.compile(r"\|\+(?:[^\r\n|]*\|(?!\|))?(?P<caption>.*?)(?:\n[ \t]*[|!]|\|\||\Z)", re.S)
_TABLE_LINE = re.compile(r"^[ \t]*(\{\||\|\})", re.M)
_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.S)
_QUOTES = re.compile(r"''+")
_INDENTED = re.compile(r"^(:+)(?=[ \t]*\{\|)", re.M)


@dataclass(eq=False)
class Cell:
    span: tuple[int, int]  # from the line break before it (or its || / !!) to the end of its value
    value_span: tuple[int, int]  # the value's offsets (what follows the attributes)
    markup: str  # "|", "!", "||" or "!!"
    is_header: bool
    attrs: dict[str, str]  # attribute name (lowercased) -> value as written, without quotes
    value: str

    def span_attr(self, name: str) -> int:
        """rowspan/colspan as MediaWiki reads it: the attribute's leading digits, 1 without any."""
        m = _LEAD_DIGITS.match(self.attrs.get(name, ""))
        return int(m.group(1)) if m else 1


@dataclass(eq=False)
class Table:
    span: tuple[int, int]
    nesting_level: int  # 0 for a table of the page, 1 for a table in a cell of one, ...
    caption: str | None
    rows: list[list[Cell]] = field(default_factory=list)  # the rows as written (rows without cells left out)
    source: str = field(default="", repr=False)  # the page's text (to say where the table is)

    def cells(self, span: bool = True) -> list[list[Cell | None]]:
        """The rows of cells; with `span`, the grid: a place covered by a rowspan or colspan holds the cell that
        covers it (the same object), a place no cell reaches holds None."""
        if not span:
            return [list(r) for r in self.rows]
        return _grid(self.rows, self)


def _grid(rows: list[list[Cell]], table: Table) -> list[list[Cell | None]]:
    """The HTML table model's slots (the processing model of the HTML standard's tables), spans capped, and only the
    columns some cell starts in: a column no cell starts in holds, in every row, the cell of the column before it or
    nothing, so leaving it out loses nothing, and ten ``colspan=1000`` cells make ten columns, not ten thousand.
    The grid is at most `rows` x `cells` places; past GRID_PER_CHAR places for each character of the table (and
    GRID_FLOOR), TableTooLarge: the work stays linear in the page."""
    n = len(rows)
    placed: list[tuple[Cell, int, int, int, int, bool]] = []  # cell, row, first column, width, height, grows
    above: list[tuple[int, int, int]] = []  # (first column, end column, last row) of rowspans from rows above
    for y, row in enumerate(rows):
        above = [a for a in above if a[2] >= y]
        taken = sorted(above)
        i = x = 0
        for cell in row:
            while i < len(taken) and taken[i][0] <= x:  # skip the places a rowspan from above holds
                x = max(x, taken[i][1])
                i += 1
            colspan = min(cell.span_attr("colspan"), MAX_COLSPAN) or 1
            rowspan = min(cell.span_attr("rowspan"), MAX_ROWSPAN)
            height = n - y if rowspan == 0 else min(rowspan, n - y)  # 0, or past the last row: to the table's end
            placed.append((cell, y, x, colspan, height, rowspan == 0))
            if height > 1:
                above.append((x, x + colspan, y + height - 1))
            x += colspan
    starts = sorted({p[2] for p in placed})
    column = {x: i for i, x in enumerate(starts)}
    width = len(starts)
    if n * width > max(GRID_FLOOR, GRID_PER_CHAR * (table.span[1] - table.span[0])):
        line = table.source.count("\n", 0, table.span[0]) + 1
        raise TableTooLarge(f"the table at line {line} lays out {n:,} rows of {width:,} columns ({n * width:,} places for "
                            f"{len(placed):,} cells): more than the tools read in a table of {table.span[1] - table.span[0]:,} characters")
    # written in the order the HTML model writes them where cells overlap: a row's own cells last, and before them
    # the cells running down to the table's end (rowspan=0) over those of other rowspans
    per_row: list[tuple[list, list, list]] = [([], [], []) for _ in range(n)]
    for order, (cell, y, x, w, h, grows) in enumerate(placed):
        a = column[x]
        b = bisect_left(starts, x + w)
        per_row[y][2].append((cell, a, b))
        for yy in range(y + 1, y + h):
            per_row[yy][1 if grows else 0].append((cell, a, b))
    grid: list[list[Cell | None]] = []
    for spans, growing, own in per_row:
        r: list[Cell | None] = [None] * width
        for group in (spans, growing, own):
            for cell, a, b in group:
                r[a:b] = [cell] * (b - a)
        grid.append(r)
    return grid


def _unclosed(bare: str) -> int:
    """How many tables are opened (``{|`` at a line's start) and never closed (``|}``)."""
    depth = 0
    for m in _TABLE_LINE.finditer(bare):
        if m.group(1) == "{|":
            depth += 1
        elif depth:
            depth -= 1
    return depth


def _bare(text: str) -> str:
    """`text` as its tables are read, of the same length (every offset stays that of `text`):

    - comments blanked, newlines kept: MediaWiki removes them before it reads tables (one never closed runs to
      the end of the page);
    - runs of apostrophes (bold, italics) as other characters: MediaWiki ends bold and italics at each line's end,
      mwparserfromhell may read an unclosed bold in a cell as running to the next one on the page, tables and all;
    - an indented table (``:{|``) as one with leading blanks, which mwparserfromhell reads;
    - NUL characters as spaces (mwparserfromhell's C tokenizer takes one for the end of the text).
    """
    if "<!--" in text:
        text = _COMMENT.sub(lambda c: re.sub(r"[^\n]", " ", c.group(0)), text)
    if "''" in text:
        text = _QUOTES.sub(lambda q: "\x01" * len(q.group(0)), text)
    if ":" in text:
        text = _INDENTED.sub(lambda m: " " * len(m.group(1)), text)
    return text.replace("\0", " ")


def find_tables(text: str) -> list[Table]:
    """Every wikitable of `text`, nested ones too, in the order they start."""
    bare = _bare(text)
    source = bare + "\n|}" * _unclosed(bare)  # closed where the page ends, as MediaWiki reads it
    out: list[Table] = []
    _walk(mwparserfromhell.parse(source), 0, 0, text, out)
    return out


def _head_len(tag: Tag) -> int:
    """Length of a wiki-markup tag's string form before its contents (markup, attributes, padding, separator)."""
    attrs = "".join(str(a) for a in tag.attributes) if tag.attributes else ""
    return len(tag.wiki_markup) + len(attrs) + len(tag.padding or "") + len(tag.wiki_style_separator or "")


def _walk(code: Wikicode, pos: int, depth: int, text: str, out: list[Table]) -> None:
    """The tables among `code`'s nodes (which start at `pos` of the text), and in the tags holding them."""
    for node in code.nodes:
        s = str(node)
        if isinstance(node, Tag) and node.contents is not None and not node.self_closing:
            if node.wiki_markup == "{|":
                _table(node, pos, len(s), depth, text, out)
            elif "{|" in s:  # a <div> holding a table; or bold run across lines (mwparserfromhell reads one so)
                if node.wiki_markup:
                    head = _head_len(node)
                else:
                    head = len(s) - len(str(node.contents)) - len(str(node.closing_tag) if node.closing_tag is not None else "") - 3
                _walk(node.contents, pos + head, depth, text, out)
        pos += len(s)


def _table(tab: Tag, start: int, length: int, depth: int, text: str, out: list[Table]) -> None:
    end = min(start + length, len(text))
    table = Table((start, end), depth, None, source=text)
    out.append(table)
    row: list[Cell] | None = None
    caption_line = False  # inline cells after a caption are the caption's
    seen_cell = False
    pos = start + _head_len(tab)
    for node in tab.contents.nodes:
        s = str(node)
        if isinstance(node, Tag) and node.wiki_markup == "|-":
            row = []
            table.rows.append(row)
            inner = pos + _head_len(node)
            for sub in node.contents.nodes:
                ss = str(sub)
                caption_line, seen_cell = _node(sub, ss, inner, depth, text, table, row, caption_line, seen_cell, out)
                inner += len(ss)
        else:
            if row is None and isinstance(node, Tag) and node.wiki_markup in ("|", "!", "||", "!!"):
                row = []
                table.rows.append(row)  # the first row, without a |-
            caption_line, seen_cell = _node(node, s, pos, depth, text, table, row, caption_line, seen_cell, out)
        pos += len(s)
    table.rows[:] = [r for r in table.rows if r]


def _node(node, s: str, pos: int, depth: int, text: str, table: Table, row: list[Cell] | None, caption_line: bool,
          seen_cell: bool, out: list[Table]) -> tuple[bool, bool]:
    """One node among a table's (or a row's) nodes: a cell is added to `row`; returns (caption_line, seen_cell)."""
    if not (isinstance(node, Tag) and node.wiki_markup in ("|", "!", "||", "!!")):
        if isinstance(node, Tag) and node.contents is not None or "{|" in s:
            _walk(Wikicode([node]), pos, depth, text, out)  # a table in a <div> between rows
        return caption_line, seen_cell
    markup = node.wiki_markup
    if markup == "|" and s.startswith("|+"):
        if table.caption is None and not seen_cell:
            m = _CAPTION.match(s)
            table.caption = m.group("caption") if m else s[2:]
        return True, seen_cell
    if caption_line and markup in ("||", "!!"):
        return True, seen_cell
    cs = pos + _head_len(node)
    contents = text[cs:pos + len(s)]  # as written (comments and all)
    cut = len(contents.rstrip(_BLANK))
    nl = contents.find("\n", cut)
    ve = min(cs + (nl if nl >= 0 else len(contents)), len(text))
    cs = min(cs, ve)
    start = pos
    if markup in ("|", "!"):
        j = pos
        while j > 0 and text[j - 1] in _BLANK:
            j -= 1
        k = text.find("\n", j, pos)
        if k >= 0:
            start = k
    attrs: dict[str, str] = {}
    for a in node.attributes:
        attrs[str(a.name).strip().lower()] = str(a.value) if a.value is not None else ""
    if row is not None:
        row.append(Cell((start, ve), (cs, ve), markup, node.tag == "th", attrs, text[cs:ve]))
    if node.contents is not None and "{|" in s:
        _walk(node.contents, pos + _head_len(node), depth + 1, text, out)
    return False, True
