"""Local files the tools read (rulesets, saved pages, edited gamestate, Virtual Actions): one clear error each way."""
from __future__ import annotations

from pathlib import Path

from ..errors import SourceError


def read_text(path: str | Path) -> str:
    p = Path(path)
    if not p.exists():
        raise SourceError(f"{p}: no such file")
    if p.is_dir():
        raise SourceError(f"{p}: is a directory, not a file")
    try:
        return p.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise SourceError(f"{p}: not UTF-8 text ({e.reason} at byte {e.start})") from None
    except OSError as e:
        raise SourceError(f"{p}: cannot read ({e.strerror})") from None
