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

/** What the admin's list calls the stages that wait for an admin; every other stage shows as its status. */
const WAITING_STAGE_LABELS: Readonly<Record<string, string>> = {
  held_for_review: 'Held for review',
  awaiting_stock: 'Awaiting stock',
  awaiting_manual_step: 'Waiting for a manual step',
};

/** The order's real state for an admin: a waiting stage by its name, otherwise the status. */
export function adminOrderStateLabel(order: { status: string; stage: string }): string {
  return WAITING_STAGE_LABELS[order.stage] ?? orderStatusLabel(order.status);
}

/** Waiting for an admin is yellow, like a pending payment: both need someone to act. */
export function adminOrderStateTone(order: { status: string; stage: string }): StatusTone {
  return WAITING_STAGE_LABELS[order.stage] ? 'yellow' : orderStatusTone(order.status);
}

/** A filter option of the admin's order list: a status, or a stage that waits for an admin. */
export function orderListFilterLabel(filter: string): string {
  return WAITING_STAGE_LABELS[filter] ?? orderStatusLabel(filter);
}
