#!/usr/bin/env bash
# Runs a command on the storefront's Node LTS, the major in .nvmrc (docs/adr/0001). Where the machine's Node is
# another major, that LTS comes from the npm registry's `node` package, installed once into var/node<major>; the
# machine's Node stays as it is.
#   bash scripts/with-node.sh node --version
#   bash scripts/with-node.sh npm start
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
major="$(tr -d ' \nv' < "$root/.nvmrc")"
current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)"
if [ "$current" != "$major" ]; then
  prefix="$root/var/node$major"
  bin="$prefix/node_modules/.bin"
  if [ ! -x "$bin/node" ] || ! "$bin/node" --version | grep -q "^v$major\."; then
    echo "Installing Node $major LTS from the npm registry into var/node$major (the machine has Node $current)…" >&2
    mkdir -p "$prefix"
    npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$major" >/dev/null
  fi
  export PATH="$bin:$PATH"
fi
exec "$@"
