import Bull from 'bull';
import request from 'supertest';
import { QUEUES } from '../../src/queue/queues.js';
import { waitFor } from '../harness/processes.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };

describe('queues for operators', () => {
  let sut: TestApp;
  let system: Bull.Queue;
  let imports: Bull.Queue;
  let catalog: Bull.Queue;

  beforeAll(async () => {
    sut = await startTestApp();
    system = new Bull('system', TEST_REDIS_URL);
    imports = new Bull('import', TEST_REDIS_URL);
    catalog = new Bull('catalog', TEST_REDIS_URL);
  });
  afterAll(async () => {
    await Promise.all([system.close(), imports.close(), catalog.close()]);
    await sut.close();
  });

  async function importQueueView() {
    const queues = (await request(sut.url).get('/api/admin/queues').set(admin).expect(200)).body;
    return queues.find((queue: { name: string }) => queue.name === 'import');
  }

  it('pauses a queue for every worker, so that its jobs wait until it is resumed, and audits both', async () => {
    const paused = (await request(sut.url).post('/api/admin/queues/import/pause').set(admin).expect(200)).body;
    expect(paused).toMatchObject({ name: 'import', paused: true });

    // A job no worker knows fails as soon as one takes it: while the queue is paused, none does.
    const held = await imports.add('no-such-job', { runId: 'held-run' }, { attempts: 1 });
    // Another queue's job, added after it, is run by the same workers: they were at work all along.
    const control = await catalog.add('no-such-job', {}, { attempts: 1 });
    await waitFor('the other queue to run its job', async () => (await control.isFailed()) || undefined);
    expect(await held.getState()).toBe('paused');
    const view = await importQueueView();
    expect(view.paused).toBe(true);
    expect(view.counts).toMatchObject({ waiting: 0, paused: 1 });
    expect(view.waiting).toEqual([expect.objectContaining({ id: String(held.id), name: 'no-such-job', attemptsMade: 0, summary: 'runId: held-run' })]);

    const resumed = (await request(sut.url).post('/api/admin/queues/import/resume').set(admin).expect(200)).body;
    expect(resumed.paused).toBe(false);
    await waitFor('the held job to run once the queue is resumed', async () => (await held.isFailed()) || undefined);
    expect((await importQueueView()).paused).toBe(false);

    const audit = await sut.db.query(`SELECT action, target, details, actor_email FROM admin_audit_log WHERE action IN ('queue.pause', 'queue.resume') ORDER BY created_at`);
    expect(audit).toEqual([
      { action: 'queue.pause', target: 'import', details: {}, actor_email: expect.any(String) },
      { action: 'queue.resume', target: 'import', details: {}, actor_email: expect.any(String) },
    ]);
  });

  it('lists the first ten jobs of a state with the count of all, and of their data only ids and times', async () => {
    await request(sut.url).post('/api/admin/queues/import/pause').set(admin).expect(200);
    try {
      const secrets = { code: 'SECRET-KEY-AAAAA-BBBBB', password: 'hunter2-secret', email: 'buyer@keyshop.test', html: '<p>Your key</p>' };
      const jobs = [];
      for (let n = 0; n < 12; n++) jobs.push(await imports.add('no-such-job', { runId: `run-${n}`, ...secrets }, { attempts: 1 }));
      const later = await imports.add('no-such-job', { runId: 'later', ...secrets }, { attempts: 1, delay: 3_600_000 });

      const view = await importQueueView();
      expect(view.counts.paused).toBe(12);
      expect(view.waiting).toHaveLength(10);
      // Next to run first, each with what may be shown of its data.
      expect(view.waiting.map((job: { id: string }) => job.id)).toEqual(jobs.slice(0, 10).map((job) => String(job.id)));
      expect(view.waiting[0]).toEqual({
        id: String(jobs[0].id),
        name: 'no-such-job',
        attemptsMade: 0,
        summary: 'runId: run-0',
        failedReason: null,
        createdAt: new Date(jobs[0].timestamp).toISOString(),
        finishedAt: null,
      });
      expect(view.delayed).toEqual([expect.objectContaining({ id: String(later.id), summary: 'runId: later' })]);
      const body = JSON.stringify(await request(sut.url).get('/api/admin/queues').set(admin).expect(200).then((response) => response.body));
      for (const secret of Object.values(secrets)) expect(body).not.toContain(secret);
      await later.remove();
    } finally {
      await request(sut.url).post('/api/admin/queues/import/resume').set(admin).expect(200);
    }
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
    expect(queues.map((queue: { name: string }) => queue.name)).toEqual(Object.values(QUEUES));
    expect(queues[0].counts.failed).toBeGreaterThanOrEqual(1);

    await request(sut.url).post(`/api/admin/queues/system/jobs/${job.id}/retry`).set(admin).expect(200);
    expect(await sut.db.query(`SELECT action, target FROM admin_audit_log WHERE action = 'queue.retry'`)).toEqual([{ action: 'queue.retry', target: `system/${job.id}` }]);
    await waitFor('the retried job to fail again', async () => ((await job.isFailed()) && (await system.getJob(job.id as string))?.attemptsMade === 2) || undefined);
  });

  it('refuses what cannot be retried, and anybody but an admin', async () => {
    expect((await request(sut.url).post('/api/admin/queues/nope/jobs/1/retry').set(admin).expect(404)).body.message).toContain('No queue nope');
    await request(sut.url).post('/api/admin/queues/system/jobs/999999/retry').set(admin).expect(404);
    expect((await request(sut.url).post('/api/admin/queues/nope/pause').set(admin).expect(404)).body.message).toContain('No queue nope');
    for (const action of ['pause', 'resume']) {
      await request(sut.url).post(`/api/admin/queues/system/${action}`).set(customer).expect(403);
      await request(sut.url).post(`/api/admin/queues/system/${action}`).expect(401);
    }
    expect(await sut.db.query(`SELECT 1 FROM admin_audit_log WHERE target IN ('system', 'nope')`)).toEqual([]);
    await request(sut.url).get('/api/admin/queues').set(customer).expect(403);
    await request(sut.url).get('/api/admin/queues').expect(401);
  });
});
