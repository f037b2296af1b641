import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { loadConfig } from './config/load-config.js';
import { UsersRepository } from './auth/users.repository.js';
import { DatabaseModule } from './database/database.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { RetentionModule } from './scheduler/retention.module.js';
import { RetentionService } from './scheduler/retention.service.js';
import { rotateKeyEncryption } from './keys/key-rotation.js';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  grant-admin EMAIL       make the account with this e-mail address an administrator
  retention               delete now what the scheduled cleanup would (RETENTION_* settings); one JSON line per table
  rotate-key-encryption   re-wrap every data key under KEY_ENCRYPTION_KEY and convert legacy
                          product keys; then the keys in KEY_ENCRYPTION_KEYS_PREVIOUS can go`;

/** Makes an existing account an administrator; its sessions see the new role on their next request. */
async function grantAdmin(dataSource: DataSource, email: string): Promise<string> {
  const user = await new UsersRepository(dataSource).setRoleByEmail(email.trim(), 'admin');
  if (!user) throw new Error(`No account has the e-mail address ${email}: sign up first, then run this again.`);
  return `${user.email} is now an administrator.`;
}

/** Runs the scheduled cleanup once, through the same service the workers run, even while RETENTION_CRON is off. */
async function retention(config: AppConfig): Promise<string> {
  @Module({ imports: [ConfigModule.forRoot(config), DatabaseModule, RetentionModule] })
  class RetentionCliModule {}
  const app = await NestFactory.createApplicationContext(RetentionCliModule, { logger: ['warn', 'error'] });
  try {
    const results = await app.get(RetentionService).run();
    return results.map((result) => JSON.stringify(result)).join('\n');
  } finally {
    await app.close();
  }
}

/** Re-wraps the data keys under the current master key; safe to run again, and while the store runs. */
async function rotate(dataSource: DataSource, config: ReturnType<typeof loadConfig>): Promise<string> {
  const report = await rotateKeyEncryption(dataSource, config);
  return (
    `Every data key is now wrapped under master key ${report.masterKeyId}: ${report.rewrapped} re-wrapped now, ` +
    `${report.converted} legacy product keys converted. KEY_ENCRYPTION_KEYS_PREVIOUS may now be emptied.`
  );
}

/** Operator commands against the configured database: `node dist/src/cli.js <command> [arguments]`. */
async function main(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'retention' && rest.length === 0) return retention(loadConfig());
  const known = (command === 'grant-admin' && rest.length === 1) || (command === 'rotate-key-encryption' && rest.length === 0);
  if (!known) throw new Error(USAGE);
  const config = loadConfig();
  const dataSource = new DataSource(dataSourceOptions(config.databaseUrl));
  await dataSource.initialize();
  try {
    return command === 'grant-admin' ? await grantAdmin(dataSource, rest[0]) : await rotate(dataSource, config);
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2))
  .then((line) => console.log(line))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
