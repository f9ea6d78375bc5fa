"""The blog's pages -> Post / Comment / Roster (ExpressionEngine markup; the 2020 WordPress trial too).

Pages are parsed with lxml and its CSS selector engine: on this machine BeautifulSoup takes
1.7 ms per post page, lxml 0.16 ms, and the tally must keep up with a month of posts (bench/tally.py).
Every CSS selector lives in DEFAULT_SELECTORS and can be overridden from the config file
(``[blog.selectors]``), since the live markup may drift. A page that matches none of the
selectors it needs is a BlogFormatError naming the URL and what was missing, never an empty result.
"""
from __future__ import annotations

import functools
import re
from datetime import datetime, timezone
from urllib.parse import urlparse

import lxml.html
from lxml.cssselect import CSSSelector
from lxml.etree import ParserError

from ..errors import BlognomicError
from ..models import Comment, Post, Roster

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
    "roster": "#PlayerList",
    "emperor": "#Emperor",
    # WordPress trial (2020)
    "wp_comment": "li.comment",
}

ICON_FILES = {"for.gif": "FOR", "against.gif": "AGAINST", "imperial.gif": "DEFERENTIAL", "seal.gif": "VETO"}
ICON_ALTS = {"for": "FOR", "against": "AGAINST", "imperial": "DEFERENTIAL", "deferential": "DEFERENTIAL", "def": "DEFERENTIAL", "veto": "VETO"}
STATUS_WORDS = {"enacted": "enacted", "failed": "failed", "vetoed": "vetoed", "illegal": "illegal", "open": "pending", "pending": "pending"}
KINDS = [
    (re.compile(r"^\s*Proposal\s*:", re.I), "proposal"),
    (re.compile(r"^\s*Call for Judg(?:e)?ment\s*:", re.I), "cfj"),
    (re.compile(r"^\s*CfJ\s*:", re.I), "cfj"),
    (re.compile(r"^\s*Declaration of Victory\s*:", re.I), "dov"),
    (re.compile(r"^\s*DoV\s*:", re.I), "dov"),
    (re.compile(r"^\s*Story Post\s*:", re.I), "story"),
    (re.compile(r"^\s*Herald\s*:", re.I), "story"),
    (re.compile(r"^\s*Ascension Address\s*:", re.I), "ascension"),
]
CATEGORY_KINDS = {"proposal": "proposal", "call-for-judgement": "cfj", "cfj": "cfj", "declaration-of-victory": "dov", "dov": "dov",
                  "story-post": "story", "story": "story", "ascension-address": "ascension"}
MONTHS = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}


class BlogFormatError(BlognomicError):
    """A blog page does not look as expected."""


# ------------------------------------------------------------------------------------------------
# dates


_LONG_DATE = re.compile(r"(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:UTC|GMT)?")
_NUM_DATE = re.compile(r"(\d{1,2})-(\d{1,2})-(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:UTC|GMT)?")


def parse_long_date(text: str) -> datetime | None:
    """'03 Aug  2005 05:42:56  UTC' (irregular spaces) -> aware UTC datetime."""
    m = _LONG_DATE.search(text)
    if not m:
        return None
    mon = MONTHS.get(m.group(2).lower())
    if not mon:
        return None
    return datetime(int(m.group(3)), mon, int(m.group(1)), int(m.group(4)), int(m.group(5)), int(m.group(6) or 0), tzinfo=timezone.utc)


def parse_comment_date(text: str, post_date: datetime | None) -> tuple[datetime | None, str | None]:
    """'21-02-2024 14:05:11 UTC' is day-first; some pages printed month-first. When both readings are
    valid dates, take the one that falls on or after the post's own date and closest to it."""
    m = _NUM_DATE.search(text)
    if not m:
        d = parse_long_date(text)
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
        note = None if pick[1] == "day-first" else f"read {m.group(0)!r} month-first: day-first would be {'before the post' if not [r for r in readings if r[1] == 'day-first' and r[0] >= post_date] else 'further from the post date'}"
        return pick[0], note
    return readings[0][0], None


# ------------------------------------------------------------------------------------------------
# titles


def classify_title(title: str) -> tuple[str, str, list[str]]:
    """Title -> (kind, subject, tags). The subject is what follows the first colon."""
    kind = "other"
    for rx, k in KINDS:
        if rx.match(title):
            kind = k
            break
    subject = title.split(":", 1)[1].strip() if ":" in title else title.strip()
    tags = [t.strip() for t in re.findall(r"\[([^\]]+)\]", title)]
    return kind, subject, tags


def slug_of(url: str) -> str:
    path = urlparse(url).path.rstrip("/")
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


@functools.lru_cache(maxsize=256)
def _css(selector: str) -> CSSSelector:
    return CSSSelector(selector)


def select(el, selector: str) -> list:
    return _css(selector)(el)


def select_one(el, selector: str):
    found = _css(selector)(el)
    return found[0] if found else None


def _classes(el) -> list[str]:
    return (el.get("class") or "").split()


def _icons(el) -> list[str]:
    out = []
    for img in el.iter("img"):
        src = (img.get("src") or "").strip()
        alt = (img.get("alt") or "").strip().lower()
        fname = src.rsplit("/", 1)[-1].lower()
        if fname in ICON_FILES:
            out.append(ICON_FILES[fname])
        elif alt in ICON_ALTS and ("/vote/" in src or not src):
            out.append(ICON_ALTS[alt])
        elif "/images/vote/" in src:
            out.append("OTHER:" + fname)  # an icon a dynasty added (e.g. an arrow)
    return out


def _text(el) -> str:
    return " ".join(el.text_content().split()) if el is not None else ""


def _need(root, selectors: dict, key: str, url: str, what: str):
    el = select_one(root, selectors[key])
    if el is None:
        raise BlogFormatError(f"{url}: no {what} found (selector {key} = {selectors[key]!r}); the page does not look like a BlogNomic {what.split()[0]} page")
    return el


def _parse_html(html: str, url: str):
    if not html or not html.strip():
        raise BlogFormatError(f"{url}: the page is empty")
    try:
        return lxml.html.document_fromstring(html)
    except (ParserError, ValueError) as e:
        raise BlogFormatError(f"{url}: not an HTML page ({e})") from None


# ------------------------------------------------------------------------------------------------
# roster


_COUNT_RE = re.compile(r"There (?:are|is) (\d+) (?:active )?\w+", re.I)
_QUORUM_RE = re.compile(r"Quorum (?:is|of) (\d+)", re.I)


def parse_roster(root, selectors: dict, url: str = "", as_of: datetime | None = None) -> Roster | None:
    box = select_one(root, selectors["roster"])
    if box is None:
        return None
    players, admins = [], []
    for a in box.iter("a"):
        raw = a.text_content().strip()
        name = raw.rstrip("*").strip()
        if not name:
            continue
        players.append(name)
        if raw.endswith("*") or (a.tail or "").strip().startswith("*"):
            admins.append(name)
    after = box.getnext()
    stated = _text(after) if after is not None else ""
    count = _COUNT_RE.search(stated)
    quorum = _QUORUM_RE.search(stated)
    emperor = None
    em = select_one(root, selectors["emperor"])
    if em is not None:
        links = list(em.iter("a"))
        emperor = (links[0].text_content().strip() if links else _text(em)).strip() or None
    return Roster(
        players=players, admins=admins, emperor=emperor, as_of=as_of,
        stated_count=int(count.group(1)) if count else None,
        stated_quorum=int(quorum.group(1)) if quorum else None,
        source=url,
    )


# ------------------------------------------------------------------------------------------------
# post pages


def _admin(el) -> tuple[str | None, datetime | None]:
    if el is None:
        return None, None
    note, when = [], None
    for p in [c for c in el if c.tag in ("p", "div")] or [el]:
        t = _text(p)
        if t.lower().startswith("adminned at"):
            when = parse_long_date(t)
        elif t:
            note.append(t)
    return (" ".join(note) or None), when


def parse_post_page(html: str, url: str, selectors: dict | None = None) -> tuple[Post, Roster | None]:
    sel = dict(DEFAULT_SELECTORS, **(selectors or {}))
    root = _parse_html(html, url)
    if select_one(root, sel["wp_comment"]) is not None or root.xpath("//*[@data-comment-time][1]"):
        return parse_wp_post_page(root, url, sel)
    h3 = _need(root, sel, "post_title", url, "post title")
    title = _text(h3)
    classes = _classes(h3)
    kind, subject, tags = classify_title(title)
    if kind == "other":
        kind = _kind_from_classes(classes) or "other"
    footer = select_one(root, sel["post_footer"])
    author_el = select_one(root, sel["post_author"])
    if author_el is None:
        raise BlogFormatError(f"{url}: no post author found (selector post_author = {sel['post_author']!r})")
    posted_at = parse_long_date(_text(footer)) if footer is not None else None
    if posted_at is None:
        raise BlogFormatError(f"{url}: no posting time in the post footer ({_text(footer)[:80]!r})")
    note, adminned = _admin(select_one(root, sel["admin_note"]))
    status = _status_from_classes(classes) or "pending"
    comments = []
    for el in select(root, sel["comment"]):
        a = select_one(el, sel["comment_author"])
        body = select_one(el, sel["comment_body"])
        if a is None or body is None:
            raise BlogFormatError(
                f"{url}: a comment without {'author' if a is None else 'body'} (selector {'comment_author' if a is None else 'comment_body'}); comment text: {_text(el)[:60]!r}"
            )
        rest = " ".join(_text(ch) for ch in el if ch is not body and ch is not a.getparent())
        when, how = parse_comment_date(rest, posted_at)
        href = a.get("href") or ""
        comments.append(Comment(
            author=a.text_content().strip(), posted_at=when, icons=_icons(body), text=_text(body),
            comment_id=el.get("id"), author_id=href.rstrip("/").rsplit("/", 1)[-1] if "/member/" in href else None,
            time_note=how,
        ))
    body = select_one(root, sel["post_body"])
    post = Post(
        url=url, slug=slug_of(url), kind=kind, title=title, subject=subject, tags=tags, author=author_el.text_content().strip(),
        posted_at=posted_at, status=status, admin_note=note, adminned_at=adminned, comments=comments, body=_text(body),
    )
    return post, parse_roster(root, sel, url, None)


def parse_wp_post_page(root, url: str, sel: dict) -> tuple[Post, Roster | None]:
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
        if c.startswith("status-") and c[7:] in ("open", "enacted", "failed", "vetoed", "illegal", "quarantined"):
            status = {"open": "pending", "quarantined": "illegal"}.get(c[7:], c[7:])
    time_el = select_one(art, "time")
    posted_at = None
    if time_el is not None and time_el.get("datetime"):
        posted_at = datetime.fromisoformat(time_el.get("datetime").replace("Z", "+00:00")).astimezone(timezone.utc)
    author_el = select_one(art, "[rel=author]")
    if author_el is None or posted_at is None:
        raise BlogFormatError(f"{url}: WordPress post without {'author' if author_el is None else 'time'}")
    vote_map = {"for": ["FOR"], "against": ["AGAINST"], "deferential": ["DEFERENTIAL"], "veto": ["VETO"], "no-vote": []}
    comments = []
    for li in select(root, sel["wp_comment"]):
        try:
            when = datetime.fromtimestamp(int(li.get("data-comment-time")), tz=timezone.utc)
        except (TypeError, ValueError):
            raise BlogFormatError(f"{url}: WordPress comment without a readable data-comment-time") from None
        vote = (li.get("data-vote") or "no-vote").lower()
        body = select_one(li, ".comment-content")
        comments.append(Comment(
            author=li.get("data-author-name", ""), posted_at=when, icons=vote_map.get(vote, [f"OTHER:{vote}"]),
            text=_text(body if body is not None else li), comment_id=li.get("id"), author_id=li.get("data-author-id"),
        ))
    post = Post(url=url, slug=slug_of(url), kind=kind, title=title, subject=subject, tags=tags, author=_text(author_el),
                posted_at=posted_at, status=status or "pending", comments=comments)
    return post, None


# ------------------------------------------------------------------------------------------------
# listing pages (months, the front page)


_COMMENTS_N = re.compile(r"Comments\s*\((\d+)\)", re.I)


def parse_listing_page(html: str, url: str, selectors: dict | None = None) -> tuple[list[Post], Roster | None]:
    sel = dict(DEFAULT_SELECTORS, **(selectors or {}))
    root = _parse_html(html, url)
    blocks = select(root, sel["listing_post"])
    if not blocks:
        raise BlogFormatError(f"{url}: no posts found (selector listing_post = {sel['listing_post']!r}); not a BlogNomic listing page")
    base = f"{urlparse(url).scheme}://{urlparse(url).netloc}" if "://" in url else ""
    posts = []
    for b in blocks:
        h3 = select_one(b, sel["listing_title"])
        link = next(h3.iter("a"), None) if h3 is not None else None
        if h3 is None or link is None:
            raise BlogFormatError(f"{url}: a post block without a title link (selector listing_title = {sel['listing_title']!r})")
        title = _text(link)
        classes = _classes(h3)
        kind, subject, tags = classify_title(title)
        if kind == "other":
            kind = _kind_from_classes(classes) or "other"
        footer = select_one(b, sel["listing_footer"])
        ftext = _text(footer)
        flink = next(footer.iter("a"), None) if footer is not None else None
        author = flink.text_content().strip() if flink is not None else ""
        href = link.get("href") or ""
        if href.startswith("/"):
            href = base + href
        note, adminned = _admin(select_one(b, sel["admin_note"]))
        cm = _COMMENTS_N.search(_text(b))
        posts.append(Post(
            url=href, slug=slug_of(href), kind=kind, title=title, subject=subject, tags=tags, author=author,
            posted_at=parse_long_date(ftext), status=_status_from_classes(classes) or "pending",
            admin_note=note, adminned_at=adminned, comment_count=int(cm.group(1)) if cm else None,
        ))
    return posts, parse_roster(root, sel, url, None)
