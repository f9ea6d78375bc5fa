"""Three-way merge of wikitext: your change (base → yours) applied onto the current text (base → theirs).

The text is cut into units: a line outside tables, and inside a wikitable one unit per row (from its
``|-`` to the next one, all its lines) plus the ``{|`` / ``|+`` / ``|}`` lines. The units are aligned with
``merge3`` (bzr's three-way merge, on units instead of lines): a part only one side changed takes that
side, a part both sides changed identically is taken once. Where both sides changed neighbouring units:

- rows of one table with the same names (first cells) on all three sides are merged cell by cell: two
  edits of one row in different cells both survive, a cell both sides set to different values is a
  conflict (named by table, row and column);
- anything else is merged line by line (merge3 again), and what still overlaps is a conflict.

Nothing is ever decided for the user: a conflict leaves the result unusable (``Merged.clean`` is False)
and says where, with the base, their and your text. Pure: no I/O.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import asdict, dataclass, field

from merge3 import Merge3


@dataclass
class Conflict:
    where: str  # "table 1 (Vassals), row pokes, column Wood" or "lines 3–4"
    line: int  # 1-based line in the current (their) text
    base: str
    theirs: str
    yours: str

    def to_dict(self) -> dict:
        return asdict(self)

    def __str__(self) -> str:
        where = self.where if "line" in self.where else f"{self.where} (line {self.line})"
        return f"{where}: base {show_value(self.base)}, theirs {show_value(self.theirs)}, yours {show_value(self.yours)}"


@dataclass
class Merged:
    text: str  # the merged text (meaningless when there are conflicts)
    conflicts: list[Conflict] = field(default_factory=list)
    kept_theirs: list[str] = field(default_factory=list)  # their changes kept next to yours

    @property
    def clean(self) -> bool:
        return not self.conflicts


def show_value(s: str, limit: int = 120) -> str:
    """A merged or conflicting value as a report shows it: quoted, '(nothing)' when empty, cut at `limit`."""
    s = s.rstrip("\n")
    if not s:
        return "(nothing)"
    s = repr(s)
    return s if len(s) <= limit else s[: limit - 1] + "…'"


class _Matcher(difflib.SequenceMatcher):
    """No 'popular element' heuristic: a blank line repeated 50 times must still align."""

    def __init__(self, isjunk=None, a=(), b=()):
        super().__init__(isjunk, a, b, autojunk=False)


# ------------------------------------------------------------------------------------------------
# units

_HEADING = re.compile(r"^(=+)\s*(.*?)\s*\1\s*$")


@dataclass
class _Unit:
    text: str
    kind: str  # "line" | "row"
    table: int | None  # 1-based index of the (outermost) table it belongs to
    line: int  # 1-based first line


@dataclass
class _Doc:
    units: list[_Unit]
    tables: dict[int, str]  # table index -> its heading ("" if none)
    nlines: int


def _normalise(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text if not text or text.endswith("\n") else text + "\n"


def _split(text: str) -> _Doc:
    units: list[_Unit] = []
    tables: dict[int, str] = {}
    heading = ""
    depth = 0
    table = 0
    row: _Unit | None = None
    lines = text.splitlines(keepends=True)
    for n, line in enumerate(lines, 1):
        s = line.lstrip()
        if depth == 0:
            m = _HEADING.match(line.rstrip("\n"))
            if m:
                heading = m.group(2)
            if s.startswith("{|"):
                depth, table, row = 1, table + 1, None
                tables[table] = heading
            units.append(_Unit(line, "line", table if depth else None, n))
            continue
        if s.startswith("{|"):
            depth += 1
        elif s.startswith("|}"):
            depth -= 1
            if depth == 0:
                row = None
                units.append(_Unit(line, "line", table, n))
                continue
        if depth == 1:
            if s.startswith("|-"):
                row = _Unit(line, "row", table, n)
                units.append(row)
                continue
            if s.startswith("|+"):
                row = None
                units.append(_Unit(line, "line", table, n))
                continue
            if row is None and (s.startswith("|") or s.startswith("!")):
                row = _Unit(line, "row", table, n)  # the first row, without a |- (usually the header)
                units.append(row)
                continue
        if row is not None:
            row.text += line
        else:
            units.append(_Unit(line, "line", table, n))
    return _Doc(units, tables, len(lines))


# ------------------------------------------------------------------------------------------------
# cells of one row

_SEP = re.compile(r"\n?[ \t]*(\|\||!!|\||!)")


@dataclass
class _Cell:
    sep: str  # the separator that opens it ("\n|", "||", "\n!", "!!")
    attrs: str  # attributes with their closing "|" (may be empty)
    value: str
    header: bool = False

    @property
    def key(self) -> tuple[str, str]:
        return self.attrs.strip(), self.value.strip()


@dataclass
class _Row:
    head: str  # text before the first cell ("|-" and its attributes)
    cells: list[_Cell]
    tail: str

    @property
    def name(self) -> str:
        return self.cells[0].value.strip() if self.cells else ""

    def render(self) -> str:
        return self.head + "".join(c.sep + c.attrs + c.value for c in self.cells) + self.tail


def _row(unit_text: str) -> _Row | None:
    """A row unit's cells (parsers.wikitables finds them, templates and links included), or None."""
    from .parsers.wikitables import find_tables

    body = unit_text[:-1] if unit_text.endswith("\n") else unit_text
    wrapped = "{|\n" + body + "\n|}"
    tables = find_tables(wrapped)
    if len(tables) != 1:
        return None
    rows = tables[0].cells(span=False)
    if len(rows) != 1 or not rows[0]:
        return None
    cells: list[_Cell] = []
    pos = 3
    head = None
    for c in rows[0]:
        start, end = c.span
        start = max(start, 3)  # a first row without "|-": its first cell starts at the wrapper's newline
        raw = wrapped[start:end]
        if head is None:
            head = wrapped[3:start]
        elif start != pos:
            return None
        value = c.value
        if not raw.endswith(value):
            return None
        m = _SEP.match(raw)
        if not m:
            return None
        cells.append(_Cell(raw[: m.end()], raw[m.end(): len(raw) - len(value)], value, bool(c.is_header)))
        pos = end
    tail = wrapped[pos:-3]
    r = _Row(head or "", cells, tail)
    if r.render() != body:  # the cut must give back every byte, or we do not trust it
        return None
    return r


# ------------------------------------------------------------------------------------------------
# the merge


class _Ctx:
    def __init__(self, base: _Doc, theirs: _Doc):
        self.base, self.theirs = base, theirs
        self._headers: dict[int, list[str]] = {}

    def table_name(self, t: int | None) -> str:
        if t is None:
            return ""
        title = self.base.tables.get(t) or self.theirs.tables.get(t) or ""
        return f"table {t}" + (f" ({title})" if title else "")

    def column(self, t: int | None, i: int) -> str:
        if t not in self._headers:
            names: list[str] = []
            for u in self.base.units:
                if u.table == t and u.kind == "row":
                    r = _row(u.text)
                    if r and r.cells and all(c.header for c in r.cells):
                        names = [_plain(c.value) for c in r.cells]
                    break
            self._headers[t] = names
        names = self._headers[t]
        return names[i] if i < len(names) and names[i] else f"{i + 1}"


def _plain(v: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]*>|'''?", "", v)).strip()


def _lines_where(first: int, count: int) -> str:
    return f"line {first}" if count <= 1 else f"lines {first}–{first + count - 1}"


def merge(base: str, theirs: str, yours: str) -> Merged:
    """Your change (base → yours) onto theirs (base → theirs). See the module's docstring."""
    base, theirs, yours = _normalise(base), _normalise(theirs), _normalise(yours)
    if theirs == base or yours == theirs:
        return Merged(theirs if yours == theirs else yours)
    if yours == base:
        return Merged(theirs)
    zb, ab, bb = _split(base), _split(theirs), _split(yours)
    ctx = _Ctx(zb, ab)
    out: list[str] = []
    result = Merged("")
    z, a, b = [u.text for u in zb.units], [u.text for u in ab.units], [u.text for u in bb.units]
    for reg in Merge3(z, a, b, sequence_matcher=_Matcher).merge_regions():
        kind = reg[0]
        if kind == "unchanged":
            out.extend(z[reg[1]:reg[2]])
        elif kind in ("same", "b"):
            out.extend((a if kind == "same" else b)[reg[1]:reg[2]])
        elif kind == "a":
            out.extend(a[reg[1]:reg[2]])
        else:
            _, zs, ze, as_, ae, bs, be = reg
            out.append(_merge_region(ctx, zb.units[zs:ze], ab.units[as_:ae], bb.units[bs:be],
                                     ab.units[as_].line if as_ < len(ab.units) else ab.nlines + 1, result))
    # what they changed that we kept: described cell by cell where we can
    result.kept_theirs = _describe(ctx, zb, ab)
    result.text = "".join(out)
    return result


def _merge_region(ctx: _Ctx, zu: list[_Unit], au: list[_Unit], bu: list[_Unit], line: int, result: Merged) -> str:
    if all(u.kind == "row" for u in zu + au + bu) and len({u.table for u in zu + au + bu}) == 1:
        rows = [[_row(u.text) for u in side] for side in (zu, au, bu)]
        if all(r is not None for side in rows for r in side):
            names = [[r.name for r in side] for side in rows]
            if len(zu) == len(au) == len(bu) and zu and names[0] == names[1] == names[2]:
                return "".join(_merge_row(ctx, zu[i], au[i], bu[i], rows[0][i], rows[1][i], rows[2][i], result) for i in range(len(zu)))
            merged = _merge_rows_by_name(ctx, (zu, au, bu), rows, names, line, result)
            if merged is not None:
                return merged
    return _merge_lines(ctx, zu, au, bu, line, result)


def _merge_rows_by_name(ctx: _Ctx, units, rows, names, line: int, result: Merged) -> str | None:
    """Rows added, deleted and changed around each other (a new player at the end of the table while
    another edits the last row): matched by their names (first cells). None when the names are not
    unique on a side or the rows common to all three were reordered: the caller merges by lines then."""
    zn, an, bn = names
    if any(len(set(n)) != len(n) or "" in n for n in names):
        return None
    common = [n for n in zn if n in an and n in bn]
    if [n for n in an if n in common] != common or [n for n in bn if n in common] != common:
        return None
    side = [{n: (u, r) for n, u, r in zip(nn, uu, rr)} for nn, uu, rr in zip(names, units, rows)]
    z, a, b = side
    t = units[1][0].table if units[1] else units[0][0].table
    out: list[tuple[str, str]] = []  # (name, text)
    for n in an:
        au, ar = a[n]
        if n in z and n in b:
            out.append((n, _merge_row(ctx, z[n][0], au, b[n][0], z[n][1], ar, b[n][1], result)))
        elif n in z:  # you deleted it
            if au.text != z[n][0].text:
                result.conflicts.append(Conflict(f"{ctx.table_name(t)}, row {n}", au.line, z[n][0].text, au.text, ""))
                out.append((n, au.text))
        elif n in b and b[n][0].text != au.text:  # both added it, differently
            result.conflicts.append(Conflict(f"{ctx.table_name(t)}, row {n} (added on both sides)", au.line, "", au.text, b[n][0].text))
            out.append((n, au.text))
        else:
            out.append((n, au.text))
    for n in zn:
        if n not in a and n in b and b[n][0].text != z[n][0].text:  # they deleted a row you changed
            result.conflicts.append(Conflict(f"{ctx.table_name(t)}, row {n}", line, z[n][0].text, "", b[n][0].text))
    placed = {n for n, _ in out}
    for i, n in enumerate(bn):
        if n in z or n in placed:
            continue
        at = 0  # after the nearest row before it (in your order) that is already placed
        for prev in reversed(bn[:i]):
            idx = next((k for k, (m, _) in enumerate(out) if m == prev), None)
            if idx is not None:
                at = idx + 1
                break
        out.insert(at, (n, b[n][0].text))
        placed.add(n)
    return "".join(text for _, text in out)


def _merge_row(ctx: _Ctx, zu: _Unit, at: _Unit, bu: _Unit, zr: _Row, ar: _Row, br: _Row, result: Merged) -> str:
    t = at.table
    z, a, b = zu.text, at.text, bu.text
    if a == b or b == z:
        return a
    if a == z:
        return b
    if len(zr.cells) != len(ar.cells) or len(zr.cells) != len(br.cells):
        return _merge_lines(ctx, [zu], [at], [bu], at.line, result, where=f"{ctx.table_name(t)}, row {zr.name or '?'}")
    head = _pick3(zr.head, ar.head, br.head)
    tail = _pick3(zr.tail, ar.tail, br.tail)
    if head is None or tail is None:
        result.conflicts.append(Conflict(f"{ctx.table_name(t)}, row {zr.name or '?'} (its row markup)", at.line, z, a, b))
        return at.text
    cells: list[_Cell] = []
    for i, (zc, ac, bc) in enumerate(zip(zr.cells, ar.cells, br.cells)):
        if bc.key == zc.key or bc.key == ac.key:
            cells.append(ac)
        elif ac.key == zc.key:
            if bc.attrs.strip() == ac.attrs.strip():  # keep their layout and padding, put your value in
                lead = ac.value[: len(ac.value) - len(ac.value.lstrip())]
                trail = ac.value[len(ac.value.rstrip()):]
                cells.append(_Cell(ac.sep, ac.attrs, lead + bc.value.strip() + trail))
            else:
                cells.append(_Cell(ac.sep, bc.attrs, bc.value))
        else:
            line = at.line + (_Row(ar.head, ar.cells[:i], "").render() + ac.sep).count("\n")
            result.conflicts.append(Conflict(f"{ctx.table_name(t)}, row {zr.name or '?'}, column {ctx.column(t, i)}", line,
                                             zc.value.strip(), ac.value.strip(), bc.value.strip()))
            cells.append(ac)
    return _Row(head, cells, tail).render() + "\n"


def _pick3(z: str, a: str, b: str) -> str | None:
    if b == z or b == a:
        return a
    if a == z:
        return b
    return None


def _merge_lines(ctx: _Ctx, zu: list[_Unit], au: list[_Unit], bu: list[_Unit], line: int, result: Merged, where: str | None = None) -> str:
    z = "".join(u.text for u in zu).splitlines(keepends=True)
    a = "".join(u.text for u in au).splitlines(keepends=True)
    b = "".join(u.text for u in bu).splitlines(keepends=True)
    tables = {u.table for u in zu + au + bu}
    if where is None and len(tables) == 1 and None not in tables:
        where = ctx.table_name(next(iter(tables)))
        rows = [u for u in (zu or au or bu) if u.kind == "row"]
        names = [r.name for r in (_row(u.text) for u in rows) if r is not None and r.name]
        if names and len(names) == len(rows) and len(names) <= 3:
            where += ", row " + ", ".join(names)
    out: list[str] = []
    for reg in Merge3(z, a, b, sequence_matcher=_Matcher).merge_regions():
        kind = reg[0]
        if kind == "unchanged":
            out.extend(z[reg[1]:reg[2]])
        elif kind in ("same", "a"):
            out.extend(a[reg[1]:reg[2]])
        elif kind == "b":
            out.extend(b[reg[1]:reg[2]])
        else:
            _, zs, ze, as_, ae, bs, be = reg
            if ze - zs == ae - as_ == be - bs:
                # neighbouring lines, each changed on one side only (e.g. Fortnight on one, Last Fortnight on
                # the other): line by line. A line both changed differently is a conflict of its own.
                for k in range(ze - zs):
                    zl, al, bl = z[zs + k], a[as_ + k], b[bs + k]
                    pick = _pick3(zl, al, bl)
                    if pick is None:
                        n = line + as_ + k
                        result.conflicts.append(Conflict(f"{where}, line {n}" if where else f"line {n}", n, zl, al, bl))
                        pick = al
                    out.append(pick)
                continue
            first = line + as_
            span = _lines_where(first, ae - as_)
            result.conflicts.append(Conflict(f"{where}, {span}" if where else span, first,
                                             "".join(z[zs:ze]), "".join(a[as_:ae]), "".join(b[bs:be])))
            out.extend(a[as_:ae])
    return "".join(out)


def _describe(ctx: _Ctx, zb: _Doc, ab: _Doc) -> list[str]:
    """Their changes (base → theirs), said cell by cell in rows, by lines elsewhere."""
    z, a = [u.text for u in zb.units], [u.text for u in ab.units]
    out: list[str] = []
    for op, i1, i2, j1, j2 in _Matcher(None, z, a).get_opcodes():
        if op == "equal":
            continue
        zu, au = zb.units[i1:i2], ab.units[j1:j2]
        if op == "replace" and len(zu) == len(au) and all(u.kind == "row" for u in zu + au):
            for zu1, au1 in zip(zu, au):
                zr, ar = _row(zu1.text), _row(au1.text)
                if zr and ar and zr.name == ar.name and len(zr.cells) == len(ar.cells):
                    for i, (zc, ac) in enumerate(zip(zr.cells, ar.cells)):
                        if zc.key != ac.key:
                            out.append(f"{ctx.table_name(zu1.table)}, row {zr.name}, column {ctx.column(zu1.table, i)}: "
                                       f"{show_value(zc.value.strip(), 40)} → {show_value(ac.value.strip(), 40)}")
                else:
                    out.append(f"{ctx.table_name(zu1.table)}, row {zr.name if zr else '?'} (line {au1.line})")
            continue
        n = sum(u.text.count("\n") for u in au)
        first = au[0].line if au else (ab.units[j1].line if j1 < len(ab.units) else ab.nlines + 1)
        out.append(("their new " if op == "insert" else "their deletion before " if op == "delete" else "their ")
                   + (_lines_where(first, n) if n else f"line {first}"))
    return out


def change_is_in(base: str, merged: str, yours: str, parent: str | None = None) -> tuple[bool, list[Conflict]]:
    """Whether `merged` holds your change (base → yours) in full: applying it again changes nothing.
    Returns (True, []) or (False, the places where it is missing or differs).

    `parent`, when known, is the text `merged` was made from by someone else's merge (MediaWiki's, of your change onto
    the revision saved in between). Then a change the merge above cannot place (it aligns repeated lines, such as
    the blank lines around a new rule, one way where the wiki's merge aligned them another) is checked line by line
    instead: `_kept_line_by_line`."""
    m = merge(base, merged, yours)
    if not m.conflicts and m.text.rstrip() == _normalise(merged).rstrip():
        return True, []
    if parent is not None and _kept_line_by_line(base, merged, yours, parent):
        return True, []
    if m.conflicts:
        return False, m.conflicts
    return False, [Conflict("the saved text", 1, "", merged, yours)]


def _kept_line_by_line(base: str, merged: str, yours: str, parent: str) -> bool:
    """Your change (base → yours) is all in `merged`, made from `parent` by a merge of your change onto it, when
    (1) the lines your change wrote are all in `merged` where you wrote them: comparing yours with merged, every
    line that differs is one your change did not write (or one of a run of equal lines that may be taken for
    another of the run); and (2) merged differs from parent by your change, line for line: each line is as many
    more (or fewer) times in merged than in parent as it is in yours than in base. A line of yours lost, changed,
    moved, or a line you deleted coming back, fails one of the two."""
    from collections import Counter

    z, a, b, p = (_normalise(t).rstrip("\n").split("\n") if t.strip() else [] for t in (base, merged, yours, parent))
    if Counter(a) - Counter(p) != Counter(b) - Counter(z) or Counter(p) - Counter(a) != Counter(z) - Counter(b):
        return False
    ours = set()
    for op, i1, i2, j1, j2 in _Matcher(None, z, b).get_opcodes():
        if op != "equal":
            ours.update(range(j1, j2))
    for op, i1, i2, j1, j2 in _Matcher(None, b, a).get_opcodes():
        if op == "equal" or not ours.intersection(range(i1, i2)):
            continue
        if op == "replace" or not _slides_clear(b, i1, i2, ours):
            return False
    return True


def _slides_clear(lines: list[str], i1: int, i2: int, ours: set[int]) -> bool:
    """Whether the deletion of lines[i1:i2] is the same text as a deletion slid along the lines around it (one step
    right is the same when the line after the block equals its first, one step left when the line before equals its
    last) that touches no line of `ours`: of two blank lines, one yours, which went is not in the text."""
    s, n = i1, i2 - i1
    while s > 0 and lines[s - 1] == lines[s + n - 1]:
        s -= 1
        if not ours.intersection(range(s, s + n)):
            return True
    s = i1
    while s + n < len(lines) and lines[s + n] == lines[s]:
        s += 1
        if not ours.intersection(range(s, s + n)):
            return True
    return False
