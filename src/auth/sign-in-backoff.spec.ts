import { delayAfterFailures, needsChallenge } from './sign-in-backoff.js';

describe('sign-in backoff', () => {
  it('lets three failures pass, then doubles the wait from 5 seconds, up to 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 40].map(delayAfterFailures)).toEqual([0, 0, 0, 5, 10, 20, 40, 80, 160, 300, 300, 300]);
  });

  it('asks for the mailed code from the eighth failure on', () => {
    expect(needsChallenge(7)).toBe(false);
    expect(needsChallenge(8)).toBe(true);
    expect(needsChallenge(1000)).toBe(true);
  });
});
