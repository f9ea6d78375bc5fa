"""The real-variety corpus: how much of it each reader reads, and how much it reads wrong.

    python bench/corpus.py                   # the full table, as docs/corpus.md shows it
    python bench/corpus.py --summary         # the compact table, as the README shows it
    python bench/corpus.py --json            # every reader's measure, with its details
    python bench/corpus.py --write-readme    # rewrite both tables (README.md, docs/corpus.md) from this run

Each reader's corpus lives under fixtures/corpus/<reader>/ (pages and case tables written in the forms found
on the real wiki and blog from 2005 to 2026, with names and numbers of our own); bench/corpus_<reader>.py
measures it. Both tables are checked against this run by the tests, so they cannot drift: the README's compact one
(each reader's rate, and its held-out cases at first sight: right / refused / wrong) and docs/corpus.md's full one.
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
CORPUS_DOC = ROOT / "docs" / "corpus.md"
BEGIN, END = "<!-- corpus table: python bench/corpus.py --write-readme -->", "<!-- end corpus table -->"
SUMMARY_BEGIN, SUMMARY_END = "<!-- corpus summary: python bench/corpus.py --write-readme -->", "<!-- end corpus summary -->"
# reader -> what a case is, in the table
READERS = {
    "profile": ("Rules profile (Ruleset pages 2003-2026)", "core-mechanic fields"),
    "notes": ("Admin notes (blog 2003-2025)", "notes"),
    "gamestate": ("Gamestate pages (dynasties' layouts)", "pages"),
    "textrender": ("Flattened tables in text renders", "tables"),
    "proposals": ("Proposal instructions (blog 2003-2026)", "proposal bodies"),
    "gamestate_instructions": ("Gamestate instructions of proposals", "sentences"),
    "actions": ("Dynastic actions (blog and wiki 2003-2026)", "fields"),
    "declarations": ("Declarations of the gamestate (rules 2003-2026)", "fields"),
}


def load_bench(reader: str):
    """bench/corpus_<reader>.py as a module."""
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
        _MEASURED = [load_bench(reader).measure() for reader in READERS]
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


def first_sight(m: dict) -> tuple[int, int | None, int | None, int] | None:
    """The held-out cases as the reader read them at first sight, before it was taught their forms, every round
    together: (right, refused, wrong, of how many). refused and wrong are None where the first sight recorded only what
    was read right (the rounds of the profile, notes and gamestate readers); a round not yet taught counts as it reads
    now, which is its first sight. None when the reader has no held-out cases."""
    h = m.get("held_out")
    if not h:
        return None
    right, refused, wrong, cases, split = 0, 0, 0, 0, True
    for r in h.get("rounds") or [h]:
        first = r.get("first")
        if first:
            right += first.get("right", first.get("read", 0))
            refused += first["refused"]
            wrong += first["wrong"]
            cases += first.get("fields", first.get("cases", 0))
        elif r.get("read_before") is None:
            right += r["read"]
            wrong += r.get("wrong", 0)
            refused += r.get("refused", r["cases"] - r["read"] - r.get("wrong", 0))
            cases += r["cases"]
        else:
            right += r["read_before"]
            cases += r["cases"]
            split = False
    return (right, refused, wrong, cases) if split else (right, None, None, cases)


def summary(ms: list[dict]) -> str:
    """The compact table: per reader, the corpus read now and the held-out cases at first sight."""
    lines = ["| reader | corpus: read / refused / wrong | rate | held out, at first sight: right / refused / wrong | first-sight rate |",
             "| --- | ---: | ---: | ---: | ---: |"]
    for m in ms:
        title, unit = READERS[m["reader"]]
        rate = 100.0 * m["read"] / m["cases"] if m["cases"] else 0.0
        refused = m.get("refused", m["cases"] - m["read"] - m["wrong"])
        first = first_sight(m)
        if first is None:
            held, held_rate = "none gathered", "-"
        else:
            right, f_refused, f_wrong, cases = first
            if f_refused is None:
                held = f"{right} right of {cases}; {cases - right} refused or wrong (not recorded apart)"
            else:
                held = f"{right} / {f_refused} / {f_wrong} of {cases}"
            held_rate = f"{100.0 * right / cases:.0f}%" if cases else "-"
        lines.append(f"| {title} | {m['read']} / {refused} / {m['wrong']} of {m['cases']} {unit} | {rate:.1f}% | {held} | {held_rate} |")
    return "\n".join(lines)


def table_block(ms: list[dict]) -> str:
    """The full table between its markers, as docs/corpus.md holds it."""
    return f"{BEGIN}\n{table(ms)}\n{END}"


def summary_block(ms: list[dict]) -> str:
    """The compact table between its markers, as README.md holds it."""
    return f"{SUMMARY_BEGIN}\n{summary(ms)}\n{SUMMARY_END}"


def current_block(text: str, begin: str = BEGIN, end: str = END) -> str | None:
    m = re.search(re.escape(begin) + r".*?" + re.escape(end), text, re.S)
    return m.group(0) if m else None


def rewrite(path: Path, block: str, begin: str, end: str) -> str | None:
    """Replace the block between begin and end in path; the error line when the file has no such markers."""
    text = path.read_text()
    old = current_block(text, begin, end)
    if old is None:
        return f"{path.relative_to(ROOT)} has no {begin!r} marker"
    if old != block:
        path.write_text(text.replace(old, block))
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--summary", action="store_true", help="the compact table, as the README shows it")
    ap.add_argument("--write-readme", action="store_true", help="rewrite the README's compact table and docs/corpus.md's full one")
    args = ap.parse_args(argv)
    ms = measures()
    if args.json:
        print(json.dumps(ms, indent=2, sort_keys=True))
    else:
        print(summary(ms) if args.summary else table(ms))
    if args.write_readme:
        for path, block, begin, end in ((README, summary_block(ms), SUMMARY_BEGIN, SUMMARY_END),
                                        (CORPUS_DOC, table_block(ms), BEGIN, END)):
            error = rewrite(path, block, begin, end)
            if error:
                print(f"error: {error}", file=sys.stderr)
                return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
