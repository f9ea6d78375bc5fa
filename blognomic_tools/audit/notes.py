"""Audit of resolved matters: the admin's note (parsed) against the tally recomputed by the rules in force, post by
post (`audit_post`) and for a month of the blog (`audit_month`, the `audit --month` command)."""
from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta, timezone

from ..errors import BlognomicError
from ..kinds import VOTABLE, PostStatus, TallyVerdict
from ..models import Post, Roster
from ..parsers.admin_note import AdminNote, parse_admin_note
from ..profile import RulesProfile
from ..tally import Verdict, add_time, tally

# the verdict each status asks for; an illegal proposal (over the Proposal limits) may be marked illegal or failed
EXPECTED = {PostStatus.ENACTED: (TallyVerdict.ENACTABLE,), PostStatus.FAILED: (TallyVerdict.FAILABLE, TallyVerdict.ILLEGAL),
            PostStatus.VETOED: (TallyVerdict.FAILABLE,), PostStatus.ILLEGAL: (TallyVerdict.FAILABLE, TallyVerdict.ILLEGAL)}


@dataclass
class AuditRow:
    url: str
    title: str
    status: str
    adminned_at: datetime | None
    note: AdminNote
    recomputed: Verdict
    mismatches: list[str] = field(default_factory=list)
    rules: dict | None = None  # the Ruleset revision it was judged by (era.RulesOfThen.to_dict), when known

    @property
    def ok(self) -> bool:
        return not self.mismatches and self.note.readable

    def to_dict(self) -> dict:
        from dataclasses import asdict

        return {
            "url": self.url, "title": self.title, "status": self.status,
            "adminned_at": self.adminned_at.strftime("%Y-%m-%dT%H:%M:%SZ") if self.adminned_at else None,
            "note": asdict(self.note), "recomputed": {"verdict": self.recomputed.verdict, "counts": self.recomputed.counts,
                                                      "reason": self.recomputed.reasons[0].text,
                                                      "citation": asdict(self.recomputed.reasons[0].citation) if self.recomputed.reasons[0].citation else None},
            "mismatches": self.mismatches, "note_readable": self.note.readable, "rules": self.rules,
        }


def context_at(posts: list[Post], t: datetime) -> list[Post]:
    """The matters that were pending at time t (posted by then, resolved later or not yet)."""
    out = []
    for p in posts:
        if p.posted_at is None or p.posted_at > t:
            continue
        if p.status == PostStatus.PENDING or (p.adminned_at is not None and p.adminned_at > t):
            out.append(replace(p, status=PostStatus.PENDING))
    return out


def rule_of_then(reason) -> str:
    """The rule a finding rests on, quoted as it read then: its line that holds a number of hours the reason compares
    against ("It has been open for voting for at least 24 hours."), else its first line."""
    import re

    from ..reading.citations import excerpt

    c = reason.citation
    if c is None:
        return ""
    lines = [ln.strip(" *#:•-") for ln in c.text.splitlines() if ln.strip()]
    for hours in re.findall(r"[<>≥≤]\s*(\d+)\s*h\b", reason.text):
        hit = next((ln for ln in lines if re.search(rf"\b{hours}\s+hours?\b", ln)), None)
        if hit:
            return f" ({c.rule}: “{excerpt(hit, 160)}”)"
    return f" ({c.rule}: “{c.quote(160)}”)"


def audit_time(post: Post) -> datetime:
    """The time a resolved matter is judged at: just before the admin acted (else its last comment, else its post)."""
    if post.adminned_at:
        # just before the admin acted (a date at the calendar's very start has no "before": take it as is)
        t = add_time(post.adminned_at, -timedelta(seconds=1)) or post.adminned_at
    else:
        t = max((c.posted_at for c in post.comments if c.posted_at), default=post.posted_at)
    if t is None:
        raise BlognomicError(f"{post.url}: neither the post, its comments nor its admin note have a date: nothing to audit against")
    return t


def audit_post(post: Post, profile: RulesProfile, roster: Roster, month: list[Post]) -> AuditRow:
    note = parse_admin_note(post.admin_note)
    t = audit_time(post)
    as_pending = replace(post, status=PostStatus.PENDING)
    ctx = [p for p in context_at(month, t) if p.url != post.url] + [as_pending]
    v = tally(as_pending, profile, roster, t, pending=ctx, posts=[p for p in month if p.url != post.url] + [as_pending])
    row = AuditRow(post.url, post.title, post.status, post.adminned_at, note, v)
    c = v.counts
    if not note.readable:
        row.mismatches.append(f"unparseable admin note: {note.raw!r} ({'; '.join(note.unparsed)})")
    want = EXPECTED.get(post.status)
    if want and v.verdict not in want:
        row.mismatches.append(f"marked {post.status}, but at {t:%d %b %Y %H:%M} UTC the rules gave “{v.verdict}”: {v.reasons[0].text}"
                              + rule_of_then(v.reasons[0]))
    if note.status and post.status != PostStatus.PENDING:
        same = note.status == post.status or (note.status in ("withdrawn", "vetoed") and post.status in (PostStatus.FAILED, PostStatus.VETOED))
        if not same:
            row.mismatches.append(f"the note says {note.status}, the post is marked {post.status}")
    if note.for_ is not None and (note.for_, note.against) != (c["FOR"], c["AGAINST"]):
        row.mismatches.append(f"the note says {note.for_}-{note.against}, recomputed {c['FOR']}-{c['AGAINST']}")
    if note.deferentials is not None and note.deferentials != c["DEFERENTIAL_resolved"]:
        row.mismatches.append(f"the note counts {note.deferentials} DEF, recomputed {c['DEFERENTIAL_resolved']}")
    return row


@dataclass
class MonthAudit:
    month: str  # YYYY/MM
    rows: list[AuditRow]
    rosters: list[str]  # where the rosters used came from, each said once
    rules: dict[str, list[str]] = field(default_factory=dict)  # each Ruleset revision used -> the matters it judged
    notes: list[str] = field(default_factory=list)  # what a revision or a roster only stands for, each said once

    @property
    def bad(self) -> int:
        """How many matters have findings."""
        return sum(1 for r in self.rows if not r.ok)


def _no_progress(what: str, total: int):
    return nullcontext(lambda: None)


def audit_month(blog, month: str, profile: RulesProfile | None, rosters, progress=_no_progress, *, rules_at=None, rosters_at=None) -> MonthAudit:
    """Every resolved votable matter of the blog's month page (`month` as YYYY/MM), oldest first, audited with the
    roster `rosters.for_post` gives for it (a roster.RosterSources). With `rules_at(t, matter)` (era.Era.rules_at),
    each matter is judged by the rules in force at its resolution (never its own enactment's revision), and `rosters_at(profile, t)` gives the
    roster's sources of that time; else by `profile` and `rosters` for all. `progress(what, total)`: a context that
    yields the function advancing it, once per post read and once per post audited (the CLI's progress bar)."""
    listed, _ = blog.listing(f"/{month}/")
    resolved = sorted((p for p in listed if p.kind in VOTABLE and p.status != PostStatus.PENDING), key=lambda p: p.posted_at or datetime.min.replace(tzinfo=timezone.utc))
    rows = []
    used: dict[str, None] = {}
    rules: dict[str, list[str]] = {}
    stands: dict[str, list[str]] = {}  # a revision saved after the time it stands for -> the matters it judged
    with progress(f"reading {month}", len(resolved)) as advance:
        pages = blog.posts([p.url for p in resolved], done=advance)  # a few at once
    with progress(f"auditing {month}", len(resolved)) as advance:
        for p, (post, sidebar) in zip(resolved, pages):
            post.adminned_at = post.adminned_at or p.adminned_at
            post.admin_note = post.admin_note or p.admin_note
            judged_by, sources, then = profile, rosters, None
            if rules_at is not None:
                then = rules_at(audit_time(post), post)
                judged_by = then.profile
                sources = rosters_at(judged_by, audit_time(post)) if rosters_at is not None else rosters
                rules.setdefault(then.label, []).append(post.title)
                if then.notes and then.in_force is not None:  # a file's note is the caller's to say
                    stands.setdefault(then.label, []).append(post.title)
            r_used = sources.for_post(sidebar, post.url)
            used.setdefault(r_used.where.split(" of http")[0] if r_used.where.startswith("the sidebar") else r_used.where, None)
            row = audit_post(post, judged_by, r_used, listed)
            row.rules = then.to_dict() if then is not None else None
            rows.append(row)
            advance()
    notes = [f"{label} is the first revision of the page, saved after the resolution of {', '.join(titles)}: it stands for the one "
             "in force then" for label, titles in stands.items()]
    return MonthAudit(month, rows, list(used), rules, notes)
