"""Banewood Mansion (R209, Explorers / Narrator): the Banewood Mansion page. Data only: what the Ruleset's text says
(Sanity's bounds, the Advantage and Disadvantage values, an Explorer's Location, which is a Room, a Room's Circuit
Breaker, "On" or "Off") is read from it and checked by the validator (validators.items: a Room must be one the page
lists); what the text leaves to the page is said here: which columns are not checked variables.
"""
from __future__ import annotations

from ..base import Dynasty, Identity, register


@register
class Banewood(Dynasty):
    name = "Banewood Mansion"
    identity = Identity(page="Banewood Mansion", rules=("Banewood Mansion", "Mansion Map", "Explorers", "Sanity", "Rooms", "Malfeasances"),
                        origin="Ruleset 209 (Banewood Mansion): the Ascension Address's 'Change the gamestate tracking page to "
                               "\"Banewood Mansion\"' and its Dynastic Rules")
    COLUMNS = {"Explorer": False, "Light sources": False}
