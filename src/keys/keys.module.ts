import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AdminKeysController } from './admin-keys.controller.js';
import { KeyImportService } from './key-import.service.js';
import { KeyInventoryModule } from './key-inventory.module.js';

/** The key inventory: codes encrypted at rest, imported by admins, later reserved and delivered. */
@Module({
  imports: [CatalogModule, KeyInventoryModule, AuditModule],
  controllers: [AdminKeysController],
  providers: [KeyImportService],
  exports: [KeyInventoryModule],
})
export class KeysModule {}
