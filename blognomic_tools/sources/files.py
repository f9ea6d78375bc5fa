"""Local files the tools read (rulesets, saved pages, edited gamestate, Virtual Actions) and write (a post with --out):
one clear error each way."""
from __future__ import annotations

import os
from pathlib import Path

from ..errors import SourceError


def is_file(path: str | Path) -> bool:
    """Whether `path` names a file here; False, never an error, for a name no file can have (over 255 bytes, a NUL):
    an option that takes a file or a value (a roster: a file, or the names themselves) is then a value."""
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False


def is_dir(path: str | Path) -> bool:
    """Whether `path` names a folder here; False, never an error (as is_file)."""
    try:
        return Path(path).is_dir()
    except (OSError, ValueError):
        return False


def _exists(p: Path) -> bool:
    try:
        return p.exists()
    except OSError as e:  # a name too long for the file system
        raise SourceError(f"{_shown(p)}: cannot read ({e.strerror})") from None
    except ValueError:  # a NUL in the name
        raise SourceError(f"{_shown(p)}: no such file (a file name has no NUL character)") from None


def _shown(p: Path) -> str:
    s = str(p)
    return s if len(s) <= 120 else s[:120] + "…"


def read_text(path: str | Path) -> str:
    p = Path(path)
    if not _exists(p):
        raise SourceError(f"{_shown(p)}: no such file")
    if p.is_dir():
        raise SourceError(f"{_shown(p)}: is a directory, not a file")
    try:
        return p.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise SourceError(f"{_shown(p)}: not UTF-8 text ({e.reason} at byte {e.start})") from None
    except OSError as e:
        raise SourceError(f"{_shown(p)}: cannot read ({e.strerror})") from None


def check_writable(path: str | Path, what: str) -> None:
    """Refuse now, before anything is saved, a file that could not be written later: a directory, a folder that does
    not exist, no permission, a read-only file system. The file is opened for appending (its text is kept) and
    removed again if this made it."""
    p = Path(path)
    if is_dir(p):
        raise SourceError(f"{_shown(p)}: is a directory; give the name of the file to write {what} to")
    try:
        existed = p.exists()
        fd = os.open(p, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666)
    except OSError as e:
        raise SourceError(f"{_shown(p)}: cannot write {what} there ({e.strerror})") from None
    except ValueError:
        raise SourceError(f"{_shown(p)}: cannot write {what} there (a file name has no NUL character)") from None
    os.close(fd)
    if not existed:
        p.unlink(missing_ok=True)


def write_text(path: str | Path, text: str, what: str) -> None:
    p = Path(path)
    try:
        p.write_text(text, encoding="utf-8")
    except OSError as e:
        raise SourceError(f"{p}: cannot write {what} ({e.strerror})") from None
