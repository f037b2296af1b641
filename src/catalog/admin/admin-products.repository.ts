import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../database/queryable.js';
import type { AdminProductView } from '#contracts/catalog.contract';
import type { ActivationPlatform } from '#contracts/activation-platform.constants';
import type { DeliveryKind } from '#contracts/delivery-kind.constants';

const ADMIN_COLUMNS = `p.id, p.name, p.slug, p.platform, p.category_id AS "categoryId", c.name AS "categoryName",
  p.price_cents AS "priceCents", p.original_price_cents AS "originalPriceCents", p.discount_percent AS "discountPercent",
  p.active, p.stock, p.low_stock_threshold AS "lowStockThreshold", p.source,
  p.delivery_kind AS "deliveryKind", p.activation_platform AS "activationPlatform", to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;
const FROM = `products p LEFT JOIN categories c ON c.id = p.category_id`;

/** The editable columns of a product, as they stand. */
export interface EditableProductRow {
  id: string;
  price_cents: number;
  original_price_cents: number | null;
  discount_percent: number;
  active: boolean;
  category_id: string | null;
  low_stock_threshold: number;
  delivery_kind: DeliveryKind;
  activation_platform: ActivationPlatform | null;
}

export interface ProductEdit {
  priceCents: number;
  originalPriceCents: number | null;
  discountPercent: number;
  active: boolean;
  categoryId: string | null;
  lowStockThreshold: number;
  deliveryKind: DeliveryKind;
  activationPlatform: ActivationPlatform | null;
}

/** The admin console's product queries: every product, active or not. */
@Injectable()
export class AdminProductsRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /** A page by name, any case; `search` is matched literally (`%` and `_` are not wildcards). */
  async page(search: string | null, limit: number, offset: number): Promise<{ total: number; items: AdminProductView[] }> {
    const pattern = search === null ? null : `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const where = `($1::text IS NULL OR lower(p.name) LIKE $1)`;
    const [[{ total }], items] = await Promise.all([
      this.db.query(`SELECT count(*)::int AS total FROM products p WHERE ${where}`, [pattern]) as Promise<{ total: number }[]>,
      this.db.query(`SELECT ${ADMIN_COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY lower(p.name), p.id LIMIT $2 OFFSET $3`, [pattern, limit, offset]) as Promise<AdminProductView[]>,
    ]);
    return { total, items };
  }

  async findById(id: string, db: Queryable = this.db): Promise<AdminProductView | null> {
    const [row] = await db.query(`SELECT ${ADMIN_COLUMNS} FROM ${FROM} WHERE p.id = $1`, [id]);
    return row ?? null;
  }

  /** The product's editable columns, locked until the transaction ends so that two edits apply one after the other. */
  async lockEditable(tx: Queryable, id: string): Promise<EditableProductRow | null> {
    const [row] = await tx.query(
      `SELECT id, price_cents, original_price_cents, discount_percent, active, category_id, low_stock_threshold, delivery_kind, activation_platform FROM products WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  async categoryExists(tx: Queryable, id: string): Promise<boolean> {
    const rows = await tx.query(`SELECT 1 FROM categories WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  async update(tx: Queryable, id: string, edit: ProductEdit): Promise<void> {
    await tx.query(
      `UPDATE products SET price_cents = $2, original_price_cents = $3, discount_percent = $4, active = $5, category_id = $6, low_stock_threshold = $7,
         delivery_kind = $8, activation_platform = $9, updated_at = now()
       WHERE id = $1`,
      [id, edit.priceCents, edit.originalPriceCents, edit.discountPercent, edit.active, edit.categoryId, edit.lowStockThreshold, edit.deliveryKind, edit.activationPlatform],
    );
  }
}
