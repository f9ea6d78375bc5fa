"""Benchmark: (parse + profile) of the largest ruleset, against a raw mwparserfromhell.parse of it.

    python bench/ruleset_parse.py [--repeat N]

Both are timed in the same run, interleaved, best-of-N, so the ratio holds on a noisy machine.
The goal is a ratio of at most 2x.
"""
from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import mwparserfromhell

from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.profile import build_profile

FIX = Path(__file__).resolve().parent.parent / "fixtures" / "rulesets"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=15)
    args = ap.parse_args()
    files = sorted(FIX.glob("*.wiki"), key=lambda p: p.stat().st_size)
    path = files[-1]
    text = path.read_text()
    base, ours, parse_only = [], [], []
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        mwparserfromhell.parse(text)
        t1 = time.perf_counter()
        rs = parse_ruleset(text, fmt="wikitext", source=str(path))
        t2 = time.perf_counter()
        build_profile(rs)
        t3 = time.perf_counter()
        base.append(t1 - t0)
        parse_only.append(t2 - t1)
        ours.append(t3 - t1)
    b, o, p = min(base), min(ours), min(parse_only)
    print(f"file: {path.name} ({len(text):,} chars), best of {args.repeat}")
    print(f"baseline mwparserfromhell.parse: {b * 1000:8.1f} ms (median {statistics.median(base) * 1000:.1f})")
    print(f"parse_ruleset:                   {p * 1000:8.1f} ms  ratio {p / b:.2f}x")
    print(f"parse_ruleset + build_profile:   {o * 1000:8.1f} ms  ratio {o / b:.2f}x  (goal <= 2.00x)")


if __name__ == "__main__":
    main()
