# Two commands do everything from a fresh clone: `make demo` and `make test` (README).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
EXTRAS ?= dev,frameworks
CODE   := $(wildcard src tests examples bench)

.PHONY: venv envs bytecode browser demo test lint typecheck fmt bench clean cli-docs lock

# Bytecode is compiled at install time: with PYTHONDONTWRITEBYTECODE set (or a read-only install)
# every launch would otherwise recompile ~1,000 modules, most of `arena run`'s start. uv compiles
# what it installs; compileall adds the editable source and whatever an earlier install left.
$(STAMP): pyproject.toml Makefile constraints.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check uv
	$(BIN)/uv pip install --quiet --compile-bytecode --python $(BIN)/python \
	  --constraints constraints.txt -e '.[$(EXTRAS)]'
	$(BIN)/python -m compileall -q -j 0 src "$$($(BIN)/python -c 'import sysconfig; print(sysconfig.get_path("purelib"))')" > /dev/null
	$(BIN)/python -m arena.lazy_pattern > /dev/null
	touch $(STAMP)

venv: $(STAMP)

# The editable source changes after install (a pull, an edit): compile it again on every run, so a
# launch never pays for compiling arena's own modules (~45 ms of a cold `arena resume`). Only stale
# files are compiled; up to date, this takes about 0.1 s. So are the word patterns (arena.lazy_pattern:
# ~0.37 s of a 12-item `arena run`), kept beside the bytecode; up to date, this too does nothing.
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q -j 0 src > /dev/null
	$(BIN)/python -m arena.lazy_pattern > /dev/null

# Frameworks whose dependencies conflict with the main environment (crewai) get their own,
# made by the project's own command; a second call costs about a second.
envs: $(STAMP)
	$(BIN)/arena env setup --constraints constraints-crewai.txt

# A headless browser for the tests that check pages on screen: Debian's chromium (Playwright's
# own download is not reachable from CI). Idempotent: does nothing when chromium is there.
browser:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || { \
	  SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); \
	  $$SUDO apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

demo: envs bytecode
	$(BIN)/arena run human_in_the_loop --adapter all --probes

test: envs bytecode browser lint typecheck
	$(BIN)/python -m pytest -n 2 -q

lint: $(STAMP)
	$(BIN)/ruff check $(CODE)
	$(BIN)/ruff format --check $(CODE)

typecheck: $(STAMP)
	$(BIN)/mypy

fmt: $(STAMP)
	$(BIN)/ruff format $(CODE)
	$(BIN)/ruff check --fix $(CODE)

# docs/cli.md is written from the commands (tests/test_cli_docs.py fails when it is stale).
cli-docs: $(STAMP)
	$(BIN)/python -m arena.cli.reference > docs/cli.md

bench: $(STAMP)
	$(BIN)/python -m bench

# The newest releases instead of constraints.txt's pins: install them, then write the new pins.
# Run `make test` before committing the file (CI installs exactly these).
lock:
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check uv
	$(BIN)/uv pip install --quiet --compile-bytecode --upgrade --python $(BIN)/python -e '.[$(EXTRAS)]'
	{ sed -n '/^#/p' constraints.txt; $(BIN)/uv pip freeze --python $(BIN)/python --exclude-editable \
	  | grep -vE '^(uv|pip|setuptools|wheel)=='; } > constraints.txt.new
	mv constraints.txt.new constraints.txt
	touch $(STAMP)
	$(BIN)/arena env setup --force
	{ sed -n '/^#/p' constraints-crewai.txt; $(BIN)/uv pip freeze --python .venvs/crewai/bin/python \
	  | grep -vE '^(uv|pip|setuptools|wheel)=='; } > constraints-crewai.txt.new
	mv constraints-crewai.txt.new constraints-crewai.txt
	$(BIN)/arena env setup --constraints constraints-crewai.txt

clean:
	rm -rf $(VENV) .venvs .arena results .pytest_cache .mypy_cache .ruff_cache
