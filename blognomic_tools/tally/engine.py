"""Tallying: the verdict on a matter with the earliest time it would change, several matters read together, the
pending queue of the blog's front page, and the check that a post page was read whole."""
from __future__ import annotations

from datetime import datetime

from ..kinds import VOTABLE, PostStatus, TallyVerdict
from ..models import Post, Roster
from ..profile import RulesProfile
from ..since import changes_since
from .ballots import players_of, read_ballots
from .base import Verdict, fmt_time
from .icons import counts_as
from .notes import suggest_note, votes_needed
from .timing import events
from .verdicts import evaluate


def tally(post: Post, profile: RulesProfile, roster: Roster, as_of: datetime, pending: list[Post] | None = None, admin: str = "<you>",
          posts: list[Post] | None = None) -> Verdict:
    """The verdict on one matter at ``as_of``, with the earliest time it would change if nobody else votes
    or posts: the whole pending queue is simulated (older proposals dropping out after the 7-day skip, every
    matter's hour thresholds, a pending DoV's hiatus, the Seasonal Downtime). `posts`: every matter known (any status),
    for the author's proposal limits (default: `pending`)."""
    # nobody posts: the queue is what was posted by as_of (and the matter itself)
    queue = [p for p in (pending or []) if p.posted_at is not None and p.posted_at <= as_of]
    res = read_ballots(post, profile, roster, as_of)
    known = posts if posts is not None else list(pending or [])
    v = evaluate(post, profile, roster, as_of, queue, res, posts=known)
    if v.verdict in (TallyVerdict.NOT_YET, TallyVerdict.ENACTABLE, TallyVerdict.FAILABLE, TallyVerdict.CANNOT_TELL) and post.posted_at:
        for t, why in events(post, profile, as_of, queue):
            later = evaluate(post, profile, roster, t, queue, res, posts=known)
            if later.verdict != v.verdict:
                v.next_change, v.next_verdict = t, later.verdict
                v.next_change_why = f"at {fmt_time(t)} ({why}) it becomes “{later.verdict}”: {later.reasons[0].text}"
                break
    v.needs = votes_needed(v, profile)
    v.suggested_note = suggest_note(v, profile, admin)
    v.since = changes_since(post, as_of, players_of(roster), lambda raw: counts_as(raw, profile))
    return v


def tally_posts(items: list[tuple[Post, Roster | None]], profile: RulesProfile, rosters, as_of: datetime, *, admin: str = "<you>",
                listed: list[Post] | None = None) -> list[Verdict]:
    """The verdicts on several matters read together (each post with the roster of its page's sidebar), oldest first:
    each is tallied with the others as the pending queue, and with every matter known (``listed``: the blog's
    front page) for the author's proposal limits. ``rosters``: where each matter's roster comes from
    (roster.RosterSources)."""
    listed = listed or []
    context = [p for p, _ in items]
    seen = {p.url for p in context}
    known = context + [q for q in listed if q.url not in seen]
    verdicts = [tally(post, profile, rosters.for_post(sidebar, post.url), as_of, pending=context, admin=admin, posts=known)
                for post, sidebar in items]
    verdicts.sort(key=lambda v: (v.posted_at or as_of, v.url))
    return verdicts


def pending_queue(listed: list[Post], as_of: datetime) -> list[Post]:
    """The pending votable matters of the blog's front page posted by `as_of`, oldest first (what ``tally --pending``
    tallies)."""
    return sorted((p for p in listed if p.kind in VOTABLE and p.status == PostStatus.PENDING and (p.posted_at is None or p.posted_at <= as_of)),
                  key=lambda p: p.posted_at or as_of)


def posted_by(post: Post, as_of: datetime, what: str = "--as-of") -> None:
    """A matter is tallied only at a time it existed: a post from after `as_of` is refused (never a tally with
    negative ages)."""
    from ..errors import BlognomicError

    if post.posted_at is not None and post.posted_at > as_of:
        raise BlognomicError(f"{post.url}: the post is from after {what} (posted {post.posted_at:%Y-%m-%d %H:%M} UTC, {what} "
                             f"{as_of:%Y-%m-%d %H:%M} UTC): it cannot be tallied at a time before it existed")


def check_whole(listed: Post, post: Post) -> None:
    """A post page with fewer comments than the front page counts for it is refused: an incomplete vote is never
    tallied (the page was cut, or the comment markup changed)."""
    from ..errors import BlognomicError

    if listed.comment_count is not None and len(post.comments) < listed.comment_count:
        raise BlognomicError(
            f"{post.url}: the listing counts {listed.comment_count} comments but {len(post.comments)} were read from the post page "
            "(truncated, or the comment markup changed: see the 'comment' selector); not tallying an incomplete vote"
        )


