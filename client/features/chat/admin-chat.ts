import { ADMIN_CHAT_API_PATH } from '#contracts/chat.constants';
import { ADMIN_PATH } from '../../lib/paths';

export const ADMIN_CHAT_PATH = `${ADMIN_PATH}/chat`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the inbox shows, from its address: a page of the list, only the conversations waiting for an
 * answer or all, and the conversation opened (the support mail links to one).
 */
export interface AdminChatQuery {
  page: number;
  unanswered: boolean;
  conversation: string | null;
}

export function parseAdminChatQuery(search: Record<string, string | undefined>): AdminChatQuery {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    unanswered: search.filter === 'unanswered',
    conversation: search.conversation && UUID.test(search.conversation) ? search.conversation.toLowerCase() : null,
  };
}

export function adminChatHref({ page, unanswered, conversation }: AdminChatQuery): string {
  const params = new URLSearchParams();
  if (unanswered) params.set('filter', 'unanswered');
  if (page > 1) params.set('page', String(page));
  if (conversation) params.set('conversation', conversation);
  const query = params.toString();
  return query ? `${ADMIN_CHAT_PATH}?${query}` : ADMIN_CHAT_PATH;
}

export const adminChatListApiPath = (page: number, unanswered: boolean) => `${ADMIN_CHAT_API_PATH}?page=${page}${unanswered ? '&filter=unanswered' : ''}`;
export const adminConversationApiPath = (id: string) => `${ADMIN_CHAT_API_PATH}/${encodeURIComponent(id)}`;
