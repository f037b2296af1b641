import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { LIFTED_LIMITS } from '../harness/lifted-limits.js';
import { logLines } from '../harness/log-lines.js';
import { startProcess, waitFor } from '../harness/processes.js';
import { freePort } from '../harness/ports.js';
import { newProduct, payInSandbox, placeOrder } from '../harness/purchases.js';
import { signUpShopper } from '../harness/shoppers.js';
import { startTcpProxy } from '../harness/tcp-proxy.js';
import { startTestApp, waitForApp } from '../harness/test-app.js';
import { createTestDatabase } from '../harness/test-database.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { productionEnv } from '../harness/production-env.js';

const PRODUCTION = productionEnv();

const linesOf = (output: string, reqId: string) => logLines(output).filter((line) => line.reqId === reqId);

describe('the log of a production process', () => {
  it('is JSON lines with level, time and msg, also while Postgres and Redis are away, and says once per failed probe what is down', async () => {
    const db = await createTestDatabase();
    const [postgres, redis, port] = await Promise.all([startTcpProxy(db.url), startTcpProxy(TEST_REDIS_URL), freePort()]);
    const url = `http://127.0.0.1:${port}`;
    const probes = [randomUUID(), randomUUID(), randomUUID()];
    const app = startProcess('node', ['dist/src/main.js'], {
      ...PRODUCTION,
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.via(db.url),
      REDIS_URL: redis.via(TEST_REDIS_URL),
      ...LIFTED_LIMITS,
      PUBLIC_URL: url,
      SHUTDOWN_DRAIN_MS: '0',
    });
    try {
      await waitForApp(app, url);
      await request(url).get('/health/ready').expect(200);
      await Promise.all([postgres.close(), redis.close()]);
      // Until Redis is found gone (a command fails at once then), the probe may wait for its answer.
      await waitFor('readiness to fail', async () => (await request(url).get('/health/ready')).status === 503 || undefined);
      for (const id of probes) await request(url).get('/health/ready').set('x-request-id', id).expect(503);
      await waitFor('the refused Redis connection in the log', async () => logLines(app.output()).some((line) => /^Redis: .*ECONNREFUSED/.test(line.msg)) || undefined);
    } finally {
      await app.stop();
      await db.drop();
    }

    const lines = logLines(app.output());
    for (const line of lines) expect(line).toMatchObject({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) });
    expect(lines.map((line) => line.msg)).toContain(`Keyshop (all) listening on ${url}`);
    // Reconnecting several times a second, the shared connection says so once: as a warning, without a stack.
    expect(lines.filter((line) => /^Redis: .*ECONNREFUSED/.test(line.msg))).toEqual([expect.objectContaining({ level: 40, context: 'Redis' })]);
    expect(lines.find((line) => line.msg.startsWith('SIGTERM: '))).toMatchObject({ level: 40, context: 'Shutdown' });
    for (const id of probes) {
      const [warning, ...others] = linesOf(app.output(), id);
      expect(warning).toMatchObject({ level: 40, msg: expect.stringMatching(/^Not ready: postgres is down \(.+\), redis is down \(.+\)$/) });
      expect(warning).not.toHaveProperty('trace');
      expect(others.map(({ level, msg, status }) => ({ level, msg, status }))).toEqual([{ level: 30, msg: 'request', status: 503 }]);
    }
  }, 90_000);
});

describe('the output of the process besides its own log lines', () => {
  it('becomes JSON lines too: a library writing to the console, a warning of Node, an uncaught error', async () => {
    const script = `
      const { createLogger } = await import('./dist/src/logging/logger.js');
      const { sendProcessOutputToLogger } = await import('./dist/src/logging/process-output.js');
      sendProcessOutputToLogger(createLogger({ logLevel: 'info', nodeEnv: 'production' }));
      console.error('[ioredis] Unhandled error event: %s', 'connect ECONNREFUSED');
      process.emitWarning('Possible EventEmitter memory leak detected');
      setTimeout(() => { throw new Error('nobody caught this'); });
    `;
    const child = startProcess('node', ['--input-type=module', '-e', script], {});
    await waitFor('the process to exit', async () => child.child.exitCode ?? undefined);
    expect(child.child.exitCode).toBe(1);
    expect(logLines(child.output()).map(({ level, msg, context }) => ({ level, msg, context }))).toEqual([
      { level: 50, msg: '[ioredis] Unhandled error event: connect ECONNREFUSED', context: 'console' },
      { level: 40, msg: 'Possible EventEmitter memory leak detected', context: 'node' },
      { level: 60, msg: 'Uncaught exception: nobody caught this', context: undefined },
    ]);
  });
});

describe('lines written under a request or a job', () => {
  it('carry the request id, and the job id, queue and job name, without the caller passing them', async () => {
    const sut = await startTestApp({ LOG_LEVEL: 'info' });
    try {
      const reqId = `forged-itn-${randomUUID()}`;
      await request(sut.url).post('/api/payments/payfast/notify').set('x-request-id', reqId).type('form').send('m_payment_id=KS-1&payment_status=COMPLETE&signature=forged').expect(400);
      const rejected = await waitFor('the rejection in the log', async () => linesOf(sut.process.output(), reqId).find((line) => line.msg.startsWith('PayFast notification rejected')));
      expect(rejected).toMatchObject({ level: 40, context: 'PaymentGatewayService' });
      // Once per line: the request line carries it too, and only once.
      expect(sut.process.output().split(`"reqId":"${reqId}"`)).toHaveLength(linesOf(sut.process.output(), reqId).length + 1);

      const shopper = await signUpShopper(sut.url);
      const game = await newProduct(sut, { keys: 1 });
      const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
      await payInSandbox(sut, order);
      const delivered = await waitFor('the delivery in the log', async () =>
        logLines(sut.process.output()).find((line) => line.msg.startsWith(`Order ${order.orderNumber}: 1 key(s) delivered`)),
      );
      expect(delivered).toMatchObject({ queue: 'orders', job: 'fulfil', jobId: `fulfil:${order.orderId}` });
      // The job outlives the request that queued it: it does not speak for that request.
      expect(delivered).not.toHaveProperty('reqId');

      // A read answered again from memory is logged as the first one was, under its own id.
      const reads = [`first-read-${randomUUID()}`, `remembered-read-${randomUUID()}`];
      for (const reqId of reads) await request(sut.url).get('/api/categories?logged=1').set('x-request-id', reqId).expect(200);
      for (const reqId of reads) {
        const line = await waitFor(`the request line of ${reqId}`, async () => linesOf(sut.process.output(), reqId).find((found) => found.msg === 'request'));
        expect(line).toMatchObject({ level: 30, method: 'GET', url: '/api/categories?logged=1', status: 200 });
      }
      const metrics = await request(sut.url).get('/metrics').expect(200);
      expect(metrics.text).toMatch(/^keyshop_response_cache_lookups_total\{outcome="hit"\} [1-9]/m);
    } finally {
      await sut.close();
    }
  }, 90_000);
});
