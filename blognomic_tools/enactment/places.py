"""Where a locator path points in a rule's wikitext: the steps of a proposal's instruction's place
(reading.places.Place.within, outermost first: Heading("Muster"), Paragraph("2"), Sentence("1")), resolved to one
span of the rule's body.

    resolve(body, steps) -> Span(start, end, kind)

A step narrows the span the step before it gave (the whole body at first):

- ``Paragraph(N | "last")`` | ``Paragraph(beginning=<words>)``: a block of lines between blank lines.
  Counting paragraphs past a list or a table is not clear: refused, unless the paragraph is named by its words.
- ``Sentence(N | "last")`` | ``Sentence(beginning=<words>)`` | ``Sentence(ending=<words>)``: a sentence of the
  span's prose (up to . ! or ? and a space, or the end of a line).
- ``List(N | "sole")``: a run of lines starting with ``*`` or ``#``; "sole" must be the only one.
- ``Item(N | "last")`` | ``Item(beginning=<words>)``: an item of the list (the span's sole list when the span is
  not a list), with its nested lines.
- ``Heading(<label>)``: a labelled part: the line that starts with the label (bold, a list item, "Label:") up to
  the next line labelled the same way.

Pure: no I/O. Anything it cannot point at without guessing is a PlaceError naming the step.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from typing import Sequence

from ..errors import BlognomicError
from ..reading.places import Heading, Item, List, Paragraph, Sentence, Step

__all__ = ["PlaceError", "Span", "describe", "resolve"]


class PlaceError(BlognomicError):
    """A step of a locator path that does not point at one place of the rule."""


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    kind: str  # body | paragraph | sentence | list | item | heading


_BLANK = re.compile(r"\n[ \t]*\n\s*")
_LIST_LINE = re.compile(r"[ \t]*[*#]")
_TABLE_LINE = re.compile(r"[ \t]*(?:\{\||\||:|;)")
_MARKUP = re.compile(r"'{2,}|\[\[(?:[^|\]]*\|)?|\]\]|<[^>]+>|^[\s*#:;]+")
_SENTENCE_END = re.compile(r"(?<=[.!?])['\")”’]*(?=\s|$)|(?=\n)")


def _fold(s: str) -> str:
    s = _MARKUP.sub("", s)
    s = s.replace("“", '"').replace("”", '"').replace("‘", "'").replace("’", "'")
    return re.sub(r"\s+", " ", s).strip().lower()


def describe(steps: Sequence[Step]) -> str:
    """The path in words, innermost first: "sentence 1 of paragraph 2 of the part labelled 'Muster'"."""
    out = []
    for step in reversed(steps):
        name, arg = step.kind, step.arg.strip()
        if name == "heading":
            out.append(f"the part labelled {arg!r}")
        elif name.endswith((" beginning", " ending")):
            out.append(f"the {name} {arg[:40]!r}")
        elif arg.lower() == "sole":
            out.append(f"the sole {name}")
        elif arg.lower() in ("last", "final"):
            out.append(f"the last {name}")
        else:
            out.append(f"{name} {arg}")
    return " of ".join(out)


def _pick(items: list[tuple[int, int]], arg: str, what: str, where: str) -> tuple[int, int]:
    a = arg.lower()
    if not items:
        raise PlaceError(f"{where} has no {what}")
    if a in ("last", "final"):
        return items[-1]
    if a == "sole":
        if len(items) != 1:
            raise PlaceError(f"{where} has {len(items)} {what}s, not one")
        return items[0]
    try:
        n = int(a)
    except ValueError:
        raise PlaceError(f"cannot read which {what} {arg!r}") from None
    if not 1 <= n <= len(items):
        raise PlaceError(f"{where} has {len(items)} {what}{'s' if len(items) != 1 else ''}, not {n}")
    return items[n - 1]


def _beginning(body: str, items: list[tuple[int, int]], words: str, what: str, where: str) -> tuple[int, int]:
    w = _fold(words)
    found = [(a, b) for a, b in items if re.match(re.escape(w) + r"(?!\w)", _fold(body[a:b]))] if w else []
    if len(found) != 1:
        raise PlaceError(f"{len(found) or 'no'} {what}{'s' if len(found) != 1 else ''} of {where} begin{'s' if len(found) == 1 else ''} "
                         f"with {words[:60]!r}" if found else f"no {what} of {where} begins with {words[:60]!r}")
    return found[0]


def _paragraphs(body: str, a: int, b: int) -> list[tuple[int, int]]:
    seg = body[a:b]
    lead = len(seg) - len(seg.lstrip())
    core = seg.strip()
    if not core:
        return []
    bounds = [0] + [x for m in _BLANK.finditer(core) for x in (m.start(), m.end())] + [len(core)]
    return [(a + lead + x, a + lead + y) for x, y in zip(bounds[::2], bounds[1::2])]


def _lines(body: str, a: int, b: int) -> list[tuple[int, int]]:
    out, pos = [], a
    for line in body[a:b].split("\n"):
        out.append((pos, pos + len(line)))
        pos += len(line) + 1
    return out


def _lists(body: str, a: int, b: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    cur = None
    for x, y in _lines(body, a, b):
        if _LIST_LINE.match(body[x:y]):
            cur = (cur[0], y) if cur else (x, y)
        else:
            if cur:
                out.append(cur)
            cur = None
    if cur:
        out.append(cur)
    return out


def _items(body: str, a: int, b: int) -> list[tuple[int, int]]:
    lines = [(x, y) for x, y in _lines(body, a, b) if _LIST_LINE.match(body[x:y])]
    if not lines:
        return []
    top = min(len(re.match(r"[ \t]*([*#]+)", body[x:y]).group(1)) for x, y in lines)
    out: list[tuple[int, int]] = []
    for x, y in lines:
        depth = len(re.match(r"[ \t]*([*#]+)", body[x:y]).group(1))
        if depth == top or not out:
            out.append((x, y))
        else:
            out[-1] = (out[-1][0], y)  # a nested line belongs to the item above it
    return out


def _sentences(body: str, a: int, b: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for x, y in _lines(body, a, b):
        line = body[x:y]
        if _LIST_LINE.match(line) or _TABLE_LINE.match(line):
            m = re.match(r"[ \t]*[*#:;]+\s*", line)
            x = x + (m.end() if m else 0)
        pos = x
        for m in _SENTENCE_END.finditer(body, x, y):
            e = m.end()
            if body[pos:e].strip():
                s = pos + len(body[pos:e]) - len(body[pos:e].lstrip())
                out.append((s, e))
            pos = e
        if body[pos:y].strip():
            s = pos + len(body[pos:y]) - len(body[pos:y].lstrip())
            out.append((s, y))
    return out


def _heading(body: str, a: int, b: int, label: str, where: str) -> tuple[int, int]:
    want = _fold(label)
    lines = _lines(body, a, b)
    starts = [k for k, (x, y) in enumerate(lines) if want and re.match(re.escape(want) + r"(?!\w)", _fold(body[x:y]))]
    if len(starts) != 1:
        raise PlaceError(f"{len(starts)} lines of {where} begin with {label[:60]!r}" if starts else f"no part of {where} is labelled {label[:60]!r}")
    k = starts[0]
    x, y = lines[k]
    shape = _shape(body[x:y])
    for x2, y2 in lines[k + 1:]:
        line = body[x2:y2]
        if not line.strip():
            nxt = [z for z in lines if z[0] > y2 and body[z[0]:z[1]].strip()]
            if not nxt or _shape(body[nxt[0][0]:nxt[0][1]]) == shape:
                break
            continue
        if _shape(line) == shape:
            break
        y = y2
    return x, y


def _shape(line: str) -> str:
    """How a labelled line is marked: its list marks and whether it opens with bold."""
    m = re.match(r"[ \t]*([*#:;]*)\s*('{3})?", line)
    return (m.group(1) or "") + ("b" if m.group(2) else "")


def resolve(body: str, steps: Sequence[Step], rule_name: str = "the rule") -> Span:
    """The span of ``body`` the steps point at (the whole body, without its surrounding blank lines, for none)."""
    lead = len(body) - len(body.lstrip())
    span = Span(lead, len(body.rstrip()), "body")
    where = f"rule {rule_name!r}"
    for step in steps:
        name, arg = step.kind, step.arg.strip()
        a, b = span.start, span.end
        if not isinstance(step, (Paragraph, Sentence, List, Item, Heading)):
            raise PlaceError(f"cannot read the place {str(step)!r}")
        if name == "paragraph":
            paras = _paragraphs(body, a, b)
            x, y = _pick(paras, arg, "paragraph", where)
            n = paras.index((x, y))
            check = range(n, n + 1) if arg.lower() in ("last", "final") else range(n + 1)
            odd = [k + 1 for k in check if any(_LIST_LINE.match(t) or _TABLE_LINE.match(t) for t in body[paras[k][0]:paras[k][1]].split("\n"))]
            if odd:
                raise PlaceError(f"which is paragraph {arg} of {where} is not clear (block {odd[0]} is a list or a table): quote its words")
            span = Span(x, y, "paragraph")
        elif name == "paragraph beginning":
            span = Span(*_beginning(body, _paragraphs(body, a, b), arg, "paragraph", where), "paragraph")
        elif name == "sentence":
            span = Span(*_pick(_sentences(body, a, b), arg, "sentence", where), "sentence")
        elif name in ("sentence beginning", "sentence ending"):
            sents = _sentences(body, a, b)
            if name == "sentence beginning":
                span = Span(*_beginning(body, sents, arg, "sentence", where), "sentence")
            else:
                w = _fold(arg).rstrip(".!?")
                found = [(x, y) for x, y in sents if w and re.search(r"(?<!\w)" + re.escape(w) + r"\Z", _fold(body[x:y]).rstrip(".!?"))]
                if len(found) != 1:
                    raise PlaceError(f"{len(found) or 'no'} sentence{'s' if len(found) != 1 else ''} of {where} end with {arg[:60]!r}")
                span = Span(*found[0], "sentence")
        elif name == "list":
            span = Span(*_pick(_lists(body, a, b), arg, "list", where), "list")
        elif name in ("item", "item beginning"):
            scope = (a, b) if span.kind == "list" else _pick(_lists(body, a, b), "sole", "list", where)
            items = _items(body, *scope)
            got = _pick(items, arg, "item", where) if name == "item" else _beginning(body, items, arg, "item", where)
            span = Span(*got, "item")
        elif name == "heading":
            span = Span(*_heading(body, a, b, arg, where), "heading")
        else:
            raise PlaceError(f"cannot read the place {str(step)!r}")
        where = f"{step} of {where}" if len(where) < 200 else where
    return span
