#!/usr/bin/env bash
# `npm test`: every test — lint, type-check, unit (jest + testing-library), api (PGlite, and PostgreSQL
# when DATABASE_URL is set; once more on Node 22 LTS), a production build, and the e2e suite in Chromium. Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ ! -d node_modules ]; then
  step "install"
  npm install --no-audit --no-fund
fi
bash scripts/ensure-chromium.sh

step "lint"
npm run --silent lint
npm run --silent api-report:check  # the platform/contracts surfaces match their checked-in reports (docs/adr/0007)
step "type-check"
npm run --silent typecheck
step "unit tests"
npx jest --ci
step "api tests"
npm run --silent test:api
# The next supported runtime (docs/adr/0001): the api suite once more on Node 22 LTS, on the embedded database.
step "api tests on Node 22"
env -u DATABASE_URL bash scripts/with-node22.sh bash -c 'node --version && bash api/test.sh'
step "build"
npm run --silent build
step "e2e tests"
npm run --silent test:e2e
