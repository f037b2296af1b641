#!/usr/bin/env bash
# npm run dev: the server recompiles on change and pages reload through Vite's dev middleware.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh

ensure_dependencies
ensure_services
npx tsc -p tsconfig.build.json
node dist/src/database/migrate.js
node dist/src/database/seed.js
export SSR_DEV=true
exec npx nest start --watch --preserveWatchOutput
