"""Benchmark: `tally --pending` reading the pending matters from a blog that answers slowly.

    python bench/tally_pending.py [--latency 0.2] [--pending 4] [--repeat 3]

A site of N pending proposals (pages in the real markup, scripts/blogfixtures.py) is served by the recorded-blog
server with `--latency` seconds added to every answer, as a distant blog's would be. Timed in the same run, best
of N, no cache: one page fetch (the baseline), the N post pages read one after another (as before), the N read
as `tally --pending` reads them (at most 4 at once), and the whole job (the front page, then the posts). Goal: the
N posts read in at most 1.5x the time of one page fetch (for N up to 4).
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))
import blogfixtures as bf  # noqa: E402

from blognomic_tools.sandbox.blogserver import BlogServer  # noqa: E402
from blognomic_tools.sources.blog import BlogClient  # noqa: E402


def site(root: Path, n: int) -> list[str]:
    t0 = bf._t(2024, 2, 20, 8, 0, 0)
    specs = []
    for i in range(n):
        at = t0 + timedelta(hours=i)
        comments = [bf.C(p, at + timedelta(minutes=10 * k), ["FOR"], "Sounds good.") for k, p in enumerate(bf.LIVE.players[:5])]
        specs.append(bf.PostSpec(f"bench_{i}", f"Proposal: Bench {i}", bf.LIVE.players[i % 9], at, "proposal", comments=comments,
                                 body="<p>In the rule “Serfs”, replace “5” with “6”.</p>"))
    (root / "archive").mkdir(parents=True)
    for s in specs:
        (root / "archive" / f"{s.slug}.html").write_text(bf.post_page(s, bf.LIVE), encoding="utf-8")
    (root / "index.html").write_text(bf.listing_page("BlogNomic", specs, bf.LIVE), encoding="utf-8")
    return [f"/archive/{s.slug}" for s in specs]


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--latency", type=float, default=0.2)
    ap.add_argument("--pending", type=int, default=4)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        urls = site(Path(tmp), a.pending)
        with BlogServer(tmp, latency=a.latency) as srv:
            client = BlogClient(srv.url, cache_dir=None)
            one = best(lambda: client.post(urls[0]), a.repeat)
            seq = best(lambda: [client.post(u) for u in urls], a.repeat)
            par = best(lambda: client.posts(urls), a.repeat)

            def job():
                listed, _ = client.listing("")
                client.posts([p.url for p in listed if p.status == "pending"])

            whole = best(job, a.repeat)
    print(f"{a.pending} pending post pages, {a.latency * 1000:.0f} ms latency per answer, best of {a.repeat}")
    print(f"one page fetch (baseline):            {one:6.3f} s")
    print(f"the {a.pending} posts one after another:      {seq:6.3f} s  ratio {seq / one:.2f}x")
    print(f"the {a.pending} posts as tally --pending reads: {par:6.3f} s  ratio {par / one:.2f}x  (goal <= 1.50x)")
    print(f"the whole job (front page + posts):   {whole:6.3f} s  ratio {whole / one:.2f}x")


if __name__ == "__main__":
    main()
