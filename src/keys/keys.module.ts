import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AdminKeysController } from './admin-keys.controller.js';
import { KeyCipher } from './key-cipher.js';
import { KeyImportService } from './key-import.service.js';
import { KEY_CIPHER } from './keys.tokens.js';

/** The key inventory: codes encrypted at rest, imported by admins, later reserved and delivered. */
@Module({
  imports: [CatalogModule],
  controllers: [AdminKeysController],
  providers: [
    { provide: KEY_CIPHER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new KeyCipher(config.keyEncryptionKey) },
    KeyImportService,
  ],
  exports: [KEY_CIPHER],
})
export class KeysModule {}
