"""RulesProfile: the core mechanics of the Ruleset in force, read from its text, each with its citation.

Nothing here is keyed on an era. Every value comes from a sentence that a pattern recognised, and
carries that sentence and its rule as a citation. A mechanic whose rule exists but whose wording no
pattern knows becomes an explicit ``unrecognised`` entry quoting the rule; a mechanic the Ruleset
does not mention at all is reported ``absent`` (value null), never silently defaulted.

Reading is by meaning, not by one sentence per era: the vocabulary (``profile_atoms``, data) holds the
atoms of meaning with their phrasings and slots (numbers in digits or words, fractions, the dynasty's own
player/emperor terms, Votes/votes, Judgement/Judgment, CfJ/CFJ); one matcher (``Atoms``) reads an enact/fail
condition clause by clause, each clause one whole atom, and the mechanics stated in a sentence (veto, an
author's AGAINST, DEFERENTIAL, CfJ and DoV resolution, the DoV cooldown, hiatus during a DoV, seasonal
downtime, the gamestate location) are found by their keywords and read from their tables. The wording of the
bundled Rulesets (2009 to 2024) is tried first, so their profiles do not move. A clause or sentence the atoms
do not fully read makes its field unrecognised (quoting the rule), never an approximate value; synonym-
replacement artefacts ("an Vassal", "A Apprentice") are tolerated.
"""
from __future__ import annotations

import functools
import re
from dataclasses import asdict, dataclass, field

from .phrasings import profile as wordings
from .models import Rule, Ruleset, normalise_title
from .reading.citations import Citation, Field, Unrecognised
from .reading.numbers import MONTHS, FRACTION_RX, Unreadable, fraction_text, read_fraction, read_number
from .reading.phrasing import Terms, compile_phrasing, expand
from .reading.text import Reader, Unit, cite, found, lead_and_items, sentences

# --------------------------------------------------------------------------------------------------
# output model


@dataclass
class RulesProfile:
    ruleset: str
    revision: dict | None
    player_term: Field
    player_term_plural: Field
    emperor_term: Field
    term_artefacts: list[dict]
    quorum: Field
    vote_icons: Field
    votes: dict[str, Field]
    proposal: dict[str, Field]
    deferential: dict[str, Field]
    cfj: dict[str, Field]
    dov: dict[str, Field]
    hiatus: dict[str, Field]
    gamestate_location: Field
    roster_location: Field
    rule_status: dict[str, Field]
    unrecognised: list[Unrecognised] = field(default_factory=list)
    # What the output must show although the profile was read: weak signs that the page is not whole (the
    # Ruleset's own, and a mechanic every Ruleset states but no rule of this one defines).
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        d = asdict(self)
        if not d["warnings"]:
            del d["warnings"]  # a whole page's profile reads as it always has
        return d


# --------------------------------------------------------------------------------------------------
# the wordings (phrasings.profile, data) as the reader uses them


def _phrasings(table) -> list[str]:
    return [e["phrasing"] for e in table]


def _with(table, key: str) -> list[tuple[str, object]]:
    return [(e["phrasing"], e.get(key)) for e in table]


CONDITION_ATOMS = {kind: _with(es, "fields") for kind, es in wordings.CONDITIONS.items()}
LIST_LEADS = {group: _phrasings(es) for group, es in wordings.LIST_LEADS.items()}
DOV_SENTENCES = _with(wordings.DOV_SENTENCES, "decides")
VOTE_IS = _with(wordings.VOTE_IS, "value")
PLAYER_TERM, EMPEROR_TERM = _phrasings(wordings.PLAYER_TERM), _phrasings(wordings.EMPEROR_TERM)
MECHANICS = {name: _with(es, "value") for name, es in wordings.MECHANICS.items()}
CFJ_DURATION, CFJ_PASSES = _with(wordings.CFJ_DURATION, "value"), _phrasings(wordings.CFJ_PASSES)
COOLDOWN_TRIGGERS = _with(wordings.COOLDOWN_TRIGGERS, "trigger")
PENDING_DOV_HIATUS, DOWNTIME_EFFECTS = _phrasings(wordings.PENDING_DOV_HIATUS), _phrasings(wordings.DOWNTIME_EFFECTS)
GAMESTATE, ROSTER = _with(wordings.GAMESTATE, "value"), _with(wordings.ROSTER, "value")
S = {key: e["phrasing"] for key, e in wordings.SENTENCES.items()}


# --------------------------------------------------------------------------------------------------
# the condition atoms and their one matcher

_OPEN_FOR = re.compile(r"(?:It )?has been open for voting for at least \d+ hours$", re.I)
_CLAUSE_SEP = re.compile(r",\s*(?:and\s+)?|\s+and\s+")


class Atoms:
    """The atoms of ``profile_atoms`` compiled for one Ruleset's terms, and the matcher that reads a clause
    with them. A phrasing matches a WHOLE clause; its slots become the value's fields."""

    def __init__(self, player: str | None, players: str | None, emperor: str | None):
        self.terms = Terms(player=(player, "Player"), players=(players, (player + "s") if player else None, "Players"),
                           emperor=(emperor, "Emperor"))
        self.conditions = [(kind, self.compile(ph), extra or {}) for kind, phrasings in CONDITION_ATOMS.items() for ph, extra in phrasings]
        self.subject = re.compile(wordings.CLAUSE_SUBJECT["phrasing"], re.I)
        self._read = functools.lru_cache(maxsize=256)(self._read_uncached)

    def expand(self, phrasing: str) -> str:
        return expand(phrasing, self.terms)

    def compile(self, phrasing: str) -> re.Pattern:
        return compile_phrasing(phrasing, self.terms)

    def atom(self, clause: str) -> dict | None:
        """The atom one clause states, or None; a number no one can use is no reading."""
        c = self.subject.sub("", clause.strip(), count=1)
        for kind, rx, extra in self.conditions:
            m = rx.fullmatch(c)
            if m is None:
                continue
            try:
                return {"kind": kind, **_slot_values(m), **extra}
            except Unreadable:
                continue
        return None

    def read(self, text: str) -> list[dict] | None:
        """A condition as the list of atoms its clauses state ("A, B, and C"), or None if any clause is unread."""
        return self._read(text.strip().rstrip(".").strip())

    def _read_uncached(self, text: str) -> list[dict] | None:
        a = self.atom(text)
        if a is not None:
            return [a]
        for m in _CLAUSE_SEP.finditer(text):
            left = self.atom(text[: m.start()])
            if left is None:
                continue
            rest = self._read(text[m.end():])
            if rest is not None:
                if len(rest) == 1 and "," not in m.group(0) and _OPEN_FOR.match(text[: m.start()]):
                    # "... at least 48 hours and half or fewer of its votes are FOR": the second half keeps its
                    # own text (as profiles have always shown it)
                    rest = [dict(rest[0], text=text[m.end():])]
                return [left] + rest
        return None


def _unreadable(why: str):
    raise Unreadable(why)


def _slot_values(m: re.Match) -> dict:
    out: dict = {}
    for name, val in m.groupdict().items():
        if val is None:
            continue
        if name == "days":
            out["hours"] = read_number(val) * 24
        elif name == "fraction":
            out["fraction"] = fraction_text(val)
        else:
            out[name] = read_number(val)
    return out


def _template(value, m: re.Match, terms: dict[str, str | None]):
    """A mechanic's value from its table template: "$slot" the slot's text, "#slot" its number, "?slot"
    whether it matched, "!slot" whether it did not; "{E}" the emperor term."""
    if isinstance(value, dict):
        return {k: _template(v, m, terms) for k, v in value.items()}
    if isinstance(value, str) and value[:1] in "$#?!" and value[1:].isidentifier():
        g = m.group(value[1:])
        if value[0] == "$":
            return g
        if value[0] == "#":
            return read_number(g)
        return bool(g) if value[0] == "?" else not g
    if isinstance(value, str):
        return value.replace("{E}", terms.get("E") or "Emperor")
    return value


# --------------------------------------------------------------------------------------------------
# building the profile


class _Builder:
    def __init__(self, ruleset: Ruleset):
        self.rs = ruleset
        self.r = Reader(ruleset)
        self.unrecognised: list[Unrecognised] = []
        self.player = self.players = self.emperor = None
        self._atoms: Atoms | None = None

    @property
    def atoms(self) -> Atoms:
        if self._atoms is None:
            self._atoms = Atoms(self.player, self.players, self.emperor)
        return self._atoms

    def first(self, table: list[tuple[str, dict]], flags: int = 0, **kw):
        """The first phrasing of a mechanic's table that some rule states, with the value its template gives."""
        for phrasing, template in table:
            m, u = self.r.find(self.p(phrasing), flags=flags, **kw)
            if m:
                return m, u, template
        return None, None, None

    # -- helpers ---------------------------------------------------------------------------------
    def missing(self, name: str, hint: str, what: str) -> Field:
        """No pattern matched: unrecognised if some rule talks about it (quote it), else absent."""
        unit = self.r.mentions(hint)
        if unit is not None:
            self.unrecognised.append(Unrecognised(name, unit.rule.title, unit.text, f"no known wording for {what}"))
            return Field(value=None, citation=cite(unit), status="unrecognised", note=f"no known wording for {what}")
        return Field(value=None, status="absent", note=f"no rule mentions {what}")

    def readable(self, name: str, unit: Unit, what: str, make) -> Field:
        """``make()`` builds the field from a matched sentence; a number in it the reader cannot use makes the
        field unrecognised (quoting the rule) instead of a crash or a guess."""
        try:
            return make()
        except Unreadable as e:
            self.unrecognised.append(Unrecognised(name, unit.rule.title, unit.text, f"{what}: {e}"))
            return Field(value=None, citation=cite(unit), status="unrecognised", note=f"{what}: {e}")

    def p(self, pattern: str) -> str:
        """A phrasing with the era's own terms (no generic "Player"/"Emperor" here: a sentence of the bundled
        wording names the dynasty's)."""
        return expand(pattern, self.term_words)

    @property
    def term_words(self) -> Terms:
        P, E = self.player or "Player", self.emperor or "Emperor"
        return Terms(player=(P,), players=(self.players or "Players", P + "s"), emperor=(E,))

    def term_map(self) -> dict[str, str | None]:
        return {"P": self.player, "PP": self.players, "E": self.emperor}

    # -- rule status -----------------------------------------------------------------------------
    def rule_status(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        m_tag, u_tag = self.r.find(S["rule_status.1"])
        m_rare, u_rare = self.r.find(S["rule_status.2"])
        for rule in self.r.rules:
            tags = [t.casefold() for t in rule.tags]
            if u_tag is not None and ("active" in tags or "inactive" in tags):
                active = "active" in tags
                out[rule.title] = found(active, u_tag)
            elif u_rare is not None and "rare" in tags:
                out[rule.title] = found(False, u_rare, note="[Rare] without a status tag: default status Inactive")
            if rule.title in out and not out[rule.title].value:
                self.r.in_force[id(rule)] = False
                self.r._joined_cache = None
        # "The Core Rule Dormancy is flavour text." (a Building Block neutralising a core rule)
        for m, unit in self.r.find_all(S["rule_status.3"]):
            target = m.group(1).strip()
            for rule in self.r.rules:
                if normalise_title(rule.title) == normalise_title(target) and rule is not unit.rule:
                    self.r.in_force[id(rule)] = False
                    self.r._joined_cache = None
                    out[rule.title] = found(False, unit, note="made flavour text by another rule")
        return out

    # -- terms -----------------------------------------------------------------------------------
    def terms(self) -> tuple[Field, Field, Field]:
        player = plural = emperor = None
        m, u = self.r.find(S["terms.1"])
        if not m:
            m, u = self.r.find(S["terms.2"])
        if m:
            player = found(m.group("p"), u)
        m2, u2 = self.r.find(S["terms.3"])
        if not m2:
            m2, u2 = self.r.find(S["terms.4"])
        if m2:
            emperor = found(m2.group("e"), u2)
        m3, u3 = self.r.find(S["terms.5"])
        if m3:
            player = player or found(m3.group("p"), u3)
            emperor = emperor or found(m3.group("e"), u3)
        for phrasing in PLAYER_TERM if player is None else []:
            m, u = self.r.find(phrasing)
            if m:
                player = found(m.group("p"), u)
                break
        for phrasing in EMPEROR_TERM if emperor is None else []:
            m, u = self.r.find(phrasing)
            if m:
                emperor = found(m.group("e"), u)
                break
        m4, u4 = self.r.find(S["terms.6"])
        if m4:
            plural = found(m4.group("pp"), u4)
        else:
            m5, u5 = self.r.find(S["terms.7"])
            if m5:
                plural = found(m5.group("pp"), u5)
        if player is None:
            player = self.missing("player_term", S["terms.8"], "the player term")
        if emperor is None:
            emperor = self.missing("emperor_term", S["terms.9"], "the emperor term")
        if plural is None:
            if player.value:
                plural = Field(value=player.value + "s", citation=player.citation, note="plural not stated; formed with -s")
            else:
                plural = self.missing("player_term_plural", S["terms.10"], "the plural player term")
        return player, plural, emperor

    def artefacts(self) -> list[dict]:
        """Synonym-replacement artefacts: the term glued inside another word ("MVassala"), "an Vassal"."""
        out: list[dict] = []
        term = self.player
        if not term:
            return out
        fine_suffixes = ("", "s", "es", "'s", "’s", "ship", "hood")
        wrong_article = ("an " if term[0].lower() not in "aeiou" else "a ")
        seen: set[str] = set()
        for rule in self.r.rules:
            text = rule.text
            i = text.find(term)
            while i != -1:
                a = i
                while a > 0 and (text[a - 1].isalnum() or text[a - 1] == "_"):
                    a -= 1
                b = i + len(term)
                while b < len(text) and (text[b].isalnum() or text[b] == "_"):
                    b += 1
                word = text[a:b]
                if a < i or word[len(term):] not in fine_suffixes:
                    if word not in seen:
                        seen.add(word)
                        out.append({"kind": "term inside a word", "text": word, "rule": rule.title})
                elif a >= len(wrong_article) and text[a - len(wrong_article):a].lower() == wrong_article and (
                    a == len(wrong_article) or not text[a - len(wrong_article) - 1].isalnum()
                ):
                    found_text = text[a - len(wrong_article):b - (len(word) - len(term))]
                    if found_text not in seen:
                        seen.add(found_text)
                        out.append({"kind": "article left from the previous term", "text": found_text, "rule": rule.title})
                i = text.find(term, b)
        return out

    # -- quorum ----------------------------------------------------------------------------------
    def quorum(self) -> Field:
        """Quorum as a fraction of the players, read generally: "half", "a third", "two thirds", "three
        quarters", "60 percent", "2/3", with "rounded up/down" and "plus N". A quorum sentence that says
        anything more (minus, whichever is greater, a fixed number...) is unrecognised, never approximated."""
        m, u = self.r.find(self.p(
            r"Quorum (?:of a subset of (?:{PLAYERS}) )?is (?:equal to )?(?P<frac>" + FRACTION_RX + r") (?:of )?the number of (?P<who>{PLAYERS})(?P<rest>[^.;]*)"
        ))
        if not m:
            return self.missing("quorum", S["quorum.1"], "the quorum formula")

        def read() -> Field:
            frac = read_fraction(m.group("frac"))
            rest = m.group("rest")
            rounding = None
            rm = re.search(S["read.1"], rest, re.I)
            if rm:
                rounding = rm.group("r").lower()
                rest = rest[: rm.start()] + rest[rm.end():]
            plus = 0
            pm = re.search(S["read.2"], rest, re.I)
            if pm:
                plus = read_number(pm.group("n"))
                rest = rest[: pm.start()] + rest[pm.end():]
            extra = re.search(S["read.3"], rest, re.I)
            if extra:
                raise Unreadable(f"it goes on in wording the reader does not know ({m.group('rest').strip()!r})")
            if frac <= 0 or frac > 1:
                raise Unreadable(f"{m.group('frac')!r} of the players is no quorum")
            if rounding is None and frac.denominator != 1:
                raise Unreadable("it does not say how to round")
            fn = "floor" if rounding == "down" else "ceil"
            fs = f"{frac.numerator}/{frac.denominator}"
            value = {
                "formula": f"{fn}(N * {fs})" + (f" + {plus}" if plus else ""),
                "fraction": fs,
                "rounding": rounding,
                "plus": plus,
                "n": f"the number of {self.players} (Idle {self.players} are not counted)",
            }
            return found(value, u)

        return self.readable("quorum", u, "the quorum formula", read)

    # -- votes and icons -------------------------------------------------------------------------
    def vote_icons(self) -> Field:
        """The icons the Voting Icons rule names ("a check box <url>/for.gif shall represent a Vote FOR"), each with its
        image; icons another rule names the same way (a dynasty's arrow for AGAINST) are added with that rule; an icon
        that is no vote of FOR or AGAINST but that a rule says counts as one gets ``counts_as``."""
        icons = []
        unit0 = None
        rx = re.compile(
            S["vote_icons.1"],
        )
        for unit in self.r.units():
            if "shall represent" not in unit.text:
                continue
            hits = list(rx.finditer(unit.text))
            if hits:
                first = unit0 is None
                unit0 = unit0 or unit
                for h in hits:
                    name = "VETO" if h.group("name").lower() == "imperial veto" else h.group("name").upper()
                    if any(i["image"] == h.group("file") and i["name"] == name for i in icons):
                        continue
                    icon = {"name": name, "image": h.group("file"), "url": h.group("url"), "drawn_as": h.group("desc").split(" ", 1)[-1]}
                    if not first:
                        icon["defined_in"] = unit.rule.title
                    icons.append(icon)
        if not icons:
            return self.missing("vote_icons", S["vote_icons.2"], "the voting icons")
        meanings = {"FOR": "for", "AGAINST": "against", "DEFERENTIAL": "deferential (follows the emperor)", "VETO": "veto (emperor only)"}
        for icon in icons:
            icon["meaning"] = meanings.get(icon["name"], "defined by another rule")
            if icon["name"] not in meanings:
                m, u = self.r.find(rf"\b(?:[Vv]otes? (?:of |to )?)?{re.escape(icon['name'])}\b[^.]{{0,40}}?\b(?:counts?|is counted|is treated|shall be treated|shall count)"
                                   rf" as (?:a |an )?(?:[Vv]ote (?:of )?)?(?P<v>FOR|AGAINST)\b")
                if m:
                    icon["counts_as"] = m.group("v")
                    icon["counts_as_rule"] = u.rule.title
        # icons added by other rules ("X may use Y as a voting icon")
        for m, unit in self.r.find_all(S["vote_icons.3"]):
            name = m.group("name")
            holder = unit.text[: m.start()].split()[-1] if unit.text[: m.start()].split() else None
            for icon in icons:
                if icon["name"] == name:
                    icon.setdefault("permitted_by", unit.rule.title)
                    icon["holder"] = holder
            if not any(i["name"] == name for i in icons):
                icons.append({"name": name, "image": None, "url": None, "meaning": "defined by " + unit.rule.title, "holder": holder})
        return found(icons, unit0)

    def votes(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        # how a vote is determined
        m, u = self.r.find(self.p(S["votes.1"]))
        if not m:
            m, u = self.r.find(self.p(S["votes.2"]))
        if m:
            valid = bool(m.groupdict().get("valid") or m.groupdict().get("valid2"))
            out["vote_is"] = found("last valid icon" if valid else "last icon", u)
        elif (hit := self.first([(ph, {"v": v}) for ph, v in VOTE_IS], flags=re.I))[0]:
            out["vote_is"] = found(hit[2]["v"], hit[1])
        else:
            out["vote_is"] = self.missing("votes.vote_is", S["votes.3"], "how a player's vote is determined")
        m, u = self.r.find(S["votes.4"])
        out["valid_votes"] = found([m.group("a"), m.group("b")], u) if m else Field(
            value=None, status="absent", note="the ruleset does not define a valid vote; FOR, AGAINST and resolved DEFERENTIAL count"
        )
        # author's implicit vote
        m, u = self.r.find(S["votes.5"])
        if m:
            out["author_implicit_vote"] = found({"vote": m.group("v"), "applies_to": "votable matters", "unless": "the author used a valid voting icon"}, u)
        else:
            m, u = self.r.find(self.p(S["votes.6"]))
            if m:
                out["author_implicit_vote"] = found({"vote": m.group("v"), "applies_to": "proposals", "unless": "the author cast a vote"}, u)
            else:
                out["author_implicit_vote"] = self.missing("votes.author_implicit_vote", _IMPLICIT_VOTE_HINT, "the author's implicit vote")
        # who has a vote
        m, u = self.r.find(self.p(S["votes.7"]))
        if not m:
            m, u = self.r.find(self.p(S["votes.8"]))
        out["idle_or_non_players"] = found("no vote", u) if m else self.missing("votes.idle_or_non_players", S["votes.9"], "votes of idle players")
        m, u = self.r.find(self.p(S["votes.10"]))
        if m:
            kinds = [k.strip() for k in re.split(S["votes.11"], m.group("list")) if k.strip()]
            kinds = [re.sub(S["votes.12"], "", k) for k in kinds]
            out["votable_matters"] = found(kinds, u)
        else:
            m, u = self.r.find(self.p(S["votes.13"]))
            out["votable_matters"] = (
                found(["Proposal", "Call for Judgment", "Declaration of Victory"], u, note="votes are defined for Proposals; CfJs and DoVs define their own voting")
                if m
                else self.missing("votes.votable_matters", S["votes.14"], "what may be voted on")
            )
        return out

    # -- conditions ------------------------------------------------------------------------------
    def condition(self, text: str, where: str, rule: str | None = None) -> dict:
        """Read one enact/fail condition: its clauses, each an atom of the vocabulary (profile_atoms); a clause
        no atom reads makes the whole condition unrecognised (never approximated)."""
        t = text.strip()
        exception = None
        mx = re.search(S["condition.1"], t)
        if mx:
            exception, t = mx.group(1).strip(), t[: mx.start()]
        parts = self.atoms.read(t)
        if not parts:
            self.unrecognised.append(Unrecognised(where, rule, text, "condition wording not recognised"))
            return {"kind": "unrecognised", "text": text}
        parts = [dict(p) for p in parts]
        extra = {"exception": exception} if exception else {}
        if len(parts) == 1:
            return dict(parts[0], text=text, **extra)
        return {"kind": "all", "all": parts, "text": text, **extra}

    def condition_list(self, name: str, lead_pattern: str | list[str], hint: str, what: str) -> Field:
        m = u = None
        for k, lead in enumerate([lead_pattern] if isinstance(lead_pattern, str) else lead_pattern):
            m, u = self.r.find(self.p(lead) + r"[^\n]*\n• ", flags=re.I if k else 0)
            if m:
                break
        if not m:
            return self.missing(name, hint, what)
        lead, items = lead_and_items(u.text)
        mode = "any" if re.search(S["condition_list.1"], lead, re.I) else "all"
        conds = [self.condition(it, name, u.rule.title) for it in items]
        if any(c["kind"] == "unrecognised" for c in conds):
            # kept with the unread condition marked, so the rest can still be shown; the field is not read
            return Field(value={"combinator": mode, "conditions": conds}, citation=cite(u), status="unrecognised",
                         note=f"a condition of {what} is in wording the reader does not know")
        return found({"combinator": mode, "conditions": conds}, u)

    # -- proposals -------------------------------------------------------------------------------
    def proposal(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        m, u = self.r.find(
            self.p(S["proposal.1"])
        )
        out["limits"] = (
            self.readable("proposal.limits", u, "the proposal limits",
                          lambda: found({"pending": read_number(m.group("pending")), "per_day": read_number(m.group("day")), "day": "calendar day"}, u))
            if m
            else self.missing("proposal.limits", S["proposal.2"], "the proposal limits")
        )
        pop = self.condition_list("proposal.popular", S["proposal.3"], S["proposal.4"], "the Popular conditions")
        unpop = self.condition_list("proposal.unpopular", S["proposal.5"], S["proposal.6"], "the Unpopular conditions")
        enact = self.condition_list("proposal.enact", LIST_LEADS["proposal.enact"], S["proposal.7"], "when a proposal may be enacted")
        fail = self.condition_list("proposal.fail", LIST_LEADS["proposal.fail"], S["proposal.8"], "when a proposal may be failed")
        uses_popular = enact.value is not None and any(c.get("kind") == "popular" for c in enact.value["conditions"])
        out["model"] = Field(
            value="popular/unpopular" if uses_popular else ("enactment list" if enact.value is not None else None),
            citation=enact.citation,
            status=enact.status,
        )
        # Popular exception (R205/R209)
        m, u = self.r.find(S["proposal.9"])
        if m and pop.value is not None:
            for cond in pop.value["conditions"]:
                if cond.get("kind") == "all" and any(c.get("kind") == "min_hours" for c in cond.get("all", [])):
                    cond["exception"] = m.group("x")
            out["popular_exception"] = found(m.group("x"), u)
        elif m:
            out["popular_exception"] = found(m.group("x"), u)
        else:
            out["popular_exception"] = Field(value=None, status="absent", note="no exception to the 48-hour majority")
        out["popular"] = pop
        out["unpopular"] = unpop
        out["enact"] = enact
        out["fail"] = fail
        # time thresholds gathered from the conditions
        hours = sorted({c["hours"] for f in (pop, unpop, enact, fail) if f.value for c in _walk_conds(f.value["conditions"]) if c.get("kind") == "min_hours"})
        out["hours"] = Field(value=hours, citation=enact.citation, note="hour thresholds named in the enact/fail/Popular conditions")
        m, u = self.r.find(S["proposal.10"])
        out["oldest_pending_first"] = found(True, u) if m else Field(value=False, status="absent", note="any pending proposal may be resolved")
        m, u = self.r.find(S["proposal.11"])
        out["stale_skip_days"] = (
            self.readable("proposal.stale_skip_days", u, "the days after which a proposal is skipped",
                          lambda: found({"days": read_number(m.group("d")), "may_be_failed": bool(m.group("fail"))}, u))
            if m
            else (self.missing("proposal.stale_skip_days", S["proposal.12"], "when a long-pending proposal is skipped")
                  if self.r.mentions(S["proposal.13"])
                  else Field(value=None, status="absent", note="no rule lets a long-pending proposal be skipped"))
        )
        # withdrawal / self-kill
        m, u = self.r.find(self.p(S["proposal.14"]))
        if m:
            out["withdrawal"] = found({"term": m.group("term"), "sticky": bool(m.group("sticky")), "deferential_against_counts": not m.group("def")}, u)
        else:
            m, u = self.r.find(self.p(S["proposal.15"]))
            if m:
                m2, _ = self.r.find(S["proposal.16"], rules=[u.rule])
                term = m2.group("term") if m2 else None
                out["withdrawal"] = found({"term": term, "sticky": True, "deferential_against_counts": None}, u, note="the author's AGAINST may not be changed")
            else:
                m, u, tpl = self.first(MECHANICS["withdrawal"], flags=re.I)
                if m:
                    out["withdrawal"] = self.readable("proposal.withdrawal", u, "the author's AGAINST", lambda: found(_template(tpl, m, self.term_map()), u))
                else:
                    out["withdrawal"] = self.withdrawal_sentence()
        # veto
        m, u = self.r.find(self.p(S["proposal.17"]))
        if m:
            out["veto"] = found({"holder": m.group("who"), "applies_to": m.group("on").lower() + "s", "sticky": bool(m.group("sticky"))}, u)
        else:
            m, u = self.r.find(self.p(S["proposal.18"]))
            if m:
                out["veto"] = found(
                    {"holder": m.group("who"), "applies_to": "proposals", "sticky": False},
                    u,
                    note="the text does not say a veto survives a changed vote",
                )
            else:
                m, u, tpl = self.first(MECHANICS["veto"], flags=re.I)
                if m:
                    def veto() -> Field:
                        v = _template(tpl, m, self.term_map())
                        v["applies_to"] = v["applies_to"].lower().rstrip("s") + "s"
                        return found(v, u, note=None if v["sticky"] else "the text does not say a veto survives a changed vote")
                    out["veto"] = self.readable("proposal.veto", u, "the veto", veto)
                else:
                    out["veto"] = self.veto_sentence()
        restrictions = []
        for mm, unit in self.r.find_all(S["veto.1"]):
            restrictions.append({"who": mm.group("who"), "text": unit.text, "rule": unit.rule.title})
        for mm, unit in self.r.find_all(self.p(S["veto.2"])):
            restrictions.append({"who": self.emperor, "text": unit.text, "rule": unit.rule.title})
        if restrictions and out["veto"].value is not None:
            out["veto"].value["restrictions"] = restrictions
        return out

    # -- DEFERENTIAL -----------------------------------------------------------------------------
    def deferential(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        m, u = self.r.find(self.p(S["deferential.1"]))
        if m:
            out["copies_emperor"] = found({"copies": f"the {self.emperor}'s valid vote other than VETO", "when_emperor_has_no_valid_vote": "not valid"}, u)
            out["applies_to"] = found("all votable matters" if m.group("on") == "Votable Matter" else "proposals", u)
        else:
            m, u = self.r.find(self.p(S["deferential.2"]))
            if m:
                out["copies_emperor"] = found({"copies": f"the {self.emperor}'s vote", "when_emperor_has_no_valid_vote": None}, u)
                m2, u2 = self.r.find(self.p(S["deferential.3"]))
                out["applies_to"] = found("proposals", u2) if m2 else Field(value="proposals", citation=cite(u))
            else:
                out["copies_emperor"], out["applies_to"] = self.deferential_copies()
        m, u = self.r.find(self.p(S["deferential.4"]))
        if m and out["copies_emperor"].value is not None:
            out["copies_emperor"].value["when_emperor_has_no_valid_vote"] = "does not count as a vote"
            out["emperor_not_voted"] = found("does not count as a vote", u)
        m, u = self.r.find(self.p(S["deferential.5"]))
        out["no_emperor"] = found(m.group("x"), u) if m else Field(value=None, status="absent", note="no rule for DEFERENTIAL without an emperor")
        # the emperor's own DEFERENTIAL
        m, u = self.r.find(self.p(S["deferential.6"]))
        if m:
            m_others = re.search(S["deferential.7"], u.text)
            if not m_others:
                _, uo = self.r.find(S["deferential.8"])
            out["emperor_deferential"] = found(
                {
                    "resolves_to": "FOR if more players have a valid FOR than a valid AGAINST, else AGAINST",
                    "applies_to": "proposals",
                    "others_deferential_invalid": True,
                },
                u,
            )
            m2, u2 = self.r.find(self.p(S["deferential.9"]))
            out["small_game_condition"] = (
                self.readable("deferential.small_game_condition", u2, "the player count of the condition",
                              lambda: found({"max_players": read_number(m2.group("n")), "requires": f"every {self.player} but the {self.emperor} has voted"}, u2))
                if m2
                else Field(value=None, status="absent", note="no player-count condition")
            )
        else:
            m, u = self.r.find(self.p(S["deferential.10"]))
            if m:
                out["emperor_deferential"] = found({"resolves_to": "cancels the emperor's previous vote", "applies_to": "proposals", "others_deferential_invalid": False}, u)
            else:
                inactive = [r for r in self.r.rules if not self.r.in_force[id(r)] and re.search(self.p(S["deferential.11"]), r.text)]
                if inactive:
                    out["emperor_deferential"] = Field(
                        value=None,
                        citation=Citation(inactive[0].title, inactive[0].text, inactive[0].number, inactive[0].section),
                        status="absent",
                        note="the rule defining it is not in force",
                    )
                else:
                    out["emperor_deferential"] = Field(value=None, status="absent", note="no rule for the emperor's own DEFERENTIAL")
            out["small_game_condition"] = Field(value=None, status="absent", note="no player-count condition")
        return out

    def withdrawal_sentence(self) -> Field:
        """Any sentence on an author's AGAINST on their own proposal (wordings.SELF_KILL_ACT["phrasing"]): what it makes the
        proposal (its term), whether that holds when the vote is changed, whether a DEFERENTIAL counts."""
        act = self.atoms.compile(wordings.SELF_KILL_ACT["phrasing"])
        for unit in self.r.units():
            if "against" not in unit.text.lower():
                continue
            sents = sentences(unit.text)
            for k, sent in enumerate(sents):
                if act.search(sent) is None:
                    continue
                sub = Unit(unit.rule, sent)
                following = sents[k + 1] if k + 1 < len(sents) else ""
                tm = re.search(wordings.SELF_KILL_TERM["phrasing"], sent) or re.search(S["withdrawal_sentence.1"], following)
                sticky = bool(re.search(wordings.VETO_STICKY["phrasing"] + r"|may not change", sent, re.I))
                deferential = False if re.search(S["withdrawal_sentence.2"], sent, re.I) else None
                return found({"term": (tm.group("term") or tm.groupdict().get("term2")) if tm else None, "sticky": sticky, "deferential_against_counts": deferential}, sub,
                             note=None if sticky else "the text does not say the author's AGAINST holds when changed")
        return self.missing("proposal.withdrawal", S["withdrawal_sentence.3"], "an author voting against their own proposal")

    def veto_sentence(self) -> Field:
        """Any sentence giving the emperor a veto (wordings.VETO_GRANT["phrasing"]): on what (Proposals or Votable Matters), and
        whether it holds when the vote is changed (wordings.VETO_STICKY["phrasing"])."""
        grant = self.atoms.compile(wordings.VETO_GRANT["phrasing"])
        sticky = re.compile(wordings.VETO_STICKY["phrasing"], re.I)
        for unit in self.r.units():
            if "veto" not in unit.text.lower():
                continue
            for sent in sentences(unit.text):
                m = grant.search(sent)
                if m is None:
                    continue
                sub = Unit(unit.rule, sent)
                on = {x.lower() for x in re.findall(S["veto_sentence.1"], sent, re.I)}
                if len(on) != 1:
                    return self.readable("proposal.veto", sub, "the veto", lambda: _unreadable("it does not say what may be vetoed"))
                st = bool(sticky.search(sent))
                return found({"holder": self.emperor, "applies_to": on.pop() + "s", "sticky": st}, sub,
                             note=None if st else "the text does not say a veto survives a changed vote")
        return self.missing("proposal.veto", S["veto_sentence.2"], "the veto")

    def deferential_copies(self) -> tuple[Field, Field]:
        """Any sentence making DEFERENTIAL votes count as the emperor's vote: it names DEFERENTIAL, an atom of
        sameness (wordings.DEFERENTIAL_SAME["phrasing"]) and the emperor's vote; what it copies and where is read from it."""
        same = self.atoms.compile(wordings.DEFERENTIAL_SAME["phrasing"])
        for unit in self.r.units():
            if "DEFERENTIAL" not in unit.text:
                continue
            prev = ""
            for sent in sentences(unit.text):
                m = same.search(sent)
                # the sentence names DEFERENTIAL, or goes on from one that does ("A vote of DEFERENTIAL is ... The vote ...")
                names = "DEFERENTIAL" in sent or ("DEFERENTIAL" in prev and re.match(S["deferential_copies.1"], sent))
                prev = sent
                if not names or m is None:
                    continue
                sub = Unit(unit.rule, sent)
                other_than_veto = bool(re.search(S["deferential_copies.2"], sent, re.I))
                copies = f"the {self.emperor}'s {'valid vote other than VETO' if other_than_veto else 'vote'}"
                when_none = "not valid" if re.search(S["deferential_copies.3"], sent, re.I) else None
                on = re.search(S["deferential_copies.4"], sent, re.I)
                applies = Field(value=None, status="absent", note="the sentence does not say which votes") if on is None else \
                    found("all votable matters" if on.group(1).lower() == "votable matter" else "proposals", sub)
                return found({"copies": copies, "when_emperor_has_no_valid_vote": when_none}, sub), applies
        f = self.missing("deferential.copies_emperor", S["deferential_copies.5"], "what a DEFERENTIAL vote means")
        return f, Field(value=None, status=f.status)

    def matter_conditions(self, out: dict[str, Field], group: str, abbrev: str, model: str) -> bool:
        """'A Pending CfJ/DoV may be Enacted/Failed by any Admin if ... of the following are true:' lists (and
        their other leads, LIST_LEADS). Fills out[model|enact|fail] and returns True when the ruleset
        states them in this form. ``model`` names the model when its conditions are the era's usual ones."""
        lists = {}
        for verb in ("enact", "fail"):
            lists[verb] = self.condition_list(
                f"{group}.{verb}",
                LIST_LEADS[f"{group}.{verb}"],
                rf"{abbrev} may be {'Enacted' if verb == 'enact' else 'Failed'}",
                f"when a {abbrev} may be {'enacted' if verb == 'enact' else 'failed'}",
            )
            if verb == "enact" and lists[verb].status == "absent":
                return False
        enact, fail = lists["enact"], lists["fail"]
        if enact.status == "recognised":
            kinds = {c.get("kind") for c in _walk_conds(enact.value["conditions"])}
            usual = {"cfj": "popular", "dov": "for_more_than_fraction_of_players"}[group]
            out["model"] = Field(model if usual in kinds else "enactment list", enact.citation)
        else:
            out["model"] = Field(None, enact.citation, status=enact.status, note=enact.note)
        out["enact"] = enact
        out["fail"] = fail
        return True

    # -- CfJ -------------------------------------------------------------------------------------
    def cfj(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        if self.matter_conditions(out, "cfj", "CfJ", "popular/unpopular"):
            m, u = self.r.find(S["cfj.1"], rules=[r for r in self.r.rules if r.title == out["enact"].citation.rule])
            out["overrulable_by_dynastic"] = found(False, u) if m else Field(True, status="absent", note="no protection stated")
            return out
        m, u = self.r.find(
            S["cfj.2"]
        )
        tpl = {"quorum_for": True, "quorum_against": True, "days": "#d", "days_in_hiatus": "#dh"}
        if not m:
            m, u, tpl = self.first(CFJ_DURATION, flags=re.I)
        if m:
            out["model"] = found("duration", u)

            def ends() -> Field:
                v = _template(tpl, m, self.term_map())
                if "hours" in v:
                    hours = v.pop("hours")
                    if hours % 24:
                        raise Unreadable(f"{hours} hours is not a whole number of days")
                    v["days"] = v["days_in_hiatus"] = hours // 24
                    v["strict"] = True
                return found(v, u)

            out["ends"] = self.readable("cfj.ends", u, "the days a CfJ runs", ends)
            m2, u2 = self.r.find(S["ends.1"])
            if not m2:
                m2, u2, _ = self.first([(p, {}) for p in CFJ_PASSES], flags=re.I)
            out["enact"] = found({"kind": "for_more_than_half_of_cast"}, u2) if m2 else self.missing("cfj.enact", S["ends.2"], "when a CfJ passes")
            m3, u3 = self.r.find(S["ends.3"])
            if m3:
                out["fail"] = found({"kind": "otherwise, or no effect on the ruleset or gamestate"}, u3)
            else:
                m3, u3 = self.r.find(S["ends.4"], flags=re.I)
                out["fail"] = found({"kind": "otherwise"}, u3) if m3 else Field(None, status="absent")
            return out
        out["model"] = self.missing("cfj", S["ends.5"], "how CfJs are resolved")
        return out

    # -- DoV -------------------------------------------------------------------------------------
    def dov(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        if not self.matter_conditions(out, "dov", "DoV", "fraction of players"):
            m, u = self.r.find(self.p(S["dov.1"]))
            tpl = {"hours": "#h", "hours_if_emperor_voted": "#h2"}
            if not m:
                m, u, tpl = self.first(MECHANICS["dov_resolve_after"], flags=re.I)
            if m:
                out["model"] = found("quorum majority", u)
                out["resolve_after"] = self.readable("dov.resolve_after", u, "the hours before a DoV may be resolved",
                                                     lambda: found(_template(tpl, m, self.term_map()), u))
                m2, u2 = self.r.find(self.p(S["dov.2"]))
                if not m2:
                    m2, u2 = self.r.find(self.p(S["dov.3"]), flags=re.I)
                out["enact"] = found({"kind": "quorum_voted_and_for_more_than_half"}, u2) if m2 else self.missing("dov.enact", "DoV passes", "when a DoV passes")
                out["fail"] = found({"kind": "otherwise"}, u2) if m2 else Field(None, status="absent")
            elif not self.dov_sentences(out):
                out["model"] = self.missing("dov", S["dov.4"], "how DoVs are resolved")
        m, u, tpl = self.first(MECHANICS["cooldown"])
        if m:
            out["cooldown"] = self.readable("dov.cooldown", u, "the DoV cooldown", lambda: found(_template(tpl, m, self.term_map()), u))
        else:
            out["cooldown"] = self.cooldown()
        m, u = self.r.find(S["dov.5"])
        if m and out["cooldown"].value is not None:
            out["cooldown"].value["suspended"] = {"while": m.group("cond"), "rule": u.rule.title, "text": u.text}
        m, u = self.r.find(self.p(S["dov.6"]))
        out["emperor_may_not_declare"] = found(True, u) if m else Field(None, status="absent")
        return out

    def dov_sentences(self, out: dict[str, Field]) -> bool:
        """A DoV resolved by sentences (DOV_SENTENCES): "If <condition>, then the poster ... has won", "A pending
        DoV may be failed by any admin if <condition>". Each condition is read by the atoms; the conditions of each
        outcome are alternatives. Fills out[model|enact|fail] and returns True when some sentence says when a DoV passes."""
        conds: dict[str, list] = {"enact": [], "fail": []}
        units: dict[str, Unit] = {}
        for phrasing, outcome in DOV_SENTENCES:
            for m, u in self.r.find_every(self.p(phrasing), flags=re.I):
                sub = Unit(u.rule, m.group(0))
                c = self.condition(m.group("cond"), "dov." + ("enact" if outcome == "either" else outcome), u.rule.title)
                if outcome == "either" and c["kind"] != "unrecognised":
                    parts = c["all"] if c["kind"] == "all" else [{k: v for k, v in c.items() if k != "text"}]
                    c = {"kind": "all", "all": parts + [{"kind": "emperor_decides"}], "text": c["text"]}
                for verb in (("enact", "fail") if outcome == "either" else (outcome,)):
                    conds[verb].append(c)
                    units.setdefault(verb, sub)
        if not conds["enact"]:
            return False
        for verb in ("enact", "fail"):
            if not conds[verb]:
                out[verb] = Field(None, status="absent", note="no sentence says when a DoV fails")
                continue
            value = {"combinator": "any", "conditions": conds[verb]}
            if any(c["kind"] == "unrecognised" for c in conds[verb]):
                out[verb] = Field(value, cite(units[verb]), status="unrecognised", note=f"a condition of when a DoV may be {verb}ed is in wording the reader does not know")
            else:
                out[verb] = found(value, units[verb])
        enact = out["enact"]
        kinds = {c.get("kind") for c in _walk_conds(enact.value["conditions"])}
        if enact.status == "recognised":
            out["model"] = Field("fraction of players" if "for_more_than_fraction_of_players" in kinds else "enactment list", enact.citation)
        else:
            out["model"] = Field(None, enact.citation, status=enact.status, note=enact.note)
        return True

    def cooldown(self) -> Field:
        """The cooldown after a failed DoV in other words: what triggers it (an atom) and how long it lasts."""
        m, u = self.r.find(self.atoms.expand(wordings.COOLDOWN_SENTENCE["phrasing"]), flags=re.I)
        if not m:
            return self.missing("dov.cooldown", S["cooldown.1"], "the cooldown after a failed DoV")

        def read() -> Field:
            trigger = "any failed DoV"
            if m.group("trigger"):
                for phrasing, meaning in COOLDOWN_TRIGGERS:
                    if self.atoms.compile(phrasing).fullmatch(m.group("trigger").strip()):
                        trigger = meaning
                        break
                else:
                    raise Unreadable(f"the condition {m.group('trigger')!r} is in wording the reader does not know")
            n = read_number(m.group("n"))
            return found({"hours": n * 24 if m.group("unit").lower() == "days" else n, "trigger": trigger}, u)

        return self.readable("dov.cooldown", u, "the DoV cooldown", read)

    # -- hiatus ----------------------------------------------------------------------------------
    def hiatus(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        m, u = self.r.find(S["hiatus.1"])
        out["effects"] = found(m.group("x"), u) if m else Field(None, status="absent", note="no general Hiatus rule")
        m, u = self.r.find(S["hiatus.2"])
        if not m:
            m, u = self.r.find(S["hiatus.3"])
        if not m:
            # the other phrasings, in the rules that speak of Declarations of Victory only
            victory = [r for r in self.r.rules if self.r.in_force[id(r)] and re.search(S["hiatus.4"], r.text)]
            for phrasing in PENDING_DOV_HIATUS:
                m, u = self.r.find(phrasing, rules=victory, flags=re.I)
                if m:
                    break
        out["pending_dov"] = found(True, u) if m else self.missing("hiatus.pending_dov", S["hiatus.5"], "hiatus during a DoV")
        m, u = self.r.find(S["hiatus.6"])
        if not m:
            m, u = self.r.find(self.p(S["hiatus.7"]))
        out["interregnum"] = found(True, u) if m else Field(None, status="absent", note="no interregnum hiatus")
        m, u = self.r.find(S["hiatus.8"], include_inactive=True)
        if m:
            months = {mn.lower(): i for i, mn in enumerate(["", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"])}
            mon = months.get(m.group("mon").lower(), 0)
            active = self.r.in_force[id(u.rule)]

            def downtime() -> Field:
                days = [read_number(m.group(k)) for k in ("d1", "d2", "d3")]
                if not mon or not all(1 <= d <= 31 for d in days):
                    raise Unreadable(f"{m.group(0)!r} names no calendar date")
                return found({"dates": [f"{mon:02d}-{d:02d}" for d in days], "in_force": active}, u)

            out["seasonal_downtime"] = self.readable("hiatus.seasonal_downtime", u, "the downtime dates", downtime)
        else:
            out["seasonal_downtime"] = self.seasonal_downtime()
        # dormancy
        m, u = self.r.find(self.p(S["downtime.1"]), include_inactive=True)
        if m:
            active = self.r.in_force[id(u.rule)]
            out["dormancy"] = self.readable("hiatus.dormancy", u, "the player count of Dormancy", lambda: found(
                {"min_players": read_number(m.group("n")), "emperor_counted": not m.group("excl"), "in_force": active},
                u,
                note=None if active else "the rule is not in force (" + (self._why_inactive(u.rule)) + ")",
            ))
        else:
            m, u = self.r.find(S["downtime.2"], include_inactive=True)
            if m:
                crit = [l[2:] for c in self.r.units([u.rule], include_inactive=True) for l in c.text.split("\n") if l.startswith("• That ")]
                active = self.r.in_force[id(u.rule)]
                out["dormancy"] = found({"tracked_in": "the blog sidebar", "criteria": crit, "in_force": active}, u)
            else:
                out["dormancy"] = Field(None, status="absent", note="no dormancy rule")
        return out

    def seasonal_downtime(self) -> Field:
        """Any sentence tying dates of a month to Hiatus or to no game actions (DOWNTIME_EFFECTS): a list of
        days ("the 25th and 26th of December") or a range ("from the 23rd to the 27th", "between December 24
        and December 26"). A sentence naming December that no reading fits is unrecognised."""
        effect = re.compile("|".join(DOWNTIME_EFFECTS), re.I)
        # capitalised, as the Rulesets write months: the verb "may" is not the month May
        month_rx = re.compile(r"\b(" + "|".join(m.capitalize() for m in MONTHS) + r")\b")
        for unit in self.r.units(include_inactive=True):
            if "ecember" not in unit.text:
                continue
            for sent in sentences(unit.text):
                months = {x.lower() for x in month_rx.findall(sent)}
                if not months or not effect.search(sent):
                    continue
                sub = Unit(unit.rule, sent)
                active = self.r.in_force[id(unit.rule)]

                def read() -> Field:
                    if len(months) != 1:
                        raise Unreadable(f"{sent!r} names more than one month")
                    mon = MONTHS.index(months.pop()) + 1
                    days = [int(d) for d in re.findall(S["read.4"], sent)]
                    if not days or re.search(S["read.5"], sent) or not all(1 <= d <= 31 for d in days):
                        raise Unreadable(f"{sent!r} names no calendar dates the reader can tell")
                    if re.search(S["read.6"], sent, re.I) and not re.search(S["read.7"], sent, re.I):
                        raise Unreadable(f"{sent!r} does not say whether the day it lasts until is a day of downtime")
                    if re.search(S["read.8"], sent, re.I):
                        if len(days) != 2 or days[0] > days[1]:
                            raise Unreadable(f"{sent!r} is a range the reader cannot tell")
                        days = list(range(days[0], days[1] + 1))
                    return found({"dates": [f"{mon:02d}-{d:02d}" for d in days], "in_force": active}, sub)

                return self.readable("hiatus.seasonal_downtime", sub, "the downtime dates", read)
        return Field(None, status="absent", note="no seasonal downtime")

    def _why_inactive(self, rule: Rule) -> str:
        f = self.status.get(rule.title)
        if f and f.citation:
            return f"{f.citation.rule}: {f.citation.text}"
        return "inactive"

    # -- gamestate -------------------------------------------------------------------------------
    def gamestate_location(self) -> Field:
        m, u, tpl = self.first(GAMESTATE)
        if m:
            v = _template(tpl, m, self.term_map())
            v = {k: (x.strip().rstrip(".") if isinstance(x, str) else x) for k, x in v.items()}
            return found(v, u)
        return self.missing("gamestate_location", S["gamestate_location.1"], "where the gamestate is tracked")

    def roster_location(self) -> Field:
        """Where the roster of active players and the Admins is kept: {"kind": "sidebar"} or {"kind": "wiki page",
        "page": ...}."""
        m, u, tpl = self.first(ROSTER)
        if m:
            v = _template(tpl, m, self.term_map())
            return found({k: (x.strip() if isinstance(x, str) else x) for k, x in v.items()}, u)
        return self.missing("roster_location", S["roster_location.1"], "where the roster of active players is kept")

    # -- all -------------------------------------------------------------------------------------
    def build(self) -> RulesProfile:
        self.status = self.rule_status()
        player, plural, emperor = self.terms()
        self.player, self.players, self.emperor = player.value, plural.value, emperor.value
        self._atoms = None  # the vocabulary speaks the dynasty's terms
        rev = None
        if self.rs.revision is not None:
            rev = {k: v for k, v in asdict(self.rs.revision).items() if v is not None}
        return RulesProfile(
            ruleset=self.rs.title,
            revision=rev,
            player_term=player,
            player_term_plural=plural,
            emperor_term=emperor,
            term_artefacts=self.artefacts(),
            quorum=self.quorum(),
            vote_icons=self.vote_icons(),
            votes=self.votes(),
            proposal=self.proposal(),
            deferential=self.deferential(),
            cfj=self.cfj(),
            dov=self.dov(),
            hiatus=self.hiatus(),
            gamestate_location=self.gamestate_location(),
            roster_location=self.roster_location(),
            rule_status=self.status,
            unrecognised=self.unrecognised,
        )


# A sentence about the vote of an author who has not voted (any wording): the mechanic is mentioned. A rule that
# only names "the author" for something else (self-killing a proposal) does not mention it.
_IMPLICIT_VOTE_HINT = (
    S["build.1"]
)


def _walk_conds(conds: list[dict]):
    for c in conds:
        yield c
        if c.get("kind") == "all":
            yield from _walk_conds(c["all"])


# Mechanics every Ruleset states: a Ruleset with no rule for one of them may be a page cut short (or one whose
# wording of it is too old or too new to be found). That is a weak sign, not evidence: the profile is read, the
# field is "absent", the output warns, and the tally says "cannot tell" wherever it needs the missing mechanic.
# ("absent" means no rule even mentions it; a rule that states it in unknown wording is "unrecognised".)
CORE_MECHANICS = [
    (lambda p: p.quorum, "Quorum"),
    (lambda p: p.proposal.get("enact"), "when a Proposal may be enacted"),
    (lambda p: p.vote_icons, "the voting icons"),
    (lambda p: p.votes.get("vote_is"), "how a vote is cast (the last voting icon in a comment)"),
]


def build_profile(ruleset: Ruleset) -> RulesProfile:
    """The rules profile. A mechanic every Ruleset states that no rule defines is a warning in
    ``profile.warnings`` (with the Ruleset's own warnings), never a refusal."""
    profile = _Builder(ruleset).build()
    missing = [what for get, what in CORE_MECHANICS if get(profile) is None or get(profile).status == "absent"]
    profile.warnings = list(ruleset.warnings)
    if missing:
        profile.warnings.append(
            f"{ruleset.title}: no rule read defines {'; '.join(missing)} (every Ruleset states them: the page may be cut short, "
            "or word them as the reader does not know); where a tally needs them it says \"cannot tell\""
        )
    return profile
