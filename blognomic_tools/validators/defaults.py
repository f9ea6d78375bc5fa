"""A new player's starting value (default_of): the default the declaration states, or the one it says how to compute
from the other players' values ("the median value for Damage held by all other Vassals"; the wordings are
phrasings.defaults), or the reason it cannot be checked. Pure: the caller gives the other players' values.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

from ..phrasings import defaults as wordings
from ..phrasings import schema as core
from ..reading.numbers import ordinal_number
from ..reading.phrasing import Terms, compile_phrasing
from .model import VarSpec
from .schema import Schema
from .values import entries, parse_number, same_value

ROUND = {"towards 0": int, "towards zero": int, "down": math.floor, "up": math.ceil}  # of a Fraction: exact


@dataclass
class Default:
    shown: str  # the default as the message says it ("0", "3 (the median of 0, 3, 5)")
    holds: Callable[[str], bool]  # whether a cell's text is it
    value: object = None  # the default itself (a number, a text, a list), for a writer; None where it is not one value
    # whether a cell's text may be it, where the tools cannot say (a median of 0.5 where the rules read say no rounding)
    maybe: Callable[[str], bool] | None = None


def rounding(schema: Schema) -> Callable[[Fraction], int] | None:
    """How the rules round a computed integer (the Appendix's "rounded towards 0"), None where no rule read says."""
    if schema.rounding is None:
        return None
    m = compile_phrasing(core.CORE["rounding"]["phrasing"], flags=0).search(schema.rounding.text)
    return ROUND.get(m.group("dir").casefold()) if m else None


def default_of(spec: VarSpec, others: list[str], schema: Schema) -> tuple[Default | None, str | None]:
    """(the default, None), or (None, why it cannot be checked), or (None, None) when the rules state no default.
    `others`: the values of the same variable held by the other players (the rows the page had before)."""
    player_term, players_term = schema.player_term, schema.players_term
    if spec.default is not None:
        want = spec.default
        return Default("an empty list" if want == [] else repr(want) if isinstance(want, str) else str(want),
                       lambda text: same_value(spec, text, want), want), None
    if not spec.default_text:
        return None, None
    terms = Terms(player=(player_term,), players=(players_term,))
    for key, entry in wordings.COMPUTED.items():
        m = compile_phrasing(entry["phrasing"], terms, spaces=wordings.SPACES).search(spec.default_text)
        if not m:
            continue
        if m.group("var").strip().casefold().rstrip("s") != spec.name.casefold().rstrip("s"):
            return None, f"it is computed from {m.group('var').strip()}, another variable"
        if not others:
            return None, f"it is computed from the other {players_term}' {spec.name}, and there is no other"
        if entry["compute"] == "median":
            return _median(spec, others, rounding(schema))
        if entry["compute"] == "repeat to the nth longest":
            return _nth_longest(spec, others, m.group("item"), m.group("nth"))
    return None, "the tools do not know how to compute it"


def _median(spec: VarSpec, others: list[str], rounded: Callable[[Fraction], int] | None) -> tuple[Default | None, str | None]:
    values = [parse_number(o) for o in others]
    if any(n is None for n in values):
        return None, f"another {spec.name} is not a number ({', '.join(repr(o) for o, n in zip(others, values) if n is None)})"
    xs = sorted(values)
    k = len(xs) // 2
    exact = Fraction(xs[k]) if len(xs) % 2 else Fraction(xs[k - 1] + xs[k], 2)  # exact, whatever the size of the numbers
    of = f"the median of {', '.join(map(str, xs))}"
    if exact.denominator == 1:
        return Default(f"{exact.numerator} ({of})", lambda text: parse_number(text) == exact.numerator, exact.numerator), None
    exact_shown = ("-" if exact < 0 else "") + f"{abs(exact.numerator) // 2}.5"
    if rounded is not None:  # a gamestate integer: the result rounded as the Appendix says
        want = rounded(exact)
        return Default(f"{want} ({of}: {exact_shown}, rounded as the Appendix says)", lambda text: parse_number(text) == want, want), None
    lo, hi = math.floor(exact), math.ceil(exact)
    return Default(f"{lo} or {hi} ({of}: {exact_shown}, and no rule read says how to round it)", lambda text: False,
                   maybe=lambda text: parse_number(text) in (lo, hi)), None


def _nth_longest(spec: VarSpec, others: list[str], item: str, nth: str) -> tuple[Default | None, str | None]:
    n = ordinal_number(nth)
    letters = len(item) == 1  # a sequence of one-letter entries may be written as one word ("XXXX")
    lengths = sorted((len(entries(spec, o, letters)) for o in others), reverse=True)
    if not isinstance(n, int) or n > len(lengths):
        return None, f"it is as long as the {nth}-longest {spec.name} of the others, and there are only {len(lengths)}"
    length = lengths[n - 1]
    value = item * length if letters else ", ".join([item] * length)
    return Default(f"{value!r} ({length} × {item}: as long as the {nth}-longest {spec.name} of the others, of lengths "
                   f"{', '.join(map(str, lengths))})", lambda text: entries(spec, text, letters) == [item] * length, value), None
