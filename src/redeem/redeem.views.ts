/** Plain data for the API and the pages (no decorated classes here: the client imports this file). */

export type RedeemCodeKind = 'product' | 'credit';

/**
 * The answer of `POST /api/redeem` (field names as the spec's redeem call has them). A failure is
 * an error answer instead, `{ status, code, message }`.
 */
export interface RedeemResult {
  success: true;
  type: RedeemCodeKind;
  /** The game received, for a product code. */
  product_name: string | null;
  /** The credit received in euros (e.g. 5.5), for a credit code. */
  credit_amount: number | null;
  /** The same credit in euro cents. */
  credit_amount_cents: number | null;
  /** The zero-total order that delivers the game, for a product code. */
  order_number: string | null;
  error: null;
}

/** One redeem code as the admin sees it: masked, never in full after it was created. */
export interface AdminRedeemCodeView {
  id: string;
  maskedCode: string;
  kind: RedeemCodeKind;
  productId: string | null;
  productName: string | null;
  creditCents: number | null;
  note: string | null;
  createdAt: string;
  redeemedAt: string | null;
  redeemedByEmail: string | null;
  orderNumber: string | null;
}

export interface AdminRedeemCodePageView {
  items: AdminRedeemCodeView[];
  page: number;
  pageSize: number;
  total: number;
}

/** Newly generated codes, in full: shown once, then only their masked form is ever shown again. */
export interface GeneratedRedeemCodesView {
  kind: RedeemCodeKind;
  productName: string | null;
  creditCents: number | null;
  codes: string[];
}

/** What an import of a list of codes did. */
export interface ImportedRedeemCodesView {
  added: number;
  duplicates: { line: number; reason: string }[];
  invalid: { line: number; reason: string }[];
}
