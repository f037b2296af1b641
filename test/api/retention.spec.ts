import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { logLines } from '../harness/log-lines.js';
import { startProcess, waitFor } from '../harness/processes.js';
import { startTestApp, type TestApp } from '../harness/test-app.js';
import { createTestDatabase, type TestDatabase } from '../harness/test-database.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';

const run = promisify(execFile);

/** `npm run cli -- retention` against the test's database: one JSON line per table. */
async function retentionCli(db: TestDatabase): Promise<Record<string, number>> {
  const { stdout } = await run('node', ['dist/src/cli.js', 'retention'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL },
  });
  const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { table: string; deleted: number });
  return Object.fromEntries(lines.map(({ table, deleted }) => [table, deleted]));
}

const ago = (days: number) => `now() - interval '${days} days'`;
const ahead = (days: number) => `now() + interval '${days} days'`;

/** The ids of a table's rows among `ids` that are still there. */
async function remaining(db: TestDatabase, table: string, ids: string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`SELECT id::text FROM ${table} WHERE id::text = ANY($1) ORDER BY id`, [ids]);
  return rows.map((row) => row.id);
}

async function insertId(db: TestDatabase, sql: string, params: unknown[] = []): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(`${sql} RETURNING id::text`, params);
  return id;
}

describe('retention: the scheduled cleanup', () => {
  let db: TestDatabase;
  afterAll(async () => db?.drop());

  it('deletes exactly what is past its period, keeps the rest and what is kept forever, and a second run deletes nothing', async () => {
    db = await createTestDatabase();
    const userId = await insertId(db, `INSERT INTO users (email, password_hash) VALUES ($1, 'x')`, [`retention-${randomBytes(4).toString('hex')}@example.com`]);
    const session = (expires: string, revoked = 'NULL') =>
      insertId(db, `INSERT INTO sessions (user_id, expires_at, revoked_at) VALUES ($1, ${expires}, ${revoked})`, [userId]);
    const sessions = {
      expiredLongAgo: await session(ago(30)),
      signedOutLongAgo: await session(ahead(10), ago(30)),
      expiredYesterday: await session(ago(1)),
      live: await session(ahead(10)),
    };
    const token = (sessionId: string) => insertId(db, `INSERT INTO refresh_tokens (session_id, token_hash) VALUES ($1, $2)`, [sessionId, randomBytes(32)]);
    const tokens = { ofExpired: await token(sessions.expiredLongAgo), ofLive: await token(sessions.live) };
    const resetLink = (expires: string) => insertId(db, `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, ${expires})`, [userId, randomBytes(32)]);
    const resetLinks = { old: await resetLink(ago(30)), recent: await resetLink(ago(0)) };
    const verificationLink = (expires: string) =>
      insertId(db, `INSERT INTO email_verification_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, ${expires})`, [userId, randomBytes(32)]);
    const verificationLinks = { old: await verificationLink(ago(30)), recent: await verificationLink(ago(0)) };

    const mail = (status: string, created: string, sent: string) =>
      insertId(db, `INSERT INTO mail_outbox (recipient, template, status, created_at, sent_at) VALUES ('a@example.com', 'password_reset', $1, ${created}, ${sent})`, [status]);
    const mails = {
      sentLongAgo: await mail('sent', ago(41), ago(40)),
      sentRecently: await mail('sent', ago(10), ago(10)),
      pendingLongAgo: await mail('pending', ago(100), 'NULL'),
      failedLongAgo: await mail('failed', ago(100), 'NULL'),
    };

    const beat = (days: number) => insertId(db, `INSERT INTO scheduled_runs (task, tick_at, instance) VALUES ('heartbeat', ${ago(days)}, 'test')`);
    const beats = { old: await beat(20), recent: await beat(1) };

    const jobRun = (table: string, trigger: string, status: string, days: number) =>
      insertId(db, `INSERT INTO ${table} (trigger, status, requested_at) VALUES ($1, $2, ${ago(days)})`, [trigger, status]);
    const runsOf = async (table: string) => ({
      oldManual: await jobRun(table, 'manual', 'succeeded', 200),
      // The newest scheduled run stays however old, so the admin page still shows the last one.
      newestScheduled: await jobRun(table, 'schedule', 'failed', 200),
      recentManual: await jobRun(table, 'manual', 'succeeded', 1),
    });
    const importRuns = await runsOf('import_runs');
    const syncRuns = await runsOf('catalog_sync_runs');

    const contact = (days: number) =>
      insertId(db, `INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES ('T', 't@example.com', 'S', 'M', ${ago(days)})`);
    const contacts = { old: await contact(400), recent: await contact(10) };

    const chat = async (days: number) => {
      const id = await insertId(db, `INSERT INTO chat_conversations (guest_token_hash, name, email, last_message_at) VALUES ($1, 'G', 'g@example.com', ${ago(days)})`, [randomBytes(32)]);
      await db.query(`INSERT INTO chat_messages (conversation_id, author, body, created_at) VALUES ($1, 'shopper', 'Hello', ${ago(days)})`, [id]);
      return id;
    };
    const chats = { idle: await chat(400), recent: await chat(1) };

    const audit = await insertId(db, `INSERT INTO admin_audit_log (actor_email, action, created_at) VALUES ('admin@example.com', 'retention.test', ${ago(4000)})`);
    const kept = async () => {
      const [row] = await db.query(`SELECT (SELECT count(*) FROM payments)::int AS payments, (SELECT count(*) FROM orders)::int AS orders,
        (SELECT count(*) FROM product_keys)::int AS keys, (SELECT count(*) FROM user_credits)::int AS credits, (SELECT count(*) FROM admin_audit_log)::int AS audit`);
      return row;
    };
    const keptBefore = await kept();

    expect(await retentionCli(db)).toEqual({
      sessions: 2,
      password_reset_tokens: 1,
      email_verification_tokens: 1,
      mail_outbox: 1,
      scheduled_runs: 1,
      import_runs: 1,
      catalog_sync_runs: 1,
      contact_messages: 1,
      chat_conversations: 1,
    });

    expect(await remaining(db, 'sessions', Object.values(sessions))).toEqual([sessions.expiredYesterday, sessions.live].sort());
    expect(await remaining(db, 'refresh_tokens', Object.values(tokens))).toEqual([tokens.ofLive]);
    expect(await remaining(db, 'password_reset_tokens', Object.values(resetLinks))).toEqual([resetLinks.recent]);
    expect(await remaining(db, 'email_verification_tokens', Object.values(verificationLinks))).toEqual([verificationLinks.recent]);
    expect(await remaining(db, 'mail_outbox', Object.values(mails))).toEqual([mails.sentRecently, mails.pendingLongAgo, mails.failedLongAgo].sort());
    expect(await remaining(db, 'scheduled_runs', Object.values(beats))).toEqual([beats.recent]);
    expect(await remaining(db, 'import_runs', Object.values(importRuns))).toEqual([importRuns.newestScheduled, importRuns.recentManual].sort());
    expect(await remaining(db, 'catalog_sync_runs', Object.values(syncRuns))).toEqual([syncRuns.newestScheduled, syncRuns.recentManual].sort());
    expect(await remaining(db, 'contact_messages', Object.values(contacts))).toEqual([contacts.recent]);
    expect(await remaining(db, 'chat_conversations', Object.values(chats))).toEqual([chats.recent]);
    expect(await db.query(`SELECT conversation_id::text AS id FROM chat_messages WHERE conversation_id = ANY($1)`, [Object.values(chats)])).toEqual([{ id: chats.recent }]);
    expect(await remaining(db, 'admin_audit_log', [audit])).toEqual([audit]);
    expect(await kept()).toEqual(keptBefore);

    const second = await retentionCli(db);
    expect(Object.values(second).every((deleted) => deleted === 0)).toBe(true);
    expect(Object.keys(second)).toHaveLength(9);
  });

  it('deletes in batches until nothing old is left', async () => {
    const batches = await createTestDatabase();
    try {
      await batches.query(`INSERT INTO scheduled_runs (task, tick_at, instance) SELECT 'heartbeat', now() - interval '30 days', 'test' FROM generate_series(1, 25)`);
      const { stdout } = await run('node', ['dist/src/cli.js', 'retention'], {
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: batches.url, REDIS_URL: TEST_REDIS_URL, RETENTION_BATCH_SIZE: '10' },
      });
      expect(stdout).toContain('"table":"scheduled_runs","deleted":25');
      expect(await batches.query(`SELECT id FROM scheduled_runs WHERE tick_at < now() - interval '14 days'`)).toEqual([]);
    } finally {
      await batches.drop();
    }
  });

  describe('on the workers\u2019 schedule', () => {
    let sut: TestApp | undefined;
    afterEach(async () => {
      await sut?.close();
      sut = undefined;
    });

    it('runs on RETENTION_CRON through the system queue', async () => {
      sut = await startTestApp({ APP_ROLE: 'worker', RETENTION_CRON: '* * * * * *', LOG_LEVEL: 'info' });
      const [{ id }] = await sut.db.query<{ id: string }>(`INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES ('T', 't@example.com', 'S', 'M', now() - interval '400 days') RETURNING id`);
      await waitFor('the old contact message to be deleted', async () => (await sut!.db.query(`SELECT 1 FROM contact_messages WHERE id = $1`, [id])).length === 0);
      // The run logs its count once its delete has committed: the line may reach the pipe a moment later.
      const logged = /retention \{\\?"table\\?":\\?"contact_messages\\?",\\?"deleted\\?":1/;
      await waitFor('the deletion in the worker\u2019s log', async () => logged.test(sut!.process.output()) || undefined);
    });

    it('does not run with RETENTION_CRON=off', async () => {
      sut = await startTestApp({ APP_ROLE: 'worker', RETENTION_CRON: 'off', LOG_LEVEL: 'info' });
      await waitFor('the scheduler to start', async () => /Scheduled: /.test(sut!.process.output()));
      expect(sut.process.output()).toMatch(/Scheduled: heartbeat \(/);
      expect(sut.process.output()).not.toMatch(/retention \(/);
    });
  });

  it('refuses a RETENTION_CRON that is neither a cron expression nor off', async () => {
    const app = startProcess('node', ['dist/src/main.js'], { NODE_ENV: 'test', RETENTION_CRON: 'nightly', DATABASE_URL: 'postgres://127.0.0.1:1/none', REDIS_URL: TEST_REDIS_URL });
    await waitFor('the app to exit', async () => app.child.exitCode !== null);
    expect(logLines(app.output()).map((line) => line.msg).join('\n')).toContain('RETENTION_CRON must be a cron expression (with seconds) or "off", not "nightly"');
  });
});
