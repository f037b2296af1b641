import { describe, expect, it } from '@jest/globals';
import { policyDate } from './policy-date';

describe('policyDate', () => {
  it('writes the day, the month in words and the year, in UTC', () => {
    expect(policyDate(new Date('2026-11-21T12:00:00Z'))).toEqual({ iso: '2026-11-21', label: '21 November 2026' });
    expect(policyDate(new Date('2026-01-01T00:30:00+02:00'))).toEqual({ iso: '2025-12-31', label: '31 December 2025' });
  });
});
