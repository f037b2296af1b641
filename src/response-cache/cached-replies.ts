import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { compress, type CompressionEncoding, COMPRESSION_THRESHOLD_BYTES, preferredEncoding } from '../common/compression.js';
import type { ErrorBody } from '../common/errors/error-body.js';
import type { RequestFront } from '../common/http-server.js';
import { requestsPerAddress } from '../common/throttling/address-rate-limit.guard.js';
import { CatalogueReadsFastPath } from '../common/throttling/catalogue-reads-fast-path.js';
import { TooManyRequestsFromAddressError } from '../common/throttling/too-many-requests.js';
import { requestId } from '../logging/logger.js';
import { requestLogLine } from '../logging/request-log.controller.js';
import type { HttpMetrics } from '../metrics/http-metrics.js';
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
  /** The client's address, read as Fastify's `request.ip` reads it (see client-address.ts). */
  clientAddress: (request: IncomingMessage) => string;
}

/** Signed-in visitors see their own header and data; any session cookie or token skips the cache, even a stale one. */
function isAnonymous(headers: IncomingHttpHeaders): boolean {
  return !headers.authorization && !headers.cookie?.includes('_token=');
}

function isCacheableRoute(route: string | undefined, options: CachedRepliesOptions): boolean {
  return route === PAGE_ROUTE || SITEMAP_ROUTES.has(route ?? '') || (options.catalogue && route !== undefined && CATALOGUE_ROUTES.has(route));
}

/**
 * Answers repeated anonymous GETs of pages and catalogue reads from memory, on the HTTP server itself,
 * before Fastify builds its request: the hot path of a sale day is a map lookup and one write of bytes
 * kept encoded (and compressed once per encoding). Such an answer carries the headers the first one
 * had, its own request id, and is counted and logged as Fastify's answers are. Catalogue reads, from
 * memory or not, count against the per-address ceiling here, without Redis (their routes skip the
 * Redis-backed guard). Anything else (a miss, a signed-in visitor, an address over its ceiling)
 * goes on to Fastify, whose hooks below refuse, count and keep answers.
 */
export class CachedReplies implements RequestFront {
  private readonly fastPath: CatalogueReadsFastPath;
  /** Requests this front counted against their address's ceiling and found over it: Fastify refuses them without counting again. */
  private readonly overCeiling = new WeakMap<IncomingMessage, number>();
  // Bound once: counting a lookup is then one increment.
  private readonly hits;
  private readonly misses;

  constructor(
    private readonly cache: ResponseCache,
    private readonly options: CachedRepliesOptions,
    metrics: StoreMetrics,
    private readonly httpMetrics: HttpMetrics,
    private readonly logger: Logger,
  ) {
    this.fastPath = new CatalogueReadsFastPath(requestsPerAddress(options.rateLimitPerMinute));
    this.hits = metrics.responseCache.labels('hit');
    this.misses = metrics.responseCache.labels('miss');
  }

  /** Answers the request from memory when it can; false leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !request.url || !isAnonymous(request.headers)) return false;
    const cached = this.cache.get(request.url);
    if (!cached) return false;
    const arrived = performance.now();
    if (CATALOGUE_ROUTES.has(cached.route)) {
      const retryAfter = this.fastPath.hit(this.options.clientAddress(request));
      if (retryAfter) {
        this.overCeiling.set(request, retryAfter);
        return false;
      }
    }
    const id = requestId(request);
    const encoding = cached.body.length >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
    const body = encoding ? this.encoded(cached, encoding) : cached.body;
    const headers: Record<string, string | number> = { ...cached.headers, 'x-request-id': id, 'content-length': body.length };
    if (encoding) {
      headers.vary = 'accept-encoding';
      headers['content-encoding'] = encoding;
    }
    response.writeHead(cached.statusCode, headers);
    response.end(body);
    this.hits.inc();
    const elapsedMs = performance.now() - arrived;
    this.httpMetrics.record('GET', cached.route, cached.statusCode, elapsedMs);
    if (this.logger.isLevelEnabled('info')) this.logger.info(requestLogLine(id, 'GET', request.url, cached.statusCode, elapsedMs), 'request');
    return true;
  }

  /**
   * Fastify's side: refuses a catalogue read over its address's ceiling and counts the others, and
   * counts a cacheable anonymous GET that reaches it as a miss. Register before every other onRequest hook.
   */
  registerCeiling(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      const route = request.routeOptions.url;
      if (CATALOGUE_ROUTES.has(route ?? '')) {
        const retryAfter = this.overCeiling.get(request.raw) ?? this.fastPath.hit(request.ip);
        if (retryAfter) return refuse(request, reply, retryAfter);
      }
      if (request.method === 'GET' && isAnonymous(request.headers) && isCacheableRoute(route, this.options)) this.misses.inc();
      done();
    });
  }

  /**
   * Keeps the first answer of each cacheable request, before compression. Register after the cookie
   * plugin, whose onSend hook turns pending cookies into the Set-Cookie header that rules an answer out.
   */
  registerCapture(fastify: FastifyInstance): void {
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const route = request.routeOptions.url;
      if (typeof payload !== 'string' || reply.statusCode !== 200 || route === undefined) return done();
      if (request.method !== 'GET' || !isAnonymous(request.headers) || !isCacheableRoute(route, this.options) || reply.hasHeader('set-cookie')) return done();
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = String(value);
      }
      this.cache.set(request.url, { statusCode: reply.statusCode, route, headers, body: Buffer.from(payload), encoded: new Map() });
      done();
    });
  }

  private encoded(cached: CachedResponse, encoding: CompressionEncoding): Buffer {
    let body = cached.encoded.get(encoding);
    if (!body) {
      body = compress(cached.body, encoding);
      cached.encoded.set(encoding, body);
    }
    return body;
  }
}

/** The guard's refusal, answered here since this hook runs before Nest (and its exception filter). */
function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): void {
  const { code, message } = new TooManyRequestsFromAddressError(retryAfterSeconds);
  const body: ErrorBody = { status: 429, code, message };
  reply.code(429).header('retry-after', String(retryAfterSeconds)).header('x-request-id', request.id).type('application/json; charset=utf-8').send(body);
}
