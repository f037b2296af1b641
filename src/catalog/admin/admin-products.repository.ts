import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../database/queryable.js';
import type { AdminProductDetailView, AdminProductView } from '#contracts/catalog.contract';
import type { ActivationPlatform } from '#contracts/activation-platform.constants';
import type { AdminProductState } from '#contracts/catalog.constants';
import type { DeliveryKind } from '#contracts/delivery-kind.constants';
import { SlugTakenError } from './admin-products.errors.js';

/** Two admins giving two products one slug at the same moment: the unique index decides, and the loser hears why. */
async function slugUnique<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const failure = error as { code?: string; constraint?: string };
    if (failure.code === '23505' && failure.constraint === 'products_slug_key') throw new SlugTakenError(slug);
    throw error;
  }
}

const ADMIN_COLUMNS = `p.id, p.name, p.slug, p.platform, p.category_id AS "categoryId", c.name AS "categoryName",
  p.price_cents AS "priceCents", p.original_price_cents AS "originalPriceCents", p.discount_percent AS "discountPercent",
  p.active, p.stock, p.low_stock_threshold AS "lowStockThreshold", p.source,
  p.delivery_kind AS "deliveryKind", p.activation_platform AS "activationPlatform", p.image,
  p.published_at IS NULL AS draft, p.price_set_at IS NOT NULL AS "priceSet",
  to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;
const DETAIL_COLUMNS = `${ADMIN_COLUMNS}, p.description, p.images, p.region, p.genres, to_char(p.release_date, 'YYYY-MM-DD') AS "releaseDate",
  p.developer, p.publisher, p.age_rating AS "ageRating", p.system_requirements AS "systemRequirements",
  ARRAY(SELECT r.old_slug FROM product_slug_redirects r WHERE r.product_id = p.id ORDER BY r.created_at DESC LIMIT 20) AS "oldSlugs"`;
const FROM = `products p LEFT JOIN categories c ON c.id = p.category_id`;

/** Each state of the list's filter, as a condition the partial indexes serve. */
const STATE_CONDITIONS: Record<AdminProductState, string> = {
  all: 'true',
  draft: 'p.published_at IS NULL',
  live: 'p.active',
  hidden: 'NOT p.active AND p.published_at IS NOT NULL',
};

/** Every column an admin edits, as it stands. */
export interface EditableProductRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  platform: string;
  region: string;
  genres: string[];
  release_date: string | null;
  developer: string | null;
  publisher: string | null;
  age_rating: string | null;
  system_requirements: string | null;
  image: string | null;
  images: string[];
  price_cents: number;
  original_price_cents: number | null;
  discount_percent: number;
  active: boolean;
  category_id: string | null;
  low_stock_threshold: number;
  delivery_kind: DeliveryKind;
  activation_platform: ActivationPlatform | null;
  stock: number;
  published_at: Date | null;
  price_set_at: Date | null;
}

/** A product's editable columns after an admin's change. */
export interface ProductEdit {
  name: string;
  slug: string;
  description: string;
  platform: string;
  region: string;
  genres: string[];
  releaseDate: string | null;
  developer: string | null;
  publisher: string | null;
  ageRating: string | null;
  systemRequirements: string | null;
  image: string | null;
  images: string[];
  priceCents: number;
  originalPriceCents: number | null;
  discountPercent: number;
  active: boolean;
  categoryId: string | null;
  lowStockThreshold: number;
  deliveryKind: DeliveryKind;
  activationPlatform: ActivationPlatform | null;
  /** Whether this change sets the price (a draft's suggested price becomes the admin's). */
  priceSet: boolean;
}

const EDITABLE = `id, name, slug, description, platform, region, genres, to_char(release_date, 'YYYY-MM-DD') AS release_date, developer, publisher, age_rating,
  system_requirements, image, images, price_cents, original_price_cents, discount_percent, active, category_id, low_stock_threshold, delivery_kind,
  activation_platform, stock, published_at, price_set_at`;

/** The admin console's product queries: every product, active or not, and the admin's writes. */
@Injectable()
export class AdminProductsRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /**
   * A page by name, any case, in one state; `search` is matched literally (`%` and `_` are not
   * wildcards). Counted up to `countUpTo` + 1, so a million products cost what ten thousand do.
   */
  async page(search: string | null, state: AdminProductState, limit: number, offset: number, countUpTo: number): Promise<{ total: number; items: AdminProductView[] }> {
    const pattern = search === null ? null : `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const where = `($1::text IS NULL OR lower(p.name) LIKE $1) AND ${STATE_CONDITIONS[state]}`;
    const [[{ total }], items] = await Promise.all([
      this.db.query(`SELECT count(*)::int AS total FROM (SELECT FROM products p WHERE ${where} LIMIT ${countUpTo + 1}) counted`, [pattern]) as Promise<{ total: number }[]>,
      this.db.query(`SELECT ${ADMIN_COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY lower(p.name), p.id LIMIT $2 OFFSET $3`, [pattern, limit, offset]) as Promise<AdminProductView[]>,
    ]);
    return { total, items };
  }

  async findById(id: string, db: Queryable = this.db): Promise<AdminProductView | null> {
    const [row] = await db.query(`SELECT ${ADMIN_COLUMNS} FROM ${FROM} WHERE p.id = $1`, [id]);
    return row ?? null;
  }

  async findDetail(id: string, db: Queryable = this.db): Promise<AdminProductDetailView | null> {
    const [row] = await db.query(`SELECT ${DETAIL_COLUMNS} FROM ${FROM} WHERE p.id = $1`, [id]);
    return row ?? null;
  }

  /** Names of the products among `ids`, for the audit of a bulk change. */
  async names(ids: string[]): Promise<Map<string, string>> {
    const rows: { id: string; name: string }[] = await this.db.query(`SELECT id, name FROM products WHERE id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The product's editable columns, locked until the transaction ends so that two edits apply one after the other. */
  async lockEditable(tx: Queryable, id: string): Promise<EditableProductRow | null> {
    const [row] = await tx.query(`SELECT ${EDITABLE} FROM products WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  async categoryExists(tx: Queryable, id: string): Promise<boolean> {
    const rows = await tx.query(`SELECT 1 FROM categories WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** Whether another product has this slug now. */
  async slugTaken(tx: Queryable, slug: string, exceptId: string | null): Promise<boolean> {
    const rows = await tx.query(`SELECT 1 FROM products WHERE slug = $1 AND ($2::uuid IS NULL OR id <> $2)`, [slug, exceptId]);
    return rows.length > 0;
  }

  /** A new product, a draft until it is published; answers its id. */
  async insert(tx: Queryable, edit: ProductEdit): Promise<string> {
    const [row] = await slugUnique(edit.slug, () => tx.query(
      `INSERT INTO products (name, slug, description, platform, region, genres, release_date, developer, publisher, age_rating, system_requirements,
         image, images, price_cents, original_price_cents, discount_percent, active, category_id, low_stock_threshold, delivery_kind, activation_platform,
         source, price_set_at, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, false, $17, $18, $19, $20, 'local', now(), NULL) RETURNING id`,
      [
        edit.name, edit.slug, edit.description, edit.platform, edit.region, edit.genres, edit.releaseDate, edit.developer, edit.publisher, edit.ageRating,
        edit.systemRequirements, edit.image, edit.images, edit.priceCents, edit.originalPriceCents, edit.discountPercent, edit.categoryId,
        edit.lowStockThreshold, edit.deliveryKind, edit.activationPlatform,
      ],
    ));
    return row.id;
  }

  /** Writes every editable column; going live for the first time stamps the publication. */
  async update(tx: Queryable, id: string, edit: ProductEdit): Promise<void> {
    await slugUnique(edit.slug, () => tx.query(
      `UPDATE products SET name = $2, slug = $3, description = $4, platform = $5, region = $6, genres = $7, release_date = $8, developer = $9,
         publisher = $10, age_rating = $11, system_requirements = $12, image = $13, images = $14, price_cents = $15, original_price_cents = $16,
         discount_percent = $17, active = $18, category_id = $19, low_stock_threshold = $20, delivery_kind = $21, activation_platform = $22,
         price_set_at = CASE WHEN $23 THEN coalesce(price_set_at, now()) ELSE price_set_at END,
         published_at = CASE WHEN $18 THEN coalesce(published_at, now()) ELSE published_at END,
         updated_at = now()
       WHERE id = $1`,
      [
        id, edit.name, edit.slug, edit.description, edit.platform, edit.region, edit.genres, edit.releaseDate, edit.developer, edit.publisher,
        edit.ageRating, edit.systemRequirements, edit.image, edit.images, edit.priceCents, edit.originalPriceCents, edit.discountPercent, edit.active,
        edit.categoryId, edit.lowStockThreshold, edit.deliveryKind, edit.activationPlatform, edit.priceSet,
      ],
    ));
  }

  /**
   * Keeps `oldSlug` answering with a redirect to the product, and frees `newSlug` if it was an old
   * slug (of this product or another): a slug is current in one place only.
   */
  async moveSlug(tx: Queryable, productId: string, oldSlug: string, newSlug: string): Promise<void> {
    await tx.query(`DELETE FROM product_slug_redirects WHERE old_slug = $1`, [newSlug]);
    await tx.query(
      `INSERT INTO product_slug_redirects (old_slug, product_id) VALUES ($1, $2) ON CONFLICT (old_slug) DO UPDATE SET product_id = EXCLUDED.product_id, created_at = now()`,
      [oldSlug, productId],
    );
  }

  /** Adds an image at the end of the gallery, and makes it the cover when the product has none. */
  async addImage(tx: Queryable, id: string, url: string): Promise<void> {
    await tx.query(`UPDATE products SET images = images || $2::text, image = coalesce(image, $2), updated_at = now() WHERE id = $1`, [id, url]);
  }

  /** Frees a slug a new product takes, if it was an old one. */
  async forgetRedirect(tx: Queryable, slug: string): Promise<void> {
    await tx.query(`DELETE FROM product_slug_redirects WHERE old_slug = $1`, [slug]);
  }
}
