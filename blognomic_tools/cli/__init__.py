"""The ``blognomic`` command line (typer + rich)."""
