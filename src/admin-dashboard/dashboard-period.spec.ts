import { periodWindow } from './dashboard-period.js';

describe('periodWindow', () => {
  const now = new Date('2026-03-10T23:59:59.999Z');

  it('covers today by the hour, in UTC', () => {
    expect(periodWindow('today', now)).toEqual({ from: new Date('2026-03-10T00:00:00Z'), to: new Date('2026-03-11T00:00:00Z'), bucket: 'hour' });
  });

  it('covers the last 7 and 30 days, today included, by the day', () => {
    expect(periodWindow('7d', now)).toEqual({ from: new Date('2026-03-04T00:00:00Z'), to: new Date('2026-03-11T00:00:00Z'), bucket: 'day' });
    expect(periodWindow('30d', new Date('2026-03-01T00:00:00Z'))).toEqual({ from: new Date('2026-01-31T00:00:00Z'), to: new Date('2026-03-02T00:00:00Z'), bucket: 'day' });
  });
});
