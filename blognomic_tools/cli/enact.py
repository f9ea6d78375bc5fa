"""``blognomic enact`` (a passed proposal applied to the Ruleset and the gamestate) and ``blognomic audit ruleset``
(past enactments in the Ruleset's history checked against their proposals)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from rich.markup import escape
from rich.table import Table

from .common import (
    EmperorOpt,
    RosterOpt,
    RulesetPageOpt,
    WikiOpt,
    blog_client,
    console,
    fail,
    handle_errors,
    profile_of,
    parse_utc,
    print_diff,
    print_json,
    read_file,
    read_post,
    roster_sources,
    show_write,
    warn,
    wiki_client,
)

STATUS_STYLE = {"applied": "green", "not applied": "red", "pending": "yellow"}


def _ruleset_text(ruleset: str | None, wiki: str | None, page: str):
    """(text, source name, revid, wiki client or None): a wikitext file, or the page on the wiki."""
    if ruleset:
        p = Path(ruleset)
        if p.suffix.lower() in (".txt", ".html", ".htm"):
            fail(f"{ruleset}: enactment needs the Ruleset's wikitext (a .wiki file or the wiki page); a {p.suffix} render cannot be edited")
        text = read_file(ruleset)
        return text, str(ruleset), None, None
    w = wiki_client(wiki)
    wp = w.read(page)
    return wp.text, f"{w.where} [[{wp.title}]]", wp.revision.revid, w


def _render(plan) -> None:
    t = Table(title=f"Instructions of “{escape(plan.title)}”")
    for col in ("#", "kind", "rule", "status", "from the proposal"):
        t.add_column(col, overflow="fold")
    n = 0
    from ..enactment import walk

    for depth, ins in walk(plan.instructions):
        if ins.kind == "commentary":
            continue
        n += 1
        status = ins.status if ins.kind != "conditional" else ({True: "condition met", False: "condition not met"}.get(ins.condition_met, "ask"))
        style = STATUS_STYLE.get(ins.status, "yellow") if ins.kind != "conditional" else ("green" if ins.condition_met else "yellow")
        why = f"\n[dim]{escape(ins.reason)}[/]" if ins.reason and ins.status != "applied" else ""
        t.add_row(str(n), ("  " * depth) + ins.kind, escape(ins.rule or ins.title or ins.parent or ""), f"[{style}]{status}[/]",
                  escape(ins.sentence[:160]) + why)
    console.print(t)


def _save(w, p, context, rs, roster, source, ruleset_page, gs_page, plan, partial, saved) -> int:
    """Save the Ruleset, then the gamestate page, each through the safe writer. A transform re-reads the proposal
    against the page's current text (after an edit conflict, on the text someone else just saved); what no longer
    applies there stops the save with the reason (their edit is never overwritten, ours never saved in part)."""
    from ..enactment import plan_enactment, walk
    from ..enactment.gamestate import apply_to_gamestate
    from ..writers import write_page

    state: dict = {}

    def transform(current: str) -> str:
        fresh = plan_enactment(p, current, source=source, posts=context, ruleset=rs, players=list(roster.players))
        state["open"] = [i for i in fresh.open_items if i.kind != "gamestate"]
        state["instructions"] = fresh.instructions  # the gamestate save applies those in force (met conditionals' too)
        return fresh.ruleset.new

    def still_whole(old: str, new: str) -> list[str]:
        if partial:
            return []
        return [f"{i.kind} no longer applies to the current text ({i.reason}): {i.sentence[:100]}" for i in state.get("open", [])]

    report = write_page(w, ruleset_page, transform, plan.summary, yes=True, validate=still_whole)
    saved["ruleset"] = report
    code = report.exit_code
    if plan.gamestate is None or report.status != "saved":
        return code
    gs_state: dict = {}

    def gs_transform(current: str) -> str:
        result = apply_to_gamestate(current, state.get("instructions") or plan.instructions, ruleset=rs, page=gs_page, proposal=plan.title)
        gs_state["result"] = result
        return result.new

    def gs_valid(old: str, new: str) -> list[str]:
        result = gs_state["result"]
        problems = [f.message for f in result.errors]
        if not partial:
            problems += [f"gamestate: {i.sentence[:100]} ({i.reason})" for _, i in walk(result.instructions) if i.kind == "gamestate" and i.status == "not applied" and i.reason != "condition not met"]
        return problems  # apply_to_gamestate validated the whole edit of the current text, the proposal explaining it

    report2 = write_page(w, gs_page, gs_transform, plan.gamestate_summary, yes=True, validate=gs_valid)
    saved["gamestate"] = report2
    return max(code, report2.exit_code)


def register(app: typer.Typer) -> None:
    @app.command("enact")
    @handle_errors
    def enact_cmd(
        post: str = typer.Argument(..., help="The proposal: its URL (https://blognomic.com/archive/<slug>) or a saved post page."),
        ruleset: Optional[str] = typer.Option(None, "--ruleset", help="The Ruleset's wikitext as a .wiki file (offline); default: the page on the wiki."),
        ruleset_page: str = RulesetPageOpt,
        wiki: Optional[str] = WikiOpt,
        blog: Optional[str] = typer.Option(None, "--blog", help="The blog's address (default: the config's [blog] url, else https://blognomic.com)."),
        gamestate_page: Optional[str] = typer.Option(None, "--gamestate-page", help="The gamestate page (default: the one the Ruleset names)."),
        gamestate: Optional[Path] = typer.Option(None, "--gamestate", help="The gamestate page's wikitext as a file (offline, with --ruleset FILE)."),
        as_of: Optional[str] = typer.Option(None, "--as-of", help="Tally at this UTC time (default: now)."),
        admin: Optional[str] = typer.Option(None, "--admin", help="Your name, for the admin note (default: the config's [admin] name)."),
        roster_opt: Optional[str] = RosterOpt,
        emperor: Optional[str] = EmperorOpt,
        out: Optional[Path] = typer.Option(None, "--out", help="Write the new Ruleset wikitext to this file (offline)."),
        yes: bool = typer.Option(False, "--yes", help="Save the Ruleset (and the gamestate) on the wiki. Without it, a dry run."),
        partial: bool = typer.Option(False, "--partial", help="Save even if some instructions were not applied."),
        cache: bool = typer.Option(True, "--cache/--no-cache"),
        json_out: bool = typer.Option(False, "--json"),
    ) -> None:
        """Enact a proposal the tally says is enactable now: its instructions applied to the Ruleset (every other byte
        kept) and to the gamestate page (validated), a diff, and with --yes the saves and the admin note to post.

        Exit 0 enacted or dry run; 1 not enactable now, or not saved (instructions not applied without --partial, the
        gamestate would break the rules); 2 input error; 3 edit conflicts."""
        from .tally import VOTABLE
        from ..enactment import plan_enactment
        from ..parsers import parse_ruleset
        from ..tally import tally
        from ..sources.blog import is_url
        from .common import admin_name
        from .tally import parse_as_of, reason_line, render

        t = parse_as_of(as_of)
        client = blog_client(blog, cache)
        p, sidebar = read_post(post, client, blog)
        if not is_url(post) and not blog:
            client = None  # a saved page: the blog is read (for the matters its conditions name) only when --blog is given
        if p.kind != "proposal":
            fail(f"{p.url}: {p.title!r} is a {p.kind}, not a proposal: only proposals are enacted here")
        text, source, revid, w = _ruleset_text(ruleset, wiki, ruleset_page)
        rs = parse_ruleset(text, fmt="wikitext", source=source)
        warn(rs.warnings)
        profile = profile_of(rs)
        roster = roster_sources(profile, roster_opt, emperor, wiki).for_post(sidebar, p.url)
        context = [p]
        if client is not None:
            listed, _ = client.listing("")
            context += [q for q in listed if q.url != p.url]
        v = tally(p, profile, roster, t, pending=[q for q in context if q.status == "pending" and q.kind in VOTABLE] or [p],
                  admin=admin_name(admin))
        if v.verdict != "enactable now":
            if json_out:
                print_json({"title": p.title, "url": p.url, "verdict": v.verdict, "tally": v.to_dict()})
            else:
                render([v], rs.title, t)  # the tally, ballot by ballot, each reason with its rule
                console.print(f"\nnot enacted: “{escape(p.title)}” is {v.verdict} as of {t:%Y-%m-%d %H:%M} UTC")
            raise typer.Exit(1)
        gs_page = gamestate_page
        loc = profile.gamestate_location.value if profile.gamestate_location else None
        if gs_page is None and loc and loc.get("kind") == "wiki page":
            gs_page = loc["page"]
        gs_text = None
        if gamestate is not None:
            gs_text = read_file(gamestate)
        elif gs_page and w is not None:
            gs_text = w.read(gs_page).text
        plan = plan_enactment(p, text, source=source, posts=context, ruleset=rs, gamestate_page=gs_page if gamestate is None else str(gamestate),
                              gamestate_text=gs_text, admin_note=v.suggested_note, players=list(roster.players))
        diff = plan.ruleset.diff(f"{ruleset_page}, revision {revid}" if w else source)
        saved = {}
        code = 0
        if out:
            out.write_text(plan.ruleset.new, encoding="utf-8")
        gs_refused = plan.gamestate is not None and not plan.gamestate.savable
        refuse = (not plan.complete and not partial) or gs_refused
        if yes:
            if w is None:
                fail(f"{ruleset}: --yes saves on the wiki, so the Ruleset must be read from it (no --ruleset FILE); offline, use --out FILE")
            if refuse:
                code = 1
            else:
                code = _save(w, p, context, rs, roster, source, ruleset_page, gs_page, plan, partial, saved)
        elif refuse:
            code = 0  # a dry run shows what would be refused
        if json_out:
            d = plan.to_dict()
            d.update({"verdict": v.verdict, "diff": diff, "base_revid": revid,
                      "saved": {k: {"status": r.status, "new_revid": r.new_revid, "problems": r.problems} for k, r in saved.items()},
                      "out": str(out) if out else None})
            print_json(d)
            raise typer.Exit(code)
        console.print(f"“{escape(p.title)}” ({escape(p.url)}) is enactable now as of {t:%Y-%m-%d %H:%M} UTC:")
        for r in v.reasons[:2]:
            console.print(f"  • {reason_line(r)}", soft_wrap=True)
        _render(plan)
        if plan.gamestate is not None:
            errors = [f.message for f in plan.gamestate.errors]
            console.print(f"gamestate {escape(gs_page or '')}: " + ("[red]the rules refuse it[/]: " + escape("; ".join(errors)) if errors else "validated, no findings"))
        if diff:
            print_diff(diff)
        if plan.gamestate is not None and plan.gamestate.changed:
            print_diff(plan.gamestate.diff())
        if not plan.complete:
            n = len(plan.open_items)
            msg = f"{n} instruction{'s' if n > 1 else ''} not applied"
            console.print(f"[red]{msg}[/]: " + ("saved anyway (--partial)" if partial and yes else "the enactment would be partial; nothing saved (--partial to save anyway)"))
        if gs_refused and yes:
            console.print("[red]nothing saved[/]: the gamestate edit would break the rules (see above)")
        if out:
            console.print(f"new Ruleset written to {escape(str(out))}")
        for k, r in saved.items():
            show_write(r, ruleset_page if k == "ruleset" else gs_page, diff=False)
        if not yes:
            console.print(f"dry run: nothing saved; summary would be: {escape(plan.summary)}")
        if plan.admin_note and (saved.get("ruleset") and saved["ruleset"].status == "saved" or not yes):
            console.print(f"admin note: {escape(plan.admin_note)}")
        raise typer.Exit(code)


def register_audit(audit_app: typer.Typer) -> None:
    @audit_app.command("ruleset")
    @handle_errors
    def audit_ruleset_cmd(
        since: str = typer.Option(..., "--since", help="The first time to look at, UTC (e.g. 2024-02-01T00:00:00Z)."),
        until: Optional[str] = typer.Option(None, "--until", help="The last time to look at, UTC (default: now)."),
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
        from datetime import datetime, timedelta, timezone

        from ..enactment import audit_revision, matter_key, matter_named
        from ..herald import revision_time

        t0 = parse_utc(since, "--since")
        t1 = parse_utc(until, "--until") if until else datetime.now(timezone.utc)
        w = wiki_client(wiki)
        revs = [r for r in w.history(page, since=t0) if (revision_time(r.revision.timestamp) or t0) <= t1]
        client = blog_client(blog, cache)
        listed: dict[str, object] = {}
        if any(matter_named(r.revision.comment) for r in revs):
            # the front page (the latest matters), then the month pages from the month before the first revision
            times = [t for t in (revision_time(r.revision.timestamp) for r in revs) if t is not None] or [t0]
            first = min(times)
            before = first.replace(day=1) - timedelta(days=1)
            for q in client.listing("")[0] + client.months(before, max(times)):
                listed.setdefault(matter_key(q.title), q)
        rows = []
        prev_text: dict[int, str] = {}
        for r in revs:
            if r.text is not None:
                prev_text[r.revision.revid] = r.text
        for r in revs:
            rev = r.revision
            matter = matter_named(rev.comment)
            parent = r.parentid
            before = prev_text.get(parent) if parent else None
            if matter and parent and before is None:
                before = w.read(page, rev=parent).text
            post = None
            if matter and matter_key(matter) in listed:
                q = listed[matter_key(matter)]
                post, _roster = client.post(q.url)
            a = audit_revision(r.text or "", before if parent else None, post, revid=rev.revid, parentid=parent,
                               timestamp=rev.timestamp, user=rev.user, summary=rev.comment, posts=list(listed.values()))
            rows.append(a)
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
