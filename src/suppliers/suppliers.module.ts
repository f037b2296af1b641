import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { KeyImportModule } from '../keys/keys.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminSuppliersController } from './admin-suppliers.controller.js';
import { RestockAdminService } from './restock-admin.service.js';
import { RestockChecks } from './restock-checks.js';
import { RestockExpectations } from './restock-expectations.js';
import { RestockSettingsRepository } from './restock-settings.repository.js';
import { SupplierPurchasesRepository } from './supplier-purchases.repository.js';
import { SupplierRestockProcessor } from './supplier-restock.processor.js';
import { SupplierRestockService } from './supplier-restock.service.js';
import { WholesalerClient } from './wholesaler.client.js';

/** The tables and the wholesaler's client, shared by this folder's modules only. */
@Module({
  providers: [RestockSettingsRepository, SupplierPurchasesRepository, WholesalerClient],
  exports: [RestockSettingsRepository, SupplierPurchasesRepository, WholesalerClient],
})
export class SuppliersStoreModule {}

/**
 * Loaded in every role: the triggers that queue a restock check when stock moves or an order waits
 * (wherever that happens), and what the product page may promise about the next keys.
 */
@Module({
  imports: [SuppliersStoreModule],
  providers: [RestockChecks, RestockExpectations],
  exports: [RestockChecks, RestockExpectations],
})
export class SuppliersCoreModule {}

/** The admin console: restock settings per product and the purchases. */
@Module({
  imports: [SuppliersStoreModule, SuppliersCoreModule, AuditModule],
  controllers: [AdminSuppliersController],
  providers: [RestockAdminService],
})
export class SuppliersAdminModule {}

/** The worker side: the restock checks that buy keys, and the sweep the scheduler queues. */
@Module({
  imports: [SuppliersStoreModule, SuppliersCoreModule, KeyImportModule, AuditModule, NotificationsModule],
  providers: [SupplierRestockService, SupplierRestockProcessor],
  exports: [SuppliersCoreModule],
})
export class SuppliersWorkerModule {}
