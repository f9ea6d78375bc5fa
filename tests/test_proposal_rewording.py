"""The same instructions said another way read the same: every corpus body (fixtures/corpus/proposals) reworded
with phrasings of the same meaning gives the instructions the body gives. Curly or straight quotes, "sub-rule" or
"subrule", "entitled" or "called", bold around names, a source line break wherever a space stands: the same. A
<br> wherever a space stands: the same, or refused (a not_understood, which blocks saving), never read otherwise and saved."""
from __future__ import annotations

import random
import re

import pytest

from blognomic_tools.parsers.proposal import read_instructions
from corpus_proposals import UNTAUGHT_ROUNDS, body_paths, shape

# the taught bodies: a held-out round measured and not yet taught is measured as it reads, not yet held to these
BODIES = {p.stem: p.read_text(encoding="utf-8") for p in body_paths() if p.stem.split("-")[0] not in UNTAUGHT_ROUNDS}


def read(html: str) -> list[dict]:
    return [shape(i) for i in read_instructions(html)]


def blocked(shapes: list[dict]) -> bool:
    """Is saving blocked: a not_understood anywhere (it is never saved over)?"""
    return any(d["kind"] == "not_understood" or blocked(d.get("children", [])) for d in shapes)


def rendered(shapes: list[dict]) -> list[dict]:
    """As the wiki shows the texts: a single line break inside a paragraph is a space."""
    def one(d):
        d = {k: (re.sub(r"(?<!\n) *\n(?![\n*#:;|])", " ", v) if isinstance(v, str) and k in ("text", "old") else v) for k, v in d.items()}
        if "children" in d:
            d["children"] = [one(c) for c in d["children"]]
        return d
    return [one(d) for d in shapes]


def spaces_in_lines(html: str) -> list[int]:
    """Offsets of the spaces in the text of the post's own lines (<p>, <li>; not in quoted blocks or tags)."""
    out = []
    depth_q = 0
    intag = False
    for k, c in enumerate(html):
        if c == "<":
            intag = True
            if html.startswith("<blockquote", k):
                depth_q += 1
            elif html.startswith("</blockquote", k):
                depth_q -= 1
        elif c == ">":
            intag = False
        elif c == " " and not intag and depth_q == 0:
            out.append(k)
    return out


@pytest.mark.parametrize("name", sorted(BODIES))
def test_a_line_break_wherever_a_space_stands(name):
    html = BODIES[name]
    base = read(html)
    rng = random.Random(name)
    spots = spaces_in_lines(html)
    for k in rng.sample(spots, min(8, len(spots))):
        assert read(html[:k] + "\n" + html[k + 1:]) == base, html[max(0, k - 60):k + 60]
        got = read(html[:k] + "<br />" + html[k + 1:])
        assert rendered(got) == rendered(base) or blocked(got), html[max(0, k - 60):k + 60]


def _own_lines(html: str, how) -> str:
    """``how`` applied to the post's own lines, not to the quoted blocks (their text is the rule's, kept as written)."""
    parts = re.split(r"(<blockquote.*?</blockquote>)", html, flags=re.S)
    return "".join(p if p.startswith("<blockquote") else how(p) for p in parts)


def _said(shapes: list[dict], how) -> list[dict]:
    """A condition is kept as written: reworded, it reads reworded."""
    def one(d):
        d = dict(d)
        if "condition" in d and how is _words:
            d["condition"] = _words(d["condition"])
        if "children" in d:
            d["children"] = [one(c) for c in d["children"]]
        return d
    return [one(d) for d in shapes]


ORDER = re.compile(r"<p>(?:<[^>]+>)*\s*(?:In|Within|To\s+(?:the\s+(?:rule|end|start)|rule|Rule)|Add|Append|Prepend|Insert|Replace|Change|Create|Enact|Repeal|Rename|Amend|"
                   r"Remove|Delete|Reword|Rewrite|Move|After|Before|If|Unless|Upon)\b")


# a line that leads into rule text laid out unquoted in the next paragraph ("In section 1.5, change" / "to")
LEADS_INTO_TEXT = re.compile(r"\b(?:change|replace|to|with)\s*:?-?\s*</p>\s*$", re.I)


def _rule_texts(html: str) -> list[str]:
    """The texts the body is read to add or replace (a paragraph inside one is the rule's, laid out unquoted)."""
    out: list[str] = []

    def walk(ds):
        for d in ds:
            out.extend(v for k, v in d.items() if k in ("text", "old") and isinstance(v, str))
            walk(d.get("children", []))
    walk(read(html))
    return out


def _instruction_lines(html: str, how) -> str:
    """``how`` applied to the post's lines that give an instruction (not to the rule text it quotes or lays out: a
    paragraph read as part of an added text, "Upon the enactment of a proposal …" after "Add to rule 1.8:", is kept)."""
    texts = _rule_texts(html)

    def lines(part: str) -> str:
        out, pos, laid_out = [], 0, False
        for m in re.finditer(r"<p>.*?</p>", part, flags=re.S):
            p = m.group(0)
            inner = re.sub(r"<[^>]+>", "", p).strip()
            if len(inner) > 40 and any(inner in t for t in texts):
                out.append(part[pos:m.start()] + p)
                pos, laid_out = m.end(), False
                continue
            out.append(part[pos:m.start()] + (how(p) if ORDER.match(p) and not laid_out else p))
            pos, laid_out = m.end(), bool(LEADS_INTO_TEXT.search(p))
        return "".join(out) + part[pos:]
    return _own_lines(html, lines)


def _swap_quotes(html: str) -> str:
    """Straight quotes for curly ones, in lines with no quotation inside another (there the marks are the words')."""
    def line(p: str) -> str:
        return p if re.search(r"“[^”]*“", p) else re.sub(r"“([^“”<>]*)”", r'"\1"', p)
    return _instruction_lines(html, line)


def _words(html: str) -> str:
    """"subrule" for "sub-rule", "called" for "entitled", in the post's own lines (a quoted rule text keeps its words)."""
    def own(p: str) -> str:  # outside quotation marks: a quoted text keeps its words
        parts = re.split(r"(“[^“”]*”|\"[^\"]*\")", p)
        return "".join(q if q[:1] in "“\"" else re.sub(r"\bentitled\b", "called", re.sub(r"\bsub-rule", "subrule", q)) for q in parts)
    return _instruction_lines(html, own) if "<" in html else own(html)


def _bold_names(html: str) -> str:
    """Bold around the quoted names of the post's own lines (<p>), not inside quoted blocks."""
    return _instruction_lines(html, lambda p: re.sub(r"(“[^“”<>]{1,40}”)", r"<strong>\1</strong>", p))


@pytest.mark.parametrize("how", [_swap_quotes, _words, _bold_names], ids=["straight-quotes", "subrule-called", "bold-names"])
def test_the_same_meaning_reads_the_same(how):
    differ = []
    for name, html in BODIES.items():
        other = how(html)
        if other != html and read(other) != _said(read(html), how):
            differ.append(name)
    assert not differ, differ
