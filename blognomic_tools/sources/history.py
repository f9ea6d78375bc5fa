"""Which revision of a wiki page was in force at a time: the last revision saved at or before it.

A run that judges past matters (a past --as-of, a month's audit, an edit already made) reads each page's history
once (`PageHistories`: the revisions' ids, times and summaries, no text, from the one in force at the earliest time
asked), and the text of each revision it chooses once. What it chose is an `InForce`, which names itself ("Ruleset
revision 7 of 28 Feb 2024 09:00") so that every answer can say which rules it followed.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Callable

from ..reading.times import revision_label, said_time, utc_time
from .wiki import PageMissing, WikiPage, WikiRevision


def revision_time(r: WikiRevision) -> datetime | None:
    try:
        return utc_time(r.revision.timestamp) if r.revision.timestamp else None
    except ValueError:
        return None


@dataclass
class InForce:
    """The revision of `page` in force at `at`; `note` says when it only stands for it (none was saved by then)."""
    page: WikiPage
    at: datetime
    note: str | None = None

    @property
    def revid(self) -> int | None:
        return self.page.revision.revid

    @property
    def saved(self) -> datetime | None:
        try:
            return utc_time(self.page.revision.timestamp) if self.page.revision.timestamp else None
        except ValueError:
            return None

    @property
    def label(self) -> str:
        """"Ruleset revision 7 of 28 Feb 2024 09:00": what a header names."""
        return revision_label(self.page.title, self.revid, self.page.revision.timestamp)

    def to_dict(self) -> dict:
        return {"page": self.page.title, "revid": self.revid, "timestamp": self.page.revision.timestamp,
                "in_force_at": self.at.strftime("%Y-%m-%dT%H:%M:%SZ"), "note": self.note}


class PageHistories:
    """The wiki's pages as they were: each page's history read once per run (from the revision in force at the
    earliest time asked on), each chosen revision's text read once."""

    def __init__(self, wiki):
        self.wiki = wiki
        self._revs: dict[str, tuple[datetime, list[WikiRevision]]] = {}  # title -> (read from, revisions oldest first)
        self._pages: dict[int, WikiPage] = {}

    def revisions(self, title: str, since: datetime) -> list[WikiRevision]:
        """The revisions of `title` from the one in force at `since` on, oldest first (read once; again only for an
        earlier time than the one read from)."""
        had = self._revs.get(title)
        if had is not None and had[0] <= since:
            return had[1]
        first = self.wiki.revision_at(title, since)
        later = self.wiki.history(title, since=since, content=False)
        revs = ([first] if first is not None else []) + [r for r in later if first is None or r.revision.revid != first.revision.revid]
        self._revs[title] = (since, revs)
        return revs

    def page(self, title: str, revid: int) -> WikiPage:
        if revid not in self._pages:
            self._pages[revid] = self.wiki.read(title, rev=revid)
        return self._pages[revid]

    def in_force(self, title: str, at: datetime, *, since: datetime | None = None,
                 not_from: Callable[[WikiRevision], bool] | None = None) -> InForce:
        """The revision of `title` in force at `at`: the last one saved at or before it. `since`: the earliest time
        this run will ask about (the history is read from there once). `not_from`: a revision that may not be in
        force for the question (a matter's own enactment, for the matter judged): the one before it is taken.
        When no revision was saved by then, the page's first stands for it, and the note says so."""
        revs = self.revisions(title, min(since, at) if since is not None else at)
        before = [r for r in revs if (revision_time(r) or at) <= at]
        cut = ""
        if not_from is not None:
            for i, r in enumerate(before):
                if not_from(r):
                    cut = f" (revision {r.revision.revid} of {said_time(revision_time(r))} is the matter's own enactment)"
                    if i == 0 and r.parentid:  # the history was read from this revision on: its parent was in force
                        return InForce(self.page(title, r.parentid), at)
                    before = before[:i]
                    break
        if before:
            return InForce(self.page(title, before[-1].revision.revid), at)
        if not revs:
            raise PageMissing(f"{self.wiki.where}: page {title!r} has no revision")
        first = revs[0]  # read from the one in force at the earliest time: none was, so this is the page's first
        return InForce(self.page(title, first.revision.revid), at,
                       note=f"no revision of {first.revision.title or title} was saved by {said_time(at)} UTC{cut}: its first, revision "
                            f"{first.revision.revid} of {said_time(revision_time(first))}, stands for the one in force then")
