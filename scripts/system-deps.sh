#!/usr/bin/env bash
# System packages the project needs (Debian/Ubuntu). Idempotent; installs only what is missing.
#   python: python3-venv (to create the virtualenv)
#   all:    python + MediaWiki (php, sqlite) for the tests and the sandbox (a real wiki on 127.0.0.1), npm (the
#           browser site's build takes Pyodide from the npm registry) and Chromium + ChromeDriver (the browser tests)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  $SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q python3-venv
fi
if [ "$what" = all ]; then
  # stdlib only, so it runs before the venv exists
  PYTHONPATH="$PWD" python3 -c 'import sys; from blognomic_tools.sandbox.mediawiki import main; sys.exit(main(["install"]))'
fi
if [ "$what" = all ]; then
  missing=()
  command -v npm >/dev/null 2>&1 || missing+=(npm)
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
  if [ ${#missing[@]} -gt 0 ]; then
    $SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
  fi
fi
