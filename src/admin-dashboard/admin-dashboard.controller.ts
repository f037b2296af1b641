import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards.js';
import { ApiErrorResponses } from '../common/swagger.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { DashboardQueryDto } from './dto/dashboard-query.dto.js';
import { DashboardView } from '#contracts/dashboard.contract';

@ApiTags('admin')
@AdminOnly()
@ApiErrorResponses(400, 429)
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @Get()
  @ApiOperation({ summary: "The owner's figures for today, 7 or 30 days: sales over time, top products, stock, refused payment notifications, and what needs an admin" })
  @ApiOkResponse({ type: DashboardView })
  figures(@Query() query: DashboardQueryDto) {
    return this.dashboard.figures(query.period ?? '7d');
  }
}
