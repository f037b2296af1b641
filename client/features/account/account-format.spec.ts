import { describe, expect, it } from '@jest/globals';
import { creditSourceParts, formatCreditSource, formatDateTime, formatGameNames, formatItemCount, formatLongDate, formatShortDate, formatSignedEuros, maskKey } from './account-format';

describe('account formats', () => {
  it('writes dates in words, in UTC', () => {
    expect(formatLongDate('2026-03-04T23:30:00.000Z')).toBe('March 4, 2026');
    expect(formatShortDate('2026-03-04T10:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatDateTime('2026-03-04T09:05:00.000Z')).toBe('Mar 4, 2026, 09:05 UTC');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows ledger amounts with their sign', () => {
    expect(formatSignedEuros(500)).toBe('+€5.00');
    expect(formatSignedEuros(-250)).toBe('−€2.50');
    expect(formatSignedEuros(0)).toBe('€0.00');
  });

  it('counts items', () => {
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(3)).toBe('3 items');
    expect(formatItemCount(0)).toBe('0 items');
  });

  it("names an order's games, two at most", () => {
    expect(formatGameNames([])).toBe('');
    expect(formatGameNames(['Hades'])).toBe('Hades');
    expect(formatGameNames(['Celeste', 'Hades'])).toBe('Celeste and Hades');
    expect(formatGameNames(['Celeste', 'Hades', 'Portal 2'])).toBe('Celeste, Hades and 1 more');
    expect(formatGameNames(['A', 'B', 'C', 'D'])).toBe('A, B and 2 more');
  });

  it('names credit sources for people', () => {
    expect(formatCreditSource('redeem_code')).toBe('Redeemed key');
    expect(formatCreditSource('order_payment')).toBe('Spent on order');
    expect(formatCreditSource('order_refund')).toBe('Returned from order');
    expect(formatCreditSource('refund')).toBe('Refund');
    expect(formatCreditSource('welcome_bonus')).toBe('Welcome bonus');
    expect(formatCreditSource('')).toBe('Store credit');
  });

  it('names the after-sales sources, with the order where the words want it', () => {
    expect(formatCreditSource('order_payment', 'KS-2026-000001')).toBe('Spent on order KS-2026-000001');
    expect(formatCreditSource('order_payment_again', 'KS-2026-000002')).toBe('Spent again on order KS-2026-000002');
    expect(formatCreditSource('stock_refund', 'KS-2026-000003')).toBe('Refund for order KS-2026-000003 (no stock)');
    expect(formatCreditSource('stock_refund')).toBe('Refund for order (no stock)');
    expect(formatCreditSource('line_refund')).toBe('Refund of a duplicate purchase');
    expect(formatCreditSource('key_claim')).toBe('Credit for a key that did not work');
    expect(formatCreditSource('welcome_bonus', 'KS-2026-000004')).toBe('Welcome bonus KS-2026-000004');
  });

  it('splits a source around its order, for the link', () => {
    expect(creditSourceParts('stock_refund', 'KS-2026-000003')).toEqual({ before: 'Refund for order', orderNumber: 'KS-2026-000003', after: ' (no stock)' });
    expect(creditSourceParts('order_refund', 'KS-2026-000005')).toEqual({ before: 'Returned from order', orderNumber: 'KS-2026-000005', after: '' });
    expect(creditSourceParts('order_payment_again', null)).toEqual({ before: 'Spent again on order', orderNumber: null, after: '' });
    expect(creditSourceParts('key_claim', null)).toEqual({ before: 'Credit for a key that did not work', orderNumber: null, after: '' });
  });

  it('hides all of a key but its last four characters', () => {
    expect(maskKey('ABCD-EFGH-IJKL-MNOP')).toBe('••••-••••-••••-MNOP');
    expect(maskKey('AB12CD34')).toBe('••••CD34');
    expect(maskKey('ABC')).toBe('ABC');
    // A key the API already masked stays as it is.
    expect(maskKey('••••-••••-••••-7K2Q')).toBe('••••-••••-••••-7K2Q');
  });
});
