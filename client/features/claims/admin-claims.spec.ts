import { describe, expect, it } from '@jest/globals';
import { adminClaimPath, adminClaimsApiPath, adminClaimsHref, parseAdminClaimsQuery, rejectReasonError } from './admin-claims';

describe("the admin's claims", () => {
  it('keep the filter and the page in the address', () => {
    expect(parseAdminClaimsQuery({ status: 'open', page: '2' })).toEqual({ status: 'open', page: 2 });
    expect(parseAdminClaimsQuery({ status: 'lost', page: '0' })).toEqual({ status: null, page: 1 });
    expect(adminClaimsHref({ status: null, page: 1 })).toBe('/admin/claims');
    expect(adminClaimsHref({ status: 'rejected', page: 3 })).toBe('/admin/claims?status=rejected&page=3');
    expect(adminClaimsApiPath({ status: null, page: 1 })).toBe('/api/admin/claims?page=1');
    expect(adminClaimPath('abc')).toBe('/admin/claims/abc');
  });

  it('ask for a reason of 5 to 500 characters to reject', () => {
    expect(rejectReasonError(' no ')).toBe('Tell the customer why: at least 5 characters.');
    expect(rejectReasonError('Activated elsewhere.')).toBeNull();
    expect(rejectReasonError('x'.repeat(501))).toBe('Keep the reason to 500 characters (501 now).');
  });
});
