"""Each changed value explained by an action the rules define (schema.actions, validators.model): one player's value
down by N and another's up by N by a transfer the rules allow, +N by an action that gives N, a value set to 7 by an
action that sets it to 7, an entry added or removed. A ✓ on the Validation cites the action's sentence; the change is
then accounted for. Where an action may explain a change but the tools cannot check it (an amount or a value the rules
leave open: "x", "any string of four runes"), or an action would explain it but its cost is not paid, the reason is
returned for the validator to say.

What an action's timing allows (once a day, once a week), and its conditions, are not checked from one edit: the
explanation says so. Pure: no page, no I/O.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable

from ..reading.numbers import read_small_number
from .findings import Change, Validation
from .model import Action, Effect, VarSpec
from .schema import Schema
from .values import entries, parse_number

UP = ("gain", "increase")
DOWN = ("lose", "decrease")
OTHERS = ("another", "target", "any", "each", "all")  # an effect on a player who need not be the actor


@dataclass
class Pending:
    """A changed value not yet accounted for."""
    change: Change
    variable: str  # the variable the column holds (its declaration's name, else the header)
    spec: VarSpec | None
    old: int | None  # as numbers, where both sides are
    new: int | None

    @property
    def delta(self) -> int | None:
        return None if self.old is None or self.new is None else self.new - self.old


def _key(name: str) -> str:
    return name.casefold().strip().rstrip("s")


def _amount(e: Effect) -> int | None:
    if isinstance(e.amount, bool):
        return None
    if isinstance(e.amount, int):
        return e.amount
    return read_small_number(e.amount) if isinstance(e.amount, str) else None


_OWN_WORD = re.compile(r"(?:if|unless|while|whilst|when|whenever|provided|as long as|so long as|during)\b", re.I)


def _timing(a: Action) -> str:
    """What the explanation says of what it cannot check: the action's frequency and conditions."""
    notes = []
    if a.frequency or a.kind not in ("unspecified", "any time", "atomic", "virtual"):
        notes.append(f"{a.frequency or a.kind + ' action'}: not checked against the page's history")
    if a.conditions:  # a condition said with its own word ("unless …", "while …") is shown so, never after "if"
        said = [c.strip().rstrip(".") for c in a.conditions]
        notes.append(("" if _OWN_WORD.match(said[0]) else "if ") + "; ".join(said) + ": not checked")
    if any(u.startswith(("conditions:", "frequency:", "kind:")) for u in a.unread):  # its lead not read, say
        notes.append("words of its sentence that may limit when or how often it is taken were not read: not checked")
    return f" ({'; '.join(notes)})" if notes else ""


def _doer_words(a: Action) -> str:
    """The words an action's doer is said in, as its "who" note quotes them ("“The winner of the raid”")."""
    note = next(u for u in a.unread if u.startswith("who: “"))
    return note[5:note.index("”") + 1]


def labels(actions: list[Action]) -> str:
    """Actions as a message lists them: "Build, Upgrade or a weekly action"."""
    names = list(dict.fromkeys(label(a) for a in actions))
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def label(a: Action) -> str:
    """An action as the messages name it: its name, else its kind ("a weekly action")."""
    kind = "" if a.kind in ("unspecified", "") else f"a {a.kind} action"
    if a.name:
        return f"{a.name}" + (f" ({kind})" if kind else "")
    return kind or "an action of the rules"


def _effect_text(e: Effect) -> str:
    amt = e.amount if e.amount is not None else "some"
    return {"gain": f"gain {amt} {e.variable}", "increase": f"{e.variable} +{amt}", "lose": f"lose {amt} {e.variable}",
            "decrease": f"{e.variable} -{amt}", "set": f"set {e.variable} to {amt}", "transfer": f"move {amt} {e.variable} to {e.to or 'another'}",
            "add item": f"add {amt if e.amount is not None else 'an entry'} to {e.variable}",
            "remove item": f"remove {amt if e.amount is not None else 'an entry'} from {e.variable}"}.get(e.op, f"{e.op} {e.variable}")


def _match(e: Effect, p: Pending) -> tuple[str, str]:
    """("yes" | "open" | "no", what it says) for one effect against one changed value."""
    n = _amount(e)
    d = p.delta
    if e.op in UP + DOWN:
        if d is None or d == 0 or (d > 0) != (e.op in UP):
            return "no", ""
        if n is not None:
            return ("yes", "") if abs(d) == n else ("no", "")
        return "open", "an amount the tools cannot check" if e.amount is not None else "by an amount the rules do not state"
    if e.op == "set":
        if n is not None and p.new is not None:
            return ("yes", "") if p.new == n else ("no", "")
        if isinstance(e.amount, str):
            got = (p.change.new or "").strip().casefold()
            if got == e.amount.strip().casefold():
                return "yes", ""
            values = {v.casefold() for v in (p.spec.values or [])} if p.spec else set()
            if e.amount.strip().casefold() in values:
                return "no", ""  # set to another listed value
            return "open", "a value the tools cannot check"
        return "open", "a value the rules do not state"
    if e.op in ("add item", "remove item") and p.spec is not None and p.spec.kind in ("list", "sequence", "structures"):
        before, after = Counter(entries(p.spec, p.change.old or "")), Counter(entries(p.spec, p.change.new or ""))
        added, gone = after - before, before - after
        moved = added if e.op == "add item" else gone
        other = gone if e.op == "add item" else added
        if sum(moved.values()) != 1 or other:
            return "no", ""
        item = next(iter(moved))
        if e.amount is None or (isinstance(e.amount, str) and e.amount.strip().casefold() == item.casefold()):
            return "yes", ""
        return "open", f"{item!r} as {e.amount!r}: the tools cannot check it"
    return "no", ""


def explain_by_actions(schema: Schema, v: Validation, spec_of: Callable[[str], VarSpec | None], skip: Callable[[Change], bool],
                       headers: list[str]) -> dict:
    """Account for v's changed values (players' cells and globals) by the actions of `schema`. `spec_of(header)`: the
    declaration a column holds; `skip(change)`: a change not to explain (already explained, or already an error);
    `headers`: the page's columns and globals (what an action's cost or effect can be seen on).
    Returns {(player, column): (why, the action's sentence)} for the changes an action may explain but the tools cannot
    check ("cannot tell"), and where an action would explain one but its cost is not paid (the why starts "near: ")."""
    if not schema.actions:
        return {}
    pending: list[Pending] = []
    for ch in v.changes:
        if ch.kind not in ("cell", "global") or skip(ch):
            continue
        spec = spec_of(ch.variable)
        a, b = parse_number(ch.old or ""), parse_number(ch.new or "")
        pending.append(Pending(ch, spec.name if spec else ch.variable, spec, a, b))
    shown = {_key(spec.name if spec else h) for h in headers for spec in [spec_of(h)]}
    open_: dict = {}
    done: set[int] = set()
    by_player: dict = {}
    for p in pending:
        by_player.setdefault((p.change.player, _key(p.variable)), p)

    def mark(p: Pending) -> None:
        done.add(id(p))
        v.explained.add((p.change.player, p.change.variable))

    # transfers: one player's value down by N and another's up by N
    for a in schema.actions:
        for e, giver_acts in _transfers(a):
            n = _amount(e)
            downs = [p for p in pending if id(p) not in done and _key(p.variable) == _key(e.variable) and p.change.player and (p.delta or 0) < 0]
            for down in downs:
                up = next((p for p in pending if id(p) not in done and p is not down and _key(p.variable) == _key(e.variable) and p.change.player
                           and p.delta == -down.delta and (n is None or p.delta == n)), None)
                if up is None:
                    continue
                amount = up.delta
                actor = down.change.player if giver_acts else up.change.player
                note = "" if n is not None else f" (an amount the rules give as {e.amount!r})" if e.amount is not None else ""
                v.add_explanation(f"{down.change.player}'s {down.variable} {down.old} → {down.new} and {up.change.player}'s {up.variable} "
                                  f"{up.old} → {up.new}: {label(a)}, a transfer of {amount}{note}{_timing(a)}", a.citation, actor)
                mark(down)
                mark(up)
    # one effect (or cost) of an action on one value: an action that explains it exactly first, then one that may
    for p in pending:
        if id(p) in done:
            continue
        player = p.change.player
        found, maybe, near = None, None, None
        for a in schema.actions:
            paired = _paired(a)
            for e, is_cost in [(e, False) for e in a.effects] + [(e, True) for e in a.costs]:
                if _key(e.variable) != _key(p.variable) or e.op == "transfer" or id(e) in paired:
                    continue  # half of a transfer explains nothing alone
                status, said = _match(e, p)
                if status == "no":
                    continue
                unpaid = [c for c in a.costs if c is not e and player and not _paid(c, player, by_player, shown)]
                if not is_cost and unpaid:
                    near = near or (f"near: {label(a)} would explain it, but its cost ({', '.join(_effect_text(c) for c in unpaid)}) is not on the page", a.citation)
                elif is_cost and not _effect_seen(a, player, by_player, shown):
                    near = near or (f"near: it is the cost of {label(a)}, but nothing that action does is on the page", a.citation)
                elif not is_cost and any(u.startswith("costs:") for u in a.unread):  # a price said and not read: paid or not
                    maybe = maybe or (f"{label(a)} may {_effect_text(e)}, but a cost of it was not read", a.citation)
                elif a.who is None and any(u.startswith("who: “") for u in a.unread):  # "The winner of the raid may …":
                    # who may take it is said in words not read, so whether the one who did could is not known
                    maybe = maybe or (f"{label(a)} may {_effect_text(e)}, but who may take it ({_doer_words(a)}) was not read", a.citation)
                elif status == "open":
                    maybe = maybe or (f"{label(a)} may {_effect_text(e)} ({said})", a.citation)
                else:
                    found = (a, e, is_cost)
                    break
            if found:
                break
        if found is None:
            if maybe or near:
                open_[(player, p.change.variable)] = maybe or near
            continue
        a, e, is_cost = found
        actor = player if player and e.whose == "own" else None
        what = ("the cost of " if is_cost else "") + f"{label(a)}: {_effect_text(e)}"
        whose = f"{player}'s " if player else ""
        v.add_explanation(f"{whose}{p.variable} {p.change.old} → {p.change.new}: {what}{_timing(a)}", a.citation, actor)
        mark(p)
        for c in a.costs:  # the cost paid for it is the same action's
            cp = by_player.get((player, _key(c.variable)))
            if cp is not None and cp is not p and id(cp) not in done and c is not e:
                mark(cp)
    return open_


def _paired(a: Action) -> set[int]:
    """The effects (ids) that are one half of a transfer the action makes (see _transfers)."""
    return {id(x) for d in a.effects + a.costs for u in a.effects
            if d.op in DOWN and u.op in UP and _key(d.variable) == _key(u.variable) and d.whose != u.whose and _amount(d) == _amount(u)
            for x in (d, u)}


def _transfers(a: Action) -> list[tuple[Effect, bool]]:
    """The transfers an action makes, each with whether the giver is the actor: a ``transfer`` effect, or a pair of
    effects that lower one player's value and raise another's by the same amount."""
    out = []
    for e in a.effects:
        if e.op == "transfer":
            out.append((e, e.whose != "another"))
    for d in a.effects + a.costs:
        for u in a.effects:
            if d.op in DOWN and u.op in UP and _key(d.variable) == _key(u.variable) and d.whose != u.whose and _amount(d) == _amount(u):
                out.append((Effect(u.variable, "transfer", u.amount, d.whose, u.whose), d.whose == "own"))
    return out


def _paid(c: Effect, player: str, by_player: dict, shown: set[str]) -> bool:
    """Whether a cost of the action shows as paid by `player`: its variable lowered by the amount stated. A cost of a
    variable the page does not hold, or of an amount the rules leave open, is taken as paid (the tools cannot say
    it was not)."""
    n = _amount(c)
    if c.op not in DOWN or n is None or _key(c.variable) not in shown:
        return True
    p = by_player.get((player, _key(c.variable)))
    return p is not None and p.delta == -n


def _effect_seen(a: Action, player: str | None, by_player: dict, shown: set[str]) -> bool:
    """Whether something the action does (besides its costs) shows on the page: a change of a variable it affects,
    the actor's own where the effect is on their own. An action none of whose effects the page holds counts as
    seen (the tools cannot say it was not taken)."""
    visible = [e for e in a.effects if _key(e.variable) in shown]
    if not visible:
        return True
    return any(by_player.get((player, _key(e.variable))) is not None if e.whose == "own"
               else any(k[1] == _key(e.variable) for k in by_player) for e in visible)
