import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ImportScheduleDto {
  @ApiProperty({ nullable: true, description: 'Five-field cron in UTC (minute hour day month weekday), at most hourly; null or empty turns scheduled imports off', example: '0 3 * * *' })
  @IsOptional()
  @IsString({ message: 'cron must be a cron expression, or null to turn the schedule off' })
  @MaxLength(100, { message: 'cron must be at most 100 characters' })
  cron: string | null;
}
