"""Tables of a text render, read back into cells where the text allows it, refused where it does not.

A browser's text render of a wikitable writes each row on one line and joins its cells with a single
space (a copy of the table itself joins them with tabs), so "Wooden Wall Wood Land, Sea, Air 10, 2, 2"
is four cells that the text no longer separates. This reader puts the separations back from what is
known, and only when they are certain:

- the block's lines: an optional caption (the rule's title, as R205 captions "Engines"), the header
  line, then one line per row;
- the header's column names: each capitalised word starts a column; words run together into one name
  ("Defensive Value", "One-off Cost") only where the Ruleset's prose uses that phrase;
- the cells: each column is free text, numbers (``15``, ``10, 2, 2``), sums of money (``₩2,500``) or known names (a
  comma list of values from one vocabulary: a list the prose states, "one of Small, Medium, Large or
  Gargantuan", or the first column of another table, the Materials); a marker ("-", "N/A") stands in any
  column;
- every assignment of those kinds to the columns is tried; a row is read when the assignment splits it
  in exactly one way. The table is recovered when some assignment reads every row and every assignment
  that does gives the same cells (one that puts a plain word in a column whose other cells are numbers
  or listed names, as when a row lost a cell, counts as a doubt too); otherwise it is refused (:class:`FlattenedTableError` names the
  table, its rule and why, and asks for the wikitext or HTML). A guess is never returned.

Tab-separated lines (a copied table) are split on their tabs, and must have the header's number of cells.
Pipe-delimited rows ("| Moat | Wood | Land | 15 |", under a "|---|---|" line: a render that keeps the
table's rules, as converters to plain text or markdown write them) are split on their pipes; a row broken
over two lines by a line break in the page (the next line does not start with "|") is joined back, and
must then have the header's number of cells.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from itertools import product

from ..errors import FlattenedTableError

FREE, NUM, MONEY, KNOWN = "free", "number", "money", "known"
KINDS = (FREE, NUM, MONEY, KNOWN)
MAX_COLUMNS = 8
MAX_KNOWN_WORDS = 12  # the longest comma list of names one cell may hold, in words
MAX_WORK = 400_000  # words looked at while trying assignments; beyond it the table is refused (a bound on time)
HEADER_JOINERS = {"of", "per", "to", "the", "a", "an", "and", "or", "in", "at", "by", "for", "from", "with"}
MARKERS = {"-", "–", "—", "n/a", "none", "?"}
_NUMBER = re.compile(r"[-+−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?")
_MONEY = re.compile(r"[-+−]?[₩$£€¥¤₹₽](?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_LIST_RE = re.compile(
    r"\b(?:(?:is|be|are)\s+)?(?:either|(?:exactly\s+)?one(?: or more)? of|any of|each of)(?: the following)?:?\s+"
    r"(?P<l>[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,2}(?:,\s+[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,2})*,?\s+(?:or|and)\s+[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,2})"
)


def _short(line: str) -> str:
    return repr(line if len(line) <= 60 else line[:57] + "...")


@dataclass
class Recovered:
    header: list[str] | None
    rows: list[list[str]]
    caption: str | None = None


def vocabularies(prose: str) -> list[set[str]]:
    """The lists of names the prose states: "one of Small, Medium, Large or Gargantuan", "either X or Y"."""
    out = []
    for m in _LIST_RE.finditer(prose):
        items = [x.strip() for x in re.split(r",\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+", m.group("l")) if x.strip()]
        if len(items) >= 2:
            out.append(set(items))
    return out


@functools.lru_cache(maxsize=8)
def _folded(text: str) -> str:
    return text.casefold()


def _phrase_used(phrase: str, prose: str) -> bool:
    if phrase.casefold() not in _folded(prose):
        return False
    return re.search(r"(?<![\w-])" + re.escape(phrase) + r"(?:s|es)?(?![\w-])", prose, re.I) is not None


def header_splits(line: str, prose: str) -> list[list[str]]:
    """Every reading of a header line into column names (see the module docstring), most columns first."""
    words = line.split()
    if not words or len(words) > 3 * MAX_COLUMNS:
        return []
    # column names are capitalised ("Defensive Value", "Cost per Unit"); other lower-case words make a sentence
    if any(w[:1].islower() and w not in HEADER_JOINERS for w in words) or not (words[0][:1].isupper() or words[0][:1] in "#(\"“'‘"):
        return []
    # a lower-case word ("Cost per unit") or a "/" ("Land / Sea") cannot start a column
    joined_by_force = [not (w[:1].isupper() or w[:1].isdigit() or w[:1] in "#₩$£€(\"“'‘") or w in ("/", "&", "-", "–") or words[i - 1] in ("/", "&", "-", "–")
                       for i, w in enumerate(words)][1:]
    optional = [i for i, forced in enumerate(joined_by_force) if not forced]
    out = []
    if len(optional) > 12:
        return []
    for choice in product((False, True), repeat=len(optional)):
        join = list(joined_by_force)
        for i, c in zip(optional, choice):
            join[i] = c
        cols = [[words[0]]]
        for w, j in zip(words[1:], join):
            if j:
                cols[-1].append(w)
            else:
                cols.append([w])
        names = [" ".join(c) for c in cols]
        if len(names) > MAX_COLUMNS or any(len(c) > 4 or c[-1] in HEADER_JOINERS for c in cols):
            continue
        # a name of several capitalised words needs the prose to use it
        if all(len(c) == 1 or all(not (w[:1].isupper()) for w in c[1:]) or _phrase_used(" ".join(c), prose) for c in cols):
            out.append(names)
    out.sort(key=len, reverse=True)
    return out


def _is_number_cell(words: list[str], pattern: re.Pattern = _NUMBER) -> bool:
    """``15``, ``10, 2, 2``: numbers, comma-separated (with ``_MONEY``: ``₩2,500``, a sum of money)."""
    for k, w in enumerate(words):
        last = k == len(words) - 1
        core = w if last else w[:-1]
        if not last and not w.endswith(","):
            return False
        if not pattern.fullmatch(core):
            return False
    return True


def _is_known_cell(words: list[str], vocab: list[set[str]]) -> bool:
    if len(words) > MAX_KNOWN_WORDS or words[-1].endswith(","):
        return False
    items = [x.strip() for x in " ".join(words).split(",")]
    return any(all(x in v for x in items) for v in vocab)


class _Row:
    """A row's words and, for each start, the ends at which a cell of each kind may stop."""

    def __init__(self, line: str, vocab: list[set[str]], firsts: set[str] | None = None):
        self.line = line
        self.words = line.split()
        n = len(self.words)
        if firsts is None:
            firsts = {v.split()[0] for names in vocab for v in names if v.strip()}
        self.ends: dict[str, list[list[int]]] = {NUM: [], MONEY: [], KNOWN: []}
        for i in range(n):
            num, money, known = [], [], []
            first = self.words[i].rstrip(",")
            if self.words[i].casefold() in MARKERS:
                num.append(i + 1)
                money.append(i + 1)
                known.append(i + 1)
            else:
                # only a cell that starts like one is tried: a number, a sum, the first word of a listed name
                may_num, may_money, may_known = bool(_NUMBER.fullmatch(first)), bool(_MONEY.fullmatch(first)), first in firsts
                for e in range(i + 1, min(n, i + MAX_KNOWN_WORDS) + 1) if (may_num or may_money or may_known) else ():
                    cell = self.words[i:e]
                    if may_num and _is_number_cell(cell):
                        num.append(e)
                    if may_money and _is_number_cell(cell, _MONEY):
                        money.append(e)
                    if may_known and _is_known_cell(cell, vocab):
                        known.append(e)
            self.ends[NUM].append(num)
            self.ends[MONEY].append(money)
            self.ends[KNOWN].append(known)
        self.starts = {k: [(i, e) for i, e in enumerate(v) if e] for k, v in self.ends.items()}  # the starts that have an end

    def counts(self, kind: str, after: list[int]) -> list[int]:
        """Ways (capped at 2) to read words[i:] as a cell of ``kind`` followed by what ``after`` counts."""
        n = len(self.words)
        out = [0] * (n + 1)
        if kind == FREE:
            acc = 0
            for i in range(n - 1, -1, -1):
                # a free cell words[i:e], e > i; it may not end with a comma (a list goes on after one)
                if not self.words[i].endswith(","):
                    acc = min(2, acc + after[i + 1])
                out[i] = acc
            return out
        for i, ends in self.starts[kind]:
            out[i] = min(2, sum(after[e] for e in ends))
        return out

    def split(self, kinds: tuple[str, ...]) -> list[str]:
        """The one reading of this row under ``kinds`` (known to be unique)."""
        tables = [[0] * len(self.words) + [1]]
        for kind in reversed(kinds):
            tables.append(self.counts(kind, tables[-1]))
        tables.reverse()  # tables[j]: ways to read words[i:] as columns j..
        cells, i = [], 0
        for j, kind in enumerate(kinds):
            ends = range(i + 1, len(self.words) + 1) if kind == FREE else self.ends[kind][i]
            for e in ends:
                if kind == FREE and self.words[e - 1].endswith(","):
                    continue
                if tables[j + 1][e]:
                    cells.append(" ".join(self.words[i:e]))
                    i = e
                    break
        return cells


def _cell_kind(cell: str, vocab: list[set[str]]) -> str | None:
    words = cell.split()
    if len(words) == 1 and words[0].casefold() in MARKERS:
        return None
    if _is_number_cell(words):
        return NUM
    if _is_number_cell(words, _MONEY):
        return MONEY
    if _is_known_cell(words, vocab):
        return KNOWN
    return FREE


def _mixed(cells: list[list[str]], kinds: tuple[str, ...], rows: list[_Row], names: list[str], vocab: list[set[str]]) -> str:
    """Why a reading is suspect: a free column where some rows hold numbers (or listed names) and another
    row holds something else, as when a row lost a cell and its neighbour slid into the gap. "" if none."""
    for j, kind in enumerate(kinds):
        if kind != FREE:
            continue
        seen = [_cell_kind(row[j], vocab) for row in cells]
        typed = {k for k in seen if k in (NUM, MONEY, KNOWN)}
        if typed and FREE in seen:
            k = seen.index(FREE)
            what = "names the rules list" if KNOWN in typed else "numbers"
            return f"the row {_short(rows[k].line)} would have {cells[k][j]!r} as its {names[j]}, where other rows have {what}"
    return ""


def _readings(rows: list[_Row], names: list[str], vocab: list[set[str]]) -> tuple[list[list[str]] | None, str]:
    """The rows' cells when every assignment of kinds that reads each row one way agrees; else None and why."""
    ncols = len(names)
    found: list[list[str]] | None = None
    best = (-1, "")  # the most rows one assignment read, and the first row it could not
    suspect = ""
    suspects: list[list[list[str]]] = []  # readings of every row, each one way, but suspect (see _mixed)
    work = [0]

    def walk(suffix: tuple[str, ...], after: list[list[int]]) -> None:
        nonlocal found, best, suspect
        if len(suffix) == ncols:
            firsts = [a[0] for a in after]
            ok = sum(1 for f in firsts if f == 1)
            if ok > best[0]:
                bad = next((r.line for r, f in zip(rows, firsts) if f != 1), "")
                best = (ok, bad)
            if ok < len(rows):
                return
            cells = [r.split(suffix) for r in rows]
            why = _mixed(cells, suffix, rows, names, vocab)
            if why:
                suspect = suspect or why
                suspects.append(cells)
                return
            if found is None:
                found = cells
            elif cells != found:
                raise _Disagree(found, cells)
            return
        for kind in KINDS:
            work[0] += sum(len(r.words) + 1 for r in rows)
            if work[0] > MAX_WORK:
                raise _TooLarge()
            nxt = [r.counts(kind, a) for r, a in zip(rows, after)]
            if any(not any(x) for x in nxt):
                # some row has no reading at all with these last columns
                best = max(best, (0, ""))
                continue
            walk((kind, *suffix), nxt)

    try:
        walk((), [[0] * len(r.words) + [1] for r in rows])
    except _TooLarge:
        return None, f"its {len(rows)} rows under {ncols} columns are too many to try every reading"
    except _Disagree as d:
        a, b = d.args
        k = next(i for i, (x, y) in enumerate(zip(a, b)) if x != y)
        return None, f"the row {_short(rows[k].line)} reads as {' | '.join(a[k])} or as {' | '.join(b[k])}"
    if found is None and suspect and best[0] == len(rows):
        return None, suspect
    if found is not None and any(c != found for c in suspects):
        # a reading the kinds of cells make unlikely still reads the rows otherwise: no certainty
        return None, suspect
    if found is None:
        line = best[1] or next((r.line for r in rows if len(r.words) < ncols), rows[0].line if rows else "")
        return None, f"the row {_short(line)} cannot be split into {ncols} cells in exactly one way"
    return found, ""


class _Disagree(Exception):
    pass


class _TooLarge(Exception):
    pass


def recover(lines: list[str], prose: str, vocab: list[set[str]], title: str = "") -> Recovered:
    """Read a flattened table (its lines: [caption,] header, rows). Raises FlattenedTableError with the reason
    (without naming the table: the caller knows its rule)."""
    lines = [ln.strip() for ln in lines if ln.strip()]
    caption = None
    if len(lines) >= 3 and title and _same_name(lines[0], title):
        caption, lines = lines[0], lines[1:]
    if len(lines) < 2:
        raise FlattenedTableError("it has no row under its header")
    head, body = lines[0], lines[1:]
    if _is_pipe_row(head):
        return _pipe_table(lines, caption)
    if "\t" in head:
        header = [c.strip() for c in head.split("\t")]
        rows = [[c.strip() for c in ln.split("\t")] for ln in body]
        bad = next((ln for ln, r in zip(body, rows) if len(r) != len(header)), None)
        if bad is not None:
            raise FlattenedTableError(f"the row {_short(bad.replace(chr(9), ' '))} has not the {len(header)} cells of the header")
        return Recovered(header, rows, caption)
    if head[-1:] in ".;:!?" or len(head) > 120:
        raise FlattenedTableError(f"its first line {head[:60]!r} is not a header of column names")
    splits = header_splits(head, prose)
    if not splits:
        raise FlattenedTableError(f"its header {head!r} cannot be read as column names")
    firsts = {v.split()[0] for names in vocab for v in names if v.strip()}
    rows = [_Row(ln, vocab, firsts) for ln in body]
    results = []
    reasons = []
    for names in splits:
        if len(names) == 1:
            results.append((names, [[r.line] for r in rows]))
            continue
        cells, why = _readings(rows, names, vocab)
        if cells is None:
            reasons.append(why)
        else:
            results.append((names, cells))
    if not results:
        raise FlattenedTableError(reasons[0] if reasons else f"its header {head!r} cannot be read as column names")
    if len(results) > 1:
        (a, _), (b, _) = results[0], results[1]
        raise FlattenedTableError(f"its header {head!r} reads as {' | '.join(a)} or as {' | '.join(b)}")
    names, cells = results[0]
    return Recovered(names, cells, caption)


_PIPE_RULE = re.compile(r"\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?")


def _is_pipe_row(line: str) -> bool:
    return line.startswith("|") and line.count("|") >= 2


def _pipe_cells(line: str) -> list[str]:
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") else inner
    return [c.strip() for c in inner.split("|")]


def _pipe_table(lines: list[str], caption: str | None) -> Recovered:
    """Rows of "| a | b |" (see the module docstring): a line that does not start with "|" continues the row
    before it, starting a new cell when that row's line ended with "|" and continuing its last cell otherwise."""
    rows: list[tuple[str, list[str]]] = []  # (the row's text as given, its cells)
    ended = True
    for line in lines:
        if _PIPE_RULE.fullmatch(line):
            ended = True
            continue
        cells = _pipe_cells(line)
        if _is_pipe_row(line) or not rows:
            rows.append((line, cells))
        else:
            text, prev = rows[-1]
            if not ended and prev:
                prev[-1] = f"{prev[-1]} {cells[0]}".strip()
                cells = cells[1:]
            rows[-1] = (f"{text} {line}", prev + cells)
        ended = line.rstrip().endswith("|")
    header, body = rows[0][1], rows[1:]
    if not body:
        raise FlattenedTableError("it has no row under its header")
    bad = next(((t, c) for t, c in body if len(c) != len(header)), None)
    if bad is not None:
        raise FlattenedTableError(f"the row {_short(bad[0])} has {len(bad[1])} cells, not the {len(header)} of the header")
    return Recovered(header, [c for _, c in body], caption)


def _same_name(a: str, b: str) -> bool:
    a, b = a.casefold().strip(), re.sub(r"\s*\[[^\]]*\]", "", b).casefold().strip()
    return a in (b, b + "s", b.rstrip("s"), b + "es") or b in (a + "s", a + "es")


_ORDINALS = ("", "second ", "third ", "fourth ", "fifth ")


def message(rule: str, source: str, why: str, index: int = 0) -> str:
    """The one line a refused table gives (a rule's table is named by its rule, as the Ruleset's prose does;
    ``index`` counts the rule's tables before it)."""
    where = f"{source}: " if source else ""
    nth = _ORDINALS[index] if index < len(_ORDINALS) else f"{index + 1}th "
    return (f"{where}rule '{rule}': the {nth}table of '{rule}' is flattened in this text render and its cells cannot be "
            f"recovered unambiguously ({why}); read the Ruleset from its wikitext or HTML (.wiki/.html) instead")
