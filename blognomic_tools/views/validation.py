"""An edit of the gamestate page checked: legal, illegal or cannot tell, each action with the rule that allows it,
each finding with the rule it breaks (or, for what the tools cannot judge, the sentence it turns on)."""
from __future__ import annotations

from rich.console import Console
from rich.markup import escape


def render_validation(console: Console, v, ruleset: str | None = None) -> None:
    """One edit's verdict, its explanations and findings; `ruleset` names the Ruleset revision it was judged by."""
    if v.old_revid is None and v.new_revid is None:
        head = f"[bold]{escape(v.page)}[/]"  # two files: the page names them
    else:
        head = f"[bold]{escape(v.page)}[/]" + (f" revision {v.old_revid}" if v.old_revid else "") + (f" → {v.new_revid}" if v.new_revid else " → new text")
    verdict = {"legal": "[bold green]legal[/]", "illegal": "[bold red]illegal[/]", "cannot tell": "[bold magenta]cannot tell[/]"}[v.verdict]
    rules = f"rules of {escape(v.dynasty)}" if v.dynasty else "rules read from the Ruleset's text"  # no dynasty package: the model read
    rules += f", {escape(ruleset)}" if ruleset else ""
    console.print(f"{head}: {verdict} ({len(v.changes)} change{'' if len(v.changes) == 1 else 's'}; {rules})")
    for e, c in zip(v.explanations, v.explained_by):
        cite = f"\n      [dim]— {escape(c.rule)} ({c.number or c.section}): “{escape(c.quote(160))}”[/]" if c else ""
        console.print(f"  [green]✓[/] {escape(e)}{cite}")
    for f in v.findings:
        style = {"error": "red", "cannot tell": "magenta", "warning": "yellow", "info": "dim"}[f.severity]
        cite = f"\n      [dim]— {escape(f.citation.rule)} ({f.citation.number or f.citation.section}): “{escape(f.citation.quote(160))}”[/]" if f.citation else ""
        where = f" [dim]({escape(f.place)})[/]" if f.place else ""
        console.print(f"  [{style}]{f.severity}[/]: {escape(f.message)}{where}{cite}")


def render_opened(console: Console, opened, ruleset: str | None = None) -> None:
    """An edit checked against the revision its form was opened from (validators.opened.OpenedEdit): the player's
    edit as above (`ruleset` names the Ruleset revision it was judged by), then what others saved since (and what an
    edit from an older revision reverts), apart."""
    render_validation(console, opened.edit, ruleset)
    for severity, line in opened.notes():
        style = {"warning": "yellow", "info": "cyan"}[severity]
        console.print(f"  [{style}]{'note' if severity == 'info' else severity}[/]: {escape(line)}")
