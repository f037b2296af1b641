import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { ensureDatabase } from './ensure-database.js';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  migrate(config.databaseUrl)
    .then((names) => console.log(names.length ? `Applied migrations: ${names.join(', ')}` : 'Database is up to date'))
    .catch((error: Error) => {
      console.error(`Migration failed: ${error.message}`);
      process.exit(1);
    });
}
