import { describe, expect, it } from '@jest/globals';
import { serviceFeePercent } from './service-fee';

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
