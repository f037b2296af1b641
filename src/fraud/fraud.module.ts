import { Module } from '@nestjs/common';
import { FraudChecks } from './fraud-checks.service.js';
import { OrderSignalsRepository } from './order-signals.repository.js';

/** Fraud controls shared by checkout and payment notifications. */
@Module({
  providers: [FraudChecks, OrderSignalsRepository],
  exports: [FraudChecks],
})
export class FraudModule {}
