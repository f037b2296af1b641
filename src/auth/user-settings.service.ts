import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../common/throttling/rate-limiter.js';
import { CURRENT_PASSWORD_FAILURES_PER_USER } from './auth-rate-limits.js';
import {
  EmailExistsError,
  NotAuthenticatedError,
  ReauthenticationNeededError,
  SamePasswordError,
  WeakPasswordError,
  WrongCurrentPasswordError,
} from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import type { UserView } from '#contracts/auth.contract';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordHasher } from './password-hasher.js';
import { checkPassword } from './password-policy.js';
import { SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';
import { Transactions } from '../events/transactions.js';

export interface UserChanges {
  email?: string;
  /** Null or empty clears it. */
  phone?: string | null;
  password?: string;
  currentPassword?: string;
}

/**
 * Changes to one's own account: e-mail and password need the current password; a new password signs
 * out the other sessions; a new e-mail address replaces the old one only once a link mailed to it is followed.
 */
@Injectable()
export class UserSettingsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly verification: EmailVerificationService,
    private readonly accounts: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  async update(actor: AuthUser, changes: UserChanges): Promise<UserView> {
    const user = await this.users.findById(actor.id);
    if (!user) throw new NotAuthenticatedError();
    const newEmail = changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase() ? changes.email : undefined;
    if (newEmail !== undefined || changes.password !== undefined) {
      if (!changes.currentPassword) throw new ReauthenticationNeededError();
      await this.limiter.check(CURRENT_PASSWORD_FAILURES_PER_USER, user.id);
      if (!(await this.hasher.verify(user.password_hash, changes.currentPassword))) {
        await this.limiter.hit(CURRENT_PASSWORD_FAILURES_PER_USER, user.id).catch(() => undefined);
        throw new WrongCurrentPasswordError();
      }
    }
    let passwordHash: string | undefined;
    if (changes.password !== undefined) {
      const check = checkPassword(changes.password);
      if (check.reasons.length > 0) throw new WeakPasswordError(check.reasons, check.messages);
      if (changes.password === changes.currentPassword) throw new SamePasswordError();
      passwordHash = await this.hasher.hash(changes.password);
    }
    if (newEmail !== undefined && (await this.users.findByEmail(newEmail))) throw new EmailExistsError();
    await this.transactions.run(async (tx) => {
      const phone = changes.phone === undefined ? undefined : changes.phone || null;
      const updated = await this.users.update(actor.id, { phone, passwordHash }, tx);
      if (!updated) throw new NotAuthenticatedError();
      if (passwordHash) await this.sessions.endAllOf(actor.id, actor.sessionId, 'password_changed', tx);
      if (newEmail !== undefined) await this.verification.requestNewAddress(tx, updated, newEmail);
    });
    return this.accounts.view(actor.id);
  }
}
