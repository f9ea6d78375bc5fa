"""Recognition rate of the admin-note reader on the corpus of note forms of 2003-2025.

    python bench/corpus_notes.py [--parser FILE]

The corpus is fixtures/corpus/notes/notes.json: each case is a note written in the form of a real
blog note (the page or era it comes from is in "from"), with the reading expected of it. A case is
read when status, FOR, AGAINST, DEF and admin are all as expected; expected None means "not in the
note" (or not decidable from it), and the reader must then say None too. `--parser FILE` measures
another version of the reader (a file defining parse_admin_note), e.g. an older one from git.

held_out = the same figures for the cases marked "held_out": forms gathered from the blog after the reader was
written, with read_before, how many of them the reader read right when they were added, before it learnt them.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORPUS = ROOT / "fixtures" / "corpus" / "notes" / "notes.json"
FIELDS = ("status", "for", "against", "def", "admin")
# held-out cases the reader read right when they were added, by round (a case's "round", 1 when not given).
# Round 1 (48 cases, 26 forms of 2003-2025): 37 right, 3 wrong (a veto's "by" taken for the admin's, "Self killed"
# taken for a name), 8 unread ("Vetoed ~ x", "none AGAINST", "N votes against and M for", a bare name ending in a
# full stop). Round 2 (21 cases, new forms of 2003-2025 gathered in 2026): 18 right, 1 wrong (an enactment undone by a
# later "Subsequently Failed by X, as ... able to enact it" read as enacted), 2 unread ("Passed: N-M-K", "with K
# resolved DEFs").
HELD_OUT_READ_BEFORE = {1: 37, 2: 18}


def cases() -> list[dict]:
    return json.loads(CORPUS.read_text(encoding="utf-8"))


def reading(parse: Callable, note: str) -> dict:
    n = parse(note)
    return {"status": n.status, "for": n.for_, "against": n.against, "def": n.deferentials, "admin": n.admin}


def measure(parse: Callable | None = None) -> dict:
    if parse is None:
        from blognomic_tools.parsers.admin_note import parse_admin_note as parse
    all_cases = cases()
    details, read = [], 0
    held = {"cases": 0, "read": 0, "wrong": 0}
    rounds = {k: {"round": k, "cases": 0, "read": 0, "read_before": v} for k, v in HELD_OUT_READ_BEFORE.items()}
    for c in all_cases:
        got = reading(parse, c["note"])
        wrong = {k: {"expected": c[k], "got": got[k]} for k in FIELDS if got[k] != c[k]}
        ho = bool(c.get("held_out"))
        held["cases"] += ho
        if ho:
            rounds[c.get("round", 1)]["cases"] += 1
        if wrong:
            details.append({"note": c["note"], "form": c["form"], "from": c["from"], "wrong": wrong})
            held["wrong"] += ho
        else:
            read += 1
            held["read"] += ho
            if ho:
                rounds[c.get("round", 1)]["read"] += 1
    held["read_before"] = sum(HELD_OUT_READ_BEFORE.values())
    held["rounds"] = list(rounds.values())
    return {"reader": "notes", "forms": len({c["form"] for c in all_cases}), "cases": len(all_cases), "read": read,
            "wrong": len(all_cases) - read, "held_out": held, "details": details}


def _load(path: str) -> Callable:
    spec = importlib.util.spec_from_file_location("other_admin_note", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod.parse_admin_note


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--parser", help="a file defining parse_admin_note (default: the installed reader)")
    a = ap.parse_args()
    r = measure(_load(a.parser) if a.parser else None)
    print(json.dumps(r, indent=1, ensure_ascii=False))
    h = r["held_out"]
    print(f"notes: {r['read']}/{r['cases']} read ({100 * r['read'] / r['cases']:.1f}%), {r['wrong']} wrong, {r['forms']} forms; "
          f"held out: {h['read']}/{h['cases']} read, {h['wrong']} wrong (read before: {h['read_before']})", file=sys.stderr)


if __name__ == "__main__":
    main()
