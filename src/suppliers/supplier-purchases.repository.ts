import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';

export type PurchaseState = 'placing' | 'ordered' | 'completed' | 'attention' | 'refused' | 'failed';
export type PurchaseReason = 'price_above_max' | 'daily_spend_cap' | 'supplier_out_of_stock' | 'supplier_refused' | 'codes_unusable';

export interface PurchaseRow {
  id: string;
  product_id: string;
  idempotency_key: string;
  state: PurchaseState;
  reason: PurchaseReason | null;
  supplier_product_id: string;
  supplier_order_id: string | null;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  created_at: Date;
}

export interface PurchaseListRow {
  id: string;
  productId: string;
  productName: string;
  state: PurchaseState;
  reason: PurchaseReason | null;
  supplierProductId: string;
  supplierOrderId: string | null;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  keysAdded: number;
  keysDuplicate: number;
  codesUnusable: number;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewPurchase {
  productId: string;
  supplierProductId: string;
  quantity: number;
  unitPriceCents: number;
}

const PURCHASE_COLUMNS = `id, product_id, idempotency_key, state, reason, supplier_product_id, supplier_order_id, quantity, unit_price_cents, total_cents, created_at`;
/** What counts against the daily cap: every purchase that is or may be paid for. */
const SPENDING = `state IN ('placing', 'ordered', 'completed', 'attention')`;

/** Purchases from the wholesaler (`supplier_purchases`): written before the wholesaler is called, so a retry resumes instead of buying again. */
@Injectable()
export class SupplierPurchasesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The product's purchase under way (placed or being placed), if any. */
  async open(productId: string, db: Queryable = this.db): Promise<PurchaseRow | null> {
    const rows = await db.query(`SELECT ${PURCHASE_COLUMNS} FROM supplier_purchases WHERE product_id = $1 AND state IN ('placing', 'ordered')`, [productId]);
    return rows[0] ?? null;
  }

  /** Purchases under way, oldest first: the sweep resumes those a job left. */
  async openIds(limit: number): Promise<string[]> {
    const rows: { product_id: string }[] = await this.db.query(
      `SELECT product_id FROM supplier_purchases WHERE state IN ('placing', 'ordered') ORDER BY created_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.product_id);
  }

  async lock(tx: Queryable, id: string): Promise<PurchaseRow | null> {
    const rows = await tx.query(`SELECT ${PURCHASE_COLUMNS} FROM supplier_purchases WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Serialises the spend decisions of the whole store for the rest of the transaction, so two products
   * bought at once never pass the daily cap together.
   */
  async lockSpending(tx: Queryable): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('supplier_purchases.daily_spend'))`);
  }

  /** What purchases since midnight UTC cost, refused and failed ones aside. */
  async spentToday(db: Queryable = this.db): Promise<number> {
    const rows = await db.query(
      `SELECT coalesce(sum(total_cents), 0)::bigint AS spent FROM supplier_purchases
        WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AND ${SPENDING}`,
    );
    return Number(rows[0].spent);
  }

  /** The purchase, in the state `placing`: the row exists before the wholesaler hears of it. */
  async insertPlacing(tx: Queryable, purchase: NewPurchase): Promise<PurchaseRow> {
    const rows = await tx.query(
      `INSERT INTO supplier_purchases (product_id, state, supplier_product_id, quantity, unit_price_cents, total_cents)
       VALUES ($1, 'placing', $2, $3::int, $4::int, $3::int * $4::int) RETURNING ${PURCHASE_COLUMNS}`,
      [purchase.productId, purchase.supplierProductId, purchase.quantity, purchase.unitPriceCents],
    );
    return rows[0];
  }

  /** Records a refusal once per product, reason and day (UTC); true when this call recorded it. */
  async insertRefusal(tx: Queryable, purchase: NewPurchase, reason: PurchaseReason, note: string): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO supplier_purchases (product_id, state, reason, supplier_product_id, quantity, unit_price_cents, total_cents, note, refused_on)
       VALUES ($1, 'refused', $5, $2, $3::int, $4::int, $3::int * $4::int, $6, (now() AT TIME ZONE 'UTC')::date)
       ON CONFLICT (product_id, reason, refused_on) WHERE state = 'refused' DO NOTHING RETURNING id`,
      [purchase.productId, purchase.supplierProductId, purchase.quantity, purchase.unitPriceCents, reason, note.slice(0, 500)],
    );
    return rows.length > 0;
  }

  async markOrdered(id: string, supplierOrderId: string): Promise<void> {
    await this.db.query(`UPDATE supplier_purchases SET state = 'ordered', supplier_order_id = $2, updated_at = now() WHERE id = $1 AND state = 'placing'`, [id, supplierOrderId]);
  }

  /** The wholesaler refused the order: nothing was bought. */
  async markFailed(id: string, reason: PurchaseReason, note: string): Promise<void> {
    await this.db.query(`UPDATE supplier_purchases SET state = 'failed', reason = $2, note = $3, updated_at = now() WHERE id = $1 AND state IN ('placing', 'ordered')`, [id, reason, note.slice(0, 500)]);
  }

  /** The codes arrived and were imported (`completed`), or some could not be (`attention`). */
  async markReceived(tx: Queryable, id: string, outcome: { state: 'completed' | 'attention'; keysAdded: number; keysDuplicate: number; codesUnusable: number; note: string | null }): Promise<void> {
    await tx.query(
      `UPDATE supplier_purchases SET state = $2, keys_added = $3, keys_duplicate = $4, codes_unusable = $5, note = $6,
              reason = CASE WHEN $2 = 'attention' THEN 'codes_unusable' END, updated_at = now()
        WHERE id = $1`,
      [id, outcome.state, outcome.keysAdded, outcome.keysDuplicate, outcome.codesUnusable, outcome.note],
    );
  }

  /** A page of purchases, newest first, with the product's name. */
  async page(limit: number, offset: number): Promise<{ total: number; items: PurchaseListRow[] }> {
    const [items, [count]] = await Promise.all([
      this.db.query(
        `SELECT s.id, s.product_id AS "productId", p.name AS "productName", s.state, s.reason, s.supplier_product_id AS "supplierProductId",
                s.supplier_order_id AS "supplierOrderId", s.quantity, s.unit_price_cents AS "unitPriceCents", s.total_cents AS "totalCents",
                s.keys_added AS "keysAdded", s.keys_duplicate AS "keysDuplicate", s.codes_unusable AS "codesUnusable", s.note,
                s.created_at AS "createdAt", s.updated_at AS "updatedAt"
           FROM supplier_purchases s JOIN products p ON p.id = s.product_id
          ORDER BY s.created_at DESC, s.id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM supplier_purchases`),
    ]);
    return { total: count.total, items };
  }
}
