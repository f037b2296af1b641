import { describe, expect, it } from '@jest/globals';
import { nextRunText, relativeTime, scheduleErrorText, SCHEDULE_OFF_TEXT, schedulePreviewPath, scheduleRequestOf, scheduleValuesOf } from './schedule';

const now = new Date('2026-03-04T22:00:00.000Z');

describe('import schedule', () => {
  it('shows a saved cron as its preset, and sends the preset chosen', () => {
    expect(scheduleValuesOf({ cron: '30 4 * * 5' })).toEqual({ kind: 'weekly', time: '04:30', day: 'friday', cron: '30 4 * * 5' });
    expect(scheduleValuesOf({ cron: null })).toMatchObject({ kind: 'off' });
    expect(scheduleValuesOf({ cron: '0 */6 * * *' })).toMatchObject({ kind: 'custom', cron: '0 */6 * * *' });
    expect(scheduleRequestOf({ kind: 'daily', time: '03:00', day: 'monday', cron: '' })).toEqual({ preset: 'daily', time: '03:00' });
    expect(scheduleRequestOf({ kind: 'custom', time: '03:00', day: 'monday', cron: '  0   3 * * * ' })).toEqual({ preset: 'custom', cron: '0 3 * * *' });
    expect(schedulePreviewPath({ kind: 'weekly', time: '22:15', day: 'sunday', cron: '' })).toBe('/api/admin/import/schedule/preview?preset=weekly&day=sunday&time=22%3A15');
  });

  it('says how far away a moment is', () => {
    expect(relativeTime(new Date('2026-03-04T22:00:20.000Z'), now)).toBe('in less than a minute');
    expect(relativeTime(new Date('2026-03-04T22:05:00.000Z'), now)).toBe('in 5 minutes');
    expect(relativeTime(new Date('2026-03-05T03:00:00.000Z'), now)).toBe('in 5 hours');
    expect(relativeTime(new Date('2026-03-08T22:00:00.000Z'), now)).toBe('in 4 days');
  });

  it('words the next run with its date in UTC', () => {
    expect(nextRunText({ cron: '0 3 * * *', nextRunAt: '2026-03-05T03:00:00.000Z' }, now)).toBe('Next import in 5 hours (Mar 5, 2026, 03:00 UTC)');
    expect(nextRunText({ cron: null, nextRunAt: null }, now)).toBe(SCHEDULE_OFF_TEXT);
  });

  it("shows the server's reason in the form's words", () => {
    expect(scheduleErrorText({ code: 'invalid_schedule', message: 'Imports may be scheduled at most once an hour.', details: [] })).toBe(
      'Imports may be scheduled at most once an hour.',
    );
    expect(scheduleErrorText({ code: 'validation_failed', message: 'x', details: ['cron must be at most 100 characters'] })).toBe(
      'The schedule must be at most 100 characters',
    );
  });
});
