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
  @ApiOperation({ summary: 'Every Bull queue: jobs waiting, active, delayed, completed, failed, and the latest failures' })
  @ApiOkResponse({ type: QueueView, isArray: true })
  list() {
    return this.queues.all();
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
