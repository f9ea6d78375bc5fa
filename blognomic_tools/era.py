"""The rules of a time: the Ruleset, its profile and the roster's sources as they were at a given time (a past
--as-of, a matter's resolution, an edit already made), read from the wiki's history (sources.history), or from a
file that stands for them (which says so). Each answer names the revision it followed (`RulesOfThen.label`).
The reads go through the PageHistories handed in: one history read per page per run."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable

from .models import Post, Ruleset
from .reading.times import said_time
from .sources.history import InForce, PageHistories


@dataclass
class RulesOfThen:
    """The Ruleset followed for a time, its profile, and what names it: "Ruleset revision 7 of 28 Feb 2024 09:00"
    (`label`), the revision (`in_force`, None for a file), and a note when it only stands for the rules of then."""
    ruleset: Ruleset
    profile: object  # profile.RulesProfile
    label: str
    in_force: InForce | None = None
    note: str | None = None

    def to_dict(self) -> dict:
        if self.in_force is not None:
            d = self.in_force.to_dict()
            d["label"] = self.label
            return d
        return {"page": None, "revid": None, "timestamp": None, "label": self.label, "note": self.note}

    def named(self) -> dict:
        """What --json says of the rules followed: {"rules": ...} for a revision of the wiki; nothing for a file (the
        command's "ruleset" names it; what it stands for is said on stderr)."""
        return {"rules": self.to_dict()} if self.in_force is not None else {}

    @property
    def notes(self) -> list[str]:
        return [n for n in (self.note,) if n]


def past_file_note(shown: str, at: datetime) -> str:
    """What a file given as the Ruleset says with a past time: it stands for the Ruleset of then."""
    return f"{shown} stands for the Ruleset in force at {said_time(at)} UTC (a file has no history: give --ruleset-wiki to read the revision of then)"


def own_enactment(post: Post | None) -> Callable | None:
    """A revision that enacted `post` itself (its summary names the matter, saved after the post): never the rules
    the matter is judged by."""
    if post is None:
        return None
    from .enactment import names_matter
    from .sources.history import revision_time

    def check(r) -> bool:
        t = revision_time(r)
        return names_matter(r.revision.comment, post.title) and (post.posted_at is None or t is None or t >= post.posted_at)

    return check


@dataclass
class Era:
    """The rules of any time a run asks about: from `page` of the wiki behind `histories`, or from `fixed` (a file;
    `fixed_note` says it stands for the rules of then, or None when the time is now). `since`: the earliest time the
    run will ask about (each page's history is read from there, once)."""
    histories: PageHistories | None
    page: str = "Ruleset"
    fixed: Ruleset | None = None
    fixed_note: str | None = None
    since: datetime | None = None
    wiki_name: str = ""
    default_source: bool = False  # the page of the config's wiki, read because no Ruleset was given
    _profiles: dict = field(default_factory=dict)

    def knows(self, revid: int | None, ruleset: Ruleset, profile) -> None:
        """A revision the run has already read and profiled (the current one, which a plan is made on): when it is the
        one in force, it is not read and profiled again."""
        if revid is not None:
            self._profiles[revid] = (ruleset, profile)

    def rules_at(self, at: datetime, matter: Post | None = None) -> RulesOfThen:
        """The rules in force at `at` (for judging `matter`: never its own enactment's revision)."""
        from .parsers import parse_wiki_ruleset
        from .profile import build_profile

        if self.fixed is not None or self.histories is None:
            key = ("file",)
            if key not in self._profiles:
                self._profiles[key] = build_profile(self.fixed)
            return RulesOfThen(self.fixed, self._profiles[key], self.fixed.title, note=self.fixed_note)
        inf = self.histories.in_force(self.page, at, since=self.since, not_from=own_enactment(matter))
        if inf.revid not in self._profiles:
            rs = parse_wiki_ruleset(inf.page.text, wiki=self.wiki_name or self.histories.wiki.where, title=inf.page.title,
                                    revision=inf.page.revision)
            self._profiles[inf.revid] = (rs, build_profile(rs))
        rs, profile = self._profiles[inf.revid]
        return RulesOfThen(rs, profile, inf.label, inf, inf.note)


def page_reader_at(histories: PageHistories, at: datetime, since: datetime | None = None) -> Callable[[str], tuple[str, int | None]]:
    """A wiki page as it was at `at` (title -> (text, revision id)), for the roster's sources."""
    def read(title: str) -> tuple[str, int | None]:
        inf = histories.in_force(title, at, since=since)
        return inf.page.text, inf.revid

    return read

