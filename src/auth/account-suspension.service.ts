import type { SuspensionView } from '#contracts/auth.contract';
import { Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { Queryable } from '../database/queryable.js';
import type { AuthUser } from './auth-user.js';
import { SessionsRepository } from './sessions.repository.js';
import { UsersRepository } from './users.repository.js';
import { Transactions } from '../events/transactions.js';

/**
 * Suspends accounts (the terms allow it after chargebacks or fraud): a suspended account's sessions
 * end at once and it cannot sign in again until an admin lifts the suspension.
 */
@Injectable()
export class AccountSuspension {
  private readonly logger = new Logger(AccountSuspension.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditLog,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  /** Suspends the account, in the caller's transaction when given. */
  async block(admin: AuthUser, userId: string, reason: string, tx?: Queryable): Promise<SuspensionView> {
    if (!tx) return this.transactions.run((inner) => this.block(admin, userId, reason, inner));
    if (userId === admin.id) throw new DomainError('conflict', 'cannot_block_self', 'You cannot suspend your own account.');
    const user = await this.users.setBlocked(tx, userId, reason);
    if (!user) throw new DomainError('not_found', 'user_not_found', `No account ${userId}.`);
    await this.sessions.deleteAllOf(tx, userId);
    await this.audit.record(admin, 'user.block', userId, { reason }, tx);
    this.logger.warn(`Account ${userId} suspended by ${admin.id}`);
    return toView(user);
  }

  async unblock(admin: AuthUser, userId: string): Promise<SuspensionView> {
    return this.transactions.run(async (tx) => {
      const user = await this.users.setBlocked(tx, userId, null);
      if (!user) throw new DomainError('not_found', 'user_not_found', `No account ${userId}.`);
      await this.audit.record(admin, 'user.unblock', userId, {}, tx);
      return toView(user);
    });
  }
}

interface UserSuspensionRow {
  id: string;
  email: string;
  blocked_at: Date | null;
  blocked_reason: string | null;
}

function toView(row: UserSuspensionRow): SuspensionView {
  return { userId: row.id, email: row.email, blockedAt: row.blocked_at?.toISOString() ?? null, blockedReason: row.blocked_reason };
}
