"""The README's corpus table is what bench/corpus.py measures now; every reader reads its whole corpus, none wrong
(but for a held-out round gathered and not yet taught, which is only measured)."""
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
    if not request.config.getvalue("loadgroup"):
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
            taught_wrong = [d for d in m["details"] if d["verdict"] == "wrong" and d["case"].split("-")[0] not in m["untaught_rounds"]]
            assert not taught_wrong and m["read"] >= 0.60 * m["cases"], (m["reader"], taught_wrong[:5])
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


def test_readme_table_is_the_measured_one():
    corpus = _corpus()
    shown = corpus.current_readme_block((ROOT / "README.md").read_text())
    assert shown is not None, "README.md lost its corpus table markers"
    assert shown == corpus.readme_block(corpus.measures()), "the README's corpus table drifted: python bench/corpus.py --write-readme"


def test_the_table_is_printed_as_the_readme_shows_it(capsys):
    corpus = _corpus()
    assert corpus.main([]) == 0
    shown = corpus.current_readme_block((ROOT / "README.md").read_text())
    assert capsys.readouterr().out.strip() in shown


def test_a_drifted_table_is_caught(tmp_path):
    corpus = _corpus()
    ms = corpus.measures()
    ms[1] = dict(ms[1], read=ms[1]["read"] - 1, wrong=1)
    assert corpus.readme_block(ms) != corpus.current_readme_block((ROOT / "README.md").read_text())
