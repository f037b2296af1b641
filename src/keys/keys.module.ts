import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminKeysController } from './admin-keys.controller.js';
import { KeyImportService } from './key-import.service.js';
import { KeyInventoryModule } from './key-inventory.module.js';

/** Adding keys to stock, for the admins' imports and the wholesaler's purchases alike. */
@Module({
  imports: [KeyInventoryModule, AuditModule],
  providers: [KeyImportService],
  exports: [KeyImportService],
})
export class KeyImportModule {}

/** The key inventory: codes encrypted at rest, imported by admins, later reserved and delivered. */
@Module({
  imports: [KeyInventoryModule, KeyImportModule],
  controllers: [AdminKeysController],
  exports: [KeyInventoryModule],
})
export class KeysModule {}
