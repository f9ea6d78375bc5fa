"""What the tools print, as rich output on any console: a terminal (the CLI), or a recording console whose text or
HTML the browser shows (``blognomic_tools.browser``). One renderer per result, so both print the same thing."""
