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

import soupsieve
from bs4 import BeautifulSoup
from bs4.element import NavigableString, PreformattedString, Tag

__all__ = ["PARSER", "make_soup", "compile_selector", "is_text", "text_content", "lead_text", "tail_text", "Tag"]

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
