"""The reader: the post's blocks read in order into instructions (conditions and what they govern, gamestate orders and
their sentences, remarks), then the commentary merged and proposal-wide conditions wrapped around what they govern."""
from __future__ import annotations

import re

from ...models import Instruction
from ...phrasings import proposals as wordings
from ...reading.places import Anchor, Place
from .. import coverage, orders as order_net
from .assembly import AFTER_SEP, entries_named, gamestate_order, governing, in_scope, merge_commentary, wrap_proposal_wide
from .blocks import Block, blocks_of, bracketed
from .lines import read_line
from .matching import path_of, rule_name, unwrap
from .remarks import ASKED, EXPLAINING, FIRST_PERSON, THIS_MATTER, is_remark, request
from .table import (
    CONDITION, LEAD_INS, LEAD_ONLY, ONLY_VERBS, OTHERWISE, PASSIVE_ORDER, Q, Cue, ProposalFormatError, is_gamestate,
    needs_text, splits, starts_instruction)
from .taking import WITH_ITEMS, Taker, following_stop
from .tokens import sentences, tokenize


_CONDITION_THEN = Cue(wordings.CONDITION_THEN)
_DO_NOTHING = Cue(wordings.DO_NOTHING)
_CONDITION_LEADS_ON = Cue(wordings.CONDITION_LEADS_ON)
_CONDITION_GAMESTATE_THING = Cue(wordings.CONDITION_GAMESTATE_THING)
_IT_OBJECT = Cue(wordings.IT_OBJECT)

_ADD_THAT = Cue(wordings.ADD_THAT)
_SAYS = Cue(wordings.SAYS)
_BUILDING_BLOCK_PAGE = Cue(wordings.BUILDING_BLOCK_PAGE)
_THAT_PAGE = Cue(wordings.THAT_PAGE)
_OR_ELSE = Cue(wordings.OR_ELSE)
_IT_TEXT = Cue(wordings.IT_TEXT)
_THE_FOLLOWING = Cue(wordings.THE_FOLLOWING)

_RULE_HEADER = Cue(wordings.RULE_HEADER)
_ONE_RULE_NAMED = Cue(wordings.ONE_RULE_NAMED)
_EACH_REMARK = Cue(wordings.EACH_REMARK)


class _Reader(Taker):
    def run(self) -> list[Instruction]:
        """Reads the post block by block, then merges the commentary and wraps the proposal-wide conditions around it."""
        self.join_on_evidence()
        self.scope_rule: str | None = None
        self.out: list[Instruction] = []
        self.open_cond: Instruction | None = None  # "If X:" applies to what follows, up to a commentary or another condition
        self.opened: set[int] = set()
        self.wide: list[tuple[str, str, int]] = []  # (condition, sentence, where it stands among the items)
        self.after_wide = False
        self.carried, self.carried_at = None, -1  # a gamestate order whose paragraph goes on after a <br>, and the block it goes on in
        self.carried_open = False  # … and whether its last sentence was left unended there
        i: int | None = 0
        while i is not None and i < len(self.blocks):
            i = self._read_block(i)
        return merge_commentary(wrap_proposal_wide(governing(self.out, self.opened), self.wide))

    def _read_block(self, i: int) -> int | None:
        """Reads the block at ``i`` (a separator, a quote, a list, an aside, a paragraph); the next block, None after a separator."""
        b = self.blocks[i]
        if b.kind == "sep":
            rest = [x.text for x in self.blocks[i + 1:] if x.text]
            if rest:
                self.out.append(Instruction(kind="commentary", sentence="\n\n".join(rest), reason=AFTER_SEP))
            return None
        if b.kind == "quote":
            self.out.append(Instruction(kind="commentary", sentence=b.text))  # quoted with no instruction before it
            self.open_cond = None
            return i + 1
        if b.kind == "list":  # a list of instructions
            lines = []
            for k, t in enumerate(b.items):  # an item holding a quote: its line, then the quote
                own = b.item_blocks[k] if k < len(b.item_blocks) else []
                lines.extend(own if own else [Block("para", t, wiki=t)])
            for x in lines:
                x.scope = x.scope or b.scope
            self.blocks[i:i + 1] = lines
            return i
        if b.aside and bracketed(b.text) and b.text[:1] in "[{" and self.reads(b.text[1:-1].strip()):
            b.text, b.wiki, b.aside = b.text[1:-1].strip(), (b.wiki or b.text)[1:-1].strip(), False  # "[Repeal Rule 5]" (2003-2004)
        if b.aside:
            self.out.append(request(b.text) if _REQUEST.search(b.text) else Instruction(kind="commentary", sentence=b.text))
            self.open_cond = None
            return i + 1
        return self._read_paragraph(b, i)

    def _read_paragraph(self, b: Block, i: int) -> int:
        """Reads a paragraph: a scope lead, a request, or its sentences one by one; the next block."""
        n = len(self.blocks)
        line = tokenize(b.text, self.toks)
        if self._scope_lead(line, i):
            return i + 1  # "In the rule entitled Proposals:" and its list of orders: said of that rule
        if b.scope:
            self.prev_rule = b.scope[0]
        numbered = _NUMBERED_ITEM.match(line)
        if numbered and starts_instruction(line[numbered.end():]):
            line = line[numbered.end():]  # "1. Amend rule 1.7 (“X”) as follows.": the number is the list's
        if starts_instruction(LEAD_INS.sub("", line)):
            line = _LINE_ASIDE.sub("", line)  # "Add “…” (which I’ve removed from this rule) to …"
        if _REQUEST.search(line) and not starts_instruction(line) and not CONDITION.match(line) \
                and not any(starts_instruction(x) for x in sentences(line)):
            asked = self._asked(line)  # a paragraph asking for something, read as one
            i += 1
            if re.search(r":\s*$", b.text) and i < n and self.blocks[i].kind == "list":
                # "I ask the administration for immediate enactment of the following Proposals:" and their list
                asked.sentence = (asked.sentence or b.text) + "\n" + "\n".join(self.blocks[i].items)
                i += 1
            self.out.append(asked)
            self.open_cond = None
            return i
        sents = [x for x in sentences(line) if not LEAD_ONLY.match(x)]
        if len(sents) > 1 and self.inline_text_at(sents[0]):
            sents = [line]  # "Change the text of rule 2.6 as follows: <the text, of several sentences>"
        # the paragraph's gamestate order, which its next sentences go on with (also past a <br> inside the paragraph)
        self.block_last: Instruction | None = self.carried if self.carried_at == i and b.gap == "\n" else None
        self.goes_on = self.block_last is not None
        self.mid_sentence = self.goes_on and self.carried_open
        i += 1
        self.block_nu: Instruction | None = None  # the paragraph's order not understood, which its next sentences go with
        for k, s in enumerate(sents):
            i = self._read_sentence_of(b, k, s, k == len(sents) - 1, i)
        self.carried, self.carried_at = self.block_last, i
        self.carried_open = bool(sents) and not re.search(r"[.!?:]\W*$", sents[-1])
        return i

    def _read_sentence_of(self, b: Block, k: int, s: str, last: bool, i: int) -> int:
        """Reads the k-th sentence of a paragraph (with the text it takes) and puts what it says in its place; the next block."""
        n = len(self.blocks)
        s, i = self._sentence_with_text(k, s, last, i)
        if s is None or self._said_of_the_post(s, last, i):
            return i
        if last and CONDITION.match(s) and not re.search(r"[.!?;,:]\W*$|,|\bthen\b", s) and i < n and self.blocks[i].kind == "para" \
                and starts_instruction(LEAD_INS.sub("", self.blocks[i].text)):
            s += ":"  # "If more than half the votes contain “X”" alone, then "Create a sub-rule …": it governs what follows
        items, cond_open = self._read_sentence(s)
        if k == 0 and _GOES_ON_WORD.match(b.text) and any(x.kind != "commentary" for x in items) and self._after_condition(self.out):
            # "If a rule named X exists, add to the list" / … / "and change “A” to": an order going on with the
            # condition's sentence, which the condition may govern or not (not marked): refused within the condition
            cond = next(x for x in reversed(self.out) if x.kind != "commentary")
            cond.children.append(self._not_understood(s, "an order going on with a condition's sentence: whether the condition governs it is not marked"))
            return i
        if b.scope:
            # "In rule X:" and its lines: what names X's entries, after them too
            self.scope_rule = b.scope[0] if in_scope(items, b.scope) else None
        elif self.scope_rule and not entries_named(items, self.scope_rule):
            self.scope_rule = None
        if cond_open is not None:
            self.open_cond = cond_open
            self.opened.add(id(cond_open))
            self.out.append(cond_open)
            return i
        self._place_items(k, s, last, i, items)
        return i

    def _sentence_with_text(self, k: int, s: str, last: bool, i: int) -> tuple[str | None, int]:
        """Reads a sentence's lead-in off and takes the text it leads into; None for a sentence with nothing to read."""
        n = len(self.blocks)
        if k and self.out and not re.search(r"\w", s):
            self.out[-1].sentence = (self.out[-1].sentence or "") + " " + s  # "… with “non-Minor Proposal”. (!)": no words, no remark
            return None, i
        if self.after_wide and OTHERWISE.match(s):  # "Otherwise, …" after "If X failed, this proposal does nothing"
            s = s[OTHERWISE.match(s).end():].strip()
            s = s[:1].upper() + s[1:]
            if not s:
                return None, i  # "Otherwise:" alone: what follows is the proposal's
        bare = LEAD_INS.sub("", s)
        if bare != s and bare and (starts_instruction(bare) or CONDITION.match(bare) or self.reads_tokens(bare)
                                   or is_gamestate(re.sub(r"⟦\d+⟧", "…", bare))):
            s = bare[:1].upper() + bare[1:]
        if last and (needs_text(s) or i < n and self.blocks[i].kind == "quote" and self.wants_quote(s)
                     or i < n and self.blocks[i].kind == "para" and following_stop(s)):
            s, i = self.absorb(s, i)
        self.cursor = i
        s = self.inline_colon(s)  # "Create a new rule called X: Each Vassal…" on one line
        return s, self.cursor

    def _said_of_the_post(self, s: str, last: bool, i: int) -> bool:
        """Reads a sentence said of the post rather than of the rules (a rule header, a proposal-wide condition, a
        condition voiding the post); True when it was one."""
        n = len(self.blocks)
        hd = _RULE_HEADER.match(s)
        if hd and last and i < n and self.blocks[i].kind == "para":
            rule, ok = rule_name(hd.group("rule"), self.toks, self.prev_rule)
            if ok and rule:  # "Amend rule 1.7 (“X”) as follows." and the changes on the next lines, in that rule
                self.prev_rule = rule
                return True
        pw = _PROPOSAL_WIDE.match(s) or _PROPOSAL_WIDE_AFTER.match(s)
        if pw:
            self.wide.append((self.toks.restore(pw.group("cond")).strip(), self.toks.restore(s), len(self.out)))
            self.open_cond = None
            self.after_wide = True
            return True
        self.after_wide = False
        if _VOIDS_ITSELF.search(s):
            self.out.append(self._not_understood(s, "a condition on the whole post in a form not read: which orders it voids, and when, is not known"))
            return True
        return False

    def _place_items(self, k: int, s: str, last: bool, i: int, items: list[Instruction]) -> None:
        """Puts what a sentence says in its place: with the paragraph's order it goes on with, under the open
        condition, or after what was read."""
        n = len(self.blocks)
        if k and items and all(x.kind == "commentary" for x in items) and self.block_nu is not None and not is_remark(self.toks.restore(s)):
            # "Each Era is tracked by a number. The current Era Number is 88.": the rest of the paragraph of an
            # order not understood is read with it (by the admin), not dropped as a remark
            self.block_nu.sentence += " " + self.toks.restore(s)
            return
        if (k or self.goes_on) and items and all(x.kind == "commentary" for x in items) and self.block_last is not None \
                and (not is_remark(self.toks.restore(s)) or k == 0 and self.mid_sentence or last and not re.search(r"[.!?:]\W*$", s) and i < n
                     and self.blocks[i].kind == "para" and self.blocks[i].gap == "\n") and not THIS_MATTER.search(s):
            # "…, roll 1DICE3 for each Merchant. On a result of 1, …": the order's own sentences, in its paragraph
            self.block_last.sentence += " " + self.toks.restore(s)
            return
        if self.open_cond is not None and items and all(x.kind != "commentary" for x in items) and not OTHERWISE.match(s):
            self.open_cond.children.extend(items)
        else:
            if items and any(x.kind == "commentary" for x in items):
                self.open_cond = None
            self.out.extend(items)
        self.block_last = gamestate_order(items)
        self.block_nu = items[-1] if items and items[-1].kind == "not_understood" else None

    @staticmethod
    def _after_condition(out: list[Instruction]) -> bool:
        """Is the last instruction read a condition whose sentence was left unended?"""
        last = next((x for x in reversed(out) if x.kind != "commentary"), None)
        return last is not None and last.kind == "conditional" and not re.search(r"[.!?]\W*$", last.sentence or ".")

    def _scope_lead(self, line: str, i: int) -> bool:
        """Is the line "In the rule X:" (or "In Rule 10 in the 4th paragraph:") alone, with orders after it: the items of
        the list that follows, or the next lines of its paragraph? They are then marked as said of that rule (and place)."""
        m = _SCOPE_LEAD.match(line)
        if not m or i + 1 >= len(self.blocks):
            return False
        nxt = self.blocks[i + 1]
        if nxt.kind == "list":
            if not nxt.items or not all(starts_instruction(LEAD_INS.sub("", tokenize(t, self.scratch())) or t) for t in nxt.items):
                return False
            run = [nxt]
        elif nxt.kind == "para" and nxt.gap == "\n" and starts_instruction(tokenize(nxt.text, self.scratch())):
            run = []
            for b in self.blocks[i + 1:]:
                if b.kind != "para" or b.gap != "\n" and run:
                    break
                run.append(b)
        else:
            return False
        rule, ok = rule_name(m.group("rule"), self.toks, self.prev_rule)
        got = path_of(m.group("inner"), self.toks) if m.group("inner") else ([], None)
        if not ok or not rule or got is None or got[1]:
            return False
        for b in run:
            b.scope = (rule, Place(tuple(got[0])) if got[0] else None)
        return True

    def _read_sentence(self, s: str) -> tuple[list[Instruction], Instruction | None]:
        try:
            return self._read_sentence_in_context(s)
        finally:
            self.toks.context_rule = None

    def _read_sentence_in_context(self, s: str) -> tuple[list[Instruction], Instruction | None]:
        """-> (instructions, an open conditional "If X:" whose children follow)."""
        if WITH_ITEMS in s:
            return [self._not_understood(s.replace(" " + WITH_ITEMS, ""), "an order no form reads, with the items typed after "
                                         "it: what it does with them is not clear")], None
        if "⟦?⟧" in s:
            return [self._not_understood(s.replace(" ⟦?⟧", ""), "the quoted text runs to the end of the post unmarked: "
                                         "where it stops and the author's comments start is not clear")], None
        ow = OTHERWISE.match(s)
        cm = CONDITION.match(s) if not ow else None
        ob = _OR_ELSE.search(s) if cm else None
        if ob:
            both = self._either_branch(s, ob)
            if both is not None:
                return both, None
        if cm or ow:
            return self._read_condition(s, cm, ow)
        return self._classify(s), None

    def _either_branch(self, s: str, ob: re.Match) -> list[Instruction] | None:
        """Reads "If X, add the following to A; otherwise add it to B: “T”" as two conditionals, or None when the
        branches do not both read."""
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
            return [*got, Instruction(kind="conditional", sentence=self.toks.restore(s), condition=word, children=other)]
        return None

    def _read_condition(self, s: str, cm: re.Match | None, ow: re.Match | None) -> tuple[list[Instruction], Instruction | None]:
        """Reads a sentence under a condition ("If X, …", "Otherwise, …"): the condition and what it governs."""
        body = s[(cm or ow).end():]
        s, body = self._condition_it(s, body, cm)
        if ow:
            cond_text, rest = s[:ow.end()].strip(" ,:-"), body
        else:
            split = self._condition_and_rest(s, body, cm)
            if isinstance(split, list):
                return split, None
            cond_text, rest = split
        return self._governed(s, body, cm, cond_text, rest)

    def _condition_it(self, s: str, body: str, cm: re.Match | None) -> tuple[str, str]:
        """Reads what "it" stands for after a condition (the rule it names, the text or the word it quotes) into the
        sentence and its body; the rule named becomes the rule of the orders that follow."""
        self.toks.context_rule = None
        named = _COND_RULE.search(body) or _COND_QUOTED_RULE.search(body) or _COND_IN_RULE.search(body)
        said = _COND_TEXT.search(body)
        if named and cm:  # "If there is a rule entitled X, change the last sentence of it": it is X
            rule, ok = rule_name(named.group("r"), self.toks, self.prev_rule)
            if ok and rule:
                self.prev_rule = self.toks.context_rule = rule
            if said and named and cm:  # "it" is the text the condition names, in that rule
                body = _REWORD_IT.sub(lambda m: f"In {named.group('r')}, replace {said.group('t')} with", body)
                s = s[:cm.end()] + body
        subject = _COND_SUBJECT.match(body) if cm and not said else None
        if subject:  # "If “Sailor” is not a game term, replace it with “Player” …": "it" is the quoted word
            body = _REPLACE_IT.sub(lambda m: f"{m.group(1)} {subject.group('t')} {m.group(2)}", body, count=1)
            s = s[:cm.end()] + body
        return s, body

    def _condition_and_rest(self, s: str, body: str, cm: re.Match) -> tuple[str, str] | list[Instruction]:
        """Reads where a condition ends and what it governs starts: (the condition as said, the rest), or what the
        sentence reads as when the two cannot be told apart."""
        cond_text, rest = None, None
        if re.search(r"[:\-–—]\s*$", body) and not _CONDITION_THEN.search(body):
            if self.inner_order(s) is not None:  # "If X contain “T” add the following line to …:": no comma marks the order
                return [self._not_understood(s, "a condition that holds an order of its own: where it ends is not sure")]
            cond_text, rest = _CONDITION_LEADS_ON.sub("", body.rstrip(" :-–—")), ""
        else:
            cond_text, rest = self._split_at_order(body)
        if cond_text is None:
            if not _CLAUSE_ORDER.search(body) and not is_gamestate(re.sub(r"⟦\d+⟧", "…", body)) \
                    and not re.search(r"\b(?:sub-?)?rules?\b|⟦\d+⟧", body, re.I):
                return [Instruction(kind="commentary", sentence=self.toks.restore(s))]  # a remark, governing nothing
            return [self._not_understood(s, "a condition whose instruction could not be told apart")]
        if any(order_net.imperative(p[:1].upper() + p[1:]) for p in re.split(r"[,;]\s*", cond_text)[1:]):
            # "If X, repeal the rule “A”; if not, repeal …": the condition as read holds an order of its own
            return [self._not_understood(s, "a condition that holds an order of its own: where it ends is not sure")]
        cond_text = self.toks.restore(cond_text).strip()
        if not re.match(r"if\b", s, re.I):  # "Unless X", "Should X": the word that turns the condition is kept
            cond_text = s[:cm.end()].strip() + " " + cond_text
        return cond_text, rest

    def _split_at_order(self, body: str) -> tuple[str | None, str | None]:
        """Reads a condition's body apart at the first comma after which an order, a change or a consequence follows;
        (None, None) when none does."""
        for c in splits(body):
            tail = LEAD_INS.sub("", body[c.end():]) or body[c.end():]
            if read_line(tail[:1].upper() + tail[1:], self.toks, self.prev_rule) or is_gamestate(tail) or order_net.consequence(tail):
                return body[:c.start()], tail
        for c in splits(body):
            tail = body[c.end():]
            if ONLY_VERBS.match(tail) or _THIS_MATTER_DOES.match(tail):
                return body[:c.start()], tail
        for c in splits(body):  # "If the CfJ here is pending, fail it": an order no form reads, not understood
            tail = LEAD_INS.sub("", body[c.end():]) or body[c.end():]
            if order_net.imperative(tail[:1].upper() + tail[1:]) or _BARE_RULE_SENTENCE.match(tail) \
                    and not is_remark(self.toks.restore(tail)):  # "…, the Captain shall call a Storm"
                return body[:c.start()], tail
        return None, None

    def _governed(self, s: str, body: str, cm: re.Match | None, cond_text: str, rest: str) -> tuple[list[Instruction], Instruction | None]:
        """Reads what a condition governs into a conditional (left open when nothing follows it on the line)."""
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
        if any(c.kind == "gamestate" for c in cond.children) and _REMARKED(self.toks.restore(rest)):
            # "If a Sailor defects, they lose their Gold anyway, so this changes little.": what a rule does, told
            # by the author; an order or a remark, which is not sure
            cond.children = [self._not_understood(rest, "a consequence said with the author's own words: an order or a remark")]
        if all(c.kind == "commentary" for c in cond.children) and cm and order_net.consequence(rest):
            # "If the Ferry is full, Kevan wins the game.": a change of the game said as a fact, never a remark
            cond.children = [self._not_understood(rest, "a consequence that changes the game, said as a fact: no known form reads it")]
        if all(c.kind == "commentary" for c in cond.children):  # "Otherwise every edit would need redoing.": a remark
            return [Instruction(kind="commentary", sentence=self.toks.restore(s))], None
        return [cond], None

    def _classify(self, s: str) -> list[Instruction]:
        """Reads a sentence no condition governs: by the forms, as a change of the gamestate, or as what no form reads."""
        page, self._page = getattr(self, "_page", False), False
        if _BUILDING_BLOCK_PAGE.search(s) or page and _THAT_PAGE.search(s):
            self._page = True  # a Building Block page (2024) and "that rule" after it: gamestate, never a rule of the Ruleset
            return [Instruction(kind="gamestate", sentence=self.toks.restore(s), gamestate=None)]
        got = read_line(s, self.toks, self.prev_rule)
        to_rule = _TO_RULE_THEN_PLACE.match(s) if not got else None
        if to_rule:  # "To the rule “X”, add the following bullet point to the bulleted list:": "in" the rule, at that place
            s = "In " + s[len("To "):]
            got = read_line(s, self.toks, self.prev_rule)
        left = coverage.leftover(s, got, self.toks.get) if got else []
        if left:  # "Create a rule … and name it “Y”": a part of the sentence no part of the reading holds
            return [self._not_understood(s, f"words no part of the instruction accounts for: {', '.join(left[:6])}")]
        self.toks.last_added = self.toks.last_inserted = None
        ca = _CONTINUE_ADDITION.match(s) if not got else None
        if ca and self.last_added:  # "continue the above addition with the following:": right after the text just added
            rule, before = self.last_added
            got = [Instruction(kind="insert_text", sentence=self.toks.restore(s), rule=rule, where=Place.of(Anchor(before)),
                               text=unwrap(self.toks.get(ca.group("text"))))]
        if got:
            return self._remembered(s, got)
        changed = self._gamestate_sentence(s)
        if changed is not None:
            return changed
        return self._unread_sentence(s)

    def _remembered(self, s: str, got: list[Instruction]) -> list[Instruction]:
        """Reads what the instructions of a sentence leave for the next ones (the rule named last, the text added last)."""
        for x in got:
            if x.kind in ("append_text", "insert_text", "prepend_text") and x.text and _ONE_BULLET.search(s) \
                    and not re.match(r"\s*[*#]", x.text) and "\n" not in x.text.strip():
                x.text = "* " + x.text.strip()  # a bullet point given as a paragraph: an item of the list, "* " before it
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

    def _gamestate_sentence(self, s: str) -> list[Instruction] | None:
        """Reads a sentence that changes the gamestate (or says so in a rule's or the author's words); None if it is not one."""
        if is_gamestate(re.sub(r"⟦\d+⟧", "…", s)) and not _DECLARES_TRACKED.search(s):  # the quoted words (a rule's text) are not
            # the instruction; a value a rule tracks ("… (with an initial value of 0) tracked by the GNDT") is a rule's words
            if order_net.remark_frame(s):  # "The idea is that if no one acts, every Vassal loses 1 Coin.": explained, not ordered
                return [Instruction(kind="commentary", sentence=self.toks.restore(s))]
            if order_net.ruleset_words(s):  # "Set the cost of “X” to 1 by adding the line “Cost: 1” …": an edit of rule text
                return [self._not_understood(s, f"a change said as an edit of a rule's text ({self.toks.restore(order_net.ruleset_words(s))!r}): no known form reads it")]
            if (_RULE_MODAL.search(s) or _GENERIC_SUBJECT.match(s)) and not order_net.imperative(s) and not THIS_MATTER.search(s):
                # "A Chart, in the Proposal that created it, and on the Wiki page, shall list …": a rule's sentence that
                # names a page of the gamestate, not a change of it
                return [self._not_understood(s, "a sentence in a rule's words, with no instruction saying where it goes")]
            to_text = _TO_A_PARAGRAPH.search(s)
            if to_text and (not to_text.group("tok") or self.toks.items[int(to_text.group("tok"))][1]):
                # "Change the Conduct of Creeper to:" and a paragraph: a thing's entry in a rule or in the gamestate, not sure
                return [self._not_understood(s, "a value given as a paragraph after the order: a rule's entry or the gamestate, which is not sure")]
            joined = order_net.joined_orders(s)
            if joined:  # "Give each Sailor a Parrot, and add a rule called “Parrots” …": a second order, of the Ruleset too
                return [self._not_understood(s, f"a change of the gamestate joined to another order ({joined[0]!r}): no known form reads both")]
            return [Instruction(kind="gamestate", sentence=self.toks.restore(s), gamestate=None)]
        return None

    def _unread_sentence(self, s: str) -> list[Instruction]:
        """Reads a sentence no form reads: an order refused, a request, a rule's sentence or fact, or a remark."""
        if starts_instruction(s) and _EACH_REMARK.match(s):
            return [Instruction(kind="commentary", sentence=self.toks.restore(s))]  # "Each X has …; if you alone meet it, …"
        if starts_instruction(s) or PASSIVE_ORDER.search(s):
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
        if _KEY_OF_THE_POST.search(s):
            return [self._not_understood(s, "a key for reading parts of the post: what it orders is not read")]
        verb = order_net.orders(s)
        if verb:  # "Reset every Vassal's Marks.", "Anyway, expunge …", "X shall be halved": an order no form reads
            return [self._not_understood(s, f"an order ({verb!r}) no known form reads")]
        led = _FACT_LEAD.sub("", s, count=1)
        led = led[:1].upper() + led[1:]  # "With their vote on this proposal, each Trooper may …": the sentence after the lead
        if (_BARE_RULE_SENTENCE.match(s) or led != s and _BARE_RULE_SENTENCE.match(led) or _RULE_SENTENCE_ASIDE.match(s)) and not is_remark(self.toks.restore(s)) and not order_net.remark_frame(s):
            # "A Map player may spend 1/3 of his points to mark a Landmark.": a rule's sentence with no instruction
            return [self._not_understood(s, "a sentence in a rule's words, with no instruction saying where it goes")]
        said = self.toks.restore(s)
        if (_GAME_FACT.match(s) or _GAME_FACT.match(led) or _GAME_FACT_CLAUSE.match(led)) and not FIRST_PERSON.search(said) \
                and not EXPLAINING.search(said) and not order_net.remark_frame(s):  # (its verb is one a change is said with)
            # "The Captain loses his Hat.": a change of the game said as a fact, never the author's remark
            return [self._not_understood(s, "a change of the game said as a fact: no known form reads it")]
        return [Instruction(kind="commentary", sentence=self.toks.restore(s))]

    def _asked(self, s: str) -> Instruction:
        """A request said in prose (its quoted words as tokens), read as what it asks for (see request)."""
        got = request(s)
        if got.kind == "not_understood":
            return self._not_understood(s, ASKED)
        got.sentence = self.toks.restore(s)
        return got

    def _not_understood(self, s: str, why: str) -> Instruction:
        self.prev_rule = None  # "that rule" after an instruction not understood: which rule it means is not known
        self.last_added = None
        return Instruction(kind="not_understood", sentence=self.toks.restore(s), reason=why)


_BARE_RULE_SENTENCE = Cue(wordings.BARE_RULE_SENTENCE)
_GENERIC_SUBJECT = Cue(wordings.GENERIC_SUBJECT)
_GAME_FACT = Cue(wordings.GAME_FACT)
_GAME_FACT_CLAUSE = Cue(wordings.GAME_FACT_CLAUSE)
# a rule's sentence with an aside between its subject and its modal ("A Chart, once drawn, shall list …")
_RULE_SENTENCE_ASIDE = re.compile(r"^(?:(?:a|an|each|every|any|no|the)\s+)?(?-i:[A-Z])[\w’'-]*(?:\s+[\w’'-]+){0,3}\s*,[^.;:!?]{1,120}?,\s*(?:may|must|shall|can|cannot)\s+\w+", re.I)
# a modal a rule is written with, its verb not one a one-off order says in the future ("shall be contacted", "shall cease")
_RULE_MODAL = re.compile(r"\b(?:may|must|can|cannot|shall)\s+(?:(?:only|not|also|never|all|each|both|then|\w+ly)\s+)*"
                         r"(?!(?:be|cease|gain|lose|receive|only|not|also|never|all|each|both|then|\w+ly)\b)[a-z]+\b", re.I)
# as a paragraph's first word, in lower case (or "And", the author's sentence going on after the text it took): the
# sentence before goes on
_GOES_ON_WORD = re.compile(r"(?:and|then|or|but|And)\b")
_TO_A_PARAGRAPH = re.compile(r"^(?:change|set)\b.*\bto\s*(?::-?\s*$|⟦(?P<tok>\d+)⟧\s*[.:]?\s*$)", re.I)
_FACT_LEAD = Cue(wordings.FACT_LEAD)
_TO_RULE_THEN_PLACE = Cue(wordings.TO_RULE_THEN_PLACE)
_ONE_BULLET = Cue(wordings.ONE_BULLET)


def _REMARKED(text: str) -> bool:
    """Does a clause hold the author's own words: the first person, words that explain, or a clause joined after it
    that is the author's explanation ("…, so this changes little", "… anyway")?"""
    return bool(FIRST_PERSON.search(text) or EXPLAINING.search(text) or re.search(r"\banyway\b", text, re.I)
                or any(order_net.remark_frame(p) for p in re.split(r"[,;]\s*(?:so|and|but|which|as)?\s*|\s+(?:so|because|since)\s+", text)[1:]))
_REQUEST = Cue(wordings.REQUEST)

_SCOPE_LEAD = Cue(wordings.SCOPE_LEAD)

_NUMBERED_ITEM = re.compile(r"^\s*(?:\d{1,2}[.)]|\([a-z0-9]\))\s+")
_LINE_ASIDE = Cue(wordings.LINE_ASIDE)
_THIS_MATTER_DOES = Cue(wordings.THIS_MATTER_DOES)
_KEY_OF_THE_POST = Cue(wordings.KEY_OF_THE_POST)
_OFFERED_TEXT = Cue(wordings.OFFERED_TEXT)
_DECLARES_TRACKED = Cue(wordings.DECLARES_TRACKED)
_CONTINUE_ADDITION = Cue(wordings.CONTINUE_ADDITION)

_COND_QUOTED_RULE = Cue({"phrasing": r"^(?:the\s+)?(?P<r>{QUOTED})\s+(?:sub-?)?rule\s+(?:exists|is|has|contains|still)\b"})
_COND_IN_RULE = Cue({"phrasing": r"\b(?:in|of)\s+the\s+(?:(?:core|dynastic)\s+)?rule\s+(?P<r>{QUOTED})"})
_COND_TEXT = Cue({"phrasing": r"\bthe\s+(?:paragraph|bullet\s+point|sentence|line|item|text|words)\s+(?:reading|that\s+reads|which\s+reads|saying)\s+(?P<t>{QUOTED})"})
_COND_SUBJECT = Cue(wordings.CONDITION_WORD_SUBJECT)
_REPLACE_IT = Cue({"phrasing": r"\b(replace|change|substitute)\s+it\s+(with|to|by)\b"})
_REWORD_IT = Cue({"phrasing": r"\b(?:reword|rewrite|change|replace)\s+it\s+(?:as\s+follows|to\s+read|to|with)\b"})
_COND_RULE = Cue({"phrasing": r"^(?:there\s+is\s+an?\s+|an?\s+|the\s+)?(?:(?:core|dynastic)\s+)?(?:sub-?)?rule\s+(?:(?:entitled|called|named|titled)\s+)?(?P<r>{QUOTED}|(?-i:[A-Z])[\w'’ -]*?)(?=\s*(?:,|\s+(?:exists|is|has|contains|still)\b))"})  # noqa: E501
_CLAUSE_ORDER = Cue({"phrasing": r"(?:^|[,;:]\s*|\bthen\s+)(?:please\s+)?{INSTRUCTION_VERB}\b"})
_PROPOSAL_WIDE = Cue(wordings.PROPOSAL_WIDE)
_PROPOSAL_WIDE_AFTER = Cue(wordings.PROPOSAL_WIDE_AFTER)
_VOIDS_ITSELF = Cue(wordings.VOIDS_ITSELF)


def read_instructions(body_html: str, *, source: str = "") -> list[Instruction]:
    """A proposal's body HTML -> what it says to do, in order. Pure; a body that is not HTML is a ProposalFormatError."""
    if not isinstance(body_html, str):
        raise ProposalFormatError(f"{source or 'proposal'}: the post body is not text")
    return _Reader(blocks_of(body_html, source)).run()
