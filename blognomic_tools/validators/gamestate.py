"""Validate an edit of the gamestate page (old revision -> new text) against the rules in force.

A cell-level diff is mapped to (player, variable) and globals, and the page's whole structure is compared
(diff_structure): every table, column and row, every global, every section and the list items and
paragraphs under it; each one removed, added or duplicated is a change, and a finding unless an action
of the rules explains it. Generic checks come from the gamestate model read from the Ruleset (each
changed value against its declaration: type, bounds, allowed values, a player's name and its limits, the
Appendix's non-negative integers; a new player's values against their defaults, computed ones too; rows
added or removed, unknown or idle players); the dynasty (blognomic_tools.dynasties) explains the edit as
the actions it represents and checks them, and the actions read from the Ruleset (validators.explain)
explain the rest. Every finding has a severity, the rule it cites and the place (table, row, column,
line). Verdicts (validators.findings): illegal (an error), cannot tell (a change the tools cannot judge),
else legal. Either side may be a GNDT CSV export.
"""
from __future__ import annotations

from collections import Counter

from ..dynasties import dynasty_for, spec_for
from ..errors import FlattenedTableError
from ..parsers.gamestate import GCell, Gamestate, parse_gamestate, parse_gndt_csv, require_players, row_key
from .action_variables import mentions
from .defaults import default_of
from .explain import explain_by_actions, labels
from .items import check_cell, check_item_tables
from .findings import SEVERITIES, Change, Finding, Validation, check_value, parse_number, place
from .model import DECLARATION
from .schema import Schema
from .values import cited

__all__ = ["Change", "Finding", "Validation", "WriteCheck", "check_value", "diff_gamestates", "diff_structure", "parse_number", "place",
           "read_side", "validate_edit"]


def _shown(cell: GCell) -> str:
    """A cell's text; a column of a player's block of rows shows every row ("; ")."""
    return "; ".join(c.text for c in cell.cells) if cell.multi else cell.text


def diff_gamestates(old: Gamestate, new: Gamestate) -> list[Change]:
    changes: list[Change] = []
    for name, cells in new.players.items():
        before = old.player(name)
        if before is None:
            continue
        for header, cell in cells.items():
            o = before.get(header)
            if o is None or [c.raw for c in o.cells] != [c.raw for c in cell.cells]:
                changes.append(Change(name, header, _shown(o) if o else None, _shown(cell), place(new, cell, name), cell.line))
        for header, o in before.items():
            if header not in cells:  # its row left a later players table, or its column left the page
                changes.append(Change(name, header, _shown(o), None, place(old, o, name) + " of the old revision", None))
    for label, g in new.globals.items():
        o = old.globals.get(label)
        if o is None or o.text != g.text:
            changes.append(Change(None, label, o.text if o else None, g.text, f"{new.page}, line {g.line}", g.line, "global"))
    for title, rows in new.lists.items():
        orow = old.lists.get(title, {})
        for key, entries in rows.items():
            if orow.get(key) != entries:
                changes.append(Change(None, f"{title}: {key}", "; ".join(orow.get(key, [])) or None, "; ".join(entries) or None, f"{new.page}, table {title}", None, "list"))
    return changes


def _block_rows(t) -> dict[str, int]:
    """How many rows each key's block has in table `t` (its first row and the rows that continue it: under a
    key cell spanning them, or with the key cell left empty)."""
    out: dict[str, int] = {}
    key = None
    for r in t.rows:
        if not r:
            continue
        k, continues = row_key(t, r)
        if continues and key is not None:
            out[key] += 1
        elif k is not None:
            key = k.text
            out[key] = 1 if key not in out else out[key]
    return out


def _row_starts(t) -> list[GCell]:
    """The key cells of the rows that start a block (or are a row of their own) in table `t`."""
    out, started = [], False
    for r in t.rows:
        if not r:
            continue
        k, continues = row_key(t, r)
        if k is not None and not (continues and started):
            out.append(k)
        started = started or k is not None
    return out


def _lines(lines: list[int]) -> str:
    return ("line " if len(lines) == 1 else "lines ") + ", ".join(map(str, lines))


class _Found:
    """The structural changes found so far: (change, severity if nothing explains it, message), on one page."""

    def __init__(self, page: str):
        self.page = page
        self.out: list[tuple[Change, str, str]] = []

    def add(self, kind: str, variable: str, old_v, new_v, severity: str, message: str, line: int | None = None, old_line: int | None = None) -> None:
        """One change found, placed at its line of the new revision (else of the old one)."""
        page = self.page
        where = f"{page}, line {line}" if line else f"{page}, line {old_line} of the old revision" if old_line else f"{page} (old revision)"
        self.out.append((Change(None, variable, old_v, new_v, where, line, kind), severity, message))


def _table_key(t, tables) -> str:
    """How a table is matched across revisions: "" for the (first) players table, else its title (caption or heading)."""
    return "" if t.key is not None and t is next(x for x in tables if x.key is not None) else t.title


def _diff_tables(old: Gamestate, new: Gamestate, found: _Found) -> None:
    """Tables removed or added, and in each table both revisions have: its columns and rows."""
    otabs, ntabs = {}, {}
    for t in old.tables:
        otabs.setdefault(_table_key(t, old.tables), t)
    for t in new.tables:
        ntabs.setdefault(_table_key(t, new.tables), t)
    for k, t in otabs.items():
        if k not in ntabs:
            found.add("table", f"table {t.title}", f"{len(t.rows)} rows", None, "error",
                      f"table removed: {t.title!r} ({len(t.rows)} rows)", old_line=t.line)
    for k, t in ntabs.items():
        o = otabs.get(k)
        if o is None:
            found.add("table", f"table {t.title}", None, f"{len(t.rows)} rows", "error", f"table added: {t.title!r} ({len(t.rows)} rows)", t.line)
            continue
        for h in o.headers:
            if h not in t.headers:
                found.add("column", f"column {t.title}: {h}", h, None, "error", f"column removed: {h!r} from table {t.title!r}", t.line)
        for h in t.headers:
            if h not in o.headers:
                found.add("column", f"column {t.title}: {h}", None, h, "error", f"column added: {h!r} to table {t.title!r}", t.line)
        _diff_rows(old, new, o, t, found)


def _diff_rows(old: Gamestate, new: Gamestate, o, t, found: _Found) -> None:
    """The rows of one table in both revisions: block rows, rows removed or added, and rows duplicated."""
    # a row's key is its key cell (the first, or the column the player term heads); the rows that continue
    # a block (under a key cell spanning them, or with it left empty) count apart
    ostarts, nstarts = _row_starts(o), _row_starts(t)
    ocount = Counter(k.text for k in ostarts)
    ncount = Counter(k.text for k in nstarts)
    where = {}
    for k in nstarts:
        where.setdefault(k.text, []).append(k.line)
    owhere = {}
    for k in ostarts:
        owhere.setdefault(k.text, []).append(k.line)
    oblock, nblock = _block_rows(o), _block_rows(t)
    for key, n in nblock.items():
        m = oblock.get(key)
        if m is not None and m != n and ocount.get(key) == ncount.get(key) == 1:
            what = "removed" if n < m else "added"
            found.add("row", f"block row {t.title}: {key}", f"{m} rows", f"{n} rows", "error",
                      f"block row {what}: {key!r} has {n} rows in table {t.title!r}, had {m}", where[key][0])
    # a list's rows; in a later players table (structures after stats), the row of a player who stays (or was
    # there) on the page: a player's whole arrival or departure is validate_edit's. (Every table's rows are
    # compared so: the test that was to skip the first players table read a name the row loops had rebound.)
    for key in ocount:
        if key not in ncount and (t.key is None or new.player(key) is not None):
            found.add("row", f"row {t.title}: {key}", key, None, "error",
                      f"row removed: {key!r} from table {t.title!r}", old_line=owhere[key][0])
    for key in ncount:
        if key not in ocount and (t.key is None or old.player(key) is not None):
            found.add("row", f"row {t.title}: {key}", None, key, "error", f"row added: {key!r} to table {t.title!r}", where[key][0])
    for key, n in ncount.items():
        if n > 1 and key.strip():
            again = n <= ocount.get(key, 0)
            found.add("row", f"duplicate row {t.title}: {key}", None, key, "warning" if again else "error",
                      f"{key!r} has {n} rows in table {t.title!r} ({_lines(where[key])}): one row per "
                      + ("player" if t.key is not None else "key") + (" (so already before this edit)" if again else ""), where[key][1])


def _diff_globals(old: Gamestate, new: Gamestate, found: _Found) -> None:
    """Globals removed, added or set more than once: every label, every occurrence."""
    og, ng = Counter(g.label for g in old.global_lines), Counter(g.label for g in new.global_lines)
    seen = set()
    for g in old.global_lines:
        if g.label not in ng and g.label not in seen:
            seen.add(g.label)
            found.add("global", f"global {g.label}", g.text, None, "error", f"global removed: {g.label!r} (was {g.text!r})", old_line=g.line)
    seen = set()
    for g in new.global_lines:
        if g.label in seen:
            continue
        seen.add(g.label)
        if g.label not in og:
            found.add("global", f"global {g.label}", None, g.text, "error", f"global added: {g.label!r} = {g.text!r}", g.line)
        if ng[g.label] > 1:
            lines = [x.line for x in new.global_lines if x.label == g.label]
            again = ng[g.label] <= og.get(g.label, 0)
            found.add("global", f"duplicate global {g.label}", None, g.text, "warning" if again else "error",
                      f"global {g.label!r} is set {ng[g.label]} times ({_lines(lines)}): which value holds is unclear"
                      + (" (so already before this edit)" if again else ""), lines[1])


def _section_key(sec) -> str:
    """How a section is matched across revisions: its title, case aside."""
    return sec.title.casefold()


def _diff_sections(old: Gamestate, new: Gamestate, found: _Found) -> None:
    """Sections removed, added or duplicated, and the list items and paragraphs under each section both revisions have."""
    os_, ns_ = Counter(_section_key(x) for x in old.sections if x.level), Counter(_section_key(x) for x in new.sections if x.level)
    ofirst, nfirst = {}, {}
    for x in old.sections:
        ofirst.setdefault(_section_key(x), x)
    for x in new.sections:
        nfirst.setdefault(_section_key(x), x)
    for k, x in ofirst.items():
        if x.level and k not in ns_:
            items = sum(b.kind == "list" for b in x.blocks)
            found.add("section", f"section {x.title}", x.title, None, "error",
                      f"section removed: {'=' * x.level} {x.title} {'=' * x.level}" + (f" (with {items} list items)" if items else ""), old_line=x.line)
    for k, x in nfirst.items():
        if not x.level:
            pass
        elif k not in os_:
            found.add("section", f"section {x.title}", None, x.title, "error", f"section added: {'=' * x.level} {x.title} {'=' * x.level}", x.line)
            continue
        elif ns_[k] > 1:
            lines = [y.line for y in new.sections if _section_key(y) == k]
            again = ns_[k] <= os_[k]
            found.add("section", f"duplicate section {x.title}", None, x.title, "warning" if again else "error",
                      f"section {x.title!r} appears {ns_[k]} times ({_lines(lines)})" + (" (so already before this edit)" if again else ""), lines[1])
        _diff_blocks(ofirst.get(k), x, found)


def _diff_blocks(o, x, found: _Found) -> None:
    """The list items and paragraphs removed or added under a section (`o`: the old revision's, or None)."""
    obl = Counter((b.kind, b.text) for b in (o.blocks if o else []))
    nbl = Counter((b.kind, b.text) for b in x.blocks)
    label = x.title or "the top of the page"
    missing, extra = obl - nbl, nbl - obl
    for b in (o.blocks if o else []):
        if missing[(b.kind, b.text)] > 0:
            missing[(b.kind, b.text)] -= 1
            what = "list item" if b.kind == "list" else "paragraph"
            found.add("block", f"block {x.title}: {b.text}", b.text, None, "error" if b.kind == "list" else "warning",
                      f"{what} removed under {label}: {b.text[:120]!r}", old_line=b.line)
    for b in x.blocks:
        if extra[(b.kind, b.text)] > 0:
            extra[(b.kind, b.text)] -= 1
            what = "list item" if b.kind == "list" else "paragraph"
            found.add("block", f"block {x.title}: {b.text}", None, b.text, "error" if b.kind == "list" else "warning",
                      f"{what} added under {label}: {b.text[:120]!r}", b.line)


def diff_structure(old: Gamestate, new: Gamestate) -> list[tuple[Change, str, str]]:
    """The page's structure compared: (change, severity if nothing explains it, message) for every table,
    column, row, global and section removed, added or duplicated, and every list item and paragraph
    removed or added under a section both sides have. Player rows added or removed are validate_edit's
    (defaults, renames, the roster); their duplicates are here."""
    found = _Found(new.page or "page")
    _diff_tables(old, new, found)
    _diff_globals(old, new, found)
    _diff_sections(old, new, found)
    return found.out


def read_side(text: str, label: str, name: str | None, schema: Schema, roster: list[str] | None = None) -> Gamestate:
    """One side of an edit as a Gamestate: a GNDT export when its name ends with .csv, else a wiki page. What is not a
    whole gamestate page (or CSV export) is an input error (GamestateError, exit 2), never an illegal edit."""
    terms = (schema.player_term, schema.players_term)
    if name and name.casefold().endswith(".csv"):
        gs = parse_gndt_csv(text, label)
        gs.tables[0].title = "GNDT"
    else:
        gs = parse_gamestate(text, label, None, player_terms=terms, roster=roster, strict=False, complete=True)
    require_players(gs, schema.player_term, schema.players_term)
    return gs


def _start_validation(schema: Schema, page: str, old_revid: int | None, new_revid: int | None, editor: str | None,
                      explained: set | None) -> tuple[Validation, object]:
    """The validation begun: the dynasty's module (None where a text render hides what it needs) and the warnings of what it cannot check."""
    notes: list[Finding] = []
    try:
        dynasty = dynasty_for(schema)
    except FlattenedTableError as e:  # a text render: what its module needs cannot be read; the text's model serves
        dynasty = None
        notes.append(Finding("warning", f"{e}; the dynasty's own checks are not made, only what the Ruleset's text declares"))
    v = Validation(page=page, old_revid=old_revid, new_revid=new_revid, dynasty=dynasty.name if dynasty else None, editor=editor)
    v.findings.extend(notes)
    v.findings.extend(Finding("warning", f"{w}; the {dynasty.name} checks that need it are not made") for w in (dynasty.unreadable.values() if dynasty else ()))
    v.explained.update(explained or ())
    return v, dynasty


def _find_renames(old: Gamestate, new: Gamestate, structure: list, v: Validation) -> dict[str, str]:
    """The rows whose name changed and nothing else ({new name: old name}); a change of case only is one too."""
    # a row whose name changed and nothing else: a rename, which only a Proposal may do
    added = [n for n in new.players if old.player(n) is None]
    removed = [n for n in old.players if new.player(n) is None]
    renamed: dict[str, str] = {}
    for a in added:
        values = [c.raw for c in list(new.players[a].values())[1:]]
        for r in removed:
            if r not in renamed.values() and [c.raw for c in list(old.players[r].values())[1:]] == values:
                renamed[a] = r
                break
    # a name whose spelling changed in case only ("pokes" → "Pokes"): a rename too; its row is the same row
    for name in new.players:
        was = next((o for o in old.players if o != name and o.casefold() == name.casefold()), None)
        if was is not None and name not in old.players:
            renamed[name] = was
            for ch, _, _ in structure:
                if ch.kind == "row" and ch.variable.casefold().rsplit(": ", 1)[-1] in (name.casefold(),):
                    v.explained.add((None, ch.variable))  # said once, as the rename below
    return renamed


def _check_rows(old: Gamestate, new: Gamestate, schema: Schema, dynasty, v: Validation, renamed: dict[str, str],
                roster: list[str] | None, everyone: list[str]) -> None:
    """Player rows renamed, added (each new player's values against their defaults) or removed, and players off the roster."""
    roster_keys = {r.casefold() for r in roster or []}
    for a, r in renamed.items():
        key_cell = next(iter(new.players[a].values()))
        v.findings.append(Finding("error", f"{r} renamed to {a}: a {schema.player_term}'s name changes only as the result of a Proposal",
                                  schema.renaming, a, None, place(new, key_cell, a)))
    # rows added / removed
    for name, cells in new.players.items():
        if name in renamed or old.player(name) is not None:
            continue
        key_cell = next(iter(cells.values()))
        where = place(new, key_cell, name)
        if roster is not None and name.casefold() not in roster_keys:
            v.findings.append(Finding("error", f"{name} is not an active {schema.player_term} on the roster", None, name, None, where))
        else:
            v.findings.append(Finding("info", f"row added: {name} (a new {schema.player_term})", None, name, None, where))
        v.changes.append(Change(name, "row", None, name, where, key_cell.line, "row"))
        _check_new_row(name, cells, old, new, schema, dynasty, v, everyone, roster_keys if roster is not None else None)
    for name, cells in old.players.items():
        if new.player(name) is None and name not in renamed.values():
            key_cell = next(iter(cells.values()))
            v.changes.append(Change(name, "row", name, None, place(old, key_cell, name) + " of the old revision", None, "row"))
            v.findings.append(Finding("error", f"row removed: {name} (no rule removes {_article(schema.player_term)} {schema.player_term}'s row; idle {schema.players_term} keep their gamestate)",
                                      schema.altered_only, name, None, place(old, key_cell, name) + " of the old revision"))
    if roster is not None:
        for name in new.players:
            if name.casefold() not in roster_keys and old.player(name) is not None:
                v.findings.append(Finding("warning", f"{name} is not on the roster (idle?): their values should not change", None, name))


def _check_values(old: Gamestate, new: Gamestate, schema: Schema, dynasty, v: Validation, everyone: list[str]) -> None:
    """Every changed value against its declaration and what the rules tie to it; the item tables; changed globals."""
    # every changed value against its declaration and what the rules tie to it (its form, the items it names, the
    # table its entries come from, its length bound: validators.items); a list whose bound another cell gives, too
    changed = {(ch.player, ch.variable.casefold()) for ch in v.changes if ch.player is not None and ch.kind == "cell"}
    for name, cells in new.players.items():
        if old.player(name) is None:
            continue
        for header, cell in cells.items():
            spec = spec_for(header, schema, dynasty)
            if spec is None:
                continue
            bound_by = spec.count_at_most[0].casefold() if spec.count_at_most else None
            if (name, header.casefold()) not in changed and (bound_by is None or (name, bound_by) not in changed):
                continue
            text = dynasty.value_text(spec, cell) if dynasty else cell.text
            v.findings.extend(check_cell(name, header, cell, spec, schema, new, dynasty.form_of(header) if dynasty else None, everyone, text))
    v.findings.extend(check_item_tables(old, new, schema))
    for ch in v.changes:
        if ch.player is None and ch.kind == "global":
            spec = schema.var(ch.variable)
            if spec is not None and spec.scope == "global" and ch.new is not None:
                for msg, cite in check_value(spec, ch.new, schema, players=everyone):
                    v.findings.append(Finding("error", msg, cite, None, spec.name, ch.place))


def _judged(v: Validation, ch: Change) -> bool:
    """Whether a change is accounted for already: explained, or its player and variable have an error."""
    return (ch.player, ch.variable) in v.explained or any(
        f.player == ch.player and f.variable in (ch.variable, None) and f.severity == "error" for f in v.findings)


def _report_unexplained(new: Gamestate, schema: Schema, dynasty, v: Validation, structure: list, renamed: dict[str, str],
                        editor: str | None) -> None:
    """The actions the rules define explain what the dynasty's module did not; what nothing explains becomes a finding."""
    def judged(ch: Change) -> bool:
        return _judged(v, ch)

    headers = list(dict.fromkeys(h for cells in new.players.values() for h in cells)) + list(new.globals)
    undecided = explain_by_actions(schema, v, lambda h: spec_for(h, schema, dynasty), judged, headers)
    # what nothing explained: the structure (rows, globals, sections, blocks), then values of globals and lists
    for ch, severity, message in structure:
        if (None, ch.variable) not in v.explained:
            v.findings.append(Finding(severity, message, None, None, ch.variable, ch.place))
    structural = {id(ch) for ch, _, _ in structure}
    for ch in v.changes:
        if ch.player is None and ch.kind in ("global", "list") and id(ch) not in structural and not judged(ch):
            v.findings.append(_unexplained(ch, schema.var(ch.variable) if ch.kind == "global" else None, schema, dynasty, undecided, editor))
    for ch in v.changes:
        if ch.player is not None and ch.kind == "cell" and not judged(ch):
            if dynasty is not None and dynasty.column_var(ch.variable) is False:
                continue
            if ch.player in renamed and ch.old and ch.new and ch.old.casefold() == ch.new.casefold():
                continue  # the name cell of a rename: said above
            v.findings.append(_unexplained(ch, spec_for(ch.variable, schema, dynasty), schema, dynasty, undecided, editor))


def _check_editor(schema: Schema, v: Validation, editor: str | None) -> None:
    """An action the rules give to a player on their own row, made by someone else: admins watch for exactly that."""
    if editor:
        for text, cite, actor in zip(v.explanations, v.explained_by, v.actors):
            if actor and actor.casefold() != editor.casefold():
                v.findings.append(Finding("cannot tell", f"another {schema.player_term}'s row: {editor} made this edit, but “{text}” is an action "
                                          f"the rules give to {actor} on their own: whether {actor} took it, the tools cannot tell",
                                          cite, actor, None, None))


def validate_edit(old_text: str, new_text: str, schema: Schema, *, page: str = "", old_revid: int | None = None,
                  new_revid: int | None = None, roster: list[str] | None = None, summary: str | None = None,
                  old_name: str | None = None, new_name: str | None = None, explained: set | None = None,
                  editor: str | None = None) -> Validation:
    """The edit old_text → new_text checked against the rules. Input errors (GamestateError, exit 2): a side
    that is empty, HTML, a Ruleset, has no players table, or has a table never closed; `old_name` and
    `new_name` (e.g. the files) name the sides in those errors, else the page and the revision; a side named
    ``*.csv`` is a GNDT export. `explained`: the (player, variable) changes the caller accounts for (a Proposal's
    gamestate lines being enacted). `editor`: who made the edit (a wiki revision's user), when known.

    Every changed value is checked against its declaration; a new row against the defaults (computed ones too);
    each change is explained by the dynasty's module or an action the rules define (a ✓ citing it). A change
    nothing explains is an error citing the rule that the gamestate changes only as the Ruleset says, where the
    rules say how that variable changes (actions read from them, or the dynasty's ``changes_only_by``); otherwise
    the tools cannot tell (a finding of severity "cannot tell"), never "legal". An action the rules give to a
    player on their own row, made by another editor, is said too."""
    def read(text: str, side: str, revid: int | None, name: str | None) -> Gamestate:
        gs = read_side(text, f"{name or page or 'page'} ({f'revision {revid}' if revid else side})", name, schema, roster)
        gs.page, gs.revid = page, revid
        return gs

    old = read(old_text, "old text", old_revid, old_name)
    new = read(new_text, "new text", new_revid, new_name)
    v, dynasty = _start_validation(schema, page, old_revid, new_revid, editor, explained)
    v.changes = diff_gamestates(old, new)
    structure = diff_structure(old, new)
    v.changes.extend(ch for ch, _, _ in structure)
    everyone = list(new.players) + [r for r in roster or [] if new.player(r) is None]
    renamed = _find_renames(old, new, structure, v)
    _check_rows(old, new, schema, dynasty, v, renamed, roster, everyone)
    _check_values(old, new, schema, dynasty, v, everyone)
    if dynasty is not None:
        try:
            dynasty.check(old, new, schema, v, roster=roster, summary=summary)
        except FlattenedTableError as e:
            v.findings.append(Finding("warning", f"{e}; the {dynasty.name} checks that need it are not made"))
    _report_unexplained(new, schema, dynasty, v, structure, renamed, editor)
    _check_editor(schema, v, editor)
    order = {s: i for i, s in enumerate(SEVERITIES)}
    v.findings.sort(key=lambda f: order[f.severity])
    return v


def _article(word: str) -> str:
    return "an" if word[:1].casefold() in "aeiou" else "a"


def _check_new_row(name: str, cells: dict, old: Gamestate, new: Gamestate, schema: Schema, dynasty, v: Validation,
                   everyone: list[str], active: set[str] | None) -> None:
    """A new player's values: each against its declaration, and against its default (the stated one, or the one
    computed from the other players' values where the rules say how; else said as not checkable)."""
    key = next(iter(cells.values()))
    for header, cell in cells.items():
        if cell is key or (dynasty is not None and dynasty.column_var(header) is False):
            continue
        spec = spec_for(header, schema, dynasty)
        where = place(new, cell, name)
        if spec is None:
            if cell.text.strip():
                v.findings.append(Finding("cannot tell", f"a new {schema.player_term}'s {header} {cell.text!r}: no declaration of {header} was read "
                                          f"from the rules, so its starting value cannot be checked", None, name, header, where))
            continue
        text = dynasty.value_text(spec, cell) if dynasty else cell.text
        problems = check_value(spec, text, schema, holder=name, players=everyone)
        for msg, cite in problems:
            v.findings.append(Finding("error", f"{name}: {msg}", cite, name, spec.name, where))
        others = [c[header].text for p, c in old.players.items() if header in c and (active is None or p.casefold() in active)]
        want, why = default_of(spec, others, schema)
        if want is not None and not want.holds(text) and want.maybe and want.maybe(text):
            v.findings.append(Finding("cannot tell", f"a new {schema.player_term}'s {spec.name} {cell.text!r}: its default is {want.shown}",
                                      cited(spec, "default"), name, spec.name, where))
        elif want is not None and not want.holds(text):
            v.findings.append(Finding("error", f"a new {schema.player_term}'s {spec.name} must start at its default {want.shown}, not {cell.text!r}",
                                      cited(spec, "default"), name, spec.name, where))
        elif want is None and why and not problems:
            v.findings.append(Finding("cannot tell", f"a new {schema.player_term}'s {spec.name} {cell.text!r}: it starts at "
                                      f"“{spec.default_text}”, which cannot be checked: {why}", cited(spec, "default"), name, spec.name, where))
        elif want is None and not problems and (half := _read_in_part(spec, schema)) is not None:
            # "Each Vassal has an amount of Gravel, which doubles at dawn and defaults to 3.": its head read, the rest
            # not; a default may be in the words not read
            v.findings.append(Finding("cannot tell", f"a new {schema.player_term}'s {spec.name} {cell.text!r}: its declaration "
                                      f"is not read whole ({half.reason}), so its starting value cannot be checked",
                                      spec.citation, name, spec.name, where))


def _read_in_part(spec, schema: Schema):
    """The Unread of the sentence that declares ``spec`` where that sentence was read only in part as a declaration (not
    where the action reader lists it), else None."""
    said = spec.citation.text if spec.citation else None
    return next((u for u in schema.unread if said and u.what == DECLARATION and u.citation.text == said), None)


def _may_change(action, variable: str) -> bool:
    """Whether an action read in part may change `variable`: an outcome of no doer whose main clause is listed whole
    as not read says it ("Whenever their Workbench is Manipulated, their Ward becomes Null." changes a Ward, not a
    Workbench); else its whole sentence does (an action's listed effects may be only the rest of its body: "Assign
    their Serfs to one or more Tasks" lists ", replacing any previous Assignment")."""
    outcome = [u for u in action.unread if u.startswith("effects: an outcome of the game, not read: ")]
    if action.who is None and outcome and len(outcome) == len([u for u in action.unread if u.startswith("effects: ")]):
        return any(mentions(variable, u) for u in outcome)
    return mentions(variable, action.citation.text)


def _unread_about(schema: Schema, variable: str, home: str | None = None) -> list:
    """The sentences the action reader saw but did not read whole that name `variable` (one of them may change it):
    those of its own rule (`home`, the rule that declares it) first, as the one a reader of the message looks at
    first ("Whenever a Rule causes two different Apprentices to “Become Partners”, each … Partner …" before a
    spell's "They Become Partners."), in the order read."""
    out = [u for u in schema.unread if u.what == "action" and mentions(variable, u.citation.text)]  # not "at any time"
    out += [a for a in schema.actions if a.unread and a.citation and _may_change(a, variable)]
    return sorted(out, key=lambda x: x.citation.rule != home) if home else out


def _unexplained(ch: Change, spec, schema: Schema, dynasty, undecided: dict, editor: str | None) -> Finding:
    """A changed value nothing explained: an error where the rules say how it changes (the actions read from them,
    or the dynasty's module), citing that the gamestate changes only as the Ruleset says; else cannot tell."""
    var = spec.name if spec else ch.variable.split(": ")[0] if ch.kind == "list" else ch.variable
    shown = f"{ch.player}'s {ch.variable} {ch.old!r} → {ch.new!r}" if ch.player else f"{ch.variable} {ch.old!r} → {ch.new!r}"
    by = f" (edited by {editor})" if editor and ch.player and editor.casefold() != ch.player.casefold() else ""
    # the dynasty's module replays every action that changes this variable (its amounts included): what it did not
    # explain, no action explains, whatever an action read from the text leaves open
    how = dynasty.changes_only_by(ch.variable) if dynasty is not None and ch.player is not None else None
    if how:
        return Finding("error", f"unexplained change: {shown}: in {dynasty.name} it changes only by {how}, and no such action accounts for this edit{by}",
                       schema.altered_only or (spec.citation if spec else None), ch.player, ch.variable, ch.place)
    why, cite = undecided.get((ch.player, ch.variable), (None, None))
    if why and not why.startswith("near: "):
        return Finding("cannot tell", f"{shown}{by}: {why}", cite or (spec.citation if spec else None), ch.player, ch.variable, ch.place)
    near = f" ({why[len('near: '):]})" if why else ""
    actions = schema.actions_on(var)
    unread = _unread_about(schema, var, spec.citation.rule if spec and spec.citation else None)
    if actions and not unread:
        return Finding("error", f"unexplained change: {shown}: the rules change {var} only by {labels(actions)}, "
                       f"and none accounts for this edit{near}{by}", schema.altered_only or actions[0].citation, ch.player, ch.variable, ch.place)
    if unread:
        reason = f"a sentence about {var} was not read whole: “{unread[0].citation.quote(120)}”"
    elif ch.kind == "list":
        reason = f"no action read from the rules changes the table {var}"
    elif spec is None:
        reason = f"no declaration or action of {var} was read from the rules"
    else:
        reason = f"no action read from the rules changes {var}"
    return Finding("cannot tell", f"unexplained change: {shown}{by}: the tools cannot tell whether the rules allow it ({reason}){near}",
                   spec.citation if spec else None, ch.player, ch.variable, ch.place)


class WriteCheck:
    """validate_edit as a writer's validator (saving.write_page: `wiki put`, `gamestate fix`): the errors, which
    refuse the save; what the tools cannot tell is kept in `undecided` (of the last text checked), for the writer to
    say: it never refuses a save. `ignore(finding)`: an error the writer itself answers for (e.g. the derived values
    `gamestate fix` corrects)."""

    def __init__(self, schema: Schema, page: str, summary: str | None = None, ignore=None):
        self.schema, self.page, self.summary = schema, page, summary
        self.ignore = ignore or (lambda f: False)
        self.undecided: list[str] = []

    @staticmethod
    def said(f: Finding) -> str:
        return f.message + (f" ({f.citation.rule})" if f.citation else "")

    def __call__(self, old: str, new: str) -> list[str]:
        # a page being created has no old side: the new text must still be a whole gamestate page
        v = validate_edit(old if old.strip() else new, new, self.schema, page=self.page, summary=self.summary)
        self.undecided = [self.said(f) for f in v.undecided]
        return [self.said(f) for f in v.findings if f.severity == "error" and not self.ignore(f)]
