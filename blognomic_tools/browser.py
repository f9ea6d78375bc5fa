"""The tools' jobs as the browser runs them (Pyodide, in the Web Worker of web/): on the texts the page hands over
(the Ruleset's wikitext and its revision, the gamestate page's current text and the edit box's, a post page's
HTML), with no network of its own, each answer printed by the views the CLI prints with.

Every job returns a dict (JSON-ready for the page):
- ``exit``: the CLI's exit code for the same inputs (0; 1 for an illegal edit or a draft not ready; 2 for an input error; 4 for an edit
  the tools cannot tell);
- ``json``: what the CLI's ``--json`` prints, the same dict; ``text``: what the CLI prints piped (``COLUMNS`` =
  ``width``), the same characters; ``html``: the same output with its styles, for the page;
- ``warnings``: what the CLI says on stderr (a page that may not be whole...);
- ``blocks``: the same output as the page lays it out at any width: each table as its title, header and rows of
  plain text (``{"table", "head", "rows"}``), the lines between tables as ``{"text"}``;
- on an input error, ``error``: the one line the CLI prints after "error: ".

While a job runs it names its stages ("reading the Ruleset", "checking the edit", ...) to ``stage``, a callable the
Worker passes to ``run``: the page's bar moves as the job does.
"""
from __future__ import annotations

import io
from datetime import datetime
from typing import Any, Callable

from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

from .errors import BlognomicError
from .models import Post, Revision, Roster, Ruleset
from .reading.times import given_time, now_utc

WIDTH = 120  # the page's width in characters, as COLUMNS for the CLI


Stage = Callable[[str], None]


def _quiet(name: str) -> None:
    """No one to tell the stages to (a job called from Python)."""


class _Recording(Console):
    """A console that keeps what is printed (for its text and HTML), laid out as the CLI's when piped, and each thing
    printed as a block the page lays out at its own width (a table's cells, not its box-drawn lines)."""

    def __init__(self, width: int) -> None:
        super().__init__(file=io.StringIO(), width=width, soft_wrap=True, record=True, force_terminal=False, force_jupyter=False,
                         force_interactive=False, color_system="truecolor", legacy_windows=False)
        self.blocks: list[dict] = []

    def print(self, *objects: Any, **kwargs: Any) -> None:  # type: ignore[override]
        for o in objects:
            self._keep(o, kwargs.get("markup") is not False)
        super().print(*objects, **kwargs)

    def _keep(self, o: Any, markup: bool = True) -> None:
        if isinstance(o, Table):
            cols = [list(c.cells) for c in o.columns]
            self.blocks.append({"table": self._plain(o.title or ""), "head": [self._plain(c.header) for c in o.columns],
                                "rows": [[self._plain(col[i]) for col in cols] for i in range(o.row_count)]})
            return
        line = o if isinstance(o, str) and not markup else self._plain(o)  # a line printed as it is (a diff's): its brackets are text
        if self.blocks and "text" in self.blocks[-1]:
            self.blocks[-1]["text"] += "\n" + line
        else:
            self.blocks.append({"text": line})

    def _plain(self, o: RenderableType) -> str:
        """What a cell or a line says, without its styles (markup read as the CLI reads it)."""
        if isinstance(o, str):
            return self.render_str(o).plain
        if isinstance(o, Text):
            return o.plain
        out = Console(file=io.StringIO(), width=self.width, record=True, force_terminal=False, color_system=None)
        out.print(o)
        return out.export_text(styles=False).rstrip("\n")


def _answer(job: Callable[[Console, list[str]], tuple[int, Any]], width: int, stage: Stage) -> dict:
    console = _Recording(width)
    warnings: list[str] = []
    try:
        code, data = job(console, warnings)
    except BlognomicError as e:
        return {"exit": e.exit_code, "error": str(e), "warnings": warnings}
    stage("writing the answer")
    text = console.export_text(clear=False, styles=False)
    html = console.export_html(clear=True, inline_styles=True, code_format="<pre class=\"blognomic\" style=\"white-space: pre-wrap; font-size: 12px; line-height: 1.2\">{code}</pre>")
    return {"exit": code, "json": data, "text": text, "html": html, "blocks": console.blocks, "warnings": warnings}


def _named(title: str, wiki: str | None, revision: dict | None) -> str:
    """The Ruleset as an answer names it: read from a wiki, by its revision ("Ruleset revision 7 of 28 Feb 2024
    09:00"), as the CLI names the one it read; else by its title."""
    from .reading.times import revision_label

    rev = revision or {}
    return revision_label(title, rev["revid"], rev.get("timestamp")) if wiki and rev.get("revid") else title


def read_ruleset(text: str, *, name: str = "Ruleset", wiki: str | None = None, revision: dict | None = None) -> Ruleset:
    """The Ruleset from its text: read from a wiki's page (``wiki`` its API address, ``name`` the page, ``revision``
    its revid, timestamp, user) as ``--ruleset-wiki`` reads it, else as the file ``name`` is read."""
    from .parsers import parse_ruleset, parse_wiki_ruleset

    if wiki:
        rev = Revision(**{k: v for k, v in (revision or {}).items() if k in ("revid", "timestamp", "user", "comment", "sha1")}, title=name)
        return parse_wiki_ruleset(text, wiki=wiki, title=name, revision=rev)
    return parse_ruleset(text, source=name)


def profile(ruleset: str, *, name: str = "Ruleset", wiki: str | None = None, revision: dict | None = None, width: int = WIDTH,
            stage: Stage = _quiet) -> dict:
    """``blognomic ruleset profile``: every mechanic of the Ruleset, with the rule it was read from."""
    def job(console: Console, warnings: list[str]):
        from .profile import build_profile
        from .views.profile import render_profile

        stage("reading the Ruleset")
        rs = read_ruleset(ruleset, name=name, wiki=wiki, revision=revision)
        warnings.extend(rs.warnings)
        stage("reading its mechanics")
        prof = build_profile(rs)
        warnings.extend(prof.warnings)
        render_profile(console, rs, prof)
        return 0, prof.to_dict()

    return _answer(job, width, stage)


def validate(ruleset: str, old: str, new: str, *, page: str, old_revid: int | None = None, summary: str | None = None,
             ruleset_name: str = "Ruleset", wiki: str | None = None, revision: dict | None = None, editor: str | None = None,
             section: str | int | None = None, section_title: str = "", opened: int | None = None, later: list[dict] | None = None,
             width: int = WIDTH, stage: Stage = _quiet) -> dict:
    """``blognomic validate --page PAGE --new FILE [--editor NAME] [--base-rev N] [--section S]``: the edit box's text
    against the revision the form was opened from (`old`, revision `old_revid`; or, with no revision, two texts as
    ``--old --new`` compares them), by the Ruleset in force; `editor`: the player editing (the wiki's user).
    `section`: the form's section (a number or "new", `section_title` its subject): the box holds that section alone;
    `opened`: the page's latest revision when the form was opened (later than `old_revid` for an ``oldid`` edit);
    `later`: the page's revisions after `old_revid` ({revid, text, user, timestamp, comment}), listed apart as others'
    changes. Exit 0 legal, 1 illegal, 4 cannot tell, as the CLI's (the player's edit's alone)."""
    def job(console: Console, warnings: list[str]):
        from .parsers.sections import section_value
        from .validators.findings import exit_code
        from .validators.opened import LaterRevision, check_opened_edit
        from .validators.schema import extract_schema
        from .views.validation import render_opened

        stage("reading the Ruleset")
        rs = read_ruleset(ruleset, name=ruleset_name, wiki=wiki, revision=revision)
        warnings.extend(rs.warnings)
        stage("checking the edit")
        sec = None if section in (None, "") else section_value(section)
        revs = [LaterRevision(**{k: r.get(k) for k in ("revid", "text", "user", "timestamp", "comment")}) for r in later or []]
        o = check_opened_edit(old, new, extract_schema(rs), page=page, base=old_revid, later=revs, opened=opened, section=sec,
                              section_title=section_title, summary=summary, editor=editor, new_name="the edit box")
        render_opened(console, o, _named(ruleset_name, wiki, revision) if wiki and (revision or {}).get("revid") else None)
        v = o.edit
        data = {"legal": v.legal, "verdict": v.verdict, "edits": [v.to_dict()]}
        if sec is not None or revs or (opened and opened != old_revid):
            data["opened"] = o.to_dict()
        return exit_code([v]), data

    return _answer(job, width, stage)


def proposal_check(draft: str, ruleset: str, *, ruleset_name: str = "Ruleset", wiki: str | None = None, revision: dict | None = None,
                   width: int = WIDTH, stage: Stage = _quiet) -> dict:
    """``blognomic proposal check DRAFT --ruleset FILE``: a draft proposal (its text as the CLI reads a draft file:
    paragraphs apart by a blank line, "> " for quoted text, "- " for items; or the blog's HTML) applied to the
    Ruleset's wikitext as an admin's tools would: what they would apply, the diff, every line refused and why, the
    proposal limits. Exit 0 ready, 1 not ready, as the CLI's. Read from a wiki (``wiki``, ``revision``), the Ruleset
    is named as ``--wiki`` names it."""
    def job(console: Console, warnings: list[str]):
        from pathlib import PurePath

        from .enactment.check import check_draft_text
        from .parsers import detect_format
        from .views.proposal_check import render_check

        if not (draft or "").strip():
            raise BlognomicError("the draft is empty: nothing to check")
        suffix = PurePath(ruleset_name).suffix.lower()
        if suffix in (".txt", ".html", ".htm"):  # as the CLI refuses the file
            raise BlognomicError(f"{ruleset_name}: the check applies the draft to the Ruleset's wikitext (a .wiki file or the wiki page); "
                                 f"a {suffix} render cannot be edited")
        if ruleset.strip() and detect_format(ruleset) == "html":
            raise BlognomicError(f"{ruleset_name}: the check applies the draft to the Ruleset's wikitext (a .wiki file or the wiki page); "
                                 "this is its HTML render, which cannot be edited")
        rev = (revision or {}).get("revid")
        source = f"{wiki} [[{ruleset_name}]] revision {rev}" if wiki and rev else ruleset_name
        check = check_draft_text(draft, ruleset, source=source, stage=stage)
        warnings.extend(check.warnings)
        render_check(console, check)
        return check.exit_code, check.to_dict()

    return _answer(job, width, stage)


def _read_matters(posts: list[dict], ruleset: str, as_of: str | None, ruleset_name: str, wiki: str | None, revision: dict | None,
                  listing: str | None, listing_url: str | None, pages: dict | None, warnings: list[str], stage: Stage = _quiet):
    """What ``tally`` and ``queue`` read from what the page hands over: the time, the Ruleset and its profile, each
    post with its sidebar (refused when the front page counts more comments than were read), the front page's
    matters and sidebar, and the roster's sources (`stage` told of reading the Ruleset, then of counting the votes)."""
    from .parsers.blog import parse_listing_page, parse_post_page
    from .profile import build_profile
    from .tally import check_whole

    t = _utc(as_of)
    stage("reading the Ruleset")
    rs = read_ruleset(ruleset, name=ruleset_name, wiki=wiki, revision=revision)
    warnings.extend(rs.warnings)
    prof = build_profile(rs)
    warnings.extend(prof.warnings)
    stage("counting the votes")
    items: list[tuple[Post, Roster | None]] = [parse_post_page(p["html"], p["url"]) for p in posts]
    listed, front = parse_listing_page(listing, listing_url or "") if listing else ([], None)
    by_url = {q.url: q for q in listed}
    for post, _ in items:
        if post.url in by_url:
            check_whole(by_url[post.url], post)
    return t, rs, prof, items, listed, front, _rosters(prof, pages or {})


def tally(posts: list[dict], ruleset: str, *, as_of: str | None = None, admin: str = "<you>", ruleset_name: str = "Ruleset",
          wiki: str | None = None, revision: dict | None = None, listing: str | None = None, listing_url: str | None = None,
          pages: dict | None = None, width: int = WIDTH, stage: Stage = _quiet) -> dict:
    """``blognomic tally``: the verdict on each post (``posts``: {"url", "html"} of its page), ballot by ballot.
    ``listing``: the blog's front page at ``listing_url`` (every matter known, for the author's proposal limits; a post
    with fewer comments than it counts is refused); ``pages``: wiki pages
    the Ruleset names for the roster, already read (title -> {"text", "revid"}); ``as_of``: an ISO time (default now)."""
    def job(console: Console, warnings: list[str]):
        from .tally import tally_posts
        from .views.tally import render_tally

        t, rs, prof, items, listed, _, rosters = _read_matters(posts, ruleset, as_of, ruleset_name, wiki, revision, listing, listing_url,
                                                               pages, warnings, stage)
        verdicts = tally_posts(items, prof, rosters, t, admin=admin, listed=listed)
        render_tally(console, verdicts, _named(rs.title, wiki, revision), t)
        return 0, {"as_of": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "ruleset": rs.title, "matters": [v.to_dict() for v in verdicts]}

    return _answer(job, width, stage)


def queue(posts: list[dict], ruleset: str, player: str, *, as_of: str | None = None, admin: str = "<you>", ruleset_name: str = "Ruleset",
          wiki: str | None = None, revision: dict | None = None, listing: str | None = None, listing_url: str | None = None,
          pages: dict | None = None, width: int = WIDTH, stage: Stage = _quiet) -> dict:
    """``blognomic tally --pending --player NAME``: `player`'s own queue among the pending matters ``posts`` (as
    ``tally`` takes them): the matters they have no vote on, and what their FOR or AGAINST would change now."""
    def job(console: Console, warnings: list[str]):
        from .tally.queue import player_queue
        from .views.queue import render_queue

        if not (player or "").strip():
            raise BlognomicError("--player: give a player's name")
        t, rs, prof, items, listed, front, rosters = _read_matters(posts, ruleset, as_of, ruleset_name, wiki, revision, listing,
                                                                   listing_url, pages, warnings, stage)
        q = player_queue(items, prof, rosters, t, player.strip(), listed=listed, admin=admin, front=front)
        render_queue(console, q, _named(rs.title, wiki, revision), t)
        return 0, {"as_of": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "ruleset": rs.title, **q.to_dict()}

    return _answer(job, width, stage)


def pending(listing: str, listing_url: str, *, as_of: str | None = None) -> dict:
    """The pending votable matters of the blog's front page, oldest first: the posts ``tally`` is then given (the page
    reads them), as ``tally --pending`` reads them."""
    from .parsers.blog import parse_listing_page
    from .tally import pending_queue

    try:
        listed = parse_listing_page(listing, listing_url)[0]
        queue = pending_queue(listed, _utc(as_of))
    except BlognomicError as e:
        return {"exit": e.exit_code, "error": str(e), "warnings": []}
    return {"exit": 0, "json": [{"url": p.url, "title": p.title} for p in queue], "warnings": []}


def _rosters(prof, pages: dict):
    """Where the roster is kept, as the Ruleset says (roster.RosterSources), with the wiki pages the page read for us."""
    from .roster import RosterSources

    def read_page(title: str):
        if title not in pages:
            raise BlognomicError(f"the wiki page {title!r} (where the Ruleset keeps the roster) was not read")
        return pages[title]["text"], pages[title].get("revid")

    return RosterSources.of_profile(prof, read_page=read_page)


def roster_pages(ruleset: str, *, name: str = "Ruleset", wiki: str | None = None, revision: dict | None = None) -> list[str]:
    """The wiki pages the tally may read for the roster (the page the Ruleset names, the gamestate page): the page
    reads them first and passes them to ``tally``."""
    from .profile import build_profile

    prof = build_profile(read_ruleset(ruleset, name=name, wiki=wiki, revision=revision))
    return _rosters(prof, {}).pages()


def _utc(value: str | None) -> datetime:
    """The page's "as of" time (now when it gives none)."""
    return given_time(value, "as of") if value else now_utc()


# What the jobs import when first called (they import lazily, so that the module loads at once).
JOB_MODULES = ("blognomic_tools.parsers", "blognomic_tools.parsers.blog", "blognomic_tools.profile", "blognomic_tools.roster",
               "blognomic_tools.tally", "blognomic_tools.tally.queue", "blognomic_tools.validators.gamestate", "blognomic_tools.validators.opened", "blognomic_tools.validators.schema",
               "blognomic_tools.views.profile", "blognomic_tools.views.queue", "blognomic_tools.views.tally", "blognomic_tools.views.validation",
               "blognomic_tools.dynasties", "blognomic_tools.phrasings.slots", "blognomic_tools.enactment.check", "blognomic_tools.enactment.gamestate",
               "blognomic_tools.views.proposal_check")


def warm() -> None:
    """Import what every job imports when first called. The Worker calls it once, after the first job of its first
    start, then keeps a snapshot of its memory: every later visit starts from that snapshot with them loaded, and
    with the patterns the first job compiled from the Ruleset's wordings (most wordings name no player or emperor, so
    a later Ruleset with other words for them still finds those compiled)."""
    import importlib

    import mwparserfromhell
    from rich.cells import cell_len

    for name in JOB_MODULES:
        importlib.import_module(name)
    str(mwparserfromhell.parse("{| class=wikitable\n| [[a]] || {{b}} || [https://example.org c]\n|}"))  # its contexts
    _Recording(WIDTH).print("[bold]ready[/bold] :white_check_mark: ✓ →")  # rich's emoji codes
    cell_len("🏰 ✓")  # rich's table of character widths


JOBS = {"profile": profile, "validate": validate, "tally": tally, "queue": queue, "pending": pending, "roster_pages": roster_pages,
        "proposal_check": proposal_check}


STAGED = ("profile", "validate", "tally", "queue", "proposal_check")  # the jobs that name their stages


def run(job: str, args: str, stage: Stage | None = None) -> str:
    """One job for the page: its name and its arguments as JSON, the answer as JSON (the Worker's one call); `stage`
    is told each stage of the job as it begins."""
    import json

    if job not in JOBS:
        return json.dumps({"exit": 2, "error": f"no such job {job!r} (one of {', '.join(JOBS)})", "warnings": []})
    try:
        kwargs = json.loads(args)
        if stage is not None and job in STAGED:
            kwargs["stage"] = stage
        out = JOBS[job](**kwargs)
    except TypeError as e:  # arguments the job does not take: the page's mistake, said in one line
        return json.dumps({"exit": 2, "error": f"{job}: {e}", "warnings": []})
    except BlognomicError as e:
        out = {"exit": e.exit_code, "error": str(e), "warnings": []}
    return json.dumps(out if isinstance(out, dict) else {"exit": 0, "json": out, "warnings": []}, ensure_ascii=False)
