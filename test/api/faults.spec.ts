import { once } from 'node:events';
import { connect } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { FakePayfast } from '../fakes/payfast.js';
import { FakeSmtp } from '../fakes/smtp.js';
import { startProcess, startRedis, waitFor } from '../harness/processes.js';
import { newProduct, placeOrder } from '../harness/purchases.js';
import { signUpShopper } from '../harness/shoppers.js';
import { startTestApp } from '../harness/test-app.js';
import { TEST_POSTGRES_URL } from '../harness/test-env.js';

describe('faults', () => {
  it('keeps selling while Redis is away, and delivers everything once it is back', async () => {
    const payfast = await FakePayfast.start();
    const smtp = await FakeSmtp.start();
    let redis = await startRedis();
    const port = new URL(redis.url).port;
    const sut = await startTestApp({ ...payfast.env('sandbox'), ...smtp.env(), REDIS_URL: redis.url, ORDER_EXPIRY_CRON: '* * * * * *', MAIL_SWEEP_CRON: '* * * * * *' });
    try {
      const shopper = await signUpShopper(sut.url);
      const game = await newProduct(sut, { keys: 1 });
      await redis.stop();

      // The catalogue answers from Postgres, checkout and the payment notification commit.
      await request(sut.url).get('/api/products').query({ search: game.name }).expect(200);
      const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
      await request(sut.url).post('/api/payments/payfast/notify').type('form').send(payfast.itn({ orderNumber: order.orderNumber, amount: order.totalZarCents }).body).expect(200);
      const [paid] = await sut.db.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
      expect(paid.status).toBe('verified');

      // Redis comes back on the same address: the sweeps queue what could not be queued.
      redis = { ...startProcess('redis-server', ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}), url: redis.url };
      await waitFor('the order to be delivered', async () => {
        const [row] = await sut.db.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
        return row.status === 'completed' || undefined;
      }, 90_000);
      await smtp.waitFor('the delivery mail', (mail) => mail.subject === `Your keys for order ${order.orderNumber}`, 1, 90_000);
      expect(smtp.messages.filter((mail) => mail.subject === `Your keys for order ${order.orderNumber}`)).toHaveLength(1);
    } finally {
      await sut.close();
      await redis.stop();
      await smtp.close();
      await payfast.close();
    }
    // The fulfilment sweep picks up a paid order a minute after its payment.
  }, 180_000);

  it('answers 503 with a clear message while Postgres refuses connections, and recovers by itself', async () => {
    const sut = await startTestApp();
    const database = new URL(sut.db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: `${TEST_POSTGRES_URL}/postgres` });
    await admin.connect();
    const allow = (yes: boolean) => admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS ${yes}`);
    try {
      await request(sut.url).get('/api/products').query({ search: 'halo', limit: 1 }).expect(200);
      // As a restart looks from the app: its connections drop, and new ones are refused for a while.
      await allow(false);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [database]);
      const started = Date.now();
      const down = await request(sut.url).post('/api/auth/token?grant_type=password').send({ email: 'nobody@keyshop.test', password: 'whatever-1' });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ code: 'database_unavailable', message: expect.stringContaining('database') });
      await request(sut.url).get('/health/ready').expect(503);

      await allow(true);
      await waitFor('the app to recover', async () => ((await request(sut.url).get('/health/ready')).status === 200 ? true : undefined), 30_000);
      await request(sut.url).post('/api/auth/token?grant_type=password').send({ email: 'nobody@keyshop.test', password: 'whatever-1' }).expect(400);
    } finally {
      await allow(true).catch(() => undefined);
      await admin.end();
      await sut.close();
    }
  });

  it('on SIGTERM stops taking requests, finishes the one in flight, then exits', async () => {
    const sut = await startTestApp();
    const locker = new pg.Client({ connectionString: sut.db.url });
    await locker.connect();
    try {
      const { port } = new URL(sut.url);
      const email = `sigterm-${Date.now()}@keyshop.test`;
      const body = JSON.stringify({ email, password: 'Keyshop-test-1', ageConfirmed: true, termsAccepted: true });
      // Hold the sign-up inside its handler: its insert waits for a lock the test holds.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
      const socket = connect(Number(port), '127.0.0.1');
      await once(socket, 'connect');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      const closed = once(socket, 'close');
      socket.write(`POST /api/auth/signup HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      await waitFor('the sign-up to wait on the lock', async () => {
        const waiting = await sut.db.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%INSERT INTO users%'`);
        return waiting.length > 0 || undefined;
      });

      sut.process.child.kill('SIGTERM');
      await waitFor('new connections to be refused', async () => {
        try {
          await fetch(`${sut.url}/health/live`);
          return undefined;
        } catch {
          return true;
        }
      });
      await locker.query('COMMIT');
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      await waitFor('the process to exit', async () => (sut.process.child.exitCode !== null ? true : undefined), 20_000);
      expect(sut.process.child.exitCode).toBe(0);
      expect(sut.process.output()).toContain('finishing the requests and jobs in flight and exiting');
      expect(await sut.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toHaveLength(1);
    } finally {
      await locker.end();
      await sut.close();
    }
  });
});
