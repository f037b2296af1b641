import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { SCHEDULE_KINDS, TIME_OF_DAY, WEEKDAYS, type ScheduleKind, type Weekday } from '#contracts/import-schedule.constants';

/**
 * A schedule as the form sends it: a preset (`hourly`; `daily` with `time`; `weekly` with `day` and
 * `time`; `off`) or `custom` with a `cron`. A `cron` alone, or null, is a custom schedule or off, as before.
 */
export class ImportScheduleDto {
  @ApiPropertyOptional({ enum: SCHEDULE_KINDS, description: 'The preset; without it, `cron` decides (null or empty: off)' })
  @IsOptional()
  @IsIn(SCHEDULE_KINDS, { message: `preset must be one of: ${SCHEDULE_KINDS.join(', ')}` })
  preset?: ScheduleKind;

  @ApiPropertyOptional({ example: '03:00', description: 'HH:MM in UTC, for daily and weekly' })
  @ValidateIf((dto: ImportScheduleDto) => dto.time !== undefined || dto.preset === 'daily' || dto.preset === 'weekly')
  @IsString({ message: 'time must be a time of day like 03:00' })
  @MaxLength(5, { message: 'time must be a time of day like 03:00' })
  @Matches(TIME_OF_DAY, { message: 'time must be a time of day like 03:00 (24-hour clock)' })
  time?: string;

  @ApiPropertyOptional({ enum: WEEKDAYS, description: 'For weekly' })
  @ValidateIf((dto: ImportScheduleDto) => dto.day !== undefined || dto.preset === 'weekly')
  @IsIn(WEEKDAYS, { message: `day must be one of: ${WEEKDAYS.join(', ')}` })
  day?: Weekday;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Five-field cron in UTC (minute hour day month weekday), at most hourly, for custom; null or empty turns scheduled imports off when no preset is given', example: '0 3 * * *' })
  @ValidateIf((dto: ImportScheduleDto) => dto.preset === 'custom' || (dto.cron !== undefined && dto.cron !== null))
  @IsString({ message: 'cron must be a cron expression, or null to turn the schedule off' })
  @MaxLength(100, { message: 'cron must be at most 100 characters' })
  cron?: string | null;
}
