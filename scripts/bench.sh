#!/usr/bin/env bash
# npm run bench [-- --scale 1m]: builds when the sources changed, migrates and seeds a database of its
# own, starts the built store (production mode) and a bare node:http server serving the same bytes,
# loads both with autocannon, measures checkouts and delivery, and prints every goal with PASS or MISS;
# the numbers go to bench/results/ (bench-5k.json or bench-1m.json gathers them).
#
# --scale 5k (the default): 5,000 generated games with keys beside the demo catalogue, in keyshop_bench.
# --scale 1m: 1,000,000 games and about 10,000,000 keys, in keyshop_bench_1m, generated inside Postgres
# the first time (several minutes) and kept for the next runs.
#
# Settings (environment): BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 2),
# BENCH_PIPELINING (1), BENCH_APP_ROLE (web), BENCH_APP_PORT (3900), BENCH_BARE_PORT (3901),
# BENCH_UNCACHED_PORT (3902: the store with CATALOG_CACHE=false), BENCH_WORKER_PORT (3903: a worker),
# BENCH_WORKER2_PORT (3904: a second worker), BENCH_ORDERS (1000 paid orders for the delivery line),
# BENCH_LIGHTHOUSE (true; false skips Lighthouse), BENCH_LIGHTHOUSE_RUNS (3 per page),
# BENCH_NODE (image: the stores, workers and bare server run on the container image's Node 24, installed
# into .tools/node24 as `npm test` does; system: on this machine's `node`),
# BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/keyshop_bench, or keyshop_bench_1m),
# BENCH_REDIS_URL (redis://127.0.0.1:6379/15), BENCH_SALES_PER_SECOND (10). The endpoints and their
# goals are listed in scripts/bench/targets.js.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh

SCALE=5k
while [ $# -gt 0 ]; do
  case "$1" in
    --scale) SCALE=${2:-}; shift 2 || shift ;;
    --scale=*) SCALE=${1#--scale=}; shift ;;
    *) fail "Unknown option $1: use --scale 5k or --scale 1m." ;;
  esac
done
case "$SCALE" in
  5k) PRODUCTS=5000; DEFAULT_DATABASE=keyshop_bench ;;
  1m) PRODUCTS=1000000; DEFAULT_DATABASE=keyshop_bench_1m ;;
  *) fail "--scale must be 5k or 1m, not \"$SCALE\"." ;;
esac
export BENCH_SCALE=$SCALE

APP_PORT=${BENCH_APP_PORT:-3900}
BARE_PORT=${BENCH_BARE_PORT:-3901}
UNCACHED_PORT=${BENCH_UNCACHED_PORT:-3902}
WORKER_PORT=${BENCH_WORKER_PORT:-3903}
WORKER2_PORT=${BENCH_WORKER2_PORT:-3904}
BENCH_DATABASE_URL=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/$DEFAULT_DATABASE}
# A Redis database of its own, so rate-limit counters and queues never mix with development ones.
BENCH_REDIS_URL=${BENCH_REDIS_URL:-redis://127.0.0.1:6379/15}
APP_URL=http://127.0.0.1:$APP_PORT
UNCACHED_URL=http://127.0.0.1:$UNCACHED_PORT
BARE_URL=http://127.0.0.1:$BARE_PORT
LOG_DIR=bench/results
mkdir -p "$LOG_DIR"

# Everything this script starts in the background; stopped on any exit, even an interrupted one.
APP_PID=
UNCACHED_PID=
WORKER_PID=
WORKER2_PID=
BARE_PID=
RUN_PID=
stop_servers() {
  local pid
  for pid in $RUN_PID $APP_PID $UNCACHED_PID $WORKER_PID $WORKER2_PID $BARE_PID; do
    kill -TERM "$pid" 2>/dev/null || true
  done
  for pid in $RUN_PID $APP_PID $UNCACHED_PID $WORKER_PID $WORKER2_PID $BARE_PID; do
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  RUN_PID=
  APP_PID=
  UNCACHED_PID=
  WORKER_PID=
  WORKER2_PID=
  BARE_PID=
}
trap stop_servers EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

ensure_dependencies
ensure_service PostgreSQL "$BENCH_DATABASE_URL" 5432 BENCH_DATABASE_URL
ensure_service Redis "$BENCH_REDIS_URL" 6379 BENCH_REDIS_URL
ensure_build

# What is measured is the store as production runs it: the image's Node (see the Dockerfile). The bare
# server runs on the same Node, so that the ratios compare the store with Node's own ceiling.
case "${BENCH_NODE:-image}" in
  image) SERVER_NODE="$(ensure_image_node)/node" ;;
  system) SERVER_NODE=$(command -v node) ;;
  *) fail "BENCH_NODE must be image or system, not \"$BENCH_NODE\"." ;;
esac
export BENCH_SERVER_NODE_VERSION=$("$SERVER_NODE" --version)
say "The servers run on Node $BENCH_SERVER_NODE_VERSION ($SERVER_NODE)."

for port in "$APP_PORT" "$UNCACHED_PORT" "$WORKER_PORT" "$WORKER2_PORT" "$BARE_PORT"; do
  if port_answers 127.0.0.1 "$port"; then
    fail "Port $port is already in use: stop what listens there or set BENCH_APP_PORT / BENCH_BARE_PORT."
  fi
done

# The store's configuration for the run: production mode with throwaway secrets, quiet logs, and a
# rate limit high enough never to answer 429 under load. Set explicitly so that .env cannot change it.
export NODE_ENV=production
export APP_ROLE=${BENCH_APP_ROLE:-web}
export PORT=$APP_PORT
export HOST=127.0.0.1
export PUBLIC_URL=$APP_URL
export DATABASE_URL=$BENCH_DATABASE_URL
export REDIS_URL=$BENCH_REDIS_URL
export JWT_SECRET=$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")
# Fixed, not random: the bench database outlives a run, and its data keys stay wrapped under this master key.
export KEY_ENCRYPTION_KEY=$(node -e "console.log(require('node:crypto').createHash('sha256').update('keyshop-bench-master-key').digest('hex'))")
export LOG_LEVEL=warn
export RATE_LIMIT_PER_MINUTE=1000000000
# As behind the reverse proxy of docker-compose.yml: the shoppers of the checkout lines come from
# addresses of their own, passed on in X-Forwarded-For (the load generator's requests carry none).
export TRUST_PROXY=127.0.0.1
export CHECKOUT_LIMIT_PER_ACCOUNT=100000 CHECKOUT_LIMIT_PER_IP=100000 FRAUD_REVIEW_ORDERS_PER_NAME=100000 FAILED_PAYMENT_LIMIT=100000
export UNPAID_KEYS_LIMIT_PER_ACCOUNT=100000 UNPAID_KEYS_LIMIT_PER_IP=100000
export SSR_DEV=false
# Stopped by this script when the run ends, with nothing in front of it to drain from.
export SHUTDOWN_DRAIN_MS=0
# The bench pays nowhere: production mode with the built-in test gateway.
export ALLOW_BUILTIN_GATEWAY=true
# The benchmark sends no mail: it stays in the outbox.
export ALLOW_NO_SMTP=true

say "Migrating and seeding $(node -e 'console.log(new URL(process.argv[1]).pathname.slice(1))' "$DATABASE_URL")..."
# The 5k database starts afresh each run (seconds); the 1m one is kept, as generating it takes minutes.
if [ "$SCALE" = 5k ]; then node scripts/reset-database.mjs "$DATABASE_URL" >/dev/null || fail "Could not recreate the bench database."; fi
node dist/src/database/migrate.js >/dev/null || fail "Migrating the bench database failed: see above."
# The demo catalogue and its keys, which production never seeds (it adds the categories only).
NODE_ENV=test node dist/src/database/seed.js >/dev/null || fail "Seeding the bench database failed: see above."
node scripts/bench/seed-scale.js "$PRODUCTS" 11 || fail "Generating the bench's games and keys failed: see above."
rm -f bench/results/*.json
# Rate-limit counters, cached pages and queued jobs of an earlier run (or of anything else that used
# this Redis database) must not shape this one's figures.
node -e "const R=require('ioredis');const r=new R(process.env.REDIS_URL);r.flushdb().then(()=>r.quit())" || fail "Could not empty the bench's Redis database ($BENCH_REDIS_URL)."

# Starts the built store in the background with the given extra environment and waits until it is
# ready; its pid goes to the variable named first. Usage: start_store VAR "what" url log [NAME=value...]
start_store() {
  local var=$1 what=$2 url=$3 log=$4
  shift 4
  say "Starting $what..."
  env "$@" "$SERVER_NODE" dist/src/main.js >"$log" 2>&1 &
  printf -v "$var" '%s' "$!"
  if ! node scripts/bench/wait-ready.js "$url/health/ready" 60 "${!var}"; then
    tail -n 30 "$log" >&2
    fail "$what did not become ready; its output is in $log."
  fi
}

start_store APP_PID "the store ($APP_ROLE) on $APP_URL" "$APP_URL" "$LOG_DIR/app.log"
# A second store with the catalogue cache off, for the lines that measure Postgres itself.
start_store UNCACHED_PID "the store with the catalogue cache off on $UNCACHED_URL" "$UNCACHED_URL" "$LOG_DIR/app-uncached.log" \
  APP_ROLE=web PORT="$UNCACHED_PORT" PUBLIC_URL="$UNCACHED_URL" CATALOG_CACHE=false
# Two workers, as in production beside the web processes: the delivery line's orders are shared between them.
start_store WORKER_PID "a worker" "http://127.0.0.1:$WORKER_PORT" "$LOG_DIR/worker.log" APP_ROLE=worker PORT="$WORKER_PORT"
start_store WORKER2_PID "a second worker" "http://127.0.0.1:$WORKER2_PORT" "$LOG_DIR/worker2.log" APP_ROLE=worker PORT="$WORKER2_PORT"

say "Starting the bare server on $BARE_URL..."
APP_URL=$APP_URL BARE_PORT=$BARE_PORT "$SERVER_NODE" scripts/bench/bare-server.js >"$LOG_DIR/bare.log" 2>&1 &
BARE_PID=$!
if ! node scripts/bench/wait-ready.js "$BARE_URL/__bare/ready" 30 "$BARE_PID"; then
  cat "$LOG_DIR/bare.log" >&2
  fail "The bare server did not start; its output is in $LOG_DIR/bare.log."
fi

say "Measuring: ${BENCH_CONNECTIONS:-50} connections, ${BENCH_DURATION:-10} s per server and endpoint (after ${BENCH_WARMUP:-2} s of warm-up)..."
# In the background with `wait`, so that a signal to this script stops the measurement at once.
APP_URL=$APP_URL UNCACHED_URL=$UNCACHED_URL BARE_URL=$BARE_URL BENCH_APP_ROLE=$APP_ROLE node scripts/bench/run.js &
RUN_PID=$!
status=0
wait "$RUN_PID" || status=$?
RUN_PID=
if [ "$SCALE" = 1m ]; then
  say "Measuring checkouts of 3 keys while ${BENCH_CONNECTIONS:-50} shoppers browse..."
  APP_URL=$APP_URL UNCACHED_URL=$UNCACHED_URL node scripts/bench/checkout-under-load.js || status=$?
else
  say "Measuring the cached listing while shoppers check out ${BENCH_SALES_PER_SECOND:-10} times a second..."
  APP_URL=$APP_URL node scripts/bench/under-sales.js || status=$?
  say "Measuring a checkout rush: ${BENCH_CHECKOUTS:-200} checkouts at once for 20 keys..."
  APP_URL=$APP_URL node scripts/bench/checkout.js "${BENCH_CHECKOUTS:-200}" 20 || status=$?
  say "Measuring delivery: ${BENCH_ORDERS:-1000} orders paid through the built-in gateway, delivered by two workers..."
  APP_URL=$APP_URL node scripts/bench/delivery.js "${BENCH_ORDERS:-1000}" || status=$?
  # Lighthouse (mobile preset) on the home page, the Game Store and a product page, with Debian's Chromium.
  if [ "${BENCH_LIGHTHOUSE:-true}" != false ]; then
    say "Measuring the pages with Lighthouse: ${BENCH_LIGHTHOUSE_RUNS:-3} runs per page, mobile preset..."
    APP_URL=$APP_URL node scripts/bench/lighthouse.js || status=$?
  fi
fi
node scripts/bench/summary.js || status=$?
exit "$status"
