"""Instructions that edit the text of a rule: words replaced or removed, a part of a rule (a paragraph, an item, a
sentence) replaced, text appended, prepended or inserted, a rule's whole text replaced."""
from __future__ import annotations

import re

from ...models import Instruction, Rule, normalise_title
from ...reading.places import Paragraph, Step
from ..places import PlaceError, describe, resolve
from .finding import View, locate, short, trim
from .lookup import Lookup
from .outcome import NotApplied
from .pieces import split_ws
from .prose import one_blank_line, sentence_around, set_in_prose


_NOT_PROSE = re.compile(r"\s*(?:[*#:;]|\{\||\|)")


class TextEdits(Lookup):
    """The instructions that edit the text of a rule."""

    def replace_text(self, ins: Instruction) -> None:
        old, new = ins.old, ins.text or ""
        steps, anchor = self.steps_of(ins)
        if anchor:
            raise NotApplied(f"a replacement names no place {str(anchor)!r}: quote the words to replace")
        if steps and (old is None or not old.strip()):
            self._replace_span(ins, steps)
            return
        if old is None or not old.strip():
            raise NotApplied("no text to replace was given")
        what = f"{short(old)!r}"
        # every place the words are: (rule, view, (i, j), offset of the view in the body)
        places: list[tuple[Rule, View, tuple[int, int], int]] = []
        if ins.rule is None or not ins.rule.strip():  # no rule named: the whole Ruleset
            scope_name = "the Ruleset"
            for rule in self.ruleset.rules():
                if ins.section and normalise_title(rule.section or "") != normalise_title(ins.section):
                    continue
                view, found = locate(self.piece_of(rule).body, old, rule)
                places.extend((rule, view, f, 0) for f in found)
            if not places:
                raise NotApplied(f"{what} is not in the Ruleset")
        else:
            rule = self.rule(ins.rule)
            scope_name = f"rule {rule.name!r}"
            a, b = 0, len(self.piece_of(rule).body)
            if steps:
                a, b = self.span_of(rule, steps)
                scope_name = f"{describe(steps)} of rule {rule.name!r}"
            view, found = locate(self.piece_of(rule).body[a:b], old, rule)
            places = [(rule, view, f, a) for f in found]
            if not places:
                raise NotApplied(self.absent_reason(what, old, rule) if (a, b) == (0, len(self.piece_of(rule).body)) else f"{what} is not in {scope_name}")
        which = (ins.which or "only").strip().lower()
        if which == "only":
            if len(places) > 1:
                rules = {id(r): r.name for r, *_ in places}
                also = f" (rules {', '.join(repr(n) for n in rules.values())})" if ins.rule is None and len(rules) > 1 else ""
                raise NotApplied(f"{what} appears {len(places)} times in {scope_name}{also}")
        elif which == "first":
            places = places[:1]
        elif which in ("nth:last", "last"):
            places = places[-1:]
        elif which.startswith("nth:"):
            try:
                n = int(which[4:])
            except ValueError:
                raise NotApplied(f"cannot read which occurrence {ins.which!r}") from None
            if not 1 <= n <= len(places):
                raise NotApplied(f"{what} appears {len(places)} times in {scope_name}, not {n}")
            places = [places[n - 1]]
        elif which != "every":
            raise NotApplied(f"cannot read which occurrence {ins.which!r}")
        by_rule: dict[int, list] = {}
        for rule, view, (i, j), off in places:
            body = self.piece_of(rule).body
            va, ve, ra, re_ = trim(view.text[i:j], new)
            a, b = view.raw_range(i + va, i + ve, what)
            a, b = a + off, b + off
            piece_new = new[ra:re_]
            if piece_new.endswith(".") and body[b:b + 1] == "." and not body[a:b].endswith("."):
                piece_new = piece_new[:-1]  # "by 5" -> "by 10." before the rule's own full stop: one full stop
            bol = body.rfind("\n", 0, a) + 1
            eol = body.find("\n", b)
            eol = len(body) if eol < 0 else eol
            if not piece_new and a < b and re.fullmatch(r"[ \t]*[*#:;]+[ \t]*", body[bol:a]) and not body[b:eol].strip():
                # a removed list item takes its line along: the list stays one list, with no blank line in it
                a, b = bol, (eol + 1 if eol < len(body) else eol)
                if b == len(body) and a > 0:
                    a -= 1
            elif not piece_new and a < b:
                # a removed sentence takes one of the spaces around it along
                if body[b : b + 1] == " " and (a == 0 or body[a - 1] in " \n"):
                    b += 1
                elif body[a - 1 : a] == " " and (b == len(body) or body[b] in "\n"):
                    a -= 1
            by_rule.setdefault(id(rule), [rule, []])[1].append((a, b, piece_new))
        for rule, edits in by_rule.values():
            body = self.piece_of(rule).body
            edits.sort()
            for k in range(1, len(edits)):  # a space two removals both took along is taken once
                if edits[k][0] < edits[k - 1][1]:
                    edits[k] = (edits[k - 1][1], max(edits[k - 1][1], edits[k][1]), edits[k][2])
            for a, b, s_ in reversed(edits):
                body = body[:a] + s_ + body[b:]
                if not s_:
                    body = one_blank_line(body, a)
            self.set_body(rule, body, ins.kind)

    def _span(self, ins: Instruction, steps: tuple[Step, ...]):
        """The rule the instruction names, its body, and the part of it the steps name (a place not found: NotApplied)."""
        rule = self.rule(ins.rule)
        body = self.piece_of(rule).body
        try:
            return rule, body, resolve(body, steps, rule.name)
        except PlaceError as e:
            raise NotApplied(str(e)) from None

    def _replace_span(self, ins: Instruction, steps: tuple[Step, ...]) -> None:
        """A part of a rule (a paragraph, an item, a sentence...) replaced by the text, or removed for no text."""
        if len(steps) == 1 and isinstance(steps[0], Paragraph) and steps[0].kind == "paragraph":
            self._replace_paragraph(ins, steps[0])
            return
        rule, body, sp = self._span(ins, steps)
        a, b = sp.start, sp.end
        text = (ins.text or "").strip("\n")
        if sp.kind == "item" and text.strip() and not re.match(r"[*#]", text):
            text = re.match(r"[ \t]*[*#]+\s*", body[a:b]).group(0) + text.strip()  # an item stays an item
        if not text.strip():
            if sp.kind in ("item", "list", "heading") or body[a - 1:a] in ("", "\n") and body[b:b + 1] in ("", "\n"):
                if body[b:b + 1] == "\n":
                    b += 1  # the line goes, with its line break: the list stays one list
                elif a > 0 and body[a - 1] == "\n":
                    a -= 1
            elif body[b:b + 1] == " ":
                b += 1
            elif body[a - 1:a] == " ":
                a -= 1
        self.set_body(rule, body[:a] + text + body[b:], ins.kind)

    def _paragraph(self, rule: Rule, step: Paragraph) -> tuple[int, int]:
        """The body offsets of paragraph ``Paragraph(N)`` / ``Paragraph("last")`` of the rule (blocks apart by a blank
        line). A list or a table before it or in it makes the count unclear: refused."""
        body = self.piece_of(rule).body
        lead, core, _ = split_ws(body)
        nth = (step.nth or "").strip().lower()
        bounds = [0] + [x for m in re.finditer(r"\n[ \t]*\n\s*", core) for x in (m.start(), m.end())] + [len(core)]
        paras = [(x, y) for x, y in zip(bounds[::2], bounds[1::2])] if core else []
        if nth in ("last", "final"):
            n = len(paras)
            if not paras:
                raise NotApplied(f"rule {rule.name!r} has no paragraph")
            check = paras[-1:]
        else:
            try:
                n = int(nth)
            except ValueError:
                raise NotApplied(f"cannot read the paragraph {str(step)!r}") from None
            if not 1 <= n <= len(paras):
                raise NotApplied(f"rule {rule.name!r} has {len(paras)} paragraph{'s' if len(paras) != 1 else ''}, not {n}")
            check = paras[:n]
        odd = [k for k, (x, y) in enumerate(check, n - len(check) + 1) if any(_NOT_PROSE.match(line) for line in core[x:y].split("\n"))]
        if odd:
            raise NotApplied(f"which is paragraph {nth} of rule {rule.name!r} is not clear (block {odd[0]} is a list or a table): "
                              "quote the text to replace")
        x, y = paras[n - 1]
        return len(lead) + x, len(lead) + y

    def _replace_paragraph(self, ins: Instruction, step: Paragraph) -> None:
        """A paragraph replaced by the text, or, for no text, removed with the blank line that parts it from the next."""
        rule = self.rule(ins.rule)
        a, b = self._paragraph(rule, step)
        body = self.piece_of(rule).body
        text = (ins.text or "").strip("\n")
        if text.strip():
            self.set_body(rule, body[:a] + text + body[b:], ins.kind)
            return
        nxt = re.match(r"\n[ \t]*\n\s*", body[b:])
        prv = re.search(r"\n[ \t]*\n\s*$", body[:a])
        if nxt and len(body[b:].rstrip()) > 0:
            b += nxt.end()  # the paragraphs after move up
        elif prv:
            a = prv.start()  # the last paragraph: the one before now ends the rule
        self.set_body(rule, body[:a] + body[b:], ins.kind)

    def append_text(self, ins: Instruction) -> None:
        self._add(ins, at_end=True)

    def prepend_text(self, ins: Instruction) -> None:
        self._add(ins, at_end=False)

    def _add(self, ins: Instruction, at_end: bool) -> None:
        """Text added at the end (or the start) of a rule, of a part of it (its steps), or at an anchor (insert_text);
        a list item next to a list item of the same kind joins the list, anything else is a paragraph of its own."""
        steps, anchor = self.steps_of(ins)
        if anchor:
            self.insert_text(ins)
            return
        if steps:  # "Append to the first paragraph of X:", "… to the sole list"
            self._add_to_span(ins, steps, at_end=at_end)
            return
        rule = self.rule(ins.rule)
        text = (ins.text or "").strip("\n")
        if not text.strip():
            raise NotApplied(f"no text to {'append' if at_end else 'prepend'} was given")
        lead, core, trail = split_ws(self.piece_of(rule).body)
        if not core:
            body = text + self.page.trail
        else:
            edge = core.rsplit("\n", 1)[-1] if at_end else core
            joiner = "\n" if text[:1] in "*#:" and edge[:1] == text[:1] else "\n\n"
            body = lead + (core + joiner + text if at_end else text + joiner + core) + trail
        self.set_body(rule, body, ins.kind)

    def _add_to_span(self, ins: Instruction, steps: tuple[Step, ...], at_end: bool) -> None:
        """Text added at the end (or the start) of a part of a rule: an item to a list, a sentence to a paragraph."""
        text = (ins.text or "").strip()
        if not text:
            raise NotApplied("no text to add was given")
        rule, body, sp = self._span(ins, steps)
        a, b = sp.start, sp.end
        if ins.where is not None and ins.where.own_paragraph:  # a paragraph of its own, right after (before) that part
            if at_end:
                rest = body[b:]
                gap = len(rest) - len(rest.lstrip("\n"))
                body = body[:b] + "\n\n" + text + ("\n\n" + rest[gap:] if rest[gap:].strip() else rest)
            else:
                head = body[:a]
                body = head + text + "\n\n" + body[a:]
            self.set_body(rule, body, ins.kind)
            return
        if sp.kind == "list":
            lines = body[a:b].split("\n")
            mark = re.match(r"[ \t]*([*#]+)", lines[-1 if at_end else 0]).group(1)
            mark = mark[:len(re.match(r"[ \t]*([*#]+)", lines[0]).group(1))]
            items = [t if re.match(r"[*#]", t) else f"{mark} {t.strip()}" for t in text.split("\n") if t.strip()]
            new = "\n".join(items)
            body = body[:b] + "\n" + new + body[b:] if at_end else body[:a] + new + "\n" + body[a:]
        else:
            block = "\n" in text or text[:1] in "*#:;"
            sep = ("\n\n" if sp.kind == "paragraph" or not block else "\n") if block else " "
            body = body[:b] + sep + text + body[b:] if at_end else body[:a] + text + sep + body[a:]
        self.set_body(rule, body, ins.kind)

    def insert_text(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule) if ins.rule else self.rule_holding(ins)
        text = (ins.text or "").strip("\n")
        if not text.strip():
            raise NotApplied("no text to insert was given")
        steps, where = self.steps_of(ins)
        side, anchor = (where.side, where.text) if where else ("", "")
        sentence = where is not None and where.sentence  # after/before the sentence holding the words
        if side not in ("after", "before") or not anchor.strip():
            raise NotApplied("no place in the rule was given to insert the text (after: or before: a text)")
        body = self.piece_of(rule).body
        lo, hi = self.span_of(rule, steps) if steps else (0, len(body))
        view, found = locate(body[lo:hi], anchor, rule)
        what = f"{short(anchor)!r}"
        if not found:
            raise NotApplied(self.absent_reason(what, anchor, rule) if not steps else f"{what} is not in {describe(steps)} of rule {rule.name!r}")
        if len(found) > 1:
            raise NotApplied(f"{what} appears {len(found)} times in rule {rule.name!r}")
        a, b = view.raw_range(found[0][0], found[0][1], what)
        a, b = a + lo, b + lo
        if sentence:
            a, b = sentence_around(body, a, b)
        block = text[:1] in "*#:;|{" or "\n" in text.strip()
        if side == "after":
            if block:
                eol = body.find("\n", b)
                eol = len(body) if eol < 0 else eol
                sep = "\n" if text[:1] in "*#:" else "\n\n"
                body = body[:eol] + sep + text + body[eol:]
            else:
                body = body[:b] + set_in_prose(body[:b], text, body[b:]) + body[b:]
        else:
            if block:
                bol = body.rfind("\n", 0, a) + 1
                sep = "\n" if text[:1] in "*#:" else "\n\n"
                body = body[:bol] + text + sep + body[bol:]
            else:
                body = body[:a] + set_in_prose(body[:a], text, body[a:]) + body[a:]
        self.set_body(rule, body, ins.kind)

    def replace_rule(self, ins: Instruction) -> None:
        rule = self.rule(ins.rule)
        text = (ins.text or "").strip("\n")
        lead, core, trail = split_ws(self.piece_of(rule).body)
        steps, anchor = self.steps_of(ins)
        if steps and not anchor:
            self._replace_span(ins, steps)
            return
        elif anchor:
            raise NotApplied(f"cannot read the place {str(ins.where)!r} in the rule")
        else:
            if not text.strip():
                raise NotApplied("no new text was given for the rule")
            body = lead + text + (trail if core else self.page.trail)
        self.set_body(rule, body, ins.kind)
