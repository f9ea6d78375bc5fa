"""The vote engine: resolve every ballot on a votable matter and say what an admin may do now, and why.

Everything era-specific comes from the RulesProfile (read from the Ruleset in force): how a vote is
determined, DEFERENTIAL, vetoes and withdrawals, quorum, and the enact/fail conditions, which are
evaluated from their structured form. Every ballot carries a trail and every verdict cites the rule
text that decided it.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta, timezone

from .models import Comment, Post, Roster
from .profile import RulesProfile
from .reading.citations import Citation, Field
from .since import changes_since

VALID = ("FOR", "AGAINST")
BLOGNOMIC_BEGAN = datetime(2003, 1, 1, tzinfo=timezone.utc)


@dataclass
class Ballot:
    player: str
    vote: str | None  # FOR / AGAINST / None (no vote)
    trail: list[str] = field(default_factory=list)
    comment_time: datetime | None = None


@dataclass
class Reason:
    text: str
    citation: Citation | None = None


@dataclass
class Verdict:
    url: str
    title: str
    kind: str
    author: str
    posted_at: datetime | None
    as_of: datetime
    status: str  # the blog's status (pending / enacted / ...)
    verdict: str  # "enactable now" | "failable now" | "not yet" | "resolved" | "not votable" | "cannot tell" | "illegal"
    reasons: list[Reason]
    counts: dict
    ballots: list[Ballot]
    flags: dict
    next_change: datetime | None = None
    next_change_why: str | None = None
    next_verdict: str | None = None
    needs: list[str] = field(default_factory=list)
    suggested_note: str | None = None
    ignored: list[str] = field(default_factory=list)
    since: list[str] = field(default_factory=list)  # what changed on the post after as_of (since.changes_since)

    def to_dict(self) -> dict:
        d = asdict(self)
        for k in ("posted_at", "as_of", "next_change"):
            d[k] = _iso(getattr(self, k))
        for b in d["ballots"]:
            b["comment_time"] = _iso(b["comment_time"]) if isinstance(b["comment_time"], datetime) else b["comment_time"]
        return d


def _iso(t: datetime | None) -> str | None:
    return t.strftime("%Y-%m-%dT%H:%M:%SZ") if t else None


def _fmt(t: datetime | None) -> str:
    return t.strftime("%d %b %Y %H:%M UTC") if t else "?"


def _v(f: Field | None):
    return f.value if f is not None else None


def _unknown(f: Field | None) -> bool:
    """The rules speak of it, but in wording the reader did not recognise (so its value is not known)."""
    return f is not None and f.value is None and f.status == "unrecognised"


def _unknown_reason(what: str, f: Field) -> Reason:
    return Reason(f"{what} is not known: {f.note or 'the rule is not recognised'}", f.citation)


def add_time(t: datetime | None, delta: timedelta) -> datetime | None:
    """t + delta, or None past the calendar's end (year 9999): such a time never comes."""
    if t is None:
        return None
    try:
        return t + delta
    except OverflowError:
        return None


# ------------------------------------------------------------------------------------------------
# icons: what each icon on the page means is the Ruleset's to say


def icon_name(raw: str, profile: RulesProfile) -> str | None:
    """The Ruleset's name for an icon as the page shows it (the image's file name, "for.gif"; an alt text; or a name
    already, "FOR"), or None when its Voting Icons name no such icon. An image matches an icon by its file name (or
    the name without its extension, as the 2020 WordPress build drew "for.svg"), else by the icon's name or how the
    rule draws it ("DEF")."""
    icons = _v(profile.vote_icons) or []
    r = raw.strip()
    low = r.lower()
    stem = low.rsplit(".", 1)[0]
    for i in icons:
        if r == i["name"]:
            return i["name"]
    for i in icons:
        img = (i.get("image") or "").lower()
        if img and (low == img or stem == img.rsplit(".", 1)[0]):
            return i["name"]
    for i in icons:
        if stem in (i["name"].lower(), (i.get("drawn_as") or "").lower()):
            return i["name"]
    return None


def _icon_entry(name: str, profile: RulesProfile) -> dict:
    return next((i for i in (_v(profile.vote_icons) or []) if i["name"] == name), {})


def _not_a_vote(icon: str) -> str:
    """Why an icon is no FOR/AGAINST vote: one the Ruleset does not name ("?file"), or a named one of another kind."""
    if icon.startswith("?"):
        return f"icon {icon[1:]} is not one the Ruleset's Voting Icons name: no vote"
    return f"{icon} is not a vote FOR or AGAINST"


# ------------------------------------------------------------------------------------------------
# ballots


@dataclass
class _Resolved:
    ballots: dict[str, Ballot]
    vetoed: Reason | None
    withdrawn: Reason | None
    emperor_vote: str | None
    deferentials: int
    ignored: list[str]
    unknowns: list[Reason] = field(default_factory=list)
    # the players' last icons the Ruleset names that are no vote FOR or AGAINST (a REVISE): shown in admin notes
    others: dict[str, int] = field(default_factory=dict)


def _players(roster: Roster) -> list[str]:
    players = list(roster.players)
    if roster.emperor and not roster.is_player(roster.emperor):
        players.append(roster.emperor)  # the emperor votes and counts towards quorum
    return players


def _canon(name: str, players: list[str]) -> str | None:
    key = name.casefold()
    for p in players:
        if p.casefold() == key:
            return p
    return None


def resolve_ballots(post: Post, profile: RulesProfile, roster: Roster, as_of: datetime, last_icon_only: bool | None = None) -> _Resolved:
    """Every player's vote from the comments posted up to ``as_of``. ``last_icon_only`` overrides the
    profile's "how a vote is determined" (used to try both readings when the rules' wording is unknown)."""
    players = _players(roster)
    emperor = _canon(roster.emperor, players) if roster.emperor else None
    author = _canon(post.author, players)
    if last_icon_only is None:
        last_icon_only = _v(profile.votes.get("vote_is")) == "last icon"
    unknowns: list[Reason] = []
    veto_f = profile.proposal.get("veto")
    veto = _v(veto_f) or {}
    withdrawal_f = profile.proposal.get("withdrawal")
    withdrawal = _v(withdrawal_f) or {}
    d_copy = profile.deferential.get("copies_emperor")
    d_applies = _v(profile.deferential.get("applies_to"))
    d_emp_f = profile.deferential.get("emperor_deferential")
    d_emp = _v(d_emp_f)
    small_f = profile.deferential.get("small_game_condition")
    small = _v(small_f)
    is_proposal = post.kind == "proposal"
    def_applies = d_copy is not None and _v(d_copy) is not None and (d_applies == "all votable matters" or is_proposal)

    ignored: list[str] = []
    icons: dict[str, list[tuple[str, datetime | None, Comment]]] = {p: [] for p in players}
    trails: dict[str, list[str]] = {p: [] for p in players}
    comments = sorted((c for c in post.comments if c.posted_at is None or c.posted_at <= as_of), key=lambda c: c.posted_at or as_of)
    icons_f = profile.vote_icons
    if any(c.icons for c in comments) and not _v(icons_f):
        # never a guess: which image means which vote is the Ruleset's to say
        unknowns.append(_unknown_reason("what the voting icons are", icons_f) if _unknown(icons_f)
                        else Reason("what the voting icons are is not known: no rule read names them", icons_f.citation if icons_f else None))
    for c in comments:
        who = _canon(c.author, players)
        named = []
        for raw in c.icons:
            n = icon_name(raw, profile)
            counts_as = _icon_entry(n, profile).get("counts_as") if n else None
            named.append(counts_as or n or f"?{raw}")
            said_ = f"{n} counts as {counts_as} ({_icon_entry(n, profile).get('counts_as_rule')})"
            if counts_as and who is not None and said_ not in trails[who]:
                trails[who].append(said_)
        c_icons = named
        if who is None:
            if c_icons:
                # (the roster is the sidebar as read; its fetch time is left out so that output depends only on --as-of)
                idle = any(c.author.casefold() == i.casefold() for i in roster.idle)
                on = roster.where or "the roster"
                ignored.append(f"{c.author}: {c_icons[-1].lstrip('?')} at {_fmt(c.posted_at)} ignored: "
                               + (f"idle on {on}" if idle else f"not an active player on {on}"))
            continue
        if not c_icons:
            continue
        icon = c_icons[-1]
        if len(c_icons) > 1:
            trails[who].append(f"several icons in the comment of {_fmt(c.posted_at)}: the last ({icon}) counts")
        if c.time_note:
            trails[who].append(c.time_note)
        icons[who].append((icon, c.posted_at, c))

    # mechanics the rules state in unknown wording, where this matter uses them
    used = {i for seq in icons.values() for i, _, _ in seq}
    if "DEFERENTIAL" in used:
        for key, what in (("copies_emperor", "what a DEFERENTIAL vote means"), ("applies_to", "which matters DEFERENTIAL applies to")):
            if _unknown(profile.deferential.get(key)):
                unknowns.append(_unknown_reason(what, profile.deferential[key]))
                break
    if is_proposal and emperor and any(i == "VETO" for i, _, _ in icons.get(emperor, [])) and _unknown(veto_f):
        unknowns.append(_unknown_reason("the veto", veto_f))
    if is_proposal and emperor and icons.get(emperor) and icons[emperor][-1][0] == "DEFERENTIAL" and _unknown(small_f):
        unknowns.append(_unknown_reason("when the emperor's own DEFERENTIAL is resolved", small_f))
    if is_proposal and author and any(i == "AGAINST" for i, _, _ in icons.get(author, [])) and _unknown(withdrawal_f):
        unknowns.append(_unknown_reason("what the author's AGAINST on their own proposal does", withdrawal_f))

    # sticky flags
    vetoed = withdrawn = None
    if emperor and veto and is_proposal:
        restricted = {r.get("who", "").casefold() for r in veto.get("restrictions", [])}
        e_icons = [(i, t) for i, t, _ in icons[emperor]]
        vetos = [t for i, t in e_icons if i == "VETO"]
        if vetos and emperor.casefold() in restricted:
            trails[emperor].append(f"VETO ignored: {next(r['text'] for r in veto['restrictions'] if r.get('who', '').casefold() == emperor.casefold())}")
        elif vetos and (veto.get("sticky") or (e_icons and e_icons[-1][0] == "VETO")):
            how = "even if later changed" if veto.get("sticky") else "their last icon"
            vetoed = Reason(f"Vetoed: {emperor} used VETO at {_fmt(vetos[0])} ({how})", veto_f.citation)
    if author and is_proposal and withdrawal:
        against = [t for i, t, _ in icons[author] if i == "AGAINST"]
        if against:
            term = withdrawal.get("term") or "Withdrawn"
            withdrawn = Reason(f"{term}: the author {author} voted AGAINST at {_fmt(against[0])}" + (" (this holds even if they change their vote)" if withdrawal.get("sticky") else ""), withdrawal_f.citation)

    # the emperor's own vote
    emperor_vote = None
    if emperor:
        e_seq = [i for i, _, _ in icons[emperor] if i != "VETO" or last_icon_only]
        if last_icon_only:
            last = e_seq[-1] if e_seq else None
            emperor_vote = last if last in VALID else None
        else:
            valid = [i for i in e_seq if i in VALID]
            emperor_vote = valid[-1] if valid else None
        if emperor_vote and emperor:
            pass

    # others' plain votes (FOR/AGAINST), for the emperor's DEFERENTIAL
    ballots: dict[str, Ballot] = {}
    emperor_def = None
    if emperor and is_proposal and d_emp and d_emp.get("others_deferential_invalid") and icons[emperor] and icons[emperor][-1][0] == "DEFERENTIAL":
        others = [p for p in players if p != emperor]
        voted = [p for p in others if icons[p]]
        applies = True
        if small and len(players) <= small["max_players"] and len(voted) < len(others):
            applies = False
            trails[emperor].append(
                f"DEFERENTIAL not resolved: {len(players)} players (≤ {small['max_players']}) and {len(others) - len(voted)} of the others have not voted yet"
            )
        if applies:
            plain = {}
            for p in others:
                val = [i for i, _, _ in icons[p] if i in VALID]
                plain[p] = val[-1] if val else None
            if author and author != emperor and plain.get(author) is None:
                plain[author] = "FOR" if (_v(profile.votes.get("author_implicit_vote")) or {}).get("vote") == "FOR" else None
            nf = sum(1 for v in plain.values() if v == "FOR")
            na = sum(1 for v in plain.values() if v == "AGAINST")
            emperor_def = "FOR" if nf > na else "AGAINST"
            emperor_vote = emperor_def
            trails[emperor].append(f"DEFERENTIAL → {emperor_def} ({nf} FOR vs {na} AGAINST among the others' valid votes; others' DEFERENTIALs are not valid)")

    deferentials = 0
    for p in players:
        seq = icons[p]
        trail = trails[p]
        vote = None
        when = None
        if p == emperor and emperor_def is not None:
            vote, when = emperor_def, seq[-1][1]
        elif last_icon_only:
            if seq:
                icon, when, _ = seq[-1]
                if len(seq) > 1:
                    trail.append(f"earlier icons superseded by the last one at {_fmt(when)}")
                if icon in VALID:
                    vote = icon
                elif icon == "DEFERENTIAL":
                    if p == emperor:
                        trail.append("the emperor's DEFERENTIAL cancels their previous vote")
                    elif def_applies and emperor_vote:
                        vote = emperor_vote
                        deferentials += 1
                        trail.append(f"DEFERENTIAL → {emperor_vote} ({emperor} voted {emperor_vote})")
                    else:
                        why = "the emperor has not voted" if def_applies else "DEFERENTIAL does not apply to this kind of matter"
                        trail.append(f"DEFERENTIAL does not count as a vote ({why})")
                elif icon == "VETO":
                    trail.append("VETO is not a FOR/AGAINST vote")
                else:
                    trail.append(_not_a_vote(icon))
        else:
            # the last *valid* icon: DEFERENTIAL is valid only while the emperor has a valid non-VETO vote
            for icon, t, _ in reversed(seq):
                if icon in VALID:
                    vote, when = icon, t
                    break
                if icon == "DEFERENTIAL" and p != emperor:
                    if emperor_def is not None:
                        trail.append(f"DEFERENTIAL at {_fmt(t)} is not valid (the emperor voted DEFERENTIAL themselves)")
                        continue
                    if def_applies and emperor_vote:
                        vote, when = emperor_vote, t
                        deferentials += 1
                        trail.append(f"DEFERENTIAL → {emperor_vote} ({emperor} voted {emperor_vote})")
                        break
                    trail.append(f"DEFERENTIAL at {_fmt(t)} is not valid: " + ("the emperor has no valid vote other than VETO" if def_applies else "not a valid vote here"))
                    continue
                if icon == "DEFERENTIAL" and p == emperor:
                    trail.append(f"own DEFERENTIAL at {_fmt(t)} is not a valid vote")
                    continue
                if icon == "VETO":
                    continue
                trail.append(f"{_not_a_vote(icon)} (at {_fmt(t)})")
            later = [i for i, t, _ in seq if when is not None and t is not None and t > when]
            if vote and later:
                trail.append(f"later icons {', '.join(later)} are not valid; the last valid one counts")
            elif vote and len(seq) > 1:
                trail.append(f"earlier icons superseded by the one at {_fmt(when)}")
        # self-kill (R70): the author's AGAINST may not be changed
        if p == author and withdrawal and withdrawal.get("sticky") and last_icon_only and any(i == "AGAINST" for i, _, _ in seq) and vote != "AGAINST":
            vote = "AGAINST"
            trail.append("self-kill: the author's AGAINST may not be changed")
        # the author's implicit vote
        if p == author and vote is None and _unknown(profile.votes.get("author_implicit_vote")):
            unknowns.append(_unknown_reason(f"the vote of the author {p}, who has no valid icon,", profile.votes["author_implicit_vote"]))
        if p == author and vote is None:
            imp = _v(profile.votes.get("author_implicit_vote")) or {}
            applies = imp.get("applies_to") == "votable matters" or is_proposal
            no_icon = not seq if imp.get("unless") == "the author cast a vote" else True
            if imp.get("vote") and applies and no_icon:
                vote = imp["vote"]
                trail.append(f"author without a valid icon: counts as {vote}")
        if seq and vote is None and not trail:
            trail.append("no valid vote")
        ballots[p] = Ballot(player=p, vote=vote, trail=trail, comment_time=when)
    others: dict[str, int] = {}
    for p in players:
        last = icons[p][-1][0] if icons[p] else None
        if last and not last.startswith("?") and last not in VALID + ("DEFERENTIAL", "VETO") and ballots[p].vote is None:
            others[last] = others.get(last, 0) + 1
    return _Resolved(ballots, vetoed, withdrawn, emperor_vote, deferentials, ignored, unknowns, dict(sorted(others.items())))


# ------------------------------------------------------------------------------------------------
# conditions


@dataclass
class _Ctx:
    post: Post
    profile: RulesProfile
    n: int
    quorum: int | None
    for_: int
    against: int
    hours: float
    res: _Resolved
    emperor: str | None
    author: str | None
    unknowns: list[Reason] = field(default_factory=list)
    pending: list[Post] = field(default_factory=list)  # the pending matters read with this one

    def no_quorum(self) -> tuple[None, str]:
        q = self.profile.quorum
        if not any(r.text.startswith("Quorum is not known") for r in self.unknowns):
            self.unknowns.append(_unknown_reason("Quorum", q) if q.status == "unrecognised"
                                 else Reason("Quorum is not known: no rule defines it", q.citation))
        return None, "Quorum not known"

    @property
    def valid(self) -> int:
        return self.for_ + self.against


def _cond(c: dict, ctx: _Ctx, group: str) -> tuple[bool | None, str]:
    k = c.get("kind")
    if k == "all":
        results = [_cond(x, ctx, group) for x in c["all"]]
        if c.get("exception") and _exception_applies(c["exception"], ctx.post):
            return False, f"not on this basis ({c['exception']}; the title's tags {ctx.post.tags})"
        # one part known false makes the whole false, even where another part cannot be told
        ok = False if any(r[0] is False for r in results) else (None if any(r[0] is None for r in results) else True)
        return ok, " and ".join(r[1] for r in results)
    if k == "popular":
        ok, why = _list(ctx.profile.proposal.get("popular"), ctx, "popular")
        return ok, f"Popular ({why})" if ok else f"not Popular ({why})"
    if k in ("unpopular",):
        ok, why = _list(ctx.profile.proposal.get("unpopular"), ctx, "unpopular")
        return ok, f"Unpopular ({why})" if ok else f"not Unpopular ({why})"
    if k == "not_popular":
        ok, why = _list(ctx.profile.proposal.get("popular"), ctx, "popular")
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
        ok, why = _list(ctx.profile.dov.get("enact") if group.startswith("dov") else ctx.profile.proposal.get("enact"), ctx, group)
        return (None if ok is None else not ok), ("cannot be Enacted" if ok is False else "could be Enacted")
    if k == "no_pending_cfj":
        cfjs = [p for p in ctx.pending if p.kind == "cfj" and p.status == "pending" and p.url != ctx.post.url]
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


def _list(f: Field | None, ctx: _Ctx, group: str) -> tuple[bool | None, str]:
    if f is not None and f.value is None and f.status == "unrecognised":
        if not any(r.citation == f.citation for r in ctx.unknowns):
            ctx.unknowns.append(_unknown_reason(f"the {group} conditions", f))
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


# ------------------------------------------------------------------------------------------------
# verdicts


def _quorum(profile: RulesProfile, n: int) -> int | None:
    """Quorum for n players by the formula the rules state; None when it is not known (never a default)."""
    q = _v(profile.quorum)
    if not q:
        return None
    a, b = (int(x) for x in q["fraction"].split("/"))
    if (n * a) % b and q.get("rounding") not in ("up", "down"):
        return None
    base = (n * a) // b if q.get("rounding") != "up" else -((-n * a) // b)
    return base + q["plus"]


def _ballots(post: Post, profile: RulesProfile, roster: Roster, votes_until: datetime) -> _Resolved:
    """The ballots; when the rules' wording for "how a vote is determined" is unknown, both readings
    (the last icon / the last valid icon) are tried and a difference between them is an unknown."""
    res = resolve_ballots(post, profile, roster, votes_until)
    vote_is = profile.votes.get("vote_is")
    if vote_is is None or vote_is.value is None:
        other = resolve_ballots(post, profile, roster, votes_until, last_icon_only=True)
        differ = [p for p, b in res.ballots.items() if other.ballots[p].vote != b.vote]
        if differ:
            what = "how a vote is determined (the last icon, or the last valid one)"
            f = vote_is or Field(None, status="absent")
            res.unknowns.append(Reason(f"{what} is not known ({f.note or 'no rule states it'}), and the two readings differ for {', '.join(differ)}", f.citation))
    return res


def over_limits(post: Post, profile: RulesProfile, posts: list[Post]) -> Reason | None:
    """A proposal made when its author already had the most Proposals pending the rules allow, or had already made
    the most that day: not a legal Proposal (the reason cites the limits' rule). `posts`: the other matters known
    (their author, posting time, status and, once resolved, when). A resolved proposal whose time of resolution is
    not known is not counted as pending then (never a guess that makes a proposal illegal); one marked illegal
    itself does not count."""
    f = profile.proposal.get("limits")
    lim = _v(f)
    if not lim or post.kind != "proposal" or post.posted_at is None:
        return None
    me = post.author.casefold()
    mine = [p for p in posts if p.kind == "proposal" and p.url != post.url and p.author.casefold() == me and p.posted_at is not None
            and p.posted_at < post.posted_at and p.status != "illegal"]
    cap = lim.get("pending")
    if cap is not None:
        then = [p for p in mine if p.status == "pending" or (p.adminned_at is not None and p.adminned_at > post.posted_at)]
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


def _evaluate(post: Post, profile: RulesProfile, roster: Roster, as_of: datetime, pending: list[Post], res: _Resolved | None = None,
              posts: list[Post] | None = None) -> Verdict:
    """The verdict at ``as_of``. ``res`` (the ballots) may be given: the prediction re-evaluates later times
    with the votes cast up to now."""
    if res is None:
        res = _ballots(post, profile, roster, as_of)
    players = _players(roster)
    n = len(players)
    q = _quorum(profile, n)
    f = sum(1 for b in res.ballots.values() if b.vote == "FOR")
    a = sum(1 for b in res.ballots.values() if b.vote == "AGAINST")
    hours = (as_of - post.posted_at).total_seconds() / 3600 if post.posted_at else 0.0
    emperor = _canon(roster.emperor, players) if roster.emperor else None
    ctx = _Ctx(post, profile, n, q, f, a, hours, res, emperor, _canon(post.author, players), pending=pending)
    force = list(res.unknowns)  # unknown mechanics this matter's count depends on
    counts = {"FOR": f, "AGAINST": a, "valid": f + a, "DEFERENTIAL_resolved": res.deferentials, "players": n, "quorum": q,
              "not_voted": sum(1 for b in res.ballots.values() if b.vote is None), "hours_open": round(hours, 2)}
    if res.others:
        counts["other_icons"] = res.others  # icons the Ruleset names that are no vote (a REVISE), as admin notes count them
    reasons: list[Reason] = []
    verdict = "not yet"
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
        reasons.append(Reason(f"note: posted at {_fmt(post.posted_at)}, after the time of the tally ({_fmt(as_of)}): open {hours:.1f} h"))
    elif post.posted_at is not None and post.posted_at < BLOGNOMIC_BEGAN:
        reasons.append(Reason(f"note: posted at {_fmt(post.posted_at)}, before BlogNomic began (2003): the page's date is suspect"))

    illegal = over_limits(post, profile, posts if posts is not None else pending) if post.status == "pending" else None
    if post.status != "pending":
        verdict = "resolved"
        reasons.insert(0, Reason(f"already {post.status}" + (f": {post.admin_note}" if post.admin_note else "")))
    elif illegal is not None:
        verdict = "illegal"
        reasons.insert(0, illegal)
    elif post.kind == "proposal":
        verdict = _proposal(ctx, profile, as_of, pending, reasons, flags, force)
    elif post.kind == "cfj":
        verdict = _cfj(ctx, profile, as_of, pending, reasons, force)
    elif post.kind == "dov":
        verdict = _dov(ctx, profile, as_of, reasons, force)
    else:
        verdict = "not votable"
        reasons.insert(0, Reason(f"a {post.kind} post is not a votable matter", _cite(profile.votes.get("votable_matters"))))
    if verdict not in ("resolved", "not votable", "illegal"):
        if force and not flags.get("hiatus"):
            # never a guess: a mechanic the count or the timing depends on is stated in unknown wording
            verdict = "cannot tell"
            reasons[:0] = [Reason("cannot tell: " + force[0].text, force[0].citation)] + force[1:]
        elif verdict == "cannot tell" and ctx.unknowns:
            reasons[:0] = [Reason("cannot tell: " + ctx.unknowns[0].text, ctx.unknowns[0].citation)] + ctx.unknowns[1:]
    v = Verdict(
        url=post.url, title=post.title, kind=post.kind, author=post.author, posted_at=post.posted_at, as_of=as_of,
        status=post.status, verdict=verdict, reasons=reasons, counts=counts, ballots=list(res.ballots.values()),
        flags=flags, ignored=res.ignored,
    )
    return v


def _cite(f: Field | None) -> Citation | None:
    return f.citation if f is not None else None


def _hiatus(profile: RulesProfile, as_of: datetime, pending: list[Post], post: Post, force: list[Reason]) -> Reason | None:
    h = profile.hiatus
    dov_pending = [p for p in pending if p.kind == "dov" and p.status == "pending" and p.url != post.url and p.posted_at and p.posted_at <= as_of]
    if dov_pending and _v(h.get("pending_dov")):
        return Reason(f"Hiatus: a DoV is pending ({dov_pending[0].title})", h["pending_dov"].citation)
    if dov_pending and _unknown(h.get("pending_dov")):
        force.append(_unknown_reason(f"whether the pending DoV “{dov_pending[0].title}” puts the game on Hiatus", h["pending_dov"]))
    sd_f = h.get("seasonal_downtime")
    sd = _v(sd_f)
    if sd and sd.get("in_force") and as_of.strftime("%m-%d") in sd["dates"]:
        return Reason(f"Hiatus: Seasonal Downtime ({as_of.strftime('%d %B')})", h["seasonal_downtime"].citation)
    if _unknown(sd_f):
        force.append(_unknown_reason("when the Seasonal Downtime is", sd_f))
    return None


def _oldest(ctx: _Ctx, profile: RulesProfile, as_of: datetime, pending: list[Post]) -> tuple[bool, Reason | None, bool]:
    """(is the oldest pending proposal, reason, is stale beyond the skip)."""
    stale = _v(profile.proposal.get("stale_skip_days"))
    limit = timedelta(days=stale["days"]) if stale else None
    post = ctx.post
    is_stale = bool(limit and post.posted_at and as_of - post.posted_at > limit)
    if not _v(profile.proposal.get("oldest_pending_first")):
        return True, None, is_stale
    older = [
        p for p in pending
        if p.kind == "proposal" and p.status == "pending" and p.url != post.url and p.posted_at and post.posted_at and p.posted_at < post.posted_at
        and not (limit and as_of - p.posted_at > limit)
    ]
    if older and not is_stale:
        o = min(older, key=lambda p: p.posted_at)
        why = f"not the oldest pending proposal: “{o.title}” ({_fmt(o.posted_at)}) must be resolved first"
        return False, Reason(why, profile.proposal["oldest_pending_first"].citation), is_stale
    return True, None, is_stale


def _proposal(ctx: _Ctx, profile: RulesProfile, as_of: datetime, pending: list[Post], reasons: list[Reason], flags: dict, force: list[Reason]) -> str:
    enact_f, fail_f = profile.proposal.get("enact"), profile.proposal.get("fail")
    can_enact, why_e = _list(enact_f, ctx, "proposal")
    can_fail, why_f = _list(fail_f, ctx, "proposal")
    oldest, old_reason, stale = _oldest(ctx, profile, as_of, pending)
    if _unknown(profile.proposal.get("stale_skip_days")):
        force.append(_unknown_reason("when a long-pending proposal is skipped", profile.proposal["stale_skip_days"]))
    hiatus = _hiatus(profile, as_of, pending, ctx.post, force)
    flags.update({"oldest": oldest, "stale": stale, "hiatus": hiatus.text if hiatus else None})
    if stale:
        st = profile.proposal["stale_skip_days"]
        reasons.append(Reason(f"pending for more than {st.value['days']} days: ignored for the oldest-pending rule and may be failed by any Admin", st.citation))
    if hiatus:
        reasons.insert(0, hiatus)
        reasons.append(Reason(f"enact: {why_e}", _cite(enact_f)))
        return "not yet"
    if can_fail or (stale and _v(profile.proposal["stale_skip_days"]).get("may_be_failed")):
        if not oldest and not stale:
            reasons.insert(0, old_reason)
            reasons.append(Reason(f"fail: {why_f}", _cite(fail_f)))
            return "not yet"
        reasons.insert(0, Reason(f"may be failed: {why_f if can_fail else 'pending for too long'}", _cite(fail_f) if can_fail else profile.proposal["stale_skip_days"].citation))
        return "failable now"
    if can_enact:
        if not oldest:
            reasons.insert(0, old_reason)
            reasons.append(Reason(f"enact: {why_e}", _cite(enact_f)))
            return "not yet"
        reasons.insert(0, Reason(f"may be enacted: {why_e}", _cite(enact_f)))
        return "enactable now"
    if can_enact is None or can_fail is None:
        reasons.insert(0, Reason(f"cannot tell: enact: {why_e}; fail: {why_f}", _cite(enact_f)))
        return "cannot tell"
    reasons.insert(0, Reason(f"not yet: enact: {why_e}", _cite(enact_f)))
    reasons.append(Reason(f"fail: {why_f}", _cite(fail_f)))
    if not oldest:
        reasons.append(old_reason)
    return "not yet"


def _model_unknown(group: dict, name: str, force: list[Reason]) -> bool:
    f = group.get("model")
    if f is None or f.value is None:
        f = f or Field(None, status="absent")
        force.append(_unknown_reason(f"how a {name} is resolved", f) if f.status == "unrecognised"
                     else Reason(f"how a {name} is resolved is not known: {f.note or 'no rule states it'}", f.citation))
        return True
    return False


def _cfj(ctx: _Ctx, profile: RulesProfile, as_of: datetime, pending: list[Post], reasons: list[Reason], force: list[Reason]) -> str:
    if _model_unknown(profile.cfj, "CfJ", force):
        return "cannot tell"
    model = _v(profile.cfj.get("model"))
    if model == "duration":
        ends_f = profile.cfj.get("ends")
        if ends_f is None or ends_f.value is None:
            force.append(_unknown_reason("how long a CfJ runs", ends_f) if ends_f is not None else Reason("how long a CfJ runs is not known"))
            return "cannot tell"
        ends = ends_f.value
        hiatus = _hiatus(profile, as_of, pending, ctx.post, force) is not None
        days = ends["days_in_hiatus"] if hiatus else ends["days"]
        timed_out = ctx.hours > days * 24 if ends.get("strict") else ctx.hours >= days * 24
        if ctx.quorum is None and not timed_out:
            ctx.no_quorum()
            reasons.insert(0, Reason(f"continues until a Quorum of FOR or AGAINST votes or {days} days ({ctx.hours:.1f} h so far)", ends_f.citation))
            return "cannot tell"
        done = timed_out or ctx.for_ >= ctx.quorum or (ends.get("quorum_against", True) and ctx.against >= ctx.quorum)
        if not done:
            reasons.insert(0, Reason(f"continues until a Quorum ({ctx.quorum}) of FOR or AGAINST votes or {days} days ({ctx.hours:.1f} h so far)", ends_f.citation))
            return "not yet"
        passes = ctx.for_ * 2 > ctx.valid
        reasons.insert(0, Reason(f"{'passes' if passes else 'fails'}: {ctx.for_} of {ctx.valid} cast votes FOR", _cite(profile.cfj.get("enact"))))
        return "enactable now" if passes else "failable now"
    return _enact_or_fail(profile.cfj, ctx, "cfj", reasons)


def _dov(ctx: _Ctx, profile: RulesProfile, as_of: datetime, reasons: list[Reason], force: list[Reason]) -> str:
    if _model_unknown(profile.dov, "DoV", force):
        return "cannot tell"
    model = _v(profile.dov.get("model"))
    if model == "quorum majority":
        ra_f = profile.dov.get("resolve_after")
        if ra_f is None or ra_f.value is None:
            force.append(_unknown_reason("when a DoV may be resolved", ra_f) if ra_f is not None else Reason("when a DoV may be resolved is not known"))
            return "cannot tell"
        ra = ra_f.value
        e_voted = ctx.emperor is not None and ctx.res.ballots.get(ctx.emperor) is not None and ctx.res.ballots[ctx.emperor].vote is not None
        need = ra["hours_if_emperor_voted"] if e_voted else ra["hours"]
        if ctx.hours < need:
            reasons.insert(0, Reason(f"may be resolved after {need} h ({ctx.hours:.1f} h so far)", ra_f.citation))
            return "not yet"
        if ctx.quorum is None:
            ctx.no_quorum()
            reasons.insert(0, Reason(f"passes if a Quorum has voted and more than half FOR: {ctx.valid} voted, {ctx.for_} FOR", _cite(profile.dov.get("enact"))))
            return "cannot tell"
        passes = ctx.valid >= ctx.quorum and ctx.for_ * 2 > ctx.valid
        reasons.insert(0, Reason(f"{'passes' if passes else 'fails'}: {ctx.valid} voted (Quorum {ctx.quorum}), {ctx.for_} FOR", _cite(profile.dov.get("enact"))))
        return "enactable now" if passes else "failable now"
    return _enact_or_fail(profile.dov, ctx, "dov", reasons)


def _enact_or_fail(group: dict, ctx: _Ctx, name: str, reasons: list[Reason]) -> str:
    """CfJs and DoVs: any Admin may enact or fail them as soon as their conditions hold (no oldest-first)."""
    enact_f, fail_f = group.get("enact"), group.get("fail")
    can_enact, why_e = _list(enact_f, ctx, name)
    can_fail, why_f = _list(fail_f, ctx, name)
    if can_enact:
        reasons.insert(0, Reason(f"may be enacted: {why_e}", _cite(enact_f)))
        return "enactable now"
    if can_fail:
        reasons.insert(0, Reason(f"may be failed: {why_f}", _cite(fail_f)))
        return "failable now"
    reasons.insert(0, Reason(f"not yet: enact: {why_e}; fail: {why_f}", _cite(enact_f)))
    return "not yet" if can_enact is not None and can_fail is not None else "cannot tell"


# ------------------------------------------------------------------------------------------------
# when the verdict changes


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
            _collect_hours(f.value, out)
    st = _v(profile.proposal.get("stale_skip_days"))
    if st:
        out.add(timedelta(days=st["days"], seconds=1))
    ends = _v(profile.cfj.get("ends"))
    if ends:
        extra = timedelta(seconds=1 if ends.get("strict") else 0)
        out.update({timedelta(days=ends["days"]) + extra, timedelta(days=ends["days_in_hiatus"]) + extra})
    ra = _v(profile.dov.get("resolve_after"))
    if ra:
        out.update({timedelta(hours=ra["hours"]), timedelta(hours=ra["hours_if_emperor_voted"])})
    return sorted(out)


def _collect_hours(value, out: set) -> None:
    if isinstance(value, dict):
        if value.get("kind") == "min_hours":
            out.add(timedelta(hours=value["hours"], seconds=1 if value.get("strict") else 0))
        for v in value.values():
            _collect_hours(v, out)
    elif isinstance(value, list):
        for v in value:
            _collect_hours(v, out)


def _hours_label(d: timedelta) -> str:
    h = d.total_seconds() / 3600
    return f"{h:g} h" if d.seconds % 3600 == 0 else f"just over {int(h)} h"


HORIZON = timedelta(days=366)


def _events(post: Post, profile: RulesProfile, as_of: datetime, queue: list[Post]) -> list[tuple[datetime, str]]:
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
    sd = _v(profile.hiatus.get("seasonal_downtime"))
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


def tally(post: Post, profile: RulesProfile, roster: Roster, as_of: datetime, pending: list[Post] | None = None, admin: str = "<you>",
          posts: list[Post] | None = None) -> Verdict:
    """The verdict on one matter at ``as_of``, with the earliest time it would change if nobody else votes
    or posts: the whole pending queue is simulated (older proposals dropping out after the 7-day skip, every
    matter's hour thresholds, a pending DoV's hiatus, the Seasonal Downtime). `posts`: every matter known (any status),
    for the author's proposal limits (default: `pending`)."""
    # nobody posts: the queue is what was posted by as_of (and the matter itself)
    queue = [p for p in (pending or []) if p.posted_at is not None and p.posted_at <= as_of]
    res = _ballots(post, profile, roster, as_of)
    known = posts if posts is not None else list(pending or [])
    v = _evaluate(post, profile, roster, as_of, queue, res, posts=known)
    if v.verdict in ("not yet", "enactable now", "failable now", "cannot tell") and post.posted_at:
        for t, why in _events(post, profile, as_of, queue):
            later = _evaluate(post, profile, roster, t, queue, res, posts=known)
            if later.verdict != v.verdict:
                v.next_change, v.next_verdict = t, later.verdict
                v.next_change_why = f"at {_fmt(t)} ({why}) it becomes “{later.verdict}”: {later.reasons[0].text}"
                break
    v.needs = _needs(v, profile)
    v.suggested_note = suggest_note(v, profile, admin)
    v.since = changes_since(post, as_of, _players(roster), lambda raw: _counts_as(raw, profile))
    return v


def _counts_as(raw: str, profile: RulesProfile) -> str | None:
    """An icon as the page shows it -> what it counts as by the Ruleset (its name, or the icon it counts as)."""
    n = icon_name(raw, profile)
    return (_icon_entry(n, profile).get("counts_as") or n) if n else None


def _needs(v: Verdict, profile: RulesProfile) -> list[str]:
    if v.verdict != "not yet" or v.kind not in ("proposal", "cfj"):
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
    if v.verdict == "enactable now":
        how = "Reached quorum" if c["quorum"] is not None and c["FOR"] >= c["quorum"] else "Timed out"
        return f"{how} {tally_s}. Enacted by {admin}."
    if v.verdict == "illegal":
        return f"Illegal: over the Proposal limits. Marked illegal by {admin}."
    if v.verdict == "failable now":
        if v.flags.get("vetoed"):
            return f"Vetoed. Failed by {admin}."
        if v.flags.get("withdrawn"):
            term = (_v(profile.proposal.get("withdrawal")) or {}).get("term") or "Withdrawn"
            return f"{'Self-killed' if term.lower().startswith('self') else term}. Failed by {admin}."
        if v.flags.get("stale") and not any("Unpopular" in r.text for r in v.reasons[:1]):
            days = (_v(profile.proposal.get("stale_skip_days")) or {}).get("days")
            return f"Pending for more than {days} days, {tally_s}. Failed by {admin}."
        # "Timed out": failed once the longest hour condition of the rules for this kind of matter has passed (48 h for
        # proposals in every era so far); a CfJ that runs until it is Popular or Unpopular never times out
        hours = _time_limit_hours(v.kind, profile)
        how = "Timed out" if hours and c["hours_open"] >= hours else "Failed"
        return f"{how} {tally_s}. Failed by {admin}."
    return None


def _time_limit_hours(kind: str, profile: RulesProfile) -> float | None:
    """The longest hour condition the rules set on resolving this kind of matter (a CfJ's days when it runs for a
    fixed time), or None when its resolution depends on no time."""
    if kind == "proposal":
        hours = _v(profile.proposal.get("hours")) or []
        return max(hours) if hours else None
    if kind == "cfj":
        ends = _v(profile.cfj.get("ends"))
        return ends["days"] * 24 if _v(profile.cfj.get("model")) == "duration" and ends else None
    if kind == "dov":
        found: set[timedelta] = set()
        for key in ("enact", "fail"):
            f = profile.dov.get(key)
            _collect_hours(f.value if f is not None else None, found)
        return max(found).total_seconds() / 3600 if found else None
    return None


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
    """The pending votable matters of the blog's front page, oldest first (what ``tally --pending`` tallies)."""
    from .models import VOTABLE

    return sorted((p for p in listed if p.kind in VOTABLE and p.status == "pending"), key=lambda p: p.posted_at or as_of)


def check_whole(listed: Post, post: Post) -> None:
    """A post page with fewer comments than the front page counts for it is refused: an incomplete vote is never
    tallied (the page was cut, or the comment markup changed)."""
    from .errors import BlognomicError

    if listed.comment_count is not None and len(post.comments) < listed.comment_count:
        raise BlognomicError(
            f"{post.url}: the listing counts {listed.comment_count} comments but {len(post.comments)} were read from the post page "
            "(truncated, or the comment markup changed: see the 'comment' selector); not tallying an incomplete vote"
        )

