import { describe, expect, it } from '@jest/globals';
import { formatRand, serviceFeePercent } from './money';

describe('formatRand', () => {
  it('prints rand cents as the payment page does, thousands grouped with spaces', () => {
    expect(formatRand(135280)).toBe('R 1 352.80');
    expect(formatRand(5)).toBe('R 0.05');
    expect(formatRand(0)).toBe('R 0.00');
    expect(formatRand(123456789)).toBe('R 1 234 567.89');
    expect(formatRand(99900)).toBe('R 999.00');
  });
});

describe('serviceFeePercent', () => {
  it('is the usual rate when the fee is what that rate gives, rounding included', () => {
    expect(serviceFeePercent(2499, 250)).toBe(10);
    expect(serviceFeePercent(1005, 101)).toBe(10);
    expect(serviceFeePercent(0, 0)).toBe(10);
  });

  it('reads another rate from the amounts', () => {
    expect(serviceFeePercent(10000, 750)).toBe(7.5);
    expect(serviceFeePercent(10000, 1500)).toBe(15);
    expect(serviceFeePercent(10000, 0)).toBe(0);
  });
});
