"""Plain typed models shared by every parser, the rules profile and the CLI.

Parsing lives in :mod:`blognomic_tools.parsers`; nothing here does I/O.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Iterator

from .errors import AmbiguousRuleError, FlattenedTableError, RuleNotFoundError, UnnumberedRulesetError
from .reading.places import Place


@dataclass
class Revision:
    """Identity of one wiki revision (as far as the source tells it)."""

    revid: int | None = None
    timestamp: str | None = None  # ISO 8601 UTC when known, else as printed
    user: str | None = None
    comment: str | None = None
    title: str | None = None
    sha1: str | None = None


@dataclass
class Table:
    """A table as rows of cells. ``header`` holds the header row when there is one."""

    rows: list[list[str]]
    header: list[str] | None = None
    caption: str | None = None
    # A text render's table whose cells could not be told apart: why, in one line. Its rows are then its
    # lines (one cell each), and reading its cells (:meth:`cells`) raises the error.
    unreadable: str | None = None

    def cells(self) -> "Table":
        """This table, when its cells are known; a FlattenedTableError (one line) when they are not."""
        if self.unreadable:
            raise FlattenedTableError(self.unreadable)
        return self


@dataclass
class Rule:
    title: str  # as written, tags included: "Imperial Deferentials [Active]"
    level: int  # 2 = rule, 3 and deeper = subrule
    number: str | None = None  # TOC-style position, "1.5", "2.5.1"; None in a text render (not reliable there)
    text: str = ""  # plain text of the body, subrules excluded
    subrules: list["Rule"] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    lists: list[list[str]] = field(default_factory=list)  # each list's items, in order (nested ones too)
    list_depths: list[list[int]] = field(default_factory=list)  # each item's nesting, parallel to lists (1 = top level)
    definitions: list[tuple[str, str]] = field(default_factory=list)
    # Raw wikitext spans (offsets into Ruleset.raw), only for wikitext sources.
    span: tuple[int, int] | None = None  # heading line .. end of last subrule
    body_span: tuple[int, int] | None = None  # after the heading line .. first subrule
    section: str = ""

    @property
    def tags(self) -> list[str]:
        return [t.strip() for t in re.findall(r"\[([^\]]*)\]", self.title)]

    @property
    def name(self) -> str:
        """The title without ``[Tag]`` or ``{braces}`` text (how the rules let it be cited)."""
        return strip_tags(self.title)

    def walk(self) -> Iterator["Rule"]:
        yield self
        for sub in self.subrules:
            yield from sub.walk()

    def full_text(self) -> str:
        """Body text followed by every subrule's heading and text."""
        parts = [self.text]
        for sub in self.subrules:
            parts.append(sub.title)
            parts.append(sub.full_text())
        return "\n\n".join(p for p in parts if p)


@dataclass
class Section:
    name: str
    number: str | None = None
    text: str = ""  # intro text between the section heading and its first rule
    rules: list[Rule] = field(default_factory=list)
    span: tuple[int, int] | None = None

    def walk(self) -> Iterator[Rule]:
        for rule in self.rules:
            yield from rule.walk()


@dataclass
class Ruleset:
    title: str
    sections: list[Section]
    glossary: dict[str, str] = field(default_factory=dict)
    revision: Revision | None = None
    source_format: str = ""  # "wikitext" | "html" | "text"
    source: str = ""  # file path or URL it came from
    raw: str | None = None  # the wikitext, when the source was wikitext
    preamble: str = ""
    # Weak signs that the page may not be whole (it was read, not refused): each a line for the output to show.
    warnings: list[str] = field(default_factory=list)

    def rules(self) -> Iterator[Rule]:
        for section in self.sections:
            yield from section.walk()

    @property
    def numbered(self) -> bool:
        """Are rule numbers known? Not in a text render: it loses heading levels, so nesting the text
        does not betray ("Votes" under "Votable Matters") would shift every number after it."""
        return self.source_format != "text"

    def section(self, name: str) -> Section | None:
        key = normalise_title(name)
        for section in self.sections:
            if normalise_title(section.name) == key:
                return section
        return None

    def find_rules(self, title: str) -> list[Rule]:
        """Every rule whose title matches, ignoring case, quotes and [Tag]/{brace} text."""
        key = normalise_title(title)
        exact = [r for r in self.rules() if normalise_title(r.title, keep_tags=True) == normalise_title(title, keep_tags=True)]
        if exact:
            return exact
        return [r for r in self.rules() if normalise_title(r.title) == key]

    def rule(self, ref: str) -> Rule:
        """Look a rule up by title ("Votes", "Imperial Deferentials") or number ("Rule 1.5", "2.5.1").

        Raises RuleNotFoundError / AmbiguousRuleError with the candidates.
        """
        number = parse_rule_number(ref)
        if number is not None and not self.numbered:
            raise UnnumberedRulesetError(ref, self.source)
        if number is not None:
            num, rest = number
            for rule in self.rules():
                if rule.number == num:
                    if rest and normalise_title(rest) != normalise_title(rule.title):
                        raise RuleNotFoundError(ref, f"rule {num} is titled {rule.title!r}, not {rest!r}", self.source)
                    return rule
            raise RuleNotFoundError(ref, f"no rule is numbered {num}", self.source)
        matches = self.find_rules(ref)
        if not matches:
            raise RuleNotFoundError(ref, _suggest(ref, self), self.source)
        if len(matches) > 1:
            if not self.numbered:
                raise AmbiguousRuleError(ref, [f"{r.title} ({r.section})" for r in matches],
                                         "rule numbers are not reliable in a text render: use the .wiki/.html")
            raise AmbiguousRuleError(ref, [f"{r.number} {r.title} ({r.section})" for r in matches])
        return matches[0]


_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "\u00a0": " "})


_TAGS = re.compile(r"\[[^\]]*\]|\{[^}]*\}")
_SPACES = re.compile(r"\s+")


def strip_tags(title: str) -> str:
    """Drop ``[Tag]`` and ``{brace}`` text from a title (Appendix 'Names': braces may be omitted)."""
    return _SPACES.sub(" ", _TAGS.sub("", title)).strip()


@functools.lru_cache(maxsize=8192)
def normalise_title(title: str, keep_tags: bool = False) -> str:
    """A title as rules are looked up by (quotes, spaces, case and tags folded). Kept per title: an enactment asks it
    of every rule's title as it indexes the Ruleset, then again of each title an instruction names."""
    t = unicodedata.normalize("NFKC", title).translate(_QUOTES)
    if not keep_tags:
        t = strip_tags(t)
    t = t.strip().strip('"\'').strip()
    return _SPACES.sub(" ", t).casefold()


def parse_rule_number(ref: str) -> tuple[str, str] | None:
    """'Rule 1.5', '1.5', 'Rule 2.8 The Buddy System' -> ('1.5', rest)."""
    m = re.match(r"^\s*(?:rule\s+)?(\d+(?:\.\d+)+|\d+(?=\s*$))\s*(.*)$", ref, re.I)
    if not m:
        return None
    return m.group(1), m.group(2).strip()


def _suggest(ref: str, ruleset: Ruleset) -> str:
    import difflib

    names = [r.name for r in ruleset.rules()]
    close = difflib.get_close_matches(ref, names, n=3, cutoff=0.6)
    return ("did you mean: " + ", ".join(close)) if close else f"{len(names)} rules searched"


# ------------------------------------------------------------------------------------------------
# The blog: posts (votable matters), comments (votes) and the sidebar roster.

from datetime import datetime  # noqa: E402

from .kinds import PostKind, PostStatus  # noqa: E402


@dataclass
class Comment:
    author: str
    posted_at: datetime | None  # UTC
    icons: list[str]  # in order, as the page shows them: the icon's file name ("for.gif"), read by the Ruleset's Voting Icons
    text: str = ""
    comment_id: str | None = None
    author_id: str | None = None
    time_note: str | None = None  # how an ambiguous date was read




@dataclass
class Post:
    url: str
    slug: str
    kind: PostKind
    title: str
    subject: str
    tags: list[str]
    author: str
    posted_at: datetime | None
    status: PostStatus
    admin_note: str | None = None
    adminned_at: datetime | None = None
    comments: list[Comment] = field(default_factory=list)
    comment_count: int | None = None  # as the listing states it
    body: str = ""
    body_html: str = ""  # the post body's HTML as served (paragraphs, blockquotes, lists), for reading instructions


@dataclass
class Roster:
    players: list[str]  # active players, as listed (case as registered)
    admins: list[str] = field(default_factory=list)
    emperor: str | None = None
    as_of: datetime | None = None
    stated_count: int | None = None  # "There are N active Vassals"
    stated_quorum: int | None = None  # "Quorum is Q"
    source: str = ""  # the page or file it was read from
    where: str = ""  # what it is, for the reader: "the sidebar of <url>", "[[Core Tracking]] (revision N)", "--roster"
    idle: list[str] = field(default_factory=list)  # players the source lists as idle (apart, or concealed)
    notes: list[str] = field(default_factory=list)  # what the reader should know: an unchecked count, another source that disagrees

    def is_player(self, name: str) -> bool:
        key = name.casefold()
        return any(p.casefold() == key for p in self.players)


# -- enactment ---------------------------------------------------------------------------------------------------

INSTRUCTION_KINDS = (
    "add_rule",  # a new rule: title, text; parent (as a subrule of), section, where
    "replace_text",  # in rule: old -> text; which: only | first | every | nth:N
    "append_text",  # to rule: text at the end of its body (where: after:<sentence> to put it after a sentence)
    "prepend_text",  # to rule: text at the start of its body
    "insert_text",  # in rule: text placed where says (after:<text> | before:<text>)
    "replace_rule",  # rule's whole body -> text
    "rename_rule",  # rule -> title
    "repeal_rule",  # rule removed, with its subrules
    "move_rule",  # rule moved: parent, section, where
    "gamestate",  # a change of the gamestate page: gamestate = {op, who, variable, value}
    "conditional",  # condition, children: applied only when condition_met is True
    "commentary",  # the author's reasons or flavour: not an instruction, listed and left alone
    "not_understood",  # reads like an instruction, but no form knows it: never guessed
)


@dataclass
class Instruction:
    """One thing a proposal says to do, with the words it was read from. Readers fill the fields their kind uses;
    appliers set status (applied | not applied) and, when not applied, the reason."""

    kind: str  # one of INSTRUCTION_KINDS
    sentence: str  # the proposal's own words this was read from (the instruction line; quoted text apart)
    rule: str | None = None  # the rule acted on, as the proposal names it (title, "Rule 2.3" or number)
    text: str | None = None  # the text to add, or the new text (wikitext)
    old: str | None = None  # the text to replace
    title: str | None = None  # a new rule's title, or the new title of a renamed rule
    parent: str | None = None  # add/move: as a subrule of this rule
    section: str | None = None  # add/move: into this section (None: the Dynastic Rules)
    where: Place | None = None  # None: at the end (of the rule; a new rule: of its section) | the place in the rule,
    # or beside the rule an added or moved rule goes (one Anchor); str() its text form: "paragraph:2 > after:<text>"
    which: str = "only"  # replace_text: "only" (must occur exactly once) | "first" | "every" | "nth:N"
    condition: str | None = None  # conditional: the condition, as written
    condition_met: bool | None = None  # conditional: decided from the blog (True/False) or not (None: ask)
    children: list["Instruction"] = field(default_factory=list)  # conditional: what it applies
    gamestate: dict | None = None  # gamestate: {"op": set|gain|lose|add_row|remove_row, "who", "variable", "value"}
    status: str = "pending"  # pending | applied | not applied | already applied (the page shows its change already)
    reason: str | None = None  # why not applied (the rule is missing, the text is not there or is there twice...)

    def to_dict(self) -> dict:
        d = {"kind": self.kind, "rule": self.rule or self.parent, "text": self.text, "status": self.status, "reason": self.reason,
             "sentence": self.sentence}
        for k in ("old", "title", "parent", "section", "where", "condition", "condition_met", "gamestate"):
            v = getattr(self, k)
            if v is not None:
                d[k] = str(v) if isinstance(v, Place) else v
        if self.kind == "replace_text":
            d["which"] = self.which
        if self.children:
            d["children"] = [c.to_dict() for c in self.children]
        return d
