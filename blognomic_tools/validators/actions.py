"""The dynastic actions, read from the rules in force: for each action its name, kind, who may take it, how often,
what it costs, what it does to which variables and on what conditions, each citing its sentence.

A sentence of an action is read as a sequence of typed parts (phrasings.actions): leads (a kind, a frequency, a
condition), the actor and the modal ("a Vassal may"), the action's name where the rules give it a capitalised
verb ("Build a Structure"), then its costs and effects (validators.action_effects), then tails (more conditions,
"at any time"). A part that is not read is listed on its action (``Action.unread``, "effects: ..." naming the
field it would fill); a sentence that looks like an action (an actor with a permission, a kind) and is not read
is an ``Unread`` with its reason, never dropped.
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
from .action_effects import EffectReader, alternation, fill, phrasing_rx
from .action_net import grant_cue
from .model import Action, Effect, Unread

__all__ = ["read_actions", "action_to_dict", "read_rule_text"]

_rx = phrasing_rx
_fill = fill
_alternation = alternation


_PERIODS = ("day", "week", "fortnight", "month", "turn", "round", "hour")


def _stem(name: str) -> str:
    """'Casting' as 'cast': the verb an action's gerund name is made of."""
    return re.sub(r"(?:ing|ion)$", "", name.lower()).rstrip("t") if len(name) > 5 else name.lower()


def _period(text: str) -> str:
    """'once per Week' as 'once per week' (the common periods in lower case; a dynasty's own, as said)."""
    if not text:
        return text
    text = re.sub(r"^\w+(?= times)", lambda m: m.group(0).lower(), text)
    return re.sub(r"\b(?:" + "|".join(_PERIODS) + r")\b", lambda m: m.group(0).lower(), text, flags=re.I)


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s.replace("’", "'").replace("‘", "'")).strip()


class _Reading(EffectReader):
    """One reading of a Ruleset's dynastic rules (the terms and variables it reads with)."""

    def __init__(self, terms: Terms, variables):
        super().__init__(terms, variables)
        self.actions: list[Action] = []
        self.unread: list[Unread] = []
        self.kind_costs: dict[str, list[Effect]] = {}
        self.performs: list[tuple[str, str | None, str | None]] = []  # (name, who, condition)
        self.kinds_named: list[tuple[str, str, Citation]] = []  # (name, kind, citation)
        self.list_actor: str | None = None  # whom the pronoun of an item of "may take any of the following" names
        self.effects_of: list[tuple[str, str, Citation]] = []  # (verb, effects text, citation)
        self.prev: Action | None = None  # the action the sentence just before was read as
        self.rule_text = ""  # the text of the rule being read (a name said by its verb is checked against it)
        self._named: str | None = None

    # ---- sentences
    def leads(self, s: str, pos: int, acc: dict):
        """Read leads from ``pos``; yield (position after them, parts read), the shortest conditions first."""
        yield pos, acc
        for table, key in ((W.KINDS, "kind"), (W.FREQUENCIES, "frequency"), (W.CONDITION_LEADS, "cond"), (W.PASS_LEADS, "pass")):
            for e in table:
                rx = _rx(e["phrasing"], self.t)
                m = rx.match(s, pos)
                if not m:
                    continue
                new = dict(acc, conds=list(acc.get("conds", [])))
                if key == "pass":
                    pass
                elif key == "kind":
                    new["kind"] = _fill(e["kind"], m).lower()
                    if e.get("name"):
                        new["name"] = _fill(e["name"], m)
                    if new.get("kind_said"):
                        said = new["kind_said"]
                        new["frequency"] = new.get("frequency") or ("at any time" if said == "any time" else said)
                    new["kind_said"] = new["kind"]
                elif key == "frequency":
                    new["frequency"] = _period(_fill(e["frequency"], m))
                    if not e.get("bound"):  # "No more than once per day, …" bounds how often; it names no kind
                        new.setdefault("freq_kind", _period(_fill(e.get("kind", ""), m)) or None)
                else:
                    new["conds"].append(m.group("cond"))
                end = m.end()
                sep = re.match(r",? ?", s[end:])
                yield from self.leads(s, end + sep.end(), new)

    def actor(self, s: str, pos: int):
        """(who, qualifier condition, position after the modal) of the actor at ``pos``, or None."""
        modal = _alternation(W.MODALS)
        hit = self.first(W.ACTORS, s, pos)
        if not hit:
            return None
        e, m = hit
        who = _fill(e["who"], m) if e.get("role") else e["who"]
        if e.get("role"):  # "the Finalist" where the dynasty's players are Finalists: a player, not a role
            said = who.casefold()
            who = next((k for k, ws in (("player", self.t.player + self.t.players), ("emperor", self.t.emperor))
                        if said in {w.casefold() for w in ws}), who)
        adj = m.groupdict().get("adj")
        rest = s[m.end():]
        mm = _rx(rf" (?:{modal})(?= |,|:|$)", self.t).match(rest)
        found = (who, adj, m.end() + mm.end()) if mm else None
        for q in W.QUALIFIERS if not mm else ():
            qm = _rx(rf" (?:{q['phrasing']}) (?:{modal})(?= |,|:|$)", self.t).match(rest)
            if qm and not self.first(W.NOT_QUALIFIERS, qm.group("cond").strip()):
                found = (who, " ".join(x for x in (adj, qm.group("cond").strip()) if x), m.end() + qm.end())
                break
        if found and self.first(W.NOT_AFTER_MODAL, s[found[2]:].lstrip(" ,")):
            return "not an action"
        return found

    def not_action(self, s: str) -> bool:
        return bool(self.first(W.NOT_ACTIONS, s))

    def sentence(self, s: str, items: list[tuple[int, str]], cite: Citation, rule: Rule) -> bool:
        """Read one sentence (with the list items that follow it); True when it was read as action(s) or as a part
        of one, False when it says nothing of actions."""
        s = _norm(s)
        if not s:
            return False
        for e in W.ASIDES:
            s = _rx(e["phrasing"], self.t).sub("", s)
        for e in W.NAMES:
            m = _rx(e["phrasing"], self.t).search(s)
            if m:
                name = m.group("name").strip()
                if m.start() == 0:
                    if self.prev is not None:  # "This action is known as X": the action of the sentence before
                        self.prev.name = name
                        self.prev.unread = [u for u in self.prev.unread if not u.startswith("name:")]
                    else:
                        self.unread.append(Unread("action", cite, f"the action named “{name}” is in the sentence before, not read"))
                    return True
                s = (s[:m.start()] + s[m.end():]).replace("  ", " ")
                self._named = name
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
        for e in W.PERFORMS:
            m = _rx(e["phrasing"], self.t, whole=True).match(s)
            if m:
                who = self.first(W.ACTORS, m.group("actor"), whole=True)
                self.performs.append((m.group("name"), who[0]["who"] if who else None, m.group("cond")))
                return True
        for e in W.EFFECTS_OF:
            m = _rx(e["phrasing"], self.t, whole=True).match(s)
            if m:
                self.effects_of.append((m.group("verb"), m.group("effects"), cite))
                return True
        for e in W.STEPS:
            m = _rx(e["phrasing"], self.t, whole=True).match(s)
            if m and items:
                name = (m.groupdict().get("name") or "").strip() or None
                if name and self.prev is not None and self.prev.name is None and _stem(name) in self.prev.citation.text.lower():
                    a = self.prev  # "A Pactmaker can at-will cast a spell. Casting is the following Atomic Action:"
                    a.name, a.kind = name, "atomic"
                    a.unread = [u for u in a.unread if not u.startswith("effects:")]
                    self.steps(a, items)
                    return True
                a = Action(name, "atomic", who=None, citation=cite)
                if name is None:
                    a.unread.append("name: not said in its sentence")
                self.steps(a, items)
                self.finish(a)
                return True
        if self.limit(s):
            return True
        if self.first(W.KIND_GRANTS, s, whole=True):
            self.unread.append(Unread("action", cite, "it grants a kind of action; its actions are said apart"))
            return True
        if items and any(
                _rx(e["phrasing"], self.t).search(s) for e in W.ACTION_LIST_LEADS) and not self.looks_like_action(s):
            listed = Citation(cite.rule, cite.text + "".join("\n• " + t for _, t in items), cite.number, cite.section)
            self.unread.append(Unread("action", listed, "a list of actions, read in none of its items"))
            return True
        if self.not_action(s):
            return False
        named, self._named = self._named, None
        for e in W.REFERS_BACK:
            if _rx(e["phrasing"], self.t).search(s) and self.looks_like_action(s):
                self.unread.append(Unread("action", cite, "it points to another sentence for its action"))
                return True
        for pos, parts in self.leads(s, 0, {}):
            act = self.actor(s, pos)
            if act == "not an action":
                return False
            if act is None:
                if (parts.get("frequency") or parts.get("kind")) and self.duty(s[pos:], parts, cite):
                    return True
                continue
            who, qual, after = act
            conds = list(parts.get("conds", []))
            own = [qual] if qual else []
            if who == "(said before)":
                who = self.who_of(conds) or self.list_actor
                own = conds + own
                if who is None:
                    self.unread.append(Unread("action", cite, "whom 'they' stands for is not read"))
                    return True
            if qual and conds and not re.match(r"\w+ing\b", qual) and re.search(r"\b(?:it|them|this|that one|so)\b", qual, re.I):
                # "If an Omen has come True, the Changeling who posted it": the one the condition's event names, one
                # condition ("the Explorer holding it", a state of the actor's, is a condition of its own)
                conds[-1] = f"{conds[-1]} ({qual})"
                own = conds[-1:]
            elif qual:
                conds.append(qual)
            other = bool(self.first(W.OTHER_ACTORS, s, pos)) and self.who_of(conds) == who
            before = len(self.actions)
            self.rest(s[after:], items, cite, dict(parts, who=who, conds=conds, own_conds=own, name=parts.get("name") or named,
                                                   other_actor=other))
            if len(self.actions) > before and self.first(W.NEW_ACTORS, s, pos) and self.who_of(list(parts.get("conds", []))):
                self.whose_unsure(self.actions[-1], s[after:])
            return True
        if self.looks_like_action(s):
            self.unread.append(Unread("action", cite, "its words before the actor, or its actor, are not read"))
            return True
        return False

    def clauses(self, s: str) -> list[str]:
        """A sentence that gives two actors their permissions ("…, but only the Handler may add new Aliases"), as
        one sentence each; any other sentence as itself. Cut only where both halves read an actor and a modal."""
        norm = _norm(s)
        for e in W.SECOND_ACTOR:
            for m in _rx(e["phrasing"], self.t).finditer(norm):
                head, tail = norm[:m.start()], norm[m.end():]
                if self.looks_like_action(head) and self.looks_like_action(tail) and not self.not_action(tail):
                    return [head.rstrip(" ,;") + ".", tail]
        return [s]

    def whose_unsure(self, a: Action, body: str) -> None:
        """'If a Delegate is Crooked, any Delegate may add a K to their score': a new actor after a condition that
        names a player of its own; 'their' may be either's, so an effect on the actor's own variable said by a
        possessive is not read."""
        if not _rx(r"\b(?:" + _alternation(W.POSSESSIVES) + r")", self.t).search(body):
            return
        for e in [e for e in a.effects if e.whose == "own"]:
            a.effects.remove(e)
            a.unread.append(f"effects: {e.op} {e.variable} (whose: the actor's or the player the condition names)")

    def limit(self, s: str) -> bool:
        """A sentence after an action that says how often it may be taken, or on what condition (LIMITS,
        RESTRICTS_PREV): applied to the action just before, in the same paragraph, whose words it names."""
        a = self.prev
        if a is None:
            return False
        body = s.rstrip(".").strip()
        for e in W.LIMITS:
            m = _rx(e["phrasing"], self.t, True).fullmatch(body)
            if m and a.frequency is None and self.names_prev(m, a):
                a.frequency = _period(_fill(e["frequency"], m))
                return True
        for e in W.RESTRICTS_PREV:
            m = _rx(e["phrasing"], self.t, True).fullmatch(body)
            if m and self.names_prev(m, a):
                a.conditions.append(_fill(e["cond"], m))
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
        return bool(re.search(r"\b" + re.escape(_stem(last) if len(last) > 5 else last), text)) or bool(a.name and a.name.casefold() == noun.casefold())

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
        table = [e for e in W.ACTORS if not e.get("role") and e["who"] != "(said before)"]
        for c in conds:
            hit = self.first(table, c)
            if hit:
                return hit[0]["who"]
        for c in conds:  # "If the Berth Number of a Barge's Berth is 1, it may …": the one kind of actor it names
            found = {h[0]["who"] for m in re.finditer(r"\b(?:an?|each|every|any|that|the)\b", c) for h in [self.first(table, c, m.start())] if h}
            if len(found) == 1:
                return found.pop()
        return None

    def duty(self, s: str, parts: dict, cite: Citation) -> bool:
        """'Once every Week, each Captain's Fruit shall be lowered by n+1': a duty of the game, said in the passive."""
        body = s.rstrip(".").strip()
        for e in W.DUTIES:
            m = _rx(e["phrasing"], self.t, True).fullmatch(body)
            if m:
                eff = self._make(e, m, {"who": "", "conds": []}, {})
                if eff is None:
                    return False
                kind = parts.get("kind") or parts.get("freq_kind") or "unspecified"
                self.finish(Action(parts.get("name"), kind, who=None, frequency=parts.get("frequency"),
                                   conditions=list(parts.get("conds", [])), effects=[eff], citation=cite))
                return True
        return False

    def looks_like_action(self, s: str) -> bool:
        modal = _alternation(W.MODALS)
        actor = _alternation([e for e in W.ACTORS if e["who"] != "(said before)"])
        if _rx(rf"\b{actor}\b[^.]*? (?:{modal})[ ,:](?!not\b|only\b|also have\b|have\b|be\b|face\b)", self.t).search(s):
            return True
        return bool(_rx(_alternation([e for e in W.KINDS if e["kind"] != "any time"]), self.t).search(s))

    def rest(self, s: str, items, cite: Citation, ctx: dict) -> None:
        """The part after the modal: inner frequency and conditions, the body, its tails, its list."""
        s = s.lstrip(" ")
        pos = 0
        while True:
            s = s[pos:]
            pos = 0
            hit = self.first(W.CONDITION_INNER, s)
            if hit:
                ctx["conds"].append(hit[1].group("cond"))
                pos = hit[1].end()
                s = s[pos:].lstrip()
                pos = 0
                continue
            m = re.match(r",? ?", s)
            f = self.first(W.FREQUENCIES, s, m.end())
            if f and (s[f[1].end():].startswith(",") or (not m.end() and s[f[1].end():].startswith(" "))):
                ctx["frequency"] = _period(_fill(f[0]["frequency"], f[1]))
                if not f[0].get("bound"):
                    ctx.setdefault("freq_kind", _period(_fill(f[0].get("kind", ""), f[1])) or None)
                s = s[f[1].end():].lstrip(", ")
                continue
            inner = self.first(W.INNER, s if s.startswith(",") else " " + s)
            if inner:
                e, im = inner
                if e.get("kind"):
                    ctx["kind"] = ctx.get("kind") or e["kind"]
                if e.get("kindlead"):
                    k = self.first(W.KINDS, im.group("kindlead"))
                    if k:
                        ctx["kind"] = _fill(k[0]["kind"], k[1]).lower()
                s = (s if s.startswith(",") else " " + s)[im.end():].lstrip()
                continue
            break
        s = s.rstrip(".").strip()
        list_kind = None
        cases = items and s.endswith(":") and any(_rx(e["phrasing"], self.t).search(s) for e in W.CASE_LISTS)
        if cases:  # "take the following action corresponding to its Berth's Port:": one of the items applies
            list_kind, s = "cases", s[:-1].rstrip()
        elif items and (s.endswith(":") or any(_rx(e["phrasing"], self.t).search(s) for e in W.LIST_LEADS[:-1])):
            for e in W.CONDITION_LISTS:
                m = _rx(e["phrasing"], self.t).search(s)
                if m:
                    list_kind = "condition"
                    s = s[:m.start()].rstrip()
                    break
            else:
                hit = None
                for e in W.LIST_LEADS:
                    m = _rx(e["phrasing"], self.t).search(s)
                    if m:
                        hit = (e, m)
                        break
                if hit:
                    list_kind = hit[0]["items"]
                    if hit[0].get("kind"):
                        self.set_kind(ctx, hit[0]["kind"])
                    if hit[1].groupdict().get("freq"):
                        ctx["frequency"] = hit[1].group("freq").lower()
                    s = (s[:hit[1].start()] + (hit[1].groupdict().get("rest") or "")).strip()
        s = self.limit_clause(s, ctx)
        outcome = next((m for e in W.OUTCOMES for m in [_rx(e["phrasing"], self.t).search(s)] if m), None)
        if outcome:  # "roll a DICE9; if the result is nine, …": the outcomes are effects, not the action's conditions
            ctx["outcomes"] = s[outcome.end():]
            s = s[:outcome.start()]
        body, tails = self.tails(s, ctx)
        ctx["cond_var"] = self.var_of(ctx.get("own_conds", []))
        if list_kind == "condition":
            ctx["conds"].append("; ".join(t for _, t in items))
        kind = ctx.get("kind") or ctx.get("freq_kind") or "unspecified"
        freq = ctx.get("frequency")
        if kind == "any time" and ctx.get("kind_said") and ctx.get("kind_said") != "any time":
            kind = ctx["kind_said"]
        base = dict(kind=kind, who=ctx["who"], frequency=freq, conditions=list(ctx["conds"]), citation=cite)
        if list_kind == "sentences":  # "The Professor may take any of the following actions": each item a sentence
            for _, item in items:
                self.list_actor = ctx["who"]
                try:
                    self.sentence(item, [], Citation(cite.rule, item.strip(), cite.number, cite.section), None)
                finally:
                    self.list_actor = None
            return
        if list_kind == "actions":
            for _, item in items:
                item_ctx = dict(ctx, conds=list(ctx["conds"]))
                ib, _ = self.tails(_norm(item), item_ctx)
                a = Action(None, **dict(base, conditions=list(item_ctx["conds"]), citation=Citation(cite.rule, cite.text + "\n• " + item, cite.number, cite.section)))
                a.effects, a.unread = self.body(ib, item_ctx)
                a.costs = item_ctx.get("costs", [])
                self.finish(a)
            return
        a = Action(ctx.get("name"), **base)
        name_hit = None
        described = False
        said = self.first(W.NAMED_ACTIONS, body) if body else None
        quoted = self.first(W.QUOTED_NAMES, body) if body and not said else None
        if quoted:  # 'may “Clear the Larder” and remove …': the name, then what it does
            a.name = a.name or quoted[1].group("name").strip()
            body = body[quoted[1].end():].strip()
        if said:  # "execute the Press Claim action", "do the Atomic Action known as “Annexing”"
            a.name = a.name or said[1].group("name").strip()
            k = (said[1].groupdict().get("kind") or "").lower()
            if k in ("atomic", "daily", "weekly", "virtual"):
                self.set_kind(ctx, k)
                a.kind, a.frequency = ctx["kind"], ctx.get("frequency")
            body = body[said[1].end():].strip().lstrip(",").strip()
        elif body:
            free = body[:1].isupper() or not self.first(W.EFFECT_VERBS, body)
            name_hit = self.named(body, always_only=not free)
        if name_hit:
            e, m = name_hit
            a.name = a.name or m.group("name")
            obj = (m.group("object") or "").strip()
            rel = re.search(r"\b(?:that|which) ((?:is|are|has|have) .+)$", obj)
            if rel:
                a.conditions.append(rel.group(1))
            body = body[m.end():].strip()
            body = re.sub(r"^,? ?(?:by |: ?upon doing so, )", "", re.sub(r"^ ?:", ":", body))
            if body.startswith(", ") and self.first(W.GERUNDS, body[2:]):
                body = body[2:]
        elif body and self.means_at(body):
            # "veto any proposal by reducing eir influence by 250": the effect, then how it is done (what the
            # actor gives up there is a cost); "trigger a dive by changing …": what the action is, then what it does
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
        effects, unread = self.body(body, ctx) if body else ([], [])
        for u in unread if not effects else ():  # "biting another villager who is Near to them": the object's condition
            for e in W.OBJECT_CONDITIONS:
                om = _rx(e["phrasing"], self.t).search(u.split(": ", 1)[1]) if u.startswith(("effects: ", "costs: ")) else None
                if om and om.group("cond") not in a.conditions:
                    a.conditions.append(om.group("cond"))
            for e in W.OBJECT_QUALIFIED:  # "any Wiped Out Grommet with the same Metres as …": its state, its "with"
                om = _rx(e["phrasing"], self.t).search(u.split(": ", 1)[1]) if u.startswith("effects: ") else None
                if om:
                    a.conditions.extend(c for c in (om.group("state"), om.group("with")) if c not in a.conditions)
        if list_kind == "cases":
            unread.append("effects: one of the cases listed after the sentence (not read)")
        if ctx.get("outcomes"):
            unread.append(f"effects: the outcomes “{ctx['outcomes'].rstrip('.')}” (not read)")
        if described:
            unread = [u for u in unread if not u.startswith("effects: ")]
        a.effects = effects + [e for e in a.effects if e not in effects]
        a.unread.extend(unread)
        a.costs = ctx.get("costs", [])
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
        if list_kind == "steps":
            a.citation = Citation(cite.rule, cite.text + "".join("\n• " + t for _, t in items), cite.number, cite.section)
            self.steps(a, items)
        if a.name is None and not a.effects and not a.costs and not list_kind and not a.unread and not ctx.get("message"):
            a.unread.append("effects: " + (body or "none said"))
        self.finish(a)

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
                    ctx["frequency"] = _period(_fill(e["frequency"], lm))
                    return s[:m.start()]
        return s

    def means_at(self, body: str):
        """Where the words that say what the action does begin ("… by changing …", "… and in so doing …")."""
        hits = [m for e in W.MEANS for m in [_rx(e["phrasing"], self.t).search(body)] if m]
        return min(hits, key=lambda m: m.start()) if hits else None

    def tails(self, s: str, ctx: dict) -> tuple[str, list]:
        """The body before the first tail; the tails' conditions, kinds, frequencies added to ``ctx``."""
        found = []
        for e in W.TAILS:
            for m in _rx(e["phrasing"], self.t).finditer(s):
                if m.groupdict().get("cond") and any(_rx(x["phrasing"], self.t).search(s[:m.start()]) for x in W.ALTERNATIVES):
                    continue  # "gain 2 Coal, or 5 Coal if …": the condition of the alternative, not of the action
                if m.groupdict().get("cond") and any(_rx(x["phrasing"], self.t).search(m.group("cond")) for x in W.ALTERNATIVE_IN_CONDITION):
                    continue  # "increase X by 4 if …, or increase Y by 4 if …": each "if" is one alternative's
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
            if g.get("cond"):
                ctx["conds"].append(re.sub(r"\s+(?:and|or)$", "", g["cond"].strip().rstrip(",")))
            if e.get("kind"):
                if ctx.get("kind") and ctx["kind"] != e["kind"]:
                    ctx["frequency"] = ctx.get("frequency") or "at any time"
                else:
                    ctx["kind"] = e["kind"]
            if g.get("kindlead"):
                hit = self.first(W.KINDS, g["kindlead"])
                if hit:
                    ctx["kind"] = _fill(hit[0]["kind"], hit[1]).lower()
            if g.get("freq"):
                hit = self.first(W.FREQUENCIES, g["freq"])
                if hit:
                    ctx["frequency"] = _period(_fill(hit[0]["frequency"], hit[1]))
                    ctx.setdefault("freq_kind", _period(_fill(hit[0].get("kind", ""), hit[1])) or None)
            out.append((e, s[start:stop]))
        return body.strip().rstrip(","), out

    def steps(self, a: Action, items: list[tuple[int, str]]) -> None:
        """The effects of an action's steps: each top-level step read as effects, or listed unread."""
        ctx = {"who": a.who or "", "conds": [], "steps": True}
        local: set[str] = set()
        for depth, text in items:
            if depth > 1:
                continue
            parts = [p for p in sentences(_norm(text)) if p]
            for p in parts:
                lm = self.first(W.LOCALS, p.rstrip("."), whole=True)
                if lm:  # "Set a number named Pressure to 4": the action's own number, no variable
                    local.add(lm[1].group("name").strip().casefold())
                    a.unread.append(f"step: {p.rstrip('.')} (a number of the action's own)")
                    continue
                got, unread = self.body(p.rstrip("."), ctx)
                for e in got:
                    if re.sub(r"^the ", "", e.variable.casefold()) in local:
                        a.unread.append(f"step: {e.op} {e.variable} (a number of the action's own)")
                    else:
                        a.effects.append(e)
                a.unread.extend(u.replace("effects: ", "step: ", 1) for u in unread)
        a.costs.extend(ctx.get("costs", []))

    def finish(self, a: Action) -> None:
        kind_word = (a.kind or "").split(" ")[0]
        if a.who not in (None, "player", "emperor", "admin") and kind_word and _stem(a.who.split(" ")[0]) == _stem(kind_word):
            # "As a Monster Action, a Monster may …": the kind is named after a thing of the game that acts, no player
            self.unread.append(Unread("action", a.citation, f"the actor is a {a.who}, whose own kind of action it is, not a player"))
            return
        self.actions.append(a)
        self.prev = a

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
                ctx = {"who": "", "conds": []}
                extra_costs, conds = self.table_costs(t, row, cols, ctx)
                cell = _norm(row[k]).rstrip(".")
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
                hit = self.first(W.COSTS, "spend " + _norm(row[k]), whole=True)
                eff = self._make(hit[0], hit[1], ctx, {}, cost=True) if hit else None
                if eff is not None:
                    costs.append(eff)
            elif c in ("requirements", "requirement", "restrictions", "prerequisites"):
                conds.append(_norm(row[k]))
        return costs, conds

    def settle(self) -> None:
        """Apply what was said apart: who performs a named action, its effects said in a sentence of their own;
        a named action whose effects are nowhere read says so."""
        for a in self.actions:  # "If a game action is a Timed Action, each Apprentice may spend one Time …"
            if a.kind in self.kind_costs and not a.costs:
                a.costs = list(self.kind_costs[a.kind])
        by_name = {a.name.casefold(): a for a in self.actions if a.name}
        for name, who, cond in self.performs:
            a = by_name.get(name.casefold())
            if a is not None:
                if a.who is None:
                    a.who = who
                if cond:
                    a.conditions.append(cond)
        for name, kind, cite in self.kinds_named:
            a = by_name.get(name.casefold())
            if a is None or a.kind not in ("unspecified", kind):
                self.unread.append(Unread("action", cite, f"the kind of “{name}”, an action not read"))
            else:
                a.kind = kind
        for verb, text, cite in self.effects_of:
            a = by_name.get(verb.casefold())
            if a is None:
                self.unread.append(Unread("action", cite, f"the effects of “{verb}”, an action not read"))
                continue
            ctx = {"who": a.who or "", "conds": []}
            got, unread = self.body(text, ctx)
            a.effects.extend(got)
            a.costs.extend(ctx.get("costs", []))
            a.unread = [u for u in a.unread if not u.startswith("effects: what")] + unread
        for a in self.actions:
            if a.name and not a.effects and not any(u.startswith(("effects:", "step:")) for u in a.unread):
                a.unread.append(f"effects: what “{a.name}” does is said apart from its sentence, not read")
        for a in self.actions:
            self.doubts(a)
        for a in list(self.actions):
            text = _norm(a.citation.text) if a.citation else ""
            for x in W.UNSURE_ACTIONS:
                missed = (x["missed"] == "name" and a.name is None) or (x["missed"] == "kind" and a.kind != x["kind"])
                if missed and _rx(x["phrasing"], self.t).search(text):
                    self.actions.remove(a)
                    self.unread.append(Unread("action", a.citation, f"the action's {x['missed']} is said in its sentence and was not read"))
                    break
            else:
                if any(u.startswith("another actor's action") for u in a.unread):
                    self.unread.append(Unread("action", a.citation, "another actor's action in the same sentence is not read"))

    def doubts(self, a: Action) -> None:
        """The precision net, whatever the forms read: an action that changes nothing known says its effects are not
        read; an effect on words that name no declared variable and hold words no name holds, or whose amount is a
        means ("by updating the GNDT"), is not read; a cue of a choice or of another actor's action in its sentence is
        listed as not read. A part in doubt is said, never guessed (phrasings.actions DOUBTS)."""
        text = _norm(a.citation.text) if a.citation else ""
        for e in list(a.effects) + list(a.costs):
            odd = not self.vars.find(e.variable) and any(_rx(x["phrasing"], self.t).search(e.variable) for x in W.NOT_IN_A_NAME)
            means = isinstance(e.amount, str) and any(_rx(x["phrasing"], self.t).search(e.amount) for x in W.DOUBTS if x["doubt"].startswith("how the value"))
            if odd or means:
                (a.effects if e in a.effects else a.costs).remove(e)
                a.unread.append(f"effects: {e.op} {e.variable} ({'its words name no declared variable' if odd else 'its value is said as a means'})")
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
        if not a.effects and not a.costs and not any(u.startswith(("effects:", "step:")) for u in a.unread):
            a.unread.append("effects: what the action does is not read")


def _blocks(rule: Rule):
    """(sentence, its list items as (depth, text), its paragraph's index) of a rule's text, tables left out (read
    apart)."""
    paras = [p for p in rule.text.split("\n\n") if p.strip()]
    is_list = lambda p: all(re.match(r"\s*(?:• |\d+\. )", line) for line in p.split("\n") if line.strip())
    items_of = lambda p: [((len(line) - len(line.lstrip())) // 2 + 1, re.sub(r"^\s*(?:• |\d+\. )", "", line)) for line in p.split("\n") if line.strip()]
    i = 0
    while i < len(paras):
        p = paras[i]
        if is_list(p):
            for depth, item in items_of(p):
                if depth == 1:
                    yield item, [], (i, item)
            i += 1
            continue
        if "\n" in p and " | " in p:
            i += 1
            continue
        sents = sentences(p.replace("\n", " "))
        items = []
        if (p.rstrip().endswith((":", ":-")) or re.search(r"following (?:steps(?: in order)?\.|actions\.?|options\.?)$", p.rstrip())) and i + 1 < len(paras) and is_list(paras[i + 1]):
            items = items_of(paras[i + 1])
            i += 1
            while i + 1 < len(paras) and is_list(paras[i + 1]):  # a list whose items are apart by blank lines
                items += items_of(paras[i + 1])
                i += 1
        para = i
        for k, s in enumerate(sents):
            yield s, (items if k == len(sents) - 1 else []), para
        i += 1


def read_actions(ruleset_or_reader: Ruleset | Reader, terms: Terms, variables=()) -> tuple[list[Action], list[Unread]]:
    """Every action the dynastic rules in force define, and the sentences that look like actions but were not read.

    ``terms`` are the dynasty's words (Terms(player=..., players=..., emperor=...)); ``variables`` the declared
    variables (VarSpecs, a dict of them, or names) the effects' words are matched to."""
    reader = ruleset_or_reader if isinstance(ruleset_or_reader, Reader) else Reader(ruleset_or_reader)
    rules = [r for r in reader.rules if r.section == "Dynastic Rules" and reader.in_force.get(id(r), True)]
    return _read(rules, terms, variables)


def read_rule_text(text: str, terms: Terms, variables=(), title: str = "Rule") -> tuple[list[Action], list[Unread]]:
    """The actions of one rule's plain text (paragraphs apart by blank lines, list items as '• ' or '1. ' or as the
    wiki writes them, '* ' and '# ', a table as lines of cells apart by ' | ', its first line the header)."""
    text = _wiki_lists(text)
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
        m = re.match(r"([*#]+) ?(.*)$", line)
        if not m:
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


def _is_name(r: _Reading, s: str) -> bool:
    return any(_rx(e["phrasing"], r.t).match(_norm(s)) for e in W.NAMES)


def _net(r: _Reading, s: str, cite: Citation) -> None:
    """A sentence not read that looks like it grants an action (action_net) is listed as not read."""
    cue = grant_cue(s, r.t)
    if cue:
        r.unread.append(Unread("action", cite, f"it looks like an action (“{cue}”) and was not read"))


def _read(rules: Iterable[Rule], terms: Terms, variables) -> tuple[list[Action], list[Unread]]:
    r = _Reading(terms, variables)
    for rule in rules:
        r._named = None
        r.prev = None
        r.rule_text = rule.text
        para = None
        for whole, items, p in _blocks(rule):
            if p != para:
                r.prev, para = None, p
            clauses = r.clauses(whole)
            for k, s in enumerate(clauses):
                cite = Citation(rule.title, s.strip(), rule.number, rule.section)
                before, listed = len(r.actions), len(r.unread)
                mine = items if k == len(clauses) - 1 else []
                read = r.sentence(s, mine, cite, rule)
                if len(r.actions) == before and not _is_name(r, s) and r.looks_like_action(_norm(s)):
                    r.prev = None
                if not read and len(r.actions) == before and len(r.unread) == listed:
                    _net(r, s, cite)
                    for depth, item in mine:  # the items of a sentence not read: each looked at by the net
                        _net(r, item, Citation(rule.title, item.strip(), rule.number, rule.section))
        r.table(rule)
    r.settle()
    return r.actions, r.unread


def action_to_dict(a: Action) -> dict:
    """An action as plain data (for JSON and the schema's view): its fields, its effects, its citation."""
    d = asdict(a)
    d["citation"] = asdict(a.citation) if a.citation else None
    return d
