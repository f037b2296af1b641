import type pg from 'pg';
import { waitFor } from './processes.js';

/**
 * Holds every key delivery inside its transaction: `locker` (a connection of the test's own) locks
 * the keys table until it commits, and this waits until a fulfilment is blocked on that lock. Lets a
 * test stop or kill a worker in the middle of a delivery.
 */
export async function holdKeyDeliveries(locker: pg.Client, db: { query: (sql: string) => Promise<unknown[]> }, pay: () => Promise<void>): Promise<void> {
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE product_keys IN SHARE ROW EXCLUSIVE MODE');
  await pay();
  await waitFor('the fulfilment to wait on the lock', async () => {
    const waiting = await db.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%UPDATE product_keys%'`);
    return waiting.length > 0 || undefined;
  });
}
