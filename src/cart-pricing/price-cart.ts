import { type ChargeRules, chargeOn } from './charge.js';
import type { PricedProduct } from '../catalog/priced-product.js';
import type { CartQuote, QuotedLine } from '#contracts/cart.contract';

export interface CartLineRequest {
  productId: string;
  quantity: number;
}

export interface PricingRules extends ChargeRules {
  /** The most keys of one product one order may hold. */
  maxQuantityPerProduct: number;
}

/** The same product twice in a request counts as one line with both quantities, where it first appears. */
export function mergeLines(items: CartLineRequest[]): CartLineRequest[] {
  const quantities = new Map<string, number>();
  for (const { productId, quantity } of items) quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The spec's rule: a cart with an item whose platform or category names Steam, in any case, asks for a
 * Steam trade URL. Only Steam gifts use it (keys of Steam games are e-mailed like any key).
 */
export function needsSteamTradeUrl(product: Pick<PricedProduct, 'platform' | 'categoryName' | 'categorySlug'>): boolean {
  return [product.platform, product.categoryName, product.categorySlug].some((text) => text?.toLowerCase().includes('steam'));
}

/**
 * Prices a cart from the database's products: its lines merged by product (so that the quantity
 * limit holds for the product, however many lines name it), subtotal of the lines that can be
 * bought, the service fee on it (half-up to the cent), the total and its rand amount. Lines that
 * cannot be bought are kept with their problem and count for nothing.
 */
export function priceCart(requested: CartLineRequest[], products: PricedProduct[], rules: PricingRules): CartQuote {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: QuotedLine[] = mergeLines(requested).map(({ productId, quantity }) => {
    const product = byId.get(productId);
    if (!product) {
      return { productId, name: null, slug: null, image: null, platform: null, quantity, unitPriceCents: 0, lineTotalCents: 0, stock: 0, problem: 'not_found', deliveryKind: null, preOrderReleaseDate: null };
    }
    const problem = !product.active ? 'unavailable' : quantity > rules.maxQuantityPerProduct ? 'quantity_limit' : product.stock < quantity && !product.preOrderReleaseDate ? 'insufficient_stock' : null;
    return {
      productId,
      name: product.name,
      slug: product.slug,
      image: product.image,
      platform: product.platform,
      quantity,
      unitPriceCents: product.priceCents,
      lineTotalCents: problem ? 0 : product.priceCents * quantity,
      stock: product.stock,
      problem,
      deliveryKind: product.deliveryKind,
      preOrderReleaseDate: product.preOrderReleaseDate,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const charge = chargeOn(subtotalCents, rules);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + (line.problem ? 0 : line.quantity), 0),
    subtotalCents,
    ...charge,
    zarPerEur: rules.zarPerEur,
    maxQuantityPerProduct: rules.maxQuantityPerProduct,
    requiresSteamTradeUrl: requested.some(({ productId }) => {
      const product = byId.get(productId);
      return product !== undefined && needsSteamTradeUrl(product);
    }),
    hasSteamGifts: lines.some((line) => line.deliveryKind === 'steam_gift'),
    requiresShippingAddress: lines.some((line) => line.deliveryKind === 'physical'),
    purchasable: lines.length > 0 && lines.every((line) => line.problem === null),
  };
}
