"""Pure transforms of wiki pages (the save path over the wiki comes with the wiki layer).

A transform touches one span of the raw wikitext and leaves every other byte identical.
"""
from __future__ import annotations

from .errors import BlognomicError
from .models import Ruleset


def replace_rule_body(ruleset: Ruleset, ref: str, new_body: str) -> str:
    """The page's wikitext with one rule's body (its text, not its heading or subrules) replaced."""
    if ruleset.raw is None:
        raise BlognomicError(f"{ruleset.source or ruleset.title}: only a wikitext ruleset can be edited (this one is {ruleset.source_format})")
    rule = ruleset.rule(ref)
    start, end = rule.body_span
    body = new_body if new_body.endswith("\n") else new_body + "\n"
    if ruleset.raw[start:end].endswith("\n\n") and not body.endswith("\n\n"):
        body += "\n"  # keep the blank line before the next heading
    return ruleset.raw[:start] + body + ruleset.raw[end:]


# ------------------------------------------------------------------------------------------------
# The one save path: read (revid) -> pure transform -> validate -> unified diff -> save with baserevid.

import difflib  # noqa: E402
import time  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from typing import Callable  # noqa: E402

Transform = Callable[[str], str]
Validator = Callable[[str, str], list]  # (old, new) -> problems (empty if fine)


class WriteError(BlognomicError):
    pass


@dataclass
class WriteReport:
    title: str
    status: str  # "dry-run" | "saved" | "unchanged" | "invalid" | "gave up"
    diff: str = ""
    base_revid: int | None = None
    new_revid: int | None = None
    attempts: int = 0
    conflicts: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    summary: str = ""


def unified_diff(old: str, new: str, title: str, base: int | None) -> str:
    old, new = old.rstrip() + "\n" if old else "", new.rstrip() + "\n" if new else ""
    return "".join(difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True),
        fromfile=f"{title} (revision {base})" if base else f"{title} (new page)", tofile=f"{title} (proposed)",
    ))


def write_page(wiki, title: str, transform: Transform, summary: str, *, yes: bool = False, validate: Validator | None = None,
               create: bool = False, bot: bool = False, max_conflict_retries: int = 2) -> WriteReport:
    """Conflict-safe write. Dry-run unless ``yes``. On an edit conflict: re-read, re-apply the transform,
    re-validate and retry (at most ``max_conflict_retries`` times), then stop with a report.
    Sends only ``baserevid`` (not basetimestamp): MediaWiki then detects every conflict, even within
    the same second and from the same user. After saving, reads the page back to confirm the revision."""
    from .sources.wiki import WikiError

    if not summary or not summary.strip():
        raise WriteError(f"{title}: an edit summary is required (the house style names what was done)")
    report = WriteReport(title=title, status="dry-run", summary=summary)
    for attempt in range(max_conflict_retries + 1):
        report.attempts = attempt + 1
        if create:
            try:
                page = wiki.read(title)
                raise WriteError(f"{title}: the page already exists (revision {page.revision.revid}); not created")
            except WikiError as e:
                if "does not exist" not in str(e):
                    raise
            old, base = "", None
        else:
            page = wiki.read(title)
            old, base = page.text, page.revision.revid
        report.base_revid = base
        new = transform(old)
        if not isinstance(new, str):
            raise WriteError(f"{title}: the transform returned {type(new).__name__}, not text")
        new = new.rstrip()  # MediaWiki trims trailing whitespace on save: compare what it will store
        report.diff = unified_diff(old, new, title, base)
        if new == old.rstrip():
            report.status = "unchanged"
            return report
        if validate is not None:
            report.problems = list(validate(old, new))
            if report.problems:
                report.status = "invalid"
                return report
        if not yes:
            report.status = "dry-run"
            return report
        if wiki.logged_in_as is None:
            wiki.login()
        if wiki.last_save is not None:
            wait = wiki.settings.throttle - (time.monotonic() - wiki.last_save)
            if wait > 0:
                time.sleep(wait)
        params = dict(title=title, text=new, summary=summary, token=wiki.site.get_token("csrf"), bot=1 if bot else None,
                      baserevid=base, nocreate=None if create else 1, createonly=1 if create else None, maxlag=wiki.settings.max_lag)
        params["assert"] = "user"
        params = {k: v for k, v in params.items() if v is not None}
        res, uncertain = _send_edit(wiki, title, params, base, new)
        wiki.last_save = time.monotonic()
        if isinstance(res, int):  # a save whose answer was lost, found in the history
            report.new_revid = res
            report.conflicts.append("the answer to the save was lost; the history shows it was saved")
            report.status = "saved"
            return report
        err = res.get("error")
        if err:
            code, info = err.get("code", ""), err.get("info", "")
            if code == "editconflict":
                # a definite answer: this request saved nothing -- unless an earlier, unanswered one did
                landed = _landed(wiki, title, base, new, summary) if uncertain else None
                if landed:
                    report.new_revid, report.status = landed, "saved"
                    return report
                report.conflicts.append(f"attempt {attempt + 1}: edit conflict on revision {base} (someone saved first)")
                continue
            if code in ("protectedpage", "cascadeprotected", "protectedtitle", "permissiondenied"):
                raise WriteError(f"{wiki.where}: {title!r} is protected: {wiki.logged_in_as} may not edit it ({code}). Nothing was saved.")
            if code in ("assertuserfailed", "assertbotfailed", "notloggedin", "badtoken"):
                raise WriteError(f"{wiki.where}: the login was lost ({code}); nothing was saved")
            if code == "missingtitle":
                raise WriteError(f"{wiki.where}: {title!r} does not exist (use create to make it); nothing was saved")
            if code == "articleexists":
                raise WriteError(f"{wiki.where}: {title!r} already exists; nothing was saved")
            raise WriteError(f"{wiki.where}: saving {title!r} failed: {code} ({info}); nothing was saved")
        edit = res.get("edit", {})
        if edit.get("result") != "Success":
            raise WriteError(f"{wiki.where}: saving {title!r} was refused: {edit}")
        if "nochange" in edit:
            landed = _landed(wiki, title, base, new, summary) if uncertain else None
            if landed:  # our own earlier attempt (answer lost) already made this text
                report.new_revid, report.status = landed, "saved"
                return report
            # We only save text that differs from what we read, so "no change" means someone else has
            # already brought the page to exactly our text since our read. MediaWiki reports no conflict
            # then, but our transform (e.g. +1) was computed on a stale base: re-read and re-apply.
            report.conflicts.append(f"attempt {attempt + 1}: the page changed since revision {base} to exactly the proposed text (a concurrent edit)")
            continue
        report.new_revid = edit.get("newrevid")
        # read our revision back by its id (others may already have saved on top of it)
        back = wiki.read(title, rev=report.new_revid)
        if back.text.rstrip() != new:
            raise WriteError(f"{title}: saved as revision {report.new_revid}, but that revision reads back with other text")
        report.status = "saved"
        return report
    report.status = "gave up"
    return report


def _landed(wiki, title: str, base: int | None, new: str, summary: str | None = None) -> int | None:
    """Our revision of `title` after `base` with exactly `new` (and our summary), if a save landed whose
    answer we never got. Only asked after a request whose outcome is unknown: a definite answer is trusted."""
    try:
        revs = wiki.history(title, since_rev=base) if base else wiki.history(title)
    except Exception:  # noqa: BLE001 - the check itself failing is reported by the caller's error
        return None
    me = (wiki.logged_in_as or "").split("@")[0]
    for r in revs:
        if r.revision.user == me and (r.text or "").rstrip() == new and (summary is None or r.revision.comment == summary):
            return r.revision.revid
    return None


def _send_edit(wiki, title: str, params: dict, base: int | None, new: str):
    """Send the edit once per attempt (mwclient's own retries are off: an edit is not idempotent).
    A lost answer (connection cut, timeout, 5xx) is checked against the history before sending again,
    so a save is never applied twice. Returns (the API answer or the revid of a save found in the
    history, whether some request's outcome was unknown)."""
    import mwclient.errors
    import requests

    last = ""
    uncertain = False
    summary = params.get("summary")
    for attempt in range(wiki.settings.max_retries + 1):
        if attempt and uncertain:
            landed = _landed(wiki, title, base, new, summary)
            if landed:
                return landed, True
        if attempt:
            time.sleep(min(wiki.settings.retry_timeout * attempt, 60))
        try:
            res = wiki.site.raw_api("edit", "POST", retry_on_error=False, **params)
        except requests.HTTPError as e:
            last = f"HTTP {e.response.status_code if e.response is not None else '?'}"
            uncertain = True
            continue
        except (requests.RequestException, mwclient.errors.InvalidResponse) as e:
            last = f"{type(e).__name__}: {str(e)[:160]}"
            uncertain = True
            continue
        err = res.get("error", {}) if isinstance(res, dict) else {}
        if err.get("code") == "maxlag":  # refused before doing anything: safe to send again
            last = "maxlag"
            continue
        return res, uncertain
    landed = _landed(wiki, title, base, new, summary) if uncertain else None
    if landed:
        return landed, True
    raise WriteError(f"{wiki.where}: saving {title!r} got no answer after {wiki.settings.max_retries + 1} attempts ({last}); "
                     "the history shows it was not saved")


def set_table_cell(text: str, table: int, row: int, column: int, value: str) -> str:
    """Change one wikitable cell, every other byte kept (wikitextparser keeps cell spans)."""
    import wikitextparser as wtp

    parsed = wtp.parse(text)
    tables = parsed.tables
    if table >= len(tables):
        raise BlognomicError(f"no table {table} (the page has {len(tables)})")
    cell = tables[table].cells(row=row, column=column)
    if cell is None:
        raise BlognomicError(f"table {table} has no cell at row {row}, column {column}")
    old = cell.value
    lead = old[: len(old) - len(old.lstrip())]
    trail = old[len(old.rstrip()):]
    cell.value = lead + value + trail
    return parsed.string
