"""The real-variety corpus: how much of it each reader reads, and how much it reads wrong.

    python bench/corpus.py                   # the table, as the README shows it
    python bench/corpus.py --json            # every reader's measure, with its details
    python bench/corpus.py --write-readme    # rewrite the README's table from this run

Each reader's corpus lives under fixtures/corpus/<reader>/ (pages and case tables written in the forms found
on the real wiki and blog from 2005 to 2026, with names and numbers of our own); bench/corpus_<reader>.py
measures it. The README's table is checked against this run by the tests, so it cannot drift.
"""
from __future__ import annotations

import argparse
import copy
import importlib.util
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BEGIN, END = "<!-- corpus table: python bench/corpus.py --write-readme -->", "<!-- end corpus table -->"
# reader -> what a case is, in the table
READERS = {
    "profile": ("Rules profile (Ruleset pages 2003-2026)", "core-mechanic fields"),
    "notes": ("Admin notes (blog 2003-2025)", "notes"),
    "gamestate": ("Gamestate pages (dynasties' layouts)", "pages"),
    "textrender": ("Flattened tables in text renders", "tables"),
    "proposals": ("Proposal instructions (blog 2003-2026)", "proposal bodies"),
    "gamestate_instructions": ("Gamestate instructions of proposals", "sentences"),
    "actions": ("Dynastic actions (blog and wiki 2003-2025)", "fields"),
    "declarations": ("Declarations of the gamestate (rules 2003-2025)", "fields"),
}


def _load(reader: str):
    path = Path(__file__).resolve().parent / f"corpus_{reader}.py"
    spec = importlib.util.spec_from_file_location(f"corpus_{reader}", path)
    mod = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(ROOT))
    spec.loader.exec_module(mod)
    return mod


_MEASURED: list[dict] | None = None


def measures() -> list[dict]:
    """Every reader's measure; computed once per process (the suite asks for it from several tests), each caller
    given its own copy to change."""
    global _MEASURED
    if _MEASURED is None:
        _MEASURED = [_load(reader).measure() for reader in READERS]
    return copy.deepcopy(_MEASURED)


def held_out(m: dict) -> str:
    """Cases gathered after the reader was written: read before it was taught them -> read now, of how many."""
    h = m.get("held_out")
    if not h:
        return "-"
    if h.get("rounds"):
        def one(r: dict) -> str:
            label = f"{r['label']}: " if r.get("label") else ""
            before = "first sight" if r["read_before"] is None else r["read_before"]  # a round not yet recorded
            wrong = f" ({r['wrong']} wrong)" if r.get("wrong") else ""
            return f"{label}{before} → {r['read']} of {r['cases']}{wrong}"
        def order(r: dict) -> tuple:  # the corpus first, then the rounds by number (round 10 after round 9)
            digits = "".join(c for c in (r.get("label") or "") if c.isdigit())
            return (bool(r.get("label")) and r["label"] != "corpus", int(digits) if digits else 0)
        return "; ".join(one(r) for r in sorted(h["rounds"], key=order))
    return f"{h['read_before']} → {h['read']} of {h['cases']}" + (f" ({h['wrong']} wrong)" if h.get("wrong") else "")


def table(ms: list[dict]) -> str:
    lines = ["| reader | forms | cases | read | refused | wrong | rate | held out: before → now |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for m in ms:
        title, unit = READERS[m["reader"]]
        rate = 100.0 * m["read"] / m["cases"] if m["cases"] else 0.0
        refused = m.get("refused", m["cases"] - m["read"] - m["wrong"])
        lines.append(f"| {title} | {m['forms']} | {m['cases']} {unit} | {m['read']} | {refused} | {m['wrong']} | {rate:.1f}% | {held_out(m)} |")
    return "\n".join(lines)


def readme_block(ms: list[dict]) -> str:
    return f"{BEGIN}\n{table(ms)}\n{END}"


def current_readme_block(text: str) -> str | None:
    m = re.search(re.escape(BEGIN) + r".*?" + re.escape(END), text, re.S)
    return m.group(0) if m else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--write-readme", action="store_true")
    args = ap.parse_args(argv)
    ms = measures()
    if args.json:
        print(json.dumps(ms, indent=2, sort_keys=True))
    else:
        print(table(ms))
    if args.write_readme:
        text = README.read_text()
        old = current_readme_block(text)
        if old is None:
            print(f"README.md has no {BEGIN!r} marker", file=sys.stderr)
            return 1
        README.write_text(text.replace(old, readme_block(ms)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
