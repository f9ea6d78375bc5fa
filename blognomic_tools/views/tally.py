"""The tally: a table of the matters, then each one's reasons (with the rules they cite) and ballots."""
from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..kinds import TallyVerdict
from ..reading.citations import excerpt

if TYPE_CHECKING:
    from ..tally import Verdict

STYLE = {TallyVerdict.ENACTABLE: "bold green", TallyVerdict.FAILABLE: "bold red", TallyVerdict.ILLEGAL: "bold red", TallyVerdict.NOT_YET: "yellow",
         TallyVerdict.RESOLVED: "dim", TallyVerdict.NOT_VOTABLE: "dim", TallyVerdict.CANNOT_TELL: "magenta"}


def when(t: datetime | None) -> str:
    return t.strftime("%Y-%m-%d %H:%M") if t else "?"


def short(text: str, n: int = 110) -> str:
    """The first line of a rule's text, cut at a word to ``n`` characters at most (reading.citations.excerpt)."""
    return excerpt(text, n)


def reason_line(r) -> str:
    """A verdict's reason with the rule that gave it (markup escaped): "text — Rule (1.6.2): “quote”"."""
    cite = f"  [dim]— {escape(r.citation.rule)} ({r.citation.number or r.citation.section}): “{escape(short(r.citation.text))}”[/]" if r.citation else ""
    return f"{escape(r.text)}{cite}"


def render_tally(console: Console, verdicts: list[Verdict], ruleset_title: str, as_of: datetime, detail: bool = True) -> None:
    table = Table(title=f"Votable matters as of {as_of.strftime('%Y-%m-%d %H:%M UTC')} (rules: {escape(ruleset_title)})", show_lines=False)
    for col in ("#", "matter", "posted", "open", "FOR–AGAINST (Q)", "verdict", "changes"):
        table.add_column(col, overflow="fold")
    for i, v in enumerate(verdicts, 1):
        c = v.counts
        table.add_row(
            str(i), escape(v.title), when(v.posted_at), f"{c['hours_open']:.0f} h", f"{c['FOR']}–{c['AGAINST']} ({c['quorum'] if c['quorum'] is not None else '?'})",
            f"[{STYLE.get(v.verdict, '')}]{v.verdict}[/]", escape(when(v.next_change)) if v.next_change else "",
        )
    console.print(table)
    if not detail:
        return
    for i, v in enumerate(verdicts, 1):
        console.print(f"\n[bold]{i}. {escape(v.title)}[/] — [{STYLE.get(v.verdict, '')}]{v.verdict}[/]  [dim]{escape(v.url)}[/]")
        for r in v.reasons:
            console.print(f"  • {reason_line(r)}")
        for line in v.since:
            console.print(f"  • [bold]{escape(line)}[/]")
        if v.next_change_why:
            console.print(f"  • if nobody else votes: {escape(v.next_change_why)}")
        for n in v.needs:
            console.print(f"  • would change it: {escape(n)}")
        for b in v.ballots:
            if b.vote is None and not b.trail:
                continue
            trail = f" [dim]({escape('; '.join(b.trail))})[/]" if b.trail else ""
            console.print(f"    {escape(b.player)}: {b.vote or 'no vote'}{trail}")
        silent = [b.player for b in v.ballots if b.vote is None and not b.trail]
        if silent:
            console.print(f"    [dim]not voted: {escape(', '.join(silent))}[/]")
        for ig in v.ignored:
            console.print(f"    [dim]{escape(ig)}[/]")
        if v.suggested_note:
            console.print(f"  suggested admin note: [bold]{escape(v.suggested_note)}[/]")
