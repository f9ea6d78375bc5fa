#!/usr/bin/env python3
"""Every link of README.md and docs/*.md leads somewhere: a file of the project, and the heading it names.

    python scripts/doc_links.py              # one line per broken link, exit 1 if any
    python scripts/doc_links.py --anchors docs/tour.md    # the anchors a file's headings give

A link is `[text](target)` or `![alt](target)` outside code (fenced blocks and `inline code`). Links to other sites
(http:, https:, mailto:) are not followed. A target is a path relative to the file that holds the link, with an
optional `#anchor`; `#anchor` alone is a heading of the same file. Anchors are made from headings as GitHub makes
them: lower case, every character but letters, digits, `-`, `_` and spaces dropped, spaces turned into `-`, a
repeated one given `-1`, `-2`...
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
EXTERNAL = ("http://", "https://", "mailto:")


def doc_files() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def prose(text: str) -> list[tuple[int, str]]:
    """The lines outside fenced code blocks, numbered from 1, with `inline code` blanked out."""
    out, fence = [], None
    for n, line in enumerate(text.split("\n"), 1):
        stripped = line.lstrip()
        if fence is None and stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
            continue
        if fence is not None:
            if stripped.startswith(fence):
                fence = None
            continue
        out.append((n, re.sub(r"`[^`]*`", lambda m: " " * len(m.group(0)), line)))
    return out


def slug(heading: str) -> str:
    text = heading.strip().lower().replace("`", "")
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """The anchors of a Markdown file's headings (ATX headings outside code)."""
    seen: dict[str, int] = {}
    out = set()
    fence = None
    for line in text.split("\n"):
        stripped = line.lstrip()
        if fence is None and stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
            continue
        if fence is not None:
            if stripped.startswith(fence):
                fence = None
            continue
        m = re.match(r"#{1,6} +(.*?)\s*#*\s*$", line)
        if not m:
            continue
        base = slug(m.group(1))
        n = seen.get(base, 0)
        seen[base] = n + 1
        out.add(base if n == 0 else f"{base}-{n}")
    return out


def broken(path: Path) -> list[str]:
    """One line per link of path that leads nowhere: 'file:line: target: why'."""
    text = path.read_text(encoding="utf-8")
    try:
        name = path.resolve().relative_to(ROOT)
    except ValueError:
        name = path.name
    out = []
    cache: dict[Path, set[str]] = {}
    for n, line in prose(text):
        for m in LINK.finditer(line):
            target = m.group(1)
            if target.startswith(EXTERNAL):
                continue
            file_part, _, anchor = target.partition("#")
            dest = (path.parent / file_part).resolve() if file_part else path.resolve()
            if not dest.exists():
                out.append(f"{name}:{n}: {target}: no such file")
                continue
            if anchor:
                if dest.suffix != ".md":
                    out.append(f"{name}:{n}: {target}: an anchor in a file that is not Markdown")
                    continue
                if dest not in cache:
                    cache[dest] = anchors(dest.read_text(encoding="utf-8"))
                if anchor not in cache[dest]:
                    out.append(f"{name}:{n}: {target}: no heading gives the anchor #{anchor}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path, help="default: README.md and docs/*.md")
    ap.add_argument("--anchors", type=Path, help="print the anchors this file's headings give")
    args = ap.parse_args(argv)
    if args.anchors:
        for a in sorted(anchors(args.anchors.read_text(encoding="utf-8"))):
            print(f"#{a}")
        return 0
    files = args.files or doc_files()
    problems = [p for f in files for p in broken(f)]
    for p in problems:
        print(p)
    print(f"{len(files)} files, {len(problems)} broken links", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
