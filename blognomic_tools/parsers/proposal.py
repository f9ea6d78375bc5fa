"""A proposal's body (the post's ``div.post-body`` HTML) -> the list of things it says to do.

    read_instructions(body_html, source="") -> list[Instruction]

Pure: no I/O. The body is read in three steps:

1. **Blocks.** The HTML becomes a list of blocks: paragraphs (a ``<br>`` ends a line, two end a paragraph),
   quoted text (``<blockquote>``, and a list that follows an instruction waiting for its text), lists and
   separators (``<hr>`` or a line "----"). Quoted text is turned into wikitext: paragraphs apart by a blank
   line, bullets ``* ``/``# `` (``** `` nested), bold ``'''``, italic ``''``; a link keeps its words, struck
   text (``<s>``, ``<del>``) is left out.
2. **Instruction lines.** Every quoted string in a line (“…”, "…", ‘…’) and every block of quoted text the
   line leads into ("…with the following text:" + a blockquote; "replace" + quote + "with" + quote) becomes a
   token ``⟦n⟧``, so that one line reads e.g. ``In the rule ⟦0⟧, replace ⟦1⟧ with ⟦2⟧``.
3. **Forms.** FORMS is the table of the wordings proposals have used since 2003 (data in phrasings.proposals,
   each noted with where it comes from, written with slots of the one vocabulary); one matcher (``_match``) tries them in order on the line. A line that no form reads is
   sorted by its first words: an instruction verb (the slot INSTRUCTION_VERB) -> ``not_understood`` (quoted, never
   guessed); a gamestate change (GAMESTATE_CUES: "X gains 2 Stone", "Set each Vassal's Wood to 3") ->
   ``gamestate`` with ``gamestate=None`` (read later with the gamestate schema); anything else ->
   ``commentary`` (the author's reasons; so is every paragraph in ``[ ]`` or in italics, and everything after
   a separator).

Fields of the Instruction (see models.Instruction):

- ``rule`` is the rule as the proposal names it, quotes removed: ``Votes``, ``Rule 1.5 (Enactment)``,
  ``1.5 Enactment`` (for "core rule “1.5 Enactment”"), ``Rule 1.4``. "the same rule", "that rule", "it" name
  the rule of the instruction before (a new rule's or a renamed rule's new title); with no rule before, the
  line is not_understood. ``rule=None`` on a replace_text means the proposal named no rule (the text is to be
  found in the whole Ruleset). A removal is a replace_text with ``text=""``.
- ``where``: a ``reading.places.Place``, its steps outermost first (shown here in its text form): ``after:<text>`` /
  ``before:<text>`` (an ``Anchor``: right after/before those words), ``after sentence:<text>`` / ``before
  sentence:<text>`` (after the end / before the start of the sentence holding those words), ``paragraph:N`` /
  ``paragraph:last`` (that paragraph of the rule), a path of parts ("heading:X > paragraph:2 > after:<text>"),
  and for add_rule and move_rule ``after:<rule>`` / ``before:<rule>`` (one ``Anchor``, naming the rule).
- ``which`` (replace_text): "only" (the words must be there once), "first", "every" ("all occurrences of",
  "every instance of"), "nth:2", "nth:last".
- ``section``: the section as written ("Core Rules", "Appendix"...); None is the Dynastic Rules.
- ``conditional``: ``condition`` as written, a leading "If" dropped ("Proposal: Dual Carriageway has passed")
  and any other leading word kept ("Unless more than half…", "If it did not pass", "Otherwise"); ``children``
  the instructions it applies ("If X, <instruction>", or the lines after "If X:" up to the author's next
  comment); ``condition_met`` None (decided from the blog by the caller).
- Quoted text runs from the line that leads into it ("…with the following text:", "…replace", "to") through
  the blockquotes/lists after it (several in a row are one text). Unquoted, it is the paragraphs after a line
  ending with a colon or with no stop, up to the next instruction; if it runs to the end of the post over more
  than one paragraph, where the rule text ends and the author's comment starts is not marked: not_understood.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from ..errors import BlognomicError
from ..models import Instruction
from ..phrasings import proposals as wordings
from ..reading.numbers import ordinal_number
from ..reading.phrasing import compile_phrasing, read_part
from ..reading.places import Anchor, Heading, Item, Paragraph, Place, Sentence, Step, step_named
from . import coverage, orders as order_net
from .soup import MAX_DEPTH, Tag, depth_over, is_text, make_soup

__all__ = ["read_instructions", "ProposalFormatError", "FORMS", "GAMESTATE_CUES"]


class ProposalFormatError(BlognomicError):
    """A proposal body that cannot be read as HTML at all."""


MAX_LINE = 1_500  # characters of one instruction line, its quoted texts apart
MAX_SPLITS = 8  # places tried where a condition ends and its instruction starts
MAX_BODY = 400_000  # characters: a proposal is a few kB; anything far larger is not a post body

# ------------------------------------------------------------------------------------------------------------------
# the table: forms and cues, data of phrasings.proposals compiled by the one phrasing compiler on first use


class _Cue:
    """One phrasing of phrasings.proposals, used as the regular expression it compiles to (compiled on first use)."""

    def __init__(self, entry: dict, flags: int = re.I):
        self.phrasing, self.flags = entry["phrasing"], flags

    @functools.cached_property
    def rx(self) -> re.Pattern:
        return compile_phrasing(self.phrasing, flags=self.flags, spaces=wordings.SPACES)

    def __getattr__(self, name):  # match, search, sub, finditer... of the compiled phrasing
        value = getattr(self.rx, name)
        setattr(self, name, value)  # kept: the next use finds it at once
        return value


# A line that reads as a change of the gamestate (another module reads its values with the schema).
GAMESTATE_CUES = [_Cue(e) for e in wordings.GAMESTATE_CUES]
# Words said before a line that do not change it.
LEAD_INS = _Cue(wordings.LEAD_INS)
# A short line between two quoted blocks that continues the instruction ("to", "with this text:").
CONNECTOR = _Cue(wordings.CONNECTOR)

Q = r"⟦\d+⟧"  # a quoted string or block of the line, as its token


@dataclass(frozen=True)
class Form:
    kind: str
    pattern: str  # a phrasing of phrasings.proposals; matched case-insensitively against the whole line
    origin: str  # where the wording comes from
    fixed: tuple = ()  # (field, value) pairs set by the form itself

    @functools.cached_property
    def regex(self) -> re.Pattern:
        return compile_phrasing(r"^\s*" + self.pattern + r"\s*[.;]?\s*$", spaces=wordings.SPACES)


FORMS: list[Form] = [Form(e["kind"], e["phrasing"], e["origin"], tuple(e.get("fixed", {}).items())) for e in wordings.FORMS]

_WHICH = {e["phrasing"]: e["which"] for e in wordings.WHICH}
_QCHARS = " “”\"‘’"
_PREV_RULE = _Cue(wordings.PREV_RULE)
_NUMBERED = re.compile(r"^rules?\s+#?\s*(\d+(?:\.\d+)*)(?:\s*\(\s*(.+?)\s*\)|\s*(?::|-{1,2}|–|—)\s*(?P<colon>.+?)|\s+(.+?))?[.;]?$", re.I)
_ONLY_VERBS = _Cue(wordings.INSTRUCTION_START)
_CONDITION = _Cue(wordings.CONDITION)
_LEAD_ONLY = _Cue(wordings.LEAD_ONLY)
_INLINE_THEN = _Cue(wordings.INLINE_THEN)
_OTHERWISE = _Cue(wordings.OTHERWISE)
_CONDITION_THEN = _Cue(wordings.CONDITION_THEN)
_DO_NOTHING = _Cue(wordings.DO_NOTHING)
_CONDITION_LEADS_ON = _Cue(wordings.CONDITION_LEADS_ON)
_CONDITION_GAMESTATE_THING = _Cue(wordings.CONDITION_GAMESTATE_THING)
_IT_OBJECT = _Cue(wordings.IT_OBJECT)
_CHAINED = _Cue(wordings.CHAINED_INSTRUCTION)
_CONTINUED = _Cue(wordings.CONTINUED_SENTENCE)
_BARE_TITLE = _Cue({"phrasing": "{BARE_TITLE}"}, flags=0)

# ------------------------------------------------------------------------------------------------------------------
# step 1: HTML -> blocks


@dataclass
class Block:
    kind: str  # para | quote | list | sep
    text: str  # para: plain text of the line; quote/list: wikitext
    aside: bool = False  # para: the author's aside ([…] or all in italics)
    gap: str = "\n\n"  # para: what separates it from the paragraph before ("\n" inside one <p>, split by <br>)
    wiki: str = ""  # para: the line as wikitext (bold/italic kept), used when it becomes quoted text
    items: list = field(default_factory=list)  # list: the items' plain texts (when the list holds instructions)
    item_blocks: list = field(default_factory=list)  # list: each item as blocks of its own (a quote inside an item stays a quote)
    scope: tuple | None = None  # (rule, place in it) a line "In the rule X:" set for the orders after it that name no rule


_BLOCK_TAGS = {"p", "div", "blockquote", "ul", "ol", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "table", "dl", "center", "section",
               "html", "body"}
_CONTAINERS = ("p", "div", "center", "section", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "dl", "table", "html", "body")
_DROP = {"s", "strike", "del", "script", "style", "noscript"}


def _inline(nodes, wiki: bool) -> str:
    """The words of inline nodes (text and elements; comments left out); with wiki=True, bold and italic as ''' and ''."""
    out = []
    for ch in nodes:
        if not isinstance(ch, Tag):
            if is_text(ch):
                out.append(str(ch).replace("\r", " ").replace("\n", " "))  # a newline of the source is a space; <br> breaks lines
            continue
        tag = ch.name.lower()
        if tag in _DROP:
            pass
        elif tag == "br":
            out.append("\n")
        elif tag in ("ul", "ol"):
            out.append("\n" + _list_wiki(ch, wiki, 1) + "\n")
        else:
            inner = _inline(ch.children, wiki)
            if wiki and tag in ("b", "strong") and inner.strip():
                inner = f"'''{inner}'''"
            elif wiki and tag in ("i", "em") and inner.strip():
                inner = f"''{inner}''"
            out.append(inner)
    return "".join(out)


def _list_wiki(el, wiki: bool, depth: int) -> str:
    mark = "#" if el.name.lower() == "ol" else "*"
    lines = []
    for li in el.children:
        if not isinstance(li, Tag) or li.name.lower() != "li":
            continue
        own = []
        subs = []
        for ch in li.children:
            if isinstance(ch, Tag) and ch.name.lower() in ("ul", "ol"):
                subs.append(_list_wiki(ch, wiki, depth + 1))
            else:
                own.append(_inline([ch], wiki))
        words = _squash(" ".join("".join(own).split("\n")))
        lines.append(mark * depth + " " + words)
        lines.extend(subs)
    return "\n".join(lines)


def _squash(s: str) -> str:
    return re.sub(r"[ \t\u00a0]+", " ", s).strip()


def _lines_of(raw: str) -> list[tuple[str, str]]:
    """Text with <br> newlines -> [(line, gap)], a blank line being a paragraph break."""
    out, gap = [], "\n\n"
    for line in raw.split("\n"):
        s = _squash(line)
        if not s:
            gap = "\n\n"
            continue
        out.append((s, gap))
        gap = "\n"
    return out


def _container_blocks(el, out: list[Block]) -> None:
    run: list = []  # the inline nodes since the last block element

    def flush():
        plain = _inline(run, False)
        wiki = _inline(run, True)
        pl, wl = _lines_of(plain), _lines_of(wiki)
        whole_italic = _is_italic(run)
        for k, (line, gap) in enumerate(pl):
            w = wl[k][0] if len(wl) == len(pl) else line
            out.append(Block("para", line, aside=whole_italic or _bracketed(line), gap=gap if k else "\n\n", wiki=w))
        run.clear()

    for ch in el.children:
        if not isinstance(ch, Tag):
            if is_text(ch):
                run.append(ch)
            continue
        tag = ch.name.lower()
        if tag in _BLOCK_TAGS:
            flush()
            if tag == "hr":
                out.append(Block("sep", ""))
            elif tag == "blockquote":
                out.append(Block("quote", _wikitext_of(ch)))
            elif tag in ("ul", "ol"):
                lis = [li for li in ch.children if isinstance(li, Tag) and li.name.lower() == "li"]
                items = [_squash(" ".join(_inline(li.children, False).split())) for li in lis]
                item_blocks = []
                for li in lis:
                    own: list[Block] = []
                    if any(isinstance(x, Tag) and x.name.lower() == "blockquote" for x in li.children):
                        _container_blocks(li, own)
                    item_blocks.append(own)
                out.append(Block("list", _list_wiki(ch, True, 1), items=items, item_blocks=item_blocks))
            elif tag in _CONTAINERS:
                inner = []
                _container_blocks(ch, inner)
                out.extend(inner)
        else:
            run.append(ch)
    flush()


def _is_italic(run: list) -> bool:
    """Is a line's run of inline nodes all italics (an aside)? Text right after a <br> is not asked about."""
    kids = []
    after_br = False
    for n in run:
        if isinstance(n, Tag):
            after_br = n.name.lower() == "br"
            if not after_br:
                kids.append(n)
        elif not after_br and n.strip():
            return False
    return bool(kids) and all(c.name.lower() in ("i", "em") for c in kids)


def _bracketed(line: str) -> bool:
    return (line.startswith("[") and line.endswith("]")) or (line.startswith("(") and line.endswith(")") and len(line) > 2) or \
        (line.startswith("{") and line.endswith("}"))


def _wikitext_of(el) -> str:
    """Quoted text -> wikitext: paragraphs apart by a blank line, lines of one paragraph by a newline, lists as * / #."""
    blocks: list[Block] = []
    _container_blocks(el, blocks)
    parts: list[str] = []
    for b in blocks:
        if b.kind == "para":
            w = b.wiki or b.text
            if parts:
                parts.append(b.gap)
            parts.append(w)
        elif b.kind in ("quote", "list"):
            if parts:
                parts.append("\n" if b.kind == "list" and parts[-1].lstrip().startswith(("*", "#")) else "\n\n")
            parts.append(b.text)
        elif b.kind == "sep":
            if parts:
                parts.append("\n\n")
            parts.append("----")
    return "".join(parts).strip()


_NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")  # control characters and non-characters: read as spaces


def _blocks(body_html: str, source: str) -> list[Block]:
    if len(body_html) > MAX_BODY:
        raise ProposalFormatError(f"{source or 'proposal'}: the post body is {len(body_html)} characters long, more than a proposal "
                                  f"({MAX_BODY}); not read")
    if not body_html.strip():
        return []
    try:
        root = make_soup(_NOT_TEXT.sub(" ", body_html))
    except Exception as e:  # noqa: BLE001 - bs4's ParserRejectedMarkup, and whatever html.parser raises on junk
        raise ProposalFormatError(f"{source or 'proposal'}: the post body is not readable HTML ({type(e).__name__}: {e})") from None
    if depth_over(root):
        raise ProposalFormatError(f"{source or 'proposal'}: the post body nests elements more than {MAX_DEPTH} deep; not read")
    out: list[Block] = []
    _container_blocks(root, out)
    for b in out:  # a line "----" is a separator as much as an <hr>
        if b.kind == "para" and re.fullmatch(r"[-–—_*=~]{3,}", b.text):
            b.kind = "sep"
    return _join_broken_lines(out)


_LINE_GOES_ON = _Cue(wordings.LINE_GOES_ON)
_NEXT_GOES_ON = _Cue(wordings.NEXT_GOES_ON, flags=0)


def _open_quote(text: str) -> bool:
    """Does the line open a quotation or a bracket it does not close (“Winner<br>Banners”, "[Signing up … and it<br>doesn't")?"""
    return text.count("“") > text.count("”") or text.count('"') % 2 == 1 or text.count("[") > text.count("]") \
        or text.count("(") > text.count(")")


def _goes_on(prev: Block, b: Block) -> bool:
    """Does line ``b``, after a <br>, go on with ``prev``'s sentence?"""
    if not (b.kind == prev.kind == "para" and b.gap == "\n" and not prev.aside):
        return False
    if b.aside and not (b.text.startswith("(") and not re.search(r"[.!?:;)\]…]\s*$", prev.text)):
        return False  # a remark of its own; "(other than the Postmaster)" after a sentence not yet ended goes on with it
    if _open_quote(prev.text):
        return True  # a quotation or a bracket it does not close
    if _CONNECTOR_ONLY.match(prev.text):
        return False  # "to" alone on its line, between the old text and the new
    if _CONNECTOR_ONLY.match(b.text) and not _starts_instruction(prev.text) and not _CONDITION.match(prev.text):
        return False  # "Rules 1-9 are …<br>With:<br>…": the words before are old text laid out, "With:" leads to the new
    own = _starts_instruction(b.text) or _CONDITION.match(b.text)
    if re.search(r"\b(?:proposal|cfj)\s*:\s*$", prev.text, re.I) and not own:
        return True  # "If Proposal:" / "The Old Ways Return was not enacted …": a post's title follows its kind
    if re.search(r"[)\]]\s*$", prev.text) and re.match(r"(?:and|or|then|but)\b", b.text):
        return True  # "… (with the restriction that …)" / "and then repeal this rule.": the sentence goes on
    if re.search(r":\s*$", prev.text):  # a gamestate order's values on the next line ("Give it two values:" / "‘A’ and ‘B’")
        return _is_gamestate(prev.text) and len(b.text.split()) <= 8 and not own and not _is_gamestate(b.text)
    if re.search(r"[.!?;)\]…]\s*$", prev.text):
        return False
    if prev.text.rstrip().endswith(",") and b.text[:1].isupper() and _leads_into_text(prev.text):
        return False  # "Create a rule called Outlaws of the Leagues," / "The word …": the comma leads into the rule's text
    if _LINE_GOES_ON.search(prev.text) or _NEXT_GOES_ON.match(b.text):
        return True  # a word that needs more after it, or a line going on in lower case
    if not own and not _starts_instruction(prev.text) and _starts_instruction(f"{prev.text} {b.text}"):
        return True  # "In the Pause" / "Rule, change": the instruction is said only by the two lines together
    if _CONDITION.match(prev.text) and "," not in prev.text and not own:
        return True  # "If two or more<br>Players disagree, …": a condition not yet said
    return bool((re.match(r"[(\[]", b.text) or re.search(r":-?\s*$", b.text) and len(b.text.split()) <= 12) and not own)


def _leads_into_text(text: str) -> bool:
    """Does a line read as an instruction waiting for its text (a new rule's title said, its text to follow)?"""
    t = _Tokens()
    return bool(_match(_with_text(_tokenize(text, t), t), t, None))


def _join_broken_lines(blocks: list[Block]) -> list[Block]:
    """Lines a <br> broke mid-sentence, joined again: the <br> stood where a space stands."""
    out: list[Block] = []
    for b in blocks:
        prev = out[-1] if out else None
        if prev is not None and len(out) > 1 and _AND_ONLY.match(prev.text) and prev.gap == "\n" and out[-2].kind == "para" \
                and re.search(r"[.!?]\s*$", out[-2].text) and not b.text[:1].islower():
            out.append(b)  # "… 24 hours.<br>and<br>3 - The Smuggler …": "and" alone between two pairs of old and new text
            continue
        if prev is not None and _goes_on(prev, b):
            prev.wiki = f"{prev.wiki or prev.text} {b.wiki or b.text}"
            prev.text = f"{prev.text} {b.text}"
            prev.aside = _bracketed(prev.text)  # "[Signing up … and it<br>doesn't happen often.]" is an aside again
            continue
        out.append(b)
    return out


# ------------------------------------------------------------------------------------------------------------------
# step 2: quoted strings -> tokens

_OPEN = "“\"”„"
_CLOSE = "”\"“"


class _Tokens:
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


def _tokenize(line: str, toks: _Tokens) -> str:
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
        out.append(c)
        i += 1
    return "".join(out)


_SENT_SPLIT = re.compile(r"(?<=[.!?])\s+(?=(?:[A-Z⟦\[(]|\.\.\.|…))")


def _sentences(line: str) -> list[str]:
    parts = _SENT_SPLIT.split(line)
    out: list[str] = []
    for p in parts:  # "Add a new Dynastic Rule. Call it “X” and give it…" is one instruction
        if out and _CONTINUED.match(p):
            out[-1] = out[-1] + " " + p
        else:
            out.append(p)
    return [p.strip() for p in out if p.strip()]


# ------------------------------------------------------------------------------------------------------------------
# step 3: matching


def _rule_name(raw: str | None, toks: _Tokens, prev: str | None) -> tuple[str | None, bool]:
    """The rule as the proposal names it (quotes off); (None, False) for "that rule" with no rule before."""
    if raw is None:
        return None, True
    s = _squash(raw)
    if _PREV_RULE.match(s):
        return prev, prev is not None
    s = re.sub(r"^the\s+", "", s, flags=re.I)
    s = re.sub(r"^(?:new(?:ly\s+(?:created|added))?\s+)?(?:(?:core|dynastic|special[ -]case|appendix|building\s+blocks?)\s+)?", "", s, flags=re.I)
    s = re.sub(r"\s+section\s+of\s+(?:the\s+)?(?:core|dynastic|special\s+case)\s+rules$", "", s, flags=re.I)  # "the Fair Play section of the Core Rules"
    s = re.sub(r"\s+rule$", "", s, flags=re.I) if re.fullmatch(rf"{Q}\s+rule", s, re.I) else s
    m = _NUMBERED.match(toks.plain(s))
    if m:
        if m.group(2):
            return f"Rule {m.group(1)} ({m.group(2).strip(_QCHARS)})", True
        if m.group("colon"):  # "Rule 11: Karma"
            return f"Rule {m.group(1)} ({m.group('colon').strip(_QCHARS)})", True
        if m.group(4) and re.search(r"\d\s+" + Q + r"\s*[.;]?$", s):
            return f"Rule {m.group(1)} ({m.group(4).strip(_QCHARS).rstrip(',;:').strip()})", True  # rule 2.4.1 “Overdue!”: its number, then its title
        if m.group(4) and re.match(r"rules?\s+#?\s*\d", s, re.I):  # "Rule 3.1 The Banner Hall": its number, then its title unquoted
            return f"Rule {m.group(1)} ({m.group(4).strip(_QCHARS).rstrip(',;:').strip()})", True
        if m.group(4):  # rule “1.5 Enactment”: a title that starts with its number
            return f"{m.group(1)} {m.group(4).strip(_QCHARS)}", True
        return f"Rule {m.group(1)}", True
    s = re.sub(r"^(?:sub-?)?rules?\s+(?:(?:in|of)\s+the\s+(?:appendix|glossary|(?:core|dynastic|special\s+case)\s+rules)\s*,?\s+)?"
               r"(?:(?:entitled|called|named|titled)\s+)?", "", s, flags=re.I)  # "the rule in the Appendix entitled X"
    name = toks.plain(s).strip().strip("“”\"").strip().rstrip(",;:").strip()  # “Categories,”: the comma is the post's
    return (name or None), bool(name)


def _nth(word: str | None) -> str:
    w = (word or "").lower()
    n = ordinal_number(w)
    return str(n) if n is not None else re.sub(r"\D", "", w) or "?"


def _section_name(raw: str | None) -> str | None:
    if not raw:
        return None
    s = re.sub(r"^the\s+", "", _squash(raw), flags=re.I)
    if re.sub(r"\s+", " ", s.lower()) in ("ruleset", "dynastic rules", "dynastic ruleset", "dynastic rule set"):
        return None
    return s


_EDGE = re.compile(r"the\s+(?:very\s+)?(end|start|beginning|top|bottom)\s+of\s+", re.I)
_STEP_JOIN = re.compile(r"\s*(?:(?:of|in|within|from)(?:\s+|$)|$)", re.I)


def _path(text: str | None, toks: _Tokens) -> tuple[list[Step], str | None] | None:
    """A locator path as the line says it ("the first sentence of the second paragraph of the “X” section of")
    -> (its steps, outermost first: [Heading("X"), Paragraph("2"), Sentence("1")], the edge said: "end"/"start"/None);
    None when a step is not one the part LOC_STEP knows."""
    steps: list[Step] = []
    edge = None
    pos, text = 0, (text or "").strip()
    while pos < len(text):
        m = _EDGE.match(text, pos)
        if m:
            edge = "start" if m.group(1).lower() in ("start", "beginning", "top") else "end"
            pos = m.end()
            continue
        got = read_part("LOC_STEP", text, pos, spaces=wordings.SPACES)
        if got is None:
            return None
        alt, sm = got
        groups = sm.groupdict()
        q = re.sub(r"\s*(?:…|\.\.\.)$", "", (toks.get(groups.get("q")) or "").strip(_QCHARS)).strip(_QCHARS)  # “When a DoV is Enacted…”
        kind, _, arg = alt["step"].partition(":")  # the wording's data: "paragraph beginning:{q}"
        steps.append(step_named(kind, arg.format(nth=_nth(groups.get("nth")), q=q)))
        j = _STEP_JOIN.match(text, sm.end())
        if j is None:
            return None
        pos = j.end()
    return list(reversed(steps)), edge


def _section_of_scope(scope: str) -> str | None:
    s = scope.lower()
    return "Dynastic Rules" if "dynastic" in s else "Core Rules" if "core" in s else None


def _with_text(line: str, toks: _Tokens) -> str:
    """The line as it would read with its quoted text after it (a stand-in token): how a line that leads into text
    ("Add to the rule X:") is tried against the forms before its text is taken."""
    probe = re.sub(r"[\s:;,\-–—]+$", "", line) + " " + toks.add("x", True)
    return probe[:1].upper() + probe[1:]


def _title_of(quoted: str | None) -> str | None:
    """A rule's title as quoted: the stop or comma inside the closing quotation mark is the sentence's, not the
    title's (“Ferries.”); a title that runs over a line holds more than a title (the next paragraph): none."""
    t = (quoted or "").strip()
    if "\n" in t:
        return None
    return t.rstrip(",;:.").strip() or None


def _unwrap(text: str | None) -> str | None:
    """Added text in house style: a sentence given in quotation marks is added without them; a list typed as
    lines starting with * or # gets the space after its marks ("*Render" -> "* Render")."""
    if not text:
        return text
    text = re.sub(r"(?m)^([*#]+)(?=[^\s*#])", r"\1 ", text)
    if text.rstrip().endswith("”") and text.count("”") > text.count("“"):
        text = text.rstrip()[:-1]  # a closing quotation mark the text never opened: the post's slip
    m = re.fullmatch(r"\s*[“\"](?P<t>[^“”\"]+?)[”\"]\s*(?P<stop>[.]?)\s*", text)
    if not m:
        return text
    t = m.group("t").strip()
    return t + "." if m.group("stop") and not t.endswith((".", "!", "?")) else t


def _match(line: str, toks: _Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """The instructions one line holds, by the first form that reads all of it; None if none does."""
    if len(line) > MAX_LINE:
        return None  # an instruction line is a sentence, not a page: no form is tried on it
    if not _MAY_BE_FORM.search(line):
        return None  # every form has quoted text or an order's verb: a line with neither is no instruction
    for form in FORMS:
        m = form.regex.match(line)
        if not m:
            continue
        got = _from_match(form, m, line, toks, prev_rule)
        if got is not None:
            return got
    return None


def _from_match(form: Form, m: re.Match, line: str, toks: _Tokens, prev_rule: str | None) -> list[Instruction] | None:
    g = m.groupdict()
    fixed = dict(form.fixed)
    sentence = toks.restore(line)
    rule, ok = _rule_name(g.get("rule"), toks, prev_rule)
    if not ok:
        return None
    if fixed.get("check_rule") and g.get("rule"):
        r = g["rule"]
        if not re.search(rf"(?:{Q}|\d|(?-i:[A-Z]))", re.sub(r"^(?:the\s+)?(?:\w+\s+)?(?:sub-?)?rule\s*", "", r, flags=re.I)):
            return None
        if re.search(r"\b(?:from|in|of)\b", toks.plain(r), re.I) and not re.search(Q, r):
            return None  # "Remove the last paragraph from the rule X" is not a repeal
        if re.search(Q, r) and not re.search(Q + r"\s*$", r) or _CHAINED.search(r):
            return None  # the name stops at its closing quote: what follows is another instruction
    if fixed.get("rule_word") and not re.search(r"\brule\b", g.get("rule") or "", re.I):
        return None  # "Replace “A” with “B”" replaces words; only "the rule X" is the whole rule
    if fixed.get("needs_context") and toks.context_rule is None:
        return None  # "change the Stag Beetle’s Movement Rule to …" names a rule's part only where a condition named the rule
    if fixed.get("rule"):
        rule = fixed["rule"]  # "the “X” keyword entry": an entry of the rule that holds the keywords
    if g.get("kw"):
        words = (toks.get(g["kw"]) or "").strip(_QCHARS)
        if not words:
            return None
        ins = Instruction(kind=form.kind, sentence=sentence, rule=rule, where=Place.of(Heading(words)), text="")
        return [ins]
    if fixed.get("context_rule"):
        rule = toks.context_rule  # the rule the condition names; None: the words are looked for in the whole Ruleset
    if fixed.get("prev_rule"):
        if prev_rule is None:
            return None  # "to the end of the third paragraph" of no rule named before: never guessed
        rule = prev_rule
    ins = Instruction(kind=form.kind, sentence=sentence, rule=rule)
    got = _path(g.get("path") or g.get("inner"), toks)
    if got is None:
        return None  # a step of the place that no wording of LOC_STEP reads: never guessed
    path, edge = got
    if g.get("inner2"):  # "In the paragraph beginning “X”, omit the last sentence": the second place is in the first
        got2 = _path(g["inner2"], toks)
        if got2 is None or not got2[0]:
            return None
        path = [*path, *got2[0]]
    if fixed.get("rule_named") and not g.get("rule"):
        return None
    if g.get("phrase"):  # "in “If the game is … must”, change the “must” to a “may”": the sentence those words begin
        words = (toks.get(g["phrase"]) or "").strip(_QCHARS)
        if not words:
            return None
        path = [*path, Sentence(beginning=words)]
    if (g.get("edge") or "").strip():
        edge = "start" if re.match(r"the\s+(?:very\s+)?(?:start|beginning|top)", g["edge"], re.I) else "end"
    if g.get("asnth"):  # "insert the following as the second paragraph": after the first (as the first: at the start)
        n = _nth(g["asnth"])
        if not n.isdigit() or int(n) < 1:
            return None
        if n == "1":
            ins.kind = "prepend_text"
        else:
            path = [*path, Paragraph(str(int(n) - 1))]
    if fixed.get("needs_path") and not path:
        return None
    if path and form.kind in ("add_rule", "rename_rule", "move_rule", "repeal_rule"):
        return None
    if fixed.get("side"):
        ins.kind = "prepend_text" if g["wh"].lower() == "before" else "append_text"
    elif edge == "start" and form.kind == "append_text":
        ins.kind = "prepend_text"
    elif edge and form.kind not in ("append_text", "prepend_text"):
        return None  # "replace the end of the rule" says no words
    if form.kind == "replace_rule" and path:
        ins.kind = "replace_text"  # the whole of that part of the rule, replaced
    if fixed.get("then_rename"):  # "Replace the rule X with the following rule, called Y:": its text, then its title
        title = g.get("title")
        if not title or not (re.fullmatch(Q, title) or g.get("tkw")):
            return None
        ins.text = _unwrap(toks.get(g.get("text")))
        new_title = (toks.get(title) or "").strip()
        if not ins.text or not new_title or not rule:
            return None
        return [ins, Instruction(kind="rename_rule", sentence=sentence, rule=rule, title=new_title)]
    if g.get("targets"):  # several rules at once: one instruction each
        names = re.findall(Q, g["targets"])
        return [Instruction(kind=form.kind, sentence=sentence, rule=(toks.get(t) or "").strip()) for t in names]
    if g.get("scope"):
        ins.section = _section_of_scope(g["scope"])
    if g.get("old_word"):  # "Replace all instances of Painter within the ruleset with Player"
        ins.old, ins.text = g["old_word"], g["new_word"]
        ins.which = _WHICH.get(_squash(g.get("which") or "").lower(), "every")
        if g.get("old_word2"):  # "Rename Pilgrim to Player and Abbot to Emperor"
            return [ins, Instruction(kind=form.kind, sentence=sentence, rule=rule, old=g["old_word2"], text=g["new_word2"], which=ins.which)]
        return [ins]
    if form.kind == "add_rule":
        title = g.get("title")
        if title and not re.fullmatch(Q, title) and not g.get("tkw") and not fixed.get("bare_colon"):
            return None  # an unquoted title needs "called"/"entitled" before it
        if fixed.get("bare_colon") or fixed.get("block_text"):
            tok = re.fullmatch(r"⟦(\d+)⟧", g.get("text") or "")
            if not tok or not toks.items[int(tok.group(1))][1]:
                return None  # "Add a rule Grand Designs": only a block of text after it is the rule's
        ins.rule = None
        ins.title = _title_of(toks.get(title)) if title else None  # “Tampering:”, “Reviewer’s Table,”, “Ferries.”: the post's marks
        if fixed.get("title_from_text") and not ins.title:  # "Create this as a subrule for X:" and its text headed by its title in bold
            head = re.match(r"\s*'{3}([^'\n]{1,80})'{3}\s*\n\n", toks.get(g.get("text")) or "")
            if head:
                ins.title = head.group(1).strip()
                g = {**g, "text": toks.add((toks.get(g["text"]) or "")[head.end():], True)}
        if not ins.title:
            return None
        parent = g.get("parent") or g.get("parent2") or g.get("parent3") or g.get("parent4")
        if parent:
            if not fixed.get("subrule") and not re.search(r"sub-?rule", g.get("noun") or "", re.I) \
                    and not re.search(r"as\s+an?\s+(?:new\s+)?sub-?rule", line, re.I):
                return None  # "Add a new rule to “X”": into what is unclear
            ins.parent, ok = _rule_name(parent, toks, prev_rule)
            if not ok:
                return None
        elif re.search(r"sub-?rule", g.get("noun") or "", re.I):
            return None  # a subrule of no named rule: never guessed
        kw = (g.get("kindword") or "").strip().lower()
        ins.section = _section_name(g.get("section")) or {"core": "Core Rules", "special case": "Special Case", "appendix": "Appendix"}.get(kw)
        if g.get("wh") and g.get("anchor_rule"):
            anchor, ok = _rule_name(g["anchor_rule"], toks, prev_rule)
            if not ok:
                return None
            ins.where = Place.of(Anchor(anchor, g['wh'].lower()))
        ins.text = _unwrap(toks.get(g.get("text")))
        if g.get("ifexists"):  # "Add the following as a subrule to the rule X, if it exists, called Y:"
            ins.parent = ins.parent or _rule_name(g.get("parent"), toks, prev_rule)[0]
            return [Instruction(kind="conditional", sentence=sentence, condition="it exists", children=[ins])]
        num = g.get("newnum") or ""
        if "." in num and not ins.parent:  # "Create a rule 1.2.1, named X": a subrule of Rule 1.2
            ins.parent = "Rule " + num.rsplit(".", 1)[0]
        return [ins]
    if form.kind in ("replace_text", "append_text", "prepend_text", "insert_text", "replace_rule"):
        ins.text = fixed["text"] if "text" in fixed else _unwrap(toks.get(g.get("text")))
        if ins.text is None:
            return None
        if fixed.get("text_of_rule") and re.fullmatch(r"(?:[A-Z][\w’'-]*\s*){1,3}", ins.text.strip()):
            return None  # "add the following to Chamber" / "Actions": capitalised words alone are the rest of the title
        if g.get("old"):
            ins.old = toks.get(g["old"])
            if not ins.old:
                return None
            if form.kind == "replace_text" and not rule and ins.text and "\n\n" in ins.text.strip() \
                    and re.fullmatch(r"[^.!?:;\n]{1,60}", ins.old.strip()):
                # "Change “The Risen” to the following:" and paragraphs, no rule named: the words may be a rule's
                # title (the whole rule replaced) or words of some rule: not sure, not read
                return None
            m_q = re.fullmatch(r"\s*“([^“”\"]+)”\s*|\s*\"([^“”\"]+)\"\s*", ins.old)
            if m_q:  # “…” (or "…", 2003) on a line of its own: the quotation marks are the post's, as around the new text
                ins.old = m_q.group(1) or m_q.group(2)
            if ins.text and re.fullmatch(r"(?:[*#]+ [^\n]+\n?)+", ins.text) and "\n" in ins.text.strip() \
                    and not ins.old.lstrip().startswith(("*", "#")) and re.search(r"\b(?:bullet\s+point|list\s+item|item)\s*,?\s*" + re.escape(g["old"]), line, re.I):
                path, ins.old = [*path, Item(beginning=ins.old.strip())], None  # "replace the bullet point “X” with" a list: the whole item
            elif ins.text and re.fullmatch(r"[*#]+ [^\n]+", ins.text) and not ins.old.lstrip().startswith(("*", "#")):
                ins.text = re.sub(r"^[*#]+ ", "", ins.text)  # an item's words replaced by the words of a one-item list
            if ins.old is not None and ins.text and ins.text.endswith(".") and not ins.old.rstrip().endswith((".", "!", "?")) and len(ins.text.split()) <= 3 \
                    and re.search(re.escape(g.get("text") or "⟦⟧") + r"[\s.;]*$", line):
                ins.text = ins.text[:-1]  # “Admin.” closing the sentence: the full stop is the sentence's, not the term's
        own = bool(path) and ins.kind in ("append_text", "prepend_text") and bool(_OWN_PARAGRAPH.search(line)) \
            and not any(isinstance(step, Anchor) for step in path)  # "add the following paragraph after the list": a paragraph of its own there
        if path:
            ins.where = Place(tuple(path), own_paragraph=own)
        if g.get("which"):
            ins.which = _WHICH.get(_squash(g["which"]).lower(), "only")
        if g.get("everywhere"):  # "… wheresoever it occurs"
            ins.which = "every"
        if fixed.get("which") and ins.which == "only":
            ins.which = fixed["which"]  # "Throughout that rule, replace …": every instance
        if g.get("thru"):  # "replace “A” with “B” throughout"
            ins.which = "every"
        if g.get("h1"):  # "the Stag Beetle’s Movement Rule": the part labelled Movement Rule of the part labelled Stag Beetle
            ins.where = Place.of(Heading(g["h1"]), Heading(g["h2"]))
            if g.get("h3"):
                return [ins, Instruction(kind=form.kind, sentence=sentence, rule=rule, where=Place.of(Heading(g["h3"]), Heading(g["h4"])),
                                         text=_unwrap(toks.get(g["text2"])))]
        if form.kind == "insert_text":
            anchor = (toks.get(g.get("anchor")) or "").rstrip(",;: ")  # “…, and to bar the perpetrator from rejoining,”: the comma is the post's
            ins.where = Place((*path, Anchor(anchor, g["wh"].lower(), sentence=bool(g.get("sent")))))
        out = [ins]
        if g.get("many"):  # "the following sentences": each line of the quoted text is removed where it stands
            lines = [x.strip() for x in (ins.old or "").split("\n") if x.strip()]
            out = [Instruction(kind="replace_text", sentence=sentence, rule=rule, old=x, text="") for x in lines]
        if g.get("old2"):
            out.append(Instruction(kind="replace_text", sentence=sentence, rule=rule, old=toks.get(g["old2"]), text=ins.text))
        return out
    if form.kind == "rename_rule" and g.get("status"):  # "Set the Special Case rule “X” to Inactive."
        ins.title = f"{rule} [{g['status'].capitalize()}]"
        return [ins]
    if form.kind == "rename_rule":
        t = g.get("title")
        if t and not re.fullmatch(Q, t) and not _BARE_TITLE.fullmatch(t.strip()):
            return None
        ins.title = _title_of(toks.get(t)) if t else None
        if ins.title and fixed.get("then_text"):  # "Rename Rule 10 to “X” and have it read:"
            return [ins, Instruction(kind="replace_rule", sentence=sentence, rule=ins.title, text=_unwrap(toks.get(g.get("text"))))]
        return [ins] if ins.title else None
    if form.kind == "repeal_rule":
        return [ins] if ins.rule else None
    if form.kind == "move_rule":
        if g.get("parent"):
            ins.parent, ok = _rule_name(g["parent"], toks, prev_rule)
            if not ok:
                return None
        ins.section = _section_name(g.get("section"))
        if g.get("section") and ins.section is None and not re.search(r"dynastic", g["section"], re.I):
            return None  # "move to the Ruleset" says nothing
        if g.get("wh"):
            anchor, ok = _rule_name(g["anchor_rule"], toks, prev_rule)
            if not ok:
                return None
            ins.where = Place.of(Anchor(anchor, g["wh"].lower()))
        return [ins]
    return None


_AND_SPLIT = _Cue(wordings.AND_SPLIT)
_TRAILING_SCOPE = _Cue(wordings.TRAILING_SCOPE)
_AMEND_BY = _Cue(wordings.AMEND_BY)
_AMEND_BY_SPLIT = _Cue(wordings.AMEND_BY_SPLIT)
_MORE_PAIRS = _Cue(wordings.MORE_PAIRS)
_RULE_THEN_PLACE = _Cue(wordings.RULE_THEN_PLACE)
_PASSIVE_ORDER = _Cue(wordings.PASSIVE_ORDER)
_OWN_PARAGRAPH = _Cue(wordings.OWN_PARAGRAPH)
_NEWLY_ADDED = _Cue(wordings.NEWLY_ADDED)
_REPLACEMENTS = _Cue(wordings.REPLACEMENTS)
_ADD_THAT = _Cue(wordings.ADD_THAT)
_SAYS = _Cue(wordings.SAYS)
_BUILDING_BLOCK_PAGE = _Cue(wordings.BUILDING_BLOCK_PAGE)
_THAT_PAGE = _Cue(wordings.THAT_PAGE)
_MAY_BE_FORM = _Cue(wordings.MAY_BE_FORM)
_OR_ELSE = _Cue(wordings.OR_ELSE)
_IT_TEXT = _Cue(wordings.IT_TEXT)
_THE_FOLLOWING = _Cue(wordings.THE_FOLLOWING)
_OLD_TEXT_FOLLOWS = _Cue(wordings.OLD_TEXT_FOLLOWS)
_CHANGE_ORDER_END = _Cue(wordings.CHANGE_ORDER_END)
_CHANGE_VERB = _Cue(wordings.CHANGE_VERB)
_REPLACE_VERB = _Cue(wordings.REPLACE_VERB)
_PAIR_ITEM = _Cue(wordings.PAIR_ITEM, flags=0)
_RENUMBER_TAIL = _Cue(wordings.RENUMBER_TAIL)
_PURPOSE_TAIL = _Cue(wordings.PURPOSE_TAIL)
_IN_RULE_PREFIX = _Cue(wordings.IN_RULE_PREFIX)
_ITS_PLACE = _Cue(wordings.ITS_PLACE)


def _said(got: list[Instruction], toks: _Tokens, line: str) -> list[Instruction]:
    """The instructions read from a part of ``line``, each citing the whole line as it was written."""
    for x in got:
        x.sentence = toks.restore(line)
    return got


def _read_line(line: str, toks: _Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """A line, with its compound forms: "replace A with B and C with D", "Repeal X and remove Y"."""
    if len(line) > MAX_LINE:
        return None  # an instruction line is a sentence, not a page: no form is tried on it
    got = _match(line, toks, prev_rule)
    if got is not None:
        return got
    # "In rule X, in the fourth paragraph, change …": the place in the rule, read as one path
    rp = _RULE_THEN_PLACE.match(line)
    if rp:
        got = _match(f"In {rp.group('inner')} of {rp.group('rule')}, {rp.group('rest')}", toks, prev_rule)
        if got:
            return _said(got, toks, line)
    # "Amend the rule X by removing A and by replacing the first list with B": each clause, in that rule
    am = _AMEND_BY.match(line)
    if am:
        clauses = [c for c in _AMEND_BY_SPLIT.split(" by " + am.group("rest")) if c.strip()]
        out: list[Instruction] = []
        for k, c in enumerate(clauses):
            verb, _, rest = c.strip().partition(" ")
            imperative = wordings.GERUNDS.get(verb.lower())
            if imperative is None and k and out:  # "…, then at the end of the rule add:": in the rule just named
                said = c.strip()
                got = _read_line(said[:1].upper() + said[1:].rstrip(" .;"), toks, out[-1].rule)
            elif imperative is None:
                out = []
                break
            else:
                got = _read_line(f"In {am.group('rule')}, {imperative} {rest}".rstrip(" .;"), toks, prev_rule)
            if not got:
                out = []
                break
            out.extend(got)
        if out:
            return _said(out, toks, line)
    # "In “Boons”, make the following replacements:-" and a list of “A” with “B”: each item one replacement in that rule
    mr = _REPLACEMENTS.match(line)
    if mr:
        rule, ok = _rule_name(mr.group("rule"), toks, prev_rule)
        items = [x.strip() for x in (toks.get(mr.group("list")) or "").split("\n") if x.strip()]
        pairs = [_PAIR_ITEM.fullmatch(x) for x in items]
        if ok and rule and pairs and all(pairs):
            return [Instruction(kind="replace_text", sentence=toks.restore(line), rule=rule, old=p.group(1).strip(), text=p.group(2).strip())
                    for p in pairs]
    # "Change “A” to “B” and “C” to “D” in the newly added paragraph": the paragraph the instruction before added
    na = _NEWLY_ADDED.search(line)
    if na and na.start() > 0 and toks.last_added:
        got = _read_line(line[:na.start()], toks, toks.last_added)
        if got and all(x.kind == "replace_text" and x.rule in (None, toks.last_added) and not x.where and x.section is None for x in got):
            for x in got:
                x.rule, x.where, x.sentence = toks.last_added, Place.of(Paragraph("last")), toks.restore(line)
            return got
    # "replace its bullet points with …": the place said of the rule just named ("the bullet points of it")
    its = _ITS_PLACE.search(line)
    if its:
        got = _match(line[:its.start()] + "the " + its.group("place") + " of it" + line[its.end():], toks, prev_rule)
        if got:
            return _said(got, toks, line)
    # "Rename Rule 8: “Truancy” in order to avoid confusion …": the order, its reason after it apart
    pt = _PURPOSE_TAIL.search(line)
    if pt and pt.start() > 0:
        got = _read_line(line[:pt.start()], toks, prev_rule)
        if got:
            return _said(got, toks, line)
    # "Repeal Rule 4, and renumber the ruleset to cover the gap": the repeal, its numbers following from it
    rn = _RENUMBER_TAIL.search(line)
    if rn and rn.start() > 0:
        got = _match(line[:rn.start()], toks, prev_rule)
        if got and all(x.kind == "repeal_rule" for x in got):
            return _said(got, toks, line)
    # "Replace A with B and C with D in every rule": the scope said last applies to every pair
    sc = _TRAILING_SCOPE.search(line)
    if sc and sc.start() > 0:
        got = _read_line(line[:sc.start()], toks, prev_rule)
        if got and all(x.kind == "replace_text" and x.rule is None for x in got):
            for x in got:
                x.which = "every" if re.match(r"(?:every|each|all|any)", sc.group("scope"), re.I) or x.which == "only" else x.which
                x.section = _section_of_scope(sc.group("scope"))
                x.sentence = toks.restore(line)
            return got
    # "In the rule X, replace A with B and C with D": the pairs after the first apply to the same rule
    pairs, head = [], line.rstrip(" .;")
    while True:
        m = _MORE_PAIRS.search(head)
        if not m:
            break
        pairs.insert(0, (m.group(1), m.group(2)))
        head = head[:m.start()]
    if pairs:
        got = _match(head, toks, prev_rule)
        if got and got[-1].kind == "replace_text":
            first = got[-1]
            for old, new in pairs:
                got.append(Instruction(kind="replace_text", sentence=toks.restore(line), rule=first.rule, old=toks.get(old), text=toks.get(new), which=first.which))
            return _said(got, toks, line)
    # two instructions joined by "and"
    for m in _AND_SPLIT.finditer(line):
        left, right = line[:m.start()], line[m.end():]
        a = _match(left, toks, prev_rule)
        if not a:
            continue
        right = right[0].upper() + right[1:]
        b = _read_line(right, toks, a[-1].rule or a[-1].title)
        pre = _IN_RULE_PREFIX.match(left)
        if not b and pre and not _IN_RULE_PREFIX.match(right):  # "In the rule X, replace …, and add:": the rule said first holds for both
            b = _read_line(pre.group(0) + right[:1].lower() + right[1:], toks, a[-1].rule or a[-1].title)
        if not b and _ONLY_VERBS.match(right):  # "Repeal Rule 4, and renumber the ruleset": the order no form reads is refused
            b = [Instruction(kind="not_understood", sentence=toks.restore(right), reason="no known form reads this instruction")]
        if b:
            for x in b:  # "In “X”, replace A with B; replace C with D": the rule said first holds for the chain
                if x.kind == "replace_text" and x.rule is None and x.section is None and a[-1].kind == "replace_text" and a[-1].rule:
                    x.rule = a[-1].rule
            return _said(a + b, toks, line)
    return None


_RULE_LEAD = _Cue(wordings.RULE_LEAD)
_DECLARES_TRACKED = _Cue(wordings.DECLARES_TRACKED)
_ONE_ITEM = _Cue(wordings.ONE_ITEM)
_RULE_HEADER = _Cue(wordings.RULE_HEADER)
_ONE_RULE_NAMED = _Cue(wordings.ONE_RULE_NAMED)
_EACH_REMARK = _Cue(wordings.EACH_REMARK)
_ORDER_AFTER_PLACE = _Cue(wordings.ORDER_AFTER_PLACE)


# Verbs that end unquoted rule text: a paragraph starting with one is the next instruction, not more text.
_STOP = _Cue(wordings.STOP)
_SPLIT = re.compile(r"(?:,\s*(?:then\s*,?\s+)?|\s+then\s*,?\s+)(?:instead\s*,?\s+)?", re.I)  # "If X then instead add …"


def _splits(body: str) -> list[re.Match]:
    """Where an "If …" condition may end: after a comma or before "then" (the first few only)."""
    out = []
    for m in _SPLIT.finditer(body):
        out.append(m)
        if len(out) >= MAX_SPLITS:
            break
    return out


def _starts_instruction(line: str) -> bool:
    return bool(_ONLY_VERBS.match(line) or _RULE_LEAD.match(line) or _ORDER_AFTER_PLACE.match(line))


def _is_gamestate(line: str) -> bool:
    return any(c.search(line) for c in GAMESTATE_CUES)


def _needs_text(line: str) -> bool:
    """A line that leads into quoted text: it ends with a colon, a dash, a comma or a connecting word."""
    s = line.rstrip()
    return not s.endswith((".", "!", "?", ")", "]")) or s.endswith(("...", "…"))


# ------------------------------------------------------------------------------------------------------------------
# the reader


class _Reader:
    def __init__(self, blocks: list[Block]):
        self.blocks = blocks
        self.toks = _Tokens()
        self.prev_rule: str | None = None
        self.last_added: tuple[str, str] | None = None  # (rule, text) of the text the instruction before put in
        self._i = 0  # the next block to read (the inline text of "…: text" may take the lines after it)

    def _join_on_evidence(self) -> None:
        """Lines a <br> broke where no word says so ("Add every Vassal who voted<br>FOR this proposal…"): joined
        when the line alone reads as nothing and, joined with the next, reads as an instruction; an instruction or
        gamestate line without its stop is joined with a short ending that reads as nothing by itself ("Josh gains
        2<br>Stone."). A line that reads alone (an instruction waiting for its text) is never joined."""
        bl = self.blocks
        k = 0
        while k + 1 < len(bl):
            a, b = bl[k], bl[k + 1]
            if not (a.kind == b.kind == "para" and b.gap == "\n" and not a.aside and not b.aside
                    and not re.search(r"[.!?:;)\]…]\s*$", a.text)):
                k += 1
                continue
            nxt = b.text
            first = re.split(r"(?<=[.!?])\s+", nxt.strip(), maxsplit=1)[0]
            if _starts_instruction(first) or _CONDITION.match(first) or _is_gamestate(first) or _LEAD_ONLY.match(first):
                k += 1
                continue
            joined = f"{a.text} {nxt}"
            if not self._reads(a.text) and (self._reads(joined) or _is_gamestate(joined) and not _is_gamestate(a.text) and not CONNECTOR.match(a.text)
                                            or (_is_gamestate(a.text) or _starts_instruction(a.text))
                                            and (first.endswith(".") and len(first.split()) <= 8
                                                 or re.search(r":-?\s*$", nxt) and not re.search(r"[.!?]\s", nxt))):
                a.wiki = f"{a.wiki or a.text} {b.wiki or b.text}"
                a.text = joined
                del bl[k + 1]
                continue
            k += 1

    def _wants_quote(self, s: str) -> bool:
        """Does a line ending with a full stop still lead into the quoted block after it ("Unless X, I also propose
        that this should be added to the same rule." + the quote)? Only when it reads with the quote and not without."""
        if _CONDITION.match(s):
            body = s[_CONDITION.match(s).end():]
            for c in _splits(body):
                tail = LEAD_INS.sub("", body[c.end():]) or body[c.end():]
                tail = tail[:1].upper() + tail[1:]
                if self._reads_tokens(tail.rstrip(" .")) and not _read_line(tail, self._scratch(), self.prev_rule):
                    return True
            return False
        return self._reads_tokens(s.rstrip(" .")) and not _read_line(s, self._scratch(), self.prev_rule)

    def _reads_tokens(self, t: str, base: _Tokens | None = None) -> bool:
        """Does a tokenized line (its tokens those of ``base``, else the post's) read as an instruction, as it is or
        with its quoted text after it?"""
        sc = self._scratch(base)
        prev = self.prev_rule or "the rule before"  # "the previous rule" reads as a place even before that rule is read
        return bool(_match(t, sc, prev) or _match(_with_text(t, sc), sc, prev))

    def _reads(self, text: str) -> bool:
        """The same, for a line not yet tokenized."""
        sc = self._scratch()
        t = _tokenize(text, sc)
        return bool(_match(t, sc, self.prev_rule) or _match(_with_text(t, sc), sc, self.prev_rule))

    def run(self) -> list[Instruction]:
        self._join_on_evidence()
        out: list[Instruction] = []
        i, n = 0, len(self.blocks)
        open_cond: Instruction | None = None  # "If X:" applies to what follows, up to a commentary or another condition
        opened: set[int] = set()
        wide: list[tuple[str, str, int]] = []  # (condition, sentence, where it stands among the items)
        after_wide = False
        carried, carried_at = None, -1  # a gamestate order whose paragraph goes on after a <br>, and the block it goes on in
        carried_open = False  # … and whether its last sentence was left unended there
        while i < n:
            b = self.blocks[i]
            if b.kind == "sep":
                rest = [x.text for x in self.blocks[i + 1:] if x.text]
                if rest:
                    out.append(Instruction(kind="commentary", sentence="\n\n".join(rest), reason=_AFTER_SEP))
                break
            if b.kind == "quote":
                out.append(Instruction(kind="commentary", sentence=b.text))  # quoted with no instruction before it
                open_cond = None
                i += 1
                continue
            if b.kind == "list":  # a list of instructions
                lines = []
                for k, t in enumerate(b.items):  # an item holding a quote: its line, then the quote
                    own = b.item_blocks[k] if k < len(b.item_blocks) else []
                    lines.extend(own if own else [Block("para", t, wiki=t)])
                for x in lines:
                    x.scope = x.scope or b.scope
                self.blocks[i:i + 1] = lines
                n = len(self.blocks)
                continue
            if b.aside and _bracketed(b.text) and b.text[:1] in "[{" and self._reads(b.text[1:-1].strip()):
                b.text, b.wiki, b.aside = b.text[1:-1].strip(), (b.wiki or b.text)[1:-1].strip(), False  # "[Repeal Rule 5]" (2003-2004)
            if b.aside:
                out.append(_request(b.text) if _REQUEST.search(b.text) else Instruction(kind="commentary", sentence=b.text))
                open_cond = None
                i += 1
                continue
            line = _tokenize(b.text, self.toks)
            if self._scope_lead(line, i):
                i += 1  # "In the rule entitled Proposals:" and its list of orders: said of that rule
                continue
            if b.scope:
                self.prev_rule = b.scope[0]
            numbered = _NUMBERED_ITEM.match(line)
            if numbered and _starts_instruction(line[numbered.end():]):
                line = line[numbered.end():]  # "1. Amend rule 1.7 (“X”) as follows.": the number is the list's
            if _starts_instruction(LEAD_INS.sub("", line)):
                line = _LINE_ASIDE.sub("", line)  # "Add “…” (which I’ve removed from this rule) to …"
            if _REQUEST.search(line) and not _starts_instruction(line) and not _CONDITION.match(line) \
                    and not any(_starts_instruction(x) for x in _sentences(line)):
                asked = self._asked(line)  # a paragraph asking for something, read as one
                i += 1
                if re.search(r":\s*$", b.text) and i < n and self.blocks[i].kind == "list":
                    # "I ask the administration for immediate enactment of the following Proposals:" and their list
                    asked.sentence = (asked.sentence or b.text) + "\n" + "\n".join(self.blocks[i].items)
                    i += 1
                out.append(asked)
                open_cond = None
                continue
            sents = [x for x in _sentences(line) if not _LEAD_ONLY.match(x)]
            if len(sents) > 1 and self._inline_text_at(sents[0]):
                sents = [line]  # "Change the text of rule 2.6 as follows: <the text, of several sentences>"
            # the paragraph's gamestate order, which its next sentences go on with (also past a <br> inside the paragraph)
            block_last: Instruction | None = carried if carried_at == i and b.gap == "\n" else None
            goes_on = block_last is not None
            mid_sentence = goes_on and carried_open
            i += 1
            block_nu: Instruction | None = None  # the paragraph's order not understood, which its next sentences go with
            for k, s in enumerate(sents):
                last = k == len(sents) - 1
                if k and out and not re.search(r"\w", s):
                    out[-1].sentence = (out[-1].sentence or "") + " " + s  # "… with “non-Minor Proposal”. (!)": no words, no remark
                    continue
                if after_wide and _OTHERWISE.match(s):  # "Otherwise, …" after "If X failed, this proposal does nothing"
                    s = s[_OTHERWISE.match(s).end():].strip()
                    s = s[:1].upper() + s[1:]
                    if not s:
                        continue  # "Otherwise:" alone: what follows is the proposal's
                bare = LEAD_INS.sub("", s)
                if bare != s and bare and (_starts_instruction(bare) or _CONDITION.match(bare) or self._reads_tokens(bare)
                                           or _is_gamestate(re.sub(r"⟦\d+⟧", "…", bare))):
                    s = bare[:1].upper() + bare[1:]
                if last and (_needs_text(s) or i < n and self.blocks[i].kind == "quote" and self._wants_quote(s)):
                    s, i = self._absorb(s, i)
                self._i = i
                s = self._inline_colon(s)  # "Create a new rule called X: Each Vassal…" on one line
                i = self._i
                hd = _RULE_HEADER.match(s)
                if hd and last and i < n and self.blocks[i].kind == "para":
                    rule, ok = _rule_name(hd.group("rule"), self.toks, self.prev_rule)
                    if ok and rule:  # "Amend rule 1.7 (“X”) as follows." and the changes on the next lines, in that rule
                        self.prev_rule = rule
                        continue
                pw = _PROPOSAL_WIDE.match(s)
                if pw:
                    wide.append((self.toks.restore(pw.group("cond")).strip(), self.toks.restore(s), len(out)))
                    open_cond = None
                    after_wide = True
                    continue
                after_wide = False
                items, cond_open = self._read_sentence(s)
                if b.scope:
                    _in_scope(items, b.scope)
                if cond_open is not None:
                    open_cond = cond_open
                    opened.add(id(cond_open))
                    out.append(cond_open)
                    continue
                if k and items and all(x.kind == "commentary" for x in items) and block_nu is not None and not _is_remark(self.toks.restore(s)):
                    # "Each Era is tracked by a number. The current Era Number is 88.": the rest of the paragraph of an
                    # order not understood is read with it (by the admin), not dropped as a remark
                    block_nu.sentence += " " + self.toks.restore(s)
                    continue
                if (k or goes_on) and items and all(x.kind == "commentary" for x in items) and block_last is not None \
                        and (not _is_remark(self.toks.restore(s)) or k == 0 and mid_sentence or last and not re.search(r"[.!?:]\W*$", s) and i < n
                             and self.blocks[i].kind == "para" and self.blocks[i].gap == "\n") and not _THIS_MATTER.search(s):
                    # "…, roll 1DICE3 for each Merchant. On a result of 1, …": the order's own sentences, in its paragraph
                    block_last.sentence += " " + self.toks.restore(s)
                    continue
                if open_cond is not None and items and all(x.kind != "commentary" for x in items) and not _OTHERWISE.match(s):
                    open_cond.children.extend(items)
                else:
                    if items and any(x.kind == "commentary" for x in items):
                        open_cond = None
                    out.extend(items)
                block_last = _gamestate_order(items)
                block_nu = items[-1] if items and items[-1].kind == "not_understood" else None
            carried, carried_at = block_last, i
            carried_open = bool(sents) and not re.search(r"[.!?:]\W*$", sents[-1])
        return _merge_commentary(_wrap_proposal_wide(_governing(out, opened), wide))

    def _scope_lead(self, line: str, i: int) -> bool:
        """Is the line "In the rule X:" (or "In Rule 10 in the 4th paragraph:") alone, with orders after it: the items of
        the list that follows, or the next lines of its paragraph? They are then marked as said of that rule (and place)."""
        m = _SCOPE_LEAD.match(line)
        if not m or i + 1 >= len(self.blocks):
            return False
        nxt = self.blocks[i + 1]
        if nxt.kind == "list":
            if not nxt.items or not all(_starts_instruction(LEAD_INS.sub("", _tokenize(t, self._scratch())) or t) for t in nxt.items):
                return False
            run = [nxt]
        elif nxt.kind == "para" and nxt.gap == "\n" and _starts_instruction(_tokenize(nxt.text, self._scratch())):
            run = []
            for b in self.blocks[i + 1:]:
                if b.kind != "para" or b.gap != "\n" and run:
                    break
                run.append(b)
        else:
            return False
        rule, ok = _rule_name(m.group("rule"), self.toks, self.prev_rule)
        got = _path(m.group("inner"), self.toks) if m.group("inner") else ([], None)
        if not ok or not rule or got is None or got[1]:
            return False
        for b in run:
            b.scope = (rule, Place(tuple(got[0])) if got[0] else None)
        return True

    def _inline_text_at(self, s: str) -> bool:
        """Does the sentence end in "…: <text>", an instruction with its text after the colon on the same line?"""
        m = re.match(r"^(.*?[^:]):-?\s+(\S.*)$", s)
        if not m or not _starts_instruction(m.group(1)) or m.group(2).startswith("⟦"):
            return False
        t = self._scratch()
        return bool(_match(_with_text(m.group(1), t), t, self.prev_rule))

    def _inline_colon(self, s: str) -> str:
        if "⟦?⟧" in s:
            return s
        m = re.match(r"^(.*?[^:]):-?\s+(\S.*)$", s)
        if not m:
            return s
        head, rest = m.groups()
        if not _starts_instruction(head) or rest.startswith("⟦") or re.search(r"\brules?\s+\d+(?:\.\d+)*$", head, re.I):
            return s  # the text after the colon is quoted already, or is the title of a numbered rule ("Rule 11: Karma")
        t = self._scratch()
        if _match(_with_text(head, t), t, self.prev_rule):
            text = self.toks.plain(rest).strip()
            while self._i < len(self.blocks):  # the text's lines after a <br> in the same paragraph
                b = self.blocks[self._i]
                if not (b.kind == "para" and b.gap == "\n" and not b.aside) or _starts_instruction(b.text) \
                        or _CONDITION.match(b.text) or _is_gamestate(b.text):
                    break
                text += "\n" + (b.wiki or b.text)
                self._i += 1
            return head + " " + self.toks.add(text, True)
        return s

    def _absorb(self, s: str, i: int) -> tuple[str, int]:
        """Join the quoted blocks (and the short lines between them) that this line leads into."""
        n = len(self.blocks)
        took = False
        if _PASSIVE_ORDER.search(s) and _needs_text(s):
            # "it will be included in the ARK ruleset under the title “X”" and the rule's text below: not read, but
            # its text is its own (refused with it), never read line by line as orders
            j = i
            while j < n and self.blocks[j].kind in ("para", "list", "quote") and not self.blocks[j].aside \
                    and not _starts_instruction(self.blocks[j].text):
                j += 1
            while j > i and self.blocks[j - 1].kind == "para" and _is_remark(self.blocks[j - 1].text):
                j -= 1
            if j > i:
                text = "\n\n".join(b.wiki or b.text for b in self.blocks[i:j])
                return re.sub(r"[\s:;,\-–—]+$", "", s) + " " + self.toks.add(text, True), j
        if not (_starts_instruction(s) or _CONDITION.match(s) and (_INLINE_THEN.search(s) or self._wants_quote(s)) or self._reads_tokens(s)):
            return s, i
        if _OLD_TEXT_FOLLOWS.search(s) and i + 1 < n and self.blocks[i].kind == self.blocks[i + 1].kind == "quote" \
                and (i + 2 >= n or self.blocks[i + 2].kind != "quote"):
            s = re.sub(r"[\s:;,\-–—]+$", "", s) + " " + self.toks.add(self.blocks[i].text, True) + " to " + self.toks.add(self.blocks[i + 1].text, True)
            i += 2
            if i + 1 < n and self.blocks[i].kind == "para" and self.blocks[i + 1].kind == "quote" and _AND_GERUND.match(self.blocks[i].text) \
                    and (i + 2 >= n or self.blocks[i + 2].kind != "quote"):
                # "Amend rule 1.2 by replacing" [old] [new] "and removing" [text]: the next clause of the same order
                s += " " + re.sub(r"[\s:;,\-–—]+$", "", self.blocks[i].text) + " " + self.toks.add(self.blocks[i + 1].text, True)
                i += 2
            return s, i
        while i < n:
            b = self.blocks[i]
            if b.kind in ("quote", "list"):
                parts = [b.text]
                i += 1
                while i < n and self.blocks[i].kind in ("quote", "list"):  # quoted text in several blocks is one text
                    if self.blocks[i].kind == "list" and not parts[-1].rstrip().endswith(":"):
                        break  # a list after the quoted text (the author's pros and cons) is not part of it
                    parts.append(self.blocks[i].text)
                    i += 1
                # "Add a new paragraph to the rule:-" and its text: "the rule" is the rule before, not the name of one
                joint = "," if re.search(r"(?-i:\bthe\s+rule)\s*[:\-–—]+\s*$", s) else ""
                s = re.sub(r"[\s:;,.\-–—]+$", "", s) + joint + " " + self.toks.add("\n\n".join(parts), True)
                took = True
                nxt = self.blocks[i] if i < n else None
                quote_after = i + 1 < n and self.blocks[i + 1].kind in ("quote", "list")
                if nxt is not None and nxt.kind == "para" and not nxt.aside and self._connector(nxt.text) \
                        and (quote_after or not _read_line(s, self._scratch(), self.prev_rule)):
                    s += " " + _tokenize(nxt.text, self.toks)
                    i += 1
                    if i < n and self.blocks[i].kind in ("quote", "list"):
                        continue
                break
            break
        if took or not _starts_instruction(LEAD_INS.sub("", s)) and not _CONDITION.match(s) and not self._reads_tokens(s):
            return s, i
        # unquoted text: the paragraphs up to the next instruction, separator or aside, after a line ending with
        # a colon or a dash, or with no stop at all ("Create a new rule “X”" and its text below)
        if not re.search(r"[:\-–—]\s*$", s) and re.search(r"[.!?)\]]\s*$", s):
            return s, i
        t = self._scratch()
        order = s
        if _CONDITION.match(s):  # "If the CfJ X passed, replace “A” in rule 2.1 with:" and the text on the next line
            then = _INLINE_THEN.search(s)
            if not then:
                return s, i
            order = re.sub(r"^[\s,]*(?:then\s*,?\s*)?", "", s[then.start():])
            order = order[:1].upper() + order[1:]
        probe = _with_text(order, t)
        pair = probe + " with " + t.add("y", True)  # "In the rule “X” replace" / the old text / "with" / the new
        if not _match(probe, t, self.prev_rule) and not (re.search(r":-?\s*$", s) and _starts_instruction(order)) \
                and not _match(pair, t, self.prev_rule):
            return s, i  # (an order no form reads that ends with a colon keeps its text: it is refused with it)
        j, paras = i, []
        change_order = bool(_CHANGE_ORDER_END.search(s))  # the old text follows, then "to", then the new
        first = self.blocks[i].text if i < n and self.blocks[i].kind == "para" else ""
        if first[:1] in "\"“" and not re.search(r"[\"”]\W*$", first[1:]):
            # the text is in quotation marks over several paragraphs: it ends where they close
            while j < n and self.blocks[j].kind == "para":
                paras.append(self.blocks[j])
                j += 1
                if re.search(r"[\"”][.)]?\s*$", self.blocks[j - 1].text):
                    text = "".join((p.gap if k else "") + (p.wiki or p.text) for k, p in enumerate(paras))
                    text = re.sub(r"[\"”]([.)]?)\s*$", r"\1", text.strip()[1:])
                    return re.sub(r"[\s:;,\-–—]+$", "", s) + " " + self.toks.add(text.strip(), True), j
            j, paras = i, []
        while j < n and (self.blocks[j].kind == "para" and not self.blocks[j].aside
                         or self.blocks[j].kind == "para" and change_order and self.blocks[j].gap == "\n" and (not paras or _CONNECTOR_ONLY.match(paras[-1].text))
                         or self.blocks[j].kind == "list" and paras and paras[-1].kind == "para" and re.search(r":\s*[-–—]?\s*$", paras[-1].text)):
            if self.blocks[j].kind == "list":  # "… any of the following are true:" and its list, in the rule text
                paras.append(Block("para", self.blocks[j].text, gap="\n\n", wiki=self.blocks[j].text))
                j += 1
                continue
            if change_order and (not paras or _CONNECTOR_ONLY.match(paras[-1].text)) and not _CONNECTOR_ONLY.match(self.blocks[j].text):
                paras.append(self.blocks[j])  # "Change:" / "Move the Builder’s Warmth …" / "to:" / …: the words right after
                j += 1  # "change" or "to" are the old or new text, whatever verb they start with (in brackets, on the next line)
                continue
            sc = self._scratch()
            t = _tokenize(self.blocks[j].text, sc)
            bare = LEAD_INS.sub("", t) or t
            if bare != t and (_starts_instruction(bare) or self._reads_tokens(bare[:1].upper() + bare[1:], sc)):
                break  # "But also add to Rule 4 (Voting):-": the next instruction
            if _match(t, sc, self.prev_rule) or self._stops_text(t, sc) or (_CONDITION.match(t) and self._cond_reads(t, sc)) \
                    or _THIS_MATTER.search(t) or self._reads_tokens(t, sc) or _ORDER_AFTER_PLACE.match(t) or _RULE_LEAD.match(t):  # "If this proposal passes, …" is said of the
                break  # proposal, not rule text; "To Rule 5 (Enactment), add:-" is the next instruction
            paras.append(self.blocks[j])
            j += 1
        if not paras:
            return s, i
        if j < n and self.blocks[j].kind == "list" and not self.blocks[j].aside and re.search(r"[:\-–—]\s*$", s) and not change_order:
            # "… called Y:" / a paragraph / a list it does not lead into: rule text or the author's own list, not marked
            return re.sub(r"[\s:;,\-–—]+$", "", s) + " ⟦?⟧", j
        pairs = _unquoted_pairs(paras) if _CHANGE_VERB.search(s) else None
        if pairs:
            # "In rule 4 - Proposals, change:" / the old text / "to" / the new text (posts of 2003-2004, unquoted), and
            # more pairs after a line "and"
            new = pairs[-1][2]
            if j >= n and len(new) > 1:
                keep = len(new)  # the text runs to the end of the post: the author's closing remarks are not the new text
                while keep > 1 and _is_remark(new[keep - 1].text):
                    keep -= 1
                if keep == len(new) or any(_is_remark(p.text) for p in new[:keep]):
                    return re.sub(r"[\s:;,\-–—]+$", "", s) + " ⟦?⟧", j
                j -= len(new) - keep
                pairs[-1] = (pairs[-1][0], pairs[-1][1], new[:keep])

            def joined(ps):
                return "".join((p.gap if k else "") + (p.wiki or p.text) for k, p in enumerate(ps))
            said = re.sub(r"[\s:;,\-–—]+$", "", s)
            for k, (old, conn, new) in enumerate(pairs):
                said += (" and " if k else " ") + self.toks.add(joined(old), True) + " " + conn.text.rstrip(" :-").lower() \
                    + " " + self.toks.add(joined(new), True)
            return said, j
        if j >= n and len(paras) > 1 and _ONE_ITEM.search(s) and re.match(r"[*#]", paras[0].text) \
                and not any(re.match(r"[*#]", p.text) for p in paras[1:]):
            # "Add a bullet point to the rule X:-" and one line typed as an item: the paragraphs after it are not the item
            j -= len(paras) - 1
            paras = paras[:1]
        listed = bool(re.search(r":\s*[-–—]?\s*$", paras[0].text)) and all(re.match(r"\s*[*#]", p.text) for p in paras[1:])
        olds = re.findall(Q, s)
        if j >= n and len(paras) > 1 and olds and _REPLACE_VERB.search(s) \
                and not re.search(r"[.!?:]\W*$", self.toks.get(olds[-1]) or "") and not re.search(r"[.!?:]\W*$", paras[0].text) \
                and all(_is_remark(p.text) or self._own_line(p.text) for p in paras[1:]):
            # a fragment of a sentence replaced by a fragment: the words are that one paragraph; the lines after it are
            # the proposal's own (a condition, an order, the author's remark), each read as a line
            j -= len(paras) - 1
            paras = paras[:1]
        if j >= n and not listed and _ADDITION_TO_RULE.search(s) and paras[0].gap == "\n" and any(p.gap == "\n\n" for p in paras[1:]):
            # words added to a rule start on the instruction's own paragraph and run over more to the end of the post:
            # that paragraph's end may be theirs as well as a break in them; where the text ends is not marked
            return re.sub(r"[\s:;,\-–—]+$", "", s) + " ⟦?⟧", j
        if j >= n and len(paras) > 1 and not listed:
            # (a lead-in ending with a colon and its list to the end of the post: the list's end marks the text's)
            # the text runs to the end of the post: the author's closing remarks are told apart from rule text by their
            # words (the first person, or no verb a rule is written with); any other ending is not marked: refused
            # (a line after a <br> that goes on with its sentence is told apart with it, never on its own)
            units = _sentence_units(paras)
            keep = len(units)
            while keep > 1 and _is_remark(self._own_words(units[keep - 1][1])):
                keep -= 1
            if any("(" in u and not _is_remark(re.sub(r"\([^()]*\)", "", self._own_words(u))) for _, u in units[keep:]):
                # a paragraph of rule text with the author's aside in brackets ("(Note that this means …)"): a remark
                # by its aside, rule text by its own sentences; where the text ends is not marked
                return re.sub(r"[\s:;,\-–—]+$", "", s) + " ⟦?⟧", j
            olds = re.findall(Q, s)
            fragment = bool(olds) and _REPLACE_VERB.search(s) \
                and not re.search(r"[.!?:]\W*$", self.toks.get(olds[-1]) or "")
            led_in = re.search(r"(?::-?|,)\s*$", s) and all(_RULE_SENTENCE.search(self._own_words(u)) or paras[at - 1].text.rstrip().endswith(":")
                                                           for at, u in units[1:]) \
                and not any(_THIS_MATTER.search(p.text) for p in paras) \
                and not any(order_net.imperative(u) for _, u in units[1:])  # "Throw a parade for the new rule.": an order, not rule text
            if keep == len(units) and not led_in or any(_is_remark(self._own_words(u)) for _, u in units[:keep]) or fragment and keep > 1:
                # (words replacing a fragment of a sentence are one paragraph: more is not read as theirs; a line that
                # leads into its text with a colon or a comma takes every paragraph that reads as rule text)
                return re.sub(r"[\s:;,\-–—]+$", "", s) + " ⟦?⟧", j
            cut = units[keep][0] if keep < len(units) else len(paras)
            j -= len(paras) - cut
            paras = paras[:cut]
        elif j < n and len(paras) > 1:
            # the next instruction ends the text: an explanation right before it is the author's, not the rule's
            units = _sentence_units(paras)
            keep = len(units)
            while keep > 1 and (_EXPLAINING.search(self._own_words(units[keep - 1][1])) or _AUTHOR_VOICE.search(self._own_words(units[keep - 1][1]))):
                keep -= 1
            cut = units[keep][0] if keep < len(units) else len(paras)
            j -= len(paras) - cut
            paras = paras[:cut]
        if len(paras) > 1 and any((_EXPLAINING.search(self._own_words(p.text)) or _FIRST_PERSON.search(self._own_words(p.text))) and not _NUMBERED_STEP.match(p.text) for p in paras):
            # an explanation among the paragraphs: where the rule text ends is not marked
            return re.sub(r"[\s:;,\-–—]+$", "", s) + " ⟦?⟧", j
        text = "".join((p.gap if k else "") + (p.wiki or p.text) for k, p in enumerate(paras))
        return re.sub(r"[\s:;,\-–—]+$", "", s) + " " + self.toks.add(text, True), j

    def _stops_text(self, t: str, sc: _Tokens) -> bool:
        """Does a paragraph of unquoted text start the next instruction by its first word? "Otherwise, …" does only
        when an order follows it ("Otherwise, it is considered to be made …" is the rule's own sentence)."""
        if not _STOP.match(t):
            return False
        ow = _OTHERWISE.match(t) if re.match(r"(?:otherwise|else)\b", t, re.I) else None
        if ow is None:
            return True
        rest = t[ow.end():]
        return bool(_starts_instruction(rest) or _CONDITION.match(rest) or _is_gamestate(rest)
                    or self._reads_tokens(rest[:1].upper() + rest[1:], sc))

    def _own_words(self, text: str) -> str:
        """A paragraph's own words: what it quotes left out (a remark quoting the rule's "can" says no "can"), unless it
        is all quotation (a rule's paragraph given in quotation marks)."""
        t = _tokenize(text, self._scratch())
        return t if re.search(r"\w", re.sub(Q, "", t)) else text

    def _connector(self, text: str) -> bool:
        """A short line joining two quoted blocks ("to", "with this text:"), and not an instruction of its own."""
        if text[:1].islower() and not _RULE_LEAD.match(text) and len(text.split()) <= 16:
            sc = self._scratch()
            t = _tokenize(text, sc)
            # "append the following paragraph to the end of rule #19:" in lower case is an order of its own, not a joint
            return not (_starts_instruction(t[:1].upper() + t[1:]) and _match(_with_text(t, sc), sc, self.prev_rule))  # "change the numbers to 48 and 24, respectively.": the line goes on after the quote  # noqa: E501
        if not CONNECTOR.match(text) or len(text.split()) > 12:
            return False
        if not text[:1].islower() and len(text.split()) > 3:
            return False  # "And reword the third paragraph…" is a sentence of its own, not a joint
        sc = self._scratch()
        return not _match(_with_text(_tokenize(text, sc), sc), sc, self.prev_rule)

    def _scratch(self, base: _Tokens | None = None) -> _Tokens:
        """A copy of the post's tokens (or ``base``'s), for trying a reading without keeping what it adds."""
        t = _Tokens()
        t.items = list((base or self.toks).items)
        return t

    def _own_line(self, text: str) -> bool:
        """Does a paragraph read as the proposal's own line (an order, or a condition governing an order or a change
        of the gamestate), not as rule text?"""
        sc = self._scratch()
        t = _tokenize(text, sc)
        if _CONDITION.match(t):
            rest = t[_CONDITION.match(t).end():]
            return self._cond_reads(t, sc) or any(_is_gamestate(rest[c.end():]) for c in _splits(rest))
        return bool(_starts_instruction(t) and _read_line(t, sc, self.prev_rule))

    def _cond_reads(self, t: str, sc: _Tokens) -> bool:
        m = _CONDITION.match(t)
        rest = t[m.end():]
        for k, c in enumerate(_splits(rest)):
            tail = rest[c.end():]
            if _match(tail, sc, self.prev_rule) or k == 0 and _ONLY_VERBS.match(tail) \
                    or re.search(r":-?\s*$", t) and (_ONLY_VERBS.match(tail) or self._reads_tokens(tail[:1].upper() + tail[1:], sc)):
                return True  # a condition that governs an order (and leads into its text): the next instruction, not rule text
        return False

    def _read_sentence(self, s: str) -> tuple[list[Instruction], Instruction | None]:
        try:
            return self._read_sentence_in_context(s)
        finally:
            self.toks.context_rule = None

    def _read_sentence_in_context(self, s: str) -> tuple[list[Instruction], Instruction | None]:
        """-> (instructions, an open conditional "If X:" whose children follow)."""
        if "⟦?⟧" in s:
            return [self._not_understood(s.replace(" ⟦?⟧", ""), "the quoted text runs to the end of the post unmarked: "
                                         "where it stops and the author's comments start is not clear")], None
        ow = _OTHERWISE.match(s)
        cm = _CONDITION.match(s) if not ow else None
        ob = _OR_ELSE.search(s) if cm else None
        if ob:
            # "If X, add the following to A; otherwise add it to B: “T”": the text at the end is the text of both orders
            first, second = s[:ob.start()], s[ob.end():]
            tm = re.search(r"[\s:,-]*(⟦\d+⟧)\s*[.;]?\s*$", second)
            if tm and _THE_FOLLOWING.search(first) and _IT_TEXT.search(second[:tm.start()]):
                second = _IT_TEXT.sub(lambda m: m.group(1) + " the following", second[:tm.start()], count=1) + " " + tm.group(1)
                first = first + " " + tm.group(1)
            got, _ = self._read_sentence_in_context(first)
            other = self._classify(second[:1].upper() + second[1:])
            # each branch its own conditional, a branch not read kept in it (refused if taken, never lost with the other)
            if len(got) == 1 and got[0].kind == "conditional" and got[0].children and all(x.kind != "commentary" for x in got[0].children + other):
                word = ob.group("word").strip()
                got[0].sentence = self.toks.restore(s)
                return [*got, Instruction(kind="conditional", sentence=self.toks.restore(s), condition=word, children=other)], None
        if cm or ow:
            body = s[(cm or ow).end():]
            self.toks.context_rule = None
            named = _COND_RULE.search(body) or _COND_QUOTED_RULE.search(body) or _COND_IN_RULE.search(body)
            said = _COND_TEXT.search(body)
            if named and cm:  # "If there is a rule entitled X, change the last sentence of it": it is X
                rule, ok = _rule_name(named.group("r"), self.toks, self.prev_rule)
                if ok and rule:
                    self.prev_rule = self.toks.context_rule = rule
                if said and named and cm:  # "it" is the text the condition names, in that rule
                    body = _REWORD_IT.sub(lambda m: f"In {named.group('r')}, replace {said.group('t')} with", body)
                    s = s[:cm.end()] + body
            subject = _COND_SUBJECT.match(body) if cm and not said else None
            if subject:  # "If “Sailor” is not a game term, replace it with “Player” …": "it" is the quoted word
                body = _REPLACE_IT.sub(lambda m: f"{m.group(1)} {subject.group('t')} {m.group(2)}", body, count=1)
                s = s[:cm.end()] + body
            if ow:
                cond_text, rest = s[:ow.end()].strip(" ,:-"), body
            else:
                cond_text, rest = None, None
                if re.search(r"[:\-–—]\s*$", body) and not _CONDITION_THEN.search(body):
                    cond_text, rest = _CONDITION_LEADS_ON.sub("", body.rstrip(" :-–—")), ""
                else:
                    for c in _splits(body):
                        tail = LEAD_INS.sub("", body[c.end():]) or body[c.end():]
                        if _read_line(tail[:1].upper() + tail[1:], self.toks, self.prev_rule) or _is_gamestate(tail) or order_net.consequence(tail):
                            cond_text, rest = body[:c.start()], tail
                            break
                    if cond_text is None:
                        for c in _splits(body):
                            tail = body[c.end():]
                            if _ONLY_VERBS.match(tail) or _THIS_MATTER_DOES.match(tail):
                                cond_text, rest = body[:c.start()], tail
                                break
                    if cond_text is None:  # "If the CfJ here is pending, fail it": an order no form reads, not understood
                        for c in _splits(body):
                            tail = LEAD_INS.sub("", body[c.end():]) or body[c.end():]
                            if order_net.imperative(tail[:1].upper() + tail[1:]):
                                cond_text, rest = body[:c.start()], tail
                                break
                if cond_text is None:
                    if not _CLAUSE_ORDER.search(body) and not _is_gamestate(re.sub(r"⟦\d+⟧", "…", body)) \
                            and not re.search(r"\b(?:sub-?)?rules?\b|⟦\d+⟧", body, re.I):
                        return [Instruction(kind="commentary", sentence=self.toks.restore(s))], None  # a remark, governing nothing
                    return [self._not_understood(s, "a condition whose instruction could not be told apart")], None
                cond_text = self.toks.restore(cond_text).strip()
                if not re.match(r"if\b", s, re.I):  # "Unless X", "Should X": the word that turns the condition is kept
                    cond_text = s[:cm.end()].strip() + " " + cond_text
            cond = Instruction(kind="conditional", sentence=self.toks.restore(s), condition=cond_text)
            rest = rest.strip()
            if not rest or _DO_NOTHING.fullmatch(rest):
                if rest:
                    return [cond], None
                return [], cond
            rest = rest[:1].upper() + rest[1:]
            if cm and _CONDITION_GAMESTATE_THING.search(cond_text) and _IT_OBJECT.search(rest):
                # "If there is a GNDT field called X, rename it to Y": "it" is the field, a change of the gamestate
                cond.children = [Instruction(kind="gamestate", sentence=self.toks.restore(rest), gamestate=None)]
                return [cond], None
            said_words = _SAYS.findall(body[:len(body) - len(rest)] if rest and body.endswith(rest) else body)
            if _ADD_THAT.match(rest) and self.toks.last_inserted and len(said_words) == 1 and self.toks.get(said_words[0]):
                # "If the rule does not continue to say “X”, then add that at the end of the newly added sentence"
                rule, words = self.toks.last_inserted
                cond.children = [Instruction(kind="insert_text", sentence=self.toks.restore(rest), rule=rule,
                                             where=Place.of(Anchor(words)), text=self.toks.get(said_words[0]))]
                self.toks.last_inserted = None
                return [cond], None
            cond.children = self._classify(rest)
            if all(c.kind == "commentary" for c in cond.children) and cm and order_net.consequence(rest):
                # "If the Ferry is full, Kevan wins the game.": a change of the game said as a fact, never a remark
                cond.children = [self._not_understood(rest, "a consequence that changes the game, said as a fact: no known form reads it")]
            if all(c.kind == "commentary" for c in cond.children):  # "Otherwise every edit would need redoing.": a remark
                return [Instruction(kind="commentary", sentence=self.toks.restore(s))], None
            return [cond], None
        return self._classify(s), None

    def _classify(self, s: str) -> list[Instruction]:
        page, self._page = getattr(self, "_page", False), False
        if _BUILDING_BLOCK_PAGE.search(s) or page and _THAT_PAGE.search(s):
            self._page = True  # a Building Block page (2024) and "that rule" after it: gamestate, never a rule of the Ruleset
            return [Instruction(kind="gamestate", sentence=self.toks.restore(s), gamestate=None)]
        got = _read_line(s, self.toks, self.prev_rule)
        left = coverage.leftover(s, got, self.toks.get) if got else []
        if left:  # "Create a rule … and name it “Y”": a part of the sentence no part of the reading holds
            return [self._not_understood(s, f"words no part of the instruction accounts for: {', '.join(left[:6])}")]
        self.toks.last_added = self.toks.last_inserted = None
        ca = _CONTINUE_ADDITION.match(s) if not got else None
        if ca and self.last_added:  # "continue the above addition with the following:": right after the text just added
            rule, before = self.last_added
            got = [Instruction(kind="insert_text", sentence=self.toks.restore(s), rule=rule, where=Place.of(Anchor(before)),
                               text=_unwrap(self.toks.get(ca.group("text"))))]
        if got:
            for x in got:
                if x.rule or x.title:
                    self.prev_rule = x.rule if x.kind not in ("add_rule", "rename_rule") else x.title
                if x.kind in ("insert_text", "append_text", "prepend_text") and x.rule and x.text:
                    self.last_added = (x.rule, x.text)
            x = got[-1]
            if x.kind == "append_text" and x.rule and not x.where and x.text and "\n" not in x.text.strip():
                self.toks.last_added = x.rule  # one paragraph added at the end of the rule: its last paragraph now
            if x.kind == "insert_text" and x.text and "\n" not in x.text.strip():
                self.toks.last_inserted = (x.rule, x.text.strip())
            return got
        if _is_gamestate(re.sub(r"⟦\d+⟧", "…", s)) and not _DECLARES_TRACKED.search(s):  # the quoted words (a rule's text) are not
            # the instruction; a value a rule tracks ("… (with an initial value of 0) tracked by the GNDT") is a rule's words
            if order_net.remark_frame(s):  # "The idea is that if no one acts, every Vassal loses 1 Coin.": explained, not ordered
                return [Instruction(kind="commentary", sentence=self.toks.restore(s))]
            if order_net.ruleset_words(s):  # "Set the cost of “X” to 1 by adding the line “Cost: 1” …": an edit of rule text
                return [self._not_understood(s, f"a change said as an edit of a rule's text ({self.toks.restore(order_net.ruleset_words(s))!r}): no known form reads it")]
            return [Instruction(kind="gamestate", sentence=self.toks.restore(s), gamestate=None)]
        if _starts_instruction(s) and _EACH_REMARK.match(s):
            return [Instruction(kind="commentary", sentence=self.toks.restore(s))]  # "Each X has …; if you alone meet it, …"
        if _starts_instruction(s) or _PASSIVE_ORDER.search(s):
            named = {self.toks.get(a or b) for a, b in _ONE_RULE_NAMED.findall(s)}
            out = [self._not_understood(s, "no known form reads this instruction")]
            if len(named) == 1 and len(re.findall(Q, s)) == 1:
                self.prev_rule = named.pop()  # "Remove all text from the “X” rule, except …" then "To the start of the rule, add"
            return out
        if _REQUEST.search(s):
            return [self._asked(s)]
        if _OFFERED_TEXT.match(s):
            return [self._not_understood(s, "a rule's text offered with no instruction saying where it goes")]
        if _THIS_MATTER_DOES.match(s):
            return [self._not_understood(s, "what the post does is said of it, not as an instruction")]
        verb = order_net.orders(s)
        if verb:  # "Reset every Vassal's Marks.", "Anyway, expunge …", "X shall be halved": an order no form reads
            return [self._not_understood(s, f"an order ({verb!r}) no known form reads")]
        if _BARE_RULE_SENTENCE.match(s) and not _is_remark(self.toks.restore(s)) and not order_net.remark_frame(s):
            # "A Map player may spend 1/3 of his points to mark a Landmark.": a rule's sentence with no instruction
            return [self._not_understood(s, "a sentence in a rule's words, with no instruction saying where it goes")]
        return [Instruction(kind="commentary", sentence=self.toks.restore(s))]

    def _asked(self, s: str) -> Instruction:
        """A request said in prose (its quoted words as tokens), read as what it asks for (see _request)."""
        got = _request(s)
        if got.kind == "not_understood":
            return self._not_understood(s, _ASKED)
        got.sentence = self.toks.restore(s)
        return got

    def _not_understood(self, s: str, why: str) -> Instruction:
        self.prev_rule = None  # "that rule" after an instruction not understood: which rule it means is not known
        self.last_added = None
        return Instruction(kind="not_understood", sentence=self.toks.restore(s), reason=why)


_AFTER_SEP = "after the separator line: the author's notes"
_BARE_RULE_SENTENCE = _Cue(wordings.BARE_RULE_SENTENCE)
_REQUEST = _Cue(wordings.REQUEST)
_FIRST_PERSON = _Cue(wordings.FIRST_PERSON)
_AUTHOR_VOICE = _Cue(wordings.AUTHOR_VOICE)
_EXPLAINING = _Cue(wordings.EXPLAINING)
_RULE_VERB = _Cue(wordings.RULE_VERB)
_RULE_SENTENCE = _Cue(wordings.RULE_SENTENCE)
_ADDITION_TO_RULE = _Cue(wordings.ADDITION_TO_RULE)

_NUMBERED_STEP = re.compile(r"\s*(?:[*#]|\d{1,2}[.)]\s|\([a-z0-9]\)\s)")  # a step or an item of a rule's list ("* If your Grove …")


def _sentence_units(paras: list[Block]) -> list[tuple[int, str]]:
    """The lines of unquoted text as the units a remark is told apart in: (where each starts, its words); a line after
    a <br> that goes on with a sentence not ended ("… for that Courtier’s" / "House.") is one unit with it."""
    out: list[tuple[int, str]] = []
    for k, p in enumerate(paras):
        if out and p.gap == "\n" and not re.search(r"[.!?:;]\W*$", paras[k - 1].text):
            out[-1] = (out[-1][0], out[-1][1] + " " + p.text)
        else:
            out.append((k, p.text))
    return out


_SCOPE_LEAD = _Cue(wordings.SCOPE_LEAD)


def _in_scope(items: list[Instruction], scope: tuple) -> None:
    """Orders under "In the rule X:" that name no rule are in that rule (and at the place the line named)."""
    rule, where = scope
    for x in items:
        _in_scope(x.children, scope)
        if x.kind in ("replace_text", "append_text", "prepend_text", "insert_text") and x.rule is None and x.section is None:
            x.rule = rule
            if where and not x.where:
                x.where = where


def _unquoted_pairs(paras: list[Block]) -> list[tuple[list[Block], Block, list[Block]]] | None:
    """Unquoted paragraphs read as pairs of old and new text: each pair a run of paragraphs, a line "to" alone, a
    run of paragraphs; pairs apart by a line "and" alone. None when they do not read so."""
    groups: list[list[Block]] = [[]]
    for p in paras:
        if _AND_ONLY.match(p.text):
            groups.append([])
        else:
            groups[-1].append(p)
    out = []
    for g in groups:
        cut = [k for k, p in enumerate(g) if _CONNECTOR_ONLY.match(p.text)]
        if len(cut) != 1 or not 0 < cut[0] < len(g) - 1:
            return None
        out.append((g[:cut[0]], g[cut[0]], g[cut[0] + 1:]))
    return out


def _is_remark(text: str) -> bool:
    """Does a paragraph read as the author's remark rather than rule text (said in the first or second person, with
    words that explain the proposal, or with no verb rules are written with)?"""
    if _NUMBERED_STEP.match(text):
        return False  # a step or an item of the rule's list
    return bool(_FIRST_PERSON.search(text) or _EXPLAINING.search(text) or not _RULE_VERB.search(text))
_NUMBERED_ITEM = re.compile(r"^\s*(?:\d{1,2}[.)]|\([a-z0-9]\))\s+")
_LINE_ASIDE = _Cue(wordings.LINE_ASIDE)
_CONNECTOR_ONLY = _Cue({"phrasing": r"^(?:to|with|into|for|by)\s*[:;-]*\s*$"})
_AND_ONLY = _Cue({"phrasing": r"^and\s*[:;,-]*\s*$"})
_AND_GERUND = _Cue({"phrasing": r"^and\s+(?:by\s+)?(?:removing|deleting|striking|replacing|changing|adding|appending|inserting)\s*[:;,-]*\s*$"})
_THIS_MATTER = _Cue({"phrasing": r"\bthis\s+(?:proposal|cfj|call\s+for\s+judge?ment)\b"})
_ASKED = "a request said in prose: what to do is asked for, not said as an instruction"
_REQUEST_CHOICE = _Cue(wordings.REQUEST_CHOICE)
_THIS_MATTER_DOES = _Cue(wordings.THIS_MATTER_DOES)
_OFFERED_TEXT = _Cue(wordings.OFFERED_TEXT)
_CONTINUE_ADDITION = _Cue(wordings.CONTINUE_ADDITION)
_REQUEST_OF_ITSELF = _Cue(wordings.REQUEST_OF_ITSELF)


def _request(s: str) -> Instruction:
    """A request said in prose: one change of the gamestate asked for outright is a gamestate order; a wish about
    the post itself is a remark; a choice of remedies, or a request naming a rule or quoting words, is not understood."""
    if _REQUEST_OF_ITSELF.search(s):
        return Instruction(kind="commentary", sentence=s)
    if _REQUEST_CHOICE.search(s):
        return Instruction(kind="not_understood", sentence=s, reason=_ASKED)
    return Instruction(kind="gamestate", sentence=s, gamestate=None)
_COND_QUOTED_RULE = _Cue({"phrasing": r"^(?:the\s+)?(?P<r>{QUOTED})\s+(?:sub-?)?rule\s+(?:exists|is|has|contains|still)\b"})
_COND_IN_RULE = _Cue({"phrasing": r"\b(?:in|of)\s+the\s+(?:(?:core|dynastic)\s+)?rule\s+(?P<r>{QUOTED})"})
_COND_TEXT = _Cue({"phrasing": r"\bthe\s+(?:paragraph|bullet\s+point|sentence|line|item|text|words)\s+(?:reading|that\s+reads|which\s+reads|saying)\s+(?P<t>{QUOTED})"})
_COND_SUBJECT = _Cue(wordings.CONDITION_WORD_SUBJECT)
_REPLACE_IT = _Cue({"phrasing": r"\b(replace|change|substitute)\s+it\s+(with|to|by)\b"})
_REWORD_IT = _Cue({"phrasing": r"\b(?:reword|rewrite|change|replace)\s+it\s+(?:as\s+follows|to\s+read|to|with)\b"})
_COND_RULE = _Cue({"phrasing": r"^(?:there\s+is\s+an?\s+|an?\s+|the\s+)?(?:(?:core|dynastic)\s+)?(?:sub-?)?rule\s+(?:(?:entitled|called|named|titled)\s+)?(?P<r>{QUOTED}|(?-i:[A-Z])[\w'’ -]*?)(?=\s*(?:,|\s+(?:exists|is|has|contains|still)\b))"})  # noqa: E501
_CLAUSE_ORDER = _Cue({"phrasing": r"(?:^|[,;:]\s*|\bthen\s+)(?:please\s+)?{INSTRUCTION_VERB}\b"})
_PROPOSAL_WIDE = _Cue(wordings.PROPOSAL_WIDE)


def _gamestate_order(items: list[Instruction]) -> Instruction | None:
    """The gamestate order a sentence gave (itself, or the one a conditional of it governs), or None."""
    for x in reversed(items):
        if x.kind == "gamestate":
            return x
        if x.kind == "conditional" and x.children and x.children[-1].kind == "gamestate":
            return x.children[-1]
    return None


def _governing(items: list[Instruction], blocks_open: set[int]) -> list[Instruction]:
    """A condition opened by "If X:" that governs no instruction is a remark: commentary."""
    for x in items:
        if x.kind == "conditional" and id(x) in blocks_open and not x.children:
            x.kind, x.condition = "commentary", None
    return items


def _wrap_proposal_wide(items: list[Instruction], conds: list[tuple[str, str, int]]) -> list[Instruction]:
    """"If Proposal X failed, this proposal does nothing": one conditional "Unless …" governs what follows it, up to
    its last instruction (the author's remarks after that stay outside)."""
    for cond, sentence, at in reversed(conds):
        last = max((k for k in range(at, len(items)) if items[k].kind != "commentary"), default=None)
        if last is None:
            items = items[:at] + [Instruction(kind="commentary", sentence=sentence)] + items[at:]
            continue
        wrap = Instruction(kind="conditional", sentence=sentence, condition=f"Unless {cond}", children=items[at:last + 1])
        items = items[:at] + [wrap] + items[last + 1:]
    return items


def _merge_commentary(items: list[Instruction]) -> list[Instruction]:
    """Consecutive commentary lines are one commentary."""
    out: list[Instruction] = []
    for x in items:
        if x.kind == "commentary" and out and out[-1].kind == "commentary" and x.reason != _AFTER_SEP:
            out[-1].sentence += "\n\n" + x.sentence
        else:
            out.append(x)
    return out


def read_instructions(body_html: str, *, source: str = "") -> list[Instruction]:
    """A proposal's body HTML -> what it says to do, in order. Pure; a body that is not HTML is a ProposalFormatError."""
    if not isinstance(body_html, str):
        raise ProposalFormatError(f"{source or 'proposal'}: the post body is not text")
    return _Reader(_blocks(body_html, source)).run()
