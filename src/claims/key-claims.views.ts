/** Plain data for the API and the pages (no decorated classes here: the client imports this file). */

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

/** A claim as its customer sees it. */
export interface KeyClaimView {
  id: string;
  status: KeyClaimStatus;
  createdAt: string;
  /** Null while the claim is open. */
  resolution: KeyClaimResolution | null;
  resolvedAt: string | null;
}

/** What each key of an order carries about claims: when it was delivered, until when it may be reported, and its latest claim. */
export interface KeyClaimFields {
  deliveredAt: string | null;
  /** The end of the window for reporting the key as not working (CLAIM_WINDOW_HOURS after its delivery). */
  claimWindowEndsAt: string | null;
  claim: KeyClaimView | null;
}

/** A key of an order taken out of use by a claim (replaced, or refunded as credit): masked, with that claim. */
export interface ClaimedKeyView {
  id: string;
  productId: string;
  productName: string;
  platform: string;
  masked: string;
  deliveredAt: string | null;
  claim: KeyClaimView;
}

/** A claim in the admin's list. */
export interface AdminKeyClaimSummaryView {
  id: string;
  status: KeyClaimStatus;
  createdAt: string;
  resolvedAt: string | null;
  orderNumber: string;
  customerEmail: string;
  productId: string;
  productName: string;
  platform: string;
  /** The reported key, masked. */
  maskedKey: string;
  /** The start of the customer's message. */
  messagePreview: string;
  hasScreenshot: boolean;
}

export interface AdminKeyClaimPageView {
  items: AdminKeyClaimSummaryView[];
  page: number;
  pageSize: number;
  total: number;
  /** Claims waiting for an admin, whatever the filter. */
  openCount: number;
}

/** One claim in full for the admin: the message, the screenshot's address, the order and the key (masked). */
export interface AdminKeyClaimView extends AdminKeyClaimSummaryView {
  message: string;
  screenshot: { contentType: ScreenshotType; sizeBytes: number; url: string } | null;
  order: { orderNumber: string; status: string; customerName: string; createdAt: string; paidAt: string | null };
  key: { id: string; masked: string; status: string; deliveredAt: string | null; revealedAt: string | null };
  /** What the customer paid for one unit of the product, in euro cents: what a credit gives back. */
  unitPriceCents: number;
  /** Keys of the product available now, for a replacement. */
  stock: number;
  resolution: KeyClaimResolution | null;
  resolvedByEmail: string | null;
  /** The key delivered in its place, masked, once replaced. */
  replacementMasked: string | null;
}
