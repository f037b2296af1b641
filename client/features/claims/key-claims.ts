import { orderApiPath } from '../orders/paths';
import type { ClaimedKeyView, KeyClaimFields, KeyClaimView } from '#contracts/claims.contract';
import type { KeyClaimStatus } from '#contracts/claims.constants';
import { CLAIM_MESSAGE_MAX, CLAIM_MESSAGE_MIN, MAX_SCREENSHOT_BYTES, SCREENSHOT_TYPES } from '#contracts/claims.constants';
import { formatEur } from '#server/common/money';

export { CLAIM_MESSAGE_MAX, CLAIM_MESSAGE_MIN, MAX_SCREENSHOT_BYTES };

/** What the file input offers: the types the store accepts. */
export const SCREENSHOT_ACCEPT = SCREENSHOT_TYPES.join(',');

/** Where a key of an order is reported. */
export function keyClaimApiPath(orderNumber: string, keyId: string): string {
  return `${orderApiPath(orderNumber)}/keys/${encodeURIComponent(keyId)}/claims`;
}

/** What is wrong with a claim's message, or null when it can be sent. */
export function claimMessageError(message: string): string | null {
  const length = message.trim().length;
  if (length < CLAIM_MESSAGE_MIN) return `Tell us what happens when you activate the key: at least ${CLAIM_MESSAGE_MIN} characters.`;
  if (length > CLAIM_MESSAGE_MAX) return `Keep it to ${CLAIM_MESSAGE_MAX.toLocaleString('en')} characters (${length.toLocaleString('en')} now).`;
  return null;
}

/** A size for people: `512 KB`, rounded up. */
export function formatKilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`;
}

/** What is wrong with a chosen screenshot, or null when it can be sent; the server checks the file's bytes again. */
export function screenshotFileError(file: { type: string; size: number }): string | null {
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size === 0) return 'This file is empty: choose another screenshot.';
  if (file.size > MAX_SCREENSHOT_BYTES) return `This screenshot is ${formatKilobytes(file.size)}: it can be at most ${formatKilobytes(MAX_SCREENSHOT_BYTES)}. Crop it, or save it as a JPEG.`;
  return null;
}

/** The base64 part of a `data:` URL, as FileReader.readAsDataURL gives it. */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma === -1 ? '' : dataUrl.slice(comma + 1);
}

/** How a claim stands, in the words the order page shows. */
export function claimOutcomeText(claim: Pick<KeyClaimView, 'status' | 'resolution'>): string {
  const resolution = claim.resolution;
  if (claim.status === 'open' || !resolution) return 'Reported — we are looking into it';
  if (resolution.action === 'replace') return 'Replaced: your new key is below';
  if (resolution.action === 'credit') return `Refunded as store credit: ${formatEur(resolution.creditCents)}`;
  return `Rejected: ${resolution.reason}`;
}

export type KeyClaimState =
  /** It may be reported, until `until`; `previous` is a rejected claim, if any. */
  | { kind: 'reportable'; until: string; previous: KeyClaimView | null }
  | { kind: 'reported'; claim: KeyClaimView }
  /** The window has passed (or the key has no delivery time); `previous` is a rejected claim, if any. */
  | { kind: 'closed'; deliveredAt: string | null; windowHours: number | null; previous: KeyClaimView | null };

/** Whether a delivered key can be reported now, is reported, or no longer can be. */
export function keyClaimState(key: KeyClaimFields, now: Date): KeyClaimState {
  if (key.claim?.status === 'open') return { kind: 'reported', claim: key.claim };
  const previous = key.claim;
  const ends = key.claimWindowEndsAt ? Date.parse(key.claimWindowEndsAt) : Number.NaN;
  if (key.claimWindowEndsAt && now.getTime() < ends) return { kind: 'reportable', until: key.claimWindowEndsAt, previous };
  const delivered = key.deliveredAt ? Date.parse(key.deliveredAt) : Number.NaN;
  const windowHours = Number.isFinite(ends) && Number.isFinite(delivered) ? Math.round((ends - delivered) / 3_600_000) : null;
  return { kind: 'closed', deliveredAt: key.deliveredAt, windowHours, previous };
}

/**
 * Where the keys that claims took out of use go among the order's keys: a replaced key just above
 * the key that replaced it (a chain of replacements in order), and the others (refunded as credit,
 * or whose replacement is gone too) after all the keys.
 */
export function placeClaimedKeys(keyIds: readonly string[], claimed: readonly ClaimedKeyView[]): { before: Map<string, ClaimedKeyView[]>; rest: ClaimedKeyView[] } {
  const replacedBy = new Map<string, ClaimedKeyView>();
  for (const key of claimed) {
    const resolution = key.claim.resolution;
    if (resolution?.action === 'replace') replacedBy.set(resolution.replacementKeyId, key);
  }
  const placed = new Set<string>();
  const before = new Map<string, ClaimedKeyView[]>();
  for (const id of keyIds) {
    const chain: ClaimedKeyView[] = [];
    for (let previous = replacedBy.get(id); previous && !placed.has(previous.id); previous = replacedBy.get(previous.id)) {
      chain.unshift(previous);
      placed.add(previous.id);
    }
    if (chain.length) before.set(id, chain);
  }
  return { before, rest: claimed.filter((key) => !placed.has(key.id)) };
}

const STATUS_LABELS: Record<KeyClaimStatus, string> = { open: 'Open', replaced: 'Replaced', credited: 'Refunded as credit', rejected: 'Rejected' };

export function claimStatusLabel(status: KeyClaimStatus): string {
  return STATUS_LABELS[status];
}
