import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CreditLedgerModule } from './credit-ledger.module.js';
import { MyCreditsController } from './my-credits.controller.js';

/** Store credit: the `user_credits` ledger. */
@Module({
  imports: [AuthModule, CreditLedgerModule],
  controllers: [MyCreditsController],
  exports: [CreditLedgerModule],
})
export class CreditsModule {}
