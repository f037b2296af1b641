import { Global, Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';
import { PoolMetrics } from './pool-metrics.js';
import { QueueMetrics } from './queue-metrics.js';
import { StoreMetrics } from './store-metrics.js';

/** /metrics in every role, and the registry other folders count on or add their scrape-time gauges to. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [StoreMetrics, QueueMetrics, PoolMetrics],
  exports: [StoreMetrics],
})
export class MetricsModule {}
