import type { RateLimit } from '../common/throttling/rate-limiter.js';

const MINUTE = 60_000;

/** Conversations started per client address in an hour. */
export const CHAT_STARTS_PER_IP: RateLimit = { name: 'chat-start-ip', limit: 10, windowMs: 60 * MINUTE };
/** Messages per conversation, and per client address, in a minute: a person types slower. */
export const CHAT_MESSAGES_PER_CONVERSATION: RateLimit = { name: 'chat-message-conversation', limit: 20, windowMs: MINUTE };
export const CHAT_MESSAGES_PER_IP: RateLimit = { name: 'chat-message-ip', limit: 40, windowMs: MINUTE };

/** Live streams open at once per client address, and per conversation (a shopper's tabs and devices). */
export const CHAT_STREAMS_PER_IP = 10;
export const CHAT_STREAMS_PER_CONVERSATION = 5;

/** At most one mail per conversation and direction in this many minutes: to support when nobody is online, to the shopper when away. */
export const CHAT_MAIL_WINDOW_MINUTES = 30;
