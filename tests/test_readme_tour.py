"""The README's tour blocks are what real runs print (scripts/readme_tour.py), and the checker itself works."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import readme_tour  # noqa: E402


def test_readme_matches_real_runs():
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "readme_tour.py")], capture_output=True, text=True, cwd=ROOT, timeout=1200)
    assert r.returncode == 0, "the README drifted from real runs (python scripts/readme_tour.py --write):\n" + r.stdout + r.stderr


MINI = """# Demo

### `ruleset rule`

<!-- tour: fixtures -->
```
$ blognomic ruleset rule fixtures/rulesets/ruleset-2024-02-24.wiki Vote
error: fixtures/rulesets/ruleset-2024-02-24.wiki: no rule 'Vote' in this ruleset (did you mean: Votes)
$ blognomic ruleset show fixtures/rulesets/ruleset-070.wiki
ruleset-070 (wikitext)
├── 1 Core Rules
…
3 sections, 26 rules and subrules, 18 glossary terms
```
"""


def _marked(readme: Path, marker: str) -> None:
    readme.write_text(MINI.replace("<!-- tour: fixtures -->", marker))


def test_checker_passes_a_true_block_and_reports_a_drifted_one(tmp_path):
    readme = tmp_path / "README.md"
    _marked(readme, "<!-- tour: fixtures\ntrim: 2+1\n-->")
    assert readme_tour.main(["--readme", str(readme)]) == 0
    readme.write_text(readme.read_text().replace("26 rules", "27 rules"))
    assert readme_tour.main(["--readme", str(readme)]) == 1
    assert readme_tour.main(["--readme", str(readme), "--write"]) == 0
    assert "26 rules and subrules" in readme.read_text() and "trim: 2+1" in readme.read_text()
    assert readme_tour.main(["--readme", str(readme)]) == 0


def test_checker_regenerates_untrimmed_and_keeps_the_layout(tmp_path):
    readme = tmp_path / "README.md"
    _marked(readme, "<!-- tour: fixtures -->")
    assert readme_tour.main(["--readme", str(readme), "--write"]) == 0
    text = readme.read_text()
    assert "│   ├── 1.5 Enactment" in text and "…" not in text  # no trim rule: the whole output
    assert "(did you mean: Votes)\n$ blognomic ruleset show" in text  # no blank line added where there was none


@pytest.mark.parametrize(
    "readme_text,needle",
    [
        ("```\n$ blognomic version\nblognomic-tools 0.1.0\n```\n", "no <!-- tour: ... --> marker"),
        ("<!-- tour: somewhere -->\n```\n$ blognomic version\n```\n", "the first word must be one of"),
        ("<!-- tour: fixtures\ntrim: lots\n-->\n```\n$ blognomic version\n```\n", "expected H+T"),
        ("<!-- tour: fixtures -->\nsome text\n```\n$ blognomic version\n```\n", "right before its code block"),
    ],
)
def test_checker_refuses_unmarked_or_malformed_blocks(tmp_path, capsys, readme_text, needle):
    readme = tmp_path / "README.md"
    readme.write_text(readme_text)
    assert readme_tour.main(["--readme", str(readme)]) == 2
    assert needle in capsys.readouterr().err
