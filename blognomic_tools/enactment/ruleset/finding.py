"""Finding quoted text in a rule the way a reader sees it: curly and straight quotes and whitespace runs alike, and
the visible text of links and bold runs mapped back to the wikitext it came from; a match that would cut a link or
a bold run in two is refused."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ...models import Rule
from .outcome import NotApplied


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
_KINDS = ("comment", "link", "ext", "quotes", "tpl", "entity", "tag", "listmark")
_SPACE_RUN = re.compile(r" {2,}")
_TOKEN_RE = re.compile(r"\s+|\w+|[^\w\s]")


@dataclass
class _Construct:
    raw: tuple[int, int]  # its whole wikitext
    plain: tuple[int, int]  # its visible text in the view (empty for formatting)
    kind: str
    text: str


class View:
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
        """The raw span of view characters [i, j); an empty [i, i) is a point. Raises NotApplied when the
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
                raise NotApplied(f"{what} covers part of the link {c.text} only")
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
            raise NotApplied(f"{what} starts or ends inside bold or italic text")
        return a, b


def norm(text: str) -> str:
    """Text as matched: quotes, non-breaking spaces and whitespace runs folded, the ends stripped."""
    return re.sub(r" +", " ", text.translate(_NORM)).strip()


def _has_markup(text: str) -> bool:
    return bool(re.search(r"\[\[|\]\]|''|<[A-Za-z/!]|\{\{|&\w+;", text))


def short(text: str, n: int = 70) -> str:
    """Text on one line, cut to ``n`` characters with an ellipsis (for the reasons a report gives)."""
    t = " ".join(text.split())
    return t if len(t) <= n else t[: n - 1] + "…"


def locate(body: str, needle: str, rule: Rule) -> tuple[View, list[tuple[int, int]]]:
    """Every place of ``needle`` in ``body`` (quotes and spaces folded): in the visible text when the quote has
    no markup of its own; failing that (or when it has), in the wikitext as written."""
    n = norm(needle)
    if not n:
        raise NotApplied("no text to look for was given")
    first = None
    for plain in ((True, False) if not _has_markup(needle) else (False,)):
        if first is not None and n not in _SPACE_RUN.sub(" ", body.translate(_NORM)):
            break  # the wikitext as written, folded as its view folds it, does not hold it: no view of it to build
        view = View(body, plain=plain)
        first = first or view
        found = view.find_all(n)
        if found:
            return view, found
    return first, []


def only_inside(body: str, old: str, new: str) -> bool:
    """Every place of `old` in `body` lies inside a place of `new` (which holds `old`): the replacement of `old` by `new`
    is made everywhere already (quotes and spaces folded, as `locate` reads them)."""
    text = norm(View(body, plain=not _has_markup(old)).text)
    o, n = norm(old), norm(new)
    if not o or o not in n:
        return False
    news = [m.start() for m in re.finditer(re.escape(n), text)]
    return all(any(q <= p and p + len(o) <= q + len(n) for q in news) for p in (m.start() for m in re.finditer(re.escape(o), text)))


def trim(view_text: str, repl: str) -> tuple[int, int, int, int]:
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
