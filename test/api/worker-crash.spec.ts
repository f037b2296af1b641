import pg from 'pg';
import request from 'supertest';
import { FakeFreeToGame, freeToGameGame } from '../fakes/freetogame.js';
import { FakeSmtp } from '../fakes/smtp.js';
import { type RunningProcess, startProcess, waitFor } from '../harness/processes.js';
import { freePort } from '../harness/ports.js';
import { newIp } from '../harness/accounts.js';
import { holdKeyDeliveries } from '../harness/held-delivery.js';
import { newProduct, payInSandbox, placeOrder } from '../harness/purchases.js';
import { insertShoppers, signUpShopper } from '../harness/shoppers.js';
import { startTestApp, type TestApp, waitForApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
/** Jobs and mail leases of a worker that died are taken over within seconds rather than the default half minute and minute. */
const FAST_TAKEOVER = { QUEUE_LOCK_MS: '3000', MAIL_SEND_LEASE_MS: '3000' };
const METRICS_TOKEN = 'metrics-scrape-token-for-tests';

/** A worker process beside the test's web process, on the same database and Redis; `url` serves its /metrics. */
async function startWorker(sut: TestApp, env: Record<string, string>): Promise<RunningProcess & { url: string }> {
  const port = await freePort();
  const worker = startProcess('node', ['dist/src/main.js'], {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    APP_ROLE: 'worker',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: sut.db.url,
    REDIS_URL: TEST_REDIS_URL,
    PUBLIC_URL: sut.url,
    ...env,
  });
  await waitForApp(worker, `http://127.0.0.1:${port}`);
  return { ...worker, url: `http://127.0.0.1:${port}` };
}

// Each test starts a web process and two workers in turn and kills one: minutes on a slow 2-core machine
// that runs the browser tests beside it.
describe('a worker killed in the middle of a job', () => {
  it('leaves a fulfilment that another worker finishes exactly once, saying it took the job over', async () => {
    const smtp = await FakeSmtp.start();
    const env = { ...smtp.env(), ...FAST_TAKEOVER, METRICS_TOKEN };
    const sut = await startTestApp({ ...env, APP_ROLE: 'web' });
    const locker = new pg.Client({ connectionString: sut.db.url });
    await locker.connect();
    let worker = await startWorker(sut, env);
    try {
      const shopper = await signUpShopper(sut.url);
      const game = await newProduct(sut, { keys: 1 });
      const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
      // Hold the delivery inside the fulfilment's transaction, then kill the worker there.
      await holdKeyDeliveries(locker, sut.db, () => payInSandbox(sut, order));
      worker.child.kill('SIGKILL');
      await waitFor('the worker to die', async () => (worker.child.signalCode ? true : undefined));
      await locker.query('COMMIT');

      worker = await startWorker(sut, env);
      await waitFor('the order to be delivered', async () => {
        const [row] = await sut.db.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
        return row.status === 'completed' || undefined;
      }, 120_000);
      const keys = await sut.db.query<{ status: string }>(`SELECT status FROM product_keys WHERE order_id = $1`, [order.orderId]);
      expect(keys).toEqual([{ status: 'delivered' }]);
      await smtp.waitFor('the delivery mail', (mail) => mail.subject === `Your keys for order ${order.orderNumber}`);
      const events = await sut.db.query<{ to_status: string }>(`SELECT to_status FROM order_events WHERE order_id = $1 AND to_status = 'completed'`, [order.orderId]);
      expect(events).toHaveLength(1);
      expect(await sut.db.query(`SELECT 1 FROM mail_outbox WHERE template = 'keys_delivered' AND payload->'order'->>'orderNumber' = $1`, [order.orderNumber])).toHaveLength(1);

      // The worker that took the job over said so once, and counted it.
      const takeovers = worker.output().split('\n').filter((line) => line.includes(`Job fulfil:${order.orderId} (fulfil) of the orders queue stalled in attempt 1`));
      expect(takeovers).toHaveLength(1);
      expect(JSON.parse(takeovers[0])).toMatchObject({ level: 40, context: 'StalledJobLog' });
      const metrics = await request(worker.url).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
      expect(metrics.text).toContain('keyshop_queue_jobs_total{queue="orders",outcome="stalled"} 1\n');
    } finally {
      await locker.end().catch(() => undefined);
      await worker.stop();
      await sut.close();
      await smtp.close();
    }
  }, 300_000);

  it('leaves an import that another worker resumes and finishes, writing each game once', async () => {
    const games = Array.from({ length: 40 }, (_, n) => freeToGameGame(900 + n, `Crash Game ${n + 1}`));
    const freeToGame = await FakeFreeToGame.start(games);
    // Each detail takes a while, so that the worker dies between two batches of games.
    const slowDetails = () => freeToGame.script('/api/game', ...Array.from({ length: 40 }, () => ({ delayMs: 150 })));
    slowDetails();
    const env = { ...freeToGame.env(), IMPORT_RETRY_DELAY_MS: '10', ...FAST_TAKEOVER };
    const sut = await startTestApp({ ...env, APP_ROLE: 'web' });
    let worker = await startWorker(sut, env);
    try {
      const started = await request(sut.url).post('/api/admin/import').set(admin).expect(202);
      await waitFor('the first batch to be written', async () => {
        const run = (await request(sut.url).get(`/api/admin/import/runs/${started.body.id}`).set(admin).expect(200)).body;
        return run.progress.phase === 'freetogame' && run.progress.done >= 20 ? true : undefined;
      }, 120_000);
      worker.child.kill('SIGKILL');
      await waitFor('the worker to die', async () => (worker.child.signalCode ? true : undefined));

      worker = await startWorker(sut, env);
      const run = await waitFor('the import to finish', async () => {
        const body = (await request(sut.url).get(`/api/admin/import/runs/${started.body.id}`).set(admin).expect(200)).body;
        return body.result ? body : undefined;
      }, 120_000);
      expect(run.result).toMatchObject({ success: true, breakdown: { freetogame: { total: 40 } } });
      const [{ products, sources }] = await sut.db.query<{ products: number; sources: number }>(
        `SELECT count(DISTINCT p.id)::int AS products, count(*)::int AS sources FROM product_sources s JOIN products p ON p.id = s.product_id WHERE s.source = 'freetogame'`,
      );
      expect({ products, sources }).toEqual({ products: 40, sources: 40 });
      // The games of the first batch were not asked for their detail again.
      expect(freeToGame.requestsTo('/api/game').filter((r) => r.query.get('id') === '900')).toHaveLength(1);
    } finally {
      await worker.stop();
      await sut.close();
      await freeToGame.close();
    }
  }, 300_000);
  it('leaves a mail the server never acknowledged, which another worker sends exactly once', async () => {
    const smtp = await FakeSmtp.start();
    const env = { ...smtp.env(), ...FAST_TAKEOVER };
    const sut = await startTestApp({ ...env, APP_ROLE: 'web' });
    let worker = await startWorker(sut, env);
    try {
      // Written straight into the database: a sign-up would mail a link, which could be the mail the server holds.
      const [shopper] = await insertShoppers(sut.db, 1);
      // The server takes the message's data and never answers: the worker is killed waiting for it.
      await smtp.setMode('hold');
      await request(sut.url).post('/api/auth/recover').send({ email: shopper.email }).expect(200);
      const [held] = await waitFor('the mail to reach the server', async () => (smtp.held.length ? smtp.held : undefined));
      worker.child.kill('SIGKILL');
      await waitFor('the worker to die', async () => (worker.child.signalCode ? true : undefined));
      const [pending] = await sut.db.query<{ id: string; status: string; attempts: number }>(
        `SELECT id, status, attempts FROM mail_outbox WHERE recipient = $1`,
        [shopper.email],
      );
      expect(pending).toMatchObject({ status: 'pending', attempts: 0 });

      await smtp.setMode('up');
      worker = await startWorker(sut, env);
      await waitFor('the mail to be sent', async () => {
        const [row] = await sut.db.query<{ status: string }>(`SELECT status FROM mail_outbox WHERE id = $1`, [pending.id]);
        return row.status === 'sent' || undefined;
      }, 120_000);
      const [row] = await sut.db.query<{ attempts: number }>(`SELECT attempts FROM mail_outbox WHERE id = $1`, [pending.id]);
      expect(row.attempts).toBe(1);
      const accepted = smtp.to(shopper.email);
      expect(accepted).toHaveLength(1);
      // The same Message-ID both times: a server that had kept the first copy would see a duplicate.
      expect(accepted[0].headers['message-id']).toBe(held.headers['message-id']);
      expect(accepted[0].headers['message-id']).toContain(pending.id);
    } finally {
      await worker.stop();
      await sut.close();
      await smtp.close();
    }
  }, 300_000);

  it('leaves many mails, of which only the one on its way to the server may reach it twice', async () => {
    const smtp = await FakeSmtp.start();
    const env = { ...smtp.env(), ...FAST_TAKEOVER, MAIL_RETRY_DELAY_MS: '200' };
    const sut = await startTestApp({ ...env, APP_ROLE: 'web' });
    let worker: RunningProcess | null = null;
    try {
      const shoppers = await insertShoppers(sut.db, 24);
      // The mails wait in the queue until a worker starts; the server then takes the data of each one it is sent and never answers.
      for (const shopper of shoppers) await request(sut.url).post('/api/auth/recover').set('x-forwarded-for', newIp()).send({ email: shopper.email }).expect(200);
      await smtp.setMode('hold');
      worker = await startWorker(sut, env);
      await waitFor('a mail to reach the server', async () => (smtp.held.length ? true : undefined));
      worker.child.kill('SIGKILL');
      await waitFor('the worker to die', async () => (worker!.child.signalCode ? true : undefined));
      const inFlight = smtp.held.map((mail) => mail.headers['message-id']);

      await smtp.setMode('up');
      worker = await startWorker(sut, env);
      await waitFor('every mail to be sent', async () => {
        const [{ pending }] = await sut.db.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM mail_outbox WHERE status <> 'sent'`);
        return pending === 0 || undefined;
      }, 120_000);

      const received = new Map<string, number>();
      for (const mail of [...smtp.held, ...smtp.messages]) received.set(mail.headers['message-id'], (received.get(mail.headers['message-id']) ?? 0) + 1);
      const accepted = new Map<string, number>();
      for (const mail of smtp.messages) accepted.set(mail.headers['message-id'], (accepted.get(mail.headers['message-id']) ?? 0) + 1);
      expect(accepted.size).toBe(24);
      expect([...accepted.values()].every((count) => count === 1)).toBe(true);
      const twice = [...received].filter(([, count]) => count > 1).map(([id]) => id);
      expect(inFlight).toHaveLength(1);
      expect(twice).toEqual(inFlight);
      // The mail the dead worker had on its way went out again once its lease had run out, and that was logged.
      const [mailId] = /[0-9a-f-]{36}/.exec(inFlight[0]) ?? [];
      expect(worker.output()).toContain(`Mail ${mailId} (password_reset): `);
      expect(worker.output()).toContain('left it unsent when its lease ran out; sending it again');
    } finally {
      await worker?.stop();
      await sut.close();
      await smtp.close();
    }
  }, 300_000);
});
