import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { cachedFor, SCRAPE_CACHE_MS } from '../metrics/scrape-cache.js';
import { StoreMetrics } from '../metrics/store-metrics.js';
import { MailOutboxRepository, type MailStatus } from './mail-outbox.repository.js';
import { MailStoreModule } from './notifications.module.js';

const STATUSES: readonly MailStatus[] = ['pending', 'sent', 'failed'];

/** The outbox by status on /metrics: one grouped count, reused for a few seconds across scrapes. */
@Injectable()
export class MailMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: StoreMetrics,
    private readonly outbox: MailOutboxRepository,
  ) {}

  onModuleInit(): void {
    const counts = cachedFor(SCRAPE_CACHE_MS, () => this.outbox.countByStatus());
    new Gauge({
      name: 'keyshop_mails',
      help: 'Mails in the outbox by status: pending (not sent yet, or being retried), sent, failed (gave up)',
      labelNames: ['status'] as const,
      registers: [this.metrics.registry],
      async collect() {
        const rows = await counts();
        for (const status of STATUSES) this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
      },
    });
  }
}

/** Loaded in every role, since every role serves /metrics. */
@Module({ imports: [MailStoreModule], providers: [MailMetrics] })
export class MailMetricsModule {}
