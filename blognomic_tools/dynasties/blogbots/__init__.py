"""The BlogBots dynasty (R205, Operators / Announcer): what its page adds to its rules, as data (validator.py)."""
from __future__ import annotations

from .validator import BlogBots

__all__ = ["BlogBots"]
