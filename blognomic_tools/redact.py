"""Secrets kept out of every message: bot passwords, CSRF tokens and the user:password a URL may carry.

Two defences. The tools never put a secret in a message (a URL is shown with `safe_url`, a password key of the config
is never echoed); and every secret the process learns (`remember`) is cut out of what the CLI prints as an error or a
warning (`scrub`), should one slip into a message anyway (an exception of a library that holds its request).
"""
from __future__ import annotations

import re
from urllib.parse import quote, unquote, urlsplit, urlunsplit

HIDDEN = "***"
MIN_LENGTH = 4  # shorter values are not cut out of messages: "1" or "abc" would mangle everything else
_USERINFO = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)[^/\s@]*@")

_known: set[str] = set()


def remember(secret: str | None) -> None:
    """A value to cut out of every message from now on, in the forms a message may show it: as it is, as Python's
    repr or JSON write it (backslashes doubled: a CSRF token ends in +\\), URL-encoded (a request's body), and
    URL-decoded."""
    if not secret or len(secret) < MIN_LENGTH:
        return
    for form in (secret, secret.replace("\\", "\\\\"), quote(secret, safe=""), unquote(secret)):
        if len(form) >= MIN_LENGTH:
            _known.add(form)


def userinfo(url: str) -> tuple[str, str] | None:
    """The (user, password) a URL carries before its host, if any (decoded)."""
    u = urlsplit(url if "://" in url else "https://" + url)
    if u.username is None and u.password is None:
        return None
    return unquote(u.username or ""), unquote(u.password or "")


def safe_url(url: str) -> str:
    """The URL without the user:password it may carry before its host (`https://u:p@host/x` -> `https://host/x`)."""
    if "@" not in url:
        return url
    try:
        u = urlsplit(url)
    except ValueError:
        return _USERINFO.sub(r"\1", url)
    if u.scheme and u.netloc and "@" in u.netloc:
        return urlunsplit((u.scheme, u.netloc.rsplit("@", 1)[1], u.path, u.query, u.fragment))
    return _USERINFO.sub(r"\1", url)


def scrub(text: str) -> str:
    """`text` with every remembered secret replaced by ***, and any URL's user:password dropped."""
    text = _USERINFO.sub(r"\1", text)
    for secret in sorted(_known, key=len, reverse=True):
        text = text.replace(secret, HIDDEN)
    return text
