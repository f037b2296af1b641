import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { DataKeysRepository } from './data-keys.repository.js';
import { KeyCipher } from './key-cipher.js';
import { MasterKeyRing } from './master-keys.js';
import { ProductKeysRepository } from './product-keys.repository.js';

/** The key cipher of the configured master keys, outside Nest (seeders, the command line). */
export function openKeyCipher(dataSource: DataSource, config: AppConfig): Promise<KeyCipher> {
  return openKeyCipherWith(config, new DataKeysRepository(dataSource), new ProductKeysRepository(dataSource));
}

export function openKeyCipherWith(config: AppConfig, dataKeys: DataKeysRepository, productKeys: ProductKeysRepository): Promise<KeyCipher> {
  return KeyCipher.open(MasterKeyRing.fromConfig(config), dataKeys, () => productKeys.legacySample());
}
