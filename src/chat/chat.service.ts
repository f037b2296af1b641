import type { ChatMessagePageView, ChatSentView, ChatSessionView } from '#contracts/chat.contract';
import { CHAT_EVENTS, CHAT_HISTORY_PAGE } from '#contracts/chat.constants';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Transactions } from '../events/transactions.js';
import type { ChatCaller } from './chat-caller.js';
import { ChatConversationsRepository, type ConversationRow } from './chat-conversations.repository.js';
import { hashSecret, newGuestSecret, secretMatches, setGuestToken } from './chat-guest-token.js';
import { ChatLive } from './chat-live.js';
import { ChatMailFallback } from './chat-mail-fallback.js';
import { ChatMessagesRepository } from './chat-messages.repository.js';
import { ChatPresence, PRESENCE_GROUPS } from './chat-presence.js';
import { CHAT_MESSAGES_PER_CONVERSATION, CHAT_MESSAGES_PER_IP, CHAT_STARTS_PER_IP, CHAT_STREAMS_PER_CONVERSATION, CHAT_STREAMS_PER_IP } from './chat-rate-limits.js';
import { ChatStreams } from './chat-streams.js';
import { ChatConversationNotFoundError, ChatGuestDetailsRequiredError } from './chat.errors.js';
import { toChatMessageView } from './chat.mapper.js';
import type { StartChatDto } from './dto/start-chat.dto.js';

/**
 * The shopper's side of the live chat. Every call acts on the caller's own conversation only: a
 * signed-in shopper's is found by their account, a guest's by the secret of their cookie.
 */
@Injectable()
export class ChatService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly transactions: Transactions,
    private readonly limiter: RateLimiter,
    private readonly conversations: ChatConversationsRepository,
    private readonly messages: ChatMessagesRepository,
    private readonly presence: ChatPresence,
    private readonly live: ChatLive,
    private readonly streams: ChatStreams,
    private readonly mailFallback: ChatMailFallback,
  ) {}

  /** What the panel opens with: the caller's conversation and its newest messages, if any, and whether the team is online. */
  async session(caller: ChatCaller): Promise<ChatSessionView> {
    const [conversation, teamOnline] = await Promise.all([this.own(caller), this.presence.anyone(PRESENCE_GROUPS.admins)]);
    return { conversation: conversation && (await this.view(conversation)), teamOnline };
  }

  /** Starts the caller's conversation, or answers the one they have: a guest gives a name and address, and gets the cookie. */
  async start(caller: ChatCaller, details: StartChatDto, reply: FastifyReply): Promise<ChatSessionView> {
    const existing = await this.own(caller);
    if (!existing) {
      if (caller.user) {
        const user = caller.user;
        await this.transactions.run((tx) => this.conversations.upsertForUser(tx, user.id, user.email.split('@')[0], user.email));
      } else {
        if (!details.name || !details.email) throw new ChatGuestDetailsRequiredError();
        await this.limiter.hit(CHAT_STARTS_PER_IP, caller.ip);
        const { secret, hash } = newGuestSecret();
        const created = await this.transactions.run((tx) => this.conversations.insertForGuest(tx, hash, details.name!, details.email!.toLowerCase()));
        setGuestToken(reply, { conversationId: created.id, secret }, this.config);
        caller = { ...caller, guest: { conversationId: created.id, secret } };
      }
    }
    return this.session(caller);
  }

  /** Older messages of the caller's conversation, before message `before`. */
  async history(caller: ChatCaller, before: string | null): Promise<ChatMessagePageView> {
    const conversation = await this.required(caller);
    const page = await this.messages.page(this.db, conversation.id, CHAT_HISTORY_PAGE, before);
    return { messages: page.rows.map(toChatMessageView), hasOlder: page.hasOlder };
  }

  /** Keeps the shopper's message, sends it live to the inbox, and e-mails support when no admin is online. */
  async send(caller: ChatCaller, body: string): Promise<ChatSentView> {
    const conversation = await this.required(caller);
    await this.limiter.hit(CHAT_MESSAGES_PER_CONVERSATION, conversation.id);
    await this.limiter.hit(CHAT_MESSAGES_PER_IP, caller.ip);
    const teamOnline = await this.presence.anyone(PRESENCE_GROUPS.admins);
    const row = await this.transactions.run(async (tx) => {
      const message = await this.messages.insert(tx, conversation.id, 'shopper', null, body);
      await this.conversations.touch(tx, conversation.id, 'shopper');
      if (!teamOnline) await this.mailFallback.toSupport(tx, conversation, body, message.created_at);
      return message;
    });
    const message = toChatMessageView(row);
    await this.live.publish({ type: 'message', message });
    return { message, teamOnline };
  }

  /** The caller's conversation live: its new messages and the team's presence, as server-sent events. */
  async stream(caller: ChatCaller, reply: FastifyReply): Promise<void> {
    const conversation = await this.required(caller);
    await this.streams.serve(reply, {
      groups: [
        { group: PRESENCE_GROUPS.conversation(conversation.id), max: CHAT_STREAMS_PER_CONVERSATION },
        { group: PRESENCE_GROUPS.address(hashSecret(caller.ip).toString('base64url')), max: CHAT_STREAMS_PER_IP },
      ],
      listen: (send) =>
        this.live.listenAsShopper(conversation.id, (event) =>
          event.type === 'message' ? send(CHAT_EVENTS.message, event.message) : send(CHAT_EVENTS.presence, { teamOnline: event.teamOnline }),
        ),
    });
  }

  private async required(caller: ChatCaller): Promise<ConversationRow> {
    const conversation = await this.own(caller);
    if (!conversation) throw new ChatConversationNotFoundError();
    return conversation;
  }

  /** The caller's conversation: by account when signed in, else the guest cookie's, only when its secret matches. */
  private async own(caller: ChatCaller): Promise<ConversationRow | null> {
    if (caller.user) return this.conversations.findByUser(this.db, caller.user.id);
    if (!caller.guest) return null;
    const conversation = await this.conversations.findById(this.db, caller.guest.conversationId);
    return conversation && secretMatches(caller.guest.secret, conversation.guest_token_hash) ? conversation : null;
  }

  private async view(conversation: ConversationRow) {
    const page = await this.messages.page(this.db, conversation.id, CHAT_HISTORY_PAGE, null);
    return { id: conversation.id, name: conversation.name, email: conversation.email, messages: page.rows.map(toChatMessageView), hasOlder: page.hasOlder };
  }
}
