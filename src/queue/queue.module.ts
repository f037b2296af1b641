import { BullModule, getQueueToken } from '@nestjs/bull';
import { Global, Logger, Module } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { redisOptions } from '../redis/redis-options.js';
import { logErrorEvents } from '../redis/error-events.js';
import { runJobsWithLogFields } from './job-log-context.js';
import { QUEUES } from './queues.js';

const QUEUE_LOGGING = Symbol('QUEUE_LOGGING');

/** Bull's connection and the queues every role may enqueue to; processors live in the worker modules. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        redis: redisOptions(config.redis),
        prefix: config.queuePrefix,
        // A job whose worker died is taken over once its lock lapses: checked as often as the lock lasts.
        settings: { lockDuration: config.queueLockMs, stalledInterval: config.queueLockMs },
        defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 },
      }),
    }),
    BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name }))),
  ],
  providers: [
    {
      // Set up as the queues are made, before the processors are registered on them.
      provide: QUEUE_LOGGING,
      inject: Object.values(QUEUES).map((name) => getQueueToken(name)),
      useFactory: (...queues: Queue[]) => {
        const logger = new Logger('Queue');
        for (const queue of queues) {
          runJobsWithLogFields(queue);
          // Bull keeps its connections' errors, and its jobs' unexpected ones, to the queue's 'error' event.
          logErrorEvents(queue, `Queue ${queue.name}`, logger);
        }
      },
    },
  ],
  exports: [BullModule],
})
export class QueueModule {}
