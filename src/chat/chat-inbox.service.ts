import type { AdminChatConversationView, AdminChatPageView, ChatMessagePageView, ChatMessageView } from '#contracts/chat.contract';
import { CHAT_EVENTS, CHAT_HISTORY_PAGE, CHAT_INBOX_PAGE } from '#contracts/chat.constants';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { Transactions } from '../events/transactions.js';
import { ChatConversationsRepository, type ConversationRow } from './chat-conversations.repository.js';
import { hashSecret } from './chat-guest-token.js';
import { ChatLive } from './chat-live.js';
import { ChatMailFallback } from './chat-mail-fallback.js';
import { ChatMessagesRepository } from './chat-messages.repository.js';
import { ChatPresence, PRESENCE_GROUPS } from './chat-presence.js';
import { CHAT_STREAMS_PER_IP } from './chat-rate-limits.js';
import { ChatStreams } from './chat-streams.js';
import { ChatConversationNotFoundError } from './chat.errors.js';
import { toChatMessageView } from './chat.mapper.js';

/**
 * The admin inbox: every conversation, newest activity first, and answers. While an admin has it open
 * (its live stream connected) the team counts as online, and shoppers' panels say so.
 */
@Injectable()
export class ChatInboxService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly transactions: Transactions,
    private readonly conversations: ChatConversationsRepository,
    private readonly messages: ChatMessagesRepository,
    private readonly presence: ChatPresence,
    private readonly live: ChatLive,
    private readonly streams: ChatStreams,
    private readonly mailFallback: ChatMailFallback,
  ) {}

  /** How many conversations wait for an answer: a shopper wrote since an admin last read them. */
  unansweredCount(): Promise<number> {
    return this.conversations.countUnanswered(this.db);
  }

  /** A page of the inbox, newest activity first; `unansweredOnly` lists only the conversations waiting for an answer. */
  async page(page: number, unansweredOnly = false): Promise<AdminChatPageView> {
    const { rows, total } = await this.conversations.inboxPage(this.db, CHAT_INBOX_PAGE, (page - 1) * CHAT_INBOX_PAGE, unansweredOnly);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        signedIn: row.user_id !== null,
        lastMessageAt: row.last_message_at.toISOString(),
        preview: row.preview ?? '',
        unread: row.unread,
      })),
      total,
      page,
      pages: Math.max(1, Math.ceil(total / CHAT_INBOX_PAGE)),
    };
  }

  async detail(id: string): Promise<AdminChatConversationView> {
    const conversation = await this.required(id);
    const [page, shopperOnline] = await Promise.all([
      this.messages.page(this.db, id, CHAT_HISTORY_PAGE, null),
      this.presence.anyone(PRESENCE_GROUPS.conversation(id)),
    ]);
    return {
      id,
      name: conversation.name,
      email: conversation.email,
      signedIn: conversation.user_id !== null,
      shopperOnline,
      messages: page.rows.map(toChatMessageView),
      hasOlder: page.hasOlder,
    };
  }

  async history(id: string, before: string | null): Promise<ChatMessagePageView> {
    await this.required(id);
    const page = await this.messages.page(this.db, id, CHAT_HISTORY_PAGE, before);
    return { messages: page.rows.map(toChatMessageView), hasOlder: page.hasOlder };
  }

  /** Marks what the shopper wrote so far as read by the team. */
  async markRead(id: string): Promise<void> {
    if (!(await this.conversations.markRead(this.db, id))) throw new ChatConversationNotFoundError();
  }

  /** Keeps an admin's answer and sends it live to the shopper's panel, or by e-mail while their chat is closed. */
  async answer(admin: AuthUser, id: string, body: string): Promise<ChatMessageView> {
    const conversation = await this.required(id);
    const shopperOnline = await this.presence.anyone(PRESENCE_GROUPS.conversation(id));
    const row = await this.transactions.run(async (tx) => {
      const message = await this.messages.insert(tx, id, 'admin', admin.id, body);
      await this.conversations.touch(tx, id, 'admin');
      if (!shopperOnline) await this.mailFallback.toShopper(tx, conversation, body, message.created_at);
      return message;
    });
    const message = toChatMessageView(row);
    await this.live.publish({ type: 'message', message });
    return message;
  }

  /** Every conversation's new messages, live; the admin counts as online while it is open. */
  async stream(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.streams.serve(reply, {
      groups: [{ group: PRESENCE_GROUPS.admins }, { group: PRESENCE_GROUPS.address(hashSecret(request.ip).toString('base64url')), max: CHAT_STREAMS_PER_IP }],
      listen: (send) => this.live.listenAsAdmin((event) => event.type === 'message' && send(CHAT_EVENTS.message, event.message)),
      opened: () => this.live.publish({ type: 'presence', teamOnline: true }),
      closed: async () => this.live.publish({ type: 'presence', teamOnline: await this.presence.anyone(PRESENCE_GROUPS.admins) }),
    });
  }

  private async required(id: string): Promise<ConversationRow> {
    const conversation = await this.conversations.findById(this.db, id);
    if (!conversation) throw new ChatConversationNotFoundError();
    return conversation;
  }
}
