"""Enacting a proposal: its instructions read from the post, applied to the Ruleset's wikitext (and to the gamestate
page), with the edit summary and the admin note; and how the Ruleset's history names an enactment.

The steps, each with its own home: `parsers.proposal.read_instructions` (the post body -> instructions, pure),
`enactment.gamestate` (gamestate sentences read with the schema, applied cell by cell and validated),
`enactment.ruleset` (Ruleset instructions applied byte-minimally), `enactment.save` (the plan saved on the wiki,
the Ruleset then the gamestate, stopping on another admin's enactment). This module decides the conditional parts
from the blog and joins the steps into a `Plan`. Nothing here does I/O; the audit of past enactments (what the
history says is enacted already, a revision against its recomputed enactment) is blognomic_tools.audit's.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from ..errors import BlognomicError
from ..kinds import PostStatus
from ..phrasings.proposals import OTHERWISE
from ..models import Instruction, Post
from ..parsers.proposal import read_instructions
from .ruleset import RulesetEnactment, apply_to_ruleset, condition_said, holds_other_branch

# How a conditional names another matter's outcome: (pattern, outcome it asks about). Data, read by decide_conditions.
_PASSED = r"(?:has (?:been )?(?:passed|enacted)|passe[sd]|was enacted|is enacted)$"
_FAILED = r"(?:has (?:been )?failed|failed|was failed|did not pass|has not passed|was not enacted|has not been enacted)$"
_NAMED = r"^(?:the )?(?:Proposal|CfJ|Call for Judge?ment)\s*[:“\"‘']?\s*(?P<t>.+?)[”\"’']?\s+"
# the matter named by its address: "If https://blognomic.com/archive/the_watch passed"
_AT = r"^(?:the )?(?:(?:Proposal|CfJ|Call for Judge?ment)\s+(?:at\s+)?)?(?P<url>https?://\S+?)[.,]?\s+"
CONDITION_FORMS = [(_NAMED + _PASSED, True), (_NAMED + _FAILED, False), (_AT + _PASSED, True), (_AT + _FAILED, False)]
# The other branch of the conditional before it ("If it did not pass:", "Otherwise"): the reader's own wording.
OTHER_BRANCH = OTHERWISE["phrasing"]
# whether a resolved matter passed, by its status on the blog ("withdrawn": what an admin note says of a self-kill)
RESOLVED_FOR = {PostStatus.ENACTED: True, PostStatus.FAILED: False, PostStatus.VETOED: False, PostStatus.ILLEGAL: False, "withdrawn": False}
# the answers --assume gives: a matter's outcome, or any condition's truth
ASSUMED_VALUES = {"enacted": True, "passed": True, "true": True, "yes": True, "failed": False, "false": False, "no": False}


def matter_title(post: Post | str) -> str:
    """A matter's title as edit summaries and other proposals name it: without "Proposal: " or "CfJ: "."""
    title = post.title if isinstance(post, Post) else post
    return re.sub(r"^(?:Proposal|Call for Judge?ment|CfJ|CFJ)\s*:\s*", "", title.strip(), flags=re.I).strip()


def matter_key(title: str) -> str:
    """A matter's title as matched between edit summaries, conditions and the blog (no prefix, quotes, case)."""
    t = re.sub(r"[“”\"‘’']", "", matter_title(title)).casefold()
    return re.sub(r"\s+", " ", t).strip()


def condition_key(text: str) -> str:
    """A condition as an --assume names it: no leading "If", no closing punctuation, no quotation marks, any case."""
    t = re.sub(r"^(?:if|when)\s+", "", text.strip(), flags=re.I).rstrip(",.:;- ")
    return re.sub(r"\s+", " ", re.sub(r"[“”\"‘’']", "", t)).casefold().strip()


def read_assumptions(pairs: list[str]) -> dict[str, bool]:
    """--assume "X=enacted" (repeatable) -> {key: truth}; X a matter's title or address, or a condition as written.
    Raises BlognomicError naming the one that cannot be read."""
    out: dict[str, bool] = {}
    for pair in pairs:
        name, eq, value = pair.rpartition("=")
        if not eq or not name.strip() or value.strip().casefold() not in ASSUMED_VALUES:
            raise BlognomicError(f"--assume {pair!r}: give NAME=VALUE, NAME a matter's title or address or a condition, "
                                 f"VALUE one of {', '.join(ASSUMED_VALUES)}")
        out[name.strip()] = ASSUMED_VALUES[value.strip().casefold()]
    return out


def matter_slug(title: str) -> str:
    """The address the blog gives a matter's post, from its title ("[Core] Quorum Tweak" -> core_quorum_tweak): the
    title's words in lower case joined by "_", other marks dropped."""
    words = re.findall(r"[\w-]+", matter_title(title).replace("’", "").replace("'", "").casefold())
    return "_".join(words)


def _assumed_key(name: str) -> str:
    return _slug_of(name) if re.match(r"https?://", name) else matter_key(name)


def decide_conditions(instructions: list[Instruction], posts: list[Post], assumed: dict[str, bool] | None = None,
                      lookup: Callable[[str], Post | None] | None = None) -> set[str]:
    """Set `condition_met` of each conditional: one naming another matter's outcome from that matter's status on the
    blog (`posts`, else the post `lookup(title or address)` finds), citing the post; what the blog cannot tell (the
    matter pending or not found, a condition of any other form) from `assumed` (read_assumptions), else None, with
    the question in its reason. An assumption the blog contradicts is refused. Returns the assumptions used."""
    assumed = dict(assumed or {})
    by_key = {condition_key(k): v for k, v in assumed.items()}  # a condition of another form, as written
    used: set[str] = set()
    by_title = {matter_key(p.title): p for p in posts}
    by_slug = {p.slug: p for p in posts if p.slug}
    before: Instruction | None = None  # the conditional before, whose other branch "If it did not pass" is
    for ins in _walk(instructions):
        if ins.kind != "conditional" or not ins.condition:
            continue
        if re.match(OTHER_BRANCH, ins.condition.strip(), re.I) and before is not None:
            if ins.condition_met is None and before.condition_met is not None:
                ins.condition_met = not before.condition_met
                ins.reason = f"the other branch of “{condition_said(before)}”" + (f": {before.reason}" if before.reason else "")
            continue
        before = ins
        if ins.condition_met is not None:
            continue
        cond = ins.condition.strip().rstrip(",.:").strip()
        negated = bool(re.match(r"unless\s+", cond, re.I))  # "Unless Proposal X failed"
        cond = re.sub(r"^(?:if|when|unless)\s+", "", cond, flags=re.I)
        for pattern, asks_passed in CONDITION_FORMS:
            m = re.match(pattern, cond, re.I)
            if not m:
                continue
            named = m.groupdict().get("t") or m.group("url")
            key = matter_key(named) if m.groupdict().get("t") else _slug_of(named)
            other = by_title.get(key) if m.groupdict().get("t") else by_slug.get(key)
            if other is None and lookup is not None:
                other = lookup(named.strip("“”\"‘’' "))
                if other is not None and (matter_key(other.title) == key or other.slug == key):
                    (by_title.__setitem__(matter_key(other.title), other), by_slug.__setitem__(other.slug, other))
                else:
                    other = None
            said = matter_title(other) if other is not None else named.strip("“”\"‘’' ")
            # the names an --assume may give it: its title, its address (the post's, or the one its title gives)
            names = {key, matter_key(other.title), other.slug} if other is not None else {key, matter_slug(named) if m.groupdict().get("t") else key}
            answers = [k for k in assumed if _assumed_key(k) in names]
            answer = assumed[answers[0]] if answers else None
            used |= set(answers)
            if other is not None and other.status in RESOLVED_FOR:
                passed = RESOLVED_FOR[other.status]
                if answer is not None and answer != passed:
                    raise BlognomicError(f"--assume {answers[0]!r}: the blog says {other.title!r} was {other.status} ({other.url}); "
                                         "leave the --assume out")
                ins.condition_met = (passed if asks_passed else not passed) != negated
                ins.reason = f"{other.title!r} was {other.status} ({other.url})"
            elif answer is not None:
                ins.condition_met = (answer if asks_passed else not answer) != negated
                ins.reason = f"{said!r} assumed {'enacted' if answer else 'failed'} (--assume)"
            else:
                where = "not on the blog pages read" if other is None else f"still {other.status} ({other.url})"
                ins.reason = (f"condition not decided: {said!r} is {where}; answer it with --assume \"{said}=enacted\" "
                              f"or --assume \"{said}=failed\"")
            break
        else:
            key = condition_key(cond)
            if key in by_key:
                used |= {k for k in assumed if condition_key(k) == key}
                ins.condition_met = by_key[key] != negated
                ins.reason = f"“{cond}” assumed {'true' if by_key[key] else 'false'} (--assume)"
            else:
                ins.reason = (f"condition not decided: “{cond}” is read from neither the blog nor the wiki; "
                              f"answer it with --assume \"{cond}=true\" or --assume \"{cond}=false\"")
    return used


def _slug_of(url: str) -> str:
    """The post's slug in its address (https://blognomic.com/archive/<slug>, with or without a trailing slash)."""
    return url.rstrip("/").rsplit("/", 1)[-1].split("?")[0].split("#")[0]


def walk(instructions, depth: int = 0):
    """(depth, instruction) for every instruction, a conditional's own after it, one level deeper."""
    for ins in instructions:
        yield depth, ins
        yield from walk(ins.children, depth + 1)


def _walk(instructions):
    return (ins for _, ins in walk(instructions))


@dataclass
class Plan:
    title: str
    url: str
    instructions: list[Instruction]
    ruleset: RulesetEnactment | None
    gamestate: object | None = None  # enactment.gamestate.GamestateEnactment
    gamestate_page: str | None = None
    summary: str = ""
    gamestate_summary: str = ""
    admin_note: str | None = None
    notes: list[str] = field(default_factory=list)
    assumed: dict = field(default_factory=dict)  # the answers --assume gave, each to a condition of the proposal
    found: list = field(default_factory=list)  # the matters the conditions name, read from the blog beyond `posts`

    @property
    def open_items(self) -> list[Instruction]:
        """What is not applied (commentary aside; a conditional not met is done with): a partial enactment is refused
        unless asked for. An undecided conditional is open itself (the admin must decide it)."""
        out: list[Instruction] = []

        def visit(items):
            for ins in items:
                if ins.kind == "commentary":
                    continue
                if ins.kind == "conditional":
                    if ins.condition_met is None:
                        out.append(ins)
                    elif ins.condition_met:
                        visit(ins.children)
                    else:  # the branch not taken is done with, unless what was not read in it may hold the other branch
                        out.extend(i for i in _walk(ins.children) if holds_other_branch(i))
                    continue
                if ins.status != "applied":
                    out.append(ins)

        visit(self.instructions)
        return out

    @property
    def questions(self) -> list[str]:
        """One line per condition nobody decided: the condition, and how to answer it (--assume)."""
        return [f"“{condition_said(i)}”: {i.reason.removeprefix('condition not decided: ')}" for i in _walk(self.instructions)
                if i.kind == "conditional" and i.condition_met is None and i.reason and "--assume" in i.reason]

    @property
    def complete(self) -> bool:
        return not self.open_items

    @property
    def read_nothing(self) -> bool:
        """No instruction was read (an empty body, commentary only): there is nothing to enact, and it is never
        reported enacted."""
        return not any(ins.kind not in ("commentary",) for ins in _walk(self.instructions))

    @property
    def applies_nothing(self) -> bool:
        """Instructions were read but none of them can be applied (each not understood, or not applicable) and none is
        done with (a conditional not met, a change already there): there is nothing to enact, with or without
        --partial, and it is never reported enacted."""
        if not self.open_items:
            return False
        return not any(ins.status in ("applied", "already applied") or (ins.kind == "conditional" and ins.condition_met is not None)
                       for ins in _walk(self.instructions) if ins.kind != "commentary")

    @property
    def already(self) -> list[Instruction]:
        """The instructions whose change the Ruleset already shows (not made a second time)."""
        return [ins for ins in _walk(self.instructions) if ins.status == "already applied"]

    def to_dict(self) -> dict:
        return {
            "title": self.title, "url": self.url,
            "instructions": [i.to_dict() for i in self.instructions],
            "summary": self.summary, "admin_note": self.admin_note,
            "complete": self.complete,
            "gamestate_page": self.gamestate_page, "gamestate_summary": self.gamestate_summary or None,
            "notes": self.notes, "questions": self.questions,
        }


def plan_enactment(post: Post, ruleset_text: str, *, source: str = "", posts: list[Post] | None = None,
                   gamestate_text: str | None = None, gamestate_page: str | None = None, ruleset=None,
                   admin_note: str | None = None, players: list[str] | None = None, again: bool = False, schema=None,
                   assumed: dict[str, bool] | None = None, lookup: Callable[[str], Post | None] | None = None) -> Plan:
    """Read the post's instructions, decide its conditions from `posts`, apply them to the Ruleset's wikitext and, when
    given, to the gamestate page (read with the schema of `ruleset`, the parsed Ruleset in force; `schema` when it is
    built already). A change the Ruleset already shows is ``already applied``, not made twice, unless ``again``."""
    instructions = post_instructions(post)
    found: list[Post] = []

    def look(named: str) -> Post | None:
        got = lookup(named) if lookup is not None else None
        if got is not None:
            found.append(got)
        return got

    used = decide_conditions(instructions, list(posts or []), assumed, look)
    unused = [k for k in (assumed or {}) if k not in used]
    if unused:
        asked = [condition_said(i) for i in _walk(instructions) if i.kind == "conditional" and not re.match(OTHER_BRANCH, i.condition or "", re.I)]
        raise BlognomicError(f"--assume {unused[0]!r}: no condition of “{post.title}” asks about it"
                             + (f" (its conditions: {'; '.join(f'“{c}”' for c in asked)})" if asked else " (it has no condition)"))
    title = matter_title(post)
    gamestate = None
    if ruleset is not None and any(i.kind in ("gamestate", "not_understood") for i in _walk(instructions)):
        from ..validators.schema import extract_schema
        from .gamestate import apply_to_gamestate, players_on, read_gamestate_instructions

        schema = schema or extract_schema(ruleset)
        players = players_on(gamestate_text, schema, gamestate_page or "") if gamestate_text is not None else list(players or [])
        instructions = read_gamestate_instructions(instructions, schema, players)
        if gamestate_text is not None and any(i.kind == "gamestate" for i in _walk(instructions)):
            gamestate = apply_to_gamestate(gamestate_text, instructions, ruleset=schema, page=gamestate_page or "", proposal=title)
    for ins in _walk(instructions):
        if ins.kind == "gamestate" and ins.status == "pending" and gamestate is None:
            ins.reason = ins.reason or "no gamestate page was read (read the Ruleset from the wiki, or give --gamestate FILE)"
    rs = apply_to_ruleset(ruleset_text, instructions, source=source, ruleset=ruleset, again=again)
    return Plan(title=title, url=post.url, instructions=instructions, ruleset=rs, gamestate=gamestate,
                gamestate_page=gamestate_page, summary=rs.edit_summary(title),
                gamestate_summary=f'Enacted "{title}"' if gamestate is not None else "", admin_note=admin_note,
                assumed=dict(assumed or {}), found=found)


def post_instructions(post: Post) -> list[Instruction]:
    """The instructions read from a post's body (its HTML; a body known only as text is read as its paragraphs)."""
    return read_instructions(post.body_html or _paragraphs(post.body), source=post.url)


def _paragraphs(text: str) -> str:
    import html

    return "".join(f"<p>{html.escape(p)}</p>" for p in text.split("\n\n") if p.strip())


# -- what is done already: the wiki's history ----------------------------------------------------------------------


def naming(history: list, title: str) -> list:
    """The revisions of a page's history (oldest first) whose edit summary names the matter `title` as enacted
    (``/* Dynastic Rules */ Enacted "Title"``, ``Enacting Title``...): how a second run, or a second admin, tells that
    it was done (enact writes such a summary on both pages it saves)."""
    return [r for r in history if names_matter(r.revision.comment, title)]


def taken_out_by(history: list, text: str):
    """The latest revision of a page's history (oldest first, content included) that took `text` out: its parent held
    it and it does not. None when no revision of the history did."""
    want = squash(text)
    if not want:
        return None
    for prev, rev in reversed(list(zip(history, history[1:]))):
        if prev.text is not None and rev.text is not None and want in squash(prev.text) and want not in squash(rev.text):
            return rev
    return None


def said(rev) -> str:
    """A revision as the reports name it: "revision 123 by Kevan (2024-02-22 10:00, “summary”)"."""
    r = rev.revision
    when = (r.timestamp or "")[:16].replace("T", " ")
    return f"revision {r.revid} by {r.user or '?'}" + (f" ({when}, “{r.comment}”)" if r.comment else f" ({when})" if when else "")


# -- how an edit summary names the matter it enacts ----------------------------------------------------------------

# How an edit summary names the matter it enacts (data): the title is the group "t".
SUMMARY_FORMS = [
    r"\bEnact(?:ed|ing|s)?\s*(?:proposal\s*)?[:\-]?\s*[“\"](?P<t>[^”\"]+)[”\"]",
    r"\bEnact(?:ed|ing|s)?\s+(?:proposal\s+)?(?P<t>[^,;()]+?)\s*(?:[,;(]|$)",
    r"\b(?:Passed|Adopting|Implementing)\s+[“\"](?P<t>[^”\"]+)[”\"]",
]


# The words before the title in a summary that names the matter it enacts (data, read by names_matter).
SUMMARY_VERBS = r"\b(?:Enact(?:ed|ing|s)?|Passed|Adopting|Implementing)\s*(?:proposal\s*)?[:\-]?\s*"
_QUOTES = "“”\"‘’'"


def names_matter(summary: str | None, title: str) -> bool:
    """Whether an edit summary says it enacts the matter `title`, whatever the title holds (quotation marks, brackets,
    words that also start another title): the title is looked for whole after the verb, either inside quotation marks
    or ending the summary's clause. Quotation marks of any kind match each other, spaces match any run of spaces."""
    if not summary:
        return False
    t = matter_title(title)
    if not t:
        return False
    s = re.sub(r"^/\*.*?\*/\s*", "", summary.strip())
    body = "".join(f"[{re.escape(_QUOTES)}]" if ch in _QUOTES else r"\s+" if ch.isspace() else re.escape(ch)
                   for ch in re.sub(r"\s+", " ", t))
    prefix = r"(?:(?:Proposal|Call\s+for\s+Judge?ment|CfJ)\s*:\s*)?"
    quoted = SUMMARY_VERBS + f"[{re.escape(_QUOTES)}]" + prefix + body + f"[{re.escape(_QUOTES)}]"
    bare = SUMMARY_VERBS + prefix + body + r"(?=\s*(?:[,;(.]|$))"
    return bool(re.search(quoted, s, re.I) or re.search(bare, s, re.I))


def matter_named(summary: str | None) -> str | None:
    """The title of the matter an edit summary says it enacts, or None."""
    if not summary:
        return None
    s = re.sub(r"^/\*.*?\*/\s*", "", summary.strip())
    for pattern in SUMMARY_FORMS:
        m = re.search(pattern, s, re.I)
        if m and m.group("t").strip():
            return m.group("t").strip()
    return None


def squash(s: str) -> str:
    """A text as compared between revisions: quotes straightened, whitespace runs one space, case folded."""
    return re.sub(r"\s+", " ", re.sub(r"[“”]", '"', re.sub(r"[‘’]", "'", s))).strip().casefold()
