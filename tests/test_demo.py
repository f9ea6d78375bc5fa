"""`make demo` prints the same thing on every run: a fresh sandbox each time, fixed times, stable ports."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from blognomic_tools.sandbox.mediawiki import free_port
from conftest import ROOT


def test_demo_twice_prints_the_same(tmp_path):
    venv_bin = Path(sys.executable).parent
    if not (ROOT / ".venv" / "bin" / "blognomic").exists():
        pytest.skip("the demo runs the project's .venv (make install)")
    env = {"PATH": f"{venv_bin}:/usr/bin:/bin", "HOME": str(tmp_path), "COLUMNS": "140", "LANG": os.environ.get("LANG", "C.UTF-8"),
           "BLOGNOMIC_SANDBOX_DIR": str(tmp_path / "sbx"), "BLOGNOMIC_SANDBOX_PORT": str(free_port())}

    def demo() -> str:
        r = subprocess.run(["bash", str(ROOT / "scripts" / "demo.sh")], capture_output=True, text=True, env=env, timeout=600)
        assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
        return r.stdout + r.stderr

    first, second = demo(), demo()
    assert first == second
    # what the demo shows: the Fortnight saved once, the second run of it refused, the illegal edit illegal
    assert "saved Gartenberg as revision 7 (was 6)" in first
    assert "its Last Fortnight is 1 March 2024 (Fortnight 4), at or after --date 2024-03-01 12:00 UTC" in first
    assert "illegal (" in first and "Reputation is 3: it may be at most 2" in first
    assert "window: 2024-02-24 00:00 UTC → 2024-03-01 12:00 UTC" in first
