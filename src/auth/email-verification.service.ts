import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MessageView, MfaChallengeView, SessionView } from '#contracts/auth.contract';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Transactions } from '../events/transactions.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { VERIFICATION_RESEND_PER_ACCOUNT, VERIFICATION_RESEND_PER_IP } from './auth-rate-limits.js';
import { EmailExistsError, InvalidVerificationLinkError, NotAuthenticatedError } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { EmailVerificationTokensRepository } from './email-verification-tokens.repository.js';
import { MfaChallenges } from './mfa-challenges.js';
import { digestToken, newOpaqueToken } from './opaque-tokens.js';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository.js';
import type { SessionMeta } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { UsersRepository, type UserRow } from './users.repository.js';

const VERIFICATION_SENT_MESSAGE = 'We have sent you a new link to confirm your e-mail address.';
const ALREADY_VERIFIED_MESSAGE = 'Your e-mail address is already verified.';

/**
 * Proves that a person receives mail at an address: a single-use, expiring link (stored as a digest)
 * mailed to it. Following it verifies a new account's address, or makes a new address the account's,
 * and signs the person in on that browser.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly tokens: EmailVerificationTokensRepository,
    private readonly resetTokens: PasswordResetTokensRepository,
    private readonly sessions: SessionsService,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: MfaChallenges,
  ) {}

  /** Mails the account's own address its link, in the caller's transaction; earlier links stop working. */
  async sendAccountLink(tx: EntityManager, user: { id: string; email: string }): Promise<void> {
    await this.mailLink(tx, user.id, user.email, null);
  }

  /**
   * Mails the new address its link and tells the old address, in the caller's transaction. The
   * account keeps its address until the link is followed.
   */
  async requestNewAddress(tx: EntityManager, user: { id: string; email: string }, newEmail: string): Promise<void> {
    await this.mailLink(tx, user.id, newEmail, newEmail);
    await this.outbox.enqueue(tx, { recipient: user.email, template: 'email_change_notice', payload: { stage: 'requested', newEmail, supportEmail: this.config.mail.supportEmail } });
  }

  /** Sends the account's link again, limited per account and per client address. */
  async resend(actor: AuthUser, ip: string | null): Promise<MessageView> {
    const user = await this.users.findById(actor.id);
    if (!user) throw new NotAuthenticatedError();
    if (user.email_verified_at) return { message: ALREADY_VERIFIED_MESSAGE };
    await this.limiter.hit(VERIFICATION_RESEND_PER_IP, ip ?? 'unknown');
    await this.limiter.hit(VERIFICATION_RESEND_PER_ACCOUNT, user.id);
    await this.transactions.run((tx) => this.sendAccountLink(tx, user));
    return { message: VERIFICATION_SENT_MESSAGE };
  }

  /**
   * Follows a link: verifies the account's address, or replaces it with the new one (telling the old
   * address), and signs the person in. A link that is unknown, used or expired changes nothing.
   */
  async verify(meta: SessionMeta, token: string): Promise<SessionView | MfaChallengeView> {
    return this.transactions.run(async (tx) => {
      const link = await this.tokens.consume(tx, digestToken(token));
      if (!link) throw new InvalidVerificationLinkError();
      if (link.new_email === null) {
        const user = await this.users.markEmailVerified(tx, link.user_id);
        if (!user) throw new InvalidVerificationLinkError();
        return this.signInByLink(tx, user, meta);
      }
      const before = await this.users.findById(link.user_id, tx);
      const user = await this.users.replaceEmail(tx, link.user_id, link.new_email);
      if (user === 'taken') throw new EmailExistsError();
      if (!before || !user) throw new InvalidVerificationLinkError();
      // Links mailed to the old address must not reach the account any more.
      await this.tokens.voidOpenLinksOf(tx, user.id);
      await this.resetTokens.voidOpenLinksOf(tx, user.id);
      await this.outbox.enqueue(tx, { recipient: before.email, template: 'email_change_notice', payload: { stage: 'changed', newEmail: user.email, supportEmail: this.config.mail.supportEmail } });
      return this.signInByLink(tx, user, meta);
    });
  }

  /** A followed link proves the mailbox, one factor: an account with two-factor authentication gets the second step. */
  private async signInByLink(tx: EntityManager, user: UserRow, meta: SessionMeta): Promise<SessionView | MfaChallengeView> {
    if (await this.twoFactor.isEnrolled(user.id, tx)) return this.challenges.issue(user.id);
    return this.sessions.start(user, meta, tx);
  }

  private async mailLink(tx: EntityManager, userId: string, recipient: string, newEmail: string | null): Promise<void> {
    const token = newOpaqueToken();
    const expiresAt = await this.tokens.replace(tx, userId, digestToken(token), newEmail, this.config.auth.emailVerificationTtlSeconds);
    const verifyUrl = `${this.config.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
    await this.outbox.enqueue(tx, {
      recipient,
      template: 'email_verification',
      payload: { purpose: newEmail === null ? 'sign_up' : 'email_change', verifyUrl, expiresAt: expiresAt.toISOString() },
    });
  }
}
