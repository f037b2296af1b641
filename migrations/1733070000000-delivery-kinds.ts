import { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = `('key', 'steam_gift', 'physical')`;
const PLATFORMS = `('Steam', 'EA app', 'Ubisoft Connect', 'Battle.net', 'Epic Games Store', 'GOG', 'PlayStation Store', 'Microsoft Store', 'Nintendo eShop')`;

/** The activation platform a catalogue platform names plainly, as activationPlatformFrom() decides it today. */
const PLATFORM_FROM = (column: string) => `CASE
  WHEN lower(${column}) LIKE '%steam%' THEN 'Steam'
  WHEN lower(${column}) LIKE '%playstation%' OR lower(${column}) ~ '\\mps[345]\\M' THEN 'PlayStation Store'
  WHEN lower(${column}) LIKE '%xbox%' THEN 'Microsoft Store'
  WHEN lower(${column}) LIKE '%nintendo%' OR lower(${column}) LIKE '%switch%' THEN 'Nintendo eShop'
  WHEN lower(${column}) LIKE '%epic%' THEN 'Epic Games Store'
  WHEN lower(${column}) ~ '\\mgog\\M' THEN 'GOG'
  WHEN lower(${column}) LIKE '%battle.net%' THEN 'Battle.net'
  WHEN lower(${column}) LIKE '%ubisoft%' OR lower(${column}) LIKE '%uplay%' THEN 'Ubisoft Connect'
  WHEN lower(${column}) ~ '\\mea app\\M' OR lower(${column}) LIKE '%origin%' THEN 'EA app'
END`;

/**
 * Each product says how it is delivered (`delivery_kind`: a key at once, a Steam gift sent as a trade
 * offer by an admin, a physical item shipped) and where its key is activated; an order line keeps both
 * as they were when it was bought, and an order with physical items keeps its shipping address.
 * Until now a Steam item on an order with a trade URL waited for an admin, and an item naming
 * "physical" shipped: the lines of existing orders keep that meaning, while every Steam product is a
 * key from now on (they have key stock).
 */
export class DeliveryKinds1733070000000 implements MigrationInterface {
  name = 'DeliveryKinds1733070000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE products
      ADD COLUMN delivery_kind text NOT NULL DEFAULT 'key' CONSTRAINT products_delivery_kind_check CHECK (delivery_kind IN ${KINDS}),
      ADD COLUMN activation_platform text CONSTRAINT products_activation_platform_check CHECK (activation_platform IN ${PLATFORMS})`);
    await db.query(`UPDATE products p SET delivery_kind = 'physical'
      WHERE lower(p.platform) LIKE '%physical%'
         OR EXISTS (SELECT 1 FROM categories c WHERE c.id = p.category_id AND (lower(c.name) LIKE '%physical%' OR lower(c.slug) LIKE '%physical%'))`);
    await db.query(`UPDATE products SET activation_platform = ${PLATFORM_FROM('platform')} WHERE delivery_kind = 'key'`);

    await db.query(`ALTER TABLE order_items
      ADD COLUMN delivery_kind text NOT NULL DEFAULT 'key' CONSTRAINT order_items_delivery_kind_check CHECK (delivery_kind IN ${KINDS}),
      ADD COLUMN activation_platform text`);
    await db.query(`UPDATE order_items i SET delivery_kind = 'physical' FROM products p WHERE p.id = i.product_id AND p.delivery_kind = 'physical'`);
    await db.query(`UPDATE order_items i SET delivery_kind = 'steam_gift'
      FROM orders o, products p LEFT JOIN categories c ON c.id = p.category_id
      WHERE o.id = i.order_id AND p.id = i.product_id AND i.delivery_kind = 'key' AND o.steam_trade_url IS NOT NULL
        AND (lower(p.platform) LIKE '%steam%' OR lower(coalesce(c.name, '')) LIKE '%steam%' OR lower(coalesce(c.slug, '')) LIKE '%steam%')`);
    await db.query(`UPDATE order_items i SET activation_platform = p.activation_platform FROM products p WHERE p.id = i.product_id AND i.delivery_kind = 'key'`);

    await db.query(`ALTER TABLE orders ADD COLUMN shipping_address jsonb
      CONSTRAINT orders_shipping_address_check CHECK (shipping_address IS NULL OR jsonb_typeof(shipping_address) = 'object')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders DROP COLUMN shipping_address`);
    await db.query(`ALTER TABLE order_items DROP COLUMN delivery_kind, DROP COLUMN activation_platform`);
    await db.query(`ALTER TABLE products DROP COLUMN delivery_kind, DROP COLUMN activation_platform`);
  }
}
