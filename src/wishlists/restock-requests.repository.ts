import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { affectedCount, returnedRows, type Queryable } from '../database/queryable.js';

/** `restock_requests`: "notify me" on a sold-out game, ended by its one mail or by the shopper. */
@Injectable()
export class RestockRequestsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The product's name and stock now, for deciding whether a request makes sense. */
  async product(productId: string): Promise<{ name: string; stock: number; active: boolean } | null> {
    const [row] = await this.db.query(`SELECT name, stock, active FROM products WHERE id = $1`, [productId]);
    return row ?? null;
  }

  async lockAccount(tx: Queryable, userId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('restock-requests:' || $1, 0))`, [userId]);
  }

  async countWaiting(tx: Queryable, userId: string): Promise<number> {
    const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM restock_requests WHERE user_id = $1 AND ended_at IS NULL`, [userId]);
    return count;
  }

  /** Opens a request unless one is waiting already (then nothing changes). */
  async open(tx: Queryable, userId: string, productId: string): Promise<void> {
    await tx.query(
      `INSERT INTO restock_requests (user_id, product_id) VALUES ($1, $2)
       ON CONFLICT (user_id, product_id) WHERE ended_at IS NULL DO NOTHING`,
      [userId, productId],
    );
  }

  /** Ends the account's waiting request for the product; answers whether there was one. */
  async cancel(userId: string, productId: string): Promise<boolean> {
    return affectedCount(await this.db.query(`UPDATE restock_requests SET ended_at = now() WHERE user_id = $1 AND product_id = $2 AND ended_at IS NULL`, [userId, productId])) > 0;
  }

  /** Ends a request named by an unsubscribe link; answers its product's name, or null when it does not exist. */
  async endById(requestId: string): Promise<{ productName: string } | null> {
    const [row] = returnedRows<{ name: string }>(
      await this.db.query(
        `UPDATE restock_requests r SET ended_at = coalesce(r.ended_at, now()) FROM products p
         WHERE r.id = $1 AND p.id = r.product_id RETURNING p.name`,
        [requestId],
      ),
    );
    return row ? { productName: row.name } : null;
  }

  /** Product ids of the account's waiting requests. */
  async waitingProductIds(userId: string, limit: number): Promise<string[]> {
    const rows: { product_id: string }[] = await this.db.query(
      `SELECT product_id FROM restock_requests WHERE user_id = $1 AND ended_at IS NULL ORDER BY created_at DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => row.product_id);
  }

  /** Whether any of these products is in stock with a request waiting: only then is a mailing job worth queueing. */
  async anyBackInStock(productIds: string[]): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM restock_requests r JOIN products p ON p.id = r.product_id
       WHERE r.product_id = ANY($1::uuid[]) AND r.ended_at IS NULL AND p.stock > 0 AND p.active LIMIT 1`,
      [productIds],
    );
    return rows.length > 0;
  }
}
