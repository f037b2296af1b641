import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { DataKeysRepository } from './data-keys.repository.js';
import { KeyDeliveryService } from './key-delivery.service.js';
import { KeyStockService } from './key-stock.service.js';
import { MailKeyCodes } from './mail-key-codes.js';
import { openKeyCipherWith } from './open-key-cipher.js';
import { KEY_CIPHER } from './keys.tokens.js';
import { ProductKeysRepository } from './product-keys.repository.js';

/** The key cipher, key stock and key delivery, without controllers: shared by the web side, the workers and the mail. */
@Module({
  imports: [NotificationsModule],
  providers: [
    // Refuses to boot when a stored data key's master key is not configured.
    { provide: KEY_CIPHER, inject: [APP_CONFIG, DataKeysRepository, ProductKeysRepository], useFactory: openKeyCipherWith },
    DataKeysRepository,
    ProductKeysRepository,
    KeyDeliveryService,
    KeyStockService,
    MailKeyCodes,
  ],
  exports: [KEY_CIPHER, KeyDeliveryService, KeyStockService],
})
export class KeyInventoryModule {}
