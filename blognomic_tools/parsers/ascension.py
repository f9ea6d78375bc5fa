"""An Ascension Address read: the theme, the new terms, the dynastic rules kept (or repealed), the Special Case Rules
set, the Building Blocks named and the new gamestate page, each with the line it was read from. A line that speaks of
one of these and is read by no form is listed in `unread` (never guessed): the turn is not saved while any is left.
The wordings are data (phrasings.ascension)."""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from ..phrasings import ascension as W
from ..reading.phrasing import first_match

_BLOCK_END = re.compile(r"<\s*(?:br\s*/?|/p|/li|/div|/h\d|/blockquote|/ul|/ol|/tr)\s*>|<\s*(?:li|p|ul|ol|div|blockquote|tr)\b[^>]*>", re.I)
_TAG = re.compile(r"<[^>]+>")
ITEM = "\u2022 "  # how body_lines marks a list item
_NAMES = re.compile(r"[“\"‘]([^”\"’]+)[”\"’]")


@dataclass
class AscensionAddress:
    title: str
    url: str
    author: str
    theme: str | None = None
    terms: list[tuple[str, str, str]] = field(default_factory=list)  # (old, new, the line)
    kept: list[str] | None = None  # dynastic rules kept (None: the Address names none)
    repealed: list[str] | None = None  # dynastic rules repealed (None: names none); ["*"] all of them
    special_case: dict[str, str] = field(default_factory=dict)  # rule -> "Active" / "Inactive"
    building_blocks: list[str] = field(default_factory=list)  # the lines that name Building Blocks
    gamestate_page: str | None = None
    unread: list[str] = field(default_factory=list)  # lines about the turn no form reads

    def to_dict(self) -> dict:
        return {"title": self.title, "url": self.url, "author": self.author, "theme": self.theme,
                "terms": [{"old": o, "new": n, "line": line} for o, n, line in self.terms], "kept": self.kept, "repealed": self.repealed,
                "special_case": self.special_case, "building_blocks": self.building_blocks, "gamestate_page": self.gamestate_page,
                "unread": self.unread}


def _match(form: str, line: str) -> re.Match | None:
    """The first wording of the Address's form `form` (phrasings.ascension ADDRESS) found in the line."""
    found = first_match(W.ADDRESS[form], line, spaces=W.SPACES)
    return found[1] if found else None


def body_lines(body_html: str, body_text: str = "") -> list[str]:
    """The post body's lines: each paragraph, list item (marked ITEM) and line break its own line, the markup taken out."""
    if not body_html.strip():
        return [s.strip() for s in re.split(r"\n+", body_text) if s.strip()]
    text = re.sub(r"<\s*li\b[^>]*>", "\n" + ITEM, body_html, flags=re.I)  # a list item keeps its mark
    text = _BLOCK_END.sub("\n", text)
    text = html.unescape(_TAG.sub("", text))
    return [re.sub(r"\s+", " ", s).strip() for s in text.split("\n") if s.strip()]


def _names(listed: str) -> list[str] | None:
    """The rule names of a list: each in quotation marks, else separated by commas and "and"; None if none."""
    quoted = _NAMES.findall(listed)
    if quoted:
        return [q.strip() for q in quoted]
    parts = [p.strip(" .;") for p in re.split(r",|\band\b|;", listed)]
    parts = [p for p in parts if p]
    return parts or None


def read_address(post) -> AscensionAddress:
    """The Address as the post says it (a models.Post of kind Ascension Address). Pure: no I/O."""
    a = AscensionAddress(title=post.title, url=post.url, author=post.author)
    lines = body_lines(post.body_html, post.body)
    under: str | None = None  # the list the lines below a heading line belong to ("terms", "keep", "repeal")
    for line in lines:
        item = line.startswith(ITEM)
        bare = line[len(ITEM):].strip() if item else line.strip()
        if under is not None and item:
            if under == "terms":
                m = _match("term", bare)
                if m:
                    a.terms.append((m.group("old"), m.group("new"), bare))
                    continue
                a.unread.append(f"in the list of terms: {bare!r}")
                continue
            elif under in ("keep", "repeal"):
                names = _names(bare)
                if names:
                    getattr(a, "kept" if under == "keep" else "repealed").extend(names)
                    continue
        under = None
        if a.theme is None and (m := _match("theme", bare)):
            a.theme = m.group("theme").strip()
            continue
        if _match("terms_heading", bare):
            under = "terms"
            continue
        if m := _match("term", bare):
            a.terms.append((m.group("old"), m.group("new"), bare))
            continue
        if _match("keep_none", bare):
            a.kept = a.kept or []
            continue
        for kind in ("keep", "repeal"):
            m = _match(kind, bare)
            if m:
                attr = "kept" if kind == "keep" else "repealed"
                if getattr(a, attr) is None:
                    setattr(a, attr, [])
                rest = m.group("list").strip()
                if rest:
                    names = _names(rest)
                    if names:
                        getattr(a, attr).extend(names)
                    else:
                        a.unread.append(f"the rules {'kept' if kind == 'keep' else 'repealed'}: {bare!r}")
                else:
                    under = kind
                break
        else:
            if m := _match("gamestate_page", bare):
                a.gamestate_page = m.group("page").strip()
            elif m := _match("special_case", bare):
                a.special_case[m.group("rule").strip()] = m.group("status").capitalize()
            elif _match("building_blocks", bare):
                a.building_blocks.append(bare)
            elif _match("topics", bare):
                a.unread.append(bare)
    return a

