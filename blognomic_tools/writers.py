"""Pure transforms of wiki pages (the save path over the wiki is saving.write_page).

A transform touches one span of the raw wikitext and leaves every other byte identical.
"""
from __future__ import annotations

from .errors import BlognomicError
from .models import Ruleset


def replace_rule_body(ruleset: Ruleset, ref: str, new_body: str) -> str:
    """The page's wikitext with one rule's body (its text, not its heading or subrules) replaced."""
    if ruleset.raw is None:
        raise BlognomicError(f"{ruleset.source or ruleset.title}: only a wikitext ruleset can be edited (this one is {ruleset.source_format})")
    rule = ruleset.rule(ref)
    start, end = rule.body_span
    body = new_body if new_body.endswith("\n") else new_body + "\n"
    if ruleset.raw[start:end].endswith("\n\n") and not body.endswith("\n\n"):
        body += "\n"  # keep the blank line before the next heading
    return ruleset.raw[:start] + body + ruleset.raw[end:]


def set_table_cell(text: str, table: int, row: int, column: int, value: str) -> str:
    """Change one wikitable cell, every other byte kept (parsers.wikitables keeps each cell's span). `table` counts
    every table of the page, nested ones too, in the order they start; `row` and `column` are places in its grid
    (a place covered by a rowspan or colspan is the cell that covers it)."""
    from .parsers.wikitables import find_tables

    tables = find_tables(text)
    if table >= len(tables):
        raise BlognomicError(f"no table {table} (the page has {len(tables)})")
    try:
        cell = tables[table].cells(span=True)[row][column]
    except IndexError:  # a place past the grid's last row, or past a row's last cell
        cell = None
    if cell is None:
        raise BlognomicError(f"table {table} has no cell at row {row}, column {column}")
    start, end = cell.value_span
    old = text[start:end]
    lead = old[: len(old) - len(old.lstrip())]
    trail = old[len(old.rstrip()):]
    return text[:start] + lead + value + trail + text[end:]
