import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { HEARTBEAT_JOB, HeartbeatJob, RETENTION_JOB } from './heartbeat.job.js';
import { INSTANCE_ID } from './instance-id.js';

/**
 * The system queue's scheduled jobs. The heartbeat records that the workers are alive: a tick queues a
 * job whose processor writes a row in `scheduled_runs`. The retention tick queues the cleanup.
 */
@Injectable()
export class HeartbeatService {
  constructor(@InjectQueue(QUEUES.system) private readonly queue: Queue) {}

  async queueBeat(tickAt: Date): Promise<void> {
    const job: HeartbeatJob = { tickAt: tickAt.toISOString(), scheduledBy: INSTANCE_ID };
    await this.queue.add(HEARTBEAT_JOB, job);
  }

  async queueRetention(tickAt: Date): Promise<void> {
    await this.queue.add(RETENTION_JOB, {}, { jobId: `${RETENTION_JOB}:${tickAt.getTime()}` });
  }
}
