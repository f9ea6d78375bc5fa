"""The declarations of a dynasty's gamestate, read from its rules as a grammar of typed parts.

A declaration is a holder ("Each Vassal has", "There is a", "Each Bot has", a list of a holder's fields) followed
by parts in any order: a naming ("a number named Reputation", "an amount of Money", "a numerical “Time”
statistic"), a type, a default, bounds, where it is tracked and whether it is public, joined by connectors
(", which is", "and"). A later sentence of the rules may give a declared variable one more field ("An Operator’s
Money can not surpass ₩20,000."; "It defaults to 10."; "The legal values for a Ward are:" and the list or table
that follows): the field cites that sentence (``VarSpec.cited``). The wordings are data (phrasings.schema); a new
combination of known parts reads without new code.

A sentence is read whole or not at all: one that looks like a declaration and holds words no part reads declares
nothing and is listed as ``Unread`` with the words, so that nothing is guessed. Pure: text in, model out.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Iterable

from ..errors import FlattenedTableError
from ..models import Rule, Table
from ..phrasings import schema as wordings
from ..reading.citations import Citation
from ..reading.numbers import read_small_number
from ..reading.phrasing import Terms, compile_phrasing
from ..reading.text import sentences
from .model import DECLARATION, POSSIBLE, Unread, VarSpec

LIST_KINDS = ("list", "sequence", "structures", "name")
VALUES_NOT_READ = "its listed values were not read"  # then a word default does not make it text
NUMERIC_KINDS = ("int", "money", "percent", "number")
_UNITS = "₩$£€¥₤"


@dataclass
class Declarations:
    """What the rules declare: the variables (by name), the kinds of item that hold variables (Bot, Room...), and
    the sentences that look like declarations but were not read whole."""
    vars: dict[str, VarSpec] = field(default_factory=dict)
    items: dict[str, Citation] = field(default_factory=dict)
    unread: list[Unread] = field(default_factory=list)
    forms: set[str] = field(default_factory=set)  # the wordings (phrasings.schema keys) that read something


class _NotRead(Exception):
    """A sentence not read whole: its reason names the words no part reads."""


@dataclass
class _Reading:
    """The parts read so far of one declaration (or of one later sentence about a declared variable)."""
    scope: str = "player"
    holder_of: str | None = None
    names: list[str] = field(default_factory=list)
    provisional: bool = False  # the name came from what the variable holds ("a sequence of Runes"): a naming replaces it
    kind: str | None = None
    amount: bool = False
    minimum: object = None
    maximum: object = None
    values: list[str] | None = None
    of: str | None = None
    default_words: str | None = None
    default: object = None
    has_default: bool = False
    tracked: str | None = None
    tracked_by: str | None = None
    public: bool | None = None
    name_rules: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    unit: str | None = None
    table_of: str | None = None  # one variable per row of the rule's table
    count_at_most: tuple[str, str] | None = None  # (variable, column): a list no longer than that item's column
    leftover: list[str] = field(default_factory=list)  # reasons of parts read as not read (a formula, a length limit)
    values_follow: bool = False  # its values are the list that follows the sentence
    default_rows: str | None = None  # its default: every row of the rule's table
    one_item: bool = False  # its default names one entry ("start with a DICE6 Sail"): a list of it
    aliases: dict[str, str] = field(default_factory=dict)  # name -> the short name said in brackets ("(abbreviated SP)")

    def said(self) -> dict:
        """The fields this reading states (for a later sentence: what it adds to its variable)."""
        out = {}
        for f in ("kind", "minimum", "maximum", "values", "of", "tracked", "tracked_by", "public", "unit"):
            v = getattr(self, f)
            if v not in (None, []):
                out[f] = v
        if self.name_rules:
            out["name_rules"] = list(self.name_rules)
        return out


def _rx(entry: dict, terms: Terms, whole: bool = False) -> re.Pattern:
    return compile_phrasing(entry["phrasing"], terms, flags=0, spaces=wordings.SPACES, whole=whole)


def _clean_name(s: str) -> str:
    return s.strip().strip("“”\"'‘’").strip()


def _split_values(s: str) -> list[str]:
    s = re.sub(r",? (?:or|and) (?=[“\"‘'A-Z0-9])", ", ", s)
    return [_clean_name(v) for v in s.split(", ") if _clean_name(v)]


def _amount(text: str) -> tuple[int | None, str | None, bool]:
    """(the number, its currency sign, whether it is a percentage) of an amount a declaration states."""
    t = text.strip()
    unit = next((c for c in t if c in _UNITS), None)
    pct = t.endswith("%")
    n = read_small_number(t.rstrip("%").replace(" ", "").replace(unit or "\0", ""))
    if n is None and re.fullmatch(r"-\d+", t):
        n = int(t)
    if n is None and t in ("twenty", "fifty", "one hundred"):
        n = {"twenty": 20, "fifty": 50, "one hundred": 100}[t]
    return n, unit, pct


def _ends_word(text: str, end: int) -> bool:
    return end >= len(text) or not (text[end - 1].isalnum() and text[end].isalnum())


class _Parts:
    """The part tables compiled for one dynasty's terms."""

    def __init__(self, terms: Terms):
        self.terms = terms
        self.used: set[str] = set()

        def table(entries: dict, whole: bool = False) -> list[tuple[dict, re.Pattern]]:
            return [(dict(e, key=k), _rx(e, terms, whole=whole)) for k, e in entries.items()]

        self.parts = [(e["key"], e, rx) for e, rx in table(wordings.PARTS)]
        self.connector = _rx(wordings.CONNECTORS["words"], terms)
        self.holders = table(wordings.HOLDERS)
        self.list_holders = table(wordings.LIST_HOLDERS)
        self.items = table(wordings.ITEMS)
        self.pending = table(wordings.PENDING)
        self.subjects = table(wordings.SUBJECTS)
        self.values = table(wordings.VALUES, whole=True)
        self.sets_to = table(wordings.SETS_TO)
        self.looks = [_rx(e, terms) for k, e in wordings.LOOKS_LIKE.items() if not k.startswith("net_")]
        self.net = [_rx(e, terms) for k, e in wordings.LOOKS_LIKE.items() if k.startswith("net_")]

    def read(self, text: str, pos: int, r: _Reading, naming: bool = True) -> None:
        """Read the parts of ``text`` from ``pos`` to its end into ``r``; _NotRead where words are left."""
        end = len(text.rstrip().rstrip(".;:").rstrip())
        while pos < end:
            if text[pos].isspace():
                pos += 1
                continue
            best = None
            for key, e, rx in self.parts:
                if e["part"] == "naming" and (not naming or (r.names and not r.provisional) or r.table_of):
                    continue
                m = rx.match(text, pos, end)
                if m and m.end() > pos and _ends_word(text, m.end()) and (best is None or m.end() > best[2].end()):
                    best = (key, e, m)
            if best is not None:
                self.apply(best[1], best[2], r)
                pos = best[2].end()
                continue
            m = self.connector.match(text, pos, end)
            if m and m.end() > pos:
                pos = m.end()
                continue
            rest = text[pos:end]
            raise _NotRead(f"the words “{rest if len(rest) <= 60 else rest[:57] + '…'}” are not a part of a declaration the reader knows")

    def apply(self, e: dict, m: re.Match, r: _Reading) -> None:
        self.used.add(e["key"])
        g = {k: v for k, v in m.groupdict().items() if v is not None}
        part = e["part"]
        if part == "holder" and "name" in g:
            r.names = [_clean_name(g["name"])]
        if part == "naming":
            if r.provisional:
                r.names, r.provisional = [], False
            r.names = [_clean_name(g["name"])] if "name" in g else r.names
            if "name2" in g:
                r.names.append(_clean_name(g["name2"]))
            if e.get("of_name"):
                r.of = r.names[0]
            if e.get("names_from_table"):
                r.table_of = g.get("of")
        for grp, at in (("alias", 0 if "name2" in g else -1), ("alias2", -1)):
            if g.get(grp) and r.names:
                r.aliases[r.names[at]] = re.sub(r"^\((?:[a-z. ]+:? )?[“\"‘]?|[”\"’]?(?: for short)?\)$", "", g[grp])
        if e.get("same_name") and (not r.names or _clean_name(g["same"]).casefold() != r.names[0].casefold()):
            raise _NotRead(f"“{m.group(0)}” names another variable than {r.names[0] if r.names else 'the one declared'}")
        if e.get("amount"):
            r.amount = True
        if part not in ("holder", "subject") and "scope" in e:
            r.scope, r.holder_of = e["scope"], None
        if "kind" in e:
            r.kind = _merge_kind(r.kind, e["kind"])
        for f in ("minimum", "maximum", "public", "tracked"):
            if f in e:
                setattr(r, f, e[f])
        if e.get("tracked_by") == "emperor":
            r.tracked_by = self.terms.emperor[0] if self.terms.emperor else "emperor"
        for f, grp in (("minimum", "min"), ("maximum", "max")):
            if grp in g:
                n, unit, pct = _amount(g[grp])
                if n is None:
                    raise _NotRead(f"the bound “{g[grp]}” is not a number")
                setattr(r, f, n)
                r.unit = r.unit or unit
        if "max_again" in g and _amount(g["max_again"])[0] != r.maximum or "min_again" in g and _amount(g["min_again"])[0] != r.minimum:
            raise _NotRead(f"“{m.group(0)}” sets another value than its bound")
        if "vals" in g:
            r.values = _split_values(g["vals"])
        listed = [_clean_name(v) for k, v in sorted(g.items()) if k.startswith("val_")]
        if listed:
            r.values = listed
        if e.get("values_follow"):
            r.values_follow = True
        if e.get("default_rows"):
            r.default_rows, r.has_default = g["rows"], True
        if e.get("one_item"):
            r.one_item = True
        if "unread" in e:
            r.leftover.append(e["unread"].format(**dict(g, text=m.group(0))))
        if "of" in g and not e.get("names_from_table"):
            r.of = g["of"].strip()
            if e.get("name_from") and not r.names:
                r.names, r.provisional = [_clean_name(g["of"])], True
        for grp, label in e.get("name_rules", {}).items():
            if grp in g:
                rule = label.format(**{k: _count(v) for k, v in g.items()})
                if rule not in r.name_rules:
                    r.name_rules.append(rule)
        if "default" in g:
            r.default_words = g["default"].strip()
        if "default" in e:
            r.default, r.has_default = e["default"], True
        column = next((v for k, v in g.items() if k.startswith("column")), None)
        if column:
            column = _clean_name(column)
            if not r.names or r.provisional:
                r.names, r.provisional = [column], False
            elif column.casefold().rstrip("s") != r.names[0].casefold().rstrip("s"):
                r.notes.append(f"tracked in the column “{column}”")
        page = next((v for k, v in g.items() if k.startswith("page")), None)
        if page:
            r.notes.append(f"tracked on “{page.strip()}”")
        if "note" in e:
            r.notes.append(e["note"])
        if "note_ref" in e:
            r.notes.append(e["note_ref"].format(**g))
        if g.get("count_of") and g.get("count_col"):
            r.count_at_most = (g["count_of"].strip(), g["count_col"].strip())

    def value(self, words: str, r: _Reading) -> None:
        """Read a default's words into ``r`` (a value, an empty list, or kept as default_text)."""
        for e, rx in self.values:
            m = rx.match(words)
            if not m:
                continue
            self.used.add(e["key"])
            if e.get("empty"):
                r.default, r.has_default = "empty", True
            elif e.get("amount"):
                n, unit, pct = _amount(m.group("n"))
                if n is None:
                    continue
                r.default, r.has_default = n, True
                r.unit = r.unit or unit
                if pct and r.kind in (None, "int"):
                    r.kind = "percent"
            elif e.get("numeric"):
                r.default, r.has_default = ("text", words), True
                r.kind = r.kind or "int"
            else:
                r.default, r.has_default = m.group("v").strip(), True
            return
        r.default, r.has_default = ("text", words), True

    def settle_default(self, r: _Reading) -> None:
        if r.default_words is not None and not r.has_default:
            self.value(r.default_words, r)

    def looks_like(self, sentence: str) -> str | None:
        """What a sentence not read whole is listed as: DECLARATION where a cue of a declaration's own form is in it,
        POSSIBLE where only the net's general cues of gamestate are (a mechanic that mentions a tracked thing as
        often as a declaration the forms do not know), None where neither is."""
        if any(rx.search(sentence) for rx in self.looks):
            return DECLARATION
        return POSSIBLE if any(rx.search(sentence) for rx in self.net) else None


def _count(v: str) -> str:
    n = read_small_number(v)
    return str(n) if n is not None else v


_SPECIFIC = {"int": ("money", "percent", "enum", "number"), "text": ("enum",), "list": ("structures",)}


def _merge_kind(old: str | None, new: str) -> str:
    if old is None or old == new:
        return new
    if new in _SPECIFIC.get(old, ()):
        return new
    if old in _SPECIFIC.get(new, ()):
        return old
    raise _NotRead(f"it says two types ({old}, {new})")


def _settle(r: _Reading) -> tuple[str, object, str | None]:
    """(kind, default, default_text) of a read declaration: the kind its parts say, else the one its default or
    its values show; an empty default is an empty list for a list, else kept as words."""
    kind = r.kind
    if r.values and kind in (None, "text"):
        kind = "enum"
    if r.unit and kind in (None, "int") and not r.values:
        kind = "money"
    if kind is None and (r.amount or isinstance(r.default, int) and not isinstance(r.default, bool)):
        kind = "int"
    if kind is None and isinstance(r.default, str) and r.default != "empty":
        kind = "text"
    kind = kind or "unspecified"
    default, default_text = None, None
    if not r.has_default:
        return kind, None, None
    d = r.default
    if isinstance(d, bool):
        return kind, d, None
    if d == "empty":
        if kind in LIST_KINDS or kind == "unspecified" and re.fullmatch(r"(?:an? |the )?empty", r.default_words or ""):
            default = []  # "Barges default to having an empty Hold": a thing that holds nothing
        else:
            default_text = r.default_words
    elif isinstance(d, tuple):
        default_text = d[1]
    elif isinstance(d, int):
        if kind in NUMERIC_KINDS:
            default = d
        else:
            default_text = r.default_words
    elif kind in NUMERIC_KINDS:
        default_text = r.default_words
    elif r.one_item and kind in ("list", "sequence") and not r.values:
        default = [d]
    elif r.values:
        default = _value_named(d, r.values)
        if default is None:
            raise _NotRead(f"its default “{d}” is not one of its values")
    else:
        default = d
    _check_bounds(default, r.minimum, r.maximum)
    return kind, default, default_text


def _value_named(words: str, values: list[str]) -> str | None:
    """The one of ``values`` a default's words name: the value itself (with or without 'the', in the singular),
    or the one value its words begin with ("Petrol motor" of Electric, Petrol, ...)."""
    def key(s: str) -> str:
        s = s.casefold()
        return s[4:] if s.startswith("the ") else s
    want = key(words)
    for v in values:
        if key(v) in (want, want[:-1] if want.endswith("s") else want):
            return v
    return _item_named(words, values)


def _check_bounds(default, minimum, maximum) -> None:
    if isinstance(default, int) and not isinstance(default, bool):
        if minimum is not None and default < minimum or maximum is not None and default > maximum:
            raise _NotRead(f"its default {default} is outside its bounds ({minimum}..{maximum})")


def _specs(r: _Reading, citation: Citation, rule: Rule | None) -> list[VarSpec]:
    """The variables one read declaration declares."""
    if r.default_rows is not None:
        rows = _rows_of(rule) if rule is not None else None
        if not rows or r.kind not in LIST_KINDS:
            raise _NotRead(f"its default, every {r.default_rows} of the table below, is not in a table the reader has")
        r.default, r.has_default, r.default_rows = rows, True, None
    kind, default, default_text = _settle(r)
    names = r.names
    if r.table_of:
        names = _rows_of(rule) or []
        if not names:
            raise _NotRead(f"no table of {r.table_of} follows in the rule")
    if not names:
        raise _NotRead("it names no variable")
    if r.provisional and not names[0][:1].isupper():
        raise _NotRead(f"it names no variable: “{names[0]}” is what it holds, not a name")  # "a publicly tracked list of dares"
    scope = r.scope
    if scope == "global" and r.tracked == "GNDT":
        scope = "player"  # the GNDT is the players' table: a field of it is a value each player holds
    return [VarSpec(name, kind, scope=scope, default=list(default) if isinstance(default, list) else default,
                    default_text=default_text, minimum=r.minimum, maximum=r.maximum, values=list(r.values) if r.values else None,
                    citation=citation, notes=list(r.notes) + ([f"abbreviated {r.aliases[name]}"] if name in r.aliases else []), unit=r.unit if kind == "money" else None, of=r.of,
                    holder_of=r.holder_of, tracked=r.tracked, tracked_by=r.tracked_by, public=r.public,
                    name_rules=list(r.name_rules), count_at_most=r.count_at_most)
            for name in names]


def _item_named(words: str, items: list[str]) -> str | None:
    """The one item a default's words begin with ("Petrol motor" of Electric, Petrol, ...), else None."""
    hits = [i for i in items if words.casefold().startswith(i.casefold() + " ")]
    return max(hits, key=len) if len(hits) == 1 else None


def _rows_of(rule: Rule, having: str | None = None) -> list[str] | None:
    """The first cells of the rows of the rule's first table (only the rows with a cell ``having``, if given); None
    when a text render flattened the table."""
    for t in rule.tables[:1]:
        try:
            return [row[0] for row in t.cells().rows
                    if row and row[0].strip() and (having is None or any(c.strip() == having for c in row[1:]))]
        except FlattenedTableError:
            return None
    return []


# ---------------------------------------------------------------------------------------------------------------
# the rule's text as paragraphs, sentences, lists and the tables rendered in it

_ITEM_LINE = re.compile(r"^(?P<indent> *)(?:[•*#] |\d+\. )(?P<text>.*)$")  # a rendered item, or wikitext's


def _blocks(rule: Rule) -> list[tuple[str, object]]:
    """The rule's text as ("prose", sentence), ("list", [top-level items]) and ("table", Table) blocks, in order."""
    out: list[tuple[str, object]] = []
    paras = [p for p in rule.text.split("\n\n") if p.strip()]
    tables = [t for t in rule.tables if t.rows and not t.unreadable]
    for p in paras:
        lines = [ln for ln in p.split("\n") if ln.strip()]
        if all(_ITEM_LINE.match(ln) for ln in lines):
            items: list[str] = []
            for ln in lines:
                m = _ITEM_LINE.match(ln)
                if m.group("indent") and items:
                    items[-1] += " " + m.group("text").strip()
                else:
                    items.append(m.group("text").strip())
            out.append(("list", items))
            continue
        table = next((t for t in tables if " | ".join(c.strip() for c in t.rows[0]) in p), None)
        if table is not None:
            out.append(("table", table))
            continue
        for line in lines:
            for s in sentences(line):
                out.append(("prose", s))
    return out


# ---------------------------------------------------------------------------------------------------------------

def read_declarations(rules: Iterable[Rule], terms: Terms) -> Declarations:
    """The variables ``rules`` declare (their terms: ``terms``), each field citing its sentence, and the sentences
    that look like declarations but were not read whole."""
    rules = list(rules)
    parts = _Parts(terms)
    out = Declarations()
    later: list[tuple[str, Citation, list[str] | None, str | None]] = []
    for rule in rules:
        _read_rule(rule, parts, out, later)
        _bounds_set_outside(rule, parts, out)
        _counts_of_items(rule, out)
    for sentence, cite, values, values_default in later:
        done = _read_field_sentence(sentence, cite, parts, out, [], values, final=True, values_default=values_default)
        if done is False and (what := parts.looks_like(sentence)):  # put off, then no form after all: never in silence
            _unread(out, cite, "not a form of declaration the reader knows", what)
    _items_of_tables(rules, out)
    out.forms = parts.used
    return out


def _bounds_set_outside(rule: Rule, parts: _Parts, out: Declarations) -> None:
    """A variable of ``rule`` bounded by its declaration that a sentence of the same rule sets to a value outside its
    bounds ("which is a positive integer. … it shall instead be set to zero."): the rule contradicts itself, so the
    bounds and the type said with them are not read, and the sentence is listed."""
    mine = [v for v in out.vars.values() if v.citation is not None and v.citation.rule == rule.title
            and (v.minimum is not None or v.maximum is not None)]
    if not mine:
        return
    for kind, body in _blocks(rule):
        for s in ([body] if kind == "prose" else body):
            for e, rx in parts.sets_to:
                for m in rx.finditer(s):
                    n = _amount(m.group("n"))[0]
                    named = re.split(r"['’]s ", m.group("name") or "")[-1]  # "each Pilot’s Morale": Morale
                    for v in mine:
                        if named and _find(out, _clean_name(named)) is not v or n is None:
                            continue
                        if (v.minimum is not None and n < v.minimum) or (v.maximum is not None and n > v.maximum):
                            parts.used.add(e["key"])
                            v.minimum = v.maximum = None
                            if v.kind in NUMERIC_KINDS:
                                v.kind = "unspecified"
                            for f in ("minimum", "maximum", "kind"):
                                v.cited.pop(f, None)
                            _unread(out, _cite(rule, s), f"it sets {v.name} to {n}, outside the bounds its declaration says: "
                                                          "the rule contradicts itself")


def _counts_of_items(rule: Rule, out: Declarations) -> None:
    """"A number of Fittings" where the same rule gives each Fitting fields of its own ("Each Fitting has a Name"):
    the holder has Fittings, things each with its name, a list of them, not a count."""
    for v in out.vars.values():
        if (v.citation is None or v.citation.rule != rule.title or v.kind != "int" or v.default is not None
                or v.default_text is not None or v.minimum is not None or v.maximum is not None):
            continue
        one = re.sub(r"ies$", "y", v.name) if v.name.endswith("ies") else re.sub(r"(?<!s)s$", "", v.name)
        if v.name != one and re.search(rf"\b(?:Each|Every|each|every|An?) {re.escape(one)} (?:has|have|is listed|is named|must have)\b", rule.text):
            v.kind, v.of = "list", v.name
            v.notes.append(f"each {one} a thing with fields of its own")


def _items_of_tables(rules: list[Rule], out: Declarations) -> None:
    """A variable whose type is not said and whose name is that of a rule's table ("An Engine, which is by default
    an Petrol motor"; the rule Engines and its table) holds one of the table's items; its default names one."""
    for v in out.vars.values():
        if v.kind not in ("unspecified", "text") or v.values or v.of:
            continue
        for rule in rules:
            title = rule.title.casefold()
            if not rule.tables or title not in (v.name.casefold() + "s", v.name.casefold() + "es", v.name.casefold()):
                continue
            kind = next((n[len("of the kind "):] for n in v.notes if n.startswith("of the kind ")), None)
            items = _rows_of(rule, having=kind)  # "a Room-Bound Malfeasance": the rows whose Type is Room-Bound
            if items is None:
                out.unread.append(Unread("declaration", v.citation, f"its values would be the rows of the table of “{rule.title}”, "
                                                                     "which this text render flattened"))
                break
            if not items:
                break
            if isinstance(v.default, str) and v.default not in items:
                item = _item_named(v.default, items)
                if item is None:
                    break
                v.default = item
            v.kind, v.values = "enum", items
            v.notes.append(f"one of the items of “{rule.title}”")
            v.cited["values"] = Citation(rule.title, f"the table of the rule “{rule.title}”", rule.number, rule.section)
            break


def _cite(rule: Rule, text: str) -> Citation:
    return Citation(rule.title, text, rule.number, rule.section)


def _unread(out: Declarations, cite: Citation, reason: str, what: str = DECLARATION) -> None:
    out.unread.append(Unread(what, cite, reason))


def _declare(out: Declarations, specs: list[VarSpec]) -> None:
    """Declare ``specs``. A variable of another holder under the name of one already declared is read under its
    holder when its own words give it fields ("* A list of Items which are in the Room, defaulting to no Items");
    bare ("Each Hero has an Inventory. Each Location has an Inventory.") it is listed as not read: what it is, and
    which of the two a later sentence naming it means, its words do not say."""
    for v in specs:
        have = out.vars.get(v.name)
        if have is not None and have.scope != v.scope and _bare(v):
            _unread(out, v.citation, f"{v.name} of {v.holder_of or 'the game' if v.scope != 'player' else 'each player'} has the name of "
                                     f"{have.name} of {have.holder_of or 'the game' if have.scope != 'player' else 'each player'}")
            continue
        key = v.name if have is None or have.scope == v.scope else f"{v.holder_of or v.scope} {v.name}"
        out.vars.setdefault(key, v)


def _bare(v: VarSpec) -> bool:
    """Whether a declaration gives its variable nothing but its name."""
    return (v.kind == "unspecified" and v.default is None and v.default_text is None and not v.values and v.of is None
            and v.tracked is None and v.public is None and v.minimum is None and v.maximum is None)


def _table_column(rule: Rule, specs: list[VarSpec]) -> str | None:
    """The name of a variable of an item that is a column of the rule's own table (the table lists the items, each
    row holding that field): the table's data, not a variable of the gamestate."""
    heads = {c.strip().casefold() for t in rule.tables for c in (t.header or [])}
    return next((v.name for v in specs if v.name.casefold() in heads), None)


def _list_read(before, out: Declarations) -> bool:
    """Whether a list is read by the sentence before it (its lead: a holder's fields, a variable's values); the items
    of any other list are sentences of their own, each listed as not read when it looks like a declaration."""
    if not before or before[0] != "prose" or not before[1].rstrip().endswith(":"):
        return False
    lead = before[1]
    return any(v.citation is not None and v.citation.text.startswith(lead) or any(c.text == lead for c in v.cited.values())
               for v in out.vars.values())


def _read_rule(rule: Rule, parts: _Parts, out: Declarations, later: list) -> None:
    blocks = _blocks(rule)
    last: list[VarSpec] = []  # the variables the sentence before declared or gave a field ("It", "These")
    pending: tuple[_Reading, Citation] | None = None  # a variable the sentence before described, not yet named
    for i, (kind, body) in enumerate(blocks):
        if kind != "prose":
            pending = None
            if kind == "list" and not _list_read(blocks[i - 1] if i else None, out):
                for it in body:
                    for s in sentences(it) or [it]:
                        if what := parts.looks_like(s):
                            _unread(out, _cite(rule, s), "an item of a list no sentence before it reads, and not a form of declaration the reader knows", what)
            continue
        sentence: str = body
        following = blocks[i + 1] if i + 1 < len(blocks) else None
        cite = _cite(rule, sentence)
        described, pending = pending, None
        # a variable described without its name ("Each Apprentice … shares a table with one other Apprentice.")
        match = next(((e, m) for e, m in ((e, rx.match(sentence)) for e, rx in parts.pending) if m), None)
        if match is not None:
            e, m = match
            if sentence[m.end():].strip(" .") == "":
                r = _Reading()
                parts.apply(dict(e, part="pending"), m, r)
                pending = (r, cite)
                last = []
                continue
        # an item the gamestate holds ("Each Operator possesses exactly one Bot")
        item = next(((e, m) for e, m in ((e, rx.match(sentence)) for e, rx in parts.items) if m), None)
        if item is not None:
            parts.used.add(item[0]["key"])
            out.items.setdefault(item[1].group("item"), cite)
            continue
        # a lead whose list (or whose words after its colon) declares a holder's fields
        lead = _list_holder(sentence, parts)
        if lead is not None:
            e, m = lead
            parts.used.add(e["key"])
            scope, item = _scope(e, m, parts, out, cite)
            rest = sentence[m.end():].strip()
            if rest:
                elements = _split_inline(rest)
            elif following and following[0] == "list":
                elements = following[1]
            else:
                _unread(out, cite, "no list of the fields follows")
                continue
            for el in elements:
                v = _read_element(el, rule, sentence, e, scope, item, parts, out)
                last = [v] if v is not None else last
            continue
        values, values_default = _following_values(following)
        # a declaration: a holder, then its parts
        holder = next(((e, m) for e, m in ((e, rx.match(sentence)) for e, rx in parts.holders) if m), None)
        if holder is not None:
            e, m = holder
            scope, item = _scope(e, m, parts, out, cite)
            if scope is None:
                holder = None
            else:
                base = described if e.get("names_pending") else None
                leftover: list[str] = []
                try:
                    specs = _declaration(sentence, e, m, scope, item, parts, cite, rule, base[0] if base else None,
                                         (values, values_default), leftover)
                    if base:  # the fields the sentence before gave cite it
                        for v in specs:
                            v.cited.update({f: base[1] for f in ("kind", "name_rules") if getattr(v, f) not in (None, [], "unspecified")})
                except _NotRead as err:
                    # a later sentence about a declared variable may open as a holder does ("Each Lifeform has a
                    # default appetite of 12.")
                    done = _read_field_sentence(sentence, cite, parts, out, last, values, final=False, values_default=values_default)
                    if isinstance(done, list):
                        last = done
                        continue
                    if done is not True:  # what it is listed as: by its cues, as any sentence not read
                        _unread(out, cite, str(err), parts.looks_like(sentence) or DECLARATION)
                    last = []
                    continue
                column = _table_column(rule, specs) if item is not None else None
                if column is not None:  # "Each Laurel has a Requirement." and the rule's table of Laurels has that column
                    _unread(out, cite, f"{column} is a column of the rule's table: a field of each of its rows, not a variable")
                    last = []
                    continue
                for reason in leftover:
                    _unread(out, cite, reason)
                _declare(out, specs)
                last = specs
                continue
        done = _read_field_sentence(sentence, cite, parts, out, last, values, final=False, values_default=values_default)
        last = done if isinstance(done, list) else []
        if done is None:
            later.append((sentence, cite, values, values_default))
        elif done is False and (what := parts.looks_like(sentence)):
            _unread(out, cite, "not a form of declaration the reader knows", what)


def _declaration(sentence: str, e: dict, m: re.Match, scope: str, item: str | None, parts: _Parts, cite: Citation,
                 rule: Rule, base: _Reading | None = None, following: tuple = (None, None),
                 leftover: list[str] | None = None) -> list[VarSpec]:
    """The variables one declaration sentence declares: its holder, then its parts; or, when that does not read, two
    declarations sharing the holder ("There is a publicly tracked number named X that …, and a publicly tracked
    integer number called Y which defaults to 0"). ``following``: the values (and the default among them) of the list
    that follows the sentence; ``leftover`` gets the reasons of the parts read as not read."""
    def one(start: int, end: int, holder: bool) -> list[VarSpec]:
        r = _Reading(scope=scope, holder_of=item)
        if holder and base is not None:
            r = replace(base, scope=scope, holder_of=item, names=list(base.names), name_rules=list(base.name_rules), notes=list(base.notes))
        if holder:
            parts.apply(dict(e, part="holder"), m, r)
        parts.read(sentence[:end], start, r)
        _values_follow(r, *following)
        parts.settle_default(r)
        specs = _specs(r, cite, rule)
        if leftover is not None:
            leftover.extend(reason for reason in r.leftover if reason not in leftover)
        return specs

    try:
        return one(m.end(), len(sentence), True)
    except _NotRead as err:
        for split in re.finditer(r",? and (?=an? )", sentence[m.end():]):
            at = m.end() + split.start()
            try:
                return one(m.end(), at, True) + one(m.end() + split.end(), len(sentence), False)
            except _NotRead:
                continue
        raise err


def _scope(e: dict, m: re.Match, parts: _Parts, out: Declarations, cite: Citation) -> tuple[str | None, str | None]:
    """(scope, the item) of a holder; (None, None) when the 'item' is the player term."""
    if e["scope"] != "item":
        return e["scope"], None
    item = m.group("item")
    if item in parts.terms.player or item in parts.terms.players:
        return None, None
    out.items.setdefault(item, cite)
    return item.casefold(), item


def _list_holder(sentence: str, parts: _Parts):
    for e, rx in parts.list_holders:
        m = rx.search(sentence)
        if m and (m.start() == 0 or sentence[:m.start()].rstrip().endswith(".")):
            return e, m
    return None


def _split_inline(rest: str) -> list[str]:
    """The fields listed after a colon: 'a Name, a Theatre (which …), and a Strength (…)'."""
    out, depth, cur = [], 0, ""
    for ch in rest.rstrip("."):
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [re.sub(r"^(?:and|or) ", "", s.strip()) for s in out if s.strip()]


def _read_element(text: str, rule: Rule, lead: str, e: dict, scope: str, item: str | None, parts: _Parts,
                  out: Declarations) -> VarSpec | None:
    """One field of a holder's list: its first sentence declares it, the others may add to it ("It defaults to 10.")."""
    sents = sentences(text.rstrip(";").rstrip()) or [text]
    cite = _cite(rule, f"{lead}\n• {text.rstrip(';').rstrip()}")  # the item whole: it declares the field
    r = _Reading(scope=scope, holder_of=item, public=e.get("public"), tracked=e.get("tracked"))
    try:
        parts.read(sents[0], 0, r)
        parts.settle_default(r)
        specs = _specs(r, cite, rule)
    except _NotRead as err:
        _unread(out, cite, str(err))
        return None
    _declare(out, specs)
    last = specs[-1]
    for s in sents[1:]:
        done = _read_field_sentence(s, cite, parts, out, [last], None, final=True)
        if done is False and (what := parts.looks_like(s)):
            _unread(out, _cite(rule, f"{lead}\n• {s}"), "not a form of declaration the reader knows", what)
    return last


def _table_values(t: Table) -> list[str] | None:
    if len(t.rows) == 1 and not t.header:
        return [c.strip() for c in t.rows[0] if c.strip()]
    if all(len(row) == 1 for row in t.rows):
        return [row[0].strip() for row in t.rows if row[0].strip()]
    return None


def _following_values(following) -> tuple[list[str] | None, str | None]:
    """The values a list or a one-column table after a sentence gives, and the one its words make the default."""
    if following and following[0] == "list":
        return _list_values(following[1])
    if following and following[0] == "table":
        return _table_values(following[1]), None
    return None, None


_VALUE_HEAD = re.compile(r"(?P<v>[“\"‘']?[A-Z0-9][\w#'’-]*(?: [\w#'’-]+){0,4}?[”\"’']?)(?:\.|:| -| –| —) (?P<rest>.+)$")
_IS_INITIAL = re.compile(r"\b(?:this|it)\b[^.]*\b(?:as (?:their|its|his|her) (?:initial|starting|default|first)|is the (?:initial|starting|default))\b"
                         r"|\b(?:start|starts|begin|begins) (?:as|with|in|at|on) (?:this|it)\b|^(?:This|It) is the (?:default|initial|starting)\b")


def _list_values(items: list[str]) -> tuple[list[str], str | None]:
    """A list's values: each item, or its head where the item is a value and words about it ("Market Cross. All
    Hamleteers have this Spot as their initial Spot."); the default: the one value its words say is the initial one."""
    values, defaults = [], []
    for it in items:
        m = _VALUE_HEAD.match(it.strip())
        if m is None:
            values.append(it)
            continue
        values.append(_clean_name(m.group("v")))
        if _IS_INITIAL.search(m.group("rest")):
            defaults.append(values[-1])
    return values, defaults[0] if len(defaults) == 1 else None


def _values_follow(r: _Reading, values: list[str] | None, values_default: str | None) -> None:
    """A reading whose parts say its values are the list that follows ("must be one of the following values:")."""
    if not r.values_follow:
        return
    if not values:
        raise _NotRead("no list or table of its values follows")
    r.values = list(values)
    if values_default is not None and not r.has_default and r.default_words is None:
        r.default, r.has_default = values_default, True


def _find(out: Declarations, name: str) -> VarSpec | None:
    """The declared variable ``name`` names: by its name (a plural as the singular) or by the short name its
    declaration gave it in brackets ("“Story Points” (abbreviated SP)": SP)."""
    key = name.casefold()
    for v in out.vars.values():
        n = v.name.casefold()
        if key == n or key.rstrip("s") == n.rstrip("s"):
            return v
    return next((v for v in out.vars.values() if f"abbreviated {name}" in v.notes), None)


def _read_field_sentence(sentence: str, cite: Citation, parts: _Parts, out: Declarations, last: list[VarSpec],
                         values: list[str] | None, final: bool, values_default: str | None = None):
    """A later sentence giving a declared variable a field. The variables it gave fields to: read; True: not read
    (listed with its reason); False: not such a sentence; None: it names a variable not declared yet (tried again
    at the end, when ``final`` it is listed as not read, or, for a subject that ``declares``, read as the
    declaration of a variable when it says where the variable is tracked: "The Age of every Deckhand is tracked in
    the GNDT.")."""
    error: _NotRead | None = None
    for e, rx in parts.subjects:
        m = rx.match(sentence)
        if not m:
            continue
        refers = e.get("refers")
        if refers in ("last", "last all"):
            if not last:  # "It", "These": the variables the sentence before declared
                return False
            targets = last if refers == "last all" else last[-1:]
        elif refers == "item all":  # "All of the qualities of a Room are …": every variable a Room holds
            held = m.group("item").casefold()
            targets = [v for v in out.vars.values() if (v.holder_of or "").casefold() == held]
        else:
            found = _find(out, _clean_name(m.group("name")))
            targets = [found] if found is not None else []
        if not targets and e.get("quiet") and not e.get("declares"):
            continue
        parts.used.add(e["key"])
        if not targets:
            if error is not None:
                break
            if final:
                if e.get("declares"):
                    try:
                        specs = _declared_by(sentence, e, m, cite, parts, out)
                    except _NotRead as err:
                        _unread(out, cite, str(err))
                        return True
                    if specs:
                        return specs
                _unread(out, cite, f"it names no variable the rules declare ({m.group(0)})")
                return True
            return None
        leftover: list[str] = []
        try:
            for target in targets:
                r = _Reading(scope=target.scope, holder_of=target.holder_of)
                r.kind = None if target.kind == "unspecified" else target.kind
                r.values = list(target.values) if target.values else None
                if refers == "item all" and (m.groupdict().get("except") or "").casefold() == target.name.casefold():
                    r.public, r.tracked = False, "privately"  # "… except for its Malfeasance which is privately tracked by the Narrator"
                    r.tracked_by = parts.terms.emperor[0] if parts.terms.emperor else "emperor"
                    _merge(target, r, cite, target_values=target.values)
                    continue
                if e.get("holder_cond") and f"held only by one with a {m.group('cond')}" not in target.notes:
                    raise _NotRead(f"it sets {target.name} when a {m.group('cond')} is given, and {target.name} is not held only by one with it")
                parts.apply(dict(e, part="subject"), m, r)
                if e.get("values_follow"):
                    if not values:
                        if VALUES_NOT_READ not in target.notes:
                            target.notes.append(VALUES_NOT_READ)
                        raise _NotRead("no list or table of its values follows")
                    r.values = values
                parts.read(sentence, m.end(), r, naming=False)
                _values_follow(r, values, values_default)
                parts.settle_default(r)
                _merge(target, r, cite, target_values=target.values)
                leftover.extend(reason for reason in r.leftover if reason not in leftover)
        except _NotRead as err:
            error = error or err  # another subject may read the sentence whole ("New Shuttles start with 3 Gas or …")
            continue
        for reason in leftover:
            _unread(out, cite, reason)
        return targets
    if error is not None:
        _unread(out, cite, str(error))
        return True
    return False


def _declared_by(sentence: str, e: dict, m: re.Match, cite: Citation, parts: _Parts, out: Declarations) -> list[VarSpec]:
    """The variable a sentence about a thing no rule declares declares, when it says where that thing is tracked
    (its subject's ``declares``: who holds it); [] when it says no such thing."""
    name = _clean_name(m.group("name"))
    if any(re.search(rf"\b{re.escape(name)}\b", u.citation.text, re.I) for u in out.unread if u.what == DECLARATION):
        raise _NotRead(f"it names {name}, of a declaration not read whole")  # its holder may be another's
    r = _Reading(scope=e["declares"])
    parts.apply(dict(e, part="subject"), m, r)
    r.names = [name]
    parts.read(sentence, m.end(), r, naming=False)
    parts.settle_default(r)
    if r.tracked is None and r.public is None:
        return []
    specs = _specs(r, cite, None)
    for reason in r.leftover:
        _unread(out, cite, reason)
    _declare(out, specs)
    return specs


def _merge(v: VarSpec, r: _Reading, cite: Citation, target_values) -> None:
    """Give ``v`` the fields a later sentence ``r`` states, each citing it; a field it contradicts is not read."""
    said = r.said()
    if r.values and r.values != target_values:
        said["values"] = r.values
        if v.kind in ("unspecified", "text"):
            said["kind"] = "enum"
    updates: dict = {}
    for f, val in said.items():
        have = getattr(v, f)
        if f == "kind":
            if val == v.kind:
                continue
            if v.kind != "unspecified" and val not in _SPECIFIC.get(v.kind, ()):
                raise _NotRead(f"it says {v.name} is {val}, its declaration {v.kind}")
        elif have not in (None, []) and have != val:
            raise _NotRead(f"it says {f} {val!r} of {v.name}, its declaration {have!r}")
        elif have == val:
            continue
        updates[f] = val
    if "values" in updates and isinstance(v.default, str) and not r.has_default:
        named = _value_named(v.default, updates["values"])
        if named is None:
            raise _NotRead(f"its values do not hold {v.name}'s default “{v.default}”")
        if named != v.default:
            updates["default"] = named
    if r.has_default:
        r.kind = updates.get("kind", v.kind if v.kind != "unspecified" else None)
        r.values = updates.get("values", v.values)
        r.unit = v.unit or r.unit
        kind, default, default_text = _settle(r)
        if (v.default, v.default_text) not in ((None, None), (default, default_text)):
            raise _NotRead(f"it gives {v.name} another default than its declaration")
        updates["default"], updates["default_text"] = default, default_text
        if v.kind == "unspecified" and kind != "unspecified" and "kind" not in updates and not (kind == "text" and VALUES_NOT_READ in v.notes):
            updates["kind"] = kind
    _check_bounds(updates.get("default", v.default), updates.get("minimum", v.minimum), updates.get("maximum", v.maximum))
    for f, val in updates.items():
        setattr(v, f, val)
        if f != "default_text" or val is not None:
            v.cited[f] = cite
    for note in r.notes:
        if note not in v.notes:
            v.notes.append(note)
