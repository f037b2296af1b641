import { describe, expect, it } from '@jest/globals';
import type { AdminProductView } from '#contracts/catalog.contract';
import { adminProductsApiPath, adminProductsHref, checkEditForm, describePrices, editFieldOfMessage, editValuesOf, parseAdminProductsQuery, parseEuros, previewPrices, productSourceLabel } from './products';

const product: AdminProductView = {
  id: 'p1',
  name: 'Hades',
  slug: 'hades',
  platform: 'Steam',
  deliveryKind: 'key',
  activationPlatform: 'Steam',
  categoryId: 'c1',
  categoryName: 'Steam Keys',
  priceCents: 4500,
  originalPriceCents: 6000,
  discountPercent: 25,
  active: true,
  stock: 4,
  lowStockThreshold: 5,
  source: 'demo',
  image: null,
  draft: false,
  priceSet: true,
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('the admin product list address', () => {
  it('reads and writes the search and the page', () => {
    expect(parseAdminProductsQuery({ search: '  witcher ', page: '3' })).toEqual({ search: 'witcher', state: 'all', page: 3 });
    expect(parseAdminProductsQuery({ page: '0' })).toEqual({ search: '', state: 'all', page: 1 });
    expect(parseAdminProductsQuery({ page: 'two', state: 'bogus' })).toEqual({ search: '', state: 'all', page: 1 });
    expect(parseAdminProductsQuery({ state: 'draft' })).toEqual({ search: '', state: 'draft', page: 1 });
    expect(adminProductsHref({ search: '', state: 'draft', page: 2 })).toBe('/admin/products?state=draft&page=2');
    expect(adminProductsHref({ search: '', page: 1 })).toBe('/admin/products');
    expect(adminProductsHref({ search: 'half life', page: 2 })).toBe('/admin/products?search=half+life&page=2');
    expect(adminProductsApiPath({ search: '', page: 1 })).toBe('/api/admin/products?page=1');
    expect(adminProductsApiPath({ search: '100%', page: 4 })).toBe('/api/admin/products?search=100%25&page=4');
  });
});

describe('the edit form', () => {
  it('starts from the product as it is, and sends nothing when nothing changed', () => {
    const values = editValuesOf(product);
    expect(values).toEqual({ price: '45.00', discount: '25', active: true, categoryId: 'c1', lowStockThreshold: '5', deliveryKind: 'key', activationPlatform: 'Steam' });
    expect(checkEditForm(product, values)).toEqual({ ok: true, change: null });
  });

  it('sends only the fields that changed, the price in cents', () => {
    const values = editValuesOf(product);
    expect(checkEditForm(product, { ...values, price: '39,99' })).toEqual({ ok: true, change: { priceCents: 3999 } });
    expect(checkEditForm(product, { ...values, price: '€ 45' })).toEqual({ ok: true, change: null });
    expect(checkEditForm(product, { ...values, discount: '50', active: false, categoryId: '' })).toEqual({ ok: true, change: { discountPercent: 50, active: false, categoryId: null } });
  });

  it('sends a new delivery kind and activation platform, none as null', () => {
    const values = editValuesOf(product);
    expect(checkEditForm(product, { ...values, deliveryKind: 'steam_gift', activationPlatform: '' })).toEqual({ ok: true, change: { deliveryKind: 'steam_gift', activationPlatform: null } });
    expect(checkEditForm(product, { ...values, activationPlatform: 'GOG' })).toEqual({ ok: true, change: { activationPlatform: 'GOG' } });
  });

  it('explains a price or discount it cannot send', () => {
    const values = editValuesOf(product);
    expect(checkEditForm(product, { ...values, price: '' })).toEqual({ ok: false, errors: { price: 'Enter the price in euros, such as 19.99.' } });
    expect(checkEditForm(product, { ...values, price: '12.345' })).toMatchObject({ ok: false, errors: { price: expect.stringContaining('from €0.00 to €100,000.00') } });
    expect(checkEditForm(product, { ...values, price: '100000.01' })).toMatchObject({ ok: false, errors: { price: expect.any(String) } });
    expect(checkEditForm(product, { ...values, discount: '101' })).toMatchObject({ ok: false, errors: { discount: expect.any(String) } });
    expect(checkEditForm(product, { ...values, discount: '12.5' })).toMatchObject({ ok: false, errors: { discount: expect.any(String) } });
    expect(checkEditForm(product, { ...values, price: '5.00', discount: '100' })).toMatchObject({ ok: false, errors: { discount: expect.stringContaining('100%') } });
    expect(checkEditForm(product, { ...values, price: '0', discount: '100' })).toEqual({ ok: true, change: { priceCents: 0, discountPercent: 100 } });
  });

  it('sends a new low-stock threshold, a whole number of keys from 0 to 10,000', () => {
    const values = editValuesOf(product);
    expect(checkEditForm(product, { ...values, lowStockThreshold: ' 12 ' })).toEqual({ ok: true, change: { lowStockThreshold: 12 } });
    expect(checkEditForm(product, { ...values, lowStockThreshold: '0' })).toEqual({ ok: true, change: { lowStockThreshold: 0 } });
    const refusal = { ok: false, errors: { threshold: 'Enter a whole number of keys from 0 to 10,000; 0 turns the alert off.' } };
    for (const lowStockThreshold of ['', '-1', '2.5', '10001', 'five']) expect(checkEditForm(product, { ...values, lowStockThreshold })).toEqual(refusal);
  });

  it('previews the prices the server will set', () => {
    expect(describePrices(previewPrices(product, null))).toBe('€45.00, 25% off €60.00');
    expect(describePrices(previewPrices(product, { discountPercent: 50 }))).toBe('€30.00, 50% off €60.00');
    expect(describePrices(previewPrices(product, { priceCents: 7000 }))).toBe('€70.00');
    expect(describePrices(previewPrices(product, { discountPercent: 0 }))).toBe('€60.00');
  });

  it('puts server refusals under their fields', () => {
    expect(editFieldOfMessage('priceCents must be a whole number of cents from 0 to 10000000 (€100000)')).toBe('price');
    expect(editFieldOfMessage('discountPercent must be a whole number from 0 to 100')).toBe('discount');
    expect(editFieldOfMessage('No category "x" in the store: pick one of GET /api/categories, or null for none.')).toBe('category');
    expect(editFieldOfMessage('lowStockThreshold must be a whole number of keys from 0 to 10000')).toBe('threshold');
    expect(editFieldOfMessage('Something went wrong.')).toBeNull();
  });

  it('reads euros as people type them', () => {
    expect(parseEuros('19.99')).toBe(1999);
    expect(parseEuros('19.9')).toBe(1990);
    expect(parseEuros('7,5')).toBe(750);
    expect(parseEuros('0')).toBe(0);
    expect(parseEuros('-1')).toBeNull();
    expect(parseEuros('1e3')).toBeNull();
  });
});

describe('a product source', () => {
  it('is named in words', () => {
    expect(productSourceLabel('demo')).toBe('Demo catalogue');
    expect(productSourceLabel('rawg')).toBe('RAWG import');
    expect(productSourceLabel('partner')).toBe('From partner');
  });
});
