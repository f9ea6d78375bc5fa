"""The BlogBots dynasty (R205, Operators / Announcer): its checks of a gamestate edit (validator.py)."""
from __future__ import annotations

from .validator import BlogBots

__all__ = ["BlogBots"]
