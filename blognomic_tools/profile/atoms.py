"""The wordings of phrasings.profile as the readers use them, and the one matcher of condition atoms (``Atoms``)."""
from __future__ import annotations

import functools
import re

from ..phrasings import profile as wordings
from ..reading.numbers import Unreadable, fraction_text, read_number
from ..reading.phrasing import Terms, compile_phrasing, expand


# --------------------------------------------------------------------------------------------------
# the wordings (phrasings.profile, data) as the reader uses them


def phrasings_of(table) -> list[str]:
    return [e["phrasing"] for e in table]


def with_field(table, key: str) -> list[tuple[str, object]]:
    return [(e["phrasing"], e.get(key)) for e in table]


CONDITION_ATOMS = {kind: with_field(es, "fields") for kind, es in wordings.CONDITIONS.items()}
LIST_LEADS = {group: phrasings_of(es) for group, es in wordings.LIST_LEADS.items()}
DOV_SENTENCES = with_field(wordings.DOV_SENTENCES, "decides")
VOTE_IS = with_field(wordings.VOTE_IS, "value")
PLAYER_TERM, EMPEROR_TERM = phrasings_of(wordings.PLAYER_TERM), phrasings_of(wordings.EMPEROR_TERM)
MECHANICS = {name: with_field(es, "value") for name, es in wordings.MECHANICS.items()}
CFJ_DURATION, CFJ_PASSES = with_field(wordings.CFJ_DURATION, "value"), phrasings_of(wordings.CFJ_PASSES)
COOLDOWN_TRIGGERS = with_field(wordings.COOLDOWN_TRIGGERS, "trigger")
PENDING_DOV_HIATUS, DOWNTIME_EFFECTS = phrasings_of(wordings.PENDING_DOV_HIATUS), phrasings_of(wordings.DOWNTIME_EFFECTS)
GAMESTATE, ROSTER = with_field(wordings.GAMESTATE, "value"), with_field(wordings.ROSTER, "value")
S = {key: e["phrasing"] for key, e in wordings.SENTENCES.items()}


# --------------------------------------------------------------------------------------------------
# the condition atoms and their one matcher

OPEN_FOR = re.compile(r"(?:It )?has been open for voting for at least \d+ hours$", re.I)
CLAUSE_SEP = re.compile(r",\s*(?:and\s+)?|\s+and\s+")


class Atoms:
    """The condition atoms of ``phrasings.profile`` compiled for one Ruleset's terms, and the matcher that reads a clause
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
                return {"kind": kind, **slot_values(m), **extra}
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
        for m in CLAUSE_SEP.finditer(text):
            left = self.atom(text[: m.start()])
            if left is None:
                continue
            rest = self._read(text[m.end():])
            if rest is not None:
                if len(rest) == 1 and "," not in m.group(0) and OPEN_FOR.match(text[: m.start()]):
                    # "... at least 48 hours and half or fewer of its votes are FOR": the second half keeps its
                    # own text (as profiles have always shown it)
                    rest = [dict(rest[0], text=text[m.end():])]
                return [left] + rest
        return None


def unreadable(why: str):
    raise Unreadable(why)


def slot_values(m: re.Match) -> dict:
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


def template_value(value, m: re.Match, terms: dict[str, str | None]):
    """A mechanic's value from its table template: "$slot" the slot's text, "#slot" its number, "?slot"
    whether it matched, "!slot" whether it did not; "{E}" the emperor term."""
    if isinstance(value, dict):
        return {k: template_value(v, m, terms) for k, v in value.items()}
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



def walk_conditions(conds: list[dict]):
    for c in conds:
        yield c
        if c.get("kind") == "all":
            yield from walk_conditions(c["all"])
