"""``blognomic enact``: a passed proposal applied to the Ruleset and the gamestate (the plan, the checks of what the
wiki's history shows done, the save: blognomic_tools.enactment and blognomic_tools.audit), the arguments read and
the outcome printed."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from rich.markup import escape
from rich.table import Table

from ..kinds import PostKind


from .common import (TallyAsOfOpt, AdminOpt, yes_opt,
    BlogOpt,
    CacheOpt,
    EmperorOpt,
    JsonOpt,
    RosterOpt,
    SavedRulesetPageOpt,
    WikiOpt,
    blog_client,
    console,
    fail,
    finishes_writes,
    handle_errors,
    interrupt_notice,
    note,
    post_arg,
    profile_of,
    print_diff,
    print_json,
    read_file,
    read_post,
    roster_sources,
    ruleset_wikitext,
    ruleset_wikitext_opt,
    show_write,
)

STATUS_STYLE = {"applied": "green", "not applied": "red", "pending": "yellow"}


def _render(plan, kind: str = "proposal") -> None:
    t = Table(title=f"Instructions of “{escape(plan.title)}”")
    for col in ("#", "kind", "rule", "status", f"from the {'CfJ' if kind == PostKind.CFJ else 'proposal'}"):
        t.add_column(col, overflow="fold")
    n = 0
    from ..enactment import walk

    for depth, ins in walk(plan.instructions):
        if ins.kind == "commentary":
            continue
        n += 1
        status = ins.status if ins.kind != "conditional" else ({True: "condition met", False: "not taken"}.get(ins.condition_met, "ask"))
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
        post: str = post_arg("proposal or Call for Judgement"),
        ruleset: Optional[str] = ruleset_wikitext_opt("offline"),
        ruleset_page: str = SavedRulesetPageOpt,
        wiki: Optional[str] = WikiOpt,
        blog: Optional[str] = BlogOpt,
        gamestate_page: Optional[str] = typer.Option(None, "--gamestate-page", help="The gamestate page (default: the one the Ruleset names)."),
        gamestate: Optional[Path] = typer.Option(None, "--gamestate", help="The gamestate page's wikitext as a file (offline, with --ruleset FILE)."),
        as_of: Optional[str] = TallyAsOfOpt,
        admin: Optional[str] = AdminOpt,
        roster_opt: Optional[str] = RosterOpt,
        emperor: Optional[str] = EmperorOpt,
        out: Optional[Path] = typer.Option(None, "--out", help="Write the new Ruleset wikitext to this file (offline)."),
        yes: bool = yes_opt("Save the Ruleset (and the gamestate) on the wiki"),
        partial: bool = typer.Option(False, "--partial", help="Save (or write --out) even if some instructions were not applied."),
        again: bool = typer.Option(False, "--again", help="Enact even where the wiki's history or the Ruleset's text shows it enacted already."),
        assume: list[str] = typer.Option([], "--assume", help='Answer a condition the blog cannot: "X=enacted" or "X=failed" (X a matter\'s '
                                          'title or address), "the Moat exists=true" (any condition as written). Repeatable.'),
        cache: bool = CacheOpt,
        json_out: bool = JsonOpt,
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
        from ..enactment import read_assumptions
        from ..enactment.run import prepare
        from ..parsers import parse_ruleset
        from ..sources.blog import is_url
        from ..views.tally import reason_line, render_tally
        from .common import admin_name
        from .tally import parse_as_of

        from ..tally import posted_by
        from .common import is_past

        t = parse_as_of(as_of)
        past = is_past(as_of, t)
        assumed = read_assumptions(assume)
        from ..sources.files import is_dir

        if out is not None and is_dir(out):
            fail(f"--out {out}: is a directory; give the name of the file to write")
        client = blog_client(blog, cache)
        p, sidebar = read_post(post, client, blog)
        if not is_url(post) and not blog:
            client = None  # a saved page: the blog is read (for the matters its conditions name) only when --blog is given
        if p.kind not in (PostKind.PROPOSAL, PostKind.CFJ):
            fail(f"{p.url}: {p.title!r} is a {p.kind}, not a proposal or a Call for Judgement: only those are enacted here")
        posted_by(p, t)
        text, source, revid, w = ruleset_wikitext(ruleset, wiki, ruleset_page, "enactment")
        if yes and w is None:
            fail(f"{ruleset}: --yes saves on the wiki, so the Ruleset must be read from it (no --ruleset FILE); offline, use --out FILE")
        rs = parse_ruleset(text, fmt="wikitext", source=source)
        profile = profile_of(rs)  # its warnings shown, the Ruleset's own among them
        then = _rules_then(rs, profile, w, wiki, ruleset_page, ruleset, t, past, p, revid)
        sources = roster_sources(then.profile, roster_opt, emperor, wiki, at=t if past else None)
        roster = sources.for_post(sidebar, p.url)
        context = [p]
        if client is not None:
            listed, _ = client.listing("")
            context += [q for q in listed if q.url != p.url]
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
        run = prepare(p, text, ruleset=rs, profile=profile, roster=roster, when=t, source=source, context=context, admin=admin_name(admin),
                      wiki=w, ruleset_page=ruleset_page, ruleset_revid=revid, gamestate_page=gs_page, gamestate_text=gs_text,
                      gamestate_revid=gs_revid, gamestate_label=str(gamestate) if gamestate is not None else None, partial=partial, again=again,
                      tally_profile=then.profile, assumed=assumed, blog=client)
        rules = then.named()
        note(then.notes + sources.stood_for)  # once the run is prepared: an error is said alone
        v, plan = run.verdict, run.plan
        if not run.enactable:
            if json_out:
                print_json({"title": p.title, "url": p.url, "verdict": v.verdict, "tally": v.to_dict(), **rules})
            else:
                render_tally(console, [v], then.label, t)  # the tally, ballot by ballot, each reason with its rule
                console.print(f"\nnot enacted: “{escape(p.title)}” is {v.verdict} as of {t:%Y-%m-%d %H:%M} UTC")
            raise typer.Exit(1)
        if run.refusal == "audit differs":
            if json_out:
                print_json({"title": p.title, "url": p.url, "verdict": v.verdict, "already": {"ruleset": run.already["ruleset"]}, "refused": run.refused, **rules})
            else:
                console.print(f"[red]not enacted[/]: {escape(run.refused)}", soft_wrap=True)
                if run.diff:
                    print_diff(run.diff)
            raise typer.Exit(1)
        if run.all_done_before:
            if json_out:
                print_json({"title": p.title, "url": p.url, "verdict": v.verdict, "already": run.already, "saved": {}, "enacted": True, **rules})
            else:
                parts = [f"“{escape(plan.title)}” is in {escape(run.already['ruleset']['said'])}, checked exact against the proposal"] if "ruleset" in run.already else []
                if "gamestate" in run.already:
                    parts.append(("the gamestate in " if parts else f"“{escape(plan.title)}” is in ") + escape(run.already["gamestate"]["said"]))
                console.print("already enacted: " + "; ".join(parts) + ". Nothing to do.", soft_wrap=True)
            raise typer.Exit(0)
        if run.refused:
            if json_out:
                d = {**run.to_dict(), **rules}
                d["saved"] = {}
                if run.refusal == "applies nothing":
                    d["out"] = None
                print_json(d)
            else:
                _render(plan, p.kind)
                _ask(plan)
                label = "nothing to enact" if run.refusal == "applies nothing" else "not enacted"
                console.print(f"[red]{label}[/]: {escape(run.refused)}", soft_wrap=True)
            raise typer.Exit(1)
        if out and not run.blocked:
            run.write_out(out)  # the file before anything is printed
        code = 1 if out and run.blocked else 0  # the file asked for is not written: a partial enactment, or a gamestate refused
        if not json_out:
            _show_plan(run, t, reason_line, "saved" if yes else "written" if run.out else None, then, revid)
        if yes:
            on_save = None if json_out else (lambda kind, report: show_write(report, run.page_of(kind), diff=False))
            try:
                run.save(on_save=on_save, on_interrupt=interrupt_notice)
            except KeyboardInterrupt:
                if json_out:
                    print_json({**run.to_dict(), **rules})
                else:
                    _show_stops(run)
                raise typer.Exit(130) from None
            code = max(code, run.code)
        if json_out:
            print_json({**run.to_dict(), **rules})
            raise typer.Exit(code)
        _show_stops(run)
        if not yes:
            console.print(f"dry run: nothing saved; summary would be: {escape(plan.summary if not run.done_ruleset else plan.gamestate_summary or plan.summary)}")
        if plan.admin_note and not run.blocked and (run.enacted if yes else True):
            console.print(f"admin note: {escape(plan.admin_note)}")
        raise typer.Exit(code)


def _rules_then(rs, profile, w, wiki: str | None, page: str, ruleset: str | None, t, past: bool, post, revid: int | None = None):
    """The rules the tally follows (era.RulesOfThen): the wiki page's revision in force at `t` (the one the plan is made
    on when that is the current one), or the file, which with a past --as-of stands for the Ruleset of then."""
    from ..era import Era, RulesOfThen, past_file_note
    from ..redact import safe_url
    from .common import histories_of, rules_at

    if w is None:
        return RulesOfThen(rs, profile, rs.title, note=past_file_note(f"--ruleset {ruleset}", t) if past else None)
    era = Era(histories_of(wiki, w), page, wiki_name=safe_url(w.where))
    era.knows(revid, rs, profile)  # the current revision, read and profiled already: in force then too, it is not read again
    return rules_at(era, t, post, say_notes=False)


def _show_plan(run, t, reason_line, done: str | None, then, revid: int | None) -> None:
    """The matter enactable now, its instructions with their statuses, the diffs: before anything is saved."""
    p, plan, v = run.post, run.plan, run.verdict
    on = f"; applied to revision {revid}, the current one" if then.in_force is not None and then.in_force.revid != revid else ""
    console.print(f"“{escape(p.title)}” ({escape(p.url)}) is enactable now as of {t:%Y-%m-%d %H:%M} UTC (rules: {escape(then.label)}{on}):")
    for r in v.reasons[:2]:
        console.print(f"  • {reason_line(r)}", soft_wrap=True)
    if "ruleset" in run.already:
        console.print(f"Ruleset: already enacted in {escape(run.already['ruleset']['said'])}, checked exact against the proposal; "
                      f"the gamestate is not yet (a run stopped half-way?): only the gamestate is left", soft_wrap=True)
    else:
        _render(plan, p.kind)
    gs_page = run.gamestate_page or ""
    if plan.gamestate is not None and not run.done_gamestate:
        errors = [f.message for f in plan.gamestate.errors]
        undecided = [f.message for f in plan.gamestate.undecided]
        console.print(f"gamestate {escape(gs_page)}: " + ("[red]the rules refuse it[/]: " + escape("; ".join(errors)) if errors
                                                          else "validated, no rule broken; [magenta]cannot tell[/]: " + escape("; ".join(undecided)) if undecided
                                                          else "validated, no findings"))
    elif "gamestate" in run.already:
        console.print(f"gamestate {escape(gs_page)}: already in {escape(run.already['gamestate']['said'])}")
    if run.diff:
        print_diff(run.diff)
    if plan.gamestate is not None and plan.gamestate.changed and not run.done_gamestate:
        print_diff(plan.gamestate.diff())
    open_items = run.open_items
    if "ruleset" not in run.already:
        _ask(plan)
    if open_items:
        n = len(open_items)
        msg = f"{n} instruction{'s' if n > 1 else ''} not applied"
        if run.partial:
            console.print(f"[red]{msg}[/]: a partial enactment, " + (f"{done} anyway (--partial)" if done else "which --partial with --yes or --out saves anyway"))
        else:
            console.print(f"[red]{msg}[/]: the enactment would be partial; nothing saved or written (--partial to save anyway)")
    if run.gamestate_refused:
        console.print("[red]nothing saved or written[/]: the gamestate edit would break the rules (see above)")
    if run.out:
        console.print(f"new Ruleset written to {escape(str(run.out))}")


def _ask(plan) -> None:
    """Each condition nobody decided, as its question: one line, with the --assume that answers it."""
    for q in plan.questions:
        console.print(f"[yellow]undecided[/]: {escape(q)}", soft_wrap=True)


def _show_stops(run) -> None:
    for line in run.stopped:
        console.print(f"[red]{escape(line)}[/]", soft_wrap=True)
