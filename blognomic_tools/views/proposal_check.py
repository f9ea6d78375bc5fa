"""A draft proposal's check (enactment.check.DraftCheck) as printed: what an admin would apply, in order, the
Ruleset's diff, every line refused and why, the rule names and quoted texts not in the Ruleset, the commentary, the
proposal limits, the notes, then the verdict."""
from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from .diff import render_diff

if TYPE_CHECKING:
    from ..enactment.check import DraftCheck

STATUS_STYLE = {"applied": "green", "not applied": "red", "already applied": "red", "pending": "red"}


def render_check(console: Console, check: DraftCheck) -> None:
    from ..enactment.check import place_of, status_of

    console.print(f"Checked against {escape(check.source)}", soft_wrap=True)
    if check.read:
        t = Table(title="What an admin would apply, in order")
        for col in ("#", "kind", "place", "status", "from the draft"):
            t.add_column(col, overflow="fold")
        for n, (depth, ins) in enumerate(check.read, 1):
            style = "yellow" if ins.kind == "conditional" or (ins.kind == "gamestate" and ins.gamestate) else STATUS_STYLE.get(ins.status, "yellow")
            t.add_row(str(n), ("  " * depth) + ins.kind, escape(place_of(ins)), f"[{style}]{escape(status_of(ins))}[/]", escape(ins.sentence[:160]))
        console.print(t)
    diff = check.diff()
    if diff:
        render_diff(console, diff)
    elif check.read:
        console.print("the Ruleset would not change")
    if check.refused:
        console.print(f"[red]would not be applied[/] ({len(check.refused)}):")
        for r in check.refused:
            mean = f"; did you mean {escape(r['did_you_mean'])}?" if r["did_you_mean"] else ""
            console.print(f"  ✗ “{escape(r['sentence'])}”: {escape(r['kind'])}: {escape(r['why'])}{mean}", soft_wrap=True, highlight=False)
    if check.missing:
        console.print("not in the Ruleset:")
        for r in check.missing:
            console.print(f"  {escape(r['why'])}" + (f" (did you mean {escape(r['did_you_mean'])}?)" if r["did_you_mean"] else " (nothing near it)"),
                          soft_wrap=True, highlight=False)
    if check.commentary:
        console.print(f"read as commentary, not applied ({len(check.commentary)}):")
        for ins in check.commentary:
            console.print(f"  “{escape(ins.sentence[:200])}”", soft_wrap=True, highlight=False)
    if check.limits:
        console.print("proposal limits of the Ruleset in force:")
        for lim in check.limits:
            console.print(f"  {escape(lim['said'])}" + (f" (rule “{escape(lim['rule'])}”)" if lim.get("rule") else ""), soft_wrap=True, highlight=False)
    else:
        console.print("proposal limits: the Ruleset in force states none the tools read")
    for note in check.notes:
        console.print(f"note: {escape(note)}", soft_wrap=True, highlight=False)
    style = "green" if check.ready else "red"
    console.print(f"[{style}]{escape(check.verdict)}[/]", soft_wrap=True, highlight=False)
