"""The precision nets run once a whole Ruleset is read: what a sentence read alone cannot know. A kind read off a
word default where a sentence not read names the variable (it may say its values), and a player's value a sentence
names that no sentence declares, are listed, never left as a reading that looks sure."""
from __future__ import annotations

import re

from ..models import Rule
from ..phrasings import schema as wordings
from ..reading.phrasing import Terms, compile_phrasing
from ..reading.text import sentences
from .declaration_store import Declarations, cite_sentence, find_declared, list_unread
from .declaration_values import KIND_OF_DEFAULT
from .model import POSSIBLE


def after_reading(rules: list[Rule], terms: Terms, out: Declarations) -> None:
    kinds_said_elsewhere(out)
    values_named_not_declared(rules, terms, out)


def kinds_said_elsewhere(out: Declarations) -> None:
    """A kind read off a word default ("starts out with eir Loyalty set to Neither": a text) is not kept where a sentence
    of the same rule naming the variable was not read ("… whose Loyalty is to the Owl, Raven, or Neither"): that
    sentence may say its values; the kind is left unsaid, with the reason."""
    for v in out.vars.values():
        if KIND_OF_DEFAULT not in v.notes:
            continue
        if v.values or v.kind != "text" or v.citation is None:  # its values read after all (a table's items): kept
            v.notes = [n for n in v.notes if n != KIND_OF_DEFAULT]
            continue
        name = re.compile(rf"\b{re.escape(v.name)}\b", re.I)
        said = next((u for u in out.unread if u.citation.rule == v.citation.rule and name.search(u.citation.text)), None)
        v.notes = [n for n in v.notes if n != KIND_OF_DEFAULT]
        if said is not None:
            v.kind = "unspecified"
            v.notes = v.notes + [
                f"its kind not read: a sentence not read names it (“{said.citation.text[:60]}”)"]


def values_named_not_declared(rules: list[Rule], terms: Terms, out: Declarations) -> None:
    """A sentence naming a player's value by a name no sentence declares ("… to be that Skater’s Homelane",
    phrasings.schema UNDECLARED_VALUES), read as nothing else, is listed as not read with that name."""
    rxs = [compile_phrasing(e["phrasing"], terms, 0, wordings.SPACES) for e in wordings.UNDECLARED_VALUES]
    listed = {u.citation.text for u in out.unread}
    cited = {c.text for v in out.vars.values() for c in [v.citation, *v.cited.values()] if c is not None}
    for rule in rules:
        for s in sentences(rule.text or ""):
            if s in listed or s in cited:
                continue
            for rx in rxs:
                m = next((m for m in rx.finditer(s) if not _declared(out, m.group("name"))), None)
                if m is not None:
                    list_unread(out, cite_sentence(rule, s), f"it names {m.group('name')}, a value no sentence declares", POSSIBLE)
                    listed.add(s)
                    break


def _declared(out: Declarations, name: str) -> bool:
    """Whether ``name`` is a declared variable, or the start of one said with a word in lower case after it ("their
    Spare Parts bin" of Spare Parts Bin)."""
    start = name.casefold() + " "
    return find_declared(out, name) is not None or any(v.name.casefold().startswith(start) for v in out.vars.values())
