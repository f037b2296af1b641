import { isRetryableStatus, retryDelayMs } from './provider-http.js';

describe('provider retries', () => {
  it('retries 429 and 5xx only', () => {
    expect([429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409].some(isRetryableStatus)).toBe(false);
  });

  it('backs off exponentially without Retry-After', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, null))).toEqual([500, 1000, 2000]);
  });

  it('honours Retry-After in seconds or as a date, up to 30 s', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(retryDelayMs(1, '2', now)).toBe(2000);
    expect(retryDelayMs(1, 'Thu, 01 Jan 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryDelayMs(1, 'Thu, 01 Jan 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryDelayMs(1, '3600', now)).toBe(30_000);
    expect(retryDelayMs(2, 'soon', now)).toBe(1000);
  });
});
