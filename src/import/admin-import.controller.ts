import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
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
import { ImportOverviewView, ImportRunView, ImportSchedulePreviewView, ImportScheduleView } from '#contracts/import.contract';
import { presetOfRequest } from './dto/schedule-preset.js';

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
  @ApiOperation({ summary: 'Set the import schedule: a preset (hourly, daily at HH:MM, weekly on a day at HH:MM, UTC), a custom five-field cron at most hourly, or off' })
  @ApiOkResponse({ type: ImportScheduleView })
  async setSchedule(@CurrentUser() user: AuthUser, @Body() body: ImportScheduleDto) {
    const schedule = await this.schedule.set(presetOfRequest(body), user.id);
    await this.audit.record(user, 'import.schedule', null, { cron: schedule.cron, description: schedule.description });
    return schedule;
  }

  @Get('schedule/preview')
  @ApiOperation({ summary: 'What a schedule would be before it is saved: its cron, its words and its next five runs (UTC); 400 with the reason when it is refused' })
  @ApiOkResponse({ type: ImportSchedulePreviewView })
  previewSchedule(@Query() query: ImportScheduleDto) {
    return this.schedule.preview(presetOfRequest(query));
  }
}
