"""A unified diff as printed (a save's, an enactment's, a draft's): whole lines, never cropped, coloured on a terminal."""
from __future__ import annotations

from rich.console import Console


def render_diff(console: Console, diff: str) -> None:
    """A unified diff, whole lines (never cropped, even piped), coloured on a terminal."""
    for line in diff.splitlines():
        style = ("green" if line.startswith("+") and not line.startswith("+++") else "red" if line.startswith("-") and not line.startswith("---")
                 else "cyan" if line.startswith("@@") else None)
        console.print(line, style=style, markup=False, highlight=False, soft_wrap=True)
