"""Benchmark: requests and time to walk a page's history with content, on a real local MediaWiki.

    python bench/wiki_history.py [--revisions 260]

Creates a throwaway wiki, saves N revisions of one page, then reads the whole history with
Wiki.history(). Prints the requests used against the bound ceil(N/50) + 1 (the API gives content
for at most 50 revisions per request; +1 allows for a first request to find the page) and the
seconds per 100 revisions, against reading each revision one request at a time (same run).
"""
from __future__ import annotations

import argparse
import math
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from blognomic_tools.sandbox.mediawiki import ADMIN_BOT, LocalWiki, install  # noqa: E402
from blognomic_tools.sources.wiki import Wiki, WikiSettings  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--revisions", type=int, default=260)
    a = ap.parse_args()
    install()
    with tempfile.TemporaryDirectory() as d:
        lw = LocalWiki(d)
        url = lw.start()
        try:
            w = Wiki(WikiSettings(url=url + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
            w.login()
            t = time.perf_counter()
            for i in range(a.revisions):
                w.site.api("edit", "POST", title="Bench", text=f"Revision {i}\n" + "gamestate line\n" * 40, summary=f"step {i}", token=w.site.get_token("csrf"))
            print(f"saved {a.revisions} revisions in {time.perf_counter() - t:.1f} s")
            r0 = w.requests
            t = time.perf_counter()
            revs = w.history("Bench")
            dt = time.perf_counter() - t
            used = w.requests - r0
            bound = math.ceil(a.revisions / 50) + 1
            assert len(revs) == a.revisions
            # baseline in the same run: one request per revision (what a naive walk does)
            ids = [r.revision.revid for r in revs]
            r0 = w.requests
            t = time.perf_counter()
            for rid in ids:
                w.read("Bench", rev=rid)
            naive = time.perf_counter() - t
            naive_used = w.requests - r0
            print(f"history with content: {len(revs)} revisions in {used} requests (bound ceil(N/50)+1 = {bound}): {'OK' if used <= bound else 'OVER'}")
            print(f"seconds per 100 revisions: {dt / len(revs) * 100:.3f} s (one request per revision: {naive / len(revs) * 100:.3f} s, "
                  f"{naive_used} requests; ratio {naive / dt:.1f}x)")
        finally:
            lw.stop()


if __name__ == "__main__":
    main()
