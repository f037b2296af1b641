import { Module } from '@nestjs/common';
import { CreditsRepository } from './credits.repository.js';

/** The store-credit ledger without controllers: shared by checkout, order cancellation, expiry and redeem. */
@Module({
  providers: [CreditsRepository],
  exports: [CreditsRepository],
})
export class CreditLedgerModule {}
