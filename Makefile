# The two commands: `make demo` and `make test`. Both install what they need first.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test test-fast install system-deps bench clean readme readme-check

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV) || { bash scripts/system-deps.sh python && $(PY) -m venv $(VENV); }
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

system-deps:
	bash scripts/system-deps.sh all

# Starts the local sandbox (a real MediaWiki + the recorded blog) and runs the main jobs on it; no configuration.
demo: system-deps install
	@bash scripts/demo.sh

# Installs everything (system packages included) and runs the whole suite (the README's tour check included),
# on every core (pytest-xdist; each worker starts its own local MediaWiki).
test: system-deps install
	$(BIN)/python -m pytest -q -n auto

# The edit loop: every test that needs no server and fuzzes nothing (see the "slow" marker in tests/conftest.py).
test-fast: install
	$(BIN)/python -m pytest -q -n auto -m "not slow"

# The README's tour blocks and corpus table: regenerate them from real runs (readme), or only show what drifted (readme-check).
readme: system-deps install
	$(BIN)/python scripts/readme_tour.py --write
	$(BIN)/python bench/corpus.py --write-readme

readme-check: system-deps install
	$(BIN)/python scripts/readme_tour.py

bench: install
	$(BIN)/python bench/ruleset_parse.py
	$(BIN)/python bench/tally.py
	$(BIN)/python bench/blog_parse.py
	$(BIN)/python bench/tally_pending.py
	$(BIN)/python bench/wiki_history.py
	$(BIN)/python bench/validate.py
	$(BIN)/python bench/enact.py
	$(BIN)/python bench/cli_start.py
	$(BIN)/python bench/corpus.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis *.egg-info
