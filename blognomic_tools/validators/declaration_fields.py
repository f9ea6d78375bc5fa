"""A later sentence of the rules that gives a declared variable one more field ("An Operator’s Money can not surpass
₩20,000."; "It defaults to 10."; "The legal values for a Ward are:" and the list that follows): read into the
variable, each field citing the sentence; a field it contradicts is not read. Pure."""
from __future__ import annotations

import re

from ..reading.citations import Citation
from .declaration_parts import SPECIFIC_KINDS, VALUES_AFTER_NOT_READ, VALUES_NOT_READ, NotRead, Parts, Reading, clean_name, relation_name
from .declaration_store import Declarations, declare, find_declared, forget_bare, group_members, list_unread, named_by_several
from .declaration_values import apply_values_follow, check_bounds, settle, specs_of, value_named
from .model import DECLARATION, VarSpec


def read_field_sentence(sentence: str, cite: Citation, parts: Parts, out: Declarations, last: list[VarSpec],
                         values: list[str] | None, final: bool, values_default: str | None = None,
                         run: list[VarSpec] | None = None):
    """A later sentence giving a declared variable a field. The variables it gave fields to: read; True: not read
    (listed with its reason); False: not such a sentence; None: it names a variable not declared yet (tried again
    at the end, when ``final`` it is listed as not read, or, for a subject that ``declares``, read as the
    declaration of a variable when it says where the variable is tracked: "The Age of every Deckhand is tracked in
    the GNDT."). ``run``: the variables the sentences just before declared one by one, in the same form (what
    "each of these fields" says a field of)."""
    error: NotRead | None = None
    for e, rx in parts.subjects:
        m = rx.match(sentence)
        if not m:
            continue
        if e.get("refers") in ("last", "last all"):
            if not last and e.get("by_value"):  # "New Combatants begin as Sitting Out.": the one variable with that value
                last = _holding_value(out, clean_name(m.group("default")))
            if not last:  # "It", "These": the variables the sentence before declared
                return False
        targets, why = _subject_targets(e, m, out, parts, last, run)
        if targets is None:
            error = error or why
            continue
        if not targets and e.get("quiet") and not e.get("declares"):
            continue
        parts.used.add(e["key"])
        if not targets:
            if error is not None:
                break
            return _undeclared_subject(sentence, e, m, cite, parts, out, final)
        try:
            leftover, derived = _give_fields(targets, sentence, e, m, cite, parts, values, values_default)
        except NotRead as err:
            error = error or err  # another subject may read the sentence whole ("New Shuttles start with 3 Gas or …")
            continue
        for reason in leftover:
            list_unread(out, cite, reason)
        # "Each Delver also has a Max Vigour. A Delver’s Max Vigour is always equal to 6 plus three times …" (round
        # 54): a name declared with nothing said of it, then worked out by a formula, is no value kept
        forget_bare(out, derived)
        return targets
    if error is not None:
        list_unread(out, cite, str(error))
        return True
    return False


def _subject_targets(e: dict, m: re.Match, out: Declarations, parts: Parts, last: list[VarSpec],
                     run: list[VarSpec] | None) -> tuple[list[VarSpec] | None, NotRead | None]:
    """The declared variables a later sentence's subject names ([]: none declared yet), or None when this subject
    does not read the sentence, with why when that is a reason to list the sentence as not read."""
    refers = e.get("refers")
    if refers in ("last", "last all"):
        targets = last if refers == "last all" else last[-1:]
        if e.get("two") and len(targets) != 2:  # "Both are …" of one variable, or of three
            return None, NotRead(f"“{m.group(0)}” says two variables, and the sentence before declared {len(targets)}")
        return targets, None
    if refers == "pair":  # "Both Loyal Hounds and Lost Hounds …": two declared variables, each found
        pair = [find_declared(out, clean_name(m.group(g))) for g in ("name", "name2")]
        if any(v is None for v in pair) or pair[0] is pair[1]:
            return None, None
        if any(v.scope != "player" for v in pair) and _of_players(m.group(0), parts):
            return None, NotRead(f"“{m.group(0)}” is said of the players, and {pair[0].name} or {pair[1].name} is another's")
        return pair, None
    if refers in ("run", "names", "group", "relations"):  # several variables: "each of these fields", "Claw and Hide", "Stats"
        targets, why = _several(refers, m, out, parts, last, run)
        return (targets, None) if targets else (None, why)
    if refers == "item all":  # "All of the qualities of a Room are …": every variable a Room holds
        held = m.group("item").casefold()
        return [v for v in out.vars.values() if (v.holder_of or "").casefold() == held], None
    found = find_declared(out, clean_name(m.group("name")))
    if found is None and named_by_several(out, clean_name(m.group("name"))):
        return None, NotRead(f"it names {clean_name(m.group('name'))}, a name of variables of more than one holder")
    if found is not None and e.get("of_item") and (found.holder_of or "").casefold() != m.group("item").casefold():
        return None, NotRead(f"“{m.group(0)}”: {found.name} is not held by each {m.group('item')}")
    if found is not None and found.scope != "player" and _of_players(m.group(0), parts):
        # "New Pilots start with 5 HP." of the HP a Ship holds: said of the players, not of its holders
        return None, NotRead(f"“{m.group(0)}” is said of the players, and {found.name} is held by each {found.holder_of or found.scope}")
    return ([found] if found is not None else []), None


def _undeclared_subject(sentence: str, e: dict, m: re.Match, cite: Citation, parts: Parts, out: Declarations,
                        final: bool):
    """What a later sentence whose subject names no declared variable reads: None before the end (tried again), at
    the end the variable it declares where its subject ``declares`` one, else True (listed as not read)."""
    if final:
        if e.get("declares"):
            try:
                specs = _declared_by(sentence, e, m, cite, parts, out)
            except NotRead as err:
                list_unread(out, cite, str(err))
                return True
            if specs:
                return specs
        list_unread(out, cite, f"it names no variable the rules declare ({m.group(0)})")
        return True
    return None


def _give_fields(targets: list[VarSpec], sentence: str, e: dict, m: re.Match, cite: Citation, parts: Parts,
                 values: list[str] | None, values_default: str | None) -> tuple[list[str], list[VarSpec]]:
    """Read the rest of a later sentence, after its subject, into each of ``targets``: the reasons of its parts read as
    not read, and the targets it says are worked out by a formula; NotRead where a field contradicts the variable's."""
    leftover: list[str] = []
    derived: list[VarSpec] = []
    for target in targets:
        r = Reading(scope=target.scope, holder_of=target.holder_of)
        r.kind = None if target.kind == "unspecified" else target.kind
        r.values = list(target.values) if target.values else None
        if e.get("refers") == "item all" and (m.groupdict().get("except") or "").casefold() == target.name.casefold():
            r.public, r.tracked = False, "privately"  # "… except for its Malfeasance which is privately tracked by the Narrator"
            r.tracked_by = parts.terms.emperor[0] if parts.terms.emperor else "emperor"
            _merge(target, r, cite, target_values=target.values)
            continue
        if e.get("absent"):
            _check_absent(m, target, parts)
        if e.get("exact_value"):
            _check_exact_value(clean_name(m.group("default")), target)
        if e.get("holder_cond") and f"held only by one with a {m.group('cond')}" not in target.notes:
            raise NotRead(f"it sets {target.name} when a {m.group('cond')} is given, and {target.name} is not held only by one with it")
        parts.apply(dict(e, part="subject"), m, r)
        if m.groupdict().get("default2") and target is targets[-1]:
            r.default_words = m.group("default2")  # "… with 2 Loyal Hounds and 0 Lost Hounds": each its own
        if e.get("values_follow"):
            if not values:
                if VALUES_NOT_READ not in target.notes:
                    target.notes.append(VALUES_NOT_READ)
                raise NotRead(VALUES_AFTER_NOT_READ)
            r.values = values
        parts.read(sentence, m.end(), r, naming=False)
        apply_values_follow(r, values, values_default)
        parts.settle_default(r)
        _merge(target, r, cite, target_values=target.values)
        leftover.extend(reason for reason in r.leftover if reason not in leftover)
        if r.derived:
            derived.append(target)
    return leftover, derived


def _several(refers: str, m: re.Match, out: Declarations, parts: Parts, last: list[VarSpec],
             run: list[VarSpec] | None) -> tuple[list[VarSpec], NotRead | None]:
    """The variables a later sentence says a field of each of ("each of these fields": the ``run`` the sentences just
    before declared, or the several the sentence before did; "Claw and Hide": each named, all of the holder it names;
    "Stats": the members of the group), and why none when none (None: the sentence is not about them)."""
    if refers == "run":
        targets = run if run and len(run) >= 2 else last if len(last) >= 2 else []
        return targets, None if targets else NotRead(f"“{m.group(0)}”: the sentences before it declare no several variables")
    if refers == "relations":  # "A Singer may not Admire themselves, nor have a Feud against themselves."
        targets = [find_declared(out, relation_name(m.group(g))) for g in ("rel", "rel2") if m.groupdict().get(g)]
        if any(v is None or v.scope != "player" or v.kind != "name" for v in targets):
            return [], NotRead(f"“{m.group(0)}” names no name of a player each player holds") if any(targets) else None
        return targets, None
    if refers == "names":  # "Set all new wyvern’s Claw and Hide stats to 4 and Pulse stat to 80."
        named = [clean_name(n) for n in re.split(r",? (?:and|&) |, ", m.group("names"))]
        named += [clean_name(m.group("name2"))] if m.groupdict().get("name2") else []
        targets = [find_declared(out, n) for n in named]
        if any(v is None for v in targets) or len({id(v) for v in targets}) != len(targets):
            # "… Fuel and Rope to 3" with no Rope declared: listed; none of them declared: not about them
            return [], NotRead(f"“{m.group(0)}” names a variable the rules do not declare") if any(targets) else None
        if m.groupdict().get("holder") and not all(_holds(m.group("holder"), v, parts) for v in targets):
            return [], NotRead(f"“{m.group(0)}” is said of each {m.group('holder')}, and not all of them are its")
        return targets, None
    targets = group_members(out, m.group("group"))  # "Stats are tracked in the GNDT.": each member of the Stats
    if targets and any(v.scope != "player" for v in targets) and _of_players(m.group(0), parts):
        return [], NotRead(f"“{m.group(0)}” is said of the players, and not all of the {m.group('group')} are theirs")
    return targets, None


def _holds(holder: str, v: VarSpec, parts: Parts) -> bool:
    """Whether the holder a sentence names ("new wyvern’s", "new Pilots’") holds ``v``."""
    key = holder.casefold()
    if v.scope == "player":
        return any(key in (t.casefold(), t.casefold().rstrip("s")) for t in parts.terms.player + parts.terms.players)
    return key.rstrip("s") == (v.holder_of or "").casefold().rstrip("s")


def _of_players(subject: str, parts: Parts) -> bool:
    """Whether a later sentence's subject names the players ("New Pilots start with", "Each Pilot’s")."""
    terms = parts.terms.player + parts.terms.players
    return any(re.search(rf"\b{re.escape(t)}\b", subject) for t in terms)


def _check_exact_value(words: str, target: VarSpec) -> None:
    """A starting value said as words ("New Pilots start as Deck Hand") is one of the variable's listed values
    itself (or its plural), never the value its words begin with ("Cadet Mate" is not Cadet); of a variable with no
    values listed it is one word, as the rules write a value."""
    if target.values:
        want = words.casefold()
        if not any(str(v).casefold() in (want, want[:-1] if want.endswith("s") else want) for v in target.values):
            raise NotRead(f"“{words}” is not one of the values of {target.name}")
    elif " " in words:
        raise NotRead(f"“{words}”: a value of several words, and {target.name} lists none")


def _holding_value(out: Declarations, value: str) -> list[VarSpec]:
    """The declared variable of the players one of whose listed values is ``value``, when exactly one is."""
    held = [v for v in out.vars.values() if v.scope == "player" and v.values
            and any(value.casefold() == str(x).casefold() for x in v.values)]
    return held if len(held) == 1 else []


def _check_absent(m: re.Match, target: VarSpec, parts: Parts) -> None:
    """A default that says the thing is absent ("Settlers default to not having a name") is read only of a text, a
    name or one of listed values (of a count or a thing of no kind said it may mean 0, false or nothing), and only
    when the holders it names are the variable's."""
    holder = (m.groupdict().get("holder") or m.groupdict().get("holders") or "").casefold()
    if target.scope == "player":
        ok = any(holder in (t.casefold(), t.casefold() + "s") for t in parts.terms.player + parts.terms.players)
    else:
        ok = holder.rstrip("s") == (target.holder_of or "").casefold().rstrip("s")
    if not ok:
        raise NotRead(f"“{m.group(0)}” is said of others than the holders of {target.name}")
    if target.kind not in ("text", "name", "enum"):
        raise NotRead(f"“{m.group('default')}” of {target.name} ({target.kind}): not a value its kind says")


def _declared_by(sentence: str, e: dict, m: re.Match, cite: Citation, parts: Parts, out: Declarations) -> list[VarSpec]:
    """The variable a sentence about a thing no rule declares declares, when it says where that thing is tracked
    (its subject's ``declares``: who holds it); [] when it says no such thing."""
    name = clean_name(m.group("name"))
    if any(re.search(rf"\b{re.escape(name)}\b", u.citation.text, re.I) for u in out.unread if u.what == DECLARATION):
        raise NotRead(f"it names {name}, of a declaration not read whole")  # its holder may be another's
    if e["declares"] == "item":  # "The default Leader of each Bloc is …": a value of each Bloc
        item = m.group("item")
        item = item[:1].upper() + item[1:]  # "A glyph’s weight": a Glyph's, as "A glyph has …" names its holder
        r = Reading(scope=item.casefold(), holder_of=item)
        out.items.setdefault(item, cite)
    else:
        r = Reading(scope=e["declares"])
    parts.apply(dict(e, part="subject"), m, r)
    r.names = [name]
    parts.read(sentence, m.end(), r, naming=False)
    if e.get("by_its_default") and r.default_words is not None:  # the default said is the player holding it
        player = "|".join(re.escape(t) for t in parts.terms.player)
        if re.match(rf"(?:the|a|an|that|one) (?:[a-z-]+ )?(?:{player})\b(?!['’]s\b)", r.default_words, re.I):
            r.kind = "name"
    parts.settle_default(r)
    by_values = e.get("by_its_values") and r.kind == "enum" and len(r.values or []) >= 2  # "A Ship’s Flag can be Red or Blue"
    # "A glyph’s aspect is a text string.": a kind said of a field of a thing the rules say holds fields
    by_kind = e.get("by_its_kind") and r.kind is not None and any(v.holder_of == r.holder_of for v in out.vars.values())
    if r.tracked is None and r.public is None and not (e.get("by_its_default") and r.has_default) and not by_values \
            and not by_kind:
        return []
    specs = specs_of(r, cite, None)
    for reason in r.leftover:
        list_unread(out, cite, reason)
    declare(out, specs)
    return specs


def _merge(v: VarSpec, r: Reading, cite: Citation, target_values) -> None:
    """Give ``v`` the fields a later sentence ``r`` states, each citing it; a field it contradicts is not read."""
    said = r.said()
    if "bounds actions" in r.notes and "may be negative" in v.notes and "minimum" in said:
        # "an integer that can be negative. No Drifter may take an action that would set their Scrip to less than
        # zero." (round 64): a limit on what actions do, not the least value the variable may hold
        note = f"no action may set it below {said.pop('minimum')}"
        v.notes.append(note)
        v.cited[f"note “{note}”"] = cite  # cited as every field a later sentence gives is
    if r.values and r.values != target_values:
        if v.kind in ("int", "money", "percent", "number") and not all(re.fullmatch(r"-?\d+", str(x)) for x in r.values):
            raise NotRead(f"it gives {v.name}, a number, values that are words ({', '.join(map(str, r.values))})")
        said["values"] = r.values
        if v.kind in ("unspecified", "text"):
            said["kind"] = "enum"
    updates: dict = {}
    for f, val in said.items():
        have = getattr(v, f)
        if f == "kind":
            if val == v.kind:
                continue
            if v.kind != "unspecified" and val not in SPECIFIC_KINDS.get(v.kind, ()):
                raise NotRead(f"it says {v.name} is {val}, its declaration {v.kind}")
        elif f == "name_rules" and have:  # "A Pilot may not Trust themselves.": a limit added to those declared
            val = have + [x for x in val if x not in have]
            if val == have:
                continue
        elif have not in (None, []) and have != val:
            raise NotRead(f"it says {f} {val!r} of {v.name}, its declaration {have!r}")
        elif have == val:
            continue
        updates[f] = val
    if "values" in updates and isinstance(v.default, str) and not r.has_default:
        named = value_named(v.default, updates["values"])
        if named is None:
            raise NotRead(f"its values do not hold {v.name}'s default “{v.default}”")
        if named != v.default:
            updates["default"] = named
    if r.has_default:
        r.kind = updates.get("kind", v.kind if v.kind != "unspecified" else None)
        r.values = updates.get("values", v.values)
        r.unit = v.unit or r.unit
        kind, default, default_text = settle(r)
        if (v.default, v.default_text) not in ((None, None), (default, default_text)):
            raise NotRead(f"it gives {v.name} another default than its declaration")
        updates["default"], updates["default_text"] = default, default_text
        if v.kind == "unspecified" and kind != "unspecified" and "kind" not in updates and not (kind == "text" and VALUES_NOT_READ in v.notes):
            updates["kind"] = kind
    check_bounds(updates.get("default", v.default), updates.get("minimum", v.minimum), updates.get("maximum", v.maximum))
    for f, val in updates.items():
        setattr(v, f, val)
        if f != "default_text" or val is not None:
            v.cited[f] = cite
    for note in r.notes:
        if note not in v.notes:
            v.notes.append(note)
