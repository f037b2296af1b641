import { Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';
import { auditDetails } from './audit-details.js';
import { AuditLogRepository } from './audit-log.repository.js';
import type { AuditPageView } from './audit.views.js';

export const AUDIT_PAGE_SIZE = 50;

/** The admin audit log: every admin action that changes something is recorded here by the module that performs it. */
/** Who did it: the signed-in admin (an `AuthUser` fits). */
export interface AuditActor {
  id: string;
  email: string;
}

@Injectable()
export class AuditLog {
  constructor(private readonly entries: AuditLogRepository) {}

  /**
   * Records that `actor` did `action` (`product.update`, `keys.import`, …) to `target`. With `tx`
   * the row is written in the caller's transaction, so it exists exactly when the change does.
   * `details` holds counts and changed values: never a key, a code or a secret.
   */
  async record(actor: AuditActor, action: string, target: string | null, details: Record<string, unknown> = {}, tx?: Queryable): Promise<void> {
    await this.entries.insert({ actorId: actor.id, actorEmail: actor.email, action, target, details: auditDetails(details) }, tx);
  }

  /** A page of entries, newest first. */
  async page(page: number): Promise<AuditPageView> {
    const { total, items } = await this.entries.page(AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
    return { items, page, pageSize: AUDIT_PAGE_SIZE, total };
  }
}
