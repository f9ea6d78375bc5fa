"""The core (parsing, profile, tally, validation, enactment) runs on pure Python, as it must in Pyodide: its tests
pass in a subprocess where lxml, cssselect, regex and wikitextparser cannot be imported (pure_core_plugin.py)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
# the core's tests that need no server, by file: gamestate reading and validation, the profile, the tally, the
# proposal reader and the enactment, every Ruleset format, the HTML readers, admin notes
CORE = [
    "test_gamestate.py", "test_gamestate_structure.py", "test_gamestate_corpus.py", "test_gamestate_heldout.py",
    "test_profile.py", "test_profile_corpus.py", "test_tally.py", "test_tally_changes.py",
    "test_proposal_instructions.py", "test_enactment_plan.py", "test_enact_ruleset.py",
    "test_every_format.py", "test_html_parsers.py", "test_admin_note_corpus.py",
]


def _run(*args: str, timeout: int = 600) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p))
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=TESTS, env=env, timeout=timeout)


def test_the_blocked_packages_cannot_be_imported_but_the_core_can():
    code = ("import pure_core_plugin, importlib\n"
            "for name in pure_core_plugin.BLOCKED:\n"
            "    try:\n        importlib.import_module(name)\n    except ModuleNotFoundError:\n        print('blocked', name)\n"
            "import bs4, blognomic_tools.parsers.blog, blognomic_tools.parsers.proposal, blognomic_tools.parsers.gamestate\n"
            "import blognomic_tools.writers, blognomic_tools.merge, blognomic_tools.tally, blognomic_tools.enactment\n"
            "import blognomic_tools.validators.gamestate, blognomic_tools.profile\n"
            "print('core imported')\n")
    r = _run("-c", code)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split("\n")[:5] == ["blocked lxml", "blocked cssselect", "blocked regex", "blocked wikitextparser", "core imported"]


def test_the_core_tests_pass_without_c_extension_parsers():
    assert all((TESTS / f).exists() for f in CORE)
    r = _run("-m", "pytest", "-q", "-p", "pure_core_plugin", "-p", "no:cacheprovider", "-m", "not slow", *CORE)
    tail = "\n".join(r.stdout.strip().splitlines()[-15:])
    assert r.returncode == 0, tail + r.stderr[-2000:]
    passed = re.search(r"(\d+) passed", tail)
    assert passed and int(passed.group(1)) > 500 and "failed" not in tail and "error" not in tail, tail
