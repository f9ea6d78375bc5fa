"""Recognition rate of the reader of proposals' gamestate instructions on its corpus of wordings.

    python bench/corpus_gamestate_instructions.py

The corpus is fixtures/corpus/gamestate_instructions/cases.json: each case is a sentence written in the form of
a real proposal's gamestate instruction (where the form comes from is in "from"), for one of the three dynasties
whose Ruleset and gamestate page are fixtures (Castles: ruleset-2024-02-24 and Gartenberg; BlogBots: ruleset-205
and Workshop; Banewood Mansion: ruleset-209 and Banewood_Mansion), with the reading expected of it: the
instruction {"op", "who", "variable", "value"}, or "not understood" with words its reason must hold. A case is
read when the reading is exactly that; a sentence read as an instruction when it should not be is wrong. "forms"
counts the wordings of FORMS the cases were read by, and the kinds of reasons for what is not understood.
"""
from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORPUS = ROOT / "fixtures" / "corpus" / "gamestate_instructions" / "cases.json"
DYNASTIES = {
    "castles": ("ruleset-2024-02-24.wiki", "Gartenberg/03.wiki"),
    "blogbots": ("ruleset-205.wiki", "Workshop.wiki"),
    "banewood": ("ruleset-209.wiki", "Banewood_Mansion.wiki"),
}


def cases() -> list[dict]:
    return json.loads(CORPUS.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def dynasty(key: str):
    """(schema, page text, players) of one of the three dynasties."""
    from blognomic_tools.parsers import load_ruleset
    from blognomic_tools.parsers.gamestate import parse_gamestate
    from blognomic_tools.validators.schema import extract_schema

    rs, page = DYNASTIES[key]
    schema = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / rs))
    text = (ROOT / "fixtures" / "wiki" / page).read_text(encoding="utf-8")
    players = list(parse_gamestate(text, page, player_terms=(schema.player_term, schema.players_term)).players)
    return schema, text, players


def judge(case: dict) -> tuple[bool, dict]:
    """(read as expected, what was read)."""
    from blognomic_tools.enactment.gamestate import read_gamestate_instruction

    schema, _, players = dynasty(case["dynasty"])
    ins = read_gamestate_instruction(case["sentence"], schema, players)
    got = {"kind": ins.kind, "gamestate": ins.gamestate, "reason": ins.reason}
    want = case["expected"]
    if want["kind"] == "not_understood":
        return ins.kind == "not_understood" and want["reason_has"] in (ins.reason or ""), got
    return ins.kind == "gamestate" and ins.gamestate == want["gamestate"], got


def measure() -> dict:
    from blognomic_tools.enactment.gamestate import form_of

    all_cases = cases()
    details, read, forms = [], 0, set()
    for c in all_cases:
        ok, got = judge(c)
        if ok:
            read += 1
            schema, _, players = dynasty(c["dynasty"])
            f = form_of(c["sentence"], schema, players)
            forms.add(f[1] if f else "not understood: " + c["expected"].get("reason_has", ""))
        else:
            details.append({"sentence": c["sentence"], "from": c["from"], "expected": c["expected"], "got": got})
    return {"reader": "gamestate_instructions", "forms": len(forms), "cases": len(all_cases), "read": read,
            "wrong": len(all_cases) - read, "details": details}


def main() -> None:
    r = measure()
    print(json.dumps(r, indent=1, ensure_ascii=False))
    print(f"gamestate instructions: {r['read']}/{r['cases']} read ({100 * r['read'] / r['cases']:.1f}%), {r['wrong']} wrong", file=sys.stderr)


if __name__ == "__main__":
    main()
