"""The declared variables an action's effects are matched to (validators.action_effects reads the effects with
them): a name as declared, a name cut short or abbreviated, the variable of a unit of money."""
from __future__ import annotations

import functools
import re

from ..phrasings import actions as W
from ..reading.phrasing import Terms, compile_phrasing
from .model import VarSpec

__all__ = ["Variables", "mentions"]


def mentions(name: str, text: str) -> list[re.Match]:
    """Where ``text`` names the declared ``name``: the whole word or words in any case, with the -s or -es of a plural,
    outside the everyday phrases in which the word is no mention of it (phrasings.actions NOT_A_MENTION: "at any
    time" names no Time)."""
    text, name = text.replace("’", "'"), name.replace("’", "'").strip()
    idioms = [m.span() for rx in _idioms() for m in rx.finditer(text)]
    word = re.compile(rf"(?<![\w-]){re.escape(name)}(?:s|es)?(?![\w-])", re.I)
    return [m for m in word.finditer(text) if not any(a <= m.start() and m.end() <= b for a, b in idioms)]


@functools.lru_cache(maxsize=1)
def _idioms() -> tuple[re.Pattern, ...]:
    return tuple(compile_phrasing(e["phrasing"], Terms(), re.I, W.SPACES) for e in W.NOT_A_MENTION)  # no term slots


class Variables:
    """The declared variables an effect's words are matched to (VarSpecs, a dict of them, or names)."""

    def __init__(self, variables):
        if isinstance(variables, dict):
            variables = list(variables.values())
        self.specs: list[VarSpec | str] = list(variables or [])

    @staticmethod
    def name_of(v) -> str:
        return v.name if isinstance(v, VarSpec) else str(v)

    def names(self) -> list[str]:
        return [self.name_of(v) for v in self.specs]

    def find(self, words: str) -> str | None:
        """The declared name these words say: the one written so first, then one in another case, then a plural or
        singular of one ("gain 2 Wicks" is the Wicks each player has, not the wick of each Lantern)."""
        said = re.sub(r"^(?:the|a|an|all|each) ", "", words.strip(), flags=re.I)
        key = said.casefold()
        names = self.names()
        for n in names:
            if n == said:
                return n
        for n in names:
            if n.casefold() == key:
                return n
        for n in names:
            n2 = n.casefold()
            if key in (n2 + "s", n2 + "es", n2.rstrip("s")) or key.rstrip("s") == n2.rstrip("s"):
                return n
        return None

    def part_of(self, words: str) -> str | None:
        """The longer declared name these words are a part of ("Eight" of "Pieces of Eight"), or None."""
        key = words.casefold().strip()
        if not key:
            return None
        return next((self.name_of(v) for v in self.specs
                     if re.search(rf"\b{re.escape(key)}\b", self.name_of(v).casefold()) and self.name_of(v).casefold() != key), None)

    def abbreviated(self, word: str) -> str | None:
        """The declared name an abbreviation not itself declared may stand for ("RN" of "Renown": its first letter,
        then its other letters in order), or None."""
        if not re.fullmatch(r"[A-Z]{2,5}", word) or self.find(word):
            return None
        letters = r"\w*?".join(re.escape(c) for c in word.casefold())
        return next((self.name_of(v) for v in self.specs if re.match(letters, self.name_of(v).casefold())), None)

    def initials(self, word: str) -> str | None:
        """The one declared name of two or more words whose initials an abbreviation not itself declared spells
        ("LS" of "Loyalty Stamps", "RP" of "Rail Pass"), or None."""
        if not re.fullmatch(r"[A-Z]{2,5}", word) or self.find(word):
            return None
        hits = [n for n in self.names() if len(n.split()) == len(word)
                and "".join(x[0] for x in n.split()).casefold() == word.casefold()]
        return hits[0] if len(hits) == 1 else None

    def _spec(self, name: str) -> VarSpec | None:
        return next((v for v in self.specs if isinstance(v, VarSpec) and v.name == name), None)

    def scope(self, name: str) -> str | None:
        v = self._spec(name)
        return v.scope if v else None

    def kind(self, name: str) -> str | None:
        v = self._spec(name)
        return v.kind if v else None

    def money(self, sign: str) -> str | None:
        """The declared money a sign stands for: its unit, a value of kind money, or a value declared by the sign
        itself ("a quantity of £ (or “Coin”)", round 19: "pay £40")."""
        for v in self.specs:
            if isinstance(v, VarSpec) and (v.unit == sign or (v.kind == "money" and sign)):
                return v.name
        return next((self.name_of(v) for v in self.specs if sign and self.name_of(v) == sign), None)
