# Every target bootstraps from a fresh clone: the virtual environment is made on first use.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: setup test lint walkthrough demo clean

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

# The explorer page's JS is linted by ESLint, pinned in package.json and package-lock.json.
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

lint: setup node_modules/.installed
	$(BIN)/ruff check attnlab tests benchmarks
	$(BIN)/ruff format --check attnlab tests benchmarks
	$(BIN)/mypy
	node_modules/.bin/eslint attnlab/viz/explorer/static eslint.config.js

test: lint
	$(BIN)/pytest -q

walkthrough: setup
	$(BIN)/attnlab walkthrough

# The main job: fetch Tatoeba zh-en, train RNNsearch (~15 min on 2 cores), test BLEU, heatmaps.
# Config overrides go in ARGS, e.g. make demo ARGS=--train.max_minutes=2
demo: setup
	$(BIN)/attnlab demo configs/tatoeba-bahdanau.yaml $(ARGS)

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis
