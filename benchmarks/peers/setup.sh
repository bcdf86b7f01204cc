#!/usr/bin/env bash
# JoeyNMT 2.3.0 in its own virtual environment, benchmarks/peers/.venv (ignored by git), beside
# the same CPU torch as attnlab's. importlib_metadata: JoeyNMT imports it and does not declare it.
# Idempotent: a finished install is left as it is.
set -euo pipefail
venv=$(dirname "$0")/.venv
[ -f "$venv/.installed" ] && exit 0
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet torch==2.13.0 joeynmt==2.3.0 importlib_metadata
"$venv/bin/python" -c "import joeynmt, torch; print('joeynmt', joeynmt.__version__, 'torch', torch.__version__)"
touch "$venv/.installed"
