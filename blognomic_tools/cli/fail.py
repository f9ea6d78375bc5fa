"""``blognomic fail``: the status and the admin note for a matter the tally says may be failed now (the workflow in
blognomic_tools.enactment.failing), the arguments read and the outcome printed."""
from __future__ import annotations

from typing import Optional

import typer
from rich.markup import escape

from .common import (EmperorOpt, RosterOpt, RulesetPageOpt, RulesetWikiOpt, admin_name, blog_client, console, fail, handle_errors,
                     print_json, read_post, roster_sources)


def register(app: typer.Typer) -> None:
    @app.command("fail")
    @handle_errors
    def fail_cmd(
        post: str = typer.Argument(..., help="The matter: its URL (https://blognomic.com/archive/<slug>) or a saved post page."),
        blog: Optional[str] = typer.Option(None, "--blog", help="The blog's address (default https://blognomic.com)."),
        as_of: Optional[str] = typer.Option(None, "--as-of", help="Tally at this UTC time (default: now)."),
        ruleset: Optional[str] = typer.Option(None, "--ruleset", help="The Ruleset in force: a .wiki/.html/.txt file."),
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        admin: Optional[str] = typer.Option(None, "--admin", help="Your name, for the admin note (default: the config's [admin] name)."),
        roster: Optional[str] = RosterOpt,
        emperor: Optional[str] = EmperorOpt,
        cache: bool = typer.Option(True, "--cache/--no-cache"),
        json_out: bool = typer.Option(False, "--json"),
    ) -> None:
        """What to set on a Proposal, CfJ or DoV the tally says may be failed now: its status and the admin note,
        with the reasons and the rules they cite. The blog is not written: the admin sets them on the post.

        Exit 0 with the notice; 1 when the matter may not be failed now (pending, passing, resolved), with why;
        2 input error."""
        from ..enactment.failing import NotFailable, fail_notice
        from ..models import VOTABLE
        from ..sources.blog import is_url
        from ..tally import tally
        from .tally import load_profile, parse_as_of

        t = parse_as_of(as_of)
        profile, rs_title = load_profile(ruleset, ruleset_wiki, ruleset_page)
        client = blog_client(blog, cache)
        p, sidebar = read_post(post, client, blog)
        if p.kind not in VOTABLE:
            fail(f"{p.url}: “{p.title}” is a {p.kind} post, not a Proposal, CfJ or DoV: there is nothing to fail")
        context = [p]
        if is_url(post) or blog:
            listed, _ = client.listing("")
            context += [q for q in listed if q.url != p.url]
        v = tally(p, profile, roster_sources(profile, roster, emperor).for_post(sidebar, p.url), t,
                  pending=[q for q in context if q.status == "pending" and q.kind in VOTABLE] or [p], admin=admin_name(admin), posts=context)
        try:
            notice = fail_notice(v)
        except NotFailable as e:
            if json_out:
                print_json({"title": p.title, "url": p.url, "verdict": v.verdict, "failable": False, "why": str(e)})
                raise typer.Exit(1)
            fail(str(e), 1)
        if json_out:
            print_json({**notice.to_dict(), "verdict": v.verdict, "failable": True, "ruleset": rs_title})
            return
        console.print(f"“{escape(notice.title)}” may be failed now ({escape(rs_title)}, as of {t:%Y-%m-%d %H:%M} UTC):")
        for text, rule in notice.reasons[:3]:
            console.print(f"  - {escape(text)}" + (f" [dim]({escape(rule)})[/]" if rule else ""), soft_wrap=True)
        console.print(f"status: {notice.status}")
        console.print(f"admin note: {escape(notice.admin_note)}")
        console.print("[dim]set both on the post; nothing was written[/]")
