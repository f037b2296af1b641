/** A cart priced by the server. Plain data: the client imports these types. Money in euro cents. */

export type CartLineProblem = 'not_found' | 'unavailable' | 'insufficient_stock';

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
  requiresSteamTradeUrl: boolean;
  /** True when every line can be bought as it stands. */
  purchasable: boolean;
}
