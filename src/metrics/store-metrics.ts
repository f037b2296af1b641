import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * This process's Prometheus registry and the series counted as things happen. Series read at scrape
 * time (queue depths, outbox, orders, stock) register their own gauges on `registry` beside the code
 * that owns their data. One registry per app, so several apps in one process (tests) never clash.
 */
@Injectable()
export class StoreMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly responseCache = new Counter({
    name: 'keyshop_response_cache_lookups_total',
    help: 'Anonymous page and catalogue reads looked up in the in-memory response cache, by outcome (hit or miss)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly paymentNotifications = new Counter({
    name: 'keyshop_payment_notifications_total',
    help: 'Payment notifications from the gateway, by outcome (accepted or refused) and the reason of a refusal',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });

  readonly jobOutcomes = new Counter({
    name: 'keyshop_queue_jobs_total',
    help: 'Queue jobs finished in this process, by queue and outcome (completed or failed, a failed attempt that is retried counting; stalled: taken over from a worker that died)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The whole registry in Prometheus text format. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }
}
