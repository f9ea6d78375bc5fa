"""Blog pages in the real ExpressionEngine markup (sites.md), written from compact scenarios.

    python scripts/blogfixtures.py            # (re)writes fixtures/blog/site/

Layout as on blognomic.com: /archive/<slug> (post pages), /YYYY/MM/ (months), / (front page).
Each page carries the sidebar roster of its time. Used by the tests (served over HTTP by
blognomic_tools.sandbox.blogserver), by the sandbox and by bench/tally.py (which renders many more).
"""
from __future__ import annotations

import html
import re
import sys
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "fixtures" / "blog" / "site"
SITE = "https://blognomic.com"
ICON = {"FOR": ("for.gif", "for"), "AGAINST": ("against.gif", "against"), "DEFERENTIAL": ("imperial.gif", "imperial"),
        "VETO": ("seal.gif", "veto"), "ARROW": ("arrow.gif", "arrow")}
MEMBER_IDS: dict[str, int] = {}


def member(name: str) -> str:
    mid = MEMBER_IDS.setdefault(name, 100 + len(MEMBER_IDS))
    return f"{SITE}/member/{mid}"


@dataclass
class C:
    who: str
    at: datetime
    icons: list[str]
    text: str = ""
    month_first: bool = False  # some pages printed month-first dates


@dataclass
class PostSpec:
    slug: str
    title: str
    author: str
    at: datetime
    category: str  # proposal | call-for-judgement | declaration-of-victory | story-post
    status: str = "open"  # open | Enacted | Failed | Vetoed | Illegal
    body: str = ""
    comments: list[C] = field(default_factory=list)
    admin_note: str | None = None
    adminned_at: datetime | None = None
    body_html: str = ""  # a body in HTML (paragraphs, blockquotes, lists), served as written; else `body` as one paragraph


@dataclass
class Era:
    term_plural: str
    emperor_term: str
    players: list[str]  # active, emperor included
    admins: list[str]
    emperor: str


def long_date(t: datetime) -> str:
    # "03 Aug  2005 05:42:56  UTC": the site prints irregular double spaces
    return t.strftime("%d %b  %Y %H:%M:%S  UTC")


def comment_date(t: datetime, month_first: bool) -> str:
    return t.strftime("%m-%d-%Y %H:%M:%S UTC" if month_first else "%d-%m-%Y %H:%M:%S UTC")


def sidebar(era: Era) -> str:
    links = " ".join(f'<a href="{member(p)}">{html.escape(p)}</a>{"*" if p in era.admins else ""}' for p in era.players)
    q = len(era.players) // 2 + 1
    return f"""<div id="sidebar">
<h4>{html.escape(era.term_plural)}</h4>
<div id="PlayerList">{links}</div>
<p>There are {len(era.players)} active {html.escape(era.term_plural)}. Quorum is {q}.</p>
<div id="Emperor">{html.escape(era.emperor_term)}: <a href="{member(era.emperor)}">{html.escape(era.emperor)}</a></div>
<p>* = Admin</p>
</div>"""


def page(title: str, content: str, era: Era) -> str:
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>{html.escape(title)} - BlogNomic</title>
<link rel="stylesheet" type="text/css" href="/css/blognomic.css" />
</head>
<body>
<div id="header"><h1><a href="{SITE}/">BlogNomic</a></h1><p>BlogNomic is a weblog which is also a game.</p></div>
<div id="wrapper">
<div id="content">
{content}
</div>
{sidebar(era)}
</div>
<div id="footer"><p>Powered by ExpressionEngine</p></div>
</body>
</html>
"""


def admin_block(p: PostSpec) -> str:
    if not p.admin_note:
        return ""
    when = f"<p>Adminned at {long_date(p.adminned_at)}</p>" if p.adminned_at else ""
    return f'<div class="admin-note"><p>{html.escape(p.admin_note)}</p>{when}</div>'


def icons_html(icons: list[str]) -> str:
    out = []
    for i in icons:
        f, alt = ICON[i]
        out.append(f'<img src="{SITE}/images/vote/{f}" alt="{alt}" width="12" height="12" />')
    return " ".join(out)


def body_html(p: PostSpec) -> str:
    return p.body_html or f"<p>{html.escape(p.body or 'If this Proposal is enacted, the ruleset is amended as described.')}</p>"


def excerpt(p: PostSpec) -> str:
    """What a listing shows of a post: the first 200 characters of its text."""
    if p.body_html:
        text = html.unescape(re.sub(r"<[^>]+>", "", p.body_html))
        return re.sub(r"\s+", " ", text).strip()[:200]
    return (p.body or "If this Proposal is enacted, the ruleset is amended as described.")[:200]


def post_page(p: PostSpec, era: Era) -> str:
    comments = []
    for k, c in enumerate(p.comments, 1):
        comments.append(f"""<div class="comment" id="comment_{abs(hash((p.slug, k))) % 10**6}">
<h3><a href="{member(c.who)}">{html.escape(c.who)}</a></h3>
<div class="commentbody"><p>{icons_html(c.icons)} {html.escape(c.text)}</p></div>
<p class="commentfooter">Posted {comment_date(c.at, c.month_first)}</p>
</div>""")
    body = f"""<div class="post">
<h3 class="post-title {p.category} {p.status}">{html.escape(p.title)}</h3>
<div class="post-body">{body_html(p)}</div>
<p class="post-footer"><em>posted by <a href="{member(p.author)}">{html.escape(p.author)}</a> at {long_date(p.at)}</em></p>
{admin_block(p)}
</div>
<div id="comments">
<h4>Comments</h4>
{chr(10).join(comments)}
</div>"""
    return page(p.title, body, era)


def listing_page(title: str, posts: list[PostSpec], era: Era) -> str:
    blocks = []
    for p in sorted(posts, key=lambda x: x.at, reverse=True):
        blocks.append(f"""<div class="post">
<h3 class="{p.category} {p.status}"><a href="{SITE}/archive/{p.slug}">{html.escape(p.title)}</a></h3>
<div class="post-body"><p>{html.escape(excerpt(p))}</p></div>
<p class="post-footer"><em>posted by <a href="{member(p.author)}">{html.escape(p.author)}</a> at {long_date(p.at)}</em> | <a href="{SITE}/archive/{p.slug}#comments">Comments ({len(p.comments)})</a></p>
{admin_block(p)}
</div>""")
    return page(title, "\n".join(blocks), era)


def wp_post_page(p: PostSpec, players: list[str]) -> str:
    """The 2020 WordPress trial (wp.blognomic.com): li.comment with data attributes."""
    vote = {"FOR": "for", "AGAINST": "against", "DEFERENTIAL": "deferential", "VETO": "veto"}
    lis = []
    for k, c in enumerate(p.comments, 1):
        v = vote.get(c.icons[-1], "no-vote") if c.icons else "no-vote"
        lis.append(
            f'<li class="comment" id="comment-{k}" data-author-name="{html.escape(c.who)}" data-author-id="{MEMBER_IDS.setdefault(c.who, 100 + len(MEMBER_IDS))}" '
            f'data-comment-time="{int(c.at.timestamp())}" data-vote="{v}" data-is-player="{str(c.who in players).lower()}" data-author-status="active">'
            f'<div class="comment-content"><p>{html.escape(c.text)}</p></div></li>'
        )
    return f"""<!DOCTYPE html><html lang="en-GB"><head><meta charset="UTF-8"><title>{html.escape(p.title)} &#8211; BlogNomic</title></head>
<body class="post-template-default single">
<article class="post type-post status-{p.status.lower() if p.status != 'open' else 'open'} category-{p.category}">
<header><h1 class="entry-title">{html.escape(p.title)}</h1>
<span class="byline"><a rel="author" href="/author/{html.escape(p.author)}">{html.escape(p.author)}</a></span>
<time class="entry-date published" datetime="{p.at.strftime('%Y-%m-%dT%H:%M:%S+00:00')}">{p.at.strftime('%d %B %Y')}</time></header>
<div class="entry-content"><p>{html.escape(p.body)}</p></div>
</article>
<ol class="comment-list">
{chr(10).join(lis)}
</ol></body></html>
"""


# ------------------------------------------------------------------------------------------------
# scenarios


def _t(*a) -> datetime:
    return datetime(*a, tzinfo=timezone.utc)


LIVE = Era("Vassals", "Sovereign", ["Josh", "Kevan", "pokes", "naught", "JonathanDark", "Brendan", "qenya", "Clucky", "Raven1207"],
           ["Josh", "Kevan", "JonathanDark", "Brendan"], "Josh")
R209 = Era("Explorers", "Narrator", ["JonathanDark", "Kevan", "Josh", "Brendan", "Raven1207", "Clucky", "lemon"], ["Kevan", "Josh", "JonathanDark"], "JonathanDark")
R70 = Era("Apprentices", "Artisan", ["arthexis", "Kevan", "Darknight", "Amnistar", "Qwazukee", "Klisz", "Yoda"], ["Kevan", "arthexis"], "arthexis")


# A proposal body in the forms real proposals use: a new subrule with its text quoted, a replacement, a gamestate
# change, and the author's reasons in italics (not an instruction).
MOAT_UPGRADE = """<p>Add a subrule to “Structures”, called “Moat Maintenance”, with the following text:</p>
<blockquote><p>Once per Fortnight, a Vassal whose outermost Structure is a Moat may spend 1 Wood to restore that Moat’s Defensive Values to the amounts listed for its Size.</p></blockquote>
<p>In the rule “Structures”, replace “5 to change from Large to Gargantuan” with “4 to change from Large to Gargantuan”.</p>
<p>naught gains 1 Wood.</p>
<p><em>Nobody upgrades a Moat to Gargantuan at the current rate, and Moat owners get something to do with spare Wood.</em></p>"""


# A core proposal (the author's note in brackets is not an instruction) and one conditional on another matter.
CORE_QUORUM_TWEAK = """<p>In the rule “Resolution of Proposals”, replace “It has been open for voting for at least 12 hours.” with “It has been open for voting for at least 24 hours.”</p>
<p>[ Twelve hours is too quick for a core change to be seen by everyone. ]</p>"""
ARROW_ICONS = """<p>If Proposal: Moat Upgrade has passed, add a new rule to the Ruleset, called “Arrows”, with the following text:</p>
<blockquote><p>A Vassal may add an arrow icon to a comment to point at another Vassal’s argument; an arrow is not a Vote.</p></blockquote>"""


def live_month() -> list[PostSpec]:
    d = _t(2024, 2, 21, 8, 40, 11)
    fives = ["Josh", "pokes", "naught", "Brendan"]
    return [
        PostSpec("fast_slow_roll", "Proposal: Fast Slow Roll", "Kevan", _t(2024, 2, 19, 9, 0, 5), "proposal", "Enacted",
                 comments=[C(p, _t(2024, 2, 19, 10 + i, 3, 0), ["FOR"], "Looks right.") for i, p in enumerate(["Josh", "pokes", "naught", "Brendan", "qenya"])]
                 + [C("Clucky", _t(2024, 2, 19, 18, 0, 0), ["AGAINST"], "Too slow.")],
                 admin_note="Reached quorum 6 votes to 1. Enacted by Josh.", adminned_at=_t(2024, 2, 20, 8, 0, 0)),
        PostSpec("serf_reform", "Proposal: Serf Reform", "pokes", _t(2024, 2, 19, 12, 0, 0), "proposal", "Failed",
                 comments=[C(p, _t(2024, 2, 19, 13, i, 0), ["AGAINST"], "No.") for i, p in enumerate(["Josh", "naught", "Brendan", "qenya", "Clucky"])]
                 + [C("Kevan", _t(2024, 2, 19, 14, 0, 0), ["FOR"], "")],
                 admin_note="Failed 2-5 by Kevan", adminned_at=_t(2024, 2, 20, 9, 0, 0)),
        PostSpec("tower_costs", "Proposal: Tower Costs", "qenya", _t(2024, 2, 20, 7, 0, 0), "proposal", "Enacted",
                 comments=[C("Josh", _t(2024, 2, 20, 8, 0, 0), ["FOR"], ""), C("pokes", _t(2024, 2, 20, 9, 0, 0), ["DEFERENTIAL"], ""),
                           C("naught", _t(2024, 2, 20, 10, 0, 0), ["FOR"], ""), C("Clucky", _t(2024, 2, 20, 11, 0, 0), ["AGAINST"], "")],
                 admin_note="Enacted 5-0 - Brendan", adminned_at=_t(2024, 2, 20, 20, 0, 0)),
        PostSpec("odd_note", "Proposal: Odd Note", "Raven1207", _t(2024, 2, 20, 8, 0, 0), "proposal", "Failed",
                 comments=[C("Raven1207", _t(2024, 2, 20, 9, 0, 0), ["AGAINST"], "Withdrawn.")],
                 admin_note="see the discussion on Discord", adminned_at=_t(2024, 2, 20, 21, 0, 0)),
        PostSpec("moat_upgrade", "Proposal: Moat Upgrade", "naught", d, "proposal",
                 body_html=MOAT_UPGRADE,
                 comments=[C("Josh", d + timedelta(hours=1), ["FOR"], "Sure."),
                           C("pokes", d + timedelta(hours=2), ["DEFERENTIAL"], ""),
                           C("Brendan", d + timedelta(hours=3), ["FOR", "AGAINST", "FOR"], "Changed my mind twice: for."),
                           C("qenya", d + timedelta(hours=4), ["FOR"], ""),
                           C("Cuddlebeam", d + timedelta(hours=5), ["AGAINST"], "I'm idle but against."),
                           C("Clucky", d + timedelta(days=1), ["AGAINST"], "", month_first=True)]),
        PostSpec("core_quorum_tweak", "Proposal: [Core] Quorum Tweak", "Brendan", d + timedelta(hours=6), "proposal",
                 body_html=CORE_QUORUM_TWEAK, comments=[C(p, d + timedelta(hours=7 + i), ["FOR"], "") for i, p in enumerate(fives)]),
        PostSpec("herald_skipped", "Call for Judgement: Herald Skipped", "JonathanDark", d + timedelta(hours=9), "call-for-judgement",
                 body="The Herald was not posted; uphold the Fortnight as run.",
                 comments=[C(p, d + timedelta(hours=10 + i), ["FOR"], "") for i, p in enumerate(["Josh", "Kevan", "pokes", "qenya"])]),
        PostSpec("withdrawn_idea", "Proposal: Withdrawn Idea", "Clucky", d + timedelta(hours=20), "proposal",
                 comments=[C("Clucky", d + timedelta(hours=21), ["AGAINST"], "Withdrawing, sorry."),
                           C("Clucky", d + timedelta(hours=22), ["FOR"], "Actually I like it again.")]),
        PostSpec("herald_23_02_2024", "Story Post: Herald: 23/02/2024", "Josh", _t(2024, 2, 23, 9, 0, 0), "story-post",
                 body="The Wave approaches: 2 Gobbos, a Pilk, a Donker."),
        PostSpec("arrow_vote", "Proposal: Arrow Icons", "Raven1207", d + timedelta(hours=22), "proposal",
                 body_html=ARROW_ICONS, comments=[C("Raven1207", d + timedelta(hours=23), ["ARROW"], "An arrow, not a vote.")]),
    ]


# Calls for Judgement of the Castles dynasty's first weeks: one whose instructions (a replacement in a rule, a
# gamestate correction) are enacted by the same reader as a proposal's, one Unpopular (failed), both Popular/Unpopular
# by the same roster as the February posts.
ANY_POSITION_BUILDS = """<p>Clucky and qenya disagree over whether “any position” lets a Vassal Build a Structure inside their innermost one; the Sovereign refused to list the Wooden Wall Clucky built that way, and kept the Wood.</p>
<p>In the rule “Structures”, replace “creating a new entry to any position in their Structures” with “creating a new entry at the start or the end of their Structures”.</p>
<p>Clucky gains 1 Wood.</p>
<p><em>The refund puts back the Wood spent on a build that was never listed.</em></p>"""
MOAT_COUNTS_TWICE = """<p>A Moat sits in the Land Theatre only, so it should not have counted against the Sea Enemies of the last Wave.</p>
<p>Raven1207 gains 3 Stone.</p>"""


def january_cfjs() -> list[PostSpec]:
    d = _t(2024, 1, 29, 10, 15, 0)
    e = _t(2024, 1, 30, 9, 0, 0)
    return [
        PostSpec("any_position_builds", "Call for Judgement: Any Position Builds", "qenya", d, "call-for-judgement",
                 body_html=ANY_POSITION_BUILDS,
                 comments=[C(p, d + timedelta(hours=1 + i), ["FOR"], "") for i, p in enumerate(["Josh", "Kevan", "pokes", "Brendan", "naught"])]
                 + [C("Clucky", d + timedelta(hours=7), ["AGAINST"], "Any position means any position.")]),
        PostSpec("moat_counts_twice", "Call for Judgement: Moat Counts Twice", "Raven1207", e, "call-for-judgement",
                 body_html=MOAT_COUNTS_TWICE,
                 comments=[C(p, e + timedelta(hours=1 + i), ["AGAINST"], "") for i, p in enumerate(["Josh", "Kevan", "Brendan", "pokes", "qenya"])]),
    ]


R205 = Era("Operators", "Announcer", ["Josh", "Kevan", "Brendan", "Clucky", "Raven1207", "Bucky", "SingularByte", "lemon", "Darth Cliche"],
            ["Josh", "Kevan", "Brendan"], "Josh")


def r205_posts() -> list[PostSpec]:
    d = _t(2022, 8, 20, 10, 0, 0)
    return [
        PostSpec("stale_bot_tweak", "Proposal: Stale Bot Tweak", "Bucky", d - timedelta(days=8), "proposal",
                 comments=[C("Kevan", d - timedelta(days=8) + timedelta(hours=2), ["FOR"], "")]),
        PostSpec("core_wording_fix", "Proposal: [Core] Wording Fix", "Clucky", d, "proposal",
                 comments=[C("Kevan", d + timedelta(hours=1), ["FOR"], ""), C("lemon", d + timedelta(hours=2), ["AGAINST"], "")]),
        PostSpec("bot_income", "Proposal: Bot Income", "Raven1207", d + timedelta(hours=1), "proposal",
                 comments=[C("Kevan", d + timedelta(hours=2), ["FOR"], ""), C("lemon", d + timedelta(hours=3), ["AGAINST"], "")]),
        PostSpec("i_won_the_tournament", "Declaration of Victory: I Won the Tournament", "Brendan", d + timedelta(hours=30), "declaration-of-victory",
                 comments=[C(p, d + timedelta(hours=31 + i), ["FOR"], "") for i, p in enumerate(["Kevan", "Clucky", "Raven1207", "Bucky", "SingularByte", "lemon"])]),
        PostSpec("no_i_won", "Declaration of Victory: No, I Won", "Darth Cliche", d + timedelta(hours=32), "declaration-of-victory",
                 comments=[C("Josh", d + timedelta(hours=33), ["AGAINST"], "Announcer says no.")]),
    ]


def r209_posts() -> list[PostSpec]:
    d = _t(2022, 12, 23, 20, 0, 0)
    return [
        PostSpec("candles_for_all", "Proposal: Candles for All", "Kevan", d, "proposal",
                 comments=[C("JonathanDark", d + timedelta(hours=1), ["DEFERENTIAL"], "Narrator defers."),
                           C("Josh", d + timedelta(hours=2), ["FOR"], ""),
                           C("Brendan", d + timedelta(hours=3), ["AGAINST"], ""),
                           C("Clucky", d + timedelta(hours=4), ["DEFERENTIAL"], ""),
                           C("lemon", d + timedelta(hours=5), ["FOR"], "")]),
    ]


def r70_posts() -> list[PostSpec]:
    d = _t(2009, 6, 2, 10, 0, 0)
    return [
        PostSpec("rune_stability", "Proposal: Rune Stability", "Darknight", d, "proposal",
                 comments=[C("arthexis", d + timedelta(hours=1), ["VETO"], "Vetoed! Oh wait."),
                           C("Kevan", d + timedelta(hours=2), ["DEFERENTIAL"], ""),
                           C("Amnistar", d + timedelta(hours=3), ["FOR"], ""),
                           C("Darknight", d + timedelta(hours=4), ["AGAINST"], "Self-kill."),
                           C("Darknight", d + timedelta(hours=5), ["FOR"], "Can I take that back?")]),
    ]


def wp_post() -> PostSpec:
    d = _t(2020, 5, 4, 18, 0, 0)
    return PostSpec("wp_trial_proposal", "Proposal: Try WordPress", "Kevan", d, "proposal", body="Move the blog to WordPress.",
                    comments=[C("Josh", d + timedelta(hours=1), ["FOR"], "Yes"), C("Clucky", d + timedelta(hours=2), ["AGAINST"], "No"),
                              C("pokes", d + timedelta(hours=3), [], "Just a comment")])


def write_site(out: Path = OUT) -> list[Path]:
    written = []

    def w(rel: str, text: str) -> None:
        p = out / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
        written.append(p)

    month = live_month()
    for p in month:
        w(f"archive/{p.slug}.html", post_page(p, LIVE))
    w("2024/02/index.html", listing_page("February 2024", month, LIVE))
    w("index.html", listing_page("BlogNomic", month, LIVE))
    for p in january_cfjs():
        w(f"archive/{p.slug}.html", post_page(p, LIVE))
    w("2024/01/index.html", listing_page("January 2024", january_cfjs(), LIVE))
    for p in r205_posts():
        w(f"archive/{p.slug}.html", post_page(p, R205))
    w("2022/08/index.html", listing_page("August 2022", r205_posts(), R205))
    for p in r209_posts():
        w(f"archive/{p.slug}.html", post_page(p, R209))
    w("2022/12/index.html", listing_page("December 2022", r209_posts(), R209))
    for p in r70_posts():
        w(f"archive/{p.slug}.html", post_page(p, R70))
    w("2009/06/index.html", listing_page("June 2009", r70_posts(), R70))
    wp = wp_post()
    w(f"wp/archive/{wp.slug}.html", wp_post_page(wp, LIVE.players))
    return written


if __name__ == "__main__":
    files = write_site(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
    print(f"wrote {len(files)} pages under {files[0].parents[1] if files else OUT}")
