import { describe, expect, it } from '@jest/globals';
import { formatDateTime, historyNote, historyTitle, sortHistory } from './history';

describe('order history', () => {
  it('names each step', () => {
    expect(historyTitle({ from: null, to: 'pending', at: '', note: null })).toBe('Order placed');
    expect(historyTitle({ from: 'pending', to: 'verified', at: '', note: null })).toBe('Payment confirmed');
    expect(historyTitle({ from: 'verified', to: 'processing', at: '', note: null })).toBe('Being prepared');
    expect(historyTitle({ from: 'processing', to: 'completed', at: '', note: null })).toBe('Completed');
    expect(historyTitle({ from: 'pending', to: 'cancelled', at: '', note: null })).toBe('Cancelled');
  });

  it('prints a moment in UTC, and nothing for a bad date', () => {
    expect(formatDateTime('2026-03-04T14:05:09Z')).toBe('Mar 4, 2026, 14:05 UTC');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('sorts the events oldest first', () => {
    const events = [
      { from: 'pending', to: 'verified', at: '2026-03-04T14:06:00Z', note: null },
      { from: null, to: 'pending', at: '2026-03-04T14:05:00Z', note: null },
    ];
    expect(sortHistory(events).map((event) => event.to)).toEqual(['pending', 'verified']);
  });
});

describe('order history notes', () => {
  it('capitalises a note and drops one that repeats the title', () => {
    expect(historyNote({ from: 'processing', to: 'completed', at: '', note: 'manual items completed' })).toBe('Manual items completed');
    expect(historyNote({ from: null, to: 'pending', at: '', note: 'order placed' })).toBeNull();
    expect(historyNote({ from: null, to: 'pending', at: '', note: null })).toBeNull();
  });
});
