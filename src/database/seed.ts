import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config.js';
import { dataSourceOptions } from './data-source-options.js';

/** A named, idempotent step that fills the database with the store's embedded defaults. */
export interface Seeder {
  name: string;
  run(dataSource: DataSource): Promise<string>;
}

/** Seeders in the order they run; each may run any number of times without creating anything twice. */
export const seeders: Seeder[] = [];

/** Runs every seeder and returns one summary line per seeder. */
export async function seed(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  try {
    const lines: string[] = [];
    for (const seeder of seeders) lines.push(`${seeder.name}: ${await seeder.run(dataSource)}`);
    return lines;
  } finally {
    await dataSource.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  seed(config.databaseUrl)
    .then((lines) => console.log(lines.length ? `Seeded: ${lines.join('; ')}` : 'Seed: nothing to add'))
    .catch((error: Error) => {
      console.error(`Seeding failed: ${error.message}`);
      process.exit(1);
    });
}
