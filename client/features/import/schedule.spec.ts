import { describe, expect, it } from '@jest/globals';
import { nextRunText, relativeTime, scheduleBody, scheduleChanged, scheduleErrorText, SCHEDULE_OFF_TEXT } from './schedule';

const now = new Date('2026-03-04T22:00:00.000Z');

describe('import schedule', () => {
  it('sends the trimmed expression, or null to turn it off', () => {
    expect(scheduleBody('  0   3 * * *  ')).toEqual({ cron: '0 3 * * *' });
    expect(scheduleBody('   ')).toEqual({ cron: null });
  });

  it('knows when the field differs from the saved schedule', () => {
    expect(scheduleChanged('0 3 * * *', { cron: '0 3 * * *' })).toBe(false);
    expect(scheduleChanged('', { cron: null })).toBe(false);
    expect(scheduleChanged('0 4 * * *', { cron: '0 3 * * *' })).toBe(true);
    expect(scheduleChanged('', { cron: '0 3 * * *' })).toBe(true);
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
