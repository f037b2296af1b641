import pg from 'pg';
import { DataSource } from 'typeorm';
import { loadVariables } from '../config/load-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { ensureDatabase } from './ensure-database.js';
import { runCommand } from './run-command.js';

/** The advisory lock every migrate and revert run holds, so that runs started together go one at a time. */
const MIGRATION_LOCK_KEY = 7_330_130_000;

/**
 * Runs `work` on a data source of the database while holding the migration lock on a connection of
 * its own; a run that waits finds the work of the run before it done.
 */
async function underMigrationLock<T>(databaseUrl: string, work: (dataSource: DataSource, lock: pg.Client) => Promise<T>): Promise<T> {
  await ensureDatabase(databaseUrl);
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl, 2), migrationsTransactionMode: 'each' });
    await dataSource.initialize();
    try {
      return await work(dataSource, lock);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    // Ending the session releases the lock too, should the unlock itself fail.
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}

/** Creates the database if needed and applies every pending migration, each in its own transaction. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  return underMigrationLock(databaseUrl, async (dataSource) => (await dataSource.runMigrations()).map((m) => m.name));
}

/** Reverts the migration applied last; answers its name, or null when none was applied. */
export async function revertLastMigration(databaseUrl: string): Promise<string | null> {
  return underMigrationLock(databaseUrl, async (dataSource, lock) => {
    const table = await lock.query<{ found: string | null }>(`SELECT to_regclass('migrations')::text AS found`);
    if (!table.rows[0].found) return null;
    const last = await lock.query<{ name: string }>('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
    if (!last.rowCount) return null;
    await dataSource.undoLastMigration();
    return last.rows[0].name;
  });
}

// Reads DATABASE_URL only: payment, mail and the other settings of the running store do not concern migrations.
if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2] ?? 'up';
  runCommand('Migration', async () => {
    const databaseUrl = loadVariables(['DATABASE_URL']).DATABASE_URL;
    if (command === 'revert') {
      const name = await revertLastMigration(databaseUrl);
      return name ? `Reverted migration: ${name}` : 'No migration to revert';
    }
    if (command !== 'up') throw new Error(`unknown command "${command}": use no argument to migrate, or "revert"`);
    const names = await migrate(databaseUrl);
    return names.length ? `Applied migrations: ${names.join(', ')}` : 'Database is up to date';
  });
}
