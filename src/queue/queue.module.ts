import { BullModule } from '@nestjs/bull';
import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { redisOptions } from '../redis/redis-options.js';
import { QUEUES } from './queues.js';

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
  exports: [BullModule],
})
export class QueueModule {}
