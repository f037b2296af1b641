import { getQueueToken } from '@nestjs/bull';
import { Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job, Queue } from 'bull';
import { QUEUES } from './queues.js';

/**
 * One warning per job taken over from a worker that died or hung. Bull finds such a job (active, its
 * lock lapsed) in the process that checks for stalled jobs, a worker, and puts it back to run again.
 */
@Injectable()
export class StalledJobLog implements OnModuleInit {
  private readonly logger = new Logger(StalledJobLog.name);

  constructor(private readonly modules: ModuleRef) {}

  onModuleInit(): void {
    for (const name of Object.values(QUEUES)) {
      const queue = this.modules.get<Queue>(getQueueToken(name), { strict: false });
      queue.on('stalled', (job: Job) => {
        this.logger.warn(
          `Job ${job.id} (${job.name}) of the ${name} queue stalled in attempt ${job.attemptsMade + 1}: its worker stopped holding its lock, so another worker runs it again`,
        );
      });
    }
  }
}

/** Loaded with the workers, the processes that take stalled jobs over. */
@Module({ providers: [StalledJobLog] })
export class StalledJobLogModule {}
