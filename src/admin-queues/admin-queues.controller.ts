import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { AdminQueuesService } from './admin-queues.service.js';
import { QueueJobView, QueueView } from '#contracts/queues.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/queues')
export class AdminQueuesController {
  constructor(
    private readonly queues: AdminQueuesService,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every Bull queue: whether it is paused, its counts by state, its first waiting, active and delayed jobs, and its latest failures' })
  @ApiOkResponse({ type: QueueView, isArray: true })
  list() {
    return this.queues.all();
  }

  @Post(':queue/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause a queue for every worker: jobs under way finish, waiting and added jobs wait until it is resumed' })
  @ApiOkResponse({ type: QueueView, description: 'The queue, paused' })
  @ApiErrorResponses({ 404: 'No such queue' })
  async pause(@CurrentUser() user: AuthUser, @Param('queue') queue: string) {
    const view = await this.queues.pause(queue);
    await this.audit.record(user, 'queue.pause', queue);
    return view;
  }

  @Post(':queue/resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resume a paused queue: the workers take its jobs again' })
  @ApiOkResponse({ type: QueueView, description: 'The queue, running' })
  @ApiErrorResponses({ 404: 'No such queue' })
  async resume(@CurrentUser() user: AuthUser, @Param('queue') queue: string) {
    const view = await this.queues.resume(queue);
    await this.audit.record(user, 'queue.resume', queue);
    return view;
  }

  @Post(':queue/jobs/:jobId/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retry a failed job' })
  @ApiOkResponse({ type: QueueJobView, description: 'The job, queued again' })
  async retry(@CurrentUser() user: AuthUser, @Param('queue') queue: string, @Param('jobId') jobId: string) {
    const job = await this.queues.retry(queue, jobId);
    await this.audit.record(user, 'queue.retry', `${queue}/${jobId}`, { job: job.name });
    return job;
  }
}
