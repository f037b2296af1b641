/** The fields of an order that say which of its units have a key yet. */
export interface DeliveryInput {
  status: string;
  items: { productId: string; name: string; platform: string; quantity: number }[];
  keys: { id: string; productId: string; productName: string; platform: string; masked: string; revealedAt: string | null }[];
}

export type DeliverySlot =
  | { kind: 'key'; key: DeliveryInput['keys'][number] }
  /** Not delivered yet: `steam_trade` arrives as a trade offer, `preparing` as a key later. */
  | { kind: 'waiting'; productId: string; productName: string; platform: string; reason: 'steam_trade' | 'preparing' };

/** Whether an item is a Steam one (platform or name naming Steam), which an admin sends as a trade offer. */
export function isSteamItem(item: { platform: string; name?: string }): boolean {
  return /steam/i.test(item.platform);
}

/**
 * One slot per unit bought, in the order of the items: each delivered key, then, while the order is
 * processing, a placeholder for each unit still waiting. Keys of a product that is no longer among
 * the items (never expected) are listed at the end rather than lost.
 */
export function deliverySlots(order: DeliveryInput): DeliverySlot[] {
  const remaining = [...order.keys];
  const slots: DeliverySlot[] = [];
  for (const item of order.items) {
    let waiting = item.quantity;
    for (let index = 0; index < remaining.length && waiting > 0; ) {
      if (remaining[index].productId === item.productId) {
        slots.push({ kind: 'key', key: remaining[index] });
        remaining.splice(index, 1);
        waiting--;
      } else {
        index++;
      }
    }
    if (order.status !== 'processing' && order.status !== 'verified') continue;
    for (; waiting > 0; waiting--) {
      slots.push({ kind: 'waiting', productId: item.productId, productName: item.name, platform: item.platform, reason: isSteamItem(item) ? 'steam_trade' : 'preparing' });
    }
  }
  return [...slots, ...remaining.map((key) => ({ kind: 'key' as const, key }))];
}

/** The masked key as shown: the API masks all but the last four characters. */
export function displayMasked(masked: string): string {
  return masked.replace(/\*/g, '•');
}
