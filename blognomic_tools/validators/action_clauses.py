"""The parts of an action's sentence around its body (validators.actions reads the rules with them): leads (a
kind, a frequency, a condition before the actor), the actor and its modal ("a Vassal may"), tails (conditions,
kinds, frequencies after the body), a limit said in a sentence or clause of its own, and whom 'they' stands for.

``ClauseReader`` holds what one reading of a Ruleset's dynastic rules keeps as it goes (the actions read, the
sentences not read, what was said apart); validators.action_body and validators.action_sentences build on it.
"""
from __future__ import annotations

import re

from ..phrasings import actions as W
from ..reading.citations import Citation
from ..reading.phrasing import Terms
from .action_effects import EffectReader, alternation, fill, phrasing_rx
from .model import Action, Effect, Unread

__all__ = ["ClauseReader", "norm_text", "said_period", "verb_stem"]

_rx = phrasing_rx
# whom a pronoun may stand for: a player, the emperor or an admin said in a condition (never a role)
PRONOUN_ACTORS = [e for e in W.ACTORS if not e.get("role") and e["who"] != "(said before)"] + W.PRONOUN_ANTECEDENTS
_fill = fill
_alternation = alternation


_PERIODS = ("day", "week", "fortnight", "month", "turn", "round", "hour")


def verb_stem(name: str) -> str:
    """'Casting' as 'cast': the verb an action's gerund name is made of."""
    return re.sub(r"(?:ing|ion)$", "", name.lower()).rstrip("t") if len(name) > 5 else name.lower()


def said_period(text: str) -> str:
    """'once per Week' as 'once per week' (the common periods in lower case; a dynasty's own, as said)."""
    if not text:
        return text
    text = re.sub(r"^\w+(?= times)", lambda m: m.group(0).lower(), text)
    return re.sub(r"\b(?:" + "|".join(_PERIODS) + r")\b", lambda m: m.group(0).lower(), text, flags=re.I)


_CONTRACTED = {e["said"]: e["as"] for e in W.CONTRACTIONS}
_CONTRACTION = re.compile(r"\b(?:%s)\b" % "|".join(re.escape(k) for k in _CONTRACTED), re.I)


def norm_text(s: str) -> str:
    """A sentence with its curly quotes straight, its white space single, a space before a bracket glued to a word
    ("A Goblin(The Attacker) may …", round 15), its full stop after a closing quote it was written inside ("may
    “Board a Raft.”", round 48), a list's colon written ":-" as ":", and a negative said short in full
    (W.CONTRACTIONS: "hasn't" as "has not")."""
    s = re.sub(r"(?<=[a-z])\((?=[A-Z])", " (", s)
    s = re.sub(r"([.!?])([”\"])\s*$", r"\2\1", s)
    s = re.sub(r":[-–]\s*$", ":", s)  # "may either:-" before its list (the held-out round 95), as "may either:"
    s = re.sub(r"\s+", " ", s.replace("’", "'").replace("‘", "'")).strip()
    return _CONTRACTION.sub(lambda m: _CONTRACTED[m.group(0).lower()], s)


def sentence_key(s: str) -> str:
    """A sentence as compared with the one another reader cites: norm_text, without its end marks, in one case."""
    return norm_text(s).strip(" .:-;").casefold()


def one_letter_dropped(said: str, word: str) -> bool:
    """Whether ``said`` is ``word`` of six letters or more with one letter left out ("Dreamr" for "Dreamer"): a slip
    of the pen, the same word. A letter changed ("Dealer", "Healer") may be another word: no."""
    return len(word) >= 6 and len(said) == len(word) - 1 and any(word[:i] + word[i + 1:] == said for i in range(len(word)))


class ClauseReader(EffectReader):
    """One reading of a Ruleset's dynastic rules (the terms and variables it reads with): what it keeps, and the
    parts of a sentence around an action's body."""

    def __init__(self, terms: Terms, variables):
        super().__init__(terms, variables)
        self.actions: list[Action] = []
        self.unread: list[Unread] = []
        self.limits: list[Unread] = []  # prohibitions and limits on actions (PROHIBITIONS): listed after the rest, not checked
        self.kind_costs: dict[str, list[Effect]] = {}
        self.performs: list[tuple[str, str | None, str | None, Citation]] = []  # (name, who, condition, cite)
        self.declared_apart: list[Action] = []  # "There exists an action called Bud.": a name, perhaps granted later
        self.kinds_named: list[tuple[str, str, Citation]] = []  # (name, kind, citation)
        self.list_actor: str | None = None  # whom the pronoun of an item of "may take any of the following" names
        self.list_conds: list[str] = []  # the state that actor is said in (EXCEPT_LEADS: "who is Detained")
        self.effects_of: list[tuple[tuple[str, ...], str, Citation]] = []  # (the names it may be, effects text, citation)
        self.steps_read: list[str] = []  # the steps read as an action's effects: cited by it, never listed as silent
        # (the reading of rules compares only those read since the sentence they follow began)
        self.prev: Action | None = None  # the action the sentence just before was read as
        self.rule_text = ""  # the text of the rule being read (a name said by its verb is checked against it)
        self.rule_start = 0  # the first of the actions of the rule being read
        self.rule_conds: list[str] = []  # the conditions of every power of the rule (RULE_WIDE_CONDITIONS)
        self.rule_unsure: list[str] = []  # the conditions of some of what follows in the rule (RULE_WIDE_UNSURE)
        self.pages: set[str] = set()  # the wiki pages the rules name (validators.action_reading doubts)
        self.named_apart: str | None = None  # a name said in a sentence of its own for the action the next one grants

    def begin_rule(self, rule_text: str) -> None:
        """A new rule: no action before, no name said ahead of its sentence."""
        self.named_apart = None
        self.prev = None
        self.rule_text = rule_text
        self.rule_start = len(self.actions)
        self.rule_conds = [c for e in W.RULE_WIDE_CONDITIONS for m in _rx(e["phrasing"], self.t).finditer(norm_text(rule_text))
                           for c in re.split(r",? and (?=(?:while|if|when|during) )", m.group("cond").strip())]
        self.rule_unsure = [m.group("cond").strip() for e in W.RULE_WIDE_UNSURE for m in _rx(e["phrasing"], self.t).finditer(norm_text(rule_text))]
        for e in W.PAGES:  # "a wiki page known as “Star Chart”": a page, no variable (the precision net)
            for m in _rx(e["phrasing"], self.t).finditer(norm_text(rule_text)):
                self.pages.add((m.group("name") or m.groupdict().get("name2") or "").strip().casefold())

    # ---- sentences
    def leads(self, s: str, pos: int, acc: dict):
        """Read leads from ``pos``; yield (position after them, parts read), the shortest conditions first."""
        yield pos, acc
        for table, key in ((W.KINDS, "kind"), (W.FREQUENCIES, "frequency"), (W.CONDITION_LEADS, "cond"), (W.PASS_LEADS, "pass"),
                           (W.PER_LEADS, "per"), (W.MEANS_LEADS, "means"), (W.LABELS if pos == 0 else (), "label")):
            for e, rx in self.compiled(table):
                m = rx.match(s, pos)
                if not m:
                    continue
                new = dict(acc, conds=list(acc.get("conds", [])))
                if key == "pass":
                    pass
                elif key == "per":  # "for every Lookout on the Galley,": the amounts are so much for each
                    new["per_lead"] = m.group("per")
                elif key == "means":  # "By spending 2 Breath,": read as the purpose after ("spend 2 Breath to …")
                    new["means"] = f"{e['base']} {m.group('what')}"
                elif key == "label":
                    # a short label not said again in its sentence before any player ("Swap: A Wanderer may …") is its
                    # name or a heading: read like a longer one, its name listed as not read; before one player ("Sexton
                    # - The Pilgrim that rings the Bell may …") it may be that one's role: not guessed. Said again
                    # ("Porter - The Archivist that holds the position of Porter may …"), it is a heading
                    if e.get("restated") and not re.search(r"\b" + re.escape(m.group("label")) + r"\b", s[m.end():], re.I) \
                            and (not re.match(r"(?:an?|any|each|every|all) ", s[m.end():], re.I)
                                 or self.first(W.LABELS_OF_ROLES, m.group("label"), whole=True)):
                        continue
                    if not e.get("heading"):
                        new["label"] = m.group("label")
                    if m.groupdict().get("cond"):  # "Looting [2nd through 5th]: …": the ranks it holds for
                        new["conds"].append(m.group("cond"))
                    if m.groupdict().get("price"):  # "Serfs: 20 – …": what the thing is worth, perhaps the price
                        new["label_price"] = m.group("price")
                elif key == "kind" and e.get("unsure"):  # "As a collective weekly action": a kind no rule defines
                    new["kind_unsure"] = _fill(e["unsure"], m)
                elif key == "kind":
                    new["kind"] = _fill(e["kind"], m).lower()
                    if e.get("name"):
                        new["name"] = _fill(e["name"], m)
                    if new.get("kind_said"):
                        said = new["kind_said"]
                        new["frequency"] = new.get("frequency") or ("at any time" if said == "any time" else said)
                    new["kind_said"] = new["kind"]
                elif key == "frequency" and e.get("or_condition") and new.get("frequency"):
                    new["conds"].append(m.group("cond"))
                elif key == "frequency" and e.get("unsure"):  # "Once per Tide": how often is the dynasty's own
                    new["freq_unsure"] = _fill(e["unsure"], m)
                elif key == "frequency":
                    new["frequency"] = said_period(_fill(e["frequency"], m))
                    if not e.get("bound"):  # "No more than once per day, …" bounds how often; it names no kind
                        new.setdefault("freq_kind", said_period(_fill(e.get("kind", ""), m)) or None)
                elif e.get("said_elsewhere"):  # "In certain circumstances as mandated in this rule,": not read
                    new["conds_elsewhere"] = m.group("cond")
                elif e.get("unsure"):  # "No later than 9 hours after …,": a deadline, a condition or a bound: listed
                    new["conds_unsure"] = list(acc.get("conds_unsure", [])) + [_fill(e["unsure"], m)]
                else:
                    new["conds"].append(m.group("cond"))
                    if e.get("freq_unsure"):  # "For every enacted Proposal …, e may once …": once for each
                        new["freq_unsure"] = e["freq_unsure"]
                        new["once_each"] = True
                end = m.end()
                sep = re.match(r",? ?", s[end:])
                yield from self.leads(s, end + sep.end(), new)

    def actor(self, s: str, pos: int):
        """(who, its conditions, position after the modal) of the actor at ``pos``, or None: the conditions are its
        states before it ("a Sheltering Injured Straggler": two) and the qualifier after it."""
        modal = _alternation(W.MODALS)
        hit = self.first(W.ACTORS, s, pos)
        if not hit:
            return None
        e, m = hit
        who, adj = self.named_actor(s, e, m)
        rest = s[m.end():]
        mm = _rx(rf"{_alternation(W.ACTOR_MODAL_GAPS)}(?:{modal})(?= |,|:|$)", self.t).match(rest)
        states = adj.split(" ") if adj and re.fullmatch(r"[A-Z][a-z]+ [A-Z][a-z]+", adj) else [adj] if adj else []
        found = (who, states, m.end() + mm.end()) if mm else None
        for q in W.QUALIFIERS if not mm else ():
            lead, sep = (r",? ", ",?") if q.get("set_apart") else (" ", "")  # "All Whispers, barring Saint, may"
            qm = _rx(rf"{lead}(?:{q['phrasing']}){sep} (?:{modal})(?= |,|:|$)", self.t).match(rest)
            if qm and q.get("no_condition"):  # "Any Beastmaker who wishes to …": the actor's will, no condition
                found = (who, states, m.end() + qm.end())
                break
            if qm and q.get("role"):  # "The Archivist that holds the position of Porter": the role
                found = (qm.group("role"), states, m.end() + qm.end())
                break
            if qm and not self.first(W.NOT_QUALIFIERS, qm.group("cond").strip()):
                found = (who, states + [qm.group("cond").strip()], m.end() + qm.end())
                break
        if found is None and pos > 0 and not e.get("role"):  # "As a Ripple Action, a Skiff increase …": a slip
            dropped = self.first(W.DROPPED_MODALS, s, pos)
            if dropped and dropped[1].end() == m.end() + 1:
                found = (who, states, m.end())
        if found and self.first(W.NOT_AFTER_MODAL, s[found[2]:].lstrip(" ,")):
            return "not an action"
        return found

    def named_actor(self, s: str, e: dict, m: re.Match) -> tuple[str, str | None]:
        """(who, its state said before it) of an ACTORS match: a role said as the dynasty's word for its players or
        emperor is "player" or "emperor" ("the Finalist" where the players are Finalists); a kind of player said with
        its noun is that kind, as said ("A Chequerboard player")."""
        who = _fill(e["who"], m) if e.get("role") else e["who"]
        if e.get("role"):
            said = who.casefold()
            who = next((k for k, ws in (("player", self.t.player + self.t.players), ("emperor", self.t.emperor))
                        if said in {w.casefold() for w in ws}), None) \
                or next((k for k, ws in (("player", self.t.player[:1]), ("emperor", self.t.emperor[:1]))
                         if any(one_letter_dropped(said, w.casefold()) for w in ws)), who)
        adj = m.groupdict().get("adj")
        if adj and self.first(W.COMPOUND_ACTORS, s, m.start("adj")) and self.first(W.COMPOUND_ACTORS, s, m.start("adj"))[1].end() == m.end():
            return s[m.start("adj"):m.end()], None
        return who, adj

    def doer(self, s: str) -> str | None:
        """Who the clause ``s`` says does something, an actor then a modal or a duty (DOER_MODALS: "a Guard player
        must post …": "Guard player"), or None; as ``actor`` names it ("player", "emperor", a role as said)."""
        hit = self.first(W.ACTORS, s, 0)
        if not hit or not _rx(rf",? (?:{_alternation(W.DOER_MODALS)})\b", self.t).match(s[hit[1].end():]):
            return None
        return self.named_actor(s, *hit)[0]

    def actor_set_apart(self, s: str, pos: int, parts: dict):
        """An actor whose leads are set apart by commas before its modal ("Any Marooner, if they have not done so in
        the past 30 hours, and if their Vitality is not Wounded or Disabled, may Walk."): (the sentence without them,
        the parts read with them, the actor as ``actor`` reads it there), or None when no leads stand there."""
        hit = self.first(W.ACTORS, s, pos)
        if not hit or not s.startswith(", ", hit[1].end()):
            return None
        end = hit[1].end()
        modal = _rx(rf"(?:{_alternation(W.MODALS)})(?= |,|:|$)", self.t)
        for p, new in self.leads(s, end + 2, parts):
            if p > end + 2 and s[p - 2:p] == ", " and modal.match(s, p):
                rest = s[:end] + " " + s[p:]
                act = self.actor(rest, pos)
                if act is not None:
                    return rest, new, act
        return None

    def split_conditions(self, conds: list[str]) -> list[str]:
        """Each condition cut where it joins two (CONDITION_JOINS: ", and if …", "is Popular and has been open …")."""
        joins = _rx(_alternation(W.CONDITION_JOINS), self.t)
        wills = _rx(_alternation(W.WILLS), self.t, True)
        out = [c.strip() for cond in conds if not wills.fullmatch(cond.strip())
               for c in joins.split(cond) if c.strip()]
        split = []
        for c in out:
            m = next((m for e in W.QUALIFIED_SUBJECTS for m in [_rx(e["phrasing"], self.t, True).fullmatch(c)] if m), None)
            split.extend((m.group("first"), m.group("second")) if m else (c,))
        return split

    def barred(self, body: str, prev: Action) -> Action:
        """The action a bar said after it names ("A Tribesman may not Go Trapping more than …"): the last of the rule
        whose sentence says the barred words, where the action just before does not; else the action just before."""
        m = next((m for e in W.BARRED_NAMES for m in [_rx(e["phrasing"], self.t).search(body)] if m), None)
        said = m.group("name").casefold() if m else ""
        if not said or said in norm_text(prev.citation.text if prev.citation else "").casefold():
            return prev
        return next((a for a in reversed(self.actions[self.rule_start:])
                     if said in norm_text(a.citation.text if a.citation else "").casefold()), prev)

    def not_action(self, s: str) -> bool:
        return bool(self.first(W.NOT_ACTIONS, s))

    def clauses(self, s: str) -> list[tuple[str, str]]:
        """A sentence that gives two actors their permissions ("…, but only the Handler may add new Aliases"), as
        one sentence each; any other sentence as itself: (the words read, the words cited). Cut only where both halves
        read an actor and a modal."""
        norm = norm_text(s)
        for e in W.CLAUSE_BREAKS:  # "…; however, if it is Failed, …": the contrary case, a sentence of its own
            m = _rx(e["phrasing"], self.t).search(norm)
            if m:  # the tail keeps its words ("however, if …"), as the rule says them
                return self.clauses(norm[:m.start()] + ".") + self.clauses(norm[m.start() + 1:].strip())
        for e in W.SECOND_ACTOR:
            for m in _rx(e["phrasing"], self.t).finditer(norm):
                head, tail = norm[:m.start()], norm[m.end():]
                if (self.looks_like_action(head) or self.first(W.PROHIBITION_HEADS, head)) and (e.get("pronoun") or self.looks_like_action(tail)) \
                        and not self.not_action(tail):  # a permission after a prohibition ("may not …, although the
                    # Chancellor may …") is a sentence of its own too  # "pronoun": the tail's actor is the head's, its phrasing says
                    head = head.rstrip(" ,;") + "."
                    lead = self.shared_lead(head, tail) if re.fullmatch(r",? and ", m.group(0)) else ""
                    # both said under the lead's conditions: each drawn from the whole sentence, and cited by it
                    return [(head, norm), (lead + tail, norm)] if lead else [(head, head), (tail, tail)]
        for e in W.STATEMENT_THEN_GRANT:
            m = _rx(e["phrasing"], self.t).search(norm)
            if m and self.only_statement(norm[:m.start()]) and self.looks_like_action(norm[m.end():]):
                return [(norm[:m.start()] + ".",) * 2, (norm[m.end():],) * 2]
        for e in W.SENTENCE_AFTER_COLON:  # "… can't change Camps except via the following: A Voyager can pay …"
            m = _rx(e["phrasing"], self.t).search(norm)
            if m and len(norm[:m.start()].split()) > 3 and _rx(e["head"], self.t).search(norm[:m.start()]) \
                    and self.looks_like_action(norm[m.end():]) \
                    and not self.looks_like_action(norm[:m.start()]) and not self.label_before(norm, m.end()) \
                    and not self.first(W.LEADS_BEFORE_COLON, norm):
                return [(norm[:m.start()] + ".",) * 2, (norm[m.end():],) * 2]  # not after a label ("Swap: A Wanderer may …")
        return [(s, s)]

    def shared_lead(self, head: str, tail: str) -> str:
        """The conditions said before the first actor of a sentence cut in two ("If the Herder names the Word, the
        Witch should announce it, and that Herder may achieve victory"), which the second permission holds under too:
        its words, where they are conditions alone and the second starts with its actor; else ""."""
        if self.actor(tail, 0) in (None, "not an action"):
            return ""  # the second has leads of its own ("…, and as a weekly action they may …")
        ends = [p for p, acc in self.leads(head, 0, {}) if p > 0 and acc.get("conds") and set(acc) == {"conds"}
                and self.actor(head, p) not in (None, "not an action")]
        return head[:max(ends)] if ends else ""

    def only_statement(self, s: str) -> bool:
        """Whether ``s`` states something of the game and no more: no modal, no lead of a kind, a frequency, a
        condition or a label before it (all of which would belong to the permission after it)."""
        if re.search(r"\b(?:may|can|must|shall|should|cannot)\b", s, re.I) or self.looks_like_action(s) \
                or _rx(r"(?:{ACT_CONDITION_WORD}|once|as|at(?! present\b)|on|in|during|for|after|before|within|each|every)\b", self.t).match(s):
            return False  # "If a Shrine is unlit, but …": a condition cut from its sentence ("At present, …" is none)
        return all(pos == 0 for pos, _ in self.leads(s, 0, {}))

    def label_before(self, s: str, end: int) -> bool:
        """Whether the words of ``s`` up to ``end`` are a label of its sentence (phrasings.actions LABELS: "Vigil [4th
        and up]: A Pilgrim may …", whose ranks are a condition of the action, not a sentence of their own)."""
        return any(m is not None and m.end() >= end for _, rx in self.compiled(W.LABELS) for m in [rx.match(s)])

    def whose_unsure(self, a: Action, body: str) -> None:
        """'If a Delegate is Crooked, any Delegate may add a K to their score': a new actor after a condition that
        names a player of its own; 'their' may be either's, so an effect on the actor's own variable said by a
        possessive is not read."""
        if not _rx(r"\b(?:" + _alternation(W.POSSESSIVES) + r")", self.t).search(body):
            return
        for e in [e for e in a.effects if e.whose == "own"]:
            a.effects.remove(e)
            a.unread.append(f"effects: {e.op} {e.variable} (whose: the actor's or the player the condition names)")

    def restriction(self, s: str, cite, rule_text: str = "") -> bool:
        """"Only <some> may <verb> …" where another sentence of the rule grants that verb (RESTRICTS_GRANTED; an
        action read before, or a permission of that verb said elsewhere in the rule, before or after): who alone may
        take it, listed as a limit not checked; so is a verb the core rules grant ("Only the Deckhands on that barge may
        vote on the proposal"). False where nothing else grants the verb (then the sentence is the grant: "…, but only
        the Handler may add new Aliases")."""
        hit = self.first(W.RESTRICTS_GRANTED, norm_text(s))
        if hit is None:
            return False
        m = hit[1]
        granted = r"\b(?:may|can|shall|must|should)\b[^.;]*?\b" + re.escape(verb_stem(m.group("verb").casefold()))
        # the rule's other sentences, its other restrictions left out ("Only Corsairs may summon …. Only Shinobi …")
        rest = re.sub(r"(?:^|(?<=[.!?:]\s))(?:But )?Only\b[^.!?]*[.!?]?", " ", rule_text.replace(s.strip(), " "))
        core = m.group("verb").casefold() in {v.casefold() for v in W.CORE_VERBS}  # "Only … may vote on the proposal":
        if not (core or any(re.search(granted, (a.citation.text if a.citation else "").casefold())  # the core rules grant it
                            for a in self.actions[self.rule_start:]) or re.search(granted, rest.casefold())):
            return False
        self.limits.append(Unread("limit", cite, f"a restriction on who may take an action granted apart (“{m.group(0)}”): "
                                               "no action, and not checked by these tools"))
        return True

    def limit(self, s: str) -> bool:
        """A sentence after an action that says how often it may be taken, or on what condition (LIMITS,
        RESTRICTS_PREV): applied to the action just before, in the same paragraph, whose words it names; a limit on
        what an action of the rule makes (LIMITS_OF_OBJECT), to the action whose sentence makes it."""
        body = s.rstrip(".").strip()
        if self.option_sequel(body):
            return True
        for e in W.LIMITS_OF_OBJECT:
            m = _rx(e["phrasing"], self.t, True).fullmatch(body)
            if m:
                obj = m.group("object").casefold()
                quoted = re.findall(r"[“\"]([^”\"]+)[”\"]", obj)
                head = re.sub(r"^(?:an?|the|any) ", "", obj).split(" ")[0]
                for a in reversed(self.actions[self.rule_start:]):
                    text = norm_text(a.citation.text if a.citation else "").casefold()
                    if a.frequency is None and re.search(r"\b" + re.escape(m.group("verb").casefold()) + r"\b.*\b" + re.escape(head), text) \
                            and all(q in text for q in quoted):
                        a.frequency = e["frequency"]
                        return True
        for e in W.LIMITS:  # the action's own verb said again: the last action of the rule that has it, even with
            m = _rx(e["phrasing"], self.t, True).fullmatch(body)  # a sentence not read between ("Upon receiving …")
            verb = (m.groupdict().get("verb") or "") if m else ""
            if not verb:
                continue
            for a in reversed(self.actions[self.rule_start:]):
                if re.search(r"\b(?:may|can|shall|must|should) " + re.escape(verb_stem(verb)),
                             (a.citation.text if a.citation else "").casefold()):
                    if a.frequency is None:
                        a.frequency = said_period(_fill(e["frequency"], m))
                        return True
                    break
        a = self.prev
        if a is None:
            return False
        for e in W.LIMITS:
            m = _rx(e["phrasing"], self.t, True).fullmatch(body)
            verb = (m.groupdict().get("verb") or "") if m else ""
            if verb and not re.search(r"\b" + re.escape(verb_stem(verb)), (a.citation.text if a.citation else "").casefold()):
                continue  # "may only claim this bonus once per week": the action before's own verb, said again
            if m and a.frequency is None and (verb or self.names_prev(m, a)):
                a.frequency = said_period(_fill(e["frequency"], m))
                return True
        for e in W.RESTRICTS_PREV:
            m = _rx(e["phrasing"], self.t, True).fullmatch(body)
            verb = (m.groupdict().get("verb") or "") if m else ""
            if verb and not re.search(r"\b(?:may|can|shall|must)\b[^.]*?\b" + re.escape(verb_stem(verb)),
                                      (a.citation.text if a.citation else "").casefold()):
                continue  # "may not increase eir Esteem if …": the action before's own verb, said again
            if m and self.names_prev(m, a):
                said = _fill(e["cond"], m)
                a.conditions.extend(self.split_conditions([said]))
                return True
        if self.first(W.BARS_AFTER, body, whole=True):  # "A Wanderer may not move to a place that …": barred in part
            self.barred(body, a).unread.append(f"conditions: “{body}”, a bar said after it (not read)")
            return True
        if self.first(W.DONE_AGAIN, body, whole=True):  # "A Realm may do this often for each tract it controls."
            a.unread.append(f"frequency: “{body}”, said of the action before (not read)")
            return True
        return False

    def option_sequel(self, body: str) -> bool:
        """'If a Smuggler Forges a Token, they may …' after 'may either Forge a Token or Bar their Doors' (OPTION_SEQUELS):
        what one of the verb phrases an action of this rule offers does (the same verb on the same object: 'Heckles a
        Class' after 'Heckle in this Class' is an action of its own); that action's effects are listed as not read."""
        m = next((m for e in W.OPTION_SEQUELS for m in [_rx(e["phrasing"], self.t, True).fullmatch(body)] if m), None)
        if m is None:
            return False
        head = re.sub(r"^(?:an?|the|their|his|her|eir|its) ", "", m.group("object")).casefold()
        said = r"\b(?:may|can|shall|must)\b.*\b" + re.escape(m.group("verb").casefold()) \
            + r"e? (?:(?:an?|the|their|his|her|eir|its) )?" + re.escape(head) + r"\b"  # the same verb and object
        for a in reversed(self.actions[self.rule_start:]):
            if re.search(said, norm_text(a.citation.text if a.citation else "").casefold()):
                a.effects = []
                a.unread.append(f"effects: what one of its choices does, said in a sentence after, not read: {body}")
                return True
        return False

    @staticmethod
    def names_prev(m: re.Match, a: Action) -> bool:
        """'The dive' names the action of 'trigger a dive'; 'this action', 'it' name the one before."""
        noun = (m.groupdict().get("noun") or "").strip()
        if not noun or noun.casefold() in ("action", "this action"):
            return True
        text = (a.citation.text if a.citation else "").casefold()
        last = noun.split()[-1].casefold()
        return bool(re.search(r"\b" + re.escape(verb_stem(last) if len(last) > 5 else last), text)) or bool(a.name and a.name.casefold() == noun.casefold())

    def var_of(self, conds: list[str]) -> str | None:
        """The declared variable a condition speaks of ('When an Operator's Readiness is Staging …': Readiness)."""
        for c in conds:
            for v in self.vars.specs:
                name = self.vars.name_of(v)
                if re.search(r"\b" + re.escape(name) + r"\b", c, re.I):
                    return name
        return None

    def who_of(self, conds: list[str]) -> str | None:
        """Whom 'they' stands for: the player, emperor or admin a condition before it names (never a role)."""
        table = PRONOUN_ACTORS
        for c in conds:
            hit = self.first(table, c)
            if hit:
                return hit[0]["who"]
        for c in conds:  # "If the Berth Number of a Barge's Berth is 1, it may …": the one kind of actor it names
            found = {h[0]["who"] for m in re.finditer(r"\b(?:an?|each|every|any|that|the)\b", c) for h in [self.first(table, c, m.start())] if h}
            if len(found) == 1:
                return found.pop()
        for c in conds:  # "If the Holder has a Tool Roll they may …": a role the rule grants actions to elsewhere
            for e in W.PRONOUN_ROLES:
                m = re.match(e["phrasing"], c)
                people = {w.casefold() for w in self.t.player + self.t.players + self.t.emperor}
                if m and m.group("role").casefold() not in people and re.search(
                        e["granted"].format(role=re.escape(m.group("role"))), getattr(self, "rule_text", "") or "", re.I):
                    return m.group("role")
        return None

    def looks_like_action(self, s: str) -> bool:
        modal = _alternation(W.MODALS)
        actor = _alternation([e for e in W.ACTORS if e["who"] != "(said before)"])
        if _rx(rf"\b{actor}\b[^.]*? (?:{modal})[ ,:](?!not\b|only\b|also have\b|have\b|be\b|face\b)", self.t).search(s):
            return True
        return bool(_rx(_alternation([e for e in W.KINDS if e["kind"] != "any time"]), self.t).search(s))

    @staticmethod
    def set_kind(ctx: dict, kind: str) -> None:
        """A kind said after 'At any time': the kind, and 'at any time' its frequency."""
        if ctx.get("kind") == "any time" and kind != "any time":
            ctx["frequency"] = ctx.get("frequency") or "at any time"
        ctx["kind"] = kind

    def limit_clause(self, s: str, ctx: dict) -> str:
        """'…; e may not consume more than one draught of rum per day': a clause of its own that says how often."""
        for m in re.finditer(r"[;,] ", s):
            for e in W.LIMITS:
                lm = _rx(e["phrasing"], self.t, True).fullmatch(s[m.end():].rstrip("."))
                if lm and not ctx.get("frequency"):
                    ctx["frequency"] = said_period(_fill(e["frequency"], lm))
                    return s[:m.start()]
        return s

    @staticmethod
    def own_verb(said: str, body: str) -> bool:
        """Whether ``said`` ("Barged", "Stepped") is the past of a capitalised verb of ``body`` ("may Barge a Line")."""
        stem = said[:-2]
        stems = {stem, stem[:-1]} if len(stem) > 3 and stem[-1] == stem[-2] else {stem}
        return any(re.search(rf"\b{re.escape(x)}(?:e|es|s)?\b", body) for x in stems)

    def means_at(self, body: str):
        """Where the words that say what the action does begin ("… by changing …", "… and in so doing …")."""
        hits = [m for e in W.MEANS for m in [_rx(e["phrasing"], self.t).search(body)] if m]
        return min(hits, key=lambda m: m.start()) if hits else None

    def tails(self, s: str, ctx: dict) -> tuple[str, list]:
        """The body before the first tail; the tails' conditions, kinds, frequencies added to ``ctx``."""
        found = []
        for e in W.TAILS:
            for m in _rx(e["phrasing"], self.t).finditer(s):
                whole = s[m.start():m.start() + 1] == "," and re.match(r"(?:that|this|doing so|so doing|doing this)\b", m.groupdict().get("cond") or "", re.I)
                if m.groupdict().get("cond") and not whole and any(_rx(x["phrasing"], self.t).search(s[:m.start()]) for x in W.ALTERNATIVES):
                    continue  # "gain 2 Coal, or 5 Coal if …": the condition of the alternative, not of the action
                    # (", as long as that wouldn't …" points back to the whole: the action's)
                if m.groupdict().get("cond") and re.search(r"\b(?:with the exception that|except that|save that|except where|other than that)\b[^,;]*$", s[:m.start()], re.I):
                    continue  # "…, with the exception that only the Skipper may be in the cabin unless …": the exception's
                if m.groupdict().get("cond") and not whole and any(_rx(x["phrasing"], self.t).search(m.group("cond")) for x in W.ALTERNATIVE_IN_CONDITION):
                    continue  # "increase X by 4 if …, or increase Y by 4 if …": each "if" is one alternative's
                before = re.search(r"(\w{3,})\W*$", s[:m.start()])
                if e.get("noun_qualifier") and before and re.search(rf"\b{before.group(1)}\b", m.group("cond"), re.I):
                    e = {**e, "of_noun": True}  # "… meets the requirements (if the Calling has any requirements)": of the word before
                found.append((m.start(), m.end(), e))
        if not found:
            return s, []
        found.sort(key=lambda x: (x[0], -x[1]))
        kept = []
        for f in found:
            if kept and f[0] < kept[-1][0] + 3:
                continue
            if kept and f[0] < kept[-1][1] and not kept[-1][2]["phrasing"].endswith("(?P<cond>.+)"):
                if f[1] <= kept[-1][1]:
                    continue
                f = (kept[-1][1], f[1], f[2])  # ", at any time, so long as …": the comma was the tail's before
            kept.append(f)
        body = s[:kept[0][0]]
        out = []
        for k, (start, end, e) in enumerate(kept):
            stop = kept[k + 1][0] if k + 1 < len(kept) else len(s)
            m = _rx(e["phrasing"], self.t, whole=True).match(s[start:stop])
            if not m:  # the tail's own words, then more of the body ("… at any time by either increasing …")
                m = _rx(e["phrasing"], self.t).match(s[start:stop])
                if m and m.end() < stop - start:
                    body += " " + s[start + m.end():stop].strip()
            g = m.groupdict() if m else {}
            if e.get("own_verb") and g.get("verb") and self.own_verb(g["verb"], s[:kept[0][0]]):
                ctx["freq_unsure"] = _fill(e["freq_unsure"], m)  # "… if they have not previously Barged …": how often
                g = {}
            if g.get("cond") and e.get("unsure"):  # "at any time in the 48 hours following enactment": listed, not counted
                ctx.setdefault("conds_unsure", []).append(fill(e["unsure"], m))
            elif g.get("cond") and not (e.get("window") and ctx.get("once_each")) and not e.get("of_noun"):  # "once … within 24 hours of it": how often
                cond = re.sub(r"\s+(?:and|or)$", "", g["cond"].strip().rstrip(","))
                ctx["conds"].append(e["said"].format(cond=cond) if e.get("said") else cond)  # "unless …" says the opposite
            if e.get("kind"):
                if ctx.get("kind") and ctx["kind"] != e["kind"]:
                    ctx["frequency"] = ctx.get("frequency") or "at any time"
                else:
                    ctx["kind"] = e["kind"]
            if g.get("kindlead"):  # "as a Daily Action", or "a Construed Lore Action" said of the action after "is"
                hit = self.first(W.KINDS, g["kindlead"]) or self.first(W.KINDS, "as " + g["kindlead"])
                if hit:
                    ctx["kind"] = _fill(hit[0]["kind"], hit[1]).lower()
            if g.get("ownkind"):  # "…, as a Scrounge.": a kind of the dynasty's, unless a variable or a player
                word = g["ownkind"].split(" ", 2)[-1]
                if not self.vars.find(word) and not _rx(r"(?:{PLAYER}|{PLAYERS}|{EMPEROR})", self.t, whole=True).fullmatch(word):
                    ctx["kind"] = word.lower()
                else:
                    body += s[start:stop]
            if g.get("freq"):
                hit = self.first(W.FREQUENCIES, g["freq"])
                if hit and hit[0].get("unsure"):  # ", if they have not done so already for that Sift": not read
                    ctx["freq_unsure"] = _fill(hit[0]["unsure"], hit[1])
                elif hit:
                    ctx["frequency"] = said_period(_fill(hit[0]["frequency"], hit[1]))
                    ctx.setdefault("freq_kind", said_period(_fill(hit[0].get("kind", ""), hit[1])) or None)
            out.append((e, s[start:stop]))
        return body.strip().rstrip(","), out
