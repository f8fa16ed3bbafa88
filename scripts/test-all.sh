#!/usr/bin/env bash
# Every test: type check, lint, unit and integration (Vitest), production build, browser end-to-end (Playwright
# against the build served as `npm start` serves it). Installs Debian's chromium when it is missing and we can.
set -euo pipefail
cd "$(dirname "$0")/.."

export TMPDIR="${TMPDIR_OVERRIDE:-$PWD/.tmp/tmp}"
mkdir -p "$TMPDIR"

bash scripts/ensure-system-deps.sh

START=$SECONDS
step() { printf "\n== %s (at %ss) ==\n" "$*" "$((SECONDS - START))"; }

# The type check and the lint each use one core: side by side on CI's two. The lint's report is printed after the
# type check's, and either failing fails the run.
step "type check and lint, side by side"
mkdir -p .tmp
npx eslint . --max-warnings 0 > .tmp/lint.log 2>&1 &
LINT=$!
TYPES_OK=0
npx tsc -b || TYPES_OK=$?
LINT_OK=0
wait "$LINT" || LINT_OK=$?
cat .tmp/lint.log
if [ "$TYPES_OK" -ne 0 ] || [ "$LINT_OK" -ne 0 ]; then
  echo "type check exit $TYPES_OK, lint exit $LINT_OK" >&2
  exit 1
fi

step "unit and integration tests"
npx vitest run

# Canary secrets, set before the build and the browser tests (the unit tests bring their own), so the dist scan
# (tests/e2e/admin-dist-secrets.spec.ts) has real secrets to look for: the admin password and a service-role key exist
# before `vite build` runs, the server under test accepts exactly this admin (tests/e2e/admin-support.ts reads it from
# the environment), and a build that picked any of them up fails. Values already set are kept (and scanned for).
random_hex() { od -An -N"$1" -tx1 /dev/urandom | tr -d ' \n'; }
base64url() { printf '%s' "$1" | base64 -w0 | tr '+/' '-_' | tr -d '='; }
export ADMIN_EMAIL="${ADMIN_EMAIL:-canary-admin@better-minds.test}"
export ADMIN_PASSWORD="${ADMIN_PASSWORD:-canary-password-$(random_hex 16)}"
export SUPABASE_SERVICE_ROLE_KEY="${SUPABASE_SERVICE_ROLE_KEY:-$(base64url '{"alg":"HS256","typ":"JWT"}').$(base64url "{\"role\":\"service_role\",\"iss\":\"canary\",\"ref\":\"$(random_hex 8)\"}").$(random_hex 24)}"
# The AI function's model key (server only, functions/_lib/ai/config.ts): a build that picked it up fails the scan.
export AI_API_KEY="${AI_API_KEY:-sk-canary-$(random_hex 20)}"
export E2E_SECRET_CANARIES=1

step "production build"
npx vite build

step "end-to-end tests (Debian chromium, production server)"
rm -rf .tmp/e2e-data-*
npx playwright test

# The AI tools' 'talk it through' exists only with the aiIntegration flag on: its own build, and the server under test
# pointed at the chat-completions stand-in the spec starts (tests/support/chat-completions-standin), with the canary
# key above, which the spec checks reaches the stand-in and never the page. Its output goes to a folder of its own:
# Playwright empties its output folder when it starts, and test-results/ holds the screenshots and error context of
# any failure in the run above (the reporter is 'list' only, so there is no report file to overwrite).
step "end-to-end: the AI tools with the flag on (their own build and stand-in)"
VITE_AI_INTEGRATION=true npx vite build --outDir .tmp/dist-ai-on --emptyOutDir
rm -rf .tmp/e2e-data-*
E2E_DIST_DIR=.tmp/dist-ai-on E2E_AI_STANDIN_PORT=8799 AI_BASE_URL=http://127.0.0.1:8799/v1 AI_MODEL=standin \
  npx playwright test tests/e2e/ai-tools.spec.ts --grep 'aiIntegration on' --output test-results-ai-on

step "done"
