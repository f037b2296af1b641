import fc from 'fast-check';
import { formatDecimal, parseDecimal, roundHalfUp, serviceFeeCents, toZarCents } from './money.js';

/** Half-up of numerator / denominator for whole non-negative numbers, computed without floating point. */
function exactHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

// Whole euro cents up to €10 million: more than any order can hold.
const cents = fc.integer({ min: 0, max: 1_000_000_000 });

describe('money (properties)', () => {
  it('roundHalfUp leaves whole numbers alone and rounds every half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (whole) => {
        expect(roundHalfUp(whole)).toBe(whole);
        expect(roundHalfUp(whole + 0.5)).toBe(whole + 1);
        expect(roundHalfUp(whole + 0.49)).toBe(whole);
      }),
    );
  });

  it('roundHalfUp answers a whole number within half a unit of its input', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (value) => {
        const rounded = roundHalfUp(value);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('the service fee is exactly percent × subtotal / 100, half up, for every whole percent', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100 }), (subtotal, percent) => {
        expect(serviceFeeCents(subtotal, percent)).toBe(exactHalfUp(BigInt(subtotal) * BigInt(percent), 100n));
      }),
    );
  });

  it('toZarCents is exact at the default rate of 20.5 rand per euro', () => {
    fc.assert(
      fc.property(cents, (eur) => {
        expect(toZarCents(eur, 20.5)).toBe(exactHalfUp(BigInt(eur) * 41n, 2n));
      }),
    );
  });

  it('toZarCents is exact, half up, for any rate given to the cent (ZAR_PER_EUR is configurable)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000 }), (eur, rateCents) => {
        expect(toZarCents(eur, rateCents / 100)).toBe(exactHalfUp(BigInt(eur) * BigInt(rateCents), 100n));
      }),
      { numRuns: 2_000 },
    );
  });

  it('toZarCents rounds amounts that land exactly on half a cent up, at any two-place rate', () => {
    // The cases the previous property meets only by chance: eur × rate ends in exactly .5 of a rand cent.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 10_000 }), (half, rateCents) => {
        fc.pre(rateCents % 2 === 1);
        const eur = half * 50;
        expect(toZarCents(eur, rateCents / 100)).toBe(exactHalfUp(BigInt(eur) * BigInt(rateCents), 100n));
      }),
      { numRuns: 2_000 },
    );
  });

  it('formatDecimal and parseDecimal round-trip every amount of up to twelve digits of units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(1e14 - 1), max: 1e14 - 1 }), (amount) => {
        const text = formatDecimal(amount);
        expect(text).toMatch(/^-?\d{1,12}\.\d{2}$/);
        expect(parseDecimal(text)).toBe(amount === 0 ? 0 : amount);
      }),
    );
  });

  it('parseDecimal never throws, and what it accepts formats back to the same amount', () => {
    const decimalish = fc.stringMatching(/^\s?-?\d{0,14}(\.\d{0,3})?\s?$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), decimalish), (text) => {
        const parsed = parseDecimal(text);
        if (parsed === null) return;
        expect(Number.isSafeInteger(parsed)).toBe(true);
        expect(parseDecimal(formatDecimal(parsed))).toBe(parsed === 0 ? 0 : parsed);
        expect(Number(text.trim())).toBeCloseTo(parsed / 100, 2);
      }),
    );
  });
});
