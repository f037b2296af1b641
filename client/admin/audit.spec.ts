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
    expect(auditTargetHref({ action: 'catalog_sync.request', target: '12', details: {} })).toBeNull();
    expect(auditTargetHref({ action: 'redeem_codes.generate', target: null, details: {} })).toBeNull();
  });
});
