"""What changed on a matter after the time of a tally (``--as-of`` in the past): the tally is right for its time, and
says what came after it, so that an answer about the past is never read as the answer of now: a VETO cast since, a
player's vote cast or changed since, the post adminned since."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from .kinds import PostStatus
from .models import Post


def _fmt(t: datetime | None) -> str:
    return t.strftime("%d %b %Y %H:%M UTC") if t else "?"


def changes_since(post: Post, as_of: datetime, players: list[str], icon_of: Callable[[str], str | None]) -> list[str]:
    """One line for each change after ``as_of``, oldest first: a VETO cast, a vote cast or changed (each by one of
    ``players``, the matter's voters), the post's status set by an admin. ``icon_of``: an icon as the page shows it ->
    the Ruleset's name for it (None when the Ruleset names no such icon)."""
    by_key = {p.casefold(): p for p in players}
    last: dict[str, str] = {}
    out: list[str] = []
    for c in sorted(post.comments, key=lambda c: c.posted_at or as_of):
        who = by_key.get(c.author.casefold())
        named = [n for n in (icon_of(raw) for raw in c.icons) if n]
        if who is None or not named:
            continue
        icon = named[-1]
        if c.posted_at is None or c.posted_at <= as_of:
            last[who] = icon
            continue
        if icon == "VETO":
            out.append(f"a VETO was cast by {who} at {_fmt(c.posted_at)}")
        elif who not in last:
            out.append(f"{who} voted {icon} at {_fmt(c.posted_at)}")
        elif last[who] != icon:
            out.append(f"{who} changed their vote from {last[who]} to {icon} at {_fmt(c.posted_at)}")
        last[who] = icon
    if post.status != PostStatus.PENDING and post.adminned_at is not None and post.adminned_at > as_of:
        out.append(f"the post was marked {post.status} at {_fmt(post.adminned_at)}" + (f" ({post.admin_note})" if post.admin_note else ""))
    return [f"since then: {line}" for line in out]
