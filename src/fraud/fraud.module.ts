import { Module } from '@nestjs/common';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import { FraudChecks } from './fraud-checks.service.js';
import { OrderSignalsRepository } from './order-signals.repository.js';

/** Fraud controls shared by checkout and payment notifications. */
@Module({
  providers: [FraudChecks, OrderSignalsRepository, RateLimiter],
  exports: [FraudChecks],
})
export class FraudModule {}
