import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { cachedFor, SCRAPE_CACHE_MS } from '../metrics/scrape-cache.js';
import { StoreMetrics } from '../metrics/store-metrics.js';
import { ORDER_STAGES } from './order-state.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersStoreModule } from './orders-store.module.js';

/** Orders by stage on /metrics: one grouped count, reused for a few seconds across scrapes. */
@Injectable()
export class OrderMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: StoreMetrics,
    private readonly orders: OrdersRepository,
  ) {}

  onModuleInit(): void {
    const counts = cachedFor(SCRAPE_CACHE_MS, () => this.orders.countByStage());
    new Gauge({
      name: 'keyshop_orders',
      help: 'Orders in each stage of their life (pending, paid, processing, completed, cancelled, ...)',
      labelNames: ['stage'] as const,
      registers: [this.metrics.registry],
      async collect() {
        const rows = await counts();
        // Every stage is listed, so an emptied stage reads 0 rather than vanishing.
        for (const stage of ORDER_STAGES) this.set({ stage }, rows.find((row) => row.stage === stage)?.count ?? 0);
      },
    });
  }
}

/** Loaded in every role, since every role serves /metrics. */
@Module({ imports: [OrdersStoreModule], providers: [OrderMetrics] })
export class OrderMetricsModule {}
