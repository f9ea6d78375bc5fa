"""Wordings as data: how BlogNomic's Rulesets, proposals, admin notes and gamestate declarations say things.

Every module here holds only literal tables (no code): each entry is a phrasing written with slots of the one
vocabulary (``slots.SLOTS``), with the ``origin`` of its wording (the era, the page or post form it was written
from). They are compiled by the one compiler, ``reading.phrasing``; tests/test_phrasings.py checks every entry
compiles, names its origin and uses only known slots.
"""
