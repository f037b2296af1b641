import { describe, expect, it } from '@jest/globals';
import type { AccountLinkView } from '#contracts/account-links.contract';
import { accountLinksApiPath, accountLinksHref, decisionLine, parseAccountLinksQuery, samePersonReason, sharedLine } from './account-links';

describe('admin account links', () => {
  const link: AccountLinkView = {
    id: 'link-1',
    status: 'blocked',
    accounts: [
      { userId: 'a', email: 'a@example.com', paidOrders: 1, blockedAt: null },
      { userId: 'b', email: 'b@example.com', paidOrders: 0, blockedAt: '2026-01-01T00:00:00.000Z' },
    ],
    shared: [{ kind: 'name', label: 'thandi mokoena' }],
    firstSeenAt: '2026-01-01T00:00:00.000Z',
    lastSeenAt: '2026-01-01T00:00:00.000Z',
    decidedAt: '2026-01-01T00:00:00.000Z',
    decidedBy: 'admin@example.com',
    blockedUserId: 'b',
  };

  it('reads the filter and page from the address, open and page 1 by default', () => {
    expect(parseAccountLinksQuery({})).toEqual({ status: 'open', page: 1 });
    expect(parseAccountLinksQuery({ status: 'reviewed', page: '3' })).toEqual({ status: 'reviewed', page: 3 });
    expect(parseAccountLinksQuery({ status: 'all', page: 'x' })).toEqual({ status: 'open', page: 1 });
    expect(accountLinksHref({ status: 'open', page: 1 })).toBe('/admin/account-links');
    expect(accountLinksHref({ status: 'reviewed', page: 2 })).toBe('/admin/account-links?status=reviewed&page=2');
    expect(accountLinksApiPath({ status: 'open', page: 1 })).toBe('/api/admin/account-links?status=open&page=1');
  });

  it('says what is shared and what was decided', () => {
    expect(sharedLine({ kind: 'name', label: 'thandi mokoena' })).toBe('Buyer name: thandi mokoena');
    expect(decisionLine(link)).toBe('Same person: b@example.com blocked');
    expect(decisionLine({ ...link, status: 'dismissed' })).toBe('Different people');
    expect(samePersonReason(link, 'b')).toBe('One account per person: same person as a@example.com');
  });
});
