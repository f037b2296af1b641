import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeDigest } from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes ten different codes of twelve characters that are hard to misread', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('tells a recovery code from six digits, however it was typed', () => {
    expect(looksLikeRecoveryCode('abcd-efgh-jkmn')).toBe(true);
    expect(looksLikeRecoveryCode('ABCD EFGH JKMN')).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });

  it('digests a code the same however it was typed, and differently for another account', () => {
    const digest = recoveryCodeDigest('secret', 'user-1', 'ABCD-EFGH-JKMN');
    expect(recoveryCodeDigest('secret', 'user-1', 'abcd efgh jkmn').equals(digest)).toBe(true);
    expect(recoveryCodeDigest('secret', 'user-2', 'ABCD-EFGH-JKMN').equals(digest)).toBe(false);
  });
});
