"""A draft proposal checked before it is posted: read the way the tools read a post body, applied to the Ruleset in
force the way `enact` applies it, so that the author sees what an admin would apply and what not, and why.

    draft_html(text) -> the body as the blog would hold it (a text or Markdown-ish draft; HTML is kept as it is)
    check_draft(body_html, ruleset_text, ruleset=..., profile=...) -> DraftCheck
    check_draft_text(draft, ruleset_text, source=...) -> DraftCheck: the whole check of a draft as its author gives it
        (what `proposal check` and the browser's page run)

What a check reports: each instruction read, in order, with its kind and place; the Ruleset's diff; every line that
would not be applied (not understood, an order no form reads, words the coverage check left over, a rule or a quoted
text that is not there, a change the Ruleset already shows), quoted, with "did you mean" where there is a near one; the
proposal limits of the Ruleset in force (read by the rules profile), each said as checked or as what a draft cannot
tell. A conditional's condition is decided at enactment: its instructions are checked as if it held.

Pure: no I/O (the caller reads the draft and the Ruleset).
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Callable

from ..models import Instruction
from ..parsers.proposal import read_instructions
from . import walk
from .ruleset import RulesetEnactment, apply_to_ruleset

__all__ = ["DraftCheck", "check_draft", "check_draft_text", "draft_html", "place_of", "revision_as_of", "status_of"]

# A draft that is HTML already (the blog's editor, a saved body): one of the tags a post body is written with.
_HTML = re.compile(r"<(?:p|br|div|blockquote|ul|ol|li|b|i|strong|em|span|a|h[1-6]|hr|pre)\b[^>]*>", re.I)
_BULLET = re.compile(r"^\s*(?:[-*+]|(?P<num>\d{1,3})[.)])\s+")
_DID_YOU_MEAN = re.compile(r"\s*\(did you mean (?P<m>.+)\?\)\s*$")
# what the reader's reasons say, sorted into what the author is told (data: the reason's start -> the kind of refusal)
REFUSALS = [
    (r"^words no part of the instruction accounts for", "words left over"),
    (r"^an order \(", "commentary that looks like an order"),
    (r"^no rule ", "no such rule"),
    (r" is not in rule ", "quoted text not in the rule"),
]
# the gamestate reader's reason for a name it does not know as a player's (enactment.gamestate)
_UNKNOWN_PLAYER = re.compile(r"^unknown \w+ ['\"“](?P<n>[^'\"”]+)['\"”] \(the \w+ are ")
# the sections whose rules' text a change of makes a proposal not Popular on the 48-hour basis (Ruleset 205, 209)
CORE_SECTIONS = re.compile(r"\b(?:core|special\s+case|appendix)\b", re.I)


def draft_html(text: str) -> str:
    """A draft as the blog holds a body: HTML is kept; plain or Markdown-ish text becomes paragraphs (a blank line
    between them, a line break within), "> " lines a quotation, "- " / "* " / "1. " lines a list, **bold** and
    *italics* as such."""
    if re.search(r"<html\b|class=[\"']post-body\b", text, re.I):  # a saved post page: its body only
        from ..parsers.blog import parse_post_page

        return parse_post_page(text, "draft")[0].body_html or ""
    if _HTML.search(text):
        return text
    return _blocks_html(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))


def _blocks_html(lines: list[str]) -> str:
    out: list[str] = []
    para: list[str] = []
    k = 0

    def flush():
        if para:
            out.append("<p>" + "<br>\n".join(_inline(x) for x in para) + "</p>")
            para.clear()

    while k < len(lines):
        line = lines[k]
        if not line.strip():
            flush()
            k += 1
        elif line.lstrip().startswith(">"):
            flush()
            quoted = []
            while k < len(lines) and lines[k].lstrip().startswith(">"):
                quoted.append(re.sub(r"^\s*>\s?", "", lines[k]))
                k += 1
            out.append("<blockquote>" + _blocks_html(quoted) + "</blockquote>")
        elif _BULLET.match(line) and not re.match(r"^\s*\*\*", line):
            flush()
            tag = "ol" if _BULLET.match(line).group("num") else "ul"
            items = []
            while k < len(lines) and _BULLET.match(lines[k]) and not re.match(r"^\s*\*\*", lines[k]):
                items.append("<li>" + _inline(_BULLET.sub("", lines[k], count=1)) + "</li>")
                k += 1
            out.append(f"<{tag}>" + "".join(items) + f"</{tag}>")
        else:
            para.append(line.strip())
            k += 1
    flush()
    return "\n".join(out)


def _inline(s: str) -> str:
    s = html.escape(s, quote=False)
    s = re.sub(r"\*\*(?=\S)(.+?)(?<=\S)\*\*", r"<strong>\1</strong>", s)
    return re.sub(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])", r"<em>\1</em>", s)


def place_of(ins: Instruction) -> str:
    """Where an instruction acts, as the check says it: the rule, and the place in it."""
    where = ""
    if ins.where:
        side, _, what = str(ins.where).partition(":")  # the place as its text form says it: "after “X”", "heading “Camp”"
        where = f", {side} “{what}”" if what else f", {side}"
    if ins.kind == "add_rule":
        inside = f" as a subrule of “{ins.parent}”" if ins.parent else f" in {ins.section}" if ins.section else " in the Dynastic Rules"
        return f"new rule “{ins.title or '?'}”{inside}{where}"
    if ins.kind == "conditional":
        return f"if: {ins.condition or '?'}"
    if ins.kind == "gamestate":
        g = ins.gamestate or {}
        return "the gamestate" + (f": {g.get('who')}'s {g.get('variable')}" if g.get("who") and g.get("variable") else "")
    if ins.kind in ("not_understood", "commentary"):
        return ""
    return f"rule “{ins.rule or ins.parent or '?'}”{where}"


@dataclass
class DraftCheck:
    instructions: list[Instruction]
    ruleset: RulesetEnactment
    source: str = ""
    limits: list[dict] = field(default_factory=list)  # {"what", "value", "rule", "checked": bool, "said"}
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # what the rules profile could not read whole (said apart, not in the report)

    @property
    def read(self) -> list[tuple[int, Instruction]]:
        """(depth, instruction) of each instruction read, in order (commentary apart)."""
        return [(d, i) for d, i in walk(self.instructions) if i.kind != "commentary"]

    @property
    def commentary(self) -> list[Instruction]:
        return [i for _, i in walk(self.instructions) if i.kind == "commentary"]

    @property
    def counted(self) -> list[Instruction]:
        """The instructions an admin applies (a conditional is the instructions it governs)."""
        return [i for _, i in self.read if i.kind != "conditional"]

    @property
    def refused(self) -> list[dict]:
        """Every line that would not be applied: {"sentence", "kind", "why", "did_you_mean"} in the draft's order."""
        out = []
        for ins in self.counted:
            if ins.kind == "gamestate" and ins.gamestate:
                continue  # read; applied to the gamestate page at enactment
            if ins.status == "applied":
                continue
            why = ins.reason or ("a gamestate change no known form reads" if ins.kind == "gamestate" else "not applied")
            if ins.status == "already applied":
                kind = "already in the Ruleset"
            elif ins.kind == "not_understood":
                kind = next((k for p, k in REFUSALS[:2] if re.search(p, why)), "not understood")
            elif ins.kind == "gamestate":
                kind = "not understood"
            else:
                kind = next((k for p, k in REFUSALS[2:] if re.search(p, why)), "cannot be applied")
            m = _DID_YOU_MEAN.search(why)
            out.append({"sentence": ins.sentence, "kind": kind, "why": why[: m.start()] if m else why,
                        "did_you_mean": m.group("m") if m else None})
        return out

    @property
    def missing(self) -> list[dict]:
        """The rule names and quoted texts of the draft that are not in the Ruleset, each with its nearest one."""
        return [r for r in self.refused if r["kind"] in ("no such rule", "quoted text not in the rule")]

    @property
    def ready(self) -> bool:
        return bool(self.counted) and not self.refused

    @property
    def verdict(self) -> str:
        n, k = len(self.counted), len(self.refused)
        if not self.counted:
            return f"not ready: no instruction read ({'commentary only' if self.commentary else 'nothing'}): an admin would apply nothing"
        if self.ready:
            return f"ready: an admin would apply all {n} instruction{'s' if n != 1 else ''}"
        return f"not ready: {k} line{'s' if k != 1 else ''} would not be applied (of {n} instruction{'s' if n != 1 else ''} read)"

    @property
    def exit_code(self) -> int:
        return 0 if self.ready else 1

    def diff(self) -> str:
        return self.ruleset.diff(self.source or "Ruleset")

    def to_dict(self) -> dict:
        return {
            "ready": self.ready, "verdict": self.verdict, "ruleset": self.source,
            "instructions": [{"n": n, "depth": d, "kind": i.kind, "place": place_of(i), "status": status_of(i), "sentence": i.sentence,
                              **({"reason": i.reason} if i.reason and i.status != "applied" else {})}
                             for n, (d, i) in enumerate(self.read, 1)],
            "refused": self.refused, "missing": self.missing,
            "commentary": [i.sentence for i in self.commentary],
            "diff": self.diff(), "limits": self.limits, "notes": self.notes,
        }


def status_of(ins: Instruction) -> str:
    if ins.kind == "conditional":
        return "decided at enactment (checked as if it holds)" if ins.condition_met is None or ins.reason == _ASSUMED else (
            "condition met" if ins.condition_met else "condition not met")
    if ins.kind == "gamestate" and ins.gamestate:
        return "gamestate change (applied to the gamestate page at enactment)"
    if ins.kind in ("not_understood", "gamestate"):
        return "not understood"
    return ins.status


_ASSUMED = "decided at enactment: checked as if it holds"


def check_draft(body_html: str, ruleset_text: str, *, ruleset=None, profile=None, schema=None, source: str = "") -> DraftCheck:
    """Read a draft's body (HTML as the blog holds it: `draft_html` of a text draft) and apply what it says to the
    Ruleset's wikitext, as `enact` would; nothing is written. `ruleset` is that wikitext parsed, `profile` its rules
    profile (for the limits) and `schema` its gamestate schema (to read gamestate sentences), each when known."""
    instructions = read_instructions(body_html, source=source or "draft")
    for _, ins in walk(instructions):
        if ins.kind == "conditional" and ins.condition_met is None:
            ins.condition_met, ins.reason = True, _ASSUMED
    if schema is not None and any(i.kind in ("gamestate", "not_understood") for _, i in walk(instructions)):
        from .gamestate import read_gamestate_instructions

        instructions = read_gamestate_instructions(instructions, schema, [])
        named = sorted({m.group("n") for _, i in walk(instructions) if i.kind == "not_understood"
                        for m in [_UNKNOWN_PLAYER.search(i.reason or "")] if m})
        if named:  # the players are on the gamestate page, not read here: a name is taken as a player's
            for _, i in walk(instructions):
                if i.kind == "not_understood" and _UNKNOWN_PLAYER.search(i.reason or ""):
                    i.reason = None
            instructions = read_gamestate_instructions(instructions, schema, named)
            players_taken = named
        else:
            players_taken = []
    else:
        players_taken = []
    rs = apply_to_ruleset(ruleset_text, instructions, source=source, ruleset=ruleset)
    check = DraftCheck(instructions=instructions, ruleset=rs, source=source or "Ruleset")
    if any(i.kind == "conditional" for _, i in check.read):
        check.notes.append("a condition is decided when the proposal is enacted: the instructions it governs are checked as if it held")
    if any(i.kind == "gamestate" and i.gamestate for _, i in check.read):
        check.notes.append("gamestate changes are read, not tried: the gamestate page is changed (and validated) at enactment")
    if players_taken:
        check.notes.append(f"{', '.join(players_taken)}: taken as players' names (the gamestate page is not read here: check the spelling)")
    if profile is not None:
        check.limits = limits_of(profile, rs)
    return check


def check_draft_text(draft: str, ruleset_text: str, *, source: str = "", stage: Callable[[str], None] | None = None) -> DraftCheck:
    """A draft as its author gives it (text, Markdown-ish or the blog's HTML: `draft_html`) checked against the
    Ruleset's wikitext: the Ruleset read, its rules profile (for the limits; its warnings in `warnings`) and its
    gamestate schema (to read gamestate sentences), then `check_draft`. `stage` is told each stage as it begins
    ("reading the Ruleset", "applying the draft")."""
    from ..parsers import parse_ruleset
    from ..profile import build_profile
    from ..validators.schema import extract_schema

    body = draft_html(draft)
    if stage:
        stage("reading the Ruleset")
    rs = parse_ruleset(ruleset_text, fmt="wikitext", source=source)
    profile = build_profile(rs)
    if stage:
        stage("applying the draft")
    check = check_draft(body, ruleset_text, ruleset=rs, profile=profile, schema=extract_schema(rs, profile), source=source)
    check.warnings = list(profile.warnings)
    return check


def limits_of(profile, rs: RulesetEnactment) -> list[dict]:
    """The proposal limits the rules profile reads from the Ruleset in force, each with what a draft can tell of it."""
    out = []
    f = profile.proposal.get("limits")
    rule = _rule_of(f)
    if f is not None and f.value:
        v = f.value
        if v.get("pending") is not None:
            out.append({"what": "proposals pending", "value": v["pending"], "rule": rule, "checked": False,
                        "said": f"at most {v['pending']} of your Proposals pending when you post it: not checked here "
                                "(it depends on your Proposals on the blog, not on the draft)"})
        if v.get("per_day") is not None:
            span = "in 24 hours" if v.get("day") == "24 hours" else "a day"
            out.append({"what": "proposals per day", "value": v["per_day"], "rule": rule, "checked": False,
                        "said": f"at most {v['per_day']} Proposals made {span}: not checked here (it depends on the Proposals you made)"})
    elif f is not None and f.status not in ("absent",):
        out.append({"what": "proposal limits", "value": None, "rule": rule, "checked": False,
                    "said": "the Ruleset limits proposals in wording the tools do not read: check it by hand" + (f" ({f.note})" if f.note else "")})
    x = profile.proposal.get("popular_exception")
    if x is not None and x.value:
        core = sorted({t.get("section") or "" for t in rs.touched if CORE_SECTIONS.search(t.get("section") or "")})
        if core:
            out.append({"what": "popular exception", "value": x.value, "rule": _rule_of(x), "checked": True,
                        "said": f"it changes the text of rules in {', '.join(core)}: such a Proposal cannot be Popular on the 48-hour basis "
                                f"(“{x.value}”)"})
        else:
            out.append({"what": "popular exception", "value": x.value, "rule": _rule_of(x), "checked": True,
                        "said": "it changes no Core, Special Case or Appendix rule: the 48-hour Popular basis is open to it"})
    return out


def _rule_of(f) -> str | None:
    c = getattr(f, "citation", None) if f is not None else None
    return getattr(c, "rule", None) if c is not None else None


def revision_as_of(history: list, when) -> object | None:
    """The revision of a page's history (oldest first) in force at `when`: the last one saved at or before it."""
    at = when.strftime("%Y-%m-%dT%H:%M:%SZ")
    got = None
    for r in history:
        if (r.revision.timestamp or "") <= at:
            got = r
    return got
