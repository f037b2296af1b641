import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key of its own for authenticator secrets, derived from a master key, so that no other use of the master key shares it. */
function totpKeyOf(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'keyshop totp secrets', 32));
}

/**
 * Seals authenticator secrets at rest with AES-256-GCM under a key derived from KEY_ENCRYPTION_KEY
 * (the product-key cipher belongs to the keys module, above this one). While a master key rotation
 * runs, secrets sealed under a previous master key still open.
 */
@Injectable()
export class TotpSecretCipher {
  private readonly currentKey: Buffer;
  private readonly keys: Buffer[];

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'keyEncryptionKey' | 'previousKeyEncryptionKeys'>) {
    this.currentKey = totpKeyOf(config.keyEncryptionKey);
    this.keys = [this.currentKey, ...config.previousKeyEncryptionKeys.map(totpKeyOf)];
  }

  seal(secret: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.currentKey, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
  }

  open(sealed: Buffer): string {
    const iv = sealed.subarray(0, IV_BYTES);
    const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const body = sealed.subarray(IV_BYTES + TAG_BYTES);
    for (const key of this.keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // Sealed under another of the master keys: try the next.
      }
    }
    throw new Error('An authenticator secret was sealed under an unknown master key');
  }
}
