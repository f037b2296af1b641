import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { parse } from 'yaml';
import { databaseUrl, TEST_REDIS_URL, TEST_RUN } from '../harness/test-env.js';

/** The four variables the README's quick start puts in `.env`, and nothing else. */
const QUICK_START_ENV: Record<string, string> = {
  PUBLIC_URL: 'http://localhost:3000',
  JWT_SECRET: randomBytes(32).toString('hex'),
  KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  POSTGRES_PASSWORD: randomBytes(16).toString('hex'),
};

/** Compose's interpolation: `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}` and `${VAR?message}`. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (_, name: string, colon: string, kind: string, rest: string) => {
    const set = vars[name] !== undefined && (colon !== ':' || vars[name] !== '');
    if (set) return vars[name];
    if (kind === '?') throw new Error(`compose would stop: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

interface ComposeService {
  command: string[];
  environment: Record<string, string | number | boolean>;
}

function composeService(name: string): ComposeService {
  const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
  return compose.services[name];
}

interface Finished {
  code: number | null;
  output: string;
}

/**
 * Runs a command as the container would: in a directory laid out as the image's /app (package.json,
 * node_modules, dist; no .env, no sources), with exactly `env` (and PATH).
 */
async function runLikeContainer(command: string[], env: Record<string, string>): Promise<Finished> {
  const app = mkdtempSync(join(tmpdir(), 'keyshop-container-'));
  cpSync('package.json', join(app, 'package.json'));
  cpSync('dist', join(app, 'dist'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(app, 'node_modules'));
  try {
    const child = spawn(command[0], command.slice(1), { cwd: app, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, output };
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

describe('the compose quick start', () => {
  const name = `keyshop_test_${TEST_RUN}_compose_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: databaseUrl('postgres') });

  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  /** The migrate service's environment as compose resolves it with the four variables, on this machine's services. */
  function migrateEnvironment(): Record<string, string> {
    const env = Object.fromEntries(
      Object.entries(composeService('migrate').environment).map(([key, value]) => [key, interpolate(String(value), QUICK_START_ENV)]),
    );
    const database = new URL(env.DATABASE_URL);
    expect([database.hostname, database.password]).toEqual(['postgres', QUICK_START_ENV.POSTGRES_PASSWORD]);
    const local = new URL(databaseUrl(name));
    database.hostname = local.hostname;
    database.port = local.port;
    database.pathname = `/${name}`;
    // The local server needs no password from this machine; the container's URL carries one all the same.
    env.DATABASE_URL = database.toString();
    expect(new URL(env.REDIS_URL).hostname).toBe('redis');
    env.REDIS_URL = TEST_REDIS_URL;
    return env;
  }

  it('migrates a new database and seeds only the categories with the four variables of the README', async () => {
    const env = migrateEnvironment();
    expect(env).toMatchObject({ NODE_ENV: 'production', PAYFAST_MODE: 'builtin', ALLOW_BUILTIN_GATEWAY: 'true', SMTP_URL: '', ALLOW_NO_SMTP: 'true' });

    const run = await runLikeContainer(composeService('migrate').command, env);
    expect(run.output).toMatch(/Applied migrations: /);
    expect(run.output).toContain('Seeded: categories: 5 categories added');
    expect(run.code).toBe(0);

    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    try {
      const tables = await client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
      expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['migrations', 'products', 'categories', 'orders', 'users', 'product_keys', 'mail_outbox']));
      // Production never seeds something to try the store with: no demo product, key, account or redeem code.
      const [counts] = (
        await client.query(`SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM products)::int AS products,
          (SELECT count(*) FROM product_keys)::int AS keys, (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM redeem_codes)::int AS codes`)
      ).rows;
      expect(counts).toEqual({ categories: 5, products: 0, keys: 0, users: 0, codes: 0 });
    } finally {
      await client.end();
    }

    const again = await runLikeContainer(composeService('migrate').command, env);
    expect(again.output).toContain('Database is up to date');
    expect(again.output).toContain('Seeded: categories: 0 categories added');
    expect(again.code).toBe(0);
  });

  it('stops a migration over a malformed DATABASE_URL with one line and no stack trace, whatever payment says', async () => {
    const run = await runLikeContainer(['node', 'dist/src/database/migrate.js'], {
      NODE_ENV: 'production',
      DATABASE_URL: 'mysql://nowhere/keyshop',
      PAYFAST_MODE: 'builtin',
      ALLOW_BUILTIN_GATEWAY: 'false',
    });
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe('Migration not run. Invalid configuration: DATABASE_URL must be a postgres:// URL such as postgres://user:password@host:5432/keyshop');
  });

  it('keeps the bundled Mailpit out of a plain `up` (profile dev) and every queue key in Redis', () => {
    const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, Record<string, unknown>> };
    expect(compose.services.mailpit.profiles).toEqual(['dev']);
    const unprofiled = Object.entries(compose.services).filter(([, service]) => !service.profiles).map(([service]) => service);
    expect(unprofiled.sort()).toEqual(['migrate', 'postgres', 'proxy', 'redis', 'web', 'worker']);
    for (const service of unprofiled) {
      expect([service, compose.services[service].mem_limit]).toEqual([service, expect.any(String)]);
      expect([service, compose.services[service].logging]).toEqual([service, { driver: 'json-file', options: { 'max-size': '10m', 'max-file': '3' } }]);
    }
    const redis = compose.services.redis.command as string[];
    expect(redis[redis.indexOf('--maxmemory-policy') + 1]).toBe('noeviction');
  });
});
