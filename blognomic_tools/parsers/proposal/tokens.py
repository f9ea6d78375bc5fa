"""Step 2 of reading a proposal: a line's quoted strings become tokens ``⟦n⟧`` (kept in a Tokens), and a line is cut
into its sentences."""
from __future__ import annotations

import re

from ...phrasings import proposals as wordings
from .table import Cue


_CONTINUED = Cue(wordings.CONTINUED_SENTENCE)


def squash(s: str) -> str:
    """Runs of spaces, tabs and no-break spaces as one space, the ends stripped."""
    return re.sub(r"[ \t\u00a0]+", " ", s).strip()


_OPEN = "“\"”„"
_CLOSE = "”\"“"


class Tokens:
    """A line's quoted strings and blocks, each standing in the line as its token ``⟦n⟧``."""
    def __init__(self):
        self.items: list[tuple[str, bool]] = []  # (content, from a block)
        self.last_inserted: tuple[str | None, str] | None = None  # (rule, words) the instruction before inserted ("the newly added sentence")
        self.last_added: str | None = None  # the rule whose last paragraph the instruction before added ("the newly added paragraph")
        self.context_rule: str | None = None  # the rule a condition on the line names ("If there is a rule X, add …")

    def add(self, content: str, block: bool) -> str:
        self.items.append((content, block))
        return f"⟦{len(self.items) - 1}⟧"

    def get(self, tok: str | None) -> str | None:
        if tok is None:
            return None
        m = re.fullmatch(r"⟦(\d+)⟧", tok)
        return self.items[int(m.group(1))][0] if m else tok

    def restore(self, s: str) -> str:
        def sub(m):
            content, block = self.items[int(m.group(1))]
            return "[…]" if block else f"“{content}”"
        return re.sub(r"⟦(\d+)⟧", sub, s)

    def plain(self, s: str) -> str:
        return re.sub(r"⟦(\d+)⟧", lambda m: self.items[int(m.group(1))][0], s)


_UNCLOSED_BEFORE = re.compile(r"\s+(?=(?:with|and\s+give\s+it|reading|which\s+reads|that\s+reads)\s+(?:the\s+following|this)?)", re.I)


def tokenize(line: str, toks: Tokens) -> str:
    """The line with each quoted string (“…”, "…", ‘…’, '…') replaced by its token, added to ``toks``."""
    if line.count("“") == line.count("”") + 1 and re.search(r"\b(?:titled|called|entitled|named)\s+“[^”]*$", line):
        # “Declaration of Rivalry with the following text: the title's closing mark is missing; it ends before "with"
        k = line.rindex("“")
        cut = _UNCLOSED_BEFORE.search(line, k)
        if cut:
            line = line[:cut.start()] + "”" + line[cut.start():]
    if line.count("“") > line.count("”"):
        # “… Bright halls. “, add: an opening mark with only a comma after it opens nothing; it is the closing one
        line = re.sub(r"(?<=[^\s“])(\s?)“(?=\s*[,;:](?:\s|$))", r"\1”", line)
    out, i, n = [], 0, len(line)
    while i < n:
        c = line[i]
        if c in _OPEN and (c != "”" or i == 0 or not line[i - 1].isalnum()):
            j, depth = -1, 0
            for k in range(i + 1, n):
                if c == "“" and line[k] == "“":
                    depth += 1  # a quotation inside the quotation: “… the “Call for Judgement” category”
                elif line[k] in _CLOSE:
                    if depth and line[k] == "”":
                        depth -= 1
                        continue
                    if c == "“" and line[k] == '"' and "”" in line[k + 1:]:
                        continue  # a straight quotation inside a curly one closes with the curly mark
                    j = k
                    break
            if j > i:
                out.append(toks.add(line[i + 1:j].strip(), False))
                i = j + 1
                continue
        if c == "‘" and (i == 0 or not line[i - 1].isalnum()):
            m = re.compile(r"’(?![A-Za-z])").search(line, i + 1)
            if m:
                out.append(toks.add(line[i + 1:m.start()].strip(), False))
                i = m.end()
                continue
        if c == "'" and (i == 0 or line[i - 1] in " \t([") :
            m = _STRAIGHT_SINGLE.match(line, i)
            if m:  # 'Duel' (Blogger posts of 2003-2005): a name in straight single quotes, an apostrophe nowhere inside
                out.append(toks.add(m.group(1).strip(), False))
                i = m.end()
                continue
        out.append(c)
        i += 1
    return "".join(out)


# a quotation in straight single quotes: opened after a space, closed before a space or a stop, no apostrophe inside
_STRAIGHT_SINGLE = re.compile(r"'(\S[^'\n]{0,78}?\S|\S)'(?=[\s.,;:!?)]|$)")


_SENT_SPLIT = re.compile(r"(?<=[.!?])\s+(?=(?:[A-Z⟦\[(]|\.\.\.|…))")


def sentences(line: str) -> list[str]:
    """A tokenized line cut into its sentences (a sentence that only goes on with the one before stays with it)."""
    parts = _SENT_SPLIT.split(line)
    out: list[str] = []
    for p in parts:  # "Add a new Dynastic Rule. Call it “X” and give it…" is one instruction
        if out and _CONTINUED.match(p):
            out[-1] = out[-1] + " " + p
        else:
            out.append(p)
    return [p.strip() for p in out if p.strip()]
