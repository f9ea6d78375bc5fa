"""Gamestate pages (wikitables, globals, lists) and GNDT CSV exports -> Gamestate.

Real wiki style (sites.md): several wikitables per page, header rows, one-cell-per-line and `||` rows,
rowspan/colspan, <br/> in cells, HTML comments as placeholders, templates in cells ({{box|...}}), and
bold `'''Label''': value` globals between tables. The tables are read with mwparserfromhell (parsers.wikitables),
which keeps each cell's span, so a corrected value is written back by changing that cell only (writers.set_table_cell).

Layouts (fixtures/corpus/gamestate/ holds one page per form met on the wiki): header rows are the leading
rows of header cells, a colspan group naming its sub-columns "Group Sub" and a row of one cell across the
table being a title; a rowspan over a player's name makes a block of rows, each column a list of its
rows unless one cell spans the block; every table keyed by the players (by its header or caption naming
the player term, by the roster, by the key header of the players table, or by holding the same names) is
merged per player; a table of `! Label` | value rows, `{{pill|Label|value|...}}` lines and the
GLOBAL_FORMS lines are globals.

Layouts met after the reader was written (the corpus's held-out cases): a header row in the middle of a
table starts a sub-table (the idle players under the active ones, artefacts under the players); a row
whose key cell is left empty continues the block above (a block written without rowspan); the player
term heading a later column makes it the key (a numbered column first); image links are values as
written; a cell without text may hold its value in an attribute (VALUE_ATTRS: a square's colour). Values
under no name above every player are an error naming the line, not dropped.

Besides the players and their cells, the model keeps the page's whole structure, for the validator to
compare two revisions: every table (title, headers, every row even when its key repeats), every global
(bold-label lines and one-template lines such as `{{Turn|7}}`, every occurrence), every section heading
and the list items and paragraphs under it.

Boundary rules: a table opened and never closed (a page cut short) is an input error naming the line
(`complete=True`); without it, the table runs to the end of the page, as MediaWiki shows it. An HTML page (a blog
post, a rendered page) is refused. Control characters and span numbers of any size are read as MediaWiki reads
them (parsers.wikitables: a colspan is at most 1000, a rowspan ends with the table).
"""
from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field

from ..errors import BlognomicError
from .wikitables import find_tables

_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.S)  # an unclosed comment runs to the end, as in MediaWiki
_BR = re.compile(r"<br\s*/?>", re.I)
_TAG = re.compile(r"</?(?:span|small|big|b|i|u|s|center|font|div)\b[^>]*>", re.I)
_GLOBAL = re.compile(r"^'''(?P<label>[^'\n]+?)''':?\s*:?\s*(?P<value>.*?)\s*(?:<br\s*/?>)?\s*$", re.I)
_EOL = r"\s*(?:<br\s*/?>)?\s*$"
# The forms of a global set on a line of its own, tried in order by one matcher (_line_globals).
GLOBAL_FORMS = (
    # '''Crystals in the Grove: 12''' (The Forest, 2026): label and value inside one bold run
    ("bold label and value", re.compile(r"^'''(?P<label>[^'\n:]+?):\s*(?P<value>[^'\n]+?)\s*'''" + _EOL, re.I)),
    # '''Turn''': 7, '''Turn:''' 7 (sites.md; Gartenberg, 2024)
    ("bold label", _GLOBAL),
    # Most recent Production of Resources: '''17/01/23 14:09''' (The Isle of Multa, 2023): plain label, bold value
    ("plain label, bold value", re.compile(r"^(?P<label>[A-Za-z][^:'\n{}\[\]|<>=*#]{0,80}?):\s*'''(?P<value>[^'\n]+?)'''" + _EOL, re.I)),
)
# Templates whose arguments are a label and its value (argument numbers): {{pill|Round|2|lightblue}} (Defusal School, 2026)
LABEL_TEMPLATES = {"pill": (1, 2)}
_TEMPLATE = re.compile(r"\{\{\s*(?P<name>[^{}|]+?)\s*\|(?P<args>[^{}]*)\}\}")
_TEMPLATES_LINE = re.compile(r"^\s*(?:\{\{[^{}]*\}\}(?:\s|<br\s*/?>)*)+$", re.I)
_HEADING = re.compile(r"^(=+)\s*(.*?)\s*\1\s*$")
_LINK = re.compile(r"\[\[(?!\s*:?\s*(?:file|image|media)\s*:)(?:[^|\]]*\|)?([^\]]*)\]\]", re.I)
KEY_HEADERS = {"name", "player", "players"}
_HTML_PAGE = re.compile(r"\A[\s\ufeff]*(?:<\?xml[^>]*>\s*)?<(?:!doctype\s+html|html|head|body)\b", re.I)
_TEMPLATE_GLOBAL = re.compile(r"^\{\{\s*(?P<name>[^{}|]+?)\s*\|(?P<value>[^{}]*)\}\}\s*(?:<br\s*/?>)?$", re.I)
_LIST_ITEM = re.compile(r"^[*#:;]+")
_RULESET_HEADINGS = ("core rules", "dynastic rules", "appendix", "special case")
# Cell attributes holding a cell's value when it has no text, tried in order: a board square whose colour is the
# value (the Meeple dynasty, 2024: "tracked via setting the background color of that square").
VALUE_ATTRS = (
    ("style", re.compile(r"(?:^|;)\s*background(?:-color)?\s*:\s*([^;]+?)\s*(?:;|$)", re.I)),
    ("bgcolor", re.compile(r"^\s*(\S.*?)\s*$")),
)


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
    spanned: bool = False  # the grid place is covered by the cell of the row above (rowspan)
    more: list["GCell"] = field(default_factory=list)  # in a player's block of rows: this column's later cells
    multi: bool = False  # a column with one cell per row of a player's block: its value is a list

    @property
    def parts(self) -> list[str]:
        """The entries of a multi-value cell (split at <br/>)."""
        return [p.strip() for p in self.text.split("\n") if p.strip()]

    @property
    def cells(self) -> list["GCell"]:
        """This cell and, in a player's block of rows, the column's later cells."""
        return [self, *self.more]

    @property
    def value(self) -> str | list[str]:
        """The text, or the texts of every row of the player's block for a column with one cell per row."""
        return [c.text for c in self.cells] if self.multi else self.text


@dataclass
class GTable:
    index: int
    title: str  # the section heading above it, or its caption
    headers: list[str]
    rows: list[list[GCell]]  # data rows (header row excluded)
    key: str | None  # the header naming the player column, for a players table
    line: int
    header_rows: int = 1  # rows of header cells above the data (0: none, the headers are "column N")
    kind: str = "list"  # "players" (keyed by player) | "list" | "globals" (rows of `! Label` | value)
    caption: str = ""
    key_col: int = 0  # the column naming the players (a numbered column may come first: the Wizard Duel's ring)


@dataclass
class GlobalVar:
    label: str
    raw: str
    text: str
    line: int


@dataclass
class GBlock:
    kind: str  # "list" (one list item) | "paragraph" (consecutive lines of text)
    text: str  # comments removed, whitespace collapsed
    line: int


@dataclass
class GSection:
    level: int  # 0 for the text above the first heading
    title: str
    line: int
    blocks: list[GBlock] = field(default_factory=list)


@dataclass
class Gamestate:
    page: str
    revid: int | None
    players: dict[str, dict[str, GCell]]  # player name (as written) -> column header -> cell (the first row of a name)
    globals: dict[str, GlobalVar]  # label -> its first occurrence
    lists: dict[str, dict[str, list[str]]]  # non-player table -> first-column key -> entries (the first row of a key)
    tables: list[GTable]
    source: str = "wiki"  # "wiki" | "gndt"
    text: str = ""
    global_lines: list[GlobalVar] = field(default_factory=list)  # every global line, repeated labels too
    sections: list[GSection] = field(default_factory=list)

    def model(self) -> dict:
        """The gamestate as data (what `gamestate show --json` prints): players {name: {column: value or
        list}}, globals {label: value}, lists {table: {key: entries}}."""
        return {"players": {n: {h: c.value for h, c in cells.items()} for n, cells in self.players.items()},
                "globals": {k: g.text for k, g in self.globals.items()},
                "lists": self.lists}

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
    t = _LINK.sub(r"\1", t)  # [[Page|label]] -> label; an image link ([[File:Flesh.png|16px]]) is a value as written
    return "\n".join(" ".join(line.split()) for line in t.split("\n")).strip()


def _line_of(text: str, offset: int, _cache: dict = {}) -> int:
    return text.count("\n", 0, offset) + 1


def _blank_comments(text: str) -> str:
    """Comments replaced by spaces (newlines kept): offsets and line numbers stay those of `text`."""
    return _COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def _check_tables_closed(bare: str, page: str) -> None:
    """Every `{|` line has its `|}`; else the page was cut short (or broken): an input error naming the line."""
    open_at: list[int] = []
    for n, line in enumerate(bare.split("\n"), 1):
        ls = line.lstrip(" \t")
        if ls.startswith("{|"):
            open_at.append(n)
        elif ls.startswith("|}") and open_at:
            open_at.pop()
    if open_at:
        raise GamestateError(f"{page or 'page'}: the table opened at line {open_at[-1]} is never closed (no '|}}' after it): "
                             "the text looks cut short; give the whole page")


def looks_like_ruleset(text: str) -> list[str]:
    """The Ruleset section headings found in `text` (empty for anything else)."""
    found = []
    for m in re.finditer(r"(?m)^(=+)[ \t]*(.*?)[ \t]*\1[ \t]*$", text):
        h = clean_cell(m.group(2))
        if h.casefold() in _RULESET_HEADINGS and h not in found:
            found.append(h)
    return found


def require_players(gs: "Gamestate", player_term: str = "Player", players_term: str = "players") -> None:
    """A gamestate page has a players table and is not a Ruleset (whose tables may well have a Name
    column); anything else is an input error saying what was expected and what was found."""
    rs = looks_like_ruleset(gs.text)
    if gs.players and len(rs) < 2:
        return
    if len(rs) >= 2:
        what = f": it looks like a Ruleset (headings {', '.join(rs)})"
    elif gs.tables:
        what = f": its tables are {', '.join(repr(t.title) for t in gs.tables)}, none with {'an' if player_term[:1].lower() in 'aeiou' else 'a'} {player_term} column first"
    else:
        what = ": it has no wikitable at all"
    raise GamestateError(f"{gs.page or 'page'}: not a gamestate page{what} (expected a table of {players_term} whose first column is headed "
                         f"{player_term!r}, Name or Player)")


def _line_globals(bare_line: str, line: str, line_no: int) -> list[GlobalVar]:
    """The globals a line outside the tables sets: one GLOBAL_FORMS line, a line of label templates
    ({{pill|Label|value|...}}, one global each), or a one-template line such as {{Turn|7}}. `bare_line` has
    its comments blanked (it decides), `line` is as written (its value keeps comments in `raw`)."""
    for _form, rx in GLOBAL_FORMS:
        m = rx.match(bare_line)
        if m:
            m = rx.match(line) or m
            label, value = m.group("label").strip().rstrip(":").strip(), m.group("value")
            if label:
                return [GlobalVar(label, value, clean_cell(value), line_no)]
    if _TEMPLATES_LINE.match(bare_line):
        found = []
        temps = list(_TEMPLATE.finditer(bare_line))
        for t in temps:
            where = LABEL_TEMPLATES.get(t.group("name").strip().casefold())
            args = t.group("args").split("|")
            if where is None or len(args) < where[1]:
                break
            label, value = clean_cell(args[where[0] - 1]), args[where[1] - 1].strip()
            if not label:
                break
            found.append(GlobalVar(label, value, clean_cell(value), line_no))
        else:
            if found:
                return found
        if len(temps) == 1:
            t = _TEMPLATE_GLOBAL.match(bare_line)
            if t:
                return [GlobalVar("{{" + t.group("name").strip() + "}}", t.group("value"), clean_cell(t.group("value")), line_no)]
    return []


def _header_text(raw: str) -> str:
    return " ".join(clean_cell(raw).split())  # a <br/> in a header is a space


def _column_names(name_rows: list, width: int) -> list[str]:
    """The column names under header rows: each column's distinct header texts joined ("Group Sub" under a
    colspan group), "column N" for a column without one, a repeated name numbered."""
    if not name_rows:
        return [f"column {i + 1}" for i in range(width)]
    headers: list[str] = []
    seen = set()
    for ci in range(width):
        parts, last = [], None
        for r in name_rows:
            c = r[ci] if ci < len(r) else None
            if c is None or c is last:
                continue
            last = c
            t = _header_text(c.value)
            if t and t not in parts:
                parts.append(t)
        h = " ".join(parts) or f"column {ci + 1}"
        if h in seen:
            h = f"{h} ({sum(1 for x in headers if x == h or x.startswith(h + ' (')) + 1})"
        seen.add(h)
        headers.append(h)
    return headers


def _attr_value(cell) -> str:
    """The value a cell without text holds in its attributes (VALUE_ATTRS), or ""."""
    if cell.is_header:
        return ""
    for name, rx in VALUE_ATTRS:
        m = rx.search(cell.attrs.get(name) or "")
        if m:
            return clean_cell(m.group(1))
    return ""


def _unique_title(title: str, tables: list[GTable]) -> str:
    if any(t.title == title for t in tables):
        return f"{title} ({sum(1 for t in tables if t.title == title or t.title.startswith(title + ' (')) + 1})"
    return title


def _read_table(tab, ti: int, index: int, text: str, page: str, headings: list, tables: list[GTable]) -> list[GTable]:
    """One top-level wikitable: its header rows (every cell a header cell; a row of one cell across the
    table is a title, not a header), the column names ("Group Sub" under a colspan group), and every data
    row with each cell's exact span (a place covered by a rowspan from above is marked `spanned`).

    A header row in the middle of the table starts a sub-table, read as a table of its own (its cells keep
    their place in the whole table, for writing back): a title row there (`! colspan=3 | Idle`) names it,
    a row of header cells gives it its columns (the same columns again: the idle players under the active
    ones; other columns: artefacts under the players). Without a title it is a second table under the same
    heading."""
    start = tab.span[0]
    grid = tab.cells(span=True)
    if not grid:
        return []
    width = max(len(r) for r in grid)

    def header_row(r) -> bool:
        return any(c is not None for c in r) and all(c is None or c.is_header for c in r)

    def title_row(r) -> bool:
        return width > 1 and len({id(c) for c in r}) == 1

    nhead = 0
    while nhead < len(grid) and header_row(grid[nhead]):
        nhead += 1
    title_rows = [r for r in grid[:nhead] if title_row(r)]
    name_rows = [r for r in grid[:nhead] if not any(r is t for t in title_rows)]
    headers = _column_names(name_rows, width)
    caption = clean_cell(tab.caption or "") if tab.caption else ""
    if not caption and title_rows:
        caption = _header_text(title_rows[0][0].value)
    before = [h for pos, h in headings if pos < start]
    title = _unique_title(caption or (clean_cell(before[-1]) if before else f"table {ti + 1}"), tables)
    while len(grid) > max(nhead, 1) and all(c is None or any(c is p for p in grid[-2]) for c in grid[-1]):
        grid.pop()  # a row made only by a rowspan running past the table's last row
    parts: list[GTable] = [GTable(index, title, headers, [], None, _line_of(text, start), len(name_rows), "list", caption)]
    started = False  # the current part has a data row (a header row after one starts a new part)
    prev = None
    for ri in range(nhead, len(grid)):
        row = grid[ri]
        if header_row(row) and len({id(c) for c in row if c is not None}) > 1 or header_row(row) and title_row(row):
            cur = parts[-1]
            first = next(c for c in row if c is not None)
            line = _line_of(text, first.span[0])
            if title_row(row):
                t = _header_text(first.value)
                parts.append(GTable(index + len(parts), _unique_title(t or title, tables + parts), list(cur.headers), [], None,
                                    line, cur.header_rows, "list", t))
            elif started or cur is parts[0]:
                parts.append(GTable(index + len(parts), _unique_title(title, tables + parts), _column_names([row], width), [], None,
                                    line, 1, "list", ""))
            else:  # the header row under a title row
                cur.headers, cur.header_rows = _column_names([row], width), 1
            started = False
            prev = row
            continue
        grow = []
        for ci, c in enumerate(row):
            if c is None:
                continue
            v = c.value
            vend = c.span[1]
            vstart = vend - len(v)
            lead = len(v) - len(v.lstrip())
            trail = len(v) - len(v.rstrip())
            spanned = prev is not None and ci < len(prev) and prev[ci] is c
            raw = text[vstart + lead:vend - trail]
            hs = parts[-1].headers
            grow.append(GCell(ti, ri, ci, hs[ci] if ci < len(hs) else f"column {ci + 1}", raw, clean_cell(raw) or _attr_value(c),
                              _line_of(text, vstart + lead), (vstart + lead, vend - trail), spanned))
        prev = row
        if grow:
            parts[-1].rows.append(grow)
            started = True
    for part in parts:
        if not (part.header_rows if part is not parts[0] else name_rows) and part.rows and all(
                len(r) == 2 and not r[0].spanned and grid[r[0].row][r[0].col].is_header
                and not grid[r[1].row][r[1].col].is_header for r in part.rows):
            part.kind = "globals"  # rows of `! Label` | value (The Isle of Multa, 2023)
    return [p for p in parts if p is parts[0] or p.rows]


def _key_cell(r: list[GCell], col: int) -> GCell | None:
    """The row's cell in the key column (None for a row too short to reach it)."""
    return next((c for c in r if c.col == col), None)


def row_key(t: GTable, r: list[GCell]) -> tuple[GCell | None, bool]:
    """A data row's key cell (in the table's key column) and whether the row continues the block of the
    row above: its key cell spans it (rowspan), or is left empty (a block written without rowspan)."""
    k = _key_cell(r, t.key_col)
    return k, k is not None and (k.spanned or not k.text)


def _first_keys(t: GTable) -> list[str]:
    return [k.text.strip() for r in t.rows for k in [_key_cell(r, t.key_col)] if k is not None and not k.spanned and k.text.strip()]


def _names_players(word: str, terms: set[str]) -> bool:
    """Whether a header or caption is the players' term (or its plural)."""
    w = word.casefold()
    return w in terms or w.rstrip("s") in terms


def _key_by_terms(t: GTable, terms: set[str], roster_keys: set[str]) -> None:
    """A table keyed by player where its header or caption names the players, or its key column holds the roster's names."""
    keys = {k.casefold() for k in _first_keys(t)}
    if t.header_rows and (_names_players(t.headers[0], terms) or (t.caption and _names_players(t.caption, terms))) \
            or (roster_keys and keys and len(keys & roster_keys) * 2 > len(keys)):
        t.key = t.headers[0]
    elif t.header_rows and any(_names_players(h, terms) for h in t.headers[1:]):
        # the player term heads a later column (a numbered column first: the Wizard Duel's ring)
        t.key_col = next(i for i, h in enumerate(t.headers) if i and _names_players(h, terms))
        t.key = t.headers[t.key_col]
    elif t.header_rows and roster_keys and keys and all(re.fullmatch(r"#?\d+\.?", k) for k in keys):
        # or, under another heading, a numbered first column and the roster's names in a later one (a
        # list keyed by its own first column, such as artefacts and their holders, stays a list)
        for ci in range(1, len(t.headers)):
            ks = {c.text.strip().casefold() for r in t.rows for c in r if c.col == ci and not c.spanned and c.text.strip()}
            if ks and len(ks & roster_keys) * 2 > len(ks):
                t.key_col, t.key = ci, t.headers[ci]
                break


def _key_tables(tables: list[GTable], terms: set[str], roster_keys: set[str], fallback: bool) -> None:
    """Set the `key` of the players tables: by the terms or roster, else (`fallback`) the first headed one; then those sharing its players."""
    for t in tables:
        if t.kind == "globals":
            continue
        _key_by_terms(t, terms, roster_keys)
    if fallback and not any(t.key is not None for t in tables):
        # no terms to go by: the first table with a header row is the players table
        gt = next((t for t in tables if t.kind != "globals" and t.header_rows), None)
        if gt is not None:
            gt.key = gt.headers[0]
    known = {k.casefold() for t in tables if t.key is not None for k in _first_keys(t)}
    key_headers = {t.key for t in tables if t.key is not None}
    for t in tables:  # more tables keyed by the same players (stats, then structures; active, then idle): merged per player
        if t.key is None and t.kind != "globals":
            keys = {k.casefold() for k in _first_keys(t)}
            if keys and len(keys & known) * 2 > len(keys) or t.header_rows and t.headers[0] in key_headers:
                t.key = t.headers[0]


def _table_blocks(t: GTable) -> tuple[list[list[list[GCell]]], set[int]]:
    """A table's rows grouped in blocks (a row and the rows that continue it), and the rows of a block written without rowspan."""
    blocks: list[list[list[GCell]]] = []
    unnamed: set[int] = set()  # rows of a block written without rowspan (an empty key cell)
    for r in t.rows:
        if not r:
            continue
        k, continues = row_key(t, r)
        if continues and blocks:
            blocks[-1].append(r)  # a row of the block whose key cell spans it, or left empty (no rowspan)
            if not k.spanned:
                unnamed.add(id(r))
        else:
            blocks.append([r])
    return blocks, unnamed


def _block_columns(t: GTable, blocks: list, unnamed: set[int]) -> tuple[list[dict[int, list[GCell]]], set[int]]:
    """Each block's cells by column (a player's block: one cell per row where the column has one), and the columns with several."""
    by_col = []
    for b in blocks:
        cols: dict[int, list[GCell]] = {}
        for i, r in enumerate(b):
            for c in r:
                if id(r) in unnamed and (c.col == t.key_col or not c.text):
                    continue  # the empty key cell, and an empty cell under a column of one value
                if i == 0 or not c.spanned:
                    cols.setdefault(c.col, []).append(c)
        by_col.append(cols)
    multi = {ci for cols in by_col for ci, cs in cols.items() if len(cs) > 1}
    return by_col, multi


def _merge_players(t: GTable, blocks: list, unnamed: set[int], players: dict[str, dict[str, GCell]], page: str, strict: bool) -> None:
    """A players table's blocks merged into `players` (a player twice in one table is an error when `strict`)."""
    by_col, multi = _block_columns(t, blocks, unnamed)
    here: dict[str, GCell] = {}
    for b, cols in zip(blocks, by_col):
        kc = _key_cell(b[0], t.key_col)
        name = kc.text.strip() if kc is not None else ""
        if not name:
            filled = next((c for r in b for c in r if c.text), None)
            if strict and filled is not None:
                # values under no name, above every player: no block to continue, no player to give them to
                raise GamestateError(f"{page or 'page'}: the row at line {filled.line} of table {t.index + 1} ({t.title!r}) has values "
                                     f"but no {t.key or 'name'}, and no player above it whose rows it could continue")
            continue
        if name in here:
            if not strict:
                continue
            raise GamestateError(f"{page or 'page'}: {name} has two rows in table {t.index + 1} (lines {here[name].line} and {kc.line})")
        here[name] = kc
        entry = players.setdefault(name, {})
        earlier = bool(entry)
        for ci, cs in sorted(cols.items()):
            first = cs[0]
            if ci == t.key_col and earlier:
                continue  # the name again, in a later table
            first.more, first.multi = cs[1:], ci in multi
            h = first.header
            if h in entry:
                h = f"{t.title}: {h}"
            entry.setdefault(h, first)


def _assign_tables(tables: list[GTable], terms: set[str], roster_keys: set[str], page: str, strict: bool,
                   fallback: bool) -> tuple[dict, dict, list[GlobalVar]]:
    """Which tables are keyed by player, and the model read from them: players merged over every such
    table (a player twice in one table is an error when `strict`), lists, and the globals of label/value tables."""
    _key_tables(tables, terms, roster_keys, fallback)
    players: dict[str, dict[str, GCell]] = {}
    lists: dict[str, dict[str, list[str]]] = {}
    table_globals: list[GlobalVar] = []
    for t in tables:
        if t.kind == "globals":
            table_globals.extend(GlobalVar(_header_text(r[0].raw), r[1].raw, r[1].text, r[1].line) for r in t.rows)
            continue
        blocks, unnamed = _table_blocks(t)
        if t.key is None and len(t.headers) == 1 and all(len(r) == 1 for r in t.rows if r):
            # a one-column table is a list (a deck, a queue): its entries in order, repeats kept, under its header
            lists[t.title] = {t.headers[0]: [p for r in t.rows if r for p in r[0].parts]}
            continue
        if t.key is None:
            rows_: dict[str, list[str]] = {}
            for b in blocks:
                k = b[0][0].text
                if k not in rows_:
                    rows_[k] = [p for r in b for i, c in enumerate(r) if i and not c.spanned and c.span != r[i - 1].span for p in c.parts]
            lists[t.title] = rows_
            continue
        t.kind = "players"
        _merge_players(t, blocks, unnamed, players, page, strict)
    return players, lists, table_globals


def _check_page(text: str, page: str) -> None:
    """An empty page, or an HTML one, is an input error (not a gamestate page's wikitext)."""
    if not text or not text.strip():
        raise GamestateError(f"{page or 'page'}: the page is empty")
    if _HTML_PAGE.match(text):
        raise GamestateError(f"{page or 'page'}: this is an HTML page (a blog post or a rendered page), not the wikitext of a gamestate page "
                             "(read it with `blognomic wiki get`, or the wiki's action=raw)")


def _read_tables(text: str, page: str) -> tuple[list[GTable], list[tuple[int, int]]]:
    """The page's outermost wikitables read (a table may make several, at header rows) and the span of each."""
    headings = [(m.start(), m.group(2)) for m in re.finditer(r"(?m)^(=+)[ \t]*(.*?)[ \t]*\1[ \t]*$", text)]
    tables: list[GTable] = []
    spans = []
    for ti, tab in enumerate(find_tables(text)):
        if tab.nesting_level > 1:
            continue
        start, end = tab.span
        spans.append((start, end))
        tables.extend(_read_table(tab, ti, len(tables), text, page, headings, tables))
    return tables, spans


def _read_lines(text: str, bare: str, spans: list[tuple[int, int]]) -> tuple[list[GSection], list[GlobalVar]]:
    """The lines outside tables: globals (bold labels, one-template lines), headings and the blocks under them."""
    global_lines: list[GlobalVar] = []
    sections = [GSection(0, "", 1)]
    para: list[str] = []
    para_line = 0

    def end_paragraph() -> None:
        nonlocal para
        if para:
            sections[-1].blocks.append(GBlock("paragraph", " ".join(para), para_line))
            para = []

    spans.sort()
    si = 0
    pos = 0
    for line_no, line in enumerate(bare.split("\n"), 1):
        lstart = pos
        pos += len(line) + 1
        while si < len(spans) and spans[si][1] <= lstart:
            si += 1
        if si < len(spans) and (spans[si][0] <= lstart < spans[si][1] or lstart <= spans[si][0] < pos):
            end_paragraph()  # a table line (a table may start mid-line)
            continue
        st = line.strip()
        if not st or st.startswith("----") or st.casefold() in ("__notoc__", "__toc__", "__forcetoc__", "__noeditsection__"):
            end_paragraph()
            continue
        h = _HEADING.match(st)
        if h:
            end_paragraph()
            sections.append(GSection(len(h.group(1)), clean_cell(h.group(2)), line_no))
            continue
        found = _line_globals(st, text[lstart:lstart + len(line)].strip(), line_no)
        if found:
            end_paragraph()
            global_lines.extend(found)
            continue
        li = _LIST_ITEM.match(st)
        if li:
            end_paragraph()
            sections[-1].blocks.append(GBlock("list", li.group(0) + " " + " ".join(st[li.end():].split()), line_no))
            continue
        if not para:
            para_line = line_no
        para.append(" ".join(st.split()))
    end_paragraph()
    if not sections[0].blocks and len(sections) > 1:
        sections.pop(0)
    return sections, global_lines


def parse_gamestate(text: str, page: str = "", revid: int | None = None, player_terms: tuple[str, ...] = (), roster: list[str] | None = None,
                    strict: bool = True, complete: bool = False) -> Gamestate:
    """Parse a gamestate page. The players table is the one whose first header names the players
    (the dynasty's term, e.g. "Vassal", or Name/Player), or whose first column holds roster names.
    A player with two rows is an error when `strict`; otherwise the first row counts and every row
    stays in `tables` (the validator reports the duplicate). With `complete`, a table never closed is
    an error naming its line (the validator and `gamestate show` want whole pages; MediaWiki itself,
    and so the history read by the Herald, tolerates one)."""
    _check_page(text, page)
    bare = _blank_comments(text)
    if complete:
        _check_tables_closed(bare, page)
    terms = {t.casefold() for t in player_terms} | KEY_HEADERS
    roster_keys = {r.casefold() for r in roster or []}
    tables, spans = _read_tables(text, page)
    players, lists, table_globals = _assign_tables(tables, terms, roster_keys, page, strict, fallback=roster is None and not player_terms)
    sections, global_lines = _read_lines(text, bare, spans)
    global_lines = sorted(global_lines + table_globals, key=lambda g: g.line)
    globals_: dict[str, GlobalVar] = {}
    for g in global_lines:
        globals_.setdefault(g.label, g)
    return Gamestate(page=page, revid=revid, players=players, globals=globals_, lists=lists, tables=tables, text=text,
                     global_lines=global_lines, sections=sections)


def parse_gndt_csv(text: str, page: str = "GNDT") -> Gamestate:
    """A GNDT export (the older eras' external table): the first row names the columns, the first column the players."""
    if not text.strip():
        raise GamestateError(f"{page}: the CSV export is empty")
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        rows = list(reader)
    except csv.Error as e:  # a stray carriage return, a field over the csv module's size limit...
        raise GamestateError(f"{page}: line {reader.line_num} is not CSV ({e})") from None
    while rows and not any(c.strip() for c in rows[0]):
        rows.pop(0)  # blank lines above the header
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
