"""The effects and costs of an action's body, read one piece at a time (validators.actions reads the rest).

A body ("spend 3 Energy to change their Location to the Pool, and gain one Party Score") is cut where a joiner is
followed by the verb of another effect; each piece is read whole by the first wording of phrasings.actions
EFFECTS or COSTS that names a variable; "A to B" reads A as what B costs. A piece not read is returned as
"effects: ..." or "costs: ..." (the field it would fill), never dropped. Words are matched to the declared
variables; an undeclared name in lower case is not taken for a variable.
"""
from __future__ import annotations

import functools
import re

from ..phrasings import actions as W
from ..reading.numbers import Unreadable, read_amount, read_number, read_small_number
from ..reading.phrasing import Terms, compile_phrasing
from ..reading.text import without_s
from .action_variables import Variables
from .model import Effect

__all__ = ["EffectReader", "fill", "phrasing_rx"]

NUMERIC = ("int", "money", "percent", "number")
# tables tried together (one list each, so a reader compiles each once: EffectReader.compiled)
VERBS_AND_GERUNDS = W.EFFECT_VERBS + W.GERUNDS
VERBS_GERUNDS_COSTS = VERBS_AND_GERUNDS + W.COST_WORDS
_SIGNS = "₩$£"


def base_form(words: str) -> str:
    """The first word of ``words``, a verb said of one ("e Challenges", "she Marches"), in its base form; so is an
    effect's verb joined to it by "and" ("gains 2 Wellness and loses 1 Wakefulness")."""
    verb, rest = re.match(r"(\S+)(.*)", words, re.S).groups()
    joined = re.compile(alternation(W.EFFECT_VERBS), re.I)
    rest = re.sub(r"(?<=\band )((?:then |also )?)(\w+s)\b",
                  lambda m: m.group(1) + (b if joined.fullmatch(b := without_s(m.group(2))) else m.group(2)), rest)
    return without_s(verb) + rest


def phrasing_rx(phrasing: str, terms: Terms, whole: bool = False) -> re.Pattern:
    return compile_phrasing(phrasing, terms, re.I, W.SPACES, whole)


def alternation(table: list[dict]) -> str:
    """The wordings of a table as one alternative (their named groups made plain, as they may repeat)."""
    return _alternation(tuple(e["phrasing"] for e in table))


@functools.lru_cache(maxsize=256)
def _alternation(phrasings: tuple[str, ...]) -> str:
    return "(?:" + "|".join(re.sub(r"\(\?P<\w+>", "(?:", p) for p in phrasings) + ")"


def fill(template: str, m: re.Match) -> str:
    """A table's template ("once per {period}") filled with a match's groups."""
    groups = {k: (v or "") for k, v in m.groupdict().items()}
    if groups.get("days") and not groups.get("hours") and (days := read_small_number(groups["days"])):
        groups["hours"] = str(days * 24)  # "once every 4 days": the bound in hours, as the corpus writes it
    if groups.get("hours") and not groups["hours"].isdigit():
        try:  # "once per seventy-two hours": the hours in figures, as the corpus writes them
            groups["hours"] = str(read_number(groups["hours"].replace(" ", "-")))
        except Unreadable:
            pass
    return re.sub(r"\{(\w+)\}", lambda g: groups.get(g.group(1), ""), template).strip()


class EffectReader:
    """Reads the effects of bodies for one dynasty's terms and variables."""

    def __init__(self, terms: Terms, variables):
        self.t = terms
        self.vars = variables if isinstance(variables, Variables) else Variables(variables)
        self._tables: dict[tuple[int, object], tuple[list[dict], list[tuple[dict, re.Pattern]]]] = {}

    def compiled(self, table: list[dict], whole: bool | str = False) -> list[tuple[dict, re.Pattern]]:
        """Each entry of a wording table with its pattern for this reader's terms, looked up once per table (a reading
        tries the same tables at every word: one look-up per entry per try was a third of its time). ``whole``: every
        pattern anchored to the end, or "entry" for each entry's own ``whole``. The table is kept with its patterns, so
        its id is never another table's."""
        key = (id(table), whole)
        hit = self._tables.get(key)
        if hit is None:
            hit = self._tables[key] = (table, [(e, phrasing_rx(e["phrasing"], self.t, e.get("whole", False) if whole == "entry" else whole))
                                               for e in table])
        return hit[1]

    def first(self, table: list[dict], text: str, pos: int = 0, whole: bool = False):
        """The entry of ``table`` whose phrasing reads ``text`` at ``pos`` (the longest; the first of equals)."""
        best = None
        for e, rx in self.compiled(table, whole):
            m = rx.fullmatch(text, pos) if whole else rx.match(text, pos)
            if m and (best is None or m.end() > best[1].end()):
                best = (e, m)
        return best

    def whose(self, words: str | None, default: str = "own") -> str | None:
        if not words:
            return default
        hit = self.first(W.WHOSE, words, whole=True)
        return fill(hit[0]["whose"], hit[1]) if hit else None

    def of_whom(self, words: str) -> str | None:
        hit = self.first(W.OF_WHOM, words, whole=True)
        return fill(hit[0]["whose"], hit[1]) if hit else None

    def amount(self, text):
        if text is None or isinstance(text, int):
            return text
        t = text.strip().strip("“”\"'")
        if self.first(W.ANY_AMOUNT, t, whole=True) or t == "N":
            return "x"
        if t.endswith("%") or t.lower() in ("none", "nothing", "no"):
            return t
        if t.lower() in ("a", "an", "a single", "one single"):  # "spend a Charm": one of them
            return 1
        n = read_amount(t)
        if n is None:
            n = read_small_number(t) if re.fullmatch(r"[a-z-]+|\d+", t, re.I) else None
        return n if n is not None else t

    def variable(self, words: str | None, ctx: dict | None = None) -> str | None:
        """The declared variable these words name; the words for an undeclared capitalised name; the variable of
        the condition for "it"/"that number" where the actor is the condition's subject; None otherwise."""
        if not words:
            return None
        w = words.strip().strip("“”\"'")
        if self.first(W.PRONOUN_VARS, w, whole=True):
            return (ctx or {}).get("cond_var")
        for e in W.OWNED:
            m = phrasing_rx(e["phrasing"] + "$", self.t).search(w)
            if m:
                w = w[:m.start()]
        more = self.first(W.MORE_OF, w)
        on_top = self.variable(w[more[1].end():], ctx) if more else None  # "1 additional Twig": the amount on top of another
        if on_top:
            return on_top
        found = self.vars.find(w)
        if found:
            return found
        # "their Headgear field": the variable said with the word for where it is written (FIELD_WORDS)
        bare = re.sub(r" (?:%s)$" % alternation(W.FIELD_WORDS), "", w, flags=re.I).strip("“”\"'")
        if bare != w and self.vars.find(bare):
            return self.vars.find(bare)
        spelled = self.vars.initials(w) or (bare != w and self.vars.initials(bare))
        if spelled:  # "12 LS" where Loyalty Stamps is declared, "their RP statistic" of Rail Pass: its initials
            return spelled
        w = re.sub(r"^(?:the|a|an) ", "", w)
        said = next((n for n in self.vars.names() if re.match(re.escape(n) + r" (?-i:[a-z])", w, re.I)), None)
        if said:  # "their Shrine list", "the Order they belong" where Shrine, Order are declared: no other name
            return None
        if re.search(r"\w(?:'s|s') ", w):  # "a Pilgrim's Gold": whose it is was not read; a possessive is in no name
            return None
        if any(phrasing_rx(e["phrasing"], self.t).search(w) for e in W.NAME_BREAKS):  # "Motto equal", "Gold per Relic"
            return None
        if self.vars.part_of(w):  # "in Pieces of Eight" read as "Eight": a declared name cut short is no name
            return None
        if self.vars.abbreviated(w):  # "an amount of RN" where Renown is declared: which it stands for is not read
            return None
        if w.casefold() in {n.casefold() for n in W.CORE_NOUNS}:  # "remove this rule from the Ruleset": a thing of
            return None  # the core rules (the Ruleset, a Proposal), never a value of the gamestate unless declared
        return w if w[:1].isupper() else None

    # ---- one piece
    def effect(self, piece: str, ctx: dict, extra: dict | None = None) -> list[Effect] | None:
        """The effects one piece of a body says (None when it is not read whole); costs go to ctx["costs"], the
        parts of a cost's purpose not read to ctx["more_unread"]."""
        piece = piece.strip().rstrip(".;").strip()  # "set their SP to 4; this action is known as …"
        if not piece:
            return []
        # 'their "grain"', "his or her 'Task' Field": a declared variable's name in quotes is that variable
        piece = re.sub(r"[\"“]([^\"“”]{1,40})[\"”]|(?<!\w)['‘]([^'‘’\"“”]{1,40})['’](?!\w)",
                       lambda m: (m.group(1) or m.group(2)) if self.vars.find(m.group(1) or m.group(2)) else m.group(0), piece)
        if not self.vars.find("Points"):  # "by 3 points" where no Points are declared: the unit of the change
            piece = re.sub(r"\bby (\d+|one|two|three|four|five|six|seven|eight|nine|ten) points?$", r"by \1", piece)
        extra = dict(extra or {})
        while True:  # leads of a step: "For each Assigned Serf,", "For each Vassal,", "if ...,", "Otherwise,"
            hit = self.first(W.EFFECT_LEADS, piece)
            if not hit:
                break
            e, m = hit
            for k in ("per", "whose", "when"):
                if k in e:
                    extra[k] = fill(e[k], m)
            piece = piece[m.end():]
        for e in W.PIECE_REWRITES:  # "their Trade in the GNDT": where it is written, not what it is
            piece = phrasing_rx(e["phrasing"], self.t).sub(lambda m: fill(e["as"], m) if e["as"] else "", piece)
        if self.first(W.MESSAGES, piece, whole=True) or self.first(W.SELECTIONS, piece, whole=True):
            ctx["message"] = True
            done = next((m for e in W.POST_DOES for m in [phrasing_rx(e["phrasing"], self.t).search(piece)] if m), None)
            does = (base_form(done.group("named")) if done.group("one") else done.group("named")) if done else ""
            if does and self.named(does):  # "a story post in which they Banish a Magnate": the action's name
                ctx.setdefault("named", does)
            named = next((m for e in W.POST_CONTENTS for m in [phrasing_rx(e["phrasing"], self.t).search(piece)] if m), None)
            if named and self.first(W.MESSAGES, piece, whole=True):  # what the post names is the game's: not read
                ctx.setdefault("more_unread", []).append(f"effects: {piece} (what it names, not read)")
            return []
        cost = self.cost_at(piece)
        g = self.first(W.GERUNDS, piece)
        if g and not cost:
            piece = g[0]["verb"] + piece[g[1].end():]
            cost = self.cost_at(piece)
        if cost:
            e, m = cost
            rest = piece[m.end():]
            joined = re.match(r"(?:,? and(?: then)? |, then | )", rest) if rest else None
            if rest and (joined is None or not self.first(VERBS_AND_GERUNDS, rest, joined.end())) and not e["phrasing"].endswith(" to"):
                cost = None
        if cost:
            e, m = cost
            eff = self.make_effect(e, m, ctx, extra, cost=True)
            if eff is None:
                return None
            ctx.setdefault("costs", []).append(eff)
            rest = re.sub(r"^(?:,? ?and(?: then)? |, then )", "", piece[m.end():].strip())
            return self.purpose(rest, ctx) if rest else []
        gapped = self.gapped(piece, ctx, extra)
        if gapped is not None:
            return gapped
        for e, rx in self.compiled(W.EFFECTS, True):  # the first wording that reads the piece whole and names a variable
            m = rx.fullmatch(piece)
            if m:
                made = self._both(e, m, ctx, extra) if e.get("both") else [self.make_effect(e, m, ctx, extra)]
                if all(x is not None for x in made):
                    return made
        # "lose 3 Faith to build a Shrine": the cost read and its purpose listed is the piece read ([] of effects), not
        # a piece to read again another way with the cost kept (it was read and listed not read at once)
        paid = self.paid_for(piece, ctx)
        return paid if paid is not None else self.coordinated(piece, ctx)

    def cost_at(self, piece: str):
        """The cost said at the start of a piece (a wording marked whole must read the piece whole; one that can read
        it whole does, so that a name of several words ends the piece: "spending 2 Action Points")."""
        best = None
        for e, rx in self.compiled(W.COSTS, "entry"):
            m = rx.fullmatch(piece) if e.get("whole") else rx.match(piece)
            if m and (best is None or m.end() > best[1].end()):
                best = (e, m)
        if best and best[1].end() < len(piece):  # "spending 2 Action": the name read short; whole, if a wording can
            whole = next(((e, m) for e, rx in self.compiled(W.COSTS, "entry") if not e.get("var_from")
                          for m in [rx.fullmatch(piece)] if m), None)
            best = whole or best
        return best

    def named(self, text: str, always_only: bool = False, about: str = ""):
        """The action's name said as a verb of the rules at the start of ``text`` (NAMED_VERB, in order). A verb
        the core rules use (CORE_VERBS) is a name only where what it acts on (its object, or for "it" the thing
        ``about`` names, the condition before) is a thing of the dynasty's, no thing of the core rules."""
        for e in W.NAMED_VERB:
            if always_only and not e.get("always"):
                continue
            m = phrasing_rx(e["phrasing"], self.t).match(text)
            if m and m.group("name").split(" ")[0].casefold() in W.NOT_NAMES:
                continue  # "may EITHER:": a word of the language in capitals, no name
            if m and (m.group("name") not in W.CORE_VERBS or (m.group("name") not in W.FATE_VERBS and self.dynastic_object(m, about))):
                return e, m
        return None

    def dynastic_object(self, m: re.Match, about: str) -> bool:
        """Whether the object of a core verb ("Close it", "Close a Sighting") is a thing of the dynasty's own."""
        obj = (m.groupdict().get("object") or "").strip()
        words = about if re.fullmatch(r"(?:it|them|this|that)?", obj, re.I) else obj
        nouns = re.findall(r"\b[A-Z][a-z]+(?: (?:for |of )?[A-Z][a-z]+)*", words)
        if any(re.search(r"\b" + re.escape(w) + r"\b", words) for w in W.VOTABLE_STATES):
            return False  # "If a Pending Petition is Unpopular": a Votable Matter
        core = {w.casefold() for w in W.CORE_NOUNS}
        terms = {w.casefold() for w in self.t.player + self.t.players + self.t.emperor}
        rule = getattr(self, "rule_text", "") or ""
        alt = "|".join(re.escape(w) for w in W.CORE_NOUNS)
        def defined(n):  # "A Detour is a type of Story Post that is a Votable Matter"
            return any(re.search(r"\b" + re.escape(w) + r"s? (?:is|are) (?:an? )?(?:(?:type|kind|sort|form) of )?(?:[\w ]+? )?(?:that is an? )?(?:" + alt + r")\b", rule)
                       for w in n.split())

        return bool(nouns) and not any(n.casefold() in core or n.casefold() in terms or defined(n) for n in nouns)

    def purpose(self, text: str, ctx: dict) -> list[Effect]:
        """What a cost is paid for ("… to change their Location to the Pool, and gain one Party Score"); a
        capitalised verb there is the action's name ("spend 10 Power to Raid an Oligarch, reducing …")."""
        if text[:1].isupper() or re.match(r"(?:take|perform|attempt|launch|undertake|conduct) an? [A-Z]", text):
            nm = self.named(text)  # or the capitalised noun of "to attempt a Heist"
            if nm:
                ctx.setdefault("named", nm[1].group("name"))
                text = re.sub(r"^,? ?(?:by )?", "", text[nm[1].end():].strip())
                if not text:
                    return []
        effects, unread = self.body(text, ctx)
        ctx.setdefault("more_unread", []).extend(unread)
        return effects

    def paid_for(self, piece: str, ctx: dict) -> list[Effect] | None:
        """'A to B': A is what B costs ("reduce their Budget by X to reduce their Debt by X"); where A is not read
        and B is, A is listed as a cost not read ("cease to hold that Dart to gain DICE3 Party Score")."""
        if ctx.get("depth", 0) >= 2:  # a purpose inside a purpose inside a purpose: not read
            return None
        splits = list(phrasing_rx(alternation(W.PURPOSE), self.t).finditer(piece))
        depth = ctx.get("depth", 0) + 1
        for m in splits[:3]:
            head, rest = piece[:m.start()], piece[m.end():]
            if not self.first(VERBS_GERUNDS_COSTS, head):
                continue
            sub = dict(ctx, costs=[], depth=depth)
            paid = self.effect(head, sub)
            if paid is None and self.first(W.PAID_FOR_NAMES, rest) and not sub["costs"]:
                # "spend all the resources in a Works' cost list to Raise it by …": the cost not read, the action
                # it pays for named all the same
                ctx.setdefault("more_unread", []).append("costs: " + head)
                return self._purpose_at(rest, ctx, depth)
            if paid and not sub["costs"] and all(p.op == "set" and p.amount is not None and p.whose == "own" for p in paid):
                after = self._purpose_at(rest, ctx, depth)  # "set their Permits to 4 to set their Trade to …": a value
                if after:  # the doer sets, then what it is for: both effects of the action, no price said as one
                    return paid + after
            if paid is None or any(p.op not in ("decrease", "lose", "transfer") or not (p.whose == "own" or self.from_store(p, head))
                                   for p in paid):
                continue
            costs = sub["costs"] + [p if p.op == "transfer" else Effect(p.variable, "lose", p.amount, p.whose, per=p.per) for p in paid]
            if not costs:
                continue
            ctx.setdefault("costs", []).extend(costs)
            return self._purpose_at(rest, ctx, depth)
        for m in splits[-1:]:
            head, rest = piece[:m.start()], piece[m.end():]
            if self.first(W.REQUESTS, head):  # "send a PM to the Hangman asking to change …": whoever is asked does it
                return None
            sub = dict(ctx, costs=[], depth=depth)
            effects, unread = self.body(rest, sub)
            if effects and not unread and not sub["costs"]:
                ctx.setdefault("more_unread", []).append("costs: " + head)
                return effects
        return None

    def from_store(self, p: Effect, head: str) -> bool:
        """Whether ``p`` takes from a store every player draws on ("remove 3 Timber from the stockpile", SHARED_STORE):
        the game's, paid for what the action does."""
        return p.whose == "the game" and p.op == "decrease" and bool(phrasing_rx("{SHARED_STORE}", self.t).search(head))

    def _purpose_at(self, rest: str, ctx: dict, depth: int) -> list[Effect]:
        """The purpose read one level deeper (its costs and unread parts kept in ``ctx``)."""
        sub = dict(ctx, depth=depth)
        got = self.purpose(rest, sub)
        for k in ("costs", "more_unread", "named", "message"):
            if k in sub:
                ctx[k] = sub[k]
        return got

    def coordinated(self, piece: str, ctx: dict) -> list[Effect] | None:
        """One verb for several variables: 'set their Advantage and their Disadvantage', 'gain 2 Rope, 1 Sail and 3
        Oil', 'spend 1 Oil and 2 Rope' (a cost of each, kept in ``ctx``); None unless every one reads."""
        m = re.match(r"(\w+) (.+?)(?:,? and )(.+)$", piece)
        if not m or not self.first(W.EFFECT_VERBS, piece):
            return None
        parts = re.split(r", (?!and )", m.group(2)) + [m.group(3)]
        if any(" and " in part or not part.strip() for part in parts):
            return None
        held = re.match(r"(?:their|his|her|eir|its|your|[^,]+?(?:'s|’s|s'|s’)) (?=[A-Z])", parts[0])
        if held:  # "set the Quarry’s Guilders and Hauls to 0": the one possessive is said of each (round 97)
            parts = [parts[0]] + [held.group(0) + p if re.match(r"[A-Z]", p) else p for p in parts[1:]]
        sub = dict(ctx, costs=list(ctx.get("costs", [])))
        out: list[Effect] = []
        tail = re.search(r" (?:to|by|from) [^,]+$", parts[-1])  # "set their Rope and their Sail to 0": to 0, both ("from the stockpile")
        for part in parts:
            paid = len(sub["costs"])
            shared = tail and part is not parts[-1] and not re.search(r" (?:to|by|from) ", part)  # its own value, or the last's
            got = self.effect(f"{m.group(1)} {part}{tail.group(0)}", sub) if shared else None
            got = got or self.effect(f"{m.group(1)} {part}", sub)
            if not got and (got is None or len(sub["costs"]) == paid):  # read nothing, or nothing but a cost
                return None
            out.extend(got)
        ctx["costs"] = sub["costs"]
        return out

    def gapped(self, piece: str, ctx: dict, extra: dict | None = None) -> list[Effect] | None:
        """One verb said once for two changes each with its own value: 'set their Rope to 3 and their Sail to 0',
        'increase their Oil by 2 and their Sail by 1' (the verb said again before the second); None unless both read.
        ``extra``: what the piece's lead said of both ("For each Pilgrim, increase their Faith by 4 and their Gold by 1")."""
        m = phrasing_rx(W.GAPPED_EFFECTS[0]["phrasing"], self.t, whole=True).fullmatch(piece)
        if not m or not self.first(W.EFFECT_VERBS, piece):
            return None
        first = self.effect(f"{m.group('verb')} {m.group('first')}", ctx, extra)
        second = self.effect(f"{m.group('verb')} {m.group('second')}", ctx, extra) if first else None
        return first + second if first and second else None

    def _both(self, e: dict, m: re.Match, ctx: dict, extra: dict) -> list[Effect | None]:
        """'both the Paying Kaiju and its Patron gain 25 Prestige': the actor's and the other's."""
        mine = self.make_effect(e, m, ctx, extra)
        if mine is None:
            return [None]
        other = re.sub(r"^(?:its|their|his|her|the) ", "", m.group("whose2")).strip()
        return [mine, Effect(mine.variable, mine.op, mine.amount, other)]

    def make_effect(self, e: dict, m: re.Match, ctx: dict, extra: dict, cost: bool = False) -> Effect | None:
        g = m.groupdict()
        op = e["op"]
        quantified = None
        src = e.get("var_from")
        if src == "condition":
            var = ctx.get("cond_var")
        elif src == "item":
            item = g.get("item") or ""
            var = self.vars.find(item.split(" ")[-1]) or self.variable(re.sub(r"^(?:an?|the|this|that) ", "", item) + "s")
        elif src == "unit":
            sign = next((c for c in (g.get("n") or "") if c in _SIGNS), "")
            var = self.vars.money(sign) if sign else None
        else:
            words = g.get("var")
            q = self.first(W.QUANTIFIED, words) if words and not g.get("whose") else None
            if q and self.vars.find(words[q[1].end():]):  # "Set all Ploys to nothing": every holder's
                words, quantified = words[q[1].end():], q[0]["whose"]
            if e.get("any_var") and words:  # "one of each material listed in …": the kind of thing the items are
                words = words[:1].upper() + words[1:]
            if words is None and g.get("n"):  # "award themselves ₩1,000": the amount's unit names the variable
                sign = next((c for c in g["n"] if c in _SIGNS), "")
                var = self.vars.money(sign) if sign else None
            else:
                var = self.variable(words, ctx)
                if op in ("add item", "remove item") and g.get("item") and not self.vars.find(words or "") \
                        and re.match(r"(?:an?|one|any) ", g["item"]):
                    # "add a System to their Bot": the list is the one of the item's kind (a kind, said with "a";
                    # "an entry ... containing the name of ..." names no list)
                    head = re.sub(r"^(?:an?|one|any) ", "", g["item"]).split(" ")[0]
                    var = self.vars.find(head + "s") or self.vars.find(head) or var
                    if not g.get("whose") and re.match(r"the (?-i:[A-Z])", words or ""):
                        return None  # "add one Ember … to the Cauldron" (round 19): a thing of the game holds the
                        # items, no list of the actor's; whose it is and how it counts them are not read
        if var is None:
            return None
        # what the emperor or an admin changes is the game's, unless they pay it or gain it ("they may claim 6 Marks":
        # the one who gains is the actor, as "the Admin doing so may award themselves 1 Fame")
        by_game = ctx.get("who", "").startswith(("emperor", "admin")) and not cost and op != "gain"
        whose = e.get("whose") or extra.get("whose") or quantified
        if whose is None:
            if g.get("of") is not None and op != "transfer":
                whose = self.of_whom(g["of"])
            else:
                # "any Pilgrim or the Steward can increase the Strain by 3" (round 45): a value said with "the" and no
                # holder, declared for no player, is the game's ("the Treasury he controls": his, not read so)
                named_the = self.vars.scope(var) is None and not cost and op in ("increase", "decrease", "set", "add item", "remove item") \
                    and re.fullmatch(r"the (?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)*", g.get("var") or "") \
                    and not phrasing_rx(r" (?:that |which )?(?:{ACT_PRONOUN}|it|you) \w+", self.t).match(m.string[m.end("var"):])
                game = self.vars.scope(var) == "global" or by_game or bool(named_the)
                whose = self.whose(g.get("whose"), "the game" if game else "own")
        if whose is None:
            return None
        said = (g.get("whose") or "").strip()
        if whose == "own" and by_game and said and not re.search(r"\bown\b", said, re.I):
            whose = "player"  # the emperor's "their Faith" is a player's; "their own Hunches" the emperor's own
        if whose == "own" and ctx.get("other_actor") and not cost and said.lower().rstrip().split(" ")[0] in W.PRONOUN_OWNERS:
            whose = "another"  # "If an Artist has not …, any other Artist may reduce their Renown": the one the condition names
        led = extra.get("whose") == "each" and not e.get("whose")  # "For each Pilgrim, add 2 to that Pilgrim's Gold": each one's
        if led:
            pass
        elif whose == "each" and ctx.get("who") in ("player", "(unnamed)") and said.lower().startswith(("that ", "the ")) and ctx.get("steps"):
            whose = "own"  # a step of the actor's own action: "Remove the selected Asset from that Scion's Assets",
            # "Increase the Sprinter's Charge by 1" (round 13)
        elif whose == "each" and ctx.get("who") in ("player", "(unnamed)") and said.lower().startswith(("that ", "the ")):
            whose = "another"  # "set that Cardinal's Vice": the other player the action names
        elif whose == "each" and said.lower().startswith("that "):
            whose = re.sub(r"(?:'s|’s|s'|s’|'|’)\s*$", "", said)  # the emperor's "Increase that Trawler’s Pennants by 2":
            # the one player its condition names, not each (the held-out round 97, 2024)
        amount = g.get("value") if g.get("value") is not None else g.get("n") if g.get("n") is not None else e.get("amount")
        if e.get("declared_only") and self.vars.find(var) is None:
            return None  # "clear the Altar": a thing cleared, no value the rules declare
        if e.get("of_undeclared") and self.vars.find(re.sub(r"^(?:the|that|this) ", "", g.get("of") or "")) is not None:
            return None  # "add 2 Gold to the Treasury", a value declared: the Treasury raised, by the wording after
        measured = re.fullmatch(r"(?P<v>.+?) (?:%s)" % alternation([e for e in W.FIELD_WORDS if e.get("measures")]), (g.get("var") or "").strip(), re.I)
        if op == "add item" and (self.vars.kind(var) in NUMERIC  # "add the sum of … to the Vassal's Damage"
                                 or self.first(W.AMOUNT_ITEMS, (g.get("item") or "").strip(), whole=True)):
            op, amount = "increase", g.get("item")  # "add any positive amount … to that Province's Landmarks"
        elif op == "add item" and measured and g.get("item") and self.vars.kind(var) in (None, "unspecified"):
            # "add the Rapport Modifier of their current room to their rapport value" (round 106): a value said with
            # the word for what it measures is a number, raised by what is added, never a list given an item
            op, amount = "increase", g.get("item")
            var = self.variable(measured.group("v"), ctx) or measured.group("v")
        elif op == "add item" and self.vars.kind(var) in (None, "unspecified") and g.get("item") \
                and (held := re.fullmatch(r"(?:their|his|her|eir|its|(?:that|the|this|each) [\w-]+['’]s|[\w-]+['’]s) (?P<v>.+)", g["item"].strip())) \
                and self.vars.find(held.group("v")) not in (None, var):
            return None  # "add that Calling’s Wage to their Scrip" (round 64), neither kind declared: another value's
            # amount added to a number, or a thing put in a list, the words do not say

        elif (op in ("add item", "remove item") or (op == "set" and amount is None)) and g.get("item"):
            amount = g["item"].strip()
            said = re.fullmatch(r"(?:the )?(?:%s) [“\"'‘](?P<text>[^”\"'’]+)[”\"'’]" % alternation(W.TEXT_WORDS), amount, re.I)
            if said:  # "add the text 'Lucky Cap' to …": the item is the text said
                amount = said.group("text")
        if isinstance(amount, str) and not self.letter_defined(amount):
            return None  # "add X to their Renown", X said in another rule: the amount is not known here
        amount = self.amount(amount) if op not in ("add item", "remove item") and not (op == "set" and g.get("item")) else amount
        if isinstance(amount, str):
            if re.match(r"\s*[“\"]?[^“”\"]+[”\"]\s*[^\s.,;:]", amount):  # 'to "Relic" and follow the …': the value
                return None  # said in quotes, more words after it: the piece is read whole or not at all
            if amount.count("(") != amount.count(")"):  # "to 2 (e.g. a Pilgrim with 5 Gold": a bracket the sentence
                return None  # cut before its close; the value is not known to end where the sentence does
            amount = amount.strip().strip("“”\"")
            if op == "set" and self.first(W.FREE_VALUES, amount, whole=True):  # "to any string": no value said
                amount = None
            elif op == "set" and self.first(W.PURPOSE_VALUES, amount, whole=True):  # "to reflect the cure": a purpose
                return None
        to = None
        if op == "transfer":
            if g.get("to") is not None:
                hit = self.first(W.RECEIVERS, g["to"].strip(), whole=True)
                to = fill(hit[0]["to"], hit[1]) if hit else None
            else:
                var2 = self.variable(g.get("var2"), ctx)
                n2 = self.amount(g.get("n2"))
                to = self.of_whom(g["of"]) if g.get("of") else self.whose(g.get("whose2"))
                if var2 != var or n2 != amount:
                    return None
            if whose != "own" or to in (None, "own"):
                return None
        per = extra.get("per") or (g.get("per") or None)
        if per and e.get("any_var"):
            per = "each " + var + " listed in " + g["per"]
        per = re.sub(r"^(?:for|per) ", "", per) if per else None
        if isinstance(amount, str):  # "to one of the following:" the colon leads the list, it is no part of the value
            amount = re.sub(r"\s*:$", "", amount)
            doubled = self.first(W.DOUBLED_PREPOSITIONS, amount, whole=True)
            amount = doubled[1].group("keep") if doubled else amount
        return Effect(var, op, amount, whose, to, per=per, limit=g.get("limit") or g.get("limit2") or None, when=extra.get("when"))

    def letter_defined(self, amount: str) -> bool:
        """False for an amount said by a letter alone ("X", "V") that the rule being read does not define ("where X
        is …", "X is the number of …") nor says twice in one sentence (paid and got: "reduce their Budget by X to
        reduce their Debt by X", an amount the actor chooses): its value is another rule's, not known here. True
        otherwise."""
        said = amount.strip().strip("“”\"'")
        if re.fullmatch(r"(?:\d+|[A-Z])(?: ?[*×] ?(?:\d+|[A-Z]))+", said):  # "3*D": each letter of the product
            return all(self.letter_defined(x) for x in re.findall(r"[A-Z]", said))
        letter = said
        if not re.fullmatch(r"[A-Z]", letter):
            return True
        rule = getattr(self, "rule_text", "") or ""
        if re.search(r"\b" + letter + r"\s*(?:is|are|be|being|equals?|=|shall be|must be)\b", rule):
            return True
        word = re.compile(r"(?<![\w'’])" + letter + r"(?![\w'’])")
        return any(len(word.findall(s)) >= 2 for s in re.split(r"(?<=[.!?])\s+", rule))

    # ---- a body
    def body(self, text: str, ctx: dict) -> tuple[list[Effect], list[str]]:
        """The effects of a body, and its pieces not read ("effects: ..." / "costs: ...")."""
        effects: list[Effect] = []
        unread: list[str] = []
        whole = self.effect(text, dict(ctx, costs=[])) if " and " in text else None
        if whole and len(whole) == 1 and (whole[0].op == "transfer" or re.match(r"roll\b", text, re.I)):
            return whole, []  # one effect, though it says "and" (a transfer; a roll and what its result does)
        choice = phrasing_rx(r" or (?:" + alternation(W.EFFECT_VERBS + W.GERUNDS) + r"|{ACT_AMOUNT} )", self.t)
        for piece in self.pieces(text):
            priced = self.priced(piece, ctx)
            if priced is not None:
                effects.extend(priced)
                continue
            if re.match(r"either\b", piece, re.I) or choice.search(piece):
                paid = self.paid_for(piece, ctx) if not re.match(r"either\b", piece, re.I) else None
                if paid is None:
                    unread.append(self.label(re.sub(r"^either ", "", piece, flags=re.I)) + piece + " (a choice)")
                    head = re.split(r" to (?=\w)", piece, maxsplit=1)
                    if len(head) == 2 and self.first(W.COST_WORDS, head[0]):
                        unread.append("effects: " + head[1])
                else:
                    effects.extend(paid)
                continue
            got = self.effect(piece, ctx)
            if got is None:
                unread.append(self.label(piece) + piece)
                if unread[-1].startswith("effects: ") and self.first(W.OWN_LOSSES, piece):
                    unread.append("costs: " + piece)  # "reducing their Turnips by that number": a price, perhaps
            else:
                effects.extend(got)
        unread.extend(ctx.pop("more_unread", []))
        return effects, unread

    def priced(self, piece: str, ctx: dict) -> list[Effect] | None:
        """'purchase 1 Bread for 5 Groats': what is had and its price (PRICED), each read as the effect and the cost
        its words say; None when not said so, or when either is not read whole."""
        for e in W.PRICED:
            m = phrasing_rx(e["phrasing"], self.t, whole=True).fullmatch(piece.strip().rstrip("."))
            if not m:
                continue
            sub = dict(ctx, costs=[])
            got = self.effect(fill(e["effect"], m), sub)
            paid = self.effect(fill(e["cost"], m), sub)
            if got and paid is not None and not paid and sub["costs"] and not sub.get("more_unread"):
                ctx["costs"] = list(ctx.get("costs", [])) + sub["costs"]
                return got
        return None

    def label(self, piece: str) -> str:
        return "costs: " if self.first(W.COST_WORDS, piece) else "effects: "

    def pieces(self, text: str) -> list[str]:
        """A body cut where a joiner is followed by the verb of another effect."""
        verbs = alternation(W.EFFECT_VERBS) + "|" + alternation(W.GERUNDS)
        joiners = alternation(W.JOINERS)
        rx = phrasing_rx(f"(?:{joiners})(?=(?:either )?(?:{verbs}))", self.t)
        out, pos = [], 0
        for m in rx.finditer(text):
            part = text[pos:m.start()]
            lead = self.first(W.EFFECT_LEADS, part + ", ")
            if lead and lead[1].end() >= len(part) + 2:  # "For each Vassal," is said of the effect after it
                continue
            out.append(part)
            pos = m.end()
        out.append(text[pos:])
        return [p.strip().rstrip(",").strip() for p in out if p.strip().rstrip(",").strip()]
