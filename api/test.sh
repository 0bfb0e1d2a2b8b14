#!/usr/bin/env bash
# The api suite (node's test runner over tsx, assertions from jest's `expect`) on the embedded database
# (PGlite), then on PostgreSQL when DATABASE_URL is set.
set -euo pipefail
shopt -s globstar nullglob
cd "$(dirname "$0")"
files=(test/*.test.ts src/**/*.test.ts)
echo "api tests on PGlite"
env -u DATABASE_URL node --import tsx --test --test-reporter=spec "${files[@]}"
if [ -n "${DATABASE_URL:-}" ]; then
  echo "api tests on PostgreSQL ($DATABASE_URL)"
  node --import tsx --test --test-reporter=spec "${files[@]}"
fi
