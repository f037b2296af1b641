import { Module } from '@nestjs/common';
import { CreditLedger } from './credit-ledger.service.js';
import { CreditsRepository } from './credits.repository.js';
import { CreditsService } from './credits.service.js';

/** The store-credit ledger without controllers: the balance and history shown to users, and the credit checkout, orders, refunds, claims and redeem give or take. */
@Module({
  providers: [CreditsRepository, CreditLedger, CreditsService],
  exports: [CreditLedger, CreditsService],
})
export class CreditLedgerModule {}
