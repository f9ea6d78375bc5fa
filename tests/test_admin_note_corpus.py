"""Admin notes of 2003-2025: every note of the corpus reads exactly as expected, and the reader's knowledge is its tables.

The corpus (fixtures/corpus/notes/notes.json) holds notes written in the forms of real blog notes, with
our own names and numbers; each case says which page or era its form comes from ("from").
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from blognomic_tools.parsers import admin_note
from blognomic_tools.parsers.admin_note import parse_admin_note
from fuzzing import FUZZ, mutated, run_fuzzed

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "corpus_notes.py"
CASES = json.loads((ROOT / "fixtures" / "corpus" / "notes" / "notes.json").read_text(encoding="utf-8"))


def _bench():
    import corpus_notes  # bench/, on the path from conftest

    return corpus_notes


@pytest.mark.parametrize("case", CASES, ids=[f"{i:03d}-{c['form']}" for i, c in enumerate(CASES)])
def test_every_corpus_note_reads_as_expected(case):
    n = parse_admin_note(case["note"])
    got = {"status": n.status, "for": n.for_, "against": n.against, "def": n.deferentials, "admin": n.admin}
    assert got == {k: case[k] for k in got}, f"{case['note']!r} (form from {case['from']})"
    assert n.readable == (case["status"] is not None)
    assert ("no status word" in n.unparsed) == (case["status"] is None and case["note"] != "")


def test_measure_reads_the_whole_corpus():
    r = _bench().measure()
    assert (r["reader"], r["cases"], r["read"], r["wrong"], r["details"]) == ("notes", len(CASES), len(CASES), 0, [])
    assert r["cases"] >= 200 and r["forms"] >= 100


def test_the_corpus_spans_the_eras_and_the_hard_forms():
    years = {int(y) for c in CASES for y in re.findall(r"\b(20[0-2]\d)\b", c["from"])}
    assert {2003, 2004, 2005, 2006, 2009, 2010, 2013, 2016, 2019, 2021, 2023, 2025} <= years
    notes = [c["note"] for c in CASES]
    assert any("&mdash;" in s or "&#8212;" in s for s in notes) and any("https://" in s for s in notes)
    assert sum(1 for c in CASES if c["admin"] and " " in c["admin"]) >= 8  # two-word names
    assert {"enacted", "failed", "withdrawn", "vetoed", "illegal", None} == {c["status"] for c in CASES}
    assert sum(1 for c in CASES if c["def"] is not None) >= 10 and all(c["from"] for c in CASES)


def test_the_held_out_round_is_measured_and_read():
    """Forms gathered from the blog after the reader was written (held_out): all read now, and the bench
    reports how many the reader read right before it learnt them."""
    held = [c for c in CASES if c.get("held_out")]
    assert len(held) >= 40 and len({c["form"] for c in held}) >= 25
    years = {int(y) for c in held for y in re.findall(r"\b(20[0-2]\d)\b", c["from"])}
    assert {2003, 2004, 2005, 2008, 2009, 2010, 2012, 2013, 2015, 2018, 2020, 2021, 2025} <= years
    assert not {c["form"] for c in held} & {c["form"] for c in CASES if not c.get("held_out")}  # new forms only
    r = _bench().measure()
    h = r["held_out"]
    assert {k: h[k] for k in ("cases", "read", "wrong")} == {"cases": len(held), "read": len(held), "wrong": 0}
    assert 0 < h["read_before"] < len(held)
    # each round: gathered after the reader of its time, measured before it was taught them, all read now
    rounds = {x["round"]: x for x in h["rounds"]}
    assert set(rounds) == {1, 2} and sum(x["cases"] for x in rounds.values()) == len(held)
    assert all(x["read"] == x["cases"] and 0 < x["read_before"] < x["cases"] for x in rounds.values())
    assert rounds[2]["cases"] == len([c for c in held if c.get("round") == 2]) >= 20


def test_the_second_round_forms():
    """A later clause undoes an enactment ("Subsequently Failed by X, as ... able to enact it": what could be done is
    not what was), three counts ("15-8-3": FOR, AGAINST and an unnamed third), resolved DEFs, a REVISE counted apart."""
    n = parse_admin_note("Timed out, 6-0. Enacted by Marlowe. Subsequently Failed by Marlowe, as it's unclear that fewer than quorum was able to enact it")
    assert (n.status, n.for_, n.against, n.admin) == ("failed", 6, 0, "Marlowe")
    assert parse_admin_note("Enacted. It can be failed by CfJ later.").status == "enacted"
    assert parse_admin_note("Changed to vetoed by Tobin.").status == "vetoed"
    n = parse_admin_note("Passed: 12-5-2 - Thistle")
    assert (n.status, n.for_, n.against, n.deferentials, n.admin) == ("enacted", 12, 5, None, "Thistle")
    assert parse_admin_note("Enacted on 2024-02-24 by Pia.").for_ is None
    assert parse_admin_note("Enacted 7-0 with 2 resolved DEFs. -Quill").deferentials == 2
    n = parse_admin_note("Reached quorum 6 votes to 2 AGA, 1 REVISE. Enacted by Fennel.")
    assert (n.for_, n.against) == (6, 2)


def test_held_out_forms_read_by_their_rows():
    # a veto's "by" in the admin's sentence names who vetoed (2004); alone, it names the admin (2015)
    n = parse_admin_note("Failed by Osric, 14th June - vetoed by Perpetua. -3 to Quill, +1 to Osric.")
    assert (n.status, n.admin) == ("vetoed", "Osric")
    assert parse_admin_note("Is this adminned by Wren now? Changed to vetoed by Tobin.").admin == "Tobin"
    assert parse_admin_note("Vetoed by ex-Emperor Pell, failed by Quinta, Friday the 9th").admin == "Quinta"
    # a count written as a word; "votes" between a count and its side
    n = parse_admin_note("Enacted with 9 votes FOR and none AGAINST. Aldous")
    assert (n.status, n.for_, n.against, n.admin) == ("enacted", 9, 0, "Aldous")
    assert (parse_admin_note("Enacted 5-0, no DEF. Aldous").deferentials, parse_admin_note("+3 to nobody. Enacted").for_) == (None, None)
    assert parse_admin_note("Failed 4 to no avail. -Kit").for_ is None  # a word counts only beside the word AGAINST
    n = parse_admin_note("Can't reach quorum with 7 votes against and 2 for. Failed by Vane.")
    assert (n.status, n.for_, n.against, n.admin) == ("failed", 2, 7, "Vane")
    # a tilde for the dash; a bare name before a final full stop; a status is never a name
    assert parse_admin_note("Vetoed ~ Yarrow").admin == "Yarrow"
    assert parse_admin_note("enacted 5-2, Bexley.").admin == "Bexley"
    assert (parse_admin_note("Self killed").status, parse_admin_note("Self killed").admin) == ("withdrawn", None)
    assert parse_admin_note("Enacts at 5-2.").admin is None
    # a time-out with more FOR and no outcome word stays unread
    n = parse_admin_note("Times out 4-0 with three Signatories. -Jessamy")
    assert (n.status, n.for_, n.against, n.admin, n.unparsed) == (None, 4, 0, "Jessamy", ["no status word"])


def test_the_bench_script_prints_its_measure():
    r = subprocess.run([sys.executable, str(BENCH)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert (out["reader"], out["read"], out["wrong"]) == ("notes", len(CASES), 0)
    assert f"{len(CASES)}/{len(CASES)} read (100.0%)" in r.stderr
    held = sum(1 for c in CASES if c.get("held_out"))
    assert out["held_out"]["cases"] == held and f"held out: {held}/{held} read, 0 wrong" in r.stderr


def test_the_bench_measures_another_reader(tmp_path):
    """--parser measures another version of the reader: one that reads nothing reads only the unreadable notes."""
    other = tmp_path / "nothing.py"
    other.write_text("from blognomic_tools.parsers.admin_note import AdminNote\n\ndef parse_admin_note(note):\n    return AdminNote(raw=note or '')\n")
    r = subprocess.run([sys.executable, str(BENCH), "--parser", str(other)], capture_output=True, text=True, timeout=60)
    out = json.loads(r.stdout)
    blank = [c for c in CASES if all(c[k] is None for k in ("status", "for", "against", "def", "admin"))]
    assert out["read"] == len(blank) and out["wrong"] == len(CASES) - len(blank)


def test_a_new_form_is_a_new_row(monkeypatch):
    """The knowledge is data: one row more in a table, and a form never seen before is read."""
    assert parse_admin_note("Adopted 5-1, 2 abstentions. Ysolde").status is None
    monkeypatch.setattr(admin_note, "STATUS_FORMS", admin_note.STATUS_FORMS + [(r"adopted", "enacted")])
    monkeypatch.setattr(admin_note, "DEF_FORMS", admin_note.DEF_FORMS + [r"{DEF_COUNT}~abstentions?"])
    n = parse_admin_note("Adopted 5-1, 2 abstentions. Ysolde")
    assert (n.status, n.for_, n.against, n.deferentials, n.admin) == ("enacted", 5, 1, 2, "Ysolde")
    assert parse_admin_note("Not adopted, 2-5. Ysolde").status == "failed"  # the negation rule holds for the new row


def test_negation_resolution_and_unknowns():
    # a status word inside a negation is never that status; a negated failure says nothing
    assert parse_admin_note("Cannot be enacted. 1-4").status == "failed"
    assert parse_admin_note("Not failed yet, waiting for the queue. -Corwin").status is None
    # the last resolution stands; a reversal at the end leaves nothing standing
    assert parse_admin_note("Failed 2-4 by Ilse. Unfailed, a vote was missed. Enacted 5-4 by Ilse").status == "enacted"
    assert parse_admin_note("Enacted 5-1 by Odo. Reverted by CfJ.").status is None
    # a time-out decides only when FOR does not exceed AGAINST
    assert parse_admin_note("Timed out 2-6.—Kestrel").status == "failed"
    assert parse_admin_note("Timed out 5-3.—Kestrel").status is None
    assert not parse_admin_note("Reaches quorum and passes. Because it’s not timed out, there are no penalties. Josh").timed_out
    assert parse_admin_note("Times out and Passes 6-1.").timed_out
    n = parse_admin_note("see the discussion on Discord")
    assert (n.status, n.for_, n.admin, n.unparsed) == (None, None, None, ["no status word"])


@FUZZ
@given(data=st.data())
def test_corpus_notes_fuzzed(data):
    note = data.draw(mutated(data.draw(st.sampled_from([c["note"] for c in CASES if c["note"]]))))
    run_fuzzed(parse_admin_note, note, what="parse_admin_note")


@pytest.mark.parametrize("hostile", ["-a" * 40_000, "1-" * 40_000, "by " * 30_000, "Failed by CfJ:" * 5_000, "(" * 20_000 + "x",
                                     "“" * 10_000 + "Enacted 5-1", "a " * 50_000 + "- Josh", "cannot " * 20_000 + "enacted",
                                     "by Ab " * 20_000, "Failed by Xa, vetoed by Yb, " * 3_000, "vetoed by Yb, " * 6_000,
                                     "none against and 3 for " * 10_000, "Vetoed ~ " * 20_000 + "x"])
def test_long_hostile_notes_stay_fast(hostile):
    run_fuzzed(parse_admin_note, hostile, what="parse_admin_note")
