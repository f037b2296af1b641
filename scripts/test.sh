#!/usr/bin/env bash
# npm test: installs what is missing, checks Postgres and Redis, builds, then runs every test:
# unit and API tests (jest) and browser tests (Playwright with Debian's Chromium) on the Node in
# PATH, then the unit and API tests again on Node 24, the image's Node.
set -uo pipefail
suite_started_at=$(date +%s%3N)
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh
set -e

ensure_dependencies
ensure_services
if [ ! -x /usr/bin/chromium ]; then
  say "Installing Debian's Chromium for the browser tests..."
  { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; } || fail "Could not install chromium (apt-get install -y chromium)."
fi
ensure_build
image_node_bin=$(ensure_image_node)
mkdir -p test-results
rm -f test-results/jest.json test-results/jest.log test-results/e2e.json test-results/jest-node24.json test-results/jest-node24.log

E2E_DATABASE_URL=${E2E_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/keyshop_e2e}
node scripts/reset-database.mjs "$E2E_DATABASE_URL"
DATABASE_URL=$E2E_DATABASE_URL node dist/src/database/migrate.js >/dev/null
DATABASE_URL=$E2E_DATABASE_URL node dist/src/database/seed.js >/dev/null
set +e

# The two parts run side by side: jest waits mostly on the apps it boots, Playwright mostly on the
# browser, so together they take little longer than the browser tests alone. Jest's report is kept
# in a file and printed once it has finished, so the two outputs do not interleave.
say "Unit and API tests (in the background) and browser tests..."
node --experimental-vm-modules --no-warnings node_modules/jest/bin/jest.js --json --outputFile=test-results/jest.json "$@" >test-results/jest.log 2>&1 &
jest_pid=$!
# An interrupted run stops jest too (a background job does not get the terminal's Ctrl-C).
trap 'kill "$jest_pid" 2>/dev/null' EXIT

# Rate-limit counters and queued jobs of an earlier run must not leak into this one.
E2E_REDIS_URL=${E2E_REDIS_URL:-redis://127.0.0.1:6379/2} node -e "const R=require('ioredis');const r=new R(process.env.E2E_REDIS_URL);r.flushdb().then(()=>r.quit())"
E2E_DATABASE_URL=$E2E_DATABASE_URL E2E_REDIS_URL=${E2E_REDIS_URL:-redis://127.0.0.1:6379/2} npx playwright test
e2e_status=$?

wait "$jest_pid"
jest_status=$?
say "Unit and API tests on Node $(node --version):"
cat test-results/jest.log

# The same tests on the image's Node, after the others: the machine is busy enough with those. The
# apps the tests start run on it too, since they are started as `node` from PATH.
say "Unit and API tests on Node $("$image_node_bin/node" --version) (the image's Node)..."
PATH="$image_node_bin:$PATH" node --experimental-vm-modules --no-warnings node_modules/jest/bin/jest.js --json --outputFile=test-results/jest-node24.json "$@" >test-results/jest-node24.log 2>&1
jest_node24_status=$?
cat test-results/jest-node24.log

# What the architecture check measured (src/architecture.spec.ts fails on any breach of it).
say "Architecture:"
node scripts/architecture-report.mjs || true

node scripts/test-summary.mjs "$suite_started_at" "unit and API tests on Node $(node --version)=test-results/jest.json" \
  "browser tests on Node $(node --version)=test-results/e2e.json" "unit and API tests on Node $("$image_node_bin/node" --version)=test-results/jest-node24.json"
[ $jest_status -eq 0 ] && [ $e2e_status -eq 0 ] && [ $jest_node24_status -eq 0 ]
