"""Telling the author's remarks apart from rule text and orders: a paragraph said in the first person or explaining
the proposal, pairs of unquoted old and new text, a request said in prose."""
from __future__ import annotations

import re

from ...models import Instruction
from ...phrasings import proposals as wordings
from .blocks import Block
from .table import AND_ONLY, CONNECTOR_ONLY, Cue


# Words of the first or second person: the author speaking, not rule text.
FIRST_PERSON = Cue(wordings.FIRST_PERSON)
# Words that explain the proposal ("Currently", "this means", "the idea is").
EXPLAINING = Cue(wordings.EXPLAINING)
_RULE_VERB = Cue(wordings.RULE_VERB)

NUMBERED_STEP = re.compile(r"\s*(?:[*#]|\d{1,2}[.)]\s|\([a-z0-9]\)\s)")  # a step or an item of a rule's list ("* If your Grove …")


def sentence_units(paras: list[Block]) -> list[tuple[int, str]]:
    """The lines of unquoted text as the units a remark is told apart in: (where each starts, its words); a line after
    a <br> that goes on with a sentence not ended ("… for that Courtier’s" / "House.") is one unit with it."""
    out: list[tuple[int, str]] = []
    for k, p in enumerate(paras):
        if out and p.gap == "\n" and not re.search(r"[.!?:;]\W*$", paras[k - 1].text):
            out[-1] = (out[-1][0], out[-1][1] + " " + p.text)
        else:
            out.append((k, p.text))
    return out


_ITEM_MARK = re.compile(r"\s*(?P<mark>[-–*#]+(?=\s)|\d{1,2}[.)]|\([a-z0-9]\))")


def led_items(paras: list[Block]) -> set[int]:
    """Which paragraphs are items of a list a line ending with a colon leads into ("Mutations are the following:" and
    "- Hulk: …" / "- Blight: Whenever you …"; "… each of the following:" and "1)a set …"): a rule's list, whatever
    person its items are said in, never the author's remark. Items go on while the lines start with the same kind of mark."""
    out: set[int] = set()
    led: str | None = None  # the kind of mark of the list being led, once its first item is seen
    for k, p in enumerate(paras):
        m = _ITEM_MARK.match(p.text)
        kind = None if m is None else ("n" if m.group("mark")[:1].isdigit() or m.group("mark")[:1] == "(" else m.group("mark"))
        if kind is not None and (led == kind or led == "" and k):
            out.add(k)
            led = kind
            continue
        led = "" if re.search(r":\s*[-–—]?\s*$", p.text) else None
    return out


def unquoted_pairs(paras: list[Block]) -> list[tuple[list[Block], Block, list[Block]]] | None:
    """Unquoted paragraphs read as pairs of old and new text: each pair a run of paragraphs, a line "to" alone, a
    run of paragraphs; pairs apart by a line "and" alone. None when they do not read so."""
    groups: list[list[Block]] = [[]]
    for p in paras:
        if AND_ONLY.match(p.text):
            groups.append([])
        else:
            groups[-1].append(p)
    out = []
    for g in groups:
        cut = [k for k, p in enumerate(g) if CONNECTOR_ONLY.match(p.text)]
        if len(cut) != 1 or not 0 < cut[0] < len(g) - 1:
            return None
        out.append((g[:cut[0]], g[cut[0]], g[cut[0] + 1:]))
    return out


def is_remark(text: str) -> bool:
    """Does a paragraph read as the author's remark rather than rule text (said in the first or second person, with
    words that explain the proposal, or with no verb rules are written with)?"""
    if re.match(r"\*[^*]+\*\s*$", text):
        return True  # "*urges FOR votes with a wink*": an action of the author's between asterisks, not an item
    if NUMBERED_STEP.match(text):
        return False  # a step or an item of the rule's list
    return bool(FIRST_PERSON.search(text) or EXPLAINING.search(text) or not _RULE_VERB.search(text))


# Words naming the post itself ("this proposal", "this CfJ").
THIS_MATTER = Cue({"phrasing": r"\bthis\s+(?:proposal|cfj|call\s+for\s+judge?ment)\b"})
ASKED = "a request said in prose: what to do is asked for, not said as an instruction"
_REQUEST_CHOICE = Cue(wordings.REQUEST_CHOICE)
_REQUEST_OF_ITSELF = Cue(wordings.REQUEST_OF_ITSELF)


def request(s: str) -> Instruction:
    """A request said in prose: one change of the gamestate asked for outright is a gamestate order; a wish about
    the post itself is a remark; a choice of remedies, or a request naming a rule or quoting words, is not understood."""
    if _REQUEST_OF_ITSELF.search(s):
        return Instruction(kind="commentary", sentence=s)
    if _REQUEST_CHOICE.search(s):
        return Instruction(kind="not_understood", sentence=s, reason=ASKED)
    return Instruction(kind="gamestate", sentence=s, gamestate=None)
