import { describe, expect, it } from '@jest/globals';
import { formatDate } from './format';
import { categoryHref, listingCanonicalPath, productHref } from './paths';
import { discountOf, stockStatus, toCartProduct } from './product-display';
import { newProductCard } from './test-products';

describe('product display', () => {
  it('formats release dates the same everywhere, and nothing for a non-date', () => {
    expect(formatDate('2023-06-01')).toBe('1 June 2023');
    expect(formatDate('2023-06-01T23:30:00.000Z')).toBe('1 June 2023');
    expect(formatDate('soon')).toBeNull();
  });

  it('tells the stock state', () => {
    expect(stockStatus(0)).toEqual({ kind: 'out', label: 'Out of stock' });
    expect(stockStatus(-1).kind).toBe('out');
    expect(stockStatus(1)).toEqual({ kind: 'low', label: 'Only 1 left' });
    expect(stockStatus(4)).toEqual({ kind: 'low', label: 'Only 4 left' });
    expect(stockStatus(5)).toEqual({ kind: 'in', label: 'In stock' });
  });

  it('shows a discount only below the original price', () => {
    expect(discountOf(newProductCard())).toBeNull();
    expect(discountOf(newProductCard({ priceCents: 1500, originalPriceCents: 2000, discountPercent: 25 }))).toEqual({ originalPriceCents: 2000, percent: 25 });
    expect(discountOf(newProductCard({ priceCents: 1500, originalPriceCents: 2000, discountPercent: 0 }))).toEqual({ originalPriceCents: 2000, percent: 25 });
    expect(discountOf(newProductCard({ priceCents: 2000, originalPriceCents: 2000, discountPercent: 10 }))).toBeNull();
  });

  it('keeps what the cart needs of a product', () => {
    expect(toCartProduct(newProductCard())).toEqual({
      id: '5b8f6c1e-0000-4000-8000-000000000001',
      name: 'Stellar Drift',
      priceCents: 1999,
      image: '/covers/stellar-drift.svg',
      platform: 'Steam',
      category: 'Steam Keys',
      slug: 'stellar-drift',
      region: 'Global',
    });
    expect(toCartProduct(newProductCard({ image: null, category: null }))).not.toHaveProperty('image');
  });

  it('links to products and categories by their slugs', () => {
    expect(productHref({ slug: 'half-life-2' })).toBe('/product/half-life-2');
    expect(categoryHref({ slug: 'steam-keys' })).toBe('/category/steam-keys');
  });

  it('gives a listing page a canonical address without its filters', () => {
    expect(listingCanonicalPath('/products', 1)).toBe('/products');
    expect(listingCanonicalPath('/category/xbox', 3)).toBe('/category/xbox?page=3');
  });
});
