import type { FastifyInstance } from 'fastify';
import type { Counter, Histogram } from 'prom-client';
import type { StoreMetrics } from './store-metrics.js';

/** The catch-all route that renders pages: every page address counts as one route. */
const PAGE_ROUTE = '/*';

interface RouteSeries {
  duration: ReturnType<Histogram<'method' | 'route'>['labels']>;
  byStatus: Map<number, ReturnType<Counter<'method' | 'route' | 'status'>['labels']>>;
}

/**
 * Counts every answer by method, route pattern (never the raw URL: `/api/products/:slugOrId`, `page`
 * for rendered pages, `unmatched` for addresses no route serves) and status, and times it. The
 * labelled series are looked up once and kept, so an answer costs two map lookups and two updates.
 */
export class HttpMetrics {
  private readonly series = new Map<string, Map<string, RouteSeries>>();

  constructor(private readonly metrics: StoreMetrics) {}

  /** One answer to a request of `method` on the route `pattern` (as Fastify names it), `elapsedMs` after it arrived. */
  record(method: string, pattern: string | undefined, status: number, elapsedMs: number): void {
    const route = pattern === undefined ? 'unmatched' : pattern === PAGE_ROUTE ? 'page' : pattern;
    const found = this.seriesOf(method, route);
    let counter = found.byStatus.get(status);
    if (!counter) found.byStatus.set(status, (counter = this.metrics.httpRequests.labels(method, route, String(status))));
    counter.inc();
    found.duration.observe(elapsedMs / 1000);
  }

  private seriesOf(method: string, route: string): RouteSeries {
    let byRoute = this.series.get(method);
    if (!byRoute) this.series.set(method, (byRoute = new Map()));
    let found = byRoute.get(route);
    if (!found) byRoute.set(route, (found = { duration: this.metrics.httpDuration.labels(method, route), byStatus: new Map() }));
    return found;
  }
}

/** Records every answer Fastify gives (the cached replies record their own, see cached-replies.ts). */
export function registerHttpMetrics(fastify: FastifyInstance, httpMetrics: HttpMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    httpMetrics.record(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
}
