import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards.js';
import { AuditLog } from '../audit/audit-log.service.js';
import { AuditQueryDto } from '../audit/dto/audit-query.dto.js';
import { AuditPageView } from '#contracts/audit.contract';
import { ApiErrorResponses } from '../common/swagger.js';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditLog) {}

  @Get()
  @ApiOperation({ summary: 'The admin audit log, newest first, 50 a page: who did what to which thing, and when' })
  @ApiOkResponse({ type: AuditPageView })
  list(@Query() query: AuditQueryDto) {
    return this.audit.page(query.page ?? 1);
  }
}
