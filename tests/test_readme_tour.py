"""The tour blocks of the README and docs/ (docs/tour.md holds the whole tour) are what real runs print
(scripts/readme_tour.py), and the checker itself works."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import readme_tour  # noqa: E402


# Every way a block is run, each checked by a test of its own: the offline blocks and the sandbox's run on two workers at
# once (one test of them all ran them one after another, the longest test of the suite but the demo's).
WAYS = [e for e in readme_tour.ENVS if e != "skip"]


@pytest.mark.parametrize("env", WAYS)
def test_readme_matches_real_runs(env):
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "readme_tour.py"), "--env", env], capture_output=True, text=True,
                       cwd=ROOT, timeout=1800)
    assert r.returncode == 0, "the README or docs/ drifted from real runs (python scripts/readme_tour.py --write):\n" + r.stdout + r.stderr


def test_each_way_of_running_is_checked_apart_and_together_they_are_every_block(tmp_path, capsys):
    """--env picks the blocks run one way (a sandbox block is not run, nor the sandbox started, for --env fixtures);
    the ways the test checks one by one are every way but skip."""
    readme = tmp_path / "README.md"
    readme.write_text(MINI.replace("<!-- tour: fixtures -->", "<!-- tour: fixtures\ntrim: 2+1\n-->") + "\n<!-- tour: sandbox -->\n```\n$ blognomic version\n```\n")
    assert readme_tour.main(["--readme", str(readme), "--env", "fixtures"]) == 0
    assert "1 tour blocks run, 0 differ" in capsys.readouterr().out
    assert set(WAYS) | {"skip"} == set(readme_tour.ENVS)


def test_the_tour_in_docs_and_the_readme_are_both_checked():
    """By default the checker reads the README and every page of docs/: the whole tour moved to docs/tour.md, the
    README keeping a few short blocks of its own, and every one of them is run."""
    files = readme_tour.tour_files()
    assert ROOT / "README.md" in files and ROOT / "docs" / "tour.md" in files
    listed = subprocess.run([sys.executable, str(ROOT / "scripts" / "readme_tour.py"), "--list"], capture_output=True,
                            text=True, cwd=ROOT, timeout=60)
    assert listed.returncode == 0, listed.stderr
    where = {line.split(":")[0] for line in listed.stdout.splitlines()}
    assert {"README.md", "docs/tour.md"} <= where
    tour = (ROOT / "docs" / "tour.md").read_text()
    assert tour.count("<!-- tour: ") >= 25  # the whole tour, not a part of it


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


def test_checker_reads_every_file_given_and_names_the_one_that_drifted(tmp_path, capsys):
    """Two files checked in one run (as the README and docs/tour.md are): a drifted block is reported under its own
    file's name and line, and --write rewrites that file only."""
    readme, tour = tmp_path / "README.md", tmp_path / "tour.md"
    _marked(readme, "<!-- tour: fixtures\ntrim: 2+1\n-->")
    _marked(tour, "<!-- tour: fixtures\ntrim: 2+1\n-->")
    files = ["--readme", str(readme), "--readme", str(tour)]
    assert readme_tour.main(files) == 0
    tour.write_text(tour.read_text().replace("26 rules", "27 rules"))
    capsys.readouterr()
    assert readme_tour.main(files) == 1
    out = capsys.readouterr().out
    assert "tour.md:9 (`ruleset rule`): tour.md differs from a real run" in out and "README.md:" not in out
    before = readme.read_text()
    assert readme_tour.main(files + ["--write"]) == 0
    assert "26 rules and subrules" in tour.read_text() and readme.read_text() == before
    assert readme_tour.main(files) == 0


def test_checker_names_the_file_of_a_malformed_block(tmp_path, capsys):
    good, bad = tmp_path / "README.md", tmp_path / "tour.md"
    _marked(good, "<!-- tour: fixtures -->")
    bad.write_text("# Tour\n\n```\n$ blognomic version\n```\n")
    assert readme_tour.main(["--readme", str(good), "--readme", str(bad)]) == 2
    assert "tour.md:3 (Tour): a block with $ commands but no <!-- tour: ... --> marker" in capsys.readouterr().err


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


def test_a_port_another_process_holds_is_the_machines_not_the_commands(tmp_path):
    """A fresh sandbox on a busy machine says which port it took instead of a taken one: that note, like the port
    itself, is normalised away, and nothing else is."""
    tour = readme_tour.Tour(tmp_path)
    out = ("reset: a fresh sandbox\nnote: port 8470 is taken; the wiki uses 8472\nwiki: http://127.0.0.1:8472/ (created)\n"
           "note: the blog is slow\n")
    assert tour.normalise(out, tmp_path, tmp_path) == ["reset: a fresh sandbox", "wiki: http://127.0.0.1:PORT/ (created)",
                                                       "note: the blog is slow"]
