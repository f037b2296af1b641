import type { ActivationPlatform } from '#contracts/activation-platform.constants';
import type { DeliveryKind } from '#contracts/delivery-kind.constants';

/** The fields of an order that say which of its units have a key yet. */
export interface DeliveryInput {
  status: string;
  items: { productId: string; name: string; platform: string; quantity: number; deliveryKind: DeliveryKind; activationPlatform: ActivationPlatform | null }[];
  keys: { id: string; productId: string; productName: string; platform: string; masked: string; revealedAt: string | null }[];
}

export type DeliverySlot =
  /** A delivered key, with where it activates (its line's platform; none for a key of no listed line). */
  | { kind: 'key'; key: DeliveryInput['keys'][number]; activationPlatform: ActivationPlatform | null }
  /**
   * Not delivered yet: `steam_trade` arrives as a trade offer, `physical` is shipped, `preparing` is a
   * key that follows.
   */
  | { kind: 'waiting'; productId: string; productName: string; platform: string; reason: 'steam_trade' | 'physical' | 'preparing' }
  /** Done by hand: the Steam gift's trade offer sent, the physical item shipped. */
  | { kind: 'sent'; productId: string; productName: string; platform: string; reason: 'steam_trade' | 'physical' };

/** Why a unit of a line waits, by its delivery kind. */
function waitingReason(kind: DeliveryKind): 'steam_trade' | 'physical' | 'preparing' {
  return kind === 'steam_gift' ? 'steam_trade' : kind === 'physical' ? 'physical' : 'preparing';
}

/**
 * One slot per unit bought, in the order of the items: each delivered key, then, while the order is
 * processing, a placeholder for each unit still waiting; a completed order's Steam gifts and
 * physical items as sent. Keys of a product that is no longer among the items (never expected) are
 * listed at the end rather than lost.
 */
export function deliverySlots(order: DeliveryInput): DeliverySlot[] {
  const remaining = [...order.keys];
  const slots: DeliverySlot[] = [];
  for (const item of order.items) {
    let waiting = item.quantity;
    for (let index = 0; index < remaining.length && waiting > 0; ) {
      if (remaining[index].productId === item.productId) {
        slots.push({ kind: 'key', key: remaining[index], activationPlatform: item.activationPlatform });
        remaining.splice(index, 1);
        waiting--;
      } else {
        index++;
      }
    }
    const unit = { productId: item.productId, productName: item.name, platform: item.platform };
    const reason = waitingReason(item.deliveryKind);
    if (order.status === 'completed' && reason !== 'preparing') {
      for (; waiting > 0; waiting--) slots.push({ kind: 'sent', ...unit, reason });
    }
    if (order.status !== 'processing' && order.status !== 'verified') continue;
    for (; waiting > 0; waiting--) slots.push({ kind: 'waiting', ...unit, reason });
  }
  return [...slots, ...remaining.map((key) => ({ kind: 'key' as const, key, activationPlatform: null }))];
}

/** The masked key as shown: the API masks all but the last four characters. */
export function displayMasked(masked: string): string {
  return masked.replace(/\*/g, '•');
}
