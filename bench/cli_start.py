"""Benchmark: how long the CLI takes to start (`blognomic --version`), against the bare interpreter start.

    python bench/cli_start.py

Both are run as fresh processes, interleaved, best of N, so the ratio holds on a noisy machine. The goal is an
absolute start of at most 0.25 s: no reader's patterns are compiled, no wording table is loaded, until a command
needs them.
"""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

BIN = Path(sys.executable).parent


def run(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def main(n: int = 15) -> None:
    cli = [str(BIN / "blognomic"), "--version"]
    bare = [sys.executable, "-c", "pass"]
    a, b = [], []
    for _ in range(n):
        a.append(run(bare))
        b.append(run(cli))
    base, start = min(a), min(b)
    print(f"best of {n} fresh processes")
    print(f"python -c pass (baseline):   {base:.3f} s")
    print(f"blognomic --version:         {start:.3f} s  ratio {start / base:.2f}x  (goal <= 0.25 s)")


if __name__ == "__main__":
    main()
