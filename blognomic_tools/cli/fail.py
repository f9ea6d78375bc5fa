"""``blognomic fail``: the status and the admin note for a matter the tally says may be failed now (the workflow in
blognomic_tools.enactment.failing), the arguments read and the outcome printed."""
from __future__ import annotations

from typing import Optional

import typer
from rich.markup import escape

from .common import (post_arg, BlogOpt, TallyAsOfOpt, AdminOpt, CacheOpt, EmperorOpt, RosterOpt, RulesetPageOpt, RulesetWikiOpt, admin_name, blog_client, console, fail, handle_errors, note,
                     print_json, read_post, roster_sources)


def register(app: typer.Typer) -> None:
    @app.command("fail")
    @handle_errors
    def fail_cmd(
        post: str = post_arg("matter"),
        blog: Optional[str] = BlogOpt,
        as_of: Optional[str] = TallyAsOfOpt,
        ruleset: Optional[str] = typer.Option(None, "--ruleset", help="The Ruleset in force: a .wiki/.html/.txt file."),
        ruleset_wiki: Optional[str] = RulesetWikiOpt,
        ruleset_page: str = RulesetPageOpt,
        admin: Optional[str] = AdminOpt,
        roster: Optional[str] = RosterOpt,
        emperor: Optional[str] = EmperorOpt,
        cache: bool = CacheOpt,
        json_out: bool = typer.Option(False, "--json", help="Machine-readable output (deterministic for a given --as-of)."),
    ) -> None:
        """What to set on a Proposal, CfJ or DoV the tally says may be failed now: its status and the admin note,
        with the reasons and the rules they cite.

        Nothing is written: this tool has no write access to the blog, so the admin sets the status and the note on
        the post by hand. Exit 0 with what to set; 1 when the matter may not be failed now (still pending, passing,
        resolved already), with why in one line (the answer, on stdout); 2 input error (no such post, not a votable matter)."""
        from ..enactment.failing import NotFailable, fail_notice
        from ..kinds import VOTABLE, PostStatus
        from ..sources.blog import is_url
        from ..tally import tally
        from ..views.tally import reason_line
        from ..tally import posted_by
        from .tally import parse_as_of, rules_then

        t = parse_as_of(as_of)
        client = blog_client(blog, cache)
        p, sidebar = read_post(post, client, blog)
        if p.kind not in VOTABLE:
            fail(f"{p.url}: “{p.title}” is a {p.kind} post, not a Proposal, CfJ or DoV: there is nothing to fail")
        posted_by(p, t)
        rules, past = rules_then(ruleset, ruleset_wiki, ruleset_page, as_of, t)
        profile, rs_title = rules.profile, rules.label
        context = [p]
        if is_url(post) or blog:  # the queue on the blog's front page: the oldest-pending rule, the limits, a pending DoV
            listed, _ = client.listing("")
            context += [q for q in listed if q.url != p.url]
        sources = roster_sources(profile, roster, emperor, at=t if past else None)
        v = tally(p, profile, sources.for_post(sidebar, p.url), t,
                  pending=[q for q in context if q.status == PostStatus.PENDING and q.kind in VOTABLE] or [p], admin=admin_name(admin), posts=context)
        note(rules.notes + sources.stood_for)  # after the answer is known: an error is said alone
        try:
            notice = fail_notice(v)
        except NotFailable as e:
            if json_out:
                print_json({"url": p.url, "title": p.title, "kind": p.kind, "failable": False, "verdict": v.verdict, "why": str(e),
                            "reasons": [r.to_dict() for r in v.reasons], "next_change": v.to_dict()["next_change"],
                            "next_verdict": v.next_verdict, "as_of": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "ruleset": rules.ruleset.title,
                            **rules.named()})
                raise typer.Exit(1)
            console.print(f"{e} (rules: {rs_title})", markup=False, highlight=False, soft_wrap=True)  # the answer, not an error
            raise typer.Exit(1)
        if json_out:
            print_json({**notice.to_dict(), "ruleset": rules.ruleset.title, **rules.named(), "written": False})
            return
        console.print(f"“{escape(notice.title)}” may be failed now ({escape(rs_title)}, as of {t:%Y-%m-%d %H:%M} UTC):")
        for r in notice.reasons:
            console.print(f"  • {reason_line(r)}", soft_wrap=True)
        c = notice.status_citation
        console.print(f"status: [bold]{escape(notice.status)}[/]"
                      + (f"  [dim]— {escape(c.rule)} ({escape(c.number or c.section or '')}): “{escape(c.quote(160))}”[/]" if c else ""),
                      soft_wrap=True)
        console.print(f"admin note: [bold]{escape(notice.admin_note)}[/]", soft_wrap=True)
        console.print("nothing written: set the status and the admin note on the post (this tool has no write access to the blog)")
