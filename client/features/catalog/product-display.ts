import type { CartProduct } from '../cart/cart-state';
import type { ProductCardView } from '#contracts/catalog.contract';

/** Below this many keys left, the product page says how many remain. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockStatus = { kind: 'in'; label: 'In stock' } | { kind: 'low'; label: string } | { kind: 'out'; label: 'Out of stock' };

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return { kind: 'out', label: 'Out of stock' };
  if (stock < LOW_STOCK_THRESHOLD) return { kind: 'low', label: `Only ${stock} left` };
  return { kind: 'in', label: 'In stock' };
}

export interface Discount {
  originalPriceCents: number;
  percent: number;
}

/** The struck-through price and the badge, when the product sells below its original price. */
export function discountOf(product: Pick<ProductCardView, 'priceCents' | 'originalPriceCents' | 'discountPercent'>): Discount | null {
  const { priceCents, originalPriceCents, discountPercent } = product;
  if (originalPriceCents === null || originalPriceCents <= priceCents) return null;
  const percent = discountPercent > 0 ? Math.round(discountPercent) : Math.round((1 - priceCents / originalPriceCents) * 100);
  return percent > 0 ? { originalPriceCents, percent } : null;
}

/** What the cart keeps of a product: enough to show the line; the server prices the order. */
export function toCartProduct(product: ProductCardView): CartProduct {
  const line: CartProduct = { id: product.id, name: product.name, priceCents: product.priceCents, platform: product.platform, slug: product.slug, region: product.region };
  if (product.image) line.image = product.image;
  if (product.category) line.category = product.category.name;
  return line;
}
