"""The post as the reader walks it (its blocks, its tokens, the rule named last), and the text a line takes: the quoted
blocks it leads into and the short lines between them, unquoted paragraphs up to the next instruction, text after a
colon on the same line, lines a ``<br>`` broke with no word saying so."""
from __future__ import annotations

import re

from ...phrasings import proposals as wordings
from .. import orders as order_net
from .blocks import Block
from .lines import read_line
from .matching import match_line, with_text
from .remarks import EXPLAINING, FIRST_PERSON, NUMBERED_STEP, THIS_MATTER, is_remark, led_items, sentence_units, unquoted_pairs
from .table import (
    MAX_SPLITS, CONDITION, CONNECTOR, CONNECTOR_ONLY, LEAD_INS, LEAD_ONLY, ONLY_VERBS, ORDER_AFTER_PLACE, OTHERWISE,
    PASSIVE_ORDER, Q, RULE_LEAD, Cue, is_gamestate, needs_text, splits, starts_instruction)
from .tokens import Tokens, sentences, tokenize


_INLINE_THEN = Cue(wordings.INLINE_THEN)
_CONTINUED = Cue(wordings.CONTINUED_SENTENCE)

_OLD_TEXT_FOLLOWS = Cue(wordings.OLD_TEXT_FOLLOWS)
_CHANGE_ORDER_END = Cue(wordings.CHANGE_ORDER_END)
_CHANGE_VERB = Cue(wordings.CHANGE_VERB)
_REPLACE_VERB = Cue(wordings.REPLACE_VERB)

_ONE_ITEM = Cue(wordings.ONE_ITEM)
_ONE_PARAGRAPH = Cue(wordings.ONE_PARAGRAPH)
_PART_EDIT_ORDER = Cue(wordings.PART_EDIT_ORDER)
_CONDITION_GAMESTATE_THING = Cue(wordings.CONDITION_GAMESTATE_THING)
_IT_OBJECT = Cue(wordings.IT_OBJECT)
_EXISTENCE = Cue(wordings.EXISTENCE)
_PURPOSE_LEAD = Cue(wordings.PURPOSE_LEAD)

# Verbs that end unquoted rule text: a paragraph starting with one is the next instruction, not more text.
_STOP = Cue(wordings.STOP)
_VERB_LAST = Cue(wordings.VERB_LAST)
_TEXT_NAMED_LAST = Cue(wordings.TEXT_NAMED_LAST)
_REMARK_LABEL = Cue(wordings.REMARK_LABEL)


# the marks a taken sentence carries for the reader: its text runs on unmarked (⟦?⟧), or items typed after an order no
# form reads were taken with it (WITH_ITEMS): either way the sentence is refused, each with its own reason
WITH_ITEMS = "⟦*⟧"

class Taker:
    """The post being read (its blocks, its tokens, the rule named last, the text added last) and how a line takes its text."""

    def __init__(self, blocks: list[Block]):
        self.blocks = blocks
        self.toks = Tokens()
        self.prev_rule: str | None = None
        self.last_added: tuple[str, str] | None = None  # (rule, text) of the text the instruction before put in
        self.cursor = 0  # the next block to read (the inline text of "…: text" may take the lines after it)

    def join_on_evidence(self) -> None:
        """Lines a <br> broke where no word says so ("Add every Vassal who voted<br>FOR this proposal…"): joined
        when the line alone reads as nothing and, joined with the next, reads as an instruction; an instruction or
        gamestate line without its stop is joined with a short ending that reads as nothing by itself ("Josh gains
        2<br>Stone."). A line that reads alone (an instruction waiting for its text) is never joined."""
        bl = self.blocks
        k = 0
        while k + 1 < len(bl):  # "Add a rule called X to the ruleset." / "It will contain the following text:": one order
            a, b = bl[k], bl[k + 1]
            if a.kind == b.kind == "para" and not a.aside and not b.aside and re.search(r"[.!?]\s*$", a.text) \
                    and starts_instruction(a.text) and _CONTINUED.match(b.text):
                a.wiki, a.text = f"{a.wiki or a.text} {b.wiki or b.text}", f"{a.text} {b.text}"
                del bl[k + 1]
            k += 1
        k = 0
        while k + 1 < len(bl):
            a, b = bl[k], bl[k + 1]
            if not (a.kind == b.kind == "para" and b.gap == "\n" and not a.aside and not b.aside
                    and not re.search(r"[.!?:;)\]…]\s*$", a.text)):
                k += 1
                continue
            nxt = b.text
            first = re.split(r"(?<=[.!?])\s+", nxt.strip(), maxsplit=1)[0]
            if starts_instruction(first) or CONDITION.match(first) or is_gamestate(first) or LEAD_ONLY.match(first) \
                    or self._order_after_lead(first):
                k += 1
                continue
            joined = f"{a.text} {nxt}"
            if not self.reads(a.text) and (self.reads(joined) or is_gamestate(joined) and not is_gamestate(a.text) and not CONNECTOR.match(a.text)
                                            or (is_gamestate(a.text) or starts_instruction(a.text))
                                            and (first.endswith(".") and len(first.split()) <= 8
                                                 or re.search(r":-?\s*$", nxt) and not re.search(r"[.!?]\s", nxt))):
                a.wiki = f"{a.wiki or a.text} {b.wiki or b.text}"
                a.text = joined
                del bl[k + 1]
                continue
            k += 1

    def wants_quote(self, s: str) -> bool:
        """Does a line ending with a full stop still lead into the quoted block after it ("Unless X, I also propose
        that this should be added to the same rule." + the quote)? Only when it reads with the quote and not without."""
        if CONDITION.match(s):
            body = s[CONDITION.match(s).end():]
            for c in splits(body):
                tail = LEAD_INS.sub("", body[c.end():]) or body[c.end():]
                tail = tail[:1].upper() + tail[1:]
                if self.reads_tokens(tail.rstrip(" .")) and not read_line(tail, self.scratch(), self.prev_rule):
                    return True
            return False
        return self.reads_tokens(s.rstrip(" .")) and not read_line(s, self.scratch(), self.prev_rule)

    def reads_tokens(self, t: str, base: Tokens | None = None) -> bool:
        """Does a tokenized line (its tokens those of ``base``, else the post's) read as an instruction, as it is or
        with its quoted text after it?"""
        sc = self.scratch(base)
        prev = self.prev_rule or "the rule before"  # "the previous rule" reads as a place even before that rule is read
        return bool(match_line(t, sc, prev) or match_line(with_text(t, sc), sc, prev))

    def reads(self, text: str) -> bool:
        """The same, for a line not yet tokenized."""
        sc = self.scratch()
        t = tokenize(text, sc)
        return bool(match_line(t, sc, self.prev_rule) or match_line(with_text(t, sc), sc, self.prev_rule))

    def inline_text_at(self, s: str) -> bool:
        """Does the sentence end in "…: <text>", an instruction with its text after the colon on the same line?"""
        m = re.match(r"^(.*?[^:]):-?\s+(\S.*)$", s)
        if not m or not starts_instruction(m.group(1)) or m.group(2).startswith("⟦"):
            return False
        t = self.scratch()
        return bool(match_line(with_text(m.group(1), t), t, self.prev_rule))

    def inline_colon(self, s: str) -> str:
        """"Create a new rule called X: Each Vassal…" on one line: the text after the colon (and its lines after a <br>) as a token."""
        if "⟦?⟧" in s or WITH_ITEMS in s:
            return s
        m = re.match(r"^(.*?[^:]):-?\s+(\S.*)$", s)
        if not m:
            return s
        head, rest = m.groups()
        if not starts_instruction(head) or rest.startswith("⟦") or re.search(r"\brules?\s+\d+(?:\.\d+)*$", head, re.I):
            return s  # the text after the colon is quoted already, or is the title of a numbered rule ("Rule 11: Karma")
        if _PART_EDIT_ORDER.match(self.toks.plain(rest).strip()):
            return s  # "Amend Rule 2.3 (X): Change sentence": an order naming the part it edits, no rule text
        t = self.scratch()
        if match_line(with_text(head, t), t, self.prev_rule):
            text = self.toks.plain(rest).strip()
            while self.cursor < len(self.blocks):  # the text's lines after a <br> in the same paragraph
                b = self.blocks[self.cursor]
                if not (b.kind == "para" and b.gap == "\n" and not b.aside) or starts_instruction(b.text) \
                        or CONDITION.match(b.text) or is_gamestate(b.text) or self._order_after_lead(b.text):
                    break
                text += "\n" + (b.wiki or b.text)
                self.cursor += 1
            return head + " " + self.toks.add(text, True)
        return s

    def absorb(self, s: str, i: int) -> tuple[str, int]:
        """Join the quoted blocks (and the short lines between them) that this line leads into."""
        passive = self._passive_text(s, i)
        if passive is not None:
            return passive
        if not (starts_instruction(s) or CONDITION.match(s) and (_INLINE_THEN.search(s) or self.wants_quote(s) or self.inner_order(s) is not None)
                or self.reads_tokens(s)):
            return s, i
        old_new = self._old_and_new_quotes(s, i)
        if old_new is not None:
            return old_new
        s, i, took = self._take_quotes(s, i)
        if took or not starts_instruction(LEAD_INS.sub("", s)) and not CONDITION.match(s) and not self.reads_tokens(s):
            return s, i
        return self._take_unquoted(s, i)

    def _passive_text(self, s: str, i: int) -> tuple[str, int] | None:
        """Reads the text of an order in the passive that no form reads, taken whole so it is refused with it."""
        n = len(self.blocks)
        if PASSIVE_ORDER.search(s) and needs_text(s):
            # "it will be included in the ARK ruleset under the title “X”" and the rule's text below: not read, but
            # its text is its own (refused with it), never read line by line as orders
            j = i
            while j < n and self.blocks[j].kind in ("para", "list", "quote") and not self.blocks[j].aside \
                    and not starts_instruction(self.blocks[j].text):
                j += 1
            while j > i and self.blocks[j - 1].kind == "para" and is_remark(self.blocks[j - 1].text):
                j -= 1
            if j > i:
                text = "\n\n".join(b.wiki or b.text for b in self.blocks[i:j])
                return _unstopped(s) + " " + self.toks.add(text, True), j
        return None

    def _old_and_new_quotes(self, s: str, i: int) -> tuple[str, int] | None:
        """Reads the two quoted blocks (old text, then new) after a line saying the old text follows."""
        n = len(self.blocks)
        if not (_OLD_TEXT_FOLLOWS.search(s) and i + 1 < n and self.blocks[i].kind == self.blocks[i + 1].kind == "quote"
                and (i + 2 >= n or self.blocks[i + 2].kind != "quote")):
            return None
        s = _unstopped(s) + " " + self.toks.add(self.blocks[i].text, True) + " to " + self.toks.add(self.blocks[i + 1].text, True)
        i += 2
        if i + 1 < n and self.blocks[i].kind == "para" and self.blocks[i + 1].kind == "quote" and _AND_GERUND.match(self.blocks[i].text) \
                and (i + 2 >= n or self.blocks[i + 2].kind != "quote"):
            # "Amend rule 1.2 by replacing" [old] [new] "and removing" [text]: the next clause of the same order
            s += " " + _unstopped(self.blocks[i].text) + " " + self.toks.add(self.blocks[i + 1].text, True)
            i += 2
        return s, i

    def _take_quotes(self, s: str, i: int) -> tuple[str, int, bool]:
        """Reads the quoted blocks a line leads into and the short joints between them; says whether it took any."""
        n = len(self.blocks)
        took = False
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
                        and (quote_after or not read_line(s, self.scratch(), self.prev_rule)):
                    s += " " + tokenize(nxt.text, self.toks)
                    i += 1
                    if i < n and self.blocks[i].kind in ("quote", "list"):
                        continue
                break
            break
        return s, i, took

    def _take_unquoted(self, s: str, i: int) -> tuple[str, int]:
        """Reads unquoted text: the paragraphs up to the next instruction, separator or aside, after a line ending with
        a colon or a dash, or with no stop at all ("Create a new rule “X”" and its text below)."""
        n = len(self.blocks)
        if i < n and self.blocks[i].kind == "para" and not self.blocks[i].aside and following_stop(s):
            s = re.sub(r"\.\s*$", ":", s)  # "Add the following to the “Pieces” subrule." and its text: the stop leads in as a colon
        if not re.search(r"[:\-–—]\s*$", s) and re.search(r"[.!?)\]]\s*$", s):
            return s, i
        t = self.scratch()
        order = self._order_of(s)
        if order is None:
            return s, i
        probe = with_text(order, t)
        pair = probe + " with " + t.add("y", True)  # "In the rule “X” replace" / the old text / "with" / the new
        announced = self._announces_text(s, i, order, probe, t)
        if not match_line(probe, t, self.prev_rule) and not (re.search(r"(?::-?|\b(?:to|with|into|as|reads?))\s*$", s) and starts_instruction(order)) \
                and not announced \
                and not match_line(pair, t, self.prev_rule):
            return self._unread_order(s, i, order)
        change_order = bool(_CHANGE_ORDER_END.search(s))  # the old text follows, then "to", then the new
        in_quotes = self._quoted_paragraphs(s, i)
        if in_quotes is not None:
            return in_quotes
        paras, j, unmarked = self._gather_paragraphs(i, announced, change_order)
        if not paras:
            return s, i
        if self._end_unmarked(j, unmarked, change_order):
            return _unstopped(s) + " ⟦?⟧", j
        pairs = unquoted_pairs(paras) if _CHANGE_VERB.search(s) else None
        if pairs:
            return self._said_in_pairs(s, pairs, j)
        return self._trimmed_text(s, paras, j)

    def _order_of(self, s: str) -> str | None:
        """Reads the order of a line, after its condition when it has one, or None when no order follows the condition."""
        if not CONDITION.match(s):  # "If the CfJ X passed, replace “A” in rule 2.1 with:" and the text on the next line
            return s
        then = _INLINE_THEN.search(s)
        at = then.start() if then else self.inner_order(s)
        if at is None:
            return None
        order = re.sub(r"^[\s,]*(?:then\s*,?\s*)?", "", s[at:])
        return order[:1].upper() + order[1:]

    def _announces_text(self, s: str, i: int, order: str, probe: str, t: Tokens) -> bool:
        """Reads whether an order no form reads announces the paragraph after it as its text."""
        n = len(self.blocks)
        # an order no form reads that announces "the following" text with no stop, or ends with its verb ("…, add"):
        # the paragraph after it is that text
        # (an order ending with its verb, "…, add", or with the text it gives, "… reading", leads into the paragraph after
        # it as well, read by a form or not)
        return (bool(_ANNOUNCED.search(s)) and not match_line(probe, t, self.prev_rule) or bool(_VERB_LAST.search(s))
                or bool(_TEXT_NAMED_LAST.search(s)) and not re.search(r"\bfollowing\s*$", s)) \
            and order is s and starts_instruction(order) \
            and not (i < n and re.match(r"[*#]+\s", self.blocks[i].text))  # (items typed after it go with it, below)

    def _unread_order(self, s: str, i: int, order: str) -> tuple[str, int]:
        """Reads the items typed after an order no form reads, marked to go with it when it is refused."""
        n = len(self.blocks)
        j = i
        while starts_instruction(order) and j < n and self.blocks[j].kind == "para" and not self.blocks[j].aside \
                and re.match(r"[*#]+\s", self.blocks[j].text):
            j += 1  # "Add the follow to the list of Chores" and items typed "* …": the items go with the order refused
        if j > i:
            return s + " " + WITH_ITEMS, j
        return s, i  # (an order no form reads that ends with a colon keeps its text: it is refused with it)

    def _quoted_paragraphs(self, s: str, i: int) -> tuple[str, int] | None:
        """Reads text in quotation marks over several paragraphs, up to where they close."""
        n = len(self.blocks)
        j, paras = i, []
        first = self.blocks[i].text if i < n and self.blocks[i].kind == "para" else ""
        if first[:1] in "\"“" and not re.search(r"[\"”]\W*$", first[1:]):
            # the text is in quotation marks over several paragraphs: it ends where they close
            while j < n and self.blocks[j].kind == "para":
                paras.append(self.blocks[j])
                j += 1
                if re.search(r"[\"”][.)]?\s*$", self.blocks[j - 1].text):
                    text = _joined(paras)
                    text = re.sub(r"[\"”]([.)]?)\s*$", r"\1", text.strip()[1:])
                    return _unstopped(s) + " " + self.toks.add(text.strip(), True), j
        return None

    def _gather_paragraphs(self, i: int, announced: bool, change_order: bool) -> tuple[list[Block], int, bool]:
        """Reads the paragraphs of unquoted text up to the next instruction; says whether their end is unmarked."""
        n = len(self.blocks)
        j, paras, unmarked = i, [], False
        if announced and j < n and self.blocks[j].kind == "para" and not self.blocks[j].aside and not THIS_MATTER.search(self.blocks[j].text):
            paras.append(self.blocks[j])  # "Add the following step to the action “A”, right after “S”" / "Lower the …": its text,
            j += 1  # whatever verb it starts with (refused with the order); "If this proposal passes, …" is the post's
        while j < n and (self.blocks[j].kind == "para" and not self.blocks[j].aside
                         or self.blocks[j].kind == "para" and change_order and self.blocks[j].gap == "\n" and (not paras or CONNECTOR_ONLY.match(paras[-1].text))
                         or self.blocks[j].kind == "list" and paras and paras[-1].kind == "para" and re.search(r":\s*[-–—]?\s*$", paras[-1].text)):
            if self.blocks[j].kind == "list":  # "… any of the following are true:" and its list, in the rule text
                paras.append(Block("para", self.blocks[j].text, gap="\n\n", wiki=self.blocks[j].text))
                j += 1
                continue
            if change_order and (not paras or CONNECTOR_ONLY.match(paras[-1].text)) and not CONNECTOR_ONLY.match(self.blocks[j].text):
                paras.append(self.blocks[j])  # "Change:" / "Move the Builder’s Warmth …" / "to:" / …: the words right after
                j += 1  # "change" or "to" are the old or new text, whatever verb they start with (in brackets, on the next line)
                continue
            sc = self.scratch()
            t = tokenize(self.blocks[j].text, sc)
            if self._next_order_leads(t, sc, j):
                break
            if paras and _PURPOSE_LEAD.match(t) and not match_line(t, sc, self.prev_rule):
                unmarked = True  # "To create a Burrow, roll DICE8. …": a rule's step or the author's order, not marked
                paras.append(self.blocks[j])
                j += 1
                continue
            if self._ends_text(t, sc):
                break
            if paras and _LEADS_INTO_MORE.search(self.blocks[j].text):
                unmarked = True  # "and a subrule named “B” with the following text:": an order going on, not the rule's words
            paras.append(self.blocks[j])
            j += 1
        return paras, j, unmarked

    def _next_order_leads(self, t: str, sc: Tokens, j: int) -> bool:
        """Reads whether a paragraph is the next instruction by its lead-in, or a condition alone on the order after it."""
        n = len(self.blocks)
        bare = LEAD_INS.sub("", t) or t
        if bare != t and (starts_instruction(bare[:1].upper() + bare[1:]) or self.reads_tokens(bare[:1].upper() + bare[1:], sc)):
            return True  # "But also add to Rule 4 (Voting):-": the next instruction
        if CONDITION.match(t) and not re.search(r"[.!?]\W*$|[,;:]|\bthen\b", t) and j + 1 < n and self.blocks[j + 1].kind == "para" \
                and starts_instruction(LEAD_INS.sub("", tokenize(self.blocks[j + 1].text, self.scratch()))):
            return True  # "If more than half the votes contain “X”" alone, then "Create a sub-rule …": a condition on what follows
        return False

    def _ends_text(self, t: str, sc: Tokens) -> bool:
        """Reads whether a paragraph is the proposal's own (an order, a condition on one, a word of the proposal), not rule text."""
        if match_line(t, sc, self.prev_rule) or self._stops_text(t, sc) or (CONDITION.match(t) and self._cond_reads(t, sc)) \
                or THIS_MATTER.search(t) or self.reads_tokens(t, sc) or ORDER_AFTER_PLACE.match(t) or RULE_LEAD.match(t):  # "If this proposal passes, …" is said of the
            return True  # proposal, not rule text; "To Rule 5 (Enactment), add:-" is the next instruction
        if _orders_a_thing_it_names(t):
            return True  # "If the wiki page “T” exists, blank it.": the post's own change of the gamestate, never the rule's
        if CONDITION.match(t) and PASSIVE_ORDER.search(t) and needs_text(t):
            return True  # "If the proposal “P” passes the following is added to the end of that rule:": the post's own, never the rule's
        return False

    def _end_unmarked(self, j: int, unmarked: bool, change_order: bool) -> bool:
        """Reads whether what comes after the gathered paragraphs leaves the end of the text unmarked."""
        n = len(self.blocks)
        if unmarked:
            # the paragraphs hold a line leading into more text of its own: where this text ends is not marked, and
            # the order that line gives on is refused with it (up to the next instruction)
            return True
        if j < n and self.blocks[j].aside and self.blocks[j].text.startswith("(") and not is_remark(self._own_words(self.blocks[j].text)) \
                and not EXPLAINING.search(self._own_words(self.blocks[j].text)) and not _AUTHOR_VOICE.search(self._own_words(self.blocks[j].text)):
            # "(“Earlier plays” are those with an earlier year.)" right after unquoted rule text: the rule's own bracketed
            # sentence or the author's aside, said in the third person; where the text ends is not marked
            return True
        if j < n and self.blocks[j].kind == "list" and not self.blocks[j].aside and not change_order:
            # "… called Y:" (or "…, give it the text" with no stop) / a paragraph / a list it does not lead into: rule
            # text or the author's own list, not marked
            return True
        return False

    def _said_in_pairs(self, s: str, pairs: list, j: int) -> tuple[str, int]:
        """Reads unquoted pairs of old and new text ("change:" / the old / "to" / the new) into tokens."""
        n = len(self.blocks)
        # "In rule 4 - Proposals, change:" / the old text / "to" / the new text (posts of 2003-2004, unquoted), and
        # more pairs after a line "and"
        new = pairs[-1][2]
        if j >= n and len(new) > 1:
            keep = len(new)  # the text runs to the end of the post: the author's closing remarks are not the new text
            while keep > 1 and is_remark(new[keep - 1].text):
                keep -= 1
            if keep == len(new) or any(is_remark(p.text) for p in new[:keep]):
                return _unstopped(s) + " ⟦?⟧", j
            j -= len(new) - keep
            pairs[-1] = (pairs[-1][0], pairs[-1][1], new[:keep])
        said = _unstopped(s)
        for k, (old, conn, new) in enumerate(pairs):
            said += (" and " if k else " ") + self.toks.add(_joined(old), True) + " " + conn.text.rstrip(" :-").lower() \
                + " " + self.toks.add(_joined(new), True)
        return said, j

    def _trimmed_text(self, s: str, paras: list[Block], j: int) -> tuple[str, int]:
        """Reads the gathered paragraphs as the line's text, cut where its wording says the text ends, or marks it unmarked."""
        n = len(self.blocks)
        paras, j = self._cut_by_wording(s, paras, j)
        listed = bool(re.search(r":\s*[-–—]?\s*$", paras[0].text)) and all(re.match(r"\s*[*#]", p.text) for p in paras[1:])
        if j >= n and not listed and _ADDITION_TO_RULE.search(s) and paras[0].gap == "\n" and any(p.gap == "\n\n" for p in paras[1:]):
            # words added to a rule start on the instruction's own paragraph and run over more to the end of the post:
            # that paragraph's end may be theirs as well as a break in them; where the text ends is not marked
            return _unstopped(s) + " ⟦?⟧", j
        if j >= n and len(paras) > 1 and not listed:
            cut = self._cut_at_post_end(s, paras)
            if cut is None:
                return _unstopped(s) + " ⟦?⟧", j
            j -= len(paras) - cut
            paras = paras[:cut]
        elif j < n and len(paras) > 1:
            # the next instruction ends the text: an explanation right before it is the author's, not the rule's
            units = sentence_units(paras)
            keep = len(units)
            while keep > 1 and (EXPLAINING.search(self._own_words(units[keep - 1][1])) or _AUTHOR_VOICE.search(self._own_words(units[keep - 1][1]))):
                keep -= 1
            cut = units[keep][0] if keep < len(units) else len(paras)
            j -= len(paras) - cut
            paras = paras[:cut]
        return self._text_taken(s, paras, j)

    def _cut_by_wording(self, s: str, paras: list[Block], j: int) -> tuple[list[Block], int]:
        """Reads how much text the line's own words give (one item, one paragraph, a fragment replaced by a fragment)."""
        n = len(self.blocks)
        if j >= n and len(paras) > 1 and _ONE_ITEM.search(s) and re.match(r"[*#]", paras[0].text) \
                and not any(re.match(r"[*#]", p.text) for p in paras[1:]):
            # "Add a bullet point to the rule X:-" and one line typed as an item: the paragraphs after it are not the item
            j -= len(paras) - 1
            paras = paras[:1]
        ends = [k for k, p in enumerate(paras) if k and p.gap == "\n\n"]
        if j >= n and ends and _ONE_PARAGRAPH.search(s) and not re.search(r":\s*[-–—]?\s*$", paras[ends[0] - 1].text):
            # "To “X”, add a paragraph:-" and paragraphs to the end of the post: the text is the one paragraph it says,
            # the paragraphs after it are the proposal's own, each read as a line (a remark, an order)
            j -= len(paras) - ends[0]
            paras = paras[:ends[0]]
        olds = re.findall(Q, s)
        if j >= n and len(paras) > 1 and olds and _REPLACE_VERB.search(s) \
                and not re.search(r"[.!?:]\W*$", self.toks.get(olds[-1]) or "") and not re.search(r"[.!?:]\W*$", paras[0].text) \
                and all(is_remark(p.text) or self._own_line(p.text) for p in paras[1:]):
            # a fragment of a sentence replaced by a fragment: the words are that one paragraph; the lines after it are
            # the proposal's own (a condition, an order, the author's remark), each read as a line
            j -= len(paras) - 1
            paras = paras[:1]
        return paras, j

    def _cut_at_post_end(self, s: str, paras: list[Block]) -> int | None:
        """Reads how many paragraphs of a text running to the end of the post are the rule's, or None when that is not marked."""
        # (a lead-in ending with a colon and its list to the end of the post: the list's end marks the text's)
        # the text runs to the end of the post: the author's closing remarks are told apart from rule text by their
        # words (the first person, or no verb a rule is written with); any other ending is not marked: refused
        # (a line after a <br> that goes on with its sentence is told apart with it, never on its own)
        units = sentence_units(paras)
        keep = len(units)
        # "Effect: …<br>Humours: …": a labelled line after a text that starts with a label is the text's, not a remark
        labelled = bool(_LABELLED.match(paras[0].text))
        items = led_items(paras)  # the items of a list a colon leads into are the rule's, whatever person they speak in
        while keep > 1 and is_remark(self._own_words(units[keep - 1][1])) and not (labelled and _LABELLED.match(units[keep - 1][1])) \
                and units[keep - 1][0] not in items:
            keep -= 1
        if any("(" in u and not is_remark(re.sub(r"\([^()]*\)", "", self._own_words(u))) for _, u in units[keep:]):
            # a paragraph of rule text with the author's aside in brackets ("(Note that this means …)"): a remark
            # by its aside, rule text by its own sentences; where the text ends is not marked
            return None
        olds = re.findall(Q, s)
        fragment = bool(olds) and _REPLACE_VERB.search(s) \
            and (not re.search(r"[.!?:]\W*$", self.toks.get(olds[-1]) or "") or "\n" not in (self.toks.get(olds[-1]) or "\n"))
        # (a fragment, or words of one paragraph: what replaces them is one paragraph too, more is not marked as theirs;
        # a last paragraph that changes the game under conditions, "If any Sects exist, their Shrine shall be set to …",
        # may be the proposal's one-off change as well as the rule's: where the text ends is not marked)
        led_in = (re.search(r"(?::-?|,)\s*$", s) or _TEXT_NAMED_LAST.search(s)) and all(_RULE_SENTENCE.search(self._own_words(u)) or paras[at - 1].text.rstrip().endswith(":")
                                                       or labelled and _LABELLED.match(u)
                                                       or _leads_into_list(paras, at, u)
                                                       for at, u in units[1:]) \
            and not any(THIS_MATTER.search(p.text) for p in paras) \
            and not any(order_net.imperative(u) for _, u in units[1:])  # "Throw a parade for the new rule.": an order, not rule text
        if keep == len(units) and not led_in or any(is_remark(self._own_words(u)) and at not in items for at, u in units[:keep]) \
                or fragment and keep > 1 or keep > 1 and _changes_the_game(units[keep - 1][1]):
            # (words replacing a fragment of a sentence are one paragraph: more is not read as theirs; a line that
            # leads into its text with a colon or a comma takes every paragraph that reads as rule text)
            return None
        return units[keep][0] if keep < len(units) else len(paras)

    def _text_taken(self, s: str, paras: list[Block], j: int) -> tuple[str, int]:
        """Reads the paragraphs kept as one token of text, unless an explanation or a further lead-in leaves its end unmarked."""
        n = len(self.blocks)
        items = led_items(paras) | _labelled_entries(paras)
        if len(paras) > 1 and any((EXPLAINING.search(self._own_words(p.text)) or FIRST_PERSON.search(self._own_words(p.text)))
                                  and not NUMBERED_STEP.match(p.text) and k not in items for k, p in enumerate(paras)):
            # an explanation among the paragraphs: where the rule text ends is not marked
            return _unstopped(s) + " ⟦?⟧", j
        text = _joined(paras)
        if j < n and re.search(r":\s*[-–—]?\s*$", paras[-1].text) and not self.blocks[j].aside and self.blocks[j].kind in ("para", "list"):
            # "… with the following ordered steps:" and lines that read as orders of their own: the text leads into more
            # than it took, and where it ends is not marked (the lines of its paragraph, and a list, refused with it)
            while j < n and not self.blocks[j].aside and (self.blocks[j].kind == "list" or self.blocks[j].kind == "para" and self.blocks[j].gap == "\n"):
                j += 1
            return _unstopped(s) + " ⟦?⟧", j
        return _unstopped(s) + " " + self.toks.add(text, True), j

    def inner_order(self, s: str) -> int | None:
        """Where an order starts inside a condition with no comma or "then" before it ("If more than half of the votes
        contain “T” add the following line to …:"), or None: a word after the condition's first words from which the rest
        reads as an instruction, not after a word that makes it part of the condition ("to add", "may add", "not add")."""
        m = CONDITION.match(s)
        if not m or _INLINE_THEN.search(s):
            return None
        tried = 0
        for w in re.finditer(r"(?<=\S)\s+(?P<verb>[a-z]+)\b", s[m.end():]):
            if w.group("verb") not in order_net.VERBS:
                continue
            at = m.end() + w.start("verb")
            before = s[max(0, at - 40):at].split()
            if len(s[m.end():min(at, m.end() + 80)].split()) < 2 or re.fullmatch(r"(?i)to|may|must|can|cannot|shall|will|would|should|could|might|not|did|does|do|and|or", before[-1]):
                continue
            tried += 1
            if tried > MAX_SPLITS:
                break
            tail = s[at:]
            cap = tail[:1].upper() + tail[1:]
            if starts_instruction(cap) and (self.reads_tokens(cap) or self.reads_tokens(re.sub(r"[\s:;,\-–—]+$", "", cap))):
                return at
        return None

    def _order_after_lead(self, text: str) -> bool:
        """Is a line an order once its lead-in is off ("Also, after “A”, add:- …", "And then to Rule 4, add:")?"""
        sc = self.scratch()
        t = tokenize(text, sc)
        bare = LEAD_INS.sub("", t) or t
        cap = bare[:1].upper() + bare[1:]
        return bare != t and bool(starts_instruction(cap) or self.reads_tokens(cap, sc))

    def _stops_text(self, t: str, sc: Tokens) -> bool:
        """Does a paragraph of unquoted text start the next instruction by its first word? "Otherwise, …" does only
        when an order follows it ("Otherwise, it is considered to be made …" is the rule's own sentence)."""
        if not _STOP.match(t):
            return False
        if re.match(r"unless\b", t, re.I):  # "Unless knocked out, the Mate oversees moves.": a rule's sentence unless an order follows
            return self._cond_reads(t, sc) or any(is_gamestate(t[c.end():]) for c in splits(t))
        ow = OTHERWISE.match(t) if re.match(r"(?:otherwise|else)\b", t, re.I) else None
        if ow is None:
            return True
        rest = t[ow.end():]
        return bool(starts_instruction(rest) or CONDITION.match(rest) or is_gamestate(rest)
                    or self.reads_tokens(rest[:1].upper() + rest[1:], sc))

    def _own_words(self, text: str) -> str:
        """A paragraph's own words: what it quotes left out (a remark quoting the rule's "can" says no "can"), unless it
        is all quotation (a rule's paragraph given in quotation marks)."""
        t = tokenize(text, self.scratch())
        return t if re.search(r"\w", re.sub(Q, "", t)) else text

    def _connector(self, text: str) -> bool:
        """A short line joining two quoted blocks ("to", "with this text:"), and not an instruction of its own."""
        if text[:1].islower() and not RULE_LEAD.match(text) and len(text.split()) <= 16:
            sc = self.scratch()
            t = tokenize(text, sc)
            # "append the following paragraph to the end of rule #19:" in lower case is an order of its own, not a joint
            return not (starts_instruction(t[:1].upper() + t[1:]) and match_line(with_text(t, sc), sc, self.prev_rule))  # "change the numbers to 48 and 24, respectively.": the line goes on after the quote  # noqa: E501
        if not CONNECTOR.match(text) or len(text.split()) > 12:
            return False
        if not text[:1].islower() and len(text.split()) > 3:
            return False  # "And reword the third paragraph…" is a sentence of its own, not a joint
        sc = self.scratch()
        return not match_line(with_text(tokenize(text, sc), sc), sc, self.prev_rule)

    def scratch(self, base: Tokens | None = None) -> Tokens:
        """A copy of the post's tokens (or ``base``'s), for trying a reading without keeping what it adds."""
        t = Tokens()
        t.items = list((base or self.toks).items)
        return t

    def _own_line(self, text: str) -> bool:
        """Does a paragraph read as the proposal's own line (an order, or a condition governing an order or a change
        of the gamestate), not as rule text?"""
        sc = self.scratch()
        t = tokenize(text, sc)
        if CONDITION.match(t):
            rest = t[CONDITION.match(t).end():]
            return self._cond_reads(t, sc) or any(is_gamestate(rest[c.end():]) for c in splits(rest))
        return bool(starts_instruction(t) and read_line(t, sc, self.prev_rule))

    def _cond_reads(self, t: str, sc: Tokens) -> bool:
        m = CONDITION.match(t)
        rest = t[m.end():]
        for k, c in enumerate(splits(rest)):
            tail = rest[c.end():]
            if re.match(r"(?:each|all|any|none|both|either|neither|some|one)\s+of\s+(?:which|whom)\b", tail, re.I):
                continue  # "If X owns N Pieces (…), each of which is …, he may …": the condition goes on, no order yet
            if match_line(tail, sc, self.prev_rule) or k == 0 and ONLY_VERBS.match(tail) and not _EACH_MAY.match(tail) \
                    or re.search(r":-?\s*$", t) and (ONLY_VERBS.match(tail) or self.reads_tokens(tail[:1].upper() + tail[1:], sc)):
                return True  # a condition that governs an order (and leads into its text): the next instruction, not rule text
        return False


_AUTHOR_VOICE = Cue(wordings.AUTHOR_VOICE)


def _unstopped(s: str) -> str:
    """A line without the colon, dash or stop that ends it, so the text it takes can follow it."""
    return re.sub(r"[\s:;,\-–—]+$", "", s)


def _joined(paras: list[Block]) -> str:
    """Paragraphs as one text, each after the break that came before it."""
    return "".join((p.gap if k else "") + (p.wiki or p.text) for k, p in enumerate(paras))


def _orders_a_thing_it_names(t: str) -> bool:
    """Is a line a condition on whether a thing of the gamestate exists (a wiki page, a GNDT field) and an order in the
    imperative said of it ("If the wiki page “T” exists, blank it.")? A rule says what a player may or must do to it."""
    m = CONDITION.match(t)
    if not m:
        return False
    head, _, rest = t[m.end():].partition(",")
    rest = rest.strip()
    return bool(rest and _CONDITION_GAMESTATE_THING.search(head) and _EXISTENCE.search(head) and _IT_OBJECT.search(rest)
                and order_net.imperative(rest[:1].upper() + rest[1:]))


def _changes_the_game(text: str) -> bool:
    """Is every sentence of a paragraph a condition whose consequence is a change said in the future ("If any Sects exist,
    their Shrine shall be set to the Location of their Head.")?"""
    said = sentences(text)
    return bool(said) and all(CONDITION.match(x) and order_net.orders(x) and not order_net.imperative(x) for x in said)
_FOLLOWING_STOP = re.compile(r"^\W*(?:add|append|insert|prepend)\s+the\s+following\b[^.!?]*\.\s*$", re.I)


def _leads_into_list(paras: list[Block], at: int, unit: str) -> bool:
    """Is a paragraph of unquoted text the lead of the list right after it ("The Customs are the following (…):" and
    "* …"): the rule's, as its items are, whatever verb it is said with?"""
    return bool(re.search(r":\s*[-–—]?\s*$", unit)) and at + 1 < len(paras) and bool(re.match(r"\s*[*#]\s", paras[at + 1].text))


def _labelled_entries(paras: list[Block]) -> set[int]:
    """Which paragraphs are entries of a run of labelled ones ("Pebble: A small stone …" / "Shears: … You may use them
    …"): a list of the rule's, whose entries may speak to the player in the second person; never an entry that speaks
    in the first person or explains the proposal. A label alone, in one paragraph, makes no run."""
    labelled = [k for k, p in enumerate(paras) if _LABELLED.match(p.text)]
    if len(labelled) < 2:
        return set()
    return {k for k in labelled if not EXPLAINING.search(paras[k].text) and not _REMARK_LABEL.match(paras[k].text)
            and all(w.lower() in ("you", "your") for w in FIRST_PERSON.findall(paras[k].text))}


def following_stop(s: str) -> bool:
    """Does a line announce "the following" text and end with a full stop ("Add the following to the rule X.")?"""
    return bool(_FOLLOWING_STOP.search(s))
_ANNOUNCED = re.compile(r"\bthe\s+following\b(?!.*[.!?]\W*$)", re.I | re.S)
# a line leading into text of its own ("and a subrule named “B” with the following text:", "and another called C, reading:"):
# a rule's own sentence ending with a colon names no subrule or rule and asks for no text
_LEADS_INTO_MORE = re.compile(r"^\W*(?:and|also|plus|then)\b.{0,120}\b(?:with\s+the\s+following\s+(?:text|wording|content)|reading|which\s+reads|that\s+reads)\s*[:;,]?\s*[-–—]?\s*$"
                              r"|^\W*(?:and|also|plus|then)\s+(?:a|an|another|the)\s+(?:new\s+)?(?:sub-?rule|rule|section)\b.{0,120}[:]\s*[-–—]?\s*$", re.I | re.S)
# "each Colonist may only take it …": a rule's sentence after a condition, not an order to each player
_EACH_MAY = re.compile(r"each\s+[\w’'-]+(?:\s+[\w’'-]+){0,3}?\s+(?:may|must|shall|can|cannot|should)\b", re.I)
_LABELLED = re.compile(r"(?-i:[A-Z])[\w’' -]{0,30}:\s+\S")  # "Effect: …", "Power Requirement: 15"
_RULE_SENTENCE = Cue(wordings.RULE_SENTENCE)
_ADDITION_TO_RULE = Cue(wordings.ADDITION_TO_RULE)

_AND_GERUND = Cue({"phrasing": r"^and\s+(?:by\s+)?(?:removing|deleting|striking|replacing|changing|adding|appending|inserting)\s*[:;,-]*\s*$"})
