"""The whole reading of a Ruleset's dynastic rules (validators.actions drives it): the sentences
(validators.action_sentences), a rule's table of actions, then what was said apart applied to the actions it names,
and the precision net on every action read (phrasings.actions DOUBTS, NOT_IN_A_NAME, UNSURE_ACTIONS).
"""
from __future__ import annotations

import re

from ..models import Rule, Table
from ..phrasings import actions as W
from ..reading.citations import Citation
from ..reading.text import sentences
from .action_clauses import norm_text
from .action_effects import alternation, phrasing_rx
from .action_sentences import NO_GRANT, SentenceReader
from .model import Action, Effect, Unread

__all__ = ["ActionReading"]

_rx = phrasing_rx


class ActionReading(SentenceReader):
    """One reading of a Ruleset's dynastic rules, from its sentences to its settled actions."""

    def table(self, rule: Rule) -> None:
        """A table of the rule with an Effect column: each row an action named by its first cell."""
        for t in rule.tables:
            if t.unreadable or not t.header:
                continue
            cols = [h.strip().casefold() for h in t.header]
            if "effect" not in cols:
                continue
            k = cols.index("effect")
            for row in t.rows:
                if len(row) <= k or row[k].strip() in ("-", "–", "", "No effect.", "N/A"):
                    continue
                cite = Citation(rule.title, " | ".join(row), rule.number, rule.section)
                if self.first(W.ROLL_RESULTS, row[0].strip(), whole=True):  # "4-7 || Change your …": a roll's result
                    # (W.ROLL_RESULTS), its row a case of the roll said before the table; no action of its own, named "4-7"
                    self.unread.append(Unread("action", cite, f"the {t.header[k]} of the result “{row[0].strip()}”, a case of a roll said before it, is not read as an action"))
                    continue
                ctx = {"who": "", "conds": []}
                extra_costs, conds = self.table_costs(t, row, cols, ctx)
                cell = norm_text(row[k]).rstrip(".")
                got, unread = self.body(cell, ctx) if len(sentences(cell)) == 1 else (None, None)
                if got is None or unread or not (got or ctx.get("costs")):
                    self.unread.append(Unread("action", cite, f"the {t.header[k]} of “{row[0]}” is not read"))
                    continue
                a = Action(row[0].strip(), "unspecified", who=None, effects=got, costs=ctx.get("costs", []) + extra_costs,
                           conditions=conds, citation=cite)
                self.actions.append(a)

    def table_costs(self, t: Table, row: list[str], cols: list[str], ctx: dict) -> tuple[list[Effect], list[str]]:
        """A row's Cost cell read as costs, its Requirements cell as one condition."""
        costs: list[Effect] = []
        conds: list[str] = []
        for k, c in enumerate(cols):
            if k >= len(row) or not row[k].strip() or row[k].strip() in ("-", "N/A"):
                continue
            if c in ("cost", "costs"):
                hit = self.first(W.COSTS, "spend " + norm_text(row[k]), whole=True)
                eff = self.make_effect(hit[0], hit[1], ctx, {}, cost=True) if hit else None
                if eff is not None:
                    costs.append(eff)
            elif c in ("requirements", "requirement", "restrictions", "prerequisites"):
                conds.append(norm_text(row[k]))
        return costs, conds

    def choices_detailed_after(self) -> None:
        """A grant of a choice between verbs each granted again in its own sentence of the rule (CHOICE_DETAILED_AFTER):
        not an action of its own; its kind, where it says one, is theirs."""
        for a in list(self.actions):
            m = next((m for e in W.CHOICE_DETAILED_AFTER for m in [_rx(e["phrasing"], self.t).search(norm_text(a.citation.text))] if m), None) \
                if a.citation and not a.effects and not a.costs else None
            if m is None:
                continue
            noun = re.escape(m.group("obj").split(" ", 1)[1])
            each = [[b for b in self.actions if b is not a and b.citation and b.citation.rule == a.citation.rule
                     and re.search(rf"\bmay {v} (?:an?|the|one|their|his|her|eir) {noun}\b", norm_text(b.citation.text), re.I)]
                    for v in (m.group("v1"), m.group("v2"))]
            if not all(len(x) == 1 for x in each):
                continue
            self.actions.remove(a)
            for b in (each[0][0], each[1][0]):
                if b.kind == "unspecified":
                    b.kind, b.frequency = a.kind, b.frequency or a.frequency

    def names_said_again(self, rule_text: str, start: int) -> None:
        """A name read as one verb whose sentence goes on with a word and a capitalised noun ("may Dig for Relics by
        Command") is that whole phrase where the rule says the phrase again elsewhere ("Orders to Dig for Relics"): the
        rule's own use names it. Said once, the verb alone stays the name (round 35's "Bid on the Appointment")."""
        text = norm_text(rule_text)
        for a in self.actions[start:]:
            if not a.name or " " in a.name or not a.citation:
                continue
            m = next((m for e in W.NAME_CONTINUED for m in [re.search(e["phrasing"].replace("{name}", re.escape(a.name)),
                                                                        norm_text(a.citation.text))] if m), None)
            if m and len(re.findall(rf"\b{re.escape(m.group(0))}\b", text)) >= 2:
                a.name = m.group(0)

    def settle(self) -> None:
        """Apply what was said apart: who performs a named action, its effects said in a sentence of their own;
        a named action whose effects are nowhere read says so."""
        for a in self.actions:  # "If a game action is a Timed Action, each Apprentice may spend one Time …"
            if a.kind in self.kind_costs and not a.costs:
                a.costs = list(self.kind_costs[a.kind])
        for d in self.declared_apart:  # "There exists an action called “Check Variety”." then "An Organism may
            # occasionally Check Variety, …": the grant is the action; the sentence that names it is listed
            if d.effects or d.unread != [] and not all(u.startswith("effects: what") for u in d.unread):
                continue
            if any(a is not d and a.name and a.name.casefold() == d.name.casefold() and a.citation and d.citation
                   and a.citation.rule == d.citation.rule and a.who for a in self.actions) and d in self.actions:
                self.actions.remove(d)
                self.unread.append(Unread("sentence", d.citation, f"it names “{d.name}”, an action another sentence grants"))
        by_name = {a.name.casefold(): a for a in self.actions if a.name}
        for name, who, cond, cite in self.performs:
            a = by_name.get(name.casefold())
            if a is None and who is None:  # "Nobody should perform the Vespers action.": no actor read
                self.unread.append(Unread("action", cite, f"who performs “{name}”, an action not read, is not read"))
                continue
            if a is None:  # "the Monarch should perform the Reckoning action.", defined in another rule: that action,
                # who performs it and when, what it does not read here
                a = Action(name, "unspecified", who=who, citation=cite)
                a.unread.append(f"effects: what “{name}” does is defined elsewhere, not read")
                self.actions.append(a)
                by_name[name.casefold()] = a
            if a.who is None:
                a.who = who
            if cond:
                a.conditions.append(cond)
        for name, kind, cite in self.kinds_named:
            a = next((by_name[n] for n in _base_forms(name) if n in by_name), None) or _named_by_verb(by_name, name, cite) \
                or _granted_by_verb(self.actions, name, cite)
            if a is None or a.kind not in ("unspecified", kind):
                self.unread.append(Unread("action", cite, f"the kind of “{name}”, an action not read"))
            else:
                a.kind = kind
                if a.citation:  # "Summon Familiar is a Rite Action. To perform …": cited with both sentences
                    a.citation = a.citation.joined(cite, first=True)
        self.choices_detailed_after()
        said_again = [(u.citation, m.group("name"), m.group("kind").lower()) for u in self.unread
                      for m in [next((m for e in W.KIND_SAID_AGAIN for m in [_rx(e["phrasing"], self.t).match(norm_text(u.citation.text))] if m), None)] if m]
        said_again += [(b.citation, b.name, b.kind) for b in self.actions if b.name and b.citation and b.kind != "unspecified"]
        for cite, name, kind in said_again:  # "Scuffling is an atomic action with the following steps:" of "… may
            # Scuffle them" at any time: its gerund names it; a kind not the one read makes it said twice
            a = next((by_name[n] for n in _base_forms(name)[1:] if n in by_name), None)
            if a is not None and a.citation and a.citation.rule == cite.rule and a.kind not in ("unspecified", kind) \
                    and not any(x.startswith("kind:") for x in a.unread):
                a.unread.append(f"kind: said twice, “{a.kind}” in its sentence and “{kind}” in “{cite.text}”")
        for u in self.unread:  # "an atomic action called Stirring the Serpent" and "they should Stir the Serpent"
            m = next((m for e in W.ACTIONS_NAMED_APART for m in [_rx(e["phrasing"], self.t).search(norm_text(u.citation.text))] if m), None)
            forms = _base_forms(m.group("name"))[1:] if m else []
            for a in (a for a in self.actions if forms and a.name and a.name.casefold() in forms and a.citation
                      and a.citation.rule == u.citation.rule and not any(x.startswith("name:") for x in a.unread)):
                if re.search(r"\b(?:should|must|shall)\b(?: \w+){0,3}? " + re.escape(a.name), norm_text(a.citation.text), re.I):
                    a.unread.append(f"name: perhaps “{m.group('name')}”, the action the rule names, which this duty performs (not read)")
        for names, text, cite in self.effects_of:
            a = next((by_name[n.casefold()] for n in names if n.casefold() in by_name), None)
            if a is None:
                self.unread.append(Unread("action", cite, f"the effects of “{names[0]}”, an action not read"))
                continue
            ctx = {"who": a.who or "", "conds": []}
            got, unread = self.body(text, ctx)
            a.effects.extend(got)
            a.costs.extend(ctx.get("costs", []))
            a.unread = [u for u in a.unread if not u.startswith("effects: what")] + unread
            if a.citation:  # "When a Sproutling buds, e gains …": what it does cited beside what names it
                a.citation = a.citation.joined(cite)
        for a in self.actions:
            if a.name and not a.effects and not any(u.startswith(("effects:", "step:")) for u in a.unread):
                a.unread.append(f"effects: what “{a.name}” does is said apart from its sentence, not read")
        for a in self.actions:
            self.doubts(a)
            self.chosen_conditions(a)
            alternatives = [c for c in a.conditions if _rx(alternation(W.CONDITION_ALTERNATIVES), self.t).search(c)]
            if alternatives:  # "if that Guild rejects it or if 24 hours have passed …": no one count of conditions
                a.conditions = []
                a.unread.extend(f"conditions: “{c}”, alternatives, each its own case (not counted)" for c in alternatives)
            for c in a.conditions:
                joined = _rx(alternation(W.CONDITION_CONJUNCTS), self.t).search(c)
                if joined:  # the word that joins them, as the clause says it ("and", "but", "when")
                    word = re.search(r"\b(?:and|but|when|while)\b", joined.group(0), re.I)
                    a.unread.append(f"conditions: “{c}”, perhaps two joined by “{word.group(0).lower() if word else 'and'}” (counted as one)")
            said = norm_text(a.citation.text).casefold() if a.citation else ""
            a.unread.extend(f"conditions: “{c}”, said again of another in the sentence (counted as one)"
                            for c in a.conditions if isinstance(c, str) and len(c) > 6 and said.count(c.casefold()) > 1)
            owned = next((e for e in W.POSSESSED_ACTORS if a.citation and _rx(e["phrasing"], self.t).search(norm_text(a.citation.text))), None)
            if owned and a.who == "player":
                a.unread.append(owned["note"])
            named = next((m for e in W.DEFINITE_PARTICIPLE_ACTORS for m in [_rx(e["phrasing"], self.t).search(norm_text(a.citation.text))]
                          if m), None) if a.citation else None
            if named and any(c.strip(" ,") == named.group("part").strip(" ,") for c in a.conditions):
                a.conditions = [c for c in a.conditions if c.strip(" ,") != named.group("part").strip(" ,")]
                a.unread.append(f"conditions: “{named.group('part')}”, perhaps only which one is meant (not counted)")
                if a.who == "player" and named.start() == 0:  # "The Microbe forcing the Phage to Foul", first in its
                    # sentence: perhaps a role of its own ("When a card is played, the Hexer playing it must …": the lead's)
                    a.who = None
                    a.unread.append(f"who: a player, or perhaps the one “{named.group('part')}” names as a role (not read)")
            if not any(u.startswith("conditions: perhaps") or "(counted as one)" in u for u in a.unread):  # said once
                a.unread.extend(f"conditions: “{c}”, perhaps one more said of the thing it names (counted as one)"
                                for c in a.conditions if _rx(alternation(W.CONDITION_QUALIFIED_THINGS), self.t).search(c))
        for a in list(self.actions):
            text = norm_text(a.citation.text) if a.citation else ""
            for x in W.UNSURE_ACTIONS:
                missed = (x["missed"] == "name" and a.name is None) or (x["missed"] == "kind" and a.kind != x["kind"]
                                                                        and not re.fullmatch(x.get("or_kind", "$^"), a.kind or "")
                                                                        and not any(u.startswith("kind: ") for u in a.unread)) \
                    or x["missed"] in ("permission", "left") or (x["missed"] == "bound" and not a.effects and not a.costs) \
                    or (x["missed"] == "a kind" and a.kind == "unspecified" and not any(u.startswith("kind: ") for u in a.unread)) \
                    or (x["missed"] == "frequency" and a.frequency is None and a.kind == "unspecified"
                        and not any(u.startswith("frequency:") for u in a.unread))
                hit = _rx(x["phrasing"], self.t).search(text) if missed else None
                inside = hit is not None and any(hit.group(0).casefold() in str(v).casefold() for v in
                                                 [e.amount for e in a.effects + a.costs] + list(a.conditions)) \
                    or hit is not None and any(u.startswith("effects:") and u[8:].strip(" ,").casefold().startswith(
                        hit.group(0).casefold()) for u in a.unread)
                if hit and x.get("keep") and not inside and a.who is not None:  # "The Isotope may Merge up to 3 times in a day": the action
                    # kept, what it missed listed as not read in its own fields, never read as none (unless its words
                    # were read as a part of another field, "change their Cap to Green once in the hour after …", or
                    # open the body it lists as not read: "effects: , as a Daily Dusk Action, slip away …"; nor where no
                    # doer was read, whose sentence may be no grant at all)
                    a.unread.extend(f"{f}: perhaps said in “{hit.group(0)}”, not read" for f in x["keep"])
                    break
                if hit:
                    self.actions.remove(a)
                    what = {"permission": "a second permission", "bound": "a bound of what an action may do",
                            "left": "a permission whose when and how other rules give",
                            "frequency": "how often the action may be taken", "a kind": "the action's kind"}.get(x["missed"], f"the action's {x['missed']}")
                    self.unread.append(Unread("action", a.citation, f"{what} is said in its sentence and was not read"))
                    break
            else:
                if any(u.startswith("another actor's action") for u in a.unread):
                    self.unread.append(Unread("action", a.citation, "another actor's action in the same sentence is not read"))
        for a in self.actions:  # "The Fortnight is an atomic action …" and a grant of it elsewhere: its doer is read
            if a.who is not None and NO_GRANT in a.unread:
                a.unread.remove(NO_GRANT)
        for a in self.actions:  # a bound on how often in words no frequency reads: noted, the action kept
            if a.frequency is None and a.citation and not any(u.startswith("frequency:") for u in a.unread):
                text = norm_text(a.citation.text)
                said = next(((e, m) for e in W.FREQUENCY_HINTS for m in [_rx(e["phrasing"], self.t).search(text)] if m), None)
                hint = said[1] if said else None
                if hint and hint.group(0).lower().startswith("once") \
                        and any(hint.start() <= text.find(str(c)) <= hint.end() for c in a.conditions if str(c) in text):
                    hint = None  # "Once a bout ends, …": the words read as the condition, no bound
                if hint:
                    a.unread.append(f"frequency: perhaps said in “{hint.group(0)}”, not read")
                    done = hint.group("bound").casefold() if said[0].get("bound") else None
                    bound = [c for c in a.conditions if done and isinstance(c, str) and c.casefold().startswith(done)]
                    if bound:  # "…, if they have not already done so since the Lamps last went Dim": a bound on how
                        # often, said as a condition: not counted, listed
                        a.conditions = [c for c in a.conditions if c not in bound]
                        a.unread.extend(f"conditions: “{c}”, perhaps a bound on how often (not counted)" for c in bound)

    def chosen_conditions(self, a: Action) -> None:
        """'may choose three Hands whose QMRS[2] is “U” and …': which players may be chosen, one condition."""
        text = norm_text(a.citation.text) if a.citation else ""
        for e in W.CHOSEN_CONDITIONS:
            m = _rx(e["phrasing"], self.t).search(text)
            if m and not any(m.group("cond") in c or c in m.group("cond") for c in a.conditions):
                a.conditions.append(m.group("cond"))

    def doubts(self, a: Action) -> None:
        """The precision net, whatever the forms read: an action that changes nothing known says its effects are not
        read; an effect on words that name no declared variable and hold words no name holds, or whose amount is a
        means ("by updating the GNDT"), is not read; a cue of a choice or of another actor's action in its sentence is
        listed as not read. A part in doubt is said, never guessed (phrasings.actions DOUBTS)."""
        text = norm_text(a.citation.text) if a.citation else ""
        for e in list(a.effects) + list(a.costs):
            odd = not self.vars.find(e.variable) and any(_rx(x["phrasing"], self.t).search(e.variable) for x in W.NOT_IN_A_NAME)
            means = isinstance(e.amount, str) and any(_rx(x["phrasing"], self.t).search(e.amount) for x in W.DOUBTS if x["doubt"].startswith("how the value"))
            if odd or means:
                (a.effects if e in a.effects else a.costs).remove(e)
                a.unread.append(f"effects: {e.op} {e.variable} ({'its words name no declared variable' if odd else 'its value is said as a means'})")
        for e in list(a.effects) + list(a.costs):  # "to be the name of …", "add the result to": a value not read
            x = next((x for x in W.UNREAD_VALUES if isinstance(e.amount, str) and _rx(x["phrasing"], self.t).fullmatch(e.amount)), None)
            if x is not None:
                by = "to" if e.op in ("set", "transfer") else "by"  # "set X to …", "increase X by …"
                a.unread.append(f"effects: {e.op} {e.variable} {by} “{e.amount}” (its value is not read)")
                if x["keeps"] == "op":
                    e.amount = None
                else:
                    (a.effects if e in a.effects else a.costs).remove(e)
            elif not self.vars.find(e.variable) and re.sub(r"^the ", "", e.variable.casefold()) in self.pages:
                (a.effects if e in a.effects else a.costs).remove(e)
                a.unread.append(f"effects: {e.op} {e.variable} (a page of the wiki, not a variable)")
        for e in list(a.effects) + list(a.costs):  # "updating the GNDT": where values are written is no variable
            if not self.vars.find(e.variable) and any(_rx(x["phrasing"], self.t).fullmatch(e.variable) for x in W.NOT_A_VARIABLE):
                (a.effects if e in a.effects else a.costs).remove(e)
                a.unread.append(f"effects: {e.op} {e.variable} (the place values are written, not a variable)")
        for x in W.DOUBTS:
            m = _rx(x["phrasing"], self.t).search(text)
            if m and not any(x["doubt"] in u for u in a.unread):
                a.unread.append(f"{x['doubt']}: “{m.group(0).strip(' ,;')}” (not read)")
                if x["doubt"] == "a choice between effects" and a.effects:  # which of them happens is not known
                    a.unread.append("effects: " + "; ".join(f"{e.op} {e.variable}" for e in a.effects) + " (one of a choice)")
                    a.effects = []
                if x.get("priced") and a.costs:  # "spend 2 Gold to gain 1 Faith, or 5 Gold to …": nor which price
                    a.unread.append("costs: " + "; ".join(f"{c.op} {c.amount} {c.variable}" for c in a.costs) + " (one of a choice)")
                    a.costs = []
        x = next((x for x in W.NAME_DOUBTS if a.name and _rx(x["phrasing"], self.t).search(a.name)), None)
        if x is not None:  # "may Lodge A Grievance": "Lodge", or the whole phrase
            a.unread.append(f"name: “{a.name}”, {x['doubt']} (not read)")
            a.name = None
        paid = {self.vars.find(c.variable) or c.variable for c in a.costs}
        for u in [u for u in a.unread if u.startswith("effects: ")] if paid else []:
            part = u.split(": ", 1)[1]
            m = _rx(alternation(W.MORE_PAID), self.t).match(part)
            if m and any(re.search(r"\b" + re.escape(v) + r"\b", part, re.I) for v in paid):
                # "by spending 9 Fortune and transferring 1 Fortune to each Vassal they gain": more of what is paid,
                # not read; the cost is not known whole
                a.unread.append("costs: " + "; ".join(f"{c.op} {c.amount} {c.variable}" for c in a.costs)
                                + f" and {part} (more of it paid, not read)")
                a.costs = []
                break
        if not any(u.startswith("costs:") for u in a.unread):  # a cost in words not read is a cost not read
            for u in [u for u in a.unread if u.startswith("effects: ")]:
                if any(_rx(x["phrasing"], self.t).search(u) for x in W.COST_CUES):
                    a.unread.append("costs: " + u.split(": ", 1)[1] + " (a cost in words not read)")
                    break
        if not a.effects and not a.costs and not any(u.startswith(("effects:", "step:")) for u in a.unread):
            a.unread.append("effects: what the action does is not read")
        if not any(u.startswith("conditions:") for u in a.unread):  # "set the stats of a Novice when e adds it": a
            for u in [u for u in a.unread if u.startswith("effects: ")]:  # condition in words not read is not read
                hit = _rx(alternation(W.CONDITIONS_IN_WORDS), self.t).search(u.split(": ", 1)[1])
                if hit:
                    a.unread.append(f"conditions: perhaps one in the words not read (“{hit.group(0).strip()} …”)")
                    break


def _named_by_verb(by_name: dict, name: str, cite: Citation):
    """The action of the rule named by the verb of ``name``, a gerund and its object, whose grant says both ("Each
    Guest may Barge a Line" for "Barging a Line is a Footfall Action."); None when there is none."""
    for form in _base_forms(name)[1:]:
        verb, _, rest = form.partition(" ")
        a = by_name.get(verb)
        if rest and a is not None and a.citation and a.citation.rule == cite.rule \
                and re.search(rf"\b(?:may|can|must|should|shall) {re.escape(form)}\b", a.citation.text, re.I):
            return a
    return None


def _granted_by_verb(actions: list, name: str, cite: Citation):
    """The one unnamed action of the rule whose grant says what ``name``, a gerund and its object, says ("A Tourist may
    pass a Trinket …" for "Passing a Trinket is a Queue Action."); None when there is none, or more than one."""
    forms = _base_forms(name)[1:]
    if not forms:
        return None
    hits = [a for a in actions if a.name is None and a.citation and a.citation.rule == cite.rule
            and any(re.search(rf"\b(?:may|can|must|should|shall) {re.escape(f)}\b", a.citation.text, re.I) for f in forms)]
    return hits[0] if len(hits) == 1 else None


def _base_forms(name: str) -> list[str]:
    """The name as said, then, where its first word is a gerund ("Casting Off", "Making"), the forms its verb may have
    ("cast off", "make"): the action a kind is said of by its gerund."""
    key = name.casefold()
    first, _, rest = key.partition(" ")
    if not first.endswith("ing") or len(first) < 5:
        return [key]
    stem = first[:-3]
    stems = [stem, stem + "e"] + ([stem[:-1]] if len(stem) > 2 and stem[-1] == stem[-2] else [])
    return [key] + [" ".join(x for x in (s, rest) if x) for s in stems]
