"""A line with its compound forms ("replace A with B and C with D", "Repeal X and remove Y", "Amend the rule X by
removing A and by replacing B"): each part read by the matcher, each instruction citing the whole line."""
from __future__ import annotations

import re

from ...models import Instruction
from ...phrasings import proposals as wordings
from ...reading.places import Paragraph, Place
from .matching import match_line, rule_name, section_of_scope
from .table import MAX_LINE, ONLY_VERBS, Cue
from .tokens import Tokens


_AND_SPLIT = Cue(wordings.AND_SPLIT)
_TRAILING_SCOPE = Cue(wordings.TRAILING_SCOPE)
_AMEND_BY = Cue(wordings.AMEND_BY)
_AMEND_BY_SPLIT = Cue(wordings.AMEND_BY_SPLIT)
_MORE_PAIRS = Cue(wordings.MORE_PAIRS)
_RULE_THEN_PLACE = Cue(wordings.RULE_THEN_PLACE)
_NEWLY_ADDED = Cue(wordings.NEWLY_ADDED)
_REPLACEMENTS = Cue(wordings.REPLACEMENTS)
_PAIR_ITEM = Cue(wordings.PAIR_ITEM, flags=0)
_RENUMBER_TAIL = Cue(wordings.RENUMBER_TAIL)
_PURPOSE_TAIL = Cue(wordings.PURPOSE_TAIL)
_IF_EXISTS = Cue(wordings.IF_EXISTS)
_MANY_RULES = Cue(wordings.MANY_RULES)
_IN_RULE_PREFIX = Cue(wordings.IN_RULE_PREFIX)
_ITS_PLACE = Cue(wordings.ITS_PLACE)


def _said(got: list[Instruction], toks: Tokens, line: str) -> list[Instruction]:
    """The instructions read from a part of ``line``, each citing the whole line as it was written."""
    for x in got:
        x.sentence = toks.restore(line)
    return got


def read_line(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """A line, with its compound forms: "replace A with B and C with D", "Repeal X and remove Y"."""
    if len(line) > MAX_LINE:
        return None  # an instruction line is a sentence, not a page: no form is tried on it
    got = match_line(line, toks, prev_rule)
    if got is not None:
        return got
    for compound in _COMPOUNDS:
        got = compound(line, toks, prev_rule)
        if got is not None:
            return got
    return None


def _rule_then_place(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "In rule X, in the fourth paragraph, change …": the place in the rule, read as one path."""
    rp = _RULE_THEN_PLACE.match(line)
    if rp:
        got = match_line(f"In {rp.group('inner')} of {rp.group('rule')}, {rp.group('rest')}", toks, prev_rule)
        if got:
            return _said(got, toks, line)
    return None


def _amend_by(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "Amend the rule X by removing A and by replacing the first list with B": each clause, in that rule."""
    am = _AMEND_BY.match(line)
    if am:
        clauses = [c for c in _AMEND_BY_SPLIT.split(" by " + am.group("rest")) if c.strip()]
        out: list[Instruction] = []
        for k, c in enumerate(clauses):
            verb, _, rest = c.strip().partition(" ")
            imperative = wordings.GERUNDS.get(verb.lower())
            if imperative is None and k and out:  # "…, then at the end of the rule add:": in the rule just named
                said = c.strip()
                got = read_line(said[:1].upper() + said[1:].rstrip(" .;"), toks, out[-1].rule)
            elif imperative is None:
                out = []
                break
            else:
                got = read_line(f"In {am.group('rule')}, {imperative} {rest}".rstrip(" .;"), toks, prev_rule)
            if not got:
                out = []
                break
            out.extend(got)
        if out:
            return _said(out, toks, line)
    return None


def _listed_replacements(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "In “Boons”, make the following replacements:-" and a list of “A” with “B”: each item one replacement in that rule."""
    mr = _REPLACEMENTS.match(line)
    if mr:
        rule, ok = rule_name(mr.group("rule"), toks, prev_rule)
        items = [x.strip() for x in (toks.get(mr.group("list")) or "").split("\n") if x.strip()]
        pairs = [_PAIR_ITEM.fullmatch(x) for x in items]
        if ok and rule and pairs and all(pairs):
            return [Instruction(kind="replace_text", sentence=toks.restore(line), rule=rule, old=p.group(1).strip(), text=p.group(2).strip())
                    for p in pairs]
    return None


def _in_newly_added(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "Change “A” to “B” and “C” to “D” in the newly added paragraph": the paragraph the instruction before added."""
    na = _NEWLY_ADDED.search(line)
    if na and na.start() > 0 and toks.last_added:
        got = read_line(line[:na.start()], toks, toks.last_added)
        if got and all(x.kind == "replace_text" and x.rule in (None, toks.last_added) and not x.where and x.section is None for x in got):
            for x in got:
                x.rule, x.where, x.sentence = toks.last_added, Place.of(Paragraph("last")), toks.restore(line)
            return got
    return None


def _its_place(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "replace its bullet points with …": the place said of the rule just named ("the bullet points of it")."""
    its = _ITS_PLACE.search(line)
    if its:
        got = match_line(line[:its.start()] + "the " + its.group("place") + " of it" + line[its.end():], toks, prev_rule)
        if got:
            return _said(got, toks, line)
    return None


def _in_many_rules(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "In the subrules “A”, “B” and “C” add this text:": the order read in each rule, one instruction per rule."""
    mr2 = _MANY_RULES.match(line)
    if mr2:
        many: list[Instruction] = []
        for name in re.findall(r"⟦\d+⟧", mr2.group("names")):
            got = match_line(f"In the rule {name}, {mr2.group('rest')}", toks, prev_rule)
            if not got or len(got) != 1 or got[0].kind not in ("append_text", "prepend_text", "insert_text", "replace_text") \
                    or got[0].rule != toks.get(name):
                many = []
                break
            many.extend(got)
        if many:
            return _said(many, toks, line)
    return None


def _if_it_exists(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "Repeal the rule “X”, if it exists.": the order read without its condition, and governed by it."""
    for ie in _IF_EXISTS.finditer(line):
        if ie.start() == 0:
            continue
        rest = line[ie.end():]
        joint = ", " if ie.group("comma") and rest.strip(" .;") else " "
        got = read_line((line[:ie.start()] + joint + rest.lstrip()).strip(), toks, prev_rule)
        if got and all(x.kind not in ("not_understood", "commentary", "conditional", "gamestate") for x in got):
            return [Instruction(kind="conditional", sentence=toks.restore(line), condition=re.sub(r"\s+", " ", ie.group("cond")), children=got)]
    return None


def _with_purpose(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "Rename Rule 8: “Truancy” in order to avoid confusion …": the order, its reason after it apart."""
    pt = _PURPOSE_TAIL.search(line)
    if pt and pt.start() > 0:
        got = read_line(line[:pt.start()], toks, prev_rule)
        if got:
            return _said(got, toks, line)
    return None


def _then_renumber(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "Repeal Rule 4, and renumber the ruleset to cover the gap": the repeal, its numbers following from it."""
    rn = _RENUMBER_TAIL.search(line)
    if rn and rn.start() > 0:
        got = match_line(line[:rn.start()], toks, prev_rule)
        if got and all(x.kind == "repeal_rule" for x in got):
            return _said(got, toks, line)
    return None


def _scope_said_last(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "Replace A with B and C with D in every rule": the scope said last applies to every pair."""
    sc = _TRAILING_SCOPE.search(line)
    if sc and sc.start() > 0:
        got = read_line(line[:sc.start()], toks, prev_rule)
        if got and all(x.kind == "replace_text" and x.rule is None for x in got):
            for x in got:
                x.which = "every" if re.match(r"(?:every|each|all|any)", sc.group("scope"), re.I) or x.which == "only" else x.which
                x.section = section_of_scope(sc.group("scope"))
                x.sentence = toks.restore(line)
            return got
    return None


def _more_pairs(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads "In the rule X, replace A with B and C with D": the pairs after the first apply to the same rule."""
    pairs, head = [], line.rstrip(" .;")
    while True:
        m = _MORE_PAIRS.search(head)
        if not m:
            break
        pairs.insert(0, (m.group(1), m.group(2)))
        head = head[:m.start()]
    if pairs:
        got = match_line(head, toks, prev_rule)
        if got and got[-1].kind == "replace_text":
            first = got[-1]
            for old, new in pairs:
                got.append(Instruction(kind="replace_text", sentence=toks.restore(line), rule=first.rule, old=toks.get(old), text=toks.get(new), which=first.which))
            return _said(got, toks, line)
    return None


def _joined_by_and(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads two instructions joined by "and"."""
    for m in _AND_SPLIT.finditer(line):
        left, right = line[:m.start()], line[m.end():]
        a = match_line(left, toks, prev_rule)
        if not a:
            continue
        right = right[0].upper() + right[1:]
        # "Rename X to Y, and reword the rule to:-": after a renaming, "the rule" is the rule under its new name
        named = a[-1].title if a[-1].kind == "rename_rule" and a[-1].title else a[-1].rule or a[-1].title
        b = read_line(right, toks, named)
        pre = _IN_RULE_PREFIX.match(left)
        if not b and pre and not _IN_RULE_PREFIX.match(right):  # "In the rule X, replace …, and add:": the rule said first holds for both
            b = read_line(pre.group(0) + right[:1].lower() + right[1:], toks, named)
        if not b and ONLY_VERBS.match(right):  # "Repeal Rule 4, and renumber the ruleset": the order no form reads is refused
            b = [Instruction(kind="not_understood", sentence=toks.restore(right), reason="no known form reads this instruction")]
        if b:
            for x in b:  # "In “X”, replace A with B; replace C with D": the rule said first holds for the chain
                if x.kind == "replace_text" and x.rule is None and x.section is None and a[-1].kind == "replace_text" and a[-1].rule:
                    x.rule = a[-1].rule
            return _said(a + b, toks, line)
    return None


# the compound forms read_line tries in turn on a line no form reads whole, the first that reads it winning
_COMPOUNDS = (_rule_then_place, _amend_by, _listed_replacements, _in_newly_added, _its_place, _in_many_rules, _if_it_exists,
              _with_purpose, _then_renumber, _scope_said_last, _more_pairs, _joined_by_and)
