/*
 * Keyshop's service worker: the installable app's offline support.
 *
 * - The app shell (offline page, manifest, icons) is precached when the worker installs.
 * - Built assets under /assets/ carry a content hash and never change: cache-first, kept on first use.
 * - Pages come from the network, never from a cache; when the network is down the offline page
 *   stands in. Pages show the signed-in visitor's own data, so none is kept: on a shared computer
 *   the next person must never see them.
 * - Private and live paths (the API, the mailbox, the payment gateway, account, cart, checkout…)
 *   are left to the browser and never cached.
 *
 * Bump VERSION when this file or the shell changes: activation deletes every other Keyshop cache.
 * Kept as a plain script (no build step); client/pwa/service-worker.spec.ts tests it.
 */
const VERSION = 'v1';
const CACHE_PREFIX = 'keyshop-';
const SHELL_CACHE = `${CACHE_PREFIX}shell-${VERSION}`;
const ASSET_CACHE = `${CACHE_PREFIX}assets-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const SHELL_URLS = [
  OFFLINE_URL,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];
/** Enough for a few builds' worth of chunks; the oldest entries go first. */
const MAX_ASSETS = 200;
/** Per-user, payment or live paths: whatever their response, it is never cached. */
const PRIVATE_PATHS = ['/api', '/dev/mailbox', '/sandbox-gateway', '/admin', '/dashboard', '/checkout', '/cart', '/auth', '/payment', '/redeem-key'];

function isUnder(pathname, prefix) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`);
}

/**
 * How a request is answered: 'page' (network, offline page as fallback, never cached), 'asset'
 * (cache-first), 'shell' (network, precached copy as fallback) or 'network' (left to the browser).
 */
function requestStrategy(method, url, mode, origin) {
  if (method !== 'GET') return 'network';
  const { origin: requestOrigin, pathname, search } = new URL(url);
  if (requestOrigin !== origin) return 'network';
  if (mode === 'navigate') return 'page';
  if (PRIVATE_PATHS.some((prefix) => isUnder(pathname, prefix))) return 'network';
  if (pathname.startsWith('/assets/')) return 'asset';
  if (!search && SHELL_URLS.includes(pathname)) return 'shell';
  return 'network';
}

/** Only complete, same-origin answers that the server allows to be stored. */
function isCacheable(response) {
  if (!response || response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(cacheControl);
}

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  await cache.addAll(SHELL_URLS.map((url) => new Request(url, { cache: 'reload' })));
}

async function deleteOldCaches() {
  const names = await caches.keys();
  const current = [SHELL_CACHE, ASSET_CACHE];
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name)).map((name) => caches.delete(name)));
}

async function offlinePage() {
  const cache = await caches.open(SHELL_CACHE);
  return (await cache.match(OFFLINE_URL)) ?? Response.error();
}

async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return offlinePage();
  }
}

async function asset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) {
    await cache.put(request, response.clone());
    await trim(cache, MAX_ASSETS);
  }
  return response;
}

async function shell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(SHELL_CACHE);
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

/** Keys come back in insertion order, so the first ones are the oldest. */
async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await deleteOldCaches();
      // Starts the page request while the worker boots, so pages are not slowed down by it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = requestStrategy(request.method, request.url, request.mode, self.location.origin);
  if (strategy === 'page') event.respondWith(page(event));
  else if (strategy === 'asset') event.respondWith(asset(request));
  else if (strategy === 'shell') event.respondWith(shell(request));
});
