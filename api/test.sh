#!/usr/bin/env bash
# The api suite (node's test runner over tsx, assertions from jest's `expect`) on the embedded database
# (PGlite), then on PostgreSQL when DATABASE_URL is set. API_TEST_DATABASES=pglite or =postgres runs one of them
# (scripts/test.sh pairs each database with a runtime).
set -euo pipefail
shopt -s globstar nullglob
cd "$(dirname "$0")"
files=(test/*.test.ts src/**/*.test.ts)
# Two files at a time (node's default is one fewer than the cores: one, here). Each file has its own in-memory
# PGlite or PostgreSQL schema and its own ports, so files never share state.
jobs="${API_TEST_CONCURRENCY:-2}"
databases="${API_TEST_DATABASES:-pglite${DATABASE_URL:+,postgres}}"
if [[ ",$databases," == *,pglite,* ]]; then
  echo "api tests on PGlite"
  env -u DATABASE_URL node --import tsx --test --test-concurrency="$jobs" --test-reporter=spec "${files[@]}"
fi
if [[ ",$databases," == *,postgres,* ]]; then
  if [ -z "${DATABASE_URL:-}" ]; then
    echo "API_TEST_DATABASES names postgres, but DATABASE_URL is not set" >&2
    exit 2
  fi
  echo "api tests on PostgreSQL ($DATABASE_URL)"
  node --import tsx --test --test-concurrency="$jobs" --test-reporter=spec "${files[@]}"
fi
