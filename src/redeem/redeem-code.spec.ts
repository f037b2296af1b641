import { formatRedeemCode, generateRedeemCode, maskRedeemCode, normaliseRedeemCode, RedeemCodeHasher } from './redeem-code.js';

describe('redeem codes', () => {
  it('normalises case, spaces and separators', () => {
    expect(normaliseRedeemCode('  abcd-efgh ijkl_mnpq ')).toBe('ABCDEFGHIJKLMNPQ');
    expect(normaliseRedeemCode('ABCD–EFGH—JKLM.NPQR')).toBe('ABCDEFGHJKLMNPQR');
    expect(normaliseRedeemCode('ＡＢＣＤ１２３４')).toBe('ABCD1234');
  });

  it('refuses what cannot be a code', () => {
    expect(normaliseRedeemCode('')).toBeNull();
    expect(normaliseRedeemCode('ABC-123')).toBeNull();
    expect(normaliseRedeemCode("ABCD-1234' OR 1=1")).toBeNull();
    expect(normaliseRedeemCode('A'.repeat(65))).toBeNull();
  });

  it('formats and masks in groups of four', () => {
    expect(formatRedeemCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(maskRedeemCode('ABCDEFGHJKMNPQRS')).toBe('••••-••••-••••-PQRS');
    expect(maskRedeemCode('ABCDEFGH12')).toBe('••••-••GH-12');
  });

  it('generates grouped codes of unambiguous symbols that normalise to themselves', () => {
    const codes = new Set(Array.from({ length: 500 }, generateRedeemCode));
    expect(codes.size).toBe(500);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
      expect(formatRedeemCode(normaliseRedeemCode(code) as string)).toBe(code);
    }
  });

  it('hashes the same code the same way, however it was typed, and differently under another secret', () => {
    const hasher = new RedeemCodeHasher(Buffer.alloc(32, 1));
    const typed = hasher.hash(normaliseRedeemCode('abcd efgh jkmn pqrs') as string);
    expect(typed.equals(hasher.hash('ABCDEFGHJKMNPQRS'))).toBe(true);
    expect(new RedeemCodeHasher(Buffer.alloc(32, 2)).hash('ABCDEFGHJKMNPQRS').equals(typed)).toBe(false);
  });
});
