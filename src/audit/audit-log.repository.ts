import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';
import type { AuditEntryView } from '#contracts/audit.contract';

export interface NewAuditEntry {
  actorId: string;
  actorEmail: string;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}

/** Queries of `admin_audit_log`: rows are only ever added, and read newest first. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Adds a row; `db` is the caller's transaction when the entry must stand or fall with its change. */
  async insert(entry: NewAuditEntry, db: Queryable = this.db): Promise<void> {
    // The actor may have been deleted in the meantime: the row keeps the e-mail address either way.
    await db.query(
      `INSERT INTO admin_audit_log (actor_id, actor_email, action, target, details)
       VALUES ((SELECT id FROM users WHERE id = $1), $2, $3, $4, $5::jsonb)`,
      [entry.actorId, entry.actorEmail, entry.action, entry.target, JSON.stringify(entry.details)],
    );
  }

  async page(limit: number, offset: number): Promise<{ total: number; items: AuditEntryView[] }> {
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM admin_audit_log`);
    const items: AuditEntryView[] = await this.db.query(
      `SELECT id::text AS id, actor_email AS "actorEmail", action, target, details,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
       FROM admin_audit_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { total, items };
  }
}
