# The two commands: `make demo` and `make test`. Both install what they need first.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test test-fast install system-deps bench clean readme readme-check web

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV) || { bash scripts/system-deps.sh python && $(PY) -m venv $(VENV); }
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# The browser engine's static site (web/dist): Pyodide from npm, pinned wheels from PyPI, the project's wheel, the
# pages and user scripts; built again when a source changed. Any static host serves it; the sandbox serves it too.
WEB_STAMP := web/dist/wheels/manifest.json
WEB_SOURCES := $(shell find web/src blognomic_tools -type f \( -name '*.py' -o -name '*.txt' -o -name '*.js' -o -name '*.mjs' -o -name '*.html' -o -name '*.css' \) 2>/dev/null) \
	web/package.json web/package-lock.json web/requirements.txt web/requirements-sdist.txt web/precompile.mjs web/trim.mjs pyproject.toml scripts/build_web.py
$(WEB_STAMP): $(STAMP) $(WEB_SOURCES)
	$(BIN)/python scripts/build_web.py

web: system-deps install $(WEB_STAMP)

system-deps:
	bash scripts/system-deps.sh all

# Starts the local sandbox (a real MediaWiki + the recorded blog) and runs the main jobs on it; no configuration.
demo: system-deps install
	@bash scripts/demo.sh

# Installs everything (system packages included), builds the browser site, and runs the whole suite (the README's
# tour check and the browser tests in headless Chromium included), on every core (pytest-xdist; each worker starts its
# own local MediaWiki). TEST_WORKERS=N sets the number of workers: one more than the cores (to fill the time a worker
# waits on the servers and the browser) measured slower on the idle 2-core machine, 11 min 40 s against 11 min 5 s.
TEST_WORKERS ?= auto
test: system-deps install web
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadgroup

# The edit loop: every test that needs no server and fuzzes nothing (see the "slow" marker in tests/conftest.py).
test-fast: install
	$(BIN)/python -m pytest -q -n auto --dist loadgroup -m "not slow"

# The tour blocks (README.md, docs/*.md) and the corpus tables (README.md's compact one, docs/corpus.md's full one):
# regenerate them from real runs (readme), or only show what drifted (readme-check).
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
	$(BIN)/python bench/web.py
	$(BIN)/python bench/corpus.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis *.egg-info web/dist web/node_modules
