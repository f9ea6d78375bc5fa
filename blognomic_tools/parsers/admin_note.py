"""The free-text admin note of a resolved post -> status word, tally numbers, DEF counts, admin name.

Notes have had no fixed format in twenty years ("Passed 7 to 4 by X at 1:52 GMT", "Cannot be Enacted
without CoV (1-8) Failed by X", "Reached quorum 6 votes to 1. Enacted by X.", "Timed out and fails 2-3—X",
"failed 3-4, two words"). What the reader knows of them is data: the tables of forms of phrasings.admin_notes
(statuses, reversals, negations, tallies, DEF counts, admin names, and the titles, quotations and URLs to skip),
written with slots of the one vocabulary (phrasings.slots), compiled by the one phrasing compiler and read by
one small matcher (`_hits`). Rules of reading:

- a status word inside a negation is never that status ("cannot be enacted" is a failure; "not failed
  yet" says nothing);
- a status word after "to", "can", "would"... says what could be done, not what was ("Subsequently Failed by X,
  as it's unclear that less than quorum was able to enact it" is a failure);
- of several resolutions the last one stands ("Failed ... Unfailed ... Enacted ..."); a reason
  (self-killed, vetoed, illegal) names the failure that follows it ("Self-killed. Failed by X");
- words inside a title ("Failed by CfJ: Enactment Rules—X"), a quotation or a URL are not the note's;
- the tally is the first count the note reports;
- a time-out with no outcome word fails when FOR does not exceed AGAINST (in every era); with more
  FOR it is not decidable from the note (core proposals need a quorum since 2021);
- the admin is the name after a final dash (or tilde), else after the last "by" that follows what an admin
  does ("Failed by X", not "Proposed by Y"; in "Failed by X - vetoed by Y" Y is who vetoed), else a name
  standing alone as the last clause; a status phrase ("Self killed") is never a name;
- a count may be a word ("none") only beside the word AGAINST;
- what cannot be read is None (the status also listed in `unparsed`), never guessed.

The corpus fixtures/corpus/notes/notes.json holds the forms met on the blog from 2003 to 2025, each
with the page or era it comes from (those marked held_out were gathered after the reader was written, and
measured before it learnt them); tests/test_admin_note_corpus.py reads all of it.
"""
from __future__ import annotations

import bisect
import html
import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..phrasings import admin_notes as notes
from ..reading.numbers import COUNT_WORDS
from ..reading.phrasing import compile_phrasing

# The forms are data (phrasings.admin_notes, written with slots of the one vocabulary, spaces short); a table here
# is a list of (phrasing, value) pairs or of phrasings alone, compiled by the one phrasing compiler on first use.
STATUS_FORMS = [(e["phrasing"], e["status"]) for e in notes.STATUS_FORMS]
REASONS = ("withdrawn", "vetoed", "illegal")
TIMED_OUT_FORMS = [e["phrasing"] for e in notes.TIMED_OUT_FORMS]
QUORUM_REACHED_FORMS = [e["phrasing"] for e in notes.QUORUM_REACHED_FORMS]
# what a negated status means: a negated enactment is a failure; any other negated status says nothing
NEGATED_MEANS = {"enacted": "failed"}
TALLY_FORMS = [e["phrasing"] for e in notes.TALLY_FORMS]
DEF_FORMS = [e["phrasing"] for e in notes.DEF_FORMS]
QUOTE_FORMS = [e["phrasing"] for e in notes.QUOTE_FORMS]
ASIDE_FORMS = [e["phrasing"] for e in notes.ASIDE_FORMS]
TITLE_PREFIX_FORMS = [e["phrasing"] for e in notes.TITLE_PREFIX_FORMS]
TITLE_ENDS = re.compile(r"[—–\n;]|\s-|\.(?:\s|$)")
ADMIN_FORMS = [(e["phrasing"], e["kind"]) for e in notes.ADMIN_FORMS]
ADMIN_OUTCOMES = ("enacted", "failed", "vetoed", "illegal")  # what an admin marks (a self-kill is the author's)
ADMIN_MARK_FORMS = [e["phrasing"] for e in notes.ADMIN_MARK_FORMS]
# a "by" marked only by one of these gives way to an earlier marked "by" of its sentence:
# "Failed by X, 27th August - vetoed by Y" (2004) names the admin X and the emperor Y who vetoed
ADMIN_WEAK_MARKS = ("vetoed",)
CLAUSE_ENDS = ".!?;,\n"
# words that are never (part of) an admin's name
NOT_NAMES = set("""
a an the and or but of to in on at by for with as is it its was be been this that will would so then again also after before
not no yes see all any some vote votes voted quorum def deferential imperial against tally time times timed out timeout
mistake accident default fiat majority veto admin author proxy consensus unanimous unanimously sadly anyway finally
cfj dov proposal proposals rule ruleset judgment judgement emperor queue window edit now later here there it's fix
gmt utc am pm
""".split())


@lru_cache(maxsize=None)
def _table(forms: tuple, words: bool) -> list[tuple[re.Pattern, object]]:
    return [(compile_phrasing(rf"(?<!\w)(?:{f})(?!\w)" if words else f, spaces=notes.SPACES), v) for f, v in forms]


def _hits(forms: list, text: str, words: bool = False) -> list[tuple[int, int, object, re.Match]]:
    """The one matcher: every match of every form of a table, as (start, end, value, match) in text order,
    overlaps resolved (the first start wins, then the longer match, then the earlier row).

    `forms` holds (form, value) pairs or forms alone (their value is their row); `words`: whole words only."""
    rows = _table(tuple(f if isinstance(f, tuple) else (f, i) for i, f in enumerate(forms)), words)
    found = []
    for i, (rx, value) in enumerate(rows):
        for m in rx.finditer(text):
            if m.end() > m.start():
                found.append((m.start(), m.start() - m.end(), i, m.end(), value, m))
    found.sort(key=lambda h: h[:3])
    out, end = [], -1
    for start, _, _, stop, value, m in found:
        if start >= end:
            out.append((start, stop, value, m))
            end = stop
    return out


def _first(forms: list, text: str, words: bool = False) -> re.Match | None:
    hits = _hits(forms, text, words)
    return hits[0][3] if hits else None


def _alternatives(table: list[dict]) -> str:
    return "|".join(e["phrasing"] for e in table)


@lru_cache(maxsize=None)
def _cues() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """(before a base form: "to enact"; before a participle: "can be failed"; a negation just before), compiled once."""
    modals = [e for e in notes.HYPOTHETICAL if e["phrasing"] != "to"]
    hypothesis = compile_phrasing(rf"(?<![\w’'])(?:{_alternatives(notes.HYPOTHETICAL)})\s+$")
    hypothesis_be = compile_phrasing(rf"(?<![\w’'])(?:{_alternatives(modals)})\s+(?:still\s+|yet\s+)?be\s+$")
    negation = compile_phrasing(rf"(?<![\w’'])(?:{_alternatives(notes.NEGATORS)})(?:\s+(?:{_alternatives(notes.NEGATION_FILLERS)})){{0,2}}\s*$")
    return hypothesis, hypothesis_be, negation


def _blank(text: str, spans) -> str:
    chars = list(text)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    return "".join(chars)


def _masked(text: str) -> str:
    """The note with URLs, quotations and titles blanked (same length: positions still match)."""
    text = _blank(text, [(a, b) for a, b, _, _ in _hits(QUOTE_FORMS, text)])
    spans = []
    for _, b, _, _ in _hits(TITLE_PREFIX_FORMS, text, words=True):
        end = TITLE_ENDS.search(text, b, min(len(text), b + 120))
        spans.append((b, end.start() if end else min(len(text), b + 120)))
    return _blank(text, spans)


def _clause_start(text: str, at: int, ends: str = ".;!?\n") -> int:
    return max(text.rfind(c, 0, at) for c in ends) + 1


def _negated(text: str, at: int) -> bool:
    return bool(_cues()[2].search(text[max(_clause_start(text, at), at - 40):at]))


def _status(text: str) -> str | None:
    seq: list[str] = []
    for start, _, status, _ in _hits(STATUS_FORMS, text, words=True):
        if status == "reversed":
            seq = []  # what came before was undone
            continue
        if _negated(text, start):
            status = NEGATED_MEANS.get(status)
            if status is None:
                continue
        else:
            before = text[max(_clause_start(text, start), start - 40):start]
            base = not re.match(r"\w+?(?:ed|s|ing)\b", text[start:start + 12], re.I)
            hypothesis, hypothesis_be, _ = _cues()
            if (base and hypothesis.search(before)) or hypothesis_be.search(before):
                continue  # what could be done is not what was done
        seq.append(status)
    if not seq:
        return None
    last_enacted = max((i for i, s in enumerate(seq) if s == "enacted"), default=None)
    tail = seq if last_enacted is None else seq[last_enacted + 1:]
    if not tail:
        return "enacted"
    reasons = [s for s in tail if s in REASONS]
    return reasons[-1] if reasons else "failed"


@lru_cache(maxsize=4096)  # a note names few people, often many times over
def _name_ok(name: str) -> bool:
    words = name.split()
    return bool(words) and not _hits(STATUS_FORMS, name, words=True) and not any(  # "Self killed" is no name
        w.lower().strip("’'") in NOT_NAMES or _hits(STATUS_FORMS, w, words=True) for w in words)


def _name(m: re.Match) -> str | None:
    names = [m.group("n")] + ([m.group("n2")] if "n2" in m.re.groupindex and m.group("n2") else [])
    return " ".join(names) if all(_name_ok(n) for n in names) else None


def _admin_marks(text: str) -> list[tuple[int, int, str]]:
    """(start, end, what) of every word saying what an admin did ("adminned", an outcome), in text order."""
    marks = [(a, b, "adminned") for a, b, _, _ in _hits(ADMIN_MARK_FORMS, text, words=True)]
    marks += [(a, b, v) for a, b, v, _ in _hits(STATUS_FORMS, text, words=True) if v in ADMIN_OUTCOMES]
    return sorted(marks)


def _admin_mark(marks: list[tuple[int, int, str]], start: int, at: int) -> str | None:
    """What an admin did, as said last between start and at (a stretch of a sentence just before a "by X")."""
    i = bisect.bisect_left(marks, (at,))
    while i > 0 and marks[i - 1][0] >= start:
        i -= 1
        if marks[i][1] <= at:
            return marks[i][2]
    return None


def _admin(text: str) -> str | None:
    text = _blank(text, [(a, b) for a, b, _, _ in _hits(ASIDE_FORMS, text)]).rstrip()
    for kind in ("end", "by", "alone"):
        forms = [f for f in ADMIN_FORMS if f[1] == kind]
        if kind == "alone":  # only the last clause, whole, without its full stop ("enacted 8-0, x." 2025)
            body = text.rstrip(" .!")
            hits = _hits(forms, body[_clause_start(body, len(body), CLAUSE_ENDS):].strip())
        else:
            hits = _hits(forms, text)
        named = [(m, name) for _, _, _, m in hits if (name := _name(m))]
        if kind == "by":
            # "Failed by X" names the admin; "Proposed by Y", "S-K by Y" name someone else
            marks = _admin_marks(text)
            marked = [(m, name, (c := _clause_start(text, m.start())), _admin_mark(marks, c, m.start())) for m, name in named]
            strong, kept = set(), []  # sentences (by their start) with an admin's "by" marked by more than a veto
            for h in marked:
                if h[3] and (h[3] not in ADMIN_WEAK_MARKS or h[2] not in strong):
                    kept.append(h)
                    if h[3] not in ADMIN_WEAK_MARKS:
                        strong.add(h[2])
            marked = kept
            named = [(m, name) for m, name, _, _ in marked] or named
        if named:
            return named[-1][1]
    return None


@dataclass
class AdminNote:
    raw: str
    status: str | None = None  # enacted | failed | vetoed | withdrawn | illegal
    timed_out: bool = False
    reached_quorum: bool = False
    for_: int | None = None
    against: int | None = None
    deferentials: int | None = None
    admin: str | None = None
    unparsed: list[str] = field(default_factory=list)

    @property
    def readable(self) -> bool:
        return self.status is not None


def parse_admin_note(note: str | None) -> AdminNote:
    raw = (note or "").strip()
    n = AdminNote(raw=raw)
    if not raw:
        n.unparsed.append("no admin note")
        return n
    text = _masked(html.unescape(raw))
    n.timed_out = any(not _negated(text, a) for a, _, _, _ in _hits(TIMED_OUT_FORMS, text, words=True))  # not "not timed out"
    n.reached_quorum = bool(_hits(QUORUM_REACHED_FORMS, text, words=True))
    m = _first(TALLY_FORMS, text)
    if m:
        n.for_, n.against = (COUNT_WORDS[g.lower()] if g.lower() in COUNT_WORDS else int(g) for g in (m.group("f"), m.group("a")))
    d = _first(DEF_FORMS, text)
    if d:
        n.deferentials = int(d.group("d"))
    n.status = _status(text)
    if n.status is None and n.timed_out and n.for_ is not None and n.for_ <= n.against:
        n.status = "failed"  # a time-out with FOR not above AGAINST fails under every era's rules
    if n.status is None:
        n.unparsed.append("no status word")
    n.admin = _admin(text)
    return n
