import { Injectable } from '@nestjs/common';
import { NotAuthenticatedError } from './auth.errors.js';
import type { UserView } from '#contracts/auth.contract';
import { EmailVerificationTokensRepository } from './email-verification-tokens.repository.js';
import { toUserView } from './user-view.js';
import { UsersRepository } from './users.repository.js';

/** Accounts as other modules see them: who a user is, and who administers the store. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly verificationTokens: EmailVerificationTokensRepository,
  ) {}

  /** Customer accounts opened per hour or day of [from, to), for the owner's dashboard. */
  newCustomersByBucket(from: Date, to: Date, bucket: 'hour' | 'day'): Promise<{ start: Date; customers: number }[]> {
    return this.users.newCustomersByBucket(from, to, bucket);
  }

  /** The user's account; NotAuthenticatedError when it no longer exists. */
  async view(userId: string): Promise<UserView> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotAuthenticatedError();
    return toUserView(user, await this.verificationTokens.pendingNewEmail(userId));
  }

  /** Makes the account with this e-mail address an administrator; false when there is no such account. */
  async grantAdmin(email: string): Promise<boolean> {
    return (await this.users.setRoleByEmail(email, 'admin')) !== null;
  }
}
