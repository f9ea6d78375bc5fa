"""What a verdict suggests: the votes a pending matter still needs, and the admin note to write when resolving it."""
from __future__ import annotations

from datetime import timedelta

from ..kinds import PostKind, TallyVerdict
from ..profile import RulesProfile
from .base import Verdict, value_of
from .timing import collect_hours


def votes_needed(v: Verdict, profile: RulesProfile) -> list[str]:
    if v.verdict != TallyVerdict.NOT_YET or v.kind not in (PostKind.PROPOSAL, PostKind.CFJ):
        return []
    c = v.counts
    out = []
    if c["quorum"] is None:
        return out
    more_for = c["quorum"] - c["FOR"]
    if 0 < more_for <= c["not_voted"] + c["AGAINST"]:
        out.append(f"{more_for} more FOR to reach Quorum ({c['quorum']})")
    more_against = (c["players"] - c["quorum"] + 1) - c["AGAINST"]
    if 0 < more_against <= c["players"] - c["AGAINST"]:
        out.append(f"{more_against} more AGAINST to make it Unpopular")
    return out


def suggest_note(v: Verdict, profile: RulesProfile, admin: str) -> str | None:
    c = v.counts
    tally_s = f"{c['FOR']} votes to {c['AGAINST']}"
    extra = ([f"{c['DEFERENTIAL_resolved']} DEF"] if c.get("DEFERENTIAL_resolved") else []) + [f"{k} {n}" for n, k in (c.get("other_icons") or {}).items()]
    if extra:
        tally_s += f" ({', '.join(extra)})"
    if v.verdict == TallyVerdict.ENACTABLE:
        how = "Reached quorum" if c["quorum"] is not None and c["FOR"] >= c["quorum"] else "Timed out"
        return f"{how} {tally_s}. Enacted by {admin}."
    if v.verdict == TallyVerdict.ILLEGAL:
        return f"Illegal: over the Proposal limits. Marked illegal by {admin}."
    if v.verdict == TallyVerdict.FAILABLE:
        if v.flags.get("vetoed"):
            return f"Vetoed. Failed by {admin}."
        if v.flags.get("withdrawn"):
            term = (value_of(profile.proposal.get("withdrawal")) or {}).get("term") or "Withdrawn"
            return f"{'Self-killed' if term.lower().startswith('self') else term}. Failed by {admin}."
        if v.flags.get("stale") and not any("Unpopular" in r.text for r in v.reasons[:1]):
            days = (value_of(profile.proposal.get("stale_skip_days")) or {}).get("days")
            return f"Pending for more than {days} days, {tally_s}. Failed by {admin}."
        # "Timed out": failed once the longest hour condition of the rules for this kind of matter has passed (48 h for
        # proposals in every era so far); a CfJ that runs until it is Popular or Unpopular never times out
        hours = _time_limit_hours(v.kind, profile)
        how = "Timed out" if hours and c["hours_open"] >= hours else "Failed"
        return f"{how} {tally_s}. Failed by {admin}."
    return None


def _time_limit_hours(kind: PostKind, profile: RulesProfile) -> float | None:
    """The longest hour condition the rules set on resolving this kind of matter (a CfJ's days when it runs for a
    fixed time), or None when its resolution depends on no time."""
    if kind == PostKind.PROPOSAL:
        hours = value_of(profile.proposal.get("hours")) or []
        return max(hours) if hours else None
    if kind == PostKind.CFJ:
        ends = value_of(profile.cfj.get("ends"))
        return ends["days"] * 24 if value_of(profile.cfj.get("model")) == "duration" and ends else None
    if kind == PostKind.DOV:
        found: set[timedelta] = set()
        for key in ("enact", "fail"):
            f = profile.dov.get(key)
            collect_hours(f.value if f is not None else None, found)
        return max(found).total_seconds() / 3600 if found else None
    return None
