import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../database/queryable.js';
import type { DataKeyPurpose, DataKeysRepository } from './data-keys.repository.js';
import { MasterKeyRing, open, seal } from './master-keys.js';

const LOOKUP_PURPOSES = ['product-key-hash', 'redeem-code-hash'] as const;

/** What a data key's wrapping is bound to, so a wrapped key copied onto another row opens nowhere. */
export const dataKeyContext = (id: string, purpose: DataKeyPurpose) => `data-key:${id}:${purpose}`;
const productKeyContext = (dataKeyId: string) => `product-key:${dataKeyId}`;

/** Reads one product key still sealed in the legacy format, to tell which master key sealed the old data. */
export type LegacySample = () => Promise<Buffer | null>;

/**
 * Product keys at rest, by envelope encryption: each code is sealed (AES-256-GCM) under a data key,
 * and data keys are stored only wrapped by a master key (MasterKeyRing), so rotating the master key
 * re-wraps a few data keys instead of re-encrypting every code. Rows sealed before this (legacy:
 * straight under the master key, no data key) still open. Keyed hashes for de-duplication and for
 * redeem codes use look-up keys stored the same way, so they survive a rotation unchanged.
 */
export class KeyCipher {
  private readonly dataKeys = new Map<string, Promise<Buffer>>();
  private current?: { id: string; key: Buffer };

  private constructor(
    private readonly ring: MasterKeyRing,
    private readonly repository: DataKeysRepository,
    private readonly hashKey: Buffer,
    /** The key RedeemCodeHasher hashes redeem codes with. */
    readonly redeemCodeHashKey: Buffer,
  ) {}

  /**
   * Checks that every stored data key has its master key configured, and loads the look-up keys,
   * creating them on first use from the master key that sealed the existing data (their hashes were
   * derived from it before envelope encryption, so they stay valid).
   */
  static async open(ring: MasterKeyRing, repository: DataKeysRepository, legacySample: LegacySample): Promise<KeyCipher> {
    const unknown = (await repository.countByMaster()).filter((row) => !ring.has(row.master_key_id));
    if (unknown.length > 0) {
      throw new Error(
        `Data keys are wrapped under master key ${unknown.map((row) => row.master_key_id).join(', ')}, which is not configured: ` +
          'set it in KEY_ENCRYPTION_KEYS_PREVIOUS (or as KEY_ENCRYPTION_KEY)',
      );
    }
    const [productKeyHash, redeemCodeHash] = await Promise.all(LOOKUP_PURPOSES.map((purpose) => KeyCipher.lookupKey(ring, repository, purpose, legacySample)));
    return new KeyCipher(ring, repository, productKeyHash, redeemCodeHash);
  }

  private static async lookupKey(ring: MasterKeyRing, repository: DataKeysRepository, purpose: DataKeyPurpose, legacySample: LegacySample): Promise<Buffer> {
    let row = await repository.lookup(purpose);
    if (!row) {
      const sample = await legacySample();
      const root = sample ? ring.openLegacy(sample)?.master.key : ring.current.key;
      if (!root) throw new Error('Product keys in the legacy format are sealed by none of the configured master keys: set the old KEY_ENCRYPTION_KEY in KEY_ENCRYPTION_KEYS_PREVIOUS');
      const id = randomUUID();
      const { masterKeyId, wrapped } = ring.wrap(createHmac('sha256', root).update(purpose).digest(), dataKeyContext(id, purpose));
      await repository.insertLookup({ id, purpose, master_key_id: masterKeyId, wrapped });
      row = (await repository.lookup(purpose))!;
    }
    return ring.unwrap(row.master_key_id, row.wrapped, dataKeyContext(row.id, purpose));
  }

  /** Seals codes under the current data key (one per master key, made on first use, in `db`: the caller's transaction); answers its id with them. */
  async encrypt(codes: string[], db: Queryable): Promise<{ dataKeyId: string; sealed: Buffer[] }> {
    const dataKey = await this.currentDataKey(db);
    return { dataKeyId: dataKey.id, sealed: codes.map((code) => seal(dataKey.key, Buffer.from(code, 'utf8'), productKeyContext(dataKey.id))) };
  }

  /** Opens a stored code: under its data key, or straight under a master key for a legacy row (no data key). */
  async decrypt(sealed: Buffer, dataKeyId: string | null, db?: Queryable): Promise<string> {
    if (dataKeyId === null) {
      const opened = this.ring.openLegacy(sealed);
      if (!opened) throw new Error('A legacy product key opens under none of the configured master keys');
      return opened.plain.toString('utf8');
    }
    return open(await this.dataKey(dataKeyId, db), sealed, productKeyContext(dataKeyId)).toString('utf8');
  }

  /** The same code always hashes the same, whatever its case or spacing. */
  hash(code: string): Buffer {
    return createHmac('sha256', this.hashKey).update(normaliseKeyCode(code)).digest();
  }

  /** The data key new codes are sealed under: the newest under the current master key, made when there is none. */
  private async currentDataKey(db: Queryable): Promise<{ id: string; key: Buffer }> {
    if (this.current) return this.current;
    const row = await this.repository.newest('product-keys', this.ring.current.id, db);
    if (row) {
      this.current = { id: row.id, key: this.ring.unwrap(row.master_key_id, row.wrapped, dataKeyContext(row.id, 'product-keys')) };
      return this.current;
    }
    // Made in the caller's transaction and not remembered: should it roll back, the next call makes another.
    const id = randomUUID();
    const key = randomBytes(32);
    const { masterKeyId, wrapped } = this.ring.wrap(key, dataKeyContext(id, 'product-keys'));
    await this.repository.insert({ id, purpose: 'product-keys', master_key_id: masterKeyId, wrapped }, db);
    return { id, key };
  }

  // A data key never changes once made (a rotation only re-wraps it), so it is unwrapped once per process.
  private dataKey(id: string, db?: Queryable): Promise<Buffer> {
    let key = this.dataKeys.get(id);
    if (!key) {
      key = this.repository.find(id, db).then((row) => {
        if (!row || row.purpose !== 'product-keys') throw new Error(`Data key ${id} does not exist`);
        return this.ring.unwrap(row.master_key_id, row.wrapped, dataKeyContext(row.id, row.purpose));
      });
      key.catch(() => this.dataKeys.delete(id));
      this.dataKeys.set(id, key);
    }
    return key;
  }
}

export function normaliseKeyCode(code: string): string {
  return code.trim().replace(/\s+/g, '').toUpperCase();
}

/** What may be shown of a key before it is revealed: its last four characters. */
export function maskKeyCode(code: string): string {
  const plain = normaliseKeyCode(code);
  return `${'•'.repeat(Math.max(plain.length - 4, 4))}${plain.slice(-4)}`;
}
