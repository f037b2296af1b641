import { claimWindowEnd, windowClosedMessage, withinClaimWindow } from './claim-window.js';

describe('the claim window', () => {
  const delivered = new Date('2026-11-20T14:05:30Z');
  const later = (minutes: number) => new Date(delivered.getTime() + minutes * 60_000);

  it('is open for 48 hours after delivery, and closed from then on', () => {
    expect(claimWindowEnd(delivered, 48).toISOString()).toBe('2026-11-22T14:05:30.000Z');
    expect(withinClaimWindow(delivered, 48, later(47 * 60 + 59))).toBe(true);
    expect(withinClaimWindow(delivered, 48, later(48 * 60))).toBe(false);
    expect(withinClaimWindow(delivered, 48, later(48 * 60 + 1))).toBe(false);
    expect(withinClaimWindow(null, 48, delivered)).toBe(false);
  });

  it('says when the key was delivered and how long the window is', () => {
    expect(windowClosedMessage(delivered, 48)).toBe('This key was delivered on 2026-11-20 14:05 UTC: a key that does not work can be reported within 48 hours of its delivery, and that window has passed.');
  });
});
