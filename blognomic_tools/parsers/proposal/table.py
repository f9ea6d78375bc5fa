"""The table the proposal reader reads with: the forms (a proposal's wordings since 2003, data of phrasings.proposals
compiled by the one phrasing compiler on first use), the cues shared by its steps, and the first sort of a line by
its cues (an order, a gamestate change, a line waiting for its text)."""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ...errors import BlognomicError
from ...phrasings import proposals as wordings
from ...reading.phrasing import compile_phrasing


class ProposalFormatError(BlognomicError):
    """A proposal body that cannot be read as HTML at all."""


MAX_LINE = 1_500  # characters of one instruction line, its quoted texts apart
MAX_SPLITS = 8  # places tried where a condition ends and its instruction starts
MAX_BODY = 400_000  # characters: a proposal is a few kB; anything far larger is not a post body


class Cue:
    """One phrasing of phrasings.proposals, used as the regular expression it compiles to (compiled on first use)."""

    def __init__(self, entry: dict, flags: int = re.I):
        self.phrasing, self.flags = entry["phrasing"], flags

    @functools.cached_property
    def rx(self) -> re.Pattern:
        return compile_phrasing(self.phrasing, flags=self.flags, spaces=wordings.SPACES)

    def __getattr__(self, name):  # match, search, sub, finditer... of the compiled phrasing
        value = getattr(self.rx, name)
        setattr(self, name, value)  # kept: the next use finds it at once
        return value


# A line that reads as a change of the gamestate (another module reads its values with the schema).
GAMESTATE_CUES = [Cue(e) for e in wordings.GAMESTATE_CUES]
# Words said before a line that do not change it.
LEAD_INS = Cue(wordings.LEAD_INS)
# A short line between two quoted blocks that continues the instruction ("to", "with this text:").
CONNECTOR = Cue(wordings.CONNECTOR)

Q = r"⟦\d+⟧"  # a quoted string or block of the line, as its token


@dataclass(frozen=True)
class Form:
    """One form of FORMS: a wording proposals use, the kind of instruction it gives, and the fields it sets itself."""
    kind: str
    pattern: str  # a phrasing of phrasings.proposals; matched case-insensitively against the whole line
    origin: str  # where the wording comes from
    fixed: tuple = ()  # (field, value) pairs set by the form itself

    @functools.cached_property
    def regex(self) -> re.Pattern:
        return compile_phrasing(r"^\s*" + self.pattern + r"\s*[.;]?\s*$", spaces=wordings.SPACES)


FORMS: list[Form] = [Form(e["kind"], e["phrasing"], e["origin"], tuple(e.get("fixed", {}).items())) for e in wordings.FORMS]

# A line starting with an instruction verb.
ONLY_VERBS = Cue(wordings.INSTRUCTION_START)
# A condition the line starts with ("If X, …", "Unless more than half…").
CONDITION = Cue(wordings.CONDITION)
# A line saying only that changes follow ("Upon enactment of this proposal:").
LEAD_ONLY = Cue(wordings.LEAD_ONLY)
# The other branch of a condition ("Otherwise", "If it failed").
OTHERWISE = Cue(wordings.OTHERWISE)

# An order said in the passive, of the proposal's text ("it will be included in the ruleset under …").
PASSIVE_ORDER = Cue(wordings.PASSIVE_ORDER)

# A line that starts with a rule, as instructions do ("In the rule X, …", "To that rule, add …").
RULE_LEAD = Cue(wordings.RULE_LEAD)
# A line whose main clause orders an edit after a phrase that names the place ("To the end of X, add:").
ORDER_AFTER_PLACE = Cue(wordings.ORDER_AFTER_PLACE)

_SPLIT = re.compile(r"(?:,\s*(?:then\s*,?\s+)?|\s+then\s*,?\s+)(?:instead\s*,?\s+)?", re.I)  # "If X then instead add …"


def splits(body: str) -> list[re.Match]:
    """Where an "If …" condition may end: after a comma or before "then" (the first few only)."""
    out = []
    for m in _SPLIT.finditer(body):
        out.append(m)
        if len(out) >= MAX_SPLITS:
            break
    return out


def starts_instruction(line: str) -> bool:
    """Does the line start as an order (an instruction verb, "To Rule X, add", "In the rule X, …")?"""
    return bool(ONLY_VERBS.match(line) or RULE_LEAD.match(line) or ORDER_AFTER_PLACE.match(line))


def is_gamestate(line: str) -> bool:
    """Does the line read as a change of the gamestate (one of GAMESTATE_CUES)?"""
    return any(c.search(line) for c in GAMESTATE_CUES)


def needs_text(line: str) -> bool:
    """A line that leads into quoted text: it ends with a colon, a dash, a comma or a connecting word."""
    s = line.rstrip()
    return not s.endswith((".", "!", "?", ")", "]")) or s.endswith(("...", "…"))


# A line of one connecting word between the old text and the new ("to", "with:").
CONNECTOR_ONLY = Cue({"phrasing": r"^(?:to|with|into|for|by)\s*[:;-]*\s*$"})
# A line "and" alone, between two pairs of old and new text.
AND_ONLY = Cue({"phrasing": r"^and\s*[:;,-]*\s*$"})
