import { describe, expect, it } from '@jest/globals';
import { adminChatHref, parseAdminChatQuery } from './admin-chat';

describe('admin chat address', () => {
  const id = '0b6f5a3e-8c1d-4e2f-9a7b-1c2d3e4f5a6b';

  it('reads the page and the opened conversation, ignoring what is not one', () => {
    expect(parseAdminChatQuery({ page: '3', conversation: id })).toEqual({ page: 3, conversation: id });
    expect(parseAdminChatQuery({ page: '-1', conversation: "x' OR 1=1" })).toEqual({ page: 1, conversation: null });
  });

  it('writes the same address back', () => {
    expect(adminChatHref({ page: 1, conversation: null })).toBe('/admin/chat');
    expect(adminChatHref({ page: 2, conversation: id })).toBe(`/admin/chat?page=2&conversation=${id}`);
  });
});
