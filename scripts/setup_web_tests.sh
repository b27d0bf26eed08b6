#!/usr/bin/env bash
# Install what the browser tests need beyond the project's [test,web] extras; quick when all is there.
#   - Debian's chromium (as root, when missing): the page tests drive it headless
#   - node and npm (as root, when missing), then the npm packages of web/node
#     from its lock file: pyodide (CPython in WebAssembly) and puppeteer-core
# The tests skip with this script's name when something is missing, and fail
# under CI.
set -euo pipefail
cd "$(dirname "$0")/.."
apt_install() {
    if [ "$(id -u)" != 0 ]; then
        echo "setup_web_tests: $* missing; as root run: apt-get install -y $*" >&2
        return 0
    fi
    if [ -z "${APT_UPDATED:-}" ]; then
        apt-get update -qq
        APT_UPDATED=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

[ -x /usr/bin/chromium ] || apt_install chromium
command -v npm >/dev/null || apt_install nodejs npm

if command -v npm >/dev/null; then
    # npm keeps its own copy of the lock file in node_modules: reinstall when ours is newer
    if [ ! -f web/node/node_modules/.package-lock.json ] \
        || [ web/node/package-lock.json -nt web/node/node_modules/.package-lock.json ]; then
        (cd web/node && npm ci --no-audit --no-fund --loglevel=error)
    fi
fi
