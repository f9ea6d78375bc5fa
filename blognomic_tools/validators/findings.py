"""What a validation of a gamestate edit says: its changes (Change), its findings (Finding, each with the rule it
cites and its place on the page), the actions that explain it and its verdict (Validation); and the value checks
every dynasty shares (parse_number, check_value: validators.values). The validator (validators.gamestate) and the
dynasties (blognomic_tools.dynasties) both build on these; neither is imported here.

Three verdicts: **legal** (nothing broken, every change judged), **illegal** (an error: a rule is broken) and
**cannot tell** (no error, but a change that no declaration or action the tools read lets them judge: a finding
of severity "cannot tell"). An edit is never legal by default.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from ..parsers.gamestate import GCell, Gamestate
from ..reading.citations import Citation
from .values import check_value, parse_number

__all__ = ["Change", "EXIT_CODES", "Finding", "SEVERITIES", "Validation", "check_value", "exit_code", "overall", "parse_number", "place"]

SEVERITIES = ("error", "cannot tell", "warning", "info")  # in the order they are shown
EXIT_CODES = {"legal": 0, "illegal": 1, "cannot tell": 4}  # validate's exit code per verdict (2: an input error)


@dataclass
class Finding:
    severity: str  # error | cannot tell | warning | info (SEVERITIES)
    message: str
    citation: Citation | None = None
    player: str | None = None
    variable: str | None = None
    place: str | None = None


@dataclass
class Change:
    player: str | None
    variable: str
    old: str | None
    new: str | None
    place: str
    line: int | None
    kind: str = "cell"  # cell | global | list (a value changed) | table | column | row | section | block (added, removed, duplicated)


@dataclass
class Validation:
    page: str
    old_revid: int | None
    new_revid: int | None
    dynasty: str | None
    changes: list[Change] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    explanations: list[str] = field(default_factory=list)
    explained_by: list[Citation | None] = field(default_factory=list)  # the rule behind each explanation, same order
    explained: set = field(default_factory=set, repr=False)  # (player, variable) accounted for by an action
    editor: str | None = None  # who made the edit (a wiki revision's user, or as given), when known
    # per explanation, same order: the player whose own action it is ("a Vassal may Build ... their own"), else None
    actors: list[str | None] = field(default_factory=list)

    def explain_structure(self, kind: str, prefix: str) -> None:
        """Mark every structural or global/list change of `kind` whose variable starts with `prefix` as
        accounted for (e.g. the Fortnight's new Task lists, the Virtual Actions the Sovereign lists)."""
        for ch in self.changes:
            if ch.player is None and ch.kind == kind and ch.variable.casefold().startswith(prefix.casefold()):
                self.explained.add((None, ch.variable))

    def add_explanation(self, text: str, citation: Citation | None, actor: str | None = None) -> None:
        """An action of the rules that accounts for part of the edit, with the rule that allows it; `actor`: the
        player who alone may take it (an action on their own row), where the rules give it to one."""
        self.explanations.append(text)
        self.explained_by.append(citation)
        self.actors.append(actor)

    @property
    def verdict(self) -> str:
        """illegal (an error), cannot tell (a change the tools could not judge), else legal."""
        if any(f.severity == "error" for f in self.findings):
            return "illegal"
        if any(f.severity == "cannot tell" for f in self.findings):
            return "cannot tell"
        return "legal"

    @property
    def legal(self) -> bool:
        return self.verdict == "legal"

    @property
    def illegal(self) -> bool:
        return self.verdict == "illegal"

    @property
    def undecided(self) -> list[Finding]:
        """The findings the tools cannot judge (severity "cannot tell")."""
        return [f for f in self.findings if f.severity == "cannot tell"]

    def to_dict(self) -> dict:
        d = asdict(self)
        d.pop("explained", None)
        d["legal"] = self.legal
        d["verdict"] = self.verdict
        return d


def overall(validations: list[Validation]) -> str:
    """The verdict on several edits: illegal when one is, else cannot tell when one is, else legal."""
    verdicts = {v.verdict for v in validations}
    return next((x for x in ("illegal", "cannot tell") if x in verdicts), "legal")


def exit_code(validations: list[Validation]) -> int:
    """validate's exit code for several edits (EXIT_CODES of their overall verdict): 0 legal, 1 illegal, 4 cannot tell."""
    return EXIT_CODES[overall(validations)]


def place(gs: Gamestate, cell: GCell | None, player: str | None = None) -> str:
    if cell is None:
        return f"{gs.page}"
    t = gs.tables[cell.table] if cell.table < len(gs.tables) else None
    where = f"table {cell.table + 1}" + (f" ({t.title})" if t and t.title else "")
    return f"{where}, row {player or cell.row}, column {cell.header}, line {cell.line}"
