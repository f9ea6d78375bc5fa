"""Lists of actions written as labelled items (validators.action_sentences reads a rule's sentences with it): a lead
that says its items are actions ("The following are Brawl Actions:", "An Atoll may carry out as many of these Actions
as they would like:", "The Rites a Pilgrim may perform are:") and items each a label and a body ("- Shove: Add 3
Bruise Tokens to …", "* Spend 4 Brine: Remove …"). Each item is an action: its label its name, or its price where the label says one (W.PRICE_LABELS); its
body's first sentence what it does, said in the imperative; its other sentences read as sentences said after it
("You can only perform this Strike Action if you have a Relic."), listed on it where they are not read.

Who takes the actions and of what kind comes from the lead ("An Atoll may …", "Lane Actions available to the Stalkers
are …") or from the sentence of the rule that grants the kind ("Wanderers can make a Brawl Action as a daily
action.": the Wanderers, daily); a lead that refers back ("these Actions") takes the kind said before it in the rule
(W.KINDS_REFERRED_BACK). Where no actor is said, or an item is no label and body, the items are not read here: the
lead stays listed as a list of actions not read.
"""
from __future__ import annotations

import re

from ..phrasings import actions as W
from ..reading.citations import Citation
from ..reading.text import sentences
from .action_body import BodyReader
from .action_clauses import norm_text
from .action_effects import phrasing_rx
from .model import Action

__all__ = ["ItemsReader"]

_rx = phrasing_rx


class ItemsReader(BodyReader):
    """The lists of actions written as labelled items."""

    def labelled_actions(self, s: str, items, cite: Citation, rule) -> bool:
        """Read the items of an action list lead as labelled actions: True when they were read, False (nothing done)
        when the lead is no such lead, an item is no label and body, or no actor is said."""
        lead = next((m for e in W.ACTION_LIST_LEADS + W.KIND_LIST_LEADS
                     for m in [_rx(e["phrasing"], self.t).search(norm_text(s).rstrip(" .-"))] if m), None)
        if lead is None or not items:
            return False
        split = [next((m for e in W.ACTION_ITEMS for m in [_rx(e["phrasing"], self.t, whole=True).fullmatch(norm_text(t))]
                       if m), None) for _, t in items]
        if not all(split) or any(d != 1 for d, _ in items):
            return False
        g = lead.groupdict()
        kind, who, states, period = self.kind_of_lead(g, s)
        if who is None:  # no actor in the lead nor a grant of the kind: each item's own, where all say the same one
            acts = [self.actor(norm_text(m.group("body") or ""), 0) for m in split]
            said = {a[0] for a in acts if isinstance(a, tuple)}
            who = said.pop() if len(said) == 1 and 2 * sum(isinstance(a, tuple) for a in acts) > len(acts) else None
        if who is None:
            return False
        for (_, text), m in zip(items, split):
            self.labelled_item(text, m, dict(kind=kind, who=who, states=states, period=period), cite, rule)
        self.prev = None
        return True

    def kind_of_lead(self, g: dict, lead: str) -> tuple[str | None, str | None, list[str], str | None]:
        """(kind, who, the actor's states, frequency) the lead and its rule say of the listed actions."""
        kind = g.get("kind")
        if kind is None and g.get("back") in ("these", "those", "such"):
            before = norm_text(self.rule_text)[:max(norm_text(self.rule_text).find(norm_text(lead)[:40]), 0)]
            kind = next((m.group("kind") for e in W.KINDS_REFERRED_BACK
                         for m in reversed(list(_rx(e["phrasing"], self.t).finditer(before)))), None)
        kind = re.sub(r"s$", "", kind.strip()) if kind else None
        who, states, period = None, [], None
        act = self.actor(g["actor"].strip() + " may act", 0) if g.get("actor") else self.actor(norm_text(lead), 0)
        if isinstance(act, tuple) and act[0] != "(said before)":  # "Lane Actions available to the Stalkers", "A
            who, states = act[0], list(act[1])  # Wanderer may take any of the following actions:"
        grant = self.kind_grant(kind) if kind else None
        if grant:
            who = who or grant[0]
            states = states or grant[1]
            period = grant[2]
        return (period or (kind.lower() if kind else None)), who, states, period

    def kind_grant(self, kind: str) -> tuple[str, list[str], str | None] | None:
        """(who, states, period) of the sentence of the rule that grants actions of ``kind`` (W.KIND_GRANTS), or None."""
        for t in sentences(norm_text(self.rule_text).replace("\n", " ")):
            for e in W.KIND_GRANTS:
                m = _rx(e["phrasing"], self.t, whole=True).fullmatch(t.strip())
                if not m or re.sub(r"s$", "", m.group("kind")).casefold() != kind.casefold():
                    continue
                act = self.actor(m.group("actor") + " may act", 0)
                if isinstance(act, tuple) and act[0] != "(said before)":
                    period = m.groupdict().get("period") or {"day": "daily", "week": "weekly"}.get(m.groupdict().get("once") or "")
                    when = [m.group("when")] if m.groupdict().get("when") else []  # "…, but only during their Turn"
                    return act[0], list(act[1]) + when, period
        return None

    def labelled_item(self, text: str, m: re.Match, lead: dict, cite: Citation, rule) -> None:
        """One item: its label a name or a price, its first sentence what it does, the rest read after it."""
        label, body = m.group("label"), m.group("body") or ""
        if m.groupdict().get("price"):  # "Shove (2 Stamina): …": the price in brackets, its cost
            label, priced = m.group("price"), re.sub(r" an? (?-i:[A-Z]).*$", "", label)  # "Fetch a Spear": Fetch
        else:
            priced = None
        item_cite = Citation(cite.rule, text.strip(), cite.number, cite.section)
        ctx = {"who": lead["who"], "conds": list(lead["states"]), "own_conds": list(lead["states"])}
        price = self.first(W.PRICE_LABELS, ("spend " + label) if priced else label, whole=True)
        label = ("spend " + label) if priced else label
        costs, notes = [], ([f"costs: {label} (not read)"] if priced and not price else [])
        if price:
            paid = dict(ctx, costs=[])
            effs, left = self.body(label, paid)
            costs = paid["costs"]
            if effs or left or not costs:
                notes.append(f"costs: {label} (not read)")
                costs = []
        parts = sentences(body)
        first = norm_text(parts[0]).rstrip(".").strip() if parts else ""
        act = self.actor(first, 0) if first else None
        if isinstance(act, tuple) and act[0] == lead["who"]:  # "Stepping. A Duelist taking this action may move …":
            first = first[act[2]:].lstrip(" ,")  # the actor said again, and its states, before what the item does
            ctx["conds"] += [c for c in act[1] if c not in ctx["conds"]]
        first = self.body_leads(first, ctx)
        first, _ = self.tails(first, ctx)
        effects, unread = self.body(first, ctx) if first else ([], ["effects: none said"])
        a = Action(priced or (None if price else label), lead["kind"] or "unspecified", who=lead["who"], frequency=None,
                   conditions=self.split_conditions(ctx["conds"]), effects=effects,
                   costs=costs + ctx.get("costs", []), citation=item_cite)
        a.unread = notes + unread
        said = self.first_search(W.ITEM_BODY_NAMES, norm_text(parts[0])) if parts and a.name and not priced else None
        if said and said.group("name") not in self.t.player + self.t.players + self.t.emperor:
            if re.sub(r"\W", "", said.group("name")).casefold() == re.sub(r"\W", "", a.name).casefold():
                a.name = said.group("name")  # "Follow-through. … he may Follow Through …": as its sentence says it
            else:
                a.unread.append(f"name: the label “{a.name}” or “{said.group('name')}”, said in its sentence (not read)")
                a.name = None
        if ctx.get("conds_unread") and unread:
            a.unread.append("conditions: " + "; ".join(ctx["conds_unread"]) + " (said before what it does, not read)")
        if lead["kind"] is None:
            a.unread.append("kind: the lead names no kind of the actions listed (not read)")
        self.finish(a)
        for t in parts[1:]:
            self.after_item(a, t, rule, cite)

    def new_action_label(self, s: str, cite: Citation) -> bool:
        """"Surgeon: New Action: Mend: Increase the Vigour of any Delver by 12" (W.NEW_ACTION_LABELS): an action of the
        player who holds the thing (the rule speaks to them as "you"), by its name, its body read as an item's is (what
        is not read listed); whether it was."""
        m = self.first(W.NEW_ACTION_LABELS, norm_text(s).rstrip("."), whole=True)
        if not m:
            return False
        ctx = {"who": "player", "conds": [], "own_conds": []}
        first = self.body_leads(norm_text(m[1].group("body")).rstrip(".").strip(), ctx)
        first, _ = self.tails(first, ctx)
        effects, unread = self.body(first, ctx)
        a = Action(m[1].group("name"), "unspecified", who="player", frequency=None, conditions=self.split_conditions(ctx["conds"]),
                   effects=effects, costs=ctx.get("costs", []), citation=cite)
        a.unread = unread + (["conditions: " + "; ".join(ctx["conds_unread"]) + " (said before what it does, not read)"]
                             if ctx.get("conds_unread") and unread else [])
        self.finish(a)
        return True

    def body_leads(self, body: str, ctx: dict) -> str:
        """Conditions said before what the item does ("If the Stalker has no Spot, the specified Square becomes their
        Spot."), read into ``ctx`` where the rest reads whole as effects; the rest. A lead of another kind (a
        frequency, a label) is left with the body, which then is not read."""
        for pos, parts in sorted(self.leads(body, 0, {}), key=lambda x: -x[0]):
            if pos == 0:
                break
            if set(parts) - {"conds"} or not parts.get("conds"):
                continue
            trial = dict(ctx, conds=list(ctx["conds"]), costs=[])
            effects, unread = self.body(body[pos:], trial)
            if effects and not unread:
                ctx["conds"].extend(parts["conds"])
                return body[pos:]
            ctx["conds_unread"] = parts["conds"]  # the rest not read: its conditions listed with it
        return body

    def after_item(self, a: Action, t: str, rule, cite: Citation) -> None:
        """A sentence of an item after its first, read as said after that item's action; listed on it if not read."""
        seen = (len(self.actions), len(self.unread), len(a.conditions), len(a.unread), a.frequency, a.kind)
        self.prev, self.list_actor = a, a.who
        try:
            self.sentence(t, [], Citation(cite.rule, t.strip(), cite.number, cite.section), rule)
        finally:
            self.list_actor = None
        if (len(self.actions), len(self.unread), len(a.conditions), len(a.unread), a.frequency, a.kind) == seen:
            said = t.strip().rstrip(".")
            a.unread.append(f"effects: said after it in its item, not read: {said}")
            if self.first(W.CONDITION_WORDS_ANYWHERE, norm_text(said)):  # a bar or a condition, perhaps
                a.unread.append(f"conditions: perhaps said after it in its item, not read: {said}")
