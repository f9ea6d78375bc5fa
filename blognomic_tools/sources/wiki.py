"""Read-only access to a MediaWiki (the BlogNomic wiki or a local one) through mwclient."""
from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlparse

import mwclient
import requests

from .. import __version__
from ..errors import SourceError
from ..models import Revision

USER_AGENT = f"blognomic-tools/{__version__} (https://blognomic.com; BlogNomic admin/player tooling)"
MAX_RETRIES = 3  # mwclient's default (25 retries, linear back-off) sleeps for hours on a dead server
RETRY_TIMEOUT = 2  # seconds, grows linearly per retry in mwclient: 2 + 4 + 6 = 12 s at most
REQUEST_TIMEOUT = 30


@dataclass
class WikiPage:
    title: str
    text: str
    revision: Revision


def site_from_url(url: str) -> mwclient.Site:
    """'https://wiki.blognomic.com/api.php' or 'http://127.0.0.1:8080/' -> an mwclient Site."""
    u = urlparse(url if "://" in url else "https://" + url)
    if not u.netloc:
        raise SourceError(f"{url}: not a wiki URL (expected e.g. https://wiki.blognomic.com/api.php)")
    path = u.path
    if path.endswith("api.php"):
        path = path[: -len("api.php")]
    if not path.endswith("/"):
        path += "/"
    try:
        return mwclient.Site(
            u.netloc,
            path=path,
            scheme=u.scheme or "https",
            clients_useragent=USER_AGENT,
            max_retries=MAX_RETRIES,
            retry_timeout=RETRY_TIMEOUT,
            connection_options={"timeout": REQUEST_TIMEOUT},
        )
    except (requests.RequestException, mwclient.errors.MwClientError, ValueError) as e:
        raise SourceError(f"{url}: cannot reach the wiki ({type(e).__name__}: {e})") from None


def fetch_page(url: str, title: str) -> WikiPage:
    site = site_from_url(url)
    try:
        page = site.pages[title]
        if not page.exists:
            raise SourceError(f"{url}: page {title!r} does not exist")
        rev = next(iter(page.revisions(limit=1, prop="ids|timestamp|user|comment|sha1|content", slots="main")), None)
    except SourceError:
        raise
    except (requests.RequestException, mwclient.errors.MwClientError) as e:
        raise SourceError(f"{url}: reading {title!r} failed ({type(e).__name__}: {e})") from None
    if rev is None:
        raise SourceError(f"{url}: page {title!r} has no revisions")
    slots = rev.get("slots", {}).get("main", {})
    text = slots.get("*", rev.get("*", ""))
    import time as _t

    ts = rev.get("timestamp")
    iso = _t.strftime("%Y-%m-%dT%H:%M:%SZ", ts) if ts else None
    return WikiPage(
        title=page.name,
        text=text,
        revision=Revision(
            revid=rev.get("revid"), timestamp=iso, user=rev.get("user"), comment=rev.get("comment"),
            title=page.name, sha1=rev.get("sha1"),
        ),
    )
