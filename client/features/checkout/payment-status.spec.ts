import { describe, expect, it } from '@jest/globals';
import { orderApiPath, orderNumberParam, paymentOutcome, paymentPendingHref, paymentSuccessHref, POLL_TIMEOUT_MS, shouldKeepPolling } from './payment-status';

describe('payment status', () => {
  it('counts an order as paid from verified on, and knows a cancelled one', () => {
    expect(paymentOutcome('pending')).toBe('waiting');
    expect(paymentOutcome('verified')).toBe('paid');
    expect(paymentOutcome('processing')).toBe('paid');
    expect(paymentOutcome('completed')).toBe('paid');
    expect(paymentOutcome('cancelled')).toBe('cancelled');
    expect(paymentOutcome('something-new')).toBe('waiting');
  });

  it('reads an order number from the query and refuses anything else', () => {
    expect(orderNumberParam('KS-2026-001234')).toBe('KS-2026-001234');
    expect(orderNumberParam(' KS-2026-001234 ')).toBe('KS-2026-001234');
    expect(orderNumberParam('')).toBeNull();
    expect(orderNumberParam(undefined)).toBeNull();
    expect(orderNumberParam('../admin')).toBeNull();
    expect(orderNumberParam('KS 1')).toBeNull();
  });

  it('builds the addresses of the order and its pages', () => {
    expect(orderApiPath('KS-2026-001234')).toBe('/api/orders/KS-2026-001234');
    expect(paymentSuccessHref('KS-2026-001234')).toBe('/payment/success?order=KS-2026-001234');
    expect(paymentPendingHref('KS-1')).toBe('/payment/pending?order=KS-1');
  });

  it('stops polling after ten minutes', () => {
    expect(POLL_TIMEOUT_MS).toBe(600_000);
    expect(shouldKeepPolling(0, 599_999)).toBe(true);
    expect(shouldKeepPolling(0, 600_000)).toBe(false);
  });
});
