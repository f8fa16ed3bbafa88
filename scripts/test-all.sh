#!/usr/bin/env bash
# Every test: type check, lint, unit and integration (Vitest), production build, browser end-to-end (Playwright
# against the build served as `npm start` serves it). Installs Debian's chromium when it is missing and we can.
set -euo pipefail
cd "$(dirname "$0")/.."

export TMPDIR="${TMPDIR_OVERRIDE:-$PWD/.tmp/tmp}"
mkdir -p "$TMPDIR"

bash scripts/ensure-system-deps.sh

step() { printf '\n== %s ==\n' "$*"; }

step "type check"
npx tsc -b

step "lint"
npx eslint . --max-warnings 0

step "unit and integration tests"
npx vitest run

step "production build"
npx vite build

step "end-to-end tests (Debian chromium, production server)"
rm -rf .tmp/e2e-data-*
npx playwright test
