import { describe, expect, it } from '@jest/globals';
import type { ApiError } from '../../lib/api-error';
import {
  afterSalesErrorMessage,
  approveOrderApiPath,
  blockUserApiPath,
  cancelHeldOrderApiPath,
  deliveryUnderway,
  reasonError,
  refundToCreditApiPath,
  reviewReasonText,
  creditRefundCents,
  stockRefundState,
  unblockUserApiPath,
} from './after-sales';

const error = (status: number, message: string): ApiError => ({ status, code: 'conflict', message, details: [] });

describe('after-sales actions on the admin order page', () => {
  it('calls the review, refund and suspension endpoints', () => {
    expect(approveOrderApiPath('KS-2026-000001')).toBe('/api/admin/orders/KS-2026-000001/approve');
    expect(cancelHeldOrderApiPath('KS-2026-000001')).toBe('/api/admin/orders/KS-2026-000001/cancel');
    expect(refundToCreditApiPath('KS/1')).toBe('/api/admin/orders/KS%2F1/refund-to-credit');
    expect(blockUserApiPath('0b6c1a52-0000-4000-8000-000000000001')).toBe('/api/admin/users/0b6c1a52-0000-4000-8000-000000000001/block');
    expect(unblockUserApiPath('u/1')).toBe('/api/admin/users/u%2F1/unblock');
  });

  it('wants a reason of 5 to 500 characters, trimmed', () => {
    expect(reasonError('', 'the order is cancelled')).toBe('Say why the order is cancelled.');
    expect(reasonError('   ', 'the account is suspended')).toBe('Say why the account is suspended.');
    expect(reasonError(' abc ', 'the order is cancelled')).toBe('Say why the order is cancelled in at least 5 characters.');
    expect(reasonError('Card reported stolen', 'the order is cancelled')).toBeNull();
    expect(reasonError(`  ${'x'.repeat(500)}  `, 'the order is cancelled')).toBeNull();
    expect(reasonError('x'.repeat(501), 'the order is cancelled')).toBe('Keep the reason to 500 characters.');
  });

  it('writes a review reason as a sentence', () => {
    expect(reviewReasonText('first order of €250.00, above the €200.00 review limit')).toBe('First order of €250.00, above the €200.00 review limit');
    expect(reviewReasonText('')).toBe('');
  });

  it('offers the refund to store credit only from the day the wait allows it', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    expect(stockRefundState({ refundableToCreditFrom: '2026-03-12T12:00:00.000Z' }, now)).toEqual({ kind: 'not-yet', from: '2026-03-12T12:00:00.000Z' });
    expect(stockRefundState({ refundableToCreditFrom: '2026-03-10T12:00:00.000Z' }, now)).toEqual({ kind: 'open' });
    expect(stockRefundState({ refundableToCreditFrom: '2026-03-01T00:00:00.000Z' }, now)).toEqual({ kind: 'open' });
    // No date, or one the page cannot read: the server decides.
    expect(stockRefundState({ refundableToCreditFrom: null }, now)).toEqual({ kind: 'open' });
    expect(stockRefundState({ refundableToCreditFrom: 'soon' }, now)).toEqual({ kind: 'open' });
  });

  it('refunds all the order was worth, the store credit it used included', () => {
    expect(creditRefundCents({ totalCents: 2200, creditAppliedCents: 500 })).toBe(2700);
    expect(creditRefundCents({ totalCents: 0, creditAppliedCents: 3300 })).toBe(3300);
  });

  it('follows an order on its way by itself, and no other', () => {
    const order = { status: 'verified' as const, heldForReview: false, awaitingStockSince: null, manualItems: [] };
    expect(deliveryUnderway(order)).toBe(true);
    expect(deliveryUnderway({ ...order, heldForReview: true })).toBe(false);
    expect(deliveryUnderway({ ...order, status: 'processing' })).toBe(true);
    expect(deliveryUnderway({ ...order, status: 'processing', awaitingStockSince: '2026-03-10T12:00:00.000Z' })).toBe(false);
    expect(
      deliveryUnderway({ ...order, status: 'processing', manualItems: [{ productId: 'p', name: 'Hades', platform: 'PC', quantity: 1, unitPriceCents: 100, deliveryKind: 'steam_gift', activationPlatform: null, manualStep: 'steam_trade' }] }),
    ).toBe(false);
    expect(deliveryUnderway({ ...order, status: 'completed' })).toBe(false);
    expect(deliveryUnderway({ ...order, status: 'pending' })).toBe(false);
  });

  it("shows the server's refusal, or asks to sign in again", () => {
    expect(afterSalesErrorMessage(error(409, 'Order KS-1 is not waiting for a review (it is completed).'), 'x')).toBe('Order KS-1 is not waiting for a review (it is completed).');
    expect(afterSalesErrorMessage(error(401, 'Unauthorized'), 'x')).toBe('Your session has ended. Please sign in again.');
    expect(afterSalesErrorMessage(error(500, ''), 'The order could not be approved.')).toBe('The order could not be approved.');
  });
});
