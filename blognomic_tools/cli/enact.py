"""``blognomic enact``: a passed proposal applied to the Ruleset and the gamestate (the plan, the checks of what the
wiki's history shows done, the save: blognomic_tools.enactment and blognomic_tools.audit), the arguments read and
the outcome printed."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from rich.markup import escape
from rich.table import Table


from .common import (
    EmperorOpt,
    RosterOpt,
    WikiOpt,
    blog_client,
    console,
    fail,
    finishes_writes,
    handle_errors,
    profile_of,
    print_diff,
    print_json,
    read_file,
    read_post,
    roster_sources,
    show_write,
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


def _render(plan, kind: str = "proposal") -> None:
    t = Table(title=f"Instructions of “{escape(plan.title)}”")
    for col in ("#", "kind", "rule", "status", f"from the {'CfJ' if kind == 'cfj' else 'proposal'}"):
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


def register(app: typer.Typer) -> None:
    @app.command("enact")
    @handle_errors
    @finishes_writes
    def enact_cmd(
        post: str = typer.Argument(..., help="The proposal or Call for Judgement: its URL (https://blognomic.com/archive/<slug>) or a saved post page."),
        ruleset: Optional[str] = typer.Option(None, "--ruleset", help="The Ruleset's wikitext as a .wiki file (offline); default: the page on the wiki."),
        ruleset_page: str = typer.Option("Ruleset", "--ruleset-page", help="The Ruleset's page on the wiki (--wiki), which is read and saved."),
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
        partial: bool = typer.Option(False, "--partial", help="Save (or write --out) even if some instructions were not applied."),
        again: bool = typer.Option(False, "--again", help="Enact even where the wiki's history or the Ruleset's text shows it enacted already."),
        cache: bool = typer.Option(True, "--cache/--no-cache"),
        json_out: bool = typer.Option(False, "--json"),
    ) -> None:
        """Enact a proposal or a CfJ the tally says is enactable now: its instructions applied to the Ruleset (every other
        byte kept) and to the gamestate page (validated), a diff, and with --yes the saves and the admin note to post.

        Run twice, the second run does nothing and says so: a revision since the post whose summary names the matter
        (checked against the proposal) is an enactment done; a run stopped between the Ruleset and the gamestate
        does only the rest; the Ruleset's text showing the changes with no revision naming them is refused (--again).

        Exit 0 enacted, already enacted, or dry run; 1 not enactable now, nothing to enact (no instruction read, or
        none that can be applied, --partial or not), or not saved or not written to --out (instructions not applied
        without --partial, the gamestate would break the rules, enacted meanwhile by someone else, the text it changes
        gone); 2 input error; 3 edit conflicts."""
        from ..audit import enacted_on_wiki
        from ..enactment import plan_enactment, said, taken_out_by, walk
        from ..enactment.save import save_enactment
        from ..models import VOTABLE
        from ..parsers import parse_ruleset
        from ..tally import tally
        from ..sources.blog import is_url
        from .common import admin_name
        from ..views.tally import reason_line, render_tally
        from .tally import parse_as_of

        t = parse_as_of(as_of)
        if out is not None and out.is_dir():
            fail(f"--out {out}: is a directory; give the name of the file to write")
        client = blog_client(blog, cache)
        p, sidebar = read_post(post, client, blog)
        if not is_url(post) and not blog:
            client = None  # a saved page: the blog is read (for the matters its conditions name) only when --blog is given
        if p.kind not in ("proposal", "cfj"):
            fail(f"{p.url}: {p.title!r} is a {p.kind}, not a proposal or a Call for Judgement: only those are enacted here")
        text, source, revid, w = _ruleset_text(ruleset, wiki, ruleset_page)
        rs = parse_ruleset(text, fmt="wikitext", source=source)
        profile = profile_of(rs)  # its warnings shown, the Ruleset's own among them
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
                render_tally(console, [v], rs.title, t)  # the tally, ballot by ballot, each reason with its rule
                console.print(f"\nnot enacted: “{escape(p.title)}” is {v.verdict} as of {t:%Y-%m-%d %H:%M} UTC")
            raise typer.Exit(1)
        gs_page = gamestate_page
        loc = profile.gamestate_location.value if profile.gamestate_location else None
        if gs_page is None and loc and loc.get("kind") == "wiki page":
            gs_page = loc["page"]
        gs_text = gs_revid = None
        if gamestate is not None:
            gs_text = read_file(gamestate)
        elif gs_page and w is not None:
            gp = w.read(gs_page)
            gs_text, gs_revid = gp.text, gp.revision.revid
        plan = plan_enactment(p, text, source=source, posts=context, ruleset=rs, gamestate_page=gs_page if gamestate is None else str(gamestate),
                              gamestate_text=gs_text, admin_note=v.suggested_note, players=list(roster.players), again=again)
        if plan.read_nothing:
            fail(f"{p.url}: no instruction was read from “{p.title}” (the post's body holds {len(p.body.strip())} characters of text): "
                 "nothing to enact, and it is not reported enacted; an admin enacts it by hand", 1)
        # what the wiki's history says is done: a second run, another admin, or a run stopped half-way
        rs_rev = audit = gs_rev = None
        if w is not None and not again:
            rs_rev, audit, gs_rev = enacted_on_wiki(w, p, ruleset_page, gs_page, posts=context)
        done_rs = rs_rev is not None
        done_gs = gs_rev is not None or plan.gamestate is None or not plan.gamestate.changed
        if done_rs and audit.verdict != "exact":
            msg = (f"{said(rs_rev)} names “{plan.title}” as enacted, but the proposal recomputed on its parent revision gives "
                   f"{audit.verdict}: {'; '.join(audit.details) or 'another text'}; finish it by hand, or run with --again to apply it to the current text")
            if json_out:
                print_json({"title": p.title, "url": p.url, "verdict": v.verdict, "already": {"ruleset": audit.to_dict()}, "refused": msg})
            else:
                console.print(f"[red]not enacted[/]: {escape(msg)}", soft_wrap=True)
                if audit.diff:
                    print_diff(audit.diff)
            raise typer.Exit(1)
        already = {}
        if done_rs:
            already["ruleset"] = {"revid": rs_rev.revision.revid, "user": rs_rev.revision.user, "summary": rs_rev.revision.comment, "audit": audit.verdict}
        if gs_rev is not None:
            already["gamestate"] = {"revid": gs_rev.revision.revid, "user": gs_rev.revision.user, "summary": gs_rev.revision.comment}
        if done_rs and done_gs:
            if json_out:
                print_json({"title": p.title, "url": p.url, "verdict": v.verdict, "already": already, "saved": {}})
            else:
                console.print(f"already enacted: “{escape(plan.title)}” is in {escape(said(rs_rev))}, checked exact against the proposal"
                              + (f"; the gamestate in {escape(said(gs_rev))}" if gs_rev is not None else "") + ". Nothing to do.", soft_wrap=True)
            raise typer.Exit(0)
        if not done_rs and plan.already and not again:
            where = f" (no revision of {ruleset_page} since the post names it)" if w is not None else ""
            msg = (f"the Ruleset already shows {len(plan.already)} of this proposal's changes{where}: "
                   + "; ".join(f"{i.kind}: {i.reason}" for i in plan.already)
                   + ": it looks enacted already; nothing saved (--again applies it a second time)")
            if json_out:
                d = plan.to_dict()
                d.update({"verdict": v.verdict, "refused": msg, "saved": {}})
                print_json(d)
            else:
                _render(plan, p.kind)
                console.print(f"[red]not enacted[/]: {escape(msg)}", soft_wrap=True)
            raise typer.Exit(1)
        if not done_rs and plan.applies_nothing:
            n = len(plan.open_items)
            msg = (f"{'the one instruction' if n == 1 else f'none of the {n} instructions'} read from “{p.title}” {'cannot' if n == 1 else 'can'} be applied: nothing to enact, "
                   "and it is not reported enacted (not with --partial either); an admin enacts it by hand")
            if json_out:
                d = plan.to_dict()
                d.update({"verdict": v.verdict, "admin_note": None, "refused": msg, "saved": {}, "out": None})
                print_json(d)
            else:
                _render(plan, p.kind)
                console.print(f"[red]nothing to enact[/]: {escape(msg)}", soft_wrap=True)
            raise typer.Exit(1)
        if w is not None and not done_rs:  # a text the proposal replaces is gone: which revision took it out
            gone_of = [i for _, i in walk(plan.instructions) if i.status == "not applied" and (i.old or i.where) and "is not in" in (i.reason or "")]
            if gone_of and p.posted_at:
                hist = w.history(ruleset_page, since=p.posted_at)
                for i in gone_of:
                    rev = taken_out_by(hist, i.old or (i.where or "").partition(":")[2])
                    if rev is not None:
                        i.reason += f"; it was taken out in {said(rev)}"
        diff = "" if done_rs else plan.ruleset.diff(f"{ruleset_page}, revision {revid}" if w else source)
        saved: dict = {}
        stopped: list[str] = []
        code = 0
        gs_refused = plan.gamestate is not None and not plan.gamestate.savable and not done_gs
        open_items = [i for i in plan.open_items if not (done_rs and i.kind != "gamestate")]
        refuse = (bool(open_items) and not partial) or gs_refused
        if out and not refuse:
            try:
                out.write_text(plan.ruleset.new, encoding="utf-8")
            except OSError as e:
                fail(f"--out {out}: cannot write the file ({e.strerror})")
        elif out:
            code = 1  # the file asked for is not written: a partial enactment (without --partial) or a gamestate refused
        if yes:
            if w is None:
                fail(f"{ruleset}: --yes saves on the wiki, so the Ruleset must be read from it (no --ruleset FILE); offline, use --out FILE")
            if refuse:
                code = 1
            else:
                if done_gs:
                    plan.gamestate = None  # done in its revision
                code, saved, stopped = save_enactment(w, p, plan, context=context, rs=rs, roster=roster, source=source,
                                                      ruleset_page=ruleset_page, gs_page=gs_page, partial=partial, again=again,
                                                      base={"ruleset": revid, "gamestate": gs_revid}, do_ruleset=not done_rs)
        if json_out:
            d = plan.to_dict()
            if refuse:
                d["admin_note"] = None  # nothing is enacted: no note to post
            d.update({"verdict": v.verdict, "diff": diff, "base_revid": revid, "already": already, "stopped": stopped,
                      "saved": {k: {"status": r.status, "new_revid": r.new_revid, "problems": r.problems} for k, r in saved.items()},
                      "out": str(out) if out and not refuse else None})
            print_json(d)
            raise typer.Exit(code)
        console.print(f"“{escape(p.title)}” ({escape(p.url)}) is enactable now as of {t:%Y-%m-%d %H:%M} UTC:")
        for r in v.reasons[:2]:
            console.print(f"  • {reason_line(r)}", soft_wrap=True)
        if done_rs:
            console.print(f"Ruleset: already enacted in {escape(said(rs_rev))}, checked exact against the proposal; "
                          f"the gamestate is not yet (a run stopped half-way?): only the gamestate is left", soft_wrap=True)
        else:
            _render(plan, p.kind)
        if plan.gamestate is not None and not done_gs:
            errors = [f.message for f in plan.gamestate.errors]
            console.print(f"gamestate {escape(gs_page or '')}: " + ("[red]the rules refuse it[/]: " + escape("; ".join(errors)) if errors else "validated, no findings"))
        elif gs_rev is not None:
            console.print(f"gamestate {escape(gs_page or '')}: already in {escape(said(gs_rev))}")
        if diff:
            print_diff(diff)
        if plan.gamestate is not None and plan.gamestate.changed and not done_gs:
            print_diff(plan.gamestate.diff())
        if open_items:
            n = len(open_items)
            msg = f"{n} instruction{'s' if n > 1 else ''} not applied"
            if partial:
                done = "saved" if yes else "written" if out else None
                console.print(f"[red]{msg}[/]: a partial enactment, " + (f"{done} anyway (--partial)" if done else "which --partial with --yes or --out saves anyway"))
            else:
                console.print(f"[red]{msg}[/]: the enactment would be partial; nothing saved or written (--partial to save anyway)")
        if gs_refused and (yes or out):
            console.print(f"[red]nothing {'saved' if yes else 'written'}[/]: the gamestate edit would break the rules (see above)")
        if out and not refuse:
            console.print(f"new Ruleset written to {escape(str(out))}")
        for k, r in saved.items():
            show_write(r, ruleset_page if k == "ruleset" else gs_page, diff=False)
        for line in stopped:
            console.print(f"[red]{escape(line)}[/]", soft_wrap=True)
        if not yes:
            console.print(f"dry run: nothing saved; summary would be: {escape(plan.summary if not done_rs else plan.gamestate_summary)}")
        enacted_now = bool(saved) and all(r.status == "saved" for r in saved.values()) and not stopped
        if plan.admin_note and not refuse and (enacted_now or not yes):
            console.print(f"admin note: {escape(plan.admin_note)}")
        raise typer.Exit(code)
