import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { DataKeysRepository } from './data-keys.repository.js';
import { KeyCipher } from './key-cipher.js';
import { MasterKeyRing } from './master-keys.js';
import { ProductKeysRepository } from './product-keys.repository.js';

/** The master keys a cipher is opened with: the current one and those being rotated away from. */
type MasterKeysConfig = Pick<AppConfig, 'keyEncryptionKey' | 'previousKeyEncryptionKeys'>;

/** The key cipher of the configured master keys, outside Nest (seeders, the command line). */
export function openKeyCipher(dataSource: DataSource, config: MasterKeysConfig): Promise<KeyCipher> {
  return openKeyCipherWith(config, new DataKeysRepository(dataSource), new ProductKeysRepository(dataSource));
}

export function openKeyCipherWith(config: MasterKeysConfig, dataKeys: DataKeysRepository, productKeys: ProductKeysRepository): Promise<KeyCipher> {
  return KeyCipher.open(MasterKeyRing.fromConfig(config), dataKeys, () => productKeys.legacySample());
}
