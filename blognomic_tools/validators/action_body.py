"""The part of an action's sentence after its modal (validators.actions reads the rules with it): the inner
frequency and conditions, a list the sentence leads to, the action's name, its body read as costs and effects
(validators.action_effects), its steps; and a duty of the game said in the passive. ``BodyReader.rest`` is the
outline, each of its steps a method. ``BodyReader.listed_sentences`` reads the items of "may take any of the following
actions" as sentences (``sentence``, validators.action_sentences).
"""
from __future__ import annotations

import re

from ..phrasings import actions as W
from ..reading.citations import Citation
from ..reading.text import sentences
from .action_clauses import ClauseReader, norm_text, said_period, verb_stem
from .action_effects import alternation, fill, phrasing_rx
from .model import Action, Effect, Unread

__all__ = ["BodyReader"]

_rx = phrasing_rx
_fill = fill
_alternation = alternation


def lead_notes(ctx: dict) -> list[str]:
    """What the words around the body said and were not read: a cost listed after it, another's atomic action, a
    frequency not read, a number after a label, conditions said to be set out elsewhere."""
    notes = []
    if ctx.get("cost_listed"):
        notes.append("costs: the cost listed after the sentence (not read)")
    if ctx.get("doer"):
        notes.append(f"kind: the atomic action after is the {ctx['doer']}'s to perform, no kind of this one")
    if ctx.get("freq_unsure"):
        notes.append(f"frequency: {ctx['freq_unsure']} (not read)")
    if ctx.get("kind_unsure"):
        notes.append(f"kind: {ctx['kind_unsure']} (not read)")
    if ctx.get("label_price"):
        notes.append(f"costs: the number {ctx['label_price']} after the label “{ctx.get('label')}”, not read")
    if ctx.get("conds_elsewhere"):
        notes.append(f"conditions: “{ctx['conds_elsewhere']}”, said elsewhere (not read)")
    notes.extend(f"conditions: {c} (not read)" for c in ctx.get("conds_unsure", []))
    return notes


class BodyReader(ClauseReader):
    """What an action's sentence says after its actor and modal."""

    def sentence(self, s, items, cite, rule) -> bool:  # read by validators.action_sentences
        raise NotImplementedError

    def duty(self, s: str, parts: dict, cite: Citation) -> bool:
        """'Once every Week, each Captain's Fruit shall be lowered by n+1': a duty of the game, said in the passive."""
        body = s.rstrip(".").strip()
        for e in W.DUTIES:
            m = _rx(e["phrasing"], self.t, True).fullmatch(body)
            if m:
                eff = self.make_effect(e, m, {"who": "", "conds": []}, {})
                if eff is None:
                    return False
                kind = parts.get("kind") or parts.get("freq_kind") or "unspecified"
                self.finish(Action(parts.get("name"), kind, who=None, frequency=parts.get("frequency"),
                                   conditions=list(parts.get("conds", [])), effects=[eff], citation=cite))
                return True
        return False

    def rest(self, s: str, items, cite: Citation, ctx: dict) -> None:
        """The part after the modal: inner frequency and conditions, the body, its tails, its list."""
        s = self.inner_leads(s, ctx)
        s, items, own_items, list_kind = self.list_lead(s, items, ctx)
        s = self.outcomes_and_place(s, ctx, cite)
        body, tails = self.tails(s, ctx)
        once = self.first(W.ONCE_BODIES, body, whole=True)
        if once and not ctx.get("frequency"):
            ctx["frequency"] = once[0]["frequency"]
        ctx["cond_var"] = self.var_of(ctx.get("own_conds", []))
        if list_kind == "condition":
            ctx["conds"].append("; ".join(t for _, t in items))
        elif list_kind == "conditions":
            ctx["conds"].extend(t.strip().rstrip(";.").strip() for _, t in items)
        base = self.shared_fields(ctx, cite)
        if list_kind == "sentences":  # "The Professor may take any of the following actions": each item a sentence
            self.listed_sentences(s, items, cite, ctx, base)
            return
        if list_kind == "actions":
            self.listed_actions(items, cite, ctx, base)
            return
        self.one_action(body, items, list_kind, cite, ctx, base)
        for _, item in own_items:
            self.sentence(item, [], Citation(cite.rule, item.strip(), cite.number, cite.section), None)

    def dashed_frequency(self, s: str, ctx: dict) -> str | None:
        """A frequency set apart by dashes after the modal (W.FREQUENCY_DASHES), read into ``ctx`` as with commas (a
        condition after another frequency, as there); the rest after the closing dash, or None."""
        for e in W.FREQUENCY_DASHES:
            m = _rx(e["phrasing"], self.t).match(s)
            f = self.first(W.FREQUENCIES, s, m.end()) if m else None
            close = _rx(e["close"], self.t).match(s, f[1].end()) if f and not f[0].get("unsure") else None
            if not close:
                continue
            if f[0].get("or_condition") and ctx.get("frequency"):
                ctx["conds"].append(f[1].group("cond"))
            else:
                ctx["frequency"] = said_period(_fill(f[0]["frequency"], f[1]))
                if not f[0].get("bound"):
                    ctx.setdefault("freq_kind", said_period(_fill(f[0].get("kind", ""), f[1])) or None)
            return s[close.end():]
        return None

    def inner_leads(self, s: str, ctx: dict) -> str:
        """The words just after the modal (inner conditions, a frequency, a kind), read into ``ctx``; the rest."""
        s = s.lstrip(" ")
        if ctx.get("once_each") and s.startswith("once "):  # its frequency listed not read (action_clauses leads)
            s = s[len("once "):]
        if re.match(r"also(?=,)", s):  # "may also, occasionally, try to …": the words set apart after "also"
            s = s[len("also"):]
        pos = 0
        while True:
            s = s[pos:]
            pos = 0
            dashed = self.dashed_frequency(s, ctx)
            if dashed is not None:
                s = dashed
                continue
            behalf = self.first(W.ON_BEHALF, s)
            if behalf:  # "may, on behalf of their Guild Name, Probe …": for whom it is done, no condition
                s = s[behalf[1].end():].lstrip()
                continue
            hit = self.first(W.CONDITION_INNER, s)
            if hit:
                if hit[0].get("unsure"):  # "within 36 hours" of the event the lead says: one condition with it, or two
                    ctx.setdefault("conds_unsure", []).append(_fill(hit[0]["unsure"], hit[1]))
                else:
                    ctx["conds"].append(hit[1].group("cond"))
                pos = hit[1].end()
                s = s[pos:].lstrip()
                pos = 0
                continue
            m = re.match(r",? ?", s)
            f = self.first(W.FREQUENCIES, s, m.end())
            if f and f[0].get("or_condition") and ctx.get("frequency") and s[f[1].end():].startswith(","):
                ctx["conds"].append(f[1].group("cond"))
                s = s[f[1].end():].lstrip(", ")
                continue
            if f and f[0].get("unsure") and (s[f[1].end():].startswith(",") or (not m.end() and s[f[1].end():].startswith(" "))):
                ctx["freq_unsure"] = _fill(f[0]["unsure"], f[1])  # "may, once per Tide, add …": a period not read
                s = s[f[1].end():].lstrip(", ")
                continue
            if f and (s[f[1].end():].startswith(",") or (not m.end() and s[f[1].end():].startswith(" "))):
                ctx["frequency"] = said_period(_fill(f[0]["frequency"], f[1]))
                if not f[0].get("bound"):
                    ctx.setdefault("freq_kind", said_period(_fill(f[0].get("kind", ""), f[1])) or None)
                s = s[f[1].end():].lstrip(", ")
                continue
            inner = self.first(W.INNER, s if s.startswith(",") else " " + s)
            if inner:
                e, im = inner
                if e.get("kind"):
                    ctx["kind"] = ctx.get("kind") or _fill(e["kind"], im).lower()
                if e.get("kindlead"):
                    k = self.first(W.KINDS, im.group("kindlead"))
                    if k:
                        ctx["kind"] = _fill(k[0]["kind"], k[1]).lower()
                    if e.get("freq_unsure"):  # "as a Weekly Action for each Burgess": once a week for each, listed
                        ctx["freq_unsure"] = _fill(e["freq_unsure"], im)
                s = (s if s.startswith(",") else " " + s)[im.end():].lstrip()
                continue
            said = s if s.startswith(",") else " " + s
            unsure = None if ctx.get("kind") not in (None, "unspecified") else self.first(W.KIND_UNSURE_INNER, said)
            if unsure:  # "may as a stashion destroy …": a kind of the dynasty's own words, listed not read
                ctx["kind_unsure"] = _fill(unsure[0]["unsure"], unsure[1])
                s = said[unsure[1].end():].lstrip()
                continue
            break
        return s.rstrip(".").strip()

    def list_lead(self, s: str, items, ctx: dict) -> tuple[str, list, list, str | None]:
        """The lead of the list the sentence ends in: the sentence without it, its items, own sentences, their kind."""
        listed_cost = next((m for e in W.COST_LISTS for m in [_rx(e["phrasing"], self.t).search(s)] if m), None)
        if listed_cost and items:  # "…, by paying the following cost:-" and its cases: the cost is not read
            s, items = s[:listed_cost.start()], []
            ctx["cost_listed"] = True
        own_items = []
        if items and s.endswith((":", ":-")) and not any(_rx(e["phrasing"], self.t).search(s) for e in W.LIST_LEADS[:-1]) \
                and all(self.looks_like_action(norm_text(t)) for _, t in items):
            # "… describing their behaviour:-" and items each with an actor and a modal of its own: the lead is
            # an action, each item a sentence of its own
            own_items, items, s = items, [], s.rstrip(":-").rstrip()
        list_kind = None
        cases = items and s.endswith(":") and any(_rx(e["phrasing"], self.t).search(s) for e in W.CASE_LISTS)
        if cases:  # "take the following action corresponding to its Berth's Port:": one of the items applies
            list_kind, s = "cases", s[:-1].rstrip()
        elif items and (s.endswith(":") or any(_rx(e["phrasing"], self.t).search(s) for e in W.LIST_LEADS[:-1])):
            s, list_kind = self.list_kind_of(s, ctx)
        return s, items, own_items, list_kind

    def list_kind_of(self, s: str, ctx: dict) -> tuple[str, str | None]:
        """What a list's lead says its items are (and the action's kind and frequency): the rest, the items' kind."""
        for e in W.CONDITION_LISTS:
            m = _rx(e["phrasing"], self.t).search(s)
            if m and e.get("unread"):  # ", provided that:": which of the items must hold is not said
                lead = m.group(0).strip(" ,:-")
                ctx.setdefault("conds_unsure", []).append(f"the items of the list after “{lead}”, each of them or one")
                return s[:m.start()].rstrip(), "listed conditions"
            if m:  # the items are alternatives (one condition) or each must hold (each a condition)
                return s[:m.start()].rstrip(), "conditions" if e.get("each_item") else "condition"
        hit = None
        for e in W.LIST_LEADS:
            m = _rx(e["phrasing"], self.t).search(s)
            if m:
                hit = (e, m)
                break
        if not hit:
            return s, None
        said_kind = ctx.get("kind") not in (None, "unspecified", "any time", "atomic")
        doer = re.search(r"\b(?:the|an?) (?P<doer>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?) (?:should|shall|must|will|then|is to|would)\s*$",
                         s[:hit[1].start()])
        if doer and doer.group("doer").casefold() not in {w.casefold() for w in self.t.player + self.t.players}:
            # "… request the Circuitmaster to Harvest, after which the Circuitmaster should perform the
            # following atomic action:": the steps are another's to do, no kind of the actor's action
            ctx["doer"] = doer.group("doer")
        elif hit[0].get("kind") and not (said_kind and hit[0]["kind"] == "atomic"):
            # "As a Weekly Communal Action, … may perform the following atomic action:": the kind said
            # first stays; "atomic" only says the steps are done as one
            self.set_kind(ctx, hit[0]["kind"])
        if hit[1].groupdict().get("freq"):
            ctx["frequency"] = hit[1].group("freq").lower()
        if hit[1].groupdict().get("name") and not ctx.get("name"):  # "… the following atomic action known as “Winding …”:"
            ctx["name"] = hit[1].group("name").strip()
        return (s[:hit[1].start()] + (hit[1].groupdict().get("rest") or "")).strip(), hit[0]["items"]

    def outcomes_and_place(self, s: str, ctx: dict, cite: Citation) -> str:
        """A limit, the outcomes said after the body and the place the actor must be in, read into ``ctx``; the rest."""
        s = self.limit_clause(s, ctx)
        outcome = next((m for e in W.OUTCOMES for m in [_rx(e["phrasing"], self.t).search(s)] if m), None)
        if outcome:  # "roll a DICE9; if the result is nine, …": the outcomes are effects, not the action's conditions
            ctx["outcomes"] = s[outcome.end():]
            s = s[:outcome.start()]
            if re.match(r"(?:otherwise|if not|else)\b", ctx["outcomes"], re.I) and ctx["conds"] and re.match(r"(?:if|when|where|while) ", norm_text(cite.text), re.I) \
                    and not re.search(r"\bif\b", s, re.I):  # "…: if more than three quarters …, then …; otherwise …": the
                # "otherwise" answers the body's own "if", and the condition before the actor stays the action's
                # "If no Paladins hold that Item, then the Paladin may reduce its Price …; otherwise the Paladin may
                # increase it …": the "if" picks one of two outcomes, no condition of the action
                ctx["outcomes"] = f"if {ctx['conds'].pop(0)}, {s.strip()}; {ctx['outcomes']}"
                ctx["branch"] = True
        place = self.first_search(W.CONDITION_PLACES_SET_APART, s)
        if place:  # "by, while in the Sickbay, posting …": where the actor must be, a condition
            ctx["conds"].append(place.group("cond"))
            s = s[:place.start()] + s[place.end():]
        return s

    def shared_fields(self, ctx: dict, cite: Citation) -> dict:
        """The fields each action the sentence grants shares: its kind, actor, frequency, conditions and citation."""
        kind = ctx.get("kind") or ctx.get("freq_kind") or "unspecified"
        freq = ctx.get("frequency")
        if kind == "any time" and ctx.get("kind_said") and ctx.get("kind_said") != "any time":
            kind = ctx["kind_said"]
        return dict(kind=kind, who=ctx["who"], frequency=freq, conditions=self.split_conditions(ctx["conds"]), citation=cite)

    def items_as_sentences(self, items, cite: Citation, actor: str | None = None, states=(), kind: str | None = None,
                           own_actor: bool = False) -> None:
        """Each list item read as a sentence of its own, cited by itself: a leading pronoun stands for ``actor`` (the
        lead's), said in ``states`` (each one of its conditions); with ``own_actor``, only the sentences of the items
        that name their own actor and modal are read; ``kind`` is given to the actions read of no kind."""
        for _, item in items:
            for t in sentences(item) if own_actor else [item]:
                act = self.actor(norm_text(t), 0) if own_actor else None
                if own_actor and not (isinstance(act, tuple) and act[0] != "(said before)"):
                    continue  # a step or a pronoun's sentence: it stays with its lead
                before = len(self.actions)
                self.list_actor, self.list_conds = actor, list(states)
                if own_actor:
                    self.prev = None
                try:
                    self.sentence(t, [], Citation(cite.rule, t.strip(), cite.number, cite.section), None)
                finally:
                    self.list_actor, self.list_conds = None, []
                for a in self.actions[before:] if kind else ():
                    if a.kind == "unspecified":
                        a.kind = kind

    def listed_sentences(self, s: str, items, cite: Citation, ctx: dict, base: dict) -> None:
        """The items of "may take any of the following actions", each read as a sentence with the lead's actor."""
        found = (len(self.actions), len(self.unread))
        passed = []
        for it in items:
            before = (len(self.actions), len(self.unread))
            self.items_as_sentences([it], cite, actor=ctx["who"])
            if (len(self.actions), len(self.unread)) == before and not (not s.strip() and self.imperative_choice(it, cite, ctx, base)):
                # an imperative item is an action of its own only where the lead says nothing more ("… may spend 2
                # Gold to do one of the following:": the price is the lead's, not read with the items)
                passed.append(it)
        lead = s or cite.text.split("\n")[0].strip()  # the words before the list, else the sentence that leads it
        if passed and len(passed) < len(items):  # an item read as nothing among items read: listed, never dropped
            for _, t in passed:
                self.unread.append(Unread("action", Citation(cite.rule, t.strip(), cite.number, cite.section),
                                          f"an item of “{lead}” not read as an action"))
        if (len(self.actions), len(self.unread)) == found:
            # "may privately communicate to the Sexton … their desire to do one of the following:" and items
            # no one of which reads as a sentence: one action, what it does one of the items, not read
            listed = Citation(cite.rule, cite.text + "".join("\n• " + t for _, t in items), cite.number, cite.section)
            a = Action(ctx.get("name"), **dict(base, citation=listed))
            a.unread.append(f"effects: one of the items listed after “{lead}” (not read): "
                            + "; ".join(f"“{t.strip()}”" for _, t in items))
            if any(self.first(W.CONDITION_LEADS, t.strip()) for _, t in items):
                # "- if the list has two identical Vows …, change one …": the item chosen brings its own condition
                a.unread.append("conditions: those the item chosen says, if any (not read)")
            if any(_rx(e["phrasing"], self.t).search(s) for e in W.COST_CUES):
                a.unread.append(f"costs: {s} (not read)")
            self.finish(a)

    def imperative_choice(self, item, cite: Citation, ctx: dict, base: dict) -> bool:
        """An item of a choice said in the imperative to no one ("the Donor may take one of the following actions:-"
        and "• Transfer any amount of its Diesel to the Receiver."): an action of the lead's actor on the lead's
        conditions, cited by the item alone, whose body is the item; its capital opens the item and names nothing.
        Whether the item's body read a change (else it stays an item not read)."""
        t = norm_text(item[1]).rstrip(".").strip()
        if not re.match(r"(?-i:[A-Z])[a-z]+ ", t) or self.looks_like_action(t) or ";" in t:
            return False
        its = re.search(r"\bits\b", t)
        if its and not re.search(r"\b(?-i:[A-Z])\w+", t[t.index(" "):its.start()]):
            t = t[:its.start()] + "their" + t[its.end():]  # "Transfer any amount of its Diesel": no thing named
            # before it, "its" is the lead's actor's (a Warband, a Tribe)
        item_ctx = dict(ctx, conds=list(ctx["conds"]))
        body, _ = self.tails(t[:1].lower() + t[1:], item_ctx)
        effects, unread = self.body(body, item_ctx)
        if not effects:
            return False
        a = Action(None, **dict(base, conditions=self.split_conditions(item_ctx["conds"]),
                                citation=Citation(cite.rule, item[1].strip(), cite.number, cite.section)))
        a.effects, a.unread, a.costs = effects, unread, item_ctx.get("costs", [])
        self.finish(a)
        return True

    def listed_actions(self, items, cite: Citation, ctx: dict, base: dict) -> None:
        """The items of a lead that lists actions, each an action of the lead's actor whose body is the item."""
        for _, item in items:
            item_ctx = dict(ctx, conds=list(ctx["conds"]))
            ib, _ = self.tails(norm_text(item), item_ctx)
            a = Action(None, **dict(base, conditions=self.split_conditions(item_ctx["conds"]), citation=Citation(cite.rule, cite.text + "\n• " + item, cite.number, cite.section)))
            a.effects, a.unread = self.body(ib, item_ctx)
            a.costs = item_ctx.get("costs", [])
            self.finish(a)

    def one_action(self, body: str, items, list_kind: str | None, cite: Citation, ctx: dict, base: dict) -> None:
        """The one action the sentence grants: its name, effects, costs and steps read from the body, and what is not."""
        a = Action(ctx.get("name"), **base)
        a.unread.extend(lead_notes(ctx))
        started = self.first(W.NAME_UNSURE, body) if body else None
        thereby = self.first(W.NAMED_BY_THEREBY, body) if body and a.name is None else None
        if thereby:  # "may make the GNDT comment … and thereby Idle By a Minute": the name, then what it does
            a.name, body = thereby[1].group("name"), thereby[1].group("means")
        body, name_hit = self.name_said(a, body, ctx)
        quoted_by = ctx.pop("quoted_by", False)
        by_means = False
        described = False
        if name_hit:
            body, by_means = self.after_name(a, body, name_hit)
        elif quoted_by:  # 'may “Write their name on a slip” by making …': the name in quotes, then how
            by_means = True  # it is done, as after a name read from the verb
        elif body and self.means_at(body):
            body, described = self.means_after(a, body, ctx)
        ctx["posted"] = bool(by_means and body and self.first_search(W.POSTED_STEPS, body))  # a post beside a price
        effects, unread = self.body(body, ctx) if body else ([], [])
        self.object_conditions(a, effects, unread, body if ctx.get("message") and not effects else None)
        effects, unread = self.effects_kept(effects, unread, by_means, described, list_kind, ctx)
        a.effects = effects + [e for e in a.effects if e not in effects]
        self.held_things_own(a, ctx)
        a.unread.extend(unread)
        a.costs = ctx.get("costs", [])
        self.name_afterwards(a, body, list_kind, ctx)
        if list_kind == "steps":
            a.citation = Citation(cite.rule, cite.text + "".join("\n• " + t for _, t in items), cite.number, cite.section)
            self.steps(a, items)
        if a.name is None and not a.effects and not a.costs and not list_kind and not a.unread and not ctx.get("message"):
            a.unread.append("effects: " + (body or "none said"))
        if ctx.get("label") and a.name is None:  # "Swap: A Wanderer may …": its name, or only a heading
            a.unread.append(f"name: the label “{ctx['label']}” before the sentence, not read as its name")
        elif started and a.name is None:  # "may start a Dark Scheme by …": the thing started, or no name
            a.unread.append(f"name: perhaps “{started[1].group('thing')}”, {started[0]['what']}, not read")
        self.finish(a)

    def name_said(self, a: Action, body: str, ctx: dict) -> tuple[str, tuple | None]:
        """The name at the body's start ("the X action", quoted) set on ``a``, or a verb and object read as one."""
        name_hit = None
        said = self.first(W.NAMED_ACTIONS, body) if body else None
        quoted = self.first(W.QUOTED_NAMES, body) if body and not said else None
        if quoted:  # 'may “Clear the Larder” and remove …': the name, then what it does
            a.name = a.name or quoted[1].group("name").strip()
            ctx["quoted_by"] = bool(re.search(r"\bby $", quoted[1].group(0))) and bool(re.match(r"\w+ing\b", body[quoted[1].end():]))
            body = body[quoted[1].end():].strip()
        if said:  # "execute the Press Claim action", "do the Atomic Action known as “Annexing”"
            a.name = a.name or said[1].group("name").strip()
            k = (said[1].groupdict().get("kind") or "").lower()
            said_kind = ctx.get("kind") not in (None, "unspecified", "any time", "atomic")
            if k in ("atomic", "daily", "weekly", "virtual") and not (k == "atomic" and said_kind):
                # "As a daily action, a Wisp may carry out the atomic action “Wandering”": the kind said first
                # stays; "atomic" only says its steps are done as one
                self.set_kind(ctx, k)
                a.kind, a.frequency = ctx["kind"], ctx.get("frequency")
            body = body[said[1].end():].strip().lstrip(",").strip()
        elif body:
            prefix = self.first(W.NAME_PREFIXES, body)  # "attempt to Dredge a Relic": the name is the verb after
            if prefix and self.named(body[prefix[1].end():], about=" ".join(ctx["conds"])):
                body = body[prefix[1].end():]
            free = body[:1].isupper() or not self.first(W.EFFECT_VERBS, body)
            name_hit = self.named(body, always_only=not free, about=" ".join(ctx["conds"]))
        return body, name_hit

    def after_name(self, a: Action, body: str, name_hit: tuple) -> tuple[str, bool]:
        """The name a verb and object make ("Escort the Visitor"): the body after it, and whether it says "by …"."""
        e, m = name_hit
        a.name = a.name or m.group("name")
        verb = a.name.split(" ")[0]
        rest = a.name.split(" ", 1)[1] if " " in a.name else ""
        # the phrase in the passive ("the Markets have not been Fluctuated") still says the whole phrase
        said = re.sub(re.escape(rest) + r"(?: (?:is|are|was|were|has|have|had|been|not|being)){1,3} " + re.escape(verb)
                      + r"\w*", "", self.rule_text) if rest else self.rule_text
        if " the " in a.name and re.search(r"\b" + re.escape(verb) + r"(?:s|es|ed|d)\b(?! " + re.escape(rest) + ")", said):
            a.name = verb  # "Escort the Visitor" where the rule says "Escorts a Visitor": the verb is the name
            # (not where it says "Revealed the Consequences", nor "the Markets are Fluctuated": the phrase is)
        obj = (m.group("object") or "").strip()
        rel = re.search(r"\b(?:that|which) ((?:(?:they|he|she|e|ey|it) )?(?:is|are|has|have|had|was|were) .+)$", obj)
        if rel:
            a.conditions.append(rel.group(1))
        if re.match(r"(?:an?|one) (?:instance|unit|piece|copy|item) of ", obj):  # "Feed Whiskers an instance of Sardine"
            a.unread.append(f"costs: “{obj}”, given in doing it (not read)")
        body = body[m.end():].strip()
        by_means = bool(re.match(r",? ?by ", body))
        body = re.sub(r"^,? ?(?:by |: ?upon doing so, )", "", re.sub(r"^ ?:", ":", body))
        if body.startswith(", ") and self.first(W.GERUNDS, body[2:]):
            body = body[2:]
        return body, by_means

    def means_after(self, a: Action, body: str, ctx: dict) -> tuple[str, bool]:
        """The means after the effect ("by reducing eir influence by 250") as effects and costs; the body before it."""
        # "veto any proposal by reducing eir influence by 250": the effect, then how it is done (what the
        # actor gives up there is a cost); "trigger a dive by changing …": what the action is, then what it does
        described = False
        cut = self.means_at(body)
        means_ctx = dict(ctx, costs=[])
        means, means_unread = self.body(body[cut.end():], means_ctx)
        ctx.setdefault("costs", []).extend(means_ctx["costs"])
        for e in means:
            if e.op in ("decrease", "lose") and e.whose == "own" and cut.group(0).startswith(" by"):
                ctx["costs"].append(Effect(e.variable, "lose", e.amount, "own", per=e.per))
            else:
                a.effects.append(e)
        a.unread.extend(means_unread)
        body = body[:cut.start()]
        if body.startswith(", "):
            a.unread.append("effects: " + body[2:])
            body = ""
        elif a.effects and not means_unread:
            described = True  # the words before say what the action is; what it does was read after them
        elif any(u.startswith("effects: ") for u in means_unread):
            # what it does is not read: where it names what the words before change, those only say what it is for
            ctx["means_unread"] = " ".join(u for u in means_unread if u.startswith("effects: "))
        return body, described

    def object_conditions(self, a: Action, effects: list, unread: list[str], post: str | None = None) -> None:
        """Where the body reads as no effect, the conditions its object is said with, added to the action's; of a post
        or a comment (``post``), only the state of what it is made on ("a comment on a Closed bout that …")."""
        for e in [e for e in W.OBJECT_CONDITIONS if e.get("posts")] if post else ():
            om = _rx(e["phrasing"], self.t).search(post)
            if om and om.group("cond") not in a.conditions:
                a.conditions.append(om.group("cond"))
        for u in unread if not effects else ():  # "biting another villager who is Near to them": the object's condition
            for e in W.OBJECT_CONDITIONS:
                om = _rx(e["phrasing"], self.t).search(u.split(": ", 1)[1]) if u.startswith(("effects: ", "costs: ")) else None
                if om and om.group("cond") not in a.conditions:
                    a.conditions.append(om.group("cond"))
            for e in W.OBJECT_QUALIFIED:  # "any Wiped Out Grommet with the same Metres as …": its state, its "with"
                om = _rx(e["phrasing"], self.t).search(u.split(": ", 1)[1]) if u.startswith("effects: ") else None
                if om:
                    a.conditions.extend(c for c in (om.group("state"), om.group("with")) if c not in a.conditions)

    def effects_kept(self, effects: list, unread: list[str], by_means: bool, described: bool, list_kind: str | None,
                     ctx: dict) -> tuple[list, list[str]]:
        """The body's effects less those that are a price, a count or one of two outcomes, and the notes of them."""
        if by_means and effects and (len(effects) > 1 or any(u.startswith("effects: ") for u in unread) or ctx.get("posted")) \
                and effects[0].op in ("decrease", "lose") and effects[0].whose == "own":
            # "may Call a Hearing by reducing their Public Trust by 1, choosing a Tabloid, …": the first of its steps
            # gives up something of the actor's, the price of what the others do (as MEANS reads "… by reducing …")
            first = effects.pop(0)
            ctx.setdefault("costs", []).append(Effect(first.variable, "lose", first.amount, "own", per=first.per))
        if list_kind == "cases":
            unread.append("effects: one of the cases listed after the sentence (not read)")
        if ctx.get("outcomes"):
            unread.append(f"effects: the outcomes “{ctx['outcomes'].rstrip('.')}” (not read)")
        if ctx.get("per_lead") and (effects or ctx.get("costs")):  # "for every Lookout, … subtract 1": how many times
            unread.append(f"effects: so much for {ctx['per_lead']}, said before the actor (not read)")
            if ctx.get("costs"):
                unread.append(f"costs: so much for {ctx['per_lead']}, said before the actor (not read)")
            effects, ctx["costs"] = [], []
        left = [m for u in unread if u.startswith("effects: ") for m in [self.first_search(W.CONDITION_LEFT_IN_PIECE, u)] if m]
        if left and effects:  # "ring the Bell and then, if none rang, reduce the Gold by 1": held only under a condition
            unread.append("effects: " + "; ".join(f"{e.op} {e.variable}" for e in effects) + " (after a condition not read)")
            unread.append(f"conditions: “{left[0].group(0)}”, of a later step (not read)")
            effects = []
        if ctx.get("branch") and effects:  # one of two outcomes: what the action does is not known
            unread.append("effects: " + "; ".join(f"{e.op} {e.variable}" for e in effects) + " (one of two outcomes)")
            effects = []
        if described:  # the words before the means say what the action is, unless they say a change
            unread = [u for u in unread if not u.startswith("effects: ") or self.first(W.CHANGES_BEFORE_MEANS, u[len("effects: "):])]
        purpose = [e for e in effects if ctx.get("means_unread") and re.search(
            r"\b" + re.escape(e.variable) + r"s?\b", ctx["means_unread"], re.I)]
        if purpose:  # "may clear out their cellar by removing X Goods from their Cellar": the words before say what it
            # is for, the means after "by", not read, what it does to the same value (not "remove a System from their
            # Bot by either increasing their Money … or …": a price of the removal, which stands)
            unread.append("effects: " + "; ".join(f"{e.op} {e.variable}" for e in purpose) + " (what it is for; the means after it not read)")
            effects = [e for e in effects if e not in purpose]
        return effects, unread

    def held_things_own(self, a: Action, ctx: dict) -> None:
        """An effect on a thing the actor's conditions say it holds, read as the actor's own (HELD_THINGS)."""
        for e in a.effects + ctx.get("costs", []):  # "with a Fully Charged Warpcoil … the Warpcoil's Charge": theirs
            if e.whose and re.fullmatch(r"(?:the )?(?-i:[A-Z])[\w -]*", e.whose) and any(
                    _rx(x["phrasing"].replace("{thing}", re.escape(re.sub(r"^the ", "", e.whose))), self.t).search(c)
                    for x in W.HELD_THINGS for c in ctx.get("own_conds", [])):
                e.whose = "own"

    def name_afterwards(self, a: Action, body: str, list_kind: str | None, ctx: dict) -> None:
        """A name the sentence says after its body ("use them to Barter"), or its list's lead says of its steps."""
        if not a.name and not list_kind and self.rule_text:  # "use them to Barter. The effects of Bartering …"
            for piece in [body] + [u.split(": ", 1)[1] for u in a.unread if u.startswith("effects: ")]:
                nm = next((m for e in W.NAME_AT_END for m in [_rx(e["phrasing"], self.t).search(piece or "")] if m), None)
                if nm:
                    word = nm.group("name")
                    stem = word[:-1] if word.endswith("e") else word  # "Barter": "Bartering"; "Travel": "Travelling"
                    if re.search(r"\b" + re.escape(stem) + re.escape(stem[-1]) + r"?(?:ing|s)\b", self.rule_text) \
                            and not self.vars.find(word):
                        a.name = word
                        a.unread = [u for u in a.unread if not (u.startswith("effects: ") and u.rstrip().endswith("to " + word))]
                        break
        if ctx.get("named") and not a.name:  # "spend 80 Clout to Dissolve the Senate"
            nm = self.first(W.NAMED_VERB, ctx["named"])
            a.name = nm[1].group("name") if nm else None
        if list_kind == "steps" and a.name is None:  # "… and use it to Conduct Overseas Trade:" and its steps
            a.name = self.name_of_steps([body] + [u.split(": ", 1)[1] for u in a.unread if u.startswith("effects: ")])

    def name_of_steps(self, pieces: list[str]) -> str | None:
        """The name a list's lead gives the action its steps make (NAME_OF_STEPS), none a variable's or a player's."""
        for piece in pieces:
            m = next((m for e in W.NAME_OF_STEPS for m in [_rx(e["phrasing"], self.t).search(piece or "")] if m), None)
            if m and not self.vars.find(m.group("name")) and not any(
                    w.casefold() in m.group("name").casefold() for w in self.t.player + self.t.players + self.t.emperor):
                return m.group("name")
        return None

    def steps(self, a: Action, items: list[tuple[int, str]]) -> None:
        """The effects of an action's steps: each top-level step read as effects, or listed unread."""
        ctx = {"who": a.who or "", "conds": [], "steps": True}
        local: set[str] = set()
        made = None  # a new thing a step before made: the fields set after it no declared variable holds are its own
        leads_actions = None  # the step before leads a list of actions of their own (STEP_ACTION_LISTS)
        top = min((d for d, _ in items), default=1)  # a list indented as a whole: its least depth is its steps'
        for depth, text in items:
            if depth > top:
                self.step_list_item(a, text, leads_actions)
                continue
            leads_actions = next((e for e in W.STEP_ACTION_LISTS if _rx(e["phrasing"], self.t).search(norm_text(text))), None)
            self.steps_read.append(text)
            parts = [p for p in sentences(norm_text(text)) if p]
            for p in parts:
                new = self.first(W.NEW_THING_STEPS, p)
                made = new[1].group("thing") if new else made
                lm = self.first(W.LOCALS, p.rstrip("."), whole=True)
                if lm:  # "Set a number named Pressure to 4": the action's own number, no variable
                    local.add(lm[1].group("name").strip().casefold())
                    a.unread.append(f"step: {p.rstrip('.')} (a number of the action's own)")
                    continue
                if self.first(W.REPLACEMENT_STEPS, p):  # "If this would …, it instead …": in place of another change
                    a.unread.append(f"step: {p.rstrip('.')} (in place of what would happen, not read)")
                    continue
                got, unread = self.body(p.rstrip("."), ctx)
                for e in got:
                    if re.sub(r"^the ", "", e.variable.casefold()) in local:
                        a.unread.append(f"step: {e.op} {e.variable} (a number of the action's own)")
                    elif made and e.whose == "the game" and not self.vars.find(e.variable):
                        a.unread.append(f"step: {p.rstrip('.')} (a field of the new {made}, perhaps: no declared variable)")
                    else:
                        a.effects.append(e)
                a.unread.extend(u.replace("effects: ", "step: ", 1) for u in unread)
        a.costs.extend(ctx.get("costs", []))

    def step_list_item(self, a: Action, text: str, lead: dict | None) -> None:
        """An item of a list a step leads: where the step names a list of actions and the item is named by its label
        ("Cast: Select one of …"), listed as an action not read; any other, a step of the action not read. Never
        passed over inside the step."""
        m = _rx(lead["item"], self.t).match(norm_text(text)) if lead else None
        if m and a.citation:
            cite = Citation(a.citation.rule, text.strip(), a.citation.number, a.citation.section)
            self.unread.append(Unread("action", cite, f"“{m.group('label')}”, an action of a list inside a step of "
                                                      f"{a.name or 'an action'}, is not read"))
        else:
            a.unread.append(f"step: {norm_text(text).rstrip('.')} (an item inside a step, not read)")

    def first_search(self, table: list[dict], s: str) -> re.Match | None:
        """The first match of a phrasing of ``table`` anywhere in ``s``."""
        return next((m for e in table for m in [_rx(e["phrasing"], self.t).search(s)] if m), None)

    def rule_wide(self, a: Action) -> None:
        """The conditions said of every power of the rule (RULE_WIDE_CONDITIONS), each but those the action's sentence
        sets aside ('Whether or not the candles are lit, …')."""
        text = norm_text(a.citation.text if a.citation else "").casefold()
        for c in self.rule_conds:
            said = re.sub(r"^(?:while|if|when|during) ", "", c).casefold()
            if not re.search(r"\b(?:whether or not|regardless of whether|even if) " + re.escape(said), text):
                a.conditions.append(c)
        a.unread.extend(f"conditions: “{c}”, said of what follows in the rule without saying which (not read)" for c in self.rule_unsure)

    def name_in_unread(self, a: Action) -> None:
        """No name read, and what the action does not read opens with a capitalised verb or thing (NAMES_IN_UNREAD:
        "take a Go if …"): its name is listed as not read, never as none."""
        if a.name is not None or any(u.startswith("name:") for u in a.unread):
            return
        body = next((u.split(":", 1)[1].strip() for u in a.unread if u.startswith("effects:")), None)
        if body and self.first(W.NAMES_IN_UNREAD, body):
            a.unread.append(f"name: perhaps said in “{body}”, not read")

    def costs_in_unread(self, a: Action) -> None:
        """No cost read, and what the action does not read holds words of giving something up (COSTS_IN_UNREAD:
        "cease holding the Forge of Renown"): its costs are listed as not read, never as none."""
        if a.costs or any(u.startswith("costs:") for u in a.unread):
            return
        hit = next((u for u in a.unread if u.startswith(("effects:", "step:")) and self.first_search(W.COSTS_IN_UNREAD, u)), None)
        if hit:
            a.unread.append(f"costs: perhaps said in “{hit.split(':', 1)[1].strip()}”, not read")

    def joined_conditions(self, a: Action) -> None:
        """A condition that joins two states, each with its own subject and verb (JOINED_CONDITIONS: "If a Husk has both
        a greater Mass and more Strikes …", "… walks to … and there is a Blighted Castaway …"): perhaps two, listed as
        not read apart; the one counted is kept."""
        if any(u.startswith("conditions:") for u in a.unread):
            return
        joined = next((c for c in a.conditions if self.first_search(W.JOINED_CONDITIONS, c)), None)
        if joined:
            a.unread.append(f"conditions: perhaps more than one said in “{joined}”, not read apart")

    def kept_elsewhere(self, a: Action) -> None:
        """A thing the action makes, read as added to a list of the game's, that the sentence says another thing keeps
        (KEPT_ELSEWHERE: "updating the description of the Pavilion to include it"): listed as not read instead."""
        made = [e for e in a.effects if e.op == "add item" and e.whose == "the game"]
        m = self.first_search(W.KEPT_ELSEWHERE, norm_text(a.citation.text if a.citation else "")) if made else None
        if m:
            a.effects = [e for e in a.effects if e not in made]
            a.unread.append(f"effects: {', '.join(str(e.amount) for e in made)} made, kept where “{m.group(0)}” says (not read)")

    def object_condition_net(self, a: Action) -> None:
        """An effect not read that holds a condition no condition read holds (OBJECT_CONDITION_NET: a clause that
        picks out its object, a bound set apart in it): the conditions are listed as not read."""
        said = [norm_text(c).casefold() for c in a.conditions]
        for u in a.unread:
            if not u.startswith(("effects:", "step:", "costs:")):
                continue
            m = self.first_search(W.OBJECT_CONDITION_NET, u)
            if m and not any(c and c in norm_text(u).casefold() for c in said):
                a.unread.append(f"conditions: “{m.group(0)}”, said in its body (not read)")
                return

    def shared_values(self, a: Action) -> None:
        """A cost or an effect said as the doer's own of a value the rule says several hold together
        (W.SHARED_HOLDINGS): whose it is is not read; it is listed, not kept."""
        shared = {v.strip().casefold() for e in W.SHARED_HOLDINGS for m in _rx(e["phrasing"], self.t).finditer(norm_text(self.rule_text))
                  for v in re.split(r",? and |, ", m.group("vars"))}
        if not shared:
            return
        for field, held in (("costs", a.costs), ("effects", a.effects)):
            for e in [e for e in held if e.whose == "own" and (e.variable or "").casefold() in shared]:
                held.remove(e)
                a.unread.append(f"{field}: {e.op} {e.amount} {e.variable} (of a pool the rule says is shared: whose, not read)")

    def finish(self, a: Action) -> None:
        kind_word = (a.kind or "").split(" ")[0]
        if a.who not in (None, "player", "emperor", "admin") and kind_word and verb_stem(a.who.split(" ")[0]) == verb_stem(kind_word):
            # "As a Monster Action, a Monster may …": the kind is named after a thing of the game that acts, no player
            self.unread.append(Unread("action", a.citation, f"the actor is a {a.who}, whose own kind of action it is, not a player"))
            return
        # a cost is read once however many readings of the body found it ("reduce their Florins by 12 to do so, and
        # when …": the body read whole, then cut at "and", each finding the same cost)
        a.costs = [c for k, c in enumerate(a.costs) if c not in a.costs[:k]]
        self.costs_in_unread(a)
        self.joined_conditions(a)
        self.name_in_unread(a)
        self.kept_elsewhere(a)
        self.shared_values(a)
        self.object_condition_net(a)
        self.rule_wide(a)
        self.actions.append(a)
        self.prev = a
