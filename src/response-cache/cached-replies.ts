import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compress, COMPRESSION_THRESHOLD_BYTES, preferredEncoding } from '../common/compression.js';
import type { ErrorBody } from '../common/errors/error-body.js';
import { requestsPerAddress } from '../common/throttling/address-rate-limit.guard.js';
import { CatalogueReadsFastPath } from '../common/throttling/catalogue-reads-fast-path.js';
import { TooManyRequestsFromAddressError } from '../common/throttling/too-many-requests.js';
import type { StoreMetrics } from '../metrics/store-metrics.js';
import type { CachedResponse, ResponseCache } from './response-cache.js';

/** The catalogue's public reads: the same for every visitor, so one answer serves them all. */
const CATALOGUE_ROUTES = new Set(['/api/products', '/api/products/featured', '/api/products/facets', '/api/products/suggestions', '/api/products/lookup', '/api/products/:slugOrId', '/api/categories']);
/** The sitemap index and its files: the same for every crawler, and a products file reads 50,000 rows. */
const SITEMAP_ROUTES = new Set(['/sitemap.xml', '/sitemaps/:file']);
/** The catch-all route that renders pages (see the SSR renderer). */
const PAGE_ROUTE = '/*';
/** Headers that belong to one reply alone, never replayed. */
const OWN_HEADERS = new Set(['x-request-id', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

export interface CachedRepliesOptions {
  /** Whether catalogue API answers are cached (CATALOG_CACHE); pages always are. */
  catalogue: boolean;
  /** The per-address ceiling of API requests a minute (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
}

const replayed = new WeakSet<FastifyRequest>();

/** Signed-in visitors see their own header and data; any session cookie or token skips the cache, even a stale one. */
function isAnonymousGet(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.headers.authorization && !request.headers.cookie?.includes('_token=');
}

function cacheableRoute(options: CachedRepliesOptions) {
  return (request: FastifyRequest) => {
    const route = request.routeOptions.url;
    return route === PAGE_ROUTE || SITEMAP_ROUTES.has(route ?? '') || (options.catalogue && route !== undefined && CATALOGUE_ROUTES.has(route));
  };
}

/**
 * Answers repeated anonymous GETs of pages and catalogue reads from memory before any other hook or
 * guard runs, with the headers the first answer had: the hot path of a sale day costs a map lookup.
 * Catalogue reads, answered from memory or not, count against the per-address ceiling here, on its
 * fast path (their routes skip the Redis-backed guard). Register before every other onRequest hook.
 */
export function registerCachedReplies(fastify: FastifyInstance, cache: ResponseCache, options: CachedRepliesOptions, metrics: StoreMetrics): void {
  const isCacheable = cacheableRoute(options);
  const fastPath = new CatalogueReadsFastPath(requestsPerAddress(options.rateLimitPerMinute));
  // Bound once: counting a lookup is then one increment.
  const hits = metrics.responseCache.labels('hit');
  const misses = metrics.responseCache.labels('miss');
  fastify.addHook('onRequest', (request, reply, done) => {
    if (CATALOGUE_ROUTES.has(request.routeOptions.url ?? '')) {
      const retryAfter = fastPath.hit(request.ip);
      if (retryAfter) return refuse(request, reply, retryAfter);
    }
    if (!isAnonymousGet(request) || !isCacheable(request)) return done();
    const cached = cache.get(request.url);
    if (!cached) {
      misses.inc();
      return done();
    }
    hits.inc();
    replayed.add(request);
    replay(request, reply, cached);
  });
}

/**
 * Keeps the first answer of each cacheable request, before compression. Register after the cookie
 * plugin, whose onSend hook turns pending cookies into the Set-Cookie header that rules an answer out.
 */
export function captureCachedReplies(fastify: FastifyInstance, cache: ResponseCache, options: CachedRepliesOptions): void {
  const isCacheable = cacheableRoute(options);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (replayed.has(request) || typeof payload !== 'string' || reply.statusCode !== 200) return done();
    if (!isAnonymousGet(request) || !isCacheable(request) || reply.hasHeader('set-cookie')) return done();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = String(value);
    }
    cache.set(request.url, { statusCode: reply.statusCode, headers, body: payload, encoded: new Map() });
    done();
  });
}

function replay(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): void {
  reply.code(cached.statusCode).headers(cached.headers).header('x-request-id', request.id);
  const encoding = cached.body.length >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) {
    reply.send(cached.body);
    return;
  }
  let body = cached.encoded.get(encoding);
  if (!body) {
    body = compress(cached.body, encoding);
    cached.encoded.set(encoding, body);
  }
  reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(body);
}

/** The guard's refusal, answered here since this hook runs before Nest (and its exception filter). */
function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): void {
  const { code, message } = new TooManyRequestsFromAddressError(retryAfterSeconds);
  const body: ErrorBody = { status: 429, code, message };
  reply.code(429).header('retry-after', String(retryAfterSeconds)).header('x-request-id', request.id).type('application/json; charset=utf-8').send(body);
}
