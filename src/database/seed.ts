import { DataSource } from 'typeorm';
import { accountsSeeder } from '../auth/seed/accounts.seeder.js';
import { catalogueSeeder, categoriesSeeder } from '../catalog/seed/catalogue.seeder.js';
import { previousMasterKeys, type AppConfig, type AuthConfig } from '../config/app-config.js';
import { Environment, InvalidEnvironmentError, sentinelProblems } from '../config/environment.js';
import { REDIS_VARIABLES, toRedisConnection } from '../config/redis-config.js';
import { loadVariables } from '../config/load-config.js';
import { demoKeysSeeder } from '../keys/seed/demo-keys.seeder.js';
import { demoRedeemCodesSeeder } from '../redeem/seed/demo-redeem-codes.seeder.js';
import { dataSourceOptions } from './data-source-options.js';
import { runCommand } from './run-command.js';

/** What the seeders read; the store's full configuration holds it too. */
export type SeedConfig = Pick<AppConfig, 'nodeEnv' | 'isProduction' | 'databaseUrl' | 'redis' | 'keyEncryptionKey' | 'previousKeyEncryptionKeys'> & {
  auth: Pick<AuthConfig, 'seedAdminPassword'>;
};

/** A named, idempotent step that fills the database with the store's embedded defaults. */
export interface Seeder {
  name: string;
  run(context: { dataSource: DataSource; config: SeedConfig }): Promise<string>;
}

/** Seeders in the order they run; each may run any number of times without creating anything twice. */
export const seeders: Seeder[] = [categoriesSeeder, catalogueSeeder, demoKeysSeeder, accountsSeeder, demoRedeemCodesSeeder];

/** Production gets the categories only: no demo product, key, account or code ever reaches a real store. */
export const productionSeeders: Seeder[] = [categoriesSeeder];

/** Runs the seeders for the configured environment and returns one summary line per seeder. */
export async function seed(config: SeedConfig): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(config.databaseUrl));
  await dataSource.initialize();
  try {
    const lines: string[] = [];
    for (const seeder of config.isProduction ? productionSeeders : seeders) lines.push(`${seeder.name}: ${await seeder.run({ dataSource, config })}`);
    return lines;
  } finally {
    await dataSource.destroy();
  }
}

/** The seed's configuration from the environment: payment, mail and the store's other settings are not read. */
export function loadSeedConfig(source?: NodeJS.ProcessEnv): SeedConfig {
  const env = loadVariables(['NODE_ENV', 'DATABASE_URL', ...REDIS_VARIABLES], source);
  const redisProblems = sentinelProblems(env);
  if (redisProblems.length > 0) throw new InvalidEnvironmentError(redisProblems);
  const isProduction = env.NODE_ENV === 'production';
  // Production seeds nothing encrypted and no account, so it needs neither the key nor the admin password.
  const demo = isProduction ? new Environment() : loadVariables(['KEY_ENCRYPTION_KEY', 'KEY_ENCRYPTION_KEYS_PREVIOUS', 'SEED_ADMIN_PASSWORD'], source);
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    databaseUrl: env.DATABASE_URL,
    redis: toRedisConnection(env),
    keyEncryptionKey: Buffer.from(demo.KEY_ENCRYPTION_KEY, 'hex'),
    previousKeyEncryptionKeys: previousMasterKeys(demo.KEY_ENCRYPTION_KEYS_PREVIOUS),
    auth: { seedAdminPassword: demo.SEED_ADMIN_PASSWORD },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCommand('Seeding', async () => {
    const lines = await seed(loadSeedConfig());
    return lines.length ? `Seeded: ${lines.join('; ')}` : 'Seed: nothing to add';
  });
}
