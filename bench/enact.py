"""Benchmark: enacting a 10-instruction proposal on the largest Ruleset, against a raw mwparserfromhell.parse of it.

    python bench/enact.py [--repeat N]

The proposal mixes every Ruleset kind (add, add a subrule, replace text in plain and linked/bold text,
append, prepend, insert, rename, repeal, move). Both are timed in the same run, interleaved, best of N,
so the ratio holds on a noisy machine. The goal is a ratio of at most 1.5x. Also timed: the same proposal
enacted on the Ruleset already parsed (``ruleset=``), as the enact command has it from the tally's rules profile.
"""
from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import mwparserfromhell

from blognomic_tools.enactment.ruleset import apply_to_ruleset
from blognomic_tools.models import Instruction
from blognomic_tools.parsers import parse_ruleset

PATH = Path(__file__).resolve().parent.parent / "fixtures" / "rulesets" / "ruleset-205.wiki"


def proposal() -> list[Instruction]:
    return [
        Instruction("add_rule", "Add a new rule to the Ruleset, called “Pit Crews”, with the following text:", title="Pit Crews",
                    text="Each Operator has a Pit Crew, which is publicly tracked and defaults to 1."),
        Instruction("add_rule", "Add a subrule to “Bot Loadout”, called “Paint Jobs”:", title="Paint Jobs", parent="Bot Loadout",
                    text="A Bot may have a Paint Job, which is flavour text."),
        Instruction("replace_text", "In “Dynasties”, change “known as the Announcer” to “known as the Commissioner”", rule="Dynasties",
                    old="known as the Announcer", text="known as the Commissioner"),
        Instruction("replace_text", "In Rule 1.2, replace every “Operator” with “Pilot”", rule="Rule 1.2", old="Operator", text="Pilot", which="every"),
        Instruction("append_text", "Append to “Income”:", rule="Income", text="Income is paid in Won."),
        Instruction("prepend_text", "Prepend to “Showboating”:", rule="Showboating", text="Showboating is encouraged."),
        Instruction("insert_text", "In “Taunt”, after “defaults to zero.” insert:", rule="Taunt", text="Red Mist is flavour text.",
                    where="after:defaults to zero."),
        Instruction("rename_rule", "Rename “House Bots” to “Arena Bots”", rule="House Bots", title="Arena Bots"),
        Instruction("repeal_rule", "Repeal “Practice Bouts”", rule="Practice Bouts"),
        Instruction("move_rule", "Move “Tokens” to be a rule of its own", rule="Tokens", section="Dynastic Rules"),
    ]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=15)
    args = ap.parse_args()
    text = PATH.read_text()
    base, ours, reused = [], [], []
    result = None
    parsed = parse_ruleset(text, fmt="wikitext", source=str(PATH))
    for _ in range(args.repeat):
        ins = proposal()
        t0 = time.perf_counter()
        mwparserfromhell.parse(text)
        t1 = time.perf_counter()
        result = apply_to_ruleset(text, ins, source=str(PATH))
        t2 = time.perf_counter()
        again = apply_to_ruleset(text, proposal(), source=str(PATH), ruleset=parsed)
        t3 = time.perf_counter()
        assert again.new == result.new
        base.append(t1 - t0)
        ours.append(t2 - t1)
        reused.append(t3 - t2)
    b, o, u = min(base), min(ours), min(reused)
    applied = sum(i.status == "applied" for i in result.instructions)
    changed = sum(t["span"][1] - t["span"][0] for t in result.touched)
    print(f"file: {PATH.name} ({len(text):,} chars), a proposal of {len(result.instructions)} instructions "
          f"({applied} applied, {len(result.touched)} rules touched, {changed:,} chars in the touched spans), best of {args.repeat}")
    print(f"baseline mwparserfromhell.parse: {b * 1000:8.1f} ms (median {statistics.median(base) * 1000:.1f})")
    print(f"apply_to_ruleset (parse + edit): {o * 1000:8.1f} ms  ratio {o / b:.2f}x  (goal <= 1.50x)")
    print(f"  on the Ruleset already parsed:  {u * 1000:8.1f} ms  ratio {u / b:.2f}x  (the parse alone: {(o - u) / b:.2f}x)")


if __name__ == "__main__":
    main()
