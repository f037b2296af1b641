import type { ContactReceipt } from '#contracts/store.contract';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { CONTACT_PER_EMAIL, CONTACT_PER_IP } from './contact-rate-limits.js';
import type { ContactMessageDto } from './dto/contact-message.dto.js';
import { Transactions } from '../events/transactions.js';

/** The contact form: each message is kept and mailed to the store owner, in one transaction. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly messages: ContactMessagesRepository,
  ) {}

  async send(form: ContactMessageDto, ip: string | null): Promise<ContactReceipt> {
    await this.limiter.hit(CONTACT_PER_IP, ip ?? 'unknown');
    await this.limiter.hit(CONTACT_PER_EMAIL, form.email.toLowerCase());
    const { id, mailId } = await this.transactions.run(async (tx) => {
      const row = await this.messages.insert(tx, form);
      const mailId = await this.outbox.enqueue(tx, {
        recipient: this.config.mail.storeOwnerEmail,
        template: 'contact_message',
        payload: { name: form.name, email: form.email, subject: form.subject, message: form.message, receivedAt: row.created_at.toISOString() },
      });
      return { id: row.id, mailId };
    });
    this.logger.log(`Contact message ${id} received`);
    return { id, message: 'Thank you for your message! We usually reply within 24 hours.' };
  }
}
