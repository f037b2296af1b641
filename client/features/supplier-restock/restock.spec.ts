import { describe, expect, it } from '@jest/globals';
import { checkRestockForm, parsePurchasesPage, purchaseReasonLabel, restockValuesOf } from './restock';

describe('the restock form', () => {
  it('sends whole numbers and the price in cents', () => {
    expect(checkRestockForm({ supplierProductId: 'cw-1', minStock: '3', reorderQuantity: '10', maxUnitPrice: '12.5' })).toEqual({
      ok: true,
      body: { supplierProductId: 'cw-1', minStock: 3, reorderQuantity: 10, maxUnitPriceCents: 1250 },
    });
  });

  it('names each field that breaks a rule', () => {
    const checked = checkRestockForm({ supplierProductId: '', minStock: '-1', reorderQuantity: '0', maxUnitPrice: 'ten' });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(['maxUnitPrice', 'minStock', 'reorderQuantity', 'supplierProductId']);
    expect(checkRestockForm({ supplierProductId: 'x', minStock: '1', reorderQuantity: '1001', maxUnitPrice: '1' }).ok).toBe(false);
  });

  it('starts from the saved settings, or from defaults', () => {
    expect(restockValuesOf(null)).toEqual({ supplierProductId: '', minStock: '5', reorderQuantity: '10', maxUnitPrice: '' });
    expect(
      restockValuesOf({ supplierProductId: 'p', supplierProductName: 'P', minStock: 2, reorderQuantity: 4, maxUnitPriceCents: 999, supplierQuantity: 1, supplierUnitPriceCents: 500, supplierCheckedAt: null }),
    ).toEqual({ supplierProductId: 'p', minStock: '2', reorderQuantity: '4', maxUnitPrice: '9.99' });
  });

  it('reads the page of the purchases list and says why a purchase was refused', () => {
    expect(parsePurchasesPage({ page: '3' })).toBe(3);
    expect(parsePurchasesPage({ page: '0' })).toBe(1);
    expect(parsePurchasesPage({ page: 'x' })).toBe(1);
    expect(purchaseReasonLabel('daily_spend_cap')).toBe('daily spend cap reached');
    expect(purchaseReasonLabel(null)).toBeNull();
  });
});
