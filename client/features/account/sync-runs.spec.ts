import { describe, expect, it } from '@jest/globals';
import { hasUnfinishedRun, syncRunLabel, syncRunSummary, syncRunTone, type SyncRunView } from './sync-runs';

const newRun = (overrides: Partial<SyncRunView> = {}): SyncRunView => ({
  id: 'run-1',
  trigger: 'manual',
  requestedBy: null,
  status: 'succeeded',
  jobId: 'catalog-sync:run-1',
  categoriesCreated: 0,
  categoriesUpdated: 0,
  productsCreated: 0,
  productsUpdated: 0,
  productsUnchanged: 0,
  productsDeactivated: 0,
  itemsSkipped: 0,
  error: null,
  requestedAt: '2026-03-04T10:00:00.000Z',
  startedAt: '2026-03-04T10:00:01.000Z',
  finishedAt: '2026-03-04T10:00:09.000Z',
  ...overrides,
});

describe('sync runs', () => {
  it('labels and colours each status', () => {
    expect([syncRunLabel('queued'), syncRunTone('queued')]).toEqual(['Queued', 'blue']);
    expect([syncRunLabel('failed'), syncRunTone('failed')]).toEqual(['Failed', 'red']);
  });

  it('follows the list while a run is queued or running', () => {
    expect(hasUnfinishedRun([newRun(), newRun({ status: 'running' })])).toBe(true);
    expect(hasUnfinishedRun([newRun(), newRun({ status: 'failed' })])).toBe(false);
    expect(hasUnfinishedRun([])).toBe(false);
  });

  it('sums up what a finished run changed', () => {
    expect(syncRunSummary(newRun({ productsCreated: 3, productsUpdated: 12, productsUnchanged: 40, categoriesCreated: 1 }))).toBe(
      '3 new, 12 updated, 40 unchanged games; 1 category added or updated',
    );
    expect(syncRunSummary(newRun({ productsUnchanged: 1, itemsSkipped: 2 }))).toBe('1 unchanged game; 2 items skipped');
    expect(syncRunSummary(newRun())).toBe('No games');
    expect(syncRunSummary(newRun({ status: 'failed', error: 'API error: 500' }))).toBeNull();
  });
});
