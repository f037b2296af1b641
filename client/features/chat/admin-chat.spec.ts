import { describe, expect, it } from '@jest/globals';
import { adminChatHref, adminChatListApiPath, parseAdminChatQuery } from './admin-chat';

describe('admin chat address', () => {
  const id = '0b6f5a3e-8c1d-4e2f-9a7b-1c2d3e4f5a6b';

  it('reads the page, the filter and the opened conversation, ignoring what is not one', () => {
    expect(parseAdminChatQuery({ page: '3', conversation: id })).toEqual({ page: 3, unanswered: false, conversation: id });
    expect(parseAdminChatQuery({ page: '-1', conversation: "x' OR 1=1", filter: 'all' })).toEqual({ page: 1, unanswered: false, conversation: null });
    expect(parseAdminChatQuery({ filter: 'unanswered' })).toEqual({ page: 1, unanswered: true, conversation: null });
  });

  it('writes the same address back', () => {
    expect(adminChatHref({ page: 1, unanswered: false, conversation: null })).toBe('/admin/chat');
    expect(adminChatHref({ page: 2, unanswered: false, conversation: id })).toBe(`/admin/chat?page=2&conversation=${id}`);
    expect(adminChatHref({ page: 1, unanswered: true, conversation: null })).toBe('/admin/chat?filter=unanswered');
  });

  it('asks the API for the unanswered conversations only when filtered', () => {
    expect(adminChatListApiPath(2, false)).toBe('/api/admin/chat/conversations?page=2');
    expect(adminChatListApiPath(1, true)).toBe('/api/admin/chat/conversations?page=1&filter=unanswered');
  });
});
