import { describe, expect, it } from '@jest/globals';
import { formatReleaseDate, preOrderDateOf, preOrderLine } from './pre-order.constants.js';

describe('pre-order dates', () => {
  it('says the day as people read it', () => {
    expect(formatReleaseDate('2027-03-12')).toBe('12 March 2027');
    expect(preOrderLine('2027-03-12')).toBe('Pre-order: delivered on 12 March 2027');
  });

  it('is a pre-order only when the release date is after today (UTC)', () => {
    const now = new Date('2026-11-26T23:30:00Z');
    expect(preOrderDateOf('2026-11-27', now)).toBe('2026-11-27');
    expect(preOrderDateOf('2026-11-26', now)).toBeNull();
    expect(preOrderDateOf(null, now)).toBeNull();
  });
});
