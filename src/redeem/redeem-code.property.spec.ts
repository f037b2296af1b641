import fc from 'fast-check';
import { formatRedeemCode, generateRedeemCode, maskRedeemCode, normaliseRedeemCode } from './redeem-code.js';

const NORMAL = /^[A-Z0-9]{8,64}$/;
const normalCode = fc.stringMatching(/^[A-Z0-9]{8,64}$/);
const separator = fc.constantFrom(' ', '-', '_', '.', '\t', '‐', '–', '—', '  ');

/** The code as a person might type or paste it: any case, separators anywhere, blanks around it. */
const typed = (code: string) =>
  fc
    .array(fc.tuple(fc.boolean(), fc.option(separator, { nil: '' })), { minLength: code.length, maxLength: code.length })
    .map((choices) => ` ${[...code].map((char, index) => (choices[index][0] ? char.toLowerCase() : char) + choices[index][1]).join('')} `);

describe('redeem codes (properties)', () => {
  it('normalising never throws, and answers null or 8 to 64 capitals and digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 })), (input) => {
        const normal = normaliseRedeemCode(input);
        if (normal !== null) expect(normal).toMatch(NORMAL);
      }),
    );
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const normal = normaliseRedeemCode(input);
        if (normal !== null) expect(normaliseRedeemCode(normal)).toBe(normal);
      }),
    );
  });

  it('format and normalise round-trip every code', () => {
    fc.assert(
      fc.property(normalCode, (code) => {
        const formatted = formatRedeemCode(code);
        expect(formatted).toMatch(/^[A-Z0-9]{1,4}(-[A-Z0-9]{1,4})*$/);
        expect(normaliseRedeemCode(formatted)).toBe(code);
      }),
    );
  });

  it('forgives case, spaces and dashes wherever they are typed', () => {
    fc.assert(fc.property(normalCode.chain((code) => fc.tuple(fc.constant(code), typed(code))), ([code, input]) => expect(normaliseRedeemCode(input)).toBe(code)));
  });

  it('the mask shows at most the last four characters, and keeps the groups', () => {
    fc.assert(
      fc.property(normalCode, (code) => {
        const masked = maskRedeemCode(code);
        const shown = masked.replace(/[•-]/g, '');
        expect(shown.length).toBeLessThanOrEqual(4);
        expect(code.endsWith(shown)).toBe(true);
        expect(masked.replace(/-/g, '').length).toBe(code.length);
        expect(masked.split('-').map((group) => group.length)).toEqual(formatRedeemCode(code).split('-').map((group) => group.length));
      }),
    );
  });

  it('generated codes are 16 unambiguous symbols that survive normalising', () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const code = generateRedeemCode();
        expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
        expect(formatRedeemCode(normaliseRedeemCode(code)!)).toBe(code);
      }),
      { numRuns: 200 },
    );
  });
});
