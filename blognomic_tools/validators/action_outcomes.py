"""An outcome of the game said after a lead of when or if, with no one named to bring it about (phrasings.actions
OUTCOME_CLAUSES): "When an isle roosts, it increases its aether by its Glider Suitability", "Whenever a Roller spends
C$, that amount must be added to the Kitty", "When an atoll bursts, reduce its greenery to 0".

Such a sentence is how the rules change a value by themselves; it is read as an action of no doer (``who`` None, its
``who`` listed as not read with the reason), its conditions the lead's, what it does listed as not read (the
validator then cannot call a change of the value it names unexplained, nor explain it for sure). Where the main
clause has words of its own that may bound it (a condition, a price), those fields are listed as not read too."""
from __future__ import annotations

import re

from ..phrasings import actions as W
from ..reading.citations import Citation
from .action_clauses import norm_text
from .action_effects import base_form, fill, phrasing_rx
from .action_items import ItemsReader
from .model import Action

__all__ = ["OutcomeReader"]


class OutcomeReader(ItemsReader):
    """The outcomes of the game (OUTCOME_CLAUSES) after a lead the clause reader reads as conditions."""

    def leads_set_apart(self, s: str) -> str:
        """``s`` with a lead said in another order or with no comma (W.LEADS_SET_APART: "If, after three hours, …,"
        as "After three hours, if …,"; "Otherwise the …" as "Otherwise, the …") said as the readers read leads."""
        for e in W.LEADS_SET_APART:
            m = phrasing_rx(e["phrasing"], self.t).match(s)
            if m:
                lead = fill(e["as"], m).strip() + " "
                s = lead[:1].upper() + lead[1:] + s[m.end():]
        return s

    def outcome_of(self, s: str) -> bool:
        """Whether ``s`` reads as an outcome with no lead and no doer (``outcome`` with ``bare``), reading nothing."""
        actions, unread = self.actions, self.unread
        self.actions, self.unread = [], []
        try:
            return self.outcome(s, Citation("", s), bare=True)
        finally:
            self.actions, self.unread = actions, unread

    def outcome(self, s: str, cite: Citation, bare: bool = False, listed: bool = False) -> bool:
        """Read ``s`` as an outcome with no doer, after its leads; whether it was. With no lead it is none unless
        ``bare``: a change in the imperative alone ("Swap the first and last Runes") may be an option or a step of an
        action said around it; ``bare`` is for a sentence nothing else read that changes a declared variable in the passive
        or the present ("The Larder is decreased by 2", "The Logbook then loses 1 Nerve"), read as a change with no
        doer, in the imperative only as an item of a list whose lead offers no choice (``listed``: "Lady Varn's
        Stride:" and "* Reduce her Stamina by 1"; not Manipulate's options nor its spells' effects in Ruleset 70),
        nor where it denies or exempts one (OUTCOME_BARE_BARS: "The proposer never gains Piety under this rule")."""
        s = self.leads_set_apart(norm_text(s).rstrip(".").strip())
        for e in (e for e in W.ASIDES if e.get("outcomes")):  # "lose 8 Marks (instead of 4)": no part of the change
            s = phrasing_rx(e["phrasing"], self.t).sub("", s)
        if s.endswith(":"):  # "Whenever a new Roller joins, these game variables are reset:": its list says what, listed with it
            return False
        label = self.first(W.OUTCOME_LABELS, s)  # "Tenacity: Whenever you …": a heading, then the lead
        s = s[label[1].end():] if label else s
        said = [(s[pos:], dict(parts, label=label[1].group("label")) if label else parts) for pos, parts in self.leads(s, 0, {})]
        trailing = self.first_search(W.TRAILING_OUTCOME_LEADS, s)
        if trailing:  # "Any wanderer who votes once gains 2 renown points when said proposal is enacted"; with no lead
            # before it ("The Almoners lose 8 Gold when …"), the event after is the lead, read before the whole
            led_before = any(p.get("conds") or p.get("conds_elsewhere") for _, p in said)
            said.insert(len(said) if led_before else 0, (s[:trailing.start()], {"conds": [trailing.group("cond")], "trailing": True}))
        for main, parts in said:
            conds = parts.get("conds") or []
            if parts.get("means") or parts.get("per_lead"):
                continue
            hit = self.first(W.OUTCOME_CLAUSES, main, whole=True)
            said_with = None
            joined = self.first(W.OUTCOME_CLAUSE_AND_CHANGE, main, whole=True) if conds or parts.get("conds_elsewhere") else None
            joined = joined[1] if joined else None  # after a lead only
            lead = conds[0] if conds else None
            if joined and hit and not hit[0].get("generic") and (not self.first_search(W.OUTCOME_SUBJECT_BARS, joined.group("first"))
                                                                 or self.outcome_effects(hit[1], lead=lead) or self.passive_effects(main, lead)):
                joined = None  # read whole: "a Pilgrim's Faith becomes 4 and their Gold becomes 0" is two changes read
            first = self.first(W.OUTCOME_CLAUSES, joined.group("first"), whole=True) if joined else None
            if joined and (not first or first[0].get("generic") or not (self.outcome_effects(first[1], lead=lead)
                                                                           or self.passive_effects(joined.group("first"), lead))) \
                    and not self.first_search(W.OUTCOME_JOINED_BARS, main):
                # "Otherwise, the Boarder has suffered dreadful visions, and the Boarder's Composure is reduced by 7":
                # the change said after a clause of its own, that clause listed with it
                second = self.first(W.OUTCOME_CLAUSES, joined.group("second"), whole=True)
                if second and not second[0].get("generic") and not second[0].get("imperative"):
                    main, hit, said_with = joined.group("second"), second, joined.group("first")
            if hit and hit[0].get("generic") and (not conds or parts.get("trailing") or self.first_search(W.OUTCOME_STATES, main) or self.first_search(W.OUTCOME_JOINED, main)
                                                  or any(self.first_search(W.OUTCOME_BACK_LEADS, c) for c in conds)):
                continue  # the event's outcome said in any verb: after a lead said first only, never a state that holds
            if hit and hit[0].get("doer") and not self.first_search(W.DOER_OUTCOME_LEADS, s[:len(s) - len(main)]):
                continue  # the emperor's act in the present: on an event's lead only, not a step of a procedure
            led = bool(conds or parts.get("conds_elsewhere") or parts.get("conds_unsure"))  # "Otherwise, the check fails": the lead of the sentence before
            if not hit or not (led or bare) or self.first_search(W.OUTCOME_BARS, main) or self.looks_like_action(main) \
                    or (not led and ((hit[0].get("needs_lead") and not listed) or self.first_search(W.OUTCOME_BARE_BARS, main))):
                continue
            # "Whenever you perform …, increase your Vigour by 3": a change said to the player the lead speaks to as "you"
            to_you = bool(hit[0].get("to_you") and any(re.search(r"\byou\b", c, re.I) for c in conds) and re.search(r"\byour?\b", main, re.I))
            a = Action(None, parts.get("kind") or parts.get("freq_kind") or "unspecified", who=hit[0]["to_you"] if to_you else hit[0].get("doer"),
                       frequency=parts.get("frequency"), conditions=self.split_conditions(conds), citation=cite)
            if a.who is None:
                a.unread.append(f"who: {hit[0]['who']}")
            if parts.get("conds_elsewhere"):  # "Otherwise, gain 2 Devotion": the opposite of the condition before
                a.unread.append(f"conditions: “{parts['conds_elsewhere']}”, said of the sentence before, not read")
            a.unread.extend(f"conditions: {c} (not read)" for c in parts.get("conds_unsure", []))
            named = next((m for c in a.conditions for m in [self.first(W.OUTCOME_NAMING_LEADS, c, whole=True)] if m), None)
            if named:  # "When using Mending, roll …": what the action Mending does, not a condition of another
                a.name = named[1].group("name")
                a.unread.append(f"conditions: “{' '.join(a.conditions)}” names the action these words describe, not read")
                a.conditions = []
            a.effects = self.addressed_effects(main) if to_you else [] if a.who else \
                self.outcome_effects(hit[1], lead=conds[0] if conds else None) or self.passive_effects(main, conds[0] if conds else None) \
                or (self.held_effects(main) if hit[0].get("imperative") and conds else [])
            if not a.effects and a.who:  # the doer's duty said in the present ("the Scribe selects …"): not read
                a.unread.append(f"effects: what the {a.who} does, said in the present, not read: {main}")
            elif not a.effects:
                a.unread.append(f"effects: an outcome of the game, not read: {main}")
            if said_with:
                a.unread.append(f"effects: “{said_with}”, said with it, not read")
            if parts.get("label"):
                a.unread.append(f"name: perhaps “{parts['label']}”, the label before it, not read")
            if parts.get("trailing") and a.effects and any(re.search(r"\b(?:who|that|which|whose)\b", e.whose or "") for e in a.effects):
                a.unread.append("conditions: perhaps one more said in the subject (“who …”), not read apart")
            elif self.first_search(W.OUTCOME_QUALIFIED_SUBJECTS, main):  # "each Lodger with Bolt as … loses 2 Composure"
                a.unread.append("conditions: perhaps one more said in the subject (“with …”), not read apart")
            if any(self.first_search(W.OUTCOME_CONDITION_DOUBTS, c) for c in a.conditions):
                a.unread.append("conditions: perhaps more than one said in the lead, not read apart")
            elif self.first_search(W.OUTCOME_MORE_CONDITIONS, main):
                a.unread.append(f"conditions: perhaps more said in “{main}”, not read")
            if self.first_search(W.COST_CUES, main):
                a.unread.append(f"costs: perhaps said in “{main}”, not read")
            if bare and not conds and not any(u.startswith("conditions:") for u in a.unread):
                # "The Larder is decreased by 2": on an event the sentences before name, perhaps (one doubt said once)
                a.unread.append("conditions: perhaps those of the sentences before, not read")
            self.actions.append(a)
            return True
        return False

    def player_outcome(self, s: str, cite: Citation) -> bool:
        """Read ``s`` as an outcome said in the present of the players its quantified subject names, with no lead and
        no modal (PLAYER_OUTCOMES: "Any Premier with engineers in the race earns one GS"); whether it was. What
        qualifies them is one condition (listed as perhaps more where its words may join several); whose value
        changes is the subject whole; what it does is listed as not read where a piece is (a count "for each …",
        a second change, a condition of its own, a price)."""
        s = norm_text(s).rstrip(".").strip()
        label = self.first(W.SUBJECT_OUTCOME_LABELS, s)  # "Twig-gathering: The Critter gains …": a heading first
        s = s[label[1].end():] if label else s
        hit = self.first(W.PLAYER_OUTCOMES, s, whole=True)
        if not hit:
            return False
        e, m = hit
        change, qual = m.group("change"), (m.groupdict().get("qual") or "").strip()
        if self.first_search(W.OUTCOME_BARS, change) or self.first_search(W.OUTCOME_BARE_BARS, s) \
                or self.first_search(W.OUTCOME_MORE_CONDITIONS, change):
            return False  # a denial, or an event said after it ("… gains 2 renown when said proposal is enacted"): outcome()'s
        a = Action(None, "unspecified", who=None, conditions=[qual] if qual else [], citation=cite)
        a.unread.append(f"who: {e['who']}")
        if label:
            a.unread.append(f"name: perhaps “{label[1].group('label')}”, the label before it, not read")
        subject = re.sub(r"^The ", "the ", m.group("subject"))  # said first in its sentence: "the Crony", as any other is
        if subject.startswith("the "):  # "The Crony gains 4 standing": the one it names was said before, on its event
            a.unread.append(f"conditions: perhaps those of the sentences before, which name {subject}, not read")
        said_of = qual.split(" ", 1)[1] if " " in qual else ""  # the qualifier's words after its own "with", "who", …
        if said_of and self.first_search(W.OUTCOME_CONDITION_DOUBTS, said_of):
            a.unread.append("conditions: perhaps more than one said in the subject, not read apart")
        effects = self.outcome_effects(m, subject)
        if effects and all(e.whose == subject for e in effects) and not re.search(r"\bfor (?:each|every)\b", change):
            a.effects = effects  # each change the subject's, whole; a count per thing is kept as its words, not read here
        if not a.effects:
            a.unread.append(f"effects: an outcome of the game, not read: {change}")
        if self.first_search(W.COST_CUES, change):
            a.unread.append(f"costs: perhaps said in “{change}”, not read")
        self.actions.append(a)
        return True

    def whole_change(self, words: str, who: str = "") -> list:
        """The effects of ``words``, a change said as a body of ``who`` (none for the game's own outcomes), read whole:
        none where a piece of it, a price, a condition of its own or a count per thing ("by 3 for each vote cast",
        kept as its words by the corpus) is not read. The one funnel of this module's outcomes into the body reader."""
        ctx = {"who": who, "conds": [], "own_conds": [], "costs": []}
        effects, unread = self.body(re.sub(r"^then ", "", words), ctx)
        if unread or ctx.get("costs") or ctx.get("conds") or any(e.per for e in effects):
            return []
        return effects

    def addressed_effects(self, main: str) -> list:
        """The effects of a change said in the imperative to the player addressed as "you" ("increase your Vigour by 3"),
        read as that player's body ("your" their own)."""
        return self.whole_change(re.sub(r"\byour\b", "their", main), "player")

    def held_effects(self, main: str) -> list:
        """The effects of a change said in the imperative with no one addressed, each of a value whose holder it names
        ("decrease that Litigant's Culpability by 4") or of none ("gain 7 glimmers": the own value of whoever does what
        the entry or the list is of, as a body says it); none where any holder is left to the lead or the sentences
        before (W.LEAD_HOLDERS: "reduce its greenery by 3"; "set the Pulse to 80", the game's by the corpus's
        convention or the thing's the sentences before name; W.LEAD_POSSESSIVES: "remove a Purse from their
        inventory", whose is the lead's "they")."""
        if self.first_search(W.OUTCOME_MORE_CONDITIONS, main):
            return []
        effects = self.whole_change(main)
        said = self.first_search(W.LEAD_POSSESSIVES, main)  # "remove one Purse from their inventory": theirs, the lead's
        return [] if any(self.first(W.LEAD_HOLDERS, e.whose or "own", whole=True) or (e.whose == "own" and said)
                         for e in effects) else effects

    def passive_effects(self, main: str, lead: str | None = None) -> list:
        """The effects of an outcome said in the passive ("the VF is decreased by 4", "that amount is subtracted from
        that Trader's Stake", "the Magnate who made it is given +2 Leverage") or of a value changing of itself ("the
        victor's Cunning shall increase by two"), said again in the imperative
        (W.PASSIVE_REWRITES) and read as a body; none where a piece or a price is not read, or where the clause holds
        a condition or a second outcome of its own. A value said as a pronoun's ("eir calling becomes “Jobless”") or
        as one player's ("a Pilgrim's Faith") is the player's the ``lead`` names (OUTCOME_PLAYER_LEADS), their own."""
        main = re.sub(r"^then ", "", main)
        if self.first_search(W.OUTCOME_MORE_CONDITIONS, main) or self.first_search(W.OUTCOME_JOINED, main):
            return []
        for e in W.PASSIVE_REWRITES:
            m = phrasing_rx(e["phrasing"], self.t).fullmatch(main)
            if not m:
                continue
            said = [v for v in (m.groupdict().get("var"), m.groupdict().get("var2")) if v]
            words = fill(e["as2"] if e.get("as2") and m.group("what2") else e["as"], m)
            for v in said:  # "an Abbot's Sway" after a lead of one Abbot: "their Sway", that player's own
                own = self.first(W.OUTCOME_OWN_VALUES, v) if lead and self.first(W.OUTCOME_PLAYER_LEADS, lead) else None
                words = words.replace(v, "their " + v[own[1].end():], 1) if own else words
            effects = self.whole_change(words)
            for x in effects:  # no doer: "own" is the holder said, or the game's ("the Tide"), else not read
                held = re.match(r"the ([^,;:]+?)(?:'s|’s) ", m.groupdict().get("var") or "")
                if x.whose == "each" and held:  # "the Organism's Intricacy increases by 1": the one the lead names,
                    x.whose = held.group(1)  # not each of them (as a step of a procedure says it)
                elif x.whose == "each" and e.get("whose"):  # "the Spacer has eir Condition set to …": the holder said
                    x.whose = m.group(e["whose"])
                if lead and len(said) == len(effects) and self.lead_players_own(said[effects.index(x)], lead):
                    x.whose = "own"  # "eir calling", "a Pilgrim's Sway": the lead's player's own
                    continue
                if x.whose != "own":
                    continue
                if e.get("whose"):
                    x.whose = m.group(e["whose"])
                elif re.fullmatch(r"the (?-i:[A-Z])[\w -]*", m.groupdict().get("var") or ""):
                    x.whose = "the game"
                elif not re.match(r"your\b", m.groupdict().get("var") or "", re.I):  # "Your Grit is reduced by
                    return []  # DICE14": the player the rule speaks to as "you", their own
            return effects
        return []

    def lead_players_own(self, var: str, lead: str) -> bool:
        """Whether ``var``, a value an outcome names as a pronoun's or as one player's ("eir calling", "an Abbot's
        Sway"), is the own value of the one player its ``lead`` names (OUTCOME_PLAYER_LEADS, OUTCOME_OWN_VALUES)."""
        return bool(self.first(W.OUTCOME_PLAYER_LEADS, lead)) and bool(self.first(W.OUTCOME_OWN_VALUES, var))

    def outcome_effects(self, m, subject: str | None = None, lead: str | None = None) -> list:
        """The effects of an outcome said in the present of the thing it changes, its subject named ("that Hauler
        loses 2 Fare", "the Critter gains 1 Pebble"): its change read as a body in the base form, each effect on
        the subject's own value said as the subject's; none where a piece of the change or a price is not read, or
        where it holds a condition of its own. A pronoun subject stands for the player its ``lead`` names first
        (OUTCOME_PLAYER_LEADS: "Whenever a Pupil defeats a spectre, e gains a muffin": that player's own); any other
        pronoun's thing is the lead's to say, not read."""
        g = m.groupdict()
        subject, change = subject or g.get("subject"), g.get("change")
        subject = re.sub(r"^The\b", "the", subject) if subject else subject  # said first: "the Logbook", as any other
        subject = re.sub(r" (?:shall|will)$", "", subject) if subject else subject  # "each Pilgrim … shall gain 2 Faith"
        pronoun = bool(subject) and bool(self.first(W.OUTCOME_PRONOUNS, subject, whole=True))
        leads = pronoun and subject.casefold() != "it" and bool(lead) and bool(self.first(W.OUTCOME_PLAYER_LEADS, lead))
        if leads:
            subject, pronoun = "own", False  # the lead's player: their own value
        if not subject or not change or pronoun \
                or self.first_search(W.OUTCOME_SUBJECT_BARS, subject) \
                or self.first_search(W.OUTCOME_MORE_CONDITIONS, change) or self.first_search(W.OUTCOME_JOINED, change):
            return []
        change = re.sub(r"^(?:shall|will) (?:then |also |immediately |instead |automatically )?(go|\w+)\b", lambda v: v.group(1) + ("es" if v.group(1) == "go" else "s"), change)
        effects = self.whole_change(base_form(change))  # "shall increase by one" is "increases by one"
        if leads and any(e.whose != "own" or self.vars.find(e.variable) is None for e in effects):
            return []  # the lead's player's: only a change of a value the rules declare, whole ("for every Ducat": not read)
        for e in effects:
            if e.whose == "own" and not leads:
                e.whose = subject
        return effects
