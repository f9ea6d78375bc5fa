"""The "changes" prediction: the earliest time a matter's verdict changes if nobody votes or posts,
simulated over the whole pending queue. Checked as a property over the recorded blog months, and on
the cases that went wrong."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blognomic_tools.audit import context_at
from blognomic_tools.models import Comment, Post, Roster
from blognomic_tools.parsers import load_ruleset
from blognomic_tools.parsers.blog import parse_listing_page, parse_post_page
from blognomic_tools.profile import build_profile
from blognomic_tools.tally import tally
from conftest import BLOG_SITE, FIX

UTC = timezone.utc
MONTHS = {"2024/02": "ruleset-2024-02-24.wiki", "2022/08": "ruleset-205.wiki"}
VOTABLE = ("proposal", "cfj", "dov")


def _month(month: str):
    listed, _ = parse_listing_page((BLOG_SITE / month / "index.html").read_text(), f"https://blognomic.com/{month}/")
    posts = []
    for p in listed:
        if p.kind not in VOTABLE:
            continue
        slug = p.url.rstrip("/").rsplit("/", 1)[-1]
        post, roster = parse_post_page((BLOG_SITE / "archive" / f"{slug}.html").read_text(), p.url)
        post.adminned_at = post.adminned_at or p.adminned_at
        post.admin_note = post.admin_note or p.admin_note
        posts.append((post, roster))
    return posts, build_profile(load_ruleset(FIX / MONTHS[month]))


@pytest.fixture(scope="module")
def live():
    return build_profile(load_ruleset(FIX / "ruleset-2024-02-24.wiki"))


_CACHE: dict = {}


def month_data(month: str):
    if month not in _CACHE:
        _CACHE[month] = _month(month)
    return _CACHE[month]


def _at_as_of(posts, as_of):
    """The queue as it stood at as_of, with only the votes cast by then (nobody votes or posts after)."""
    rosters = {p.url: r for p, r in posts}
    ctx = context_at([p for p, _ in posts], as_of)
    ctx = [replace(p, comments=[c for c in p.comments if c.posted_at is None or c.posted_at <= as_of]) for p in ctx]
    return ctx, rosters


def _whole_seconds(t: datetime) -> datetime:
    return t.replace(microsecond=0)


@settings(deadline=None)
@given(month=st.sampled_from(sorted(MONTHS)), offset_s=st.integers(-3600, 12 * 24 * 3600), samples=st.lists(st.floats(0.001, 0.999), min_size=3, max_size=6))
def test_prediction_holds_for_random_as_of(month, offset_s, samples):
    posts, profile = month_data(month)
    first = min(p.posted_at for p, _ in posts)
    as_of = first + timedelta(seconds=offset_s)
    ctx, rosters = _at_as_of(posts, as_of)
    _check_prediction(profile, ctx, rosters, as_of, samples)


def _check_prediction(profile, ctx, rosters, as_of, samples):
    for m in ctx:
        v = tally(m, profile, rosters[m.url], as_of, pending=ctx)
        if v.next_change is not None:
            assert v.next_change > as_of
            later = tally(m, profile, rosters[m.url], v.next_change, pending=ctx)
            assert later.verdict == v.next_verdict, (m.title, as_of, v.next_change_why, later.reasons[0].text)
            end = v.next_change
        else:
            end = as_of + timedelta(days=30)
        for f in samples:
            t = _whole_seconds(as_of + (end - as_of) * f)
            if as_of < t < end:
                mid = tally(m, profile, rosters[m.url], t, pending=ctx)
                assert mid.verdict == v.verdict, (m.title, as_of, t, v.next_change, v.next_change_why, mid.reasons[0].text)


PLAYERS = ["Josh", "Kevan", "pokes", "naught", "JonathanDark", "Brendan", "qenya", "Clucky", "Raven1207"]
T0 = datetime(2024, 2, 19, 9, 0, tzinfo=UTC)


@st.composite
def queues(draw):
    """A pending queue of 1-5 matters (mostly proposals), posted minutes apart over eight days, with votes."""
    posts = []
    for i in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(["proposal"] * 8 + ["cfj", "dov"]))
        at = T0 + timedelta(minutes=draw(st.integers(0, 8 * 24 * 60)))
        author = draw(st.sampled_from(PLAYERS))
        comments = []
        for who in draw(st.lists(st.sampled_from(PLAYERS), max_size=9, unique=True)):
            icon = draw(st.sampled_from(["FOR"] * 5 + ["AGAINST", "AGAINST", "DEFERENTIAL", "VETO"]))
            comments.append(Comment(author=who, posted_at=at + timedelta(minutes=draw(st.integers(1, 1500))), icons=[icon], text=icon))
        title = {"proposal": "Proposal", "cfj": "Call for Judgement", "dov": "Declaration of Victory"}[kind] + f": M{i}"
        posts.append(Post(url=f"https://blognomic.com/archive/m{i}", slug=f"m{i}", kind=kind, title=title, subject=f"M{i}", tags=[],
                          author=author, posted_at=at, status="pending", comments=comments))
    return posts


@settings(deadline=None)
@given(queue=queues(), offset_min=st.integers(0, 16 * 24 * 60), samples=st.lists(st.floats(0.001, 0.999), min_size=3, max_size=6))
def test_prediction_holds_on_generated_queues(live, queue, offset_min, samples):
    as_of = T0 + timedelta(minutes=offset_min)
    ctx = [replace(p, comments=[c for c in p.comments if c.posted_at <= as_of]) for p in queue if p.posted_at <= as_of]
    roster = Roster(players=list(PLAYERS), admins=["Kevan"], emperor="Josh", as_of=as_of)
    _check_prediction(live, ctx, {p.url: roster for p in ctx}, as_of, samples)


# -- table: the cases that went wrong, on Post models -------------------------------------------------

NINE = ["Josh", "Kevan", "pokes", "naught", "JonathanDark", "Brendan", "qenya", "Clucky", "Raven1207"]  # Q = 5


def P(title, at, votes=(), kind="proposal", author="Kevan"):
    comments = [Comment(author=who, posted_at=at + timedelta(minutes=mins), icons=[icon], text=icon) for who, mins, icon in votes]
    return Post(url=f"https://blognomic.com/archive/{title.lower().replace(' ', '_')}", slug="x", kind=kind, title=title,
                subject=title, tags=[], author=author, posted_at=at, status="pending", comments=comments)


FIVE_FOR = [(p, 5, "FOR") for p in ["Josh", "pokes", "naught", "Brendan"]]  # + the author's implicit FOR
TIE = [("pokes", 5, "FOR"), ("naught", 6, "AGAINST"), ("Brendan", 7, "AGAINST")]  # 2-2 with the author
MOAT = datetime(2024, 2, 21, 8, 40, tzinfo=UTC)


def _d(s: str) -> datetime:
    return datetime.strptime(s, "%Y-%m-%d %H:%M:%S").replace(tzinfo=UTC)


CASES = [
    # the report: a Popular proposal behind an older one; the older one drops out of the queue after 7 days,
    # so at 28 Feb 08:40:01 it becomes enactable (it used to say "14:40, becomes failable")
    ("behind one older that expires",
     [P("Old", MOAT, TIE), P("New", MOAT + timedelta(hours=6), FIVE_FOR)], "New", "2024-02-27 12:00:00",
     "not yet", "2024-02-28 08:40:01", "enactable now"),
    # two older ones: the queue frees only when the later of them expires
    ("behind two older that expire in turn",
     # (by other authors: Kevan with two pending would be over the Proposal limits)
     [P("Old", MOAT, TIE, author="Clucky"), P("Older too", MOAT + timedelta(hours=2), TIE, author="qenya"), P("New", MOAT + timedelta(hours=6), FIVE_FOR)], "New",
     "2024-02-27 12:00:00", "not yet", "2024-02-28 10:40:01", "enactable now"),
    # the oldest one's own 48 hours: it becomes failable (Unpopular on a tie)
    ("own 48-hour threshold",
     [P("Old", MOAT, TIE), P("New", MOAT + timedelta(hours=6), FIVE_FOR)], "Old", "2024-02-22 12:00:00",
     "not yet", "2024-02-23 08:40:00", "failable now"),
    # enactable now, then the Seasonal Downtime begins at midnight
    ("Seasonal Downtime begins",
     [P("Xmas", datetime(2023, 12, 23, 6, 0, tzinfo=UTC), FIVE_FOR)], "Xmas", "2023-12-23 20:00:00",
     "enactable now", "2023-12-24 00:00:00", "not yet"),
    ("Seasonal Downtime ends",
     [P("Xmas", datetime(2023, 12, 23, 6, 0, tzinfo=UTC), FIVE_FOR)], "Xmas", "2023-12-25 12:00:00",
     "not yet", "2023-12-27 00:00:00", "enactable now"),
]


@pytest.mark.parametrize("name,posts,target,as_of,now,when,then", CASES, ids=[c[0] for c in CASES])
def test_change_takes_the_whole_queue_into_account(live, name, posts, target, as_of, now, when, then):
    roster = Roster(players=list(NINE), admins=["Kevan"], emperor="Josh", as_of=_d(as_of))
    post = next(p for p in posts if p.title == target)
    v = tally(post, live, roster, _d(as_of), pending=posts)
    assert (v.verdict, v.next_change, v.next_verdict) == (now, _d(when), then), v.next_change_why
    assert tally(post, live, roster, _d(when), pending=posts).verdict == then
    assert tally(post, live, roster, _d(when) - timedelta(seconds=1), pending=posts).verdict == now


def test_the_report_case_names_the_older_matter(live):
    posts = CASES[0][1]
    roster = Roster(players=list(NINE), admins=["Kevan"], emperor="Josh", as_of=_d("2024-02-27 12:00:00"))
    v = tally(posts[1], live, roster, _d("2024-02-27 12:00:00"), pending=posts)
    assert "just over 168 h after “Old” was posted" in v.next_change_why
    assert v.to_dict()["next_change"] == "2024-02-28T08:40:01Z" and v.to_dict()["next_verdict"] == "enactable now"


def test_nobody_posts_a_later_dov_does_not_count(live):
    """A DoV posted after --as-of is not part of the queue at as_of (no one posts)."""
    prop = P("Prop", MOAT, FIVE_FOR)
    dov = P("Declaration of Victory: Me", MOAT + timedelta(hours=20), kind="dov", author="pokes")
    roster = Roster(players=list(NINE), admins=["Kevan"], emperor="Josh", as_of=MOAT)
    v = tally(prop, live, roster, MOAT + timedelta(hours=1), pending=[prop, dov])
    assert (v.next_change, v.next_verdict) == (MOAT + timedelta(hours=12), "enactable now")
