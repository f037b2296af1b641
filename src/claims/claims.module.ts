import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CreditLedgerModule } from '../credits/credit-ledger.module.js';
import { KeyInventoryModule } from '../keys/key-inventory.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminKeyClaimsController } from './admin-key-claims.controller.js';
import { KeyClaimsAdminService } from './key-claims-admin.service.js';
import { KeyClaimsController } from './key-claims.controller.js';
import { KeyClaimsStoreModule } from './order-key-claims.module.js';
import { KeyClaimsService } from './key-claims.service.js';

/** Invalid-key claims: customers report a key that does not work; admins replace it, refund it as store credit, or reject the claim. */
@Module({
  imports: [AuthModule, AuditModule, CreditLedgerModule, KeyInventoryModule, NotificationsModule, KeyClaimsStoreModule],
  controllers: [KeyClaimsController, AdminKeyClaimsController],
  providers: [KeyClaimsService, KeyClaimsAdminService],
  exports: [KeyClaimsAdminService],
})
export class ClaimsModule {}
