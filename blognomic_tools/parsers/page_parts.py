"""Whether the parts of a blog page that a tally relies on are whole.

A page that ends with ``</html>`` may still be a cut page that was closed again: a transfer that stopped inside the
sidebar's player list, the open elements then closed (by a proxy, an editor, a saving tool). The HTML parser reads
such a page as a shorter list, or a post with fewer comments, and every verdict would change with no sign. What
such a page cannot have is anything *after* the cut: the blog always goes on after each part the tally reads (the
player list is followed by the line stating the count, that by the emperor, the emperor by the rest of the sidebar;
a comment by the next one, the comment form, the sidebar). So a part is whole when the page goes on after it: an
element, or text that is not blank, comes after its end. End tags alone (what closing a cut page adds) are no proof.
"""
from __future__ import annotations

from .soup import Tag, is_text


def followed(el) -> bool:
    """Does the page go on after `el` ends: an element, or text that is not blank, after it in document order?"""
    node = el
    while node is not None:
        for sib in node.next_siblings:
            if isinstance(sib, Tag) or (is_text(sib) and sib.strip()):
                return True
        node = node.parent
    return False


def unended(parts: list[tuple[str, object]]) -> str | None:
    """The first of `parts` ((what, element); None elements skipped) that nothing of the page follows, named; None
    when every part is whole."""
    for what, el in parts:
        if el is not None and not followed(el):
            return what
    return None


_TOP = ("body", "html", "[document]")


def post_region(title, footer):
    """The element the post (from its `title` to its `footer`) and its comments sit in: the parent of the smallest
    element holding both; None when that is the page's body (nothing then bounds the region but the page's end)."""
    if title is None or footer is None:
        return None
    block = footer
    while block is not None and block.name not in _TOP and title not in block.descendants:
        block = block.parent
    return enclosing(block) if block is not None and block.name not in _TOP else None


def enclosing(el):
    """The element `el` sits in, unless that is the page's body (or the page itself): None then."""
    parent = el.parent if el is not None else None
    return parent if parent is not None and parent.name not in _TOP else None
