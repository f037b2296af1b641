#!/usr/bin/env bash
# npm start: installs what is missing, checks Postgres and Redis, builds, migrates, seeds and serves.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh

ensure_dependencies
ensure_services
ensure_build
node dist/src/database/migrate.js
# The embedded defaults; with NODE_ENV=production the categories only, never demo products, keys or accounts.
node dist/src/database/seed.js
say "Starting Keyshop at ${PUBLIC_URL:-http://localhost:${PORT:-3000}}"
exec node dist/src/main.js
