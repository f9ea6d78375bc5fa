"""``blognomic ascend``: the turn of a dynasty, as the Ruleset in force says it (the reading, the plan and the saves:
blognomic_tools.enactment.ascend), the arguments read and the outcome printed."""
from __future__ import annotations

from typing import Optional

import typer
from rich.markup import escape
from rich.table import Table

from .common import (yes_opt,
    INTERRUPTED,
    BlogOpt,
    CacheOpt,
    JsonOpt,
    SavedRulesetPageOpt,
    WikiOpt,
    blog_client,
    console,
    fail,
    finishes_writes,
    handle_errors,
    interrupt_notice,
    post_arg,
    print_diff,
    print_json,
    read_post,
    ruleset_wikitext,
    ruleset_wikitext_opt,
    show_write,
)

STYLE = {"done": "green", "nothing to do": "dim", "not stated by the rules": "yellow", "by hand": "magenta", "blocked": "red"}


def register(app: typer.Typer) -> None:
    @app.command("ascend")
    @handle_errors
    @finishes_writes
    def ascend_cmd(
        post: str = post_arg("Ascension Address"),
        ruleset: Optional[str] = ruleset_wikitext_opt("offline, dry run only"),
        ruleset_page: str = SavedRulesetPageOpt,
        wiki: Optional[str] = WikiOpt,
        blog: Optional[str] = BlogOpt,
        archive: bool = typer.Option(False, "--archive", help="Also copy the Ruleset as it was to a new page “Ruleset N+1” (N the highest such page): "
                                                              "a custom of the wiki, not a rule."),
        yes: bool = yes_opt("Save the Ruleset (and the archive page) on the wiki"),
        cache: bool = CacheOpt,
        json_out: bool = JsonOpt,
    ) -> None:
        """Apply an Ascension Address to the Ruleset as the rules in force say: the dynastic rules repealed (or kept), the
        new terms, the Special Case Rules' statuses, the gamestate page; each step with the sentence of the Ruleset that
        states it, a step the rules do not state not done. What the Address says that cannot be read blocks the save.

        Run twice, the second run changes nothing and says so; stopped between the archive and the Ruleset, the next
        run saves only the Ruleset. Exit 0 done, already done or dry run; 1 blocked or not saved; 2 input error."""
        from ..enactment.ascend import CUSTOM, Stopped, prepare_ascension
        from ..parsers import parse_ruleset
        from .common import profile_of

        client = blog_client(blog, cache)
        p, _ = read_post(post, client, blog)
        if ruleset and yes:
            fail(f"{ruleset}: --yes saves on the wiki, so the Ruleset must be read from it (no --ruleset FILE)")
        text, source, revid, w = ruleset_wikitext(ruleset, wiki, ruleset_page, "the turn of a dynasty")
        profile = profile_of(parse_ruleset(text, fmt="wikitext", source=source))
        terms = {"player": profile.player_term.value if profile.player_term else None,
                 "emperor": profile.emperor_term.value if profile.emperor_term else None}
        run = prepare_ascension(p, text, source=source, wiki=w, ruleset_page=ruleset_page, ruleset_revid=revid, archive=archive, profile_terms=terms)
        a = run.address
        if not json_out:
            console.print(f"“{escape(a.title)}” by {escape(a.author)}; theme: {escape(a.theme or '(none read)')}", soft_wrap=True)
            if run.done:
                console.print(f"{escape(ruleset_page)}: the turn is in revision {run.done['revid']} by {escape(str(run.done['user']))} "
                              f"(“{escape(run.done['summary'])}”)", soft_wrap=True)
            if run.plan is not None:
                _render(run.plan)
            if run.archive:
                console.print(f"archive ({CUSTOM}): {escape(run.archive['title'])} "
                              + ("made already" if run.archive["status"] == "done" else "to be made with the Ruleset as it was"))
        if run.nothing_left:
            if json_out:
                print_json(run.to_dict())
            else:
                console.print("already done: the turn is in the Ruleset" + (" and the archive is made" if run.archive else "") + ". Nothing to change.")
            raise typer.Exit(0)
        if run.blocked:
            if json_out:
                print_json(run.to_dict())
            else:
                for b in run.blocked:
                    console.print(f"[red]blocked[/]: {escape(b)}", soft_wrap=True)
                console.print("[red]nothing saved[/]: the Address says something that cannot be read or applied (see above)")
            raise typer.Exit(1)
        if not json_out and run.plan is not None and run.done is None:
            print_diff(run.plan.diff(f"{ruleset_page}" + (f", revision {revid}" if revid else "")))
        if not yes:
            if json_out:
                print_json(run.to_dict())
            else:
                console.print(f"dry run: nothing saved; summary would be: {escape(run.plan.summary if run.plan else '')}")
            raise typer.Exit(0)
        try:
            run.save(on_save=None if json_out else (lambda kind, report: show_write(report, run.page_of(kind), diff=False)),
                     on_interrupt=interrupt_notice)
        except Stopped as e:
            fail(str(e), 1)
        except KeyboardInterrupt:
            _show_outcome(run, json_out)
            raise typer.Exit(INTERRUPTED) from None
        _show_outcome(run, json_out)
        raise typer.Exit(run.code)


def _show_outcome(run, json_out: bool) -> None:
    if json_out:
        print_json(run.to_dict())
        return
    for line in run.stopped:
        console.print(f"[red]{escape(line)}[/]", soft_wrap=True)


def _render(plan) -> None:
    t = Table(title="The turn, as the Ruleset in force says it")
    for col in ("step", "status", "what", "the rule's sentence"):
        t.add_column(col, overflow="fold")
    for s in plan.steps:
        cite = f"{s.cites.rule}: “{s.cites.sentence}”" if s.cites else ""
        t.add_row(s.step.replace("_", " "), f"[{STYLE.get(s.status, 'yellow')}]{s.status}[/]", escape("; ".join(s.details)), escape(cite))
    console.print(t)
