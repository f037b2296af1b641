import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startProcess } from '../harness/processes.js';
import { listenOnFreePort } from '../harness/ports.js';
import { databaseUrl, TEST_POSTGRES_URL, TEST_RUN } from '../harness/test-env.js';

const created: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database name of this test's own, dropped after the file. */
function newDatabaseName(): string {
  const name = `keyshop_test_${TEST_RUN}_m${randomBytes(5).toString('hex')}`;
  created.push(name);
  return name;
}

async function query<T extends pg.QueryResultRow>(name: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Runs the built migrate command to its end; answers its exit code and output. */
async function runMigrate(url: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const run = startProcess('node', ['dist/src/database/migrate.js', ...args], { DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'warn' });
  const [code] = await once(run.child, 'exit');
  return { code, output: run.output() };
}

/**
 * A TCP proxy in front of Postgres that refuses every session opened on the `postgres` maintenance
 * database, as for a role that may not connect to it, and records the database each session asked for.
 */
async function startProxyWithoutMaintenanceDb() {
  const upstream = new URL(TEST_POSTGRES_URL);
  const asked: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.once('data', (startup) => {
      // The startup message: length, protocol version, then NUL-terminated name/value pairs.
      const fields = startup.subarray(8).toString('utf8').split('\0');
      const database = fields[fields.indexOf('database') + 1] ?? '';
      asked.push(database);
      if (database === 'postgres') return client.destroy();
      const server = connect(Number(upstream.port || 5432), upstream.hostname);
      sockets.add(server);
      server.once('close', () => sockets.delete(server));
      server.on('error', () => client.destroy());
      client.on('error', () => server.destroy());
      server.write(startup);
      client.pipe(server).pipe(client);
    });
  });
  const port = await listenOnFreePort(server);
  return {
    asked,
    url: (name: string) => `postgres://${upstream.username || 'postgres'}@127.0.0.1:${port}/${name}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

afterAll(async () => {
  await admin(async (client) => {
    for (const name of created) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
});

describe('npm run migrate', () => {
  it('applies each migration once when three runs start together on a database that does not exist yet', async () => {
    const name = newDatabaseName();
    const runs = await Promise.all([1, 2, 3].map(() => runMigrate(databaseUrl(name))));
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0]);
    // One run applied them while the others waited for its lock, then found nothing to do.
    expect(runs.filter((run) => run.output.includes('Applied migrations: ')).length).toBe(1);
    expect(runs.filter((run) => run.output.includes('Database is up to date')).length).toBe(2);
    const rows = await query<{ name: string; times: number }>(name, 'SELECT name, count(*)::int AS times FROM migrations GROUP BY name');
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.times !== 1)).toEqual([]);
  }, 120_000);

  it('reverts the last migration with migrate:revert, and applies it again with migrate', async () => {
    const name = newDatabaseName();
    expect((await runMigrate(databaseUrl(name))).code).toBe(0);
    const [last] = await query<{ name: string }>(name, 'SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
    const before = await query<{ name: string }>(name, 'SELECT name FROM migrations');

    const reverted = await runMigrate(databaseUrl(name), 'revert');
    expect(reverted.code).toBe(0);
    expect(reverted.output).toContain(`Reverted migration: ${last.name}`);
    const after = await query<{ name: string }>(name, 'SELECT name FROM migrations');
    expect(after.map((row) => row.name).sort()).toEqual(before.map((row) => row.name).filter((n) => n !== last.name).sort());

    const reapplied = await runMigrate(databaseUrl(name));
    expect(reapplied.code).toBe(0);
    expect(reapplied.output).toContain(`Applied migrations: ${last.name}`);
    expect(await query(name, `SELECT 1 FROM migrations WHERE name = '${last.name}'`)).toHaveLength(1);
  }, 120_000);

  it('migrates an existing database for a role that cannot connect to the postgres maintenance database', async () => {
    const proxy = await startProxyWithoutMaintenanceDb();
    try {
      const existing = newDatabaseName();
      await admin((client) => client.query(`CREATE DATABASE ${existing}`));
      const run = await runMigrate(proxy.url(existing));
      expect(run).toMatchObject({ code: 0, output: expect.stringContaining('Applied migrations: ') });
      expect(proxy.asked).not.toContain('postgres');
      expect((await query(existing, 'SELECT name FROM migrations')).length).toBeGreaterThan(20);

      // Creating a database is the one thing that needs the maintenance database: that fails, and says so.
      const missing = newDatabaseName();
      const refused = await runMigrate(proxy.url(missing));
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Migration failed: ');
      expect(proxy.asked).toContain('postgres');
    } finally {
      await proxy.close();
    }
  }, 120_000);
});
