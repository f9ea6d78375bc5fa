"""What a read declaration settles into: its kind and default from the parts read (``settle``), checked against its
values and bounds, and the variables it declares (``specs_of``). Pure."""
from __future__ import annotations

import re

from ..errors import FlattenedTableError
from ..models import Rule
from ..phrasings import schema as wordings
from ..reading.citations import Citation
from .declaration_parts import LIST_KINDS, NUMERIC_KINDS, VALUES_AFTER_NOT_READ, NotRead, Reading
from .model import VarSpec


# a default that says there is no value: it shows no kind (the fifteenth held-out round: Castaways, 2000s: 'Each Castaway
# has a single Trade, which is “None” by default.'; in other words: 'a Flag, which is Nothing by default', 'null')
ABSENT = re.compile(r"[“\"‘']?(?:none|nothing|null|nil|n/a|-)[”\"’']?", re.I)
NO_ONE = re.compile(r"[“\"‘']?(?:nobody|no one|no-one|noone)[”\"’']?", re.I)  # a player's name not given yet


KIND_OF_DEFAULT = "its kind (text) read off its default, a word"
KIND_OF_BOUND = "its kind (a number) read off its bound: the Appendix holds numeric variables to integers"


def settle(r: Reading) -> tuple[str, object, str | None]:
    """(kind, default, default_text) of a read declaration: the kind its parts say, else the one its default or
    its values show; an empty default is an empty list for a list, else kept as words."""
    kind = r.kind
    if r.values and kind in (None, "text"):
        kind = "enum"
    if r.unit and kind in (None, "int") and not r.values:
        kind = "int" if r.unit.isalpha() else "money"  # "measured in G's": a number in a unit; "$40": money
    if kind is None and (r.amount or isinstance(r.default, int) and not isinstance(r.default, bool)
                         or isinstance(r.minimum, int) and isinstance(r.maximum, int)):
        kind = "int"  # an amount, a number default, or a range of whole numbers ("an Esteem score between 0 and 50")
    if kind is None and (isinstance(r.minimum, int) or isinstance(r.maximum, int)) and not r.has_default:
        kind = "int"  # a bound said of a value shows a number ("a Reach … (with a minimum of zero)", "a Brightness …
        if KIND_OF_BOUND not in r.notes:  # which may not exceed 60"), whole by the Appendix's numeric variables
            r.notes.append(KIND_OF_BOUND)
    if kind is None and isinstance(r.default, str) and r.default != "empty" and not ABSENT.fullmatch(r.default):
        kind = "text"  # a word default is a text; one that says there is none ("“None” by default") says no kind
        if KIND_OF_DEFAULT not in r.notes:
            r.notes.append(KIND_OF_DEFAULT)
    kind = kind or "unspecified"
    default, default_text = None, None
    if not r.has_default:
        return kind, None, None
    d = r.default
    if isinstance(d, bool):
        return kind, d, None
    if kind == "name" and isinstance(d, str) and (ABSENT.fullmatch(d) or NO_ONE.fullmatch(d)):
        return kind, None, r.default_words or d  # "…, defaulting to Nobody": no one named yet, kept as its words, as
        # "defaulting to nobody" and "defaults to blank" are
    if d == "empty" and kind == "unspecified" and re.fullmatch(r"(?:an? |the )?empty (?:list|set)", (r.default_words or "").strip(), re.I):
        kind = "list"  # "publicly tracked Glimpses, defaulting to an empty set": a collection, empty at first
        if r.of is None and len(r.names) == 1 and re.fullmatch(r"[A-Z][\w'’-]*s", r.names[0]):
            r.of = r.names[0]  # of Glimpses, as "a list of Glimpses" says it
    if d == "empty":
        collection = re.search(r"\b(?:list|set)\b", r.default_words or "", re.I)  # "an empty set" of names: none of them
        if kind in LIST_KINDS and (kind != "name" or collection) or kind == "unspecified" and r.holds_nothing:
            default = []  # "Barges default to having an empty Hold": a thing that holds nothing
            # (a bare "defaults to empty" of a value whose kind is not said is kept as the words "empty"; so is a
            # player's name that is none at first, "a Twin, … defaults to empty", as "defaulting to nobody" is; the
            # names of Ruleset 205's Alliance "default to an empty set": a collection, empty)
        else:
            default_text = r.default_words
    elif isinstance(d, tuple):
        named = value_named(d[1], r.values) if r.values and kind == "enum" else None
        if named is not None:  # a default in lower case among values in lower case ("defaulting to scholarly")
            default = named
        else:
            default_text = d[1]
    elif isinstance(d, int):
        if kind in NUMERIC_KINDS or r.kind == "unspecified":  # a part said its kind is not read (a decimal): the value
            default = d
        elif kind in LIST_KINDS and d == 0 and not r.values:
            default = []  # "Tourists default to carrying 0 Trinkets" of a list of Trinkets: none of them, an empty list
        else:
            default_text = r.default_words
    elif kind in NUMERIC_KINDS:
        if re.fullmatch(wordings.PLACEHOLDER["phrasing"], (r.default_words or "").strip()):  # "This number is XXX by default."
            raise NotRead(f"its default “{r.default_words}” is a blank left to be filled in, not a value")
        default_text = r.default_words
    elif r.one_item and kind in ("list", "sequence") and not r.values:
        default = [d]
    elif r.values:
        default = value_named(d, r.values)
        if default is None:
            raise NotRead(f"its default “{d}” is not one of its values")
    else:
        default = d
    check_bounds(default, r.minimum, r.maximum)
    return kind, default, default_text


def value_named(words: str, values: list[str]) -> str | None:
    """The one of ``values`` a default's words name: the value itself (with or without 'the', in the singular),
    or the one value its words begin with ("Petrol motor" of Electric, Petrol, ...)."""
    def key(s: str) -> str:
        s = s.casefold()
        return s[4:] if s.startswith("the ") else s
    want = key(words)
    for v in values:
        if key(v) in (want, want[:-1] if want.endswith("s") else want):
            return v
    return item_named(words, values)


def check_bounds(default, minimum, maximum) -> None:
    """NotRead where a numeric default lies outside the bounds said with it."""
    if isinstance(default, int) and not isinstance(default, bool):
        if minimum is not None and default < minimum or maximum is not None and default > maximum:
            raise NotRead(f"its default {default} is outside its bounds ({minimum}..{maximum})")


def _drop_contradiction(r: Reading) -> None:
    """A declaration whose default lies outside the bounds it says with it ("a positive integer number of Grudge …
    and defaults to 0"): the sentence contradicts itself, so its type, bounds and default are not read (as
    validators.declarations reads a rule that sets a variable outside its declared bounds), the rest is, and the
    contradiction is listed."""
    d = r.default
    if not r.has_default or not isinstance(d, int) or isinstance(d, bool):
        return
    if (r.minimum is None or d >= r.minimum) and (r.maximum is None or d <= r.maximum):
        return
    r.leftover.append(f"its default {d} is outside the bounds it says ({r.minimum}..{r.maximum}): the sentence contradicts "
                      "itself, so its type, bounds and default are not read")
    r.kind, r.minimum, r.maximum, r.amount = None, None, None, False
    r.default, r.default_words, r.has_default = None, None, False


def specs_of(r: Reading, citation: Citation, rule: Rule | None) -> list[VarSpec]:
    """The variables one read declaration declares."""
    if r.default_rows is not None:
        rows = rows_of(rule) if rule is not None else None
        if not rows or r.kind not in LIST_KINDS:
            raise NotRead(f"its default, every {r.default_rows} of the table below, is not in a table the reader has")
        r.default, r.has_default, r.default_rows = rows, True, None
    _drop_contradiction(r)
    kind, default, default_text = settle(r)
    names = r.names
    if r.table_of:
        names = rows_of(rule) or []
        if not names:
            raise NotRead(f"no table of {r.table_of} follows in the rule")
    if not names:
        raise NotRead("it names no variable")
    if r.provisional and not names[0][:1].isupper():
        raise NotRead(f"it names no variable: “{names[0]}” is what it holds, not a name")  # "a publicly tracked list of dares"
    scope = r.scope
    if scope == "global" and r.tracked == "GNDT" and "kept in one row of the GNDT" not in r.notes:
        if "held in common" in r.notes:  # "a communal quantity of Rations tracked in the GNDT": in whose row?
            raise NotRead("held in common and kept in the GNDT, the players' table, in no row said")
        scope = "player"  # the GNDT is the players' table: a field of it is a value each player holds
    return [VarSpec(name, kind, scope=scope, default=list(default) if isinstance(default, list) else default,
                    default_text=default_text, minimum=r.minimum, maximum=r.maximum, values=list(r.values) if r.values else None,
                    citation=citation, notes=list(r.notes) + ([f"abbreviated {r.aliases[name]}"] if name in r.aliases else []), unit=r.unit if kind == "money" else None, of=r.of,
                    holder_of=r.holder_of, tracked=r.tracked, tracked_by=r.tracked_by, public=r.public,
                    name_rules=list(r.name_rules), count_at_most=r.count_at_most)
            for name in names]


def item_named(words: str, items: list[str]) -> str | None:
    """The one item a default's words begin with ("Petrol motor" of Electric, Petrol, ...), else None. The words
    after it name its kind (one or two words in lower case), never a condition or a clause ("Calm for Captains",
    "Calm unless …", "Calm and Angry": not Calm)."""
    hits = [i for i in items if words.casefold().startswith(i.casefold() + " ") and _kind_word(words[len(i) + 1:])]
    return max(hits, key=len) if len(hits) == 1 else None


def _kind_word(rest: str) -> bool:
    return bool(re.fullmatch(r"[a-z][\w-]*(?: [a-z][\w-]*)?", rest)) and not re.match(
        r"(?:for|unless|if|when|whenever|on|in|at|during|until|except|per|each|every|and|or|but|while|after|before|with|"
        r"without|by|to|from|of|as|than|instead|only|then|once|is|are|which|that)\b", rest)


def rows_of(rule: Rule, having: str | None = None) -> list[str] | None:
    """The first cells of the rows of the rule's first table (only the rows with a cell ``having``, if given); None
    when a text render flattened the table."""
    for t in rule.tables[:1]:
        try:
            return [row[0] for row in t.cells().rows
                    if row and row[0].strip() and (having is None or any(c.strip() == having for c in row[1:]))]
        except FlattenedTableError:
            return None
    return []




def apply_values_follow(r: Reading, values: list[str] | None, values_default: str | None) -> None:
    """A reading whose parts say its values are the list that follows ("must be one of the following values:")."""
    if not r.values_follow:
        return
    if not values:
        raise NotRead(VALUES_AFTER_NOT_READ)
    r.values = list(values)
    if values_default is not None and not r.has_default and r.default_words is None:
        r.default, r.has_default = values_default, True
