"""A player's own queue: the pending matters on which a player has no vote, and what a vote of theirs would change
now. Each "would" is the tally run again with that one vote added to the matter's comments (at the time of the
tally), never a count of its own: what counts as a vote (an icon the rules do not count, a DEFERENTIAL with no
emperor's vote to copy, the author's implicit vote) is the tally's to say."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime

from ..errors import BlognomicError
from ..kinds import TallyVerdict
from ..models import Comment, Post, Roster
from ..profile import RulesProfile
from .ballots import canonical_name, players_of
from .base import VALID, Ballot, Reason, Verdict
from .engine import tally_posts

SETTLED = (TallyVerdict.ENACTABLE, TallyVerdict.FAILABLE)


@dataclass
class IfVoted:
    """The matter's verdict now with one more vote of the player's."""

    vote: str
    verdict: TallyVerdict
    reason: Reason | None  # the first reason of that verdict, with the rule that decides it
    next_change: datetime | None = None
    next_change_why: str | None = None


@dataclass
class QueueEntry:
    """A pending matter the player has no vote on: its tally as it stands, their ballot (no vote, and why, when they
    posted an icon that does not count), each vote's outcome and what it would change, in words, each with the rule
    that decides it when there is one."""

    matter: Verdict
    ballot: Ballot
    if_voted: list[IfVoted]
    changes: list[Reason] = field(default_factory=list)

    def to_dict(self) -> dict:
        m = self.matter
        return {
            "url": m.url, "title": m.title, "kind": str(m.kind), "author": m.author,
            "posted_at": m.posted_at.strftime("%Y-%m-%dT%H:%M:%SZ") if m.posted_at else None,
            "verdict": str(m.verdict), "reason": m.reasons[0].text if m.reasons else None,
            "counts": {k: m.counts[k] for k in ("FOR", "AGAINST", "quorum", "players")},
            "your_ballot": {"vote": self.ballot.vote, "trail": list(self.ballot.trail)},
            "if_you_vote": {o.vote: {"verdict": str(o.verdict), "reason": o.reason.text if o.reason else "",
                                     "rule": o.reason.citation.to_dict() if o.reason and o.reason.citation else None,
                                     "next_change": o.next_change.strftime("%Y-%m-%dT%H:%M:%SZ") if o.next_change else None}
                            for o in self.if_voted},
            "changes": [c.to_dict() for c in self.changes],
        }


@dataclass
class PlayerQueue:
    """A player's queue at `as_of`: the matters without a vote of theirs (oldest first) and those they voted on."""

    player: str  # as the roster spells the name
    as_of: datetime
    entries: list[QueueEntry]
    voted: list[tuple[str, str, str]]  # (title, url, vote) of the pending matters they have a vote on

    def to_dict(self) -> dict:
        return {"player": self.player, "queue": [e.to_dict() for e in self.entries],
                "voted": [{"title": t, "url": u, "vote": v} for t, u, v in self.voted]}


def with_vote(post: Post, player: str, vote: str, at: datetime) -> Post:
    """The matter as its page would be with one more comment of `player`'s at `at` carrying the icon of `vote`."""
    return replace(post, comments=[*post.comments, Comment(author=player, posted_at=at, icons=[vote])])


def what_changes(now: Verdict, options: list[IfVoted]) -> list[Reason]:
    """What each vote would change, in words, with the rule that decides it: a verdict other than now's (cited as the
    tally cites that verdict's reason), or, the verdict kept, a time at which it changes other than now's; "no vote of
    yours changes its status now" (citing what decides the status now) when neither changes it."""
    lines = []
    for o in options:
        why, cited = (o.reason.text, o.reason.citation) if o.reason else ("", None)
        if o.verdict != now.verdict:
            lines.append(Reason(f"{o.vote} would make it {o.verdict} ({why})" if o.verdict in SETTLED
                                else f"{o.vote} would make it “{o.verdict}” instead of “{now.verdict}” ({why})", cited))
    if not lines:
        lines.append(Reason("no vote of yours changes its status now", now.reasons[0].citation if now.reasons else None))
        for o in options:
            if o.next_change != now.next_change and o.next_change_why:
                lines.append(Reason(f"{o.vote} keeps it “{now.verdict}” now; with it, {o.next_change_why}"))
            elif o.next_change != now.next_change:
                lines.append(Reason(f"{o.vote} would leave it “{o.verdict}” with no change foreseen"
                                    + (f" (now: {now.next_change_why})" if now.next_change_why else "")))
    return lines


def check_player(player: str, rosters: list[Roster]) -> str:
    """The name as the rosters spell it; a name on none of them (an idle player, or nobody) is an error naming the
    roster read."""
    for r in rosters:
        name = canonical_name(player, players_of(r))
        if name is not None:
            return name
    if not rosters:
        raise BlognomicError(f"player {player!r}: no roster to find them on (no pending matter, and no roster given)")
    r = rosters[0]
    where = r.where or r.source or "the roster"
    if any(i.casefold() == player.casefold() for i in r.idle):
        raise BlognomicError(f"player {player!r} is idle on {where}: an idle player does not vote")
    raise BlognomicError(f"player {player!r} is not an active player on {where} (the players: {', '.join(players_of(r))})")


def player_queue(items: list[tuple[Post, Roster | None]], profile: RulesProfile, rosters, as_of: datetime, player: str, *,
                 listed: list[Post] | None = None, admin: str = "<you>", front: Roster | None = None) -> PlayerQueue:
    """`player`'s queue among the pending matters `items` (each post with its page's sidebar, as ``tally_posts`` takes
    them): the matters on which the tally gives them no vote, each with the tally again with their FOR, then their
    AGAINST, added at `as_of`. `front`: the front page's sidebar, the roster the name is checked on when no matter is
    pending. A name on no roster is an error (BlognomicError)."""
    verdicts = tally_posts(items, profile, rosters, as_of, admin=admin, listed=listed)
    seen = [rosters.for_post(front, "the front page")] if not verdicts and front is not None else []
    ballots = {v.url: {b.player.casefold(): b for b in v.ballots} for v in verdicts}
    on = [v for v in verdicts if player.casefold() in ballots[v.url]]
    if not on:  # no pending matter, or a name on no matter's roster: checked on the rosters read (an error names them)
        seen = seen or [rosters.for_post(sidebar, post.url) for post, sidebar in items]
        return PlayerQueue(check_player(player, seen), as_of, [], [])
    name = ballots[on[0].url][player.casefold()].player
    entries, voted = [], []
    for v in on:
        ballot = ballots[v.url][player.casefold()]
        if ballot.vote is not None:
            voted.append((v.title, v.url, ballot.vote))
            continue
        options = []
        for vote in VALID:
            again = [(with_vote(p, name, vote, as_of) if p.url == v.url else p, sb) for p, sb in items]
            w = next(x for x in tally_posts(again, profile, rosters, as_of, admin=admin, listed=listed) if x.url == v.url)
            options.append(IfVoted(vote, w.verdict, w.reasons[0] if w.reasons else None, w.next_change, w.next_change_why))
        entries.append(QueueEntry(v, ballot, options, what_changes(v, options)))
    return PlayerQueue(name, as_of, entries, voted)
