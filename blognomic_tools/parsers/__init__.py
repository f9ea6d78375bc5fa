"""Parsers: wikitext, HTML and plain-text renders of the Ruleset -> :class:`~blognomic_tools.models.Ruleset`."""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import NotARulesetError
from ..models import Revision, Ruleset
from .blocks import KNOWN_SECTIONS, Boundary, Heading, build_ruleset, render_block
from .html import parse_html
from .text import parse_text
from .wikitext import parse_wikitext

FORMATS = ("wikitext", "html", "text")


def detect_format(content: str, name: str = "") -> str:
    """Guess the format from the content first, the file extension second."""
    head = content.lstrip()[:4000]
    if re.match(r"(?is)^(<!doctype html|<html|<div class=\"mw-parser-output\"|<div class='mw-parser-output')", head) or (
        re.search(r"<h[1-6][ >]", head) and re.search(r"</(p|div|h[1-6])>", head)
    ):
        return "html"
    if re.search(r"(?m)^={1,6}[^=\n].*={1,6}\s*$", content) or "{{TOCRight}}" in head:
        return "wikitext"
    ext = Path(name).suffix.lower()
    if ext in (".html", ".htm"):
        return "html"
    if ext in (".wiki", ".wikitext", ".mediawiki"):
        return "wikitext"
    return "text"


def parse_ruleset(content: str, *, fmt: str | None = None, source: str = "", title: str = "", revision: Revision | None = None) -> Ruleset:
    """Parse a Ruleset from its content. Raises NotARulesetError if it does not look like one."""
    if not content.strip():
        raise NotARulesetError(f"{source or 'input'}: the page is empty")
    fmt = fmt or detect_format(content, source)
    if fmt == "wikitext":
        page = parse_wikitext(content, title=title)
    elif fmt == "html":
        page = parse_html(content, title=title)
    elif fmt == "text":
        page = parse_text(content)
    else:
        raise ValueError(f"unknown format {fmt!r}")
    if title:
        page.title = title
    if revision is not None:
        page.revision = revision
    ruleset = build_ruleset(page, source=source)
    for rule in ruleset.rules():
        for t in rule.tables:
            if t.unreadable and source:
                t.unreadable = f"{source}: {t.unreadable}"
    if not ruleset.title and source:
        ruleset.title = Path(source).stem if "://" not in source else source
    check_is_ruleset(ruleset, source or "input", fmt)
    check_complete(ruleset, page, source or "input")
    return ruleset


_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def stated_sections(ruleset: Ruleset) -> int | None:
    """How many Sections the Ruleset says it has ("It comprises four Sections"; R70: "Section One ... Three")."""
    first = next(ruleset.rules(), None)
    text = first.text if first is not None else ""
    m = re.search(r"comprises (\w+) Sections", text, re.I)
    if m:
        return _COUNTS.get(m.group(1).lower())
    ordinals = [_COUNTS.get(w.lower(), 0) for w in re.findall(r"\bSection (One|Two|Three|Four|Five|Six)\b", text)]
    return max(ordinals) if ordinals else None


def check_is_ruleset(ruleset: Ruleset, where: str, fmt: str) -> None:
    known = {s.casefold() for s in KNOWN_SECTIONS}
    names = [s.name for s in ruleset.sections]
    n_rules = sum(1 for _ in ruleset.rules())
    if not any(n.casefold() in known for n in names) or n_rules < 3:
        found = ", ".join(names[:5]) or "no headings"
        raise NotARulesetError(
            f"{where}: not a BlogNomic ruleset (read as {fmt}: found {found}; "
            f"expected sections such as Core Rules / Dynastic Rules and at least 3 rules)"
        )


# The rule each era's last Section closes with, and what that rule always holds: R205, R209 and the live
# Ruleset end their Appendix with Synonyms, whose list maps the era's terms to "(Player)" and "(Emperor)";
# R70 ends its Glossary with Spelling. Used only when the format shows no end of its own (a text render;
# wikitext or HTML without its wrappers).
CLOSING_RULES = {"appendix": ("Synonyms", ("(Player)", "(Emperor)")), "glossary": ("Spelling", ())}
_SENTENCE_END = re.compile(r"[.!?…][\"'”’)\]]*\s*$")


def check_complete(ruleset: Ruleset, page, where: str) -> None:
    """Refuse a Ruleset that stops before its end, from the page's own structure: what the format leaves
    open (a section's ``<div>``, a table, the HTML content), the Sections its first rule counts, and,
    when the format has no end marker (text renders), the last Section's closing rule and a last line
    that ends a sentence. Raises NotARulesetError saying where the page stops."""
    problems = []
    if page.extra.get("unclosed"):
        problems.append(page.extra["unclosed"])
    names = [s.name for s in ruleset.sections]
    stated = stated_sections(ruleset)
    if stated is not None and len(names) < stated:
        problems.append(f"its first rule says it comprises {stated} Sections, but only {len(names)} were found ({', '.join(names)})")
    if not problems and not page.extra.get("closed"):
        last = ruleset.sections[-1]
        closing, holds = CLOSING_RULES.get(last.name.casefold(), (None, ()))
        if closing:
            rule = next((r for r in last.walk() if r.name.casefold() == closing.casefold()), None)
            if rule is None:
                problems.append(f"the {last.name} has no rule '{closing}', the rule it ends with")
            else:
                missing = [h for h in holds if h not in rule.full_text()]
                if missing:
                    problems.append(f"its closing rule '{closing}' stops before its list of terms (no {', '.join(missing)})")
        tail = next((b for b in reversed(page.blocks) if not isinstance(b, Boundary)), None)
        text = render_block(tail).rstrip() if tail is not None and not isinstance(tail, Heading) else ""
        if not problems and not _SENTENCE_END.search(text):
            shown = " ".join(text.split()[-8:]) if text else (tail.title if tail is not None else "")
            problems.append(f"its last line stops mid-sentence (...{shown!r})")
    if problems:
        raise NotARulesetError(f"{where}: the ruleset is incomplete (truncated?): {'; '.join(problems)}{_stops_at(ruleset)}")


def _stops_at(ruleset: Ruleset) -> str:
    last = None
    for last in ruleset.rules():
        pass
    if last is None:
        return ""
    return f"; the page stops in '{last.title}' ({last.section})"


def load_ruleset(path: str | Path, fmt: str | None = None) -> Ruleset:
    from ..sources.files import read_text

    return parse_ruleset(read_text(path), fmt=fmt, source=str(path))


__all__ = ["FORMATS", "detect_format", "parse_ruleset", "load_ruleset", "parse_wikitext", "parse_html", "parse_text"]
