import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { cachedFor, SCRAPE_CACHE_MS } from '../metrics/scrape-cache.js';
import { StoreMetrics } from '../metrics/store-metrics.js';
import { StockAlertsRepository } from './stock-alerts.repository.js';
import { StockAlertsCoreModule } from './stock-alerts.module.js';

/** At most this many products get a series, the emptiest first: a catalogue running dry cannot flood Prometheus. */
export const LOW_STOCK_SERIES_LIMIT = 100;

/** Keys left of each product below its low-stock threshold, on /metrics; products above it have no series. */
@Injectable()
export class LowStockMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: StoreMetrics,
    private readonly stock: StockAlertsRepository,
  ) {}

  onModuleInit(): void {
    const lowStock = cachedFor(SCRAPE_CACHE_MS, () => this.stock.lowStock(LOW_STOCK_SERIES_LIMIT));
    new Gauge({
      name: 'keyshop_product_keys_low_stock',
      help: `Keys available of each product below its low-stock threshold (the ${LOW_STOCK_SERIES_LIMIT} emptiest), by product slug`,
      labelNames: ['product'] as const,
      registers: [this.metrics.registry],
      async collect() {
        const rows = await lowStock();
        // Restocked products drop out of the set, so their series go.
        this.reset();
        for (const row of rows) this.set({ product: row.slug }, row.stock);
      },
    });
  }
}

/** Loaded in every role, since every role serves /metrics. */
@Module({ imports: [StockAlertsCoreModule], providers: [LowStockMetrics] })
export class LowStockMetricsModule {}
