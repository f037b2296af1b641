import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { RECOVERY_PER_EMAIL, RECOVERY_PER_IP } from './auth-rate-limits.js';
import { InvalidResetTokenError, WeakPasswordError } from './auth.errors.js';
import type { MfaChallengeView, SessionView } from '#contracts/auth.contract';
import { MfaChallenges } from './mfa-challenges.js';
import { digestToken, newOpaqueToken } from './opaque-tokens.js';
import { PasswordHasher } from './password-hasher.js';
import { checkPassword } from './password-policy.js';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository.js';
import type { SessionMeta } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { UsersRepository } from './users.repository.js';
import { Transactions } from '../events/transactions.js';

export const RECOVERY_MESSAGE = 'If an account exists for that e-mail, we have sent a link to reset the password.';
const RESET_LINK_TTL_SECONDS = 3600;

/** Password recovery by e-mail: a single-use link valid for an hour, which signs the person in. */
@Injectable()
export class PasswordRecoveryService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly resetTokens: PasswordResetTokensRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: MfaChallenges,
  ) {}

  /**
   * Sends a reset link when the address has an account. The answer is the same either way, so that
   * it does not tell who has an account; the link and its mail are written in one transaction.
   */
  async recover(meta: SessionMeta, email: string): Promise<{ message: string }> {
    await this.limiter.hit(RECOVERY_PER_IP, meta.ip ?? 'unknown');
    await this.limiter.hit(RECOVERY_PER_EMAIL, email);
    const user = await this.users.findByEmail(email);
    if (user) {
      const token = newOpaqueToken();
      const mailId = await this.transactions.run(async (tx) => {
        const expiresAt = await this.resetTokens.insert(tx, user.id, digestToken(token), RESET_LINK_TTL_SECONDS);
        const resetUrl = `${this.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        return this.outbox.enqueue(tx, { recipient: user.email, template: 'password_reset', payload: { resetUrl, expiresAt: expiresAt.toISOString() } });
      });
    }
    return { message: RECOVERY_MESSAGE };
  }

  /**
   * Sets the new password from a reset link, ends every other session, and signs the person in; an
   * account with two-factor authentication gets the second step instead (the mailbox is one factor).
   */
  async reset(meta: SessionMeta, token: string, password: string): Promise<SessionView | MfaChallengeView> {
    const tokenHash = digestToken(token);
    if (!(await this.resetTokens.isUsable(tokenHash))) throw new InvalidResetTokenError();
    const check = checkPassword(password);
    if (check.reasons.length > 0) throw new WeakPasswordError(check.reasons, check.messages);
    const passwordHash = await this.hasher.hash(password);
    return this.transactions.run(async (tx) => {
      const userId = await this.resetTokens.consume(tx, tokenHash);
      if (!userId) throw new InvalidResetTokenError();
      const user = await this.users.update(userId, { passwordHash }, tx);
      if (!user) throw new InvalidResetTokenError();
      await this.sessions.endAllOf(userId, null, 'password_reset', tx);
      if (await this.twoFactor.isEnrolled(userId, tx)) return this.challenges.issue(userId);
      return this.sessions.start(user, meta, tx);
    });
  }
}
