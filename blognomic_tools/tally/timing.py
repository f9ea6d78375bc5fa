"""When a verdict changes with no one voting: the times after a matter's posting at which a condition of the rules
starts or stops holding, for every matter of the pending queue, and the Seasonal Downtime."""
from __future__ import annotations

from datetime import datetime, timedelta

from ..models import Post
from ..profile import RulesProfile
from .base import add_time, value_of


_THRESHOLDS: dict[int, tuple[RulesProfile, list[timedelta]]] = {}


def _thresholds(profile: RulesProfile) -> list[timedelta]:
    """Every time after a matter's posting at which a condition of the rules starts or stops holding:
    the hour conditions (a strict "more than" one second after), the 7-day skip, CfJ and DoV timings.
    Computed once per profile (a profile is not changed after it is built)."""
    hit = _THRESHOLDS.get(id(profile))
    if hit is not None and hit[0] is profile:
        return hit[1]
    if len(_THRESHOLDS) > 64:
        _THRESHOLDS.clear()
    out = _compute_thresholds(profile)
    _THRESHOLDS[id(profile)] = (profile, out)
    return out


def _compute_thresholds(profile: RulesProfile) -> list[timedelta]:
    out: set[timedelta] = set()
    for grp in (profile.proposal, profile.cfj, profile.dov):
        for f in grp.values():
            collect_hours(f.value, out)
    st = value_of(profile.proposal.get("stale_skip_days"))
    if st:
        out.add(timedelta(days=st["days"], seconds=1))
    ends = value_of(profile.cfj.get("ends"))
    if ends:
        extra = timedelta(seconds=1 if ends.get("strict") else 0)
        out.update({timedelta(days=ends["days"]) + extra, timedelta(days=ends["days_in_hiatus"]) + extra})
    ra = value_of(profile.dov.get("resolve_after"))
    if ra:
        out.update({timedelta(hours=ra["hours"]), timedelta(hours=ra["hours_if_emperor_voted"])})
    return sorted(out)


def collect_hours(value, out: set) -> None:
    if isinstance(value, dict):
        if value.get("kind") == "min_hours":
            out.add(timedelta(hours=value["hours"], seconds=1 if value.get("strict") else 0))
        for v in value.values():
            collect_hours(v, out)
    elif isinstance(value, list):
        for v in value:
            collect_hours(v, out)


def _hours_label(d: timedelta) -> str:
    h = d.total_seconds() / 3600
    return f"{h:g} h" if d.seconds % 3600 == 0 else f"just over {int(h)} h"


HORIZON = timedelta(days=366)


def events(post: Post, profile: RulesProfile, as_of: datetime, queue: list[Post]) -> list[tuple[datetime, str]]:
    """Every time after ``as_of`` at which some matter's standing can change with no one voting: each pending
    matter's own thresholds (an older proposal reaching the 7-day skip frees the queue), and the Seasonal
    Downtime's start and end. Sorted, one entry per time (the post's own reason first)."""
    ths = _thresholds(profile)
    out: dict[datetime, str] = {}
    for p in [post] + [q for q in queue if q is not post]:
        for d in ths:
            t = add_time(p.posted_at, d)
            if t is not None and t > as_of and t not in out:
                out[t] = f"{_hours_label(d)} after posting" if p is post else f"{_hours_label(d)} after “{p.title}” was posted"
    sd = value_of(profile.hiatus.get("seasonal_downtime"))
    if sd and sd.get("in_force"):
        for y in (as_of.year, as_of.year + 1):
            for date in sd["dates"]:
                try:
                    mo, da = (int(x) for x in date.split("-"))
                    start = datetime(y, mo, da, tzinfo=as_of.tzinfo)
                except (ValueError, OverflowError):
                    continue
                for t, what in ((start, "begins"), (add_time(start, timedelta(days=1)), "ends")):
                    if t is not None and as_of < t <= as_of + HORIZON and t not in out:
                        out[t] = f"the Seasonal Downtime day {start:%d %B} {what}"
    return sorted(out.items())

