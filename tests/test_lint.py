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



def _asserts_and_doc_reads(source: str) -> list[int]:
    """The lines of ``source`` with an assert or a read of ``__doc__``."""
    import ast

    return [n.lineno for n in ast.walk(ast.parse(source))
            if isinstance(n, ast.Assert) or isinstance(n, ast.Attribute) and n.attr == "__doc__"]


def test_the_project_has_no_assert_and_reads_no_docstring():
    """The browser's bytecode of the project is compiled without asserts and docstrings (web/precompile.mjs,
    optimize=2): an assert there would be skipped in the browser and a docstring read would be None, so neither is
    allowed in the project's code."""
    found = [f"{p.relative_to(ROOT)}:{line}" for p in sorted((ROOT / "blognomic_tools").rglob("*.py"))
             for line in _asserts_and_doc_reads(p.read_text(encoding="utf-8"))]
    assert found == [], found


def test_the_check_finds_an_assert_and_a_docstring_read():
    assert _asserts_and_doc_reads("def f(x):\n    assert x > 0\n    return f.__doc__\n") == [2, 3]
