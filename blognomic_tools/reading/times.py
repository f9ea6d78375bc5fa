"""Times as the tools are given them: an option (``--as-of``, ``--since``), a setting (the sandbox's clock), a
revision's timestamp, a Virtual Action's ``at``, the browser page's field.

The one reader of such a time: ISO 8601 with ``Z`` or an offset, or with no zone at all, which means UTC (the clock
BlogNomic's rules count by); always answered aware and in UTC, so that what is printed as UTC is UTC. (A page's own
time, as a post's ``<time datetime>``, must carry its offset: its reader refuses one without.)
"""
from __future__ import annotations

from datetime import datetime, timezone

from ..errors import BlognomicError

EXAMPLE = "2024-02-22T12:00:00Z"


def utc_time(value: str) -> datetime:
    """The time ``value`` says, aware and in UTC; ValueError if it is not a time."""
    t = datetime.fromisoformat(str(value).strip().replace("Z", "+00:00"))
    return (t if t.tzinfo else t.replace(tzinfo=timezone.utc)).astimezone(timezone.utc)


def given_time(value: str, what: str) -> datetime:
    """A time the user gave as ``what`` (an option's name): the time in UTC, or an error that says what and where."""
    try:
        return utc_time(value)
    except ValueError:
        raise BlognomicError(f"{what} {value!r}: not a time (use e.g. {EXAMPLE})") from None


def now_utc() -> datetime:
    """Now, in UTC, to the second (as the game's times are written)."""
    return datetime.now(timezone.utc).replace(microsecond=0)
