import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { returnedRows } from '../../database/queryable.js';

export const PROVIDER_SOURCE = 'provider';

export interface LocalCategory {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  parent_id: string | null;
  source: string;
  external_id: string | null;
}

export interface LocalProductRef {
  slug: string;
  source: string;
  external_id: string | null;
}

/** A provider product as written to `products`; `stock` is never among the columns. */
export interface ProductUpsert {
  external_id: string;
  name: string;
  slug: string;
  price_cents: number;
  original_price_cents: number | null;
  discount_percent: number;
  image: string | null;
  images: string[];
  description: string;
  category_id: string | null;
  platform: string;
  region: string;
  /** Set on a new product only: an admin's choice afterwards stands. */
  activation_platform: string | null;
}

const PRODUCT_COLUMNS = [
  'name', 'slug', 'price_cents', 'original_price_cents', 'discount_percent', 'image', 'images', 'description', 'category_id', 'platform', 'region',
];
const columns = (prefix = '') => PRODUCT_COLUMNS.map((column) => `${prefix}${column}`).join(', ');

/** The catalogue writes of a provider sync. Every method runs inside the sync's one transaction. */
@Injectable()
export class ProviderCatalogueRepository {
  /** Serialises syncs for the rest of the transaction, whatever queue or replica started them. */
  async lockSync(tx: EntityManager): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('catalog-provider-sync'))`);
  }

  async categories(tx: EntityManager): Promise<LocalCategory[]> {
    return tx.query(`SELECT id, name, slug, image, parent_id, source, external_id FROM categories`);
  }

  async insertCategory(
    tx: EntityManager,
    category: { name: string; slug: string; image: string | null; externalId: string },
  ): Promise<LocalCategory> {
    const [row] = await tx.query(
      `INSERT INTO categories (name, slug, image, source, external_id) VALUES ($1, $2, $3, '${PROVIDER_SOURCE}', $4)
       RETURNING id, name, slug, image, parent_id, source, external_id`,
      [category.name, category.slug, category.image, category.externalId],
    );
    return row;
  }

  /** True when something changed. */
  async updateCategory(
    tx: EntityManager,
    id: string,
    fields: { name: string; slug: string; image: string | null; parentId: string | null },
  ): Promise<boolean> {
    const rows = returnedRows(await tx.query(
      `UPDATE categories SET name = $2, slug = $3, image = $4, parent_id = $5, updated_at = now()
       WHERE id = $1 AND (name, slug, image, parent_id) IS DISTINCT FROM ($2, $3, $4, $5::uuid) RETURNING id`,
      [id, fields.name, fields.slug, fields.image, fields.parentId],
    ));
    return rows.length > 0;
  }

  /** Every product's slug (all sources: slugs are unique across the store) and who owns it. */
  async productRefs(tx: EntityManager): Promise<LocalProductRef[]> {
    return tx.query(`SELECT slug, source, external_id FROM products`);
  }

  /**
   * Inserts new provider products and updates the known ones that differ, reactivating any that had
   * disappeared. Rows that already match are left alone (their `updated_at` too). Stock is not touched.
   */
  async upsertProducts(tx: EntityManager, rows: ProductUpsert[]): Promise<{ created: number; updated: number }> {
    const changed: { created: boolean }[] = await tx.query(
      `INSERT INTO products AS p (source, external_id, activation_platform, ${columns()})
       SELECT '${PROVIDER_SOURCE}', r.external_id, r.activation_platform, ${columns('r.')}
       FROM jsonb_to_recordset($1::jsonb) AS r(external_id text, name text, slug text, price_cents integer,
         original_price_cents integer, discount_percent smallint, image text, images text[], description text,
         category_id uuid, platform text, region text, activation_platform text)
       ON CONFLICT (source, external_id) DO UPDATE SET
         ${PRODUCT_COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, active = true, updated_at = now()
       WHERE (${columns('p.')}, p.active) IS DISTINCT FROM (${columns('EXCLUDED.')}, true)
       RETURNING (xmax = 0) AS created`,
      [JSON.stringify(rows)],
    );
    const created = changed.filter((row) => row.created).length;
    return { created, updated: changed.length - created };
  }

  /** Deactivates the provider's products whose ids it no longer lists; answers how many. */
  async deactivateMissing(tx: EntityManager, listedIds: string[]): Promise<number> {
    // An anti-join on the unnested list rather than `<> ALL`, which compares every row with every id.
    const [{ count }] = await tx.query(
      `WITH gone AS (
         UPDATE products p SET active = false, updated_at = now()
         WHERE p.source = '${PROVIDER_SOURCE}' AND p.active
           AND NOT EXISTS (SELECT 1 FROM unnest($1::text[]) AS listed(id) WHERE listed.id = p.external_id)
         RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [listedIds],
    );
    return count;
  }
}
