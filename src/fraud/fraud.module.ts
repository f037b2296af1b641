import { Module } from '@nestjs/common';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import { FraudChecks } from './fraud-checks.service.js';

/** Fraud controls shared by checkout and payment notifications. */
@Module({
  providers: [FraudChecks, RateLimiter],
  exports: [FraudChecks],
})
export class FraudModule {}
