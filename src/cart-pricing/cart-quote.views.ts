/** A cart priced by the server. Plain data: the client imports these types. Money in euro cents. */

/** quantity_limit: more of the product than one order may hold (maxQuantityPerProduct). */
export type CartLineProblem = 'not_found' | 'unavailable' | 'quantity_limit' | 'insufficient_stock';

export interface QuotedLine {
  productId: string;
  name: string | null;
  slug: string | null;
  image: string | null;
  platform: string | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  stock: number;
  problem: CartLineProblem | null;
}

export interface CartQuote {
  lines: QuotedLine[];
  itemCount: number;
  subtotalCents: number;
  serviceFeeCents: number;
  totalCents: number;
  totalZarCents: number;
  zarPerEur: number;
  /** The most keys of one product one order may hold. */
  maxQuantityPerProduct: number;
  requiresSteamTradeUrl: boolean;
  /** True when every line can be bought as it stands. */
  purchasable: boolean;
}
