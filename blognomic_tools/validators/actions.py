"""The dynastic actions, read from the rules in force: for each action its name, kind, who may take it, how often,
what it costs, what it does to which variables and on what conditions, each citing its sentence.

A sentence of an action is read as a sequence of typed parts (phrasings.actions): leads (a kind, a frequency, a
condition), the actor and the modal ("a Vassal may"), the action's name where the rules give it a capitalised
verb ("Build a Structure"), then its costs and effects one by one, then tails (more conditions, "at any time").
A part that is not read is listed on its action (``Action.unread``, "effects: ..." naming the field it would
fill); a sentence that looks like an action (an actor with a permission, a kind) and is not read is an
``Unread`` with its reason, never dropped. An effect's variable is matched to the declared ones where they exist;
an undeclared name in lower case is not taken for a variable (the part is listed unread instead).
"""
from __future__ import annotations

import re
from dataclasses import asdict
from typing import Iterable

from ..models import Rule, Ruleset
from ..phrasings import actions as W
from ..reading.citations import Citation
from ..reading.numbers import read_amount, read_small_number
from ..reading.phrasing import Terms, compile_phrasing
from ..reading.text import Reader, sentences
from .model import Action, Effect, Unread, VarSpec

__all__ = ["read_actions", "action_to_dict", "read_rule_text"]

_NUMERIC = ("int", "money", "percent", "number")


def _rx(phrasing: str, terms: Terms, whole: bool = False) -> re.Pattern:
    return compile_phrasing(phrasing, terms, re.I, W.SPACES, whole)


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s.replace("’", "'").replace("‘", "'")).strip()


def _alternation(table: list[dict]) -> str:
    return "(?:" + "|".join(e["phrasing"] for e in table) + ")"


def _fill(template: str, m: re.Match) -> str:
    groups = {k: (v or "") for k, v in m.groupdict().items()}
    return re.sub(r"\{(\w+)\}", lambda g: groups.get(g.group(1), ""), template).strip()


class _Vars:
    """The declared variables an effect's words are matched to (names, or VarSpecs)."""

    def __init__(self, variables):
        if isinstance(variables, dict):
            variables = list(variables.values())
        self.specs: list[VarSpec | str] = list(variables or [])

    def _name(self, v) -> str:
        return v.name if isinstance(v, VarSpec) else str(v)

    def find(self, words: str) -> str | None:
        key = words.casefold().strip()
        key = re.sub(r"^(?:the|a|an|all|each) ", "", key)
        for v in self.specs:
            n = self._name(v).casefold()
            if key in (n, n + "s", n + "es", n.rstrip("s")) or key.rstrip("s") == n.rstrip("s"):
                return self._name(v)
        return None

    def scope(self, name: str) -> str | None:
        for v in self.specs:
            if isinstance(v, VarSpec) and v.name == name:
                return v.scope
        return None

    def kind(self, name: str) -> str | None:
        for v in self.specs:
            if isinstance(v, VarSpec) and v.name == name:
                return v.kind
        return None

    def money(self, sign: str) -> str | None:
        for v in self.specs:
            if isinstance(v, VarSpec) and (v.unit == sign or (v.kind == "money" and sign)):
                return v.name
        return None


class _Reading:
    """One reading of a Ruleset's dynastic rules (the terms and variables it reads with)."""

    def __init__(self, terms: Terms, variables):
        self.t = terms
        self.vars = _Vars(variables)
        self.actions: list[Action] = []
        self.unread: list[Unread] = []
        self.kind_costs: dict[str, list[Effect]] = {}
        self.performs: list[tuple[str, str | None, str | None]] = []  # (name, who, condition)
        self.effects_of: list[tuple[str, str, Citation]] = []  # (verb, effects text, citation)

    # ---- small parts
    def first(self, table: list[dict], text: str, pos: int = 0, whole: bool = False):
        """The entry of ``table`` whose phrasing reads ``text`` at ``pos`` (the longest), with its match."""
        best = None
        for e in table:
            rx = _rx(e["phrasing"], self.t, whole)
            m = rx.fullmatch(text, pos) if whole else rx.match(text, pos)
            if m and (best is None or m.end() > best[1].end()):
                best = (e, m)
        return best

    def whose(self, words: str | None, default: str = "own") -> str | None:
        if not words:
            return default
        hit = self.first(W.WHOSE, words, whole=True)
        return hit[0]["whose"] if hit else None

    def of_whom(self, words: str) -> str | None:
        hit = self.first(W.OF_WHOM, words, whole=True)
        return _fill(hit[0]["whose"], hit[1]) if hit else None

    def amount(self, text):
        if text is None or isinstance(text, int):
            return text
        t = text.strip().strip("“”\"'")
        if t in ("x", "X", "N"):
            return "x"
        if t.endswith("%"):
            return t
        n = read_amount(t)
        if n is None:
            n = read_small_number(t) if re.fullmatch(r"[a-z-]+|\d+", t, re.I) else None
        return n if n is not None else t

    def variable(self, words: str | None) -> str | None:
        """The declared variable these words name; the words themselves for an undeclared capitalised name; None
        for undeclared words in lower case (not taken for a variable)."""
        if not words:
            return None
        w = words.strip().strip("“”\"'")
        found = self.vars.find(w)
        if found:
            return found
        w = re.sub(r"^(?:the|a|an) ", "", w)
        return w if w[:1].isupper() else None

    # ---- effects
    def effect(self, piece: str, ctx: dict, extra: dict | None = None) -> list[Effect] | None:
        """The effects one piece of a body says (None when it is not read whole)."""
        piece = piece.strip().rstrip(".").strip()
        if not piece:
            return []
        extra = dict(extra or {})
        while True:  # leads of a step: "For each Assigned Serf,", "For each Vassal,", "if ...,", "Otherwise,"
            hit = self.first(W.EFFECT_LEADS, piece)
            if not hit:
                break
            e, m = hit
            for k in ("per", "whose", "when"):
                if k in e:
                    extra[k] = _fill(e[k], m)
            piece = piece[m.end():]
        if self.first(W.MESSAGES, piece, whole=True):
            ctx["message"] = True
            return []
        cost = self.first(W.COSTS, piece)
        g = self.first(W.GERUNDS, piece)
        if g and not cost:
            piece = g[0]["verb"] + piece[g[1].end():]
            cost = self.first(W.COSTS, piece)
        if cost:
            e, m = cost
            rest = piece[m.end():]
            joined = re.match(r"(?:,? and(?: then)? |, then | )", rest) if rest else None
            if rest and (joined is None or not self.first(W.EFFECT_VERBS + W.GERUNDS, rest, joined.end())) and not e["phrasing"].endswith(" to"):
                cost = None
        if cost:
            e, m = cost
            eff = self._make(e, m, ctx, extra)
            if eff is None:
                return None
            ctx.setdefault("costs", []).append(eff)
            rest = piece[m.end():].strip()
            rest = re.sub(r"^(?:,? ?and(?: then)? |, then )", "", rest)
            if not rest:
                return []
            return self.effect(rest, ctx, extra)
        for e in W.EFFECTS:  # the first wording that reads the piece whole and names a variable
            m = _rx(e["phrasing"], self.t, True).fullmatch(piece)
            if m:
                eff = self._make(e, m, ctx, extra)
                if eff is not None:
                    return [eff]
        return self.coordinated(piece, ctx)

    def coordinated(self, piece: str, ctx: dict) -> list[Effect] | None:
        """One verb for several variables: 'set their Advantage and their Disadvantage'."""
        m = re.match(r"(\w+) (.+?)(?:,? and )(.+)$", piece)
        if not m or not self.first(W.EFFECT_VERBS, piece):
            return None
        out: list[Effect] = []
        for part in (m.group(2), m.group(3)):
            got = self.effect(f"{m.group(1)} {part}", ctx) if " and " not in part else None
            if not got:
                return None
            out.extend(got)
        return out

    def _make(self, e: dict, m: re.Match, ctx: dict, extra: dict) -> Effect | None:
        g = m.groupdict()
        op = e["op"]
        src = e.get("var_from")
        if src == "condition":
            var = ctx.get("cond_var")
        elif src == "item":
            var = self.vars.find((g.get("item") or "").split(" ")[-1]) or self.variable(re.sub(r"^(?:an?|the|this|that) ", "", g.get("item") or "") + "s")
        elif src == "unit":
            sign = next((c for c in (g.get("n") or "") if c in "₩$£"), "")
            var = self.vars.money(sign) if sign else None
        else:
            words = g.get("var")
            if e.get("any_var") and words:  # "one of each material listed in …": the kind of thing the items are
                words = words[:1].upper() + words[1:]
            if words is None and g.get("n"):  # "award themselves ₩1,000": the amount's unit names the variable
                sign = next((c for c in g["n"] if c in "₩$£"), "")
                var = self.vars.money(sign) if sign else None
            else:
                var = self.variable(words)
                if op in ("add item", "remove item") and g.get("item") and not self.vars.find(words or ""):
                    # "add a System to their Bot": the list is the one of the item's kind
                    head = re.sub(r"^(?:an?|the|this|that|one|any) ", "", g["item"]).split(" ")[0]
                    var = self.vars.find(head + "s") or self.vars.find(head) or var
        if var is None:
            return None
        whose = e.get("whose") or extra.get("whose")
        if whose is None:
            if g.get("of") is not None and op != "transfer":
                whose = self.of_whom(g["of"])
            else:
                scope = self.vars.scope(var)
                by_game = scope == "global" or ctx.get("who", "").startswith(("emperor", "admin"))
                whose = self.whose(g.get("whose"), "the game" if by_game else "own")
        if whose is None:
            return None
        if whose == "own" and ctx.get("who", "").startswith(("emperor", "admin")) and (g.get("whose") or "").strip():
            whose = "player"
        amount = g.get("value") if "value" in g and g.get("value") is not None else g.get("n") if g.get("n") is not None else e.get("amount")
        if op == "add item" and self.vars.kind(var) in _NUMERIC:  # "add the sum of … to the Vassal's Damage"
            op, amount = "increase", g.get("item")
        elif op in ("add item", "remove item") and g.get("item"):
            amount = g["item"].strip()
        amount = self.amount(amount) if op not in ("add item", "remove item") else amount
        if isinstance(amount, str):
            amount = amount.strip().strip("“”\"")
        to = None
        if op == "transfer":
            var2 = self.variable(g.get("var2"))
            n2 = self.amount(g.get("n2"))
            to = self.of_whom(g["of"]) if g.get("of") else self.whose(g.get("whose2"))
            if var2 != var or n2 != amount or whose != "own" or to in (None, "own"):
                return None
        per = extra.get("per") or (g.get("per") or None)
        if per and e.get("any_var"):
            per = "each " + var + " listed in " + g["per"]
        per = re.sub(r"^(?:for|per) ", "", per) if per else None
        return Effect(var, op, amount, whose, to, per=per, limit=g.get("limit") or None, when=extra.get("when"))

    def body(self, text: str, ctx: dict) -> tuple[list[Effect], list[str]]:
        """The effects of a body, and its pieces not read ("effects: ...")."""
        effects: list[Effect] = []
        unread: list[str] = []
        whole = self.effect(text, dict(ctx)) if " and " in text else None
        if whole and len(whole) == 1 and whole[0].op == "transfer":  # one effect, though it says "and"
            return whole, []
        for piece in self.pieces(text):
            if re.match(r"either\b", piece, re.I) or _rx(r" or (?:" + _alternation(W.EFFECT_VERBS + W.GERUNDS) + ")", self.t).search(piece):
                unread.append(("costs: " if self.first(W.COST_WORDS, re.sub(r"^either ", "", piece, flags=re.I)) else "effects: ") + piece + " (a choice)")
                continue
            got = self.effect(piece, ctx)
            if got is None:
                unread.append(("costs: " if self.first(W.COST_WORDS, piece) else "effects: ") + piece)
            else:
                effects.extend(got)
        return effects, unread

    def pieces(self, text: str) -> list[str]:
        """A body cut where a joiner is followed by the verb of another effect."""
        verbs = _alternation(W.EFFECT_VERBS) + "|" + _alternation(W.GERUNDS)
        joiners = _alternation(W.JOINERS)
        rx = _rx(f"(?:{joiners})(?=(?:either )?(?:{verbs}))", self.t)
        out, pos = [], 0
        for m in rx.finditer(text):
            part = text[pos:m.start()]
            lead = self.first(W.EFFECT_LEADS, part + ", ")
            if lead and lead[1].end() >= len(part) + 2:  # "For each Vassal," is said of the effect after it
                continue
            out.append(part)
            pos = m.end()
        out.append(text[pos:])
        return [p.strip() for p in out if p.strip()]

    # ---- sentences
    def leads(self, s: str, pos: int, acc: dict):
        """Read leads from ``pos``; yield (position after them, parts read), the shortest conditions first."""
        yield pos, acc
        for table, key in ((W.KINDS, "kind"), (W.FREQUENCIES, "frequency"), (W.CONDITION_LEADS, "cond")):
            for e in table:
                rx = _rx(e["phrasing"], self.t)
                m = rx.match(s, pos)
                if not m:
                    continue
                new = dict(acc, conds=list(acc.get("conds", [])))
                if key == "kind":
                    new["kind"] = _fill(e["kind"], m).lower()
                    if new.get("kind_said"):
                        said = new["kind_said"]
                        new["frequency"] = new.get("frequency") or ("at any time" if said == "any time" else said)
                    new["kind_said"] = new["kind"]
                elif key == "frequency":
                    new["frequency"] = _fill(e["frequency"], m)
                    new.setdefault("freq_kind", _fill(e.get("kind", ""), m) or None)
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
        rest = s[m.end():]
        mm = _rx(rf" (?:{modal})(?= |,|:|$)", self.t).match(rest)
        if mm:
            return e["who"], None, m.end() + mm.end()
        for q in W.QUALIFIERS:
            qm = _rx(rf" (?:{q['phrasing']}) (?:{modal})(?= |,|:|$)", self.t).match(rest)
            if qm:
                return e["who"], qm.group("cond").strip(), m.end() + qm.end()
        return None

    def not_action(self, s: str) -> bool:
        return bool(self.first(W.NOT_ACTIONS, s))

    def sentence(self, s: str, items: list[tuple[int, str]], cite: Citation, rule: Rule) -> bool:
        """Read one sentence (with the list items that follow it); True when it was read as action(s) or as a part
        of one, False when it says nothing of actions."""
        s = _norm(s)
        if not s:
            return False
        for e in W.NAMES:
            m = _rx(e["phrasing"], self.t).search(s)
            if m:
                name = m.group("name").strip()
                if m.start() == 0 and self.actions and self.actions[-1].citation and self.actions[-1].citation.rule == rule.title:
                    self.actions[-1].name = name
                    self.actions[-1].unread = [u for u in self.actions[-1].unread if not u.startswith("name:")]
                    return True
                s = (s[:m.start()] + s[m.end():]).replace("  ", " ")
                self._named = name
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
                a = Action(name, "atomic", who=None, citation=cite)
                if name is None:
                    a.unread.append("name: not said in its sentence")
                self.steps(a, items)
                self.actions.append(a)
                return True
        if self.not_action(s):
            return False
        named = getattr(self, "_named", None)
        self._named = None
        for pos, parts in self.leads(s, 0, {}):
            act = self.actor(s, pos)
            if act is None:
                continue
            who, qual, after = act
            conds = list(parts.get("conds", []))
            if who == "(said before)":
                who = self.who_of(conds)
                if who is None:
                    self.unread.append(Unread("action", cite, "whom 'they' stands for is not read"))
                    return True
            if qual:
                conds.append(qual)
            self.rest(s[after:], items, cite, dict(parts, who=who, conds=conds, name=named))
            return True
        if self.looks_like_action(s):
            self.unread.append(Unread("action", cite, "its words before the actor, or its actor, are not read"))
            return True
        return False

    def var_of(self, conds: list[str]) -> str | None:
        """The declared variable a condition speaks of ('When an Operator's Readiness is Staging …': Readiness)."""
        for c in conds:
            for v in self.vars.specs:
                name = self.vars._name(v)
                if re.search(r"\b" + re.escape(name) + r"\b", c, re.I):
                    return name
        return None

    def who_of(self, conds: list[str]) -> str | None:
        for c in conds:
            hit = self.first(W.ACTORS, c)
            if hit and hit[0]["who"] != "(said before)":
                return hit[0]["who"]
        return None

    def looks_like_action(self, s: str) -> bool:
        modal = _alternation(W.MODALS)
        actor = _alternation([e for e in W.ACTORS if e["who"] != "(said before)"])
        if _rx(rf"\b{actor}\b[^.]*? (?:{modal})[ ,:](?!not\b|only\b|also have\b|have\b|be\b)", self.t).search(s):
            return True
        return bool(_rx(_alternation(W.KINDS[:-1]), self.t).search(s))

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
            f = self.first(W.FREQUENCIES, s, m.end()) if m.end() else None
            if f and s[f[1].end():].startswith(","):
                ctx["frequency"] = _fill(f[0]["frequency"], f[1])
                ctx.setdefault("freq_kind", _fill(f[0].get("kind", ""), f[1]) or None)
                s = s[f[1].end() + 1:].lstrip()
                continue
            s = re.sub(r"^(?:optionally|instead|also) ", "", s)
            break
        s = s.rstrip(".").strip()
        list_kind = None
        if s.endswith(":") and items:
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
                    if hit[1].groupdict().get("freq"):
                        ctx["frequency"] = hit[1].group("freq").lower()
                    s = (s[:hit[1].start()] + (hit[1].groupdict().get("rest") or "")).strip()
        body, tails = self.tails(s, ctx)
        ctx["cond_var"] = self.var_of(ctx["conds"])
        if list_kind == "condition":
            ctx["conds"].append("; ".join(t for _, t in items))
        kind = ctx.get("kind") or ctx.get("freq_kind") or "unspecified"
        freq = ctx.get("frequency")
        if kind == "any time" and ctx.get("kind_said") and ctx.get("kind_said") != "any time":
            kind = ctx["kind_said"]
        base = dict(kind=kind, who=ctx["who"], frequency=freq, conditions=list(ctx["conds"]), citation=cite)
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
        name_hit = self.first(W.NAMED_VERB, body) if body and not self.first(W.EFFECT_VERBS, body) else None
        if name_hit:
            e, m = name_hit
            a.name = a.name or m.group("name")
            obj = (m.group("object") or "").strip()
            rel = re.search(r"\b(?:that|which) ((?:is|are|has|have) .+)$", obj)
            if rel:
                a.conditions.append(rel.group(1))
            body = body[m.end():].strip()
            body = re.sub(r"^,? ?by ", "", body)
        elif body and _rx(r" by (?:either )?(?:" + _alternation(W.GERUNDS) + ")", self.t).search(body):
            # "add a System … to their Bot by spending its Effective Cost": the effect, then how it is paid
            cut = _rx(r" by (?:either )?(?:" + _alternation(W.GERUNDS) + ")", self.t).search(body)
            body = body[:cut.start()] + ", and " + body[cut.start() + 4:]
            if body.startswith(", "):
                a.unread.append("effects: " + body[2:])
                body = ""
        a.effects, unread = self.body(body, ctx) if body else ([], [])
        a.unread.extend(unread)
        a.costs = ctx.get("costs", [])
        if list_kind == "steps":
            a.citation = Citation(cite.rule, cite.text + "".join("\n• " + t for _, t in items), cite.number, cite.section)
            self.steps(a, items)
        if a.name is None and not a.effects and not a.costs and not list_kind and not a.unread and not ctx.get("message"):
            a.unread.append("effects: " + (body or "none said"))
        self.finish(a)

    def tails(self, s: str, ctx: dict) -> tuple[str, list]:
        """The body before the first tail; the tails' conditions, kinds, frequencies added to ``ctx``."""
        found = []
        for e in W.TAILS:
            for m in _rx(e["phrasing"], self.t).finditer(s):
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
                ctx["conds"].append(g["cond"].strip().rstrip(","))
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
                    ctx["frequency"] = _fill(hit[0]["frequency"], hit[1])
            out.append((e, s[start:stop]))
        return body.strip().rstrip(","), out

    def steps(self, a: Action, items: list[tuple[int, str]]) -> None:
        """The effects of an action's steps: each top-level step read as effects, or listed unread."""
        ctx = {"who": a.who or "", "conds": []}
        for depth, text in items:
            if depth > 1:
                continue
            parts = [p for p in sentences(_norm(text)) if p]
            for p in parts:
                got, unread = self.body(p.rstrip("."), ctx)
                a.effects.extend(got)
                a.unread.extend(u.replace("effects: ", "step: ", 1) for u in unread)
        a.costs.extend(ctx.get("costs", []))

    def finish(self, a: Action) -> None:
        self.actions.append(a)

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
                got, unread = self.body(_norm(row[k]).rstrip("."), ctx) if "." not in _norm(row[k]).rstrip(".") else (None, None)
                if got is None or unread or not (got or ctx.get("costs")):
                    self.unread.append(Unread("action", cite, f"the {t.header[k]} of “{row[0]}” is not read"))
                    continue
                a = Action(row[0].strip(), "unspecified", who=None, effects=got, costs=ctx.get("costs", []), citation=cite)
                self.actions.append(a)

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
        for verb, text, cite in self.effects_of:
            a = by_name.get(verb.casefold())
            if a is None:
                self.unread.append(Unread("action", cite, f"the effects of “{verb}”, an action not read"))
                continue
            got, unread = self.body(text, {"who": a.who or "", "conds": []})
            a.effects.extend(got)
            a.unread.extend(unread)
        for a in self.actions:
            if a.name and not a.effects and not any(u.startswith(("effects:", "step:")) for u in a.unread):
                a.unread.append(f"effects: what “{a.name}” does is said apart from its sentence, not read")


def _blocks(rule: Rule):
    """(sentence, its list items as (depth, text)) of a rule's text, tables left out (read apart)."""
    paras = [p for p in rule.text.split("\n\n") if p.strip()]
    is_list = lambda p: all(re.match(r"\s*(?:• |\d+\. )", line) for line in p.split("\n") if line.strip())
    items_of = lambda p: [((len(line) - len(line.lstrip())) // 2 + 1, re.sub(r"^\s*(?:• |\d+\. )", "", line)) for line in p.split("\n") if line.strip()]
    i = 0
    while i < len(paras):
        p = paras[i]
        if is_list(p):
            for depth, item in items_of(p):
                if depth == 1:
                    yield item, []
            i += 1
            continue
        if "\n" in p and " | " in p:
            i += 1
            continue
        sents = sentences(p.replace("\n", " "))
        items = []
        if p.rstrip().endswith((":", ":-")) and i + 1 < len(paras) and is_list(paras[i + 1]):
            items = items_of(paras[i + 1])
            i += 1
        for k, s in enumerate(sents):
            yield s, (items if k == len(sents) - 1 else [])
        i += 1


def read_actions(ruleset_or_reader: Ruleset | Reader, terms: Terms, variables=()) -> tuple[list[Action], list[Unread]]:
    """Every action the dynastic rules in force define, and the sentences that look like actions but were not read.

    ``terms`` are the dynasty's words (Terms(player=..., players=..., emperor=...)); ``variables`` the declared
    variables (VarSpecs, a dict of them, or names) the effects' words are matched to."""
    reader = ruleset_or_reader if isinstance(ruleset_or_reader, Reader) else Reader(ruleset_or_reader)
    rules = [r for r in reader.rules if r.section == "Dynastic Rules" and reader.in_force.get(id(r), True)]
    return _read(rules, terms, variables)


def read_rule_text(text: str, terms: Terms, variables=(), title: str = "Rule") -> tuple[list[Action], list[Unread]]:
    """The actions of one rule's plain text (paragraphs apart by blank lines, list items as '• ')."""
    return _read([Rule(title=title, level=2, text=text, section="Dynastic Rules")], terms, variables)


def _read(rules: Iterable[Rule], terms: Terms, variables) -> tuple[list[Action], list[Unread]]:
    r = _Reading(terms, variables)
    for rule in rules:
        r._named = None
        for s, items in _blocks(rule):
            cite = Citation(rule.title, s.strip(), rule.number, rule.section)
            r.sentence(s, items, cite, rule)
        r.table(rule)
    r.settle()
    return r.actions, r.unread


def action_to_dict(a: Action) -> dict:
    """An action as plain data (for JSON and the schema's view): its fields, its effects, its citation."""
    d = asdict(a)
    d["citation"] = asdict(a.citation) if a.citation else None
    return d
