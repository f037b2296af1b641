import Bull from 'bull';
import request from 'supertest';
import { waitFor } from '../harness/processes.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };

describe('queues for operators', () => {
  let sut: TestApp;
  let system: Bull.Queue;

  beforeAll(async () => {
    sut = await startTestApp();
    system = new Bull('system', TEST_REDIS_URL);
  });
  afterAll(async () => {
    await system.close();
    await sut.close();
  });

  it('shows every queue with its counts and its latest failures, and retries a failed job', async () => {
    // A job no worker knows how to run fails at once.
    const job = await system.add('no-such-job', {}, { attempts: 1 });
    const failed = await waitFor('the job to fail', async () => {
      const queues = (await request(sut.url).get('/api/admin/queues').set(admin).expect(200)).body;
      const view = queues.find((queue: { name: string }) => queue.name === 'system');
      return view.failed.find((entry: { id: string }) => entry.id === String(job.id));
    });
    expect(failed).toMatchObject({ name: 'no-such-job', attemptsMade: 1, failedReason: expect.stringContaining('no-such-job') });
    const queues = (await request(sut.url).get('/api/admin/queues').set(admin).expect(200)).body;
    expect(queues.map((queue: { name: string }) => queue.name)).toEqual(['system', 'catalog', 'orders', 'mail', 'import']);
    expect(queues[0].counts.failed).toBeGreaterThanOrEqual(1);

    await request(sut.url).post(`/api/admin/queues/system/jobs/${job.id}/retry`).set(admin).expect(200);
    expect(await sut.db.query(`SELECT action, target FROM admin_audit_log WHERE action = 'queue.retry'`)).toEqual([{ action: 'queue.retry', target: `system/${job.id}` }]);
    await waitFor('the retried job to fail again', async () => ((await job.isFailed()) && (await system.getJob(job.id as string))?.attemptsMade === 2) || undefined);
  });

  it('refuses what cannot be retried, and anybody but an admin', async () => {
    expect((await request(sut.url).post('/api/admin/queues/nope/jobs/1/retry').set(admin).expect(404)).body.message).toContain('No queue nope');
    await request(sut.url).post('/api/admin/queues/system/jobs/999999/retry').set(admin).expect(404);
    await request(sut.url).get('/api/admin/queues').set(customer).expect(403);
    await request(sut.url).get('/api/admin/queues').expect(401);
  });
});
