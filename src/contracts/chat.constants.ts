/** Live chat rules shared with the pages at run time (no decorators: the client bundle imports this file). */

/** A chat message, in characters. */
export const CHAT_MESSAGE_MIN = 1;
export const CHAT_MESSAGE_MAX = 2000;

/** A guest's name and e-mail address, in characters. */
export const CHAT_NAME_MAX = 100;
export const CHAT_EMAIL_MAX = 254;

/** Messages a conversation answers with at first, and per page of older ones. */
export const CHAT_HISTORY_PAGE = 50;

/** Conversations per page of the admin inbox. */
export const CHAT_INBOX_PAGE = 25;

/** Who wrote a message: the shopper, or someone of the store's team. */
export type ChatAuthor = 'shopper' | 'admin';
export const CHAT_AUTHORS: readonly ChatAuthor[] = ['shopper', 'admin'];

/** The shopper's endpoints and their live stream. */
export const CHAT_API_PATH = '/api/chat/conversation';
export const CHAT_STREAM_PATH = '/api/chat/conversation/stream';
/** The admin inbox's endpoints and its live stream. */
export const ADMIN_CHAT_API_PATH = '/api/admin/chat/conversations';
export const ADMIN_CHAT_STREAM_PATH = '/api/admin/chat/stream';

/** Names of the server-sent events: a new message, and a change of the team's presence. */
export const CHAT_EVENTS = { message: 'message', presence: 'presence' } as const;
