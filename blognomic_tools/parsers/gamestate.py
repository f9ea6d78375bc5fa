"""Gamestate pages (wikitables, globals, lists) and GNDT CSV exports -> Gamestate.

Real wiki style (sites.md): several wikitables per page, header rows, one-cell-per-line and `||` rows,
rowspan/colspan, <br/> in cells, HTML comments as placeholders, templates in cells ({{box|...}}), and
bold `'''Label''': value` globals between tables. wikitextparser keeps each cell's span, so a corrected
value is written back by changing that cell only (writers.set_table_cell).
"""
from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass

import wikitextparser as wtp

from ..errors import BlognomicError

_COMMENT = re.compile(r"<!--.*?-->", re.S)
_BR = re.compile(r"<br\s*/?>", re.I)
_TAG = re.compile(r"</?(?:span|small|big|b|i|u|s|center|font|div)\b[^>]*>", re.I)
_GLOBAL = re.compile(r"^'''(?P<label>[^'\n]+?)''':?\s*:?\s*(?P<value>.*?)\s*(?:<br\s*/?>)?\s*$", re.I)
_HEADING = re.compile(r"^(=+)\s*(.*?)\s*\1\s*$")
KEY_HEADERS = {"name", "player", "players"}


class GamestateError(BlognomicError):
    pass


@dataclass
class GCell:
    table: int
    row: int
    col: int
    header: str
    raw: str  # the cell's wikitext, trimmed
    text: str  # comments removed, <br/> as newlines, simple tags and bold/italics dropped; templates kept
    line: int  # 1-based line of the page
    span: tuple[int, int]  # offsets of the cell's value in the page text

    @property
    def parts(self) -> list[str]:
        """The entries of a multi-value cell (split at <br/>)."""
        return [p.strip() for p in self.text.split("\n") if p.strip()]


@dataclass
class GTable:
    index: int
    title: str  # the section heading above it, or its caption
    headers: list[str]
    rows: list[list[GCell]]  # data rows (header row excluded)
    key: str | None  # the header naming the player column, for a players table
    line: int


@dataclass
class GlobalVar:
    label: str
    raw: str
    text: str
    line: int


@dataclass
class Gamestate:
    page: str
    revid: int | None
    players: dict[str, dict[str, GCell]]  # player name (as written) -> column header -> cell
    globals: dict[str, GlobalVar]
    lists: dict[str, dict[str, list[str]]]  # non-player table -> first-column key -> entries
    tables: list[GTable]
    source: str = "wiki"  # "wiki" | "gndt"
    text: str = ""

    def player(self, name: str) -> dict[str, GCell] | None:
        key = name.casefold()
        for p, cells in self.players.items():
            if p.casefold() == key:
                return cells
        return None


def clean_cell(raw: str) -> str:
    t = _COMMENT.sub("", raw)
    t = _BR.sub("\n", t)
    t = _TAG.sub("", t)
    t = t.replace("'''", "").replace("''", "")
    t = re.sub(r"\[\[(?:[^|\]]*\|)?([^\]]*)\]\]", r"\1", t)  # [[Page|label]] -> label
    return "\n".join(" ".join(line.split()) for line in t.split("\n")).strip()


def _line_of(text: str, offset: int, _cache: dict = {}) -> int:
    return text.count("\n", 0, offset) + 1


def parse_gamestate(text: str, page: str = "", revid: int | None = None, player_terms: tuple[str, ...] = (), roster: list[str] | None = None) -> Gamestate:
    """Parse a gamestate page. The players table is the one whose first header names the players
    (the dynasty's term, e.g. "Vassal", or Name/Player), or whose first column holds roster names."""
    if not text or not text.strip():
        raise GamestateError(f"{page or 'page'}: the page is empty")
    # vertical tab / form feed after "{|" send wikitextparser's table regex into endless backtracking; as spaces
    # (same length: every span stays valid) they parse at once
    text = text.translate({0x0B: 0x20, 0x0C: 0x20})
    parsed = wtp.parse(text)
    terms = {t.casefold() for t in player_terms} | KEY_HEADERS
    roster_keys = {r.casefold() for r in roster or []}
    headings = [(m.start(), m.group(2)) for m in re.finditer(r"(?m)^(=+)[ \t]*(.*?)[ \t]*\1[ \t]*$", text)]
    tables: list[GTable] = []
    players: dict[str, dict[str, GCell]] = {}
    lists: dict[str, dict[str, list[str]]] = {}
    spans = []
    for ti, tab in enumerate(parsed.tables):
        if tab.nesting_level > 1:
            continue
        start, end = tab.span
        spans.append((start, end))
        try:
            cells = tab.cells(span=True)
        except Exception as e:  # wikitextparser on broken table markup
            raise GamestateError(f"{page or 'page'}: table {ti + 1} (line {_line_of(text, start)}) cannot be read ({type(e).__name__}: {e})") from None
        if not cells:
            continue
        header_row = cells[0]
        has_header = all(c is not None and c.is_header for c in header_row)
        headers = [clean_cell(c.value) if c is not None else "" for c in header_row] if has_header else [f"column {i + 1}" for i in range(len(header_row))]
        before = [h for pos, h in headings if pos < start]
        caption = clean_cell(tab.caption or "") if tab.caption else ""
        title = caption or (before[-1] if before else f"table {ti + 1}")
        body = cells[1:] if has_header else cells
        grows: list[list[GCell]] = []
        for ri, row in enumerate(body, 1 if has_header else 0):
            grow = []
            for ci, c in enumerate(row):
                if c is None:
                    continue
                v = c.value
                vend = c.span[1]
                vstart = vend - len(v)
                lead = len(v) - len(v.lstrip())
                trail = len(v) - len(v.rstrip())
                grow.append(GCell(ti, ri, ci, headers[ci] if ci < len(headers) else f"column {ci + 1}", v.strip(), clean_cell(v),
                                  _line_of(text, vstart + lead), (vstart + lead, vend - trail)))
            if grow:
                grows.append(grow)
        key = None
        first = headers[0].casefold() if headers else ""
        first_values = {r[0].text.casefold() for r in grows if r}
        if has_header and (first in terms or first.rstrip("s") in terms) or (roster_keys and first_values and len(first_values & roster_keys) * 2 > len(first_values)):
            key = headers[0]
        gt = GTable(len(tables), title, headers, grows, key, _line_of(text, start))
        tables.append(gt)
        if key is not None:
            for r in grows:
                name = r[0].text.strip()
                if not name:
                    continue
                if name in players:
                    raise GamestateError(f"{page or 'page'}: {name} has two rows in table {gt.index + 1} (lines {players[name][key].line} and {r[0].line})")
                players[name] = {c.header: c for c in r}
        else:
            lists[title] = {r[0].text: [p for c in r[1:] for p in c.parts] for r in grows if r}
    if not players and tables and roster is None and not player_terms:
        # no terms to go by: the first table with a header row is the players table
        gt = next((t for t in tables if t.headers and not t.headers[0].startswith("column ")), None)
        if gt is not None:
            gt.key = gt.headers[0]
            lists.pop(gt.title, None)
            for r in gt.rows:
                if r and r[0].text.strip():
                    players[r[0].text.strip()] = {c.header: c for c in r}
    # globals: bold labels outside tables
    globals_: dict[str, GlobalVar] = {}
    pos = 0
    for line_no, line in enumerate(text.split("\n"), 1):
        lstart = pos
        pos += len(line) + 1
        if any(s <= lstart < e for s, e in spans):
            continue
        m = _GLOBAL.match(line.strip())
        if m:
            label = m.group("label").strip().rstrip(":")
            globals_[label] = GlobalVar(label, m.group("value"), clean_cell(m.group("value")), line_no)
    return Gamestate(page=page, revid=revid, players=players, globals=globals_, lists=lists, tables=tables, text=text)


def parse_gndt_csv(text: str, page: str = "GNDT") -> Gamestate:
    """A GNDT export (the older eras' external table): the first row names the columns, the first column the players."""
    if not text.strip():
        raise GamestateError(f"{page}: the CSV export is empty")
    rows = list(csv.reader(io.StringIO(text)))
    if len(rows) < 2 or len(rows[0]) < 2:
        raise GamestateError(f"{page}: not a GNDT export (expected a header row and one row per player)")
    headers = [h.strip() for h in rows[0]]
    players: dict[str, dict[str, GCell]] = {}
    grows = []
    for ri, row in enumerate(rows[1:], 1):
        if not row or not row[0].strip():
            continue
        if len(row) > len(headers):
            raise GamestateError(f"{page}: line {ri + 1} has {len(row)} fields, the header {len(headers)}")
        cells = [GCell(0, ri, ci, headers[ci], v.strip(), v.strip(), ri + 1, (0, 0)) for ci, v in enumerate(row)]
        grows.append(cells)
        players[cells[0].text] = {c.header: c for c in cells}
    return Gamestate(page=page, revid=None, players=players, globals={}, lists={},
                     tables=[GTable(0, page, headers, grows, headers[0], 1)], source="gndt", text=text)
