import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { KeyImportModule } from '../keys/keys.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminSuppliersController } from './admin-suppliers.controller.js';
import { RestockAdminService } from './restock-admin.service.js';
import { RestockChecks } from './restock-checks.js';
import { RestockSettingsRepository } from './restock-settings.repository.js';
import { SupplierPurchasesRepository } from './supplier-purchases.repository.js';
import { SupplierRestockProcessor } from './supplier-restock.processor.js';
import { SupplierRestockService } from './supplier-restock.service.js';
import { WholesalerClient } from './wholesaler.client.js';

/** What the web and worker sides share: the tables, the wholesaler's client, and the triggers that queue restock checks on stock changes. */
@Module({
  providers: [RestockSettingsRepository, SupplierPurchasesRepository, WholesalerClient, RestockChecks],
  exports: [RestockSettingsRepository, SupplierPurchasesRepository, WholesalerClient, RestockChecks],
})
export class SuppliersCoreModule {}

/** The admin console: restock settings per product and the purchases. */
@Module({
  imports: [SuppliersCoreModule, AuditModule],
  controllers: [AdminSuppliersController],
  providers: [RestockAdminService],
})
export class SuppliersAdminModule {}

/** The worker side: the restock checks that buy keys, and the sweep the scheduler queues. */
@Module({
  imports: [SuppliersCoreModule, KeyImportModule, AuditModule, NotificationsModule],
  providers: [SupplierRestockService, SupplierRestockProcessor],
  exports: [SuppliersCoreModule],
})
export class SuppliersWorkerModule {}
