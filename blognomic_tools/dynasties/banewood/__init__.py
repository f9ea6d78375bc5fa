"""The Banewood Mansion dynasty (R209, Explorers / Narrator): what its page adds to its rules, as data (validator.py)."""
from __future__ import annotations

from .validator import Banewood

__all__ = ["Banewood"]
