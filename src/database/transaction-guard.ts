import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

export class PoolUsedInTransactionError extends Error {
  constructor() {
    super('A query asked the pool for a second connection while its caller holds a transaction: pass the transaction (tx) down, or read before the transaction opens');
  }
}

/** Set while a transaction's callback runs, for everything that callback awaits. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

type Connect = Pool['connect'];

/**
 * Makes a second pool connection taken inside a transaction fail at once instead of waiting: under
 * load such waiters fill the pool and every request times out. Installed outside production, so
 * that tests and development find each such call; it costs one async-context read per connection.
 */
export function guardPoolInTransactions(dataSource: DataSource): void {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (!openTransaction.getStore()?.open) return connect(...args);
    const error = new PoolUsedInTransactionError();
    const callback = args[0];
    if (typeof callback !== 'function') return Promise.reject(error);
    process.nextTick(() => callback(error));
    return undefined;
  }) as Connect;

  // Every `dataSource.transaction(…)` goes through its manager; a transaction's own manager (tx) is another object.
  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = (async (isolationOrRun: unknown, runParam?: unknown) => {
    const run = (typeof isolationOrRun === 'function' ? isolationOrRun : runParam) as (tx: unknown) => Promise<unknown>;
    const state = { open: true };
    const guarded = (tx: unknown) => openTransaction.run(state, () => run(tx));
    try {
      return await (typeof isolationOrRun === 'string' ? transaction(isolationOrRun, guarded) : transaction(guarded));
    } finally {
      // Work the callback started and left running must not count as inside it once it has ended.
      state.open = false;
    }
  }) as typeof manager.transaction;
}
