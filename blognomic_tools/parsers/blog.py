"""The blog's pages -> Post / Comment / Roster (ExpressionEngine markup; the 2020 WordPress trial too).

Every CSS selector lives in DEFAULT_SELECTORS and can be overridden from the config file
(``[blog.selectors]``), since the live markup may drift. A page that matches none of the
selectors it needs is a BlogFormatError naming the URL and what was missing, never an empty result.
"""
from __future__ import annotations

import re
from datetime import datetime, timezone
from urllib.parse import urlparse

from bs4 import BeautifulSoup, Tag

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


def _icons(el: Tag) -> list[str]:
    out = []
    for img in el.find_all("img"):
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


def _text(el: Tag | None) -> str:
    return re.sub(r"\s+", " ", el.get_text(" ", strip=True)).strip() if el is not None else ""


def _need(soup, selectors: dict, key: str, url: str, what: str):
    el = soup.select_one(selectors[key])
    if el is None:
        raise BlogFormatError(f"{url}: no {what} found (selector {key} = {selectors[key]!r}); the page does not look like a BlogNomic {what.split()[0]} page")
    return el


# ------------------------------------------------------------------------------------------------
# roster


_COUNT_RE = re.compile(r"There (?:are|is) (\d+) (?:active )?\w+", re.I)
_QUORUM_RE = re.compile(r"Quorum (?:is|of) (\d+)", re.I)


def parse_roster(soup: BeautifulSoup, selectors: dict, url: str = "", as_of: datetime | None = None) -> Roster | None:
    box = soup.select_one(selectors["roster"])
    if box is None:
        return None
    players, admins = [], []
    for a in box.find_all("a"):
        name = a.get_text(strip=True).rstrip("*").strip()
        if not name:
            continue
        players.append(name)
        nxt = a.next_sibling
        if (a.get_text().strip().endswith("*")) or (isinstance(nxt, str) and nxt.strip().startswith("*")):
            admins.append(name)
    after = box.find_next_sibling()
    stated = _text(after) if after is not None else ""
    count = _COUNT_RE.search(stated)
    quorum = _QUORUM_RE.search(stated)
    emperor = None
    em = soup.select_one(selectors["emperor"])
    if em is not None:
        link = em.find("a")
        emperor = (link.get_text(strip=True) if link else _text(em)).strip() or None
    return Roster(
        players=players, admins=admins, emperor=emperor, as_of=as_of,
        stated_count=int(count.group(1)) if count else None,
        stated_quorum=int(quorum.group(1)) if quorum else None,
        source=url,
    )


# ------------------------------------------------------------------------------------------------
# post pages


def _admin(soup_el: Tag | None) -> tuple[str | None, datetime | None]:
    if soup_el is None:
        return None, None
    note, when = [], None
    for p in soup_el.find_all(["p", "div"], recursive=False) or [soup_el]:
        t = _text(p)
        if t.lower().startswith("adminned at"):
            when = parse_long_date(t)
        elif t:
            note.append(t)
    return (" ".join(note) or None), when


def _fetched_at(soup: BeautifulSoup) -> datetime | None:
    meta = soup.find("meta", attrs={"name": "fetched-at"})
    if meta and meta.get("content"):
        try:
            return datetime.fromisoformat(meta["content"].replace("Z", "+00:00"))
        except ValueError:
            return None
    return None


def parse_post_page(html: str, url: str, selectors: dict | None = None) -> tuple[Post, Roster | None]:
    sel = dict(DEFAULT_SELECTORS, **(selectors or {}))
    if not html or not html.strip():
        raise BlogFormatError(f"{url}: the page is empty")
    soup = BeautifulSoup(html, "lxml")
    if soup.select_one(sel["wp_comment"]) is not None or soup.find(attrs={"data-comment-time": True}) is not None:
        return parse_wp_post_page(soup, url, sel)
    h3 = _need(soup, sel, "post_title", url, "post title")
    title = _text(h3)
    classes = h3.get("class") or []
    kind, subject, tags = classify_title(title)
    if kind == "other":
        kind = _kind_from_classes(classes) or "other"
    footer = soup.select_one(sel["post_footer"])
    author_el = soup.select_one(sel["post_author"])
    if author_el is None:
        raise BlogFormatError(f"{url}: no post author found (selector post_author = {sel['post_author']!r})")
    posted_at = parse_long_date(_text(footer)) if footer is not None else None
    if posted_at is None:
        raise BlogFormatError(f"{url}: no posting time in the post footer ({_text(footer)[:80]!r})")
    note, adminned = _admin(soup.select_one(sel["admin_note"]))
    status = _status_from_classes(classes) or ("pending" if note is None else "pending")
    comments = []
    for el in soup.select(sel["comment"]):
        a = el.select_one(sel["comment_author"])
        body = el.select_one(sel["comment_body"])
        if a is None or body is None:
            raise BlogFormatError(
                f"{url}: a comment without {'author' if a is None else 'body'} (selector {'comment_author' if a is None else 'comment_body'}); comment text: {_text(el)[:60]!r}"
            )
        rest = " ".join(_text(ch) for ch in el.find_all(True, recursive=False) if ch is not body and ch is not a.parent)
        when, how = parse_comment_date(rest, posted_at)
        href = a.get("href") or ""
        comments.append(Comment(
            author=a.get_text(strip=True), posted_at=when, icons=_icons(body), text=_text(body),
            comment_id=el.get("id"), author_id=href.rstrip("/").rsplit("/", 1)[-1] if "/member/" in href else None,
            time_note=how,
        ))
    body = soup.select_one(sel["post_body"])
    post = Post(
        url=url, slug=slug_of(url), kind=kind, title=title, subject=subject, tags=tags, author=author_el.get_text(strip=True),
        posted_at=posted_at, status=status, admin_note=note, adminned_at=adminned, comments=comments, body=_text(body),
    )
    return post, parse_roster(soup, sel, url, _fetched_at(soup))


def parse_wp_post_page(soup: BeautifulSoup, url: str, sel: dict) -> tuple[Post, Roster | None]:
    """The 2020 WordPress trial: li.comment with data-author-name / data-comment-time / data-vote."""
    art = soup.find("article") or soup
    h = art.find(["h1", "h2"], class_=re.compile("entry-title")) or art.find(["h1", "h2"])
    if h is None:
        raise BlogFormatError(f"{url}: no post title found (WordPress page: h1/h2.entry-title)")
    title = _text(h)
    kind, subject, tags = classify_title(title)
    status = None
    for c in art.get("class") or []:
        if c.startswith("status-") and c[7:] in ("open", "enacted", "failed", "vetoed", "illegal", "quarantined"):
            status = {"open": "pending", "quarantined": "illegal"}.get(c[7:], c[7:])
    time_el = art.find("time")
    posted_at = None
    if time_el is not None and time_el.get("datetime"):
        posted_at = datetime.fromisoformat(time_el["datetime"].replace("Z", "+00:00")).astimezone(timezone.utc)
    author_el = art.find(attrs={"rel": "author"}) or art.find(class_=re.compile("author"))
    if author_el is None or posted_at is None:
        raise BlogFormatError(f"{url}: WordPress post without {'author' if author_el is None else 'time'}")
    vote_map = {"for": ["FOR"], "against": ["AGAINST"], "deferential": ["DEFERENTIAL"], "veto": ["VETO"], "no-vote": []}
    comments = []
    for li in soup.select(sel["wp_comment"]):
        try:
            when = datetime.fromtimestamp(int(li["data-comment-time"]), tz=timezone.utc)
        except (KeyError, ValueError):
            raise BlogFormatError(f"{url}: WordPress comment without a readable data-comment-time") from None
        vote = (li.get("data-vote") or "no-vote").lower()
        body = li.find(class_=re.compile("comment-content")) or li
        comments.append(Comment(
            author=li.get("data-author-name", ""), posted_at=when, icons=vote_map.get(vote, [f"OTHER:{vote}"]),
            text=_text(body), comment_id=li.get("id"), author_id=li.get("data-author-id"),
        ))
    post = Post(url=url, slug=slug_of(url), kind=kind, title=title, subject=subject, tags=tags, author=_text(author_el),
                posted_at=posted_at, status=status or "pending", comments=comments)
    return post, None


# ------------------------------------------------------------------------------------------------
# listing pages (months, the front page)


_COMMENTS_N = re.compile(r"Comments\s*\((\d+)\)", re.I)


def parse_listing_page(html: str, url: str, selectors: dict | None = None) -> tuple[list[Post], Roster | None]:
    sel = dict(DEFAULT_SELECTORS, **(selectors or {}))
    if not html or not html.strip():
        raise BlogFormatError(f"{url}: the page is empty")
    soup = BeautifulSoup(html, "lxml")
    blocks = soup.select(sel["listing_post"])
    if not blocks:
        raise BlogFormatError(f"{url}: no posts found (selector listing_post = {sel['listing_post']!r}); not a BlogNomic listing page")
    base = f"{urlparse(url).scheme}://{urlparse(url).netloc}" if "://" in url else ""
    posts = []
    for b in blocks:
        h3 = b.select_one(sel["listing_title"])
        link = h3.find("a") if h3 is not None else None
        if h3 is None or link is None:
            raise BlogFormatError(f"{url}: a post block without a title link (selector listing_title = {sel['listing_title']!r})")
        title = _text(link)
        classes = h3.get("class") or []
        kind, subject, tags = classify_title(title)
        if kind == "other":
            kind = _kind_from_classes(classes) or "other"
        footer = b.select_one(sel["listing_footer"])
        ftext = _text(footer)
        author = footer.find("a").get_text(strip=True) if footer is not None and footer.find("a") else ""
        href = link.get("href") or ""
        if href.startswith("/"):
            href = base + href
        note, adminned = _admin(b.select_one(sel["admin_note"]))
        cm = _COMMENTS_N.search(_text(b))
        posts.append(Post(
            url=href, slug=slug_of(href), kind=kind, title=title, subject=subject, tags=tags, author=author,
            posted_at=parse_long_date(ftext), status=_status_from_classes(classes) or "pending",
            admin_note=note, adminned_at=adminned, comment_count=int(cm.group(1)) if cm else None,
        ))
    return posts, parse_roster(soup, sel, url, _fetched_at(soup))
