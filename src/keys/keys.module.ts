import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminKeysController } from './admin-keys.controller.js';
import { KeyImportService } from './key-import.service.js';
import { KeyInventoryModule } from './key-inventory.module.js';

/** The key inventory: codes encrypted at rest, imported by admins, later reserved and delivered. */
@Module({
  imports: [KeyInventoryModule, AuditModule],
  controllers: [AdminKeysController],
  providers: [KeyImportService],
  exports: [KeyInventoryModule],
})
export class KeysModule {}
