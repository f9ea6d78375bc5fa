"""Numbers as the rules and the game write them: digits or words, ordinals, fractions, months.

The one reader of numbers in the project: the phrasing compiler's number and fraction slots, the gamestate's
amounts, the admin notes' counts and every date read from a page use these tables and functions.
"""
from __future__ import annotations

import re
from fractions import Fraction

WORDNUM = {
    "zero": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "forty-eight": 48,
    "seventy-two": 72, "ninety-six": 96, "hundred": 100,
}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
UNIT_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
# a number in a rule, as the atoms' {N} slot reads it: digits, or words up to ninety-nine
NUMBER_RX = (r"\d+|(?:" + "|".join(TENS) + r")(?:-(?:" + "|".join(UNIT_WORDS) + r"))?|"
             + "|".join(sorted((w for w in WORDNUM if w not in ("a", "an")), key=len, reverse=True)) + r"|an?")
# No count, hour or day figure in a Ruleset comes near this (a million hours is over a century, longer than
# the game has existed); anything larger is a typo or a damaged page, and is reported, not computed with.
MAX_NUMBER = 10 ** 6


class Unreadable(ValueError):
    """A number in a rule that the reader cannot take as a value (an unknown word, an absurd size)."""


def read_number(s: str) -> int:
    """A count, hour or day figure: digits or a number word. Raises Unreadable, never KeyError."""
    s = s.strip().lower()
    if s.isdigit() and s.isascii():
        if len(s) > 7 or int(s) > MAX_NUMBER:
            raise Unreadable(f"the number {s[:20]}{'…' if len(s) > 20 else ''} is not plausible in a rule (over {MAX_NUMBER:,})")
        return int(s)
    if s in WORDNUM:
        return WORDNUM[s]
    tens, _, unit = s.partition("-")
    if unit and tens in TENS and unit in WORDNUM and 1 <= WORDNUM[unit] <= 9:
        return TENS[tens] + WORDNUM[unit]
    raise Unreadable(f"{s[:40]!r} is not a number the reader knows")


DENOMINATORS = {"half": 2, "halves": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
FRACTION_RX = (
    r"(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|\d+)[ -])?(?:half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)"
    r"|\d+(?:\.\d+)? ?(?:%|percent|per cent)|\d+ ?/ ?\d+"
)

FRACTION_SLOT = (r"\d+ ?/ ?\d+(?:rds|ths|nds|s)?|"
                 r"(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine)[ -])?(?:half|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)")


def read_fraction(text: str) -> Fraction:
    t = text.strip().lower()
    pm = re.fullmatch(r"(\d+(?:\.\d+)?) ?(?:%|percent|per cent)", t)
    if pm:
        if len(pm.group(1)) > 8:
            raise Unreadable(f"the percentage {t!r} is not plausible")
        return Fraction(pm.group(1)) / 100
    sm = re.fullmatch(r"(\d+) ?/ ?(\d+)", t)
    if sm:
        a, b = read_number(sm.group(1)), read_number(sm.group(2))
        if b == 0:
            raise Unreadable(f"{t!r} divides by zero")
        return Fraction(a, b)
    words = re.split(r"[ -]", t)
    den = words[-1]
    num = read_number(words[0]) if len(words) > 1 else 1
    d = DENOMINATORS.get(den) or DENOMINATORS.get(den[:-1])
    if d is None:
        raise Unreadable(f"{t!r} is not a fraction the reader knows")
    return Fraction(num, d)


def ratio(a: str, b: str) -> str:
    x, y = read_number(a), read_number(b)
    if y == 0:
        raise Unreadable(f"{a}/{b} divides by zero")
    return f"{x}/{y}"


def fraction_text(text: str) -> str:
    sm = re.fullmatch(r"(\d+) ?/ ?(\d+)(?:rds|ths|nds|s)?", text.strip())
    if sm:
        return ratio(sm.group(1), sm.group(2))
    f = read_fraction(text)
    return f"{f.numerator}/{f.denominator}"


# Months, in full; a name of three letters or more that begins one of them is that month ("Feb", "Sept").
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december")


def month_number(name: str) -> int | None:
    """1-12 for a month's name or its abbreviation ("Feb", "feb.", "Sept"); None for anything else."""
    n = name.strip().rstrip(".").casefold()
    if len(n) < 3:
        return None
    return next((i for i, m in enumerate(MONTHS, 1) if m.startswith(n)), None)


# Ordinals as instructions write them ("the second paragraph", "the 3rd item", "the last sentence").
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
ORDINAL_RX = r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|\d+(?:st|nd|rd|th)"


def ordinal_number(word: str) -> int | str | None:
    """1 for "first" or "1st", "last" for "last"/"final"; None when the word is no ordinal."""
    w = word.strip().lower()
    if w in ("last", "final"):
        return "last"
    if w in ORDINALS:
        return ORDINALS[w]
    m = re.fullmatch(r"(\d{1,4})(?:st|nd|rd|th)", w)
    return int(m.group(1)) if m else None


# Counts written as words where a count is expected ("7 FOR and none AGAINST"; a default of "none").
COUNT_WORDS = {"none": 0, "no": 0, "zero": 0}
SMALL_NUMBER_WORDS = {"zero": 0, "none": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
AMOUNT_RX = re.compile(r"^(?P<sign>-)?\s*(?P<cur>[₩$£])?\s*(?P<n>\d{1,3}(?:,\d{3})+|\d+)\s*(?P<pct>%)?$")
_ZERO_CENTS = re.compile(r"^(\s*-?\s*[₩$£€¥₤]\s*[\d,]+)\.0{1,2}(?=\s*$)")


def without_zero_cents(text: str) -> str:
    """An amount of money written with no cents as a whole amount: "$35.00" is "$35" (round 39: "The default value
    for Stipend is $35.00"); any other text as it is ("35.00", "$2.50")."""
    return _ZERO_CENTS.sub(r"\1", text)


def read_amount(text: str) -> int | None:
    """A gamestate value as a number: "12", "-3", "1,200", "₩40", "15%"; None when it is not one (or is past
    Python's int conversion limit, which no game value comes near)."""
    m = AMOUNT_RX.match(without_zero_cents(text.strip()))
    if not m or len(m.group("n")) > 4000:
        return None
    n = int(m.group("n").replace(",", ""))
    return -n if m.group("sign") else n


def read_small_number(s: str) -> int | None:
    """A count as a declaration states it: digits (with thousands commas or a currency sign) or a word up to ten."""
    s = s.strip().lower().replace(",", "").lstrip("₩$£")
    if s in SMALL_NUMBER_WORDS:
        return SMALL_NUMBER_WORDS[s]
    return int(s) if re.fullmatch(r"-?\d+", s) else None
