/** Claim rules shared with the pages at run time (no decorators: the client bundle imports this file). */

/** `open` until an admin resolves it: the key replaced, refunded as store credit, or the claim rejected. */
export type KeyClaimStatus = 'open' | 'replaced' | 'credited' | 'rejected';

export const KEY_CLAIM_STATUSES: readonly KeyClaimStatus[] = ['open', 'replaced', 'credited', 'rejected'];

/** What an admin can do with an open claim. */
export type KeyClaimAction = 'replace' | 'credit' | 'reject';

export const KEY_CLAIM_ACTIONS: readonly KeyClaimAction[] = ['replace', 'credit', 'reject'];

/** The image types a screenshot may have. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

/** The largest screenshot, decoded: 700 KB, so that the request stays under the API's 1 MiB body limit. */
export const MAX_SCREENSHOT_BYTES = 700 * 1024;

/** A claim's message, in characters. */
export const CLAIM_MESSAGE_MIN = 10;
export const CLAIM_MESSAGE_MAX = 2000;

/** A rejection's reason, in characters. */
export const REJECT_REASON_MIN = 5;
export const REJECT_REASON_MAX = 500;

/** How a claim ended: the new key's id, the credit given in euro cents, or the reason of a rejection. */
export type KeyClaimResolution =
  | { action: 'replace'; replacementKeyId: string }
  | { action: 'credit'; creditCents: number }
  | { action: 'reject'; reason: string };
