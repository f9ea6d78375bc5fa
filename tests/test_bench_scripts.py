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
    "corpus_actions.py": [],
    "corpus_gamestate_instructions.py": [],
    "corpus_profile.py": [],
    "corpus_proposals.py": [],
    "wiki_history.py": ["--revisions", "2"],
}
BUILT_SITE = {"web.py": ["--repeat", "1"]}
# the longest corpus scripts print the measure bench/corpus.py computes once for the whole suite: run in-process on the
# worker that computed it (the corpus group), their printing is checked without measuring the corpora again
SHARED_MEASURE = {"corpus.py": ["--summary"], "corpus_declarations.py": []}


def run(script: str, args: list[str]) -> None:
    cmd = [sys.executable, *args] if args[:1] == ["-c"] else [sys.executable, str(BENCH / script), *args]
    r = subprocess.run(cmd, cwd=BENCH if args[:1] == ["-c"] else ROOT, capture_output=True, text=True)
    assert r.returncode == 0, f"bench/{script} {' '.join(args)}: exit {r.returncode}\n{r.stdout[-2000:]}\n{r.stderr[-3000:]}"
    assert r.stdout.strip(), f"bench/{script}: printed nothing"


def test_every_bench_script_has_its_smallest_run_here():
    assert sorted(p.name for p in BENCH.glob("*.py")) == sorted([*QUICK, *SLOW, *BUILT_SITE, *SHARED_MEASURE])


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


@pytest.mark.xdist_group("corpus")
@pytest.mark.parametrize("script", sorted(SHARED_MEASURE))
def test_a_corpus_bench_prints_the_suites_measure(script, monkeypatch, capsys):
    import corpus  # bench/, on the path from conftest

    if script == "corpus.py":
        assert corpus.main(SHARED_MEASURE[script]) == 0
    else:
        reader = script[len("corpus_"):-len(".py")]
        mod = corpus.load_bench(reader)
        shared = {m["reader"]: m for m in corpus.measures()}[reader]
        monkeypatch.setattr(mod, "measure", lambda: shared)
        monkeypatch.setattr(sys, "argv", [script, *SHARED_MEASURE[script]])
        mod.main()
    out = capsys.readouterr()
    assert out.out.strip() and reader_lines(script, out), out.err[-2000:]


def reader_lines(script: str, out) -> bool:
    """What each script prints of the measure: the compact table's header, or the reader's own line."""
    return "| reader | corpus" in out.out if script == "corpus.py" else "declarations: " in out.err
