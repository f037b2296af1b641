import { Module } from '@nestjs/common';
import { CreditLedgerModule } from '../credits/credit-ledger.module.js';
import { KeyInventoryModule } from '../keys/key-inventory.module.js';
import { ProfileVerificationModule } from '../profiles/profile-verification.js';
import { OrderProcess } from './order-process.js';
import { OrdersStoreModule } from './orders-store.module.js';

/** The order process, shared by the web side (payments, checkout, admins) and the worker side (fulfilment, expiry). */
@Module({
  imports: [KeyInventoryModule, CreditLedgerModule, ProfileVerificationModule, OrdersStoreModule],
  providers: [OrderProcess],
  exports: [OrderProcess],
})
export class OrderProcessModule {}
