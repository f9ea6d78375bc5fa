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
    """Change one wikitable cell, every other byte kept (wikitextparser keeps cell spans)."""
    import os

    import wikitextparser as wtp

    from .parsers.gamestate import wtp_safe

    safe = wtp_safe(text)  # the characters that hang wikitextparser become spaces (same length)
    parsed = wtp.parse(safe)
    tables = parsed.tables
    if table >= len(tables):
        raise BlognomicError(f"no table {table} (the page has {len(tables)})")
    try:
        cell = tables[table].cells(row=row, column=column)
    except IndexError:  # wikitextparser indexes its grid: a place past a row's last cell
        cell = None
    if cell is None:
        raise BlognomicError(f"table {table} has no cell at row {row}, column {column}")
    old = cell.value
    lead = old[: len(old) - len(old.lstrip())]
    trail = old[len(old.rstrip()):]
    cell.value = lead + value + trail
    edited = parsed.string
    # splice the changed span into the original text, so every other byte (a vertical tab too) is kept
    head = len(os.path.commonprefix([safe, edited]))
    tail = len(os.path.commonprefix([safe[head:][::-1], edited[head:][::-1]]))
    return text[:head] + edited[head:len(edited) - tail] + text[len(text) - tail:]
