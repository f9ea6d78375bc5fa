"""The declarations of a dynasty's gamestate, read from its rules as a grammar of typed parts.

A declaration is a holder ("Each Vassal has", "There is a", "Each Bot has", a list of a holder's fields) followed
by parts in any order: a naming ("a number named Reputation", "an amount of Money", "a numerical “Time”
statistic"), a type, a default, bounds, where it is tracked and whether it is public, joined by connectors
(", which is", "and"). A later sentence of the rules may give a declared variable one more field ("An Operator’s
Money can not surpass ₩20,000."; "It defaults to 10."; "The legal values for a Ward are:" and the list or table
that follows): the field cites that sentence (``VarSpec.cited``). The wordings are data (phrasings.schema); a new
combination of known parts reads without new code.

A sentence is read whole, or only as far as its head: one that looks like a declaration and holds words no part
reads is listed as ``Unread`` with the words, so that nothing is guessed. Where those words follow a clause boundary
after which nothing may change what the head says (phrasings.schema HEAD_ENDS: "Every Castaway has a Location, which
is a colored region on the chart"), the head is declared (its holder, its name and what it says before the boundary)
and the fields the words after may say are left unread; else the sentence declares nothing. Pure: text in, model out.

This module walks a rule's sentences, lists and tables; its parts live beside it: declaration_parts (the parts a
sentence is read into), declaration_values (kind, default, the variables declared), declaration_text (the rule's
blocks), declaration_store (what is read so far), declaration_fields (a later sentence giving a field).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable

from ..models import Rule
from ..reading.citations import Citation
from ..reading.numbers import read_small_number
from ..reading.phrasing import Terms
from ..reading.text import sentences, without_s
from .declaration_fields import read_field_sentence
from .declaration_parts import NUMERIC_KINDS, NotRead, Parts, Reading, amount_of, clean_name, relation_name
from .declaration_store import Declarations, cite_sentence, declare, find_declared, group_members, list_unread
from .declaration_text import blocks_of, following_values
from .declaration_nets import after_reading
from .declaration_values import apply_values_follow, item_named, rows_of, specs_of
from .model import DECLARATION, Unread, VarSpec

__all__ = ["Declarations", "NUMERIC_KINDS", "read_declarations"]


def read_declarations(rules: Iterable[Rule], terms: Terms) -> Declarations:
    """The variables ``rules`` declare (their terms: ``terms``), each field citing its sentence, and the sentences
    that look like declarations but were not read whole."""
    rules = list(rules)
    parts = Parts(terms)
    out = Declarations()
    later: list[tuple[str, Citation, list[str] | None, str | None]] = []
    for rule in rules:
        _read_rule(rule, parts, out, later)
        _bounds_set_outside(rule, parts, out)
        _counts_of_items(rule, out)
        _counts_kept_as_lists(rule, out)
        _values_listed_after(rule, out)
        _values_said_after(rule, out)
        _fields_of_listed_kinds(rule, out)
    for sentence, cite, values, values_default in later:
        done = read_field_sentence(sentence, cite, parts, out, [], values, final=True, values_default=values_default)
        if done is False and (what := parts.looks_like(sentence)):  # put off, then no form after all: never in silence
            list_unread(out, cite, "not a form of declaration the reader knows", what)
    _items_of_tables(rules, out)
    after_reading(rules, terms, out)
    out.forms = parts.used
    return out


_LISTED_AFTER = (r"\b(?:each|every|the|all|a|an|their|his or her|its) (?:of the |possible )?{name}s?\b[^.:]*?"
                 r"(?:(?:are|is|as) (?:listed|given|described|shown|set out) (?:below|here|as follows)|as follows|the following):\s*$")


def _values_listed_after(rule: Rule, out: Declarations) -> None:
    """A variable of ``rule`` whose default is a word and whose type is not said ("a Resolve, defaulting to Nothing")
    while a later sentence of the rule lists what each of its values is ("Each Resolve gives …, as listed below:"):
    its values are those items, which are not read, so the type is not guessed as free text from the default; the
    variable's values are listed as not read."""
    for v in out.vars.values():
        if v.kind != "text" or v.values or v.citation is None or v.citation.rule != rule.title \
                or not isinstance(v.default, str) or re.search(r"\b(?:text|string|word|phrase|name)\b", v.citation.text, re.I):
            continue
        rx = re.compile(_LISTED_AFTER.format(name=re.escape(v.name)), re.I)
        if any(rx.search(x) for line in rule.text.split("\n") for x in sentences(line)):
            v.kind = "unspecified"
            list_unread(out, v.citation, f"the values of {v.name} are listed after it and were not read: its type is not sure")


_VALUES_SAID_AFTER = (r"\b(?:are|is) (?:all )?(?:the )?(?:valid|allowed|permitted|legal) values? (?:of|for) (?:the |an? |each |every )?(?:\w+['’]s )?{name}\b"
                      r"|\b(?:the|all|all the) (?:valid|allowed|permitted|legal) values? (?:of|for) (?:the |an? |each |every )?(?:\w+['’]s )?{name}s? (?:are|is|include)\b")
_KIND_WORDS = r"\b(?:integer|number|numeric|numerical|amount|count|text|string|word|phrase|name|list|value of)\b"


def _values_said_after(rule: Rule, out: Declarations) -> None:
    """A variable of ``rule`` whose type was read off its default alone ("a GNDT column labeled “Glints” which
    defaults to 2") while a later sentence of the rule says which values are valid ("All split-complex numbers are
    valid values of Glints …"): the type is that sentence's, not the default's; not read, and said so.
    (The held-out round 96, 2013: a number of two parts, written a+bj, defaulting to a whole number.)"""
    for v in out.vars.values():
        if v.kind not in ("int", "text") or v.values or v.citation is None or v.citation.rule != rule.title \
                or v.default is None or re.search(_KIND_WORDS, v.citation.text, re.I):
            continue
        rx = re.compile(_VALUES_SAID_AFTER.format(name=re.escape(v.name)), re.I)
        said = next((x for line in rule.text.split("\n") for x in sentences(line) if rx.search(x)), None)
        if said is not None:
            v.kind = "unspecified"
            v.cited.pop("kind", None)
            list_unread(out, cite_sentence(rule, said), f"it says which values of {v.name} are valid, which were not "
                                                         "read: its type is not the one its default shows")


_KINDS_LISTED = (r"\b(?:the )?(?:possible |different |available |various |valid )?(?:types|kinds|sorts|varieties|forms) of "
                 r"{name}s?\b[^.:]*?\b(?:are|is) (?:listed|given|described|set out|defined|detailed)\b"
                 r"|\bthere (?:are|exist) (?:a number of |several |some |many |various )?{name}s?,? (?:which are |that are )?"
                 r"(?:listed|given|described|set out|defined|detailed)\b"
                 r"|\bthe following are (?:all )?(?:the )?(?:(?:possible|different|available|valid) )?{name}(?:e?s)?\b[^.]*:")
# ("The following are all statuses that a bot may have:", Ruleset 205: each Status's name is the rule's own)


def _fields_of_listed_kinds(rule: Rule, out: Declarations) -> None:
    """A field of a thing of ``rule`` whose kinds the rule lists elsewhere ("The possible types of Equipment are
    listed as subrules to this rule. Each Equipment has a Supply Cost."; "There are a number of Spells, listed in this
    Rule and its subrules. … Each Spell also has an Effect."): a value of each kind, fixed by the rule
    that lists it, not a value kept in the gamestate; it is not declared, and its sentence is listed as not read. One
    said to be tracked ("Deadfalls have a position that is privately tracked by the Crier", beside "There are several
    different types of deadfall; these are detailed below") is kept, as its sentence says: each thing's own."""
    for key, v in list(out.vars.items()):
        if not v.holder_of or v.citation is None or v.citation.rule != rule.title or v.tracked or v.tracked_by:
            continue
        rx = re.compile(_KINDS_LISTED.format(name=re.escape(v.holder_of)), re.I)
        if any(rx.search(x) for line in rule.text.split("\n") for x in sentences(line)):
            del out.vars[key]
            list_unread(out, v.citation, f"{v.name} is a value of each kind of {v.holder_of}, which the rules list: "
                                         "fixed by the rule that lists it, not kept")


def _bounds_set_outside(rule: Rule, parts: Parts, out: Declarations) -> None:
    """A variable of ``rule`` bounded by its declaration that a sentence of the same rule sets to a value outside its
    bounds ("which is a positive integer. … it shall instead be set to zero."): the rule contradicts itself, so the
    bounds and the type said with them are not read, and the sentence is listed."""
    mine = [v for v in out.vars.values() if v.citation is not None and v.citation.rule == rule.title
            and (v.minimum is not None or v.maximum is not None)]
    if not mine:
        return
    for kind, body in blocks_of(rule):
        for s in ([body] if kind == "prose" else body):
            for e, rx in parts.sets_to:
                for m in rx.finditer(s):
                    n = amount_of(m.group("n"))[0]
                    named = re.split(r"['’]s ", m.group("name") or "")[-1]  # "each Pilot’s Morale": Morale
                    for v in mine:
                        if named and find_declared(out, clean_name(named)) is not v or n is None:
                            continue
                        if (v.minimum is not None and n < v.minimum) or (v.maximum is not None and n > v.maximum):
                            parts.used.add(e["key"])
                            v.minimum = v.maximum = None
                            if v.kind in NUMERIC_KINDS:
                                v.kind = "unspecified"
                            for f in ("minimum", "maximum", "kind"):
                                v.cited.pop(f, None)
                            list_unread(out, cite_sentence(rule, s), f"it sets {v.name} to {n}, outside the bounds its declaration says: "
                                                          "the rule contradicts itself")


def _counts_of_items(rule: Rule, out: Declarations) -> None:
    """"A number of Fittings" where the same rule gives each Fitting fields of its own ("Each Fitting has a Name"):
    the holder has Fittings, things each with its name, a list of them, not a count."""
    for v in out.vars.values():
        if (v.citation is None or v.citation.rule != rule.title or v.kind != "int" or v.default is not None
                or v.default_text is not None or v.minimum is not None or v.maximum is not None):
            continue
        one = without_s(v.name)
        head = one.split()[-1]  # "Shoal Stones … A Stone takes the format of …": the head noun names one of them too
        ones = "|".join(re.escape(n) for n in dict.fromkeys((one, head)))
        said = re.search(rf"\b(?:Each|Every|each|every|An?) (?P<one>{ones}) (?:has|have|is listed|is named|must have"
                         r"|takes the (?:format|form)|has the (?:format|form)|is written (?:as|in)|consists of)\b", rule.text)
        if v.name != one and said:
            v.kind, v.of = "list", v.name if said["one"] == one else v.name.split()[-1]
            v.notes.append(f"each {said['one']} a thing with fields of its own")


def _counts_kept_as_lists(rule: Rule, out: Declarations) -> None:
    """"A number of Bonbons, listed in the GNDT as “Satchel”" where the same rule takes things out of that column or
    puts them in it ("by removing it from their Satchel", round 48): the column holds the things themselves, a list
    of them under the column's name, not a count."""
    for key, v in list(out.vars.items()):
        column = next((n[len("tracked in the column “"):-1] for n in v.notes if n.startswith("tracked in the column “")), None)
        if (column is None or column.casefold() == v.name.casefold() or v.citation is None or v.citation.rule != rule.title
                or v.kind != "int" or v.default is not None or v.default_text is not None or v.minimum is not None
                or v.maximum is not None or column in out.vars):
            continue
        said = re.search(rf"\b(?:from|into|onto|out of|to) (?:their|his|her|eir|its|the|that [\w-]+['’]s) {re.escape(column)}\b", rule.text)
        if said:
            del out.vars[key]
            v.name, v.kind, v.of = column, "list", v.name
            v.notes.append(f"a list: the rule moves things {said.group(0).split()[0]} it (“{said.group(0)}”)")
            out.vars[column] = v


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
            items = rows_of(rule, having=kind)  # "a Room-Bound Malfeasance": the rows whose Type is Room-Bound
            if items is None:
                out.unread.append(Unread("declaration", v.citation, f"its values would be the rows of the table of “{rule.title}”, "
                                                                     "which this text render flattened"))
                break
            if not items:
                break
            if isinstance(v.default, str) and v.default not in items:
                item = item_named(v.default, items)
                if item is None:
                    break
                v.default = item
            v.kind, v.values = "enum", items
            v.notes.append(f"one of the items of “{rule.title}”")
            v.cited["values"] = Citation(rule.title, f"the table of the rule “{rule.title}”", rule.number, rule.section)
            break




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


def _read_rule(rule: Rule, parts: Parts, out: Declarations, later: list) -> None:
    """Read one rule's sentences and lists in order, each read in the light of the sentences before it."""
    blocks, said_whole = _clauses(blocks_of(rule), parts)
    last: list[VarSpec] = []  # the variables the sentence before declared or gave a field ("It", "These")
    pending: tuple[Reading, Citation] | None = None  # a variable the sentence before described, not yet named
    kept: dict[str, tuple[Reading, Citation]] = {}  # a kind of thing -> where its things are kept, and the sentence
    counted: tuple[Reading, Citation] | None = None  # values counted ("three stats") whose names are not read yet
    run: list[VarSpec] = []  # the variables the sentences just before declared one by one, in the same form
    run_key = None
    for i, (kind, body) in enumerate(blocks):
        prev_run, prev_key, run, run_key = run, run_key, [], None
        if counted is not None and counted is not pending:  # the sentence after it named none of them
            list_unread(out, counted[1], "values counted, and the sentence after it does not name them")
            counted = None
        if kind != "prose":
            pending = None
            if kind == "list" and not _list_read(blocks[i - 1] if i else None, out):
                _list_items_unread(rule, body, parts, out)
            continue
        sentence: str = parts.capitalised_kinds.sub(lambda m: f"{m.group('before')} {m.group('word').lower()}", body)
        following = blocks[i + 1] if i + 1 < len(blocks) else None
        cite = cite_sentence(rule, said_whole.get(i, body))  # the sentence as the rule says it
        # "THEREFOR there exists a field in the GDNT called …": the proposal's word of enacting before what it enacts;
        # "In addition to a Berth, each Oarsman has …": what it adds to; the rest read as said
        said_so = parts.enacting_word.match(sentence) or parts.adding_lead.match(sentence)
        if said_so:
            sentence = sentence[said_so.end():]
            sentence = sentence[:1].upper() + sentence[1:]
        described, pending = pending, None
        # a variable described without its name ("Each Apprentice … shares a table with one other Apprentice.")
        described_now = _described(sentence, parts, out, cite, following)
        if described_now is not None:
            pending = (described_now, cite)
            counted = pending if described_now.count is not None or described_now.group else None
            last = []
            continue
        if _read_item(sentence, parts, out, cite):
            continue
        # where the things of a kind are kept ("Outposts are tracked on the Field Journal wiki page.")
        if _items_tracked(sentence, cite, parts, out, kept):
            last = []
            continue
        # a lead whose list (or whose words after its colon) declares a holder's fields
        lead = _list_holder(sentence, parts)
        if lead is not None:
            last = _read_lead(sentence, lead, following, rule, parts, out, cite, last)
            continue
        values, values_default = following_values(following)
        sentence = _after_definition(sentence, parts, out, cite)
        # a declaration: a holder, then its parts
        holder = _holder_of(sentence, parts, out)
        if holder is not None:
            got = _holder_sentence(sentence, holder, described, parts, out, cite, rule, (values, values_default), last)
            if got is not None:
                last, named_them = got
                if len(last) == 1:  # "Grain shall represent … Valour shall represent …": one run, for "each of these"
                    run, run_key = (prev_run if prev_key == holder[0]["key"] else []) + last, holder[0]["key"]
                counted = None if named_them else counted
                continue
        last = _read_fields(sentence, cite, parts, out, last, (values, values_default), prev_run, later)
    if counted is not None:
        list_unread(out, counted[1], "values counted, and the sentence after it does not name them")
    _give_items_tracking(rule, kept, out)
    _give_list_tracking(rule, out)


# where a sentence joins two declarations, each with its own holder ("The Active Mark is a publicly tracked variable
# defaulting to Q, and the Mark Count is a publicly tracked variable defaulting to 2"; "Each Pilot has a Tar; each
# Ship has a Mast"): the 'and' or the semicolon before a holder
_JOINED = re.compile(r"(?:,? and|;) (?=(?:the|each|every|there) )")


def _clauses(blocks: list, parts: Parts) -> tuple[list, dict[int, str]]:
    """The blocks, a sentence that joins two declarations each opened by a holder read as two ("…, and the Mark Count
    is …"): only where the words before the join open with a holder too, outside brackets. With them, the sentence as
    the rule says it for each block that a clause said of all was added to (by its index): its citation."""
    out, said_whole = [], {}
    for kind, body in blocks:
        if kind != "prose" or not any(rx.match(body) for _, rx in parts.holders):
            out.append((kind, body))
            continue
        start, pieces = 0, []
        for j in _JOINED.finditer(body):
            tail = body[j.end():]
            tail = tail[:1].upper() + tail[1:]
            head = body[start:j.start()]
            if head.count("(") != head.count(")") or not any(rx.match(head) for _, rx in parts.holders) \
                    or not any(rx.match(tail) for _, rx in parts.holders):
                continue
            pieces.append(head)
            start = j.end()
        rest = body[start:]
        shared = _shared_clause.search(rest) if pieces else None
        if shared:  # "Each Fund has a Quote, and every Drifter has Units, both of which are publicly tracked": of each
            said = f", which is {shared.group('clause')}" if shared.group("clause") else f", {shared.group('participle')}"
            rest = rest[:shared.start()] + said + "."
            pieces = [p + said for p in pieces]
            said_whole.update((len(out) + k, body) for k in range(len(pieces) + 1))  # cited as the rule says it
        out.extend((kind, p + ".") for p in pieces)
        out.append((kind, rest[:1].upper() + rest[1:]))
    return out, said_whole


def _read_item(sentence: str, parts: Parts, out: Declarations, cite: Citation) -> bool:
    """Read a sentence saying an item the gamestate holds ("Each Operator possesses exactly one Bot"): whether it is one."""
    item = next(((e, m) for e, m in ((e, rx.match(sentence)) for e, rx in parts.items) if m), None)
    if item is not None:
        parts.used.add(item[0]["key"])
        out.items.setdefault(item[1].group("item"), cite)
    return item is not None


def _read_lead(sentence: str, lead: tuple[dict, re.Match], following, rule: Rule, parts: Parts, out: Declarations,
               cite: Citation, last: list[VarSpec]) -> list[VarSpec]:
    """Read the fields a lead's list (or its words after its colon) declares of a holder: the last variable read (the
    ``last`` before when none is)."""
    e, m = lead
    parts.used.add(e["key"])
    scope, item = _scope(e, m, parts, out, cite)
    rest = sentence[m.end():].strip()
    if rest:
        elements = _split_inline(rest)
    elif following and following[0] == "list":
        elements = following[1]
    else:
        list_unread(out, cite, "no list of the fields follows")
        return last
    shared = None
    if m.groupdict().get("shared"):  # "the following Holdings as non-negative integers …: Coin, …": said of each
        shared = Reading(scope=scope, holder_of=item, public=e.get("public"), tracked=e.get("tracked"), provisional=True)
        try:
            parts.read(m.group("shared"), 0, shared, naming=False)
        except NotRead as err:
            list_unread(out, cite, str(err))
            return last
    note = e["note_ref"].format(**{k: v or "" for k, v in m.groupdict().items()}) if "note_ref" in e else None
    for el in elements:
        v = _read_element(el, rule, sentence, e, scope, item, parts, out, shared, note)
        last = [v] if v is not None else last
    return last


def _holder_of(sentence: str, parts: Parts, out: Declarations) -> tuple[dict, re.Match] | None:
    """The holder a declaration sentence begins with (its wording and match), or None."""
    holder = next(((e, m) for e, m in ((e, rx.match(sentence)) for e, rx in parts.holders) if m), None)
    if holder is not None and holder[0].get("new_name") and find_declared(out, clean_name(holder[1].group("name"))):
        holder = None  # "Move Queue is a … list" of a Move Queue declared before: a field of it, not another
    return holder


def _read_fields(sentence: str, cite: Citation, parts: Parts, out: Declarations, last: list[VarSpec],
                 listed: tuple, prev_run: list[VarSpec], later: list) -> list[VarSpec]:
    """Read a sentence that gives declared variables fields: the variables it gave them to; one naming a variable not
    declared yet is kept in ``later``, one not read listed when it looks like a declaration."""
    values, values_default = listed
    done = read_field_sentence(sentence, cite, parts, out, last, values, final=False, values_default=values_default,
                               run=prev_run)
    if done is None:
        later.append((sentence, cite, values, values_default))
    elif done is False and _named_in_passing(sentence, cite, parts, out):
        return []
    elif done is False and (what := parts.looks_like(sentence)):
        list_unread(out, cite, "not a form of declaration the reader knows", what)
    return done if isinstance(done, list) else []


def _list_items_unread(rule: Rule, items: list[str], parts: Parts, out: Declarations) -> None:
    """Each item of a list no sentence before it reads that looks like a declaration, listed as not read."""
    for it in items:
        for s in sentences(it) or [it]:
            if what := parts.looks_like(s):
                list_unread(out, cite_sentence(rule, s), "an item of a list no sentence before it reads, and not a form of declaration the reader knows", what)


def _holder_sentence(sentence: str, holder: tuple[dict, re.Match], described: tuple[Reading, Citation] | None, parts: Parts,
                     out: Declarations, cite: Citation, rule: Rule, following: tuple, last: list[VarSpec]
                     ) -> tuple[list[VarSpec], bool] | None:
    """A sentence a holder opens, read as a declaration (or, not read so, as a later sentence about one): (the
    variables it declared or gave a field, whether it named the values the sentence before described); None when the
    holder is no holder here (the player term as an item, names for nothing described), to be read as any sentence."""
    e, m = holder
    scope, item = _scope(e, m, parts, out, cite)
    if scope == "pending":  # "The stats are called Claw, Hide and Pulse.": of the holder the sentence before said
        by_count = described is not None and (described[0].count is not None or _same_group(described[0].group, m))
        scope, item = (described[0].scope, described[0].holder_of) if by_count else (None, None)
    if scope is None:
        return None
    base = described if e.get("names_pending") else None
    leftover: list[str] = []
    try:
        specs = _declaration(sentence, e, m, scope, item, parts, cite, rule, base[0] if base else None, following, leftover)
    except NotRead as err:
        # a later sentence about a declared variable may open as a holder does ("Each Lifeform has a default appetite of 12.")
        done = read_field_sentence(sentence, cite, parts, out, last, following[0], final=False, values_default=following[1])
        if isinstance(done, list):
            return done, False
        if done is not True:  # what it is listed as: by its cues, as any sentence not read
            list_unread(out, cite, str(err), parts.looks_like(sentence) or DECLARATION)
        return [], False
    if base:  # the fields the sentence before gave cite it
        for v in specs:
            v.cited.update({f: base[1] for f in ("kind", "name_rules") if getattr(v, f) not in (None, [], "unspecified")})
            v.cited.update({f: base[1] for f in ("tracked", "tracked_by", "public") if getattr(base[0], f) is not None})
    column = _table_column(rule, specs) if item is not None else None
    if column is not None:  # "Each Laurel has a Requirement." and the rule's table of Laurels has that column
        list_unread(out, cite, f"{column} is a column of the rule's table: a field of each of its rows, not a variable")
        return [], bool(base)
    said_before = _named_in_unread(out, rule, specs)
    if said_before is not None:  # "X tracks the Route Number assigned to that Courier. The Route Number is …"
        list_unread(out, cite, f"{said_before.name} is named before in a sentence not read, which may say whose it is: "
                               "a value of the game is not sure")
        return [], bool(base)
    for reason in leftover:
        list_unread(out, cite, reason)
    declare(out, specs)
    if base and base[0].group:  # "The Stats are Might, Agility, and Toughness.": the Stats name them together
        out.groups[base[0].group.casefold()] = [v.name for v in specs]
    for v in specs:  # "a Fore Fang and a Hind Fang, collectively called their Fangs": the Fangs name them together
        for note in (n for n in v.notes if n.startswith(COLLECTIVE_NOTE)):
            out.groups.setdefault(note[len(COLLECTIVE_NOTE):].casefold(), []).append(v.name)
    return specs, bool(base)


COLLECTIVE_NOTE = "one of the "  # the note of phrasings.schema's collectively_called: "one of the {group}"


def _same_group(group: str | None, m: re.Match) -> bool:
    """Whether the holder ``m`` names the group ``group`` the sentence before described ("numerical Stats … The
    Stats are …")."""
    named = m.groupdict().get("group")
    return bool(group and named and named.casefold().rstrip("s") == group.casefold().rstrip("s"))


def _group_named_next(group: str, following, parts: Parts) -> bool:
    """Whether the sentence ``following`` names the members of ``group`` ("The Stats are Might, …")."""
    if not following or following[0] != "prose":
        return False
    return any(e.get("names_pending") and (m := rx.match(following[1])) and _same_group(group, m) for e, rx in parts.holders)


def _described(sentence: str, parts: Parts, out: Declarations, cite: Citation, following=None) -> Reading | None:
    """The reading of a sentence that describes variables without naming them (phrasings.schema PENDING), which the
    next sentence names; None when ``sentence`` is not one, read whole. An entry with a ``rest`` may say after its
    words where the variables are kept, and nothing else ("Each wyvern has three stats, to be tracked on the GNDT.");
    one with a ``count`` says how many the next sentence must name, and its holder may be a kind of thing."""
    for e, rx in parts.pending:
        m = rx.match(sentence)
        if m is None:
            continue
        if e.get("next_says") and not (following and following[0] == "prose" and re.search(e["next_says"], following[1])):
            continue  # "Each Pilot may Trust one Pilot and …": a description only where the next sentence names them
        if e.get("group") and not _group_named_next(m.group("group"), following, parts):
            continue  # "Pilots have Flares.": a variable of its own, unless the next sentence names a group's members
        r = Reading()
        rest = sentence[m.end():].strip(" .")
        if rest and e.get("rest") != "tracking":
            return None
        if rest and not _only_tracking(sentence, m.end(), parts, r):
            if not e.get("count") or _names_them(sentence, m.end(), parts):  # "three attributes named A, B and C"
                return None
            # "Each buoy has two attributes, which default to 3": values counted, no name; the names the next
            # sentence gives are read, what these words say is not
            list_unread(out, cite, f"“{rest}”: of values counted and not named, only where they are kept is read")
            r = Reading()
        if e.get("count"):
            item = m.group("item")
            if item is not None and item.casefold() not in {t.casefold() for t in parts.terms.player + parts.terms.players}:
                r.scope, r.holder_of = _scope(dict(e, scope="item"), m, parts, out, cite)
            r.count = read_small_number(m.group("n"))
        if e.get("group"):
            r.group = m.group("group")
            r.kind = "int" if m.group("numeric") else None
            if m.group("others"):  # "Goblins and Beasts have numerical Stats": the Beasts' are not the players'
                list_unread(out, cite, f"the {m.group('others')}' own {r.group}: values of things that are not players, not read")
        elif e.get("count") and m.groupdict().get("group"):
            r.group = m.group("group")
        if e.get("relations"):  # "may Admire one Singer and have a Feud against one": named by the next sentence
            r.names, r.provisional = [relation_name(m.group(g)) for g in e["relations"]], True
            r.count = len(r.names)
        parts.apply(dict(e, part="pending"), m, r)
        return r
    return None


def _names_them(sentence: str, start: int, parts: Parts) -> bool:
    """Whether the words of ``sentence`` from ``start`` name the values counted before them."""
    r = Reading()
    try:
        parts.read(sentence, start, r)
    except NotRead:
        pass
    return bool(r.names)


def _only_tracking(sentence: str, start: int, parts: Parts, r: Reading) -> bool:
    """Whether the words of ``sentence`` from ``start`` say where a value is kept, or whether it is public, and
    nothing else (read into ``r``)."""
    try:
        parts.read(sentence, start, r, naming=False)
    except NotRead:
        return False
    return not (r.tracked is None and r.public is None or r.kind or r.has_default or r.default_words or r.values
                or r.of or r.leftover or r.minimum is not None or r.maximum is not None)


def _named_in_unread(out: Declarations, rule: Rule, specs: list[VarSpec]) -> VarSpec | None:
    """The value of the game among ``specs`` whose name a sentence of ``rule`` listed as not read already names."""
    for v in specs:
        if v.scope != "global":
            continue
        name = re.compile(rf"\b{re.escape(v.name)}\b", re.I)
        if any(u.citation.rule == rule.title and name.search(u.citation.text) for u in out.unread):
            return v
    return None


def _items_tracked(sentence: str, cite: Citation, parts: Parts, out: Declarations, kept: dict) -> bool:
    """Whether ``sentence`` says where the things of a kind are kept, and nothing else ("Outposts are tracked on the
    Field Journal wiki page."): the kind and its tracking go in ``kept``. The plural of a declared variable's name
    ("Hats are tracked in the GNDT.") is that variable's, not a kind of thing's."""
    for e, rx in parts.items_tracked:
        m = rx.match(sentence)
        if m is None or m.group("item").casefold() in {t.casefold() for t in parts.terms.player + parts.terms.players} \
                or find_declared(out, m.group("item")) is not None or group_members(out, m.group("item")):
            continue
        r = Reading()
        try:
            parts.read(sentence, m.end(), r, naming=False)
        except NotRead:
            return False
        if (r.tracked is None and r.public is None) or r.kind or r.has_default or r.default_words or r.values or r.of or r.leftover \
                or r.minimum is not None or r.maximum is not None:
            return False
        parts.used.add(e["key"])
        kept[m.group("item").casefold()] = (r, cite)
        return True
    return False


def _give_items_tracking(rule: Rule, kept: dict, out: Declarations) -> None:
    """Each variable of a kind of thing ``rule`` says where it keeps, with no tracking of its own, is kept there (the
    field cites that sentence); a kind given no variable by the rule: its sentence listed as not read."""
    for item, (r, cite) in kept.items():
        mine = [v for v in out.vars.values() if (v.holder_of or "").casefold() == item and v.citation is not None
                and v.citation.rule == rule.title]
        if not mine:
            list_unread(out, cite, "not a form of declaration the reader knows")
            continue
        if r.tracked == "the Ruleset":  # "Beasts are listed as sub-rules to this rule": their values are rule text
            for v in mine:
                del out.vars[next(k for k, x in out.vars.items() if x is v)]
                list_unread(out, v.citation, f"{v.name} of each {v.holder_of}: each {v.holder_of} is a sub-rule of this rule "
                                             "(its values are the Ruleset's text, not gamestate)")
            continue
        for v in mine:
            if v.tracked is None and v.public is None:
                v.tracked, v.tracked_by, v.public = r.tracked, r.tracked_by, r.public
                v.cited.update({f: cite for f in ("tracked", "tracked_by", "public") if getattr(v, f) is not None})


def _give_list_tracking(rule: Rule, out: Declarations) -> None:
    """The things of a list the rule declares, tracked ("There is a publicly tracked Indemnity which is a list of one
    or more Bonds …. Each Bond has a Prospector, a Holding, and a Shielded."): their values, with no tracking of
    their own, are kept where the list is (each field cites the list's sentence). A list each player holds names
    things the rule defines ("Each Sleuth has zero or more Quirks, tracked as a list of Quirk names in the GNDT. Each
    Quirk has a Name, …"): the things' values are the rule's text, not kept where the names are."""
    lists = [v for v in out.vars.values() if v.kind == "list" and v.of and v.scope == "global" and (v.public is not None or v.tracked is not None)
             and v.citation is not None and v.citation.rule == rule.title]
    for lst in lists:
        item = without_s(lst.of).casefold()
        for v in out.vars.values():
            if (v.holder_of or "").casefold() == item and v.tracked is None and v.public is None and v.citation is not None \
                    and v.citation.rule == rule.title:
                v.tracked, v.tracked_by, v.public = lst.tracked, lst.tracked_by, lst.public
                v.cited.update({f: lst.citation for f in ("tracked", "tracked_by", "public") if getattr(v, f) is not None})


def _declaration(sentence: str, e: dict, m: re.Match, scope: str, item: str | None, parts: Parts, cite: Citation,
                 rule: Rule, base: Reading | None = None, following: tuple = (None, None),
                 leftover: list[str] | None = None) -> list[VarSpec]:
    """The variables one declaration sentence declares: its holder, then its parts; or, when that does not read, two
    declarations sharing the holder ("There is a publicly tracked number named X that …, and a publicly tracked
    integer number called Y which defaults to 0"). ``following``: the values (and the default among them) of the list
    that follows the sentence; ``leftover`` gets the reasons of the parts read as not read."""
    def one(start: int, end: int, holder: bool, text: str = sentence) -> list[VarSpec]:
        r = Reading(scope=scope, holder_of=item)
        if holder and base is not None:
            r = replace(base, scope=scope, holder_of=item, names=list(base.names), name_rules=list(base.name_rules), notes=list(base.notes))
        if holder:
            parts.apply(dict(e, part="holder"), m, r)
        parts.read(text[:end], start, r)
        if e.get("needs_fields") and not r.said() and not (r.has_default or r.default_words):
            raise NotRead(f"“{m.group(0)}”: where a player is, or what they wear, and nothing said of a value kept")
        if len(r.names) >= 2 and re.search(r"\b(?<!of )(?:which|that) (?:is|has|defaults|starts|begins|was)\b", text[start:end]):
            # "a Fuel and a Rope, which defaults to 3": of the Rope, or of both? The singular does not say ("each of
            # which is" says: of each)
            raise NotRead(f"a clause in the singular after {len(r.names)} names ({', '.join(r.names)}): of which of them it is said is not sure")
        if r.count is not None and len(r.names) != r.count:  # "three stats … The stats are called Claw and Hide."
            raise NotRead(f"it names {len(r.names)} values, and the sentence before counted {r.count}")
        apply_values_follow(r, *following)
        parts.settle_default(r)
        if not r.kept():
            raise NotRead("its value is derived by a formula, and nothing says it is kept: no variable")
        specs = specs_of(r, cite, rule)
        if leftover is not None:
            leftover.extend(reason for reason in r.leftover if reason not in leftover)
        return specs

    try:
        return one(m.end(), len(sentence), True)
    except NotRead as err:
        splits: list[tuple[int, int]] = []  # two declarations joined by "and", neither read with the other
        for split in re.finditer(r",? and (?=an? |[“\"‘](?-i:[A-Z]))", sentence[m.end():]):  # "…, and “Leading Bidder” which …"
            at = m.end() + split.start()
            second = sentence[m.end() + split.end():]
            first_has_clause = "," in sentence[m.end():at]  # "a Vigour, which defaults to 10, and …": each its own clause
            if re.search(r",|\b(?:both|each of which|all of which|which are|that are)\b",
                         _own_clause.sub("", second, count=1) if first_has_clause else second):
                continue  # a clause after the second may say a field of both ("…, both defaulting to 3"): not split
            try:
                return one(m.end(), at, True) + one(m.end() + split.end(), len(sentence), False)
            except NotRead:
                splits.append((at, m.end() + split.end()))
        shared = _shared_clause.search(sentence, m.end())  # "…, and a Chamber, all of which are publicly tracked."
        if shared and shared.group("participle") and "(" in sentence[m.end():shared.start()]:
            shared = None  # "a Pennant (a string), a Bosun (a name), …, all defaulting to 4": each its own kind, not sure
        body = sentence[:shared.start()] if shared else sentence
        said_after = None if shared else parts.said_after.search(sentence, m.end())  # "…, which confer precedence
        if said_after:  # over …, in the following way:-": what they do, set out in the list after; no field of any
            body = sentence[:said_after.start()]
        holder_word = m.groupdict().get("item") or ""
        pieces = _series(body, m.end(), lower=bool(shared) or holder_word[:1].islower())  # "Each structure has a title, …":
        # a thing in lower case, its fields in lower case too
        if pieces and leftover is not None:  # "a Banner (a string …), a Captain (the name of …), and a Rations value (…)"
            specs = []
            for a, b in pieces:  # each with its own clause: read or listed on its own; a clause said of all, with each
                text = body[:b] + ("" if not shared else f", which is {shared.group('clause')}" if shared.group("clause")
                                  else f", {shared.group('participle')}")
                try:
                    specs += one(a, len(text), True, text)
                except NotRead as own:
                    leftover.append(f"“{body[a:b].strip()}”: {own}")
            if specs:
                return specs
        for at, second in splits if leftover is not None else ():  # "There is a … Trial Subject which is either empty
            # or a Strain, …, and a publicly tracked Trial Reward which is a number …": the one that reads is declared,
            # the other listed not read; not after a clause of its own things ("a list, … where each entry in the list
            # has a Vassal, …, and a number of Serfs": the second may be the entries')
            if parts.own_things_clause.search(sentence[m.end():at]):
                continue
            had, got = len(leftover), []
            for a, b, holder in ((m.end(), at, True), (second, len(sentence), False)):
                try:
                    got += one(a, b, holder)
                except NotRead as own:
                    leftover.append(f"“{sentence[a:b].strip(' ,')}”: {own}")
            if got and all(_says_more_than_its_name(v) and v.name[:1].isupper() for v in got):  # a bare name beside
                return got  # words not read ("…, and an Infamy Level"), or a word in lower case ("a number of claws"),
                # may be a part of them: not declared alone
            del leftover[had:]
        head = parts.head_end(sentence, m.end(), err.at) if leftover is not None and err.at is not None else None
        if head is not None:  # "Every Castaway has a Location, which is a colored region on the “[[WreckChart]]”": the
            try:  # head declared, the words after listed as not read
                specs = one(m.end(), head, True)
            except NotRead:
                specs = []
            said_apart = sentence[head] in ",;" or sentence[head:head + 2] in (" -", " –", " —") \
                or sentence.startswith(" and ", head)  # "which defaults to 2 and is kept …": a verb of the clause's
            if specs and not said_apart and not any(
                    clean_name(sentence[:head]).casefold().endswith(v.name.casefold()) for v in specs):
                specs = []  # "an integer ranging from 1 to 8 (exclusive)", "an integer that is even": the words after
                # may qualify the last part read, unless that part is the name ("a number of Models (abbreviated …)")
            if specs:
                rest = sentence[head:].strip(" ,;-–—.")
                leftover.append(f"the words “{rest if len(rest) <= 60 else rest[:57] + '…'}” after it are not read: "
                                "they may say more of its fields")
                return specs
        raise err



# a clause said of every declaration of a series, at its end ("…, and a Chamber, all of which are publicly tracked")
# ("…; both of these are publicly tracked", round 46)
# or its participle said of all ("… called “Tar” and a non-negative integer called “Ballast”, both defaulting to 0")
_shared_clause = re.compile(r"(?:,|;)? (?:(?:all|each|both) of (?:which|these|them|those) (?:are|is) (?P<clause>[^,;()]+?)"
                            r"|(?<=[,;] )(?:both|all|all (?:three|four|five)) (?P<participle>(?:(?:publicly |privately )?(?:defaulting|starting|beginning|tracked|recorded|kept))\b[^;()]+?))\.?$")


# a piece of a series that is a name itself: its article (or "number of", round 46: "… and number of Pesos"), then the
# name, capitalised (in lower case too where a clause said of all ends the series)
_NAMED_PIECE = re.compile(r"(?:an?|the) (?:(?:number|amount|quantity) of )?(?-i:[A-Z])|(?:number|amount|quantity) of (?-i:[A-Z])")
_NAMED_PIECE_LOWER = re.compile(r"(?:an?|the) \w|(?:number|amount|quantity) of \w")


def _says_more_than_its_name(v: VarSpec) -> bool:
    """Whether a declaration read says a field besides its name (a kind, a default, bounds, values, where it is kept)."""
    return v.kind != "unspecified" or v.default is not None or v.default_text is not None or v.tracked is not None \
        or v.minimum is not None or v.maximum is not None or bool(v.values)


def _series(sentence: str, start: int, lower: bool = False) -> list[tuple[int, int]]:
    """(start, end) of each declaration of a series sharing a holder, each with its own clause in brackets ("a Banner
    (a string …), a Captain (the name of …), and a Rations value (a number …)"); [] when the words after ``start`` are
    not such a series (a clause outside brackets may be said of all of them)."""
    cuts, depth = [], 0
    for i, ch in enumerate(sentence[start:], start):
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            nxt = re.match(r", (?:and )?(?=(?:an?|the) )", sentence[i:])
            if nxt is None and lower and re.match(r", (?:which|that) (?:is|are) ", sentence[i:]):
                continue  # "a name, which is flavour text, a master, …": the piece's own clause
            if nxt is None:
                return []
            cuts.append((i, i + nxt.end()))
            if "and" in nxt.group(0):  # the last piece: its own clause runs to the end ("…, and a Condition, which is
                break  # one of Scorched, Daubed or Open, defaulting to Open")
        elif ch == " " and depth == 0 and sentence[i - 1] != "," and (nxt := re.match(r" and (?=(?:an?|the) |(?:number|amount|quantity) of )", sentence[i:])):
            cuts.append((i, i + nxt.end()))  # "… (with a minimum of zero) and a Traits List (defaulting to …)"
            break
    bounds = [start] + [b for _, b in cuts], [a for a, _ in cuts] + [len(sentence.rstrip().rstrip("."))]
    pieces = list(zip(*bounds))
    said = [re.fullmatch(r"[^()]*\([^()]+\)", sentence[a:b].strip()) for a, b in pieces]
    # each piece with its own clause in brackets, or (one piece bracketed at least, the last joined by "and") a
    # piece of a name alone: "a Name, a Reach Index … (with a minimum of zero) and a Traits List (defaulting to …)"
    head = _NAMED_PIECE_LOWER if lower else _NAMED_PIECE
    named = all(head.match(sentence[a:b].strip())
                for a, b in pieces)  # each a name itself (in lower case too, where a clause said of all ends them),
    # not an apposition ("a publicly tracked list of Pledges, a possibly empty list of ID numbers of Edicts (…)")
    if len(pieces) < 2 or not (all(said) and len(cuts) >= 2 or named and (any(said) or lower) and all(
            s or re.fullmatch(r"[^()]*", sentence[a:b]) for s, (a, b) in zip(said, pieces))):
        return []
    return pieces


def _after_definition(sentence: str, parts: Parts, out: Declarations, cite: Citation) -> str:
    """The declaration after a semicolon when the words before it say what the holder is ("A Company is a troop of
    soldiers …; each Company has a Banner …"): the words before are listed when they look like a declaration; the
    sentence itself when no holder opens it after its first semicolon, or one opens it whole, or a condition is before."""
    head, sep, tail = sentence.partition("; ")
    if not sep or parts.condition_before.search(head) or any(rx.match(sentence) for _, rx in parts.holders):
        return sentence
    tail = tail[:1].upper() + tail[1:]
    if not any(rx.match(tail) for _, rx in parts.holders):
        return sentence
    if what := parts.looks_like(head):
        list_unread(out, cite, f"the words “{head}” before the declaration are not read", what)
    return tail


# the second of two declarations sharing a holder, with its own clause in the singular up to the sentence's end ("…, and
# a Max Vigour, which also defaults to 10"): said of the second alone, as the first's own clause before the 'and' is
# ("each" of a thing named after it, "at the beginning of each Creeping In action", says no several)
_own_clause = re.compile(r"^(?:an? )?(?:(?-i:[a-z])[\w-]* ){0,5}[“\"‘]?[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*[”\"’]?, "
                         r"(?:(?:which|that) (?:also |too )?(?:is|defaults|starts|begins|has)|(?:also )?(?:defaulting|starting|beginning) (?:to|at|with))\b"
                         r"(?!.*\b(?:both|all)\b|.*\beach\b(?! [A-Z]))[^,;]*"
                         r"(?:, (?:(?:which|that) (?:defaults|starts|begins) (?:to|at|with)|(?:defaulting|starting|beginning) (?:to|at|with)) [^,;]*)?$")


def _scope(e: dict, m: re.Match, parts: Parts, out: Declarations, cite: Citation) -> tuple[str | None, str | None]:
    """(scope, the item) of a holder; (None, None) when the 'item' is the player term."""
    if e["scope"] != "item":
        return e["scope"], None
    item = m.group("item")
    if item.casefold() in {t.casefold() for t in parts.terms.player + parts.terms.players}:
        return None, None
    item = item[:1].upper() + item[1:]  # "Each nook has": a Nook, written as the rules' other holders
    out.items.setdefault(item, cite)
    return item.casefold(), item


def _named_in_passing(sentence: str, cite: Citation, parts: Parts, out: Declarations) -> bool:
    """Declare the values a sentence read as no declaration names in passing, each with where it is kept ("… and update
    eir GNDT ‘Mask’ and ‘Choir’ fields accordingly"; phrasings.schema IN_PASSING): whether it named any not declared."""
    for e, rx in parts.in_passing:
        m = rx.search(sentence)
        if m is None:
            continue
        names = [clean_name(n) for n in re.findall(r"[‘“\"]([^‘’“”\"]+)[’”\"]", m.group("names"))]
        new = [n for n in dict.fromkeys(names) if n and find_declared(out, n) is None]
        one = [n for n in new if re.search(e["said_as_one"].format(name=re.escape(n)), sentence)]
        new = [n for n in new if n not in one]
        if new:
            parts.used.add(e["key"])
            for n in one:
                list_unread(out, cite, f"the GNDT field {n} is named in passing, and the sentence says the {n} as one "
                                       "thing of the game too: which of the two it is, its words do not say")
            declare(out, [VarSpec(n, e.get("kind", "unspecified"), scope=e["scope"], citation=cite, tracked=e["tracked"],
                                  public=e["public"]) for n in new])
            return True
    return False


def _list_holder(sentence: str, parts: Parts):
    for e, rx in parts.list_holders:
        m = rx.search(sentence)
        if m and (m.start() == 0 or sentence[:m.start()].rstrip().endswith(".")):
            return e, m
    return None


def _split_inline(rest: str) -> list[str]:
    """The fields listed after a colon: 'a Name, a Theatre (which …), and a Strength (…)'; a clause set apart by
    commas ("a Maximum Crowding, which must be an integer between 1 and 4 inclusive, a Square") is its field's."""
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
    fields: list[str] = []
    for s in (re.sub(r"^(?:and|or) ", "", s.strip()) for s in out if s.strip()):
        if fields and re.match(r"(?:which|that|who|whose|defaulting|defaults)\b", s):
            fields[-1] += f", {s}"  # "a Maximum Crowding, which must be an integer …": a clause of the field before
        else:
            fields.append(s)
    return fields


def _read_element(text: str, rule: Rule, lead: str, e: dict, scope: str, item: str | None, parts: Parts,
                  out: Declarations, shared: Reading | None = None, note: str | None = None) -> VarSpec | None:
    """One field of a holder's list: its first sentence declares it, the others may add to it ("It defaults to 10.");
    ``shared``: what the lead said of every field ("as non-negative integers tracked in the GNDT"); ``note``: what
    the lead said of its holders ("held by each Stall in Nought Market")."""
    cite = cite_sentence(rule, f"{lead}\n• {text.rstrip(';').rstrip()}")  # the item whole: it declares the field
    label = parts.field_label.match(text)  # "Colour: The colour of its sails"; "Mast - A non-negative integer" as "Mast: …"
    if label and label.group("mark") != ":":
        text = f"{label.group('name')}: {text[label.end():]}"
    sents = sentences(text.rstrip(";").rstrip()) or [text]
    r = Reading(scope=scope, holder_of=item, public=e.get("public"), tracked=e.get("tracked")) if shared is None \
        else replace(shared, names=[], provisional=False, notes=list(shared.notes), leftover=[])
    r.notes += [note] if note else []
    try:
        parts.read(sents[0], 0, r)
        parts.settle_default(r)
        specs = specs_of(r, cite, rule)
    except NotRead as err:
        list_unread(out, cite, str(err))
        if label is None or shared is not None or parts.points_elsewhere.search(text):
            return None
        # "* Colour: The colour of its sails": the field the holder's list names by its label is declared, its
        # holder and where it is kept as the lead says; what it is (its kind, default, values) is listed as not read
        r = Reading(scope=scope, holder_of=item, public=e.get("public"), tracked=e.get("tracked"))
        r.names = [label.group("name")]
        specs = specs_of(r, cite, rule)
        for v in specs:
            v.notes.append("what it is, said after its label, is not read")
        declare(out, specs)
        return specs[-1]
    for reason in r.leftover:  # a part read as not read ("which is either none, the machine, or a ranger")
        list_unread(out, cite, reason)
    declare(out, specs)
    last = specs[-1]
    for s in sents[1:]:
        done = read_field_sentence(s, cite, parts, out, [last], None, final=True)
        if done is False and (what := parts.looks_like(s)):
            list_unread(out, cite_sentence(rule, f"{lead}\n• {s}"), "not a form of declaration the reader knows", what)
    return last

