import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { EventBus } from '../events/event-bus.js';
import { Transactions } from '../events/transactions.js';
import { DataKeysRepository } from './data-keys.repository.js';
import { dataKeyContext, KeyCipher } from './key-cipher.js';
import { MasterKeyRing } from './master-keys.js';
import { ProductKeysRepository } from './product-keys.repository.js';

/** Rows per transaction: short locks, so checkouts and reveals of the running store barely wait. */
const BATCH = 200;

export interface RotationReport {
  masterKeyId: string;
  rewrapped: number;
  converted: number;
}

/**
 * Re-wraps every data key under the current master key and re-seals legacy product keys under a data
 * key. Checks first, reading only, that every data key's master key is configured and that every
 * legacy code opens, so a run that cannot finish changes nothing. Batches commit one by one: a run
 * that stops half way is resumed by running it again, and a finished one finds nothing to do.
 */
export async function rotateKeyEncryption(dataSource: DataSource, config: AppConfig): Promise<RotationReport> {
  const ring = MasterKeyRing.fromConfig(config);
  const dataKeys = new DataKeysRepository(dataSource);
  const productKeys = new ProductKeysRepository(dataSource);

  const missing = (await dataKeys.countByMaster()).filter((row) => !ring.has(row.master_key_id));
  if (missing.length > 0) {
    const which = missing.map((row) => `${row.n} under master key ${row.master_key_id}`).join(', ');
    throw new Error(`Refusing to rotate, nothing was changed: data keys are wrapped by a master key that is not configured (${which}). Add it to KEY_ENCRYPTION_KEYS_PREVIOUS and run again.`);
  }
  let unreadable = 0;
  for (let page = await productKeys.legacyPage(null, BATCH); page.length > 0; page = await productKeys.legacyPage(page[page.length - 1].id, BATCH)) {
    unreadable += page.filter((row) => !ring.openLegacy(row.code_encrypted)).length;
  }
  if (unreadable > 0) {
    throw new Error(
      `Refusing to rotate, nothing was changed: ${unreadable} product keys in the legacy format open under none of the configured master keys. Add the old KEY_ENCRYPTION_KEY to KEY_ENCRYPTION_KEYS_PREVIOUS and run again.`,
    );
  }

  // Opening the cipher makes the look-up keys if this database has none yet, from the key that sealed the legacy codes.
  const cipher = await KeyCipher.open(ring, dataKeys, () => productKeys.legacySample());
  const transactions = new Transactions(dataSource, new EventBus());

  let rewrapped = 0;
  for (;;) {
    const done = await transactions.run(async (tx) => {
      const batch = await dataKeys.lockNotWrappedBy(tx, ring.current.id, BATCH);
      for (const row of batch) {
        const context = dataKeyContext(row.id, row.purpose);
        const { masterKeyId, wrapped } = ring.wrap(ring.unwrap(row.master_key_id, row.wrapped, context), context);
        await dataKeys.rewrap(tx, row.id, masterKeyId, wrapped);
      }
      return batch.length;
    });
    if (done === 0) break;
    rewrapped += done;
  }

  let converted = 0;
  for (;;) {
    const done = await transactions.run(async (tx) => {
      const batch = await productKeys.lockLegacy(tx, BATCH);
      if (batch.length === 0) return 0;
      const codes = await Promise.all(batch.map((row) => cipher.decrypt(row.code_encrypted, null)));
      const { dataKeyId, sealed } = await cipher.encrypt(codes, tx);
      let changed = 0;
      for (const [i, row] of batch.entries()) changed += await productKeys.convertLegacy(tx, row.id, dataKeyId, sealed[i]);
      return changed;
    });
    if (done === 0) break;
    converted += done;
  }
  return { masterKeyId: ring.current.id, rewrapped, converted };
}
