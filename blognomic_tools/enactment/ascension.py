"""The turn of a dynasty applied to the Ruleset's wikitext, as the Ruleset in force says it (pure: no I/O).

    turn = read_turn(ruleset)                       # which steps the rules state, each with its sentence
    plan = plan_ascension(wikitext, address, turn)  # the new text, each step's outcome, what blocks the save

A step the rules in force do not state is not done (listed "not stated by the rules"). Each step done cites the
sentence of the Ruleset that states it. What the Address says that cannot be applied (a term that is not a term of
the rules, a rule kept that does not exist, Building Blocks named) blocks the save: nothing is guessed.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from ..models import Ruleset, normalise_title
from ..phrasings import ascension as W
from ..reading.phrasing import compile_table, first_match

STEP_NAMES = tuple(W.STEPS)  # the steps of the turn, in the order they are read and done
STATUS_TAG = re.compile(r"\[\s*(Active|Inactive)\s*\]", re.I)


@dataclass
class Stated:
    """A step as the Ruleset states it: the sentence, the rule it is in, the wording's entry (its mode, its place)."""
    step: str
    sentence: str
    rule: str
    entry: dict


@dataclass
class Step:
    step: str
    status: str  # "done" | "nothing to do" | "not stated by the rules" | "blocked" | "by hand"
    cites: Stated | None = None
    details: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"step": self.step, "status": self.status, "details": self.details,
                "rule": self.cites.rule if self.cites else None, "sentence": self.cites.sentence if self.cites else None}


@dataclass
class AscensionPlan:
    old: str
    new: str
    steps: list[Step]
    blocks: list[str]  # why the turn may not be saved (what the Address says that cannot be read or applied)
    summary: str

    @property
    def changed(self) -> bool:
        return self.new.rstrip() != self.old.rstrip()

    def diff(self, title: str) -> str:
        return "".join(difflib.unified_diff(self.old.rstrip().splitlines(keepends=True), self.new.rstrip().splitlines(keepends=True),
                                            fromfile=title, tofile=f"{title} (after the Ascension Address)"))


_STOP = re.compile(r"[.!?][)”\"]?\s+|\n")


def _sentence(text: str, a: int, b: int) -> str:
    """The sentence around text[a:b]: from the end of the sentence before to its own end."""
    starts = [m.end() for m in _STOP.finditer(text, max(0, a - 2000), a)]
    start = starts[-1] if starts else max(0, a - 2000)
    m = _STOP.search(text, b)
    end = m.start() + 1 if m else len(text)
    return text[start:end].strip(" *\n")


def _rule_at(rs: Ruleset, offset: int) -> str:
    best = None
    for r in rs.rules():
        if r.span and r.span[0] <= offset < r.span[1]:
            best = r  # deeper rules come later in the walk
    return best.title if best else "the Ruleset"


def read_turn(rs: Ruleset) -> dict[str, Stated]:
    """Which steps of the turn the Ruleset's text states: {step: the sentence that states it}."""
    text = rs.raw or ""
    out: dict[str, Stated] = {}
    for step in STEP_NAMES:
        found = first_match(W.STEPS[step], text, spaces=W.SPACES)
        if found:
            entry, m = found
            out[step] = Stated(step, _sentence(text, m.start(), m.end()), _rule_at(rs, m.start()), entry)
    return out


def synonyms(rs: Ruleset) -> list[tuple[str, str, tuple[int, int]]]:
    """The Synonyms rule's list: (term, the term in parentheses, the parentheses' span in the text)."""
    text = rs.raw or ""
    out = []
    for r in rs.rules():
        if normalise_title(r.name) == normalise_title("Synonyms") and r.span:
            body = text[r.span[0]:r.span[1]]
            for _, rx in compile_table(W.RULESET["synonym_item"], spaces=W.SPACES, flags=re.M | re.I):
                for m in rx.finditer(body):
                    open_ = r.span[0] + m.start("canonical") - 1
                    out.append((m.group("term").strip(), m.group("canonical").strip(), (open_, r.span[0] + m.end("canonical") + 1)))
    return out


def _term_rx(old: str) -> re.Pattern:
    # the word and its plural and possessive forms, capitalised or not ("Vassal", "Vassals", "vassal's")
    first = re.escape(old[0].upper()) + "|" + re.escape(old[0].lower())
    return re.compile(rf"(?<!\w)(?P<first>{first}){re.escape(old[1:])}(?=(?:e?s)?(?!\w))")


def replace_terms(text: str, pairs: list[tuple[str, str]], protected: list[tuple[int, int]]) -> tuple[str, dict[str, int]]:
    """Every term replaced, the case of its first letter kept, outside the protected spans; and how many of each."""
    counts: dict[str, int] = {}
    marks = []  # (start, end, new)
    taken = list(protected)
    for old, new in pairs:
        n = 0
        for m in _term_rx(old).finditer(text):
            if any(a <= m.start() < b for a, b in taken):
                continue
            repl = new if m.group("first").isupper() else new[0].lower() + new[1:]
            marks.append((m.start(), m.end(), repl))
            n += 1
        taken += [(a, b) for a, b, _ in marks[-n:]] if n else []
        counts[old] = n
    for a, b, repl in sorted(marks, reverse=True):
        text = text[:a] + repl + text[b:]
    return text, counts


@dataclass
class _Draft:
    """The turn as planned so far: each step's outcome, what blocks the save, the cuts on the original text, the summary's parts."""
    steps: list[Step] = field(default_factory=list)
    blocks: list[str] = field(default_factory=list)
    cuts: list[tuple[int, int, str]] = field(default_factory=list)  # (start, end, replacement) on the original text
    said: list[str] = field(default_factory=list)


def _plan_repeal(draft: _Draft, address, rs: Ruleset, st: Stated | None) -> None:
    """The dynastic rules repealed (or kept), as the rules in force state it."""
    dyn = rs.section("Dynastic Rules")
    if st is None:
        draft.steps.append(Step("repeal", "not stated by the rules", details=["the Ruleset in force says nothing of repealing dynastic rules"]
                                + (["the Address names rules all the same: not applied"] if address.kept or address.repealed else [])))
        if address.kept or address.repealed:
            draft.blocks.append("the Address keeps or repeals dynastic rules, which the Ruleset in force does not provide for")
    elif dyn is None:
        draft.steps.append(Step("repeal", "blocked", st, ["the Ruleset has no “Dynastic Rules” section"]))
        draft.blocks.append("the Ruleset has no “Dynastic Rules” section to repeal rules from")
    elif st.entry["mode"] == "numbered":
        draft.steps.append(Step("repeal", "by hand", st, ["rules numbered 10 or above are repealed and the rest renumbered: not done by this command"]))
        if address.repealed or address.kept is not None:
            draft.blocks.append("the numbered era's repeal and renumbering is not done by this command; do it by hand")
    else:
        _repeal_named(draft, address, dyn, st)


def _repeal_targets(draft: _Draft, address, dyn, st: Stated) -> tuple[list, list[str]]:
    """The dynastic rules the Address repeals (kept ones left out) and the names it gives that are no rule of the section."""
    names = {normalise_title(r.name): r for r in dyn.rules}
    if st.entry["mode"] == "keep":
        if address.repealed is not None and address.kept is None:
            draft.blocks.append("the Address lists rules to repeal, but the rules in force have it list the rules kept "
                                f"(“{st.sentence}”)")
        wanted = address.kept or []
        unknown = [k for k in wanted if normalise_title(k) not in names]
        go = [r for key, r in names.items() if key not in {normalise_title(k) for k in wanted}]
    else:
        wanted = address.repealed or []
        if address.kept is not None and address.repealed is None:
            wanted = [r.name for r in dyn.rules if normalise_title(r.name) not in {normalise_title(k) for k in address.kept}]
            unknown = [k for k in address.kept if normalise_title(k) not in names]
        else:
            unknown = [k for k in wanted if normalise_title(k) not in names]
        go = [names[normalise_title(k)] for k in wanted if normalise_title(k) in names]
    return go, unknown


def _repeal_named(draft: _Draft, address, dyn, st: Stated) -> None:
    """The repeal of the rules the Address names (or of all but those it keeps): their spans cut from the text."""
    go, unknown = _repeal_targets(draft, address, dyn, st)
    if unknown:
        draft.blocks.append("the Address names dynastic rules the Ruleset does not have: " + ", ".join(f"“{u}”" for u in unknown))
    for r in go:
        draft.cuts.append((r.span[0], r.span[1], ""))
    if go:
        draft.said.append(f"{len(go)} dynastic rule{'s' if len(go) != 1 else ''} repealed")
    draft.steps.append(Step("repeal", "done" if go else "nothing to do", st,
                            [f"repealed: {', '.join(r.name for r in go) or 'none'}"]
                            + ([f"kept: {', '.join(address.kept)}"] if st.entry["mode"] == "keep" and address.kept else [])))


def _status_heading(wikitext: str, r, target: str, default: str) -> tuple[int, str] | None:
    """A Special Case Rule's heading line with the status tag `target`: (where the line ends, its new text); None if it needs no change."""
    line_end = wikitext.find("\n", r.span[0])
    heading = wikitext[r.span[0]:line_end]
    m = STATUS_TAG.search(heading)
    if m and m.group(1).capitalize() != target:
        new_heading = heading[:m.start()] + f"[{target}]" + heading[m.end():]
    elif not m and target != default:
        new_heading = re.sub(r"\s*(=+)\s*$", lambda q: f" [{target}] {q.group(1)}", heading, count=1)
    else:
        return None
    return line_end, new_heading


def _plan_special_case(draft: _Draft, wikitext: str, address, rs: Ruleset, st: Stated | None) -> None:
    """Special Case Rules set to their default status (or the one the Address names)."""
    sc = rs.section("Special Case")
    if st is None:
        draft.steps.append(Step("special_case", "not stated by the rules"))
        if address.special_case:
            draft.blocks.append("the Address sets Special Case Rules, which the Ruleset in force does not have")
        return
    if sc is None:
        return
    changed = []
    named = {normalise_title(k): v for k, v in address.special_case.items()}
    unknown = [k for k in address.special_case if normalise_title(k) not in {normalise_title(r.name) for r in sc.rules}]
    if unknown:
        draft.blocks.append("the Address names Special Case Rules the Ruleset does not have: " + ", ".join(f"“{u}”" for u in unknown))
    for r in sc.rules:
        default = "Inactive" if "rare" in [t.casefold() for t in r.tags] else "Active"
        target = named.get(normalise_title(r.name), default)
        edit = _status_heading(wikitext, r, target, default)
        if edit is None:
            continue
        line_end, new_heading = edit
        draft.cuts.append((r.span[0], line_end, new_heading))
        changed.append(f"{r.name}: {target}")
    if changed:
        draft.said.append("Special Case Rules set")
    draft.steps.append(Step("special_case", "done" if changed else "nothing to do", st, changed or ["every Special Case Rule has its status already"]))


def _plan_gamestate_page(draft: _Draft, wikitext: str, address, st: Stated | None, page_exists) -> None:
    """The gamestate page the Ruleset names, changed to the one the Address names (where the rules let it)."""
    if not address.gamestate_page:
        draft.steps.append(Step("gamestate_page", "nothing to do" if st else "not stated by the rules", st, ["the Address names no new gamestate page"]))
        return
    new_page = address.gamestate_page
    found = first_match(W.RULESET["gamestate_page_link"], wikitext, spaces=W.SPACES)
    link = found[1] if found else None
    if st is None:
        draft.steps.append(Step("gamestate_page", "not stated by the rules", details=[f"the Address names [[{new_page}]]; the rules in force do not let it change the page"]))
        draft.blocks.append(f"the Address changes the gamestate page to [[{new_page}]], which the Ruleset in force does not provide for")
    elif link is None:
        draft.steps.append(Step("gamestate_page", "blocked", st, ["the Ruleset names no gamestate tracking page as “... is the [[X]] page”"]))
        draft.blocks.append("the Ruleset's sentence naming the gamestate page is not found")
    elif link.group("page").strip() == new_page:
        draft.steps.append(Step("gamestate_page", "nothing to do", st, [f"the gamestate page is [[{new_page}]] already"]))
    else:
        _change_gamestate_page(draft, new_page, link, st, page_exists)


def _change_gamestate_page(draft: _Draft, new_page: str, link: re.Match, st: Stated, page_exists) -> None:
    """The link to the gamestate page changed to `new_page`, unless the new page breaks the rule that states the step."""
    why = []
    if new_page.casefold().startswith("ruleset"):
        why.append(f"[[{new_page}]] starts with the word “Ruleset”")
    if page_exists is not None and page_exists(new_page):
        why.append(f"[[{new_page}]] exists already on the wiki")
    if why:
        draft.blocks.append("the new gamestate page breaks the rule: " + "; ".join(why) + f" (“{st.sentence}”)")
        draft.steps.append(Step("gamestate_page", "blocked", st, why))
        return
    a, b = link.span("page")
    draft.cuts.append((a, b, new_page))
    draft.said.append(f"gamestate page [[{new_page}]]")
    draft.steps.append(Step("gamestate_page", "done", st, [f"[[{link.group('page').strip()}]] → [[{new_page}]]"]
                            + ([] if page_exists is not None else ["that the page does not exist was not checked (no wiki)"])))


def _plan_building_blocks(draft: _Draft, address, st: Stated | None) -> None:
    """Building Blocks: not done by this command; named ones block the save."""
    if address.building_blocks:
        draft.blocks.append("the Address names Building Blocks: " + "; ".join(address.building_blocks) + " (transcribing them is not done by this command)")
    if st is not None:
        draft.steps.append(Step("building_blocks", "by hand", st, ["the Building Blocks section is left as it is: check it against the rule “Building Blocks”"]))


def _apply_cuts(text: str, cuts: list[tuple[int, int, str]]) -> str:
    """`text` with every (start, end, replacement) applied, the last first (so the earlier offsets hold)."""
    for a, b, repl in sorted(cuts, reverse=True):
        text = text[:a] + repl + text[b:]
    return text


def _term_pairs(address, syn: list, wikitext: str, profile_terms: dict | None) -> tuple[list[tuple[str, str]], list[str]]:
    """The Address's terms as (the rules' current word, its new word), and the ones that are no term of the rules (said)."""
    pairs, bad = [], []
    generic = {"player": (profile_terms or {}).get("player"), "emperor": (profile_terms or {}).get("emperor")}
    for old, new, line in address.terms:
        current = None
        if syn:
            for term, canonical, _ in syn:
                if old.casefold() in (term.casefold(), canonical.casefold()):
                    current = term
        else:
            current = generic.get(old.casefold()) or (old if _term_rx(old).search(wikitext) else None)
        if current is None:
            bad.append(f"“{old}” ({line!r}) is not " + ("a term of the Synonyms list" if syn else "a word of the Ruleset"))
        elif current != new:
            pairs.append((current, new))
    return pairs, bad


def _plan_terms(draft: _Draft, wikitext: str, new_text: str, address, rs: Ruleset, st: Stated | None, profile_terms: dict | None) -> str:
    """The terms, last: replaced everywhere in the new text (but the Synonyms list's parentheses, where the rules say so)."""
    if not address.terms:
        draft.steps.append(Step("terms", "nothing to do" if st else "not stated by the rules", st, ["the Address names no new terms"]))
        return new_text
    if st is None:
        draft.steps.append(Step("terms", "not stated by the rules", details=["the Address names new terms, which the Ruleset in force does not provide for"]))
        draft.blocks.append("the Address names new terms, which the Ruleset in force does not provide for")
        return new_text
    from ..parsers import parse_ruleset

    after = parse_ruleset(new_text, fmt="wikitext", source=rs.source) if new_text != wikitext else rs
    syn = synonyms(after) if "parentheses" in st.entry["where"] else []
    pairs, bad = _term_pairs(address, syn, wikitext, profile_terms)
    if bad:
        draft.blocks.append("the Address's terms cannot be applied: " + "; ".join(bad))
    protected = [span for _, _, span in syn]
    new_text, counts = replace_terms(new_text, pairs, protected)
    done = [f"{o} → {n} ({counts.get(o, 0)} times)" for o, n in pairs]
    if any(counts.values()):
        draft.said.append("terms " + ", ".join(f"{o} → {n}" for o, n in pairs))
    draft.steps.append(Step("terms", "done" if any(counts.values()) else "nothing to do", st,
                            done + [st.entry["where"]]))
    return new_text


def plan_ascension(wikitext: str, address, rs: Ruleset, turn: dict[str, Stated], *, profile_terms: dict | None = None,
                   page_exists=None) -> AscensionPlan:
    """The turn applied to `wikitext` (the Ruleset `rs` was parsed from). `profile_terms` ({"player": .., "emperor": ..})
    maps the generic Player/Emperor of an Address to the rules' own words where no Synonyms list does; `page_exists`
    (a title -> bool) checks the new gamestate page the rules require not to exist (None: not checked, said)."""
    draft = _Draft(blocks=[f"{address.url}: a line of the Address cannot be read: {u}" for u in address.unread])
    _plan_repeal(draft, address, rs, turn.get("repeal"))
    _plan_special_case(draft, wikitext, address, rs, turn.get("special_case"))
    _plan_gamestate_page(draft, wikitext, address, turn.get("gamestate_page"), page_exists)
    _plan_building_blocks(draft, address, turn.get("building_blocks"))
    new_text = _apply_cuts(wikitext, draft.cuts)
    new_text = _plan_terms(draft, wikitext, new_text, address, rs, turn.get("terms"), profile_terms)
    st = turn.get("building_blocks_page")
    if st is not None and address.terms:
        draft.steps.append(Step("building_blocks_page", "by hand", st, ["the [[Building Blocks]] page is not changed by this command: update its terms by hand"]))

    summary = f"Ascension Address “{address.title.split(':', 1)[-1].strip()}”: " + ("; ".join(draft.said) or "no change")
    return AscensionPlan(old=wikitext, new=new_text, steps=draft.steps, blocks=draft.blocks, summary=summary)
