import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import type { KeyCipher } from '../keys/key-cipher.js';
import { KeyInventoryModule } from '../keys/key-inventory.module.js';
import { KEY_CIPHER } from '../keys/keys.tokens.js';
import { CreditLedgerModule } from '../credits/credit-ledger.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AdminRedeemCodesController } from './admin-redeem-codes.controller.js';
import { RedeemCodeHasher } from './redeem-code.js';
import { RedeemCodesAdminService } from './redeem-codes-admin.service.js';
import { RedeemCodesRepository } from './redeem-codes.repository.js';
import { RedeemController } from './redeem.controller.js';
import { RedeemService } from './redeem.service.js';
import { REDEEM_CODE_HASHER } from './redeem.tokens.js';

/** Redeem codes: users redeem them for a game or store credit; admins generate, import and follow them. */
@Module({
  imports: [AuthModule, AuditModule, CatalogModule, CreditLedgerModule, KeyInventoryModule, OrdersModule],
  controllers: [RedeemController, AdminRedeemCodesController],
  providers: [
    { provide: REDEEM_CODE_HASHER, inject: [KEY_CIPHER], useFactory: (cipher: KeyCipher) => new RedeemCodeHasher(cipher.redeemCodeHashKey) },
    RedeemCodesRepository,
    RedeemService,
    RedeemCodesAdminService,
  ],
})
export class RedeemModule {}
