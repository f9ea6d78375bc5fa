"""Validators: check gamestate edits against the rules in force (schema, the page's structure, one module per dynasty)."""
