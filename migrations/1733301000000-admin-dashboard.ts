import { MigrationInterface, QueryRunner } from 'typeorm';

/** The stages whose orders keep their payment (`STAGE_IS_PAID` in src/orders/order-state.ts): only they count as sales. */
const PAID_STAGES = `('paid', 'held_for_review', 'awaiting_stock', 'processing', 'awaiting_manual_step', 'completed')`;
/** Sales summaries spread each hour over this many rows, so that payments at the same moment rarely wait for one another's row. */
const SLOTS = 8;

/**
 * The owner's dashboard, each figure one short statement at a million orders.
 *
 * Sales are summed as orders are paid, by a trigger on `orders` (the orders module's tables, written
 * by nothing else): `order_sales_hourly` holds the paid orders and their revenue per UTC hour,
 * `product_sales_daily` the units and line revenue per product and UTC day. An order counts while it
 * is paid and keeps that payment (a paid stage); the trigger takes it out again when it leaves them
 * (cancelled with a refund to credit) and moves it when its payment time changes, so the summaries
 * always equal a sum over the orders. Reading 30 days is then at most 30 × 24 × 8 rows, however many
 * orders there are, where summing the orders themselves took 120 to 200 ms at a million.
 *
 * Refused payment notifications are counted per hour and reason (a flood of forged notifications
 * adds to a counter, not rows). And the indexes of the other figures: orders waiting for an admin by
 * stage, newest first; customer accounts by opening time; chat conversations with a shopper message
 * no admin has read.
 */
export class AdminDashboard1733301000000 implements MigrationInterface {
  name = 'AdminDashboard1733301000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_sales_hourly (
        hour timestamptz NOT NULL,
        slot smallint NOT NULL CHECK (slot BETWEEN 0 AND ${SLOTS - 1}),
        orders integer NOT NULL,
        revenue_cents bigint NOT NULL,
        PRIMARY KEY (hour, slot)
      )`);
    await db.query(`
      CREATE TABLE product_sales_daily (
        day date NOT NULL,
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        quantity integer NOT NULL,
        revenue_cents bigint NOT NULL,
        PRIMARY KEY (day, product_id)
      )`);
    // The top products of a period read the days' rows from the index alone.
    await db.query(`CREATE INDEX product_sales_daily_figures_idx ON product_sales_daily (day) INCLUDE (product_id, quantity, revenue_cents)`);
    await db.query(`
      CREATE FUNCTION order_sales_add(order_id uuid, paid_at timestamptz, total_cents integer, sign integer) RETURNS void LANGUAGE sql AS $$
        INSERT INTO order_sales_hourly (hour, slot, orders, revenue_cents)
        VALUES (date_trunc('hour', paid_at, 'UTC'), get_byte(uuid_send(order_id), 15) % ${SLOTS}, sign, sign * total_cents::bigint)
        ON CONFLICT (hour, slot) DO UPDATE SET orders = order_sales_hourly.orders + EXCLUDED.orders, revenue_cents = order_sales_hourly.revenue_cents + EXCLUDED.revenue_cents;
        INSERT INTO product_sales_daily (day, product_id, quantity, revenue_cents)
        SELECT (paid_at AT TIME ZONE 'UTC')::date, i.product_id, sign * sum(i.quantity), sign * sum(i.quantity::bigint * i.unit_price_cents)
        FROM order_items i WHERE i.order_id = order_sales_add.order_id GROUP BY i.product_id
        ON CONFLICT (day, product_id) DO UPDATE SET quantity = product_sales_daily.quantity + EXCLUDED.quantity, revenue_cents = product_sales_daily.revenue_cents + EXCLUDED.revenue_cents;
      $$`);
    await db.query(`
      CREATE FUNCTION orders_sales_summary() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        counted_before boolean := OLD.paid_at IS NOT NULL AND OLD.stage IN ${PAID_STAGES};
        counted_now boolean := NEW.paid_at IS NOT NULL AND NEW.stage IN ${PAID_STAGES};
      BEGIN
        IF counted_before = counted_now AND (NOT counted_now OR (OLD.paid_at = NEW.paid_at AND OLD.total_cents = NEW.total_cents)) THEN
          RETURN NULL;
        END IF;
        IF counted_before THEN PERFORM order_sales_add(OLD.id, OLD.paid_at, OLD.total_cents, -1); END IF;
        IF counted_now THEN PERFORM order_sales_add(NEW.id, NEW.paid_at, NEW.total_cents, 1); END IF;
        RETURN NULL;
      END $$`);
    // Orders are placed unpaid, their lines after them: only a change of stage or payment makes a sale.
    await db.query(`
      CREATE TRIGGER orders_sales_summary AFTER UPDATE OF stage, paid_at, total_cents ON orders
      FOR EACH ROW EXECUTE FUNCTION orders_sales_summary()`);
    await db.query(`
      INSERT INTO order_sales_hourly (hour, slot, orders, revenue_cents)
      SELECT date_trunc('hour', paid_at, 'UTC'), get_byte(uuid_send(id), 15) % ${SLOTS}, count(*), sum(total_cents)
      FROM orders WHERE paid_at IS NOT NULL AND stage IN ${PAID_STAGES} GROUP BY 1, 2`);
    await db.query(`
      INSERT INTO product_sales_daily (day, product_id, quantity, revenue_cents)
      SELECT (o.paid_at AT TIME ZONE 'UTC')::date, i.product_id, sum(i.quantity), sum(i.quantity::bigint * i.unit_price_cents)
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.paid_at IS NOT NULL AND o.stage IN ${PAID_STAGES} GROUP BY 1, 2`);

    await db.query(`
      CREATE TABLE payment_refusals (
        hour timestamptz NOT NULL,
        reason text NOT NULL CHECK (reason IN ('bad_signature', 'wrong_merchant', 'untrusted_source', 'not_confirmed', 'malformed')),
        refusals integer NOT NULL CHECK (refusals > 0),
        PRIMARY KEY (hour, reason)
      )`);
    await db.query(`
      CREATE INDEX orders_needs_action_idx ON orders (stage, created_at DESC, id DESC)
      WHERE stage IN ('held_for_review', 'awaiting_stock', 'awaiting_manual_step')`);
    await db.query(`CREATE INDEX users_customers_created_idx ON users (created_at) WHERE role = 'customer'`);
    await db.query(`
      CREATE INDEX chat_conversations_unanswered_idx ON chat_conversations (last_message_at DESC, id DESC)
      WHERE last_shopper_message_at > coalesce(admin_read_at, '-infinity'::timestamptz)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX chat_conversations_unanswered_idx`);
    await db.query(`DROP INDEX users_customers_created_idx`);
    await db.query(`DROP INDEX orders_needs_action_idx`);
    await db.query(`DROP TABLE payment_refusals`);
    await db.query(`DROP TRIGGER orders_sales_summary ON orders`);
    await db.query(`DROP FUNCTION orders_sales_summary`);
    await db.query(`DROP FUNCTION order_sales_add`);
    await db.query(`DROP TABLE product_sales_daily`);
    await db.query(`DROP TABLE order_sales_hourly`);
  }
}
