import { describe, expect, it } from '@jest/globals';
import { adminOrdersApiPath, adminOrdersHref, currentFilter, pageCount, parseAdminOrdersQuery, queryOfFilter } from './admin-list-query';

describe('admin order list query', () => {
  it('reads a known status and a page from the URL', () => {
    expect(parseAdminOrdersQuery({ status: 'processing', page: '3' })).toEqual({ status: 'processing', stage: null, page: 3 });
  });

  it('falls back to all statuses and the first page', () => {
    expect(parseAdminOrdersQuery({})).toEqual({ status: null, stage: null, page: 1 });
    expect(parseAdminOrdersQuery({ status: 'shipped', page: '0' })).toEqual({ status: null, stage: null, page: 1 });
    expect(parseAdminOrdersQuery({ page: '2.5' })).toEqual({ status: null, stage: null, page: 1 });
    expect(parseAdminOrdersQuery({ page: '-1' })).toEqual({ status: null, stage: null, page: 1 });
    expect(parseAdminOrdersQuery({ page: '99999' })).toEqual({ status: null, stage: null, page: 1 });
  });

  it('leaves the defaults out of the page address', () => {
    expect(adminOrdersHref({ status: null, stage: null, page: 1 })).toBe('/admin/orders');
    expect(adminOrdersHref({ status: 'completed', stage: null, page: 1 })).toBe('/admin/orders?status=completed');
    expect(adminOrdersHref({ status: null, stage: null, page: 4 })).toBe('/admin/orders?page=4');
    expect(adminOrdersHref({ status: 'pending', stage: null, page: 2 })).toBe('/admin/orders?status=pending&page=2');
  });

  it('always names the page in the API call', () => {
    expect(adminOrdersApiPath({ status: null, stage: null, page: 1 })).toBe('/api/admin/orders?page=1');
    expect(adminOrdersApiPath({ status: 'cancelled', stage: null, page: 2 })).toBe('/api/admin/orders?status=cancelled&page=2');
  });

  it('reads a stage that waits for an admin, which wins over a status, and links to it', () => {
    expect(parseAdminOrdersQuery({ stage: 'held_for_review' })).toEqual({ status: null, stage: 'held_for_review', page: 1 });
    expect(parseAdminOrdersQuery({ stage: 'awaiting_stock', status: 'pending', page: '2' })).toEqual({ status: null, stage: 'awaiting_stock', page: 2 });
    expect(parseAdminOrdersQuery({ stage: 'completed' })).toEqual({ status: null, stage: null, page: 1 });
    expect(adminOrdersHref({ status: null, stage: 'awaiting_manual_step', page: 1 })).toBe('/admin/orders?stage=awaiting_manual_step');
    expect(adminOrdersApiPath({ status: null, stage: 'held_for_review', page: 3 })).toBe('/api/admin/orders?stage=held_for_review&page=3');
    expect(adminOrdersHref(queryOfFilter('held_for_review'))).toBe('/admin/orders?stage=held_for_review');
    expect(adminOrdersHref(queryOfFilter('verified'))).toBe('/admin/orders?status=verified');
    expect(currentFilter({ status: null, stage: 'awaiting_stock' })).toBe('awaiting_stock');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(10, 0)).toBe(1);
  });
});
