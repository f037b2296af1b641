import { ApiProperty } from '@nestjs/swagger';
import { QUEUE_JOBS_SHOWN } from './queues.constants.js';

export class QueueJobView {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() attemptsMade: number;
  @ApiProperty({ description: "The job's ids and times (order, mail or run id, tick), never anything else of its data; empty when it has none" }) summary: string;
  @ApiProperty({ type: String, nullable: true }) failedReason: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the job was added' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it last finished (failed)' }) finishedAt: string | null;
}

export class QueueCounts {
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty() completed: number;
  @ApiProperty() failed: number;
  @ApiProperty({ description: 'Jobs waiting in a paused queue' }) paused: number;
}

export class QueueView {
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Whether the queue is paused for every worker: its waiting jobs stay waiting until it is resumed' }) paused: boolean;
  @ApiProperty({ type: () => QueueCounts }) counts: QueueCounts;
  @ApiProperty({ type: () => [QueueJobView], description: `The first ${QUEUE_JOBS_SHOWN} waiting jobs (paused ones included), next to run first` }) waiting: QueueJobView[];
  @ApiProperty({ type: () => [QueueJobView], description: `The first ${QUEUE_JOBS_SHOWN} jobs being run` }) active: QueueJobView[];
  @ApiProperty({ type: () => [QueueJobView], description: `The first ${QUEUE_JOBS_SHOWN} jobs waiting for a later time (a retry's backoff)` }) delayed: QueueJobView[];
  @ApiProperty({ type: () => [QueueJobView], description: `The latest ${QUEUE_JOBS_SHOWN} failed jobs, newest first` }) failed: QueueJobView[];
}
