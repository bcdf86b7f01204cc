# Every target bootstraps from a fresh clone: the virtual environment is made on first use.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: setup test pytest lint docs walkthrough demo clean mutation fuzz web-vendor

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml examples/attnlab-example-family/pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e examples/attnlab-example-family
	touch $@

# The explorer page's JS is linted by ESLint and formatted by Prettier (.prettierrc.json), both
# pinned in package.json and package-lock.json. The glob is quoted: Prettier expands it.
JS := 'attnlab/viz/explorer/static/**/*.js' attnlab/viz/explorer/vendor/build.mjs eslint.config.js
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

lint: setup node_modules/.installed
	$(NICE) $(BIN)/ruff check attnlab tests benchmarks examples results
	$(NICE) $(BIN)/ruff format --check attnlab tests benchmarks examples results
	$(NICE) $(BIN)/mypy
	$(NICE) node_modules/.bin/eslint $(JS)
	$(NICE) node_modules/.bin/prettier --check $(JS)

# The explorer's third-party files, committed in attnlab/viz/explorer/vendor: from the npm
# packages pinned in package.json and package-lock.json (onnxruntime-web, sentencepiece,
# @noble/hashes for the in-browser translator; KaTeX, its fonts too, for the formulas) and the
# Traditional -> Simplified tables of the venv's opencc package; see vendor/README.md.
# Byte-identical when nothing changed.
web-vendor: setup
	npm ci --no-audit --no-fund
	touch node_modules/.installed
	PYTHON=$(BIN)/python node attnlab/viz/explorer/vendor/build.mjs

# The tests and the checks side by side: pytest in parallel, one worker a core (at most 4),
# each test file in one worker (--dist loadfile: a module's trained fixtures and browser are
# made once, not once a worker); lint and the API reference beside it at the lowest CPU
# priority, in the moments a worker waits. Bytecode is cached even where the environment says
# not to (PYTHONDONTWRITEBYTECODE): each worker would otherwise compile attnlab and rewrite
# every test module's asserts again, about 5 s a worker.
test: export PYTHONDONTWRITEBYTECODE :=
test: setup node_modules/.installed
	$(MAKE) --no-print-directory -j3 NICE="nice -n 19" lint docs pytest

pytest: setup
	$(BIN)/pytest -q --numprocesses=auto --maxprocesses=4 --dist=loadfile

# The fuzz suite (tests/fuzz) searched deeper: 20 times the inputs `make test` tries, each target
# derandomized as there (several minutes; FUZZ_SCALE=100 for longer).
FUZZ_SCALE ?= 20
fuzz: setup
	ATTNLAB_FUZZ_SCALE=$(FUZZ_SCALE) OMP_NUM_THREADS=1 $(BIN)/pytest -q -p no:randomly tests/fuzz

# The API reference from the docstrings, into site/ (strict: a broken reference fails).
docs: setup
	$(NICE) $(BIN)/mkdocs build --strict

walkthrough: setup
	$(BIN)/attnlab walkthrough

# The main job: fetch Tatoeba zh-en, train RNNsearch and the fixed-context baseline side by side
# (one thread each, the same 1,000 steps: ~15 min on 2 cores), test BLEU by length, heatmaps.
# Config overrides go in ARGS and apply to both, e.g. make demo ARGS=--train.max_steps=200
demo: setup
	$(BIN)/attnlab demo configs/tatoeba-bahdanau.yaml $(ARGS)

# Mutation testing (mutmut, configured in pyproject.toml; not part of `make test`: every mutant
# reruns the tests that reach it, hours for the whole package). One worker, one thread. Narrow it
# with a mutant-name glob and the tests to collect, e.g.
#   make mutation MUTANTS='attnlab.masks.*' TESTS='tests/test_masks.py'
# Adds to results/mutation/mutants.txt every mutant run and its fate (mutants/ does not outlive
# the machine, the committed file does): a mutant's newest fate replaces its earlier one, and the
# fates of mutants no longer made (a function renamed or shortened) go. Counts the fates per
# module into results/mutation/scores.txt.
MUTANTS ?=
TESTS ?=
MUTATION := results/mutation
mutation: setup
	set -f; PYTEST_ADDOPTS="$(if $(TESTS),-o testpaths='$(TESTS)')" OMP_NUM_THREADS=1 \
		$(BIN)/mutmut run --max-children 1 $(MUTANTS)
	mkdir -p $(MUTATION) && touch $(MUTATION)/mutants.txt
	$(BIN)/mutmut results --all true > mutants/all.txt
	awk -F': ' '{ name = $$1; gsub(/ /, "", name) } \
		NR == FNR { made[name]; if ($$2 != "not checked") newest[name] = $$0; next } \
		(name in made) && !(name in newest); END { for (name in newest) print newest[name] }' \
		mutants/all.txt $(MUTATION)/mutants.txt | sort -V > mutants/merged.txt
	mv mutants/merged.txt $(MUTATION)/mutants.txt
	sed -E 's/^ *(attnlab\.[a-z0-9_.]+)\.x.*: (.*)$$/\1 \2/; s/ no tests$$/ no-tests/' $(MUTATION)/mutants.txt | sort | uniq -c \
		| awk '{ print $$2, $$3, $$1 }' > $(MUTATION)/scores.txt

clean:
	rm -rf mutants $(VENV) node_modules site .mypy_cache .ruff_cache .pytest_cache .hypothesis
