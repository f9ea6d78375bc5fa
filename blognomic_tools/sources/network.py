"""What a failed connection means, in the user's words: the one reading of the HTTP library's connection errors
(their own messages hold the whole request, pools and retries), for the wiki and the blog alike."""
from __future__ import annotations

import requests

CHECK = {
    "wiki": "check the wiki's API address (--wiki, or the config's [wiki] url) and the network",
    "blog": "check the blog's address (--blog, or the config's [blog] url) and the network",
}


def unreachable(e: BaseException) -> str | None:
    """Why the site could not be reached, in a few words ("connection refused", "host not found", "timed out", "TLS
    failed"); None when `e` is no connection fault (an answer came)."""
    if isinstance(e, requests.exceptions.SSLError):
        return "TLS failed: the certificate or the protocol"
    if isinstance(e, requests.exceptions.Timeout):
        return "timed out"
    if isinstance(e, requests.ConnectionError):
        text = str(e)
        if "NameResolution" in text or "Name or service not known" in text or "getaddrinfo" in text or "nodename nor servname" in text:
            return "host not found"
        if "refused" in text.lower():
            return "connection refused"
        if "reset" in text.lower() or "aborted" in text.lower() or "RemoteDisconnected" in text:
            return "connection cut"
        return "no connection"
    return None


def cannot_reach(site: str, url: str, why: str) -> str:
    """The one line for a site that could not be reached: which site, its address, why, and what to check."""
    return f"cannot reach the {site} at {url} ({why}): {CHECK[site]}"
