"""The instructions read, put together: orders under "In the rule X:" placed in it, a condition that governs nothing
turned into a remark, a proposal-wide condition wrapped around what it governs, consecutive remarks merged."""
from __future__ import annotations

import re

from ...models import Instruction
from ...phrasings import proposals as wordings


AFTER_SEP = "after the separator line: the author's notes"


_NAMES_A_RULE = re.compile(wordings.NAMES_A_RULE["phrasing"], re.I)
_EDITS = ("replace_text", "append_text", "prepend_text", "insert_text")


def in_scope(items: list[Instruction], scope: tuple) -> bool:
    """Orders under "In the rule X:" that name no rule are in that rule (and at the place the line named); whether the
    orders after them may still name X's entries (see entries_named)."""
    rule, where = scope
    goes_on = entries_named(items, rule)
    for x in items:
        in_scope(x.children, scope)
        if x.kind in _EDITS and x.rule is None and x.section is None:
            x.rule = rule
            if where and not x.where:
                x.where = where
    return goes_on


def entries_named(items: list[Instruction], rule: str) -> bool:
    """After "In the rule X:", an order naming a quoted title without calling it a rule ("add to “Scout”") names an entry
    of X whose kind (heading, item, subrule) is not said: refused in place. False once an order names a rule as a rule
    (or adds one): the orders after it are no longer read as said of X."""
    goes_on = True
    for k, x in enumerate(items):
        goes_on = entries_named(x.children, rule) and goes_on
        if x.kind in _EDITS and x.rule and x.rule != rule and not _NAMES_A_RULE.search(x.sentence or ""):
            items[k] = Instruction(kind="not_understood", sentence=x.sentence,
                                   reason=f"“{x.rule}” is an entry of the rule {rule} whose kind (heading, item, subrule) the post does not say")
        elif x.kind == "add_rule" or x.rule and x.rule != rule:
            goes_on = False
    return goes_on


def gamestate_order(items: list[Instruction]) -> Instruction | None:
    """The gamestate order a sentence gave (itself, or the one a conditional of it governs), or None."""
    for x in reversed(items):
        if x.kind == "gamestate":
            return x
        if x.kind == "conditional" and x.children and x.children[-1].kind == "gamestate":
            return x.children[-1]
    return None


def governing(items: list[Instruction], blocks_open: set[int]) -> list[Instruction]:
    """A condition opened by "If X:" that governs no instruction is a remark: commentary."""
    for x in items:
        if x.kind == "conditional" and id(x) in blocks_open and not x.children:
            x.kind, x.condition = "commentary", None
    return items


def wrap_proposal_wide(items: list[Instruction], conds: list[tuple[str, str, int]]) -> list[Instruction]:
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


def merge_commentary(items: list[Instruction]) -> list[Instruction]:
    """Consecutive commentary lines are one commentary."""
    out: list[Instruction] = []
    runs: dict[int, list[str]] = {}  # a run's sentences, joined once at its end (joining as it grows costs its square)
    for x in items:
        if x.kind == "commentary" and out and out[-1].kind == "commentary" and x.reason != AFTER_SEP:
            runs.setdefault(len(out) - 1, [out[-1].sentence]).append(x.sentence)
        else:
            out.append(x)
    for at, sentences in runs.items():
        out[at].sentence = "\n\n".join(sentences)
    return out
