"""Recognition rate of the text-render table reader over fixtures/corpus/textrender/.

Each fixture is a piece of a Ruleset's text render holding flattened tables, in a form real renders
have (noted in expected.json). A case is one table: it is *read* when the reader gives exactly the
expected header, caption and rows, or refuses it with the expected reason where the expected outcome is
a refusal; it is *wrong* when the reader returns cells that differ from the expected ones, or returns
cells where a refusal is expected (a guess). Run: python bench/corpus_textrender.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from blognomic_tools.parsers.blocks import Heading, TableBlock  # noqa: E402
from blognomic_tools.parsers.text import parse_text  # noqa: E402

CORPUS = ROOT / "fixtures" / "corpus" / "textrender"


def tables_of(text: str) -> list[tuple[str, TableBlock]]:
    """(rule title, table) for each table of a text-render fragment, in order."""
    page = parse_text("Fragment\n\n" + text)
    out, rule = [], ""
    for b in page.blocks:
        if isinstance(b, Heading):
            rule = b.title
        elif isinstance(b, TableBlock):
            out.append((rule, b))
    return out


def judge(want: dict, rule: str, got: TableBlock | None) -> tuple[str, str]:
    """('read' | 'wrong' | 'missed', detail) for one expected table."""
    if got is None:
        return "missed", f"no table under rule {want['rule']!r}"
    refusal = getattr(got, "unreadable", None)  # (a reader without refusals has no such field)
    if rule != want["rule"]:
        return "missed", f"table found under {rule!r}, expected under {want['rule']!r}"
    if "error" in want:
        if refusal is None:
            return "wrong", f"refusal expected, got header {got.header} rows {got.rows}"
        if want["error"] not in refusal:
            return "missed", f"refused, but not for the expected reason: {refusal}"
        return "read", "refused as expected"
    if refusal is not None:
        return "missed", refusal
    if [got.header, got.caption, got.rows] != [want["header"], want["caption"], want["rows"]]:
        return "wrong", f"got header {got.header} caption {got.caption!r} rows {got.rows}"
    return "read", "cells as expected"


def measure() -> dict:
    expected = json.loads((CORPUS / "expected.json").read_text())
    details, read, wrong, cases = [], 0, 0, 0
    for name, spec in sorted(expected.items()):
        found = tables_of((CORPUS / name).read_text())
        for k, want in enumerate(spec["tables"]):
            cases += 1
            rule, got = found[k] if k < len(found) else ("", None)
            outcome, detail = judge(want, rule, got)
            read += outcome == "read"
            wrong += outcome == "wrong"
            details.append({"case": f"{name}#{k + 1}", "form": spec["form"], "outcome": outcome, "detail": detail})
        if len(found) > len(spec["tables"]):
            details.append({"case": name, "form": spec["form"], "outcome": "extra", "detail": f"{len(found)} tables, {len(spec['tables'])} expected"})
            wrong += 1
    return {"reader": "textrender", "forms": len(expected), "cases": cases, "read": read, "wrong": wrong, "details": details}


if __name__ == "__main__":
    print(json.dumps(measure(), indent=2, ensure_ascii=False))
