import { Injectable, Logger } from '@nestjs/common';
import { AccountSuspension } from '../auth/account-suspension.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AuditLog } from '../audit/audit-log.service.js';
import type { Queryable } from '../database/queryable.js';
import { Transactions } from '../events/transactions.js';
import type { AccountLinkPageView, AccountLinkView } from '#contracts/account-links.contract';
import { ADMIN_ACCOUNT_LINKS_PAGE_SIZE, type AccountLinkFilter } from '#contracts/account-links.constants';
import { AccountLinkDecidedError, AccountLinkNotFoundError, NotALinkedAccountError } from './account-links.errors.js';
import { type AccountLinkRow, AccountLinksRepository } from './account-links.repository.js';

/**
 * Admins review linked accounts: "different people" dismisses the link (it comes back only with a
 * new kind of shared signal); "same person" suspends one of the two accounts. Both are audited.
 */
@Injectable()
export class AccountLinksAdmin {
  private readonly logger = new Logger(AccountLinksAdmin.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly links: AccountLinksRepository,
    private readonly suspension: AccountSuspension,
    private readonly audit: AuditLog,
  ) {}

  /** A page of links, the latest seen first: the open ones or the reviewed ones. */
  async page(status: AccountLinkFilter, page: number): Promise<AccountLinkPageView> {
    const { total, openCount, items } = await this.links.page(status, ADMIN_ACCOUNT_LINKS_PAGE_SIZE, (page - 1) * ADMIN_ACCOUNT_LINKS_PAGE_SIZE);
    return { items: items.map(toView), status, page, pageSize: ADMIN_ACCOUNT_LINKS_PAGE_SIZE, total, openCount };
  }

  /** Different people: the link leaves the open list until a new kind of signal links the pair again. */
  async dismiss(admin: AuthUser, id: string): Promise<AccountLinkView> {
    await this.transactions.run(async (tx) => {
      const link = await this.openLink(tx, id);
      await this.links.decide(tx, id, 'dismissed', admin, null);
      await this.audit.record(admin, 'account_link.dismiss', id, { accounts: [link.email_a, link.email_b], shared: kindsOf(link) }, tx);
    });
    this.logger.log(`Admin ${admin.id} dismissed account link ${id}`);
    return this.view(id);
  }

  /** Same person: suspends the chosen one of the two accounts (its sessions end) and closes the link. */
  async block(admin: AuthUser, id: string, userId: string, reason: string): Promise<AccountLinkView> {
    await this.transactions.run(async (tx) => {
      const link = await this.openLink(tx, id);
      if (userId !== link.user_a && userId !== link.user_b) throw new NotALinkedAccountError();
      await this.suspension.block(admin, userId, reason, tx);
      await this.links.decide(tx, id, 'blocked', admin, userId);
      const kept = userId === link.user_a ? link.email_b : link.email_a;
      await this.audit.record(admin, 'account_link.block', id, { blocked: userId === link.user_a ? link.email_a : link.email_b, kept, reason, shared: kindsOf(link) }, tx);
    });
    this.logger.log(`Admin ${admin.id} blocked account ${userId} of account link ${id}`);
    return this.view(id);
  }

  private async openLink(tx: Queryable, id: string): Promise<AccountLinkRow> {
    const link = await this.links.find(tx, id, true);
    if (!link) throw new AccountLinkNotFoundError(id);
    if (link.status !== 'open') throw new AccountLinkDecidedError(link.status);
    return link;
  }

  private async view(id: string): Promise<AccountLinkView> {
    const link = await this.links.find(this.links.db, id);
    if (!link) throw new AccountLinkNotFoundError(id);
    return toView(link);
  }
}

function kindsOf(link: AccountLinkRow): string[] {
  return [...new Set(link.shared.map((signal) => signal.kind))];
}

function toView(link: AccountLinkRow): AccountLinkView {
  return {
    id: link.id,
    status: link.status,
    accounts: [
      { userId: link.user_a, email: link.email_a, paidOrders: link.paid_orders_a, blockedAt: link.blocked_a?.toISOString() ?? null },
      { userId: link.user_b, email: link.email_b, paidOrders: link.paid_orders_b, blockedAt: link.blocked_b?.toISOString() ?? null },
    ],
    shared: link.shared,
    firstSeenAt: link.first_seen_at.toISOString(),
    lastSeenAt: link.last_seen_at.toISOString(),
    decidedAt: link.decided_at?.toISOString() ?? null,
    decidedBy: link.decided_by_email,
    blockedUserId: link.blocked_user_id,
  };
}
