"""The enactments in the Ruleset's history audited: each revision whose edit summary names an enacted matter against
that matter's instructions recomputed on the previous revision (`audit_revision`); what the history says is enacted
of a post already (`enacted_on_wiki`, which `enact` asks before it saves); and the whole window of a page's history
(`audit_history`, the `audit ruleset` command). The wiki and the blog are read through the clients handed in."""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from ..enactment import decide_conditions, matter_key, matter_named, names_matter, naming, post_instructions, squash, walk
from ..enactment.ruleset import apply_to_ruleset
from ..errors import BlognomicError
from ..herald import revision_time
from ..models import Post
from ..parsers import parse_ruleset


def instructions_in(instructions):
    """Every instruction, a conditional's own included."""
    return (ins for _, ins in walk(instructions))


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
    instructions = post_instructions(post)
    decide_conditions(instructions, plan_posts)
    result = apply_to_ruleset(prev_text, instructions, source=f"revision {parentid}", again=True)
    expected = result.new
    if expected == rev_text:
        a.verdict = "exact"
        return a
    a.diff = "".join(difflib.unified_diff(expected.splitlines(keepends=True), rev_text.splitlines(keepends=True),
                                          fromfile=f"recomputed from revision {parentid}", tofile=f"revision {revid}"))
    unread = [i for i in instructions_in(instructions) if i.kind not in ("commentary", "gamestate") and i.status != "applied" and i.kind != "conditional"]
    if unread:
        a.verdict = "cannot check"
        a.details += [f"{i.kind} not applied when recomputing ({i.reason}): {i.sentence[:120]}" for i in unread]
        return a
    missing = []
    for ins in instructions_in(instructions):
        if ins.status != "applied" or ins.kind in ("commentary", "gamestate", "conditional"):
            continue
        needle = ins.text if ins.kind in ("add_rule", "append_text", "prepend_text", "insert_text", "replace_rule", "replace_text") else ins.title
        if needle and needle.strip() and squash(needle) not in squash(rev_text):
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
        try:
            gnamed = naming(wiki.history(gamestate_page, since=post.posted_at, content=False), post.title)
        except BlognomicError:
            gnamed = []  # a page that does not exist yet has no enactment in its history
        gs_rev = gnamed[-1] if gnamed else None
    return rs_rev, audit, gs_rev


def audit_history(wiki, blog, page: str, since: datetime, until: datetime) -> list[RevisionAudit]:
    """Every revision of `page` saved from `since` to `until`, audited: those whose summary names an enacted matter
    against the matter's post (found on the blog's front page and its month pages from the month before the first
    revision), the others said as not enactments."""
    revs = [r for r in wiki.history(page, since=since) if (revision_time(r.revision.timestamp) or since) <= until]
    listed: dict[str, object] = {}
    if any(matter_named(r.revision.comment) for r in revs):
        # the front page (the latest matters), then the month pages from the month before the first revision
        times = [t for t in (revision_time(r.revision.timestamp) for r in revs) if t is not None] or [since]
        first = min(times)
        before = first.replace(day=1) - timedelta(days=1)
        for q in blog.listing("")[0] + blog.months(before, max(times)):
            listed.setdefault(matter_key(q.title), q)
    rows = []
    prev_text: dict[int, str] = {}
    for r in revs:
        if r.text is not None:
            prev_text[r.revision.revid] = r.text
    for r in revs:
        rev = r.revision
        matter = matter_named(rev.comment)
        parent = r.parentid
        before = prev_text.get(parent) if parent else None
        if matter and parent and before is None:
            before = wiki.read(page, rev=parent).text
        post = None
        # the post whose title the summary names (a title may hold quotation marks: the summary is read for each one)
        q = listed.get(matter_key(matter)) if matter else None
        if matter and (q is None or not names_matter(rev.comment, q.title)):
            q = next((x for x in listed.values() if names_matter(rev.comment, x.title)), q)
        if q is not None:
            post, _roster = blog.post(q.url)
        a = audit_revision(r.text or "", before if parent else None, post, revid=rev.revid, parentid=parent,
                           timestamp=rev.timestamp, user=rev.user, summary=rev.comment, posts=list(listed.values()))
        rows.append(a)
    return rows
