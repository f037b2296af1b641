/** When a key delivered at `deliveredAt` stops being claimable: `hours` later. */
export function claimWindowEnd(deliveredAt: Date, hours: number): Date {
  return new Date(deliveredAt.getTime() + hours * 3_600_000);
}

/** Whether a key delivered at `deliveredAt` may still be reported at `now`; a key without a delivery time may not. */
export function withinClaimWindow(deliveredAt: Date | null, hours: number, now: Date): boolean {
  return deliveredAt !== null && now.getTime() < claimWindowEnd(deliveredAt, hours).getTime();
}

/** A moment as the messages show it, in UTC: `2026-11-20 14:05 UTC`. */
export function formatUtc(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Why a key can no longer be reported: when it was delivered, and how long the window is. */
export function windowClosedMessage(deliveredAt: Date | null, hours: number): string {
  const when = deliveredAt ? `This key was delivered on ${formatUtc(deliveredAt)}` : 'This key has no delivery time';
  return `${when}: a key that does not work can be reported within ${hours} hours of its delivery, and that window has passed.`;
}
