export type StatusTone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'grey';

const TONES: Record<string, StatusTone> = {
  pending: 'yellow',
  verified: 'blue',
  processing: 'purple',
  completed: 'green',
  cancelled: 'red',
};

/** What a shopper's order badge says: a paid order held for review shows as under review, not as verified. */
export const UNDER_REVIEW_LABEL = 'Under review';

/** The badge colour of an order's status; a status this page does not know is grey. */
export function orderStatusTone(status: string): StatusTone {
  return TONES[status.toLowerCase()] ?? 'grey';
}

/** The status with its first letter capitalised: `pending` → `Pending`. */
export function orderStatusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}
