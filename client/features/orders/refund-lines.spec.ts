import { describe, expect, it } from '@jest/globals';
import type { OrderRefundView } from '#contracts/orders.contract';
import type { OrderItemView, OrderKeyView } from '#contracts/orders.contract';
import { gatewayRefundedApiPath, lineRefundState, refundMethodsFor, refundsApiPath, refundStatusLabel } from './refund-lines';

const item: OrderItemView = { productId: 'p1', name: 'Hades', platform: 'PC', quantity: 2, unitPriceCents: 1500, deliveryKind: 'key', activationPlatform: null, refundedAt: null };
const key = (revealedAt: string | null) => ({ id: `k-${revealedAt}`, productId: 'p1', productName: 'Hades', platform: 'PC', masked: '••••-AB12', revealedAt }) as unknown as OrderKeyView;
const order = (over: Partial<{ status: 'completed' | 'processing' | 'pending'; keys: OrderKeyView[] }> = {}) => ({
  status: over.status ?? ('completed' as const),
  keys: over.keys ?? [key(null), key(null)],
  manualItems: [],
});

describe('refunding a line on the admin order page', () => {
  it('offers a refund only for a delivered line whose keys nobody revealed', () => {
    expect(lineRefundState(order(), item, [])).toEqual({ kind: 'refundable' });
    expect(lineRefundState(order({ keys: [key(null), key('2026-03-01T10:00:00.000Z')] }), item, [])).toEqual({
      kind: 'blocked',
      reason: expect.stringMatching(/^A key was revealed .*2026.* UTC: it cannot be refunded as a duplicate\.$/),
    });
    expect(lineRefundState(order({ keys: [key(null)] }), item, [])).toEqual({ kind: 'blocked', reason: 'Its keys are not all delivered yet.' });
    expect(lineRefundState(order({ status: 'pending' }), item, [])).toMatchObject({ kind: 'blocked' });
    expect(lineRefundState(order(), { ...item, unitPriceCents: 0 }, [])).toEqual({ kind: 'blocked', reason: 'Nothing was paid for it.' });
  });

  it('shows a refunded line with its refund', () => {
    const refund = { id: 'r1', productId: 'p1', status: 'awaiting_gateway_refund' } as OrderRefundView;
    expect(lineRefundState(order(), { ...item, refundedAt: '2026-03-02T10:00:00.000Z' }, [refund])).toEqual({ kind: 'refunded', refundedAt: '2026-03-02T10:00:00.000Z', refund });
    expect(refundStatusLabel(refund)).toBe('Awaiting your refund at PayFast');
  });

  it('refunds at the gateway only what was paid there', () => {
    expect(refundMethodsFor('payfast')).toEqual(['credit', 'gateway']);
    expect(refundMethodsFor('store_credit')).toEqual(['credit']);
    expect(refundsApiPath('KS-2026-001234')).toBe('/api/admin/orders/KS-2026-001234/refunds');
    expect(gatewayRefundedApiPath('KS-2026-001234', 'r1')).toBe('/api/admin/orders/KS-2026-001234/refunds/r1/gateway-refunded');
  });
});
