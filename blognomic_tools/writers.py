"""Pure transforms of wiki pages (the save path over the wiki comes with the wiki layer).

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
