import type { SchedulePreset } from '#contracts/import-schedule.constants';
import type { ImportScheduleDto } from './import-schedule.dto.js';

/** The preset a validated request names; a bare `cron` (the older form) is custom, or off when empty. */
export function presetOfRequest(body: ImportScheduleDto): SchedulePreset {
  switch (body.preset) {
    case 'off':
    case 'hourly':
      return { kind: body.preset };
    case 'daily':
      return { kind: 'daily', time: body.time as string };
    case 'weekly':
      return { kind: 'weekly', day: body.day as NonNullable<ImportScheduleDto['day']>, time: body.time as string };
    case 'custom':
      return { kind: 'custom', cron: body.cron ?? '' };
    default: {
      const cron = body.cron?.trim();
      return cron ? { kind: 'custom', cron } : { kind: 'off' };
    }
  }
}
