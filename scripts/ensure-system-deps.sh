#!/usr/bin/env bash
# Installs what the tests need that npm does not: Debian's chromium (Playwright cannot download browsers here) and
# PostgreSQL 15 with pgTAP (functions tests and row-level-security tests run on a real PostgreSQL).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$PG_BIN/initdb" ] || missing+=(postgresql)
[ -f /usr/share/postgresql/15/extension/pgtap.control ] || missing+=(postgresql-15-pgtap)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages for the tests: ${missing[*]}"
  (apt-get update -qq || true)
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The tests need these Debian packages: ${missing[*]}. Install them with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1
