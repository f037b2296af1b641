import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import Queue from 'bull';
import { ADMIN, open, signIn } from './shop.js';

// Sign-in is rate-limited per client address: each test comes from an address of its own.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.22.${randomInt(256)}.${randomInt(1, 255)}` });
});

test('an admin pauses a queue after confirming, sees its jobs wait, and resumes it', async ({ page }) => {
  const catalog = new Queue('catalog', process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2');
  const runId = `e2e-paused-run-${randomInt(1_000_000)}`;
  try {
    await signIn(page, ADMIN);
    await open(page, '/admin/queues');
    const queue = page.getByRole('region', { name: 'Catalog', exact: true });
    await expect(queue.getByText('Paused', { exact: true })).toHaveCount(0);

    // Pausing asks first; keeping it running changes nothing.
    await queue.getByRole('button', { name: 'Pause the catalog queue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause the catalog queue?' });
    await expect(dialog).toContainText('No worker takes its jobs until you resume it');
    await dialog.getByRole('button', { name: 'Keep it running' }).click();
    await expect(dialog).toBeHidden();
    await expect(queue.getByRole('button', { name: 'Pause the catalog queue' })).toBeVisible();

    await queue.getByRole('button', { name: 'Pause the catalog queue' }).click();
    await dialog.getByRole('button', { name: 'Pause queue' }).click();
    await expect(dialog).toBeHidden();
    await expect(queue.getByText('Paused', { exact: true })).toBeVisible();
    await expect(queue.getByRole('button', { name: 'Resume the catalog queue' })).toBeVisible();

    // A job added while it is paused waits, listed with its run id.
    const job = await catalog.add('no-such-job', { runId }, { attempts: 1 });
    await page.getByRole('button', { name: 'Refresh' }).click();
    const waiting = queue.getByRole('list', { name: 'Waiting jobs of the catalog queue' }).getByRole('listitem').filter({ hasText: `#${job.id}` });
    await expect(waiting).toContainText(`runId: ${runId}`);
    await expect(waiting).toContainText('0 attempts');

    await queue.getByRole('button', { name: 'Resume the catalog queue' }).click();
    await expect(queue.getByRole('button', { name: 'Pause the catalog queue' })).toBeVisible();
    await expect(queue.getByText('Paused', { exact: true })).toHaveCount(0);
    // Running again, the workers take the job: it leaves the waiting list (and fails, as nothing runs it).
    await expect.poll(async () => job.isFailed()).toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(queue.getByRole('list', { name: 'Failed jobs of the catalog queue' }).getByRole('listitem').filter({ hasText: `#${job.id}` })).toBeVisible();
    await expect(queue.getByRole('list', { name: 'Waiting jobs of the catalog queue' })).toHaveCount(0);
    await job.remove();
  } finally {
    await catalog.resume();
    await catalog.close();
  }
});
