"""Ruleset from a plain-text render of the wiki page (what a browser's "save as text" gives).

The render loses heading levels, bold, links and table markup, so structure is inferred.
Heuristics, in order (and their limits):

1. Page furniture is dropped: line 1 is the page title (unless it is already a rule's heading, as in the
   numbered Rulesets of 2003-2006: "1 - Ruleset and Gamestate"); "From BlogNomic Wiki", "Jump to navigation
   Jump to search", an old revision's "(diff) ← Older revision | ..." line and an empty "Contents" stub
   are skipped; a "Revision as of HH:MM, D Month YYYY by USER (talk | contribs) (COMMENT)" line becomes
   the revision info.
2. Blocks are separated by blank lines. Lines starting with "•" form a bulleted list, "1." an
   ordered list.
3. A one-line block is a *heading* when it is short (<= 80 chars, <= 12 words), does not end in
   sentence punctuation, starts with a capital/digit, is followed by more text, and the block
   before it does not end with ":" (then it is a flattened one-row table or a continuation, e.g.
   R70's "Null Suppressive Hardened Trapped"). An image file name ("MansionMap.jpg") is content. Limit: a body paragraph that is a short unpunctuated
   line would be read as a heading.
4. A heading whose text is a known section name (Core Rules, Dynastic Rules, Special Case, Building
   Blocks, Appendix, Glossary) is a section.
5. A heading candidate followed by a definition list is a group label inside a rule (the Keywords
   groups "Imperatives", "Time", "Other"), not a heading.
6. Nesting (level 3 = subrule) is inferred, since the render has no levels:
   a. a heading followed directly by another heading (empty body) is a parent: the headings after it
      are its subrules until the next empty-bodied heading or the end of the section;
   b. a rule whose body speaks of "its subrules" / "subrules of this rule" is a parent: the headings
      after it are its subrules while their body names it ("Items" -> "Item"); a heading inside an
      (a) run whose next heading names it ("Mentors" -> "Things that a mentor must do") ends the run;
   c. a heading whose body cites "this Rule's superrule"/"parent rule" is a subrule of the rule before;
   d. a heading whose title contains the previous rule's title (singular or plural), e.g.
      "Idle Vassals" after "Vassals", "Resolution of Proposals" after "Proposals", is its subrule.
   Limit: nesting that the text does not betray (e.g. "Votes" under "Votable Matters") is read as a
   sibling rule; (a) may also take in later siblings of a parent that the real page closes earlier.
   Titles and their order are exact; the cross-format test checks them against the wikitext.
7. Multi-line blocks without bullets are definition lists when they sit in a rule named Keywords or
   when every second line is a quoted phrase; otherwise flattened tables: the render joins cells with
   single spaces, and parsers/flat_tables.py puts the cells back where the header, the numbers and
   the names the Ruleset's prose lists tell them apart without doubt. Where they do not, the table
   keeps its lines (one cell each) and is marked unreadable: reading its cells is refused with the
   table, its rule and the reason.
8. Rules get no numbers: since nesting is inferred, the text's positions would not be the wiki's
   (the text's 1.6 is the wiki's 1.5.1 in the live Ruleset), so a lookup by number is refused.
"""
from __future__ import annotations

import re
from datetime import datetime

from ..models import Revision
from .blocks import KNOWN_SECTIONS, DefList, Heading, ListBlock, ParsedPage, Para, TableBlock

_FURNITURE = {"from blognomic wiki", "jump to navigation jump to search", "contents", "jump to navigation", "jump to search"}
_REVISION_RE = re.compile(
    r"^Revision as of (?P<time>\d{1,2}:\d{2}), (?P<date>\d{1,2} \w+ \d{4}) by (?P<user>.+?) \(talk \| contribs\)"
    r"(?: \((?P<comment>.*)\))?\s*$"
)
_OLD_REVISION_NAV = re.compile(r"^\(diff\) ← Older revision\b")
_NUMBERED_HEADING = re.compile(r"^\d{1,3}\s*[-–—.:]\s+\S")  # "1 - Ruleset and Gamestate" (2003-2006)
_BULLET_RE = re.compile(r"^\s*[•·*]\s+")
_ORDERED_RE = re.compile(r"^\s*\d+[.)]\s+")
_IMAGE_RE = re.compile(r"^(?:File:|Image:)?\S+\.(?:jpe?g|png|gif|svg|webp)$", re.I)
_SECTION_KEYS = {s.casefold(): s for s in KNOWN_SECTIONS}


def _is_heading_candidate(line: str) -> bool:
    s = line.strip()
    if not s or len(s) > 80 or len(s.split()) > 12:
        return False
    if s[-1] in ".:;,!?-" or s.endswith("..."):
        return False
    if _IMAGE_RE.match(s):
        return False  # an image's file name (its alt text), e.g. R209's "MansionMap.jpg"
    if _BULLET_RE.match(line) or _ORDERED_RE.match(line):
        return False
    first = s[0]
    if not (first.isupper() or first.isdigit() or first in "\"“'‘"):
        return False
    words = s.split()
    lower = sum(1 for w in words if w[:1].islower())
    # A long line of mostly lower-case words is a sentence without its full stop, not a title.
    return not (len(words) > 9 and lower * 2 > len(words))


def _looks_like_deflist(lines: list[str], in_keywords: bool) -> bool:
    if len(lines) < 2 or len(lines) % 2:
        return False
    terms = lines[0::2]
    if any(len(t) > 60 or t.rstrip()[-1:] in ".:;" for t in terms):
        return False
    if in_keywords:
        return True
    return all(d.strip()[:1] in "\"“'‘" for d in lines[1::2])


def _months() -> dict[str, int]:
    import calendar

    return {m.casefold(): i for i, m in enumerate(calendar.month_name) if m}


def parse_revision_line(line: str) -> Revision | None:
    m = _REVISION_RE.match(line.strip())
    if not m:
        return None
    day, month, year = m.group("date").split()
    mon = _months().get(month.casefold())
    ts = m.group("date") + " " + m.group("time")  # as printed, unless it is a real time
    if mon:
        hh, mm = m.group("time").split(":")
        try:
            ts = datetime(int(year), mon, int(day), int(hh), int(mm)).strftime("%Y-%m-%dT%H:%M:00Z")
        except ValueError:
            pass
    comment = m.group("comment")
    return Revision(timestamp=ts, user=m.group("user"), comment=comment)


def parse_text(text: str) -> ParsedPage:
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    # 1. furniture
    title = ""
    revision = None
    i = 0
    while i < len(lines) and not lines[i].strip():
        i += 1
    if i < len(lines) and not (_NUMBERED_HEADING.match(lines[i].strip()) or lines[i].strip().casefold() in _SECTION_KEYS):
        title = lines[i].strip()
        i += 1
    body_start = i
    for j in range(i, min(i + 8, len(lines))):
        s = lines[j].strip()
        if s.casefold() in _FURNITURE or _OLD_REVISION_NAV.match(s):
            lines[j] = ""
        else:
            rev = parse_revision_line(s)
            if rev is not None:
                revision = rev
                lines[j] = ""
    # 2. raw blocks: list of line lists
    raw_blocks: list[list[str]] = []
    cur: list[str] = []
    for line in lines[body_start:]:
        if line.strip():
            cur.append(line.rstrip())
        elif cur:
            raw_blocks.append(cur)
            cur = []
    if cur:
        raw_blocks.append(cur)
    raw_blocks = [b for b in raw_blocks if not (len(b) == 1 and b[0].strip().casefold() == "contents")]

    blocks = []
    current_rule = ""
    prev_text = ""
    for n, blk in enumerate(raw_blocks):
        nxt = raw_blocks[n + 1] if n + 1 < len(raw_blocks) else None
        # split bullets/ordered items from other lines, keeping order
        groups: list[tuple[str, list[str]]] = []
        for line in blk:
            kind = "ul" if _BULLET_RE.match(line) else "ol" if _ORDERED_RE.match(line) else "p"
            if groups and groups[-1][0] == kind:
                groups[-1][1].append(line)
            else:
                groups.append((kind, [line]))
        if len(groups) == 1 and groups[0][0] == "p" and len(blk) == 1:
            line = blk[0].strip()
            section = _SECTION_KEYS.get(line.casefold())
            heading_ok = nxt is not None and not prev_text.rstrip().endswith(":")
            if section and heading_ok:
                blocks.append(Heading(1, section))
                current_rule = ""
                prev_text = line
                continue
            if heading_ok and _is_heading_candidate(line):
                nxt_lines = [x.strip() for x in nxt]
                if _looks_like_deflist(nxt_lines, in_keywords=current_rule.casefold() == "keywords") and len(nxt_lines) > 1:
                    blocks.append(Para(line))  # rule 5: group label
                    prev_text = line
                    continue
                blocks.append(Heading(2, line))
                current_rule = line
                prev_text = line
                continue
            blocks.append(Para(line))
            prev_text = line
            continue
        for kind, glines in groups:
            if kind == "ul":
                blocks.append(ListBlock([_BULLET_RE.sub("", ln).strip() for ln in glines]))
            elif kind == "ol":
                blocks.append(ListBlock([_ORDERED_RE.sub("", ln).strip() for ln in glines], ordered=True))
            elif len(glines) == 1:
                blocks.append(Para(glines[0].strip()))
            else:
                stripped = [ln.strip() for ln in glines]
                if _looks_like_deflist(stripped, in_keywords=current_rule.casefold() == "keywords"):
                    blocks.append(DefList(list(zip(stripped[0::2], stripped[1::2]))))
                else:
                    blocks.append(TableBlock(rows=[[ln] for ln in stripped], flattened=True))
        prev_text = blk[-1]
    _infer_nesting(blocks)
    _recover_tables(blocks)
    return ParsedPage(title=title, blocks=blocks, revision=revision, source_format="text")


def _recover_tables(blocks: list) -> None:
    """Heuristic 7: the cells of each flattened table, with the page's prose and lists for vocabulary; a
    table whose first column names things (the Materials) lends those names to the tables after a retry."""
    from .flat_tables import FlattenedTableError, message, recover, vocabularies

    prose_parts, owners, rule = [], [], ""
    for b in blocks:
        if isinstance(b, Heading):
            rule = b.title if b.level > 1 else ""
        elif isinstance(b, Para):
            prose_parts.append(b.text)
        elif isinstance(b, ListBlock):
            prose_parts.extend(b.items)
        elif isinstance(b, DefList):
            prose_parts.extend(f"{t}: {d}" for t, d in b.items)
        elif isinstance(b, TableBlock) and b.flattened:
            owners.append((b, rule, [r[0] for r in b.rows], sum(1 for o in owners if o[1] == rule)))
    prose = "\n".join(prose_parts)
    vocab = vocabularies(prose)
    failed = []
    for attempt in (1, 2):
        todo, failed = (owners if attempt == 1 else failed), []
        names_added = False
        for b, rule, lines, index in todo:
            try:
                got = recover(lines, prose, vocab, title=rule)
            except FlattenedTableError as e:
                failed.append((b, rule, lines, index))
                b.unreadable = message(rule or "(no rule)", "", str(e), index)
                continue
            b.header, b.rows, b.caption, b.unreadable = got.header, got.rows, got.caption, None
            first = {r[0] for r in got.rows if r and r[0]}
            if len(first) >= 2 and all(len(x.split()) <= 3 for x in first):
                vocab.append(first)
                names_added = True
        if not failed or not names_added:
            break


_SUPER_RE = re.compile(r"\b(this rule'?s superrule|superrule|parent rule)\b", re.I)
_PARENT_RE = re.compile(r"\b(its subrules|subrules of this rule|this rule and its subrules)\b", re.I)


def _title_variants(title: str) -> list[str]:
    t = title.casefold()
    out = {t}
    if t.endswith("s"):
        out.add(t[:-1])
    else:
        out.add(t + "s")
    return [v for v in out if len(v) >= 4]


def _infer_nesting(blocks: list) -> None:
    """Heuristic 6: turn some level-2 headings into level-3 subrules."""
    heads = [i for i, b in enumerate(blocks) if isinstance(b, Heading)]

    def body(idx: int) -> str:
        out = []
        for b in blocks[idx + 1 :]:
            if isinstance(b, Heading):
                break
            if isinstance(b, Para):
                out.append(b.text)
            elif isinstance(b, ListBlock):
                out.extend(b.items)
        return " ".join(out)

    def related(title: str, parent: Heading) -> bool:
        return any(re.search(r"\b" + re.escape(v) + r"\b", title.casefold()) for v in _title_variants(parent.title))

    parent_mode = False  # 6a: every following heading is a subrule
    parent_word: str | None = None  # 6b: following headings are subrules while their body names this
    prev_top: Heading | None = None
    for k, idx in enumerate(heads):
        h = blocks[idx]
        if h.level == 1:
            parent_mode = False
            parent_word = None
            prev_top = None
            continue
        text = body(idx)
        nxt_head = blocks[heads[k + 1]] if k + 1 < len(heads) else None
        if parent_word is not None:
            if re.search(r"\b" + re.escape(parent_word), text, re.I):
                h.level = 3
                continue
            parent_word = None
        if parent_mode and nxt_head is not None and nxt_head.level != 1 and related(nxt_head.title, h):
            parent_mode = False  # h heads a family of its own (e.g. "Mentors" then "Things that a mentor...")
        empty = not text and not any(
            isinstance(b, (TableBlock, DefList)) for b in blocks[idx + 1 : (heads[k + 1] if k + 1 < len(heads) else len(blocks))]
        )
        nxt_is_heading = k + 1 < len(heads) and heads[k + 1] == idx + 1 and blocks[heads[k + 1]].level != 1
        if empty and nxt_is_heading:
            # 6a: a new parent (at the top level)
            h.level = 2
            parent_mode = True
            prev_top = h
            continue
        if parent_mode:
            h.level = 3
            continue
        if prev_top is not None and (_SUPER_RE.search(text) or related(h.title, prev_top)):
            h.level = 3  # 6c / 6d
            continue
        h.level = 2
        prev_top = h
        if _PARENT_RE.search(text):
            stem = h.title.split()[-1].casefold()
            parent_word = stem[:-1] if stem.endswith("s") and len(stem) > 4 else stem  # 6b
