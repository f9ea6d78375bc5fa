"""The held-out round of the declaration and action readers: real forms gathered after the readers and their corpora
were written, measured at first sight before anything was taught from them, and reported in the README's corpus table
as "before -> now" (fields as the unit). Untaught, a round is measured, not required to be right; taught, it reads with
none wrong, its first-sight record kept."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

# The measure of all the corpora is computed once per worker (bench/corpus.py keeps it): these run beside
# tests/test_corpus_table.py on one worker.
pytestmark = pytest.mark.xdist_group("corpus")

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fixtures" / "corpus"


def _bench(reader: str):
    import importlib

    return importlib.import_module(f"corpus_{reader}")  # bench/, on the path from conftest


def _first(bench, rnd: str = "heldout") -> dict:
    """A round's first-sight record (one record, or a dict of them keyed by round)."""
    first = bench.HELD_OUT_FIRST
    return first if "fields" in first else first[rnd]


def _cases(reader: str) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for path in sorted((CORPUS / reader).glob("expected*.json")):
        out.update(json.loads(path.read_text(encoding="utf-8")))
    return out


@pytest.mark.parametrize("reader,rules", [("declarations", 30), ("actions", 20)])
def test_the_held_out_round_is_gathered_from_sources_no_taught_case_cites(reader, rules):
    cases = _cases(reader)
    first_round = json.loads((CORPUS / reader / "expected-heldout.json").read_text(encoding="utf-8"))
    held = {k: c for k, c in cases.items() if c.get("held_out") and k in first_round}
    assert len(held) == rules
    assert all(k.startswith("ho-") and c["held_out"] is True for k, c in held.items())
    taught_sources = {c["from"] for r in ("declarations", "actions") for c in _cases(r).values() if not c.get("held_out")}
    assert not {c["from"] for c in held.values()} & taught_sources
    years = {y for c in held.values() for y in range(2005, 2026) if str(y) in c["dynasty"]}
    assert len(years) >= 10, sorted(years)


@pytest.mark.parametrize("reader", ["declarations", "actions"])
def test_the_first_sight_rate_is_recorded_and_kept(reader):
    bench = _bench(reader)
    first = _first(bench)
    assert first["right"] + first["refused"] + first["wrong"] == first["fields"]
    assert len(first["commit"]) == 40
    import corpus  # bench/, on the path from conftest: the measure the other corpus tests read, computed once

    m = next(m for m in corpus.measures() if m["reader"] == reader)
    h = m["held_out"]
    now = next(r for r in h["rounds"] if r["round"] == "heldout")
    # the first rate carried beside today's (the fields counted are the expected ones and whatever was read besides,
    # so their number moves with what the reader reads)
    assert (now["read_before"], now["first"]) == (first["right"], first)
    assert now["read"] + now["refused"] + now["wrong"] == now["cases"]
    assert now["wrong"] <= first["wrong"]  # mended since: never more wrong than at first sight
    if "heldout" not in bench.UNTAUGHT_ROUNDS:
        assert now["wrong"] == 0  # taught: none wrong
    assert m["untaught_rounds"] == list(bench.UNTAUGHT_ROUNDS)


def test_the_readme_table_shows_both_readers_held_out_rounds():
    import corpus  # bench/, on the path from conftest

    rows = {m["reader"]: corpus.held_out(m) for m in corpus.measures() if m["reader"] in ("actions", "declarations")}
    for reader in rows:
        first = _first(_bench(reader))
        assert f"{first['right']} → " in rows[reader], rows[reader]
