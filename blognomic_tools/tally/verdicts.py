"""The verdict on one matter at one time: Quorum, the Proposal limits, and the conditions by which a Proposal, a
CfJ or a DoV may be enacted or failed now (the oldest-first order, the 7-day skip, Hiatus); never a guess where the
rules' wording is unknown."""
from __future__ import annotations

from datetime import datetime, timedelta

from ..kinds import PostKind, PostStatus, TallyVerdict
from ..models import Post, Roster
from ..profile import RulesProfile
from ..reading.citations import Field
from .ballots import Resolved, canonical_name, players_of, read_ballots
from .base import BLOGNOMIC_BEGAN, Reason, Verdict, cite, fmt_time, is_unknown, unknown_reason, value_of
from .conditions import Context, conditions_hold


def quorum_of(profile: RulesProfile, n: int) -> int | None:
    """Quorum for n players by the formula the rules state; None when it is not known (never a default)."""
    q = value_of(profile.quorum)
    if not q:
        return None
    a, b = (int(x) for x in q["fraction"].split("/"))
    if (n * a) % b and q.get("rounding") not in ("up", "down"):
        return None
    base = (n * a) // b if q.get("rounding") != "up" else -((-n * a) // b)
    return base + q["plus"]



def over_limits(post: Post, profile: RulesProfile, posts: list[Post]) -> Reason | None:
    """A proposal made when its author already had the most Proposals pending the rules allow, or had already made
    the most that day: not a legal Proposal (the reason cites the limits' rule). `posts`: the other matters known
    (their author, posting time, status and, once resolved, when). A resolved proposal whose time of resolution is
    not known is not counted as pending then (never a guess that makes a proposal illegal); one marked illegal
    itself does not count."""
    f = profile.proposal.get("limits")
    lim = value_of(f)
    if not lim or post.kind != PostKind.PROPOSAL or post.posted_at is None:
        return None
    me = post.author.casefold()
    mine = [p for p in posts if p.kind == PostKind.PROPOSAL and p.url != post.url and p.author.casefold() == me and p.posted_at is not None
            and p.posted_at < post.posted_at and p.status != PostStatus.ILLEGAL]
    cap = lim.get("pending")
    if cap is not None:
        then = [p for p in mine if p.status == PostStatus.PENDING or (p.adminned_at is not None and p.adminned_at > post.posted_at)]
        if len(then) >= cap:
            return Reason(f"illegal: {post.author} already had {len(then)} Proposals pending when posting it "
                          f"({'; '.join('“' + p.title + '”' for p in then[:4])}), and the limit is {cap}", f.citation)
    per_day = lim.get("per_day")
    if per_day is not None:
        if lim.get("day") == "24 hours":
            same = [p for p in mine if post.posted_at - p.posted_at < timedelta(hours=24)]
            span = "in the 24 hours before"
        else:
            same = [p for p in mine if p.posted_at.date() == post.posted_at.date()]
            span = f"that day ({post.posted_at:%d %b %Y} UTC)"
        if len(same) >= per_day:
            return Reason(f"illegal: {post.author} had already made {len(same)} Proposals {span} "
                          f"({'; '.join('“' + p.title + '”' for p in same[:4])}), and the limit is {per_day}", f.citation)
    return None


def evaluate(post: Post, profile: RulesProfile, roster: Roster, as_of: datetime, pending: list[Post], res: Resolved | None = None,
              posts: list[Post] | None = None) -> Verdict:
    """The verdict at ``as_of``. ``res`` (the ballots) may be given: the prediction re-evaluates later times
    with the votes cast up to now."""
    if res is None:
        res = read_ballots(post, profile, roster, as_of)
    players = players_of(roster)
    n = len(players)
    q = quorum_of(profile, n)
    f = sum(1 for b in res.ballots.values() if b.vote == "FOR")
    a = sum(1 for b in res.ballots.values() if b.vote == "AGAINST")
    hours = (as_of - post.posted_at).total_seconds() / 3600 if post.posted_at else 0.0
    emperor = canonical_name(roster.emperor, players) if roster.emperor else None
    ctx = Context(post, profile, n, q, f, a, hours, res, emperor, canonical_name(post.author, players), pending=pending)
    force = list(res.unknowns)  # unknown mechanics this matter's count depends on
    counts = {"FOR": f, "AGAINST": a, "valid": f + a, "DEFERENTIAL_resolved": res.deferentials, "players": n, "quorum": q,
              "not_voted": sum(1 for b in res.ballots.values() if b.vote is None), "hours_open": round(hours, 2)}
    if res.others:
        counts["other_icons"] = res.others  # icons the Ruleset names that are no vote (a REVISE), as admin notes count them
    reasons: list[Reason] = []
    verdict = TallyVerdict.NOT_YET
    flags = {"vetoed": res.vetoed is not None, "withdrawn": res.withdrawn is not None}
    q_cite = profile.quorum.citation
    if q is None:
        qf = profile.quorum
        why = qf.note or ("no rule defines it" if qf.status != "recognised" else "the rule does not say how to round")
        reasons.append(Reason(f"Quorum of {n} players is not known: {why}", q_cite))
    else:
        reasons.append(Reason(f"Quorum is {q} of {n} players ({', '.join(players)})", q_cite))
    if roster.where:
        loc = profile.roster_location
        reasons.append(Reason(f"roster: {n} active players from {roster.where}"
                              + (f" ({len(roster.idle)} idle: {', '.join(roster.idle)})" if roster.idle else ""),
                              loc.citation if loc is not None else None))
    for note in roster.notes:
        reasons.append(Reason(f"note: {note}"))
    if roster.stated_quorum is not None and roster.stated_quorum != q:
        # the sidebar is a representation; the rules decide (its count may be stale)
        reasons.append(Reason(f"note: the sidebar states Quorum {roster.stated_quorum}"
                              + (f" for {roster.stated_count} players" if roster.stated_count is not None else "")
                              + (f"; by the rules it is {q} for the {n} active players listed" if q is not None else "; the rules' Quorum is not known, and the sidebar is not the rules"),
                              q_cite))

    if post.posted_at is not None and post.posted_at > as_of:
        reasons.append(Reason(f"note: posted at {fmt_time(post.posted_at)}, after the time of the tally ({fmt_time(as_of)}): open {hours:.1f} h"))
    elif post.posted_at is not None and post.posted_at < BLOGNOMIC_BEGAN:
        reasons.append(Reason(f"note: posted at {fmt_time(post.posted_at)}, before BlogNomic began (2003): the page's date is suspect"))

    illegal = over_limits(post, profile, posts if posts is not None else pending) if post.status == PostStatus.PENDING else None
    if post.status != PostStatus.PENDING:
        verdict = TallyVerdict.RESOLVED
        reasons.insert(0, Reason(f"already {post.status}" + (f": {post.admin_note}" if post.admin_note else "")))
    elif illegal is not None:
        verdict = TallyVerdict.ILLEGAL
        reasons.insert(0, illegal)
    elif post.kind == PostKind.PROPOSAL:
        verdict = _proposal(ctx, profile, as_of, pending, reasons, flags, force)
    elif post.kind == PostKind.CFJ:
        verdict = _cfj(ctx, profile, as_of, pending, reasons, force)
    elif post.kind == PostKind.DOV:
        verdict = _dov(ctx, profile, as_of, reasons, force)
    else:
        verdict = TallyVerdict.NOT_VOTABLE
        reasons.insert(0, Reason(f"a {post.kind} post is not a votable matter", cite(profile.votes.get("votable_matters"))))
    if verdict not in (TallyVerdict.RESOLVED, TallyVerdict.NOT_VOTABLE, TallyVerdict.ILLEGAL):
        if force and not flags.get("hiatus"):
            # never a guess: a mechanic the count or the timing depends on is stated in unknown wording
            verdict = TallyVerdict.CANNOT_TELL
            reasons[:0] = [Reason("cannot tell: " + force[0].text, force[0].citation)] + force[1:]
        elif verdict == TallyVerdict.CANNOT_TELL and ctx.unknowns:
            reasons[:0] = [Reason("cannot tell: " + ctx.unknowns[0].text, ctx.unknowns[0].citation)] + ctx.unknowns[1:]
    v = Verdict(
        url=post.url, title=post.title, kind=post.kind, author=post.author, posted_at=post.posted_at, as_of=as_of,
        status=post.status, verdict=verdict, reasons=reasons, counts=counts, ballots=list(res.ballots.values()),
        flags=flags, ignored=res.ignored,
    )
    return v

def _hiatus(profile: RulesProfile, as_of: datetime, pending: list[Post], post: Post, force: list[Reason]) -> Reason | None:
    h = profile.hiatus
    dov_pending = [p for p in pending if p.kind == PostKind.DOV and p.status == PostStatus.PENDING and p.url != post.url and p.posted_at and p.posted_at <= as_of]
    if dov_pending and value_of(h.get("pending_dov")):
        return Reason(f"Hiatus: a DoV is pending ({dov_pending[0].title})", h["pending_dov"].citation)
    if dov_pending and is_unknown(h.get("pending_dov")):
        force.append(unknown_reason(f"whether the pending DoV “{dov_pending[0].title}” puts the game on Hiatus", h["pending_dov"]))
    sd_f = h.get("seasonal_downtime")
    sd = value_of(sd_f)
    if sd and sd.get("in_force") and as_of.strftime("%m-%d") in sd["dates"]:
        return Reason(f"Hiatus: Seasonal Downtime ({as_of.strftime('%d %B')})", h["seasonal_downtime"].citation)
    if is_unknown(sd_f):
        force.append(unknown_reason("when the Seasonal Downtime is", sd_f))
    return None


def _oldest(ctx: Context, profile: RulesProfile, as_of: datetime, pending: list[Post]) -> tuple[bool, Reason | None, bool]:
    """(is the oldest pending proposal, reason, is stale beyond the skip)."""
    stale = value_of(profile.proposal.get("stale_skip_days"))
    limit = timedelta(days=stale["days"]) if stale else None
    post = ctx.post
    is_stale = bool(limit and post.posted_at and as_of - post.posted_at > limit)
    if not value_of(profile.proposal.get("oldest_pending_first")):
        return True, None, is_stale
    older = [
        p for p in pending
        if p.kind == PostKind.PROPOSAL and p.status == PostStatus.PENDING and p.url != post.url and p.posted_at and post.posted_at and p.posted_at < post.posted_at
        and not (limit and as_of - p.posted_at > limit)
    ]
    if older and not is_stale:
        o = min(older, key=lambda p: p.posted_at)
        why = f"not the oldest pending proposal: “{o.title}” ({fmt_time(o.posted_at)}) must be resolved first"
        return False, Reason(why, profile.proposal["oldest_pending_first"].citation), is_stale
    return True, None, is_stale


def _proposal(ctx: Context, profile: RulesProfile, as_of: datetime, pending: list[Post], reasons: list[Reason], flags: dict, force: list[Reason]) -> TallyVerdict:
    enact_f, fail_f = profile.proposal.get("enact"), profile.proposal.get("fail")
    can_enact, why_e = conditions_hold(enact_f, ctx, "proposal")
    can_fail, why_f = conditions_hold(fail_f, ctx, "proposal")
    oldest, old_reason, stale = _oldest(ctx, profile, as_of, pending)
    if is_unknown(profile.proposal.get("stale_skip_days")):
        force.append(unknown_reason("when a long-pending proposal is skipped", profile.proposal["stale_skip_days"]))
    hiatus = _hiatus(profile, as_of, pending, ctx.post, force)
    flags.update({"oldest": oldest, "stale": stale, "hiatus": hiatus.text if hiatus else None})
    if stale:
        st = profile.proposal["stale_skip_days"]
        reasons.append(Reason(f"pending for more than {st.value['days']} days: ignored for the oldest-pending rule and may be failed by any Admin", st.citation))
    if hiatus:
        reasons.insert(0, hiatus)
        reasons.append(Reason(f"enact: {why_e}", cite(enact_f)))
        return TallyVerdict.NOT_YET
    if can_fail or (stale and value_of(profile.proposal["stale_skip_days"]).get("may_be_failed")):
        if not oldest and not stale:
            reasons.insert(0, old_reason)
            reasons.append(Reason(f"fail: {why_f}", cite(fail_f)))
            return TallyVerdict.NOT_YET
        reasons.insert(0, Reason(f"may be failed: {why_f if can_fail else 'pending for too long'}", cite(fail_f) if can_fail else profile.proposal["stale_skip_days"].citation))
        return TallyVerdict.FAILABLE
    if can_enact:
        if not oldest:
            reasons.insert(0, old_reason)
            reasons.append(Reason(f"enact: {why_e}", cite(enact_f)))
            return TallyVerdict.NOT_YET
        reasons.insert(0, Reason(f"may be enacted: {why_e}", cite(enact_f)))
        return TallyVerdict.ENACTABLE
    if can_enact is None or can_fail is None:
        reasons.insert(0, Reason(f"cannot tell: enact: {why_e}; fail: {why_f}", cite(enact_f)))
        return TallyVerdict.CANNOT_TELL
    reasons.insert(0, Reason(f"not yet: enact: {why_e}", cite(enact_f)))
    reasons.append(Reason(f"fail: {why_f}", cite(fail_f)))
    if not oldest:
        reasons.append(old_reason)
    return TallyVerdict.NOT_YET


def _known(f: Field | None, what: str, force: list[Reason]) -> Field | None:
    """The field when its value is known; else None, with the reason why ``what`` is not known pushed on ``force``
    (the field's note and rule, or that no rule states it): the caller then answers "cannot tell"."""
    if f is not None and f.value is not None:
        return f
    if f is not None and (f.status == "unrecognised" or f.note):
        force.append(unknown_reason(what, f))
    else:
        force.append(Reason(f"{what} is not known: no rule states it", f.citation if f is not None else None))
    return None


def _cfj(ctx: Context, profile: RulesProfile, as_of: datetime, pending: list[Post], reasons: list[Reason], force: list[Reason]) -> TallyVerdict:
    if _known(profile.cfj.get("model"), "how a CfJ is resolved", force) is None:
        return TallyVerdict.CANNOT_TELL
    model = value_of(profile.cfj.get("model"))
    if model == "duration":
        ends_f = _known(profile.cfj.get("ends"), "how long a CfJ runs", force)
        if ends_f is None:
            return TallyVerdict.CANNOT_TELL
        ends = ends_f.value
        hiatus = _hiatus(profile, as_of, pending, ctx.post, force) is not None
        days = ends["days_in_hiatus"] if hiatus else ends["days"]
        timed_out = ctx.hours > days * 24 if ends.get("strict") else ctx.hours >= days * 24
        if ctx.quorum is None and not timed_out:
            ctx.no_quorum()
            reasons.insert(0, Reason(f"continues until a Quorum of FOR or AGAINST votes or {days} days ({ctx.hours:.1f} h so far)", ends_f.citation))
            return TallyVerdict.CANNOT_TELL
        done = timed_out or ctx.for_ >= ctx.quorum or (ends.get("quorum_against", True) and ctx.against >= ctx.quorum)
        if not done:
            reasons.insert(0, Reason(f"continues until a Quorum ({ctx.quorum}) of FOR or AGAINST votes or {days} days ({ctx.hours:.1f} h so far)", ends_f.citation))
            return TallyVerdict.NOT_YET
        passes = ctx.for_ * 2 > ctx.valid
        reasons.insert(0, Reason(f"{'passes' if passes else 'fails'}: {ctx.for_} of {ctx.valid} cast votes FOR", cite(profile.cfj.get("enact"))))
        return TallyVerdict.ENACTABLE if passes else TallyVerdict.FAILABLE
    return _enact_or_fail(profile.cfj, ctx, "cfj", reasons)


def _dov(ctx: Context, profile: RulesProfile, as_of: datetime, reasons: list[Reason], force: list[Reason]) -> TallyVerdict:
    if _known(profile.dov.get("model"), "how a DoV is resolved", force) is None:
        return TallyVerdict.CANNOT_TELL
    model = value_of(profile.dov.get("model"))
    if model == "quorum majority":
        ra_f = _known(profile.dov.get("resolve_after"), "when a DoV may be resolved", force)
        if ra_f is None:
            return TallyVerdict.CANNOT_TELL
        ra = ra_f.value
        e_voted = ctx.emperor is not None and ctx.res.ballots.get(ctx.emperor) is not None and ctx.res.ballots[ctx.emperor].vote is not None
        need = ra["hours_if_emperor_voted"] if e_voted else ra["hours"]
        if ctx.hours < need:
            reasons.insert(0, Reason(f"may be resolved after {need} h ({ctx.hours:.1f} h so far)", ra_f.citation))
            return TallyVerdict.NOT_YET
        if ctx.quorum is None:
            ctx.no_quorum()
            reasons.insert(0, Reason(f"passes if a Quorum has voted and more than half FOR: {ctx.valid} voted, {ctx.for_} FOR", cite(profile.dov.get("enact"))))
            return TallyVerdict.CANNOT_TELL
        passes = ctx.valid >= ctx.quorum and ctx.for_ * 2 > ctx.valid
        reasons.insert(0, Reason(f"{'passes' if passes else 'fails'}: {ctx.valid} voted (Quorum {ctx.quorum}), {ctx.for_} FOR", cite(profile.dov.get("enact"))))
        return TallyVerdict.ENACTABLE if passes else TallyVerdict.FAILABLE
    return _enact_or_fail(profile.dov, ctx, "dov", reasons)


def _enact_or_fail(group: dict, ctx: Context, name: str, reasons: list[Reason]) -> TallyVerdict:
    """CfJs and DoVs: any Admin may enact or fail them as soon as their conditions hold (no oldest-first)."""
    enact_f, fail_f = group.get("enact"), group.get("fail")
    can_enact, why_e = conditions_hold(enact_f, ctx, name)
    can_fail, why_f = conditions_hold(fail_f, ctx, name)
    if can_enact:
        reasons.insert(0, Reason(f"may be enacted: {why_e}", cite(enact_f)))
        return TallyVerdict.ENACTABLE
    if can_fail:
        reasons.insert(0, Reason(f"may be failed: {why_f}", cite(fail_f)))
        return TallyVerdict.FAILABLE
    reasons.insert(0, Reason(f"not yet: enact: {why_e}; fail: {why_f}", cite(enact_f)))
    return TallyVerdict.NOT_YET if can_enact is not None and can_fail is not None else TallyVerdict.CANNOT_TELL

