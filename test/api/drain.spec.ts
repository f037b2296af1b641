import { once } from 'node:events';
import http from 'node:http';
import pg from 'pg';
import { LIFTED_LIMITS } from '../harness/lifted-limits.js';
import { type RunningProcess, startProcess, waitFor } from '../harness/processes.js';
import { freePort, listenOnFreePort } from '../harness/ports.js';
import { holdKeyDeliveries } from '../harness/held-delivery.js';
import { newProduct, payInSandbox, placeOrder } from '../harness/purchases.js';
import { insertShoppers } from '../harness/shoppers.js';
import { type TestApp, waitForApp } from '../harness/test-app.js';
import { createTestDatabase, type TestDatabase } from '../harness/test-database.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { insertFixtureAccounts } from '../harness/tokens.js';

interface Backend {
  url: string;
  app: RunningProcess;
}

/** The built app in `role` on a reserved free port, on the test's database and Redis. */
async function startApp(db: TestDatabase, role: 'web' | 'worker' | 'all', env: Record<string, string> = {}): Promise<Backend> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = startProcess('node', ['dist/src/main.js'], {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    APP_ROLE: role,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    ...LIFTED_LIMITS,
    PUBLIC_URL: url,
    ...env,
  });
  await waitForApp(app, url);
  return { url, app };
}

/** Answers a GET with its status, headers and body, on `agent` (a kept-alive connection when it has one). */
function get(url: string, agent: http.Agent): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const PROBE_FAILURE_THRESHOLD = 3;

/**
 * A load balancer as small as can be: round robin over the backends in rotation, keeping connections
 * to them alive, retrying nothing (a failed forward is a 502 for the client). It asks every backend's
 * /health/ready each 100 ms and takes out of rotation a backend that failed three probes in a row.
 */
async function startBalancer(backends: Backend[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const inRotation = new Set(backends);
  const droppedAt = new Map<Backend, number>();
  const answered = new Map<Backend, number[]>(backends.map((backend) => [backend, []]));
  let turn = 0;
  const server = http.createServer((request, response) => {
    const live = backends.filter((backend) => inRotation.has(backend));
    const backend = live[turn++ % live.length];
    if (!backend) return response.writeHead(503).end('no backend');
    const forward = http.request(`${backend.url}${request.url}`, { method: request.method, headers: request.headers, agent }, (answer) => {
      answered.get(backend)!.push(Date.now());
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502).end(`backend ${backend.url} failed: ${error.message}`);
      else response.destroy();
    });
    request.pipe(forward);
  });
  const port = await listenOnFreePort(server);
  const probe = new http.Agent({ keepAlive: false });
  // Like a load balancer's failure threshold: one slow probe on a loaded machine does not drop a backend.
  const failures = new Map<Backend, number>(backends.map((backend) => [backend, 0]));
  const poll = setInterval(() => {
    for (const backend of backends) {
      get(`${backend.url}/health/ready`, probe).then(
        ({ status }) => (status === 200 ? keep(backend) : fail(backend)),
        () => fail(backend),
      );
    }
  }, 100);
  const keep = (backend: Backend) => {
    failures.set(backend, 0);
    inRotation.add(backend);
  };
  const fail = (backend: Backend) => {
    failures.set(backend, failures.get(backend)! + 1);
    if (failures.get(backend)! >= PROBE_FAILURE_THRESHOLD && inRotation.delete(backend)) droppedAt.set(backend, Date.now());
  };
  return {
    url: `http://127.0.0.1:${port}`,
    droppedAt,
    answered,
    close: async () => {
      clearInterval(poll);
      agent.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Requests from `clients` loops at once, each after the last; counts the answers and keeps every failure. */
function startLoad(url: string, clients: number) {
  const paths = ['/api/categories', '/api/products?limit=3', '/health/live', '/products'];
  const failures: string[] = [];
  let ok = 0;
  let running = true;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let n = client; running; n += 1) {
      const path = paths[n % paths.length];
      try {
        const { status, body } = await get(`${url}${path}`, agent);
        if (status === 200) ok += 1;
        else failures.push(`${path}: ${status} ${body.slice(0, 200)}`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  });
  return {
    failures,
    ok: () => ok,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

describe('a web process stopped with SIGTERM', () => {
  it('drains behind a load balancer without a failed request, and exits 0', async () => {
    const db = await createTestDatabase();
    const drain = { SHUTDOWN_DRAIN_MS: '1500' };
    const [first, second] = await Promise.all([startApp(db, 'web', drain), startApp(db, 'web', drain)]);
    const balancer = await startBalancer([first, second]);
    const load = startLoad(balancer.url, 8);
    try {
      // Two stores booting at once take a while on a loaded machine: a generous bound, only reached on failure.
      await waitFor('both backends to answer', async () => balancer.answered.get(first)!.length > 50 && balancer.answered.get(second)!.length > 50, 60_000);
      const signalled = Date.now();
      first.app.child.kill('SIGTERM');

      // At once: not ready, still live, and answers that close their kept-alive connection.
      const direct = new http.Agent({ keepAlive: true });
      const ready = await waitFor('readiness to turn 503', async () => {
        const answer = await get(`${first.url}/health/ready`, direct);
        return answer.status === 503 ? answer : undefined;
      });
      expect(JSON.parse(ready.body)).toMatchObject({ code: 'not_ready', message: 'Not ready: shutting down' });
      expect(ready.headers.connection).toBe('close');
      const live = await get(`${first.url}/health/live`, direct);
      expect(live.status).toBe(200);
      direct.destroy();

      const [code] = first.app.child.exitCode !== null ? [first.app.child.exitCode] : await once(first.app.child, 'exit');
      const exited = Date.now();
      const okAtExit = load.ok();
      await waitFor('more load through the other backend', async () => load.ok() > okAtExit + 200);
      await load.stop();

      expect(load.failures).toEqual([]);
      expect(code).toBe(0);
      expect(first.app.output()).toContain('SIGTERM: not ready any more; serving 1500 ms more');
      // The balancer took it out of rotation before it stopped listening, and it served until then.
      expect(balancer.droppedAt.get(first)).toBeLessThan(exited);
      expect(balancer.answered.get(first)!.filter((at) => at >= signalled).length).toBeGreaterThan(0);
      expect(balancer.droppedAt.has(second)).toBe(false);
    } finally {
      await load.stop();
      await balancer.close();
      await Promise.all([first.app.stop(), second.app.stop()]);
      await db.drop();
    }
  }, 240_000);
});

describe('a worker stopped with SIGTERM', () => {
  it('finishes the job it is running, whose mail a worker started afterwards sends', async () => {
    const db = await createTestDatabase();
    await insertFixtureAccounts(db);
    const web = await startApp(db, 'web');
    const sut: TestApp = { url: web.url, db, process: web.app, close: async () => undefined };
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    let worker = await startApp(db, 'worker');
    try {
      const [shopper] = await insertShoppers(db, 1);
      const game = await newProduct(sut, { keys: 1 });
      const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
      // Hold the delivery inside the fulfilment's transaction, and stop the worker there.
      await holdKeyDeliveries(locker, db, () => payInSandbox(sut, order));
      worker.app.child.kill('SIGTERM');
      await waitFor('the worker to take the signal', async () => worker.app.output().includes('SIGTERM: ') || undefined);
      expect(worker.app.child.exitCode).toBeNull();
      await locker.query('COMMIT');
      const [code] = worker.app.child.exitCode !== null ? [worker.app.child.exitCode] : await once(worker.app.child, 'exit');
      expect(code).toBe(0);

      // The job finished before the exit: the order is delivered and its mail committed.
      const [row] = await db.query<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
      expect(row.status).toBe('completed');
      const mails = () =>
        db.query<{ status: string }>(`SELECT status FROM mail_outbox WHERE template = 'keys_delivered' AND payload->'order'->>'orderNumber' = $1`, [order.orderNumber]);
      expect(await mails()).toHaveLength(1);

      // Its send job waited in Redis for the next worker, well before the sweep would look (a minute).
      worker = await startApp(db, 'worker');
      await waitFor('the delivery mail to be sent', async () => ((await mails())[0].status === 'sent' ? true : undefined), 30_000);
      expect(await mails()).toEqual([{ status: 'sent' }]);
    } finally {
      await locker.end().catch(() => undefined);
      await worker.app.stop();
      await web.app.stop();
      await db.drop();
    }
  }, 240_000);
});
