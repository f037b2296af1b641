import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job, Queue } from 'bull';
import { DomainError } from '../common/errors/domain-error.js';
import { QUEUES } from '../queue/queues.js';
import type { QueueJobView, QueueView } from '../queue/queues.views.js';

const FAILED_SHOWN = 10;

/** What operators see of the Bull queues: counts per state and the latest failures, which they may retry. */
@Injectable()
export class AdminQueuesService {
  constructor(private readonly modules: ModuleRef) {}

  async all(): Promise<QueueView[]> {
    return Promise.all(Object.values(QUEUES).map((name) => this.view(name)));
  }

  /** Puts a failed job back in its queue; its own idempotency makes a retry safe. */
  async retry(queueName: string, jobId: string): Promise<QueueJobView> {
    const job = await this.queue(queueName).getJob(jobId);
    if (!job) throw new DomainError('not_found', 'job_not_found', `No job ${jobId} in the ${queueName} queue.`);
    if (!(await job.isFailed())) throw new DomainError('conflict', 'job_not_failed', `Job ${jobId} has not failed: only failed jobs can be retried.`);
    await job.retry();
    return toJobView(job);
  }

  private async view(name: string): Promise<QueueView> {
    const queue = this.queue(name);
    const [counts, failed] = await Promise.all([queue.getJobCounts(), queue.getFailed(0, FAILED_SHOWN - 1)]);
    const paused = (counts as unknown as { paused?: number }).paused ?? 0;
    return {
      name,
      counts: { waiting: counts.waiting, active: counts.active, delayed: counts.delayed, completed: counts.completed, failed: counts.failed, paused },
      failed: failed.filter(Boolean).map(toJobView),
    };
  }

  private queue(name: string): Queue {
    if (!(Object.values(QUEUES) as string[]).includes(name)) {
      throw new DomainError('not_found', 'queue_not_found', `No queue ${name}: the queues are ${Object.values(QUEUES).join(', ')}.`);
    }
    return this.modules.get<Queue>(getQueueToken(name), { strict: false });
  }
}

function toJobView(job: Job): QueueJobView {
  return {
    id: String(job.id),
    name: job.name,
    attemptsMade: job.attemptsMade,
    failedReason: job.failedReason ?? null,
    createdAt: new Date(job.timestamp).toISOString(),
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
