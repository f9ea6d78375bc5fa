"""The action reader's net: whether a sentence looks like it grants (or requires) an action, decided from general
cues kept as data (phrasings.actions GRANT_KINDS, GRANT_MODALS, GRANT_ACTORS, GRANT_IMPERATIVES,
GRANT_PRESENT_STEPS, GRANT_OUTCOMES), whatever its form. The reader lists a sentence the net catches and it did not
read as not read, so that no sentence granting an action is passed over in silence. Recall over precision: a sentence
caught costs a line of the unread list. A second net is keyed on the dynasty's own declared variables rather than on a
sentence's form (GRANT_BY_VARIABLE): a sentence naming one of them and a change of it is listed, whoever makes the
change and however it is said, so that the validator never calls a change unexplained that such a sentence allows."""
from __future__ import annotations

import re

from ..phrasings import actions as W
from ..reading.phrasing import Terms
from .action_effects import alternation, phrasing_rx
from .action_variables import mentions

__all__ = ["grant_cue", "variable_cue"]


def _search(table: list[dict], text: str, terms: Terms) -> re.Match | None:
    for e in table:
        m = phrasing_rx(e["phrasing"], terms).search(text)
        if m:
            return m
    return None


def grant_cue(text: str, terms: Terms) -> str | None:
    """The words that make ``text`` look like it grants an action (a kind or frequency of action, an actor and a
    permission or duty in the same clause, or the permission in the passive with its actor after "by"), or None."""
    text = re.sub(r"\s+", " ", text.replace("’", "'")).strip()
    if " | " in text:  # a table row's cells ("Reapportion | If the Purse …, remove that Purse …", round 61): each its own
        return next((c for c in (grant_cue(cell, terms) for cell in text.split(" | ") if cell.strip()) if c), None)
    # words quoted (a text, an effect's wording) are no permission given; a participle quoted after "be" is the verb
    # of a passive permission ("a trinket may be “used” by the Roller owning it", round 64)
    text = re.sub(r"(?<=\bbe )“(?P<verb>[a-z]+(?:ed|en|t))”|“[^”]*”", lambda m: m.group("verb") or "“…”", text)
    m = _search(W.GRANT_KINDS, text, terms) or _search(W.GRANT_BARE_PASSIVES, text, terms) \
        or _search(W.GRANT_IMPERATIVES, text, terms) or _search(W.GRANT_PRESENT_STEPS, text, terms) \
        or _search(W.GRANT_OUTCOMES, text, terms)
    if m:
        return m.group(0)
    actor, modal, passive = (alternation(t) for t in (W.GRANT_ACTORS, W.GRANT_MODALS, W.GRANT_PASSIVES))
    # an aside in brackets between the actor and the modal is passed over ("Any Operative that is part of a group
    # (even a group of 1) that completed a caper must …", round 51)
    m = phrasing_rx(rf"{actor}(?: \([^()]*\))?(?:(?:[^;:.()]|\([^()]{{0,60}}\)){{0,100}}?)? (?P<modal>{modal})\b", terms).search(text)
    if m is None:
        m = phrasing_rx(rf"(?P<modal>{passive}) {actor}", terms).search(text)
    if m is None:  # an outcome said in the present of the actor the sentence opens with ("The Logbook then loses 1 Nerve."),
        # no modal between them (a modal's sentence is the modal's to catch, or the item it is in)
        outcome = alternation(W.GRANT_OUTCOME_VERBS)
        label = r"(?:(?-i:[A-Z])[\w'’ -]{0,30}: )?"  # "Brisk: The Deckhand drinking … subtracts 19 …"
        gap = r"(?:(?:(?!\b(?:must|may|can|cannot|should|shall|will)\b)(?:[^;:.()]|\([^()]{0,60}\))){0,160}?)?"
        m = phrasing_rx(rf"^{label}(?:(?:the|any|each|every|a|an|that|this|all) )?(?:[\w-]+ )?{actor}(?: \([^()]*\))?{gap} "
                        rf"(?P<modal>{outcome})", terms).search(text)
    return m.group("modal") if m else None


def variable_cue(text: str, names: list[str], terms: Terms) -> str | None:
    """The declared variable (of ``names``) ``text`` names together with a change of it (phrasings.actions
    GRANT_BY_VARIABLE), as "<verb> … <name>" words, or None: a sentence that says how a declared value changes."""
    text = re.sub(r"\s+", " ", text.replace("’", "'"))
    if phrasing_rx(W.GRANT_BY_VARIABLE["not"]["phrasing"], terms).search(text):
        return None
    change = phrasing_rx(W.GRANT_BY_VARIABLE["change"]["phrasing"], terms).search(text)
    if change is None:
        return None
    hits = [m for n in names if len(n.strip()) > 1 for m in mentions(n, text)]
    if not hits:
        return None
    m = min(hits, key=lambda h: (min(abs(h.start() - change.end()), abs(change.start() - h.end())), -len(h.group(0))))
    return f"{change.group(0)} … {m.group(0)}" if change.start() < m.start() else f"{m.group(0)} … {change.group(0)}"
