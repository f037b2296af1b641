import { createCipheriv, randomBytes } from 'node:crypto';
import { maskKeyCode, normaliseKeyCode } from './key-cipher.js';
import { MasterKeyRing, masterKeyId, open, seal } from './master-keys.js';

/** A code sealed the way the store did before envelope encryption: iv | tag | ciphertext, straight under the master key. */
function legacySeal(key: Buffer, code: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

describe('sealing and master keys', () => {
  const key = randomBytes(32);

  it('seals so that the stored bytes do not hold the key, versioned, and opens it back', () => {
    const sealed = seal(key, Buffer.from('ABCDE-12345-FGHIJ'), 'product-key:x');
    expect(sealed[0]).toBe(1);
    expect(sealed.toString('latin1')).not.toContain('ABCDE');
    expect(open(key, sealed, 'product-key:x').toString()).toBe('ABCDE-12345-FGHIJ');
    expect(seal(key, Buffer.from('ABCDE-12345-FGHIJ'), 'product-key:x').equals(sealed)).toBe(false);
  });

  it('refuses a tampered value, another context and another key', () => {
    const sealed = seal(key, Buffer.from('ABCDE-12345-FGHIJ'), 'product-key:x');
    expect(() => open(key, sealed, 'product-key:y')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'product-key:x')).toThrow();
    sealed[sealed.length - 1] ^= 1;
    expect(() => open(key, sealed, 'product-key:x')).toThrow();
  });

  it('wraps under the current master key, unwraps under any configured one, and names a missing one', () => {
    const old = randomBytes(32);
    const wrappedByOld = new MasterKeyRing(old).wrap(key, 'data-key:1:product-keys');
    const ring = new MasterKeyRing(randomBytes(32), [old]);
    expect(wrappedByOld.masterKeyId).toBe(masterKeyId(old));
    expect(ring.unwrap(wrappedByOld.masterKeyId, wrappedByOld.wrapped, 'data-key:1:product-keys').equals(key)).toBe(true);
    expect(ring.wrap(key, 'c').masterKeyId).toBe(ring.current.id);
    const without = new MasterKeyRing(randomBytes(32));
    expect(() => without.unwrap(wrappedByOld.masterKeyId, wrappedByOld.wrapped, 'data-key:1:product-keys')).toThrow(
      `Master key ${masterKeyId(old)} is not configured`,
    );
  });

  it('opens legacy codes with whichever configured master key sealed them, and only those', () => {
    const old = randomBytes(32);
    const sealed = legacySeal(old, 'LEGACY-KEY-1');
    expect(new MasterKeyRing(randomBytes(32), [old]).openLegacy(sealed)?.plain.toString()).toBe('LEGACY-KEY-1');
    expect(new MasterKeyRing(randomBytes(32)).openLegacy(sealed)).toBeNull();
  });

  it('masks all but the last four characters', () => {
    expect(normaliseKeyCode(' ab cd-ef ')).toBe('ABCD-EF');
    expect(maskKeyCode('ABCDE-12345')).toBe('•••••••2345');
  });
});
