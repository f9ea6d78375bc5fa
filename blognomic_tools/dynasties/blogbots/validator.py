"""BlogBots (R205, Operators / Announcer): the Workshop page. Data only: what the Ruleset's text says (Money and its
cap, Readiness, the Engines / Chassises / Systems tables, the Condition percentage, a Bot's Systems at most its
Chassis's Hardpoints) is read from it and checked by the validator (validators.items); what the text leaves to the
page is said here, each entry beside the sentence it writes: which columns are not variables, and how a Bot's part is
written on the page ("Petrol (85%)": the part and its Condition; one System per line).
"""
from __future__ import annotations

from ...validators.items import CellForm
from ..base import Dynasty, Identity, register

# "The Engine, Chassis and each System of each Bot have a publicly tracked Condition rating, being a percentage from 0%
# to 100%." (Bot Loadout): the page writes each part with its Condition beside it
_CONDITION = "The Engine, Chassis and each System of each Bot have a publicly tracked Condition rating, being a percentage from 0% to 100%."


@register
class BlogBots(Dynasty):
    name = "BlogBots"
    identity = Identity(page="Workshop", rules=("Bot Loadout", "Engines", "Chassises", "Systems", "Bouts", "BotScript"),
                        origin="Ruleset 205 (BlogBots): the Workshop page as its gamestate tracking page, and its Dynastic Rules")
    COLUMNS = {"Operator": False, "Bot": False, "Bouts": None}
    FORMS = {
        "Engine": CellForm("{Engine} ({Condition}%)", "Bot Loadout", _CONDITION),
        "Chassis": CellForm("{Chassis} ({Condition}%)", "Bot Loadout", _CONDITION),
        "Systems": CellForm("{Systems} ({Condition}%)", "Bot Loadout", _CONDITION),
    }
