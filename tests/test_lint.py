"""The code passes the linter (ruff, configured in pyproject.toml: pyflakes and pycodestyle's errors and warnings): an
unused import, an undefined name, a variable assigned and never read or a line past 200 characters fails the suite."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _ruff() -> list[str]:
    exe = Path(sys.executable).parent / "ruff"
    if exe.exists():
        return [str(exe)]
    found = shutil.which("ruff")
    if found is None:
        pytest.fail("ruff is not installed: `make install` installs it with the test extras")
    return [found]


def test_ruff_finds_nothing():
    r = subprocess.run([*_ruff(), "check", "--no-cache", "--output-format", "concise", "."], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr


def test_ruff_would_find_an_unused_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import os\n")
    r = subprocess.run([*_ruff(), "check", "--no-cache", "--config", str(ROOT / "pyproject.toml"), str(bad)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 1 and "F401" in r.stdout
