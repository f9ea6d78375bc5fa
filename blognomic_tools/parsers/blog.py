"""The blog's pages -> Post / Comment / Roster (ExpressionEngine markup; the 2020 WordPress trial too).

Pages are parsed with BeautifulSoup on the standard library's html.parser and searched with soupsieve's CSS
selectors (parsers.soup): pure Python, so the tally runs wherever Python does; a post page takes about 10 ms
(bench/blog_parse.py), a month of posts a few seconds.
Every CSS selector lives in DEFAULT_SELECTORS and can be overridden from the config file
(``[blog.selectors]``), since the live markup may drift. A page that matches none of the
selectors it needs is a BlogFormatError naming the URL and what was missing, never an empty result.
"""
from __future__ import annotations

import re
from datetime import datetime, timezone
from urllib.parse import urlsplit

from ..errors import BlognomicError
from ..kinds import PostKind, PostStatus
from ..models import Comment, Post, Roster
from ..reading.numbers import month_number
from .page_parts import enclosing, post_region, unended
from .soup import MAX_DEPTH, Tag, compile_selector, depth_over, is_text, lead_text, make_soup, select, select_one, tail_text, text_content

DEFAULT_SELECTORS: dict[str, str] = {
    # post pages (/archive/<slug>), from a player's userscript of the EE era
    "post_title": "h3[class^=post-title]",
    "post_author": "p.post-footer > em > a",
    "post_footer": "p.post-footer > em",
    "post_body": "div.post-body",
    "admin_note": "div.admin-note",
    "comment": "div.comment",
    "comment_author": "h3 > a",
    "comment_body": "div.commentbody",
    # listing pages (/YYYY/MM/, the front page): one block per post
    "listing_post": "div.post",
    "listing_title": "h3",
    "listing_footer": "p > em",
    # sidebar
    "roster": "#PlayerList, ul.active-player-list",
    "emperor": "#Emperor",
    # WordPress trial (2020)
    "wp_comment": "li.comment",
}

# A comment's vote icons are images in the blog's icon folders (/images/vote/ on ExpressionEngine, the 2020
# WordPress build's /wp-content/uploads/icons/), or images whose alt text is an icon's word. They are kept as the
# page shows them (the image's file name, lowercased: "for.gif", "revise.gif"); what each one means is the
# Ruleset's to say (its Voting Icons rule), and the tally reads them by it (tally.icons.icon_name).
ICON_PATHS = ("/images/vote/", "/vote/", "/wp-content/uploads/icons/")
ICON_ALTS = ("for", "against", "imperial", "deferential", "def", "veto", "arrow", "revise")
# the status a post's page classes name (the EE build's words; the WordPress trial's "status-" classes)
STATUS_WORDS = {"enacted": PostStatus.ENACTED, "failed": PostStatus.FAILED, "vetoed": PostStatus.VETOED, "illegal": PostStatus.ILLEGAL,
                "open": PostStatus.PENDING, "pending": PostStatus.PENDING}
WP_STATUS_WORDS = {**STATUS_WORDS, "quarantined": PostStatus.ILLEGAL}
KINDS = [
    (re.compile(r"^\s*Proposal\s*:", re.I), PostKind.PROPOSAL),
    (re.compile(r"^\s*Call for Judg(?:e)?ment\s*:", re.I), PostKind.CFJ),
    (re.compile(r"^\s*CfJ\s*:", re.I), PostKind.CFJ),
    (re.compile(r"^\s*Declaration of Victory\s*:", re.I), PostKind.DOV),
    (re.compile(r"^\s*DoV\s*:", re.I), PostKind.DOV),
    (re.compile(r"^\s*Story Post\s*:", re.I), PostKind.STORY),
    (re.compile(r"^\s*Herald\s*:", re.I), PostKind.STORY),
    (re.compile(r"^\s*Ascension Address\s*:", re.I), PostKind.ASCENSION),
]
CATEGORY_KINDS = {"proposal": PostKind.PROPOSAL, "call-for-judgement": PostKind.CFJ, "cfj": PostKind.CFJ, "declaration-of-victory": PostKind.DOV, "dov": PostKind.DOV,
                  "story-post": PostKind.STORY, "story": PostKind.STORY, "ascension-address": PostKind.ASCENSION}


class BlogFormatError(BlognomicError):
    """A blog page does not look as expected."""


# ------------------------------------------------------------------------------------------------
# dates


_LONG_DATE = re.compile(r"(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:UTC|GMT)?")
_NUM_DATE = re.compile(r"(\d{1,2})-(\d{1,2})-(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:UTC|GMT)?")


def parse_long_date(text: str, where: str = "", field: str = "date") -> datetime | None:
    """'03 Aug  2005 05:42:56  UTC' (irregular spaces) -> aware UTC datetime; None when the text holds no
    such date. A date in that form that cannot be (31 Feb, 25:61) is a BlogFormatError naming ``where``
    (the page) and ``field``."""
    m = _LONG_DATE.search(text)
    if not m:
        return None
    mon = month_number(m.group(2))
    if not mon:
        return None
    try:
        return datetime(int(m.group(3)), mon, int(m.group(1)), int(m.group(4)), int(m.group(5)), int(m.group(6) or 0), tzinfo=timezone.utc)
    except ValueError:
        raise BlogFormatError(f"{where or 'page'}: the {field} {m.group(0).strip()!r} is not a date") from None


def parse_comment_date(text: str, post_date: datetime | None, where: str = "") -> tuple[datetime | None, str | None]:
    """'21-02-2024 14:05:11 UTC' is day-first; some pages printed month-first. When both readings are
    valid dates, take the one that falls on or after the post's own date and closest to it."""
    m = _NUM_DATE.search(text)
    if not m:
        d = parse_long_date(text, where, "comment time")
        return d, None
    a, b, y, hh, mm, ss = (int(g or 0) for g in m.groups())
    readings = []
    for day, mon, how in ((a, b, "day-first"), (b, a, "month-first")):
        try:
            readings.append((datetime(y, mon, day, hh, mm, ss, tzinfo=timezone.utc), how))
        except ValueError:
            pass
    if not readings:
        return None, f"unreadable date {m.group(0)!r}"
    if len(readings) == 1 or readings[0][0] == readings[1][0]:
        d, how = readings[0]
        return d, (None if how == "day-first" else f"read {m.group(0)!r} month-first (day-first is no date)")
    if post_date is not None:
        after = [r for r in readings if r[0] >= post_date]
        pick = min(after or readings, key=lambda r: abs((r[0] - post_date).total_seconds()))
        note = None if pick[1] == "day-first" else f"read {m.group(0)!r} month-first: day-first would be {'before the post' if not [r for r in readings if r[1] == 'day-first' and r[0] >= post_date] else 'further from the post date'}"  # noqa: E501
        return pick[0], note
    return readings[0][0], None


# ------------------------------------------------------------------------------------------------
# titles


def classify_title(title: str) -> tuple[str, str, list[str]]:
    """Title -> (kind, subject, tags). The subject is what follows the first colon."""
    kind = PostKind.OTHER
    for rx, k in KINDS:
        if rx.match(title):
            kind = k
            break
    subject = title.split(":", 1)[1].strip() if ":" in title else title.strip()
    tags = [t.strip() for t in re.findall(r"\[([^\]]+)\]", title)]
    return kind, subject, tags


def _split(url: str, where: str, field: str):
    try:
        return urlsplit(url)
    except ValueError as e:  # "http://[::1": urlsplit checks bracketed hosts
        raise BlogFormatError(f"{where or url}: the {field} {url[:80]!r} is not a URL ({e})") from None


def slug_of(url: str, where: str = "", field: str = "post URL") -> str:
    path = _split(url, where, field).path.rstrip("/")
    return path.rsplit("/", 1)[-1] if path else ""


def _status_from_classes(classes: list[str]) -> str | None:
    for c in classes:
        s = STATUS_WORDS.get(c.lower())
        if s:
            return s
    return None


def _kind_from_classes(classes: list[str]) -> str | None:
    for c in classes:
        k = CATEGORY_KINDS.get(c.lower())
        if k:
            return k
    return None


def selector_error(selector: str) -> str | None:
    """Why a CSS selector cannot be used (None when it can): a config's selectors are checked when it is read, so a
    typo is one error naming the key, not a traceback on the first page."""
    try:
        compile_selector(selector)
    except Exception as e:  # noqa: BLE001 - soupsieve's SelectorSyntaxError, and whatever else a selector string raises
        return f"{type(e).__name__}: {str(e).splitlines()[0][:120] if str(e) else 'not a selector'}"
    return None


def _iter(el, name: str) -> list:
    """`el` itself when it is a `name` element, then every `name` element inside it, in document order."""
    found = el.find_all(name)
    return [el, *found] if getattr(el, "name", None) == name else found


def _first(el, name: str):
    return el if el.name == name else el.find(name)


def _children(el) -> list:
    """The child elements of `el` (its text and comments left out)."""
    return [c for c in el.children if isinstance(c, Tag)]


def _classes(el) -> list[str]:
    return (el.get("class") or "").split()


def _icons(el) -> list[str]:
    """The vote icons of a comment, in order, as the page shows them: each image's file name (lowercased), or its
    alt text when it has no source."""
    out = []
    for img in _iter(el, "img"):
        src = (img.get("src") or "").strip()
        alt = (img.get("alt") or "").strip().lower()
        path = src.split("?", 1)[0].split("#", 1)[0]
        fname = path.rsplit("/", 1)[-1].lower()
        if fname and any(p in path for p in ICON_PATHS):
            out.append(fname)
        elif alt in ICON_ALTS and not fname:
            out.append(alt)
    return out


def _text(el) -> str:
    return " ".join(text_content(el).split()) if el is not None else ""


def _inner_html(el) -> str:
    """The markup inside an element (its own tag left out), for readers of the post body's structure."""
    if el is None:
        return ""
    return el.decode_contents()


def _need(root, selectors: dict, key: str, url: str, what: str):
    el = select_one(root, selectors[key])
    if el is None:
        raise BlogFormatError(f"{url}: no {what} found (selector {key} = {selectors[key]!r}); the page does not look like a BlogNomic {what.split()[0]} page")
    return el


def _parse_html(html: str, url: str):
    if not html or not html.strip():
        raise BlogFormatError(f"{url}: the page is empty")
    try:
        root = make_soup(html)
    except Exception as e:  # noqa: BLE001 - bs4's ParserRejectedMarkup, and whatever html.parser raises on junk
        raise BlogFormatError(f"{url}: not an HTML page ({type(e).__name__}: {e})") from None
    if depth_over(root):
        raise BlogFormatError(f"{url}: the page nests elements more than {MAX_DEPTH} deep; not a blog page")
    return root


_HTML_END = re.compile(r"</html\s*>((?:\s|<!--.*?-->)*)\Z", re.I | re.S)


def check_complete(html: str, url: str) -> None:
    """A page is whole when it ends with ``</html>`` (only blanks or comments after it), as every page
    the blog serves does. The HTML parser closes whatever is open, so a cut page (a transfer that stopped, a
    saved file cut short) would otherwise read as a page with fewer comments or a shorter roster."""
    base = max(0, len(html) - 8192)
    k = html[base:].lower().rfind("</html")
    k = k + base if k >= 0 else k
    if k < 0 or not _HTML_END.match(html, k):
        tail = " ".join(html[-60:].split())
        raise BlogFormatError(f"{url}: the page is incomplete (truncated?): it ends before </html>, at ...{tail!r}")


# ------------------------------------------------------------------------------------------------
# roster


# The sidebar's roster, in the forms known (the selectors stay configurable, as the live markup is not on record):
# the ExpressionEngine template "playerlist" (links, an Admin marked by a "*" after the name; idle players listed
# apart, after an "Idle" label, or concealed in the list, as the Ruleset allows: "removed or concealed in the list
# of currently active Players in the Sidebar"), and the 2020 WordPress build (ul.active-player-list, one li per
# player, the name in figcaption span, li.admin for an Admin, the "*" drawn by CSS only). The line after the list
# states the count and Quorum in a wording of its own ("There are 9 active Vassals. Quorum is 5.", "There is 1
# active player.", "9 players, quorum 5"): a count is checked against the list; a line with no number is noted.
_QUORUM_NUM = re.compile(r"\bquorum\b\D{0,15}?(\d{1,6})|(\d{1,6})\D{0,6}\b(?:for|is|needed for|makes?) (?:a )?quorum\b", re.I)
_NUMBER = re.compile(r"\b(\d{1,6})\b")
_IDLE_LABEL = re.compile(r"\b(?:idle|inactive)\b", re.I)
_CONCEAL_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)
_CONCEAL_TAGS = ("s", "del", "strike")


def stated_numbers(line: str) -> tuple[int | None, int | None]:
    """(count, quorum) stated in the sidebar's line after the roster, in any wording: the number next to the word
    Quorum is the Quorum, the first other number the count."""
    quorum = None
    qm = _QUORUM_NUM.search(line)
    spans = []
    if qm:
        g = 1 if qm.group(1) else 2
        quorum, spans = int(qm.group(g)), [qm.span(g)]
    count = next((int(m.group(1)) for m in _NUMBER.finditer(line) if m.span(1) not in spans), None)
    return count, quorum


def _concealed(el, box) -> bool:
    """Is a roster entry concealed (an idle player the list keeps out of sight)?"""
    node = el
    while node is not None:
        cls = (node.get("class") or "").lower().split()
        if (node.get("hidden") is not None or _CONCEAL_STYLE.search(node.get("style") or "") or node.name in _CONCEAL_TAGS
                or any(c in ("idle", "hidden", "inactive") for c in cls)):
            return True
        if node is box:
            return False
        node = node.parent
    return False


def _entries(box) -> list[tuple[str, bool, bool]]:
    """(name, admin, idle) for each player in the roster element, in order."""
    items = select(box, "li")
    out: list[tuple[str, bool, bool]] = []
    if items:  # the WordPress list: one li per player
        for li in items:
            cap = next((c for c in (select_one(li, "figcaption span"), select_one(li, "figcaption"), _first(li, "a")) if c is not None), li)
            raw = _text(cap)
            name = raw.rstrip("*").strip()
            if name:
                admin = "admin" in _classes(li) or raw.endswith("*")
                out.append((name, admin, _concealed(li, box)))
        return out
    idle_label = bool(_IDLE_LABEL.search(lead_text(box)))
    for el in box.find_all(True):
        if el.name == "a":
            raw = text_content(el).strip()
            name = raw.rstrip("*").strip()
            if name:
                admin = raw.endswith("*") or tail_text(el).strip().startswith("*") or "admin" in _classes(el)
                out.append((name, admin, idle_label or _concealed(el, box)))
        elif el.find("a") is None and _IDLE_LABEL.search(lead_text(el)):
            idle_label = True  # a heading or label "Idle" inside the list: the names after it are idle
        if _IDLE_LABEL.search(tail_text(el)):
            idle_label = True
    return out


def parse_roster(root, selectors: dict, url: str = "", as_of: datetime | None = None) -> Roster | None:
    box = select_one(root, selectors["roster"])
    if box is None:
        return None
    entries = _entries(box)
    players = [n for n, _a, idle in entries if not idle]
    admins = [n for n, a, _i in entries if a]
    idle = [n for n, _a, i in entries if i]
    after = next((sib for sib in box.next_siblings if not isinstance(sib, str) or not is_text(sib)), None)
    stated = _text(after) if after is not None else ""
    count, quorum = stated_numbers(stated)
    notes = []
    # The line after the roster states the count; a roster that disagrees with it (a cut or damaged page: a half
    # name, a lost link; or a count left stale) would change quorum and every verdict: refused, naming both.
    if count is None:
        shown = stated[:80] or "nothing"
        notes.append(f"the sidebar's line after the roster ({shown!r}) states no count: the {len(players)} names listed are not checked against one")
    elif count != len(players):
        raise BlogFormatError(
            f"{url}: the sidebar roster lists {len(players)} active players ({', '.join(players) or 'none'}) but the sidebar states "
            f"{count} ({stated[:80]!r}); the page is damaged or cut, or its count is stale: give the roster with --roster"
        )
    em = select_one(root, selectors["emperor"])
    # a list cut and closed again reads as a shorter one: each part read must have the page go on after it
    # (the sidebar that holds the list, so that a part cut off before its start tag, the emperor's, is not taken as absent)
    cut = unended([("the sidebar holding the player list", enclosing(box)), ("the sidebar's player list", box),
                   ("the sidebar's line after the player list", after), ("the sidebar's emperor", em)])
    if cut:
        raise BlogFormatError(f"{url}: the page is cut: nothing follows {cut} (its end is missing: the page was cut there and closed "
                              f"again?); not reading a roster from it: give the roster with --roster")
    if len(players) <= 1 and count != len(players):
        # no game is played by one player or none: such a list is a damaged page unless the sidebar's count says so
        raise BlogFormatError(f"{url}: the sidebar roster lists {len(players)} active player{'' if len(players) == 1 else 's'} "
                              f"({', '.join(players) or 'none'}) and no count on the page states so; the page is damaged: give the roster with --roster")
    emperor = None
    if em is not None:
        link = _first(em, "a")
        emperor = (text_content(link).strip() if link is not None else _text(em)).strip() or None
    return Roster(
        players=players, admins=admins, emperor=emperor, as_of=as_of, stated_count=count, stated_quorum=quorum,
        source=url, where=f"the sidebar of {url}" if url else "the sidebar", idle=idle, notes=notes,
    )


# ------------------------------------------------------------------------------------------------
# post pages


def _admin(el, url: str) -> tuple[str | None, datetime | None]:
    if el is None:
        return None, None
    note, when = [], None
    for p in [c for c in _children(el) if c.name in ("p", "div")] or [el]:
        t = _text(p)
        if t.lower().startswith("adminned at"):
            when = parse_long_date(t, url, "'Adminned at' time of the admin note")
        elif t:
            note.append(t)
    return (" ".join(note) or None), when


def parse_post_page(html: str, url: str, selectors: dict | None = None) -> tuple[Post, Roster | None]:
    sel = dict(DEFAULT_SELECTORS, **(selectors or {}))
    root = _parse_html(html, url)
    if select_one(root, sel["wp_comment"]) is not None or select_one(root, "[data-comment-time]") is not None:
        return parse_wp_post_page(root, url, sel, html)
    h3 = _need(root, sel, "post_title", url, "post title")
    title = _text(h3)
    classes = _classes(h3)
    kind, subject, tags = classify_title(title)
    if kind == PostKind.OTHER:
        kind = _kind_from_classes(classes) or PostKind.OTHER
    footer = select_one(root, sel["post_footer"])
    author_el = select_one(root, sel["post_author"])
    if author_el is None:
        raise BlogFormatError(f"{url}: no post author found (selector post_author = {sel['post_author']!r})")
    posted_at = parse_long_date(_text(footer), url, "posting time in the post footer") if footer is not None else None
    if posted_at is None:
        raise BlogFormatError(f"{url}: no posting time in the post footer ({_text(footer)[:80]!r})")
    note, adminned = _admin(select_one(root, sel["admin_note"]), url)
    status = _status_from_classes(classes) or PostStatus.PENDING
    comments = []
    for el in select(root, sel["comment"]):
        a = select_one(el, sel["comment_author"])
        body = select_one(el, sel["comment_body"])
        if a is None or body is None:
            raise BlogFormatError(
                f"{url}: a comment without {'author' if a is None else 'body'} (selector {'comment_author' if a is None else 'comment_body'}); comment text: {_text(el)[:60]!r}"
            )
        rest = " ".join(_text(ch) for ch in _children(el) if ch is not body and ch is not a.parent)
        when, how = parse_comment_date(rest, posted_at, url)
        if when is None:  # a vote's time decides whether it counts: never guessed
            raise BlogFormatError(f"{url}: the comment {el.get('id') or ''} by {text_content(a).strip()[:40]!r} has no readable time "
                                  f"({how or 'no date found'}; comment footer: {rest[:60]!r})")
        href = a.get("href") or ""
        comments.append(Comment(
            author=text_content(a).strip(), posted_at=when, icons=_icons(body), text=_text(body),
            comment_id=el.get("id"), author_id=href.rstrip("/").rsplit("/", 1)[-1] if "/member/" in href else None,
            time_note=how,
        ))
    body = select_one(root, sel["post_body"])
    check_complete(html, url)
    # the votes are whole only when the page goes on after the last comment (and after the post, when it has none)
    # (and the part of the page that holds the post and its comments, so that a comment cut off before its start tag,
    # or the comments' block before its own, is not taken as absent)
    last = select(root, sel["comment"])[-1] if comments else None
    cut = unended([("the part of the page holding the post and its comments", post_region(h3, footer)),
                   ("the comments' block", last.parent if last is not None else None), ("the last comment read", last), ("the post's footer", footer)])
    if cut:
        raise BlogFormatError(f"{url}: the page is cut: nothing follows {cut} (its end is missing: the page was cut there and closed "
                              "again?); not tallying an incomplete vote")
    roster = parse_roster(root, sel, url, None)
    post = Post(
        url=url, slug=slug_of(url, url), kind=kind, title=title, subject=subject, tags=tags, author=text_content(author_el).strip(),
        posted_at=posted_at, status=status, admin_note=note, adminned_at=adminned, comments=comments, body=_text(body),
        body_html=_inner_html(body),
    )
    return post, roster


def parse_wp_post_page(root, url: str, sel: dict, html: str = "") -> tuple[Post, Roster | None]:
    """The 2020 WordPress trial: li.comment with data-author-name / data-comment-time / data-vote."""
    art = select_one(root, "article") if select_one(root, "article") is not None else root
    h = select_one(art, "h1.entry-title, h2.entry-title")
    if h is None:
        h = select_one(art, "h1, h2")
    if h is None:
        raise BlogFormatError(f"{url}: no post title found (WordPress page: h1/h2.entry-title)")
    title = _text(h)
    kind, subject, tags = classify_title(title)
    status = None
    for c in _classes(art):
        if c.startswith("status-") and c[7:] in WP_STATUS_WORDS and c[7:] != "pending":
            status = WP_STATUS_WORDS[c[7:]]
    time_el = select_one(art, "time")
    posted_at = None
    if time_el is not None and time_el.get("datetime"):
        stamp = time_el.get("datetime").strip()
        try:
            posted_at = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        except ValueError:
            raise BlogFormatError(f"{url}: the post time <time datetime={stamp[:40]!r}> is not an ISO 8601 time") from None
        if posted_at.tzinfo is None:  # the reader's local zone would make the result depend on the machine
            raise BlogFormatError(f"{url}: the post time <time datetime={stamp[:40]!r}> has no UTC offset")
        posted_at = posted_at.astimezone(timezone.utc)
    author_el = select_one(art, "[rel=author]")
    if author_el is None or posted_at is None:
        raise BlogFormatError(f"{url}: WordPress post without {'author' if author_el is None else 'time'}")
    # data-vote names the icon the comment carries (the theme draws deferential as imperial.svg)
    vote_map = {"for": ["for.svg"], "against": ["against.svg"], "deferential": ["imperial.svg"], "veto": ["veto.svg"], "no-vote": []}
    comments = []
    for li in select(root, sel["wp_comment"]):
        raw_time = li.get("data-comment-time")
        try:
            when = datetime.fromtimestamp(int(raw_time), tz=timezone.utc)
        except (TypeError, ValueError, OverflowError, OSError):
            raise BlogFormatError(f"{url}: WordPress comment {li.get('id') or ''} without a readable data-comment-time ({(raw_time or '')[:30]!r})") from None
        vote = (li.get("data-vote") or "no-vote").lower()
        body = select_one(li, ".comment-content")
        comments.append(Comment(
            author=li.get("data-author-name", ""), posted_at=when, icons=vote_map.get(vote, [f"{vote}.svg"]),
            text=_text(body if body is not None else li), comment_id=li.get("id"), author_id=li.get("data-author-id"),
        ))
    check_complete(html, url)
    post = Post(url=url, slug=slug_of(url, url), kind=kind, title=title, subject=subject, tags=tags, author=_text(author_el),
                posted_at=posted_at, status=status or PostStatus.PENDING, comments=comments)
    return post, None


# ------------------------------------------------------------------------------------------------
# listing pages (months, the front page)


_COMMENTS_N = re.compile(r"Comments\s*\((\d{1,6})\)", re.I)


def parse_listing_page(html: str, url: str, selectors: dict | None = None) -> tuple[list[Post], Roster | None]:
    sel = dict(DEFAULT_SELECTORS, **(selectors or {}))
    root = _parse_html(html, url)
    blocks = select(root, sel["listing_post"])
    if not blocks:
        raise BlogFormatError(f"{url}: no posts found (selector listing_post = {sel['listing_post']!r}); not a BlogNomic listing page")
    u = _split(url, url, "page URL")
    base = f"{u.scheme}://{u.netloc}" if "://" in url else ""
    posts = []
    for b in blocks:
        h3 = select_one(b, sel["listing_title"])
        link = _first(h3, "a") if h3 is not None else None
        if h3 is None or link is None:
            raise BlogFormatError(f"{url}: a post block without a title link (selector listing_title = {sel['listing_title']!r})")
        title = _text(link)
        classes = _classes(h3)
        kind, subject, tags = classify_title(title)
        if kind == PostKind.OTHER:
            kind = _kind_from_classes(classes) or PostKind.OTHER
        footer = select_one(b, sel["listing_footer"])
        ftext = _text(footer)
        flink = _first(footer, "a") if footer is not None else None
        author = text_content(flink).strip() if flink is not None else ""
        href = link.get("href") or ""
        if href.startswith("/"):
            href = base + href
        note, adminned = _admin(select_one(b, sel["admin_note"]), url)
        cm = _COMMENTS_N.search(_text(b))
        posts.append(Post(
            url=href, slug=slug_of(href, url, f"link of the post {title[:60]!r}"), kind=kind, title=title, subject=subject, tags=tags,
            author=author, posted_at=parse_long_date(ftext, url, f"posting time of {title[:60]!r}"), status=_status_from_classes(classes) or PostStatus.PENDING,
            admin_note=note, adminned_at=adminned, comment_count=int(cm.group(1)) if cm else None,
        ))
    roster = parse_roster(root, sel, url, None)
    check_complete(html, url)
    return posts, roster
