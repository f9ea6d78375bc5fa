"""Does a sentence of a proposal order a change? A net of high recall, apart from the forms that read orders.

    orders(sentence) -> the verb that orders, or None
    imperative(sentence) -> the verb a sentence starts with in the imperative ("Throw a parade …"), or None
    remark_frame(sentence) -> is the main clause the author's explanation ("The idea is that …")?
    consequence(clause) -> does a condition's consequence change the game ("… Kevan wins the game")?
    ruleset_words(sentence) -> the words that make a change of the gamestate a change of the Ruleset, or None

Pure: no I/O. The verbs are data (phrasings.orders.ORDER_VERBS, each with its origin). A sentence orders when,
after the discourse words it starts with ("So,", "Anyway,", "And then"), its main verb is one of them in the
imperative ("Reset every Vassal's Marks."), or when a clause after a semicolon, ", and" or ", then" is ("At
Harvest; add …", "… and name it “Y”"), or when it says a change will happen ("Every Vassal's Coins shall be
reset", "… will be added"), or when it rules as advice ("We should … and declare that …",
phrasings.orders.ADVISED_ORDER). The reader (parsers.proposal) asks it of a sentence it would drop as commentary: a
sentence that orders is then not understood, never dropped, so a plan that misses it is never complete.
"""
from __future__ import annotations

import functools
import re

from ..phrasings import orders as data
from ..reading.phrasing import compile_phrasing

__all__ = ["orders", "imperative", "joined_orders", "remark_frame", "consequence", "ruleset_words", "VERBS"]

VERBS: dict[str, dict] = data.ORDER_VERBS


@functools.lru_cache(maxsize=None)
def _rx(name: str) -> re.Pattern:
    return compile_phrasing(getattr(data, name)["phrasing"], spaces=data.SPACES)


_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_PARTICIPLES = "|".join(sorted({re.escape(v["participle"]) for v in VERBS.values()}, key=len, reverse=True))
# "X shall be reset", "a rule called X will be added", "… is to be given": the order said in the future; not in the
# author's own voice ("I will be added…", "you will be set back": a remark)
_FUTURE = re.compile(rf"^(?!(?:i|we|you|this\s+(?:proposal|cfj)\s+would)\b)(?:[^.;:!?]{{0,200}}?)\b(?:shall|will|must|is\s+to|are\s+to)\s+(?:(?:then|also|now|all|each|immediately|hereby)\s+)?be\s+"
                     rf"(?:(?:then|also|immediately)\s+)?(?:{_PARTICIPLES})\b", re.I)
# the clauses after the first that may hold an order of their own
_CLAUSE = re.compile(r"\s*(?:;\s*(?:and\s+|then\s+)?|(?<=[^\s:]):\s+(?=(?-i:[a-z]))|,\s*(?:and|then)\s+(?:then\s+)?|\s+and\s+then\s+|\s+and\s+(?=(?:name|call|title|retitle|rename)\s+it\b))", re.I)
# after the verb, what an imperative takes: an object ("the", "each", a name, a quotation), never a verb's ending ("Set-up is …")
_OBJECT = re.compile(r"^\s+(?:(?:the|a|an|each|every|all|any|both|its|their|it|them|his|her|this|that|these|those|other|one|two|three|\d+"
                     r"|up|out|off|down|back|over|to|in|into|from|with|after|before|at|for|instances?|occurrences?|mentions?)\b|[“\"‘⟦]|(?-i:[A-Z]))", re.I)


def _bare(clause: str) -> str:
    return _rx("DISCOURSE").sub("", clause.strip(), count=1)


# what an imperative of a verb no list holds takes after it: a determiner, "it"/"them", a quotation or a name (never a
# preposition: "Thanks to …", "Welcome to …"; nor a bare name: "Server Nicknames are …" is a noun before a noun); "other" as
# a determiner (round 9, 2006: "Reformat other entries in the “grimoires” sub-rule … to match the layout …")
_DIRECT_OBJECT = re.compile(r"^\s+(?:(?:the|a|an|each|every|all|any|both|its|their|it|them|this|that|these|those|other)\b|[“\"‘⟦])", re.I)
# the endings of a verb that is not in the imperative: a gerund ("Making the …"), a past ("Regrouped the …"), the third
# person ("Makes the …", "Records the …"; "Pass the …", "Dismiss the …" end in -ss and stay verbs)
_NOT_IMPERATIVE_ENDING = re.compile(r"(?:ing|ed|(?<!s)s)$")
_NOT_IMPERATIVE = frozenset(data.NOT_IMPERATIVE["words"])
_VERBS_IN_LY = frozenset(data.VERBS_IN_LY["words"])


def _imperative(clause: str, any_verb: bool = True) -> str | None:
    """The order verb a clause starts with, when it is said in the imperative (an object after it): a verb of
    ORDER_VERBS, or any word that is no other part of speech a clause starts with (NOT_IMPERATIVE) and is not an
    adverb in -ly, with a direct object after it ("Veto the Keel proposal."); only a verb of ORDER_VERBS when not
    ``any_verb`` (a clause joined after ", and" may go on with the subject before it: "…, and kept the Wood")."""
    c = _bare(clause)
    m = _WORD.match(c)
    if not m:
        return None
    verb = m.group(0).lower()
    if verb in VERBS:
        return verb if _OBJECT.match(c[m.end():]) else None
    if not any_verb or verb in _NOT_IMPERATIVE or verb.endswith("ly") and verb not in _VERBS_IN_LY \
            or _NOT_IMPERATIVE_ENDING.search(verb) or "'" in verb or "’" in verb or not _DIRECT_OBJECT.match(c[m.end():]):
        return None
    if m.group(0)[1:] != m.group(0)[1:].lower():
        return None  # "GNDT …", "CfJ …": a name, not a verb
    return verb


def orders(sentence: str) -> str | None:
    """The verb by which a sentence orders a change (its main clause, or a clause joined to it), or None."""
    s = sentence.strip()
    advised = _rx("ADVISED_ORDER").match(_bare(s))
    if advised:  # "We should … and declare retroactively that …": a ruling, said as advice
        return advised.group("verb").lower()
    if not s or remark_frame(s):
        return None
    verb = _imperative(s)
    if verb:
        return verb
    for part in _CLAUSE.split(s)[1:]:
        verb = _imperative(part, any_verb=False)
        if verb:
            return verb
    lead = _rx("SUBORDINATE_LEAD").match(_bare(s))
    if lead:  # "Where the rule X exists, strike it out.": the order after the clause of place or time
        verb = _imperative(_bare(s)[lead.end():])
        if verb:
            return verb
    m = _FUTURE.search(_bare(s))
    if m:
        return m.group(0).split()[-1].lower()
    m = _rx("ENACTOR_ORDER").match(_bare(s))
    if m:  # "The admin who enacts this proposal must also create a new Story Post …": the enactor's order
        return m.group(0).split()[-1].lower()
    return None


def imperative(sentence: str) -> str | None:
    """The order verb a sentence's main clause starts with in the imperative (never an order said in the future, which
    rule text says too: "… shall be removed")."""
    s = sentence.strip()
    return None if not s or remark_frame(s) else _imperative(s)


def remark_frame(sentence: str) -> bool:
    """Is the sentence's main clause the author's explanation, whatever the clause it governs says?"""
    return bool(_rx("REMARK_FRAME").match(_bare(sentence)))


def consequence(clause: str) -> bool:
    """Does the consequence of a condition change the game (a victory, a value that becomes another)?"""
    return bool(_rx("CONSEQUENCE").search(clause))


# a change of the gamestate that says it is made in a rule's text: by adding, replacing or removing words of it, or
# in a labelled part of a rule ("set the content of the “Reap” step to be …")
_RULESET_WORDS = re.compile(r"\bby\s+(?:adding|appending|inserting|replacing|removing|deleting|changing|rewording|amending)\s+(?:the|a|an|this|that)\s+"
                            r"(?:new\s+)?(?:line|sentence|paragraph|text|words?|phrase|bullet(?:\s+point)?|item|clause|entry)\b"
                            r"|\b(?:content|contents|text|wording)\s+of\s+the\s+(?:⟦\d+⟧|“[^”]*”|\"[^\"]*\")\s+(?:step|section|part|heading|subsection|clause|entry|paragraph)\b"
                            r"|\b(?:before|after)\s+(?:its|the)\s+(?:effect|text|wording|flavou?r\s+text)\b"
                            # "… in the same rule", "the “X” Special Case rule to Inactive": a rule named by reference or by its kind
                            r"|\b(?:in|of|from|within)\s+(?:the|that)\s+same\s+(?:sub-?)?rule\b"
                            r"|(?:⟦\d+⟧|“[^”]*”|\"[^\"]*\")\s+(?:special\s+case|core|dynastic)\s+(?:sub-?)?rule\b", re.I)


# a rule named where a change of the gamestate is said ("Set the price of the “Spyglass” entry to 4 in the rule
# “Chandlery”", "Increase the Hull value given in the rule “Ships”"): the change may be of the rule's words
_RULE_NAMED = re.compile(r"(?<!\bas\s)(?<!\bas\s\s)(?<!defined\s)(?<!described\s)(?<!specified\s)(?<!per\s)(?<!according\s)"
                         r"(?<!existed\s)(?<!exists\s)\b(?:in|of|from|within|under|given\s+in|listed\s+in|stated\s+in)\s+(?:the\s+)?(?:(?:core|dynastic)\s+)?"
                         r"(?:(?:sub-?)?rule\s+(?:⟦\d+⟧|\d|(?-i:[A-Z]))|⟦\d+⟧\s+(?:sub-?)?rule\b|(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3}\s+(?:sub-?)?rule\b)", re.I)


def ruleset_words(sentence: str) -> str | None:
    m = _RULESET_WORDS.search(sentence) or _RULE_NAMED.search(sentence)
    return m.group(0) if m else None


_RULE_WORD = re.compile(r"\b(?:sub-?)?rules?\b|\bruleset\b", re.I)


def joined_orders(sentence: str) -> list[str]:
    """The order verbs of the clauses joined after a sentence's first that change the Ruleset ("Give each X a Y, and
    add a rule called …"): a verb of the Ruleset alone, or any order whose clause names a rule."""
    out = []
    for part in _CLAUSE.split(sentence.strip())[1:]:
        v = _imperative(part, any_verb=False)
        if v and (VERBS.get(v, {}).get("changes") == "ruleset" or _RULE_WORD.search(part)):
            out.append(v)
    return out
