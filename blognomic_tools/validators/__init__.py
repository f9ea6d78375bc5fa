"""Validators: check gamestate edits against the rules in force (the gamestate validator is issue 5)."""
