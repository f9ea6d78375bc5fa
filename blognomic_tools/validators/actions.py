"""The dynastic actions, read from the rules in force: for each action its name, kind, who may take it, how often,
what it costs, what it does to which variables and on what conditions, each citing its sentence.

A sentence of an action is read as a sequence of typed parts (phrasings.actions): leads (a kind, a frequency, a
condition), the actor and the modal ("a Vassal may"), the action's name where the rules give it a capitalised
verb ("Build a Structure"), then its costs and effects (validators.action_effects), then tails (more conditions,
"at any time"). A part that is not read is listed on its action (``Action.unread``, "effects: ..." naming the
field it would fill); a sentence that looks like an action (an actor with a permission, a kind) and is not read
is an ``Unread`` with its reason, never dropped.

The reading is split along these parts: validators.action_clauses (leads, actor, tails, limits),
validators.action_body (after the modal), validators.action_sentences (one sentence), validators.action_reading
(tables, what was said apart, the precision net); this module walks a rule's sentences and lists.
"""
from __future__ import annotations

import re
from dataclasses import asdict
from typing import Iterable

from ..models import Rule, Ruleset, Table
from ..phrasings import actions as W
from ..reading.citations import Citation
from ..reading.phrasing import Terms
from ..reading.text import Reader, sentences
from .action_clauses import norm_text, sentence_key
from .action_effects import alternation, fill, phrasing_rx
from .action_net import grant_cue, variable_cue
from .action_reading import ActionReading
from .model import SILENT, Action, Unread

__all__ = ["read_actions", "action_to_dict", "read_rule_text"]

_rx = phrasing_rx


_STEPS_LEAD = alternation(W.STEPS_LEADS)  # a list's lead with no colon ("… by doing the following steps")
_NUMBERED = r"\s*(?:• |\d+[.)] )"  # a list's item line: a bullet, or a number closed by a stop or a bracket


def _blocks(rule: Rule):
    """(sentence, its list items as (depth, text), its paragraph's index) of a rule's text, tables left out (read
    apart)."""
    paras = []
    queue = [p for p in rule.text.split("\n\n") if p.strip()]
    while queue:
        p = queue.pop(0)
        lines = [ln for ln in p.split("\n") if ln.strip()]
        # "…:-" and lines "- If a Pupil …": a lead and its list, the lead the first line or one after lines of prose
        hy, k = next(((e, k) for e in W.HYPHEN_ITEMS if "lead" in e for k in range(len(lines) - 1) if re.search(e["lead"], lines[k])
                      and all(re.match(e["item"], ln) for ln in lines[k + 1:])
                      and not any(re.match(e["item"], ln) for ln in lines[:k])), (None, 0))
        if hy is None:  # the lead's items, then prose with no item after it
            hy, k = next(((e, k) for e in W.HYPHEN_ITEMS if "lead" in e for k in range(len(lines) - 1)
                          if re.search(e["lead"], lines[k]) and re.match(e["item"], lines[k + 1])
                          and not any(re.match(e["item"], ln) for ln in lines[:k])), (None, 0))
        end = next((j for j in range(k + 1, len(lines)) if not re.match(hy["item"], lines[j])), len(lines)) if hy else 0
        if hy and not any(re.match(hy["item"], ln) for ln in lines[end:]):
            # the lead's items, then prose after them ("- Retreat [X Stride Points]: …" / "If during a Skirmish, …")
            paras += ["\n".join(lines[:k])] if k else []
            paras += [lines[k], "\n".join("• " + re.sub(hy["item"], "", ln, count=1) for ln in lines[k + 1:end])]
            paras += ["\n".join(lines[end:])] if end < len(lines) else []
        elif hy:  # the lead's items, then another lead and its items in the same paragraph: read in turn
            paras += ["\n".join(lines[:k])] if k else []
            paras += [lines[k], "\n".join("• " + re.sub(hy["item"], "", ln, count=1) for ln in lines[k + 1:end])]
            queue.insert(0, "\n".join(lines[end:]))
        elif any(e.get("alone") and all(re.match(e["item"], ln) for ln in lines) for e in W.HYPHEN_ITEMS):
            paras.append("\n".join("• " + re.sub(r"^\s*[-–] ", "", ln, count=1) for ln in lines))  # "- Free a named …" alone
        elif alone := next((e for e in W.HYPHEN_ITEMS if e.get("alone") and len(lines) > 2 and all(re.match(e["item"], ln) for ln in lines[:2])), None):
            # the items, then prose with no item after it ("- Holy Gnat: …" / "Once this dynasty, …"): the items a
            # paragraph of their own, as a blank line before the prose would make them
            end = next(j for j in range(len(lines)) if not re.match(alone["item"], lines[j]))
            if any(re.match(alone["item"], ln) for ln in lines[end:]):
                paras.append(p)
            else:
                paras.append("\n".join("• " + re.sub(r"^\s*[-–] ", "", ln, count=1) for ln in lines[:end]))
                queue.insert(0, "\n".join(lines[end:]))
        elif len(lines) > 1 and (lines[0].rstrip().endswith(":") or re.search(_STEPS_LEAD, lines[0].rstrip())) \
                and all(re.match(r"\s*(?:• |\d+[.)] )", ln) for ln in lines[1:]):
            # "… Atomic Action:" and its numbered lines, no blank line between ("… by doing the following steps" and
            # "1) Remove …": a number closed by a bracket, the lead with no colon)
            paras += [_colon(lines[0]), "\n".join(re.sub(r"^(\s*)(\d+)\) ", r"\1\2. ", ln) for ln in lines[1:])]
        elif (numbered := next((k for k in range(len(lines) - 2) if (lines[k].rstrip().endswith(":") or re.search(_STEPS_LEAD, lines[k].rstrip()))
                                and re.match(_NUMBERED, lines[k + 1]) and not any(re.match(_NUMBERED, ln) for ln in lines[:k])), None)) is not None:
            # "… with the following steps:", its numbered lines, then prose ("Once that Atomic Action is complete, …"):
            # the lead and its items a paragraph of their own, as a blank line before the prose would make them
            end = next((j for j in range(numbered + 1, len(lines)) if not re.match(_NUMBERED, lines[j])), len(lines))
            numbers = [int(m.group(1)) for ln in lines[numbered + 1:end] for m in [re.match(r"\s*(\d+)[.)] ", ln)] if m]
            if end < len(lines) and not any(re.match(_NUMBERED, ln) for ln in lines[end:]) \
                    and all(b > a for a, b in zip(numbers, numbers[1:])):  # one list: its numbering never starts again
                paras += ["\n".join(lines[:numbered])] if numbered else []
                paras += [_colon(lines[numbered]), "\n".join(re.sub(r"^(\s*)(\d+)\) ", r"\1\2. ", ln) for ln in lines[numbered + 1:end])]
                queue.insert(0, "\n".join(lines[end:]))
            else:
                paras.append(p)
        elif paras and any(re.search(e["lead"], paras[-1].split("\n")[-1]) and all(re.match(e["item"], ln) for ln in lines)
                           for e in W.DEFINITION_ITEMS):
            paras.append("\n".join("• " + ln.strip() for ln in lines))  # "Ponder: Age 8 …" lines of a definition list
        else:
            paras.append(p)

    def is_list(p):
        return all(re.match(r"\s*(?:• |\d+\. )", line) for line in p.split("\n") if line.strip())

    def items_of(p):
        return [((len(line) - len(line.lstrip())) // 2 + 1, re.sub(r"^\s*(?:• |\d+\. )", "", line)) for line in p.split("\n") if line.strip()]

    i = 0
    while i < len(paras):
        p = paras[i]
        if is_list(p):
            its = items_of(p)
            for n, (depth, item) in enumerate(its):
                if depth == 1:  # an item of a list of things, each sentence of it read as a sentence; the items
                    # nested under it ("* Shrine-Stall: …" / "** If the district is Blessed, gain 3 Devotion") its
                    # last sentence's list, never passed over
                    subs = []
                    for d2, t2 in its[n + 1:]:
                        if d2 == 1:
                            break
                        subs.append((d2 - 1, t2))
                    said = sentences(item)
                    for k, s in enumerate(said):
                        yield s, (subs if k == len(said) - 1 else []), (i, item)
            i += 1
            continue
        if "\n" in p and " | " in p:
            i += 1
            continue
        sents = [s for chunk in _unstopped_lines(p) for s in sentences(chunk)]
        items = []
        if (p.rstrip().endswith((":", ":-")) or re.search(_STEPS_LEAD, p.rstrip())) and i + 1 < len(paras) and is_list(paras[i + 1]):
            sents[-1] = _colon(sents[-1])
            items = items_of(paras[i + 1])
            i += 1
            while i + 1 < len(paras) and is_list(paras[i + 1]):  # a list whose items are apart by blank lines
                items += items_of(paras[i + 1])
                i += 1
        para = i
        for k, s in enumerate(sents):
            yield s, (items if k == len(sents) - 1 else []), para
        i += 1


def _colon(lead: str) -> str:
    """A list's lead as it is read: one said with no colon ("… by doing the following steps", "… the following
    steps in order.") ends in one, as its list follows."""
    lead = lead.rstrip()
    return lead if lead.endswith((":", ":-")) else lead.removesuffix(".") + ":"


_LETTERED = re.compile(r"\s*(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)] (?=[A-Z“\"‘])")  # an item's mark: "a. ", "ii) ", "1. "


def _unstopped_lines(p: str) -> list[str]:
    """A paragraph's lines as runs of prose: a line that ends with no stop, the next one starting a capitalised
    sentence, ends its run ("… reduce a Rival's Masons by 1" / "A Margrave may spend 3 Lancers …", lines apart by a
    line break and no full stop), or a lead of when or if of its own in lower case (W.LINE_LEADS: "when an isle
    roosts, it …" / "when an isle basks, it …"); a line opened by an item's mark ("b. A Walk Out only occurs …")
    starts a run of its own, without its mark; other lines join with a space."""
    runs: list[str] = []
    leads = re.compile("|".join(e["phrasing"] for e in W.LINE_LEADS))
    for line in (ln for ln in p.split("\n") if ln.strip()):
        item = _LETTERED.match(line)
        if item:  # "a. The Foreman may …" / "b. A Walk Out …": an item of its own, its letter not a word of it
            runs.append(line[item.end():])
            continue
        if runs and not re.search(r"[\w)’”'\"]$", runs[-1].rstrip()) \
                or runs and not re.match(r"\s*[A-Z“\"‘]", line) and not (leads.match(line.strip()) and leads.match(runs[-1].strip())):
            runs[-1] += " " + line
        else:
            runs.append(line)
    return runs


def read_actions(ruleset_or_reader: Ruleset | Reader, terms: Terms, variables=()) -> tuple[list[Action], list[Unread]]:
    """Every action the dynastic rules in force define, and the sentences that look like actions but were not read.

    ``terms`` are the dynasty's words (Terms(player=..., players=..., emperor=...)); ``variables`` the declared
    variables (VarSpecs, a dict of them, or names) the effects' words are matched to."""
    reader = ruleset_or_reader if isinstance(ruleset_or_reader, Reader) else Reader(ruleset_or_reader)
    rules = [r for r in reader.rules if r.section == "Dynastic Rules" and reader.in_force.get(id(r), True)]
    return _read(rules, terms, variables)


def read_rule_text(text: str, terms: Terms, variables=(), title: str = "Rule") -> tuple[list[Action], list[Unread]]:
    """The actions of one rule's plain text (paragraphs apart by blank lines, list items as '• ' or '1. ' or as the
    wiki writes them, '* ' and '# ', a table as lines of cells apart by ' | ', its first line the header, or as the
    wiki writes its rows, '| a || b' apart by '|-')."""
    text = _wiki_tables(_wiki_lists(text))
    tables = []
    for p in text.split("\n\n"):
        lines = [ln for ln in p.split("\n") if ln.strip()]
        if len(lines) > 1 and all(" | " in ln for ln in lines):
            rows = [[c.strip() for c in ln.split(" | ")] for ln in lines]
            tables.append(Table(rows=rows[1:], header=rows[0]))
    return _read([Rule(title=title, level=2, text=text, section="Dynastic Rules", tables=tables)], terms, variables)


def _wiki_lists(text: str) -> str:
    """Wiki list lines ('* item', '** item', '# item') as the page parser renders them: a paragraph of its own,
    '• ' or '1. ' indented two spaces a level below the first."""
    out: list[str] = []
    counters: list[int] = []
    for line in text.split("\n"):
        dl = re.match(r";\s*([^:]+?)\s*:\s*(.+)$", line)
        if dl:  # ";term: definition", as the page parser renders a definition list: "term: definition"
            line = f"{dl.group(1)}: {dl.group(2)}"
        m = re.match(r"([*#]+) ?(.*)$", line)
        if not m:
            if counters and line.strip() and not line.lstrip().startswith(("{|", "|", "!")):
                out.append("")  # a line of prose after the list ends it, a paragraph of its own, as the wiki renders it
            counters = []
            out.append(line)
            continue
        depth = len(m.group(1))
        if not counters and out and out[-1].strip():
            out.append("")  # the list starts a paragraph
        del counters[depth:]
        while len(counters) < depth:
            counters.append(0)
        counters[depth - 1] += 1
        mark = f"{counters[depth - 1]}. " if m.group(1).endswith("#") else "• "
        out.append("  " * (depth - 1) + mark + m.group(2))
    return "\n".join(out)


def _wiki_tables(text: str) -> str:
    """Wiki table rows ('| Crypt || As a … || 3', rows apart by '|-', '{|' and '|}' around them) as lines of cells
    apart by ' | ' (a paragraph of their own)."""
    out: list[str] = []
    for line in text.split("\n"):
        if re.match(r"\s*(?:\{\||\|\}|\|-)", line):
            continue
        m = re.match(r"\s*[|!] ?(.*)$", line)
        if m and ("||" in line or "!!" in line):
            if out and out[-1].strip() and " | " not in out[-1]:
                out.append("")
            out.append(" | ".join(c.strip() for c in re.split(r"\|\||!!", m.group(1))))
        else:
            out.append(line)
    return "\n".join(out)


def _cells(r: ActionReading, rule: Rule) -> None:
    """A table's cells that hold sentences of their own ('As a communal weekly action, any Warlock may …' in a row of
    places), in a table with no Effect column: each sentence read as a sentence, the net on the rest."""
    for t in rule.tables:
        if t.unreadable or "effect" in [h.strip().casefold() for h in t.header or []]:
            continue
        for row in ([t.header] if t.header else []) + t.rows:
            for cell in row:
                if not (r.looks_like_action(norm_text(cell)) or grant_cue(cell, r.t)):
                    continue
                r.prev = None
                for s in sentences(cell):
                    cite = Citation(rule.title, s.strip(), rule.number, rule.section)
                    before, listed = len(r.actions), len(r.unread)
                    if not r.sentence(s, [], cite, rule) and len(r.actions) == before and len(r.unread) == listed:
                        _net(r, s, cite)
        r.prev = None


def _is_name(r: ActionReading, s: str) -> bool:
    return any(_rx(e["phrasing"], r.t).match(norm_text(s)) for e in W.NAMES)


def _net(r: ActionReading, s: str, cite: Citation, by_variable: bool = True, step: bool = False, led: bool = False) -> None:
    """A sentence not read that looks like it grants an action, or that says a change of a declared variable
    (``by_variable``; action_net), is listed as not read; a prohibition is kept apart as a limit. ``step``: an item of
    a list whose lead offers no choice, whose change in the imperative is read as one with no doer; ``led``: an item
    of a list after a lead sentence, whose event or procedure is its condition (not a payment said alone)."""
    if by_variable and not led and r.player_outcome(s, cite):  # "Any Premier with engineers in the race earns one GS": the rules'
        return  # own payment (not a step of a lead listed, whose event is its condition)
    cue = grant_cue(s, r.t)
    if cue and r.outcome(s, cite):  # an outcome of the game after a lead of when, no doer named: read as such
        return
    if cue and by_variable and variable_cue(s, r.vars.names(), r.t) and not led and not step:
        # "The Larder's Gold is increased by 3": a declared value changed in the passive or the present, no lead, no
        # doer. Right after an action of the rule it may be what that action does ("… to Stalk a Surveyor. That
        # Surveyor gains 2 Dread."): listed there as not read; else read as an outcome of its own
        prev = r.prev if r.prev is not None and r.actions and r.actions[-1] is r.prev and r.prev.citation.rule == cite.rule else None
        if prev is not None and r.outcome_of(s):
            prev.unread.append(f"effects: perhaps said in the sentence after, not read: {norm_text(s).rstrip('.')}")
            return
        if prev is None and r.outcome(s, cite, bare=True):
            return
    if cue:
        r.unread.append(Unread("action", cite, f"it looks like an action (“{cue}”) and was not read"))
        return
    limit = next((m for e in W.PROHIBITIONS for m in [_rx(e["phrasing"], r.t).search(norm_text(s))] if m), None)
    changed = None if limit or not by_variable else variable_cue(s, r.vars.names(), r.t)
    if changed and r.outcome(s, cite, bare=True, listed=step):  # an outcome naming it after a lead ("When a Tinker leaves, eir Shame increases by 1")
        return
    if changed:
        r.unread.append(Unread("action", cite, f"it says a change of a declared variable (“{changed}”) and was not read"))
        return
    if not limit and r.outcome(s, cite):  # "If a Brief is not completed in time, it is failed": what becomes of a
        return  # thing after a lead, with no grant or declared value to cue it
    if not limit and r.first(W.BARE_ENDS, norm_text(s).rstrip(".").strip(), whole=True) and r.outcome(s, cite, bare=True):
        return  # "The Bladesman then dies.": a thing's end said alone, on what the sentences before say
    if limit:  # kept apart until the end, so that what the reading counts as listed stays the actions' own
        r.limits.append(Unread("limit", cite, f"a prohibition or a limit on actions (“{limit.group(0)}”): no action, "
                                              "and not checked by these tools"))


def _labelled_item(r: ActionReading, rule: Rule, p, s: str, seen: dict) -> None:
    """At the last sentence of a list item headed by a bare name ("Delve. The Colony burrows …"), nothing in the
    item read or listed: the item is listed as an action not read (LABELLED_ITEMS)."""
    if not isinstance(p, tuple) or not p[1].rstrip().endswith(s.strip()):
        return
    parts = sentences(p[1])
    if seen[p][0] == len(r.actions) and seen[p][1] < len(r.unread):
        # nothing read, a later sentence listed ("- Free a named Visitor …. Upon taking this Action, …", round 61): an
        # item whose head says the action lists the whole item instead
        listed = r.unread[seen[p][1]:]
        del r.unread[seen[p][1]:]
        if _imperative_item(r, rule, p[1]) or _described_item(r, rule, p[1]):
            return
        r.unread.extend(listed)
    if seen[p] != (len(r.actions), len(r.unread)):
        # "* Raise Palisade. The Pioneer may spend 9 Vigour …" (round 48): the item read one action and named none;
        # its bare name is the action's name
        made, label = r.actions[seen[p][0]:], parts[0].strip().rstrip(".")
        # the outcomes of its roll said after it ("On a 1, that Homesteader dies.") are actions of their own, not named
        made = [a for a in made if not any(r.first(W.ROLL_OUTCOMES, c, whole=True) for c in a.conditions)] or made
        # a label the item says again ("* Cat Burglar. A Champion with Cat Burglar can …") is a trait, not its name
        if len(made) == 1 and made[0].name is None and len(parts) > 1 and label not in " ".join(parts[1:]) and any(
                "label" in e and re.fullmatch(e["label"], parts[0].strip()) and _rx(e["phrasing"], r.t).search(norm_text(parts[1]))
                for e in W.LABELLED_ITEMS):
            made[0].name = label
        return
    if _imperative_item(r, rule, p[1]):
        return
    _described_item(r, rule, p[1])


def _described_item(r: ActionReading, rule: Rule, item: str) -> bool:
    """An item headed by a bare name whose sentences describe what a player does (LABELLED_ITEMS: "* Delve. The Colony
    burrows …"), nothing in it read: the item listed whole as an action not read, by its name. Whether it was."""
    parts = sentences(item)
    for e in W.LABELLED_ITEMS:
        if "label" in e and len(parts) > 1 and re.fullmatch(e["label"], parts[0].strip()) \
                and any(_rx(e["phrasing"], r.t).search(norm_text(t)) for t in parts[1:]):
            cite = Citation(rule.title, item.strip(), rule.number, rule.section)
            r.unread.append(Unread("action", cite, f"the item “{parts[0].strip()}” describes what a player does: an action not read"))
            return True
    return False


def _imperative_item(r: ActionReading, rule: Rule, item: str) -> bool:
    """An item named, then what is done said in the imperative to no one ("* Earthquake - Choose 3 Shrines …",
    LABELLED_ITEMS' heads), nothing in it read: listed as an action not read. Whether it was."""
    first = sentences(item)[:1]
    head = next((m for e in W.LABELLED_ITEMS if "head" in e for m in [_rx(e["head"], r.t).match(norm_text(first[0]))] if m), None) if first else None
    if head:
        cite = Citation(rule.title, item.strip(), rule.number, rule.section)
        r.unread.append(Unread("action", cite, f"the item “{head.group('label')}” says what is done, with no one named to do it: an action not read"))
    return head is not None


def _list_with_lead(r: ActionReading, listed: int, items) -> None:
    """A lead listed as not read keeps its list in its citation ("Deformities are the following (…):" and its item
    "- Dread Mask: New Action: Unnerve: …"): what the items say is not read with it, never passed over."""
    lead = r.unread[listed]
    if "\n• " not in lead.citation.text:
        c = lead.citation
        r.unread[listed] = Unread(lead.what, Citation(c.rule, c.text + "".join("\n• " + t for _, t in items), c.number,
                                                      c.section), lead.reason)


def _items_with_own_actor(r: ActionReading, rule: Rule, lead: str, items) -> None:
    """The items of a lead listed as not read ("The Raids a Goblin may perform are as follows:") that name their own
    actor and modal ("A Goblin may spend 1 Brute to …"): each a sentence of its own, never passed over with the lead,
    of the kind the lead names (KIND_LIST_LEADS). Items that do not (steps, a pronoun's) stay with the lead, listed."""
    kind = next((fill(e["kind"], m).lower() for e in W.KIND_LIST_LEADS
                 for m in [_rx(e["phrasing"], r.t).fullmatch(norm_text(lead).rstrip(" .-"))] if m), None)
    r.items_as_sentences(items, Citation(rule.title, lead.strip(), rule.number, rule.section), kind=kind, own_actor=True)


def _read(rules: Iterable[Rule], terms: Terms, variables) -> tuple[list[Action], list[Unread]]:
    r = ActionReading(terms, variables)
    silent_sentences: list[Citation] = []
    for rule in rules:
        r.begin_rule(rule.text)
        start = len(r.actions)
        para, seen = None, {}
        for whole, items, p in _blocks(rule):
            seen.setdefault(p, (len(r.actions), len(r.unread)))
            if p != para:
                r.prev, para = None, p
            clauses = r.clauses(whole)
            for k, (s, cited) in enumerate(clauses):
                cite = Citation(rule.title, cited.strip(), rule.number, rule.section)
                before, listed, stepped = len(r.actions), len(r.unread), len(r.steps_read)
                mine = items if k == len(clauses) - 1 else []
                read = r.sentence(s, mine, cite, rule)
                if len(r.actions) == before and not _is_name(r, s) and r.looks_like_action(norm_text(s)):
                    r.prev = None
                if not read and len(r.actions) == before and len(r.unread) == listed:
                    limits = len(r.limits)
                    _net(r, s, cite)
                    if len(r.unread) == listed and len(r.limits) == limits:
                        silent_sentences.append(cite)
                    lead_at = listed if len(r.unread) > listed else None  # the lead listed by the net
                    silent = []  # its items nothing was read or listed from
                    from_items = len(r.actions)
                    for depth, item in mine:  # the items of a sentence that says nothing of actions ("Basic
                        # Trades:"): each item's sentences read as sentences of their own, the net on the rest
                        r.prev = None
                        said = (len(r.actions), len(r.unread))
                        for t in sentences(item) if depth == 1 else [item]:
                            at = Citation(rule.title, t.strip(), rule.number, rule.section)
                            before, listed = len(r.actions), len(r.unread)
                            if not (depth == 1 and r.sentence(t, [], at, rule)) and len(r.actions) == before \
                                    and len(r.unread) == listed:
                                limits = len(r.limits)
                                _net(r, t, at, by_variable=lead_at is None,  # a listed lead's steps stay with it
                                     step=not r.first_search(W.CHOICE_LEADS, norm_text(s)), led=bool(s.strip()))
                                if len(r.unread) == listed and len(r.limits) == limits and lead_at is None:
                                    silent_sentences.append(at)
                        if said == (len(r.actions), len(r.unread)):  # "* Gale - Select a Ship. …": never passed over
                            if not _imperative_item(r, rule, item):
                                silent.append((depth, item))
                    if lead_at is not None and silent:  # "Whenever a new Roller joins, these game variables are
                        _list_with_lead(r, lead_at, silent)  # reset:" and its steps: listed with the lead
                    _lead_condition(r, s, r.actions[from_items:])
                    if mine:
                        r.prev = None
                elif mine and len(r.actions) == before and len(r.unread) > listed:
                    _list_with_lead(r, listed, mine)
                    _items_with_own_actor(r, rule, s, mine)
                elif mine and len(r.actions) > before:  # the items of an action's sentence ("… but only if all of the
                    # following are true:"): any that the action neither cites nor notes is listed, never passed over
                    # (a step this sentence's action read as its effects is cited by it)
                    silent_sentences.extend(Citation(rule.title, item.strip(), rule.number, rule.section)
                                            for _, item in mine if item not in r.steps_read[stepped:])
            _labelled_item(r, rule, p, whole, seen)
        r.table(rule)
        _cells(r, rule)
        r.names_said_again(rule.text, start)
    r.settle()
    _limits_on_named(r)
    _entry_holders(r)
    _bound_conditions(r)
    listed = {u.citation.text for u in r.unread}
    r.unread.extend(u for u in r.limits if u.citation.text not in listed)
    r.unread.extend(_silent(r, silent_sentences))
    return r.actions, r.unread


def _lead_condition(r: ActionReading, lead: str, actions: list[Action]) -> None:
    """The condition a list's lead says alone ("If a Scribbler's Broadsheet has Circulation of at least 16:"), held by
    each action or outcome read from its items before their own (W.LIST_CONDITION_LEADS)."""
    m = next((m for e in W.LIST_CONDITION_LEADS for m in [phrasing_rx(e["phrasing"], r.t).fullmatch(norm_text(lead).strip())] if m), None)
    if m:
        for a in actions:
            a.conditions.insert(0, m.group("cond").strip())


def _limits_on_named(r: ActionReading) -> None:
    """A limit that names an action read ("Storm cannot be used against a Nation using the same government type as the
    attacker", after "A Nation may Storm another Nation …"): a condition of that action perhaps, listed on it as not
    read (the limit stays listed apart, not checked)."""
    for a in r.actions:
        if not a.name:
            continue
        for u in r.limits:
            if u.citation.rule == a.citation.rule and re.match(re.escape(a.name) + r"\b", u.citation.text):
                a.unread.append(f"conditions: perhaps one in “{u.citation.text}”, a limit on it (not read)")


def _entry_holders(r: ActionReading) -> None:
    """An action read in words that point to the thing of the entry its sentence is written in (W.ENTRY_HOLDER_CUES:
    "a Sporeling with this mutation", "this Protist", "the given Keeper"): holding that thing is a condition said by
    the entry, not the sentence, so the count of its conditions is listed as not sure (one more, or the qualifier read
    as one counted as none)."""
    for a in r.actions:
        m = a.citation and r.first_search(W.ENTRY_HOLDER_CUES, norm_text(a.citation.text))
        if m and not any(u.startswith("conditions:") for u in a.unread):
            words = m.group("words") if "words" in m.re.groupindex else m.group(0)
            a.unread.append(f"conditions: “{words}” points to the thing of the entry it is in: holding it is perhaps "
                            "one condition more, or none (not read apart)")


def _bound_conditions(r: ActionReading) -> None:
    """A condition that no such thing has happened for a time (W.BOUND_CONDITIONS: "there has not been a critique in
    the past 5 days"): perhaps a bound on how often anyone may act instead; the count of conditions and the frequency
    are listed as not sure."""
    for a in r.actions:
        said = next((c for c in a.conditions if r.first(W.BOUND_CONDITIONS, norm_text(c).rstrip("."), whole=True)), None)
        if said and not any(u.startswith("conditions:") for u in a.unread):
            a.unread.append(f"conditions: “{said}” may bound how often anyone acts rather than be a condition (not read apart)")
            if a.frequency is None and not any(u.startswith("frequency:") for u in a.unread):
                a.unread.append(f"frequency: perhaps bounded by “{said}”, said as a condition (not read)")


def _silent(r: ActionReading, cites: list[Citation]) -> list[Unread]:
    """The sentences in which nothing was read nor listed, and that no action or listed sentence cites since: each
    listed as a sentence not read, so that the reader's silence on a sentence is never taken for having read it."""
    norm = sentence_key
    said = [norm(a.citation.text) for a in r.actions if a.citation] + [norm(u) for a in r.actions for u in a.unread] \
        + [norm(u.citation.text) for u in r.unread]
    out, seen = [], set()
    for c in cites:
        t = norm(c.text)
        if len(t) < 3 or t in seen or any(t in s or (len(s) > 12 and s in t) for s in said):
            continue
        seen.add(t)
        out.append(Unread(SILENT, c, "no action was read in it: it grants none, or one these tools cannot read"))
    return out


def action_to_dict(a: Action) -> dict:
    """An action as plain data (for JSON and the schema's view): its fields, its effects, its citation."""
    d = asdict(a)
    d["citation"] = asdict(a.citation) if a.citation else None
    return d
