# syntax=docker/dockerfile:1
#
# One image for every role (APP_ROLE=web|worker|all) and for the one-shot migration. With
# docker-compose.yml, or by hand (prod.env: the store's variables, see docs/operations.md):
#   docker build -t keyshop .
#   docker run --rm --env-file prod.env keyshop node dist/src/database/migrate.js
#   docker run -d --init -p 3000:3000 --env-file prod.env -e APP_ROLE=web keyshop

# Node 24 LTS. The development scripts also run on Node 20.19+; CI runs the unit and API tests on both.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------
# build: every dependency, then the server (dist/) and the client (client/dist/).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV SCARF_ANALYTICS=false \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json ./
# `npm install` follows the lock file; `npm ci` refuses a lock that lacks other platforms' optional binaries.
RUN --mount=type=cache,target=/root/.npm,sharing=locked npm install
COPY tsconfig.json tsconfig.build.json vite.config.ts ./
COPY migrations ./migrations
COPY src ./src
COPY client ./client
RUN npx tsc -p tsconfig.build.json \
 && NODE_ENV=production npx vike build \
 && test -f dist/src/main.js \
 && test -f dist/src/database/migrate.js \
 && test -f client/dist/server/entry.mjs

# ---------------------------------------------------------------------------------------------
# deps: production dependencies only (vike, react and vike-react render pages at runtime), less the
# page build's tools that vike brings along (Vite, Rolldown, esbuild, Babel): see the script.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV SCARF_ANALYTICS=false \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY scripts/prune-build-tools.mjs ./scripts/
RUN --mount=type=cache,target=/root/.npm,sharing=locked npm install --omit=dev \
 && node scripts/prune-build-tools.mjs

# ---------------------------------------------------------------------------------------------
# runtime: node, production node_modules and the build output; no sources, no compilers.
FROM ${NODE_IMAGE} AS runtime
LABEL org.opencontainers.image.title="keyshop" \
      org.opencontainers.image.description="Keyshop: online store for digital game keys (web, worker and migration in one image)"
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
# Files stay owned by root: the app only reads them, and the `node` user cannot change them.
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
USER node
EXPOSE 3000
# Liveness of any role (a worker also answers /health/live and /health/ready). Slim images have
# no curl, so node itself asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/live', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/src/main.js"]
