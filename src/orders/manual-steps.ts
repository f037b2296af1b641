import { needsSteamTradeUrl } from '../cart-pricing/price-cart.js';
import type { ManualStep } from '../notifications/mail.types.js';

export interface ManualStepInput {
  platform: string;
  categoryName: string | null;
  categorySlug: string | null;
}

/**
 * Whether a line needs an admin's hand before the order is complete: a Steam item on an order that
 * gave a Steam trade URL is sent as a trade offer; a physical item ships. Everything else is a key
 * that fulfilment delivers at once.
 */
export function manualStepOf(item: ManualStepInput, steamTradeUrl: string | null): ManualStep | null {
  if (steamTradeUrl && needsSteamTradeUrl(item)) {
    return 'steam_trade';
  }
  if ([item.platform, item.categoryName, item.categorySlug].some((text) => text?.toLowerCase().includes('physical'))) return 'physical';
  return null;
}
