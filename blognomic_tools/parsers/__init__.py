"""Parsers: wikitext, HTML and plain-text renders of the Ruleset -> :class:`~blognomic_tools.models.Ruleset`."""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import NotARulesetError
from ..models import Revision, Ruleset
from .blocks import KNOWN_SECTIONS, Boundary, DefList, Heading, ListBlock, Para, build_ruleset, render_block
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
        raise NotARulesetError(f"{source or 'input'}: format {fmt[:60]!r} is not one the tools read (wikitext, html or text)")
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
    ruleset.warnings.extend(f"{source or 'input'}: {w}" for w in page.extra.get("warnings", []))
    ruleset.warnings.extend(check_complete(ruleset, page, source or "input"))
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


# The rule every BlogNomic Ruleset has opened with since 2003 ("1 - Ruleset and Gamestate" in the numbered
# layouts of 2003-2006, which have no sections): a page whose rules start with it is a Ruleset even without
# a known section heading.
FIRST_RULE = "ruleset and gamestate"


def check_is_ruleset(ruleset: Ruleset, where: str, fmt: str) -> None:
    known = {s.casefold() for s in KNOWN_SECTIONS}
    names = [s.name for s in ruleset.sections]
    rules = list(ruleset.rules())
    first = re.sub(r"^\s*(?:rule\s+)?\d+\s*[-.:–—]?\s*", "", rules[0].name, flags=re.I).casefold() if rules else ""
    if not (any(n.casefold() in known for n in names) or first == FIRST_RULE) or len(rules) < 3:
        found = ", ".join(names[:5]) or "no headings"
        raise NotARulesetError(
            f"{where}: not a BlogNomic ruleset (read as {fmt}: found {found}; "
            f"expected sections such as Core Rules / Dynastic Rules, or a first rule 'Ruleset and Gamestate', and at least 3 rules)"
        )


# The rule some eras' last Section closes with, and what that rule holds: R205, R209 and the live Ruleset end their
# Appendix with Synonyms, whose list maps the era's terms to "(Player)" and "(Emperor)"; R70 ends its Glossary with
# Spelling. Other eras end otherwise (an Appendix of 2012 closes with Prioritisation, the numbered Rulesets of
# 2003-2006 with a Glossary rule), so the closing rule is looked for only where the page itself refers to it
# ('the rule "Synonyms"'), and then its absence is a weak sign of a cut: a warning, never a refusal. Looked at
# only when the format shows no end of its own (a text render; wikitext or HTML without its wrappers).
CLOSING_RULES = {"appendix": ("Synonyms", ("(Player)", "(Emperor)")), "glossary": ("Spelling", ())}


def _refers_to_rule(ruleset: Ruleset, name: str) -> bool:
    """Does some rule's text name the rule `name` as a rule ('the rule "Synonyms"', '"Synonyms" rule')?"""
    q = r"[\"“”'‘’]"
    ref = re.compile(rf"\b[Rr]ules?\s+{q}{re.escape(name)}{q}|{q}{re.escape(name)}{q}\s+[Rr]ule\b")
    return any(ref.search(r.text) for r in ruleset.rules())


# The numbered Rulesets of 2003-2006 (no Sections) say how they run: "Rules 1-9 are the "core Ruleset" ...; Rules 10
# onwards belong to the current round", and at an Ascension "the remaining Rules are then renumbered so that their
# numbers run in sequence, with the Glossary last" (a rule other rules refer to: "as defined in the Glossary"). A
# page cut between two whole rules shows it by these: a number missing from the sequence, fewer rules than the core
# it states, no Glossary at the end of a page that refers to it. Weak signs (a repeal may await its renumbering), so
# warnings.
_RULE_NUMBER = re.compile(r"^\s*(?:rule\s+)?(\d+)\s*[-.:–—]", re.I)
_CORE_RANGE = re.compile(r"\bRules\s+1\s*[-–—]\s*(\d+)\s+(?:are|form|make up)\s+the\s+[\"“']?core\b", re.I)
_GLOSSARY_REFERRED = re.compile(r"\b(?:in|with|see|by)\s+the\s+Glossary\b")
NUMBERED_CLOSING_RULE = "Glossary"


def numbered_signs(ruleset: Ruleset) -> list[str]:
    """Warnings that a Ruleset of the numbered layout stops before its end (see above); none for other layouts."""
    if any(s.name != "(no section)" for s in ruleset.sections):
        return []
    rules = list(ruleset.rules())
    if not rules:
        return []
    warnings: list[str] = []
    numbers = [m and int(m.group(1)) for m in (_RULE_NUMBER.match(r.name) for r in rules)]
    if all(numbers):
        for (a, ra), (b, rb) in zip(zip(numbers, rules), zip(numbers[1:], rules[1:])):
            if b != a + 1:
                warnings.append(f"its rules are numbered in sequence, but '{ra.name}' is followed by '{rb.name}'; "
                                "if the page was cut or a rule left out, read the whole page")
                break
        core = _CORE_RANGE.search(rules[0].text)
        if core and numbers[-1] < int(core.group(1)):
            warnings.append(f"its first rule says Rules 1-{core.group(1)} are the core Ruleset, but it stops at "
                            f"'{rules[-1].name}'; if the page was cut short, read the whole page")
    last = _RULE_NUMBER.sub("", rules[-1].name).strip()
    if (last.casefold() != NUMBERED_CLOSING_RULE.casefold()
            and any(_GLOSSARY_REFERRED.search(r.text) for r in rules)):
        warnings.append(f"the page refers to the {NUMBERED_CLOSING_RULE}, which this layout keeps last, but it ends "
                        f"with '{rules[-1].name}'; if the page was cut short, read the whole page")
    return warnings


_SENTENCE_END = re.compile(r"[.!?…;][\"'”’)\]]*\s*$")
# A last line of prose (a paragraph, a list item) this long that stops without a full stop was cut in mid-sentence (evidence); a shorter one
# (a list's last item, "Frontman (Emperor)", a table row) may end a page as written (a weak sign).
CUT_SENTENCE_WORDS = 8


def check_complete(ruleset: Ruleset, page, where: str) -> list[str]:
    """Refuse a Ruleset only on evidence that it stops before its end: what the format leaves open (a section's
    ``<div>``, a table, the HTML content), fewer Sections than its first rule counts, or (when the format has no end
    marker: text renders) a last line of prose cut in mid-sentence. Raises NotARulesetError saying where the page
    stops. Weaker signs (the last Section does not reach the rule some eras close it with, a short last line without
    a full stop) are returned as warnings, for the output to show."""
    problems: list[str] = []
    warnings: list[str] = []
    if page.extra.get("unclosed"):
        problems.append(page.extra["unclosed"])
    names = [s.name for s in ruleset.sections]
    stated = stated_sections(ruleset)
    if stated is not None and len(names) < stated:
        problems.append(f"its first rule says it comprises {stated} Sections, but only {len(names)} {'was' if len(names) == 1 else 'were'} found ({', '.join(names)})")
    if not problems and not page.extra.get("closed"):
        last = ruleset.sections[-1]
        closing, holds = CLOSING_RULES.get(last.name.casefold(), (None, ()))
        if closing:
            rule = next((r for r in last.walk() if r.name.casefold() == closing.casefold()), None)
            if rule is None and _refers_to_rule(ruleset, closing):
                warnings.append(f"the page refers to the rule '{closing}' but has no such rule (the {last.name} ends with "
                                f"'{(list(last.walk()) or [None])[-1].title if last.rules else last.name}'); if the page was cut short, read the whole page")
            elif rule is not None:
                missing = [h for h in holds if h not in rule.full_text()]
                if missing:
                    warnings.append(f"its rule '{closing}' has no list of terms (no {', '.join(missing)}); if the page was cut short, read the whole page")
        warnings.extend(numbered_signs(ruleset))
        tail = next((b for b in reversed(page.blocks) if not isinstance(b, Boundary)), None)
        text = render_block(tail).rstrip() if tail is not None and not isinstance(tail, Heading) else ""
        line = text.rsplit("\n", 1)[-1].strip() if text else ""
        if not _SENTENCE_END.search(line):
            shown = " ".join(line.split()[-8:]) if line else (tail.title if tail is not None else "")
            prose = isinstance(tail, (Para, ListBlock, DefList)) and len(line.split()) >= CUT_SENTENCE_WORDS
            if prose and line.endswith(":"):
                problems.append(f"its last line announces what follows (...{shown!r}) and nothing follows")
            elif prose:
                problems.append(f"its last line stops mid-sentence (...{shown!r})")
            else:
                warnings.append(f"its last line does not end a sentence (...{shown!r}); if the page was cut short, read the whole page")
    if problems:
        raise NotARulesetError(f"{where}: the ruleset is incomplete (truncated?): {'; '.join(problems)}{_stops_at(ruleset)}")
    return [f"{where}: {w}" for w in warnings]


def _stops_at(ruleset: Ruleset) -> str:
    last = None
    for last in ruleset.rules():
        pass
    if last is None:
        return ""
    return f"; the page stops in '{last.title}' ({last.section})"


def parse_wiki_ruleset(content: str, *, wiki: str, title: str, revision: Revision | None = None) -> Ruleset:
    """A Ruleset read from a wiki's page (wikitext): its source named "<the wiki's API> [[<page>]]", with the page's
    revision (the CLI's --wiki, the browser's pages read through the API)."""
    return parse_ruleset(content, fmt="wikitext", source=f"{wiki} [[{title}]]", title=title, revision=revision)


def load_ruleset(path: str | Path, fmt: str | None = None) -> Ruleset:
    from ..sources.files import read_text

    return parse_ruleset(read_text(path), fmt=fmt, source=str(path))


__all__ = ["FORMATS", "detect_format", "parse_ruleset", "parse_wiki_ruleset", "load_ruleset", "parse_wikitext", "parse_html", "parse_text"]
