import { DataSource } from 'typeorm';
import { loadConfig } from './config/load-config.js';
import { UsersRepository } from './auth/users.repository.js';
import { dataSourceOptions } from './database/data-source-options.js';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  grant-admin EMAIL   make the account with this e-mail address an administrator`;

/** Makes an existing account an administrator; its sessions see the new role on their next request. */
async function grantAdmin(dataSource: DataSource, email: string): Promise<string> {
  const user = await new UsersRepository(dataSource).setRoleByEmail(email.trim(), 'admin');
  if (!user) throw new Error(`No account has the e-mail address ${email}: sign up first, then run this again.`);
  return `${user.email} is now an administrator.`;
}

/** Operator commands against the configured database: `node dist/src/cli.js <command> [arguments]`. */
async function main(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command !== 'grant-admin' || rest.length !== 1) throw new Error(USAGE);
  const config = loadConfig();
  const dataSource = new DataSource(dataSourceOptions(config.databaseUrl));
  await dataSource.initialize();
  try {
    return await grantAdmin(dataSource, rest[0]);
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
