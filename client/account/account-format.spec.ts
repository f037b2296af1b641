import { describe, expect, it } from '@jest/globals';
import { formatCreditSource, formatEuros, formatItemCount, formatLongDate, formatShortDate, formatSignedEuros, maskKey } from './account-format';

describe('account formats', () => {
  it('writes dates in words, in UTC', () => {
    expect(formatLongDate('2026-03-04T23:30:00.000Z')).toBe('March 4, 2026');
    expect(formatShortDate('2026-03-04T10:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('shows money in euro with two decimals', () => {
    expect(formatEuros(0)).toBe('€0.00');
    expect(formatEuros(123450)).toBe('€1,234.50');
    expect(formatSignedEuros(500)).toBe('+€5.00');
    expect(formatSignedEuros(-250)).toBe('−€2.50');
    expect(formatSignedEuros(0)).toBe('€0.00');
  });

  it('counts items', () => {
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(3)).toBe('3 items');
    expect(formatItemCount(0)).toBe('0 items');
  });

  it('names credit sources for people', () => {
    expect(formatCreditSource('redeem_code')).toBe('Redeemed key');
    expect(formatCreditSource('order_payment')).toBe('Spent on order');
    expect(formatCreditSource('order_refund')).toBe('Returned from order');
    expect(formatCreditSource('refund')).toBe('Refund');
    expect(formatCreditSource('welcome_bonus')).toBe('Welcome bonus');
    expect(formatCreditSource('')).toBe('Store credit');
  });

  it('hides all of a key but its last four characters', () => {
    expect(maskKey('ABCD-EFGH-IJKL-MNOP')).toBe('••••-••••-••••-MNOP');
    expect(maskKey('AB12CD34')).toBe('••••CD34');
    expect(maskKey('ABC')).toBe('ABC');
    // A key the API already masked stays as it is.
    expect(maskKey('••••-••••-••••-7K2Q')).toBe('••••-••••-••••-7K2Q');
  });
});
