#!/usr/bin/env bash
# Set up .venv (if needed) and run the whole test suite headless.
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-dummy}" SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test,web]'
bash scripts/setup_web_tests.sh  # chromium and web/node's npm packages
.venv/bin/python -m ruff check .
.venv/bin/python -m mypy  # strict, over the files pyproject.toml lists
# one test at a time to whichever worker is free, the longest first (tests/conftest.py); a web module's tests
# together, so its page is built once; the 25 slowest tests named at the end, so a log shows where the time goes
.venv/bin/python -m pytest -n auto --dist loadgroup --durations=25 "$@"
