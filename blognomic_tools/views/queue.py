"""A player's queue (``tally --pending --player NAME``): each pending matter without a vote of theirs, what a vote of
theirs would change now, and the matters they have voted on."""
from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape

from .tally import STYLE, reason_line

if TYPE_CHECKING:
    from ..tally.queue import PlayerQueue


def render_queue(console: Console, q: PlayerQueue, ruleset_title: str, as_of: datetime) -> None:
    n = len(q.entries)
    console.print(f"[bold]{escape(q.player)}'s queue as of {as_of.strftime('%Y-%m-%d %H:%M UTC')}[/] (rules: {escape(ruleset_title)}): "
                  + (f"{n} pending matter{'s' if n != 1 else ''} without a vote of theirs" if n else "no pending matter without a vote of theirs"))
    for i, e in enumerate(q.entries, 1):
        m = e.matter
        c = m.counts
        tally = f"{c['FOR']}–{c['AGAINST']}, Quorum {c['quorum'] if c['quorum'] is not None else '?'}"
        console.print(f"\n[bold]{i}. {escape(m.title)}[/] — [{STYLE.get(m.verdict, '')}]{m.verdict}[/] ({tally})  [dim]{escape(m.url)}[/]")
        if e.ballot.trail:
            console.print(f"  • your icons count as no vote: {escape('; '.join(e.ballot.trail))}")
        for line in e.changes:
            console.print(f"  • {reason_line(line)}")
    if q.voted:
        console.print("\n[dim]voted on: " + escape("; ".join(f"{t} ({v})" for t, _, v in q.voted)) + "[/]")
