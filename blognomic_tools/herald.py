"""Story posts for the emperor: what changed since the last Herald, and the Castles Fortnight's Herald.

Changes come from the gamestate page's revision history (safe wiki reads) and the matters resolved on the
blog in the same window. Every line links to its revision or post. Every text quoted from the wiki or the blog
(summaries, names, titles, admin notes, actions, values) is escaped for the post's format by `markup`: whatever
markup it holds, the post shows it as it is. HTML or wikitext; same inputs, same output.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from urllib.parse import quote

from .kinds import VOTABLE, PostStatus
from .markup import html_text, html_url, wiki_external_link, wiki_link, wiki_text
from .models import Post
from .reading.times import utc_time


@dataclass
class Edit:
    revid: int
    user: str
    timestamp: str
    summary: str
    changes: list[str]


@dataclass
class Story:
    title: str
    sections: list[tuple[str, list[tuple[str, str | None]]]] = field(default_factory=list)  # (heading, [(line, link)])
    wiki_base: str | None = None  # e.g. https://wiki.blognomic.com/ : where "Special:Diff/N" links point in HTML

    def html(self) -> str:
        out = [f"<p><strong>{html_text(self.title)}</strong></p>"]
        for heading, lines in self.sections:
            out.append(f"<h4>{html_text(heading)}</h4>")
            if not lines:
                out.append("<p><em>Nothing.</em></p>")
                continue
            out.append("<ul>")
            for text, link in lines:
                t = html_text(text)
                if link and link.startswith("Special:") and self.wiki_base:
                    link = f"{self.wiki_base}index.php?title={quote(link, safe=':/')}"
                href = html_url(link) if link else None
                out.append(f'<li><a href="{href}">{t}</a></li>' if href else f"<li>{t}</li>")
            out.append("</ul>")
        return "\n".join(out) + "\n"

    def wikitext(self) -> str:
        out = [f"'''{wiki_text(self.title)}'''" if self.title else "", ""]
        for heading, lines in self.sections:
            out.append(f"=== {wiki_text(heading)} ===")
            if not lines:
                out.append("''Nothing.''")
            for text, link in lines:
                if link and link.startswith("Special:"):
                    out.append("* " + wiki_link(link, text))
                else:
                    out.append("* " + (wiki_external_link(link, text) if link else wiki_text(text)))
            out.append("")
        return "\n".join(out).rstrip() + "\n"

    def render(self, fmt: str) -> str:
        return self.html() if fmt == "html" else self.wikitext()

    def to_dict(self) -> dict:
        return {"title": self.title, "sections": [{"heading": h, "lines": [{"text": t, "link": link} for t, link in lines]} for h, lines in self.sections]}


def window_line(since: datetime | None, until: datetime, since_rev: int | None = None, since_rev_time: datetime | None = None) -> str:
    """The window a story post covers, as `herald` prints it."""
    fmt = lambda t: t.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")  # noqa: E731
    if since is not None:
        start = fmt(since)
    elif since_rev is not None:
        start = f"after revision {since_rev}" + (f" ({fmt(since_rev_time)})" if since_rev_time else "")
    else:
        start = "the page's first revision"
    return f"window: {start} → {fmt(until)}"


def herald_title(when: datetime) -> str:
    # "Herald: " followed by the current date; dates are read day/month/year (Appendix, Time)
    return f"Herald: {when.strftime('%d/%m/%Y')}"


def revision_time(ts: str | None) -> datetime | None:
    """A revision's timestamp as the API gives it ('2024-03-01T12:00:00Z'), aware UTC; None if absent or unreadable."""
    if not ts:
        return None
    try:
        return utc_time(ts)
    except ValueError:
        return None


def changes_since(wiki, page: str, schema, since: datetime | None = None, since_rev: int | None = None,
                  until: datetime | None = None) -> tuple[list[Edit], list[str], int | None, int | None]:
    """The edits of `page` in the window (each with the cell changes it made) and the net changes over it.
    The window is (since | after revision since_rev) .. until: an edit saved after `until` is not in it."""
    from .validators.gamestate import diff_gamestates
    from .parsers.gamestate import parse_gamestate

    revs = wiki.history(page, since=since, since_rev=since_rev)
    if until is not None:
        kept = []
        for r in revs:
            t = revision_time(r.revision.timestamp)
            if t is not None and t > until:
                break  # oldest first: everything from here on is after the window
            kept.append(r)
        revs = kept
    if not revs:
        return [], [], None, None
    terms = (schema.player_term, schema.players_term)
    base_id = revs[0].parentid or None
    prev = parse_gamestate(wiki.read(page, rev=base_id).text, page, base_id, player_terms=terms) if base_id else None
    first = prev
    edits = []
    for r in revs:
        cur = parse_gamestate(r.text or "", page, r.revision.revid, player_terms=terms)
        lines = [change_line(c) for c in diff_gamestates(prev, cur)] if prev is not None else ["page created"]
        edits.append(Edit(r.revision.revid, r.revision.user or "?", r.revision.timestamp or "", r.revision.comment or "", lines))
        prev = cur
    if first is None:  # the window starts with the page's creation: changes since its first revision
        first = parse_gamestate(revs[0].text or "", page, revs[0].revision.revid, player_terms=terms)
        base_id = revs[0].revision.revid
    net = [change_line(c) for c in diff_gamestates(first, prev)]
    return edits, net, base_id, revs[-1].revision.revid


def change_line(c) -> str:
    """A change of the gamestate as the stories say it: "Kevan's Wood: 3 → 4"."""
    who = f"{c.player}'s " if c.player else ""
    show = lambda x: "—" if x in (None, "") else ", ".join(p for p in x.split("\n") if p)  # noqa: E731
    return f"{who}{c.variable}: {show(c.old)} → {show(c.new)}"


def resolved_in_window(posts: list[Post], since: datetime, until: datetime) -> list[Post]:
    out = [p for p in posts if p.status != PostStatus.PENDING and p.kind in VOTABLE
           and (p.adminned_at or p.posted_at) and since <= (p.adminned_at or p.posted_at) <= until]
    return sorted(out, key=lambda p: (p.adminned_at or p.posted_at, p.url))


def changes_story(title: str, wiki_where: str, edits: list[Edit], net: list[str], base: int | None, last: int | None, resolved: list[Post]) -> Story:
    s = Story(title, wiki_base=wiki_where)
    s.sections.append(("Votable Matters resolved", [(f"{p.title}: {p.status}" + (f" ({p.admin_note})" if p.admin_note else ""), p.url) for p in resolved]))
    net_link = f"Special:Diff/{base}/{last}" if base and last else None
    s.sections.append(("Changes to the gamestate", [(line, net_link) for line in net]))
    s.sections.append(("Edits", [(f"{e.timestamp.replace('T', ' ').rstrip('Z')} {e.user}: {e.summary or '(no summary)'}" + (f" — {'; '.join(e.changes)}" if e.changes else ""),
                                  f"Special:Diff/{e.revid}") for e in edits]))
    return s


def fortnight_story(title: str, report, changes: list[str], diff: str | None = None, wiki_base: str | None = None) -> Story:
    """The Fortnight's Herald. `diff` (e.g. "Special:Diff/41/42") links the changes to the saved revision."""
    s = Story(title, wiki_base=wiki_base)
    s.sections.append(("Virtual Actions", [(("✓ " if r.ok else "✗ failed: ") + r.text, None) for r in report.resolutions]))
    s.sections.append(("Tasks", [(line, None) for line in report.task_lines]))
    wave_lines = [(f"{w.vassal}: Damage +{w.damage_added}, Reputation {w.reputation_change:+d}", None) for w in report.wave_results]
    s.sections.append((f"The Wave ({', '.join(report.wave) or 'none'})", wave_lines))
    s.sections.append(("Serfs", [(line, None) for line in report.serf_lines]))
    s.sections.append(("Changes to the gamestate", [(line, diff) for line in changes]))
    nxt = [(f"DICE5 rolled {report.roll}: target Strength {report.target}", None)]
    nxt += [(f"{i}. {name}", None) for i, name in enumerate(report.new_wave, 1)]
    if report.wave_note:
        nxt.append((report.wave_note, None))
    s.sections.append(("The new Building Wave", nxt))
    return s



