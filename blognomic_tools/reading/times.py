"""Times as the tools are given them: an option (``--as-of``, ``--since``), a setting (the sandbox's clock), a
revision's timestamp, a Virtual Action's ``at``, the browser page's field.

The one reader of such a time: ISO 8601 with ``Z`` or an offset, or with no zone at all, which means UTC (the clock
BlogNomic's rules count by); always answered aware and in UTC, so that what is printed as UTC is UTC. (A page's own
time, as a post's ``<time datetime>``, must carry its offset: its reader refuses one without.)

A time is one of the years EARLIEST to LATEST (UTC): the tools count hours and weeks from the times they are given
(a voting deadline, a window, a Fortnight), and a time at the ends of what Python's datetime holds
(``0001-01-01T00:00:00+01:00`` is a moment of the year 0 in UTC) cannot be counted from; it is refused as out of
range, never an overflow.
"""
from __future__ import annotations

from datetime import datetime, timezone

from ..errors import BlognomicError

EXAMPLE = "2024-02-22T12:00:00Z"
EARLIEST, LATEST = 1900, 9000  # the years a given time may fall in (UTC)


class OutOfRange(ValueError):
    """A well-formed time outside the years EARLIEST to LATEST."""


def utc_time(value: str) -> datetime:
    """The time ``value`` says, aware and in UTC; ValueError if it is not a time (OutOfRange if it is one the tools
    cannot count from)."""
    t = datetime.fromisoformat(str(value).strip().replace("Z", "+00:00"))
    if not EARLIEST <= t.year <= LATEST:  # before converting: the conversion itself may leave datetime's range
        raise OutOfRange(f"out of range (the tools read times of the years {EARLIEST} to {LATEST})")
    t = (t if t.tzinfo else t.replace(tzinfo=timezone.utc)).astimezone(timezone.utc)
    if not EARLIEST <= t.year <= LATEST:
        raise OutOfRange(f"out of range (the tools read times of the years {EARLIEST} to {LATEST})")
    return t


def given_time(value: str, what: str) -> datetime:
    """A time the user gave as ``what`` (an option's name): the time in UTC, or an error that says what and where."""
    shown = str(value) if len(str(value)) <= 60 else str(value)[:60] + "…"
    try:
        return utc_time(value)
    except OutOfRange as e:
        raise BlognomicError(f"{what} {shown!r}: {e}") from None
    except ValueError:
        raise BlognomicError(f"{what} {shown!r}: not a time (use e.g. {EXAMPLE})") from None


def now_utc() -> datetime:
    """Now, in UTC, to the second (as the game's times are written)."""
    return datetime.now(timezone.utc).replace(microsecond=0)


def said_time(t: datetime | None) -> str:
    """A time as the answers name it ("28 Feb 2024 09:00"), UTC."""
    return f"{t:%d %b %Y %H:%M}" if t is not None else "an unknown time"


def revision_label(title: str, revid: int | None, timestamp: str | None) -> str:
    """"Ruleset revision 7 of 28 Feb 2024 09:00": how an answer names the revision of a page it followed."""
    try:
        saved = utc_time(timestamp) if timestamp else None
    except ValueError:
        saved = None
    return f"{title} revision {revid} of {said_time(saved)}"
