#!/usr/bin/env bash
# Installs what the tests need that npm does not: Debian's chromium (Playwright cannot download browsers here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Debian's chromium at $CHROMIUM. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to another Chromium binary)." >&2
exit 1
