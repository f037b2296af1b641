import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RateLimitedError } from '../common/errors/domain-error.js';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailOutbox } from '../notifications/mail-outbox.js';
import { roleForNewAccount } from './admin-emails.js';
import { SIGN_UP_NOTICES_PER_EMAIL, signUpsPerIp } from './auth-rate-limits.js';
import { WeakPasswordError } from './auth.errors.js';
import type { MessageView } from '#contracts/auth.contract';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordHasher } from './password-hasher.js';
import { checkPassword } from './password-policy.js';
import type { SessionMeta } from './sessions.repository.js';
import { UsersRepository } from './users.repository.js';
import { Transactions } from '../events/transactions.js';

const CHECK_INBOX_MESSAGE = 'Check your inbox to confirm your e-mail address.';

export interface SignUp {
  email: string;
  password: string;
  phone: string | null;
}

/**
 * Creates accounts: one per e-mail address, with a password that meets the policy. The answer never
 * tells whether the address already had an account: a new one gets its verification link, an existing
 * one a mail to its owner, and the person is signed in only once the link is followed.
 */
@Injectable()
export class SignUpService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly verification: EmailVerificationService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
  ) {}

  /** Creates the account and mails its link, or tells the owner of a taken address (the age and the terms were confirmed by the request's validation). */
  async signUp(meta: SessionMeta, input: SignUp): Promise<MessageView> {
    await this.limiter.hit(signUpsPerIp(this.config.auth.signUpsPerIpPerHour), meta.ip ?? 'unknown');
    const check = checkPassword(input.password);
    if (check.reasons.length > 0) throw new WeakPasswordError(check.reasons, check.messages);
    // Hashed whether or not the address is taken, so that both answers take as long.
    const passwordHash = await this.hasher.hash(input.password);
    const owner = await this.users.findByEmail(input.email);
    await this.transactions.run(async (tx) => {
      // The index has the last word when two sign-ups for one address race.
      const user = owner ? null : await this.users.insert({ email: input.email, phone: input.phone, passwordHash, role: roleForNewAccount(this.config, input.email) }, tx);
      if (user) await this.verification.sendAccountLink(tx, user);
      else await this.tellOwner(tx, owner?.email ?? input.email);
    });
    return { message: CHECK_INBOX_MESSAGE };
  }

  /** Mails the owner of the address, at most a few times an hour, so that sign-ups cannot flood their inbox. */
  private async tellOwner(tx: EntityManager, email: string): Promise<void> {
    try {
      await this.limiter.hit(SIGN_UP_NOTICES_PER_EMAIL, email.toLowerCase());
    } catch (error) {
      if (error instanceof RateLimitedError) return;
      throw error;
    }
    await this.outbox.enqueue(tx, {
      recipient: email,
      template: 'sign_up_attempt',
      payload: { signInUrl: `${this.config.publicUrl}/auth`, resetUrl: `${this.config.publicUrl}/auth/forgot-password` },
    });
  }
}
