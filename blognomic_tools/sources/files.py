"""Local files the tools read (rulesets, saved pages, edited gamestate, Virtual Actions) and write (a post with --out):
one clear error each way."""
from __future__ import annotations

import os
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


def check_writable(path: str | Path, what: str) -> None:
    """Refuse now, before anything is saved, a file that could not be written later: a directory, a folder that does
    not exist, no permission, a read-only file system. The file is opened for appending (its text is kept) and
    removed again if this made it."""
    p = Path(path)
    if p.is_dir():
        raise SourceError(f"{p}: is a directory; give the name of the file to write {what} to")
    existed = p.exists()
    try:
        fd = os.open(p, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666)
    except OSError as e:
        raise SourceError(f"{p}: cannot write {what} there ({e.strerror})") from None
    os.close(fd)
    if not existed:
        p.unlink(missing_ok=True)


def write_text(path: str | Path, text: str, what: str) -> None:
    p = Path(path)
    try:
        p.write_text(text, encoding="utf-8")
    except OSError as e:
        raise SourceError(f"{p}: cannot write {what} ({e.strerror})") from None
