"""The parts of a gamestate declaration and what one sentence of them reads into (validators.declarations).

A declaration is a holder followed by parts in any order (a naming, a type, a default, bounds, where it is tracked
and whether it is public), joined by connectors. ``Parts`` holds the part tables of phrasings.schema compiled for
one dynasty's terms and reads a sentence's parts into a ``Reading``, whole or not at all: words no part reads raise
``NotRead`` naming them. Pure: text in, reading out.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..phrasings import schema as wordings
from ..reading.numbers import read_small_number, without_zero_cents
from ..reading.phrasing import Terms, compile_phrasing
from .model import DECLARATION, POSSIBLE

LIST_KINDS = ("list", "sequence", "structures", "name")
VALUES_NOT_READ = "its listed values were not read"  # then a word default does not make it text
# its values said to follow, and no list of them read after it (none follows, or a table of things with several
# columns, read as items, not as one value each)
VALUES_AFTER_NOT_READ = "its values are said to follow, and no list of them, one value each, was read after it"
NUMERIC_KINDS = ("int", "money", "percent", "number")
_UNITS = "₩$£€¥₤"
_BOUNDARIES = (",", ";", "(", ")", "—", "–", " - ")


class NotRead(Exception):
    """A sentence not read whole: its reason names the words no part reads; ``at``, where those words begin in the
    text read, when no part reads them at all (not when a part read refuses what it read)."""

    def __init__(self, reason: str, at: int | None = None):
        super().__init__(reason)
        self.at = at


@dataclass
class Reading:
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
    holds_nothing: bool = False  # its default is a thing said empty ("default to having an empty Hold"): an empty list
    one_item: bool = False  # its default names one entry ("start with a DICE6 Sail"): a list of it
    aliases: dict[str, str] = field(default_factory=dict)  # name -> the short name said in brackets ("(abbreviated SP)")
    derived: bool = False  # its value is worked out by a formula ("equal to the lowest …")
    count: int | None = None  # how many values a sentence counted before naming them ("three stats"): as many names
    group: str | None = None  # the noun a sentence gave values before naming them ("numerical Stats"): named together

    def kept(self) -> bool:
        """Whether the reading says anything of a value kept, besides its name (a derived value that says nothing
        else is no variable: "Each pack has a Stealth level, equal to the lowest …")."""
        return not self.derived or any(x not in (None, [], False) for x in (
            self.kind, self.tracked, self.public, self.default_words, self.values, self.minimum, self.maximum)) \
            or self.has_default

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


def clean_name(s: str) -> str:
    """A name as the rules write it, without its quotation marks, nor the sentence's stop written inside them ("a GNDT
    column named “Marks.”", round 41)."""
    return re.sub(r"(?<=\w)\.$", "", s.strip().strip("“”\"'‘’").strip())


def _held_in(column: str, name: str) -> str | None:
    """What a list named "<column> of <things>" holds, the column naming the list ("a Pack of Provisions" kept in the
    field “Pack”: Provisions); None when the name is not so made."""
    m = re.fullmatch(rf"{re.escape(column)} of (?P<of>[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*)", name, re.I)
    return m.group("of") if m else None


def relation_name(words: str) -> str:
    """The name of a relation a player may have to another ("Admire", "have a Feud against"): its capitalised word."""
    return re.search(r"[A-Z][\w-]*", words).group(0)


def _split_values(s: str) -> list[str]:
    s = re.sub(r",? (?:or|and|&) (?=[“\"‘'A-Za-z0-9])|, (?:Or|And) (?=[“\"‘'A-Z0-9])", ", ", s)
    return [clean_name(re.sub(r"^the (?=[A-Z0-9])", "", v)) for v in s.split(", ") if clean_name(v)]


def amount_of(text: str) -> tuple[int | None, str | None, bool]:
    """(the number, its currency sign, whether it is a percentage) of an amount a declaration states."""
    t = without_zero_cents(text.strip())
    unit = next((c for c in t if c in _UNITS), None)
    pct = t.endswith("%")
    n = read_small_number(t.rstrip("%").replace(" ", "").replace(unit or "\0", ""))
    if n is None and re.fullmatch(r"-\d+", t):
        n = int(t)
    if n is None and t in ("twenty", "fifty", "one hundred"):
        n = {"twenty": 20, "fifty": 50, "one hundred": 100}[t]
    return n, unit, pct


def _same_things(a: str, b: str) -> bool:
    """Whether two words for what a list holds name the same things ("Quirks", "Quirk names", "names of Quirks")."""
    def things(w: str) -> str:
        w = re.sub(r"^names of (?:the )?|\s+names$", "", w.strip().casefold())
        return w[:-1] if w.endswith("s") else w
    return things(a) == things(b)


def _ends_word(text: str, end: int) -> bool:
    return end >= len(text) or not (text[end - 1].isalnum() and text[end].isalnum())


class Parts:
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
        self.items_tracked = table(wordings.ITEMS_TRACKED)
        self.in_passing = table(wordings.IN_PASSING)
        self.subjects = table(wordings.SUBJECTS)
        self.values = table(wordings.VALUES, whole=True)
        self.sets_to = table(wordings.SETS_TO)
        self.looks = [_rx(e, terms) for k, e in wordings.LOOKS_LIKE.items() if not k.startswith("net_")]
        self.net = [_rx(e, terms) for k, e in wordings.LOOKS_LIKE.items() if k.startswith("net_")]
        self.aside_blockers = _rx(wordings.ASIDE["blockers"], terms)
        self.aside_of_meaning = _rx(wordings.ASIDE["of_meaning"], terms)
        self.aside_holder_again = _rx(wordings.ASIDE["holder_again"], terms)
        self.condition_before = _rx(wordings.BEFORE_A_HOLDER["condition"], terms)
        self.enacting_word = _rx(wordings.ENACTING_WORD, terms)
        self.adding_lead = _rx(wordings.ADDING_LEAD, terms)
        self.capitalised_kinds = _rx(wordings.CAPITALISED_KINDS, terms)
        self.points_elsewhere = _rx(wordings.LABEL_POINTS_ELSEWHERE, terms)
        self.field_label = _rx(wordings.FIELD_LABEL, terms)
        self.head_ends = _rx(wordings.HEAD_ENDS, terms)
        self.head_after_bars = _rx(dict(wordings.HEAD_ENDS, phrasing=wordings.HEAD_ENDS["after_bars"]), terms)
        self.head_rest_bars = _rx(dict(wordings.HEAD_ENDS, phrasing=wordings.HEAD_ENDS["rest_bars"]), terms)
        self.head_bars = _rx(dict(wordings.HEAD_ENDS, phrasing=wordings.HEAD_ENDS["head_bars"]), terms)
        self.head_series_bars = _rx(dict(wordings.HEAD_ENDS, phrasing=wordings.HEAD_ENDS["series_bars"]), terms)
        self.own_things_clause = _rx(wordings.OWN_THINGS_CLAUSE, terms)
        # what the values of a series do, set out in the list after the sentence ("…, which confer precedence over
        # Oarsmen of lower Standings and Tiers, in the following way:-"): no field of any of them, cut off the series
        self.said_after = _rx(dict(wordings.PARTS["which_confer_as_follows"],
                                   phrasing=r",? " + wordings.PARTS["which_confer_as_follows"]["phrasing"]), terms)

    def head_end(self, sentence: str, start: int, at: int) -> int | None:
        """Where the head of a declaration ends, the last boundary (HEAD_ENDS) between its holder (ending at ``start``)
        and ``at``, where words no part reads begin; None where there is none, or the words may change what the head
        says (an alternative, a value derived, several values, what it stands for, said anywhere after the holder),
        another thing is declared after it, or a page of the wiki is said in it."""
        cuts = [b.start() for b in self.head_ends.finditer(sentence, start, at) if b.start() > start]
        if not cuts or self.head_after_bars.match(sentence[cuts[-1]:]) or self.head_rest_bars.search(sentence, start) \
                or self.head_bars.search(sentence) or self.head_series_bars.search(sentence, start):
            return None
        return cuts[-1]

    def read(self, text: str, pos: int, r: Reading, naming: bool = True) -> None:
        """Read the parts of ``text`` from ``pos`` to its end into ``r``; NotRead where words are left."""
        end = len(text.rstrip().rstrip(".;:").rstrip())
        start, read_to = pos, pos  # read_to: where the last part read ends
        while pos < end:
            if text[pos].isspace():
                pos += 1
                continue
            best = None
            for key, e, rx in self.parts:
                if e["part"] == "naming" and (not naming or (r.names and not r.provisional) or r.table_of):
                    continue
                if e.get("items_only") and r.scope in ("player", "global"):  # "a name" of a Pilot is their account's
                    continue
                if e.get("named_only") and not r.names:  # "an amount of credits" after its name: what it counts
                    continue
                m = rx.match(text, pos, end)
                if m and m.end() > pos and _ends_word(text, m.end()) and (best is None or m.end() > best[2].end()):
                    best = (key, e, m)
            if best is not None:
                self.apply(best[1], best[2], r)
                pos = read_to = best[2].end()
                continue
            # what the value means, said with "which" or "that" ("… that measures how steady a Pilot is"): an aside
            # before its first word is taken for a connector
            aside = self.aside(text, pos, end, max(start, read_to)) if self.aside_of_meaning.match(text[pos:]) else None
            m = self.connector.match(text, pos, end) if aside is None else None
            if m and m.end() > pos:
                pos = m.end()
                continue
            aside = aside or self.aside(text, pos, end, max(start, read_to))
            if aside is not None:
                r.leftover.append(f"the words “{text[aside[0]:aside[1]].strip(' ,;()—–-')}” were passed over: an aside that "
                                  "says none of a declaration's fields")
                pos = aside[1]
                continue
            rest = text[pos:end]
            raise NotRead(f"the words “{rest if len(rest) <= 60 else rest[:57] + '…'}” are not a part of a declaration the reader knows", pos)

    def aside(self, text: str, pos: int, end: int, read_to: int) -> tuple[int, int] | None:
        """(start, end) of the aside (phrasings.schema ASIDE) whose words no part reads from ``pos``, or None: the
        clause around ``pos`` between two boundaries (a comma, a semicolon, a bracket, a dash), none of its words read
        by a part (it starts after ``read_to``), short and holding no blocker or cue of a declaration."""
        before = max((text.rfind(c, 0, pos) for c in _BOUNDARIES), default=-1)
        if (before < read_to - 1 or before < 0) and pos == read_to + 1 and self.aside_of_meaning.match(text[pos:]):
            before = pos - 1  # "a Reach signifying the extent of their grip …", "a statistic that measures how steady a
            # Pilot is": what the value means, right after its name or its kind
        if before < read_to - 1 or before < 0:
            return None
        after = min((i for i in (text.find(c, pos, end) for c in _BOUNDARIES) if i >= 0), default=end)
        words = text[before + 1:after]
        checked = self.aside_holder_again.sub(" ", words) if self.aside_of_meaning.match(words) else words
        if (len(words.split()) > wordings.ASIDE_WORDS or self.aside_blockers.search(checked)
                or any(rx.search(words) for rx in self.looks + self.net)):
            return None
        return before + 1, after

    def apply(self, e: dict, m: re.Match, r: Reading) -> None:
        """Read one part ``e`` a sentence matched (``m``) into ``r``; NotRead where it contradicts what is read."""
        self.used.add(e["key"])
        if e.get("refuses") and not (e.get("unless_global") and r.scope == "global"):  # the value cannot be read with certainty
            raise NotRead(f"“{m.group(0)}”: {e['refuses']}")
        g = {k: v for k, v in m.groupdict().items() if v is not None}
        self._read_holder(e, m, g, r)
        self._read_naming(e, m, g, r)
        self._read_short_names(e, m, g, r)
        self._read_whose(e, m, g, r)
        self._read_kind_and_bounds(e, m, g, r)
        self._read_values(e, m, g, r)
        self._read_names_of_kinds(e, m, g, r)
        self._read_holds(e, m, g, r)
        self._read_default(e, m, g, r)
        self._read_tracking(e, m, g, r)

    def _read_holder(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read a holder part: the name it says, and its tracking said first ("Privately tracked by the Foundry is …")."""
        part = e["part"]
        if part == "holder" and "name" in g:
            r.names = [clean_name(g["name"])]
            if e.get("of_name"):  # "There exist Principal Roles, which are listed …": a list of them
                r.of = r.names[0]
        if part == "holder" and g.get("kind_word") and e.get("kinds_by_word"):  # "add a new text field to the GNDT"
            r.kind = e["kinds_by_word"][g["kind_word"]]
        if part == "holder" and e.get("tracked_first"):  # "Privately tracked by the Foundry is the Verity"
            private = m.group(0).startswith(("Privately", "Secretly"))
            r.public, r.tracked = not private, ("privately" if private else None)
            if g.get("private"):
                r.tracked_by = self.terms.emperor[0] if self.terms.emperor else "emperor"

    def _read_naming(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read a naming part: the variable's name or names (two, several counted, kinds of one noun)."""
        part = e["part"]
        if part == "naming":
            if e.get("respectively") and [n.casefold() for n in r.names] != [clean_name(g[k]).casefold() for k in ("name", "name2")]:
                raise NotRead(f"“{m.group(0)}” names other values than those the sentence before said, or in another order")
            if r.provisional:
                r.names, r.provisional = [], False
            r.names = [clean_name(g["name"])] if "name" in g else r.names
            if "name2" in g:
                r.names.append(clean_name(g["name2"]))
            if "kinds" in g:  # "Bronze and Iron Ribbons": the Bronze Ribbons and the Iron Ribbons
                r.names = [f"{k} {g['noun']}" for k in _split_values(g["kinds"])]
            if "names" in g:
                r.names = [re.sub(r"^(?:an?|the) | \([A-Z]{1,3}\)$", "", n) for n in _split_values(g["names"])]
                if "n" in g and read_small_number(g["n"]) != len(r.names):
                    raise NotRead(f"“{m.group(0)}” names {len(r.names)} variables, not {g['n']}")
            if e.get("of_name"):
                r.of = r.names[0]
            if e.get("names_from_table"):
                r.table_of = g.get("of")

    def _read_short_names(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read the other names a part gives a named value: its short name in brackets, its initials, what else it is called."""
        for grp, at in (("alias", 0 if "name2" in g else -1), ("alias2", -1)):
            if g.get(grp) and r.names:
                r.aliases[r.names[at]] = re.sub(r"^\((?:[a-z. ]+:? )?[“\"‘]?|[”\"’]?(?:,? for short)?\)$", "", g[grp])
        for grp in ("also_names", "also_names2"):  # the other names one value is called by
            for other in _split_values(g.get(grp, "")):
                if r.names and other.casefold() != r.names[0].casefold() and f"also called {other}" not in r.notes:
                    r.notes.append(f"also called {other}")
        if e.get("initials") and r.names:  # "Standard Heuristic for Yard Aggression (SHYA)": the short name its initials
            short = r.aliases.get(r.names[-1], "")
            if "".join(w[0] for w in r.names[-1].split() if w[:1].isupper()) != short.upper() \
                    and any(w[:1].islower() for w in r.names[-1].split()):  # without its small words: a name and its alias
                raise NotRead(f"“{m.group(0)}”: the short name is not the initials of the name before it")
        if e.get("expands_initials"):  # "a GI (Grievance Index) field": what the short name before it stands for
            initials = "".join(w[0] for w in g["expansion"].split() if w[:1].isupper())
            if not r.names or r.names[-1] != initials:
                raise NotRead(f"“{m.group(0)}”: the words in brackets are not what the name before them stands for")
            if f"also called {g['expansion']}" not in r.notes:  # a later sentence may say it so (find_declared)
                r.notes.append(f"also called {g['expansion']}")
        if e.get("initials_only"):  # "Action Points or AP": without brackets, only the initials of the name before it
            if not r.names or "".join(w[0] for w in r.names[-1].split() if w[:1].isupper()) != g["alias"]:
                raise NotRead(f"“{m.group(0)}”: a short name that is not the initials of a name before it")
            r.aliases[r.names[-1]] = g["alias"]

    def _read_whose(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read whose value a part says it is (each holder's, the game's, an amount), refusing one said of another holder."""
        part = e["part"]
        if e.get("ref_is_holder") and g.get("ref") and g["ref"].casefold() != (r.holder_of or "").casefold():
            raise NotRead(f"“{m.group(0)}” is said of a {g['ref']}, and the holder is each {r.holder_of or r.scope}")
        if e.get("same_name") and (not r.names or clean_name(g["same"]).casefold().rstrip("s") != r.names[0].casefold().rstrip("s")):
            raise NotRead(f"“{m.group(0)}” names another variable than {r.names[0] if r.names else 'the one declared'}")
        if e.get("amount"):
            r.amount = True
        if e.get("of_several") and len(r.names) < 2:  # "…, both tracked in the GNDT" of one name
            raise NotRead(f"“{m.group(0).strip()}” is said of several, and the declaration names {len(r.names)}")
        if e.get("says_scope") and r.scope != e["says_scope"]:  # "Each Pilot has a global Lamp": whose is it?
            raise NotRead(f"“{m.group(0)}” says a value of the game, and its holder is each {r.holder_of or r.scope}'s")
        if part not in ("holder", "subject") and "scope" in e:
            if "held in common" in r.notes and e["scope"] != "global":  # "a communal quantity … tracked in the GNDT"
                raise NotRead(f"“{m.group(0)}” says each {e['scope']}'s, and the value is held in common")
            r.scope, r.holder_of = e["scope"], None

    def _read_kind_and_bounds(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read a part's type, its bounds, whether it is public and where tracked, and a bound said again."""
        if "kind" in e:
            r.kind = _merge_kind(r.kind, e["kind"])
        if g.get("unit"):  # "measured in G's": a number in that unit
            r.unit = g["unit"]
        for f in ("minimum", "maximum", "public", "tracked"):
            if f in e:
                setattr(r, f, e[f])
        if e.get("tracked_by") == "emperor":
            r.tracked_by = self.terms.emperor[0] if self.terms.emperor else "emperor"
        for f, grp in (("minimum", "min"), ("maximum", "max")):
            if grp in g:
                n, unit, pct = amount_of(g[grp])
                if n is None:
                    raise NotRead(f"the bound “{g[grp]}” is not a number")
                setattr(r, f, n)
                r.unit = r.unit or unit
        if "bound_again" in g and (amount_of(g["bound_again"])[0] is None or amount_of(g["bound_again"])[0] not in (r.minimum, r.maximum)):
            raise NotRead(f"“{m.group(0)}” sets another value than its bounds")
        if "max_again" in g and amount_of(g["max_again"])[0] != r.maximum or "min_again" in g and amount_of(g["min_again"])[0] != r.minimum:
            raise NotRead(f"“{m.group(0)}” sets another value than its bound")

    def _read_values(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read the values a part lists or says follow, and a default said as every row, one item or nothing held."""
        if "vals" in g and e.get("marked_default"):  # "either “Camp” (the default) or “The Moor”"
            marked = [v for v in re.split(r", |,? or ", g["vals"]) if re.search(r"\((?:the )?default\)$", v)]
            if len(marked) != 1:
                raise NotRead(f"“{m.group(0)}” marks {len(marked)} values as the default")
            r.values = _split_values(re.sub(r" \((?:the )?default\)", "", g["vals"]))
            r.default_words = clean_name(re.sub(r" \((?:the )?default\)$", "", marked[0]))
            self.value(r.default_words, r)
        elif "vals" in g:
            r.values = _split_values(g["vals"])
        held = next((v for v in r.values or () if re.fullmatch(wordings.PLACEHOLDER["phrasing"], v)), None)
        if held is not None:  # "a Favourite (None, or NOVICE’S NAME)" (round 48): a blank for a name, no listed value
            raise NotRead(f"“{held}” stands for a value of its kind, not one of listed values")
        if e.get("values"):  # "which is either yes or no": the values the part itself names
            r.values = list(e["values"])
        listed = [clean_name(v) for k, v in sorted(g.items()) if k.startswith("val_")]
        if listed:
            r.values = listed
        if e.get("values_follow"):
            r.values_follow = True
        if e.get("default_rows"):
            r.default_rows, r.has_default = g["rows"], True
        if e.get("one_item"):
            r.one_item = True
        if e.get("holds_nothing"):
            r.holds_nothing = True

    def _read_names_of_kinds(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read a part saying the value is the name of a kind of player ("the name of another Pilot")."""
        if e.get("names_of_kinds"):
            rule = name_rule(g["kinds"], self.terms)
            if rule is None:
                raise NotRead(f"“{m.group(0)}”: the name of something that is no kind of player")
            r.kind = _merge_kind(r.kind, "name")
            if g.get("other") and name_rule("another " + g["kinds"], self.terms) == "not themself":
                rule = None  # "one other Pilot": the players alone, not themself (as "another Pilot")
            for rule in (rule, "not themself" if g.get("other") else None):  # "one other Pupil or idle Pupil"
                if rule is not None and rule not in r.name_rules:
                    r.name_rules.append(rule)

    def _read_holds(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read what a part says the value holds or is: words left not read, a derived value, the things it holds, its names' rules."""
        if "unread" in e:
            r.leftover.append(e["unread"].format(**dict(g, text=m.group(0))))
        if e.get("derived"):
            r.derived = True
        if "of" in g and not e.get("names_from_table"):
            named_by_first = r.provisional and e.get("name_from") and r.names == [clean_name(r.of or "")]
            if r.of is not None and r.of.casefold() != g["of"].strip().casefold() and named_by_first:
                r.provisional = False  # "a list of Wares, which is a list of Harbours": the first names it, the second
                r.of = g["of"].strip()  # says what it holds
                return self._read_holds({k: v for k, v in e.items() if k != "name_from"}, m, {k: v for k, v in g.items() if k != "of"}, r)
            if r.of is not None and not _same_things(r.of, g["of"].strip()):
                raise NotRead(f"it holds {r.of} and {g['of'].strip()}")
            r.of = r.of or g["of"].strip()
            if e.get("name_from") and not r.names:
                r.names, r.provisional = [clean_name(g["of"])], True
        for grp, label in e.get("name_rules", {}).items():
            if grp in g:
                rule = label.format(**{k: _count(v) for k, v in g.items()})
                if rule not in r.name_rules:
                    r.name_rules.append(rule)

    def _read_default(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read a part's default: its words (refusing words that join another clause or say several values), or its value."""
        if "default" in g:
            r.default_words = re.sub(r",? by default$", "", g["default"].strip())  # "begins at 1 by default"
            each = re.search(r",? (?:of each|for each|each)$", r.default_words)
            if each and len(r.names) < 2:
                raise NotRead(f"its default “{r.default_words}” is said of each of several, and the declaration names {len(r.names)}")
            if each:  # "Bronze and Iron Ribbons, a number defaulting to zero of each": zero, each of them
                r.default_words = r.default_words[:each.start()]
            if re.search(r"(?:^|\s)(?:and|or|but)$", r.default_words):  # "defaulting to zero and tracked …" cut short
                raise NotRead(f"its default “{r.default_words}” ends in a word that joins it to another clause")
            if all(amount_of(w)[0] is not None for w in re.split(r",? (?:and|or) |, ", r.default_words)) and re.search(r", | and | or ", r.default_words):
                raise NotRead(f"its default “{r.default_words}” is more than one value")  # "Both … default to 3 and 4"
        if "default" in e:
            r.default, r.has_default = e["default"], True
        if "rounding" in g:  # ", rounded down" after a default worked out from others' values: part of its words
            if not r.default_words or r.has_default or amount_of(r.default_words)[0] is not None:
                raise NotRead(f"“{m.group(0)}” is said of no default worked out from other values")
            r.default_words += f", rounded {g['rounding']}"

    def _read_tracking(self, e: dict, m: re.Match, g: dict, r: Reading) -> None:
        """Read where a part says the value is kept (a column, a page), its notes, and a count bounded by another's column."""
        column = next((v for k, v in g.items() if k.startswith("column")), None)
        if column:
            column = clean_name(column)
            if not r.names or r.provisional:
                r.names, r.provisional = [column], False
            elif r.names[0][:1].islower() and column[:1].isupper() and len(r.names) == 1 \
                    and column.upper() != "".join(w[0] for w in r.names[0].split()).upper():  # "drill points" in "DP"
                r.notes.append(f"described as “{r.names[0]}”")  # "a quantity of electrical charge … in a column called
                r.names = [column]  # Charge": the words in lower case say what it is, the column names it
            elif r.kind == "list" and r.of is None and (held := _held_in(column, r.names[0])):
                r.names, r.of = [column], held  # "a Pack of Provisions …, tracked as a list in the GNDT field “Pack”"
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

    def value(self, words: str, r: Reading) -> None:
        """Read a default's words into ``r`` (a value, an empty list, or kept as default_text)."""
        for e, rx in self.values:
            m = rx.match(words)
            if not m:
                continue
            self.used.add(e["key"])
            if e.get("empty"):
                r.default, r.has_default = "empty", True
            elif e.get("amount"):
                n, unit, pct = amount_of(m.group("n"))
                if n is None:
                    continue
                r.default, r.has_default = n, True
                r.unit = r.unit or unit or m.groupdict().get("unit")
                if pct and r.kind in (None, "int"):
                    r.kind = "percent"
            elif e.get("numeric"):
                r.default, r.has_default = ("text", words), True
                r.kind = r.kind or "int"
            else:
                r.default, r.has_default = m.group("v").strip(), True
            return
        r.default, r.has_default = ("text", words), True

    def settle_default(self, r: Reading) -> None:
        if r.default_words is not None and not r.has_default:
            if r.kind == "flag":  # "a boolean, defaulting to False"
                if r.default_words.casefold() not in ("true", "false", "yes", "no"):
                    raise NotRead(f"a true or false value, and its default “{r.default_words}” is neither")
                r.default, r.has_default = r.default_words.casefold() in ("true", "yes"), True
                return
            self.value(r.default_words, r)

    def looks_like(self, sentence: str) -> str | None:
        """What a sentence not read whole is listed as: DECLARATION where a cue of a declaration's own form is in it,
        POSSIBLE where only the net's general cues of gamestate are (a mechanic that mentions a tracked thing as
        often as a declaration the forms do not know), None where neither is."""
        if any(rx.search(sentence) for rx in self.looks):
            return DECLARATION
        return POSSIBLE if any(rx.search(sentence) for rx in self.net) else None


def name_rule(kinds: str, terms: Terms) -> str | None:
    """The rule of a name said as "the name of" one of ``kinds`` ("a Thane, idle Thane or other Known Settler": "a
    Thane, an idle Thane or another Known Settler"; "another Pilot", of the players alone: "not themself"), or None
    when no kind is the players' (the name of a Ship is no player's name)."""
    items = [re.sub(r"^the (?:name|identity) of ", "", x.strip()) for x in re.split(r",\s*(?:or\s+)?|\s+or\s+", kinds) if x.strip()]
    players = terms.player + terms.players
    if not any(re.search(rf"\b{re.escape(t)}\b", x) for x in items for t in players):
        return None
    said = []
    for x in items:
        x = re.sub(r"^(?:other|(?:a single|one|exactly one) other) ", "another ", re.sub(r"^any ", "", x))
        if not re.match(r"(?:an?|another) ", x):
            x = ("an " if x[:1].lower() in "aeiou" else "a ") + x
        said.append(x)
    if len(said) == 1 and said[0] in {f"another {t}" for t in players}:
        return "not themself"
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " or " + said[-1]


def _count(v: str) -> str:
    n = read_small_number(v)
    return str(n) if n is not None else v


# the kinds a later word may make more specific (an integer that is an amount of money)
SPECIFIC_KINDS = {"int": ("money", "percent", "enum", "number"), "text": ("enum",), "list": ("structures",)}


def _merge_kind(old: str | None, new: str) -> str:
    if old is None or old == new:
        return new
    if new in SPECIFIC_KINDS.get(old, ()):
        return new
    if old in SPECIFIC_KINDS.get(new, ()):
        return old
    raise NotRead(f"it says two types ({old}, {new})")

