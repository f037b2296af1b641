import { RunningProcess, startProcess, waitFor } from '../harness/processes.js';
import { freePort } from '../harness/ports.js';
import { createTestDatabase, TestDatabase } from '../harness/test-database.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';

describe('scheduled tasks across replicas', () => {
  let db: TestDatabase;
  const workers: RunningProcess[] = [];

  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await db.drop();
  });

  it('runs each tick once when two workers run the same schedule', async () => {
    for (let i = 0; i < 2; i++) {
      const env = {
        APP_ROLE: 'worker',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(await freePort()),
        DATABASE_URL: db.url,
        REDIS_URL: TEST_REDIS_URL,
        HEARTBEAT_CRON: '* * * * * *',
      };
      workers.push(startProcess('node', ['dist/src/main.js'], env));
    }

    const rows = await waitFor('six heartbeat ticks', async () => {
      const found = await db.query<{ tick_at: Date; runs: number }>(
        `SELECT tick_at, count(*)::int AS runs FROM scheduled_runs WHERE task = 'heartbeat' GROUP BY tick_at ORDER BY tick_at`,
      );
      return found.length >= 6 ? found : undefined;
    }, 30_000);

    expect(workers.every((w) => w.child.exitCode === null)).toBe(true);
    expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
    const seconds = rows.map((row) => row.tick_at.getTime() / 1000);
    expect(new Set(seconds).size).toBe(seconds.length);
  });
});
