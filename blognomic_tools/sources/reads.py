"""Which revision of which page `wiki get` read, kept in the tools' state folder (kept.state_dir, never the
repository), so that `wiki put PAGE FILE` without --base-rev knows the revision FILE was edited from and merges the
edits saved since instead of undoing them.

    <state folder>/wiki-reads.json   {"<wiki>": {"<title>": [{"revid": 6, "timestamp": "2024-02-24T09:15:00Z",
                                                              "user": "Bob", "read_at": "2024-03-01T12:00:00Z"}, ...]}}

The last KEEP revisions read of each page are kept (the wiki is named without any user:password). When several were
read, FILE's base is the one its text is nearest to (the fewest lines changed); two equally near are not guessed.
"""
from __future__ import annotations

import difflib
import json
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from ..errors import BlognomicError

KEEP = 5
FILE = "wiki-reads.json"


class BaseUnknown(BlognomicError):
    """The revision a text was read from is not known (or not one): the caller must name it."""


@dataclass
class Read:
    revid: int
    read_at: str  # when `wiki get` read it, UTC: 2024-03-01T12:00:00Z
    timestamp: str | None = None  # the revision's own time and author
    user: str | None = None

    def __str__(self) -> str:
        made = ", ".join(x for x in (self.timestamp, self.user) if x)
        return f"revision {self.revid}" + (f" ({made})" if made else "")


def _path() -> Path:
    from ..kept import state_dir

    return state_dir() / FILE


def _key(title: str) -> str:
    """A title as MediaWiki stores it, near enough: spaces for underscores, one space at a time, first letter capital."""
    t = " ".join(title.replace("_", " ").split())
    return t[:1].upper() + t[1:]


def _load() -> dict:
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):  # none yet, or damaged: nothing recorded (a put then asks for --base-rev)
        return {}
    return data if isinstance(data, dict) else {}


def record(where: str, titles: list[str], revision, now: datetime | None = None) -> None:
    """`wiki get` read `revision` (models.Revision) of the page (under each of its `titles`: as MediaWiki names it,
    as given)."""
    at = (now or datetime.now(timezone.utc)).astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    data = _load()
    if not isinstance(data.get(where), dict):
        data[where] = {}
    pages = data[where]
    entry = {"revid": revision.revid, "timestamp": revision.timestamp, "user": revision.user, "read_at": at}
    for key in dict.fromkeys(_key(t) for t in titles):
        reads = pages.get(key) if isinstance(pages.get(key), list) else []
        pages[key] = ([r for r in reads if isinstance(r, dict) and r.get("revid") != revision.revid] + [entry])[-KEEP:]
    path = _path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".wiki-reads-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1)
        os.replace(tmp, path)  # whole or not at all, even with two `wiki get` at once
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def recorded(where: str, title: str) -> list[Read]:
    """The revisions of `title` read on `where`, oldest read first."""
    pages = _load().get(where)
    reads = pages.get(_key(title)) if isinstance(pages, dict) else None
    out = []
    for r in reads if isinstance(reads, list) else []:
        if isinstance(r, dict) and isinstance(r.get("revid"), int):
            out.append(Read(r["revid"], str(r.get("read_at", "?")), r.get("timestamp") if isinstance(r.get("timestamp"), str) else None,
                            r.get("user") if isinstance(r.get("user"), str) else None))
    return out


def _changed_lines(a: str, b: str) -> int:
    ops = difflib.SequenceMatcher(None, a.splitlines(), b.splitlines(), autojunk=False).get_opcodes()
    return sum(max(i2 - i1, j2 - j1) for op, i1, i2, j1, j2 in ops if op != "equal")


def base_of(wiki, title: str, text: str, shown: str) -> Read:
    """The revision `text` (the file `shown`) was edited from: the one `wiki get` read, the nearest to it when several
    were. BaseUnknown when none was recorded or two are equally near."""
    reads = recorded(wiki.where, title)
    if not reads:
        raise BaseUnknown(f"{shown}: the revision it was read from is unknown (no `blognomic wiki get` of {title!r} on {wiki.where} "
                          "is recorded): give --base-rev N, the revision it was read at, or --force-current to put it over "
                          "the current revision as it is (undoing any edit saved since it was read)")
    if len(reads) == 1:
        return reads[0]
    texts = {r.revid: wiki.read(title, rev=r.revid).text for r in reads}
    far = {r.revid: _changed_lines(texts[r.revid], text) for r in reads}
    nearest = [r for r in reads if far[r.revid] == min(far.values())]
    if len({texts[r.revid] for r in nearest}) > 1:  # equally near, and not the same text: which one is not known
        revs = sorted({r.revid for r in nearest})
        raise BaseUnknown(f"{shown}: it could be an edit of revision {', '.join(map(str, revs[:-1]))} or {revs[-1]} of {title!r} (each read "
                          "with `blognomic wiki get`, each as near to it): give --base-rev N, the revision it was read at")
    return max(nearest, key=lambda r: r.revid)
