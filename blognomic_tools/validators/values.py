"""One value of the gamestate against its declaration (check_value): its type (a whole number, an amount, a
percentage, a number, one of the listed values, a player's name with its limits, a list of entries), its bounds and
the Appendix's non-negative integers, each problem with the sentence it breaks. Also how a cell is read as a number
(parse_number), as entries (entries) and as names (names). Pure: no page, no I/O.
"""
from __future__ import annotations

import re
from typing import Iterable

from ..reading.citations import Citation
from ..reading.numbers import read_amount
from .model import VarSpec
from .schema import Schema

_DECIMAL = re.compile(r"^-?\s*[₩$£]?\s*\d[\d,]*\.\d+\s*%?$")
_SEPARATORS = re.compile(r"[\n,;]")
_AT_MOST = re.compile(r"^at most (\d+)$")  # the model's own vocabulary of name_rules (validators.model)


def parse_number(text: str) -> int | None:
    """A cell's value as a number ("12", "-3", "1,200", "₩40", "15%"), as reading.numbers reads amounts."""
    return read_amount(text)


def parse_decimal(text: str) -> int | float | None:
    """A number that may be fractional ("2.5", "-0.5", "₩1.50"): a whole one as an int; None when the text is no number."""
    n = read_amount(text)
    if n is not None:
        return n
    if _DECIMAL.match(text.strip()):
        return float(re.sub(r"[^\d.-]", "", text))  # at worst inf: never an error
    return None


def cited(spec: VarSpec, field: str) -> Citation | None:
    """The sentence a field of the declaration was read from (its own, else the declaration's)."""
    return spec.cited.get(field) or spec.citation


def entries(spec: VarSpec, text: str, letters: bool | None = None) -> list[str]:
    """A list's or a sequence's entries as the cell writes them: one a line, or separated by commas or semicolons;
    a sequence of one-letter entries (Runes: its values are letters, or `letters` says so) may be written as one
    word ("POTS")."""
    parts = [p.strip() for p in _SEPARATORS.split(text) if p.strip()]
    if letters is None:
        letters = spec.kind == "sequence" and bool(spec.values) and all(len(v) == 1 for v in spec.values)
    if letters and len(parts) == 1:
        return [c for c in parts[0] if not c.isspace()]
    return parts


def names(text: str) -> list[str]:
    """The names a cell holds (one a line, or separated by commas or semicolons)."""
    return [p.strip() for p in _SEPARATORS.split(text) if p.strip()]


def same_value(spec: VarSpec, text: str, want) -> bool:
    """Whether the cell's text is the value `want` (a number, a listed value, an empty list...)."""
    t = text.strip()
    if isinstance(want, bool):
        return t.casefold() == str(want).casefold()
    if isinstance(want, (int, float)):
        n = parse_decimal(t)
        return n is not None and n == want
    if isinstance(want, (list, tuple)):
        return entries(spec, t) == [str(x) for x in want]
    return t.casefold() == str(want).strip().casefold()


def check_value(spec: VarSpec, text: str, schema: Schema, *, holder: str | None = None,
                players: Iterable[str] | None = None) -> list[tuple[str, Citation | None]]:
    """Problems of one value against its declaration (type, bounds, allowed values; for a player's name, `holder` is
    the player whose value it is and `players` the names it may be), each with the sentence it breaks."""
    out: list[tuple[str, Citation | None]] = []
    t = text.strip()
    kind = spec.kind
    if kind in ("int", "money", "percent", "number"):
        if t == "" and kind != "int":
            return out
        what = {"money": f"an amount{f' of {spec.unit}' if spec.unit else ''}", "percent": "a percentage", "number": "a number"}.get(kind, "a whole number")
        n = parse_number(t) if kind != "number" else parse_decimal(t)
        if n is None:
            if kind != "number" and parse_decimal(t) is not None:
                # 2.5 where the rules hold whole numbers: the Appendix's integers, else the declaration's type
                out.append((f"{spec.name} is {t}: it must be {what}{'' if kind == 'int' else ' in whole numbers'}, not a fraction",
                            schema.numbers or cited(spec, "kind")))
            else:
                out.append((f"{spec.name} must be {what}, not {t!r}", cited(spec, "kind") or schema.numbers))
            return out
        lo = spec.minimum if spec.minimum is not None else (0 if schema.numbers and kind != "number" else None)
        if lo is not None and n < lo:
            cite = cited(spec, "minimum") if "minimum" in spec.cited else schema.numbers if lo == 0 and schema.numbers else spec.citation
            out.append((f"{spec.name} is {_shown(n)}: it may not be below {lo}", cite))
        if spec.maximum is not None and n > spec.maximum:
            out.append((f"{spec.name} is {_shown(n)}: it may be at most {spec.maximum}", cited(spec, "maximum")))
    elif kind in ("enum", "text", "flag") and spec.values:
        if t and t.casefold() not in {v.casefold() for v in spec.values}:
            out.append((f"{spec.name} {t!r} is not one of {', '.join(spec.values)}", cited(spec, "values")))
    elif kind in ("list", "sequence") and spec.values:
        allowed = {v.casefold() for v in spec.values}
        bad = [e for e in entries(spec, t) if e.casefold() not in allowed]
        if bad:
            out.append((f"{spec.name} {t!r}: {', '.join(map(repr, dict.fromkeys(bad)))} "
                        f"{'is' if len(set(bad)) == 1 else 'are'} not one of {', '.join(spec.values)}", cited(spec, "values")))
    elif kind == "name":
        out.extend(_check_names(spec, t, holder, players))
    return out


def _shown(n) -> str:
    return str(n) if isinstance(n, int) or not n.is_integer() else str(int(n))


def _check_names(spec: VarSpec, text: str, holder: str | None, players: Iterable[str] | None) -> list[tuple[str, Citation | None]]:
    """A player's name (or names), with the limits the declaration says: not themself, distinct, at most N."""
    out: list[tuple[str, Citation | None]] = []
    said_none = {w.casefold().strip(" “”\"‘’") for w in (spec.default_text, spec.default) if isinstance(w, str) and w.strip()}
    if text.strip().strip("“”\"‘’").casefold() in said_none:
        return out  # the value the rules start it at, no player's name ("which is the name of another Pilot, defaulting
        # to nobody"): kept as they say it, never "'Nobody' is not a player on the page"
    got = names(text)
    known = {p.casefold(): p for p in players or ()}
    rules = [r.casefold().strip() for r in spec.name_rules]
    cite = cited(spec, "name_rules")
    unknown = [n for n in got if known and n.casefold() not in known]
    if unknown:
        out.append((f"{spec.name} {text!r}: {', '.join(map(repr, unknown))} {'is' if len(unknown) == 1 else 'are'} not a player on the page", cited(spec, "kind")))
    if holder and any(r.startswith("not themsel") for r in rules) and any(n.casefold() == holder.casefold() for n in got):
        out.append((f"{spec.name} {text!r} names {holder} themself: it must be another player's name", cite))
    if "distinct" in rules and len({n.casefold() for n in got}) < len(got):
        out.append((f"{spec.name} {text!r} names a player twice: the names must be distinct", cite))
    for r in rules:
        m = _AT_MOST.match(r)
        if m and len(got) > int(m.group(1)):
            out.append((f"{spec.name} {text!r} has {len(got)} names: at most {m.group(1)}", cite))
    return out
