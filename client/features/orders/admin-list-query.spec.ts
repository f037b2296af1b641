import { describe, expect, it } from '@jest/globals';
import { adminOrdersApiPath, adminOrdersHref, pageCount, parseAdminOrdersQuery } from './admin-list-query';

describe('admin order list query', () => {
  it('reads a known status and a page from the URL', () => {
    expect(parseAdminOrdersQuery({ status: 'processing', page: '3' })).toEqual({ status: 'processing', page: 3 });
  });

  it('falls back to all statuses and the first page', () => {
    expect(parseAdminOrdersQuery({})).toEqual({ status: null, page: 1 });
    expect(parseAdminOrdersQuery({ status: 'shipped', page: '0' })).toEqual({ status: null, page: 1 });
    expect(parseAdminOrdersQuery({ page: '2.5' })).toEqual({ status: null, page: 1 });
    expect(parseAdminOrdersQuery({ page: '-1' })).toEqual({ status: null, page: 1 });
    expect(parseAdminOrdersQuery({ page: '99999' })).toEqual({ status: null, page: 1 });
  });

  it('leaves the defaults out of the page address', () => {
    expect(adminOrdersHref({ status: null, page: 1 })).toBe('/admin/orders');
    expect(adminOrdersHref({ status: 'completed', page: 1 })).toBe('/admin/orders?status=completed');
    expect(adminOrdersHref({ status: null, page: 4 })).toBe('/admin/orders?page=4');
    expect(adminOrdersHref({ status: 'pending', page: 2 })).toBe('/admin/orders?status=pending&page=2');
  });

  it('always names the page in the API call', () => {
    expect(adminOrdersApiPath({ status: null, page: 1 })).toBe('/api/admin/orders?page=1');
    expect(adminOrdersApiPath({ status: 'cancelled', page: 2 })).toBe('/api/admin/orders?status=cancelled&page=2');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(10, 0)).toBe(1);
  });
});
