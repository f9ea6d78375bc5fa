"""Every player's ballot on a votable matter, from the comments posted up to the time of the tally.

``resolve_ballots`` is a pipeline of stages, each reading one part of the rules (all of it from the RulesProfile):
the icons each player posted, the mechanics this matter uses that the rules state in unknown wording, the sticky
VETO and withdrawal, the emperor's own vote (and their DEFERENTIAL, resolved from the others' votes), then each
player's vote (the last icon, or the last valid one; DEFERENTIAL; the self-kill; the author's implicit vote), and
the icons that are no vote at all. Every stage leaves its reasons in the ballots' trails.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from ..kinds import PostKind
from ..models import Comment, Post, Roster
from ..profile import RulesProfile
from ..reading.citations import Field
from .base import VALID, Ballot, Reason, fmt_time, is_unknown, unknown_reason, value_of
from .icons import icon_entry, icon_name, not_a_vote


@dataclass
class Resolved:
    """The ballots of a matter and the mechanics they set off."""

    ballots: dict[str, Ballot]
    vetoed: Reason | None
    withdrawn: Reason | None
    emperor_vote: str | None
    deferentials: int
    ignored: list[str]
    unknowns: list[Reason] = field(default_factory=list)
    # the players' last icons the Ruleset names that are no vote FOR or AGAINST (a REVISE): shown in admin notes
    others: dict[str, int] = field(default_factory=dict)


def players_of(roster: Roster) -> list[str]:
    """Who votes and counts towards Quorum: the active players, and the emperor."""
    players = list(roster.players)
    if roster.emperor and not roster.is_player(roster.emperor):
        players.append(roster.emperor)  # the emperor votes and counts towards quorum
    return players


def canonical_name(name: str, players: list[str]) -> str | None:
    """A name as the roster spells it (names match ignoring case), None when no player has it."""
    key = name.casefold()
    for p in players:
        if p.casefold() == key:
            return p
    return None


Icons = dict[str, list[tuple[str, datetime | None, Comment]]]  # player -> (icon, when, comment), oldest first


@dataclass
class _Matter:
    """What the ballots of one matter are read with: its voters and the rules' mechanics as the profile states them,
    and what the stages gather (each player's icons and trail, the comments ignored, the unknowns)."""

    post: Post
    profile: RulesProfile
    roster: Roster
    players: list[str]
    emperor: str | None
    author: str | None
    last_icon_only: bool
    is_proposal: bool
    veto_f: Field | None
    veto: dict
    withdrawal_f: Field | None
    withdrawal: dict
    small_f: Field | None
    small: dict | None
    emperor_deferential: dict | None
    deferential_applies: bool
    icons: Icons = field(default_factory=dict)
    trails: dict[str, list[str]] = field(default_factory=dict)
    ignored: list[str] = field(default_factory=list)
    unknowns: list[Reason] = field(default_factory=list)


def _read_mechanics(post: Post, profile: RulesProfile, roster: Roster, last_icon_only: bool | None) -> _Matter:
    """Rule "Votes" (how a vote is determined), the Proposals' veto and withdrawal, the DEFERENTIAL rules: who votes
    on this matter and which mechanics apply to it."""
    players = players_of(roster)
    if last_icon_only is None:
        last_icon_only = value_of(profile.votes.get("vote_is")) == "last icon"
    d_copy = profile.deferential.get("copies_emperor")
    d_applies = value_of(profile.deferential.get("applies_to"))
    is_proposal = post.kind == PostKind.PROPOSAL
    veto_f, withdrawal_f = profile.proposal.get("veto"), profile.proposal.get("withdrawal")
    small_f = profile.deferential.get("small_game_condition")
    return _Matter(
        post=post, profile=profile, roster=roster, players=players,
        emperor=canonical_name(roster.emperor, players) if roster.emperor else None,
        author=canonical_name(post.author, players), last_icon_only=last_icon_only, is_proposal=is_proposal,
        veto_f=veto_f, veto=value_of(veto_f) or {}, withdrawal_f=withdrawal_f, withdrawal=value_of(withdrawal_f) or {},
        small_f=small_f, small=value_of(small_f), emperor_deferential=value_of(profile.deferential.get("emperor_deferential")),
        deferential_applies=d_copy is not None and value_of(d_copy) is not None and (d_applies == "all votable matters" or is_proposal),
        icons={p: [] for p in players}, trails={p: [] for p in players},
    )


def _read_icons(m: _Matter, as_of: datetime) -> None:
    """Rule "Voting Icons": each player's icons, oldest first, from the comments posted up to ``as_of`` (the last
    icon of a comment counts; an icon may count as another); a comment of someone who is no active player is
    ignored. Which image means which vote is the Ruleset's to say, never a guess."""
    profile, players, trails = m.profile, m.players, m.trails
    comments = sorted((c for c in m.post.comments if c.posted_at is None or c.posted_at <= as_of), key=lambda c: c.posted_at or as_of)
    icons_f = profile.vote_icons
    if any(c.icons for c in comments) and not value_of(icons_f):
        # never a guess: which image means which vote is the Ruleset's to say
        m.unknowns.append(unknown_reason("what the voting icons are", icons_f) if is_unknown(icons_f)
                          else Reason("what the voting icons are is not known: no rule read names them", icons_f.citation if icons_f else None))
    for c in comments:
        who = canonical_name(c.author, players)
        named = []
        for raw in c.icons:
            n = icon_name(raw, profile)
            counts_as = icon_entry(n, profile).get("counts_as") if n else None
            named.append(counts_as or n or f"?{raw}")
            said_ = f"{n} counts as {counts_as} ({icon_entry(n, profile).get('counts_as_rule')})"
            if counts_as and who is not None and said_ not in trails[who]:
                trails[who].append(said_)
        c_icons = named
        if who is None:
            if c_icons:
                # (the roster is the sidebar as read; its fetch time is left out so that output depends only on --as-of)
                idle = any(c.author.casefold() == i.casefold() for i in m.roster.idle)
                on = m.roster.where or "the roster"
                m.ignored.append(f"{c.author}: {c_icons[-1].lstrip('?')} at {fmt_time(c.posted_at)} ignored: "
                                 + (f"idle on {on}" if idle else f"not an active player on {on}"))
            continue
        if not c_icons:
            continue
        icon = c_icons[-1]
        if len(c_icons) > 1:
            trails[who].append(f"several icons in the comment of {fmt_time(c.posted_at)}: the last ({icon}) counts")
        if c.time_note:
            trails[who].append(c.time_note)
        m.icons[who].append((icon, c.posted_at, c))


def _note_unknown_mechanics(m: _Matter) -> None:
    """Never a guess: a mechanic this matter uses (DEFERENTIAL, the veto, the emperor's own DEFERENTIAL in a small
    game, the author's AGAINST on their own proposal) that the rules state in wording not recognised is an unknown."""
    profile, icons, emperor, author = m.profile, m.icons, m.emperor, m.author
    used = {i for seq in icons.values() for i, _, _ in seq}
    if "DEFERENTIAL" in used:
        for key, what in (("copies_emperor", "what a DEFERENTIAL vote means"), ("applies_to", "which matters DEFERENTIAL applies to")):
            if is_unknown(profile.deferential.get(key)):
                m.unknowns.append(unknown_reason(what, profile.deferential[key]))
                break
    if m.is_proposal and emperor and any(i == "VETO" for i, _, _ in icons.get(emperor, [])) and is_unknown(m.veto_f):
        m.unknowns.append(unknown_reason("the veto", m.veto_f))
    if m.is_proposal and emperor and icons.get(emperor) and icons[emperor][-1][0] == "DEFERENTIAL" and is_unknown(m.small_f):
        m.unknowns.append(unknown_reason("when the emperor's own DEFERENTIAL is resolved", m.small_f))
    if m.is_proposal and author and any(i == "AGAINST" for i, _, _ in icons.get(author, [])) and is_unknown(m.withdrawal_f):
        m.unknowns.append(unknown_reason("what the author's AGAINST on their own proposal does", m.withdrawal_f))


def _vetoed(m: _Matter) -> Reason | None:
    """The Proposals' veto: the emperor's VETO fails a proposal (sticky: even if later changed, when the rules say
    so; else while it is their last icon), unless the rules bar this emperor from vetoing."""
    emperor, veto = m.emperor, m.veto
    if not (emperor and veto and m.is_proposal):
        return None
    restricted = {r.get("who", "").casefold() for r in veto.get("restrictions", [])}
    e_icons = [(i, t) for i, t, _ in m.icons[emperor]]
    vetos = [t for i, t in e_icons if i == "VETO"]
    if vetos and emperor.casefold() in restricted:
        m.trails[emperor].append(f"VETO ignored: {next(r['text'] for r in veto['restrictions'] if r.get('who', '').casefold() == emperor.casefold())}")
    elif vetos and (veto.get("sticky") or (e_icons and e_icons[-1][0] == "VETO")):
        how = "even if later changed" if veto.get("sticky") else "their last icon"
        return Reason(f"Vetoed: {emperor} used VETO at {fmt_time(vetos[0])} ({how})", m.veto_f.citation)
    return None


def _withdrawn(m: _Matter) -> Reason | None:
    """The Proposals' withdrawal (the self-kill): the author's AGAINST on their own proposal withdraws it."""
    author, withdrawal = m.author, m.withdrawal
    if not (author and m.is_proposal and withdrawal):
        return None
    against = [t for i, t, _ in m.icons[author] if i == "AGAINST"]
    if not against:
        return None
    term = withdrawal.get("term") or "Withdrawn"
    return Reason(f"{term}: the author {author} voted AGAINST at {fmt_time(against[0])}"
                  + (" (this holds even if they change their vote)" if withdrawal.get("sticky") else ""), m.withdrawal_f.citation)


def _emperor_vote(m: _Matter) -> str | None:
    """Rule "Votes": the emperor's own FOR or AGAINST (their last icon, or their last valid one; a VETO is no vote),
    which others' DEFERENTIALs copy."""
    emperor = m.emperor
    if not emperor:
        return None
    e_seq = [i for i, _, _ in m.icons[emperor] if i != "VETO" or m.last_icon_only]
    if m.last_icon_only:
        last = e_seq[-1] if e_seq else None
        return last if last in VALID else None
    valid = [i for i in e_seq if i in VALID]
    return valid[-1] if valid else None


def _emperor_deferential(m: _Matter) -> str | None:
    """The emperor's own DEFERENTIAL (where the rules make the others' DEFERENTIALs invalid then): it counts as the
    majority of the others' valid votes, the author's implicit vote included; in a small game, only once every
    other player has voted. None when it does not apply."""
    emperor, icons, players, small, author = m.emperor, m.icons, m.players, m.small, m.author
    d_emp = m.emperor_deferential
    if not (emperor and m.is_proposal and d_emp and d_emp.get("others_deferential_invalid") and icons[emperor]
            and icons[emperor][-1][0] == "DEFERENTIAL"):
        return None
    others = [p for p in players if p != emperor]
    voted = [p for p in others if icons[p]]
    if small and len(players) <= small["max_players"] and len(voted) < len(others):
        m.trails[emperor].append(
            f"DEFERENTIAL not resolved: {len(players)} players (≤ {small['max_players']}) and {len(others) - len(voted)} of the others have not voted yet"
        )
        return None
    plain = {}
    for p in others:
        val = [i for i, _, _ in icons[p] if i in VALID]
        plain[p] = val[-1] if val else None
    if author and author != emperor and plain.get(author) is None:
        plain[author] = "FOR" if (value_of(m.profile.votes.get("author_implicit_vote")) or {}).get("vote") == "FOR" else None
    nf = sum(1 for v in plain.values() if v == "FOR")
    na = sum(1 for v in plain.values() if v == "AGAINST")
    emperor_def = "FOR" if nf > na else "AGAINST"
    m.trails[emperor].append(f"DEFERENTIAL → {emperor_def} ({nf} FOR vs {na} AGAINST among the others' valid votes; others' DEFERENTIALs are not valid)")
    return emperor_def


@dataclass
class _Vote:
    """One player's vote as a stage reads it: the vote, the time of the comment it came from, and whether it is a
    DEFERENTIAL resolved to the emperor's vote."""

    vote: str | None = None
    when: datetime | None = None
    deferential: bool = False


def _by_last_icon(m: _Matter, p: str, emperor_vote: str | None) -> _Vote:
    """Rule "Votes", where a player's vote is their last icon: a FOR or AGAINST counts; a DEFERENTIAL copies the
    emperor's vote where DEFERENTIAL applies (the emperor's own cancels their vote); anything else is no vote."""
    seq, trail, emperor = m.icons[p], m.trails[p], m.emperor
    out = _Vote()
    if not seq:
        return out
    icon, out.when, _ = seq[-1]
    if len(seq) > 1:
        trail.append(f"earlier icons superseded by the last one at {fmt_time(out.when)}")
    if icon in VALID:
        out.vote = icon
    elif icon == "DEFERENTIAL":
        if p == emperor:
            trail.append("the emperor's DEFERENTIAL cancels their previous vote")
        elif m.deferential_applies and emperor_vote:
            out.vote, out.deferential = emperor_vote, True
            trail.append(f"DEFERENTIAL → {emperor_vote} ({emperor} voted {emperor_vote})")
        else:
            why = "the emperor has not voted" if m.deferential_applies else "DEFERENTIAL does not apply to this kind of matter"
            trail.append(f"DEFERENTIAL does not count as a vote ({why})")
    elif icon == "VETO":
        trail.append("VETO is not a FOR/AGAINST vote")
    else:
        trail.append(not_a_vote(icon))
    return out


def _by_last_valid_icon(m: _Matter, p: str, emperor_vote: str | None, emperor_def: str | None) -> _Vote:
    """Rule "Votes", where a player's vote is their last *valid* icon: DEFERENTIAL is valid only while the emperor
    has a valid non-VETO vote (and not when the emperor voted DEFERENTIAL themselves); later invalid icons leave
    the last valid one standing."""
    seq, trail, emperor = m.icons[p], m.trails[p], m.emperor
    out = _Vote()
    for icon, t, _ in reversed(seq):
        if icon in VALID:
            out.vote, out.when = icon, t
            break
        if icon == "DEFERENTIAL" and p != emperor:
            if emperor_def is not None:
                trail.append(f"DEFERENTIAL at {fmt_time(t)} is not valid (the emperor voted DEFERENTIAL themselves)")
                continue
            if m.deferential_applies and emperor_vote:
                out.vote, out.when, out.deferential = emperor_vote, t, True
                trail.append(f"DEFERENTIAL → {emperor_vote} ({emperor} voted {emperor_vote})")
                break
            trail.append(f"DEFERENTIAL at {fmt_time(t)} is not valid: "
                         + ("the emperor has no valid vote other than VETO" if m.deferential_applies else "not a valid vote here"))
            continue
        if icon == "DEFERENTIAL" and p == emperor:
            trail.append(f"own DEFERENTIAL at {fmt_time(t)} is not a valid vote")
            continue
        if icon == "VETO":
            continue
        trail.append(f"{not_a_vote(icon)} (at {fmt_time(t)})")
    later = [i for i, t, _ in seq if out.when is not None and t is not None and t > out.when]
    if out.vote and later:
        trail.append(f"later icons {', '.join(later)} are not valid; the last valid one counts")
    elif out.vote and len(seq) > 1:
        trail.append(f"earlier icons superseded by the one at {fmt_time(out.when)}")
    return out


def _self_kill(m: _Matter, p: str, vote: str | None) -> str | None:
    """The self-kill (Ruleset 70): where the withdrawal is sticky and a vote is the last icon, the author's AGAINST
    on their own proposal may not be changed."""
    w = m.withdrawal
    if p == m.author and w and w.get("sticky") and m.last_icon_only and any(i == "AGAINST" for i, _, _ in m.icons[p]) and vote != "AGAINST":
        m.trails[p].append("self-kill: the author's AGAINST may not be changed")
        return "AGAINST"
    return vote


def _author_implicit_vote(m: _Matter, p: str, vote: str | None) -> str | None:
    """Rule "Votes": the author of a matter who has no valid icon counts as voting as the rules say (FOR, in most
    eras), on the matters the rule covers and unless they cast a vote where the rule says so."""
    if p != m.author or vote is not None:
        return vote
    f = m.profile.votes.get("author_implicit_vote")
    if is_unknown(f):
        m.unknowns.append(unknown_reason(f"the vote of the author {p}, who has no valid icon,", f))
    imp = value_of(f) or {}
    applies = imp.get("applies_to") == "votable matters" or m.is_proposal
    no_icon = not m.icons[p] if imp.get("unless") == "the author cast a vote" else True
    if imp.get("vote") and applies and no_icon:
        vote = imp["vote"]
        m.trails[p].append(f"author without a valid icon: counts as {vote}")
    return vote


def _other_icons(m: _Matter, ballots: dict[str, Ballot]) -> dict[str, int]:
    """Rule "Voting Icons": the players' last icons that the Ruleset names but that are no vote FOR or AGAINST (a
    REVISE), counted as admin notes count them."""
    others: dict[str, int] = {}
    for p in m.players:
        last = m.icons[p][-1][0] if m.icons[p] else None
        if last and not last.startswith("?") and last not in VALID + ("DEFERENTIAL", "VETO") and ballots[p].vote is None:
            others[last] = others.get(last, 0) + 1
    return dict(sorted(others.items()))


def resolve_ballots(post: Post, profile: RulesProfile, roster: Roster, as_of: datetime, last_icon_only: bool | None = None) -> Resolved:
    """Every player's vote from the comments posted up to ``as_of``. ``last_icon_only`` overrides the
    profile's "how a vote is determined" (used to try both readings when the rules' wording is unknown)."""
    m = _read_mechanics(post, profile, roster, last_icon_only)
    _read_icons(m, as_of)
    _note_unknown_mechanics(m)
    vetoed = _vetoed(m)
    withdrawn = _withdrawn(m)
    emperor_vote = _emperor_vote(m)
    emperor_def = _emperor_deferential(m)
    if emperor_def is not None:
        emperor_vote = emperor_def
    ballots: dict[str, Ballot] = {}
    deferentials = 0
    for p in m.players:
        if p == m.emperor and emperor_def is not None:
            v = _Vote(emperor_def, m.icons[p][-1][1])
        elif m.last_icon_only:
            v = _by_last_icon(m, p, emperor_vote)
        else:
            v = _by_last_valid_icon(m, p, emperor_vote, emperor_def)
        deferentials += v.deferential
        vote = _author_implicit_vote(m, p, _self_kill(m, p, v.vote))
        trail = m.trails[p]
        if m.icons[p] and vote is None and not trail:
            trail.append("no valid vote")
        ballots[p] = Ballot(player=p, vote=vote, trail=trail, comment_time=v.when)
    return Resolved(ballots, vetoed, withdrawn, emperor_vote, deferentials, m.ignored, m.unknowns, _other_icons(m, ballots))


def read_ballots(post: Post, profile: RulesProfile, roster: Roster, votes_until: datetime) -> Resolved:
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
