#!/usr/bin/env bash
# `npm test`: every test — lint, type-check, unit (jest + testing-library), api (on both databases), a production
# build, and the e2e suite in Chromium, all on the storefront's Node LTS. Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every test runs on the storefront's Node LTS (.nvmrc, docs/adr/0001), from the npm registry where the machine has another.
[ "$(node -p 'process.versions.node.split(".")[0]')" = "$(tr -d ' \nv' < .nvmrc)" ] || exec bash scripts/with-node.sh bash scripts/test.sh "$@"

# V8 keeps the code it compiled for every module (Node's module compile cache, in var/): the api suite alone starts
# about 170 processes that each load the whole app, and later ones start from what earlier ones compiled.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/var/node-compile-cache}"

# Each step's heading says when it began (minutes:seconds since the start): the whole suite is kept under 25 minutes.
step() { printf '\n\033[1m== %s\033[0m  [%d:%02d]\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

# Runs independent single-threaded checks side by side (the machine has two cores), each into a log of its own, and
# prints each log whole under its step's name, in order; fails when any of them failed.
side_by_side() {
  local logs pids=() names=() failed=0 i
  logs=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    bash -c "$2" >"$logs/${#pids[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then step "${names[$i]}"; else step "${names[$i]} — FAILED"; failed=1; fi
    cat "$logs/$i.log"
  done
  rm -rf "$logs"
  return "$failed"
}

if [ ! -d node_modules ]; then
  step "install"
  npm install --no-audit --no-fund
fi
bash scripts/ensure-chromium.sh

side_by_side \
  "lint" "npm run --silent lint" \
  "API reports (docs/adr/0007)" "npm run --silent api-report:check" \
  "type-check" "npm run --silent typecheck"
step "unit tests"
npx jest --ci
step "api tests on PGlite (Node $(node --version))"
env -u DATABASE_URL API_TEST_DATABASES=pglite bash api/test.sh
step "build"
npm run --silent build
# The e2e suite keeps about one core busy (the browser and the storefront wait on each other): the api suite runs
# beside it, one file at a time, over PostgreSQL, or over PGlite again without a server (the e2e suite runs the
# storefront over PGlite, as `npm start` does). Both suites are load-proof (docs/testing.md); the api's log is
# printed whole after the e2e's.
api_database=postgres
[ -n "${DATABASE_URL:-}" ] || api_database=pglite
api_log=$(mktemp)
API_TEST_DATABASES=$api_database API_TEST_CONCURRENCY=1 bash api/test.sh >"$api_log" 2>&1 &
api_pid=$!
step "e2e tests (the api suite on $api_database, Node $(node --version), runs beside it)"
e2e_status=0
npm run --silent test:e2e || e2e_status=$?
api_status=0
wait "$api_pid" || api_status=$?
step "api tests on $api_database (Node $(node --version))$([ "$api_status" = 0 ] || echo ' — FAILED')"
cat "$api_log"
rm -f "$api_log"
[ "$e2e_status" = 0 ] && [ "$api_status" = 0 ]
