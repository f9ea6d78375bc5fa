"""Gamestate instructions of proposals: read with the schema, applied to the gamestate page through the validator.

Reading: one sentence of a proposal ("Set each Vassal's Wood to 3", "Kevan gains 2 Stone") is matched against
FORMS, a table of wordings met in real proposals (each with its origin), by one matcher. The words standing for
who, the variable and the value are then resolved with the schema the Ruleset declares (the dynasty's player
term, its variables, their types) and the list of players: a sentence is either an Instruction of kind
"gamestate" whose `gamestate` is {"op", "who", "variable", "value"}, or "not_understood" with the reason (no
form matches, an unknown variable or player, a value that is not of the variable's type). Nothing is guessed.

Applying: each read instruction is written into the page cell by cell (writers.set_table_cell, every other byte
kept); a new row is laid out like the rows already there, at the defaults the rules declare; a value the rules
forbid (below a minimum, over a maximum, not an allowed value) leaves that instruction not applied, with the rule
cited. The whole edit is then validated (validators.gamestate.validate_edit) with the proposal as the action
that explains the cells and rows it changed: any error left makes the result not savable.
"""
from __future__ import annotations

import difflib
import functools
import re
from dataclasses import dataclass, field

from ..dynasties import dynasty_for, spec_for
from ..errors import BlognomicError
from ..models import Instruction
from ..parsers.gamestate import Gamestate, GCell, GTable, parse_gamestate, require_players, row_key
from ..phrasings import gamestate_instructions as wordings
from ..reading.citations import excerpt
from ..reading.numbers import SMALL_NUMBER_WORDS
from ..reading.phrasing import Terms, compile_phrasing
from ..validators.defaults import default_of
from ..validators.gamestate import Finding, Validation, check_value, parse_number, validate_edit
from ..validators.schema import Schema, VarSpec, extract_schema
from ..writers import set_table_cell

OPS = ("set", "gain", "lose", "add_row", "remove_row")

# The wordings are data (phrasings.gamestate_instructions: FORMS tried in order, the first that matches the whole
# sentence wins; LEADS said before an instruction; EACH and WHERE for who; the meanings of the COMPARISONS), written
# with slots of the one vocabulary and compiled by the one phrasing compiler on first use, with the dynasty's own
# player terms. FORMS here: (op, phrasing, origin), in order.
FORMS: tuple[tuple[str, str, str], ...] = tuple((e["op"], e["phrasing"], e["origin"]) for e in wordings.FORMS)
COMPARISONS = {"": "==", **{e["phrasing"]: e["means"] for e in wordings.COMPARISONS}}


class GamestateInstructionError(BlognomicError):
    """An instruction that cannot be applied to this page as written (the reason names what and where)."""


# -- reading ------------------------------------------------------------------------------------------

def _compile(phrasing: str, P: str, PP: str) -> re.Pattern:
    return compile_phrasing(phrasing, Terms(player=(P,), players=(PP,)), spaces=wordings.SPACES)


@functools.lru_cache(maxsize=None)
def _patterns(P: str, PP: str):
    """(forms as (op, regex, phrasing), each, where) for the dynasty's player terms (compiled once, then kept)."""
    forms = [(op, _compile(t, P, PP), t) for op, t, _ in FORMS]
    each = [_compile(e["phrasing"], P, PP) for e in wordings.EACH]
    where = [_compile(e["phrasing"], P, PP) for e in wordings.WHERE]
    return forms, each, where


@functools.lru_cache(maxsize=None)
def _leads() -> list[re.Pattern]:
    return [compile_phrasing(e["phrasing"] + " ", spaces=wordings.SPACES) for e in wordings.LEADS]


def normalize(sentence: str) -> str:
    """The sentence as the forms read it: straight quotes, one space, no trailing full stop, no leading 'Then,'."""
    s = sentence.replace("’", "'").replace("‘", "'").replace("“", "").replace("”", "").replace('"', "")
    s = " ".join(s.split()).strip()
    s = re.sub(r"[.;:!]+$", "", s).strip()
    changed = True
    while changed:
        changed = False
        for lead in _leads():
            m = lead.match(s)
            if m:
                s, changed = s[m.end():], True
    return s


def amount(text: str) -> int | None:
    """An amount as a proposal writes it: 3, 1,200, ₩5,000, three, a/an (one), -2."""
    t = text.strip().lower().replace(" ", "")
    if t in ("a", "an"):
        return 1
    if t in SMALL_NUMBER_WORDS:
        return SMALL_NUMBER_WORDS[t]
    return parse_number(t.rstrip("%"))


def _short(text: object, limit: int = 60) -> str:
    """`text` quoted for a message, cut short when long."""
    t = str(text)
    return repr(t if len(t) <= limit else t[:limit - 1] + "…")


def _not_understood(sentence: str, reason: str) -> Instruction:
    return Instruction(kind="not_understood", sentence=sentence, reason=reason, status="not applied")


def _resolve_player(name: str, players: list[str]) -> str | None:
    key = name.strip().casefold()
    return next((p for p in players if p.casefold() == key), None)


def _resolve_who(text: str, schema: Schema, players: list[str]):
    """"each" | a player's name | {"each": True, "where": "<Variable> <op> <n>"}; a str reason when unreadable."""
    P, PP = schema.player_term, schema.players_term
    _, each, where = _patterns(P, PP)
    t = text.strip()
    if any(rx.fullmatch(t) for rx in each):
        return "each"
    for rx in where:
        m = rx.fullmatch(t)
        if m:
            spec = schema.var(m.group("var"))
            if spec is None:
                return f"unknown variable {_short(m.group('var'))} in the condition {_short(t)} (the rules declare {', '.join(schema.vars)})"
            if spec.kind not in ("int", "money", "percent"):
                return f"the condition {_short(t)} compares {spec.name}, which is not a number"
            return {"each": True, "where": f"{spec.name} {COMPARISONS[(m.group('cmp') or '').strip().lower()]} {amount(m.group('n'))}"}
    name = _resolve_player(t, players)
    if name is not None:
        return name
    if re.match(r"(?:each|every|all|any)\b", t, re.I):
        return f"who {_short(t)} means is not read exactly (each {P}, all {PP}, or each {P} with/whose <variable> compared to a number)"
    return f"unknown {P} {_short(t)} (the {PP} are {', '.join(players) or 'none'})"


def _typed(spec: VarSpec, raw: str):
    """The value typed per its declaration: a number for numbers, an allowed value as the rules spell it, else
    the text as written (the applier judges it against the rules); a str reason in [1] when not of its type."""
    raw = raw.strip().strip("'")
    if spec.kind in ("int", "money", "percent"):
        n = amount(raw)
        if n is None:
            return None, f"{spec.name} is a number, and {_short(raw)} is not one"
        return n, None
    if spec.kind in ("list", "structures"):
        return None, f"{spec.name} is a list: setting it whole is not read (name the entries to add or remove)"
    for v in spec.values or []:
        if v.casefold() == raw.casefold():
            return v, None
    return raw, None


def read_gamestate_instruction(sentence: str, schema: Schema, players: list[str]) -> Instruction:
    """One proposal sentence -> Instruction(kind="gamestate", gamestate={"op", "who", "variable", "value"}), or
    kind "not_understood" with the reason. `players`: the players' names (the gamestate page's or the roster)."""
    return _reading(sentence, schema, players)[0]


def form_of(sentence: str, schema: Schema, players: list[str]) -> tuple[str, str, str] | None:
    """The entry of FORMS that reads `sentence` (None when it is not understood)."""
    i = _reading(sentence, schema, players)[1]
    return FORMS[i] if i is not None else None


def _reading(sentence: str, schema: Schema, players: list[str]) -> tuple[Instruction, int | None]:
    s = normalize(sentence)
    forms, _, _ = _patterns(schema.player_term, schema.players_term)
    reasons: list[str] = []
    for index, (op, rx, template) in enumerate(forms):
        m = rx.fullmatch(s)
        if not m:
            continue
        g = m.groupdict()
        if op == "add_row":
            name = g["name"].strip()
            words = {w.casefold() for w in name.split()}
            if words & {"a", "an", "the", "row", "rows", "new", "for", "of", "to", schema.player_term.casefold(), schema.players_term.casefold()}:
                reasons.append(f"{_short(name)} is not a name")
                continue
            return Instruction(kind="gamestate", sentence=sentence, gamestate={"op": op, "who": _resolve_player(name, players) or name, "variable": None, "value": None}), index
        who = _resolve_who(g.get("who") or g.get("name") or "", schema, players)
        if isinstance(who, str) and who not in players and who != "each":
            reasons.append(who)
            continue
        if op == "remove_row":
            if not isinstance(who, str) or who == "each":
                reasons.append("a row is removed for one named player, not for several")
                continue
            return Instruction(kind="gamestate", sentence=sentence, gamestate={"op": op, "who": who, "variable": None, "value": None}), index
        spec = schema.var(g["var"])
        if spec is None:
            reasons.append(f"unknown variable {_short(g['var'].strip())} (the rules declare {', '.join(schema.vars) or 'none'})")
            continue
        if spec.scope == "global":
            reasons.append(f"{spec.name} is a global variable, not a {schema.player_term}'s")
            continue
        if op == "set":
            value, why = _typed(spec, g["value"])
        else:
            value, why = amount(g["n"]), None
            if spec.kind not in ("int", "money", "percent"):
                why = f"{spec.name} is not a number: it cannot be gained or lost"
            elif value is None or value < 0:
                why = f"{_short(g['n'])} is not an amount"
        if why:
            reasons.append(why)
            continue
        return Instruction(kind="gamestate", sentence=sentence, gamestate={"op": op, "who": who, "variable": spec.name, "value": value}), index
    if reasons:
        return _not_understood(sentence, reasons[0]), None
    return _not_understood(sentence, "no gamestate wording matches this sentence"), None


def read_gamestate_instructions(instructions: list[Instruction], schema: Schema, players: list[str]) -> list[Instruction]:
    """A proposal's instructions (as the proposal reader gave them) with every sentence it did not understand, and
    every gamestate instruction it left unread, read here: replaced by the gamestate instruction when one of FORMS
    reads it, else kept as it was (its reason kept, this reader's added). Conditionals are read inside."""
    out = []
    for ins in instructions:
        if ins.kind == "conditional" and ins.children:
            ins.children = read_gamestate_instructions(ins.children, schema, players)
        elif ins.kind == "not_understood" or ins.kind == "gamestate" and not ins.gamestate:
            got = read_gamestate_instruction(ins.sentence, schema, players)
            if got.kind == "gamestate":
                got.rule = ins.rule
                ins = got
            elif ins.kind == "gamestate":
                ins = got
            elif got.reason and got.reason != ins.reason and "no gamestate wording" not in got.reason:
                ins.reason = f"{ins.reason}; as a gamestate instruction: {got.reason}" if ins.reason else got.reason
        out.append(ins)
    return out


def players_on(page_text: str, schema: Schema, page: str = "") -> list[str]:
    """The players the gamestate page has a row for, as it writes their names (for reading instructions)."""
    return list(_page(page_text, schema, page).players)


# -- applying -----------------------------------------------------------------------------------------

def _in_force(items: list[Instruction]):
    """The instructions to carry out, in order: a conditional's own, when its condition was decided met."""
    for i in items:
        if i.kind == "conditional":
            if i.condition_met is True:
                yield from _in_force(i.children)
        else:
            yield i


@dataclass
class GamestateEnactment:
    """The gamestate page before and after the read instructions, each with its status and reason, and what the
    validator found in the whole edit. Savable when no error is left (see `errors`)."""
    page: str
    old: str
    new: str
    instructions: list[Instruction]
    findings: list[Finding] = field(default_factory=list)
    explanations: list[str] = field(default_factory=list)
    validation: Validation | None = None

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "error"]

    @property
    def undecided(self) -> list[Finding]:
        """What the validator cannot tell of the edit (severity "cannot tell"): said, never refusing the save."""
        return [f for f in self.findings if f.severity == "cannot tell"]

    @property
    def savable(self) -> bool:
        return not self.errors

    @property
    def partial(self) -> bool:
        """Some gamestate instruction to apply (a met conditional's included) was not applied, or not understood."""
        return any(i.status != "applied" for i in _in_force(self.instructions) if i.kind in ("gamestate", "not_understood"))

    @property
    def changed(self) -> bool:
        return self.new != self.old

    def diff(self) -> str:
        if not self.changed:
            return ""
        name = self.page or "gamestate"
        return "".join(difflib.unified_diff(self.old.splitlines(keepends=True), self.new.splitlines(keepends=True),
                                            fromfile=f"{name} (before)", tofile=f"{name} (enacted)"))

    def to_dict(self) -> dict:
        from dataclasses import asdict
        return {"page": self.page, "changed": self.changed, "savable": self.savable, "partial": self.partial,
                "instructions": [i.to_dict() for i in self.instructions], "findings": [asdict(f) for f in self.findings],
                "explanations": self.explanations}


def _page(text: str, schema: Schema, page: str) -> Gamestate:
    gs = parse_gamestate(text, page, player_terms=(schema.player_term, schema.players_term), strict=False, complete=True)
    require_players(gs, schema.player_term, schema.players_term)
    return gs


def _cite(spec: VarSpec | None, schema: Schema, citation=None) -> str:
    c = citation or (spec.citation if spec else None)
    if c is None:
        return ""
    text = c.text
    if "\n" in text and spec is not None:  # a list of declarations: the line of this one
        text = next((line.lstrip("•*# ") for line in text.split("\n") if spec.name.casefold() in line.casefold()), text)
    return f" (rule “{c.rule}”: “{excerpt(text, 240)}”)"


def _column(gs: Gamestate, spec: VarSpec, schema: Schema, dynasty) -> str:
    """The header of the players' column holding `spec`."""
    headers = {h for cells in gs.players.values() for h in cells}
    for h in headers:
        if spec_for(h, schema, dynasty) is spec:
            return h
    raise GamestateInstructionError(f"{gs.page or 'page'}: no column for {spec.name} in the table of {schema.players_term}")


def _format_like(old: str, n: int, spec: VarSpec | None = None) -> str:
    """`n` written the way `old` is: its currency sign, thousands separators, percent sign."""
    o = old.strip()
    cur = re.match(r"^-?\s*([₩$£])", o)
    grouped = "," in o or (cur is not None and abs(n) >= 1000)
    body = f"{abs(n):,}" if grouped else str(abs(n))
    out = ("-" if n < 0 else "") + (cur.group(1) if cur else "") + body
    if o.endswith("%") or (spec is not None and spec.kind == "percent" and not o):
        out += "%"
    return out


def _compare(a: int, op: str, b: int) -> bool:
    return {">=": a >= b, "<=": a <= b, ">": a > b, "<": a < b, "==": a == b}[op]


def _targets(gs: Gamestate, who, schema: Schema, dynasty) -> list[str]:
    if who == "each":
        return list(gs.players)
    if isinstance(who, dict):
        var, op, n = who["where"].split(" ")
        spec = schema.var(var)
        col = _column(gs, spec, schema, dynasty)
        out = []
        for name, cells in gs.players.items():
            v = parse_number(cells[col].text) if col in cells else None
            if v is None:
                raise GamestateInstructionError(f"{name}'s {spec.name} is {_short(cells[col].text) if col in cells else 'missing'}, not a number: the condition {who['where']!r} cannot be decided")
            if _compare(v, op, int(n)):
                out.append(name)
        return out
    for name in gs.players:
        if name.casefold() == str(who).casefold():
            return [name]
    raise GamestateInstructionError(f"{who} has no row on {gs.page or 'the page'}")


def _rewrite(cell: GCell, new_text: str) -> str:
    """The cell's new wikitext: the value alone changes inside markup kept as it is ('''6''' -> '''9''')."""
    if cell.text and cell.raw != cell.text and cell.raw.count(cell.text) == 1:
        return cell.raw.replace(cell.text, new_text)
    return new_text


def _apply_value(text: str, ins: Instruction, schema: Schema, dynasty, page: str) -> tuple[str, list[tuple[str, str]]]:
    g = ins.gamestate
    gs = _page(text, schema, page)
    spec = schema.var(g["variable"] or "")
    if spec is None:
        raise GamestateInstructionError(f"unknown variable {_short(g['variable'])}")
    col = _column(gs, spec, schema, dynasty)
    names = _targets(gs, g["who"], schema, dynasty)
    if not names:
        raise GamestateInstructionError(f"no {schema.player_term} on {page or 'the page'} matches {g['who']}")
    writes: list[tuple[GCell, str, str]] = []
    for name in names:
        cell = gs.players[name].get(col)
        if cell is None:
            raise GamestateInstructionError(f"{name} has no {col} cell")
        if cell.multi:
            raise GamestateInstructionError(f"{name}'s {col} spans several rows (a list), not one value")
        shown = dynasty.value_text(spec, cell) if dynasty else cell.text
        if shown != cell.text:
            raise GamestateInstructionError(f"{name}'s {col} is written as {_short(cell.text)}, more than the value alone: it is not rewritten by this tool")
        if g["op"] == "set":
            new = _format_like(cell.text, g["value"], spec) if isinstance(g["value"], int) else str(g["value"])
        else:
            old = parse_number(cell.text.rstrip("%"))
            if old is None:
                raise GamestateInstructionError(f"{name}'s {col} is {_short(cell.text)}, not a number")
            new = _format_like(cell.text, old + g["value"] if g["op"] == "gain" else old - g["value"], spec)
        for msg, cite in check_value(spec, new, schema):
            raise GamestateInstructionError(f"{name}: {msg}{_cite(spec, schema, cite)}")
        writes.append((cell, name, new))
    for cell, _, new in writes:
        if new != cell.text:
            text = set_table_cell(text, cell.table, cell.row, cell.col, _rewrite(cell, new))
    return text, [(name, col) for _, name, _ in writes]


def _line_start(text: str, pos: int) -> int:
    return text.rfind("\n", 0, pos) + 1


def _line_end(text: str, pos: int) -> int:
    e = text.find("\n", pos)
    return len(text) if e < 0 else e


def _players_table(gs: Gamestate) -> GTable:
    t = next((t for t in gs.tables if t.kind == "players"), None)
    if t is None:
        raise GamestateInstructionError(f"{gs.page or 'page'}: no table of players")
    return t


def _default_value(spec: VarSpec | None, header: str, like: GCell, gs: Gamestate, schema: Schema, dynasty, name: str) -> str:
    """A new player's value in the column `header`, written like the cell `like` of the row copied."""
    if dynasty is not None and dynasty.column_var(header) is False:
        return ""  # a column the rules do not declare as a variable (a list of items): empty
    if spec is None:
        raise GamestateInstructionError(f"the column {header!r} holds no variable the rules declare: a new {schema.player_term}'s value there is not known")
    shown = dynasty.value_text(spec, like) if dynasty else like.text
    if shown != like.text:
        raise GamestateInstructionError(f"{header} is written as {_short(like.text)}, more than the value the rules default: a new {schema.player_term}'s {header} is not written by this tool")
    d = spec.default
    if d is None and spec.default_text:  # computed from the others' values, as the validator computes it
        others = [c.text for cells in gs.players.values() for c in [next((c for h, c in cells.items() if spec_for(h, schema, dynasty) is spec), None)]
                  if c is not None]
        want, why = default_of(spec, others, schema)
        if want is None or want.value is None:
            raise GamestateInstructionError(f"{spec.name} defaults to “{spec.default_text}”, which this tool does not compute"
                                            f" ({why or 'it is ' + want.shown}){_cite(spec, schema)}")
        d = want.value
    if d is None:
        if spec.kind == "enum" or spec.kind in ("list", "structures"):
            return ""  # a value set only later ("an Advantage, if set, must be one of"), or an empty list
        raise GamestateInstructionError(f"{spec.name} has no default the rules declare{_cite(spec, schema)}")
    if isinstance(d, list):
        return ", ".join(map(str, d))
    if isinstance(d, int):
        return _format_like(like.text, d, spec)
    return str(d)


def _add_row(text: str, ins: Instruction, schema: Schema, dynasty, page: str) -> tuple[str, str]:
    name = str(ins.gamestate["who"]).strip()
    if not re.fullmatch(r"[^\s|{}\[\]<>=!]+(?: [^\s|{}\[\]<>=!]+)*", name):
        raise GamestateInstructionError(f"{_short(name)} cannot be a name in a table row")
    gs = _page(text, schema, page)
    if gs.player(name) is not None:
        raise GamestateInstructionError(f"{name} already has a row on {page or 'the page'}")
    t = _players_table(gs)
    plain = [r for r in t.rows if len(r) == len(t.headers) and not any(c.spanned for c in r) and not row_key(t, r)[1]
             and all(r[i].span[1] <= r[i + 1].span[0] for i in range(len(r) - 1))]
    if not plain:
        raise GamestateInstructionError(f"the table of {schema.players_term} has no row of one cell per column to lay a new row out like")
    like = plain[-1]
    values = []
    for c in like:
        values.append(name if c.col == t.key_col else _default_value(spec_for(c.header, schema, dynasty), c.header, c, gs, schema, dynasty, name))
    start = _line_start(text, like[0].span[0])
    end = _line_end(text, like[-1].span[1])
    parts = [text[start:like[0].span[0]]]
    for i, v in enumerate(values):
        if not v:
            parts[-1] = parts[-1].rstrip(" \t")  # an empty cell as the page writes one: "|| ||", not "||  ||"
        parts.append(v)
        parts.append(text[like[i].span[1]:like[i + 1].span[0]] if i + 1 < len(like) else text[like[-1].span[1]:end])
    row = "".join(parts)
    prev = text[_line_start(text, max(start - 1, 0)):max(start - 1, 0)] if start else ""
    sep = prev + "\n" if prev.strip().startswith("|-") else "|-\n"
    last = t.rows[-1]
    at = _line_end(text, max(c.span[1] for c in last))
    if "|}" in text[max(c.span[1] for c in last):at] or "|}" in row:
        raise GamestateInstructionError(f"the last row of the table of {schema.players_term} holds a table of its own: a new row is not laid out after it")
    return text[:at] + "\n" + sep + row + text[at:], name


def _remove_row(text: str, ins: Instruction, schema: Schema, page: str) -> tuple[str, str]:
    who = str(ins.gamestate["who"])
    gs = _page(text, schema, page)
    if gs.player(who) is None:
        raise GamestateInstructionError(f"{who} has no row on {page or 'the page'}")
    cuts: list[tuple[int, int]] = []
    for t in gs.tables:
        if t.kind != "players":
            continue
        rows, inside = [], False
        for r in t.rows:
            k, continues = row_key(t, r)
            if k is not None and not continues:
                inside = k.text.strip().casefold() == who.casefold()
            if inside and r:
                rows.append(r)
        if not rows:
            continue
        lo = min(c.span[0] for r in rows for c in r if not c.spanned or r is rows[0])
        hi = max(c.span[1] for r in rows for c in r)
        start, end = _line_start(text, lo), _line_end(text, hi)
        prev_start = _line_start(text, max(start - 1, 0)) if start else 0
        if start and text[prev_start:start - 1].strip().startswith("|-"):
            start = prev_start
        cuts.append((start, min(end + 1, len(text))))
    for a, b in sorted(cuts, reverse=True):
        text = text[:a] + text[b:]
    return text, who


def apply_to_gamestate(page_text: str, instructions: list[Instruction], *, ruleset, page: str = "", proposal: str = "") -> GamestateEnactment:
    """Apply the read gamestate instructions to the page's wikitext, in order, each one whole or not at all (its
    status and reason set); a conditional's only when its condition_met is True (else they stay pending). Then
    validate the whole edit, the proposal explaining the cells and rows it changed: what the validator finds
    besides is in `findings`, and an error there makes the result not savable. `ruleset`: the Ruleset in force
    (or its Schema); `proposal`: its title, for the explanations. Input errors (not a whole gamestate page)
    raise GamestateError."""
    schema = ruleset if isinstance(ruleset, Schema) else extract_schema(ruleset)
    dynasty = dynasty_for(schema)
    _page(page_text, schema, page)  # the page must be a whole gamestate page
    text = page_text
    touched: set[tuple[str, str]] = set()
    added: set[str] = set()
    removed: set[str] = set()
    explanations: list[str] = []
    label = f"Proposal “{proposal}”" if proposal else "the proposal"
    for ins in _in_force(instructions):
        if ins.kind != "gamestate" or not ins.gamestate:
            continue  # every read instruction is applied again to this text (after an edit conflict, to the new one)
        op = ins.gamestate.get("op")
        try:
            if op in ("set", "gain", "lose"):
                text, cells = _apply_value(text, ins, schema, dynasty, page)
                touched.update(cells)
            elif op == "add_row":
                text, name = _add_row(text, ins, schema, dynasty, page)
                added.add(name)
            elif op == "remove_row":
                text, name = _remove_row(text, ins, schema, page)
                removed.add(name)
                removed.add(name.casefold())
            else:
                raise GamestateInstructionError(f"unknown operation {op!r} (one of {', '.join(OPS)})")
        except BlognomicError as e:
            ins.status, ins.reason = "not applied", str(e)
            continue
        ins.status, ins.reason = "applied", None
        explanations.append(f"{label}: {ins.sentence.strip()}")
    result = GamestateEnactment(page, page_text, text, list(instructions), explanations=explanations)
    if text == page_text:
        return result
    v = validate_edit(page_text, text, schema, page=page, explained=touched)  # the proposal changed those cells
    kept = []
    for f in v.findings:
        if f.severity == "error" and f.message.startswith("row removed: ") and f.player is not None and f.player.casefold() in removed:
            continue  # the proposal removed that row
        if f.player is None and f.message.startswith("row removed: ") and (f.variable or "").rsplit(": ", 1)[-1].casefold() in removed:
            continue  # and that player's row in a later table of players
        if f.severity == "error" and " renamed to " in f.message and f.player in added and any(f.message.startswith(r + " renamed") for r in removed):
            continue  # a row removed and another added by the proposal, with the same values
        kept.append(f)
    for e in explanations:
        v.add_explanation(e, None)
    v.findings = kept
    result.findings, result.validation = kept, v
    return result
