import type { DeliveryKind } from '#contracts/delivery-kind.constants';
import { PublishRefusedError } from './admin-products.errors.js';

/** What decides whether a draft may go live. */
export interface PublishableProduct {
  name: string;
  priceSet: boolean;
  stock: number;
  deliveryKind: DeliveryKind;
}

const UNITS: Record<DeliveryKind, string> = { key: 'keys', steam_gift: 'gift units', physical: 'units in stock' };

/**
 * Why a draft may not go live, or null when it may: an admin has set its price (an import's is only a
 * suggestion) and it has stock to sell (keys; for Steam gifts and physical items the units the store
 * holds, counted as keys like every product's stock).
 */
export function publishRefusal(product: PublishableProduct): PublishRefusedError | null {
  if (!product.priceSet) return new PublishRefusedError('price_not_set', `${product.name} has no price yet: set its price (and discount) and save before publishing.`);
  if (product.stock <= 0) return new PublishRefusedError('no_stock', `${product.name} has no stock: add ${UNITS[product.deliveryKind]} before publishing.`);
  return null;
}
