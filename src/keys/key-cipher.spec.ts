import { randomBytes } from 'node:crypto';
import { KeyCipher, maskKeyCode, normaliseKeyCode } from './key-cipher.js';

describe('KeyCipher', () => {
  const sut = new KeyCipher(randomBytes(32));

  it('encrypts so that the stored bytes do not hold the key, and decrypts it back', () => {
    const sealed = sut.encrypt('ABCDE-12345-FGHIJ');
    expect(sealed.toString('latin1')).not.toContain('ABCDE');
    expect(sut.decrypt(sealed)).toBe('ABCDE-12345-FGHIJ');
    expect(sut.encrypt('ABCDE-12345-FGHIJ').equals(sealed)).toBe(false);
  });

  it('refuses a tampered key', () => {
    const sealed = sut.encrypt('ABCDE-12345-FGHIJ');
    sealed[sealed.length - 1] ^= 1;
    expect(() => sut.decrypt(sealed)).toThrow();
  });

  it('hashes the same key the same whatever its case or spacing, and depends on the secret', () => {
    expect(sut.hash(' abcde-12345 ').equals(sut.hash('ABCDE-12345'))).toBe(true);
    expect(new KeyCipher(randomBytes(32)).hash('ABCDE-12345').equals(sut.hash('ABCDE-12345'))).toBe(false);
  });

  it('masks all but the last four characters', () => {
    expect(normaliseKeyCode(' ab cd-ef ')).toBe('ABCD-EF');
    expect(maskKeyCode('ABCDE-12345')).toBe('•••••••2345');
  });
});
