import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Product keys at rest: AES-256-GCM (iv | tag | ciphertext) under KEY_ENCRYPTION_KEY, and a keyed
 * hash of the normalised code for de-duplication, so the database never holds a key in plain text.
 */
export class KeyCipher {
  private readonly hashKey: Buffer;

  constructor(private readonly encryptionKey: Buffer) {
    if (encryptionKey.length !== 32) throw new Error('KEY_ENCRYPTION_KEY must be 32 bytes');
    this.hashKey = createHmac('sha256', encryptionKey).update('product-key-hash').digest();
  }

  encrypt(code: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
  }

  decrypt(sealed: Buffer): string {
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, sealed.subarray(0, IV_BYTES));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** The same code always hashes the same, whatever its case or spacing. */
  hash(code: string): Buffer {
    return createHmac('sha256', this.hashKey).update(normaliseKeyCode(code)).digest();
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
