"""A proposal's Ruleset instructions applied to the Ruleset's wikitext, changing only the bytes they touch.

The page is parsed once (:func:`~blognomic_tools.parsers.parse_ruleset`); its rules' spans cut the wikitext
into pieces: the text before the first section, each section's heading and intro, each rule's heading line
and body (subrules apart), and what lies between sections (the wrapper ``</div>`` ... ``<div>``). The pieces
laid end to end are the page, byte for byte. An instruction edits one piece (a body, a heading line), or
moves, adds or drops a rule's pieces in the tree; every other piece is never rewritten, so the new page
differs from the old one only inside the spans the instructions touched (:attr:`RulesetEnactment.touched`).

Quoted text is found in a rule the way a reader sees it: curly and straight quotes alike, whitespace runs
alike, and, when the quote is not in the wikitext as written, in the rule's visible text (``[[Link|text]]``
reads ``text``, ``'''bold'''`` reads ``bold``), mapped back to the wikitext it came from. A match that would
cut a link or a bold run in two is refused, not guessed. Rule numbers ("Rule 2.3") are those of the Ruleset
the proposal was written against: a rule added by an earlier instruction has none.

House style, as the page has it: a new rule's heading is spelled like the page's (``== Title ==``, a subrule one
level deeper than its parent), its text ends with the blank line the page's rules end with; appended or prepended
text is a paragraph of its own, or an item of the list it follows or leads; inserted text joins its sentence with
a space (a list item or a block goes on its own line); a removed sentence takes one space along; a renamed Special
Case rule keeps its ``[Active]``-style tags unless the new title gives its own.

Nothing a proposal says raises: an instruction that cannot be applied is marked ``not applied`` with the
reason (the rule is missing, the text is not there or is there twice...). Only a page that is not the
wikitext of a Ruleset raises (a :class:`~blognomic_tools.errors.BlognomicError`).

The steps, each its own module: ``pieces`` (the page cut at its rules), ``finding`` (quoted text found in a rule),
``prose`` (house style where texts meet), ``lookup`` (rules, sections and places as instructions name them),
``text_edits`` and ``rule_edits`` (the instructions), ``enactor`` (applied in order), ``outcome`` (what it gives).
"""
from __future__ import annotations

from .enactor import apply_to_ruleset, condition_said, holds_other_branch
from .outcome import RULESET_KINDS, RulesetEnactment

__all__ = ["RulesetEnactment", "apply_to_ruleset", "RULESET_KINDS", "condition_said", "holds_other_branch"]
