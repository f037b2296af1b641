import { Controller, Get, Header, Headers, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SkipAddressLimit } from '../common/throttling/address-rate-limit.guard.js';
import { checkMetricsAccess } from './metrics-access.js';
import { StoreMetrics } from './store-metrics.js';

/** Prometheus scrapes this process's series here; not part of the shoppers' API. */
@ApiExcludeController()
@SkipAddressLimit()
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: StoreMetrics,
  ) {}

  @Get()
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('cache-control', 'no-store')
  scrape(@Headers('authorization') authorization: string | undefined): Promise<string> {
    checkMetricsAccess(this.config.metrics, authorization);
    return this.metrics.scrape();
  }
}
