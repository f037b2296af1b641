import { MigrationInterface, QueryRunner } from 'typeorm';

const REGIONS = `('Global', 'Europe', 'North America', 'Latin America', 'Asia', 'Oceania', 'Africa', 'Middle East')`;

/** The region a free-text region names, by the words regionFromText() (src/contracts/regions.constants.ts) reads; Global otherwise. */
const REGION_FROM = (column: string) => `CASE
  WHEN lower(trim(${column})) IN ('global', 'europe', 'north america', 'latin america', 'asia', 'oceania', 'africa', 'middle east') THEN initcap(lower(trim(${column})))
  WHEN lower(${column}) ~ '\\m(eu|europe|emea|uk)\\M' THEN 'Europe'
  WHEN lower(${column}) ~ '\\m(na|us|usa|north america|united states|canada)\\M' THEN 'North America'
  WHEN lower(${column}) ~ '\\m(latam|latin america|south america|brazil|mexico)\\M' THEN 'Latin America'
  WHEN lower(${column}) ~ '\\m(asia|sea|japan|jp|china|india|korea)\\M' THEN 'Asia'
  WHEN lower(${column}) ~ '\\m(oceania|australia|au|nz|anz)\\M' THEN 'Oceania'
  WHEN lower(${column}) ~ '\\m(africa|za)\\M' THEN 'Africa'
  WHEN lower(${column}) ~ '\\m(middle east|mena)\\M' THEN 'Middle East'
  ELSE 'Global'
END`;

/**
 * Keeping shoppers: wishlists, "notify me" requests for sold-out games, the alert mails sent for them
 * (one row per subscriber and event, so a retried or concurrent job never mails twice), each
 * account's choice about price-drop mails; a product's region from a fixed list (free text until
 * now), the country on a profile, and whether the shopper was warned about an order line's region.
 */
export class WishlistsAlertsRegions1733340000000 implements MigrationInterface {
  name = 'WishlistsAlertsRegions1733340000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE wishlist_items (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- The price the shopper saw when adding it, or was last mailed: a drop below it is news.
        alerted_price_cents integer NOT NULL CHECK (alerted_price_cents >= 0),
        PRIMARY KEY (user_id, product_id)
      )`);
    // The wishlisters of a product whose price changed, and the list of one account (the primary key).
    await db.query(`CREATE INDEX wishlist_items_product_idx ON wishlist_items (product_id, alerted_price_cents)`);
    await db.query(`
      CREATE TABLE restock_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Set when the back-in-stock mail was written (or the shopper unsubscribed): one mail per request.
        ended_at timestamptz
      )`);
    await db.query(`CREATE UNIQUE INDEX restock_requests_open_idx ON restock_requests (user_id, product_id) WHERE ended_at IS NULL`);
    await db.query(`CREATE INDEX restock_requests_waiting_idx ON restock_requests (product_id, created_at) WHERE ended_at IS NULL`);
    await db.query(`CREATE INDEX restock_requests_user_idx ON restock_requests (user_id, created_at)`);
    await db.query(`
      CREATE TABLE alert_mails (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        -- 'restock:<request id>' or 'price:<cents>': one mail per subscriber and event.
        event_key text NOT NULL CHECK (length(event_key) <= 100),
        mail_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id, event_key)
      )`);
    await db.query(`CREATE INDEX alert_mails_user_day_idx ON alert_mails (user_id, created_at)`);
    await db.query(`
      CREATE TABLE alert_preferences (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        price_drop_mails boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`UPDATE products SET region = ${REGION_FROM('region')} WHERE region NOT IN ${REGIONS}`);
    await db.query(`ALTER TABLE products ADD CONSTRAINT products_region_check CHECK (region IN ${REGIONS})`);

    await db.query(`ALTER TABLE profiles ADD COLUMN country text CONSTRAINT profiles_country_check CHECK (country ~ '^[A-Z]{2}$')`);
    await db.query(`ALTER TABLE order_items ADD COLUMN region_warning_shown boolean NOT NULL DEFAULT false`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE order_items DROP COLUMN region_warning_shown`);
    await db.query(`ALTER TABLE profiles DROP COLUMN country`);
    await db.query(`ALTER TABLE products DROP CONSTRAINT products_region_check`);
    await db.query(`DROP TABLE alert_preferences`);
    await db.query(`DROP TABLE alert_mails`);
    await db.query(`DROP TABLE restock_requests`);
    await db.query(`DROP TABLE wishlist_items`);
  }
}
