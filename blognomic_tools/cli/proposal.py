"""``blognomic proposal check DRAFT``: a draft proposal read and applied to the Ruleset in force as an admin's tools
would (blognomic_tools.enactment.check), before it is posted; the arguments read and the report printed. Writes
nothing."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import typer

from .common import console, fail, handle_errors, print_json, read_file, warn

app = typer.Typer(no_args_is_help=True, help="Proposals before they are posted.")


def _ruleset(ruleset: str | None, wiki: str | None, page: str, as_of: str | None):
    """(wikitext, name): --ruleset FILE, else the config's [ruleset] file, else the page on the wiki (--wiki, else the
    config's [ruleset] wiki or [wiki] url, else the live wiki), the revision in force at --as-of when given."""
    from ..config import default_wiki, load_config

    if not ruleset and not wiki:
        cfg = load_config().get("ruleset", {})
        ruleset, wiki, page = cfg.get("file"), cfg.get("wiki"), cfg.get("page", page)
    if ruleset:
        if Path(ruleset).suffix.lower() in (".txt", ".html", ".htm"):
            fail(f"{ruleset}: the check applies the draft to the Ruleset's wikitext (a .wiki file or the wiki page); a {Path(ruleset).suffix} render cannot be edited")
        if as_of:
            fail(f"--as-of {as_of}: a Ruleset file is one version; --as-of picks the revision of the wiki's page (--wiki)")
        return read_file(ruleset), str(ruleset)
    from ..enactment.check import revision_as_of
    from .common import parse_utc, wiki_client

    w = wiki_client(wiki or default_wiki())
    if as_of:
        when = parse_utc(as_of, "--as-of")
        rev = revision_as_of(w.history(page, content=False), when)
        if rev is None:
            fail(f"--as-of {as_of}: the page {page!r} of {w.where} has no revision at or before that time")
        wp = w.read(page, rev=rev.revision.revid)
    else:
        wp = w.read(page)
    return wp.text, f"{w.where} [[{wp.title}]] revision {wp.revision.revid}"


def _draft(draft: str) -> str:
    if draft == "-":
        text = sys.stdin.read()
    else:
        text = read_file(draft)
    if not text.strip():
        fail(f"{'<stdin>' if draft == '-' else draft}: the draft is empty: nothing to check")
    return text


@app.command("check")
@handle_errors
def check_cmd(
    draft: str = typer.Argument(..., help="The draft's body: a text file (plain or Markdown-ish: blank lines between paragraphs, "
                                           "'> ' for quoted text, '- ' for items) or the blog's HTML; '-' for stdin."),
    ruleset: Optional[str] = typer.Option(None, "--ruleset", help="The Ruleset in force as a .wiki file (default: the config's [ruleset] file, else the page on the wiki)."),
    wiki: Optional[str] = typer.Option(None, "--wiki", help="Read the Ruleset from this wiki's API (default: the config's [ruleset] wiki or [wiki] url, else the live wiki)."),
    ruleset_page: str = typer.Option("Ruleset", "--ruleset-page", help="The Ruleset's page on the wiki."),
    as_of: Optional[str] = typer.Option(None, "--as-of", help="Check against the revision of the wiki's Ruleset in force at this UTC time (e.g. 2024-02-22T12:00:00Z)."),
    json_out: bool = typer.Option(False, "--json", help="Machine-readable output (deterministic for the same draft and Ruleset)."),
) -> None:
    """Check a draft proposal before posting it: what an admin would apply (each instruction read, in order, with its
    kind and place), the Ruleset diff it makes, every line that would not be applied and why (quoted, with "did you
    mean" for a rule name or a quoted text that is not there), and the proposal limits of the Ruleset in force. Nothing
    is written.

    Exit 0 ready (an admin would apply every instruction); 1 not ready (a line would not be applied, or no instruction
    was read); 2 input error."""
    from ..enactment.check import check_draft_text

    body = _draft(draft)
    text, source = _ruleset(ruleset, wiki, ruleset_page, as_of)
    check = check_draft_text(body, text, source=source)
    warn(check.warnings)
    if json_out:
        print_json(check.to_dict())
        raise typer.Exit(check.exit_code)
    from ..views.proposal_check import render_check

    render_check(console, check)
    raise typer.Exit(check.exit_code)

