import { ApiProperty } from '@nestjs/swagger';

export class QueueJobView {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() attemptsMade: number;
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
  @ApiProperty() paused: number;
}

export class QueueView {
  @ApiProperty() name: string;
  @ApiProperty({ type: () => QueueCounts }) counts: QueueCounts;
  @ApiProperty({ type: () => [QueueJobView], description: 'The latest failed jobs, newest first' }) failed: QueueJobView[];
}
