"""The instructions applied in order: each applied or refused with its reason, one whose change the Ruleset already
shows not applied twice, a conditional by its decided condition; the result with the spans touched."""
from __future__ import annotations

import re

from ...models import Instruction, Rule, Ruleset, normalise_title
from ...phrasings.proposals import OTHERWISE
from .finding import locate, norm, only_inside, short
from .outcome import LEFT_FOR_CALLER, RULESET_KINDS, NotApplied, RulesetEnactment
from .rule_edits import RuleEdits
from .text_edits import TextEdits


class _Enactor(TextEdits, RuleEdits):
    """A proposal's instructions applied to one Ruleset, in order."""

    # one instruction
    def apply(self, ins: Instruction) -> None:
        if ins.kind == "conditional":
            self.conditional(ins)
            return
        if ins.kind not in RULESET_KINDS:
            return  # gamestate, commentary, not_understood: the caller's
        shown = None if self.again else self.already(ins)
        if shown:
            ins.status, ins.reason = "already applied", f"already in the Ruleset: {shown}"
            return
        try:
            getattr(self, ins.kind)(ins)
        except NotApplied as e:
            ins.status, ins.reason = "not applied", str(e)
        else:
            ins.status, ins.reason = "applied", None

    def _holds(self, rule: Rule, text: str | None) -> bool:
        return bool(text and text.strip() and locate(self.piece_of(rule).body, text.strip("\n"), rule)[1])

    def _holds_text(self, rule: Rule, ins: Instruction) -> bool:
        """The rule holds the instruction's text, as written or as the proposal's later replacements leave it."""
        return any(self._holds(rule, t) for t in self.forms.get(id(ins), [ins.text]))

    def final_forms(self, instructions: list[Instruction]) -> None:
        """Each instruction's text as the proposal leaves it: a text it adds may be changed by its later instructions
        ("... then, in the newly added paragraph, replace “Gloom” with “Murk”"); an enacted Ruleset holds that form."""
        flat = [i for i in _flatten(instructions)]
        self.forms = {}
        for k, ins in enumerate(flat):
            if not (ins.text or "").strip():
                continue
            text = ins.text
            for later in flat[k + 1:]:
                if later.kind == "replace_text" and (later.old or "").strip() and later.text is not None and later.old in text:
                    text = text.replace(later.old, later.text) if (later.which or "only") == "every" else text.replace(later.old, later.text, 1)
            self.forms[id(ins)] = [ins.text] + ([text] if text != ins.text else [])

    def already(self, ins: Instruction) -> str | None:
        """What shows that the instruction's change is in the Ruleset already (a second run, another admin's
        enactment), or None. Applying it again would add its text twice: it is not applied, and said so."""
        try:
            k = ins.kind
            if k == "add_rule" and ins.title:
                for r in self.by_name.get(normalise_title(ins.title), []):
                    if not (ins.text or "").strip() or self._holds_text(r, ins):
                        return f"rule {r.name!r} ({r.number or r.section}) has this title and text"
            elif k in ("append_text", "prepend_text", "insert_text") and (ins.rule or k == "insert_text"):
                # wherever in the rule it was put (at its end, a paragraph's end, after some words, as a paragraph
                # of its own), the text is in the rule once it is enacted
                rule = self.rule(ins.rule) if ins.rule else self.rule_holding(ins)
                if self._holds_text(rule, ins):
                    return f"rule {rule.name!r} holds this text"
            elif k == "replace_text" and not (ins.old or "").strip() and ins.where and (ins.text or "").strip() and ins.rule:
                rule = self.rule(ins.rule)  # a part of the rule (a paragraph, an item...) replaced by the text whole
                if self._holds_text(rule, ins):
                    return f"rule {rule.name!r} holds this text"
            elif k == "replace_text" and ins.old and ins.text and norm(ins.text):
                rules = [self.rule(ins.rule)] if ins.rule else list(self.ruleset.rules())
                if norm(ins.old) not in norm(ins.text):
                    if not any(self._holds(r, ins.old) for r in rules):
                        holding = [r for r in rules if self._holds(r, ins.text)]
                        if holding:
                            return f"the text to replace is gone and its replacement is in rule {holding[0].name!r}"
                else:  # "Wood" -> "Wood and Stone": enacted, every "Wood" left is inside a "Wood and Stone"
                    holding = [r for r in rules if self._holds(r, ins.text)]
                    if holding and all(only_inside(self.piece_of(r).body, ins.old, ins.text) for r in rules):
                        return f"every {short(ins.old)!r} is inside its replacement, in rule {holding[0].name!r}"
            elif k == "replace_rule" and ins.rule and (ins.text or "").strip():
                rule = self.rule(ins.rule)
                if not ins.where and norm(self.piece_of(rule).body) == norm(ins.text):
                    return f"rule {rule.name!r} reads so"
                if ins.where and self.steps_of(ins)[0] and not self.steps_of(ins)[1] and self._holds_text(rule, ins):
                    return f"rule {rule.name!r} holds this text"
            elif k == "rename_rule" and ins.title and ins.rule:
                try:
                    self.rule(ins.rule)
                except NotApplied:
                    new = self.by_name.get(normalise_title(ins.title), [])
                    if new:
                        return f"no rule {ins.rule!r}, and rule {new[0].name!r} ({new[0].number or new[0].section}) has the new title"
        except NotApplied:
            return None
        return None

    def conditional(self, ins: Instruction) -> None:
        # a reason already given (what the blog said of the matter the condition names) is kept, more precise
        if ins.condition_met is None:
            ins.status = "pending"
            ins.reason = ins.reason if ins.reason and ins.reason.startswith("condition not decided") else "condition not decided"
            return
        if ins.condition_met is False:
            ins.status = "not applied"
            why = ins.reason if ins.reason and not ins.reason.startswith(("condition", "not taken")) else None
            ins.reason = f"not taken: “{condition_said(ins)}” is false" + (f" ({why})" if why else "")
            for child in ins.children:
                _skip(child, "condition not met")
            for _, child in _deep(ins.children):
                if holds_other_branch(child):
                    child.reason = ("not read, and its words go on to the other branch (“otherwise …”), which may be the one taken: "
                                    "enact that part by hand")
            return
        for child in ins.children:
            self.apply(child)
        failed = [c for c in ins.children if c.status != "applied" and c.kind not in LEFT_FOR_CALLER + ("conditional",)]
        if failed:
            ins.status, ins.reason = "not applied", f"{len(failed)} of its {len(ins.children)} instructions not applied"
        else:
            ins.status, ins.reason = "applied", None

    # the result
    def result(self, old: str, instructions: list[Instruction]) -> RulesetEnactment:
        new, spans, ends = self.page.render()
        touched = []
        for what, obj in self.touch_order:
            if what == "gone":
                g = obj
                if g.anchor is not None and id(g.anchor) in spans:
                    at = spans[id(g.anchor)][0]
                else:
                    at = ends.get(id(g.container), len(new))
                touched.append({"rule": g.title, "section": g.section, "span": (at, at), "changes": [g.kind]})
                continue
            rule = obj
            if id(rule) not in spans:
                continue  # repealed after it was edited: its removal is listed
            start, body_end, end = spans[id(rule)]
            piece = self.page.pieces[id(rule)]
            if piece.orig is None:
                span = (start, end)
            else:
                now = piece.heading + piece.body
                before = piece.orig
                p = _common(now, before)
                s = _common(now[p:][::-1], before[p:][::-1])
                span = (start + p, start + len(now) - s)
            touched.append({"rule": rule.title, "section": rule.section, "span": span, "changes": self.changes[id(rule)]})
        return RulesetEnactment(old=old, new=new, instructions=instructions, touched=touched, sections=self.sections)


def _common(a: str, b: str) -> int:
    """Length of the common prefix of a and b (halving, so the comparing is done by str in C)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _flatten(instructions):
    for ins in instructions:
        yield ins
        yield from _flatten(ins.children)


def condition_said(ins: Instruction) -> str:
    """A conditional's condition as the reports quote it: without its leading "If" and its closing comma or colon."""
    return re.sub(r"^(?:if|when)\s+", "", (ins.condition or "").strip(), flags=re.I).rstrip(",.:;- ").strip()


_OTHERWISE_INSIDE = re.compile(r"[;.:,]\s*" + OTHERWISE["phrasing"].lstrip("^"), re.I)


def holds_other_branch(ins: Instruction) -> bool:
    """An instruction not read whose words go on past "; otherwise …": the other branch may be inside it, so a branch
    not taken that holds it is never done with."""
    return ins.kind == "not_understood" and bool(_OTHERWISE_INSIDE.search(ins.sentence or ""))


def _deep(items):
    for ins in items:
        yield 0, ins
        yield from _deep(ins.children)


def _skip(ins: Instruction, reason: str) -> None:
    if ins.kind == "commentary":
        return
    ins.status, ins.reason = "not applied", reason
    for child in ins.children:
        _skip(child, reason)


def apply_to_ruleset(wikitext: str, instructions: list[Instruction], *, source: str = "",
                     ruleset: Ruleset | None = None, again: bool = False) -> RulesetEnactment:
    """Apply the Ruleset instructions, in order, to the Ruleset's wikitext. Each instruction's status becomes
    ``applied`` or ``not applied`` (with the reason); gamestate, commentary and not-understood ones stay
    ``pending`` for the caller, as does a conditional whose condition is not decided. Raises
    NotARulesetError when ``wikitext`` is not the wikitext of a Ruleset.

    ``ruleset``: the same wikitext already parsed (``parse_ruleset``, e.g. for the tally's rules profile) is not
    parsed again; it is left as it is. Any other Ruleset (another text, or not from wikitext) is ignored.

    An instruction whose change the Ruleset already shows (its text already in the rule, a replacement already made,
    a rule of that title and text already there) is ``already applied``, not applied a second time; ``again`` applies
    every instruction as if for the first time (an admin who means it, or the audit recomputing on the revision
    before an enactment)."""
    enactor = _Enactor(wikitext, source, ruleset, again=again)
    enactor.final_forms(instructions)
    for ins in instructions:
        enactor.apply(ins)
    return enactor.result(wikitext, instructions)
