import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { RenderedMail } from './mail.types.js';

/**
 * The transport: SMTP through nodemailer when SMTP_URL is set. Without it there is no transport and
 * the outbox itself is the mailbox (the development mailbox page reads it).
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailSender.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl
      ? nodemailer.createTransport({
          url: config.mail.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : null;
  }

  /** Whether mail leaves the machine; when false, sending means keeping the mail in the outbox. */
  get usesSmtp(): boolean {
    return this.transport !== null;
  }

  /** Hands the mail to the SMTP server; resolves once the server has accepted it. */
  async send(recipient: string, mail: RenderedMail, messageId: string): Promise<void> {
    if (!this.transport) return;
    await this.transport.sendMail({
      from: this.config.mail.from,
      to: recipient,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: `<${messageId}@${hostOf(this.config.publicUrl)}>`,
      // RFC 8058: mail apps unsubscribe with one POST, without opening a page.
      ...(mail.listUnsubscribeUrl
        ? { headers: { 'List-Unsubscribe': `<${mail.listUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    });
  }

  onApplicationBootstrap(): void {
    if (!this.transport && this.config.isProduction) this.logger.warn('SMTP_URL is not set: mail stays in the outbox and reaches nobody');
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'keyshop.local';
  } catch {
    return 'keyshop.local';
  }
}
