import { digestsMatch, newSignInCode, signInCodeDigest } from './sign-in-code.js';

describe('sign-in codes', () => {
  it('are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 200 }, newSignInCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are kept as a keyed digest bound to the account, which only the same code, account and key match', () => {
    const stored = signInCodeDigest('server-secret', 'user-a', '012345');
    expect(stored.toString('hex')).not.toContain(Buffer.from('012345').toString('hex'));
    expect(digestsMatch(stored, signInCodeDigest('server-secret', 'user-a', '012345'))).toBe(true);
    expect(digestsMatch(stored, signInCodeDigest('server-secret', 'user-a', '012346'))).toBe(false);
    expect(digestsMatch(stored, signInCodeDigest('server-secret', 'user-b', '012345'))).toBe(false);
    expect(digestsMatch(stored, signInCodeDigest('other-secret', 'user-a', '012345'))).toBe(false);
    expect(digestsMatch(stored, Buffer.alloc(3))).toBe(false);
  });
});
