"""Recognition rate of the gamestate reader on the corpus of real page layouts.

    python bench/corpus_gamestate.py

fixtures/corpus/gamestate/ holds one page per layout form met on the wiki (own names and numbers, the
form's origin in expected.json) and, for each, the model `gamestate show --json` must print (players,
globals, lists) or the input error it must raise. A case is read when the model (or the error) is exactly
the expected one; wrong when the reader gives another model or error, or a model where an error was due;
refused when it raises an error on a page it should read. Goal: every case read, none wrong.

Cases marked `held_out` are layouts met after the reader was written (other dynasties' pages, not used to
write it): their rate, given apart under "held_out", is the reader's rate on layouts it has not seen.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fixtures" / "corpus" / "gamestate"


def read_case(name: str, case: dict) -> tuple[str, object]:
    """("model", the page's model) or ("error", its message), as `gamestate show` reads the page."""
    from blognomic_tools.errors import BlognomicError
    from blognomic_tools.parsers.gamestate import parse_gamestate, require_players

    terms = tuple(case.get("terms") or ())
    try:
        gs = parse_gamestate((CORPUS / name).read_text(encoding="utf-8"), name, player_terms=terms, complete=True)
        require_players(gs, *(terms or ("Player", "players")))
    except BlognomicError as e:
        return "error", str(e)
    return "model", gs.model()


# The held-out layouts the parser read exactly before it was taught them (measured on the parser as it was when
# they were gathered: 5 read, 6 wrong, 1 refused of 12). A record, not recomputed.
HELD_OUT_READ_BEFORE = 5


def measure() -> dict:
    expected = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))
    details = []
    read = wrong = 0
    for name, case in expected.items():
        kind, got = read_case(name, case)
        if "error" in case:
            ok = kind == "error" and case["error"] in got
            status = "read" if ok else "wrong"
        elif kind == "error":
            status = "refused"
        else:
            status = "read" if got == case["expect"] else "wrong"
        read += status == "read"
        wrong += status == "wrong"
        d = {"case": name, "form": case["form"], "origin": case["origin"], "status": status, "held_out": bool(case.get("held_out"))}
        if status != "read":
            d["got"] = got
        details.append(d)
    held = [d for d in details if d["held_out"]]
    return {"reader": "gamestate", "forms": len({c["form"] for c in expected.values()}), "cases": len(expected),
            "read": read, "wrong": wrong,
            "held_out": {"cases": len(held), "read_before": HELD_OUT_READ_BEFORE,
                         **{s: sum(d["status"] == s for d in held) for s in ("read", "wrong", "refused")}},
            "details": details}


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    r = measure()
    print(json.dumps(r, ensure_ascii=False, indent=1))
