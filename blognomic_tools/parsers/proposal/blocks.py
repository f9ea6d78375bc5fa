"""Step 1 of reading a proposal: the post body's HTML -> blocks (paragraphs, quoted text as wikitext, lists,
separators), lines a ``<br>`` broke mid-sentence joined again."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ...phrasings import proposals as wordings
from ..soup import MAX_DEPTH, Tag, depth_over, is_text, make_soup
from .matching import match_line, with_text
from .table import (
    AND_ONLY, CONDITION, CONNECTOR_ONLY, LEAD_INS, MAX_BODY, Cue, ProposalFormatError, is_gamestate, starts_instruction)
from .tokens import Tokens, squash, tokenize


@dataclass
class Block:
    """One block of the post body: a paragraph's line, quoted text, a list or a separator."""
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
        words = squash(" ".join("".join(own).split("\n")))
        lines.append(mark * depth + " " + words)
        lines.extend(subs)
    return "\n".join(lines)


def _lines_of(raw: str) -> list[tuple[str, str]]:
    """Text with <br> newlines -> [(line, gap)], a blank line being a paragraph break."""
    out, gap = [], "\n\n"
    for line in raw.split("\n"):
        s = squash(line)
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
            out.append(Block("para", line, aside=whole_italic or bracketed(line), gap=gap if k else "\n\n", wiki=w))
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
                items = [squash(" ".join(_inline(li.children, False).split())) for li in lis]
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


def bracketed(line: str) -> bool:
    """Is the line all in brackets ([…], (…), {…}): an aside of the author?"""
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


def blocks_of(body_html: str, source: str) -> list[Block]:
    """A post body's HTML -> its blocks (a ProposalFormatError if it is too long, not HTML or nested too deep)."""
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


_LINE_GOES_ON = Cue(wordings.LINE_GOES_ON)
_NEXT_GOES_ON = Cue(wordings.NEXT_GOES_ON, flags=0)


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
    if re.match(r"[*#]", b.text):
        return False  # "… may either:<br>* Buy …; or,<br>* Sell …": an item of a list starts its own line
    if CONNECTOR_ONLY.match(prev.text):
        return False  # "to" alone on its line, between the old text and the new
    if CONNECTOR_ONLY.match(b.text) and not starts_instruction(prev.text) and not CONDITION.match(prev.text):
        return False  # "Rules 1-9 are …<br>With:<br>…": the words before are old text laid out, "With:" leads to the new
    bare = LEAD_INS.sub("", b.text)
    own = starts_instruction(b.text) or CONDITION.match(b.text) \
        or bare != b.text and starts_instruction(bare[:1].upper() + bare[1:])  # "Also, after “A”, add:-": an order after its lead-in
    if re.search(r"\b(?:proposal|cfj)\s*:\s*$", prev.text, re.I) and not own:
        return True  # "If Proposal:" / "The Old Ways Return was not enacted …": a post's title follows its kind
    if re.search(r"[)\]]\s*$", prev.text) and re.match(r"(?:and|or|then|but)\b", b.text):
        return True  # "… (with the restriction that …)" / "and then repeal this rule.": the sentence goes on
    if re.search(r":\s*$", prev.text):  # a gamestate order's values on the next line ("Give it two values:" / "‘A’ and ‘B’")
        return is_gamestate(prev.text) and len(b.text.split()) <= 8 and not own and not is_gamestate(b.text)
    if re.search(r"[.!?;)\]…]\s*$", prev.text):
        return False
    if prev.text.rstrip().endswith(",") and b.text[:1].isupper() and _leads_into_text(prev.text):
        return False  # "Create a rule called Outlaws of the Leagues," / "The word …": the comma leads into the rule's text
    if _LINE_GOES_ON.search(prev.text) or _NEXT_GOES_ON.match(b.text):
        return True  # a word that needs more after it, or a line going on in lower case
    if not own and not starts_instruction(prev.text) and starts_instruction(f"{prev.text} {b.text}"):
        return True  # "In the Pause" / "Rule, change": the instruction is said only by the two lines together
    if CONDITION.match(prev.text) and "," not in prev.text and not own:
        return True  # "If two or more<br>Players disagree, …": a condition not yet said
    return bool((re.match(r"[(\[]", b.text) or re.search(r":-?\s*$", b.text) and len(b.text.split()) <= 12) and not own)


def _leads_into_text(text: str) -> bool:
    """Does a line read as an instruction waiting for its text (a new rule's title said, its text to follow)?"""
    t = Tokens()
    return bool(match_line(with_text(tokenize(text, t), t), t, None))


def _join_broken_lines(blocks: list[Block]) -> list[Block]:
    """Lines a <br> broke mid-sentence, joined again: the <br> stood where a space stands."""
    out: list[Block] = []
    for b in blocks:
        prev = out[-1] if out else None
        if prev is not None and len(out) > 1 and AND_ONLY.match(prev.text) and prev.gap == "\n" and out[-2].kind == "para" \
                and re.search(r"[.!?]\s*$", out[-2].text) and not b.text[:1].islower():
            out.append(b)  # "… 24 hours.<br>and<br>3 - The Smuggler …": "and" alone between two pairs of old and new text
            continue
        if prev is not None and _goes_on(prev, b):
            prev.wiki = f"{prev.wiki or prev.text} {b.wiki or b.text}"
            prev.text = f"{prev.text} {b.text}"
            prev.aside = bracketed(prev.text)  # "[Signing up … and it<br>doesn't happen often.]" is an aside again
            continue
        out.append(b)
    return out
