import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AccountLinkFilter, AccountLinkStatus, SignalKind } from '#contracts/account-links.constants';
import { returnedRows, type Queryable } from '../database/queryable.js';

/** A signal two accounts share, as the link keeps it. */
export interface SharedSignal {
  kind: SignalKind;
  label: string;
}

export interface AccountLinkRow {
  id: string;
  user_a: string;
  user_b: string;
  email_a: string;
  email_b: string;
  blocked_a: Date | null;
  blocked_b: Date | null;
  paid_orders_a: number;
  paid_orders_b: number;
  shared: SharedSignal[];
  status: AccountLinkStatus;
  first_seen_at: Date;
  last_seen_at: Date;
  decided_at: Date | null;
  decided_by_email: string | null;
  blocked_user_id: string | null;
}

/** Signals one link keeps at most: enough to judge by, however often two accounts meet. */
const MAX_SHARED_PER_LINK = 12;

/** Both accounts with their e-mail, suspension and paid orders (by the orders' user index). */
const LINK_VIEW = `
  SELECT l.id, l.user_a, l.user_b, a.email AS email_a, b.email AS email_b, a.blocked_at AS blocked_a, b.blocked_at AS blocked_b,
    (SELECT count(*)::int FROM orders o WHERE o.user_id = l.user_a AND o.paid_at IS NOT NULL) AS paid_orders_a,
    (SELECT count(*)::int FROM orders o WHERE o.user_id = l.user_b AND o.paid_at IS NOT NULL) AS paid_orders_b,
    l.shared, l.status, l.first_seen_at, l.last_seen_at, l.decided_at, l.decided_by_email, l.blocked_user_id
  FROM account_links l JOIN users a ON a.id = l.user_a JOIN users b ON b.id = l.user_b`;

/** The `account_links` table: pairs of accounts that share a signal, and the admins' decisions on them. */
@Injectable()
export class AccountLinksRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /**
   * Adds the signal to the pair's link and answers whether the pair had one. A dismissed pair opens
   * again only for a kind of signal the admin had not seen when dismissing it.
   */
  async addToExisting(db: Queryable, pair: [string, string], signal: SharedSignal): Promise<boolean> {
    const entry = JSON.stringify([signal]);
    const rows = returnedRows(
      await db.query(
        `UPDATE account_links SET
           shared = CASE WHEN shared @> $3::jsonb OR jsonb_array_length(shared) >= $5 THEN shared ELSE shared || $3::jsonb END,
           status = CASE WHEN status = 'dismissed' AND NOT ($4 = ANY (reviewed_kinds)) THEN 'open' ELSE status END,
           last_seen_at = now()
         WHERE user_a = $1 AND user_b = $2 RETURNING id`,
        [pair[0], pair[1], entry, signal.kind, MAX_SHARED_PER_LINK],
      ),
    );
    return rows.length > 0;
  }

  /** Opens a link for the pair; false when another one was made at the same moment. */
  async create(db: Queryable, pair: [string, string], signal: SharedSignal): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `INSERT INTO account_links (user_a, user_b, shared) VALUES ($1, $2, $3::jsonb) ON CONFLICT (user_a, user_b) DO NOTHING RETURNING id`,
      [pair[0], pair[1], JSON.stringify([signal])],
    );
    return rows.length > 0;
  }

  /** How many links the account has, counted up to `limit` (each side by its index). */
  async countOf(db: Queryable, userId: string, limit: number): Promise<number> {
    const [row] = await db.query(
      `SELECT count(*)::int AS links FROM (
         (SELECT 1 FROM account_links WHERE user_a = $1 LIMIT $2) UNION ALL (SELECT 1 FROM account_links WHERE user_b = $1 LIMIT $2)
       ) counted`,
      [userId, limit],
    );
    return row.links;
  }

  /** A page of links, the latest seen first: the open ones, or the reviewed ones. */
  async page(filter: AccountLinkFilter, limit: number, offset: number): Promise<{ total: number; openCount: number; items: AccountLinkRow[] }> {
    const statuses = filter === 'open' ? ['open'] : ['dismissed', 'blocked'];
    const items: AccountLinkRow[] = await this.db.query(
      `${LINK_VIEW} WHERE l.status = ANY ($1) ORDER BY l.last_seen_at DESC, l.id LIMIT $2 OFFSET $3`,
      [statuses, limit, offset],
    );
    // Two counts by the status index, rather than one pass over every link.
    const [counts] = await this.db.query(
      `SELECT (SELECT count(*) FROM account_links WHERE status = ANY ($1))::int AS total, (SELECT count(*) FROM account_links WHERE status = 'open')::int AS open_count`,
      [statuses],
    );
    return { total: counts.total, openCount: counts.open_count, items };
  }

  /** One link with its accounts; locked when `lock` (a decision on it), so two admins decide one after the other. */
  async find(db: Queryable, id: string, lock = false): Promise<AccountLinkRow | null> {
    const [row] = await db.query(`${LINK_VIEW} WHERE l.id = $1${lock ? ' FOR UPDATE OF l' : ''}`, [id]);
    return row ?? null;
  }

  /** Records an admin's decision; the kinds shared now are the ones the admin saw. */
  async decide(db: Queryable, id: string, status: Exclude<AccountLinkStatus, 'open'>, admin: { id: string; email: string }, blockedUserId: string | null): Promise<void> {
    await db.query(
      `UPDATE account_links SET status = $2, decided_at = now(), decided_by = $3, decided_by_email = $4, blocked_user_id = $5,
         reviewed_kinds = ARRAY(SELECT DISTINCT entry->>'kind' FROM jsonb_array_elements(shared) entry)
       WHERE id = $1`,
      [id, status, admin.id, admin.email, blockedUserId],
    );
  }
}
