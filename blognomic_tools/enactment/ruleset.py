"""A proposal's Ruleset instructions applied to the Ruleset's wikitext, changing only the bytes they touch.

The page is parsed once (:func:`~blognomic_tools.parsers.parse_ruleset`); its rules' spans cut the wikitext
into pieces: the text before the first section, each section's heading and intro, each rule's heading line
and body (subrules apart), and what lies between sections (the wrapper ``</div>`` ... ``<div>``). The pieces
laid end to end are the page, byte for byte. An instruction edits one piece (a body, a heading line), or
moves, adds or drops a rule's pieces in the tree; every other piece is never rewritten, so the new page
differs from the old one only inside the spans the instructions touched (:attr:`RulesetEnactment.touched`).

Quoted text is found in a rule the way a reader sees it: curly and straight quotes alike, whitespace runs
alike, and, when the quote is not in the wikitext as written, in the rule's visible text (``[[Link|text]]``
reads ``text``, ``'''bold'''`` reads ``bold``), mapped back to the wikitext it came from. A match that would
cut a link or a bold run in two is refused, not guessed. Rule numbers ("Rule 2.3") are those of the Ruleset
the proposal was written against: a rule added by an earlier instruction has none.

House style, as the page has it: a new rule's heading is spelled like the page's (``== Title ==``, a subrule one
level deeper than its parent), its text ends with the blank line the page's rules end with; appended or prepended
text is a paragraph of its own, or an item of the list it follows or leads; inserted text joins its sentence with
a space (a list item or a block goes on its own line); a removed sentence takes one space along; a renamed Special
Case rule keeps its ``[Active]``-style tags unless the new title gives its own.

Nothing a proposal says raises: an instruction that cannot be applied is marked ``not applied`` with the
reason (the rule is missing, the text is not there or is there twice...). Only a page that is not the
wikitext of a Ruleset raises (a :class:`~blognomic_tools.errors.BlognomicError`).
"""
from __future__ import annotations

import copy
import difflib
import re
from collections import Counter
from dataclasses import dataclass, field

from ..errors import AmbiguousRuleError, NotARulesetError
from ..models import Instruction, Rule, Ruleset, Section, normalise_title, parse_rule_number
from ..parsers import detect_format, parse_ruleset
from ..phrasings.proposals import OTHERWISE
from ..reading.places import Anchor, Paragraph, Step
from .places import PlaceError, describe, resolve
from .suggest import rule_hint, text_hint

RULESET_KINDS = ("add_rule", "replace_text", "append_text", "prepend_text", "insert_text", "replace_rule",
                 "rename_rule", "repeal_rule", "move_rule")
LEFT_FOR_CALLER = ("gamestate", "commentary", "not_understood")
DEFAULT_SECTION = "Dynastic Rules"


@dataclass
class RulesetEnactment:
    """The Ruleset before and after, what was applied, and where the new text differs from the old."""

    old: str
    new: str
    instructions: list[Instruction]  # the same objects, their status and reason set
    # One entry per rule touched, in the order first touched: {"rule", "section", "span": (start, end) in new,
    # "changes": [kinds]}. A repealed rule's span is empty, where it stood.
    touched: list[dict] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)  # the sections touched, in order

    @property
    def changed(self) -> bool:
        return self.new != self.old

    def diff(self, name: str = "Ruleset", context: int = 1) -> str:
        """The change as a unified diff of the wikitext's lines."""
        return "".join(difflib.unified_diff(self.old.splitlines(keepends=True), self.new.splitlines(keepends=True),
                                            f"{name} (before)", f"{name} (enacted)", n=context))

    def edit_summary(self, matter: str) -> str:
        """The wiki edit summary, linking the first section touched: ``/* Dynastic Rules */ Enacted "Title"``."""
        head = f"/* {self.sections[0]} */ " if self.sections else ""
        return f'{head}Enacted "{matter}"'


class _NotApplied(Exception):
    """An instruction that cannot be applied, and why (never leaves this module)."""


# -- the page as pieces ---------------------------------------------------------------------------------------------


@dataclass
class _Piece:
    heading: str
    body: str
    orig: str | None  # heading + body as parsed; None for a rule added or moved here (touched whole)


@dataclass
class _Gone:
    """Where a repealed (or moved away) rule stood: before ``anchor`` or at the end of ``container``."""

    title: str
    section: str
    anchor: Rule | None
    container: object  # the parent Rule or the Section
    kind: str = "repeal_rule"


_HEADING_RE = re.compile(r"^(=+)([ \t]*)(.*?)([ \t]*)(=+)([ \t]*(?:<!--.*?-->)?[ \t]*\r?\n?)$", re.S)
_LEAD_RE = re.compile(r"(?:[ \t]*\n)*")


def _split_ws(body: str) -> tuple[str, str, str]:
    """(leading blank lines, content, trailing whitespace) of a rule body."""
    core = body.rstrip()
    trail = body[len(core):]
    lead = _LEAD_RE.match(core).group(0)
    return lead, core[len(lead):], trail


class _Page:
    def __init__(self, raw: str, ruleset: Ruleset, where: str):
        self.raw = raw
        self.ruleset = ruleset
        self.pieces: dict[int, _Piece] = {}
        secs = ruleset.sections
        if not secs or any(s.span is None for s in secs):
            raise NotARulesetError(f"{where}: the sections of the ruleset have no place in its wikitext")
        self.head = raw[: secs[0].span[0]]
        self.prefix: dict[int, str] = {}
        self.gap: dict[int, str] = {}
        for i, sec in enumerate(secs):
            s0, s1 = sec.span
            first = sec.rules[0].span[0] if sec.rules else s1
            self.prefix[id(sec)] = raw[s0:first]
            for rule in sec.rules:
                self._cut(rule)
            nxt = secs[i + 1].span[0] if i + 1 < len(secs) else len(raw)
            self.gap[id(sec)] = raw[s1:nxt]
        if self.render()[0] != raw:
            raise NotARulesetError(f"{where}: the rules' wikitext could not be cut at their headings (overlapping or nested spans)")
        heads = [p.heading for p in self.pieces.values()]
        spaced = sum(1 for h in heads if re.match(r"^=+[ \t]", h))
        self.space = " " if spaced * 2 >= len(heads) else ""
        trails = Counter(p.body[len(p.body.rstrip()):] for p in self.pieces.values() if p.body.strip())
        self.trail = trails.most_common(1)[0][0] if trails else "\n\n"
        if "\n" not in self.trail:
            self.trail = "\n"

    def _cut(self, rule: Rule) -> None:
        if rule.span is None or rule.body_span is None:
            raise NotARulesetError(f"rule {rule.title!r} has no place in the wikitext")
        a, b = rule.span
        b0, b1 = rule.body_span
        heading, body = self.raw[a:b0], self.raw[b0:b1]
        self.pieces[id(rule)] = _Piece(heading, body, heading + body)
        for sub in rule.subrules:
            self._cut(sub)

    # rendering, with each rule's span in the new text
    def render(self) -> tuple[str, dict[int, tuple[int, int, int]], dict[int, int]]:
        """(text, {rule id: (start, body end, subtree end)}, {container id: offset of its end})."""
        out: list[str] = [self.head]
        pos = len(self.head)
        spans: dict[int, tuple[int, int, int]] = {}
        ends: dict[int, int] = {}

        def walk(rule: Rule) -> None:
            nonlocal pos
            p = self.pieces[id(rule)]
            start = pos
            out.append(p.heading)
            out.append(p.body)
            pos += len(p.heading) + len(p.body)
            body_end = pos
            for sub in rule.subrules:
                walk(sub)
            spans[id(rule)] = (start, body_end, pos)
            ends[id(rule)] = pos

        for sec in self.ruleset.sections:
            pre = self.prefix[id(sec)]
            out.append(pre)
            pos += len(pre)
            for rule in sec.rules:
                walk(rule)
            ends[id(sec)] = pos
            gap = self.gap[id(sec)]
            out.append(gap)
            pos += len(gap)
        return "".join(out), spans, ends

    def text_before(self, container: object, index: int) -> str:
        """The piece of text just before position ``index`` of ``container``'s rules (to join a new rule to)."""
        rules = container.rules if isinstance(container, Section) else container.subrules
        if index > 0:
            last = rules[index - 1]
            while last.subrules:
                last = last.subrules[-1]
            return self.pieces[id(last)].body
        if isinstance(container, Section):
            return self.prefix[id(container)]
        return self.pieces[id(container)].body

    def heading_line(self, level: int, title: str) -> str:
        return f"{'=' * level}{self.space}{title}{self.space}{'=' * level}\n"


# -- finding quoted text in a rule --------------------------------------------------------------------------------

_NORM = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "\u00a0": " ", "\t": " ", "\n": " ", "\r": " "})
_MARKUP_RE = re.compile(
    r"(?P<comment><!--.*?-->)"
    r"|(?P<link>\[\[(?P<target>[^\[\]|\n]*)(?:\|(?P<label>[^\[\]\n]*))?\]\](?P<trail>[a-z]*))"
    r"|(?P<ext>\[(?:https?:)?//[^\s\]]+(?:[ \t]+(?P<extlabel>[^\]\n]*))?\])"
    r"|(?P<quotes>'{2,5})"
    r"|(?P<tpl>\{\{[^{}]*\}\})"
    r"|(?P<entity>&(?:nbsp|amp|lt|gt|quot|#\d{1,6});)"
    r"|(?P<tag></?[A-Za-z][^<>\n]*>)"
    r"|(?P<listmark>(?:(?<=\n)|^)[*#:;]+[ \t]*)",
    re.S,
)
_ENTITIES = {"&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"'}
_NOT_PROSE = re.compile(r"\s*(?:[*#:;]|\{\||\|)")
_KINDS = ("comment", "link", "ext", "quotes", "tpl", "entity", "tag", "listmark")
_SPACE_RUN = re.compile(r" {2,}")
_TOKEN_RE = re.compile(r"\s+|\w+|[^\w\s]")


@dataclass
class _Construct:
    raw: tuple[int, int]  # its whole wikitext
    plain: tuple[int, int]  # its visible text in the view (empty for formatting)
    kind: str
    text: str


class _View:
    """A rule body as matched against: quotes, non-breaking spaces and whitespace runs folded; with ``plain``,
    wiki markup dropped (links read as their text). ``at[i]`` is the raw offset of view character ``i``."""

    def __init__(self, raw: str, plain: bool):
        self.raw = raw
        parts: list[str] = []
        at: list[int] = []
        self.constructs: list[_Construct] = []
        last = " "  # a view starts with no space

        def put(s: str, base: int) -> None:
            nonlocal last
            s = s.translate(_NORM)  # one character for one: offsets hold
            i = 0
            if last == " ":
                i = len(s) - len(s.lstrip(" "))
            for m in _SPACE_RUN.finditer(s, i):
                parts.append(s[i : m.start() + 1])
                at.extend(range(base + i, base + m.start() + 1))
                i = m.end()
                last = " "
            if i < len(s):
                parts.append(s[i:])
                at.extend(range(base + i, base + len(s)))
                last = s[-1]

        pos = 0
        if plain:
            for m in _MARKUP_RE.finditer(raw):
                put(raw[pos:m.start()], pos)
                kind = m.lastgroup if m.lastgroup in _KINDS else next(k for k in _KINDS if m.group(k) is not None)
                p0 = len(at)
                if kind == "link":
                    if m.group("label") is not None:
                        put(m.group("label"), m.start("label"))
                    else:
                        put(m.group("target"), m.start("target"))
                    put(m.group("trail"), m.start("trail"))
                elif kind == "ext" and m.group("extlabel"):
                    put(m.group("extlabel"), m.start("extlabel"))
                elif kind == "entity":
                    ch = _ENTITIES.get(m.group(0))
                    if ch is None:
                        try:
                            ch = chr(int(m.group(0)[2:-1]))
                        except (ValueError, OverflowError):
                            ch = ""
                    ch = ch.translate(_NORM)[:1]
                    if ch and not (ch == " " and last == " "):
                        parts.append(ch)
                        at.append(m.start())
                        last = ch
                self.constructs.append(_Construct((m.start(), m.end()), (p0, len(at)), kind, m.group(0)))
                pos = m.end()
        put(raw[pos:], pos)
        self.text = "".join(parts)
        self.at = at

    def find_all(self, needle: str) -> list[tuple[int, int]]:
        out, i = [], self.text.find(needle)
        while i >= 0 and needle:
            out.append((i, i + len(needle)))
            i = self.text.find(needle, i + len(needle))
        return out

    def raw_range(self, i: int, j: int, what: str) -> tuple[int, int]:
        """The raw span of view characters [i, j); an empty [i, i) is a point. Raises _NotApplied when the
        span would cut a link or leave a bold/italic run open."""
        if i == j:
            pos = self.at[i - 1] + 1 if i > 0 else (self.at[0] if self.at else 0)
            for c in self.constructs:
                if c.kind in ("link", "ext") and c.raw[0] < pos < c.raw[1]:
                    pos = c.raw[1] if i >= c.plain[1] or pos > c.raw[0] + 2 else c.raw[0]
            return pos, pos
        a, b = self.at[i], self.at[j - 1] + 1
        for c in self.constructs:
            if c.kind not in ("link", "ext") or c.plain[0] == c.plain[1]:
                continue
            if c.raw[1] <= a or c.raw[0] >= b:
                if not (c.raw[0] < a < c.raw[1] or c.raw[0] < b < c.raw[1]):
                    continue
            inside_a, inside_b = c.plain[0] <= i < c.plain[1], c.plain[0] < j <= c.plain[1]
            if (inside_a and i > c.plain[0]) or (inside_b and j < c.plain[1]):
                raise _NotApplied(f"{what} covers part of the link {c.text} only")
            a, b = min(a, c.raw[0]), max(b, c.raw[1])
        # formatting runs ('' and ''') must open and close inside the span: take in the marks at its edges
        quotes = [c for c in self.constructs if c.kind == "quotes"]

        def balanced(a_: int, b_: int) -> bool:
            n2 = n3 = 0
            for c in quotes:
                if a_ <= c.raw[0] and c.raw[1] <= b_:
                    n = len(c.text)
                    n2 += n in (2, 5)
                    n3 += n in (3, 5)
            return n2 % 2 == 0 and n3 % 2 == 0

        if not balanced(a, b):
            a2, b2 = a, b
            for c in reversed(quotes):
                if c.raw[1] == a2:
                    a2 = c.raw[0]
            for c in quotes:
                if c.raw[0] == b2:
                    b2 = c.raw[1]
            for cand in ((a, b2), (a2, b), (a2, b2)):
                if balanced(*cand):
                    return cand
            raise _NotApplied(f"{what} starts or ends inside bold or italic text")
        return a, b


def _norm(text: str) -> str:
    return re.sub(r" +", " ", text.translate(_NORM)).strip()


def _has_markup(text: str) -> bool:
    return bool(re.search(r"\[\[|\]\]|''|<[A-Za-z/!]|\{\{|&\w+;", text))


def _short(text: str, n: int = 70) -> str:
    t = " ".join(text.split())
    return t if len(t) <= n else t[: n - 1] + "…"


def _locate(body: str, needle: str, rule: Rule) -> tuple[_View, list[tuple[int, int]]]:
    """Every place of ``needle`` in ``body`` (quotes and spaces folded): in the visible text when the quote has
    no markup of its own; failing that (or when it has), in the wikitext as written."""
    n = _norm(needle)
    if not n:
        raise _NotApplied("no text to look for was given")
    first = None
    for plain in ((True, False) if not _has_markup(needle) else (False,)):
        view = _View(body, plain=plain)
        first = first or view
        found = view.find_all(n)
        if found:
            return view, found
    return first, []


def _only_inside(body: str, old: str, new: str) -> bool:
    """Every place of `old` in `body` lies inside a place of `new` (which holds `old`): the replacement of `old` by `new`
    is made everywhere already (quotes and spaces folded, as `_locate` reads them)."""
    text = _norm(_View(body, plain=not _has_markup(old)).text)
    o, n = _norm(old), _norm(new)
    if not o or o not in n:
        return False
    news = [m.start() for m in re.finditer(re.escape(n), text)]
    return all(any(q <= p and p + len(o) <= q + len(n) for q in news) for p in (m.start() for m in re.finditer(re.escape(o), text)))


def _trim(view_text: str, repl: str) -> tuple[int, int, int, int]:
    """Common leading/trailing words of the matched text and its replacement: (view start, view end,
    replacement start, replacement end) of the part that differs, so that markup around unchanged words stays."""
    a = _TOKEN_RE.findall(view_text)
    b = _TOKEN_RE.findall(repl)
    na = [t.translate(_NORM) if t.strip() else " " for t in a]
    nb = [t.translate(_NORM) if t.strip() else " " for t in b]
    p = 0
    while p < len(a) and p < len(b) and na[p] == nb[p]:
        p += 1
    s = 0
    while s < len(a) - p and s < len(b) - p and na[-1 - s] == nb[-1 - s]:
        s += 1
    va = sum(len(t) for t in a[:p])
    ve = len(view_text) - sum(len(t) for t in a[len(a) - s:])
    ra = sum(len(t) for t in b[:p])
    re_ = len(repl) - sum(len(t) for t in b[len(b) - s:])
    return va, ve, ra, re_


# -- applying ---------------------------------------------------------------------------------------------------------


class _Enactor:
    def __init__(self, raw: str, source: str, parsed: Ruleset | None = None, again: bool = False):
        where = source or "input"
        self.again = again
        self.forms: dict[int, list[str]] = {}  # each instruction's text as the proposal leaves it (final_forms)
        if parsed is not None and parsed.raw == raw and parsed.source_format == "wikitext":
            self.ruleset = _clone(parsed)
        else:
            if not raw.strip():
                raise NotARulesetError(f"{where}: the Ruleset's wikitext is empty")
            fmt = detect_format(raw, source if source.endswith((".wiki", ".wikitext", ".mediawiki")) else "")
            if fmt != "wikitext":
                raise NotARulesetError(f"{where}: not the wikitext of a Ruleset (it reads as {fmt}); enact on the page's wikitext")
            self.ruleset = parse_ruleset(raw, fmt="wikitext", source=source)
        self.page = _Page(raw, self.ruleset, where)
        self.touch_order: list[tuple[str, object]] = []  # ("rule", Rule) | ("gone", _Gone)
        self.changes: dict[int, list[str]] = {}
        self.sections: list[str] = []
        self.by_name: dict[str, list[Rule]] = {}
        self.by_number: dict[str, Rule] = {}  # the numbers of the Ruleset the proposal was written against
        for sec in self.ruleset.sections:
            for rule in sec.rules:
                self.index(rule)

    # lookup
    def rule(self, ref: str | None) -> Rule:
        if not ref or not ref.strip():
            raise _NotApplied("no rule was named")
        key = ref.strip().strip("\"'“”‘’").strip()
        m = re.match(r"^((?:rule\s+)?\d+(?:\.\d+)*)\s*\(\s*[\"“‘']?(.*?)[\"”’']?\s*\)\s*$", key, re.I)
        if m:  # "Rule 1.5 (Enactment)"
            key = f"{m.group(1)} {m.group(2)}"
        number = parse_rule_number(key)
        if number is not None:
            num, rest = number
            rule = self.by_number.get(num)
            if rule is None:
                raise _NotApplied(f"no rule {ref.strip()!r} in the Ruleset")
            if rest and normalise_title(rest) != normalise_title(rule.title):
                raise _NotApplied(f"no rule {ref.strip()!r} in the Ruleset (rule {num} is titled {rule.title!r})")
            return rule
        found = self.by_name.get(normalise_title(key), [])
        if not found and key.endswith(".") and self.by_name.get(normalise_title(key.rstrip("."))):
            key = key.rstrip(".")  # “Ferries.”: the full stop inside the closing quotation mark is the sentence's
            found = self.by_name.get(normalise_title(key), [])
        exact = normalise_title(key, keep_tags=True)
        found = [r for r in found if normalise_title(r.title, keep_tags=True) == exact] or found  # as Ruleset.find_rules
        if not found:
            titles = [r.title for rules in self.by_name.values() for r in rules]
            raise _NotApplied(f"no rule {ref.strip()!r} in the Ruleset{rule_hint(key, titles)}")
        if len(found) > 1:
            raise _NotApplied(str(AmbiguousRuleError(ref.strip(), [f"{r.number or 'new'} {r.title} ({r.section})" for r in found])))
        return found[0]

    def index(self, rule: Rule, add: bool = True) -> None:
        """Keep the title and number look-ups in step with the tree (rules added, renamed, repealed)."""
        for r in rule.walk():
            rules = self.by_name.setdefault(normalise_title(r.title), [])
            if add:
                rules.append(r)
            else:
                rules[:] = [x for x in rules if x is not r]
            if r.number:
                if add:
                    self.by_number.setdefault(r.number, r)
                elif self.by_number.get(r.number) is r:
                    del self.by_number[r.number]

    def section(self, name: str | None) -> Section:
        name = name or DEFAULT_SECTION
        key = re.sub(r"^(?:the)\s+", "", name.strip().strip("\"'“”‘’"), flags=re.I)
        sec = self.ruleset.section(key) or self.ruleset.section(re.sub(r"\s+(?:section|rules)$", "", key, flags=re.I))
        if sec is None:
            for s in self.ruleset.sections:
                if normalise_title(re.sub(r"\s+rules$", "", s.name, flags=re.I)) == normalise_title(re.sub(r"\s+rules$", "", key, flags=re.I)):
                    return s
            raise _NotApplied(f"no section {name!r} in the Ruleset")
        return sec

    def container_of(self, rule: Rule) -> tuple[object, list[Rule], Section]:
        for sec in self.ruleset.sections:
            if any(r is rule for r in sec.rules):
                return sec, sec.rules, sec
            for top in sec.rules:
                for r in top.walk():
                    if any(s is rule for s in r.subrules):
                        return r, r.subrules, sec
        raise _NotApplied(f"rule {rule.title!r} is no longer in the Ruleset")

    def touch(self, rule: Rule, kind: str, section: str) -> None:
        if id(rule) not in self.changes:
            self.changes[id(rule)] = []
            self.touch_order.append(("rule", rule))
        self.changes[id(rule)].append(kind)
        if section not in self.sections:
            self.sections.append(section)

    # one instruction
    def apply(self, ins: Instruction) -> None:
        if ins.kind == "conditional":
            self.conditional(ins)
            return
        if ins.kind not in RULESET_KINDS:
            return  # gamestate, commentary, not_understood: the caller's
        shown = None if self.again else self.already(ins)
        if shown:
            ins.status, ins.reason = "already applied", f"already in the Ruleset: {shown}"
            return
        try:
            getattr(self, ins.kind)(ins)
        except _NotApplied as e:
            ins.status, ins.reason = "not applied", str(e)
        else:
            ins.status, ins.reason = "applied", None

    def _holds(self, rule: Rule, text: str | None) -> bool:
        return bool(text and text.strip() and _locate(self._body(rule).body, text.strip("\n"), rule)[1])

    def _holds_text(self, rule: Rule, ins: Instruction) -> bool:
        """The rule holds the instruction's text, as written or as the proposal's later replacements leave it."""
        return any(self._holds(rule, t) for t in self.forms.get(id(ins), [ins.text]))

    def final_forms(self, instructions: list[Instruction]) -> None:
        """Each instruction's text as the proposal leaves it: a text it adds may be changed by its later instructions
        ("... then, in the newly added paragraph, replace “Gloom” with “Murk”"); an enacted Ruleset holds that form."""
        flat = [i for i in _flatten(instructions)]
        self.forms = {}
        for k, ins in enumerate(flat):
            if not (ins.text or "").strip():
                continue
            text = ins.text
            for later in flat[k + 1:]:
                if later.kind == "replace_text" and (later.old or "").strip() and later.text is not None and later.old in text:
                    text = text.replace(later.old, later.text) if (later.which or "only") == "every" else text.replace(later.old, later.text, 1)
            self.forms[id(ins)] = [ins.text] + ([text] if text != ins.text else [])

    def already(self, ins: Instruction) -> str | None:
        """What shows that the instruction's change is in the Ruleset already (a second run, another admin's
        enactment), or None. Applying it again would add its text twice: it is not applied, and said so."""
        try:
            k = ins.kind
            if k == "add_rule" and ins.title:
                for r in self.by_name.get(normalise_title(ins.title), []):
                    if not (ins.text or "").strip() or self._holds_text(r, ins):
                        return f"rule {r.name!r} ({r.number or r.section}) has this title and text"
            elif k in ("append_text", "prepend_text", "insert_text") and (ins.rule or k == "insert_text"):
                # wherever in the rule it was put (at its end, a paragraph's end, after some words, as a paragraph
                # of its own), the text is in the rule once it is enacted
                rule = self.rule(ins.rule) if ins.rule else self._rule_holding(ins)
                if self._holds_text(rule, ins):
                    return f"rule {rule.name!r} holds this text"
            elif k == "replace_text" and not (ins.old or "").strip() and ins.where and (ins.text or "").strip() and ins.rule:
                rule = self.rule(ins.rule)  # a part of the rule (a paragraph, an item...) replaced by the text whole
                if self._holds_text(rule, ins):
                    return f"rule {rule.name!r} holds this text"
            elif k == "replace_text" and ins.old and ins.text and _norm(ins.text):
                rules = [self.rule(ins.rule)] if ins.rule else list(self.ruleset.rules())
                if _norm(ins.old) not in _norm(ins.text):
                    if not any(self._holds(r, ins.old) for r in rules):
                        holding = [r for r in rules if self._holds(r, ins.text)]
                        if holding:
                            return f"the text to replace is gone and its replacement is in rule {holding[0].name!r}"
                else:  # "Wood" -> "Wood and Stone": enacted, every "Wood" left is inside a "Wood and Stone"
                    holding = [r for r in rules if self._holds(r, ins.text)]
                    if holding and all(_only_inside(self._body(r).body, ins.old, ins.text) for r in rules):
                        return f"every {_short(ins.old)!r} is inside its replacement, in rule {holding[0].name!r}"
            elif k == "replace_rule" and ins.rule and (ins.text or "").strip():
                rule = self.rule(ins.rule)
                if not ins.where and _norm(self._body(rule).body) == _norm(ins.text):
                    return f"rule {rule.name!r} reads so"
                if ins.where and self._steps(ins)[0] and not self._steps(ins)[1] and self._holds_text(rule, ins):
                    return f"rule {rule.name!r} holds this text"
            elif k == "rename_rule" and ins.title and ins.rule:
                try:
                    self.rule(ins.rule)
                except _NotApplied:
                    new = self.by_name.get(normalise_title(ins.title), [])
                    if new:
                        return f"no rule {ins.rule!r}, and rule {new[0].name!r} ({new[0].number or new[0].section}) has the new title"
        except _NotApplied:
            return None
        return None

    def conditional(self, ins: Instruction) -> None:
        # a reason already given (what the blog said of the matter the condition names) is kept, more precise
        if ins.condition_met is None:
            ins.status = "pending"
            ins.reason = ins.reason if ins.reason and ins.reason.startswith("condition not decided") else "condition not decided"
            return
        if ins.condition_met is False:
            ins.status = "not applied"
            why = ins.reason if ins.reason and not ins.reason.startswith(("condition", "not taken")) else None
            ins.reason = f"not taken: “{condition_said(ins)}” is false" + (f" ({why})" if why else "")
            for child in ins.children:
                _skip(child, "condition not met")
            for _, child in _deep(ins.children):
                if holds_other_branch(child):
                    child.reason = ("not read, and its words go on to the other branch (“otherwise …”), which may be the one taken: "
                                    "enact that part by hand")
            return
        for child in ins.children:
            self.apply(child)
        failed = [c for c in ins.children if c.status != "applied" and c.kind not in LEFT_FOR_CALLER + ("conditional",)]
        if failed:
            ins.status, ins.reason = "not applied", f"{len(failed)} of its {len(ins.children)} instructions not applied"
        else:
            ins.status, ins.reason = "applied", None

    # text in a rule
    def _body(self, rule: Rule) -> _Piece:
        return self.page.pieces[id(rule)]

    def _set_body(self, rule: Rule, body: str, kind: str) -> None:
        self._body(rule).body = body
        self.touch(rule, kind, rule.section)

    def replace_text(self, ins: Instruction) -> None:
        old, new = ins.old, ins.text or ""
        steps, anchor = self._steps(ins)
        if anchor:
            raise _NotApplied(f"a replacement names no place {str(anchor)!r}: quote the words to replace")
        if steps and (old is None or not old.strip()):
            self._replace_span(ins, steps)
            return
        if old is None or not old.strip():
            raise _NotApplied("no text to replace was given")
        what = f"{_short(old)!r}"
        # every place the words are: (rule, view, (i, j), offset of the view in the body)
        places: list[tuple[Rule, _View, tuple[int, int], int]] = []
        if ins.rule is None or not ins.rule.strip():  # no rule named: the whole Ruleset
            scope_name = "the Ruleset"
            for rule in self.ruleset.rules():
                if ins.section and normalise_title(rule.section or "") != normalise_title(ins.section):
                    continue
                view, found = _locate(self._body(rule).body, old, rule)
                places.extend((rule, view, f, 0) for f in found)
            if not places:
                raise _NotApplied(f"{what} is not in the Ruleset")
        else:
            rule = self.rule(ins.rule)
            scope_name = f"rule {rule.name!r}"
            a, b = 0, len(self._body(rule).body)
            if steps:
                a, b = self._span(rule, steps)
                scope_name = f"{describe(steps)} of rule {rule.name!r}"
            view, found = _locate(self._body(rule).body[a:b], old, rule)
            places = [(rule, view, f, a) for f in found]
            if not places:
                raise _NotApplied(self._absent(what, old, rule) if (a, b) == (0, len(self._body(rule).body)) else f"{what} is not in {scope_name}")
        which = (ins.which or "only").strip().lower()
        if which == "only":
            if len(places) > 1:
                rules = {id(r): r.name for r, *_ in places}
                also = f" (rules {', '.join(repr(n) for n in rules.values())})" if ins.rule is None and len(rules) > 1 else ""
                raise _NotApplied(f"{what} appears {len(places)} times in {scope_name}{also}")
        elif which == "first":
            places = places[:1]
        elif which in ("nth:last", "last"):
            places = places[-1:]
        elif which.startswith("nth:"):
            try:
                n = int(which[4:])
            except ValueError:
                raise _NotApplied(f"cannot read which occurrence {ins.which!r}") from None
            if not 1 <= n <= len(places):
                raise _NotApplied(f"{what} appears {len(places)} times in {scope_name}, not {n}")
            places = [places[n - 1]]
        elif which != "every":
            raise _NotApplied(f"cannot read which occurrence {ins.which!r}")
        by_rule: dict[int, list] = {}
        for rule, view, (i, j), off in places:
            body = self._body(rule).body
            va, ve, ra, re_ = _trim(view.text[i:j], new)
            a, b = view.raw_range(i + va, i + ve, what)
            a, b = a + off, b + off
            piece_new = new[ra:re_]
            if piece_new.endswith(".") and body[b:b + 1] == "." and not body[a:b].endswith("."):
                piece_new = piece_new[:-1]  # "by 5" -> "by 10." before the rule's own full stop: one full stop
            bol = body.rfind("\n", 0, a) + 1
            eol = body.find("\n", b)
            eol = len(body) if eol < 0 else eol
            if not piece_new and a < b and re.fullmatch(r"[ \t]*[*#:;]+[ \t]*", body[bol:a]) and not body[b:eol].strip():
                # a removed list item takes its line along: the list stays one list, with no blank line in it
                a, b = bol, (eol + 1 if eol < len(body) else eol)
                if b == len(body) and a > 0:
                    a -= 1
            elif not piece_new and a < b:
                # a removed sentence takes one of the spaces around it along
                if body[b : b + 1] == " " and (a == 0 or body[a - 1] in " \n"):
                    b += 1
                elif body[a - 1 : a] == " " and (b == len(body) or body[b] in "\n"):
                    a -= 1
            by_rule.setdefault(id(rule), [rule, []])[1].append((a, b, piece_new))
        for rule, edits in by_rule.values():
            body = self._body(rule).body
            edits.sort()
            for k in range(1, len(edits)):  # a space two removals both took along is taken once
                if edits[k][0] < edits[k - 1][1]:
                    edits[k] = (edits[k - 1][1], max(edits[k - 1][1], edits[k][1]), edits[k][2])
            for a, b, s_ in reversed(edits):
                body = body[:a] + s_ + body[b:]
                if not s_:
                    body = _one_blank_line(body, a)
            self._set_body(rule, body, ins.kind)

    def _steps(self, ins: Instruction) -> tuple[tuple[Step, ...], Anchor | None]:
        """The instruction's locator path: (the steps that narrow the rule, its closing anchor or None). That the
        text is a paragraph of its own (Place.own_paragraph) is the adding's, not the path's: see _add_to_span."""
        if ins.where is None:
            return (), None
        return ins.where.within, ins.where.anchor

    def _span(self, rule: Rule, steps: tuple[Step, ...]) -> tuple[int, int]:
        try:
            sp = resolve(self._body(rule).body, steps, rule.name)
        except PlaceError as e:
            raise _NotApplied(str(e)) from None
        return sp.start, sp.end

    def _replace_span(self, ins: Instruction, steps: tuple[Step, ...]) -> None:
        """A part of a rule (a paragraph, an item, a sentence...) replaced by the text, or removed for no text."""
        if len(steps) == 1 and isinstance(steps[0], Paragraph) and steps[0].kind == "paragraph":
            self._replace_paragraph(ins, steps[0])
            return
        rule = self.rule(ins.rule)
        body = self._body(rule).body
        try:
            sp = resolve(body, steps, rule.name)
        except PlaceError as e:
            raise _NotApplied(str(e)) from None
        a, b = sp.start, sp.end
        text = (ins.text or "").strip("\n")
        if sp.kind == "item" and text.strip() and not re.match(r"[*#]", text):
            text = re.match(r"[ \t]*[*#]+\s*", body[a:b]).group(0) + text.strip()  # an item stays an item
        if not text.strip():
            if sp.kind in ("item", "list", "heading") or body[a - 1:a] in ("", "\n") and body[b:b + 1] in ("", "\n"):
                if body[b:b + 1] == "\n":
                    b += 1  # the line goes, with its line break: the list stays one list
                elif a > 0 and body[a - 1] == "\n":
                    a -= 1
            elif body[b:b + 1] == " ":
                b += 1
            elif body[a - 1:a] == " ":
                a -= 1
        self._set_body(rule, body[:a] + text + body[b:], ins.kind)

    def _paragraph(self, rule: Rule, step: Paragraph) -> tuple[int, int]:
        """The body offsets of paragraph ``Paragraph(N)`` / ``Paragraph("last")`` of the rule (blocks apart by a blank
        line). A list or a table before it or in it makes the count unclear: refused."""
        body = self._body(rule).body
        lead, core, _ = _split_ws(body)
        nth = (step.nth or "").strip().lower()
        bounds = [0] + [x for m in re.finditer(r"\n[ \t]*\n\s*", core) for x in (m.start(), m.end())] + [len(core)]
        paras = [(x, y) for x, y in zip(bounds[::2], bounds[1::2])] if core else []
        if nth in ("last", "final"):
            n = len(paras)
            if not paras:
                raise _NotApplied(f"rule {rule.name!r} has no paragraph")
            check = paras[-1:]
        else:
            try:
                n = int(nth)
            except ValueError:
                raise _NotApplied(f"cannot read the paragraph {str(step)!r}") from None
            if not 1 <= n <= len(paras):
                raise _NotApplied(f"rule {rule.name!r} has {len(paras)} paragraph{'s' if len(paras) != 1 else ''}, not {n}")
            check = paras[:n]
        odd = [k for k, (x, y) in enumerate(check, n - len(check) + 1) if any(_NOT_PROSE.match(line) for line in core[x:y].split("\n"))]
        if odd:
            raise _NotApplied(f"which is paragraph {nth} of rule {rule.name!r} is not clear (block {odd[0]} is a list or a table): "
                              "quote the text to replace")
        x, y = paras[n - 1]
        return len(lead) + x, len(lead) + y

    def _replace_paragraph(self, ins: Instruction, step: Paragraph) -> None:
        """A paragraph replaced by the text, or, for no text, removed with the blank line that parts it from the next."""
        rule = self.rule(ins.rule)
        a, b = self._paragraph(rule, step)
        body = self._body(rule).body
        text = (ins.text or "").strip("\n")
        if text.strip():
            self._set_body(rule, body[:a] + text + body[b:], ins.kind)
            return
        nxt = re.match(r"\n[ \t]*\n\s*", body[b:])
        prv = re.search(r"\n[ \t]*\n\s*$", body[:a])
        if nxt and len(body[b:].rstrip()) > 0:
            b += nxt.end()  # the paragraphs after move up
        elif prv:
            a = prv.start()  # the last paragraph: the one before now ends the rule
        self._set_body(rule, body[:a] + body[b:], ins.kind)

    def _rule_holding(self, ins: Instruction) -> Rule:
        """The one rule holding an insertion's anchor, when the proposal names no rule ("add the following after
        the words “…”"): none or several is refused."""
        anchor = ins.where.words.strip() if ins.where else ""
        if not anchor:
            raise _NotApplied("no rule was named")
        holding = [r for r in self.ruleset.rules() if _locate(self._body(r).body, anchor, r)[1]]
        if len(holding) != 1:
            raise _NotApplied(f"{_short(anchor)!r} is in {len(holding) or 'no'} rule{'s' if len(holding) != 1 else ''}"
                              + (f" ({', '.join(repr(r.name) for r in holding[:4])})" if holding else "") + "; no rule was named")
        return holding[0]

    def _absent(self, what: str, old: str, rule: Rule) -> str:
        where = [s.name for s in rule.walk() if s is not rule and _locate(self._body(s).body, old, s)[1]]
        hint = f" (it is in its subrule {where[0]!r})" if where else ""
        return f"{what} is not in rule {rule.name!r}{hint or text_hint(old, self._body(rule).body)}"

    def append_text(self, ins: Instruction) -> None:
        steps, anchor = self._steps(ins)
        if anchor:
            self.insert_text(ins)
            return
        if steps:  # "Append to the first paragraph of X:", "… to the sole list"
            self._add_to_span(ins, steps, at_end=True)
            return
        rule = self.rule(ins.rule)
        text = (ins.text or "").strip("\n")
        if not text.strip():
            raise _NotApplied("no text to append was given")
        lead, core, trail = _split_ws(self._body(rule).body)
        if not core:
            body = text + self.page.trail
        else:
            last = core.rsplit("\n", 1)[-1]
            joiner = "\n" if text[:1] in "*#:" and last[:1] == text[:1] else "\n\n"
            body = lead + core + joiner + text + trail
        self._set_body(rule, body, ins.kind)

    def _add_to_span(self, ins: Instruction, steps: tuple[Step, ...], at_end: bool) -> None:
        """Text added at the end (or the start) of a part of a rule: an item to a list, a sentence to a paragraph."""
        rule = self.rule(ins.rule)
        text = (ins.text or "").strip()
        if not text:
            raise _NotApplied("no text to add was given")
        body = self._body(rule).body
        try:
            sp = resolve(body, steps, rule.name)
        except PlaceError as e:
            raise _NotApplied(str(e)) from None
        a, b = sp.start, sp.end
        if ins.where is not None and ins.where.own_paragraph:  # a paragraph of its own, right after (before) that part
            if at_end:
                rest = body[b:]
                gap = len(rest) - len(rest.lstrip("\n"))
                body = body[:b] + "\n\n" + text + ("\n\n" + rest[gap:] if rest[gap:].strip() else rest)
            else:
                head = body[:a]
                body = head + text + "\n\n" + body[a:]
            self._set_body(rule, body, ins.kind)
            return
        if sp.kind == "list":
            lines = body[a:b].split("\n")
            mark = re.match(r"[ \t]*([*#]+)", lines[-1 if at_end else 0]).group(1)
            mark = mark[:len(re.match(r"[ \t]*([*#]+)", lines[0]).group(1))]
            items = [t if re.match(r"[*#]", t) else f"{mark} {t.strip()}" for t in text.split("\n") if t.strip()]
            new = "\n".join(items)
            body = body[:b] + "\n" + new + body[b:] if at_end else body[:a] + new + "\n" + body[a:]
        else:
            block = "\n" in text or text[:1] in "*#:;"
            sep = ("\n\n" if sp.kind == "paragraph" or not block else "\n") if block else " "
            body = body[:b] + sep + text + body[b:] if at_end else body[:a] + text + sep + body[a:]
        self._set_body(rule, body, ins.kind)

    def prepend_text(self, ins: Instruction) -> None:
        steps, anchor = self._steps(ins)
        if anchor:
            self.insert_text(ins)
            return
        if steps:
            self._add_to_span(ins, steps, at_end=False)
            return
        rule = self.rule(ins.rule)
        text = (ins.text or "").strip("\n")
        if not text.strip():
            raise _NotApplied("no text to prepend was given")
        lead, core, trail = _split_ws(self._body(rule).body)
        if not core:
            body = text + self.page.trail
        else:
            joiner = "\n" if text[:1] in "*#:" and core[:1] == text[:1] else "\n\n"
            body = lead + text + joiner + core + trail
        self._set_body(rule, body, ins.kind)

    def insert_text(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule) if ins.rule else self._rule_holding(ins)
        text = (ins.text or "").strip("\n")
        if not text.strip():
            raise _NotApplied("no text to insert was given")
        steps, where = self._steps(ins)
        side, anchor = (where.side, where.text) if where else ("", "")
        sentence = where is not None and where.sentence  # after/before the sentence holding the words
        if side not in ("after", "before") or not anchor.strip():
            raise _NotApplied("no place in the rule was given to insert the text (after: or before: a text)")
        body = self._body(rule).body
        lo, hi = self._span(rule, steps) if steps else (0, len(body))
        view, found = _locate(body[lo:hi], anchor, rule)
        what = f"{_short(anchor)!r}"
        if not found:
            raise _NotApplied(self._absent(what, anchor, rule) if not steps else f"{what} is not in {describe(steps)} of rule {rule.name!r}")
        if len(found) > 1:
            raise _NotApplied(f"{what} appears {len(found)} times in rule {rule.name!r}")
        a, b = view.raw_range(found[0][0], found[0][1], what)
        a, b = a + lo, b + lo
        if sentence:
            a, b = _sentence_around(body, a, b)
        block = text[:1] in "*#:;|{" or "\n" in text.strip()
        if side == "after":
            if block:
                eol = body.find("\n", b)
                eol = len(body) if eol < 0 else eol
                sep = "\n" if text[:1] in "*#:" else "\n\n"
                body = body[:eol] + sep + text + body[eol:]
            else:
                body = body[:b] + _set_in_prose(body[:b], text, body[b:]) + body[b:]
        else:
            if block:
                bol = body.rfind("\n", 0, a) + 1
                sep = "\n" if text[:1] in "*#:" else "\n\n"
                body = body[:bol] + text + sep + body[bol:]
            else:
                body = body[:a] + _set_in_prose(body[:a], text, body[a:]) + body[a:]
        self._set_body(rule, body, ins.kind)

    def replace_rule(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule)
        text = (ins.text or "").strip("\n")
        lead, core, trail = _split_ws(self._body(rule).body)
        steps, anchor = self._steps(ins)
        if steps and not anchor:
            self._replace_span(ins, steps)
            return
        elif anchor:
            raise _NotApplied(f"cannot read the place {str(ins.where)!r} in the rule")
        else:
            if not text.strip():
                raise _NotApplied("no new text was given for the rule")
            body = lead + text + (trail if core else self.page.trail)
        self._set_body(rule, body, ins.kind)

    def rename_rule(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule)
        title = (ins.title or "").strip()
        if not title:
            raise _NotApplied("no new title was given")
        piece = self._body(rule)
        line = piece.heading.lstrip("\n")  # a rule added here may open with the blank line it needed
        m = _HEADING_RE.match(line)
        if m is None:
            raise _NotApplied(f"the heading of rule {rule.name!r} is not one line of wikitext")
        if not re.search(r"\[[^\]]*\]", title):  # a Special Case rule keeps its status tags
            title += "".join(re.findall(r"\s*\[[^\]]*\]", m.group(3)))
        other = [r for r in self.by_name.get(normalise_title(title), []) if r is not rule]
        if other:  # two rules of one title: neither could be cited (a new rule of a taken title is refused alike)
            raise _NotApplied(f"a rule {other[0].name!r} ({other[0].number or other[0].section}) already has the title {title!r}")
        piece.heading = piece.heading[: len(piece.heading) - len(line)] + m.group(1) + m.group(2) + title + m.group(4) + m.group(5) + m.group(6)
        self.index(rule, add=False)
        rule.title = title
        self.index(rule)
        self.touch(rule, ins.kind, rule.section)

    def repeal_rule(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule)
        self._remove(rule, ins.kind)
        self.index(rule, add=False)

    def _remove(self, rule: Rule, kind: str) -> tuple[object, Section]:
        container, rules, sec = self.container_of(rule)
        k = next(i for i, r in enumerate(rules) if r is rule)
        del rules[k]
        gone = _Gone(rule.title, sec.name, rules[k] if k < len(rules) else None, container, kind)
        self.touch_order.append(("gone", gone))
        if sec.name not in self.sections:
            self.sections.append(sec.name)
        return container, sec

    def _placement(self, ins: Instruction, moving: Rule | None = None) -> tuple[object, list[Rule], int, int, Section]:
        """(container, its rule list, index, heading level, section) for a rule placed per parent/section/where."""
        place = ins.where
        beside = place.anchor if place is not None and len(place.steps) == 1 and not place.own_paragraph else None
        side, anchor_ref = (beside.side, beside.text) if beside is not None and not beside.sentence else ("", "")
        parent = self.rule(ins.parent) if ins.parent else None
        if moving is not None and parent is not None and any(r is parent for r in moving.walk()):
            raise _NotApplied(f"rule {moving.name!r} cannot be moved into itself")
        if side in ("after", "before") and anchor_ref.strip():
            anchor = self.rule(anchor_ref)
            if moving is not None and any(r is anchor for r in moving.walk()):
                raise _NotApplied(f"rule {moving.name!r} cannot be placed next to itself")
            container, rules, sec = self.container_of(anchor)
            if parent is not None and container is not parent:
                raise _NotApplied(f"rule {anchor.name!r} is not a subrule of {parent.name!r}")
            if ins.section and parent is None and self.section(ins.section) is not sec:
                raise _NotApplied(f"rule {anchor.name!r} is not in the section {ins.section!r}")
            k = next(i for i, r in enumerate(rules) if r is anchor)
            return container, rules, k + (side == "after"), anchor.level, sec
        if place is not None:
            raise _NotApplied(f"cannot read the place {str(place).strip()!r}")
        if parent is not None:
            _, _, sec = self.container_of(parent)
            return parent, parent.subrules, len(parent.subrules), parent.level + 1, sec
        sec = self.section(ins.section)
        return sec, sec.rules, len(sec.rules), 2, sec

    def _insert(self, rule: Rule, container: object, rules: list[Rule], index: int, sec: Section) -> None:
        before = self.page.text_before(container, index)
        piece = self.page.pieces[id(rule)]
        lead = ""
        if not before.endswith("\n"):
            lead = "\n" + ("\n" if "\n\n" in self.page.trail else "")
        elif not before.endswith("\n\n") and "\n\n" in self.page.trail and before.strip():
            lead = "\n"
        piece.heading = lead + piece.heading.lstrip("\n")
        rules.insert(index, rule)

    def add_rule(self, ins: Instruction) -> None:
        title = (ins.title or "").strip()
        if not title:
            raise _NotApplied("the new rule has no title")
        container, rules, index, level, sec = self._placement(ins)
        if level > 6:
            raise _NotApplied("a subrule that deep has no heading level in wikitext")
        if any(normalise_title(r.title) == normalise_title(title) for r in rules):
            raise _NotApplied(f"a rule {title!r} is already there")
        text = (ins.text or "").strip("\n")
        rule = Rule(title=title, level=level, number=None, text=text, section=sec.name)
        body = (text + self.page.trail) if text.strip() else "\n"
        self.page.pieces[id(rule)] = _Piece(self.page.heading_line(level, title), body, None)
        self._insert(rule, container, rules, index, sec)
        self.index(rule)
        self.touch(rule, ins.kind, sec.name)

    def move_rule(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule)
        if not (ins.parent or ins.section or ins.where):
            raise _NotApplied("no place to move the rule to was given")
        level = self._placement(ins, moving=rule)[3]  # every check before anything is taken out
        delta = level - rule.level
        if max(r.level for r in rule.walk()) + delta > 6:
            raise _NotApplied("a subrule that deep has no heading level in wikitext")
        self._remove(rule, ins.kind)
        container, rules, index, level, sec = self._placement(ins, moving=rule)
        for r in rule.walk():
            p = self.page.pieces[id(r)]
            line = p.heading.lstrip("\n")
            m = _HEADING_RE.match(line)
            if delta and m:
                n = len(m.group(1)) + delta
                p.heading = p.heading[: len(p.heading) - len(line)] + "=" * n + m.group(2) + m.group(3) + m.group(4) + "=" * n + m.group(6)
            r.level += delta
            r.section = sec.name
            p.orig = None
        self._insert(rule, container, rules, index, sec)
        self.touch(rule, ins.kind, sec.name)

    # the result
    def result(self, old: str, instructions: list[Instruction]) -> RulesetEnactment:
        new, spans, ends = self.page.render()
        touched = []
        for what, obj in self.touch_order:
            if what == "gone":
                g = obj
                if g.anchor is not None and id(g.anchor) in spans:
                    at = spans[id(g.anchor)][0]
                else:
                    at = ends.get(id(g.container), len(new))
                touched.append({"rule": g.title, "section": g.section, "span": (at, at), "changes": [g.kind]})
                continue
            rule = obj
            if id(rule) not in spans:
                continue  # repealed after it was edited: its removal is listed
            start, body_end, end = spans[id(rule)]
            piece = self.page.pieces[id(rule)]
            if piece.orig is None:
                span = (start, end)
            else:
                now = piece.heading + piece.body
                before = piece.orig
                p = _common(now, before)
                s = _common(now[p:][::-1], before[p:][::-1])
                span = (start + p, start + len(now) - s)
            touched.append({"rule": rule.title, "section": rule.section, "span": span, "changes": self.changes[id(rule)]})
        return RulesetEnactment(old=old, new=new, instructions=instructions, touched=touched, sections=self.sections)


_SENTENCE_END_RE = re.compile(r"[.!?][\"'”’)\]]*(?=\s|$)")


def _sentence_around(body: str, a: int, b: int) -> tuple[int, int]:
    """The sentence holding body[a:b]: from after the previous sentence's end (or the line's start) to its own
    end mark (or the line's end)."""
    line_start = body.rfind("\n", 0, a) + 1
    line_end = body.find("\n", b)
    line_end = len(body) if line_end < 0 else line_end
    start = line_start
    for m in _SENTENCE_END_RE.finditer(body, line_start, a):
        start = m.end()
    while start < a and body[start] in " \t":
        start += 1
    m = _SENTENCE_END_RE.search(body, max(b - 1, a), line_end)
    end = m.end() if m else line_end
    return start, max(end, b)


_MARKS = ",;:.!?)"


def _set_in_prose(left: str, text: str, right: str) -> str:
    """``text`` as it is written between ``left`` and ``right`` in a sentence: a space where words meet, none before a
    comma or another mark it starts with or that follows it, and one full stop where it ends with one before the
    rule's own (house style: "to zero, and X." never "to zero , and X..")."""
    t = text.strip()
    if t.endswith(".") and not t.endswith("...") and right.startswith("."):
        t = t[:-1]
    lead = "" if not left or left[-1].isspace() or t[:1] in _MARKS else " "
    trail = "" if not right or right[0].isspace() or right[0] in _MARKS else " "
    return lead + t + trail


def _one_blank_line(body: str, at: int) -> str:
    """What a removal at ``at`` joined: the blank lines that stood on both sides of a removed line or paragraph are
    one blank line, never two (house style: paragraphs and lists are parted by one blank line); a removed first
    paragraph leaves none below the heading."""
    i, j = at, at
    while i > 0 and body[i - 1] in " \t\n":
        i -= 1
    while j < len(body) and body[j] in " \t\n":
        j += 1
    if i == 0:  # the rule's first paragraph removed: its text starts below its heading, as before (or none is left)
        return body[j:] if j < len(body) else "\n"
    if body[i:j].count("\n") <= 2:
        return body
    return body[:i] + "\n\n" + body[j:]


def _common(a: str, b: str) -> int:
    """Length of the common prefix of a and b (halving, so the comparing is done by str in C)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _flatten(instructions):
    for ins in instructions:
        yield ins
        yield from _flatten(ins.children)


def condition_said(ins: Instruction) -> str:
    """A conditional's condition as the reports quote it: without its leading "If" and its closing comma or colon."""
    return re.sub(r"^(?:if|when)\s+", "", (ins.condition or "").strip(), flags=re.I).rstrip(",.:;- ").strip()


_OTHERWISE_INSIDE = re.compile(r"[;.:,]\s*" + OTHERWISE["phrasing"].lstrip("^"), re.I)


def holds_other_branch(ins: Instruction) -> bool:
    """An instruction not read whose words go on past "; otherwise …": the other branch may be inside it, so a branch
    not taken that holds it is never done with."""
    return ins.kind == "not_understood" and bool(_OTHERWISE_INSIDE.search(ins.sentence or ""))


def _deep(items):
    for ins in items:
        yield 0, ins
        yield from _deep(ins.children)


def _skip(ins: Instruction, reason: str) -> None:
    if ins.kind == "commentary":
        return
    ins.status, ins.reason = "not applied", reason
    for child in ins.children:
        _skip(child, reason)


def _clone(ruleset: Ruleset) -> Ruleset:
    """The tree of sections and rules copied (the edits reshape it), the rest shared."""
    def rule(r: Rule) -> Rule:
        c = copy.copy(r)
        c.subrules = [rule(s) for s in r.subrules]
        return c

    sections = []
    for sec in ruleset.sections:
        c = copy.copy(sec)
        c.rules = [rule(r) for r in sec.rules]
        sections.append(c)
    out = copy.copy(ruleset)
    out.sections = sections
    return out


def apply_to_ruleset(wikitext: str, instructions: list[Instruction], *, source: str = "",
                     ruleset: Ruleset | None = None, again: bool = False) -> RulesetEnactment:
    """Apply the Ruleset instructions, in order, to the Ruleset's wikitext. Each instruction's status becomes
    ``applied`` or ``not applied`` (with the reason); gamestate, commentary and not-understood ones stay
    ``pending`` for the caller, as does a conditional whose condition is not decided. Raises
    NotARulesetError when ``wikitext`` is not the wikitext of a Ruleset.

    ``ruleset``: the same wikitext already parsed (``parse_ruleset``, e.g. for the tally's rules profile) is not
    parsed again; it is left as it is. Any other Ruleset (another text, or not from wikitext) is ignored.

    An instruction whose change the Ruleset already shows (its text already in the rule, a replacement already made,
    a rule of that title and text already there) is ``already applied``, not applied a second time; ``again`` applies
    every instruction as if for the first time (an admin who means it, or the audit recomputing on the revision
    before an enactment)."""
    enactor = _Enactor(wikitext, source, ruleset, again=again)
    enactor.final_forms(instructions)
    for ins in instructions:
        enactor.apply(ins)
    return enactor.result(wikitext, instructions)


__all__ = ["RulesetEnactment", "apply_to_ruleset", "RULESET_KINDS"]
