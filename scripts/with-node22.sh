#!/usr/bin/env bash
# Runs a command with Node 22 LTS first on PATH (the next supported runtime: docs/adr/0001). Node 22 comes
# from the npm registry's `node` package, installed once into var/node22; the machine's Node stays as it is.
#   bash scripts/with-node22.sh node --version
#   bash scripts/with-node22.sh bash api/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="$PWD/var/node22"
bin="$prefix/node_modules/.bin"
if [ ! -x "$bin/node" ] || ! "$bin/node" --version | grep -q '^v22\.'; then
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error node@22 >/dev/null
fi
export PATH="$bin:$PATH"
exec "$@"
