import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job, Queue } from 'bull';
import { DomainError } from '../common/errors/domain-error.js';
import { QUEUES } from '../queue/queues.js';
import { jobSummary } from './job-summary.js';
import { QUEUE_JOBS_SHOWN } from '#contracts/queues.constants';
import type { QueueJobView, QueueView } from '#contracts/queues.contract';

/**
 * What operators see of the Bull queues and may do to them: counts per state, the first jobs of each
 * state, pausing and resuming a queue, and retrying a failed job.
 */
@Injectable()
export class AdminQueuesService {
  constructor(private readonly modules: ModuleRef) {}

  async all(): Promise<QueueView[]> {
    return Promise.all(Object.values(QUEUES).map((name) => this.view(this.queue(name))));
  }

  /** Failed jobs in each queue, as Bull counts them. */
  async failedCounts(): Promise<{ queue: string; failed: number }[]> {
    return Promise.all(Object.values(QUEUES).map(async (name) => ({ queue: name, failed: await this.queue(name).getFailedCount() })));
  }

  /** Stops every worker from taking the queue's jobs (jobs under way finish); added jobs wait until it is resumed. */
  async pause(queueName: string): Promise<QueueView> {
    const queue = this.queue(queueName);
    await queue.pause();
    return this.view(queue);
  }

  /** Lets the workers take the queue's jobs again, those that waited while it was paused first. */
  async resume(queueName: string): Promise<QueueView> {
    const queue = this.queue(queueName);
    await queue.resume();
    return this.view(queue);
  }

  /** Puts a failed job back in its queue; its own idempotency makes a retry safe. */
  async retry(queueName: string, jobId: string): Promise<QueueJobView> {
    const job = await this.queue(queueName).getJob(jobId);
    if (!job) throw new DomainError('not_found', 'job_not_found', `No job ${jobId} in the ${queueName} queue.`);
    if (!(await job.isFailed())) throw new DomainError('conflict', 'job_not_failed', `Job ${jobId} has not failed: only failed jobs can be retried.`);
    await job.retry();
    return toJobView(job);
  }

  private async view(queue: Queue): Promise<QueueView> {
    const last = QUEUE_JOBS_SHOWN - 1;
    const [paused, counts, waiting, active, delayed, failed] = await Promise.all([
      queue.isPaused(),
      queue.getJobCounts(),
      // Waiting reads the waiting and the paused lists, up to the first jobs of each: a queue is in one of them at a time.
      queue.getWaiting(0, last),
      queue.getActive(0, last),
      queue.getDelayed(0, last),
      queue.getFailed(0, last),
    ]);
    const pausedCount = (counts as unknown as { paused?: number }).paused ?? 0;
    return {
      name: queue.name,
      paused,
      counts: { waiting: counts.waiting, active: counts.active, delayed: counts.delayed, completed: counts.completed, failed: counts.failed, paused: pausedCount },
      waiting: jobViews(waiting),
      active: jobViews(active),
      delayed: jobViews(delayed),
      failed: jobViews(failed),
    };
  }

  private queue(name: string): Queue {
    if (!(Object.values(QUEUES) as string[]).includes(name)) {
      throw new DomainError('not_found', 'queue_not_found', `No queue ${name}: the queues are ${Object.values(QUEUES).join(', ')}.`);
    }
    return this.modules.get<Queue>(getQueueToken(name), { strict: false });
  }
}

/** Jobs removed between the listing and the read come back as null, and are left out. */
function jobViews(jobs: (Job | null)[]): QueueJobView[] {
  return jobs
    .filter((job): job is Job => job !== null)
    .slice(0, QUEUE_JOBS_SHOWN)
    .map(toJobView);
}

function toJobView(job: Job): QueueJobView {
  return {
    id: String(job.id),
    name: job.name,
    attemptsMade: job.attemptsMade,
    summary: jobSummary(job.data),
    failedReason: job.failedReason ?? null,
    createdAt: new Date(job.timestamp).toISOString(),
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
