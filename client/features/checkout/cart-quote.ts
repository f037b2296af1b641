import type { CartLines } from '../cart/cart-state';
import { productHref } from '../catalog/paths';
import type { CartQuote, QuotedLine } from '#contracts/cart.contract';
import type { DeliveryKind } from '#contracts/delivery-kind.constants';

/** The most of one product an order may hold until a quote tells the store's own limit (the quote and checkout refuse more). */
export const MAX_LINE_QUANTITY = 10;

const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the store could know this product: its ids are UUIDs; anything else is a stale or foreign line. */
export function isProductId(id: string): boolean {
  return PRODUCT_ID.test(id);
}

export interface QuoteItem {
  productId: string;
  quantity: number;
}

/**
 * What the server is asked to price, in the cart's order: lines it could know, at most
 * MAX_LINE_QUANTITY each (the cart page brings larger quantities down to that too).
 */
export function quoteItems(lines: CartLines): QuoteItem[] {
  return lines
    .filter((line) => isProductId(line.product.id))
    .map((line) => ({ productId: line.product.id, quantity: Math.min(line.quantity, MAX_LINE_QUANTITY) }));
}

/** The same items give the same key: a quote belongs to the cart it was asked for. */
export function quoteKey(items: readonly QuoteItem[]): string {
  return items.map((item) => `${item.productId}×${item.quantity}`).join(',');
}

/** The quote of a cart with nothing the store could price. */
export function emptyQuote(): CartQuote {
  return {
    lines: [],
    itemCount: 0,
    subtotalCents: 0,
    serviceFeeCents: 0,
    totalCents: 0,
    totalZarCents: 0,
    zarPerEur: 0,
    maxQuantityPerProduct: MAX_LINE_QUANTITY,
    requiresSteamTradeUrl: false,
    hasSteamGifts: false,
    requiresShippingAddress: false,
    purchasable: false,
  };
}

export type LineIssue =
  | { kind: 'gone'; label: 'No longer available' }
  | { kind: 'out'; label: 'Out of stock' }
  | { kind: 'short'; label: string; available: number };

export const GONE: LineIssue = { kind: 'gone', label: 'No longer available' };
const OUT: LineIssue = { kind: 'out', label: 'Out of stock' };

/** A cart line as the cart and checkout show it: the saved line, brought up to date by the quote. */
export interface CartLineView {
  productId: string;
  name: string;
  /** The product page; null when the product is gone. */
  href: string | null;
  image: string | null;
  platform: string | null;
  quantity: number;
  /** Null until the server has priced the line (or when it cannot be bought at all). */
  unitPriceCents: number | null;
  lineTotalCents: number | null;
  /** The highest quantity the plus button may reach: the store's limit per order (10), or the keys left when fewer; 0 when none can be had. */
  maxQuantity: number;
  issue: LineIssue | null;
  /** How the item is delivered; null until the server has quoted it. */
  deliveryKind: DeliveryKind | null;
  /** Where the key activates, as it was when added; null for lines added before the cart kept it. */
  region: string | null;
}

/**
 * The cart's lines with the server's names, prices and stock. The quote may be a moment older than
 * the cart (a quantity just changed): the stock it reports still tells whether the new quantity can
 * be had, so the issue is worked out from the stock rather than taken from the quote's verdict.
 */
export function cartLineViews(lines: CartLines, quote: CartQuote | null): CartLineView[] {
  const quoted = new Map<string, QuotedLine>((quote?.lines ?? []).map((line) => [line.productId, line]));
  const limit = quote?.maxQuantityPerProduct ?? MAX_LINE_QUANTITY;
  return lines.map(({ product, quantity }) => {
    const base: CartLineView = {
      productId: product.id,
      name: product.name,
      href: product.slug ? productHref({ slug: product.slug }) : null,
      image: product.image ?? null,
      platform: product.platform ?? null,
      quantity,
      unitPriceCents: null,
      lineTotalCents: null,
      maxQuantity: limit,
      issue: null,
      deliveryKind: null,
      region: product.region ?? null,
    };
    if (!isProductId(product.id)) return { ...base, href: null, maxQuantity: 0, issue: GONE };
    const line = quoted.get(product.id);
    if (!line) return base;
    if (line.problem === 'not_found') return { ...base, href: null, maxQuantity: 0, issue: GONE };

    const current: CartLineView = {
      ...base,
      name: line.name ?? base.name,
      href: line.slug ? productHref({ slug: line.slug }) : base.href,
      image: line.image ?? base.image,
      platform: line.platform ?? base.platform,
      unitPriceCents: line.unitPriceCents,
      deliveryKind: line.deliveryKind,
    };
    if (line.problem === 'unavailable') return { ...current, maxQuantity: 0, issue: GONE };
    // A pre-order sells without stock: its keys come on the release day.
    if (line.preOrderReleaseDate) {
      if (quantity > limit) return { ...current, maxQuantity: limit, issue: { kind: 'short', label: `At most ${limit} per order`, available: limit } };
      return { ...current, maxQuantity: limit, lineTotalCents: line.unitPriceCents * quantity };
    }
    if (line.stock <= 0) return { ...current, maxQuantity: 0, issue: OUT };
    const maxQuantity = Math.min(limit, line.stock);
    if (quantity > limit) {
      return { ...current, maxQuantity, issue: { kind: 'short', label: `At most ${limit} per order`, available: maxQuantity } };
    }
    if (line.stock < quantity) {
      return { ...current, maxQuantity, issue: { kind: 'short', label: `Only ${line.stock} left`, available: line.stock } };
    }
    return { ...current, maxQuantity, lineTotalCents: line.unitPriceCents * quantity };
  });
}

/**
 * Whether the cart can go on to checkout: priced by the server, no line the page knows to be a
 * problem, and, when the quote is for the cart exactly as it is, the server's word that it can be
 * bought. A quote a moment older (a quantity just changed) does not block: its stock still judges
 * the lines, and checkout prices the cart again anyway.
 */
export function canCheckOut(views: readonly CartLineView[], quote: CartQuote | null, fresh: boolean): boolean {
  if (quote === null || views.length === 0 || views.some((view) => view.issue !== null)) return false;
  return !fresh || quote.purchasable;
}

/** Lines whose quantity is above what one order may hold, with the quantity they should have. */
export function oversizedLines(lines: CartLines): { productId: string; quantity: number }[] {
  return lines.filter((line) => line.quantity > MAX_LINE_QUANTITY).map((line) => ({ productId: line.product.id, quantity: MAX_LINE_QUANTITY }));
}

/**
 * Whether an item in the cart is a Steam one, by what the cart saved (platform or category naming
 * Steam); the quote has the last word, this only fills in until it arrives.
 */
export function cartMentionsSteam(lines: CartLines): boolean {
  return lines.some(({ product }) => [product.platform, product.category].some((text) => text?.toLowerCase().includes('steam')));
}
