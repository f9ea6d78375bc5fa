"""A Ruleset made for a proposal: the smallest wikitext Ruleset in which every Ruleset instruction read from a body
names something that is there (the rules it names, with the words it replaces or anchors on, the paragraphs, lists
and labelled parts its places count, the parent and the section of a new rule). Property tests over the proposal
corpus enact each body on its own Ruleset.

    world_for(instructions) -> wikitext | None     (None: an instruction this builder cannot give a place to)

The rules' filler sentences name nothing any instruction looks for; each text an instruction needs is written once.
"""
from __future__ import annotations

import re

from blognomic_tools.models import Instruction
from blognomic_tools.reading.places import Anchor, Step

RULE_KINDS = ("replace_text", "append_text", "prepend_text", "insert_text", "replace_rule", "repeal_rule", "rename_rule", "move_rule")
SECTIONS = ("Core Rules", "Dynastic Rules", "Special Case", "Appendix")


def _walk(instructions):
    for ins in instructions:
        yield ins
        yield from _walk(ins.children)


def _title_of(ref: str | None) -> str | None:
    """The title a rule reference gives: "Rule 2.4.1 (“Council Votes”)" -> Council Votes; a bare number: None."""
    if not ref or not ref.strip():
        return None
    key = ref.strip().strip("\"'“”‘’").strip()
    m = re.match(r"^(?:rule\s+)?\d+(?:\.\d+)*\s*\(\s*[\"“‘']?(.*?)[\"”’']?\s*\)\s*$", key, re.I)
    if m:
        return None  # a number and a title: the number must match the Ruleset's own numbering
    if re.match(r"^(?:rule\s+)?\d+(?:\.\d+)*\.?$", key, re.I):
        return None
    return key


class _Rule:
    def __init__(self, title: str, section: str):
        self.title, self.section = title, section
        self.paragraphs: list[str] = []  # leading prose paragraphs, counted by "paragraph:N"
        self.later: list[str] = []  # blocks after them (words to find, lists, labelled parts)
        self.subrules: list[_Rule] = []

    def need_paragraphs(self, n: int) -> None:
        while len(self.paragraphs) < n:
            self.paragraphs.append(f"Filler sentence {len(self.paragraphs) + 1} of {self.title}.")

    def body(self) -> str:
        return "\n\n".join(self.paragraphs + self.later) or f"Filler sentence of {self.title}."


def world_for(instructions: list[Instruction]) -> str | None:
    rules: dict[str, _Rule] = {}
    order: list[_Rule] = []
    sections: list[str] = list(SECTIONS)

    def rule(title: str, section: str = "Dynastic Rules") -> _Rule:
        key = title.casefold()
        if key not in rules:
            r = _Rule(title, section)
            rules[key] = r
            order.append(r)
        return rules[key]

    added = {(i.title or "").casefold() for i in _walk(instructions) if i.kind == "add_rule"}
    for ins in _walk(instructions):
        if ins.kind == "conditional":
            continue
        if ins.section and ins.section not in sections and ins.kind in ("add_rule", "move_rule", "replace_text"):
            sections.append(ins.section)
        if ins.kind in ("add_rule", "move_rule"):
            beside = ins.where.anchor if ins.where is not None and len(ins.where.steps) == 1 else None
            beside = beside if beside is not None and not beside.sentence else None
            for ref in (ins.parent, beside.text if beside is not None else None):
                t = _title_of(ref) if ref else None
                if ref and t is None:
                    return None
                if t and t.casefold() not in added:
                    rule(t, ins.section or "Dynastic Rules")
            if ins.kind == "add_rule":
                continue
        if ins.kind not in RULE_KINDS:
            continue
        if not ins.rule:
            if ins.kind == "replace_text" and ins.old and not ins.where:
                rule(f"Holder {len(order) + 1}", ins.section or "Dynastic Rules").later.append(ins.old.strip() + " Filler.")
                continue
            if ins.kind == "insert_text" and ins.where:
                anchor = ins.where.words.strip()
                rule(f"Holder {len(order) + 1}").later.append(anchor)
                continue
            return None
        title = _title_of(ins.rule)
        if title is None:
            return None
        if title.casefold() in added:
            continue  # a rule the same proposal adds
        r = rule(title, ins.section or "Dynastic Rules")
        if ins.kind == "rename_rule" or ins.kind == "repeal_rule" or ins.kind == "move_rule":
            continue
        steps, anchor = (ins.where.within, ins.where.anchor) if ins.where is not None else ((), None)
        if not _place(r, steps, ins, anchor):
            return None
    out = ["{{TOCRight}}"]
    for sec in sections:
        out.append(f"= {sec} =\n")
        for r in order:
            if r.section == sec:
                out.append(f"== {r.title} ==\n{r.body()}\n")
        if not any(r.section == sec for r in order):
            out.append(f"== {sec} Filler ==\nA rule of {sec}.\n")
    return "\n".join(out)


def _needle(ins: Instruction, anchor: Anchor | None) -> str | None:
    """The words the instruction looks for in its place: what it replaces, or its anchor."""
    if anchor:
        return anchor.text.strip()
    if ins.kind == "replace_text" and ins.old:
        n = {"every": 1, "first": 1, "only": 1}.get((ins.which or "only").lower())
        if n is None:
            m = re.match(r"nth:(\d+)$", (ins.which or "").lower())
            if m:
                return "\n\n".join([ins.old.strip()] * int(m.group(1)))
        return ins.old.strip()
    return None


def _place(r: _Rule, steps: tuple[Step, ...], ins: Instruction, anchor: Anchor | None) -> bool:
    """Give the rule what the steps and the words need; False for a place this builder does not make."""
    needle = _needle(ins, anchor)
    if not steps:
        if needle:
            r.later.append(needle if "\n" in needle or needle.endswith((".", ":")) else needle + ".")
        return True
    if len(steps) != 1:
        return False
    name, arg = steps[0].kind, steps[0].arg.strip()
    if name == "paragraph":
        if arg.lower() in ("last", "final"):
            r.need_paragraphs(1)
            n = len(r.paragraphs)
        elif arg.isdigit():
            n = int(arg)
            r.need_paragraphs(n)
        else:
            return False
        if needle:
            r.paragraphs[n - 1] = f"{r.paragraphs[n - 1]} {needle}"
        return not r.later or arg.lower() not in ("last", "final")
    if name == "paragraph beginning":
        r.later.append(arg + (f" {needle}" if needle else "") + " and more.")
        return True
    if name == "sentence beginning":
        r.later.append(arg + (f" {needle}" if needle else "") + " and more.")
        return True
    if name in ("list", "item beginning", "item"):
        if name == "list" and arg not in ("sole", "1"):
            return False
        first = arg if name == "item beginning" else "First item"
        r.later.append(f"* {first}" + (f" {needle}" if needle else "") + "\n* Second item")
        return not any(b.startswith("*") for b in r.later[:-1])
    if name == "heading":
        r.later.append(f"'''{arg}''': " + (needle or "a part.") + "\n\nAnother paragraph.")
        return True
    return False
