"""Enacting a proposal: its instructions read from the post, applied to the Ruleset's wikitext (and to the gamestate
page), with the edit summary and the admin note; and the audit of past enactments in the Ruleset's history.

The steps, each with its own home: `parsers.proposal.read_instructions` (the post body -> instructions, pure),
`enactment.gamestate` (gamestate sentences read with the schema, applied cell by cell and validated),
`enactment.ruleset` (Ruleset instructions applied byte-minimally). This module decides the conditional parts from
the blog, joins the steps into a `Plan` and compares a past revision with its recomputed enactment (`audit_revision`).
Nothing here does I/O but `enacted_on_wiki`, which reads a page's history through the wiki client it is handed; the
CLI reads the post and the pages and hands them in.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from ..models import Instruction, Post
from ..parsers.proposal import read_instructions
from .ruleset import RulesetEnactment, apply_to_ruleset

# How a conditional names another matter's outcome: (pattern, outcome it asks about). Data, read by _condition_on.
CONDITION_FORMS = [
    (r"^(?:the )?(?:Proposal|CfJ|Call for Judge?ment)\s*[:“\"‘']?\s*(?P<t>.+?)[”\"’']?\s+(?:has (?:been )?(?:passed|enacted)|passe[sd]|was enacted|is enacted)$", True),
    (r"^(?:the )?(?:Proposal|CfJ|Call for Judge?ment)\s*[:“\"‘']?\s*(?P<t>.+?)[”\"’']?\s+(?:has (?:been )?failed|failed|was failed|did not pass|has not passed)$", False),
]
RESOLVED_FOR = {"enacted": True, "failed": False, "vetoed": False, "illegal": False, "withdrawn": False}


def matter_title(post: Post | str) -> str:
    """A matter's title as edit summaries and other proposals name it: without "Proposal: " or "CfJ: "."""
    title = post.title if isinstance(post, Post) else post
    return re.sub(r"^(?:Proposal|Call for Judge?ment|CfJ|CFJ)\s*:\s*", "", title.strip(), flags=re.I).strip()


def matter_key(title: str) -> str:
    """A matter's title as matched between edit summaries, conditions and the blog (no prefix, quotes, case)."""
    t = re.sub(r"[“”\"‘’']", "", matter_title(title)).casefold()
    return re.sub(r"\s+", " ", t).strip()


def decide_conditions(instructions: list[Instruction], posts: list[Post]) -> None:
    """Set `condition_met` of each conditional whose condition names another matter's outcome, from that matter's
    status on the blog (True/False once resolved; None while pending or when the matter is not found: the admin
    is asked). Conditions of any other form stay None."""
    by_title = {matter_key(p.title): p for p in posts}
    for ins in _walk(instructions):
        if ins.kind != "conditional" or ins.condition_met is not None or not ins.condition:
            continue
        cond = ins.condition.strip().rstrip(",.").strip()
        cond = re.sub(r"^(?:if|when)\s+", "", cond, flags=re.I)
        for pattern, asks_passed in CONDITION_FORMS:
            m = re.match(pattern, cond, re.I)
            if not m:
                continue
            other = by_title.get(matter_key(m.group("t")))
            if other is None or other.status not in RESOLVED_FOR:
                ins.reason = (f"condition not decided: {m.group('t')!r} is " + ("not on the blog pages read" if other is None else f"still {other.status}"))
                break
            passed = RESOLVED_FOR[other.status]
            ins.condition_met = passed if asks_passed else not passed
            ins.reason = f"{other.title!r} was {other.status} ({other.url})"
            break


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
                    continue
                if ins.status != "applied":
                    out.append(ins)

        visit(self.instructions)
        return out

    @property
    def complete(self) -> bool:
        return not self.open_items

    @property
    def read_nothing(self) -> bool:
        """No instruction was read (an empty body, commentary only): there is nothing to enact, and it is never
        reported enacted."""
        return not any(ins.kind not in ("commentary",) for ins in _walk(self.instructions))

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
            "notes": self.notes,
        }


def plan_enactment(post: Post, ruleset_text: str, *, source: str = "", posts: list[Post] | None = None,
                   gamestate_text: str | None = None, gamestate_page: str | None = None, ruleset=None,
                   admin_note: str | None = None, players: list[str] | None = None, again: bool = False) -> Plan:
    """Read the post's instructions, decide its conditions from `posts`, apply them to the Ruleset's wikitext and, when
    given, to the gamestate page (read with the schema of `ruleset`, the parsed Ruleset in force). A change the Ruleset
    already shows is ``already applied``, not made twice, unless ``again``."""
    instructions = read_instructions(post.body_html or _paragraphs(post.body), source=post.url)
    decide_conditions(instructions, list(posts or []))
    title = matter_title(post)
    gamestate = None
    if ruleset is not None and any(i.kind in ("gamestate", "not_understood") for i in _walk(instructions)):
        from ..validators.schema import extract_schema
        from .gamestate import apply_to_gamestate, players_on, read_gamestate_instructions

        schema = extract_schema(ruleset)
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
                gamestate_summary=f'Enacted "{title}"' if gamestate is not None else "", admin_note=admin_note)


def _paragraphs(text: str) -> str:
    import html

    return "".join(f"<p>{html.escape(p)}</p>" for p in text.split("\n\n") if p.strip())


# -- what is done already: the wiki's history ----------------------------------------------------------------------


def naming(history: list, title: str) -> list:
    """The revisions of a page's history (oldest first) whose edit summary names the matter `title` as enacted
    (``/* Dynastic Rules */ Enacted "Title"``, ``Enacting Title``...): how a second run, or a second admin, tells that
    it was done (enact writes such a summary on both pages it saves)."""
    key = matter_key(title)
    return [r for r in history if (m := matter_named(r.revision.comment)) and matter_key(m) == key]


def taken_out_by(history: list, text: str):
    """The latest revision of a page's history (oldest first, content included) that took `text` out: its parent held
    it and it does not. None when no revision of the history did."""
    want = _squash(text)
    if not want:
        return None
    for prev, rev in reversed(list(zip(history, history[1:]))):
        if prev.text is not None and rev.text is not None and want in _squash(prev.text) and want not in _squash(rev.text):
            return rev
    return None


def enacted_on_wiki(wiki, post: Post, ruleset_page: str, gamestate_page: str | None, posts: list[Post] | None = None):
    """What the wiki's history says is enacted of `post` already: (the Ruleset revision since the post whose summary
    names the matter, its audit against the proposal recomputed on its parent revision, the gamestate revision that
    names it); None for each that no revision shows. A second run, another admin's enactment, a run stopped half-way."""
    named = naming(wiki.history(ruleset_page, since=post.posted_at, content=False), post.title) if post.posted_at else []
    rs_rev = audit = None
    if named:
        rs_rev = named[-1]
        r = rs_rev.revision
        after = wiki.read(ruleset_page, rev=r.revid).text
        before = wiki.read(ruleset_page, rev=rs_rev.parentid).text if rs_rev.parentid else None
        audit = audit_revision(after, before, post, revid=r.revid, parentid=rs_rev.parentid, timestamp=r.timestamp, user=r.user,
                               summary=r.comment, posts=posts)
    gs_rev = None
    if gamestate_page and post.posted_at:
        from ..errors import BlognomicError

        try:
            gnamed = naming(wiki.history(gamestate_page, since=post.posted_at, content=False), post.title)
        except BlognomicError:
            gnamed = []  # a page that does not exist yet has no enactment in its history
        gs_rev = gnamed[-1] if gnamed else None
    return rs_rev, audit, gs_rev


def said(rev) -> str:
    """A revision as the reports name it: "revision 123 by Kevan (2024-02-22 10:00, “summary”)"."""
    r = rev.revision
    when = (r.timestamp or "")[:16].replace("T", " ")
    return f"revision {r.revid} by {r.user or '?'}" + (f" ({when}, “{r.comment}”)" if r.comment else f" ({when})" if when else "")


# -- audit of past enactments ---------------------------------------------------------------------------------------

# How an edit summary names the matter it enacts (data): the title is the group "t".
SUMMARY_FORMS = [
    r"\bEnact(?:ed|ing|s)?\s*(?:proposal\s*)?[:\-]?\s*[“\"](?P<t>[^”\"]+)[”\"]",
    r"\bEnact(?:ed|ing|s)?\s+(?:proposal\s+)?(?P<t>[^,;()]+?)\s*(?:[,;(]|$)",
    r"\b(?:Passed|Adopting|Implementing)\s+[“\"](?P<t>[^”\"]+)[”\"]",
]


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


@dataclass
class RevisionAudit:
    revid: int
    parentid: int | None
    timestamp: str | None
    user: str | None
    summary: str | None
    matter: str | None  # as the summary names it
    url: str | None = None  # the matter's post
    verdict: str = ""  # exact | missing instruction | extra change | text differs | not an enactment | matter not found | cannot check
    details: list[str] = field(default_factory=list)
    diff: str = ""

    @property
    def finding(self) -> bool:
        """A wrong enactment, or one whose matter is not on the blog. "cannot check" and "not an enactment" are said,
        not counted."""
        return self.verdict in FINDINGS

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in ("revid", "parentid", "timestamp", "user", "summary", "matter", "url", "verdict", "details", "diff")}


FINDINGS = ("missing instruction", "extra change", "text differs", "matter not found")


def audit_revision(rev_text: str, prev_text: str | None, post: Post | None, *, revid: int, parentid: int | None = None, timestamp=None,
                   user=None, summary: str | None = None, posts: list[Post] | None = None) -> RevisionAudit:
    """One Ruleset revision against its matter's instructions recomputed on the previous revision (`prev_text` None:
    the page's first revision)."""
    matter = matter_named(summary)
    a = RevisionAudit(revid=revid, parentid=parentid, timestamp=timestamp, user=user, summary=summary, matter=matter,
                      url=post.url if post is not None else None)
    if matter is None:
        a.verdict = "not an enactment"
        a.details.append("the edit summary names no enacted matter")
        return a
    if prev_text is None:
        a.verdict = "cannot check"
        a.details.append("the page's first revision: nothing to compare with")
        return a
    if post is None:
        a.verdict = "matter not found"
        a.details.append(f"no post titled {matter!r} on the blog pages read")
        return a
    a.url = post.url
    plan_posts = list(posts or [])
    instructions = read_instructions(post.body_html or _paragraphs(post.body), source=post.url)
    decide_conditions(instructions, plan_posts)
    result = apply_to_ruleset(prev_text, instructions, source=f"revision {parentid}", again=True)
    expected = result.new
    if expected == rev_text:
        a.verdict = "exact"
        return a
    a.diff = "".join(difflib.unified_diff(expected.splitlines(keepends=True), rev_text.splitlines(keepends=True),
                                          fromfile=f"recomputed from revision {parentid}", tofile=f"revision {revid}"))
    unread = [i for i in _walk(instructions) if i.kind not in ("commentary", "gamestate") and i.status != "applied" and i.kind != "conditional"]
    if unread:
        a.verdict = "cannot check"
        a.details += [f"{i.kind} not applied when recomputing ({i.reason}): {i.sentence[:120]}" for i in unread]
        return a
    missing = []
    for ins in _walk(instructions):
        if ins.status != "applied" or ins.kind in ("commentary", "gamestate", "conditional"):
            continue
        needle = ins.text if ins.kind in ("add_rule", "append_text", "prepend_text", "insert_text", "replace_rule", "replace_text") else ins.title
        if needle and needle.strip() and _squash(needle) not in _squash(rev_text):
            missing.append(ins)
        elif ins.kind == "repeal_rule" and ins.rule and re.search(r"^=+\s*" + re.escape(ins.rule) + r"\s*=+\s*$", rev_text, re.M | re.I):
            missing.append(ins)
    if missing:
        a.verdict = "missing instruction"
        a.details += [f"{i.kind} of {i.rule or i.title!r} is not in the revision: {i.sentence[:120]}" for i in missing]
        return a
    extra, differs = _compare(expected, rev_text, result.touched)
    if extra:
        a.verdict = "extra change"
        a.details += extra
        return a
    a.verdict = "text differs"
    a.details += differs or ["every instruction is there, in other words or places than the recomputed text"]
    return a


def _squash(s: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[“”]", '"', re.sub(r"[‘’]", "'", s))).strip().casefold()


def _compare(expected: str, actual: str, touched: list[dict]) -> tuple[list[str], list[str]]:
    """Where the revision differs from the recomputed enactment: outside every touched rule (an extra change), or
    inside one (the instruction applied in other words). Lines are the revision's."""
    exp_lines = expected.splitlines()
    starts, pos = [], 0
    for line in expected.splitlines(keepends=True):
        starts.append(pos)
        pos += len(line)
    # the touched rules, whole (heading to the end of their subrules), in the recomputed text
    spans = [tuple(t["span"]) for t in touched if t.get("span")]
    names = {t.get("rule") for t in touched if t.get("rule")}
    try:
        from ..parsers import parse_ruleset

        spans += [r.span for r in parse_ruleset(expected, fmt="wikitext", source="recomputed").rules() if r.title in names and r.span]
    except Exception:  # noqa: BLE001 - the recomputed page always parses; if not, the touched spans alone decide
        pass
    inside: set[int] = set()
    for a, b in spans:
        for i, st in enumerate(starts):
            if a <= st + len(exp_lines[i]) and st <= max(a, b):
                inside.add(i)
    extra, differs = [], []
    act_lines = actual.splitlines()
    sm = difflib.SequenceMatcher(None, exp_lines, act_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        old = " / ".join(exp_lines[i1:i2])
        new = " / ".join(act_lines[j1:j2])
        say = f"line {j1 + 1}: {_clip(old)!r} → {_clip(new)!r}" if old else f"line {j1 + 1}: added {_clip(new)!r}"
        if not new:
            say = f"line {j1 + 1}: removed {_clip(old)!r}"
        (differs if any(i in inside for i in range(i1, max(i2, i1 + 1))) else extra).append(say)
    return extra, differs


def _clip(s: str, n: int = 90) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"
