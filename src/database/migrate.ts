import { DataSource } from 'typeorm';
import { loadVariables } from '../config/load-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { ensureDatabase } from './ensure-database.js';
import { runCommand } from './run-command.js';

/** Creates the database if needed and applies every pending migration, each in its own transaction. */
export async function migrate(databaseUrl: string): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), migrationsTransactionMode: 'each' });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations();
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}

// Reads DATABASE_URL only: payment, mail and the other settings of the running store do not concern migrations.
if (import.meta.url === `file://${process.argv[1]}`) {
  runCommand('Migration', async () => {
    const names = await migrate(loadVariables(['DATABASE_URL']).DATABASE_URL);
    return names.length ? `Applied migrations: ${names.join(', ')}` : 'Database is up to date';
  });
}
