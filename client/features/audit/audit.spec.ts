import { describe, expect, it } from '@jest/globals';
import { auditActionLabel, auditDetailsText, auditHref, auditTargetHref, parseAuditPage } from './audit';

describe('the audit log page', () => {
  it('reads and writes the page', () => {
    expect(parseAuditPage({ page: '2' })).toBe(2);
    expect(parseAuditPage({ page: '-1' })).toBe(1);
    expect(parseAuditPage({})).toBe(1);
    expect(auditHref(1)).toBe('/admin/audit');
    expect(auditHref(3)).toBe('/admin/audit?page=3');
  });

  it('names each action, and shows an unknown one as it was recorded', () => {
    expect(auditActionLabel('product.update')).toBe('Product edited');
    expect(auditActionLabel('import.schedule')).toBe('Import schedule changed');
    expect(auditActionLabel('stock.audit')).toBe('stock.audit');
  });

  it('names the after-sales actions', () => {
    expect(auditActionLabel('order.approve')).toBe('Held order approved');
    expect(auditActionLabel('order.cancel')).toBe('Held order cancelled');
    expect(auditActionLabel('order.refund_to_credit')).toBe('Order refunded to store credit (no stock)');
    expect(auditActionLabel('order.refund_line')).toBe('Order line refunded');
    expect(auditActionLabel('order.refund_gateway_done')).toBe('PayFast refund marked done');
    expect(auditActionLabel('user.block')).toBe('Account suspended');
    expect(auditActionLabel('user.unblock')).toBe('Account suspension lifted');
    expect(auditActionLabel('claim.resolve')).toBe('Key claim resolved');
    expect(auditActionLabel('queue.retry')).toBe('Queue job retried');
    expect(auditActionLabel('queue.pause')).toBe('Queue paused');
    expect(auditActionLabel('queue.resume')).toBe('Queue resumed');
    expect(auditActionLabel('import.request')).toBe('Game import started');
  });

  it('says what an after-sales action did', () => {
    expect(auditDetailsText({ action: 'order.approve', details: { reasons: ['first order of €250.00, above the €200.00 review limit'] } })).toBe(
      'Held because: first order of €250.00, above the €200.00 review limit',
    );
    expect(auditDetailsText({ action: 'order.cancel', details: { reason: 'Card reported stolen', blockAccount: true, creditReturnedCents: 500 } })).toBe(
      'Reason: Card reported stolen; €5.00 store credit returned; account suspended',
    );
    expect(auditDetailsText({ action: 'order.cancel', details: { reason: 'Card reported stolen', blockAccount: false, creditReturnedCents: 0 } })).toBe('Reason: Card reported stolen');
    expect(auditDetailsText({ action: 'order.refund_to_credit', details: { creditCents: 27500 } })).toBe('€275.00 refunded as store credit');
    expect(auditDetailsText({ action: 'order.refund_line', details: { productName: 'Hades', quantity: 2, amountCents: 2598, method: 'credit', reason: 'Bought twice' } })).toBe(
      'Hades × 2: €25.98 as store credit (“Bought twice”)',
    );
    expect(auditDetailsText({ action: 'order.refund_line', details: { productName: 'Hades', quantity: 1, amountCents: 2000, method: 'gateway', reason: null } })).toBe('Hades × 1: €20.00 to refund at PayFast');
    expect(auditDetailsText({ action: 'order.refund_gateway_done', details: { amountCents: 2000, amountZarCents: 41000 } })).toBe('€20.00 (R 410.00) refunded at PayFast');
    expect(auditDetailsText({ action: 'order.extra_payment_refunded', details: { providerPaymentId: '7000002', amountZarCents: 22550 } })).toBe('R 225.50 (payment 7000002) refunded at PayFast');
    expect(auditDetailsText({ action: 'user.block', details: { reason: 'Chargeback on KS-2026-000001' } })).toBe('Reason: Chargeback on KS-2026-000001');
    expect(auditDetailsText({ action: 'user.unblock', details: {} })).toBe('The customer can sign in again');
    expect(auditDetailsText({ action: 'claim.resolve', details: { action: 'credit', productName: 'Halo', orderNumber: 'KS-2026-000009', creditCents: 1999 } })).toBe('Halo on order KS-2026-000009: €19.99 store credit');
    expect(auditDetailsText({ action: 'claim.resolve', details: { action: 'reject', productName: 'Halo', orderNumber: 'KS-2026-000009', reason: 'Key works' } })).toBe('Halo on order KS-2026-000009: rejected (“Key works”)');
    expect(auditDetailsText({ action: 'review.hide', details: { productName: 'Halo', authorName: 'Thandi M.', stars: 1 } })).toBe('Halo: 1★ by Thandi M.');
    expect(auditActionLabel('review.unhide')).toBe('Review shown again');
    expect(auditDetailsText({ action: 'claim.resolve', details: { action: 'replace', productName: 'Halo' } })).toBe('Halo: key replaced');
    expect(auditDetailsText({ action: 'queue.retry', details: { job: 'fulfil-order' } })).toBe('Job fulfil-order');
    expect(auditDetailsText({ action: 'product.update', details: { productName: 'Hades', changes: { lowStockThreshold: { from: 5, to: 8 } } } })).toBe('Hades: low-stock alert below 5 → 8');
  });

  it('says what changed in a line', () => {
    expect(
      auditDetailsText({
        action: 'product.update',
        details: {
          productName: 'Hades',
          changes: { priceCents: { from: 6000, to: 4500 }, discountPercent: { from: 0, to: 25 }, active: { from: true, to: false }, categoryId: { from: 'c1', to: null } },
        },
      }),
    ).toBe('Hades: price €60.00 → €45.00, discount 0% → 25%, active yes → no, category removed');
    expect(auditDetailsText({ action: 'keys.import', details: { productName: 'Hades', added: 1, duplicates: 2, invalid: 0, stock: 5 } })).toBe('Hades: 1 key added, 2 duplicates, 0 invalid; stock 5');
    expect(auditDetailsText({ action: 'redeem_codes.generate', details: { kind: 'credit', creditCents: 500, count: 3 } })).toBe('3 codes for €5.00 credit');
    expect(auditDetailsText({ action: 'redeem_codes.import', details: { kind: 'product', productName: 'Halo', added: 1, duplicates: 0, invalid: 1 } })).toBe('1 code for Halo added, 0 duplicates, 1 invalid');
    expect(auditDetailsText({ action: 'import.request', details: { sources: ['rawg'], runId: 7, nested: { a: 1 } } })).toBe('runId: 7');
  });

  it('links a target to its page when the console has one', () => {
    expect(auditTargetHref({ action: 'order.complete', target: 'KS-2026-000001', details: {} })).toBe('/admin/orders/KS-2026-000001');
    expect(auditTargetHref({ action: 'product.update', target: 'p1', details: { productName: 'Half-Life 2' } })).toBe('/admin/products?search=Half-Life+2');
    expect(auditTargetHref({ action: 'order.cancel', target: 'KS-2026-000002', details: {} })).toBe('/admin/orders/KS-2026-000002');
    expect(auditTargetHref({ action: 'claim.resolve', target: 'c-1', details: {} })).toBe('/admin/claims/c-1');
    expect(auditTargetHref({ action: 'queue.retry', target: 'mail/7', details: {} })).toBe('/admin/queues');
    expect(auditTargetHref({ action: 'queue.pause', target: 'mail', details: {} })).toBe('/admin/queues');
    expect(auditTargetHref({ action: 'user.block', target: 'u-1', details: {} })).toBeNull();
    expect(auditTargetHref({ action: 'catalog_sync.request', target: '12', details: {} })).toBeNull();
    expect(auditTargetHref({ action: 'redeem_codes.generate', target: null, details: {} })).toBeNull();
  });
});
