"""Enacting a votable matter: its instructions applied to the Ruleset and the gamestate."""
