import type { AdminProductState } from '#contracts/catalog.constants';
import type { AdminProductView } from '#contracts/catalog.contract';

export type ProductState = Exclude<AdminProductState, 'all'>;

/** Draft (never published), live (on sale) or hidden (taken off sale after being live). */
export function productStateOf(product: Pick<AdminProductView, 'active' | 'draft'>): ProductState {
  if (product.active) return 'live';
  return product.draft ? 'draft' : 'hidden';
}

export const PRODUCT_STATE_LABELS: Record<ProductState, string> = { draft: 'Draft', live: 'Live', hidden: 'Hidden' };
