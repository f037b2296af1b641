import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified-buyer reviews: one per shopper and product (stars 1 to 5 and a text), which an admin may
 * hide. `product_review_summary` holds the count and star total of each product's visible reviews,
 * written in the same transaction as the review, so that the catalogue reads them with the product
 * instead of counting per request. The demo catalogue's invented ratings are removed: `products.rating`
 * now only ever holds a rating imported from RAWG.
 */
export class ProductReviews1733080000000 implements MigrationInterface {
  name = 'ProductReviews1733080000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE product_reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        author_name text NOT NULL CHECK (char_length(author_name) BETWEEN 1 AND 60),
        stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        body text NOT NULL CHECK (char_length(body) BETWEEN 10 AND 2000),
        hidden_at timestamptz,
        hidden_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (product_id, user_id)
      )`);
    // The product page's list: visible reviews, newest first.
    await db.query(`CREATE INDEX product_reviews_visible_idx ON product_reviews (product_id, created_at DESC, id DESC) WHERE hidden_at IS NULL`);
    // The admin's list, newest first, all or hidden only.
    await db.query(`CREATE INDEX product_reviews_newest_idx ON product_reviews (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX product_reviews_hidden_idx ON product_reviews (created_at DESC, id DESC) WHERE hidden_at IS NOT NULL`);

    await db.query(`
      CREATE TABLE product_review_summary (
        product_id uuid PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
        review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
        star_total integer NOT NULL DEFAULT 0 CHECK (star_total BETWEEN review_count AND review_count * 5),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`UPDATE products SET rating = NULL WHERE source = 'demo'`);
    await db.query(`COMMENT ON COLUMN products.rating IS 'The rating imported from RAWG (0 to 5), shown labelled as such; never the store''s own reviews'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`COMMENT ON COLUMN products.rating IS NULL`);
    await db.query(`DROP TABLE product_review_summary`);
    await db.query(`DROP TABLE product_reviews`);
  }
}
