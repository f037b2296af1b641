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
 * labelled series are looked up once and kept, so a request costs two map lookups and two updates.
 */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: StoreMetrics): void {
  const series = new Map<string, Map<string, RouteSeries>>();
  const seriesOf = (method: string, route: string): RouteSeries => {
    let byRoute = series.get(method);
    if (!byRoute) series.set(method, (byRoute = new Map()));
    let found = byRoute.get(route);
    if (!found) byRoute.set(route, (found = { duration: metrics.httpDuration.labels(method, route), byStatus: new Map() }));
    return found;
  };
  fastify.addHook('onResponse', (request, reply, done) => {
    const pattern = request.routeOptions.url;
    const route = pattern === undefined ? 'unmatched' : pattern === PAGE_ROUTE ? 'page' : pattern;
    const found = seriesOf(request.method, route);
    let counter = found.byStatus.get(reply.statusCode);
    if (!counter) found.byStatus.set(reply.statusCode, (counter = metrics.httpRequests.labels(request.method, route, String(reply.statusCode))));
    counter.inc();
    found.duration.observe(reply.elapsedTime / 1000);
    done();
  });
}
