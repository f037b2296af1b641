import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { KeyCipher } from './key-cipher.js';
import { KeyDeliveryService } from './key-delivery.service.js';
import { KeyStockService } from './key-stock.service.js';
import { MailKeyCodes } from './mail-key-codes.js';
import { KEY_CIPHER } from './keys.tokens.js';
import { ProductKeysRepository } from './product-keys.repository.js';

/** The key cipher, key stock and key delivery, without controllers: shared by the web side, the workers and the mail. */
@Module({
  imports: [NotificationsModule],
  providers: [
    { provide: KEY_CIPHER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new KeyCipher(config.keyEncryptionKey) },
    ProductKeysRepository,
    KeyDeliveryService,
    KeyStockService,
    MailKeyCodes,
  ],
  exports: [KEY_CIPHER, KeyDeliveryService, KeyStockService],
})
export class KeyInventoryModule {}
