"""Every benchmark of bench/ runs, in its smallest mode: a bench whose inputs drifted from the code (an API changed
under it) fails here, not the day someone measures. What the benches print is not judged, nor how long they take
(timings live in docs/benchmarks.md); only that each runs to its end."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import test_web

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
site = test_web.site

# each script and its smallest run (those that take more than a few seconds, or need the local MediaWiki or the built
# site, in the slow tier)
QUICK = {
    "blog_parse.py": ["--pages", "2", "--repeat", "1"],
    "cli_start.py": ["-c", "import cli_start; cli_start.main(1)"],
    "enact.py": ["--repeat", "1"],
    "ruleset_parse.py": ["--repeat", "1"],
    "tally.py": ["--pages", "2", "--repeat", "1"],
    "tally_pending.py": ["--latency", "0", "--pending", "1", "--repeat", "1"],
    "validate.py": ["--players", "2", "--repeat", "1"],
    "corpus_gamestate.py": [],
    "corpus_notes.py": [],
    "corpus_textrender.py": [],
}
SLOW = {
    "corpus.py": ["--summary"],
    "corpus_actions.py": [],
    "corpus_declarations.py": [],
    "corpus_gamestate_instructions.py": [],
    "corpus_profile.py": [],
    "corpus_proposals.py": [],
    "wiki_history.py": ["--revisions", "2"],
}
BUILT_SITE = {"web.py": ["--repeat", "1"]}


def run(script: str, args: list[str]) -> None:
    cmd = [sys.executable, *args] if args[:1] == ["-c"] else [sys.executable, str(BENCH / script), *args]
    r = subprocess.run(cmd, cwd=BENCH if args[:1] == ["-c"] else ROOT, capture_output=True, text=True)
    assert r.returncode == 0, f"bench/{script} {' '.join(args)}: exit {r.returncode}\n{r.stdout[-2000:]}\n{r.stderr[-3000:]}"
    assert r.stdout.strip(), f"bench/{script}: printed nothing"


def test_every_bench_script_has_its_smallest_run_here():
    assert sorted(p.name for p in BENCH.glob("*.py")) == sorted([*QUICK, *SLOW, *BUILT_SITE])


@pytest.mark.parametrize("script", sorted(QUICK))
def test_a_bench_runs(script):
    run(script, QUICK[script])


@pytest.mark.slow
@pytest.mark.parametrize("script", sorted(SLOW))
def test_a_longer_bench_runs(script):
    run(script, SLOW[script])


@pytest.mark.slow
def test_the_browser_bench_runs(site):
    run("web.py", BUILT_SITE["web.py"])
