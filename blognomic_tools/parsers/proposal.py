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
3. **Forms.** FORMS is a table of the wordings proposals have used since 2003 (each noted with where it
   comes from); one matcher (``_match``) tries them in order on the line. A line that no form reads is
   sorted by its first words: an instruction verb (INSTRUCTION_VERBS) -> ``not_understood`` (quoted, never
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
- ``where``: ``after:<text>`` / ``before:<text>`` (right after/before those words),
  ``after sentence:<text>`` / ``before sentence:<text>`` (after the end / before the start of the sentence
  holding those words), ``paragraph:N`` / ``paragraph:last`` (that paragraph of the rule), and for add_rule
  and move_rule ``after:<rule>`` / ``before:<rule>``.
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
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import BlognomicError
from ..models import Instruction
from .soup import Tag, is_text, make_soup

__all__ = ["read_instructions", "ProposalFormatError", "FORMS", "INSTRUCTION_VERBS", "GAMESTATE_CUES"]


class ProposalFormatError(BlognomicError):
    """A proposal body that cannot be read as HTML at all."""


MAX_LINE = 1_500  # characters of one instruction line, its quoted texts apart
MAX_SPLITS = 8  # places tried where a condition ends and its instruction starts
MAX_BODY = 400_000  # characters: a proposal is a few kB; anything far larger is not a post body

# ------------------------------------------------------------------------------------------------------------------
# the table: atoms and forms

# Verbs that start an instruction. A line starting with one that no form reads is not_understood.
INSTRUCTION_VERBS = (
    "add", "replace", "change", "amend", "append", "prepend", "insert", "remove", "delete", "repeal", "rename", "move",
    "create", "set", "reword", "rewrite", "give", "subtract", "increase", "decrease", "enact", "modify", "strike",
    "retitle", "make", "each", "reduce", "transfer", "award", "revert", "select", "choose", "roll", "uphold", "update",
)

# A line that reads as a change of the gamestate (another module reads its values with the schema).
GAMESTATE_CUES = [re.compile(p, re.I) for p in (
    r"^set\s+(?:each|every|all|the)\b", r"^set\s+\S+(?:'s|’s)\s", r"^set\s+\S+\s+to\s",
    r"\b(?:gains?|loses?|is\s+given|receives?)\s+(?:\d+|an?|one|two|three|four|five|ten|dice\d+|all|their)\b",
    r"^(?:add|insert)\s+(?:a\s+)?(?:new\s+)?(?:row|column)s?\b", r"^remove\s+(?:the\s+)?(?:row|column)s?\b",
    r"^(?:each|every|all)\s+\w+\s+(?:with|who|whose|that|gains?|loses?)\b", r"^(?:add|subtract|give)\s+(?:\d+|dice\d+)\b",
    r"^(?:increase|decrease|reduce)\s+(?:the|each|every|all|\S+(?:'s|’s))\b", r"\bachieves?\s+victory\b",
    r"^(?:select|choose|roll|transfer|award|revert)\b", r"^(?:add|give)\s+(?:every|each|all)\b", r"\bto\s+each\s+of\b",
    r"\b(?:GNDT|gamestate)\b", r"\bwiki\s+page\b",
)]

# Words said before a line that do not change it.
LEAD_INS = re.compile(r"^(?:\.\.\.|…)?\s*(?:and\s+|then,?\s+|also,?\s+|finally,?\s+|upon\s+enactment(?:\s+of\s+this\s+proposal)?,\s*)+", re.I)

# A short line between two quoted blocks that continues the instruction ("to", "with this text:").
CONNECTOR = re.compile(r"^(?:to|with|from|by|and|or|so\s+that|append|add|insert|into|becomes)\b[^.]{0,80}$", re.I)

Q = r"⟦\d+⟧"
_BARE = r"(?-i:[A-Z0-9])[^,.:;!?⟦⟧()]*?"  # an unquoted title: starts with a capital, stops at the form's next words
RULE = (
    rf"(?:the\s+)?(?:(?:core|dynastic|special[ -]case|appendix|building\s+block)\s+)?"
    rf"(?:(?:rule|subrule|sub-rule)\s+(?:(?:entitled|called|named|titled)\s+)?"
    rf"(?:\d+(?:\.\d+)*(?:\s*\(\s*(?:{Q}|[^()⟦⟧]+?)\s*\)|\s+{Q}|\s+{_BARE})?|{Q}|{_BARE})"
    rf"|(?:same|that|this|above|said|previous|aforementioned)\s+rule|it|{Q}(?:\s+rule)?)"
)
SECTION = r"(?:the\s+)?(?:Core\s+Rules|Dynastic\s+Rules|Special\s+Case(?:\s+Rules)?|Appendix|Glossary|Ruleset)"
ORDINAL = r"first|second|third|fourth|fifth|sixth|last|final|\d+(?:st|nd|rd|th)"
WHICH = r"(?:(?:the\s+)?(?P<which>first|last|second|third|every|each|all(?:\s+the)?)\s+(?:instances?|occurrences?|uses?)\s+of\s+)?"
FILL_WORDS = ("with", "and", "give", "it", "having", "the", "following", "text", "as", "follows", "reading", "which",
              "that", "reads", "read", "this", "to", "so", "instead", "body", "contents", "wording", "paragraph", "words",
              "another", "sentence", "new", "a", "in", "same", "bullet", "point", "of", "following:")
FILL = r"(?:[\s,:;.-]+(?:" + "|".join(FILL_WORDS) + r")\b)*[\s,:;-]*"
ADD = r"(?:add|create|enact|make|insert)"
TITLE_KW = r"(?P<tkw>called|entitled|named|titled|with\s+the\s+(?:title|name)|and\s+call\s+it|call\s+it|and\s+title\s+it)"
PLACE = (rf"(?:(?:to|in|into|within)\s+(?P<section>{SECTION})"
         rf"|as\s+an?\s+(?:new\s+)?sub-?rule\s+(?:to|of|under)\s+(?P<parent>{RULE}|{_BARE})"
         rf"|(?:to|of|under)\s+(?P<parent2>{RULE})"
         rf"|(?P<wh>after|before)\s+(?P<anchor_rule>{RULE}))")
NOUN = r"(?P<kindword>(?:core|dynastic|special\s+case|appendix|red|green|blue)\s+)?(?P<noun>rule|sub-?rule)"

_MACROS = {
    "{R}": f"(?P<rule>{RULE})", "{P}": f"(?P<parent>{RULE})", "{R2}": f"(?P<anchor_rule>{RULE})", "{S}": f"(?P<section>{SECTION})",
    "{OLD}": f"(?P<old>{Q})", "{TEXT}": f"(?P<text>{Q})", "{ANCHOR}": f"(?P<anchor>{Q})", "{QTITLE}": f"(?P<title>{Q})",
    "{TITLE}": f"(?P<title>{Q}|{_BARE})", "{N}": f"(?P<nth>{ORDINAL})", "{WHICH}": WHICH, "{FILL}": FILL, "{ADD}": ADD,
    "{TKW}": TITLE_KW, "{PLACE}": PLACE, "{NOUN}": NOUN,
}


@dataclass(frozen=True)
class Form:
    kind: str
    pattern: str  # with the macros above; matched case-insensitively against the whole line
    origin: str  # where the wording comes from
    fixed: tuple = ()  # (field, value) pairs set by the form itself
    regex: re.Pattern = field(init=False, compare=False, repr=False)

    def __post_init__(self):
        p = self.pattern
        for k, v in _MACROS.items():
            p = p.replace(k, v)
        object.__setattr__(self, "regex", re.compile(r"^\s*" + p + r"\s*[.;]?\s*$", re.I))


_ART = r"(?:an?\s+)?(?:new\s+)?"
FORMS: list[Form] = [
    # --- new rules
    Form("add_rule", rf"{{ADD}}\s+{_ART}{{NOUN}}(?:\s+{{PLACE}})?[\s,.]*(?:{{TKW}}\s+)?{{TITLE}}{{FILL}}{{TEXT}}",
         "2021/12 Tripper Clipper: Add a new rule to the ruleset, called Scrapbook, with the following text:; 2013 "
         "disorderly_shutdown_2: Enact a new rule “X”:-; 2012 historical_document_preservation_act: Add a new Dynastic Rule "
         "to the ruleset. Call it “X” and give it the following text:; 2015 Committees: Enact a new subrule to “X”, called “Y”:-"),
    Form("add_rule", rf"{{ADD}}\s+{_ART}{{NOUN}}[\s,]*(?:{{TKW}}\s+)?{{TITLE}}[\s,]+{{PLACE}}{{FILL}}{{TEXT}}",
         "2010 no_elephants_allowed: Add a red rule as a subrule to Identification, and call it “Conspiracy”:; 2014 "
         "first_rule_of_blognomic: Create a new sub-rule “X” to rule “Y”:"),
    # --- replacing words
    Form("replace_text", r"(?:in|within)\s+{R}[\s,]+(?:replace|change|amend|substitute)\s+(?:the\s+(?:following\s+)?(?:text|words?|phrase|sentence)\s*,?\s*|the\s+following\s*)?{WHICH}{OLD}\s*,?\s*(?:with|to|by|for){FILL}{TEXT}",
         "2021/08 communications clarity: In the rule “X”, replace “A” with “B”; 2016/06 Bigger Maps: In the rule Apocrypha, "
         "change the text [quote] to [quote]; 2025/05 Up to the Jury: In the rule “X”, replace the following text: [quote] with this text: [quote]"),
    Form("replace_text", r"(?:in|within)\s+{R}[\s,]+(?:change|replace|amend)\s+the\s+sentence\s*,?\s*{OLD}\s*,?\s*so\s+that\s+(?:instead\s+)?it\s+(?:now\s+)?reads{FILL}{TEXT}",
         "2009 making_the_rules_of_enactment_explicit: In core rule “1.5 Enactment” change the sentence “…” so that instead it reads:"),
    Form("replace_text", r"(?:replace|change|substitute)\s+(?:the\s+(?:text|words?|phrase)\s*)?{WHICH}{OLD}\s*,?\s*(?:in|within|from)\s+{R}[\s,]*(?:with|to|by)(?:\s+(?:the\s+following(?:\s+text)?|this\s+text))?[\s:,-]*{TEXT}",
         "2021/12 A Quarter-Mile at a Time: Replace the text ” If there is…” in the rule “Road Map” with the following:"),
    Form("replace_text", r"(?:replace|change|substitute)\s+(?:the\s+(?:text|words?|phrase)\s*)?{WHICH}{OLD}\s*,?\s*(?:with|to|by)\s+{TEXT}\s*,?\s*(?:in|within)\s+{R}",
         "2006 reductio_imperator: Replace “chosen theme for the new round” with “chosen theme for the new Dynasty” in Rule 1.9 (Ascension)."),
    Form("replace_text", r"amend\s+{R}\s+(?:in\s+\S+(?:\s+\S+){0,4}?\s+)?by\s+replacing\s+(?:this\s+text|the\s+text|the\s+following(?:\s+text)?)?[\s:,-]*{OLD}\s*,?\s*with(?:\s+(?:this\s+text|the\s+following(?:\s+text)?))?[\s:,-]*{TEXT}",
         "2025/05 Core proposal standardisation: Amend “Recusants” … by replacing this text: [quote] with this text: [quote]"),
    Form("replace_text", r"(?:change|replace)\s+{WHICH}{OLD}\s+(?:in\s+the\s+ruleset\s+)?(?:to|with){FILL}{TEXT}(?:\s+(?:in|throughout)\s+the\s+(?:entire\s+)?ruleset)?",
         "2018 cancel_that_last_cleanup_request: Change “Apes should vote against it.” to [quote]; 2006 bad_idea: Change all "
         "occurrences of “Section Leader” in the ruleset to “Admin.”"),
    Form("replace_text", r"(?:change|replace|reword|rewrite|amend)\s+the\s+{N}\s+paragraph\s+(?:of|in)\s+{R}\s+from[\s:-]*{OLD}\s*,?\s*to[\s:,-]*{TEXT}",
         "2006 bad_idea: Change the last paragraph of Rule 1.9 from [quote] to [quote]; 2010 separating_core_and_dynastic_proposal_slots"),
    Form("replace_text", r"(?:change|replace|reword|rewrite|amend|modify)\s+the\s+(?:text\s+of\s+the\s+)?{N}\s+paragraph\s+(?:of|in)\s+{R}{FILL}{TEXT}",
         "2006 reductio_propositum: Reword the first paragraph of Rule 1.4 (Voting) to:-; Change the first paragraph of the rule entitled “Enactment” to:",
         (("where_paragraph", True),)),
    # --- removing words or a paragraph
    Form("replace_text", r"(?:remove|delete|strike)\s+{WHICH}{OLD}(?:\s*,?\s*and\s+(?P<old2>⟦\d+⟧))?\s*,?\s*(?:from|in)\s+{R}",
         "2006 reductio_propositum: Remove “…” and “…” from Rule 1.5 (Enactment).", (("text", ""),)),
    Form("replace_text", r"(?:in|within|from)\s+{R}[\s,]+(?:remove|delete|strike)\s+{WHICH}(?:the\s+(?:text|words?|sentence)\s*)?{OLD}",
         "2021 every_enaction_has_an_equal_and_opposite_reenaction: In the core rule Resolution of Proposals, remove “…”", (("text", ""),)),
    Form("replace_text", r"(?:remove|delete|strike)\s+the\s+following\s+(?P<many>sentences|paragraphs|lines|bullet\s+points)\s+(?:from|in|of)\s+{R}{FILL}{OLD}",
         "2010 removing_empty_threats: Rename rule 1.10 to “House Rules”. Remove the following sentences from it: [quote]; each line is one removal",
         (("text", ""),)),
    Form("replace_text", r"(?:remove|delete|strike)\s+the\s+following(?:\s+(?:sentence|paragraph|text|words|line|bullet\s+point))?\s+(?:from|in|of)\s+{R}{FILL}{OLD}",
         "Remove the following sentence from the rule X: [quote]", (("text", ""),)),
    Form("replace_text", r"(?:remove|delete)\s+the\s+{N}\s+paragraph\s+(?:of|from|in)\s+{R}",
         "2006 reductio_propositum: …and remove the final paragraph of Rule 1.4.; 2022/10 Systemic Party Tricks", (("text", ""), ("where_paragraph", True))),
    # --- whole rule text
    Form("replace_rule", r"(?:reword|rewrite|redraft|replace\s+the\s+(?:entire\s+|whole\s+)?(?:text|body|contents)\s+of|(?:change|modify|amend|set|update)\s+the\s+(?:entire\s+|whole\s+)?(?:text|body|wording)\s+of|amend)\s+{R}{FILL}{TEXT}",
         "2006 reductio_propositum: Reword Rule 1.3 (Proposals) to:-; 2021 every_enaction…: Rewrite the core rule Enacting and Failing as follows:; "
         "2005 a_useless_proposal: Modify the text of Rule 1.1 to read"),
    Form("replace_rule", r"(?:update|replace)\s+(?:the\s+(?:entire\s+|whole\s+)?)?{R}\s+(?:so\s+that\s+it\s+reads|to\s+read|with){FILL}{TEXT}",
         "Update the rule “X” so that it reads: / Replace the rule “X” with the following:", (("rule_word", True),)),
    # --- adding words at the end / start of a rule
    Form("append_text", r"(?:append|add)(?:\s+the\s+following(?:\s+(?:text|paragraph|sentence|line|bullet\s+point))?)?\s+to\s+(?:the\s+end\s+of\s+)?{R}{FILL}{TEXT}",
         "2021/12 A Quarter-Mile at a Time: Append to the rule “Roadside Tat” the following:; 2025/05 Selection of the Fittest: Add the "
         "following to the end of the rule Rating:"),
    Form("append_text", r"(?:append|add)\s+the\s+following(?:\s+(?:text|paragraph|sentence|line))?\s+(?:at\s+the\s+end\s+of|to)\s+{R}{FILL}{TEXT}",
         "2019 (Nemotron digest) The Game is nevertheless afoot: Append the following paragraph to the rule “Atomic Logic”:"),
    Form("append_text", r"(?:to|at\s+the\s+end\s+of)\s+{R}[\s,]+(?:add|append)(?:\s+the\s+following(?:\s+(?:text|paragraph|sentence))?)?{FILL}{TEXT}",
         "2020/07 Pachinko Prizes: To the rule “Winner Medallions”, add:-; 2010 abstention_fix: To that rule, add the following:"),
    Form("append_text", r"(?:append|add)\s+{TEXT}\s+(?:to\s+the\s+end\s+of|to)\s+{R}",
         "2009: Add “…” to the end of Rule 2.4"),
    Form("append_text", r"(?:append|add)(?:\s+the\s+following)?\s+to\s+the\s+{N}\s+paragraph\s+of\s+{R}{FILL}{TEXT}",
         "2013 holding_consensus: Append to the first paragraph of Rule 2.6.1 (“Party Consensus”):", (("where_paragraph", True),)),
    Form("prepend_text", r"(?:prepend|add|insert)(?:\s+the\s+following(?:\s+(?:text|paragraph|sentence))?)?\s+(?:to|at)\s+the\s+(?:start|beginning|top)\s+of\s+{R}{FILL}{TEXT}",
         "2012/03 Institutional tinkering: Add the following to the beginning of …"),
    Form("prepend_text", r"(?:prepend|add|insert)\s+{TEXT}\s+(?:to|at)\s+the\s+(?:start|beginning)\s+of\s+{R}", "Prepend “…” to the start of the rule X"),
    Form("prepend_text", r"(?:prepend\s+to|at\s+the\s+(?:start|beginning)\s+of)\s+{R}[\s,]*(?:add|insert|prepend)?(?:\s+the\s+following)?{FILL}{TEXT}",
         "Prepend to the rule X the following:"),
    # --- adding words at a place in a rule
    Form("insert_text", r"(?:in|within)\s+{R}[\s,]+(?P<wh>after|before)\s+(?P<sent>the\s+sentence(?:\s+(?:ending|beginning|starting)(?:\s+with)?)?\s*,?\s*)?{ANCHOR}\s*,?\s*(?:add|insert|append|put)(?:\s*,?\s*as\s+a\s+new\s+(?:sentence|paragraph|bullet\s+point)(?:\s+in\s+the\s+same\s+(?:bullet\s+point|paragraph))?\s*,?)?(?:\s+(?:the\s+following|another\s+sentence|a\s+new\s+sentence)(?:\s+(?:that|which)\s+reads)?)?{FILL}{TEXT}",
         "2024/01 Shambling Warriors: In the rule “Shamblers”, after the sentence ending “…”, add:; 2021 a_minimal_consensus: In “Votes”, "
         "after [quote] append, as a new sentence in the same bullet point,; 2009: In the same rule, before the sentence “…” insert another sentence that reads:"),
    Form("insert_text", r"(?:in|within)\s+{R}[\s,]+(?:add|insert)\s+{TEXT}\s+(?P<wh>after|before)\s+(?P<sent>the\s+sentence(?:\s+(?:ending|beginning|starting)(?:\s+with)?)?\s*)?{ANCHOR}",
         "In the rule X, add “…” after “…”"),
    Form("insert_text", r"(?P<wh>after|before)\s+(?P<sent>the\s+sentence(?:\s+(?:ending|beginning|starting)(?:\s+with)?)?\s*,?\s*)?{ANCHOR}\s*,?\s*(?:in|within|of)\s+{R}[\s,]+(?:add|insert|append)(?:\s+the\s+following)?{FILL}{TEXT}",
         "After “…” in the rule X, add:"),
    # --- titles, repeal, move
    Form("rename_rule", r"(?:rename|retitle)\s+{R}\s+(?:to|as)\s+{TITLE}", "Rename the rule “X” to “Y”"),
    Form("rename_rule", r"(?:change|set)\s+the\s+(?:name|title|heading)\s+of\s+{R}\s+to\s+{TITLE}", "Change the title of the rule X to Y"),
    Form("repeal_rule", r"(?:repeal|delete|remove)\s+(?P<rule>(?:the\s+)?(?:(?:core|dynastic|special[ -]case|appendix)\s+)?(?:sub-?)?rule\b.+?|(?:the\s+)?(?:core|dynastic)\s+rule\b.+?)(?:\s*,?\s*\(?(?:and|along\s+with|including|together\s+with)\s+(?:all\s+(?:of\s+)?)?its\s+subrules\)?)?",
         "2021/12 Spoiled Lineage: Repeal the rule “Imperial Lineage”; Remove the rule X (and its subrules)", (("check_rule", True),)),
    Form("repeal_rule", r"repeal\s+{R}(?:\s*,?\s*\(?(?:and|along\s+with|including)\s+(?:all\s+(?:of\s+)?)?its\s+subrules\)?)?", "Repeal “X”"),
    Form("move_rule", r"(?:move|make)\s+{R}\s+(?:so\s+that\s+it\s+is\s+|so\s+it\s+is\s+|to\s+be\s+|to\s+become\s+|into\s+|)(?:an?\s+)?sub-?rule\s+(?:of|to|under)\s+{P}",
         "Move the rule X to be a subrule of Y"),
    Form("move_rule", r"move\s+{R}\s+(?:in)?to\s+{S}", "Move the rule X to the Core Rules"),
    Form("move_rule", r"move\s+{R}\s+(?:so\s+that\s+it\s+is\s+)?(?:to\s+)?(?P<wh>after|before)\s+{R2}", "Move the rule X after the rule Y"),
]

_ORD = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6", "last": "last", "final": "last"}
_WHICH = {"first": "first", "last": "nth:last", "second": "nth:2", "third": "nth:3", "every": "every", "each": "every", "all": "every", "all the": "every"}
_QCHARS = " “”\"‘’"
_PREV_RULE = re.compile(r"^(?:(?:the\s+)?(?:same|that|this|above|said|previous|aforementioned)\s+rule|it)$", re.I)
_NUMBERED = re.compile(r"^rules?\s+(\d+(?:\.\d+)*)(?:\s*\(\s*(.+?)\s*\)|\s+(.+))?$", re.I)
_ONLY_VERBS = re.compile(r"^(?:" + "|".join(INSTRUCTION_VERBS) + r")\b", re.I)
_CONDITION = re.compile(r"^(?:if|should|in\s+the\s+event\s+that|provided\s+that|unless)\s+", re.I)
_LEAD_ONLY = re.compile(r"^(?:upon|on|after)\s+(?:the\s+)?enactment(?:\s+of\s+this\s+proposal)?\s*[:,-]*\s*$", re.I)
_INLINE_THEN = re.compile(r"(?:,\s*(?:then\s*,?\s*)?|\bthen\s+)(?:" + "|".join(INSTRUCTION_VERBS) + r")\b", re.I)
_OTHERWISE = re.compile(r"^(?:otherwise|else|if\s+not|if\s+it\s+(?:did|does|has)\s+not\s+(?:pass|passed|been\s+enacted)|if\s+(?:this\s+is\s+)?not)\b[\s,:-]*", re.I)

# ------------------------------------------------------------------------------------------------------------------
# step 1: HTML -> blocks


@dataclass
class Block:
    kind: str  # para | quote | list | sep
    text: str  # para: plain text of the line; quote/list: wikitext
    aside: bool = False  # para: the author's aside ([…] or all in italics)
    gap: str = "\n\n"  # para: what separates it from the paragraph before ("\n" inside one <p>, split by <br>)
    wiki: str = ""  # para: the line as wikitext (bold/italic kept), used when it becomes quoted text
    items: list = field(default_factory=list)  # list: the items' plain texts (when the list holds instructions)


_BLOCK_TAGS = {"p", "div", "blockquote", "ul", "ol", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "table", "dl", "center", "section",
               "html", "body"}
_CONTAINERS = ("p", "div", "center", "section", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "dl", "table", "html", "body")
_DROP = {"s", "strike", "del", "script", "style", "noscript"}


def _inline(nodes, wiki: bool) -> str:
    """The words of inline nodes (text and elements; comments left out); with wiki=True, bold and italic as ''' and ''."""
    out = []
    for ch in nodes:
        if not isinstance(ch, Tag):
            if is_text(ch):
                out.append(str(ch))
            continue
        tag = ch.name.lower()
        if tag in _DROP:
            pass
        elif tag == "br":
            out.append("\n")
        elif tag in ("ul", "ol"):
            out.append("\n" + _list_wiki(ch, wiki, 1) + "\n")
        else:
            inner = _inline(ch.children, wiki)
            if wiki and tag in ("b", "strong") and inner.strip():
                inner = f"'''{inner}'''"
            elif wiki and tag in ("i", "em") and inner.strip():
                inner = f"''{inner}''"
            out.append(inner)
    return "".join(out)


def _list_wiki(el, wiki: bool, depth: int) -> str:
    mark = "#" if el.name.lower() == "ol" else "*"
    lines = []
    for li in el.children:
        if not isinstance(li, Tag) or li.name.lower() != "li":
            continue
        own = []
        subs = []
        for ch in li.children:
            if isinstance(ch, Tag) and ch.name.lower() in ("ul", "ol"):
                subs.append(_list_wiki(ch, wiki, depth + 1))
            else:
                own.append(_inline([ch], wiki))
        words = _squash(" ".join("".join(own).split("\n")))
        lines.append(mark * depth + " " + words)
        lines.extend(subs)
    return "\n".join(lines)


def _squash(s: str) -> str:
    return re.sub(r"[ \t\u00a0]+", " ", s).strip()


def _lines_of(raw: str) -> list[tuple[str, str]]:
    """Text with <br> newlines -> [(line, gap)], a blank line being a paragraph break."""
    out, gap = [], "\n\n"
    for line in raw.split("\n"):
        s = _squash(line)
        if not s:
            gap = "\n\n"
            continue
        out.append((s, gap))
        gap = "\n"
    return out


def _container_blocks(el, out: list[Block]) -> None:
    run: list = []  # the inline nodes since the last block element

    def flush():
        plain = _inline(run, False)
        wiki = _inline(run, True)
        pl, wl = _lines_of(plain), _lines_of(wiki)
        whole_italic = _is_italic(run)
        for k, (line, gap) in enumerate(pl):
            w = wl[k][0] if len(wl) == len(pl) else line
            out.append(Block("para", line, aside=whole_italic or _bracketed(line), gap=gap if k else "\n\n", wiki=w))
        run.clear()

    for ch in el.children:
        if not isinstance(ch, Tag):
            if is_text(ch):
                run.append(ch)
            continue
        tag = ch.name.lower()
        if tag in _BLOCK_TAGS:
            flush()
            if tag == "hr":
                out.append(Block("sep", ""))
            elif tag == "blockquote":
                out.append(Block("quote", _wikitext_of(ch)))
            elif tag in ("ul", "ol"):
                items = [_squash(" ".join(_inline(li.children, False).split())) for li in ch.children
                         if isinstance(li, Tag) and li.name.lower() == "li"]
                out.append(Block("list", _list_wiki(ch, True, 1), items=items))
            elif tag in _CONTAINERS:
                inner = []
                _container_blocks(ch, inner)
                out.extend(inner)
        else:
            run.append(ch)
    flush()


def _is_italic(run: list) -> bool:
    """Is a line's run of inline nodes all italics (an aside)? Text right after a <br> is not asked about."""
    kids = []
    after_br = False
    for n in run:
        if isinstance(n, Tag):
            after_br = n.name.lower() == "br"
            if not after_br:
                kids.append(n)
        elif not after_br and n.strip():
            return False
    return bool(kids) and all(c.name.lower() in ("i", "em") for c in kids)


def _bracketed(line: str) -> bool:
    return (line.startswith("[") and line.endswith("]")) or (line.startswith("(") and line.endswith(")") and len(line) > 2) or \
        (line.startswith("{") and line.endswith("}"))


def _wikitext_of(el) -> str:
    """Quoted text -> wikitext: paragraphs apart by a blank line, lines of one paragraph by a newline, lists as * / #."""
    blocks: list[Block] = []
    _container_blocks(el, blocks)
    parts: list[str] = []
    for b in blocks:
        if b.kind == "para":
            w = b.wiki or b.text
            if parts:
                parts.append(b.gap)
            parts.append(w)
        elif b.kind in ("quote", "list"):
            if parts:
                parts.append("\n" if b.kind == "list" and parts[-1].lstrip().startswith(("*", "#")) else "\n\n")
            parts.append(b.text)
        elif b.kind == "sep":
            if parts:
                parts.append("\n\n")
            parts.append("----")
    return "".join(parts).strip()


_NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")  # control characters and non-characters: read as spaces


def _blocks(body_html: str, source: str) -> list[Block]:
    if len(body_html) > MAX_BODY:
        raise ProposalFormatError(f"{source or 'proposal'}: the post body is {len(body_html)} characters long, more than a proposal "
                                  f"({MAX_BODY}); not read")
    if not body_html.strip():
        return []
    try:
        root = make_soup(_NOT_TEXT.sub(" ", body_html))
    except Exception as e:  # noqa: BLE001 - bs4's ParserRejectedMarkup, and whatever html.parser raises on junk
        raise ProposalFormatError(f"{source or 'proposal'}: the post body is not readable HTML ({type(e).__name__}: {e})") from None
    out: list[Block] = []
    _container_blocks(root, out)
    for b in out:  # a line "----" is a separator as much as an <hr>
        if b.kind == "para" and re.fullmatch(r"[-–—_*=~]{3,}", b.text):
            b.kind = "sep"
    return out


# ------------------------------------------------------------------------------------------------------------------
# step 2: quoted strings -> tokens

_OPEN = "“\"”„"
_CLOSE = "”\"“"


class _Tokens:
    def __init__(self):
        self.items: list[tuple[str, bool]] = []  # (content, from a block)

    def add(self, content: str, block: bool) -> str:
        self.items.append((content, block))
        return f"⟦{len(self.items) - 1}⟧"

    def get(self, tok: str | None) -> str | None:
        if tok is None:
            return None
        m = re.fullmatch(r"⟦(\d+)⟧", tok)
        return self.items[int(m.group(1))][0] if m else tok

    def restore(self, s: str) -> str:
        def sub(m):
            content, block = self.items[int(m.group(1))]
            return "[…]" if block else f"“{content}”"
        return re.sub(r"⟦(\d+)⟧", sub, s)

    def plain(self, s: str) -> str:
        return re.sub(r"⟦(\d+)⟧", lambda m: self.items[int(m.group(1))][0], s)


def _tokenize(line: str, toks: _Tokens) -> str:
    out, i, n = [], 0, len(line)
    while i < n:
        c = line[i]
        if c in _OPEN and (c != "”" or i == 0 or not line[i - 1].isalnum()):
            j = -1
            for k in range(i + 1, n):
                if line[k] in _CLOSE:
                    j = k
                    break
            if j > i:
                out.append(toks.add(line[i + 1:j].strip(), False))
                i = j + 1
                continue
        if c == "‘" and (i == 0 or not line[i - 1].isalnum()):
            m = re.compile(r"’(?![A-Za-z])").search(line, i + 1)
            if m:
                out.append(toks.add(line[i + 1:m.start()].strip(), False))
                i = m.end()
                continue
        out.append(c)
        i += 1
    return "".join(out)


_SENT_SPLIT = re.compile(r"(?<=[.!?])\s+(?=(?:[A-Z⟦\[(]|\.\.\.|…))")


def _sentences(line: str) -> list[str]:
    parts = _SENT_SPLIT.split(line)
    out: list[str] = []
    for p in parts:  # "Add a new Dynastic Rule. Call it “X” and give it…" is one instruction
        if out and re.match(r"(?:call\s+it|within\s+it|give\s+it|with\s+the\s+(?:following\s+)?text)\b", p, re.I):
            out[-1] = out[-1] + " " + p
        else:
            out.append(p)
    return [p.strip() for p in out if p.strip()]


# ------------------------------------------------------------------------------------------------------------------
# step 3: matching


def _rule_name(raw: str | None, toks: _Tokens, prev: str | None) -> tuple[str | None, bool]:
    """The rule as the proposal names it (quotes off); (None, False) for "that rule" with no rule before."""
    if raw is None:
        return None, True
    s = _squash(raw)
    if _PREV_RULE.match(s):
        return prev, prev is not None
    s = re.sub(r"^the\s+", "", s, flags=re.I)
    s = re.sub(r"^(?:core|dynastic|special[ -]case|appendix|building\s+block)\s+", "", s, flags=re.I)
    s = re.sub(r"\s+rule$", "", s, flags=re.I) if re.fullmatch(rf"{Q}\s+rule", s, re.I) else s
    m = _NUMBERED.match(toks.plain(s))
    if m:
        if m.group(2):
            return f"Rule {m.group(1)} ({m.group(2).strip(_QCHARS)})", True
        if m.group(3):
            return f"{m.group(1)} {m.group(3).strip(_QCHARS)}", True
        return f"Rule {m.group(1)}", True
    s = re.sub(r"^(?:sub-?)?rules?\s+(?:(?:entitled|called|named|titled)\s+)?", "", s, flags=re.I)
    name = toks.plain(s).strip().strip("“”\"").strip()
    return (name or None), bool(name)


def _nth(word: str | None) -> str:
    w = (word or "").lower()
    return _ORD.get(w) or re.sub(r"\D", "", w) or "?"


def _section_name(raw: str | None) -> str | None:
    if not raw:
        return None
    s = re.sub(r"^the\s+", "", _squash(raw), flags=re.I)
    if s.lower() in ("ruleset", "dynastic rules"):
        return None
    return s


def _match(line: str, toks: _Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """The instructions one line holds, by the first form that reads all of it; None if none does."""
    for form in FORMS:
        m = form.regex.match(line)
        if not m:
            continue
        got = _from_match(form, m, line, toks, prev_rule)
        if got is not None:
            return got
    return None


def _from_match(form: Form, m: re.Match, line: str, toks: _Tokens, prev_rule: str | None) -> list[Instruction] | None:
    g = m.groupdict()
    fixed = dict(form.fixed)
    sentence = toks.restore(line)
    rule, ok = _rule_name(g.get("rule"), toks, prev_rule)
    if not ok:
        return None
    if fixed.get("check_rule") and g.get("rule"):
        r = g["rule"]
        if not re.search(rf"(?:{Q}|\d|(?-i:[A-Z]))", re.sub(r"^(?:the\s+)?(?:\w+\s+)?(?:sub-?)?rule\s*", "", r, flags=re.I)):
            return None
        if re.search(r"\b(?:from|in|of)\b", toks.plain(r), re.I) and not re.search(Q, r):
            return None  # "Remove the last paragraph from the rule X" is not a repeal
        if re.search(Q, r) and not re.search(Q + r"\s*$", r) or re.search(r"\b(?:and|then)\s+(?:" + "|".join(INSTRUCTION_VERBS) + r")\b", r, re.I):
            return None  # the name stops at its closing quote: what follows is another instruction
    if fixed.get("rule_word") and not re.search(r"\brule\b", g.get("rule") or "", re.I):
        return None  # "Replace “A” with “B”" replaces words; only "the rule X" is the whole rule
    ins = Instruction(kind=form.kind, sentence=sentence, rule=rule)
    if form.kind == "add_rule":
        title = g.get("title")
        if title and not re.fullmatch(Q, title) and not g.get("tkw"):
            return None  # an unquoted title needs "called"/"entitled" before it
        ins.rule = None
        ins.title = toks.get(title).strip() if title else None
        if not ins.title:
            return None
        parent = g.get("parent") or g.get("parent2")
        if parent:
            if not re.search(r"sub-?rule", g.get("noun") or "", re.I) and not re.search(r"as\s+an?\s+(?:new\s+)?sub-?rule", line, re.I):
                return None  # "Add a new rule to “X”": into what is unclear
            ins.parent, ok = _rule_name(parent, toks, prev_rule)
            if not ok:
                return None
        elif re.search(r"sub-?rule", g.get("noun") or "", re.I):
            return None  # a subrule of no named rule: never guessed
        kw = (g.get("kindword") or "").strip().lower()
        ins.section = _section_name(g.get("section")) or {"core": "Core Rules", "special case": "Special Case", "appendix": "Appendix"}.get(kw)
        if g.get("wh") and g.get("anchor_rule"):
            anchor, ok = _rule_name(g["anchor_rule"], toks, prev_rule)
            if not ok:
                return None
            ins.where = f"{g['wh'].lower()}:{anchor}"
        ins.text = toks.get(g.get("text"))
        return [ins]
    if form.kind in ("replace_text", "append_text", "prepend_text", "insert_text", "replace_rule"):
        ins.text = fixed["text"] if "text" in fixed else toks.get(g.get("text"))
        if ins.text is None:
            return None
        if g.get("old"):
            ins.old = toks.get(g["old"])
            if not ins.old:
                return None
        if fixed.get("where_paragraph"):
            ins.where = "paragraph:" + _nth(g.get("nth"))
        if g.get("which"):
            ins.which = _WHICH.get(_squash(g["which"]).lower(), "only")
        if form.kind == "insert_text":
            anchor = toks.get(g.get("anchor"))
            ins.where = f"{g['wh'].lower()}{' sentence' if g.get('sent') else ''}:{anchor}"
        out = [ins]
        if g.get("many"):  # "the following sentences": each line of the quoted text is removed where it stands
            lines = [x.strip() for x in (ins.old or "").split("\n") if x.strip()]
            out = [Instruction(kind="replace_text", sentence=sentence, rule=rule, old=x, text="") for x in lines]
        if g.get("old2"):
            out.append(Instruction(kind="replace_text", sentence=sentence, rule=rule, old=toks.get(g["old2"]), text=ins.text))
        return out
    if form.kind == "rename_rule":
        t = g.get("title")
        if t and not re.fullmatch(Q, t) and not re.fullmatch(_BARE, t.strip()):
            return None
        ins.title = toks.get(t).strip() if t else None
        return [ins] if ins.title else None
    if form.kind == "repeal_rule":
        return [ins] if ins.rule else None
    if form.kind == "move_rule":
        if g.get("parent"):
            ins.parent, ok = _rule_name(g["parent"], toks, prev_rule)
            if not ok:
                return None
        ins.section = _section_name(g.get("section"))
        if g.get("section") and ins.section is None and not re.search(r"dynastic", g["section"], re.I):
            return None  # "move to the Ruleset" says nothing
        if g.get("wh"):
            anchor, ok = _rule_name(g["anchor_rule"], toks, prev_rule)
            if not ok:
                return None
            ins.where = f"{g['wh'].lower()}:{anchor}"
        return [ins]
    return None


_AND_SPLIT = re.compile(r"\s*(?:,\s*and\s*,?|;\s*and|;|\band\b|,\s*then\b|\bthen\b)\s+(?=(?:" + "|".join(INSTRUCTION_VERBS) + r"|at\s+the|in\s+the|to\s+the|after|before)\b)", re.I)
_MORE_PAIRS = re.compile(rf"\s*,?\s*and\s+(?:the\s+text\s+|replace\s+)?({Q})\s*,?\s*(?:with|to)\s+({Q})\s*$", re.I)


def _read_line(line: str, toks: _Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """A line, with its compound forms: "replace A with B and C with D", "Repeal X and remove Y"."""
    if len(line) > MAX_LINE:
        return None  # an instruction line is a sentence, not a page: no form is tried on it
    got = _match(line, toks, prev_rule)
    if got is not None:
        return got
    # "In the rule X, replace A with B and C with D": the pairs after the first apply to the same rule
    pairs, head = [], line.rstrip(" .;")
    while True:
        m = _MORE_PAIRS.search(head)
        if not m:
            break
        pairs.insert(0, (m.group(1), m.group(2)))
        head = head[:m.start()]
    if pairs:
        got = _match(head, toks, prev_rule)
        if got and got[-1].kind == "replace_text":
            first = got[-1]
            for old, new in pairs:
                got.append(Instruction(kind="replace_text", sentence=toks.restore(line), rule=first.rule, old=toks.get(old), text=toks.get(new), which=first.which))
            for x in got:
                x.sentence = toks.restore(line)
            return got
    # two instructions joined by "and"
    for m in _AND_SPLIT.finditer(line):
        left, right = line[:m.start()], line[m.end():]
        a = _match(left, toks, prev_rule)
        if not a:
            continue
        b = _read_line(right[0].upper() + right[1:], toks, a[-1].rule or a[-1].title)
        if b:
            for x in a + b:
                x.sentence = toks.restore(line)
            return a + b
    return None


_RULE_LEAD = re.compile(rf"^(?:in|within|to|at\s+the\s+(?:end|start|beginning)\s+of|after|before)\s+(?:the\s+\w+\s+(?:sentences?|paragraphs?|bullet\s+points?|lines?|words?)\s+(?:of|in)\s+)?{RULE}", re.I)


# Verbs that end unquoted rule text: a paragraph starting with one is the next instruction, not more text
# (rule text starts with "Each…", "If…", "A Vassal…", rarely with an order to the admin).
_STOP = re.compile(r"^(?:add|replace|change|amend|append|prepend|insert|remove|delete|repeal|rename|move|create|reword|rewrite|enact|"
                   r"modify|retitle|give|transfer|uphold|unless|otherwise)\b", re.I)
_SPLIT = re.compile(r",\s*(?:then\s*,?\s+)?|\s+then\s*,?\s+", re.I)


def _splits(body: str) -> list[re.Match]:
    """Where an "If …" condition may end: after a comma or before "then" (the first few only)."""
    out = []
    for m in _SPLIT.finditer(body):
        out.append(m)
        if len(out) >= MAX_SPLITS:
            break
    return out


def _starts_instruction(line: str) -> bool:
    return bool(_ONLY_VERBS.match(line) or _RULE_LEAD.match(line))


def _is_gamestate(line: str) -> bool:
    return any(c.search(line) for c in GAMESTATE_CUES)


def _needs_text(line: str) -> bool:
    """A line that leads into quoted text: it ends with a colon, a dash, a comma or a connecting word."""
    s = line.rstrip()
    return not s.endswith((".", "!", "?", ")", "]")) or s.endswith(("...", "…"))


# ------------------------------------------------------------------------------------------------------------------
# the reader


class _Reader:
    def __init__(self, blocks: list[Block]):
        self.blocks = blocks
        self.toks = _Tokens()
        self.prev_rule: str | None = None

    def run(self) -> list[Instruction]:
        out: list[Instruction] = []
        i, n = 0, len(self.blocks)
        open_cond: Instruction | None = None  # "If X:" applies to what follows, up to a commentary or another condition
        while i < n:
            b = self.blocks[i]
            if b.kind == "sep":
                rest = [x.text for x in self.blocks[i + 1:] if x.text]
                if rest:
                    out.append(Instruction(kind="commentary", sentence="\n\n".join(rest), reason=_AFTER_SEP))
                break
            if b.kind == "quote":
                out.append(Instruction(kind="commentary", sentence=b.text))  # quoted with no instruction before it
                open_cond = None
                i += 1
                continue
            if b.kind == "list":  # a list of instructions
                lines = [Block("para", t, wiki=t) for t in b.items]
                self.blocks[i:i + 1] = lines
                n = len(self.blocks)
                continue
            if b.aside:
                out.append(Instruction(kind="commentary", sentence=b.text))
                open_cond = None
                i += 1
                continue
            line = _tokenize(b.text, self.toks)
            sents = [x for x in _sentences(line) if not _LEAD_ONLY.match(x)]
            i += 1
            for k, s in enumerate(sents):
                last = k == len(sents) - 1
                bare = LEAD_INS.sub("", s)
                if bare != s and bare and (_starts_instruction(bare) or _CONDITION.match(bare)):
                    s = bare[:1].upper() + bare[1:]
                if last and _needs_text(s):
                    s, i = self._absorb(s, i)
                s = self._inline_colon(s)  # "Create a new rule called X: Each Vassal…" on one line
                items, cond_open = self._read_sentence(s)
                if cond_open is not None:
                    open_cond = cond_open
                    out.append(cond_open)
                    continue
                if open_cond is not None and items and all(x.kind != "commentary" for x in items) and not _OTHERWISE.match(s):
                    open_cond.children.extend(items)
                else:
                    if items and any(x.kind == "commentary" for x in items):
                        open_cond = None
                    out.extend(items)
        return _merge_commentary(out)

    def _inline_colon(self, s: str) -> str:
        if "⟦?⟧" in s:
            return s
        m = re.match(r"^(.*?[^:]):-?\s+(\S.*)$", s)
        if not m:
            return s
        head, rest = m.groups()
        if not _starts_instruction(head) or rest.startswith("⟦"):
            return s  # the text after the colon is quoted already
        t = self._scratch()
        if _match(head + " " + t.add("x", True), t, self.prev_rule):
            return head + " " + self.toks.add(self.toks.plain(rest).strip(), True)
        return s

    def _absorb(self, s: str, i: int) -> tuple[str, int]:
        """Join the quoted blocks (and the short lines between them) that this line leads into."""
        n = len(self.blocks)
        took = False
        if not (_starts_instruction(s) or _CONDITION.match(s) and _INLINE_THEN.search(s)):
            return s, i
        while i < n:
            b = self.blocks[i]
            if b.kind in ("quote", "list"):
                parts = [b.text]
                i += 1
                while i < n and self.blocks[i].kind in ("quote", "list"):  # quoted text in several blocks is one text
                    parts.append(self.blocks[i].text)
                    i += 1
                s = re.sub(r"[\s:;,\-–—]+$", "", s) + " " + self.toks.add("\n\n".join(parts), True)
                took = True
                nxt = self.blocks[i] if i < n else None
                quote_after = i + 1 < n and self.blocks[i + 1].kind in ("quote", "list")
                if nxt is not None and nxt.kind == "para" and not nxt.aside and self._connector(nxt.text) \
                        and (quote_after or not _read_line(s, self._scratch(), self.prev_rule)):
                    s += " " + _tokenize(nxt.text, self.toks)
                    i += 1
                    if i < n and self.blocks[i].kind in ("quote", "list"):
                        continue
                break
            break
        if took or not _starts_instruction(LEAD_INS.sub("", s)) and not _CONDITION.match(s):
            return s, i
        # unquoted text: the paragraphs up to the next instruction, separator or aside, after a line ending with
        # a colon or a dash, or with no stop at all ("Create a new rule “X”" and its text below)
        if not re.search(r"[:\-–—]\s*$", s) and re.search(r"[.!?)\]]\s*$", s):
            return s, i
        t = self._scratch()
        probe = re.sub(r"[\s:;,\-–—]+$", "", s) + " " + t.add("x", True)
        if _CONDITION.match(s) or not _match(probe, t, self.prev_rule):
            return s, i
        j, paras = i, []
        first = self.blocks[i].text if i < n and self.blocks[i].kind == "para" else ""
        if first[:1] in "\"“" and not re.search(r"[\"”]\W*$", first[1:]):
            # the text is in quotation marks over several paragraphs: it ends where they close
            while j < n and self.blocks[j].kind == "para":
                paras.append(self.blocks[j])
                j += 1
                if re.search(r"[\"”][.)]?\s*$", self.blocks[j - 1].text):
                    text = "".join((p.gap if k else "") + (p.wiki or p.text) for k, p in enumerate(paras))
                    text = re.sub(r"[\"”]([.)]?)\s*$", r"\1", text.strip()[1:])
                    return re.sub(r"[\s:;,\-–—]+$", "", s) + " " + self.toks.add(text.strip(), True), j
            j, paras = i, []
        while j < n and self.blocks[j].kind == "para" and not self.blocks[j].aside:
            sc = self._scratch()
            t = _tokenize(self.blocks[j].text, sc)
            if _match(t, sc, self.prev_rule) or _STOP.match(t) or (_CONDITION.match(t) and self._cond_reads(t, sc)):
                break
            paras.append(self.blocks[j])
            j += 1
        if not paras:
            return s, i
        if j >= n and len(paras) > 1:
            # the text runs to the end of the post: where it stops and the author's comments start is not marked
            return re.sub(r"[\s:;,\-–—]+$", "", s) + " ⟦?⟧", j
        text = "".join((p.gap if k else "") + (p.wiki or p.text) for k, p in enumerate(paras))
        return re.sub(r"[\s:;,\-–—]+$", "", s) + " " + self.toks.add(text, True), j

    def _connector(self, text: str) -> bool:
        """A short line joining two quoted blocks ("to", "with this text:"), and not an instruction of its own."""
        if text[:1].islower() and not _RULE_LEAD.match(text) and len(text.split()) <= 16:
            return True  # "change the numbers to 48 and 24, respectively.": the line goes on after the quote
        if not CONNECTOR.match(text) or len(text.split()) > 12:
            return False
        if not text[:1].islower() and len(text.split()) > 3:
            return False  # "And reword the third paragraph…" is a sentence of its own, not a joint
        sc = self._scratch()
        probe = re.sub(r"[\s:;,\-–—]+$", "", _tokenize(text, sc)) + " " + sc.add("x", True)
        return not _match(probe[:1].upper() + probe[1:], sc, self.prev_rule)

    def _scratch(self) -> _Tokens:
        t = _Tokens()
        t.items = list(self.toks.items)
        return t

    def _cond_reads(self, t: str, sc: _Tokens) -> bool:
        m = _CONDITION.match(t)
        rest = t[m.end():]
        for c in _splits(rest):
            if _match(rest[c.end():], sc, self.prev_rule):
                return True
        return False

    def _read_sentence(self, s: str) -> tuple[list[Instruction], Instruction | None]:
        """-> (instructions, an open conditional "If X:" whose children follow)."""
        if "⟦?⟧" in s:
            return [self._not_understood(s.replace(" ⟦?⟧", ""), "the quoted text runs to the end of the post unmarked: "
                                         "where it stops and the author's comments start is not clear")], None
        ow = _OTHERWISE.match(s)
        cm = _CONDITION.match(s) if not ow else None
        if cm or ow:
            body = s[(cm or ow).end():]
            if ow:
                cond_text, rest = s[:ow.end()].strip(" ,:-"), body
            else:
                cond_text, rest = None, None
                if re.search(r"[:\-–—]\s*$", body) and not re.search(r",\s*(?:then\s+)?(?:" + "|".join(INSTRUCTION_VERBS) + r")\b", body, re.I):
                    cond_text, rest = re.sub(r"[\s,]*\bthen\s*$", "", body.rstrip(" :-–—"), flags=re.I), ""
                else:
                    for c in _splits(body):
                        tail = body[c.end():]
                        if _read_line(tail[:1].upper() + tail[1:], self.toks, self.prev_rule) or _is_gamestate(tail):
                            cond_text, rest = body[:c.start()], tail
                            break
                    if cond_text is None:
                        for c in _splits(body):
                            tail = body[c.end():]
                            if _ONLY_VERBS.match(tail):
                                cond_text, rest = body[:c.start()], tail
                                break
                if cond_text is None:
                    return [self._not_understood(s, "a condition whose instruction could not be told apart")], None
                cond_text = self.toks.restore(cond_text).strip()
                if not re.match(r"if\b", s, re.I):  # "Unless X", "Should X": the word that turns the condition is kept
                    cond_text = s[:cm.end()].strip() + " " + cond_text
            cond = Instruction(kind="conditional", sentence=self.toks.restore(s), condition=cond_text)
            rest = rest.strip()
            if not rest or re.fullmatch(r"do\s+nothing\.?", rest, re.I):
                if rest:
                    return [cond], None
                return [], cond
            rest = rest[:1].upper() + rest[1:]
            cond.children = self._classify(rest)
            return [cond], None
        return self._classify(s), None

    def _classify(self, s: str) -> list[Instruction]:
        got = _read_line(s, self.toks, self.prev_rule)
        if got:
            for x in got:
                if x.rule or x.title:
                    self.prev_rule = x.rule if x.kind not in ("add_rule", "rename_rule") else x.title
            return got
        if _is_gamestate(re.sub(r"⟦\d+⟧", "…", s)):  # the quoted words (a rule's text) are not the instruction
            return [Instruction(kind="gamestate", sentence=self.toks.restore(s), gamestate=None)]
        if _starts_instruction(s):
            return [self._not_understood(s, "no known form reads this instruction")]
        return [Instruction(kind="commentary", sentence=self.toks.restore(s))]

    def _not_understood(self, s: str, why: str) -> Instruction:
        return Instruction(kind="not_understood", sentence=self.toks.restore(s), reason=why)


_AFTER_SEP = "after the separator line: the author's notes"


def _merge_commentary(items: list[Instruction]) -> list[Instruction]:
    """Consecutive commentary lines are one commentary."""
    out: list[Instruction] = []
    for x in items:
        if x.kind == "commentary" and out and out[-1].kind == "commentary" and x.reason != _AFTER_SEP:
            out[-1].sentence += "\n\n" + x.sentence
        else:
            out.append(x)
    return out


def read_instructions(body_html: str, *, source: str = "") -> list[Instruction]:
    """A proposal's body HTML -> what it says to do, in order. Pure; a body that is not HTML is a ProposalFormatError."""
    if not isinstance(body_html, str):
        raise ProposalFormatError(f"{source or 'proposal'}: the post body is not text")
    return _Reader(_blocks(body_html, source)).run()
