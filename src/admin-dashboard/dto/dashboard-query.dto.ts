import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '#contracts/dashboard.constants';

/** The dashboard's period: today, the last 7 days (the default) or the last 30. */
export class DashboardQueryDto {
  @ApiPropertyOptional({ enum: DASHBOARD_PERIODS, default: '7d' })
  @IsOptional()
  @IsIn(DASHBOARD_PERIODS, { message: `period must be one of ${DASHBOARD_PERIODS.join(', ')}` })
  period?: DashboardPeriod;
}
