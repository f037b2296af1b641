import { Inject, Injectable } from '@nestjs/common';
import type { Queryable } from '../database/queryable.js';
import { EventBus } from '../events/event-bus.js';
import { KeyCipher, maskKeyCode } from './key-cipher.js';
import type { DeliveredKeyView } from '#contracts/keys.contract';
import { publishStockMoved } from './key-changes.js';
import { KEY_CIPHER } from './keys.tokens.js';
import { ProductKeysRepository } from './product-keys.repository.js';

/**
 * Delivery and reveal of product keys: reserved keys become an order's delivered keys, their codes
 * are decrypted only to be shown to their owner or written into the mail that delivers them.
 */
@Injectable()
export class KeyDeliveryService {
  constructor(
    @Inject(KEY_CIPHER) private readonly cipher: KeyCipher,
    private readonly keys: ProductKeysRepository,
    private readonly events: EventBus,
  ) {}

  /** Delivers the order's reserved keys of these products, in the caller's transaction; answers the keys delivered now. */
  async deliverReserved(tx: Queryable, orderId: string, productIds: string[]): Promise<{ id: string; product_id: string }[]> {
    const delivered = await this.keys.deliverReserved(tx, orderId, productIds);
    await publishStockMoved(this.events, tx, delivered.map((key) => key.product_id));
    return delivered;
  }

  /** How many of the order's keys of these products are still reserved. */
  countReserved(tx: Queryable, orderId: string, productIds: string[]): Promise<number> {
    return this.keys.countReserved(tx, orderId, productIds);
  }

  /** Burns delivered keys (a refunded line's, a replaced or credited claim's), in the caller's transaction; answers those burned now. */
  async burn(tx: Queryable, keyIds: string[]): Promise<string[]> {
    const burned = await this.keys.burn(tx, keyIds);
    await publishStockMoved(this.events, tx, burned.map((key) => key.product_id));
    return burned.map((key) => key.id);
  }

  /** The order's delivered keys, masked. */
  async deliveredOf(orderId: string): Promise<DeliveredKeyView[]> {
    const rows = await this.keys.deliveredOf(orderId);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        productId: row.product_id,
        productName: row.product_name,
        platform: row.platform,
        masked: maskKeyCode(await this.cipher.decrypt(row.code_encrypted, row.data_key_id)),
        revealedAt: row.revealed_at?.toISOString() ?? null,
      })),
    );
  }

  /** The plain code of a key delivered to the order, recording its first reveal; null when there is no such key. The caller has checked the order's owner. */
  async reveal(orderId: string, keyId: string): Promise<string | null> {
    const sealed = await this.keys.reveal(orderId, keyId);
    return sealed ? this.cipher.decrypt(sealed.code_encrypted, sealed.data_key_id) : null;
  }

  /** Plain codes of delivered keys by id, for the mail that delivers them; a key that is not delivered is absent. */
  async codesFor(keyIds: string[]): Promise<Map<string, string>> {
    const rows = await this.keys.sealedCodes(keyIds);
    return new Map(await Promise.all(rows.map(async (row) => [row.id, await this.cipher.decrypt(row.code_encrypted, row.data_key_id)] as const)));
  }
}
