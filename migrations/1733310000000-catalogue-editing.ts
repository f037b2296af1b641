import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner edits the whole catalogue: images uploaded to the store (kept here, in Postgres, with the
 * resized copies served so far), the old slugs of renamed products (answered with a redirect), and
 * imported games arriving as drafts with what their source says of them. A draft is a product never
 * published (`published_at` null); its price counts as set once an admin set it (`price_set_at`).
 * Every product already in the store is published with its price set, so nothing live is hidden.
 */
export class CatalogueEditing1733310000000 implements MigrationInterface {
  name = 'CatalogueEditing1733310000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE products
      ADD COLUMN developer text CHECK (length(developer) <= 200),
      ADD COLUMN publisher text CHECK (length(publisher) <= 200),
      ADD COLUMN age_rating text CHECK (length(age_rating) <= 60),
      ADD COLUMN system_requirements text CHECK (length(system_requirements) <= 4000),
      ADD COLUMN published_at timestamptz DEFAULT now(),
      ADD COLUMN price_set_at timestamptz DEFAULT now()`);
    await db.query(`UPDATE products SET published_at = created_at, price_set_at = created_at`);
    // The admin list's Draft and Hidden filters, by name as the list sorts (Live uses products_name_idx).
    await db.query(`CREATE INDEX products_drafts_idx ON products (lower(name), id) WHERE published_at IS NULL`);
    await db.query(`CREATE INDEX products_hidden_idx ON products (lower(name), id) WHERE NOT active AND published_at IS NOT NULL`);

    await db.query(`
      CREATE TABLE product_slug_redirects (
        old_slug text PRIMARY KEY CHECK (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX product_slug_redirects_product_idx ON product_slug_redirects (product_id)`);

    await db.query(`
      CREATE TABLE product_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid REFERENCES products(id) ON DELETE SET NULL,
        content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        byte_size integer NOT NULL CHECK (byte_size > 0),
        bytes bytea NOT NULL,
        uploaded_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX product_images_product_idx ON product_images (product_id)`);
    // Resized copies, made once per image, width and format; an image never changes, so neither do they.
    await db.query(`
      CREATE TABLE product_image_variants (
        image_id uuid NOT NULL REFERENCES product_images(id) ON DELETE CASCADE,
        width integer NOT NULL,
        format text NOT NULL CHECK (format IN ('webp', 'jpeg')),
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (image_id, width, format)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE product_image_variants`);
    await db.query(`DROP TABLE product_images`);
    await db.query(`DROP TABLE product_slug_redirects`);
    await db.query(`ALTER TABLE products DROP COLUMN developer, DROP COLUMN publisher, DROP COLUMN age_rating, DROP COLUMN system_requirements,
      DROP COLUMN published_at, DROP COLUMN price_set_at`);
  }
}
