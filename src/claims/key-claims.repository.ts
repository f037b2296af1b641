import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';
import type { AdminKeyClaimSummaryView } from '#contracts/claims.contract';
import type { KeyClaimStatus, ScreenshotType } from '#contracts/claims.constants';

/** A key of an order as a claim needs it, locked while the claim is written. */
export interface ClaimableKeyRow {
  id: string;
  product_id: string;
  product_name: string;
  platform: string;
  status: 'delivered' | 'burned';
  code_encrypted: Buffer;
  data_key_id: string | null;
  delivered_at: Date | null;
  revealed_at: Date | null;
}

export interface NewKeyClaim {
  keyId: string;
  orderId: string;
  userId: string;
  productId: string;
  maskedKey: string;
  message: string;
  screenshot: { bytes: Buffer; contentType: ScreenshotType } | null;
}

/** A claim row with what the views and mails need of its key, order and product. */
export interface KeyClaimRow {
  id: string;
  key_id: string;
  order_id: string;
  user_id: string;
  product_id: string;
  masked_key: string;
  message: string;
  screenshot_type: ScreenshotType | null;
  screenshot_size: number | null;
  status: KeyClaimStatus;
  replacement_key_id: string | null;
  credit_cents: number | null;
  reject_reason: string | null;
  resolved_at: Date | null;
  created_at: Date;
  product_name: string;
  platform: string;
  order_number: string;
  order_status: string;
  order_email: string;
  first_name: string;
  last_name: string | null;
  order_created_at: Date;
  paid_at: Date | null;
  unit_price_cents: number;
}

/** A claim joined to its key, for the order view: every delivered or burned key of the order, with its latest claim. */
export interface OrderKeyClaimRow {
  key_id: string;
  key_status: 'delivered' | 'burned';
  product_id: string;
  product_name: string;
  platform: string;
  delivered_at: Date | null;
  claim_id: string | null;
  claim_status: KeyClaimStatus | null;
  masked_key: string | null;
  created_at: Date | null;
  resolved_at: Date | null;
  replacement_key_id: string | null;
  credit_cents: number | null;
  reject_reason: string | null;
}

export interface ResolutionChange {
  status: Exclude<KeyClaimStatus, 'open'>;
  adminId: string;
  replacementKeyId?: string;
  creditCents?: number;
  creditId?: string;
  rejectReason?: string;
}

/** The name and platform an order recorded for a key's product (the product's own when the order has no line for it). */
const KEY_PRODUCT = `
  JOIN products p ON p.id = k.product_id
  LEFT JOIN LATERAL (SELECT name, platform, unit_price_cents FROM order_items WHERE order_id = k.order_id AND product_id = k.product_id LIMIT 1) i ON true`;

const CLAIM_COLUMNS = `
  c.id, c.key_id, c.order_id, c.user_id, c.product_id, c.masked_key, c.message, c.screenshot_type,
  octet_length(c.screenshot) AS screenshot_size, c.status, c.replacement_key_id, c.credit_cents, c.reject_reason,
  c.resolved_at, c.created_at, coalesce(i.name, p.name) AS product_name, coalesce(i.platform, p.platform) AS platform,
  o.order_number, o.status AS order_status, o.email AS order_email, o.first_name, o.last_name,
  o.created_at AS order_created_at, o.paid_at, coalesce(i.unit_price_cents, 0) AS unit_price_cents`;

const CLAIM_FROM = `
  FROM key_claims c
  JOIN product_keys k ON k.id = c.key_id
  JOIN orders o ON o.id = c.order_id
  ${KEY_PRODUCT}`;

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Queries on `key_claims`, and the few on `product_keys` and `user_credits` that resolving a claim
 * needs (delivering a replacement, crediting its price) so that each runs in the
 * claim's own transaction.
 */
@Injectable()
export class KeyClaimsRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /** The shopper's own order a claim is reported on (a read of the orders' table); null when it is not theirs. */
  async ownOrder(userId: string, orderNumber: string): Promise<{ id: string; order_number: string; first_name: string | null; last_name: string | null; email: string } | null> {
    const [order] = await this.db.query(`SELECT id, order_number, first_name, last_name, email FROM orders WHERE user_id = $1 AND order_number = $2`, [userId, orderNumber]);
    return order ?? null;
  }

  /**
   * Locks a delivered (or burned) key of the order. The lock serialises a report with a resolution of
   * the same key, so a report never lands on a key that an admin is burning at that moment.
   */
  async lockOrderKey(tx: Queryable, orderId: string, keyId: string): Promise<ClaimableKeyRow | null> {
    const [row] = await tx.query(
      `SELECT k.id, k.product_id, coalesce(i.name, p.name) AS product_name, coalesce(i.platform, p.platform) AS platform,
              k.status, k.code_encrypted, k.data_key_id, k.delivered_at, k.revealed_at
       FROM product_keys k
       ${KEY_PRODUCT}
       WHERE k.id = $1 AND k.order_id = $2 AND k.status IN ('delivered', 'burned') FOR UPDATE OF k`,
      [keyId, orderId],
    );
    return row ?? null;
  }

  /** The latest claim on a key, if any. */
  async latestOf(tx: Queryable, keyId: string): Promise<{ id: string; status: KeyClaimStatus; created_at: Date } | null> {
    const [row] = await tx.query(`SELECT id, status, created_at FROM key_claims WHERE key_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, [keyId]);
    return row ?? null;
  }

  async insert(tx: Queryable, claim: NewKeyClaim): Promise<{ id: string; created_at: Date }> {
    const [row] = await tx.query(
      `INSERT INTO key_claims (key_id, order_id, user_id, product_id, masked_key, message, screenshot, screenshot_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at`,
      [claim.keyId, claim.orderId, claim.userId, claim.productId, claim.maskedKey, claim.message, claim.screenshot?.bytes ?? null, claim.screenshot?.contentType ?? null],
    );
    return row;
  }

  /** Every delivered or burned key of an order with its latest claim, for the order's view. */
  ofOrder(orderId: string): Promise<OrderKeyClaimRow[]> {
    return this.db.query(
      `SELECT k.id AS key_id, k.status AS key_status, k.product_id, coalesce(i.name, p.name) AS product_name,
              coalesce(i.platform, p.platform) AS platform, k.delivered_at,
              c.id AS claim_id, c.status AS claim_status, c.masked_key, c.created_at, c.resolved_at,
              c.replacement_key_id, c.credit_cents, c.reject_reason
       FROM product_keys k
       ${KEY_PRODUCT}
       LEFT JOIN LATERAL (SELECT * FROM key_claims WHERE key_id = k.id ORDER BY created_at DESC, id DESC LIMIT 1) c ON true
       WHERE k.order_id = $1 AND k.status IN ('delivered', 'burned')
       ORDER BY product_name, k.delivered_at, k.id`,
      [orderId],
    );
  }

  /** One claim with its order, key and product; `lock` holds the claim's row until the transaction ends, so it is resolved once. */
  async find(db: Queryable, id: string, lock = false): Promise<KeyClaimRow | null> {
    const [row] = await db.query(`SELECT ${CLAIM_COLUMNS} ${CLAIM_FROM} WHERE c.id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`, [id]);
    return row ?? null;
  }

  /** Claims waiting for an admin, counted on the one-open-claim-per-key index. */
  async countOpen(): Promise<number> {
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM key_claims WHERE status = 'open'`);
    return count;
  }

  /** A page of claims for the admin: open ones first, then the newest; optionally of one status. */
  async page(status: KeyClaimStatus | null, limit: number, offset: number): Promise<{ total: number; openCount: number; items: AdminKeyClaimSummaryView[] }> {
    const [{ total, open_count: openCount }] = await this.db.query(
      `SELECT count(*) FILTER (WHERE $1::text IS NULL OR status = $1)::int AS total, count(*) FILTER (WHERE status = 'open')::int AS open_count FROM key_claims`,
      [status],
    );
    const items: AdminKeyClaimSummaryView[] = await this.db.query(
      `SELECT c.id, c.status, ${ISO('c.created_at')} AS "createdAt", ${ISO('c.resolved_at')} AS "resolvedAt",
              o.order_number AS "orderNumber", o.email AS "customerEmail", c.product_id AS "productId",
              coalesce(i.name, p.name) AS "productName", coalesce(i.platform, p.platform) AS platform,
              c.masked_key AS "maskedKey", left(c.message, 140) AS "messagePreview", (c.screenshot IS NOT NULL) AS "hasScreenshot"
       ${CLAIM_FROM}
       WHERE $1::text IS NULL OR c.status = $1
       ORDER BY (c.status <> 'open'), c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [status, limit, offset],
    );
    return { total, openCount, items };
  }

  async screenshot(id: string): Promise<{ screenshot: Buffer; screenshot_type: ScreenshotType } | null> {
    const [row] = await this.db.query(`SELECT screenshot, screenshot_type FROM key_claims WHERE id = $1 AND screenshot IS NOT NULL`, [id]);
    return row ?? null;
  }

  /** The reported key's state (and the replacement's code for its mask), for the admin's view. */
  async keyState(db: Queryable, keyId: string): Promise<{ status: string; order_id: string | null; code_encrypted: Buffer; data_key_id: string | null; delivered_at: Date | null; revealed_at: Date | null } | null> {
    const [row] = await db.query(`SELECT status, order_id, code_encrypted, data_key_id, delivered_at, revealed_at FROM product_keys WHERE id = $1`, [keyId]);
    return row ?? null;
  }

  /** Locks the reported key for its resolution; answers its status and order. */
  async lockKey(tx: Queryable, keyId: string): Promise<{ status: string; order_id: string | null } | null> {
    const [row] = await tx.query(`SELECT status, order_id FROM product_keys WHERE id = $1 FOR UPDATE`, [keyId]);
    return row ?? null;
  }

  /** Keys of the product on sale now. */
  async stockOf(productId: string): Promise<number> {
    const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM product_keys WHERE product_id = $1 AND status = 'available'`, [productId]);
    return n;
  }

  /** Closes a locked open claim with its outcome. */
  async resolve(tx: Queryable, id: string, change: ResolutionChange): Promise<void> {
    await tx.query(
      `UPDATE key_claims SET status = $2, resolved_by = $3, resolved_at = now(), replacement_key_id = $4, credit_cents = $5, credit_id = $6, reject_reason = $7
       WHERE id = $1 AND status = 'open'`,
      [id, change.status, change.adminId, change.replacementKeyId ?? null, change.creditCents ?? null, change.creditId ?? null, change.rejectReason ?? null],
    );
  }

  async resolverEmail(id: string): Promise<string | null> {
    const [row] = await this.db.query(`SELECT u.email FROM key_claims c JOIN users u ON u.id = c.resolved_by WHERE c.id = $1`, [id]);
    return row?.email ?? null;
  }
}
