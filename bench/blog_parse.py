"""Benchmark: the blog page parse and the gamestate parse, now (pure Python) and before (lxml, wikitextparser).

    python bench/blog_parse.py [--pages 300] [--repeat 3] [--before REV]

"Before" is the code of the readers at REV (default: the last revision whose gamestate reader imported
wikitextparser, when the blog reader still used lxml), loaded from git into this process, so both run on the same
pages in the same run, interleaved, best of N; it needs lxml, cssselect and wikitextparser installed (else only the
current figures are printed). The gamestate parse is also timed on mwparserfromhell's pure-Python tokenizer, what
runs where its C tokenizer cannot be built (Pyodide may lack it).

Pages: post pages rendered in the real markup by scripts/blogfixtures.py (as bench/tally.py), and every gamestate
page among the fixtures (fixtures/corpus/gamestate, fixtures/wiki).
"""
from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from tally import pages  # noqa: E402  (bench/tally.py: the post pages)

import mwparserfromhell.parser as mw_parser  # noqa: E402

from blognomic_tools.parsers import blog, gamestate  # noqa: E402


def before_rev() -> str:
    out = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%H", "-S", "import wikitextparser as wtp", "--",
                          "blognomic_tools/parsers/gamestate.py"], capture_output=True, text=True, check=True).stdout.strip()
    return out + "^"


def load_before(rev: str, relpath: str, name: str):
    """The module at `relpath` as it was at `rev`, loaded beside the current one (its relative imports resolve to
    the current package)."""
    src = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:{relpath}"], capture_output=True, text=True, check=True).stdout
    full = f"blognomic_tools.parsers.before_{name}"
    spec = importlib.util.spec_from_loader(full, loader=None)
    mod = importlib.util.module_from_spec(spec)
    mod.__package__ = "blognomic_tools.parsers"
    sys.modules[full] = mod
    exec(compile(src, f"{rev}:{relpath}", "exec"), mod.__dict__)
    return mod


def best(fn, items, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        for it in items:
            fn(*it)
        times.append(time.perf_counter() - t)
    return min(times) / len(items)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--before", default=None, help="git revision of the readers to compare with")
    a = ap.parse_args()
    posts = [(h, u) for u, h in pages(a.pages)]
    gpages = [(p.read_text(), p.name) for p in sorted((ROOT / "fixtures" / "corpus" / "gamestate").glob("*.wiki"))
              + sorted((ROOT / "fixtures" / "wiki").rglob("*.wiki"))]
    rev = a.before or before_rev()
    try:
        old_blog = load_before(rev, "blognomic_tools/parsers/blog.py", "blog")
        old_gs = load_before(rev, "blognomic_tools/parsers/gamestate.py", "gamestate")
    except ImportError as e:
        print(f"before ({rev}): not measured ({e})")
        old_blog = old_gs = None

    def gs(mod):
        return lambda text, name: mod.parse_gamestate(text, name, strict=False)

    rows = []
    kb = sum(len(h) for h, _ in posts) / len(posts) / 1024
    now = best(blog.parse_post_page, posts, a.repeat)
    then = best(old_blog.parse_post_page, posts, a.repeat) if old_blog else None
    rows.append((f"blog post page ({len(posts)} pages, {kb:.1f} KiB each)", then, now))
    now_g = best(gs(gamestate), gpages, a.repeat)
    then_g = best(gs(old_gs), gpages, a.repeat) if old_gs else None
    rows.append((f"gamestate page ({len(gpages)} fixture pages)", then_g, now_g))
    mw_parser.use_c = False
    try:
        py_g = best(gs(gamestate), gpages, a.repeat)
    finally:
        mw_parser.use_c = True
    rows.append(("gamestate page, Python tokenizer", then_g, py_g))
    print(f"before: {rev} (lxml, wikitextparser); now: this tree (html.parser, mwparserfromhell); best of {a.repeat}")
    print(f"{'':48} {'before':>10} {'now':>10} {'now/before':>11}")
    for what, then, now in rows:
        b = f"{then * 1000:8.2f}ms" if then else f"{'-':>10}"
        r = f"{now / then:10.1f}x" if then else f"{'-':>11}"
        print(f"{what:48} {b} {now * 1000:8.2f}ms {r}")


if __name__ == "__main__":
    main()
