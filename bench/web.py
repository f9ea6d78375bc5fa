"""Benchmark: the engine in the browser (headless Chromium, a fresh profile) against the CLI, in the same run.

    python bench/web.py [--repeat 10]

The site (web/dist, built by `make web` first) is served as the sandbox serves it. Measured:
- cold load: a fresh browser profile opens the site's page and the first verdict is shown (the validation of the
  Gartenberg edit by the live Ruleset of 2024), from the navigation to the answer;
- warm load: the same, the page opened again in the same profile (the runtime and the wheels from the HTTP cache, the
  engine's memory from the snapshot the first visit kept in Cache Storage); and once more with that snapshot deleted
  (the HTTP cache alone), for comparison;
- engine time per verdict: each job (validate, tally, profile, a player's queue) in the Worker and natively, by the
  same Python code (blognomic_tools.browser in this process), made the same way: the arguments as JSON in,
  ``browser.run``, the answer's JSON parsed (the Worker's own time, from its JSON.stringify to its JSON.parse; here
  json.dumps, run, json.loads), the rich console's rendering and its text and HTML included on both sides. Both
  warm: the first call of each job on each side (its modules' imports, the Ruleset's patterns compiled) is made
  first and not counted; every later call reads the Ruleset afresh on both sides and finds the same patterns in the
  `re` module's cache. Then N rounds, each calling every job once, engine then native, and the best of N of each
  kept: both sides meet the machine's load alike, and every job meets the runtime's WebAssembly as optimized as the
  others do (the browser compiles the interpreter's hottest functions with its optimizing compiler only after some
  calls; a job's engine time drops by up to a half then). Each side's time is given twice: its wall time, and its
  CPU time (the Worker's threads, read from /proc; this thread's ``thread_time``), which the other programs of a
  shared machine lengthen far less: on a loaded machine the wall ratio moves by half from run to run, and the CPU
  ratio is the figure to read; "paired median" is the middle of the N CPU ratios of a round's two calls (which met
  the same moment's load). The CLI's wall time for the same job (a fresh process, its start included) is given too.
  (The native side was timed once after the browser had closed, by wall time alone, its job's function called
  without the JSON, and the engine's jobs one after the other: each side met another moment's load, the jobs timed
  last found the runtime better optimized, and the ratios moved from 0.4x to 3x between runs. The JSON itself costs
  under 1 ms a job either way.)
- bytes: what the server sent for a cold and a warm load, as it sent them (gzipped where a static host compresses:
  the runtime's wasm and scripts, the pages; the archives as they are), and the same files' own sizes.
Goals: cold ≤ 6 s, warm ≤ 2 s, engine ≤ 2x native for every job, a first visit ≤ 8 MiB.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from blognomic_tools import browser  # noqa: E402
from blognomic_tools.sandbox.blogserver import BlogServer  # noqa: E402
from blognomic_tools.sandbox.chromium import headless_chromium  # noqa: E402

DIST = ROOT / "web" / "dist"
RULESET = ROOT / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki"
OLD, NEW = ROOT / "fixtures" / "wiki" / "Gartenberg" / "02.wiki", ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki"
POST = ROOT / "fixtures" / "blog" / "site" / "archive" / "moat_upgrade.html"
QUEUE = [ROOT / "fixtures" / "blog" / "site" / "archive" / f"{s}.html" for s in ("moat_upgrade", "core_quorum_tweak", "herald_skipped")]
AS_OF = "2024-02-22T12:00:00Z"
QUEUE_AT = "2024-02-21T21:00:00Z"


def jobs() -> dict[str, dict]:
    rs = RULESET.read_text()
    return {
        "validate": {"ruleset": rs, "ruleset_name": str(RULESET), "old": OLD.read_text(), "new": NEW.read_text(), "page": "02.wiki → 03.wiki"},
        "tally": {"ruleset": rs, "ruleset_name": str(RULESET), "posts": [{"url": str(POST), "html": POST.read_text()}], "as_of": AS_OF},
        "profile": {"ruleset": rs, "name": str(RULESET)},
        "queue": {"ruleset": rs, "ruleset_name": str(RULESET), "posts": [{"url": str(p), "html": p.read_text()} for p in QUEUE],
                  "player": "clucky", "as_of": QUEUE_AT},
    }


CLI = {
    "validate": ["validate", "--old", str(OLD), "--new", str(NEW), "--ruleset", str(RULESET)],
    "tally": ["tally", str(POST), "--ruleset", str(RULESET), "--as-of", AS_OF, "--no-cache"],
    "profile": ["ruleset", "profile", str(RULESET)],
    "queue": ["tally", *map(str, QUEUE), "--player", "clucky", "--ruleset", str(RULESET), "--as-of", QUEUE_AT, "--no-cache"],
}


def driver(profile_dir: Path):
    return headless_chromium(profile_dir, console_log=False)


def first_verdict(d, url: str, args: dict) -> float:
    """Seconds from opening the page to the first verdict shown (the page's own engine, started at load)."""
    from selenium.webdriver.support.ui import WebDriverWait

    t0 = time.perf_counter()
    d.get(url)
    WebDriverWait(d, 180, poll_frequency=0.02).until(lambda d: d.execute_script("return document.body.dataset.engine"))
    assert d.execute_script("return document.body.dataset.engine") == "ready"
    d.execute_script("document.getElementById('ruleset').value = arguments[0].ruleset;"
                     "document.getElementById('ruleset-name').value = arguments[0].ruleset_name;"
                     "document.getElementById('old').value = arguments[0].old; document.getElementById('new').value = arguments[0].new;"
                     "document.getElementById('page').value = arguments[0].page; document.body.dataset.answer = 'pending';"
                     "document.getElementById('validate-btn').click();", args)
    WebDriverWait(d, 60, poll_frequency=0.02).until(lambda d: d.execute_script("return document.body.dataset.answer") != "pending")
    took = time.perf_counter() - t0
    WebDriverWait(d, 60, poll_frequency=0.05).until(lambda d: d.execute_script("return document.body.dataset.snapshot"))
    return took


def started_from(d) -> str:
    return d.execute_script("return document.body.dataset.engineFrom")


def stages(d) -> str:
    """The engine's own account of its start: the runtime, the wheels, the modules loaded and the snapshot taken."""
    got = json.loads(d.execute_script("return document.body.dataset.engineStages"))
    return ", ".join(f"{k} {v / 1000:.2f} s" for k, v in got.items())


def drop_snapshots(d) -> None:
    d.execute_async_script("const done = arguments[arguments.length - 1];"
                           "caches.delete('blognomic-engine').then(() => done(true));")


def _descendants(pid: int) -> list[int]:
    """``pid`` and every process below it (the browser's processes under its driver)."""
    kids: dict[int, list[int]] = {}
    for p in Path("/proc").iterdir():
        if p.name.isdigit():
            try:
                kids.setdefault(int((p / "stat").read_text().rsplit(")", 1)[1].split()[1]), []).append(int(p.name))
            except (OSError, IndexError, ValueError):
                continue
    out, todo = [], [pid]
    while todo:
        x = todo.pop()
        out.append(x)
        todo += kids.get(x, [])
    return out


def worker_cpu_ns(pids: list[int]) -> int | None:
    """The CPU time (ns) the browser's Web Worker threads have run, from /proc (None where there is no /proc):
    the engine's own CPU time, which other programs on the machine do not lengthen."""
    total, seen = 0, False
    for pid in pids:
        try:
            tasks = list(Path(f"/proc/{pid}/task").iterdir())
        except OSError:
            continue
        for t in tasks:
            try:
                if (t / "comm").read_text().startswith("DedicatedWorker"):
                    total += int((t / "schedstat").read_text().split()[0])
                    seen = True
            except (OSError, ValueError):
                continue
    return total if seen else None


def engine_call(d, pids: list[int], job: str, args: dict) -> tuple[float, float | None]:
    """One job in the engine, as the page calls it: (the Worker's wall time for it in ms, from the arguments handed
    over to the answer parsed, and its CPU time in ms)."""
    before = worker_cpu_ns(pids)
    ms = d.execute_async_script("const done = arguments[arguments.length - 1];"
                                "const e = window.__bench || (window.__bench = BlognomicEngine.start(BlognomicEngine.base));"
                                "e.ready.then(() => e.call(arguments[0], arguments[1])).then(a => done(a.ms));", job, args)
    after = worker_cpu_ns(pids)
    return ms, (after - before) / 1e6 if before is not None and after is not None else None


def native_call(job: str, args: dict) -> tuple[float, float]:
    """The same job by the same Python natively, as the Worker runs it (the arguments as JSON in, browser.run, the
    answer's JSON parsed): (wall ms, CPU ms of this thread)."""
    t0, c0 = time.perf_counter(), time.thread_time()
    out = json.loads(browser.run(job, json.dumps(args)))
    took = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
    assert out["exit"] in (0, 1), out
    return took


def engine_and_native(d, js: dict, repeat: int) -> dict:
    """Each job in the engine and natively, best of ``repeat`` each. The first call of every job, on each side, is
    made first and not counted (it imports and compiles what the job needs); then ``repeat`` rounds, each of which
    calls every job once, engine then native: both sides meet the machine's load alike, and every job meets the
    runtime's code as optimized as the others do (the browser optimizes the runtime's hottest code only after some
    calls: a job timed only after the others would find it faster)."""
    pids = _descendants(d.service.process.pid)
    for job, args in js.items():
        engine_call(d, pids, job, args), native_call(job, args)
    got: dict[str, dict[str, list[float]]] = {job: {"engine_ms": [], "engine_cpu_ms": [], "native_ms": [], "native_cpu_ms": []} for job in js}
    for _ in range(repeat):
        for job, args in js.items():
            (ew, ec), (nw, nc) = engine_call(d, pids, job, args), native_call(job, args)
            for k, v in (("engine_ms", ew), ("engine_cpu_ms", ec), ("native_ms", nw), ("native_cpu_ms", nc)):
                if v is not None:
                    got[job][k].append(v)
    out = {job: {k: min(v) if v else None for k, v in m.items()} for job, m in got.items()}
    for job, m in got.items():  # the two calls of a round met the same load: the middle of their ratios
        pairs = sorted(e / n for e, n in zip(m["engine_cpu_ms"], m["native_cpu_ms"])) if len(m["engine_cpu_ms"]) == repeat else []
        out[job]["paired_cpu_ratio"] = pairs[len(pairs) // 2] if pairs else None
    return out


def cli_ms(job: str, repeat: int) -> float:
    best = float("inf")
    for _ in range(max(2, repeat // 2)):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "blognomic_tools.cli.entry", *CLI[job]], capture_output=True, cwd=ROOT)
        best = min(best, (time.perf_counter() - t0) * 1000)
    return best


def sent(srv, site: Path, start: int) -> tuple[int, int]:
    """(bytes as sent, the same files' own bytes) of the bodies the server sent since ``start`` (a 304 sends none)."""
    def size(path: str) -> int:
        rel = path.split("?")[0][len("/tools/"):] or "index.html"
        return (site / rel).stat().st_size

    got = [(p, n) for p, n in srv.sent[start:] if p.startswith("/tools/")]
    return sum(n for _, n in got), sum(size(p) for p, _ in got)


def loads(site: Path, js: dict, repeat: int | None) -> dict:
    """A site's cold load, warm load and load from the HTTP cache alone, in a fresh profile; with ``repeat``, each
    job's time in the engine and natively too."""
    with BlogServer(ROOT / "fixtures" / "blog" / "site", site=site) as srv, tempfile.TemporaryDirectory() as prof:
        url = srv.url + "/tools/"
        d = driver(Path(prof))
        try:
            out = {}
            for load, start in (("cold", "start"), ("warm", "snapshot")):
                mark = len(srv.log), len(srv.sent)
                out[load] = first_verdict(d, url, js["validate"])
                out[load + "_bytes"], out[load + "_unpacked"] = sent(srv, site, mark[1])
                out[load + "_requests"] = len(srv.log) - mark[0]
                assert started_from(d) == start, f"the {load} load did not start from {start}"
                out[load + "_stages"] = stages(d)
            drop_snapshots(d)
            out["http_only"] = first_verdict(d, url, js["validate"])
            assert started_from(d) == "start"
            out["per_job"] = engine_and_native(d, js, repeat) if repeat else {}
        finally:
            d.quit()
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--against", type=Path, default=None,
                    help="another build of the site (web/dist of another checkout): its loads measured in the same run")
    a = ap.parse_args()
    if not (DIST / "wheels" / "manifest.json").is_file():
        sys.exit("bench/web.py: build the site first (make web)")
    js = jobs()
    other = loads(a.against, js, None) if a.against else None
    got = loads(DIST, js, a.repeat)
    rows = [(job, got["per_job"][job], cli_ms(job, a.repeat)) for job in js]
    print(f"site: {sum(f.stat().st_size for f in DIST.rglob('*') if f.is_file()) / 2**20:.1f} MiB; fresh headless Chromium profile")
    print(f"cold load to first verdict:  {got['cold']:5.2f} s  (goal <= 6 s)   {got['cold_bytes'] / 2**20:5.2f} MiB sent (goal <= 8 MiB; "
          f"{got['cold_unpacked'] / 2**20:.2f} MiB unpacked) in {got['cold_requests']} requests")
    print(f"  the engine's start: {got['cold_stages']}")
    print(f"warm load to first verdict:  {got['warm']:5.2f} s  (goal <= 2 s)   {got['warm_bytes'] / 2**20:5.2f} MiB sent in {got['warm_requests']} requests")
    print(f"  the engine's start: {got['warm_stages']}")
    print(f"  the same, HTTP cache alone: {got['http_only']:5.2f} s  (the snapshot deleted)")
    if other:
        print(f"{a.against}, in the same run:")
        print(f"  cold {other['cold']:5.2f} s, {other['cold_bytes'] / 2**20:.2f} MiB sent ({other['cold_unpacked'] / 2**20:.2f} MiB unpacked); "
              f"warm {other['warm']:5.2f} s; HTTP cache alone {other['http_only']:5.2f} s")
        print(f"  this site against it: cold {got['cold'] / other['cold']:.2f}x, warm {got['warm'] / other['warm']:.2f}x, "
              f"HTTP cache alone {got['http_only'] / other['http_only']:.2f}x, bytes {got['cold_bytes'] / other['cold_bytes']:.2f}x")
    print(f"{'job':9} {'engine':>9} {'native':>9} {'ratio':>6}   {'engine':>9} {'native':>9} {'ratio':>6} {'paired':>7} {'CLI (wall)':>11}")
    print(f"{'':9} {'wall, best of ' + str(a.repeat):>26}   {'CPU, best of ' + str(a.repeat):>26} {'median':>7}   (goal <= 2.00x)")
    for job, m, c in rows:
        ec, nc, pc = m["engine_cpu_ms"], m["native_cpu_ms"], m["paired_cpu_ratio"]
        cpu = f"{ec:6.0f} ms {nc:6.0f} ms {ec / nc:5.2f}x {pc:6.2f}x" if ec is not None else f"{'(no /proc)':>34}"
        print(f"{job:9} {m['engine_ms']:6.0f} ms {m['native_ms']:6.0f} ms {m['engine_ms'] / m['native_ms']:5.2f}x   {cpu} {c:8.0f} ms")
    summary = {k: (round(v, 2) if isinstance(v, float) else v) for k, v in got.items() if k != "per_job" and not k.endswith("_stages")}
    summary["jobs"] = {j: {**{k: (round(v, 2 if "ratio" in k else 1) if v is not None else None) for k, v in m.items()}, "ratio": round(m["engine_ms"] / m["native_ms"], 2),
                           "cpu_ratio": round(m["engine_cpu_ms"] / m["native_cpu_ms"], 2) if m["engine_cpu_ms"] is not None else None,
                           "cli_ms": round(c)} for j, m, c in rows}
    if other:
        summary["against"] = {k: (round(v, 2) if isinstance(v, float) else v) for k, v in other.items() if k != "per_job" and not k.endswith("_stages")}
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
