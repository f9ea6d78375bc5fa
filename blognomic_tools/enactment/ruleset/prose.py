"""House style where texts meet: the sentence around some words, inserted words set in their sentence, the blank lines
a removal joins."""
from __future__ import annotations

import re


_SENTENCE_END_RE = re.compile(r"[.!?][\"'”’)\]]*(?=\s|$)")


def sentence_around(body: str, a: int, b: int) -> tuple[int, int]:
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


def set_in_prose(left: str, text: str, right: str) -> str:
    """``text`` as it is written between ``left`` and ``right`` in a sentence: a space where words meet, none before a
    comma or another mark it starts with or that follows it, and one full stop where it ends with one before the
    rule's own (house style: "to zero, and X." never "to zero , and X..")."""
    t = text.strip()
    if t.endswith(".") and not t.endswith("...") and right.startswith("."):
        t = t[:-1]
    lead = "" if not left or left[-1].isspace() or t[:1] in _MARKS else " "
    trail = "" if not right or right[0].isspace() or right[0] in _MARKS else " "
    return lead + t + trail


def one_blank_line(body: str, at: int) -> str:
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
