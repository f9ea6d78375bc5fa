"""Instructions that change the tree of rules: a rule renamed (its status tags kept), repealed, added (placed by its
parent, section or neighbour, its heading in the page's style) or moved."""
from __future__ import annotations

import re

from ...models import Instruction, Rule, Section, normalise_title
from .lookup import Lookup
from .outcome import NotApplied
from .pieces import Gone, Piece


_HEADING_RE = re.compile(r"^(=+)([ \t]*)(.*?)([ \t]*)(=+)([ \t]*(?:<!--.*?-->)?[ \t]*\r?\n?)$", re.S)


class RuleEdits(Lookup):
    """The instructions that add, rename, repeal or move rules."""

    def rename_rule(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule)
        title = (ins.title or "").strip()
        if not title:
            raise NotApplied("no new title was given")
        piece = self.piece_of(rule)
        line = piece.heading.lstrip("\n")  # a rule added here may open with the blank line it needed
        m = _HEADING_RE.match(line)
        if m is None:
            raise NotApplied(f"the heading of rule {rule.name!r} is not one line of wikitext")
        if not re.search(r"\[[^\]]*\]", title):  # a Special Case rule keeps its status tags
            title += "".join(re.findall(r"\s*\[[^\]]*\]", m.group(3)))
        other = [r for r in self.by_name.get(normalise_title(title), []) if r is not rule]
        if other:  # two rules of one title: neither could be cited (a new rule of a taken title is refused alike)
            raise NotApplied(f"a rule {other[0].name!r} ({other[0].number or other[0].section}) already has the title {title!r}")
        piece.heading = piece.heading[: len(piece.heading) - len(line)] + m.group(1) + m.group(2) + title + m.group(4) + m.group(5) + m.group(6)
        self.index(rule, add=False)
        rule.title = title
        self.index(rule)
        self.touch(rule, ins.kind, rule.section)

    def repeal_rule(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule)
        self._remove(rule, ins.kind)
        self.index(rule, add=False)

    def _remove(self, rule: Rule, kind: str) -> tuple[object, Section]:
        container, rules, sec = self.container_of(rule)
        k = next(i for i, r in enumerate(rules) if r is rule)
        del rules[k]
        gone = Gone(rule.title, sec.name, rules[k] if k < len(rules) else None, container, kind)
        self.touch_order.append(("gone", gone))
        if sec.name not in self.sections:
            self.sections.append(sec.name)
        return container, sec

    def _placement(self, ins: Instruction, moving: Rule | None = None) -> tuple[object, list[Rule], int, int, Section]:
        """(container, its rule list, index, heading level, section) for a rule placed per parent/section/where."""
        place = ins.where
        beside = place.anchor if place is not None and len(place.steps) == 1 and not place.own_paragraph else None
        side, anchor_ref = (beside.side, beside.text) if beside is not None and not beside.sentence else ("", "")
        parent = self.rule(ins.parent) if ins.parent else None
        if moving is not None and parent is not None and any(r is parent for r in moving.walk()):
            raise NotApplied(f"rule {moving.name!r} cannot be moved into itself")
        if side in ("after", "before") and anchor_ref.strip():
            anchor = self.rule(anchor_ref)
            if moving is not None and any(r is anchor for r in moving.walk()):
                raise NotApplied(f"rule {moving.name!r} cannot be placed next to itself")
            container, rules, sec = self.container_of(anchor)
            if parent is not None and container is not parent:
                raise NotApplied(f"rule {anchor.name!r} is not a subrule of {parent.name!r}")
            if ins.section and parent is None and self.section(ins.section) is not sec:
                raise NotApplied(f"rule {anchor.name!r} is not in the section {ins.section!r}")
            k = next(i for i, r in enumerate(rules) if r is anchor)
            return container, rules, k + (side == "after"), anchor.level, sec
        if place is not None:
            raise NotApplied(f"cannot read the place {str(place).strip()!r}")
        if parent is not None:
            _, _, sec = self.container_of(parent)
            return parent, parent.subrules, len(parent.subrules), parent.level + 1, sec
        sec = self.section(ins.section)
        return sec, sec.rules, len(sec.rules), 2, sec

    def _insert(self, rule: Rule, container: object, rules: list[Rule], index: int, sec: Section) -> None:
        before = self.page.text_before(container, index)
        piece = self.page.pieces[id(rule)]
        lead = ""
        if not before.endswith("\n"):
            lead = "\n" + ("\n" if "\n\n" in self.page.trail else "")
        elif not before.endswith("\n\n") and "\n\n" in self.page.trail and before.strip():
            lead = "\n"
        piece.heading = lead + piece.heading.lstrip("\n")
        rules.insert(index, rule)

    def add_rule(self, ins: Instruction) -> None:
        title = (ins.title or "").strip()
        if not title:
            raise NotApplied("the new rule has no title")
        container, rules, index, level, sec = self._placement(ins)
        if level > 6:
            raise NotApplied("a subrule that deep has no heading level in wikitext")
        if any(normalise_title(r.title) == normalise_title(title) for r in rules):
            raise NotApplied(f"a rule {title!r} is already there")
        text = (ins.text or "").strip("\n")
        rule = Rule(title=title, level=level, number=None, text=text, section=sec.name)
        body = (text + self.page.trail) if text.strip() else "\n"
        self.page.pieces[id(rule)] = Piece(self.page.heading_line(level, title), body, None)
        self._insert(rule, container, rules, index, sec)
        self.index(rule)
        self.touch(rule, ins.kind, sec.name)

    def move_rule(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule)
        if not (ins.parent or ins.section or ins.where):
            raise NotApplied("no place to move the rule to was given")
        level = self._placement(ins, moving=rule)[3]  # every check before anything is taken out
        delta = level - rule.level
        if max(r.level for r in rule.walk()) + delta > 6:
            raise NotApplied("a subrule that deep has no heading level in wikitext")
        self._remove(rule, ins.kind)
        container, rules, index, level, sec = self._placement(ins, moving=rule)
        for r in rule.walk():
            p = self.page.pieces[id(r)]
            line = p.heading.lstrip("\n")
            m = _HEADING_RE.match(line)
            if delta and m:
                n = len(m.group(1)) + delta
                p.heading = p.heading[: len(p.heading) - len(line)] + "=" * n + m.group(2) + m.group(3) + m.group(4) + "=" * n + m.group(6)
            r.level += delta
            r.section = sec.name
            p.orig = None
        self._insert(rule, container, rules, index, sec)
        self.touch(rule, ins.kind, sec.name)
