"""Every link of the README and of docs/*.md leads to a file of the project and, where it names one, to a heading
of that file (scripts/doc_links.py); the README stays a short read that points to docs/ for the rest."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import doc_links  # noqa: E402


def test_every_link_of_the_readme_and_docs_resolves():
    files = doc_links.doc_files()
    assert ROOT / "README.md" in files and ROOT / "docs" / "tour.md" in files
    problems = [p for f in files for p in doc_links.broken(f)]
    assert not problems, "links that lead nowhere:\n" + "\n".join(problems)


def test_the_readme_is_short_and_points_to_every_page_of_docs():
    text = (ROOT / "README.md").read_text()
    assert len(text.splitlines()) <= 300, "the README is read in five minutes: the detail belongs in docs/"
    for page in sorted((ROOT / "docs").glob("*.md")):
        assert f"](docs/{page.name}" in text, f"the README does not link docs/{page.name}"


def test_a_missing_file_or_heading_is_reported_and_code_is_not_read(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "tour.md").write_text("# Tour\n\n## `blognomic tally URL|FILE...`: what an admin may do now\n\n"
                                               "## Errors\n\n## Errors\n")
    readme = tmp_path / "README.md"
    readme.write_text(
        "# Project\n\n"
        "[tally](docs/tour.md#blognomic-tally-urlfile-what-an-admin-may-do-now) "
        "[errors](docs/tour.md#errors) [again](docs/tour.md#errors-1) [top](#project) [site](https://blognomic.com)\n"
        "[gone](docs/nothing.md) [no such heading](docs/tour.md#exit-codes) ![picture](docs/shot.png)\n"
        "[self](#nowhere)\n\n"
        "```\n[in a code block](docs/nothing.md)\n```\n"
        "`[inline code](docs/nothing.md)`\n")
    problems = doc_links.broken(readme)
    assert problems == [
        "README.md:4: docs/nothing.md: no such file",
        "README.md:4: docs/tour.md#exit-codes: no heading gives the anchor #exit-codes",
        "README.md:4: docs/shot.png: no such file",
        "README.md:5: #nowhere: no heading gives the anchor #nowhere",
    ]
    (tmp_path / "docs" / "shot.png").write_bytes(b"\x89PNG")
    assert len(doc_links.broken(readme)) == 3
