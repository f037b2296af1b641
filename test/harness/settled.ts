import Bull from 'bull';
import { waitFor } from './processes.js';
import type { TestApp } from './test-app.js';
import { TEST_REDIS_URL } from './test-env.js';

/** The queues whose jobs write orders and send mail. */
const WORK_QUEUES = ['orders', 'mail'];

/**
 * Waits until the app has done everything it was asked: no job of the order and mail queues is
 * waiting, running or due for a retry, and no mail of the outbox is still pending. A test that
 * asserts something did NOT happen (a second mail, a second delivery) asserts it after this.
 */
export async function workSettled(sut: TestApp, redisUrl = TEST_REDIS_URL): Promise<void> {
  const queues = WORK_QUEUES.map((name) => new Bull(name, redisUrl));
  try {
    await waitFor('the queued work to finish', async () => {
      for (const queue of queues) {
        const counts = await queue.getJobCounts();
        if (counts.waiting + counts.active + counts.delayed > 0) return undefined;
      }
      const [{ pending }] = await sut.db.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'`);
      return pending === 0 || undefined;
    });
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
  }
}
