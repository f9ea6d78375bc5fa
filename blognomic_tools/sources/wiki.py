"""The wiki through mwclient: settings from env/config, bot-password login, reads with revision identity,
history with continuation. Writes go through saving.write_page.

Live default: https://wiki.blognomic.com/api.php (mwclient: host wiki.blognomic.com, path "/", https).
Secrets come only from the environment (BLOGNOMIC_WIKI_USER, BLOGNOMIC_WIKI_PASSWORD) or the config
file ([wiki] user/password), never from the repository, and are never printed or logged.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Callable
from urllib.parse import urlparse

import mwclient
import mwclient.errors
import requests

from .. import __version__
from ..errors import SourceError
from ..models import Revision

USER_AGENT = f"blognomic-tools/{__version__} (https://blognomic.com; BlogNomic admin/player tooling)"
LIVE_WIKI = "https://wiki.blognomic.com/api.php"
MAX_RETRIES = 5  # mwclient's default is 25 with a linear back-off: hours against a dead server
RETRY_TIMEOUT = 3  # seconds x retry number: 3, 6, 9, 12, 15 (each sleep <= 60 s, 45 s in all)
REQUEST_TIMEOUT = 30
MAX_LAG = 5  # sent on every API call; mwclient waits and retries when the wiki says it lags
HISTORY_CHUNK = 50  # the API returns content for at most 50 revisions per request


class WikiError(SourceError):
    pass


class WikiAuthError(WikiError):
    pass


@dataclass
class WikiSettings:
    url: str = LIVE_WIKI
    user: str | None = None
    password: str | None = field(default=None, repr=False)
    max_retries: int = MAX_RETRIES
    retry_timeout: float = RETRY_TIMEOUT
    timeout: float = REQUEST_TIMEOUT
    throttle: float = 10.0  # seconds between saves
    max_lag: int = MAX_LAG

    @classmethod
    def load(cls, url: str | None = None, **overrides) -> "WikiSettings":
        from ..config import load_config

        cfg = load_config().get("wiki", {})
        s = cls(
            url=url or cfg.get("url") or LIVE_WIKI,
            user=os.environ.get("BLOGNOMIC_WIKI_USER") or cfg.get("user"),
            password=os.environ.get("BLOGNOMIC_WIKI_PASSWORD") or cfg.get("password"),
            throttle=float(cfg.get("throttle", 10.0)),
            max_retries=min(int(cfg.get("max_retries", MAX_RETRIES)), 5),
            retry_timeout=min(float(cfg.get("retry_timeout", RETRY_TIMEOUT)), 12),
        )
        for k, v in overrides.items():
            if v is not None:
                setattr(s, k, v)
        return s


@dataclass
class WikiPage:
    title: str
    text: str
    revision: Revision
    exists: bool = True
    parentid: int | None = None


@dataclass
class WikiRevision:
    revision: Revision
    text: str | None = None
    parentid: int | None = None


class _CountingSession(requests.Session):
    def __init__(self):
        super().__init__()
        self.count = 0

    def request(self, *a, **kw):
        self.count += 1
        return super().request(*a, **kw)


def _iso(ts) -> str | None:
    if ts is None:
        return None
    if isinstance(ts, time.struct_time):
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", ts)
    return str(ts)


class Wiki:
    def __init__(self, settings: WikiSettings, session: requests.Session | None = None):
        self.settings = settings
        u = urlparse(settings.url if "://" in settings.url else "https://" + settings.url)
        if not u.netloc:
            raise WikiError(f"{settings.url}: not a wiki URL (expected e.g. {LIVE_WIKI})")
        path = u.path[: -len("api.php")] if u.path.endswith("api.php") else u.path
        self.where = f"{u.scheme}://{u.netloc}{path if path.endswith('/') else path + '/'}"
        self.session = session or _CountingSession()
        self.logged_in_as: str | None = None
        self.last_save: float | None = None
        try:
            self.site = mwclient.Site(
                u.netloc, path=path if path.endswith("/") else path + "/", scheme=u.scheme or "https",
                clients_useragent=USER_AGENT, max_retries=settings.max_retries, retry_timeout=settings.retry_timeout,
                max_lag=settings.max_lag, connection_options={"timeout": settings.timeout}, pool=self.session,
            )
        except (requests.RequestException, mwclient.errors.MwClientError, ValueError) as e:
            raise WikiError(f"{self.where}: cannot reach the wiki ({_why(e)})") from None

    @property
    def requests(self) -> int:
        return getattr(self.session, "count", 0)

    # -- login -----------------------------------------------------------------------------------
    def login(self) -> str:
        s = self.settings
        if not s.user or not s.password:
            raise WikiAuthError(
                f"{self.where}: writing needs a login: set BLOGNOMIC_WIKI_USER and BLOGNOMIC_WIKI_PASSWORD "
                "(a bot password, Special:BotPasswords) or [wiki] user/password in the config file"
            )
        try:
            self.site.login(s.user, s.password)
        except mwclient.errors.LoginError as e:
            code = ""
            if len(e.args) > 1 and isinstance(e.args[1], dict):
                code = e.args[1].get("result", "") or e.args[1].get("reason", "")
            raise WikiAuthError(f"{self.where}: login as {s.user} failed ({code or 'wrong user name or bot password'})") from None
        except (requests.RequestException, mwclient.errors.MwClientError) as e:
            raise WikiError(f"{self.where}: login failed ({_why(e)})") from None
        self.logged_in_as = self.site.username
        return self.logged_in_as

    # -- reads -----------------------------------------------------------------------------------
    def _call(self, fn: Callable, what: str):
        try:
            return fn()
        except WikiError:
            raise
        except mwclient.errors.APIError as e:
            raise WikiError(f"{self.where}: {what}: {e.code} ({e.info})") from None
        except (requests.RequestException, mwclient.errors.MwClientError) as e:
            raise WikiError(f"{self.where}: {what} failed ({_why(e)})") from None

    def read(self, title: str, rev: int | None = None) -> WikiPage:
        def go() -> WikiPage:
            params = dict(prop="revisions", rvprop="ids|timestamp|user|comment|sha1|content", rvslots="main", formatversion=2)  # ids gives parentid
            if rev is not None:
                params["revids"] = str(rev)
            else:
                params["titles"] = title
            res = self.site.get("query", **params)
            q = res.get("query", {})
            if rev is not None and q.get("badrevids"):
                raise WikiError(f"{self.where}: no revision {rev}")
            pages = q.get("pages", [])
            if not pages or pages[0].get("missing") or pages[0].get("invalid"):
                raise WikiError(f"{self.where}: page {title!r} does not exist" if not (pages and pages[0].get("invalid")) else f"{self.where}: {title!r} is not a valid page title")
            page = pages[0]
            r = page["revisions"][0]
            if rev is not None and title and page["title"] != title.replace("_", " ").strip():
                raise WikiError(f"{self.where}: revision {rev} belongs to {page['title']!r}, not {title!r}")
            return WikiPage(
                title=page["title"], text=r.get("slots", {}).get("main", {}).get("content", ""),
                revision=Revision(revid=r["revid"], timestamp=r.get("timestamp"), user=r.get("user"), comment=r.get("comment"),
                                  title=page["title"], sha1=r.get("sha1")),
                parentid=r.get("parentid"),
            )

        return self._call(go, f"reading {title or rev!r}")

    def latest_revid(self, title: str) -> int:
        """The page's current revision id, without its text (one light request: checked right before a save)."""
        def go() -> int:
            res = self.site.get("query", prop="info", titles=title, formatversion=2)
            pages = res.get("query", {}).get("pages", [])
            if not pages or pages[0].get("missing") or "lastrevid" not in pages[0]:
                raise WikiError(f"{self.where}: page {title!r} does not exist")
            return int(pages[0]["lastrevid"])

        return self._call(go, f"reading the revision of {title!r}")

    def history(self, title: str, since: datetime | None = None, since_rev: int | None = None, content: bool = True,
                progress: Callable[[int], None] | None = None) -> list[WikiRevision]:
        """Revisions oldest first, since a time or after a revision, content included: 50 per request
        (the API's limit for content), following `continue` until done."""

        def go() -> list[WikiRevision]:
            out: list[WikiRevision] = []
            params = dict(prop="revisions", titles=title, rvprop="ids|timestamp|user|comment|sha1" + ("|content" if content else ""),
                          rvslots="main", rvlimit=HISTORY_CHUNK if content else "max", rvdir="newer", formatversion=2)
            if since is not None:
                params["rvstart"] = since.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
            if since_rev is not None:
                params["rvstartid"] = since_rev
            cont: dict = {}
            while True:
                res = self.site.get("query", **params, **cont)
                pages = res.get("query", {}).get("pages", [])
                if not pages or pages[0].get("missing"):
                    raise WikiError(f"{self.where}: page {title!r} does not exist")
                for r in pages[0].get("revisions", []):
                    if since_rev is not None and r["revid"] == since_rev:
                        continue
                    out.append(WikiRevision(
                        Revision(revid=r["revid"], timestamp=r.get("timestamp"), user=r.get("user"), comment=r.get("comment"),
                                 title=pages[0]["title"], sha1=r.get("sha1")),
                        text=r.get("slots", {}).get("main", {}).get("content") if content else None, parentid=r.get("parentid"),
                    ))
                if progress:
                    progress(len(out))
                if "continue" not in res:
                    return out
                cont = res["continue"]

        return self._call(go, f"history of {title!r}")


def _why(e: BaseException) -> str:
    msg = str(e)
    if isinstance(e, requests.ConnectionError):
        msg = "connection refused or no route" if "refused" in msg.lower() or "Max retries" in msg else msg
    if isinstance(e, mwclient.errors.MaximumRetriesExceeded):
        msg = "no answer after the retries"
    return f"{type(e).__name__}: {msg[:200]}"


# kept for the read-only Ruleset fetch (cli --wiki)
def fetch_page(url: str, title: str) -> WikiPage:
    return Wiki(WikiSettings.load(url)).read(title)


def site_from_url(url: str):  # pragma: no cover - compatibility
    return Wiki(WikiSettings.load(url)).site
