import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { ChatConversationsRepository, type ConversationRow } from './chat-conversations.repository.js';
import { CHAT_MAIL_WINDOW_MINUTES } from './chat-rate-limits.js';

/**
 * When nobody can read a message live, it goes by e-mail instead: a shopper's to the support address
 * while no admin is online, an admin's answer to the shopper while their chat is closed. At most one
 * mail per conversation and direction per window, claimed on the conversation's row in the
 * transaction that keeps the message, so the mail exists exactly when the message does.
 */
@Injectable()
export class ChatMailFallback {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly conversations: ChatConversationsRepository,
    private readonly outbox: MailOutbox,
  ) {}

  async toSupport(tx: EntityManager, conversation: ConversationRow, message: string, sentAt: Date): Promise<void> {
    if (!(await this.conversations.claimMail(tx, conversation.id, 'support', CHAT_MAIL_WINDOW_MINUTES))) return;
    await this.outbox.enqueue(tx, {
      recipient: this.config.mail.supportEmail,
      template: 'chat_waiting',
      payload: {
        name: conversation.name,
        email: conversation.email,
        message,
        sentAt: sentAt.toISOString(),
        inboxUrl: `${this.config.publicUrl}/admin/chat?conversation=${conversation.id}`,
      },
    });
  }

  async toShopper(tx: EntityManager, conversation: ConversationRow, answer: string, answeredAt: Date): Promise<void> {
    if (!(await this.conversations.claimMail(tx, conversation.id, 'shopper', CHAT_MAIL_WINDOW_MINUTES))) return;
    await this.outbox.enqueue(tx, {
      recipient: conversation.email,
      template: 'chat_answered',
      payload: { name: conversation.name, answer, answeredAt: answeredAt.toISOString(), storeUrl: this.config.publicUrl },
    });
  }
}
