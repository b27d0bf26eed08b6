#!/usr/bin/env bash
# Set up .venv (if needed) and start the game; extra arguments go to main.py.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e .
exec .venv/bin/python main.py "$@"
