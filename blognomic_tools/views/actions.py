"""The dynastic actions read from the rules, as lines of text and as JSON-ready data (for `ruleset schema`)."""
from __future__ import annotations

from ..validators.actions import action_to_dict
from ..validators.model import SILENT, Action, Effect, Unread

__all__ = ["actions_data", "actions_lines", "effect_text"]


def effect_text(e: Effect) -> str:
    """'Money +3000 (all)', 'Readiness := Staging (a player's)', 'Gold 2 from own to another'."""
    amount = "" if e.amount is None else str(e.amount)
    ops = {"gain": "+", "increase": "+", "lose": "-", "decrease": "-"}
    if e.op in ops:
        text = f"{e.variable} {ops[e.op]}{amount}" if amount else f"{e.variable} {e.op}d"
    elif e.op == "set":
        text = f"{e.variable} := {amount or 'any value'}"
    elif e.op == "transfer":
        text = f"{e.variable} {amount} from {e.whose} to {e.to}"
    else:
        text = f"{e.variable}: {e.op} {amount}".rstrip()
    bits = [] if e.op == "transfer" or e.whose == "own" else [e.whose]
    bits += [x for x in (e.per and f"per {e.per}", e.limit, e.when and f"if {e.when}") if x]
    return text + (f" ({'; '.join(bits)})" if bits else "")


def actions_lines(actions: list[Action], unread: list[Unread] | None = None) -> list[str]:
    """One block per action: its name and kind, who, how often, costs, effects, conditions, the rule it cites, and
    what of it was not read; then the sentences that look like actions and were not read, and the prohibitions and
    limits on actions the tools do not check."""
    out: list[str] = []
    for a in actions:
        head = f"{a.name or '(unnamed)'} — {a.kind}"
        if a.who:
            head += f", by {a.who}"
        elif said := next((u[6:u.index("”")] for u in a.unread if u.startswith("who: “") and "”" in u), None):
            head += f", by “{said}” (its doer not read)"  # "The winner of the raid may …"
        elif any(u.startswith("who: ") for u in a.unread):  # the rules' own outcome of an event
            head += ", no doer named"
        if a.frequency:
            head += f", {a.frequency}"
        out.append(head)
        if a.costs:
            out.append("  costs: " + "; ".join(effect_text(e) for e in a.costs))
        if a.effects:
            out.append("  effects: " + "; ".join(effect_text(e) for e in a.effects))
        for c in a.conditions:
            out.append(f"  if: {c}")
        for u in a.unread:
            out.append(f"  not read: {u}")
        if a.citation:
            out.append(f"  rule “{a.citation.rule}”: {a.citation.quote(160)}")
    for u in unread or []:
        if u.what == "action":
            out.append(f"not read (action), rule “{u.citation.rule}”: {u.citation.quote(160)} — {u.reason}")
    for u in unread or []:
        if u.what == "limit":
            out.append(f"not checked (limit), rule “{u.citation.rule}”: {u.citation.quote(160)} — {u.reason}")
    silent = sum(u.what == SILENT for u in unread or [])
    if silent:
        out.append(f"and {silent} sentence{'s' if silent != 1 else ''} of the dynastic rules in which no action was read "
                   "(listed with --json)")
    return out


def actions_data(actions: list[Action], unread: list[Unread] | None = None) -> dict:
    """{"actions": [...], "unread_actions": [...], "limits": [...], "silent_sentences": [...]} for `ruleset schema
    --json`."""
    return {"actions": [action_to_dict(a) for a in actions],
            "unread_actions": [{"rule": u.citation.rule, "text": u.citation.text, "reason": u.reason} for u in unread or [] if u.what == "action"],
            "limits": [{"rule": u.citation.rule, "text": u.citation.text, "reason": u.reason} for u in unread or [] if u.what == "limit"],
            "silent_sentences": [{"rule": u.citation.rule, "text": u.citation.text, "reason": u.reason} for u in unread or [] if u.what == SILENT]}
