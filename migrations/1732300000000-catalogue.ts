import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Categories, products and their keys. `products.stock` is kept equal to the product's available
 * keys by a trigger, so every key change and its stock change commit together.
 */
export class Catalogue1732300000000 implements MigrationInterface {
  name = 'Catalogue1732300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // array_to_string is only STABLE in general; for text[] it is immutable, as a generated column needs.
    await db.query(`CREATE FUNCTION words_of(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$`);
    await db.query(`
      CREATE TABLE categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        image text,
        parent_id uuid REFERENCES categories(id) ON DELETE SET NULL,
        source text NOT NULL DEFAULT 'local',
        external_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (source, external_id)
      )`);
    await db.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        original_price_cents integer CHECK (original_price_cents IS NULL OR original_price_cents >= price_cents),
        discount_percent smallint NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
        image text,
        images text[] NOT NULL DEFAULT '{}',
        description text NOT NULL DEFAULT '',
        category_id uuid REFERENCES categories(id) ON DELETE SET NULL,
        platform text NOT NULL,
        genres text[] NOT NULL DEFAULT '{}',
        region text NOT NULL DEFAULT 'Global',
        rating numeric(3, 2) CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
        popularity integer NOT NULL DEFAULT 0,
        release_date date,
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        source text NOT NULL DEFAULT 'local',
        external_id text,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', name), 'A') ||
          setweight(to_tsvector('simple', words_of(genres)), 'B') ||
          setweight(to_tsvector('simple', left(description, 2000)), 'C')
        ) STORED,
        UNIQUE (source, external_id)
      )`);
    // One index per filter and sort the store offers; listings only ever show active products.
    await db.query(`CREATE INDEX products_search_idx ON products USING gin (search)`);
    await db.query(`CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops)`);
    await db.query(`CREATE INDEX products_genres_idx ON products USING gin (genres)`);
    await db.query(`CREATE INDEX products_category_idx ON products (category_id, lower(name)) WHERE active`);
    await db.query(`CREATE INDEX products_platform_idx ON products (platform, lower(name)) WHERE active`);
    await db.query(`CREATE INDEX products_name_idx ON products (lower(name), id) WHERE active`);
    await db.query(`CREATE INDEX products_price_idx ON products (price_cents, id) WHERE active`);
    await db.query(`CREATE INDEX products_newest_idx ON products (created_at DESC, id) WHERE active`);
    await db.query(`CREATE INDEX products_popularity_idx ON products (popularity DESC, id) WHERE active`);
    await db.query(`CREATE INDEX products_discount_idx ON products (discount_percent DESC, id) WHERE active`);

    await db.query(`
      CREATE TABLE product_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
        code_encrypted bytea NOT NULL,
        code_hash bytea NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'reserved', 'delivered')),
        order_id uuid,
        reserved_until timestamptz,
        delivered_at timestamptz,
        revealed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX product_keys_available_idx ON product_keys (product_id, created_at) WHERE status = 'available'`);
    await db.query(`CREATE INDEX product_keys_order_idx ON product_keys (order_id) WHERE order_id IS NOT NULL`);
    await db.query(`
      CREATE FUNCTION product_keys_sync_stock() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'available' THEN
          UPDATE products SET stock = stock - 1 WHERE id = OLD.product_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'available' THEN
          UPDATE products SET stock = stock + 1 WHERE id = NEW.product_id;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER product_keys_stock AFTER INSERT OR DELETE OR UPDATE OF status, product_id ON product_keys
      FOR EACH ROW EXECUTE FUNCTION product_keys_sync_stock()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE product_keys`);
    await db.query(`DROP FUNCTION product_keys_sync_stock`);
    await db.query(`DROP TABLE products`);
    await db.query(`DROP TABLE categories`);
    await db.query(`DROP FUNCTION words_of`);
  }
}
