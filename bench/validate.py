"""Benchmark: validating an edit of a 50-player gamestate page, against parsing its two revisions alone.

    python bench/validate.py [--players 50] [--repeat 7]

The page is the Castles Gartenberg layout (fixtures/wiki/Gartenberg/03.wiki) grown to N Vassals with
structures and task lists. Both sides run in
the same process, interleaved, best of N. The schema is read from the Ruleset once (as the CLI does).
The edit is one Vassal's Build of a Small Moat.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from blognomic_tools.parsers import load_ruleset  # noqa: E402
from blognomic_tools.parsers.gamestate import parse_gamestate  # noqa: E402
from blognomic_tools.validators.gamestate import validate_edit  # noqa: E402
from blognomic_tools.validators.schema import extract_schema  # noqa: E402

BOXES = ["{{box|Small Wooden Wall:10,2,2}}", "{{box|Small Moat:15,0,0}}", "{{box|Medium Stone Wall:40,10,10}}", "{{box|Small Dam:0,15,0}}", "{{box|Large Stone Tower:15,0,45}}"]


def page(n: int) -> str:
    rnd = random.Random(5)
    rows, tasks = [], {t: [] for t in ("Idle", "Chop", "Dig", "Mine", "Smelt", "Repair")}
    for i in range(n):
        name = f"Vassal{i:02d}"
        boxes = "<br/>".join(rnd.sample(BOXES, rnd.randint(0, 3)))
        rows.append(f"|-\n| {name} || {rnd.randint(0, 9)} || {rnd.randint(0, 9)} || {rnd.randint(0, 3)} || {rnd.randint(0, 5)} || 6 || {rnd.randint(0, 2)} || {rnd.randint(0, 4)} || {boxes}")
        tasks[rnd.choice(list(tasks))].append(f"{name} (3)")
        tasks[rnd.choice(list(tasks))].append(f"{name} (2)")
    task_rows = "\n".join(f"|-\n| {t} || {'<br/>'.join(v)}" for t, v in tasks.items())
    return ("'''Fortnight''': 3<br/>\n'''Building Wave''': Pilk, Gobbo\n\n== Vassals ==\n{| class=\"wikitable sortable\"\n"
            "! Vassal !! Wood !! Stone !! Iron !! Ore !! Serfs !! Reputation !! Damage !! Structures\n" + "\n".join(rows) +
            "\n|}\n\n== Tasks ==\n{| class=\"wikitable\"\n! Task !! Assigned\n" + task_rows + "\n|}\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=50)
    ap.add_argument("--repeat", type=int, default=7)
    a = ap.parse_args()
    schema = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki"))
    old = page(a.players)
    # the edit: Vassal01 builds a Small Moat (Wood -1, a new Small entry)
    lines = old.split("\n")
    i = next(k for k, ln in enumerate(lines) if ln.startswith("| Vassal01 "))
    cells = lines[i].split(" || ")
    cells[1] = str(int(cells[1]) - 1) if int(cells[1]) > 0 else cells[1]
    cells[-1] = (cells[-1] + "<br/>" if cells[-1].strip() else "") + "{{box|Small Moat:15,0,0}}"
    lines[i] = " || ".join(cells)
    new = "\n".join(lines)
    terms = (schema.player_term, schema.players_term)
    base, ours = [], []
    for _ in range(a.repeat):
        t = time.perf_counter()
        parse_gamestate(old, "Gartenberg", player_terms=terms)
        parse_gamestate(new, "Gartenberg", player_terms=terms)
        base.append(time.perf_counter() - t)
        t = time.perf_counter()
        v = validate_edit(old, new, schema, page="Gartenberg")
        ours.append(time.perf_counter() - t)
    b, o = min(base), min(ours)
    print(f"{a.players}-player page ({len(old) / 1024:.1f} KiB), an edit with {len(v.changes)} changed cells, best of {a.repeat}")
    print(f"parse both revisions:  {b * 1000:7.1f} ms")
    print(f"validate the edit:     {o * 1000:7.1f} ms  ratio {o / b:.2f}x  ({'legal' if v.legal else 'illegal'}; {len(v.explanations)} explained, {len(v.findings)} findings)")


if __name__ == "__main__":
    main()
