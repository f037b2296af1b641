import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../auth/guards.js';
import { AdminImportService } from './admin-import.service.js';
import { ImportScheduleDto } from './dto/import-schedule.dto.js';
import { ImportRequests } from './import-requests.service.js';
import { toImportRunView } from './import-run.view.js';
import { ImportScheduleService } from './import-schedule.service.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { ImportOverviewView, ImportRunView, ImportScheduleView } from '#contracts/import.contract';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/import')
export class AdminImportController {
  constructor(
    private readonly admin: AdminImportService,
    private readonly requests: ImportRequests,
    private readonly schedule: ImportScheduleService,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The current import, the last runs, the schedule and the RAWG budget' })
  @ApiOkResponse({ type: ImportOverviewView })
  overview() {
    return this.admin.overview();
  }

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Import games from FreeToGame and RAWG in the background; follow the run it answers' })
  @ApiErrorResponses({ 409: 'An import is already queued or running' })
  @ApiAcceptedResponse({ type: ImportRunView, description: 'The queued run' })
  async start(@CurrentUser() user: AuthUser) {
    const run = await this.requests.request('manual', user.id);
    await this.audit.record(user, 'import.request', run.id);
    return toImportRunView(run);
  }

  @Get('runs/:id')
  @ApiOperation({ summary: "One run: its progress and, once finished, its result (success, imported, breakdown, error)" })
  @ApiOkResponse({ type: ImportRunView })
  run(@Param('id') id: string) {
    return this.admin.run(id);
  }

  @Put('schedule')
  @ApiOperation({ summary: 'Set the import schedule (five-field cron, UTC, at most hourly) or turn it off with null' })
  @ApiOkResponse({ type: ImportScheduleView })
  async setSchedule(@CurrentUser() user: AuthUser, @Body() body: ImportScheduleDto) {
    const schedule = await this.schedule.set(body.cron ?? null, user.id);
    await this.audit.record(user, 'import.schedule', null, { cron: schedule.cron });
    return schedule;
  }
}
