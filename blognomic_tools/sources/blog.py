"""Reading the blog over HTTP: requests with a custom User-Agent, timeouts, bounded retries and an
on-disk cache with conditional GET (ETag / Last-Modified), so that re-running refetches nothing
that has not changed. Parsing is in parsers/blog.py."""
from __future__ import annotations

import email.utils
import hashlib
import json
import threading
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import urljoin, urlparse

import requests

from .. import __version__
from ..errors import SourceError
from ..models import Post, Roster
from ..parsers.blog import parse_listing_page, parse_post_page
from .network import cannot_reach, unreachable

USER_AGENT = f"blognomic-tools/{__version__} (BlogNomic admin/player tooling; https://blognomic.com)"
LIVE_BLOG = "https://blognomic.com"
MAX_AT_ONCE = 4  # pages read at the same time from the blog: polite to a small site, and enough to hide its latency
MAX_RETRIES = 2  # a page is asked for again at most this often after a failed attempt (the config's [blog] max_retries)
BACKOFF = 1.0  # seconds before the first retry, doubled before each next (at most 30); the config's [blog] retry_timeout


@dataclass
class Fetched:
    url: str
    text: str
    from_cache: bool
    date: datetime | None  # the server's Date header (when the page was true)


def default_cache_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_cache_dir("blognomic-tools")) / "blog"


class BlogClient:
    def __init__(self, base_url: str = LIVE_BLOG, cache_dir: Path | None = None, timeout: float = 20, retries: int = MAX_RETRIES + 1,
                 backoff: float = BACKOFF, selectors: dict | None = None, session: requests.Session | None = None):
        self.base = base_url.rstrip("/") + "/"
        self.cache_dir = cache_dir
        self.timeout = timeout
        self.retries = max(1, retries)
        self.backoff = backoff
        self.selectors = selectors
        self._given_session = session is not None
        self.session = session or requests.Session()
        self.session.headers["User-Agent"] = USER_AGENT
        self.requests = 0  # HTTP requests actually sent
        self._lock = threading.Lock()
        self._local = threading.local()

    def _session(self) -> requests.Session:
        """One session per thread (a session given by the caller is shared): pages read at once each keep their
        connection."""
        if self._given_session or threading.current_thread() is threading.main_thread():
            return self.session
        s = getattr(self._local, "session", None)
        if s is None:
            s = self._local.session = requests.Session()
            s.headers.update(self.session.headers)
        return s

    def absolute(self, url_or_slug: str) -> str:
        try:
            return self._absolute(url_or_slug)
        except ValueError as e:  # urlparse refuses e.g. "http://[::1"
            raise SourceError(f"{url_or_slug[:80]!r}: not a URL ({e})") from None

    def _absolute(self, url_or_slug: str) -> str:
        if "://" in url_or_slug:
            u = urlparse(url_or_slug)
            live = urlparse(LIVE_BLOG).netloc
            if u.netloc in (live, "www." + live) and urlparse(self.base).netloc not in (live, "www." + live):
                # pages link to the live site; read them from the blog we were pointed at (a mirror, the sandbox)
                return urljoin(self.base, u.path.lstrip("/") + (f"?{u.query}" if u.query else ""))
            return url_or_slug
        if "/" not in url_or_slug.strip("/"):
            return urljoin(self.base, f"archive/{url_or_slug.strip('/')}")
        return urljoin(self.base, url_or_slug.lstrip("/"))

    def _cache_file(self, url: str) -> Path | None:
        if self.cache_dir is None:
            return None
        return self.cache_dir / (hashlib.sha1(url.encode()).hexdigest() + ".json")

    def get(self, url: str) -> Fetched:
        url = self.absolute(url)
        cf = self._cache_file(url)
        cached = None
        if cf is not None and cf.exists():
            try:
                cached = json.loads(cf.read_text())
            except (OSError, ValueError):
                cached = None
            if not (isinstance(cached, dict) and isinstance(cached.get("body"), str)):
                cached = None  # a damaged cache entry is refetched, not trusted
        headers = {}
        if cached:
            if cached.get("etag"):
                headers["If-None-Match"] = cached["etag"]
            if cached.get("last_modified"):
                headers["If-Modified-Since"] = cached["last_modified"]
        last_err = None
        down = None  # why the blog could not be reached, when that is the last fault
        for attempt in range(self.retries):
            if attempt:
                time.sleep(min(self.backoff * 2 ** (attempt - 1), 30))
            try:
                with self._lock:
                    self.requests += 1
                r = self._session().get(url, headers=headers, timeout=self.timeout)
            except (requests.exceptions.InvalidURL, requests.exceptions.MissingSchema, requests.exceptions.InvalidSchema) as e:
                raise SourceError(f"{url}: not a URL the blog can be read from ({e})") from None  # retrying cannot help
            except requests.RequestException as e:
                down = unreachable(e)
                last_err = down or f"{type(e).__name__}: {str(e)[:200]}"
                continue
            down = None
            if r.status_code >= 500:
                last_err = f"HTTP {r.status_code}"
                continue
            date = _http_date(r.headers.get("Date"))
            if r.status_code == 304 and cached:
                return Fetched(url, cached["body"], True, date)
            if r.status_code == 404:
                raise SourceError(f"{url}: not found (HTTP 404)")
            if r.status_code != 200:
                raise SourceError(f"{url}: HTTP {r.status_code}")
            r.encoding = r.encoding or "utf-8"
            text = r.text
            if cf is not None:
                cf.parent.mkdir(parents=True, exist_ok=True)
                tmp = cf.with_suffix(".tmp")
                tmp.write_text(json.dumps({"url": url, "etag": r.headers.get("ETag"), "last_modified": r.headers.get("Last-Modified"), "body": text}))
                tmp.replace(cf)
            return Fetched(url, text, False, date)
        if down:
            site = urlparse(url)
            raise SourceError(cannot_reach("blog", f"{site.scheme}://{site.netloc}/", f"{down}, {self._attempts()}"))
        raise SourceError(f"{url}: no answer after {self._attempts()} ({last_err})")

    def _attempts(self) -> str:
        return f"{self.retries} attempt{'s' if self.retries != 1 else ''}"

    def post(self, url_or_slug: str) -> tuple[Post, Roster | None]:
        f = self.get(url_or_slug)
        post, roster = parse_post_page(f.text, f.url, self.selectors)
        if roster is not None and roster.as_of is None:
            roster.as_of = f.date
        return post, roster

    def posts(self, urls: list[str], at_once: int = MAX_AT_ONCE, done=None) -> list[tuple[Post, Roster | None]]:
        """Several post pages, read at most `at_once` at a time (the same cache and revalidation as `post`), in the
        order asked; the first fault is raised once every read has ended. `done()` is called after each page."""
        from concurrent.futures import ThreadPoolExecutor

        if len(urls) <= 1 or at_once <= 1:
            out = []
            for u in urls:
                out.append(self.post(u))
                if done:
                    done()
            return out
        with ThreadPoolExecutor(max_workers=min(at_once, len(urls)), thread_name_prefix="blog") as pool:
            futures = [pool.submit(self.post, u) for u in urls]
            results, first_error = [], None
            for f in futures:
                try:
                    results.append(f.result())
                except BaseException as e:  # noqa: BLE001 - raised below, after the others
                    first_error = first_error or e
                if done:
                    done()
        if first_error is not None:
            raise first_error
        return results

    def listing(self, url: str = "") -> tuple[list[Post], Roster | None]:
        f = self.get(url or self.base)
        posts, roster = parse_listing_page(f.text, f.url, self.selectors)
        if roster is not None and roster.as_of is None:
            roster.as_of = f.date
        return posts, roster

    def listed(self, post: Post, root: str | None = None) -> tuple[Post | None, list[str]]:
        """The blog's own entry for `post` (its comment count): on the front page of the blog at ``root`` (the blog
        pointed at when None), else on the month page of its date; (None, the pages looked at) when neither lists it.
        A month the blog has no page for is looked at and empty."""
        root = root or self.base
        pages = [root]
        if post.posted_at is not None:
            pages.append(urljoin(root, f"{post.posted_at.year:04d}/{post.posted_at.month:02d}/"))
        looked = []
        for page in pages:
            looked.append("the front page" if page == root else urlparse(page).path)
            try:
                entries = self.listing(page)[0]
            except SourceError as e:
                if page != root and "404" in str(e):
                    continue
                raise
            for entry in entries:
                if entry.slug == post.slug:
                    return entry, looked
        return None, looked

    def counted_post(self, url_or_slug: str) -> tuple[Post, Roster | None, str | None]:
        """A post page read as `post` reads it, its comments checked against the count the blog lists for it
        (tally.check_whole: fewer read is refused), as ``tally --pending`` checks the posts it reads, so that a post
        reached by its address is never tallied with a vote missing. The third item says when no listing counts them."""
        from ..tally import check_whole

        post, roster = self.post(url_or_slug)
        entry, looked = self.listed(post, self._site_of(self.absolute(url_or_slug)))
        if entry is None:
            return post, roster, (f"{post.url}: no listing of the blog counts its comments ({'neither ' if len(looked) > 1 else ''}{' nor '.join(looked)} lists it): "
                                  "the comments read are not checked against a count")
        check_whole(entry, post)
        return post, roster, None

    def _site_of(self, url: str) -> str:
        """The blog a post's address is on: the blog pointed at when the address is on its host, else that host's
        root (a post given by its address on another copy of the blog is counted by that copy's listings)."""
        u, base = urlparse(url), urlparse(self.base)
        return self.base if (u.scheme, u.netloc) == (base.scheme, base.netloc) else f"{u.scheme}://{u.netloc}/"

    def months(self, start: datetime, end: datetime) -> list[Post]:
        """The posts of every month page (/YYYY/MM/) from start's month to end's; a month the blog has no page for
        (404) has no posts, any other fault is raised."""
        out: list[Post] = []
        y, m = start.year, start.month
        while (y, m) <= (end.year, end.month):
            try:
                out += self.listing(f"/{y:04d}/{m:02d}/")[0]
            except SourceError as e:
                if "404" not in str(e):
                    raise
            y, m = (y + 1, 1) if m == 12 else (y, m + 1)
        return out


def _http_date(value: str | None) -> datetime | None:
    if not value:
        return None
    try:
        return email.utils.parsedate_to_datetime(value).astimezone(timezone.utc)
    except (TypeError, ValueError):
        return None


def is_url(s: str) -> bool:
    return urlparse(s).scheme in ("http", "https")
