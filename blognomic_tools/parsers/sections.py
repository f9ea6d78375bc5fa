"""A wiki page's sections as MediaWiki numbers them for ``action=edit&section=N``, and the page a section edit saves.

MediaWiki's rules (its preprocessor, Parser::extractSections), followed here:
- a heading is a line that starts with 1 to 6 ``=`` and ends with ``=`` (trailing spaces, tabs and comments aside);
  its level is the shorter run; a line of ``=`` alone is a heading only from 3 signs on (level (n - 1) // 2);
- nothing inside a comment, ``<nowiki>``, ``<pre>`` or another extension tag is a heading;
- headings are numbered from 1 in the order they stand, those inside a template's braces too (``{{box|\\n== x ==\\n}}``),
  but only a heading outside braces starts a section: the number of one inside names no section;
- headings inside HTML (``<div>``) or a wikitable count as any other (mwparserfromhell's ``get_sections`` nests
  them in the tag and numbers the page otherwise: it is not used here);
- section N runs from its heading to the next heading of its level or higher (fewer ``=``), its subsections
  included; section 0 is the text before the first heading;
- the edit box shows a section without its trailing whitespace; saving puts the box's text (trailing whitespace
  trimmed), then a blank line, where the section stood, and trims the page's end; ``section=new`` adds the text after
  a blank line, under ``== title ==`` when a title (the form's subject) is given.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import BlognomicError

# extension tags whose content the preprocessor does not read (core's, and the common extensions')
EXTENSION_TAGS = ("nowiki", "pre", "gallery", "indicator", "includeonly", "ref", "references", "math", "chem", "ce", "source",
                  "syntaxhighlight", "poem", "templatedata", "templatestyles", "timeline", "score", "hiero", "imagemap",
                  "inputbox", "categorytree", "charinsert", "graph", "mapframe", "maplink", "section", "langconvert")
_TAG = re.compile(r"<(" + "|".join(EXTENSION_TAGS) + r")(\s[^>]*)?(/?)>", re.I)
_COMMENT_END = re.compile(r"<!--(?:(?!<!--).)*?-->[ \t]*$", re.S)


class SectionError(BlognomicError):
    """A section the page does not have, or a section value that is not one (exit 2)."""


@dataclass(frozen=True)
class Heading:
    index: int  # its number for section=N
    level: int
    start: int  # where its line starts
    root: bool  # outside any template's braces: it starts a section


def _level(line: str) -> int:
    """The heading level of a line starting with '=' (0: not a heading)."""
    opening = len(line) - len(line.lstrip("="))
    opening = min(opening, 6)
    body = line.rstrip(" \t")
    while True:
        m = _COMMENT_END.search(body)
        if not m:
            break
        body = body[:m.start()].rstrip(" \t")
    closing = len(body) - len(body.rstrip("="))
    if closing == len(body):  # '=' alone on its line
        return 0 if opening < 3 else min(6, (opening - 1) // 2)
    return min(opening, closing)


def headings(text: str) -> list[Heading]:
    """Every heading of the page, numbered as MediaWiki numbers them."""
    out: list[Heading] = []
    stack: list[list] = []  # open braces: [count, closed?]
    pending: list[tuple[int, int, int, list]] = []  # (index, level, start, the braces open around it)
    i, n, index = 0, len(text), 0
    while i < n:
        c = text[i]
        if c == "=" and (i == 0 or text[i - 1] == "\n"):
            end = text.find("\n", i)
            end = n if end < 0 else end
            line = text[i:end]
            if "<!--" not in line.split("-->")[-1]:  # a comment that runs past the line: not read as a heading
                level = _level(line)
                if level:
                    index += 1
                    pending.append((index, level, i, list(stack)))
            i += 1
            continue
        if text.startswith("<!--", i):
            j = text.find("-->", i + 4)
            i = n if j < 0 else j + 3
            continue
        if c == "<":
            m = _TAG.match(text, i)
            if m:
                if m.group(3):  # <nowiki/>
                    i = m.end()
                    continue
                close = re.compile(rf"</{m.group(1)}\s*>", re.I).search(text, m.end())
                if close:
                    i = close.end()
                    continue
            i += 1
            continue
        if c == "{" and text.startswith("{{", i):
            run = len(text[i:]) - len(text[i:].lstrip("{"))
            stack.append([run, False])
            i += run
            continue
        if c == "}" and text.startswith("}}", i) and stack:
            run = len(text[i:]) - len(text[i:].lstrip("}"))
            i += run
            while run >= 2 and stack:
                top = stack[-1]
                matched = 3 if top[0] >= 3 and run >= 3 else 2
                top[0] -= matched
                run -= matched
                if top[0] < 2:
                    top[1] = True
                    stack.pop()
            continue
        i += 1
    for index_, level, start, around in pending:
        out.append(Heading(index_, level, start, not any(b[1] for b in around)))  # braces never closed are text
    return out


def section_value(value: str | int) -> int | str:
    """A section as given (the edit page's ``section=``, the CLI's ``--section``): a number from 0, or "new"."""
    s = str(value).strip()
    if s == "new":
        return "new"
    if s.isdigit():
        return int(s)
    if re.fullmatch(r"T-\d+", s):
        raise SectionError(f"section {s!r} is a section of a page the page transcludes, not of this page: edit that page")
    raise SectionError(f"section {s!r} is not a section number (0, 1, 2 …) or 'new'")


def section_span(text: str, section: int, page: str = "the page") -> tuple[int, int]:
    """Where section N stands in the text: [start, end)."""
    heads = headings(text)
    roots = [h for h in heads if h.root]
    if section == 0:
        return 0, roots[0].start if roots else len(text)
    target = next((h for h in roots if h.index == section), None)
    if target is None:
        count = len(heads)
        raise SectionError(f"{page} has no section {section} (its headings are numbered 1 to {count})" if count and section <= count
                           else f"{page} has no section {section} ({count} heading{'' if count == 1 else 's'})")
    end = next((h.start for h in roots if h.start > target.start and h.level <= target.level), len(text))
    return target.start, end


def section_text(text: str, section: int, page: str = "the page") -> str:
    """What the edit box shows for ``section=N``."""
    start, end = section_span(text, section, page)
    return text[start:end].rstrip()


def replace_section(text: str, section: int | str, box: str, *, title: str = "", page: str = "the page") -> str:
    """The page MediaWiki saves for a section edit of `text` (the revision the form was opened from): `box` the edit
    box's text, `section` a number or "new" (then `title`, the form's subject, heads the new section)."""
    box = box.rstrip()
    if section == "new":
        subject = f"== {title} ==\n\n" if title else ""
        text = text.rstrip()  # as stored (a file may end in a newline)
        return (f"{text}\n\n{subject}{box}" if text.strip() else f"{subject}{box}").rstrip()
    start, end = section_span(text, int(section), page)
    return (text[:start] + (box + "\n\n" if box else "") + text[end:]).rstrip()
