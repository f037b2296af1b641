/**
 * What happened, told after the transaction that made it happen has committed. Each event names the
 * rows it is about; a subscriber reads anything else it needs. Add an event here, then publish it.
 */
export interface DomainEvents {
  /** A payment (or store credit, or a redeem code, or one that came late) covered the order, or an admin approved it after review: it is ready for fulfilment. */
  'order.paid': { orderId: string };
  /**
   * Keys of these products were added, held, released, delivered, burned or replaced: stock moved.
   * `added` says new keys came into stock (an import), which paid orders waiting for keys may take;
   * `taken` that keys only left the shelf for orders, so no product came back into stock.
   */
  'keys.changed': { productIds: string[]; added?: boolean; taken?: boolean };
  /**
   * Products (and with `categories`, categories too) were created or edited: admin, import, catalogue sync.
   * An import or sync may touch the whole catalogue and names no products (`productIds` empty).
   */
  'product.changed': { productIds: string[]; categories?: boolean };
  /**
   * What shoppers see of the catalogue changed (a product, or the stock a page shows) and its cached
   * copies were dropped: whatever this process keeps of it goes too.
   */
  'catalog.changed': Record<string, never>;
  /** A session started (sign-up, sign-in, a password reset): where it came from is in its row. */
  'session.started': { sessionId: string };
  /** A paid order is short of keys of these products and waits for stock: a configured restock buys them. */
  'order.awaiting_stock': { orderId: string; productIds: string[] };
  /** Rows were written to the mail outbox; they are sent once each. */
  'mail.queued': { mailIds: string[] };
}

export type DomainEventName = keyof DomainEvents;

export type DomainEvent = { [K in DomainEventName]: { name: K; payload: DomainEvents[K] } }[DomainEventName];
