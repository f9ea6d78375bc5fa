"""The corpus tables (the README's compact one, docs/corpus.md's full one) are what bench/corpus.py measures now;
every reader reads its whole corpus, none wrong (but for a held-out round gathered and not yet taught, which is only
measured)."""
from __future__ import annotations

from pathlib import Path

import pytest

# Every test here reads the measure of all the corpora: one worker computes it once (bench/corpus.py keeps it).
pytestmark = pytest.mark.xdist_group("corpus")

ROOT = Path(__file__).resolve().parent.parent


def _corpus():
    import corpus  # bench/, on the path from conftest

    return corpus


def test_the_corpus_tests_are_one_workers_group(request):
    """Run on several workers (--dist loadgroup, as make test runs them), the corpus tests are one group, so that one
    worker measures the corpora once; with a pytest that does not let pytest-xdist name the group, each worker measured
    them again (about a minute of CPU)."""
    if not getattr(request.config.option, "loadgroup", False):  # set on the workers of --dist loadgroup only
        pytest.skip("not run with --dist loadgroup")
    assert request.node.nodeid.endswith("@corpus"), request.node.nodeid


def test_every_reader_reads_its_whole_corpus_and_none_wrong():
    ms = _corpus().measures()
    assert [m["reader"] for m in ms] == ["profile", "notes", "gamestate", "textrender", "proposals", "gamestate_instructions",
                                         "actions", "declarations"]
    for m in ms:
        if m["reader"] in ("actions", "declarations"):
            # per field: the corpus at least 90% right and none wrong; what cannot be read with certainty is refused.
            # A held-out round, once taught, none wrong (its rate reported beside its first sight); gathered and not yet
            # taught, measured and reported, not yet required to be right.
            t, c = m["taught"], m["corpus"]
            taught = [d for d in m["details"] if d["round"] not in m["untaught_rounds"]]
            assert t["wrong"] == 0 and c["wrong"] == 0 and c["read"] >= 0.90 * c["cases"], (m["reader"], taught[:5])
            assert m["sentences"] >= (100 if m["reader"] == "actions" else 150) and m["dynasties"] >= 25, m["reader"]
            assert m["cases"] == t["cases"] + sum(r["cases"] for r in _untaught(m)), m["reader"]
            continue
        assert m["cases"] > 0 and m["forms"] > 0, m["reader"]
        if m["reader"] == "proposals":  # ambiguous real proposals are refused (saving blocked); none wrong once taught
            # and the taught cases read at least 85% fully; a round gathered and not yet taught is reported, not required
            untaught = [d for d in m["details"] if d["case"].split("-")[0] in m["untaught_rounds"]]
            taught_cases = m["cases"] - sum(r["cases"] for r in (m.get("held_out") or {}).get("rounds", [])
                                            if r["round"] in m["untaught_rounds"])
            taught_wrong = [d for d in m["details"] if d["verdict"] == "wrong" and d not in untaught]
            taught_read = taught_cases - (len(m["details"]) - len(untaught))
            assert not taught_wrong and taught_read >= 0.85 * taught_cases, (m["reader"], taught_wrong[:5], taught_read, taught_cases)
            continue
        if m.get("untaught_rounds"):  # a held-out round gathered but not yet taught is measured, not yet required
            missed = [d for d in m["details"] if d["round"] not in m["untaught_rounds"]]
            assert not missed and m["read"] + len(m["details"]) == m["cases"], (m["reader"], missed[:5])
            continue
        assert (m["read"], m["wrong"]) == (m["cases"], 0), (m["reader"], m["details"][:5])


def _untaught(m: dict) -> list[dict]:
    """The held-out rounds of a reader's measure that are not yet taught."""
    h = m.get("held_out") or {}
    rounds = h.get("rounds") or [dict(h, round="heldout")]
    return [r for r in rounds if r.get("round") in m.get("untaught_rounds", ())]


def test_both_tables_are_the_measured_ones():
    """The README's compact table and docs/corpus.md's full one, each between its markers, are this run's."""
    corpus = _corpus()
    ms = corpus.measures()
    shown = corpus.current_block((ROOT / "docs" / "corpus.md").read_text())
    assert shown is not None, "docs/corpus.md lost its corpus table markers"
    assert shown == corpus.table_block(ms), "docs/corpus.md's table drifted: python bench/corpus.py --write-readme"
    summary = corpus.current_block((ROOT / "README.md").read_text(), corpus.SUMMARY_BEGIN, corpus.SUMMARY_END)
    assert summary is not None, "README.md lost its corpus summary markers"
    assert summary == corpus.summary_block(ms), "the README's corpus summary drifted: python bench/corpus.py --write-readme"


def test_the_tables_are_printed_as_the_files_show_them(capsys):
    corpus = _corpus()
    assert corpus.main([]) == 0
    assert capsys.readouterr().out.strip() in corpus.current_block((ROOT / "docs" / "corpus.md").read_text())
    assert corpus.main(["--summary"]) == 0
    readme = (ROOT / "README.md").read_text()
    assert capsys.readouterr().out.strip() in corpus.current_block(readme, corpus.SUMMARY_BEGIN, corpus.SUMMARY_END)


def test_the_summary_gives_each_reader_its_rate_and_first_sight():
    """Per reader: the corpus read / refused / wrong and its rate, and the held-out cases at first sight, every round
    together (right / refused / wrong where the first sight recorded them apart; right alone where it did not)."""
    corpus = _corpus()
    ms = corpus.measures()
    rows = {row.split(" | ")[0].lstrip("| "): row for row in corpus.summary(ms).split("\n")[2:]}
    proposals = next(m for m in ms if m["reader"] == "proposals")
    firsts = [r["first"] for r in proposals["held_out"]["rounds"]]
    right, refused, wrong = (sum(f[k] for f in firsts) for k in ("read", "refused", "wrong"))
    row = rows["Proposal instructions (blog 2003-2026)"]
    assert f"| {proposals['read']} / {proposals['refused']} / {proposals['wrong']} of {proposals['cases']} proposal bodies |" in row
    # wrong only in a round measured and not yet taught
    assert proposals["wrong"] == sum(r["wrong"] for r in proposals["held_out"]["rounds"] if r["round"] in proposals["untaught_rounds"])
    assert f"| {right} / {refused} / {wrong} of {sum(f['cases'] for f in firsts)} |" in row
    notes = next(m for m in ms if m["reader"] == "notes")
    assert f"| {notes['held_out']['read_before']} right of {notes['held_out']['cases']};" in rows["Admin notes (blog 2003-2025)"]
    assert "| none gathered | - |" in rows["Flattened tables in text renders"]
    # a round gathered and not yet taught is its own first sight: as it reads now
    untaught = dict(proposals, held_out={"rounds": [{"round": "heldout4", "read_before": None, "read": 3, "cases": 10, "wrong": 2}]})
    assert corpus.first_sight(untaught) == (3, 5, 2, 10)


def test_a_drifted_table_is_caught(tmp_path):
    corpus = _corpus()
    ms = corpus.measures()
    ms[1] = dict(ms[1], read=ms[1]["read"] - 1, wrong=1)
    assert corpus.table_block(ms) != corpus.current_block((ROOT / "docs" / "corpus.md").read_text())
    readme = (ROOT / "README.md").read_text()
    assert corpus.summary_block(ms) != corpus.current_block(readme, corpus.SUMMARY_BEGIN, corpus.SUMMARY_END)
