import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';

export interface RestockSettingsRow {
  product_id: string;
  supplier_product_id: string;
  supplier_product_name: string;
  min_stock: number;
  reorder_quantity: number;
  max_unit_price_cents: number;
  supplier_quantity: number | null;
  supplier_unit_price_cents: number | null;
  supplier_checked_at: Date | null;
}

export interface NewRestockSettings {
  productId: string;
  supplierProductId: string;
  supplierProductName: string;
  minStock: number;
  reorderQuantity: number;
  maxUnitPriceCents: number;
  supplierQuantity: number;
  supplierUnitPriceCents: number;
}

/** A product's stock and what the orders waiting for its keys still lack. */
export interface StockPosition {
  name: string;
  stock: number;
  waiting: number;
}

const SETTINGS_COLUMNS = `s.product_id, s.supplier_product_id, s.supplier_product_name, s.min_stock, s.reorder_quantity, s.max_unit_price_cents,
  s.supplier_quantity, s.supplier_unit_price_cents, s.supplier_checked_at`;

/** The restock settings of products (`supplier_restock_settings`), and the reads a restock decides on. */
@Injectable()
export class RestockSettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async productName(productId: string, db: Queryable = this.db): Promise<string | null> {
    const rows = await db.query(`SELECT name FROM products WHERE id = $1`, [productId]);
    return rows[0]?.name ?? null;
  }

  async find(productId: string, db: Queryable = this.db): Promise<RestockSettingsRow | null> {
    const rows = await db.query(`SELECT ${SETTINGS_COLUMNS} FROM supplier_restock_settings s WHERE s.product_id = $1`, [productId]);
    return rows[0] ?? null;
  }

  /** Locks the product's settings while a purchase is decided: two checks of one product run one after the other. */
  async lock(tx: Queryable, productId: string): Promise<RestockSettingsRow | null> {
    const rows = await tx.query(`SELECT ${SETTINGS_COLUMNS} FROM supplier_restock_settings s WHERE s.product_id = $1 FOR UPDATE`, [productId]);
    return rows[0] ?? null;
  }

  async upsert(tx: Queryable, settings: NewRestockSettings): Promise<void> {
    await tx.query(
      `INSERT INTO supplier_restock_settings (product_id, supplier_product_id, supplier_product_name, min_stock, reorder_quantity, max_unit_price_cents,
         supplier_quantity, supplier_unit_price_cents, supplier_checked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
       ON CONFLICT (product_id) DO UPDATE SET supplier_product_id = $2, supplier_product_name = $3, min_stock = $4, reorder_quantity = $5,
         max_unit_price_cents = $6, supplier_quantity = $7, supplier_unit_price_cents = $8, supplier_checked_at = now(), updated_at = now()`,
      [settings.productId, settings.supplierProductId, settings.supplierProductName, settings.minStock, settings.reorderQuantity, settings.maxUnitPriceCents, settings.supplierQuantity, settings.supplierUnitPriceCents],
    );
  }

  async remove(tx: Queryable, productId: string): Promise<boolean> {
    const rows = await tx.query(`DELETE FROM supplier_restock_settings WHERE product_id = $1 RETURNING product_id`, [productId]);
    return rows.length > 0;
  }

  /** What the wholesaler had when it was last asked. */
  async recordOffer(productId: string, quantity: number, unitPriceCents: number): Promise<void> {
    await this.db.query(
      `UPDATE supplier_restock_settings SET supplier_quantity = $2, supplier_unit_price_cents = $3, supplier_checked_at = now() WHERE product_id = $1`,
      [productId, quantity, unitPriceCents],
    );
  }

  /**
   * The product's available keys, and the keys paid orders waiting for stock still lack of it (each
   * line's quantity less the keys it already holds).
   */
  async position(productId: string, db: Queryable = this.db): Promise<StockPosition | null> {
    const rows = await db.query(
      `SELECT p.name, p.stock,
              (SELECT coalesce(sum(greatest(oi.quantity - (SELECT count(*) FROM product_keys k WHERE k.order_id = o.id AND k.product_id = oi.product_id), 0)), 0)::int
                 FROM orders o JOIN order_items oi ON oi.order_id = o.id
                WHERE o.stage = 'awaiting_stock' AND oi.product_id = p.id) AS waiting
         FROM products p WHERE p.id = $1`,
      [productId],
    );
    return rows[0] ?? null;
  }

  /** Products with restock settings that are below their minimum or that waiting orders lack keys of: what the sweep checks. */
  async due(limit: number): Promise<string[]> {
    const rows: { product_id: string }[] = await this.db.query(
      `SELECT s.product_id FROM supplier_restock_settings s JOIN products p ON p.id = s.product_id
        WHERE p.stock < s.min_stock
           OR EXISTS (SELECT 1 FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.stage = 'awaiting_stock' AND oi.product_id = s.product_id)
        ORDER BY s.product_id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.product_id);
  }

  /** Of these products, those that have restock settings. */
  async configured(productIds: string[]): Promise<string[]> {
    if (productIds.length === 0) return [];
    const rows: { product_id: string }[] = await this.db.query(`SELECT product_id FROM supplier_restock_settings WHERE product_id = ANY($1::uuid[])`, [productIds]);
    return rows.map((row) => row.product_id);
  }

  /** Whether an out-of-stock product can promise keys soon: it restocks and the wholesaler had keys when last asked, within a day. */
  async expectsKeys(productId: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM supplier_restock_settings
        WHERE product_id = $1 AND supplier_quantity > 0 AND supplier_unit_price_cents <= max_unit_price_cents AND supplier_checked_at > now() - interval '1 day'`,
      [productId],
    );
    return rows.length > 0;
  }
}
