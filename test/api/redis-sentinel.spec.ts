import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { RunningProcess, startProcess, startRedis, waitFor } from '../harness/processes.js';
import { freePort } from '../harness/ports.js';
import { startTestApp, TestApp } from '../harness/test-app.js';

const MASTER_NAME = 'keyshop';

/** A sentinel of the test's own, watching `masterPort`; it rewrites its configuration, so the file lives in a directory of its own. */
async function startSentinel(masterPort: number): Promise<RunningProcess & { port: number }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'keyshop-sentinel-'));
  const conf = join(dir, 'sentinel.conf');
  writeFileSync(conf, [`port ${port}`, 'bind 127.0.0.1', `dir ${dir}`, `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${masterPort} 1`, ''].join('\n'));
  const sentinel = startProcess('redis-server', [conf, '--sentinel'], {});
  const stop = async () => {
    await sentinel.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor('the sentinel to monitor the master', async () => sentinel.output().includes(`+monitor master ${MASTER_NAME}`) || undefined);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${sentinel.output()}`);
  }
  return { ...sentinel, port, stop };
}

describe('Redis through Sentinel, with a hash-tagged queue prefix', () => {
  let master: Awaited<ReturnType<typeof startRedis>>;
  let sentinel: Awaited<ReturnType<typeof startSentinel>>;
  let inspect: Redis;
  let sut: TestApp;

  beforeAll(async () => {
    master = await startRedis();
    inspect = new Redis(master.url);
    sentinel = await startSentinel(Number(new URL(master.url).port));
    sut = await startTestApp({
      // Nothing listens here: every connection must go through the sentinel.
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_SENTINELS: `127.0.0.1:${sentinel.port}`,
      REDIS_SENTINEL_NAME: MASTER_NAME,
      QUEUE_PREFIX: '{keyshop}',
      RATE_LIMIT_PER_MINUTE: '50',
      HEARTBEAT_CRON: '* * * * * *',
    });
  });

  afterAll(async () => {
    await sut?.close();
    inspect?.disconnect();
    await sentinel?.stop();
    await master?.stop();
  });

  it('is ready, and counts each request against the rate limit in the master the sentinel names', async () => {
    await request(sut.url).get('/health/ready').expect(200);
    const first = await request(sut.url).get('/api/profile').set('X-Forwarded-For', '203.0.113.9');
    const second = await request(sut.url).get('/api/profile').set('X-Forwarded-For', '203.0.113.9');
    expect([first.headers['x-ratelimit-remaining'], second.headers['x-ratelimit-remaining']]).toEqual(['49', '48']);
    expect(await inspect.keys('ratelimit:address:*')).toHaveLength(1);
  });

  it('runs queued jobs with every Bull key under the hash-tagged prefix', async () => {
    await waitFor('a heartbeat job to record its run', async () => {
      const [{ runs }] = await sut.db.query<{ runs: number }>(`SELECT count(*)::int AS runs FROM scheduled_runs WHERE task = 'heartbeat'`);
      return runs > 0 || undefined;
    });
    await waitFor('the heartbeat job to complete', async () => (await inspect.zcard('{keyshop}:system:completed')) > 0 || undefined);
    expect(await inspect.keys('{keyshop}:system:*')).toEqual(expect.arrayContaining(['{keyshop}:system:id', '{keyshop}:system:completed']));
    expect(await inspect.keys('bull:*')).toEqual([]);
  });
});
