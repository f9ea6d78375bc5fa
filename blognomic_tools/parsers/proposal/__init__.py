"""A proposal's body (the post's ``div.post-body`` HTML) -> the list of things it says to do.

    read_instructions(body_html, source="") -> list[Instruction]

Pure: no I/O. The body is read in three steps:

1. **Blocks.** The HTML becomes a list of blocks: paragraphs (a ``<br>`` ends a line, two end a paragraph),
   quoted text (``<blockquote>``, and a list that follows an instruction waiting for its text), lists and
   separators (``<hr>`` or a line "----"). Quoted text is turned into wikitext: paragraphs apart by a blank
   line, bullets ``* ``/``# `` (``** `` nested), bold ``'''``, italic ``''``; a link keeps its words, struck
   text (``<s>``, ``<del>``) is left out.
2. **Instruction lines.** Every quoted string in a line (“…”, "…", ‘…’) and every block of quoted text the
   line leads into ("…with the following text:" + a blockquote; "replace" + quote + "with" + quote) becomes a
   token ``⟦n⟧``, so that one line reads e.g. ``In the rule ⟦0⟧, replace ⟦1⟧ with ⟦2⟧``.
3. **Forms.** FORMS is the table of the wordings proposals have used since 2003 (data in phrasings.proposals,
   each noted with where it comes from, written with slots of the one vocabulary); one matcher (``match_line``) tries them in order on the line. A line that no form reads is
   sorted by its first words: an instruction verb (the slot INSTRUCTION_VERB) -> ``not_understood`` (quoted, never
   guessed); a gamestate change (GAMESTATE_CUES: "X gains 2 Stone", "Set each Vassal's Wood to 3") ->
   ``gamestate`` with ``gamestate=None`` (read later with the gamestate schema); anything else ->
   ``commentary`` (the author's reasons; so is every paragraph in ``[ ]`` or in italics, and everything after
   a separator).

Fields of the Instruction (see models.Instruction):

- ``rule`` is the rule as the proposal names it, quotes removed: ``Votes``, ``Rule 1.5 (Enactment)``,
  ``1.5 Enactment`` (for "core rule “1.5 Enactment”"), ``Rule 1.4``. "the same rule", "that rule", "it" name
  the rule of the instruction before (a new rule's or a renamed rule's new title); with no rule before, the
  line is not_understood. ``rule=None`` on a replace_text means the proposal named no rule (the text is to be
  found in the whole Ruleset). A removal is a replace_text with ``text=""``.
- ``where``: a ``reading.places.Place``, its steps outermost first (shown here in its text form): ``after:<text>`` /
  ``before:<text>`` (an ``Anchor``: right after/before those words), ``after sentence:<text>`` / ``before
  sentence:<text>`` (after the end / before the start of the sentence holding those words), ``paragraph:N`` /
  ``paragraph:last`` (that paragraph of the rule), a path of parts ("heading:X > paragraph:2 > after:<text>"),
  and for add_rule and move_rule ``after:<rule>`` / ``before:<rule>`` (one ``Anchor``, naming the rule).
- ``which`` (replace_text): "only" (the words must be there once), "first", "every" ("all occurrences of",
  "every instance of"), "nth:2", "nth:last".
- ``section``: the section as written ("Core Rules", "Appendix"...); None is the Dynastic Rules.
- ``conditional``: ``condition`` as written, a leading "If" dropped ("Proposal: Dual Carriageway has passed")
  and any other leading word kept ("Unless more than half…", "If it did not pass", "Otherwise"); ``children``
  the instructions it applies ("If X, <instruction>", or the lines after "If X:" up to the author's next
  comment); ``condition_met`` None (decided from the blog by the caller).
- Quoted text runs from the line that leads into it ("…with the following text:", "…replace", "to") through
  the blockquotes/lists after it (several in a row are one text). Unquoted, it is the paragraphs after a line
  ending with a colon or with no stop, up to the next instruction; if it runs to the end of the post over more
  than one paragraph, where the rule text ends and the author's comment starts is not marked: not_understood.

The steps, each its own module: ``table`` (the forms and the shared cues), ``blocks`` (step 1), ``tokens`` (step 2),
``matching`` (step 3, one line against the forms), ``lines`` (compound lines), ``remarks`` (the author's remarks told
apart), ``taking`` (the text a line leads into), ``assembly`` (the instructions put together), ``reader`` (the post
read block by block).
"""
from __future__ import annotations

from .reader import read_instructions
from .table import FORMS, GAMESTATE_CUES, ProposalFormatError

__all__ = ["read_instructions", "ProposalFormatError", "FORMS", "GAMESTATE_CUES"]
