import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** First byte of every sealed value in the envelope format; the legacy format has none. */
export const SEALED_FORMAT_V1 = 1;

/** A master key and its id: the id is stored beside every data key it wraps, the key never is. */
export interface MasterKey {
  id: string;
  key: Buffer;
}

/** A short, stable id that names a master key without revealing it. */
export function masterKeyId(key: Buffer): string {
  return createHash('sha256').update('keyshop-master-key-id').update(key).digest('hex').slice(0, 16);
}

/** AES-256-GCM, versioned: v1 | iv | tag | ciphertext. `context` is authenticated, so a value sealed for one use opens for no other. */
export function seal(key: Buffer, plain: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.of(SEALED_FORMAT_V1), iv, cipher.getAuthTag(), ciphertext]);
}

export function open(key: Buffer, sealed: Buffer, context: string): Buffer {
  if (sealed[0] !== SEALED_FORMAT_V1) throw new Error(`Unknown sealed format ${sealed[0]}`);
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 1 + IV_BYTES)).setAAD(Buffer.from(context));
  decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The format before envelope encryption: iv | tag | ciphertext, straight under a master key. */
export function openLegacy(key: Buffer, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/**
 * The configured master keys: the current one wraps, the current and the previous ones unwrap
 * (KEY_ENCRYPTION_KEY and KEY_ENCRYPTION_KEYS_PREVIOUS).
 */
export class MasterKeyRing {
  readonly current: MasterKey;
  private readonly byId: Map<string, MasterKey>;

  constructor(current: Buffer, previous: Buffer[] = []) {
    for (const key of [current, ...previous]) if (key.length !== 32) throw new Error('Master keys must be 32 bytes');
    this.current = { id: masterKeyId(current), key: current };
    this.byId = new Map([this.current, ...previous.map((key) => ({ id: masterKeyId(key), key }))].map((master) => [master.id, master]));
  }

  static fromConfig(config: { keyEncryptionKey: Buffer; previousKeyEncryptionKeys: Buffer[] }): MasterKeyRing {
    return new MasterKeyRing(config.keyEncryptionKey, config.previousKeyEncryptionKeys);
  }

  get all(): MasterKey[] {
    return [...this.byId.values()];
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Unwraps a data key; throws, naming the id only, when its master key is not configured. */
  unwrap(masterId: string, wrapped: Buffer, context: string): Buffer {
    const master = this.byId.get(masterId);
    if (!master) throw new Error(`Master key ${masterId} is not configured: set it as KEY_ENCRYPTION_KEY or in KEY_ENCRYPTION_KEYS_PREVIOUS`);
    return open(master.key, wrapped, context);
  }

  wrap(plain: Buffer, context: string): { masterKeyId: string; wrapped: Buffer } {
    return { masterKeyId: this.current.id, wrapped: seal(this.current.key, plain, context) };
  }

  /** Opens a legacy ciphertext with whichever configured master key sealed it; null when none does. */
  openLegacy(sealed: Buffer): { plain: Buffer; master: MasterKey } | null {
    for (const master of this.all) {
      try {
        return { plain: openLegacy(master.key, sealed), master };
      } catch {
        // GCM refuses the wrong key: try the next one.
      }
    }
    return null;
  }
}
