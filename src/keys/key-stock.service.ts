import { Inject, Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';
import { EventBus } from '../events/event-bus.js';
import { KeyCipher } from './key-cipher.js';
import { publishStockMoved } from './key-changes.js';
import { KEY_CIPHER } from './keys.tokens.js';
import { ProductKeysRepository } from './product-keys.repository.js';

/** A paid order's line that still lacks keys after a top-up. */
export interface ShortLine {
  productId: string;
  name: string;
  missing: number;
}

/**
 * The stock side of product keys: codes come in sealed, are reserved for orders, go back on sale
 * when an order lets them go, or are handed out as replacements. Every method runs in the caller's
 * transaction, which must come from `Transactions.run`: each change publishes `keys.changed` on it.
 * Delivery, reveal and burning are KeyDeliveryService's.
 */
@Injectable()
export class KeyStockService {
  constructor(
    @Inject(KEY_CIPHER) private readonly cipher: KeyCipher,
    private readonly keys: ProductKeysRepository,
    private readonly events: EventBus,
  ) {}

  /** Locks the product while keys are added to it; null when there is no such product. */
  lockProduct(tx: Queryable, productId: string): Promise<{ id: string; name: string } | null> {
    return this.keys.lockProduct(tx, productId);
  }

  /** The product's stock on sale, as the catalogue shows it. */
  stockOf(tx: Queryable, productId: string): Promise<number> {
    return this.keys.stockOf(tx, productId);
  }

  /** Seals normalised codes and adds them to the product's stock; answers the hashes of those added (a code known already is skipped). */
  async restock(tx: Queryable, productId: string, codes: string[]): Promise<Buffer[]> {
    const { dataKeyId, sealed } = await this.cipher.encrypt(codes, tx);
    const added = await this.keys.restock(
      tx,
      productId,
      dataKeyId,
      codes.map((code, i) => ({ codeEncrypted: sealed[i], codeHash: this.cipher.hash(code) })),
    );
    await publishStockMoved(this.events, tx, added.length > 0 ? [productId] : [], { added: true });
    return added;
  }

  /**
   * Reserves up to each line's quantity of keys for the order until the given time, all lines in one
   * statement; answers how many each product got. Lines of the same product count together.
   */
  async reserve(tx: Queryable, orderId: string, lines: readonly { productId: string; quantity: number }[], until: Date): Promise<Map<string, number>> {
    const wanted = new Map<string, number>();
    for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    const reserved = await this.keys.reserve(tx, orderId, [...wanted].map(([productId, quantity]) => ({ productId, quantity })), until);
    await publishStockMoved(this.events, tx, [...reserved].filter(([, count]) => count > 0).map(([productId]) => productId), { taken: true });
    return reserved;
  }

  /**
   * Reserves what a paid order still lacks: for each line, the keys that are neither reserved nor
   * delivered to it yet. Answers the lines still short afterwards (empty when the order has them all).
   */
  async topUp(tx: Queryable, orderId: string, lines: { product_id: string; name: string; quantity: number }[]): Promise<ShortLine[]> {
    const short: ShortLine[] = [];
    const moved: string[] = [];
    for (const line of lines) {
      let missing = line.quantity - (await this.keys.heldBy(tx, orderId, line.product_id));
      if (missing > 0) {
        const reserved = (await this.keys.reserve(tx, orderId, [{ productId: line.product_id, quantity: missing }], new Date())).get(line.product_id) ?? 0;
        if (reserved > 0) moved.push(line.product_id);
        missing -= reserved;
      }
      if (missing > 0) short.push({ productId: line.product_id, name: line.name, missing });
    }
    await publishStockMoved(this.events, tx, moved, { taken: true });
    return short;
  }

  /** Puts the order's reserved keys back on sale (an unpaid, cancelled or held order's); delivered keys stay. Answers how many. */
  async release(tx: Queryable, orderId: string): Promise<number> {
    const released = await this.keys.release(tx, orderId);
    await publishStockMoved(this.events, tx, released.map((key) => key.product_id));
    return released.length;
  }

  /** Delivers an available key of the product to the order at once, as a replacement; null when none is left. */
  async deliverReplacement(tx: Queryable, productId: string, orderId: string): Promise<string | null> {
    const keyId = await this.keys.deliverAvailable(tx, productId, orderId);
    await publishStockMoved(this.events, tx, keyId ? [productId] : []);
    return keyId;
  }
}
