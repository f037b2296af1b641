import type { ChatMessageView } from '#contracts/chat.contract';
import type { MessageRow } from './chat-messages.repository.js';

export function toChatMessageView(row: MessageRow): ChatMessageView {
  return { id: row.id, conversationId: row.conversation_id, author: row.author, body: row.body, createdAt: row.created_at.toISOString() };
}
