import { latestFireBetween, nextRun, scheduleProblem } from './import-schedule-rules.js';

describe('import schedule rules', () => {
  it('accepts five-field crons at most hourly', () => {
    expect(scheduleProblem('0 3 * * *')).toBeNull();
    expect(scheduleProblem('30 */6 * * 1-5')).toBeNull();
    expect(scheduleProblem('0 * * * *')).toBeNull();
  });

  it('refuses anything else with a reason', () => {
    expect(scheduleProblem('0 0 3 * * *')).toContain('five fields');
    expect(scheduleProblem('every day')).toContain('five fields');
    expect(scheduleProblem('61 3 * * *')).toContain('not a valid cron expression');
    expect(scheduleProblem('*/5 * * * *')).toBe('Imports may be scheduled at most once an hour.');
  });

  it('knows the next run, and the one fire time due since the last', () => {
    expect(nextRun('0 3 * * *', new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    const from = new Date('2026-11-19T10:00:00Z');
    expect(latestFireBetween('0 3 * * *', from, new Date('2026-11-22T02:59:59Z'))?.toISOString()).toBe('2026-11-21T03:00:00.000Z');
    expect(latestFireBetween('0 3 * * *', from, new Date('2026-11-22T03:00:00Z'))?.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(latestFireBetween('0 3 * * *', from, new Date('2026-11-20T02:00:00Z'))).toBeNull();
  });
});
