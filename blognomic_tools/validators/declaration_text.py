"""A dynastic rule's text as the declaration reader walks it: paragraphs cut into sentences, lists and the tables
rendered in them (``blocks_of``), and the values a list or a one-column table after a sentence gives. Pure."""
from __future__ import annotations

import re

from ..models import Rule, Table
from ..reading.text import sentences
from .declaration_parts import clean_name

# a rendered item, or wikitext's (whose marker needs no space after it: "*A Site"), or a term of wikitext's definition
# list with its definition (";Stake: An integer, …", round 77)
_ITEM_LINE = re.compile(r"^(?P<indent> *)(?:[•*#] |[*#](?=[^\s*#:;])|\d+\. |;(?=[^\s;:][^;:]{0,40}: ?\S))(?P<text>.*)$")
# an item of a blog post's list, written with a hyphen: only after a lead that ends with a colon ("Valid Whereabouts
# are:-" and its lines "- Market Cross"), or after another such item
_HYPHEN_LINE = re.compile(r"^(?P<indent> *)[-–] (?=\S)(?P<text>.*)$")
# an item of a blog post's list written as a bare line (its lines were <br>-separated): a few capitalised words with
# no stop, only after a lead that ends with a colon in the same paragraph ("These are the possible duties:" and
# "Gunner", "Spotter"), or after another such item (round 46, Sailors, 2018)
_BARE_LINE = re.compile(r"^(?P<indent>)(?P<text>[“\"‘]?[A-Z0-9][\w'’-]*(?: [\w'’&-]+){0,3}[”\"’]?)\s*$")


def blocks_of(rule: Rule) -> list[tuple[str, object]]:
    """The rule's text as ("prose", sentence), ("list", [top-level items]) and ("table", Table) blocks, in order."""
    out: list[tuple[str, object]] = []
    paras = [p for p in rule.text.split("\n\n") if p.strip()]
    tables = [t for t in rule.tables if t.rows and not t.unreadable]
    for p in paras:
        lines = [ln for ln in p.split("\n") if ln.strip()]
        table = None if all(_ITEM_LINE.match(ln) for ln in lines) else \
            next((t for t in tables if " | ".join(c.strip() for c in t.rows[0]) in p), None)
        if table is not None:
            out.append(("table", table))
            continue
        items: list[str] | None = None  # a list's lines, also where it follows its lead line with no blank line
        base = 0  # the indent of the list's first item
        bare = False  # the list's items are bare lines
        for i, ln in enumerate(lines):
            m = _ITEM_LINE.match(ln)
            after_lead = out and out[-1][0] == "prose" and re.search(r":-?\s*$", out[-1][1])
            if m is None and (items is not None or after_lead):
                m = _HYPHEN_LINE.match(ln)
            if m is None and (bare or (after_lead and i > 0)):
                m = _BARE_LINE.match(ln)
                bare = m is not None
            if m is None:
                items = None
                out.extend(("prose", s) for s in sentences(ln))
                continue
            if items is None:
                items, base = [], len(m.group("indent"))
                out.append(("list", items))
            if len(m.group("indent")) > base and items:  # deeper than the list's first item: a part of the item before
                items[-1] += " " + m.group("text").strip()
            else:  # a list indented as a whole ("  • Iron", "  • Tallow"): each line an item of its own
                items.append(m.group("text").strip())
    return out


def _table_values(t: Table) -> list[str] | None:
    if len(t.rows) == 1 and not t.header:
        return [c.strip() for c in t.rows[0] if c.strip()]
    if all(len(row) == 1 for row in t.rows):
        return [row[0].strip() for row in t.rows if row[0].strip()]
    return None


def following_values(following) -> tuple[list[str] | None, str | None]:
    """The values a list or a one-column table after a sentence gives, and the one its words make the default."""
    if following and following[0] == "list":
        return _list_values(following[1])
    if following and following[0] == "table":
        return _table_values(following[1]), None
    return None, None


_VALUE_HEAD = re.compile(r"(?P<v>[“\"‘']?[A-Z0-9][\w#'’-]*(?: [\w#'’-]+){0,4}?[”\"’']?)(?:\.|:| -| –| —) (?P<rest>.+)$")
_IS_INITIAL = re.compile(r"\b(?:this|it)\b[^.]*\b(?:as (?:their|its|his|her) (?:initial|starting|default|first)|is the (?:initial|starting|default))\b"
                         r"|\b(?:start|starts|begin|begins) (?:as|with|in|at|on) (?:this|it)\b|^(?:This|It) is the (?:default|initial|starting)\b")


def _list_values(items: list[str]) -> tuple[list[str], str | None]:
    """A list's values: each item, or its head where the item is a value and words about it ("Market Cross. All
    Hamleteers have this Spot as their initial Spot."); the default: the one value its words say is the initial one."""
    values, defaults = [], []
    for it in items:
        m = _VALUE_HEAD.match(it.strip())
        if m is None:
            values.append(it)
            continue
        values.append(clean_name(m.group("v")))
        if _IS_INITIAL.search(m.group("rest")):
            defaults.append(values[-1])
    return values, defaults[0] if len(defaults) == 1 else None
