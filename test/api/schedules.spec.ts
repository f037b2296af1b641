import { logLines } from '../harness/log-lines.js';
import { RunningProcess, startProcess, waitFor } from '../harness/processes.js';
import { freePort } from '../harness/ports.js';
import { createTestDatabase, TestDatabase } from '../harness/test-database.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';

describe('schedules at boot', () => {
  let db: TestDatabase;
  let worker: RunningProcess | undefined;

  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(async () => {
    await worker?.stop();
    await db.drop();
  });

  it('a worker refuses to start on a cron expression that is not valid, and names its variable', async () => {
    worker = startProcess('node', ['dist/src/main.js'], {
      APP_ROLE: 'worker',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(await freePort()),
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      HEARTBEAT_CRON: 'every minute',
    });

    const exitCode = await waitFor('the worker to exit', async () => worker?.child.exitCode ?? undefined, 30_000);

    expect(exitCode).toBe(1);
    expect(logLines(worker.output()).map((line) => line.msg).join('\n')).toContain('HEARTBEAT_CRON must be a cron expression (with seconds), not "every minute"');
  });
});
