"""The Banewood Mansion dynasty (R209, Explorers / Narrator): its checks of a gamestate edit (validator.py)."""
from __future__ import annotations

from .validator import Banewood

__all__ = ["Banewood"]
