"""HTML -> BeautifulSoup trees, for the blog's pages, proposal bodies and rendered Ruleset pages; pure Python.

The tree is built by the standard library's ``html.parser`` (what runs everywhere, Pyodide included) and
searched with soupsieve's CSS selectors (BeautifulSoup's own dependency), so the blog selectors stay CSS and
configurable. ``PARSER`` names the tree builder: "lxml" is accepted where lxml is installed (the tests read every
fixture both ways and get the same models), but it is not the default: through BeautifulSoup it saves about a
fifth of the parse (bench/blog_parse.py) and would make what a damaged page reads as depend on the install.

Attribute values are kept as written (``class`` is one string, unless asked for as a list). The helpers below give the text of
a tree as the readers want it: every text node, comments, CDATA, processing instructions and declarations left out.
"""
from __future__ import annotations

import functools
import threading
import re

import soupsieve
from bs4 import BeautifulSoup
from bs4.element import NavigableString, PreformattedString, Tag

__all__ = ["PARSER", "MAX_DEPTH", "depth_over", "make_soup", "compile_selector", "select", "select_one", "is_text", "text_content", "lead_text", "tail_text", "Tag"]

PARSER = "html.parser"


def make_soup(markup: str, parser: str | None = None, *, class_lists: bool = False) -> BeautifulSoup:
    """The tree of `markup` (a page or a fragment), built by `parser` (default: PARSER). `class` is one string as
    written, or with `class_lists` a list of the class names (BeautifulSoup's default)."""
    if class_lists:
        return BeautifulSoup(markup, parser or PARSER)
    return BeautifulSoup(markup, parser or PARSER, multi_valued_attributes=None)


@functools.lru_cache(maxsize=256)
def compile_selector(selector: str):
    """A CSS selector, compiled once (soupsieve's SelectorSyntaxError for one that cannot be)."""
    return soupsieve.compile(selector)


# No page of the blog nests elements anywhere near this deep (a post body is a few levels, a whole page some 20);
# a tree deeper than this is junk or an attack, and the readers (which recurse over the tree) refuse it.
MAX_DEPTH = 200


def depth_over(root, limit: int = MAX_DEPTH) -> bool:
    """Whether some element of the tree lies more than ``limit`` elements deep (read off the tree's index, which
    the searches then use; built without recursion)."""
    return _index(root).depth > limit


def is_text(node) -> bool:
    """A node of page text (not a comment, CDATA section, processing instruction or declaration)."""
    return isinstance(node, NavigableString) and not isinstance(node, PreformattedString)


def text_content(el) -> str:
    """Every text node under `el`, in order (script and style text too, as the page holds it); "" for a node that
    is not an element."""
    if not isinstance(el, Tag):
        return ""
    return "".join(s for s in el.descendants if is_text(s))


def lead_text(el) -> str:
    """The text inside `el` before its first child that is not text (an element, or a comment)."""
    out = []
    for ch in el.children:
        if not is_text(ch):
            break
        out.append(str(ch))
    return "".join(out)


def tail_text(el) -> str:
    """The text after `el`, up to its next sibling that is not text."""
    out = []
    for sib in el.next_siblings:
        if not is_text(sib):
            break
        out.append(str(sib))
    return "".join(out)


# ------------------------------------------------------------------------------------------------
# selecting: a simple selector (below) is parsed once and matched right to left; on a whole page, an index of
# its elements by tag, class, id and attribute name hands the matcher only the candidates, so a selector costs a
# lookup, not a walk of the page per call. Any other selector goes to soupsieve. The readers never change a tree
# they search (an index would go stale).



class _Index:
    """Every element of one tree in document order, and by tag name, class, id and attribute name."""

    def __init__(self, root):
        self.root = root
        self.order: dict[int, int] = {}
        self.all: list = []
        self.by: dict[tuple[str, str], list] = {}
        depth = {id(root): 0}
        self.depth = 0
        for i, el in enumerate(c for c in root.descendants if isinstance(c, Tag)):
            self.order[id(el)] = i
            self.all.append(el)
            d = depth[id(el)] = depth[id(el.parent)] + 1
            if d > self.depth:
                self.depth = d
            self.by.setdefault(("tag", el.name), []).append(el)
            for name, value in el.attrs.items():
                self.by.setdefault(("attr", name), []).append(el)
                if name == "id" and isinstance(value, str):
                    self.by.setdefault(("id", value), []).append(el)
                elif name == "class":
                    for c in (value.split() if isinstance(value, str) else value):
                        self.by.setdefault(("cls", c), []).append(el)

    def candidates(self, groups) -> list:
        """The elements that may match a simple selector's ``groups`` (a superset, in document order): for each
        group, those holding the rarest key its last compound requires (its tag, id, a class, an attribute)."""
        out: dict[int, object] = {}
        for chain in groups:
            _, tag, tests = chain[0]
            keys = [("tag", tag)] if tag != "*" else []
            keys += [("id", want) if name == "id" and op is None else ("cls", want) if name == "class" and op == "~=" else ("attr", name)
                     for name, op, want in tests]
            pool = min((self.by.get(k, ()) for k in keys), key=len) if keys else self.all
            for el in pool:
                out[id(el)] = el
        return sorted(out.values(), key=lambda el: self.order[id(el)])


def _split_top(text: str, sep: str | None) -> list[str]:
    """``text`` split at ``sep`` (or at combinators, for None) outside brackets, parentheses and quotes."""
    parts, depth, quote, cur, i = [], 0, "", "", 0
    while i < len(text):
        c = text[i]
        if quote:
            quote = "" if c == quote else quote
        elif c in "\"'":
            quote = c
        elif c in "[(":
            depth += 1
        elif c in "])":
            depth -= 1
        elif depth == 0 and (c == sep if sep else c in " >+~"):
            parts.append(cur)
            cur = ""
            i += 1
            continue
        cur += c
        i += 1
    parts.append(cur)
    return [p for p in parts if p.strip()] or [""]


_INDEXES: dict[int, _Index] = {}
_INDEXES_LOCK = threading.Lock()


def _index(el) -> _Index:
    """The index of the tree ``el`` belongs to (built on the first search of a tree; a few trees are kept). An
    element of a kept tree is found by its id: the index holds the tree, so no other element can have that id.
    The kept indexes are shared by threads (the blog source reads pages in a pool), so they are looked up and
    changed under one lock."""
    with _INDEXES_LOCK:
        for ix in _INDEXES.values():
            if el is ix.root or id(el) in ix.order:
                return ix
        root = el
        for root in [el, *el.parents]:
            pass
        if len(_INDEXES) >= 8:
            _INDEXES.pop(next(iter(_INDEXES)))
        ix = _INDEXES[id(root)] = _Index(root)
        return ix
    root = el
    for root in [el, *el.parents]:
        pass
    if len(_INDEXES) >= 8:
        _INDEXES.pop(next(iter(_INDEXES)))
    ix = _INDEXES[id(root)] = _Index(root)
    return ix


# The selectors the blog's pages need (DEFAULT_SELECTORS and what a config writes) are simple: compounds of a
# tag, an id, classes and attribute tests, joined by descendant or child combinators. Those are matched here,
# right to left, without compiling anything; any other selector goes to soupsieve.
_ATTR_TEST = r"\[\s*([\w:-]+)\s*(?:([~^$*|]?=)\s*(\"[^\"]*\"|'[^']*'|[\w-]+)\s*)?\]"
_COMPOUND = re.compile(r"(\*|[A-Za-z][\w-]*)?((?:#[\w-]+|\.[\w-]+|" + _ATTR_TEST + r")*)")
_SIMPLE = re.compile(r"#([\w-]+)|\.([\w-]+)|" + _ATTR_TEST)


def _attr_ok(value, op: str | None, want: str) -> bool:
    if value is None:
        return False
    if op is None:
        return True
    v = " ".join(value) if isinstance(value, list) else str(value)
    return {"=": v == want, "^=": want != "" and v.startswith(want), "$=": want != "" and v.endswith(want),
            "*=": want != "" and want in v, "~=": want in v.split(), "|=": v == want or v.startswith(want + "-")}[op]


@functools.lru_cache(maxsize=256)
def _simple_selector(selector: str):
    """``selector`` as groups of (combinator, tag, tests) read right to left, or None when it is not simple."""
    groups = []
    for part in _split_top(selector, ","):
        tokens = re.split(r"(\s*>\s*|\s+)", part.strip())
        chain = []
        comb = None
        for tok in tokens:
            if not tok:
                continue
            if not tok.strip() or tok.strip() == ">":
                comb = ">" if ">" in tok else " "
                continue
            m = _COMPOUND.fullmatch(tok)
            if m is None or not tok:
                return None
            tests = []
            for s in _SIMPLE.finditer(m.group(2) or ""):
                if s.group(1):
                    tests.append(("id", None, s.group(1)))
                elif s.group(2):
                    tests.append(("class", "~=", s.group(2)))
                else:
                    want = s.group(5)
                    tests.append((s.group(3), s.group(4), want.strip("\"'") if want else ""))
            chain.append((comb, (m.group(1) or "*").lower(), tuple(tests)))
            comb = None
        if not chain or comb is not None:
            return None
        groups.append(tuple(reversed(chain)))
    return tuple(groups)


def _compound_ok(el, tag: str, tests) -> bool:
    if tag != "*" and el.name != tag:
        return False
    for name, op, want in tests:
        value = el.attrs.get(name)
        if name == "id" and op is None:
            if value != want:
                return False
        elif not _attr_ok(value, op, want):
            return False
    return True


def _chain_ok(el, chain) -> bool:
    """``el`` matches the right-to-left ``chain`` (its ancestors judged in the whole page, as CSS does: a scoped
    search narrows what is returned, not what the selector sees)."""
    (combinator, tag, tests), rest = chain[0], chain[1:]
    if not _compound_ok(el, tag, tests):
        return False
    if not rest:
        return True
    parent = el.parent
    if (combinator or " ") == ">":  # the combinator between this compound and the one on its left
        return parent is not None and parent.name != "[document]" and _chain_ok(parent, rest)
    while parent is not None and parent.name != "[document]":
        if _chain_ok(parent, rest):
            return True
        parent = parent.parent
    return False


def _matches(el, groups) -> bool:
    return any(_chain_ok(el, chain) for chain in groups)


def _select(el, selector: str):
    groups = _simple_selector(selector)
    if groups is None:  # not a simple selector: soupsieve decides
        yield from compile_selector(selector).iselect(el)
        return
    ix = _index(el)
    if el is not ix.root:  # a search inside one element (a comment, a post block): walk just that subtree
        yield from (c for c in el.descendants if isinstance(c, Tag) and _matches(c, groups))
        return
    yield from (c for c in ix.candidates(groups) if _matches(c, groups))


def select(el, selector: str) -> list:
    """Every element under ``el`` that ``selector`` matches, in document order (as soupsieve's select)."""
    return list(_select(el, selector))


def select_one(el, selector: str):
    """The first element under ``el`` that ``selector`` matches, or None (as soupsieve's select_one)."""
    return next(_select(el, selector), None)
