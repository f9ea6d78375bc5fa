"""Input built to cost: out-of-range times, names too long for a file, configs nested thousands deep or asking for
an endless wait, tables whose spans ask for a huge grid, lists nested hundreds deep. Each is one clear error (or a
warning and a bounded reading), and the work grows with the input as the input does: measured by growth or by
ratio to an input of the same size (interleaved runs, best of 3), never against a clock."""
from __future__ import annotations

from pathlib import Path

import pytest
from conftest import best_pair

from blognomic_tools.config import ConfigError, parse_config
from blognomic_tools.errors import BlognomicError
from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.parsers.gamestate import parse_gamestate
from blognomic_tools.parsers import wikitables
from blognomic_tools.parsers.wikitables import find_tables
from blognomic_tools.reading.times import given_time, utc_time

ROOT = Path(__file__).resolve().parents[1]
RULESET = (ROOT / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki").read_text()


# -- times -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("given", ["0001-01-01T00:00:00+01:00", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59-01:00",
                                   "9999-12-31T23:59:59Z", "1899-12-31T23:00:00Z", "1900-01-01T00:30:00+01:00"])
def test_a_time_outside_the_years_the_tools_count_in_is_one_error(given):
    with pytest.raises(BlognomicError, match=r"^--since '.*': out of range \(the tools read times of the years 1900 to 9000\)$"):
        given_time(given, "--since")
    with pytest.raises(ValueError):
        utc_time(given)
    assert utc_time("1900-01-01T00:00:00Z").year == 1900  # the ends are read
    assert utc_time("1900-01-01T00:00:00Z").year == 1900
    assert utc_time("9000-12-31T23:00:00-00:30").year == 9000


# -- config ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("raw", ["a = " + "[" * 2000 + "]" * 2000, "a = " + "{b = " * 2000 + "1" + "}" * 2000,
                                 "[wiki]\nurl = " + "[" * 5000])
def test_a_config_nested_thousands_deep_is_one_error(raw):
    with pytest.raises(ConfigError, match=r"^config\.toml: (nested too deeply to be a config file|not valid TOML)"):
        parse_config(raw.encode(), "config.toml")


@pytest.mark.parametrize("value, said", [("nan", "a finite number"), ("inf", "a finite number"), ("1e308", "at most 3600 seconds")])
@pytest.mark.parametrize("key", ["throttle", "retry_timeout"])
def test_a_wait_that_cannot_be_slept_is_refused(key, value, said):
    with pytest.raises(ConfigError, match=f"'wiki.{key}' must be {said}"):
        parse_config(f"[wiki]\n{key} = {value}\n".encode(), "config.toml")


# -- tables ------------------------------------------------------------------------------------------------------

def wide_page(wide: int, rows: int, colspan: str = "1000") -> str:
    """A players table with one row of `wide` cells of colspan=1000 (2.7 KB with ten of them and a hundred rows)."""
    body = "\n".join(f"|-\n| Player{i} || {i} || {i * 2}" for i in range(rows))
    row = "|-\n| " + " || ".join(f'colspan="{colspan}" | x{i}' for i in range(wide))
    return f"==Players==\n{{| class=\"wikitable\"\n! Name !! Score !! Coins\n{body}\n{row}\n|}}\n"


def test_spans_past_the_real_columns_lay_out_no_columns():
    (table,) = find_tables(wide_page(10, 40))
    grid = table.cells()
    assert len(grid) == 42 and {len(r) for r in grid} == {12}  # three columns, then one per wide cell past the first
    assert [c.value.strip() for c in grid[-1]] == ["x0"] * 3 + [f"x{i}" for i in range(1, 10)]
    assert grid[1][:3] == table.rows[1] and grid[1][3:] == [None] * 9
    (table,) = find_tables('{|\n| rowspan="99999999999999999999" colspan="99999999999999999999" | a || b\n|-\n| c\n|}\n')
    assert [[c.value.strip() for c in r] for r in table.cells()] == [["a", "b"], ["a", "c"]]  # capped at the table's end


def test_a_span_costs_what_its_markup_does():
    # ten colspan=1000 cells against the same page with colspan=0001 (the same length): about the same work
    wide, narrow = wide_page(10, 100), wide_page(10, 100, colspan="0001")
    assert len(wide) == len(narrow) > 2700
    parse_gamestate(narrow, "Gamestate").model()
    short, long = best_pair(lambda: parse_gamestate(narrow, "Gamestate").model(), lambda: parse_gamestate(wide, "Gamestate").model())
    assert long <= 2.0 * short + 0.02, (short, long)


def ragged(n: int) -> str:
    """One row of n cells over n rows of one: n * n places from about 8 * n characters of markup."""
    return "Intro\n{|\n|" + "||".join("a" for _ in range(n)) + "\n" + "|-\n|b\n" * n + "|}\n"


def test_a_grid_far_larger_than_its_table_is_refused_naming_the_line():
    (table,) = find_tables(ragged(2000))
    with pytest.raises(wikitables.TableTooLarge, match=r"^the table at line 2 lays out 2,001 rows of 2,000 columns"):
        table.cells()
    with pytest.raises(BlognomicError, match="the table at line 2"):
        parse_gamestate(ragged(2000), "Gamestate")


def test_a_ragged_table_costs_what_a_plain_one_of_its_length_does():
    # a first row of 2,000 cells (one a line) over 2,000 rows of one, against the same rows under a first row of one
    # long cell (the same length): the ragged one is refused, in about the time the plain one is read
    n = 2000
    ragged_ = "Intro\n{|\n" + "|a\n" * n + "|-\n|b\n" * n + "|}\n"
    plain = "Intro\n{|\n|" + "x" * (3 * n - 2) + "\n" + "|-\n|b\n" * n + "|}\n"
    assert len(ragged_) == len(plain)

    def read(text: str):
        def run():
            try:
                parse_gamestate(text, "Gamestate")
            except BlognomicError as e:
                assert text is plain or "lays out 2,001 rows of 2,000 columns" in str(e)
        return run

    read(plain)()
    # memory, not time: what a grid laid out for the ragged table would cost is counted in bytes, which no load on the
    # machine changes (the grid of 2,001 x 2,000 cells took hundreds of MB; refused first, it takes what the plain does)
    assert peak(read(ragged_)) <= 2.5 * peak(read(plain)), (peak(read(ragged_)), peak(read(plain)))


def peak(f) -> int:
    """The most memory ``f`` held at once, in bytes (tracemalloc)."""
    import tracemalloc

    tracemalloc.start()
    try:
        f()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


# -- lists -------------------------------------------------------------------------------------------------------

def nested_ruleset(depth: int, flat_past: int | None = None) -> str:
    """The 2024 Ruleset with a rule whose list runs 1..depth deep, line after line (with `flat_past`, every item past
    that depth written as that deep, padded to the same length)."""
    def item(k: int) -> str:
        marks = "*" * k if flat_past is None or k <= flat_past else "*" * flat_past + " " * (k - flat_past)
        return f"{marks} item {k}"
    at = RULESET.index("=== Stockpile ===")
    return RULESET[:at] + "=== Nested ===\nA list:\n" + "\n".join(item(k) for k in range(1, depth + 1)) + "\n\n" + RULESET[at:]


def test_a_list_nested_400_deep_costs_what_its_length_does():
    deep, shallow = nested_ruleset(400), nested_ruleset(400, flat_past=16)
    assert len(deep) == len(shallow)
    parse_ruleset(shallow, fmt="wikitext", source="Ruleset")
    short, long = best_pair(lambda: parse_ruleset(shallow, fmt="wikitext", source="Ruleset"),
                            lambda: parse_ruleset(deep, fmt="wikitext", source="Ruleset"), n=5)
    assert long <= 2.5 * short + 0.02, (short, long)  # about 1x on an idle machine; 2.26x once beside two busy loops


def test_a_list_nested_past_16_is_read_16_deep_and_said():
    rs = parse_ruleset(nested_ruleset(20), fmt="wikitext", source="Ruleset")
    assert any("4 list item(s) nested over 16 deep (the first at line " in w and w.startswith("Ruleset: ") for w in rs.warnings)
    rule = next(r for r in rs.rules() if r.title == "Nested")
    assert "item 20" in rule.text
