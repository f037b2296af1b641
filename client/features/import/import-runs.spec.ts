import { describe, expect, it } from '@jest/globals';
import type { ImportRunView } from '#contracts/import.contract';
import {
  formatCount,
  importCountsLine,
  importFailureMessage,
  importOutcome,
  importStartFailure,
  importSuccessMessage,
  isRunActive,
  mergeRun,
  progressPercent,
  progressText,
  rawgBudgetText,
  requestedByText,
  runImportedText,
  runSourcesText,
  runStatusLabel,
  runStatusTone,
  triggerLabel,
} from './import-runs';

const run = (overrides: Partial<ImportRunView> = {}): ImportRunView => ({
  id: 'run-1',
  trigger: 'manual',
  status: 'succeeded',
  requestedByEmail: 'admin@keyshop.local',
  requestedAt: '2026-03-04T10:00:00.000Z',
  startedAt: '2026-03-04T10:00:01.000Z',
  finishedAt: '2026-03-04T10:00:09.000Z',
  rawgRequests: 2,
  progress: { phase: 'done', message: 'Imported 48 games', done: 0, total: null },
  result: {
    success: true,
    imported: 48,
    breakdown: { freetogame: { imported: 3, total: 3 }, rawg: { imported: 45, pages_processed: 2 } },
    error: null,
    notes: [],
  },
  ...overrides,
});

describe('import runs', () => {
  it('formats counts with thousands separators', () => {
    expect(formatCount(20000)).toBe('20,000');
    expect(formatCount(7)).toBe('7');
  });

  it('says how RAWG is limited, or that it is not configured', () => {
    expect(rawgBudgetText({ configured: true, limit: 20000, usedThisMonth: 1234 })).toBe(
      'RAWG requests are limited to 20,000 a month as configured; 1,234 used this month.',
    );
    expect(rawgBudgetText({ configured: false, limit: 20000, usedThisMonth: 0 })).toBe('RAWG key not configured: only FreeToGame is read');
  });

  it('follows queued and running runs only', () => {
    expect(isRunActive(run({ status: 'queued' }))).toBe(true);
    expect(isRunActive(run({ status: 'running' }))).toBe(true);
    expect(isRunActive(run({ status: 'succeeded' }))).toBe(false);
    expect(isRunActive(run({ status: 'failed' }))).toBe(false);
    expect(isRunActive(null)).toBe(false);
  });

  it('words a success with the counts of each source', () => {
    const outcome = importOutcome(run());
    expect(outcome).toEqual({ tone: 'success', title: 'Successfully imported 48 games!', counts: 'FreeToGame: 3 of 3 · RAWG: 45 games from 2 pages', notes: [] });
    expect(importSuccessMessage({ imported: 1500 })).toBe('Successfully imported 1,500 games!');
  });

  it('uses the singular for one RAWG game or page', () => {
    expect(importCountsLine({ breakdown: { freetogame: { imported: 0, total: 2 }, rawg: { imported: 1, pages_processed: 1 } } })).toBe(
      'FreeToGame: 0 of 2 · RAWG: 1 game from 1 page',
    );
  });

  it('words a failure with the server reason, and keeps the notes', () => {
    const failed = run({
      status: 'failed',
      result: { success: false, imported: 0, breakdown: { freetogame: { imported: 0, total: 0 }, rawg: { imported: 0, pages_processed: 0 } }, error: 'FreeToGame failed after 4 attempts', notes: ['RAWG skipped'] },
    });
    expect(importOutcome(failed)).toMatchObject({ tone: 'danger', title: 'Import failed: FreeToGame failed after 4 attempts', notes: ['RAWG skipped'] });
    expect(importFailureMessage(null)).toBe('Import failed: the import stopped without a reason');
    expect(importStartFailure({ message: 'An import is already running.' })).toBe('Import failed: An import is already running.');
  });

  it('has no outcome while the run goes on', () => {
    expect(importOutcome(run({ status: 'running', result: null }))).toBeNull();
  });

  it('gives the progress as a percentage only when the total is known', () => {
    expect(progressPercent({ done: 20, total: 40 })).toBe(50);
    expect(progressPercent({ done: 1, total: 3 })).toBe(33);
    expect(progressPercent({ done: 5, total: 3 })).toBe(100);
    expect(progressPercent({ done: 0, total: null })).toBeNull();
    expect(progressPercent({ done: 0, total: 0 })).toBeNull();
  });

  it('says where a run is', () => {
    expect(progressText(run({ status: 'running', progress: { phase: 'rawg', message: 'RAWG: page 2 of 5', done: 1, total: 5 } }))).toBe('RAWG: page 2 of 5');
    expect(progressText(run({ status: 'queued', progress: { phase: 'waiting', message: '', done: 0, total: null } }))).toBe('Waiting for a worker');
  });

  it('labels status, trigger and requester', () => {
    expect([runStatusLabel('failed'), runStatusTone('failed')]).toEqual(['Failed', 'red']);
    expect([runStatusLabel('running'), runStatusTone('running')]).toEqual(['Running', 'purple']);
    expect([triggerLabel('manual'), triggerLabel('schedule')]).toEqual(['Manual', 'Schedule']);
    expect(requestedByText(run())).toBe('admin@keyshop.local');
    expect(requestedByText(run({ trigger: 'schedule', requestedByEmail: null }))).toBe('Schedule');
  });

  it('sums up a history row', () => {
    expect(runImportedText(run())).toBe('48 games');
    expect(runSourcesText(run())).toBe('FreeToGame 3 of 3 · RAWG 45 from 2 pages');
    expect(runImportedText(run({ result: null, status: 'queued' }))).toBe('—');
    expect(runSourcesText(run({ result: null, status: 'queued' }))).toBeNull();
  });

  it('puts a run in the history once, newest first', () => {
    const older = run({ id: 'a', requestedAt: '2026-03-01T00:00:00.000Z' });
    const newer = run({ id: 'b', requestedAt: '2026-03-02T00:00:00.000Z', status: 'queued', result: null });
    const list = mergeRun([older], newer);
    expect(list.map((entry) => entry.id)).toEqual(['b', 'a']);
    const finished = mergeRun(list, { ...newer, status: 'succeeded' });
    expect(finished.map((entry) => [entry.id, entry.status])).toEqual([
      ['b', 'succeeded'],
      ['a', 'succeeded'],
    ]);
  });
});
