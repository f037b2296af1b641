import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { HEARTBEAT_JOB, HeartbeatJob } from './heartbeat.job.js';
import { INSTANCE_ID } from './instance-id.js';

/** Records that the workers are alive: a tick queues a job whose processor writes a row in `scheduled_runs`. */
@Injectable()
export class HeartbeatService {
  constructor(@InjectQueue(QUEUES.system) private readonly queue: Queue<HeartbeatJob>) {}

  async queueBeat(tickAt: Date): Promise<void> {
    await this.queue.add(HEARTBEAT_JOB, { tickAt: tickAt.toISOString(), scheduledBy: INSTANCE_ID });
  }
}
