import type { Queryable } from '../database/queryable.js';
import type { EventBus } from '../events/event-bus.js';

/**
 * Publishes `keys.changed` on the caller's transaction when the stock of some product moved, so the
 * catalogue and fulfilment follow once it commits; nothing when no key moved. `added`: new keys came
 * in; `taken`: keys were only reserved for orders.
 */
export async function publishStockMoved(events: EventBus, tx: Queryable, productIds: string[], { added = false, taken = false } = {}): Promise<void> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return;
  await events.publish('keys.changed', { productIds: unique, ...(added ? { added } : {}), ...(taken ? { taken } : {}) }, tx);
}
