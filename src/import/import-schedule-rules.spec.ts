import { latestFireBetween, nextRun, nextRuns, scheduleProblem } from './import-schedule-rules.js';
import { cronOfPreset, describePreset, presetOf } from '#contracts/import-schedule.constants';

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

describe('schedule presets', () => {
  it('turn words into crons and back', () => {
    expect(cronOfPreset({ kind: 'hourly' })).toBe('0 * * * *');
    expect(cronOfPreset({ kind: 'daily', time: '03:30' })).toBe('30 3 * * *');
    expect(cronOfPreset({ kind: 'weekly', day: 'monday', time: '22:05' })).toBe('5 22 * * 1');
    expect(cronOfPreset({ kind: 'custom', cron: ' 0  */6 * * * ' })).toBe('0 */6 * * *');
    expect(cronOfPreset({ kind: 'off' })).toBeNull();
    expect(presetOf('30 3 * * *')).toEqual({ kind: 'daily', time: '03:30' });
    expect(presetOf('5 22 * * 1')).toEqual({ kind: 'weekly', day: 'monday', time: '22:05' });
    expect(presetOf('0 * * * *')).toEqual({ kind: 'hourly' });
    expect(presetOf('0 */6 * * *')).toEqual({ kind: 'custom', cron: '0 */6 * * *' });
    expect(describePreset(presetOf('5 22 * * 1'))).toBe('Every Monday at 22:05 UTC');
  });

  it('list the next runs as the scheduler will fire them', () => {
    const runs = nextRuns('0 3 * * 1', 5, new Date('2026-11-21T10:00:00Z')).map((run) => run.toISOString());
    expect(runs).toEqual(['2026-11-23T03:00:00.000Z', '2026-11-30T03:00:00.000Z', '2026-12-07T03:00:00.000Z', '2026-12-14T03:00:00.000Z', '2026-12-21T03:00:00.000Z']);
  });
});
