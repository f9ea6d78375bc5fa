"""blognomic-tools: read the BlogNomic Ruleset in force and act on it."""
__version__ = "0.1.0"
