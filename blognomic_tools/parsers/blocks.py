"""The one intermediate form every Ruleset parser produces, and the one builder that turns it into a Ruleset.

A parser (wikitext, HTML, plain text) only has to say, in document order, which headings (with their
level) and which content blocks it saw. Section/rule/subrule nesting, TOC numbering, spans, the
glossary and the plain text of each rule are all decided here, once, so the three formats cannot
drift apart.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..models import Revision, Rule, Ruleset, Section, Table

# Section headings as the Ruleset names them across eras (R70: Glossary; R205/R209: Special Case;
# live: Building Blocks). Used by the plain-text parser to spot sections, and by the builder to
# recognise a level-1 heading that is not a section.
KNOWN_SECTIONS = (
    "Core Rules",
    "Dynastic Rules",
    "Special Case",
    "Special Case Rules",
    "Building Blocks",
    "Appendix",
    "Glossary",
)


@dataclass
class Heading:
    level: int
    title: str
    start: int | None = None  # offset of the heading line in the raw wikitext
    end: int | None = None  # offset just past the heading line (and its newline)


@dataclass
class Para:
    text: str


@dataclass
class ListBlock:
    items: list[str]
    ordered: bool = False
    depths: list[int] | None = None  # each item's nesting (1 = top level; "** x" or a <ul> in an <li> is 2); None: all 1

    def depth(self, i: int) -> int:
        return self.depths[i] if self.depths and i < len(self.depths) else 1


@dataclass
class DefList:
    items: list[tuple[str, str]]


@dataclass
class TableBlock:
    rows: list[list[str]]
    header: list[str] | None = None
    caption: str | None = None
    flattened: bool = False  # a text render's lines, cells not yet told apart (parsers/flat_tables.py)
    unreadable: str | None = None


@dataclass
class Boundary:
    """End of a wrapper (a section ``<div>``): every open span stops here."""

    offset: int


Block = Heading | Para | ListBlock | DefList | TableBlock | Boundary


@dataclass
class ParsedPage:
    title: str
    blocks: list[Block]
    revision: Revision | None = None
    raw: str | None = None
    source_format: str = ""
    extra: dict = field(default_factory=dict)


def clean(text: str) -> str:
    # four substring tests: far quicker than one regex alternation on every line of a page
    if "\n" not in text and "  " not in text and "\t" not in text and "\u00a0" not in text:
        return text.strip()
    text = text.replace("\u00a0", " ")
    text = re.sub(r"[ \t]+", " ", text)
    text = re.sub(r" *\n *", "\n", text)
    return text.strip()


def render_block(block: Block) -> str:
    if isinstance(block, Para):
        return block.text
    if isinstance(block, ListBlock):
        # a nested item is indented two spaces a level below its parent; ordered lists number each level apart
        lines, counters = [], []
        for i, item in enumerate(block.items):
            d = block.depth(i)
            del counters[d:]
            while len(counters) < d:
                counters.append(0)
            counters[d - 1] += 1
            lines.append("  " * (d - 1) + (f"{counters[d - 1]}. " if block.ordered else "• ") + item)
        return "\n".join(lines)
    if isinstance(block, DefList):
        return "\n".join(f"{term}: {desc}" if desc else term for term, desc in block.items)
    if isinstance(block, TableBlock):
        lines = []
        if block.caption:
            lines.append(block.caption)
        if block.header:
            lines.append(" | ".join(block.header))
        lines.extend(" | ".join(row) for row in block.rows)
        return "\n".join(lines)
    return ""


class _RulesetBuilder:
    """The Ruleset being built from a page's blocks, in order: the open section, the open rules (a stack) and the TOC numbers."""

    def __init__(self, page: ParsedPage):
        self.page = page
        self.sections: list[Section] = []
        self.preamble: list[str] = []
        self.glossary: dict[str, str] = {}
        # Stack of open rules: (rule, body_parts)
        self.stack: list[tuple[Rule, list[str]]] = []
        self.section: Section | None = None
        self.section_parts: list[str] = []
        self.counters: list[int] = []  # TOC numbering per depth below the section

    def close_rules(self, level: int, offset: int | None) -> None:
        """Close every open rule whose level is >= level."""
        stack = self.stack
        while stack and stack[-1][0].level >= level:
            rule, parts = stack.pop()
            rule.text = "\n\n".join(p for p in parts if p)
            if offset is not None and rule.span is not None:
                rule.span = (rule.span[0], offset)
                if rule.body_span is not None and rule.body_span[1] < 0:
                    rule.body_span = (rule.body_span[0], offset)

    def close_section(self, offset: int | None) -> None:
        """Close every open rule and the open section, at `offset`."""
        self.close_rules(0, offset)
        section = self.section
        if section is not None:
            section.text = "\n\n".join(p for p in self.section_parts if p)
            if offset is not None and section.span is not None:
                section.span = (section.span[0], offset)
        self.section = None

    def heading(self, block: Heading) -> None:
        """A heading: a section (level 1, or the first heading of a page with none), else a rule or subrule."""
        title = clean(block.title)
        if block.level == 1 or self.section is None:
            self.open_section(block, title)
            if block.level == 1:
                return
        self.open_rule(block, title)

    def open_section(self, block: Heading, title: str) -> None:
        """A new section; a heading below level 1 opens "(no section)" for the rule it starts."""
        self.close_section(block.start)
        self.section_parts.clear()
        self.counters.clear()
        name = title if block.level == 1 else "(no section)"
        section = Section(name=name, number=str(len(self.sections) + 1))
        if block.start is not None:
            section.span = (block.start, -1)
        self.sections.append(section)
        self.section = section

    def open_rule(self, block: Heading, title: str) -> None:
        """A new rule, or the subrule of the open rule above its level, numbered as the TOC numbers it."""
        stack, counters, section = self.stack, self.counters, self.section
        level = max(2, block.level)
        # A subrule deeper than one below its parent is attached to the nearest open rule.
        # Close the previous rule's body at this heading (it is its first subrule or a sibling).
        if stack and stack[-1][0].body_span is not None and stack[-1][0].body_span[1] < 0:
            rule0 = stack[-1][0]
            rule0.body_span = (rule0.body_span[0], block.start if block.start is not None else -1)
        self.close_rules(level, block.start)
        depth = len(stack)  # 0 for a rule, 1 for its subrule...
        del counters[depth + 1 :]
        while len(counters) <= depth:
            counters.append(0)
        counters[depth] += 1
        # a text render's nesting is inferred, so its numbers would not be the wiki's: none are given
        number = None if self.page.source_format == "text" else ".".join([section.number or "0"] + [str(c) for c in counters[: depth + 1]])
        rule = Rule(title=title, level=level, number=number, section=section.name)
        if block.start is not None and block.end is not None:
            rule.span = (block.start, -1)
            rule.body_span = (block.end, -1)
        if stack:
            stack[-1][0].subrules.append(rule)
        else:
            section.rules.append(rule)
        stack.append((rule, []))

    def content(self, block: Block) -> None:
        """A content block: given to the open rule (its tables, lists, definitions too), else the section, else the preamble."""
        text = render_block(block)
        if self.stack:
            rule, parts = self.stack[-1]
            parts.append(text)
            if isinstance(block, TableBlock):
                rule.tables.append(Table(rows=block.rows, header=block.header, caption=block.caption, unreadable=block.unreadable))
            elif isinstance(block, ListBlock):
                rule.lists.append(list(block.items))
                rule.list_depths.append([block.depth(i) for i in range(len(block.items))])
            elif isinstance(block, DefList):
                rule.definitions.extend(block.items)
        elif self.section is not None:
            self.section_parts.append(text)
        else:
            self.preamble.append(text)
        if isinstance(block, DefList):
            for term, desc in block.items:
                self.glossary.setdefault(term, desc)


def build_ruleset(page: ParsedPage, source: str = "") -> Ruleset:
    """The Ruleset of a parser's blocks: sections, rules and subrules nested and numbered, their spans, text and glossary."""
    builder = _RulesetBuilder(page)
    raw_len = len(page.raw) if page.raw is not None else None
    for block in page.blocks:
        if isinstance(block, Boundary):
            builder.close_section(block.offset)
        elif isinstance(block, Heading):
            builder.heading(block)
        else:
            builder.content(block)
    builder.close_section(raw_len)
    return Ruleset(
        title=page.title,
        sections=builder.sections,
        glossary=builder.glossary,
        revision=page.revision,
        source_format=page.source_format,
        source=source,
        raw=page.raw,
        preamble="\n\n".join(p for p in builder.preamble if p),
    )
