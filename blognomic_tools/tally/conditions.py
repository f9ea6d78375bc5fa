"""The enact and fail conditions, evaluated from their structured form (the RulesProfile's): each condition says
whether it holds (None: it cannot be told) and why, in words."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..kinds import PostKind, PostStatus
from ..models import Post
from ..profile import RulesProfile
from ..reading.citations import Field
from .ballots import Resolved
from .base import Reason, unknown_reason


@dataclass
class Context:
    post: Post
    profile: RulesProfile
    n: int
    quorum: int | None
    for_: int
    against: int
    hours: float
    res: Resolved
    emperor: str | None
    author: str | None
    unknowns: list[Reason] = field(default_factory=list)
    pending: list[Post] = field(default_factory=list)  # the pending matters read with this one

    def no_quorum(self) -> tuple[None, str]:
        q = self.profile.quorum
        if not any(r.text.startswith("Quorum is not known") for r in self.unknowns):
            self.unknowns.append(unknown_reason("Quorum", q) if q.status == "unrecognised"
                                 else Reason("Quorum is not known: no rule defines it", q.citation))
        return None, "Quorum not known"

    @property
    def valid(self) -> int:
        return self.for_ + self.against


def _cond(c: dict, ctx: Context, group: str) -> tuple[bool | None, str]:
    k = c.get("kind")
    if k == "all":
        results = [_cond(x, ctx, group) for x in c["all"]]
        if c.get("exception") and _exception_applies(c["exception"], ctx.post):
            return False, f"not on this basis ({c['exception']}; the title's tags {ctx.post.tags})"
        # one part known false makes the whole false, even where another part cannot be told
        ok = False if any(r[0] is False for r in results) else (None if any(r[0] is None for r in results) else True)
        return ok, " and ".join(r[1] for r in results)
    if k == "popular":
        ok, why = conditions_hold(ctx.profile.proposal.get("popular"), ctx, "popular")
        return ok, f"Popular ({why})" if ok else f"not Popular ({why})"
    if k in ("unpopular",):
        ok, why = conditions_hold(ctx.profile.proposal.get("unpopular"), ctx, "unpopular")
        return ok, f"Unpopular ({why})" if ok else f"not Unpopular ({why})"
    if k == "not_popular":
        ok, why = conditions_hold(ctx.profile.proposal.get("popular"), ctx, "popular")
        return (None if ok is None else not ok), (f"not Popular: {why}" if not ok else "Popular")
    if k == "min_hours":
        h = c["hours"]
        ok = ctx.hours > h if c.get("strict") else ctx.hours >= h
        return ok, f"open {ctx.hours:.1f} h {'≥' if ok else '<'} {h} h"
    if k in ("for_at_least_quorum", "not_against_below_quorum", "against_blocks_enactment", "for_more_than_quorum",
             "quorum_voted", "fewer_than_quorum_voted") and ctx.quorum is None:
        return ctx.no_quorum()
    if k == "for_at_least_quorum":
        return ctx.for_ >= ctx.quorum, f"{ctx.for_} FOR {'≥' if ctx.for_ >= ctx.quorum else '<'} Quorum {ctx.quorum}"
    if k == "for_more_than_quorum":
        return ctx.for_ > ctx.quorum, f"{ctx.for_} FOR {'>' if ctx.for_ > ctx.quorum else '≤'} Quorum {ctx.quorum}"
    if k in ("quorum_voted", "fewer_than_quorum_voted"):
        voted = ctx.valid >= ctx.quorum
        return voted if k == "quorum_voted" else not voted, f"{ctx.valid} voted {'≥' if voted else '<'} Quorum {ctx.quorum}"
    if k == "no_against":
        return ctx.against == 0, f"{ctx.against} AGAINST"
    if k == "for_from_every_player":
        return ctx.for_ >= ctx.n, f"{ctx.for_} FOR of {ctx.n} players"
    if k == "not_vetoed":
        return ctx.res.vetoed is None, ("not Vetoed" if ctx.res.vetoed is None else ctx.res.vetoed.text)
    if k == "min_valid_votes":
        return ctx.valid > c["more_than"], f"{ctx.valid} valid votes (need > {c['more_than']})"
    if k == "max_valid_votes":
        return ctx.valid < c["fewer_than"], f"{ctx.valid} valid votes (fewer than {c['fewer_than']}?)"
    if k == "for_more_than_against":
        return ctx.for_ > ctx.against, f"{ctx.for_} FOR vs {ctx.against} AGAINST"
    if k == "for_more_than_half":
        return ctx.for_ * 2 > ctx.valid, f"{ctx.for_} of {ctx.valid} votes FOR"
    if k == "against_more_than_half":
        return ctx.against * 2 > ctx.valid, f"{ctx.against} of {ctx.valid} votes AGAINST"
    if k == "for_at_most_half":
        return ctx.for_ * 2 <= ctx.valid, f"{ctx.for_} of {ctx.valid} votes FOR"
    if k in ("not_against_below_quorum", "against_blocks_enactment"):
        left = ctx.n - ctx.against
        return left < ctx.quorum, f"{left} players not voting AGAINST {'<' if left < ctx.quorum else '≥'} Quorum {ctx.quorum}"
    if k == "not_vetoed_or_withdrawn" or k == "not_vetoed_or_self_killed":
        bad = ctx.res.vetoed or ctx.res.withdrawn
        return bad is None, ("not Vetoed or Withdrawn" if bad is None else bad.text)
    if k == "vetoed_or_withdrawn":
        bad = ctx.res.vetoed or ctx.res.withdrawn
        return bad is not None, (bad.text if bad else "not Vetoed or Withdrawn")
    if k == "author_against":
        return ctx.res.withdrawn is not None, (ctx.res.withdrawn.text if ctx.res.withdrawn else "the author has not voted AGAINST")
    if k == "emperor_veto":
        return ctx.res.vetoed is not None, (ctx.res.vetoed.text if ctx.res.vetoed else "no VETO")
    if k == "for_more_than_fraction_of_players":
        a, b = (int(x) for x in c["fraction"].split("/"))
        need = (ctx.n * a) // b + 1
        return ctx.for_ * b > ctx.n * a, f"{ctx.for_} FOR {'>' if ctx.for_ * b > ctx.n * a else '≤'} {c['fraction']} of {ctx.n} players (needs {need})"
    if k == "against_more_than_fraction_of_players":
        a, b = (int(x) for x in c["fraction"].split("/"))
        ok = ctx.against * b > ctx.n * a
        return ok, f"{ctx.against} AGAINST {'>' if ok else '≤'} {c['fraction']} of {ctx.n} players"
    if k in ("emperor_for", "emperor_not_for"):
        if ctx.emperor is None:
            return None, "there is no emperor to have voted"
        b = ctx.res.ballots.get(ctx.emperor)
        e_for = bool(b and b.vote == "FOR")
        return (e_for if k == "emperor_for" else not e_for), ("the emperor voted FOR" if e_for else "the emperor has not voted FOR")
    if k == "emperor_decides":
        return None, "the emperor may decide it (a decision, not a vote: not read)"
    if k == "emperor_for_or_no_against":
        e_for = ctx.emperor is not None and ctx.res.ballots.get(ctx.emperor) and ctx.res.ballots[ctx.emperor].vote == "FOR"
        ok = bool(e_for) or ctx.against == 0
        return ok, ("the emperor voted FOR" if e_for else f"{ctx.against} AGAINST")
    if k == "cannot_be_enacted":
        ok, why = conditions_hold(ctx.profile.dov.get("enact") if group.startswith("dov") else ctx.profile.proposal.get("enact"), ctx, group)
        return (None if ok is None else not ok), ("cannot be Enacted" if ok is False else "could be Enacted")
    if k == "no_pending_cfj":
        cfjs = [p for p in ctx.pending if p.kind == PostKind.CFJ and p.status == PostStatus.PENDING and p.url != ctx.post.url]
        return not cfjs, (f"a CfJ is pending ({cfjs[0].title})" if cfjs else "no CfJ pending among the matters read")
    if k == "no_effect":
        return False, "whether it specifies no changes is the admin's judgement (not read)"
    return None, f"cannot evaluate: {c.get('text', k)!r}"


def _exception_applies(exception: str, post: Post) -> bool:
    """The exception names the kinds of rule it covers ("... the text of a Core, Special Case or Appendix rule");
    a proposal is covered when its title's tags name one of them."""
    tags = {t.casefold() for t in post.tags}
    named = {k for k in ("core", "special case", "appendix", "building blocks", "dynastic") if k in exception.casefold()}
    return bool(tags & named)


def conditions_hold(f: Field | None, ctx: Context, group: str) -> tuple[bool | None, str]:
    if f is not None and f.value is None and f.status == "unrecognised":
        if not any(r.citation == f.citation for r in ctx.unknowns):
            ctx.unknowns.append(unknown_reason(f"the {group} conditions", f))
        return None, f"the {group} conditions are not known"
    if f is None or f.value is None:
        return None, "the rules state no such condition"
    conds = f.value["conditions"]
    results = [_cond(c, ctx, group) for c in conds]
    if f.value["combinator"] == "any":
        if any(r[0] for r in results):
            return True, "; ".join(r[1] for r in results if r[0])
        ok = None if any(r[0] is None for r in results) else False
        return ok, "; ".join(r[1] for r in results)
    if any(r[0] is False for r in results):
        return False, "; ".join(r[1] for r in results if r[0] is False)
    ok = None if any(r[0] is None for r in results) else True
    return ok, "; ".join(r[1] for r in results)
