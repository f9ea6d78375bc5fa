"""The wiki through mwclient: settings from env/config, bot-password login, reads with revision identity,
history with continuation, and the one edit funnel (`Wiki.edit`). Whole-page writes go through saving.write_page,
which calls it.

Live default: https://wiki.blognomic.com/api.php (mwclient: host wiki.blognomic.com, path "/", https).
Secrets come only from the environment (BLOGNOMIC_WIKI_USER, BLOGNOMIC_WIKI_PASSWORD) or the config
file ([wiki] user/password), never from the repository, and are never printed or logged: the wiki's URL is
shown without the user:password it may carry (which is sent as HTTP basic authentication), and every secret is
remembered for redact.scrub.

`Wiki.edit` owns everything between a text ready to save and the wiki's answer, as mwclient's and pywikibot's
save paths do: the login, the throttle between saves, the CSRF token, maxlag and the bounded retries, the check
of the history after a lost answer (so that a save is never applied twice), and the one table (EDIT_ERRORS) that
turns MediaWiki's error codes into the project's exceptions. It posts the edit itself, through the logged-in
session, so that no library retries it behind its back or keeps the request (its token) in an exception.
"""
from __future__ import annotations

import json
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
from ..errors import SourceError, WriteError
from ..models import Revision
from ..redact import remember, safe_url, userinfo
from .network import cannot_reach, unreachable

USER_AGENT = f"blognomic-tools/{__version__} (https://blognomic.com; BlogNomic admin/player tooling)"
LIVE_WIKI = "https://wiki.blognomic.com/api.php"
MAX_RETRIES = 5  # mwclient's default is 25 with a linear back-off: hours against a dead server
RETRY_TIMEOUT = 3  # seconds x retry number: 3, 6, 9, 12, 15 (each sleep <= 60 s, 45 s in all)
REQUEST_TIMEOUT = 30
MAX_LAG = 5  # sent on every API call; the wiki refuses a request (maxlag) while its replicas lag more than this
MAX_WAIT = 60  # seconds, at most, of one wait between two attempts (whatever Retry-After asks)
HISTORY_CHUNK = 50  # the API returns content for at most 50 revisions per request
LIST_CHUNK = 500  # titles per request of a listing (the most the API gives a client without the apihighlimits right)


class WikiError(SourceError):
    pass


class WikiAuthError(WikiError):
    pass


class PageMissing(WikiError):
    """The page (or the revision) asked for does not exist."""


class SaveFailed(WikiError, WriteError):
    """The wiki did not save an edit (the message says so, or says what is unknown)."""


class EditConflict(SaveFailed):
    """Someone saved the page after the revision the edit was made on (write_page re-reads and retries)."""

    exit_code = 3


class PageProtected(SaveFailed):
    pass


class LoginLost(SaveFailed):
    pass


class PageExists(SaveFailed):
    pass


class ReadOnly(SaveFailed):
    pass


class Lagging(SaveFailed):
    """Every attempt was refused with maxlag: the wiki's database replicas lag behind."""


class NoAnswer(SaveFailed):
    """No attempt got an answer (connection cut, time-out, 5xx), and the history shows no save."""


# MediaWiki's error code for an edit -> the exception and what it says (after "<wiki>: "; "; nothing was saved"
# follows). Fields: title, user, code, info, reason (a read-only wiki's reason).
EDIT_ERRORS: dict[str, tuple[type[SaveFailed] | type[PageMissing], str]] = {
    "editconflict": (EditConflict, "{title!r}: edit conflict (someone saved after the revision this edit was made on)"),
    "protectedpage": (PageProtected, "{title!r} is protected: {user} may not edit it ({code})"),
    "cascadeprotected": (PageProtected, "{title!r} is protected: {user} may not edit it ({code})"),
    "protectedtitle": (PageProtected, "{title!r} is protected: {user} may not create it ({code})"),
    "protectednamespace": (PageProtected, "{title!r} is protected: {user} may not edit it ({code})"),
    "protectednamespace-interface": (PageProtected, "{title!r} is protected: {user} may not edit it ({code})"),
    "permissiondenied": (PageProtected, "{title!r} is protected: {user} may not edit it ({code})"),
    "noedit": (PageProtected, "{user} may not edit {title!r} ({code})"),
    "blocked": (PageProtected, "{user} is blocked from editing ({code}: {info})"),
    "autoblocked": (PageProtected, "{user} is blocked from editing ({code}: {info})"),
    "assertuserfailed": (LoginLost, "the login was lost ({code})"),
    "assertbotfailed": (LoginLost, "the login was lost ({code})"),
    "assertnameduserfailed": (LoginLost, "the login was lost ({code})"),
    "notloggedin": (LoginLost, "the login was lost ({code})"),
    "badtoken": (LoginLost, "the login was lost ({code}: the session's edit token is no longer valid)"),
    "missingtitle": (PageMissing, "{title!r} does not exist (use create to make it)"),
    "articleexists": (PageExists, "{title!r} already exists"),
    "readonly": (ReadOnly, "the wiki is read-only: {reason}"),
    "maxlag": (Lagging, "the wiki's database lags behind ({info})"),
    "ratelimited": (SaveFailed, "the wiki refused the save: too many edits in a short time ({code}); wait a minute and run it again"),
}


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
        remember(s.password)
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


@dataclass
class Saved:
    """What `Wiki.edit` did: the new revision, or nothing because the page already had exactly this text."""
    revid: int | None
    nochange: bool = False
    recovered: bool = False  # the answer was lost; the history shows this save landed


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
        remember(settings.password)
        url = settings.url if "://" in settings.url else "https://" + settings.url
        try:
            u = urlparse(url)
            host = u.hostname or ""
            port = u.port
        except ValueError:
            host, port, u = "", None, urlparse("")
        if not host:
            raise WikiError(f"{safe_url(settings.url)}: not a wiki URL (expected e.g. {LIVE_WIKI})")
        path = u.path[: -len("api.php")] if u.path.endswith("api.php") else u.path
        path = path if path.endswith("/") else path + "/"
        netloc = f"[{host}]" if ":" in host else host
        netloc += f":{port}" if port else ""
        self.where = f"{u.scheme}://{netloc}{path}"  # never the user:password the URL may carry
        self.api_url = self.where + "api.php"
        self.session = session or _CountingSession()
        self.session.headers["User-Agent"] = USER_AGENT
        auth = userinfo(url)
        if auth:  # https://user:pass@host/...: HTTP basic authentication in front of the wiki
            remember(auth[1])
            self.session.auth = requests.auth.HTTPBasicAuth(auth[0].encode(), auth[1].encode())
        self.logged_in_as: str | None = None
        self.last_save: float | None = None
        self._token: str | None = None
        try:
            self.site = mwclient.Site(
                netloc, path=path, scheme=u.scheme or "https",
                clients_useragent=USER_AGENT, max_retries=settings.max_retries, retry_timeout=settings.retry_timeout,
                max_lag=settings.max_lag, connection_options={"timeout": settings.timeout}, pool=self.session,
            )
        except (requests.RequestException, mwclient.errors.MwClientError, ValueError) as e:
            down = unreachable(e)
            raise WikiError(cannot_reach("wiki", self.where, down) if down else f"{self.where}: cannot reach the wiki ({_why(e)})") from None

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
        except mwclient.errors.APIError as e:
            if e.code == "readonly":  # the login writes to the session store: refused as a save would be
                raise self._error("", {"code": "readonly", "info": e.info, "readonlyreason": self._read_only_reason()}) from None
            raise WikiError(f"{self.where}: login failed ({_why(e)})") from None
        except (requests.RequestException, mwclient.errors.MwClientError) as e:
            raise WikiError(f"{self.where}: login failed ({_why(e)})") from None
        self.logged_in_as = self.site.username
        self._token = None
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
            down = unreachable(e)
            raise WikiError(cannot_reach("wiki", self.where, down) if down else f"{self.where}: {what} failed ({_why(e)})") from None

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
                raise PageMissing(f"{self.where}: no revision {rev}")
            pages = q.get("pages", [])
            if pages and pages[0].get("invalid"):
                raise WikiError(f"{self.where}: {title!r} is not a valid page title")
            if not pages or pages[0].get("missing"):
                raise PageMissing(f"{self.where}: page {title!r} does not exist")
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
                raise PageMissing(f"{self.where}: page {title!r} does not exist")
            return int(pages[0]["lastrevid"])

        return self._call(go, f"reading the revision of {title!r}")

    def revision_at(self, title: str, when: datetime) -> WikiRevision | None:
        """The page's last revision saved at or before `when` (no text: one light request), None when the page had
        none yet. Raises PageMissing when the page does not exist."""
        def go() -> WikiRevision | None:
            res = self.site.get("query", prop="revisions", titles=title, rvprop="ids|timestamp|user|comment|sha1", rvlimit=1,
                                rvdir="older", rvstart=when.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"), formatversion=2)
            pages = res.get("query", {}).get("pages", [])
            if not pages or pages[0].get("missing"):
                raise PageMissing(f"{self.where}: page {title!r} does not exist")
            revs = pages[0].get("revisions", [])
            if not revs:
                return None
            r = revs[0]
            return WikiRevision(Revision(revid=r["revid"], timestamp=r.get("timestamp"), user=r.get("user"), comment=r.get("comment"),
                                         title=pages[0]["title"], sha1=r.get("sha1")), parentid=r.get("parentid"))

        return self._call(go, f"the revision of {title!r} at {when:%Y-%m-%d %H:%M} UTC")

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
                    raise PageMissing(f"{self.where}: page {title!r} does not exist")
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

    def titles_with_prefix(self, prefix: str, namespace: int = 0) -> list[str]:
        """The titles of the pages of `namespace` whose title starts with `prefix` (the wiki's order: by title),
        following `continue` until done. No page so titled: an empty list."""
        def go() -> list[str]:
            out: list[str] = []
            params = dict(list="allpages", apprefix=prefix, apnamespace=namespace, aplimit=LIST_CHUNK, formatversion=2)
            cont: dict = {}
            while True:
                res = self.site.get("query", **params, **cont)
                out.extend(p["title"] for p in res.get("query", {}).get("allpages", []))
                if "continue" not in res:
                    return out
                cont = res["continue"]

        return self._call(go, f"listing the pages whose title starts with {prefix!r}")

    # -- the edit funnel -------------------------------------------------------------------------
    def prepare_save(self) -> None:
        """Log in (once) and wait out the throttle since this client's last save. write_page calls it before the read
        a save is made from, so that read -> save is as short as it can be; `edit` calls it again (then at once)."""
        if self.logged_in_as is None:
            self.login()
        if self.last_save is not None:
            wait = self.settings.throttle - (time.monotonic() - self.last_save)
            if wait > 0:
                time.sleep(wait)

    def edit(self, title: str, text: str, summary: str, *, base_revid: int | None = None, create: bool = False,
             bot: bool = False, sent_on: str | None = None) -> Saved:
        """Save `text` as `title`, made from revision `base_revid` (sent as baserevid: MediaWiki then detects every
        conflict; None only with `create`, which refuses an existing page). `sent_on` is the text the edit was made
        from (to recognise our save in the history when the wiki merged it with another).

        Each attempt is sent once: a lost answer (connection cut, time-out, 5xx, an answer that is not the API's) is
        looked up in the history before anything is sent again, so the save is never applied twice; maxlag (nothing
        done) is waited out (Retry-After, at least retry_timeout x the attempt, at most MAX_WAIT seconds a wait) and
        sent again. At most settings.max_retries + 1 attempts. Returns what was saved (`Saved`); raises one of the
        EDIT_ERRORS' exceptions, or NoAnswer / Lagging / SaveFailed."""
        self.prepare_save()
        params = dict(action="edit", format="json", formatversion=2, title=title, text=text, summary=summary,
                      bot=1 if bot else None, baserevid=base_revid, nocreate=None if create else 1,
                      createonly=1 if create else None, maxlag=self.settings.max_lag)
        params["assert"] = "user"
        params = {k: v for k, v in params.items() if v is not None}
        params["token"] = self._csrf()  # last: a request cut short on its way is refused, never saved half
        uncertain, last, waited, lag, lagged = False, "", 0.0, None, 0
        tries = self.settings.max_retries + 1
        try:
            for attempt in range(tries):
                if attempt and uncertain:
                    landed = self._landed(title, base_revid, text, summary, sent_on)
                    if landed:
                        return Saved(landed, recovered=True)
                if attempt:
                    wait = min(max(lag[1] if lag else 0, self.settings.retry_timeout * attempt), MAX_WAIT)
                    time.sleep(wait)
                    waited += wait
                lag = None
                try:
                    r = self.session.post(self.api_url, data=params, timeout=self.settings.timeout)
                except requests.RequestException as e:  # cut, refused, timed out: did it arrive?
                    last, uncertain = _why(e), True
                    continue
                if r.status_code >= 500:
                    last, uncertain = f"HTTP {r.status_code}", True
                    continue
                if r.status_code != 200:
                    raise SaveFailed(f"{self.where}: saving {title!r} was refused: HTTP {r.status_code}; nothing was saved")
                try:
                    res = json.loads(r.text)
                except ValueError:
                    last, uncertain = f"an answer that is not the API's ({r.text[:60].strip()!r})", True
                    continue
                err = res.get("error") if isinstance(res, dict) else None
                if err and err.get("code") == "maxlag":  # refused before doing anything: safe to send again
                    last, lagged = "maxlag", lagged + 1
                    lag = (r.headers.get("X-Database-Lag"), _seconds(r.headers.get("Retry-After")))
                    continue
                if err:
                    if uncertain and err.get("code") in ("editconflict", "articleexists"):
                        # a definite answer: this request saved nothing -- unless an earlier, unanswered one did
                        landed = self._landed(title, base_revid, text, summary, sent_on)
                        if landed:
                            return Saved(landed, recovered=True)
                    raise self._error(title, err)
                edit = res.get("edit", {}) if isinstance(res, dict) else {}
                if edit.get("result") != "Success":
                    why = ", ".join(f"{k}: {v}" for k, v in edit.items() if k not in ("title", "pageid", "contentmodel"))
                    raise SaveFailed(f"{self.where}: saving {title!r} was refused ({why or 'no result'}); nothing was saved")
                if edit.get("nochange"):
                    landed = self._landed(title, base_revid, text, summary, sent_on) if uncertain else None
                    return Saved(landed, recovered=True) if landed else Saved(None, nochange=True)
                return Saved(int(edit["newrevid"]))
        finally:
            self.last_save = time.monotonic()
        if uncertain:
            landed = self._landed(title, base_revid, text, summary, sent_on)
            if landed:
                return Saved(landed, recovered=True)
        if lagged == tries:
            behind = f", {lag[0]} s behind" if lag and lag[0] and lag[0].lstrip("-").isdigit() and int(lag[0]) >= 0 else ""
            raise Lagging(f"{self.where}: the wiki's database lags behind (maxlag{behind}): every one of {tries} attempts to save "
                          f"{title!r} was refused over {waited:.{0 if waited >= 10 else 1}f} s; nothing was saved: run it again later")
        refused = f", {lagged} refused with maxlag" if lagged else ""
        raise NoAnswer(f"{self.where}: saving {title!r} got no answer after {tries} attempts ({last}{refused}); "
                       "the history shows it was not saved")

    def _csrf(self) -> str:
        """The session's edit token (fetched once per login; never printed: it is remembered for redact.scrub)."""
        if self._token is None:
            token = self._call(lambda: self.site.get_token("csrf"), "asking for an edit token")
            if not token or token == "+\\":
                raise LoginLost(f"{self.where}: the login was lost (the wiki gave an anonymous edit token); nothing was saved")
            remember(token)
            self._token = token
        return self._token

    def _error(self, title: str, err: dict) -> WikiError:
        code, info = str(err.get("code", "")), str(err.get("info", ""))
        cls, say = EDIT_ERRORS.get(code, (SaveFailed, "saving {title!r} failed: {code} ({info})"))
        reason = str(err.get("readonlyreason") or info).strip()
        msg = say.format(title=title, user=self.logged_in_as or self.settings.user, code=code, info=info, reason=reason)
        return cls(f"{self.where}: {msg}; nothing was saved")

    def _read_only_reason(self) -> str | None:
        """Why the wiki is read-only, as its siteinfo says (None when it cannot be read)."""
        try:
            general = self.site.get("query", meta="siteinfo", siprop="general").get("query", {}).get("general", {})
        except (requests.RequestException, mwclient.errors.MwClientError):
            return None
        return general.get("readonlyreason")

    def _landed(self, title: str, base: int | None, text: str, summary: str | None, sent_on: str | None) -> int | None:
        """Our revision of `title` after `base` with exactly `text` (and our summary), if a save landed whose answer we
        never got (or, merged by the wiki with an edit saved in between, one that holds all of our change). Asked
        only after a request whose outcome is unknown: a definite answer is trusted. When the history cannot be read
        either, nobody knows whether the save landed: that is said, never guessed."""
        from ..merge import change_is_in

        try:
            revs = self.history(title, since_rev=base) if base else self.history(title)
        except PageMissing:
            return None  # a page to create that still does not exist: nothing landed
        except WikiError as e:
            raise SaveFailed(f"{self.where}: the answer to saving {title!r} was lost, and its history cannot be read to tell "
                             f"whether it was saved ({e}): look at the page's history before running it again") from None
        me = (self.logged_in_as or "").split("@")[0]
        new = text.rstrip()
        texts = {r.revision.revid: r.text or "" for r in revs}
        for r in revs:
            if r.revision.user == me and (summary is None or r.revision.comment == summary):
                got = (r.text or "").rstrip()
                if got == new:
                    return r.revision.revid
                if sent_on is not None and base is not None and r.parentid != base and r.parentid in texts \
                        and change_is_in(sent_on, got, new, parent=texts[r.parentid])[0]:
                    return r.revision.revid  # merged by the wiki with the revision saved in between
        return None


def _seconds(value: str | None) -> float:
    try:
        return max(0.0, float(value)) if value is not None else 0.0
    except ValueError:
        return 0.0


def _why(e: BaseException) -> str:
    msg = safe_url(str(e))
    if unreachable(e):
        return unreachable(e)
    if isinstance(e, mwclient.errors.MaximumRetriesExceeded):
        return "no answer after the retries"  # its args hold the whole request
    return f"{type(e).__name__}: {msg[:200]}"


# kept for the read-only Ruleset fetch (cli --wiki)
def fetch_page(url: str, title: str) -> WikiPage:
    return Wiki(WikiSettings.load(url)).read(title)


def site_from_url(url: str):  # pragma: no cover - compatibility
    return Wiki(WikiSettings.load(url)).site
