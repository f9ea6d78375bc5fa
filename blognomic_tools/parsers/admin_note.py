"""The free-text admin note of a resolved post -> status word, tally numbers, DEF counts, admin name.

Notes have had no fixed format in twenty years ("Passed 7 to 4 by X at 1:52 GMT", "Cannot be Enacted
without CoV (1-8) Failed by X", "Reached quorum 6 votes to 1. Enacted by X.", "Timed out and fails 2-3—X",
"failed 3-4, two words"). What the reader knows of them is data: the tables of forms below (statuses,
reversals, negations, tallies, DEF counts, admin names, and the titles, quotations and URLs to skip),
written with a few named atoms and read by one small matcher (`_hits`). Rules of reading:

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

# ---- atoms the forms are written with: {NAME} in a form; " " is a short run of spaces, "~" an optional one
# counts written as words ("7 votes FOR and none AGAINST" 2015)
COUNT_WORDS = {"none": 0, "no": 0, "zero": 0}
_COUNT_WORD = r"(?<!\w)(?:" + "|".join(COUNT_WORDS) + r")(?!\w)"
ATOMS = {
    # a count of at most 6 digits (int() refuses > 4300 digits), not part of a date, a time, a decimal or a longer number
    "F": r"(?<![\d.:/+-])(?P<f>\d{1,6})(?!\d|[.:]\d)",
    "A": r"(?<![\d.:/])(?P<a>\d{1,6})(?!\d|[.:]\d|[-–]\d)",
    # AGAINST as digits or a word, only where the word AGAINST is written: "7 votes FOR and none AGAINST" (not "4 to no avail")
    "AW": r"(?<![\d.:/])(?P<a>\d{1,6}|" + _COUNT_WORD + r")(?!\d|[.:]\d|[-–]\d)",
    "D": r"(?<![\d.:/-])(?P<d>\d{1,6})(?!\d|[.:]\d)",
    "DASH": r"(?:-|–|—)",
    "TILDE": r"\x7e",  # a literal tilde ("~" in a form is an optional run of spaces)
    "VOTES": r"(?:votes?)",
    "AGAINST": r"(?:against|aga)\b",
    "Q": r"(?:quorum)",
    # names: letters first, then letters, digits, _ ' - (no dot: "by X. Y" is two sentences)
    "N1": r"(?P<n>[A-Za-z][\w'’-]{0,29})",
    "N2": r"(?P<n2>[A-Za-z][\w'’-]{0,29})",
    "ROMAN": r"(?-i:(?P<n2>(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})))(?!\w)",  # "Bran VII", never "in"
    "NAMES": r"(?P<n>[A-Za-z][\w'’-]{0,29}(?:\s{1,4}[A-Za-z][\w'’-]{0,29}){0,2})",
    "END": r"\s{0,4}[.!]?\s{0,4}$",
}

# ---- statuses: (form, status). "reversed" undoes what came before ("Unfailed", "Reverted by CfJ").
# Where forms overlap, the one starting first (then the longer, then the earlier row) is the reading.
STATUS_FORMS = [
    (r"un-?(?:failed|enacted|vetoed|adminned)|reverted|veto~withdrawn|reopened", "reversed"),  # "unadminned by X" 2011
    (r"self[-\s]?kill(?:ed|s)?|self[-\s]?fail(?:ed|s)?|s-k|withdrawn", "withdrawn"),  # 2003-2025; "S-K" 2006
    (r"vetoed", "vetoed"),
    (r"illegal(?:ly)?", "illegal"),  # "Illegally edited outside of the edit window"
    (r"unpopular|{Q} ~(?:of ~)?against", "failed"),  # 2019-2025; "a quorum against" 2017, "hits a quorum of AGAINST votes" 2009
    (r"enact(?:ed|s|ing)?|pass(?:ed|es)?|quorums|popular|reach(?:ed|es)? {Q}|{Q} reached", "enacted"),
    (r"fail(?:ed|s|ing)?", "failed"),
]
REASONS = ("withdrawn", "vetoed", "illegal")
TIMED_OUT_FORMS = [r"time[sd]?[-\s]?out"]  # "Timed out", "Times out", "timeout"
QUORUM_REACHED_FORMS = [r"reach(?:ed|es)? {Q}|{Q} reached"]
# a status word right after one of these (up to two filler words between) is negated
NEGATORS = [r"cannot", r"can\s?not", r"can[’']t", r"could\s?not", r"couldn[’']t", r"not", r"never", r"no\slonger", r"without",
            r"unable\sto", r"isn[’']t", r"wasn[’']t", r"won[’']t", r"didn[’']t", r"doesn[’']t", r"fail(?:s|ed)?\sto"]
NEGATION_FILLERS = [r"be", r"been", r"being", r"yet", r"legally", r"possibly", r"ever", r"have", r"has", r"get", r"still"]
# what a negated status means: a negated enactment is a failure; any other negated status says nothing
NEGATED_MEANS = {"enacted": "failed"}
# a status word in its base form right after one of these, or a participle after one of them and "be", is what could
# or would happen, not what was done: "as it's unclear that less than quorum was able to enact it" (2025), "it can be
# failed later"; "Changed to vetoed" is what was done
HYPOTHETICAL = [r"to", r"will", r"would", r"could", r"can", r"may", r"might", r"should", r"shall", r"must"]
MODALS = [h for h in HYPOTHETICAL if h != "to"]

# ---- tallies: the first match in the note is its tally
TALLY_FORMS = [
    r"{F} ~{VOTES} ~for ~,?~(?:(?:to|and) ~)?{AW} ~(?:{VOTES} ~)?{AGAINST}",  # "2 votes FOR, 0 against" 2008; "1 votes FOR to 6 AGAINST"; "7 votes FOR and none AGAINST" 2015
    r"{F} ~for ~{VOTES}~,?~{AW} ~{AGAINST}",  # "3 FOR votes, 4 AGAINST" 2016; "(2 for votes, 4 against)" 2016
    r"{F} ~for~,?~{AW} ~{AGAINST}",  # "Passed 7 FOR, 1 AGAINST"
    r"{F} ~{VOTES} ~to ~{A}",  # "6 votes to 1" 2009-2025, "1 vote to 8" 2017, "7 votes to 1 AGA" 2025
    r"{F} ~to ~{A}",  # "Passed 7 to 4" 2004, "popular 4 to 0" 2019
    r"\bfor ~{F} ~,?~against ~{A}",  # "Vote counting: for 18 against 23" 2011
    r"{AW} ~(?:{VOTES} ~)?against ~(?:{VOTES} ~)?and ~{F} ~for\b",  # "with 26 against votes and 17 for" 2011; "with 6 votes against and 3 for" 2013
    r"{F}~{DASH}~{A}",  # "5-1", "(2-7)", "2–6", "5-1—name"
    r"(?!\d\d\d\d-\d\d?-\d\d?){F}~{DASH}~(?P<a>\d{1,6})~{DASH}~\d{1,6}(?![\d.:]|[-–]\d)",  # "Passed: 15-8-3 - X" 2011 (the third count is not named: not read)
]
# ---- DEF counts: the first match
DEF_FORMS = [
    r"{D} ~(?:resolved ~)?(?:def(?:erential)?s?|imperials?)\b",  # "1 DEF", "2 DEFs", "2 deferential", "(3 imperial)" 2016-2019, "2 def votes" 2016, "with 3 resolved DEFs" 2025
]
# ---- spans whose words are not the note's own: URLs, quotations, asides; titles after "CfJ:", "by Name:"
QUOTE_FORMS = [r"https?://\S{1,300}", r"www\.\S{1,300}", r"“[^”]{0,300}”", r'"[^"]{0,300}"', r"«[^»]{0,300}»"]
ASIDE_FORMS = [r"\([^()]{0,300}\)"]  # "(Quorum 5)", a second admin's comment: no admin name in there
TITLE_PREFIX_FORMS = [r"(?:cfj|call for judge?ment|proposal|dov|declaration of victory|by \w{1,30}) ~:"]
TITLE_ENDS = re.compile(r"[—–\n;]|\s-|\.(?:\s|$)")

# ---- admin names, by kind, in order of preference
ADMIN_FORMS = [
    # a name after a dash at the very end: "- X", "—X", "-- X", "-adminned by x", glued "later-X" (capital) or "fails—x";
    # a tilde stands for the dash: "Vetoed ~ x" 2012
    (r"(?:(?<=[\s\d.,;:!?)])(?:--?|[–—]|{TILDE})|(?<=[^\s\d])[–—]|(?<=[a-z])-(?=(?-i:[A-Z])))~(?:adminned by )?{NAMES}{END}", "end"),
    (r"\bby {N1} {ROMAN}", "by"),  # "by Bran VII"
    (r"\bby {N1} {N2}{END}", "by"),  # "by Two Words" ending the note
    (r"\bby {N1}", "by"),  # "by X"
    (r"^{NAMES}{END}", "alone"),  # the last clause is a name: "Enacted 4-1. X", "failed 3-4, two words"
]
ADMIN_OUTCOMES = ("enacted", "failed", "vetoed", "illegal")  # what an admin marks (a self-kill is the author's)
ADMIN_MARK_FORMS = [r"adminned|marked|resolved|processed"]
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


def _compile(form: str, words: bool) -> re.Pattern:
    src = re.sub(r"\{(\w+)\}", lambda m: ATOMS[m.group(1)], form)
    src = src.replace(" ~", r"\s{0,4}").replace("~", r"\s{0,4}").replace(" ", r"\s{1,4}")
    return re.compile(rf"(?<!\w)(?:{src})(?!\w)" if words else src, re.I)


@lru_cache(maxsize=None)
def _table(forms: tuple, words: bool) -> list[tuple[re.Pattern, object]]:
    return [(_compile(f, words), v) for f, v in forms]


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


HYPOTHESIS = re.compile(r"(?<![\w’'])(?:" + "|".join(HYPOTHETICAL) + r")\s+$", re.I)  # before a base form: "to enact"
HYPOTHESIS_BE = re.compile(r"(?<![\w’'])(?:" + "|".join(MODALS) + r")\s+(?:still\s+|yet\s+)?be\s+$", re.I)  # "can be failed"
NEGATION = re.compile(r"(?<![\w’'])(?:" + "|".join(NEGATORS) + r")(?:\s+(?:" + "|".join(NEGATION_FILLERS) + r")){0,2}\s*$", re.I)


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
    return bool(NEGATION.search(text[max(_clause_start(text, at), at - 40):at]))


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
            if (base and HYPOTHESIS.search(before)) or HYPOTHESIS_BE.search(before):
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
