import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';
import type { RedeemCodeStatus } from './dto/redeem-codes-query.dto.js';
import type { AdminRedeemCodeView, RedeemCodeKind } from '#contracts/redeem.contract';

/** A code just taken by a user, with what it gives. */
export interface ClaimedCode {
  id: string;
  kind: RedeemCodeKind;
  product_id: string | null;
  credit_cents: number | null;
  masked_code: string;
}

export interface NewCode {
  hash: Buffer;
  masked: string;
}

/** What every code of a batch gives, and who made it. */
export interface CodeBatch {
  kind: RedeemCodeKind;
  productId: string | null;
  creditCents: number | null;
  note: string | null;
  createdBy: string;
}

/** Redeem code queries; codes are only ever looked up by their keyed hash. */
@Injectable()
export class RedeemCodesRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /**
   * Takes an unused code for a user, atomically: of any number of users racing for one code,
   * exactly one gets the row back; the others find it redeemed once the winner commits.
   */
  async claim(tx: Queryable, hash: Buffer, userId: string): Promise<ClaimedCode | null> {
    const rows = returnedRows<ClaimedCode>(await tx.query(
      `UPDATE redeem_codes SET redeemed_by = $2, redeemed_at = now()
       WHERE code_hash = $1 AND redeemed_at IS NULL
       RETURNING id, kind, product_id, credit_cents, masked_code`,
      [hash, userId],
    ));
    return rows[0] ?? null;
  }

  async exists(hash: Buffer): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM redeem_codes WHERE code_hash = $1`, [hash]);
    return rows.length > 0;
  }

  async linkOrder(tx: Queryable, codeId: string, orderId: string): Promise<void> {
    await tx.query(`UPDATE redeem_codes SET order_id = $2 WHERE id = $1`, [codeId, orderId]);
  }

  /** Adds codes of one batch; a code already known (by hash) is skipped. Answers the hashes added. */
  async insertBatch(tx: Queryable, batch: CodeBatch, codes: NewCode[]): Promise<Buffer[]> {
    if (codes.length === 0) return [];
    const rows: { code_hash: Buffer }[] = await tx.query(
      `INSERT INTO redeem_codes (code_hash, masked_code, kind, product_id, credit_cents, note, created_by)
       SELECT hash, masked, $3, $4, $5, $6, $7 FROM unnest($1::bytea[], $2::text[]) AS code(hash, masked)
       ON CONFLICT (code_hash) DO NOTHING RETURNING code_hash`,
      [codes.map((code) => code.hash), codes.map((code) => code.masked), batch.kind, batch.productId, batch.creditCents, batch.note, batch.createdBy],
    );
    return rows.map((row) => row.code_hash);
  }

  /** A page of codes for the admin, newest first, unused, redeemed or all. */
  async page(status: RedeemCodeStatus | null, limit: number, offset: number): Promise<{ total: number; items: AdminRedeemCodeView[] }> {
    const where = status === 'unused' ? 'WHERE r.redeemed_at IS NULL' : status === 'redeemed' ? 'WHERE r.redeemed_at IS NOT NULL' : '';
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM redeem_codes r ${where}`);
    const items: AdminRedeemCodeView[] = await this.db.query(
      `SELECT r.id, r.masked_code AS "maskedCode", r.kind, r.product_id AS "productId", p.name AS "productName",
              r.credit_cents AS "creditCents", r.note,
              to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
              to_char(r.redeemed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "redeemedAt",
              u.email AS "redeemedByEmail", o.order_number AS "orderNumber"
       FROM redeem_codes r
       LEFT JOIN products p ON p.id = r.product_id
       LEFT JOIN users u ON u.id = r.redeemed_by
       LEFT JOIN orders o ON o.id = r.order_id
       ${where}
       ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { total, items };
  }
}
