import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows, type Queryable } from '../database/queryable.js';

/** A stored code as sealed: under its data key, or under a master key straight when `data_key_id` is null (legacy). */
export interface SealedCode {
  id: string;
  code_encrypted: Buffer;
  data_key_id: string | null;
}

export interface OrderKeyRow {
  id: string;
  product_id: string;
  product_name: string;
  platform: string;
  code_encrypted: Buffer;
  data_key_id: string | null;
  delivered_at: Date;
  revealed_at: Date | null;
}

/**
 * Every query that changes `product_keys` (restock, reserve, release, deliver, replace, reveal, burn),
 * one method each. A delivered key has been mailed in plain text: it stays with its order or is
 * burned, never put back on sale (the database refuses anything else, see the migration
 * DeliveredKeysAndExtraPayments).
 */
@Injectable()
export class ProductKeysRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Locks the product while keys are added to it; answers its name, or null when there is no such product. */
  async lockProduct(tx: Queryable, productId: string): Promise<{ id: string; name: string } | null> {
    const [product] = await tx.query(`SELECT id, name FROM products WHERE id = $1 FOR UPDATE`, [productId]);
    return product ?? null;
  }

  /** The product's stock as the catalogue counts it (kept by a trigger on this table). */
  async stockOf(tx: Queryable, productId: string): Promise<number> {
    const [{ stock }] = await tx.query(`SELECT stock FROM products WHERE id = $1`, [productId]);
    return stock;
  }

  /** Adds codes sealed under one data key to a product's stock; a code already known (in stock or sold) is skipped. Answers the hashes added. */
  async restock(tx: Queryable, productId: string, dataKeyId: string, sealed: { codeEncrypted: Buffer; codeHash: Buffer }[]): Promise<Buffer[]> {
    if (sealed.length === 0) return [];
    const rows: { code_hash: Buffer }[] = await tx.query(
      `INSERT INTO product_keys (product_id, data_key_id, code_encrypted, code_hash)
       SELECT $1, $4, unnest($2::bytea[]), unnest($3::bytea[])
       ON CONFLICT (code_hash) DO NOTHING RETURNING code_hash`,
      [productId, sealed.map((key) => key.codeEncrypted), sealed.map((key) => key.codeHash), dataKeyId],
    );
    return rows.map((row) => row.code_hash);
  }

  /**
   * Reserves up to `quantity` available keys of each product for an order, in one statement; answers
   * how many each product got. SKIP LOCKED lets concurrent checkouts take different keys instead of
   * queueing on the same rows, so no key is ever sold twice. The products are locked first, in id
   * order, as their stock trigger would lock them: two orders of the same games never wait on each
   * other in a circle, whatever order their lines came in. One line per product.
   */
  async reserve(tx: Queryable, orderId: string, lines: readonly { productId: string; quantity: number }[], until: Date): Promise<Map<string, number>> {
    const rows = returnedRows<{ product_id: string }>(
      await tx.query(
        `WITH products_in_order AS (SELECT id FROM products WHERE id = ANY($3::uuid[]) ORDER BY id FOR NO KEY UPDATE)
         UPDATE product_keys k SET status = 'reserved', order_id = $1, reserved_until = $2
         FROM (SELECT picked.id FROM unnest($3::uuid[], $4::int[]) AS w(product_id, quantity)
               CROSS JOIN LATERAL (SELECT id FROM product_keys WHERE product_id = w.product_id AND status = 'available'
                                   ORDER BY created_at LIMIT w.quantity FOR UPDATE SKIP LOCKED) picked) chosen
         WHERE k.id = chosen.id AND (SELECT count(*) FROM products_in_order) > 0 RETURNING k.product_id`,
        [orderId, until, lines.map((line) => line.productId), lines.map((line) => line.quantity)],
      ),
    );
    const reserved = new Map(lines.map((line) => [line.productId, 0]));
    for (const row of rows) reserved.set(row.product_id, (reserved.get(row.product_id) ?? 0) + 1);
    return reserved;
  }

  /** Keys of the product reserved for or delivered to the order. */
  async heldBy(tx: Queryable, orderId: string, productId: string): Promise<number> {
    const [{ held }] = await tx.query(
      `SELECT count(*)::int AS held FROM product_keys WHERE order_id = $1 AND product_id = $2 AND status IN ('reserved', 'delivered')`,
      [orderId, productId],
    );
    return held;
  }

  /** Puts an order's reserved (never its delivered) keys back on sale. */
  async release(tx: Queryable, orderId: string): Promise<{ id: string; product_id: string }[]> {
    return returnedRows<{ id: string; product_id: string }>(
      await tx.query(
        `UPDATE product_keys SET status = 'available', order_id = NULL, reserved_until = NULL
         WHERE order_id = $1 AND status = 'reserved' RETURNING id, product_id`,
        [orderId],
      ),
    );
  }

  /**
   * Takes an available key of the product and delivers it to the order at once. SKIP LOCKED lets a
   * replacement run beside checkouts without waiting on the keys they are reserving, and never takes
   * one of them; null when no key is left.
   */
  async deliverAvailable(tx: Queryable, productId: string, orderId: string): Promise<string | null> {
    const [row] = returnedRows<{ id: string }>(
      await tx.query(
        `UPDATE product_keys SET status = 'delivered', order_id = $2, delivered_at = now(), reserved_until = NULL
         WHERE id = (
           SELECT id FROM product_keys WHERE product_id = $1 AND status = 'available'
           ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
         ) RETURNING id`,
        [productId, orderId],
      ),
    );
    return row?.id ?? null;
  }

  /**
   * Marks an order's reserved keys of the given products delivered, within the caller's transaction
   * (which holds the order's row lock, so two deliveries of one order never run side by side).
   */
  async deliverReserved(tx: Queryable, orderId: string, productIds: string[]): Promise<{ id: string; product_id: string }[]> {
    if (productIds.length === 0) return [];
    return returnedRows<{ id: string; product_id: string }>(
      await tx.query(
        `UPDATE product_keys SET status = 'delivered', delivered_at = now(), reserved_until = NULL
         WHERE order_id = $1 AND status = 'reserved' AND product_id = ANY($2::uuid[]) RETURNING id, product_id`,
        [orderId, productIds],
      ),
    );
  }

  async countReserved(tx: Queryable, orderId: string, productIds: string[]): Promise<number> {
    if (productIds.length === 0) return 0;
    const [{ n }] = await tx.query(`SELECT count(*)::int AS n FROM product_keys WHERE order_id = $1 AND status = 'reserved' AND product_id = ANY($2::uuid[])`, [
      orderId,
      productIds,
    ]);
    return n;
  }

  /** An order's delivered keys with the name and platform the order recorded for their product. */
  deliveredOf(orderId: string, db: Queryable = this.db): Promise<OrderKeyRow[]> {
    return db.query(
      `SELECT k.id, k.product_id, coalesce(i.name, p.name) AS product_name, coalesce(i.platform, p.platform) AS platform,
              k.code_encrypted, k.data_key_id, k.delivered_at, k.revealed_at
       FROM product_keys k
       JOIN products p ON p.id = k.product_id
       LEFT JOIN LATERAL (SELECT name, platform FROM order_items WHERE order_id = k.order_id AND product_id = k.product_id LIMIT 1) i ON true
       WHERE k.order_id = $1 AND k.status = 'delivered'
       ORDER BY product_name, k.delivered_at, k.id`,
      [orderId],
    );
  }

  /** Stamps the first reveal (later reveals keep it) and answers the sealed code; null unless the key is delivered to that order. */
  async reveal(orderId: string, keyId: string): Promise<SealedCode | null> {
    const [row] = returnedRows<SealedCode>(
      await this.db.query(
        `UPDATE product_keys SET revealed_at = coalesce(revealed_at, now())
         WHERE id = $1 AND order_id = $2 AND status = 'delivered' RETURNING id, code_encrypted, data_key_id`,
        [keyId, orderId],
      ),
    );
    return row ?? null;
  }

  /**
   * Takes delivered keys out of use for good, within the caller's transaction: they stay with their
   * order (history) but are never shown, revealed, claimed or sold again. Answers the keys burned now.
   */
  async burn(tx: Queryable, keyIds: string[]): Promise<{ id: string; product_id: string }[]> {
    if (keyIds.length === 0) return [];
    return returnedRows<{ id: string; product_id: string }>(
      await tx.query(`UPDATE product_keys SET status = 'burned' WHERE id = ANY($1::uuid[]) AND status = 'delivered' RETURNING id, product_id`, [keyIds]),
    );
  }

  /** The sealed codes of delivered keys, by id. */
  sealedCodes(keyIds: string[]): Promise<SealedCode[]> {
    if (keyIds.length === 0) return Promise.resolve([]);
    return this.db.query(`SELECT id, code_encrypted, data_key_id FROM product_keys WHERE id = ANY($1::uuid[]) AND status = 'delivered'`, [keyIds]);
  }

  /** One code still sealed in the legacy format (no data key), or null when none is left. */
  async legacySample(): Promise<Buffer | null> {
    const [row] = await this.db.query(`SELECT code_encrypted FROM product_keys WHERE data_key_id IS NULL LIMIT 1`);
    return row?.code_encrypted ?? null;
  }

  /** Legacy codes in id order after `afterId`, read only: a rotation checks it can open them all before changing anything. */
  legacyPage(afterId: string | null, limit: number): Promise<SealedCode[]> {
    return this.db.query(
      `SELECT id, code_encrypted, data_key_id FROM product_keys WHERE data_key_id IS NULL AND ($1::uuid IS NULL OR id > $1) ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }

  /** Locks a batch of legacy codes for conversion; SKIP LOCKED lets the store's own updates of other rows go on. */
  lockLegacy(tx: Queryable, limit: number): Promise<SealedCode[]> {
    return tx.query(`SELECT id, code_encrypted, data_key_id FROM product_keys WHERE data_key_id IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`, [limit]);
  }

  /** Stores a legacy code re-sealed under a data key: only the sealed form changes, never the code, its hash or its state. */
  async convertLegacy(tx: Queryable, id: string, dataKeyId: string, codeEncrypted: Buffer): Promise<number> {
    return returnedRows<{ id: string }>(
      await tx.query(`UPDATE product_keys SET data_key_id = $2, code_encrypted = $3 WHERE id = $1 AND data_key_id IS NULL RETURNING id`, [id, dataKeyId, codeEncrypted]),
    ).length;
  }
}
