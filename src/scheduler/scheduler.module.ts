import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HeartbeatTask } from './heartbeat.task.js';
import { ScheduledRun } from './scheduled-run.entity.js';
import { ScheduledTasks } from './scheduled-tasks.service.js';
import { SchedulerLockService } from './scheduler-lock.service.js';
import { SystemProcessor } from './system.processor.js';

/** Scheduled tasks and the system queue's processor: loaded only in the worker role. */
@Module({
  imports: [ScheduleModule.forRoot(), TypeOrmModule.forFeature([ScheduledRun])],
  providers: [SchedulerLockService, ScheduledTasks, HeartbeatTask, SystemProcessor],
  exports: [SchedulerLockService, ScheduledTasks],
})
export class SchedulerModule {}
