"""Benchmark: blog post pages parsed and tallied per second, against raw BeautifulSoup parsing of the same pages.

    python bench/tally.py [--pages 600] [--repeat 3]

The pages are rendered in the real markup by scripts/blogfixtures.py (varied comment counts and
icons). Both sides run in the same process, interleaved, best of N. The goal: at most 1.5x the raw BeautifulSoup
parse on html.parser (the pure-Python parse the readers use, which bounds the posts per second: with lxml the
readers did some 1,400 posts/s, at the cost of a C extension no browser runs).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from datetime import timedelta
from pathlib import Path

from bs4 import BeautifulSoup

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import blogfixtures as bf  # noqa: E402

from blognomic_tools.parsers import load_ruleset  # noqa: E402
from blognomic_tools.parsers.blog import parse_post_page  # noqa: E402
from blognomic_tools.profile import build_profile  # noqa: E402
from blognomic_tools.tally import tally  # noqa: E402


def pages(n: int) -> list[tuple[str, str]]:
    rnd = random.Random(7)
    icons = ["FOR", "FOR", "AGAINST", "DEFERENTIAL", "FOR", "AGAINST"]
    out = []
    t0 = bf._t(2024, 2, 1, 0, 0, 0)
    for i in range(n):
        at = t0 + timedelta(hours=i)
        comments = [bf.C(rnd.choice(bf.LIVE.players + ["Cuddlebeam"]), at + timedelta(minutes=10 * k), [rnd.choice(icons)], "Some words about it. " * rnd.randint(1, 6))
                    for k in range(rnd.randint(0, 14))]
        spec = bf.PostSpec(f"p{i}", f"Proposal: Bench {i}", rnd.choice(bf.LIVE.players), at, "proposal", comments=comments,
                           body="If this Proposal is enacted, " + "amend the rule. " * rnd.randint(3, 30))
        out.append((f"https://blognomic.com/archive/p{i}", bf.post_page(spec, bf.LIVE)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=600)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    docs = pages(a.pages)
    profile = build_profile(load_ruleset(ROOT / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki"))
    as_of = bf._t(2024, 3, 1, 0, 0, 0)
    base, ours = [], []
    for _ in range(a.repeat):
        t = time.perf_counter()
        for url, html in docs:
            BeautifulSoup(html, "html.parser")
        base.append(time.perf_counter() - t)
        t = time.perf_counter()
        for url, html in docs:
            post, roster = parse_post_page(html, url)
            tally(post, profile, roster, as_of)
        ours.append(time.perf_counter() - t)
    b, o = min(base), min(ours)
    kb = sum(len(h) for _, h in docs) / len(docs) / 1024
    print(f"{len(docs)} post pages ({kb:.1f} KiB on average), best of {a.repeat}")
    print(f"raw BeautifulSoup(html, 'html.parser'): {len(docs) / b:8.0f} pages/s")
    print(f"parse_post_page + tally:           {len(docs) / o:8.0f} posts/s")
    print(f"ratio to the raw parse:            {o / b:8.2f}x        (goal <= 1.5x)")


if __name__ == "__main__":
    main()
