import { Process, Processor } from '@nestjs/bull';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bull';
import { Repository } from 'typeorm';
import { QUEUES } from '../queue/queues.js';
import { HEARTBEAT_JOB, HEARTBEAT_TASK, HeartbeatJob, RETENTION_JOB } from './heartbeat.job.js';
import { RetentionService } from './retention.service.js';
import { ScheduledRun } from './scheduled-run.entity.js';

/** Runs the system queue's jobs in worker processes. */
@Processor(QUEUES.system)
export class SystemProcessor {
  constructor(
    @InjectRepository(ScheduledRun) private readonly runs: Repository<ScheduledRun>,
    private readonly retention: RetentionService,
  ) {}

  @Process(HEARTBEAT_JOB)
  async heartbeat(job: Job<HeartbeatJob>): Promise<void> {
    await this.runs.insert({ task: HEARTBEAT_TASK, tickAt: new Date(job.data.tickAt), instance: job.data.scheduledBy });
  }

  @Process(RETENTION_JOB)
  async cleanUp(): Promise<void> {
    await this.retention.run();
  }
}
