"""What the declaration reader has read so far of a dynasty's rules (``Declarations``), and the ways a reading adds
to it: a variable declared, a sentence listed as not read, a declared variable found by its name. Pure."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..models import Rule
from ..reading.citations import Citation
from ..reading.text import without_s
from .model import DECLARATION, Unread, VarSpec


@dataclass
class Declarations:
    """What the rules declare: the variables (by name), the kinds of item that hold variables (Bot, Room...), and
    the sentences that look like declarations but were not read whole."""
    vars: dict[str, VarSpec] = field(default_factory=dict)
    items: dict[str, Citation] = field(default_factory=dict)
    unread: list[Unread] = field(default_factory=list)
    forms: set[str] = field(default_factory=set)  # the wordings (phrasings.schema keys) that read something
    # a noun that names several declared variables together ("The Stats are Might, Agility and Toughness."): the
    # noun as the rules write it, casefolded -> the names of its members (a later sentence about the noun is said of each)
    groups: dict[str, list[str]] = field(default_factory=dict)



def cite_sentence(rule: Rule, text: str) -> Citation:
    """The citation of ``text``, a sentence (or a list item) of ``rule``."""
    return Citation(rule.title, text, rule.number, rule.section)


def list_unread(out: Declarations, cite: Citation, reason: str, what: str = DECLARATION) -> None:
    """List the cited sentence as not read, with the reason (its ``what``: a declaration, or a possible one)."""
    out.unread.append(Unread(what, cite, reason))


def declare(out: Declarations, specs: list[VarSpec]) -> None:
    """Declare ``specs``. A variable of another holder under the name of one already declared is read under its
    holder when its own words give it fields ("* A list of Items which are in the Room, defaulting to no Items");
    bare ("Each Hero has an Inventory. Each Location has an Inventory.") it is listed as not read: what it is, and
    which of the two a later sentence naming it means, its words do not say."""
    for v in specs:
        have = out.vars.get(v.name)
        if have is not None and have.scope != v.scope and _bare(v):
            list_unread(out, v.citation, f"{v.name} of {v.holder_of or 'the game' if v.scope != 'player' else 'each player'} has the name of "
                                     f"{have.name} of {have.holder_of or 'the game' if have.scope != 'player' else 'each player'}")
            continue
        key = v.name if have is None or have.scope == v.scope else f"{v.holder_of or v.scope} {v.name}"
        out.vars.setdefault(key, v)


def forget_bare(out: Declarations, specs: list[VarSpec]) -> None:
    """Forget each of ``specs`` that its declaration gave nothing but its name (a value another sentence says is
    worked out, not kept)."""
    for v in specs:
        if _bare(v) and not v.cited:
            for key in [k for k, have in out.vars.items() if have is v]:
                del out.vars[key]


def _bare(v: VarSpec) -> bool:
    """Whether a declaration gives its variable nothing but its name."""
    return (v.kind == "unspecified" and v.default is None and v.default_text is None and not v.values and v.of is None
            and v.tracked is None and v.public is None and v.minimum is None and v.maximum is None)



def find_declared(out: Declarations, name: str) -> VarSpec | None:
    """The declared variable ``name`` names: by its name (a plural as the singular) or by the short name its
    declaration gave it in brackets ("“Story Points” (abbreviated SP)": SP) or said as another name of it ("called Nerve, or
    Dread": Dread), or by the column it is kept in, when its
    name is another ("a number of Stamina Points, tracked in the “SP” column of the GNDT": SP) and one variable is kept
    there."""
    key = name.casefold()
    named = [v for v in out.vars.values() if key == v.name.casefold() or without_s(key) == without_s(v.name.casefold())]
    written = [v for v in named if v.name == name]
    if len(written) == 1:  # "Wicks" of each Pilot beside the "wick" of each Lantern: the one written so
        return written[0]
    if len(named) > 1 and len({v.scope for v in named}) > 1:
        return None  # "Fuel" of each Pilot and "Fuel" of each Ship: a sentence naming Fuel alone does not say which
    if named:
        return named[0]
    short = next((v for v in out.vars.values() if f"abbreviated {name}" in v.notes
                  or f"also called {name}".casefold() in (n.casefold() for n in v.notes)), None)
    if short is not None:
        return short
    kept = [v for v in out.vars.values() if f"tracked in the column “{name}”".casefold() in (n.casefold() for n in v.notes)]
    return kept[0] if len(kept) == 1 else None  # "… Stamina Points, tracked in the “SP” column": SP, when one is kept there


def group_members(out: Declarations, noun: str) -> list[VarSpec]:
    """The declared variables the group ``noun`` names together (a plural as its singular), [] when it names none."""
    key = noun.casefold()
    names = next((m for g, m in out.groups.items() if key in (g, g.rstrip("s")) or key.rstrip("s") == g.rstrip("s")), [])
    return [v for v in (find_declared(out, n) for n in names) if v is not None]


def named_by_several(out: Declarations, name: str) -> bool:
    """Whether ``name`` names variables of more than one holder ("Fuel" of each Pilot and of each Ship)."""
    key = name.casefold()
    named = [v for v in out.vars.values() if key == v.name.casefold() or without_s(key) == without_s(v.name.casefold())]
    return len({v.scope for v in named}) > 1
