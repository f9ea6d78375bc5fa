#!/usr/bin/env bash
# System packages the project needs (Debian/Ubuntu). Idempotent; installs only what is missing.
#   python: python3-venv (to create the virtualenv)
#   all:    python + MediaWiki (php, sqlite) for the tests that read a real wiki
set -euo pipefail
what=${1:-all}
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  $SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q python3-venv
fi
if [ "$what" = all ]; then
  bash "$(dirname "$0")/mediawiki.sh" install
fi
