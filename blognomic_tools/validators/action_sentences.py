"""One sentence of a dynastic rule read as action(s) (validators.actions reads the rules with it): the
sentences said apart of an action (its name, its kind, its kind's cost, who performs it, its effects, its steps), a
limit on the action before, then leads, the actor and the rest (validators.action_clauses, validators.action_body).
"""
from __future__ import annotations

import re

from ..models import Rule
from ..phrasings import actions as W
from ..reading.citations import Citation
from .action_outcomes import OutcomeReader
from .action_clauses import norm_text, verb_stem
from .action_effects import alternation, base_form, fill, phrasing_rx
from .model import Action, Effect, Unread

NO_GRANT = "who: no one is granted it in its sentence"  # an action defined by its steps, its doer said elsewhere if at all
# the sentence that names the action before as an atomic action of its own ("As a daily action, a Pilgrim may start a
# Vigil. A Vigil is an atomic action with the following steps:"): its steps are read as that action's; whether the
# rules mean a second action (its gatherers count it either way) is listed, not read
STEPS_OF_PREV = ("its steps are read as the steps of the action before, which names it; whether it is an action of "
                 "its own besides is not read")

__all__ = ["NO_GRANT", "SentenceReader"]

_rx = phrasing_rx
_fill = fill



def names_said(m: re.Match) -> tuple[str, ...]:
    """The names an action may have where a sentence says its verb of one ("When a Castaway Patches the wiring",
    "Tries Bandaging"): the verb in its base form, and with its capitalised object ("Try Bandaging")."""
    verb = base_form(m.group("verb")) if m.group("verb").endswith("s") else m.group("verb")
    obj = (m.groupdict().get("obj") or "").split()
    return (verb,) + ((f"{verb} {obj[0]}",) if obj and obj[0][:1].isupper() else ())

def _base_verbs(rest: str) -> str:
    """The verbs of a body said of its doer ("…, increases their Sightseeing by 3, and increases …") in the base form
    a body is read in: each verb of W.EFFECT_VERBS after a comma or "and"."""
    verbs = re.compile(alternation(W.EFFECT_VERBS), re.I)
    return re.sub(r"(,(?: and)? | and )(\w+s)\b",
                  lambda m: m.group(1) + base_form(m.group(2)) if verbs.fullmatch(base_form(m.group(2))) else m.group(0), rest)


class SentenceReader(OutcomeReader):
    """One sentence, with the list items that follow it."""

    rewritten = False  # True while a sentence rewritten from another (a passive said actively) is read

    def names_in_passing(self, s: str) -> str:
        """``s`` with a player's name given in passing ("another Tinker … (the Mark)") said as that player where the
        sentence names it after ("the Mark’s Toolkit": "another Tinker's Toolkit"), W.NAMES_IN_PASSING."""
        for e in W.NAMES_IN_PASSING:
            m = _rx(e["phrasing"], self.t).search(s)
            if m:
                said = e["as"].format(obj=m.groupdict().get("obj") or "")
                name = re.escape(m.group("name"))
                tail = re.sub(rf"\bthe {name}(?:’s|'s)", said, s[m.end():])
                if e.get("thing"):  # "change the Runt to be Wandering": the player named, not a value of that name
                    tail = re.sub(rf"\bthe {name}\b(?!’s|'s)", e["thing"].replace("{PLAYER}", self.t.player[0]), tail)
                s = s[:m.end()] + tail
        return s

    def sentence(self, s: str, items: list[tuple[int, str]], cite: Citation, rule: Rule) -> bool:
        """Read one sentence (with the list items that follow it); True when it was read as action(s) or as a part
        of one, False when it says nothing of actions."""
        s = norm_text(s)
        if not s:
            return False
        s = self.names_in_passing(s)
        s = self.leads_set_apart(s)
        for e in W.DECLARED_THEN_GRANTED:  # "Each Kicker has a Motto, which they may change …": "Each Kicker may change their Motto …"
            m = _rx(e["phrasing"], self.t).match(s)
            if m:
                s = fill(e["as"], m)
        for e in W.KIND_TAKEN_TO:  # "may take a Log Action to Gather a Plant": "may, as a Log Action, Gather a Plant"
            s = _rx(e["phrasing"], self.t).sub(lambda m, e=e: fill(e["as"], m), s, count=1)
        s = self.time_given(s)
        for e in W.ASIDES:
            s = _rx(e["phrasing"], self.t).sub("", s)
        if self.done_lead(s, cite) or self.two_named_apart(s):
            return True
        s = self.name_said_apart(s, cite)
        if s is None:
            return True
        if self.kind_said_apart(s, cite) or self.part_said_apart(s, cite) or self.steps_said_apart(s, items, cite):
            return True
        if self.limit(s) or self.said_after(s, cite) or self.restriction(s, cite, rule.text if rule else ""):
            return True
        if self.first(W.DONE_AGAIN, s.rstrip(".").strip(), whole=True):  # "A Realm may do this often …", no action before
            self.unread.append(Unread("action", cite, "it says the action before may be done again; that action is not read"))
            return True
        if self.new_action_label(s, cite):
            return True
        if self.first(W.KIND_GRANTS, s, whole=True):
            self.unread.append(Unread("action", cite, "it grants a kind of action; its actions are said apart"))
            return True
        if items and self.labelled_actions(s, items, cite, rule):
            return True
        if items and any(
                _rx(e["phrasing"], self.t).search(s) for e in W.ACTION_LIST_LEADS) and not self.looks_like_action(s):
            listed = Citation(cite.rule, cite.text + "".join("\n• " + t for _, t in items), cite.number, cite.section)
            self.unread.append(Unread("action", listed, "a list of actions, read in none of its items"))
            return True
        if self.passive(s, items, cite, rule) or self.except_listed(s, items, cite):
            return True
        if self.not_action(s):
            return False
        named, self.named_apart = self.named_apart, None
        for e in W.REFERS_BACK:
            if _rx(e["phrasing"], self.t).search(s) and self.looks_like_action(s):
                self.unread.append(Unread("action", cite, "it points to another sentence for its action"))
                return True
        read = self.actor_and_rest(s, items, cite, named)
        if read is None and not self.rewritten:
            read = self.actor_and_rest(s, items, cite, named, unnamed=True)
        if read is not None:
            return read
        if self.label_head(s, items, cite, rule):
            return True
        if self.looks_like_action(s) and not self.rewritten and self.lead_not_read(s, items, cite, named):
            return True
        if self.looks_like_action(s) and self.outcome(s, cite):  # "If a Pilgrim wins then the winner's Faith shall
            return True  # increase by one": the actor is the lead's, the main clause an outcome of no doer
        if self.looks_like_action(s):
            self.unread.append(Unread("action", cite, "its words before the actor, or its actor, are not read"))
            return True
        return False

    def label_head(self, s: str, items: list[tuple[int, str]], cite: Citation, rule: Rule) -> bool:
        """A sentence headed by a label with a note in brackets or in wiki quotes (W.LABEL_HEADS: "Brass Compass (BC): If
        a Drifter holds …, they may …"): the words after it read as the sentence, the label perhaps its name and what it
        names perhaps a condition; whether they read as action(s)."""
        m = self.first(W.LABEL_HEADS, s)
        if not m or m[1].end() >= len(s):
            return False
        label, rest = m[1].group("label") or m[1].group("quoted"), s[m[1].end():]
        if " " not in label and not re.search(rf"\b{re.escape(label)}\b", rest) and self.first(W.LABELS_OF_ROLES, label, whole=True):
            return False  # a bold "Almoner": A Pilgrim may …: perhaps a role, as LABELS leave it
        before = len(self.actions)
        if not self.sentence(rest, items, cite, rule):
            return False
        if self.first(W.ENTRY_FIELD_LABELS, label, whole=True):  # "'''Effect:''' A Curator …": a field of its entry
            return True
        for a in self.actions[before:]:
            if a.name is None:  # "* Hinder - You can {Make a Post} …": a list's label may name its action
                a.unread.append(f"name: perhaps the label “{label}” before it, not read")
            if not re.search(rf"\b{re.escape(label.split()[0])}", " ".join(a.conditions), re.I):
                # "Idol of Lemuria: Once per watch, a Voyager may …": having the thing the label names may be a condition
                a.unread.append(f"conditions: perhaps one more, having or being at “{label}”, the label before it (not read)")
        return True

    def time_given(self, s: str) -> str:
        """``s`` with time given to act in its main clause ("that Tinker has 36 hours to claim …") said as the
        permission with its window ("that Tinker may, within 36 hours, claim …"), W.TIME_GIVEN; else ``s``."""
        for e in W.TIME_GIVEN:
            m = _rx(e["phrasing"], self.t).search(s)
            clause = s[:m.start()].rsplit(",", 1)[-1].strip() if m else ""
            if m and _rx(e["clause"], self.t, whole=True).fullmatch(clause):
                return re.sub(r"\s+", " ", f"{s[:m.start()]} {fill(e['as'], m)} {s[m.end():]}")
        return s

    def lead_guard(self, guard: str, text: str) -> re.Match | None:
        """The first match in ``text`` of W.LEAD_GUARDS' entries of that guard."""
        return self.first_search([e for e in W.LEAD_GUARDS if e["guard"] == guard], text)

    def lead_not_read(self, s: str, items: list[tuple[int, str]], cite: Citation, named: str | None) -> bool:
        """A lead the reader has no part for, set off by a comma before an actor it reads (not a pronoun: whom it
        stands for would be in the lead) and a permission (W.LEAD_GUARDS "permission"; a duty after a lead it cannot
        read may be a step of a procedure, unless the lead says a time it is owed at, W.LEAD_GUARDS "timed_duty"): the
        action read from the actor on, the lead listed as its conditions not read, as its kind and frequency where it
        has words of time (W.LEAD_GUARDS "time"), as its costs where it has a price (W.LEAD_GUARDS "price"). A statement joined to the permission by ", and" ("Certain deeds are Against the Edicts,
        and a Clan may accuse …") is such a lead, unless it is only a condition (W.LEAD_GUARDS "subordinate"); so is
        what the actor the sentence opens with is or has, before ", and may" (W.COORDINATED_GRANTS). False
        where no such actor reads an action, or the lead says amounts for each thing
        (W.LEAD_GUARDS "per_item") or holds a modal of its own (W.LEAD_GUARDS "modal")."""
        for m in re.finditer(r", (?=\S)", s):
            lead = s[:m.start()].strip()
            if lead.count("(") != lead.count(")") or lead.count("“") != lead.count("”"):
                continue  # a comma inside brackets or quotes: no end of a lead
            coordinated = self.first(W.COORDINATED_GRANTS, s[m.end():]) \
                if not self.first_search(W.COORDINATED_BARS, lead) else None  # "Each Automaton has a copy …, and may run it"
            opening = self.opening_actor(lead, m.end() + coordinated[1].end()) if coordinated else None
            if not opening and self.lead_guard("per_item", lead):
                return False  # "Per Relic they hold, …": the amounts are so much for each, not read alone
            inverted = self.lead_guard("inversion", lead)  # "Should the Well run dry, …": a condition
            said = lead[inverted.end():] if inverted else lead
            if self.looks_like_action(said) or self.lead_guard("modal", said):
                return False  # a permission in the lead: another sentence's shape
            joined = s[m.end():].startswith("and ")  # "Certain deeds are Against the Edicts, and a Clan may …"
            if joined and self.lead_guard("subordinate", lead):
                continue  # "If the Road is listed in the GNDT, and any Pilgrim may …": the condition is read with it
            act = opening or self.actor(s, m.end() + 4 * joined)
            if not isinstance(act, tuple) or act[0] == "(said before)":
                continue
            who, quals, after = act
            if not self.lead_guard("permission", s[:after]) and not self.lead_guard("timed_duty", lead):
                return False  # a duty after a lead ("Upon receiving …, the Core should …"): a step of a procedure, perhaps;
                # not one owed at a time said ("At some point each Thursday, the Regulator must …")
            before = len(self.actions)
            self.rest(s[after:], items, cite, {"who": who, "conds": list(quals), "own_conds": list(quals), "name": named,
                                               "other_actor": False})
            timed = self.lead_guard("time", lead)
            priced = self.lead_guard("price", lead) or self.first_search(W.COST_WORDS, lead)
            for a in self.actions[before:]:
                a.unread.append(f"conditions: “{lead}”, the words before the actor, not read")
                if priced:  # "Lantern: 15 – Often, …", "For a fee of 4%, …": a price, perhaps
                    a.unread.append(f"costs: perhaps said in “{lead}”, not read")
                if timed:  # beside a kind its body says, perhaps one more
                    a.unread.append(f"kind: perhaps said in “{lead}”, not read")
                if timed and a.frequency is None:
                    a.unread.append(f"frequency: perhaps said in “{lead}”, not read")
            return True
        return False

    def opening_actor(self, lead: str, after: int) -> tuple | None:
        """(who, states, ``after``) for a player or the emperor a lead opens with and says a state of ("Each Automaton
        has a copy of the Routine", before ", and may run it"): the shortest first words of it read as that actor; None
        for any other subject ("The Abbey is closed, and may …" names no actor)."""
        words = lead.split()
        for n in range(1, min(len(words), 5)):
            head = " ".join(words[:n])
            act = self.actor(head + " may act", 0)
            if isinstance(act, tuple) and act[2] == len(head) + 4:
                return (act[0], act[1], after) if act[0] in ("player", "emperor") else None
        return None

    def except_listed(self, s: str, items: list[tuple[int, str]], cite: Citation) -> bool:
        """A bar on every action but the items after it (W.EXCEPT_LEADS): each item read as a sentence whose pronoun is
        the barred actor, with the lead's conditions; the lead is no action."""
        m = self.first(W.EXCEPT_LEADS, s, whole=True) if items else None
        act = self.actor(m[1].group("actor") + " may act", 0) if m else None
        if not isinstance(act, tuple):
            return False
        who, states, _ = act
        self.items_as_sentences(items, cite, actor=who, states=states)
        return True

    def done_lead(self, s: str, cite: Citation) -> bool:
        """A sentence after an action's verb in the passive ("When the Markets are Fluctuated, …"), not read."""
        for e in W.DONE_LEADS:
            m = _rx(e["phrasing"], self.t).match(s)
            if m and re.search(r"\b(?:may|can|shall|must)(?: \w+)? " + re.escape(m.group("verb")) + r"e?\b", self.rule_text):
                self.unread.append(Unread("action", cite, f"what “{m.group('verb')}” does, said apart from its "
                                          "sentence, not read"))
                return True
        return False

    def two_named_apart(self, s: str) -> bool:
        """A sentence naming the two actions the sentence before granted ("… referred to as A and B"), not read."""
        for e in W.NAMED_APART:
            m = _rx(e["phrasing"], self.t).match(s)
            if m and self.prev is not None and self.actions and self.actions[-1] is self.prev:
                self.actions.pop()  # "These actions are referred to as A and B": the sentence before grants two
                self.unread.append(Unread("action", self.prev.citation, "two actions in one sentence, named apart in "
                                          f"the next: {m.group('first').strip()} and {m.group('second').strip()}"))
                self.prev = None
                return True
        return False

    def name_said_apart(self, s: str, cite: Citation) -> str | None:
        """A name said in a clause ("known as a Pilfer"), kept for the action: the rest; None if it names the one before."""
        for e in W.NAMES:
            m = _rx(e["phrasing"], self.t).search(s)
            if m:
                said = m.group("name") or m.groupdict().get("name2") or ""
                name = re.sub(r"^(?:an?|the) (?=\S)", "", said.strip())  # "known as a Pilfer": Pilfer
                if m.start() == 0:
                    if self.prev is not None:  # "This action is known as X": the action of the sentence before
                        self.prev.name = name
                        self.prev.unread = [u for u in self.prev.unread if not u.startswith("name:")]
                    else:
                        self.unread.append(Unread("action", cite, f"the action named “{name}” is in the sentence before, not read"))
                    return None
                rest = s[m.end():]
                if rest.startswith(" and "):  # "…; this action is known as Recovering and the Duelist should comment …"
                    self.unread.append(Unread("action", cite, f"“{rest[5:].strip()}”, said after the action's name, not read"))
                    s = s[:m.start()].rstrip(" ;,")
                else:
                    s = (s[:m.start()] + rest).replace("  ", " ")
                self.named_apart = name
        return s

    def kind_said_apart(self, s: str, cite: Citation) -> bool:
        """A sentence saying an action's kind ("This counts as a weekly action.") or a kind's cost."""
        for e in W.KIND_OF_PREV:  # "This counts as a weekly action.": the kind of the action before
            m = _rx(e["phrasing"], self.t, whole=True).fullmatch(s)
            if m and not (m.group("noun") or "a")[0].isupper():  # "The Vigil action is …": KIND_OF_NAMED's
                kind = " ".join(_fill(e["kind"], m).lower().split())
                a = self.prev
                if a is not None and self.names_prev(m, a) and a.kind in ("unspecified", kind):
                    a.kind = kind
                else:
                    self.unread.append(Unread("action", cite, f"the kind ({kind}) of an action before, not read"))
                return True
        for e in W.KIND_OF_NAMED:  # "Make is a Timed Action.": the kind of the action of that name
            m = _rx(e["phrasing"], self.t, whole=True).match(s)
            if m:
                self.kinds_named.append((m.group("name"), _fill(e["kind"], m).strip().lower(), cite))
                return True
        for e in W.KIND_COSTS:
            m = _rx(e["phrasing"], self.t, whole=True).match(s)
            if m:
                ctx: dict = {}
                got = self.effect(m.group("cost"), ctx)
                if got is not None and ctx.get("costs") is None and got:
                    ctx["costs"] = [Effect(x.variable, "lose", x.amount, x.whose) for x in got]
                if ctx.get("costs"):
                    self.kind_costs[m.group("kind").lower()] = ctx["costs"]
                    return True
        return False

    def part_said_apart(self, s: str, cite: Citation) -> bool:
        """A sentence that says an action by its name and what it does, who performs a named action, or its effects."""
        for e in W.ACTIONS_DECLARED:  # "There exists a gameplay action called Bud.": a player's action, by its name
            m = _rx(e["phrasing"], self.t, whole=True).match(s.rstrip("."))
            if m:
                a = Action(m.group("name").strip(), "unspecified", who="player", citation=cite)
                self.declared_apart.append(a)  # its grant said later by name takes its place (settle)
                self.finish(a)
                return True
        for e in W.DONE_BY_DEFINITION:  # "To perform public duty, a beast roles a DICEN …": the action, by its name
            m = _rx(e["phrasing"], self.t, whole=True).match(s.rstrip("."))
            if m:
                name = (m.group("name") or "").strip() or None
                before = next((b for b in self.actions if name and b.name and b.name.casefold() == name.casefold()
                               and b.citation and b.citation.rule == cite.rule and not b.effects), None)
                if before is not None:  # named by "There exists a gameplay action called …" before: the same one,
                    before.unread.append(f"effects: {m.group('body')} (what the action does, said in the present, not read)")
                    before.citation = before.citation.joined(cite)  # cited with both sentences
                    return True
                a = Action(name, "unspecified", who="player", citation=cite)
                if m.groupdict().get("this"):  # "To use this defence, …": the name said before, not read here
                    a.unread.append(f"name: “{m.group('this')}”, named before this sentence (not read)")
                    a.unread.append(f"conditions: what the sentences before say of “{m.group('this')}” (not read)")
                a.unread.append(f"effects: {m.group('body')} (what the action does, said in the present, not read)")
                self.finish(a)
                return True
        for e in W.PERFORMS:
            m = _rx(e["phrasing"], self.t, whole=True).match(s)
            if m:
                who = self.first(W.ACTORS, m.group("actor"), whole=True)  # a role as said ("the Steward": player)
                self.performs.append((m.group("name"), self.named_actor(m.group("actor"), *who)[0] if who else None,
                                      m.group("cond"), cite))
                return True
        for e in W.EFFECTS_OF:
            m = _rx(e["phrasing"], self.t, whole=True).match(s)
            if m and e.get("known_only") and not any(a.name and a.name.casefold() in names_said(m) for a in self.actions):
                continue  # "When a Pilgrim dies, …": of no action the rule named, not read so
            if m:
                self.effects_of.append((names_said(m), m.group("effects"), cite))
                return True
        return False

    def steps_said_apart(self, s: str, items: list[tuple[int, str]], cite: Citation) -> bool:
        """A lead that says the items after it are an action's steps ("Casting is the following Atomic Action:")."""
        for e in W.STEPS:
            m = _rx(e["phrasing"], self.t, whole=True).match(s)
            if m and items:
                g = {k: v for k, v in m.groupdict().items() if v}
                verb = g.get("verb") or g.get("verb2")
                name = (g.get("name") or "").strip() or None
                if verb:  # "When a Port Charters, …", "To Charter, …": the action named by its verb
                    name = verb if e.get("base_verb") else base_form(verb)
                # atomic, unless the lead names no kind ("they perform the following steps")
                kind = "atomic" if "kind" not in e or "atomic" in (g.get("atomic") or g.get("atomic2") or "") else e["kind"]
                if name and self.prev is not None and self.prev.name is None and verb_stem(name) in self.prev.citation.text.lower():
                    a = self.prev  # "A Pactmaker can at-will cast a spell. Casting is the following Atomic Action:"
                    a.name = name  # (a kind said there stays: "As a daily action, … may start a Vigil. A Vigil is …")
                    a.unread = [u for u in a.unread if not u.startswith(("effects:", "name: perhaps"))]
                    if a.kind in (None, "unspecified"):
                        a.kind = kind
                    self.steps(a, items)
                    if not verb:  # "A Vigil is an atomic action …", not "When a Pilgrim Kneels, they perform …"
                        a.citation = a.citation.joined(cite)  # its effects are this sentence's steps: cited with it
                        self.unread.append(Unread("action", cite, STEPS_OF_PREV))
                    return True
                if name and self.prev is not None and self.prev.name and self.same_name(name, self.prev.name):
                    a = self.prev  # "an Alchemist can Distil Flesh. Distilling Flesh is an Atomic Action with the following
                    # steps:": the steps of the action just named (the kind said there stays; atomic: done as one)
                    a.unread = [u for u in a.unread if not u.startswith("effects:")]
                    if a.kind in (None, "unspecified"):
                        a.kind = kind
                    self.steps(a, items)
                    if not verb:  # "A Vigil is an atomic action …", not "When a Pilgrim Kneels, they perform …"
                        a.citation = a.citation.joined(cite)  # its effects are this sentence's steps: cited with it
                        self.unread.append(Unread("action", cite, STEPS_OF_PREV))
                    return True
                if g.get("param"):  # "Storming for N (where …) is an atomic action": "Storming", or the whole phrase
                    a = Action(None, kind, who=None, citation=cite)
                    a.unread.append(f"name: “{name}{g['param']}”, an amount said with it: which words name it is not read")
                else:
                    a = Action(name, kind, who="player" if g.get("actor") or g.get("actor2") else None, citation=cite,
                               conditions=[c for c in (g.get("cond"), g.get("adj"), (g.get("qual") or " ").split(" ", 1)[1]) if c])
                if name is None and not g.get("actor"):
                    a.unread.append("name: not said in its sentence")
                if a.who is None:  # "The Fortnight is an atomic action …": who may do it, another sentence or rule says
                    a.unread.append(NO_GRANT)
                self.steps(a, items)
                self.finish(a)
                return True
        return False

    @staticmethod
    def same_name(said: str, name: str) -> bool:
        """Whether ``said`` names the action ``name`` in another form of its verb ("Distilling Flesh", "Distil Flesh")."""
        a, b = said.casefold().split(), name.casefold().split()
        x, y = verb_stem(a[0]), verb_stem(b[0]) if b else ""
        return len(a) == len(b) and a[1:] == b[1:] and min(len(x), len(y)) >= 4 and (x.startswith(y) or y.startswith(x))

    def said_after(self, s: str, cite: Citation) -> bool:
        """A sentence after an action saying its outcome, what its actor gains, or what it costs."""
        outcome = self.first(W.OUTCOME_OF_PREV, s) if self.prev is not None else None
        if outcome and outcome[0].get("prev") and not re.search(outcome[0]["prev"], self.prev.citation.text, re.I):
            outcome = None  # "If they roll a 6, …" after an action that rolls nothing: no outcome of it
        if outcome:  # "If the selected Pit Square is empty, …" (listed with its own citation below)
            self.prev.unread.append(f"effects: said in the sentence after, not read: {s.rstrip('.')}")
            self.unread.append(Unread("action", cite, outcome[0].get("reason") or "what becomes of the thing the action "
                                      "before selected, said in a sentence of its own, not read"))
            return True
        if self.prev is not None and self.first(W.INSTEAD_OF_PREV, s):  # "Scribes may instead age 3 years."
            # what the action does depends on who takes it: its effects are not read for everyone
            self.prev.unread.extend(f"effects: {e.op} {e.variable} by {e.amount}, for some only" for e in self.prev.effects)
            self.prev.effects = []
            self.prev.citation = self.prev.citation.joined(cite)
            self.prev.unread.append(f"effects: what some do instead, said after it, not read: {s.rstrip('.')}")
            return True
        named_prev = self.action_naming(s, cite)
        if named_prev is not None:  # "To declare a Grudge Levy, …": what the action of this rule that names it takes
            self.prev = named_prev
        said = self.first(W.SAID_NEXT, s) if self.prev is not None else None
        if said and said[0].get("names_thing") and named_prev is None:
            said = None  # after no action that names the Grudge Levy: another action's, or a new one
        if said and said[0].get("same_doer") and (self.prev.who != "player" or said[1].start() > 0):
            said = None  # "The Abbot may do so by …" after a Pilgrim's action: a grant of its own
        if said:  # "In doing so, the Kid gains 2 Mischief": what the actor gains, read as the action before's effects
            g = self.first(W.SAID_NEXT_EFFECTS, s[said[1].end():].strip(), whole=True)
            if g and g[1].groupdict().get("who") and not self.is_the_actor(g[1].group("who"), self.prev.who):
                g = None  # "… gains the Abbot 1 Gold" after a Pilgrim's action: someone else's gain
            ctx = {"who": self.prev.who or "", "conds": []}
            text = (_fill(g[0]["body"], g[1]) if g[0].get("body") else f"{g[1].group('verb')} {_base_verbs(g[1].group('rest'))}") if g else None
            got, unread = self.body(text, ctx) if g else (None, None)
            if got and not unread and not ctx.get("costs"):
                self.prev.effects.extend(got)
                self.prev.citation = self.prev.citation.joined(cite)  # the effects' sentence is cited with the action
                return True
        if said:  # "To do that, the Bomber must decrease …"
            doer = self.doer(s[said[1].end():].lstrip())
            if doer not in (None, "(said before)", self.prev.who) and self.prev.who is not None \
                    and not re.search(rf"\b{re.escape(doer)}\b", self.prev.citation.text):  # "…, hereby known as the Bomber"
                # "The Commonwealth may declare a raid … To do this, a Guard player must post …": who does it for
                # the group is said after; the actor is not read
                self.prev.unread.append(f"who: {self.prev.who}, or the doer the sentence after names ({doer}), not read")
                self.prev.who = None
            self.prev.citation = self.prev.citation.joined(cite)
            said_as = norm_text(cite.text).rstrip(".")  # as the rule says it, its asides kept ("(the Whisperer)")
            if not said[0].get("effects_only"):  # "Doing so sets …": what it does, never what it costs
                self.prev.unread.append(f"costs: said in the sentence after, not read: {said_as}")
            self.prev.unread.append(f"effects: said in the sentence after, not read: {said_as}")
            return True
        return False

    def action_naming(self, s: str, cite: Citation):
        """The action of this rule, the latest, whose sentence gives its name to the thing ``s`` says how to make ("To
        declare a Grudge Levy, …", SAID_NEXT's names_thing), or None."""
        hit = next(((e, m) for e in W.SAID_NEXT if e.get("names_thing") for m in [_rx(e["phrasing"], self.t).match(norm_text(s))] if m), None)
        if hit is None:
            return None
        # the action's sentence names it ("…, called the Grudge Levy"): not one it merely acts on ("change their Bot's
        # Script" before "To run a Script, the Announcer …", Ruleset 205, another procedure)
        named = rf"\b(?:called|known as|named|termed|referred to as) (?:an? |the )?{re.escape(hit[1].group('thing'))}\b"
        return next((a for a in reversed(self.actions) if a.citation.rule == cite.rule and re.search(named, a.citation.text, re.I)), None)

    def actor_and_rest(self, s: str, items: list[tuple[int, str]], cite: Citation, named: str | None,
                       unnamed: bool = False) -> bool | None:
        """The leads, the actor and its conditions, then ``rest``: as ``sentence`` returns; None where no actor is read.
        ``unnamed``: the actor is words no ACTORS entry reads (W.UNNAMED_ACTORS), its action read with who not read."""
        for pos, parts in self.leads(s, 0, {}):
            act = self.unnamed_actor(s, pos) if unnamed else self.actor(s, pos)
            apart = self.actor_set_apart(s, pos, parts) if act is None else None
            if apart:  # "Any Marooner, if …, may Walk.": the leads set apart, read as if before the actor
                s, parts, act = apart
            if act == "not an action":
                return False
            if act is None:
                if (parts.get("frequency") or parts.get("kind")) and self.duty(s[pos:], parts, cite):
                    return True
                continue
            who, quals, after = act
            said, quals = (quals[0], []) if unnamed else (None, quals)
            conds = list(parts.get("conds", []))
            own = list(quals)
            thing = False  # "It may …" after a sentence naming a thing: it, or the doer before
            if who == "(said before)":
                before_only = self.who_of(conds) is None and self.list_actor is None  # no actor of its own conditions
                who, own = self.pronoun_actor(s[after:], conds, own)
                thing = who is not None and before_only and self.it_stands_for_a_thing(s[pos:after])
                if who is None:
                    self.unread.append(Unread("action", cite, "whom 'they' stands for is not read"))
                    return True
            if len(quals) == 1 and conds and (not re.match(r"\w+ing\b", quals[0]) or self.names_condition_thing(quals[0], conds[-1])) \
                    and not re.match(r"(?:in|on|at|aboard) (?:this|that)\b", quals[0], re.I) \
                    and (re.search(r"\b(?:it|them|this|that one|so)\b", quals[0], re.I) or self.names_condition_thing(quals[0], conds[-1])
                         or len(conds) == 1 and re.match(r"the ", s[pos:], re.I) and self.did_condition_thing(quals[0], conds[0])):
                # "If an Omen has come True, the Changeling who posted it": the one the condition's event names, one
                # condition ("the Explorer holding it", a state of the actor's, is a condition of its own)
                conds[-1] = f"{conds[-1]} ({quals[0]})"
                own = conds[-1:]
            else:
                conds.extend(quals)
            bound = next(((c, m) for c in own for m in [self.first(W.ACTOR_DONE_SO, c, whole=True)] if m), None)
            if bound and not parts.get("freq_unsure"):  # "Any Duelist who has not yet done so during the current Round"
                conds, own = [c for c in conds if c != bound[0]], [c for c in own if c != bound[0]]
                parts = dict(parts, freq_unsure=fill(bound[1][0]["unsure"], bound[1][1]))
            other = bool(self.first(W.OTHER_ACTORS, s, pos)) and self.who_of(conds) == who
            before = len(self.actions)
            # "By spending 2 Breath, a Wanderer can Gather …" reads as "… can spend 2 Breath to Gather …"
            rest = f" {parts['means']} to {s[after:].lstrip()}" if parts.get("means") else s[after:]
            self.rest(rest, items, cite, dict(parts, who=who, conds=conds, own_conds=own, name=parts.get("name") or named,
                                                   other_actor=other))
            back = [e for e in W.QUALIFIERS if e.get("points_back")]
            for a in self.actions[before:] if self.first_search(back, s[pos:after]) else ():
                if a.name is None:  # "An Apprentice taking this action may …" with no label read: the action it names
                    a.unread.append("name: the action “this action” points back to, said before it, not read")
            if len(self.actions) > before and self.first(W.NEW_ACTORS, s, pos) and self.who_of(list(parts.get("conds", []))):
                self.whose_unsure(self.actions[-1], s[after:])
            for a in self.actions[before:] if thing else ():
                a.who = None
                a.unread.insert(0, "who: “it” may stand for the thing the sentence before names, or its doer (not read)")
            for a in self.actions[before:] if unnamed else ():
                a.who = None
                a.unread.insert(0, f"who: “{said}” names no {self.t.player[0]}, {self.t.emperor[0]} or role the rules define")
                if len(said.split(" ")) > 2:  # "A member of a House", "The agitator named in the post": its state too
                    a.unread.insert(1, f"conditions: what “{said}” says of the doer (not read)")
            return True
        return None

    def unnamed_actor(self, s: str, pos: int):
        """As ``actor``, for words none of W.ACTORS reads: ("(unnamed)", [the words], the position after the modal)."""
        hit = self.first(W.UNNAMED_ACTORS, s, pos)
        if not hit:
            return None
        said = hit[1].group("said")
        mm = _rx(rf",? (?:{alternation(W.MODALS)})(?= |,|:|$)", self.t).match(s, hit[1].end())
        if not mm or self.first(W.NOT_AFTER_MODAL, s[mm.end():].lstrip(" ,")) \
                or self.first(W.UNNAMED_NOT_BODIES, s[mm.end():].lstrip(" ,")):
            return None
        return "(unnamed)", [said], mm.end()

    @staticmethod
    def names_condition_thing(qual: str, cond: str) -> bool:
        """Whether the actor's qualifier points back at the thing its condition names ("the Showrunner operating that
        Pavilion" after "If a Pavilion has …"): a verb, 'that' and a capitalised noun the condition says, nothing more
        ("who holds a Manor below that County" says a state of its own: a condition of its own)."""
        m = re.fullmatch(r"(?:(?:who|that) )?\w+(?: (?:of|for|in|over))? that ((?-i:[A-Z])\w+)", qual.strip())  # nothing else said
        return bool(m) and re.search(r"\b" + re.escape(m.group(1)) + r"\b", cond) is not None

    def did_condition_thing(self, qual: str, cond: str) -> bool:
        """Whether the one actor ("the Character who did the brewing" after "If the brewing was successful", its only
        condition) is named by the deed that made the thing its condition names (W.ACTOR_DEEDS: "who", a verb, "the" and
        a noun the condition says). One condition (a selection by a deed, "each friar who voted AGAINST the proposal", keeps its
        own; so does a deed after two conditions, which the corpus counts apart: "After ten hours, if no other …")."""
        hit = self.first(W.ACTOR_DEEDS, qual.strip(), whole=True)
        return bool(hit) and re.search(r"\b" + re.escape(hit[1].group("thing")) + r"\b", cond, re.I) is not None

    def pronoun_actor(self, rest: str, conds: list[str], own: list[str]) -> tuple[str | None, list[str]]:
        """Whom a leading pronoun stands for (None if not read) and the actor's own conditions; ``conds`` gets carried ones."""
        who = self.who_of(conds) or self.list_actor
        own = conds + own
        if who is not None and who == self.list_actor and self.list_conds:  # the barred actor's state, before its own
            own = self.list_conds + own
            conds[:0] = self.list_conds
        back = self.actor_before(rest, conds) if who is None else None
        if back:
            who, carried = back
            own = carried + own  # the actor's own conditions: what it was said in, then this sentence's
            conds[:0] = carried
        who = who or self.role_subject(conds)
        return who, own

    def it_stands_for_a_thing(self, said: str) -> bool:
        """Whether "It" may stand for a thing the sentence before names ("… the controlling Spacer may move the Drone …
        It may spend 1 Effort …": the Drone, not the Spacer): "it" said where that sentence names a thing of the game
        with "the", "that" or "this", none of the dynasty's words for its players or its emperor."""
        if not re.match(r"it\b", said.strip(), re.I) or self.prev is None or self.prev.citation is None:
            return False
        people = {w.casefold() for w in self.t.player + self.t.players + self.t.emperor}
        return any(m.group("thing").casefold() not in people for e in W.IT_THINGS
                   for m in phrasing_rx(e["phrasing"], self.t).finditer(norm_text(self.prev.citation.text)))

    def actor_before(self, rest: str, conds: list[str]) -> tuple[str, list[str]] | None:
        """Whom a leading pronoun stands for in a sentence with no condition of its own: the actor of the action read
        just before in the rule, and the conditions carried with it (the actor's state, or all of them for a sequel,
        W.BACK_SEQUELS); None when there is no such action or the body points back (W.BACK_NOT_BODIES)."""
        a = self.prev
        if a is None or not self.actions or self.actions[-1] is not a or a.who is None or self.list_actor:
            return None
        rest = rest.strip()
        if self.first(W.BACK_NOT_BODIES, rest) or not all(self.same_pronoun(c, a) or self.roll_outcome(c, a) for c in conds):
            return None  # a condition of its own, unless it is said of the same pronoun ("Whenever they Fail …, they may")
        if self.first(W.BACK_SEQUELS, rest):
            return a.who, list(a.conditions)
        states = [c for c in a.conditions for hit in [self.first(W.ACTORS, c, whole=True)]
                  if hit and (hit[1].groupdict().get("adj") or "").strip()]
        return a.who, states


    def passive(self, s: str, items, cite: Citation, rule: Rule) -> bool:
        """A permission in the passive with its actor after "by" (W.PASSIVE_GRANTS; the actor one of W.ACTORS): read
        as the actor's action with the same leads and tail; what it does to the thing named first is listed as not
        read. False when the sentence is no such permission, or when its active reading reads no action."""
        m = _rx(W.PASSIVE_GRANTS[0]["phrasing"], self.t, whole=True).fullmatch(s.strip())
        actor = m and self.first(W.ACTORS, m.group("actor"), whole=True)
        if not actor or actor[0]["who"] == "(said before)":
            return False
        g = m.groupdict()
        active = f"{g['lead'] or ''}{g['actor']} {g['modal']} {g['verb']} {g['object']}{g['mid']}{g['tail']}."
        before = len(self.actions)
        self.rewritten = True  # its words before the actor are the passive's, as it was written: read whole or not at all
        try:
            read = self.sentence(active, items, cite, rule)
        finally:
            self.rewritten = False
        if not read or len(self.actions) != before + 1:
            del self.actions[before:]
            return False
        a = self.actions[-1]
        a.effects, a.costs = [], []
        a.unread = [u for u in a.unread if not u.startswith(("effects:", "costs:"))]
        a.unread.append(f"effects: said in the passive, not read: {s.rstrip('.')}")
        return True

    def role_subject(self, conds: list[str]) -> str | None:
        """The role a condition's subject names by what only a person does ("a Ringleader believes that …"): whom the
        pronoun after stands for (W.ROLE_SUBJECT_CONDITIONS); None where no condition, or more than one, says one."""
        roles = {m.group("role") for c in conds for hit in [self.first(W.ROLE_SUBJECT_CONDITIONS, c, whole=True)]
                 if hit for m in [hit[1]]}
        return roles.pop() if len(roles) == 1 else None

    def roll_outcome(self, cond: str, a: Action) -> bool:
        """Whether a condition is a result of the roll the action ``a`` makes ("On a 7 or more," after "They shall do
        this by rolling a DICE6"; W.ROLL_OUTCOMES): its pronoun stands for the roller."""
        hit = self.first(W.ROLL_OUTCOMES, cond, whole=True)
        said = " ".join([a.citation.text, *a.unread])  # an outcome of the same roll before it rolls none itself
        return bool(hit) and (bool(re.search(hit[0]["prev"], said, re.I))
                              or any(self.first(W.ROLL_OUTCOMES, c, whole=True) for c in a.conditions))

    def same_pronoun(self, cond: str, a: Action) -> bool:
        """Whether a condition is said of the pronoun that is the actor too, by a verb of its own ("they Fail a
        Proposal"); not the outcome of the action before ("If they roll a 1," after "may roll D4": W.BACK_CONDITIONS)."""
        if self.first(W.BACK_DONE_SO, cond, whole=True):  # "if they choose to do this", "upon doing so": the action
            return True  # before taken
        hit = self.first(W.BACK_CONDITIONS, cond, whole=True)
        if not hit:
            return False
        verb = cond.split(" ", 2)[1]
        return not re.search(rf"\b(?:may|can|must|shall|should) (?:\w+ )?{re.escape(verb_stem(verb))}", a.citation.text, re.I)

    def is_the_actor(self, said: str, who: str | None) -> bool:
        """Whether ``said`` ("Pilgrim", "Chaplain") names the actor ``who`` of an action read ("player", "emperor", or
        a role as said)."""
        said = said.casefold()
        terms = {"player": self.t.player + self.t.players, "emperor": self.t.emperor}.get(who or "")
        if terms is not None:
            return said in {w.casefold() for w in terms}
        return said == (who or "").casefold()
