import { DataSource } from 'typeorm';
import { accountsSeeder } from '../auth/seed/accounts.seeder.js';
import { catalogueSeeder } from '../catalog/seed/catalogue.seeder.js';
import type { AppConfig } from '../config/app-config.js';
import { loadConfig } from '../config/load-config.js';
import { demoKeysSeeder } from '../keys/seed/demo-keys.seeder.js';
import { demoRedeemCodesSeeder } from '../redeem/seed/demo-redeem-codes.seeder.js';
import { dataSourceOptions } from './data-source-options.js';

/** A named, idempotent step that fills the database with the store's embedded defaults. */
export interface Seeder {
  name: string;
  run(context: { dataSource: DataSource; config: AppConfig }): Promise<string>;
}

/** Seeders in the order they run; each may run any number of times without creating anything twice. */
export const seeders: Seeder[] = [catalogueSeeder, demoKeysSeeder, accountsSeeder, demoRedeemCodesSeeder];

/** Runs every seeder and returns one summary line per seeder. */
export async function seed(config: AppConfig): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(config.databaseUrl));
  await dataSource.initialize();
  try {
    const lines: string[] = [];
    for (const seeder of seeders) lines.push(`${seeder.name}: ${await seeder.run({ dataSource, config })}`);
    return lines;
  } finally {
    await dataSource.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed(loadConfig())
    .then((lines) => console.log(lines.length ? `Seeded: ${lines.join('; ')}` : 'Seed: nothing to add'))
    .catch((error: Error) => {
      console.error(`Seeding failed: ${error.message}`);
      process.exit(1);
    });
}
