"""``blognomic audit --month`` (a month's admin notes against the recomputed tally) and ``blognomic audit ruleset``
(past enactments in the Ruleset's history checked against their proposals): the arguments read, the audits run by
blognomic_tools.audit, what they found printed."""
from __future__ import annotations

import re
from typing import Optional

import typer
from rich.markup import escape
from rich.table import Table

from .common import (
    EmperorOpt,
    RosterOpt,
    RulesetPageOpt,
    RulesetWikiOpt,
    WikiOpt,
    blog_client,
    console,
    era_in_force,
    fail,
    handle_errors,
    note,
    parse_utc,
    print_diff,
    print_json,
    roster_sources,
    rules_at,
    wiki_client,
)
from .tally import progress


def register(app: typer.Typer) -> None:
    audit_app = typer.Typer(help="Audits: a month's admin notes against the recomputed tally (--month), the Ruleset's enactments (audit ruleset).")
    app.add_typer(audit_app, name="audit")

    @audit_app.command("ruleset")
    @handle_errors
    def audit_ruleset_cmd(
        since: str = typer.Option(..., "--since", help="The first time to look at, UTC (e.g. 2024-02-01T00:00:00Z)."),
        until: Optional[str] = typer.Option(None, "--until", help="The last time to look at, UTC (default: now, or the config's [clock] now)."),
        page: str = typer.Option("Ruleset", "--page", help="The Ruleset's page on the wiki."),
        wiki: Optional[str] = WikiOpt,
        blog: Optional[str] = typer.Option(None, "--blog", help="The blog's address (default: the config's [blog] url, else https://blognomic.com)."),
        cache: bool = typer.Option(True, "--cache/--no-cache"),
        json_out: bool = typer.Option(False, "--json"),
    ) -> None:
        """Every Ruleset revision in the window whose edit summary names an enacted matter, checked against that
        matter's instructions recomputed on the previous revision: exact, missing an instruction, an extra change, or
        text differing (with the diff); and the revisions that name no matter.

        Exit 0 when every enactment is exact, 1 when there are findings, 2 on an input error."""
        from ..audit import audit_history

        t0 = parse_utc(since, "--since")
        from ..config import tools_now

        t1 = parse_utc(until, "--until") if until else tools_now()
        rows = audit_history(wiki_client(wiki), blog_client(blog, cache), page, t0, t1)
        bad = [a for a in rows if a.finding]
        if json_out:
            print_json({"page": page, "since": t0.strftime("%Y-%m-%dT%H:%M:%SZ"), "until": t1.strftime("%Y-%m-%dT%H:%M:%SZ"),
                        "revisions": [a.to_dict() for a in rows]})
            raise typer.Exit(1 if bad else 0)
        t = Table(title=f"Enactments in the history of {escape(page)} since {t0:%Y-%m-%d %H:%M} UTC")
        for col in ("revision", "saved", "by", "matter", "verdict", "details"):
            t.add_column(col, overflow="fold")
        colour = {"exact": "green", "not an enactment": "dim", "cannot check": "yellow"}
        for a in rows:
            c = colour.get(a.verdict, "red")
            t.add_row(str(a.revid), (a.timestamp or "")[:16].replace("T", " "), escape(a.user or ""), escape(a.matter or "—"),
                      f"[{c}]{a.verdict}[/]", escape("; ".join(a.details + ([a.url] if a.url else []))))
        console.print(t)
        for a in bad:
            if a.diff:
                console.print(f"revision {a.revid} against “{escape(a.matter or '')}” recomputed on revision {a.parentid}:")
                print_diff(a.diff)
        n = sum(1 for a in rows if a.matter)
        console.print(f"{len(rows)} revisions, {n} naming an enacted matter, {len(bad)} with findings.")
        raise typer.Exit(1 if bad else 0)

    @audit_app.callback(invoke_without_command=True)
    @handle_errors
    def audit_cmd(
        ctx: typer.Context,
        month: Optional[str] = typer.Option(None, "--month", help="The month to audit, YYYY/MM (the blog's /YYYY/MM/ page)."),
        blog: Optional[str] = typer.Option(None, "--blog", help="The blog's address (default https://blognomic.com)."),
        ruleset: Optional[str] = typer.Option(None, "--ruleset", help="The Ruleset that was in force: a .wiki/.html/.txt file (default: the wiki's revision in force at each matter's resolution)."),
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        roster: Optional[str] = RosterOpt,
        emperor: Optional[str] = EmperorOpt,
        cache: bool = typer.Option(True, "--cache/--no-cache"),
        json_out: bool = typer.Option(False, "--json"),
    ) -> None:
        """Resolved matters of a month: the admin's note against the tally recomputed by the rules (--month); or, with
        `audit ruleset`, the Ruleset's past enactments against their proposals.

        Exit code 0 when every note agrees, 1 when there are findings, 2 on an input error."""
        from ..audit import audit_month

        if ctx.invoked_subcommand is not None:
            if month is not None:
                fail("--month belongs to the notes audit (blognomic audit --month YYYY/MM), not to 'audit ruleset'")
            return
        if month is None:
            fail("give --month YYYY/MM (the admin notes of a month), or use: blognomic audit ruleset --since T")
        if not re.fullmatch(r"\d{4}/\d{2}", month):
            fail(f"--month {month!r}: expected YYYY/MM, e.g. 2024/02")
        from datetime import datetime, timezone

        from ..era import past_file_note

        start = datetime(int(month[:4]), int(month[5:]), 1, tzinfo=timezone.utc) if 1 <= int(month[5:]) <= 12 else None
        if start is None:
            fail(f"--month {month!r}: there is no month {month[5:]}")
        era = era_in_force(ruleset, ruleset_wiki, ruleset_page, start, past=False, since=start)
        if era.fixed is not None:
            era.fixed_note = past_file_note(f"--ruleset {ruleset}", start).replace(f"at {start:%d %b %Y %H:%M} UTC", f"in {month}")

        def judged_by(t, matter):
            return rules_at(era, t, matter, say_notes=False)  # the notes of the month are said once, together

        def rosters_at(profile, t):
            return roster_sources(profile, roster, emperor, at=t, since=start)

        audit = audit_month(blog_client(blog, cache), month, None, None, progress=progress, rules_at=judged_by, rosters_at=rosters_at)
        note(([era.fixed_note] if era.fixed_note else []) + audit.notes)  # after the audit: an error is said alone
        rows, bad = audit.rows, audit.bad
        labels = list(audit.rules)
        rs_title = labels[0] if len(labels) == 1 else f"{era.page} in force at each matter's resolution" if labels else era.page
        if json_out:
            print_json({"month": month, "ruleset": (era.fixed.title if era.fixed is not None else era.page), "rules": labels, "notes": audit.notes,
                        "matters": [r.to_dict() for r in rows]})
            if bad:
                raise typer.Exit(1)
            return
        table = Table(title=f"Audit of {month}: admin notes against the recomputed tally (rules: {escape(rs_title)})")
        for col in ("matter", "marked", "the note says", "recomputed", "finding"):
            table.add_column(col, overflow="fold")
        for r in rows:
            n = r.note
            says = (f"{n.status or '?'} {n.for_}-{n.against}" if n.for_ is not None else (n.status or "?")) + (f" by {n.admin}" if n.admin else "")
            c = r.recomputed.counts
            finding = "[green]agrees[/]" if r.ok else "[red]" + escape("; ".join(r.mismatches)) + "[/]"
            table.add_row(escape(r.title), r.status, escape(says), f"{r.recomputed.verdict} {c['FOR']}-{c['AGAINST']}", finding)
        console.print(table)
        if len(labels) > 1:
            for label, titles in audit.rules.items():
                console.print(f"{escape(label)} judged: {escape(', '.join(titles))}", soft_wrap=True)
        console.print(f"{len(rows)} resolved matters, {bad} with findings. The roster used is {', '.join(audit.rosters) or 'the sidebar'} as read now; "
                      "players who idled since may change the counts.")
        if bad:
            raise typer.Exit(1)
