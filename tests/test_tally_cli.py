"""`tally --pending` and `audit` on a terminal: a progress bar on stderr; none when stderr is piped."""
from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIX

EXE = str(Path(sys.executable).parent / "blognomic")
LIVE_RS = str(FIX / "ruleset-2024-02-24.wiki")


def _run_with_tty_stderr(args: list[str]) -> tuple[int, str, str]:
    """Run with stdout piped and stderr on a pseudo-terminal; returns (code, stdout, what the terminal saw)."""
    master, slave = pty.openpty()
    env = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", "COLUMNS": "120", "TERM": "xterm"}
    proc = subprocess.Popen([EXE, *args], stdout=subprocess.PIPE, stderr=slave, env=env)
    os.close(slave)
    seen = b""
    out = b""
    while True:
        ready, _, _ = select.select([master, proc.stdout], [], [], 30)
        if not ready:
            break
        if master in ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                chunk = b""
            seen += chunk
        if proc.stdout in ready:
            chunk = proc.stdout.read1(65536) if hasattr(proc.stdout, "read1") else proc.stdout.read()
            if not chunk and proc.poll() is not None:
                break
            out += chunk
    proc.wait(30)
    os.close(master)
    return proc.returncode, out.decode(), seen.decode(errors="replace")


@pytest.mark.parametrize(
    "args,label,count",
    [
        (["tally", "--pending", "--as-of", "2024-02-22T12:00:00Z"], "reading pending matters", "5/5"),
        (["audit", "--month", "2024/02"], "auditing 2024/02", "4/4"),
    ],
)
def test_progress_on_a_terminal_only(blog_server, args, label, count):
    full = args + ["--blog", blog_server.url, "--ruleset", LIVE_RS, "--no-cache", "--json"]
    code, out, tty = _run_with_tty_stderr(full)
    assert label in tty and count in tty, tty
    assert out.lstrip().startswith("{")  # stdout stays clean JSON
    piped = subprocess.run([EXE, *full], capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "HOME": "/tmp"})
    # no progress bar when piped: only the note that the file stands for the Ruleset of then
    assert all(line.startswith("note: ") and "stands for the" in line for line in piped.stderr.splitlines()) and piped.returncode == code, piped.stderr
    assert piped.stdout == out
