"""The page as pieces: the Ruleset's wikitext cut at its rules' spans (the text before the first section, each
section's heading and intro, each rule's heading line and body, what lies between sections), laid end to end byte
for byte, and rendered again with each rule's span in the new text."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ...errors import NotARulesetError
from ...models import Rule, Ruleset, Section


@dataclass
class Piece:
    """One rule's pieces of the page: its heading line and its body."""
    heading: str
    body: str
    orig: str | None  # heading + body as parsed; None for a rule added or moved here (touched whole)


@dataclass
class Gone:
    """Where a repealed (or moved away) rule stood: before ``anchor`` or at the end of ``container``."""

    title: str
    section: str
    anchor: Rule | None
    container: object  # the parent Rule or the Section
    kind: str = "repeal_rule"


_LEAD_RE = re.compile(r"(?:[ \t]*\n)*")


def split_ws(body: str) -> tuple[str, str, str]:
    """(leading blank lines, content, trailing whitespace) of a rule body."""
    core = body.rstrip()
    trail = body[len(core):]
    lead = _LEAD_RE.match(core).group(0)
    return lead, core[len(lead):], trail


class Page:
    """The Ruleset's wikitext as pieces, each rule's heading and body apart, laid end to end byte for byte."""

    def __init__(self, raw: str, ruleset: Ruleset, where: str):
        self.raw = raw
        self.ruleset = ruleset
        self.pieces: dict[int, Piece] = {}
        secs = ruleset.sections
        if not secs or any(s.span is None for s in secs):
            raise NotARulesetError(f"{where}: the sections of the ruleset have no place in its wikitext")
        self.head = raw[: secs[0].span[0]]
        self.prefix: dict[int, str] = {}
        self.gap: dict[int, str] = {}
        for i, sec in enumerate(secs):
            s0, s1 = sec.span
            first = sec.rules[0].span[0] if sec.rules else s1
            self.prefix[id(sec)] = raw[s0:first]
            for rule in sec.rules:
                self._cut(rule)
            nxt = secs[i + 1].span[0] if i + 1 < len(secs) else len(raw)
            self.gap[id(sec)] = raw[s1:nxt]
        if self.render()[0] != raw:
            raise NotARulesetError(f"{where}: the rules' wikitext could not be cut at their headings (overlapping or nested spans)")
        heads = [p.heading for p in self.pieces.values()]
        spaced = sum(1 for h in heads if re.match(r"^=+[ \t]", h))
        self.space = " " if spaced * 2 >= len(heads) else ""
        trails = Counter(p.body[len(p.body.rstrip()):] for p in self.pieces.values() if p.body.strip())
        self.trail = trails.most_common(1)[0][0] if trails else "\n\n"
        if "\n" not in self.trail:
            self.trail = "\n"

    def _cut(self, rule: Rule) -> None:
        if rule.span is None or rule.body_span is None:
            raise NotARulesetError(f"rule {rule.title!r} has no place in the wikitext")
        a, b = rule.span
        b0, b1 = rule.body_span
        heading, body = self.raw[a:b0], self.raw[b0:b1]
        self.pieces[id(rule)] = Piece(heading, body, heading + body)
        for sub in rule.subrules:
            self._cut(sub)

    # rendering, with each rule's span in the new text
    def render(self) -> tuple[str, dict[int, tuple[int, int, int]], dict[int, int]]:
        """(text, {rule id: (start, body end, subtree end)}, {container id: offset of its end})."""
        out: list[str] = [self.head]
        pos = len(self.head)
        spans: dict[int, tuple[int, int, int]] = {}
        ends: dict[int, int] = {}

        def walk(rule: Rule) -> None:
            nonlocal pos
            p = self.pieces[id(rule)]
            start = pos
            out.append(p.heading)
            out.append(p.body)
            pos += len(p.heading) + len(p.body)
            body_end = pos
            for sub in rule.subrules:
                walk(sub)
            spans[id(rule)] = (start, body_end, pos)
            ends[id(rule)] = pos

        for sec in self.ruleset.sections:
            pre = self.prefix[id(sec)]
            out.append(pre)
            pos += len(pre)
            for rule in sec.rules:
                walk(rule)
            ends[id(sec)] = pos
            gap = self.gap[id(sec)]
            out.append(gap)
            pos += len(gap)
        return "".join(out), spans, ends

    def text_before(self, container: object, index: int) -> str:
        """The piece of text just before position ``index`` of ``container``'s rules (to join a new rule to)."""
        rules = container.rules if isinstance(container, Section) else container.subrules
        if index > 0:
            last = rules[index - 1]
            while last.subrules:
                last = last.subrules[-1]
            return self.pieces[id(last)].body
        if isinstance(container, Section):
            return self.prefix[id(container)]
        return self.pieces[id(container)].body

    def heading_line(self, level: int, title: str) -> str:
        return f"{'=' * level}{self.space}{title}{self.space}{'=' * level}\n"
