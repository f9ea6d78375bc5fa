"""Enactment of proposals: their instructions applied to the Ruleset and to the gamestate page."""
