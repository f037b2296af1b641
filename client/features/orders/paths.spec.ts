import { describe, expect, it } from '@jest/globals';
import { adminOrderPath, completeOrderApiPath, orderPagePath, revealKeyApiPath, safeExternalUrl } from './paths';

describe('order paths', () => {
  it('builds the pages and API calls of an order', () => {
    expect(orderPagePath('KS-2026-001234')).toBe('/dashboard/orders/KS-2026-001234');
    expect(adminOrderPath('KS-2026-001234')).toBe('/admin/orders/KS-2026-001234');
    expect(revealKeyApiPath('KS-2026-001234', 'k1')).toBe('/api/orders/KS-2026-001234/keys/k1/reveal');
    expect(completeOrderApiPath('KS-2026-001234')).toBe('/api/admin/orders/KS-2026-001234/complete');
  });

  it('escapes what it puts in a path', () => {
    expect(orderPagePath('a/b?c')).toBe('/dashboard/orders/a%2Fb%3Fc');
  });

  it('links only plain web addresses', () => {
    expect(safeExternalUrl('https://steamcommunity.com/tradeoffer/new/?partner=1&token=x')).toBe('https://steamcommunity.com/tradeoffer/new/?partner=1&token=x');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});
