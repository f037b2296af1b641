# Shared set-up steps for start, dev, test and bench: dependencies, services, build.
# Sourced by the scripts in scripts/; expects to run from the project root.

say() { printf '\033[1;36m[keyshop]\033[0m %s\n' "$*"; }
fail() { printf '\033[1;31m[keyshop] %s\033[0m\n' "$*" >&2; exit 1; }

# Installs npm dependencies when node_modules is missing or older than the lock file. `npm install`
# rather than `npm ci`: registries that lack other platforms' optional binaries leave them out of the
# lock file, which `npm ci` refuses; `npm install` follows the lock and leaves it unchanged.
ensure_dependencies() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "Installing dependencies..."
    npm install --no-audit --no-fund || fail "npm install failed: see the messages above."
  fi
}

# host and port of a URL, e.g. "127.0.0.1 5432".
url_host_port() {
  node -e 'const u = new URL(process.argv[1]); console.log(u.hostname, u.port || process.argv[2])' "$1" "$2"
}

port_answers() { timeout 1 bash -c "</dev/tcp/$1/$2" 2>/dev/null; }

wait_for_port() {
  for _ in $(seq 1 30); do port_answers "$1" "$2" && return 0; sleep 0.5; done
  return 1
}

is_local() { case "$1" in localhost|127.0.0.1|::1) return 0 ;; *) return 1 ;; esac; }

docker_engine_runs() { command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; }

start_local_postgres() {
  command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ] || return 1
  say "Starting the local PostgreSQL..."
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -n 1)" main start
}

start_local_redis() {
  command -v redis-server >/dev/null 2>&1 || return 1
  say "Starting the local Redis..."
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$1" --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/keyshop.log
}

# Makes sure the service behind a URL answers: starts the local one, or the compose one, or explains.
ensure_service() {
  local name=$1 url=$2 default_port=$3 host port
  read -r host port < <(url_host_port "$url" "$default_port")
  port_answers "$host" "$port" && return 0
  if is_local "$host"; then
    if { [ "$name" = PostgreSQL ] && start_local_postgres; } || { [ "$name" = Redis ] && start_local_redis "$port"; }; then
      wait_for_port "$host" "$port" && return 0
    elif docker_engine_runs; then
      say "Starting $name with docker compose (docker-compose.dev.yml)..."
      docker compose -f docker-compose.dev.yml up -d postgres redis && wait_for_port "$host" "$port" && return 0
    fi
  fi
  fail "$name does not answer at $host:$port. Install and start it (Debian: apt-get install postgresql redis-server), run 'docker compose -f docker-compose.dev.yml up -d', or point $4 at a running server in .env."
}

# Reads DATABASE_URL and REDIS_URL the way the app does: environment first, then .env, then defaults.
load_service_urls() {
  local from_file
  if [ -f .env ]; then
    from_file=$(grep -E '^(DATABASE_URL|REDIS_URL)=' .env || true)
    [ -z "${DATABASE_URL:-}" ] && DATABASE_URL=$(printf '%s\n' "$from_file" | sed -n 's/^DATABASE_URL=//p')
    [ -z "${REDIS_URL:-}" ] && REDIS_URL=$(printf '%s\n' "$from_file" | sed -n 's/^REDIS_URL=//p')
  fi
  DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/keyshop}
  REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
}

ensure_services() {
  load_service_urls
  ensure_service PostgreSQL "$DATABASE_URL" 5432 DATABASE_URL
  ensure_service Redis "$REDIS_URL" 6379 REDIS_URL
}

# A fingerprint of everything the build reads; the build is skipped when it has not changed.
source_fingerprint() {
  find src migrations client package.json package-lock.json tsconfig.json tsconfig.build.json vite.config.ts \
    -type f -not -path 'client/dist/*' -print0 | sort -z | xargs -0 sha1sum | sha1sum | cut -d' ' -f1
}

# The pages are always built for production, whatever NODE_ENV the shell has: a development build
# (React's checks, unminified) would be served by a production start and by the tests. The stamp
# records the mode with the fingerprint, so a build made any other way is rebuilt.
ensure_build() {
  local stamp=dist/.build-stamp expected
  expected="$(source_fingerprint) mode=production"
  if [ -f "$stamp" ] && [ -f client/dist/server/entry.mjs ] && [ "$(cat "$stamp")" = "$expected" ]; then
    return 0
  fi
  say "Building the server and the pages..."
  rm -f "$stamp"
  npx tsc -p tsconfig.build.json || fail "The server does not compile: see the errors above."
  NODE_ENV=production npx vike build --logLevel warn || fail "The pages do not build: see the errors above."
  echo "$expected" > "$stamp"
}

# The image's Node (24 LTS), for running the unit and API tests on it too: installed from the npm
# registry (the `node` package fetches its binary as a platform package) into .tools/node24, once.
# Prints the folder holding its `node`, to put first in PATH.
ensure_image_node() {
  local tools=.tools/node24
  if ! "$tools/node_modules/.bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
    say "Installing Node 24 (the image's Node) into $tools..." >&2
    rm -rf "$tools"
    npm install --prefix "$tools" --no-audit --no-fund --no-save node@24 >&2 \
      && "$tools/node_modules/.bin/node" --version 2>/dev/null | grep -q '^v24\.' \
      || fail "Could not install Node 24 from the npm registry (npm install --prefix $tools node@24): see the messages above."
  fi
  echo "$PWD/$tools/node_modules/.bin"
}
