import type { DeliveryKind } from '#contracts/delivery-kind.constants';
import type { ManualStep } from '../notifications/mail.types.js';

/**
 * Whether a line needs an admin's hand before the order is complete, from its delivery kind as
 * bought: a Steam gift is sent as a trade offer, a physical item ships. A key is delivered by
 * fulfilment at once, whatever its platform.
 */
export function manualStepOf(kind: DeliveryKind): ManualStep | null {
  if (kind === 'steam_gift') return 'steam_trade';
  if (kind === 'physical') return 'physical';
  return null;
}
